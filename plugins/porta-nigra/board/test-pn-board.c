/* test-pn-board.c: the Porta Nigra board, drawn without a display
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions come from seeded random games for 2, 3 and 4 players. In each,
 * drawn for the seat that acts at 1280×716 (the board's area in a 1280×800
 * window), every legal move must have exactly one region whose centre maps
 * back to it, in the drawing of the choice that shows it (the choices are
 * followed through their board-local moves), and every region carrying a
 * move must be at least 24 px each way. The readability checker then draws
 * the positions for every seat in English, Russian, German and Czech, with
 * the choice panel closed and open. The suite 'slow' checks the moves of
 * every third decision (PN_BOARD_EVERY=3).
 */
#include "config.h"

#include <string.h>

#include "ludus-test-readable.h"
#include "pn-board-private.h"

/* Every how many decisions a position is checked. */
#ifndef PN_BOARD_EVERY
#define PN_BOARD_EVERY 40
#endif

#define W LUDUS_TEST_BOARD_WIDTH
#define H LUDUS_TEST_BOARD_HEIGHT

static LudusGame *game;

/* Draws view with sel and checks its regions; follows the board-local moves. */
static void
walk (LudusView    *view,
      const PnbSel *sel,
      gboolean     *found,
      int           depth)
{
  g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
  g_autoptr(GArray) here = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
  cairo_t *cr = cairo_create (surface);
  const LudusMove *legal;
  guint n_legal = 0;

  legal = ludus_view_get_legal_moves (view, &n_legal);
  pn_board_render_view (cr, view, W, H, FALSE, hits, NULL, sel);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  for (guint i = 0; i < ludus_hit_map_get_n_moves (hits); i++)
    {
      LudusMove move, back;
      double x, y, w, h;

      ludus_hit_map_get_move_region (hits, i, &move, &x, &y, &w, &h);
      g_assert_cmpfloat (w, >=, LUDUS_TEST_MIN_TARGET_PX - 0.01);
      g_assert_cmpfloat (h, >=, LUDUS_TEST_MIN_TARGET_PX - 0.01);
      g_assert_true (ludus_hit_map_lookup (hits, x + w / 2, y + h / 2, &back, NULL));
      g_assert_true (ludus_move_equal (&move, &back));
      if (move.kind >= LUDUS_BOARD_LOCAL_MOVE)
        {
          PnbSel next = *sel;

          if (move.kind != PNB_LOCAL_BACK && depth < 3 && pnb_sel_apply (&next, &move))
            walk (view, &next, found, depth + 1);
          continue;
        }
      g_assert_true (ludus_view_is_legal (view, &move));
      for (guint k = 0; k < here->len; k++)
        if (ludus_move_equal (&g_array_index (here, LudusMove, k), &move))
          g_error ("move %s %d %d %d %d %d has two regions", pn_move_kind_names[move.kind],
                   move.args[0], move.args[1], move.args[2], move.args[3], move.args[4]);
      g_array_append_val (here, move);
      for (guint j = 0; j < n_legal; j++)
        if (ludus_move_equal (&legal[j], &move))
          found[j] = TRUE;
    }
}

static void
check_position (const LudusState *state)
{
  g_autoptr(LudusView) view = ludus_view_new (game);
  guint actors = ludus_game_get_actors (game, state);
  PnbSel none = { PNB_T_NONE, PNB_MEANS_NONE };
  g_autofree gboolean *found = NULL;
  const LudusMove *legal;
  guint n_legal = 0;
  int seat;

  if (actors == 0)
    return;
  seat = g_bit_nth_lsf (actors, -1);
  ludus_view_update (view, state, seat, TRUE);
  legal = ludus_view_get_legal_moves (view, &n_legal);
  found = g_new0 (gboolean, MAX (1, n_legal));
  walk (view, &none, found, 0);
  for (guint j = 0; j < n_legal; j++)
    if (!found[j])
      g_error ("legal move %s %d %d %d %d %d has no region", pn_move_kind_names[legal[j].kind],
               legal[j].args[0], legal[j].args[1], legal[j].args[2], legal[j].args[3],
               legal[j].args[4]);
  /* The hover preview draws for every move. */
  for (guint j = 0; j < n_legal; j += MAX (1, n_legal / 8))
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
      cairo_t *cr = cairo_create (surface);

      pn_board_render_view (cr, view, W, H, TRUE, NULL, &legal[j], &none);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
}

static void
test_moves (void)
{
  for (guint n = 2; n <= PN_MAX_PLAYERS; n++)
    for (guint64 seed = 0; seed < 1; seed++)
      {
        g_autoptr(GPtrArray) states = ludus_test_random_positions (game, n, 700 + n * 10 + seed,
                                                                   PN_BOARD_EVERY);

        for (guint i = 0; i < states->len; i++)
          check_position (states->pdata[i]);
      }
}

static void
test_readable (void)
{
  for (guint n = 2; n <= PN_MAX_PLAYERS; n++)
    {
      g_autoptr(GPtrArray) states = ludus_test_random_positions (game, n, 900 + n, 40);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autofree LudusTestBoardPosition *positions = g_new0 (LudusTestBoardPosition,
                                                             states->len);

      for (guint i = 0; i < states->len; i++)
        {
          g_ptr_array_add (names, g_strdup_printf ("%up-%u-of-%u", n, i + 1, states->len));
          positions[i].name = names->pdata[i];
          positions[i].state = states->pdata[i];
          positions[i].viewer = LUDUS_TEST_EVERY_VIEWER;
        }
      g_assert_cmpuint (ludus_test_check_readable (game, &pn_board, positions, states->len),
                        ==, 0);
      g_assert_cmpuint (ludus_test_check_targets (game, &pn_board, positions, states->len),
                        ==, 0);
    }
}

/* The board as the readability checker draws it, with the choice panel open on the
 * target with the most moves (as after a click), so that the panel is checked too. */
static void
draw_with_panel (cairo_t                  *cr,
                 const LudusRenderContext *ctx,
                 gpointer                  renderer)
{
  PnbSel sel = pn_board_busiest (ctx->view);

  pn_board_set_sel (renderer, &sel);
  pn_board.draw (cr, ctx, renderer);
}

static void
test_readable_panel (void)
{
  LudusBoardSpec spec = pn_board;

  spec.draw = draw_with_panel;
  for (guint n = 2; n <= PN_MAX_PLAYERS; n++)
    {
      g_autoptr(GPtrArray) states = ludus_test_random_positions (game, n, 950 + n, 25);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autofree LudusTestBoardPosition *positions = g_new0 (LudusTestBoardPosition,
                                                             states->len);
      guint k = 0;

      for (guint i = 0; i < states->len; i++)
        {
          const LudusState *state = states->pdata[i];
          guint actors = ludus_game_get_actors (game, state);

          if (actors == 0)
            continue;
          g_ptr_array_add (names, g_strdup_printf ("%up-panel-%u", n, i + 1));
          positions[k].name = names->pdata[names->len - 1];
          positions[k].state = state;
          positions[k].viewer = g_bit_nth_lsf (actors, -1);
          k++;
        }
      g_assert_cmpuint (ludus_test_check_readable (game, &spec, positions, k), ==, 0);
      g_assert_cmpuint (ludus_test_check_targets (game, &spec, positions, k), ==, 0);
    }
}

/* Nobody's hand shows to another seat: no tooltip names an action card that only another
 * player holds (the card in play is public). */
static void
test_hidden (void)
{
  g_autoptr(GPtrArray) states = ludus_test_random_positions (game, 4, 990, 20);

  for (guint i = 0; i < states->len; i++)
    for (guint viewer = 0; viewer < 4; viewer++)
      {
        const PnState *s = states->pdata[i];
        g_autoptr(LudusView) view = ludus_view_new (game);
        g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
        cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
        cairo_t *cr = cairo_create (surface);
        const char *last = NULL;
        GString *tips;

        ludus_view_update (view, states->pdata[i], (int) viewer, FALSE);
        pn_board_render_view (cr, view, W, H, FALSE, hits, NULL, NULL);
        cairo_destroy (cr);
        cairo_surface_destroy (surface);
        tips = g_string_new (NULL);
        for (double y = 0; y < H; y += 6)
          for (double x = 0; x < W; x += 6)
            {
              const char *tip = NULL;

              ludus_hit_map_lookup (hits, x, y, NULL, &tip);
              if (tip != NULL && tip != last)
                g_string_append_printf (tips, "%s\n", tip);
              last = tip;
            }
        for (guint p = 0; p < 4; p++)
          for (int h = 0; p != viewer && h < s->players[p].n_hand; h++)
            {
              int card = s->players[p].hand[h];
              const PnPlayer *me = &s->players[viewer];
              g_autofree char *name = pn_text_action_card (pn_data_get (NULL), card);
              gboolean mine = card == s->card;

              for (int k = 0; k < me->n_hand; k++)
                mine |= me->hand[k] == card;
              g_assert_true (mine || strstr (tips->str, name) == NULL);
            }
        g_string_free (tips, TRUE);
      }
}

/* The widget's cached frame (text as masks, the drawing kept between frames) has the same
 * regions as a direct drawing, at scale 1 and 2, and a second frame the same again. */
static void
test_cached (void)
{
  g_autoptr(GPtrArray) states = ludus_test_random_positions (game, 3, 1234, 30);

  for (guint i = 0; i < states->len; i++)
    for (int scale = 1; scale <= 2; scale++)
      {
        const LudusState *state = states->pdata[i];
        guint actors = ludus_game_get_actors (game, state);
        g_autoptr(LudusView) view = ludus_view_new (game);
        g_autoptr(LudusHitMap) direct = ludus_hit_map_new ();
        g_autoptr(LudusHitMap) cached = ludus_hit_map_new ();
        cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W * scale,
                                                               H * scale);
        LudusRenderContext ctx = { view, NULL, W, H, FALSE, cached, NULL, NULL, NULL };
        gpointer renderer = pn_board.renderer_new ();
        cairo_t *cr;

        cairo_surface_set_device_scale (surface, scale, scale);
        ludus_view_update (view, state, actors ? g_bit_nth_lsf (actors, -1) : -1, actors != 0);
        ctx.state = ludus_view_get_state (view);
        pn_board.set_device_scale (renderer, scale);
        for (int frame = 0; frame < 2; frame++)
          {
            ludus_hit_map_clear (cached);
            cr = cairo_create (surface);
            ludus_render_draw (&pn_board, renderer, cr, &ctx);
            cairo_destroy (cr);
          }
        cr = cairo_create (surface);
        pn_board_render_view (cr, view, W, H, FALSE, direct, NULL, NULL);
        cairo_destroy (cr);
        g_assert_cmpuint (ludus_hit_map_get_n_moves (cached), ==,
                          ludus_hit_map_get_n_moves (direct));
        for (guint k = 0; k < ludus_hit_map_get_n_moves (direct); k++)
          {
            LudusMove a, b;
            double x, y, w, h, x2, y2, w2, h2;

            ludus_hit_map_get_move_region (direct, k, &a, &x, &y, &w, &h);
            ludus_hit_map_get_move_region (cached, k, &b, &x2, &y2, &w2, &h2);
            g_assert_true (ludus_move_equal (&a, &b));
            g_assert_cmpfloat (x, ==, x2);
            g_assert_cmpfloat (w, ==, w2);
          }
        pn_board.renderer_free (renderer);
        cairo_surface_destroy (surface);
      }
}

/* Every tooltip of the drawing, one per line. */
static char *
all_tips (LudusHitMap *hits)
{
  GString *tips = g_string_new (NULL);
  const char *last = NULL;

  for (double y = 0; y < H; y += 4)
    for (double x = 0; x < W; x += 4)
      {
        const char *tip = NULL;

        ludus_hit_map_lookup (hits, x, y, NULL, &tip);
        if (tip != NULL && tip != last)
          g_string_append_printf (tips, "%s\n", tip);
        last = tip;
      }
  return g_string_free (tips, FALSE);
}

/* What this turn's refill put out is marked, and its tooltip says so, until the seat plays
 * its card; then no more. */
static void
test_refill (void)
{
  g_autoptr(GPtrArray) states = ludus_test_random_positions (game, 4, 77, 2);
  guint bricks_seen = 0, cards_seen = 0;

  for (guint i = 0; i < states->len; i++)
    {
      const PnState *s = states->pdata[i];
      guint actors = ludus_game_get_actors (game, states->pdata[i]);
      g_autoptr(LudusView) view = ludus_view_new (game);
      g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
      cairo_t *cr = cairo_create (surface);
      gboolean fresh = s->phase == PN_PHASE_ACTION && s->card < 0 && !s->honor_bought;
      gboolean bricks = FALSE, cards = FALSE;
      g_autofree char *tips = NULL;

      if (actors == 0 || s->phase != PN_PHASE_ACTION)
        {
          cairo_destroy (cr);
          cairo_surface_destroy (surface);
          continue;
        }
      for (int k = 0; k < PN_N_SHOPS; k++)
        bricks |= fresh && s->refill_added[k] > 0;
      for (int k = 0; k < PN_BUILDING_DISPLAY; k++)
        cards |= fresh && (s->refill_building & (1u << k)) && s->building_display[k] >= 0;
      for (int k = 0; k < PN_HONOR_DISPLAY; k++)
        cards |= fresh && (s->refill_honor & (1u << k)) && s->honor_display[k] >= 0;
      ludus_view_update (view, states->pdata[i], g_bit_nth_lsf (actors, -1), TRUE);
      pn_board_render_view (cr, view, W, H, FALSE, hits, NULL, NULL);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      tips = all_tips (hits);
      g_assert_cmpint (strstr (tips, "This turn's refill put") != NULL, ==, bricks);
      g_assert_cmpint (strstr (tips, "New: put out by this turn's refill.") != NULL, ==, cards);
      bricks_seen += bricks;
      cards_seen += cards;
    }
  /* The games reach both. */
  g_assert_cmpuint (bricks_seen, >, 0);
  g_assert_cmpuint (cards_seen, >, 0);
}

/* How many pixels of a and b differ by more than rounding. */
static guint
different_pixels (cairo_surface_t *a,
                  cairo_surface_t *b)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);
  const guint8 *pa, *pb;
  guint n = 0;

  cairo_surface_flush (a);
  cairo_surface_flush (b);
  pa = cairo_image_surface_get_data (a);
  pb = cairo_image_surface_get_data (b);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      for (int c = 0; c < 3; c++)
        if (ABS (pa[y * stride + 4 * x + c] - pb[y * stride + 4 * x + c]) > 8)
          {
            n++;
            break;
          }
  return n;
}

static void
draw_with (gpointer            renderer,
           LudusRenderContext *ctx,
           cairo_surface_t    *surface)
{
  cairo_t *cr = cairo_create (surface);

  ludus_hit_map_clear (ctx->hits);
  ludus_render_draw (&pn_board, renderer, cr, ctx);
  cairo_destroy (cr);
}

/* One renderer through a whole game, its parts kept as images from one position to the
 * next and its drawing repainted only where they changed (as in the widget), draws each
 * position exactly as a new renderer does: no part comes from an image that no longer
 * shows what it should, and no change is left unpainted. Light and dark, with and
 * without a target chosen. */
static void
test_cached_pixels (void)
{
  g_autoptr(GPtrArray) states = ludus_test_random_positions (game, 4, 4321, 3);
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
  gpointer kept = pn_board.renderer_new ();
  cairo_surface_t *warm = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
  cairo_surface_t *cold = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
  LudusRenderContext ctx = { view, NULL, W, H, FALSE, hits, NULL, NULL, NULL };

  for (guint i = 0; i < states->len; i++)
    {
      const LudusState *state = states->pdata[i];
      guint actors = ludus_game_get_actors (game, state);
      gpointer fresh = pn_board.renderer_new ();
      guint n;

      ctx.dark = i % 7 == 3;
      ludus_view_update (view, state, actors ? g_bit_nth_lsf (actors, -1) : (int) (i % 4),
                         actors != 0);
      ctx.state = ludus_view_get_state (view);
      pn_board.view_changed (kept);
      if (i % 5 == 2)
        {
          /* A target clicked: its highlight, or the choice panel over the side. */
          PnbSel sel = pn_board_busiest (view);

          pn_board_set_sel (kept, &sel);
          pn_board_set_sel (fresh, &sel);
        }
      draw_with (kept, &ctx, warm);
      draw_with (fresh, &ctx, cold);
      pn_board.renderer_free (fresh);
      n = different_pixels (warm, cold);
      if (n > 0)
        g_error ("position %u: %u pixels differ between a kept renderer and a new one", i, n);
    }
  pn_board.renderer_free (kept);
  cairo_surface_destroy (warm);
  cairo_surface_destroy (cold);
}

/* A board-local choice changes the drawing; the same choice twice does not. */
static void
test_local (void)
{
  PnbSel sel = { PNB_T_NONE, PNB_MEANS_NONE };
  LudusMove site = { PNB_LOCAL_TARGET, { PNB_T_SITE + 3 } };
  LudusMove means = { PNB_LOCAL_MEANS, { 1 } };
  LudusMove back = { PNB_LOCAL_BACK, { 0 } };
  LudusMove close = { PNB_LOCAL_BACK, { 1 } };

  g_assert_true (pnb_sel_apply (&sel, &site));
  g_assert_false (pnb_sel_apply (&sel, &site));
  g_assert_true (pnb_sel_apply (&sel, &means));
  g_assert_cmpint (sel.means, ==, 1);
  g_assert_true (pnb_sel_apply (&sel, &back));
  g_assert_cmpint (sel.means, ==, PNB_MEANS_NONE);
  g_assert_cmpint (sel.target, ==, PNB_T_SITE + 3);
  g_assert_true (pnb_sel_apply (&sel, &means));
  g_assert_true (pnb_sel_apply (&sel, &close));
  g_assert_cmpint (sel.target, ==, PNB_T_NONE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  ludus_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (pn_data_get (&error));
  game = ludus_rules_game_new (&pn_rules, &pn_board);
  g_test_add_func ("/porta-nigra/board/local", test_local);
  g_test_add_func ("/porta-nigra/board/moves", test_moves);
  g_test_add_func ("/porta-nigra/board/readable", test_readable);
  g_test_add_func ("/porta-nigra/board/readable-panel", test_readable_panel);
  g_test_add_func ("/porta-nigra/board/hidden", test_hidden);
  g_test_add_func ("/porta-nigra/board/cached", test_cached);
  g_test_add_func ("/porta-nigra/board/cached-pixels", test_cached_pixels);
  g_test_add_func ("/porta-nigra/board/refill", test_refill);
  status = g_test_run ();
  g_object_unref (game);
  return status;
}
