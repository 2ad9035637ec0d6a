/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's components by name in the players' words: tiles, characters, resources and
 * amounts of them. */
#include "ts-caylus-data.h"

#include "ts-i18n.h"

/* The names in data/games/caylus/components.json, so that xgettext sees them; they are
 * looked up with their context at use. */
static const char *const cy_tile_names[] G_GNUC_UNUSED = {
  NC_ ("caylus building", "Fair"),
  NC_ ("caylus building", "Lawyer"),
  NC_ ("caylus building", "Carpenter"),
  NC_ ("caylus building", "Toll"),
  NC_ ("caylus building", "Farm"),
  NC_ ("caylus building", "Sawmill"),
  NC_ ("caylus building", "Quarry"),
  NC_ ("caylus building", "Market"),
  NC_ ("caylus building", "Guild"),
  NC_ ("caylus building", "Covered Market"),
  NC_ ("caylus building", "Mansion"),
  NC_ ("caylus building", "Tailor"),
  NC_ ("caylus building", "Masons' Workshop"),
  NC_ ("caylus building", "Spinning Mill"),
  NC_ ("caylus building", "Gold Mine"),
  NC_ ("caylus building", "Foundry"),
  NC_ ("caylus building", "Apothecary"),
  NC_ ("caylus building", "Church"),
  NC_ ("caylus building", "Jeweler"),
  NC_ ("caylus building", "Garden"),
  NC_ ("caylus building", "Factory"),
  NC_ ("caylus building", "Granary"),
  NC_ ("caylus building", "Statue"),
  NC_ ("caylus building", "Theatre"),
  NC_ ("caylus building", "Cathedral"),
  NC_ ("caylus building", "Palace"),
};

static const char *const cy_character_names[] G_GNUC_UNUSED = {
  NC_ ("caylus character", "Early Riser"), NC_ ("caylus character", "Night Worker"),
  NC_ ("caylus character", "Craftsman"),   NC_ ("caylus character", "Administrator"),
  NC_ ("caylus character", "Thief"),       NC_ ("caylus character", "Bailiff"),
  NC_ ("caylus character", "Architect"),   NC_ ("caylus character", "Deliverer"),
  NC_ ("caylus character", "Helper"),      NC_ ("caylus character", "Master Builder"),
  NC_ ("caylus character", "Goldsmith"),   NC_ ("caylus character", "Laborer"),
};

const char *
ts_caylus_tile_name (const TsCaylusTile *tile)
{
  return tile != NULL && tile->name != NULL
             ? g_dpgettext2 (GETTEXT_PACKAGE, "caylus building", tile->name)
             : "?";
}

const char *
ts_caylus_character_name (const TsCaylusData *data, guint character)
{
  return character < TS_CAYLUS_N_CHARACTERS && data->characters[character].name != NULL
             ? g_dpgettext2 (GETTEXT_PACKAGE, "caylus character", data->characters[character].name)
             : "?";
}

const char *
ts_caylus_resource_name (TsCaylusResource resource, guint n)
{
  /* One buffer per resource: a sentence may name two different ones at once. */
  static _Thread_local char buf[TS_CAYLUS_N_RESOURCES][48];

  if (resource >= TS_CAYLUS_N_RESOURCES)
    return "?";
  /* Translators: amounts of Caylus resources, as in "2 wood"; each is its own plural */
  switch (resource)
    {
      case TS_CAYLUS_FOOD:
        g_snprintf (buf[resource], sizeof buf[resource], ngettext ("%u food", "%u food", n), n);
        break;
      case TS_CAYLUS_WOOD:
        g_snprintf (buf[resource], sizeof buf[resource], ngettext ("%u wood", "%u wood", n), n);
        break;
      case TS_CAYLUS_STONE:
        g_snprintf (buf[resource], sizeof buf[resource], ngettext ("%u stone", "%u stone", n), n);
        break;
      case TS_CAYLUS_CLOTH:
        g_snprintf (buf[resource], sizeof buf[resource], ngettext ("%u cloth", "%u cloth", n), n);
        break;
      default:
        g_snprintf (buf[resource], sizeof buf[resource], ngettext ("%u gold", "%u gold", n), n);
        break;
    }
  return buf[resource];
}

char *
ts_caylus_resources_text (const guint8 *amounts)
{
  GString *out = g_string_new (NULL);

  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    if (amounts[r] > 0)
      {
        if (out->len > 0)
          g_string_append (out, _ (", "));
        g_string_append (out, ts_caylus_resource_name (r, amounts[r]));
      }
  return g_string_free (out, FALSE);
}
