/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-game-page-help.h"
#include "ts-game-page.h"
#include "ts-help.h"

/* The guide's pages of a game are named for its module: game-ID and rules-ID; on the rules
 * page each clause is a section named for its ID in lower case ("kb-bdg-03"). */
static void
show_game_help (TsGamePage *self,
                const char *prefix)
{
  TsMatch *match = ts_game_page_get_match (self);
  g_autofree char *page = g_strdup_printf ("%s-%s", prefix, ts_match_get_module (match)->id);
  const char *refusal = ts_game_page_get_refusal (self);
  const char *own = ts_game_page_get_refusal_clause (self);
  g_autofree char *clause = !g_str_equal (prefix, "rules") ? NULL
                            : own != NULL                ? g_strdup (own)
                                                         : ts_match_dup_refusal_clause (match,
                                                                                        refusal);
  g_autofree char *section = clause != NULL ? g_ascii_strdown (clause, -1) : NULL;

  ts_help_show (GTK_WIDGET (self), page, section);
}

static void
why_action_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  show_game_help (TS_GAME_PAGE (widget), "rules");
}

static void
help_action_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsGamePage *self = TS_GAME_PAGE (widget);

  show_game_help (self, ts_game_page_get_refusal (self) != NULL ? "rules" : "game");
}

void
_ts_game_page_install_help (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "game.why", NULL, why_action_cb);
  gtk_widget_class_install_action (widget_class, "game.help", NULL, help_action_cb);
}
