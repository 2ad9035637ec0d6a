/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The trade routes' rows of the new-game form (ts-burgundy-setup-routes.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-route-editor.h"
#include "ts-burgundy-setup-routes.h"
#include "ts-tooltip.h"
#include "ts-mnemonic-names.h"

struct _TsBurgundyRouteDeal
{
  TsBurgundyRoutePieces box; /* shipped pieces with the user's */
  char *box_error;           /* why the user's pieces file cannot be used, or NULL */
  GtkStringList *labels;     /* one per piece of the box, in its order */
  GPtrArray *seats;          /* TsBurgundyRouteSeat *, in the form's order */
  GtkWidget *status_row;
  GtkWidget *edit_row;
  GtkWidget *deal_button;
  GtkWidget *edit_button;
  GRand *rand;
  gboolean active;
  gboolean dealt; /* dealt at random once: the module's switch does not deal again */
  gboolean updating;
};

struct _TsBurgundyRouteSeat
{
  TsBurgundyRouteDeal *deal;
  AdwPreferencesGroup *group;
  GtkWidget *row; /* AdwExpanderRow */
  GtkWidget *pieces[TS_BURGUNDY_ROUTE_PIECES]; /* AdwComboRow: an index into deal->box */
};

static guint
n_players (TsBurgundyRouteDeal *deal)
{
  guint n = 0;

  for (guint i = 0; i < deal->seats->len; i++)
    {
      TsBurgundyRouteSeat *seat = g_ptr_array_index (deal->seats, i);

      n += gtk_widget_get_visible (GTK_WIDGET (seat->group));
    }
  return n;
}

static guint
per_player (TsBurgundyRouteDeal *deal)
{
  return ts_burgundy_route_pieces_per_player (MAX (n_players (deal), 2));
}

static guint
n_known (TsBurgundyRouteDeal *deal)
{
  guint n = 0;

  for (guint i = 0; i < deal->box.n_pieces; i++)
    n += ts_burgundy_route_piece_known (&deal->box.pieces[i]);
  return n;
}

static const TsBurgundyRoutePiece *
seat_piece (TsBurgundyRouteSeat *seat,
            guint                k)
{
  guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (seat->pieces[k]));

  return i < seat->deal->box.n_pieces ? &seat->deal->box.pieces[i] : NULL;
}

static char *
piece_label (const TsBurgundyRoutePiece *piece,
             const TsBurgundyRoutePiece *shipped)
{
  if (!ts_burgundy_route_piece_known (piece))
    /* Translators: a trade-route piece (its letter or number) Tableside does not know */
    return g_strdup_printf (_("Piece %s (unknown)"), piece->id);
  if (piece->confidence == TS_BURGUNDY_CONFIDENCE_HIGH
      && (shipped == NULL || shipped->confidence != TS_BURGUNDY_CONFIDENCE_HIGH))
    /* Translators: a trade-route piece the user entered from their box */
    return g_strdup_printf (_("Piece %s (yours)"), piece->id);
  if (piece->confidence == TS_BURGUNDY_CONFIDENCE_HIGH)
    return g_strdup_printf (_("Piece %s"), piece->id);
  /* Translators: a trade-route piece read from the rulebook's example picture */
  return g_strdup_printf (_("Piece %s (medium confidence)"), piece->id);
}

/* -------------------------------------------------------------------------------------- */
/* Showing                                                                                 */

static void
update_seat (TsBurgundyRouteSeat *seat)
{
  TsBurgundyRouteDeal *deal = seat->deal;
  guint per = per_player (deal);
  g_autoptr(GString) ids = g_string_new (NULL);

  gtk_widget_set_visible (seat->row, deal->active);
  for (guint k = 0; k < TS_BURGUNDY_ROUTE_PIECES; k++)
    {
      const TsBurgundyRoutePiece *piece = seat_piece (seat, k);
      g_autofree char *words = NULL;

      gtk_widget_set_visible (seat->pieces[k], k < per);
      if (piece == NULL)
        continue;
      if (ts_burgundy_route_piece_known (piece))
        {
          g_autoptr(GString) spaces = g_string_new (NULL);

          for (guint s = 0; s < TS_BURGUNDY_PIECE_SPACES; s++)
            {
              if (s > 0)
                /* Translators: between the spaces of a trade-route piece */
                g_string_append (spaces, _("; "));
              /* Translators: a trade-route space: goods type (die number), then its bonus */
              g_string_append_printf (spaces, _("goods %u: %s"), piece->die[s],
                                      ts_burgundy_route_bonus_short_name (piece->bonus[s]));
            }
          words = g_string_free (g_steal_pointer (&spaces), FALSE);
        }
      else
        words = g_strdup (_("Unknown: enter it from your box first"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (seat->pieces[k]), words);
      ts_tooltip_set (seat->pieces[k], words);
      if (k < per)
        {
          if (ids->len > 0)
            /* Translators: between the pieces of a trade route ("A, 4, C") */
            g_string_append (ids, _(", "));
          g_string_append (ids, piece->id);
        }
    }
  {
    /* Translators: a player's trade-route pieces, left to right ("A, 4, C") */
    g_autofree char *subtitle = g_strdup_printf (_("Left to right: %s"), ids->str);
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (seat->row), subtitle);
  }
}

static void
update_status (TsBurgundyRouteDeal *deal,
               const char          *problem)
{
  guint n = MAX (n_players (deal), 2);
  g_autofree char *text = NULL;

  if (problem == NULL && deal->box_error != NULL)
    problem = deal->box_error;
  /* Translators: the trade-route pieces known of the box's 12, then how many the players lay
   * in all (10 for 2 players, 12 for 3 or 4) */
  text = g_strdup_printf (_("%u of 12 pieces known; %u players lay %u."), n_known (deal), n,
                          n * ts_burgundy_route_pieces_per_player (n));
  if (problem != NULL)
    {
      g_autofree char *both = g_strdup_printf ("%s %s", text, problem);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (deal->status_row), both);
    }
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (deal->status_row), text);
  ts_burgundy_module_row_follow (deal->status_row, deal->active);
}

static void
update_all (TsBurgundyRouteDeal *deal)
{
  if (deal->updating)
    return;
  ts_burgundy_module_row_follow (deal->edit_row, deal->active);
  for (guint i = 0; i < deal->seats->len; i++)
    update_seat (g_ptr_array_index (deal->seats, i));
  update_status (deal, NULL);
}

/* Reads the box again (after the editor saved) and names its pieces in the rows. */
static void
load_box (TsBurgundyRouteDeal *deal)
{
  const TsBurgundyRoutePieces *shipped = ts_burgundy_route_pieces_get (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) selected = g_ptr_array_new ();
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) labels = NULL;

  g_clear_pointer (&deal->box_error, g_free);
  if (!ts_burgundy_route_box_pieces (&deal->box, &error))
    deal->box_error = g_strdup (error->message);
  for (guint i = 0; i < deal->box.n_pieces; i++)
    {
      g_autofree char *label = piece_label (&deal->box.pieces[i],
                                            shipped != NULL ? &shipped->pieces[i] : NULL);
      g_strv_builder_add (builder, label);
    }
  labels = g_strv_builder_end (builder);
  /* Replacing the names resets the rows' choices: keep them. */
  for (guint i = 0; i < deal->seats->len; i++)
    {
      TsBurgundyRouteSeat *seat = g_ptr_array_index (deal->seats, i);
      for (guint k = 0; k < TS_BURGUNDY_ROUTE_PIECES; k++)
        g_ptr_array_add (selected, GUINT_TO_POINTER (
                                       adw_combo_row_get_selected (ADW_COMBO_ROW (seat->pieces[k]))));
    }
  deal->updating = TRUE;
  gtk_string_list_splice (deal->labels, 0, g_list_model_get_n_items (G_LIST_MODEL (deal->labels)),
                          (const char *const *) labels);
  for (guint i = 0; i < deal->seats->len; i++)
    {
      TsBurgundyRouteSeat *seat = g_ptr_array_index (deal->seats, i);
      for (guint k = 0; k < TS_BURGUNDY_ROUTE_PIECES; k++)
        adw_combo_row_set_selected (ADW_COMBO_ROW (seat->pieces[k]),
                                    GPOINTER_TO_UINT (g_ptr_array_index (
                                        selected, i * TS_BURGUNDY_ROUTE_PIECES + k)));
    }
  deal->updating = FALSE;
}

/* -------------------------------------------------------------------------------------- */
/* Dealing and the editor                                                                  */

gboolean
ts_burgundy_route_deal_random (TsBurgundyRouteDeal *deal)
{
  guint n = n_players (deal), per = per_player (deal);
  guint known[TS_BURGUNDY_ROUTE_BOX_PIECES], count = 0;

  /* The pieces may have been entered meanwhile (in another window too). */
  load_box (deal);
  for (guint i = 0; i < deal->box.n_pieces; i++)
    if (ts_burgundy_route_piece_known (&deal->box.pieces[i]))
      known[count++] = i;
  if (count < n * per)
    {
      update_status (deal, _("Enter your box’s pieces before dealing them."));
      return FALSE;
    }
  if (deal->rand == NULL)
    deal->rand = g_rand_new ();
  /* CB-TRD-01/02: random pieces in random order. */
  for (guint i = count - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (deal->rand, 0, i + 1);
      guint t = known[i];

      known[i] = known[j];
      known[j] = t;
    }
  deal->updating = TRUE;
  for (guint s = 0, next = 0; s < deal->seats->len && s < n; s++)
    {
      TsBurgundyRouteSeat *seat = g_ptr_array_index (deal->seats, s);

      for (guint k = 0; k < per; k++)
        adw_combo_row_set_selected (ADW_COMBO_ROW (seat->pieces[k]), known[next++]);
    }
  deal->updating = FALSE;
  deal->dealt = TRUE;
  update_all (deal);
  return TRUE;
}

static void
deal_clicked_cb (TsBurgundyRouteDeal *deal)
{
  if (!ts_burgundy_route_deal_random (deal))
    gtk_widget_grab_focus (deal->edit_button);
}

static void
editor_changed_cb (TsBurgundyRouteDeal *deal)
{
  load_box (deal);
  update_all (deal);
}

static void
edit_clicked_cb (TsBurgundyRouteDeal *deal)
{
  GtkRoot *root = gtk_widget_get_root (deal->edit_button);
  GtkWidget *editor = ts_burgundy_route_editor_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                                         : NULL,
                                                    NULL);

  g_signal_connect_swapped (editor, "changed", G_CALLBACK (editor_changed_cb), deal);
  gtk_window_present (GTK_WINDOW (editor));
}

TsBurgundyRouteDeal *
ts_burgundy_route_deal_new (AdwPreferencesGroup *group)
{
  TsBurgundyRouteDeal *deal = g_new0 (TsBurgundyRouteDeal, 1);

  deal->seats = g_ptr_array_new ();
  deal->labels = gtk_string_list_new (NULL);
  deal->status_row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (deal->status_row), FALSE);
  /* Translators: the row of the new-game form about the trade-route pieces */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (deal->status_row), _("Trade-Route Pieces"));
  /* Translators: deals the known trade-route pieces to the players at random */
  deal->deal_button = gtk_button_new_with_mnemonic (_("Deal at Rand_om"));
  gtk_widget_set_valign (deal->deal_button, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (deal->status_row), deal->deal_button);

  deal->edit_row = adw_action_row_new ();
  /* Translators: a row of the new-game form: the trade-route pieces of the user's box */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (deal->edit_row), _("Your Box’s Pieces"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (deal->edit_row),
                               _("Tableside knows 3 of the 12 pieces: enter the others once"));
  /* Translators: opens the editor of the trade-route pieces of the user's box */
  deal->edit_button = gtk_button_new_with_mnemonic (_("_Enter Your Box’s Pieces…"));
  gtk_widget_set_valign (deal->edit_button, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (deal->edit_row), deal->edit_button);

  g_signal_connect_swapped (deal->deal_button, "clicked", G_CALLBACK (deal_clicked_cb), deal);
  g_signal_connect_swapped (deal->edit_button, "clicked", G_CALLBACK (edit_clicked_cb), deal);
  ts_burgundy_module_row_follow (deal->edit_row, FALSE);
  ts_burgundy_module_row_follow (deal->status_row, FALSE);
  adw_preferences_group_add (group, deal->status_row);
  adw_preferences_group_add (group, deal->edit_row);
  load_box (deal);
  return deal;
}

void
ts_burgundy_route_deal_free (TsBurgundyRouteDeal *deal)
{
  g_clear_pointer (&deal->seats, g_ptr_array_unref);
  g_clear_object (&deal->labels);
  g_clear_pointer (&deal->rand, g_rand_free);
  g_free (deal->box_error);
  g_free (deal);
}

void
ts_burgundy_route_deal_set_active (TsBurgundyRouteDeal *deal,
                                   gboolean             active)
{
  if (deal->active == !!active)
    return;
  deal->active = !!active;
  if (deal->active)
    load_box (deal);
  if (deal->active && !deal->dealt && n_known (deal) >= n_players (deal) * per_player (deal))
    ts_burgundy_route_deal_random (deal);
  update_all (deal);
}

gboolean
ts_burgundy_route_deal_get_active (TsBurgundyRouteDeal *deal)
{
  return deal->active;
}

GtkWidget *
ts_burgundy_route_deal_get_part (TsBurgundyRouteDeal     *deal,
                                 TsBurgundyRouteDealPart  part)
{
  switch (part)
    {
    case TS_BURGUNDY_ROUTE_DEAL_STATUS:
      return deal->status_row;
    case TS_BURGUNDY_ROUTE_DEAL_BUTTON:
      return deal->deal_button;
    case TS_BURGUNDY_ROUTE_EDIT_BUTTON:
      return deal->edit_button;
    default:
      g_return_val_if_reached (NULL);
    }
}

/* -------------------------------------------------------------------------------------- */
/* Seats                                                                                   */

static void
piece_selected_cb (TsBurgundyRouteSeat *seat)
{
  update_all (seat->deal);
}

static void
group_visible_cb (TsBurgundyRouteSeat *seat)
{
  update_all (seat->deal);
}

TsBurgundyRouteSeat *
ts_burgundy_route_seat_new (TsBurgundyRouteDeal *deal,
                            AdwPreferencesGroup *group)
{
  TsBurgundyRouteSeat *seat = g_new0 (TsBurgundyRouteSeat, 1);

  seat->deal = deal;
  seat->group = group;
  seat->row = adw_expander_row_new ();
  /* Translators: a player's row of the new-game form with their trade-route pieces */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->row), _("Trade Route"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (seat->row), FALSE);
  for (guint k = 0; k < TS_BURGUNDY_ROUTE_PIECES; k++)
    {
      GtkWidget *row = adw_combo_row_new ();
      /* Its list read with its title (issue 41). */
      ts_mnemonic_names_by_row (GTK_WIDGET (row), ADW_PREFERENCES_ROW (row));
      /* Translators: the place of a piece in a trade route, from the left; the first is the
       * leftmost */
      g_autofree char *title = k == 0 ? g_strdup (_("Piece 1 (leftmost)"))
                                      : g_strdup_printf (_("Piece %u"), k + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (deal->labels));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row),
                                  (deal->seats->len * TS_BURGUNDY_ROUTE_PIECES + k)
                                      % MAX (deal->box.n_pieces, 1u));
      g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (piece_selected_cb), seat);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (seat->row), row);
      seat->pieces[k] = row;
    }
  gtk_widget_set_visible (seat->row, FALSE);
  adw_preferences_group_add (group, seat->row);
  g_signal_connect_swapped (group, "notify::visible", G_CALLBACK (group_visible_cb), seat);
  g_ptr_array_add (deal->seats, seat);
  update_seat (seat);
  return seat;
}

void
ts_burgundy_route_seat_free (TsBurgundyRouteSeat *seat)
{
  g_signal_handlers_disconnect_by_data (seat->group, seat);
  for (guint k = 0; k < TS_BURGUNDY_ROUTE_PIECES; k++)
    g_signal_handlers_disconnect_by_data (seat->pieces[k], seat);
  if (seat->deal->seats != NULL)
    g_ptr_array_remove (seat->deal->seats, seat);
  g_free (seat);
}

void
ts_burgundy_route_seat_swap (TsBurgundyRouteSeat *a,
                             TsBurgundyRouteSeat *b)
{
  a->deal->updating = TRUE;
  for (guint k = 0; k < TS_BURGUNDY_ROUTE_PIECES; k++)
    {
      guint t = adw_combo_row_get_selected (ADW_COMBO_ROW (a->pieces[k]));

      adw_combo_row_set_selected (ADW_COMBO_ROW (a->pieces[k]),
                                  adw_combo_row_get_selected (ADW_COMBO_ROW (b->pieces[k])));
      adw_combo_row_set_selected (ADW_COMBO_ROW (b->pieces[k]), t);
    }
  a->deal->updating = FALSE;
  update_all (a->deal);
}

void
ts_burgundy_route_seat_fill_player (TsBurgundyRouteSeat *seat,
                                    JsonObject          *player)
{
  const TsBurgundyRoutePiece *pieces[TS_BURGUNDY_ROUTE_PIECES];
  guint per = per_player (seat->deal);

  if (!seat->deal->active)
    return;
  for (guint k = 0; k < per; k++)
    {
      pieces[k] = seat_piece (seat, k);
      /* ts_burgundy_route_seat_check() refuses unknown pieces first. */
      g_return_if_fail (pieces[k] != NULL && ts_burgundy_route_piece_known (pieces[k]));
    }
  json_object_set_member (player, "route", ts_burgundy_route_to_json (pieces, per));
}

gboolean
ts_burgundy_route_seat_check (TsBurgundyRouteSeat  *seat,
                              const char           *name,
                              GtkWidget           **fault,
                              GError              **error)
{
  TsBurgundyRouteDeal *deal = seat->deal;
  guint per = per_player (deal);
  guint n = n_players (deal);

  if (!deal->active)
    return TRUE;
  for (guint k = 0; k < per; k++)
    {
      const TsBurgundyRoutePiece *piece = seat_piece (seat, k);
      guint index = adw_combo_row_get_selected (ADW_COMBO_ROW (seat->pieces[k]));

      *fault = seat->pieces[k];
      if (piece == NULL || !ts_burgundy_route_piece_known (piece))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       /* Translators: a player's name, then a trade-route piece */
                       _("%s’s trade route has piece %s, which Tableside does not know yet: "
                         "enter it with Enter Your Box’s Pieces…, or choose another piece."),
                       name, piece != NULL ? piece->id : "?");
          return FALSE;
        }
      for (guint j = 0; j < k; j++)
        if (adw_combo_row_get_selected (ADW_COMBO_ROW (seat->pieces[j])) == index)
          {
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                         /* Translators: a trade-route piece, then a player's name */
                         _("Piece %s is twice in %s’s trade route: the box has one of each."),
                         piece->id, name);
            return FALSE;
          }
      for (guint s = 0; s < deal->seats->len && s < n; s++)
        {
          TsBurgundyRouteSeat *other = g_ptr_array_index (deal->seats, s);

          if (other == seat)
            continue;
          for (guint j = 0; j < per; j++)
            if (adw_combo_row_get_selected (ADW_COMBO_ROW (other->pieces[j])) == index)
              {
                g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                             /* Translators: a trade-route piece, then a player's name */
                             _("Piece %s is in %s’s trade route and in another player’s: the "
                               "box has one of each."),
                             piece->id, name);
                return FALSE;
              }
        }
    }
  *fault = NULL;
  return TRUE;
}

GtkWidget *
ts_burgundy_route_seat_get_row (TsBurgundyRouteSeat *seat)
{
  return seat->row;
}

GtkWidget *
ts_burgundy_route_seat_get_piece_row (TsBurgundyRouteSeat *seat,
                                      guint                k)
{
  g_return_val_if_fail (k < TS_BURGUNDY_ROUTE_PIECES, NULL);
  return seat->pieces[k];
}
