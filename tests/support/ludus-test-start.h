/* ludus-test-start.h: the start player chosen on the new-match page
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus.h"

G_BEGIN_DECLS

/*
 * Checks a game's start-player option, the one of type LUDUS_OPTION_SEAT named id, for every
 * seat count: it defaults to -1 (random), which sets up exactly what no options do; with seat
 * k, seat k is the first to act and start_player_of (state) is k; with the seat the random
 * draw picks, the position is the random one byte for byte (the draw is still made); a seat
 * out of range is refused with LUDUS_GAME_ERROR_BAD_OPTIONS.
 */
void ludus_test_check_start_player (LudusGame   *game,
                                    const char  *id,
                                    guint      (*start_player_of) (const LudusState *state));

G_END_DECLS
