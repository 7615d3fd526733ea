/* ft-plugin.c: the Forum Trajanum plugin module's entry point
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gmodule.h>

#include "ft-game.h"
#include "ft-board.h"

static GType
ft_plugin_get_type (void)
{
  /* The board lives in this module (it needs GTK); the rules library only
   * knows the factory. */
  ft_game_set_board_factory (ft_board_factory);
  return ludus_ft_game_get_type ();
}

LUDUS_DEFINE_PLUGIN (ft_plugin_get_type)
