/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One language's translations of the app's own words, read from its compiled catalog
 * (tableside.mo) without changing the process's language: a phone at the table reads the
 * game in its own language while the laptop keeps its own (ts-i18n.h). */
typedef struct _TsCatalog TsCatalog;

/* The supported language that best matches @languages (an Accept-Language header's value or
 * a single tag such as "pt-BR"): "pt_BR", "pt", "es" or "en". */
const char *ts_catalog_pick_language (const char *languages);
/* @language's catalog ("pt_BR"), from the folder the app's gettext domain is bound to;
 * "en" gives the empty catalog (the words as written). A missing or broken catalog is
 * an error naming the file. */
TsCatalog *ts_catalog_load (const char *language,
                            GError    **error);
/* The same catalog, read from @data (a .mo file's bytes), for tests. */
TsCatalog *ts_catalog_new_from_bytes (const char *language,
                                      GBytes     *data,
                                      GError    **error);
TsCatalog *ts_catalog_ref (TsCatalog *catalog);
void ts_catalog_unref (TsCatalog *catalog);
const char *ts_catalog_get_language (TsCatalog *catalog);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsCatalog, ts_catalog_unref)

/* Makes _(), C_() and ngettext() of the engine and the model translate through @catalog in
 * this thread until the next call (NULL: the process's language again); returns the catalog
 * used before, which the caller restores. */
TsCatalog *ts_catalog_use (TsCatalog *catalog);

const char *ts_i18n_gettext (const char *msgid) G_GNUC_FORMAT (1);
/* @ctx_msgid is "context\004msgid"; @offset, where msgid begins. */
const char *ts_i18n_pgettext (const char *ctx_msgid,
                              gsize       offset) G_GNUC_FORMAT (1);
const char *ts_i18n_ngettext (const char *msgid,
                              const char *plural,
                              gulong      n) G_GNUC_FORMAT (1) G_GNUC_FORMAT (2);
const char *ts_i18n_dpgettext2 (const char *domain,
                                const char *context,
                                const char *msgid) G_GNUC_FORMAT (3);

G_END_DECLS
