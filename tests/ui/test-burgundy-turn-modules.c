/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel with the modules of the 2019 box (issue 14): each module entry the engine
 * lists is a row of the panel, in the table's words, found by typing a word of it in the
 * list (the panel's own key controller) and applied by activating the row as Enter does; at
 * a phase end the panel decides for the player named in the status line. The states come from
 * random games with the modules (the trade routes dealt from the known pieces for the route
 * bonus), played until the engine lists the entry. */
#include <string.h>

#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-turn-panel.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-ui-test-util.h"
#include "ts-game-page.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;

#define MAX_GAMES 400

typedef gboolean (*Wanted) (const TsBurgundyState *state, const TsBurgundyEntry *legal,
                            guint n_legal);

typedef struct
{
  const char *name;
  TsBurgundyEntryType type; /* the entry the row makes */
  Wanted wanted;            /* the state to stop at */
  const char *typed;        /* what the user types in the list to reach the row */
  TsBurgundyTurnKind kind;  /* the kind the row is shown under */
  gboolean routes;          /* with the trade routes */
} Case;

static gboolean
lists (const TsBurgundyEntry *legal,
       guint                  n_legal,
       TsBurgundyEntryType    type)
{
  for (guint i = 0; i < n_legal; i++)
    if (legal[i].type == type)
      return TRUE;
  return FALSE;
}

static gboolean
top_pending (const TsBurgundyState *s,
             guint                  pending)
{
  return s->n_pending > 0 && s->pending[s->n_pending - 1] == pending;
}

static gboolean
wants_inn (const TsBurgundyState *s, const TsBurgundyEntry *legal, guint n)
{
  return s->n_pending == 0 && lists (legal, n, TS_BURGUNDY_ENTRY_BUY_INN);
}

static gboolean
wants_buy_workers (const TsBurgundyState *s, const TsBurgundyEntry *legal, guint n)
{
  return s->n_pending == 0 && lists (legal, n, TS_BURGUNDY_ENTRY_BUY_WORKERS);
}

static gboolean
wants_crane (const TsBurgundyState *s, const TsBurgundyEntry *legal, guint n)
{
  for (guint i = 0; i < n; i++)
    if (legal[i].type == TS_BURGUNDY_ENTRY_CRANE_EFFECT && legal[i].building == TS_BURGUNDY_BANK)
      return top_pending (s, TS_BURGUNDY_PENDING_CRANE);
  return FALSE;
}

static gboolean
wants_shield (const TsBurgundyState *s, const TsBurgundyEntry *legal, guint n)
{
  return s->n_pending == 0 && lists (legal, n, TS_BURGUNDY_ENTRY_TAKE_SHIELD);
}

static gboolean
wants_set_die (const TsBurgundyState *s, const TsBurgundyEntry *legal, guint n)
{
  for (guint i = 0; i < n; i++)
    if (legal[i].type == TS_BURGUNDY_ENTRY_SET_DIE && legal[i].die == 0)
      return s->n_pending == 0;
  return FALSE;
}

static gboolean
wants_player (const TsBurgundyState *s, const TsBurgundyEntry *legal, guint n)
{
  return s->n_pending == 0 && lists (legal, n, TS_BURGUNDY_ENTRY_CHOOSE_PLAYER);
}

static gboolean
wants_tax (const TsBurgundyState *s, const TsBurgundyEntry *legal, guint n)
{
  return s->stage == TS_BURGUNDY_STAGE_PHASE_END && lists (legal, n, TS_BURGUNDY_ENTRY_PAY_SHIELDS);
}

static gboolean
wants_shield_tile (const TsBurgundyState *s, const TsBurgundyEntry *legal, guint n)
{
  return s->stage == TS_BURGUNDY_STAGE_PHASE_END && lists (legal, n, TS_BURGUNDY_ENTRY_SHIELD_TILE);
}

/* A white castle's action: taking workers with the white die's value (CB-WHC-02). */
static gboolean
wants_white (const TsBurgundyState *s, const TsBurgundyEntry *legal, guint n)
{
  for (guint i = 0; i < n; i++)
    if (legal[i].type == TS_BURGUNDY_ENTRY_TAKE_WORKERS && legal[i].die == TS_BURGUNDY_SRC_WHITE)
      return top_pending (s, TS_BURGUNDY_PENDING_WHITE_CASTLE);
  return FALSE;
}

/* A trade-route bonus: a tile taken from a depot (CB-TRD-04). */
static gboolean
wants_route (const TsBurgundyState *s, const TsBurgundyEntry *legal, guint n)
{
  for (guint i = 0; i < n; i++)
    if (legal[i].type == TS_BURGUNDY_ENTRY_TAKE_TILE && legal[i].die == TS_BURGUNDY_SRC_ROUTE)
      return TRUE;
  return FALSE;
}

static const Case cases[] = {
  { "buy-inn", TS_BURGUNDY_ENTRY_BUY_INN, wants_inn, "inn", TS_BURGUNDY_KIND_BUY },
  { "buy-workers", TS_BURGUNDY_ENTRY_BUY_WORKERS, wants_buy_workers, "for",
    TS_BURGUNDY_KIND_BUY },
  { "crane-effect", TS_BURGUNDY_ENTRY_CRANE_EFFECT, wants_crane, "bank",
    TS_BURGUNDY_KIND_CRANE },
  { "take-shield", TS_BURGUNDY_ENTRY_TAKE_SHIELD, wants_shield, "shield",
    TS_BURGUNDY_KIND_SHIELD },
  { "set-die", TS_BURGUNDY_ENTRY_SET_DIE, wants_set_die, "first", TS_BURGUNDY_KIND_SET_DIE },
  { "choose-player", TS_BURGUNDY_ENTRY_CHOOSE_PLAYER, wants_player, "their",
    TS_BURGUNDY_KIND_PLAYER },
  { "pay-shields", TS_BURGUNDY_ENTRY_PAY_SHIELDS, wants_tax, "pay", TS_BURGUNDY_KIND_TAX },
  { "shield-tile", TS_BURGUNDY_ENTRY_SHIELD_TILE, wants_shield_tile, "depot",
    TS_BURGUNDY_KIND_SHIELD_TILE },
  { "white-castle", TS_BURGUNDY_ENTRY_TAKE_WORKERS, wants_white, "take",
    TS_BURGUNDY_KIND_WORKERS },
  { "route-bonus", TS_BURGUNDY_ENTRY_TAKE_TILE, wants_route, "trade", TS_BURGUNDY_KIND_TAKE,
    TRUE },
};

static JsonObject *
module_options (const Case *c)
{
  JsonObject *options = json_object_new ();

  if (c->routes)
    json_object_set_boolean_member (options, "trade-routes", TRUE);
  json_object_set_boolean_member (options, "extra-tiles", TRUE);
  json_object_set_boolean_member (options, "white-castles", TRUE);
  json_object_set_boolean_member (options, "inns", TRUE);
  json_object_set_boolean_member (options, "shields", TRUE);
  return options;
}

/* Ana, Bruno and Carla; with the trade routes each has a route of known pieces. */
static JsonArray *
player_names (const Case *c)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla" };
  JsonArray *players = json_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_array_add_object_element (players, player);
    }
  if (c->routes)
    ts_burgundy_random_routes (players, rand);
  return players;
}

/* Random games until one reaches a state @wanted says yes to; the entries that lead there. */
static GArray *
find_state (const Case *c)
{
  g_autoptr(JsonObject) options = module_options (c);
  g_autoptr(JsonArray) players = player_names (c);

  for (guint seed = 1; seed <= MAX_GAMES; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (TsBurgundyEntry));
      g_autoptr(GError) error = NULL;
      TsBurgundyState *state = ts_burgundy_state_new_from_setup (options, players, NULL, &error);
      TsBurgundyEntry entry;

      g_assert_no_error (error);
      while (ts_burgundy_random_entry (state, rand, &entry))
        {
          guint n = 0;
          g_autofree TsBurgundyEntry *legal = NULL;

          g_assert_true (ts_burgundy_apply (state, &entry, NULL));
          g_array_append_val (entries, entry);
          if (ts_burgundy_state_actor (state) < 0)
            continue;
          legal = ts_burgundy_legal_all (state, &n);
          if (c->wanted (state, legal, n))
            {
              ts_burgundy_state_free (state);
              return g_steal_pointer (&entries);
            }
        }
      ts_burgundy_state_free (state);
    }
  g_error ("no random game in %u reached a state for %s", MAX_GAMES, c->name);
  return NULL;
}

static void
type_word (GtkWidget  *list,
           const char *word)
{
  for (const char *p = word; *p != '\0'; p++)
    g_assert_true (ts_ui_test_press_key (list, gdk_unicode_to_keyval (*p)));
}

/* The last entry the player made (the model may add an automatic end of turn after it). */
static const TsBurgundyEntry *
last_decision (TsMatch *match)
{
  for (guint i = ts_match_get_n_entries (match); i > 0; i--)
    {
      TsEntry *entry = ts_match_get_entry (match, i - 1);

      if (!ts_entry_get_automatic (entry))
        return ts_entry_get_data (entry);
    }
  return NULL;
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(GArray) entries = find_state (c);
  g_autoptr(JsonObject) options = module_options (c);
  g_autoptr(JsonArray) players = player_names (c);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_new (&ts_burgundy_module, "Modules", players, options, NULL,
                                           &error);
  g_autofree char *png = g_strdup_printf ("burgundy-turn-%s", c->name);
  GtkWindow *window = NULL;
  GtkWidget *view, *list, *selected;
  TsBurgundyTurnPanel *panel;
  const TsBurgundyTurnRow *row;
  const TsBurgundyEntry *made;
  const TsBurgundyState *s;
  guint n_before;
  int actor;

  g_assert_no_error (error);
  for (guint i = 0; i < entries->len; i++)
    {
      g_autoptr(TsEntry) entry = ts_entry_new_take (
          &ts_burgundy_module,
          g_memdup2 (&g_array_index (entries, TsBurgundyEntry, i), sizeof (TsBurgundyEntry)));

      g_assert_true (ts_match_apply (match, entry, &error));
      g_assert_no_error (error);
    }
  s = ts_match_get_state (match);
  actor = ts_burgundy_state_actor (s);
  view = ts_ui_test_show_match (match, 1024, 600, TS_TYPE_BURGUNDY_VIEW, &window);
  panel = TS_BURGUNDY_TURN_PANEL (ts_ui_test_find_child (view, TS_TYPE_BURGUNDY_TURN_PANEL));
  list = GTK_WIDGET (ts_burgundy_turn_panel_get_list (panel));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (panel)));

  /* At a phase end the status line names who decides, and the panel counts their purse. */
  if (s->stage == TS_BURGUNDY_STAGE_PHASE_END)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      g_autofree char *status = g_strdup_printf ("End of the phase: %s", s->names[actor]);
      g_autofree char *purse = g_strdup_printf ("%s · ", s->names[actor]);

      ts_ui_test_collect_labels (view, text);
      g_assert_nonnull (strstr (text->str, status));
      g_assert_nonnull (strstr (text->str, purse));
    }

  /* A kind with no choice now is refused in the page's line, in words (what Ctrl+D does;
   * the key itself is pressed in test-burgundy-modules-keys.py). */
  if (c->kind != TS_BURGUNDY_KIND_SET_DIE)
    {
      const char *refusal;

      gtk_widget_activate_action (view, "game.set-die", NULL);
      ts_ui_test_spin ();
      refusal = ts_game_page_get_refusal (TS_GAME_PAGE (view));
      g_assert_nonnull (refusal);
      /* At a phase end, the refusal names who decides and what about. */
      g_autofree char *deciding = g_strdup_printf ("only %s’s shield decision is open",
                                                   s->names[s->phase_end_player]);
      g_assert_nonnull (strstr (refusal, s->stage == TS_BURGUNDY_STAGE_TURN ? "shield 16"
                                                                            : deciding));
    }

  /* Typing a word of the row finds it, under its kind, with its button on screen. */
  ts_burgundy_turn_panel_focus (panel);
  type_word (list, c->typed);
  selected = GTK_WIDGET (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)));
  g_assert_nonnull (selected);
  row = ts_burgundy_turn_panel_get_row (panel, GPOINTER_TO_UINT (g_object_get_data (
                                                   G_OBJECT (selected), "row")));
  g_test_message ("%s: %s", c->name, row->text);
  /* Spaces as the board shows them (colour and die), never by index; a shield row says
   * what the shield does (issue 24). */
  if (c->type == TS_BURGUNDY_ENTRY_TAKE_SHIELD || c->type == TS_BURGUNDY_ENTRY_SHIELD_TILE)
    {
      g_assert_nonnull (strstr (row->text, " space with die "));
      g_assert_false (g_regex_match_simple ("space [0-9]", row->text, 0, 0));
    }
  if (c->type == TS_BURGUNDY_ENTRY_TAKE_SHIELD)
    {
      const TsBurgundyEntry *a = &row->choice.action;

      g_assert_nonnull (strstr (row->text, ts_burgundy_shield_effect (
                                               s->shield_depot[a->depot - 1][a->slot])));
    }
  g_assert_cmpint (row->choice.action.type, ==, c->type);
  g_assert_cmpint (row->choice.action.player, ==, actor);
  g_assert_cmpint (ts_burgundy_turn_panel_get_kind (panel), ==, c->kind);
  g_assert_true (gtk_widget_get_visible (ts_burgundy_turn_panel_get_kind_button (panel,
                                                                                 c->kind)));
  /* Only the kind shown is pressed in. */
  for (TsBurgundyTurnKind k = 0; k < TS_BURGUNDY_KIND_END; k++)
    g_assert_cmpint (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (
                         ts_burgundy_turn_panel_get_kind_button (panel, k))),
                     ==, k == c->kind);
  if (c->wanted == wants_white)
    g_assert_cmpint (row->choice.action.die, ==, TS_BURGUNDY_SRC_WHITE);
  if (c->wanted == wants_route)
    g_assert_cmpint (row->choice.action.die, ==, TS_BURGUNDY_SRC_ROUTE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), png));

  /* Enter on the row (the row's activation) applies it. */
  n_before = ts_match_get_n_entries (match);
  g_assert_true (gtk_widget_activate (selected));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (match), >, n_before);
  made = last_decision (match);
  g_assert_nonnull (made);
  g_assert_cmpint (made->type, ==, c->type);
  g_assert_cmpint (made->player, ==, actor);
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/burgundy/turn-modules/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  return g_test_run ();
}
