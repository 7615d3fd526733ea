/* nr-setup.c: Nova Roma's setup for 1–4 players (spec §3, §9, §10.1) and
 * the two draft variants (§3.5)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "nr-private.h"

static const int automa_start_vp[] = { 20, 30, 40 };

/* ids first .. first + n - 1, shuffled, into v */
static void
shuffled (NrState *s,
          gint8   *v,
          int      first,
          int      n)
{
  for (int i = 0; i < n; i++)
    v[i] = (gint8) (first + i);
  nr_shuffle (s, v, (guint) n);
}

static void
deal_market (gint8  *market,
             gint8  *stack,
             guint8 *n_stack)
{
  for (int i = 0; i < NR_MARKET; i++)
    {
      market[i] = (gint8) nr_pop (stack, n_stack);
      stack[*n_stack] = NR_NONE;
    }
}

static void
clear (NrState *s)
{
  memset (s->frames, 0, sizeof s->frames);
  memset (s->forum_owner, NR_NONE, sizeof s->forum_owner);
  memset (s->emperor_stack, NR_NONE, sizeof s->emperor_stack);
  memset (s->emperor_used, NR_NONE, sizeof s->emperor_used);
  memset (s->emperor_box, NR_NONE, sizeof s->emperor_box);
  memset (s->sea_stack, NR_NONE, sizeof s->sea_stack);
  memset (s->building_stack, NR_NONE, sizeof s->building_stack);
  memset (s->lat_basic_stack, NR_NONE, sizeof s->lat_basic_stack);
  memset (s->lat_special_stack, NR_NONE, sizeof s->lat_special_stack);
  memset (s->assoc_deck, NR_NONE, sizeof s->assoc_deck);
  memset (s->assoc_discard, NR_NONE, sizeof s->assoc_discard);
  memset (s->chariot_pos, NR_NONE, sizeof s->chariot_pos);
  memset (s->favourite_stack, NR_NONE, sizeof s->favourite_stack);
  memset (s->favourite_box, NR_NONE, sizeof s->favourite_box);
  memset (s->ship_route, NR_NONE, sizeof s->ship_route);
  memset (s->ship_harbour, NR_NONE, sizeof s->ship_harbour);
  memset (s->district_cube, NR_NONE, sizeof s->district_cube);
  memset (s->district_reward, NR_NONE, sizeof s->district_reward);
  memset (s->reward_box, NR_NONE, sizeof s->reward_box);
  memset (s->mosaic_box, NR_NONE, sizeof s->mosaic_box);
  memset (s->mosaic_draft_stack, NR_NONE, sizeof s->mosaic_draft_stack);
  memset (s->mosaic_draft_up, NR_NONE, sizeof s->mosaic_draft_up);
  s->emperor_cell = s->emperor_shown = NR_NONE;
  s->fp_holder = NR_NONE;
  s->lat_special = s->favourite_current = NR_NONE;
  s->turn.cell = NR_NONE;
  s->turn.actions[0] = s->turn.actions[1] = NR_NONE;
  for (int p = 0; p < NR_MAX_PLAYERS; p++)
    {
      NrPlayer *pl = &s->players[p];

      memset (pl->mosaic_strip, NR_NONE, sizeof pl->mosaic_strip);
      memset (pl->prod_tile, NR_NONE, sizeof pl->prod_tile);
      memset (pl->row, NR_NONE, sizeof pl->row);
    }
}

/* Steps 2–9 of §3.1: the stacks, markets and tokens. */
static void
setup_board (NrState      *s,
             const NrData *d)
{
  gint8 rewards[NR_N_REWARDS], tokens[NR_N_ACTIONS], emperors[NR_N_EMPEROR], fav[NR_N_FAVOURITES];
  int next = 0, n_emperor = nr_is_solo (s) ? NR_N_EMPEROR : NR_N_EMPEROR_USED;

  s->artisans_supply = NR_N_ARTISANS;
  shuffled (s, s->sea_stack, 0, NR_N_SEA);
  s->n_sea_stack = NR_N_SEA;
  deal_market (s->sea_market, s->sea_stack, &s->n_sea_stack);
  shuffled (s, s->building_stack, 0, NR_N_BUILDING);
  s->n_building_stack = NR_N_BUILDING;
  deal_market (s->building_market, s->building_stack, &s->n_building_stack);
  shuffled (s, rewards, 0, NR_N_REWARDS);
  for (int k = 0; k < NR_N_DISTRICTS; k++)
    for (int cell = 0; cell < d->districts[k].width * d->districts[k].height; cell++)
      {
        int kind = d->districts[k].cells[cell];

        if (kind == NR_CELL_REWARD || (kind == NR_CELL_REWARD_3PLUS && s->n_players >= 3))
          s->district_reward[k][cell] = rewards[next++];
      }
  for (; next < NR_N_REWARDS; next++)
    s->reward_box[s->n_reward_box++] = rewards[next];
  shuffled (s, tokens, 0, NR_N_ACTIONS);
  memcpy (s->forum_col, tokens, NR_FORUM_SIZE);
  memcpy (s->forum_row, tokens + NR_FORUM_SIZE, NR_FORUM_SIZE);
  shuffled (s, emperors, 0, NR_N_EMPEROR);
  memcpy (s->emperor_stack, emperors, (gsize) n_emperor);
  s->n_emperor_stack = (guint8) n_emperor;
  memcpy (s->emperor_box, emperors + n_emperor, (gsize) (NR_N_EMPEROR - n_emperor));
  s->n_emperor_box = (guint8) (NR_N_EMPEROR - n_emperor);
  shuffled (s, s->lat_basic_stack, 0, NR_N_LAT_BASIC);
  s->n_lat_basic_stack = NR_N_LAT_BASIC;
  deal_market (s->lat_market, s->lat_basic_stack, &s->n_lat_basic_stack);
  shuffled (s, s->lat_special_stack, NR_N_LAT_BASIC, NR_N_LAT_SPECIAL);
  s->n_lat_special_stack = NR_N_LAT_SPECIAL;
  s->lat_special = (gint8) nr_pop (s->lat_special_stack, &s->n_lat_special_stack);
  s->lat_special_stack[s->n_lat_special_stack] = NR_NONE;
  shuffled (s, s->assoc_deck, 0, NR_N_ASSOCIATES);
  s->n_assoc_deck = NR_N_ASSOCIATES;
  deal_market (s->assoc_market, s->assoc_deck, &s->n_assoc_deck);
  shuffled (s, fav, 0, NR_N_FAVOURITES);
  memcpy (s->favourite_stack, fav, NR_N_FAVOURITES_USED);
  s->n_favourite_stack = NR_N_FAVOURITES_USED;
  memcpy (s->favourite_box, fav + NR_N_FAVOURITES_USED, NR_N_FAVOURITES - NR_N_FAVOURITES_USED);
  s->n_favourite_box = NR_N_FAVOURITES - NR_N_FAVOURITES_USED;
  s->favourite_current = (gint8) nr_pop (s->favourite_stack, &s->n_favourite_stack);
  s->favourite_stack[s->n_favourite_stack] = NR_NONE;
}

/* Steps 10–17 of §3.1 for one seat. */
static void
setup_player (NrState *s,
              guint    p)
{
  NrPlayer *pl = &s->players[p];

  for (int t = 0; t < NR_N_TRACKS; t++)
    {
      s->chariot_pos[p][t] = 0;
      s->chariot_seq[p][t] = s->next_seq++;
    }
  pl->achievements_reserve = NR_N_ACHIEVEMENTS - NR_ACHIEVEMENTS_START;
  pl->achievements = NR_ACHIEVEMENTS_START;
  for (int i = 0; i < NR_N_SHIPS; i++)
    s->ship_route[p][i] = s->ship_harbour[p][i] = NR_NONE;
  memset (pl->resources, 1, sizeof pl->resources);
  nr_gain_artisans (s, p, 1);
  pl->influence = 1;
  pl->patricians = NR_N_PATRICIANS;
  pl->cubes = NR_N_CUBES;
  pl->legionnaires = nr_is_two (s) ? NR_N_LEGIONNAIRES_2P : 0;
}

static void
corner_cubes (NrState      *s,
              const NrData *d)
{
  for (int k = 0; k < NR_N_DISTRICTS; k++)
    for (int cell = 0; cell < d->districts[k].width * d->districts[k].height; cell++)
      if (d->districts[k].cells[cell] == NR_CELL_CORNER)
        s->district_cube[k][cell] = NR_AUTOMA;
}

/* §3.3 and §10.1: the neutral colour or the automa. */
static void
setup_other (NrState      *s,
             const NrData *d)
{
  corner_cubes (s, d);
  if (nr_is_two (s))
    {
      for (int t = 0; t < NR_N_TRACKS; t++)
        {
          s->chariot_pos[NR_AUTOMA][t] = 4;
          s->chariot_seq[NR_AUTOMA][t] = s->next_seq++;
        }
      return;
    }
  for (int r = 0; r < NR_N_ROUTES; r++)
    for (int h = 0; h < d->routes[r].n_harbours; h++)
      if (d->routes[r].harbours[h].kind == NR_HARBOUR_VP && d->routes[r].harbours[h].vp == 3)
        {
          s->ship_route[NR_AUTOMA][r] = (gint8) r;
          s->ship_harbour[NR_AUTOMA][r] = (gint8) h;
          break;
        }
  for (int t = 0; t < NR_N_TRACKS; t++)
    {
      s->chariot_pos[NR_AUTOMA][t] = 3;
      s->chariot_seq[NR_AUTOMA][t] = s->next_seq++;
    }
  s->chariot_pos[NR_AUTOMA][d->favourite_track[s->favourite_current]]++;
  s->legionnaires_left = NR_N_LEGIONNAIRES_SOLO;
  s->automa_vp = (gint16) automa_start_vp[s->difficulty];
}

/* Step 16 without the draft: one random strip of each colour. */
static void
deal_mosaic (NrState *s)
{
  for (int c = 0; c < NR_N_MOSAIC_COLOURS; c++)
    {
      gint8 strips[NR_MOSAIC_PER_COLOUR];
      int i = 0;

      shuffled (s, strips, c * NR_MOSAIC_PER_COLOUR, NR_MOSAIC_PER_COLOUR);
      for (; i < s->n_players; i++)
        s->players[i].mosaic_strip[c] = strips[i];
      for (; i < NR_MOSAIC_PER_COLOUR; i++)
        s->mosaic_box[s->n_mosaic_box++] = strips[i];
    }
}

static void
start_mosaic_draft (NrState *s)
{
  for (int c = 0; c < NR_N_MOSAIC_COLOURS; c++)
    {
      shuffled (s, s->mosaic_draft_stack[c], c * NR_MOSAIC_PER_COLOUR, NR_MOSAIC_PER_COLOUR);
      s->n_mosaic_draft_stack[c] = NR_MOSAIC_PER_COLOUR;
      for (int k = 0; k < 2; k++)
        {
          s->mosaic_draft_up[c][k] =
            (gint8) nr_pop (s->mosaic_draft_stack[c], &s->n_mosaic_draft_stack[c]);
          s->mosaic_draft_stack[c][s->n_mosaic_draft_stack[c]] = NR_NONE;
        }
    }
  s->phase = NR_PHASE_MOSAIC_DRAFT;
  s->draft_round = 0;
}

static void
start_associate_draft (NrState *s)
{
  s->phase = NR_PHASE_ASSOC_DRAFT;
  s->draft_round = nr_is_solo (s) ? 4 : 0;
  for (guint p = 0; p < s->n_players; p++)
    {
      NrPlayer *pl = &s->players[p];

      for (int i = 0; i < 4; i++)
        {
          int card = nr_pop (s->assoc_deck, &s->n_assoc_deck);

          s->assoc_deck[s->n_assoc_deck] = NR_NONE;
          if (nr_is_solo (s))
            pl->draft_picked |= BIT (card);
          else
            pl->draft_hold |= BIT (card);
        }
      pl->n_draft_hold = nr_is_solo (s) ? 0 : 4;
      pl->n_draft_picked = nr_is_solo (s) ? 4 : 0;
    }
}

/* After setup (done: -1) or a draft (done: its phase): the next draft,
 * or the first round. */
static void
finish_setup (NrState      *s,
              const NrData *d,
              int           done)
{
  if (done < NR_PHASE_MOSAIC_DRAFT && s->mosaic_draft)
    start_mosaic_draft (s);
  else if (done < NR_PHASE_ASSOC_DRAFT && s->associate_draft)
    start_associate_draft (s);
  else
    nr_start_round (s, d);
}

gboolean
nr_setup (NrState       *s,
          const NrData  *d,
          guint          n_players,
          guint64        seed,
          const int     *options,
          GError       **error)
{
  int start = options != NULL ? options[NR_OPT_START_PLAYER] : -1;

  s->n_players = (guint8) n_players;
  ludus_rng_init (&s->rng, seed);
  clear (s);
  s->difficulty = (guint8) (options != NULL ? options[NR_OPT_DIFFICULTY] : 1);
  s->mosaic_draft = (guint8) (options != NULL && options[NR_OPT_MOSAIC_DRAFT]);
  s->associate_draft = (guint8) (options != NULL && options[NR_OPT_ASSOCIATE_DRAFT]);
  if (s->difficulty > 2)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                   "Nova Roma: difficulty %u is not 0, 1 or 2", s->difficulty);
      return FALSE;
    }
  if (start < -1 || start >= (int) n_players)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                   "Nova Roma: the start player %d is not a seat of %u", start, n_players);
      return FALSE;
    }
  setup_board (s, d);
  for (guint p = 0; p < n_players; p++)
    setup_player (s, p);
  if (n_players <= 2)
    setup_other (s, d);
  /* The first player before the drafts (the engine note of §3.1). */
  if (nr_is_solo (s))
    s->first = 0;
  else
    s->first = (guint8) (start >= 0 ? start : (int) ludus_rng_below (&s->rng, n_players));
  s->fp_holder = nr_is_solo (s) ? NR_NONE : (gint8) s->first;
  for (guint k = 0; k < n_players; k++)
    s->players[(s->first + k) % n_players].sesterces = (gint16) (3 + k);
  if (!s->mosaic_draft)
    deal_mosaic (s);
  if (!s->associate_draft)
    for (guint p = 0; p < n_players; p++)
      for (int i = 0; i < 2; i++)
        {
          nr_hand_add (s, p, nr_pop (s->assoc_deck, &s->n_assoc_deck));
          s->assoc_deck[s->n_assoc_deck] = NR_NONE;
        }
  s->round = 0;
  finish_setup (s, d, -1);
  return TRUE;
}

/* The drafts */

void
nr_list_draft (const NrState *s,
               const NrData  *d,
               guint          p,
               NrMoves       *out)
{
  const NrPlayer *pl = &s->players[p];

  if (s->phase == NR_PHASE_MOSAIC_DRAFT)
    {
      for (int c = 0; c < NR_N_MOSAIC_COLOURS; c++)
        for (int k = 0; k < 2; k++)
          if (pl->mosaic_strip[c] == NR_NONE && s->mosaic_draft_up[c][k] >= 0)
            nr_add (out, NR_MOVE_DRAFT_MOSAIC, s->mosaic_draft_up[c][k], 0, 0);
      return;
    }
  if (s->draft_round < 4)
    {
      for (int card = 0; card < NR_N_ASSOCIATES; card++)
        if (pl->draft_hold & BIT (card))
          nr_add (out, NR_MOVE_DRAFT_PICK, card, 0, 0);
      return;
    }
  for (int a = 0; a < NR_N_ASSOCIATES; a++)
    for (int b = a + 1; b < NR_N_ASSOCIATES && (pl->draft_picked & BIT (a)); b++)
      if (pl->draft_picked & BIT (b))
        nr_add (out, NR_MOVE_DRAFT_KEEP, a, b, 0);
}

static void
apply_mosaic_pick (NrState      *s,
                   const NrData *d,
                   guint         p,
                   int           token)
{
  int c = token / NR_MOSAIC_PER_COLOUR;

  s->players[p].mosaic_strip[c] = (gint8) token;
  for (int k = 0; k < 2; k++)
    if (s->mosaic_draft_up[c][k] == token)
      {
        s->mosaic_draft_up[c][k] =
          (gint8) nr_pop (s->mosaic_draft_stack[c], &s->n_mosaic_draft_stack[c]);
        if (s->mosaic_draft_up[c][k] >= 0)
          {
            s->mosaic_draft_stack[c][s->n_mosaic_draft_stack[c]] = NR_NONE;
            s->epoch++;
          }
      }
  if (++s->draft_round < NR_N_MOSAIC_COLOURS * s->n_players)
    return;
  for (c = 0; c < NR_N_MOSAIC_COLOURS; c++)
    {
      for (int k = 0; k < 2; k++)
        if (s->mosaic_draft_up[c][k] >= 0)
          s->mosaic_box[s->n_mosaic_box++] = s->mosaic_draft_up[c][k];
      for (int i = 0; i < s->n_mosaic_draft_stack[c]; i++)
        s->mosaic_box[s->n_mosaic_box++] = s->mosaic_draft_stack[c][i];
      s->n_mosaic_draft_stack[c] = 0;
    }
  memset (s->mosaic_draft_stack, NR_NONE, sizeof s->mosaic_draft_stack);
  memset (s->mosaic_draft_up, NR_NONE, sizeof s->mosaic_draft_up);
  s->draft_round = 0;
  finish_setup (s, d, NR_PHASE_MOSAIC_DRAFT);
}

/* When every seat has picked: the rest of each hold goes to the left. */
static void
pass_holds (NrState *s)
{
  guint64 holds[NR_MAX_PLAYERS];

  for (guint p = 0; p < s->n_players; p++)
    holds[p] = s->players[p].draft_hold;
  for (guint p = 0; p < s->n_players; p++)
    {
      NrPlayer *pl = &s->players[(p + 1) % s->n_players];

      pl->draft_hold = holds[p];
      pl->n_draft_hold = (guint8) nr_bits (holds[p]);
      pl->draft_acted = 0;
    }
  if (++s->draft_round < 4)
    s->epoch++;
}

static void
keep_two (NrState *s,
          guint    p,
          int      a,
          int      b)
{
  NrPlayer *pl = &s->players[p];

  for (int card = 0; card < NR_N_ASSOCIATES; card++)
    if (pl->draft_picked & BIT (card))
      {
        if (card == a || card == b)
          nr_hand_add (s, p, card);
        else
          s->assoc_deck[s->n_assoc_deck++] = (gint8) card;
      }
  pl->draft_picked = 0;
  pl->n_draft_picked = 0;
  pl->draft_acted = 1;
}

void
nr_apply_draft (NrState         *s,
                const NrData    *d,
                guint            p,
                const LudusMove *move)
{
  NrPlayer *pl = &s->players[p];

  if (move->kind == NR_MOVE_DRAFT_MOSAIC)
    {
      apply_mosaic_pick (s, d, p, move->args[0]);
      return;
    }
  if (move->kind == NR_MOVE_DRAFT_PICK)
    {
      pl->draft_hold &= ~BIT (move->args[0]);
      pl->n_draft_hold--;
      pl->draft_picked |= BIT (move->args[0]);
      pl->n_draft_picked++;
      pl->draft_acted = 1;
      if (nr_actors (s) == 0)
        pass_holds (s);
      return;
    }
  keep_two (s, p, move->args[0], move->args[1]);
  if (nr_actors (s) != 0)
    return;
  nr_shuffle (s, s->assoc_deck, s->n_assoc_deck);
  s->epoch++;
  for (guint q = 0; q < s->n_players; q++)
    s->players[q].draft_acted = 0;
  s->draft_round = 0;
  finish_setup (s, d, NR_PHASE_ASSOC_DRAFT);
}
