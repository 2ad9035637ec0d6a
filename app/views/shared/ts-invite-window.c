/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Invite Phones… (ts-invite-window.h). The server is started here when it is not running,
 * on the address of the interface of the default route (ts_seat_net_dup_default_address());
 * the address row offers the others and this computer alone. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-invite-window.h"
#include "ts-qr-code.h"
#include "ts-score-table.h"
#include "ts-seat-net.h"
#include "ts-wrap-box.h"

#define LOOPBACK "127.0.0.1"
/* A card's width: a phone's 360 px less the window's margins (a code of about 200 px inside). */
#define CARD_WIDTH 336

enum
{
  PROP_0,
  PROP_ADDRESS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  TsQrCode *qr;
  GtkLabel *link;
  GtkLabel *typed;
  GtkLabel *count;
  GtkListBox *phones;
} Card;

struct _TsInviteWindow
{
  AdwWindow parent_instance;

  TsSeatServer *server;
  GStrv colors;
  char *address;
  GPtrArray *addresses; /* the address row's, in its order */
  GtkStringList *address_names;
  gboolean syncing; /* the address row set from here */
  Card *cards;      /* one a seat */
  guint n_cards;

  /* template widgets */
  AdwComboRow *address_row;
  GtkSwitch *enter_switch;
  GtkStack *stack;
  GtkWidget *cards_box;
  AdwStatusPage *status;
  GtkButton *share_button;
};

G_DEFINE_FINAL_TYPE (TsInviteWindow, ts_invite_window, ADW_TYPE_WINDOW)

static const char *
player_name (TsInviteWindow *self,
             guint           seat,
             char          **initial)
{
  GListModel *players = ts_match_get_players (ts_seat_server_get_match (self->server));
  g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, seat);
  const char *name = ts_match_player_get_name (player);
  gunichar c = g_utf8_get_char_validated (name, -1);
  char buf[8] = { 0 };

  /* A mark that needs no colour: the first letter. */
  if (c != (gunichar) -1 && c != (gunichar) -2 && c != 0)
    g_unichar_to_utf8 (g_unichar_toupper (c), buf);
  *initial = g_strdup (buf);
  /* The match keeps its players: the name outlives the reference dropped here. */
  return name;
}

static void
remove_clicked_cb (GtkButton      *button,
                   TsInviteWindow *self)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat"));
  const char *phone = g_object_get_data (G_OBJECT (button), "phone");

  ts_seat_server_remove_phone (self->server, seat, phone);
}

static void
update_card (TsInviteWindow *self,
             guint           seat)
{
  Card *card = &self->cards[seat];
  g_autofree char *link = ts_seat_server_dup_link (self->server, seat);
  g_autofree char *base = ts_seat_server_dup_base_link (self->server);
  g_autofree char *typed = NULL;
  g_autofree char *count = NULL;
  g_auto(GStrv) phones = ts_seat_server_dup_phones (self->server, seat);
  guint n = phones != NULL ? g_strv_length (phones) : 0;
  g_autoptr(TsMatchPlayer) player = g_list_model_get_item (
      ts_match_get_players (ts_seat_server_get_match (self->server)), seat);
  const char *player_name = player != NULL ? ts_match_player_get_name (player) : "";
  GtkWidget *row;

  ts_qr_code_set_text (card->qr, link);
  gtk_label_set_text (card->link, link);
  /* Translators: under a seat's QR code, for a phone that cannot scan it: the address to
   * open, then the seat's code of six letters and digits */
  typed = g_strdup_printf (_("Or open %s and type %s"), base,
                           ts_seat_server_get_code (self->server, seat));
  gtk_label_set_text (card->typed, typed);
  if (n == 0)
    count = g_strdup (_("No phone yet"));
  else
    /* Translators: how many phones follow the game as a seat's player */
    count = g_strdup_printf (ngettext ("%u phone", "%u phones", n), n);
  gtk_label_set_text (card->count, count);

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (card->phones))) != NULL)
    gtk_list_box_remove (card->phones, row);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Remove"));
      g_autofree char *title = NULL;
      g_autofree char *remove_label = NULL;

      row = adw_action_row_new ();
      /* Translators: a phone that joined a seat, numbered in the order they joined */
      title = g_strdup_printf (_("Phone %u"), i + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), phones[i]);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (button), "seat", GUINT_TO_POINTER (seat));
      g_object_set_data_full (G_OBJECT (button), "phone", g_strdup (phones[i]), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), self);
      /* Which phone of whose seat, for a screen reader: every row's button says "Remove". */
      remove_label = g_strdup_printf (_("Remove phone %u from %s’s seat"), i + 1, player_name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      remove_label, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (card->phones, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (card->phones), n > 0);
}

static void
renew_clicked_cb (GtkButton      *button,
                  TsInviteWindow *self)
{
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat"));

  ts_seat_server_renew (self->server, seat);
  update_card (self, seat);
}

static GtkWidget *
label_new (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
card_new (TsInviteWindow *self,
          guint           seat)
{
  Card *card = &self->cards[seat];
  g_autofree char *initial = NULL;
  const char *name = player_name (self, seat, &initial);
  g_autofree char *qr_name = NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *renew = gtk_button_new_with_mnemonic (_("_New Link"));

  gtk_widget_add_css_class (box, "card");
  {
    g_autofree char *id = g_strdup_printf ("seat-%u", seat);

    /* For the tests: a card by its seat. */
    gtk_widget_set_name (box, id);
  }
  gtk_widget_set_size_request (box, CARD_WIDTH, -1);
  g_object_set (inner, "margin-top", 12, "margin-bottom", 12, "margin-start", 12,
                "margin-end", 12, NULL);
  gtk_box_append (GTK_BOX (box), inner);

  /* The player by colour, initial and name: never by colour alone. */
  if (self->colors != NULL && seat < g_strv_length (self->colors))
    gtk_box_append (GTK_BOX (head), ts_score_table_swatch_new (self->colors[seat]));
  gtk_box_append (GTK_BOX (head), label_new (initial, "heading"));
  gtk_box_append (GTK_BOX (head), label_new (name, "title-4"));
  gtk_box_append (GTK_BOX (inner), head);

  card->qr = TS_QR_CODE (ts_qr_code_new ());
  gtk_widget_set_halign (GTK_WIDGET (card->qr), GTK_ALIGN_CENTER);
  /* Translators: the accessible name of a seat's QR code; %s is the player's name */
  qr_name = g_strdup_printf (_("QR code to join as %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (card->qr), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  qr_name, -1);
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (card->qr));

  card->link = GTK_LABEL (label_new (NULL, "caption"));
  gtk_label_set_selectable (card->link, TRUE);
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (card->link));
  card->typed = GTK_LABEL (label_new (NULL, NULL));
  gtk_label_set_selectable (card->typed, TRUE);
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (card->typed));

  card->count = GTK_LABEL (label_new (NULL, "heading"));
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (card->count));
  card->phones = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (card->phones, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (card->phones), "boxed-list");
  gtk_box_append (GTK_BOX (inner), GTK_WIDGET (card->phones));

  gtk_widget_set_halign (renew, GTK_ALIGN_START);
  g_object_set_data (G_OBJECT (renew), "seat", GUINT_TO_POINTER (seat));
  g_signal_connect (renew, "clicked", G_CALLBACK (renew_clicked_cb), self);
  gtk_box_append (GTK_BOX (inner), renew);
  return box;
}

static void
phones_changed_cb (TsSeatServer   *server,
                   guint           seat,
                   TsInviteWindow *self)
{
  if (seat < self->n_cards && ts_seat_server_get_running (server))
    update_card (self, seat);
}

static void
show_status (TsInviteWindow *self,
             const char     *title,
             const char     *description,
             const char     *button)
{
  adw_status_page_set_title (self->status, title);
  adw_status_page_set_description (self->status, description);
  gtk_button_set_label (self->share_button, button);
  gtk_stack_set_visible_child_name (self->stack, "status");
}

/* (Re)starts the server on the address chosen: every link changes with the port. */
static void
start (TsInviteWindow *self)
{
  g_autoptr(GError) error = NULL;

  ts_seat_server_stop (self->server);
  if (!ts_seat_server_start (self->server, self->address, 0, &error))
    {
      g_autofree char *escaped = g_markup_escape_text (error->message, -1);

      show_status (self, _("Cannot Share This Game"), escaped, _("_Try Again"));
      return;
    }
  for (guint seat = 0; seat < self->n_cards; seat++)
    update_card (self, seat);
  gtk_stack_set_visible_child_name (self->stack, "cards");
}

static void
stop_clicked_cb (TsInviteWindow *self)
{
  ts_seat_server_stop (self->server);
  show_status (self, _("Not Sharing"), _("No phone follows this game now."),
               _("_Share Again"));
}

static void
share_clicked_cb (TsInviteWindow *self)
{
  start (self);
}

/* The address row shows @address, added to it when it is not one of its own. */
static void
sync_address_row (TsInviteWindow *self)
{
  guint i;

  for (i = 0; i < self->addresses->len; i++)
    if (g_str_equal (g_ptr_array_index (self->addresses, i), self->address))
      break;
  self->syncing = TRUE;
  if (i == self->addresses->len)
    {
      g_ptr_array_add (self->addresses, g_strdup (self->address));
      gtk_string_list_append (self->address_names, self->address);
    }
  adw_combo_row_set_selected (self->address_row, i);
  self->syncing = FALSE;
}

/* The page's seat server the window shows. */
TsSeatServer *
ts_invite_window_get_server (TsInviteWindow *self)
{
  g_return_val_if_fail (TS_IS_INVITE_WINDOW (self), NULL);
  return self->server;
}

const char *
ts_invite_window_get_address (TsInviteWindow *self)
{
  g_return_val_if_fail (TS_IS_INVITE_WINDOW (self), NULL);
  return self->address;
}

/**
 * ts_invite_window_set_address:
 *
 * Serves on @address from now on: the server restarts there (new links) unless it already
 * serves there.
 */
void
ts_invite_window_set_address (TsInviteWindow *self,
                              const char     *address)
{
  g_return_if_fail (TS_IS_INVITE_WINDOW (self));
  g_return_if_fail (address != NULL);

  if (g_strcmp0 (address, self->address) == 0 && ts_seat_server_get_running (self->server))
    return;
  g_free (self->address);
  self->address = g_strdup (address);
  sync_address_row (self);
  start (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ADDRESS]);
}

static void
address_selected_cb (TsInviteWindow *self)
{
  guint i = adw_combo_row_get_selected (self->address_row);

  if (self->syncing || i >= self->addresses->len)
    return;
  ts_invite_window_set_address (self, g_ptr_array_index (self->addresses, i));
}

static void
ts_invite_window_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ADDRESS:
      g_value_set_string (value, TS_INVITE_WINDOW (object)->address);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_invite_window_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_ADDRESS:
      ts_invite_window_set_address (TS_INVITE_WINDOW (object), g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_invite_window_dispose (GObject *object)
{
  TsInviteWindow *self = TS_INVITE_WINDOW (object);

  if (self->server != NULL)
    g_signal_handlers_disconnect_by_data (self->server, self);
  g_clear_object (&self->server);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_INVITE_WINDOW);
  G_OBJECT_CLASS (ts_invite_window_parent_class)->dispose (object);
}

static void
ts_invite_window_finalize (GObject *object)
{
  TsInviteWindow *self = TS_INVITE_WINDOW (object);

  g_free (self->cards);
  g_strfreev (self->colors);
  g_free (self->address);
  g_ptr_array_unref (self->addresses);
  g_object_unref (self->address_names);
  G_OBJECT_CLASS (ts_invite_window_parent_class)->finalize (object);
}

static void
ts_invite_window_class_init (TsInviteWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_invite_window_dispose;
  object_class->finalize = ts_invite_window_finalize;
  object_class->get_property = ts_invite_window_get_property;
  object_class->set_property = ts_invite_window_set_property;

  properties[PROP_ADDRESS] = g_param_spec_string ("address", NULL, NULL, NULL,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                      | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TS_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/shared/ts-invite-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsInviteWindow, address_row);
  gtk_widget_class_bind_template_child (widget_class, TsInviteWindow, enter_switch);
  gtk_widget_class_bind_template_child (widget_class, TsInviteWindow, stack);
  gtk_widget_class_bind_template_child_full (widget_class, "cards", FALSE,
                                             G_STRUCT_OFFSET (TsInviteWindow, cards_box));
  gtk_widget_class_bind_template_child (widget_class, TsInviteWindow, status);
  gtk_widget_class_bind_template_child (widget_class, TsInviteWindow, share_button);
  gtk_widget_class_bind_template_callback (widget_class, stop_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, share_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_invite_window_init (TsInviteWindow *self)
{
  g_auto(GStrv) addresses = ts_seat_net_dup_addresses ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->addresses = g_ptr_array_new_with_free_func (g_free);
  self->address_names = gtk_string_list_new (NULL);
  for (guint i = 0; addresses != NULL && addresses[i] != NULL; i++)
    {
      g_ptr_array_add (self->addresses, g_strdup (addresses[i]));
      gtk_string_list_append (self->address_names, addresses[i]);
    }
  g_ptr_array_add (self->addresses, g_strdup (LOOPBACK));
  /* Translators: an address to share the game on: only this computer reaches it (to try it) */
  gtk_string_list_append (self->address_names, _("This computer only"));
  adw_combo_row_set_model (self->address_row, G_LIST_MODEL (self->address_names));
  g_signal_connect_swapped (self->address_row, "notify::selected",
                            G_CALLBACK (address_selected_cb), self);
}

/**
 * ts_invite_window_new:
 * @server: the page's seat server; started here (on the default address) when it is not
 *   running
 * @colors: a CSS colour per player, setup order
 */
GtkWidget *
ts_invite_window_new (TsSeatServer      *server,
                      const char *const *colors)
{
  TsInviteWindow *self;
  g_autofree char *address = NULL;

  g_return_val_if_fail (TS_IS_SEAT_SERVER (server), NULL);

  self = g_object_new (TS_TYPE_INVITE_WINDOW, NULL);
  self->server = g_object_ref (server);
  self->colors = g_strdupv ((char **) colors);
  self->n_cards = ts_seat_server_get_n_seats (server);
  self->cards = g_new0 (Card, MAX (self->n_cards, 1));
  for (guint seat = 0; seat < self->n_cards; seat++)
    ts_wrap_box_append (TS_WRAP_BOX (self->cards_box), card_new (self, seat));
  g_signal_connect (server, "phones-changed", G_CALLBACK (phones_changed_cb), self);
  /* Off locks the phones: they follow the game and propose nothing. */
  g_object_bind_property (server, "locked", self->enter_switch, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE
                              | G_BINDING_INVERT_BOOLEAN);

  /* Opened again: the phones that joined stay. */
  if (ts_seat_server_get_running (server))
    {
      self->address = g_strdup (ts_seat_server_get_address (server));
      sync_address_row (self);
      for (guint seat = 0; seat < self->n_cards; seat++)
        update_card (self, seat);
      return GTK_WIDGET (self);
    }
  address = ts_seat_net_dup_default_address ();
  ts_invite_window_set_address (self, address);
  return GTK_WIDGET (self);
}
