/* test-ft-board.c: the Forum Trajanum board, drawn without a display
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions come from seeded random play through the engine: setup, the
 * middle of a draft, the middle of a pass, and the end, for 2, 3 and 4
 * players, drawn from every seat. Each drawing must show something, every
 * legal move must have a region whose centre maps back to it, and nobody's
 * draft tiles may show for another seat.
 */
#include "config.h"

#include <string.h>

#include "ft-board.h"
#include "ft-board-adapt.h"
#include "ft-board-paint.h"
#include "ft-game.h"

#define W 1280
#define H 800

typedef enum
{
  AT_SETUP,
  AT_MID_DRAFT,
  AT_MID_PASS,
  AT_END,
  AT_FIRST_DRAFT
} Stage;

static gboolean
reached (const FtState *s,
         Stage          stage)
{
  switch (stage)
    {
    case AT_SETUP:
      return TRUE;
    case AT_MID_DRAFT:
      /* Seat 0 has finished its draft, seat 1 has taken one tile. */
      return s->phase == FT_PHASE_DRAFT && s->round == 2 && s->players[0].draft_done &&
             !s->players[1].draft_done && s->players[1].draft_take[0] != FT_EMPTY &&
             s->players[1].draft_take[1] == FT_EMPTY;
    case AT_FIRST_DRAFT:
      /* Every seat still holds its starting tribune. */
      return s->phase == FT_PHASE_DRAFT;
    case AT_MID_PASS:
      return s->phase == FT_PHASE_TURN && s->pass == 2 && s->round == 2 && s->turn_step == FT_TS_BUILD;
    case AT_END:
    default:
      return s->phase == FT_PHASE_GAME_OVER;
    }
}

/* Plays seeded random moves (the lowest acting seat first) until @stage. */
static LudusState *
play_to (LudusGame *game,
         guint      n_players,
         guint64    seed,
         Stage      stage)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  LudusState *state = ludus_game_new_state (game, n_players, seed, NULL, &error);

  g_assert_no_error (error);
  for (guint step = 0; step < 20000; step++)
    {
      guint actors, player = 0;
      LudusMove move;

      if (reached ((const FtState *) state, stage) || ludus_game_is_over (game, state))
        break;
      actors = ludus_game_get_actors (game, state);
      g_assert_cmpuint (actors, !=, 0);
      while (!(actors & (1u << player)))
        player++;
      g_array_set_size (moves, 0);
      ludus_game_legal_moves (game, state, player, moves);
      g_assert_cmpuint (moves->len, >, 0);
      /* Prefer building and doing things over ending the turn at once. */
      move = g_array_index (moves, LudusMove, g_rand_int_range (rand, 0, (int) moves->len));
      if (move.kind == FT_MOVE_SKIP_BUILD && moves->len > 1 && g_rand_boolean (rand))
        move = g_array_index (moves, LudusMove, g_rand_int_range (rand, 0, (int) moves->len));
      g_assert_true (ludus_game_apply (game, state, player, &move, &error));
      g_assert_no_error (error);
    }
  g_assert_true (reached ((const FtState *) state, stage));
  return state;
}

/* Distinct colours in a sample of pixels: a blank surface has one. */
static guint
count_colours (cairo_surface_t *surface)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  const guint8 *data;
  int stride;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < H; y += 7)
    for (int x = 0; x < W; x += 7)
      {
        /* Cairo's rows and 32-bit pixels are 4-byte aligned. */
        guint32 px = *(const guint32 *) (const void *) (data + y * stride + x * 4);

        g_hash_table_add (seen, GUINT_TO_POINTER (px));
      }
  return g_hash_table_size (seen);
}

/* Every legal move must own one region whose centre maps back to it, under
 * some building form; returns the move regions seen for the first form. */
static void
check_moves (LudusView *view)
{
  const LudusMove *legal;
  guint n_legal = 0;
  g_autofree gboolean *found = NULL;
  g_autoptr(FtbModel) model = ftb_model_new ();
  const FtData *d = ft_data_get (NULL);
  guint16 forms;
  guint selectors = 0;

  legal = ludus_view_get_legal_moves (view, &n_legal);
  found = g_new0 (gboolean, MAX (1, n_legal));
  ftb_model_fill (model, d, (const FtState *) ludus_view_get_state (view),
                  ludus_view_get_viewer (view), legal, n_legal, -1, FALSE);
  forms = model->forms_legal;

  /* Every form, then the tiles taken for a tribune (the toggle on). */
  for (int form = -1; form <= FTB_N_FORMS; form++)
    {
      g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
      gboolean tribune = form == FTB_N_FORMS;
      cairo_surface_t *surface;
      cairo_t *cr;

      if ((form >= 0 && !tribune && !((forms >> form) & 1)) || (tribune && !model->tribune_legal))
        continue;
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, W, H);
      cr = cairo_create (surface);
      ft_board_render_view (cr, view, W, H, FALSE, hits, NULL, tribune ? -1 : form, tribune, NULL);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);

      for (guint i = 0; i < ludus_hit_map_get_n_moves (hits); i++)
        {
          LudusMove move, back;
          double x, y, w, h;

          ludus_hit_map_get_move_region (hits, i, &move, &x, &y, &w, &h);
          g_assert_cmpfloat (w, >, 4);
          g_assert_cmpfloat (h, >, 4);
          g_assert_true (ludus_hit_map_lookup (hits, x + w / 2, y + h / 2, &back, NULL));
          g_assert_true (ludus_move_equal (&move, &back));
          if (move.kind == FTB_FORM_MOVE_KIND && move.args[0] == FTB_TRIBUNE_TOGGLE)
            {
              /* The tribune toggle, at least 24 × 24 at 1280 × 800. */
              g_assert_true (model->tribune_legal);
              g_assert_cmpfloat (w, >=, 24);
              g_assert_cmpfloat (h, >=, 24);
              continue;
            }
          if (move.kind == FTB_FORM_MOVE_KIND)
            {
              /* A building form's selector: reachable like a move. */
              g_assert_true ((forms >> move.args[0]) & 1);
              selectors |= 1u << move.args[0];
              continue;
            }
          g_assert_true (ludus_view_is_legal (view, &move));
          for (guint j = 0; j < n_legal; j++)
            if (ludus_move_equal (&legal[j], &move))
              found[j] = TRUE;
        }
    }

  /* Every form with moves has its selector in the supply. */
  g_assert_cmpuint (selectors, ==, forms);
  for (guint j = 0; j < n_legal; j++)
    if (!found[j])
      g_error ("legal move %s %d %d %d %d has no region",
               ft_move_kind_names[legal[j].kind], legal[j].args[0], legal[j].args[1],
               legal[j].args[2], legal[j].args[3]);
}

/* Tooltips in the part of the drawing that shows other seats. */
static GPtrArray *
tooltips_in (LudusHitMap *hits,
             double       x0,
             double       y0,
             double       x1,
             double       y1)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  for (double y = y0; y < y1; y += 3)
    for (double x = x0; x < x1; x += 3)
      {
        const char *tip = NULL;

        ludus_hit_map_lookup (hits, x, y, NULL, &tip);
        if (tip != NULL)
          g_ptr_array_add (texts, g_strdup (tip));
      }
  return texts;
}

static void
check_view (LudusGame  *game,
            LudusState *state,
            int         viewer,
            Stage       stage)
{
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, W, H);
  cairo_t *cr = cairo_create (surface);
  const FtState *s = (const FtState *) state;
  gboolean acting = (ludus_game_get_actors (game, state) >> viewer) & 1;

  ludus_view_update (view, state, viewer, acting);
  for (int dark = 0; dark <= 1; dark++)
    {
      ludus_hit_map_clear (hits);
      ft_board_render_view (cr, view, W, H, dark, hits, NULL, -1, FALSE, NULL);
      g_assert_cmpuint (count_colours (surface), >, 40);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  if (acting)
    {
      guint n = 0;

      ludus_view_get_legal_moves (view, &n);
      g_assert_cmpuint (n, >, 0);
      check_moves (view);
    }

  if (stage == AT_MID_DRAFT)
    {
      g_autoptr(FtbModel) model = ftb_model_new ();
      g_autoptr(GPtrArray) tips = NULL;
      g_autoptr(GPtrArray) own = NULL;
      FtbLayout lay;
      /* The test runs in English: the hand captions of ft-board-draw.c. */
      const char *taken = "Taken: ", *kept = "Kept: ", *given = "Given: ";
      gboolean own_shown = FALSE;
      const FtPlayer *me = &s->players[viewer];

      ftb_model_fill (model, ft_data_get (NULL), (const FtState *) ludus_view_get_state (view),
                      viewer, NULL, 0, -1, FALSE);
      /* The other seats sit under the game board, right of the viewer's Colonia. */
      ftb_layout_compute (model, W, H, 0, &lay);
      tips = tooltips_in (hits, (lay.board.x) * lay.scale, (lay.board.y + lay.board.h) * lay.scale,
                          W, H);
      own = tooltips_in (hits, 0, 0, (lay.viewer.x + lay.viewer.w) * lay.scale, H);
      for (int p = 0; p < s->n_players; p++)
        if (p != viewer)
          g_assert_cmpint (model->players[p].n_hand, ==, 0);

      g_assert_cmpuint (tips->len, >, 0);
      for (guint i = 0; i < tips->len; i++)
        {
          const char *tip = g_ptr_array_index (tips, i);

          g_assert_false (g_str_has_prefix (tip, taken));
          g_assert_false (g_str_has_prefix (tip, kept));
          g_assert_false (g_str_has_prefix (tip, given));
        }
      /* The viewer does see their own draft tiles. */
      for (guint i = 0; i < own->len; i++)
        {
          const char *tip = g_ptr_array_index (own, i);

          own_shown |= g_str_has_prefix (tip, taken) || g_str_has_prefix (tip, kept) ||
                       g_str_has_prefix (tip, given);
        }
      if (me->draft_take[0] != FT_EMPTY || me->hand_own != FT_EMPTY)
        g_assert_true (own_shown);
    }
}

/* The sprite and panel caches draw the same regions as drawing afresh: the
 * second cached frame replays the panels' tooltips. */
static void
check_cache (LudusGame  *game,
             LudusState *state,
             int         viewer)
{
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autoptr(FtbSprites) sprites = ftb_sprites_new ();
  g_autoptr(GPtrArray) fresh = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, W, H);
  cairo_t *cr = cairo_create (surface);

  g_autoptr(LudusHitMap) first = ludus_hit_map_new ();

  ludus_view_update (view, state, viewer, TRUE);
  for (int frame = 0; frame < 3; frame++)
    {
      g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
      g_autoptr(GPtrArray) tips = NULL;

      ft_board_render_view (cr, view, W, H, FALSE, frame == 0 ? first : hits, NULL, -1, FALSE,
                            frame == 0 ? NULL : sprites);
      tips = tooltips_in (frame == 0 ? first : hits, 0, 0, W, H);
      if (frame == 0)
        fresh = g_steal_pointer (&tips);
      else
        {
          /* The moves' regions are where they were drawn afresh. */
          g_assert_cmpuint (ludus_hit_map_get_n_moves (hits), ==, ludus_hit_map_get_n_moves (first));
          g_assert_cmpuint (ludus_hit_map_get_n_moves (hits), >, 0);
          for (guint i = 0; i < ludus_hit_map_get_n_moves (hits); i++)
            {
              LudusMove ma, mb;
              double ax, ay, aw, ah, bx, by, bw, bh;

              ludus_hit_map_get_move_region (first, i, &ma, &ax, &ay, &aw, &ah);
              ludus_hit_map_get_move_region (hits, i, &mb, &bx, &by, &bw, &bh);
              g_assert_true (ludus_move_equal (&ma, &mb));
              g_assert_cmpfloat_with_epsilon (ax, bx, 0.01);
              g_assert_cmpfloat_with_epsilon (ay, by, 0.01);
              g_assert_cmpfloat_with_epsilon (aw, bw, 0.01);
              g_assert_cmpfloat_with_epsilon (ah, bh, 0.01);
            }
        }
      if (frame > 0)
        {
          /* Region edges may move by a rounded pixel; the pieces named may not. */
          g_autoptr(GHashTable) a = g_hash_table_new (g_str_hash, g_str_equal);
          g_autoptr(GHashTable) b = g_hash_table_new (g_str_hash, g_str_equal);

          for (guint i = 0; i < tips->len; i++)
            g_hash_table_add (a, g_ptr_array_index (tips, i));
          for (guint i = 0; i < fresh->len; i++)
            g_hash_table_add (b, g_ptr_array_index (fresh, i));
          g_assert_cmpuint (g_hash_table_size (a), ==, g_hash_table_size (b));
          for (guint i = 0; i < fresh->len; i++)
            g_assert_true (g_hash_table_contains (a, g_ptr_array_index (fresh, i)));
          g_assert_cmpuint (tips->len, >, fresh->len - fresh->len / 100);
        }
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* A spectator (no seat) sees nobody's tiles in hand, and the board draws. */
static void
check_spectator (LudusGame  *game,
                 LudusState *state)
{
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autoptr(FtbModel) model = ftb_model_new ();
  g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, W, H);
  cairo_t *cr = cairo_create (surface);
  const FtState *s = (const FtState *) state;

  ludus_view_update (view, state, -1, FALSE);
  ftb_model_fill (model, ft_data_get (NULL), (const FtState *) ludus_view_get_state (view), -1,
                  NULL, 0, -1, FALSE);
  for (int p = 0; p < s->n_players; p++)
    g_assert_cmpint (model->players[p].n_hand, ==, 0);
  ft_board_render_view (cr, view, W, H, FALSE, hits, NULL, -1, FALSE, NULL);
  g_assert_cmpuint (count_colours (surface), >, 40);
  g_assert_cmpuint (ludus_hit_map_get_n_moves (hits), ==, 0);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
check_stage (Stage stage)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, &ft_board);

  for (guint n = 2; n <= 4; n++)
    {
      LudusState *state = play_to (game, n, 1000 + n * 17 + stage, stage);

      for (guint viewer = 0; viewer < n; viewer++)
        check_view (game, state, (int) viewer, stage);
      if (stage == AT_MID_PASS)
        check_cache (game, state, ((const FtState *) state)->current);
      if (stage == AT_MID_DRAFT)
        check_spectator (game, state);
      ludus_game_free_state (game, state);
    }
}

static void
test_setup (void)
{
  check_stage (AT_SETUP);
}

static void
test_mid_draft (void)
{
  check_stage (AT_MID_DRAFT);
}

static void
test_mid_pass (void)
{
  check_stage (AT_MID_PASS);
}

static void
test_end (void)
{
  check_stage (AT_END);
}

/* A build move's hover preview names what it brings. */
static void
test_preview (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, &ft_board);
  LudusState *state = play_to (game, 3, 4242, AT_MID_PASS);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  const FtState *s = (const FtState *) state;
  guint with_preview = 0, builds = 0;

  ludus_game_legal_moves (game, state, s->current, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      const LudusMove *m = &g_array_index (moves, LudusMove, i);
      g_autofree char *text = NULL;

      if (ftb_move_form (m) < 0)
        continue;
      builds++;
      text = ftb_move_preview (ft_data_get (NULL), s, s->current, m);
      if (text != NULL)
        with_preview++;
    }
  /* Every grey building moves a track or scores; every coloured one sends
   * an envoy when the ship holds one. */
  if (builds > 0 && s->players[s->current].ship_n > 0)
    g_assert_cmpuint (with_preview, ==, builds);
  ludus_game_free_state (game, state);
}

/* Draws @view through the board's spec, as the shell does, with @renderer. */
static void
draw_spec (gpointer     renderer,
           LudusView   *view,
           LudusHitMap *hits)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, W, H);
  cairo_t *cr = cairo_create (surface);
  LudusRenderContext ctx = { 0 };

  ctx.view = view;
  ctx.state = ludus_view_get_state (view);
  ctx.width = W;
  ctx.height = H;
  ctx.hits = hits;
  ludus_hit_map_clear (hits);
  ludus_render_draw (&ft_board, renderer, cr, &ctx);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* How many move regions of @kind the drawing has; the toggle's region in @toggle. */
static guint
count_kind (LudusHitMap *hits,
            int          kind,
            LudusMove   *toggle,
            const char **toggle_tip)
{
  guint n = 0;

  for (guint i = 0; i < ludus_hit_map_get_n_moves (hits); i++)
    {
      LudusMove move, back;
      double x, y, w, h;

      ludus_hit_map_get_move_region (hits, i, &move, &x, &y, &w, &h);
      if (move.kind == FTB_FORM_MOVE_KIND && move.args[0] == FTB_TRIBUNE_TOGGLE)
        {
          /* One clear control: at least 24 × 24, its tooltip naming the effect. */
          g_assert_cmpfloat (w, >=, 24);
          g_assert_cmpfloat (h, >=, 24);
          g_assert_true (ludus_hit_map_lookup (hits, x + w / 2, y + h / 2, &back, toggle_tip));
          g_assert_true (ludus_move_equal (&move, &back));
          *toggle = move;
        }
      n += move.kind == kind;
    }
  return n;
}

/* Paying a tribune in the draft is one toggle: off, the grid offers the tiles
 * of the named streets; clicked (its region's move, as the shell sends it),
 * every tile of the grid is offered for a tribune; after a move it is off. */
static void
test_tribune_toggle (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, &ft_board);
  LudusState *state = play_to (game, 3, 4242, AT_FIRST_DRAFT);
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
  gpointer renderer = ft_board.renderer_new ();
  LudusMove toggle = { .kind = -1 };
  const char *tip = NULL;
  guint streets, tribunes;

  g_assert_cmpint (((const FtState *) state)->players[1].tribunes, >, 0);
  ludus_view_update (view, state, 1, TRUE);
  ft_board.view_changed (renderer);
  draw_spec (renderer, view, hits);
  streets = count_kind (hits, FT_MOVE_TAKE_STREET, &toggle, &tip);
  g_assert_cmpint (toggle.kind, ==, FTB_FORM_MOVE_KIND);
  g_assert_nonnull (strstr (tip, "tribune"));
  g_assert_cmpuint (streets, >, 0);
  g_assert_cmpuint (count_kind (hits, FT_MOVE_TAKE_TRIBUNE, &toggle, &tip), ==, 0);
  g_assert_false (ft_board_get_tribune (renderer));

  /* On: the tiles are taken for a tribune, more of them than the streets hold. */
  g_assert_true (ft_board.local_move (renderer, &toggle));
  draw_spec (renderer, view, hits);
  g_assert_true (ft_board_get_tribune (renderer));
  tribunes = count_kind (hits, FT_MOVE_TAKE_TRIBUNE, &toggle, &tip);
  g_assert_cmpuint (tribunes, >, streets);
  g_assert_cmpuint (count_kind (hits, FT_MOVE_TAKE_STREET, &toggle, &tip), ==, 0);
  g_assert_nonnull (strstr (tip, "On:"));

  /* Off again by the toggle, and after any change of the view. */
  g_assert_true (ft_board.local_move (renderer, &toggle));
  draw_spec (renderer, view, hits);
  g_assert_false (ft_board_get_tribune (renderer));
  g_assert_true (ft_board.local_move (renderer, &toggle));
  ft_board.view_changed (renderer);
  draw_spec (renderer, view, hits);
  g_assert_false (ft_board_get_tribune (renderer));
  g_assert_cmpuint (count_kind (hits, FT_MOVE_TAKE_STREET, &toggle, &tip), ==, streets);

  ft_board.renderer_free (renderer);
  ludus_game_free_state (game, state);
}

/* The other seats' last moves (the view's marks) are marked where they
 * touched: the forum cell of an envoy, the cells built on. */
static void
test_marks (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, &ft_board);
  LudusState *state = play_to (game, 3, 4242, AT_MID_PASS);
  const FtState *s = (const FtState *) state;
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autoptr(FtbModel) model = ftb_model_new ();
  int other = (s->current + 1) % s->n_players;
  int grey = -1;
  LudusMatchMove marks[4] = {
    { (guint) other, { .kind = FT_MOVE_PLACE_ENVOY, .args = { s->forum_w + 2 } } },
    { (guint) other, { .kind = FT_MOVE_BUILD_DOUBLE, .args = { 0, 0, 7, 8 } } },
    { (guint) s->current, { .kind = FT_MOVE_BUILD_SINGLE, .args = { 0, 0, 9 } } },
    { (guint) other, { .kind = FT_MOVE_BUILD_SINGLE, .args = { 0, 0, 10 } } },
  };

  ludus_view_update (view, state, s->current, TRUE);
  ftb_model_fill (model, ft_data_get (NULL), s, s->current, NULL, 0, -1, FALSE);
  /* A grey single tile that is a library, basilica or market moves a marker. */
  for (int c = 0; c < FTB_N_COLOURS && grey < 0; c++)
    if (model->single_grey[c] >= FTB_BLD_LIBRARY && model->single_grey[c] <= FTB_BLD_MARKET)
      grey = c;
  g_assert_cmpint (grey, >=, 0);
  marks[3].move.args[0] = grey;
  ludus_view_set_marks (view, marks, G_N_ELEMENTS (marks));
  ftb_model_set_marks (model, view);
  g_assert_cmpuint (model->moved, ==, 1u << other);
  g_assert_cmpint (model->forum_mark[1][2], ==, other);
  g_assert_cmpuint (model->cell_mark[other], ==, (G_GUINT64_CONSTANT (1) << 7) | (G_GUINT64_CONSTANT (1) << 8) |
                                                 (G_GUINT64_CONSTANT (1) << 10));
  g_assert_cmpuint (model->track_mark[other], ==, 1u << (model->single_grey[grey] - FTB_BLD_LIBRARY));
  /* The viewer's own moves are not marked. */
  g_assert_cmpuint (model->cell_mark[s->current], ==, 0);
  g_assert_cmpuint (model->track_mark[s->current], ==, 0);

  /* Marked, the board looks different; without marks, as before. */
  {
    cairo_surface_t *a = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, W, H);
    cairo_surface_t *b = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, W, H);
    cairo_t *cr = cairo_create (a);

    ft_board_render_view (cr, view, W, H, FALSE, NULL, NULL, -1, FALSE, NULL);
    cairo_destroy (cr);
    ludus_view_set_marks (view, NULL, 0);
    cr = cairo_create (b);
    ft_board_render_view (cr, view, W, H, FALSE, NULL, NULL, -1, FALSE, NULL);
    cairo_destroy (cr);
    cairo_surface_flush (a);
    cairo_surface_flush (b);
    g_assert_true (memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                           (gsize) cairo_image_surface_get_stride (a) * H) != 0);
    cairo_surface_destroy (a);
    cairo_surface_destroy (b);
  }
  ludus_game_free_state (game, state);
}

/* Every text fits the box it was given, or is cut with "…": nothing is drawn
 * past its box (a word too long for its cell), in any language, at the
 * board's size in a 1280 × 800 window and in a narrow one. */
static void
test_text_in_boxes (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, &ft_board);
  const char *const *languages = ludus_i18n_get_languages ();
  g_autofree char *previous = g_strdup (ludus_i18n_get_language ());
  static const Stage stages[] = { AT_SETUP, AT_MID_DRAFT, AT_MID_PASS, AT_END };
  static const double sizes[][2] = { { 1280, 716 }, { 960, 744 } };

  for (guint k = 0; k < G_N_ELEMENTS (stages); k++)
    for (guint n = 3; n <= 4; n++)
      {
        LudusState *state = play_to (game, n, 1000 + n * 17 + stages[k], stages[k]);
        g_autoptr(LudusView) view = ludus_view_new (game);

        ludus_view_update (view, state, 0, TRUE);
        for (guint l = 0; languages[l] != NULL; l++)
          for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
            {
              g_autoptr(LudusTextMap) texts = ludus_text_map_new ();
              cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                                     (int) sizes[z][0],
                                                                     (int) sizes[z][1]);
              cairo_t *cr = cairo_create (surface);
              guint before = ftb_text_overflows ();

              ludus_i18n_set_language (languages[l]);
              ludus_render_set_text_map (cr, texts);
              ft_board_render_view (cr, view, sizes[z][0], sizes[z][1], FALSE, NULL, NULL, -1,
                                    FALSE, NULL);
              ludus_render_set_text_map (cr, NULL);
              if (ftb_text_overflows () != before)
                g_error ("%s, %u players, stage %d, %.0f×%.0f: %u texts drawn past their box",
                         languages[l], n, stages[k], sizes[z][0], sizes[z][1],
                         ftb_text_overflows () - before);
              g_assert_cmpuint (ludus_text_map_get_n_boxes (texts), >, 0);
              cairo_destroy (cr);
              cairo_surface_destroy (surface);
            }
        ludus_game_free_state (game, state);
      }
  ludus_i18n_set_language (previous);
}

/* The tooltips of the components say what each does, on a line after what it
 * is: the Colonia's cells, the forum's cells, the street decks and cards. */
static void
test_component_tooltips (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&ft_rules, &ft_board);
  LudusState *state = play_to (game, 3, 1000 + 3 * 17 + AT_MID_DRAFT, AT_MID_DRAFT);
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autoptr(LudusHitMap) hits = ludus_hit_map_new ();
  g_autoptr(GPtrArray) tips = NULL;
  static const char *const named[] = {
    "Temple (", "Face-down colonia tile", "Free building cell", "crane", "Eagle",
    "Forum, ", "Street deck", "Street card",
  };
  guint seen[G_N_ELEMENTS (named)] = { 0 };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, W, H);
  cairo_t *cr = cairo_create (surface);

  ludus_view_update (view, state, 0, TRUE);
  ft_board_render_view (cr, view, W, H, FALSE, hits, NULL, -1, FALSE, NULL);
  tips = tooltips_in (hits, 0, 0, W, H);
  for (guint i = 0; i < tips->len; i++)
    {
      const char *tip = g_ptr_array_index (tips, i);

      for (guint k = 0; k < G_N_ELEMENTS (named); k++)
        if (strstr (tip, named[k]) != NULL && strstr (tip, "Markers") == NULL)
          {
            if (strchr (tip, '\n') == NULL)
              g_error ("the tooltip “%s” names a component but not what it does", tip);
            seen[k]++;
          }
    }
  /* Temples, face-down tiles, cranes, the forum and the street cards are on every board then. */
  for (guint k = 0; k < G_N_ELEMENTS (named); k++)
    if (k != 2 && seen[k] == 0)
      g_error ("no tooltip names “%s”", named[k]);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  ludus_game_free_state (game, state);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ludus_i18n_init ();

  g_test_add_func ("/ludus/forum-trajanum/board/setup", test_setup);
  g_test_add_func ("/ludus/forum-trajanum/board/mid-draft", test_mid_draft);
  g_test_add_func ("/ludus/forum-trajanum/board/mid-pass", test_mid_pass);
  g_test_add_func ("/ludus/forum-trajanum/board/end", test_end);
  g_test_add_func ("/ludus/forum-trajanum/board/preview", test_preview);
  g_test_add_func ("/ludus/forum-trajanum/board/tribune-toggle", test_tribune_toggle);
  g_test_add_func ("/ludus/forum-trajanum/board/marks", test_marks);
  g_test_add_func ("/ludus/forum-trajanum/board/text-in-boxes", test_text_in_boxes);
  g_test_add_func ("/ludus/forum-trajanum/board/component-tooltips", test_component_tooltips);
  return g_test_run ();
}
