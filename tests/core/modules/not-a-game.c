/* not-a-game.c: a plugin whose type does not implement LudusGame
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ludus.h"

#define BROKEN_TYPE_NOT_A_GAME (broken_not_a_game_get_type ())
G_DECLARE_FINAL_TYPE (BrokenNotAGame, broken_not_a_game, BROKEN, NOT_A_GAME, GObject)

struct _BrokenNotAGame
{
  GObject parent_instance;
};

G_DEFINE_FINAL_TYPE (BrokenNotAGame, broken_not_a_game, G_TYPE_OBJECT)

static void
broken_not_a_game_class_init (BrokenNotAGameClass *klass)
{
}

static void
broken_not_a_game_init (BrokenNotAGame *self)
{
}

LUDUS_DEFINE_PLUGIN (broken_not_a_game_get_type)
