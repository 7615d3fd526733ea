/* pn-render-shot.c: pictures of the Porta Nigra board for review
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays a seeded random 4-player game (or n players) to a few telling
 * positions — the master builders placed, a card to choose, a card in play,
 * the choice panel open on a site, a turn's refill, the interim scoring, the end — and
 * writes each, as the deciding seat sees it, to PREFIX-<position>.png. The
 * language follows LANGUAGE (with LUDUS_LOCALEDIR at the build's po).
 *
 *   pn-render-shot PREFIX [WIDTH HEIGHT [dark [PLAYERS]]]
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pn-board-private.h"

typedef gboolean (*Wanted) (const PnState *s);

static gboolean
want_builder (const PnState *s)
{
  return s->phase == PN_PHASE_PLACE_BUILDER && s->current != s->start_player;
}

static gboolean
want_hand (const PnState *s)
{
  return s->phase == PN_PHASE_ACTION && s->card < 0 && s->round == 1 &&
         s->players[s->current].builder >= 0 && s->players[s->current].n_discard >= 1;
}

static gboolean
want_action (const PnState *s)
{
  return s->phase == PN_PHASE_ACTION && s->card >= 0 && s->budget_used >= 1 && s->round >= 2;
}

/* A turn whose refill put out bricks or cards, before the seat plays. */
static gboolean
want_refill (const PnState *s)
{
  int bricks = 0;

  for (int k = 0; k < PN_N_SHOPS; k++)
    bricks += s->refill_added[k];
  return s->phase == PN_PHASE_ACTION && s->card < 0 &&
         (bricks > 0 || s->refill_building != 0 || s->refill_honor != 0);
}

static gboolean
want_interim (const PnState *s)
{
  return s->phase == PN_PHASE_INTERIM;
}

static gboolean
want_over (const PnState *s)
{
  return s->phase == PN_PHASE_OVER;
}

static const struct
{
  const char *name;
  Wanted      wanted;
  gboolean    choice;
} shots[] = {
  { "builder", want_builder, FALSE },
  { "hand", want_hand, FALSE },
  { "action", want_action, FALSE },
  { "choice", want_action, TRUE },
  { "refill", want_refill, FALSE },
  { "interim", want_interim, FALSE },
  { "end", want_over, FALSE },
};

/* Writes the picture; FALSE (nothing written) for a choice with nothing to choose. */
static gboolean
shoot (LudusGame        *game,
       const LudusState *state,
       const char       *path,
       int               width,
       int               height,
       gboolean          dark,
       gboolean          choice)
{
  g_autoptr(LudusView) view = ludus_view_new (game);
  guint actors = ludus_game_get_actors (game, state);
  int viewer = actors != 0 ? g_bit_nth_lsf (actors, -1) : 0;
  cairo_surface_t *surface;
  cairo_t *cr;
  PnbSel sel;

  static const char *const names[] = { "Aurelia", "Brutus", "Cornelia", "Decimus" };

  for (guint p = 0; p < ludus_game_get_n_players (game, state); p++)
    ludus_view_set_seat (view, p, names[p], NULL);
  ludus_view_update (view, state, viewer, actors != 0);
  sel = choice ? pn_board_busiest (view) : (PnbSel) { PNB_T_NONE, PNB_MEANS_NONE };
  if (choice && sel.target == PNB_T_NONE)
    return FALSE;
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  pn_board_render_view (cr, view, width, height, dark, NULL, NULL, &sel);
  cairo_destroy (cr);
  cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  g_print ("%s\n", path);
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusGame) game = NULL;
  int width = argc > 3 ? atoi (argv[2]) : 1280, height = argc > 3 ? atoi (argv[3]) : 716;
  gboolean dark = argc > 4 && strcmp (argv[4], "dark") == 0;
  guint n_players = argc > 5 ? (guint) atoi (argv[5]) : 4;
  LudusState *state;
  LudusRng rng;
  guint taken = 0, all = (1u << G_N_ELEMENTS (shots)) - 1;

  if (argc < 2)
    g_error ("usage: pn-render-shot PREFIX [WIDTH HEIGHT [dark [PLAYERS]]]");
  ludus_i18n_init ();
  g_assert_nonnull (pn_data_get (&error));
  game = ludus_rules_game_new (&pn_rules, &pn_board);
  state = ludus_game_new_state (game, n_players, 2026, NULL, &error);
  g_assert_no_error (error);
  ludus_rng_init (&rng, 5);
  for (guint step = 0; step < 100000 && taken != all; step++)
    {
      LudusMove move;
      guint player;

      for (guint k = 0; k < G_N_ELEMENTS (shots); k++)
        if (!(taken & (1u << k)) && shots[k].wanted ((const PnState *) state))
          {
            g_autofree char *path = g_strdup_printf ("%s-%s.png", argv[1], shots[k].name);

            if (shoot (game, state, path, width, height, dark, shots[k].choice))
              taken |= 1u << k;
          }
      if (ludus_game_is_over (game, state))
        break;
      player = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      if (!ludus_bot_choose_random (game, state, player, &rng, &move) ||
          !ludus_game_apply (game, state, player, &move, &error))
        g_error ("random play failed: %s", error ? error->message : "no move");
    }
  ludus_game_free_state (game, state);
  return 0;
}
