/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What's New (issue 55): the description of release @version in the AppStream metainfo
 * @metainfo (the installed file's text, translated by merge_file), as the markup
 * AdwAboutWindow:release-notes takes (<p>, <ul>, <ol>, <li>), each paragraph and item in the
 * first of the user's languages it has. NULL when the metainfo has no such release. */
char *ts_release_notes_from_metainfo (const char         *metainfo,
                                      const char         *version,
                                      const char * const *languages);

/* The same for the running version, from the metainfo built into the app's resources. */
char *ts_release_notes_dup (void);

G_END_DECLS
