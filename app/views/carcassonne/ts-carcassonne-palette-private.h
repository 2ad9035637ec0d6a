/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-carcassonne-palette.h"
#include "ts-filter-guard.h"

G_BEGIN_DECLS

/* TsCarcassonnePalette's insides, shared by ts-carcassonne-palette.c (the grid, the keys,
 * the question) and ts-carcassonne-palette-query.c (what the search line finds). */
struct _TsCarcassonnePalette
{
  GtkWidget parent_instance;

  const TsCarcassonneData *data;
  GtkSearchEntry *search;
  GtkWidget *pass_button;
  GtkFlowBox *grid;
  TsFilterGuard *guard; /* what Enter on the line may take, and why not (shared rule) */
  /* Per kind: its grid child (NULL when none is left) and the words it answers to. */
  GtkWidget *children[TS_CARCASSONNE_MAX_KINDS];
  char *words[TS_CARCASSONNE_MAX_KINDS];
  /* Per kind: it fits nowhere on the map (CA-BTL-04), so drawing it sets it aside. */
  gboolean nowhere[TS_CARCASSONNE_MAX_KINDS];
  /* Per kind: how many its child says are left. */
  guint left[TS_CARCASSONNE_MAX_KINDS];
  char **query; /* the search line's words, casefolded */
  int exact;    /* the kind whose code or id the line is, or -1 */
  GtkWindow *question; /* “set it aside?”, while it is asked */
  int asked;           /* the kind it asks about */
};

/* The features of @kind in the words a player uses, translated, plus its name (casefolded). */
char *ts_carcassonne_palette_kind_words (const TsCarcassonneKind *kind);
/* Whether the search line shows @kind. */
gboolean ts_carcassonne_palette_kind_shown (TsCarcassonnePalette *self,
                                           guint                 kind);
/* The grid's filter function (@data: the palette). */
gboolean ts_carcassonne_palette_filter_child (GtkFlowBoxChild *child,
                                              gpointer         data);
/* The search line read again: the query, the kind typed whole, the grid refiltered, and
 * what the guard says when nothing is found. */
void ts_carcassonne_palette_update_query (TsCarcassonnePalette *self);

G_END_DECLS
