/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What every game's page uses beside TsGamePage itself (ts-game-page.h): the players'
 * colours and marks, a correction form's entries, style classes, the "activated" signals. */
#include "config.h"

#include "ts-game-page.h"
#include "ts-player-palette.h"


/* What @of says of each player of @match, NULL-terminated. */
static GStrv
dup_each (TsMatch     *match,
          const char *(*of) (TsMatchPlayer *player))
{
  GListModel *players = ts_match_get_players (match);
  g_autoptr(GStrvBuilder) each = g_strv_builder_new ();

  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, i);

      g_strv_builder_add (each, of (player));
    }
  return g_strv_builder_end (each);
}

static const char *
color_of (TsMatchPlayer *player)
{
  const char *id = ts_match_player_get_color (player);
  const TsPlayerColor *color = id != NULL ? ts_player_palette_lookup (id) : NULL;

  /* An id the palette does not know is kept as it is: it may be a CSS colour. */
  return color != NULL ? color->hex : id != NULL ? id : TS_PLAYER_NO_COLOR_HEX;
}

GStrv
ts_game_page_dup_colors (TsMatch *match)
{
  return dup_each (match, color_of);
}

static const char *
mark_of (TsMatchPlayer *player)
{
  const char *mark = ts_match_player_get_mark (player);

  return mark != NULL ? mark : "";
}

GStrv
ts_game_page_dup_marks (TsMatch *match)
{
  return dup_each (match, mark_of);
}

gboolean
ts_game_page_keep_marks (char              **kept,
                         guint               n,
                         const char *const  *marks)
{
  gboolean changed = FALSE;

  for (guint p = 0, given = TRUE; p < n; p++)
    {
      given = given && marks != NULL && marks[p] != NULL;
      if (g_strcmp0 (given ? marks[p] : NULL, kept[p]) == 0)
        continue;
      g_free (kept[p]);
      kept[p] = given ? g_strdup (marks[p]) : NULL;
      changed = TRUE;
    }
  return changed;
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
