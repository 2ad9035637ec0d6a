/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Final scoring of the modules (issue 14): the rules the final-scoring sheet and the tracked
 * game's final scoring both need, written once (CB-MON-29, CB-EXT-03, CB-SHG-09, CB-SHD-10,
 * CB-SHD-13), and the breakdown's lines for them. */
#include "ts-burgundy-rules.h"

#include "ts-i18n.h"

int
ts_burgundy_end_monastery_vp (guint n, int count, gboolean shield10)
{
  int vp = n == 29 ? 4 * count : ts_burgundy_monastery_end_vp_of_count (n, count);

  return shield10 ? 2 * vp : vp;
}

guint
ts_burgundy_building_monastery (guint type)
{
  if (type < TS_BURGUNDY_N_BUILDINGS)
    return 16 + type;
  return type == TS_BURGUNDY_WHITE_CASTLE_TYPE ? 29 : 0;
}

int
ts_burgundy_monastery_building (guint monastery)
{
  if (monastery >= 16 && monastery <= 23)
    return monastery - 16;
  return monastery == 29 ? TS_BURGUNDY_WHITE_CASTLE_TYPE : -1;
}

guint
ts_burgundy_crane_building (guint32 monasteries)
{
  guint best = TS_BURGUNDY_CRANE_NO_TYPE;
  int best_vp = 0;

  /* One more building of a type adds that type's monastery's VP per building; every such
   * monastery gives 4 (shield 10 doubles them all alike), so the first one found wins. */
  for (guint type = 0; type <= TS_BURGUNDY_WHITE_CASTLE_TYPE; type++)
    {
      guint n = ts_burgundy_building_monastery (type);
      int vp = (monasteries >> n) & 1u ? ts_burgundy_end_monastery_vp (n, 1, FALSE) : 0;

      if (vp > best_vp)
        {
          best = type;
          best_vp = vp;
        }
    }
  return best;
}

int
ts_burgundy_shield_end_vp_held (guint shield, guint32 held)
{
  int vp = ts_burgundy_shield_end_vp (shield);

  return (held >> 13) & 1u ? 2 * vp : vp;
}

/* The crane's type in words: "watchtower", "white castle". */
static const char *
crane_building_name (guint type)
{
  if (type < TS_BURGUNDY_N_BUILDINGS)
    return ts_burgundy_tile_name (TS_BURGUNDY_TILE_BUILDING + type);
  if (type == TS_BURGUNDY_WHITE_CASTLE_TYPE)
    return ts_burgundy_tile_name (TS_BURGUNDY_TILE_WHITE_CASTLE);
  return NULL;
}

static const char *
crane_building_id (guint type)
{
  if (type < TS_BURGUNDY_N_BUILDINGS)
    return ts_burgundy_tile_id (TS_BURGUNDY_TILE_BUILDING + type);
  if (type == TS_BURGUNDY_WHITE_CASTLE_TYPE)
    return ts_burgundy_tile_id (TS_BURGUNDY_TILE_WHITE_CASTLE);
  return "none";
}

/* What a shield's line says under its name, the same for every player. */
static char *
shield_note (guint shield)
{
  int vp = ts_burgundy_shield_end_vp (shield);

  if (shield == 10)
    /* Translators: shield 10's line in the final scoring; %d is its VP */
    return g_strdup_printf (_ ("%d VP; your monasteries' VP count double"), vp);
  if (shield == 13)
    /* Translators: shield 13's line in the final scoring; %d is its VP */
    return g_strdup_printf (_ ("%d VP; every shield of yours counts double"), vp);
  /* Translators: a shield's line in the final scoring; %d is its VP (12, 8 or 4) */
  return g_strdup_printf (_ ("%d VP at the end"), vp);
}

static void
add_vp_line (JsonBuilder *b, const char *cause, const char *text, const char *note, gboolean has,
             int vp)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "cause");
  json_builder_add_string_value (b, cause);
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, text);
  json_builder_set_member_name (b, "note");
  json_builder_add_string_value (b, note);
  json_builder_set_member_name (b, "vp");
  if (has)
    json_builder_add_int_value (b, vp);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
}

void
ts_burgundy_breakdown_module_lines (JsonBuilder *b, const TsBurgundyFinalRow *rows, guint n,
                                    guint i)
{
  const TsBurgundyFinalRow *r = &rows[i];
  guint32 any_shield = 0;
  gboolean any_crane = FALSE;

  for (guint k = 0; k < n; k++)
    {
      any_shield |= rows[k].shields;
      any_crane |= rows[k].crane;
    }
  /* CB-SHG-09: a line per shield anybody holds, its VP (doubled by shield 13) for the holder. */
  for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
    if ((any_shield >> s) & 1u)
      {
        char cause[32];
        g_autofree char *note = shield_note (s);
        /* Translators: a line of the final scoring; %u is a shield number */
        g_autofree char *text = g_strdup_printf (_ ("Shield %u"), s);

        g_snprintf (cause, sizeof cause, "end-shield-%u", s);
        add_vp_line (b, cause, text, note, (r->shields >> s) & 1u, r->shield_vp[s]);
      }
  /* CB-EXT-03: the crane's VP are in its type's monastery line; this line names the type. */
  if (any_crane)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "cause");
      json_builder_add_string_value (b, "crane");
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, _ ("Crane counted as"));
      json_builder_set_member_name (b, "note");
      json_builder_add_string_value (
          b, _ ("the building type that scores most, in that monastery's line"));
      if (r->crane && crane_building_name (r->crane_building) != NULL)
        {
          guint m = ts_burgundy_building_monastery (r->crane_building);
          json_builder_set_member_name (b, "value");
          /* Translators: the crane's type at the end, as in “watchtower (monastery 17)” */
          g_autofree char *value = g_strdup_printf (_ ("%s (monastery %u)"),
                                                    crane_building_name (r->crane_building), m);
          json_builder_add_string_value (b, value);
        }
      else if (r->crane)
        {
          json_builder_set_member_name (b, "value");
          /* Translators: the crane counts as no building type: no monastery of a type scores */
          json_builder_add_string_value (b, _ ("no type scores"));
        }
      else
        {
          json_builder_set_member_name (b, "vp");
          json_builder_add_null_value (b);
        }
      json_builder_end_object (b);
    }
}

void
ts_burgundy_breakdown_module_members (JsonBuilder *b, const TsBurgundyFinalRow *row)
{
  if (row->shields != 0)
    {
      json_builder_set_member_name (b, "shields");
      json_builder_begin_array (b);
      for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
        if ((row->shields >> s) & 1u)
          {
            json_builder_begin_object (b);
            json_builder_set_member_name (b, "shield");
            json_builder_add_int_value (b, s);
            json_builder_set_member_name (b, "vp");
            json_builder_add_int_value (b, row->shield_vp[s]);
            json_builder_end_object (b);
          }
      json_builder_end_array (b);
    }
  if (row->crane)
    {
      json_builder_set_member_name (b, "crane");
      json_builder_add_string_value (b, crane_building_id (row->crane_building));
    }
}
