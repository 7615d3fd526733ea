/* ft-private.h: what the files of the Forum Trajanum engine share among themselves
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine is split by phase, as the game is:
 *   ft-setup.c    a new game and the setup decisions (§3)
 *   ft-draft.c    round start and end, the simultaneous draft (§4.3, §4.4, §4.6)
 *   ft-turn.c     a player’s turn: tiles, citizens, pending choices, conversions (§4.5, §5.1–5.4)
 *   ft-build.c    building and its rewards: tracks, envoys, area bonuses (§5.5–5.8)
 *   ft-scoring.c  paying citizens and scoring a pass (§6)
 *   ft-moves.c    what they share: the task stack, move lists, and the
 *                 dispatch of legal_moves, apply and the automatic steps
 *   ft-hidden.c   what each seat may see, and determinized positions
 * Data comes before the state in every argument list: (d, s, …).
 */
#pragma once

#include "ft-rules.h"

G_BEGIN_DECLS

/* A list of legal moves being made; kind >= 0 keeps only that kind. With
 * moves NULL the list only counts them, keeping the first. */
typedef struct
{
  GArray   *moves;
  int       kind;
  guint     count;
  LudusMove first;
} FtMoveList;

static inline void
ft_list_add (FtMoveList *list,
             int         kind,
             int         a0,
             int         a1,
             int         a2,
             int         a3)
{
  LudusMove m = { .kind = kind, .args = { a0, a1, a2, a3, 0, 0 } };

  if (list->kind >= 0 && list->kind != kind)
    return;
  if (list->moves == NULL)
    {
      if (list->count++ == 0)
        list->first = m;
      return;
    }
  g_array_append_val (list->moves, m);
}

static inline gboolean
ft_list_wants (const FtMoveList *list,
               int               kind)
{
  return list->kind < 0 || list->kind == kind;
}

/* A counting list that has seen two moves needs no more: the seat has a
 * choice. Long generators stop early on it. */
static inline gboolean
ft_list_enough (const FtMoveList *list)
{
  return list->moves == NULL && list->count > 1;
}

/* The task stack of a turn (ft-moves.c). */
void          ft_task_push         (FtState          *s,
                                    int               kind,
                                    int               a,
                                    int               b);
FtTask       *ft_task_top          (FtState          *s);
const FtTask *ft_task_peek         (const FtState    *s);
void          ft_task_pop          (FtState          *s);

/* The Colonia grid (ft-moves.c). */
static inline gboolean
ft_cell_has_tile (const FtPlayer *pl,
                  int             cell)
{
  if (pl->cell_tile[cell] == FT_EMPTY)
    return FALSE;
  if (ft_is_corner (cell))
    return pl->crane_state[ft_corner_index (cell)] == FT_CRANE_COVERED;
  return pl->cell_state[cell] == FT_CELL_COVERED;
}

gboolean      ft_grid_has_tiles    (const FtPlayer   *pl);
/* Removes the tile on cell from the grid and returns it. */
int           ft_take_from_cell    (FtPlayer         *pl,
                                    int               cell);

/* Setup (ft-setup.c). */
void          ft_setup_legal       (const FtData     *d,
                                    const FtState    *s,
                                    guint             player,
                                    FtMoveList       *list);
void          ft_setup_apply       (const FtData     *d,
                                    FtState          *s,
                                    guint             player,
                                    const LudusMove  *m);

/* Rounds and the draft (ft-draft.c). */
void          ft_round_start       (FtState          *s);
void          ft_round_end         (FtState          *s);
void          ft_draft_legal       (const FtData     *d,
                                    const FtState    *s,
                                    guint             player,
                                    FtMoveList       *list);
void          ft_draft_apply       (FtState          *s,
                                    guint             player,
                                    const LudusMove  *m);
gboolean      ft_draft_all_done    (const FtState    *s);
gboolean      ft_draft_has_choices (const FtData     *d,
                                    const FtState    *s,
                                    guint             player);
void          ft_draft_resolve     (FtState          *s);

/* Turns (ft-turn.c). */
void          ft_begin_turn        (FtState          *s,
                                    int               p);
void          ft_turn_legal        (const FtData     *d,
                                    const FtState    *s,
                                    FtMoveList       *list);
void          ft_turn_apply        (const FtData     *d,
                                    FtState          *s,
                                    const LudusMove  *m);
/* One automatic step of a turn: TRUE if it did something, FALSE when a
 * decision is due. */
gboolean      ft_turn_step         (const FtData     *d,
                                    FtState          *s);
void          ft_place_citizen     (FtState          *s,
                                    guint             p,
                                    int               tile,
                                    int               row);
void          ft_use_tile_front    (const FtData     *d,
                                    FtState          *s,
                                    int               tile);
void          ft_upgrade_legal     (FtMoveList       *list);
void          ft_conversions_legal (const FtState    *s,
                                    const FtPlayer   *pl,
                                    FtMoveList       *list);
int           ft_next_cypress      (const FtData     *d,
                                    int               pos);
gboolean      ft_upgrade_has_choice (const FtData    *d,
                                     const FtPlayer  *pl);

/* Building and its rewards (ft-build.c). */
void          ft_builds_legal      (const FtState    *s,
                                    const FtPlayer   *pl,
                                    FtMoveList       *list);
void          ft_reward_legal      (const FtState    *s,
                                    const FtTask     *t,
                                    FtMoveList       *list);
void          ft_build_apply       (const FtData     *d,
                                    FtState          *s,
                                    const LudusMove  *m);
void          ft_building_reward   (FtState          *s,
                                    int               cell);
/* Fills legal[] with the envoy cells of mode and colour; returns how many. */
int           ft_envoy_cells       (const FtState    *s,
                                    const FtPlayer   *pl,
                                    int               mode,
                                    int               colour,
                                    gboolean         *legal);
void          ft_push_envoy        (FtState          *s,
                                    int               mode,
                                    int               colour);
void          ft_push_area_bonus   (FtState          *s,
                                    int               count);
int           ft_area_bonus_count  (const FtPlayer   *pl);

/* Paying citizens at the end of a pass (ft-scoring.c). */
void          ft_pay_start         (FtState          *s);
void          ft_pay_legal         (const FtState    *s,
                                    FtMoveList       *list);
void          ft_pay_apply         (FtState          *s,
                                    guint             player,
                                    const LudusMove  *m);
/* After the last payment: scores the pass and starts the next one (TRUE),
 * or ends the game or waits for a payment (FALSE). */
gboolean      ft_pass_end          (const FtData     *d,
                                    FtState          *s);

G_END_DECLS
