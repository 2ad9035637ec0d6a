/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the data room's files share with the data test; not part of the interface. */
#include "ts-carcassonne-data.h"

G_BEGIN_DECLS

/* Parses a tile file (the data test's broken files); ts_carcassonne_data_clear() frees the
 * names it copied. */
gboolean ts_carcassonne_data_load (TsCarcassonneData *data, const char *json, GError **error);
void ts_carcassonne_data_clear (TsCarcassonneData *data);

G_END_DECLS
