/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-player-sheets.h"

#define SHEETS_KEY "ts-player-sheets"

typedef struct
{
  GPtrArray *sheets; /* the page's */
  GType sheet_type;
  TsPlayerSheetsReady ready;
  gpointer user_data;
  GPtrArray *pages; /* AdwBin per player, owned by the stack */
  guint idle_id;
} Sheets;

static void
sheets_free (gpointer data)
{
  Sheets *sheets = data;

  g_clear_handle_id (&sheets->idle_id, g_source_remove);
  g_ptr_array_unref (sheets->pages);
  g_ptr_array_unref (sheets->sheets);
  g_free (sheets);
}

static void
make_sheet (Sheets *sheets,
            guint   player)
{
  AdwBin *page = g_ptr_array_index (sheets->pages, player);
  GtkWidget *sheet;

  if (adw_bin_get_child (page) != NULL)
    return;
  sheet = g_object_new (sheets->sheet_type, NULL);
  g_ptr_array_index (sheets->sheets, player) = sheet;
  sheets->ready (sheet, player, sheets->user_data);
  adw_bin_set_child (page, sheet);
}

/* The sheets not shown, one per idle so that a frame can come between two. */
static gboolean
make_next_cb (gpointer data)
{
  Sheets *sheets = data;

  for (guint i = 0; i < sheets->pages->len; i++)
    if (adw_bin_get_child (g_ptr_array_index (sheets->pages, i)) == NULL)
      {
        make_sheet (sheets, i);
        return G_SOURCE_CONTINUE;
      }
  sheets->idle_id = 0;
  return G_SOURCE_REMOVE;
}

static void
first_frame_painted_cb (GdkFrameClock *clock,
                        GtkStack      *stack)
{
  Sheets *sheets = g_object_get_data (G_OBJECT (stack), SHEETS_KEY);

  g_signal_handlers_disconnect_by_func (clock, first_frame_painted_cb, stack);
  if (sheets->idle_id == 0)
    sheets->idle_id = g_idle_add_full (G_PRIORITY_LOW, make_next_cb, sheets, NULL);
}

static void
stack_mapped_cb (GtkStack *stack)
{
  g_signal_handlers_disconnect_by_func (stack, stack_mapped_cb, NULL);
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (stack)), "after-paint",
                           G_CALLBACK (first_frame_painted_cb), stack, 0);
}

/* A page shown is made at once: it is mapped, and its sheet with it. */
static void
page_mapped_cb (AdwBin *page,
                Sheets *sheets)
{
  guint player;

  if (g_ptr_array_find (sheets->pages, page, &player))
    make_sheet (sheets, player);
}

void
ts_player_sheets_fill (GtkStack            *stack,
                       GPtrArray           *sheets_made,
                       GType                sheet_type,
                       const char          *names,
                       gsize                name_size,
                       guint                n_players,
                       TsPlayerSheetsReady  ready,
                       gpointer             user_data)
{
  Sheets *sheets;

  g_return_if_fail (GTK_IS_STACK (stack));
  g_return_if_fail (g_object_get_data (G_OBJECT (stack), SHEETS_KEY) == NULL);
  g_return_if_fail (g_type_is_a (sheet_type, GTK_TYPE_WIDGET));
  g_return_if_fail (ready != NULL);

  sheets = g_new0 (Sheets, 1);
  sheets->sheets = g_ptr_array_ref (sheets_made);
  sheets->sheet_type = sheet_type;
  sheets->ready = ready;
  sheets->user_data = user_data;
  sheets->pages = g_ptr_array_new ();
  g_ptr_array_set_size (sheets_made, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      GtkWidget *page = adw_bin_new ();

      g_signal_connect (page, "map", G_CALLBACK (page_mapped_cb), sheets);
      gtk_stack_add_titled (stack, page, NULL, names + i * name_size);
      g_ptr_array_add (sheets->pages, page);
    }
  g_object_set_data_full (G_OBJECT (stack), SHEETS_KEY, sheets, sheets_free);
  if (gtk_widget_get_mapped (GTK_WIDGET (stack)))
    stack_mapped_cb (stack);
  else
    g_signal_connect (stack, "map", G_CALLBACK (stack_mapped_cb), NULL);
}

void
ts_player_sheets_make_shown (GtkStack *stack)
{
  Sheets *sheets = g_object_get_data (G_OBJECT (stack), SHEETS_KEY);
  guint player;

  g_return_if_fail (sheets != NULL);
  if (g_ptr_array_find (sheets->pages, gtk_stack_get_visible_child (stack), &player))
    make_sheet (sheets, player);
}

GtkWidget *
ts_player_sheets_get_page (GtkStack *stack,
                           guint     player)
{
  Sheets *sheets = g_object_get_data (G_OBJECT (stack), SHEETS_KEY);

  g_return_val_if_fail (sheets != NULL, NULL);
  g_return_val_if_fail (player < sheets->pages->len, NULL);
  return g_ptr_array_index (sheets->pages, player);
}
