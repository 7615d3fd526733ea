/* test-render.c: the Trajan board draws every position, offers every legal
 * move at a spot of its own and never shows another player's hand
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "trajan-game.h"
#include "trajan-render.h"
#include "trajan-rules.h"
#include "trajan-text.h"

#define W 960
#define H 600

typedef struct
{
  LudusGame    *game;
  TrajanRender *render;
} Fixture;

static void
fixture_set_up (Fixture       *fx,
                gconstpointer  data)
{
  fx->game = ludus_rules_game_new (&trajan_rules, &trajan_board);
  fx->render = trajan_render_new (trajan_data_get (NULL));
  g_assert_nonnull (fx->render);
}

static void
fixture_tear_down (Fixture       *fx,
                   gconstpointer  data)
{
  trajan_render_free (fx->render);
  g_object_unref (fx->game);
}

/* Draws state as seen by viewer into a W × H image; returns the hit map. */
static LudusHitMap *
draw (Fixture          *fx,
      LudusView        *view,
      gboolean          dark,
      cairo_surface_t **surface_out)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
  cairo_t *cr = cairo_create (surface);
  LudusHitMap *hits = ludus_hit_map_new ();
  LudusRenderContext ctx = { 0 };

  ctx.view = view;
  ctx.state = ludus_view_get_state (view);
  ctx.width = W;
  ctx.height = W / TRAJAN_RENDER_ASPECT;
  ctx.dark = dark;
  ctx.hits = hits;
  trajan_render_draw (cr, &ctx, fx->render);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  if (surface_out != NULL)
    *surface_out = surface;
  else
    cairo_surface_destroy (surface);
  return hits;
}

/* How many different colours the image holds: a blank or failed drawing has
 * one or two. */
static guint
count_colours (cairo_surface_t *surface)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  const guchar *data;
  int stride;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < H; y += 2)
    for (int x = 0; x < W; x += 2)
      {
        /* Cairo's rows and RGB24 pixels are 4-byte aligned. */
        guint32 px = *(const guint32 *) (const void *) (data + y * stride + x * 4) & 0xffffff;

        g_hash_table_add (seen, GUINT_TO_POINTER (px + 1));
      }
  return g_hash_table_size (seen);
}

/* Chosen in steps (the cards first, see check_seaport ()): no region of
 * their own until the cards are picked. */
static gboolean
in_steps (const LudusMove *move)
{
  return move->kind == TRAJAN_MOVE_SEAPORT_SHIP || move->kind == TRAJAN_MOVE_SEAPORT_DISPLAY;
}

/* Every legal move has a region (but those chosen in steps), and the centre
 * of each region chooses exactly that move; a board-local move's region too. */
static void
check_moves (LudusView   *view,
             LudusHitMap *hits)
{
  guint n_moves, n_regions = ludus_hit_map_get_n_moves (hits), n_offered = 0, n_game = 0;
  const LudusMove *moves = ludus_view_get_legal_moves (view, &n_moves);
  double bx, by, bw, bh;  /* (the core wants every out argument) */

  for (guint i = 0; i < n_moves; i++)
    {
      gboolean found = FALSE;

      for (guint r = 0; r < n_regions && !found; r++)
        {
          LudusMove m;

          ludus_hit_map_get_move_region (hits, r, &m, &bx, &by, &bw, &bh);
          found = ludus_move_equal (&m, &moves[i]);
        }
      if (found)
        n_offered++;
      else if (!in_steps (&moves[i]))
        g_error ("legal move kind %d (%d, %d, %d, %d) has no region", moves[i].kind,
                 moves[i].args[0], moves[i].args[1], moves[i].args[2], moves[i].args[3]);
    }
  for (guint r = 0; r < n_regions; r++)
    {
      LudusMove m, back;
      double x, y, w, h;

      ludus_hit_map_get_move_region (hits, r, &m, &x, &y, &w, &h);
      if (m.kind < LUDUS_BOARD_LOCAL_MOVE)
        {
          g_assert_true (ludus_view_is_legal (view, &m));
          n_game++;
        }
      g_assert_cmpfloat (x, >=, -0.5);
      g_assert_cmpfloat (y, >=, -0.5);
      g_assert_cmpfloat (x + w, <=, W + 0.5);
      g_assert_cmpfloat (y + h, <=, W / TRAJAN_RENDER_ASPECT + 0.5);
      g_assert_true (ludus_hit_map_lookup (hits, x + w / 2, y + h / 2, &back, NULL));
      if (!ludus_move_equal (&m, &back))
        g_error ("the centre of the region of move kind %d (%d, %d, %d, %d) chooses "
                 "kind %d (%d, %d, %d, %d)", m.kind, m.args[0], m.args[1], m.args[2],
                 m.args[3], back.kind, back.args[0], back.args[1], back.args[2], back.args[3]);
    }
  /* No two regions for one move: keyboard focus visits each move once. */
  for (guint r = 0; r < n_regions; r++)
    for (guint q = r + 1; q < n_regions; q++)
      {
        LudusMove a, b;

        ludus_hit_map_get_move_region (hits, r, &a, &bx, &by, &bw, &bh);
        ludus_hit_map_get_move_region (hits, q, &b, &bx, &by, &bw, &bh);
        g_assert_false (ludus_move_equal (&a, &b));
      }
  g_assert_cmpuint (n_game, ==, n_offered);
}

/* Clicks the centre of the region of the board-local move (kind, arg). */
static void
click_local (Fixture     *fx,
             LudusHitMap *hits,
             int          kind,
             int          arg)
{
  for (guint r = 0; r < ludus_hit_map_get_n_moves (hits); r++)
    {
      LudusMove m, back;
      double x, y, w, h;

      ludus_hit_map_get_move_region (hits, r, &m, &x, &y, &w, &h);
      if (m.kind != kind || m.args[0] != arg)
        continue;
      g_assert_true (ludus_hit_map_lookup (hits, x + w / 2, y + h / 2, &back, NULL));
      g_assert_true (trajan_render_local_move (fx->render, &back));
      return;
    }
  g_error ("no region for the board-local move %d (%d)", kind, arg);
}

/* The cards a seaport move delivers, by kind, and the jokers at
 * TRAJAN_N_GOODS. */
static void
cards_of (const LudusMove *m,
          guint            pick[TRAJAN_N_GOODS + 1])
{
  const TrajanData *d = trajan_data_get (NULL);
  int a = m->args[1], b = m->args[2], c = m->args[3];

  memset (pick, 0, sizeof (guint) * (TRAJAN_N_GOODS + 1));
  if (m->kind == TRAJAN_MOVE_SEAPORT_DISPLAY)
    {
      pick[m->args[1]]++;
      if (m->args[0] == 2)
        pick[m->args[2]]++;
      return;
    }
  switch (d->ships[m->args[0]].kind)
    {
    case TRAJAN_SHIP_IDENTICAL:
      pick[a] = (guint) b;
      pick[TRAJAN_N_GOODS] = (guint) c;
      break;
    case TRAJAN_SHIP_DIFFERENT:
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        pick[k] = (a >> k) & 1;
      pick[TRAJAN_N_GOODS] = (guint) b;
      break;
    default:
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        {
          pick[k] = ((a >> k) & 1) * 2 + ((b >> k) & 1);
          pick[TRAJAN_N_GOODS] += (b >> k) & 1;
        }
      pick[TRAJAN_N_GOODS] += 2 * (guint) c;
      break;
    }
}

/* Picks the cards of move through the board's regions, clicks its target
 * (a ship or the display), then finds the move's own region (the button
 * that confirms it) and returns what its centre chooses. */
static LudusMove
play_in_steps (Fixture         *fx,
               LudusView       *view,
               const LudusMove *move)
{
  guint pick[TRAJAN_N_GOODS + 1];
  LudusHitMap *hits;
  LudusMove back = { .kind = -1 };

  trajan_render_view_changed (fx->render);
  cards_of (move, pick);
  hits = draw (fx, view, FALSE, NULL);
  for (guint k = 0; k <= TRAJAN_N_GOODS; k++)
    for (guint i = 0; i < pick[k]; i++)
      {
        click_local (fx, hits, TRAJAN_LOCAL_PICK, (int) k);
        ludus_hit_map_free (hits);
        hits = draw (fx, view, FALSE, NULL);
      }
  check_moves (view, hits);
  /* The target, then the button that confirms the delivery. */
  click_local (fx, hits, TRAJAN_LOCAL_TARGET,
               move->kind == TRAJAN_MOVE_SEAPORT_DISPLAY ? TRAJAN_N_SHIPS : move->args[0]);
  ludus_hit_map_free (hits);
  hits = draw (fx, view, FALSE, NULL);
  check_moves (view, hits);
  for (guint r = 0; r < ludus_hit_map_get_n_moves (hits); r++)
    {
      LudusMove m;
      double x, y, w, h;

      ludus_hit_map_get_move_region (hits, r, &m, &x, &y, &w, &h);
      if (ludus_move_equal (&m, move))
        g_assert_true (ludus_hit_map_lookup (hits, x + w / 2, y + h / 2, &back, NULL));
    }
  ludus_hit_map_free (hits);
  trajan_render_view_changed (fx->render);
  return back;
}

/* Some of the ship and display moves (every one when slow), each reached
 * by picking its cards and clicking its target. */
static void
check_seaport (Fixture   *fx,
               LudusView *view)
{
  guint n_moves, done = 0;
  const LudusMove *moves = ludus_view_get_legal_moves (view, &n_moves);

  for (guint i = 0; i < n_moves; i++)
    {
      LudusMove back;

      if (!in_steps (&moves[i]) || (!g_test_slow () && done++ % 7 != 0))
        continue;
      back = play_in_steps (fx, view, &moves[i]);
      if (!ludus_move_equal (&back, &moves[i]))
        g_error ("the seaport move kind %d (%d, %d, %d, %d) is not reached in steps",
                 moves[i].kind, moves[i].args[0], moves[i].args[1], moves[i].args[2],
                 moves[i].args[3]);
    }
}

/* Renders the state from every seat and as a spectator, checks the drawing
 * and the moves. */
static void
check_all_views (Fixture          *fx,
                 const LudusState *state,
                 gboolean          paint_check)
{
  guint n = ludus_game_get_n_players (fx->game, state);

  for (int viewer = -1; viewer < (int) n; viewer++)
    {
      g_autoptr(LudusView) view = ludus_view_new (fx->game);
      cairo_surface_t *surface = NULL;
      LudusHitMap *hits;

      ludus_view_update (view, state, viewer, viewer >= 0);
      if (viewer == 0)
        ludus_view_set_seat (view, 1, "Вера Nováková-Schütz", "#9141ac");
      hits = draw (fx, view, viewer == 1, paint_check ? &surface : NULL);
      if (surface != NULL)
        {
          g_assert_cmpuint (count_colours (surface), >, 200);
          cairo_surface_destroy (surface);
        }
      check_moves (view, hits);
      ludus_hit_map_free (hits);
    }
}

static LudusState *
new_state (Fixture *fx,
           guint    players,
           guint64  seed)
{
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (fx->game, players, seed, NULL, &error);

  g_assert_no_error (error);
  return state;
}

/* Plays n random moves (fewer if the game ends). */
static void
play (Fixture    *fx,
      LudusState *state,
      LudusRng   *rng,
      guint       n)
{
  for (guint i = 0; i < n && !ludus_game_is_over (fx->game, state); i++)
    {
      g_autoptr(GError) error = NULL;
      guint actors = ludus_game_get_actors (fx->game, state);
      guint player = (guint) g_bit_nth_lsf (actors, -1);
      LudusMove move;

      g_assert_true (ludus_bot_choose_random (fx->game, state, player, rng, &move));
      g_assert_true (ludus_game_apply (fx->game, state, player, &move, &error));
      g_assert_no_error (error);
    }
}

static void
test_stages (Fixture       *fx,
             gconstpointer  data)
{
  for (guint players = 2; players <= 4; players++)
    {
      LudusState *state = new_state (fx, players, 17 + players);
      LudusRng rng;

      ludus_rng_init (&rng, 99 + players);
      /* Setup, then through set-up's steps, mid-game, and the end. */
      check_all_views (fx, state, TRUE);
      play (fx, state, &rng, players * 12 + 1);
      check_all_views (fx, state, FALSE);
      play (fx, state, &rng, players * 3);
      check_all_views (fx, state, FALSE);
      play (fx, state, &rng, 300);
      check_all_views (fx, state, TRUE);
      play (fx, state, &rng, 100000);
      g_assert_true (ludus_game_is_over (fx->game, state));
      check_all_views (fx, state, TRUE);
      ludus_game_free_state (fx->game, state);
    }
}

/* A claimed tile's effect is chosen on a "+2" space only for a "+2" tile;
 * the figures of a worker or legionnaire tile are buttons. */
static void
check_effect_spots (const TrajanState *s,
                    LudusHitMap       *hits)
{
  const TrajanData *d = trajan_data_get (NULL);
  guint n = ludus_hit_map_get_n_moves (hits);

  if (s->phase != TRAJAN_PHASE_TRAJAN_CLAIM)
    return;
  for (guint r = 0; r < n; r++)
    {
      LudusMove m;
      const char *tip = NULL;
      double x, y, w, h;
      gboolean plus_two;

      ludus_hit_map_get_move_region (hits, r, &m, &x, &y, &w, &h);
      if (m.kind != TRAJAN_MOVE_TRAJAN_EFFECT)
        continue;
      ludus_hit_map_lookup (hits, x + w / 2, y + h / 2, NULL, &tip);
      plus_two = d->trajan_tiles[s->claim_tile].category == TRAJAN_CATEGORY_PLUS_TWO;
      g_assert_nonnull (tip);
      g_assert_true ((strstr (tip, "“+2” space for") != NULL) == plus_two);
    }
}

/* Every decision of whole random games, from the deciding seat: every
 * legal move of every kind the engine has gets its own region. */
static void
test_every_decision (Fixture       *fx,
                     gconstpointer  data)
{
  guint seen[TRAJAN_N_MOVE_KINDS] = { 0 };
  guint games = g_test_slow () ? 6 : 2;

  for (guint g = 0; g < games; g++)
    {
      guint players = 2 + g % 3;
      LudusState *state = new_state (fx, players, 1000 + g);
      LudusRng rng;

      ludus_rng_init (&rng, 7 + g);
      while (!ludus_game_is_over (fx->game, state))
        {
          g_autoptr(LudusView) view = ludus_view_new (fx->game);
          guint actors = ludus_game_get_actors (fx->game, state);
          guint player = (guint) g_bit_nth_lsf (actors, -1);
          guint n_moves;
          const LudusMove *moves;
          LudusHitMap *hits;

          ludus_view_update (view, state, (int) player, TRUE);
          moves = ludus_view_get_legal_moves (view, &n_moves);
          for (guint i = 0; i < n_moves; i++)
            seen[moves[i].kind]++;
          hits = draw (fx, view, FALSE, NULL);
          check_moves (view, hits);
          check_effect_spots ((const TrajanState *) state, hits);
          ludus_hit_map_free (hits);
          check_seaport (fx, view);
          play (fx, state, &rng, 1);
        }
      ludus_game_free_state (fx->game, state);
    }
  /* The games went through every kind of decision. */
  for (guint k = 0; k < TRAJAN_N_MOVE_KINDS; k++)
    g_test_message ("move kind %s: %u offered", trajan_move_kind_names[k], seen[k]);
  for (guint k = 0; k < TRAJAN_N_MOVE_KINDS; k++)
    g_assert_cmpuint (seen[k], >, 0);
}

/* The tooltips of the whole drawing, sampled on a grid. */
static GHashTable *
collect_tooltips (LudusHitMap *hits)
{
  GHashTable *set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (double y = 0.5; y < W / TRAJAN_RENDER_ASPECT; y += 2)
    for (double x = 0.5; x < W; x += 2)
      {
        const char *tip = NULL;

        ludus_hit_map_lookup (hits, x, y, NULL, &tip);
        if (tip != NULL && !g_hash_table_contains (set, tip))
          g_hash_table_add (set, g_strdup (tip));
      }
  return set;
}

static void
test_redacted_hand (Fixture       *fx,
                    gconstpointer  data)
{
  LudusState *state = new_state (fx, 3, 5);
  const TrajanState *s = (const TrajanState *) state;
  g_autoptr(LudusView) view = ludus_view_new (fx->game);
  g_autoptr(GHashTable) tips = NULL;
  LudusHitMap *hits;
  LudusRng rng;
  GHashTableIter iter;
  gpointer key;
  guint own_cards = 0;
  gboolean others_count = FALSE;
  g_autofree char *count0 = NULL;

  ludus_rng_init (&rng, 3);
  play (fx, state, &rng, 150);
  for (guint p = 0; p < 3; p++)
    {
      g_autofree char *name = g_strdup_printf ("Seat %u", p);

      ludus_view_set_seat (view, p, name, NULL);
    }
  g_assert_cmpuint (trajan_hand_count (&s->players[0]), >, 0);
  ludus_view_update (view, state, 1, FALSE);
  hits = draw (fx, view, FALSE, NULL);
  tips = collect_tooltips (hits);
  ludus_hit_map_free (hits);

  /* Seat 1 sees its own cards by name, seat 0's only as a count. */
  count0 = g_strdup_printf ("%s holds %u goods card", ludus_view_get_seat_name (view, 0),
                            trajan_hand_count (&s->players[0]));
  g_hash_table_iter_init (&iter, tips);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      const char *tip = key;

      if (g_str_has_prefix (tip, "Goods card in hand: ") ||
          g_str_has_prefix (tip, "Goods cards in hand: "))
        {
          const char *name = strchr (tip, ':') + 2;
          gboolean mine = FALSE;

          for (guint k = 0; k < TRAJAN_N_GOODS; k++)
            if (s->players[1].hand[k] > 0 && g_str_has_prefix (name, trajan_goods_name (k)))
              mine = TRUE;
          g_assert_true (mine);
          own_cards++;
        }
      if (g_str_has_prefix (tip, count0))
        others_count = TRUE;
    }
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    if (s->players[1].hand[k] > 0)
      own_cards--;
  g_assert_cmpuint (own_cards, ==, 0);
  g_assert_true (others_count);
  ludus_game_free_state (fx->game, state);
}

/* Whether some order of sowing the markers of bowl claims the Trajan tile:
 * every order is tried on the engine itself. */
static gboolean
sowing_claims (Fixture           *fx,
               const LudusState  *state,
               guint              player)
{
  const TrajanState *s = (const TrajanState *) state;
  g_autoptr(GArray) moves = NULL;
  gboolean claims = FALSE;

  if (s->phase != TRAJAN_PHASE_SOW)
    return s->claim_tile >= 0;
  moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  ludus_game_legal_moves (fx->game, state, player, moves);
  for (guint i = 0; i < moves->len && !claims; i++)
    {
      LudusState *next = ludus_game_copy_state (fx->game, state);

      g_assert_true (ludus_game_apply (fx->game, next, player,
                                       &g_array_index (moves, LudusMove, i), NULL));
      claims = sowing_claims (fx, next, player);
      ludus_game_free_state (fx->game, next);
    }
  return claims;
}

/* The text under the prompt of the panel, found on a vertical line through it. */
static char *
status_text (LudusHitMap *hits)
{
  for (double y = 0.5; y < W / TRAJAN_RENDER_ASPECT; y += 1)
    {
      const char *tip = NULL;

      ludus_hit_map_lookup (hits, W * 0.82, y, NULL, &tip);
      if (tip != NULL && strstr (tip, " bowl") != NULL && strstr (tip, "lands") != NULL)
        return g_strdup (tip);
    }
  return NULL;
}

/* While sowing, the panel names the bowl the last marker will reach (the
 * engine's target once every marker is sown) and whether its tile can be
 * claimed (the engine trying every order agrees). */
static void
check_sowing_status (Fixture          *fx,
                     const LudusState *state,
                     guint            *claimable,
                     guint            *not_claimable)
{
  const TrajanData *d = trajan_data_get (NULL);
  const TrajanState *s = (const TrajanState *) state;
  const TrajanPlayer *p = &s->players[s->current];
  g_autoptr(LudusView) view = ludus_view_new (fx->game);
  LudusState *after = ludus_game_copy_state (fx->game, state);
  g_autofree char *status = NULL;
  g_autofree char *where = NULL;
  LudusHitMap *hits;
  guint target;

  /* Sow in any order to find the target. */
  while (((const TrajanState *) after)->phase == TRAJAN_PHASE_SOW)
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

      ludus_game_legal_moves (fx->game, after, s->current, moves);
      g_assert_true (ludus_game_apply (fx->game, after, s->current,
                                       &g_array_index (moves, LudusMove, 0), NULL));
    }
  target = ((const TrajanState *) after)->target;
  ludus_game_free_state (fx->game, after);

  ludus_view_update (view, state, s->current, TRUE);
  hits = draw (fx, view, FALSE, NULL);
  status = status_text (hits);
  ludus_hit_map_free (hits);
  g_assert_nonnull (status);
  where = g_strdup_printf ("the last lands in the %s bowl",
                           trajan_action_name (d->bowl_action[target]));
  g_assert_nonnull (strstr (status, where));
  if (p->slots[target] < 0)
    g_assert_null (strstr (status, "claimed"));
  else if (sowing_claims (fx, state, s->current))
    {
      g_assert_nonnull (strstr (status, "The Trajan tile there can be claimed"));
      (*claimable)++;
    }
  else
    {
      g_assert_nonnull (strstr (status, "cannot be claimed"));
      (*not_claimable)++;
    }
}

/* With the pointer on a bowl, the board names the bowl the last marker
 * reaches and tells whether its Trajan tile can be claimed; the engine,
 * trying every order of sowing, agrees. */
static void
test_bowl_preview (Fixture       *fx,
                   gconstpointer  data)
{
  const TrajanData *d = trajan_data_get (NULL);
  guint checked = 0, claimable = 0, not_claimable = 0;

  for (guint g = 0; g < 3; g++)
    {
      LudusState *state = new_state (fx, 2 + g, 300 + g);
      LudusRng rng;

      ludus_rng_init (&rng, 40 + g);
      while (!ludus_game_is_over (fx->game, state) && checked < 60 * (g + 1))
        {
          const TrajanState *s = (const TrajanState *) state;
          g_autoptr(LudusView) view = NULL;
          const LudusMove *moves;
          guint n_moves;

          if (s->phase == TRAJAN_PHASE_SOW)
            {
              check_sowing_status (fx, state, &claimable, &not_claimable);
              checked++;
            }
          if (s->phase != TRAJAN_PHASE_CHOOSE_BOWL)
            {
              play (fx, state, &rng, 1);
              continue;
            }
          view = ludus_view_new (fx->game);
          ludus_view_update (view, state, s->current, TRUE);
          moves = ludus_view_get_legal_moves (view, &n_moves);
          for (guint i = 0; i < n_moves; i++)
            {
              const TrajanPlayer *p = &s->players[s->current];
              LudusState *after = ludus_game_copy_state (fx->game, state);
              guint bowl = (guint) moves[i].args[0], k = 0, target;
              cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
              cairo_t *cr = cairo_create (surface);
              LudusHitMap *hits = ludus_hit_map_new ();
              LudusRenderContext ctx = { 0 };
              g_autofree char *status = NULL;
              g_autofree char *where = NULL;
              gboolean claims;

              for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
                k += p->bowls[bowl][c];
              target = (bowl + k) % TRAJAN_N_ACTIONS;
              g_assert_true (ludus_game_apply (fx->game, after, s->current, &moves[i], NULL));
              claims = sowing_claims (fx, after, s->current);
              ludus_game_free_state (fx->game, after);

              ctx.view = view;
              ctx.state = ludus_view_get_state (view);
              ctx.width = W;
              ctx.height = W / TRAJAN_RENDER_ASPECT;
              ctx.hits = hits;
              ctx.hover = &moves[i];
              trajan_render_draw (cr, &ctx, fx->render);
              cairo_destroy (cr);
              cairo_surface_destroy (surface);
              status = status_text (hits);
              ludus_hit_map_free (hits);

              g_assert_nonnull (status);
              where = g_strdup_printf ("the %s bowl",
                                       trajan_action_name (d->bowl_action[target]));
              g_assert_nonnull (strstr (status, where));
              if (p->slots[target] < 0)
                g_assert_null (strstr (status, "claimed"));
              else if (claims)
                {
                  g_assert_nonnull (strstr (status, "The Trajan tile there can be claimed"));
                  claimable++;
                }
              else
                {
                  g_assert_nonnull (strstr (status, "cannot be claimed"));
                  not_claimable++;
                }
              checked++;
            }
          play (fx, state, &rng, 1);
        }
      ludus_game_free_state (fx->game, state);
    }
  g_test_message ("%u previews (bowls and sowing steps): the tile can be claimed in %u, "
                  "cannot in %u",
                  checked, claimable, not_claimable);
  /* Both answers were seen. */
  g_assert_cmpuint (claimable, >, 0);
  g_assert_cmpuint (not_claimable, >, 0);
}

static void
draw_into (Fixture         *fx,
           LudusView       *view,
           cairo_surface_t *target)
{
  cairo_t *cr = cairo_create (target);
  LudusRenderContext ctx = { 0 };

  ctx.view = view;
  ctx.state = ludus_view_get_state (view);
  ctx.width = W;
  ctx.height = W / TRAJAN_RENDER_ASPECT;
  trajan_render_draw (cr, &ctx, fx->render);
  cairo_destroy (cr);
  cairo_surface_flush (target);
}

/* The cached layer and pieces look like the same picture drawn as vectors
 * (the pieces at most half a pixel apart), also after the state changed
 * since the caches were made. */
static void
test_cache (Fixture       *fx,
            gconstpointer  data)
{
  LudusState *state = new_state (fx, 4, 77);
  g_autoptr(LudusView) view = ludus_view_new (fx->game);
  cairo_surface_t *cached = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
  cairo_surface_t *plain = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
  const guchar *a, *b;
  guint64 sum = 0, far = 0;
  LudusRng rng;
  int stride;

  ludus_rng_init (&rng, 5);
  play (fx, state, &rng, 200);
  ludus_view_update (view, state, 2, TRUE);
  draw_into (fx, view, cached);        /* makes the caches */
  play (fx, state, &rng, 60);          /* ships turned, tiles moved */
  ludus_view_update (view, state, 2, TRUE);
  draw_into (fx, view, cached);
  trajan_render_set_vectors_only (fx->render, TRUE);
  draw_into (fx, view, plain);
  trajan_render_set_vectors_only (fx->render, FALSE);

  a = cairo_image_surface_get_data (cached);
  b = cairo_image_surface_get_data (plain);
  stride = cairo_image_surface_get_stride (cached);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W * 4; x++)
      {
        int d = ABS ((int) a[y * stride + x] - (int) b[y * stride + x]);

        if ((x & 3) == 3)
          continue;
        sum += (guint64) d;
        if (d > 96)
          far++;
      }
  g_test_message ("mean difference %.2f, %.2f%% far apart", (double) sum / (W * H * 3),
                  100.0 * far / (W * H * 3));
  g_assert_cmpfloat ((double) sum / (W * H * 3), <, 4.0);
  g_assert_cmpfloat ((double) far / (W * H * 3), <, 0.02);
  cairo_surface_destroy (cached);
  cairo_surface_destroy (plain);
  ludus_game_free_state (fx->game, state);
}

/* A seaport decision played as a player would: the ship and display moves
 * have no region until cards are picked; picking a card, then putting it
 * back works through the board's regions; a delivery of the most cards is
 * made by picking them, clicking the ship and confirming, and the engine
 * takes the move that the confirming button carries. */
static void
test_seaport_steps (Fixture       *fx,
                    gconstpointer  data)
{
  LudusState *state = NULL;
  const TrajanState *s;
  g_autoptr(LudusView) view = ludus_view_new (fx->game);
  g_autoptr(GError) error = NULL;
  const LudusMove *moves, *best = NULL;
  guint n_moves, before, most = 0, seat;
  guint pick[TRAJAN_N_GOODS + 1];
  LudusHitMap *hits;
  LudusMove chosen;
  LudusRng rng;

  for (guint64 seed = 30; state == NULL; seed++)
    {
      g_assert_cmpuint (seed, <, 80);
      state = new_state (fx, 3, seed);
      ludus_rng_init (&rng, seed);
      s = (const TrajanState *) state;
      while (!ludus_game_is_over (fx->game, state)
             && !(s->phase == TRAJAN_PHASE_ACTION_CHOICE && s->cur_action == TRAJAN_ACTION_SEAPORT
                  && trajan_hand_count (&s->players[s->current]) >= 3))
        play (fx, state, &rng, 1);
      if (ludus_game_is_over (fx->game, state))
        g_clear_pointer (&state, ludus_state_free);
    }
  s = (const TrajanState *) state;
  ludus_view_update (view, state, (int) s->current, TRUE);
  trajan_render_view_changed (fx->render);

  /* Nothing picked: no ship is a target, no list of deliveries. */
  moves = ludus_view_get_legal_moves (view, &n_moves);
  hits = draw (fx, view, FALSE, NULL);
  for (guint r = 0; r < ludus_hit_map_get_n_moves (hits); r++)
    {
      LudusMove m;
      double x, y, w, h;

      ludus_hit_map_get_move_region (hits, r, &m, &x, &y, &w, &h);
      g_assert_false (in_steps (&m));
    }
  /* Pick the first card of the hand twice over, then put everything back. */
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    if (s->players[s->current].hand[k] > 0)
      {
        click_local (fx, hits, TRAJAN_LOCAL_PICK, (int) k);
        ludus_hit_map_free (hits);
        hits = draw (fx, view, FALSE, NULL);
        check_moves (view, hits);
        click_local (fx, hits, TRAJAN_LOCAL_CLEAR, 0);
        break;
      }
  ludus_hit_map_free (hits);
  hits = draw (fx, view, FALSE, NULL);
  for (guint r = 0; r < ludus_hit_map_get_n_moves (hits); r++)
    {
      LudusMove m;
      double x, y, w, h;

      ludus_hit_map_get_move_region (hits, r, &m, &x, &y, &w, &h);
      g_assert_cmpint (m.kind, !=, TRAJAN_LOCAL_CLEAR);
      g_assert_false (in_steps (&m));
    }
  ludus_hit_map_free (hits);

  /* The delivery of the most real cards. */
  for (guint i = 0; i < n_moves; i++)
    if (moves[i].kind == TRAJAN_MOVE_SEAPORT_SHIP)
      {
        guint n = 0;

        cards_of (&moves[i], pick);
        for (guint k = 0; k < TRAJAN_N_GOODS; k++)
          n += pick[k];
        if (n > most)
          most = n, best = &moves[i];
      }
  g_assert_nonnull (best);
  chosen = play_in_steps (fx, view, best);
  g_assert_true (ludus_move_equal (&chosen, best));
  seat = s->current;
  before = trajan_hand_count (&s->players[seat]);
  g_assert_true (ludus_game_apply (fx->game, state, seat, &chosen, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (trajan_hand_count (&s->players[seat]) + most, ==, before);
  ludus_game_free_state (fx->game, state);
}

/* How many pixels two drawings of the same size differ in. */
static guint
count_different (cairo_surface_t *a,
                 cairo_surface_t *b)
{
  const guchar *da, *db;
  int stride;
  guint n = 0;

  cairo_surface_flush (a);
  cairo_surface_flush (b);
  da = cairo_image_surface_get_data (a);
  db = cairo_image_surface_get_data (b);
  stride = cairo_image_surface_get_stride (a);
  for (int y = 0; y < H; y++)
    n += memcmp (da + y * stride, db + y * stride, (size_t) W * 4) != 0;
  return n;
}

/* The other seats' last moves (the shell's marks) are drawn on the places
 * they touched, the viewer's own are not: a mark changes the drawing only
 * for another seat's move. */
static void
test_marks (Fixture       *fx,
            gconstpointer  data)
{
  LudusState *state = new_state (fx, 3, 41);
  const TrajanState *s = (const TrajanState *) state;
  g_autoptr(LudusView) view = ludus_view_new (fx->game);
  cairo_surface_t *plain = NULL, *marked = NULL, *own = NULL;
  LudusMatchMove marks[4];
  LudusRng rng;
  guint viewer;

  ludus_rng_init (&rng, 41);
  while (s->phase != TRAJAN_PHASE_CHOOSE_BOWL || s->quarter < 2)
    play (fx, state, &rng, 1);
  viewer = s->current;
  ludus_view_update (view, state, (int) viewer, TRUE);
  ludus_hit_map_free (draw (fx, view, FALSE, &plain));
  /* Another seat chose a bowl and placed on a construction space, a third
   * moved its commander and put a card on display. */
  marks[0] = (LudusMatchMove) { (viewer + 1) % 3, { TRAJAN_MOVE_CHOOSE_BOWL, { 2 } } };
  marks[1] = (LudusMatchMove) { (viewer + 1) % 3, { TRAJAN_MOVE_CONSTRUCTION_PLACE, { 7 } } };
  marks[2] = (LudusMatchMove) { (viewer + 2) % 3, { TRAJAN_MOVE_MILITARY_MOVE, { 3 } } };
  marks[3] = (LudusMatchMove) { (viewer + 2) % 3, { TRAJAN_MOVE_SEAPORT_DISPLAY, { 1, 0 } } };
  ludus_view_set_marks (view, marks, 4);
  ludus_hit_map_free (draw (fx, view, FALSE, &marked));
  g_assert_cmpuint (count_different (plain, marked), >, 20);
  /* The same moves as the viewer's own: nothing to mark. */
  for (guint i = 0; i < 4; i++)
    marks[i].player = viewer;
  ludus_view_set_marks (view, marks, 4);
  ludus_hit_map_free (draw (fx, view, FALSE, &own));
  g_assert_cmpuint (count_different (plain, own), ==, 0);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (marked);
  cairo_surface_destroy (own);
  ludus_game_free_state (fx->game, state);
}

int
main (int   argc,
      char *argv[])
{
  /* English strings: the tooltips are checked by their text. */
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/trajan/board/stages", Fixture, NULL, fixture_set_up, test_stages,
              fixture_tear_down);
  g_test_add ("/trajan/board/every-decision", Fixture, NULL, fixture_set_up,
              test_every_decision, fixture_tear_down);
  g_test_add ("/trajan/board/bowl-preview", Fixture, NULL, fixture_set_up, test_bowl_preview,
              fixture_tear_down);
  g_test_add ("/trajan/board/cache", Fixture, NULL, fixture_set_up, test_cache,
              fixture_tear_down);
  g_test_add ("/trajan/board/redacted-hand", Fixture, NULL, fixture_set_up, test_redacted_hand,
              fixture_tear_down);
  g_test_add ("/trajan/board/seaport-steps", Fixture, NULL, fixture_set_up, test_seaport_steps,
              fixture_tear_down);
  g_test_add ("/trajan/board/marks", Fixture, NULL, fixture_set_up, test_marks,
              fixture_tear_down);
  return g_test_run ();
}
