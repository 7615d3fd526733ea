/* test-render.c: views, hit maps and drawing a board without a display
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ludus-test-readable.h"
#include "testutil.h"

static LudusGame *game;

/* ---- LudusView ---- */

typedef struct
{
  guint     changed;
  guint     chosen;
  LudusMove last;
} ViewLog;

static void
on_changed (LudusView *view,
            ViewLog   *log)
{
  log->changed++;
}

static void
on_move_chosen (LudusView       *view,
                const LudusMove *move,
                ViewLog         *log)
{
  log->chosen++;
  log->last = *move;
}

static LudusView *
new_view (ViewLog *log)
{
  LudusView *view = ludus_view_new (game);

  g_signal_connect (view, "changed", G_CALLBACK (on_changed), log);
  g_signal_connect (view, "move-chosen", G_CALLBACK (on_move_chosen), log);
  return view;
}

static void
test_view (void)
{
  ViewLog log = { 0 };
  g_autoptr(LudusView) view = new_view (&log);
  LudusState *state = tu_state (game, TU_P2);
  LudusMove nine = tu_move (TESTGAME_MOVE_PLAY, 9), seven = tu_move (TESTGAME_MOVE_PLAY, 7);
  const LudusMove *moves;
  guint n;

  g_assert_true (ludus_view_get_game (view) == game);
  g_assert_null (ludus_view_get_state (view));
  g_assert_cmpint (ludus_view_get_viewer (view), ==, -1);

  ludus_view_update (view, state, 0, TRUE);
  g_assert_cmpuint (log.changed, ==, 1);
  g_assert_cmpint (ludus_view_get_viewer (view), ==, 0);
  g_assert_true (ludus_view_get_interactive (view));
  /* The view holds the state as seat 0 may see it. */
  g_assert_cmpuint (tu_tg (ludus_view_get_state (view))->hand[0][2], ==, 9);
  g_assert_cmpuint (tu_tg (ludus_view_get_state (view))->hand[1][0], ==, 0);
  g_assert_cmpuint (tu_tg (ludus_view_get_state (view))->deck[0], ==, 0);

  moves = ludus_view_get_legal_moves (view, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint (moves[0].args[0], ==, 2);
  g_assert_cmpint (moves[2].args[0], ==, 9);
  g_assert_true (ludus_view_is_legal (view, &nine));
  g_assert_false (ludus_view_is_legal (view, &seven));

  /* A legal choice is passed on; anything else is not. */
  g_assert_true (ludus_view_choose (view, &nine));
  g_assert_cmpuint (log.chosen, ==, 1);
  g_assert_true (ludus_move_equal (&log.last, &nine));
  g_assert_false (ludus_view_choose (view, &seven));
  g_assert_cmpuint (log.chosen, ==, 1);

  /* Watching, not playing: no moves. */
  ludus_view_update (view, state, 1, FALSE);
  g_assert_cmpuint (log.changed, ==, 2);
  ludus_view_get_legal_moves (view, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_false (ludus_view_choose (view, &seven));

  /* The public view is never interactive. */
  ludus_view_update (view, state, -1, TRUE);
  g_assert_false (ludus_view_get_interactive (view));
  g_assert_cmpuint (tu_tg (ludus_view_get_state (view))->hand[0][0], ==, 0);
  g_assert_false (ludus_view_choose (view, &nine));
  g_assert_cmpuint (log.chosen, ==, 1);

  ludus_game_free_state (game, state);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* The viewer and whether it may act are properties, notified only when they change. */
static void
test_view_properties (void)
{
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autoptr(LudusState) state = tu_state (game, TU_P2);
  g_autoptr(LudusGame) got = NULL;
  guint viewer_changes = 0, interactive_changes = 0;
  int viewer;

  g_object_get (view, "game", &got, "viewer", &viewer, NULL);
  g_assert_true (got == game);
  g_assert_cmpint (viewer, ==, -1);
  g_signal_connect (view, "notify::viewer", G_CALLBACK (count_notify), &viewer_changes);
  g_signal_connect (view, "notify::interactive", G_CALLBACK (count_notify), &interactive_changes);

  ludus_view_update (view, state, 0, TRUE);
  ludus_view_update (view, state, 0, TRUE);
  g_assert_cmpuint (viewer_changes, ==, 1);
  g_assert_cmpuint (interactive_changes, ==, 1);
  ludus_view_update (view, state, 1, TRUE);
  g_assert_cmpuint (viewer_changes, ==, 2);
  g_assert_cmpuint (interactive_changes, ==, 1);
  ludus_view_update (view, state, -1, TRUE);
  g_assert_cmpuint (viewer_changes, ==, 3);
  g_assert_cmpuint (interactive_changes, ==, 2);
}

static void
test_view_seats (void)
{
  ViewLog log = { 0 };
  g_autoptr(LudusView) view = new_view (&log);
  double r, g, b;

  /* Defaults from the GNOME palette. */
  g_assert_cmpstr (ludus_view_get_seat_colour (view, 0), ==, "#3584e4");
  g_assert_cmpstr (ludus_view_get_seat_colour (view, 1), ==, "#e01b24");
  g_assert_null (ludus_view_get_seat_name (view, 0));

  ludus_view_set_seat (view, 2, "Cy", "#ff8000");
  g_assert_cmpuint (log.changed, ==, 1);
  g_assert_cmpstr (ludus_view_get_seat_name (view, 2), ==, "Cy");
  ludus_view_get_seat_rgb (view, 2, &r, &g, &b);
  g_assert_cmpfloat_with_epsilon (r, 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (g, 128 / 255.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (b, 0.0, 1e-9);

  /* A malformed colour falls back to the seat's default. */
  ludus_view_set_seat (view, 1, "Bob", "orange");
  ludus_view_get_seat_rgb (view, 1, &r, &g, &b);
  g_assert_cmpfloat_with_epsilon (r, 0xe0 / 255.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (g, 0x1b / 255.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (b, 0x24 / 255.0, 1e-9);
}

/* ---- Hit maps ---- */

static void
test_hit_map (void)
{
  g_autoptr(LudusHitMap) map = ludus_hit_map_new ();
  LudusMove a = tu_move (TESTGAME_MOVE_ROW, 0), b = tu_move (TESTGAME_MOVE_ROW, 1), found;
  const char *tooltip = NULL;
  double x, y, w, h;

  ludus_hit_map_add_rect (map, 0, 0, 100, 100, &a, "square");
  ludus_hit_map_add_circle (map, 50, 50, 10, &b, NULL);
  /* A decoration on top, with a tooltip but no move. */
  ludus_hit_map_add_rect (map, 0, 0, 20, 20, NULL, "corner");

  g_assert_cmpuint (ludus_hit_map_get_n_moves (map), ==, 2);
  ludus_hit_map_get_move_region (map, 1, &found, &x, &y, &w, &h);
  g_assert_true (ludus_move_equal (&found, &b));

  /* The circle lies on top of the square. */
  g_assert_true (ludus_hit_map_lookup (map, 52, 52, &found, &tooltip));
  g_assert_true (ludus_move_equal (&found, &b));
  g_assert_true (ludus_hit_map_lookup (map, 80, 80, &found, &tooltip));
  g_assert_true (ludus_move_equal (&found, &a));
  g_assert_cmpstr (tooltip, ==, "square");
  /* The decoration does not block the move below it, but shows its tooltip. */
  g_assert_true (ludus_hit_map_lookup (map, 5, 5, &found, &tooltip));
  g_assert_true (ludus_move_equal (&found, &a));
  g_assert_cmpstr (tooltip, ==, "corner");
  /* Outside everything. */
  g_assert_false (ludus_hit_map_lookup (map, 150, 150, &found, &tooltip));
  g_assert_null (tooltip);
  /* The right and bottom edges are outside. */
  g_assert_false (ludus_hit_map_lookup (map, 100, 50, NULL, NULL));

  ludus_hit_map_clear (map);
  g_assert_cmpuint (ludus_hit_map_get_n_moves (map), ==, 0);
  g_assert_false (ludus_hit_map_lookup (map, 52, 52, NULL, NULL));
}

static void
test_helpers (void)
{
  LudusMove a = tu_move (1, 2), b = tu_move (1, 2);

  g_assert_true (ludus_move_equal (&a, &b));
  b.args[5] = 1;
  g_assert_false (ludus_move_equal (&a, &b));
  /* The two styles differ. */
  g_assert_cmpfloat (ludus_palette_get (FALSE)->background.r, !=,
                     ludus_palette_get (TRUE)->background.r);
}

/* Each seat's piece has its own shape (so seats differ without colour) and
 * is filled with the seat's colour. */
static void
test_seat_pieces (void)
{
  g_autoptr(LudusView) view = ludus_view_new (game);
  guint covered[LUDUS_MAX_PLAYERS];

  for (guint seat = 0; seat < LUDUS_MAX_PLAYERS; seat++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 60, 60);
      cairo_t *cr = cairo_create (surface);
      guint8 *data;
      int stride;
      double r, g, b;
      guint32 expected;

      /* A path left over must not join the piece. */
      cairo_move_to (cr, 0, 0);
      ludus_cairo_seat_piece (cr, view, seat, 30, 30, 20);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      data = cairo_image_surface_get_data (surface);
      stride = cairo_image_surface_get_stride (surface);

      ludus_view_get_seat_rgb (view, seat, &r, &g, &b);
      expected = 0xff000000u | ((guint32) (r * 255 + 0.5) << 16) |
                 ((guint32) (g * 255 + 0.5) << 8) | (guint32) (b * 255 + 0.5);
      g_assert_cmphex (*(guint32 *) (gpointer) (data + 30 * stride + 30 * 4), ==, expected);
      /* Nothing drawn from the stray point at the corner to the piece. */
      g_assert_cmphex (*(guint32 *) (gpointer) (data + 6 * stride + 10 * 4), ==, 0);

      covered[seat] = 0;
      for (int y = 0; y < 60; y++)
        for (int x = 0; x < 60; x++)
          if (data[y * stride + x * 4 + 3] > 127)
            covered[seat]++;
      cairo_surface_destroy (surface);
    }

  for (guint a = 0; a < LUDUS_MAX_PLAYERS; a++)
    for (guint b = a + 1; b < LUDUS_MAX_PLAYERS; b++)
      g_assert_cmpuint (covered[a], !=, covered[b]);
}

/* ---- Rendering Tesserae ---- */

typedef struct
{
  cairo_surface_t *surface;
  LudusHitMap     *hits;
  double           width, height;
} Drawing;

static void
drawing_clear (Drawing *d)
{
  g_clear_pointer (&d->surface, cairo_surface_destroy);
  g_clear_pointer (&d->hits, ludus_hit_map_free);
}

static Drawing
draw (LudusView       *view,
      double           width,
      double           height,
      gboolean         dark,
      const LudusMove *hover)
{
  Drawing d = { cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, (int) height),
                ludus_hit_map_new (), width, height };
  LudusRenderContext ctx = { view, ludus_view_get_state (view), width, height, dark, d.hits,
                             hover, NULL };
  cairo_t *cr = cairo_create (d.surface);

  testgame_board.draw (cr, &ctx, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (d.surface);

  /* Set LUDUS_TEST_PNG_DIR to look at the drawings. */
  if (g_getenv ("LUDUS_TEST_PNG_DIR") != NULL)
    {
      static guint count;
      g_autofree char *name = g_strdup_printf ("testgame-%02u.png", count++);
      g_autofree char *path = g_build_filename (g_getenv ("LUDUS_TEST_PNG_DIR"), name, NULL);

      cairo_surface_write_to_png (d.surface, path);
    }
  return d;
}

static guint32
pixel (Drawing *d,
       int      x,
       int      y)
{
  guint8 *data = cairo_image_surface_get_data (d->surface);
  int stride = cairo_image_surface_get_stride (d->surface);

  return *(guint32 *) (gpointer) (data + y * stride + x * 4);
}

static guint32
rgb_pixel (const LudusRgb *rgb)
{
  return 0xff000000u | ((guint32) (rgb->r * 255 + 0.5) << 16) |
         ((guint32) (rgb->g * 255 + 0.5) << 8) | (guint32) (rgb->b * 255 + 0.5);
}

/* Every move region maps back to a legal move of the view, and every legal
 * move has a region; the centre of each region finds its move. */
static void
assert_hits_match_moves (LudusView *view,
                         Drawing   *d)
{
  guint n_legal, n_regions = ludus_hit_map_get_n_moves (d->hits);
  const LudusMove *legal = ludus_view_get_legal_moves (view, &n_legal);

  g_assert_cmpuint (n_regions, >=, n_legal);
  for (guint i = 0; i < n_regions; i++)
    {
      LudusMove move, found;
      double x, y, w, h;

      ludus_hit_map_get_move_region (d->hits, i, &move, &x, &y, &w, &h);
      g_assert_true (ludus_view_is_legal (view, &move));
      g_assert_true (x >= 0 && y >= 0 && x + w <= d->width && y + h <= d->height);
      g_assert_true (ludus_hit_map_lookup (d->hits, x + w / 2, y + h / 2, &found, NULL));
      g_assert_true (ludus_move_equal (&found, &move));
    }
  for (guint i = 0; i < n_legal; i++)
    {
      gboolean drawn = FALSE;

      for (guint j = 0; j < n_regions && !drawn; j++)
        {
          LudusMove move;

          ludus_hit_map_get_move_region (d->hits, j, &move, NULL, NULL, NULL, NULL);
          drawn = ludus_move_equal (&move, &legal[i]);
        }
      g_assert_true (drawn);
    }
}

static void
test_render_play (void)
{
  LudusView *view = ludus_view_new (game);
  LudusState *state = tu_state (game, TU_P2);
  const LudusPalette *light = ludus_palette_get (FALSE);
  Drawing d;
  LudusMove found, five = tu_move (TESTGAME_MOVE_PLAY, 5);
  const char *tooltip = NULL;

  ludus_view_set_seat (view, 0, "Ann", "#3584e4");
  ludus_view_set_seat (view, 1, "Bob", "#e01b24");
  ludus_view_update (view, state, 0, TRUE);

  d = draw (view, 600, 400, FALSE, NULL);
  /* The three cards of the hand, 2 5 9, left to right at (350, 110). */
  g_assert_cmpuint (ludus_hit_map_get_n_moves (d.hits), ==, 3);
  assert_hits_match_moves (view, &d);
  g_assert_true (ludus_hit_map_lookup (d.hits, 350 + 58 + 25, 110 + 37, &found, &tooltip));
  g_assert_true (ludus_move_equal (&found, &five));
  g_assert_cmpstr (tooltip, ==, "A card of value 5");
  /* A free tile shows what it is worth, and is no move now. */
  g_assert_false (ludus_hit_map_lookup (d.hits, 30 + 100 + 47, 80 + 100 + 47, &found, &tooltip));
  g_assert_cmpstr (tooltip, ==, "A free tile, worth 3");
  /* The backdrop, and the legal card's accent outline. */
  g_assert_cmphex (pixel (&d, 5, 395), ==, rgb_pixel (&light->background));
  g_assert_cmphex (pixel (&d, 350 + 58 + 25, 110 - 2), ==, rgb_pixel (&light->accent));
  drawing_clear (&d);

  /* Scaled to twice the size: the regions scale too. */
  d = draw (view, 1200, 800, TRUE, NULL);
  assert_hits_match_moves (view, &d);
  g_assert_true (ludus_hit_map_lookup (d.hits, 2 * (350 + 58 + 25), 2 * (110 + 37), &found, NULL));
  g_assert_true (ludus_move_equal (&found, &five));
  g_assert_cmphex (pixel (&d, 10, 790), ==, rgb_pixel (&ludus_palette_get (TRUE)->background));
  drawing_clear (&d);

  /* Hovering fills the card's outline. */
  {
    Drawing plain = draw (view, 600, 400, FALSE, NULL);
    Drawing hovered = draw (view, 600, 400, FALSE, &five);

    g_assert_cmphex (pixel (&plain, 350 + 58 + 3, 110 + 3), !=, pixel (&hovered, 350 + 58 + 3, 110 + 3));
    drawing_clear (&plain);
    drawing_clear (&hovered);
  }

  /* Not this seat's turn: nothing to click. */
  ludus_view_update (view, state, 0, FALSE);
  d = draw (view, 600, 400, FALSE, NULL);
  g_assert_cmpuint (ludus_hit_map_get_n_moves (d.hits), ==, 0);
  drawing_clear (&d);

  ludus_game_free_state (game, state);
  g_object_unref (view);
}

static void
test_render_claim (void)
{
  LudusView *view = ludus_view_new (game);
  LudusState *state = tu_state (game,
    "{'players':2,'options':{'lines':1,'deck':0},"
    "'rng':['0000000000000001','0000000000000002','0000000000000003','0000000000000004'],"
    "'phase':'row','round':1,'epoch':1,'deck':[1,1,2,3,3,4,4,6,6,7,8,8],"
    "'hands':[[2,9],[5,7]],'played':[-1,-1],'revealed':[5,9],'drawn':[-1,-1],"
    "'discarded':2,'winner':1,'row':-1,'column':-1,'board':[0,0,0,-1,1,-1,-1,-1,-1],"
    "'rounds_won':[0,1]}");
  LudusMove found;
  const char *tooltip;
  Drawing d;

  /* Choosing a row: rows 2 and 3 are targets, and the Pass button. */
  ludus_view_update (view, state, 1, TRUE);
  d = draw (view, 600, 400, FALSE, NULL);
  g_assert_cmpuint (ludus_hit_map_get_n_moves (d.hits), ==, 3);
  assert_hits_match_moves (view, &d);
  g_assert_true (ludus_hit_map_lookup (d.hits, 40, 80 + 200 + 50, &found, &tooltip));
  g_assert_cmpint (found.kind, ==, TESTGAME_MOVE_ROW);
  g_assert_cmpint (found.args[0], ==, 2);
  g_assert_cmpstr (tooltip, ==, "Row 3");
  /* The full first row is not a target; its tiles say whose they are. */
  g_assert_false (ludus_hit_map_lookup (d.hits, 40, 100, &found, &tooltip));
  g_assert_cmpstr (tooltip, ==, "Player 1’s tile, worth 2");
  g_assert_true (ludus_hit_map_lookup (d.hits, 350 + 120 + 55, 300 + 20, &found, NULL));
  g_assert_cmpint (found.kind, ==, TESTGAME_MOVE_PASS);
  drawing_clear (&d);

  /* Choosing a column of row 2: the free tiles 1 and 3. */
  tu_apply (game, state, 1, TESTGAME_MOVE_ROW, 1);
  ludus_view_update (view, state, 1, TRUE);
  d = draw (view, 600, 400, FALSE, NULL);
  g_assert_cmpuint (ludus_hit_map_get_n_moves (d.hits), ==, 2);
  assert_hits_match_moves (view, &d);
  g_assert_true (ludus_hit_map_lookup (d.hits, 30 + 200 + 47, 80 + 100 + 47, &found, NULL));
  g_assert_cmpint (found.kind, ==, TESTGAME_MOVE_COLUMN);
  g_assert_cmpint (found.args[0], ==, 2);
  g_assert_false (ludus_hit_map_lookup (d.hits, 30 + 100 + 47, 80 + 100 + 47, &found, NULL));
  drawing_clear (&d);

  /* Confirming: the two buttons. */
  tu_apply (game, state, 1, TESTGAME_MOVE_COLUMN, 2);
  ludus_view_update (view, state, 1, TRUE);
  d = draw (view, 600, 400, FALSE, NULL);
  g_assert_cmpuint (ludus_hit_map_get_n_moves (d.hits), ==, 2);
  assert_hits_match_moves (view, &d);
  g_assert_true (ludus_hit_map_lookup (d.hits, 350 + 55, 300 + 20, &found, NULL));
  g_assert_cmpint (found.kind, ==, TESTGAME_MOVE_CONFIRM);
  drawing_clear (&d);

  /* The other seat sees the claim, and has nothing to click. */
  ludus_view_update (view, state, 0, TRUE);
  d = draw (view, 600, 400, FALSE, NULL);
  g_assert_cmpuint (ludus_hit_map_get_n_moves (d.hits), ==, 0);
  drawing_clear (&d);

  ludus_game_free_state (game, state);
  g_object_unref (view);
}

/* A click on the board is a move: hit map → view → match. */
static void
on_chosen_apply (LudusView       *view,
                 const LudusMove *move,
                 LudusMatch      *match)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ludus_match_apply (match, (guint) ludus_view_get_viewer (view), move, &error));
  g_assert_no_error (error);
}

static void
test_click_plays (void)
{
  LudusSeat seats[2];
  g_autoptr(LudusMatch) match = NULL;
  g_autoptr(LudusView) view = ludus_view_new (game);
  LudusMove move;
  Drawing d;

  tu_seats (seats, 2, NULL);
  match = ludus_match_new (game, 2, seats, 17, NULL, FALSE, NULL);
  g_signal_connect (view, "move-chosen", G_CALLBACK (on_chosen_apply), match);
  ludus_view_update (view, ludus_match_get_state (match), 0, TRUE);
  d = draw (view, 600, 400, FALSE, NULL);
  g_assert_true (ludus_hit_map_lookup (d.hits, 350 + 25, 110 + 37, &move, NULL));
  g_assert_true (ludus_view_choose (view, &move));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 1);
  g_assert_cmpint (ludus_match_get_move (match, 0)->move.args[0], ==,
                   tu_tg (ludus_match_get_state_at (match, 0))->hand[0][0]);
  drawing_clear (&d);
}

/* ---- Readable at 1280×800 ---- */

/* The text helpers record what they draw, where and how large, after the board's transform. */
static void
test_text_map (void)
{
  g_autoptr(LudusTextMap) map = ludus_text_map_new ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 200, 100);
  cairo_t *cr = cairo_create (surface);
  const LudusTextBox *box;

  /* Nothing is recorded without a map. */
  ludus_cairo_text_at (cr, "unseen", 0, 0, 12, FALSE);
  ludus_render_set_text_map (cr, map);
  g_assert_true (ludus_render_get_text_map (cr) == map);

  cairo_translate (cr, 10, 20);
  cairo_scale (cr, 2, 2);
  ludus_cairo_text_at (cr, "Deck", 5, 5, 8, FALSE);
  ludus_cairo_text_centered (cr, "Wide text here", 40, 20, 10, 20);
  ludus_render_record_text (cr, "own", 0, 0, 10, 5, 6);
  ludus_cairo_text_at (cr, "", 0, 0, 12, FALSE);
  g_assert_cmpuint (ludus_text_map_get_n_boxes (map), ==, 3);

  box = ludus_text_map_get_box (map, 0);
  g_assert_cmpstr (box->text, ==, "Deck");
  g_assert_cmpfloat_with_epsilon (box->size, 16, 1e-9);
  /* The ink lies inside the layout: right of and below (5, 5) scaled and moved. */
  g_assert_cmpfloat (box->x, >=, 20);
  g_assert_cmpfloat (box->y, >=, 30);
  g_assert_cmpfloat (box->width, >, 20);
  g_assert_cmpfloat (box->height, >, 8);
  g_assert_cmpfloat (box->height, <, 20);

  /* Shrunk to fit 20 units: 40 device pixels wide at most, and smaller than asked. */
  box = ludus_text_map_get_box (map, 1);
  g_assert_cmpfloat (box->width, <=, 40.5);
  g_assert_cmpfloat (box->size, <, 20);
  g_assert_cmpfloat (ABS (box->x + box->width / 2 - 90), <, 2);

  box = ludus_text_map_get_box (map, 2);
  g_assert_cmpfloat_with_epsilon (box->x, 10, 1e-9);
  g_assert_cmpfloat_with_epsilon (box->y, 20, 1e-9);
  g_assert_cmpfloat_with_epsilon (box->width, 20, 1e-9);
  g_assert_cmpfloat_with_epsilon (box->height, 10, 1e-9);
  g_assert_cmpfloat_with_epsilon (box->size, 12, 1e-9);

  ludus_text_map_clear (map);
  g_assert_cmpuint (ludus_text_map_get_n_boxes (map), ==, 0);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* A board that breaks every rule, to see the checker fail and say where. */
static void
bad_board_draw (cairo_t                  *cr,
                const LudusRenderContext *ctx,
                gpointer                  user_data)
{
  ludus_cairo_text_at (cr, "tiny", 10, 10, 8, FALSE);
  ludus_cairo_text_at (cr, "Left label", 100, 100, 14, FALSE);
  ludus_cairo_text_at (cr, "Right label", 130, 102, 14, FALSE);
  ludus_cairo_text_at (cr, "off the edge", ctx->width - 20, 300, 14, FALSE);
}

static void
check_bad_board (void)
{
  static const LudusBoardSpec bad_board = { "bad", 0, .draw = bad_board_draw };
  g_autoptr(LudusState) state = tu_state (game, TU_P2);
  LudusTestBoardPosition position = { "start", state, 0 };

  g_assert_cmpuint (ludus_test_check_readable (game, &bad_board, &position, 1), ==, 4 * 3);
}

static void
test_readable_fails (void)
{
  if (g_test_subprocess ())
    {
      check_bad_board ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*12 readability problems at 1280×716*");
  g_test_trap_assert_stderr ("*en, position “start”, seat 1: “tiny” (*) is 8.0 px, under 11 px*");
  g_test_trap_assert_stderr ("*ru, position “start”, seat 1: “Left label” (*) overlaps "
                             "“Right label” (*)*");
  g_test_trap_assert_stderr ("*cs, position “start”, seat 1: “off the edge” (*) runs off*");
}

/* Tesserae's board, in every language, for every seat, through seeded random games. */
static void
test_readable (void)
{
  for (guint n_players = 2; n_players <= TESTGAME_MAX_PLAYERS; n_players++)
    {
      g_autoptr(GPtrArray) states = ludus_test_random_positions (game, n_players,
                                                                 4100 + n_players, 4);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autofree LudusTestBoardPosition *positions = g_new0 (LudusTestBoardPosition,
                                                             states->len);

      for (guint i = 0; i < states->len; i++)
        {
          g_ptr_array_add (names, g_strdup_printf ("%up-%u-of-%u", n_players, i + 1,
                                                   states->len));
          positions[i].name = names->pdata[i];
          positions[i].state = states->pdata[i];
          positions[i].viewer = LUDUS_TEST_EVERY_VIEWER;
        }
      g_assert_cmpuint (ludus_test_check_readable (game, &testgame_board, positions,
                                                   states->len), ==, 0);
      g_assert_cmpuint (ludus_test_check_targets (game, &testgame_board, positions,
                                                  states->len), ==, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  int result;

  g_unsetenv ("LANGUAGE");
  ludus_i18n_init ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  game = ludus_rules_game_new (&testgame_rules, &testgame_board);

  g_test_add_func ("/ludus/core/render/view", test_view);
  g_test_add_func ("/ludus/core/render/view-properties", test_view_properties);
  g_test_add_func ("/ludus/core/render/view-seats", test_view_seats);
  g_test_add_func ("/ludus/core/render/hit-map", test_hit_map);
  g_test_add_func ("/ludus/core/render/helpers", test_helpers);
  g_test_add_func ("/ludus/core/render/seat-pieces", test_seat_pieces);
  g_test_add_func ("/ludus/core/render/play", test_render_play);
  g_test_add_func ("/ludus/core/render/claim", test_render_claim);
  g_test_add_func ("/ludus/core/render/click-plays", test_click_plays);
  g_test_add_func ("/ludus/core/render/text-map", test_text_map);
  g_test_add_func ("/ludus/core/render/readable-fails", test_readable_fails);
  g_test_add_func ("/ludus/core/render/readable", test_readable);

  result = g_test_run ();
  g_object_unref (game);
  return result;
}
