/* testgame-plugin.c: the Tesserae plugin module, with its board widget
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gmodule.h>

#include "ludus-board-area.h"
#include "testgame.h"

static GObject *
testgame_plugin_create_board (LudusGame *game,
                              LudusView *view)
{
  GtkWidget *board = ludus_board_area_new (view, testgame_render, NULL,
                                           TESTGAME_BOARD_WIDTH / TESTGAME_BOARD_HEIGHT);

  return G_OBJECT (g_object_ref_sink (board));
}

static GType
testgame_plugin_get_type (void)
{
  /* The rules library has no GTK: the module hands it the board factory. */
  testgame_set_board_factory (testgame_plugin_create_board);
  return ludus_testgame_game_get_type ();
}

LUDUS_DEFINE_PLUGIN (testgame_plugin_get_type)
