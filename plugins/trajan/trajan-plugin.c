/* trajan-plugin.c: the Trajan plugin module's entry point
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gmodule.h>

#include "trajan-game.h"

GObject *trajan_plugin_create_board (LudusGame *game,
                                     LudusView *view);

/*
 * The board widget. The board helper fills this in (it will call
 * trajan_board_new ()); until then Trajan has no board and this stays
 * unregistered, so create_board returns NULL.
 */
GObject *
trajan_plugin_create_board (LudusGame *game,
                            LudusView *view)
{
  return NULL;
}

static GType
trajan_plugin_get_type (void)
{
  /* No board factory is registered yet: see trajan_plugin_create_board (). */
  return ludus_trajan_game_get_type ();
}

LUDUS_DEFINE_PLUGIN (trajan_plugin_get_type)
