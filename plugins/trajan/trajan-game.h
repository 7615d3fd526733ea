/* trajan-game.h: Trajan as a LudusGame
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus.h"

G_BEGIN_DECLS

/* 2: decisions with a single choice are made by the game (saves of 1 are migrated). */
#define TRAJAN_RULES_VERSION 2

/* The rules table; ludus_rules_game_new (&trajan_rules, NULL) makes a game
 * without a board for the engine's tests. */
extern const LudusRules trajan_rules;

G_END_DECLS
