/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Correcting Castles of Burgundy entries in the shared history (TsCorrectionForms): a roll, a
 * depot refill, starting goods or the solo game's removed tile through their entry forms,
 * filled in; the details that tell apart legal decisions described with the same words. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-fill-entry.h"
#include "ts-burgundy-game-view.h"
#include "ts-burgundy-goods-entry.h"
#include "ts-burgundy-roll-entry.h"
#include "ts-burgundy-shields-entry.h"
#include "ts-burgundy-solo-entry.h"
#include "ts-game-page.h"

static GtkWidget *
form_new (TsMatch           *match,
          gconstpointer      state,
          TsEntry           *old_entry,
          TsCorrectionSubmit submit,
          gpointer           data)
{
  const TsBurgundyEntry *old = ts_entry_get_data (old_entry);
  g_auto(GStrv) colors = NULL;
  GtkWidget *form;

  switch (old->type)
    {
    case TS_BURGUNDY_ENTRY_ROLL:
      /* The players' colours as the table page draws them. */
      colors = ts_game_page_dup_colors (match);
      form = ts_burgundy_roll_entry_new ();
      ts_burgundy_roll_entry_set_state (TS_BURGUNDY_ROLL_ENTRY (form), state,
                                        (const char *const *) colors);
      ts_burgundy_roll_entry_set_entry (TS_BURGUNDY_ROLL_ENTRY (form), old);
      break;
    case TS_BURGUNDY_ENTRY_FILL_DEPOTS:
      form = ts_burgundy_fill_entry_new ();
      ts_burgundy_fill_entry_use_window (TS_BURGUNDY_FILL_ENTRY (form));
      ts_burgundy_fill_entry_set_state (TS_BURGUNDY_FILL_ENTRY (form), state);
      ts_burgundy_fill_entry_set_entry (TS_BURGUNDY_FILL_ENTRY (form), old);
      break;
    case TS_BURGUNDY_ENTRY_STARTING_GOODS:
      form = ts_burgundy_goods_entry_new ();
      ts_burgundy_goods_entry_set_player (TS_BURGUNDY_GOODS_ENTRY (form), state, old->player);
      ts_burgundy_goods_entry_set_entry (TS_BURGUNDY_GOODS_ENTRY (form), old);
      break;
    case TS_BURGUNDY_ENTRY_SET_SHIELDS:
      form = ts_burgundy_shields_entry_new ();
      ts_burgundy_shields_entry_set_state (TS_BURGUNDY_SHIELDS_ENTRY (form), state);
      ts_burgundy_shields_entry_set_entry (TS_BURGUNDY_SHIELDS_ENTRY (form), old);
      break;
    case TS_BURGUNDY_ENTRY_SOLO_REMOVE:
      /* The solo game's table event (CB-SOL-09): the tile removed after that roll. */
      form = ts_burgundy_solo_entry_new ();
      ts_burgundy_solo_entry_set_state (TS_BURGUNDY_SOLO_ENTRY (form), state);
      ts_burgundy_solo_entry_set_entry (TS_BURGUNDY_SOLO_ENTRY (form), old);
      break;
    default:
      return NULL; /* a decision: chosen among the legal entries */
    }
  ts_game_page_connect_correction (form, match, sizeof (TsBurgundyEntry), submit, data);
  return form;
}

static void
form_submit (GtkWidget *form)
{
  if (TS_IS_BURGUNDY_ROLL_ENTRY (form))
    ts_burgundy_roll_entry_submit (TS_BURGUNDY_ROLL_ENTRY (form));
  else if (TS_IS_BURGUNDY_FILL_ENTRY (form))
    ts_burgundy_fill_entry_submit (TS_BURGUNDY_FILL_ENTRY (form));
  else if (TS_IS_BURGUNDY_GOODS_ENTRY (form))
    ts_burgundy_goods_entry_submit (TS_BURGUNDY_GOODS_ENTRY (form));
  else if (TS_IS_BURGUNDY_SHIELDS_ENTRY (form))
    ts_burgundy_shields_entry_submit (TS_BURGUNDY_SHIELDS_ENTRY (form));
  else if (TS_IS_BURGUNDY_SOLO_ENTRY (form))
    ts_burgundy_solo_entry_submit (TS_BURGUNDY_SOLO_ENTRY (form));
}

static void
form_set_error (GtkWidget  *form,
                const char *message)
{
  if (TS_IS_BURGUNDY_ROLL_ENTRY (form))
    ts_burgundy_roll_entry_set_error (TS_BURGUNDY_ROLL_ENTRY (form), message);
  else if (TS_IS_BURGUNDY_FILL_ENTRY (form))
    ts_burgundy_fill_entry_set_error (TS_BURGUNDY_FILL_ENTRY (form), message);
  else if (TS_IS_BURGUNDY_GOODS_ENTRY (form))
    ts_burgundy_goods_entry_set_error (TS_BURGUNDY_GOODS_ENTRY (form), message);
  else if (TS_IS_BURGUNDY_SHIELDS_ENTRY (form))
    ts_burgundy_shields_entry_set_error (TS_BURGUNDY_SHIELDS_ENTRY (form), message);
  else if (TS_IS_BURGUNDY_SOLO_ENTRY (form))
    ts_burgundy_solo_entry_set_error (TS_BURGUNDY_SOLO_ENTRY (form), message);
}

static void
form_focus (GtkWidget *form)
{
  if (TS_IS_BURGUNDY_ROLL_ENTRY (form))
    ts_burgundy_roll_entry_focus (TS_BURGUNDY_ROLL_ENTRY (form));
  else if (TS_IS_BURGUNDY_FILL_ENTRY (form))
    ts_burgundy_fill_entry_focus (TS_BURGUNDY_FILL_ENTRY (form));
  else if (TS_IS_BURGUNDY_GOODS_ENTRY (form))
    ts_burgundy_goods_entry_focus (TS_BURGUNDY_GOODS_ENTRY (form));
  else if (TS_IS_BURGUNDY_SHIELDS_ENTRY (form))
    ts_burgundy_shields_entry_focus (TS_BURGUNDY_SHIELDS_ENTRY (form));
  else if (TS_IS_BURGUNDY_SOLO_ENTRY (form))
    ts_burgundy_solo_entry_focus (TS_BURGUNDY_SOLO_ENTRY (form));
}

/* Members that tell apart legal entries the engine describes with the same sentence. */
enum
{
  DIFF_DIE = 1 << 0,
  DIFF_SLOT = 1 << 1,
  DIFF_DISCARD = 1 << 2,
  DIFF_WORKERS = 1 << 3,
  DIFF_STORAGE = 1 << 4,
  DIFF_KEEP = 1 << 5,
  DIFF_TILE = 1 << 6,
};

static guint
entries_differ (const TsBurgundyEntry *a,
                const TsBurgundyEntry *b)
{
  return (a->die != b->die ? DIFF_DIE : 0) | (a->slot != b->slot ? DIFF_SLOT : 0)
         | (a->discard != b->discard ? DIFF_DISCARD : 0)
         | (a->workers != b->workers ? DIFF_WORKERS : 0)
         | (a->storage != b->storage ? DIFF_STORAGE : 0) | (a->keep != b->keep ? DIFF_KEEP : 0)
         | (a->tile != b->tile ? DIFF_TILE : 0);
}

/* "second die, discarding the castle from storage space 1": the details the sentence leaves
 * out. */
static char *
choice_hint (gconstpointer state_data,
             gconstpointer entry,
             GPtrArray    *alike)
{
  const TsBurgundyState *state = state_data;
  const TsBurgundyEntry *e = entry;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  const TsBurgundyPlayer *p = &state->players[CLAMP (e->player, 0, state->n_players - 1)];
  guint differ = 0;

  for (guint j = 0; j < alike->len; j++)
    differ |= entries_differ (e, g_ptr_array_index (alike, j));
  if ((differ & DIFF_DIE) && e->die <= TS_BURGUNDY_SRC_DIE1)
    g_ptr_array_add (parts, g_strdup (e->die == TS_BURGUNDY_SRC_DIE0
                                      /* Translators: which of the player's two dice paid. */
                                      ? _("first die")
                                      : _("second die")));
  if ((differ & DIFF_SLOT) && e->slot >= 0)
    g_ptr_array_add (parts, e->depot == 0
                                /* Translators: a space of the black depot, from 1. */
                                ? g_strdup_printf (_("black depot space %d"), e->slot + 1)
                                /* Translators: a space of a numbered depot, from 1. */
                                : g_strdup_printf (_("depot space %d"), e->slot + 1));
  if ((differ & DIFF_STORAGE) && e->storage >= 0)
    /* Translators: the player's storage space a tile comes from, from 1. */
    g_ptr_array_add (parts, g_strdup_printf (_("from storage space %d"), e->storage + 1));
  if ((differ & DIFF_DISCARD) && e->discard >= 0 && e->discard < TS_BURGUNDY_MAX_STORAGE)
    /* Translators: a stored tile given up to make room; its name and storage space. */
    g_ptr_array_add (parts, g_strdup_printf (_("discarding the %s from storage space %d"),
                                             ts_burgundy_tile_name (p->storage[e->discard]),
                                             e->discard + 1));
  else if (differ & DIFF_DISCARD)
    g_ptr_array_add (parts, g_strdup (_("discarding nothing")));
  if ((differ & DIFF_WORKERS) && e->workers >= 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("paying %d worker", "paying %d workers",
                                                       e->workers),
                                             e->workers));
  if ((differ & DIFF_KEEP) && e->keep != 0)
    {
      g_autoptr(GString) kept = g_string_new (NULL);

      for (guint g = 1; g <= 6; g++)
        if (e->keep & (1u << g))
          g_string_append_printf (kept, kept->len > 0 ? ", %u" : "%u", g);
      /* Translators: the goods types a ship's player keeps, as die numbers. */
      g_ptr_array_add (parts, g_strdup_printf (_("keeping goods %s"), kept->str));
    }
  if ((differ & DIFF_TILE) && e->tile != 0)
    /* Translators: a tile not identified before, named as it is taken. */
    g_ptr_array_add (parts, g_strdup_printf (_("identified as %s"),
                                             ts_burgundy_tile_name (e->tile)));
  g_ptr_array_add (parts, NULL);
  /* Translators: the separator between details of an entry. */
  return g_strjoinv (_(", "), (char **) parts->pdata);
}

const TsCorrectionForms ts_burgundy_corrections = {
  .form_new = form_new,
  .form_submit = form_submit,
  .form_set_error = form_set_error,
  .form_focus = form_focus,
  .choice_hint = choice_hint,
};
