/* test-nr-board.c: the Nova Roma board, drawn without a display
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Over seeded random games of 1 to 4 players, every legal move of the seat
 * to act has exactly one region whose centre maps back to it — at once, or
 * after the board-local steps that lead to it (a latifundium chosen, the
 * cells of a building, a race's cells…) — and every region carrying a move
 * carries a legal one or a board-local step. The board is readable at
 * 1280 × 800 in English, Russian, German and Czech, and its click targets
 * are large enough.
 */
#include "config.h"

#include <string.h>

#include "ludus-test-readable.h"
#include "nr-board.h"
#include "nr-game.h"
#include "nr-rules.h"

/* The board's area: wide at 1280 × 800, or tall (test_moves () draws it
 * both ways). */
static int W = 1280, H = 716;

static LudusGame *game;

/* The selection under which a move is offered, if it takes steps. */
static void
selection_for (const LudusMove *m,
               NrbSelection    *sel)
{
  nrb_selection_clear (sel);
  switch (m->kind)
    {
    case NR_MOVE_LATIFUNDIUM:
      sel->kind = NRB_SEL_LATIFUNDIUM;
      sel->arg = m->args[0];
      break;
    case NR_MOVE_ASSOCIATE:
      sel->kind = NRB_SEL_CARD;
      sel->arg = m->args[0];
      break;
    case NR_MOVE_PLAY:
      if (m->args[1] >= 0)
        {
          sel->kind = NRB_SEL_PLAY;
          sel->arg = m->args[0];
        }
      break;
    case NR_MOVE_DRAFT_KEEP:
      sel->kind = NRB_SEL_KEEP;
      sel->arg = m->args[0];
      break;
    case NR_MOVE_PETITION:
      sel->kind = NRB_SEL_PETITION;
      sel->arg = m->args[0];
      break;
    case NR_MOVE_BUILD:
      {
        guint64 mask = (guint64) (guint32) m->args[1] | ((guint64) (guint32) m->args[2] << 30);

        sel->district = m->args[0];
        sel->cells = mask & ~(G_GUINT64_CONSTANT (1) << (63 - __builtin_clzll (mask)));
        if (sel->cells == 0)
          sel->district = -1;
      }
      break;
    case NR_MOVE_RACE:
      for (int t = 0; t < 3; t++)
        sel->race[t] = m->args[t];
      break;
    default:
      break;
    }
}

/* Draws with sel and returns the regions' moves; every one maps back from
 * its centre, none is there twice, each is legal or board-local. */
static GArray *
regions (LudusView          *view,
         const NrbSelection *sel)
{
  g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
  cairo_t *cr = cairo_create (surface);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  nr_board_render_view (cr, view, W, H, FALSE, hits, sel);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  for (guint i = 0; i < ludus_hit_map_get_n_moves (hits); i++)
    {
      LudusMove move, back;
      double x, y, w, h;

      ludus_hit_map_get_move_region (hits, i, &move, &x, &y, &w, &h);
      g_assert_true (ludus_hit_map_lookup (hits, x + w / 2, y + h / 2, &back, NULL));
      g_assert_true (ludus_move_equal (&move, &back));
      if (move.kind < LUDUS_BOARD_LOCAL_MOVE)
        g_assert_true (ludus_view_is_legal (view, &move));
      else
        {
          NrbSelection copy = *sel;

          g_assert_true (nrb_selection_apply (&copy, &move));
        }
      for (guint j = 0; j < moves->len; j++)
        if (ludus_move_equal (&g_array_index (moves, LudusMove, j), &move))
          g_error ("move %s (%d %d %d) has two regions", nr_move_kind_names[move.kind],
                   move.args[0], move.args[1], move.args[2]);
      g_array_append_val (moves, move);
    }
  return moves;
}

static gboolean
contains (GArray          *moves,
          const LudusMove *m)
{
  for (guint j = 0; j < moves->len; j++)
    if (ludus_move_equal (&g_array_index (moves, LudusMove, j), m))
      return TRUE;
  return FALSE;
}

static void
check_moves (LudusView *view)
{
  static const NrbSelection none = { .district = -1 };
  g_autoptr(GArray) plain = regions (view, &none);
  const LudusMove *legal;
  guint n = 0;

  legal = ludus_view_get_legal_moves (view, &n);
  for (guint i = 0; i < n; i++)
    {
      NrbSelection sel;
      g_autoptr(GArray) after = NULL;

      if (contains (plain, &legal[i]))
        continue;
      selection_for (&legal[i], &sel);
      after = regions (view, &sel);
      if (!contains (after, &legal[i]))
        g_error ("legal move %s (%d %d %d) has no region", nr_move_kind_names[legal[i].kind],
                 legal[i].args[0], legal[i].args[1], legal[i].args[2]);
    }
}

/* Plays a seeded random game, checking the moves of every few decisions. */
static void
play (guint      n_players,
      guint64    seed,
      guint      every,
      const int *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusView) view = ludus_view_new (game);
  LudusState *state = ludus_game_new_state (game, n_players, seed, options, &error);
  LudusRng rng;
  guint step = 0;

  g_assert_no_error (error);
  ludus_rng_init (&rng, seed * 31 + 7);
  while (!ludus_game_is_over (game, state))
    {
      guint player = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      LudusMove move;

      if (step++ % every == 0)
        {
          ludus_view_update (view, state, (int) player, TRUE);
          check_moves (view);
        }
      g_assert_true (ludus_bot_choose_random (game, state, player, &rng, &move));
      g_assert_true (ludus_game_apply (game, state, player, &move, &error));
      g_assert_no_error (error);
    }
  ludus_view_update (view, state, 0, FALSE);
  check_moves (view);
  ludus_game_free_state (game, state);
}

static void
test_moves (void)
{
  /* Each window shape places the panels elsewhere: the wide layout (1280×716);
   * the tall one (a narrow window, 884×1144); a narrower window, the forum's
   * rows higher, the hippodrome (and with three compact boards the sea) under
   * the city (600×1016); and between the two shapes, the wide layout grown
   * higher (a maximised 1280×1024 window: the sea under the markets, compact
   * boards or the districts moved) and the tall one grown wider (900×1024). */
  static const struct { int w, h; guint seed, moves; } shapes[] = {
    { 1280, 716, 900, 5 }, { 884, 1144, 910, 7 }, { 600, 1016, 920, 9 },
    { 1280, 940, 930, 9 }, { 900, 940, 940, 11 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      W = shapes[i].w;
      H = shapes[i].h;
      for (guint n = 1; n <= 4; n++)
        play (n, shapes[i].seed + n, shapes[i].moves, NULL);
    }
  W = 1280;
  H = 716;
}

/* Whether every race move moves the same single chariot. */
static gboolean
single_chariot (const LudusMove *legal,
                guint            n)
{
  int track = -1;
  gboolean any = FALSE;

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == NR_MOVE_RACE)
      for (int t = 0; t < NR_N_TRACKS; t++)
        if (legal[i].args[t] > 0)
          {
            if (track >= 0 && track != t)
              return FALSE;
            track = t;
            any = TRUE;
          }
  return any;
}

/* A race that can move only one chariot is one click: every race move is a
 * region of the board with nothing chosen first; with two chariots or
 * more, the cells are chosen first. Over seeded games until both are seen. */
static void
test_race_one_click (void)
{
  static const NrbSelection none = { .district = -1 };
  guint single = 0, several = 0;

  for (guint64 seed = 1; seed < 400 && (single < 3 || several < 3); seed++)
    {
      g_autoptr(LudusView) view = ludus_view_new (game);
      LudusState *state = ludus_game_new_state (game, 1 + seed % 4, seed, NULL, NULL);
      LudusRng rng;

      ludus_rng_init (&rng, seed);
      while (!ludus_game_is_over (game, state))
        {
          guint player = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
          const LudusMove *legal;
          guint n = 0;
          LudusMove move;

          ludus_view_update (view, state, (int) player, TRUE);
          legal = ludus_view_get_legal_moves (view, &n);
          for (guint i = 0; i < n; i++)
            if (legal[i].kind == NR_MOVE_RACE)
              {
                g_autoptr(GArray) plain = regions (view, &none);
                gboolean one = single_chariot (legal, n);

                for (guint j = 0; j < n; j++)
                  if (legal[j].kind == NR_MOVE_RACE)
                    g_assert_true (contains (plain, &legal[j]) == one);
                if (one)
                  single++;
                else
                  several++;
                break;
              }
          g_assert_true (ludus_bot_choose_random (game, state, player, &rng, &move));
          g_assert_true (ludus_game_apply (game, state, player, &move, NULL));
        }
      ludus_game_free_state (game, state);
    }
  g_assert_cmpuint (single, >=, 3);
  g_assert_cmpuint (several, >=, 1);
}

/* The drafts of the setup variants (mosaic strips, associates), hard solo. */
static void
test_drafts (void)
{
  int options[NR_N_OPTIONS] = { 0 };

  options[NR_OPT_DIFFICULTY] = 2;
  options[NR_OPT_MOSAIC_DRAFT] = 1;
  options[NR_OPT_ASSOCIATE_DRAFT] = 1;
  for (guint n = 1; n <= 4; n++)
    play (n, 700 + n, 1 + n * 4, options);
}

static void
check_readable (guint n_players,
                guint every)
{
  g_autoptr(GPtrArray) states = ludus_test_random_positions (game, n_players, 5200 + n_players,
                                                             every);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree LudusTestBoardPosition *positions = g_new0 (LudusTestBoardPosition, states->len);
  guint cut = nr_board_get_n_cut ();

  for (guint i = 0; i < states->len; i++)
    {
      g_ptr_array_add (names, g_strdup_printf ("%up-%u-of-%u", n_players, i + 1, states->len));
      positions[i].name = names->pdata[i];
      positions[i].state = states->pdata[i];
      positions[i].viewer = LUDUS_TEST_EVERY_VIEWER;
    }
  g_assert_cmpuint (ludus_test_check_readable (game, &nr_board, positions, states->len), ==, 0);
  g_assert_cmpuint (ludus_test_check_targets (game, &nr_board, positions, states->len), ==, 0);
  /* Every word whole, in every language: none ends in "…". */
  g_assert_cmpuint (nr_board_get_n_cut (), ==, cut);
}

static void
test_readable (void)
{
  for (guint n = 1; n <= 4; n++)
    check_readable (n, 60);
}

/* Two text boxes whose ink overlaps by more than rounding. */
static gboolean
overlap (const LudusTextBox *a,
         const LudusTextBox *b)
{
  double w = MIN (a->x + a->width, b->x + b->width) - MAX (a->x, b->x);
  double h = MIN (a->y + a->height, b->y + b->height) - MAX (a->y, b->y);

  return w > 0.5 && h > 0.5;
}

/* Draws the board at width × height with a text map and counts text under
 * 11 pixels and text overlapping other text, listing them. */
static guint
check_small_text (LudusView  *view,
                  const char *what,
                  int         width,
                  int         height)
{
  g_autoptr(LudusTextMap) texts = ludus_text_map_new ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);
  guint problems = 0, n;

  ludus_render_set_text_map (cr, texts);
  nr_board_render_view (cr, view, width, height, FALSE, NULL, NULL);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  n = ludus_text_map_get_n_boxes (texts);
  for (guint i = 0; i < n; i++)
    {
      const LudusTextBox *a = ludus_text_map_get_box (texts, i);

      if (a->size < 11 - 0.01)
        {
          g_printerr ("%s at %d×%d: “%s” at %.1f px\n", what, width, height, a->text, a->size);
          problems++;
        }
      for (guint j = i + 1; j < n; j++)
        if (overlap (a, ludus_text_map_get_box (texts, j)))
          {
            g_printerr ("%s at %d×%d: “%s” overlaps “%s”\n", what, width, height, a->text,
                        ludus_text_map_get_box (texts, j)->text);
            problems++;
          }
    }
  return problems;
}

/* Scaled down below its reference size, in small and narrow windows down
 * to the window's smallest, the board draws no text under 11 pixels (it
 * draws it larger, cut, or not at all, its tooltip saying it), and none
 * over other text, in every language. */
static void
test_small_text (void)
{
  static const int sizes[][2] = {
    { 1024, 640 }, { 884, 1144 }, { 700, 1116 }, { 600, 1016 }, { 450, 760 }, { 360, 316 },
    { 1280, 940 }, { 900, 940 },
  };
  const char *const languages[] = { "en", "ru", "de", "cs" };
  guint problems = 0;

  for (guint n = 1; n <= 4; n++)
    {
      g_autoptr(GPtrArray) states = ludus_test_random_positions (game, n, 5400 + n, 50);
      g_autoptr(LudusView) view = ludus_view_new (game);

      for (guint i = 0; i < states->len; i++)
        for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
          {
            g_autofree char *what = g_strdup_printf ("%u players, position %u, %s", n, i,
                                                     languages[l]);

            ludus_i18n_set_language (languages[l]);
            ludus_view_update (view, states->pdata[i], 0, TRUE);
            for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
              problems += check_small_text (view, what, sizes[k][0], sizes[k][1]);
          }
    }
  ludus_i18n_set_language ("");
  g_assert_cmpuint (problems, ==, 0);
}

/* The drawing's size: wide, or tall (test_cache () draws both). */
static int CW = 1500, CH = 900;

/* Pixels that differ by more than a rounding between two drawings. */
static guint
differing (cairo_surface_t *a,
           cairo_surface_t *b)
{
  const guint8 *pa, *pb;
  int stride = cairo_image_surface_get_stride (a);
  guint n = 0;

  cairo_surface_flush (a);
  cairo_surface_flush (b);
  pa = cairo_image_surface_get_data (a);
  pb = cairo_image_surface_get_data (b);
  for (int y = 0; y < CH; y++)
    for (int x = 0; x < CW * 4; x++)
      if (ABS (pa[y * stride + x] - pb[y * stride + x]) > 40)
        n++;
  return n;
}

static void
same_tips (LudusHitMap *a,
           LudusHitMap *b)
{
  g_assert_cmpuint (ludus_hit_map_get_n_moves (a), ==, ludus_hit_map_get_n_moves (b));
  for (guint i = 0; i < ludus_hit_map_get_n_moves (a); i++)
    {
      LudusMove ma, mb;
      double ax, ay, aw, ah, bx, by, bw, bh;

      ludus_hit_map_get_move_region (a, i, &ma, &ax, &ay, &aw, &ah);
      ludus_hit_map_get_move_region (b, i, &mb, &bx, &by, &bw, &bh);
      g_assert_true (ludus_move_equal (&ma, &mb));
      g_assert_cmpfloat_with_epsilon (ax, bx, 0.01);
      g_assert_cmpfloat_with_epsilon (ay, by, 0.01);
    }
  for (double y = 1; y < CH; y += 9)
    for (double x = 1; x < CW; x += 9)
      {
        const char *ta = NULL, *tb = NULL;

        ludus_hit_map_lookup (a, x, y, NULL, &ta);
        ludus_hit_map_lookup (b, x, y, NULL, &tb);
        g_assert_cmpstr (ta, ==, tb);
      }
}

/* The widget's drawing, from panels kept while their keys are unchanged,
 * equals a drawing afresh, move after move, with board-local steps. */
static void
check_cached (LudusView *view,
              gpointer   renderer,
              GRand     *rand)
{
  cairo_surface_t *kept = cairo_image_surface_create (CAIRO_FORMAT_RGB24, CW, CH);
  cairo_surface_t *fresh = cairo_image_surface_create (CAIRO_FORMAT_RGB24, CW, CH);
  g_autoptr(LudusHitMap) hk = ludus_hit_map_new ();
  g_autoptr(LudusHitMap) hf = ludus_hit_map_new ();
  LudusRenderContext ctx = { 0 };
  cairo_t *cr;

  ctx.view = view;
  ctx.state = ludus_view_get_state (view);
  ctx.width = CW;
  ctx.height = CH;
  ctx.dark = g_rand_int_range (rand, 0, 8) == 0;
  ctx.hits = hk;
  cr = cairo_create (kept);
  nr_board.draw (cr, &ctx, renderer);
  cairo_destroy (cr);
  cr = cairo_create (fresh);
  nr_board_render_view (cr, view, CW, CH, ctx.dark, hf, nr_board_get_selection (renderer));
  cairo_destroy (cr);
  g_assert_cmpuint (differing (kept, fresh), <, 200);
  same_tips (hk, hf);
  cairo_surface_destroy (kept);
  cairo_surface_destroy (fresh);
  /* Sometimes take a board-local step, to be drawn next time. */
  for (guint i = 0; i < ludus_hit_map_get_n_moves (hk); i++)
    {
      LudusMove m;

      ludus_hit_map_get_move_region (hk, i, &m, NULL, NULL, NULL, NULL);
      if (m.kind >= LUDUS_BOARD_LOCAL_MOVE && g_rand_boolean (rand))
        {
          nr_board.local_move (renderer, &m);
          break;
        }
    }
}

static void
cache_game (guint   n_players,
            guint64 seed,
            guint   every)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed + 7);
  gpointer renderer = nr_board.renderer_new ();
  LudusState *state = ludus_game_new_state (game, n_players, seed, NULL, &error);
  LudusRng rng;
  guint step = 0;

  ludus_rng_init (&rng, seed + 1);
  while (!ludus_game_is_over (game, state))
    {
      guint player = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      LudusMove move;

      if (step++ % every == 0)
        {
          ludus_view_update (view, state, step % (4 * every) == 0 ? -1 : (int) player, TRUE);
          nr_board.view_changed (renderer);
          check_cached (view, renderer, rand);
          check_cached (view, renderer, rand);
        }
      g_assert_true (ludus_bot_choose_random (game, state, player, &rng, &move));
      g_assert_true (ludus_game_apply (game, state, player, &move, &error));
    }
  nr_board.renderer_free (renderer);
  ludus_game_free_state (game, state);
}

static void
test_cache (void)
{
  /* The wide layout; the tall one, with the compact boards at their largest;
   * taller still, three players: the hippodrome under the city, the board
   * scaled down to 0.68 (its panels under 3 pixels apart); between the shapes,
   * two players with the districts under the large board and the compact
   * board in column B, and four with the tall layout grown wider. */
  static const struct { int w, h; guint players, seed, every; } shapes[] = {
    { 1500, 900, 3, 4711, 4 }, { 900, 1100, 2, 4721, 8 }, { 600, 1016, 3, 4731, 8 },
    { 1280, 1000, 2, 4741, 8 }, { 1000, 1000, 4, 4751, 8 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      CW = shapes[i].w;
      CH = shapes[i].h;
      cache_game (shapes[i].players, shapes[i].seed, shapes[i].every);
    }
  CW = 1500;
  CH = 900;
}

/* The largest empty square (its side, in cells) in a grid of covered
 * cells, and how many cells are covered. */
static guint
largest_hole (const gboolean *covered,
              guint           gw,
              guint           gh,
              guint          *n_covered)
{
  g_autofree guint *side = g_new0 (guint, (gsize) gw * gh);
  guint best = 0;

  *n_covered = 0;
  for (guint y = 0; y < gh; y++)
    for (guint x = 0; x < gw; x++)
      {
        guint i = y * gw + x;

        if (covered[i])
          {
            (*n_covered)++;
            continue;
          }
        side[i] = 1;
        if (x > 0 && y > 0)
          side[i] += MIN (side[i - 1], MIN (side[i - gw], side[i - gw - 1]));
        best = MAX (best, side[i]);
      }
  return best;
}

#define HOLE_CELL 2.0     /* board units */
#define HOLE_MAX  24.0    /* a chip's height: anything larger is an empty area */

/* Every square of HOLE_MAX board units meets a panel, and the panels cover
 * 90 % of the board (the rest is the margins between them). */
static void
check_no_holes (LudusView  *view,
                const char *what,
                double      width,
                double      height)
{
  double rects[32][4], bw, bh;
  guint n = nr_board_get_panel_rects (view, width, height, &bw, &bh, rects, G_N_ELEMENTS (rects));
  guint gw = (guint) (bw / HOLE_CELL), gh = (guint) (bh / HOLE_CELL), n_covered, hole;
  g_autofree gboolean *covered = g_new0 (gboolean, (gsize) gw * gh);

  g_assert_cmpuint (n, >, 0);
  for (guint y = 0; y < gh; y++)
    for (guint x = 0; x < gw; x++)
      {
        double cx = (x + 0.5) * HOLE_CELL, cy = (y + 0.5) * HOLE_CELL;

        for (guint i = 0; i < n && !covered[y * gw + x]; i++)
          covered[y * gw + x] = cx >= rects[i][0] && cx < rects[i][0] + rects[i][2]
                                && cy >= rects[i][1] && cy < rects[i][1] + rects[i][3];
      }
  hole = largest_hole (covered, gw, gh, &n_covered);
  g_test_message ("%s at %.0f×%.0f (%.0f×%.0f units): %.1f %% covered, largest empty square "
                  "%.0f units", what, width, height, bw, bh, 100.0 * n_covered / (gw * gh),
                  hole * HOLE_CELL);
  if (hole * HOLE_CELL > HOLE_MAX || n_covered < 0.9 * gw * gh)
    g_error ("%s at %.0f×%.0f: an empty area (square of %.0f units, %.1f %% covered)", what, width,
             height, hole * HOLE_CELL, 100.0 * n_covered / (gw * gh));
}

/* The board fills an area from side to side and top to bottom (no bands
 * above and below it or at its sides) when its panels can: every count
 * from an aspect of 1.79 (the wide layout) down to 0.62 (700×1200), three
 * compact boards (four players) to 0.56. */
static void
check_fills (LudusView  *view,
             const char *what,
             double      width,
             double      height,
             int         others_needed)
{
  const NrState *s = (const NrState *) ludus_view_get_state (view);
  /* A spectator too sees one seat's board large (the seat to act). */
  int others = (int) s->n_players - 1 + (nr_is_solo (s) ? 1 : 0);
  double rects[32][4], bw, bh, scale, band_x, band_y;

  nr_board_get_panel_rects (view, width, height, &bw, &bh, rects, G_N_ELEMENTS (rects));
  scale = MIN (width / bw, height / bh);
  band_x = width - bw * scale;
  band_y = height - bh * scale;
  g_test_message ("%s at %.0f×%.0f: bands of %.0f and %.0f px", what, width, height, band_x,
                  band_y);
  if (others >= others_needed && (band_x > 2 || band_y > 2))
    g_error ("%s at %.0f×%.0f: bands of %.0f px across and %.0f px down", what, width, height,
             band_x, band_y);
}

/* No layout leaves an empty area, at any player count, wide and tall, for
 * a seat at the table and for a spectator; the narrow ones fill their area. */
static void
test_no_holes (void)
{
  /* The board's area in windows of 1280×800, 1920×1080 and 3840×2160, a
   * square one and narrow ones (700×1200, 600×1100). */
  static const double sizes[][2] = {
    { 1280, 716 }, { 1920, 996 }, { 3840, 2076 }, { 1000, 1000 }, { 884, 1144 }, { 720, 1200 },
    { 760, 1116 }, { 700, 1116 }, { 600, 1016 }, { 450, 760 }, { 1280, 940 }, { 900, 940 },
    { 1600, 1116 }, { 1024, 684 }, { 1200, 1100 }, { 960, 996 }, { 1280, 1356 },
  };
  static const struct
  {
    double width, height;
    int    others;
  } narrow[] = {
    { 884, 1144, 1 }, { 760, 1116, 1 }, { 700, 1116, 1 }, { 600, 1016, 3 }, { 600, 1070, 3 },
    /* Between the tall and the wide shapes: a maximised 1280×1024 window,
     * 900×1024, half a 1920×1080 screen, 1600×1200, 1024×768, half a
     * 2560×1440 one, and aspects of 1.1, 1.2, 1.5 and 1.7. */
    { 1280, 940, 1 }, { 900, 940, 1 }, { 960, 996, 1 }, { 1600, 1116, 1 }, { 1024, 684, 1 },
    { 1280, 1356, 1 }, { 1100, 1000, 1 }, { 1200, 1000, 1 }, { 1200, 800, 1 }, { 1360, 800, 1 },
    { 1280, 860, 1 }, { 1280, 1060, 1 }, { 1000, 1000, 1 }, { 800, 1000, 1 },
  };

  for (guint n = 1; n <= 4; n++)
    {
      g_autoptr(GPtrArray) states = ludus_test_random_positions (game, n, 900 + n, 40);
      g_autoptr(LudusView) view = ludus_view_new (game);

      for (guint i = 0; i < MIN (states->len, 3); i++)
        for (int viewer = -1; viewer < 1; viewer++)
          {
            g_autofree char *what = g_strdup_printf ("%u players, position %u, viewer %d", n, i,
                                                     viewer);

            ludus_view_update (view, states->pdata[i], viewer, FALSE);
            for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
              check_no_holes (view, what, sizes[k][0], sizes[k][1]);
            for (guint k = 0; k < G_N_ELEMENTS (narrow); k++)
              check_fills (view, what, narrow[k].width, narrow[k].height, narrow[k].others);
          }
    }
}

/* Solo: the automa's panel tells its points by category as the final score
 * would give them now, and the VP of the contract it discards next. */
static void
test_automa_panel (void)
{
  g_autoptr(GPtrArray) states = ludus_test_random_positions (game, 1, 91, 40);

  g_assert_cmpuint (states->len, >, 0);
  for (guint i = 0; i < states->len; i++)
    {
      const NrState *s = states->pdata[i];
      g_autoptr(LudusView) view = ludus_view_new (game);
      g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 1280, 716);
      cairo_t *cr = cairo_create (surface);
      g_autofree char *total = NULL, *discard = NULL;
      gboolean seen_total = FALSE, seen_discard = FALSE;
      NrScore score;

      nr_score (s, nr_data_get (NULL), &score);
      total = g_strdup_printf ("Total: %d VP if the game ended now", score.total[NR_AUTOMA]);
      discard = s->building_market[0] >= 0 && s->phase != NR_PHASE_OVER
                ? g_strdup_printf ("VP the automa gets from the building contract in slot 1, "
                                   "which it discards at the end of this round: %d",
                                   nr_data_get (NULL)->building[s->building_market[0]].vp)
                : NULL;
      ludus_view_update (view, states->pdata[i], 0, TRUE);
      nr_board_render_view (cr, view, 1280, 716, FALSE, hits, NULL);
      for (double y = 1; y < 716; y += 4)
        for (double x = 884; x < 1280; x += 4)
          {
            const char *tip = NULL;

            ludus_hit_map_lookup (hits, x, y, NULL, &tip);
            seen_total |= g_strcmp0 (tip, total) == 0;
            seen_discard |= discard != NULL && g_strcmp0 (tip, discard) == 0;
          }
      g_assert_true (seen_total);
      g_assert_true (seen_discard == (discard != NULL));
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
}

/* The selection steps: a board-local move changes the drawing; cancelling
 * clears it. */
static void
test_selection (void)
{
  NrbSelection sel;
  LudusMove m = { 0 };

  nrb_selection_clear (&sel);
  m.kind = NRB_LOCAL_BUILD;
  m.args[0] = 1;
  m.args[1] = 5;
  g_assert_true (nrb_selection_apply (&sel, &m));
  g_assert_cmpint (sel.district, ==, 1);
  g_assert_true (sel.cells == G_GUINT64_CONSTANT (1) << 5);
  m.args[0] = 2;
  g_assert_true (nrb_selection_apply (&sel, &m));
  g_assert_cmpint (sel.district, ==, 2);
  g_assert_true (sel.cells == G_GUINT64_CONSTANT (1) << 5);
  g_assert_true (nrb_selection_apply (&sel, &m));
  g_assert_cmpint (sel.district, ==, -1);
  m.kind = NRB_LOCAL_RACE;
  m.args[0] = 2;
  m.args[1] = 3;
  g_assert_true (nrb_selection_apply (&sel, &m));
  g_assert_cmpint (sel.race[2], ==, 3);
  m.kind = NRB_LOCAL_CLEAR;
  g_assert_true (nrb_selection_apply (&sel, &m));
  g_assert_cmpint (sel.race[2], ==, 0);
  m.kind = NR_MOVE_DONE;
  g_assert_false (nrb_selection_apply (&sel, &m));
}

int
main (int   argc,
      char *argv[])
{
  int result;

  g_unsetenv ("LANGUAGE");
  ludus_i18n_init ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  game = ludus_rules_game_new (&nr_rules, &nr_board);

  g_test_add_func ("/ludus/nova-roma/board/selection", test_selection);
  g_test_add_func ("/ludus/nova-roma/board/moves", test_moves);
  g_test_add_func ("/ludus/nova-roma/board/drafts", test_drafts);
  g_test_add_func ("/ludus/nova-roma/board/race-one-click", test_race_one_click);
  g_test_add_func ("/ludus/nova-roma/board/cache", test_cache);
  g_test_add_func ("/ludus/nova-roma/board/automa-panel", test_automa_panel);
  g_test_add_func ("/ludus/nova-roma/board/no-empty-areas", test_no_holes);
  g_test_add_func ("/ludus/nova-roma/board/readable", test_readable);
  g_test_add_func ("/ludus/nova-roma/board/small-text", test_small_text);
  result = g_test_run ();
  g_object_unref (game);
  return result;
}
