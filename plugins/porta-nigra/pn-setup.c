/* pn-setup.c: laying out a Porta Nigra game (spec §3)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "pn-rules.h"

/* Action cards per player: 8, or without the "2–3 players only" cards with 4 (ruling R2). */
int
pn_deck_size (const PnData *d,
              guint         n_players)
{
  int n = 0;

  for (int c = 0; c < PN_DECK_SIZE; c++)
    n += n_players < 4 || !d->action[c].only_2_3;
  return n;
}

/* Fills cards with 0..n-1 and shuffles them with the state's generator. */
static void
shuffled (PnState *s,
          gint8   *cards,
          int      n)
{
  for (int i = 0; i < n; i++)
    cards[i] = (gint8) i;
  ludus_rng_shuffle (&s->rng, cards, (gsize) n, 1);
}

/* A player with nothing: every card place empty, the builder off the board. */
void
pn_clear_player (PnPlayer *pl)
{
  memset (pl, 0, sizeof *pl);
  memset (pl->hand, PN_NONE, sizeof pl->hand);
  memset (pl->deck, PN_NONE, sizeof pl->deck);
  memset (pl->discard, PN_NONE, sizeof pl->discard);
  memset (pl->building_cards, PN_NONE, sizeof pl->building_cards);
  memset (pl->honor, PN_NONE, sizeof pl->honor);
  pl->builder = PN_NONE;
}

static void
setup_player (PnState      *s,
              const PnData *d,
              guint         p)
{
  PnPlayer *pl = &s->players[p];
  guint n_players = s->n_players;

  pn_clear_player (pl);
  pl->coins = d->start_coins;
  pl->torches = d->start_torches;
  pl->romans = (gint8) d->start_romans;
  pl->reserve = (gint8) (d->romans_per_color - d->start_romans);

  /* With 4 players the "2–3 players only" cards go back to the box. */
  for (int c = 0; c < PN_DECK_SIZE; c++)
    if (n_players < 4 || !d->action[c].only_2_3)
      pl->deck[pl->n_deck++] = (gint8) c;
  ludus_rng_shuffle (&s->rng, pl->deck, pl->n_deck, 1);
  for (int i = 0; i < d->hand_size; i++)
    {
      pl->hand[pl->n_hand++] = pl->deck[--pl->n_deck];
      pl->deck[pl->n_deck] = PN_NONE;
    }
  pn_sort_cards (pl->hand, pl->n_hand);
}

/**
 * pn_setup:
 * @s: a zeroed state whose header holds its size and seat count
 * @start_player: the start player of round 1, or -1 to draw one (ruling R24)
 *
 * Lays out the game of spec §3.2 and begins the start player's first turn
 * (its refill fills the empty market). Fails only for a seat count out of range.
 */
gboolean
pn_setup (PnState      *s,
          const PnData *d,
          guint         n_players,
          guint64       seed,
          int           start_player,
          GError      **error)
{
  if (n_players < 2 || n_players > PN_MAX_PLAYERS)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                   "Porta Nigra is for 2 to 4 players, not %u", n_players);
      return FALSE;
    }
  ludus_rng_init (&s->rng, seed);
  s->n_players = (guint8) n_players;
  s->round = 1;
  s->supply = d->bricks_total;
  s->card = PN_NONE;
  s->refill_card = PN_NONE;
  s->end_player = PN_NONE;
  memset (s->site_owner, PN_NONE, sizeof s->site_owner);
  memset (s->market_discard, PN_NONE, sizeof s->market_discard);
  memset (s->building_box, PN_NONE, sizeof s->building_box);
  memset (s->honor_box, PN_NONE, sizeof s->honor_box);

  shuffled (s, s->market_deck, PN_N_MARKET_CARDS);
  s->n_market_deck = PN_N_MARKET_CARDS;

  shuffled (s, s->building_deck, PN_N_BUILDING_CARDS);
  s->n_building_deck = PN_N_BUILDING_CARDS;
  for (int i = 0; i < PN_BUILDING_DISPLAY; i++)
    {
      s->building_display[i] = s->building_deck[--s->n_building_deck];
      s->building_deck[s->n_building_deck] = PN_NONE;
    }

  shuffled (s, s->honor_deck, PN_N_HONOR_CARDS);
  s->n_honor_deck = PN_N_HONOR_CARDS;
  for (int i = 0; i < PN_HONOR_DISPLAY; i++)
    {
      s->honor_display[i] = s->honor_deck[--s->n_honor_deck];
      s->honor_deck[s->n_honor_deck] = PN_NONE;
    }

  for (guint p = 0; p < n_players; p++)
    setup_player (s, d, p);
  for (guint p = n_players; p < PN_MAX_PLAYERS; p++)
    pn_clear_player (&s->players[p]);

  if (start_player >= 0 && (guint) start_player < n_players)
    s->start_player = (guint8) start_player;
  else
    s->start_player = (guint8) ludus_rng_below (&s->rng, n_players);
  pn_begin_turn (s, d, s->start_player);
  return TRUE;
}
