#pragma once
#include <json-glib/json-glib.h>
JsonNode *ts_seat_words_to_json (void);
