/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The seats' codes on the table display while the table shares its game (Invite Phones…):
 * each player whose seat no phone follows yet finds their code there, with their name, large
 * enough to scan from a chair; a seat's code goes once a phone follows it, and the whole
 * section when every seat has one or sharing stops. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-qr-code.h"
#include "ts-table-display-private.h"
#include "ts-wrap-box.h"

static void
clear (GtkWidget *box)
{
  for (GtkWidget *child; (child = gtk_widget_get_first_child (box)) != NULL;)
    gtk_widget_unparent (child);
}

static GtkWidget *
seat_card (TsTableDisplay *self,
           guint           seat,
           const char     *name)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (name);
  GtkWidget *code = ts_qr_code_new ();
  g_autofree char *link = ts_seat_server_dup_link (self->seats, seat);
  g_autofree char *accessible = NULL;

  gtk_widget_add_css_class (card, "td-seat");
  gtk_widget_add_css_class (label, "td-fact-label");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  ts_qr_code_set_text (TS_QR_CODE (code), link);
  /* Translators: the accessible name of a seat's QR code; %s is the player's name */
  accessible = g_strdup_printf (_("QR code to join as %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (code), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  gtk_box_append (GTK_BOX (card), label);
  gtk_box_append (GTK_BOX (card), code);
  return card;
}

void
_ts_table_display_update_seats (TsTableDisplay *self)
{
  GListModel *players = ts_match_get_players (self->match);
  g_autoptr(GString) waiting = g_string_new (NULL);
  guint shown = 0;

  clear (self->seats_box);
  for (guint seat = 0; self->seats != NULL && ts_seat_server_get_running (self->seats)
                       && seat < ts_seat_server_get_n_seats (self->seats); seat++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, seat);
      const char *name = player != NULL ? ts_match_player_get_name (player) : "";

      if (ts_seat_server_get_n_phones (self->seats, seat) > 0)
        continue;
      ts_wrap_box_append (TS_WRAP_BOX (self->seats_box), seat_card (self, seat, name));
      if (waiting->len > 0)
        g_string_append (waiting, ", ");
      g_string_append (waiting, name);
      shown++;
    }
  gtk_widget_set_visible (self->seats_section, shown > 0);
  g_free (self->seats_summary);
  /* Translators: read out on the table display while the game is shared with phones; %s
   * lists the players whose seat no phone follows yet ("Ana, Bruno") */
  self->seats_summary = shown > 0 ? g_strdup_printf (_("Phones at the table: %s can scan "
                                                       "their seat’s code on this screen."),
                                                     waiting->str)
                                  : NULL;
}

static void
seats_changed_cb (TsTableDisplay *self)
{
  _ts_table_display_update_seats (self);
  _ts_table_display_update (self);
}

/**
 * ts_table_display_set_seats:
 * @server: (nullable): the seat server sharing the display's game, or NULL
 *
 * While @server runs, the display shows the code of each seat no phone follows yet.
 */
void
ts_table_display_set_seats (TsTableDisplay *self,
                            TsSeatServer   *server)
{
  g_return_if_fail (TS_IS_TABLE_DISPLAY (self));

  if (self->seats == server)
    return;
  if (self->seats != NULL)
    g_signal_handlers_disconnect_by_data (self->seats, self);
  g_set_object (&self->seats, server);
  if (server != NULL)
    {
      g_signal_connect_object (server, "phones-changed", G_CALLBACK (seats_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (server, "notify::running", G_CALLBACK (seats_changed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  seats_changed_cb (self);
}

/* The section, made once: a heading and the codes, placed above the last entries. */
void
_ts_table_display_build_seats (TsTableDisplay *self)
{
  /* Translators: a heading on the table display above the seats' QR codes */
  GtkWidget *heading = gtk_label_new (_("Join on your phone"));

  self->seats_section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (heading, "td-heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  self->seats_box = ts_wrap_box_new (12, 12);
  gtk_box_append (GTK_BOX (self->seats_section), heading);
  gtk_box_append (GTK_BOX (self->seats_section), self->seats_box);
  gtk_widget_set_visible (self->seats_section, FALSE);
  gtk_box_insert_child_after (GTK_BOX (self->side_box), self->seats_section, self->qr_slot);
}
