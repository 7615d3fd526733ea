/* pn-render-bench.c: how long a redraw of the Porta Nigra board takes
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws a mid-game 4-player position, from the seat in its action phase,
 * at 1920×1080 into an image surface with a hit map, through the board
 * spec as the widget does: a frame where only the pointer moved (the cached
 * drawing, its regions and the hover preview) and a full redraw after the
 * view changed (everything laid out and drawn again). Prints the median,
 * 90th percentile and minimum of each (ms, wall clock and CPU time).
 *
 *   pn-render-bench [frames] [png]
 */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "pn-board.h"

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
compare (const void *a,
         const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static LudusState *
mid_game (LudusGame *game)
{
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, 4, 2026, NULL, &error);
  LudusRng rng;

  g_assert_no_error (error);
  ludus_rng_init (&rng, 11);
  /* Round 2, a card played: the richest drawing. */
  while (!(((PnState *) state)->round >= 2 && ((PnState *) state)->phase == PN_PHASE_ACTION &&
           ((PnState *) state)->card >= 0 && ((PnState *) state)->budget_used == 1))
    {
      LudusMove move;
      guint player = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);

      if (ludus_game_is_over (game, state) ||
          !ludus_bot_choose_random (game, state, player, &rng, &move) ||
          !ludus_game_apply (game, state, player, &move, &error))
        g_error ("random play failed: %s", error ? error->message : "no move");
    }
  return state;
}

static void
measure (const char         *what,
         LudusRenderContext *ctx,
         gpointer            renderer,
         cairo_surface_t    *surface,
         guint               frames,
         gboolean            full)
{
  g_autofree double *times = g_new (double, frames);
  g_autofree double *cpu = g_new (double, frames);
  guint n_moves = 0;
  const LudusMove *moves = ludus_view_get_legal_moves (ctx->view, &n_moves);

  for (guint i = 0; i < frames + 5; i++)
    {
      cairo_t *cr = cairo_create (surface);
      double c0 = cpu_ms ();
      gint64 t0 = g_get_monotonic_time ();

      ludus_hit_map_clear (ctx->hits);
      ctx->hover = n_moves > 0 ? &moves[i % n_moves] : NULL;
      if (full)
        pn_board.view_changed (renderer);
      ludus_render_draw (&pn_board, renderer, cr, ctx);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      if (i >= 5)
        {
          times[i - 5] = (g_get_monotonic_time () - t0) / 1000.0;
          cpu[i - 5] = cpu_ms () - c0;
        }
    }
  qsort (times, frames, sizeof (double), compare);
  qsort (cpu, frames, sizeof (double), compare);
  g_print ("%s, %u frames, %u move regions\n"
           "  wall clock: median %.2f ms, p90 %.2f ms, min %.2f ms\n"
           "  CPU time:   median %.2f ms, p90 %.2f ms, min %.2f ms\n",
           what, frames, ludus_hit_map_get_n_moves (ctx->hits), times[frames / 2],
           times[frames * 9 / 10], times[0], cpu[frames / 2], cpu[frames * 9 / 10], cpu[0]);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(LudusView) view = NULL;
  LudusHitMap *hits = ludus_hit_map_new ();
  LudusRenderContext ctx = { 0 };
  cairo_surface_t *surface;
  LudusState *state;
  gpointer renderer;
  guint frames = argc > 1 ? (guint) atoi (argv[1]) : 200;

  ludus_i18n_init ();
  frames = MAX (frames, 10);
  g_assert_nonnull (pn_data_get (&error));
  game = ludus_rules_game_new (&pn_rules, &pn_board);
  state = mid_game (game);
  view = ludus_view_new (game);
  ludus_view_update (view, state, (int) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1),
                     TRUE);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  ctx.view = view;
  ctx.state = ludus_view_get_state (view);
  ctx.width = 1920;
  ctx.height = 1080;
  ctx.hits = hits;
  renderer = pn_board.renderer_new ();
  measure ("porta nigra board, 4 players, round 2, 1920x1080: frame (pointer moved)", &ctx,
           renderer, surface, frames, FALSE);
  measure ("porta nigra board, 4 players, round 2, 1920x1080: full redraw (view changed)", &ctx,
           renderer, surface, MAX (10, frames / 4), TRUE);
  if (argc > 2)
    cairo_surface_write_to_png (surface, argv[2]);
  pn_board.renderer_free (renderer);
  cairo_surface_destroy (surface);
  ludus_hit_map_free (hits);
  ludus_game_free_state (game, state);
  return 0;
}
