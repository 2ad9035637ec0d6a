/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-burgundy-board-slot.h"
#include "ts-fold-box.h"
#include "ts-burgundy-fill-spaces-private.h"

G_DEFINE_FINAL_TYPE (TsBurgundyFillSpaces, ts_burgundy_fill_spaces, GTK_TYPE_WIDGET)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];
static GQuark tile_quark;

/* Below it the black depot's name goes above its spaces: a phone's width is theirs. With
 * whole names, which take room, in a correction's window (600 px at most) always. */
#define BLACK_FOLD_WIDTH 480
#define BLACK_FOLD_WIDTH_WHOLE 640

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

gboolean
ts_burgundy_fill_spaces_filter_cb (gpointer item,
                                   gpointer user_data)
{
  SlotRef *ref = user_data;

  return offered (ref->self, ref->slot, tile_of (item));
}

/* ---- Keeping the drop-downs in step ---- */

guint
ts_burgundy_fill_spaces_position_of (GtkDropDown *dropdown,
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
void
ts_burgundy_fill_spaces_refilter (TsBurgundyFillSpaces *self,
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
      position = ts_burgundy_fill_spaces_position_of (self->dropdowns[i], self->pick[i]);
      if (position != gtk_drop_down_get_selected (self->dropdowns[i]))
        gtk_drop_down_set_selected (self->dropdowns[i], position);
    }
  self->syncing = FALSE;
}

void
ts_burgundy_fill_spaces_dropdown_selected_cb (GtkDropDown *dropdown,
                                              GParamSpec  *pspec,
                                              SlotRef     *ref)
{
  TsBurgundyFillSpaces *self = ref->self;
  gpointer item = gtk_drop_down_get_selected_item (dropdown);

  if (self->syncing || item == NULL || tile_of (item) == self->pick[ref->slot])
    return;
  self->pick[ref->slot] = tile_of (item);
  ts_burgundy_fill_spaces_refilter (self, ref->slot);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
ts_burgundy_fill_spaces_focus_next_dropdown (GtkDropDown *dropdown,
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
GListStore *
ts_burgundy_fill_spaces_create_catalog (TsBurgundyFillSpaces *self,
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
  GtkWidget *black = self->black_box = ts_fold_box_new (8);
  GtkWidget *label = gtk_label_new (_("Black depot"));

  /* Columns by depot, as many side by side as the width holds (six on a laptop's table
   * page): Tab runs down depot 1, then depot 2, ... then the black depot, whose eight spaces
   * take rows of four at most, its name beside them, or above them on a phone. */
  self->depots_box = ts_burgundy_wrap_grid_new (1, TS_BURGUNDY_N_DEPOTS, 12);
  self->black_grid = ts_burgundy_wrap_grid_new (1, 4, 8);
  gtk_widget_set_hexpand (self->black_grid, TRUE);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_widget_set_margin_top (label, 6);
  ts_fold_box_set_fold_width (TS_FOLD_BOX (black), BLACK_FOLD_WIDTH);
  ts_fold_box_append (TS_FOLD_BOX (black), label);
  ts_fold_box_append (TS_FOLD_BOX (black), self->black_grid);
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

  ts_burgundy_fill_spaces_clear_spaces (self);
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
  ts_burgundy_fill_spaces_build_spaces (self);
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
  ts_burgundy_fill_spaces_refilter (self, N_SLOTS);
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

void
ts_burgundy_fill_spaces_set_whole_names (TsBurgundyFillSpaces *self,
                                         gboolean              whole)
{
  g_return_if_fail (TS_IS_BURGUNDY_FILL_SPACES (self));

  self->whole_names = whole;
  ts_fold_box_set_fold_width (TS_FOLD_BOX (self->black_box),
                              whole ? BLACK_FOLD_WIDTH_WHOLE : BLACK_FOLD_WIDTH);
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
