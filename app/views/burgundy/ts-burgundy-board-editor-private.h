/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Shared by the files of the board editor window: ts-burgundy-board-editor.c (the board
 * shown, saving, correcting and removing), ts-burgundy-board-editor-lists.c (the list of
 * boards, the problems), ts-burgundy-board-editor-space.c (entering spaces by keyboard and
 * mouse) and ts-burgundy-board-editor-files.c (a new board, its name and kind, import and
 * export). A team board is drawn by ts-burgundy-board-editor-grid.c. */

#include "ts-burgundy.h"
#include "ts-burgundy-board-editor-grid.h"
#include "ts-burgundy-board-editor.h"
#include "ts-burgundy-duchy-view.h"

G_BEGIN_DECLS

/* The kinds the editor offers: duchy, outpost, solo and team board (12), the last on its
 * 16 x 10 grid (TsBurgundyBoardEditorGrid). */
#define TS_BURGUNDY_EDITOR_KINDS TS_BURGUNDY_N_BOARD_KINDS

struct _TsBurgundyBoardEditor
{
  AdwWindow parent_instance;

  /* Template widgets. */
  AdwToastOverlay *toast_overlay;
  GtkListBox *board_list;
  GtkWidget *main_box;
  GtkLabel *title_label;
  GtkLabel *status_label;
  GtkWidget *correct_button;
  GtkWidget *fields_box;
  GtkEditable *name_entry;
  GtkDropDown *kind_dropdown;
  TsBurgundyDuchyView *duchy_view;
  TsBurgundyBoardEditorGrid *team_grid; /* instead of duchy_view for a team board */
  GtkWidget *side_scroller; /* beside the board: the space, the problems, the key help */
  GtkWidget *space_box;
  GtkLabel *space_label;
  GtkGrid *colour_grid;
  GtkWidget *die_box;
  GtkWidget *no_space_button; /* a team board's cell that is no space */
  GtkCheckButton *start_check;
  GtkWidget *outpost_box;
  GtkLabel *start_label;
  GtkListBox *problem_list;
  GtkLabel *help_label;

  /* Built in code. */
  GtkWidget *colour_buttons[TS_BURGUNDY_N_COLOURS]; /* GtkToggleButton */
  GtkWidget *die_buttons[6];                         /* GtkToggleButton, dice 1-6 */
  GtkWidget *outpost_checks[TS_BURGUNDY_OUTPOSTS];   /* GtkCheckButton */
  GtkWidget *broken_group; /* ts_overrides_broken_new(): the store's file cannot be read */

  /* Owned. */
  TsBurgundyBoardStore *store;
  GtkNativeDialog *chooser; /* import or export, while open */
  char *keys;               /* the colour keys in the user's language, or NULL (English only) */
  AdwToast *key_toast;      /* the last word on a key that set nothing, or NULL */
  GtkWidget *close_dialog;  /* “Kept as a Draft” on closing, while open */
  gboolean draft_said;      /* closing after that dialog: no second question */
  gboolean closing_changed; /* a close saved changes: the draft is said before it goes */

  /* The board shown: a copy, edited in place and saved to the store. */
  const TsBurgundyData *data;
  TsBurgundyDuchy board;
  gboolean editable; /* the user's board or correction (a shipped board is read only) */
  gboolean dirty;    /* changed since shown or saved */
  guint space;       /* the selected space */
  TsBurgundySpaces problem_spaces;
  guint n_problems;
  gboolean updating; /* filling widgets: their signals change nothing */
};

/* ts-burgundy-board-editor.c */
/* Shows board @id of the store (a copy, read only when shipped) and selects it in the list. */
void _ts_burgundy_board_editor_show (TsBurgundyBoardEditor *self,
                                     const char            *id);
/* The working copy changed: redraws the board, its problems and the space's panel. */
void _ts_burgundy_board_editor_changed (TsBurgundyBoardEditor *self);
/* Saves the working copy to the store; toasts the outcome (a draft says why); on failure an
 * error dialog names the file and the reason. */
gboolean _ts_burgundy_board_editor_save (TsBurgundyBoardEditor *self);
/* Saves @board to the store as a new board (or the correction its id says) and shows it. */
gboolean _ts_burgundy_board_editor_add (TsBurgundyBoardEditor *self,
                                        const TsBurgundyDuchy *board);
void _ts_burgundy_board_editor_toast (TsBurgundyBoardEditor *self,
                                      const char            *text);
/* An error dialog over the window: @heading, then @body (not markup). */
void _ts_burgundy_board_editor_error (TsBurgundyBoardEditor *self,
                                      const char            *heading,
                                      const char            *body);

/* ts-burgundy-board-editor-lists.c */
/* Lists the store's boards again, the one shown selected. */
void _ts_burgundy_board_editor_fill_list (TsBurgundyBoardEditor *self);
void _ts_burgundy_board_editor_select_row (TsBurgundyBoardEditor *self,
                                          const char            *id);
/* With unsaved changes, the shown board's row says so (until the list is filled again). */
void _ts_burgundy_board_editor_mark_unsaved (TsBurgundyBoardEditor *self);
/* Lists the problems of the working copy and marks their spaces. */
void _ts_burgundy_board_editor_show_problems (TsBurgundyBoardEditor *self);

/* ts-burgundy-board-editor-space.c */
/* The widget of space (cell) @space of the board shown: on the duchy view, or the team
 * board's grid. */
GtkWidget *_ts_burgundy_board_editor_get_space (TsBurgundyBoardEditor *self,
                                                guint                  space);
/* Where space @space of the board shown is, for the side panel ("space 2 of row 3", on a
 * team board with its half). Free the string. */
char *_ts_burgundy_board_editor_place (TsBurgundyBoardEditor *self,
                                       guint                  space);
void _ts_burgundy_board_editor_space_init (TsBurgundyBoardEditor *self);
/* Shows the selected space in the side panel and highlights it on the board. */
void _ts_burgundy_board_editor_space_update (TsBurgundyBoardEditor *self);
/* Selects space @space and moves the keyboard focus there. */
void _ts_burgundy_board_editor_focus_space (TsBurgundyBoardEditor *self,
                                            guint                  space);

/* ts-burgundy-board-editor-files.c */
void _ts_burgundy_board_editor_files_init (TsBurgundyBoardEditorClass *klass);
/* Connects the user's board's Name and Kind fields. */
void _ts_burgundy_board_editor_fields_init (TsBurgundyBoardEditor *self);
/* Reads a board file and adds the board, as Import… does after the file chooser; an error
 * dialog names the file and the reason. Used by tests. */
gboolean _ts_burgundy_board_editor_import_file (TsBurgundyBoardEditor *self,
                                                GFile                 *file);
gboolean _ts_burgundy_board_editor_export_file (TsBurgundyBoardEditor *self,
                                                GFile                 *file);

G_END_DECLS
