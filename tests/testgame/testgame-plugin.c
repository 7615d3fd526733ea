/* testgame-plugin.c: the Tesserae plugin module
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gmodule.h>

#include "testgame.h"

LUDUS_DEFINE_RULES_PLUGIN (&testgame_rules, &testgame_board)
