/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

JsonNode *ts_seat_words_to_json (void);

G_END_DECLS
