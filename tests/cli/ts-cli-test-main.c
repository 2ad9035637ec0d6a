/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli with the test game "counter race" registered, so that the CLI's commands can
 * be tested on records whose every entry the test controls. */
#include "ts-cli.h"
#include "ts-counter-game.h"

int
main (int   argc,
      char *argv[])
{
  ts_counter_game_register ();
  return ts_cli_main (argc, argv);
}
