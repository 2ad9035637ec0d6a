/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy-route-editor.h"
#include "ts-overrides-broken.h"
#include "ts-mnemonic-names.h"

#define GAME_ID "castles-of-burgundy"
#define COMPONENT "trade-routes"

/* One piece's part of the window. */
typedef struct
{
  TsBurgundyRouteEditor *editor;
  const TsBurgundyRoutePiece *shipped;
  AdwPreferencesGroup *group;
  GtkWidget *goods[TS_BURGUNDY_PIECE_SPACES]; /* GtkDropDown: 0 = not entered, 1-6 */
  GtkWidget *bonus[TS_BURGUNDY_PIECE_SPACES]; /* GtkDropDown: 0 = not entered, 1 + bonus */
  GtkWidget *save;
  GtkWidget *put_back;
  GtkWidget *error_row; /* AdwActionRow, shown with a refusal */
} Item;

struct _TsBurgundyRouteEditor
{
  AdwWindow parent_instance;

  const TsBurgundyRoutePieces *shipped;
  TsComponentOverrides *overrides;
  gboolean broken; /* the file could not be read: nothing is saved over it */
  GtkWidget *broken_group; /* ts_overrides_broken_new() */
  GtkWidget *page;
  GtkSizeGroup *columns[2]; /* goods types and bonuses line up from row to row */
  guint n_items;
  Item items[TS_BURGUNDY_ROUTE_BOX_PIECES];
};

G_DEFINE_FINAL_TYPE (TsBurgundyRouteEditor, ts_burgundy_route_editor, ADW_TYPE_WINDOW)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* -------------------------------------------------------------------------------------- */
/* The user's pieces                                                                       */

TsComponentOverrides *
ts_burgundy_route_overrides_new (void)
{
  return ts_component_overrides_new (GAME_ID, COMPONENT, ts_burgundy_route_piece_check_item,
                                     NULL);
}

static void
apply_overrides (TsBurgundyRoutePieces *out,
                 TsComponentOverrides  *overrides)
{
  g_auto(GStrv) ids = ts_component_overrides_dup_ids (overrides);

  /* Each item was checked when the file was read. */
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    ts_burgundy_route_pieces_correct (out, ids[i], ts_component_overrides_get (overrides, ids[i]),
                                      NULL);
}

gboolean
ts_burgundy_route_box_pieces (TsBurgundyRoutePieces  *out,
                              GError                **error)
{
  const TsBurgundyRoutePieces *shipped = ts_burgundy_route_pieces_get (error);
  g_autoptr(TsComponentOverrides) overrides = ts_burgundy_route_overrides_new ();

  if (shipped == NULL)
    {
      memset (out, 0, sizeof *out);
      return FALSE;
    }
  *out = *shipped;
  if (!ts_component_overrides_load (overrides, NULL, error))
    return FALSE;
  apply_overrides (out, overrides);
  return TRUE;
}

const char *
ts_burgundy_route_bonus_short_name (guint bonus)
{
  switch (bonus)
    {
    case TS_BURGUNDY_BONUS_BUILDING:
      /* Translators: a trade-route bonus in short: take a building tile from a depot */
      return C_("route bonus", "Building tile");
    case TS_BURGUNDY_BONUS_CHURCH:
      /* Translators: a trade-route bonus in short: take one of these tiles from a depot */
      return C_("route bonus", "Castle, mine or monastery");
    case TS_BURGUNDY_BONUS_ANY:
      /* Translators: a trade-route bonus in short: take any hex tile from a depot */
      return C_("route bonus", "Any tile");
    default:
      return ts_burgundy_route_bonus_name (bonus);
    }
}

/* -------------------------------------------------------------------------------------- */
/* Showing and reading a piece                                                             */

static const char *
item_status (TsBurgundyRouteEditor *self,
             Item                  *item)
{
  if (ts_component_overrides_get (self->overrides, item->shipped->id) != NULL)
    /* Translators: how sure a trade-route piece is: the user entered it */
    return _("Entered from your box");
  switch (item->shipped->confidence)
    {
    case TS_BURGUNDY_CONFIDENCE_UNKNOWN:
      /* Translators: how sure a trade-route piece is */
      return _("Unknown: enter it from your box to deal it");
    case TS_BURGUNDY_CONFIDENCE_HIGH:
      /* Translators: how sure a trade-route piece is */
      return _("Shipped with Tableside");
    default:
      /* Translators: how sure a trade-route piece is: read from a picture in the rulebook */
      return _("Medium confidence: from the rulebook’s example picture");
    }
}

/* The fields of @item show the values in force: the user's entry or the shipped ones. */
static void
show_item (TsBurgundyRouteEditor *self,
           Item                  *item)
{
  TsBurgundyRoutePiece piece = *item->shipped;
  JsonNode *values = ts_component_overrides_get (self->overrides, item->shipped->id);
  gboolean known;

  if (values != NULL)
    ts_burgundy_route_piece_check (self->shipped, item->shipped->id, values, &piece, NULL);
  known = ts_burgundy_route_piece_known (&piece);
  for (guint k = 0; k < TS_BURGUNDY_PIECE_SPACES; k++)
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (item->goods[k]), known ? piece.die[k] : 0);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (item->bonus[k]),
                                  known ? piece.bonus[k] + 1u : 0);
    }
  adw_preferences_group_set_description (item->group, item_status (self, item));
  gtk_widget_set_sensitive (item->save, !self->broken);
  gtk_widget_set_sensitive (item->put_back, !self->broken && values != NULL);
}

static void
show_error (Item       *item,
            const char *message)
{
  gtk_widget_set_visible (item->error_row, message != NULL);
  if (message != NULL)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (item->error_row), message);
}

/* The piece's values as the file keeps them, or NULL with @error in words. */
static JsonNode *
read_item (Item    *item,
           GError **error)
{
  g_autoptr(JsonArray) spaces = json_array_new ();
  JsonObject *object;
  JsonNode *node;

  for (guint k = 0; k < TS_BURGUNDY_PIECE_SPACES; k++)
    {
      guint goods = gtk_drop_down_get_selected (GTK_DROP_DOWN (item->goods[k]));
      guint bonus = gtk_drop_down_get_selected (GTK_DROP_DOWN (item->bonus[k]));
      JsonArray *pair;

      if (goods < 1 || goods > 6 || bonus < 1 || bonus > TS_BURGUNDY_N_BONUSES)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: %u is a space of a trade-route piece, from 1 (left) */
                       _("Space %u needs its goods type and its bonus, as printed on the "
                         "piece."),
                       k + 1);
          return NULL;
        }
      pair = json_array_new ();
      json_array_add_int_element (pair, goods);
      json_array_add_string_element (pair, ts_burgundy_route_bonus_id (bonus - 1));
      json_array_add_array_element (spaces, pair);
    }
  object = json_object_new ();
  json_object_set_array_member (object, "spaces", g_steal_pointer (&spaces));
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, object);
  return node;
}

/* TRUE when @values are the shipped values of a known piece: no entry is needed. */
static gboolean
same_as_shipped (Item     *item,
                 JsonNode *values)
{
  g_autoptr(JsonNode) shipped = NULL;

  if (!ts_burgundy_route_piece_known (item->shipped))
    return FALSE;
  shipped = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (shipped, json_object_new ());
  json_object_set_member (json_node_get_object (shipped), "spaces",
                          ts_burgundy_route_piece_spaces_json (item->shipped));
  return json_node_equal (shipped, values);
}

/* Saves @item's entry (NULL: none, the shipped values) in the user's file; the piece then
 * shows what the file holds, and the reason when the check or the write refused. */
static gboolean
store_item (Item     *item,
            JsonNode *values)
{
  TsBurgundyRouteEditor *self = item->editor;
  g_autoptr(GError) error = NULL;

  if (self->broken)
    return FALSE;
  if (!ts_component_overrides_store (self->overrides, item->shipped->id, values, &error))
    {
      show_item (self, item);
      show_error (item, error->message);
      return FALSE;
    }
  show_item (self, item);
  show_error (item, NULL);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/* The piece as entered, refused in words when incomplete. A known piece entered as shipped
 * needs no entry of the user's. */
static gboolean
save_item (Item *item)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) values = read_item (item, &error);
  gboolean shipped;

  if (values == NULL)
    {
      show_error (item, error->message);
      return FALSE;
    }
  shipped = same_as_shipped (item, values);
  if (shipped && ts_component_overrides_get (item->editor->overrides, item->shipped->id) == NULL)
    {
      show_error (item, NULL);
      return TRUE;
    }
  return store_item (item, shipped ? NULL : values);
}

/* The buttons' handlers get their piece. */
static void
save_clicked_cb (Item *item)
{
  save_item (item);
}

static void
put_back_clicked_cb (Item *item)
{
  if (store_item (item, NULL))
    gtk_widget_grab_focus (item->goods[0]);
}

/* Digits pick a goods type; Up and Down step through either list without opening it; Enter
 * saves the piece (Space still opens a list). */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TsBurgundyRouteEditor *self)
{
  Item *item = g_object_get_data (G_OBJECT (controller), "route-item");
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *drop_down = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_DROP_DOWN)
                                       : NULL;
  guint n, selected;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter)
    {
      if (focus == item->save || focus == item->put_back)
        return FALSE;
      save_item (item);
      return TRUE;
    }
  if (drop_down == NULL)
    return FALSE;
  n = g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (drop_down)));
  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (drop_down));
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_6 && g_object_get_data (G_OBJECT (drop_down),
                                                                     "route-goods") != NULL)
    selected = keyval - GDK_KEY_0;
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_6
           && g_object_get_data (G_OBJECT (drop_down), "route-goods") != NULL)
    selected = keyval - GDK_KEY_KP_0;
  else if (keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down)
    selected = MIN (selected + 1, n - 1);
  else if (keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up)
    selected = selected > 0 ? selected - 1 : 0;
  else
    return FALSE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), selected);
  return TRUE;
}

static GtkWidget *
drop_down_new (GtkStringList *model,
               const char    *name,
               const char    *a11y)
{
  GtkWidget *drop_down = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (model)), NULL);

  gtk_widget_set_valign (drop_down, GTK_ALIGN_CENTER);
  gtk_widget_set_name (drop_down, name);
  /* Its button too, which takes the focus (issue 41). */
  ts_mnemonic_names_drop_down (GTK_DROP_DOWN (drop_down), a11y);
  return drop_down;
}

static void
add_item (TsBurgundyRouteEditor *self,
          const TsBurgundyRoutePiece *shipped,
          GtkStringList         *goods_names,
          GtkStringList         *bonus_names)
{
  Item *item = &self->items[self->n_items++];
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_autofree char *title = NULL;

  item->editor = self;
  item->shipped = shipped;
  item->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  /* Translators: a trade-route piece; %s is its letter or number */
  title = g_strdup_printf (_("Piece %s"), shipped->id);
  adw_preferences_group_set_title (item->group, title);
  gtk_widget_set_name (GTK_WIDGET (item->group), shipped->id);

  /* Translators: saves one trade-route piece as entered */
  item->save = gtk_button_new_with_label (_("Save"));
  gtk_widget_add_css_class (item->save, "suggested-action");
  /* Translators: forgets what the user entered for one trade-route piece */
  item->put_back = gtk_button_new_with_label (_("Put Back the Shipped Values"));
  gtk_widget_set_name (item->save, "save");
  gtk_widget_set_name (item->put_back, "put-back");
  for (GtkWidget **b = (GtkWidget *[]){ item->save, item->put_back, NULL }; *b != NULL; b++)
    {
      g_autofree char *a11y = g_strdup_printf ("%s: %s", title, gtk_button_get_label (GTK_BUTTON (*b)));

      gtk_widget_set_valign (*b, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (*b), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                      -1);
    }
  g_signal_connect_swapped (item->save, "clicked", G_CALLBACK (save_clicked_cb), item);
  g_signal_connect_swapped (item->put_back, "clicked", G_CALLBACK (put_back_clicked_cb), item);
  gtk_box_append (GTK_BOX (buttons), item->put_back);
  gtk_box_append (GTK_BOX (buttons), item->save);
  adw_preferences_group_set_header_suffix (item->group, buttons);

  for (guint k = 0; k < TS_BURGUNDY_PIECE_SPACES; k++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *row_title = NULL;
      g_autofree char *goods_a11y = NULL;
      g_autofree char *bonus_a11y = NULL;
      g_autofree char *name = g_strdup_printf ("space-%u", k);

      row_title = k == 0 ? g_strdup (_("Space 1 (left)"))
                  : k == TS_BURGUNDY_PIECE_SPACES - 1
                      /* Translators: %u is the last space of a trade-route piece */
                      ? g_strdup_printf (_("Space %u (right)"), k + 1)
                      /* Translators: %u is a space of a trade-route piece */
                      : g_strdup_printf (_("Space %u"), k + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), row_title);
      gtk_widget_set_name (row, name);
      /* Tab goes from field to field, not through the rows holding them. */
      gtk_widget_set_focusable (row, FALSE);
      /* Translators: a trade-route piece (“Piece A”), then its space (“Space 1 (left)”) */
      goods_a11y = g_strdup_printf (_("%s, %s: goods type"), title, row_title);
      /* Translators: a trade-route piece (“Piece A”), then its space (“Space 1 (left)”) */
      bonus_a11y = g_strdup_printf (_("%s, %s: bonus"), title, row_title);
      item->goods[k] = drop_down_new (goods_names, "goods", goods_a11y);
      g_object_set_data (G_OBJECT (item->goods[k]), "route-goods", item);
      item->bonus[k] = drop_down_new (bonus_names, "bonus", bonus_a11y);
      gtk_size_group_add_widget (self->columns[0], item->goods[k]);
      gtk_size_group_add_widget (self->columns[1], item->bonus[k]);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), item->goods[k]);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), item->bonus[k]);
      adw_preferences_group_add (item->group, row);
    }
  item->error_row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (item->error_row), FALSE);
  adw_action_row_set_icon_name (ADW_ACTION_ROW (item->error_row), "dialog-warning-symbolic");
  gtk_widget_add_css_class (item->error_row, "error");
  gtk_widget_set_focusable (item->error_row, FALSE);
  gtk_widget_set_name (item->error_row, "error");
  gtk_widget_set_visible (item->error_row, FALSE);
  adw_preferences_group_add (item->group, item->error_row);

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_object_set_data (G_OBJECT (keys), "route-item", item);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (item->group), keys);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), item->group);
}

/* -------------------------------------------------------------------------------------- */
/* A broken file                                                                           */

static void
file_replaced_cb (gpointer data)
{
  TsBurgundyRouteEditor *self = data;

  self->broken = FALSE;
  for (guint i = 0; i < self->n_items; i++)
    show_item (self, &self->items[i]);
  gtk_widget_grab_focus (self->items[0].goods[0]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* -------------------------------------------------------------------------------------- */

static void
ts_burgundy_route_editor_dispose (GObject *object)
{
  TsBurgundyRouteEditor *self = TS_BURGUNDY_ROUTE_EDITOR (object);

  g_clear_object (&self->overrides);
  g_clear_object (&self->columns[0]);
  g_clear_object (&self->columns[1]);
  G_OBJECT_CLASS (ts_burgundy_route_editor_parent_class)->dispose (object);
}

static void
ts_burgundy_route_editor_class_init (TsBurgundyRouteEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_burgundy_route_editor_dispose;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Escape closes the window: each piece is saved on its own, so nothing else is lost. */
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0,
                                       "window.close", NULL);
}

static void
ts_burgundy_route_editor_init (TsBurgundyRouteEditor *self)
{
  self->columns[0] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  self->columns[1] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
}

GtkWidget *
ts_burgundy_route_editor_new (GtkWindow  *parent,
                              const char *piece_id)
{
  TsBurgundyRouteEditor *self;
  GtkWidget *box, *intro;
  g_autoptr(GtkStringList) goods_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) bonus_names = gtk_string_list_new (NULL);
  g_autoptr(GError) error = NULL;
  Item *focus_item = NULL;

  self = g_object_new (TS_TYPE_BURGUNDY_ROUTE_EDITOR, "modal", parent != NULL, "transient-for",
                       parent, "default-width", 720, "default-height", 560,
                       /* Translators: the trade-route piece editor's window title */
                       "title", _("Your Box’s Trade-Route Pieces"), NULL);
  self->shipped = ts_burgundy_route_pieces_get (&error);
  g_return_val_if_fail (self->shipped != NULL, GTK_WIDGET (self));
  self->overrides = ts_burgundy_route_overrides_new ();

  /* Translators: a goods type or bonus of a trade-route space not given yet */
  gtk_string_list_append (goods_names, _("Not entered"));
  for (guint g = 1; g <= 6; g++)
    {
      /* Translators: a goods type, named by its die number */
      g_autofree char *name = g_strdup_printf (_("Goods %u"), g);
      gtk_string_list_append (goods_names, name);
    }
  gtk_string_list_append (bonus_names, _("Not entered"));
  for (guint b = 0; b < TS_BURGUNDY_N_BONUSES; b++)
    gtk_string_list_append (bonus_names, ts_burgundy_route_bonus_short_name (b));

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  self->page = adw_preferences_page_new ();
  gtk_widget_set_vexpand (self->page, TRUE);
  gtk_box_append (GTK_BOX (box), self->page);
  adw_window_set_content (ADW_WINDOW (self), box);

  intro = adw_preferences_group_new ();
  adw_preferences_group_set_description (
      ADW_PREFERENCES_GROUP (intro),
      /* Translators: the trade-route piece editor's introduction */
      _("Only 3 of the 12 pieces are known to Tableside, from the rulebook’s example picture. "
        "Enter each piece of your box once, its spaces from left to right: the goods type "
        "(die number) printed on the space and its bonus. New games deal the pieces you "
        "entered; games already started keep their routes."));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (intro));
  self->broken_group = ts_overrides_broken_new (
      self->overrides,
      /* Translators: over a broken file of the user's trade-route pieces; the reason
       * follows under it */
      _("Your pieces cannot be used; the file stays as it is until you replace it"),
      file_replaced_cb, self);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page),
                            ADW_PREFERENCES_GROUP (self->broken_group));
  for (guint i = 0; i < self->shipped->n_pieces; i++)
    add_item (self, &self->shipped->pieces[i], goods_names, bonus_names);

  if (!ts_component_overrides_load (self->overrides, NULL, &error))
    {
      self->broken = TRUE;
      ts_overrides_broken_show (self->broken_group, error->message);
    }
  for (guint i = 0; i < self->n_items; i++)
    {
      Item *item = &self->items[i];

      show_item (self, item);
      if (g_strcmp0 (item->shipped->id, piece_id) == 0
          || (piece_id == NULL && focus_item == NULL
              && !ts_burgundy_route_piece_known (item->shipped)
              && ts_component_overrides_get (self->overrides, item->shipped->id) == NULL))
        focus_item = item;
    }
  if (focus_item == NULL)
    focus_item = &self->items[0];
  gtk_widget_grab_focus (self->broken ? ts_overrides_broken_get_button (self->broken_group)
                                      : focus_item->goods[0]);
  return GTK_WIDGET (self);
}
