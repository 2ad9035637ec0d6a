/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The engine translates its own messages (refusals, entry descriptions) through the
 * application's gettext domain, so that the CLI and the views say the same words; a thread
 * may choose another language for a while (ts_catalog_use(): a phone's own). */
#include "config.h"
#include <string.h>
#include <glib/gi18n-lib.h>

#include "ts-catalog.h"

#undef _
#define _(String) ((char *) ts_i18n_gettext (String))
#undef C_
#define C_(Context, String) ((char *) ts_i18n_pgettext (Context "\004" String, strlen (Context) + 1))
#undef ngettext
#define ngettext(Msgid, Plural, N) ((char *) ts_i18n_ngettext (Msgid, Plural, N))
#undef g_dpgettext2
#define g_dpgettext2(Domain, Context, Msgid) ts_i18n_dpgettext2 (Domain, Context, Msgid)
