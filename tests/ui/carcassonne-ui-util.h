/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "carcassonne/ts-carcassonne-map.h"
#include "ts-carcassonne.h"

G_BEGIN_DECLS

/* The players' names in seat order, and their colours (NULL-terminated). */
extern const char *const cc_ui_names[];
extern const char *const cc_ui_colors[];

/* ts_ui_test_init() with GTK's test accessibility backend, which keeps accessible names. */
void cc_ui_test_init (int    *argc,
                      char ***argv);
/* Every option of Traders & Builders on with @expansion, none without. */
JsonObject *cc_ui_options_new (gboolean expansion);
/* The first @n_players names. */
JsonArray *cc_ui_players_new (guint n_players);
TsCarcassonneState *cc_ui_state_new (guint    n_players,
                                     gboolean expansion);
/* One random legal entry (a draw or a decision), applied. FALSE once the game is over. */
gboolean cc_ui_step (TsCarcassonneState *state,
                     GRand              *rand);
/* The text of the label named @name under @root, which must be there. */
const char *cc_ui_label_text (GtkWidget  *root,
                              const char *name);
void cc_ui_assert_contains (const char *text,
                            const char *part);
/* A window of @width × @height holding @child as the page's side column does, shown. */
GtkWindow *cc_ui_window_with (GtkWidget *child,
                              int        width,
                              int        height);
void cc_ui_set_dark (gboolean dark);

/* What the map's "place" signal gave: how many times, and the last spot and rotation. */
typedef struct
{
  guint count;
  int x, y;
  guint rotation;
} CcUiPlaced;

/* A "place" handler that counts into @out. */
void cc_ui_place_cb (TsCarcassonneMap *map,
                     int               x,
                     int               y,
                     guint             rotation,
                     CcUiPlaced       *out);

G_END_DECLS
