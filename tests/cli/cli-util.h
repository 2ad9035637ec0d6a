/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <sys/stat.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Runs the real tableside-cli (TABLESIDE_CLI) as `COMMAND PATH [OPTION]`; returns 0 when it
 * exited with status 0, else 1; its standard output in *@out. */
int ts_cli_test_run (char      **out,
                     const char *command,
                     const char *path,
                     const char *option);

/* The JSON of the ```json block of docs/file-format.md that holds @marker. */
char *ts_cli_test_documented_example (const char *marker);

/* What test-cli.c, test-cli-burgundy.c and test-cli-sheet.c share: the real CLI
 * (TABLESIDE_CLI) and the work folder, both set by ts_cli_test_init(). */
extern const char *ts_cli_test_cli_path;
extern char *ts_cli_test_work_dir;

/* g_test_init(), the CLI's path and a new work folder. */
void ts_cli_test_init (int    *argc,
                       char ***argv);
/* g_test_run(), then the work folder is removed. */
int ts_cli_test_run_tests (void);

typedef struct
{
  int status;
  char *out;
  char *err;
} TsCliTestRun;

void ts_cli_test_run_clear (TsCliTestRun *run);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TsCliTestRun, ts_cli_test_run_clear)

/* Runs @binary with the arguments up to NULL; its exit status and output in @run. */
void ts_cli_test_run_binary (TsCliTestRun *run,
                             const char   *binary,
                             const char   *first_arg,
                             va_list       args);
void ts_cli_test_run_cli (TsCliTestRun *run,
                          const char   *first_arg,
                          ...);

/* A file in the work folder, checked unchanged (and removed) when cleared. */
typedef struct
{
  char *path;
  char *contents;
  struct stat before;
} TsCliTestFile;

void ts_cli_test_file_clear (TsCliTestFile *record);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TsCliTestFile, ts_cli_test_file_clear)

void ts_cli_test_file_init (TsCliTestFile *record,
                            const char    *name,
                            char          *contents);
JsonNode *ts_cli_test_parse_json (const char *text);

G_END_DECLS
