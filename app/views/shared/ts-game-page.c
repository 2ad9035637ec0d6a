/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>

#include "ts-game-page-private.h"
#include "ts-game-page-help.h"
#include "ts-game-page-switcher.h"
#include "ts-game-page-invite.h"
#include "ts-key-guard.h"
#include "ts-lazy-menu.h"
#include "ts-match-notices.h"
#include "ts-save-banner.h"
#include "ts-shortcuts.h"
#include "ts-sticky-bin.h"
#include "ts-table-display.h"
#include "ts-game-page-display.h"
#include "ts-tooltip.h"
#include "ts-width-bin.h"
#include "ts-wrap-bin.h"

/* The frame of a game's page: everything but the game's own table and forms. The game's
 * template adds those as <child type="table"> and <child type="entry"> (see buildable). */

static void ts_game_page_buildable_init (GtkBuildableIface *iface);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (TsGamePage, ts_game_page, GTK_TYPE_WIDGET,
                                  G_ADD_PRIVATE (TsGamePage)
                                  G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                         ts_game_page_buildable_init))

TsGamePagePrivate *
_ts_game_page_get_private (TsGamePage *self)
{
  return ts_game_page_get_instance_private (self);
}

static GtkBuildableIface *parent_buildable_iface;

enum
{
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

TsMatch *
ts_game_page_get_match (TsGamePage *self)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_return_val_if_fail (TS_IS_GAME_PAGE (self), NULL);
  return priv->match;
}

const char *const *
ts_game_page_get_colors (TsGamePage *self)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_return_val_if_fail (TS_IS_GAME_PAGE (self), NULL);
  return (const char *const *) priv->colors;
}

const char *const *
ts_game_page_get_marks (TsGamePage *self)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_return_val_if_fail (TS_IS_GAME_PAGE (self), NULL);
  return (const char *const *) priv->marks;
}

void
ts_game_page_focus_table (TsGamePage *self)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_return_if_fail (TS_IS_GAME_PAGE (self));
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (priv->view_stack), "table") != 0
      || !gtk_widget_get_mapped (GTK_WIDGET (self))
      || TS_GAME_PAGE_GET_CLASS (self)->focus_table == NULL)
    return;
  TS_GAME_PAGE_GET_CLASS (self)->focus_table (self);
}

void
ts_game_page_follow_actor (TsGamePage *self,
                           GtkStack   *stack,
                           GtkWidget  *sheet,
                           guint       stage)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_return_if_fail (TS_IS_GAME_PAGE (self));
  if (sheet != NULL && (sheet != priv->last_sheet || stage != priv->last_stage))
    gtk_stack_set_visible_child (stack, sheet);
  priv->last_sheet = sheet;
  priv->last_stage = stage;
}

void
ts_game_page_set_status (TsGamePage *self,
                         const char *text)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_return_if_fail (TS_IS_GAME_PAGE (self));
  gtk_label_set_text (priv->status_label, text);
}

/* -------------------------------------------------------------------------------------- */
/* Refusals: in place of the status line (same height: nothing moves), with what they are
 * about marked, until the next action. */

/* A click on the board leaves the focus there (on the advisor, the space or the building
 * clicked), where typing goes nowhere: after the click is refused the focus goes back where
 * the table's next input goes (the list of choices, the form). Once the click is handled,
 * since a widget may take the focus only when the button is released. A refusal of a key
 * leaves the focus where the keyboard has it; so does a click outside the board. */
static gboolean
refocus_after_click_cb (gpointer user_data)
{
  TsGamePage *self = user_data;
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  priv->refocus_id = 0;
  if (focus == NULL || gtk_widget_is_ancestor (focus, GTK_WIDGET (priv->table_bin)))
    ts_game_page_focus_table (self);
  return G_SOURCE_REMOVE;
}

static gboolean
input_event_cb (GtkEventControllerLegacy *controller,
                GdkEvent                 *event,
                TsGamePage               *self)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  switch (gdk_event_get_event_type (event))
    {
    case GDK_BUTTON_PRESS:
    case GDK_TOUCH_BEGIN:
      priv->pointer_input = TRUE;
      break;
    case GDK_KEY_PRESS:
      priv->pointer_input = FALSE;
      break;
    default:
      break;
    }
  return GDK_EVENT_PROPAGATE;
}

/* The guard said why a key did nothing: in the refusal line, where every refusal is. */
static void
guard_armed_cb (TsKeyGuard *guard,
                GParamSpec *pspec,
                TsGamePage *self)
{
  ts_game_page_toggle_class (GTK_WIDGET (self), "nothing-chosen",
                             ts_key_guard_get_armed (guard));
}

static void
key_refused_cb (TsKeyGuard *guard,
                const char *why,
                TsGamePage *self)
{
  ts_game_page_show_refusal (self, why, NULL);
}

/* The page's shortcuts (Ctrl+E …) are run by the window before the page sees their keys:
 * the guard is asked there. */
static gboolean
shortcut_gate (const char *accel,
               gpointer    user_data)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (user_data);

  return priv->key_guard == NULL || ts_key_guard_allow_shortcut (priv->key_guard, accel);
}

void
ts_game_page_clear_refusal (TsGamePage *self)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_return_if_fail (TS_IS_GAME_PAGE (self));
  if (priv->refused != NULL)
    {
      gtk_widget_remove_css_class (priv->refused, TS_GAME_PAGE_GET_CLASS (self)->refused_class);
      /* Widgets that draw the mark themselves (board tiles, duchy spaces): redraw them. */
      gtk_widget_queue_draw (priv->refused);
    }
  g_clear_weak_pointer (&priv->refused);
  g_clear_pointer (&priv->refusal_clause, g_free);
  gtk_label_set_text (priv->refusal_label, "");
  ts_tooltip_set (GTK_WIDGET (priv->refusal_label), NULL);
  gtk_stack_set_visible_child_name (priv->status_stack, "status");
}

void
ts_game_page_show_refusal (TsGamePage *self,
                           const char *message,
                           GtkWidget  *where)
{
  ts_game_page_show_rule_refusal (self, message, NULL, where);
}

void
ts_game_page_show_rule_refusal (TsGamePage *self,
                                const char *message,
                                const char *clause,
                                GtkWidget  *where)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_return_if_fail (TS_IS_GAME_PAGE (self));
  ts_game_page_clear_refusal (self);
  priv->refusal_clause = g_strdup (clause);
  gtk_label_set_text (priv->refusal_label, message);
  /* The whole sentence, should the line be too narrow for it. */
  ts_tooltip_set (GTK_WIDGET (priv->refusal_label), message);
  gtk_stack_set_visible_child_name (priv->status_stack, "refusal");
  g_set_weak_pointer (&priv->refused, where);
  if (where != NULL)
    {
      gtk_widget_add_css_class (where, TS_GAME_PAGE_GET_CLASS (self)->refused_class);
      gtk_widget_queue_draw (where);
    }
  if (priv->pointer_input && priv->refocus_id == 0)
    priv->refocus_id = g_idle_add (refocus_after_click_cb, self);
}

const char *
ts_game_page_get_refusal (TsGamePage *self)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_return_val_if_fail (TS_IS_GAME_PAGE (self), NULL);
  return g_strcmp0 (gtk_stack_get_visible_child_name (priv->status_stack), "refusal") == 0
             ? gtk_label_get_text (priv->refusal_label)
             : NULL;
}

const char *
ts_game_page_get_refusal_clause (TsGamePage *self)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_return_val_if_fail (TS_IS_GAME_PAGE (self), NULL);
  return ts_game_page_get_refusal (self) != NULL ? priv->refusal_clause : NULL;
}

GtkWidget *
ts_game_page_get_refused_widget (TsGamePage *self)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_return_val_if_fail (TS_IS_GAME_PAGE (self), NULL);
  return priv->refused;
}

void
ts_game_page_show_explanation (TsGamePage *self,
                               GtkLabel   *label)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);
  g_autoptr(JsonNode) breakdown = NULL;
  JsonObject *object;

  g_return_if_fail (TS_IS_GAME_PAGE (self));
  breakdown = ts_match_dup_final_breakdown (priv->match);
  object = breakdown != NULL ? json_node_get_object (breakdown) : NULL;
  gtk_label_set_text (label, object != NULL ? json_object_get_string_member_with_default (
                                                  object, "explanation", "")
                                            : "");
}

/* -------------------------------------------------------------------------------------- */
/* The pages and the page's actions: ts-game-page-actions.c.                              */

static void
visible_page_changed_cb (TsGamePage *self)
{
  _ts_game_page_sync_pages (self);
}

TsTableDisplay *
ts_game_page_get_table_display (TsGamePage *self)
{
  TsGamePagePrivate *priv;

  g_return_val_if_fail (TS_IS_GAME_PAGE (self), NULL);
  priv = ts_game_page_get_instance_private (self);
  return priv->display;
}

const char *
ts_game_page_get_form (TsGamePage *self)
{
  TsGamePagePrivate *priv;
  GtkWidget *entry;

  g_return_val_if_fail (TS_IS_GAME_PAGE (self), NULL);
  priv = ts_game_page_get_instance_private (self);
  entry = adw_bin_get_child (priv->entry_bin);
  return GTK_IS_STACK (entry) ? gtk_stack_get_visible_child_name (GTK_STACK (entry)) : NULL;
}

AdwToastOverlay *
ts_game_page_get_toast_overlay (TsGamePage *self)
{
  TsGamePagePrivate *priv;

  g_return_val_if_fail (TS_IS_GAME_PAGE (self), NULL);
  priv = ts_game_page_get_instance_private (self);
  return priv->toast_overlay;
}

/* -------------------------------------------------------------------------------------- */
/* The game's widgets, from its template                                                   */

static void
ts_game_page_buildable_add_child (GtkBuildable *buildable,
                                  GtkBuilder   *builder,
                                  GObject      *child,
                                  const char   *type)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (TS_GAME_PAGE (buildable));

  if (g_strcmp0 (type, "table") == 0 && GTK_IS_WIDGET (child))
    adw_bin_set_child (priv->table_bin, GTK_WIDGET (child));
  else if (g_strcmp0 (type, "entry") == 0 && GTK_IS_WIDGET (child))
    adw_bin_set_child (priv->entry_bin, GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
ts_game_page_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = ts_game_page_buildable_add_child;
}

/* -------------------------------------------------------------------------------------- */

/* What the page says of the readings its record is kept under, or NULL (tests). */
const char *
ts_game_page_get_readings_notice (TsGamePage *self)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  return ts_match_notices_get_readings (priv->notices);
}

static void
ts_game_page_constructed (GObject *object)
{
  TsGamePage *self = TS_GAME_PAGE (object);
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  G_OBJECT_CLASS (ts_game_page_parent_class)->constructed (object);

  g_assert (priv->match != NULL);
  {
    g_autofree char *title = ts_match_dup_title (priv->match);

    adw_view_switcher_title_set_title (priv->switcher_title, title);
  }
  adw_view_switcher_title_set_subtitle (priv->switcher_title,
                                        ts_match_get_module (priv->match)->name);
  ts_game_page_switcher_bar_follow (GTK_WIDGET (self), priv->switcher_title);
  priv->colors = ts_game_page_dup_colors (priv->match);
  priv->marks = ts_game_page_dup_marks (priv->match);
  ts_save_banner_set_match (priv->save_banner, priv->match);
  ts_match_notices_set_match (priv->notices, priv->match);
  g_signal_connect_object (priv->view_stack, "notify::visible-child-name",
                           G_CALLBACK (visible_page_changed_cb), self, G_CONNECT_SWAPPED);
  /* Connected before the game's page connects its own: the guard is armed before the focus
   * moves to the next step. */
  g_signal_connect_object (priv->match, "changed", G_CALLBACK (ts_key_guard_arm),
                           priv->key_guard, G_CONNECT_SWAPPED);
  /* The History's Enter opens a correction, never an entry: the guard keeps to the table
   * (an undo on the History page arms it too). */
  ts_key_guard_set_scope (priv->key_guard,
                          adw_view_stack_get_child_by_name (priv->view_stack, "table"));
  /* While nothing is chosen, no row looks chosen (style.css, .nothing-chosen). */
  g_signal_connect_object (priv->key_guard, "notify::armed", G_CALLBACK (guard_armed_cb), self,
                           0);
  _ts_game_page_sync_pages (self);
}

static void
ts_game_page_map (GtkWidget *widget)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (TS_GAME_PAGE (widget));

  GTK_WIDGET_CLASS (ts_game_page_parent_class)->map (widget);
  /* Held entries come first: nothing else can be entered until the players choose. */
  if (!ts_match_notices_grab_focus (priv->notices))
    ts_game_page_focus_table (TS_GAME_PAGE (widget));
}

static void
ts_game_page_dispose (GObject *object)
{
  TsGamePage *self = TS_GAME_PAGE (object);
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  g_clear_weak_pointer (&priv->refused);
  g_clear_pointer (&priv->refusal_clause, g_free);
  g_clear_handle_id (&priv->refocus_id, g_source_remove);
  g_clear_object (&priv->key_guard);
  _ts_game_page_end_invite (GTK_WIDGET (self));
  /* The table's scoreboard goes with its page (back to the games, the window closed). */
  if (priv->display != NULL)
    gtk_window_destroy (GTK_WINDOW (priv->display));
  g_clear_weak_pointer (&priv->display);
  /* No gtk_widget_dispose_template() for this type: in GTK 4.8 it asserts (its children are
   * not found) once the game's page has called it for its own. Unparenting the children,
   * ours as those of any plain GtkWidget, drops the widget tree. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  g_clear_pointer (&priv->colors, g_strfreev);
  g_clear_pointer (&priv->marks, g_strfreev);
  g_clear_object (&priv->match);

  G_OBJECT_CLASS (ts_game_page_parent_class)->dispose (object);
}

static void
ts_game_page_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (TS_GAME_PAGE (object));

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, priv->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_game_page_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (TS_GAME_PAGE (object));

  switch (prop_id)
    {
    case PROP_MATCH:
      priv->match = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_game_page_class_init (TsGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ts_game_page_constructed;
  object_class->dispose = ts_game_page_dispose;
  object_class->get_property = ts_game_page_get_property;
  object_class->set_property = ts_game_page_set_property;
  widget_class->map = ts_game_page_map;
  klass->refused_class = "refused";

  properties[PROP_MATCH] = g_param_spec_object ("match", NULL, NULL, TS_TYPE_MATCH,
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                                    | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TS_TYPE_SAVE_BANNER);
  g_type_ensure (TS_TYPE_MATCH_NOTICES);
  g_type_ensure (TS_TYPE_STICKY_BIN);
  g_type_ensure (TS_TYPE_WIDTH_BIN);
  g_type_ensure (TS_TYPE_LAZY_MENU);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/shared/ts-game-page.ui");
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, switcher_title);
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, view_stack);
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, save_banner);
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, notices);
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, toast_overlay);
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, table_bin);
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, status_stack);
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, status_label);
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, refusal_label);
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, entry_bin);
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, history_bin);
  gtk_widget_class_bind_template_child_private (widget_class, TsGamePage, scores_bin);

  _ts_game_page_install_actions (widget_class);
  _ts_game_page_install_help (widget_class);
  _ts_game_page_install_invite (widget_class);
  _ts_game_page_install_display (widget_class);
  gtk_widget_class_set_css_name (widget_class, "ts-game-page");
}

static void
ts_game_page_init (TsGamePage *self)
{
  TsGamePagePrivate *priv = ts_game_page_get_instance_private (self);

  GtkEventController *input = gtk_event_controller_legacy_new ();

  priv->last_stage = G_MAXUINT;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Their texts change with each entry (ts-wrap-bin.h). */
  ts_wrap_label_least (priv->status_label);
  ts_wrap_label_least (priv->refusal_label);
  /* Before the page's shortcuts, which take their keys in the capture phase too: the guard
   * sees Ctrl+E pressed twice at once as any key. */
  priv->key_guard = ts_key_guard_new (GTK_WIDGET (self));
  g_signal_connect_object (priv->key_guard, "refused", G_CALLBACK (key_refused_cb), self, 0);
  ts_shortcuts_add (GTK_WIDGET (self), "game", shortcut_gate, self);
  /* Only watches whether the last press was a click or a key (refocus_after_click_cb()). */
  gtk_event_controller_set_propagation_phase (input, GTK_PHASE_CAPTURE);
  g_signal_connect (input, "event", G_CALLBACK (input_event_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), input);
}
