/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* tableside-cli: check, score, moves and bench on a record file, sheet on a final-scoring
 * sheet. Returns the exit status: 0 done, 1 the record or sheet was refused (or could not be
 * read), 2 the command line was wrong. */
int ts_cli_main (int    argc,
                 char **argv);

G_END_DECLS
