/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-phase-summary.h"

/* A compact card: "End of Phase A", then per player the lines the phase end added to the
 * ledger ("+2 silver  Mines at the end of the phase"). Rebuilt from scratch for each state;
 * nothing of the state is kept. */
struct _TsBurgundyPhaseSummary
{
  GtkWidget parent_instance;

  GtkWidget *box; /* owned child: the card */
  GtkWidget *title;
  GtkWidget *grid;
};

G_DEFINE_FINAL_TYPE (TsBurgundyPhaseSummary, ts_burgundy_phase_summary, GTK_TYPE_WIDGET)

GtkWidget *
ts_burgundy_phase_summary_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_PHASE_SUMMARY, NULL);
}

/* The phase end (ts_burgundy_end_phase()) runs inside the entry that ends the last turn of
 * the phase, after that entry's own action; its lines are the mines' silver and monastery
 * 2's workers. The action's lines share the entry index, so the cause tells them apart. */
static gboolean
is_phase_end_line (const TsBurgundyLedgerLine *line,
                   guint                       entry)
{
  if (line->entry != entry)
    return FALSE;
  return line->cause == TS_BURGUNDY_CAUSE_MINES
         || (line->cause == TS_BURGUNDY_CAUSE_MONASTERY && line->detail == 2);
}

static char *
dup_delta_text (const TsBurgundyLedgerLine *line)
{
  int n = line->delta;

  switch (line->resource)
    {
    case TS_LEDGER_VP:
      /* Translators: a change of victory points at the end of a phase, e.g. "+2 VP" */
      return g_strdup_printf (_("%+d VP"), n);
    case TS_LEDGER_SILVER:
      /* Translators: a change of silver at the end of a phase, e.g. "+2 silver" */
      return g_strdup_printf (ngettext ("%+d silver", "%+d silver", ABS (n)), n);
    case TS_LEDGER_WORKERS:
    default:
      /* Translators: a change of workers at the end of a phase, e.g. "+2 workers" */
      return g_strdup_printf (ngettext ("%+d worker", "%+d workers", ABS (n)), n);
    }
}

static GtkWidget *
grid_label (GtkGrid    *grid,
            const char *text,
            int         column,
            int         row,
            int         width,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_grid_attach (grid, label, column, row, width, 1);
  return label;
}

static void
clear_grid (TsBurgundyPhaseSummary *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
}

gboolean
ts_burgundy_phase_summary_set_state (TsBurgundyPhaseSummary *self,
                                     const TsBurgundyState  *state)
{
  GtkGrid *grid;
  g_autofree char *title = NULL;
  int phase;
  guint entry, row = 0;

  g_return_val_if_fail (TS_IS_BURGUNDY_PHASE_SUMMARY (self), FALSE);

  clear_grid (self);
  /* Only while the depots wait for a new phase, or once the game is over, is the last entry
   * the one that ended a phase. */
  if (state == NULL || state->n_entries == 0)
    phase = -1;
  else if (state->stage == TS_BURGUNDY_STAGE_FILL)
    phase = (int) state->phase - 1;
  else if (state->stage == TS_BURGUNDY_STAGE_OVER)
    phase = state->phase;
  else
    phase = -1;
  gtk_widget_set_visible (GTK_WIDGET (self), phase >= 0);
  if (phase < 0)
    return FALSE;

  /* Translators: heading of the summary of what a phase's end gave; %c is its letter */
  title = g_strdup_printf (_("End of Phase %c"), 'A' + phase);
  gtk_label_set_label (GTK_LABEL (self->title), title);

  grid = GTK_GRID (self->grid);
  /* The entry that ended the phase: the automatic end of turn after it only marks it. */
  entry = state->last_acting;
  for (guint p = 0; p < state->n_players; p++)
    {
      guint first = row;
      GtkWidget *name;

      for (guint k = 0; k < state->n_ledger; k++)
        {
          const TsBurgundyLedgerLine *line = &state->ledger[k];
          g_autofree char *delta = NULL;
          g_autofree char *cause = NULL;

          if (line->player != p || !is_phase_end_line (line, entry))
            continue;
          delta = dup_delta_text (line);
          cause = ts_burgundy_cause_text (line->cause, line->detail);
          grid_label (grid, delta, 1, row, 1, "numeric");
          grid_label (grid, cause, 2, row, 1, "dim-label");
          row++;
        }
      if (row == first)
        grid_label (grid, _("Nothing this time"), 1, row++, 2, "dim-label");
      name = grid_label (grid, state->names[p], 0, first, 1, "heading");
      gtk_label_set_wrap (GTK_LABEL (name), FALSE);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 16);
    }
  return TRUE;
}

static void
ts_burgundy_phase_summary_dispose (GObject *object)
{
  TsBurgundyPhaseSummary *self = TS_BURGUNDY_PHASE_SUMMARY (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (ts_burgundy_phase_summary_parent_class)->dispose (object);
}

static void
ts_burgundy_phase_summary_class_init (TsBurgundyPhaseSummaryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_phase_summary_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "phasesummary");
}

static void
ts_burgundy_phase_summary_init (TsBurgundyPhaseSummary *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->box, "card");
  gtk_widget_add_css_class (self->box, "phase-summary");
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->title), 0);
  gtk_widget_add_css_class (self->title, "title-4");
  gtk_box_append (GTK_BOX (self->box), self->title);

  self->grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 2);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 12);
  gtk_box_append (GTK_BOX (self->box), self->grid);

  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
