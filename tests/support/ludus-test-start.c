/* ludus-test-start.c: the start player chosen on the new-match page
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "ludus-test-start.h"

static int
option_index (LudusGame  *game,
              const char *id)
{
  guint n;
  const LudusOption *options = ludus_game_get_options (game, &n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (options[i].id, id))
      {
        g_assert_cmpint (options[i].type, ==, LUDUS_OPTION_SEAT);
        g_assert_cmpint (options[i].default_value, ==, -1);
        return (int) i;
      }
  g_error ("%s has no option %s", ludus_game_get_id (game), id);
  return -1;
}

static LudusState *
new_state (LudusGame *game,
           guint      n_players,
           guint64    seed,
           int        index,
           int        seat,
           GError   **error)
{
  g_autofree int *values = ludus_game_default_options (game);

  values[index] = seat;
  return ludus_game_new_state (game, n_players, seed, values, error);
}

void
ludus_test_check_start_player (LudusGame   *game,
                               const char  *id,
                               guint      (*start_player_of) (const LudusState *state))
{
  int index = option_index (game, id);
  guint min_players, max_players;

  ludus_game_get_player_range (game, &min_players, &max_players);
  for (guint n = min_players; n <= max_players; n++)
    for (guint64 seed = 1; seed <= 5; seed++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(LudusState) plain = ludus_game_new_state (game, n, seed, NULL, &error);
        g_autoptr(LudusState) random = new_state (game, n, seed, index, -1, &error);
        guint drawn = start_player_of (plain);

        g_assert_no_error (error);
        g_assert_cmpmem (random, ludus_state_get_size (random), plain,
                         ludus_state_get_size (plain));
        for (int k = 0; k < (int) n; k++)
          {
            g_autoptr(LudusState) chosen = new_state (game, n, seed, index, k, &error);

            g_assert_no_error (error);
            g_assert_cmpuint (start_player_of (chosen), ==, (guint) k);
            g_assert_cmpuint (ludus_game_get_actors (game, chosen), ==, 1u << k);
            if ((guint) k == drawn)
              g_assert_cmpmem (chosen, ludus_state_get_size (chosen), plain,
                               ludus_state_get_size (plain));
          }
        for (int bad = -2; bad <= (int) n; bad += (int) n + 2)
          {
            g_assert_null (new_state (game, n, seed, index, bad, &error));
            g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
            g_clear_error (&error);
          }
      }
}
