/* ft-test-util.h: shared helpers of the Forum Trajanum tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ft-game.h"
#include "ft-rules.h"

G_BEGIN_DECLS

const FtData *ft_test_data       (void);
/* The game over ft_rules, made once (no board). */
LudusGame    *ft_test_game       (void);
/* Judges a move as the core does (ludus_game_apply ()) and makes that one
 * decision, without the decisions with a single choice that the game makes
 * after it (ft_settle ()): each rule is tested on its own. */
gboolean      ft_test_apply      (FtState          *s,
                                  guint             player,
                                  const LudusMove  *move,
                                  GError          **error);
/* Saves and reloads state through JSON text; FALSE with error if it differs. */
gboolean      ft_test_round_trip (LudusGame        *game,
                                  const LudusState *state,
                                  GError          **error);
/* Loads tests/data/<name>.json as a state (aborts on error). */
FtState      *ft_test_load       (const char       *name);
/* Applies kind with args for player, as one decision (ft_apply_decision:
 * nothing the game then decides by itself); asserts it is accepted. */
void          ft_test_move       (FtState          *s,
                                  guint             player,
                                  int               kind,
                                  int               a0,
                                  int               a1,
                                  int               a2,
                                  int               a3);
/* Asserts that the move is refused and the state left unchanged. */
void          ft_test_refused    (FtState          *s,
                                  guint             player,
                                  int               kind,
                                  int               a0,
                                  int               a1,
                                  int               a2,
                                  int               a3);
/* An empty mid-game position: setup done, pass 1, round 1, the draft done
 * for every player and player 0 to use tiles; grids fully free (no tiles),
 * cranes revealed. Useful to build exact positions in code. */
FtState      *ft_test_blank      (guint             n_players);

G_END_DECLS
