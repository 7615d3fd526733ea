/* trajan-plugin.c: the Trajan plugin module's entry point
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gmodule.h>

#include "trajan-board.h"
#include "trajan-game.h"

GObject *trajan_plugin_create_board (LudusGame *game,
                                     LudusView *view);

/* The board widget lives in the module (it needs GTK); the rules library
 * calls it through the factory registered below. */
GObject *
trajan_plugin_create_board (LudusGame *game,
                            LudusView *view)
{
  GtkWidget *board = trajan_board_new (game, view);

  return board != NULL ? G_OBJECT (board) : NULL;
}

static GType
trajan_plugin_get_type (void)
{
  trajan_game_set_board_factory (trajan_plugin_create_board);
  return ludus_trajan_game_get_type ();
}

LUDUS_DEFINE_PLUGIN (trajan_plugin_get_type)
