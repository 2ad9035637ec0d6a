/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the entry forms' tests (test-burgundy-entries.c, test-burgundy-entries-fill.c) share:
 * engine states to drive the forms, the entries they emit applied, and typing into them. */
#include "burgundy-entries-ui-util.h"

/* ---- Engine states ---- */

TsBurgundyState *
be_ui_new_game (guint n_players)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GError) error = NULL;
  TsBurgundyState *state;

  for (guint i = 0; i < n_players; i++)
    json_array_add_string_element (players, names[i]);
  state = ts_burgundy_state_new_from_setup (NULL, players, NULL, &error);
  g_assert_no_error (error);
  return state;
}

/* Plays random legal entries until @stage in phase @phase (round @round for ROLL). */
TsBurgundyState *
be_ui_game_at (guint n_players,
               guint stage,
               guint phase,
               guint round,
               guint seed)
{
  TsBurgundyState *state = be_ui_new_game (n_players);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  while (!(state->stage == stage && state->phase == phase
           && (stage != TS_BURGUNDY_STAGE_ROLL || state->round == round)))
    {
      g_autoptr(GError) error = NULL;
      TsBurgundyEntry entry;

      g_assert_true (ts_burgundy_random_entry (state, rand, &entry));
      g_assert_true (ts_burgundy_apply (state, &entry, &error));
      g_assert_no_error (error);
    }
  return state;
}

void
be_ui_assert_applies (const TsBurgundyState *state,
                      const TsBurgundyEntry *entry,
                      TsBurgundyState      **after)
{
  TsBurgundyState *copy = ts_burgundy_state_copy (state);
  g_autoptr(GError) error = NULL;

  if (!ts_burgundy_apply (copy, entry, &error))
    g_error ("the entry does not apply: %s", error->message);
  if (after != NULL)
    *after = copy;
  else
    ts_burgundy_state_free (copy);
}

/* ---- Widgets ---- */

void
be_ui_submitted_cb (GtkWidget             *widget,
                    const TsBurgundyEntry *entry,
                    BeUiSubmitted         *out)
{
  out->count++;
  out->entry = *entry;
}

void
be_ui_collect (GtkWidget *widget,
               GType      type,
               GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        g_ptr_array_add (out, child);
      be_ui_collect (child, type, out);
    }
}

gboolean
be_ui_has_label (GtkWidget  *widget,
                 const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  be_ui_collect (widget, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_visible (labels->pdata[i])
        && g_strcmp0 (gtk_label_get_text (labels->pdata[i]), text) == 0)
      return TRUE;
  return FALSE;
}

void
be_ui_type_digits (gboolean (*press) (gpointer, guint, GdkModifierType),
                   gpointer    entry,
                   const char *digits)
{
  for (const char *c = digits; *c != '\0'; c++)
    g_assert_true (press (entry, GDK_KEY_0 + (*c - '0'), 0));
}

static void
set_clicked (gboolean *clicked)
{
  *clicked = TRUE;
}

/* Enter as GTK delivers it: the entry takes it, or else the focused widget (the submit
 * button once every slot is filled) activates. Returns the focused widget's type. */
GType
be_ui_press_enter (gboolean (*press) (gpointer, guint, GdkModifierType),
                   gpointer entry)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (entry));
  GType type = focus != NULL ? G_OBJECT_TYPE (focus) : G_TYPE_NONE;

  if (!press (entry, GDK_KEY_Return, 0))
    {
      gboolean clicked = FALSE;
      gulong id = 0;

      g_assert_nonnull (focus);
      g_assert_true (gtk_widget_is_ancestor (focus, entry));
      /* A button shows itself pressed for a moment before it clicks: wait for the click
       * itself, not for a time a busy machine may overrun. */
      if (GTK_IS_BUTTON (focus))
        id = g_signal_connect_swapped (focus, "clicked", G_CALLBACK (set_clicked), &clicked);
      g_assert_true (gtk_widget_activate (focus));
      while (id != 0 && !clicked)
        g_main_context_iteration (NULL, TRUE);
      if (id != 0)
        g_signal_handler_disconnect (focus, id);
    }
  return type;
}

int
be_ui_measure_height (GtkWidget *widget,
                      int        width)
{
  int minimum = 0, natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
  return natural;
}

