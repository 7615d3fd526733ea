/* pn-turn.c: Porta Nigra's turn flow — refill, turn end, rounds, interim scoring, the end
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Spec §4. Every random draw and every card turned face up advances the
 * epoch, so that a competitive match never undoes across them.
 */
#include "config.h"

#include <string.h>

#include "pn-rules.h"

guint
pn_actors (const PnState *s)
{
  switch (s->phase)
    {
    case PN_PHASE_REFILL_CHOICE:
    case PN_PHASE_PLACE_BUILDER:
    case PN_PHASE_ACTION:
      return 1u << s->current;
    case PN_PHASE_INTERIM:
      return 1u << s->interim_next;
    case PN_PHASE_START_CHOICE:
      return 1u << s->chooser;
    default:
      return 0;
    }
}

int
pn_last_round (const PnState *s,
               const PnData  *d)
{
  return d->rounds[s->n_players];
}

static guint
next_seat (const PnState *s,
           guint          p)
{
  return (p + 1) % s->n_players;
}

static void
reset_turn (PnState *s)
{
  s->card = PN_NONE;
  s->budget_used = 0;
  s->card_coins = 0;
  s->icons_marker = 0;
  s->icons_torch = 0;
  s->honor_bought = 0;
}

static int
market_total (const PnState *s)
{
  int total = 0;

  for (int c = 0; c < PN_N_SHOPS; c++)
    total += s->shop[c];
  return total;
}

/* The top market card; the discard pile is shuffled into a new deck when
 * the deck is empty. A random draw: the epoch moves. */
static int
draw_market_card (PnState *s)
{
  int card;

  if (s->n_market_deck == 0)
    {
      memcpy (s->market_deck, s->market_discard, s->n_market_discard);
      s->n_market_deck = s->n_market_discard;
      s->n_market_discard = 0;
      memset (s->market_discard, PN_NONE, sizeof s->market_discard);
      ludus_rng_shuffle (&s->rng, s->market_deck, s->n_market_deck, 1);
    }
  card = s->market_deck[--s->n_market_deck];
  s->market_deck[s->n_market_deck] = PN_NONE;
  s->market_discard[s->n_market_discard++] = (gint8) card;
  s->epoch++;
  return card;
}

/* Spec §4.2 (a). Returns FALSE when the supply ran out part-way through a
 * card and the active player must choose the shops (ruling R9). */
static gboolean
refill_market (PnState      *s,
               const PnData *d)
{
  int total = market_total (s);

  if (total >= d->refill_below)
    return TRUE;
  /* With an empty supply no card is drawn (ruling R9). */
  while (total < d->refill_to && s->supply > 0)
    {
      int card = draw_market_card (s);
      guint marks = d->market[card].shops;
      guint k = (guint) __builtin_popcount (marks);

      s->refill_cards++;
      if (k > s->supply)
        {
          s->refill_card = (gint8) card;
          s->refill_left = s->supply;
          return FALSE;
        }
      for (int c = 0; c < PN_N_SHOPS; c++)
        if (marks & (1u << c))
          {
            s->shop[c]++;
            s->refill_added[c]++;
          }
      s->supply -= (guint8) k;
      total += (int) k;
    }
  return TRUE;
}

/* Spec §4.2 (b) and (c), then the action phase (or the builder's placement). */
void
pn_finish_refill (PnState      *s,
                  const PnData *d)
{
  for (int i = 0; i < PN_BUILDING_DISPLAY && s->n_building_deck > 0; i++)
    if (s->building_display[i] == PN_NONE)
      {
        s->building_display[i] = s->building_deck[--s->n_building_deck];
        s->building_deck[s->n_building_deck] = PN_NONE;
        s->refill_building |= (guint8) (1u << i);
        s->epoch++;
      }
  for (int i = 0; i < PN_HONOR_DISPLAY && s->n_honor_deck > 0; i++)
    if (s->honor_display[i] == PN_NONE)
      {
        s->honor_display[i] = s->honor_deck[--s->n_honor_deck];
        s->honor_deck[s->n_honor_deck] = PN_NONE;
        s->refill_honor |= (guint16) (1u << i);
        s->epoch++;
      }
  s->phase = s->players[s->current].builder == PN_NONE ? PN_PHASE_PLACE_BUILDER
                                                        : PN_PHASE_ACTION;
}

/* Spec §4.2: the refill phase of player's turn, done at once unless the
 * supply runs out part-way through a market card. */
void
pn_begin_turn (PnState      *s,
               const PnData *d,
               guint         player)
{
  s->current = (guint8) player;
  reset_turn (s);
  s->refill_card = PN_NONE;
  s->refill_left = 0;
  s->refill_cards = 0;
  s->refill_building = 0;
  s->refill_honor = 0;
  memset (s->refill_added, 0, sizeof s->refill_added);
  if (!refill_market (s, d))
    {
      s->phase = PN_PHASE_REFILL_CHOICE;
      return;
    }
  pn_finish_refill (s, d);
}

int
pn_interim_amount (const PnState *s,
                   const PnData  *d,
                   guint          player)
{
  int bricks = 0;

  for (int i = 0; i < PN_N_SITES; i++)
    if (s->site_owner[i] == (int) player)
      bricks += s->site_height[i];
  return bricks * d->interim_factor[s->n_players];
}

/* Spec §4.5.3 step 1: the fewest VP name the next start player; among tied
 * players the youngest would, but software knows no ages: the generator
 * draws one of them (ruling R20). */
static void
find_chooser (PnState *s)
{
  guint tied[PN_MAX_PLAYERS];
  guint n = 0;
  int least = G_MAXINT;

  for (guint p = 0; p < s->n_players; p++)
    least = MIN (least, s->players[p].vp);
  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].vp == least)
      tied[n++] = p;
  s->chooser_drawn = n > 1;
  if (n > 1)
    {
      s->chooser = (guint8) tied[ludus_rng_below (&s->rng, n)];
      s->epoch++;
    }
  else
    s->chooser = (guint8) tied[0];
  s->phase = PN_PHASE_START_CHOICE;
}

/* Players with no bricks on the board have nothing to split: skip them. */
static void
next_interim (PnState      *s,
              const PnData *d)
{
  while (s->interim_left > 0 && pn_interim_amount (s, d, s->interim_next) == 0)
    {
      s->interim_next = (guint8) next_seat (s, s->interim_next);
      s->interim_left--;
    }
  if (s->interim_left == 0)
    find_chooser (s);
}

void
pn_interim_split (PnState      *s,
                  const PnData *d,
                  int           vp)
{
  guint p = s->interim_next;
  int amount = pn_interim_amount (s, d, p);

  pn_add_vp (s, p, PN_VP_INTERIM, vp);
  s->players[p].coins += amount - vp;
  s->interim_next = (guint8) next_seat (s, p);
  s->interim_left--;
  next_interim (s, d);
}

/* Spec §4.5.1: the last round ends the game; the others are followed by
 * interim scoring, clockwise from the round's start player (ruling R28). */
static void
round_end (PnState      *s,
           const PnData *d)
{
  if (s->round >= pn_last_round (s, d))
    {
      pn_final_scoring (s, d);
      return;
    }
  s->phase = PN_PHASE_INTERIM;
  s->interim_next = s->start_player;
  s->interim_left = s->n_players;
  next_interim (s, d);
}

/* Spec §4.5.3 steps 2–4. */
void
pn_choose_start (PnState      *s,
                 const PnData *d,
                 guint         seat)
{
  s->round++;
  s->start_player = (guint8) seat;
  s->chooser_drawn = 0;
  for (guint p = 0; p < s->n_players; p++)
    {
      PnPlayer *pl = &s->players[p];

      for (int i = 0; i < pl->n_hand; i++)
        pl->deck[pl->n_deck++] = pl->hand[i];
      for (int i = 0; i < pl->n_discard; i++)
        pl->deck[pl->n_deck++] = pl->discard[i];
      pl->n_hand = pl->n_discard = 0;
      memset (pl->hand, PN_NONE, sizeof pl->hand);
      memset (pl->discard, PN_NONE, sizeof pl->discard);
      pn_sort_cards (pl->deck, pl->n_deck);
      ludus_rng_shuffle (&s->rng, pl->deck, pl->n_deck, 1);
      for (int i = 0; i < d->hand_size && pl->n_deck > 0; i++)
        {
          pl->hand[pl->n_hand++] = pl->deck[--pl->n_deck];
          pl->deck[pl->n_deck] = PN_NONE;
        }
      pn_sort_cards (pl->hand, pl->n_hand);
    }
  s->epoch++;
  pn_begin_turn (s, d, seat);
}

/* After an early end (spec §4.6): the next player clockwise still owed a
 * final turn who holds a card (ruling R14), or the final scoring. */
static void
next_final_turn (PnState      *s,
                 const PnData *d)
{
  s->final_turns &= (guint8) ~(1u << s->current);
  for (guint k = 1; k < s->n_players; k++)
    {
      guint q = (s->current + k) % s->n_players;

      if (!(s->final_turns & (1u << q)))
        continue;
      s->final_turns &= (guint8) ~(1u << q);
      if (s->players[q].n_hand > 0)
        {
          pn_begin_turn (s, d, q);
          return;
        }
    }
  pn_final_scoring (s, d);
}

/* Spec §4.4: the card to the discard pile, a new card from the deck, then
 * the next turn, the final turns, or the end of the round. */
void
pn_end_turn (PnState      *s,
             const PnData *d)
{
  PnPlayer *pl = &s->players[s->current];

  pl->discard[pl->n_discard++] = s->card;
  if (pl->n_deck > 0)
    {
      pl->hand[pl->n_hand++] = pl->deck[--pl->n_deck];
      pl->deck[pl->n_deck] = PN_NONE;
      pn_sort_cards (pl->hand, pl->n_hand);
      s->epoch++;
    }
  reset_turn (s);

  if (s->end_trigger != PN_END_NONE)
    {
      next_final_turn (s, d);
      return;
    }
  for (guint k = 1; k <= s->n_players; k++)
    {
      guint q = (s->current + k) % s->n_players;

      if (s->players[q].n_hand > 0)
        {
          pn_begin_turn (s, d, q);
          return;
        }
    }
  round_end (s, d);
}

/* Spec §4.6: checked after every step of a turn. The first trigger gives
 * the player whose turn it is the bonus and every other player one last turn. */
void
pn_check_end (PnState      *s,
              const PnData *d)
{
  int trigger = PN_END_NONE;

  if (s->end_trigger != PN_END_NONE)
    return;
  if (s->supply == 0 && market_total (s) == 0)
    trigger = PN_END_BRICKS;
  /* Every Roman of a colour is in the play area, the supply or on an element. */
  else if (s->players[s->current].romans + s->players[s->current].reserve == 0)
    trigger = PN_END_ROMANS;
  if (trigger == PN_END_NONE)
    return;
  s->end_trigger = (guint8) trigger;
  s->end_player = (gint8) s->current;
  pn_add_vp (s, s->current, PN_VP_EARLY_END, d->early_end_vp);
  s->final_turns = 0;
  for (guint p = 0; p < s->n_players; p++)
    if (p != s->current)
      s->final_turns |= (guint8) (1u << p);
}
