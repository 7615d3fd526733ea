/* test-nr-scoring.c: the mosaic's conditions and bonuses, final scoring of every category,
 * the tie-breaks, and solo scoring — with the rulebook's worked examples
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Stand-in values used (data/components.json): route 1 harbours 2 (3 VP), 4
 * (5 VP), 6 (7 VP), 8 (10 VP), 9 (14 VP), counted from 1; district A gives
 * 6/3/1 VP, B 9/5/2, C 12/7/3; mosaic rows 3/5/8 VP, columns 4, diagonals 5;
 * building contracts 19 and 21 are worth 8 VP each.
 */
#include "config.h"

#include "nr-test-util.h"

#define M(kind) NR_MOVE_##kind

static NrScore
score_of (const NrState *s)
{
  NrScore score;

  nr_score (s, nr_test_data (), &score);
  return score;
}

/* Seat 0 with exactly b building and c sea contracts, a associates in the
 * row and l latifundia. */
static NrState *
counts (int b,
        int c,
        int a,
        int l)
{
  NrState *s = nr_test_start (2);

  for (int i = 0; i < b; i++)
    nr_test_building_done (s, 0, 10 + i);
  for (int i = 0; i < c; i++)
    nr_test_sea_done (s, 0, 10 + i);
  for (int i = 0; i < a; i++)
    nr_test_row (s, 0, 20 + i);
  for (int i = 0; i < l; i++)
    nr_test_tile (s, 0, i, 4 + i);
  nr_test_ready (s);
  return s;
}

static gboolean
met (const NrState *s,
     NrCond         cond)
{
  return nr_cond_met (s, nr_test_data (), 0, cond);
}

/* Each of the 27 conditions (§2.11), just under and at its threshold. */
static void
test_conditions (void)
{
  struct { NrCond cond; int under[4]; int at[4]; } cases[] = {
    { NR_COND_G_BUILDING_2, { 1, 5, 5, 5 }, { 2, 0, 0, 0 } },
    { NR_COND_G_SEA_2, { 5, 1, 5, 5 }, { 0, 2, 0, 0 } },
    { NR_COND_G_ASSOCIATES_2, { 5, 5, 1, 5 }, { 0, 0, 2, 0 } },
    { NR_COND_G_BUILDING_SEA, { 3, 0, 0, 0 }, { 1, 1, 0, 0 } },
    { NR_COND_G_ASSOCIATE_SEA, { 0, 3, 0, 0 }, { 0, 1, 1, 0 } },
    { NR_COND_G_ASSOCIATE_BUILDING, { 0, 0, 3, 0 }, { 1, 0, 1, 0 } },
    { NR_COND_G_ASSOCIATE_LATIFUNDIUM, { 0, 0, 3, 0 }, { 0, 0, 1, 1 } },
    { NR_COND_G_SEA_LATIFUNDIUM, { 0, 0, 0, 3 }, { 0, 1, 0, 1 } },
    { NR_COND_G_BUILDING_LATIFUNDIUM, { 0, 0, 0, 3 }, { 1, 0, 0, 1 } },
    { NR_COND_Y_BUILDING_4, { 3, 0, 0, 0 }, { 4, 0, 0, 0 } },
    { NR_COND_Y_SEA_4, { 0, 3, 0, 0 }, { 0, 4, 0, 0 } },
    { NR_COND_Y_ASSOCIATES_4, { 0, 0, 3, 0 }, { 0, 0, 4, 0 } },
    { NR_COND_Y_BUILDING_SEA_5, { 5, 0, 0, 0 }, { 4, 1, 0, 0 } },
    { NR_COND_Y_ASSOCIATE_SEA_5, { 0, 1, 3, 0 }, { 0, 1, 4, 0 } },
    { NR_COND_Y_ASSOCIATE_BUILDING_5, { 0, 0, 5, 0 }, { 2, 0, 3, 0 } },
    { NR_COND_Y_ASSOCIATE_LATIFUNDIUM_5, { 0, 0, 2, 2 }, { 0, 0, 2, 3 } },
    { NR_COND_Y_SEA_LATIFUNDIUM_5, { 0, 0, 0, 5 }, { 0, 4, 0, 1 } },
    { NR_COND_Y_BUILDING_LATIFUNDIUM_5, { 0, 0, 0, 5 }, { 1, 0, 0, 4 } },
    { NR_COND_O_BUILDING_6, { 5, 6, 6, 6 }, { 6, 0, 0, 0 } },
    { NR_COND_O_ASSOCIATES_6, { 6, 6, 5, 6 }, { 0, 0, 6, 0 } },
    { NR_COND_O_SEA_6, { 6, 5, 6, 6 }, { 0, 6, 0, 0 } },
    { NR_COND_O_LATIFUNDIUM_5, { 6, 6, 6, 4 }, { 0, 0, 0, 5 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const int *u = cases[i].under, *a = cases[i].at;
      g_autofree NrState *under = counts (u[0], u[1], u[2], u[3]);
      g_autofree NrState *at = counts (a[0], a[1], a[2], a[3]);

      g_test_message ("%s", nr_cond_ids[cases[i].cond]);
      g_assert_false (met (under, cases[i].cond));
      g_assert_true (met (at, cases[i].cond));
    }
}

/* Chariot and influence conditions. */
static void
test_conditions_other (void)
{
  g_autofree NrState *s = counts (0, 0, 0, 0);

  s->chariot_pos[0][0] = 2;
  g_assert_false (met (s, NR_COND_G_CHARIOT_3));
  s->chariot_pos[0][0] = 3;
  g_assert_true (met (s, NR_COND_G_CHARIOT_3));
  s->chariot_pos[0][1] = 2;
  g_assert_false (met (s, NR_COND_Y_CHARIOTS_TWO_3));
  s->chariot_pos[0][1] = 3;
  g_assert_true (met (s, NR_COND_Y_CHARIOTS_TWO_3));
  s->chariot_pos[0][2] = 3;
  g_assert_false (met (s, NR_COND_O_CHARIOTS_TOTAL_10));   /* 9 cells */
  s->chariot_pos[0][2] = 4;
  g_assert_true (met (s, NR_COND_O_CHARIOTS_TOTAL_10));
  s->players[0].influence = 3;
  g_assert_false (met (s, NR_COND_G_INFLUENCE_PAY_2));
  s->players[0].influence = 4;
  g_assert_true (met (s, NR_COND_G_INFLUENCE_PAY_2));
  g_assert_false (met (s, NR_COND_Y_INFLUENCE_PAY_3));
  s->players[0].influence = 6;
  g_assert_true (met (s, NR_COND_Y_INFLUENCE_PAY_3));
}

/* Placing a token: the influence paid, the bonuses of the lines it
 * completes in the order of ruling R47, and their VP at the end. */
static void
test_mosaic_bonuses (void)
{
  g_autofree NrState *s = counts (2, 2, 2, 0);
  NrPlayer *pl = &s->players[0];
  NrScore score;

  /* Strip 5 (yellow): y_building_4, y_sea_4, y_associates_4; fill the middle
   * row's two other cells and the first column so that cell 3 completes
   * both the middle row and the first column. */
  pl->mosaic_filled = (1u << 0) | (1u << 6) | (1u << 4) | (1u << 5);
  pl->achievements = 0;
  pl->achievements_reserve = 3;
  for (int i = 0; i < 2; i++)
    nr_test_building_done (s, 0, 14 + i);   /* 4 building contracts */
  pl->achievements = 1;
  pl->achievements_reserve = 2;
  nr_test_ready (s);
  nr_test_move (s, M (EMPEROR), 0, 0, 0);
  g_assert_true (nr_test_listed (s, 0, M (MOSAIC), 3, 0, 0));
  nr_test_move (s, M (MOSAIC), 3, 0, 0);
  /* The middle row's bonus (1 resource of your choice) comes before the
   * first column's (1 influence). */
  g_assert_cmpuint (s->tasks[s->n_tasks - 1].kind, ==, NR_TASK_RESOURCES);
  nr_test_move (s, M (RESOURCE), NR_STONE, 0, 0);
  g_assert_cmpint (pl->resources[NR_STONE], ==, 2);
  g_assert_cmpint (pl->influence, ==, 2);
  score = score_of (s);
  /* Tokens: 2 (top) + 3 × 3 (middle) + 5 (bottom); lines: middle row 5,
   * first column 4. */
  g_assert_cmpint (score.cat[NR_CAT_MOSAIC][0], ==, 2 + 9 + 5 + 5 + 4);
}

/* A condition that makes you pay influence. */
static void
test_mosaic_pay (void)
{
  g_autofree NrState *s = counts (0, 0, 0, 0);
  NrPlayer *pl = &s->players[0];

  pl->mosaic_strip[0] = 3;                  /* g_building_latifundium, g_influence_pay_2, … */
  for (int i = 0; i < s->n_mosaic_box; i++)
    if (s->mosaic_box[i] == 3)
      s->mosaic_box[i] = 0;
  pl->influence = 4;
  nr_test_ready (s);
  nr_test_move (s, M (EMPEROR), 0, 0, 0);
  nr_test_move (s, M (MOSAIC), 1, 0, 0);
  g_assert_cmpint (pl->influence, ==, 2);
  g_assert_cmpint (pl->sesterces, ==, 4);   /* the top row's bonus */
}

/* Final scoring, §8, on one 3-player position. */
static void
test_categories (void)
{
  g_autofree NrState *s = nr_test_start (3);
  NrPlayer *p0 = &s->players[0], *p1 = &s->players[1];
  NrScore score;

  /* 1: the rulebook's example: one ship past the 7-VP harbour, the other on
   * the 10-VP harbour: 17. */
  s->ship_route[0][0] = 0;
  s->ship_harbour[0][0] = 6;
  s->ship_route[0][1] = 0;
  s->ship_harbour[0][1] = 7;
  /* 2 */
  nr_test_building_done (s, 0, 19);
  nr_test_building_done (s, 0, 21);
  /* 3: district A 3, 3, 1 cubes: the two first places share 6, the third 1;
   * district B: 2 and 1 cubes. */
  for (int i = 0; i < 3; i++)
    {
      s->district_cube[0][1 + i] = 0;
      s->district_cube[0][16 + i] = 1;
    }
  s->district_cube[0][20] = 2;
  s->district_cube[1][1] = s->district_cube[1][2] = 0;
  s->district_cube[1][3] = 1;
  p0->cubes = 15;
  p1->cubes = 16;
  s->players[2].cubes = 19;
  /* 4, 5 */
  p0->favourites = 1u << s->favourite_current;
  s->favourite_current = NR_NONE;
  s->chariot_pos[0][0] = 9;
  s->chariot_pos[0][1] = 10;
  /* 7: the rulebook's example, 5 animals = 9 + 5 */
  for (int i = 0; i < 3; i++)
    nr_test_tile (s, 0, i, 19 + i);
  nr_test_tile (s, 0, 3, 23);
  /* 9, 10, 11 */
  p0->sesterces = 11;                       /* + 5 goods = 16: 4 VP */
  p0->influence = 4;
  p0->artisans_free = 3;                    /* (4 + 3) / 2 = 3 VP */
  s->artisans_supply -= 2;
  nr_test_ready (s);
  score = score_of (s);
  g_assert_cmpint (score.cat[NR_CAT_SEA][0], ==, 17);
  g_assert_cmpint (score.cat[NR_CAT_BUILDING][0], ==, 16);
  g_assert_cmpint (score.cat[NR_CAT_DISTRICTS][0], ==, 6 + 9);
  g_assert_cmpint (score.cat[NR_CAT_DISTRICTS][1], ==, 6 + 5);
  g_assert_cmpint (score.cat[NR_CAT_DISTRICTS][2], ==, 1);
  g_assert_cmpint (score.cat[NR_CAT_FAVOURITES][0], ==, 3);
  g_assert_cmpint (score.cat[NR_CAT_FINISH][0], ==, 10);
  g_assert_cmpint (score.cat[NR_CAT_ANIMALS][0], ==, 14);
  g_assert_cmpint (score.cat[NR_CAT_GOODS][0], ==, 4);
  g_assert_cmpint (score.cat[NR_CAT_INFLUENCE][0], ==, 3);
  g_assert_cmpint (score.cat[NR_CAT_FIRST_PLAYER][0], ==, 2);
  g_assert_cmpint (score.cat[NR_CAT_FIRST_PLAYER][1], ==, 0);
}

/* Two players: the neutral colour takes a place in the districts. */
static void
test_neutral_majority (void)
{
  g_autofree NrState *s = nr_test_start (2);
  NrScore score;

  /* District A holds 4 neutral corner cubes; seat 0 builds 3, seat 1 5. */
  for (int i = 0; i < 3; i++)
    s->district_cube[0][1 + i] = 0;
  for (int i = 0; i < 5; i++)
    s->district_cube[0][16 + i] = 1;
  s->players[0].cubes = 17;
  s->players[1].cubes = 15;
  nr_test_ready (s);
  score = score_of (s);
  g_assert_cmpint (score.cat[NR_CAT_DISTRICTS][1], ==, 6);
  g_assert_cmpint (score.cat[NR_CAT_DISTRICTS][0], ==, 1);   /* third, behind the neutral 4 */
}

/* Ranks: most VP, then most influence; still tied, a shared place. */
static void
test_ranks (void)
{
  g_autofree NrState *s = nr_test_start (3);
  guint ranks[3];

  /* Everyone scores 2 VP from goods and coins (8 or more) and influence. */
  s->players[0].influence = 3;
  s->players[1].influence = 3;
  s->players[2].influence = 2;
  s->players[0].sesterces = s->players[1].sesterces = s->players[2].sesterces = 3;
  s->fp_holder = 0;
  nr_ranks (s, nr_test_data (), ranks);
  /* Seat 0 has the first-player token: 2 VP more. */
  g_assert_cmpuint (ranks[0], ==, 0);
  g_assert_cmpuint (ranks[1], ==, 1);
  g_assert_cmpuint (ranks[2], ==, 2);   /* same VP as seat 1, less influence */
  s->players[2].influence = 3;
  nr_ranks (s, nr_test_data (), ranks);
  g_assert_cmpuint (ranks[1], ==, 1);
  g_assert_cmpuint (ranks[2], ==, 1);   /* shared */
}

/* Solo (§10.5): the player's categories 1–8 only; the automa's ships, five
 * discarded contracts, districts (a tie is the automa's), favourites,
 * tracks where it is ahead, empty mosaic cells; a tie is a loss. */
static void
test_solo (void)
{
  g_autofree NrState *s = nr_test_start (1);
  NrScore score;
  guint rank;

  s->players[0].sesterces = 40;             /* no goods and coins in solo (ruling R21) */
  /* The rulebook's example: 2 empty cells in the bottom row give the automa
   * 10; here the whole mosaic is empty but two top cells. */
  s->players[0].mosaic_filled = 0x3;
  s->players[0].achievements = 2;
  /* District A: 4 automa corners, 4 player cubes: the automa wins the tie. */
  for (int i = 0; i < 4; i++)
    s->district_cube[0][1 + i] = 0;
  s->players[0].cubes = 16;
  /* The automa's ships are on the 3-VP harbours; its chariots at 4, 3, 3. */
  s->chariot_pos[0][1] = 3;                 /* the player's blue chariot lies on top */
  s->chariot_seq[0][1] = 30;
  s->next_seq = 31;
  nr_test_ready (s);
  score = score_of (s);
  g_assert_cmpint (score.cat[NR_CAT_GOODS][0], ==, 0);
  g_assert_cmpint (score.cat[NR_CAT_INFLUENCE][0], ==, 0);
  g_assert_cmpint (score.cat[NR_CAT_FIRST_PLAYER][0], ==, 0);
  g_assert_cmpint (score.cat[NR_CAT_SEA][NR_AUTOMA], ==, 6);
  g_assert_cmpint (score.cat[NR_CAT_DISTRICTS][NR_AUTOMA], ==, 6 + 9 + 12);
  g_assert_cmpint (score.cat[NR_CAT_DISTRICTS][0], ==, 3);
  g_assert_cmpint (score.cat[NR_CAT_FINISH][NR_AUTOMA], ==, 15);   /* ahead on all three */
  g_assert_cmpint (score.cat[NR_CAT_MOSAIC][NR_AUTOMA], ==, 2 + 9 + 15);
  g_assert_cmpint (score.cat[NR_CAT_MOSAIC][0], ==, 4);
  g_assert_cmpint (score.automa_play, ==, 30);
  g_assert_cmpint (score.total[NR_AUTOMA], ==, 30 + 6 + 27 + 15 + 26);
  nr_ranks (s, nr_test_data (), &rank);
  g_assert_cmpuint (rank, ==, 1);
  /* Strictly more VP to win; a tie loses. */
  s->automa_vp = (gint16) (score.total[0] - (score.total[NR_AUTOMA] - 30));
  nr_ranks (s, nr_test_data (), &rank);
  g_assert_cmpuint (rank, ==, 1);
  s->automa_vp--;
  nr_ranks (s, nr_test_data (), &rank);
  g_assert_cmpuint (rank, ==, 0);
}

/* What a solo game is worth to the search: its margin over the automa.
 * The start position with six building contracts done, and the automa's VP
 * from play set so that the player is 60, 10 or 0 behind or 1 ahead: the player's score alone is the same each time, so only the
 * margin can tell these apart (before, tanh (score / 20) could not). */
static double
solo_utility_at (NrState *s,
                 int      margin)
{
  g_autoptr(LudusGame) game = nr_test_game ();
  g_autoptr(GPtrArray) rows = NULL;
  NrScore score = score_of (s);
  int automa_rest = score.total[NR_AUTOMA] - score.automa_play;
  int automa, column = 0;
  double u;

  s->automa_vp = (gint16) (score.total[0] - margin - automa_rest);
  /* Told without text (the search's threads), and as the breakdown adds up. */
  g_assert_true (ludus_game_get_opponent_score (game, (LudusState *) s, &automa));
  g_assert_cmpint (score_of (s).total[0] - automa, ==, margin);
  rows = ludus_game_get_score_breakdown (game, (LudusState *) s);
  for (guint i = 0; i < rows->len; i++)
    if (((LudusScoreRow *) g_ptr_array_index (rows, i))->kind == LUDUS_SCORE_ROW_SOURCE)
      column += ((LudusScoreRow *) g_ptr_array_index (rows, i))->values[1];
  g_assert_cmpint (column, ==, automa);
  ludus_game_get_utilities (game, (LudusState *) s, &u);
  g_assert_cmpfloat (u, ==, ludus_game_solo_utility (margin, margin > 0));
  return u;
}

static void
test_solo_utility (void)
{
  g_autofree NrState *s = nr_test_start (1);
  double behind_60, behind_10, tie, ahead_1;

  for (int i = 0; i < 6; i++)
    nr_test_building_done (s, 0, 10 + i);
  nr_test_ready (s);
  g_assert_cmpint (score_of (s).total[0], >, 20);
  behind_60 = solo_utility_at (s, -60);
  behind_10 = solo_utility_at (s, -10);
  tie = solo_utility_at (s, 0);
  ahead_1 = solo_utility_at (s, 1);
  g_assert_cmpfloat (behind_10 - behind_60, >, 0.2);
  g_assert_cmpfloat (tie, >, behind_10);
  g_assert_cmpfloat (tie, <, 0.5);            /* a tie is the automa's */
  g_assert_cmpfloat (ahead_1, >, 0.5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/mosaic/conditions", test_conditions);
  g_test_add_func ("/nova-roma/mosaic/conditions-other", test_conditions_other);
  g_test_add_func ("/nova-roma/mosaic/bonuses", test_mosaic_bonuses);
  g_test_add_func ("/nova-roma/mosaic/pay", test_mosaic_pay);
  g_test_add_func ("/nova-roma/scoring/categories", test_categories);
  g_test_add_func ("/nova-roma/scoring/neutral-majority", test_neutral_majority);
  g_test_add_func ("/nova-roma/scoring/ranks", test_ranks);
  g_test_add_func ("/nova-roma/scoring/solo", test_solo);
  g_test_add_func ("/nova-roma/scoring/solo-utility", test_solo_utility);
  return g_test_run ();
}
