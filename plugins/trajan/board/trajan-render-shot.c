/* trajan-render-shot.c: pictures of the Trajan board for review
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays seeded random games to a few telling positions (set-up, choosing a
 * bowl with the pointer on one, sowing, a seaport decision, the quarter's
 * demands, the end) and writes each, as the deciding seat sees it, to
 * PREFIX-<position>.png. The language follows LANGUAGE (with
 * LUDUS_LOCALEDIR pointing at the build's po directory).
 *
 *   trajan-render-shot PREFIX [WIDTH HEIGHT [dark]]
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "trajan-game.h"
#include "trajan-render.h"
#include "trajan-rules.h"

typedef gboolean (*Wanted) (const TrajanState *s);

static gboolean
want_setup (const TrajanState *s)
{
  return s->phase == TRAJAN_PHASE_SETUP_MARKERS && s->setup_player == 1;
}

static gboolean
want_pick (const TrajanState *s)
{
  return s->phase == TRAJAN_PHASE_SETUP_TRAJAN;
}

static gboolean
want_bowl (const TrajanState *s)
{
  return s->phase == TRAJAN_PHASE_CHOOSE_BOWL && s->quarter == 2 && s->round == 2;
}

static gboolean
want_sow (const TrajanState *s)
{
  return s->phase == TRAJAN_PHASE_SOW && s->quarter >= 2 && s->sow_left[0] + s->sow_left[1]
         + s->sow_left[2] + s->sow_left[3] + s->sow_left[4] + s->sow_left[5] >= 2;
}

static gboolean
want_ship (const TrajanState *s)
{
  return s->phase == TRAJAN_PHASE_ACTION_CHOICE && s->cur_action == TRAJAN_ACTION_SEAPORT
         && trajan_hand_count (&s->players[s->current]) >= 3;
}

static gboolean
want_demands (const TrajanState *s)
{
  return s->phase == TRAJAN_PHASE_QUARTER_DEMANDS && s->quarter >= 2;
}

static gboolean
want_discard (const TrajanState *s)
{
  return s->phase == TRAJAN_PHASE_SEAPORT_DISCARD;
}

static gboolean
want_claim (const TrajanState *s)
{
  return s->phase == TRAJAN_PHASE_TRAJAN_CLAIM && s->claim_tile >= 0;
}

static gboolean
want_consul (const TrajanState *s)
{
  return s->phase == TRAJAN_PHASE_QUARTER_SENATE;
}

static gboolean
want_end (const TrajanState *s)
{
  return s->phase == TRAJAN_PHASE_GAME_OVER;
}

/* The shot "ship-picked" picks this many cards (the first kinds in hand)
 * and the ship of different goods before drawing. */
static guint picks;

/* The other seats' moves since the viewer's own last one, as the shell
 * marks them after a hand-over. */
static void
set_marks (LudusView *view,
           GArray    *played,
           guint      viewer)
{
  guint from = 0, n = 0;
  g_autofree LudusMatchMove *marks = NULL;

  for (guint i = 0; i < played->len; i++)
    if (g_array_index (played, LudusMatchMove, i).player == viewer)
      from = i + 1;
  marks = g_new0 (LudusMatchMove, MAX (1, played->len - from));
  for (guint i = from; i < played->len; i++)
    marks[n++] = g_array_index (played, LudusMatchMove, i);
  ludus_view_set_marks (view, marks, n);
}

static void
pick_cards (TrajanRender      *render,
            const TrajanState *s)
{
  guint n = 0;

  for (guint k = 0; k < TRAJAN_N_GOODS && n < picks; k++)
    if (s->players[s->current].hand[k] > 0)
      {
        LudusMove move = { .kind = TRAJAN_LOCAL_PICK, .args = { (int) k } };

        trajan_render_local_move (render, &move);
        n++;
      }
  /* Cards of different kinds: the ship of different goods, to confirm. */
  for (guint ship = 0; ship < TRAJAN_N_SHIPS; ship++)
    if (trajan_data_get (NULL)->ships[ship].kind == TRAJAN_SHIP_DIFFERENT)
      {
        LudusMove move = { .kind = TRAJAN_LOCAL_TARGET, .args = { (int) ship } };

        trajan_render_local_move (render, &move);
      }
}

static void
shoot (LudusGame    *game,
       TrajanRender *render,
       const char   *prefix,
       const char   *name,
       guint         players,
       Wanted        wanted,
       int           width,
       int           height,
       gboolean      dark)
{
  static const char *const names[] = { "Aurelia", "Brutus", "Cassia", "Decimus" };
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusView) view = ludus_view_new (game);
  g_autofree char *path = g_strdup_printf ("%s-%s.png", prefix, name);
  LudusState *state = NULL;
  LudusHitMap *hits = ludus_hit_map_new ();
  LudusRenderContext ctx = { 0 };
  cairo_surface_t *surface;
  cairo_t *cr;
  LudusRng rng;
  const LudusMove *moves;
  guint n_moves, viewer;

  g_autoptr(GArray) played = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));

  /* The first seeded game that reaches the position. */
  for (guint64 seed = 4242; state == NULL; seed++)
    {
      if (seed > 4342)
        g_error ("no position for %s", name);
      g_array_set_size (played, 0);
      state = ludus_game_new_state (game, players, seed, NULL, &error);
      g_assert_no_error (error);
      ludus_rng_init (&rng, seed + 77);
      while (!wanted ((const TrajanState *) state) && !ludus_game_is_over (game, state))
        {
          LudusMove move;
          guint player = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);

          g_assert_true (ludus_bot_choose_random (game, state, player, &rng, &move));
          g_assert_true (ludus_game_apply (game, state, player, &move, &error));
          g_array_append_val (played, ((LudusMatchMove) { player, move }));
        }
      if (!wanted ((const TrajanState *) state))
        {
          ludus_game_free_state (game, state);
          state = NULL;
        }
    }
  viewer = ludus_game_is_over (game, state) ? 0
           : (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
  ludus_view_update (view, state, (int) viewer, TRUE);
  for (guint p = 0; p < players; p++)
    ludus_view_set_seat (view, p, names[p], NULL);
  set_marks (view, played, viewer);
  trajan_render_view_changed (render);
  if (g_str_equal (name, "ship-picked"))
    pick_cards (render, (const TrajanState *) state);
  moves = ludus_view_get_legal_moves (view, &n_moves);
  /* SHOT_DEBUG=1 lists the legal moves, to check what the picture offers. */
  if (g_getenv ("SHOT_DEBUG") != NULL)
    for (guint i = 0; i < n_moves; i++)
      g_printerr ("%s move %d (%d %d %d %d)\n", name, moves[i].kind, moves[i].args[0],
                  moves[i].args[1], moves[i].args[2], moves[i].args[3]);

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, dark ? 0.14 : 0.92, dark ? 0.14 : 0.92, dark ? 0.14 : 0.92);
  cairo_paint (cr);
  ctx.view = view;
  ctx.state = ludus_view_get_state (view);
  ctx.width = width;
  ctx.height = height;
  ctx.dark = dark;
  ctx.hits = hits;
  /* The pointer on the first bowl (or choice), for the preview. */
  ctx.hover = n_moves > 0 ? &moves[MIN (n_moves - 1, 2u)] : NULL;
  cairo_translate (cr, (width - ctx.width) / 2, (height - ctx.height) / 2);
  trajan_render_draw (cr, &ctx, render);
  cairo_destroy (cr);
  cairo_surface_write_to_png (surface, path);
  g_print ("%s\n", path);
  cairo_surface_destroy (surface);
  ludus_hit_map_free (hits);
  ludus_game_free_state (game, state);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(TrajanRender) render = NULL;
  int width = argc > 3 ? atoi (argv[2]) : 1280, height = argc > 3 ? atoi (argv[3]) : 800;
  gboolean dark = argc > 4 && strcmp (argv[4], "dark") == 0;

  if (argc < 2)
    {
      g_printerr ("usage: trajan-render-shot PREFIX [WIDTH HEIGHT [dark]]\n");
      return 2;
    }
  ludus_i18n_init ();
  game = ludus_rules_game_new (&trajan_rules, &trajan_board);
  render = trajan_render_new (trajan_data_get (&error));
  g_assert_no_error (error);
  shoot (game, render, argv[1], "setup", 2, want_setup, width, height, dark);
  shoot (game, render, argv[1], "pick", 3, want_pick, width, height, dark);
  shoot (game, render, argv[1], "bowl", 4, want_bowl, width, height, dark);
  shoot (game, render, argv[1], "sow", 3, want_sow, width, height, dark);
  shoot (game, render, argv[1], "ship", 2, want_ship, width, height, dark);
  picks = 2;
  shoot (game, render, argv[1], "ship-picked", 2, want_ship, width, height, dark);
  shoot (game, render, argv[1], "demands", 3, want_demands, width, height, dark);
  shoot (game, render, argv[1], "discard", 3, want_discard, width, height, dark);
  shoot (game, render, argv[1], "claim", 4, want_claim, width, height, dark);
  shoot (game, render, argv[1], "consul", 2, want_consul, width, height, dark);
  shoot (game, render, argv[1], "end", 4, want_end, width, height, dark);
  return 0;
}
