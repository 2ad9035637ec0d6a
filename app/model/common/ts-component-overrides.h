/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TS_COMPONENT_OVERRIDES_ERROR (ts_component_overrides_error_quark ())

/**
 * TsComponentOverridesError:
 * @TS_COMPONENT_OVERRIDES_ERROR_READ: the file exists but cannot be read
 * @TS_COMPONENT_OVERRIDES_ERROR_FORMAT: not JSON, or not version 1 of the format for this
 *   game and component
 * @TS_COMPONENT_OVERRIDES_ERROR_VALUES: an item the game refuses (unknown id, values out of
 *   range)
 * @TS_COMPONENT_OVERRIDES_ERROR_WRITE: the file cannot be written or removed
 */
typedef enum
{
  TS_COMPONENT_OVERRIDES_ERROR_READ,
  TS_COMPONENT_OVERRIDES_ERROR_FORMAT,
  TS_COMPONENT_OVERRIDES_ERROR_VALUES,
  TS_COMPONENT_OVERRIDES_ERROR_WRITE,
} TsComponentOverridesError;

#define TS_COMPONENT_OVERRIDES_FORMAT "tableside-component-overrides"
#define TS_COMPONENT_OVERRIDES_VERSION 1

/**
 * TsComponentCheck:
 * @id: the component's id in the game's data (“Y4-18”)
 * @values: the values the user gave it
 *
 * The game's check of one corrected component: FALSE with @error saying what is wrong in
 * the players' words (an unknown id, a value no component prints).
 */
typedef gboolean (*TsComponentCheck) (const char *id,
                                      JsonNode   *values,
                                      gpointer    user_data,
                                      GError    **error);

/**
 * TsComponentOverrides:
 *
 * A user's corrections of one kind of a game's component data (Kingsburg's enemy cards, a
 * duchy board ...) for the box on their table: `<user data dir>/tableside/games/<game-id>/
 * <name>.json` (docs/file-format.md). Generic: the game checks each item's values. A missing
 * file means no corrections; a broken one is reported, never ignored nor overwritten
 * unless the user saves.
 */
#define TS_TYPE_COMPONENT_OVERRIDES (ts_component_overrides_get_type ())
G_DECLARE_FINAL_TYPE (TsComponentOverrides, ts_component_overrides, TS, COMPONENT_OVERRIDES,
                      GObject)

GQuark ts_component_overrides_error_quark (void);

TsComponentOverrides *ts_component_overrides_new (const char       *game_id,
                                                  const char       *name,
                                                  TsComponentCheck  check,
                                                  gpointer          user_data);
GFile *ts_component_overrides_get_file (TsComponentOverrides *self);
/* Reads the file (no file: no corrections). On failure the error names the file and the
 * reason, and the object holds no corrections. */
gboolean ts_component_overrides_load (TsComponentOverrides *self,
                                      GCancellable         *cancellable,
                                      GError              **error);
/* The corrected values of @id, or NULL for the printed ones. Owned by @self. */
JsonNode *ts_component_overrides_get (TsComponentOverrides *self,
                                      const char           *id);
/* The ids corrected, sorted; free with g_strfreev(). */
char **ts_component_overrides_dup_ids (TsComponentOverrides *self);
/* Checks @values with the game's check first; nothing changes when it refuses. */
gboolean ts_component_overrides_set (TsComponentOverrides *self,
                                     const char           *id,
                                     JsonNode             *values,
                                     GError              **error);
/* Back to the printed values of @id. */
void ts_component_overrides_remove (TsComponentOverrides *self,
                                    const char           *id);
/* What an editor's Save and Restore do in one step: @values for @id (checked as by
 * ts_component_overrides_set(); NULL: back to the shipped values), then the file written.
 * When writing fails, the object goes back to what the file holds and @error says why;
 * when the check refuses, nothing changes. */
gboolean ts_component_overrides_store (TsComponentOverrides *self,
                                       const char           *id,
                                       JsonNode             *values,
                                       GError              **error);
/* Writes the file atomically, creating its folder; with no correction left, removes it. */
gboolean ts_component_overrides_save (TsComponentOverrides *self,
                                      GCancellable         *cancellable,
                                      GError              **error);

G_END_DECLS
