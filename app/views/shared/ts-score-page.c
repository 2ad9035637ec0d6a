/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-wrap-box.h"
#include "ts-action-row.h"
#include "ts-bgstats-qr.h"
#include "ts-score-export.h"
#include "ts-score-page.h"
#include "ts-score-page-sheet.h"
#include "ts-score-now.h"
#include "ts-score-standings.h"
#include "ts-score-sheet.h"
#include "ts-score-table.h"
#include "ts-vp-chart.h"
#include "ts-player-palette.h"

struct _TsScorePage
{
  GtkWidget parent_instance;

  TsMatch *match;       /* owned */
  JsonNode *breakdown;  /* owned; NULL until the game is over */
  JsonNode *now;        /* owned: if it ended now, while it goes on with aids; or NULL */
  gboolean dirty;       /* the match changed since the page was last filled */
  GtkNativeDialog *chooser; /* owned while a save dialog is open */

  /* template widgets */
  GtkWidget *scroller;
  GtkWidget *final_box;
  GtkBox *bgstats_box;
  GtkWidget *bgstats_scan;   /* "Scan with BG Stats…", while a code holds the play */
  GtkWidget *bgstats_export; /* Export This Play…, when none does */
  GtkLabel *winner_label;
  GtkLabel *explanation_label;
  GtkLabel *sheet_note;
  GtkGrid *score_table;
  GtkWidget *standings_box;
  GtkListBox *standings_list;
  TsScoreNow *now_section;
  GtkWidget *chart_now;  /* Draw If It Ended Now, under the chart */
  TsVpChart *chart;
  AdwToastOverlay *toast_overlay;
};

G_DEFINE_FINAL_TYPE (TsScorePage, ts_score_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void ensure_current (TsScorePage *self);

GtkWidget *
ts_score_page_new (TsMatch *match)
{
  g_return_val_if_fail (TS_IS_MATCH (match), NULL);

  return g_object_new (TS_TYPE_SCORE_PAGE, "match", match, NULL);
}

TsMatch *
ts_score_page_get_match (TsScorePage *self)
{
  g_return_val_if_fail (TS_IS_SCORE_PAGE (self), NULL);

  return self->match;
}

GtkGrid *
ts_score_page_get_table (TsScorePage *self)
{
  ensure_current (self);
  g_return_val_if_fail (TS_IS_SCORE_PAGE (self), NULL);

  return self->score_table;
}

TsVpChart *
ts_score_page_get_chart (TsScorePage *self)
{
  g_return_val_if_fail (TS_IS_SCORE_PAGE (self), NULL);

  return self->chart;
}

/* -------------------------------------------------------------------------------------- */
/* Players' colours                                                                        */

static const char *
player_hex (TsMatchPlayer *player)
{
  /* The table page's colour, its grey too for a record without colours. */
  return ts_player_palette_hex (ts_match_player_get_color (player));
}


/* -------------------------------------------------------------------------------------- */
/* While the game is played                                                                */

/* -------------------------------------------------------------------------------------- */
/* Once the game is over                                                                   */

/* Row 0 names the players; row r + 1 is ts_score_sheet_dup_rows()'s row r, with
 * the category in column 0 and player i's value in column i + 1 (ts-score-table.c,
 * shared with the final-scoring sheet window). */
static void
update_table (TsScorePage *self)
{
  GListModel *players = ts_match_get_players (self->match);
  const char *colors[TS_SCORE_MAX_PLAYERS] = { NULL };

  for (guint i = 0; i < MIN (g_list_model_get_n_items (players), TS_SCORE_MAX_PLAYERS); i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, i);

      colors[i] = player_hex (player);
    }
  /* Each cause offers its rule in the guide (issue 55). */
  ts_score_table_fill_with_rules (self->score_table, self->breakdown, colors,
                                  ts_match_get_module (self->match));
}

static void update_sheet_action (TsScorePage *self,
                                 gboolean     finished);

/* If it ended now: its section, and on the chart when asked. */
static void
update_now (TsScorePage *self)
{
  GListModel *players = ts_match_get_players (self->match);
  guint n = g_list_model_get_n_items (players);
  const char *colors[TS_SCORE_MAX_PLAYERS] = { NULL };
  g_autofree int *totals = g_new0 (int, MAX (n, 1));
  gboolean all = self->now != NULL;

  for (guint i = 0; i < MIN (n, TS_SCORE_MAX_PLAYERS); i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, i);

      colors[i] = player_hex (player);
    }
  ts_score_now_show (self->now_section, self->now, colors, ts_match_get_module (self->match));
  for (guint i = 0; i < n && all; i++)
    all = ts_score_breakdown_total (self->now, i, &totals[i]);
  gtk_widget_set_visible (self->chart_now, all);
  ts_vp_chart_set_now (self->chart,
                       all && gtk_check_button_get_active (GTK_CHECK_BUTTON (self->chart_now))
                         ? totals : NULL,
                       n);
}

static void
chart_now_toggled_cb (TsScorePage *self)
{
  update_now (self);
}

static void
refresh (TsScorePage *self)
{
  gboolean finished = ts_match_get_finished (self->match);

  self->dirty = FALSE;
  /* Here, not after every entry: the sheet is made only for a page someone looks at. */
  update_sheet_action (self, finished);
  g_clear_pointer (&self->breakdown, json_node_unref);
  g_clear_pointer (&self->now, json_node_unref);
  if (finished)
    self->breakdown = ts_match_dup_final_breakdown (self->match);
  else
    self->now = ts_match_dup_breakdown_now (self->match);
  finished = self->breakdown != NULL;
  update_now (self);

  gtk_widget_set_visible (self->final_box, finished);
  gtk_widget_set_visible (self->standings_box, !finished);
  if (finished)
    {
      JsonObject *object = json_node_get_object (self->breakdown);
      g_autofree char *heading = ts_score_sheet_dup_heading (self->breakdown);

      gtk_label_set_label (self->winner_label, heading);
      gtk_label_set_label (self->explanation_label,
                           json_object_get_string_member_with_default (object, "explanation",
                                                                       ""));
      update_table (self);
    }
  else
    {
      ts_score_standings_fill (self->standings_list, self->match, self->now);
    }
}

/* Export Final Sheet only when there is a sheet to write; when a finished game has none
 * (The Castles of Burgundy's solo and team games) the line under the buttons says why, so
 * that it is never only on hover (issue 58). */
static void
update_sheet_action (TsScorePage *self,
                     gboolean     finished)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) sheet = NULL;

  if (finished)
    sheet = ts_score_page_dup_final_sheet (self->match, &error);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.export-sheet", sheet != NULL);
  gtk_label_set_label (self->sheet_note, error != NULL ? error->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->sheet_note), error != NULL);
}

/* After every entry: the actions follow at once; the page itself is rebuilt when it is
 * shown, so that entering at the table never waits for a page nobody is looking at. */
static void
update (TsScorePage *self)
{
  gboolean finished = ts_match_get_finished (self->match);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.export-pdf", finished);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.export-png", finished);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.print", finished);
  /* Until the page is shown again (refresh()). */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.export-sheet", FALSE);
  self->dirty = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    refresh (self);
}

static void
ensure_current (TsScorePage *self)
{
  if (self->dirty)
    refresh (self);
}

static void
ts_score_page_map (GtkWidget *widget)
{
  ensure_current (TS_SCORE_PAGE (widget));
  GTK_WIDGET_CLASS (ts_score_page_parent_class)->map (widget);
}

/* -------------------------------------------------------------------------------------- */
/* Export and print                                                                        */

static void
fill_extras (TsScorePage        *self,
             TsScoreSheetExtras *extras)
{
  GListModel *players = ts_match_get_players (self->match);

  memset (extras, 0, sizeof *extras);
  extras->date = ts_record_get_created (ts_match_get_record (self->match));
  extras->game = _(ts_match_get_module (self->match)->name);
  for (guint i = 0; i < MIN (g_list_model_get_n_items (players), TS_SCORE_MAX_PLAYERS); i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, i);

      extras->colors[i] = player_hex (player);
    }
}

gboolean
ts_score_page_export (TsScorePage *self,
                      GFile       *file,
                      gboolean     pdf,
                      GError     **error)
{
  TsScoreSheetExtras extras;

  g_return_val_if_fail (TS_IS_SCORE_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  ensure_current (self);
  if (self->breakdown == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("This game has no final scoring yet."));
      return FALSE;
    }
  fill_extras (self, &extras);
  return ts_score_sheet_save_full (self->breakdown, ts_match_get_name (self->match),
                                   &extras, pdf, file, error);
}

static gboolean
export_save (gpointer owner,
             GFile   *file,
             gboolean pdf,
             GError **error)
{
  return ts_score_page_export (owner, file, pdf, error);
}

/* The match's name made into a file name (no slashes), with @extension. */
static char *
dup_suggested_name (TsScorePage *self,
                    const char  *extension)
{
  const char *name = ts_match_get_name (self->match);
  g_autofree char *base = g_strdup (name != NULL && *name != '\0' ? name : _("Score sheet"));

  g_strdelimit (base, "/\\:", '-');
  return g_strconcat (g_strstrip (base), extension, NULL);
}

static void
export_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsScorePage *self = TS_SCORE_PAGE (widget);
  gboolean pdf = g_str_equal (action_name, "score.export-pdf");
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autofree char *suggested = dup_suggested_name (self, pdf ? ".pdf" : ".png");

  ensure_current (self);
  if (self->breakdown == NULL || self->chooser != NULL)
    return;
  ts_score_export_run (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, pdf, suggested,
                       export_save, self, self->toast_overlay, &self->chooser);
}

static gboolean
export_sheet_save (gpointer owner,
                   GFile   *file,
                   gboolean pdf,
                   GError **error)
{
  return ts_score_page_export_sheet (owner, file, error);
}

static void
export_sheet_action_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TsScorePage *self = TS_SCORE_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autofree char *suggested = dup_suggested_name (self, " sheet.json");
  TsScoreExportTexts texts = {
    _("Export Final Sheet"),
    /* Translators: a toast after exporting the final-scoring sheet; %s is the file's name */
    _("Final sheet saved as “%s”"),
    _("The Final Sheet Could Not Be Saved"),
  };

  if (self->chooser != NULL)
    return;
  ts_score_export_run_with (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                            TS_SCORE_EXPORT_JSON, &texts, suggested, export_sheet_save, self,
                            self->toast_overlay, &self->chooser);
}

/* No QR code holds the play: the line above it goes, the way that works comes. */
static void
qr_too_long_cb (TsBgStatsQr *qr,
                GParamSpec  *pspec,
                TsScorePage *self)
{
  gboolean too_long = ts_bgstats_qr_get_too_long (qr);

  gtk_widget_set_visible (self->bgstats_scan, !too_long);
  gtk_widget_set_visible (self->bgstats_export,
                          too_long && ts_match_get_file (self->match) != NULL);
}

static gboolean
export_play_save (gpointer owner,
                  GFile   *file,
                  gboolean pdf,
                  GError **error)
{
  return ts_score_page_export_bgstats_play (owner, file, error);
}

static void
export_play_action_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TsScorePage *self = TS_SCORE_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autofree char *suggested = dup_suggested_name (self, " bgstats.json");
  TsScoreExportTexts texts = {
    _("Export This Play for BG Stats"),
    /* Translators: a toast after exporting the plays for BG Stats; %s is the file's name */
    _("Saved as “%s”: import it in BG Stats"),
    _("Could Not Export"),
  };

  if (self->chooser != NULL)
    return;
  ts_score_export_run_with (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                            TS_SCORE_EXPORT_JSON, &texts, suggested, export_play_save, self,
                            self->toast_overlay, &self->chooser);
}

static void
print_action_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsScorePage *self = TS_SCORE_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  TsScoreSheetExtras extras;

  ensure_current (self);
  if (self->breakdown == NULL)
    return;
  fill_extras (self, &extras);
  ts_score_sheet_print_full (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                             self->breakdown, ts_match_get_name (self->match),
                             &extras);
}

/* -------------------------------------------------------------------------------------- */
/* GObject                                                                                 */

static void
ts_score_page_constructed (GObject *object)
{
  TsScorePage *self = TS_SCORE_PAGE (object);

  G_OBJECT_CLASS (ts_score_page_parent_class)->constructed (object);

  g_assert (self->match != NULL);
  g_signal_connect_object (self->match, "changed", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  ts_vp_chart_set_match (self->chart, self->match);
  /* Shown with the rest of the final box; it follows the match by itself. */
  {
    GtkWidget *qr = ts_bgstats_qr_new (self->match);

    gtk_box_insert_child_after (self->bgstats_box, qr, self->bgstats_scan);
    g_signal_connect_object (qr, "notify::too-long", G_CALLBACK (qr_too_long_cb), self, 0);
    qr_too_long_cb (TS_BGSTATS_QR (qr), NULL, self);
  }
  update (self);
}

static void
ts_score_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TsScorePage *self = TS_SCORE_PAGE (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_score_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TsScorePage *self = TS_SCORE_PAGE (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      self->match = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_score_page_dispose (GObject *object)
{
  TsScorePage *self = TS_SCORE_PAGE (object);

  ts_score_export_cancel (&self->chooser);
  /* No update may reach the template children once they are gone. */
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_func (self->match, update, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_SCORE_PAGE);
  g_clear_object (&self->match);
  g_clear_pointer (&self->breakdown, json_node_unref);
  g_clear_pointer (&self->now, json_node_unref);
  G_OBJECT_CLASS (ts_score_page_parent_class)->dispose (object);
}

static void
ts_score_page_class_init (TsScorePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ts_score_page_constructed;
  object_class->dispose = ts_score_page_dispose;
  object_class->get_property = ts_score_page_get_property;
  object_class->set_property = ts_score_page_set_property;
  widget_class->map = ts_score_page_map;

  /* TsScorePage:match: the match shown */
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TS_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_EXPLICIT_NOTIFY
                             | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "score.export-pdf", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "score.export-png", NULL, export_action_cb);
  gtk_widget_class_install_action (widget_class, "score.print", NULL, print_action_cb);
  gtk_widget_class_install_action (widget_class, "score.export-bgstats-play", NULL,
                                   export_play_action_cb);
  gtk_widget_class_install_action (widget_class, "score.export-sheet", NULL,
                                   export_sheet_action_cb);

  g_type_ensure (TS_TYPE_VP_CHART);
  g_type_ensure (TS_TYPE_SCORE_NOW);
  g_type_ensure (TS_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/shared/ts-score-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, bgstats_box);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, bgstats_export);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, bgstats_scan);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, chart);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, final_box);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, score_table);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, now_section);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, chart_now);
  gtk_widget_class_bind_template_callback (widget_class, chart_now_toggled_cb);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, sheet_note);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, scroller);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, standings_box);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, standings_list);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TsScorePage, winner_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
ts_score_page_init (TsScorePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
