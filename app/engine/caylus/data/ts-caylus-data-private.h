/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the Caylus data files share among themselves (not part of the engine's interface). */
#include "ts-caylus-data.h"

G_BEGIN_DECLS

/* ts-caylus-data.c: parses a component file (exported for the data test's broken files). */
gboolean ts_caylus_data_load (TsCaylusData *data, const char *json, GError **error);
void ts_caylus_data_clear (TsCaylusData *data);
/* The component file's readers the corrections share: a whole number in [lo, hi]; resource
 * amounts ("any" into @any when allowed); a side's options (@member of @o); and why a tile's
 * cost is not one its kind can have (NULL when it is). */
gboolean ts_caylus_json_number (JsonNode *n, int lo, int hi, int *out);
gboolean ts_caylus_json_amounts (JsonNode *node, guint8 *amounts, guint8 *any, int hi);
gboolean ts_caylus_json_side (JsonObject *o, const char *member, TsCaylusEffect *side,
                              const char *where, GError **error);
const char *ts_caylus_cost_problem (const TsCaylusTile *tile);

G_END_DECLS
