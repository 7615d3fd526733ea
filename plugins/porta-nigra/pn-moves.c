/* pn-moves.c: Porta Nigra's legal moves (the one judge of legality) and the trusted apply
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Spec §4.3 and §5. Every decision is listed once; two identical icons of a
 * card are one decision (the first unused one is listed), and
 * pn_canonicalize() maps a move naming the other to it.
 */
#include "config.h"

#include <string.h>

#include "pn-rules.h"

const char *const pn_move_kind_names[PN_N_MOVE_KINDS + 1] = {
  "place_builder", "play_card", "buy_brick", "place_element", "take_influence", "take_torch",
  "take_coins", "card_action_to_coin", "torch_to_coin", "buy_honor_card",
  "influence_take_roman", "influence_place_element", "choose_refill_shops", "interim_split",
  "choose_start_player", "end_turn", NULL
};

/* The move kind of an icon: that of its part taking arguments, else of its first part. */
static const int move_of_icon[PN_N_ICON_KINDS] = {
  PN_MOVE_BUY_BRICK, PN_MOVE_PLACE_ELEMENT, PN_MOVE_TAKE_INFLUENCE, PN_MOVE_TAKE_TORCH,
  PN_MOVE_TAKE_COINS
};

/* Where listed moves go: appended to an array, or only counted (the first
 * one kept), to find a decision with a single choice without allocating. */
typedef struct
{
  GArray   *out;
  guint     n;
  LudusMove first;
} Sink;

static inline void
add (Sink *moves,
     int   kind,
     int   a0,
     int   a1,
     int   a2,
     int   a3,
     int   a4)
{
  LudusMove m = { kind, { a0, a1, a2, a3, a4, 0 } };

  if (moves->n++ == 0)
    moves->first = m;
  if (moves->out != NULL)
    g_array_append_val (moves->out, m);
}

/* Counting only, and more than one choice found: the rest need not be listed. */
static inline gboolean
enough (const Sink *moves)
{
  return moves->out == NULL && moves->n > 1;
}

/* Every placement of player on a free site (spec §5.3), as kind with its
 * leading arguments (icon and pay for a card icon, none for influence). */
static void
list_placements (const PnState *s,
                 const PnData  *d,
                 guint          player,
                 int            kind,
                 int            icon,
                 int            pay,
                 Sink          *moves)
{
  const PnPlayer *pl = &s->players[player];
  int white = pl->bricks[PN_WHITE];
  int stored = 0;

  for (int c = 0; c < PN_N_COLORS; c++)
    stored += pl->bricks[c];
  /* Most positions of a game have no element to build: say so at once. */
  if (pl->romans < 1 || stored == 0)
    return;
  for (int site = 0; site < PN_N_SITES; site++)
    {
      const PnSite *st = &d->site[site];
      int lo = st->building == PN_PORTA_NIGRA ? d->pn_min : st->bricks;
      int hi = st->building == PN_PORTA_NIGRA ? d->pn_max : st->bricks;
      int own = st->color == PN_WHITE ? 0 : pl->bricks[st->color];

      if (enough (moves))
        return;
      if (s->site_owner[site] != PN_NONE || own + white < lo ||
          pl->coins < pn_distance (pl->builder, pn_site_quarter (d, site)))
        continue;
      for (int h = lo; h <= hi && h <= own + white; h++)
        for (int w = MAX (0, h - own); w <= MIN (h, white); w++)
          {
            if (kind == PN_MOVE_PLACE_ELEMENT)
              add (moves, kind, icon, pay, site, h, w);
            else
              add (moves, kind, site, h, w, 0, 0);
          }
    }
}

static void
list_buys (const PnState *s,
           const PnData  *d,
           guint          player,
           int            icon,
           int            pay,
           int            color,
           Sink          *moves)
{
  int allowed = pn_effective_buy (s, color);

  for (int shop = 0; shop < PN_N_SHOPS; shop++)
    if ((allowed == PN_ANY || allowed == shop) && s->shop[shop] > 0 &&
        s->players[player].coins >= pn_buy_cost (s, d, player, shop))
      add (moves, PN_MOVE_BUY_BRICK, icon, pay, shop, 0, 0);
}

static int
buy_color (const PnIcon *icon)
{
  for (int k = 0; k < icon->n_parts; k++)
    if (icon->part[k].kind == PN_ICON_BUY_BRICK)
      return icon->part[k].param;
  return PN_ANY;
}

/* The first unused icon of the played card identical to icon i. */
static int
first_twin (const PnState *s,
            const PnData  *d,
            int            i)
{
  const PnActionCard *card = &d->action[s->card];
  guint used = s->icons_marker | s->icons_torch;

  for (int j = 0; j < i; j++)
    if (!(used & (1u << j)) && memcmp (&card->icon[j], &card->icon[i], sizeof card->icon[i]) == 0)
      return j;
  return i;
}

/* The unused icons of the played card, with an action marker while the
 * card's torches last, and with a torch token while the player has one. */
static void
list_icons (const PnState *s,
            const PnData  *d,
            guint          player,
            Sink          *moves)
{
  const PnActionCard *card = &d->action[s->card];
  guint used = s->icons_marker | s->icons_torch;
  gboolean can_pay[2] = { s->budget_used < card->torches, s->players[player].torches > 0 };

  for (int i = 0; i < card->n_icons; i++)
    {
      const PnIcon *icon = &card->icon[i];

      if ((used & (1u << i)) || first_twin (s, d, i) != i)
        continue;
      for (int pay = PN_PAY_MARKER; pay <= PN_PAY_TORCH; pay++)
        {
          if (!can_pay[pay])
            continue;
          if (icon->main == PN_ICON_BUY_BRICK)
            list_buys (s, d, player, i, pay, buy_color (icon), moves);
          else if (icon->main == PN_ICON_PLACE_ELEMENT)
            list_placements (s, d, player, PN_MOVE_PLACE_ELEMENT, i, pay, moves);
          else
            add (moves, move_of_icon[icon->main], i, pay, 0, 0, 0);
        }
    }
}

/* The discard choices for a "building cards of different buildings" cost:
 * which buildings, and for each whether a substitute honour card goes. */
static void
list_building_discards (const PnState *s,
                        const PnData  *d,
                        guint          player,
                        int            count,
                        int            slot,
                        Sink          *moves)
{
  int cards[PN_N_BUILDINGS], subs[PN_N_BUILDINGS];

  for (int b = 0; b < PN_N_BUILDINGS; b++)
    {
      cards[b] = pn_cards_of_building (s, d, player, b, FALSE);
      subs[b] = pn_cards_of_building (s, d, player, b, TRUE);
    }
  for (int which = 1; which < (1 << PN_N_BUILDINGS); which++)
    {
      int both = 0, forced = 0;
      gboolean ok = __builtin_popcount ((guint) which) == count;

      for (int b = 0; b < PN_N_BUILDINGS && ok; b++)
        if (which & (1 << b))
          {
            ok = cards[b] + subs[b] > 0;
            both |= cards[b] > 0 && subs[b] > 0 ? 1 << b : 0;
            forced |= cards[b] == 0 ? 1 << b : 0;
          }
      if (!ok)
        continue;
      /* Every subset of the buildings where the player may give either kind. */
      for (int sub = both; ; sub = (sub - 1) & both)
        {
          add (moves, PN_MOVE_BUY_HONOR, slot, -1, which | (sub | forced) << 4, 0, 0);
          if (sub == 0)
            break;
        }
    }
}

static gboolean
has_final (const PnState *s,
           const PnData  *d,
           guint          player,
           int            vp)
{
  const PnPlayer *pl = &s->players[player];

  for (int i = 0; i < pl->n_honor; i++)
    if (d->honor[pl->honor[i]].kind == PN_HONOR_FINAL && d->honor[pl->honor[i]].vp == vp)
      return TRUE;
  return FALSE;
}

static gboolean
adds_porta_nigra_brick (const PnHonorCard *h)
{
  for (int k = 0; k < h->n_effects; k++)
    if (h->effect[k].kind == PN_GAIN_PORTA_NIGRA_BRICK)
      return TRUE;
  return FALSE;
}

/* Spec §5.8.1: one honour card a turn, its whole cost payable. */
static void
list_honor (const PnState *s,
            const PnData  *d,
            guint          player,
            Sink          *moves)
{
  const PnPlayer *pl = &s->players[player];

  if (s->honor_bought)
    return;
  for (int slot = 0; slot < PN_HONOR_DISPLAY; slot++)
    {
      int card = s->honor_display[slot];
      const PnHonorCard *h = card >= 0 ? &d->honor[card] : NULL;
      gboolean grown = FALSE;

      if (h == NULL || pl->influence < h->cost)
        continue;
      if (h->discard == PN_DISCARD_BUILDINGS)
        {
          list_building_discards (s, d, player, h->discard_param, slot, moves);
          continue;
        }
      if (h->discard == PN_DISCARD_FINAL && !has_final (s, d, player, h->discard_param))
        continue;
      /* The element the card grows is chosen with it (ruling R16: none if none can grow). */
      if (h->kind == PN_HONOR_IMMEDIATE && adds_porta_nigra_brick (h) && s->supply > 0)
        for (int site = pn_first_site (PN_PORTA_NIGRA); site < PN_N_SITES; site++)
          if (s->site_owner[site] == (int) player && s->site_height[site] < d->pn_max)
            {
              add (moves, PN_MOVE_BUY_HONOR, slot, site, 0, 0, 0);
              grown = TRUE;
            }
      if (!grown)
        add (moves, PN_MOVE_BUY_HONOR, slot, -1, 0, 0, 0);
    }
}

static void
list_action_phase (const PnState *s,
                   const PnData  *d,
                   guint          player,
                   Sink          *moves)
{
  const PnPlayer *pl = &s->players[player];

  if (s->card == PN_NONE)
    {
      for (int i = 0; i < pl->n_hand; i++)
        if (i == 0 || pl->hand[i] != pl->hand[i - 1])
          add (moves, PN_MOVE_PLAY_CARD, pl->hand[i], 0, 0, 0, 0);
    }
  else
    {
      list_icons (s, d, player, moves);
      if (enough (moves))
        return;
      if (s->budget_used < d->action[s->card].torches)
        add (moves, PN_MOVE_CARD_TO_COIN, 0, 0, 0, 0, 0);
    }
  if (pl->torches > 0)
    add (moves, PN_MOVE_TORCH_TO_COIN, 0, 0, 0, 0, 0);
  if (enough (moves))
    return;
  list_honor (s, d, player, moves);
  if (enough (moves))
    return;
  if (pl->influence >= d->influence_cost && pl->reserve > 0)
    add (moves, PN_MOVE_INFLUENCE_ROMAN, 0, 0, 0, 0, 0);
  if (pl->influence >= d->influence_cost)
    list_placements (s, d, player, PN_MOVE_INFLUENCE_PLACE, 0, 0, moves);
  if (s->card != PN_NONE)
    add (moves, PN_MOVE_END_TURN, 0, 0, 0, 0, 0);
}

static void
list_moves (const PnState *s,
            const PnData  *d,
            guint          player,
            Sink          *moves)
{
  if (player >= s->n_players || !(pn_actors (s) & (1u << player)))
    return;
  switch (s->phase)
    {
    case PN_PHASE_REFILL_CHOICE:
      {
        guint marks = d->market[s->refill_card].shops;

        for (guint mask = 1; mask < (1u << PN_N_SHOPS); mask++)
          if ((mask & ~marks) == 0 && __builtin_popcount (mask) == s->refill_left)
            add (moves, PN_MOVE_REFILL_SHOPS, (int) mask, 0, 0, 0, 0);
      }
      break;
    case PN_PHASE_PLACE_BUILDER:
      for (int q = 0; q < PN_N_QUARTERS; q++)
        add (moves, PN_MOVE_PLACE_BUILDER, q, 0, 0, 0, 0);
      break;
    case PN_PHASE_ACTION:
      list_action_phase (s, d, player, moves);
      break;
    case PN_PHASE_INTERIM:
      {
        int amount = pn_interim_amount (s, d, player);

        for (int vp = 0; vp <= amount && !enough (moves); vp++)
          add (moves, PN_MOVE_INTERIM_SPLIT, vp, 0, 0, 0, 0);
      }
      break;
    case PN_PHASE_START_CHOICE:
      for (int p = 0; p < s->n_players; p++)
        add (moves, PN_MOVE_START_PLAYER, p, 0, 0, 0, 0);
      break;
    default:
      break;
    }
}

void
pn_legal_moves (const PnState *s,
                const PnData  *d,
                guint          player,
                GArray        *moves)
{
  Sink sink = { moves, 0, { 0 } };

  list_moves (s, d, player, &sink);
}

/**
 * pn_automatic_move:
 *
 * A decision due now that has a single choice (the end of a turn with
 * nothing left to do, the last card in hand, an interim split of nothing):
 * the game makes it. Lists without allocating.
 */
gboolean
pn_automatic_move (const PnState *s,
                   const PnData  *d,
                   guint         *player,
                   LudusMove     *move)
{
  Sink sink = { NULL, 0, { 0 } };
  guint actors = pn_actors (s);

  if (actors == 0)
    return FALSE;
  *player = (guint) g_bit_nth_lsf (actors, -1);
  list_moves (s, d, *player, &sink);
  if (sink.n != 1)
    return FALSE;
  *move = sink.first;
  return TRUE;
}

/* Marks icon i used and pays for it, then does its parts in their printed order. */
static void
use_icon (PnState         *s,
          const PnData    *d,
          guint            player,
          const LudusMove *m)
{
  const PnIcon *icon = &d->action[s->card].icon[m->args[0]];
  PnPlayer *pl = &s->players[player];

  if (m->args[1] == PN_PAY_TORCH)
    {
      s->icons_torch |= (guint8) (1u << m->args[0]);
      pl->torches--;
    }
  else
    {
      s->icons_marker |= (guint8) (1u << m->args[0]);
      s->budget_used++;
    }
  for (int k = 0; k < icon->n_parts; k++)
    switch (icon->part[k].kind)
      {
      case PN_ICON_BUY_BRICK:
        pn_buy_brick (s, d, player, m->args[2]);
        break;
      case PN_ICON_PLACE_ELEMENT:
        pn_place_element (s, d, player, m->args[2], m->args[3], m->args[4]);
        break;
      case PN_ICON_TAKE_INFLUENCE:
        pl->influence++;
        break;
      case PN_ICON_TAKE_TORCH:
        pl->torches++;
        break;
      default:
        pl->coins += icon->part[k].param;
        break;
      }
}

static void
play_card (PnState *s,
           guint    player,
           int      card)
{
  PnPlayer *pl = &s->players[player];

  for (int i = 0; i < pl->n_hand; i++)
    if (pl->hand[i] == card)
      {
        memmove (&pl->hand[i], &pl->hand[i + 1], (gsize) (pl->n_hand - i - 1));
        pl->hand[--pl->n_hand] = PN_NONE;
        break;
      }
  s->card = (gint8) card;
}

static void
choose_refill_shops (PnState      *s,
                     const PnData *d,
                     int           mask)
{
  for (int c = 0; c < PN_N_SHOPS; c++)
    if (mask & (1 << c))
      {
        s->shop[c]++;
        s->refill_added[c]++;
        s->supply--;
      }
  s->refill_card = PN_NONE;
  s->refill_left = 0;
  pn_finish_refill (s, d);
}

/* Trusted: move is one of pn_legal_moves (s, d, player). */
void
pn_apply (PnState         *s,
          const PnData    *d,
          guint            player,
          const LudusMove *m)
{
  PnPlayer *pl = &s->players[player];

  switch (m->kind)
    {
    case PN_MOVE_PLACE_BUILDER:
      pl->builder = (gint8) m->args[0];
      s->phase = PN_PHASE_ACTION;
      break;
    case PN_MOVE_PLAY_CARD:
      play_card (s, player, m->args[0]);
      break;
    case PN_MOVE_BUY_BRICK:
    case PN_MOVE_PLACE_ELEMENT:
    case PN_MOVE_TAKE_INFLUENCE:
    case PN_MOVE_TAKE_TORCH:
    case PN_MOVE_TAKE_COINS:
      use_icon (s, d, player, m);
      break;
    case PN_MOVE_CARD_TO_COIN:
      s->budget_used++;
      s->card_coins++;
      pl->coins++;
      break;
    case PN_MOVE_TORCH_TO_COIN:
      pl->torches--;
      pl->coins++;
      break;
    case PN_MOVE_BUY_HONOR:
      pn_buy_honor (s, d, player, m->args[0], m->args[1], m->args[2]);
      break;
    case PN_MOVE_INFLUENCE_ROMAN:
      pl->influence -= d->influence_cost;
      pl->reserve--;
      pl->romans++;
      break;
    case PN_MOVE_INFLUENCE_PLACE:
      pl->influence -= d->influence_cost;
      pn_place_element (s, d, player, m->args[0], m->args[1], m->args[2]);
      break;
    case PN_MOVE_REFILL_SHOPS:
      choose_refill_shops (s, d, m->args[0]);
      return;
    case PN_MOVE_INTERIM_SPLIT:
      pn_interim_split (s, d, m->args[0]);
      return;
    case PN_MOVE_START_PLAYER:
      pn_choose_start (s, d, (guint) m->args[0]);
      return;
    case PN_MOVE_END_TURN:
      pn_end_turn (s, d);
      return;
    default:
      g_assert_not_reached ();
    }
  pn_check_end (s, d);
}

/* The same decision written another way: an icon identical to an earlier
 * unused one, or a fixed-size site given without its height. */
void
pn_canonicalize (const PnState *s,
                 const PnData  *d,
                 guint          player,
                 LudusMove     *m)
{
  int site = -1, *height = NULL;

  if (s->phase != PN_PHASE_ACTION || s->current != player)
    return;
  if (m->kind >= PN_MOVE_BUY_BRICK && m->kind <= PN_MOVE_TAKE_COINS && s->card != PN_NONE &&
      m->args[0] >= 0 && m->args[0] < d->action[s->card].n_icons)
    {
      const PnActionCard *card = &d->action[s->card];
      guint used = s->icons_marker | s->icons_torch;

      for (int j = 0; j < card->n_icons; j++)
        if (!(used & (1u << j)) &&
            memcmp (&card->icon[j], &card->icon[m->args[0]], sizeof card->icon[j]) == 0)
          {
            m->args[0] = j;
            break;
          }
    }
  if (m->kind == PN_MOVE_PLACE_ELEMENT)
    site = m->args[2], height = &m->args[3];
  else if (m->kind == PN_MOVE_INFLUENCE_PLACE)
    site = m->args[0], height = &m->args[1];
  if (site >= 0 && site < PN_N_SITES && *height == 0 &&
      d->site[site].building != PN_PORTA_NIGRA)
    *height = d->site[site].bricks;
}
