/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-fill-entry.h"
#include "ts-burgundy-fill-spaces.h"
#include "ts-die-slot.h"
#include "ts-fold-box.h"
#include "ts-width-bin.h"

#define N_GOODS TS_BURGUNDY_ROUNDS
#define GOODS_SIZE 38

/* A new phase (CB-PHS): the depots' tiles and the five goods. In quick mode only the goods
 * are typed and every space gets a face-down "unknown" tile, named when somebody takes it;
 * full mode shows a drop-down per space (TsBurgundyFillSpaces). */
struct _TsBurgundyFillEntry
{
  GtkWidget parent_instance;

  gboolean quick;
  gboolean prepared;
  guint phase;

  TsDieSlot *goods[N_GOODS];
  guint current;

  GtkWidget *tiles; /* tiles_scroller, or the spaces out of it */

  /* template widgets */
  GtkWidget *tiles_scroller;
  GtkWidget *tiles_separator;
  TsBurgundyFillSpaces *spaces;
  GtkWidget *goods_box;
  GtkWidget *faces_box;
  GtkSwitch *quick_switch;
  GtkLabel *hint_label;
  GtkLabel *error_label;
  GtkWidget *submit_button;
};

G_DEFINE_FINAL_TYPE (TsBurgundyFillEntry, ts_burgundy_fill_entry, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_QUICK,
  N_PROPS
};

enum
{
  SUBMIT,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_fill_entry_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_FILL_ENTRY, NULL);
}

/* ---- The goods ---- */

static void
update_hint (TsBurgundyFillEntry *self)
{
  g_autofree char *hint = NULL;

  if (self->quick)
    /* Translators: %c is the phase letter, A to E */
    hint = g_strdup_printf (_("Phase %c: type the 5 goods of the phase, next round first"),
                            'A' + MIN (self->phase, 4));
  else
    /* Translators: %c is the phase letter, A to E */
    hint = g_strdup_printf (_("Phase %c: pick each depot space's tile (type to search), then "
                              "type the 5 goods"),
                            'A' + MIN (self->phase, 4));
  gtk_label_set_text (self->hint_label, hint);
}

static void
sync_goods (TsBurgundyFillEntry *self,
            gboolean             grab)
{
  for (guint i = 0; i < N_GOODS; i++)
    {
      guint value = ts_die_slot_get_value (self->goods[i]);
      g_autofree char *value_text = value > 0 ? g_strdup_printf ("%u", value)
                                              /* Translators: a slot nobody has filled yet */
                                              : g_strdup (_("not entered"));
      /* Translators: accessible name of a goods slot: the round (1-5) it is revealed in,
       * then the goods type entered */
      g_autofree char *name = g_strdup_printf (_("Goods for round %u: %s"), i + 1, value_text);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->goods[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  ts_die_slots_show_current (GTK_WIDGET (self), self->goods, N_GOODS, self->current,
                                      self->submit_button, grab);
}

static void
goods_changed (TsBurgundyFillEntry *self,
               gboolean             grab)
{
  ts_burgundy_fill_entry_set_error (self, NULL);
  sync_goods (self, grab);
}

/* Handles one key as if typed in the entry; the key controller calls it, and so can tests. */
gboolean
ts_burgundy_fill_entry_press_key (TsBurgundyFillEntry *self,
                                  guint                keyval,
                                  GdkModifierType      state)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_FILL_ENTRY (self), FALSE);

  return ts_die_slots_press (GTK_WIDGET (self), self->goods, N_GOODS, &self->current, keyval,
                             state, (TsDieSlotsSubmit) ts_burgundy_fill_entry_submit,
                             (TsDieSlotsChanged) goods_changed);
}

static guint
goods_index (TsBurgundyFillEntry *self,
             gpointer             slot)
{
  for (guint i = 0; i < N_GOODS; i++)
    if (self->goods[i] == slot)
      return i;
  return N_GOODS;
}

static void
goods_activated_cb (TsDieSlot   *slot,
                    TsBurgundyFillEntry *self)
{
  self->current = goods_index (self, slot);
  sync_goods (self, FALSE);
}

static void
goods_focus_cb (TsDieSlot   *slot,
                GParamSpec          *pspec,
                TsBurgundyFillEntry *self)
{
  if (gtk_widget_has_focus (GTK_WIDGET (slot)))
    {
      self->current = goods_index (self, slot);
      sync_goods (self, FALSE);
    }
}

static void
face_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TsBurgundyFillEntry *self = TS_BURGUNDY_FILL_ENTRY (widget);
  int value = g_variant_get_int32 (parameter);

  g_return_if_fail (value >= 1 && value <= 6);
  if (self->current >= N_GOODS)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  ts_die_slots_type (self->goods, N_GOODS, &self->current, value);
  goods_changed (self, FALSE);
}

static void
submit_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ts_burgundy_fill_entry_submit (TS_BURGUNDY_FILL_ENTRY (widget));
}

static void
quick_switched_cb (GtkSwitch           *toggle,
                   GParamSpec          *pspec,
                   TsBurgundyFillEntry *self)
{
  ts_burgundy_fill_entry_set_quick (self, gtk_switch_get_active (toggle));
}

static void
spaces_changed_cb (TsBurgundyFillSpaces *spaces,
                   TsBurgundyFillEntry  *self)
{
  ts_burgundy_fill_entry_set_error (self, NULL);
}

/* ---- GObject ---- */

static void
ts_burgundy_fill_entry_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  TsBurgundyFillEntry *self = TS_BURGUNDY_FILL_ENTRY (object);

  switch (prop_id)
    {
      case PROP_QUICK:
        g_value_set_boolean (value, self->quick);
        break;
      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_burgundy_fill_entry_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  TsBurgundyFillEntry *self = TS_BURGUNDY_FILL_ENTRY (object);

  switch (prop_id)
    {
      case PROP_QUICK:
        ts_burgundy_fill_entry_set_quick (self, g_value_get_boolean (value));
        break;
      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_burgundy_fill_entry_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_BURGUNDY_FILL_ENTRY);
  /* The template's top box is not a bound child: unparent it ourselves. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_burgundy_fill_entry_parent_class)->dispose (object);
}

static void
ts_burgundy_fill_entry_class_init (TsBurgundyFillEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ts_burgundy_fill_entry_get_property;
  object_class->set_property = ts_burgundy_fill_entry_set_property;
  object_class->dispose = ts_burgundy_fill_entry_dispose;

  /* Quick mode: only the goods are typed; tiles are identified when taken. */
  properties[PROP_QUICK] = g_param_spec_boolean ("quick", NULL, NULL, TRUE,
                                                 G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                     | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SUBMIT] = g_signal_new ("submit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_install_action (widget_class, "entry.face", "i", face_action);
  gtk_widget_class_install_action (widget_class, "entry.submit", NULL, submit_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "fillentry");
  g_type_ensure (TS_TYPE_FOLD_BOX);
  g_type_ensure (TS_TYPE_WIDTH_BIN);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/burgundy/ts-burgundy-fill-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyFillEntry, error_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyFillEntry, faces_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyFillEntry, goods_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyFillEntry, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyFillEntry, quick_switch);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyFillEntry, spaces);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyFillEntry, submit_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyFillEntry, tiles_scroller);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyFillEntry, tiles_separator);
  gtk_widget_class_bind_template_callback (widget_class, quick_switched_cb);
  gtk_widget_class_bind_template_callback (widget_class, spaces_changed_cb);

  g_type_ensure (TS_TYPE_BURGUNDY_FILL_SPACES);
}

static void
ts_burgundy_fill_entry_init (TsBurgundyFillEntry *self)
{
  self->quick = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->tiles = self->tiles_scroller;
  gtk_box_append (GTK_BOX (self->faces_box), ts_die_faces_new ("entry.face", TRUE));
  for (guint i = 0; i < N_GOODS; i++)
    {
      GtkWidget *slot = ts_die_slot_new (TRUE, GOODS_SIZE);

      self->goods[i] = TS_DIE_SLOT (slot);
      g_signal_connect_object (slot, "activate", G_CALLBACK (goods_activated_cb), self, 0);
      g_signal_connect_object (slot, "notify::has-focus", G_CALLBACK (goods_focus_cb), self, 0);
      gtk_box_append (GTK_BOX (self->goods_box), slot);
    }

  ts_die_slots_add_keys (GTK_WIDGET (self),
                         (TsDieSlotsPressKey) ts_burgundy_fill_entry_press_key);
  update_hint (self);
  sync_goods (self, FALSE);
}

/* ---- Public API ---- */

void
ts_burgundy_fill_entry_set_state (TsBurgundyFillEntry   *self,
                                  const TsBurgundyState *state)
{
  g_return_if_fail (TS_IS_BURGUNDY_FILL_ENTRY (self));
  g_return_if_fail (state != NULL);

  self->prepared = TRUE;
  self->phase = state->phase;
  ts_burgundy_fill_spaces_set_state (self->spaces, state);
  for (guint i = 0; i < N_GOODS; i++)
    ts_die_slot_set_value (self->goods[i], 0);
  self->current = 0;
  update_hint (self);
  goods_changed (self, FALSE);
}

void
ts_burgundy_fill_entry_set_entry (TsBurgundyFillEntry   *self,
                                  const TsBurgundyEntry *entry)
{
  gboolean named = FALSE;

  g_return_if_fail (TS_IS_BURGUNDY_FILL_ENTRY (self));
  g_return_if_fail (entry != NULL && entry->type == TS_BURGUNDY_ENTRY_FILL_DEPOTS);

  ts_burgundy_fill_spaces_set_tiles (self->spaces, entry);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
      named = named || entry->fill[d][s] > TS_BURGUNDY_TILE_UNKNOWN;
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    named = named || entry->fill_black[s] > TS_BURGUNDY_TILE_UNKNOWN;
  /* Named tiles can only be seen and corrected in full mode. */
  if (named)
    ts_burgundy_fill_entry_set_quick (self, FALSE);
  for (guint r = 0; r < N_GOODS; r++)
    ts_die_slot_set_value (self->goods[r], MIN (entry->fill_goods[r], 6));
  self->current = ts_die_slots_first_empty (self->goods, N_GOODS);
  goods_changed (self, FALSE);
}

void
ts_burgundy_fill_entry_set_quick (TsBurgundyFillEntry *self,
                                  gboolean             quick)
{
  g_return_if_fail (TS_IS_BURGUNDY_FILL_ENTRY (self));

  quick = !!quick;
  if (gtk_switch_get_active (self->quick_switch) != quick)
    gtk_switch_set_active (self->quick_switch, quick);
  if (self->quick == quick)
    return;
  self->quick = quick;
  gtk_widget_set_visible (self->tiles, !quick);
  gtk_widget_set_visible (self->tiles_separator, !quick);
  update_hint (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUICK]);
}

void
ts_burgundy_fill_entry_use_window (TsBurgundyFillEntry *self)
{
  GtkWidget *spaces;

  g_return_if_fail (TS_IS_BURGUNDY_FILL_ENTRY (self));

  spaces = GTK_WIDGET (self->spaces);
  ts_burgundy_fill_spaces_set_whole_names (self->spaces, TRUE);
  if (!GTK_IS_SCROLLED_WINDOW (self->tiles))
    return;
  /* Out of the scroller rather than a scroller that never scrolls: GTK 4.8's asks its child
   * its height for no width, the depots' one row, not the rows they wrap into. */
  g_object_ref (spaces);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->tiles), NULL);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->tiles)), spaces,
                              self->tiles);
  g_object_unref (spaces);
  gtk_widget_set_visible (spaces, gtk_widget_get_visible (self->tiles));
  gtk_widget_set_visible (self->tiles, FALSE);
  self->tiles = spaces;
}

gboolean
ts_burgundy_fill_entry_get_quick (TsBurgundyFillEntry *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_FILL_ENTRY (self), TRUE);
  return self->quick;
}

void
ts_burgundy_fill_entry_set_error (TsBurgundyFillEntry *self,
                                  const char          *message)
{
  g_return_if_fail (TS_IS_BURGUNDY_FILL_ENTRY (self));

  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), message == NULL);
}

gboolean
ts_burgundy_fill_entry_submit (TsBurgundyFillEntry *self)
{
  TsBurgundyEntry entry;
  guint missing;

  g_return_val_if_fail (TS_IS_BURGUNDY_FILL_ENTRY (self), FALSE);

  if (!self->prepared)
    return FALSE;
  missing = ts_die_slots_first_empty (self->goods, N_GOODS);
  if (missing < N_GOODS)
    {
      /* Translators: %u is a round, 1 to 5 */
      g_autofree char *message = g_strdup_printf (_("The goods for round %u are still missing."),
                                                  missing + 1);

      self->current = missing;
      sync_goods (self, TRUE);
      ts_burgundy_fill_entry_set_error (self, message);
      return FALSE;
    }

  ts_burgundy_entry_init (&entry, TS_BURGUNDY_ENTRY_FILL_DEPOTS, -1);
  ts_burgundy_fill_spaces_get_tiles (self->spaces, self->quick, &entry);
  for (guint r = 0; r < N_GOODS; r++)
    entry.fill_goods[r] = ts_die_slot_get_value (self->goods[r]);
  g_signal_emit (self, signals[SUBMIT], 0, &entry);
  return TRUE;
}

void
ts_burgundy_fill_entry_focus (TsBurgundyFillEntry *self)
{
  g_return_if_fail (TS_IS_BURGUNDY_FILL_ENTRY (self));

  self->current = ts_die_slots_first_empty (self->goods, N_GOODS);
  sync_goods (self, FALSE);
  if (!self->quick && ts_burgundy_fill_spaces_focus (self->spaces))
    return;
  if (self->current < N_GOODS)
    gtk_widget_grab_focus (GTK_WIDGET (self->goods[self->current]));
  else
    gtk_widget_grab_focus (self->submit_button);
}
