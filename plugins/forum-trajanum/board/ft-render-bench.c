/* ft-render-bench.c: how long a full redraw of the Forum Trajanum board takes
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A 4-player game is played at random (seeded) into the middle of pass II;
 * the board of the acting seat is then redrawn into a 1920 × 1080 image
 * surface, frame after frame, as the widget does: the model built from the
 * view, every piece and move drawn, the hit map filled. Prints the median
 * and the 90th percentile of three cases: the same position redrawn (a
 * hover, a resize of the same size, keyboard focus: the caches the widget
 * keeps are warm), a position that changes every frame (as after each move:
 * the small-picture caches are warm, the board itself is drawn again), and
 * with no caches at all (the very first frame).
 *
 *   ft-render-bench [FRAMES]        default 200
 *   ft-render-bench --only same|changed|first [FRAMES]
 *       one case, e.g. under valgrind --tool=callgrind to count instructions
 *   ft-render-bench --png FILE [--width W --height H --dark --seat N
 *                               --draft|--first-draft|--setup|--scoring|--end --marks --tribune]
 *                                   draws one frame into FILE (screenshots); --marks marks
 *                                   the other seats' moves since the viewer's last one,
 *                                   --tribune turns "Pay a tribune" on
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
mid_game (LudusGame *game,
          gboolean   draft,
          gboolean   setup,
          gboolean   scoring,
          GArray    *played)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  LudusState *state = ludus_game_new_state (game, 4, 2026, NULL, NULL);
  const FtState *s = (const FtState *) state;

  for (;;)
    {
      guint actors = ludus_game_get_actors (game, state), player = 0;

      if (ludus_game_is_over (game, state) || (setup && !scoring && s->players[0].cranes_placed == 2) ||
          (scoring && !setup && s->phase == FT_PHASE_SCORING_PAY))
        break;
      if (!draft && s->phase == FT_PHASE_TURN && s->pass == 2 && s->round == 3 &&
          s->turn_step == FT_TS_BUILD)
        {
          /* A turn with a real choice of buildings. */
          g_array_set_size (moves, 0);
          ludus_game_legal_moves (game, state, s->current, moves);
          if (moves->len >= 8)
            break;
        }
      if (draft && s->phase == FT_PHASE_DRAFT && s->pass == 2 && s->players[0].draft_take[0] != FT_EMPTY)
        break;
      /* --first-draft: every seat still holds its starting tribune. */
      if (scoring && setup && s->phase == FT_PHASE_DRAFT)
        break;

      while (!(actors & (1u << player)))
        player++;
      g_array_set_size (moves, 0);
      ludus_game_legal_moves (game, state, player, moves);
      {
        LudusMatchMove made = { player, g_array_index (moves, LudusMove,
                                                       g_rand_int_range (rand, 0, (int) moves->len)) };

        ludus_game_apply (game, state, player, &made.move, NULL);
        g_array_append_val (played, made);
      }
    }
  return state;
}

/* Marks on view the other seats' moves since its viewer's last one, as the shell does. */
static void
mark_since (LudusView *view,
            GArray    *played)
{
  guint from = 0;
  int viewer = ludus_view_get_viewer (view);

  for (guint i = 0; i < played->len; i++)
    if ((int) g_array_index (played, LudusMatchMove, i).player == viewer)
      from = i + 1;
  ludus_view_set_marks (view, &g_array_index (played, LudusMatchMove, from), played->len - from);
}

/*
 * Draws frames of @view (alternating with @other if not NULL, so that the
 * position differs from one frame to the next, as after a move) and prints
 * the median, 90th percentile and fastest frame.
 */
static void
run (LudusView  *view,
     LudusView  *other,
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
  ft_board_render_view (cr, view, 1920, 1080, FALSE, hits, NULL, -1, FALSE, sprites);
  for (guint i = 0; i < frames; i++)
    {
      gint64 start = g_get_monotonic_time ();

      ludus_hit_map_clear (hits);
      ft_board_render_view (cr, other != NULL && i % 2 == 0 ? other : view, 1920, 1080, FALSE,
                            hits, NULL, -1, FALSE, sprites);
      cairo_surface_flush (surface);
      ms[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  qsort (ms, frames, sizeof (double), (int (*) (const void *, const void *)) compare);
  g_print ("%-44s frames %3u  median %6.2f ms  p90 %6.2f ms  min %6.2f ms\n", label, frames,
           ms[frames / 2], ms[(frames * 9) / 10], ms[0]);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static int
screenshot (LudusView  *view,
            const char *path,
            int         width,
            int         height,
            gboolean    dark,
            gboolean    tribune)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
  g_autoptr(FtbSprites) sprites = ftb_sprites_new ();
  cairo_status_t status;

  /* Twice, as the widget redraws: the second frame comes from the caches. */
  ft_board_render_view (cr, view, width, height, dark, hits, NULL, -1, tribune, sprites);
  ludus_hit_map_clear (hits);
  ft_board_render_view (cr, view, width, height, dark, hits, NULL, -1, tribune, sprites);
  cairo_destroy (cr);
  status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_printerr ("%s: %s\n", path, cairo_status_to_string (status));
      return 1;
    }
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, &ft_board);
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autofree char *png = NULL;
  int width = 1920, height = 1080, seat = -1;
  gboolean dark = FALSE, draft = FALSE, setup = FALSE, scoring = FALSE, end = FALSE;
  gboolean warm_only = FALSE, marks = FALSE, tribune = FALSE, first_draft = FALSE;
  g_autoptr(GArray) played = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));
  g_autofree char *only = NULL;
  GOptionEntry entries[] = {
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &png, "Draw one frame into this PNG file", "FILE" },
    { "width", 0, 0, G_OPTION_ARG_INT, &width, "Width of the PNG", "W" },
    { "height", 0, 0, G_OPTION_ARG_INT, &height, "Height of the PNG", "H" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
    { "draft", 0, 0, G_OPTION_ARG_NONE, &draft, "A position in the draft", NULL },
    { "setup", 0, 0, G_OPTION_ARG_NONE, &setup, "A position in the setup", NULL },
    { "scoring", 0, 0, G_OPTION_ARG_NONE, &scoring, "Paying citizens at a scoring", NULL },
    { "end", 0, 0, G_OPTION_ARG_NONE, &end, "The end of the game", NULL },
    { "warm-only", 0, 0, G_OPTION_ARG_NONE, &warm_only, "Leave out the first-frame run", NULL },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only, "Run one case: same, changed or first", "CASE" },
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, "The viewing seat", "N" },
    { "marks", 0, 0, G_OPTION_ARG_NONE, &marks, "Mark the others' moves since the viewer's", NULL },
    { "tribune", 0, 0, G_OPTION_ARG_NONE, &tribune, "Pay a tribune: on", NULL },
    { "first-draft", 0, 0, G_OPTION_ARG_NONE, &first_draft, "The first draft", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("[FRAMES]");
  g_autoptr(GError) error = NULL;
  guint frames;
  LudusState *state;
  const FtState *s;
  guint n_moves = 0;

  ludus_i18n_init ();
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  frames = argc > 1 ? (guint) MAX (1, atoi (argv[1])) : 200;
  state = mid_game (game, draft, setup || first_draft, scoring || first_draft, played);
  draft |= first_draft;
  if (end)
    {
      /* Play on to the end. */
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
      g_autoptr(GRand) rand = g_rand_new_with_seed (7);

      while (!ludus_game_is_over (game, state))
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
    }
  s = (const FtState *) state;
  ludus_view_update (view, state,
                     seat >= 0 ? seat : draft || end ? 0 : setup ? s->setup_player
                     : scoring ? s->pay_player : s->current,
                     seat < 0 || (ludus_game_get_actors (game, state) >> seat) & 1);
  if (marks)
    mark_since (view, played);
  if (png != NULL)
    {
      int status = screenshot (view, png, width, height, dark, tribune);

      ludus_game_free_state (game, state);
      return status;
    }
  ludus_view_get_legal_moves (view, &n_moves);
  g_print ("Forum Trajanum board, 4 players, pass %d round %d, %u legal moves, 1920x1080\n",
           s->pass, s->round, n_moves);
  {
    /* The same board one move later, to redraw a changed position. */
    g_autoptr(LudusView) after = ludus_view_new (game);
    LudusState *next = ludus_game_copy_state (game, state);
    const LudusMove *legal = ludus_view_get_legal_moves (view, &n_moves);

    ludus_game_apply (game, next, s->current, &legal[0], NULL);
    ludus_view_update (after, next, s->current, TRUE);
    if (only == NULL || g_str_equal (only, "same"))
      run (view, NULL, frames, TRUE, "redraw, same position (caches warm):");
    if (only == NULL || g_str_equal (only, "changed"))
      run (view, after, frames, TRUE, "redraw, position changes every frame:");
    if ((only == NULL && !warm_only) || g_strcmp0 (only, "first") == 0)
      run (view, NULL, only != NULL ? frames : MIN (frames, 50), FALSE,
           "first frame (no caches at all):");
    ludus_game_free_state (game, next);
  }
  ludus_game_free_state (game, state);
  return 0;
}
