/* trajan-quarter.c: round ends, and the quarter end (demands, Senate, clean-up, refill)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "trajan-private.h"

#define MAX_OPTIONS 64

typedef struct
{
  guint8 meet[TRAJAN_N_REVEALED_DEMANDS];
} DemandOption;

static void demands_step (const TrajanData *d, TrajanState *s);

void
trajan_round_end (const TrajanData *d,
                  TrajanState      *s)
{
  s->round_end_pending = 0;
  if (s->n_revealed < TRAJAN_N_REVEALED_DEMANDS)
    {
      if (s->demand_pile_n > 0)
        {
          s->revealed[s->n_revealed++] = s->demand_pile[--s->demand_pile_n];
          s->epoch++;
        }
      else
        s->n_revealed++;  /* cannot happen with 12 tiles for 12 reveals */
      s->round++;
      trajan_start_turn (d, s, (s->current + 1u) % s->n_players);
      return;
    }
  /* Round 4 is over: the quarter is scored. */
  s->qe_done = 0;
  s->qe_player = (guint8) ((s->current + 1u) % s->n_players);
  demands_step (d, s);
}

/* Demands */

static gint8
revealed_icon (const TrajanData  *d,
               const TrajanState *s,
               guint              i)
{
  if (i >= s->n_revealed || s->revealed[i] < 0)
    return TRAJAN_EMPTY;
  return (gint8) d->demand_tiles[s->revealed[i]];
}

/* What a player owns to meet demands, counted once per decision. */
typedef struct
{
  gint8 icon[TRAJAN_N_REVEALED_DEMANDS];        /* revealed icons, or TRAJAN_EMPTY */
  guint forum[TRAJAN_N_DEMAND_ICONS];           /* forum tiles per icon */
  guint trajan[TRAJAN_N_DEMAND_ICONS];          /* collected Trajan demand tiles per icon */
  guint jokers;                                 /* demand jokers */
} DemandMeans;

static void
demand_means (const TrajanData  *d,
              const TrajanState *s,
              const TrajanPlayer *p,
              DemandMeans       *means)
{
  memset (means, 0, sizeof *means);
  for (guint i = 0; i < TRAJAN_N_REVEALED_DEMANDS; i++)
    means->icon[i] = revealed_icon (d, s, i);
  for (guint i = 0; i < p->n_forum; i++)
    {
      const TrajanForumTileData *t = &d->forum_tiles[p->forum[i]];

      if (t->kind < TRAJAN_N_DEMAND_ICONS)
        means->forum[t->kind]++;
      else if (t->kind == TRAJAN_FORUM_JOKER_DEMAND)
        means->jokers++;
    }
  /* The collected Trajan demand tiles: one pass over the set bits. */
  for (guint64 bits = p->trajan_demand &
                        ((G_GUINT64_CONSTANT (1) << TRAJAN_N_TRAJAN_TILES) - 1);
       bits != 0; bits &= bits - 1)
    {
      guint icon = d->trajan_tiles[__builtin_ctzll (bits)].icon;

      if (icon < TRAJAN_N_DEMAND_ICONS)
        means->trajan[icon]++;
    }
}

/* Whether an assignment can be paid with what the player owns. */
static gboolean
feasible (const DemandMeans *means,
          const guint8      *meet)
{
  guint forum[TRAJAN_N_DEMAND_ICONS] = { 0 }, trajan[TRAJAN_N_DEMAND_ICONS] = { 0 };
  guint jokers = 0;

  for (guint i = 0; i < TRAJAN_N_REVEALED_DEMANDS; i++)
    {
      gint8 icon = means->icon[i];

      if (icon < 0)
        {
          if (meet[i] != TRAJAN_MEET_NONE)
            return FALSE;
          continue;
        }
      if (meet[i] == TRAJAN_MEET_FORUM)
        forum[icon]++;
      else if (meet[i] == TRAJAN_MEET_TRAJAN)
        trajan[icon]++;
      else if (meet[i] == TRAJAN_MEET_JOKER)
        jokers++;
    }
  for (guint icon = 0; icon < TRAJAN_N_DEMAND_ICONS; icon++)
    if (forum[icon] > means->forum[icon] || trajan[icon] > means->trajan[icon])
      return FALSE;
  return jokers <= means->jokers;
}

/* The ways demand i may be met with what the player owns, in increasing
 * order: unmet always; a forum tile, a Trajan tile or a joker when the
 * player has one at all (feasible() checks the assignment as a whole). */
static guint
demand_choices (const DemandMeans *means,
                guint              i,
                guint8            *out)
{
  gint8 icon = means->icon[i];
  guint n = 0;

  out[n++] = TRAJAN_MEET_NONE;
  if (icon < 0)
    return n;
  if (means->forum[icon] > 0)
    out[n++] = TRAJAN_MEET_FORUM;
  if (means->trajan[icon] > 0)
    out[n++] = TRAJAN_MEET_TRAJAN;
  if (means->jokers > 0)
    out[n++] = TRAJAN_MEET_JOKER;
  return n;
}

/* Keeps meet in out if it meets as many demands as the best so far
 * (dropping those that meet fewer). */
static void
keep_option (const DemandMeans *means,
             const guint8      *meet,
             DemandOption      *out,
             guint             *n,
             guint             *best)
{
  guint met = 0;

  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (means->icon[i] == means->icon[j] && meet[i] > meet[j])
        return;
  if (!feasible (means, meet))
    return;
  for (guint i = 0; i < 3; i++)
    met += meet[i] != TRAJAN_MEET_NONE;
  if (met < *best)
    return;
  if (met > *best)
    {
      *best = met;
      *n = 0;
    }
  memcpy (out[*n].meet, meet, sizeof out[*n].meet);
  (*n)++;
}

/* Every distinct assignment that meets as many demands as possible. Equal
 * icons are interchangeable, so their assignments are listed once, in
 * non-decreasing order. Listed in increasing order of the code
 * meet[0] + 4 meet[1] + 16 meet[2]. */
static guint
demand_options (const TrajanData  *d,
                const TrajanState *s,
                guint              player,
                DemandOption      *out)
{
  DemandMeans means;
  guint8 choice[3][4], n_choice[3];
  guint n = 0, best = 0;

  demand_means (d, s, &s->players[player], &means);
  for (guint i = 0; i < 3; i++)
    n_choice[i] = (guint8) demand_choices (&means, i, choice[i]);
  for (guint c2 = 0; c2 < n_choice[2]; c2++)
    for (guint c1 = 0; c1 < n_choice[1]; c1++)
      for (guint c0 = 0; c0 < n_choice[0]; c0++)
        {
          guint8 meet[3] = { choice[0][c0], choice[1][c1], choice[2][c2] };

          keep_option (&means, meet, out, &n, &best);
        }
  return n;
}

/* Equal icons are interchangeable: whichever of them a means was written
 * for, the assignment is the same, and it is listed in non-decreasing order
 * within each group of equal icons (demand_options). */
void
trajan_demands_canonicalize (const TrajanData  *d,
                             const TrajanState *s,
                             LudusMove         *m)
{
  for (guint i = 0; i < TRAJAN_N_REVEALED_DEMANDS; i++)
    for (guint j = i + 1; j < TRAJAN_N_REVEALED_DEMANDS; j++)
      {
        gint8 icon = revealed_icon (d, s, i);

        if (icon >= 0 && icon == revealed_icon (d, s, j) && m->args[i] > m->args[j])
          {
            gint32 t = m->args[i];

            m->args[i] = m->args[j];
            m->args[j] = t;
          }
      }
}

void
trajan_demands_enumerate (const TrajanData  *d,
                          const TrajanState *s,
                          guint              player,
                          TrajanMoves       *moves)
{
  DemandOption options[MAX_OPTIONS];
  guint n = demand_options (d, s, player, options);

  for (guint k = 0; k < n; k++)
    trajan_push (moves, TRAJAN_MOVE_MEET_DEMANDS, options[k].meet[0], options[k].meet[1],
                 options[k].meet[2], 0);
}

static void
meet_demands (const TrajanData *d,
              TrajanState      *s,
              guint             player,
              const guint8     *meet)
{
  TrajanPlayer *p = &s->players[player];
  guint unmet = 0;

  for (guint i = 0; i < TRAJAN_N_REVEALED_DEMANDS; i++)
    {
      gint8 icon = revealed_icon (d, s, i);

      if (icon < 0)
        continue;
      switch (meet[i])
        {
        case TRAJAN_MEET_FORUM:
          trajan_remove_forum_kind (d, p, (guint) icon, -1);
          s->forum_removed++;
          break;
        case TRAJAN_MEET_JOKER:
          trajan_remove_forum_kind (d, p, TRAJAN_FORUM_JOKER_DEMAND, -1);
          s->forum_removed++;
          break;
        case TRAJAN_MEET_TRAJAN:
          break;  /* the Trajan tile is kept */
        default:
          unmet++;
          break;
        }
    }
  if (unmet > 0)
    trajan_add_vp (s, player, TRAJAN_VP_DEMANDS, -(int) d->demand_penalty[unmet]);
}

void
trajan_demands_apply (const TrajanData *d,
                      TrajanState      *s,
                      const LudusMove  *m)
{
  guint8 meet[3] = { (guint8) m->args[0], (guint8) m->args[1], (guint8) m->args[2] };

  meet_demands (d, s, s->qe_player, meet);
  s->qe_done++;
  s->qe_player = (guint8) ((s->qe_player + 1u) % s->n_players);
  demands_step (d, s);
}

/* Senate, clean-up, refill */

static void finish_quarter (const TrajanData *d, TrajanState *s);

static void
senate_step (const TrajanData *d,
             TrajanState      *s)
{
  guint order[TRAJAN_MAX_PLAYERS];

  trajan_senate_ranking (d, s, order);
  for (guint i = 0; i < TRAJAN_MAX_PLAYERS; i++)
    s->senate_rank[i] = i < s->n_players ? (gint8) order[i] : TRAJAN_EMPTY;
  if (s->senate_bonus[0] != TRAJAN_EMPTY && s->senate_bonus[1] != TRAJAN_EMPTY)
    {
      s->qe_player = (guint8) order[0];
      s->phase = TRAJAN_PHASE_QUARTER_SENATE;
      return;
    }
  /* Only possible with an exhausted bag: the consul takes what there is. */
  for (guint k = 0; k < TRAJAN_N_SENATE_BONUS; k++)
    if (s->senate_bonus[k] != TRAJAN_EMPTY)
      {
        trajan_senate_bonus_apply (d, s, k);
        return;
      }
  finish_quarter (d, s);
}

static void
demands_step (const TrajanData *d,
              TrajanState      *s)
{
  while (s->qe_done < s->n_players)
    {
      DemandOption options[MAX_OPTIONS];
      guint n = demand_options (d, s, s->qe_player, options);

      if (n > 1)
        {
          s->phase = TRAJAN_PHASE_QUARTER_DEMANDS;
          return;
        }
      /* A single way to meet them: no decision. */
      meet_demands (d, s, s->qe_player, options[0].meet);
      s->qe_done++;
      s->qe_player = (guint8) ((s->qe_player + 1u) % s->n_players);
    }
  senate_step (d, s);
}

void
trajan_senate_bonus_apply (const TrajanData *d,
                           TrajanState      *s,
                           guint             space)
{
  guint consul = (guint) s->senate_rank[0];
  gint8 other = s->senate_bonus[1 - space];

  s->players[consul].bonus |= (guint16) TRAJAN_BIT (s->senate_bonus[space]);
  s->senate_bonus[space] = TRAJAN_EMPTY;
  if (other != TRAJAN_EMPTY && s->n_players > 1)
    {
      TrajanPlayer *vice = &s->players[s->senate_rank[1]];

      vice->bonus |= (guint16) TRAJAN_BIT (other);
      vice->bonus_grey |= (guint16) TRAJAN_BIT (other);
      s->senate_bonus[1 - space] = TRAJAN_EMPTY;
    }
  finish_quarter (d, s);
}

static void
clean_up (const TrajanData *d,
          TrajanState      *s)
{
  /* Restack the Senate discs: last-ranked at the bottom, consul on top. */
  for (int i = s->n_players - 1; i >= 0; i--)
    {
      TrajanPlayer *p = &s->players[s->senate_rank[i]];

      p->senate_pos = 0;
      p->senate_stamp = ++s->senate_stamp_next;
    }
  for (guint q = 0; q < s->n_players; q++)
    {
      TrajanPlayer *p = &s->players[q];

      while (trajan_remove_forum_kind (d, p, TRAJAN_FORUM_SENATE, -1) != TRAJAN_EMPTY)
        s->forum_removed++;
    }
  for (guint i = 0; i < TRAJAN_N_FORUM_SPACES; i++)
    if (s->forum_space[i] != TRAJAN_EMPTY)
      {
        s->forum_space[i] = TRAJAN_EMPTY;
        s->forum_removed++;
      }
  for (guint i = 0; i < TRAJAN_N_YELLOW_SPACES; i++)
    if (s->yellow_space[i] != TRAJAN_EMPTY)
      {
        s->yellow_space[i] = TRAJAN_EMPTY;
        s->extra_removed++;
      }
  for (guint i = 0; i < s->n_revealed; i++)
    if (s->revealed[i] != TRAJAN_EMPTY)
      {
        s->demand_dead[s->demand_dead_n++] = s->revealed[i];
        s->revealed[i] = TRAJAN_EMPTY;
      }
  s->n_revealed = 0;
}

static gboolean
province_occupied (const TrajanState *s,
                   guint              province)
{
  for (guint q = 0; q < s->n_players; q++)
    if (s->players[q].commander == (gint8) province
        || (s->players[q].legions & TRAJAN_BIT (province)))
      return TRUE;
  return FALSE;
}

static void
refill (const TrajanData *d,
        TrajanState      *s)
{
  for (guint k = 0; k < TRAJAN_N_SENATE_BONUS; k++)
    if (s->bag_n > 0)
      {
        guint i = ludus_rng_below (&s->rng, s->bag_n);

        s->senate_bonus[k] = s->bag[i];
        s->bag[i] = s->bag[--s->bag_n];
        s->epoch++;
      }
  for (guint q = 0; q < TRAJAN_N_PROVINCES; q++)
    if (s->province_tile[q] == TRAJAN_EMPTY && !province_occupied (s, q))
      s->province_tile[q] = trajan_draw_forum_tile (s);
  for (guint i = 0; i < d->forum_spaces[s->n_players]; i++)
    s->forum_space[i] = trajan_draw_forum_tile (s);
  for (guint i = 0; i < TRAJAN_N_YELLOW_SPACES; i++)
    if (s->extra_pile_n > 0)
      {
        s->yellow_space[i] = s->extra_pile[--s->extra_pile_n];
        s->epoch++;
      }
  for (guint i = 0; i < TRAJAN_N_SHIPS; i++)
    s->ship_grey[i] = 0;
}

static void
finish_quarter (const TrajanData *d,
                TrajanState      *s)
{
  clean_up (d, s);
  s->quarter_tiles--;
  if (s->quarter_tiles == 0)
    {
      /* No refill after the last quarter (ruling R34). */
      trajan_final_scoring (d, s);
      s->phase = TRAJAN_PHASE_GAME_OVER;
      return;
    }
  refill (d, s);
  s->quarter++;
  s->round = 1;
  trajan_start_turn (d, s, (s->current + 1u) % s->n_players);
}
