/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-kingsburg-battle-summary.h"

struct _TsKingsburgBattleSummary
{
  GtkWidget parent_instance;

  GtkWidget *box;
  /* The lines shown ("class\x1ftext", class empty for none), and those being gathered by
   * set_state(): the labels are made again only when the lines differ (the summary is set
   * after every entry, and the last battle seldom changes). */
  GStrv shown;
  GPtrArray *next;
};

G_DEFINE_FINAL_TYPE (TsKingsburgBattleSummary, ts_kingsburg_battle_summary, GTK_TYPE_WIDGET)

GtkWidget *
ts_kingsburg_battle_summary_new (void)
{
  return g_object_new (TS_TYPE_KINGSBURG_BATTLE_SUMMARY, NULL);
}

static void
add_line (TsKingsburgBattleSummary *self, const char *text, const char *css_class)
{
  g_ptr_array_add (self->next, g_strdup_printf ("%s\x1f%s", css_class != NULL ? css_class : "",
                                                text));
}

static void
make_label (TsKingsburgBattleSummary *self, const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  /* A little air above each heading: one block per player. */
  if (g_strcmp0 (css_class, "heading") == 0)
    gtk_widget_set_margin_top (label, 8);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (self->box), label);
}

/* The ledger's first mark of the last battle: the King's reinforcements (KB-BAT-05). */
static int
battle_start (const TsKingsburgState *s)
{
  for (int i = (int)s->n_ledger - 1; i >= 0; i--)
    if (s->ledger[i].cause == TS_KINGSBURG_CAUSE_REINFORCEMENTS)
      return i;
  return -1;
}

static const char *
resource_name (guint resource)
{
  switch (resource)
    {
      case TS_LEDGER_GOLD:
        return ts_kingsburg_good_name (TS_KINGSBURG_GOLD);
      case TS_LEDGER_WOOD:
        return ts_kingsburg_good_name (TS_KINGSBURG_WOOD);
      case TS_LEDGER_STONE:
        return ts_kingsburg_good_name (TS_KINGSBURG_STONE);
      case TS_LEDGER_VP:
      default:
        return _ ("VP");
    }
}

/* The combat value's parts: own soldiers, the King's, each building's modifier. */
static char *
parts_text (const TsKingsburgState *s, guint player, guint kind)
{
  const TsKingsburgPlayer *p = &s->players[player];
  GString *text = g_string_new (NULL);
  guint own = p->battle_soldiers >= s->last_king ? p->battle_soldiers - s->last_king : 0;

  g_string_append_printf (text,
                          /* Translators: the first part of a combat value: soldiers recruited */
                          ngettext ("%u soldier of their own", "%u soldiers of their own", own),
                          own);
  /* Translators: the next part of a combat value: the King's die */
  g_string_append_printf (text, _ (", %u from the King"), (guint)s->last_king);
  for (guint b = 0; b < TS_KINGSBURG_N_BUILDINGS; b++)
    if ((p->battle_built >> b) & 1u && s->data->buildings[b].against[kind] != 0)
      /* Translators: a building's battle modifier in a combat value (“Barricade +1”) */
      g_string_append_printf (text, _ (", %s %+d"), ts_kingsburg_building_name (b),
                              s->data->buildings[b].against[kind]);
  g_string_append_c (text, '.');
  return g_string_free (text, FALSE);
}

/* What the battle gave and took from @player, with causes, from the ledger. */
static char *
results_text (const TsKingsburgState *s, guint player, int start)
{
  GString *text = g_string_new (NULL);

  for (guint i = start; start >= 0 && i < s->n_ledger; i++)
    {
      const TsLedgerMark *m = &s->ledger[i];
      g_autofree char *cause = NULL;

      if (m->player != player
          || (m->cause != TS_KINGSBURG_CAUSE_VICTORY && m->cause != TS_KINGSBURG_CAUSE_DEFEAT
              && m->cause != TS_KINGSBURG_CAUSE_DESTROYED
              && m->cause != TS_KINGSBURG_CAUSE_FORTRESS
              && m->cause != TS_KINGSBURG_CAUSE_HIGHEST))
        continue;
      cause = ts_kingsburg_cause_text (s, m->cause, m->detail);
      if (text->len > 0)
        g_string_append (text, "; ");
      /* Translators: a change and its cause (“+1 stone (victory over the Goblins (Y1-03))”) */
      g_string_append_printf (text, _ ("%+d %s (%s)"), m->delta, resource_name (m->resource),
                              cause);
    }
  if (s->stage == TS_KINGSBURG_STAGE_BATTLE_GOODS && s->players[player].choice != 0
      && s->players[player].choice != TS_KINGSBURG_CHOICE_AID)
    {
      guint n = s->players[player].choice_count;

      if (text->len > 0)
        g_string_append (text, "; ");
      g_string_append_printf (text,
                              s->players[player].choice == TS_KINGSBURG_CHOICE_LOSS
                                  /* Translators: goods a defeated player must still choose */
                                  ? ngettext ("%u good of choice still to give up",
                                              "%u goods of choice still to give up", n)
                                  /* Translators: goods a victor may still choose */
                                  : ngettext ("%u good of choice still to take",
                                              "%u goods of choice still to take", n),
                              n);
    }
  if (text->len == 0)
    g_string_append (text, s->players[player].result == 0
                               ? _ ("No reward and no penalty.")
                               : _ ("Nothing changed."));
  else
    g_string_append_c (text, '.');
  return g_string_free (text, FALSE);
}

static void
show_player (TsKingsburgBattleSummary *self, const TsKingsburgState *s, guint player, guint kind,
             int start)
{
  const TsKingsburgPlayer *p = &s->players[player];
  g_autofree char *head = NULL, *parts = NULL, *results = NULL;

  if (p->result > 0)
    /* Translators: a player's battle outcome and combat value */
    head = g_strdup_printf (_ ("%s wins with a combat value of %d"), s->names[player], p->combat);
  else if (p->result < 0)
    /* Translators: a player's battle outcome and combat value */
    head = g_strdup_printf (_ ("%s loses with a combat value of %d"), s->names[player],
                            p->combat);
  else
    /* Translators: a player's battle outcome and combat value */
    head = g_strdup_printf (_ ("%s ties with a combat value of %d"), s->names[player],
                            p->combat);
  parts = parts_text (s, player, kind);
  results = results_text (s, player, start);
  add_line (self, head, "heading");
  add_line (self, parts, NULL);
  add_line (self, results, p->result > 0 ? "success" : p->result < 0 ? "error" : "dim-label");
}

/* Shows the lines gathered by add_line(), making the labels again only when they changed. */
static void
show_lines (TsKingsburgBattleSummary *self)
{
  GtkWidget *child;

  g_ptr_array_add (self->next, NULL);
  if (self->shown != NULL
      && g_strv_equal ((const char *const *) self->shown, (const char *const *) self->next->pdata))
    {
      g_ptr_array_set_size (self->next, 0);
      return;
    }
  g_strfreev (self->shown);
  self->shown = (GStrv) g_ptr_array_steal (self->next, NULL);
  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);
  for (guint i = 0; self->shown[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (self->shown[i], "\x1f", 2);

      make_label (self, parts[1], parts[0][0] != '\0' ? parts[0] : NULL);
    }
}

void
ts_kingsburg_battle_summary_set_state (TsKingsburgBattleSummary *self,
                                       const TsKingsburgState   *s)
{
  const TsKingsburgEnemy *card;
  g_autofree char *title = NULL, *values = NULL, *win = NULL, *loss = NULL, *king = NULL;
  int start;

  g_return_if_fail (TS_IS_KINGSBURG_BATTLE_SUMMARY (self));
  g_return_if_fail (s != NULL);
  if (s->last_enemy < 0 || s->last_enemy >= TS_KINGSBURG_N_ENEMIES)
    {
      add_line (self, _ ("No battle yet: the first is in the Winter of year 1."), "dim-label");
      show_lines (self);
      return;
    }
  card = &s->data->enemies[s->last_enemy];
  start = battle_start (s);
  /* Translators: the year, the enemy kind, the card's id and its strength */
  title = g_strdup_printf (_ ("Battle of year %u: the %s (%s), strength %u"), (guint)card->year,
                           ts_kingsburg_kind_name (card->kind), card->id,
                           (guint)s->card.strength);
  win = ts_kingsburg_bundle_text (&s->card.victory);
  loss = ts_kingsburg_bundle_text (&s->card.defeat);
  values = s->card_corrected
               /* Translators: an enemy card's reward and penalty, corrected by the user */
               ? g_strdup_printf (_ ("Victory: %s. Defeat: %s. (Values corrected for your box.)"),
                                  win, loss)
               : g_strdup_printf (_ ("Victory: %s. Defeat: %s."), win, loss);
  king = g_strdup_printf (ngettext ("The King sent %u soldier to every player.",
                                    "The King sent %u soldiers to every player.", s->last_king),
                          (guint)s->last_king);
  add_line (self, title, "title-4");
  add_line (self, values, NULL);
  add_line (self, king, NULL);
  for (guint i = 0; i < s->n_players; i++)
    show_player (self, s, i, card->kind, start);
  show_lines (self);
}

char *
ts_kingsburg_battle_summary_dup_text (TsKingsburgBattleSummary *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (TS_IS_KINGSBURG_BATTLE_SUMMARY (self), NULL);
  for (GtkWidget *c = gtk_widget_get_first_child (self->box); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (c)));
  return g_string_free (text, FALSE);
}

static void
ts_kingsburg_battle_summary_dispose (GObject *object)
{
  TsKingsburgBattleSummary *self = TS_KINGSBURG_BATTLE_SUMMARY (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->shown, g_strfreev);
  g_clear_pointer (&self->next, g_ptr_array_unref);
  G_OBJECT_CLASS (ts_kingsburg_battle_summary_parent_class)->dispose (object);
}

static void
ts_kingsburg_battle_summary_class_init (TsKingsburgBattleSummaryClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ts_kingsburg_battle_summary_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "battlesummary");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_kingsburg_battle_summary_init (TsKingsburgBattleSummary *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_margin_top (self->box, 6);
  gtk_widget_set_margin_bottom (self->box, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Last battle"), -1);
  self->next = g_ptr_array_new_with_free_func (g_free);
  add_line (self, _ ("No battle yet: the first is in the Winter of year 1."), "dim-label");
  show_lines (self);
}
