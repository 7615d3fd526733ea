/* ft-draft.c: rounds and the simultaneous draft (spec §4.3, §4.4, §4.6)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every player handles the two street cards of the round in any order,
 * taking a tile of the card's street, any tile for a tribune, or nothing
 * when the street is empty; with two tiles, one is kept and the other given
 * to the right. Nothing passes between players until all are done.
 */
#include "config.h"

#include "ft-private.h"

/* §4.3: reveal two street cards and start the draft. */
void
ft_round_start (FtState *s)
{
  int k = s->pass - 1;

  g_assert (s->deck_n[k] >= 2);
  s->display[0] = s->deck[k][--s->deck_n[k]];
  s->display[1] = s->deck[k][--s->deck_n[k]];
  s->deck[k][s->deck_n[k]] = FT_EMPTY;
  s->deck[k][s->deck_n[k] + 1] = FT_EMPTY;
  s->epoch++;
  s->phase = FT_PHASE_DRAFT;
  for (guint p = 0; p < s->n_players; p++)
    {
      FtPlayer *pl = &s->players[p];

      pl->draft_done = 0;
      pl->draft_card_done = 0;
      pl->draft_take[0] = pl->draft_take[1] = FT_EMPTY;
      pl->draft_cell[0] = pl->draft_cell[1] = FT_EMPTY;
      pl->draft_tribunes = 0;
      pl->draft_kept_card = FT_EMPTY;
      pl->gift = FT_EMPTY;
      pl->hand_revealed = 0;
    }
}

/* §4.6: the cards go to the discard; the next round, or the pass's scoring. */
void
ft_round_end (FtState *s)
{
  for (int k = 0; k < 2; k++)
    {
      s->discard[s->discard_n++] = s->display[k];
      s->display[k] = FT_EMPTY;
    }
  if (s->round == FT_ROUNDS_PER_PASS)
    {
      ft_pay_start (s);
      return;
    }
  s->start_player = ft_right (s, s->start_player);
  s->round++;
  ft_round_start (s);
}

/* Whether street card k is one the player can only skip: its street is
 * empty, and no tribune (or no tile) lets them take another. */
static gboolean
only_skip (const FtData  *d,
           const FtState *s,
           guint          player,
           int            k)
{
  const FtPlayer *pl = &s->players[player];
  int street = ft_street_of_card (d, s, player, k);

  if (pl->tribunes >= 1 && ft_grid_has_tiles (pl))
    return FALSE;
  for (int i = 0; i < FT_GRID; i++)
    if (ft_cell_has_tile (pl, ft_street_cell (street, i)))
      return FALSE;
  return TRUE;
}

/* Whether the seat's draft offers two choices or more, told cheaply for the
 * common cases (both tiles taken: keep either; a tribune and two tiles in the
 * grid; two tiles in a pending card's street); FALSE means "list them". */
gboolean
ft_draft_has_choices (const FtData  *d,
                      const FtState *s,
                      guint          player)
{
  const FtPlayer *pl = &s->players[player];
  int tiles = 0;

  if (pl->draft_card_done == 3)
    return TRUE;
  for (int c = 0; c < FT_N_CELLS && tiles < 2; c++)
    tiles += ft_cell_has_tile (pl, c);
  if (pl->tribunes >= 1 && tiles >= 2)
    return TRUE;
  for (int k = 0; k < 2; k++)
    {
      int street = ft_street_of_card (d, s, player, k), in_street = 0;

      if (pl->draft_card_done & (1 << k))
        continue;
      for (int c = 0; c < FT_N_CELLS; c++)
        in_street += ft_cell_in_street (c, street) && ft_cell_has_tile (pl, c);
      if (in_street >= 2)
        return TRUE;
    }
  return FALSE;
}

void
ft_draft_legal (const FtData  *d,
                const FtState *s,
                guint          player,
                FtMoveList    *list)
{
  const FtPlayer *pl = &s->players[player];

  if (pl->draft_done)
    return;
  if (pl->draft_card_done == 3)
    {
      ft_list_add (list, FT_MOVE_KEEP_TILE, 0, 0, 0, 0);
      ft_list_add (list, FT_MOVE_KEEP_TILE, 1, 0, 0, 0);
      return;
    }
  for (int k = 0; k < 2; k++)
    {
      int street;
      gboolean any = FALSE;

      if (pl->draft_card_done & (1 << k))
        continue;
      street = ft_street_of_card (d, s, player, k);
      for (int i = 0; i < FT_GRID; i++)
        if (ft_cell_has_tile (pl, ft_street_cell (street, i)))
          {
            any = TRUE;
            ft_list_add (list, FT_MOVE_TAKE_STREET, k, ft_street_cell (street, i), 0, 0);
          }
      if (ft_list_enough (list))
        return;
      if (pl->tribunes >= 1 && ft_list_wants (list, FT_MOVE_TAKE_TRIBUNE))
        for (int c = 0; c < FT_N_CELLS; c++)
          if (ft_cell_has_tile (pl, c))
            ft_list_add (list, FT_MOVE_TAKE_TRIBUNE, k, c, 0, 0);
      if (!any)
        ft_list_add (list, FT_MOVE_SKIP_CARD, k, 0, 0, 0);
      /* Two cards that can only be skipped are one decision, not a choice
       * of order: the first is listed, then the second. */
      if (k == 0 && !any && pl->draft_card_done == 0 && only_skip (d, s, player, 1))
        break;
    }
}

/* A player has handled both street cards: with one tile, it is kept. */
static void
check_done (FtPlayer *pl)
{
  int n = (pl->draft_take[0] != FT_EMPTY) + (pl->draft_take[1] != FT_EMPTY);

  if (pl->draft_card_done != 3 || n == 2)
    return;
  pl->hand_own = pl->draft_take[0] != FT_EMPTY ? pl->draft_take[0] : pl->draft_take[1];
  pl->draft_take[0] = pl->draft_take[1] = FT_EMPTY;
  pl->draft_done = 1;
}

void
ft_draft_apply (FtState         *s,
                guint            player,
                const LudusMove *m)
{
  FtPlayer *pl = &s->players[player];
  int k = m->args[0];

  switch (m->kind)
    {
    case FT_MOVE_TAKE_TRIBUNE:
      pl->tribunes--;
      pl->draft_tribunes++;
      G_GNUC_FALLTHROUGH;
    case FT_MOVE_TAKE_STREET:
      pl->draft_cell[k] = m->args[1];
      pl->draft_take[k] = ft_take_from_cell (pl, m->args[1]);
      pl->draft_card_done |= 1 << k;
      s->epoch++;
      check_done (pl);
      break;
    case FT_MOVE_SKIP_CARD:
      pl->draft_card_done |= 1 << k;
      check_done (pl);
      break;
    case FT_MOVE_KEEP_TILE:
      pl->draft_kept_card = k;
      pl->hand_own = pl->draft_take[k];
      pl->gift = pl->draft_take[1 - k];
      pl->draft_take[0] = pl->draft_take[1] = FT_EMPTY;
      pl->draft_done = 1;
      break;
    default:
      g_assert_not_reached ();
    }
}

gboolean
ft_draft_all_done (const FtState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    if (!s->players[p].draft_done)
      return FALSE;
  return TRUE;
}

/* §4.4.3: the given tiles pass to the right, and the first turn begins. */
void
ft_draft_resolve (FtState *s)
{
  gint16 gifts[FT_MAX_PLAYERS];

  for (guint p = 0; p < s->n_players; p++)
    gifts[p] = s->players[p].gift;
  for (guint p = 0; p < s->n_players; p++)
    {
      s->players[ft_right (s, p)].hand_recv = gifts[p];
      s->players[ft_right (s, p)].hand_recv_borrowed = 0;
      s->players[p].gift = FT_EMPTY;
    }
  s->epoch++;
  s->turns_taken = 0;
  ft_begin_turn (s, s->start_player);
}
