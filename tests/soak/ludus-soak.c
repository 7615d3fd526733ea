/* ludus-soak.c: random matches of every game with undo, redo, save and reload
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For every game the registry finds (so a new game is soaked the day its plugin is built) and
 * every player count it allows, plays LUDUS_SOAK_GAMES (1,000) seeded random matches to their
 * end through LudusMatch, as the shell does: now and then (4 % and 3 % of the steps) a move is
 * undone or redone, and once along the match and once at its end it is saved to text and
 * loaded back, which replays it and checks the saved position.
 * Every reload must give the same position and moves. Run it under the sanitizers:
 *
 *   meson test -C _build-asan --setup asan --suite soak
 *
 * It prints, per game and player count, the games, moves, undos, redos and reloads, and the
 * time taken. Deterministic: the same build plays the same matches.
 */
#include "config.h"

#include "ludus.h"

#define MAX_STEPS 20000

typedef struct
{
  guint64 games, moves, undos, redos, reloads;
} Figures;

static LudusMatch *
reload (LudusRegistry *registry,
        LudusMatch    *match)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *before = NULL, *after = NULL;
  LudusGame *game = ludus_match_get_game (match);
  LudusMatch *loaded;
  gsize length;

  text = ludus_match_to_data (match, &length);
  loaded = ludus_match_load_from_data (registry, text, length, &error);
  if (loaded == NULL)
    g_error ("%s: a save of the match does not load: %s", ludus_game_get_id (game),
             error->message);
  before = ludus_game_state_to_string (game, ludus_match_get_state (match));
  after = ludus_game_state_to_string (game, ludus_match_get_state (loaded));
  if (g_strcmp0 (before, after) != 0 ||
      ludus_match_get_n_moves (match) != ludus_match_get_n_moves (loaded) ||
      ludus_match_get_n_redo (match) != ludus_match_get_n_redo (loaded))
    g_error ("%s: the match loaded back is not the one saved", ludus_game_get_id (game));
  return loaded;
}

static void
play_one (LudusRegistry *registry,
          LudusGame     *game,
          guint          n_players,
          guint64        seed,
          Figures       *figures)
{
  static const char *const names[] = { "A", "B", "C", "D", "E", "F" };
  LudusSeat seats[LUDUS_MAX_PLAYERS];
  g_autoptr(GError) error = NULL;
  g_autofree int *options = ludus_game_default_options (game);
  g_autoptr(LudusMatch) match = NULL;
  LudusRng rng;
  guint reload_at;

  for (guint i = 0; i < n_players; i++)
    {
      seats[i].name = (char *) names[i];
      seats[i].colour = (char *) "#3584e4";
      seats[i].kind = LUDUS_SEAT_HUMAN;
    }
  match = ludus_match_new (game, n_players, seats, seed, options, seed % 3 == 0, &error);
  if (match == NULL)
    g_error ("%s, %u players: %s", ludus_game_get_id (game), n_players, error->message);
  ludus_rng_init (&rng, seed ^ G_GUINT64_CONSTANT (0x5eed));
  /* One reload somewhere along the match, and one at its end: each replays every move. */
  reload_at = 1 + ludus_rng_below (&rng, 400);

  for (guint step = 0; !ludus_match_is_over (match); step++)
    {
      guint roll = ludus_rng_below (&rng, 1000);
      guint actors, player;
      LudusMove move;

      if (step > MAX_STEPS)
        g_error ("%s, %u players, seed %" G_GUINT64_FORMAT ": not over after %d steps",
                 ludus_game_get_id (game), n_players, seed, MAX_STEPS);
      if (roll < 40 && ludus_match_can_undo (match))
        {
          if (!ludus_match_undo (match, &error))
            g_error ("undo: %s", error->message);
          figures->undos++;
          continue;
        }
      if (roll < 70 && ludus_match_can_redo (match))
        {
          if (!ludus_match_redo (match, &error))
            g_error ("redo: %s", error->message);
          figures->redos++;
          continue;
        }
      if (step == reload_at)
        {
          LudusMatch *loaded = reload (registry, match);

          g_object_unref (match);
          match = loaded;
          figures->reloads++;
        }
      actors = ludus_match_get_actors (match);
      if (actors == 0)
        g_error ("%s: nobody must act, but the match is not over", ludus_game_get_id (game));
      player = (guint) g_bit_nth_lsf (actors, -1);
      if (!ludus_bot_choose_random (game, ludus_match_get_state (match), player, &rng, &move))
        g_error ("%s: seat %u must act but has no legal move", ludus_game_get_id (game), player);
      if (!ludus_match_apply (match, player, &move, &error))
        g_error ("%s: a listed move is refused: %s", ludus_game_get_id (game), error->message);
      figures->moves++;
    }
  g_object_unref (reload (registry, match));
  figures->reloads++;
  g_clear_object (&match);
  figures->games++;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  const char *env = g_getenv ("LUDUS_SOAK_GAMES");
  guint64 n_games = env != NULL ? g_ascii_strtoull (env, NULL, 10) : 1000;
  GPtrArray *games;
  Figures total = { 0 };

  ludus_registry_load_default (registry);
  games = ludus_registry_get_games (registry);
  if (games->len == 0)
    g_error ("no games: set LUDUS_PLUGIN_PATH (the tests do)");

  for (guint i = 0; i < games->len; i++)
    {
      LudusGame *game = g_ptr_array_index (games, i);
      guint min_players, max_players;

      ludus_game_get_player_range (game, &min_players, &max_players);
      for (guint n = min_players; n <= max_players; n++)
        {
          Figures figures = { 0 };
          gint64 start = g_get_monotonic_time ();

          for (guint64 g = 0; g < n_games; g++)
            play_one (registry, game, n, g * 7919 + n, &figures);
          g_print ("%s, %u players: %" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " moves, %"
                   G_GUINT64_FORMAT " undos, %" G_GUINT64_FORMAT " redos, %" G_GUINT64_FORMAT
                   " reloads in %.1f s\n", ludus_game_get_id (game), n, figures.games,
                   figures.moves, figures.undos, figures.redos, figures.reloads,
                   (g_get_monotonic_time () - start) / 1e6);
          total.games += figures.games;
          total.moves += figures.moves;
          total.reloads += figures.reloads;
        }
    }
  g_print ("Total: %" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " moves, %" G_GUINT64_FORMAT
           " reloads; no finding\n", total.games, total.moves, total.reloads);
  return 0;
}
