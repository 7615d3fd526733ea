/* nr-board-keys.c: what each panel of the Nova Roma board shows, as a key
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widget keeps each panel's drawing while its key is unchanged, so that
 * after a move only the panels that show something new are drawn again. A
 * key hashes everything the panel's drawing reads: the parts of the state,
 * the legal moves of the kinds it offers, the board's own selection, and
 * (through the common key) the style, size, language and seats. A panel
 * that reads more than can be named cheaply (the bar, the score) has no
 * key and is always drawn. test-nr-board.c checks that a frame from the
 * kept panels equals one drawn afresh, over whole random games.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "nr-board-private.h"

#define FNV_PRIME G_GUINT64_CONSTANT (0x100000001b3)

static void
mix (guint64    *h,
     const void *data,
     gsize       n)
{
  const guint8 *p = data;

  for (gsize i = 0; i < n; i++)
    *h = (*h ^ p[i]) * FNV_PRIME;
}

#define MIX(h, field) mix ((h), &(field), sizeof (field))

static void
mix_string (guint64    *h,
            const char *text)
{
  if (text != NULL)
    mix (h, text, strlen (text) + 1);
  else
    mix (h, "", 1);
}

guint64
nrb_common_key (Nrb    *b,
                double  geometry)
{
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  MIX (&h, geometry);
  MIX (&h, b->dark);
  MIX (&h, b->s->n_players);
  /* The language: a string of the board's own, as translated now. */
  mix_string (&h, _("Black Sea"));
  for (guint p = 0; p < b->s->n_players; p++)
    {
      mix_string (&h, ludus_view_get_seat_name (b->view, p));
      mix_string (&h, ludus_view_get_seat_colour (b->view, p));
    }
  return h;
}

/* The legal moves of some kinds (bit per kind), and whether each reveals;
 * returns how many there are. */
static guint
mix_moves (guint64 *h,
           Nrb     *b,
           guint    kinds)
{
  guint n = 0;

  for (guint i = 0; i < b->n_moves; i++)
    if (b->moves[i].kind < 32 && (kinds >> b->moves[i].kind) & 1)
      {
        gboolean reveals = ludus_view_move_reveals (b->view, &b->moves[i]);

        MIX (h, b->moves[i]);
        MIX (h, reveals);
        n++;
      }
  return n;
}

#define K(kind) (1u << (kind))

static void
forum_key (guint64 *h,
           Nrb     *b)
{
  const NrState *s = b->s;
  gboolean looks = b->viewer >= 0, over = s->phase == NR_PHASE_OVER;

  MIX (h, s->round);
  MIX (h, s->n_emperor_stack);
  MIX (h, s->legionnaires_left);
  MIX (h, s->fp_holder);
  MIX (h, s->fp_claimed);
  MIX (h, s->forum_col);
  MIX (h, s->forum_row);
  MIX (h, s->forum_fig);
  MIX (h, s->forum_owner);
  mix_moves (h, b, K (NR_MOVE_PATRICIAN) | K (NR_MOVE_LEGIONNAIRE) | K (NR_MOVE_EMPEROR));
  /* Who looks shows only in the powers on the free cells (nr-board-forum.c:
   * powers ()): in hot-seat the next seat often sees the same. */
  MIX (h, looks);
  MIX (h, over);
  if (!looks || over)
    return;
  for (int cell = 0; cell < NR_N_FORUM_CELLS; cell++)
    if (s->forum_fig[cell] == NR_FIG_NONE && s->forum_col[cell % NR_FORUM_SIZE] >= 0
        && s->forum_row[cell / NR_FORUM_SIZE] >= 0)
      {
        int power[2] = { nr_forum_power (s, (guint) b->viewer, cell, TRUE),
                         nr_forum_power (s, (guint) b->viewer, cell, FALSE) };

        MIX (h, power);
      }
}

static void
markets_key (guint64 *h,
             Nrb     *b)
{
  const NrState *s = b->s;
  const NrFrame *f = nrb_frame (s);
  int action = f != NULL ? f->action : -1;

  MIX (h, s->sea_market);
  MIX (h, s->n_sea_stack);
  MIX (h, s->building_market);
  MIX (h, s->n_building_stack);
  MIX (h, s->lat_market);
  MIX (h, s->lat_special);
  MIX (h, s->assoc_market);
  MIX (h, s->n_assoc_deck);
  MIX (h, s->n_assoc_discard);
  /* What the action under way offers matters only to a seat that acts. */
  if (b->n_moves > 0)
    {
      MIX (h, s->n_tasks);
      MIX (h, action);
    }
  MIX (h, b->sel->kind);
  MIX (h, b->sel->arg);
  mix_moves (h, b, K (NR_MOVE_CONTRACT) | K (NR_MOVE_DRAW) | K (NR_MOVE_LATIFUNDIUM));
}

static void
places_key (guint64 *h,
            Nrb     *b,
            int      panel)
{
  const NrState *s = b->s;
  static const int no_race[G_N_ELEMENTS (b->sel->race)] = { 0 };

  /* The sea and the hippodrome show who looks only through the moves it
   * may make there and the race it is choosing (nr-board-places.c:
   * harbour (), nr-board-city.c: race_cell (), track_cell ()). */
  switch (panel)
    {
    case NRB_PANEL_SEA:
      MIX (h, s->ship_route);
      MIX (h, s->ship_harbour);
      if (mix_moves (h, b, K (NR_MOVE_SAIL)) > 0)
        MIX (h, b->me);
      break;
    case NRB_PANEL_RACE:
      MIX (h, s->chariot_pos);
      MIX (h, s->chariot_seq);
      MIX (h, s->favourite_current);
      MIX (h, s->n_favourite_stack);
      MIX (h, b->sel->race);
      if (mix_moves (h, b, K (NR_MOVE_RACE) | K (NR_MOVE_CHARIOTEER)) > 0
          || memcmp (b->sel->race, no_race, sizeof no_race) != 0)
        MIX (h, b->me);
      break;
    default:
      MIX (h, s->district_cube);
      MIX (h, s->district_reward);
      MIX (h, b->sel->district);
      MIX (h, b->sel->cells);
      mix_moves (h, b, K (NR_MOVE_BUILD));
      break;
    }
}

/* The large board's panels: each reads its part of the seat's board. */
static void
own_key (guint64 *h,
         Nrb     *b,
         int      panel)
{
  const NrState *s = b->s;
  const NrPlayer *pl;
  gboolean active = s->active == b->me;
  /* What the phase shows: the seat to act in the forum, the drafts. */
  gboolean forum = s->phase == NR_PHASE_FORUM, mosaic_draft = s->phase == NR_PHASE_MOSAIC_DRAFT;
  gboolean assoc_draft = s->phase == NR_PHASE_ASSOC_DRAFT;

  if (b->me < 0 || b->me >= (int) s->n_players)
    return;
  pl = &s->players[b->me];
  switch (panel)
    {
    case NRB_PANEL_OWN_HEAD:
      MIX (h, active);
      MIX (h, forum);
      MIX (h, pl->patricians);
      MIX (h, pl->legionnaires);
      MIX (h, pl->n_hand);
      MIX (h, pl->favourites);
      break;
    case NRB_PANEL_OWN:
      MIX (h, pl->resources);
      MIX (h, pl->influence);
      MIX (h, pl->sesterces);
      MIX (h, pl->artisans_free);
      MIX (h, pl->cubes);
      MIX (h, pl->achievements);
      MIX (h, pl->achievements_reserve);
      break;
    case NRB_PANEL_OWN_AREAS:
      MIX (h, pl->mosaic_strip);
      MIX (h, pl->mosaic_filled);
      MIX (h, pl->prod_tile);
      MIX (h, pl->prod_face_down);
      MIX (h, pl->prod_artisan);
      MIX (h, pl->sea_done);
      MIX (h, pl->building_done);
      MIX (h, pl->vp_sea);
      MIX (h, pl->vp_city);
      MIX (h, pl->vp_mosaic);
      MIX (h, s->mosaic_draft_up);
      MIX (h, mosaic_draft);
      MIX (h, b->sel->kind);
      MIX (h, b->sel->arg);
      mix_moves (h, b, K (NR_MOVE_PLACE) | K (NR_MOVE_LATIFUNDIUM) | K (NR_MOVE_ASSOCIATE)
                 | K (NR_MOVE_MOSAIC) | K (NR_MOVE_DRAFT_MOSAIC));
      break;
    default:
      MIX (h, pl->hand);
      MIX (h, pl->n_hand);
      MIX (h, pl->n_row);
      MIX (h, pl->row);
      MIX (h, pl->row_used);
      MIX (h, pl->row_fresh);
      MIX (h, pl->draft_hold);
      MIX (h, pl->draft_picked);
      MIX (h, s->draft_round);
      MIX (h, assoc_draft);
      MIX (h, b->sel->kind);
      MIX (h, b->sel->arg);
      mix_moves (h, b, K (NR_MOVE_ASSOCIATE) | K (NR_MOVE_DISCARD) | K (NR_MOVE_PLAY)
                 | K (NR_MOVE_DRAFT_PICK) | K (NR_MOVE_DRAFT_KEEP));
      break;
    }
}

/* A compact board: its seat's part of the state, or the automa's. */
static void
other_key (guint64 *h,
           Nrb     *b)
{
  const NrState *s = b->s;
  int o = b->owner;
  gboolean active = s->active == o && s->phase == NR_PHASE_FORUM, over = s->phase == NR_PHASE_OVER;

  MIX (h, o);
  MIX (h, b->panel_h);
  if (o >= 0 && o < (int) s->n_players)
    {
      MIX (h, s->players[o]);
      MIX (h, active);
      return;
    }
  MIX (h, over);
  /* The automa's panel: its points by category and its next discard. */
  if (nr_is_solo (s))
    {
      NrScore score;

      nr_score (s, b->d, &score);
      MIX (h, score);
      MIX (h, s->building_market[0]);
    }
  MIX (h, s->automa_vp);
  MIX (h, s->automa_blocked);
  MIX (h, s->automa_favourites);
  MIX (h, s->automa_sea_discard);
  MIX (h, s->automa_building_discard);
}

guint64
nrb_panel_key (Nrb     *b,
               int      panel,
               guint64  common)
{
  guint64 h = common;

  MIX (&h, panel);
  /* Where it is (in the tall layout, who looks decides where some go). */
  MIX (&h, b->ox);
  MIX (&h, b->oy);
  MIX (&h, b->panel_w);
  MIX (&h, b->panel_h);
  /* Who looks, where the drawing shows it other than through the legal
   * moves: the large board's (in hot-seat the seat looking changes every
   * turn; the compact boards and the places depend on it no further, the
   * forum through its powers). */
  if (panel >= NRB_PANEL_OWN_HEAD && panel <= NRB_PANEL_OWN_CARDS)
    {
      MIX (&h, b->viewer);
      MIX (&h, b->me);
    }
  switch (panel)
    {
    case NRB_PANEL_FORUM:
      forum_key (&h, b);
      break;
    case NRB_PANEL_MARKETS:
      markets_key (&h, b);
      break;
    case NRB_PANEL_SEA:
    case NRB_PANEL_RACE:
    case NRB_PANEL_CITY:
      places_key (&h, b, panel);
      break;
    case NRB_PANEL_OWN_HEAD:
    case NRB_PANEL_OWN:
    case NRB_PANEL_OWN_AREAS:
    case NRB_PANEL_OWN_CARDS:
      own_key (&h, b, panel);
      break;
    default:
      if (panel >= NRB_PANEL_OTHER && panel < NRB_N_PANELS)
        {
          other_key (&h, b);
          break;
        }
      return 0;
    }
  return h != 0 ? h : 1;
}
