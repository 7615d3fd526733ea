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
