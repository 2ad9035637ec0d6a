/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * TsFormOption:
 * @value: what the game composes the entry from ("3"; an event's entry as JSON)
 * @text: what the players read, translated ("3", "Tile U: road, straight")
 */
typedef struct
{
  char *value;
  char *text;
} TsFormOption;

/**
 * TsFormField:
 * @owner: the player who enters it (their own dice, the tile they drew), or -1 when anyone
 *   at the table may (the white die, the enemy card)
 * @label: what it is, translated, without the player's name ("Die 1", "White die")
 * @options: the #TsFormOption values it may take, in the order a player reads them
 *
 * One part of a table event that a player enters from their phone.
 */
typedef struct
{
  int owner;
  char *label;
  GPtrArray *options;
} TsFormField;

/**
 * TsTableForm:
 * @fields: the #TsFormField parts of the table event due now, in the rules' order
 *
 * The table event the game waits for (dice, a tile drawn, a card revealed) split into the
 * parts each player enters at the same time (TsGameModule.table_form). The game composes the
 * entry from every field's value, whatever order they came in (TsGameModule.form_entry).
 */
typedef struct
{
  GPtrArray *fields;
} TsTableForm;

TsTableForm *ts_table_form_new (void);
void ts_table_form_free (TsTableForm *form);
/* Appends a field with no options yet and returns it; takes @label. */
TsFormField *ts_table_form_add_field (TsTableForm *form,
                                      int          owner,
                                      char        *label);
/* Appends an option; takes @value and @text. */
void ts_form_field_add_option (TsFormField *field,
                               char        *value,
                               char        *text);
/* Appends @n_dice fields of @owner, each a die of 1 to 6; @label is a printf format with one
 * %u, the die's number from 1 ("Die %u"). */
void ts_table_form_add_dice (TsTableForm *form,
                             int          owner,
                             guint        n_dice,
                             const char  *label);
/* The option of @field whose value is @value, or NULL. */
const TsFormOption *ts_form_field_find (const TsFormField *field,
                                        const char        *value);
/* A whole number @value from 1 to @max, or 0 when it is not one. */
guint ts_form_value_number (const char *value,
                            guint       max);
/* An @event (a game's entry as JSON) as an option's value: the entry itself, compact. */
char *ts_form_event_value (JsonNode *event);
/* The entry a one-field form of events composes: the option's value read back as JSON,
 * or NULL when it is not an object. */
JsonNode *ts_form_event_entry (const char *value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsTableForm, ts_table_form_free)

G_END_DECLS
