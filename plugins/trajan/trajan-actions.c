/* trajan-actions.c: Forum, Military, Trajan, Senate and Construction options
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "trajan-private.h"

static guint16
commander_reach (const TrajanData   *d,
                 const TrajanPlayer *p)
{
  if (p->commander == TRAJAN_COMMANDER_CAMP)
    return d->camp_adjacent;
  return d->provinces[p->commander].adjacent;
}

static gboolean
space_reachable (const TrajanPlayer *p,
                 guint               space)
{
  if (p->workers & TRAJAN_BIT (space))
    return FALSE;
  if (p->workers == 0)
    return TRUE;
  for (guint o = 0; o < TRAJAN_N_SPACES; o++)
    if ((p->workers & TRAJAN_BIT (o)) && trajan_spaces_adjacent (o, space))
      return TRUE;
  return FALSE;
}

void
trajan_option_enumerate (const TrajanData  *d,
                         const TrajanState *s,
                         guint              action,
                         TrajanMoves       *moves)
{
  const TrajanPlayer *p = &s->players[s->current];

  switch (action)
    {
    case TRAJAN_ACTION_SEAPORT:
      trajan_seaport_enumerate (d, s, moves);
      break;
    case TRAJAN_ACTION_FORUM:
      for (int i = 0; i < TRAJAN_N_FORUM_SPACES; i++)
        if (s->forum_space[i] != TRAJAN_EMPTY)
          trajan_push (moves, TRAJAN_MOVE_FORUM_TAKE, 0, i, 0, 0);
      for (int i = 0; i < TRAJAN_N_YELLOW_SPACES; i++)
        if (s->yellow_space[i] != TRAJAN_EMPTY)
          trajan_push (moves, TRAJAN_MOVE_FORUM_TAKE, 1, i, 0, 0);
      break;
    case TRAJAN_ACTION_MILITARY:
      if (p->supply >= 1)
        trajan_push (moves, TRAJAN_MOVE_MILITARY_RECRUIT, 0, 0, 0, 0);
      for (int q = 0; q < TRAJAN_N_PROVINCES; q++)
        if (commander_reach (d, p) & TRAJAN_BIT (q))
          trajan_push (moves, TRAJAN_MOVE_MILITARY_MOVE, q, 0, 0, 0);
      if (p->commander >= 0 && p->military_camp >= 1 && !(p->legions & TRAJAN_BIT (p->commander)))
        trajan_push (moves, TRAJAN_MOVE_MILITARY_DEPLOY, 0, 0, 0, 0);
      break;
    case TRAJAN_ACTION_TRAJAN:
      if (p->arch != TRAJAN_ARCH_CENTRE)
        for (int c = 0; c < TRAJAN_N_CATEGORIES; c++)
          if (s->stack_n[c] > 0)
            trajan_push (moves, TRAJAN_MOVE_TRAJAN_TAKE, c, 0, 0, 0);
      break;
    case TRAJAN_ACTION_SENATE:
      if (p->senate_pos + 1 < TRAJAN_N_SENATE_SPACES)
        trajan_push (moves, TRAJAN_MOVE_SENATE_ADVANCE, 0, 0, 0, 0);
      break;
    case TRAJAN_ACTION_CONSTRUCTION:
      if (p->supply >= 1)
        trajan_push (moves, TRAJAN_MOVE_CONSTRUCTION_HIRE, 0, 0, 0, 0);
      if (p->worker_camp >= 1)
        for (int sp = 0; sp < TRAJAN_N_SPACES; sp++)
          if (space_reachable (p, (guint) sp))
            trajan_push (moves, TRAJAN_MOVE_CONSTRUCTION_PLACE, sp, 0, 0, 0);
      break;
    default:
      break;
    }
}

/* Whether the action has a legal option: its list is not empty (counted,
 * and no further than the first). */
gboolean
trajan_action_possible (const TrajanData  *d,
                        const TrajanState *s,
                        guint              action)
{
  TrajanMoves out = { NULL, 0, 1, { 0 } };

  trajan_option_enumerate (d, s, action, &out);
  return out.n > 0;
}

static void
trajan_take (TrajanState *s,
             TrajanPlayer *p,
             guint        category)
{
  p->slots[p->arch] = s->stacks[category][--s->stack_n[category]];
  /* The next tile of the stack is now visible to everyone. */
  if (s->stack_n[category] > 0)
    s->epoch++;
  for (guint i = 1; i <= TRAJAN_N_ACTIONS; i++)
    {
      guint slot = (p->arch + i) % TRAJAN_N_ACTIONS;

      if (p->slots[slot] == TRAJAN_EMPTY)
        {
          p->arch = (guint8) slot;
          return;
        }
    }
  p->arch = TRAJAN_ARCH_CENTRE;
}

static void
military_apply (const TrajanData *d,
                TrajanState      *s,
                TrajanPlayer     *p,
                const LudusMove  *m)
{
  switch (m->kind)
    {
    case TRAJAN_MOVE_MILITARY_RECRUIT:
      p->supply--;
      p->military_camp++;
      break;
    case TRAJAN_MOVE_MILITARY_MOVE:
      p->commander = (gint8) m->args[0];
      if (s->province_tile[p->commander] != TRAJAN_EMPTY)
        {
          p->forum[p->n_forum++] = s->province_tile[p->commander];
          s->province_tile[p->commander] = TRAJAN_EMPTY;
        }
      break;
    case TRAJAN_MOVE_MILITARY_DEPLOY:
      {
        guint others = 0;
        int vp;

        for (guint q = 0; q < s->n_players; q++)
          if (q != s->current && (s->players[q].legions & TRAJAN_BIT (p->commander)))
            others++;
        vp = d->provinces[p->commander].vp - (int) (d->deploy_reduction * others);
        p->military_camp--;
        p->legions |= (guint16) TRAJAN_BIT (p->commander);
        trajan_add_vp (s, s->current, TRAJAN_VP_PROVINCES, MAX (0, vp));
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
construction_place (const TrajanData *d,
                    TrajanState      *s,
                    TrajanPlayer     *p,
                    guint             space)
{
  gint8 tile = s->space_tile[space];

  p->worker_camp--;
  p->workers |= TRAJAN_BIT (space);
  if (tile == TRAJAN_EMPTY)
    return;
  s->space_tile[space] = TRAJAN_EMPTY;
  for (guint t = 0; t < TRAJAN_N_CONSTRUCTION_TILES; t++)
    if ((p->construction & TRAJAN_BIT (t)) && d->construction_kind[t] == d->construction_kind[tile])
      {
        /* Not the first of its kind: no bonus action. */
        p->construction |= TRAJAN_BIT (tile);
        trajan_add_vp (s, s->current, TRAJAN_VP_CONSTRUCTION, d->construction_vp[tile]);
        return;
      }
  p->construction |= TRAJAN_BIT (tile);
  trajan_add_vp (s, s->current, TRAJAN_VP_CONSTRUCTION, d->construction_vp[tile]);
  s->bonus_pending = (guint8) (d->construction_bonus[d->construction_kind[tile]] + 1);
}

gboolean
trajan_option_apply (const TrajanData *d,
                     TrajanState      *s,
                     const LudusMove  *m)
{
  TrajanPlayer *p = &s->players[s->current];

  switch (m->kind)
    {
    case TRAJAN_MOVE_SEAPORT_DRAW_TWO:
    case TRAJAN_MOVE_SEAPORT_TAKE_DISCARD:
    case TRAJAN_MOVE_SEAPORT_DISPLAY:
    case TRAJAN_MOVE_SEAPORT_SHIP:
      return trajan_seaport_apply (d, s, m);
    case TRAJAN_MOVE_FORUM_TAKE:
      if (m->args[0] == 0)
        {
          p->forum[p->n_forum++] = s->forum_space[m->args[1]];
          s->forum_space[m->args[1]] = TRAJAN_EMPTY;
        }
      else
        {
          p->extra[p->n_extra++] = s->yellow_space[m->args[1]];
          s->yellow_space[m->args[1]] = TRAJAN_EMPTY;
        }
      return TRUE;
    case TRAJAN_MOVE_MILITARY_RECRUIT:
    case TRAJAN_MOVE_MILITARY_MOVE:
    case TRAJAN_MOVE_MILITARY_DEPLOY:
      military_apply (d, s, p, m);
      return TRUE;
    case TRAJAN_MOVE_TRAJAN_TAKE:
      trajan_take (s, p, (guint) m->args[0]);
      return TRUE;
    case TRAJAN_MOVE_SENATE_ADVANCE:
      p->senate_pos++;
      p->senate_stamp = ++s->senate_stamp_next;
      trajan_add_vp (s, s->current, TRAJAN_VP_SENATE, d->senate_values[p->senate_pos]);
      return TRUE;
    case TRAJAN_MOVE_CONSTRUCTION_HIRE:
      p->supply--;
      p->worker_camp++;
      return TRUE;
    case TRAJAN_MOVE_CONSTRUCTION_PLACE:
      construction_place (d, s, p, (guint) m->args[0]);
      return TRUE;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}
