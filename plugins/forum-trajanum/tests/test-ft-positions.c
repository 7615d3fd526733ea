/* test-ft-positions.c: every action, reward and scoring step from a JSON position
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test loads data/blank-<n>p.json (setup done, pass I, round 1, every
 * grid cell free, cranes revealed, all other tiles in the removed pile,
 * player 0 to build), sets up the exact position, makes moves and checks
 * exact results. Tile indices (stand-in fronts, components.json): 0..5
 * citizens (patrician, merchant, craftsman, patrician, merchant, craftsman),
 * 6..9 builder, 10..17 workers (2 each of blue, green, red, yellow), 18..21
 * assistant, 22..25 coin, 26..29 tribune, 30..33 upgrade.
 */
#include "config.h"

#include <string.h>

#include "ft-test-util.h"
#include "ft-text.h"

#define M(kind) FT_MOVE_##kind
#define CELL(r, c) ((r) * FT_GRID + (c))
#define TILE_BUILDER 6
#define TILE_ASSISTANT 18
#define TILE_COIN 22
#define TILE_TRIBUNE 26
#define TILE_UPGRADE 30

static FtState *
load (guint n)
{
  g_autofree char *name = g_strdup_printf ("blank-%up", n);

  return ft_test_load (name);
}

/* Takes a tile out of the removed pile, for the caller to place. */
static int
take (FtState *s,
      int      tile)
{
  for (int i = 0; i < s->removed_n; i++)
    if (s->removed[i] == tile)
      {
        s->removed[i] = s->removed[--s->removed_n];
        s->removed[s->removed_n] = FT_EMPTY;
        return tile;
      }
  g_error ("tile %d is not in the removed pile", tile);
  return -1;
}

static gboolean
in_removed (const FtState *s,
            int            tile)
{
  for (int i = 0; i < s->removed_n; i++)
    if (s->removed[i] == tile)
      return TRUE;
  return FALSE;
}

/* A gain tile of p that no test names (from index 32 down), as an envoy. */
static int
spare (FtState *s,
       guint    p)
{
  for (int k = FT_TILES_PER_PLAYER - 2; k >= FT_N_CITIZEN_TILES; k--)
    {
      int tile = p * FT_TILES_PER_PLAYER + k;

      if (k == TILE_BUILDER || k == TILE_ASSISTANT || k == TILE_COIN || k == TILE_TRIBUNE
          || k == TILE_UPGRADE || !in_removed (s, tile))
        continue;
      return take (s, tile);
    }
  g_error ("no spare tile left for seat %u", p);
  return -1;
}

static void
to_ship (FtState *s,
         guint    p,
         int      n)
{
  for (int i = 0; i < n; i++)
    s->players[p].ship[s->players[p].ship_n++] = spare (s, p);
}

static int
fcell (const FtState *s,
       int            x,
       int            y)
{
  return y * s->forum_w + x;
}

/* An envoy of p (from the removed pile) on forum cell (x, y). */
static void
envoy (FtState *s,
       guint    p,
       int      x,
       int      y)
{
  s->forum_owner[fcell (s, x, y)] = p;
  s->forum_tile[fcell (s, x, y)] = spare (s, p);
}

static void
citizen (FtState *s,
         guint    p,
         int      row,
         int      slot,
         int      tile,
         gboolean active)
{
  s->players[p].citizen[row][slot] = take (s, tile);
  s->players[p].row_active[row] = active;
}

/* A single building placed by hand, its tile taken from the supply. */
static void
building (FtState *s,
          guint    p,
          int      cell,
          int      bld)
{
  const FtData *d = ft_test_data ();
  int kind = FT_BLD_IS_COLOURED (bld) ? FT_BLD_COLOUR (bld) : -1;

  for (int k = 0; k < FT_N_COLOURS && kind < 0; k++)
    if (d->single_grey[k] == bld)
      kind = k;
  g_assert_cmpint (s->players[p].cell_state[cell], ==, FT_CELL_FREE);
  s->players[p].cell_state[cell] = FT_CELL_BUILT;
  s->players[p].cell_building[cell] = bld;
  if (s->single_stack[kind][0] > 0)
    s->single_stack[kind][0]--;
  else
    s->single_stack[kind][1]--;
}

static void
check (const FtState *s)
{
  g_autoptr(GError) error = NULL;

  ft_check_state (ft_test_data (), s, &error);
  g_assert_no_error (error);
}

static guint
n_legal (const FtState *s,
         guint          p,
         int            kind)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  ft_legal_moves (ft_test_data (), s, p, kind, moves);
  return moves->len;
}

static gboolean
listed (const FtState   *s,
        guint            p,
        const LudusMove *move)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  ft_legal_moves (ft_test_data (), s, p, move->kind, moves);
  for (guint i = 0; i < moves->len; i++)
    if (ludus_move_equal (&g_array_index (moves, LudusMove, i), move))
      return TRUE;
  return FALSE;
}

/* Player 0 holds an own tile, to use. */
static void
hold (FtState *s,
      int      tile)
{
  s->players[0].hand_own = take (s, tile);
  s->turn_step = FT_TS_USE;
  s->tiles_used = 0;
}

/* Player 0 uses an upgrade tile; mode is the upgrade_mode chosen when
 * Merchant I offers the cypress, or -1 when there is no choice. */
static void
upgrade (FtState *s,
         int      tile,
         int      mode)
{
  s->phase = FT_PHASE_TURN;
  s->current = 0;
  hold (s, tile);
  ft_test_move (s, 0, M (USE_TILE), 0, 0, 0, 0);
  if (mode >= 0)
    ft_test_move (s, 0, M (UPGRADE_MODE), mode, 0, 0, 0);
}

/* Moves the decks to pass/round (cards already drawn go to the discard). */
static void
set_round (FtState *s,
           int      pass,
           int      round)
{
  gint8 all[FT_N_STREET_CARDS];
  int n = 0, used;

  for (int k = 0; k < FT_N_DECKS; k++)
    for (int i = 0; i < s->deck_n[k]; i++)
      all[n++] = s->deck[k][i];
  for (int i = 0; i < 2; i++)
    if (s->display[i] >= 0)
      all[n++] = s->display[i];
  for (int i = 0; i < s->discard_n; i++)
    all[n++] = s->discard[i];
  g_assert_cmpint (n, ==, FT_N_STREET_CARDS);
  memset (s->deck, FT_EMPTY, sizeof s->deck);
  memset (s->discard, FT_EMPTY, sizeof s->discard);
  used = (pass - 1) * FT_CARDS_PER_DECK + (round - 1) * 2;
  s->discard_n = used;
  memcpy (s->discard, all, used);
  s->display[0] = all[used];
  s->display[1] = all[used + 1];
  for (int k = 0; k < FT_N_DECKS; k++)
    {
      s->deck_n[k] = k < pass - 1 ? 0 : k == pass - 1 ? FT_CARDS_PER_DECK - round * 2
                                                       : FT_CARDS_PER_DECK;
    }
  n = used + 2;
  for (int k = pass - 1; k < FT_N_DECKS; k++)
    for (int i = 0; i < s->deck_n[k]; i++)
      s->deck[k][i] = all[n++];
  s->pass = pass;
  s->round = round;
  s->column_fragments = pass;
}

/* ---- grey buildings ---------------------------------------------------- */

static void
test_column (void)
{
  g_autofree FtState *s = load (2);

  citizen (s, 0, FT_ROW_PATRICIAN_1, 0, 0, TRUE);
  citizen (s, 0, FT_ROW_MERCHANT_2, 0, 4, TRUE);
  s->players[0].builders = 1;
  check (s);
  /* Green single, grey face = triumphal column (stand-in pairing). */
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_GREEN, 0, CELL (1, 1), 0);
  g_assert_cmpint (s->players[0].cell_building[CELL (1, 1)], ==, FT_BLD_COLUMN);
  g_assert_cmpint (s->players[0].vp_src[FT_VP_COLUMN], ==, 3 + 2);
  g_assert_cmpint (s->players[0].vp, ==, 5);
  g_assert_cmpint (s->players[0].builders, ==, 0);
  g_assert_cmpint (s->single_stack[FT_GREEN][0], ==, 6);
  g_assert_cmpint (s->turn_step, ==, FT_TS_END);
  /* In pass III the column value is 1. */
  {
    g_autofree FtState *t = load (2);

    set_round (t, 3, 2);
    t->players[0].builders = 1;
    check (t);
    ft_test_move (t, 0, M (BUILD_SINGLE), FT_GREEN, 0, CELL (2, 2), 0);
    g_assert_cmpint (t->players[0].vp, ==, 1);
  }
}

static void
test_library_rewards (void)
{
  g_autofree FtState *s = load (2);

  s->players[0].builders = 1;
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_BLUE, 0, CELL (1, 1), 0);
  g_assert_cmpint (s->players[0].track[FT_TRACK_LIBRARY], ==, 1);
  g_assert_cmpuint (n_legal (s, 0, M (TRACK_REWARD)), ==, 2);   /* none, level 1 */
  ft_test_refused (s, 0, M (TRACK_REWARD), 2, 0, 0, 0);
  ft_test_move (s, 0, M (TRACK_REWARD), 1, 0, 0, 0);
  g_assert_cmpint (s->players[0].tribunes, ==, 1);
  ft_test_move (s, 0, M (CHOOSE_WORKER), FT_RED, 0, 0, 0);
  g_assert_cmpint (s->players[0].workers[FT_RED], ==, 1);
  g_assert_cmpint (s->turn_step, ==, FT_TS_END);
}

static void
test_library_2_lower_and_complete (void)
{
  g_autofree FtState *s = load (2);

  citizen (s, 0, FT_ROW_CRAFTSMAN_1, 0, 2, TRUE);
  s->players[0].track[FT_TRACK_LIBRARY] = 3;
  s->players[0].builders = 1;
  check (s);
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_BLUE, 0, CELL (1, 1), 0);
  g_assert_cmpuint (n_legal (s, 0, M (TRACK_REWARD)), ==, 5);   /* none, 1..4 */
  ft_test_move (s, 0, M (TRACK_REWARD), 2, 0, 0, 0);
  g_assert_cmpint (s->players[0].builders, ==, 1);
  g_assert_cmpint (s->players[0].track[FT_TRACK_LIBRARY], ==, FT_TRACK_AT_COLUMN);
  /* Column value 3 + 1 active citizen. */
  g_assert_cmpint (s->players[0].vp_src[FT_VP_TRACK_COMPLETE], ==, 4);
  /* A library after the track is done gives nothing. */
  ft_test_move (s, 0, M (END_TURN), 0, 0, 0, 0);
}

static void
test_library_3_eagle (void)
{
  g_autofree FtState *s = load (2);

  s->players[0].track[FT_TRACK_LIBRARY] = 2;
  s->players[0].builders = 1;
  to_ship (s, 0, 1);
  envoy (s, 1, 4, 1);                   /* one eagle taken */
  check (s);
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_BLUE, 0, CELL (1, 1), 0);
  ft_test_move (s, 0, M (TRACK_REWARD), 3, 0, 0, 0);
  /* 4 eagles in the 2-player forum, one occupied: 3 cells + decline. */
  g_assert_cmpuint (n_legal (s, 0, M (PLACE_ENVOY)), ==, 3);
  ft_test_refused (s, 0, M (PLACE_ENVOY), fcell (s, 0, 0), 0, 0, 0);
  ft_test_refused (s, 0, M (PLACE_ENVOY), fcell (s, 4, 1), 0, 0, 0);
  ft_test_move (s, 0, M (PLACE_ENVOY), fcell (s, 3, 0), 0, 0, 0);
  g_assert_cmpint (s->forum_owner[fcell (s, 3, 0)], ==, 0);
  g_assert_cmpint (s->players[0].ship_n, ==, 0);
}

static void
test_library_4_grid_tile (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  pl->track[FT_TRACK_LIBRARY] = 3;
  pl->builders = 1;
  pl->cell_tile[CELL (2, 2)] = take (s, TILE_BUILDER);
  pl->cell_state[CELL (2, 2)] = FT_CELL_COVERED;
  pl->cell_tile[CELL (0, 0)] = take (s, TILE_COIN);
  pl->crane_state[0] = FT_CRANE_COVERED;
  check (s);
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_BLUE, 0, CELL (1, 1), 0);
  ft_test_move (s, 0, M (TRACK_REWARD), 4, 0, 0, 0);
  g_assert_cmpuint (n_legal (s, 0, M (TAKE_GRID_TILE)), ==, 2);
  ft_test_move (s, 0, M (TAKE_GRID_TILE), CELL (0, 0), 0, 0, 0);
  g_assert_cmpint (pl->coins, ==, 1);
  g_assert_cmpint (pl->crane_state[0], ==, FT_CRANE_REVEALED);
  g_assert_cmpint (pl->ship_n, ==, 1);
  g_assert_cmpint (pl->ship[0], ==, TILE_COIN);
  g_assert_cmpint (pl->vp_src[FT_VP_TRACK_COMPLETE], ==, 3);
}

static void
test_basilica_rewards (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  pl->builders = 1;
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_RED, 0, CELL (1, 1), 0);
  ft_test_move (s, 0, M (TRACK_REWARD), 1, 0, 0, 0);
  g_assert_cmpint (pl->assistants, ==, 2);

  {
    g_autofree FtState *t = load (2);

    t->players[0].builders = 1;
    t->players[0].track[FT_TRACK_BASILICA] = 2;
    ft_test_move (t, 0, M (BUILD_SINGLE), FT_RED, 0, CELL (1, 1), 0);
    ft_test_move (t, 0, M (TRACK_REWARD), 2, 0, 0, 0);
    g_assert_cmpint (t->players[0].tribunes, ==, 2);
  }
  {
    g_autofree FtState *t = load (2);

    t->players[0].builders = 1;
    t->players[0].track[FT_TRACK_BASILICA] = 2;
    ft_test_move (t, 0, M (BUILD_SINGLE), FT_RED, 0, CELL (1, 1), 0);
    ft_test_move (t, 0, M (TRACK_REWARD), 3, 0, 0, 0);
    g_assert_cmpint (t->players[0].slider, ==, 1);
  }
}

static void
test_basilica_4_extra_build (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  pl->builders = 2;
  pl->track[FT_TRACK_BASILICA] = 3;
  check (s);
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_RED, 0, CELL (1, 1), 0);
  ft_test_move (s, 0, M (TRACK_REWARD), 4, 0, 0, 0);
  g_assert_cmpint (pl->vp_src[FT_VP_TRACK_COMPLETE], ==, 3);
  /* The extra building action. */
  g_assert_cmpint (s->n_tasks, ==, 1);
  g_assert_cmpint (s->tasks[0].kind, ==, FT_TASK_EXTRA_BUILD);
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_GREEN, 0, CELL (1, 3), 0);
  g_assert_cmpint (pl->vp_src[FT_VP_COLUMN], ==, 3);
  g_assert_cmpint (pl->vp, ==, 6);
  g_assert_cmpint (s->turn_step, ==, FT_TS_END);
  ft_test_refused (s, 0, M (BUILD_SINGLE), FT_GREEN, 0, CELL (1, 4), 0);
}

static void
test_market_rewards (void)
{
  g_autofree FtState *s = load (2);

  s->players[0].builders = 1;
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_YELLOW, 0, CELL (1, 1), 0);
  ft_test_move (s, 0, M (TRACK_REWARD), 1, 0, 0, 0);
  g_assert_cmpint (s->players[0].coins, ==, 1);
  {
    /* Market 2 with Patrician II: 2 different bonuses. */
    g_autofree FtState *t = load (2);

    citizen (t, 0, FT_ROW_PATRICIAN_2, 0, 0, TRUE);
    t->players[0].builders = 1;
    t->players[0].track[FT_TRACK_MARKET] = 1;
    check (t);
    ft_test_move (t, 0, M (BUILD_SINGLE), FT_YELLOW, 0, CELL (1, 1), 0);
    ft_test_move (t, 0, M (TRACK_REWARD), 2, 0, 0, 0);
    ft_test_move (t, 0, M (AREA_BONUS), FT_AB_VP2, 0, 0, 0);
    ft_test_refused (t, 0, M (AREA_BONUS), FT_AB_VP2, 0, 0, 0);
    ft_test_move (t, 0, M (AREA_BONUS), FT_AB_TRIBUNE, 0, 0, 0);
    g_assert_cmpint (t->players[0].vp_src[FT_VP_AREA_BONUS], ==, 2);
    g_assert_cmpint (t->players[0].tribunes, ==, 1);
    g_assert_cmpint (t->turn_step, ==, FT_TS_END);
  }
  {
    /* Market 3: any empty non-eagle cell, ignoring the started areas. */
    g_autofree FtState *t = load (2);

    t->players[0].builders = 1;
    t->players[0].track[FT_TRACK_MARKET] = 2;
    to_ship (t, 0, 1);
    envoy (t, 1, 0, 0);
    check (t);
    ft_test_move (t, 0, M (BUILD_SINGLE), FT_YELLOW, 0, CELL (1, 1), 0);
    ft_test_move (t, 0, M (TRACK_REWARD), 3, 0, 0, 0);
    /* 36 cells, 4 eagles, 1 occupied. */
    g_assert_cmpuint (n_legal (t, 0, M (PLACE_ENVOY)), ==, 31);
    ft_test_refused (t, 0, M (PLACE_ENVOY), fcell (t, 3, 0), 0, 0, 0);
    ft_test_move (t, 0, M (PLACE_ENVOY), fcell (t, 11, 2), 0, 0, 0);
  }
}

static void
test_market_4 (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  citizen (s, 0, FT_ROW_PATRICIAN_2, 0, 0, TRUE);
  pl->track[FT_TRACK_MARKET] = 3;
  pl->builders = 1;
  /* A citizen under the grid tile: Market 4 places it, then the track
   * completes and counts it (ruling R29). */
  pl->cell_tile[CELL (5, 2)] = take (s, 5);
  pl->cell_state[CELL (5, 2)] = FT_CELL_COVERED;
  check (s);
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_YELLOW, 0, CELL (1, 1), 0);
  g_assert_cmpuint (n_legal (s, 0, M (TRACK_REWARD)), ==, 5);
  ft_test_move (s, 0, M (TRACK_REWARD), 4, 0, 0, 0);
  ft_test_move (s, 0, M (TAKE_GRID_TILE), CELL (5, 2), 0, 0, 0);
  g_assert_cmpint (pl->cell_state[CELL (5, 2)], ==, FT_CELL_FREE);
  ft_test_move (s, 0, M (PLACE_CITIZEN), FT_ROW_CRAFTSMAN_1, 0, 0, 0);
  g_assert_cmpint (pl->citizen[FT_ROW_CRAFTSMAN_1][0], ==, 5);
  g_assert_cmpint (pl->ship_n, ==, 0);
  /* Column value 3 + 2 active citizens. */
  g_assert_cmpint (pl->vp_src[FT_VP_TRACK_COMPLETE], ==, 5);
  g_assert_cmpint (pl->track[FT_TRACK_MARKET], ==, FT_TRACK_AT_COLUMN);
  /* Building another market later gives nothing more. */
  s->turn_step = FT_TS_BUILD;
  s->builds_done = 0;
  pl->builders = 1;
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_YELLOW, 0, CELL (1, 3), 0);
  g_assert_cmpint (s->n_tasks, ==, 0);
  g_assert_cmpint (pl->vp, ==, 5);
}

static void
test_bad_positions (void)
{
  static const char *const edits[][2] = {
    { "\"n_players\":2", "\"n_players\":7" },
    { "\"pass\":1", "\"pass\":2" },
    { "\"vp\":0", "\"vp\":3" },
    { "\"river\":33", "\"river\":32" },
    { "\"single_stack\":[7", "\"single_stack\":[6" },
    { "\"tasks\":[]", "\"tasks\":[[6,99,0,0]]" },
    { "\"tasks\":[]", "\"tasks\":[[8,40,0,0]]" },
    { "\"tasks\":[]", "\"tasks\":[[7,0,9,0]]" },
    { "\"format\":\"ludus-forum-trajanum-state\"", "\"format\":\"x\"" },
    { "\"phase\":5", "\"phase\":\"turn\"" },
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "blank-2p.json", NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) bad = g_string_new (text);
      g_autoptr(JsonNode) node = NULL;
      g_autofree FtState *s = g_new0 (FtState, 1);

      g_assert_nonnull (strstr (text, edits[i][0]));
      g_string_replace (bad, edits[i][0], edits[i][1], 1);
      node = json_from_string (bad->str, &error);
      g_assert_no_error (error);
      g_assert_false (ft_state_from_json (ft_test_data (), s, node, &error));
      g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
      g_test_message ("%s → %s", edits[i][1], error->message);
    }
}

/* ---- coloured buildings and the forum ---------------------------------- */

static void
test_envoy_started_area (void)
{
  g_autofree FtState *s = load (2);

  /* Blue areas of the 2-player stand-in forum: A = (0,0) (1,0) (0,1);
   * B = (7,0) (6,1) (7,1); C = (10,0) (10,1). Area A is started. */
  envoy (s, 1, 0, 0);
  to_ship (s, 0, 2);
  s->players[0].workers[FT_BLUE] = 1;
  check (s);
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_BLUE, 1, CELL (2, 2), 0);
  g_assert_cmpint (s->players[0].cell_building[CELL (2, 2)], ==, FT_BLD_FOUNTAIN);
  g_assert_cmpuint (n_legal (s, 0, M (PLACE_ENVOY)), ==, 2);
  ft_test_refused (s, 0, M (PLACE_ENVOY), fcell (s, 7, 0), 0, 0, 0);
  ft_test_refused (s, 0, M (PLACE_ENVOY), fcell (s, 2, 0), 0, 0, 0);   /* green */
  ft_test_move (s, 0, M (PLACE_ENVOY), fcell (s, 1, 0), 0, 0, 0);
  g_assert_cmpint (s->n_tasks, ==, 0);
  g_assert_cmpint (s->players[0].ship_n, ==, 1);
}

static void
test_envoy_new_area_and_completion (void)
{
  g_autofree FtState *s = load (2);

  to_ship (s, 0, 2);
  envoy (s, 1, 10, 0);                  /* area C started */
  s->players[0].workers[FT_BLUE] = 2;
  check (s);
  /* Pair double: two envoys; the first completes C (bonus), the second may
   * go to any blue cell, since no blue area is started any more. */
  ft_test_move (s, 0, M (BUILD_DOUBLE), FT_BLUE, 0, CELL (2, 2), CELL (2, 3));
  g_assert_cmpuint (n_legal (s, 0, M (PLACE_ENVOY)), ==, 1);
  ft_test_move (s, 0, M (PLACE_ENVOY), fcell (s, 10, 1), 0, 0, 0);
  ft_test_move (s, 0, M (AREA_BONUS), FT_AB_COIN, 0, 0, 0);
  g_assert_cmpint (s->players[0].coins, ==, 1);
  g_assert_cmpuint (n_legal (s, 0, M (PLACE_ENVOY)), ==, 6);
  ft_test_move (s, 0, M (PLACE_ENVOY), fcell (s, 6, 1), 0, 0, 0);
  g_assert_cmpint (s->players[0].ship_n, ==, 0);
  g_assert_cmpint (s->double_stack[FT_BLUE][1], ==, 5);
  g_assert_cmpint (s->turn_step, ==, FT_TS_END);
}

/* Each coloured building (fountain, park, house, stable) sends an envoy to
 * a cell of its own colour; with no area started, any cell of that colour. */
static void
test_coloured_buildings (void)
{
  /* Cells per colour in the 2-player stand-in forum. */
  static const guint cells[FT_N_COLOURS] = { 8, 9, 7, 8 };

  for (int c = 0; c < FT_N_COLOURS; c++)
    {
      g_autofree FtState *s = load (2);
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
      int target;

      to_ship (s, 0, 1);
      s->players[0].workers[c] = 1;
      check (s);
      ft_test_move (s, 0, M (BUILD_SINGLE), c, 1, CELL (3, 3), 0);
      g_assert_cmpint (s->players[0].cell_building[CELL (3, 3)], ==, FT_BLD_FOUNTAIN + c);
      g_assert_cmpint (s->players[0].workers[c], ==, 0);
      g_assert_cmpint (s->single_stack[c][1], ==, 6);
      ft_legal_moves (ft_test_data (), s, 0, M (PLACE_ENVOY), moves);
      g_assert_cmpuint (moves->len, ==, cells[c]);
      for (guint i = 0; i < moves->len; i++)
        g_assert_cmpint (s->forum_colour[g_array_index (moves, LudusMove, i).args[0]], ==, c);
      target = g_array_index (moves, LudusMove, 0).args[0];
      ft_test_move (s, 0, M (PLACE_ENVOY), target, 0, 0, 0);
      g_assert_cmpint (s->forum_owner[target], ==, 0);
    }
}

static void
test_envoy_patrician_1 (void)
{
  g_autofree FtState *s = load (2);

  citizen (s, 0, FT_ROW_PATRICIAN_1, 0, 0, TRUE);
  envoy (s, 1, 0, 0);
  to_ship (s, 0, 1);
  s->players[0].workers[FT_BLUE] = 1;
  check (s);
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_BLUE, 1, CELL (2, 2), 0);
  /* Any of the 7 empty blue cells. */
  g_assert_cmpuint (n_legal (s, 0, M (PLACE_ENVOY)), ==, 7);
  ft_test_move (s, 0, M (DECLINE_ENVOY), 0, 0, 0, 0);
  g_assert_cmpint (s->players[0].ship_n, ==, 1);
}

static void
test_envoy_empty_ship (void)
{
  g_autofree FtState *s = load (2);

  s->players[0].workers[FT_BLUE] = 1;
  ft_test_move (s, 0, M (BUILD_SINGLE), FT_BLUE, 1, CELL (2, 2), 0);
  g_assert_cmpint (s->n_tasks, ==, 0);
  g_assert_cmpint (s->turn_step, ==, FT_TS_END);
}

static void
test_double_tiles (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  pl->builders = 1;
  pl->workers[FT_GREEN] = 1;
  pl->cell_tile[CELL (3, 3)] = take (s, TILE_COIN);
  pl->cell_state[CELL (3, 3)] = FT_CELL_COVERED;
  check (s);
  ft_test_refused (s, 0, M (BUILD_DOUBLE), FT_GREEN, 1, CELL (2, 2), CELL (2, 4));
  ft_test_refused (s, 0, M (BUILD_DOUBLE), FT_GREEN, 1, CELL (2, 2), CELL (3, 3));
  ft_test_refused (s, 0, M (BUILD_DOUBLE), FT_GREEN, 1, CELL (2, 3), CELL (3, 3));
  ft_test_refused (s, 0, M (BUILD_DOUBLE), FT_GREEN, 1, CELL (0, 1), CELL (0, 0));
  ft_test_refused (s, 0, M (BUILD_DOUBLE), FT_GREEN, 1, CELL (0, 5), CELL (1, 0));
  ft_test_refused (s, 0, M (BUILD_DOUBLE), FT_GREEN, 1, CELL (1, 1), CELL (1, 2)); /* temple */
  ft_test_refused (s, 0, M (BUILD_DOUBLE), FT_GREEN, 0, CELL (2, 2), CELL (2, 3)); /* 1 worker */
  ft_test_move (s, 0, M (BUILD_DOUBLE), FT_GREEN, 1, CELL (2, 3), CELL (2, 2));
  g_assert_cmpint (pl->cell_building[CELL (2, 3)], ==, FT_BLD_COLUMN);
  g_assert_cmpint (pl->cell_building[CELL (2, 2)], ==, FT_BLD_PARK);
  g_assert_cmpint (pl->cell_double[CELL (2, 3)], ==, FT_DOUBLE_LEFT);
  g_assert_cmpint (pl->cell_double[CELL (2, 2)], ==, FT_DOUBLE_RIGHT);
  g_assert_cmpint (s->double_stack[FT_GREEN][0], ==, 5);
  ft_test_refused (s, 0, M (REWARD_ORDER), CELL (2, 4), 0, 0, 0);
  ft_test_move (s, 0, M (REWARD_ORDER), CELL (2, 2), 0, 0, 0);
  /* The park (no envoy: empty ship), then the column. */
  g_assert_cmpint (pl->vp_src[FT_VP_COLUMN], ==, 3);
  g_assert_cmpint (pl->builders + pl->workers[FT_GREEN], ==, 0);
}

/* Two coloured buildings of one colour name the same double tile whichever
 * cell comes first; the mixed face's order puts the grey half, so it is a
 * choice. */
static void
test_double_any_order (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, NULL);
  g_autofree FtState *s = load (2);
  LudusMove pair = { FT_MOVE_BUILD_DOUBLE, { FT_BLUE, 0, CELL (2, 3), CELL (2, 2) } };
  LudusMove listed_move = { FT_MOVE_BUILD_DOUBLE, { FT_BLUE, 0, CELL (2, 2), CELL (2, 3) } };
  LudusMove mixed = { FT_MOVE_BUILD_DOUBLE, { FT_BLUE, 1, CELL (2, 3), CELL (2, 2) } };
  LudusMove canonical;
  g_autofree FtState *a = NULL;
  g_autofree FtState *b = NULL;
  g_autoptr(GError) error = NULL;

  s->players[0].workers[FT_BLUE] = 2;
  s->players[0].builders = 1;
  check (s);
  /* Listed once, in one order; the other order is the same move. */
  g_assert_false (listed (s, 0, &pair));
  g_assert_true (listed (s, 0, &listed_move));
  canonical = pair;
  ft_canonicalize_move (s, 0, &canonical);
  g_assert_cmpmem (&canonical, sizeof canonical, &listed_move, sizeof listed_move);
  canonical = mixed;
  ft_canonicalize_move (s, 0, &canonical);
  g_assert_cmpmem (&canonical, sizeof canonical, &mixed, sizeof mixed);

  g_assert_true (ludus_game_is_legal (game, (LudusState *) s, 0, &pair));
  a = g_memdup2 (s, sizeof *s);
  b = g_memdup2 (s, sizeof *s);
  g_assert_true (ludus_game_apply (game, (LudusState *) a, 0, &pair, &error));
  g_assert_no_error (error);
  g_assert_true (ludus_game_apply (game, (LudusState *) b, 0, &listed_move, &error));
  g_assert_no_error (error);
  g_assert_true (ludus_game_states_equal (game, (LudusState *) a, (LudusState *) b));
  g_assert_cmpint (a->players[0].cell_building[CELL (2, 2)], ==, FT_BLD_FOUNTAIN);
  g_assert_cmpint (a->players[0].cell_building[CELL (2, 3)], ==, FT_BLD_FOUNTAIN);
}

static void
test_supply_limits (void)
{
  g_autofree FtState *s = load (2);
  g_autoptr(GError) error = NULL;
  LudusMove m = { FT_MOVE_BUILD_SINGLE, { FT_GREEN, 0, CELL (2, 2), 0, 0, 0 } };

  s->players[0].builders = 2;
  /* The grey stack is empty: the tile comes from the coloured stack. */
  s->single_stack[FT_GREEN][0] = 0;
  s->single_stack[FT_GREEN][1] = 1;
  g_assert_true (ft_test_apply (s, 0, &m, &error));
  g_assert_no_error (error);
  g_assert_cmpint (s->single_stack[FT_GREEN][1], ==, 0);
  /* Both stacks of the kind empty: neither face can be built. */
  s->turn_step = FT_TS_BUILD;
  s->builds_done = 0;
  s->players[0].workers[FT_GREEN] = 1;
  g_assert_cmpuint (n_legal (s, 0, M (BUILD_SINGLE)), ==, 3 * 27);   /* blue, red, yellow grey */
  ft_test_refused (s, 0, M (BUILD_SINGLE), FT_GREEN, 1, CELL (2, 5), 0);
  /* Unlimited building tiles. */
  s->opt_unlimited = 1;
  ft_test_refused (s, 0, M (BUILD_SINGLE), FT_GREEN, 2, CELL (2, 5), 0);
  g_assert_true (ft_test_apply (s, 0, &(LudusMove) { FT_MOVE_BUILD_SINGLE,
                                                     { FT_GREEN, 1, CELL (2, 5), 0, 0, 0 } },
                                &error));
  g_assert_no_error (error);
}

/* ---- citizens ---------------------------------------------------------- */

static void
test_place_first_citizen (void)
{
  g_autofree FtState *s = load (2);

  hold (s, 2);                          /* craftsman */
  check (s);
  ft_test_move (s, 0, M (USE_TILE), 0, 0, 0, 0);
  ft_test_refused (s, 0, M (PLACE_CITIZEN), FT_ROW_MERCHANT_1, 0, 0, 0);
  ft_test_move (s, 0, M (PLACE_CITIZEN), FT_ROW_CRAFTSMAN_2, 0, 0, 0);
  g_assert_cmpint (s->players[0].citizen[FT_ROW_CRAFTSMAN_2][0], ==, 2);
  g_assert_true (s->players[0].row_active[FT_ROW_CRAFTSMAN_2]);
  g_assert_cmpint (s->players[0].hand_own, ==, FT_EMPTY);
  g_assert_cmpint (s->players[0].ship_n, ==, 0);
  g_assert_cmpint (s->turn_step, ==, FT_TS_BUILD);
  /* Usable at once: Craftsman II. */
  s->players[0].assistants = 2;
  ft_test_move (s, 0, M (CRAFTSMAN2), 0, 0, 0, 0);
  ft_test_refused (s, 0, M (CRAFTSMAN2), 0, 0, 0, 0);
  g_assert_cmpint (s->players[0].builders, ==, 1);
}

static void
test_second_citizens (void)
{
  static const int rows[] = {
    FT_ROW_PATRICIAN_1, FT_ROW_PATRICIAN_2, FT_ROW_MERCHANT_1,
    FT_ROW_MERCHANT_2, FT_ROW_CRAFTSMAN_1, FT_ROW_CRAFTSMAN_2,
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree FtState *s = load (2);
      FtPlayer *pl = &s->players[0];
      int row = rows[i], klass = FT_ROW_CLASS (row);

      /* First citizen inactive: the second one wakes it. */
      citizen (s, 0, row, 0, klass, FALSE);
      to_ship (s, 0, 1);
      hold (s, klass + 3);
      check (s);
      ft_test_move (s, 0, M (USE_TILE), 0, 0, 0, 0);
      ft_test_move (s, 0, M (PLACE_CITIZEN), row, 0, 0, 0);
      g_assert_true (pl->row_active[row]);
      g_assert_cmpint (pl->citizen[row][1], ==, klass + 3);
      switch (row)
        {
        case FT_ROW_PATRICIAN_1:
          /* Any empty non-eagle cell: 36 - 4 eagles. */
          g_assert_cmpuint (n_legal (s, 0, M (PLACE_ENVOY)), ==, 32);
          ft_test_refused (s, 0, M (PLACE_ENVOY), fcell (s, 3, 0), 0, 0, 0);
          ft_test_move (s, 0, M (PLACE_ENVOY), fcell (s, 2, 2), 0, 0, 0);
          g_assert_cmpint (s->forum_owner[fcell (s, 2, 2)], ==, 0);
          break;
        case FT_ROW_PATRICIAN_2:
          /* Exactly one bonus although Patrician II is now active. */
          ft_test_move (s, 0, M (AREA_BONUS), FT_AB_UPGRADE, 0, 0, 0);
          g_assert_cmpint (pl->slider, ==, 1);
          break;
        case FT_ROW_MERCHANT_1:
          ft_test_move (s, 0, M (CHOOSE_OPTION), 1, 0, 0, 0);
          g_assert_cmpint (pl->tribunes, ==, 1);
          break;
        case FT_ROW_MERCHANT_2:
          ft_test_move (s, 0, M (CHOOSE_OPTION), 1, 0, 0, 0);
          g_assert_cmpint (pl->assistants, ==, 1);
          break;
        case FT_ROW_CRAFTSMAN_1:
          ft_test_move (s, 0, M (CHOOSE_WORKER), FT_YELLOW, 0, 0, 0);
          g_assert_cmpint (pl->workers[FT_YELLOW], ==, 1);
          break;
        case FT_ROW_CRAFTSMAN_2:
          g_assert_cmpint (pl->builders, ==, 1);
          break;
        default:
          g_assert_not_reached ();
        }
      g_assert_cmpint (s->n_tasks, ==, 0);
      g_assert_cmpint (s->turn_step, ==, FT_TS_BUILD);
      g_assert_cmpint (ft_active_citizens (pl), ==, 2);
    }
}

static void
test_citizen_rows_full (void)
{
  g_autofree FtState *s = load (3);

  citizen (s, 0, FT_ROW_MERCHANT_1, 0, 34 + 1, TRUE);
  citizen (s, 0, FT_ROW_MERCHANT_1, 1, 34 + 4, TRUE);
  citizen (s, 0, FT_ROW_MERCHANT_2, 0, 68 + 1, TRUE);
  citizen (s, 0, FT_ROW_MERCHANT_2, 1, 68 + 4, TRUE);
  s->players[0].slider_reversed = 1;
  hold (s, 1);
  check (s);
  g_assert_cmpuint (n_legal (s, 0, M (USE_TILE)), ==, 1);
  ft_test_move (s, 0, M (USE_TILE), 0, 0, 0, 0);
  /* No effect; the tile goes to the ship like any used own tile. */
  g_assert_cmpint (s->n_tasks, ==, 0);
  g_assert_cmpint (s->turn_step, ==, FT_TS_BUILD);
  g_assert_cmpint (s->players[0].ship_n, ==, 1);
  g_assert_cmpint (s->players[0].ship[0], ==, 1);
}

static void
test_merchant_1 (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  pl->slider = 3;
  hold (s, 1);
  ft_test_move (s, 0, M (USE_TILE), 0, 0, 0, 0);
  ft_test_move (s, 0, M (PLACE_CITIZEN), FT_ROW_MERCHANT_1, 0, 0, 0);
  g_assert_true (pl->slider_reversed);
  g_assert_cmpint (pl->slider, ==, 3);
  /* An upgrade may jump to the next cypress (5) or step (4). */
  {
    g_autofree FtState *t = load (2);

    citizen (t, 0, FT_ROW_MERCHANT_1, 0, 1, TRUE);
    t->players[0].slider_reversed = 1;
    t->players[0].slider = 3;
    hold (t, TILE_UPGRADE);
    check (t);
    ft_test_move (t, 0, M (USE_TILE), 0, 0, 0, 0);
    g_assert_cmpuint (n_legal (t, 0, M (UPGRADE_MODE)), ==, 2);
    ft_test_move (t, 0, M (UPGRADE_MODE), 1, 0, 0, 0);
    g_assert_cmpint (t->players[0].slider, ==, 5);
  }
  {
    /* Next to a cypress there is no choice; at the end nothing happens. */
    g_autofree FtState *t = load (2);

    citizen (t, 0, FT_ROW_MERCHANT_1, 0, 1, TRUE);
    t->players[0].slider = 8;
    hold (t, TILE_UPGRADE);
    check (t);
    ft_test_move (t, 0, M (USE_TILE), 0, 0, 0, 0);
    g_assert_cmpint (t->players[0].slider, ==, 8);
    g_assert_cmpint (t->turn_step, ==, FT_TS_BUILD);
  }
}

static void
test_merchant_2 (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  citizen (s, 0, FT_ROW_MERCHANT_2, 0, 4, TRUE);
  pl->coins = 2;
  hold (s, TILE_COIN);
  check (s);
  /* Not before the building step. */
  ft_test_refused (s, 0, M (MERCHANT2_SWAP), FT_SWAP_COIN, FT_SWAP_TRIBUNE, 0, 0);
  ft_test_move (s, 0, M (USE_TILE), 0, 0, 0, 0);
  g_assert_cmpint (pl->coins, ==, 3);
  ft_test_move (s, 0, M (MERCHANT2_SWAP), FT_SWAP_COIN, FT_SWAP_ASSISTANT, 0, 0);
  g_assert_cmpint (pl->coins, ==, 2);
  g_assert_cmpint (pl->assistants, ==, 1);
  ft_test_refused (s, 0, M (MERCHANT2_SWAP), FT_SWAP_COIN, FT_SWAP_TRIBUNE, 0, 0);
  ft_test_refused (s, 0, M (MERCHANT2_SWAP), FT_SWAP_TRIBUNE, FT_SWAP_COIN, 0, 0);
}

static void
test_craftsmen (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  citizen (s, 0, FT_ROW_CRAFTSMAN_1, 0, 2, TRUE);
  pl->assistants = 4;
  check (s);
  ft_test_move (s, 0, M (CRAFTSMAN1), FT_RED, 0, 0, 0);
  ft_test_move (s, 0, M (CRAFTSMAN1), FT_RED, 0, 0, 0);
  ft_test_refused (s, 0, M (CRAFTSMAN1), FT_RED, 0, 0, 0);
  ft_test_refused (s, 0, M (CRAFTSMAN2), 0, 0, 0, 0);
  g_assert_cmpint (pl->workers[FT_RED], ==, 2);
  /* Plain conversions: 2 red workers → builder; recolour with an assistant. */
  ft_test_move (s, 0, M (WORKERS_TO_BUILDER), FT_RED, 0, 0, 0);
  g_assert_cmpint (pl->builders, ==, 1);
  ft_test_refused (s, 0, M (WORKERS_TO_BUILDER), FT_RED, 0, 0, 0);
  pl->workers[FT_BLUE] = 1;
  ft_test_move (s, 0, M (RECOLOUR_WORKER), FT_BLUE, FT_GREEN, 0, 0);
  g_assert_cmpint (pl->workers[FT_GREEN], ==, 1);
  g_assert_cmpint (pl->assistants, ==, 1);
  /* An inactive Craftsman I gives nothing. */
  pl->row_active[FT_ROW_CRAFTSMAN_1] = 0;
  s->craftsman1_used = 0;
  ft_test_refused (s, 0, M (CRAFTSMAN1), FT_RED, 0, 0, 0);
}

/* ---- turn structure ---------------------------------------------------- */

static void
test_use_both_and_dispose (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  pl->hand_own = take (s, TILE_COIN);
  pl->hand_recv = take (s, 34 + TILE_TRIBUNE);
  pl->tribunes = 2;
  s->turn_step = FT_TS_BOTH;
  check (s);
  ft_test_move (s, 0, M (USE_BOTH), 0, 0, 0, 0);
  g_assert_cmpint (pl->tribunes, ==, 0);
  ft_test_move (s, 0, M (USE_TILE), 1, 0, 0, 0);
  g_assert_cmpint (s->turn_step, ==, FT_TS_USE);
  ft_test_refused (s, 0, M (USE_TILE), 1, 0, 0, 0);
  ft_test_move (s, 0, M (USE_TILE), 0, 0, 0, 0);
  g_assert_cmpint (pl->tribunes, ==, 1);
  g_assert_cmpint (pl->coins, ==, 1);
  g_assert_cmpint (s->turn_step, ==, FT_TS_BUILD);
  g_assert_cmpint (pl->ship_n, ==, 1);
  g_assert_cmpint (pl->ship[0], ==, TILE_COIN);
  g_assert_cmpint (pl->reserve_n, ==, 1);
  g_assert_cmpint (pl->reserve[0], ==, 34 + TILE_TRIBUNE);
}

static void
test_use_one (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  pl->hand_own = take (s, TILE_COIN);
  pl->hand_recv = take (s, 34 + TILE_TRIBUNE);
  pl->tribunes = 2;
  s->turn_step = FT_TS_BOTH;
  check (s);
  ft_test_refused (s, 0, M (SKIP_BUILD), 0, 0, 0, 0);
  ft_test_move (s, 0, M (USE_TILE), 1, 0, 0, 0);
  g_assert_cmpint (pl->tribunes, ==, 3);
  /* The unused own tile goes to the ship all the same. */
  g_assert_cmpint (s->turn_step, ==, FT_TS_BUILD);
  g_assert_cmpint (pl->ship_n, ==, 1);
  ft_test_move (s, 0, M (SKIP_BUILD), 0, 0, 0, 0);
  ft_test_move (s, 0, M (END_TURN), 0, 0, 0, 0);
  g_assert_cmpint (s->current, ==, 1);
}

static void
test_borrow (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  pl->hand_own = take (s, TILE_COIN);
  pl->reserve[pl->reserve_n++] = take (s, 34 + TILE_BUILDER);
  s->turn_step = FT_TS_BORROW;
  check (s);
  ft_test_refused (s, 0, M (BORROW), 34 + TILE_COIN, 0, 0, 0);
  ft_test_move (s, 0, M (BORROW), 34 + TILE_BUILDER, 0, 0, 0);
  g_assert_cmpint (pl->hand_recv, ==, 34 + TILE_BUILDER);
  ft_test_move (s, 0, M (USE_TILE), 1, 0, 0, 0);
  g_assert_cmpint (pl->builders, ==, 1);
  /* Used: it leaves the game. */
  g_assert_cmpint (pl->reserve_n, ==, 0);
  g_assert_cmpint (s->removed[s->removed_n - 1], ==, 34 + TILE_BUILDER);
  {
    /* Borrowed and not used: back to the reserve. */
    g_autofree FtState *t = load (2);

    t->players[0].hand_own = take (t, TILE_COIN);
    t->players[0].reserve[t->players[0].reserve_n++] = take (t, 34 + TILE_BUILDER);
    t->turn_step = FT_TS_BORROW;
    ft_test_move (t, 0, M (BORROW), 34 + TILE_BUILDER, 0, 0, 0);
    ft_test_move (t, 0, M (USE_TILE), 0, 0, 0, 0);
    g_assert_cmpint (t->players[0].reserve_n, ==, 1);
    g_assert_cmpint (t->players[0].coins, ==, 1);
  }
}

/* ---- the draft ---------------------------------------------------------- */

static FtState *
drafting (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, NULL);
  FtState *s = (FtState *) ludus_game_new_state (game, 3, 42, NULL, NULL);

  while (s->phase != FT_PHASE_DRAFT)
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
      guint p = g_bit_nth_lsf (ft_actors (s), -1);
      LudusMove m;

      ft_legal_moves (ft_test_data (), s, p, -1, moves);
      m = g_array_index (moves, LudusMove, 0);
      g_assert_true (ft_test_apply (s, p, &m, NULL));
    }
  return s;
}

static void
test_draft (void)
{
  g_autofree FtState *s = drafting ();
  const FtData *d = ft_test_data ();
  int st0 = ft_street_of_card (d, s, 0, 0), st1 = ft_street_of_card (d, s, 0, 1);
  int in0 = -1, out0 = -1, in1 = -1;

  g_assert_cmpuint (ft_actors (s), ==, 7);
  for (int c = 0; c < FT_N_CELLS; c++)
    if (s->players[0].cell_tile[c] != FT_EMPTY)
      {
        if (ft_cell_in_street (c, st0) && in0 < 0)
          in0 = c;
        else if (!ft_cell_in_street (c, st0) && !ft_cell_in_street (c, st1) && out0 < 0)
          out0 = c;
      }
  for (int c = FT_N_CELLS - 1; c >= 0; c--)
    if (s->players[0].cell_tile[c] != FT_EMPTY && ft_cell_in_street (c, st1) && c != in0)
      in1 = c;
  g_assert_cmpint (in0, >=, 0);
  g_assert_cmpint (out0, >=, 0);
  g_assert_cmpint (in1, >=, 0);
  ft_test_refused (s, 0, M (TAKE_STREET), 0, out0, 0, 0);
  ft_test_refused (s, 0, M (SKIP_CARD), 0, 0, 0, 0);
  ft_test_refused (s, 0, M (KEEP_TILE), 0, 0, 0, 0);
  ft_test_move (s, 0, M (TAKE_TRIBUNE), 0, out0, 0, 0);
  g_assert_cmpint (s->players[0].tribunes, ==, 0);
  g_assert_cmpint (s->players[0].draft_cell[0], ==, out0);
  ft_test_refused (s, 0, M (TAKE_TRIBUNE), 1, in0, 0, 0);
  ft_test_move (s, 0, M (TAKE_STREET), 1, in1, 0, 0);
  {
    /* Others see nothing of it; the owner sees the tiles but not the
     * face-down tiles still in the grid. */
    g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, NULL);
    g_autofree FtState *v1 = (FtState *) ludus_game_redact (game, (LudusState *) s, 1);
    g_autofree FtState *v0 = (FtState *) ludus_game_redact (game, (LudusState *) s, 0);

    g_assert_cmpint (v1->players[0].draft_take[0], ==, FT_EMPTY);
    g_assert_cmpint (v1->players[0].tribunes, ==, 1);
    g_assert_true (v1->players[0].cell_state[out0] == FT_CELL_COVERED
                   || ft_is_corner (out0));
    g_assert_cmpint (v0->players[0].draft_take[0], ==, s->players[0].draft_take[0]);
    for (int c = 0; c < FT_N_CELLS; c++)
      if (!ft_is_corner (c) && v0->players[0].cell_state[c] == FT_CELL_COVERED)
        g_assert_cmpint (v0->players[0].cell_tile[c], ==, FT_HIDDEN);
  }
  {
    int kept = s->players[0].draft_take[1], given = s->players[0].draft_take[0];

    ft_test_move (s, 0, M (KEEP_TILE), 1, 0, 0, 0);
    g_assert_cmpint (s->players[0].hand_own, ==, kept);
    g_assert_cmpint (s->players[0].gift, ==, given);
    g_assert_cmpuint (ft_actors (s), ==, 6);
    /* The others draft; the gift goes to the right neighbour, seat 3. */
    for (guint p = 1; p < 3; p++)
      while (!s->players[p].draft_done)
        {
          g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
          LudusMove m;

          ft_legal_moves (ft_test_data (), s, p, -1, moves);
          m = g_array_index (moves, LudusMove, 0);
          g_assert_true (ft_test_apply (s, p, &m, NULL));
        }
    g_assert_cmpint (s->phase, ==, FT_PHASE_TURN);
    g_assert_cmpint (s->players[2].hand_recv, ==, given);
    g_assert_cmpint (s->current, ==, s->start_player);
  }
}

/* ---- scoring ----------------------------------------------------------- */

static void
test_scoring_steps (void)
{
  g_autofree FtState *s = load (2);
  const FtData *d = ft_test_data ();
  FtPlayer *pl = &s->players[0];

  /* Cranes: blue (corner 0) revealed with 2 fountains; green scored. */
  pl->crane_state[1] = FT_CRANE_SCORED;
  pl->crane_state[2] = FT_CRANE_COVERED;
  pl->cell_tile[CELL (5, 0)] = take (s, TILE_COIN);
  building (s, 0, CELL (1, 1), FT_BLD_FOUNTAIN);
  building (s, 0, CELL (2, 2), FT_BLD_FOUNTAIN);
  building (s, 0, CELL (1, 3), FT_BLD_LIBRARY);
  building (s, 0, CELL (1, 4), FT_BLD_LIBRARY);
  building (s, 0, CELL (1, 5), FT_BLD_MARKET);
  building (s, 0, CELL (4, 1), FT_BLD_COLUMN);
  /* Row 1 = Patrician II (active, 2 citizens): 2 types × 3. Row 4
   * (Craftsman I, inactive): 1 × 1. */
  citizen (s, 0, FT_ROW_PATRICIAN_2, 0, 0, TRUE);
  citizen (s, 0, FT_ROW_PATRICIAN_2, 1, 3, TRUE);
  citizen (s, 0, FT_ROW_CRAFTSMAN_1, 0, 2, FALSE);
  check (s);
  g_assert_cmpint (ft_score_cranes (s, 0), ==, 6);
  g_assert_cmpint (ft_score_colonia (d, s, 0), ==, 2 * 3 + 1);
  set_round (s, 2, 1);
  check (s);
  g_assert_cmpint (ft_score_cranes (s, 0), ==, 4);
}

static void
test_forum_scoring (void)
{
  g_autofree FtState *s = load (2);
  const FtData *d = ft_test_data ();

  /* Eagles at (3,0), (4,1), (7,2), (9,1). */
  envoy (s, 0, 3, 0);                   /* on an eagle: 2 */
  envoy (s, 0, 3, 1);                   /* next to two eagles: 1 */
  envoy (s, 0, 5, 0);                   /* diagonal to (4,1): 0, or 1 with Patrician I */
  envoy (s, 0, 0, 2);                   /* nothing */
  envoy (s, 0, 1, 2);
  envoy (s, 1, 2, 0);                   /* other player's: next to an eagle */
  check (s);
  g_assert_cmpint (ft_score_eagles (s, 0), ==, 3);
  g_assert_cmpint (ft_score_eagles (s, 1), ==, 1);
  g_assert_cmpint (ft_largest_group (s, 0), ==, 2);
  g_assert_cmpint (ft_largest_group (s, 1), ==, 1);
  citizen (s, 0, FT_ROW_PATRICIAN_1, 0, 0, TRUE);
  g_assert_cmpint (ft_score_eagles (s, 0), ==, 4);
  /* Stand-in slider: n + floor (p / 3), 0 for 0; the reverse face reads as
   * the base face one position further on. */
  s->players[0].slider = 4;
  g_assert_cmpint (ft_area_vp (d, &s->players[0], 2), ==, 3);
  g_assert_cmpint (ft_area_vp (d, &s->players[0], 0), ==, 0);
  s->players[0].slider_reversed = 1;
  g_assert_cmpint (ft_area_vp (d, &s->players[0], 2), ==, 3);
  s->players[0].slider = 5;
  g_assert_cmpint (ft_area_vp (d, &s->players[0], 2), ==, 4);
  g_assert_cmpint (ft_area_vp (d, &s->players[0], 40), ==, 12 + 2);
  g_assert_cmpint (ft_trajan_value (d, &s->players[0]), ==, 5);
}

/* The game-over breakdown of seat p: each pass's scoring as a group, its
 * total on its heading and a row per step, in the order of §6; then every
 * source of points, which add up to the score. */
static void
check_breakdown (const FtState *s,
                 guint          p)
{
  static const FtVpSource steps[] = {
    FT_VP_CRANE, FT_VP_COLONIA, FT_VP_FORUM_EAGLE, FT_VP_FORUM_AREA, FT_VP_TRAJAN,
  };
  g_autoptr(GPtrArray) rows = ft_text_breakdown (ft_test_data (), s);
  const FtPlayer *pl = &s->players[p];
  guint i = 0, sources = 0;
  int sum = 0;

  for (int pass = 0; pass < FT_N_PASSES; pass++)
    {
      const LudusScoreRow *heading = g_ptr_array_index (rows, i++);
      g_autofree char *title = g_strdup_printf ("Scoring of pass %d", pass + 1);
      int total = 0;

      g_assert_cmpint (heading->kind, ==, LUDUS_SCORE_ROW_HEADING_TOTAL);
      g_assert_cmpstr (heading->label, ==, title);
      for (guint k = 0; k < G_N_ELEMENTS (steps); k++)
        {
          const LudusScoreRow *row = g_ptr_array_index (rows, i++);

          g_assert_cmpint (row->kind, ==, LUDUS_SCORE_ROW_DETAIL);
          g_assert_cmpint (row->values[p], ==, pl->pass_src[pass][steps[k]]);
          total += row->values[p];
        }
      g_assert_cmpint (heading->values[p], ==, total);
    }
  g_assert_cmpint (((LudusScoreRow *) g_ptr_array_index (rows, i))->kind, ==,
                   LUDUS_SCORE_ROW_HEADING);
  for (i++; i < rows->len; i++)
    {
      g_assert_cmpint (((LudusScoreRow *) g_ptr_array_index (rows, i))->kind, ==,
                       LUDUS_SCORE_ROW_SOURCE);
      sum += ((LudusScoreRow *) g_ptr_array_index (rows, i))->values[p];
      sources++;
    }
  g_assert_cmpuint (sources, ==, FT_N_VP_SOURCES);
  g_assert_cmpint (sum, ==, pl->vp);
}

/* The rulebooks' final-scoring example (spec §6.7). */
static void
test_worked_example (void)
{
  g_autofree FtState *s = load (2);
  const FtData *d = ft_test_data ();
  FtPlayer *pl = &s->players[0];
  g_autoptr(GError) error = NULL;
  static const struct { int r, c, b; } layout[] = {
    { 0, 1, FT_BLD_COLUMN },
    { 1, 0, FT_BLD_LIBRARY }, { 1, 1, FT_BLD_LIBRARY }, { 1, 3, FT_BLD_BASILICA },
    { 2, 1, FT_BLD_MARKET },
    { 3, 2, FT_BLD_LIBRARY }, { 3, 3, FT_BLD_BASILICA },
    { 4, 0, FT_BLD_COLUMN }, { 4, 1, FT_BLD_LIBRARY }, { 4, 2, FT_BLD_BASILICA },
    { 4, 4, FT_BLD_MARKET },
    { 5, 4, FT_BLD_COLUMN },
    { 0, 3, FT_BLD_PARK }, { 2, 0, FT_BLD_PARK }, { 5, 2, FT_BLD_PARK },
  };
  static const struct { int x, y; } envoys[] = {
    { 0, 0 }, { 1, 0 }, { 2, 0 }, { 3, 0 }, { 3, 1 }, { 2, 1 }, { 1, 1 },
    { 5, 1 }, { 4, 2 },
  };

  /* Tom's slider, as in a game: Merchant I turns it over, then three
   * upgrades — to the cypresses at 2 and 5, and one step to 6. */
  hold (s, 1);
  ft_test_move (s, 0, M (USE_TILE), 0, 0, 0, 0);
  ft_test_move (s, 0, M (PLACE_CITIZEN), FT_ROW_MERCHANT_1, 0, 0, 0);
  upgrade (s, TILE_UPGRADE, 1);
  upgrade (s, TILE_UPGRADE + 1, 1);
  upgrade (s, TILE_UPGRADE + 2, 0);
  g_assert_true (pl->slider_reversed);
  g_assert_cmpint (pl->slider, ==, 6);
  g_assert_cmpint (ft_trajan_value (d, pl), ==, 7);
  g_assert_cmpint (ft_area_vp (d, pl, 7), ==, 9);
  set_round (s, 3, 4);
  s->trajan[2] = FT_TC_3_4;
  s->current = 1;
  s->turns_taken = 1;
  s->turn_step = FT_TS_END;
  for (guint i = 0; i < G_N_ELEMENTS (layout); i++)
    building (s, 0, CELL (layout[i].r, layout[i].c), layout[i].b);
  for (guint i = 0; i < G_N_ELEMENTS (envoys); i++)
    envoy (s, 0, envoys[i].x, envoys[i].y);
  /* Green crane (corner 1) revealed; the others scored earlier. */
  pl->crane_state[0] = pl->crane_state[2] = pl->crane_state[3] = FT_CRANE_SCORED;
  s->players[1].crane_state[0] = s->players[1].crane_state[1] = FT_CRANE_SCORED;
  s->players[1].crane_state[2] = s->players[1].crane_state[3] = FT_CRANE_SCORED;
  /* Citizens beside grid rows 2, 3, 4 (two), 5. */
  citizen (s, 0, FT_ROW_MERCHANT_2, 0, 4, TRUE);
  citizen (s, 0, FT_ROW_CRAFTSMAN_1, 0, 2, TRUE);
  citizen (s, 0, FT_ROW_CRAFTSMAN_1, 1, 5, TRUE);
  citizen (s, 0, FT_ROW_CRAFTSMAN_2, 0, 34 + 2, TRUE);
  pl->coins = 4;
  pl->assistants = 1;
  pl->track[FT_TRACK_LIBRARY] = FT_TRACK_AT_COLUMN;
  ft_check_state (d, s, &error);
  g_assert_no_error (error);

  g_assert_true (ft_test_apply (s, 1, &(LudusMove) { FT_MOVE_END_TURN, { 0 } }, &error));
  g_assert_cmpint (s->phase, ==, FT_PHASE_SCORING_PAY);
  g_assert_cmpint (s->pay_player, ==, 0);
  g_assert_cmpint (s->pay_row, ==, FT_ROW_MERCHANT_1);
  for (int row = FT_ROW_MERCHANT_1; row <= FT_ROW_CRAFTSMAN_2; row++)
    g_assert_true (ft_test_apply (s, 0, &(LudusMove) { FT_MOVE_PAY_ROW,
                                                     { row, row != FT_ROW_CRAFTSMAN_2 } },
                             &error));
  g_assert_no_error (error);
  g_assert_cmpint (s->phase, ==, FT_PHASE_GAME_OVER);
  g_assert_cmpint (pl->coins, ==, 1);
  g_assert_false (pl->row_active[FT_ROW_CRAFTSMAN_2]);
  g_assert_cmpint (pl->pass_src[2][FT_VP_CRANE], ==, 3);
  g_assert_cmpint (pl->pass_src[2][FT_VP_COLONIA], ==, 22);
  g_assert_cmpint (pl->pass_src[2][FT_VP_FORUM_EAGLE], ==, 6);
  g_assert_cmpint (pl->pass_src[2][FT_VP_FORUM_AREA], ==, 9);
  g_assert_cmpint (pl->pass_src[2][FT_VP_TRAJAN], ==, 14);
  g_assert_cmpint (pl->vp, ==, 54);
  g_assert_cmpint (pl->crane_state[1], ==, FT_CRANE_SCORED);
  check_breakdown (s, 0);
}

static void
test_pay_citizens (void)
{
  g_autofree FtState *s = load (2);

  set_round (s, 1, 4);
  s->current = 1;
  s->turns_taken = 1;
  s->turn_step = FT_TS_END;
  citizen (s, 0, FT_ROW_PATRICIAN_1, 0, 0, FALSE);
  citizen (s, 1, FT_ROW_MERCHANT_2, 0, 34 + 1, TRUE);
  s->players[1].coins = 0;
  check (s);
  ft_test_move (s, 1, M (END_TURN), 0, 0, 0, 0);
  /* Seat 1 (start player) decides first; an inactive row may be paid. */
  g_assert_cmpuint (ft_actors (s), ==, 1);
  ft_test_refused (s, 0, M (PAY_ROW), FT_ROW_PATRICIAN_1, 1, 0, 0);
  s->players[0].coins = 1;
  ft_test_move (s, 0, M (PAY_ROW), FT_ROW_PATRICIAN_1, 1, 0, 0);
  g_assert_true (s->players[0].row_active[FT_ROW_PATRICIAN_1]);
  g_assert_cmpint (s->players[0].coins, ==, 0);
  /* Seat 2 has no coin: only "no". */
  g_assert_cmpuint (n_legal (s, 1, M (PAY_ROW)), ==, 1);
  ft_test_move (s, 1, M (PAY_ROW), FT_ROW_MERCHANT_2, 0, 0, 0);
  g_assert_false (s->players[1].row_active[FT_ROW_MERCHANT_2]);
  /* Then pass II starts: column value 2, start player moved right. */
  g_assert_cmpint (s->pass, ==, 2);
  g_assert_cmpint (s->round, ==, 1);
  g_assert_cmpint (ft_column_value (s), ==, 2);
  g_assert_cmpint (s->start_player, ==, 1);
  g_assert_cmpint (s->phase, ==, FT_PHASE_DRAFT);
}

/* ---- Trajan cards -------------------------------------------------------- */

/* ---- decisions with a single choice ------------------------------------ */

/* As the game plays: the move, then what the game decides by itself. */
static void
play (FtState *s,
      guint    player,
      int      kind,
      int      a0,
      int      a1)
{
  g_autoptr(GError) error = NULL;
  LudusMove m = { kind, { a0, a1 } };

  g_assert_true (ludus_game_apply (ft_test_game (), (LudusState *) s, player, &m, &error));
  g_assert_no_error (error);
  check (s);
}

/* A seat without a coin is not asked whether to pay: its row goes inactive. */
static void
test_automatic_pay (void)
{
  g_autofree FtState *s = load (2);

  set_round (s, 1, 4);
  s->current = 1;
  s->turns_taken = 1;
  s->turn_step = FT_TS_END;
  citizen (s, 0, FT_ROW_PATRICIAN_1, 0, 0, TRUE);
  citizen (s, 1, FT_ROW_MERCHANT_2, 0, 34 + 1, TRUE);
  s->players[1].coins = 1;
  check (s);
  play (s, 1, M (END_TURN), 0, 0);
  g_assert_false (s->players[0].row_active[FT_ROW_PATRICIAN_1]);
  g_assert_cmpint (s->phase, ==, FT_PHASE_SCORING_PAY);
  g_assert_cmpuint (s->pay_player, ==, 1);
  g_assert_cmpuint (n_legal (s, 1, M (PAY_ROW)), ==, 2);
}

/* Not borrowing leaves one tile to use: the game uses it; its citizen has one
 * row with room, so the game places it; nothing can be built or converted, so
 * the turn ends; the next seat, who can build, is asked. */
static void
test_automatic_turn (void)
{
  g_autofree FtState *s = load (2);
  FtPlayer *pl = &s->players[0];

  pl->hand_own = take (s, 2);                                   /* craftsman */
  pl->reserve[pl->reserve_n++] = take (s, 34 + TILE_COIN);
  citizen (s, 0, FT_ROW_CRAFTSMAN_1, 0, 5, TRUE);
  citizen (s, 0, FT_ROW_CRAFTSMAN_1, 1, 34 + 2, TRUE);
  s->turn_step = FT_TS_BORROW;
  s->players[1].workers[FT_BLUE] = 2;
  check (s);
  g_assert_cmpuint (n_legal (s, 0, -1), ==, 2);
  play (s, 0, M (NO_BORROW), 0, 0);
  g_assert_cmpint (pl->citizen[FT_ROW_CRAFTSMAN_2][0], ==, 2);
  g_assert_cmpuint (s->current, ==, 1);
  g_assert_cmpint (s->turn_step, ==, FT_TS_BUILD);
  g_assert_cmpuint (n_legal (s, 1, -1), >, 1);
}

static void
test_trajan_building (void)
{
  const FtData *d = ft_test_data ();
  /* Temples at (1,2), (2,4), (3,1), (4,3). G grey types: C column,
   * L library, B basilica, M market; coloured: f fountain (blue),
   * p park (green), h house (red), s stable (yellow). */
  static const struct { int card; const char *grid[6]; int expect; } cases[] = {
    { FT_TC_1_1, { "......", "LfB.Cp", "..M...", "......", "CsLhM.", "......" }, 2 },
    { FT_TC_1_1, { "......", "LfLfL.", "......", "......", "......", "......" }, 1 },
    { FT_TC_1_2, { "..f...", "......", "..L...", "...h..", "......", "...L.." }, 2 },
    { FT_TC_1_3, { "......", "L.....", "B.....", "B.....", "C.....", "......" }, 2 },
    { FT_TC_1_3, { "......", "L.....", "L.....", "......", "......", "......" }, 0 },
    { FT_TC_1_4, { ".f..p.", "h....s", "......", "......", "f....C", ".L..f." }, 4 },
    { FT_TC_1_4, { ".f....", "h.....", "......", "......", ".....C", "......" }, 1 },
    { FT_TC_1_PROMO, { "......", ".f.p..", "...f.h", "......", "..ff..", "......" }, 2 },
    { FT_TC_2_1, { "......", "......", "pLfL..", "CCff..", "......", "......" }, 2 },
    { FT_TC_2_1, { "......", ".ff...", ".ff...", ".ff...", "......", "......" }, 1 },
    { FT_TC_2_2, { "f.....", "L.....", "p.....", "L.....", "h.....", "......" }, 1 },
    { FT_TC_2_2, { "f.....", "L.....", "p.....", "h.....", "L.....", "s....." }, 2 },
    { FT_TC_2_3, { "ffpp..", "hs....", "......", "..s...", "h.....", "......" }, 2 },
    { FT_TC_2_4, { "......", ".....L", ".....f", ".....B", ".....p", ".....C" }, 1 },
    { FT_TC_2_PROMO, { "......", "......", "fphsf.", "......", "......", "ffp..." }, 1 },
    { FT_TC_3_1, { ".f....", ".L....", "......", "......", "......", "......" }, 0 },
    { FT_TC_3_1, { "f.....", "L.....", "B.....", "p.....", "......", "......" }, 1 },
    { FT_TC_3_2, { "f.....", "p.....", "h.....", "s.....", "f.....", "......" }, 1 },
    { FT_TC_3_2, { "f.....", "p.....", "h.....", "s.....", "f.....", "p....." }, 2 },
    { FT_TC_3_3, { "......", "......", "f.p...", "......", "h.s...", "......" }, 1 },
    { FT_TC_3_3, { "......", "......", "f.p...", "......", "h.....", "......" }, 0 },
    { FT_TC_3_4, { "C.....", "L.....", "B.....", "M.....", "C.....", "L....." }, 2 },
    { FT_TC_3_PROMO, { "..f...", ".p.h..", "..s...", "......", "......", "......" }, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree FtState *s = load (2);

      for (int r = 0; r < FT_GRID; r++)
        for (int c = 0; c < FT_GRID; c++)
          {
            const char *p = strchr ("CLBMfphs", cases[i].grid[r][c]);

            if (cases[i].grid[r][c] != '.' && p != NULL)
              s->players[0].cell_building[CELL (r, c)] = p - "CLBMfphs";
          }
      g_test_message ("card %d, case %u", cases[i].card, i);
      g_assert_cmpint (ft_trajan_building (d, s, 0, cases[i].card), ==, cases[i].expect);
    }
}

static void
test_trajan_collection (void)
{
  /* Resources: builders, workers b/g/r/y, assistants, coins, tribunes;
   * then active citizens per class, scored cranes, columns, ship, markers. */
  static const struct { int card; int res[8]; int cit[3]; int cranes, cols, ship, mk, expect; } cases[] = {
    { FT_TC_1_1, { 0, 0, 0, 0, 0, 0, 3, 2 }, { 0 }, 0, 0, 0, 0, 2 },
    { FT_TC_1_2, { 0 }, { 3, 1, 0 }, 0, 0, 5, 0, 1 },
    { FT_TC_1_2, { 0 }, { 2, 1, 1 }, 0, 0, 5, 0, 2 },
    { FT_TC_1_3, { 0, 0, 0, 0, 0, 5, 3, 0 }, { 0 }, 0, 0, 0, 0, 2 },
    { FT_TC_1_4, { 2, 1, 1, 0, 0, 3, 0, 0 }, { 0 }, 0, 0, 0, 0, 2 },
    { FT_TC_1_PROMO, { 0 }, { 0 }, 2, 3, 0, 0, 2 },
    { FT_TC_2_1, { 0, 0, 0, 0, 0, 3, 5, 0 }, { 0 }, 0, 0, 0, 0, 2 },
    { FT_TC_2_2, { 2, 0, 0, 0, 0, 1, 0, 3 }, { 0 }, 0, 0, 0, 0, 1 },
    { FT_TC_2_3, { 0, 1, 1, 1, 0, 0, 0, 0 }, { 0 }, 0, 5, 0, 0, 2 },
    { FT_TC_2_4, { 0 }, { 2, 2, 0 }, 4, 0, 0, 0, 2 },
    { FT_TC_2_PROMO, { 0, 3, 0, 0, 0, 0, 0, 4 }, { 0 }, 0, 0, 0, 0, 0 },
    { FT_TC_2_PROMO, { 0, 3, 1, 0, 0, 0, 0, 4 }, { 0 }, 0, 0, 0, 0, 1 },
    { FT_TC_3_1, { 0 }, { 2, 3, 2 }, 0, 0, 0, 0, 2 },
    { FT_TC_3_2, { 2, 0, 0, 0, 0, 0, 0, 3 }, { 0 }, 0, 3, 0, 0, 2 },
    { FT_TC_3_3, { 0, 2, 2, 1, 0, 0, 0, 0 }, { 0 }, 4, 0, 0, 0, 2 },
    { FT_TC_3_4, { 0, 0, 0, 0, 0, 2, 2, 0 }, { 0 }, 0, 0, 0, 2, 2 },
    { FT_TC_3_PROMO, { 0, 0, 0, 0, 0, 1, 0, 5 }, { 0 }, 0, 0, 0, 0, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree FtState *s = g_new0 (FtState, 1);
      FtPlayer *pl = &s->players[0];

      s->n_players = 2;
      pl->builders = cases[i].res[0];
      for (int c = 0; c < 4; c++)
        pl->workers[c] = cases[i].res[1 + c];
      pl->assistants = cases[i].res[5];
      pl->coins = cases[i].res[6];
      pl->tribunes = cases[i].res[7];
      for (int r = 0; r < FT_N_CITIZEN_ROWS; r++)
        {
          pl->citizen[r][0] = pl->citizen[r][1] = FT_EMPTY;
          pl->cell_building[r] = FT_EMPTY;
        }
      memset (pl->cell_building, FT_EMPTY, sizeof pl->cell_building);
      for (int k = 0; k < 3; k++)
        for (int n = 0; n < cases[i].cit[k]; n++)
          {
            int row = k * 2 + n / 2;

            pl->citizen[row][n % 2] = 1;
            pl->row_active[row] = 1;
          }
      for (int k = 0; k < cases[i].cranes; k++)
        pl->crane_state[k] = FT_CRANE_SCORED;
      for (int k = 0; k < cases[i].cols; k++)
        pl->cell_building[7 + k] = FT_BLD_COLUMN;
      pl->ship_n = cases[i].ship;
      for (int k = 0; k < cases[i].mk; k++)
        pl->track[k] = FT_TRACK_AT_COLUMN;
      g_test_message ("card %d, case %u", cases[i].card, i);
      g_assert_cmpint (ft_trajan_collection (s, 0, cases[i].card), ==, cases[i].expect);
    }
}

static void
test_tie_break (void)
{
  g_autofree FtState *s = load (3);
  guint ranks[3];

  s->players[0].vp = s->players[1].vp = s->players[2].vp = 10;
  s->players[0].vp_src[FT_VP_COLUMN] = s->players[1].vp_src[FT_VP_COLUMN] = 10;
  s->players[2].vp_src[FT_VP_COLUMN] = 10;
  citizen (s, 1, FT_ROW_MERCHANT_1, 0, 34 + 1, TRUE);
  s->players[0].coins = 3;
  s->players[2].coins = 3;
  ft_ranks (s, ranks);
  g_assert_cmpuint (ranks[1], ==, 0);
  g_assert_cmpuint (ranks[0], ==, 1);
  g_assert_cmpuint (ranks[2], ==, 1);
  s->players[2].tribunes = 1;
  ft_ranks (s, ranks);
  g_assert_cmpuint (ranks[2], ==, 1);
  g_assert_cmpuint (ranks[0], ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/forum-trajanum/grey/column", test_column);
  g_test_add_func ("/forum-trajanum/grey/library-1", test_library_rewards);
  g_test_add_func ("/forum-trajanum/grey/library-lower-and-complete",
                   test_library_2_lower_and_complete);
  g_test_add_func ("/forum-trajanum/grey/library-3-eagle", test_library_3_eagle);
  g_test_add_func ("/forum-trajanum/grey/library-4-grid-tile", test_library_4_grid_tile);
  g_test_add_func ("/forum-trajanum/grey/basilica-1-3", test_basilica_rewards);
  g_test_add_func ("/forum-trajanum/grey/basilica-4-extra-build", test_basilica_4_extra_build);
  g_test_add_func ("/forum-trajanum/grey/market-1-3", test_market_rewards);
  g_test_add_func ("/forum-trajanum/grey/market-4-citizen", test_market_4);
  g_test_add_func ("/forum-trajanum/json/bad-positions", test_bad_positions);
  g_test_add_func ("/forum-trajanum/forum/started-area", test_envoy_started_area);
  g_test_add_func ("/forum-trajanum/forum/new-area-and-completion",
                   test_envoy_new_area_and_completion);
  g_test_add_func ("/forum-trajanum/forum/patrician-1", test_envoy_patrician_1);
  g_test_add_func ("/forum-trajanum/forum/coloured-buildings", test_coloured_buildings);
  g_test_add_func ("/forum-trajanum/forum/empty-ship", test_envoy_empty_ship);
  g_test_add_func ("/forum-trajanum/build/double-tiles", test_double_tiles);
  g_test_add_func ("/forum-trajanum/build/double-any-order", test_double_any_order);
  g_test_add_func ("/forum-trajanum/build/supply-limits", test_supply_limits);
  g_test_add_func ("/forum-trajanum/citizens/first", test_place_first_citizen);
  g_test_add_func ("/forum-trajanum/citizens/second", test_second_citizens);
  g_test_add_func ("/forum-trajanum/citizens/rows-full", test_citizen_rows_full);
  g_test_add_func ("/forum-trajanum/citizens/merchant-1", test_merchant_1);
  g_test_add_func ("/forum-trajanum/citizens/merchant-2", test_merchant_2);
  g_test_add_func ("/forum-trajanum/citizens/craftsmen", test_craftsmen);
  g_test_add_func ("/forum-trajanum/turn/use-both", test_use_both_and_dispose);
  g_test_add_func ("/forum-trajanum/turn/use-one", test_use_one);
  g_test_add_func ("/forum-trajanum/turn/borrow", test_borrow);
  g_test_add_func ("/forum-trajanum/draft", test_draft);
  g_test_add_func ("/forum-trajanum/scoring/cranes-colonia", test_scoring_steps);
  g_test_add_func ("/forum-trajanum/scoring/forum", test_forum_scoring);
  g_test_add_func ("/forum-trajanum/scoring/pay-citizens", test_pay_citizens);
  g_test_add_func ("/forum-trajanum/scoring/worked-example", test_worked_example);
  g_test_add_func ("/forum-trajanum/scoring/trajan-building", test_trajan_building);
  g_test_add_func ("/forum-trajanum/automatic/pay", test_automatic_pay);
  g_test_add_func ("/forum-trajanum/automatic/turn", test_automatic_turn);
  g_test_add_func ("/forum-trajanum/scoring/trajan-collection", test_trajan_collection);
  g_test_add_func ("/forum-trajanum/scoring/tie-break", test_tie_break);
  return g_test_run ();
}
