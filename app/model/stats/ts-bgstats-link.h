/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* A finished game as the one link BG Stats takes a play from another app by
 * (docs/file-format.md, "A play for BG Stats by QR code"). */

#include "ts-model-match.h"
#include "ts-model-people.h"

G_BEGIN_DECLS

/* The start of every link; the play's JSON follows, URL-encoded. */
#define TS_BGSTATS_LINK_PREFIX "https://app.bgstatsapp.com/createPlay.html?data="

char *ts_bgstats_play_link (TsMatch  *match,
                            GError  **error);
char *ts_bgstats_play_link_for_people (TsMatch  *match,
                                       TsPeople *people,
                                       GError  **error);

G_END_DECLS
