/* ludus-bot.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ludus-bot.h"

/**
 * ludus_bot_choose_random:
 * @move: (out): the move chosen
 *
 * Returns: %FALSE if @player has no legal move
 */
gboolean
ludus_bot_choose_random (LudusGame        *game,
                         const LudusState *state,
                         guint             player,
                         LudusRng         *rng,
                         LudusMove        *move)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  ludus_game_legal_moves (game, state, player, moves);
  if (moves->len == 0)
    return FALSE;

  *move = g_array_index (moves, LudusMove, ludus_rng_below (rng, moves->len));
  return TRUE;
}

/* What the position right after a move is worth to player: the game's own evaluation if it
 * has one, else what the scores as they stand would be worth at the end. */
static double
greedy_value (LudusGame        *game,
              const LudusState *state,
              guint             player)
{
  double values[LUDUS_MAX_PLAYERS];

  if (ludus_game_is_over (game, state) || !ludus_game_evaluate (game, state, values))
    ludus_game_get_utilities (game, state, values);
  return values[player];
}

/**
 * ludus_bot_choose_greedy:
 * @state: the position; only what @player sees of it is used
 * @move: (out): the move chosen
 *
 * The one-ply greedy baseline: tries each legal move on a determinization
 * of @state for @player and keeps the one after which the position is worth
 * most to @player (the game's evaluation, else the utility of the scores as
 * they stand); ties are broken at random.
 *
 * Returns: %FALSE if @player has no legal move or the game cannot be sampled
 */
gboolean
ludus_bot_choose_greedy (LudusGame        *game,
                         const LudusState *state,
                         guint             player,
                         LudusRng         *rng,
                         LudusMove        *move)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(LudusState) sample = ludus_game_determinize (game, state, player, rng);
  double best = -G_MAXDOUBLE;
  guint ties = 0;

  if (sample == NULL)
    return FALSE;
  ludus_game_legal_moves (game, sample, player, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autoptr(LudusState) after = ludus_state_copy (sample);
      double value;

      ludus_game_apply_trusted (game, after, player, &g_array_index (moves, LudusMove, i));
      value = greedy_value (game, after, player);
      if (value > best + 1e-9)
        {
          best = value;
          ties = 0;
        }
      if (value >= best - 1e-9 && ludus_rng_below (rng, ++ties) == 0)
        *move = g_array_index (moves, LudusMove, i);
    }
  return moves->len > 0;
}

static int
lowest_bit (guint mask)
{
  for (int i = 0; i < LUDUS_MAX_PLAYERS; i++)
    if (mask & (1u << i))
      return i;
  return -1;
}

/**
 * ludus_play_random:
 * @check: (nullable): called after every move
 *
 * Returns: the number of moves made, or -1 with @error set
 */
gint64
ludus_play_random (LudusGame          *game,
                   LudusState         *state,
                   LudusRng           *rng,
                   guint64             max_moves,
                   LudusPlayoutCheck   check,
                   gpointer            user_data,
                   GError            **error)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  guint64 made = 0;

  while (made < max_moves && !ludus_game_is_over (game, state))
    {
      int player = lowest_bit (ludus_game_get_actors (game, state));
      LudusMove move;

      if (player < 0)
        {
          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                       "No seat has to act after %" G_GUINT64_FORMAT " moves, "
                       "but the game is not over", made);
          return -1;
        }

      ludus_game_legal_moves (game, state, (guint) player, moves);
      if (moves->len == 0)
        {
          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                       "Seat %d must act after %" G_GUINT64_FORMAT " moves "
                       "but has no legal move", player, made);
          return -1;
        }

      move = g_array_index (moves, LudusMove, ludus_rng_below (rng, moves->len));
      ludus_game_apply_trusted (game, state, (guint) player, &move);
      made++;

      if (check != NULL &&
          !check (game, state, (guint) player, &move, user_data, error))
        return -1;
    }

  return (gint64) made;
}
