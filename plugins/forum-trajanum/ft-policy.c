/* ft-policy.c: hard's playout policy for Forum Trajanum (LudusRules.playout_move)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A playout played at random gives every legal move the same chance, so it often makes moves
 * a player seldom would: a free conversion at every step where one is listed, a tribune paid
 * for a tile it could take for nothing, a building it can afford skipped, an envoy declined,
 * a citizen row left unpaid. With such playouts, at full budgets, hard's eight times as many
 * iterations as normal's bought little (hard won 15.5 of 30; HACKING.md).
 *
 * This policy plays the playouts of hard as a hasty but willing player: each legal move is
 * drawn with a weight by its kind — builds, both tiles and paying a citizen row weigh most,
 * conversions, tribune takes, skipping a build, declining an envoy and leaving a row unpaid
 * least — from the search's generator. Easy and normal keep their random playouts
 * (ft_playout_flags), so their measured rows stand.
 *
 * It reads only the moves it is given.
 */
#include "config.h"

#include "ft-private.h"

/* The weight of a kind not listed. */
#define PLAIN 4

/* Weights by move kind (FtMoveKind); 0 stands for PLAIN. */
static const guint8 kind_weight[FT_N_MOVE_KINDS] = {
  [FT_MOVE_TAKE_TRIBUNE] = 1,
  [FT_MOVE_USE_BOTH] = 8,
  [FT_MOVE_BUILD_SINGLE] = 8,
  [FT_MOVE_BUILD_DOUBLE] = 8,
  [FT_MOVE_SKIP_BUILD] = 2,
  [FT_MOVE_DECLINE_ENVOY] = 1,
  [FT_MOVE_WORKERS_TO_BUILDER] = 1,
  [FT_MOVE_RECOLOUR_WORKER] = 1,
  [FT_MOVE_CRAFTSMAN1] = 1,
  [FT_MOVE_CRAFTSMAN2] = 1,
  [FT_MOVE_MERCHANT2_SWAP] = 1,
};

/* Paying a citizen row (args[1] = 1) against letting it go inactive. */
#define PAY_ROW_YES 8
#define PAY_ROW_NO  1

static guint
weight (const LudusMove *m,
        gpointer         user_data)
{
  guint k = (guint) m->kind;

  if (k == FT_MOVE_PAY_ROW)
    return m->args[1] ? PAY_ROW_YES : PAY_ROW_NO;
  return k < FT_N_MOVE_KINDS && kind_weight[k] > 0 ? kind_weight[k] : PLAIN;
}

guint
ft_playout_move (const LudusState *state,
                 guint             player,
                 const LudusMove  *moves,
                 guint             n_moves,
                 LudusRng         *rng)
{
  return ludus_pick_weighted_move (moves, n_moves, weight, NULL, rng);
}

LudusPlayoutFlags
ft_playout_flags (const LudusState *state,
                  guint             level)
{
  return level == LUDUS_LEVEL_HARD ? LUDUS_PLAYOUT_POLICY : LUDUS_PLAYOUT_NONE;
}
