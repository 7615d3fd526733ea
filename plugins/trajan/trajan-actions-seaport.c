/* trajan-actions-seaport.c: the Seaport action's four options and the ships
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "trajan-private.h"

guint
trajan_goods_jokers (const TrajanData   *d,
                     const TrajanPlayer *p)
{
  return trajan_count_forum_kind (d, p, TRAJAN_FORUM_JOKER_GOODS, -1);
}

/* How many goods the delivery counts (its row on the ship), jokers included.
 * The move is one that enumerate_ship() listed. */
static guint
ship_row (const TrajanData *d,
          const LudusMove  *m)
{
  int a = m->args[1], b = m->args[2], c = m->args[3];

  switch (d->ships[m->args[0]].kind)
    {
    case TRAJAN_SHIP_IDENTICAL:
      return (guint) (b + c);
    case TRAJAN_SHIP_PAIRS:
      return (guint) (__builtin_popcount ((guint) a) + __builtin_popcount ((guint) b) + c);
    default:
      return (guint) (__builtin_popcount ((guint) a) + b);
    }
}

/**
 * trajan_ship_value:
 * @move: a seaport_ship move listed for the current player
 *
 * Returns: the points the delivery scores, by the ship's side up now
 */
int
trajan_ship_value (const TrajanData  *d,
                   const TrajanState *s,
                   const LudusMove   *move)
{
  const TrajanShipData *ship;
  guint row;

  g_return_val_if_fail (move->kind == TRAJAN_MOVE_SEAPORT_SHIP, 0);
  g_return_val_if_fail (move->args[0] >= 0 && move->args[0] < TRAJAN_N_SHIPS, 0);
  ship = &d->ships[move->args[0]];
  row = ship_row (d, move);
  g_return_val_if_fail (row >= 1 && row <= ship->n_rows, 0);
  return s->ship_grey[move->args[0]] ? ship->grey[row - 1] : ship->coloured[row - 1];
}

/* Two cards put on display are listed smaller kind first, and a delivery
 * of jokers alone names no kind. */
void
trajan_seaport_canonicalize (const TrajanData *d,
                             LudusMove        *m)
{
  if (m->kind == TRAJAN_MOVE_SEAPORT_DISPLAY && m->args[0] == 2 && m->args[1] > m->args[2])
    {
      gint32 t = m->args[1];

      m->args[1] = m->args[2];
      m->args[2] = t;
    }
  else if (m->kind == TRAJAN_MOVE_SEAPORT_SHIP && m->args[0] >= 0 && m->args[0] < TRAJAN_N_SHIPS
           && d->ships[m->args[0]].kind == TRAJAN_SHIP_IDENTICAL && m->args[2] == 0)
    m->args[1] = 0;
}

static void
enumerate_ship (const TrajanData  *d,
                const TrajanState *s,
                guint              ship,
                TrajanMoves       *moves)
{
  const TrajanPlayer *p = &s->players[s->current];
  guint jokers = trajan_goods_jokers (d, p);
  guint rows = d->ships[ship].n_rows;
  guint have1 = 0, have2 = 0;

  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    {
      if (p->hand[k] >= 1)
        have1 |= TRAJAN_BIT (k);
      if (p->hand[k] >= 2)
        have2 |= TRAJAN_BIT (k);
    }
  switch (d->ships[ship].kind)
    {
    case TRAJAN_SHIP_IDENTICAL:
      for (guint c = 1; c <= MIN (jokers, rows); c++)
        trajan_push (moves, TRAJAN_MOVE_SEAPORT_SHIP, (int) ship, 0, 0, (int) c);
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        for (guint b = 1; b <= MIN (p->hand[k], rows); b++)
          for (guint c = 0; c <= MIN (jokers, rows - b); c++)
            trajan_push (moves, TRAJAN_MOVE_SEAPORT_SHIP, (int) ship, (int) k, (int) b, (int) c);
      break;
    case TRAJAN_SHIP_DIFFERENT:
      /* Every submask of the kinds in hand, with up to 4 cards in all. */
      for (guint a = have1;; a = (a - 1) & have1)
        {
          guint n = (guint) __builtin_popcount (a);

          for (guint j = 0; n + j <= rows && j <= jokers; j++)
            if (n + j >= 1)
              trajan_push (moves, TRAJAN_MOVE_SEAPORT_SHIP, (int) ship, (int) a, (int) j, 0);
          if (a == 0)
            break;
        }
      break;
    case TRAJAN_SHIP_PAIRS:
      for (guint a = have2;; a = (a - 1) & have2)
        {
          guint na = (guint) __builtin_popcount (a);
          guint rest = have1 & ~a;

          if (na <= rows)
            for (guint b = rest;; b = (b - 1) & rest)
              {
                guint nb = (guint) __builtin_popcount (b);

                for (guint c = 0; nb + 2 * c <= jokers && na + nb + c <= rows; c++)
                  if (na + nb + c >= 1)
                    trajan_push (moves, TRAJAN_MOVE_SEAPORT_SHIP, (int) ship, (int) a,
                                 (int) b, (int) c);
                if (b == 0)
                  break;
              }
          if (a == 0)
            break;
        }
      break;
    default:
      break;
    }
}

void
trajan_seaport_enumerate (const TrajanData  *d,
                          const TrajanState *s,
                          TrajanMoves       *moves)
{
  const TrajanPlayer *p = &s->players[s->current];

  if (trajan_cards_available (s) >= 1)
    trajan_push (moves, TRAJAN_MOVE_SEAPORT_DRAW_TWO, 0, 0, 0, 0);
  for (int k = 0; k < 2; k++)
    if (s->discard_n[k] > 0)
      trajan_push (moves, TRAJAN_MOVE_SEAPORT_TAKE_DISCARD, k, 0, 0, 0);
  for (int a = 0; a < TRAJAN_N_GOODS && !trajan_moves_full (moves); a++)
    {
      if (p->hand[a] == 0)
        continue;
      trajan_push (moves, TRAJAN_MOVE_SEAPORT_DISPLAY, 1, a, 0, 0);
      for (int b = a; b < TRAJAN_N_GOODS; b++)
        if (p->hand[b] >= (a == b ? 2 : 1))
          trajan_push (moves, TRAJAN_MOVE_SEAPORT_DISPLAY, 2, a, b, 0);
    }
  for (guint ship = 0; ship < TRAJAN_N_SHIPS && !trajan_moves_full (moves); ship++)
    enumerate_ship (d, s, ship, moves);
}

static void
take_discard (TrajanState *s,
              TrajanPlayer *p,
              guint        pile)
{
  gint8 card = s->discard[pile][--s->discard_n[pile]];

  p->hand[card]++;
  if (s->discard_n[pile] == 0)
    {
      int refill = trajan_draw_card (s);

      if (refill >= 0)
        s->discard[pile][s->discard_n[pile]++] = (gint8) refill;
    }
}

static void
draw_into_hand (TrajanState  *s,
                TrajanPlayer *p,
                guint         n)
{
  for (guint i = 0; i < n; i++)
    {
      int card = trajan_draw_card (s);

      if (card < 0)
        break;
      p->hand[card]++;
    }
}

static void
deliver (const TrajanData *d,
         TrajanState      *s,
         TrajanPlayer     *p,
         const LudusMove  *m)
{
  guint ship = (guint) m->args[0];
  int value = trajan_ship_value (d, s, m);
  guint a = (guint) m->args[1], b = (guint) m->args[2], c = (guint) m->args[3];
  guint jokers = 0;

  switch (d->ships[ship].kind)
    {
    case TRAJAN_SHIP_IDENTICAL:
      p->hand[a] -= b;
      p->display[a] += b;
      jokers = c;
      break;
    case TRAJAN_SHIP_PAIRS:
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        {
          guint n = (a & TRAJAN_BIT (k)) ? 2 : (b & TRAJAN_BIT (k)) ? 1 : 0;

          p->hand[k] -= n;
          p->display[k] += n;
        }
      jokers = (guint) __builtin_popcount (b) + 2 * c;
      break;
    case TRAJAN_SHIP_DIFFERENT:
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        if (a & TRAJAN_BIT (k))
          {
            p->hand[k]--;
            p->display[k]++;
          }
      jokers = b;
      break;
    default:
      g_assert_not_reached ();
    }
  for (guint j = 0; j < jokers; j++)
    {
      trajan_remove_forum_kind (d, p, TRAJAN_FORUM_JOKER_GOODS, -1);
      s->forum_removed++;
    }
  trajan_add_vp (s, s->current, TRAJAN_VP_SHIPS, value);
  s->ship_grey[ship] = 1;
}

/* Returns FALSE when a discard decision follows. */
gboolean
trajan_seaport_apply (const TrajanData *d,
                      TrajanState      *s,
                      const LudusMove  *m)
{
  TrajanPlayer *p = &s->players[s->current];

  switch (m->kind)
    {
    case TRAJAN_MOVE_SEAPORT_DRAW_TWO:
      draw_into_hand (s, p, 2);
      s->phase = TRAJAN_PHASE_SEAPORT_DISCARD;
      return FALSE;
    case TRAJAN_MOVE_SEAPORT_TAKE_DISCARD:
      take_discard (s, p, (guint) m->args[0]);
      return TRUE;
    case TRAJAN_MOVE_SEAPORT_DISPLAY:
      p->hand[m->args[1]]--;
      p->display[m->args[1]]++;
      if (m->args[0] == 2)
        {
          p->hand[m->args[2]]--;
          p->display[m->args[2]]++;
        }
      draw_into_hand (s, p, (guint) m->args[0]);
      return TRUE;
    case TRAJAN_MOVE_SEAPORT_SHIP:
      deliver (d, s, p, m);
      return TRUE;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}
