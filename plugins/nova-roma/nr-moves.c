/* nr-moves.c: Nova Roma's decisions: who acts, the legal moves, and applying
 * a move followed by every automatic step up to the next decision
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "nr-private.h"

const char *const nr_move_kind_names[NR_N_MOVE_KINDS + 1] = {
  "emperor", "patrician", "legionnaire", "mosaic", "perform", "decline", "associate", "done",
  "discard", "buy", "wine", "latifundium", "claim", "petition", "draw", "play", "contract",
  "sail", "build", "race", "charioteer", "hire", "place", "wheel", "resource", "use", "choose",
  "draft_mosaic", "draft_pick", "draft_keep", NULL
};

gboolean
nr_is_over (const NrState *s)
{
  return s->phase == NR_PHASE_OVER;
}

static int
mosaic_draft_seat (const NrState *s)
{
  int i = s->draft_round % s->n_players;

  return (s->first + s->n_players - 1 - i) % s->n_players;
}

int
nr_decider (const NrState *s)
{
  switch (s->phase)
    {
    case NR_PHASE_MOSAIC_DRAFT:
      return mosaic_draft_seat (s);
    case NR_PHASE_EMPEROR:
      return s->first;
    case NR_PHASE_FORUM:
      return s->n_tasks > 0 ? s->tasks[s->n_tasks - 1].player : s->active;
    case NR_PHASE_ASSOC_DRAFT:
    case NR_PHASE_OVER:
    default:
      return NR_NONE;
    }
}

guint
nr_actors (const NrState *s)
{
  guint bits = 0;

  if (s->phase == NR_PHASE_ASSOC_DRAFT)
    {
      for (guint p = 0; p < s->n_players; p++)
        if (!s->players[p].draft_acted)
          bits |= 1u << p;
      return bits;
    }
  return nr_decider (s) >= 0 ? 1u << nr_decider (s) : 0;
}

/* Tasks */

static void
list_task (const NrState *s,
           const NrData  *d,
           NrMoves       *out)
{
  const NrTask *t = &s->tasks[s->n_tasks - 1];

  switch ((NrTaskKind) t->kind)
    {
    case NR_TASK_WHEEL:
      if (s->players[t->player].achievements_reserve > 0)
        nr_add (out, NR_MOVE_WHEEL, NR_WHEEL_ACHIEVEMENT, 0, 0);
      nr_add (out, NR_MOVE_WHEEL, NR_WHEEL_INFLUENCE, 0, 0);
      break;
    case NR_TASK_RESOURCES:
      for (int r = 0; r < NR_N_RESOURCES; r++)
        nr_add (out, NR_MOVE_RESOURCE, r, 0, 0);
      break;
    case NR_TASK_CHOICE:
      for (int i = 0; i < d->effects[t->ref].count; i++)
        nr_add (out, NR_MOVE_CHOOSE, i, 0, 0);
      break;
    case NR_TASK_TILE:
      nr_list_tile (s, d, t, out);
      break;
    case NR_TASK_SAIL:
      nr_list_sail (s, d, t->player, t->count, out);
      nr_add (out, NR_MOVE_DONE, 0, 0, 0);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
apply_task (NrState         *s,
            const NrData    *d,
            const LudusMove *move)
{
  int top = s->n_tasks - 1;
  NrTask t = s->tasks[top];

  switch ((NrTaskKind) t.kind)
    {
    case NR_TASK_WHEEL:
      s->n_tasks--;
      if (move->args[0] == NR_WHEEL_ACHIEVEMENT)
        nr_gain_achievements (s, t.player, 1);
      else
        nr_gain_influence (s, t.player, 1);
      break;
    case NR_TASK_RESOURCES:
      if (--s->tasks[top].count == 0)
        s->n_tasks--;
      nr_gain_resource (s, t.player, move->args[0], 1);
      break;
    case NR_TASK_CHOICE:
      s->n_tasks--;
      nr_gain_effect (s, d, t.player, d->effects[t.ref].first + move->args[0], t.count);
      break;
    case NR_TASK_TILE:
      nr_apply_tile (s, d, move);
      break;
    case NR_TASK_SAIL:
      if (move->kind == NR_MOVE_DONE)
        s->n_tasks--;
      else
        s->tasks[top].count =
          (guint8) (s->tasks[top].count - nr_apply_sail (s, d, t.player, move->args[0],
                                                        move->args[1]));
      break;
    default:
      g_assert_not_reached ();
    }
}

/* The turn's own steps */

static void
list_free_cells (const NrState *s,
                 int            kind,
                 NrMoves       *out)
{
  for (int cell = 0; cell < NR_N_FORUM_CELLS; cell++)
    if (s->forum_fig[cell] == NR_FIG_NONE)
      nr_add (out, kind, cell, 0, 0);
}

static void
list_turn (const NrState *s,
           const NrData  *d,
           NrMoves       *out)
{
  const NrTurn *t = &s->turn;

  switch ((NrStep) t->step)
    {
    case NR_STEP_START:
      list_free_cells (s, NR_MOVE_PATRICIAN, out);
      if (!t->mosaic_used)
        nr_list_mosaic (s, d, s->active, out);
      break;
    case NR_STEP_LEGIONNAIRE:
      list_free_cells (s, NR_MOVE_LEGIONNAIRE, out);
      break;
    case NR_STEP_ACTIONS:
      for (int i = 0; i < 2; i++)
        if (t->pending & (1u << i))
          {
            nr_add (out, NR_MOVE_PERFORM, t->actions[i], 0, 0);
            nr_add (out, NR_MOVE_DECLINE, t->actions[i], 0, 0);
          }
      break;
    case NR_STEP_IN_ACTION:
      nr_list_frame (s, d, out);
      break;
    case NR_STEP_END:
      if (!t->mosaic_used)
        nr_list_mosaic (s, d, s->active, out);
      nr_add (out, NR_MOVE_DONE, 0, 0, 0);
      break;
    default:
      g_assert_not_reached ();
    }
}

void
nr_legal_moves (const NrState *s,
                const NrData  *d,
                guint          player,
                NrMoves       *out)
{
  if (player >= s->n_players || !(nr_actors (s) & (1u << player)))
    return;
  switch ((NrPhase) s->phase)
    {
    case NR_PHASE_MOSAIC_DRAFT:
    case NR_PHASE_ASSOC_DRAFT:
      nr_list_draft (s, d, player, out);
      break;
    case NR_PHASE_EMPEROR:
      for (int k = 0; k < 2; k++)
        nr_add (out, NR_MOVE_EMPEROR, d->emperor[s->emperor_shown][k], 0, 0);
      break;
    case NR_PHASE_FORUM:
      if (s->n_tasks > 0)
        list_task (s, d, out);
      else
        list_turn (s, d, out);
      break;
    case NR_PHASE_OVER:
    default:
      break;
    }
}

static void
place_patrician (NrState *s,
                 int      cell)
{
  NrTurn *t = &s->turn;
  NrPlayer *pl = &s->players[s->active];
  int placed;

  s->forum_fig[cell] = NR_FIG_PATRICIAN;
  s->forum_owner[cell] = (gint8) s->active;
  pl->patricians--;
  t->cell = (gint8) cell;
  t->actions[0] = s->forum_col[cell % NR_FORUM_SIZE];
  t->actions[1] = s->forum_row[cell / NR_FORUM_SIZE];
  t->base_power[0] = (guint8) nr_forum_power (s, s->active, cell, TRUE);
  t->base_power[1] = (guint8) nr_forum_power (s, s->active, cell, FALSE);
  t->pending = 3;
  placed = NR_N_PATRICIANS - pl->patricians;
  if (nr_is_two (s) && placed <= NR_N_LEGIONNAIRES_2P && pl->legionnaires > 0)
    t->step = NR_STEP_LEGIONNAIRE;
  else
    t->step = NR_STEP_ACTIONS;
}

static void
apply_turn (NrState         *s,
            const NrData    *d,
            const LudusMove *move)
{
  NrTurn *t = &s->turn;
  int a = move->args[0];

  switch (move->kind)
    {
    case NR_MOVE_MOSAIC:
      nr_place_mosaic (s, d, s->active, a);
      t->mosaic_used = 1;
      break;
    case NR_MOVE_PATRICIAN:
      place_patrician (s, a);
      break;
    case NR_MOVE_LEGIONNAIRE:
      s->forum_fig[a] = NR_FIG_LEGIONNAIRE;
      s->forum_owner[a] = (gint8) s->active;
      s->players[s->active].legionnaires--;
      t->step = NR_STEP_ACTIONS;
      break;
    case NR_MOVE_PERFORM:
    case NR_MOVE_DECLINE:
      {
        int i = t->actions[0] == a ? 0 : 1;

        t->pending &= (guint8) ~(1u << i);
        if (move->kind == NR_MOVE_DECLINE)
          s->players[s->active].sesterces++;
        else
          nr_start_frame (s, d, a, t->base_power[i], FALSE);
      }
      break;
    case NR_MOVE_DONE:
      if (t->step == NR_STEP_END)
        nr_end_turn (s, d);
      else
        nr_apply_frame (s, d, move);
      break;
    default:
      nr_apply_frame (s, d, move);
      break;
    }
}

static void
apply_one (NrState         *s,
           const NrData    *d,
           guint            player,
           const LudusMove *move)
{
  switch ((NrPhase) s->phase)
    {
    case NR_PHASE_MOSAIC_DRAFT:
    case NR_PHASE_ASSOC_DRAFT:
      nr_apply_draft (s, d, player, move);
      break;
    case NR_PHASE_EMPEROR:
      s->forum_fig[move->args[0]] = NR_FIG_EMPEROR;
      s->forum_owner[move->args[0]] = NR_NONE;
      s->emperor_cell = (gint8) move->args[0];
      nr_begin_forum (s, d);
      break;
    case NR_PHASE_FORUM:
      if (s->n_tasks > 0)
        apply_task (s, d, move);
      else
        apply_turn (s, d, move);
      break;
    case NR_PHASE_OVER:
    default:
      g_assert_not_reached ();
    }
}

/* Runs what needs no decision: closing finished actions, moving on when no
 * action is pending, and a step (or task) whose only move is "done". */
static void
settle (NrState      *s,
        const NrData *d)
{
  LudusMove buf[NR_MAX_MOVES];

  for (;;)
    {
      NrMoves out = { buf, 0, NR_MAX_MOVES };
      int who;

      if (s->phase != NR_PHASE_FORUM)
        return;
      if (s->n_tasks == 0 && s->turn.step == NR_STEP_IN_ACTION
          && s->frames[s->n_frames - 1].step == NR_FS_FINISHED)
        {
          nr_close_frames (s, d);
          continue;
        }
      if (s->n_tasks == 0 && s->turn.step == NR_STEP_ACTIONS && s->turn.pending == 0)
        {
          s->turn.step = NR_STEP_END;
          continue;
        }
      who = nr_decider (s);
      if (who < 0)
        return;
      nr_legal_moves (s, d, (guint) who, &out);
      /* Only a position read from a damaged file can leave no move; it stays stuck. */
      if (out.n != 1 || out.v[0].kind != NR_MOVE_DONE)
        return;
      apply_one (s, d, (guint) who, &out.v[0]);
    }
}

void
nr_apply (NrState         *s,
          const NrData    *d,
          guint            player,
          const LudusMove *move)
{
  apply_one (s, d, player, move);
  settle (s, d);
  /* What was popped is cleared, so that equal positions are equal bytes. */
  memset (&s->tasks[s->n_tasks], 0, sizeof (NrTask) * (NR_MAX_TASKS - s->n_tasks));
  memset (&s->frames[s->n_frames], 0, sizeof (NrFrame) * (NR_MAX_FRAMES - s->n_frames));
}

/* Two ships in the same place are one decision: ship 0 stands for both. */
void
nr_canonicalize (const NrState *s,
                 guint          player,
                 LudusMove     *move)
{
  if (move->kind == NR_MOVE_SAIL && move->args[0] == 1 && player < s->n_players
      && s->ship_route[player][0] == s->ship_route[player][1]
      && s->ship_harbour[player][0] == s->ship_harbour[player][1])
    move->args[0] = 0;
  if (move->kind == NR_MOVE_DRAFT_KEEP && move->args[0] > move->args[1])
    {
      int t = move->args[0];

      move->args[0] = move->args[1];
      move->args[1] = t;
    }
}
