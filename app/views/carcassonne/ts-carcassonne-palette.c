/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The drawn tile picked from the kinds left in the box, by code, by words or by pointer. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "ts-carcassonne-paint.h"
#include "ts-entry-hint.h"
#include "ts-focus-group.h"
#include "ts-carcassonne-palette-private.h"
#include "ts-filter-guard.h"
#include "ts-tooltip.h"

#define PICTURE_SIZE 40

G_DEFINE_FINAL_TYPE (TsCarcassonnePalette, ts_carcassonne_palette, GTK_TYPE_WIDGET)

enum
{
  DRAW,
  PASS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_carcassonne_palette_new (void)
{
  return g_object_new (TS_TYPE_CARCASSONNE_PALETTE, NULL);
}

static void
drop_question (TsCarcassonnePalette *self)
{
  GtkWindow *question = self->question;

  g_clear_weak_pointer (&self->question);
  self->asked = -1;
  if (question != NULL)
    gtk_window_destroy (question);
}

/* -------------------------------------------------------------------------------------- */
/* The grid                                                                                */

/* A kind that fits nowhere: its picture faded under a “no” sign, and said in words to the
 * pointer and to screen readers, before anyone picks it. */
static GtkWidget *
new_picture (const TsCarcassonneKind *kind,
             gboolean                 nowhere)
{
  GtkWidget *overlay, *sign;

  if (!nowhere)
    return ts_carcassonne_tile_picture_new (kind, 0, PICTURE_SIZE);
  overlay = gtk_overlay_new ();
  gtk_overlay_set_child (GTK_OVERLAY (overlay),
                         ts_carcassonne_tile_picture_new (kind, 0, PICTURE_SIZE));
  sign = gtk_image_new_from_icon_name ("action-unavailable-symbolic");
  gtk_image_set_pixel_size (GTK_IMAGE (sign), 20);
  gtk_widget_set_halign (sign, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (sign, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (sign, "cc-nowhere-sign");
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), sign);
  return overlay;
}

/* A kind's child: its picture over a caption, both filled by update_child(). */
static GtkWidget *
new_child (guint index)
{
  GtkWidget *child = gtk_flow_box_child_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *caption = gtk_label_new (NULL);

  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "numeric");
  gtk_box_append (GTK_BOX (box), caption);
  gtk_widget_set_margin_top (box, 2);
  gtk_widget_set_margin_bottom (box, 2);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), box);
  g_object_set_data (G_OBJECT (child), "kind", GUINT_TO_POINTER (index));
  return child;
}

/* What the child of kind @index says, for @left tiles of it, @nowhere if it fits nowhere:
 * only what differs from what it says already (@fresh: a new child, which says nothing). */
static void
update_child (TsCarcassonnePalette    *self,
              guint                    index,
              const TsCarcassonneKind *kind,
              guint                    left,
              gboolean                 nowhere,
              gboolean                 fresh)
{
  GtkWidget *child = self->children[index];
  GtkWidget *box = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

  if (fresh || left != self->left[index])
    {
      g_autofree char *count = NULL;
      g_autofree char *label = NULL;

      /* Translators: a tile kind's code and how many are left in the box, “U ×3” */
      count = g_strdup_printf (_("%s ×%u"), kind->code, left);
      gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (box)), count);
      /* Translators: the accessible name of a tile in the palette: its code, its
       * description and how many are left in the box */
      label = g_strdup_printf (ngettext ("%s, %s: %u left", "%s, %s: %u left", left), kind->code,
                               ts_carcassonne_kind_name (kind), left);
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
    }
  self->left[index] = left;
  if (!fresh && nowhere == self->nowhere[index])
    return;
  self->nowhere[index] = nowhere;
  if (!fresh)
    gtk_box_remove (GTK_BOX (box), gtk_widget_get_first_child (box));
  gtk_box_prepend (GTK_BOX (box), new_picture (kind, nowhere));
  if (nowhere)
    {
      g_autofree char *tip = NULL;

      /* Translators: a tile of the palette that no open spot of the map takes (CA-BTL-04) */
      tip = g_strdup_printf (_("%s: fits nowhere on the map"), ts_carcassonne_kind_name (kind));
      ts_tooltip_set (child, tip);
      gtk_widget_add_css_class (child, "cc-fits-nowhere");
      gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      /* Translators: the accessible description of a tile
                                       * of the palette that no open spot takes */
                                      _("fits nowhere on the map"), -1);
    }
  else
    {
      gtk_widget_remove_css_class (child, "cc-fits-nowhere");
      ts_tooltip_set (child, ts_carcassonne_kind_name (kind));
    }
}

static void
remove_child (TsCarcassonnePalette *self,
              guint                 index)
{
  if (self->children[index] != NULL)
    gtk_flow_box_remove (self->grid, self->children[index]);
  self->children[index] = NULL;
  self->left[index] = 0;
  self->nowhere[index] = FALSE;
}

/* From one draw to the next one kind's count changes, and which kinds fit nowhere: the
 * children of the kinds still in the box are kept and told only what changed, as remaking
 * them all made the next frame measure and lay out the whole grid again (issue 29). */
void
ts_carcassonne_palette_set_state (TsCarcassonnePalette     *self,
                                  const TsCarcassonneState *state)
{
  guint position = 0;

  g_return_if_fail (TS_IS_CARCASSONNE_PALETTE (self));
  g_return_if_fail (state != NULL);

  /* A question about the state before is no longer the table's. */
  drop_question (self);
  if (self->data != state->data)
    for (guint i = 0; i < TS_CARCASSONNE_MAX_KINDS; i++)
      {
        remove_child (self, i);
        g_clear_pointer (&self->words[i], g_free);
      }
  self->data = state->data;
  for (guint i = 0; i < state->data->n_kinds; i++)
    {
      gboolean fresh = FALSE;

      if (state->left[i] == 0)
        {
          remove_child (self, i);
          continue;
        }
      if (self->words[i] == NULL)
        self->words[i] = ts_carcassonne_palette_kind_words (&state->data->kinds[i]);
      if (self->children[i] == NULL)
        {
          self->children[i] = new_child (i);
          gtk_flow_box_insert (self->grid, self->children[i], position);
          fresh = TRUE;
        }
      update_child (self, i, &state->data->kinds[i], state->left[i],
                    state->stage == TS_CARCASSONNE_STAGE_DRAW
                        && !ts_carcassonne_fits_somewhere (state, i),
                    fresh);
      position++;
    }
  /* The builder's second tile may be refused (CA-TBU-05: “poderá”). */
  gtk_widget_set_visible (self->pass_button,
                          state->stage == TS_CARCASSONNE_STAGE_DRAW && state->second_tile);
  gtk_editable_set_text (GTK_EDITABLE (self->search), "");
  ts_carcassonne_palette_update_query (self);
}

void
ts_carcassonne_palette_set_filter (TsCarcassonnePalette *self,
                                   const char           *text)
{
  g_return_if_fail (TS_IS_CARCASSONNE_PALETTE (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search), text);
  ts_carcassonne_palette_update_query (self);
}

guint
ts_carcassonne_palette_get_n_shown (TsCarcassonnePalette *self)
{
  guint n = 0;

  g_return_val_if_fail (TS_IS_CARCASSONNE_PALETTE (self), 0);

  for (guint i = 0; i < TS_CARCASSONNE_MAX_KINDS; i++)
    if (self->children[i] != NULL && ts_carcassonne_palette_kind_shown (self, i))
      n++;
  return n;
}

int
ts_carcassonne_palette_get_first_shown (TsCarcassonnePalette *self)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_PALETTE (self), -1);

  for (guint i = 0; i < TS_CARCASSONNE_MAX_KINDS; i++)
    if (self->children[i] != NULL && ts_carcassonne_palette_kind_shown (self, i))
      return i;
  return -1;
}

GtkWidget *
ts_carcassonne_palette_get_button (TsCarcassonnePalette *self,
                                   guint                 kind)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_PALETTE (self), NULL);
  g_return_val_if_fail (kind < TS_CARCASSONNE_MAX_KINDS, NULL);

  return self->children[kind];
}

void
ts_carcassonne_palette_focus (TsCarcassonnePalette *self)
{
  g_return_if_fail (TS_IS_CARCASSONNE_PALETTE (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->search));
}

void
ts_carcassonne_palette_append_to_line (TsCarcassonnePalette *self,
                                       GtkWidget            *widget)
{
  g_return_if_fail (TS_IS_CARCASSONNE_PALETTE (self));

  gtk_box_append (GTK_BOX (gtk_widget_get_parent (self->pass_button)), widget);
}

/* -------------------------------------------------------------------------------------- */
/* Signals                                                                                 */

static void
search_changed_cb (TsCarcassonnePalette *self)
{
  ts_carcassonne_palette_update_query (self);
}

static void
question_response_cb (AdwMessageDialog     *dialog,
                      const char           *response,
                      TsCarcassonnePalette *self)
{
  int kind = self->asked;

  g_clear_weak_pointer (&self->question);
  self->asked = -1;
  if (g_strcmp0 (response, TS_CARCASSONNE_PALETTE_SET_ASIDE) == 0)
    g_signal_emit (self, signals[DRAW], 0, kind);
  else
    /* Most likely a slip of the finger: the line ready to be typed over. */
    gtk_editable_select_region (GTK_EDITABLE (self->search), 0, -1);
}

/* A kind that fits nowhere is set aside as soon as it is drawn (CA-BTL-04); a slip of the
 * finger (“C” for “D”) would lose a tile without a word, so the table is asked first, and
 * the safe answer is the default. */
static void
ask_set_aside (TsCarcassonnePalette *self,
               int                   kind)
{
  const TsCarcassonneKind *k = &self->data->kinds[kind];
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: a question; %s is a Carcassonne tile code (“D”) */
  heading = g_strdup_printf (_("Tile %s fits nowhere: set it aside?"), k->code);
  /* Translators: the body of “Tile D fits nowhere: set it aside?”; %s is the tile's name */
  body = g_strdup_printf (_("No open spot on the map takes the %s. If it is the tile drawn, "
                            "it leaves the game and the table draws another; if the code was "
                            "mistyped, cancel and type it again."),
                          ts_carcassonne_kind_name (k));
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading,
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), TS_CARCASSONNE_PALETTE_CANCEL,
                                    _("_Cancel"), TS_CARCASSONNE_PALETTE_SET_ASIDE,
                                    /* Translators: the answer to “Tile D fits nowhere: set
                                     * it aside?” */
                                    _("_Set It Aside"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           TS_CARCASSONNE_PALETTE_CANCEL);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         TS_CARCASSONNE_PALETTE_CANCEL);
  g_signal_connect_object (dialog, "response", G_CALLBACK (question_response_cb), self, 0);
  g_set_weak_pointer (&self->question, GTK_WINDOW (dialog));
  self->asked = kind;
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
choose (TsCarcassonnePalette *self,
        int                   kind)
{
  if (self->question != NULL)
    return;
  if (self->nowhere[kind])
    ask_set_aside (self, kind);
  else
    g_signal_emit (self, signals[DRAW], 0, kind);
}

gboolean
ts_carcassonne_palette_activate_line (TsCarcassonnePalette *self)
{
  const char *text;
  int kind;

  g_return_val_if_fail (TS_IS_CARCASSONNE_PALETTE (self), FALSE);

  text = gtk_editable_get_text (GTK_EDITABLE (self->search));
  kind = ts_carcassonne_palette_get_first_shown (self);
  /* Nothing typed is nothing chosen (the first tile of the box was never drawn), and what
   * names no tile takes none: the guard says why, under the grid. */
  if (!ts_filter_guard_enter (self->guard, text, kind < 0 ? 0 : 1))
    return FALSE;
  choose (self, kind);
  return TRUE;
}

GtkWindow *
ts_carcassonne_palette_get_question (TsCarcassonnePalette *self)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_PALETTE (self), NULL);

  return self->question;
}

gboolean
ts_carcassonne_palette_get_fits_nowhere (TsCarcassonnePalette *self,
                                         guint                 kind)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_PALETTE (self), FALSE);
  g_return_val_if_fail (kind < TS_CARCASSONNE_MAX_KINDS, FALSE);

  return self->children[kind] != NULL && self->nowhere[kind];
}

static void
search_activate_cb (TsCarcassonnePalette *self)
{
  ts_carcassonne_palette_activate_line (self);
}

static void
child_activated_cb (TsCarcassonnePalette *self,
                    GtkFlowBoxChild      *child)
{
  choose (self, (int) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "kind")));
}

static void
pass_clicked_cb (TsCarcassonnePalette *self)
{
  g_signal_emit (self, signals[PASS], 0);
}

/* Down (or Tab's arrow cousins) from the line moves into the grid, at the first kind shown.
 * Through the flow box's own focus step, which puts its keyboard cursor there too: the arrows
 * move from its cursor, which stays on the child last focused or picked while that child is
 * kept from one draw to the next (and, on a grid made again, was left on a child freed). */
static gboolean
search_key_pressed_cb (TsCarcassonnePalette *self,
                       guint                 keyval,
                       guint                 keycode,
                       GdkModifierType       state)
{
  int kind;

  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return FALSE;
  kind = ts_carcassonne_palette_get_first_shown (self);
  if (kind < 0)
    return FALSE;
  return gtk_widget_child_focus (self->children[kind], GTK_DIR_TAB_FORWARD);
}

/* -------------------------------------------------------------------------------------- */

static void
ts_carcassonne_palette_dispose (GObject *object)
{
  TsCarcassonnePalette *self = TS_CARCASSONNE_PALETTE (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  for (guint i = 0; i < TS_CARCASSONNE_MAX_KINDS; i++)
    {
      self->children[i] = NULL;
      g_clear_pointer (&self->words[i], g_free);
    }
  g_clear_pointer (&self->query, g_strfreev);
  drop_question (self);

  G_OBJECT_CLASS (ts_carcassonne_palette_parent_class)->dispose (object);
}

static void
ts_carcassonne_palette_class_init (TsCarcassonnePaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_carcassonne_palette_dispose;

  signals[DRAW] = g_signal_new ("draw", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[PASS] = g_signal_new ("pass", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ts-carcassonne-palette");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_carcassonne_palette_init (TsCarcassonnePalette *self)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *hint;
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->exact = -1;
  self->asked = -1;
  gtk_orientable_set_orientation (
      GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
      GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              4);

  self->search = GTK_SEARCH_ENTRY (gtk_search_entry_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->search), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of the palette's search line */
                                  _("Tile drawn"), -1);
  g_signal_connect_swapped (self->search, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (self->search, "activate", G_CALLBACK (search_activate_cb), self);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (search_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search), keys);
  gtk_search_entry_set_search_delay (self->search, 0);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->search));

  self->pass_button = gtk_button_new_with_mnemonic (_("_No Second Tile"));
  ts_tooltip_set (self->pass_button,
                               _("The builder grants a second tile; the player takes none"));
  g_signal_connect_swapped (self->pass_button, "clicked", G_CALLBACK (pass_clicked_cb), self);
  gtk_widget_set_visible (self->pass_button, FALSE);
  gtk_box_append (GTK_BOX (line), self->pass_button);
  /* Under the line where the entry is too narrow for the words (a phone). */
  hint = ts_entry_hint_new (line, GTK_WIDGET (self->search));
  ts_entry_hint_set_text (TS_ENTRY_HINT (hint),
                          /* Translators: the hint in the search line of Carcassonne's tile
                           * palette */
                          _("Tile drawn: its code (U, TA) or its features (city road, wine)"));
  gtk_widget_set_parent (hint, GTK_WIDGET (self));

  self->grid = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (self->grid, GTK_SELECTION_NONE);
  gtk_flow_box_set_activate_on_single_click (self->grid, TRUE);
  gtk_flow_box_set_homogeneous (self->grid, TRUE);
  gtk_flow_box_set_max_children_per_line (self->grid, TS_CARCASSONNE_MAX_KINDS);
  gtk_flow_box_set_min_children_per_line (self->grid, 6);
  /* One Tab stop (issue 30), not one per tile kind: the arrows move inside the grid. */
  ts_focus_group_add (GTK_WIDGET (self->grid));
  gtk_flow_box_set_row_spacing (self->grid, 2);
  gtk_flow_box_set_column_spacing (self->grid, 2);
  gtk_flow_box_set_filter_func (self->grid, ts_carcassonne_palette_filter_child, self, NULL);
  gtk_widget_set_valign (GTK_WIDGET (self->grid), GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of the palette's grid */
                                  _("Tiles left in the box"), -1);
  g_signal_connect_swapped (self->grid, "child-activated", G_CALLBACK (child_activated_cb), self);

  /* Two rows of tiles at most, so that the map keeps the room at 1024×600. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 2 * 72);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->grid));
  gtk_widget_set_parent (scrolled, GTK_WIDGET (self));

  /* Translators: the palette's search line matches no tile in the box; %s is what was
   * typed */
  self->guard = TS_FILTER_GUARD (ts_filter_guard_new (_("No tile left in the box matches “%s”.")));
  ts_filter_guard_set_empty_hint (self->guard,
                                  /* Translators: Enter in the palette's empty search line */
                                  _("Type the code of the tile drawn (U, TA), or pick it "
                                    "below."));
  gtk_widget_set_parent (GTK_WIDGET (self->guard), GTK_WIDGET (self));
}
