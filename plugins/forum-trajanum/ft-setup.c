/* ft-setup.c: a new Forum Trajanum game and its setup decisions (spec §3)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ft-private.h"

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
lay_forum (const FtData *d,
           FtState      *s)
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

/* The options of a new game, checked: FALSE with error for an impossible one. */
static gboolean
check_options (const FtData  *d,
               guint          n_players,
               const int     *opt,
               GError       **error)
{
  if (n_players < 2 || n_players > FT_MAX_PLAYERS)
    return ft_error (error, LUDUS_GAME_ERROR_BAD_OPTIONS,
                     _("Forum Trajanum is for 2 to 4 players, not %u"), n_players);
  for (int i = 0; i < FT_N_OPTIONS; i++)
    if (opt[i] < (i == FT_OPT_START_PLAYER ? -1 : 0)
        || opt[i] > (i == FT_OPT_FIRST_GAME_CARD ? 5
                     : i == FT_OPT_START_PLAYER ? (int) n_players - 1 : 1))
      return ft_error (error, LUDUS_GAME_ERROR_BAD_OPTIONS,
                       _("Forum Trajanum: option %d cannot be %d"), i, opt[i]);
  if (opt[FT_OPT_SIDE_B] && !d->side[1].available)
    return ft_error (error, LUDUS_GAME_ERROR_BAD_OPTIONS,
                     _("Forum Trajanum: side B of the player boards is not in the component "
                       "data yet, so the side B variant is not available"));
  if (opt[FT_OPT_FIRST_GAME_CARD] != 0 && !opt[FT_OPT_FIRST_GAME])
    return ft_error (error, LUDUS_GAME_ERROR_BAD_OPTIONS,
                     _("Forum Trajanum: the Trajan card can be chosen only in the first-game "
                       "variant"));
  if (opt[FT_OPT_FIRST_GAME_CARD] == 5 && !opt[FT_OPT_PROMO])
    return ft_error (error, LUDUS_GAME_ERROR_BAD_OPTIONS,
                     _("Forum Trajanum: the promo Trajan card needs the promo cards variant"));
  if (opt[FT_OPT_SIDE_B] && opt[FT_OPT_FIRST_GAME])
    return ft_error (error, LUDUS_GAME_ERROR_BAD_OPTIONS,
                     _("Forum Trajanum: the first game uses side A; it cannot be combined with "
                       "side B"));
  for (guint p = n_players; p < FT_MAX_PLAYERS; p++)
    if (opt[FT_OPT_HANDICAP_1 + p])
      return ft_error (error, LUDUS_GAME_ERROR_BAD_OPTIONS,
                       _("Forum Trajanum: a newcomer in seat %u, but only %u players"),
                       p + 1, n_players);
  return TRUE;
}

/* §3.2: the street decks, three of eight cards. */
static void
deal_decks (FtState *s)
{
  int cards[FT_N_STREET_CARDS];

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
}

/* Trajan cards (§3.2 step 9, §8.1, §8.4). */
static void
deal_trajan_cards (FtState   *s,
                   const int *opt)
{
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
}

/* An empty Colonia board: temples, crane corners, covered cells. */
static void
clear_player (const FtSideData *side,
              FtPlayer         *pl)
{
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
}

/* §3.3 for seat p: everything random is drawn now; the choices follow in
 * the setup phases. */
static void
setup_player (FtState          *s,
              const FtSideData *side,
              guint             p)
{
  FtPlayer *pl = &s->players[p];
  int female[FT_N_FEMALE], rest[FT_TILES_PER_PLAYER - FT_N_FEMALE];
  int base = p * FT_TILES_PER_PLAYER, i = 0;

  clear_player (side, pl);
  for (int k = 0; k < FT_N_FEMALE; k++)
    female[k] = base + k;
  ludus_rng_shuffle (&s->rng, female, FT_N_FEMALE, sizeof female[0]);
  for (int k = FT_N_FEMALE; k < FT_TILES_PER_PLAYER; k++)
    rest[k - FT_N_FEMALE] = base + k;
  ludus_rng_shuffle (&s->rng, rest, G_N_ELEMENTS (rest), sizeof rest[0]);
  /* female[0] is the drawn citizen: in the hand until setup_citizen places it. */
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

gboolean
ft_setup (const FtData  *d,
          FtState       *s,
          guint          n_players,
          guint64        seed,
          const int     *options,
          GError       **error)
{
  int opt[FT_N_OPTIONS] = { 0 };
  int colours[FT_N_COLOURS] = { 0, 1, 2, 3 };

  opt[FT_OPT_START_PLAYER] = -1;
  if (options != NULL)
    memcpy (opt, options, sizeof opt);
  if (!check_options (d, n_players, opt, error))
    return FALSE;

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

  deal_decks (s);
  lay_forum (d, s);
  for (int c = 0; c < FT_N_COLOURS; c++)
    {
      s->single_stack[c][0] = d->single_grey_up;
      s->single_stack[c][1] = d->single_per_kind - d->single_grey_up;
      s->double_stack[c][0] = d->double_mixed_up;
      s->double_stack[c][1] = d->double_per_kind - d->double_mixed_up;
    }
  deal_trajan_cards (s, opt);
  s->column_fragments = 1;
  memset (s->removed, 0xff, sizeof s->removed);
  for (guint p = 0; p < n_players; p++)
    setup_player (s, &d->side[s->opt_side_b], p);
  /* P7: one worker of each colour, dealt at random. */
  ludus_rng_shuffle (&s->rng, colours, FT_N_COLOURS, sizeof colours[0]);
  for (guint p = 0; p < n_players; p++)
    s->players[p].workers[colours[p]] = 1;

  /* §3.4: drawn at random, or chosen by the players; drawn either way, so
   * that the rest of the setup does not depend on the choice. */
  s->start_player = ludus_rng_below (&s->rng, n_players);
  if (opt[FT_OPT_START_PLAYER] >= 0)
    s->start_player = opt[FT_OPT_START_PLAYER];
  s->setup_player = s->start_player;
  s->setup_citizen = s->players[s->setup_player].hand_own;
  s->phase = FT_PHASE_SETUP_CRANES;
  s->pass = 1;
  s->round = 1;
  s->current = s->start_player;
  s->epoch = 1;
  return TRUE;
}

/* ---- the setup decisions (§3.3) ---------------------------------------- */

static void
cranes_legal (const FtPlayer *pl,
              FtMoveList     *list)
{
  for (int c = 0; c < FT_N_COLOURS; c++)
    {
      gboolean used = FALSE;

      for (int k = 0; k < pl->cranes_placed; k++)
        used |= pl->crane_colour[k] == c;
      if (!used)
        ft_list_add (list, FT_MOVE_SETUP_CRANE, c, 0, 0, 0);
    }
}

/* A newcomer takes a face-up female citizen from a corner into a row. */
static void
handicap_legal (const FtData   *d,
                const FtPlayer *pl,
                FtMoveList     *list)
{
  for (int k = 0; k < FT_N_CORNERS; k++)
    {
      int cell = ft_corner_cell (k), tile = pl->cell_tile[cell];

      if (tile == FT_EMPTY || ft_tile_index (tile) >= FT_N_FEMALE
          || pl->crane_state[k] != FT_CRANE_COVERED)
        continue;
      for (int r = 0; r < FT_N_CITIZEN_ROWS; r++)
        if (FT_ROW_CLASS (r) == d->tile[ft_tile_index (tile)].citizen
            && pl->citizen[r][0] == FT_EMPTY)
          ft_list_add (list, FT_MOVE_HANDICAP_CITIZEN, k, r, 0, 0);
    }
}

void
ft_setup_legal (const FtData  *d,
                const FtState *s,
                guint          player,
                FtMoveList    *list)
{
  const FtPlayer *pl = &s->players[player];
  int klass;

  switch (s->phase)
    {
    case FT_PHASE_SETUP_CRANES:
      cranes_legal (pl, list);
      break;
    case FT_PHASE_SETUP_CITIZEN:
      klass = d->tile[ft_tile_index (s->setup_citizen)].citizen;
      ft_list_add (list, FT_MOVE_SETUP_CITIZEN, klass * 2, 0, 0, 0);
      ft_list_add (list, FT_MOVE_SETUP_CITIZEN, klass * 2 + 1, 0, 0, 0);
      break;
    case FT_PHASE_SETUP_DIAGONAL:
      ft_list_add (list, FT_MOVE_SETUP_DIAGONAL, 0, 0, 0, 0);
      ft_list_add (list, FT_MOVE_SETUP_DIAGONAL, 1, 0, 0, 0);
      break;
    case FT_PHASE_SETUP_HANDICAP:
      handicap_legal (d, pl, list);
      break;
    default:
      break;
    }
}

static void
setup_next_player (FtState *s)
{
  s->setup_count++;
  if (s->setup_count == s->n_players)
    {
      s->setup_citizen = FT_EMPTY;
      s->current = s->start_player;
      ft_round_start (s);
      return;
    }
  s->setup_player = ft_left (s, s->setup_player);
  s->setup_citizen = s->players[s->setup_player].hand_own;
  s->phase = FT_PHASE_SETUP_CRANES;
}

static void
place_crane (FtState  *s,
             FtPlayer *pl,
             int       colour)
{
  int used = 0;

  pl->crane_colour[pl->cranes_placed++] = colour;
  if (pl->cranes_placed < FT_N_CORNERS - 1)
    return;
  /* The last crane has no choice left. */
  for (int k = 0; k < FT_N_CORNERS - 1; k++)
    used |= 1 << pl->crane_colour[k];
  for (int c = 0; c < FT_N_COLOURS; c++)
    if (!(used & (1 << c)))
      pl->crane_colour[pl->cranes_placed++] = c;
  s->phase = FT_PHASE_SETUP_CITIZEN;
}

/* Diagonal 1 moves the two female citizens to corners 1 and 2. */
static void
choose_diagonal (FtPlayer *pl,
                 int       diagonal)
{
  int a = ft_corner_cell (0), b = ft_corner_cell (1);
  int c2 = ft_corner_cell (2), c3 = ft_corner_cell (3);
  gint16 t;

  if (diagonal != 1)
    return;
  t = pl->cell_tile[a]; pl->cell_tile[a] = pl->cell_tile[b]; pl->cell_tile[b] = t;
  t = pl->cell_tile[c3]; pl->cell_tile[c3] = pl->cell_tile[c2]; pl->cell_tile[c2] = t;
}

void
ft_setup_apply (const FtData    *d,
                FtState         *s,
                guint            player,
                const LudusMove *m)
{
  FtPlayer *pl = &s->players[player];

  (void) d;
  switch (m->kind)
    {
    case FT_MOVE_SETUP_CRANE:
      place_crane (s, pl, m->args[0]);
      break;
    case FT_MOVE_SETUP_CITIZEN:
      ft_place_citizen (s, player, s->setup_citizen, m->args[0]);
      pl->hand_own = FT_EMPTY;
      s->phase = FT_PHASE_SETUP_DIAGONAL;
      break;
    case FT_MOVE_SETUP_DIAGONAL:
      choose_diagonal (pl, m->args[0]);
      if (pl->handicap)
        s->phase = FT_PHASE_SETUP_HANDICAP;
      else
        setup_next_player (s);
      break;
    case FT_MOVE_HANDICAP_CITIZEN:
      ft_place_citizen (s, player, ft_take_from_cell (pl, ft_corner_cell (m->args[0])),
                        m->args[1]);
      setup_next_player (s);
      break;
    default:
      g_assert_not_reached ();
    }
}
