/* ft-hidden.c: what each seat may see, and positions it cannot tell apart (spec §9)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ft-private.h"

/* The viewer does not see another player's draft until it is resolved:
 * the view shows the tiles back on their cells (a corner's face up, as it
 * lay) and the tribunes unpaid. Only whether the player is done shows, as
 * the table sees who is still choosing. */
static void
redact_draft (FtPlayer *pl)
{
  gboolean both = pl->draft_cell[0] != FT_EMPTY && pl->draft_cell[1] != FT_EMPTY;

  for (int k = 0; k < 2; k++)
    {
      int cell = pl->draft_cell[k];
      int tile = pl->draft_take[k];

      if (cell == FT_EMPTY)
        continue;
      if (tile == FT_EMPTY)
        tile = (!both || pl->draft_kept_card == k) ? pl->hand_own : pl->gift;
      if (ft_is_corner (cell))
        {
          pl->cell_tile[cell] = tile;
          pl->crane_state[ft_corner_index (cell)] = FT_CRANE_COVERED;
        }
      else
        {
          pl->cell_tile[cell] = FT_HIDDEN;
          pl->cell_state[cell] = FT_CELL_COVERED;
        }
      pl->draft_cell[k] = FT_EMPTY;
    }
  pl->hand_own = FT_EMPTY;
  pl->gift = FT_EMPTY;
  pl->draft_take[0] = pl->draft_take[1] = FT_EMPTY;
  pl->tribunes += pl->draft_tribunes;
  pl->draft_tribunes = 0;
  pl->draft_card_done = 0;
  pl->draft_kept_card = FT_EMPTY;
}

/* Another player's ship, river, draft and unrevealed hand. */
static void
redact_other (const FtState *s,
              FtPlayer      *pl,
              guint          p)
{
  for (int i = 0; i < pl->ship_n; i++)
    pl->ship[i] = FT_HIDDEN;
  pl->river = FT_HIDDEN;
  for (int k = 0; k < 2; k++)
    if (pl->draft_take[k] != FT_EMPTY)
      pl->draft_take[k] = FT_HIDDEN;
  if (pl->gift != FT_EMPTY)
    pl->gift = FT_HIDDEN;
  if (pl->hand_revealed && s->phase != FT_PHASE_DRAFT)
    return;
  /* The drawn setup citizen of the player setting up is public. */
  if (pl->hand_own != FT_EMPTY
      && !(s->phase < FT_PHASE_DRAFT && p == s->setup_player && pl->hand_own == s->setup_citizen))
    pl->hand_own = FT_HIDDEN;
  if (pl->hand_recv != FT_EMPTY)
    pl->hand_recv = FT_HIDDEN;
}

/* Hides from viewer (-1: a spectator) what it may not see (spec §9): the
 * order of the decks, face-down grid tiles (from everyone), the other
 * players' ships, rivers, envoys' faces, drafts and hands until revealed,
 * and the generator. */
void
ft_redact (FtState *s,
           int      viewer)
{
  for (int k = 0; k < FT_N_DECKS; k++)
    for (int i = 0; i < s->deck_n[k]; i++)
      s->deck[k][i] = FT_HIDDEN;
  for (int i = 0; i < s->forum_w * s->forum_h; i++)
    if (s->forum_tile[i] != FT_EMPTY && s->forum_owner[i] != viewer)
      s->forum_tile[i] = FT_HIDDEN;
  memset (&s->rng, 0, sizeof s->rng);

  for (guint p = 0; p < s->n_players; p++)
    {
      FtPlayer *pl = &s->players[p];
      gboolean own = (int) p == viewer;

      if (!own && s->phase == FT_PHASE_DRAFT)
        redact_draft (pl);
      for (int c = 0; c < FT_N_CELLS; c++)
        if (!ft_is_corner (c) && pl->cell_state[c] == FT_CELL_COVERED)
          pl->cell_tile[c] = FT_HIDDEN;
      if (!own)
        redact_other (s, pl, p);
    }
}

/* ---- determinize ------------------------------------------------------- */

/* A place the view shows face down, and which tiles may lie there. */
typedef struct
{
  gint16 *where;
  guint8  owner;
  guint8  any;          /* any tile of owner; else not a female citizen */
} Slot;

#define MAX_SLOTS (FT_N_TILES + FT_FORUM_MAX_CELLS)

typedef struct
{
  Slot  slots[MAX_SLOTS];
  guint n_slots;
  guint8 seen[FT_N_TILES];
} Hidden;

static void
see (Hidden *h,
     int     tile)
{
  if (tile >= 0 && tile < FT_N_TILES)
    h->seen[tile] = 1;
}

static void
slot (Hidden *h,
      gint16 *where,
      int     owner,
      gboolean any)
{
  if (*where != FT_HIDDEN)
    {
      see (h, *where);
      return;
    }
  g_assert (h->n_slots < MAX_SLOTS);
  h->slots[h->n_slots++] = (Slot) { where, (guint8) owner, (guint8) any };
}

/* Every tile the view shows, and every face-down place, in a fixed order:
 * grid cells and the river hold no female citizen (the setup puts those on
 * corners), a hand, ship, draft or envoy may hold any of its owner's tiles. */
static void
gather (FtState *s,
        Hidden  *h)
{
  memset (h, 0, sizeof *h);
  for (guint p = 0; p < s->n_players; p++)
    {
      FtPlayer *pl = &s->players[p];

      for (int c = 0; c < FT_N_CELLS; c++)
        slot (h, &pl->cell_tile[c], p, FALSE);
      slot (h, &pl->river, p, FALSE);
      for (int i = 0; i < pl->ship_n; i++)
        slot (h, &pl->ship[i], p, TRUE);
      slot (h, &pl->hand_own, p, TRUE);
      slot (h, &pl->hand_recv, ft_left (s, p), TRUE);
      slot (h, &pl->gift, p, TRUE);
      slot (h, &pl->draft_take[0], p, TRUE);
      slot (h, &pl->draft_take[1], p, TRUE);
      for (int r = 0; r < FT_N_CITIZEN_ROWS; r++)
        see (h, pl->citizen[r][0]), see (h, pl->citizen[r][1]);
      for (int i = 0; i < pl->reserve_n; i++)
        see (h, pl->reserve[i]);
    }
  for (int i = 0; i < s->forum_w * s->forum_h; i++)
    if (s->forum_owner[i] >= 0)
      slot (h, &s->forum_tile[i], s->forum_owner[i], TRUE);
  for (int i = 0; i < s->removed_n; i++)
    see (h, s->removed[i]);
  for (int i = 0; i < s->n_tasks; i++)
    if (s->tasks[i].kind == FT_TASK_DISPOSE || s->tasks[i].kind == FT_TASK_PLACE_CITIZEN)
      see (h, s->tasks[i].a);
  see (h, s->setup_citizen);
}

/* Deals owner's unseen tiles into its face-down places: the female
 * citizens among them to places that may hold any tile, the rest at random. */
static void
deal_owner (Hidden   *h,
            guint     owner,
            LudusRng *rng)
{
  gint16 female[FT_N_FEMALE], rest[FT_TILES_PER_PLAYER];
  guint any[MAX_SLOTS], other[MAX_SLOTS];
  guint n_female = 0, n_rest = 0, n_any = 0, n_other = 0, next = 0;

  for (int i = 0; i < FT_TILES_PER_PLAYER; i++)
    {
      int tile = owner * FT_TILES_PER_PLAYER + i;

      if (h->seen[tile])
        continue;
      if (i < FT_N_FEMALE)
        female[n_female++] = tile;
      else
        rest[n_rest++] = tile;
    }
  for (guint i = 0; i < h->n_slots; i++)
    if (h->slots[i].owner == owner)
      {
        if (h->slots[i].any)
          any[n_any++] = i;
        else
          other[n_other++] = i;
      }
  g_assert (n_female + n_rest == n_any + n_other && n_female <= n_any);
  ludus_rng_shuffle (rng, any, n_any, sizeof any[0]);
  ludus_rng_shuffle (rng, rest, n_rest, sizeof rest[0]);
  for (guint i = 0; i < n_female; i++)
    *h->slots[any[i]].where = female[i];
  for (guint i = n_female; i < n_any; i++)
    *h->slots[any[i]].where = rest[next++];
  for (guint i = 0; i < n_other; i++)
    *h->slots[other[i]].where = rest[next++];
}

/* The street cards neither shown nor discarded, shuffled into the decks. */
static void
deal_decks (FtState  *s,
            LudusRng *rng)
{
  gboolean shown[FT_N_STREET_CARDS] = { FALSE };
  gint8 pool[FT_N_STREET_CARDS];
  int n = 0;

  for (int i = 0; i < s->discard_n; i++)
    shown[s->discard[i]] = TRUE;
  for (int k = 0; k < 2; k++)
    if (s->display[k] >= 0)
      shown[s->display[k]] = TRUE;
  for (int card = 0; card < FT_N_STREET_CARDS; card++)
    if (!shown[card])
      pool[n++] = card;
  ludus_rng_shuffle (rng, pool, n, sizeof pool[0]);
  for (int k = 0; k < FT_N_DECKS; k++)
    for (int i = 0; i < s->deck_n[k]; i++)
      s->deck[k][i] = pool[--n];
  g_assert (n == 0);
}

/* One draft decision of player p, drawn at random: a card not handled yet,
 * then one of its street's tiles, or paying a tribune (one more choice,
 * whatever the tile then), or nothing when the street is empty; with two
 * tiles taken, which one to keep. */
static void
draft_once (const FtData *d,
            FtState      *s,
            guint         p,
            GArray       *moves,
            LudusRng     *rng)
{
  FtMoveList list = { moves, -1 };
  guint8 done = s->players[p].draft_card_done;
  int card = done == 3 ? -1 : done == 1 ? 1 : done == 2 ? 0 : (int) ludus_rng_below (rng, 2);
  const LudusMove *plain[FT_N_CELLS], *tribune[FT_N_CELLS];
  guint n_plain = 0, n_tribune = 0, pick;

  g_array_set_size (moves, 0);
  ft_draft_legal (d, s, p, &list);
  /* Two cards that can only be skipped are listed as the first one's skip: if the card drawn
   * has no move, any card's move will do. */
  for (int pass = 0; pass < 2 && n_plain + n_tribune == 0; pass++, card = -1)
    for (guint i = 0; i < moves->len; i++)
      {
        const LudusMove *m = &g_array_index (moves, LudusMove, i);

        if (card >= 0 && m->args[0] != card)
          continue;
        if (m->kind == FT_MOVE_TAKE_TRIBUNE)
          tribune[n_tribune++] = m;
        else
          plain[n_plain++] = m;
      }
  g_assert (n_plain + n_tribune > 0);
  pick = ludus_rng_below (rng, n_plain + (n_tribune > 0));
  ft_draft_apply (s, p, pick < n_plain ? plain[pick]
                                       : tribune[ludus_rng_below (rng, n_tribune)]);
}

/**
 * ft_determinize:
 * @seat: whose knowledge is kept
 * @rng: what everything else is drawn from
 *
 * Turns @s into a position @seat cannot tell from it, drawn from @seat's
 * view alone: every face-down tile (the grid's, the ships' and rivers',
 * envoys', unrevealed hands) dealt again among the places its owner's
 * unseen tiles may lie, the decks shuffled, and the other players' drafts,
 * which the view undoes, made again at random by those who are done.
 */
void
ft_determinize (const FtData *d,
                FtState      *s,
                guint         seat,
                LudusRng     *rng)
{
  Hidden *h = g_new (Hidden, 1);
  guint32 epoch = s->epoch;

  ft_redact (s, (int) seat);
  gather (s, h);
  for (guint p = 0; p < s->n_players; p++)
    deal_owner (h, p, rng);
  g_free (h);
  deal_decks (s, rng);
  if (s->phase == FT_PHASE_DRAFT)
    {
      g_autoptr(GArray) moves = g_array_sized_new (FALSE, FALSE, sizeof (LudusMove), 96);

      for (guint p = 0; p < s->n_players; p++)
        {
          FtPlayer *pl = &s->players[p];

          if (p == seat || !pl->draft_done)
            continue;
          pl->draft_done = 0;
          while (!pl->draft_done)
            draft_once (d, s, p, moves, rng);
        }
    }
  s->epoch = epoch;          /* the draft's picks are in the view's epoch already */
}
