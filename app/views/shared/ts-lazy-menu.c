/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-lazy-menu.h"

/* A menu button's popover made from its model the first time it opens (a click, a tap, F10
 * for a primary menu, a screen reader's press), not with the button: GTK builds a menu's
 * whole popover, a widget per item, as soon as the model is set (issue 56: a window's main
 * menu was 47 widgets made for its first frame, and each saved game's row made its own).
 *
 * In a template, a TsLazyMenu does it for a button and a menu of the template:
 *   <object class="TsLazyMenu">
 *     <property name="button">menu_button</property>
 *     <property name="model">primary_menu</property>
 *   </object>
 */

struct _TsLazyMenu
{
  GObject parent_instance;

  GtkMenuButton *button;
  GMenuModel *model;
};

G_DEFINE_FINAL_TYPE (TsLazyMenu, ts_lazy_menu, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_BUTTON,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
create_popup_cb (GtkMenuButton *button,
                 gpointer       model)
{
  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, G_MENU_MODEL (model));
}

void
ts_lazy_menu_set_model (GtkMenuButton *button,
                        GMenuModel    *model)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));
  g_return_if_fail (G_IS_MENU_MODEL (model));

  gtk_menu_button_set_create_popup_func (button, create_popup_cb, g_object_ref (model),
                                         g_object_unref);
}

static void
ts_lazy_menu_dispose (GObject *object)
{
  TsLazyMenu *self = TS_LAZY_MENU (object);

  g_clear_object (&self->button);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (ts_lazy_menu_parent_class)->dispose (object);
}

static void
ts_lazy_menu_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TsLazyMenu *self = TS_LAZY_MENU (object);

  switch (prop_id)
    {
    case PROP_BUTTON:
      g_set_object (&self->button, g_value_get_object (value));
      break;
    case PROP_MODEL:
      g_set_object (&self->model, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  /* GtkBuilder sets a reference to an object built later (the menu) after the others. */
  if (self->button != NULL && self->model != NULL)
    ts_lazy_menu_set_model (self->button, self->model);
}

static void
ts_lazy_menu_class_init (TsLazyMenuClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_lazy_menu_dispose;
  object_class->set_property = ts_lazy_menu_set_property;
  properties[PROP_BUTTON] = g_param_spec_object ("button", NULL, NULL, GTK_TYPE_MENU_BUTTON,
                                                 G_PARAM_WRITABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, G_TYPE_MENU_MODEL,
                                                G_PARAM_WRITABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ts_lazy_menu_init (TsLazyMenu *self)
{
}
