/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-focus-group.h"
#include "ts-game-page.h"
#include "ts-kingsburg-court.h"
#include "ts-player-palette.h"
#include "ts-tooltip.h"
#include "ts-wrap-bin.h"

/* Three wide columns, not six narrow ones: the names and effects read whole at 1024x600 in
 * every language, using the page's height (issue 24). */
#define COLUMNS 3

struct _TsKingsburgCourt
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *grid;
  GtkLabel *envoy;
  GtkWidget *buttons[TS_KINGSBURG_N_ADVISORS + 1];
  GtkLabel *dice_labels[TS_KINGSBURG_N_ADVISORS + 1];
  GtkWidget *dice_bins[TS_KINGSBURG_N_ADVISORS + 1]; /* each dice label's TsWrapBin */
  GtkLabel *gives_labels[TS_KINGSBURG_N_ADVISORS + 1];
  char *shown[TS_KINGSBURG_N_ADVISORS + 1]; /* the dice markup shown: only changes redraw */
};

G_DEFINE_FINAL_TYPE (TsKingsburgCourt, ts_kingsburg_court, GTK_TYPE_WIDGET)

enum
{
  ADVISOR_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_kingsburg_court_new (void)
{
  return g_object_new (TS_TYPE_KINGSBURG_COURT, NULL);
}

/* -------------------------------------------------------------------------------------- */
/* Words                                                                                   */

static void
append_part (GString    *text,
             const char *part)
{
  if (text->len > 0)
    g_string_append (text, ", ");
  g_string_append (text, part);
}

static char *
bundle_text (const TsKingsburgBundle *b)
{
  GString *text = g_string_new (NULL);
  guint8 goods[TS_KINGSBURG_N_GOODS];
  gboolean any_goods = FALSE;

  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    {
      goods[g] = MAX (b->goods[g], 0);
      any_goods = any_goods || goods[g] > 0;
    }
  if (b->vp != 0)
    {
      /* Translators: victory points an advisor gives (or takes, when negative) */
      g_autofree char *vp = g_strdup_printf (_("%+d VP"), b->vp);
      append_part (text, vp);
    }
  if (any_goods)
    {
      g_autofree char *g = ts_kingsburg_goods_text (goods);
      append_part (text, g);
    }
  if (b->plus2 > 0)
    /* Translators: the “+2” token an advisor gives */
    append_part (text, _("a “+2”"));
  if (b->of_choice > 0)
    {
      g_autofree char *c = g_strdup_printf (
          ngettext ("%d good of choice", "%d goods of choice", b->of_choice), b->of_choice);
      append_part (text, c);
    }
  if (b->soldiers > 0)
    {
      g_autofree char *s = g_strdup_printf (ngettext ("%d soldier", "%d soldiers", b->soldiers),
                                            b->soldiers);
      append_part (text, s);
    }
  return g_string_free (text, FALSE);
}

/* The goods' colours on the board: gold, wood, stone (readable on light and dark). */
static const char *const good_colors[TS_KINGSBURG_N_GOODS] = { "#e5a50a", "#986a44", "#9a9996" };

void
ts_kingsburg_court_append_goods (GString      *markup,
                                 const gint8  *goods)
{
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    if (goods[g] > 0)
      g_string_append_printf (markup, "%s%d<span foreground=\"%s\">■</span>",
                              markup->len > 0 && markup->str[markup->len - 1] != ' ' ? " " : "",
                              goods[g], good_colors[g]);
}

static void
append_sep (GString *markup)
{
  if (markup->len > 0)
    g_string_append (markup, " ");
}

static void
append_bundle_markup (GString                 *m,
                      const TsKingsburgBundle *b)
{
  if (b->vp != 0)
    {
      append_sep (m);
      /* Translators: victory points, short (on an advisor's button) */
      g_string_append_printf (m, _("%+d VP"), b->vp);
    }
  ts_kingsburg_court_append_goods (m, b->goods);
  if (b->plus2 > 0)
    {
      append_sep (m);
      /* Translators: the “+2” token on an advisor's card, quoted as the token is in the
       * other messages (“a “+2””, “%u “+2””) */
      g_string_append (m, _("“+2”"));
    }
  if (b->of_choice > 0)
    {
      append_sep (m);
      /* Translators: goods of the player's choice, short (on an advisor's button): “2 any” */
      g_string_append_printf (m, _("%d any"), b->of_choice);
    }
  if (b->soldiers > 0)
    {
      append_sep (m);
      g_string_append_printf (m, "%d ⚔", b->soldiers);
    }
}

/* What an advisor gives in a few signs: goods as coloured squares. */
static char *
gives_markup (const TsKingsburgAdvisor *a)
{
  GString *m = g_string_new (NULL);

  append_bundle_markup (m, &a->gives);
  if (a->exchange)
    {
      append_sep (m);
      /* Translators: the Alchemist's exchange, short: one good for one each of the others */
      g_string_append (m, _("1 → 2 others"));
    }
  for (guint i = 0; i < a->n_one_of; i++)
    {
      if (i > 0)
        g_string_append (m, " /");
      append_bundle_markup (m, &a->one_of[i]);
    }
  return g_string_free (m, FALSE);
}

char *
ts_kingsburg_court_gives_text (const TsKingsburgAdvisor *a)
{
  g_autofree char *base = bundle_text (&a->gives);
  GString *text = g_string_new (base);

  if (a->exchange)
    /* Translators: the Alchemist's help */
    append_part (text, _("1 good for one each of the other two"));
  for (guint i = 0; i < a->n_one_of; i++)
    {
      g_autofree char *alt = bundle_text (&a->one_of[i]);

      if (i > 0)
        /* Translators: between two alternatives an advisor offers (“1 wood or 1 gold”) */
        g_string_append (text, _(" or "));
      else if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, alt);
    }
  if (a->sees_enemy)
    /* Translators: the General and the Queen show this year's enemy */
    append_part (text, _("sees the enemy"));
  return g_string_free (text, FALSE);
}

void
ts_kingsburg_court_append_mark (GString    *markup,
                                const char *color,
                                const char *mark)
{
  const char *fill = color != NULL ? color : TS_PLAYER_NO_COLOR_HEX;
  /* Without a mark, the colour's square alone. */
  g_autofree char *chip = g_markup_printf_escaped (
      "<span background=\"%s\" foreground=\"%s\" weight=\"bold\"> %s </span>", fill,
      ts_player_palette_ink (fill), mark != NULL ? mark : "");

  g_string_append (markup, chip);
}

void
ts_kingsburg_court_append_dice (GString      *markup,
                                const char   *color,
                                const char   *mark,
                                const guint8 *values,
                                guint         n,
                                gboolean      dimmed)
{
  const char *fill = color != NULL ? color : TS_PLAYER_NO_COLOR_HEX;
  /* A die placed is faint: in the label's own colour, which reads on the faint chip. */
  g_autofree char *look = dimmed ? g_strdup (" bgalpha=\"35%\" strikethrough=\"true\"")
                                 : g_strdup_printf (" foreground=\"%s\"",
                                                    ts_player_palette_ink (fill));

  /* The mark first, so that the dice's colour is not all that says whose they are. */
  if (mark != NULL && *mark != '\0' && n > 0)
    {
      ts_kingsburg_court_append_mark (markup, fill, mark);
      g_string_append (markup, "\u2009");
    }
  for (guint i = 0; i < n; i++)
    g_string_append_printf (markup, "<span background=\"%s\" weight=\"bold\"%s> %u </span> ", fill,
                            look, values[i]);
}

/* -------------------------------------------------------------------------------------- */

/* The neutral dice on @advisor (2 players, KB-2P-01 to 03): the three, the two, or one of
 * the two placed alone. */
static void
append_neutral_dice (GString                *markup,
                     const TsKingsburgState *s,
                     guint                   advisor)
{
  const guint8 *d = s->neutral;

  if ((guint) (d[0] + d[1] + d[2]) == advisor)
    ts_kingsburg_court_append_dice (markup, NULL, NULL, d, 3, FALSE);
  else if ((guint) (d[3] + d[4]) == advisor)
    ts_kingsburg_court_append_dice (markup, NULL, NULL, d + 3, 2, FALSE);
  else if (d[3] == advisor)
    ts_kingsburg_court_append_dice (markup, NULL, NULL, d + 3, 1, FALSE);
  else if (d[4] == advisor)
    ts_kingsburg_court_append_dice (markup, NULL, NULL, d + 4, 1, FALSE);
}

static void
clicked_cb (GtkButton        *button,
            TsKingsburgCourt *self)
{
  g_signal_emit (self, signals[ADVISOR_ACTIVATED], 0,
                 GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "advisor")));
}

GtkWidget *
ts_kingsburg_court_get_button (TsKingsburgCourt *self,
                               guint             number)
{
  g_return_val_if_fail (TS_IS_KINGSBURG_COURT (self), NULL);
  g_return_val_if_fail (number >= 1 && number <= TS_KINGSBURG_N_ADVISORS, NULL);
  return self->buttons[number];
}

void
ts_kingsburg_court_set_state (TsKingsburgCourt       *self,
                              const TsKingsburgState *s,
                              const char *const      *colors,
                              const char *const      *marks,
                              guint32                 lit)
{
  g_return_if_fail (TS_IS_KINGSBURG_COURT (self));

  /* KB-SET-03, KB-ENV: the King's Envoy and who holds it, with their colour and mark. */
  if (s->envoy < s->n_players)
    {
      g_autofree char *name = g_markup_escape_text (s->names[s->envoy], -1);
      g_autofree char *text = NULL;
      g_autoptr(GString) markup = g_string_new (NULL);

      /* Translators: who holds the King's Envoy */
      text = g_markup_escape_text (_("The King's Envoy:"), -1);
      g_string_append_printf (markup, "%s ", text);
      ts_kingsburg_court_append_mark (markup, colors[s->envoy],
                                      marks != NULL ? marks[s->envoy] : NULL);
      g_string_append_printf (markup, " %s", name);
      gtk_label_set_markup (self->envoy, markup->str);
    }
  else
    gtk_label_set_text (self->envoy, _("The King's Envoy: nobody holds it"));

  for (guint n = 1; n <= TS_KINGSBURG_N_ADVISORS; n++)
    {
      g_autoptr(GString) markup = g_string_new (NULL);
      g_autoptr(GString) words = g_string_new (NULL);
      g_autofree char *gives = ts_kingsburg_court_gives_text (&s->data->advisors[n]);
      gboolean blocked = (s->blocked >> n) & 1u;
      g_autofree char *name = NULL;

      for (guint p = 0; p < s->n_players; p++)
        {
          guint8 values[TS_KINGSBURG_MAX_DICE];
          guint k = 0;

          if (!((s->occupied[n] >> p) & 1u))
            continue;
          for (guint d = 0; d < s->players[p].n_dice; d++)
            if ((s->player_dice[n][p] >> d) & 1u)
              values[k++] = s->players[p].dice[d];
          ts_kingsburg_court_append_dice (markup, colors[p], marks != NULL ? marks[p] : NULL,
                                          values, k, FALSE);
          if ((s->plus2_on[n] >> p) & 1u)
            g_string_append (markup, "+2 ");
          if (words->len > 0)
            g_string_append (words, "; ");
          g_string_append (words, s->names[p]);
        }
      if (blocked)
        {
          append_neutral_dice (markup, s, n);
          /* Translators: an advisor under the neutral dice of a 2-player game */
          g_string_append_printf (markup, "<i>%s</i>", _("blocked"));
        }
      ts_game_page_toggle_class (self->buttons[n], "kb-lit", (lit >> n) & 1u);
      ts_game_page_toggle_class (self->buttons[n], "kb-blocked", blocked);
      /* An entry changes one advisor or none: leave the others' labels alone. */
      if (g_strcmp0 (self->shown[n], markup->str) == 0)
        continue;
      g_free (self->shown[n]);
      self->shown[n] = g_strdup (markup->str);
      gtk_label_set_markup (self->dice_labels[n], markup->str);
      gtk_widget_set_visible (self->dice_bins[n], markup->len > 0);
      if (gtk_label_get_label (self->gives_labels[n])[0] == '\0')
        {
          g_autofree char *signs = gives_markup (&s->data->advisors[n]);

          gtk_label_set_markup (self->gives_labels[n], signs);
          ts_tooltip_set (self->buttons[n], gives);
        }

      if (blocked)
        name = g_strdup_printf (
            /* Translators: an advisor's button: number, name, what it gives */
            _("%u %s: %s; blocked by the neutral dice"), n, ts_kingsburg_advisor_name (n), gives);
      else if (words->len > 0)
        name = g_strdup_printf (
            /* Translators: an advisor's button: number, name, what it gives, players on it */
            _("%u %s: %s; taken by %s"), n, ts_kingsburg_advisor_name (n), gives, words->str);
      else
        name = g_strdup_printf (
            /* Translators: an advisor's button: number, name, what it gives */
            _("%u %s: %s"), n, ts_kingsburg_advisor_name (n), gives);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->buttons[n]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
}

void
ts_kingsburg_court_set_compact (TsKingsburgCourt *self,
                                gboolean          compact)
{
  g_return_if_fail (TS_IS_KINGSBURG_COURT (self));
  /* A phone's window (issue 54): three columns in 336 px, their names whole. */
  ts_game_page_toggle_class (GTK_WIDGET (self), "kb-compact", compact);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), compact ? 2 : 4);
}

static void
build_buttons (TsKingsburgCourt *self)
{
  for (guint n = 1; n <= TS_KINGSBURG_N_ADVISORS; n++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *bottom = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      g_autofree char *number = g_strdup_printf ("%u", n);
      GtkWidget *number_label = gtk_label_new (number);
      GtkWidget *name_label = gtk_label_new (ts_kingsburg_advisor_name (n));
      GtkWidget *gives = gtk_label_new (NULL);
      GtkWidget *dice = gtk_label_new (NULL);
      GtkWidget *gives_bin, *dice_bin;

      /* Names, effects and dice wrap between words, never cut (issue 24: "Astrónomo",
       * "Mestre Caçador" at 1024x600). The dice sit beside the effect, on the right, and
       * take no line while there are none: two lines a card, so that the 6 rows and the
       * King's Envoy fit a 1024x600 page without scrolling (issue 30). */
      gtk_widget_add_css_class (number_label, "kb-advisor-number");
      gtk_widget_set_valign (number_label, GTK_ALIGN_START);
      gtk_label_set_wrap (GTK_LABEL (name_label), TRUE);
      /* A word longer than a phone's narrow column breaks rather than widen the page
       * (issue 54); a column wide enough for it keeps it whole. */
      gtk_label_set_wrap_mode (GTK_LABEL (name_label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (name_label), 0);
      gtk_widget_add_css_class (name_label, "caption-heading");
      gtk_box_append (GTK_BOX (top), number_label);
      /* In a TsWrapBin too: the box asks the name its width for the card's height whenever
       * it allocates it, a search over widths for a wrapping label (1,200 of the Kingsburg
       * page's 22,000 layouts of text were each name's, before the first frame; issue 56). */
      gtk_box_append (GTK_BOX (top), ts_wrap_bin_new (name_label));
      gtk_label_set_wrap (GTK_LABEL (gives), TRUE);
      /* As the name: on a phone an effect's long word and the dice beside it asked 388 px
       * of the court's three columns in pt (“madeira,”, “bloqueado”). */
      gtk_label_set_wrap_mode (GTK_LABEL (gives), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (gives), 0);
      gtk_widget_add_css_class (gives, "caption");
      gtk_widget_add_css_class (gives, "dim-label");
      gtk_label_set_xalign (GTK_LABEL (dice), 1);
      gtk_label_set_justify (GTK_LABEL (dice), GTK_JUSTIFY_RIGHT);
      gtk_label_set_wrap (GTK_LABEL (dice), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (dice), PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (dice, "kb-dice");
      /* The effect and the dice, side by side in a horizontal box, are measured for their
       * width without a height (TsWrapBin), not laid out at a dozen widths each time the
       * dice change. The dice's bin is what shows or hides, so that no spacing is left for
       * dice not there. */
      gives_bin = ts_wrap_bin_new (gives);
      gtk_widget_set_hexpand (gives_bin, TRUE);
      gtk_widget_set_valign (gives_bin, GTK_ALIGN_CENTER);
      dice_bin = ts_wrap_bin_new (dice);
      gtk_widget_set_visible (dice_bin, FALSE);
      gtk_box_append (GTK_BOX (bottom), gives_bin);
      gtk_box_append (GTK_BOX (bottom), dice_bin);
      gtk_box_append (GTK_BOX (box), top);
      gtk_box_append (GTK_BOX (box), bottom);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "kb-advisor");
      gtk_widget_set_hexpand (button, TRUE);
      g_object_set_data (G_OBJECT (button), "advisor", GUINT_TO_POINTER (n));
      g_signal_connect (button, "clicked", G_CALLBACK (clicked_cb), self);
      gtk_grid_attach (GTK_GRID (self->grid), button, (n - 1) % COLUMNS, (n - 1) / COLUMNS, 1, 1);
      self->buttons[n] = button;
      self->dice_labels[n] = GTK_LABEL (dice);
      self->dice_bins[n] = dice_bin;
      self->gives_labels[n] = GTK_LABEL (gives);
    }
}

static void
ts_kingsburg_court_dispose (GObject *object)
{
  TsKingsburgCourt *self = TS_KINGSBURG_COURT (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  for (guint n = 0; n <= TS_KINGSBURG_N_ADVISORS; n++)
    g_clear_pointer (&self->shown[n], g_free);
  G_OBJECT_CLASS (ts_kingsburg_court_parent_class)->dispose (object);
}

static void
ts_kingsburg_court_class_init (TsKingsburgCourtClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_kingsburg_court_dispose;
  signals[ADVISOR_ACTIVATED] = ts_game_page_add_activated_signal (klass, "advisor-activated");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "kingsburgcourt");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_kingsburg_court_init (TsKingsburgCourt *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->grid = gtk_grid_new ();
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 4);
  self->envoy = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->envoy, 0);
  gtk_label_set_ellipsize (self->envoy, PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (self->box), self->grid);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->envoy));
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  build_buttons (self);
  ts_focus_group_add (self->grid);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The King's court"), -1);
}
