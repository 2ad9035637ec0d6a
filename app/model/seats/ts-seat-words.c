#include "ts-i18n.h"
#include "ts-seat-words.h"
JsonNode *ts_seat_words_to_json (void)
{
  JsonNode *n = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (n, json_object_new ());
  return n;
}
