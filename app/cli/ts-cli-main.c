/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-cli.h"

int
main (int   argc,
      char *argv[])
{
  return ts_cli_main (argc, argv);
}
