/* test-nr-eval.c: the search's estimate of a Nova Roma position (nr-eval.c)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The estimate is a heuristic, so these tests pin what it must get right whatever its
 * weights: a finished game is estimated at its score and valued as the end of the game is;
 * every estimate is a utility in [0, 1]; racing past the automa on the favourite's track,
 * sailing towards a VP harbour, and an achievement token that can be placed are each worth
 * more than not. Also the other search hooks of nr-eval.c and nr-policy.c: the exploration
 * scale, and the playout policy's weights.
 */
#include "config.h"

#include <string.h>

#include "nr-test-util.h"

static void
estimates (const NrState *s,
           double        *scores)
{
  nr_estimate_scores (s, nr_test_data (), scores);
}

static double
value_of (const NrState *s)
{
  double values[NR_MAX_PLAYERS];

  g_assert_true (nr_evaluate (s, nr_test_data (), values));
  return values[0];
}

/* Seeded random games of 1–4 players: every estimate on the way is in [0, 1] (none in the
 * setup drafts, and alone none inside a turn), and at the end the estimate is the final score and the value is the
 * utility of the finished game. */
static void
test_random_games (void)
{
  g_autoptr(LudusGame) game = nr_test_game ();
  const NrData *d = nr_test_data ();

  for (guint n = 1; n <= NR_MAX_PLAYERS; n++)
    {
      int options[NR_N_OPTIONS] = { 1, 1, 1, -1 };   /* both drafts */
      g_autofree NrState *s = nr_test_new (n, 4100 + n, options);
      g_autofree LudusMove *buffer = g_new (LudusMove, NR_MAX_MOVES);
      double values[NR_MAX_PLAYERS], utilities[NR_MAX_PLAYERS], est[NR_N_OWNERS];
      LudusRng rng;
      NrScore score;

      ludus_rng_init (&rng, 77 + n);
      while (!nr_is_over (s))
        {
          NrMoves moves = { buffer, 0, NR_MAX_MOVES };
          guint player = (guint) g_bit_nth_lsf (nr_actors (s), -1);
          gboolean drafting = s->phase == NR_PHASE_MOSAIC_DRAFT ||
                              s->phase == NR_PHASE_ASSOC_DRAFT;
          /* Alone, only at the start of a turn (or outside the forum phase). */
          gboolean valued = !drafting && (n > 1 || s->phase != NR_PHASE_FORUM ||
                                          s->turn.step == NR_STEP_START);

          g_assert_cmpint (nr_evaluate (s, d, values), ==, valued);
          for (guint p = 0; valued && p < n; p++)
            {
              g_assert_cmpfloat (values[p], >=, 0.0);
              g_assert_cmpfloat (values[p], <=, 1.0);
            }
          nr_legal_moves (s, d, player, &moves);
          g_assert_cmpuint (moves.n, >, 0);
          nr_apply (s, d, player, &buffer[ludus_rng_below (&rng, moves.n)]);
        }
      nr_score (s, d, &score);
      estimates (s, est);
      for (guint p = 0; p < n; p++)
        g_assert_cmpfloat (est[p], ==, score.total[p]);
      if (n == 1)
        g_assert_cmpfloat (est[NR_AUTOMA], ==, score.total[NR_AUTOMA]);
      g_assert_true (nr_evaluate (s, d, values));
      ludus_game_get_utilities (game, (LudusState *) s, utilities);
      for (guint p = 0; p < n; p++)
        g_assert_cmpfloat (values[p], ==, utilities[p]);
    }
}

/* Solo, round 1: the player's chariot on the current favourite's track just behind the
 * automa's, then just ahead of it. Ahead, the player expects more and the automa less (the
 * favourite and the finish), and the position is worth more. */
static void
test_chariot_ahead (void)
{
  g_autofree NrState *behind = nr_test_start (1);
  g_autofree NrState *ahead = NULL;
  const NrData *d = nr_test_data ();
  double est_behind[NR_N_OWNERS], est_ahead[NR_N_OWNERS];
  int track = d->favourite_track[behind->favourite_current];
  int automa = behind->chariot_pos[NR_AUTOMA][track];

  behind->players[0].resources[NR_HORSE] = 5;
  behind->chariot_pos[0][track] = (gint8) (automa - 1);
  behind->chariot_seq[0][track] = behind->next_seq++;
  nr_test_ready (behind);
  ahead = g_memdup2 (behind, sizeof *behind);
  ahead->chariot_pos[0][track] = (gint8) (automa + 1);
  nr_test_ready (ahead);
  estimates (behind, est_behind);
  estimates (ahead, est_ahead);
  g_assert_cmpfloat (est_ahead[0], >, est_behind[0] + 1.0);
  g_assert_cmpfloat (est_ahead[NR_AUTOMA], <, est_behind[NR_AUTOMA] - 1.0);
  g_assert_cmpfloat (value_of (ahead), >, value_of (behind));
}

/* Solo, round 1: each cell a chariot has raced is worth at least a point more to the player
 * (SOLO_RACE_CELL, on top of the chances of the favourites and the finish), on every track. */
static void
test_race_cell (void)
{
  g_autofree NrState *s = nr_test_start (1);

  s->players[0].resources[NR_HORSE] = 5;
  for (int t = 0; t < NR_N_TRACKS; t++)
    {
      s->chariot_pos[0][t] = 1;
      s->chariot_seq[0][t] = s->next_seq++;
    }
  nr_test_ready (s);
  for (int t = 0; t < NR_N_TRACKS; t++)
    {
      g_autofree NrState *on = g_memdup2 (s, sizeof *s);
      double est[NR_N_OWNERS], est_on[NR_N_OWNERS];

      on->chariot_pos[0][t] = 2;
      nr_test_ready (on);
      estimates (s, est);
      estimates (on, est_on);
      g_assert_cmpfloat (est_on[0] - est[0], >=, 1.0);
    }
}

/* Solo: the automa's ships sail one harbour on per preparation, so at the start its sea is
 * expected at what its ships reach after the five preparations (stand-in routes: the 7- and
 * 8-VP harbours, 15 VP), not the 6 VP of the 3-VP harbours it starts on. A ship of the
 * player's part of the way to a VP harbour is worth more than one in the port. */
static void
test_ships (void)
{
  g_autofree NrState *s = nr_test_start (1);
  g_autofree NrState *sailed = NULL;
  double est[NR_N_OWNERS], est_sailed[NR_N_OWNERS], automa_rest;
  NrScore score;

  nr_test_ready (s);
  nr_score (s, nr_test_data (), &score);
  g_assert_cmpint (score.cat[NR_CAT_SEA][NR_AUTOMA], ==, 6);
  estimates (s, est);
  /* Everything else the automa expects comes on top of its 15 VP from the sea. */
  automa_rest = est[NR_AUTOMA] - (score.total[NR_AUTOMA] - 6);
  g_assert_cmpfloat (automa_rest, >=, 15.0);
  sailed = g_memdup2 (s, sizeof *s);
  sailed->ship_route[0][0] = 0;
  sailed->ship_harbour[0][0] = 2;        /* past the 3-VP harbour, on to the 5 */
  nr_test_ready (sailed);
  estimates (sailed, est_sailed);
  g_assert_cmpfloat (est_sailed[0], >, est[0] + 3.0);
}

/* An achievement token in the supply that can go on a cell now is worth nearly that cell's
 * points to the player, and in solo the automa expects that much less (its empty cells).
 * Every condition is met here (six of everything, chariots at 4, 8 influence), so the best
 * cell is one of the bottom row's. */
static void
test_mosaic_ready (void)
{
  g_autofree NrState *none = nr_test_start (1);
  g_autofree NrState *one = NULL;
  const NrData *d = nr_test_data ();
  double est_none[NR_N_OWNERS], est_one[NR_N_OWNERS];

  for (int i = 0; i < 6; i++)
    {
      nr_test_building_done (none, 0, 10 + i);
      nr_test_sea_done (none, 0, 10 + i);
      nr_test_row (none, 0, 20 + i);
    }
  for (int i = 0; i < 5; i++)
    nr_test_tile (none, 0, i, i);
  for (int t = 0; t < NR_N_TRACKS; t++)
    none->chariot_pos[0][t] = 4;
  none->players[0].influence = 8;
  none->players[0].achievements_reserve += none->players[0].achievements;
  none->players[0].achievements = 0;
  nr_test_ready (none);
  one = g_memdup2 (none, sizeof *none);
  one->players[0].achievements = 1;
  one->players[0].achievements_reserve--;
  nr_test_ready (one);
  for (int cond = 0; cond < NR_N_CONDS; cond++)
    g_assert_true (nr_cond_met (none, d, 0, (NrCond) cond));
  estimates (none, est_none);
  estimates (one, est_one);
  g_assert_cmpfloat (est_one[0] - est_none[0], >, 0.8 * d->mosaic_row_vp[2]);
  g_assert_cmpfloat (est_none[NR_AUTOMA] - est_one[NR_AUTOMA], >, 0.8 * d->mosaic_row_vp[2]);
}

/* The start position with nothing in hand (goods, sesterces, free artisans) and the building
 * market holding contracts 19 (2 stone, 2 wood: 8 VP, 4 cubes), 0 (1 stone, 1 sesterce:
 * 2 VP, 1 cube), 3 (2 sesterces: 2 VP, 1 cube) and 1 (1 wood, 1 wheat: 2 VP, 1 cube). */
static NrState *
building_start (guint n_players)
{
  NrState *s = nr_test_start (n_players);
  static const int market[NR_MARKET] = { 19, 0, 3, 1 };

  for (guint p = 0; p < n_players; p++)
    {
      memset (s->players[p].resources, 0, sizeof s->players[p].resources);
      s->players[p].sesterces = 0;
      s->artisans_supply = (guint8) (s->artisans_supply + s->players[p].artisans_free);
      s->players[p].artisans_free = 0;
    }
  for (int i = 0; i < NR_MARKET; i++)
    nr_test_market_building (s, i, market[i]);
  nr_test_ready (s);
  return s;
}

/* Solo, round 1 (all 15 turns to come): goods that pay for a contract in the market in full
 * are worth 0.6 of its VP and its cubes to the player; in part, 0.4 of that for each part of
 * the cost held. Both on top of their flat 0.4 each (supply_worth); the automa's estimate
 * does not change. 2 stone and 2 wood pay for contract 19 (0.6 × 12 = 7.2) and leave nothing
 * for the others; 2 stone alone hold half of it (0.4 × 12 / 2 = 2.4), and the one stone of
 * contract 0 is already given to 19. With two players the goods count only the flat rate
 * and, at the end, 4:1 (the four goods: 1 VP). */
static void
test_building_potential (void)
{
  for (guint n = 1; n <= 2; n++)
    {
      g_autofree NrState *none = building_start (n);
      g_autofree NrState *half = g_memdup2 (none, sizeof *none);
      g_autofree NrState *full = NULL;
      double est_none[NR_N_OWNERS], est_half[NR_N_OWNERS], est_full[NR_N_OWNERS];

      half->players[0].resources[NR_STONE] = 2;
      full = g_memdup2 (half, sizeof *half);
      full->players[0].resources[NR_WOOD] = 2;
      nr_test_ready (half);
      nr_test_ready (full);
      estimates (none, est_none);
      estimates (half, est_half);
      estimates (full, est_full);
      g_assert_cmpfloat_with_epsilon (est_half[0] - est_none[0],
                                      0.4 * 2 + (n == 1 ? 2.4 : 0.0), 1e-9);
      g_assert_cmpfloat_with_epsilon (est_full[0] - est_none[0],
                                      0.4 * 4 + (n == 1 ? 7.2 : 1.0), 1e-9);
      if (n == 1)
        g_assert_cmpfloat (est_full[NR_AUTOMA], ==, est_none[NR_AUTOMA]);
    }
}

/* Solo: a contract that needs an artisan is paid for in full only with a free artisan (a
 * part of its cost), and the cubes count only while the player has enough left. Contract 2
 * (1 stone, 1 wine and an artisan: 3 VP, 1 cube) alone in reach: with its goods but no
 * artisan 0.4 × 4 × 2/3, with the artisan 0.6 × 4; with no cubes left 0.6 × 3. */
static void
test_building_artisan (void)
{
  g_autofree NrState *goods = building_start (1);
  g_autofree NrState *artisan = NULL;
  g_autofree NrState *no_cubes = NULL;
  double est_goods[NR_N_OWNERS], est_artisan[NR_N_OWNERS], est_cubes[NR_N_OWNERS];

  nr_test_market_building (goods, 3, 2);
  goods->players[0].resources[NR_WINE] = 1;
  goods->players[0].resources[NR_WHEAT] = 0;
  goods->players[0].resources[NR_STONE] = 0;
  nr_test_ready (goods);
  /* Wine alone: one part in three of contract 2. */
  estimates (goods, est_goods);
  artisan = g_memdup2 (goods, sizeof *goods);
  artisan->players[0].resources[NR_STONE] = 1;
  artisan->players[0].artisans_free = 1;
  artisan->artisans_supply--;
  nr_test_ready (artisan);
  estimates (artisan, est_artisan);
  /* Stone (0.4) and the artisan (0.8) at the flat rate; contract 2 from 0.4 × 4 / 3 to
   * 0.6 × 4; contract 0 gets nothing (its stone is contract 2's). */
  g_assert_cmpfloat_with_epsilon (est_artisan[0] - est_goods[0],
                                  0.4 + 0.8 + 0.6 * 4 - 0.4 * 4 / 3.0, 1e-9);
  no_cubes = g_memdup2 (artisan, sizeof *artisan);
  no_cubes->players[0].cubes = 0;
  estimates (no_cubes, est_cubes);
  g_assert_cmpfloat_with_epsilon (est_artisan[0] - est_cubes[0], 0.6 * 1, 1e-9);
}

/* Alone against the automa the search explores a twentieth as much as the levels' constant
 * says (the solo utility is nearly flat where the search plays); with two to four seats the
 * constant stands. */
static void
test_exploration_scale (void)
{
  g_autoptr(LudusGame) game = nr_test_game ();

  for (guint n = 1; n <= NR_MAX_PLAYERS; n++)
    {
      g_autofree NrState *s = nr_test_start (n);

      nr_test_ready (s);
      g_assert_cmpfloat (ludus_game_get_exploration_scale (game, (LudusState *) s), ==,
                         n == 1 ? 0.05 : 1.0);
    }
}

/* How often the policy makes each of moves in n_draws draws from a seeded generator. */
static void
policy_counts (guint            n_players,
               const LudusMove *moves,
               guint            n_moves,
               guint            n_draws,
               guint           *counts)
{
  g_autofree NrState *s = nr_test_start (n_players);
  LudusRng rng;

  ludus_rng_init (&rng, 4242);
  memset (counts, 0, n_moves * sizeof *counts);
  for (guint i = 0; i < n_draws; i++)
    {
      guint pick = nr_playout_move (s, 0, moves, n_moves, &rng);

      g_assert_cmpuint (pick, <, n_moves);
      counts[pick]++;
    }
}

/* The playout policy weighs moves by kind: performing an action eight times as likely as
 * declining it, an achievement token eight times as likely as ending the turn, and moves of
 * the same weight alike; a single move is always taken. With two players it weighs them the
 * same way (only hard asks it there: see test_playout_flags). */
static void
test_policy_weights (void)
{
  const LudusMove perform[] = { { NR_MOVE_DECLINE, { 0 } }, { NR_MOVE_PERFORM, { 0 } } };
  const LudusMove mosaic[] = { { NR_MOVE_DONE, { 0 } }, { NR_MOVE_MOSAIC, { 4 } } };
  const LudusMove buy[] = { { NR_MOVE_BUY, { 0 } }, { NR_MOVE_BUY, { 1 } },
                            { NR_MOVE_DONE, { 0 } } };
  guint counts[3];

  policy_counts (1, perform, 2, 9000, counts);
  g_assert_cmpuint (counts[1], >, 8 * 9000 / 9 - 150);
  g_assert_cmpuint (counts[1], <, 8 * 9000 / 9 + 150);
  policy_counts (1, mosaic, 2, 9000, counts);
  g_assert_cmpuint (counts[1], >, 8 * 9000 / 9 - 150);
  g_assert_cmpuint (counts[1], <, 8 * 9000 / 9 + 150);
  policy_counts (1, buy, 3, 9000, counts);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpuint (counts[i], >, 2850);
      g_assert_cmpuint (counts[i], <, 3150);
    }
  policy_counts (1, perform + 1, 1, 10, counts);
  g_assert_cmpuint (counts[0], ==, 10);
  policy_counts (2, perform, 2, 9000, counts);
  g_assert_cmpuint (counts[1], >, 8 * 9000 / 9 - 150);
  g_assert_cmpuint (counts[1], <, 8 * 9000 / 9 + 150);
}

/* Alone every level plays its playouts by the policy (the evaluation itself waits for the
 * turn's end); with two to four seats easy and normal play at random, and hard by the policy
 * to the end of the turn under way. */
static void
test_playout_flags (void)
{
  g_autoptr(LudusGame) game = nr_test_game ();

  for (guint n = 1; n <= NR_MAX_PLAYERS; n++)
    {
      g_autofree NrState *s = nr_test_start (n);

      nr_test_ready (s);
      for (guint level = 0; level < LUDUS_N_LEVELS; level++)
        {
          LudusPlayoutFlags expected = LUDUS_PLAYOUT_NONE;

          if (n == 1)
            expected = LUDUS_PLAYOUT_POLICY;
          else if (level == LUDUS_LEVEL_HARD)
            expected = LUDUS_PLAYOUT_POLICY | LUDUS_PLAYOUT_WHOLE_TURNS;
          g_assert_cmpuint (ludus_game_get_playout_flags (game, (LudusState *) s, level), ==,
                            expected);
        }
    }
}

/* The player's final score in a solo game (seed) played to its end by the playout policy, or
 * at random. */
static int
solo_game (guint64  seed,
           gboolean policy)
{
  g_autofree NrState *s = nr_test_new (1, seed, NULL);
  g_autofree LudusMove *buffer = g_new (LudusMove, NR_MAX_MOVES);
  const NrData *d = nr_test_data ();
  LudusRng rng;
  NrScore score;

  ludus_rng_init (&rng, seed);
  while (!nr_is_over (s))
    {
      NrMoves moves = { buffer, 0, NR_MAX_MOVES };
      guint pick;

      nr_legal_moves (s, d, 0, &moves);
      pick = policy ? nr_playout_move (s, 0, buffer, moves.n, &rng)
                    : ludus_rng_below (&rng, moves.n);
      nr_apply (s, d, 0, &buffer[pick]);
    }
  nr_score (s, d, &score);
  return score.total[0];
}

/* Alone, whole games played by the policy score more than random ones on the same deals. */
static void
test_policy_plays (void)
{
  int policy = 0, random = 0;

  for (guint64 seed = 600; seed < 606; seed++)
    {
      policy += solo_game (seed, TRUE);
      random += solo_game (seed, FALSE);
    }
  g_test_message ("policy %d, random %d over six games", policy, random);
  g_assert_cmpint (policy, >, 2 * random);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/eval/random-games", test_random_games);
  g_test_add_func ("/nova-roma/eval/chariot-ahead", test_chariot_ahead);
  g_test_add_func ("/nova-roma/eval/ships", test_ships);
  g_test_add_func ("/nova-roma/eval/race-cell", test_race_cell);
  g_test_add_func ("/nova-roma/eval/mosaic-ready", test_mosaic_ready);
  g_test_add_func ("/nova-roma/eval/building-potential", test_building_potential);
  g_test_add_func ("/nova-roma/eval/building-artisan", test_building_artisan);
  g_test_add_func ("/nova-roma/eval/exploration-scale", test_exploration_scale);
  g_test_add_func ("/nova-roma/policy/weights", test_policy_weights);
  g_test_add_func ("/nova-roma/policy/flags", test_playout_flags);
  g_test_add_func ("/nova-roma/policy/plays", test_policy_plays);
  return g_test_run ();
}
