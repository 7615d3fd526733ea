/* nr-policy.c: the search's playout policy for Nova Roma (LudusRules.playout_move)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Alone against the automa, a playout plays the turn under way to its end before the
 * evaluation values it (nr-eval.c), so that a placement is judged by the actions it leads
 * to. Played at random, that turn would decline half its actions and stop most steps at
 * once. This policy plays it as a careless but willing player: it weighs each legal move by
 * its kind — an achievement token placed, an action performed, a contract taken, chariots
 * and ships moved, a card played weigh more than declining or stopping — and a patrician
 * by the power of the two actions it gives, and draws one by those weights from the
 * search's generator.
 *
 * With two to four seats, only hard plays its playouts this way (nr_playout_flags), to the
 * end of the turn under way: easy and normal play at random, easy to the end of the game,
 * normal one move before the evaluation. Measured (HACKING.md): with one random move before
 * the evaluation, hard's eight times as many iterations as normal's bought little.
 *
 * It reads only the forum, the player count and the moves it is given.
 */
#include "config.h"

#include "nr-private.h"

/* The weight of a kind not listed. */
#define PLAIN 2

/* Weights by move kind (NrMoveKind); 0 stands for PLAIN. */
static const guint8 kind_weight[NR_N_MOVE_KINDS] = {
  [NR_MOVE_MOSAIC] = 16,
  [NR_MOVE_PERFORM] = 8,
  [NR_MOVE_DECLINE] = 1,
  [NR_MOVE_CONTRACT] = 8,
  [NR_MOVE_BUILD] = 6,
  [NR_MOVE_SAIL] = 6,
  [NR_MOVE_RACE] = 6,
  [NR_MOVE_CHARIOTEER] = 4,
  [NR_MOVE_PLAY] = 6,
  [NR_MOVE_DRAW] = 4,
  [NR_MOVE_LATIFUNDIUM] = 4,
  [NR_MOVE_PETITION] = 4,
  [NR_MOVE_PLACE] = 4,
  [NR_MOVE_USE] = 4,
};

typedef struct
{
  const NrState *s;
  guint          player;
} Mover;

/* A move's weight: by its kind; a patrician by the powers the cell gives the player (the
 * square of their sum: a cell that gives 3 and 3 is nine times as likely as one that gives
 * 1 and 1). */
static guint
weight (const LudusMove *m,
        gpointer         user_data)
{
  const Mover *who = user_data;
  guint k = (guint) m->kind;

  if (k == NR_MOVE_PATRICIAN)
    {
      int cell = m->args[0];
      int sum = MIN (3, nr_forum_power (who->s, who->player, cell, TRUE) + 1) +
                MIN (3, nr_forum_power (who->s, who->player, cell, FALSE) + 1);

      return (guint) (sum * sum);
    }
  return k < NR_N_MOVE_KINDS && kind_weight[k] > 0 ? kind_weight[k] : PLAIN;
}

guint
nr_playout_move (const NrState   *s,
                 guint            player,
                 const LudusMove *moves,
                 guint            n_moves,
                 LudusRng        *rng)
{
  Mover who = { s, player };

  return ludus_pick_weighted_move (moves, n_moves, weight, &who, rng);
}

LudusPlayoutFlags
nr_playout_flags (const NrState *s,
                  guint          level)
{
  /* Alone the evaluation itself waits for the end of the turn (nr_evaluate). */
  if (nr_is_solo (s))
    return LUDUS_PLAYOUT_POLICY;
  return level == LUDUS_LEVEL_HARD ? LUDUS_PLAYOUT_POLICY | LUDUS_PLAYOUT_WHOLE_TURNS
                                   : LUDUS_PLAYOUT_NONE;
}
