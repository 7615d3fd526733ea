/* nr-board-market.c: the markets of the Nova Roma board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Four rows: sea contracts, building contracts, latifundium tiles (four
 * basic slots and the special one) and associates, each with its stack.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "nr-board-private.h"

#define ROW_H    76.0
#define LABEL_H  16.0
#define SLOT_X0  0.0
#define SLOT_W   88.0
#define SLOT_STEP 93.0
#define CARD_H   58.0

const NrFrame *
nrb_frame (const NrState *s)
{
  return s->n_frames > 0 ? &s->frames[s->n_frames - 1] : NULL;
}

char *
nrb_card_tip (int card)
{
  g_autofree char *name = nr_text_card (card);

  return g_strdup_printf ("%s\n%s", name, nr_text_card_effect (card));
}

/* The row's name above it; returns where its cards begin. */
static double
row_label (Nrb        *b,
           const char *text,
           double      y)
{
  nrb_rgb (b, &b->pal->text_dim, 1);
  /* Centred in the label's height, in a box that a line made larger in a
   * board scaled down still fits. */
  nrb_text (b, text, 2, y - 2, NRB_COL_A_W - SLOT_STEP, LABEL_H + 4, NRB_TEXT, NRB_ALIGN_LEFT,
            TRUE, 1);
  return y + LABEL_H + 1;
}

/* Up to six cost items, three to a line. */
static void
cost_grid (Nrb          *b,
           const NrCost *cost,
           double        x,
           double        y)
{
  int k = 0;

  for (int i = 0; i <= NR_N_RESOURCES; i++)
    {
      int n = i < NR_N_RESOURCES ? cost->resources[i] : cost->sesterces;

      if (n <= 0)
        continue;
      nrb_glyph_n (b, i < NR_N_RESOURCES ? i : NRB_GLYPH_SESTERCE, n, x + (k % 3) * 28,
                   y + 8 + (k / 3) * 16, 6);
      k++;
    }
}

static void
stack (Nrb        *b,
       double      x,
       double      y,
       int         n,
       const LudusMove *move,
       char       *tip)
{
  char num[16];

  nrb_box (b, x, y, SLOT_W, CARD_H, &b->pal->surface_alt, 6);
  for (int i = 2; i >= 0; i--)
    if (n > i)
      nrb_box (b, x + 26 + i * 3, y + 10 - i * 3, 32, 24, &b->pal->surface, 4);
  g_snprintf (num, sizeof num, "%d", n);
  nrb_rgb (b, &b->pal->text, 1);
  nrb_text (b, num, x, y + 37, SLOT_W, 20, 13, NRB_ALIGN_CENTER, TRUE, 1);
  nrb_region (b, x, y, SLOT_W, CARD_H, move, tip);
}

static const LudusMove *
contract_move (Nrb     *b,
               gboolean sea,
               int      slot)
{
  const NrFrame *f = nrb_frame (b->s);

  if (f == NULL || (f->action == NR_ACT_SEAFARING) != sea || b->s->n_tasks > 0)
    return NULL;
  return nrb_find (b, NR_MOVE_CONTRACT, slot, 0, 0);
}

static void
sea_row (Nrb    *b,
         double  y)
{
  const NrState *s = b->s;

  y = row_label (b, _("Sea contracts"), y);
  for (int slot = 0; slot < NR_MARKET; slot++)
    {
      double x = SLOT_X0 + slot * SLOT_STEP;
      int id = s->sea_market[slot];
      g_autofree char *cost = NULL;

      if (id < 0)
        continue;
      nrb_box (b, x, y, SLOT_W, CARD_H, &b->pal->surface, 6);
      nrb_glyph (b, NRB_GLYPH_SHIP, x + 10, y + 12, 7);
      cost_grid (b, &b->d->sea[id].cost, x + 5, y + 26);
      cost = nr_text_cost (&b->d->sea[id].cost);
      nrb_region (b, x, y, SLOT_W, CARD_H, contract_move (b, TRUE, slot),
                  g_strdup_printf (_("Sea contract, slot %d. Cost: %s.\nTake it with Seafaring "
                                     "(slots 1–2 at power 1, 1–3 at power 2, any at power 3), "
                                     "then sail your ships."), slot + 1, cost));
    }
  stack (b, SLOT_X0 + NR_MARKET * SLOT_STEP, y, s->n_sea_stack, NULL,
         g_strdup_printf (_("Sea contracts left face down: %d."), s->n_sea_stack));
}

static void
shape (Nrb                  *b,
       const NrBuildingData *bd,
       double                x,
       double                y)
{
  int rows = 0;
  double c;

  for (int i = 0; i < bd->n_cells; i++)
    rows = MAX (rows, bd->dy[i] + 1);
  c = rows > 3 ? 6 : 8;
  for (int i = 0; i < bd->n_cells; i++)
    {
      cairo_rectangle (b->cr, x + bd->dx[i] * c, y + bd->dy[i] * c, c - 1, c - 1);
      cairo_set_source_rgb (b->cr, 0.62, 0.45, 0.32);
      cairo_fill (b->cr);
    }
}

static void
building_card (Nrb    *b,
               int     slot,
               int     id,
               double  x,
               double  y)
{
  const NrBuildingData *bd = &b->d->building[id];
  g_autofree char *cost = nr_text_cost (&bd->cost);

  nrb_box (b, x, y, SLOT_W, CARD_H, &b->pal->surface, 6);
  shape (b, bd, x + 6, y + 4);
  nrb_glyph_n (b, NRB_GLYPH_VP, bd->vp, x + 44, y + 12, 7);
  if (bd->needs_artisan)
    nrb_glyph (b, NRB_GLYPH_ARTISAN, x + 78, y + 12, 7);
  cost_grid (b, &bd->cost, x + 5, y + 28);
  nrb_region (b, x, y, SLOT_W, CARD_H, contract_move (b, FALSE, slot),
              g_strdup_printf (_("Building contract, slot %d: %d cells, %d VP at the end. "
                                 "Cost: %s%s.\nTake it with Construction, then build its shape "
                                 "in a district."), slot + 1, bd->n_cells, bd->vp, cost,
                               bd->needs_artisan ? _(", and a free artisan returned") : ""));
}

static void
building_row (Nrb    *b,
              double  y)
{
  const NrState *s = b->s;

  y = row_label (b, _("Building contracts"), y);
  for (int slot = 0; slot < NR_MARKET; slot++)
    if (s->building_market[slot] >= 0)
      building_card (b, slot, s->building_market[slot], SLOT_X0 + slot * SLOT_STEP, y);
  stack (b, SLOT_X0 + NR_MARKET * SLOT_STEP, y, s->n_building_stack, NULL,
         g_strdup_printf (_("Building contracts left face down: %d."), s->n_building_stack));
}

static const char *
price_text (int price)
{
  switch (price)
    {
    case NR_PRICE_FREE:
      return _("Free");
    case NR_PRICE_SESTERCE:
      return _("1 sesterce");
    default:
      return _("1 wine");
    }
}

static void
paint_paw (cairo_t    *cr,
           const void *args)
{
  const double *r = args;    /* the paw's half width */
  static const double toes[4][2] = { { -0.62, -0.28 }, { -0.22, -0.62 }, { 0.22, -0.62 },
                                     { 0.62, -0.28 } };

  cairo_set_source_rgb (cr, 0.30, 0.20, 0.10);
  cairo_save (cr);
  cairo_translate (cr, r[0], r[0] * 1.3);
  cairo_scale (cr, 1, 0.8);
  cairo_arc (cr, 0, 0, r[0] * 0.5, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
  for (int i = 0; i < 4; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, r[0] + toes[i][0] * r[0], r[0] * 1.3 + toes[i][1] * r[0], r[0] * 0.22, 0,
                 2 * G_PI);
    }
  cairo_fill (cr);
}

/* A tile too small for its name: what it does, in glyphs (what is paid,
 * then what is gained), or a paw for the animals; the tooltip names it. */
static void
tile_pictogram (Nrb    *b,
                int     kind,
                double  x,
                double  y,
                double  w,
                double  h)
{
  static const gint8 glyphs[][2] = {
    { -1, -1 },                                          /* yield: its effects */
    { NRB_GLYPH_SESTERCE, NRB_GLYPH_ARTISAN },           /* exchanges */
    { NRB_GLYPH_INFLUENCE, NRB_GLYPH_ANY },
    { NRB_GLYPH_INFLUENCE, NRB_GLYPH_SESTERCE },
    { -1, -1 }, { -1, -1 },                              /* animal, lion: a paw */
    { -1, NRB_GLYPH_CARD },                              /* the actions' tiles */
    { -1, NRB_GLYPH_SHIP },
    { -1, NRB_GLYPH_CUBE },
    { -1, NRB_GLYPH_ANY },
    { -1, NRB_GLYPH_SESTERCE },
    { -1, NRB_GLYPH_WHEEL },
  };
  double cx = x + w / 2, cy = y + h / 2, r = MIN (w, h) / 2;

  G_STATIC_ASSERT (G_N_ELEMENTS (glyphs) == NR_N_LAT_KINDS);
  if (NR_LAT_IS_ANIMAL (kind))
    nrb_sprite (b, cx - r * 0.7, cy - r * 0.75, r * 1.4, r * 1.6, 1, paint_paw,
                &(double) { r * 0.7 }, sizeof (double));
  else if (kind >= 0 && kind < NR_N_LAT_KINDS && glyphs[kind][0] >= 0)
    {
      nrb_glyph (b, glyphs[kind][0], cx - r * 0.42, cy - r * 0.38, r * 0.34);
      nrb_glyph (b, glyphs[kind][1], cx + r * 0.3, cy + r * 0.3, r * 0.46);
    }
  else if (kind >= 0 && kind < NR_N_LAT_KINDS && glyphs[kind][1] >= 0)
    nrb_glyph (b, glyphs[kind][1], cx, cy, r * 0.55);
}

/* A latifundium tile's face (also used on the production area). */
void
nrb_tile (Nrb    *b,
          int     tile,
          double  x,
          double  y,
          double  w,
          double  h)
{
  const NrLatData *lat = &b->d->lat[tile];
  LudusRgb rgb = NR_LAT_IS_SPECIAL (lat->kind) ? (LudusRgb) { 0.86, 0.76, 0.56 }
                 : NR_LAT_IS_ANIMAL (lat->kind) ? (LudusRgb) { 0.70, 0.80, 0.55 }
                 : (LudusRgb) { 0.82, 0.86, 0.64 };

  nrb_box (b, x, y, w, h, &rgb, 4);
  cairo_set_source_rgb (b->cr, 0.08, 0.06, 0.04);
  if (lat->kind == NR_LAT_YIELD)
    {
      b->ink = &nrb_dark_ink;
      nrb_effects (b, lat->yield, x + 4, y + h / 2, 7, w - 8);
      b->ink = NULL;
    }
  else if (w < 50)
    tile_pictogram (b, lat->kind, x, y, w, h);
  else
    nrb_text (b, nr_text_lat_kind (lat->kind), x + 2, y + 0.5, w - 4, h - 1, NRB_TEXT_MIN,
              NRB_ALIGN_CENTER, FALSE, 3);
}

static void
lat_slot (Nrb    *b,
          int     slot,
          int     tile,
          double  x,
          double  y)
{
  const NrbSelection *sel = b->sel;
  LudusMove pick = nrb_local (NRB_LOCAL_SELECT, NRB_SEL_LATIFUNDIUM, slot);
  gboolean can = FALSE, chosen = sel->kind == NRB_SEL_LATIFUNDIUM && sel->arg == slot;
  g_autofree char *text = nr_text_tile (b->d, tile);
  int price = b->d->lat_price[slot];

  for (guint i = 0; i < b->n_moves && !can; i++)
    can = b->moves[i].kind == NR_MOVE_LATIFUNDIUM && b->moves[i].args[0] == slot;
  nrb_box (b, x, y, SLOT_W, CARD_H, chosen ? &b->pal->accent : &b->pal->surface, 6);
  nrb_rgb (b, chosen ? &b->pal->accent_text : &b->pal->text_dim, 1);
  nrb_text (b, price_text (price), x + 2, y, SLOT_W - 4, 15, NRB_TEXT_MIN, NRB_ALIGN_CENTER,
            FALSE, 1);
  /* As tall as a name in three lines needs. */
  nrb_tile (b, tile, x + 4, y + 14, SLOT_W - 8, CARD_H - 16);
  nrb_region (b, x, y, SLOT_W, CARD_H, can ? &pick : NULL,
              g_strdup_printf ("%s%s\n%s: %s%s", slot == NR_SLOT_SPECIAL
                               ? _("Special latifundium tile. ") : "", text, _("Price"),
                               price_text (price),
                               can ? _("\nClick, then click a cell of your production area.")
                               : ""));
}

static void
lat_row (Nrb    *b,
         double  y)
{
  const NrState *s = b->s;

  y = row_label (b, _("Latifundia"), y);
  for (int slot = 0; slot < NR_MARKET; slot++)
    if (s->lat_market[slot] >= 0)
      lat_slot (b, slot, s->lat_market[slot], SLOT_X0 + slot * SLOT_STEP, y);
  if (s->lat_special >= 0)
    lat_slot (b, NR_SLOT_SPECIAL, s->lat_special, SLOT_X0 + NR_MARKET * SLOT_STEP, y);
}

/* An associate card's face, also used in rows and hands. */
void
nrb_card (Nrb    *b,
          int     card,
          double  x,
          double  y,
          double  w,
          double  h,
          gboolean dim)
{
  const NrCardData *c = &b->d->cards[card];
  LudusRgb band;
  double name_h = h >= 40 ? 18 : h - 4;

  nrb_box (b, x, y, w, h, dim ? &b->pal->surface_alt : &b->pal->surface, 5);
  if (c->kind == NR_CARD_END_GAME)
    band = (LudusRgb) { 0.40, 0.60, 0.30 };
  else
    nrb_action_rgb (c->action, &band);
  cairo_rectangle (b->cr, x + 1, y + 2, 5, h - 4);
  ludus_cairo_set_rgb (b->cr, &band, 1);
  cairo_fill (b->cr);
  nrb_rgb (b, dim ? &b->pal->text_dim : &b->pal->text, 1);
  nrb_text (b, nr_text_card_name (card), x + 8, y + 2, w - 10, name_h, NRB_TEXT, NRB_ALIGN_LEFT,
            TRUE, 1);
  if (h >= 40)
    {
      nrb_rgb (b, &b->pal->text_dim, 1);
      nrb_text (b, nr_text_card_profession (card), x + 8, y + 20, w - 10, h - 22, NRB_TEXT_MIN,
                NRB_ALIGN_LEFT, FALSE, 2);
    }
}

static void
assoc_row (Nrb    *b,
           double  y)
{
  const NrState *s = b->s;

  y = row_label (b, _("Associates"), y);
  for (int slot = 0; slot < NR_MARKET; slot++)
    {
      int card = s->assoc_market[slot];
      double x = SLOT_X0 + slot * SLOT_STEP;

      if (card < 0)
        continue;
      nrb_card (b, card, x, y, SLOT_W, CARD_H, FALSE);
      nrb_region (b, x, y, SLOT_W, CARD_H, nrb_find (b, NR_MOVE_DRAW, slot, 0, 0),
                  nrb_card_tip (card));
    }
  stack (b, SLOT_X0 + NR_MARKET * SLOT_STEP, y, s->n_assoc_deck,
         nrb_find (b, NR_MOVE_DRAW, NR_DRAW_DECK, 0, 0),
         g_strdup_printf (_("Associate deck: %d cards face down, %d in the discard pile (shuffled "
                            "into a new deck when the deck runs out)."), s->n_assoc_deck,
                          s->n_assoc_discard));
}

void
nrb_draw_markets (Nrb *b)
{
  /* In a wider board, in the panel's middle. */
  double dx = floor ((b->panel_w - NRB_COL_A_W) / 2);

  cairo_save (b->cr);
  cairo_translate (b->cr, dx, 0);
  b->ox += dx;
  sea_row (b, 0);
  building_row (b, ROW_H);
  lat_row (b, 2 * ROW_H);
  assoc_row (b, 3 * ROW_H);
  b->ox -= dx;
  cairo_restore (b->cr);
}
