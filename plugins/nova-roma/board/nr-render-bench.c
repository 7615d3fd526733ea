/* nr-render-bench.c: how long a redraw of the Nova Roma board takes, and screenshots
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything is drawn into a 1920 × 1080 image surface through the board
 * spec, as the widget draws it (one renderer, its caches kept from frame to
 * frame), and the time of the draw call alone is taken:
 *
 *  - the same position again (a hover or a focus change: the kept frame is
 *    painted, the regions replayed), in the middle of round 3;
 *  - the redraw after a move: a seeded random 4-player game is played from
 *    the start, each move by the seat to act; after every move the view is
 *    updated to the new position (view_changed, as the shell does) and the
 *    board drawn once. Seat 0 looks throughout (a player at the computer
 *    with other seats played elsewhere), then again with the seat to act
 *    looking (hot-seat: the large board changes hands every turn). The
 *    first 30 moves warm the caches up and are not counted; the next
 *    FRAMES moves are (fewer if the game ends).
 *
 * Prints the median and 90th percentile of each.
 *
 *   nr-render-bench [FRAMES]                    default 200
 *   nr-render-bench --checksums [FRAMES]        and each frame's checksum
 *   nr-render-bench --frames [FRAMES]           and each frame's time and the
 *                   panels drawn afresh for it
 *   nr-render-bench --profile [--seat N] [FRAMES] only the redraws after moves, the
 *                   seat to act looking (or seat N), for callgrind
 *   nr-render-bench --png FILE [--width W --height H --dark --players N
 *                   --stage setup|forum|action|end --seat N --drafts]
 *   nr-render-bench --png FILE --match SAVE.ludus [--seat N …]
 *                   draws a saved match's position, the seat to act looking
 *                   or --seat (the view hides what that seat may not see)
 */
#include "config.h"

#include <stdlib.h>

#include "ludus-match.h"
#include "ludus-registry.h"
#include "ludus-save.h"
#include "nr-board.h"
#include "nr-game.h"
#include "nr-rules.h"

static int
compare (gconstpointer a,
         gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static gboolean
reached (const NrState *s,
         const char    *stage)
{
  if (g_str_equal (stage, "setup"))
    return TRUE;
  if (g_str_equal (stage, "forum"))
    return s->phase == NR_PHASE_FORUM && s->round == 3 && s->turn.step == NR_STEP_START;
  if (g_str_equal (stage, "action"))
    return s->phase == NR_PHASE_FORUM && s->round >= 2 && s->n_tasks == 0
           && s->turn.step == NR_STEP_IN_ACTION
           && (s->frames[s->n_frames - 1].step == NR_FS_BUILD_PLACE
               || s->frames[s->n_frames - 1].step == NR_FS_DEV_BUY);
  return s->phase == NR_PHASE_OVER;
}

static int draft_options[NR_N_OPTIONS];
/* --checksums: each counted frame's pixels are printed as a checksum, to
 * compare two builds' drawings frame by frame. */
static gboolean checksums;
/* --frames: each counted frame's time and the panels drawn afresh for it. */
static gboolean per_frame;

/* The panels of nr_board_get_drawn_panels (), a letter each: Forum, Bar,
 * Markets, Sea, Race, City, Score, the large board's Head, Own supply,
 * Areas and Cards, then the compact boards 0-4. */
static void
print_frame (const char *who,
             guint       n,
             int         seat,
             double      ms,
             guint       drawn)
{
  static const char letters[] = "FBMSRCPHOAK01234";
  char panels[sizeof letters];
  guint k = 0;

  for (guint i = 0; i < sizeof letters - 1; i++)
    if ((drawn >> i) & 1)
      panels[k++] = letters[i];
  panels[k] = '\0';
  g_print ("%s frame %3u seat %d %7.3f ms  %s\n", who, n, seat, ms, panels);
}

static LudusState *
play_to (LudusGame  *game,
         guint       n_players,
         const char *stage)
{
  for (guint64 seed = 2026; seed < 2126; seed++)
    {
      LudusState *state = ludus_game_new_state (game, n_players, seed, draft_options, NULL);
      LudusRng rng;

      ludus_rng_init (&rng, seed + 5);
      while (!reached ((const NrState *) state, stage) && !ludus_game_is_over (game, state))
        {
          guint player = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
          LudusMove move;

          ludus_bot_choose_random (game, state, player, &rng, &move);
          ludus_game_apply (game, state, player, &move, NULL);
        }
      if (reached ((const NrState *) state, stage))
        return state;
      ludus_game_free_state (game, state);
    }
  g_error ("no game reaches %s", stage);
}

/* The position of a saved match (a .ludus file), as the game plays it. */
static LudusState *
load_position (LudusGame  *game,
               const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autoptr(LudusMatch) match = NULL;

  if (ludus_registry_add_game (registry, game, &error))
    match = ludus_match_load (registry, path, &error);
  if (match == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return NULL;
    }
  return ludus_game_copy_state (game, ludus_match_get_state (match));
}

static double
draw_once (gpointer                  renderer,
           cairo_t                  *cr,
           LudusRenderContext       *ctx)
{
  g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
  gint64 start = g_get_monotonic_time ();

  ctx->hits = hits;
  nr_board.draw (cr, ctx, renderer);
  cairo_surface_flush (cairo_get_target (cr));
  ctx->hits = NULL;
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* The frames counted, apart (valgrind --tool=callgrind
 * --toggle-collect=counted_draw nr-render-bench --profile counts them alone). */
G_GNUC_NO_INLINE static double
counted_draw (gpointer            renderer,
              cairo_t            *cr,
              LudusRenderContext *ctx)
{
  volatile double t = draw_once (renderer, cr, ctx);

  return t;
}

static void
report (const char *label,
        double     *ms,
        guint       n)
{
  qsort (ms, n, sizeof (double), compare);
  g_print ("%-44s frames %3u  median %6.2f ms  p90 %6.2f ms\n", label, n, ms[n / 2],
           ms[(n * 9) / 10]);
}

static const char *const names[] = { "Aurelia", "Brutus", "Cassia", "Decimus" };

static void
same_position (LudusView *view,
               guint      frames)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  cairo_t *cr = cairo_create (surface);
  gpointer renderer = nr_board.renderer_new ();
  g_autofree double *ms = g_new (double, frames);
  LudusRenderContext ctx = { 0 };

  ctx.width = 1920;
  ctx.height = 1080;
  ctx.view = view;
  ctx.state = ludus_view_get_state (view);
  draw_once (renderer, cr, &ctx);
  for (guint i = 0; i < frames; i++)
    ms[i] = draw_once (renderer, cr, &ctx);
  report ("redraw, same position (kept frame):", ms, frames);
  nr_board.renderer_free (renderer);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

#define WARM_UP 30

/* A whole game from the start, a redraw after each move; viewer -1: the
 * seat to act looks. */
static void
after_moves (LudusGame  *game,
             guint       players,
             int         viewer,
             guint       frames,
             const char *label)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  cairo_t *cr = cairo_create (surface);
  gpointer renderer = nr_board.renderer_new ();
  g_autofree double *ms = g_new (double, frames);
  g_autoptr(LudusView) view = ludus_view_new (game);
  LudusState *state = ludus_game_new_state (game, players, 2026, draft_options, NULL);
  LudusRenderContext ctx = { 0 };
  LudusRng rng;
  guint n = 0;

  ludus_rng_init (&rng, 2031);
  ctx.width = 1920;
  ctx.height = 1080;
  ctx.view = view;
  for (guint p = 0; p < players; p++)
    ludus_view_set_seat (view, p, names[p], NULL);
  for (guint move = 0; n < frames && !ludus_game_is_over (game, state); move++)
    {
      guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      int seat = viewer >= 0 ? viewer : (int) actor;
      LudusMove m;

      ludus_view_update (view, state, seat, seat == (int) actor);
      nr_board.view_changed (renderer);
      ctx.state = ludus_view_get_state (view);
      if (move >= WARM_UP)
        {
          ms[n] = counted_draw (renderer, cr, &ctx);
          if (per_frame)
            print_frame (viewer >= 0 ? "seat" : "actor", n, seat, ms[n],
                         nr_board_get_drawn_panels (renderer));
          n++;
        }
      else
        draw_once (renderer, cr, &ctx);
      if (checksums && move >= WARM_UP)
        {
          g_autofree char *sum =
            g_compute_checksum_for_data (G_CHECKSUM_SHA1, cairo_image_surface_get_data (surface),
                                         (gsize) cairo_image_surface_get_stride (surface) * 1080);

          g_print ("%s frame %u %s\n", viewer >= 0 ? "seat" : "actor", n, sum);
        }
      ludus_bot_choose_random (game, state, actor, &rng, &m);
      ludus_game_apply (game, state, actor, &m, NULL);
    }
  report (label, ms, n);
  ludus_game_free_state (game, state);
  nr_board.renderer_free (renderer);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static int
screenshot (LudusView  *view,
            const char *path,
            int         width,
            int         height,
            gboolean    dark)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
  cairo_status_t status;

  nr_board_render_view (cr, view, width, height, dark, hits, NULL);
  cairo_destroy (cr);
  status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_printerr ("%s: %s\n", path, cairo_status_to_string (status));
      return 1;
    }
  g_print ("%s\n", path);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&nr_rules, &nr_board);
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autofree char *png = NULL, *stage = NULL, *match_path = NULL;
  int width = 1920, height = 1080, seat = -1, players = 4;
  gboolean dark = FALSE, drafts = FALSE, profile = FALSE;
  GOptionEntry entries[] = {
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &png, "Draw one frame into this PNG file", "FILE" },
    { "width", 0, 0, G_OPTION_ARG_INT, &width, "Width of the PNG", "W" },
    { "height", 0, 0, G_OPTION_ARG_INT, &height, "Height of the PNG", "H" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
    { "players", 0, 0, G_OPTION_ARG_INT, &players, "Players (1-4)", "N" },
    { "stage", 0, 0, G_OPTION_ARG_STRING, &stage, "setup, forum, action or end", "STAGE" },
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, "The viewing seat", "N" },
    { "drafts", 0, 0, G_OPTION_ARG_NONE, &drafts, "Play the setup drafts", NULL },
    { "match", 0, 0, G_OPTION_ARG_FILENAME, &match_path,
      "Draw this saved match's position", "FILE" },
    { "checksums", 0, 0, G_OPTION_ARG_NONE, &checksums,
      "Print a checksum of each frame drawn after a move", NULL },
    { "frames", 0, 0, G_OPTION_ARG_NONE, &per_frame,
      "Print each frame's time and the panels it drew afresh", NULL },
    { "profile", 0, 0, G_OPTION_ARG_NONE, &profile,
      "Only the redraws after moves, the seat to act looking or --seat (for callgrind)", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("[FRAMES]");
  g_autoptr(GError) error = NULL;
  LudusState *state;
  guint frames, actor;
  int profile_viewer;

  ludus_i18n_init ();
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  frames = argc > 1 ? (guint) MAX (1, atoi (argv[1])) : 200;
  draft_options[NR_OPT_DIFFICULTY] = 1;
  draft_options[NR_OPT_MOSAIC_DRAFT] = drafts;
  draft_options[NR_OPT_ASSOCIATE_DRAFT] = drafts;
  profile_viewer = seat >= 0 ? seat : -1;
  state = match_path != NULL ? load_position (game, match_path)
                             : play_to (game, (guint) CLAMP (players, 1, 4),
                                        stage != NULL ? stage : "forum");
  if (state == NULL)
    return 3;
  players = (int) ludus_game_get_n_players (game, state);
  actor = ludus_game_get_actors (game, state);
  if (seat < 0)
    seat = actor != 0 ? g_bit_nth_lsf (actor, -1) : 0;
  ludus_view_update (view, state, seat, (actor >> seat) & 1);
  for (int p = 0; p < players; p++)
    ludus_view_set_seat (view, (guint) p, names[p], NULL);
  if (png != NULL)
    {
      int status = screenshot (view, png, width, height, dark);

      ludus_game_free_state (game, state);
      return status;
    }
  g_print ("Nova Roma board, %d players, 1920x1080\n", players);
  if (profile)
    {
      after_moves (game, (guint) CLAMP (players, 1, 4), profile_viewer, frames,
                   profile_viewer >= 0 ? "redraw after a move, one seat looks:"
                                       : "redraw after a move, the seat to act looks:");
      ludus_game_free_state (game, state);
      return 0;
    }
  same_position (view, frames);
  after_moves (game, (guint) CLAMP (players, 1, 4), 0, frames, "redraw after a move, seat 0 looks:");
  after_moves (game, (guint) CLAMP (players, 1, 4), -1, frames,
               "redraw after a move, the seat to act looks:");
  ludus_game_free_state (game, state);
  return 0;
}
