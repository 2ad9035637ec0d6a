/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-engine-error.h"

G_DEFINE_QUARK (ts-engine-error-quark, ts_engine_error)

gboolean
ts_engine_refuse (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL, message);
  return FALSE;
}
