/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The pieces every game's final-scoring sheet reads and writes alike (docs/file-format.md):
 * its head, its list of players, their names and whole numbers. Every message is
 * TS_ENGINE_ERROR_PARSE and names the member by its path (“players[1].gold”). */

/* Every sheet's “format”. */
#define TS_SHEET_FORMAT "tableside-sheet"

/* “@path” must be @expected; returns FALSE. */
gboolean ts_sheet_shape_error (GError    **error,
                               const char *path,
                               const char *expected);
/* @prefix@member of @o, present and a whole number from @lo to @hi, into *@out. */
gboolean ts_sheet_read_int (JsonObject *o,
                            const char *prefix,
                            const char *member,
                            int         lo,
                            int         hi,
                            int        *out,
                            GError    **error);
/* Copies @name into @dest of @size bytes, cut on a character boundary as the game states cut
 * long names. */
void ts_sheet_copy_name (char       *dest,
                         gsize       size,
                         const char *name);
/* A sheet's head: an object whose “format” is @format and “game” @game, and its “version”
 * (a whole number, in *@version: the game says whether it reads it); the object, or NULL. */
JsonObject *ts_sheet_read_head (JsonNode   *node,
                                const char *format,
                                const char *game,
                                int        *version,
                                GError    **error);
/* Its “players”: an array of at most @max elements; NULL when it is not. */
JsonArray *ts_sheet_read_players (JsonObject *o,
                                  guint       max,
                                  GError    **error);
/* players[@i]: an object with a “name” string, copied into @name of @size bytes; the object,
 * or NULL. */
JsonObject *ts_sheet_read_player (JsonNode *node,
                                  guint     i,
                                  char     *name,
                                  gsize     size,
                                  GError  **error);
/* The head written back: “format”, “version” and “game”, in that order. */
void ts_sheet_write_head (JsonBuilder *b,
                          const char  *format,
                          int          version,
                          const char  *game);

/* A game's reader of one player, players[@i] (@player: the game's own struct). */
typedef gboolean (*TsSheetPlayerReader) (JsonNode *node,
                                         guint     i,
                                         gpointer  player,
                                         GError  **error);
/* A whole sheet of @game (@title, a game's name, in the message on another version) at
 * @version: its head, then each of its players, at most @max, read by @read into @players
 * (structs of @player_size bytes); how many players it has, or -1. */
int ts_sheet_read_all (JsonNode           *node,
                       const char         *format,
                       const char         *game,
                       const char         *title,
                       int                 version,
                       guint               max,
                       gpointer            players,
                       gsize               player_size,
                       TsSheetPlayerReader read,
                       GError            **error);
/* A game's writer of one player's members (@player: the game's own struct); its object is
 * begun and ended around it, after the player's “name”. */
typedef void (*TsSheetPlayerWriter) (JsonBuilder  *b,
                                     gconstpointer player);
/* A whole sheet of @game at @version: the head, then @n players (structs of @player_size
 * bytes, each beginning with its name) written by @write (transfer full). */
JsonNode *ts_sheet_write_all (const char         *game,
                              int                 version,
                              gconstpointer       players,
                              guint               n,
                              gsize               player_size,
                              TsSheetPlayerWriter write);

/* A game's PREFIX_from_json and PREFIX_to_json for its sheet Type, whose players (at most
 * @max) are read by @read_player and written by @write_player (their name first, in a
 * char array at the start of each player's struct). */
#define TS_SHEET_DEFINE_JSON(prefix, Type, game, title, version, max, read_player,             \
                             write_player)                                                      \
  Type *prefix##_from_json (JsonNode *node, GError **error)                                     \
  {                                                                                              \
    g_autoptr(Type) sheet = g_new0 (Type, 1);                                                   \
    int n = ts_sheet_read_all (node, TS_SHEET_FORMAT, game, title, version, max, sheet->players,  \
                               sizeof sheet->players[0], (TsSheetPlayerReader) read_player,      \
                               error);                                                           \
                                                                                                 \
    if (n < 0)                                                                                   \
      return NULL;                                                                               \
    sheet->n_players = n;                                                                        \
    return g_steal_pointer (&sheet);                                                             \
  }                                                                                              \
  JsonNode *prefix##_to_json (const Type *sheet)                                                \
  {                                                                                              \
    return ts_sheet_write_all (game, version, sheet->players, MIN (sheet->n_players, max),      \
                               sizeof sheet->players[0], (TsSheetPlayerWriter) write_player);   \
  }

/* @node (a sheet) as its file holds it: pretty JSON indented by 2, ending in a newline; the
 * same bytes from `tableside-cli sheet --of` and the score page's Export Final Sheet
 * (issue 58). */
char *ts_sheet_json_to_text (JsonNode *node);

/* A new sheet's player @i: “Player 1” … in @name of @size bytes. */
void ts_sheet_default_name (char  *name,
                            gsize  size,
                            guint  i);
/* A check's refusal: *@player (when not NULL) set to @at, the player at fault or -1; the
 * message names @clause when not NULL. Returns FALSE. */
gboolean ts_sheet_refuse (int        *player,
                          int         at,
                          GError    **error,
                          const char *clause,
                          const char *message);
/* Player @p's row of a game's final @breakdown scored from a sheet: first a line (@cause,
 * @text, @vp) for what the sheet held before the final scoring, then the engine's lines of
 * cause @keep (all of them when NULL). */
void ts_sheet_lead_line (JsonNode   *breakdown,
                         guint       p,
                         const char *cause,
                         const char *text,
                         int         vp,
                         const char *keep);

G_END_DECLS
