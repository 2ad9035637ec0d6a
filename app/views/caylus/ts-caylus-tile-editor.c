/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-caylus.h"
#include "ts-caylus-tile-editor.h"
#include "ts-caylus-tile-rows.h"
#include "ts-component-overrides.h"

/* Wood, stone and monument tiles, and the Road. */
#define MAX_ITEMS (TS_CAYLUS_MAX_TILES + 1)

struct _TsCaylusTileEditor
{
  AdwWindow parent_instance;

  const TsCaylusData *shipped;
  TsComponentOverrides *overrides;
  gboolean broken;           /* the file could not be read: nothing is saved over it */
  GtkWidget *broken_row;
  GtkWidget *replace_button;
  GtkWidget *scroll_target;  /* what the page scrolls to once laid out */
  GtkWidget *page;
  guint n_items;
  TsCaylusTileRow items[MAX_ITEMS];
};

G_DEFINE_FINAL_TYPE (TsCaylusTileEditor, ts_caylus_tile_editor, ADW_TYPE_WINDOW)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static TsComponentOverrides *
tile_overrides_new (void)
{
  return ts_component_overrides_new ("caylus", "tiles", ts_caylus_data_check_item, NULL);
}

/* The corrections held by @overrides as the record's "components" object, or NULL. */
static JsonObject *
corrections_object (TsComponentOverrides *overrides)
{
  g_auto(GStrv) ids = ts_component_overrides_dup_ids (overrides);
  JsonObject *object;

  if (ids == NULL || ids[0] == NULL)
    return NULL;
  object = json_object_new ();
  for (guint i = 0; ids[i] != NULL; i++)
    json_object_set_member (object, ids[i],
                            json_node_copy (ts_component_overrides_get (overrides, ids[i])));
  return object;
}

JsonObject *
ts_caylus_tile_corrections (GError **error)
{
  g_autoptr(TsComponentOverrides) overrides = tile_overrides_new ();

  if (!ts_component_overrides_load (overrides, NULL, error))
    return NULL;
  return corrections_object (overrides);
}

/* The tile asked for, or a refusal, may be out of sight: once laid out, the page scrolls to
 * it. */
static gboolean
scroll_to_target_cb (GtkWidget     *widget,
                     GdkFrameClock *clock,
                     gpointer       unused)
{
  TsCaylusTileEditor *self = TS_CAYLUS_TILE_EDITOR (widget);
  GtkWidget *target = self->scroll_target;
  GtkWidget *scrolled = target != NULL ? gtk_widget_get_ancestor (target,
                                                                  GTK_TYPE_SCROLLED_WINDOW)
                                       : NULL;
  GtkAdjustment *adjustment;
  graphene_point_t point;
  double page;

  if (scrolled == NULL)
    return G_SOURCE_REMOVE;
  if (gtk_widget_get_height (target) == 0
      || !gtk_widget_compute_point (target, scrolled, &GRAPHENE_POINT_INIT (0, 0), &point))
    return G_SOURCE_CONTINUE;
  self->scroll_target = NULL;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  page = gtk_adjustment_get_page_size (adjustment);
  /* Out of sight, or partly: its top a quarter down the page, with its tile around it. */
  if (point.y < 0 || point.y + gtk_widget_get_height (target) > page)
    gtk_adjustment_set_value (adjustment,
                              gtk_adjustment_get_value (adjustment) + point.y - page / 4);
  return G_SOURCE_REMOVE;
}

static void
scroll_to (TsCaylusTileEditor *self,
           GtkWidget          *target)
{
  if (self->scroll_target == NULL)
    gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_target_cb, NULL, NULL);
  self->scroll_target = target;
}

/* The fields of @only (NULL: of every item) show the values in force: the shipped ones, or
 * the user's correction. The other items keep what is being typed in them. */
static void
show_values (TsCaylusTileEditor *self,
             TsCaylusTileRow    *only)
{
  g_autoptr(JsonObject) corrections = corrections_object (self->overrides);
  const TsCaylusData *values = self->shipped;

  if (corrections != NULL)
    {
      g_autoptr(GError) error = NULL;

      /* The items were checked one by one; together they may still be refused. */
      values = ts_caylus_data_corrected (corrections, &error);
      if (values == NULL)
        values = self->shipped;
    }
  for (guint i = 0; i < self->n_items; i++)
    {
      TsCaylusTileRow *item = &self->items[i];

      if (only != NULL && item != only)
        continue;
      ts_caylus_tile_row_show (item, values,
                               ts_component_overrides_get (self->overrides, item->id) != NULL);
      gtk_widget_set_sensitive (item->save, !self->broken);
      if (self->broken)
        gtk_widget_set_sensitive (item->shipped, FALSE);
    }
}

/* Writes the file; on failure says why at @item and goes back to what the file holds. */
static gboolean
write_file (TsCaylusTileEditor *self,
            TsCaylusTileRow    *item)
{
  g_autoptr(GError) error = NULL;

  if (!ts_component_overrides_save (self->overrides, NULL, &error))
    {
      ts_caylus_tile_row_refuse (item, error->message);
      ts_component_overrides_load (self->overrides, NULL, NULL);
      show_values (self, item);
      return FALSE;
    }
  ts_caylus_tile_row_refuse (item, NULL);
  show_values (self, item);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static gboolean
save_item (TsCaylusTileEditor *self,
           TsCaylusTileRow    *item)
{
  g_autoptr(JsonNode) values = NULL;
  g_autoptr(GError) error = NULL;

  /* A broken file is replaced only through its own row's button. */
  if (self->broken)
    return FALSE;
  values = ts_caylus_tile_row_read (item, self->shipped);
  /* The shipped values are no correction: the item leaves the file. */
  if (values == NULL)
    {
      if (ts_component_overrides_get (self->overrides, item->id) == NULL)
        {
          ts_caylus_tile_row_refuse (item, NULL);
          return TRUE;
        }
      ts_component_overrides_remove (self->overrides, item->id);
      return write_file (self, item);
    }
  if (!ts_component_overrides_set (self->overrides, item->id, values, &error))
    {
      ts_caylus_tile_row_refuse (item, error->message);
      return FALSE;
    }
  return write_file (self, item);
}

static void
save_clicked_cb (GtkButton          *button,
                 TsCaylusTileEditor *self)
{
  save_item (self, g_object_get_data (G_OBJECT (button), "tile-item"));
}

static void
shipped_clicked_cb (GtkButton          *button,
                    TsCaylusTileEditor *self)
{
  TsCaylusTileRow *item = g_object_get_data (G_OBJECT (button), "tile-item");

  if (self->broken)
    return;
  ts_component_overrides_remove (self->overrides, item->id);
  if (write_file (self, item))
    gtk_widget_grab_focus (ts_caylus_tile_row_first_field (item));
}

/* Enter anywhere in a tile's fields saves that tile; on its buttons it presses them. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TsCaylusTileEditor    *self)
{
  TsCaylusTileRow *item = g_object_get_data (G_OBJECT (controller), "tile-item");
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  if (focus == item->save || focus == item->shipped)
    return FALSE;
  save_item (self, item);
  return TRUE;
}

static void
watch_keys (TsCaylusTileEditor *self,
            TsCaylusTileRow    *item,
            GtkWidget          *row)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_object_set_data (G_OBJECT (keys), "tile-item", item);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (row, keys);
}

static void
add_item (TsCaylusTileEditor  *self,
          AdwPreferencesGroup *group,
          guint                tile,
          const char          *id)
{
  TsCaylusTileRow *item = &self->items[self->n_items++];
  GtkWidget *row;

  item->tile = tile;
  g_strlcpy (item->id, id, sizeof item->id);
  ts_caylus_tile_row_build (item, self->shipped, group);
  g_object_set_data (G_OBJECT (item->save), "tile-item", item);
  g_object_set_data (G_OBJECT (item->shipped), "tile-item", item);
  g_signal_connect (item->save, "clicked", G_CALLBACK (save_clicked_cb), self);
  g_signal_connect (item->shipped, "clicked", G_CALLBACK (shipped_clicked_cb), self);
  /* The item's rows run from its title row to its last one. */
  for (row = item->row; row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      watch_keys (self, item, row);
      if (row == item->last)
        break;
    }
}

static AdwPreferencesGroup *
group_new (AdwPreferencesPage *page,
           const char         *title,
           const char         *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (group));
  return ADW_PREFERENCES_GROUP (group);
}

static void
replace_clicked_cb (GtkButton          *button,
                    TsCaylusTileEditor *self)
{
  g_auto(GStrv) ids = NULL;
  g_autoptr(GError) error = NULL;

  /* The object holds no correction after a failed load: saving it removes the file. */
  ids = ts_component_overrides_dup_ids (self->overrides);
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    ts_component_overrides_remove (self->overrides, ids[i]);
  if (!ts_component_overrides_save (self->overrides, NULL, &error))
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->broken_row), error->message);
      return;
    }
  self->broken = FALSE;
  gtk_widget_set_visible (gtk_widget_get_ancestor (self->broken_row,
                                                   ADW_TYPE_PREFERENCES_GROUP), FALSE);
  show_values (self, NULL);
  if (self->n_items > 0)
    gtk_widget_grab_focus (ts_caylus_tile_row_first_field (&self->items[0]));
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A broken file: said at the top with its path and reason; only this row replaces it. */
static void
build_broken_row (TsCaylusTileEditor  *self,
                  AdwPreferencesGroup *group)
{
  GtkWidget *button;

  self->broken_row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->broken_row), FALSE);
  gtk_widget_set_name (self->broken_row, "broken-file");
  gtk_widget_add_css_class (self->broken_row, "cy-broken");
  adw_action_row_set_icon_name (ADW_ACTION_ROW (self->broken_row), "dialog-warning-symbolic");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->broken_row),
                                 /* Translators: the tile editor's banner over a broken file;
                                  * the reason follows under it */
                                 _("Your corrections cannot be used; they stay as they are "
                                   "until you replace them"));
  /* Translators: replaces a broken corrections file with none (the shipped values) */
  button = gtk_button_new_with_mnemonic (_("_Replace With Shipped Values"));
  gtk_widget_add_css_class (button, "destructive-action");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_name (button, "replace");
  g_signal_connect (button, "clicked", G_CALLBACK (replace_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->broken_row), button);
  self->replace_button = button;
  adw_preferences_group_add (group, self->broken_row);
  gtk_widget_set_visible (GTK_WIDGET (group), FALSE);
}

static void
build_groups (TsCaylusTileEditor *self)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (self->page);
  /* Translators: the groups of the tile editor */
  const char *titles[] = { _("Wood Buildings"), _("Stone Buildings"), _("Monuments") };
  const TsCaylusClass classes[] = { TS_CAYLUS_CLASS_WOOD, TS_CAYLUS_CLASS_STONE,
                                    TS_CAYLUS_CLASS_MONUMENT };
  AdwPreferencesGroup *broken;

  group_new (page, NULL,
             /* Translators: the tile editor's introduction */
             _("Tableside's values come from the rules and the sources it could read; those "
               "marked * come from one source only. Correct them to match the tiles in your "
               "box: new games use your corrections."));
  /* Its own group, shown only while the file is broken. */
  broken = group_new (page, NULL, NULL);
  build_broken_row (self, broken);
  for (guint g = 0; g < G_N_ELEMENTS (classes); g++)
    {
      AdwPreferencesGroup *group = group_new (page, titles[g], NULL);

      for (guint t = 0; t < self->shipped->n_tiles; t++)
        if (self->shipped->tiles[t].klass == classes[g])
          add_item (self, group, t, self->shipped->tiles[t].id);
    }
  /* Translators: the tile editor's group of the board's Road */
  add_item (self, group_new (page, _("The Road"), NULL), TS_CAYLUS_NO_TILE, TS_CAYLUS_ROAD_ID);
}

static void
ts_caylus_tile_editor_dispose (GObject *object)
{
  TsCaylusTileEditor *self = TS_CAYLUS_TILE_EDITOR (object);

  g_clear_object (&self->overrides);
  G_OBJECT_CLASS (ts_caylus_tile_editor_parent_class)->dispose (object);
}

static void
ts_caylus_tile_editor_class_init (TsCaylusTileEditorClass *klass)
{
  /* Escape closes: what is saved is saved, the rest is dropped. */
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0,
                                       "window.close", NULL);
  G_OBJECT_CLASS (klass)->dispose = ts_caylus_tile_editor_dispose;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ts_caylus_tile_editor_init (TsCaylusTileEditor *self)
{
}

GtkWidget *
ts_caylus_tile_editor_new (GtkWindow  *parent,
                           const char *tile_id)
{
  TsCaylusTileEditor *self;
  GtkWidget *box, *header;
  TsCaylusTileRow *focus_item;
  g_autoptr(GError) error = NULL;

  self = g_object_new (TS_TYPE_CAYLUS_TILE_EDITOR, "modal", parent != NULL, "transient-for",
                       parent, "default-width", 860, "default-height", 560,
                       /* Translators: the tile editor's window title */
                       "title", _("Your Box's Tiles"), NULL);
  self->shipped = ts_caylus_data_get (&error);
  g_return_val_if_fail (self->shipped != NULL, GTK_WIDGET (self));
  self->overrides = tile_overrides_new ();

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (box), header);
  self->page = adw_preferences_page_new ();
  gtk_widget_set_vexpand (self->page, TRUE);
  gtk_box_append (GTK_BOX (box), self->page);
  adw_window_set_content (ADW_WINDOW (self), box);
  build_groups (self);

  if (!ts_component_overrides_load (self->overrides, NULL, &error))
    {
      self->broken = TRUE;
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->broken_row), error->message);
      gtk_widget_set_visible (gtk_widget_get_ancestor (self->broken_row,
                                                       ADW_TYPE_PREFERENCES_GROUP), TRUE);
    }
  show_values (self, NULL);

  focus_item = &self->items[0];
  for (guint i = 0; tile_id != NULL && i < self->n_items; i++)
    if (g_strcmp0 (self->items[i].id, tile_id) == 0)
      focus_item = &self->items[i];
  gtk_widget_grab_focus (self->broken ? self->replace_button
                                      : ts_caylus_tile_row_first_field (focus_item));
  scroll_to (self, self->broken ? self->broken_row : focus_item->row);
  return GTK_WIDGET (self);
}
