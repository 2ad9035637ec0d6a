/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-caylus-board-private.h"
#include "ts-focus-group.h"
#include "ts-fold-box.h"
#include "ts-game-page.h"
#include "ts-player-palette.h"
#include "ts-wrap-box.h"

/*
 * The board: a strip on top (the Worksite, the round track with the first player, the tiles
 * and monuments left, the characters) over the Road, which wraps: the 4 printed buildings,
 * the Guild Bridge, the Road's spaces and the Provost's marker between two of them. Cards are
 * made once per Road length and refilled after each state, so the focus stays where it is.
 */

struct _TsCaylusBoard
{
  GtkWidget parent_instance;

  GtkWidget *top;     /* the Worksite and the supplies */
  GtkWidget *road;    /* TsWrapBox: printed, bridge, spaces, the Provost */
  GtkWidget *worksite;
  GtkWidget *round;
  GtkWidget *left[3]; /* wood, stone, monuments */
  GtkWidget *characters;
  GtkWidget *bridge;
  GtkWidget *provost;
  GtkWidget *spots[TS_CAYLUS_MAX_SPOTS];
  guint n_spots;

  TsCaylusState *state; /* a copy */
  /* What each spot's card shows, to refill only the cards that change (an entry touches a
   * few): the spot, and its beyond / now / target flags. */
  TsCaylusSpot shown[TS_CAYLUS_MAX_SPOTS];
  guint8 shown_flags[TS_CAYLUS_MAX_SPOTS];
  gboolean refill_all;
  /* The state the cards off the Road were last filled from: each is filled again only when
   * what it shows changed (remade, their houses are drawn again and the damage spreads). */
  TsCaylusState *filled;
  GdkRGBA colors[TS_CAYLUS_MAX_PLAYERS];
  const char *color_names[TS_CAYLUS_MAX_PLAYERS]; /* translated, static */
  char *marks[TS_CAYLUS_MAX_PLAYERS + 1];          /* NULL-terminated; all NULL: none */
  GtkWidget *last_card; /* weak: the card Tab comes back to */
  guint8 targets[TS_CAYLUS_MAX_SPOTS + 1];
  guint n_targets;
};

G_DEFINE_FINAL_TYPE (TsCaylusBoard, ts_caylus_board, GTK_TYPE_WIDGET)

enum
{
  SPOT_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Cards                                                                                     */

static void
card_activated_cb (TsCaylusCard  *card,
                   TsCaylusBoard *self)
{
  g_signal_emit (self, signals[SPOT_ACTIVATED], 0, ts_caylus_card_get_spot (card));
}

/* The card Tab comes back to: the one last focused. */
static void
card_focus_cb (GtkWidget     *card,
               GParamSpec    *pspec,
               TsCaylusBoard *self)
{
  if (gtk_widget_has_focus (card))
    g_set_weak_pointer (&self->last_card, card);
}

static GtkWidget *
new_card (TsCaylusBoard *self,
          guint          spot,
          const char    *css_class)
{
  GtkWidget *card = ts_caylus_card_new (spot);

  gtk_widget_add_css_class (card, css_class);
  g_signal_connect_object (card, "activated", G_CALLBACK (card_activated_cb), self,
                           G_CONNECT_DEFAULT);
  g_signal_connect_object (card, "notify::has-focus", G_CALLBACK (card_focus_cb), self,
                           G_CONNECT_DEFAULT);
  return card;
}

static gboolean
is_target (TsCaylusBoard *self,
           guint          spot)
{
  for (guint i = 0; i < self->n_targets; i++)
    if (self->targets[i] == spot)
      return TRUE;
  return FALSE;
}

/* Makes the Road's cards for a Road of @n_spots (printed buildings included). */
static void
build_road (TsCaylusBoard *self,
            guint          n_spots)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->road)) != NULL)
    gtk_widget_unparent (child);
  memset (self->spots, 0, sizeof self->spots);

  for (guint s = 0; s < n_spots; s++)
    {
      self->spots[s] = new_card (self, s, s < TS_CAYLUS_N_PRINTED ? "cy-building" : "cy-space");
      ts_wrap_box_append (TS_WRAP_BOX (self->road), self->spots[s]);
      if (s == TS_CAYLUS_N_PRINTED - 1)
        {
          self->bridge = new_card (self, TS_CAYLUS_CARD_NO_SPOT, "cy-bridge-card");
          ts_wrap_box_append (TS_WRAP_BOX (self->road), self->bridge);
        }
    }
  self->provost = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->provost, "cy-provost");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->provost),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  ts_wrap_box_append (TS_WRAP_BOX (self->road), self->provost);
  self->n_spots = n_spots;
}

static void
parse_color (const char *color,
             GdkRGBA    *rgba)
{
  const TsPlayerColor *palette = color != NULL ? ts_player_palette_lookup (color) : NULL;

  if (palette != NULL)
    gdk_rgba_parse (rgba, palette->hex);
  else if (color == NULL || !gdk_rgba_parse (rgba, color))
    gdk_rgba_parse (rgba, "#77767b");
}

/* The palette's colour given by its id or drawn as @color (the page gives its hex), or NULL:
 * its name is read with the pieces (issue 41). */
static const TsPlayerColor *
palette_color (const char *color)
{
  const TsPlayerColor *palette = ts_player_palette_lookup (color);
  guint n_colors;

  if (palette != NULL)
    return palette;
  palette = ts_player_palette_get (&n_colors);
  for (guint i = 0; i < n_colors; i++)
    if (g_ascii_strcasecmp (palette[i].hex, color) == 0)
      return &palette[i];
  return NULL;
}

/* The houses on the Guild Bridge and below it. */
static gboolean
bridge_changed (const TsCaylusState *was,
                const TsCaylusState *now)
{
  for (guint p = 0; p < now->n_players; p++)
    if (was->players[p].bridge != now->players[p].bridge)
      return TRUE;
  return FALSE;
}

/* The bit of a spot's shown flags that says it can be chosen. */
#define TARGET_BIT 3

/* Refills the cards whose state or target changed (every card after refill_all). */
static void
refill (TsCaylusBoard *self)
{
  TsCaylusBoardLook look = { self->state, self->colors, self->color_names,
                             (const char *const *) self->marks };
  static const TsCaylusClass left_classes[] = {
    TS_CAYLUS_CLASS_WOOD, TS_CAYLUS_CLASS_STONE, TS_CAYLUS_CLASS_MONUMENT,
  };
  const TsCaylusState *was = self->filled, *is = self->state;
  gboolean all, all_worksite, worksite_target;
  GtkWidget *before;

  if (self->state == NULL)
    return;
  all = self->refill_all || was == NULL;
  for (guint s = 0; s < self->n_spots; s++)
    {
      const TsCaylusSpot *spot = &self->state->spots[s];
      guint road = s >= TS_CAYLUS_N_PRINTED ? s - TS_CAYLUS_N_PRINTED + 1 : 0;
      gboolean now = (self->state->stage == TS_CAYLUS_STAGE_ACTIVATE
                      || self->state->stage == TS_CAYLUS_STAGE_MONUMENT)
                     && self->state->cursor == s;
      guint8 flags = (road > self->state->provost) | now << 1
                     | (now && self->state->stage == TS_CAYLUS_STAGE_MONUMENT) << 2
                     | is_target (self, s) << TARGET_BIT
                     | ts_caylus_board_provost_after (self->state, s) << 4;
      gboolean same = !self->refill_all && memcmp (spot, &self->shown[s], sizeof *spot) == 0;

      if (same && flags == self->shown_flags[s])
        continue;
      /* Only whether it can be chosen (a round's placements begin or end): its class and
       * words change, its pieces are not made again. */
      if (same && (flags ^ self->shown_flags[s]) == 1u << TARGET_BIT)
        {
          ts_caylus_card_set_target (TS_CAYLUS_CARD (self->spots[s]), is_target (self, s));
          if (ts_caylus_board_retarget_spot (TS_CAYLUS_CARD (self->spots[s])))
            {
              self->shown_flags[s] = flags;
              continue;
            }
        }
      self->shown[s] = *spot;
      self->shown_flags[s] = flags;
      ts_caylus_card_set_target (TS_CAYLUS_CARD (self->spots[s]), is_target (self, s));
      ts_caylus_board_fill_spot (TS_CAYLUS_CARD (self->spots[s]), &look, s, self->refill_all);
    }
  self->refill_all = FALSE;
  if (all || bridge_changed (was, is) || (was->provost == 0) != (is->provost == 0))
    ts_caylus_board_fill_bridge (TS_CAYLUS_CARD (self->bridge), &look);
  worksite_target = is_target (self, TS_CAYLUS_AT_WORKSITE);
  /* Its words say whether it can be chosen. */
  all_worksite = all || worksite_target != ts_caylus_card_get_target (TS_CAYLUS_CARD (self->worksite));
  ts_caylus_card_set_target (TS_CAYLUS_CARD (self->worksite), worksite_target);
  if (all_worksite || memcmp (was->worksite_tiles, is->worksite_tiles, sizeof is->worksite_tiles) != 0
      || memcmp (was->worksite, is->worksite, sizeof is->worksite) != 0
      || ts_caylus_worksite_reach (was) != ts_caylus_worksite_reach (is))
    ts_caylus_board_fill_worksite (TS_CAYLUS_CARD (self->worksite), &look);
  if (all || was->round != is->round || was->first != is->first)
    ts_caylus_board_fill_round (TS_CAYLUS_CARD (self->round), &look);
  if (all || memcmp (was->left, is->left, sizeof is->left) != 0)
    for (guint i = 0; i < G_N_ELEMENTS (left_classes); i++)
      ts_caylus_board_fill_left (TS_CAYLUS_CARD (self->left[i]), &look, left_classes[i]);
  /* During the setup the card shows the characters revealed, then those left on the board. */
  if (all || was->round != is->round || was->revealed != is->revealed
      || was->board_characters != is->board_characters)
    ts_caylus_board_fill_characters (TS_CAYLUS_CARD (self->characters), &look);

  /* The Provost after the space it stands behind (0: the bridge). */
  if (self->state->provost == 0)
    before = self->bridge;
  else
    before = self->spots[MIN (TS_CAYLUS_N_PRINTED - 1u + self->state->provost,
                              self->n_spots - 1u)];
  if (gtk_widget_get_prev_sibling (self->provost) != before)
    gtk_widget_insert_after (self->provost, self->road, before);
  if (all || was->provost != is->provost)
    ts_caylus_board_fill_provost (self->provost, &look);

  if (self->filled == NULL)
    self->filled = g_new (TsCaylusState, 1);
  memcpy (self->filled, is, sizeof *is);
}

/* Keys                                                                                      */

static void
collect_cards (GtkWidget *widget,
               GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (TS_IS_CAYLUS_CARD (child))
        {
          if (gtk_widget_get_mapped (child))
            g_ptr_array_add (out, child);
        }
      else
        collect_cards (child, out);
    }
}

/* The card holding the focus, or NULL. */
static GtkWidget *
focused_card (TsCaylusBoard *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  while (focus != NULL && !TS_IS_CAYLUS_CARD (focus))
    focus = gtk_widget_get_parent (focus);
  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return NULL;
  return focus;
}

/* The card nearest to @from in the row above (@down FALSE) or below it. */
static GtkWidget *
card_in_next_row (TsCaylusBoard *self,
                  GPtrArray     *cards,
                  GtkWidget     *from,
                  gboolean       down)
{
  graphene_rect_t here;
  GtkWidget *best = NULL;
  float best_dy = G_MAXFLOAT, best_dx = G_MAXFLOAT;

  if (!gtk_widget_compute_bounds (from, GTK_WIDGET (self), &here))
    return NULL;
  for (guint i = 0; i < cards->len; i++)
    {
      graphene_rect_t there;
      float dy, dx;

      if (cards->pdata[i] == from
          || !gtk_widget_compute_bounds (cards->pdata[i], GTK_WIDGET (self), &there))
        continue;
      /* Rows: wholly above or below this card. */
      dy = down ? there.origin.y - (here.origin.y + here.size.height)
                : here.origin.y - (there.origin.y + there.size.height);
      if (dy < 0)
        continue;
      dx = ABS ((there.origin.x + there.size.width / 2) - (here.origin.x + here.size.width / 2));
      if (dy < best_dy - 1 || (dy <= best_dy + 1 && dx < best_dx))
        {
          best = cards->pdata[i];
          best_dy = dy;
          best_dx = dx;
        }
    }
  return best;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TsCaylusBoard         *self)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  GtkWidget *from = focused_card (self);
  GtkWidget *to = NULL;
  guint at = 0;

  if (from == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  collect_cards (GTK_WIDGET (self), cards);
  if (!g_ptr_array_find (cards, from, &at))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      to = at > 0 ? cards->pdata[at - 1] : NULL;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      to = at + 1 < cards->len ? cards->pdata[at + 1] : NULL;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      to = card_in_next_row (self, cards, from, FALSE);
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      to = card_in_next_row (self, cards, from, TRUE);
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      to = cards->pdata[0];
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      to = cards->pdata[cards->len - 1];
      break;
    default:
      return FALSE;
    }
  /* At an edge the key is still the board's: the focus does not leave it by an arrow. */
  if (to != NULL)
    gtk_widget_grab_focus (to);
  return TRUE;
}

/* Tab into the board (issue 41): the card last focused there, else the first target, else
 * the Fair, rather than the first card of the top strip (the Road was then never reached
 * by Tab). Inside, the arrows move; Tab leaves (ts_focus_group_add()). */
static gboolean
ts_caylus_board_focus (GtkWidget        *widget,
                       GtkDirectionType  direction)
{
  TsCaylusBoard *self = TS_CAYLUS_BOARD (widget);
  GtkWidget *to = self->last_card;

  if (gtk_widget_get_focus_child (widget) != NULL)
    return GTK_WIDGET_CLASS (ts_caylus_board_parent_class)->focus (widget, direction);
  if (to == NULL || !gtk_widget_get_mapped (to) || !gtk_widget_is_ancestor (to, widget))
    {
      ts_caylus_board_focus_target (self);
      return gtk_widget_get_focus_child (widget) != NULL
             || GTK_WIDGET_CLASS (ts_caylus_board_parent_class)->focus (widget, direction);
    }
  return gtk_widget_grab_focus (to);
}

/* GObject                                                                                   */

static void
ts_caylus_board_dispose (GObject *object)
{
  TsCaylusBoard *self = TS_CAYLUS_BOARD (object);

  g_clear_weak_pointer (&self->last_card);
  g_clear_pointer (&self->top, gtk_widget_unparent);
  g_clear_pointer (&self->road, gtk_widget_unparent);
  G_OBJECT_CLASS (ts_caylus_board_parent_class)->dispose (object);
}

static void
ts_caylus_board_finalize (GObject *object)
{
  TsCaylusBoard *self = TS_CAYLUS_BOARD (object);

  g_free (self->state);
  g_free (self->filled);
  for (guint p = 0; p < TS_CAYLUS_MAX_PLAYERS; p++)
    g_free (self->marks[p]);
  G_OBJECT_CLASS (ts_caylus_board_parent_class)->finalize (object);
}

static void
ts_caylus_board_class_init (TsCaylusBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_caylus_board_dispose;
  object_class->finalize = ts_caylus_board_finalize;
  widget_class->focus = ts_caylus_board_focus;

  signals[SPOT_ACTIVATED] = g_signal_new ("spot-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-caylus-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_caylus_board_init (TsCaylusBoard *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkWidget *supplies, *line;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (
                                      GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              10);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the accessible name of the Caylus board */
                                  C_ ("caylus board", "Board"), -1);

  /* The top strip: the Worksite beside the supplies. */
  /* On a phone's narrow window the supplies go under the Worksite (issue 54). */
  self->top = ts_fold_box_new (10);
  /* Beside the Worksite, the supplies' chips would be cut below this width. */
  ts_fold_box_set_fold_width (TS_FOLD_BOX (self->top), 600);
  gtk_widget_set_parent (self->top, GTK_WIDGET (self));
  self->worksite = new_card (self, TS_CAYLUS_AT_WORKSITE, "cy-worksite-card");
  ts_fold_box_append (TS_FOLD_BOX (self->top), self->worksite);
  supplies = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_valign (supplies, GTK_ALIGN_START);
  ts_fold_box_append (TS_FOLD_BOX (self->top), supplies);
  self->round = new_card (self, TS_CAYLUS_CARD_NO_SPOT, "cy-chip");
  gtk_widget_set_halign (self->round, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (supplies), self->round);
  line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  for (guint i = 0; i < G_N_ELEMENTS (self->left); i++)
    {
      self->left[i] = new_card (self, TS_CAYLUS_CARD_NO_SPOT, "cy-chip");
      gtk_box_append (GTK_BOX (line), self->left[i]);
    }
  gtk_box_append (GTK_BOX (supplies), line);
  self->characters = new_card (self, TS_CAYLUS_CARD_NO_SPOT, "cy-chip");
  gtk_widget_set_halign (self->characters, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (supplies), self->characters);

  self->road = ts_wrap_box_new (6, 8);
  gtk_widget_set_parent (self->road, GTK_WIDGET (self));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  /* One Tab stop, as the other games' boards: the arrows move between the cards (above),
   * the next Tab goes on to the supplies and the entry form. */
  ts_focus_group_add (GTK_WIDGET (self));
}

GtkWidget *
ts_caylus_board_new (void)
{
  return g_object_new (TS_TYPE_CAYLUS_BOARD, NULL);
}

void
ts_caylus_board_set_state (TsCaylusBoard       *self,
                           const TsCaylusState *state,
                           const char *const   *colors)
{
  g_return_if_fail (TS_IS_CAYLUS_BOARD (self));
  g_return_if_fail (state != NULL);

  /* Another game, other names or colours: every card anew. */
  if (self->state == NULL)
    {
      self->state = g_new (TsCaylusState, 1);
      self->refill_all = TRUE;
    }
  else if (self->state->data != state->data || self->state->n_players != state->n_players
           || memcmp (self->state->names, state->names, sizeof state->names) != 0)
    self->refill_all = TRUE;
  memcpy (self->state, state, sizeof *state);
  for (guint p = 0, given = TRUE; p < TS_CAYLUS_MAX_PLAYERS; p++)
    {
      GdkRGBA color;

      given = given && colors != NULL && colors[p] != NULL;
      parse_color (given ? colors[p] : NULL, &color);
      {
        const TsPlayerColor *palette = given ? palette_color (colors[p]) : NULL;
        const char *color_name = palette != NULL ? _(palette->name) : NULL;

        if (color_name != self->color_names[p])
          {
            self->color_names[p] = color_name;
            self->refill_all = TRUE;
          }
      }
      if (!gdk_rgba_equal (&color, &self->colors[p]))
        {
          self->colors[p] = color;
          self->refill_all = TRUE;
        }
    }
  if (self->n_spots != MIN (state->n_spots, TS_CAYLUS_MAX_SPOTS))
    {
      build_road (self, MIN (state->n_spots, TS_CAYLUS_MAX_SPOTS));
      self->refill_all = TRUE;
    }
  refill (self);
}

void
ts_caylus_board_set_marks (TsCaylusBoard     *self,
                           const char *const *marks)
{
  g_return_if_fail (TS_IS_CAYLUS_BOARD (self));

  if (ts_game_page_keep_marks (self->marks, TS_CAYLUS_MAX_PLAYERS, marks))
    self->refill_all = TRUE;
  refill (self);
}

void
ts_caylus_board_set_targets (TsCaylusBoard *self,
                             const guint8  *spots,
                             guint          n)
{
  g_return_if_fail (TS_IS_CAYLUS_BOARD (self));
  g_return_if_fail (n == 0 || spots != NULL);

  self->n_targets = MIN (n, G_N_ELEMENTS (self->targets));
  if (self->n_targets > 0)
    memcpy (self->targets, spots, self->n_targets);
  refill (self);
}

void
ts_caylus_board_focus_target (TsCaylusBoard *self)
{
  GtkWidget *to = NULL;

  g_return_if_fail (TS_IS_CAYLUS_BOARD (self));

  /* The first target in Road order, then the Worksite. */
  for (guint s = 0; s < self->n_spots && to == NULL; s++)
    if (ts_caylus_card_get_target (TS_CAYLUS_CARD (self->spots[s])))
      to = self->spots[s];
  if (to == NULL && ts_caylus_card_get_target (TS_CAYLUS_CARD (self->worksite)))
    to = self->worksite;
  if (to == NULL && self->state != NULL && self->state->cursor < self->n_spots
      && (self->state->stage == TS_CAYLUS_STAGE_ACTIVATE
          || self->state->stage == TS_CAYLUS_STAGE_MONUMENT))
    to = self->spots[self->state->cursor];
  if (to == NULL && self->n_spots > 0)
    to = self->spots[0];
  if (to != NULL)
    gtk_widget_grab_focus (to);
}
