/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-ids.h"

#include <string.h>

#include "ts-i18n.h"

const char *
ts_ids_get (const char *const *ids, guint n_ids, guint index)
{
  return index < n_ids && ids[index] != NULL ? ids[index] : "unknown";
}

int
ts_ids_find (const char *const *ids, guint n_ids, const char *id)
{
  if (id == NULL)
    return -1;
  for (guint i = 0; i < n_ids; i++)
    if (ids[i] != NULL && strcmp (ids[i], id) == 0)
      return i;
  return -1;
}

const char *
ts_ids_name (const char *const *names, guint n_names, guint index)
{
  return index < n_names && names[index] != NULL ? _ (names[index]) : "?";
}
