/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The four games as BG Stats names them: what an export writes, and how a game of an export
 * is found to be one of them (its BoardGameGeek id, or its name). */
#include "ts-i18n.h"

#include "ts-bgstats-private.h"
#include "ts-model-record.h"

const TsBgStatsGame ts_bgstats_games[] = {
  /* The BoardGameGeek ids are those of the boxes whose rules Tableside follows, and of
   * earlier editions players may have logged them as; 0 where not known for sure: BG Stats
   * then matches by name. */
  { "castles-of-burgundy", "The Castles of Burgundy", { "Castles of Burgundy", NULL },
    271320, { 271320, 84876, 0 } },
  { "kingsburg", "Kingsburg", { NULL }, 0, { 0 } },
  { "carcassonne", "Carcassonne", { NULL }, 822, { 822, 0 } },
  { "caylus-1303", "Caylus 1303", { NULL }, 0, { 0 } },
  { NULL }
};

/* A name as games are matched by it: letters and digits only, folded ("The Castles of
 * Burgundy" and "castles of burgundy" match, "the" aside). */
static char *
fold_game_name (const char *name)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);
  GString *out = g_string_new (NULL);

  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isalnum (c))
        g_string_append_unichar (out, c);
    }
  if (g_str_has_prefix (out->str, "the"))
    g_string_erase (out, 0, 3);
  return g_string_free (out, FALSE);
}

static gboolean
same_game_name (const char *a,
                const char *b)
{
  g_autofree char *x = a != NULL ? fold_game_name (a) : NULL;
  g_autofree char *y = b != NULL ? fold_game_name (b) : NULL;

  return x != NULL && y != NULL && *x != '\0' && g_str_equal (x, y);
}

const TsGameModule *
ts_bgstats_lookup_game (const char *name,
                        gint64      bgg_id)
{
  for (const TsBgStatsGame *game = ts_bgstats_games; game->game_id != NULL; game++)
    {
      const TsGameModule *module = ts_record_lookup_game (game->game_id);

      if (module == NULL)
        continue;
      for (guint i = 0; bgg_id > 0 && i < G_N_ELEMENTS (game->bgg_ids) && game->bgg_ids[i] > 0;
           i++)
        if (game->bgg_ids[i] == bgg_id)
          return module;
      /* The English name, the game's own (translated too: a group's BG Stats in Portuguese
       * names the game as the box does), or an older name. */
      if (same_game_name (name, game->name) || same_game_name (name, module->name)
          || same_game_name (name, g_dgettext (GETTEXT_PACKAGE, module->name)))
        return module;
      for (guint i = 0; i < G_N_ELEMENTS (game->aliases) && game->aliases[i] != NULL; i++)
        if (same_game_name (name, game->aliases[i]))
          return module;
    }
  return NULL;
}

const TsBgStatsGame *
ts_bgstats_game_of (const TsGameModule *module)
{
  for (const TsBgStatsGame *game = ts_bgstats_games; game->game_id != NULL; game++)
    if (module != NULL && g_str_equal (game->game_id, module->id))
      return game;
  return NULL;
}

