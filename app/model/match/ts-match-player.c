/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-match-player.h"
#include "ts-model-record.h"
#include "ts-match-private.h"

/* One player of a match, for views to bind to: who they are (from the record) and their
 * totals, each the sum of the game's ledger (ARCHITECTURE.md, principle 3). The match
 * updates the totals after every change and each property notifies only when it changes. */
struct _TsMatchPlayer
{
  GObject parent_instance;

  guint index;
  char *name;
  char *color;
  char *mark; /* what tells the player apart without colour (ts_player_marks()) */
  int score;
  int silver;
  int workers;
  gboolean winner;
};

G_DEFINE_FINAL_TYPE (TsMatchPlayer, ts_match_player, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_INDEX,
  PROP_NAME,
  PROP_COLOR,
  PROP_SCORE,
  PROP_SILVER,
  PROP_WORKERS,
  PROP_WINNER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
ts_match_player_finalize (GObject *object)
{
  TsMatchPlayer *self = TS_MATCH_PLAYER (object);

  g_free (self->name);
  g_free (self->color);
  g_free (self->mark);

  G_OBJECT_CLASS (ts_match_player_parent_class)->finalize (object);
}

static void
ts_match_player_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TsMatchPlayer *self = TS_MATCH_PLAYER (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_COLOR:
      g_value_set_string (value, self->color);
      break;
    case PROP_SCORE:
      g_value_set_int (value, self->score);
      break;
    case PROP_SILVER:
      g_value_set_int (value, self->silver);
      break;
    case PROP_WORKERS:
      g_value_set_int (value, self->workers);
      break;
    case PROP_WINNER:
      g_value_set_boolean (value, self->winner);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_match_player_class_init (TsMatchPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = ts_match_player_finalize;
  object_class->get_property = ts_match_player_get_property;

  /* TsMatchPlayer:index: the player's seat in the record, from 0 */
  properties[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /* TsMatchPlayer:color: a palette id (ts-player-palette.h), or NULL if the record has none */
  properties[PROP_COLOR] = g_param_spec_string ("color", NULL, NULL, NULL, flags);
  /* TsMatchPlayer:score: victory points, the sum of the ledger's VP lines */
  properties[PROP_SCORE] = g_param_spec_int ("score", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_SILVER] = g_param_spec_int ("silver", NULL, NULL, G_MININT, G_MAXINT, 0,
                                              flags);
  properties[PROP_WORKERS] = g_param_spec_int ("workers", NULL, NULL, G_MININT, G_MAXINT, 0,
                                               flags);
  /* TsMatchPlayer:winner: TRUE once the game is finished, for the player who won it */
  properties[PROP_WINNER] = g_param_spec_boolean ("winner", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ts_match_player_init (TsMatchPlayer *self)
{
}

TsMatchPlayer *
ts_match_player_new (guint       index,
                     const char *name,
                     const char *color,
                     const char *mark)
{
  TsMatchPlayer *self = g_object_new (TS_TYPE_MATCH_PLAYER, NULL);

  self->index = index;
  self->name = g_strdup (name);
  /* A colour outside the palette (a file written by hand or by another program) is no
   * colour: views never meet an id they cannot draw. The record keeps what it holds. */
  self->color = ts_player_palette_lookup (color) != NULL ? g_strdup (color) : NULL;
  self->mark = g_strdup (mark);
  return self;
}

static void
set_int (TsMatchPlayer *self,
         int           *field,
         int            value,
         guint          prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
ts_match_player_update (TsMatchPlayer *self,
                        const int     *totals,
                        gboolean       winner)
{
  g_return_if_fail (TS_IS_MATCH_PLAYER (self));

  g_object_freeze_notify (G_OBJECT (self));
  set_int (self, &self->score, totals[TS_LEDGER_VP], PROP_SCORE);
  set_int (self, &self->silver, totals[TS_LEDGER_SILVER], PROP_SILVER);
  set_int (self, &self->workers, totals[TS_LEDGER_WORKERS], PROP_WORKERS);
  if (self->winner != winner)
    {
      self->winner = winner;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINNER]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

guint
ts_match_player_get_index (TsMatchPlayer *self)
{
  g_return_val_if_fail (TS_IS_MATCH_PLAYER (self), 0);
  return self->index;
}

const char *
ts_match_player_get_name (TsMatchPlayer *self)
{
  g_return_val_if_fail (TS_IS_MATCH_PLAYER (self), NULL);
  return self->name;
}

const char *
ts_match_player_get_color (TsMatchPlayer *self)
{
  g_return_val_if_fail (TS_IS_MATCH_PLAYER (self), NULL);
  return self->color;
}

int
ts_match_player_get_score (TsMatchPlayer *self)
{
  g_return_val_if_fail (TS_IS_MATCH_PLAYER (self), 0);
  return self->score;
}

int
ts_match_player_get_silver (TsMatchPlayer *self)
{
  g_return_val_if_fail (TS_IS_MATCH_PLAYER (self), 0);
  return self->silver;
}

int
ts_match_player_get_workers (TsMatchPlayer *self)
{
  g_return_val_if_fail (TS_IS_MATCH_PLAYER (self), 0);
  return self->workers;
}

gboolean
ts_match_player_get_winner (TsMatchPlayer *self)
{
  g_return_val_if_fail (TS_IS_MATCH_PLAYER (self), FALSE);
  return self->winner;
}

/* The player's mark, shown with their colour wherever the colour stands for them ("A", or
 * "An" beside an "Al"), so that no page tells players apart by colour alone. */
const char *
ts_match_player_get_mark (TsMatchPlayer *self)
{
  g_return_val_if_fail (TS_IS_MATCH_PLAYER (self), NULL);

  return self->mark;
}
