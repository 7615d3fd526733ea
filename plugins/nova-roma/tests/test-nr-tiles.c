/* test-nr-tiles.c: each kind of latifundium tile under a placed artisan (spec §2.10, §6.3)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seat 0 of tests/data/start-3p.json performs Production (cell 12, power 1)
 * and places its artisan on production cell 4 (the stone row, the horses
 * column: +1 stone, +1 horse) where the tile lies. Tile ids (stand-in mix,
 * data/components.json): 0 yields 2 wheat, 7 1 wheat and 1 wood, 10
 * exchange 1 sesterce for an artisan, 13 1 influence for a resource, 16 1
 * influence for 2 sesterces, 19 an animal; 23 the Lion, 24 Associates, 25
 * Seafaring, 26 Construction, 27 Income (goods), 28 Income (coins), 29 Race.
 */
#include "config.h"

#include "nr-test-util.h"

#define M(kind) NR_MOVE_##kind
#define CELL 4

static NrState *
under (int tile)
{
  NrState *s = nr_test_start (3);

  nr_test_move (s, M (EMPEROR), 11, 0, 0);
  nr_test_tile (s, 0, CELL, tile);
  nr_test_ready (s);
  return s;
}

static void
place (NrState *s)
{
  nr_test_move (s, M (PATRICIAN), 12, 0, 0);
  nr_test_move (s, M (PERFORM), NR_ACT_PRODUCTION, 0, 0);
  nr_test_move (s, M (PLACE), CELL, 0, 0);
}

static void
test_yield (void)
{
  g_autofree NrState *s = under (7);

  place (s);
  g_assert_cmpint (s->players[0].resources[NR_WHEAT], ==, 2);
  g_assert_cmpint (s->players[0].resources[NR_WOOD], ==, 2);
  g_assert_cmpint (s->players[0].resources[NR_STONE], ==, 2);
  g_assert_cmpint (s->players[0].resources[NR_HORSE], ==, 2);
  g_assert_cmpuint (s->n_tasks, ==, 0);
}

static void
test_exchange_artisan (void)
{
  g_autofree NrState *s = under (10);
  g_autofree NrState *t = under (10);

  place (s);
  g_assert_cmpuint (s->tasks[0].kind, ==, NR_TASK_TILE);
  nr_test_move (s, M (USE), 0, 0, 0);
  g_assert_cmpint (s->players[0].sesterces, ==, 2);
  g_assert_cmpuint (s->players[0].artisans_free, ==, 1);
  g_assert_cmpuint (s->artisans_supply, ==, 12);
  g_assert_false (s->players[0].prod_face_down);      /* basic tiles are never turned */
  place (t);
  nr_test_move (t, M (DONE), 0, 0, 0);                 /* optional */
  g_assert_cmpint (t->players[0].sesterces, ==, 3);
}

static void
test_exchange_resource (void)
{
  g_autofree NrState *s = under (13);
  g_autofree NrState *poor = under (13);

  place (s);
  nr_test_move (s, M (RESOURCE), NR_WINE, 0, 0);
  g_assert_cmpint (s->players[0].influence, ==, 0);
  g_assert_cmpint (s->players[0].resources[NR_WINE], ==, 2);
  poor->players[0].influence = 0;
  place (poor);                             /* nothing to pay with: skipped */
  g_assert_cmpuint (poor->n_tasks, ==, 0);
}

static void
test_exchange_sesterces (void)
{
  g_autofree NrState *s = under (16);

  place (s);
  nr_test_move (s, M (USE), 0, 0, 0);
  g_assert_cmpint (s->players[0].influence, ==, 0);
  g_assert_cmpint (s->players[0].sesterces, ==, 5);
}

/* Animals and the Lion: no artisan without Trivia; with it, +1 sesterce and
 * nothing more (the Lion is never turned). */
static void
test_animals (void)
{
  g_autofree NrState *s = under (23);

  nr_test_move (s, M (PATRICIAN), 12, 0, 0);
  nr_test_move (s, M (PERFORM), NR_ACT_PRODUCTION, 0, 0);
  g_assert_false (nr_test_listed (s, 0, M (PLACE), CELL, 0, 0));
  g_assert_cmpint (nr_count_animals (s, nr_test_data (), 0), ==, 2);
}

/* Special tiles: optional; used, turned face down for good (ruling R08);
 * declined, left face up; not the matching action (ruling R38). */
static void
test_special_associates (void)
{
  g_autofree NrState *s = under (24);
  g_autofree NrState *t = under (24);

  place (s);
  g_assert_true (nr_test_listed (s, 0, M (PLAY), 0, NR_NONE, 0));
  nr_test_move (s, M (PLAY), 0, NR_NONE, 0);
  g_assert_cmpint (s->players[0].sesterces, ==, 3);   /* no sesterce price */
  g_assert_cmpint (s->players[0].row[0], ==, 0);
  g_assert_true (s->players[0].prod_face_down & (1u << CELL));
  place (t);
  nr_test_move (t, M (DONE), 0, 0, 0);
  g_assert_false (t->players[0].prod_face_down & (1u << CELL));
}

static void
test_special_seafaring (void)
{
  g_autofree NrState *s = under (25);

  nr_test_row (s, 0, 26);                   /* Septimus: not usable, no action */
  nr_test_row (s, 0, 34);                   /* Constantin: no sesterce */
  nr_test_ready (s);
  place (s);
  nr_test_move (s, M (SAIL), 0, 0, 0);      /* 1 point: harbour 1, 2 sesterces */
  g_assert_true (s->players[0].prod_face_down & (1u << CELL));
  g_assert_cmpint (s->players[0].sesterces, ==, 5);
  g_assert_cmpuint (s->tasks[s->n_tasks - 1].kind, ==, NR_TASK_SAIL);
  g_assert_cmpuint (s->tasks[s->n_tasks - 1].count, ==, 1);
  nr_test_move (s, M (SAIL), 0, 0, 0);      /* harbour 2 costs 1: 3 VP at the end */
  g_assert_cmpuint (s->n_tasks, ==, 0);
  g_assert_cmpint (s->ship_harbour[0][0], ==, 1);
  g_assert_cmpuint (s->players[0].sea_done, ==, 0);    /* no contract */
}

static void
test_special_construction (void)
{
  g_autofree NrState *s = under (26);

  place (s);
  /* One cube anywhere: district C (cell 1 of its top row) at power 1. */
  g_assert_true (nr_test_listed (s, 0, M (BUILD), 2, 1 << 1, 0));
  nr_test_move (s, M (BUILD), 2, 1 << 1, 0);
  g_assert_cmpint (s->district_cube[2][1], ==, 0);
  g_assert_cmpuint (s->players[0].cubes, ==, 19);
  g_assert_cmpuint (s->players[0].building_done, ==, 0);
}

static void
test_special_income (void)
{
  g_autofree NrState *goods = under (27);
  g_autofree NrState *coins = under (28);

  place (goods);
  nr_test_move (goods, M (RESOURCE), NR_WINE, 0, 0);
  nr_test_move (goods, M (RESOURCE), NR_WINE, 0, 0);
  g_assert_false (nr_test_listed (goods, 0, M (DONE), 0, 0, 0));   /* 3, once begun */
  nr_test_move (goods, M (RESOURCE), NR_WOOD, 0, 0);
  g_assert_cmpint (goods->players[0].resources[NR_WINE], ==, 3);
  g_assert_cmpint (goods->players[0].resources[NR_WOOD], ==, 2);
  g_assert_true (goods->players[0].prod_face_down & (1u << CELL));
  place (coins);
  nr_test_move (coins, M (USE), 0, 0, 0);
  g_assert_cmpint (coins->players[0].sesterces, ==, 7);
  g_assert_true (coins->players[0].prod_face_down & (1u << CELL));
}

static void
test_special_race (void)
{
  g_autofree NrState *s = under (29);

  nr_test_hand (s, 0, 35);                  /* Gratian in hand is nothing */
  nr_test_ready (s);
  place (s);
  g_assert_true (nr_test_listed (s, 0, M (RACE), 1, 1, 0));
  g_assert_false (nr_test_listed (s, 0, M (RACE), 3, 0, 0));
  nr_test_move (s, M (RACE), 0, 2, 0);      /* blue 0 → 2 over the border after 1: a wheel */
  g_assert_cmpint (s->chariot_pos[0][1], ==, 2);
  g_assert_cmpint (s->players[0].resources[NR_HORSE], ==, 1);   /* 2 from the cell, −1 */
  g_assert_cmpuint (s->tasks[s->n_tasks - 1].kind, ==, NR_TASK_WHEEL);
  nr_test_move (s, M (WHEEL), NR_WHEEL_INFLUENCE, 0, 0);
  g_assert_cmpint (s->players[0].influence, ==, 2);
  g_assert_true (s->players[0].prod_face_down & (1u << CELL));
}

/* A face-down special tile: the row and column still produce, nothing more. */
static void
test_face_down (void)
{
  g_autofree NrState *s = under (28);

  s->players[0].prod_face_down = 1u << CELL;
  nr_test_ready (s);
  place (s);
  g_assert_cmpuint (s->n_tasks, ==, 0);
  g_assert_cmpint (s->players[0].sesterces, ==, 3);
  g_assert_cmpint (s->players[0].resources[NR_STONE], ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/tiles/yield", test_yield);
  g_test_add_func ("/nova-roma/tiles/exchange-artisan", test_exchange_artisan);
  g_test_add_func ("/nova-roma/tiles/exchange-resource", test_exchange_resource);
  g_test_add_func ("/nova-roma/tiles/exchange-sesterces", test_exchange_sesterces);
  g_test_add_func ("/nova-roma/tiles/animals", test_animals);
  g_test_add_func ("/nova-roma/tiles/associates", test_special_associates);
  g_test_add_func ("/nova-roma/tiles/seafaring", test_special_seafaring);
  g_test_add_func ("/nova-roma/tiles/construction", test_special_construction);
  g_test_add_func ("/nova-roma/tiles/income", test_special_income);
  g_test_add_func ("/nova-roma/tiles/race", test_special_race);
  g_test_add_func ("/nova-roma/tiles/face-down", test_face_down);
  return g_test_run ();
}
