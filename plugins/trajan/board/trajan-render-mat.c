/* trajan-render-mat.c: the players' mats and the panel of choices
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "trajan-render-private.h"

static const char *const roman[] = { "I", "II", "III", "IV", "V", "VI" };

/* The wheel's geometry, shared by the large and the compact mats. */
typedef struct
{
  double cx, cy;      /* centre */
  double ring;        /* bowl centres lie on this circle */
  double bowl;        /* bowl radius */
  double slot_ring;   /* slot centres */
  double slot_w, slot_h;
  double marker;      /* marker radius */
  gboolean large;
} Wheel;

static void
bowl_centre (const Wheel *w,
             guint        bowl,
             double      *x,
             double      *y)
{
  double a = (-120.0 + 60.0 * bowl) * G_PI / 180.0;

  *x = w->cx + w->ring * cos (a);
  *y = w->cy + w->ring * sin (a);
}

static void
slot_centre (const Wheel *w,
             guint        slot,
             double      *x,
             double      *y)
{
  double a = (-120.0 + 60.0 * slot) * G_PI / 180.0;

  *x = w->cx + w->slot_ring * cos (a);
  *y = w->cy + w->slot_ring * sin (a);
}

static void
draw_markers_in (TrajanFrame  *f,
                 const guint8 *counts,
                 double        cx,
                 double        cy,
                 double        r,
                 gboolean      large)
{
  guint n = 0;
  double dx = r * 2.4, dy = r * 2.5;

  for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
    {
      double mx, my;

      if (counts[c] == 0)
        continue;
      mx = cx + ((int) (n % 3) - 1) * dx;
      my = cy + ((int) (n / 3) == 0 ? -dy / 2 : dy / 2);
      trajan_render_marker (f, c, mx, my, r);
      if (counts[c] > 1)
        {
          char num[8];

          g_snprintf (num, sizeof num, "%u", counts[c]);
          cairo_arc (f->cr, mx + r * 0.85, my + r * 0.85, r * 0.62, 0, 2 * G_PI);
          cairo_set_source_rgb (f->cr, 0.12, 0.12, 0.12);
          cairo_fill (f->cr);
          cairo_set_source_rgb (f->cr, 1, 1, 1);
          trajan_render_text (f, num, mx + r * 0.85, my + r * 0.85, r * 0.95, TRUE, r * 1.2, 0);
        }
      n++;
    }
  (void) large;
}

static char *
bowl_tooltip (TrajanFrame        *f,
              const TrajanPlayer *p,
              guint               bowl)
{
  g_autoptr(GString) out = g_string_new (NULL);

  /* Translators: a bowl of the action wheel; %s is its action */
  g_string_append_printf (out, _("%s bowl"), trajan_action_name (f->d->bowl_action[bowl]));
  g_string_append (out, ": ");
  if (trajan_bowl_count (p, bowl) == 0)
    g_string_append (out, _("empty"));
  else
    {
      gboolean first = TRUE;

      for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
        if (p->bowls[bowl][c] > 0)
          {
            if (!first)
              g_string_append (out, ", ");
            g_string_append_printf (out, "%u× %s", p->bowls[bowl][c], trajan_colour_name (c));
            first = FALSE;
          }
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
draw_arch (TrajanFrame *f,
           guint        seat,
           double       cx,
           double       cy,
           double       size)
{
  cairo_t *cr = f->cr;
  double r, g, b;

  ludus_view_get_seat_rgb (f->ctx->view, seat, &r, &g, &b);
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, size * 0.5, G_PI, 2 * G_PI);
  cairo_line_to (cr, cx + size * 0.5, cy + size * 0.45);
  cairo_line_to (cr, cx + size * 0.3, cy + size * 0.45);
  cairo_arc_negative (cr, cx, cy, size * 0.3, 0, G_PI);
  cairo_line_to (cr, cx - size * 0.3, cy + size * 0.45);
  cairo_line_to (cr, cx - size * 0.5, cy + size * 0.45);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
}

static void badge (TrajanFrame *f,
                   double       cx,
                   double       cy,
                   guint        n,
                   double       r);

/* The bowl and slot that the move under the pointer (or the sowing in
 * progress) will reach, for the preview. */
typedef struct
{
  int      target;
  int      next;
  gboolean claim;
} Preview;

static Preview
wheel_preview (TrajanFrame *f,
               guint        seat)
{
  Preview pv = { -1, -1, FALSE };
  const LudusMove *h = f->ctx->hover;
  TrajanSowing sowing;
  int bowl;

  if (f->s->phase == TRAJAN_PHASE_SOW && f->s->current == seat)
    bowl = -1;
  else if (h != NULL && h->kind == TRAJAN_MOVE_CHOOSE_BOWL && (guint) f->big == seat)
    bowl = h->args[0];
  else
    return pv;
  if (trajan_sowing_preview (f->d, f->s, bowl, &sowing))
    {
      pv.target = (int) sowing.target;
      pv.next = sowing.next;
      pv.claim = sowing.claimable;
    }
  return pv;
}

static void
draw_slot (TrajanFrame        *f,
           const Wheel        *w,
           guint               seat,
           const TrajanPlayer *p,
           guint               k,
           const Preview      *pv)
{
  double sx, sy, x, y;
  int tile = p->slots[k];
  g_autofree char *tip = NULL;

  slot_centre (w, k, &sx, &sy);
  x = sx - w->slot_w / 2;
  y = sy - w->slot_h / 2;
  if (tile >= 0)
    {
      g_autofree char *name = trajan_render_trajan_tile_name (f, tile);

      trajan_render_trajan_tile (f, tile, x, y, w->slot_w, w->slot_h);
      /* Translators: a Trajan slot (I-VI) of the action wheel, and its tile */
      tip = g_strdup_printf (_("Slot %s: %s"), roman[k], name);
    }
  else
    {
      ludus_cairo_set_rgb (f->cr, &f->pal->text_dim, 1.0);
      trajan_render_text (f, roman[k], sx, sy, w->large ? 16 : w->slot_h * 0.47, TRUE,
                          w->slot_w, 0);
      tip = g_strdup_printf (_("Slot %s (empty)"), roman[k]);
    }
  if (pv->target == (int) k && tile >= 0 && pv->claim)
    {
      ludus_cairo_rounded_rect (f->cr, x - 3, y - 3, w->slot_w + 6, w->slot_h + 6, 7);
      ludus_cairo_set_rgb (f->cr, &f->pal->accent, 1.0);
      cairo_set_line_width (f->cr, 3);
      cairo_stroke (f->cr);
    }
  trajan_render_tip_rect (f, x, y, w->slot_w, w->slot_h, tip);
  if (p->arch == k)
    {
      g_autofree char *atip = g_strdup_printf (_("%s’s Trajan arch: the next Trajan tile goes "
                                                 "on this slot"),
                                               trajan_render_seat_name (f, seat));
      double as = w->large ? 26 : 14;

      draw_arch (f, seat, x + w->slot_w - as * 0.35, y + as * 0.2, as);
      trajan_render_tip_rect (f, x + w->slot_w - as * 0.85, y - as * 0.35, as, as * 0.9, atip);
    }
}

/* Set-up: a frame round the slot of each bowl that may still take a
 * marker. */
static void
draw_setup_swatches (TrajanFrame *f,
                     const Wheel *w,
                     guint        k)
{
  double sx, sy;
  gboolean any = FALSE;

  slot_centre (w, k, &sx, &sy);
  for (guint c = 0; c < TRAJAN_N_COLOURS && !any; c++)
    any = trajan_render_find_move (f, TRAJAN_MOVE_SETUP_MARKER, (int) k, (int) c, 0, 0) >= 0;
  if (!any)
    return;
  /* One frame round the bowl's slot: the colours that may still go into
   * it are chosen in the table of the choices panel (draw_setup_table ()),
   * where each is large enough to hit. */
  ludus_cairo_rounded_rect (f->cr, sx - w->slot_w / 2 - 2, sy - w->slot_h / 2 - 2,
                            w->slot_w + 4, w->slot_h + 4, 6);
  ludus_cairo_set_rgb (f->cr, &f->pal->accent, 0.12);
  cairo_fill_preserve (f->cr);
  ludus_cairo_set_rgb (f->cr, &f->pal->accent, 1.0);
  cairo_set_line_width (f->cr, 2);
  cairo_stroke (f->cr);
}

/* The wheel, its bowls with their actions and the empty slots. */
static void
draw_wheel_static (TrajanFrame *f,
                   const Wheel *w)
{
  cairo_arc (f->cr, w->cx, w->cy, w->ring + w->bowl + 6, 0, 2 * G_PI);
  ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
  cairo_fill (f->cr);
  /* The slots first: a bowl's label may reach over its slot's corner. */
  for (guint k = 0; k < TRAJAN_N_ACTIONS; k++)
    {
      double sx, sy;

      slot_centre (w, k, &sx, &sy);
      ludus_cairo_rounded_rect (f->cr, sx - w->slot_w / 2, sy - w->slot_h / 2, w->slot_w,
                                w->slot_h, 5);
    }
  ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
  cairo_fill (f->cr);
  for (guint k = 0; k < TRAJAN_N_ACTIONS; k++)
    {
      double bx, by;

      bowl_centre (w, k, &bx, &by);
      cairo_new_path (f->cr);
      cairo_arc (f->cr, bx, by, w->bowl, 0, 2 * G_PI);
      ludus_cairo_set_rgb (f->cr, &f->pal->surface, 1.0);
      cairo_fill_preserve (f->cr);
      ludus_cairo_set_rgb (f->cr, &f->pal->line, 1.0);
      cairo_set_line_width (f->cr, 1.5);
      cairo_stroke (f->cr);
      /* A small wheel's names would be drawn too small to read (see
       * TRAJAN_MIN_TEXT_PX): its bowls lie as on the big mat, and their
       * tooltips name them. */
      if (!w->large && w->bowl * 0.39 * f->scale < TRAJAN_MIN_TEXT_PX)
        continue;
      ludus_cairo_set_rgb (f->cr, &f->pal->text_dim, 1.0);
      trajan_render_text (f, trajan_action_name (f->d->bowl_action[k]), bx,
                          by - w->bowl * (w->large ? 0.62 : 0.68),
                          w->large ? 13 : w->bowl * 0.39, TRUE,
                          w->bowl * (w->large ? 1.9 : 1.5), 0);
    }
}

/* The markers still to sow, in the wheel's centre: the choices of colour. */
static void
draw_sowing_hand (TrajanFrame *f,
                  const Wheel *w)
{
  guint n = 0;

  for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
    {
      double mx, my;
      g_autofree char *tip = NULL;
      int m;

      if (f->s->sow_left[c] == 0)
        continue;
      /* Spaced for targets of 24 px at 1280×716. */
      mx = w->cx + ((int) (n % 3) - 1) * 34;
      my = w->cy + (n / 3 == 0 ? -12 : 22);
      trajan_render_marker (f, c, mx, my, 11);
      if (f->s->sow_left[c] > 1)
        badge (f, mx + 10, my + 9, f->s->sow_left[c], 8);
      tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u %s marker still to sow",
                                          "%u %s markers still to sow", f->s->sow_left[c]),
                             f->s->sow_left[c], trajan_colour_name (c));
      m = trajan_render_find_move (f, TRAJAN_MOVE_SOW, (int) c, 0, 0, 0);
      if (!trajan_render_offer_circle (f, m, mx, my, 17, tip))
        trajan_render_tip_circle (f, mx, my, 17, tip);
      n++;
    }
}

static void
draw_wheel (TrajanFrame        *f,
            const Wheel        *w,
            guint               seat,
            const TrajanPlayer *p)
{
  Preview pv = wheel_preview (f, seat);
  gboolean mine = (guint) f->big == seat;

  if (TRAJAN_DRAWS_STATIC (f))
    draw_wheel_static (f, w);
  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  for (guint k = 0; k < TRAJAN_N_ACTIONS; k++)
    {
      if (mine && f->s->phase == TRAJAN_PHASE_SETUP_MARKERS && p->slots[k] < 0)
        draw_setup_swatches (f, w, k);
      else
        draw_slot (f, w, seat, p, k, &pv);
    }
  for (guint k = 0; k < TRAJAN_N_ACTIONS; k++)
    {
      double bx, by;
      g_autofree char *tip = bowl_tooltip (f, p, k);
      int m = mine ? trajan_render_find_move (f, TRAJAN_MOVE_CHOOSE_BOWL, (int) k, 0, 0, 0) : -1;

      bowl_centre (w, k, &bx, &by);
      if (pv.target == (int) k || pv.next == (int) k)
        {
          /* The target: a double ring outside the legal-move outline; the
           * bowl receiving the next marker: a dashed one. */
          ludus_cairo_set_rgb (f->cr, &f->pal->accent, 1.0);
          cairo_set_line_width (f->cr, 2.5);
          if (pv.target != (int) k)
            cairo_set_dash (f->cr, (double[]) { 5, 4 }, 2, 0);
          cairo_new_path (f->cr);
          cairo_arc (f->cr, bx, by, w->bowl + 6, 0, 2 * G_PI);
          cairo_stroke (f->cr);
          if (pv.target == (int) k)
            {
              cairo_arc (f->cr, bx, by, w->bowl + 10, 0, 2 * G_PI);
              cairo_stroke (f->cr);
            }
          cairo_set_dash (f->cr, NULL, 0, 0);
        }
      if (trajan_render_marked (f, (int) seat, TRAJAN_MOVE_CHOOSE_BOWL, (int) k, -1) >= 0)
        trajan_render_mark (f, (int) seat, bx - w->bowl, by - w->bowl, 2 * w->bowl,
                            2 * w->bowl);
      draw_markers_in (f, p->bowls[k], bx, by + w->bowl * 0.12, w->marker, w->large);
      if (!trajan_render_offer_circle (f, m, bx, by, w->bowl, tip))
        trajan_render_tip_circle (f, bx, by, w->bowl, tip);
    }
  if (p->arch == TRAJAN_ARCH_CENTRE)
    {
      g_autofree char *atip = g_strdup_printf (_("%s’s Trajan arch: every slot is full"),
                                               trajan_render_seat_name (f, seat));
      double as = w->large ? 30 : 16, ay = w->cy - (w->large ? 26 : 0);

      draw_arch (f, seat, w->cx, ay, as);
      trajan_render_tip_rect (f, w->cx - as / 2, ay - as / 2, as, as, atip);
    }
  /* Sowing: the markers still in hand, in the wheel's centre. */
  if (mine && f->s->phase == TRAJAN_PHASE_SOW && f->s->current == seat)
    draw_sowing_hand (f, w);
}

/* The storage areas of a mat, in rows. */

typedef struct
{
  double x, y, w;
  double h;          /* row height */
  double label_w;
  gboolean large;
  double k;          /* compact mats: how much larger than the smallest */
} Rows;

static double
row_label (TrajanFrame *f,
           Rows        *r,
           const char  *label)
{
  if (TRAJAN_DRAWS_STATIC (f))
    trajan_render_text_dim (f, label, r->x, r->y + r->h / 2, r->large ? 14 : 11 * r->k,
                            r->label_w - 10, -1);
  return r->x + r->label_w;
}

static void
badge (TrajanFrame *f,
       double       cx,
       double       cy,
       guint        n,
       double       r)
{
  char num[8];

  g_snprintf (num, sizeof num, "%u", n);
  cairo_arc (f->cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source_rgb (f->cr, 0.12, 0.12, 0.12);
  cairo_fill (f->cr);
  cairo_set_source_rgb (f->cr, 1, 1, 1);
  trajan_render_text (f, num, cx, cy, r * 1.3, TRUE, r * 1.8, 0);
}

static void
draw_hand (TrajanFrame        *f,
           Rows               *r,
           guint               seat,
           const TrajanPlayer *p)
{
  double x = row_label (f, r, _("Hand"));
  double cw = r->large ? 56 : 20 * r->k, ch = r->large ? 64 : 28 * r->k;
  double y = r->y + (r->large ? 2 : (r->h - ch) / 2);
  guint hidden = p->hand_hidden;
  g_autofree char *tip = NULL;
  gboolean steps = (int) seat == f->big && trajan_render_seaport_steps (f);

  if (!TRAJAN_DRAWS_DYNAMIC (f))
    {
      r->y += r->h;
      return;
    }
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    {
      g_autofree char *ctip = NULL;

      if (p->hand[k] == 0)
        continue;
      trajan_render_goods_card (f, (int) k, x, y, cw, ch);
      if (p->hand[k] > 1)
        badge (f, x + cw - 3, y + 3, p->hand[k], r->large ? 8 : 5);
      ctip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Goods card in hand: %s (%u)",
                                           "Goods cards in hand: %s (%u)", p->hand[k]),
                              trajan_goods_name (k), p->hand[k]);
      trajan_render_tip_rect (f, x, y, cw, ch, ctip);
      if (r->large && steps)
        trajan_render_seaport_pick (f, k, x, y, cw, ch);
      /* Discarding after drawing two: onto the left or the right pile. */
      for (int pile = 0; pile < 2 && r->large; pile++)
        {
          int m = trajan_render_find_move (f, TRAJAN_MOVE_SEAPORT_DISCARD, (int) k, pile, 0, 0);

          if (m >= 0)
            trajan_render_button (f, m, pile == 0 ? "◀" : "▶", x + pile * (cw / 2 + 1),
                                  y + ch + 3, cw / 2 - 1, 20, NULL);
        }
      x += cw + 5;
    }
  if (hidden > 0)
    {
      trajan_render_goods_card (f, -1, x, y, cw, ch);
      badge (f, x + cw - 3, y + 3, hidden, r->large ? 9 : 6);
      tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s holds %u goods card",
                                          "%s holds %u goods cards", hidden),
                             trajan_render_seat_name (f, seat), hidden);
      trajan_render_tip_rect (f, x, y, cw, ch, tip);
      x += cw + 5;
    }
  if (r->large && steps)
    trajan_render_seaport_jokers (f, x, y, cw, ch);
  if (trajan_hand_count (p) == 0 && !r->large)
    {
      /* On a small mat the words would not fit beside the construction
       * tiles: a faded card back counting none. */
      trajan_render_goods_card (f, -1, x, y, cw, ch);
      ludus_cairo_rounded_rect (f->cr, x - 0.5, y - 0.5, cw + 1, ch + 1, 3);
      ludus_cairo_set_rgb (f->cr, &f->pal->surface, 0.65);
      cairo_fill (f->cr);
      badge (f, x + cw - 3, y + 3, 0, 6);
      trajan_render_tip_rect (f, x, y, cw, ch, _("no cards"));
    }
  else if (trajan_hand_count (p) == 0)
    trajan_render_text_dim (f, _("no cards"), x, r->y + r->h / 2, 14, 120, -1);
  r->y += r->h;
}

static void
draw_display (TrajanFrame        *f,
              Rows               *r,
              const TrajanPlayer *p)
{
  double x = row_label (f, r, _("Display"));
  double cw = r->large ? 28 : 16 * r->k, ch = r->large ? 38 : 22 * r->k;
  double y = r->y + (r->h - ch) / 2;
  gboolean any = FALSE;

  if (!TRAJAN_DRAWS_DYNAMIC (f))
    {
      r->y += r->h;
      return;
    }
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    {
      g_autofree char *tip = NULL;

      if (p->display[k] == 0)
        continue;
      trajan_render_goods_card (f, (int) k, x, y, cw, ch);
      if (p->display[k] > 1)
        badge (f, x + cw - 2, y + 2, p->display[k], r->large ? 7 : 5);
      tip = g_strdup_printf (_("Display: %u× %s"), p->display[k], trajan_goods_name (k));
      trajan_render_tip_rect (f, x, y, cw, ch, tip);
      x += cw + 4;
      any = TRUE;
    }
  if (!any)
    trajan_render_text_dim (f, _("empty"), x, r->y + r->h / 2, r->large ? 14 : 11 * r->k, 100, -1);
  /* Another seat that put cards on display since the viewer's last turn. */
  if (trajan_render_marked (f, (int) (p - f->s->players), TRAJAN_MOVE_SEAPORT_DISPLAY, -1, -1)
      >= 0)
    trajan_render_mark (f, (int) (p - f->s->players), r->x + r->label_w, r->y + 3,
                        MAX (cw, x - 4 - r->x - r->label_w), r->h - 6);
  /* The picked cards may go on display: the row is the target. */
  if (r->large && (int) (p - f->s->players) == f->big)
    trajan_render_seaport_offer (f, TRAJAN_N_SHIPS, r->x + r->label_w, r->y + 2,
                                 MIN (260, r->w - r->label_w), r->h - 4);
  r->y += r->h;
}

static void
draw_tiles (TrajanFrame        *f,
            Rows               *r,
            guint               seat,
            const TrajanPlayer *p)
{
  double x = row_label (f, r, C_("trajan mat", "Tiles")), ts = r->large ? 34 : 20 * r->k;
  double y = r->y + (r->h - ts) / 2, end = r->x + r->w;
  guint n = p->n_forum + p->n_extra + (guint) __builtin_popcountll (p->trajan_demand)
            + (guint) __builtin_popcount (p->bonus);
  double step = n > 0 ? MIN (ts + 4, (end - x) / n) : ts + 4;

  if (!TRAJAN_DRAWS_DYNAMIC (f))
    {
      r->y += r->h;
      return;
    }
  for (guint i = 0; i < p->n_forum; i++)
    {
      g_autofree char *tip = trajan_forum_tile_name (f->d, (guint) p->forum[i]);

      trajan_render_forum_tile (f, p->forum[i], x, y, ts, ts);
      trajan_render_tip_rect (f, x, y, MIN (ts, step), ts, tip);
      x += step;
    }
  for (guint i = 0; i < p->n_extra; i++)
    {
      g_autofree char *tip = g_strdup_printf (_("Extra-action tile: %s"),
                                              trajan_action_name (f->d->extra_tiles[p->extra[i]]));

      trajan_render_extra_tile (f, p->extra[i], x, y, ts, ts);
      trajan_render_tip_rect (f, x, y, MIN (ts, step), ts, tip);
      x += step;
    }
  for (guint t = 0; t < TRAJAN_N_TRAJAN_TILES; t++)
    if (p->trajan_demand & (G_GUINT64_CONSTANT (1) << t))
      {
        g_autofree char *tip = trajan_render_trajan_tile_name (f, (int) t);

        trajan_render_trajan_tile (f, (int) t, x, y, ts, ts);
        trajan_render_tip_rect (f, x, y, MIN (ts, step), ts, tip);
        x += step;
      }
  for (guint b = 0; b < TRAJAN_N_BONUS_TILES; b++)
    if (p->bonus & (1u << b))
      {
        gboolean grey = (p->bonus_grey & (1u << b)) != 0;
        g_autofree char *name = trajan_bonus_tile_name (f->d, b);
        g_autofree char *tip = g_strdup_printf (grey ? _("%s (grey side)") : _("%s (yellow side)"),
                                                name);

        trajan_render_bonus_tile (f, (int) b, grey, x, y, ts, ts);
        trajan_render_tip_rect (f, x, y, MIN (ts, step), ts, tip);
        x += step;
      }
  if (n == 0)
    trajan_render_text_dim (f, _("none yet"), x, r->y + r->h / 2, r->large ? 14 : 11 * r->k,
                            100, -1);
  (void) seat;
  r->y += r->h;
}

static void
draw_plus_two (TrajanFrame        *f,
               Rows               *r,
               const TrajanPlayer *p)
{
  double x = row_label (f, r, "+2"), bw = 78, bh = r->large ? 30 : 16 * r->k;
  double y = r->y + (r->h - bh) / 2;
  gboolean plus_two_claim = f->s->phase == TRAJAN_PHASE_TRAJAN_CLAIM && f->s->claim_tile >= 0
                            && f->d->trajan_tiles[f->s->claim_tile].category
                               == TRAJAN_CATEGORY_PLUS_TWO;

  if (!TRAJAN_DRAWS_DYNAMIC (f))
    {
      r->y += r->h;
      return;
    }
  /* The other players' mats show only their "+2" markers, large enough to
   * read; the big mat shows all six spaces. */
  if (!r->large)
    {
      guint n = (guint) __builtin_popcount (p->plus_two & 0x3f);
      double cw = n > 0 ? MIN (74 * r->k, (r->x + r->w - x) / n - 4) : 0;

      if (n == 0)
        trajan_render_text_dim (f, _("none yet"), x, r->y + r->h / 2, 11 * r->k, 100, -1);
      for (guint a = 0; a < TRAJAN_N_ACTIONS; a++)
        {
          g_autofree char *tip = NULL;

          if (!(p->plus_two & (1u << a)))
            continue;
          tip = g_strdup_printf (_("“+2” on %s: an extra-action tile gives two repetitions"),
                                 trajan_action_name (a));
          ludus_cairo_rounded_rect (f->cr, x, y, cw, bh, 4);
          cairo_set_source_rgb (f->cr, 0.20, 0.45, 0.73);
          cairo_fill (f->cr);
          cairo_set_source_rgb (f->cr, 1, 1, 1);
          trajan_render_text (f, trajan_action_name (a), x + cw / 2, y + bh / 2, 10 * r->k, TRUE,
                              cw - 4, 0);
          trajan_render_tip_rect (f, x, y, cw, bh, tip);
          x += cw + 4;
        }
      r->y += r->h;
      return;
    }
  for (guint a = 0; a < TRAJAN_N_ACTIONS; a++)
    {
      gboolean on = (p->plus_two & (1u << a)) != 0;
      g_autofree char *tip = g_strdup_printf (on ? _("“+2” on %s: an extra-action tile gives "
                                                     "two repetitions")
                                                 : _("“+2” space for %s (empty)"),
                                              trajan_action_name (a));
      int m = -1;

      /* Claiming a "+2" Trajan tile: the free spaces are the choices. */
      if (plus_two_claim && (guint) f->big == (guint) (p - f->s->players))
        m = trajan_render_find_move (f, TRAJAN_MOVE_TRAJAN_EFFECT, (int) a, 0, 0, 0);
      ludus_cairo_rounded_rect (f->cr, x, y, bw, bh, 4);
      if (on)
        cairo_set_source_rgb (f->cr, 0.20, 0.45, 0.73);
      else
        ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
      cairo_fill (f->cr);
      if (on)
        cairo_set_source_rgb (f->cr, 1, 1, 1);
      else
        ludus_cairo_set_rgb (f->cr, &f->pal->text_dim, 1.0);
      /* The action's name, and on a marked space the "+2" above it. */
      trajan_render_text (f, trajan_action_name (a), x + bw / 2, y + bh * (on ? 0.7 : 0.5),
                          on ? 12 : 13, on, bw - 6, 0);
      if (on)
        trajan_render_text (f, "+2", x + bw / 2, y + bh * 0.28, 12, TRUE, bw - 6, 0);
      if (!trajan_render_offer_rect (f, m, x, y, bw, bh, tip))
        trajan_render_tip_rect (f, x, y, bw, bh, tip);
      x += bw + 4;
    }
  r->y += r->h;
}

static void
draw_construction_kinds (TrajanFrame        *f,
                         double              x,
                         double              y,
                         double              h,
                         gboolean            large,
                         const TrajanPlayer *p)
{
  double bw = large ? 30 : h * 1.25, bh = h;

  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  for (guint k = 0; k < TRAJAN_N_CONSTRUCTION_KINDS; k++)
    {
      guint n = 0;
      g_autofree char *tip = NULL;

      for (guint t = 0; t < TRAJAN_N_CONSTRUCTION_TILES; t++)
        if ((p->construction & (1u << t)) && f->d->construction_kind[t] == k)
          n++;
      /* The kind's swatch (as on the construction area) with the count;
       * faded while the player has none of the kind. */
      trajan_render_construction_tile (f, k, n > 0 ? (int) n : TRAJAN_CONSTRUCTION_NONE, x, y,
                                       bw, bh);
      /* Translators: construction tiles of one kind (1-5) on a mat */
      tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Construction kind %u: %u tile; the first gives the "
                                          "bonus action %s",
                                          "Construction kind %u: %u tiles; the first gives the "
                                          "bonus action %s", n), k + 1, n,
                             trajan_action_name (f->d->construction_bonus[k]));
      trajan_render_tip_rect (f, x, y, bw, bh, tip);
      x += bw + 3;
    }
}

/* The other players' figures as pictures and numbers, which stay legible
 * where a sentence would be too small. */
static void
draw_figure_counts (TrajanFrame        *f,
                    Rows               *r,
                    double              x,
                    guint               seat,
                    const TrajanPlayer *p,
                    const char         *where)
{
  static const LudusRgb worker = { 0.72, 0.45, 0.18 }, legion = { 0.20, 0.52, 0.30 };
  static const LudusRgb commander = { 0.15, 0.15, 0.15 };
  double cy = r->y + r->h / 2, ih = r->h * 0.8, step = 36 * r->k, fs = 11 * r->k;
  const guint counts[] = { p->supply, p->worker_camp, p->military_camp };
  const LudusRgb *colours[] = { NULL, &worker, &legion };
  double sr, sg, sb;

  ludus_view_get_seat_rgb (f->ctx->view, seat, &sr, &sg, &sb);
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      LudusRgb own = { sr, sg, sb };
      g_autofree char *tip = NULL;
      char num[8];

      trajan_render_figure (f, colours[i] != NULL ? colours[i] : &own, x + ih * 0.3, cy, ih);
      g_snprintf (num, sizeof num, "%u", counts[i]);
      ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
      trajan_render_text (f, num, x + ih * 0.7, cy, fs, TRUE, step - ih, -1);
      if (i == 0)
        tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Personal supply: %u figure",
                                            "Personal supply: %u figures", counts[i]),
                               counts[i]);
      else if (i == 1)
        tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Worker camp: %u worker",
                                            "Worker camp: %u workers", counts[i]), counts[i]);
      else
        tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Military camp: %u legionnaire",
                                            "Military camp: %u legionnaires", counts[i]),
                               counts[i]);
      trajan_render_tip_rect (f, x, r->y, step, r->h, tip);
      x += step;
    }
  {
    g_autofree char *tip = g_strdup_printf (_("Commander: %s"), where);

    trajan_render_figure (f, &commander, x + ih * 0.3, cy, ih * 1.15);
    ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
    trajan_render_text (f, where, x + ih * 0.75, cy, fs, FALSE, r->x + r->w - x - ih, -1);
    trajan_render_tip_rect (f, x, r->y, r->x + r->w - x, r->h, tip);
  }
}

static void
draw_figures (TrajanFrame        *f,
              Rows               *r,
              guint               seat,
              const TrajanPlayer *p)
{
  double x = row_label (f, r, _("Figures")), cy = r->y + r->h / 2;
  double fs = r->large ? 14 : 11 * r->k;
  g_autofree char *text = NULL;
  const char *where;

  if (!TRAJAN_DRAWS_DYNAMIC (f))
    {
      r->y += r->h;
      return;
    }
  where = p->commander == TRAJAN_COMMANDER_CAMP ? _("military camp")
          : f->d->provinces[CLAMP (p->commander, 0, TRAJAN_N_PROVINCES - 1)].name;
  /* Translators: a player's figures: personal supply, workers and legionnaires
   * in the camps, and where the commander stands */
  text = g_strdup_printf (_("supply %u · worker camp %u · military camp %u · commander: %s"),
                          p->supply, p->worker_camp, p->military_camp, where);
  if (r->large)
    {
      ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
      trajan_render_text (f, text, x, cy, fs, FALSE, r->x + r->w - x, -1);
      trajan_render_tip_rect (f, x, r->y, r->x + r->w - x, r->h, text);
    }
  else
    draw_figure_counts (f, r, x, seat, p, where);
  r->y += r->h;
}

static void
mat_header (TrajanFrame        *f,
            guint               seat,
            const TrajanPlayer *p,
            double              x,
            double              y,
            double              w,
            gboolean            large)
{
  g_autofree char *vp = g_strdup_printf (_("%d VP"), p->vp);
  g_autofree char *votes = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d vote", "%d votes",
                                                         ABS (trajan_votes (f->d, f->s, seat))),
                                            trajan_votes (f->d, f->s, seat));
  double fs = large ? 17 : 13;

  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  trajan_render_seat_piece (f, seat, x + 10, y, large ? 10 : 8);
  ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
  trajan_render_text (f, trajan_render_seat_name (f, seat), x + 26, y, fs, TRUE, w * 0.45, -1);
  trajan_render_text (f, vp, x + w - 10, y, fs, TRUE, 90, 1);
  trajan_render_text_dim (f, votes, x + w - (large ? 110 : 90), y, fs * 0.8, 90, 1);
  if (f->viewer == (int) seat)
    {
      double name_w = 10 + fs * 0.6 * g_utf8_strlen (trajan_render_seat_name (f, seat), -1);

      trajan_render_text_dim (f, _("(you)"), x + 30 + MIN (w * 0.45, name_w), y, fs * 0.8, 80,
                              -1);
    }
}

static void
mat_frame (TrajanFrame *f,
           guint        seat,
           double       x,
           double       y,
           double       w,
           double       h)
{
  gboolean acting = (trajan_actors (f->ctx->state) & (1u << seat)) != 0;

  if (TRAJAN_DRAWS_STATIC (f))
    trajan_render_box (f, x, y, w, h, 10, &f->pal->surface, 1.0);
  if (acting && TRAJAN_DRAWS_DYNAMIC (f))
    {
      ludus_cairo_rounded_rect (f->cr, x + 1, y + 1, w - 2, h - 2, 10);
      ludus_cairo_set_rgb (f->cr, &f->pal->accent, 1.0);
      cairo_set_line_width (f->cr, 2.5);
      cairo_stroke (f->cr);
    }
}

void
trajan_render_draw_mat_large (TrajanFrame *f,
                              guint        seat,
                              double       x,
                              double       y,
                              double       w,
                              double       h)
{
  const TrajanPlayer *p = &f->s->players[seat];
  Wheel wheel = { x + 205, y + 180, 98, 44, 166, 58, 50, 9, TRUE };
  Rows r = { x + 420, y + 44, w - 430, 64, 96, TRUE, 1.0 };

  mat_frame (f, seat, x, y, w, h);
  draw_wheel (f, &wheel, seat, p);
  mat_header (f, seat, p, x + 420, y + 22, w - 430, TRUE);
  r.h = 90;
  draw_hand (f, &r, seat, p);
  r.h = 48;
  draw_display (f, &r, p);
  r.h = 46;
  draw_tiles (f, &r, seat, p);
  r.h = 38;
  draw_plus_two (f, &r, p);
  /* The construction tiles by kind, on their own row with the whole label. */
  r.h = 38;
  if (TRAJAN_DRAWS_STATIC (f))
    trajan_render_text_dim (f, _("Construction tiles"), r.x, r.y + r.h / 2, 14, 200, -1);
  draw_construction_kinds (f, r.x + 210, r.y + 5, r.h - 10, TRUE, p);
  r.y += r.h;
  r.h = 38;
  draw_figures (f, &r, seat, p);
}

void
trajan_render_draw_mat_compact (TrajanFrame *f,
                                guint        seat,
                                double       x,
                                double       y,
                                double       w,
                                double       h)
{
  const TrajanPlayer *p = &f->s->players[seat];
  double k = CLAMP (h / 150, 1.0, 1.4);
  Wheel wheel = { x + 81 * k, y + h / 2 + 2, 38 * k, 18 * k, 67 * k, 22 * k, 19 * k, 4.2 * k,
                  FALSE };
  Rows r = { x + 164 * k, y + 26 * k, w - 170 * k, 24 * k, 66 * k, FALSE, k };
  double kinds_x = x + w - 5 * (17 * k * 1.25 + 3) - 6;

  mat_frame (f, seat, x, y, w, h);
  draw_wheel (f, &wheel, seat, p);
  mat_header (f, seat, p, x + 160 * k, y + 14 * k, w - 164 * k, FALSE);
  /* Other players' hands are face down: their row has room for the
   * construction tiles at its right end. */
  draw_construction_kinds (f, kinds_x, r.y + 3.5 * k, 17 * k, FALSE, p);
  /* The hand's row ends where the construction tiles begin. */
  r.w = kinds_x - 6 - r.x;
  draw_hand (f, &r, seat, p);
  r.w = w - 170 * k;
  draw_display (f, &r, p);
  draw_tiles (f, &r, seat, p);
  draw_plus_two (f, &r, p);
  r.h = 22 * k;
  draw_figures (f, &r, seat, p);
}

/* A key to the marker colours (with their patterns) and the goods cards. */
static void
draw_legend (TrajanFrame *f,
             double       x,
             double       y,
             double       w)
{
  double cw = w / TRAJAN_N_COLOURS, gw = w / (TRAJAN_N_GOODS / 2);

  ludus_cairo_set_rgb (f->cr, &f->pal->line, 1.0);
  cairo_rectangle (f->cr, x, y - 8, w, 1);
  cairo_fill (f->cr);
  for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
    {
      trajan_render_marker (f, c, x + c * cw + 9, y + 8, 7);
      trajan_render_text_dim (f, trajan_colour_name (c), x + c * cw + 20, y + 8, 12, cw - 22, -1);
    }
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    {
      double gx = x + (k % 6) * gw, gy = y + 24 + (k / 6) * 30;

      trajan_render_goods_card (f, (int) k, gx, gy, 18, 26);
      trajan_render_text_dim (f, trajan_goods_name (k), gx + 22, gy + 13, 12, gw - 24, -1);
    }
}

/* While sowing, and while the pointer is on a bowl: where the markers
 * go and whether the Trajan tile there can be claimed. */
static char *
sowing_status (TrajanFrame *f)
{
  const TrajanState *s = f->s;
  const LudusMove *h = f->ctx->hover;
  TrajanSowing sw;
  g_autofree char *where = NULL;
  const char *claim;

  if (s->phase == TRAJAN_PHASE_SOW && s->current == (guint) f->big
      && trajan_sowing_preview (f->d, s, -1, &sw))
    /* Translators: while sowing; both are actions (the bowls') */
    where = g_strdup_printf (_("Next marker into the %s bowl; the last lands in the %s bowl"),
                             trajan_action_name (f->d->bowl_action[sw.next]),
                             trajan_action_name (f->d->bowl_action[sw.target]));
  else if (h != NULL && h->kind == TRAJAN_MOVE_CHOOSE_BOWL && s->phase == TRAJAN_PHASE_CHOOSE_BOWL
           && trajan_sowing_preview (f->d, s, h->args[0], &sw))
    /* Translators: the pointer is on a bowl; %s is the action of the target bowl */
    where = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u marker: it lands in the %s bowl",
                                          "%u markers: the last lands in the %s bowl",
                                          sw.markers),
                             sw.markers, trajan_action_name (f->d->bowl_action[sw.target]));
  else
    return NULL;
  if (sw.tile < 0)
    return g_steal_pointer (&where);
  claim = sw.claimable ? _("The Trajan tile there can be claimed")
                       : _("The Trajan tile there cannot be claimed this way");
  return g_strdup_printf ("%s\n%s", where, claim);
}

/* Set-up: a marker of each colour still in hand for each bowl, as a table
 * of bowls (rows) by colours (columns). Returns the height used. */
static double
draw_setup_table (TrajanFrame *f,
                  double       x,
                  double       y,
                  double       w)
{
  const double cell = 36;
  double label_w = MIN (180, w - 20 - TRAJAN_N_COLOURS * cell), top = y;
  gboolean any = FALSE;

  for (guint i = 0; i < f->n_moves && !any; i++)
    any = f->moves[i].kind == TRAJAN_MOVE_SETUP_MARKER;
  if (!any)
    return 0;
  for (guint k = 0; k < TRAJAN_N_ACTIONS; k++)
    {
      double cy = top + cell / 2;

      ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
      trajan_render_text (f, trajan_action_name (f->d->bowl_action[k]), x + 10, cy, 14, TRUE,
                          label_w - 10, -1);
      for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
        {
          int m = trajan_render_find_move (f, TRAJAN_MOVE_SETUP_MARKER, (int) k, (int) c, 0, 0);
          double cx = x + label_w + (c + 0.5) * cell;

          if (m < 0)
            continue;
          trajan_render_marker (f, c, cx, cy, 10);
          trajan_render_offer_quiet (f, m, cx, cy, cell / 2);
        }
      top += cell;
    }
  return top - y;
}

/* Shipping and display are chosen on the board, in steps: no buttons for
 * them, what is picked instead. Returns the height used. */
static double
seaport_steps (TrajanFrame *f,
               double       x,
               double       y,
               double       w)
{
  if (!trajan_render_seaport_steps (f))
    return 0;
  for (guint k = 0; k < f->n_moves; k++)
    if (f->moves[k].kind == TRAJAN_MOVE_SEAPORT_SHIP
        || f->moves[k].kind == TRAJAN_MOVE_SEAPORT_DISPLAY)
      f->placed[k] = TRUE;
  return trajan_render_seaport_status (f, x + 10, y + 40, w - 20);
}

/* The panel: a button for each legal move that has no natural place on the
 * board, and the sowing preview. The prompt itself is the match page's, above
 * the board, so it is not repeated here. */
void
trajan_render_draw_choices (TrajanFrame *f,
                            double       x,
                            double       y,
                            double       w,
                            double       h)
{
  g_autofree char *status = NULL;
  guint n = 0, cols, rows, i = 0;
  double bh, bw, top;

  trajan_render_panel (f, x, y, w, h, NULL);
  if (TRAJAN_DRAWS_STATIC (f))
    draw_legend (f, x + 10, y + h - 92, w - 20);
  if (!TRAJAN_DRAWS_DYNAMIC (f))
    return;
  h -= 100;
  y -= 30;
  h += 30;
  status = sowing_status (f);
  if (status != NULL)
    {
      /* Where the markers go, and below it what that means for the tile. */
      g_auto(GStrv) lines = g_strsplit (status, "\n", 2);
      guint n_lines = g_strv_length (lines);

      ludus_cairo_set_rgb (f->cr, &f->pal->accent, 1.0);
      for (guint l = 0; l < n_lines; l++)
        trajan_render_text (f, lines[l], x + 14, y + 48 + l * 22, 15, TRUE, w - 28, -1);
      trajan_render_tip_rect (f, x + 10, y + 37, w - 20, 22 * n_lines, status);
      y += 6 + 22 * n_lines;
      h -= 6 + 22 * n_lines;
    }
  if (f->n_moves == 0)
    {
      const char *text;

      if (f->s->phase == TRAJAN_PHASE_GAME_OVER)
        text = _("Final scores are on the victory-point track.");
      else
        text = _("Waiting for another player.");
      trajan_render_text_dim (f, text, x + 14, y + 48, 15, w - 28, -1);
      return;
    }
  y += draw_setup_table (f, x, y + 40, w);
  y += seaport_steps (f, x, y, w);
  for (guint k = 0; k < f->n_moves; k++)
    if (!f->placed[k])
      n++;
  if (n == 0)
    {
      trajan_render_text_dim (f, _("Choose on the board: the highlighted places."), x + 14,
                              y + 48, 15, w - 28, -1);
      return;
    }
  top = y + 38;
  for (cols = 1; cols < 6; cols++)
    {
      rows = (n + cols - 1) / cols;
      if ((y + h - 10 - top) / rows >= 26)
        break;
    }
  rows = (n + cols - 1) / cols;
  bh = MIN (38, (y + h - 10 - top) / rows - 4);
  bw = (w - 20 - (cols - 1) * 6) / cols;
  for (guint k = 0; k < f->n_moves; k++)
    {
      g_autofree char *label = NULL;
      double bx, by;

      if (f->placed[k])
        continue;
      label = trajan_move_label (f->d, f->s, &f->moves[k]);
      bx = x + 10 + (i / rows) * (bw + 6);
      by = top + (i % rows) * (bh + 4);
      trajan_render_button (f, (int) k, label, bx, by, bw, bh, NULL);
      i++;
    }
}
