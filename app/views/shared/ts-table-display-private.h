/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-table-display.h"
#include "ts-table-fit.h"
#include "ts-model-seats.h"

G_BEGIN_DECLS

/* How many of the last entries the display lists. */
#define TS_TABLE_DISPLAY_RECENT 3

/* One player's row: colour, name and colour's name, the score counting up and its bar, and
 * the game's counts for that player. */
typedef struct
{
  TsTableDisplay *self;
  GtkWidget *box;
  GtkWidget *swatch;
  GtkWidget *name;
  GtkWidget *colour;
  GtkWidget *turn;   /* "now": whose turn it is, in words, not by colour alone */
  GtkWidget *score;
  GtkWidget *unit;
  GtkWidget *bar;
  GtkWidget *facts;
  GtkWidget *ended;  /* "If it ended now: 35 VP", while the display shows it */
  GdkRGBA rgba;
  double shown;      /* the score drawn now */
  int target;        /* the player's score */
  AdwAnimation *animation;
} TsTableRow;

struct _TsTableDisplay
{
  AdwWindow parent_instance;

  TsMatch *match;
  GPtrArray *rows;          /* TsTableRow, setup order */
  GtkWidget *recent[TS_TABLE_DISPLAY_RECENT];        /* the entry in words */
  GtkWidget *recent_points[TS_TABLE_DISPLAY_RECENT]; /* who scored what by it */
  char *summary;
  int bar_top;              /* the score a full bar stands for */
  gboolean show_ended;      /* each score if the game ended now (Shift+F5) */

  /* The page it shows for, and the focus there (weak) */
  GtkWidget *page;
  GtkWidget *page_focus;
  gboolean clicked;         /* the user clicked the display: its focus is theirs */
  gint64 shown_at;          /* when it was shown (monotonic µs) */
  GdkMonitor *monitor;      /* fullscreen there (a reference), or NULL */

  /* A change waits for the page's frame (the scorekeeper's first), then shows */
  GdkFrameClock *page_clock; /* the page's, while a change waits for it */
  gulong painted_id;
  guint update_id;           /* the update after the page's frame, or its fallback */

  /* template widgets */
  AdwHeaderBar *header_bar;
  GtkWidget *ended_button;
  GtkWidget *summary_box;
  TsTableFit *fit;
  GtkWidget *content;
  GtkLabel *game_label;
  GtkLabel *progress_label;
  GtkLabel *pending_label;
  GtkWidget *body;
  GtkWidget *players_box;
  GtkWidget *side_box;
  GtkWidget *qr_slot;       /* the BG Stats code, once the game is over */
  GtkWidget *qr;
  GtkGrid *facts_grid;
  GtkLabel *secret_label;
  GtkLabel *recent_heading;
  GtkWidget *recent_box;

  /* The seats' codes while the game is shared (ts-table-display-seats.c) */
  TsSeatServer *seats;
  GtkWidget *seats_section;
  GtkWidget *seats_box;
  char *seats_summary;
};

/* ts-table-display-rows.c: the rows made once, and everything shown set from the match. */
void _ts_table_display_build (TsTableDisplay *self);
void _ts_table_display_update (TsTableDisplay *self);
void _ts_table_display_row_free (TsTableRow *row);

/* ts-table-display-seats.c: the seats' codes while the table shares its game. */
void _ts_table_display_build_seats (TsTableDisplay *self);
void _ts_table_display_update_seats (TsTableDisplay *self);

/* ts-table-display-place.c: where the window goes on the page's screen. */
void _ts_table_display_place (TsTableDisplay *self);
/* Above the page's window again, without the focus (X11; elsewhere nothing). */
void _ts_table_display_raise (TsTableDisplay *self);

G_END_DECLS
