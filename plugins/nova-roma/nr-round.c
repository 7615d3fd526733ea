/* nr-round.c: Nova Roma's rounds: the emperor phase, the turn order, the
 * end-of-turn refills (§4.8), the preparation phase (§7) and the solo
 * automa's steps (§10.2–§10.4)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "nr-private.h"

/* Markets */

/* Closes the gaps, keeping the order (the leftmost slot is 0). */
void
nr_slide (gint8 *market,
          int    n)
{
  int j = 0;

  for (int i = 0; i < n; i++)
    if (market[i] >= 0)
      market[j++] = market[i];
  for (; j < n; j++)
    market[j] = NR_NONE;
}

void
nr_refill_market (NrState *s,
                  gint8   *market,
                  gint8   *stack,
                  guint8  *n_stack)
{
  nr_slide (market, NR_MARKET);
  for (int i = 0; i < NR_MARKET; i++)
    if (market[i] < 0 && *n_stack > 0)
      {
        market[i] = (gint8) nr_pop (stack, n_stack);
        stack[*n_stack] = NR_NONE;
        s->epoch++;
      }
}

void
nr_refill_associates (NrState *s)
{
  nr_slide (s->assoc_market, NR_MARKET);
  for (int i = 0; i < NR_MARKET; i++)
    if (s->assoc_market[i] < 0)
      s->assoc_market[i] = (gint8) nr_draw_deck (s);
}

/* §4.8: associates, basic latifundia, sea, building, in this order. */
static void
refill_all (NrState *s)
{
  nr_refill_associates (s);
  nr_refill_market (s, s->lat_market, s->lat_basic_stack, &s->n_lat_basic_stack);
  nr_refill_market (s, s->sea_market, s->sea_stack, &s->n_sea_stack);
  nr_refill_market (s, s->building_market, s->building_stack, &s->n_building_stack);
}

/* Emperor tokens */

/* The next token; in solo an empty stack is first made again from every
 * used token (§10.2). */
static int
reveal_emperor (NrState *s)
{
  int token;

  if (s->n_emperor_stack == 0 && nr_is_solo (s))
    {
      memcpy (s->emperor_stack, s->emperor_used, s->n_emperor_used);
      s->n_emperor_stack = s->n_emperor_used;
      s->n_emperor_used = 0;
      memset (s->emperor_used, NR_NONE, sizeof s->emperor_used);
      nr_shuffle (s, s->emperor_stack, s->n_emperor_stack);
    }
  token = nr_pop (s->emperor_stack, &s->n_emperor_stack);
  s->emperor_stack[s->n_emperor_stack] = NR_NONE;
  s->emperor_used[s->n_emperor_used++] = (gint8) token;
  s->emperor_shown = (gint8) token;
  s->epoch++;
  return token;
}

/* Solo: before each of the player's turns, two legionnaires go on the
 * cells of the next token; a taken cell gives the automa 1 VP. */
static void
solo_legionnaires (NrState      *s,
                   const NrData *d)
{
  int token = reveal_emperor (s);

  for (int k = 0; k < 2; k++)
    {
      int cell = d->emperor[token][k];

      if (s->forum_fig[cell] == NR_FIG_NONE)
        {
          s->forum_fig[cell] = NR_FIG_LEGIONNAIRE;
          s->forum_owner[cell] = NR_AUTOMA;
          s->legionnaires_left--;
        }
      else
        {
          s->automa_vp++;
          s->automa_blocked++;
        }
    }
}

static void
begin_turn (NrState      *s,
            const NrData *d)
{
  memset (&s->turn, 0, sizeof s->turn);
  s->turn.step = NR_STEP_START;
  s->turn.cell = NR_NONE;
  s->turn.actions[0] = s->turn.actions[1] = NR_NONE;
  if (nr_is_solo (s))
    solo_legionnaires (s, d);
}

void
nr_begin_forum (NrState      *s,
                const NrData *d)
{
  s->phase = NR_PHASE_FORUM;
  s->turn_index = 0;
  s->active = s->first;
  begin_turn (s, d);
}

void
nr_start_round (NrState      *s,
                const NrData *d)
{
  s->round++;
  s->phase = NR_PHASE_EMPEROR;
  s->active = s->first;
  reveal_emperor (s);
}

/* Preparation (§7) */

static void
pass_first_player (NrState *s)
{
  if (s->fp_claimed)
    s->fp_claimed = 0;
  else
    s->fp_holder = (gint8) ((s->fp_holder + 1) % s->n_players);
  s->first = (guint8) s->fp_holder;
}

/* The current favourite to the seat furthest ahead on its track (none at
 * the start, ruling R05; in 2 players it must also beat the neutral
 * chariot; in solo the automa takes it unless the player is ahead). */
static void
award_favourite (NrState      *s,
                 const NrData *d)
{
  int token = s->favourite_current, track, best = NR_NONE;

  if (token < 0)
    return;
  track = d->favourite_track[token];
  for (guint p = 0; p < s->n_players; p++)
    if (s->chariot_pos[p][track] > 0 && (best < 0 || nr_ahead (s, track, p, best)))
      best = (int) p;
  if (s->n_players <= 2 && best >= 0 && !nr_ahead (s, track, best, NR_AUTOMA))
    best = NR_NONE;
  if (best >= 0)
    s->players[best].favourites |= (guint16) (1u << token);
  else if (nr_is_solo (s))
    s->automa_favourites |= (guint16) (1u << token);
  else
    s->favourite_removed |= (guint16) (1u << token);
  s->favourite_current = NR_NONE;
}

/* The next favourite becomes the current one, and the new top of the stack
 * is turned face up. */
static void
next_favourite (NrState *s)
{
  s->favourite_current = (gint8) nr_pop (s->favourite_stack, &s->n_favourite_stack);
  if (s->favourite_current >= 0)
    s->favourite_stack[s->n_favourite_stack] = NR_NONE;
  if (s->n_favourite_stack > 0)
    s->epoch++;
}

static void
clear_forum (NrState *s)
{
  memset (s->forum_fig, NR_FIG_NONE, sizeof s->forum_fig);
  memset (s->forum_owner, NR_NONE, sizeof s->forum_owner);
  s->emperor_cell = NR_NONE;
  s->emperor_shown = NR_NONE;
  s->legionnaires_left = nr_is_solo (s) ? NR_N_LEGIONNAIRES_SOLO : 0;
  for (guint p = 0; p < s->n_players; p++)
    {
      s->players[p].patricians = NR_N_PATRICIANS;
      s->players[p].legionnaires = nr_is_two (s) ? NR_N_LEGIONNAIRES_2P : 0;
    }
}

/* Base steps 4–7. */
static void
refresh (NrState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      NrPlayer *pl = &s->players[p];
      int back = nr_bits (pl->prod_artisan);

      pl->prod_artisan = 0;
      pl->artisans_free = (guint8) (pl->artisans_free + back);
      if (pl->artisans_free > 3)
        {
          s->artisans_supply = (guint8) (s->artisans_supply + pl->artisans_free - 3);
          pl->artisans_free = 3;
        }
      pl->row_used = 0;
    }
  if (s->assoc_market[0] >= 0)
    nr_discard_card (s, s->assoc_market[0]);
  s->assoc_market[0] = NR_NONE;
  nr_refill_associates (s);
  if (s->lat_market[0] >= 0)
    s->lat_removed |= 1u << s->lat_market[0];
  s->lat_market[0] = NR_NONE;
  nr_refill_market (s, s->lat_market, s->lat_basic_stack, &s->n_lat_basic_stack);
  if (s->lat_special >= 0)
    s->lat_removed |= 1u << s->lat_special;
  s->lat_special = (gint8) nr_pop (s->lat_special_stack, &s->n_lat_special_stack);
  if (s->lat_special >= 0)
    {
      s->lat_special_stack[s->n_lat_special_stack] = NR_NONE;
      s->epoch++;
    }
}

/* Solo §10.3 steps 4 and 5: the automa discards the leftmost contracts,
 * and its ships sail one harbour on. */
static void
solo_discards (NrState      *s,
               const NrData *d)
{
  if (s->sea_market[0] >= 0)
    s->automa_sea_discard |= 1u << s->sea_market[0];
  s->sea_market[0] = NR_NONE;
  nr_refill_market (s, s->sea_market, s->sea_stack, &s->n_sea_stack);
  for (int i = 0; i < NR_N_SHIPS; i++)
    {
      int route = s->ship_route[NR_AUTOMA][i];

      if (route >= 0 && s->ship_harbour[NR_AUTOMA][i] + 1 < d->routes[route].n_harbours)
        s->ship_harbour[NR_AUTOMA][i]++;
    }
  if (s->building_market[0] >= 0)
    s->automa_building_discard |= 1u << s->building_market[0];
  s->building_market[0] = NR_NONE;
  nr_refill_market (s, s->building_market, s->building_stack, &s->n_building_stack);
}

static void
automa_chariot (NrState      *s,
                const NrData *d)
{
  int track;

  if (s->favourite_current < 0)
    return;
  track = d->favourite_track[s->favourite_current];
  if (s->chariot_pos[NR_AUTOMA][track] < d->tracks[track].last)
    {
      s->chariot_pos[NR_AUTOMA][track]++;
      s->chariot_seq[NR_AUTOMA][track] = s->next_seq++;
    }
}

static void
solo_preparation (NrState      *s,
                  const NrData *d)
{
  clear_forum (s);
  award_favourite (s, d);
  if (s->round < NR_N_ROUNDS)
    {
      next_favourite (s);
      automa_chariot (s, d);
    }
  solo_discards (s, d);
  if (s->round < NR_N_ROUNDS)
    refresh (s);
}

static void
preparation (NrState      *s,
             const NrData *d)
{
  pass_first_player (s);
  award_favourite (s, d);
  if (s->round == NR_N_ROUNDS)
    return;
  next_favourite (s);
  clear_forum (s);
  refresh (s);
}

/* T9: the refills, then the next seat, or the end of the forum phase. */
void
nr_end_turn (NrState      *s,
             const NrData *d)
{
  guint n_turns = nr_is_solo (s) ? NR_N_PATRICIANS : NR_N_PATRICIANS * s->n_players;

  refill_all (s);
  s->players[s->active].row_fresh = 0;
  s->turn_index++;
  if (s->turn_index < n_turns)
    {
      s->active = (guint8) ((s->first + s->turn_index) % s->n_players);
      begin_turn (s, d);
      return;
    }
  memset (&s->turn, 0, sizeof s->turn);
  s->turn.cell = NR_NONE;
  s->turn.actions[0] = s->turn.actions[1] = NR_NONE;
  s->turn_index = 0;
  if (nr_is_solo (s))
    solo_preparation (s, d);
  else
    preparation (s, d);
  if (s->round == NR_N_ROUNDS)
    s->phase = NR_PHASE_OVER;
  else
    nr_start_round (s, d);
}
