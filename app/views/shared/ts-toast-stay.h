/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Set by the e2e tests (docs/testing.md): toasts stay until the next one or a click, so that
 * a test reads them and presses their buttons at its own pace on a loaded machine instead of
 * racing their timeout (issue 56). */
#define TS_TOASTS_STAY_ENV "TABLESIDE_TEST_TOASTS_STAY"

/* Whether toasts stay (TS_TOASTS_STAY_ENV is set). */
static inline gboolean
ts_toasts_stay (void)
{
  return g_getenv (TS_TOASTS_STAY_ENV) != NULL;
}

G_END_DECLS
