/* trajan-hidden.c: what each seat may see — redaction, and determinization for search
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hidden from a seat: the other players' hands (their sizes are public), the
 * order of the goods deck, the forum and extra-action piles, the bonus bag,
 * the demand pile with the three demand tiles removed unseen at setup, and
 * every Trajan tile of a stack below its top one. Everything else lies face
 * up. trajan_redact() and trajan_determinize() work from this one list.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "trajan-private.h"

/* How many of the removed demand tiles nobody has seen: the ones taken out
 * at setup. Those discarded at quarter ends were revealed first. */
#define DEMANDS_REMOVED_UNSEEN 3

static void
hide (gint8 *values,
      guint  n)
{
  for (guint i = 0; i < n; i++)
    values[i] = TRAJAN_HIDDEN;
}

/* Past a pile's count lie the values of components that have left it (a
 * pop does not clear its slot): not part of the position. */
static void
clear_tail (gint8 *values,
            guint  n,
            guint  capacity)
{
  if (n < capacity)
    memset (values + n, 0xff, capacity - n);  /* TRAJAN_EMPTY */
}

/* Makes two positions that differ only past their piles' counts the same
 * bytes, so that a redacted view can be hashed. */
static void
clear_tails (TrajanState *s)
{
  clear_tail (s->deck, s->deck_n, TRAJAN_N_CARDS);
  for (guint k = 0; k < 2; k++)
    clear_tail (s->discard[k], s->discard_n[k], TRAJAN_N_CARDS);
  clear_tail (s->forum_pile, s->forum_pile_n, TRAJAN_N_FORUM_TILES);
  clear_tail (s->extra_pile, s->extra_pile_n, TRAJAN_N_EXTRA_TILES);
  for (guint c = 0; c < TRAJAN_N_CATEGORIES; c++)
    clear_tail (s->stacks[c], s->stack_n[c], TRAJAN_N_TRAJAN_TILES);
  clear_tail (s->bag, s->bag_n, TRAJAN_N_BONUS_TILES);
  clear_tail (s->demand_pile, s->demand_pile_n, TRAJAN_N_DEMAND_TILES);
  clear_tail (s->revealed, s->n_revealed, TRAJAN_N_REVEALED_DEMANDS);
  clear_tail (s->demand_dead, s->demand_dead_n, TRAJAN_N_DEMAND_TILES);
  for (guint q = 0; q < TRAJAN_MAX_PLAYERS; q++)
    {
      clear_tail (s->players[q].forum, s->players[q].n_forum, TRAJAN_N_FORUM_TILES);
      clear_tail (s->players[q].extra, s->players[q].n_extra, TRAJAN_N_EXTRA_TILES);
    }
}

/**
 * trajan_redact:
 * @viewer: the seat looking, or -1 for someone who sees only what is public
 *
 * Hides, in place, what @viewer may not see: the other hands become counts
 * (hand_hidden), face-down components TRAJAN_HIDDEN, the generator a fixed
 * one. The result is canonical: positions @viewer cannot tell apart redact
 * to the same bytes.
 */
void
trajan_redact (LudusState *state,
               int         viewer)
{
  TrajanState *s = (TrajanState *) state;

  clear_tails (s);
  for (guint q = 0; q < s->n_players; q++)
    {
      TrajanPlayer *p = &s->players[q];

      if ((int) q == viewer)
        continue;
      p->hand_hidden = (guint8) trajan_hand_count (p);
      memset (p->hand, 0, sizeof p->hand);
    }
  hide (s->deck, s->deck_n);
  hide (s->forum_pile, s->forum_pile_n);
  hide (s->extra_pile, s->extra_pile_n);
  hide (s->bag, s->bag_n);
  hide (s->demand_pile, s->demand_pile_n);
  hide (s->demand_dead, MIN (s->demand_dead_n, DEMANDS_REMOVED_UNSEEN));
  for (guint c = 0; c < TRAJAN_N_CATEGORIES; c++)
    if (s->stack_n[c] > 1)
      hide (s->stacks[c], s->stack_n[c] - 1u);
  /* The generator would tell the future draws. */
  ludus_rng_init (&s->rng, 0);
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return *(const gint8 *) a - *(const gint8 *) b;
}

/* Shuffles a pool of hidden components from rng. Sorted first, the pool
 * no longer tells the order the components lay in, so what is dealt
 * depends on what the seat sees and on rng alone. */
static void
shuffle_blind (gint8    *pool,
               guint     n,
               LudusRng *rng)
{
  qsort (pool, n, 1, compare_ids);
  ludus_rng_shuffle (rng, pool, n, 1);
}

/* The goods cards seat cannot see — the deck and the other hands — dealt
 * again: each hand keeps its size, the rest is the new deck's order. The
 * pool is made by kind, in kind order. */
static void
redeal_goods (TrajanState *s,
              guint        seat,
              LudusRng    *rng)
{
  guint count[TRAJAN_N_GOODS] = { 0 };
  gint8 pool[TRAJAN_N_CARDS];
  guint n = 0, next = 0;

  for (guint i = 0; i < s->deck_n; i++)
    count[s->deck[i]]++;
  for (guint q = 0; q < s->n_players; q++)
    for (guint k = 0; q != seat && k < TRAJAN_N_GOODS; k++)
      count[k] += s->players[q].hand[k];
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    for (guint i = 0; i < count[k]; i++)
      pool[n++] = (gint8) k;
  ludus_rng_shuffle (rng, pool, n, 1);
  for (guint q = 0; q < s->n_players; q++)
    {
      TrajanPlayer *p = &s->players[q];
      guint held = trajan_hand_count (p);

      if (q == seat)
        continue;
      memset (p->hand, 0, sizeof p->hand);
      for (guint i = 0; i < held; i++)
        p->hand[pool[next++]]++;
    }
  for (guint i = 0; i < s->deck_n; i++)
    s->deck[i] = pool[next++];
}

/* The demand tiles nobody has seen — the pile and the three removed at
 * setup — shuffled among those places. */
static void
redeal_demands (TrajanState *s,
                LudusRng    *rng)
{
  gint8 pool[TRAJAN_N_DEMAND_TILES];
  guint unseen = MIN (s->demand_dead_n, DEMANDS_REMOVED_UNSEEN), n = 0, next = 0;

  for (guint i = 0; i < s->demand_pile_n; i++)
    pool[n++] = s->demand_pile[i];
  for (guint i = 0; i < unseen; i++)
    pool[n++] = s->demand_dead[i];
  shuffle_blind (pool, n, rng);
  for (guint i = 0; i < s->demand_pile_n; i++)
    s->demand_pile[i] = pool[next++];
  for (guint i = 0; i < unseen; i++)
    s->demand_dead[i] = pool[next++];
}

/**
 * trajan_determinize:
 * @seat: whose knowledge is kept
 * @rng: what the unseen components are drawn from
 *
 * Redraws, in place, everything trajan_redact() hides from @seat: the other
 * hands and the deck's order from their common cards, the forum and
 * extra-action piles, the bag, the unseen demand tiles, and each Trajan
 * stack below its top tile. Every component stays in the game and @seat's
 * redacted view is unchanged; the generator is the caller's to reseed.
 * The result depends only on that view and on @rng: each pool of hidden
 * components is sorted before it is shuffled, and what lies past a pile's
 * count is cleared.
 */
void
trajan_determinize (LudusState *state,
                    guint       seat,
                    LudusRng   *rng)
{
  TrajanState *s = (TrajanState *) state;

  clear_tails (s);
  redeal_goods (s, seat, rng);
  shuffle_blind (s->forum_pile, s->forum_pile_n, rng);
  shuffle_blind (s->extra_pile, s->extra_pile_n, rng);
  shuffle_blind (s->bag, s->bag_n, rng);
  redeal_demands (s, rng);
  for (guint c = 0; c < TRAJAN_N_CATEGORIES; c++)
    if (s->stack_n[c] > 1)
      shuffle_blind (s->stacks[c], s->stack_n[c] - 1u, rng);
}
