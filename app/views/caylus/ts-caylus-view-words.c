/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Caylus 1303 page's lists and words: the setup's question and events, the decisions with
 * their "no" row and "Correct…" buttons, what a worker costs now. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-caylus-view-private.h"
#include "ts-tooltip.h"

extern const TsGameModule ts_caylus_module;

static const char *
player_name (const TsCaylusState *s,
             int                  player)
{
  return player >= 0 && player < s->n_players ? s->names[player] : "";
}

/* What the table enters during the setup: which slot the next tile fills. */
char *
ts_caylus_view_setup_question (const TsCaylusState *s)
{
  guint space = 0;
  TsCaylusClass klass;

  if (s->stage != TS_CAYLUS_STAGE_DEAL)
    return ts_caylus_describe_pending (s);
  klass = ts_caylus_deal_slot (s, &space);
  if (space == 0)
    switch (klass)
      {
      case TS_CAYLUS_CLASS_WOOD:
        return g_strdup (_("The Worksite: which wood building lies there?"));
      case TS_CAYLUS_CLASS_STONE:
        return g_strdup (_("The Worksite: which stone building lies there?"));
      default:
        return g_strdup (_("The Worksite: which starting building lies there?"));
      }
  switch (klass)
    {
    case TS_CAYLUS_CLASS_WOOD:
      /* Translators: %u is a space of Caylus 1303's Road, 1 to 23 */
      return g_strdup_printf (_("Road space %u: which wood building lies there?"), space);
    case TS_CAYLUS_CLASS_STONE:
      /* Translators: %u is a space of Caylus 1303's Road, 1 to 23 */
      return g_strdup_printf (_("Road space %u: which stone building lies there?"), space);
    default:
      /* Translators: %u is a space of Caylus 1303's Road, 1 to 8 */
      return g_strdup_printf (_("Road space %u: which starting building lies there?"), space);
    }
}

/* A tile offered for the setup: how many of its kind are left, and its facts. */
static char *
deal_detail (const TsCaylusState *s,
             const TsCaylusEntry *e)
{
  g_autofree char *facts = NULL;
  guint left;

  if (e->type != TS_CAYLUS_ENTRY_DEAL || e->tile >= s->data->n_tiles)
    return NULL;
  left = s->left[e->tile];
  facts = ts_caylus_tile_facts (&s->data->tiles[e->tile]);
  if (facts == NULL || *facts == '\0')
    /* Translators: how many tiles of a kind are left to deal at Caylus 1303's setup */
    return g_strdup_printf (ngettext ("%u left", "%u left", left), left);
  /* Translators: how many tiles of a kind are left to deal, then the tile's facts */
  return g_strdup_printf (ngettext ("%u left · %s", "%u left · %s", left), left, facts);
}

/* The table events possible now, each tile with how many are left and its facts. */
void
ts_caylus_view_fill_events (TsEntryChoices      *choices,
                            TsMatch             *match,
                            const TsCaylusState *s)
{
  g_autoptr(GArray) events = ts_caylus_legal_events (s);
  GPtrArray *entries = g_ptr_array_new_full (events->len, ts_caylus_module.entry_free);
  GPtrArray *details = g_ptr_array_new_full (events->len, g_free);

  for (guint i = 0; i < events->len; i++)
    {
      const TsCaylusEntry *e = &g_array_index (events, TsCaylusEntry, i);

      g_ptr_array_add (entries, g_memdup2 (e, sizeof *e));
      g_ptr_array_add (details, deal_detail (s, e));
    }
  ts_entry_choices_set (choices, match, s, entries, NULL, NULL, details);
}

/* The "no" row of a decision, in the words of what is declined. */
static const char *
decline_label (const TsCaylusState *s)
{
  switch (s->stage)
    {
    case TS_CAYLUS_STAGE_ACTIVATE:
      /* Translators: declines a building's effect in Caylus 1303 */
      return _("Do Not Use");
    case TS_CAYLUS_STAGE_BENEFIT:
      return _("No Benefit");
    case TS_CAYLUS_STAGE_CHARACTER:
      return _("No Character");
    case TS_CAYLUS_STAGE_MONUMENT:
      return _("No Monument");
    case TS_CAYLUS_STAGE_BRIDGE:
    case TS_CAYLUS_STAGE_BAILIFF:
      return _("Leave the Provost");
    default:
      /* Translators: declines what is offered now in Caylus 1303 */
      return _("Skip");
    }
}

/* The tile a decision builds or turns into a monument, or NULL. */
static const TsCaylusTile *
built_tile (const TsCaylusState *s,
            const TsCaylusEntry *e)
{
  if ((e->type != TS_CAYLUS_ENTRY_USE && e->type != TS_CAYLUS_ENTRY_MONUMENT
       && e->type != TS_CAYLUS_ENTRY_BENEFIT)
      || e->tile >= s->data->n_tiles)
    return NULL;
  return &s->data->tiles[e->tile];
}

void
ts_caylus_view_fill_decisions (TsEntryChoices      *choices,
                               TsMatch             *match,
                               const TsCaylusState *s,
                               GCallback            correct_clicked,
                               gpointer             data)
{
  const TsGameModule *module = ts_match_get_module (match);
  GPtrArray *legal = module->legal_entries (s);
  GPtrArray *details = g_ptr_array_new_full (legal->len, g_free);
  g_autoptr(GPtrArray) unsure = g_ptr_array_new ();
  gconstpointer decline = NULL;

  for (guint i = 0; i < legal->len; i++)
    {
      const TsCaylusEntry *e = g_ptr_array_index (legal, i);
      const TsCaylusTile *tile = built_tile (s, e);

      if (e->type == TS_CAYLUS_ENTRY_SKIP)
        decline = e;
      g_ptr_array_add (details, tile != NULL ? ts_caylus_tile_facts (tile) : NULL);
      if (tile != NULL && (tile->unsure & (TS_CAYLUS_UNSURE_COST | TS_CAYLUS_UNSURE_PP)) != 0)
        g_ptr_array_add (unsure, (gpointer) e);
    }
  ts_entry_choices_set (choices, match, s, legal, decline, decline_label (s), details);
  /* Facts from one source may differ from the user's box: correct them where they show. */
  for (guint i = 0; i < unsure->len; i++)
    {
      const TsCaylusEntry *e = g_ptr_array_index (unsure, i);
      const TsCaylusTile *tile = built_tile (s, e);
      GtkWidget *button = gtk_button_new_with_label (_("Correct…"));
      g_autofree char *tip = g_strdup_printf (_("Correct the %s's cost and prestige for your box"),
                                              ts_caylus_tile_name (tile));

      ts_tooltip_set (button, tip);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data_full (G_OBJECT (button), "ts-caylus-tile", g_strdup (tile->id), g_free);
      g_signal_connect (button, "clicked", correct_clicked, data);
      ts_entry_choices_add_row_suffix (choices, e, button);
    }
}

/* What a worker costs now (CY-PLN-12): one from the supply, one more to the Camp once
 * someone passed, except for the Night Worker's holder (CY-CHR-02). */
char *
ts_caylus_view_placement_cost (const TsCaylusState *s)
{
  int actor = MAX (s->actor, 0);
  const TsCaylusPlayer *p = &s->players[actor];
  const char *name = player_name (s, actor);
  int passer = -1;

  if (s->stage == TS_CAYLUS_STAGE_EARLY_RISER)
    /* Translators: %s is a player (the Early Riser, CY-CHR-01) */
    return g_strdup_printf (_("%s, the Early Riser, may place one worker before everyone "
                              "else, or skip."),
                            name);
  for (guint i = 0; i < s->n_players; i++)
    if (s->players[i].bridge == 1)
      passer = i;
  if (!s->first_passer || passer < 0)
    return g_strdup (_("A worker placed costs one from the supply; once someone has passed, "
                       "one more goes to the Camp."));
  if ((p->characters & (1u << TS_CAYLUS_NIGHT_WORKER)) != 0)
    /* Translators: the first %s passed first, the second holds the Night Worker */
    return g_strdup_printf (_("After %s's pass each worker costs one more, but not for %s "
                              "(Night Worker)."),
                            player_name (s, passer), name);
  /* Translators: the first %s passed first, the second is the player deciding now */
  return g_strdup_printf (ngettext ("After %s's pass each worker costs one more: %s has %u in "
                                    "supply.",
                                    "After %s's pass each worker costs one more: %s has %u in "
                                    "supply.",
                                    p->supply),
                          player_name (s, passer), name, p->supply);
}
