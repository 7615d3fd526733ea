/* ludus-bot.h: random and greedy players, and seeded random full games for tests and benchmarks
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus-game.h"
#include "ludus-rng.h"

G_BEGIN_DECLS

/* Picks one of player's legal moves uniformly at random. FALSE if none. */
gboolean ludus_bot_choose_random (LudusGame        *game,
                                  const LudusState *state,
                                  guint             player,
                                  LudusRng         *rng,
                                  LudusMove        *move);

/* The one-ply greedy baseline; only what player sees of state is used. */
gboolean ludus_bot_choose_greedy (LudusGame        *game,
                                  const LudusState *state,
                                  guint             player,
                                  LudusRng         *rng,
                                  LudusMove        *move);

/**
 * LudusPlayoutCheck:
 * @game: the game
 * @state: the state after a move
 * @player: who moved
 * @move: the move just applied
 * @user_data: the caller's data
 * @error: set when an invariant fails
 *
 * Called after every move of a random playout; returns FALSE with @error set
 * to stop the playout on a broken invariant.
 */
typedef gboolean (*LudusPlayoutCheck) (LudusGame        *game,
                                       const LudusState *state,
                                       guint             player,
                                       const LudusMove  *move,
                                       gpointer          user_data,
                                       GError          **error);

/*
 * Plays random legal moves for every actor (the lowest-numbered actor first
 * in simultaneous phases) until the game is over or max_moves were made.
 * Moves come from the list, so they are applied trusted (as search does).
 * Returns the number of moves made, or -1 with error set when no actor had
 * a legal move or check failed.
 */
gint64   ludus_play_random       (LudusGame         *game,
                                  LudusState        *state,
                                  LudusRng          *rng,
                                  guint64            max_moves,
                                  LudusPlayoutCheck  check,
                                  gpointer           user_data,
                                  GError           **error);

G_END_DECLS
