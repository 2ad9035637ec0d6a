/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The outposts module (issue 15, CB-OUT-01..05; decisions in docs/rules-coverage.md): every
 * player on an outpost duchy 11, whose edge spaces touch 3 outposts (TsBurgundyDuchy's
 * "outposts"). Two outposts are joined when one chain of placed tiles (tiles that touch one
 * another, the start castle included) holds a space touching each. */

#include "ts-burgundy-state.h"

G_BEGIN_DECLS

/* The VP joining a second or third outpost scores in phase @phase (0-4 = A-E): 10/8/6/4/2
 * (CB-OUT-02/03). */
int ts_burgundy_outposts_phase_value (guint phase);

/* The most outposts one chain of @p's placed tiles joins now, 0-3 (a chain that touches one
 * outpost counts 1). With shield 18 a duchy may hold several chains: the best one counts. */
guint ts_burgundy_outposts_chain (const TsBurgundyState *state, const TsBurgundyPlayer *p);

/* After every placement into @player's duchy (ts_burgundy_effects_placed): scores the phase
 * value when the joined outposts rise to 2 and again to 3, then the large or small bonus
 * for the first and second player to join all three (CB-OUT-02..05). Nothing without the
 * option "outposts". */
void ts_burgundy_outposts_placed (TsBurgundyState *state, guint player);

/* The ledger detail of a TS_BURGUNDY_CAUSE_OUTPOSTS line: the outposts joined (2 or 3) in
 * the low 4 bits and the phase (0-4 = A-E) above them, so that the line can say when it
 * scored; phase A's details are plain 2 and 3. */
#define TS_BURGUNDY_OUTPOSTS_DETAIL(joined, phase) ((joined) | ((phase) << 4))
#define TS_BURGUNDY_OUTPOSTS_DETAIL_JOINED(detail) ((detail)&0xfu)
#define TS_BURGUNDY_OUTPOSTS_DETAIL_PHASE(detail) ((detail) >> 4)

G_END_DECLS
