/* test-nr-setup.c: setup for 1, 2, 3 and 4 players (spec §3, §9, §10.1), and the drafts
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "nr-test-util.h"

static int
count_cells (const NrState *s,
             int            kind)
{
  const NrData *d = nr_test_data ();
  int n = 0;

  for (int k = 0; k < NR_N_DISTRICTS; k++)
    for (int c = 0; c < d->districts[k].width * d->districts[k].height; c++)
      n += d->districts[k].cells[c] == kind;
  return n;
}

static int
rewards_on_board (const NrState *s)
{
  int n = 0;

  for (int k = 0; k < NR_N_DISTRICTS; k++)
    for (int c = 0; c < NR_DISTRICT_MAX_CELLS; c++)
      n += s->district_reward[k][c] >= 0;
  return n;
}

static int
cubes_of (const NrState *s,
          int            owner)
{
  int n = 0;

  for (int k = 0; k < NR_N_DISTRICTS; k++)
    for (int c = 0; c < NR_DISTRICT_MAX_CELLS; c++)
      n += s->district_cube[k][c] == owner;
  return n;
}

/* Steps 1–19 of §3.1 for every seat. */
static void
check_common (const NrState *s)
{
  for (int i = 0; i < NR_MARKET; i++)
    {
      g_assert_cmpint (s->sea_market[i], >=, 0);
      g_assert_cmpint (s->building_market[i], >=, 0);
      g_assert_cmpint (s->lat_market[i], >=, 0);
      g_assert_cmpint (s->lat_market[i], <, NR_N_LAT_BASIC);
      g_assert_cmpint (s->assoc_market[i], >=, 0);
    }
  g_assert_cmpint (s->lat_special, >=, NR_N_LAT_BASIC);
  g_assert_cmpuint (s->n_sea_stack, ==, NR_N_SEA - 4);
  g_assert_cmpuint (s->n_building_stack, ==, NR_N_BUILDING - 4);
  g_assert_cmpuint (s->n_lat_basic_stack, ==, NR_N_LAT_BASIC - 4);
  g_assert_cmpuint (s->n_lat_special_stack, ==, NR_N_LAT_SPECIAL - 1);
  g_assert_cmpint (s->favourite_current, >=, 0);
  g_assert_cmpuint (s->n_favourite_stack, ==, 4);
  g_assert_cmpuint (s->n_favourite_box, ==, 4);
  g_assert_cmpuint (s->artisans_supply, ==, NR_N_ARTISANS - s->n_players);
  g_assert_cmpuint (s->phase, ==, NR_PHASE_EMPEROR);
  g_assert_cmpuint (s->round, ==, 1);
  g_assert_cmpint (s->emperor_shown, >=, 0);
  for (guint k = 0; k < s->n_players; k++)
    {
      const NrPlayer *pl = &s->players[(s->first + k) % s->n_players];

      for (int r = 0; r < NR_N_RESOURCES; r++)
        g_assert_cmpint (pl->resources[r], ==, 1);
      g_assert_cmpint (pl->influence, ==, 1);
      g_assert_cmpint (pl->sesterces, ==, 3 + (int) k);
      g_assert_cmpuint (pl->artisans_free, ==, 1);
      g_assert_cmpuint (pl->achievements, ==, 4);
      g_assert_cmpuint (pl->achievements_reserve, ==, 3);
      g_assert_cmpuint (pl->cubes, ==, 20);
      g_assert_cmpuint (pl->patricians, ==, 3);
      g_assert_cmpuint (pl->n_hand, ==, 2);
      for (int c = 0; c < 3; c++)
        g_assert_cmpint (pl->mosaic_strip[c] / NR_MOSAIC_PER_COLOUR, ==, c);
      for (int t = 0; t < NR_N_TRACKS; t++)
        g_assert_cmpint (s->chariot_pos[(s->first + k) % s->n_players][t], ==, 0);
      for (int i = 0; i < NR_N_SHIPS; i++)
        g_assert_cmpint (s->ship_route[(s->first + k) % s->n_players][i], ==, NR_NONE);
    }
}

static void
test_setup_multi (void)
{
  for (guint n = 3; n <= 4; n++)
    {
      g_autofree NrState *s = nr_test_new (n, 11 * n, NULL);

      check_common (s);
      g_assert_cmpint (rewards_on_board (s), ==, NR_N_REWARDS);
      g_assert_cmpuint (s->n_emperor_box, ==, 3);
      g_assert_cmpuint (s->n_emperor_stack, ==, 4);
      g_assert_cmpint (cubes_of (s, NR_AUTOMA), ==, 0);
      g_assert_cmpint (s->chariot_pos[NR_AUTOMA][0], ==, NR_NONE);
      g_assert_cmpint (s->fp_holder, ==, s->first);
      g_assert_cmpuint (s->n_mosaic_box, ==, 15 - 3 * n);
    }
}

/* §3.3: the neutral colour and the legionnaires. */
static void
test_setup_two (void)
{
  g_autofree NrState *s = nr_test_new (2, 5, NULL);

  check_common (s);
  g_assert_cmpint (rewards_on_board (s), ==, count_cells (s, NR_CELL_REWARD));
  g_assert_cmpuint (s->n_reward_box, ==, NR_N_REWARDS - count_cells (s, NR_CELL_REWARD));
  g_assert_cmpint (cubes_of (s, NR_AUTOMA), ==, count_cells (s, NR_CELL_CORNER));
  for (int t = 0; t < NR_N_TRACKS; t++)
    g_assert_cmpint (s->chariot_pos[NR_AUTOMA][t], ==, 4);
  g_assert_cmpuint (s->players[0].legionnaires, ==, 2);
  g_assert_cmpuint (s->players[1].legionnaires, ==, 2);
  g_assert_cmpuint (s->n_emperor_box, ==, 3);
}

/* §10.1: the automa, at each difficulty. */
static void
test_setup_solo (void)
{
  const NrData *d = nr_test_data ();

  for (int level = 0; level < 3; level++)
    {
      int options[NR_N_OPTIONS] = { level, 0, 0, -1 };
      g_autofree NrState *s = nr_test_new (1, 21 + level, options);
      int fav_track = d->favourite_track[s->favourite_current];

      check_common (s);
      g_assert_cmpint (s->automa_vp, ==, 20 + 10 * level);
      g_assert_cmpuint (s->first, ==, 0);
      g_assert_cmpint (s->fp_holder, ==, NR_NONE);
      g_assert_cmpuint (s->n_emperor_stack + s->n_emperor_used, ==, NR_N_EMPEROR);
      g_assert_cmpuint (s->legionnaires_left, ==, 6);
      g_assert_cmpint (rewards_on_board (s), ==, count_cells (s, NR_CELL_REWARD));
      g_assert_cmpint (cubes_of (s, NR_AUTOMA), ==, count_cells (s, NR_CELL_CORNER));
      for (int t = 0; t < NR_N_TRACKS; t++)
        g_assert_cmpint (s->chariot_pos[NR_AUTOMA][t], ==, t == fav_track ? 4 : 3);
      for (int r = 0; r < NR_N_ROUTES; r++)
        {
          const NrHarbourData *h = &d->routes[r].harbours[s->ship_harbour[NR_AUTOMA][r]];

          g_assert_cmpint (s->ship_route[NR_AUTOMA][r], ==, r);
          g_assert_cmpuint (h->kind, ==, NR_HARBOUR_VP);
          g_assert_cmpuint (h->vp, ==, 3);
        }
    }
}

/* §3.5: the drafts come before the first round. */
static void
test_setup_drafts (void)
{
  int options[NR_N_OPTIONS] = { 1, 1, 1, -1 };
  g_autofree NrState *s = nr_test_new (3, 8, options);

  g_assert_cmpuint (s->phase, ==, NR_PHASE_MOSAIC_DRAFT);
  for (int c = 0; c < 3; c++)
    {
      g_assert_cmpint (s->mosaic_draft_up[c][0] / 5, ==, c);
      g_assert_cmpint (s->mosaic_draft_up[c][1] / 5, ==, c);
      g_assert_cmpuint (s->n_mosaic_draft_stack[c], ==, 3);
    }
  /* Reverse turn order: the last seat picks first. */
  g_assert_cmpint (nr_decider (s), ==, (s->first + 2) % 3);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (s->players[p].n_hand, ==, 0);
      g_assert_cmpint (s->players[p].mosaic_strip[0], ==, NR_NONE);
    }
}

/* The start-player option: a seat chosen by the players, or drawn. */
static void
test_start_player (void)
{
  int options[NR_N_OPTIONS] = { 1, 0, 0, 2 };
  g_autofree NrState *s = nr_test_new (3, 4, options);
  g_autoptr(LudusGame) game = nr_test_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) bad = NULL;

  g_assert_cmpuint (s->first, ==, 2);
  g_assert_cmpint (s->fp_holder, ==, 2);
  g_assert_cmpint (s->players[2].sesterces, ==, 3);
  g_assert_cmpint (s->players[0].sesterces, ==, 4);
  g_assert_cmpint (s->players[1].sesterces, ==, 5);
  options[NR_OPT_START_PLAYER] = 3;
  bad = ludus_game_new_state (game, 3, 4, options, &error);
  g_assert_null (bad);
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/setup/3-4-players", test_setup_multi);
  g_test_add_func ("/nova-roma/setup/2-players", test_setup_two);
  g_test_add_func ("/nova-roma/setup/solo", test_setup_solo);
  g_test_add_func ("/nova-roma/setup/drafts", test_setup_drafts);
  g_test_add_func ("/nova-roma/setup/start-player", test_start_player);
  return g_test_run ();
}
