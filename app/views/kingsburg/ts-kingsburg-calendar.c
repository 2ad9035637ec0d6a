/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-kingsburg-calendar.h"
#include "ts-kingsburg-court.h"
#include "ts-row-words.h"
#include "ts-wrap-box.h"

#define N_PHASES 8

struct _TsKingsburgCalendar
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *year;
  GtkWidget *phases[N_PHASES + 1];
  TsRowWords *order;
  char *text;
};

G_DEFINE_FINAL_TYPE (TsKingsburgCalendar, ts_kingsburg_calendar, GTK_TYPE_WIDGET)

GtkWidget *
ts_kingsburg_calendar_new (void)
{
  return g_object_new (TS_TYPE_KINGSBURG_CALENDAR, NULL);
}

const char *
ts_kingsburg_calendar_phase_name (guint phase)
{
  /* Translators: the 8 phases of a Kingsburg year, as the rulebook names them */
  static const char *const names[] = {
    NULL,
    N_("King's Aid"),
    N_("Spring"),
    N_("King's Reward"),
    N_("Summer"),
    N_("King's Envoy"),
    N_("Autumn"),
    N_("Recruit Soldiers"),
    N_("Winter"),
  };

  return phase >= 1 && phase <= N_PHASES ? _(names[phase]) : "";
}

const char *
ts_kingsburg_calendar_get_text (TsKingsburgCalendar *self)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_CALENDAR (self), NULL);
  return self->text;
}

void
ts_kingsburg_calendar_set_state (TsKingsburgCalendar    *self,
                                 const TsKingsburgState *s,
                                 const char *const      *colors,
                                 const char *const      *marks)
{
  g_autofree char *year = NULL;
  g_autoptr(GString) order = g_string_new (NULL);
  int actor = ts_kingsburg_state_actor (s);

  g_return_if_fail (TS_IS_KINGSBURG_CALENDAR (self));

  /* Translators: the year of the game, 1 to 5 */
  year = g_strdup_printf (_("Year %u of 5"), s->year);
  gtk_label_set_text (self->year, year);
  for (guint i = 1; i <= N_PHASES; i++)
    if (i == s->phase && s->stage != TS_KINGSBURG_STAGE_OVER)
      gtk_widget_add_css_class (self->phases[i], "kb-current");
    else
      gtk_widget_remove_css_class (self->phases[i], "kb-current");

  /* Translators: before the players in turn order */
  g_string_append_printf (order, "%s ", _("Order:"));
  for (guint i = 0; i < s->n_players; i++)
    {
      guint p = s->order[i];
      g_autofree char *name = g_markup_escape_text (s->names[p], -1);

      ts_kingsburg_court_append_mark (order, colors[p], marks != NULL ? marks[p] : NULL);
      g_string_append_printf (order, "<span %s>%s</span>%s",
                              (int) p == actor ? "weight=\"bold\" underline=\"single\"" : "",
                              name, i + 1 < s->n_players ? "  " : "");
    }
  ts_row_words_set_markup (self->order, order->str);

  g_free (self->text);
  self->text = s->stage == TS_KINGSBURG_STAGE_OVER
                   ? g_strdup (_("The game is over"))
                   /* Translators: year, phase name, phase number */
                   : g_strdup_printf (_("Year %u of 5, %s (phase %u of 8)"), s->year,
                                      ts_kingsburg_calendar_phase_name (s->phase), s->phase);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->text, -1);
}

static void
ts_kingsburg_calendar_dispose (GObject *object)
{
  TsKingsburgCalendar *self = TS_KINGSBURG_CALENDAR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (ts_kingsburg_calendar_parent_class)->dispose (object);
}

static void
ts_kingsburg_calendar_finalize (GObject *object)
{
  TsKingsburgCalendar *self = TS_KINGSBURG_CALENDAR (object);

  g_free (self->text);
  G_OBJECT_CLASS (ts_kingsburg_calendar_parent_class)->finalize (object);
}

static void
ts_kingsburg_calendar_class_init (TsKingsburgCalendarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_kingsburg_calendar_dispose;
  object_class->finalize = ts_kingsburg_calendar_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "kingsburgcalendar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_kingsburg_calendar_init (TsKingsburgCalendar *self)
{
  /* The phases wrap onto a second line rather than being cut ("3 Recompens…") where the
   * page is narrow or the language long: each is a name the table reads. */
  GtkWidget *phases = ts_wrap_box_new (8, 2);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->year = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->year), "heading");
  ts_wrap_box_append (TS_WRAP_BOX (phases), GTK_WIDGET (self->year));
  for (guint i = 1; i <= N_PHASES; i++)
    {
      g_autofree char *text = g_strdup_printf ("%u %s", i, ts_kingsburg_calendar_phase_name (i));

      self->phases[i] = gtk_label_new (text);
      gtk_widget_add_css_class (self->phases[i], "kb-phase");
      gtk_widget_add_css_class (self->phases[i], "caption");
      ts_wrap_box_append (TS_WRAP_BOX (phases), self->phases[i]);
    }
  /* The turn order, its actor in bold, changes at most entries: laid out once or twice. */
  self->order = TS_ROW_WORDS (ts_row_words_new (NULL));
  gtk_box_append (GTK_BOX (self->box), phases);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->order));
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}
