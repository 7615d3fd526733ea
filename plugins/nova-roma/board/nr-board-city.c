/* nr-board-city.c: the hippodrome and the three districts of the city
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "nr-board-private.h"

/* Hippodrome */

#define LANE_X0  36.0
#define LANE_Y0  26.0
#define LANE_H   36.0
#define LANE_STEP 40.0

static gboolean
has_chariots (const NrState *s,
              int            owner)
{
  return owner < (int) s->n_players || (owner == NR_AUTOMA && s->n_players <= 2);
}

static double
cell_w (const NrData *d)
{
  int last = 0;

  for (int t = 0; t < NR_N_TRACKS; t++)
    last = MAX (last, d->tracks[t].last);
  return MIN (30.0, (NRB_COL_B_W - LANE_X0 - 4) / (last + 1));
}

/* The chariots in a cell, the one furthest ahead first. */
static void
chariots_at (Nrb     *b,
             int      track,
             int      pos,
             double   x,
             double   y,
             GString *tip)
{
  int order[NR_N_OWNERS], n = 0;

  for (int o = 0; o < NR_N_OWNERS; o++)
    if (has_chariots (b->s, o) && b->s->chariot_pos[o][track] == pos)
      {
        int k = n++;

        while (k > 0 && nr_ahead (b->s, track, o, order[k - 1]))
          {
            order[k] = order[k - 1];
            k--;
          }
        order[k] = o;
      }
  for (int k = 0; k < n; k++)
    {
      nrb_piece (b, order[k], x + 7 + (k % 3) * 8, y + 14 + (k / 3) * 11, 5);
      g_string_append_printf (tip, "\n%d. %s", k + 1, nrb_owner_name (b, order[k]));
    }
}

/* The track of the only chariot a race can move, or -1: then a click on
 * a cell is the whole race, with nothing to confirm. */
int
nrb_race_single_track (Nrb *b)
{
  int track = -1;

  for (guint i = 0; i < b->n_moves; i++)
    {
      const LudusMove *m = &b->moves[i];

      if (m->kind != NR_MOVE_RACE)
        continue;
      for (int t = 0; t < NR_N_TRACKS; t++)
        if (m->args[t] > 0)
          {
            if (track >= 0 && track != t)
              return -1;
            track = t;
          }
    }
  return track;
}

static const LudusMove *
race_cell (Nrb       *b,
           int        track,
           int        pos,
           LudusMove *local)
{
  int mine = b->me >= 0 ? b->s->chariot_pos[b->me][track] : NR_NONE;
  int k = pos - mine;
  const LudusMove *m;

  if (mine < 0 || k <= 0)
    return NULL;
  if (k == 1 && (m = nrb_find (b, NR_MOVE_CHARIOTEER, track, 0, 0)) != NULL)
    return m;
  if (nrb_race_single_track (b) == track)
    {
      int args[NR_N_TRACKS] = { 0 };

      args[track] = k;
      return nrb_find (b, NR_MOVE_RACE, args[0], args[1], args[2]);
    }
  for (guint i = 0; i < b->n_moves; i++)
    if (b->moves[i].kind == NR_MOVE_RACE && b->moves[i].args[track] == k)
      {
        *local = nrb_local (NRB_LOCAL_RACE, track, k);
        return local;
      }
  return NULL;
}

static void
track_cell (Nrb *b,
            int  track,
            int  pos)
{
  const NrTrackData *td = &b->d->tracks[track];
  double w = cell_w (b->d), x = LANE_X0 + pos * w, y = LANE_Y0 + track * LANE_STEP;
  g_autoptr(GString) tip = g_string_new (NULL);
  LudusMove local;
  const LudusMove *m = race_cell (b, track, pos, &local);
  gboolean chosen = b->me >= 0 && b->sel->race[track] > 0
                    && pos == b->s->chariot_pos[b->me][track] + b->sel->race[track];

  nrb_box (b, x, y, w, LANE_H, chosen ? &b->pal->accent
           : pos == td->last ? &b->pal->surface_alt : &b->pal->surface, 3);
  g_string_printf (tip, pos == td->last ? _("%s, the finish") : _("%s, cell %d"),
                   nr_text_track (b->d, track), pos);
  if (td->wheels & (1u << pos))
    {
      nrb_glyph (b, NRB_GLYPH_WHEEL, x + w - 8, y + 8, 6);
      g_string_append_printf (tip, "\n%s", _("A golden wheel: a chariot that crosses a border and "
                                            "stops here gains an achievement token or 1 "
                                            "influence."));
    }
  if (pos < td->last && td->border_cost[pos] > 0)
    {
      g_string_append_c (tip, '\n');
      g_string_append_printf (tip, g_dngettext (GETTEXT_PACKAGE,
                                                "Crossing the next border costs %d horse.",
                                                "Crossing the next border costs %d horses.",
                                                td->border_cost[pos]), td->border_cost[pos]);
    }
  chariots_at (b, track, pos, x, y, tip);
  if (m != NULL)
    g_string_append_printf (tip, "\n%s", m->kind == NR_MOVE_CHARIOTEER
                            ? _("Click to return a free artisan and move 1 more cell.")
                            : m->kind == NR_MOVE_RACE
                            ? _("Click to move this chariot here in the race.")
                            : _("Click to move this chariot here in the race, then confirm."));
  nrb_region (b, x, y, w, LANE_H, m, g_strdup (tip->str));
}

/* A border stands out in both styles: a wide bar in the track's ink and,
 * at its foot, a light pill with a horse for each horse it costs. */
static void
border (Nrb *b,
        int  track,
        int  pos)
{
  static const LudusRgb ink_light = { 0.45, 0.28, 0.12 }, ink_dark = { 0.96, 0.72, 0.40 };
  static const LudusRgb pill = { 0.99, 0.96, 0.88 };
  double w = cell_w (b->d), x = LANE_X0 + (pos + 1) * w, y = LANE_Y0 + track * LANE_STEP;
  int cost = b->d->tracks[track].border_cost[pos];
  double pw = 12 * cost + 2;

  nrb_rgb (b, b->dark ? &ink_dark : &ink_light, 1);
  cairo_rectangle (b->cr, x - 2, y, 4, LANE_H);
  cairo_fill (b->cr);
  nrb_box (b, x - pw / 2, y + LANE_H - 14, pw, 13, &pill, 6);
  for (int i = 0; i < cost; i++)
    nrb_glyph (b, NR_HORSE, x - pw / 2 + 7 + i * 12, y + LANE_H - 7.5, 4.5);
}

static void
favourite (Nrb *b)
{
  const NrState *s = b->s;
  int fav = s->favourite_current;
  LudusRgb rgb;

  if (fav < 0)
    return;
  nrb_track_rgb (b->d, b->d->favourite_track[fav], &rgb);
  nrb_box (b, 250, 3, 18, 18, &rgb, 9);
  nrb_rgb (b, &b->pal->text, 1);
  nrb_text (b, _("Favourite"), 274, 2, 120, 20, NRB_TEXT, NRB_ALIGN_LEFT, FALSE, 1);
  nrb_region (b, 246, 0, 150, 24, NULL,
              g_strdup_printf (_("The favourite this round: %s. At the end of the round the "
                                 "chariot furthest ahead on it wins the token. Tokens left: %d."),
                               nr_text_track (b->d, b->d->favourite_track[fav]),
                               s->n_favourite_stack));
}

void
nrb_draw_race (Nrb *b)
{
  /* Under the districts (a tall board), the tracks in the panel's middle;
   * in a higher panel (a grown wide board), halfway down. */
  double dx = (b->panel_w - NRB_COL_B_W) / 2, dy = floor ((b->panel_h - NRB_RACE_H) / 2);

  nrb_backdrop (b, 0, 0, b->panel_w, b->panel_h);
  nrb_title (b, _("Hippodrome"), 8, 4, 200);
  cairo_save (b->cr);
  cairo_translate (b->cr, dx, 0);
  b->ox += dx;
  favourite (b);
  cairo_translate (b->cr, 0, dy);
  b->oy += dy;
  for (int t = 0; t < NR_N_TRACKS; t++)
    {
      LudusRgb rgb;
      const NrTrackData *td = &b->d->tracks[t];

      nrb_track_rgb (b->d, t, &rgb);
      nrb_box (b, 6, LANE_Y0 + t * LANE_STEP, 26, LANE_H, &rgb, 4);
      nrb_region (b, 6, LANE_Y0 + t * LANE_STEP, 26, LANE_H, NULL,
                  g_strdup (nr_text_track (b->d, t)));
      for (int pos = 0; pos <= td->last; pos++)
        track_cell (b, t, pos);
      for (int pos = 0; pos < td->last; pos++)
        if (td->border_cost[pos] > 0)
          border (b, t, pos);
    }
  b->ox -= dx;
  b->oy -= dy;
  cairo_restore (b->cr);
}

/* City */

#define CITY_CELL 32.0

static double
cell_size (const Nrb *b)
{
  const NrData *d = b->d;
  /* As wide as column B, or narrower under the large board. */
  double avail = MIN (b->panel_w, NRB_COL_B_W);
  double w = MAX (d->districts[0].width, d->districts[1].width + d->districts[2].width) * CITY_CELL
             + 16;
  double h = (d->districts[0].height + MAX (d->districts[1].height, d->districts[2].height))
             * CITY_CELL + 80;

  return CITY_CELL * MIN (1.0, MIN ((avail - 4) / w, (NRB_CITY_H - 4) / h));
}

static void
district_origin (const NrData *d,
                 int           k,
                 double        cs,
                 double       *x,
                 double       *y)
{
  *x = k == 2 ? d->districts[1].width * cs + 16 : 0;
  *y = k == 0 ? 44 : 44 + d->districts[0].height * cs + 34;
}

static guint64
build_mask (const LudusMove *m)
{
  return (guint64) (guint32) m->args[1] | ((guint64) (guint32) m->args[2] << 30);
}

/* What a click on a free cell does: the build that it completes, or a
 * board-local step towards one. */
static const LudusMove *
build_cell (Nrb       *b,
            int        k,
            int        cell,
            LudusMove *local)
{
  const NrbSelection *sel = b->sel;
  guint64 bit = G_GUINT64_CONSTANT (1) << cell;
  guint64 want = (sel->district == k ? sel->cells : 0) ^ bit;
  gboolean part = FALSE;

  for (guint i = 0; i < b->n_moves; i++)
    {
      const LudusMove *m = &b->moves[i];

      if (m->kind != NR_MOVE_BUILD || m->args[0] != k)
        continue;
      if (build_mask (m) == want && (want & bit))
        return m;
      part |= (build_mask (m) & want) == want || (want & bit) == 0;
    }
  if (!part)
    return NULL;
  *local = nrb_local (NRB_LOCAL_BUILD, k, cell);
  return local;
}

static void
city_cell (Nrb    *b,
           int     k,
           int     cell,
           double  x,
           double  y,
           double  cs)
{
  const NrDistrictData *dd = &b->d->districts[k];
  int cube = b->s->district_cube[k][cell], reward = b->s->district_reward[k][cell];
  gboolean chosen = b->sel->district == k && (b->sel->cells >> cell) & 1;
  g_autoptr(GString) tip = g_string_new (NULL);
  LudusMove local;
  const LudusMove *m = cube == NR_NONE && reward == NR_NONE ? build_cell (b, k, cell, &local)
                       : NULL;

  nrb_box (b, x, y, cs - 2, cs - 2, chosen ? &b->pal->accent
           : dd->cells[cell] == NR_CELL_CORNER ? &b->pal->surface_alt : &b->pal->surface, 3);
  g_string_printf (tip, _("District %c, column %d, row %d"), 'A' + k, cell % dd->width + 1,
                   cell / dd->width + 1);
  if (reward != NR_NONE)
    {
      g_autofree char *what = nr_text_effects (b->d, b->d->rewards[reward]);

      nrb_disc (b, x + cs / 2 - 1, y + cs / 2 - 1, cs * 0.4, &(LudusRgb) { 0.93, 0.86, 0.62 },
                NULL, 0);
      b->ink = &nrb_dark_ink;
      nrb_effects (b, b->d->rewards[reward], x + 5, y + cs / 2 - 1, 5, cs - 8);
      b->ink = NULL;
      g_string_append_printf (tip, "\n%s %s", _("A reward token: when every cell around it "
                                                 "holds a cube, each player with a cube there "
                                                 "gains"), what);
    }
  if (cube != NR_NONE)
    {
      nrb_piece (b, cube, x + cs / 2 - 1, y + cs / 2 - 1, cs * 0.3);
      g_string_append_printf (tip, "\n%s", nrb_owner_name (b, cube));
    }
  if (m != NULL)
    g_string_append_printf (tip, "\n%s", m->kind == NR_MOVE_BUILD
                            ? _("Click to build here: this completes the building.")
                            : _("Click to choose this cell for the building."));
  nrb_region (b, x, y, cs - 2, cs - 2, m, g_strdup (tip->str));
}

static void
district (Nrb *b,
          int  k)
{
  const NrDistrictData *dd = &b->d->districts[k];
  double cs = cell_size (b), x0, y0;
  g_autofree char *title = NULL;

  district_origin (b->d, k, cs, &x0, &y0);
  /* Translators: a district's name and the VP for the most, second most and other cubes */
  title = g_strdup_printf (_("District %c · %d / %d / %d VP"), 'A' + k, dd->vp_first,
                           dd->vp_second, dd->vp_other);
  nrb_rgb (b, &b->pal->text, 1);
  nrb_text (b, title, x0, y0 - 20, MAX (dd->width * cs, 150), 18, NRB_TEXT, NRB_ALIGN_LEFT,
            TRUE, 1);
  nrb_region (b, x0, y0 - 20, MIN (dd->width * cs, 150), 18, NULL,
              g_strdup_printf (_("At the end, the most cubes here score %d VP, the second most "
                                 "%d, every other player with a cube %d."), dd->vp_first,
                               dd->vp_second, dd->vp_other));
  for (int cell = 0; cell < dd->width * dd->height; cell++)
    if (dd->cells[cell] != NR_CELL_ABSENT)
      city_cell (b, k, cell, x0 + (cell % dd->width) * cs, y0 + (cell / dd->width) * cs, cs);
}

void
nrb_draw_city (Nrb *b)
{
  /* Tall, the panel is as wide as the markets above it, the districts in
   * its middle; in a grown wide board it may be higher, the districts
   * halfway down, or under the large board, narrower. */
  const NrData *d = b->d;
  double content_w = MAX (d->districts[0].width, d->districts[1].width + d->districts[2].width)
                     * cell_size (b) + 16;
  double dx = floor ((b->panel_w - (b->panel_w < NRB_COL_B_W ? content_w : NRB_COL_B_W)) / 2);
  double dy = floor ((b->panel_h - NRB_CITY_H) / 2);

  nrb_backdrop (b, 0, 0, b->panel_w, b->panel_h);
  nrb_title (b, _("City"), 8, 4, 200);
  cairo_save (b->cr);
  cairo_translate (b->cr, dx, dy);
  b->ox += dx;
  b->oy += dy;
  for (int k = 0; k < NR_N_DISTRICTS; k++)
    district (b, k);
  b->ox -= dx;
  b->oy -= dy;
  cairo_restore (b->cr);
}
