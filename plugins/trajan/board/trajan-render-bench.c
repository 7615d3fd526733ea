/* trajan-render-bench.c: how long a full redraw of the Trajan board takes
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws a mid-game 4-player position, from the deciding seat, at 1920×1080
 * into an image surface with a hit map, as the widget does on every frame,
 * and prints the median and 90th percentile over the frames (ms).
 *
 *   trajan-render-bench [frames] [png]
 */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "trajan-game.h"
#include "trajan-render.h"
#include "trajan-rules.h"

/* CPU time of this thread, in ms: unlike the wall clock it does not count
 * the time other processes hold the CPU. */
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

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(LudusView) view = NULL;
  g_autoptr(TrajanRender) render = NULL;
  g_autofree double *times = NULL;
  g_autofree double *cpu = NULL;
  LudusHitMap *hits = ludus_hit_map_new ();
  LudusRenderContext ctx = { 0 };
  cairo_surface_t *surface;
  LudusState *state;
  LudusRng rng;
  guint frames = argc > 1 ? (guint) atoi (argv[1]) : 300, player;
  gint64 t0;

  ludus_i18n_init ();
  frames = MAX (frames, 10);
  game = ludus_rules_game_new (&trajan_rules, &trajan_board);
  render = trajan_render_new (trajan_data_get (&error));
  g_assert_no_error (error);
  state = ludus_game_new_state (game, 4, 2026, NULL, &error);
  g_assert_no_error (error);
  ludus_rng_init (&rng, 11);
  /* Into the third quarter, stopped where a seat chooses a bowl. */
  while (((TrajanState *) state)->quarter < 3
         || ((TrajanState *) state)->phase != TRAJAN_PHASE_CHOOSE_BOWL)
    {
      LudusMove move;

      player = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      if (!ludus_bot_choose_random (game, state, player, &rng, &move) ||
          !ludus_game_apply (game, state, player, &move, &error))
        g_error ("random play failed: %s", error ? error->message : "no move");
    }
  player = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
  view = ludus_view_new (game);
  ludus_view_update (view, state, (int) player, TRUE);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  ctx.view = view;
  ctx.state = ludus_view_get_state (view);
  ctx.height = 1080;
  ctx.width = 1920;
  ctx.hits = hits;
  times = g_new (double, frames);
  cpu = g_new (double, frames);
  for (guint i = 0; i < frames + 5; i++)
    {
      cairo_t *cr = cairo_create (surface);
      double c0 = cpu_ms ();

      t0 = g_get_monotonic_time ();
      ludus_hit_map_clear (hits);
      trajan_render_draw (cr, &ctx, render);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      if (i >= 5)
        {
          times[i - 5] = (g_get_monotonic_time () - t0) / 1000.0;
          cpu[i - 5] = cpu_ms () - c0;
        }
      else if (i == 0)
        g_print ("first frame (text laid out): %.2f ms\n", (g_get_monotonic_time () - t0) / 1000.0);
    }
  qsort (times, frames, sizeof (double), compare);
  qsort (cpu, frames, sizeof (double), compare);
  g_print ("trajan board redraw, 4 players mid-game, 1920x1080, %u frames, %u move regions\n"
           "  wall clock: median %.2f ms, p90 %.2f ms, min %.2f ms\n"
           "  CPU time:   median %.2f ms, p90 %.2f ms, min %.2f ms\n",
           frames, ludus_hit_map_get_n_moves (hits), times[frames / 2],
           times[frames * 9 / 10], times[0], cpu[frames / 2], cpu[frames * 9 / 10], cpu[0]);
  if (argc > 2)
    cairo_surface_write_to_png (surface, argv[2]);
  cairo_surface_destroy (surface);
  ludus_hit_map_free (hits);
  ludus_game_free_state (game, state);
  return 0;
}
