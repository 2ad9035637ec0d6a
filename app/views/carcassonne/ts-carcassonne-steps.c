/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-carcassonne.h"

#include "ts-carcassonne-steps.h"

/* Why a step is a tile drawn and not a turn (“Turn 12 · Ana”): the walk sees one entry at a
 * time, and a draw names no player, so a turn's start (a draw by the next player) cannot be
 * told from the builder's second tile (a draw by the same player, CA-TBU-06) without looking
 * ahead. Each draw is a tile taken from the box, so “Tile 12” is always true, reads as the
 * players count (“we are at tile 40 of 71”) and puts the builder's second tile on a line of
 * its own. Ten tiles to a group keep the chart's labels legible for up to 95 tiles. */
#define TILES_PER_GROUP 10

static TsGameStepKind
walk_tiles (gconstpointer entry,
            int          *group,
            int          *step)
{
  const TsCarcassonneEntry *e = entry;
  TsGameStepKind kind = TS_GAME_STEP_STEP;

  if (e->type != TS_CARCASSONNE_ENTRY_DRAW)
    return TS_GAME_STEP_NONE;
  *step = MIN (*step + 1, TS_CARCASSONNE_MAX_TILES - 2);
  if (*step % TILES_PER_GROUP == 0 || *group < 0)
    kind |= TS_GAME_STEP_GROUP;
  *group = *step / TILES_PER_GROUP;
  return kind;
}

static char *
group_name (guint group)
{
  /* Translators: a header in Carcassonne's list of entries: the tiles drawn, “Tiles 11–20” */
  return g_strdup_printf (_("Tiles %u–%u"), group * TILES_PER_GROUP + 1,
                          (group + 1) * TILES_PER_GROUP);
}

static char *
group_short (guint group)
{
  return g_strdup_printf ("%u", group * TILES_PER_GROUP + 1);
}

static char *
step_name (guint step)
{
  /* Translators: a header in Carcassonne's list of entries: the 12th tile drawn */
  return g_strdup_printf (_("Tile %u"), step + 1);
}

static char *
after_step (guint    step,
            gboolean group_end)
{
  /* Translators: the start of a sentence listing each player's VP; %u counts the tiles drawn */
  return g_strdup_printf (_("After tile %u:"), step + 1);
}

/* The final scoring (CA-BTR-02): incomplete features, farms and the goods' majorities. */
static gboolean
is_final_scoring (const TsLedgerLine *line)
{
  return g_str_has_prefix (line->cause_id, "end-") || g_str_has_prefix (line->cause_id, "farm")
         || g_str_has_prefix (line->cause_id, "goods-majority");
}

const TsGameSteps ts_carcassonne_steps = {
  /* Every tile but the start tile may be drawn: 71, or 95 with Traders & Builders. */
  .n_steps = TS_CARCASSONNE_MAX_TILES - 1,
  .group_size = TILES_PER_GROUP,
  .walk = walk_tiles,
  .group_name = group_name,
  .group_short = group_short,
  .step_name = step_name,
  .after_step = after_step,
  .is_final_scoring = is_final_scoring,
};
