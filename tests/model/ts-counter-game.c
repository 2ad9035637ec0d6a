/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A tiny game module for the model's tests (see ts-counter-game.h). Not translated, never
 * shipped. */
#include <string.h>

#include "ts-counter-game.h"
#include "ts-engine-error.h"
#include "ts-ledger.h"
#include "ts-record.h"

#define MAX_PLAYERS 4
#define START_WORKERS 2

typedef enum
{
  CAUSE_START,
  CAUSE_ADD,
  CAUSE_SPRINT,
  CAUSE_PATIENCE,
  CAUSE_FINAL_SILVER,
} Cause;

static const char *const cause_ids[] = { "start", "add", "sprint", "patience", "final-silver" };
static const char *const cause_texts[] = { "starting workers", "moves", "sprints",
                                           "patient moves", "silver at the end" };

typedef struct
{
  guint8 player;
  guint8 resource;
  gint8 delta;
  guint8 cause;
  int entry;
} Line;

typedef struct
{
  guint n_players;
  char names[MAX_PLAYERS][32];
  int target;
  int score[MAX_PLAYERS];
  int vp[MAX_PLAYERS];
  int silver[MAX_PLAYERS];
  int workers[MAX_PLAYERS];
  guint current;
  guint n_entries;
  int winner;
  gboolean halfway_rule; /* setup "halfway": the record marks who first reaches half */
  gboolean reached_half;
  guint just_half;       /* 1 + the player the last entry took to half the target, else 0 */
  GArray *ledger;
} State;

typedef struct
{
  gint64 player;
  gint64 amount;
  gint64 halfway; /* the automatic "halfway" entry (amount unused) */
} Entry;

static void
add_line (State   *s,
          guint    player,
          guint    resource,
          int      delta,
          Cause    cause,
          int      entry)
{
  Line line = { player, resource, delta, cause, entry };

  g_array_append_val (s->ledger, line);
  if (resource == TS_LEDGER_VP)
    s->vp[player] += delta;
  else if (resource == TS_LEDGER_SILVER)
    s->silver[player] += delta;
  else
    s->workers[player] += delta;
}

static gpointer
state_new (JsonObject *options,
           JsonArray  *players,
           JsonObject *setup,
           GError    **error)
{
  g_autofree State *s = g_new0 (State, 1);
  guint n = players != NULL ? json_array_get_length (players) : 0;

  if (n < 2 || n > MAX_PLAYERS)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   "Counter race takes 2 to 4 players, not %u.", n);
      return NULL;
    }
  s->n_players = n;
  s->target = 10;
  if (setup != NULL && json_object_has_member (setup, "target"))
    {
      JsonNode *node = json_object_get_member (setup, "target");

      if (json_node_get_value_type (node) != G_TYPE_INT64 || json_node_get_int (node) < 1
          || json_node_get_int (node) > 1000)
        {
          g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                       "The target must be a whole number from 1 to 1000.");
          return NULL;
        }
      s->target = json_node_get_int (node);
    }
  if (setup != NULL && json_object_has_member (setup, "halfway"))
    s->halfway_rule = json_object_get_boolean_member_with_default (setup, "halfway", FALSE);
  s->winner = -1;
  s->ledger = g_array_new (FALSE, FALSE, sizeof (Line));
  for (guint i = 0; i < n; i++)
    {
      JsonNode *player = json_array_get_element (players, i);
      const char *name = NULL;

      if (JSON_NODE_HOLDS_OBJECT (player))
        name = json_object_get_string_member_with_default (json_node_get_object (player),
                                                           "name", NULL);
      else if (json_node_get_value_type (player) == G_TYPE_STRING)
        name = json_node_get_string (player);
      if (name != NULL)
        g_strlcpy (s->names[i], name, sizeof s->names[i]);
      else
        g_snprintf (s->names[i], sizeof s->names[i], "Player %u", i + 1);
      add_line (s, i, TS_LEDGER_WORKERS, START_WORKERS, CAUSE_START, -1);
    }
  return g_steal_pointer (&s);
}

static gpointer
state_copy (gconstpointer state)
{
  const State *s = state;
  State *copy = g_memdup2 (s, sizeof *s);

  copy->ledger = g_array_copy (s->ledger);
  return copy;
}

static void
state_free (gpointer state)
{
  State *s = state;

  if (s == NULL)
    return;
  g_array_unref (s->ledger);
  g_free (s);
}

static gboolean
state_equal (gconstpointer a,
             gconstpointer b)
{
  const State *sa = a;
  const State *sb = b;

  return memcmp (sa, sb, G_STRUCT_OFFSET (State, ledger)) == 0
         && sa->ledger->len == sb->ledger->len
         && memcmp (sa->ledger->data, sb->ledger->data, sa->ledger->len * sizeof (Line)) == 0;
}

static gboolean
int_member (JsonObject *object,
            const char *member,
            gint64     *out,
            GError    **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   "“%s” must be a whole number.", member);
      return FALSE;
    }
  *out = json_node_get_int (node);
  return TRUE;
}

static gpointer
entry_from_json (JsonNode *node,
                 GError  **error)
{
  g_autofree Entry *e = g_new0 (Entry, 1);
  JsonObject *object;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE, "Not an object.");
      return NULL;
    }
  object = json_node_get_object (node);
  if (g_strcmp0 (json_object_get_string_member_with_default (object, "type", NULL), "halfway")
      == 0)
    {
      e->halfway = TRUE;
      if (!int_member (object, "player", &e->player, error))
        return NULL;
      return g_steal_pointer (&e);
    }
  if (g_strcmp0 (json_object_get_string_member_with_default (object, "type", NULL), "add") != 0)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   "Counter race has only “add” and “halfway” entries.");
      return NULL;
    }
  if (!int_member (object, "player", &e->player, error)
      || !int_member (object, "amount", &e->amount, error))
    return NULL;
  return g_steal_pointer (&e);
}

static JsonNode *
entry_to_json (gconstpointer entry)
{
  const Entry *e = entry;
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, e->halfway ? "halfway" : "add");
  json_builder_set_member_name (b, "player");
  json_builder_add_int_value (b, e->player);
  if (e->halfway)
    {
      json_builder_set_member_name (b, "automatic");
      json_builder_add_boolean_value (b, TRUE);
    }
  else
    {
      json_builder_set_member_name (b, "amount");
      json_builder_add_int_value (b, e->amount);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
final_scoring (State *s,
               guint  reached)
{
  int best = -1;

  for (guint i = 0; i < s->n_players; i++)
    if (s->silver[i] > 0)
      add_line (s, i, TS_LEDGER_VP, s->silver[i], CAUSE_FINAL_SILVER, s->n_entries);
  s->winner = reached;
  best = s->vp[reached];
  for (guint i = 0; i < s->n_players; i++)
    if (s->vp[i] > best)
      {
        best = s->vp[i];
        s->winner = i;
      }
}

static gboolean
apply (gpointer      state,
       gconstpointer entry,
       GError      **error)
{
  State *s = state;
  const Entry *e = entry;
  guint p;

  if (e->halfway)
    {
      /* Only right after the move that took that player to half the target. */
      if (e->player < 0 || s->just_half != e->player + 1)
        {
          g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL,
                       "Player %" G_GINT64_FORMAT " did not just reach half of %d.",
                       e->player + 1, s->target);
          return FALSE;
        }
      s->just_half = 0;
      s->n_entries++;
      return TRUE;
    }
  if (s->winner >= 0)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL, "The race is over.");
      return FALSE;
    }
  if (e->player < 0 || e->player >= s->n_players)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL,
                   "There is no player %" G_GINT64_FORMAT ".", e->player);
      return FALSE;
    }
  p = e->player;
  if (p != s->current)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL,
                   "It is %s's turn, not %s's.", s->names[s->current], s->names[p]);
      return FALSE;
    }
  if (e->amount < 1 || e->amount > 3)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL, "A move adds 1, 2 or 3.");
      return FALSE;
    }
  if (s->score[p] + e->amount > s->target)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL, "%s would pass %d.",
                   s->names[p], s->target);
      return FALSE;
    }
  if (e->amount == 3 && s->workers[p] == 0)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL,
                   "Adding 3 takes a worker, and %s has none left.", s->names[p]);
      return FALSE;
    }

  s->score[p] += e->amount;
  add_line (s, p, TS_LEDGER_VP, e->amount, CAUSE_ADD, s->n_entries);
  if (e->amount == 3)
    add_line (s, p, TS_LEDGER_WORKERS, -1, CAUSE_SPRINT, s->n_entries);
  if (e->amount == 1)
    add_line (s, p, TS_LEDGER_SILVER, 1, CAUSE_PATIENCE, s->n_entries);
  if (s->score[p] == s->target)
    final_scoring (s, p);
  s->just_half = 0;
  if (s->halfway_rule && !s->reached_half && s->score[p] * 2 >= s->target)
    {
      s->reached_half = TRUE;
      s->just_half = p + 1;
    }
  s->current = (s->current + 1) % s->n_players;
  s->n_entries++;
  return TRUE;
}

static GPtrArray *
legal_entries (gconstpointer state)
{
  const State *s = state;
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  if (s->winner >= 0)
    return out;
  for (int amount = 1; amount <= 3; amount++)
    {
      Entry *e;

      if (s->score[s->current] + amount > s->target
          || (amount == 3 && s->workers[s->current] == 0))
        continue;
      e = g_new0 (Entry, 1);
      e->player = s->current;
      e->amount = amount;
      g_ptr_array_add (out, e);
    }
  return out;
}

static char *
describe_entry (gconstpointer state,
                gconstpointer entry)
{
  const State *s = state;
  const Entry *e = entry;

  if (e->halfway && e->player >= 0 && e->player < s->n_players)
    return g_strdup_printf ("%s reaches half of the race (automatic).", s->names[e->player]);
  if (e->player >= 0 && e->player < s->n_players)
    return g_strdup_printf ("%s adds %" G_GINT64_FORMAT ".", s->names[e->player], e->amount);
  return g_strdup_printf ("Player %" G_GINT64_FORMAT " adds %" G_GINT64_FORMAT ".", e->player,
                          e->amount);
}

static char *
describe_pending (gconstpointer state)
{
  const State *s = state;

  if (s->winner >= 0)
    return g_strdup_printf ("The race is over: %s won.", s->names[s->winner]);
  return g_strdup_printf ("%s to move (at %d of %d).", s->names[s->current],
                          s->score[s->current], s->target);
}

static gboolean
is_finished (gconstpointer state)
{
  return ((const State *) state)->winner >= 0;
}

static GPtrArray *
ledger (gconstpointer state)
{
  const State *s = state;
  GPtrArray *out = g_ptr_array_new_full (s->ledger->len, (GDestroyNotify) ts_ledger_line_free);

  for (guint i = 0; i < s->ledger->len; i++)
    {
      const Line *l = &g_array_index (s->ledger, Line, i);

      g_ptr_array_add (out, ts_ledger_line_new (l->player, l->resource, l->delta, l->entry,
                                                cause_ids[l->cause], cause_texts[l->cause]));
    }
  return out;
}

static JsonNode *
final_breakdown (gconstpointer state)
{
  const State *s = state;
  g_autoptr(JsonBuilder) b = NULL;
  g_autofree char *explanation = NULL;

  if (s->winner < 0)
    return NULL;
  b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->n_players; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "player");
      json_builder_add_int_value (b, i);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, s->names[i]);
      json_builder_set_member_name (b, "race");
      json_builder_add_int_value (b, s->score[i]);
      json_builder_set_member_name (b, "silver");
      json_builder_add_int_value (b, s->vp[i] - s->score[i]);
      json_builder_set_member_name (b, "total");
      json_builder_add_int_value (b, s->vp[i]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "winner");
  json_builder_add_int_value (b, s->winner);
  explanation = g_strdup_printf ("%s wins with %d points.", s->names[s->winner],
                                 s->vp[s->winner]);
  json_builder_set_member_name (b, "explanation");
  json_builder_add_string_value (b, explanation);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gpointer
automatic_after (gconstpointer state,
                 gconstpointer entry)
{
  const State *s = state;
  Entry *next;

  if (s->just_half == 0 || ((const Entry *) entry)->halfway)
    return NULL;
  next = g_new0 (Entry, 1);
  next->player = s->just_half - 1;
  next->halfway = TRUE;
  return next;
}

static gboolean
entry_is_automatic (gconstpointer entry)
{
  return ((const Entry *) entry)->halfway;
}

static char *
describe_outcome (gconstpointer before,
                  gconstpointer entry,
                  gconstpointer after)
{
  const State *a = before;
  const State *b = after;
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < b->n_players; i++)
    {
      if (a->score[i] == b->score[i] && a->vp[i] == b->vp[i] && a->silver[i] == b->silver[i]
          && a->workers[i] == b->workers[i])
        continue;
      g_string_append_printf (out, "%s%s: %+d race, %+d VP, %+d silver, %+d workers.",
                              out->len > 0 ? " " : "", b->names[i], b->score[i] - a->score[i],
                              b->vp[i] - a->vp[i], b->silver[i] - a->silver[i],
                              b->workers[i] - a->workers[i]);
    }
  return out->len > 0 ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

const TsGameModule ts_counter_game = {
  .id = "counter-race",
  .name = "Counter race",
  .min_players = 2,
  .max_players = MAX_PLAYERS,
  .state_new = state_new,
  .state_copy = state_copy,
  .state_free = state_free,
  .state_equal = state_equal,
  .entry_from_json = entry_from_json,
  .entry_to_json = entry_to_json,
  .entry_free = g_free,
  .apply = apply,
  .legal_entries = legal_entries,
  .describe_entry = describe_entry,
  .describe_pending = describe_pending,
  .is_finished = is_finished,
  .ledger = ledger,
  .final_breakdown = final_breakdown,
  .automatic_after = automatic_after,
  .entry_is_automatic = entry_is_automatic,
  .describe_outcome = describe_outcome,
};

void
ts_counter_game_register (void)
{
  ts_record_register_game (&ts_counter_game);
}

char *
ts_counter_game_random_record (guint n_players,
                               guint target,
                               guint n_entries,
                               guint seed)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(TsRecord) record = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonObject) setup = NULL;
  State *state;

  ts_counter_game_register ();
  for (guint i = 0; i < n_players; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_array_add_object_element (players, player);
    }
  if (target > 0)
    {
      setup = json_object_new ();
      json_object_set_int_member (setup, "target", target);
    }
  record = ts_record_new (&ts_counter_game, "Random race", players, NULL, setup);
  state = state_new (NULL, players, setup, NULL);
  for (guint i = 0; i < n_entries; i++)
    {
      g_autoptr(GPtrArray) legal = legal_entries (state);
      Entry *e;
      gboolean applied;

      if (legal->len == 0)
        break;
      e = g_ptr_array_index (legal, g_rand_int_range (rand, 0, legal->len));
      applied = apply (state, e, NULL);
      g_assert (applied);
      {
        g_autoptr(TsEntry) entry = ts_entry_new_take (&ts_counter_game,
                                                      g_memdup2 (e, sizeof *e));

        ts_record_append_entry (record, entry);
      }
    }
  ts_record_set_status (record, is_finished (state), state->winner);
  state_free (state);
  bytes = ts_record_to_bytes (record);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

TsEntry *
ts_counter_game_entry_new (gint64 player,
                           gint64 amount)
{
  g_autofree char *text = g_strdup_printf ("{\"type\": \"add\", \"player\": %" G_GINT64_FORMAT
                                           ", \"amount\": %" G_GINT64_FORMAT "}",
                                           player, amount);
  g_autoptr(JsonNode) node = json_from_string (text, NULL);
  g_autoptr(GError) error = NULL;
  TsEntry *entry = ts_entry_new_from_json (&ts_counter_game, node, &error);

  g_assert_no_error (error);
  return entry;
}
