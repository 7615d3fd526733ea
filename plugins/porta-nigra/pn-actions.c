/* pn-actions.c: what Porta Nigra's actions do (spec §5, §6)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Trusted: the moves come from pn_legal_moves(), so nothing here judges
 * legality again. Limited pieces (Romans, bricks) are given only while the
 * supply lasts.
 */
#include "config.h"

#include <string.h>

#include "pn-rules.h"

void
pn_add_vp (PnState *s,
           guint    player,
           int      source,
           int      vp)
{
  s->players[player].vp += vp;
  s->players[player].vp_src[source] += vp;
}

int
pn_site_quarter (const PnData *d,
                 int           site)
{
  return d->quarter_of_building[d->site[site].building];
}

/* The majority part of an element: its row, or its level in the Porta Nigra. */
int
pn_site_part (const PnState *s,
              const PnData  *d,
              int            site)
{
  if (d->site[site].building == PN_PORTA_NIGRA)
    return 6 + s->site_height[site] - 3;
  return d->site[site].part;
}

int
pn_elements_of (const PnState *s,
                guint          player)
{
  int n = 0;

  for (int i = 0; i < PN_N_SITES; i++)
    n += s->site_owner[i] == (int) player;
  return n;
}

int
pn_bricks_in_building (const PnState *s,
                       const PnData  *d,
                       guint          player,
                       int            building)
{
  int n = 0;

  for (int i = pn_first_site (building); i < pn_first_site (building) + pn_n_sites (building); i++)
    if (s->site_owner[i] == (int) player)
      n += s->site_height[i];
  return n;
}

/* Takes n pieces from a limited supply: as many as it has. */
static int
take_limited (int  n,
              int *supply)
{
  n = MIN (n, *supply);
  *supply -= n;
  return n;
}

/* A gain of a reward or an honour card; the Porta Nigra brick is done by the caller. */
void
pn_gain (PnState      *s,
         const PnData *d,
         guint         player,
         const PnGain *gain)
{
  PnPlayer *pl = &s->players[player];
  int supply, reserve;

  switch (gain->kind)
    {
    case PN_GAIN_VP:
      pn_add_vp (s, player, PN_VP_HONOR, gain->count);
      break;
    case PN_GAIN_ROMAN:
      reserve = pl->reserve;
      pl->romans += (gint8) take_limited (gain->count, &reserve);
      pl->reserve = (gint8) reserve;
      break;
    case PN_GAIN_BRICK:
      supply = s->supply;
      pl->bricks[gain->param] += (guint8) take_limited (gain->count, &supply);
      s->supply = (guint8) supply;
      break;
    case PN_GAIN_TORCH:
      pl->torches += gain->count;
      break;
    case PN_GAIN_INFLUENCE:
      pl->influence += gain->count;
      break;
    case PN_GAIN_COINS:
      pl->coins += gain->count;
      break;
    default:
      break;
    }
}

/* Spec §5.3 d: the building's reward once for every new multiple of 3
 * bricks the player has in it. */
static void
master_builder_rewards (PnState      *s,
                        const PnData *d,
                        guint         player,
                        int           building,
                        int           before,
                        int           after)
{
  for (int times = after / 3 - before / 3; times > 0; times--)
    for (int k = 0; k < d->n_reward[building]; k++)
      pn_gain (s, d, player, &d->reward[building][k]);
}

/* The colour of a buy icon in effect: an icon of an empty shop counts as
 * the grey "any" icon (spec §5.2 step 1). */
int
pn_effective_buy (const PnState *s,
                  int            color)
{
  return color != PN_ANY && s->shop[color] > 0 ? color : PN_ANY;
}

/* Coins a buy from shop costs: the way there and the brick. */
int
pn_buy_cost (const PnState *s,
             const PnData  *d,
             guint          player,
             int            shop)
{
  int move = shop == PN_WHITE ? 0
             : pn_distance (s->players[player].builder, pn_quarter_of_shop[shop]);

  return move + d->price[shop];
}

void
pn_buy_brick (PnState      *s,
              const PnData *d,
              guint         player,
              int           shop)
{
  PnPlayer *pl = &s->players[player];

  pl->coins -= pn_buy_cost (s, d, player, shop);
  if (shop != PN_WHITE)
    pl->builder = pn_quarter_of_shop[shop];
  s->shop[shop]--;
  pl->bricks[shop]++;
}

/* The display slot of the building card an element on site wins, or -1:
 * this building and the site's colour, never for Amphitheatre row C. */
int
pn_building_card_for (const PnState *s,
                      const PnData  *d,
                      int            site)
{
  const PnSite *st = &d->site[site];

  if (st->building == PN_AMPHITHEATRE && st->row == 2)
    return -1;
  for (int i = 0; i < PN_BUILDING_DISPLAY; i++)
    {
      int card = s->building_display[i];

      if (card >= 0 && d->building[card].building == st->building &&
          d->building[card].color == st->color)
        return i;
    }
  return -1;
}

/* Spec §5.3: move, build, score, take a building card, rewards. */
void
pn_place_element (PnState      *s,
                  const PnData *d,
                  guint         player,
                  int           site,
                  int           height,
                  int           whites)
{
  PnPlayer *pl = &s->players[player];
  const PnSite *st = &d->site[site];
  int quarter = pn_site_quarter (d, site);
  int before = pn_bricks_in_building (s, d, player, st->building);
  int slot;

  pl->coins -= pn_distance (pl->builder, quarter);
  pl->builder = (gint8) quarter;
  pl->bricks[st->color] -= (guint8) (height - whites);
  pl->bricks[PN_WHITE] -= (guint8) whites;
  pl->romans--;
  s->site_owner[site] = (gint8) player;
  s->site_height[site] = (guint8) height;

  if (st->building == PN_PORTA_NIGRA)
    pn_add_vp (s, player, PN_VP_PLACEMENT, height * d->value[st->color]);
  else
    pn_add_vp (s, player, PN_VP_PLACEMENT, st->vp);

  slot = pn_building_card_for (s, d, site);
  if (slot >= 0)
    {
      pl->building_cards[pl->n_building_cards++] = s->building_display[slot];
      s->building_display[slot] = PN_NONE;
    }
  master_builder_rewards (s, d, player, st->building, before, before + height);
}

/* Building cards (or building-substitute honour cards) of building a player holds. */
int
pn_cards_of_building (const PnState *s,
                      const PnData  *d,
                      guint          player,
                      int            building,
                      gboolean       substitutes)
{
  const PnPlayer *pl = &s->players[player];
  int n = 0;

  if (!substitutes)
    {
      for (int i = 0; i < pl->n_building_cards; i++)
        n += d->building[pl->building_cards[i]].building == building;
      return n;
    }
  for (int i = 0; i < pl->n_honor; i++)
    n += d->honor[pl->honor[i]].kind == PN_HONOR_SUBSTITUTE &&
         d->honor[pl->honor[i]].building == building;
  return n;
}

static void
remove_at (gint8  *cards,
           guint8 *n,
           int     i)
{
  memmove (&cards[i], &cards[i + 1], (gsize) (*n - i - 1));
  cards[--*n] = PN_NONE;
}

/* Discards the player's lowest building card of building (colours do not
 * matter once taken), or a substitute honour card of it, to the box. */
static void
discard_building (PnState      *s,
                  const PnData *d,
                  guint         player,
                  int           building,
                  gboolean      substitute)
{
  PnPlayer *pl = &s->players[player];
  int best = -1;

  if (substitute)
    {
      for (int i = 0; i < pl->n_honor; i++)
        if (d->honor[pl->honor[i]].kind == PN_HONOR_SUBSTITUTE &&
            d->honor[pl->honor[i]].building == building &&
            (best < 0 || pl->honor[i] < pl->honor[best]))
          best = i;
      s->honor_box[s->n_honor_box++] = pl->honor[best];
      remove_at (pl->honor, &pl->n_honor, best);
      return;
    }
  for (int i = 0; i < pl->n_building_cards; i++)
    if (d->building[pl->building_cards[i]].building == building &&
        (best < 0 || pl->building_cards[i] < pl->building_cards[best]))
      best = i;
  s->building_box[s->n_building_box++] = pl->building_cards[best];
  remove_at (pl->building_cards, &pl->n_building_cards, best);
}

static void
discard_final (PnState      *s,
               const PnData *d,
               guint         player,
               int           vp)
{
  PnPlayer *pl = &s->players[player];

  for (int i = 0; i < pl->n_honor; i++)
    if (d->honor[pl->honor[i]].kind == PN_HONOR_FINAL && d->honor[pl->honor[i]].vp == vp)
      {
        s->honor_box[s->n_honor_box++] = pl->honor[i];
        remove_at (pl->honor, &pl->n_honor, i);
        return;
      }
}

/* The honour card's Porta Nigra brick: one more brick under the Roman of
 * site (no VP, no card), and the Porta Nigra reward if it is due (spec §5.9). */
static void
grow_porta_nigra (PnState      *s,
                  const PnData *d,
                  guint         player,
                  int           site)
{
  int before = pn_bricks_in_building (s, d, player, PN_PORTA_NIGRA);

  if (site < 0 || s->supply == 0)
    return;
  s->supply--;
  s->site_height[site]++;
  master_builder_rewards (s, d, player, PN_PORTA_NIGRA, before, before + 1);
}

/* Whether an immediate card would give anything now (ruling R16: it may be
 * bought anyway; the text warns). Kept cards always count. */
gboolean
pn_honor_yields (const PnState *s,
                 const PnData  *d,
                 guint          player,
                 int            card)
{
  const PnHonorCard *h = &d->honor[card];

  if (h->kind != PN_HONOR_IMMEDIATE)
    return TRUE;
  for (int k = 0; k < h->n_effects; k++)
    switch (h->effect[k].kind)
      {
      case PN_GAIN_ROMAN:
        if (s->players[player].reserve > 0)
          return TRUE;
        break;
      case PN_GAIN_BRICK:
        if (s->supply > 0)
          return TRUE;
        break;
      case PN_GAIN_PORTA_NIGRA_BRICK:
        for (int i = pn_first_site (PN_PORTA_NIGRA); i < PN_N_SITES && s->supply > 0; i++)
          if (s->site_owner[i] == (int) player && s->site_height[i] < d->pn_max)
            return TRUE;
        break;
      default:
        return TRUE;
      }
  return FALSE;
}

/* Spec §5.8.1: pay, discard, then the effect or keep the card. discards:
 * bits 0–3 the buildings whose card is discarded, bits 4–7 those of them
 * discarded as a substitute honour card. */
void
pn_buy_honor (PnState      *s,
              const PnData *d,
              guint         player,
              int           slot,
              int           site,
              int           discards)
{
  PnPlayer *pl = &s->players[player];
  int card = s->honor_display[slot];
  const PnHonorCard *h = &d->honor[card];

  s->honor_display[slot] = PN_NONE;
  s->honor_bought = 1;
  pl->influence -= h->cost;
  if (h->discard == PN_DISCARD_BUILDINGS)
    {
      for (int b = 0; b < PN_N_BUILDINGS; b++)
        if (discards & (1 << b))
          discard_building (s, d, player, b, (discards >> (4 + b)) & 1);
    }
  else if (h->discard == PN_DISCARD_FINAL)
    discard_final (s, d, player, h->discard_param);

  if (h->kind != PN_HONOR_IMMEDIATE)
    {
      pl->honor[pl->n_honor++] = (gint8) card;
      return;
    }
  for (int k = 0; k < h->n_effects; k++)
    if (h->effect[k].kind == PN_GAIN_PORTA_NIGRA_BRICK)
      grow_porta_nigra (s, d, player, site);
    else
      pn_gain (s, d, player, &h->effect[k]);
  s->honor_box[s->n_honor_box++] = (gint8) card;
}
