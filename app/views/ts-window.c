/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-game-views.h"
#include "ts-record-info.h"
#include "ts-start-page.h"
#include "ts-window.h"

struct _TsWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  GtkFileChooserNative *chooser;

  /* template widgets */
  AdwToastOverlay *toast_overlay;
  TsStartPage *start_page;
};

G_DEFINE_FINAL_TYPE (TsWindow, ts_window, ADW_TYPE_APPLICATION_WINDOW)

TsWindow *
ts_window_new (TsApplication *application)
{
  return g_object_new (TS_TYPE_WINDOW, "application", application, NULL);
}

void
ts_window_add_toast (TsWindow   *self,
                     const char *message)
{
  g_autofree char *escaped = NULL;

  g_return_if_fail (TS_IS_WINDOW (self));

  /* Toast titles are markup on libadwaita 1.2. */
  escaped = g_markup_escape_text (message, -1);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (escaped));
}

static void
show_error (TsWindow   *self,
            const char *heading,
            const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

void
ts_window_open_file (TsWindow *self,
                     GFile    *file)
{
  g_autoptr(TsRecordInfo) record = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  record = ts_record_info_load (file, NULL, &error);
  if (record == NULL)
    {
      show_error (self, _("Cannot Open Game"), error->message);
      return;
    }

  if (!ts_game_views_open (GTK_WINDOW (self), record, &error))
    show_error (self, _("Cannot Open Game"), error->message);
}

static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     gpointer         user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      ts_window_open_file (self, file);
    }
  g_clear_object (&self->chooser);
}

static void
open_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;

  gtk_file_filter_set_name (filter, _("Tableside records"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");

  /* The native chooser goes through the portal inside Flatpak: no file-system permission. */
  self->chooser = gtk_file_chooser_native_new (_("Open Saved Game"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
                                               _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
record_activated_cb (TsStartPage  *page,
                     TsRecordInfo *record,
                     TsWindow     *self)
{
  ts_window_open_file (self, ts_record_info_get_file (record));
}

static void
game_activated_cb (TsStartPage *page,
                   const char  *game_id,
                   TsWindow    *self)
{
  const TsGameView *view = ts_game_views_lookup (game_id);

  g_return_if_fail (view != NULL);
  view->new_game (GTK_WINDOW (self));
}

static gboolean
ts_window_close_request (GtkWindow *window)
{
  TsWindow *self = TS_WINDOW (window);
  int width = 0;
  int height = 0;
  gboolean maximized = gtk_window_is_maximized (window);

  /* The unmaximized size is what comes back after a restart; a maximized window keeps the
   * size it had before it was maximized. */
  g_settings_set_boolean (self->settings, "window-maximized", maximized);
  if (!maximized)
    {
      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }

  return GTK_WINDOW_CLASS (ts_window_parent_class)->close_request (window);
}

static void
ts_window_constructed (GObject *object)
{
  TsWindow *self = TS_WINDOW (object);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  G_OBJECT_CLASS (ts_window_parent_class)->constructed (object);

  self->settings = app != NULL && TS_IS_APPLICATION (app)
                       ? g_object_ref (ts_application_get_settings (TS_APPLICATION (app)))
                       : g_settings_new (APP_ID);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
ts_window_dispose (GObject *object)
{
  TsWindow *self = TS_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ts_window_parent_class)->dispose (object);
}

static void
ts_window_class_init (TsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = ts_window_constructed;
  object_class->dispose = ts_window_dispose;
  window_class->close_request = ts_window_close_request;

  g_type_ensure (TS_TYPE_START_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/ts-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, start_page);
  gtk_widget_class_bind_template_callback (widget_class, game_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, record_activated_cb);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action_cb);
}

static void
ts_window_init (TsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

#ifdef DEVELOPMENT_BUILD
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif
}
