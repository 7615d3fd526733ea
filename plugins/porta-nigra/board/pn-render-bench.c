/* pn-render-bench.c: how long a redraw of the Porta Nigra board takes
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws 4-player Porta Nigra at 1920×1080 into an image surface with a hit
 * map, through the board spec as the widget does, one renderer throughout:
 *
 * - a frame where only the pointer moved, in a round-2 position with a card
 *   played (the cached drawing painted, its regions and the hover preview);
 * - a full redraw with the position unchanged: the renderer is told the
 *   view changed, and the board is laid out again and listed; nothing
 *   differs, so nothing is repainted but the frame;
 * - a full redraw after a move (the figure of issue 11, defined as in its
 *   earlier notes): each frame one random move is made, the view is updated
 *   to the seat that acts next (as in hot-seat), the renderer is told the
 *   view changed, and the board is laid out and drawn again into the whole
 *   1920×1080 target. Parts whose look changed (a site built, a count, the
 *   card in play, the highlights) are drawn anew, parts that look as before
 *   come from the renderer's images, and the renderer's kept drawing is
 *   repainted where its parts changed before it is painted onto the target.
 *   Games are played to the end, and a new one started (untimed) when one
 *   ends. Only the drawing is timed, not the move or the view's update;
 * - the same with the kept drawing thrown away before each frame, so that
 *   every pixel is painted again from the parts (the cost of the widget's
 *   first frame at a size, with warm parts);
 * - a cold redraw: the same, with the renderer's images and text thrown
 *   away too (the first drawing of a match, or a new scale).
 *
 * Prints the median, 90th percentile and minimum of each (ms, wall clock
 * and CPU time of the thread), and the share of the frame repainted.
 *
 *   pn-render-bench [frames] [png] [cold frames] [every-pixel frames]
 *
 * (0 cold or every-pixel frames: not measured). For instruction counts,
 * `valgrind --tool=callgrind pn-render-bench 45 "" 0 0` and the inclusive
 * cost of draw () called from measure_moves (), over 50 frames (5 warm-up).
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

static void
play_random (LudusGame  *game,
             LudusState *state,
             LudusRng   *rng)
{
  g_autoptr(GError) error = NULL;
  LudusMove move;
  guint player = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);

  if (!ludus_bot_choose_random (game, state, player, rng, &move) ||
      !ludus_game_apply (game, state, player, &move, &error))
    g_error ("random play failed: %s", error ? error->message : "no move");
}

static LudusState *
new_game (LudusGame *game,
          guint      seed)
{
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, 4, seed, NULL, &error);

  g_assert_no_error (error);
  return state;
}

static LudusState *
mid_game (LudusGame *game)
{
  LudusState *state = new_game (game, 2026);
  LudusRng rng;

  ludus_rng_init (&rng, 11);
  /* Round 2, a card played: the richest drawing. */
  while (!(((PnState *) state)->round >= 2 && ((PnState *) state)->phase == PN_PHASE_ACTION &&
           ((PnState *) state)->card >= 0 && ((PnState *) state)->budget_used == 1))
    {
      g_assert_false (ludus_game_is_over (game, state));
      play_random (game, state, &rng);
    }
  return state;
}

static void
show_seat_to_act (LudusGame          *game,
                  LudusState         *state,
                  LudusRenderContext *ctx)
{
  guint actors = ludus_game_get_actors (game, state);

  ludus_view_update (ctx->view, state, actors ? (int) g_bit_nth_lsf (actors, -1) : 0,
                     actors != 0);
  ctx->state = ludus_view_get_state (ctx->view);
}

static void
report (const char *what,
        guint       frames,
        guint       n_moves,
        double     *times,
        double     *cpu)
{
  qsort (times, frames, sizeof (double), compare);
  qsort (cpu, frames, sizeof (double), compare);
  g_print ("%s, %u frames, %u move regions in the last\n"
           "  wall clock: median %.2f ms, p90 %.2f ms, min %.2f ms\n"
           "  CPU time:   median %.2f ms, p90 %.2f ms, min %.2f ms\n",
           what, frames, n_moves, times[frames / 2], times[frames * 9 / 10], times[0],
           cpu[frames / 2], cpu[frames * 9 / 10], cpu[0]);
}

/* One drawing, timed. */
static void
draw (LudusRenderContext *ctx,
      gpointer            renderer,
      cairo_surface_t    *surface,
      double             *wall,
      double             *cpu)
{
  cairo_t *cr = cairo_create (surface);
  double c0 = cpu_ms ();
  gint64 t0 = g_get_monotonic_time ();

  ludus_hit_map_clear (ctx->hits);
  ludus_render_draw (&pn_board, renderer, cr, ctx);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  *wall = (g_get_monotonic_time () - t0) / 1000.0;
  *cpu = cpu_ms () - c0;
}

static void
measure_pointer (LudusRenderContext *ctx,
                 gpointer            renderer,
                 cairo_surface_t    *surface,
                 guint               frames)
{
  g_autofree double *times = g_new (double, frames + 5);
  g_autofree double *cpu = g_new (double, frames + 5);
  guint n_moves = 0;
  const LudusMove *moves = ludus_view_get_legal_moves (ctx->view, &n_moves);

  pn_board.view_changed (renderer);
  for (guint i = 0; i < frames + 5; i++)
    {
      ctx->hover = n_moves > 0 ? &moves[i % n_moves] : NULL;
      /* The first frames (the drawing made, then kept) are not counted. */
      draw (ctx, renderer, surface, &times[i < 5 ? 0 : i - 5], &cpu[i < 5 ? 0 : i - 5]);
    }
  ctx->hover = NULL;
  report ("porta nigra board, 4 players, round 2, 1920x1080: frame (pointer moved)", frames,
          ludus_hit_map_get_n_moves (ctx->hits), times, cpu);
}

typedef enum
{
  AFTER_MOVE,                /* the renderer as the widget keeps it */
  REPAINT,                   /* its kept drawing thrown away: every pixel painted */
  COLD,                      /* its parts and text thrown away too */
} Mode;

static const char *const mode_names[] = {
  "porta nigra board, 4 players, 1920x1080: full redraw after a move",
  "porta nigra board, 4 players, 1920x1080: full redraw after a move, every pixel painted "
  "(the kept drawing thrown away first, its parts kept)",
  "porta nigra board, 4 players, 1920x1080: cold redraw after a move "
  "(images and text thrown away first)",
};

/* Full redraws, each after a random move, from the start of seeded games. */
static void
measure_moves (LudusGame          *game,
               LudusRenderContext *ctx,
               gpointer            renderer,
               cairo_surface_t    *surface,
               guint               frames,
               Mode                mode)
{
  g_autofree double *times = g_new (double, frames);
  g_autofree double *cpu = g_new (double, frames);
  g_autofree double *share = g_new (double, frames);
  guint seed = mode == COLD ? 500 : 100, warm = mode == COLD ? 0 : 5;
  LudusState *state = new_game (game, seed);
  LudusRng rng;

  ludus_rng_init (&rng, seed);
  for (guint i = 0; i < frames + warm; i++)
    {
      guint k = i < warm ? 0 : i - warm;

      if (ludus_game_is_over (game, state))
        {
          ludus_game_free_state (game, state);
          state = new_game (game, ++seed);
        }
      else
        play_random (game, state, &rng);
      show_seat_to_act (game, state, ctx);
      pn_board.view_changed (renderer);
      if (mode == REPAINT)
        pn_board_forget_drawing (renderer);
      if (mode == COLD)
        {
          /* A new scale throws the renderer's images and text away. */
          pn_board.set_device_scale (renderer, 2);
          pn_board.set_device_scale (renderer, 1);
        }
      draw (ctx, renderer, surface, &times[k], &cpu[k]);
      share[k] = pn_board_repainted (renderer) * 100;
    }
  ludus_game_free_state (game, state);
  report (mode_names[mode], frames, ludus_hit_map_get_n_moves (ctx->hits), times, cpu);
  qsort (share, frames, sizeof (double), compare);
  g_print ("  share of the frame repainted: median %.1f %%, p90 %.1f %%\n", share[frames / 2],
           share[frames * 9 / 10]);
}

/* The view changed but not the position (a seat's view given again): laid out again,
 * nothing to repaint. */
static void
measure_same (LudusRenderContext *ctx,
              gpointer            renderer,
              cairo_surface_t    *surface,
              guint               frames)
{
  g_autofree double *times = g_new (double, frames + 5);
  g_autofree double *cpu = g_new (double, frames + 5);

  for (guint i = 0; i < frames + 5; i++)
    {
      pn_board.view_changed (renderer);
      draw (ctx, renderer, surface, &times[i < 5 ? 0 : i - 5], &cpu[i < 5 ? 0 : i - 5]);
    }
  report ("porta nigra board, 4 players, round 2, 1920x1080: full redraw, position unchanged",
          frames, ludus_hit_map_get_n_moves (ctx->hits), times, cpu);
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
  guint cold = argc > 3 ? (guint) atoi (argv[3]) : MAX (10, frames / 4);
  guint repaint = argc > 4 ? (guint) atoi (argv[4]) : frames;

  ludus_i18n_init ();
  frames = MAX (frames, 10);
  g_assert_nonnull (pn_data_get (&error));
  game = ludus_rules_game_new (&pn_rules, &pn_board);
  state = mid_game (game);
  view = ludus_view_new (game);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  ctx.view = view;
  ctx.width = 1920;
  ctx.height = 1080;
  ctx.hits = hits;
  renderer = pn_board.renderer_new ();
  show_seat_to_act (game, state, &ctx);
  measure_pointer (&ctx, renderer, surface, frames);
  measure_same (&ctx, renderer, surface, frames);
  measure_moves (game, &ctx, renderer, surface, frames, AFTER_MOVE);
  if (repaint > 0)
    measure_moves (game, &ctx, renderer, surface, MAX (repaint, 10), REPAINT);
  if (cold > 0)
    measure_moves (game, &ctx, renderer, surface, cold, COLD);
  if (argc > 2 && *argv[2] != '\0')
    {
      /* The position of the pointer frames, drawn again for the picture. */
      show_seat_to_act (game, state, &ctx);
      pn_board.view_changed (renderer);
      {
        double wall, cpu;

        draw (&ctx, renderer, surface, &wall, &cpu);
      }
      cairo_surface_write_to_png (surface, argv[2]);
    }
  pn_board.renderer_free (renderer);
  cairo_surface_destroy (surface);
  ludus_hit_map_free (hits);
  ludus_game_free_state (game, state);
  return 0;
}
