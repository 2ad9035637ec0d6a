/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-test-cases.h"

#include "ts-readings.h"

TsRecord *
ts_test_case_record (const char *name,
                     gboolean    today)
{
  g_autofree char *file = g_strconcat (name, ".json", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "burgundy-cases", file, NULL);
  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr(GError) error = NULL;
  TsRecord *record;

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  record = ts_record_load_from_data (data, length, file, &error);
  g_assert_no_error (error);
  if (today)
    ts_record_set_readings (record, (int) ts_readings_count (ts_record_get_module (record)));
  return record;
}
