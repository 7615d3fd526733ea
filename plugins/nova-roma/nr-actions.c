/* nr-actions.c: the eight forum actions (spec §5), their associate cards
 * (§4.5) and the optional abilities of latifundium tiles (§2.10)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "nr-private.h"

static NrFrame *
top_frame (NrState *s)
{
  return &s->frames[s->n_frames - 1];
}

static const NrFrame *
ctop_frame (const NrState *s)
{
  return &s->frames[s->n_frames - 1];
}

/* Starting an action */

static gboolean
boost_available (const NrState *s,
                 const NrData  *d,
                 guint          p,
                 int            action)
{
  const NrPlayer *pl = &s->players[p];

  for (int i = 0; i < pl->n_row; i++)
    {
      const NrCardData *c = &d->cards[pl->row[i]];

      if (c->effect == NR_ONCE_POWER && c->action == action && nr_card_ready (s, p, pl->row[i]))
        return TRUE;
    }
  return FALSE;
}

static void
begin_steps (NrState *s,
             NrFrame *f)
{
  NrPlayer *pl = &s->players[s->active];

  switch ((NrAction) f->action)
    {
    case NR_ACT_TRADE:
      pl->sesterces = (gint16) (pl->sesterces + f->power);
      f->did = 1;
      f->step = NR_FS_TRADE_DISCARD;
      break;
    case NR_ACT_DEVELOPMENT:
      nr_gain_influence (s, s->active, f->power);
      f->did = 1;
      f->step = NR_FS_DEV_WINE;
      break;
    case NR_ACT_PETITION:
      f->step = NR_FS_PET_CLAIM;
      break;
    case NR_ACT_ASSOCIATES:
      f->count = f->power;
      f->step = NR_FS_ASSOC_DRAW;
      break;
    case NR_ACT_SEAFARING:
      f->step = NR_FS_SEA_CONTRACT;
      break;
    case NR_ACT_CONSTRUCTION:
      f->step = NR_FS_BUILD_CONTRACT;
      break;
    case NR_ACT_RACE:
      f->step = NR_FS_RACE_MOVE;
      break;
    case NR_ACT_PRODUCTION:
      f->count = f->power;
      f->step = NR_FS_PRODUCTION;
      break;
    default:
      g_assert_not_reached ();
    }
}

/* PERFORM (or a Petition's action, in Petition mode): the permanent cards'
 * sesterces at once (ruling R11), then the +1 power cards if any could
 * still add something, then step 1. */
void
nr_start_frame (NrState      *s,
                const NrData *d,
                int           action,
                int           power,
                gboolean      petition)
{
  NrPlayer *pl = &s->players[s->active];
  NrFrame *f = &s->frames[s->n_frames++];

  memset (f, 0, sizeof *f);
  f->action = (guint8) action;
  f->power = (guint8) MIN (power, 3);
  f->petition = (guint8) petition;
  f->taken = NR_NONE;
  s->turn.step = NR_STEP_IN_ACTION;
  if (!petition)
    for (int i = 0; i < pl->n_row; i++)
      {
        const NrCardData *c = &d->cards[pl->row[i]];

        if (c->effect == NR_PERM_SESTERCE && c->action == action
            && !(pl->row_fresh & BIT (pl->row[i])))
          {
            pl->sesterces++;
            f->perm_bonus++;
          }
      }
  if (!petition && f->power < 3 && boost_available (s, d, s->active, action))
    f->step = NR_FS_BOOST;
  else
    begin_steps (s, f);
}

/* Closes finished frames: a PERFORM in which nothing happened becomes a
 * DECLINE (ruling R12), and a Petition ends with the action it performed. */
void
nr_close_frames (NrState      *s,
                 const NrData *d)
{
  NrPlayer *pl = &s->players[s->active];

  while (s->n_frames > 0 && top_frame (s)->step == NR_FS_FINISHED)
    {
      NrFrame f = *top_frame (s);

      s->n_frames--;
      if (!f.petition && !f.did)
        pl->sesterces = (gint16) (pl->sesterces + 1 - f.perm_bonus);
      if (f.petition && s->n_frames > 0)
        top_frame (s)->step = NR_FS_FINISHED;
    }
  if (s->n_frames == 0)
    s->turn.step = NR_STEP_ACTIONS;
}

/* Associate cards of the row usable now (§4.5) */

static void
list_cards (const NrState *s,
            const NrData  *d,
            const NrFrame *f,
            NrMoves       *out)
{
  const NrPlayer *pl = &s->players[s->active];

  if (f->petition)
    return;
  for (int i = 0; i < pl->n_row; i++)
    {
      int card = pl->row[i];
      const NrCardData *c = &d->cards[card];

      if (c->kind != NR_CARD_ONCE || c->action != f->action || !nr_card_ready (s, s->active, card))
        continue;
      switch (c->effect)
        {
        case NR_ONCE_POWER:
          if (f->step == NR_FS_BOOST && f->power < 3)
            nr_add (out, NR_MOVE_ASSOCIATE, card, 0, 0);
          break;
        case NR_ONCE_ARTISAN:
          if (pl->sesterces >= 1)
            for (int cell = 0; cell < nr_prod_cells (d); cell++)
              if (nr_can_place (s, d, s->active, cell, FALSE))
                nr_add (out, NR_MOVE_ASSOCIATE, card, cell, 0);
          break;
        case NR_ONCE_WAIVE:
          if (!f->waive && (f->step == NR_FS_BOOST || f->step == NR_FS_BUILD_CONTRACT))
            nr_add (out, NR_MOVE_ASSOCIATE, card, 0, 0);
          break;
        default:
          nr_add (out, NR_MOVE_ASSOCIATE, card, 0, 0);
          break;
        }
    }
}

static void
apply_card (NrState         *s,
            const NrData    *d,
            NrFrame         *f,
            const LudusMove *move)
{
  int card = move->args[0];
  const NrCardData *c = &d->cards[card];
  NrPlayer *pl = &s->players[s->active];

  pl->row_used |= BIT (card);
  f->did = 1;
  switch (c->effect)
    {
    case NR_ONCE_POWER:
      f->power = (guint8) MIN (3, f->power + 1);
      break;
    case NR_ONCE_RESOURCE:
      nr_gain_resource (s, s->active, c->resource, 1);
      break;
    case NR_ONCE_INFLUENCE:
      nr_gain_influence (s, s->active, 1);
      break;
    case NR_ONCE_ANY_RESOURCE:
      nr_push_task (s, NR_TASK_RESOURCES, s->active, 0, 1);
      break;
    case NR_ONCE_ARTISAN:
      pl->sesterces--;
      nr_place_artisan (s, d, s->active, move->args[1], FALSE);
      break;
    case NR_ONCE_WAIVE:
      f->waive = 1;
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Steps */

static gboolean
can_claim (const NrState *s)
{
  const NrPlayer *pl = &s->players[s->active];

  return !s->fp_claimed && !nr_is_solo (s) && pl->influence >= 2
         && !(s->first == s->active && pl->patricians == NR_N_PATRICIANS - 1);
}

static gboolean
can_pay_price (const NrPlayer *pl,
               int             price)
{
  return price == NR_PRICE_FREE || (price == NR_PRICE_SESTERCE && pl->sesterces >= 1)
         || (price == NR_PRICE_WINE && pl->resources[NR_WINE] >= 1);
}

static void
list_latifundia (const NrState *s,
                 const NrData  *d,
                 NrMoves       *out)
{
  const NrPlayer *pl = &s->players[s->active];

  for (int slot = 0; slot <= NR_SLOT_SPECIAL; slot++)
    {
      int tile = slot < NR_MARKET ? s->lat_market[slot] : s->lat_special;

      if (tile < 0 || !can_pay_price (pl, d->lat_price[slot]))
        continue;
      for (int cell = 0; cell < nr_prod_cells (d); cell++)
        nr_add (out, NR_MOVE_LATIFUNDIUM, slot, cell, 0);
    }
}

/* Playing a card (§6.8): price in sesterces, +1 influence from the 4th card
 * on (ruling R07), a full row first gives up one card. */
void
nr_list_play (const NrState *s,
              const NrData  *d,
              guint          p,
              int            price,
              NrMoves       *out)
{
  const NrPlayer *pl = &s->players[p];
  int influence = pl->n_row >= 3 ? 1 : 0;

  if (pl->sesterces < price || pl->influence < influence)
    return;
  for (int card = 0; card < NR_N_ASSOCIATES; card++)
    {
      if (!(pl->hand & BIT (card)))
        continue;
      if (pl->n_row < NR_ROW_MAX)
        nr_add (out, NR_MOVE_PLAY, card, NR_NONE, 0);
      else
        for (int i = 0; i < pl->n_row; i++)
          nr_add (out, NR_MOVE_PLAY, card, pl->row[i], 0);
    }
}

static void
list_contracts (const NrState *s,
                const NrData  *d,
                const NrFrame *f,
                NrMoves       *out)
{
  const NrPlayer *pl = &s->players[s->active];
  gboolean sea = f->action == NR_ACT_SEAFARING;

  for (int slot = 0; slot < nr_contract_slots (f->power); slot++)
    {
      int id = sea ? s->sea_market[slot] : s->building_market[slot];
      const NrCost *cost;

      if (id < 0)
        continue;
      cost = sea ? &d->sea[id].cost : &d->building[id].cost;
      if (!nr_can_pay (s, s->active, cost))
        continue;
      if (!sea && d->building[id].needs_artisan && !f->waive && pl->artisans_free == 0)
        continue;
      nr_add (out, NR_MOVE_CONTRACT, slot, 0, 0);
    }
}

static void
list_charioteer (const NrState *s,
                 const NrData  *d,
                 NrMoves       *out)
{
  const NrPlayer *pl = &s->players[s->active];

  if (pl->artisans_free == 0)
    return;
  for (int t = 0; t < NR_N_TRACKS; t++)
    {
      int pos = s->chariot_pos[s->active][t];

      if (pos < d->tracks[t].last && nr_race_horses (d, t, pos, 1) <= pl->resources[NR_HORSE])
        nr_add (out, NR_MOVE_CHARIOTEER, t, 0, 0);
    }
}

static void
list_production (const NrState *s,
                 const NrData  *d,
                 const NrFrame *f,
                 NrMoves       *out)
{
  const NrPlayer *pl = &s->players[s->active];

  if (pl->resources[NR_WHEAT] >= 1 && s->artisans_supply >= 1)
    nr_add (out, NR_MOVE_HIRE, 0, 0, 0);
  for (int cell = 0; cell < nr_prod_cells (d); cell++)
    if (nr_can_place (s, d, s->active, cell, f->petition))
      nr_add (out, NR_MOVE_PLACE, cell, 0, 0);
}

static void
list_step (const NrState *s,
           const NrData  *d,
           const NrFrame *f,
           NrMoves       *out)
{
  const NrPlayer *pl = &s->players[s->active];

  switch ((NrFrameStep) f->step)
    {
    case NR_FS_BOOST:
      break;
    case NR_FS_TRADE_DISCARD:
    case NR_FS_ASSOC_LIMIT:
      for (int card = 0; card < NR_N_ASSOCIATES; card++)
        if (pl->hand & BIT (card))
          nr_add (out, NR_MOVE_DISCARD, card, 0, 0);
      break;
    case NR_FS_TRADE_BUY:
      if (pl->sesterces >= 1)
        for (int r = 0; r < NR_N_RESOURCES; r++)
          nr_add (out, NR_MOVE_BUY, r, 0, 0);
      break;
    case NR_FS_DEV_WINE:
      if (pl->resources[NR_WINE] >= 1)
        nr_add (out, NR_MOVE_WINE, 0, 0, 0);
      break;
    case NR_FS_DEV_BUY:
      list_latifundia (s, d, out);
      break;
    case NR_FS_PET_CLAIM:
      if (can_claim (s))
        nr_add (out, NR_MOVE_CLAIM, 0, 0, 0);
      break;
    case NR_FS_PET_ACTION:
      for (int a = 0; a < NR_N_ACTIONS; a++)
        for (int k = 1; a != NR_ACT_PETITION && k <= MIN (f->power, pl->influence); k++)
          nr_add (out, NR_MOVE_PETITION, a, k, 0);
      break;
    case NR_FS_ASSOC_DRAW:
      for (int slot = 0; slot < NR_MARKET; slot++)
        if (s->assoc_market[slot] >= 0)
          nr_add (out, NR_MOVE_DRAW, slot, 0, 0);
      if (s->n_assoc_deck + s->n_assoc_discard > 0)
        nr_add (out, NR_MOVE_DRAW, NR_DRAW_DECK, 0, 0);
      break;
    case NR_FS_ASSOC_PLAY:
      nr_list_play (s, d, s->active, nr_play_price (f->power), out);
      break;
    case NR_FS_SEA_CONTRACT:
    case NR_FS_BUILD_CONTRACT:
      list_contracts (s, d, f, out);
      break;
    case NR_FS_SEA_MOVE:
      nr_list_sail (s, d, s->active, f->count, out);
      break;
    case NR_FS_BUILD_PLACE:
      nr_list_builds (s, d, s->active, f->taken, nr_district_mask (f->power), out);
      break;
    case NR_FS_RACE_MOVE:
      nr_list_race (s, d, s->active, f->power, out);
      break;
    case NR_FS_RACE_CHARIOTEER:
      list_charioteer (s, d, out);
      break;
    case NR_FS_PRODUCTION:
      list_production (s, d, f, out);
      break;
    case NR_FS_PET_WAIT:
    case NR_FS_FINISHED:
    default:
      g_assert_not_reached ();
    }
}

/* The step's moves, the cards usable now, and "done" unless the step is
 * compulsory (the hand limit). */
gboolean
nr_list_frame (const NrState *s,
               const NrData  *d,
               NrMoves       *out)
{
  const NrFrame *f = ctop_frame (s);

  list_step (s, d, f, out);
  list_cards (s, d, f, out);
  if (f->step != NR_FS_ASSOC_LIMIT)
    nr_add (out, NR_MOVE_DONE, 0, 0, 0);
  return TRUE;
}

/* Applying */

static void
done_step (NrState *s,
           NrFrame *f)
{
  static const guint8 next[] = {
    [NR_FS_TRADE_DISCARD] = NR_FS_TRADE_BUY,
    [NR_FS_TRADE_BUY] = NR_FS_FINISHED,
    [NR_FS_DEV_WINE] = NR_FS_DEV_BUY,
    [NR_FS_DEV_BUY] = NR_FS_FINISHED,
    [NR_FS_PET_CLAIM] = NR_FS_PET_ACTION,
    [NR_FS_PET_ACTION] = NR_FS_FINISHED,
    [NR_FS_ASSOC_DRAW] = NR_FS_ASSOC_PLAY,
    [NR_FS_ASSOC_PLAY] = NR_FS_ASSOC_LIMIT,
    [NR_FS_SEA_CONTRACT] = NR_FS_FINISHED,
    [NR_FS_SEA_MOVE] = NR_FS_FINISHED,
    [NR_FS_BUILD_CONTRACT] = NR_FS_FINISHED,
    [NR_FS_BUILD_PLACE] = NR_FS_FINISHED,
    [NR_FS_RACE_MOVE] = NR_FS_RACE_CHARIOTEER,
    [NR_FS_RACE_CHARIOTEER] = NR_FS_FINISHED,
    [NR_FS_PRODUCTION] = NR_FS_FINISHED,
  };

  if (f->step == NR_FS_BOOST)
    begin_steps (s, f);
  else
    f->step = next[f->step];
  if (f->step == NR_FS_ASSOC_LIMIT && s->players[s->active].n_hand <= NR_HAND_LIMIT)
    f->step = NR_FS_FINISHED;
}

static void
take_latifundium (NrState         *s,
                  const NrData    *d,
                  const LudusMove *move)
{
  NrPlayer *pl = &s->players[s->active];
  int slot = move->args[0], cell = move->args[1];
  gint8 *from = slot < NR_MARKET ? &s->lat_market[slot] : &s->lat_special;
  int price = d->lat_price[slot];

  if (price == NR_PRICE_SESTERCE)
    pl->sesterces--;
  else if (price == NR_PRICE_WINE)
    pl->resources[NR_WINE]--;
  if (pl->prod_tile[cell] >= 0)
    s->lat_removed |= 1u << pl->prod_tile[cell];
  pl->prod_tile[cell] = *from;
  pl->prod_face_down &= (guint16) ~(1u << cell);
  *from = NR_NONE;
}

static void
take_contract (NrState      *s,
               const NrData *d,
               NrFrame      *f,
               int           slot)
{
  NrPlayer *pl = &s->players[s->active];

  if (f->action == NR_ACT_SEAFARING)
    {
      int id = s->sea_market[slot];

      s->sea_market[slot] = NR_NONE;
      nr_pay (s, s->active, &d->sea[id].cost);
      pl->sea_done |= 1u << id;
      f->taken = (gint8) id;
      f->count = f->power;
      f->step = NR_FS_SEA_MOVE;
    }
  else
    {
      int id = s->building_market[slot];

      s->building_market[slot] = NR_NONE;
      nr_pay (s, s->active, &d->building[id].cost);
      if (d->building[id].needs_artisan && !f->waive)
        {
          pl->artisans_free--;
          s->artisans_supply++;
        }
      pl->building_done |= 1u << id;
      f->taken = (gint8) id;
      f->step = NR_FS_BUILD_PLACE;
    }
}

static void
play_from_hand (NrState *s,
                guint    p,
                int      card,
                int      row_discard,
                int      price)
{
  NrPlayer *pl = &s->players[p];

  pl->sesterces = (gint16) (pl->sesterces - price);
  if (pl->n_row >= 3)
    pl->influence--;
  nr_play_card (s, p, card, row_discard);
}

static void
apply_discard (NrState *s,
               NrFrame *f,
               int      card)
{
  NrPlayer *pl = &s->players[s->active];

  nr_hand_remove (s, s->active, card);
  nr_discard_card (s, card);
  if (f->step == NR_FS_TRADE_DISCARD)
    {
      f->did = 1;
      if (++f->discarded % 2 == 0)
        pl->sesterces++;
    }
  else if (pl->n_hand <= NR_HAND_LIMIT)
    f->step = NR_FS_FINISHED;
}

static void
apply_draw (NrState *s,
            NrFrame *f,
            int      slot)
{
  int card;

  if (slot < NR_MARKET)
    {
      card = s->assoc_market[slot];
      s->assoc_market[slot] = NR_NONE;
    }
  else
    card = nr_draw_deck (s);
  nr_hand_add (s, s->active, card);
  f->did = 1;
  if (--f->count == 0)
    f->step = NR_FS_ASSOC_PLAY;
}

/* An operation of Production; the last one ends the action. */
static void
operation_done (NrFrame *f)
{
  f->did = 1;
  if (--f->count == 0)
    f->step = NR_FS_FINISHED;
}

/* Petition steps 1 and 2. */
static void
apply_petition (NrState         *s,
                const NrData    *d,
                NrFrame         *f,
                const LudusMove *move)
{
  NrPlayer *pl = &s->players[s->active];

  f->did = 1;
  if (move->kind == NR_MOVE_CLAIM)
    {
      pl->influence = (gint8) (pl->influence - 2);
      s->fp_holder = (gint8) s->active;
      s->fp_claimed = 1;
      f->step = NR_FS_PET_ACTION;
      return;
    }
  pl->influence = (gint8) (pl->influence - move->args[1]);
  f->step = NR_FS_PET_WAIT;
  nr_start_frame (s, d, move->args[0], move->args[1], TRUE);
}

/* Chariot race steps 1 and 2. */
static void
apply_race_step (NrState         *s,
                 const NrData    *d,
                 NrFrame         *f,
                 const LudusMove *move)
{
  f->did = 1;
  if (move->kind == NR_MOVE_RACE)
    {
      f->step = NR_FS_RACE_CHARIOTEER;
      nr_apply_race (s, d, s->active, move);
      return;
    }
  f->step = NR_FS_FINISHED;
  s->players[s->active].artisans_free--;
  s->artisans_supply++;
  nr_move_chariot (s, d, s->active, move->args[0], 1);
}

void
nr_apply_frame (NrState         *s,
                const NrData    *d,
                const LudusMove *move)
{
  NrFrame *f = top_frame (s);
  NrPlayer *pl = &s->players[s->active];
  int a = move->args[0];

  switch (move->kind)
    {
    case NR_MOVE_ASSOCIATE:
      apply_card (s, d, f, move);
      break;
    case NR_MOVE_DONE:
      done_step (s, f);
      break;
    case NR_MOVE_DISCARD:
      apply_discard (s, f, a);
      break;
    case NR_MOVE_BUY:
      pl->sesterces--;
      nr_gain_resource (s, s->active, a, 1);
      break;
    case NR_MOVE_WINE:
      pl->resources[NR_WINE]--;
      nr_gain_influence (s, s->active, 1);
      break;
    case NR_MOVE_LATIFUNDIUM:
      take_latifundium (s, d, move);
      f->step = NR_FS_FINISHED;
      break;
    case NR_MOVE_CLAIM:
    case NR_MOVE_PETITION:
      apply_petition (s, d, f, move);
      break;
    case NR_MOVE_DRAW:
      apply_draw (s, f, a);
      break;
    case NR_MOVE_PLAY:
      play_from_hand (s, s->active, a, move->args[1], nr_play_price (f->power));
      f->did = 1;
      f->step = pl->n_hand > NR_HAND_LIMIT ? NR_FS_ASSOC_LIMIT : NR_FS_FINISHED;
      break;
    case NR_MOVE_CONTRACT:
      f->did = 1;
      take_contract (s, d, f, a);
      break;
    case NR_MOVE_SAIL:
      f->count = (guint8) (f->count - nr_apply_sail (s, d, s->active, a, move->args[1]));
      break;
    case NR_MOVE_BUILD:
      f->step = NR_FS_FINISHED;
      nr_apply_build (s, d, s->active, move);
      break;
    case NR_MOVE_RACE:
    case NR_MOVE_CHARIOTEER:
      apply_race_step (s, d, f, move);
      break;
    case NR_MOVE_HIRE:
      pl->resources[NR_WHEAT]--;
      nr_gain_artisans (s, s->active, 1);
      operation_done (f);
      break;
    case NR_MOVE_PLACE:
      operation_done (f);
      nr_place_artisan (s, d, s->active, a, f->petition);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Latifundium tiles: the optional ability of the tile an artisan was just
 * placed on. Using a special tile turns it face down for good (ruling R08);
 * it is not the matching action (ruling R38). */
void
nr_list_tile (const NrState *s,
              const NrData  *d,
              const NrTask  *t,
              NrMoves       *out)
{
  const NrPlayer *pl = &s->players[t->player];
  int kind = d->lat[pl->prod_tile[t->ref]].kind;

  switch (kind)
    {
    case NR_LAT_EXCHANGE_ARTISAN:
      if (pl->sesterces >= 1 && s->artisans_supply >= 1)
        nr_add (out, NR_MOVE_USE, 0, 0, 0);
      break;
    case NR_LAT_EXCHANGE_SESTERCES:
      if (pl->influence >= 1)
        nr_add (out, NR_MOVE_USE, 0, 0, 0);
      break;
    case NR_LAT_EXCHANGE_RESOURCE:
      if (pl->influence < 1)
        break;
      G_GNUC_FALLTHROUGH;
    case NR_LAT_INCOME_GOODS:
      for (int r = 0; r < NR_N_RESOURCES; r++)
        nr_add (out, NR_MOVE_RESOURCE, r, 0, 0);
      break;
    case NR_LAT_INCOME_COINS:
      nr_add (out, NR_MOVE_USE, 0, 0, 0);
      break;
    case NR_LAT_ASSOCIATES:
      nr_list_play (s, d, t->player, 0, out);
      break;
    case NR_LAT_SEAFARING:
      nr_list_sail (s, d, t->player, 2, out);
      break;
    case NR_LAT_CONSTRUCTION:
      nr_list_builds (s, d, t->player, NR_NONE, nr_district_mask (3), out);
      break;
    case NR_LAT_RACE:
      nr_list_race (s, d, t->player, 2, out);
      break;
    default:
      g_assert_not_reached ();
    }
  nr_add (out, NR_MOVE_DONE, 0, 0, 0);
}

static void
use_tile (NrState         *s,
          const NrData    *d,
          guint            p,
          int              kind,
          const LudusMove *move)
{
  NrPlayer *pl = &s->players[p];

  switch (kind)
    {
    case NR_LAT_EXCHANGE_ARTISAN:
      pl->sesterces--;
      nr_gain_artisans (s, p, 1);
      break;
    case NR_LAT_EXCHANGE_SESTERCES:
      pl->influence--;
      pl->sesterces = (gint16) (pl->sesterces + 2);
      break;
    case NR_LAT_EXCHANGE_RESOURCE:
      pl->influence--;
      nr_gain_resource (s, p, move->args[0], 1);
      break;
    case NR_LAT_INCOME_GOODS:
      nr_push_task (s, NR_TASK_RESOURCES, p, 0, 2);
      nr_gain_resource (s, p, move->args[0], 1);
      break;
    case NR_LAT_INCOME_COINS:
      pl->sesterces = (gint16) (pl->sesterces + 4);
      break;
    case NR_LAT_ASSOCIATES:
      play_from_hand (s, p, move->args[0], move->args[1], 0);
      break;
    case NR_LAT_SEAFARING:
      {
        int at = s->n_tasks;

        /* The rest of the 2 points, below any reward the harbour gives. */
        nr_push_task (s, NR_TASK_SAIL, p, 0, 2);
        s->tasks[at].count = (guint8) (2 - nr_apply_sail (s, d, p, move->args[0], move->args[1]));
      }
      break;
    case NR_LAT_CONSTRUCTION:
      nr_apply_build (s, d, p, move);
      break;
    case NR_LAT_RACE:
      nr_apply_race (s, d, p, move);
      break;
    default:
      g_assert_not_reached ();
    }
}

void
nr_apply_tile (NrState         *s,
               const NrData    *d,
               const LudusMove *move)
{
  NrTask t = s->tasks[--s->n_tasks];
  NrPlayer *pl = &s->players[t.player];
  int kind = d->lat[pl->prod_tile[t.ref]].kind;

  if (move->kind == NR_MOVE_DONE)
    return;
  if (NR_LAT_IS_SPECIAL (kind))
    pl->prod_face_down |= (guint16) (1u << t.ref);
  use_tile (s, d, t.player, kind, move);
}
