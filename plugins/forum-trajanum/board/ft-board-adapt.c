/* ft-board-adapt.c: from the engine's redacted state to the board's model
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ft-board-adapt.h"
#include "ft-text.h"

static void
tile_of (const FtData *d,
         int           tile,
         FtbTile      *out)
{
  const FtTileFront *f;

  memset (out, 0, sizeof *out);
  out->citizen = -1;
  if (tile < 0)
    return;
  f = &d->tile[ft_tile_index (tile)];
  out->known = TRUE;
  out->citizen = f->citizen;
  out->builder = f->builder;
  for (int c = 0; c < FT_N_COLOURS; c++)
    out->worker[c] = f->worker[c];
  out->worker_any = f->worker_any;
  out->assistant = f->assistant;
  out->coin = f->coin;
  out->tribune = f->tribune;
  out->upgrade = f->upgrade;
}

static void
fill_grid (FtbPlayer      *out,
           const FtPlayer *pl,
           const FtData   *d)
{
  static const gint8 partner[] = {
    [FT_DOUBLE_NONE] = -1, [FT_DOUBLE_UP] = 0, [FT_DOUBLE_RIGHT] = 1,
    [FT_DOUBLE_DOWN] = 2, [FT_DOUBLE_LEFT] = 3,
  };

  for (int cell = 0; cell < FT_N_CELLS; cell++)
    {
      FtbCell *c = &out->grid[cell / FT_GRID][cell % FT_GRID];

      memset (c, 0, sizeof *c);
      c->building = FTB_BLD_NONE;
      c->partner = -1;
      c->tile.citizen = -1;
      switch (pl->cell_state[cell])
        {
        case FT_CELL_COVERED:
          c->kind = FTB_CELL_COVERED;
          break;
        case FT_CELL_FREE:
          c->kind = FTB_CELL_FREE;
          break;
        case FT_CELL_BUILT:
          c->kind = FTB_CELL_BUILT;
          c->building = pl->cell_building[cell];
          c->partner = pl->cell_double[cell] <= FT_DOUBLE_UP ? partner[pl->cell_double[cell]] : -1;
          break;
        case FT_CELL_TEMPLE:
          c->kind = FTB_CELL_TEMPLE;
          break;
        default:
          {
            int k = ft_corner_index (cell);

            c->kind = FTB_CELL_CRANE;
            if (k >= 0)
              {
                c->crane_colour = pl->crane_colour[k] % FT_N_COLOURS;
                c->crane_state = pl->crane_state[k];
              }
            /* A corner's tile lies face up: anyone may see it. */
            if (c->crane_state == FTB_CRANE_COVERED)
              tile_of (d, pl->cell_tile[cell], &c->tile);
          }
          break;
        }
    }
}

static void
add_hand (FtbPlayer *out,
          const FtData *d,
          int        tile,
          FtbHandRole role,
          gboolean   used)
{
  if (tile == FT_EMPTY)
    return;
  if (tile < 0)
    {
      out->hidden_hand++;
      return;
    }
  if (out->n_hand >= FTB_MAX_TILES)
    return;
  tile_of (d, tile, &out->hand[out->n_hand].tile);
  out->hand[out->n_hand].role = role;
  out->hand[out->n_hand].used = used;
  out->n_hand++;
}

/* Where each hand tile went in the model, for the moves that use them. */
typedef struct
{
  int card[2];    /* hand index of the tile taken for street card k */
  int own, recv;  /* hand index of the own and the received tile */
} HandSlots;

static void
fill_hand (FtbPlayer      *out,
           const FtData   *d,
           const FtState  *s,
           int             seat,
           int             viewer,
           HandSlots      *slots)
{
  const FtPlayer *pl = &s->players[seat];
  gboolean mine = seat == viewer;

  slots->card[0] = slots->card[1] = slots->own = slots->recv = -1;
  if (s->phase == FT_PHASE_DRAFT)
    {
      /* Another seat's draft is never read: only how many tiles it holds. */
      if (!mine)
        {
          for (int k = 0; k < 2; k++)
            out->hidden_hand += pl->draft_take[k] != FT_EMPTY;
          if (pl->draft_done)
            out->hidden_hand = (pl->hand_own != FT_EMPTY) + (pl->gift != FT_EMPTY);
          return;
        }
      if (!pl->draft_done)
        for (int k = 0; k < 2; k++)
          {
            slots->card[k] = out->n_hand;
            add_hand (out, d, pl->draft_take[k], FTB_HAND_TAKEN, FALSE);
            if (pl->draft_take[k] == FT_EMPTY || pl->draft_take[k] < 0)
              slots->card[k] = -1;
          }
      else
        {
          add_hand (out, d, pl->hand_own, FTB_HAND_KEPT, FALSE);
          add_hand (out, d, pl->gift, FTB_HAND_GIVEN, FALSE);
        }
      return;
    }

  if (s->phase == FT_PHASE_TURN)
    {
      gboolean current = s->current == seat;
      gboolean own_used = current && (s->tiles_used & 1);
      gboolean recv_used = current && (s->tiles_used & 2);

      slots->own = pl->hand_own >= 0 ? out->n_hand : -1;
      add_hand (out, d, pl->hand_own, pl->hand_revealed ? FTB_HAND_DISPLAY : FTB_HAND_KEPT,
                own_used);
      slots->recv = pl->hand_recv >= 0 ? out->n_hand : -1;
      add_hand (out, d, pl->hand_recv,
                pl->hand_recv_borrowed ? FTB_HAND_BORROWED : FTB_HAND_RECEIVED, recv_used);
    }
}

static void
fill_player (FtbModel       *m,
             const FtData   *d,
             const FtState  *s,
             int             seat,
             HandSlots      *slots)
{
  const FtPlayer *pl = &s->players[seat];
  FtbPlayer *out = &m->players[seat];

  memset (out, 0, sizeof *out);
  out->vp = pl->vp;
  fill_grid (out, pl, d);
  for (int row = 0; row < FT_N_CITIZEN_ROWS; row++)
    {
      out->citizens[row] = (pl->citizen[row][0] != FT_EMPTY) + (pl->citizen[row][1] != FT_EMPTY);
      out->row_active[row] = pl->row_active[row] != 0;
    }
  out->active_citizens = ft_active_citizens (pl);
  out->slider = pl->slider;
  out->slider_reverse = pl->slider_reversed != 0;
  out->ship = pl->ship_n;
  out->river_present = pl->river != FT_EMPTY;
  tile_of (d, pl->river, &out->river);
  for (int i = 0; i < pl->reserve_n && i < FTB_MAX_RESERVE; i++)
    tile_of (d, pl->reserve[i], &out->reserve[out->n_reserve++]);
  out->builder = pl->builders;
  for (int c = 0; c < FT_N_COLOURS; c++)
    out->worker[c] = pl->workers[c];
  out->assistant = pl->assistants;
  out->coin = pl->coins;
  out->tribune = pl->tribunes;
  for (int t = 0; t < FT_N_TRACKS; t++)
    out->track[t] = pl->track[t];
  out->drafting = s->phase == FT_PHASE_DRAFT && !pl->draft_done;
  fill_hand (out, d, s, seat, m->viewer, slots);

  for (int n = 0; n <= 16; n++)
    m->area_vp[seat][n] = (guint8) CLAMP (ft_area_vp (d, pl, n), 0, 255);
}

/* Whose decision it is, in which phase. */
static void
fill_phase (FtbModel      *m,
            const FtState *s)
{
  switch (s->phase)
    {
    case FT_PHASE_DRAFT:
      m->phase = FTB_PHASE_DRAFT;
      m->current = -1;
      break;
    case FT_PHASE_TURN:
      m->phase = FTB_PHASE_TURN;
      m->current = s->current;
      break;
    case FT_PHASE_SCORING_PAY:
      m->phase = FTB_PHASE_SCORING;
      m->current = s->pay_player;
      break;
    case FT_PHASE_GAME_OVER:
      m->phase = FTB_PHASE_OVER;
      m->current = -1;
      break;
    default:
      m->phase = FTB_PHASE_SETUP;
      m->current = s->setup_player;
      break;
    }
}

/* The column, the decks, the street cards, the Trajan cards, the citizen rows. */
static void
fill_cards (FtbModel      *m,
            const FtData  *d,
            const FtState *s,
            int            viewer)
{
  int side = s->opt_side_b ? 1 : 0;

  m->start_player = s->start_player;
  m->column_value = ft_column_value (s);
  for (int k = 0; k < FT_N_DECKS; k++)
    {
      m->deck_left[k] = s->deck_n[k];
      /* Fragment k (base, shaft, capital) waits on deck k until its pass. */
      m->fragment_on_deck[k] = k >= 1 && k >= s->column_fragments;
    }
  for (int k = 0; k < 2; k++)
    m->street[k] = (gint8) (viewer >= 0 ? ft_street_of_card (d, s, (guint) viewer, k)
                                        : ft_street_of_card (d, s, 0, k));
  for (int k = 0; k < FT_N_PASSES; k++)
    {
      m->trajan[k] = s->trajan[k];
      g_clear_pointer (&m->trajan_tip[k], g_free);
      if (s->trajan[k] >= 0)
        /* Translators: a Trajan card's tooltip: its name, building task, collection task. */
        m->trajan_tip[k] = g_strdup_printf (_("%s\nBuild: %s\nCollect: %s"),
                                            ft_text_trajan_card (s->trajan[k]),
                                            ft_text_trajan_build (s->trajan[k]),
                                            ft_text_trajan_collect (s->trajan[k]));
    }
  for (int r = 0; r < FT_GRID; r++)
    m->crow_id[r] = d->side[side].citizen_row[r];

}

static void
fill_forum (FtbModel      *m,
            const FtState *s)
{
  m->forum_w = MIN (s->forum_w, FTB_MAX_FORUM_W);
  m->forum_h = MIN (s->forum_h, FTB_MAX_FORUM_H);
  for (int y = 0; y < m->forum_h; y++)
    for (int x = 0; x < m->forum_w; x++)
      {
        int colour = s->forum_colour[y * s->forum_w + x];

        m->forum[y][x] = colour == FT_EMPTY ? FTB_FORUM_HOLE
                         : colour == FT_FORUM_EAGLE ? FTB_FORUM_EAGLE : colour;
        m->envoy[y][x] = s->forum_owner[y * s->forum_w + x];
      }
}

/* The prestige track and the building supply. */
static void
fill_supply (FtbModel      *m,
             const FtData  *d,
             const FtState *s)
{
  m->p_max = MIN (d->p_max, FTB_MAX_PRESTIGE - 1);
  m->cypress = d->cypress;
  for (int p = 0; p <= m->p_max; p++)
    m->trajan_vp[p] = d->trajan_vp[0][p];
  m->area_n = MIN (d->area_n_max, 16);
  for (int c = 0; c < FT_N_COLOURS; c++)
    {
      m->supply[c][0] = s->opt_unlimited ? -1 : ft_single_pool (s, c);
      m->supply[c][1] = s->opt_unlimited ? -1 : ft_double_pool (s, c);
      m->single_grey[c] = d->single_grey[c];
      m->double_grey[c] = d->double_grey[c];
    }
}

static void
fill_board (FtbModel      *m,
            const FtData  *d,
            const FtState *s,
            int            viewer)
{
  m->n_players = s->n_players;
  m->viewer = viewer;
  m->pass = s->pass;
  m->round = s->round;
  fill_phase (m, s);
  fill_cards (m, d, s, viewer);
  fill_forum (m, s);
  fill_supply (m, d, s);
  m->stand_in = d->any_stand_in;
  g_clear_pointer (&m->prompt, g_free);
  m->prompt = ft_text_prompt (d, s, viewer);
}

int
ftb_move_form (const LudusMove *move)
{
  int colour = move->args[0];
  int face = move->args[1];

  if (colour < 0 || colour >= FT_N_COLOURS || face < 0 || face > 1)
    return -1;
  if (move->kind == FT_MOVE_BUILD_SINGLE)
    return colour * 4 + face;
  if (move->kind == FT_MOVE_BUILD_DOUBLE)
    return colour * 4 + 2 + face;
  return -1;
}

static char *
form_name (const FtData *d,
           int           form)
{
  int colour = form / 4, shape = form % 4;
  g_autofree char *grey = ftb_capitalise (ft_text_building (shape < 2 ? d->single_grey[colour]
                                                                        : d->double_grey[colour]));
  g_autofree char *coloured = ftb_capitalise (ft_text_building (FT_BLD_FOUNTAIN + colour));

  switch (shape)
    {
    case 0:
      /* Translators: choosing what to build; %s is a building. */
      return g_strdup_printf (_("Build a single tile: %s"), grey);
    case 1:
      return g_strdup_printf (_("Build a single tile: %s"), coloured);
    case 2:
      /* Translators: a double tile with two coloured buildings of one colour. */
      return g_strdup_printf (_("Build a double tile: %s + %s"), coloured, coloured);
    default:
      return g_strdup_printf (_("Build a double tile: %s + %s"), grey, coloured);
    }
}

/* The icon codes of a swap resource (merchant2_swap). */
static char
swap_code (int r)
{
  return r == FT_SWAP_COIN ? 'c' : r == FT_SWAP_ASSISTANT ? 'a' : 't';
}

static const char *
swap_name (int r)
{
  return r == FT_SWAP_COIN ? _("coin") : r == FT_SWAP_ASSISTANT ? _("assistant") : _("tribune");
}

static void
add_button (FtbModel        *m,
            const LudusMove *mv,
            const char      *label,
            const char      *tooltip)
{
  ftb_model_add_move (m, mv, FTB_SPOT_BUTTON, 0, 0, 0, label, tooltip, NULL);
}

static void
add_icon_button (FtbModel        *m,
                 const LudusMove *mv,
                 const char      *icons,
                 const char      *tooltip)
{
  ftb_model_add_move (m, mv, FTB_SPOT_BUTTON, 0, 0, 0, tooltip, tooltip, NULL);
  ftb_model_set_icons (m, icons);
}

static int
direction (int from,
           int to)
{
  if (to == from - FT_GRID)
    return 0;
  if (to == from + 1)
    return 1;
  if (to == from + FT_GRID)
    return 2;
  return 3;
}

static const FtTask *
top_task (const FtState *s)
{
  return s->n_tasks > 0 ? &s->tasks[s->n_tasks - 1] : NULL;
}

/* The setup decisions, and placing a citizen. */
static gboolean
add_setup_move (FtbModel        *m,
                const FtData    *d,
                const FtState   *s,
                const LudusMove *mv,
                const HandSlots *slots,
                int              form)
{
  const int *a = mv->args;
  g_autofree char *tip = NULL;
  g_autofree char *icons = NULL;
  int cell;

  switch (mv->kind)
    {
    case FT_MOVE_SETUP_CRANE:
      cell = ft_corner_cell (s->players[s->setup_player].cranes_placed);
      /* Translators: setup; %s is a colour. */
      tip = g_strdup_printf (_("Put the %s crane in this corner"), ft_text_colour (a[0]));
      ftb_model_add_move (m, mv, FTB_SPOT_CELL, cell / FT_GRID, cell % FT_GRID, 0, NULL, tip, NULL);
      icons = g_strdup_printf ("s%d", CLAMP (a[0], 0, 3));
      ftb_model_set_icons (m, icons);
      break;
    case FT_MOVE_SETUP_CITIZEN:
    case FT_MOVE_PLACE_CITIZEN:
      tip = g_strdup_printf (_("Place the citizen in the row %s"), ft_text_row (a[0]));
      ftb_model_add_move (m, mv, FTB_SPOT_CITIZEN_ROW, a[0], 0, 0, NULL, tip, NULL);
      break;
    case FT_MOVE_SETUP_DIAGONAL:
      cell = a[0] == 0 ? 0 : FT_GRID - 1;
      tip = g_strdup (a[0] == 0 ? _("Put the other two female citizens on the top-left and bottom-right corners")
                                : _("Put the other two female citizens on the top-right and bottom-left corners"));
      ftb_model_add_move (m, mv, FTB_SPOT_CELL, cell / FT_GRID, cell % FT_GRID, 0, NULL, tip, NULL);
      break;
    case FT_MOVE_HANDICAP_CITIZEN:
      /* Translators: handicap variant; a corner number from 1, then a citizen row. */
      tip = g_strdup_printf (_("Take the citizen from corner %d into the row %s"), a[0] + 1,
                             ft_text_row (a[1]));
      add_button (m, mv, tip, tip);
      break;
    default:
      return FALSE;
    }
  return TRUE;
}

/* What taking the tile of cell (r, c) for street card k brings, as far as
 * the viewer can tell: a corner's tile lies face up, the others face down. */
static char *
draft_tooltip (const FtbModel *m,
               gboolean        tribune,
               int             k,
               int             r,
               int             c)
{
  const FtbCell *cell = &m->players[m->viewer].grid[r][c];
  const char *card = k == 0 ? "I" : "II";
  g_autofree char *desc = NULL;

  if (cell->kind == FTB_CELL_CRANE && cell->tile.known)
    {
      desc = ftb_tile_describe (&cell->tile);
      return tribune
        /* Translators: the draft; %s is street card I or II, then what the face-up tile shows. */
        ? g_strdup_printf (_("Pay 1 tribune, ignoring street card %s, and take the face-up tile here: %s"), card, desc)
        /* Translators: the draft; %s is street card I or II, then what the face-up tile shows. */
        : g_strdup_printf (_("Take the face-up tile here for street card %s: %s"), card, desc);
    }
  return tribune
    /* Translators: the draft; %s is street card I or II, then the tile's row and column. */
    ? g_strdup_printf (_("Pay 1 tribune, ignoring street card %s, and take the face-down tile at row %d, column %d"), card, r + 1, c + 1)
    /* Translators: the draft; %s is street card I or II, then the tile's row and column. */
    : g_strdup_printf (_("Take the face-down tile at row %d, column %d for street card %s"), r + 1, c + 1, card);
}

static void
clear_marks (FtbModel *m)
{
  m->moved = 0;
  memset (m->forum_mark, -1, sizeof m->forum_mark);
  memset (m->cell_mark, 0, sizeof m->cell_mark);
  memset (m->row_mark, 0, sizeof m->row_mark);
  memset (m->track_mark, 0, sizeof m->track_mark);
}

/* The draft: a tile of a street, any tile for a tribune, nothing, which tile to keep. */
static gboolean
add_draft_move (FtbModel        *m,
                const FtData    *d,
                const FtState   *s,
                const LudusMove *mv,
                const HandSlots *slots,
                int              form)
{
  const int *a = mv->args;
  g_autofree char *tip = NULL;

  switch (mv->kind)
    {
    case FT_MOVE_TAKE_STREET:
    case FT_MOVE_TAKE_TRIBUNE:
      /* Only the moves of the toggle's side show on the grid. */
      if ((mv->kind == FT_MOVE_TAKE_TRIBUNE) != m->tribune)
        break;
      tip = draft_tooltip (m, mv->kind == FT_MOVE_TAKE_TRIBUNE, a[0], a[1] / FT_GRID,
                           a[1] % FT_GRID);
      ftb_model_add_move (m, mv, FTB_SPOT_CELL, a[1] / FT_GRID, a[1] % FT_GRID, 0, NULL, tip, NULL);
      break;
    case FT_MOVE_SKIP_CARD:
      tip = g_strdup_printf (_("The street of card %s is empty: take nothing for it"),
                             a[0] == 0 ? "I" : "II");
      ftb_model_add_move (m, mv, FTB_SPOT_STREET_CARD, a[0], 0, 0, NULL, tip, NULL);
      break;
    case FT_MOVE_KEEP_TILE:
      if (a[0] >= 0 && a[0] < 2 && slots->card[a[0]] >= 0)
        ftb_model_add_move (m, mv, FTB_SPOT_HAND, slots->card[a[0]], 0, 0, NULL,
                            _("Keep this tile and give the other one to your right neighbour"),
                            NULL);
      else
        add_button (m, mv, _("Keep"), _("Keep this tile and give the other one to your right neighbour"));
      break;
    default:
      return FALSE;
    }
  return TRUE;
}

/* The tiles of a turn: borrowing, using one or both, ending the turn. */
static gboolean
add_hand_move (FtbModel        *m,
               const FtData    *d,
               const FtState   *s,
               const LudusMove *mv,
               const HandSlots *slots,
               int              form)
{
  const int *a = mv->args;

  switch (mv->kind)
    {
    case FT_MOVE_BORROW:
      {
        const FtPlayer *pl = &s->players[m->viewer];
        int index = -1;

        for (int i = 0; i < pl->reserve_n && i < FTB_MAX_RESERVE; i++)
          if (pl->reserve[i] == a[0])
            index = i;
        if (index >= 0)
          ftb_model_add_move (m, mv, FTB_SPOT_RESERVE, index, 0, 0, NULL,
                              _("Borrow this reserve tile for this turn"), NULL);
        else
          add_button (m, mv, _("Borrow"), _("Borrow this reserve tile for this turn"));
      }
      break;
    case FT_MOVE_NO_BORROW:
      add_button (m, mv, _("Don't borrow"), _("Play this turn with your own tile only"));
      break;
    case FT_MOVE_USE_BOTH:
      add_button (m, mv, _("Use both tiles"), _("Pay 2 tribunes to use both tiles this turn"));
      break;
    case FT_MOVE_USE_TILE:
      {
        int index = a[0] == 0 ? slots->own : slots->recv;

        if (index >= 0)
          ftb_model_add_move (m, mv, FTB_SPOT_HAND, index, 0, 0, NULL, _("Use this tile"), NULL);
        else
          add_button (m, mv, a[0] == 0 ? _("Use your own tile") : _("Use the received tile"),
                      _("Use this tile"));
      }
      break;
    case FT_MOVE_TAKE_GRID_TILE:
      ftb_model_add_move (m, mv, FTB_SPOT_CELL, a[0] / FT_GRID, a[0] % FT_GRID, 0, NULL,
                          _("Take this tile from your Colonia and use it"), NULL);
      break;
    case FT_MOVE_END_TURN:
      add_button (m, mv, _("End turn"), _("End your turn"));
      break;
    default:
      return FALSE;
    }
  return TRUE;
}

/* The choices that gains and rewards bring. */
static gboolean
add_choice_move (FtbModel        *m,
                 const FtData    *d,
                 const FtState   *s,
                 const LudusMove *mv,
                 const HandSlots *slots,
                 int              form)
{
  const int *a = mv->args;
  const FtTask *task = top_task (s);
  g_autofree char *tip = NULL;
  g_autofree char *icons = NULL;

  switch (mv->kind)
    {
    case FT_MOVE_CHOOSE_OPTION:
      {
        gboolean assistant = task != NULL && task->kind == FT_TASK_COIN_OR_ASSISTANT;

        if (a[0] == 0)
          add_icon_button (m, mv, "c", _("Take 1 coin"));
        else if (assistant)
          add_icon_button (m, mv, "a", _("Take 1 assistant"));
        else
          add_icon_button (m, mv, "t", _("Take 1 tribune"));
      }
      break;
    case FT_MOVE_CHOOSE_WORKER:
      icons = g_strdup_printf ("w%d", CLAMP (a[0], 0, 3));
      tip = g_strdup_printf (_("Take a %s worker"), ft_text_colour (a[0]));
      add_icon_button (m, mv, icons, tip);
      break;
    case FT_MOVE_UPGRADE_MODE:
      {
        const FtPlayer *pl = &s->players[m->viewer];
        int target = pl->slider + 1;

        if (a[0] == 1)
          for (target = pl->slider + 1; target < d->p_max && !((d->cypress >> target) & 1); target++)
            ;
        target = MIN (target, (int) d->p_max);
        ftb_model_add_move (m, mv, FTB_SPOT_PRESTIGE, target, 0, 0, NULL,
                            a[0] == 1 ? _("Move the slider to the next cypress")
                                      : _("Move the slider one step"), NULL);
      }
      break;
    case FT_MOVE_REWARD_ORDER:
      ftb_model_add_move (m, mv, FTB_SPOT_CELL, a[0] / FT_GRID, a[0] % FT_GRID, 0, NULL,
                          _("Take this building's reward first"), NULL);
      break;
    case FT_MOVE_TRACK_REWARD:
      if (a[0] == 0 || task == NULL || task->kind != FT_TASK_TRACK_REWARD)
        add_button (m, mv, _("No reward"), _("Take no reward from the track"));
      else
        {
          tip = g_strdup_printf (_("Take the reward: %s"), ft_text_reward (task->a, a[0]));
          ftb_model_add_move (m, mv, FTB_SPOT_TRACK, task->a, a[0], 0, NULL, tip, NULL);
        }
      break;
    case FT_MOVE_AREA_BONUS:
      {
        static const char *codes[] = { "t", "a", "c", "u", "v" };

        tip = g_strdup_printf (_("Area bonus: %s"), ft_text_area_bonus (a[0]));
        add_icon_button (m, mv, codes[CLAMP (a[0], 0, 4)], tip);
      }
      break;
    case FT_MOVE_PLACE_ENVOY:
      if (s->forum_w > 0)
        ftb_model_add_move (m, mv, FTB_SPOT_FORUM, a[0] % s->forum_w, a[0] / s->forum_w, 0, NULL,
                            _("Send an envoy here"), NULL);
      break;
    case FT_MOVE_DECLINE_ENVOY:
      add_button (m, mv, _("No envoy"), _("Send no envoy to the forum"));
      break;
    default:
      return FALSE;
    }
  return TRUE;
}

/* Building, in the form the grid shows. */
static gboolean
add_build_move (FtbModel        *m,
                const FtData    *d,
                const FtState   *s,
                const LudusMove *mv,
                const HandSlots *slots,
                int              form)
{
  const int *a = mv->args;
  g_autofree char *tip = NULL;

  switch (mv->kind)
    {
    case FT_MOVE_BUILD_SINGLE:
      if (ftb_move_form (mv) == form)
        {
          g_autofree char *name = form_name (d, form);

          ftb_model_add_move (m, mv, FTB_SPOT_CELL, a[2] / FT_GRID, a[2] % FT_GRID, 0, NULL, name,
                              NULL);
        }
      break;
    case FT_MOVE_BUILD_DOUBLE:
      if (ftb_move_form (mv) == form)
        {
          g_autofree char *name = form_name (d, form);
          g_autofree char *where = ft_text_cell (a[3]);

          /* Translators: building a double tile; the second cell is given. */
          tip = g_strdup_printf (_("%s, other half on %s"), name, where);
          ftb_model_add_move (m, mv, FTB_SPOT_CELL_PAIR, a[2] / FT_GRID, a[2] % FT_GRID,
                              direction (a[2], a[3]), NULL, tip, NULL);
        }
      break;
    case FT_MOVE_SKIP_BUILD:
      add_button (m, mv, _("Don't build"), _("Build nothing this turn"));
      break;
    default:
      return FALSE;
    }
  return TRUE;
}

/* Free conversions, and paying for a citizen row. */
static gboolean
add_exchange_move (FtbModel        *m,
                   const FtData    *d,
                   const FtState   *s,
                   const LudusMove *mv,
                   const HandSlots *slots,
                   int              form)
{
  const int *a = mv->args;
  g_autofree char *tip = NULL;
  g_autofree char *icons = NULL;

  switch (mv->kind)
    {
    case FT_MOVE_WORKERS_TO_BUILDER:
      icons = g_strdup_printf ("w%dw%d>b", CLAMP (a[0], 0, 3), CLAMP (a[0], 0, 3));
      tip = g_strdup_printf (_("Exchange 2 %s workers for 1 builder"), ft_text_colour (a[0]));
      add_icon_button (m, mv, icons, tip);
      break;
    case FT_MOVE_RECOLOUR_WORKER:
      icons = g_strdup_printf ("aw%d>w%d", CLAMP (a[0], 0, 3), CLAMP (a[1], 0, 3));
      /* Translators: %s are colours. */
      tip = g_strdup_printf (_("Use 1 assistant to turn a %s worker into a %s one"),
                             ft_text_colour (a[0]), ft_text_colour (a[1]));
      add_icon_button (m, mv, icons, tip);
      break;
    case FT_MOVE_CRAFTSMAN1:
      icons = g_strdup_printf ("a>w%d", CLAMP (a[0], 0, 3));
      tip = g_strdup_printf (_("Craftsman I: 1 assistant for 1 %s worker"), ft_text_colour (a[0]));
      add_icon_button (m, mv, icons, tip);
      break;
    case FT_MOVE_CRAFTSMAN2:
      add_icon_button (m, mv, "a>b", _("Craftsman II: 1 assistant for 1 builder"));
      break;
    case FT_MOVE_MERCHANT2_SWAP:
      icons = g_strdup_printf ("%c>%c", swap_code (a[0]), swap_code (a[1]));
      /* Translators: Merchant II swap; %s are coin, assistant or tribune. */
      tip = g_strdup_printf (_("Merchant II: 1 %s for 1 %s"), swap_name (a[0]), swap_name (a[1]));
      add_icon_button (m, mv, icons, tip);
      break;
    case FT_MOVE_PAY_ROW:
      ftb_model_add_move (m, mv, FTB_SPOT_CITIZEN_ROW, a[0], 0, a[1], NULL,
                          a[1] ? _("Pay 1 coin: the row stays active")
                               : _("Don't pay: the citizens of this row become inactive"),
                          NULL);
      ftb_model_set_icons (m, a[1] ? "c" : "x");
      break;
    default:
      return FALSE;
    }
  return TRUE;
}

static void
add_move (FtbModel        *m,
          const FtData    *d,
          const FtState   *s,
          const LudusMove *mv,
          const HandSlots *slots,
          int              form)
{
  if (add_setup_move (m, d, s, mv, slots, form) || add_draft_move (m, d, s, mv, slots, form)
      || add_hand_move (m, d, s, mv, slots, form) || add_choice_move (m, d, s, mv, slots, form)
      || add_build_move (m, d, s, mv, slots, form)
      || add_exchange_move (m, d, s, mv, slots, form))
    return;
  /* A kind the board does not know yet still gets a button. */
  add_button (m, mv, ft_move_kind_names[CLAMP (mv->kind, 0, FT_N_MOVE_KINDS)], NULL);
}

void
ftb_model_fill (FtbModel        *model,
                const FtData    *d,
                const FtState   *s,
                int              viewer,
                const LudusMove *moves,
                guint            n_moves,
                int              form,
                gboolean         tribune)
{
  HandSlots slots[FTB_MAX_SEATS] = { 0 };
  int shown = viewer >= 0 && viewer < s->n_players ? viewer : 0;

  g_return_if_fail (s->n_players <= FTB_MAX_SEATS);

  ftb_model_clear_moves (model);
  clear_marks (model);
  fill_board (model, d, s, viewer);
  model->viewer = shown;
  for (int p = 0; p < s->n_players; p++)
    fill_player (model, d, s, p, &slots[p]);

  /* Which building forms have moves, and which one is shown on the grid. */
  model->forms_legal = 0;
  for (guint i = 0; i < n_moves; i++)
    {
      int f = ftb_move_form (&moves[i]);

      if (f >= 0)
        model->forms_legal |= 1u << f;
    }
  if (form < 0 || !((model->forms_legal >> form) & 1))
    {
      form = -1;
      for (int f = 0; f < FTB_N_FORMS && form < 0; f++)
        if ((model->forms_legal >> f) & 1)
          form = f;
    }
  model->form = form;

  /* Paying a tribune in the draft: on only while some tile may be taken so. */
  model->tribune_legal = FALSE;
  for (guint i = 0; i < n_moves; i++)
    model->tribune_legal |= moves[i].kind == FT_MOVE_TAKE_TRIBUNE;
  model->tribune = tribune && model->tribune_legal;

  for (guint i = 0; i < n_moves; i++)
    add_move (model, d, s, &moves[i], &slots[shown], form);

  /* The toggle and the form selectors: not moves of the game, they only
   * choose what the grid shows (the board handles them itself). */
  if (model->tribune_legal)
    {
      LudusMove toggle = { .kind = FTB_FORM_MOVE_KIND, .args = { FTB_TRIBUNE_TOGGLE } };

      ftb_model_add_move (model, &toggle, FTB_SPOT_TOGGLE, model->tribune, 0, 0,
                          /* Translators: a toggle in the draft: take a tile of any street for 1 tribune */
                          _("Pay a tribune"),
                          model->tribune
                          ? _("On: the tile you click is taken for 1 tribune, ignoring the street cards. Click to take tiles of the named streets again")
                          : _("Pay 1 tribune to take any tile of your Colonia, ignoring the street cards: click here, then the tile"),
                          NULL);
    }
  for (int f = 0; f < FTB_N_FORMS; f++)
    if ((model->forms_legal >> f) & 1)
      {
        LudusMove select = { .kind = FTB_FORM_MOVE_KIND, .args = { f } };
        g_autofree char *name = form_name (d, f);

        ftb_model_add_move (model, &select, FTB_SPOT_FORM, f, 0, 0, NULL, name, NULL);
      }
}

static void
append (GString    *out,
        const char *text)
{
  if (out->len > 0)
    g_string_append (out, " · ");
  g_string_append (out, text);
}

char *
ftb_move_preview (const FtData    *d,
                  const FtState   *s,
                  guint            player,
                  const LudusMove *move)
{
  g_autofree FtState *after = NULL;
  const FtPlayer *a, *b;
  GString *out;
  int envoys = 0, bonuses = 0;

  if (player >= s->n_players || move->kind == FTB_FORM_MOVE_KIND)
    return NULL;
  switch (move->kind)
    {
    case FT_MOVE_BUILD_SINGLE:
    case FT_MOVE_BUILD_DOUBLE:
    case FT_MOVE_TRACK_REWARD:
    case FT_MOVE_AREA_BONUS:
    case FT_MOVE_PLACE_ENVOY:
    case FT_MOVE_REWARD_ORDER:
      break;
    default:
      return NULL;
    }

  /* move is one of the view's legal moves: none of these kinds depends on
   * what the redacted state hides. */
  after = g_memdup2 (s, sizeof *s);
  ft_apply_trusted (d, after, player, move);
  a = &after->players[player];
  b = &s->players[player];
  out = g_string_new (NULL);

  if (a->vp != b->vp)
    {
      g_autofree char *vp = g_strdup_printf (_("%+d VP"), a->vp - b->vp);

      append (out, vp);
    }
  for (int t = 0; t < FT_N_TRACKS; t++)
    if (a->track[t] != b->track[t])
      {
        g_autofree char *name = ftb_capitalise (ft_text_track (t));
        g_autofree char *text = a->track[t] == FT_TRACK_AT_COLUMN
          /* Translators: a reward track is finished; %s is its building. */
          ? g_strdup_printf (_("%s: track finished"), name)
          /* Translators: a reward track moves up; %s is its building. */
          : g_strdup_printf (_("%s: level %d"), name, a->track[t]);

        append (out, text);
      }
  for (int i = 0; i < after->n_tasks; i++)
    {
      envoys += after->tasks[i].kind == FT_TASK_ENVOY;
      bonuses += after->tasks[i].kind == FT_TASK_AREA_BONUS;
    }
  for (int i = 0; i < s->n_tasks; i++)
    {
      envoys -= s->tasks[i].kind == FT_TASK_ENVOY;
      bonuses -= s->tasks[i].kind == FT_TASK_AREA_BONUS;
    }
  if (envoys > 0 && b->ship_n > 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%d envoy to the forum",
                                                            "%d envoys to the forum", envoys),
                                               envoys);

      append (out, text);
    }
  if (bonuses > 0)
    append (out, _("an area bonus"));
  if (a->ship_n < b->ship_n && move->kind == FT_MOVE_PLACE_ENVOY)
    append (out, _("envoy placed"));

  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

/* A grey library, basilica or market moves the builder's marker on its track. */
static void
mark_track (FtbModel *m,
            int       seat,
            int       building)
{
  if (building >= FTB_BLD_LIBRARY && building <= FTB_BLD_MARKET)
    m->track_mark[seat] |= 1u << (building - FTB_BLD_LIBRARY);
}

static void
mark_cell (FtbModel *m,
           int       seat,
           int       cell)
{
  if (cell >= 0 && cell < FT_GRID * FT_GRID)
    m->cell_mark[seat] |= G_GUINT64_CONSTANT (1) << cell;
}

void
ftb_model_set_marks (FtbModel  *m,
                     LudusView *view)
{
  guint n = 0;
  const LudusMatchMove *marks = ludus_view_get_marks (view, &n);

  clear_marks (m);
  for (guint i = 0; i < n; i++)
    {
      int seat = (int) marks[i].player;
      const int *a = marks[i].move.args;

      if (seat < 0 || seat >= m->n_players || seat == m->viewer)
        continue;
      m->moved |= 1u << seat;
      switch (marks[i].move.kind)
        {
        case FT_MOVE_BUILD_SINGLE:
          mark_cell (m, seat, a[2]);
          if (a[1] == 0 && a[0] >= 0 && a[0] < FTB_N_COLOURS)
            mark_track (m, seat, m->single_grey[a[0]]);
          break;
        case FT_MOVE_BUILD_DOUBLE:
          mark_cell (m, seat, a[2]);
          mark_cell (m, seat, a[3]);
          if (a[1] == 1 && a[0] >= 0 && a[0] < FTB_N_COLOURS)
            mark_track (m, seat, m->double_grey[a[0]]);
          break;
        case FT_MOVE_TAKE_GRID_TILE:
          mark_cell (m, seat, a[0]);
          break;
        case FT_MOVE_PLACE_CITIZEN:
          if (a[0] >= 0 && a[0] < FTB_N_ROWS)
            m->row_mark[seat] |= 1u << a[0];
          break;
        case FT_MOVE_PLACE_ENVOY:
          if (m->forum_w > 0 && a[0] >= 0 && a[0] / m->forum_w < m->forum_h)
            m->forum_mark[a[0] / m->forum_w][a[0] % m->forum_w] = (gint8) seat;
          break;
        default:
          break;
        }
    }
}
