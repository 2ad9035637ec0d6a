/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TsTableFact:
 * @player: the player it counts for (setup order), or -1 for the whole table
 * @label: what is counted, translated ("Soldiers", "Tiles left")
 * @value: how many or who, translated ("3", "Ana", "Goblins, strength 4")
 *
 * One of the few counts the players ask about across the table, which the scoreboard shown
 * to them puts beside the scores (TsGameModule.table_facts, issue 45).
 */
typedef struct
{
  int player;
  char *label;
  char *value;
} TsTableFact;

void ts_table_fact_free (TsTableFact *fact);

/* An empty list of facts (a GPtrArray that frees them). */
GPtrArray *ts_table_facts_new (void);
/* Appends a fact; takes @value. */
void ts_table_facts_add (GPtrArray  *facts,
                         int         player,
                         const char *label,
                         char       *value);
void ts_table_facts_add_count (GPtrArray  *facts,
                               int         player,
                               const char *label,
                               int         count);
/* The value of the fact @label of @player (-1: the table's), or NULL. */
const char *ts_table_facts_lookup (GPtrArray  *facts,
                                   int         player,
                                   const char *label);
/* @items (NULL-terminated) as one list ("Ana, Bruno"), or @none when it is empty. */
char *ts_table_facts_list (const char *const *items,
                           const char        *none);

G_END_DECLS
