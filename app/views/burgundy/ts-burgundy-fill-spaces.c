/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "burgundy/ts-burgundy-rules.h"
#include "ts-die-slot.h"
#include "ts-burgundy-dropdown-search.h"
#include "ts-burgundy-fill-spaces.h"
#include "ts-burgundy-paint.h"
#include "ts-paint.h"

/* Tile slots: depot d space s is d * 4 + s, then the black depot's 8 spaces. */
#define N_DEPOT_SLOTS (TS_BURGUNDY_N_DEPOTS * TS_BURGUNDY_DEPOT_SLOTS)
#define N_SLOTS (N_DEPOT_SLOTS + TS_BURGUNDY_BLACK_SLOTS)
/* Stacks a space draws from: the six colours (coloured backs), then the black backs. */
#define BLACK_KEY TS_BURGUNDY_N_COLOURS
#define N_KEYS (TS_BURGUNDY_N_COLOURS + 1)

/* The drop-downs are filtered together: a face picked in one space is one fewer for the
 * others, and no stack gives more tiles than it holds (what ts_burgundy_apply checks). */
struct _TsBurgundyFillSpaces
{
  GtkWidget parent_instance;

  gboolean syncing; /* the drop-downs are being re-filtered, not picked from */

  gboolean used[N_SLOTS];
  guint8 key[N_SLOTS];  /* the space's stack: colour, or BLACK_KEY */
  guint8 pick[N_SLOTS]; /* the tile per space; NONE = left empty */
  GtkDropDown *dropdowns[N_SLOTS];
  GtkFilter *filters[N_SLOTS];

  guint8 supply[2][TS_BURGUNDY_N_TILES];
  TsBurgundyOptions options;
  int avail[N_KEYS];  /* tiles the stack can still give */
  int n_used[N_KEYS]; /* spaces it fills */

  GtkWidget *depots_box;
  GtkWidget *black_rows[2];
};

G_DEFINE_FINAL_TYPE (TsBurgundyFillSpaces, ts_burgundy_fill_spaces, GTK_TYPE_WIDGET)

/* What a space's filter needs: the filter function gets no other context. */
typedef struct
{
  TsBurgundyFillSpaces *self;
  guint slot;
} SlotRef;

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];
static GQuark tile_quark;

GtkWidget *
ts_burgundy_fill_spaces_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_FILL_SPACES, NULL);
}

/* ---- The stacks (as ts-burgundy-rules.c counts them; that header is the engine's own) ---- */

static guint
back_of (guint key)
{
  return key == BLACK_KEY ? 1 : 0;
}

/* CB-PLY-04: with 3 players one castle space takes a mine in some phases. */
static guint
space_colour (const TsBurgundyState *state,
              guint                  depot,
              guint                  slot)
{
  const TsBurgundyData *d = state->data;

  if (state->n_players == 3 && depot == d->mine_space_depot && slot == d->mine_space_slot
      && (d->mine_space_phases >> state->phase) & 1u)
    return TS_BURGUNDY_MINE;
  return d->depot_colour[depot][slot];
}

static int
stack_available (const TsBurgundyState *state,
                 guint                  key)
{
  guint back = back_of (key), c = key == BLACK_KEY ? 0 : key;
  int n = 0;

  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    if (back == 1 || ts_burgundy_tile_colour (t) == key)
      n += state->supply[back][t];
  return n - state->unknown[back][c] - state->lost_unknown[back][c];
}

/* A module's tiles are offered only with the module on (issue 14), whatever the supply says;
 * inns never lie in a depot (they stack beside the black one, CB-INN-01). */
static gboolean
in_game (const TsBurgundyOptions *options,
         guint                    tile)
{
  if (tile == TS_BURGUNDY_TILE_INN)
    return FALSE;
  if (tile == TS_BURGUNDY_TILE_CRANE || tile == TS_BURGUNDY_TILE_GEESE
      || tile == TS_BURGUNDY_MONASTERY_TILE (27) || tile == TS_BURGUNDY_MONASTERY_TILE (28))
    return options->extra_tiles;
  if (tile == TS_BURGUNDY_TILE_WHITE_CASTLE || tile == TS_BURGUNDY_MONASTERY_TILE (29))
    return options->white_castles;
  return TRUE;
}

static guint
tile_of (gpointer item)
{
  return GPOINTER_TO_UINT (g_object_get_qdata (G_OBJECT (item), tile_quark)) & 0xff;
}

/* Whether space @i may show @tile, given what the other spaces hold. */
static gboolean
offered (TsBurgundyFillSpaces *self,
         guint                i,
         guint                tile)
{
  guint key = self->key[i], back = back_of (key);
  int placed = 0, same = 0;

  if (tile == self->pick[i] || tile == TS_BURGUNDY_TILE_NONE)
    return TRUE;
  for (guint j = 0; j < N_SLOTS; j++)
    {
      if (j == i || !self->used[j])
        continue;
      if (self->key[j] == key && self->pick[j] != TS_BURGUNDY_TILE_NONE)
        placed++;
      if (back_of (self->key[j]) == back && self->pick[j] == tile)
        same++;
    }
  if (placed >= self->avail[key])
    return FALSE;
  return tile == TS_BURGUNDY_TILE_UNKNOWN || same < self->supply[back][tile];
}

static gboolean
filter_cb (gpointer item,
           gpointer user_data)
{
  SlotRef *ref = user_data;

  return offered (ref->self, ref->slot, tile_of (item));
}

/* ---- Keeping the drop-downs in step ---- */

static guint
position_of (GtkDropDown *dropdown,
             guint        tile)
{
  GListModel *model = gtk_drop_down_get_model (dropdown);
  guint n = g_list_model_get_n_items (model);

  for (guint p = 0; p < n; p++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, p);

      if (tile_of (item) == tile)
        return p;
    }
  return GTK_INVALID_LIST_POSITION;
}

/* Re-filters every other space after a pick, and keeps each one showing its own pick. */
static void
refilter (TsBurgundyFillSpaces *self,
          guint                except)
{
  self->syncing = TRUE;
  for (guint i = 0; i < N_SLOTS; i++)
    {
      guint position;

      if (self->dropdowns[i] == NULL)
        continue;
      if (i != except)
        gtk_filter_changed (self->filters[i], GTK_FILTER_CHANGE_DIFFERENT);
      position = position_of (self->dropdowns[i], self->pick[i]);
      if (position != gtk_drop_down_get_selected (self->dropdowns[i]))
        gtk_drop_down_set_selected (self->dropdowns[i], position);
    }
  self->syncing = FALSE;
}

static void
dropdown_selected_cb (GtkDropDown *dropdown,
                      GParamSpec  *pspec,
                      SlotRef     *ref)
{
  TsBurgundyFillSpaces *self = ref->self;
  gpointer item = gtk_drop_down_get_selected_item (dropdown);

  if (self->syncing || item == NULL || tile_of (item) == self->pick[ref->slot])
    return;
  self->pick[ref->slot] = tile_of (item);
  refilter (self, ref->slot);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
focus_next_dropdown (GtkDropDown *dropdown,
                     gpointer     user_data)
{
  SlotRef *ref = user_data;
  TsBurgundyFillSpaces *self = ref->self;

  for (guint j = ref->slot + 1; j < N_SLOTS; j++)
    if (self->dropdowns[j] != NULL)
      {
        gtk_widget_grab_focus (GTK_WIDGET (self->dropdowns[j]));
        return;
      }
  gtk_widget_grab_focus (GTK_WIDGET (dropdown));
}

/* ---- Building the form ---- */

static void
setup_item_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (ellipsize != NULL)
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_item_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (string));
}

static GtkListItemFactory *
create_factory (gboolean ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_item_cb), GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item_cb), NULL);
  return factory;
}

static void
append_item (GListStore *store,
             guint       tile,
             const char *name)
{
  g_autoptr(GtkStringObject) item = gtk_string_object_new (name);

  g_object_set_qdata (G_OBJECT (item), tile_quark, GUINT_TO_POINTER (tile | 0x100));
  g_list_store_append (store, item);
}

/* The faces one stack can give: "not identified", "empty" when the stack cannot fill every
 * space, then the faces left in it. */
static GListStore *
create_catalog (TsBurgundyFillSpaces *self,
                guint                key)
{
  GListStore *store = g_list_store_new (GTK_TYPE_STRING_OBJECT);
  guint back = back_of (key);

  /* Translators: a depot space's tile that is not identified now (it is when taken) */
  append_item (store, TS_BURGUNDY_TILE_UNKNOWN, _("Unknown"));
  if (self->avail[key] < self->n_used[key])
    /* Translators: a depot space left empty because its stack has run out */
    append_item (store, TS_BURGUNDY_TILE_NONE, _("Empty (stack used up)"));
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    if (self->supply[back][t] > 0 && (back == 1 || ts_burgundy_tile_colour (t) == key)
        && in_game (&self->options, t))
      {
        const char *name = ts_burgundy_tile_name (t);
        gunichar first = g_utf8_get_char (name);
        char head[8] = { 0 };
        g_autofree char *title = NULL;

        /* Names are lower case for use inside sentences; a list item starts a sentence. */
        g_unichar_to_utf8 (g_unichar_totitle (first), head);
        title = g_strconcat (head, g_utf8_next_char (name), NULL);
        append_item (store, t, title);
      }
  return store;
}

static void
draw_space_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  guint key = GPOINTER_TO_UINT (user_data);
  gboolean dark = ts_paint_is_dark (GTK_WIDGET (area));
  GdkRGBA fill;

  if (key == BLACK_KEY)
    ts_burgundy_paint_black (dark, &fill);
  else
    ts_burgundy_paint_colour (key, dark, &fill);
  ts_paint_hex_path (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_fill_preserve (cr);
  /* A grey rim keeps the black depot's hexagon visible on a dark background. */
  cairo_set_source_rgba (cr, 0.55, 0.55, 0.55, key == BLACK_KEY && dark ? 1.0 : 0.6);
  cairo_set_line_width (cr, key == BLACK_KEY && dark ? 1.5 : 1);
  cairo_stroke (cr);
}

static GtkWidget *
create_space (TsBurgundyFillSpaces *self,
              guint                i,
              GListStore          *catalog,
              const char          *name)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  /* The drop-down's name says the space's colour: the hexagon is decoration to a reader. */
  GtkWidget *hex = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role",
                                 GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  SlotRef *ref = g_new (SlotRef, 1);
  GtkFilter *filter;
  GtkFilterListModel *model;
  GtkWidget *dropdown;
  g_autoptr(GtkListItemFactory) factory = create_factory (TRUE);
  g_autoptr(GtkListItemFactory) list_factory = create_factory (FALSE);

  ref->self = self;
  ref->slot = i;
  filter = GTK_FILTER (gtk_custom_filter_new (filter_cb, ref, g_free));
  self->filters[i] = filter;
  model = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (catalog)), filter);
  dropdown = gtk_drop_down_new (G_LIST_MODEL (model), gtk_property_expression_new (
                                                          GTK_TYPE_STRING_OBJECT, NULL, "string"));
  self->dropdowns[i] = GTK_DROP_DOWN (dropdown);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), factory);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (dropdown), list_factory);
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (dropdown), TRUE);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown),
                              position_of (GTK_DROP_DOWN (dropdown), self->pick[i]));
  gtk_widget_set_hexpand (dropdown, TRUE);
  gtk_widget_set_size_request (dropdown, 80, -1);
  gtk_widget_set_tooltip_text (dropdown, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  g_signal_connect (dropdown, "notify::selected", G_CALLBACK (dropdown_selected_cb), ref);

  ts_burgundy_dropdown_search_init (GTK_DROP_DOWN (dropdown), focus_next_dropdown, ref);

  gtk_widget_set_size_request (hex, 16, 16);
  gtk_widget_set_valign (hex, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (hex), draw_space_cb,
                                  GUINT_TO_POINTER (self->key[i]), NULL);
  gtk_box_append (GTK_BOX (row), hex);
  gtk_box_append (GTK_BOX (row), dropdown);
  return row;
}

static void
remove_children (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

static void
clear_spaces (TsBurgundyFillSpaces *self)
{
  remove_children (self->depots_box);
  remove_children (self->black_rows[0]);
  remove_children (self->black_rows[1]);
  memset (self->dropdowns, 0, sizeof self->dropdowns);
  memset (self->filters, 0, sizeof self->filters);
}

static void
build_spaces (TsBurgundyFillSpaces *self)
{
  GListStore *catalogs[N_KEYS];

  for (guint k = 0; k < N_KEYS; k++)
    catalogs[k] = create_catalog (self, k);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    {
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      /* Depots are numbered by die faces on the board. */
      GtkWidget *die = ts_die_slot_new_picture (FALSE, 20, d + 1);
      /* Translators: %u is a depot number, 1 to 6 */
      g_autofree char *title = g_strdup_printf (_("Depot %u"), d + 1);
      GtkWidget *label = gtk_label_new (title);

      gtk_widget_add_css_class (label, "caption-heading");
      gtk_box_append (GTK_BOX (head), die);
      gtk_box_append (GTK_BOX (head), label);
      gtk_box_append (GTK_BOX (column), head);
      for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
        {
          guint i = d * TS_BURGUNDY_DEPOT_SLOTS + s;
          g_autofree char *name = NULL;

          if (!self->used[i])
            continue;
          /* Translators: accessible name of a depot space: depot number, then its colour
           * ("castle", "city", ...) */
          name = g_strdup_printf (_("Depot %u, %s space"), d + 1,
                                  ts_burgundy_colour_name (self->key[i]));
          gtk_box_append (GTK_BOX (column), create_space (self, i, catalogs[self->key[i]], name));
        }
      gtk_box_append (GTK_BOX (self->depots_box), column);
    }
  for (guint s = 0, n = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    {
      guint i = N_DEPOT_SLOTS + s;
      g_autofree char *name = NULL;

      if (!self->used[i])
        continue;
      /* Translators: accessible name of a black depot space, 1 to 8 */
      name = g_strdup_printf (_("Black depot, space %u"), s + 1);
      gtk_box_append (GTK_BOX (self->black_rows[n++ / 4]),
                      create_space (self, i, catalogs[BLACK_KEY], name));
    }
  for (guint k = 0; k < N_KEYS; k++)
    g_object_unref (catalogs[k]);
  refilter (self, N_SLOTS);
}

/* ---- GObject ---- */

static void
ts_burgundy_fill_spaces_dispose (GObject *object)
{
  TsBurgundyFillSpaces *self = TS_BURGUNDY_FILL_SPACES (object);
  GtkWidget *child;

  memset (self->dropdowns, 0, sizeof self->dropdowns);
  memset (self->filters, 0, sizeof self->filters);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_burgundy_fill_spaces_parent_class)->dispose (object);
}

static void
ts_burgundy_fill_spaces_class_init (TsBurgundyFillSpacesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_fill_spaces_dispose;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "fillspaces");
  tile_quark = g_quark_from_static_string ("ts-burgundy-fill-tile");
}

static void
ts_burgundy_fill_spaces_init (TsBurgundyFillSpaces *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *black = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new (_("Black depot"));

  /* Columns by depot: Tab runs down depot 1, then depot 2, ... then the black depot, whose
   * eight spaces take two rows of four so that tile names stay readable. */
  self->depots_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_set_homogeneous (GTK_BOX (self->depots_box), TRUE);
  for (guint r = 0; r < 2; r++)
    {
      self->black_rows[r] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      gtk_box_set_homogeneous (GTK_BOX (self->black_rows[r]), TRUE);
      gtk_box_append (GTK_BOX (rows), self->black_rows[r]);
    }
  gtk_widget_set_hexpand (rows, TRUE);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_widget_set_margin_top (label, 6);
  gtk_box_append (GTK_BOX (black), label);
  gtk_box_append (GTK_BOX (black), rows);
  gtk_box_append (GTK_BOX (box), self->depots_box);
  gtk_box_append (GTK_BOX (box), black);
  gtk_widget_set_parent (box, GTK_WIDGET (self));
}

/* ---- Public API ---- */

void
ts_burgundy_fill_spaces_set_state (TsBurgundyFillSpaces  *self,
                                   const TsBurgundyState *state)
{
  int placed[N_KEYS] = { 0 };

  g_return_if_fail (TS_IS_BURGUNDY_FILL_SPACES (self));
  g_return_if_fail (state != NULL);

  clear_spaces (self);
  memcpy (self->supply, state->supply, sizeof self->supply);
  self->options = state->options;
  memset (self->n_used, 0, sizeof self->n_used);
  for (guint i = 0; i < N_SLOTS; i++)
    {
      if (i < N_DEPOT_SLOTS)
        {
          guint d = i / TS_BURGUNDY_DEPOT_SLOTS, s = i % TS_BURGUNDY_DEPOT_SLOTS;

          self->used[i] = ts_burgundy_slot_used (state, d, s);
          self->key[i] = space_colour (state, d, s);
        }
      else
        {
          self->used[i] = ts_burgundy_black_used (state, i - N_DEPOT_SLOTS);
          self->key[i] = BLACK_KEY;
        }
      self->n_used[self->key[i]] += self->used[i];
    }
  for (guint k = 0; k < N_KEYS; k++)
    self->avail[k] = stack_available (state, k);

  /* Start from what is certain: a castle, mine or river space can only show a castle, a
   * mine or a ship; other spaces wait to be named. A stack that has run out leaves the last
   * spaces empty (CB-PHS-06). */
  memset (self->pick, TS_BURGUNDY_TILE_NONE, sizeof self->pick);
  for (guint i = 0; i < N_SLOTS; i++)
    {
      guint key = self->key[i], only = TS_BURGUNDY_TILE_NONE, n_faces = 0;

      if (!self->used[i] || placed[key] >= self->avail[key])
        continue;
      for (guint t = TS_BURGUNDY_TILE_CASTLE; key != BLACK_KEY && t < TS_BURGUNDY_N_TILES; t++)
        if (ts_burgundy_tile_colour (t) == key && self->supply[0][t] > 0
            && in_game (&self->options, t))
          {
            only = t;
            n_faces++;
          }
      self->pick[i] = n_faces == 1 && offered (self, i, only) ? only : TS_BURGUNDY_TILE_UNKNOWN;
      placed[key]++;
    }
  build_spaces (self);
}

void
ts_burgundy_fill_spaces_set_tiles (TsBurgundyFillSpaces  *self,
                                   const TsBurgundyEntry *entry)
{
  g_return_if_fail (TS_IS_BURGUNDY_FILL_SPACES (self));
  g_return_if_fail (entry != NULL);

  for (guint i = 0; i < N_SLOTS; i++)
    {
      guint t = i < N_DEPOT_SLOTS
                    ? entry->fill[i / TS_BURGUNDY_DEPOT_SLOTS][i % TS_BURGUNDY_DEPOT_SLOTS]
                    : entry->fill_black[i - N_DEPOT_SLOTS];

      if (self->used[i] && t < TS_BURGUNDY_N_TILES)
        self->pick[i] = t;
    }
  refilter (self, N_SLOTS);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
ts_burgundy_fill_spaces_get_tiles (TsBurgundyFillSpaces *self,
                                   gboolean              quick,
                                   TsBurgundyEntry      *entry)
{
  int placed[N_KEYS] = { 0 };

  g_return_if_fail (TS_IS_BURGUNDY_FILL_SPACES (self));
  g_return_if_fail (entry != NULL);

  for (guint i = 0; i < N_SLOTS; i++)
    {
      guint t = TS_BURGUNDY_TILE_NONE;

      if (self->used[i] && !quick)
        t = self->pick[i];
      else if (self->used[i] && placed[self->key[i]]++ < self->avail[self->key[i]])
        t = TS_BURGUNDY_TILE_UNKNOWN;
      if (i < N_DEPOT_SLOTS)
        entry->fill[i / TS_BURGUNDY_DEPOT_SLOTS][i % TS_BURGUNDY_DEPOT_SLOTS] = t;
      else
        entry->fill_black[i - N_DEPOT_SLOTS] = t;
    }
}

gboolean
ts_burgundy_fill_spaces_focus (TsBurgundyFillSpaces *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_FILL_SPACES (self), FALSE);

  for (guint i = 0; i < N_SLOTS; i++)
    if (self->dropdowns[i] != NULL)
      return gtk_widget_grab_focus (GTK_WIDGET (self->dropdowns[i]));
  return FALSE;
}

GtkDropDown *
ts_burgundy_fill_spaces_get_dropdown (TsBurgundyFillSpaces *self,
                                      guint                 depot,
                                      guint                 slot)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_FILL_SPACES (self), NULL);
  g_return_val_if_fail (depot <= TS_BURGUNDY_N_DEPOTS, NULL);

  if (depot == 0)
    return slot < TS_BURGUNDY_BLACK_SLOTS ? self->dropdowns[N_DEPOT_SLOTS + slot] : NULL;
  return slot < TS_BURGUNDY_DEPOT_SLOTS
             ? self->dropdowns[(depot - 1) * TS_BURGUNDY_DEPOT_SLOTS + slot]
             : NULL;
}

guint
ts_burgundy_fill_spaces_item_tile (gpointer item)
{
  g_return_val_if_fail (G_IS_OBJECT (item), TS_BURGUNDY_TILE_NONE);
  return tile_of (item);
}
