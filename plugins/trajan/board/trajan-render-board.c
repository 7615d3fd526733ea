/* trajan-render-board.c: the shared Trajan board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "trajan-render-private.h"

#define seat_name trajan_render_seat_name

/* Time, quarter and round */

/* The circuit for the player count: the start space, then one dot a space. */
static void
draw_track (TrajanFrame *f,
            guint        len,
            double       x0,
            double       cy,
            double       step)
{
  cairo_set_line_width (f->cr, 2);
  ludus_cairo_set_rgb (f->cr, &f->pal->line, 1.0);
  cairo_move_to (f->cr, x0, cy);
  cairo_line_to (f->cr, x0 + step * (len - 1), cy);
  cairo_stroke (f->cr);
  for (guint i = 0; i < len; i++)
    {
      double cx = x0 + i * step;

      if (i == 0)
        {
          ludus_cairo_rounded_rect (f->cr, cx - 9, cy - 9, 18, 18, 4);
          ludus_cairo_set_rgb (f->cr, &f->pal->text_dim, 1.0);
        }
      else
        {
          cairo_arc (f->cr, cx, cy, 6, 0, 2 * G_PI);
          ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
        }
      cairo_fill_preserve (f->cr);
      ludus_cairo_set_rgb (f->cr, &f->pal->line, 1.0);
      cairo_set_line_width (f->cr, 1);
      cairo_stroke (f->cr);
    }
}

static void
draw_time (TrajanFrame *f,
           double       x,
           double       y,
           double       w,
           double       h)
{
  const TrajanState *s = f->s;
  guint len = f->d->time_length[MIN (s->n_players, TRAJAN_MAX_PLAYERS)];
  g_autofree char *qr = NULL;
  g_autofree char *tip = NULL;
  double step, x0 = x + 22, cy = y + h - 30;

  trajan_render_panel (f, x, y, w, h, _("Time"));
  /* Translators: the game's progress, e.g. "Quarter 2 · Round 3" */
  qr = g_strdup_printf (_("Quarter %u · Round %u"), s->quarter, s->round);
  if (TRAJAN_DRAWS_DYNAMIC (f))
    {
      ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
      trajan_render_text (f, qr, x + w - 12, y + 14, 14, TRUE, w * 0.55, 1);
    }
  if (len == 0)
    return;
  step = (w - 44) / (len - 1 > 0 ? len - 1 : 1);
  if (TRAJAN_DRAWS_STATIC (f))
    draw_track (f, len, x0, cy, step);
  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  /* The time marker: an hourglass on its space. */
  {
    double cx = x0 + MIN (s->time_pos, len - 1) * step;
    cairo_t *cr = f->cr;

    cairo_move_to (cr, cx - 8, cy - 20);
    cairo_line_to (cr, cx + 8, cy - 20);
    cairo_line_to (cr, cx - 8, cy + 4);
    cairo_line_to (cr, cx + 8, cy + 4);
    cairo_close_path (cr);
    ludus_cairo_set_rgb (cr, &f->pal->accent, 1.0);
    cairo_fill_preserve (cr);
    ludus_cairo_set_rgb (cr, &f->pal->text, 1.0);
    cairo_set_line_width (cr, 1.2);
    cairo_stroke (cr);
  }
  /* Quarter tiles still stacked, under the title. */
  for (guint q = 0; q < TRAJAN_N_QUARTERS; q++)
    {
      ludus_cairo_rounded_rect (f->cr, x + 12 + q * 18, y + 32, 14, 14, 3);
      if (q < s->quarter_tiles)
        ludus_cairo_set_rgb (f->cr, &f->pal->text_dim, 1.0);
      else
        ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
      cairo_fill (f->cr);
    }
  tip = g_strdup_printf (_("Time track: the marker is on space %u of %u; the round ends when it "
                           "reaches or passes the start space."), s->time_pos + 1, len);
  trajan_render_tip_rect (f, x, cy - 24, w, 34, tip);
  g_free (tip);
  tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u quarter tile left",
                                      "%u quarter tiles left", s->quarter_tiles),
                         s->quarter_tiles);
  trajan_render_tip_rect (f, x + 10, y + 30, 4 * 18, 18, tip);
}

static void
draw_demands (TrajanFrame *f,
              double       x,
              double       y,
              double       w,
              double       h)
{
  const TrajanState *s = f->s;
  g_autofree char *pile = NULL;

  trajan_render_panel (f, x, y, w, h, _("People’s demands"));
  for (guint i = 0; i < TRAJAN_N_REVEALED_DEMANDS; i++)
    {
      double sx = x + 14 + i * 56, sy = y + 36;

      if (TRAJAN_DRAWS_STATIC (f))
        {
          ludus_cairo_rounded_rect (f->cr, sx, sy, 48, 48, 8);
          ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
          cairo_fill (f->cr);
        }
      if (TRAJAN_DRAWS_DYNAMIC (f) && i < s->n_revealed && s->revealed[i] >= 0)
        {
          guint icon = f->d->demand_tiles[s->revealed[i]];
          g_autofree char *tip = g_strdup_printf (_("Demand this quarter: %s"),
                                                  trajan_icon_name (icon));

          trajan_render_demand_icon (f, icon, sx + 24, sy + 24, 19);
          trajan_render_tip_rect (f, sx, sy, 48, 48, tip);
        }
    }
  if (TRAJAN_DRAWS_STATIC (f))
    {
      ludus_cairo_rounded_rect (f->cr, x + w - 44, y + 40, 32, 40, 5);
      cairo_set_source_rgb (f->cr, 0.45, 0.36, 0.25);
      cairo_fill (f->cr);
    }
  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  trajan_render_mark_if (f, TRAJAN_MOVE_MEET_DEMANDS, -1, -1, x + 14, y + 36,
                         TRAJAN_N_REVEALED_DEMANDS * 56 - 8, 48);
  pile = g_strdup_printf ("%u", s->demand_pile_n);
  cairo_set_source_rgb (f->cr, 1, 1, 1);
  trajan_render_text (f, pile, x + w - 28, y + 60, 15, TRUE, 28, 0);
  g_free (pile);
  pile = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u demand tile face down",
                                       "%u demand tiles face down", s->demand_pile_n),
                          s->demand_pile_n);
  trajan_render_tip_rect (f, x + w - 44, y + 40, 32, 40, pile);
}

static void
draw_scores (TrajanFrame *f,
             double       x,
             double       y,
             double       w,
             double       h)
{
  const TrajanState *s = f->s;
  double cw = (w - 20) / 2;

  trajan_render_panel (f, x, y, w, h, _("Victory points"));
  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  for (guint p = 0; p < s->n_players; p++)
    {
      double cx = x + 10 + (p % 2) * cw, cy = y + 46 + (p / 2) * 30;
      char vp[16];
      g_autofree char *tip = NULL;

      trajan_render_seat_piece (f, p, cx + 10, cy, 8);
      ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
      trajan_render_text (f, seat_name (f, p), cx + 24, cy, 13, p == s->current, cw - 70, -1);
      g_snprintf (vp, sizeof vp, "%d", s->players[p].vp);
      trajan_render_text (f, vp, cx + cw - 8, cy, 16, TRUE, 48, 1);
      tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d victory point",
                                          "%s: %d victory points", ABS (s->players[p].vp)),
                             seat_name (f, p), s->players[p].vp);
      trajan_render_tip_rect (f, cx, cy - 13, cw, 26, tip);
    }
}

/* Senate */

/* The discs on a Senate space, stacked upwards from (cx, bottom), the
 * lowest of the stack first. */
static void
draw_senate_discs (TrajanFrame *f,
                   guint        space,
                   double       cx,
                   double       bottom)
{
  const TrajanState *s = f->s;
  guint order[TRAJAN_MAX_PLAYERS], n = 0;

  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].senate_pos == space)
      order[n++] = p;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && s->players[order[j]].senate_stamp
                               < s->players[order[j - 1]].senate_stamp; j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  for (guint i = 0; i < n; i++)
    {
      double cy = bottom - i * 13;
      g_autofree char *tip = NULL;

      tip = g_strdup_printf (_("%s’s Senate disc (%d votes with forum tiles)"),
                             seat_name (f, order[i]), trajan_votes (f->d, s, order[i]));
      trajan_render_seat_piece (f, order[i], cx, cy, 8);
      trajan_render_tip_circle (f, cx, cy, 8, tip);
    }
}

/* The two bonus tiles beside the Senate, from (x, y). */
static void
draw_senate_bonus (TrajanFrame *f,
                   double       x,
                   double       y)
{
  for (guint k = 0; k < TRAJAN_N_SENATE_BONUS; k++)
    {
      double bx = x + k * 58;
      int tile = f->s->senate_bonus[k];
      g_autofree char *tip = NULL;

      if (TRAJAN_DRAWS_STATIC (f))
        {
          ludus_cairo_rounded_rect (f->cr, bx, y, 52, 60, 6);
          ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
          cairo_fill (f->cr);
        }
      if (tile < 0 || !TRAJAN_DRAWS_DYNAMIC (f))
        continue;
      trajan_render_bonus_tile (f, tile, FALSE, bx, y, 52, 60);
      tip = trajan_bonus_tile_name (f->d, (guint) tile);
      if (!trajan_render_offer_rect (f, trajan_render_find_move (f, TRAJAN_MOVE_SENATE_BONUS,
                                                                 (int) k, 0, 0, 0),
                                     bx, y, 52, 60, tip))
        trajan_render_tip_rect (f, bx, y, 52, 60, tip);
    }
}

static void
draw_senate (TrajanFrame *f,
             double       x,
             double       y,
             double       w,
             double       h)
{
  const TrajanState *s = f->s;
  int advance = -1;
  double sx = x + 12, top = y + 34, sh = h - 44;

  trajan_render_panel (f, x, y, w, h, _("Senate"));
  advance = trajan_render_find_move (f, TRAJAN_MOVE_SENATE_ADVANCE, 0, 0, 0, 0);
  for (guint sp = 0; sp < TRAJAN_N_SENATE_SPACES; sp++)
    {
      double sw = sp == 0 ? 56 : 38;
      g_autofree char *tip = NULL;
      char v[8];

      if (TRAJAN_DRAWS_STATIC (f))
        {
          ludus_cairo_rounded_rect (f->cr, sx, top, sw - 4, sh, 6);
          ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
          cairo_fill (f->cr);
          g_snprintf (v, sizeof v, "%u", f->d->senate_values[sp]);
          ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
          if (sp == 0)
            trajan_render_text_dim (f, _("start"), sx + (sw - 4) / 2, top + 12, 11, sw - 8, 0);
          else
            trajan_render_text (f, v, sx + (sw - 4) / 2, top + 12, 15, TRUE, sw, 0);
        }
      if (!TRAJAN_DRAWS_DYNAMIC (f))
        {
          sx += sw;
          continue;
        }
      if (sp == 0)
        tip = g_strdup (_("Senate start space: 0 votes"));
      else
        /* Translators: a space of the Senate track */
        tip = g_strdup_printf (_("Senate space: %u votes; %u VP for stepping onto it"),
                               f->d->senate_values[sp], f->d->senate_values[sp]);
      trajan_render_tip_rect (f, sx, top, sw - 4, sh, tip);
      /* Where a seat that advanced stands now. */
      for (guint q = 0; q < s->n_players; q++)
        if (s->players[q].senate_pos == sp
            && trajan_render_marked (f, (int) q, TRAJAN_MOVE_SENATE_ADVANCE, -1, -1) >= 0)
          trajan_render_mark (f, (int) q, sx, top, sw - 4, sh);
      draw_senate_discs (f, sp, sx + (sw - 4) / 2, top + sh - 12);
      /* Advancing: the space in front of the deciding seat's disc. */
      if (advance >= 0 && sp == s->players[f->big].senate_pos + 1u)
        trajan_render_offer_rect (f, advance, sx, top, sw - 4, sh, tip);
      sx += sw;
    }
  draw_senate_bonus (f, x + w - 122, top + 4);
  if (TRAJAN_DRAWS_STATIC (f))
    trajan_render_text_dim (f, _("bonus"), x + w - 64, top + sh - 6, 11, 110, 0);
}

/* Trajan tile stacks */

static void
draw_stacks (TrajanFrame *f,
             double       x,
             double       y,
             double       w,
             double       h)
{
  const TrajanState *s = f->s;
  double cw = (w - 20) / TRAJAN_N_CATEGORIES;

  trajan_render_panel (f, x, y, w, h, _("Trajan tiles"));
  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  for (guint c = 0; c < TRAJAN_N_CATEGORIES; c++)
    {
      double tx = x + 10 + c * cw + (cw - 70) / 2, ty = y + 30;
      guint n = s->stack_n[c];
      g_autofree char *tip = NULL;
      g_autofree char *top = NULL;
      char count[16];

      if (n == 0)
        {
          ludus_cairo_rounded_rect (f->cr, tx, ty, 70, 62, 6);
          ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
          cairo_fill (f->cr);
          trajan_render_text_dim (f, trajan_category_name (c), tx + 35, ty + 31, 11, 66, 0);
          continue;
        }
      /* The stack's thickness. */
      for (guint i = MIN (n, 4); i > 1; i--)
        {
          ludus_cairo_rounded_rect (f->cr, tx + i * 1.5, ty + i * 1.5, 70, 62, 6);
          ludus_cairo_set_rgb (f->cr, &f->pal->line, 1.0);
          cairo_fill (f->cr);
        }
      trajan_render_trajan_tile (f, s->stacks[c][n - 1], tx, ty, 70, 62);
      g_snprintf (count, sizeof count, "%u", n);
      ludus_cairo_set_rgb (f->cr, &f->pal->text_dim, 1.0);
      trajan_render_text (f, count, tx + 72 + 4, ty + 52, 12, TRUE, 16, -1);
      top = trajan_render_trajan_tile_name (f, s->stacks[c][n - 1]);
      /* Translators: a stack of Trajan tiles; %s: its top tile */
      tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile in this stack; on top: %s",
                                          "%u tiles in this stack; on top: %s", n), n, top);
      trajan_render_mark_if (f, TRAJAN_MOVE_TRAJAN_TAKE, (int) c, -1, tx, ty, 70, 62);
      if (!trajan_render_offer_rect (f, trajan_render_find_move (f, TRAJAN_MOVE_TRAJAN_TAKE,
                                                                 (int) c, 0, 0, 0),
                                     tx, ty, 70, 62, tip))
        trajan_render_tip_rect (f, tx, ty, 70, 62, tip);
      /* Set-up: which slot the tile goes to. */
      for (int slot = 1, k = 0; slot < TRAJAN_N_ACTIONS; slot += 2, k++)
        {
          int m = trajan_render_find_move (f, TRAJAN_MOVE_SETUP_PICK_TRAJAN, (int) c, slot, 0, 0);
          static const char *const names[] = { "II", "IV", "VI" };

          if (m >= 0)
            trajan_render_button (f, m, names[k], tx + k * 24, ty + 68, 22, 20, top);
        }
    }
}

/* Forum */

static void
draw_forum (TrajanFrame *f,
            double       x,
            double       y,
            double       w,
            double       h)
{
  const TrajanState *s = f->s;
  guint used = f->d->forum_spaces[MIN (s->n_players, TRAJAN_MAX_PLAYERS)];
  const double sw = 42, sh = 38;

  trajan_render_panel (f, x, y, w, h, _("Forum"));
  for (guint r = 0; r < TRAJAN_N_YELLOW_SPACES; r++)
    {
      double sx = x + 12, sy = y + 30 + r * (sh + 4);
      int tile = s->yellow_space[r];

      trajan_render_mark_if (f, TRAJAN_MOVE_FORUM_TAKE, 1, (int) r, sx, sy, sw, sh);
      if (TRAJAN_DRAWS_STATIC (f))
        {
          ludus_cairo_rounded_rect (f->cr, sx, sy, sw, sh, 6);
          cairo_set_source_rgba (f->cr, 0.96, 0.83, 0.18, 0.35);
          cairo_fill (f->cr);
        }
      if (tile >= 0 && TRAJAN_DRAWS_DYNAMIC (f))
        {
          g_autofree char *tip = g_strdup_printf (_("Extra-action tile: %s"),
                                                  trajan_action_name (f->d->extra_tiles[tile]));

          trajan_render_extra_tile (f, tile, sx + 2, sy + 2, sw - 4, sh - 4);
          if (!trajan_render_offer_rect (f, trajan_render_find_move (f, TRAJAN_MOVE_FORUM_TAKE, 1,
                                                                     (int) r, 0, 0),
                                         sx, sy, sw, sh, tip))
            trajan_render_tip_rect (f, sx, sy, sw, sh, tip);
        }
    }
  for (guint i = 0; i < TRAJAN_N_FORUM_SPACES; i++)
    {
      guint col = i / 3, row = i % 3;
      double sx = x + 12 + (col + 1) * (sw + 5) + 4, sy = y + 30 + row * (sh + 4);
      int tile = s->forum_space[i];

      trajan_render_mark_if (f, TRAJAN_MOVE_FORUM_TAKE, 0, (int) i, sx, sy, sw, sh);
      if (TRAJAN_DRAWS_STATIC (f))
        {
          ludus_cairo_rounded_rect (f->cr, sx, sy, sw, sh, 6);
          ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, i < used ? 1.0 : 0.4);
          cairo_fill (f->cr);
        }
      if (i >= used)
        {
          if (row == 0)
            trajan_render_tip_rect (f, sx, sy, sw, 3 * sh + 8,
                                    _("Not used with this number of players"));
          continue;
        }
      if (tile >= 0 && TRAJAN_DRAWS_DYNAMIC (f))
        {
          g_autofree char *tip = trajan_forum_tile_name (f->d, (guint) tile);

          trajan_render_forum_tile (f, tile, sx + 2, sy + 2, sw - 4, sh - 4);
          if (!trajan_render_offer_rect (f, trajan_render_find_move (f, TRAJAN_MOVE_FORUM_TAKE, 0,
                                                                     (int) i, 0, 0),
                                         sx, sy, sw, sh, tip))
            trajan_render_tip_rect (f, sx, sy, sw, sh, tip);
        }
    }
}

/* Construction */

static void
draw_construction (TrajanFrame *f,
                   double       x,
                   double       y,
                   double       w,
                   double       h)
{
  const TrajanState *s = f->s;
  /* A space is a click target: at least 24 px high at 1280×716. */
  const double cw = 36, ch = 34;
  double gx = x + 62, gy = y + 32;

  trajan_render_panel (f, x, y, w, h, _("Construction"));
  if (TRAJAN_DRAWS_STATIC (f))
    {
      /* The worker camp and the spaces. */
      ludus_cairo_rounded_rect (f->cr, x + 10, gy, 44, TRAJAN_GRID_ROWS * (ch + 3) - 3, 6);
      ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
      cairo_fill (f->cr);
      for (guint sp = 0; sp < TRAJAN_N_SPACES; sp++)
        ludus_cairo_rounded_rect (f->cr, gx + (sp % TRAJAN_GRID_COLS) * (cw + 3),
                                  gy + (sp / TRAJAN_GRID_COLS) * (ch + 3), cw, ch, 4);
      cairo_fill (f->cr);
    }
  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  for (guint p = 0; p < s->n_players; p++)
    {
      char n[8];
      double cy = gy + 14 + p * 30;

      g_snprintf (n, sizeof n, "%u", s->players[p].worker_camp);
      trajan_render_seat_piece (f, p, x + 22, cy, 7);
      ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
      trajan_render_text (f, n, x + 42, cy, 13, TRUE, 20, 0);
    }
  trajan_render_tip_rect (f, x + 10, gy, 44, TRAJAN_GRID_ROWS * (ch + 3) - 3,
                          _("Worker camp: workers waiting to be placed"));
  for (guint sp = 0; sp < TRAJAN_N_SPACES; sp++)
    {
      guint r = sp / TRAJAN_GRID_COLS, c = sp % TRAJAN_GRID_COLS;
      double sx = gx + c * (cw + 3), sy = gy + r * (ch + 3);
      int tile = s->space_tile[sp];
      g_autofree char *tip = NULL;
      guint nw = 0;

      if (tile >= 0)
        {
          guint kind = f->d->construction_kind[tile];

          trajan_render_construction_tile (f, kind, f->d->construction_vp[tile], sx, sy, cw, ch);
          /* Translators: a construction tile: its kind (1-5), VP and the bonus action
           * it gives as the first of its kind */
          tip = g_strdup_printf (_("Construction tile, kind %u, %u VP; bonus action: %s"),
                                 kind + 1, f->d->construction_vp[tile],
                                 trajan_action_name (f->d->construction_bonus[kind]));
        }
      else
        tip = g_strdup (_("Construction space (built)"));
      for (guint p = 0; p < s->n_players; p++)
        if (s->players[p].workers & (1u << sp))
          {
            double px = sx + 7 + (nw % 2) * (cw - 14), py = sy + 7 + (nw / 2) * (ch - 14);
            char *more;

            trajan_render_seat_piece (f, p, px, py, 5.5);
            /* Translators: a construction space's tooltip, then a player whose worker
             * stands there */
            more = g_strdup_printf (_("%s\nWorker: %s"), tip, seat_name (f, p));
            g_free (tip);
            tip = more;
            nw++;
          }
      trajan_render_tip_rect (f, sx, sy, cw, ch, tip);
      trajan_render_mark_if (f, TRAJAN_MOVE_CONSTRUCTION_PLACE, (int) sp, -1, sx, sy, cw, ch);
      trajan_render_offer_rect (f, trajan_render_find_move (f, TRAJAN_MOVE_CONSTRUCTION_PLACE,
                                                            (int) sp, 0, 0, 0),
                                sx, sy, cw, ch, tip);
    }
}

/* Seaport */

static const char *
ship_name (guint kind)
{
  switch (kind)
    {
    case TRAJAN_SHIP_IDENTICAL:
      return _("Identical goods");
    case TRAJAN_SHIP_PAIRS:
      return _("Pairs");
    default:
      return _("Different goods");
    }
}

static void
draw_ship (TrajanFrame *f,
           guint        ship,
           double       x,
           double       y,
           double       w,
           double       h)
{
  const TrajanShipData *d = &f->d->ships[ship];
  gboolean grey = f->s->ship_grey[ship] != 0;
  cairo_t *cr = f->cr;
  g_autofree char *tip = NULL;

  tip = g_strdup_printf (grey ? _("Ship (%s), grey side up: scores the right column")
                              : _("Ship (%s), coloured side up: scores the left column"),
                         ship_name (d->kind));
  trajan_render_tip_rect (f, x, y, w, h, tip);
  if (!TRAJAN_DRAWS_STATIC (f))
    return;
  /* The hull. */
  cairo_move_to (cr, x + 4, y + 30);
  cairo_line_to (cr, x + w - 4, y + 30);
  cairo_line_to (cr, x + w - 18, y + 52);
  cairo_line_to (cr, x + 18, y + 52);
  cairo_close_path (cr);
  if (grey)
    cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
  else
    cairo_set_source_rgb (cr, 0.66, 0.38, 0.20);
  cairo_fill (cr);
  cairo_move_to (cr, x + w / 2, y + 30);
  cairo_line_to (cr, x + w / 2, y + 4);
  cairo_line_to (cr, x + w / 2 + 20, y + 24);
  cairo_close_path (cr);
  if (grey)
    cairo_set_source_rgb (cr, 0.8, 0.8, 0.8);
  else
    cairo_set_source_rgb (cr, 0.96, 0.90, 0.75);
  cairo_fill (cr);
  ludus_cairo_set_rgb (cr, &f->pal->text, 1.0);
  trajan_render_text (f, ship_name (d->kind), x + w / 2, y + 64, 12, TRUE, w - 4, 0);
  /* The table: combination, coloured side, grey side. */
  for (guint r = 0; r < d->n_rows; r++)
    {
      double ry = y + 84 + r * 24;
      char label[16], a[8], b[8];

      if (d->kind == TRAJAN_SHIP_PAIRS)
        g_snprintf (label, sizeof label, "%u×2", r + 1);
      else if (d->kind == TRAJAN_SHIP_IDENTICAL)
        g_snprintf (label, sizeof label, "%u=", r + 1);
      else
        g_snprintf (label, sizeof label, "%u≠", r + 1);
      g_snprintf (a, sizeof a, "%u", d->coloured[r]);
      g_snprintf (b, sizeof b, "%u", d->grey[r]);
      ludus_cairo_rounded_rect (cr, x + w * 0.38, ry - 10, w * 0.28, 20, 4);
      cairo_set_source_rgba (cr, 0.66, 0.38, 0.20, grey ? 0.25 : 0.9);
      cairo_fill (cr);
      ludus_cairo_rounded_rect (cr, x + w * 0.69, ry - 10, w * 0.28, 20, 4);
      cairo_set_source_rgba (cr, 0.55, 0.55, 0.55, grey ? 0.9 : 0.25);
      cairo_fill (cr);
      ludus_cairo_set_rgb (cr, &f->pal->text, 1.0);
      trajan_render_text (f, label, x + 4, ry, 12, FALSE, w * 0.34, -1);
      cairo_set_source_rgb (cr, 1, 1, 1);
      trajan_render_text (f, a, x + w * 0.52, ry, 12, !grey, w * 0.26, 0);
      trajan_render_text (f, b, x + w * 0.83, ry, 12, grey, w * 0.26, 0);
    }
}

static void
draw_pile (TrajanFrame *f,
           int          top,
           guint        n,
           double       x,
           double       y,
           int          move,
           const char  *tip)
{
  char count[16];

  if (n > 0)
    trajan_render_goods_card (f, top, x, y, 58, 80);
  g_snprintf (count, sizeof count, "%u", n);
  ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
  trajan_render_text (f, count, x + 29, y + 92, 13, TRUE, 56, 0);
  if (!trajan_render_offer_rect (f, move, x, y, 58, 80, tip))
    trajan_render_tip_rect (f, x, y, 58, 80, tip);
}

static void
draw_seaport (TrajanFrame *f,
              double       x,
              double       y,
              double       w,
              double       h)
{
  const TrajanState *s = f->s;
  double sw = (w - 20) / TRAJAN_N_SHIPS;
  g_autofree char *tip = NULL;
  int m;

  trajan_render_panel (f, x, y, w, h, _("Seaport"));
  for (guint i = 0; i < TRAJAN_N_SHIPS; i++)
    draw_ship (f, i, x + 10 + i * sw + 2, y + 28, sw - 4, 170);
  if (TRAJAN_DRAWS_STATIC (f))
    {
      trajan_render_text_dim (f, _("deck"), x + 69, y + h - 128, 11, 70, 0);
      trajan_render_text_dim (f, _("left pile"), x + 179, y + h - 128, 11, 90, 0);
      trajan_render_text_dim (f, _("right pile"), x + 279, y + h - 128, 11, 90, 0);
      for (guint k = 0; k < 3; k++)
        ludus_cairo_rounded_rect (f->cr, x + 40 + (k == 0 ? 0 : 10 + k * 100), y + h - 118,
                                  58, 80, 6);
      ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
      cairo_fill (f->cr);
    }
  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  for (guint i = 0; i < TRAJAN_N_SHIPS; i++)
    {
      /* The ships the picked cards can go to. */
      trajan_render_seaport_offer (f, (int) i, x + 10 + i * sw + 2, y + 28, sw - 4, 170);
      trajan_render_mark_if (f, TRAJAN_MOVE_SEAPORT_SHIP, (int) i, -1, x + 10 + i * sw + 2,
                             y + 28, sw - 4, 170);
    }
  trajan_render_mark_if (f, TRAJAN_MOVE_SEAPORT_DRAW_TWO, -1, -1, x + 40, y + h - 118, 58, 80);
  for (guint k = 0; k < 2; k++)
    {
      trajan_render_mark_if (f, TRAJAN_MOVE_SEAPORT_TAKE_DISCARD, (int) k, -1,
                             x + 150 + k * 100, y + h - 118, 58, 80);
      /* The card discarded after drawing two: args (kind, pile). */
      trajan_render_mark_if (f, TRAJAN_MOVE_SEAPORT_DISCARD, -1, (int) k,
                             x + 150 + k * 100, y + h - 118, 58, 80);
    }
  /* The goods deck and the two discard piles. */
  tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Goods deck: %u card",
                                      "Goods deck: %u cards", s->deck_n), s->deck_n);
  m = trajan_render_find_move (f, TRAJAN_MOVE_SETUP_TAKE_CARD, 0, 0, 0, 0);
  if (m < 0)
    m = trajan_render_find_move (f, TRAJAN_MOVE_SEAPORT_DRAW_TWO, 0, 0, 0, 0);
  draw_pile (f, -1, s->deck_n, x + 40, y + h - 118, m, tip);
  for (guint k = 0; k < 2; k++)
    {
      guint n = s->discard_n[k];
      int top = n > 0 ? s->discard[k][n - 1] : -1;
      g_autofree char *ptip = NULL;

      if (n > 0 && top >= 0)
        ptip = g_strdup_printf (k == 0 ? g_dngettext (GETTEXT_PACKAGE,
                                                      "Left discard pile: %s on top, %u card",
                                                      "Left discard pile: %s on top, %u cards", n)
                                       : g_dngettext (GETTEXT_PACKAGE,
                                                      "Right discard pile: %s on top, %u card",
                                                      "Right discard pile: %s on top, %u cards", n),
                                trajan_goods_name ((guint) top), n);
      else
        ptip = g_strdup (k == 0 ? _("Left discard pile (empty)") : _("Right discard pile (empty)"));
      m = trajan_render_find_move (f, TRAJAN_MOVE_SETUP_TAKE_CARD, (int) k + 1, 0, 0, 0);
      if (m < 0)
        m = trajan_render_find_move (f, TRAJAN_MOVE_SEAPORT_TAKE_DISCARD, (int) k, 0, 0, 0);
      draw_pile (f, top, n, x + 150 + k * 100, y + h - 118, m, ptip);
    }
}

/* Provinces */

typedef struct
{
  const char *name;
  double      x, y;
} Place;

/* Where each province lies on our map (box units), by its name in the data;
 * a province the table does not know goes on a ring. */
static const Place places[] = {
  { "Britannia", 92, 38 },          { "Germania Inferior", 236, 44 },
  { "Lugudunensis", 64, 142 },      { "Belgica", 172, 118 },
  { "Germania Superior", 296, 124 }, { "Aquitania", 52, 236 },
  { "Alpes", 176, 212 },            { "Raetia", 296, 210 },
  { "Narbonensis", 130, 300 },      { "Noricum", 338, 296 },
};
#define CAMP_X 240.0
#define CAMP_Y 300.0
#define NODE_W 100.0
#define NODE_H 62.0

static void
province_place (TrajanFrame *f,
                guint        p,
                double      *px,
                double      *py)
{
  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    if (strcmp (places[i].name, f->d->provinces[p].name) == 0)
      {
        *px = places[i].x;
        *py = places[i].y;
        return;
      }
  *px = 195 + 140 * cos (2 * G_PI * p / TRAJAN_N_PROVINCES);
  *py = 170 + 120 * sin (2 * G_PI * p / TRAJAN_N_PROVINCES);
}

static void
draw_edges (TrajanFrame *f,
            double       ox,
            double       oy)
{
  cairo_t *cr = f->cr;

  cairo_set_line_width (cr, 3);
  for (guint p = 0; p < TRAJAN_N_PROVINCES; p++)
    {
      double ax, ay;

      province_place (f, p, &ax, &ay);
      for (guint q = p + 1; q < TRAJAN_N_PROVINCES; q++)
        {
          double bx, by;

          if (!(f->d->provinces[p].adjacent & (1u << q)))
            continue;
          province_place (f, q, &bx, &by);
          cairo_move_to (cr, ox + ax, oy + ay);
          cairo_line_to (cr, ox + bx, oy + by);
        }
    }
  cairo_set_source_rgba (cr, 0.45, 0.55, 0.35, 0.7);
  cairo_stroke (cr);
  /* From the military camp: one way, dotted. */
  cairo_set_dash (cr, (double[]) { 4, 4 }, 2, 0);
  for (guint p = 0; p < TRAJAN_N_PROVINCES; p++)
    if (f->d->camp_adjacent & (1u << p))
      {
        double ax, ay;

        province_place (f, p, &ax, &ay);
        cairo_move_to (cr, ox + CAMP_X, oy + CAMP_Y);
        cairo_line_to (cr, ox + ax, oy + ay);
      }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* A province's area: its name and value. */
static void
draw_province_area (TrajanFrame              *f,
                    const TrajanProvinceData *pd,
                    double                    x,
                    double                    y)
{
  const char *space;
  char vp[8];
  double r;

  /* Opaque, so the roads stop at the box's edge. */
  ludus_cairo_rounded_rect (f->cr, x, y, NODE_W, NODE_H, 10);
  ludus_cairo_set_rgb (f->cr, &f->pal->surface, 1.0);
  cairo_fill_preserve (f->cr);
  cairo_set_source_rgba (f->cr, 0.60, 0.72, 0.48, f->ctx->dark ? 0.55 : 0.85);
  cairo_fill_preserve (f->cr);
  cairo_set_source_rgba (f->cr, 0.30, 0.40, 0.22, 1);
  cairo_set_line_width (f->cr, 1.2);
  cairo_stroke (f->cr);
  if (f->ctx->dark)
    cairo_set_source_rgb (f->cr, 0.93, 0.96, 0.90);
  else
    cairo_set_source_rgb (f->cr, 0.10, 0.14, 0.06);
  /* The name as large as the box allows: a long name of two words takes two
   * lines. */
  space = strchr (pd->name, ' ');
  if (space != NULL && g_utf8_strlen (pd->name, -1) > 10)
    {
      g_autofree char *first = g_strndup (pd->name, (gsize) (space - pd->name));

      trajan_render_text (f, first, x + 5, y + 11, 12, TRUE, NODE_W - 25, -1);
      trajan_render_text (f, space + 1, x + 5, y + 25, 12, TRUE, NODE_W - 10, -1);
    }
  else
    trajan_render_text (f, pd->name, x + 5, y + 11, 12, TRUE, NODE_W - 25, -1);
  g_snprintf (vp, sizeof vp, "%u", pd->vp);
  /* Large enough for two digits at the smallest text size. */
  r = MAX (11, 0.75 * trajan_render_min_text (f));
  cairo_arc (f->cr, x + NODE_W - r, y + r, r, 0, 2 * G_PI);
  cairo_set_source_rgb (f->cr, 0.96, 0.83, 0.18);
  cairo_fill (f->cr);
  cairo_set_source_rgb (f->cr, 0.15, 0.12, 0.05);
  trajan_render_text (f, vp, x + NODE_W - r, y + r, 11, TRUE, 2 * r - 1, 0);
}

static void
draw_province (TrajanFrame *f,
               guint        p,
               double       cx,
               double       cy)
{
  const TrajanState *s = f->s;
  const TrajanProvinceData *pd = &f->d->provinces[p];
  double x = cx - NODE_W / 2, y = cy - NODE_H / 2;
  g_autofree char *tip = NULL;
  guint nl = 0, nc = 0;

  if (TRAJAN_DRAWS_STATIC (f))
    draw_province_area (f, pd, x, y);
  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  /* Translators: a province and its value */
  tip = g_strdup_printf (_("%s: %u VP for the first legionnaire (3 less for each one "
                           "already there)"), pd->name, pd->vp);
  if (!trajan_render_offer_rect (f, trajan_render_find_move (f, TRAJAN_MOVE_MILITARY_MOVE,
                                                             (int) p, 0, 0, 0),
                                 x, y, NODE_W, NODE_H, tip))
    trajan_render_tip_rect (f, x, y, NODE_W, NODE_H, tip);
  trajan_render_mark_if (f, TRAJAN_MOVE_MILITARY_MOVE, (int) p, -1, x, y, NODE_W, NODE_H);
  if (s->province_tile[p] >= 0)
    {
      g_autofree char *ttip = trajan_forum_tile_name (f->d, (guint) s->province_tile[p]);

      trajan_render_forum_tile (f, s->province_tile[p], x + NODE_W - 30, y + 32, 26, 26);
      trajan_render_tip_rect (f, x + NODE_W - 30, y + 32, 26, 26, ttip);
    }
  for (guint q = 0; q < s->n_players; q++)
    {
      if (s->players[q].legions & (1u << p))
        {
          g_autofree char *ltip = g_strdup_printf (_("%s’s legionnaire"), seat_name (f, q));
          double lx = x + 9 + nl * 13, ly = y + NODE_H - 9;

          trajan_render_seat_piece (f, q, lx, ly, 5);
          trajan_render_tip_circle (f, lx, ly, 6, ltip);
          nl++;
        }
      if (s->players[q].commander == (int) p)
        {
          g_autofree char *ctip = g_strdup_printf (_("%s’s commander"), seat_name (f, q));
          double kx = x + 12 + nc * 17, ky = y + 39;

          cairo_arc (f->cr, kx, ky, 8.5, 0, 2 * G_PI);
          cairo_set_source_rgb (f->cr, 0.1, 0.1, 0.1);
          cairo_fill (f->cr);
          trajan_render_seat_piece (f, q, kx, ky, 7);
          trajan_render_tip_circle (f, kx, ky, 8.5, ctip);
          nc++;
        }
    }
}

static void
draw_provinces (TrajanFrame *f,
                double       x,
                double       y,
                double       w,
                double       h)
{
  const TrajanState *s = f->s;
  double ox = x + (w - 390) / 2, oy = y + 22;
  guint nc = 0;

  trajan_render_panel (f, x, y, w, h, _("Provinces"));
  if (TRAJAN_DRAWS_STATIC (f))
    draw_edges (f, ox, oy);
  for (guint p = 0; p < TRAJAN_N_PROVINCES; p++)
    {
      double px, py;

      province_place (f, p, &px, &py);
      draw_province (f, p, ox + px, oy + py);
    }
  /* The military camp, in Italia. */
  {
    double cx = ox + CAMP_X - 46, cy = oy + CAMP_Y - 27;

    if (TRAJAN_DRAWS_STATIC (f))
      {
        ludus_cairo_rounded_rect (f->cr, cx, cy, 92, 54, 10);
        cairo_set_source_rgba (f->cr, 0.80, 0.55, 0.45, f->ctx->dark ? 0.6 : 0.9);
        cairo_fill (f->cr);
        if (f->ctx->dark)
          cairo_set_source_rgb (f->cr, 0.98, 0.92, 0.88);
        else
          cairo_set_source_rgb (f->cr, 0.2, 0.08, 0.04);
        trajan_render_text (f, _("Military camp"), cx + 46, cy + 10, 10, TRUE, 86, 0);
      }
    if (!TRAJAN_DRAWS_DYNAMIC (f))
      return;
    for (guint q = 0; q < s->n_players; q++)
      {
        char n[8];
        double lx = cx + 12 + q * 22;

        if (s->players[q].commander == TRAJAN_COMMANDER_CAMP)
          {
            cairo_arc (f->cr, cx + 12 + nc * 17, cy + 27, 8.5, 0, 2 * G_PI);
            cairo_set_source_rgb (f->cr, 0.1, 0.1, 0.1);
            cairo_fill (f->cr);
            trajan_render_seat_piece (f, q, cx + 12 + nc * 17, cy + 27, 7);
            nc++;
          }
        g_snprintf (n, sizeof n, "%u", s->players[q].military_camp);
        trajan_render_seat_piece (f, q, lx, cy + 44, 4.5);
        if (f->ctx->dark)
          cairo_set_source_rgb (f->cr, 0.98, 0.92, 0.88);
        else
          cairo_set_source_rgb (f->cr, 0.2, 0.08, 0.04);
        trajan_render_text (f, n, lx + 9, cy + 44, 10, TRUE, 14, 0);
      }
    trajan_render_tip_rect (f, cx, cy, 92, 54,
                            _("Military camp: commanders still here, and the legionnaires waiting "
                              "(small figures, per player)"));
    trajan_render_mark_if (f, TRAJAN_MOVE_MILITARY_RECRUIT, -1, -1, cx, cy, 92, 54);
    trajan_render_mark_if (f, TRAJAN_MOVE_MILITARY_DEPLOY, -1, -1, cx, cy, 92, 54);
  }
}

void
trajan_render_draw_board (TrajanFrame *f)
{
  draw_time (f, 10, 10, 450, 100);
  draw_demands (f, 470, 10, 230, 100);
  draw_scores (f, 710, 10, 330, 100);
  draw_senate (f, 10, 120, 450, 130);
  draw_stacks (f, 470, 120, 570, 130);
  draw_forum (f, 10, 260, 250, 162);
  draw_construction (f, 10, 432, 250, 188);
  draw_seaport (f, 270, 260, 370, 360);
  draw_provinces (f, 650, 260, 390, 360);
}
