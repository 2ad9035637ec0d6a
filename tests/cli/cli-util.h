/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the real tableside-cli (TABLESIDE_CLI) as `COMMAND PATH [OPTION]`; returns 0 when it
 * exited with status 0, else 1; its standard output in *@out. */
int ts_cli_test_run (char      **out,
                     const char *command,
                     const char *path,
                     const char *option);

/* The JSON of the ```json block of docs/file-format.md that holds @marker. */
char *ts_cli_test_documented_example (const char *marker);

G_END_DECLS
