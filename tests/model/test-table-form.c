/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table's parts (TsGameModule.table_form, form_entry): along random games of the four
 * games, whenever the table must enter an event that phones may enter (the dice, a tile
 * drawn, the enemy card, the setup's deals), every field has options, any choice of them
 * makes one entry of the same kind as the event the table would enter, and the rules take
 * it (docs/seats.md, "The table's parts"). No form while a player decides. */
#include <glib.h>

#include "ts-burgundy.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"
#include "ts-entry.h"
#include "ts-game.h"
#include "ts-match.h"
#include "ts-match-test-util.h"

typedef struct
{
  const char *id;
  const char *players;
  gsize entry_size;
  gboolean (*random_entry) (gconstpointer state, GRand *rand, gpointer entry);
  guint forms; /* at least this many forms along each game */
} Game;

#define RANDOM_ENTRY(game, State, Entry)                                                    \
  static gboolean game##_random_entry (gconstpointer state, GRand *rand, gpointer entry)   \
  {                                                                                         \
    return ts_##game##_random_entry ((const State *) state, rand, (Entry *) entry);        \
  }
RANDOM_ENTRY (burgundy, TsBurgundyState, TsBurgundyEntry)
RANDOM_ENTRY (kingsburg, TsKingsburgState, TsKingsburgEntry)
RANDOM_ENTRY (carcassonne, TsCarcassonneState, TsCarcassonneEntry)
RANDOM_ENTRY (caylus, TsCaylusState, TsCaylusEntry)

/* The games' setups as ts_match_test_new() takes them; forms: the rolls of phases A and B
 * (CB-RND-01), 5 springs, summers and autumns and 5 winters (KB-ORD-01, KB-BAT-05), a tile a
 * turn (CA-BTR-01), the setup's 13 deals, first player and 6 characters (CY-SET). */
static const Game games[] = {
  { "castles-of-burgundy", "{}", sizeof (TsBurgundyEntry), burgundy_random_entry, 10 },
  { "kingsburg", "{}", sizeof (TsKingsburgEntry), kingsburg_random_entry, 20 },
  { "carcassonne", "{}", sizeof (TsCarcassonneEntry), carcassonne_random_entry, 30 },
  { "caylus-1303", "{}", sizeof (TsCaylusEntry), caylus_random_entry, 15 },
};

static const char *
type_of (JsonNode *entry)
{
  return json_object_get_string_member (json_node_get_object (entry), "type");
}

/* The form now, filled at random from its options: legal, and of @event's kind. */
static void
check_form (const TsGameModule *module,
            gconstpointer       state,
            TsTableForm        *form,
            JsonNode           *event,
            GRand              *rand)
{
  g_autoptr(GPtrArray) values = g_ptr_array_new ();
  g_autoptr(JsonNode) made = NULL;
  g_autoptr(GError) error = NULL;
  gpointer entry, copy;
  guint n;

  g_assert_cmpint (module->pending_player (state), <, 0);
  g_assert_cmpuint (form->fields->len, >, 0);
  for (guint k = 0; k < form->fields->len; k++)
    {
      const TsFormField *field = g_ptr_array_index (form->fields, k);
      const TsFormOption *option;

      g_assert_cmpuint (field->options->len, >, 0);
      g_assert_true (field->label != NULL && *field->label != '\0');
      option = g_ptr_array_index (field->options,
                                  g_rand_int_range (rand, 0, field->options->len));
      g_assert_true (ts_form_field_find (field, option->value) == option);
      g_ptr_array_add (values, option->value);
    }
  made = module->form_entry (state, (const char *const *) values->pdata);
  g_assert_nonnull (made);
  copy = module->state_copy (state);
  /* One entry, or several in the rules' order (each player's starting goods, CB-SET-09). */
  n = JSON_NODE_HOLDS_ARRAY (made) ? json_array_get_length (json_node_get_array (made)) : 1;
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *one = JSON_NODE_HOLDS_ARRAY (made)
                      ? json_array_get_element (json_node_get_array (made), i) : made;

      g_assert_cmpstr (type_of (one), ==, type_of (event));
      entry = module->entry_from_json (one, &error);
      g_assert_no_error (error);
      if (!module->apply (copy, entry, &error))
        g_error ("%s: the phones' %s refused: %s", module->id, type_of (one), error->message);
      module->entry_free (entry);
    }
  module->state_free (copy);
}

static void
test_random_games (gconstpointer data)
{
  const Game *game = data;

  for (guint seed = 1; seed <= 3; seed++)
    {
      g_autoptr(TsMatch) match = ts_match_test_new (game->id, game->players);
      const TsGameModule *module = ts_match_get_module (match);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      guint forms = 0;

      for (guint n = 0; n < 1500; n++)
        {
          gconstpointer state = ts_match_get_state (match);
          g_autofree gpointer raw = g_malloc0 (game->entry_size);
          g_autoptr(TsTableForm) form = module->table_form (state);
          g_autoptr(TsEntry) entry = NULL;
          g_autoptr(JsonNode) event = NULL;
          g_autoptr(GError) error = NULL;

          if (!game->random_entry (state, rand, raw))
            break;
          entry = ts_entry_new_take (module, g_steal_pointer (&raw));
          event = ts_entry_to_json (entry);
          if (form != NULL)
            {
              check_form (module, state, form, event, rand);
              forms++;
            }
          else if (module->pending_player (state) < 0)
            /* The events phones do not enter: the phase's depots and goods (CB-PHA),
             * the shields, the solo game's tile removed. */
            g_assert_true (g_str_equal (module->id, "castles-of-burgundy"));
          g_assert_true (ts_match_apply (match, entry, &error));
        }
      g_assert_cmpuint (forms, >=, game->forms);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/model/table-form/%s", games[i].id);

      g_test_add_data_func (path, &games[i], test_random_games);
    }
  return g_test_run ();
}
