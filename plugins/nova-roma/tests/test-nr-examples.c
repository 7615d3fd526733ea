/* test-nr-examples.c: the rulebook's worked examples, reproduced move by move
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test sets up the position the rulebook's example describes (the
 * seed, ../shared/seeds/002_04a7977726250957.txt, quoted in each comment)
 * from tests/data/start-<n>p.json and plays it through the engine's moves,
 * checking exactly what the example says. Where the example depends on a
 * printed component, the stand-in values used are those of
 * data/components.json: the first route's harbours 6 (7 VP), 8 (10 VP) and
 * 9 (14 VP), counted from 1; mosaic strips 5 (yellow, “4 associates” in its
 * third cell) and 10 (orange, “6 associates” in its second cell), which seat
 * 0 holds in every start position.
 */
#include "config.h"

#include <string.h>

#include "nr-test-util.h"

#define M(kind) NR_MOVE_##kind

/* Three players on a forum whose column and row actions are given, the
 * Emperor on cell 0 (emperor token 0 shows cells 0 and 11). */
static NrState *
three_on (const gint8 cols[NR_FORUM_SIZE],
          const gint8 rows[NR_FORUM_SIZE])
{
  NrState *s = nr_test_start (3);

  memcpy (s->forum_col, cols, NR_FORUM_SIZE);
  memcpy (s->forum_row, rows, NR_FORUM_SIZE);
  nr_test_ready (s);
  mv (s, M (EMPEROR), 0, 0, 0);
  return s;
}

/* The active seat places a patrician on cell and declines both actions. */
static void
pass (NrState *s,
      int      cell)
{
  guint seat = s->active;

  mv (s, M (PATRICIAN), cell, 0, 0);
  mv (s, M (DECLINE), s->turn.actions[0], 0, 0);
  mv (s, M (DECLINE), s->turn.actions[1], 0, 0);
  if (s->active == seat && s->turn.step == NR_STEP_END)
    mv (s, M (DONE), 0, 0, 0);
  g_assert_cmpuint (s->active, !=, seat);
}

/* “Example of placing patricians”: the Emperor stands where the Seafaring
 * column meets the Associates row.
 * 1. Purple places a patrician: Seafaring with power 2 (the patrician and the
 *    Emperor in the column), Development with power 1.
 * 2. Yellow: Associates with power 2 (the Emperor in the row), Petition 1.
 * 3. Green: Seafaring with power 2 (purple's patrician adds nothing), Chariot
 *    race 1.
 * 4. Purple's second turn: Seafaring with power 3 (two own patricians and the
 *    Emperor), Construction 1. */
static void
test_forum (void)
{
  static const gint8 cols[NR_FORUM_SIZE] = { SEA, PETITION, TRADE, PROD };
  static const gint8 rows[NR_FORUM_SIZE] = { ASSOC, DEV, RACE, BUILD };
  g_autofree NrState *s = three_on (cols, rows);
  struct { guint seat; int cell; int col, row; int col_power, row_power; } steps[] = {
    { 0, 4, SEA, DEV, 2, 1 },         /* purple: column 0, row 1 */
    { 1, 1, PETITION, ASSOC, 1, 2 },  /* yellow: row 0, column 1 */
    { 2, 8, SEA, RACE, 2, 1 },        /* green: column 0, row 2 */
    { 0, 12, SEA, BUILD, 3, 1 },      /* purple again: column 0, row 3 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_assert_cmpuint (s->active, ==, steps[i].seat);
      mv (s, M (PATRICIAN), steps[i].cell, 0, 0);
      g_assert_cmpint (s->turn.actions[0], ==, steps[i].col);
      g_assert_cmpint (s->turn.actions[1], ==, steps[i].row);
      g_assert_cmpint (s->turn.base_power[0], ==, steps[i].col_power);
      g_assert_cmpint (s->turn.base_power[1], ==, steps[i].row_power);
      g_assert_cmpint (nr_forum_power (s, steps[i].seat, steps[i].cell, TRUE), ==,
                       steps[i].col_power);
      g_assert_cmpint (nr_forum_power (s, steps[i].seat, steps[i].cell, FALSE), ==,
                       steps[i].row_power);
      if (i + 1 < G_N_ELEMENTS (steps))
        {
          mv (s, M (DECLINE), s->turn.actions[0], 0, 0);
          mv (s, M (DECLINE), s->turn.actions[1], 0, 0);
        }
    }
}

/* “Example. You place a patrician on a forum cell, and your power for the
 * Petition action is 3. You may spend 1, 2 or 3 influence. You want to
 * perform Trade and decide to spend 2 influence. You perform Trade with
 * power 2, since you spent 2 influence.” */
static void
test_petition (void)
{
  static const gint8 cols[NR_FORUM_SIZE] = { PETITION, SEA, TRADE, PROD };
  static const gint8 rows[NR_FORUM_SIZE] = { ASSOC, DEV, RACE, BUILD };
  g_autofree NrState *s = three_on (cols, rows);
  NrPlayer *pl = &s->players[0];

  pass (s, 4);                              /* Petition column, with the Emperor */
  pass (s, 6);
  pass (s, 7);
  pl->influence = 3;
  nr_test_ready (s);
  mv (s, M (PATRICIAN), 8, 0, 0);           /* the second patrician there: power 3 */
  g_assert_cmpint (s->turn.base_power[0], ==, 3);
  mv (s, M (PERFORM), PETITION, 0, 0);
  if (listed (s, M (CLAIM), 0, 0, 0))
    mv (s, M (DONE), 0, 0, 0);              /* step 1 left out */
  for (int spend = 1; spend <= 3; spend++)
    g_assert_true (listed (s, M (PETITION), TRADE, spend, 0));
  g_assert_false (listed (s, M (PETITION), TRADE, 4, 0));
  g_assert_false (listed (s, M (PETITION), TRADE, 0, 0));
  g_assert_cmpint (pl->sesterces, ==, 3 + 2);         /* the first turn's two declines */
  mv (s, M (PETITION), TRADE, 2, 0);
  g_assert_cmpint (pl->influence, ==, 1);
  g_assert_cmpuint (s->n_frames, ==, 2);
  g_assert_cmpint (s->frames[1].action, ==, TRADE);
  g_assert_cmpint (s->frames[1].power, ==, 2);
  g_assert_cmpint (pl->sesterces, ==, 3 + 2 + 2);     /* Trade step 1 at power 2 */
}

/* “Example. Your power for Production is 2. You may place 2 artisans in the
 * production area of your board, or hire 2 artisans, or hire 1 artisan and
 * place it in the production area.” */
static void
test_production (void)
{
  static const gint8 cols[NR_FORUM_SIZE] = { PROD, SEA, TRADE, PETITION };
  static const gint8 rows[NR_FORUM_SIZE] = { ASSOC, DEV, RACE, BUILD };
  g_autofree NrState *s = three_on (cols, rows);
  g_autofree NrState *place2 = NULL, *hire2 = NULL, *both = NULL;
  NrPlayer *pl = &s->players[0];

  pl->artisans_free = 2;
  pl->resources[NR_WHEAT] = 2;
  s->artisans_supply--;
  nr_test_ready (s);
  mv (s, M (PATRICIAN), 4, 0, 0);           /* Production column with the Emperor */
  mv (s, M (DECLINE), DEV, 0, 0);
  mv (s, M (PERFORM), PROD, 0, 0);
  g_assert_cmpint (s->frames[0].count, ==, 2);
  place2 = g_memdup2 (s, sizeof *s);
  hire2 = g_memdup2 (s, sizeof *s);
  both = g_memdup2 (s, sizeof *s);

  mv (place2, M (PLACE), 0, 0, 0);
  mv (place2, M (PLACE), 5, 0, 0);
  g_assert_cmpuint (place2->players[0].prod_artisan, ==, (1u << 0) | (1u << 5));
  /* (wheat, wine) and (stone, sesterces): one of each. */
  g_assert_cmpint (place2->players[0].resources[NR_WHEAT], ==, 3);
  g_assert_cmpint (place2->players[0].resources[NR_WINE], ==, 2);
  g_assert_cmpint (place2->players[0].resources[NR_STONE], ==, 2);
  g_assert_cmpint (place2->players[0].sesterces, ==, 3 + 1 + 1);
  g_assert_cmpuint (place2->players[0].artisans_free, ==, 0);
  g_assert_cmpuint (place2->n_frames, ==, 0);

  mv (hire2, M (HIRE), 0, 0, 0);
  mv (hire2, M (HIRE), 0, 0, 0);
  g_assert_cmpuint (hire2->players[0].artisans_free, ==, 4);
  g_assert_cmpint (hire2->players[0].resources[NR_WHEAT], ==, 0);
  g_assert_cmpuint (hire2->players[0].prod_artisan, ==, 0);
  g_assert_cmpuint (hire2->n_frames, ==, 0);

  mv (both, M (HIRE), 0, 0, 0);
  mv (both, M (PLACE), 0, 0, 0);
  g_assert_cmpuint (both->players[0].artisans_free, ==, 2);
  g_assert_cmpint (both->players[0].resources[NR_WHEAT], ==, 2 - 1 + 1);
  g_assert_cmpint (both->players[0].resources[NR_WINE], ==, 2);
  g_assert_cmpuint (both->players[0].prod_artisan, ==, 1u << 0);
  g_assert_cmpuint (both->n_frames, ==, 0);
}

/* “In the example above, cell 5 requires 4 or more associate cards above
 * your board. If you place a token there and then play 2 more associate
 * cards, you can also place a token in cell 6, which requires at least 6
 * played cards.” Here the yellow strip's “4 associates” is mosaic cell 5 and
 * the orange strip's “6 associates” cell 7. */
static void
test_mosaic (void)
{
  g_autofree NrState *s = nr_test_start (3);
  NrPlayer *pl = &s->players[0];

  g_assert_cmpint (pl->mosaic_strip[1], ==, 5);
  g_assert_cmpint (pl->mosaic_strip[2], ==, 10);
  for (int card = 20; card < 24; card++)
    nr_test_row (s, 0, card);
  nr_test_ready (s);
  mv (s, M (EMPEROR), 11, 0, 0);
  g_assert_true (listed (s, M (MOSAIC), 5, 0, 0));
  g_assert_false (listed (s, M (MOSAIC), 7, 0, 0));
  mv (s, M (MOSAIC), 5, 0, 0);
  pass (s, 4);
  pass (s, 5);
  pass (s, 6);
  g_assert_false (listed (s, M (MOSAIC), 7, 0, 0));
  nr_test_row (s, 0, 24);
  nr_test_row (s, 0, 25);                   /* two more: 6 in the row */
  nr_test_ready (s);
  g_assert_true (listed (s, M (MOSAIC), 7, 0, 0));
  mv (s, M (MOSAIC), 7, 0, 0);
  g_assert_cmpuint (pl->mosaic_filled, ==, (1u << 5) | (1u << 7));
}

/* Final scoring 1: “If one of your ships has passed the 7-VP harbour and the
 * other stopped at the 10-VP harbour, you get 17 VP.” */
static void
test_ships (void)
{
  g_autofree NrState *s = nr_test_start (3);
  NrScore score;

  s->ship_route[0][0] = s->ship_route[0][1] = 0;
  s->ship_harbour[0][0] = 6;                /* one past the 7-VP harbour */
  s->ship_harbour[0][1] = 7;                /* on the 10-VP harbour */
  nr_test_ready (s);
  nr_score (s, nr_test_data (), &score);
  g_assert_cmpint (score.cat[NR_CAT_SEA][0], ==, 17);
}

/* Final scoring 7: “5 latifundium tiles with animals can be split into 2
 * groups of 3 and 2 tiles, which give 9 and 5 VP: 14 VP in all.” The stand-in
 * set has four basic animal tiles: three of them and the Lion, worth two. */
static void
test_animals (void)
{
  g_autofree NrState *s = nr_test_start (3);
  NrScore score;

  g_assert_cmpint (nr_animal_vp (5), ==, 9 + 5);
  g_assert_cmpint (nr_animal_vp (1), ==, 2);
  g_assert_cmpint (nr_animal_vp (2), ==, 5);
  g_assert_cmpint (nr_animal_vp (3), ==, 9);
  for (int i = 0; i < 3; i++)
    nr_test_tile (s, 0, i, 19 + i);
  nr_test_tile (s, 0, 3, NR_N_LAT_BASIC);   /* the Lion */
  nr_test_ready (s);
  g_assert_cmpint (nr_count_animals (s, nr_test_data (), 0), ==, 5);
  nr_score (s, nr_test_data (), &score);
  g_assert_cmpint (score.cat[NR_CAT_ANIMALS][0], ==, 14);
}

/* Solo final scoring 1: “If one of your ships has passed the 7-VP harbour
 * and the other stopped at the 14-VP harbour, you get 21 VP. Also count the
 * VP the automa gets for each ship of its colour.” Solo 8: “You have 2 empty
 * cells left in the bottom row. The automa gets 10 VP (5 VP for each of your
 * empty cells).” */
static void
test_solo (void)
{
  g_autofree NrState *s = nr_test_start (1);
  NrPlayer *pl = &s->players[0];
  NrScore score;

  s->ship_route[0][0] = s->ship_route[0][1] = 0;
  s->ship_harbour[0][0] = 6;                /* past the 7-VP harbour */
  s->ship_harbour[0][1] = 8;                /* on the 14-VP harbour */
  s->ship_harbour[NR_AUTOMA][0] = 5;        /* the automa's: on 7 VP (route 1) */
  s->ship_harbour[NR_AUTOMA][1] = 5;        /* and on 8 VP (route 2) */
  pl->mosaic_filled = 0x1ff & ~((1u << 7) | (1u << 8));
  pl->achievements = 0;
  pl->achievements_reserve = 0;
  nr_test_ready (s);
  nr_score (s, nr_test_data (), &score);
  g_assert_cmpint (score.cat[NR_CAT_SEA][0], ==, 21);
  g_assert_cmpint (score.cat[NR_CAT_SEA][NR_AUTOMA], ==, 7 + 8);
  g_assert_cmpint (score.cat[NR_CAT_MOSAIC][NR_AUTOMA], ==, 10);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/examples/forum", test_forum);
  g_test_add_func ("/nova-roma/examples/petition", test_petition);
  g_test_add_func ("/nova-roma/examples/production", test_production);
  g_test_add_func ("/nova-roma/examples/mosaic", test_mosaic);
  g_test_add_func ("/nova-roma/examples/ships", test_ships);
  g_test_add_func ("/nova-roma/examples/animals", test_animals);
  g_test_add_func ("/nova-roma/examples/solo", test_solo);
  return g_test_run ();
}
