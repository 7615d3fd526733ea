/* pn-board-side.c: the round, the card displays and every player's area
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Beside (or under) the city: a line with the round and the decks, the six
 * building cards, the fourteen honour cards in two rows, and one row per
 * player with everything in their play area. Cards are drawn with glyphs
 * (a brick in its colour, the influence token, a coin…) so that they read
 * the same in every language; their tooltips say what they do.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pn-board-private.h"

/* The tooltip's line on a card the refill put out (dashed in gold until the seat plays). */
#define REFILL_NOTE N_("New: put out by this turn's refill.")

static void
draw_status (Pnb     *b,
             PnbRect  r)
{
  g_autofree char *text = NULL;

  text = g_strdup_printf (_("Round %d of %d · market cards: %d · building cards: %d · "
                            "honour cards: %d"),
                          b->s->round, pn_last_round (b->s, b->d), b->s->n_market_deck,
                          b->s->n_building_deck, b->s->n_honor_deck);
  ludus_cairo_set_rgb (b->cr, &b->pal->text_dim, 1);
  pnb_text_left (b, text, r.x + 4 * b->u, r.y + r.h / 2, b->fs, r.w - 8 * b->u, FALSE);
  pnb_region (b, r, NULL, g_strdup (_("The round, and the cards left in each face-down deck")));
}

static void
paint_empty_slot (Pnb           *b,
                  PnbRect        c,
                  gconstpointer  data)
{
  ludus_cairo_rounded_rect (b->cr, c.x, c.y, c.w, c.h, 6 * b->u);
  ludus_cairo_set_rgb (b->cr, &b->pal->line, 0.3);
  cairo_set_line_width (b->cr, MAX (1, b->u));
  cairo_stroke (b->cr);
}

/* A display slot left empty. */
static void
empty_slot (Pnb     *b,
            PnbRect  c)
{
  pnb_sprite (b, c, 2, NULL, paint_empty_slot, NULL, "empty");
}

static void
paint_building_card (Pnb           *b,
                     PnbRect        r,
                     gconstpointer  data)
{
  const PnBuildingCard *c = &b->d->building[*(const int *) data];
  LudusRgb rgb;

  pnb_panel (b, r, &b->pal->surface);
  pnb_brick_rgb (c->color, b->dark, &rgb);
  ludus_cairo_rounded_rect (b->cr, r.x + 3 * b->u, r.y + 3 * b->u, r.w - 6 * b->u,
                            r.h * 0.22, 3 * b->u);
  ludus_cairo_set_rgb (b->cr, &rgb, 1);
  cairo_fill_preserve (b->cr);
  if (b->dark)
    ludus_cairo_set_rgb (b->cr, &b->pal->text_dim, 0.8);
  else
    cairo_set_source_rgba (b->cr, 0, 0, 0, 0.4);
  cairo_set_line_width (b->cr, MAX (1, b->u));
  cairo_stroke (b->cr);
  ludus_cairo_set_rgb (b->cr, &b->pal->text, 1);
  pnb_text_2 (b, pn_text_building (c->building), r.x + r.w / 2, r.y + r.h * 0.62, b->fs * 0.9,
              r.w - 6 * b->u);
}

static void
draw_building_card (Pnb     *b,
                    int      card,
                    PnbRect  r)
{
  const PnBuildingCard *c = &b->d->building[card];
  /* The name is in the key: the language may change. */
  g_autofree char *key = g_strdup_printf ("building|%d|%d|%s", c->color, c->building,
                                          pn_text_building (c->building));

  pnb_sprite (b, r, 1, &b->pal->background, paint_building_card, &card, key);
}

static char *
building_tip (Pnb *b,
              int  card)
{
  g_autofree char *name = pn_text_building_card (b->d, card);

  return g_strdup_printf (_("Building card %s: taken by whoever builds an element of this "
                            "colour in this building; sets of different buildings score at "
                            "the end."), name);
}

static PnbRect
building_slot (Pnb     *b,
               PnbRect  r,
               int      k)
{
  double gap = 6 * b->u, w = (r.w - 5 * gap) / PN_BUILDING_DISPLAY;

  return (PnbRect) { r.x + k * (w + gap), r.y, w, r.h };
}

/* The display card by card (each from its image), each card's region and mark. */
static void
draw_building_display (Pnb     *b,
                       PnbRect  r)
{
  for (int k = 0; k < PN_BUILDING_DISPLAY; k++)
    {
      PnbRect c = building_slot (b, r, k);
      int card = b->s->building_display[k];

      if (card < 0)
        {
          empty_slot (b, c);
          continue;
        }
      draw_building_card (b, card, c);
      if ((b->s->refill_building & (1u << k)) && pnb_refill_fresh (b))
        {
          pnb_refill_mark (b, c);
          pnb_region (b, c, NULL, pnb_refill_tip (building_tip (b, card), _(REFILL_NOTE)));
        }
      else
        pnb_region (b, c, NULL, building_tip (b, card));
    }
}

char *
pnb_honor_tip (Pnb *b,
               int  card)
{
  g_autofree char *name = pn_text_honor_card (b->d, card);

  /* Translators: an honour card, its effect and cost: "Honour card: 2 Romans (costs …)" */
  return g_strdup_printf (_("Honour card: %s"), name);
}

/* What buying the card discards, top right: building cards (a card with its count) or a
 * final-scoring card (its VP). */
static void
draw_discard (Pnb               *b,
              const PnHonorCard *h,
              double             x,
              double             cy,
              double             w)
{
  double cw = 8 * b->u, ch = 12 * b->u;
  char text[16];

  if (h->discard == PN_DISCARD_BUILDINGS)
    {
      for (int k = 1; k >= 0; k--)
        {
          ludus_cairo_rounded_rect (b->cr, x + k * 3 * b->u, cy - ch / 2 - k * 2 * b->u, cw, ch,
                                    1.5 * b->u);
          ludus_cairo_set_rgb (b->cr, &b->pal->surface_alt, 1);
          cairo_fill_preserve (b->cr);
          ludus_cairo_set_rgb (b->cr, &b->pal->text_dim, 1);
          cairo_set_line_width (b->cr, MAX (1, b->u));
          cairo_stroke (b->cr);
        }
    }
  else
    pnb_vp_glyph (b, x + cw / 2, cy, 6 * b->u);
  g_snprintf (text, sizeof text, "−%d", h->discard_param);
  ludus_cairo_set_rgb (b->cr, &b->pal->text_dim, 1);
  pnb_text_left (b, text, x + cw + 6 * b->u, cy, b->fs * 0.9, w - cw - 6 * b->u, FALSE);
}

/* The honour card's face: its cost on top, what it does below. */
static void
paint_honor_card (Pnb           *b,
                  PnbRect        r,
                  gconstpointer  data)
{
  const PnHonorCard *h = &b->d->honor[*(const int *) data];
  double rad = 7 * b->u, top = r.y + 12 * b->u, body = r.y + r.h * 0.66, x, adv;
  char text[32];

  pnb_panel (b, r, &b->pal->surface);
  pnb_counter (b, PNB_GLYPH_INFLUENCE, 0, h->cost, r.x + 4 * b->u, top, rad);
  if (h->discard != PN_DISCARD_NONE)
    /* Room for "−42" at 1280×800 (from half the card it was cut), clear of the cost. */
    draw_discard (b, h, r.x + r.w * 0.46, top, r.w * 0.52);
  ludus_cairo_set_rgb (b->cr, &b->pal->text, 1);
  if (h->kind == PN_HONOR_FINAL)
    {
      pnb_vp_glyph (b, r.x + r.w * 0.28, body, rad * 1.2);
      g_snprintf (text, sizeof text, "%d", h->vp);
      ludus_cairo_set_rgb (b->cr, &b->pal->text, 1);
      pnb_text_left (b, text, r.x + r.w * 0.45, body, b->fs * 1.15, r.w * 0.5, TRUE);
    }
  else if (h->kind == PN_HONOR_SUBSTITUTE)
    pnb_text_2 (b, pn_text_building (h->building), r.x + r.w / 2, body, b->fs * 0.9,
                r.w - 6 * b->u);
  else
    for (int k = 0; k < h->n_effects; k++)
      {
        x = r.x + 4 * b->u + k * (r.w - 8 * b->u) / h->n_effects;
        pnb_gain (b, &h->effect[k], x, body, MIN (rad, (r.w - 8 * b->u) / h->n_effects / 5),
                  &adv);
      }
}

void
pnb_draw_honor_card (Pnb     *b,
                     int      card,
                     PnbRect  r)
{
  const PnHonorCard *h = &b->d->honor[card];
  g_autofree char *key = g_strdup_printf ("honour|%d|%p|%s", card, (gconstpointer) b->d,
                                          h->kind == PN_HONOR_SUBSTITUTE
                                            ? pn_text_building (h->building) : "");

  pnb_sprite (b, r, 1, &b->pal->background, paint_honor_card, &card, key);
}

static PnbRect
honor_slot (Pnb     *b,
            PnbRect  r,
            int      k)
{
  double gap = 6 * b->u, w = (r.w - 6 * gap) / 7, h = (r.h - gap) / 2;

  return (PnbRect) { r.x + (k % 7) * (w + gap), r.y + (k / 7) * (h + gap), w, h };
}

static void
draw_honor_display (Pnb     *b,
                    PnbRect  r)
{
  for (int k = 0; k < PN_HONOR_DISPLAY; k++)
    {
      PnbRect c = honor_slot (b, r, k);
      int card = b->s->honor_display[k];

      if (card < 0)
        {
          empty_slot (b, c);
          continue;
        }
      pnb_draw_honor_card (b, card, c);
      if ((b->s->refill_honor & (1u << k)) && pnb_refill_fresh (b))
        {
          pnb_refill_mark (b, c);
          pnb_target_region (b, c, PNB_T_HONOR + k,
                             pnb_refill_tip (pnb_honor_tip (b, card), _(REFILL_NOTE)));
        }
      else
        pnb_target_region (b, c, PNB_T_HONOR + k, pnb_honor_tip (b, card));
    }
}

void
pnb_draw_side (Pnb     *b,
               PnbRect  r,
               PnbRect *turn)
{
  double gap = 6 * b->u, status = 22 * b->u, build = 48 * b->u, honor = 112 * b->u;
  double row = MIN (60 * b->u, (r.h - status - build - honor - 200 * b->u) / b->s->n_players);
  PnbRect st = { r.x, r.y, r.w, status };
  PnbRect bd = { r.x, st.y + status + gap / 2, r.w, build };
  PnbRect hd = { r.x, bd.y + build + gap, r.w, honor };
  PnbRect pl = { r.x, hd.y + honor + gap, r.w, row * b->s->n_players };

  b->panel_area = (PnbRect) { r.x, hd.y, r.w, pl.y + pl.h - hd.y };
  if (b->plan->panel_target != PNB_T_NONE)
    pnb_panel_size (b, honor);
  draw_status (b, st);
  draw_building_display (b, bd);
  /* What the choice panel covers is not drawn (its text would lie under the panel's). */
  if (b->plan->panel_target == PNB_T_NONE)
    draw_honor_display (b, hd);
  if (b->plan->panel_target == PNB_T_NONE || b->panel_area.h <= honor)
    pnb_draw_players (b, pl, row);
  *turn = (PnbRect) { r.x, pl.y + pl.h + gap, r.w, r.y + r.h - (pl.y + pl.h + gap) };
}
