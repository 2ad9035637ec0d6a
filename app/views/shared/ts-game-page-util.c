/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What every game's page uses beside TsGamePage itself (ts-game-page.h): the players'
 * colours, a correction form's entries, style classes, the "activated" signals. */
#include "config.h"

#include "ts-game-page.h"
#include "ts-player-palette.h"


GStrv
ts_game_page_dup_colors (TsMatch *match)
{
  GListModel *players = ts_match_get_players (match);
  g_autoptr(GStrvBuilder) colors = g_strv_builder_new ();

  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, i);
      const char *id = ts_match_player_get_color (player);
      const TsPlayerColor *color = id != NULL ? ts_player_palette_lookup (id) : NULL;

      /* An id the palette does not know is kept as it is: it may be a CSS colour. */
      g_strv_builder_add (colors, color != NULL ? color->hex
                                  : id != NULL  ? id
                                                : TS_PLAYER_NO_COLOR_HEX);
    }
  return g_strv_builder_end (colors);
}

typedef struct
{
  const TsGameModule *module;
  gsize entry_size;
  TsCorrectionSubmit submit;
  gpointer data;
} Correction;

/* "submit" of an entry form: the entry is valid during the emission only. */
static void
correction_submitted_cb (GtkWidget  *form,
                         gpointer    entry_data,
                         Correction *c)
{
  g_autoptr(TsEntry) entry = ts_entry_new_take (c->module, g_memdup2 (entry_data, c->entry_size));

  c->submit (entry, c->data);
}

void
ts_game_page_connect_correction (GtkWidget         *form,
                                 TsMatch           *match,
                                 gsize              entry_size,
                                 TsCorrectionSubmit submit,
                                 gpointer           data)
{
  Correction *c = g_new0 (Correction, 1);

  c->module = ts_match_get_module (match);
  c->entry_size = entry_size;
  c->submit = submit;
  c->data = data;
  g_object_set_data_full (G_OBJECT (form), "ts-game-page-correction", c, g_free);
  g_signal_connect (form, "submit", G_CALLBACK (correction_submitted_cb), c);
}

void
ts_game_page_toggle_class (GtkWidget  *widget,
                           const char *name,
                           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

guint
ts_game_page_add_activated_signal (gpointer    klass,
                                   const char *name)
{
  return g_signal_new (name, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                       G_TYPE_NONE, 1, G_TYPE_INT);
}
