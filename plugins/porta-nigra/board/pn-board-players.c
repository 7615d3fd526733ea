/* pn-board-players.c: one row per player — score, coins, tokens, Romans, bricks, cards
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pn-board-private.h"

static PnbRect
counter_rect (Pnb    *b,
              double  x,
              double  cy,
              double  w)
{
  return (PnbRect) { x, cy - 12 * b->u, w, 24 * b->u };
}

static double
counter (Pnb    *b,
         int     glyph,
         int     param,
         int     count,
         double  x,
         double  cy,
         char   *tip)
{
  double w = pnb_counter (b, glyph, param, count, x, cy, 7 * b->u);

  pnb_region (b, counter_rect (b, x, cy, w), NULL, tip);
  return w + 10 * b->u;
}

static void
draw_tokens (Pnb            *b,
             const PnPlayer *pl,
             double          x,
             double          cy)
{
  PnGain torch = { PN_GAIN_TORCH, 0, pl->torches };
  PnGain influence = { PN_GAIN_INFLUENCE, 0, pl->influence };

  x += counter (b, PNB_GLYPH_VP, 0, pl->vp, x, cy,
                g_strdup_printf (_("Victory points: %d"), pl->vp));
  x += counter (b, PNB_GLYPH_COIN, 0, pl->coins, x, cy, pn_text_coins (pl->coins));
  x += counter (b, PNB_GLYPH_TORCH, 0, pl->torches, x, cy, pn_text_gain (&torch));
  x += counter (b, PNB_GLYPH_INFLUENCE, 0, pl->influence, x, cy, pn_text_gain (&influence));
  counter (b, PNB_GLYPH_ROMAN, 0, pl->romans, x, cy,
           g_strdup_printf (_("Romans: %d in the play area, %d more in the supply"),
                            pl->romans, pl->reserve));
}

static char *
cards_tip (Pnb            *b,
           const PnPlayer *pl)
{
  GString *text = g_string_new (_("Building cards:"));

  for (int i = 0; i < pl->n_building_cards; i++)
    {
      g_autofree char *name = pn_text_building_card (b->d, pl->building_cards[i]);

      g_string_append_printf (text, "\n%s", name);
    }
  if (pl->n_building_cards == 0)
    g_string_append_printf (text, " %s", _("none"));
  g_string_append_printf (text, "\n%s", _("Honour cards:"));
  for (int i = 0; i < pl->n_honor; i++)
    {
      g_autofree char *name = pn_text_honor_card (b->d, pl->honor[i]);

      g_string_append_printf (text, "\n%s", name);
    }
  if (pl->n_honor == 0)
    g_string_append_printf (text, " %s", _("none"));
  return g_string_free (text, FALSE);
}

/* A building card in a player's area: a chip in its colour. */
static void
paint_chip (Pnb           *b,
            PnbRect        r,
            gconstpointer  data)
{
  LudusRgb rgb;

  pnb_brick_rgb (*(const int *) data, b->dark, &rgb);
  ludus_cairo_rounded_rect (b->cr, r.x, r.y, r.w, r.h, 2 * b->u);
  ludus_cairo_set_rgb (b->cr, &rgb, 1);
  cairo_fill_preserve (b->cr);
  /* In dark, a light edge: a black chip would vanish into the row. */
  ludus_cairo_set_rgb (b->cr, b->dark ? &b->pal->text_dim : &b->pal->line, 1);
  cairo_set_line_width (b->cr, MAX (1, (b->dark ? 1.5 : 1) * b->u));
  cairo_stroke (b->cr);
}

static void
draw_chip (Pnb     *b,
           int      color,
           PnbRect  r)
{
  g_autofree char *key = g_strdup_printf ("chip|%d", color);

  pnb_sprite (b, r, 2, NULL, paint_chip, &color, key);
}

/* Building cards as chips in their colour, grouped by building; kept honour cards after. */
static void
draw_cards (Pnb            *b,
            const PnPlayer *pl,
            PnbRect         r)
{
  double w = 10 * b->u, h = 18 * b->u, x = r.x, cy = r.y + r.h / 2;

  for (int building = 0; building < PN_N_BUILDINGS; building++)
    {
      gboolean any = FALSE;

      for (int i = 0; i < pl->n_building_cards; i++)
        {
          const PnBuildingCard *c = &b->d->building[pl->building_cards[i]];

          if (c->building != building || x + w > r.x + r.w)
            continue;
          draw_chip (b, c->color, (PnbRect) { x, cy - h / 2, w, h });
          x += w + 2 * b->u;
          any = TRUE;
        }
      x += any ? 5 * b->u : 0;
    }
  for (int i = 0; i < pl->n_honor && x + w <= r.x + r.w; i++)
    {
      pnb_glyph (b, PNB_GLYPH_INFLUENCE, 0, x + w / 2, cy, w * 0.6);
      x += w + 3 * b->u;
    }
  pnb_region (b, r, NULL, cards_tip (b, pl));
}

static void
draw_bricks (Pnb            *b,
             const PnPlayer *pl,
             double          x,
             double          cy)
{
  for (int c = 0; c < PN_N_COLORS; c++)
    x += counter (b, PNB_GLYPH_BRICK, c, pl->bricks[c], x, cy,
                  pn_text_bricks (c, pl->bricks[c]));
}

static void
paint_current (Pnb           *b,
               PnbRect        r,
               gconstpointer  data)
{
  ludus_cairo_rounded_rect (b->cr, r.x, r.y, r.w, r.h, 2 * b->u);
  ludus_cairo_set_rgb (b->cr, &b->pal->accent, 1);
  cairo_fill (b->cr);
}

/* A player's row, part by part (each from its image or text mask): after a move only
 * what changed in it is repainted. */
static void
draw_player (Pnb     *b,
             guint    p,
             PnbRect  r)
{
  const PnPlayer *pl = &b->s->players[p];
  double top = r.y + r.h * 0.3, bottom = r.y + r.h * 0.74, x = r.x + 8 * b->u;
  gboolean current = b->s->phase < PN_PHASE_OVER && (pn_actors (b->s) & (1u << p));
  double name_w = MIN (130 * b->u, r.w * 0.26);
  PnbRect cards = { r.x + 236 * b->u, bottom - 12 * b->u, r.w - 244 * b->u, 24 * b->u };

  pnb_panel (b, r, (int) p == b->viewer ? &b->pal->surface_alt : &b->pal->surface);
  pnb_region (b, r, NULL, pn_text_describe_player (b->d, b->s, p, b->viewer));
  if (current)
    pnb_sprite (b, (PnbRect) { r.x, r.y, 5 * b->u, r.h }, 1, NULL, paint_current, NULL,
                "current");
  pnb_seat_piece (b, p, x + 8 * b->u, top, 7 * b->u);
  ludus_cairo_set_rgb (b->cr, &b->pal->text, 1);
  pnb_text_left (b, pnb_seat_name (b, p), x + 20 * b->u, top, b->fs, name_w - 20 * b->u,
                 current);
  draw_tokens (b, pl, x + name_w + 4 * b->u, top);
  draw_bricks (b, pl, x, bottom);
  draw_cards (b, pl, cards);
}

void
pnb_draw_players (Pnb     *b,
                  PnbRect  r,
                  double   row)
{
  for (guint p = 0; p < b->s->n_players; p++)
    {
      PnbRect pr = { r.x, r.y + p * row, r.w, row - 4 * b->u };

      draw_player (b, p, pr);
    }
}
