/* ft-hidden.c: what each seat may see, and positions it cannot tell apart (spec §9)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ft-private.h"

/* Hides from viewer (-1: a spectator) what it may not see (spec §9). */
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
        {
          /* Undo this player's draft in the view: nothing has passed yet. */
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
                  /* Corner tiles lie face up: the tile is known to all. */
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
          pl->draft_done = 0;
        }
      for (int c = 0; c < FT_N_CELLS; c++)
        if (!ft_is_corner (c) && pl->cell_state[c] == FT_CELL_COVERED)
          pl->cell_tile[c] = FT_HIDDEN;
      if (own)
        continue;
      for (int i = 0; i < pl->ship_n; i++)
        pl->ship[i] = FT_HIDDEN;
      pl->river = FT_HIDDEN;
      for (int k = 0; k < 2; k++)
        if (pl->draft_take[k] != FT_EMPTY)
          pl->draft_take[k] = FT_HIDDEN;
      if (pl->gift != FT_EMPTY)
        pl->gift = FT_HIDDEN;
      if (!pl->hand_revealed || s->phase == FT_PHASE_DRAFT)
        {
          if (pl->hand_own != FT_EMPTY)
            pl->hand_own = FT_HIDDEN;
          if (pl->hand_recv != FT_EMPTY)
            pl->hand_recv = FT_HIDDEN;
        }
    }
}
