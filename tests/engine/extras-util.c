/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "extras-util.h"

#include <string.h>

#include "ts-engine-error.h"

TsBurgundyState *
xt_game (guint n, const char *options, const char *duchy)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (JsonObject) setup = json_object_new ();
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *opts = NULL;

  for (guint i = 0; i < n; i++)
    json_array_add_string_element (players, names[i]);
  json_object_set_string_member (setup, "duchy", duchy != NULL ? duchy : "1");
  if (options != NULL)
    {
      g_assert_true (json_parser_load_from_data (parser, options, -1, NULL));
      opts = json_node_get_object (json_parser_get_root (parser));
    }
  TsBurgundyState *s = ts_burgundy_state_new_from_setup (opts, players, setup, &error);
  g_assert_no_error (error);
  return s;
}

TsBurgundyState *
xt_turn (guint n, const char *options, const char *duchy, guint a, guint b, guint white)
{
  TsBurgundyState *s = xt_game (n, options, duchy);
  g_autoptr (GRand) rand = g_rand_new_with_seed (1);
  TsBurgundyEntry e;

  while (s->stage != TS_BURGUNDY_STAGE_TURN)
    {
      g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  memset (s->depots, 0, sizeof s->depots);
  memset (s->black, 0, sizeof s->black);
  memset (s->depot_goods, 0, sizeof s->depot_goods);
  for (guint i = 0; i < n; i++)
    {
      memset (s->players[i].goods, 0, sizeof s->players[i].goods);
      memset (s->players[i].storage, 0, sizeof s->players[i].storage);
    }
  s->inns = 0;
  s->white = white;
  g_assert_cmpint (s->current, ==, 0);
  bt_set_dice (s, a, b);
  return s;
}

void
xt_refuse (TsBurgundyState *s, const TsBurgundyEntry *e, const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *before = ts_burgundy_state_copy (s);

  g_assert_false (ts_burgundy_apply (s, e, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_true (ts_burgundy_state_equal (before, s));
  g_assert_cmpstr (error->message, ==, message);
}

void
xt_refuse_json (TsBurgundyState *s, const char *json, const char *message)
{
  g_autofree char *got = bt_refuse_json (s, json);

  g_assert_cmpstr (got, ==, message);
}

int
xt_vp_of (const TsBurgundyState *s, guint p, TsBurgundyCause cause, int detail)
{
  int vp = 0;

  for (guint i = 0; i < s->n_ledger; i++)
    {
      const TsBurgundyLedgerLine *l = &s->ledger[i];
      if (l->player == p && l->resource == TS_LEDGER_VP && l->cause == cause
          && (detail < 0 || l->detail == detail))
        vp += l->delta;
    }
  return vp;
}

int
xt_top (const TsBurgundyState *s)
{
  return s->n_pending > 0 ? s->pending[s->n_pending - 1] : -1;
}
