/* ft-render-bench.c: how long a full redraw of the Forum Trajanum board takes
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A 4-player game is played at random (seeded) into the middle of pass II;
 * the board of the acting seat is then redrawn into a 1920 × 1080 image
 * surface, frame after frame, as the widget does: the model built from the
 * view, every piece and move drawn, the hit map filled. Prints the median
 * and the 90th percentile, with the sprite cache kept across frames (as the
 * widget keeps it) and without it (every picture drawn from scratch).
 *
 *   ft-render-bench [FRAMES]        default 200
 */
#include "config.h"

#include <stdlib.h>

#include "ft-board.h"
#include "ft-game.h"
#include "ft-rules.h"

static int
compare (gconstpointer a,
         gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static LudusState *
mid_game (LudusGame *game)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  LudusState *state = ludus_game_new_state (game, 4, 2026, NULL, NULL);
  const FtState *s = (const FtState *) state;

  while (!(s->phase == FT_PHASE_TURN && s->pass == 2 && s->round == 3 &&
           s->turn_step == FT_TS_BUILD) && !ludus_game_is_over (game, state))
    {
      guint actors = ludus_game_get_actors (game, state), player = 0;

      while (!(actors & (1u << player)))
        player++;
      g_array_set_size (moves, 0);
      ludus_game_legal_moves (game, state, player, moves);
      ludus_game_apply (game, state, player,
                        &g_array_index (moves, LudusMove,
                                        g_rand_int_range (rand, 0, (int) moves->len)), NULL);
    }
  return state;
}

static void
run (LudusView  *view,
     guint       frames,
     gboolean    cache,
     const char *label)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
  g_autoptr(FtbSprites) sprites = cache ? ftb_sprites_new () : NULL;
  g_autofree double *ms = g_new (double, frames);

  /* One frame first, as the widget has drawn one before any redraw. */
  ft_board_render_view (cr, view, 1920, 1080, FALSE, hits, NULL, -1, sprites);
  for (guint i = 0; i < frames; i++)
    {
      gint64 start = g_get_monotonic_time ();

      ludus_hit_map_clear (hits);
      ft_board_render_view (cr, view, 1920, 1080, FALSE, hits, NULL, -1, sprites);
      cairo_surface_flush (surface);
      ms[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  qsort (ms, frames, sizeof (double), (int (*) (const void *, const void *)) compare);
  g_print ("%-34s frames %u  median %.2f ms  p90 %.2f ms  min %.2f ms\n", label, frames,
           ms[frames / 2], ms[(frames * 9) / 10], ms[0]);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudusGame) game = g_object_new (LUDUS_TYPE_FT_GAME, NULL);
  g_autoptr(LudusView) view = ludus_view_new (game);
  guint frames = argc > 1 ? (guint) MAX (1, atoi (argv[1])) : 200;
  LudusState *state = mid_game (game);
  const FtState *s = (const FtState *) state;
  guint n_moves = 0;

  ludus_view_update (view, state, s->current, TRUE);
  ludus_view_get_legal_moves (view, &n_moves);
  g_print ("Forum Trajanum board, 4 players, pass %d round %d, %u legal moves, 1920x1080\n",
           s->pass, s->round, n_moves);
  run (view, frames, TRUE, "full redraw, sprite cache warm:");
  run (view, MIN (frames, 50), FALSE, "full redraw, no sprite cache:");
  ludus_game_free_state (game, state);
  return 0;
}
