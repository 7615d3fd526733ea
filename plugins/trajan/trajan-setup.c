/* trajan-setup.c: the position before the first decision (rulebook setup)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "trajan-rules.h"

static gint8
pop (gint8  *pile,
     guint8 *n)
{
  if (*n == 0)
    return TRAJAN_EMPTY;
  (*n)--;
  return pile[*n];
}

static void
setup_piles (const TrajanData *d,
             TrajanState      *s)
{
  /* Goods deck: 5 cards of each kind, shuffled. */
  s->deck_n = 0;
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    for (guint c = 0; c < d->goods_copies; c++)
      s->deck[s->deck_n++] = (gint8) k;
  ludus_rng_shuffle (&s->rng, s->deck, s->deck_n, 1);

  s->forum_pile_n = TRAJAN_N_FORUM_TILES;
  for (guint i = 0; i < TRAJAN_N_FORUM_TILES; i++)
    s->forum_pile[i] = (gint8) i;
  ludus_rng_shuffle (&s->rng, s->forum_pile, s->forum_pile_n, 1);

  s->extra_pile_n = TRAJAN_N_EXTRA_TILES;
  for (guint i = 0; i < TRAJAN_N_EXTRA_TILES; i++)
    s->extra_pile[i] = (gint8) i;
  ludus_rng_shuffle (&s->rng, s->extra_pile, s->extra_pile_n, 1);

  /* Demand tiles: 3 leave the game unseen, 12 form the pile. */
  s->demand_pile_n = TRAJAN_N_DEMAND_TILES;
  for (guint i = 0; i < TRAJAN_N_DEMAND_TILES; i++)
    s->demand_pile[i] = (gint8) i;
  ludus_rng_shuffle (&s->rng, s->demand_pile, s->demand_pile_n, 1);
  for (guint i = 0; i < 3; i++)
    s->demand_dead[s->demand_dead_n++] = pop (s->demand_pile, &s->demand_pile_n);

  /* Trajan stacks, one per category, each shuffled. */
  for (guint t = 0; t < TRAJAN_N_TRAJAN_TILES; t++)
    {
      guint c = d->trajan_tiles[t].category;

      s->stacks[c][s->stack_n[c]++] = (gint8) t;
    }
  for (guint c = 0; c < TRAJAN_N_CATEGORIES; c++)
    ludus_rng_shuffle (&s->rng, s->stacks[c], s->stack_n[c], 1);

  s->bag_n = TRAJAN_N_BONUS_TILES;
  for (guint i = 0; i < TRAJAN_N_BONUS_TILES; i++)
    s->bag[i] = (gint8) i;
}

static gint8
draw_bonus (TrajanState *s)
{
  guint i;
  gint8 tile;

  if (s->bag_n == 0)
    return TRAJAN_EMPTY;
  i = ludus_rng_below (&s->rng, s->bag_n);
  tile = s->bag[i];
  s->bag[i] = s->bag[--s->bag_n];
  return tile;
}

static void
setup_board (const TrajanData *d,
             TrajanState      *s)
{
  gint8 spaces[TRAJAN_N_SPACES];

  for (guint p = 0; p < TRAJAN_N_PROVINCES; p++)
    s->province_tile[p] = pop (s->forum_pile, &s->forum_pile_n);
  for (guint i = 0; i < TRAJAN_N_FORUM_SPACES; i++)
    s->forum_space[i] = i < d->forum_spaces[s->n_players]
                          ? pop (s->forum_pile, &s->forum_pile_n) : TRAJAN_EMPTY;
  for (guint i = 0; i < TRAJAN_N_YELLOW_SPACES; i++)
    s->yellow_space[i] = pop (s->extra_pile, &s->extra_pile_n);

  for (guint i = 0; i < TRAJAN_N_SPACES; i++)
    spaces[i] = (gint8) i;
  ludus_rng_shuffle (&s->rng, spaces, TRAJAN_N_SPACES, 1);
  memcpy (s->space_tile, spaces, sizeof spaces);

  for (guint i = 0; i < TRAJAN_N_SHIPS; i++)
    s->ship_grey[i] = 0;

  /* Two goods cards start the discard piles. */
  for (guint k = 0; k < 2; k++)
    s->discard[k][s->discard_n[k]++] = pop (s->deck, &s->deck_n);
}

static void
setup_players (TrajanState *s)
{
  for (guint i = 0; i < s->n_players; i++)
    {
      guint p = (s->start_player + i) % s->n_players;
      TrajanPlayer *pl = &s->players[p];

      pl->supply = TRAJAN_N_FIGURES - 2;
      pl->military_camp = 1;
      pl->worker_camp = 1;
      pl->commander = TRAJAN_COMMANDER_CAMP;
      pl->arch = 0;
      for (guint b = 0; b < TRAJAN_N_ACTIONS; b++)
        pl->slots[b] = TRAJAN_EMPTY;
      /* Senate stack: start player at the bottom, then clockwise on top. */
      pl->senate_pos = 0;
      pl->senate_stamp = ++s->senate_stamp_next;
    }
  /* Each player draws one bonus tile (yellow), in turn order. */
  for (guint i = 0; i < s->n_players; i++)
    {
      guint p = (s->start_player + i) % s->n_players;
      gint8 b = draw_bonus (s);

      s->players[p].bonus |= (guint16) (1u << b);
    }
  for (guint k = 0; k < TRAJAN_N_SENATE_BONUS; k++)
    s->senate_bonus[k] = draw_bonus (s);
}

/* The one option is the start player (TRAJAN_OPT_START_PLAYER): the seat
 * that starts, or -1 to draw it at random. Every player count of the
 * table's range can be set up. */
gboolean
trajan_setup (LudusState  *state,
              guint64      seed,
              const int   *options,
              GError     **error)
{
  TrajanState *s = (TrajanState *) state;
  const TrajanData *d = trajan_data_get (NULL);
  guint n_players = ludus_state_get_n_players (state);
  int start_player = options != NULL ? options[TRAJAN_OPT_START_PLAYER] : -1;

  memset (s, 0, sizeof *s);
  s->size = sizeof *s;
  ludus_rng_init (&s->rng, seed);
  s->n_players = (guint8) n_players;
  /* Step 12: "by any method" — drawn at random, or chosen by the players;
   * drawn either way, so that the rest of the setup does not depend on it. */
  s->start_player = (guint8) ludus_rng_below (&s->rng, n_players);
  if (start_player >= 0 && (guint) start_player < n_players)
    s->start_player = (guint8) start_player;
  s->current = s->start_player;
  s->quarter = 1;
  s->round = 1;
  s->time_pos = 0;
  s->quarter_tiles = TRAJAN_N_QUARTERS;
  s->claim_tile = TRAJAN_EMPTY;
  for (guint p = 0; p < TRAJAN_MAX_PLAYERS; p++)
    s->senate_rank[p] = TRAJAN_EMPTY;
  for (guint i = 0; i < TRAJAN_N_REVEALED_DEMANDS; i++)
    s->revealed[i] = TRAJAN_EMPTY;

  setup_piles (d, s);
  setup_board (d, s);
  setup_players (s);

  s->phase = TRAJAN_PHASE_SETUP_MARKERS;
  s->setup_player = s->start_player;
  s->setup_done = 0;
  s->setup_count = 0;
  return TRUE;
}
