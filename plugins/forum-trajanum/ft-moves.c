/* ft-moves.c: what the phases of the engine share, and the dispatch of moves
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * legal_moves() lists the decisions of the phase at hand, and is the one
 * judge of legality (the core looks a move up in it); apply is trusted.
 * Automatic steps run in ft_advance () after every move, so only decisions
 * rest in the state. Each phase's moves live in its own file (ft-private.h).
 */
#include "config.h"

#include <string.h>

#include "ft-private.h"

const char *const ft_move_kind_names[FT_N_MOVE_KINDS + 1] = {
  "setup_crane", "setup_citizen", "setup_diagonal", "handicap_citizen",
  "take_street", "take_tribune", "skip_card", "keep_tile",
  "borrow", "no_borrow", "use_both", "use_tile",
  "place_citizen", "choose_option", "choose_worker", "upgrade_mode",
  "build_single", "build_double", "skip_build", "reward_order",
  "track_reward", "area_bonus", "place_envoy", "decline_envoy",
  "take_grid_tile", "workers_to_builder", "recolour_worker", "craftsman1",
  "craftsman2", "merchant2_swap", "end_turn", "pay_row",
  NULL
};

/* ---- small helpers ---------------------------------------------------- */

int
ft_left (const FtState *s,
         int            p)
{
  return (p + 1) % s->n_players;
}

int
ft_right (const FtState *s,
          int            p)
{
  return (p + s->n_players - 1) % s->n_players;
}

int
ft_column_value (const FtState *s)
{
  return 4 - s->column_fragments;
}

int
ft_active_citizens (const FtPlayer *pl)
{
  int n = 0;

  for (int r = 0; r < FT_N_CITIZEN_ROWS; r++)
    if (pl->row_active[r])
      n += (pl->citizen[r][0] != FT_EMPTY) + (pl->citizen[r][1] != FT_EMPTY);
  return n;
}

gboolean
ft_ability (const FtPlayer *pl,
            int             row)
{
  return pl->row_active[row] && pl->citizen[row][0] != FT_EMPTY;
}

int
ft_street_of_card (const FtData  *d,
                   const FtState *s,
                   guint          player,
                   int            card)
{
  int id = s->display[card];

  if (id < 0)
    return -1;
  return d->side[s->opt_side_b].symbol_street[player][d->street_card[id]];
}

int
ft_single_pool (const FtState *s,
                int            colour)
{
  return s->single_stack[colour][0] + s->single_stack[colour][1];
}

int
ft_double_pool (const FtState *s,
                int            colour)
{
  return s->double_stack[colour][0] + s->double_stack[colour][1];
}

void
ft_add_vp (FtState   *s,
           guint      player,
           FtVpSource src,
           int        vp)
{
  FtPlayer *pl = &s->players[player];

  pl->vp += vp;
  pl->vp_src[src] += vp;
  pl->pass_src[CLAMP (s->pass, 1, 3) - 1][src] += vp;
}

gboolean
ft_is_over (const FtState *s)
{
  return s->phase == FT_PHASE_GAME_OVER;
}

/* ---- the Colonia grid -------------------------------------------------- */

gboolean
ft_grid_has_tiles (const FtPlayer *pl)
{
  for (int c = 0; c < FT_N_CELLS; c++)
    if (ft_cell_has_tile (pl, c))
      return TRUE;
  return FALSE;
}

int
ft_take_from_cell (FtPlayer *pl,
                   int       cell)
{
  int tile = pl->cell_tile[cell];

  pl->cell_tile[cell] = FT_EMPTY;
  if (ft_is_corner (cell))
    pl->crane_state[ft_corner_index (cell)] = FT_CRANE_REVEALED;
  else
    pl->cell_state[cell] = FT_CELL_FREE;
  return tile;
}

/* ---- tasks ------------------------------------------------------------ */

void
ft_task_push (FtState *s,
              int      kind,
              int      a,
              int      b)
{
  FtTask *t;

  g_assert (s->n_tasks < FT_TASK_STACK);
  t = &s->tasks[s->n_tasks++];
  t->kind = kind;
  t->a = a;
  t->b = b;
  t->c = 0;
}

FtTask *
ft_task_top (FtState *s)
{
  return s->n_tasks > 0 ? &s->tasks[s->n_tasks - 1] : NULL;
}

const FtTask *
ft_task_peek (const FtState *s)
{
  return s->n_tasks > 0 ? &s->tasks[s->n_tasks - 1] : NULL;
}

void
ft_task_pop (FtState *s)
{
  g_assert (s->n_tasks > 0);
  s->n_tasks--;
  memset (&s->tasks[s->n_tasks], 0, sizeof s->tasks[0]);
}

/* ---- legal moves ------------------------------------------------------ */

guint
ft_actors (const FtState *s)
{
  guint m = 0;

  switch (s->phase)
    {
    case FT_PHASE_SETUP_CRANES:
    case FT_PHASE_SETUP_CITIZEN:
    case FT_PHASE_SETUP_DIAGONAL:
    case FT_PHASE_SETUP_HANDICAP:
      return 1u << s->setup_player;
    case FT_PHASE_DRAFT:
      for (guint p = 0; p < s->n_players; p++)
        if (!s->players[p].draft_done)
          m |= 1u << p;
      return m;
    case FT_PHASE_TURN:
      return 1u << s->current;
    case FT_PHASE_SCORING_PAY:
      return 1u << s->pay_player;
    default:
      return 0;
    }
}

static void
list_legal (const FtData  *d,
            const FtState *s,
            guint          player,
            FtMoveList    *list)
{
  if (player >= s->n_players || !(ft_actors (s) & (1u << player)))
    return;
  switch (s->phase)
    {
    case FT_PHASE_SETUP_CRANES:
    case FT_PHASE_SETUP_CITIZEN:
    case FT_PHASE_SETUP_DIAGONAL:
    case FT_PHASE_SETUP_HANDICAP:
      ft_setup_legal (d, s, player, list);
      break;
    case FT_PHASE_DRAFT:
      ft_draft_legal (d, s, player, list);
      break;
    case FT_PHASE_TURN:
      ft_turn_legal (d, s, list);
      break;
    case FT_PHASE_SCORING_PAY:
      ft_pay_legal (s, list);
      break;
    default:
      break;
    }
}

void
ft_legal_moves (const FtData  *d,
                const FtState *s,
                guint          player,
                int            kind,
                GArray        *moves)
{
  FtMoveList list = { moves, kind, 0, { 0 } };

  list_legal (d, s, player, &list);
}

/* A seat with a single legal move (the first, in the simultaneous draft):
 * the game makes that decision by itself. */
gboolean
ft_automatic_move (const FtData  *d,
                   const FtState *s,
                   guint         *player,
                   LudusMove     *move)
{
  guint actors = ft_actors (s);

  for (guint p = 0; p < s->n_players; p++)
    {
      FtMoveList list = { NULL, -1, 0, { 0 } };

      if (!(actors & (1u << p)))
        continue;
      /* After every move, each drafting seat is asked: the cheap answer first. */
      if (s->phase == FT_PHASE_DRAFT && ft_draft_has_choices (d, s, p))
        continue;
      list_legal (d, s, p, &list);
      if (list.count == 1)
        {
          *player = p;
          *move = list.first;
          return TRUE;
        }
    }
  return FALSE;
}

void
ft_settle (const FtData *d,
           FtState      *s)
{
  LudusMove m;
  guint p;

  while (ft_automatic_move (d, s, &p, &m))
    ft_apply_trusted (d, s, p, &m);
}

/* ---- apply ------------------------------------------------------------ */

/* Runs automatic steps until a decision is due. */
static void
advance (const FtData *d,
         FtState      *s)
{
  for (;;)
    switch (s->phase)
      {
      case FT_PHASE_DRAFT:
        if (!ft_draft_all_done (s))
          return;
        ft_draft_resolve (s);
        break;
      case FT_PHASE_SCORING_PAY:
        if (!ft_pass_end (d, s))
          return;
        break;
      case FT_PHASE_TURN:
        if (!ft_turn_step (d, s))
          return;
        break;
      default:
        return;
      }
}

/* Trusted: m is one of ft_legal_moves (d, s, player). */
void
ft_apply_trusted (const FtData    *d,
                  FtState         *s,
                  guint            player,
                  const LudusMove *m)
{
  switch (m->kind)
    {
    case FT_MOVE_SETUP_CRANE:
    case FT_MOVE_SETUP_CITIZEN:
    case FT_MOVE_SETUP_DIAGONAL:
    case FT_MOVE_HANDICAP_CITIZEN:
      ft_setup_apply (d, s, player, m);
      break;
    case FT_MOVE_TAKE_STREET:
    case FT_MOVE_TAKE_TRIBUNE:
    case FT_MOVE_SKIP_CARD:
    case FT_MOVE_KEEP_TILE:
      ft_draft_apply (s, player, m);
      break;
    case FT_MOVE_BUILD_SINGLE:
    case FT_MOVE_BUILD_DOUBLE:
    case FT_MOVE_SKIP_BUILD:
    case FT_MOVE_REWARD_ORDER:
    case FT_MOVE_TRACK_REWARD:
    case FT_MOVE_AREA_BONUS:
    case FT_MOVE_PLACE_ENVOY:
    case FT_MOVE_DECLINE_ENVOY:
      ft_build_apply (d, s, m);
      break;
    case FT_MOVE_PAY_ROW:
      ft_pay_apply (s, player, m);
      break;
    default:
      ft_turn_apply (d, s, m);
      break;
    }
  advance (d, s);
}

/*
 * Where a seat's turn ends (spec §4): when its setup is done, when its draft
 * is done (simultaneous: each seat's own), at end_turn, and after its last
 * payment of a pass. The core's default (the seat no longer acts) misses
 * three of these, where the same seat acts again at once in the next phase:
 * the last seat to draft when it starts the round, the last turn of a round
 * (every seat drafts next), and the last payment of a pass.
 */
gboolean
ft_ends_turn (const FtState   *after,
              guint            player,
              const LudusMove *m)
{
  if (ft_is_over (after))
    return TRUE;
  switch (m->kind)
    {
    case FT_MOVE_SETUP_CRANE:
    case FT_MOVE_SETUP_CITIZEN:
    case FT_MOVE_SETUP_DIAGONAL:
    case FT_MOVE_HANDICAP_CITIZEN:
      return after->phase >= FT_PHASE_DRAFT || after->setup_player != player;
    case FT_MOVE_TAKE_STREET:
    case FT_MOVE_TAKE_TRIBUNE:
    case FT_MOVE_SKIP_CARD:
    case FT_MOVE_KEEP_TILE:
      return after->phase != FT_PHASE_DRAFT || after->players[player].draft_done;
    case FT_MOVE_END_TURN:
      return TRUE;
    case FT_MOVE_PAY_ROW:
      return after->phase != FT_PHASE_SCORING_PAY || after->pay_player != player;
    default:
      return FALSE;
    }
}
