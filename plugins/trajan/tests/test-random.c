/* test-random.c: seeded random full games with invariant checks and save/load round trips
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * LUDUS_RANDOM_GAMES sets the number of games per player count (default
 * 1000, or 20 when running under valgrind).
 */
#include "config.h"

#include <string.h>

#include "trajan-game.h"
#include "ludus-test-moves.h"
#include "trajan-rules.h"

typedef struct
{
  const TrajanData *data;
  guint64           save_at;    /* move index of the JSON round trip */
  guint64           n_moves;
  guint             last_epoch;
  gboolean          round_tripped;
  gboolean          check_choices;  /* that no decision has a single choice */
} Check;

static guint
n_games (void)
{
  const char *env = g_getenv ("LUDUS_RANDOM_GAMES");
  guint64 n;

  const char *preload = g_getenv ("LD_PRELOAD");

  if (env != NULL && g_ascii_string_to_unsigned (env, 10, 1, 1000000, &n, NULL))
    return (guint) n;
  /* Under valgrind (which preloads its vgpreload libraries) 20 games per
   * player count check the same code paths in minutes instead of an hour. */
  if (preload != NULL && strstr (preload, "vgpreload") != NULL)
    return 20;
  return 1000;
}

static gboolean
round_trip (LudusGame        *game,
            const LudusState *state,
            GError          **error)
{
  g_autoptr(JsonNode) node = ludus_game_state_to_json (game, state);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(JsonNode) parsed = json_from_string (text, error);
  LudusState *loaded;
  gboolean equal;

  if (parsed == NULL)
    return FALSE;
  loaded = ludus_game_state_from_json (game, parsed, error);
  if (loaded == NULL)
    return FALSE;
  equal = ludus_game_states_equal (game, state, loaded);
  ludus_game_free_state (game, loaded);
  if (!equal)
    g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE, "round trip differs");
  return equal;
}

static gboolean
check_cb (LudusGame        *game,
          const LudusState *state,
          guint             player,
          const LudusMove  *move,
          gpointer          user_data,
          GError          **error)
{
  Check *c = user_data;
  const TrajanState *s = (const TrajanState *) state;

  if (!trajan_state_check (c->data, s, error))
    return FALSE;
  if (s->epoch < c->last_epoch)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE, "epoch went back");
      return FALSE;
    }
  c->last_epoch = s->epoch;
  /* No decision without a choice: the game makes those by itself. */
  if (c->check_choices && !ludus_game_is_over (game, state))
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
      guint actor = (guint) g_bit_nth_lsf (trajan_actors (state), -1);

      trajan_legal_moves (state, actor, moves);
      if (moves->len == 1)
        {
          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                       "seat %u is asked a decision with a single choice (%s)", actor + 1,
                       trajan_move_kind_names[g_array_index (moves, LudusMove, 0).kind]);
          return FALSE;
        }
    }
  if (c->n_moves++ == c->save_at)
    {
      c->round_tripped = TRUE;
      if (!round_trip (game, state, error))
        return FALSE;
    }
  return TRUE;
}

static void
play_games (guint n_players)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  guint games = n_games ();
  const TrajanData *d = trajan_data_get (NULL);
  guint64 total_moves = 0;

  g_assert_nonnull (d);
  for (guint i = 0; i < games; i++)
    {
      g_autoptr(GError) error = NULL;
      guint64 seed = 1000 * n_players + i;
      LudusState *state = ludus_game_new_state (game, n_players, seed, NULL, &error);
      LudusRng rng;
      /* The check of every decision's choices costs a listing per move:
       * the first hundred games of each count are enough. */
      Check check = { d, 0, 0, 0, FALSE, i < 100 };
      gint64 moves;
      int scores[LUDUS_MAX_PLAYERS] = { 0 };

      g_assert_no_error (error);
      ludus_rng_init (&rng, seed * 7 + 1);
      /* Anywhere in the game: random games last about 290, 420 and 550
       * moves at 2, 3 and 4 players. */
      check.save_at = ludus_rng_below (&rng, 100 * n_players + 50);
      moves = ludus_play_random (game, state, &rng, 100000, check_cb, &check, &error);
      if (error != NULL)
        g_test_message ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
      g_assert_no_error (error);
      g_assert_cmpint (moves, >, 0);
      g_assert_true (ludus_game_is_over (game, state));
      g_assert_true (check.round_tripped);
      /* The finished game round-trips too. */
      round_trip (game, state, &error);
      g_assert_no_error (error);
      ludus_game_get_scores (game, state, scores);
      for (guint p = 0; p < n_players; p++)
        {
          const TrajanPlayer *pl = &((const TrajanState *) state)->players[p];
          int sum = 0;

          for (guint src = 0; src < TRAJAN_N_VP_SOURCES; src++)
            sum += pl->vp_src[src];
          g_assert_cmpint (sum, ==, scores[p]);
        }
      total_moves += (guint64) moves;
      ludus_game_free_state (game, state);
    }
  g_test_message ("%u games, %" G_GUINT64_FORMAT " moves", games, total_moves);
}

static void
test_random_2 (void)
{
  play_games (2);
}

static void
test_random_3 (void)
{
  play_games (3);
}

static void
test_random_4 (void)
{
  play_games (4);
}

/* In every position of some random games: is_legal agrees with the list of
 * legal moves, every listed move is accepted and listed once, and random moves of every kind
 * (mostly illegal) by every seat are refused with the state left unchanged. */
static void
test_illegal_refused (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  const LudusTestMovesConfig config = {
    .games_per_count = 20,
    .probes_per_position = 12,
    .n_move_kinds = TRAJAN_N_MOVE_KINDS,
    .arg_limit = 14,
    .state_size = sizeof (TrajanState),
    .check_listed_once = TRUE,
  };

  g_assert_cmpuint (ludus_test_check_moves (game, &config), >, 50000);
}

/* A few games through LudusMatch: save to data, load, compare. */
static void
test_match_save_load (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_registry_add_game (registry, game, &error));
  g_assert_no_error (error);
  for (guint n = 2; n <= 4; n++)
    {
      LudusSeat seats[4] = {
        { (char *) "A", (char *) "#c01c28", LUDUS_SEAT_COMPUTER },
        { (char *) "B", (char *) "#26a269", LUDUS_SEAT_COMPUTER },
        { (char *) "C", (char *) "#1a5fb4", LUDUS_SEAT_COMPUTER },
        { (char *) "D", (char *) "#865e3c", LUDUS_SEAT_COMPUTER },
      };
      g_autoptr(LudusMatch) match = ludus_match_new (game, n, seats, 77 + n, NULL, FALSE, &error);
      g_autoptr(LudusMatch) loaded = NULL;
      g_autofree char *text = NULL;
      gsize length;
      guint steps = 300 + 200 * n;

      g_assert_no_error (error);
      for (guint i = 0; i < steps && !ludus_match_is_over (match); i++)
        {
          g_assert_true (ludus_match_play_computer (match, &error));
          g_assert_no_error (error);
        }
      text = ludus_match_to_data (match, &length);
      loaded = ludus_match_load_from_data (registry, text, length, &error);
      g_assert_no_error (error);
      g_assert_nonnull (loaded);
      g_assert_cmpuint (ludus_match_get_n_moves (loaded), ==, ludus_match_get_n_moves (match));
      g_assert_true (ludus_game_states_equal (game, ludus_match_get_state (match),
                                              ludus_match_get_state (loaded)));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ludus/trajan/random/2-players", test_random_2);
  g_test_add_func ("/ludus/trajan/random/3-players", test_random_3);
  g_test_add_func ("/ludus/trajan/random/4-players", test_random_4);
  g_test_add_func ("/ludus/trajan/random/match-save-load", test_match_save_load);
  g_test_add_func ("/ludus/trajan/random/illegal-refused", test_illegal_refused);
  return g_test_run ();
}
