/* ft-plugin.c: the Forum Trajanum plugin module's entry point
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gmodule.h>

#include "ft-game.h"

static GType
ft_plugin_get_type (void)
{
  /* The board helper registers its factory here with
   * ft_game_set_board_factory (); until then create_board returns NULL. */
  return ludus_ft_game_get_type ();
}

LUDUS_DEFINE_PLUGIN (ft_plugin_get_type)
