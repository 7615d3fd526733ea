/* ft-board-draw.c: drawing the Forum Trajanum board from its model
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Layout, in canvas units (1600 × 1000): the viewing seat's Colonia on the
 * left at full size, with the prompt and the action buttons under it; the
 * shared game board at the top right (pass and round, Trajan's column, the
 * street decks and cards, the Trajan cards, the forum, the reward tracks and
 * the building supply); the other players' Colonias, compact but complete,
 * at the bottom right. Every piece gets a tooltip region; every legal move
 * gets exactly one region, drawn last so it lies on top.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "ft-board-paint.h"

/* ------------------------------------------------------- the game board */

/* The header's pieces were drawn for a 982-unit wide board: narrower, they
 * move closer and the cards get narrower, the text keeps its size. */
#define HK(r) MIN (1.0, (r).w / 982.0)

static void
draw_column (FtbPainter *p,
             double      cx,
             double      base_y,
             double      s)
{
  /* Base, shaft and capital, stacked as far as they stand on the site. */
  int fragments = 4 - p->m->column_value;
  LudusRgb stone = p->dark ? (LudusRgb) { 0.62, 0.58, 0.50 } : (LudusRgb) { 0.80, 0.76, 0.66 };

  for (int i = 0; i < 3; i++)
    {
      double h = s * (i == 1 ? 1.6 : 0.7);
      double y = base_y - (i == 0 ? 0 : i == 1 ? s * 0.7 : s * 2.3) - h;
      double w = s * (i == 1 ? 0.7 : 1.1);

      cairo_rectangle (p->cr, cx - w / 2, y, w, h);
      if (i < fragments)
        {
          ftb_set_rgb (p, &stone, 1);
          cairo_fill_preserve (p->cr);
          cairo_set_source_rgba (p->cr, 0, 0, 0, 0.4);
        }
      else
        {
          cairo_set_dash (p->cr, (double[]) { 3, 3 }, 2, 0);
          ftb_set_rgb (p, &p->pal->line, 0.7);
        }
      cairo_set_line_width (p->cr, 1);
      cairo_stroke (p->cr);
      cairo_set_dash (p->cr, NULL, 0, 0);
    }
}

static void
draw_card (FtbPainter *p,
           FtbRect     r,
           gboolean    face_up)
{
  ludus_cairo_rounded_rect (p->cr, r.x, r.y, r.w, r.h, 6);
  if (face_up)
    cairo_set_source_rgb (p->cr, p->dark ? 0.93 : 0.99, p->dark ? 0.90 : 0.97, p->dark ? 0.84 : 0.92);
  else
    cairo_set_source_rgb (p->cr, 0.55, 0.36, 0.25);
  cairo_fill_preserve (p->cr);
  cairo_set_source_rgba (p->cr, 0, 0, 0, 0.35);
  cairo_set_line_width (p->cr, 1);
  cairo_stroke (p->cr);
}

static void
draw_street_card (FtbPainter *p,
                  int         k,
                  FtbRect     r)
{
  int street = p->m->street[k];
  double gs = r.w * 0.7 / FTB_GRID;
  double gx = r.x + (r.w - gs * FTB_GRID) / 2, gy = r.y + r.h * 0.3;

  draw_card (p, r, TRUE);
  cairo_set_source_rgb (p->cr, 0.24, 0.22, 0.27);
  ftb_text_full (p, ftb_roman (k + 1), r.x + r.w / 2, r.y + r.h * 0.15, r.h * 0.14, TRUE, 1, 0);
  for (int rr = 0; rr < FTB_GRID; rr++)
    for (int c = 0; c < FTB_GRID; c++)
      {
        gboolean on = street >= 0 && (street < FTB_GRID ? rr == street : c == street - FTB_GRID);

        cairo_rectangle (p->cr, gx + c * gs + 0.5, gy + rr * gs + 0.5, gs - 1, gs - 1);
        if (on)
          cairo_set_source_rgb (p->cr, 0.11, 0.44, 0.85);
        else
          cairo_set_source_rgba (p->cr, 0, 0, 0, 0.12);
        cairo_fill (p->cr);
      }
  p->street_card[k] = r;
  if (street >= 0)
    {
      g_autofree char *what = g_strdup_printf (street < FTB_GRID ? _("Street card %s names row %d")
                                               : _("Street card %s names column %d"),
                                               ftb_roman (k + 1), street % FTB_GRID + 1);

      ftb_hit_take (p, r, g_strdup_printf ("%s\n%s", what,
                                           _("In the draft, take a tile from that street, or pay "
                                             "a tribune to take any tile")));
    }
}

/* Pass, round and phase. */
static void
header_title (FtbPainter *p,
             FtbRect     r)
{
  const FtbModel *m = p->m;
  g_autofree char *pass = g_strdup_printf (_("Pass %s"), ftb_roman (m->pass));
  g_autofree char *round = g_strdup_printf (_("Round %d of 4"), m->round);
  const char *phase;
  double w = 175 * HK (r);

  switch (m->phase)
    {
    case FTB_PHASE_SETUP:
      phase = _("Setup");
      break;
    case FTB_PHASE_DRAFT:
      /* Translators: the simultaneous draft of colonia tiles. */
      phase = _("Draft");
      break;
    case FTB_PHASE_TURN:
      phase = _("Turns");
      break;
    case FTB_PHASE_SCORING:
      phase = _("Scoring");
      break;
    default:
      phase = _("Game over");
      break;
    }

  ftb_set_rgb (p, &p->pal->text, 1);
  ftb_text_full (p, pass, r.x + 10, r.y + 22, 20, TRUE, 0, w - 18);
  ftb_set_rgb (p, &p->pal->text_dim, 1);
  ftb_text_full (p, round, r.x + 10, r.y + 52, 14, FALSE, 0, w - 14);
  ftb_set_rgb (p, &p->pal->accent, 1);
  ftb_text_full (p, phase, r.x + 10, r.y + 76, 14, TRUE, 0, w - 14);
  ftb_hit_take (p, ftb_rect (r.x, r.y, w, 96), g_strdup_printf ("%s · %s · %s", pass, round, phase));
}

/* Trajan's column and its value. */
static void
header_column (FtbPainter *p,
              FtbRect     r)
{
  const FtbModel *m = p->m;
  double x = r.x + 195 * HK (r);

  draw_column (p, x, r.y + 90, 24);
  ftb_set_rgb (p, &p->pal->text, 1);
  {
    g_autofree char *value = g_strdup_printf (_("%d VP"), m->column_value);

    ftb_text_full (p, value, x + 20, r.y + 80, 13, TRUE, 0, 80 * HK (r) - 22);
    ftb_hit_take (p, ftb_rect (x - 20, r.y, 80 * HK (r), 96),
              g_strdup_printf (_("Trajan's column: value %d (VP for a triumphal column or a finished track, plus your active citizens)"),
                               m->column_value));
  }
}

static char *
deck_tooltip (int d,
              int left)
{
  g_autofree char *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Street deck %s: %d card",
                                                        "Street deck %s: %d cards", left),
                                           ftb_roman (d + 1), left);
  /* Translators: %s is a pass, I to III. */
  g_autofree char *does = g_strdup_printf (_("Each round of pass %s reveals its top 2 cards"),
                                           ftb_roman (d + 1));

  return g_strdup_printf ("%s\n%s", what, does);
}

/* The street decks I–III, with the fragments still on them. */
static void
header_decks (FtbPainter *p,
             FtbRect     r)
{
  const FtbModel *m = p->m;
  double x = r.x + 280 * HK (r);

  for (int d = 0; d < 3; d++)
    {
      FtbRect c = ftb_rect (x + d * 58 * HK (r), r.y + 24, 48 * HK (r), 66);
      g_autofree char *n = g_strdup_printf ("%d", m->deck_left[d]);

      if (m->deck_left[d] > 0)
        draw_card (p, c, FALSE);
      else
        {
          ludus_cairo_rounded_rect (p->cr, c.x, c.y, c.w, c.h, 6);
          ftb_set_rgb (p, &p->pal->line, 0.5);
          cairo_set_dash (p->cr, (double[]) { 3, 3 }, 2, 0);
          cairo_stroke (p->cr);
          cairo_set_dash (p->cr, NULL, 0, 0);
        }
      cairo_set_source_rgb (p->cr, 1, 1, 1);
      if (m->deck_left[d] > 0)
        ftb_text_full (p, n, c.x + c.w / 2, c.y + c.h * 0.7, 15, TRUE, 1, 0);
      ftb_set_rgb (p, d + 1 == m->pass ? &p->pal->accent : &p->pal->text_dim, 1);
      ftb_text_full (p, ftb_roman (d + 1), c.x + c.w / 2, r.y + 10, 12, TRUE, 1, 0);
      if (m->fragment_on_deck[d])
        {
          cairo_rectangle (p->cr, c.x + c.w / 2 - 9, c.y + 6, 18, d == 1 ? 22 : 12);
          cairo_set_source_rgb (p->cr, 0.80, 0.76, 0.66);
          cairo_fill_preserve (p->cr);
          cairo_set_source_rgba (p->cr, 0, 0, 0, 0.4);
          cairo_stroke (p->cr);
        }
      ftb_hit_take (p, c, deck_tooltip (d, m->deck_left[d]));
    }
}

/* The two street cards of the round. */
static void
header_street_cards (FtbPainter *p,
                    FtbRect     r)
{
  const FtbModel *m = p->m;
  double x = r.x + 456 * HK (r);

  for (int k = 0; k < 2; k++)
    {
      FtbRect c = ftb_rect (x + k * 78 * HK (r), r.y + 6, MAX (40, 70 * HK (r)), 88);

      if (m->street[k] >= 0)
        draw_street_card (p, k, c);
      else
        p->street_card[k] = c;
    }
}

/* The Trajan cards of each pass. */
static void
header_trajan_cards (FtbPainter *p,
                    FtbRect     r)
{
  const FtbModel *m = p->m;
  double x = r.x + 626 * HK (r);

  for (int k = 0; k < 3; k++)
    {
      FtbRect c = ftb_rect (x + k * 114 * HK (r), r.y + 6, 104 * HK (r), 88);

      if (m->trajan[k] < 0)
        continue;
      draw_card (p, c, TRUE);
      cairo_set_source_rgb (p->cr, 0.24, 0.22, 0.27);
      ftb_draw_bust (p->cr, c.x + 20, c.y + 24, 26);
      {
        g_autofree char *name = m->trajan[k] < 12
          ? g_strdup_printf ("%s·%d", ftb_roman (k + 1), m->trajan[k] % 4 + 1)
          : g_strdup_printf ("%s·P", ftb_roman (k + 1));

        ftb_text_full (p, name, c.x + c.w - 8, c.y + 20, 15, TRUE, 2, c.w - 40);
      }
      cairo_set_source_rgb (p->cr, 0.36, 0.34, 0.39);
      ftb_text_full (p, _("Trajan card"), c.x + c.w / 2, c.y + c.h - 16, 12, FALSE, 1, c.w - 10);
      if (k + 1 == m->pass)
        {
          ludus_cairo_rounded_rect (p->cr, c.x - 2, c.y - 2, c.w + 4, c.h + 4, 7);
          ftb_set_rgb (p, &p->pal->accent, 1);
          cairo_set_line_width (p->cr, 2);
          cairo_stroke (p->cr);
        }
      if (m->trajan_tip[k] != NULL)
        ftb_hit (p, c, NULL, m->trajan_tip[k]);
    }
}

static void
draw_board_header (FtbPainter *p,
                   FtbRect     r)
{
  header_title (p, r);
  header_column (p, r);
  header_decks (p, r);
  header_street_cards (p, r);
  header_trajan_cards (p, r);
}

static void
draw_eagle_content (FtbPainter    *p,
                    double         x,
                    double         y,
                    double         w,
                    double         h,
                    gconstpointer  data)
{
  cairo_set_source_rgba (p->cr, 0.35, 0.25, 0.10, 0.8);
  ftb_draw_eagle (p->cr, x + w / 2, y + h / 2, w);
}

/*
 * A mosaic cell: its colour, plus a pattern of its own (waves, dots,
 * hatching, a lozenge) so that the four colours are told apart without
 * colour vision.
 */
static void
draw_mosaic_content (FtbPainter    *p,
                     double         x,
                     double         y,
                     double         w,
                     double         h,
                     gconstpointer  data)
{
  int colour = *(const int *) data;
  cairo_t *cr = p->cr;
  LudusRgb rgb;

  ftb_colour_rgb (colour, p->dark, &rgb);
  cairo_rectangle (cr, x, y, w, h);
  if (p->dark)
    cairo_set_source_rgb (cr, rgb.r * 0.7, rgb.g * 0.7, rgb.b * 0.7);
  else
    cairo_set_source_rgb (cr, rgb.r * 0.6 + 0.4, rgb.g * 0.6 + 0.4, rgb.b * 0.6 + 0.4);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, p->dark ? 0 : 1, p->dark ? 0 : 1, p->dark ? 0 : 1, 0.45);
  cairo_set_line_width (cr, MAX (1, w * 0.05));
  switch (colour)
    {
    case FTB_BLUE:
      for (int i = 1; i <= 2; i++)
        {
          double yy = y + h * i / 3.0;

          cairo_move_to (cr, x + w * 0.15, yy);
          cairo_curve_to (cr, x + w * 0.35, yy - h * 0.1, x + w * 0.45, yy + h * 0.1, x + w * 0.5, yy);
          cairo_curve_to (cr, x + w * 0.6, yy - h * 0.1, x + w * 0.7, yy + h * 0.1, x + w * 0.85, yy);
        }
      cairo_stroke (cr);
      break;
    case FTB_GREEN:
      for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
          {
            cairo_arc (cr, x + w * (0.3 + 0.4 * i), y + h * (0.3 + 0.4 * j), w * 0.07, 0, 2 * G_PI);
            cairo_fill (cr);
          }
      break;
    case FTB_RED:
      for (int i = 1; i <= 3; i++)
        {
          cairo_move_to (cr, x + w * 0.25 * i, y + h * 0.1);
          cairo_line_to (cr, x + w * 0.25 * i - w * 0.2, y + h * 0.9);
        }
      cairo_stroke (cr);
      break;
    default:
      cairo_move_to (cr, x + w / 2, y + h * 0.2);
      cairo_line_to (cr, x + w * 0.8, y + h / 2);
      cairo_line_to (cr, x + w / 2, y + h * 0.8);
      cairo_line_to (cr, x + w * 0.2, y + h / 2);
      cairo_close_path (cr);
      cairo_stroke (cr);
      break;
    }
}

/* A forum cell: what it is (@what, freed), then how envoys get there and score. */
static char *
forum_tooltip (char     *what,
               gboolean  eagle)
{
  const char *how = eagle ? _("The library track's reward 3 places an envoy here")
    : _("Each coloured building you build may send an envoy from your ship to a cell of its "
        "colour (to an area already started, if there is one); the envoy that fills an area "
        "earns an area bonus");
  char *tip = g_strdup_printf ("%s\n%s\n%s", what, how,
                               _("At each scoring: VP for your largest connected group of "
                                 "envoys, and 2 VP on an eagle, 1 VP next to one"));

  g_free (what);
  return tip;
}

static void
draw_forum (FtbPainter *p,
            FtbRect     r)
{
  const FtbModel *m = p->m;
  double fs;
  double ox, oy;

  if (m->forum_w <= 0 || m->forum_h <= 0)
    return;
  fs = MIN (r.w / m->forum_w, r.h / m->forum_h);
  ox = r.x + (r.w - fs * m->forum_w) / 2;
  oy = r.y + (r.h - fs * m->forum_h) / 2;

  for (int y = 0; y < m->forum_h; y++)
    for (int x = 0; x < m->forum_w; x++)
      {
        int kind = m->forum[y][x];
        int owner = m->envoy[y][x];
        FtbRect c = ftb_rect (ox + x * fs, oy + y * fs, fs, fs);
        g_autofree char *tip = NULL;

        p->forum[y][x] = c;
        if (kind == FTB_FORUM_HOLE)
          continue;
        if (kind == FTB_FORUM_EAGLE)
          {
            cairo_rectangle (p->cr, c.x + 1, c.y + 1, c.w - 2, c.h - 2);
            cairo_set_source_rgb (p->cr, p->dark ? 0.45 : 0.86, p->dark ? 0.40 : 0.80,
                                  p->dark ? 0.30 : 0.66);
            cairo_fill (p->cr);
            ftb_sprite (p, "eagle", c.x + fs * 0.1, c.y + fs * 0.1, fs * 0.8, fs * 0.8,
                    draw_eagle_content, NULL);
          }
        else
          {
            int colour = kind;

            ftb_sprite (p, colour == 0 ? "mosaic:0" : colour == 1 ? "mosaic:1"
                       : colour == 2 ? "mosaic:2" : "mosaic:3",
                    c.x + 1, c.y + 1, c.w - 2, c.h - 2, draw_mosaic_content, &colour);
          }
        if (owner >= 0)
          ftb_seat_piece (p, owner, c.x + fs / 2, c.y + fs / 2, fs * 0.3);
        /* An envoy placed since the viewer's last decision. */
        if (m->forum_mark[y][x] >= 0)
          ftb_seat_ring (p, m->forum_mark[y][x], ftb_rect (c.x + 2, c.y + 2, c.w - 4, c.h - 4), 2);

        if (owner >= 0)
          {
            g_autofree char *name = ftb_seat_name (p, owner);

            tip = kind == FTB_FORUM_EAGLE
              /* Translators: %s is a player's name. */
              ? g_strdup_printf (_("Eagle, envoy of %s"), name)
              /* Translators: a forum cell: its colour, and whose envoy stands on it. */
              : g_strdup_printf (_("Forum, %s: envoy of %s"), ftb_colour_name (kind), name);
          }
        else
          tip = kind == FTB_FORUM_EAGLE ? g_strdup (_("Eagle (empty)"))
            : g_strdup_printf (_("Forum, %s (empty)"), ftb_colour_name (kind));
        ftb_hit_take (p, c, forum_tooltip (g_steal_pointer (&tip), kind == FTB_FORUM_EAGLE));
      }

  /* Mosaic board borders every 4 columns (the boards are 3 × 4). */
  ftb_set_rgb (p, &p->pal->background, 1);
  cairo_set_line_width (p->cr, 3);
  for (int x = 4; x < m->forum_w; x += 4)
    {
      cairo_move_to (p->cr, ox + x * fs, oy);
      cairo_line_to (p->cr, ox + x * fs, oy + fs * m->forum_h);
    }
  cairo_stroke (p->cr);
}

#define FTB_TRACK_AT_COLUMN_LEVEL 5

/* The names of the seats whose marker stands on @level of @track, or NULL. */
static char *
markers_at (FtbPainter *p,
            int         track,
            int         level)
{
  GString *names = g_string_new (NULL);

  for (int s = 0; s < p->m->n_players; s++)
    if (p->m->players[s].track[track] == level)
      {
        g_autofree char *name = ftb_seat_name (p, s);

        if (names->len > 0)
          g_string_append (names, ", ");
        g_string_append (names, name);
      }
  if (names->len == 0)
    {
      g_string_free (names, TRUE);
      return NULL;
    }
  return g_string_free (names, FALSE);
}

static const FtbBuilding track_building[FTB_N_TRACKS] = {
  FTB_BLD_LIBRARY, FTB_BLD_BASILICA, FTB_BLD_MARKET,
};

/* A track's building and name; the markers still before space 1 are named
 * in its tooltip and wait at its right end. */
static void
track_label (FtbPainter *p,
             int         t,
             FtbRect     r,
             const char *label)
{
  g_autofree char *names = markers_at (p, t, 0);
  /* Translators: %s is a building (library, basilica, market). */
  g_autofree char *tip = g_strdup_printf (_("Reward track: %s. Building one moves your marker up a space: take that space's reward or a lower one. From space 4 the marker goes to Trajan's column, for its VP"), label);
  int k = 0;

  double size = MIN (r.h - 8, 34);

  ftb_building (p, track_building[t], r.x, r.y + (r.h - size) / 2, size);
  /* The name when there is room for it (the tooltip names it anyway). */
  ftb_set_rgb (p, &p->pal->text, 1);
  if (r.w - size - 30 >= 60)
    ftb_text_full (p, label, r.x + size + 4, r.y + r.h / 2, 13, TRUE, 0, r.w - size - 30);
  if (names != NULL)
    ftb_hit_take (p, r, g_strdup_printf (_("%s\nMarkers: %s"), tip, names));
  else
    ftb_hit (p, r, NULL, tip);
  for (int s = 0; s < p->m->n_players; s++)
    if (p->m->players[s].track[t] == 0)
      {
        ftb_seat_piece (p, s, r.x + r.w - 8 - (k % 2) * 12, r.y + 10 + (k / 2) * 12, 5);
        k++;
      }
}

/* Space lv (1..4) of a track, with its reward. */
static void
track_space (FtbPainter *p,
             int         t,
             int         lv,
             FtbRect     b,
             const char *label)
{
  g_autofree char *reward = ftb_track_reward_text (t, lv);
  g_autofree char *num = g_strdup_printf ("%d", lv);
  g_autofree char *names = markers_at (p, t, lv);
  /* Translators: reward track (a building), level, and its reward. */
  g_autofree char *tip = g_strdup_printf (_("%s, level %d: %s"), label, lv, reward);

  ftb_set_rgb (p, &p->pal->text_dim, 1);
  ftb_text_full (p, num, b.x + 6, b.y + 10, 12, TRUE, 0, 0);
  ftb_set_rgb (p, &p->pal->text, 1);
  /* Beside the number, clear of the markers along the right edge. */
  ftb_text_box (p, reward, b.x + 20, b.y + 2, b.w - 34, b.h - 4, 12, FALSE);
  if (names != NULL)
    /* Translators: a track space's tooltip, then whose markers stand on it. */
    ftb_hit_take (p, b, g_strdup_printf (_("%s\nMarkers: %s"), tip, names));
  else
    ftb_hit (p, b, NULL, tip);
}

/* The space beside Trajan's column: the track is finished. */
static void
track_column (FtbPainter *p,
              int         t,
              FtbRect     b)
{
  g_autofree char *names = markers_at (p, t, FTB_TRACK_AT_COLUMN_LEVEL);

  ftb_set_rgb (p, &p->pal->text_dim, 1);
  draw_column (p, b.x + 14, b.y + b.h - 4, 9);
  if (names != NULL)
    ftb_hit_take (p, b, g_strdup_printf (_("%s\nMarkers: %s"),
                                         _("Beside Trajan's column: track finished"), names));
  else
    ftb_hit_take (p, b, g_strdup (_("Beside Trajan's column: track finished")));
}

static void
draw_tracks (FtbPainter *p,
             FtbRect     r)
{
  const FtbModel *m = p->m;
  double rowh = r.h / FTB_N_TRACKS;
  /* Room for the tracks' names only on a wide board. */
  double label_w = r.w >= 700 ? 150 : 60, col_w = 36;
  double lw = (r.w - label_w - col_w) / 4;

  for (int t = 0; t < FTB_N_TRACKS; t++)
    {
      double y = r.y + t * rowh;
      g_autofree char *label = ftb_capitalise (ftb_building_name (track_building[t]));

      track_label (p, t, ftb_rect (r.x, y, label_w, rowh), label);
      for (int lv = 1; lv <= 5; lv++)
        {
          FtbRect b = lv <= 4 ? ftb_rect (r.x + label_w + (lv - 1) * lw + 2, y + 3, lw - 4, rowh - 6)
                              : ftb_rect (r.x + label_w + 4 * lw + 2, y + 3, col_w - 4, rowh - 6);
          int k = 0;

          ludus_cairo_rounded_rect (p->cr, b.x, b.y, b.w, b.h, 6);
          ftb_set_rgb (p, lv <= 4 ? &p->pal->background : &p->pal->surface_alt, 1);
          cairo_fill (p->cr);
          if (lv <= 4)
            track_space (p, t, lv, b, label);
          else
            track_column (p, t, b);
          p->track[t][lv - 1] = b;
          /* Markers standing on this level; one moved by another seat's
           * last moves ringed in its colour. */
          for (int s = 0; s < m->n_players; s++)
            if (m->players[s].track[t] == lv)
              {
                ftb_seat_piece (p, s, b.x + b.w - 8, b.y + 7 + k * 11, 5);
                if ((m->track_mark[s] >> t) & 1)
                  ftb_seat_ring (p, s, ftb_rect (b.x + b.w - 16, b.y - 1 + k * 11, 16, 16), 8);
                k++;
              }
        }
    }
}

/* The tiles left in each pool, at the pool's second face: drawn after every
 * tile, so that the next column's tile does not hide a count's first digit. */
static void
supply_counts (FtbPainter *p,
               FtbRect     r)
{
  double cw = r.w / 4, ch = (r.h - 18) / FTB_N_COLOURS;

  ftb_set_rgb (p, &p->pal->text_dim, 1);
  for (int c = 0; c < FTB_N_COLOURS; c++)
    for (int shape = 1; shape < 4; shape += 2)
      {
        FtbRect b = ftb_rect (r.x + shape * cw + 2, r.y + 18 + c * ch + 2, cw - 4, ch - 4);
        int left = p->m->supply[c][shape < 2 ? 0 : 1];
        g_autofree char *count = left >= 0 ? g_strdup_printf ("%d", left) : NULL;

        /* Each kind's two faces share one pool: one count per pool. */
        if (count != NULL)
          ftb_text_full (p, count, b.x + b.w + 1, b.y + b.h - 5, 10, TRUE, 2, 0);
      }
}

static void
draw_supply (FtbPainter *p,
             FtbRect     r)
{
  const FtbModel *m = p->m;
  double cw = r.w / 4, ch = (r.h - 18) / FTB_N_COLOURS;

  ftb_set_rgb (p, &p->pal->text_dim, 1);
  ftb_text_full (p, _("Buildings"), r.x + r.w / 2, r.y + 7, 12, TRUE, 1, r.w);
  for (int c = 0; c < FTB_N_COLOURS; c++)
    for (int shape = 0; shape < 4; shape++)
      {
        FtbRect b = ftb_rect (r.x + shape * cw + 2, r.y + 18 + c * ch + 2, cw - 4, ch - 4);
        int form = c * 4 + shape;
        int left = m->supply[c][shape < 2 ? 0 : 1];
        double s = MIN (b.w, b.h);
        FtbBuilding coloured = FTB_BLD_FOUNTAIN + c;
        FtbBuilding grey = shape < 2 ? m->single_grey[c] : m->double_grey[c];
        g_autofree char *tip = NULL;

        if (left == 0)
          ftb_fade_begin (p, b.x, b.y, b.w, b.h);
        switch (shape)
          {
          case 0:
            ftb_building (p, grey, b.x + (b.w - s) / 2, b.y, s);
            break;
          case 1:
            ftb_building (p, coloured, b.x + (b.w - s) / 2, b.y, s);
            break;
          default:
            ftb_building (p, shape == 3 ? grey : coloured, b.x + b.w / 2 - s * 0.5, b.y + s * 0.2, s * 0.6);
            ftb_building (p, coloured, b.x + b.w / 2 - s * 0.1, b.y + s * 0.2, s * 0.6);
            break;
          }
        if (left == 0)
          ftb_fade_end (p, 0.25);
        p->form[form] = b;
        switch (shape)
          {
          case 0:
            /* Translators: a single building tile; %s is the building. */
            tip = g_strdup_printf (_("Single tile, %s (costs 1 builder)"), ftb_building_name (grey));
            break;
          case 1:
            tip = g_strdup_printf (_("Single tile, %s (costs 1 %s worker)"),
                                   ftb_building_name (coloured), ftb_colour_name (c));
            break;
          case 2:
            tip = g_strdup_printf (_("Double tile, 2 × %s (costs 2 %s workers)"),
                                   ftb_building_name (coloured), ftb_colour_name (c));
            break;
          default:
            tip = g_strdup_printf (_("Double tile, %s + %s (costs 1 builder and 1 %s worker)"),
                                   ftb_building_name (grey), ftb_building_name (coloured),
                                   ftb_colour_name (c));
            break;
          }
        if (left >= 0)
          {
            char *full = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s; %d tile left",
                                                       "%s; %d tiles left", left), tip, left);

            g_free (tip);
            tip = full;
          }
        ftb_hit (p, b, NULL, tip);
      }
  supply_counts (p, r);
}

/* ------------------------------------------------ moves: spots, buttons */

static gboolean
same_spot (const FtbMoveSpot *a,
           const FtbMoveSpot *b)
{
  return a->spot == b->spot && a->a == b->a && a->b == b->b &&
         (a->spot == FTB_SPOT_CELL_PAIR ? a->c == b->c : TRUE);
}

/* The part of a spot's rectangle that belongs to the index-th of n moves. */
static FtbRect
split (FtbRect r,
       int     index,
       int     n)
{
  int cols = (int) ceil (sqrt (n));
  int rows = (n + cols - 1) / cols;
  double w = r.w / cols, h = r.h / rows;

  if (n <= 1)
    return r;
  return ftb_rect (r.x + (index % cols) * w, r.y + (index / cols) * h, w, h);
}

/* Where the i-th move stands among the moves sharing its spot (index of n). */
static void
spot_share (const FtbModel *m,
            guint           i,
            int            *index,
            int            *n)
{
  const FtbMoveSpot *s = &g_array_index (m->moves, FtbMoveSpot, i);

  *index = *n = 0;
  for (guint j = 0; j < m->moves->len; j++)
    {
      const FtbMoveSpot *o = &g_array_index (m->moves, FtbMoveSpot, j);

      if (same_spot (s, o))
        {
          if (j < i)
            (*index)++;
          (*n)++;
        }
    }
}

/* A cell of the viewer's grid; taking from a street, split by card side by side. */
static FtbRect
cell_spot (FtbPainter        *p,
           const FtbMoveSpot *s,
           int                index,
           int                n)
{
  FtbRect base = p->cell[s->a][s->b];

  if (n == 2)
    return ftb_rect (base.x + index * base.w / n, base.y, base.w / n, base.h);
  /* More (a crane's four colours in setup): a square each. */
  return split (base, index, n);
}

/* A double tile: a strip of the first cell along the edge towards the second. */
static FtbRect
pair_spot (FtbPainter        *p,
           const FtbMoveSpot *s,
           int                index,
           int                n)
{
  FtbRect c = p->cell[s->a][s->b], base;
  /* At least 24 units deep, to be hit at 1280 × 800; the strips of a
   * small cell then meet in its corners. */
  double t = MIN (0.5, MAX (0.34, 24.5 / MAX (1, c.w)));

  switch (s->c)
    {
    case 0:
      base = ftb_rect (c.x + c.w * 0.2, c.y, c.w * 0.6, c.h * t);
      break;
    case 1:
      base = ftb_rect (c.x + c.w * (1 - t), c.y + c.h * 0.2, c.w * t, c.h * 0.6);
      break;
    case 2:
      base = ftb_rect (c.x + c.w * 0.2, c.y + c.h * (1 - t), c.w * 0.6, c.h * t);
      break;
    default:
      base = ftb_rect (c.x, c.y + c.h * 0.2, c.w * t, c.h * 0.6);
      break;
    }
  return split (base, index, n);
}

static gboolean
spot_rect (FtbPainter *p,
           guint       i,
           FtbRect    *out)
{
  const FtbModel *m = p->m;
  const FtbMoveSpot *s = &g_array_index (m->moves, FtbMoveSpot, i);
  int index, n;
  FtbRect base;

  spot_share (m, i, &index, &n);
#define IN(v, lim) ((v) >= 0 && (v) < (lim))
  switch (s->spot)
    {
    case FTB_SPOT_BUTTON:
    case FTB_SPOT_TOGGLE:
      if (p->button == NULL || p->button[i].w <= 0)
        return FALSE;
      *out = p->button[i];
      return TRUE;
    case FTB_SPOT_CELL:
      if (!IN (s->a, FTB_GRID) || !IN (s->b, FTB_GRID))
        return FALSE;
      *out = cell_spot (p, s, index, n);
      return TRUE;
    case FTB_SPOT_CELL_PAIR:
      if (!IN (s->a, FTB_GRID) || !IN (s->b, FTB_GRID) || !IN (s->c, 4))
        return FALSE;
      *out = pair_spot (p, s, index, n);
      return TRUE;
    case FTB_SPOT_FORUM:
      if (!IN (s->a, m->forum_w) || !IN (s->b, m->forum_h))
        return FALSE;
      *out = split (p->forum[s->b][s->a], index, n);
      return TRUE;
    case FTB_SPOT_CITIZEN_ROW:
      if (!IN (s->a, FTB_N_ROWS))
        return FALSE;
      base = p->crow[s->a];
      *out = n > 1 ? ftb_rect (base.x + index * base.w / n, base.y, base.w / n, base.h) : base;
      return TRUE;
    case FTB_SPOT_HAND:
      if (!IN (s->a, m->players[MAX (m->viewer, 0)].n_hand))
        return FALSE;
      *out = split (p->hand[s->a], index, n);
      return TRUE;
    case FTB_SPOT_RESERVE:
      if (!IN (s->a, m->players[MAX (m->viewer, 0)].n_reserve))
        return FALSE;
      *out = split (p->reserve[s->a], index, n);
      return TRUE;
    case FTB_SPOT_TRACK:
      if (!IN (s->a, FTB_N_TRACKS) || s->b < 1 || s->b > 5)
        return FALSE;
      *out = split (p->track[s->a][s->b - 1], index, n);
      return TRUE;
    case FTB_SPOT_STREET_CARD:
      if (!IN (s->a, 2))
        return FALSE;
      *out = split (p->street_card[s->a], index, n);
      return TRUE;
    case FTB_SPOT_PRESTIGE:
      if (!IN (s->a, MIN (m->p_max + 1, FTB_MAX_PRESTIGE)))
        return FALSE;
      *out = split (p->prestige[s->a], index, n);
      return TRUE;
    case FTB_SPOT_FORM:
      if (!IN (s->a, FTB_N_FORMS))
        return FALSE;
      *out = p->form[s->a];
      return TRUE;
    default:
      return FALSE;
    }
#undef IN
}

static void
draw_icon_recipe (FtbPainter *p,
                  const char *icons,
                  double      x,
                  double      cy,
                  double      size)
{
  for (const char *c = icons; *c != '\0'; c++)
    {
      FtbIcon icon;
      int arg = 0;

      switch (*c)
        {
        case 'b': icon = FTB_ICON_BUILDER; break;
        case 'a': icon = FTB_ICON_ASSISTANT; break;
        case 'c': icon = FTB_ICON_COIN; break;
        case 't': icon = FTB_ICON_TRIBUNE; break;
        case 'u': icon = FTB_ICON_UPGRADE; break;
        case 'v': icon = FTB_ICON_VP; break;
        case 'e': icon = FTB_ICON_ENVOY; break;
        case '>': icon = FTB_ICON_ARROW; break;
        case 'i':
        case 'j':
          /* A street card's number, I or II. */
          ftb_set_rgb (p, &p->pal->text, 1);
          ftb_text_full (p, *c == 'i' ? "I" : "II", x + size * (*c == 'i' ? 0.3 : 0.42), cy,
                         size * 0.62, TRUE, 1, 0);
          x += size * (*c == 'i' ? 0.6 : 0.84);
          continue;
        case 's':
        case 'x':
          {
            /* A colour swatch (s0..s3), or a cross for "no". */
            double d = size * 0.36;

            if (*c == 's' && c[1] >= '0' && c[1] <= '3')
              {
                LudusRgb rgb;

                ftb_colour_rgb (*++c - '0', p->dark, &rgb);
                ludus_cairo_rounded_rect (p->cr, x + size / 2 - d, cy - d, 2 * d, 2 * d, d * 0.3);
                ftb_set_rgb (p, &rgb, 1);
                cairo_fill_preserve (p->cr);
                cairo_set_source_rgba (p->cr, 0, 0, 0, 0.5);
                cairo_set_line_width (p->cr, 1);
                cairo_stroke (p->cr);
              }
            else if (*c == 'x')
              {
                cairo_set_source_rgb (p->cr, 0.75, 0.11, 0.16);
                cairo_set_line_width (p->cr, size * 0.16);
                cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_ROUND);
                cairo_move_to (p->cr, x + size / 2 - d, cy - d);
                cairo_line_to (p->cr, x + size / 2 + d, cy + d);
                cairo_move_to (p->cr, x + size / 2 + d, cy - d);
                cairo_line_to (p->cr, x + size / 2 - d, cy + d);
                cairo_stroke (p->cr);
              }
            x += size;
          }
          continue;
        case 'w':
          icon = FTB_ICON_WORKER;
          if (c[1] >= '0' && c[1] <= '3')
            arg = *++c - '0';
          break;
        default:
          continue;
        }
      /* The arrow takes the text's colour; the others are the same
       * pictures every frame: from the sprite cache. */
      if (icon == FTB_ICON_ARROW)
        {
          ftb_set_rgb (p, &p->pal->text, 1);
          ftb_draw_icon (p->cr, icon, arg, x + size / 2, cy, size, p->dark);
        }
      else
        ftb_icon (p, icon, arg, x + size / 2, cy, size, 1);
      x += size * (icon == FTB_ICON_ARROW ? 0.9 : 1.0);
    }
}

static double
recipe_width (const char *icons,
              double      size)
{
  double w = 0;

  for (const char *c = icons; *c != '\0'; c++)
    {
      if (*c >= '0' && *c <= '3')
        continue;
      w += *c == '>' ? size * 0.9 : *c == 'i' ? size * 0.6 : *c == 'j' ? size * 0.84 : size;
    }
  return w;
}

/* Lays the buttons out in rows from the top of area; returns how many rows
 * they take. A row is FTB_BUTTON_H high. */
static int
layout_buttons (FtbPainter *p,
                FtbRect     area)
{
  const FtbModel *m = p->m;
  double x = area.x, y = area.y;
  double gap = 8;
  int rows = 0;

  for (guint i = 0; i < m->moves->len; i++)
    {
      const FtbMoveSpot *s = &g_array_index (m->moves, FtbMoveSpot, i);
      double w;

      if (s->spot != FTB_SPOT_BUTTON && s->spot != FTB_SPOT_TOGGLE)
        continue;
      if (s->icons != NULL)
        w = recipe_width (s->icons, 22) + 20;
      else
        w = MIN (area.w, ftb_text_width (p, s->label != NULL ? s->label : "", 14, TRUE) + 28 +
                         (s->spot == FTB_SPOT_TOGGLE ? 24 : 0));
      if (x + w > area.x + area.w && x > area.x)
        {
          x = area.x;
          y += FTB_BUTTON_H + 6;
        }
      rows = MAX (rows, (int) ((y - area.y) / (FTB_BUTTON_H + 6)) + 1);
      p->button[i] = ftb_rect (x, y, w, FTB_BUTTON_H);
      x += w + gap;
    }
  return rows;
}

static void
draw_button (FtbPainter        *p,
             const FtbMoveSpot *s,
             FtbRect            r,
             gboolean           hover)
{
  ludus_cairo_rounded_rect (p->cr, r.x, r.y, r.w, r.h, 8);
  ftb_set_rgb (p, &p->pal->accent, hover ? 1.0 : 0.85);
  cairo_fill (p->cr);
  if (s->icons != NULL)
    {
      ludus_cairo_rounded_rect (p->cr, r.x + 3, r.y + 3, r.w - 6, r.h - 6, 6);
      cairo_set_source_rgba (p->cr, 1, 1, 1, p->dark ? 0.85 : 0.92);
      cairo_fill (p->cr);
      draw_icon_recipe (p, s->icons, r.x + 10, r.y + r.h / 2, 22);
    }
  else
    {
      ftb_set_rgb (p, &p->pal->accent_text, 1);
      ftb_text_full (p, s->label, r.x + r.w / 2, r.y + r.h / 2, 14, TRUE, 1, r.w - 16);
    }
}

/* The "Pay a tribune" toggle: a tribune and the label, filled while on. */
static void
draw_toggle (FtbPainter        *p,
             const FtbMoveSpot *s,
             FtbRect            r,
             gboolean           hover)
{
  gboolean on = p->m->tribune;

  ludus_cairo_rounded_rect (p->cr, r.x + 1, r.y + 1, r.w - 2, r.h - 2, 8);
  ftb_set_rgb (p, on ? &p->pal->accent : &p->pal->surface, on ? (hover ? 1.0 : 0.85) : 1.0);
  cairo_fill_preserve (p->cr);
  ftb_set_rgb (p, &p->pal->accent, 1);
  cairo_set_line_width (p->cr, hover ? 3 : 2);
  cairo_stroke (p->cr);
  ftb_icon (p, FTB_ICON_TRIBUNE, 0, r.x + 8 + 11, r.y + r.h / 2, 22, 1);
  ftb_set_rgb (p, on ? &p->pal->accent_text : &p->pal->accent, 1);
  ftb_text_full (p, s->label, r.x + 34, r.y + r.h / 2, 14, TRUE, 0, r.w - 42);
}

/* A tile taken for a tribune (the toggle says so): which card's tile it is,
 * where a tile may be taken for either. */
static void
draw_tribune_take (FtbPainter        *p,
                   const FtbMoveSpot *s,
                   FtbRect            r)
{
  const char *card = s->move.args[0] == 0 ? "i" : "j";
  int index, n;

  spot_share (p->m, (guint) (s - &g_array_index (p->m->moves, FtbMoveSpot, 0)), &index, &n);
  if (n > 1)
    draw_icon_recipe (p, card, r.x + r.w / 2 - recipe_width (card, 22) / 2, r.y + r.h / 2, 22);
}

static void
draw_move_marks (FtbPainter *p)
{
  const FtbModel *m = p->m;

  for (guint i = 0; i < m->moves->len; i++)
    {
      const FtbMoveSpot *s = &g_array_index (m->moves, FtbMoveSpot, i);
      gboolean hover = p->hover != NULL && ludus_move_equal (p->hover, &s->move);
      gboolean selected = s->spot == FTB_SPOT_FORM && s->a == m->form;
      FtbRect r;

      if (!spot_rect (p, i, &r))
        continue;

      if (s->spot == FTB_SPOT_BUTTON)
        draw_button (p, s, r, hover);
      else if (s->spot == FTB_SPOT_TOGGLE)
        draw_toggle (p, s, r, hover);
      else
        {
          ludus_cairo_rounded_rect (p->cr, r.x + 1.5, r.y + 1.5, r.w - 3, r.h - 3,
                                    MIN (6, MIN (r.w, r.h) / 4));
          ftb_set_rgb (p, &p->pal->accent, hover || selected ? 0.40 : 0.16);
          cairo_fill_preserve (p->cr);
          ftb_set_rgb (p, &p->pal->accent, 1);
          cairo_set_line_width (p->cr, hover || selected ? 3 : 2);
          cairo_stroke (p->cr);
          if (s->spot == FTB_SPOT_CELL && m->tribune)
            draw_tribune_take (p, s, r);
          else if (s->icons != NULL)
            {
              /* As large as the mark allows, the whole recipe inside it. */
              double size = MIN (MIN (r.h * 0.8, 26), r.w * 0.94 / MAX (0.5, recipe_width (s->icons, 1)));

              draw_icon_recipe (p, s->icons, r.x + r.w / 2 - recipe_width (s->icons, size) / 2,
                                r.y + r.h / 2, size);
            }
          else if (s->spot == FTB_SPOT_CELL_PAIR)
            {
              /* A small domino pointing at the second cell. */
              double cx = r.x + r.w / 2, cy = r.y + r.h / 2, d = MIN (r.w, r.h) * 0.28;

              ftb_set_rgb (p, &p->pal->accent, 1);
              cairo_arc (p->cr, cx, cy, d, 0, 2 * G_PI);
              cairo_fill (p->cr);
            }
        }
      ftb_hit (p, r, &s->move, s->tooltip != NULL ? s->tooltip : s->label);
    }
}

static void
draw_preview (FtbPainter *p)
{
  const FtbModel *m = p->m;
  /* The move under the pointer, else the one holding keyboard focus. */
  const LudusMove *shown = p->hover != NULL ? p->hover : p->focus;

  if (shown == NULL)
    return;
  for (guint i = 0; i < m->moves->len; i++)
    {
      const FtbMoveSpot *s = &g_array_index (m->moves, FtbMoveSpot, i);
      FtbRect r;
      double w, x, y;

      if (!ludus_move_equal (shown, &s->move) || s->preview == NULL || !spot_rect (p, i, &r))
        continue;
      /* A callout above the spot with what the move brings. */
      w = MIN (520, ftb_text_width (p, s->preview, 14, TRUE) + 24);
      x = CLAMP (r.x + r.w / 2 - w / 2, 8, p->lay.w - w - 8);
      y = r.y - 44 > 8 ? r.y - 44 : r.y + r.h + 8;
      ludus_cairo_rounded_rect (p->cr, x, y, w, 36, 8);
      ftb_set_rgb (p, &p->pal->text, 0.92);
      cairo_fill (p->cr);
      ftb_set_rgb (p, &p->pal->background, 1);
      ftb_text_full (p, s->preview, x + w / 2, y + 18, 14, TRUE, 1, w - 16);
      return;
    }
}

/* ------------------------------------------------------------- the whole */

/* The board under the moves: the game board and every Colonia. */
static void
draw_layer_content (FtbPainter    *p,
                    double         x,
                    double         y,
                    double         w,
                    double         h,
                    gconstpointer  data)
{
  const FtbModel *model = p->m;
  const FtbLayout *l = &p->lay;
  FtbRect br = l->board;
  int area_n = CLAMP (model->area_n, 1, 16);
  int viewer = model->viewer >= 0 && model->viewer < model->n_players ? model->viewer : 0;
  double supply_w = 170, inner = br.w - 32;
  double forum_h = l->forum_h;
  double tracks_y = br.y + 8 + FTB_HEADER_H + 6 + forum_h + 8;

  cairo_rectangle (p->cr, 0, 0, l->w, l->h);
  ftb_set_rgb (p, &p->pal->background, 1);
  cairo_fill (p->cr);

  /* The game board. */
  ftb_panel (p, br, FALSE);
  draw_board_header (p, ftb_rect (br.x + 8, br.y + 8, br.w - 16, FTB_HEADER_H));
  draw_forum (p, ftb_rect (br.x + 16, br.y + 8 + FTB_HEADER_H + 6, inner, forum_h));
  draw_tracks (p, ftb_rect (br.x + 16, tracks_y, inner - supply_w - 16, FTB_TRACKS_H));
  draw_supply (p, ftb_rect (br.x + br.w - 16 - supply_w, tracks_y - 4, supply_w, FTB_TRACKS_H + 4));
  if (model->stand_in)
    {
      ftb_set_rgb (p, &p->pal->text_dim, 1);
      ftb_text_full (p, _("Provisional component data"), br.x + br.w - 16,
                     br.y + br.h - FTB_STAND_IN_H / 2 - 4, 11.5, FALSE, 2, br.w - 32);
    }

  /* The players: the viewer large, the others in seat order after them. */
  ftb_draw_viewer_colonia (p, viewer, l->viewer, model->area_vp[viewer], area_n);
  for (int i = 0; i < l->n_others; i++)
    {
      int seat = (viewer + 1 + i) % model->n_players;

      ftb_draw_compact_colonia (p, seat, l->others[i], model->area_vp[seat], area_n);
    }
}

/* The viewer's panel for a grid of cs-unit cells and that many rows of
 * buttons: its height, and its width. */
static double
viewer_height (double cs,
               int    button_rows)
{
  return FTB_VIEWER_TOP + FTB_GRID * cs + FTB_VIEWER_BELOW + button_rows * (FTB_BUTTON_H + 6) + 8;
}

static double
viewer_width (double cs)
{
  return 34 + FTB_GRID * cs + 10 + cs * 1.3 + 12;
}

static double
board_height (const FtbModel *m,
              double          w,
              double          forum_max,
              double         *forum_h)
{
  double fs = m->forum_w > 0 && m->forum_h > 0 ? MIN ((w - 32) / m->forum_w, forum_max) : 0;

  *forum_h = m->forum_h > 0 ? fs * m->forum_h : 0;
  return 8 + FTB_HEADER_H + 6 + *forum_h + 8 + FTB_TRACKS_H + 6 + (m->stand_in ? FTB_STAND_IN_H : 0) + 4;
}

/* The other seats side by side in area, in one row or two, whichever
 * gives their grids the larger cells (one under the other in a column). */
static void
place_others (FtbLayout *l,
              FtbRect    area,
              gboolean   column)
{
  double gap = 8, best = -1;
  int rows = 1;

  if (column)
    rows = MAX (1, l->n_others);
  else
    for (int r = 1; r <= MIN (2, MAX (1, l->n_others)); r++)
      {
        int c = (l->n_others + r - 1) / r;
        double cs = MIN ((MIN (420, (area.w - gap * (c - 1)) / MAX (1, c)) - 24) / (FTB_GRID + 1.4),
                         ((area.h - gap * (r - 1)) / r - 122) / FTB_GRID);

        if (cs > best + 2)
          {
            best = cs;
            rows = r;
          }
      }
  {
    int cols = MAX (1, (l->n_others + rows - 1) / rows);
    double ow = MIN (column ? area.w : 420, (area.w - gap * (cols - 1)) / cols);
    double oh = (area.h - gap * (rows - 1)) / rows;
    double cs = MIN ((ow - 24) / (FTB_GRID + 1.4), (oh - 122) / FTB_GRID);

    /* No taller than its grid needs (ft-board-colonia.c, compact_cell ()). */
    oh = MIN (oh, 122 + FTB_GRID * cs + 16);
    for (int i = 0; i < l->n_others; i++)
      l->others[i] = ftb_rect (area.x + (i % cols) * (ow + gap), area.y + (i / cols) * (oh + gap),
                               ow, oh);
  }
}

void
ftb_layout_compute (const FtbModel *m,
                    double          width,
                    double          height,
                    int             button_rows,
                    FtbLayout      *l)
{
  double cs, right;

  memset (l, 0, sizeof *l);
  l->n_others = CLAMP (m->n_players - 1, 0, 3);
  /* Frames much taller than wide: the game board over the Colonias, in a
   * drawing 1000 units wide; else side by side, 1280 × 716 at least. */
  l->tall = width < height * 1.25;
  if (l->tall)
    l->scale = MIN (width / 1000.0, height / 1150.0);
  else
    l->scale = MIN (width / FTB_BASE_WIDTH, height / FTB_BASE_HEIGHT);
  l->scale = MAX (l->scale, 0.05);
  l->w = width / l->scale;
  l->h = height / l->scale;

  if (l->tall)
    {
      l->board = ftb_rect (8, 8, l->w - 16, 0);
      l->board.h = board_height (m, l->board.w, 44, &l->forum_h);
      right = l->board.y + l->board.h + 8;
      cs = CLAMP ((l->h - right - 8 - viewer_height (0, MAX (button_rows, 2))) / FTB_GRID, 30, 66);
      l->viewer = ftb_rect (8, right, viewer_width (cs), l->h - right - 8);
      place_others (l, ftb_rect (l->viewer.x + l->viewer.w + 8, right,
                                 l->w - 16 - l->viewer.w - 8, l->viewer.h), TRUE);
    }
  else
    {
      /* The viewer's width as for two rows of buttons, its grid as large as the height allows. */
      cs = CLAMP ((l->h - 16 - viewer_height (0, 2)) / FTB_GRID, 30, 66);
      /* Wider when fewer rows of buttons let the grid grow. */
      cs = MAX (cs, CLAMP ((l->h - 16 - viewer_height (0, button_rows)) / FTB_GRID, 30, 66));
      l->viewer = ftb_rect (8, 8, viewer_width (cs), l->h - 16);
      right = l->viewer.x + l->viewer.w + 8;
      l->board = ftb_rect (right, 8, l->w - right - 8, 0);
      /* The forum takes what the other seats can spare of the height. */
      l->board.h = board_height (m, l->board.w, CLAMP ((l->h - 16 - 300 - 8 - 400) / 3 + 32, 32, 56),
                                 &l->forum_h);
      place_others (l, ftb_rect (right, l->board.y + l->board.h + 8, l->board.w,
                                 l->h - 8 - (l->board.y + l->board.h + 8)), FALSE);
    }
  l->cs = CLAMP ((l->viewer.h - viewer_height (0, button_rows)) / FTB_GRID, 20, 66);
  l->buttons = ftb_rect (l->viewer.x + 16, l->viewer.y + l->viewer.h - 8 -
                         button_rows * (FTB_BUTTON_H + 6) + 6, l->viewer.w - 32,
                         button_rows * (FTB_BUTTON_H + 6));
}

/* Everything the layer shows, as a cache key: the model without its moves
 * and prompt, and the seats' names and colours. */
static char *
layer_key (FtbPainter *p,
           int         rows)
{
  FtbModel copy = *p->m;
  guint64 h = G_GUINT64_CONSTANT (14695981039346656037);

  copy.prompt = NULL;
  copy.moves = NULL;
  copy.form = 0;
  copy.forms_legal = 0;
  for (int k = 0; k < 3; k++)
    {
      copy.trajan_tip[k] = NULL;
      if (p->m->trajan_tip[k] != NULL)
        h = ftb_hash_bytes (h, p->m->trajan_tip[k], strlen (p->m->trajan_tip[k]));
    }
  h = ftb_hash_bytes (h, &copy, sizeof copy);
  for (int s = 0; s < p->m->n_players; s++)
    {
      g_autofree char *name = ftb_seat_name (p, s);
      LudusRgb rgb;

      ftb_seat_rgb (p, s, &rgb);
      h = ftb_hash_bytes (h, &rgb, sizeof rgb);
      h = ftb_hash_bytes (h, name, strlen (name) + 1);
    }
  return g_strdup_printf ("layer:%d:%" G_GINT64_MODIFIER "x", rows, h);
}

/* How many rows of buttons the moves need in a row w units wide. */
static int
count_button_rows (FtbPainter *p,
                   double      w)
{
  FtbRect *saved = p->button;
  int rows;

  p->button = g_new0 (FtbRect, MAX (1, p->m->moves->len));
  rows = layout_buttons (p, ftb_rect (0, 0, w, 0));
  g_free (p->button);
  p->button = saved;
  return rows;
}

/* The painter's text layouts: unhinted metrics, so that text measured at
 * one scale fits its sprite at any. */
static void
painter_text_begin (FtbPainter *p)
{
  cairo_font_options_t *options = cairo_font_options_create ();
  PangoContext *context = pango_font_map_create_context (pango_cairo_font_map_get_default ());

  p->layout = pango_cairo_create_layout (p->cr);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (pango_layout_get_context (p->layout), options);
  pango_context_set_round_glyph_positions (pango_layout_get_context (p->layout), FALSE);
  pango_cairo_context_set_font_options (context, options);
  pango_context_set_round_glyph_positions (context, FALSE);
  p->measure = pango_layout_new (context);
  g_object_unref (context);
  cairo_font_options_destroy (options);
  p->font = pango_font_description_from_string ("Cantarell, Sans");
}

void
ftb_draw (cairo_t         *cr,
          const FtbModel  *model,
          FtbSprites      *sprites,
          LudusView       *view,
          double           width,
          double           height,
          gboolean         dark,
          LudusHitMap     *hits,
          const LudusMove *hover,
          const LudusMove *focus)
{
  FtbPainter p = { 0 };
  int rows;

  g_return_if_fail (model != NULL);

  p.cr = cr;
  /* While text is recorded (the readability test), everything is drawn directly. */
  p.sprites = ludus_render_get_text_map (cr) == NULL ? sprites : NULL;
  p.m = model;
  p.view = view;
  p.dark = dark;
  p.pal = ludus_palette_get (dark);
  p.hits = hits;
  p.hover = hover;
  p.focus = focus;

  cairo_save (cr);
  cairo_get_matrix (cr, &p.base_inv);
  cairo_matrix_invert (&p.base_inv);
  painter_text_begin (&p);

  /* Laid out for the frame: first for two rows of buttons, then for as
   * many as the moves need in the viewer's panel. */
  ftb_layout_compute (model, width, height, 2, &p.lay);
  rows = count_button_rows (&p, p.lay.viewer.w - 32);
  ftb_layout_compute (model, width, height, rows, &p.lay);
  cairo_translate (cr, p.lay.ox, p.lay.oy);
  cairo_scale (cr, p.lay.scale, p.lay.scale);
  p.button = g_new0 (FtbRect, MAX (1, model->moves->len));

  /* Everything but the moves, as one picture while the board looks the same. */
  {
    g_autofree char *key = layer_key (&p, rows);

    ftb_layer_cached (&p, key, p.lay.w, p.lay.h, draw_layer_content, NULL, &p.cell,
                      G_STRUCT_OFFSET (FtbPainter, button) - G_STRUCT_OFFSET (FtbPainter, cell));
  }

  /* The buttons, then every move's mark and region on top. The prompt is
   * not drawn: the match page shows it just above the board. */
  layout_buttons (&p, p.lay.buttons);
  draw_move_marks (&p);
  draw_preview (&p);

  g_free (p.button);
  pango_font_description_free (p.font);
  g_object_unref (p.layout);
  g_object_unref (p.measure);
  cairo_restore (cr);
}
