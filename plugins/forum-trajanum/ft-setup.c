/* ft-setup.c: a new Forum Trajanum game (spec §3)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ft-rules.h"

/* Colour areas: maximal sets of same-colour cells joined edge to edge. */
void
ft_forum_derive (FtState *s)
{
  int n = s->forum_w * s->forum_h;
  gint16 stack[FT_FORUM_MAX_CELLS];

  s->n_areas = 0;
  memset (s->forum_area, FT_EMPTY, sizeof s->forum_area);
  for (int i = 0; i < n; i++)
    {
      int col = s->forum_colour[i], sp = 0, area;

      if (col < 0 || col == FT_FORUM_EAGLE || s->forum_area[i] != FT_EMPTY)
        continue;
      if (s->n_areas >= 127)
        break;                  /* refused by ft_check_state; real boards have far fewer */
      area = s->n_areas++;
      s->forum_area[i] = area;
      stack[sp++] = i;
      while (sp > 0)
        {
          int c = stack[--sp], x = c % s->forum_w, y = c / s->forum_w;
          static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

          for (int k = 0; k < 4; k++)
            {
              int nx = x + dx[k], ny = y + dy[k], nc;

              if (nx < 0 || ny < 0 || nx >= s->forum_w || ny >= s->forum_h)
                continue;
              nc = ny * s->forum_w + nx;
              if (s->forum_colour[nc] == col && s->forum_area[nc] == FT_EMPTY)
                {
                  s->forum_area[nc] = area;
                  stack[sp++] = nc;
                }
            }
        }
    }
}

static void
lay_forum (FtState      *s,
           const FtData *d)
{
  /* n_players was checked; the bound lets GCC -O3 see board_id[k] fits. */
  int k = MIN (ft_boards_for (s->n_players), FT_MAX_BOARDS);
  int order[FT_MAX_MOSAIC];

  for (int i = 0; i < d->n_mosaic; i++)
    order[i] = i;
  if (s->opt_random_forum)
    ludus_rng_shuffle (&s->rng, order, d->n_mosaic, sizeof order[0]);

  memset (s->forum_colour, FT_EMPTY, sizeof s->forum_colour);
  memset (s->forum_owner, FT_EMPTY, sizeof s->forum_owner);
  for (int i = 0; i < FT_FORUM_MAX_CELLS; i++)
    s->forum_tile[i] = FT_EMPTY;
  s->n_boards = k;
  s->forum_w = 0;
  s->forum_h = 0;
  for (int b = 0; b < k; b++)
    {
      const FtMosaicBoard *mb = &d->mosaic[order[b]];
      int side = 0;
      const FtMosaicSide *ms;

      if (s->opt_random_forum && mb->n_sides > 1)
        side = ludus_rng_below (&s->rng, mb->n_sides);
      ms = &mb->side[side];
      s->board_id[b] = order[b];
      s->board_side[b] = side;
      s->board_x[b] = d->arrangement_x[s->n_players][b];
      s->board_y[b] = d->arrangement_y[s->n_players][b];
      s->forum_w = MAX (s->forum_w, s->board_x[b] + ms->w);
      s->forum_h = MAX (s->forum_h, s->board_y[b] + ms->h);
    }
  for (int b = k; b < FT_MAX_BOARDS; b++)
    s->board_id[b] = FT_EMPTY;
  /* Cells, now that the width is known. */
  for (int b = 0; b < k; b++)
    {
      const FtMosaicSide *ms = &d->mosaic[s->board_id[b]].side[s->board_side[b]];

      for (int y = 0; y < ms->h; y++)
        for (int x = 0; x < ms->w; x++)
          s->forum_colour[(s->board_y[b] + y) * s->forum_w + s->board_x[b] + x] = ms->cell[y][x];
    }
  ft_forum_derive (s);
}

gboolean
ft_setup (FtState      *s,
          const FtData *d,
          guint         n_players,
          guint64       seed,
          const int    *options,
          GError      **error)
{
  int cards[FT_N_STREET_CARDS];
  int opt[FT_N_OPTIONS] = { 0 };
  const FtSideData *side;

  if (n_players < 2 || n_players > FT_MAX_PLAYERS)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                   "Forum Trajanum is for 2 to 4 players, not %u", n_players);
      return FALSE;
    }
  if (options != NULL)
    memcpy (opt, options, sizeof opt);
  for (int i = 0; i < FT_N_OPTIONS; i++)
    if (opt[i] < 0 || opt[i] > (i == FT_OPT_FIRST_GAME_CARD ? 5 : 1))
      {
        g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                     "Forum Trajanum option %d must be 0 or 1, not %d", i, opt[i]);
        return FALSE;
      }
  if (opt[FT_OPT_SIDE_B] && !d->side[1].available)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                   "Forum Trajanum: side B of the player boards is not in the component data "
                   "yet, so the side B variant is not available");
      return FALSE;
    }
  if (opt[FT_OPT_FIRST_GAME_CARD] != 0 && !opt[FT_OPT_FIRST_GAME])
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                   "Forum Trajanum: the Trajan card can be chosen only in the first-game variant");
      return FALSE;
    }
  if (opt[FT_OPT_FIRST_GAME_CARD] == 5 && !opt[FT_OPT_PROMO])
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                   "Forum Trajanum: the promo Trajan card needs the promo cards variant");
      return FALSE;
    }
  if (opt[FT_OPT_SIDE_B] && opt[FT_OPT_FIRST_GAME])
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                   "Forum Trajanum: the first game uses side A; it cannot be combined with side B");
      return FALSE;
    }
  for (guint p = n_players; p < FT_MAX_PLAYERS; p++)
    if (opt[FT_OPT_HANDICAP_1 + p])
      {
        g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                     "Forum Trajanum: handicap for seat %u, but only %u players", p + 1, n_players);
        return FALSE;
      }

  memset (s, 0, sizeof *s);
  s->size = sizeof *s;
  ludus_rng_init (&s->rng, seed);
  s->n_players = n_players;
  s->opt_first_game = opt[FT_OPT_FIRST_GAME];
  s->opt_side_b = opt[FT_OPT_SIDE_B];
  s->opt_promo = opt[FT_OPT_PROMO];
  s->opt_unlimited = opt[FT_OPT_UNLIMITED];
  s->opt_random_forum = opt[FT_OPT_RANDOM_FORUM];
  for (guint p = 0; p < n_players; p++)
    if (opt[FT_OPT_HANDICAP_1 + p])
      s->handicap_mask |= 1u << p;
  side = &d->side[s->opt_side_b];

  /* §3.2: street decks. */
  for (int i = 0; i < FT_N_STREET_CARDS; i++)
    cards[i] = i;
  ludus_rng_shuffle (&s->rng, cards, FT_N_STREET_CARDS, sizeof cards[0]);
  for (int k = 0; k < FT_N_DECKS; k++)
    {
      s->deck_n[k] = FT_CARDS_PER_DECK;
      for (int i = 0; i < FT_CARDS_PER_DECK; i++)
        s->deck[k][i] = cards[k * FT_CARDS_PER_DECK + i];
    }
  s->display[0] = s->display[1] = FT_EMPTY;
  memset (s->discard, FT_EMPTY, sizeof s->discard);

  lay_forum (s, d);

  for (int c = 0; c < FT_N_COLOURS; c++)
    {
      s->single_stack[c][0] = d->single_grey_up;
      s->single_stack[c][1] = d->single_per_kind - d->single_grey_up;
      s->double_stack[c][0] = d->double_mixed_up;
      s->double_stack[c][1] = d->double_per_kind - d->double_mixed_up;
    }

  /* Trajan cards (§3.2 step 9, §8.1, §8.4). */
  for (int k = 0; k < FT_N_PASSES; k++)
    {
      int n = s->opt_promo ? 5 : 4;
      int pick = ludus_rng_below (&s->rng, n);

      s->trajan[k] = pick < 4 ? k * 4 + pick : FT_TC_1_PROMO + k;
    }
  if (s->opt_first_game)
    {
      /* §8.1: one card, from pass III, drawn above or chosen by the players. */
      s->trajan[0] = s->trajan[1] = FT_EMPTY;
      if (opt[FT_OPT_FIRST_GAME_CARD] >= 1 && opt[FT_OPT_FIRST_GAME_CARD] <= 4)
        s->trajan[2] = FT_TC_3_1 + opt[FT_OPT_FIRST_GAME_CARD] - 1;
      else if (opt[FT_OPT_FIRST_GAME_CARD] == 5)
        s->trajan[2] = FT_TC_3_PROMO;
    }
  s->column_fragments = 1;
  memset (s->removed, 0xff, sizeof s->removed);

  /* §3.3 per player: everything random is drawn now; the choices follow in
   * the setup phases. The drawn female citizen is kept in the left slot of
   * no row yet: setup_citizen. */
  for (guint p = 0; p < n_players; p++)
    {
      FtPlayer *pl = &s->players[p];
      int female[FT_N_FEMALE], rest[FT_TILES_PER_PLAYER - FT_N_FEMALE];
      int base = p * FT_TILES_PER_PLAYER, i = 0;

      pl->slider = 0;
      memset (pl->cell_building, FT_EMPTY, sizeof pl->cell_building);
      for (int c = 0; c < FT_N_CELLS; c++)
        {
          pl->cell_tile[c] = FT_EMPTY;
          pl->cell_state[c] = ft_is_corner (c) ? FT_CELL_CRANE : FT_CELL_COVERED;
        }
      for (int t = 0; t < FT_N_TEMPLES; t++)
        pl->cell_state[side->temple[t]] = FT_CELL_TEMPLE;
      for (int r = 0; r < FT_N_CITIZEN_ROWS; r++)
        pl->citizen[r][0] = pl->citizen[r][1] = FT_EMPTY;
      for (int k = 0; k < FT_TILES_PER_PLAYER; k++)
        pl->ship[k] = FT_EMPTY;
      for (int k = 0; k < FT_RESERVE_MAX; k++)
        pl->reserve[k] = FT_EMPTY;
      pl->draft_take[0] = pl->draft_take[1] = FT_EMPTY;
      pl->draft_cell[0] = pl->draft_cell[1] = FT_EMPTY;
      pl->gift = pl->hand_own = pl->hand_recv = FT_EMPTY;

      for (int k = 0; k < FT_N_FEMALE; k++)
        female[k] = base + k;
      ludus_rng_shuffle (&s->rng, female, FT_N_FEMALE, sizeof female[0]);
      for (int k = FT_N_FEMALE; k < FT_TILES_PER_PLAYER; k++)
        rest[k - FT_N_FEMALE] = base + k;
      ludus_rng_shuffle (&s->rng, rest, G_N_ELEMENTS (rest), sizeof rest[0]);
      /* female[0] is the drawn citizen: parked on the river slot's twin,
       * the hand, until setup_citizen places it. */
      pl->hand_own = female[0];
      /* Provisionally on diagonal 0 (corners 0 and 3); setup_diagonal may swap. */
      pl->cell_tile[ft_corner_cell (0)] = female[1];
      pl->cell_tile[ft_corner_cell (3)] = female[2];
      for (int c = 0; c < FT_N_CELLS; c++)
        if (pl->cell_state[c] == FT_CELL_COVERED)
          pl->cell_tile[c] = rest[i++];
      pl->cell_tile[ft_corner_cell (1)] = rest[i++];
      pl->cell_tile[ft_corner_cell (2)] = rest[i++];
      pl->river = rest[i++];
      g_assert (i == (int) G_N_ELEMENTS (rest));

      pl->builders = 1;
      pl->assistants = 1;
      pl->coins = 1 + ((s->handicap_mask >> p) & 1);
      pl->tribunes = 1;
      pl->handicap = (s->handicap_mask >> p) & 1;
    }
  /* P7: one worker of each colour, dealt at random. */
  {
    int colours[FT_N_COLOURS] = { 0, 1, 2, 3 };

    ludus_rng_shuffle (&s->rng, colours, FT_N_COLOURS, sizeof colours[0]);
    for (guint p = 0; p < n_players; p++)
      s->players[p].workers[colours[p]] = 1;
  }

  s->start_player = ludus_rng_below (&s->rng, n_players);
  s->setup_player = s->start_player;
  s->setup_citizen = s->players[s->setup_player].hand_own;
  s->phase = FT_PHASE_SETUP_CRANES;
  s->pass = 1;
  s->round = 1;
  s->current = s->start_player;
  s->epoch = 1;
  return TRUE;
}
