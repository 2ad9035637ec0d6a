/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What every command of tableside-cli shares (ts-cli-common.c). */

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ts-match.h"

G_BEGIN_DECLS

/* tableside-cli's exit status: done, the record or sheet refused (or unreadable), or a wrong
 * command line. */
typedef enum
{
  TS_CLI_OK = 0,
  TS_CLI_REFUSED = 1,
  TS_CLI_USAGE = 2,
} TsCliStatus;

/* Loads and replays @file as it is written (a record of version 1 is not given its automatic
 * entries, so entry numbers are the file's); on refusal prints why and returns NULL. Never
 * saves. */
TsMatch *ts_cli_load (GFile *file);
/* @node printed as indented JSON. */
void ts_cli_print_json (JsonNode *node);
/* “in progress”, “finished, Ana won” ... (transfer full) */
char *ts_cli_status_text (TsMatch *match);
/* Prints @message and the hint to --help; the exit status of a wrong command line. */
int ts_cli_usage_error (const char *message);
/* @text with control characters written out, safe to print (transfer full). */
char *ts_cli_escape_controls (const char *text);

G_END_DECLS
