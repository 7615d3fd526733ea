/* ludus-test-moves.h: checks every game's moves must pass, shared by the games' tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ludus.h"

G_BEGIN_DECLS

typedef struct
{
  guint  games_per_count;      /* random games for each player count of the game's range */
  guint  probes_per_position;  /* random moves tried in every position */
  guint  n_move_kinds;         /* probe kinds are drawn from 0 .. n_move_kinds */
  int    arg_limit;            /* probe arguments are drawn from -1 .. arg_limit - 2 */
  gsize  state_size;           /* bytes of the engine's state struct, compared after a refusal */
  gboolean check_listed_once;  /* also check that no legal move is listed twice */
} LudusTestMovesConfig;

/*
 * Plays random games (seeds 77000 + 10 × players + game) and, in every position, checks that
 * is_legal agrees with legal_moves for random moves by every seat (and by a seat that does not
 * exist), that every listed move is legal (and, if asked, listed once), and that each refused
 * move leaves a GError and the state byte for byte as it was. Returns the number of refusals.
 */
guint64 ludus_test_check_moves (LudusGame                  *game,
                                const LudusTestMovesConfig *config);

G_END_DECLS
