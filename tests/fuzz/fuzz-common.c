/* fuzz-common.c: what the fuzz targets share
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "fuzz-common.h"

static void
drop_log (const char     *domain,
          GLogLevelFlags  level,
          const char     *message,
          gpointer        user_data)
{
}

LudusRegistry *
fuzz_registry (void)
{
  static LudusRegistry *registry;

  if (registry == NULL)
    {
      /* Overrides in the user's data folder must not change what is fuzzed. */
      g_setenv ("XDG_DATA_HOME", "/nonexistent-ludus-fuzz", TRUE);
      g_setenv ("LUDUS_PLUGIN_PATH_ONLY", "1", TRUE);
      /* A refused input is the normal case; only crashes and sanitizer reports count. */
      g_log_set_default_handler (drop_log, NULL);
      registry = ludus_registry_new ();
      ludus_registry_load_default (registry);
      if (ludus_registry_get_games (registry)->len == 0)
        g_printerr ("fuzz: no games found; set LUDUS_PLUGIN_PATH to the plugins' build "
                    "directories (meson devenv does)\n");
      for (guint i = 0; i < ludus_registry_get_games (registry)->len; i++)
        ludus_game_get_component_data (g_ptr_array_index (ludus_registry_get_games (registry), i),
                                       NULL);
    }
  return registry;
}

static guint
next_choice (const guint8 *seed_data,
             gsize         seed_size,
             guint        *cursor)
{
  guint value = 0;

  for (guint k = 0; k < 2 && seed_size > 0; k++)
    value = value * 256 + seed_data[(*cursor)++ % seed_size];
  return value;
}

static void
look_at (LudusGame        *game,
         const LudusState *state)
{
  guint n = ludus_game_get_n_players (game, state);
  g_autoptr(JsonNode) node = ludus_game_state_to_json (game, state);
  g_autofree char *prompt = ludus_game_get_prompt (game, state, -1);

  for (int viewer = -1; viewer < (int) n; viewer++)
    {
      LudusState *view = ludus_game_redact (game, state, viewer);
      g_autofree char *player = ludus_game_describe_player (game, state, 0, viewer);

      ludus_game_free_state (game, view);
    }
  if (ludus_game_is_over (game, state))
    {
      int scores[LUDUS_MAX_PLAYERS];
      guint ranks[LUDUS_MAX_PLAYERS];
      g_autoptr(GPtrArray) rows = NULL;

      ludus_game_get_scores (game, state, scores);
      ludus_game_get_ranks (game, state, ranks);
      rows = ludus_game_get_score_breakdown (game, state);
    }
}

void
fuzz_play (LudusGame    *game,
           LudusState   *state,
           const guint8 *seed_data,
           gsize         seed_size,
           guint         max_steps)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  guint cursor = 0;

  look_at (game, state);
  for (guint step = 0; step < max_steps && !ludus_game_is_over (game, state); step++)
    {
      guint actors = ludus_game_get_actors (game, state);
      guint player;
      LudusMove move, wrong;
      LudusState *before;

      if (actors == 0)
        break;
      player = (guint) g_bit_nth_lsf (actors, -1);
      g_array_set_size (moves, 0);
      ludus_game_legal_moves (game, state, player, moves);
      if (moves->len == 0)
        break;
      move = g_array_index (moves, LudusMove, next_choice (seed_data, seed_size, &cursor)
                                              % moves->len);
      /* A move with arguments from the input: refused or played, never a crash. */
      wrong = move;
      wrong.args[next_choice (seed_data, seed_size, &cursor) % LUDUS_MOVE_N_ARGS] =
        (gint32) (next_choice (seed_data, seed_size, &cursor) * 65537u);
      before = ludus_game_copy_state (game, state);
      if (!ludus_game_apply (game, state, player, &wrong, NULL) &&
          !ludus_game_apply (game, state, player, &move, NULL))
        {
          ludus_game_free_state (game, before);
          break;
        }
      {
        g_autofree char *text = ludus_game_describe_move (game, before, state, player, &move,
                                                          (int) player);
      }
      ludus_game_free_state (game, before);
      look_at (game, state);
    }
  ludus_game_free_state (game, state);
}
