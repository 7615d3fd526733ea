/* trajan-render-pieces.c: drawing Trajan's pieces (markers, cards, tiles)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "trajan-render-private.h"

/* Marker colours, as printed, and a pattern each so that colour-blind
 * players tell them apart too. */
static const LudusRgb marker_rgb[TRAJAN_N_COLOURS] = {
  { 0.965, 0.827, 0.176 },  /* yellow */
  { 1.000, 0.471, 0.000 },  /* orange */
  { 0.561, 0.941, 0.643 },  /* light green */
  { 0.980, 0.980, 0.980 },  /* white */
  { 0.961, 0.600, 0.780 },  /* pink */
  { 0.208, 0.518, 0.894 },  /* blue */
};

/* Goods kinds (no names printed on the cards): one hue each. */
static const LudusRgb goods_rgb[TRAJAN_N_GOODS] = {
  { 0.75, 0.75, 0.74 },     /* column */
  { 0.60, 0.42, 0.27 },     /* pelt */
  { 0.96, 0.93, 0.82 },     /* scroll */
  { 0.90, 0.38, 0.00 },     /* jugs */
  { 0.93, 0.20, 0.23 },     /* fruit */
  { 1.00, 0.64, 0.28 },     /* lamp */
  { 0.51, 0.24, 0.61 },     /* wine */
  { 0.38, 0.63, 0.92 },     /* fish */
  { 0.90, 0.65, 0.04 },     /* jewellery */
  { 0.15, 0.64, 0.41 },     /* gems */
  { 0.39, 0.27, 0.17 },     /* cattle */
  { 0.97, 0.89, 0.36 },     /* wheat */
};

const LudusRgb *
trajan_render_marker_rgb (guint colour)
{
  return &marker_rgb[MIN (colour, TRAJAN_N_COLOURS - 1)];
}

const LudusRgb *
trajan_render_goods_rgb (guint kind)
{
  return &goods_rgb[MIN (kind, TRAJAN_N_GOODS - 1)];
}

static void
seat_piece_body (TrajanFrame *f,
                 int          seat,
                 int          unused,
                 double       w,
                 double       h)
{
  ludus_cairo_seat_piece (f->cr, f->ctx->view, (guint) seat, w / 2, h / 2, w / 2 - 2);
}

void
trajan_render_seat_piece (TrajanFrame *f,
                          guint        seat,
                          double       cx,
                          double       cy,
                          double       r)
{
  trajan_render_sprite (f, 'P', (int) seat, 0, ludus_view_get_seat_colour (f->ctx->view, seat),
                        cx - r - 2, cy - r - 2, 2 * r + 4, 2 * r + 4, seat_piece_body);
}

static void
octagon (cairo_t *cr,
         double   cx,
         double   cy,
         double   r)
{
  for (int i = 0; i < 8; i++)
    {
      double a = G_PI / 8 + i * G_PI / 4;

      if (i == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
}

static void
marker_body (TrajanFrame *f,
             int          colour,
             int          unused,
             double       w,
             double       h)
{
  cairo_t *cr = f->cr;
  double r = w / 2 - 1, cx = w / 2, cy = h / 2;
  double k = r * 0.45;

  octagon (cr, cx, cy, r);
  ludus_cairo_set_rgb (cr, trajan_render_marker_rgb (colour), 1.0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.85);
  cairo_set_line_width (cr, MAX (0.8, r * 0.12));
  cairo_stroke (cr);
  /* The pattern: a second cue besides the colour. */
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.75);
  cairo_set_line_width (cr, MAX (0.8, r * 0.16));
  switch (colour)
    {
    case TRAJAN_COLOUR_YELLOW:  /* a dot */
      cairo_arc (cr, cx, cy, r * 0.22, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case TRAJAN_COLOUR_ORANGE:  /* a bar */
      cairo_move_to (cr, cx - k, cy);
      cairo_line_to (cr, cx + k, cy);
      cairo_stroke (cr);
      break;
    case TRAJAN_COLOUR_LIGHT_GREEN:  /* an upright */
      cairo_move_to (cr, cx, cy - k);
      cairo_line_to (cr, cx, cy + k);
      cairo_stroke (cr);
      break;
    case TRAJAN_COLOUR_WHITE:   /* plain */
      break;
    case TRAJAN_COLOUR_PINK:    /* a cross */
      cairo_move_to (cr, cx - k, cy - k);
      cairo_line_to (cr, cx + k, cy + k);
      cairo_move_to (cr, cx + k, cy - k);
      cairo_line_to (cr, cx - k, cy + k);
      cairo_stroke (cr);
      break;
    default:                    /* blue: a ring */
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_arc (cr, cx, cy, r * 0.4, 0, 2 * G_PI);
      cairo_stroke (cr);
      break;
    }
}

/* The first letters of a (translated) name, as a label on small pieces. */
static char *
abbrev (const char *name,
        glong       n)
{
  g_autofree char *head = g_utf8_substring (name, 0, MIN (n, g_utf8_strlen (name, -1)));

  return g_utf8_strup (head, -1);
}

/* The label of a goods card: the first three letters of its name, more
 * where two kinds would otherwise look alike (Schriftrolle, Schmuck). */
static const char *
goods_abbrev (TrajanFrame *f,
              guint        kind)
{
  TrajanRender *self = f->self;
  glong len[TRAJAN_N_GOODS];
  gboolean changed = TRUE;

  if (self->abbrev_lang != NULL && strcmp (self->abbrev_lang, f->lang) == 0)
    return self->abbrev[kind];
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    len[k] = 3;
  for (int round = 0; round < 4 && changed; round++)
    {
      changed = FALSE;
      for (guint k = 0; k < TRAJAN_N_GOODS; k++)
        {
          g_free (self->abbrev[k]);
          self->abbrev[k] = abbrev (trajan_goods_name (k), len[k]);
        }
      for (guint a = 0; a < TRAJAN_N_GOODS; a++)
        for (guint b = a + 1; b < TRAJAN_N_GOODS; b++)
          if (strcmp (self->abbrev[a], self->abbrev[b]) == 0)
            {
              len[a]++;
              len[b]++;
              changed = TRUE;
            }
    }
  g_free (self->abbrev_lang);
  self->abbrev_lang = g_strdup (f->lang);
  return self->abbrev[kind];
}

void
trajan_render_marker (TrajanFrame *f,
                      guint        colour,
                      double       cx,
                      double       cy,
                      double       r)
{
  trajan_render_sprite (f, 'M', (int) colour, 0, NULL, cx - r - 1, cy - r - 1, 2 * r + 2, 2 * r + 2,
                        marker_body);
}

static void
goods_card_body (TrajanFrame *f,
                 int          kind,
                 int          unused,
                 double       w,
                 double       h)
{
  cairo_t *cr = f->cr;
  double x = 0, y = 0;

  ludus_cairo_rounded_rect (cr, x, y, w, h, MIN (5, w / 6));
  if (kind < 0)
    {
      cairo_set_source_rgb (cr, 0.36, 0.23, 0.48);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      ludus_cairo_rounded_rect (cr, x + w * 0.18, y + h * 0.18, w * 0.64, h * 0.64, 3);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
      cairo_stroke (cr);
      return;
    }
  cairo_set_source_rgb (cr, 0.99, 0.98, 0.95);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.2, 0.2, 0.2, 0.9);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  /* A band of the kind's colour with its first letters. */
  ludus_cairo_rounded_rect (cr, x + 2.5, y + 2.5, w - 5, h * 0.55, MIN (4, w / 8));
  ludus_cairo_set_rgb (cr, trajan_render_goods_rgb ((guint) kind), 1.0);
  cairo_fill (cr);
  /* Only where the letters fit at a readable size: small cards are told
   * apart by their colour and tooltip (and the legend). */
  if (w - 4 < 2.9 * trajan_render_min_text (f))
    return;
  cairo_set_source_rgb (cr, 0.12, 0.12, 0.12);
  trajan_render_text (f, goods_abbrev (f, (guint) kind), x + w / 2, y + h * 0.8,
                      MIN (h * 0.24, w * 0.34), TRUE, w - 4, 0);
}

static const LudusRgb category_rgb[TRAJAN_N_CATEGORIES] = {
  { 0.51, 0.36, 0.65 },  /* cards */
  { 0.80, 0.23, 0.23 },  /* points */
  { 0.72, 0.45, 0.18 },  /* workers */
  { 0.20, 0.52, 0.30 },  /* legionnaires */
  { 0.20, 0.45, 0.73 },  /* +2 */
  { 0.55, 0.55, 0.50 },  /* demand */
};

/* A short mark for each Trajan tile category. */
static const char *
category_mark (const TrajanTileData *t)
{
  switch (t->category)
    {
    case TRAJAN_CATEGORY_PLUS_TWO:
      return "+2";
    default:
      return NULL;
    }
}

/* Small pictograms drawn in the current source colour. */
static void
draw_figure (cairo_t *cr,
             double   cx,
             double   cy,
             double   h)
{
  cairo_arc (cr, cx, cy - h * 0.30, h * 0.17, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_move_to (cr, cx - h * 0.25, cy + h * 0.45);
  cairo_line_to (cr, cx - h * 0.16, cy - h * 0.08);
  cairo_line_to (cr, cx + h * 0.16, cy - h * 0.08);
  cairo_line_to (cr, cx + h * 0.25, cy + h * 0.45);
  cairo_close_path (cr);
  cairo_fill (cr);
}

void
trajan_render_goods_card (TrajanFrame *f,
                          int          kind,
                          double       x,
                          double       y,
                          double       w,
                          double       h)
{
  trajan_render_sprite (f, 'G', kind, 0, kind >= 0 ? trajan_goods_name ((guint) kind) : NULL,
                        x, y, w, h, goods_card_body);
}

static void
demand_icon_body (TrajanFrame *f,
                  int          icon,
                  int          unused,
                  double       w,
                  double       h)
{
  cairo_t *cr = f->cr;
  double r = w / 2 - 1, cx = w / 2, cy = h / 2;

  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  switch (icon)
    {
    case TRAJAN_ICON_BREAD:
      cairo_set_source_rgb (cr, 0.90, 0.72, 0.40);
      break;
    case TRAJAN_ICON_GAMES:
      cairo_set_source_rgb (cr, 0.75, 0.78, 0.82);
      break;
    default:
      cairo_set_source_rgb (cr, 0.98, 0.55, 0.25);
      break;
    }
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.15, 0.15, 0.15, 0.9);
  cairo_set_line_width (cr, MAX (0.8, r * 0.08));
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.2, 0.15, 0.1);
  switch (icon)
    {
    case TRAJAN_ICON_BREAD:   /* a loaf with cuts */
      cairo_save (cr);
      cairo_translate (cr, cx, cy);
      cairo_scale (cr, 1.0, 0.55);
      cairo_arc (cr, 0, 0, r * 0.6, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_set_line_width (cr, MAX (0.8, r * 0.1));
      cairo_stroke (cr);
      for (int i = -1; i <= 1; i++)
        {
          cairo_move_to (cr, cx + i * r * 0.25 - r * 0.08, cy - r * 0.15);
          cairo_line_to (cr, cx + i * r * 0.25 + r * 0.08, cy + r * 0.15);
        }
      cairo_stroke (cr);
      break;
    case TRAJAN_ICON_GAMES:   /* a helmet */
      cairo_arc (cr, cx, cy + r * 0.1, r * 0.5, G_PI, 2 * G_PI);
      cairo_line_to (cr, cx + r * 0.5, cy + r * 0.45);
      cairo_line_to (cr, cx + r * 0.2, cy + r * 0.45);
      cairo_line_to (cr, cx + r * 0.2, cy + r * 0.15);
      cairo_line_to (cr, cx - r * 0.2, cy + r * 0.15);
      cairo_line_to (cr, cx - r * 0.2, cy + r * 0.45);
      cairo_line_to (cr, cx - r * 0.5, cy + r * 0.45);
      cairo_close_path (cr);
      cairo_fill (cr);
      cairo_move_to (cr, cx - r * 0.35, cy - r * 0.55);
      cairo_curve_to (cr, cx - r * 0.1, cy - r * 0.8, cx + r * 0.1, cy - r * 0.8,
                      cx + r * 0.35, cy - r * 0.55);
      cairo_set_line_width (cr, MAX (0.8, r * 0.14));
      cairo_stroke (cr);
      break;
    default:                  /* a flame */
      cairo_move_to (cr, cx, cy - r * 0.65);
      cairo_curve_to (cr, cx + r * 0.55, cy - r * 0.1, cx + r * 0.45, cy + r * 0.55, cx,
                      cy + r * 0.6);
      cairo_curve_to (cr, cx - r * 0.45, cy + r * 0.55, cx - r * 0.55, cy - r * 0.1, cx,
                      cy - r * 0.65);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.75, 0.15, 0.05);
      cairo_fill (cr);
      break;
    }
}

static const LudusRgb construction_rgb[TRAJAN_N_CONSTRUCTION_KINDS] = {
  { 0.76, 0.62, 0.45 }, { 0.62, 0.42, 0.30 }, { 0.45, 0.62, 0.78 },
  { 0.80, 0.40, 0.30 }, { 0.55, 0.65, 0.45 },
};

/* A construction tile, or (vp < 0) a kind's swatch: the kind's colour and
 * its number (I-V) as a second cue, and the VP value. */
static void
construction_body (TrajanFrame *f,
                   int          kind,
                   int          vp,
                   double       w,
                   double       h)
{
  static const char *const numerals[] = { "I", "II", "III", "IV", "V" };
  cairo_t *cr = f->cr;
  double alpha = 1.0;

  if (vp == TRAJAN_CONSTRUCTION_NONE)
    {
      /* A kind the player has none of: faded, with its 0. */
      alpha = 0.35;
      vp = 0;
    }
  ludus_cairo_rounded_rect (cr, 0, 0, w, h, MIN (4, w / 6));
  ludus_cairo_set_rgb (cr, &construction_rgb[kind % TRAJAN_N_CONSTRUCTION_KINDS], alpha);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  trajan_render_text_extra (f, numerals[kind % TRAJAN_N_CONSTRUCTION_KINDS], 3, h * 0.22, h * 0.26, TRUE,
                      w * 0.45, -1);
  if (vp >= 0)
    {
      char num[8];

      g_snprintf (num, sizeof num, "%d", vp);
      if (alpha < 1.0)
        ludus_cairo_set_rgb (cr, &f->pal->text_dim, 1.0);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      trajan_render_text (f, num, w * 0.6, h * 0.55, h * 0.5, TRUE, w * 0.6, 0);
    }
}

void
trajan_render_construction_tile (TrajanFrame *f,
                                 guint        kind,
                                 int          vp,
                                 double       x,
                                 double       y,
                                 double       w,
                                 double       h)
{
  trajan_render_sprite (f, 'C', (int) kind, vp, NULL, x, y, w, h, construction_body);
}

void
trajan_render_figure (TrajanFrame    *f,
                      const LudusRgb *rgb,
                      double          cx,
                      double          cy,
                      double          h)
{
  /* A dark figure (the commander) on a dark surface gets a light rim. */
  if (f->ctx->dark && 0.3 * rgb->r + 0.6 * rgb->g + 0.1 * rgb->b < 0.3)
    {
      ludus_cairo_set_rgb (f->cr, &f->pal->text_dim, 1.0);
      draw_figure (f->cr, cx, cy + h * 0.01, h * 1.18);
    }
  ludus_cairo_set_rgb (f->cr, rgb, 1.0);
  draw_figure (f->cr, cx, cy, h);
}

void
trajan_render_demand_icon (TrajanFrame *f,
                           guint        icon,
                           double       cx,
                           double       cy,
                           double       r)
{
  trajan_render_sprite (f, 'D', (int) icon, 0, NULL, cx - r - 1, cy - r - 1, 2 * r + 2, 2 * r + 2,
                        demand_icon_body);
}

static void
trajan_tile_body (TrajanFrame *f,
                  int          tile,
                  int          unused,
                  double       w,
                  double       h)
{
  cairo_t *cr = f->cr;
  const TrajanTileData *t;
  const char *mark;
  char vp[8];
  double r, x = 0, y = 0;

  if (tile < 0 || tile >= TRAJAN_N_TRAJAN_TILES)
    return;
  t = &f->d->trajan_tiles[tile];
  ludus_cairo_rounded_rect (cr, x, y, w, h, MIN (6, w / 6));
  cairo_set_source_rgb (cr, 0.96, 0.93, 0.85);
  cairo_fill_preserve (cr);
  ludus_cairo_set_rgb (cr, &category_rgb[t->category], 1.0);
  cairo_set_line_width (cr, MAX (1.5, w * 0.05));
  cairo_stroke (cr);
  /* The category band at the top. */
  ludus_cairo_rounded_rect (cr, x + 3, y + 3, w - 6, h * 0.42, MIN (4, w / 8));
  ludus_cairo_set_rgb (cr, &category_rgb[t->category], 1.0);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  mark = category_mark (t);
  r = h * 0.15;
  if (t->category == TRAJAN_CATEGORY_DEMAND)
    trajan_render_demand_icon (f, t->icon, x + w * 0.3, y + 3 + h * 0.21, r);
  else if (t->category == TRAJAN_CATEGORY_WORKERS || t->category == TRAJAN_CATEGORY_LEGIONNAIRES)
    for (guint i = 0; i < t->figures; i++)
      draw_figure (cr, x + w * 0.22 + i * w * 0.17, y + 3 + h * 0.21, h * 0.32);
  else if (t->category == TRAJAN_CATEGORY_CARDS)
    for (int i = 0; i < 2; i++)
      {
        ludus_cairo_rounded_rect (cr, x + w * 0.14 + i * w * 0.14, y + 3 + h * 0.05 + i * 2,
                                  w * 0.16, h * 0.28, 1.5);
        cairo_set_source_rgb (cr, 1, 1, 1);
        cairo_fill_preserve (cr);
        ludus_cairo_set_rgb (cr, &category_rgb[t->category], 1.0);
        cairo_set_line_width (cr, 1);
        cairo_stroke (cr);
      }
  else if (mark != NULL)
    trajan_render_text (f, mark, x + w * 0.3, y + 3 + h * 0.21, h * 0.26, TRUE, w * 0.5, 0);
  /* The VP value, top right. */
  g_snprintf (vp, sizeof vp, "%u", t->vp);
  cairo_set_source_rgb (cr, 1, 1, 1);
  trajan_render_text (f, vp, x + w * 0.78, y + 3 + h * 0.21, h * 0.27, TRUE, w * 0.4, 0);
  /* The two marker colours required. */
  r = MIN (w * 0.16, h * 0.2);
  trajan_render_marker (f, t->colours[0], x + w * 0.3, y + h * 0.72, r);
  trajan_render_marker (f, t->colours[1], x + w * 0.7, y + h * 0.72, r);
}

void
trajan_render_trajan_tile (TrajanFrame *f,
                           int          tile,
                           double       x,
                           double       y,
                           double       w,
                           double       h)
{
  trajan_render_sprite (f, 'T', tile, 0, NULL, x, y, w, h, trajan_tile_body);
}

char *
trajan_render_trajan_tile_name (TrajanFrame *f,
                                int          tile)
{
  const TrajanTileData *t;

  if (tile < 0 || tile >= TRAJAN_N_TRAJAN_TILES)
    return g_strdup (_("a hidden tile"));
  t = &f->d->trajan_tiles[tile];
  if (t->category == TRAJAN_CATEGORY_DEMAND)
    /* Translators: a Trajan tile: its icon, the two marker colours it needs, its VP */
    return g_strdup_printf (_("Trajan tile (demand: %s), needs %s + %s, %u VP"),
                            trajan_icon_name (t->icon), trajan_colour_name (t->colours[0]),
                            trajan_colour_name (t->colours[1]), t->vp);
  /* Translators: a Trajan tile: its category, the two marker colours it needs, its VP */
  return g_strdup_printf (_("Trajan tile (%s), needs %s + %s, %u VP"),
                          trajan_category_name (t->category),
                          trajan_colour_name (t->colours[0]),
                          trajan_colour_name (t->colours[1]), t->vp);
}

static const LudusRgb forum_rgb[] = {
  { 0.90, 0.72, 0.40 },  /* bread */
  { 0.75, 0.78, 0.82 },  /* games */
  { 0.98, 0.55, 0.25 },  /* religion */
  { 0.80, 0.23, 0.23 },  /* senate */
  { 0.51, 0.36, 0.65 },  /* jokers */
};

static void
forum_tile_body (TrajanFrame *f,
                 int          tile,
                 int          unused,
                 double       w,
                 double       h)
{
  cairo_t *cr = f->cr;
  const TrajanForumTileData *t;
  double x = 0, y = 0, cx = w / 2, cy = h / 2, r = MIN (w, h) * 0.3;

  if (tile < 0 || tile >= TRAJAN_N_FORUM_TILES)
    return;
  t = &f->d->forum_tiles[tile];
  ludus_cairo_rounded_rect (cr, x, y, w, h, MIN (6, w / 5));
  cairo_set_source_rgb (cr, 0.93, 0.89, 0.80);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.35, 0.30, 0.22, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  switch (t->kind)
    {
    case TRAJAN_FORUM_BREAD:
    case TRAJAN_FORUM_GAMES:
    case TRAJAN_FORUM_RELIGION:
      trajan_render_demand_icon (f, t->kind, cx, cy, r * 1.3);
      break;
    case TRAJAN_FORUM_SENATE:
      {
        char v[8];

        g_snprintf (v, sizeof v, "%u", t->value);
        ludus_cairo_set_rgb (cr, &forum_rgb[3], 1.0);
        cairo_arc (cr, cx, cy, r * 1.3, 0, 2 * G_PI);
        cairo_fill (cr);
        cairo_set_source_rgb (cr, 1, 1, 1);
        trajan_render_text (f, v, cx, cy, r * 1.5, TRUE, w * 0.8, 0);
      }
      break;
    case TRAJAN_FORUM_EXTRA_ACTION:
      ludus_cairo_rounded_rect (cr, x + 3, y + 3, w - 6, h - 6, 4);
      cairo_set_source_rgb (cr, 0.96, 0.83, 0.18);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.15, 0.12, 0.05);
      trajan_render_text (f, "+1", cx, y + h * 0.32, h * 0.26, TRUE, w * 0.8, 0);
      trajan_render_text_extra (f, trajan_action_name (t->value), cx, y + h * 0.7, h * 0.2, TRUE,
                                w * 0.9, 0);
      break;
    default:
      {
        /* Jokers: a star with what they stand in for. */
        const char *what;

        switch (t->kind)
          {
          case TRAJAN_FORUM_JOKER_GOODS:
            /* Translators: a short mark on the goods joker tile (a goods card) */
            what = C_("joker", "goods");
            break;
          case TRAJAN_FORUM_JOKER_DEMAND:
            /* Translators: a short mark on the demand joker tile */
            what = C_("joker", "demand");
            break;
          case TRAJAN_FORUM_JOKER_CONSTRUCTION:
            /* Translators: a short mark on the construction joker tile */
            what = C_("joker", "build");
            break;
          default:
            what = "+1";
            break;
          }
        ludus_cairo_set_rgb (cr, &forum_rgb[4], 1.0);
        trajan_render_text (f, "★", cx, y + h * 0.35, h * 0.36, TRUE, w * 0.8, 0);
        trajan_render_text_extra (f, what, cx, y + h * 0.74, h * 0.2, TRUE, w * 0.9, 0);
      }
      break;
    }
}

void
trajan_render_forum_tile (TrajanFrame *f,
                          int          tile,
                          double       x,
                          double       y,
                          double       w,
                          double       h)
{
  trajan_render_sprite (f, 'F', tile, 0, f->lang, x, y, w, h, forum_tile_body);
}

static void
extra_tile_body (TrajanFrame *f,
                 int          tile,
                 int          unused,
                 double       w,
                 double       h)
{
  cairo_t *cr = f->cr;
  double x = 0, y = 0;

  if (tile < 0 || tile >= TRAJAN_N_EXTRA_TILES)
    return;
  ludus_cairo_rounded_rect (cr, x, y, w, h, MIN (6, w / 5));
  cairo_set_source_rgb (cr, 0.96, 0.83, 0.18);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.45, 0.35, 0.05, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.15, 0.12, 0.05);
  trajan_render_text (f, "+1", x + w / 2, y + h * 0.32, h * 0.26, TRUE, w * 0.8, 0);
  trajan_render_text_extra (f, trajan_action_name (f->d->extra_tiles[tile]), x + w / 2,
                            y + h * 0.7, h * 0.2, TRUE, w * 0.9, 0);
}

void
trajan_render_extra_tile (TrajanFrame *f,
                          int          tile,
                          double       x,
                          double       y,
                          double       w,
                          double       h)
{
  trajan_render_sprite (f, 'E', tile, 0, f->lang, x, y, w, h, extra_tile_body);
}

static void
bonus_tile_body (TrajanFrame *f,
                 int          tile,
                 int          grey,
                 double       w,
                 double       h)
{
  cairo_t *cr = f->cr;
  const TrajanBonusTileData *b;
  double x = 0, y = 0, cx = w / 2, cy = h * 0.45;

  if (tile < 0 || tile >= TRAJAN_N_BONUS_TILES)
    return;
  b = &f->d->bonus_tiles[tile];
  ludus_cairo_rounded_rect (cr, x, y, w, h, MIN (6, w / 5));
  if (grey)
    cairo_set_source_rgb (cr, 0.70, 0.70, 0.68);
  else
    cairo_set_source_rgb (cr, 0.98, 0.85, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.3, 0.25, 0.1, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  switch (b->kind)
    {
    case TRAJAN_BONUS_GOODS:
      trajan_render_goods_card (f, b->goods[0], x + w * 0.1, y + h * 0.12, w * 0.38, h * 0.58);
      trajan_render_goods_card (f, b->goods[1], x + w * 0.52, y + h * 0.12, w * 0.38, h * 0.58);
      break;
    case TRAJAN_BONUS_LEGIONNAIRES:
      cairo_set_source_rgb (cr, 0.20, 0.52, 0.30);
      draw_figure (cr, cx, cy, h * 0.5);
      break;
    case TRAJAN_BONUS_WORKERS:
      cairo_set_source_rgb (cr, 0.72, 0.25, 0.18);
      draw_figure (cr, cx, cy, h * 0.5);
      break;
    case TRAJAN_BONUS_YELLOW_TILES:
      ludus_cairo_rounded_rect (cr, cx - w * 0.2, cy - h * 0.18, w * 0.4, h * 0.36, 3);
      cairo_set_source_rgb (cr, 0.96, 0.76, 0.07);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.3, 0.25, 0.1);
      cairo_stroke (cr);
      break;
    default:
      trajan_render_demand_icon (f, b->icon, cx, cy, h * 0.24);
      break;
    }
  {
    char v[8];

    g_snprintf (v, sizeof v, "%u", f->d->bonus_values[b->kind][grey ? 1 : 0]);
    cairo_set_source_rgb (cr, 0.15, 0.12, 0.05);
    trajan_render_text (f, b->kind == TRAJAN_BONUS_WORKERS && grey ? "½" : v, cx, y + h * 0.85,
                        h * 0.2, TRUE, w * 0.9, 0);
  }
}

void
trajan_render_bonus_tile (TrajanFrame *f,
                          int          tile,
                          gboolean     grey,
                          double       x,
                          double       y,
                          double       w,
                          double       h)
{
  trajan_render_sprite (f, 'B', tile, grey, f->lang, x, y, w, h, bonus_tile_body);
}

