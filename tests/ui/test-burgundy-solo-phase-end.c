/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 58 in the views: the solo game's 5-goods exchange after a ship shield 15 placed at a
 * phase end (CB-SOL-14) is entered with the solo form there, as in a turn. The record is
 * tests/data/burgundy-cases/solo-phase-end-ship-exchange.json, said to know today's readings
 * (saved before, it keeps the earlier reading: tests/model/test-burgundy-case-readings.c). */
#include <string.h>

#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-solo-entry.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-match.h"
#include "ts-test-cases.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

static TsMatch *
case_match (const char *name)
{
  g_autoptr(TsRecord) record = ts_test_case_record (name, TRUE);
  g_autoptr(GError) error = NULL;
  TsMatch *match = ts_match_new_for_record (record, &error);

  g_assert_no_error (error);
  return match;
}

static void
test_exchange (void)
{
  g_autoptr(TsMatch) match = case_match ("solo-phase-end-ship-exchange");
  TsWindow *window = ts_window_new (NULL);
  const TsBurgundyState *s = ts_match_get_state (match);
  TsBurgundySoloEntry *solo;
  guint n_given = 0, held = 0;

  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_window_show_match (window, match);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  solo = TS_BURGUNDY_SOLO_ENTRY (ts_ui_test_find_child (GTK_WIDGET (window),
                                                        TS_TYPE_BURGUNDY_SOLO_ENTRY));
  g_assert_nonnull (solo);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (solo)));
  g_assert_cmpint (ts_burgundy_solo_entry_get_mode (solo), ==, TS_BURGUNDY_SOLO_EXCHANGE);

  /* 5 of the goods held, typed by die number; the exchange goes on to phase E's depots. */
  for (guint g = 1; g <= 6; g++)
    held += s->players[0].goods[g];
  for (guint g = 1; g <= 6 && n_given < 5; g++)
    for (guint k = 0; k < s->players[0].goods[g] && n_given < 5; k++, n_given++)
      g_assert_true (ts_burgundy_solo_entry_press_key (solo, GDK_KEY_0 + g, 0));
  g_assert_true (ts_burgundy_solo_entry_submit (solo));
  s = ts_match_get_state (match);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  for (guint g = 1; g <= 6; g++)
    held -= s->players[0].goods[g];
  g_assert_cmpuint (held, ==, 5);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/burgundy/solo/phase-end-exchange/CB-SOL-14", test_exchange);
  return g_test_run ();
}
