/* ft-board-colonia.c: drawing a player's Colonia
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The viewing seat's Colonia is drawn at full size and records where its
 * cells, citizen rows, tiles and prestige spaces lie, for the moves; the
 * other seats' are compact and go through the panel cache.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ft-board-paint.h"

/* A crane corner: what it is, then what it does. */
static char *
crane_tooltip (const FtbCell *cell)
{
  g_autofree char *what = NULL;
  g_autofree char *tile = NULL;
  const char *does;

  if (cell->crane_state == FTB_CRANE_COVERED)
    {
      tile = ftb_tile_describe (&cell->tile);
      /* Translators: a crane corner still covered by a face-up tile. */
      what = g_strdup_printf (_("Covered %s crane; tile on it: %s"),
                              ftb_colour_name (cell->crane_colour), tile);
      does = _("Taking the tile reveals the crane");
    }
  else if (cell->crane_state == FTB_CRANE_REVEALED)
    {
      /* Translators: %s is a colour. */
      what = g_strdup_printf (_("Revealed %s crane: scores at the end of this pass"),
                              ftb_colour_name (cell->crane_colour));
      does = _("3, 2 or 1 VP (pass I, II, III) per coloured building of its colour in your Colonia");
    }
  else
    {
      what = g_strdup_printf (_("Scored %s crane"), ftb_colour_name (cell->crane_colour));
      does = _("Scores no more; some Trajan tasks count scored cranes");
    }
  return g_strdup_printf ("%s\n%s", what, does);
}

static char *
cell_tooltip (const FtbCell *cell,
              int            r,
              int            c)
{
  g_autofree char *where = NULL;
  g_autofree char *tile = NULL;

  /* Translators: a cell of the Colonia grid: row and column, from 1. */
  where = g_strdup_printf (_("row %d, column %d"), r + 1, c + 1);
  switch (cell->kind)
    {
    case FTB_CELL_COVERED:
      /* Translators: %s is "row 2, column 3". */
      tile = g_strdup_printf (_("Face-down colonia tile (%s)"), where);
      return g_strdup_printf ("%s\n%s", tile,
                              _("Taken in the draft when a street card names its row or column, "
                                "or with a tribune"));
    case FTB_CELL_FREE:
      tile = g_strdup_printf (_("Free building cell (%s)"), where);
      return g_strdup_printf ("%s\n%s", tile, _("A building tile may be built here on your turn"));
    case FTB_CELL_TEMPLE:
      tile = g_strdup_printf (_("Temple (%s)"), where);
      return g_strdup_printf ("%s\n%s", tile, _("Never built on; some Trajan tasks ask for "
                                                "buildings next to a temple"));
    case FTB_CELL_BUILT:
      {
        g_autofree char *name = ftb_capitalise (ftb_building_name (cell->building));

        if (cell->partner >= 0)
          /* Translators: a building on one half of a double building tile. */
          return g_strdup_printf (_("%s, half of a double tile (%s)"), name, where);
        return g_strdup_printf ("%s (%s)", name, where);
      }
    case FTB_CELL_CRANE:
    default:
      return crane_tooltip (cell);
    }
}

typedef struct
{
  const FtbCell *cell;
  int            owner;
} CellData;

static void
draw_cell_content (FtbPainter    *p,
                   double         x,
                   double         y,
                   double         w,
                   double         h,
                   gconstpointer  data)
{
  const FtbCell *cell = ((const CellData *) data)->cell;
  int owner = ((const CellData *) data)->owner;
  cairo_t *cr = p->cr;
  FtbRect r = ftb_rect (x, y, w, h);
  LudusRgb rgb;

  /* The ground. */
  cairo_rectangle (cr, r.x, r.y, r.w, r.h);
  if (p->dark)
    cairo_set_source_rgb (cr, 0.22, 0.24, 0.20);
  else
    cairo_set_source_rgb (cr, 0.90, 0.92, 0.84);
  cairo_fill (cr);

  switch (cell->kind)
    {
    case FTB_CELL_COVERED:
      ftb_tile_back (p, owner, r);
      break;
    case FTB_CELL_FREE:
      break;
    case FTB_CELL_BUILT:
      ftb_draw_building (cr, cell->building, r.x, r.y, r.w, p->dark);
      if (cell->partner >= 0)
        {
          /* Join a double tile's halves across the shared edge. */
          static const double dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
          double cx = r.x + r.w / 2 + dx[cell->partner] * r.w * 0.47;
          double cy = r.y + r.h / 2 + dy[cell->partner] * r.h * 0.47;

          cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
          cairo_arc (cr, cx, cy, r.w * 0.06, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      break;
    case FTB_CELL_TEMPLE:
      cairo_set_source_rgba (cr, 0, 0, 0, p->dark ? 0.25 : 0.06);
      cairo_rectangle (cr, r.x, r.y, r.w, r.h);
      cairo_fill (cr);
      ftb_set_rgb (p, &p->pal->text_dim, 0.8);
      ftb_draw_temple (cr, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.7);
      break;
    case FTB_CELL_CRANE:
    default:
      ftb_colour_rgb (cell->crane_colour, p->dark, &rgb);
      if (cell->crane_state == FTB_CRANE_SCORED)
        ftb_set_rgb (p, &p->pal->text_dim, 0.6);
      else
        ftb_set_rgb (p, &rgb, 1);
      ftb_draw_crane (cr, r.x + r.w / 2, r.y + r.h / 2, r.w * 0.8);
      if (cell->crane_state == FTB_CRANE_COVERED)
        {
          FtbRect t = ftb_rect (r.x + r.w * 0.12, r.y + r.h * 0.12, r.w * 0.76, r.h * 0.76);

          ftb_tile_face (p, &cell->tile, owner, t);
          /* A corner of the crane's colour peeks out from under the tile. */
          cairo_move_to (cr, r.x + r.w, r.y + r.h * 0.55);
          cairo_line_to (cr, r.x + r.w, r.y + r.h);
          cairo_line_to (cr, r.x + r.w * 0.55, r.y + r.h);
          cairo_close_path (cr);
          ftb_set_rgb (p, &rgb, 1);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
      break;
    }

  cairo_rectangle (cr, r.x, r.y, r.w, r.h);
  ftb_set_rgb (p, &p->pal->line, 0.45);
  cairo_set_line_width (cr, MAX (0.5, r.w * 0.015));
  cairo_stroke (cr);
}

static void
draw_cell (FtbPainter    *p,
           const FtbCell *cell,
           int            owner,
           FtbRect        r,
           gboolean       tooltips,
           int            row,
           int            col)
{
  CellData data = { cell, owner };
  LudusRgb seat;
  g_autofree char *key = NULL;
  const FtbTile *t = &cell->tile;

  ftb_seat_rgb (p, owner, &seat);
  key = g_strdup_printf ("cell:%d:%d:%d:%d:%d:%02x%02x%02x:%d:%d%d%d%d%d%d%d%d%d%d%d",
                         cell->kind, cell->building, cell->partner, cell->crane_colour,
                         cell->crane_state, (int) (seat.r * 255), (int) (seat.g * 255),
                         (int) (seat.b * 255), t->known, t->citizen, t->builder, t->worker[0],
                         t->worker[1], t->worker[2], t->worker[3], t->worker_any, t->assistant,
                         t->coin, t->tribune, t->upgrade);
  ftb_sprite (p, key, r.x, r.y, r.w, r.h, draw_cell_content, &data);
  if (tooltips)
    ftb_hit_take (p, r, cell_tooltip (cell, row, col));
}

/* ------------------------------------------------------- a player's parts */

typedef struct
{
  int      owner, row, slot;
  gboolean filled, active;
} SlotData;

static void
draw_citizen_slot_content (FtbPainter    *p,
                           double         x,
                           double         y,
                           double         w,
                           double         h,
                           gconstpointer  data)
{
  const SlotData *d = data;
  cairo_t *cr = p->cr;
  int owner = d->owner, row = d->row, slot = d->slot;
  gboolean filled = d->filled, active = d->active;
  FtbRect r = ftb_rect (x + 1, y + 1, w - 2, h - 2);

  ludus_cairo_rounded_rect (cr, r.x, r.y, r.w, r.h, r.h * 0.18);
  ftb_set_rgb (p, &p->pal->background, 1);
  cairo_fill_preserve (cr);
  ftb_set_rgb (p, &p->pal->line, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  if (filled && active)
    ftb_draw_icon (cr, FTB_ICON_CITIZEN, row / 2, r.x + r.w / 2, r.y + r.h / 2, r.h * 0.8, p->dark);
  else if (filled)
    {
      /* An inactive citizen lies on its envoy face. */
      ftb_tile_back (p, owner, ftb_rect (r.x + (r.w - r.h) / 2, r.y, r.h, r.h));
      cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
      cairo_set_line_width (cr, MAX (1, r.h * 0.06));
      cairo_move_to (cr, r.x + r.w * 0.2, r.y + r.h * 0.8);
      cairo_line_to (cr, r.x + r.w * 0.8, r.y + r.h * 0.2);
      cairo_stroke (cr);
    }
  else if (slot == 0)
    {
      ftb_fade_begin (p, r.x, r.y, r.w, r.h);
      ftb_draw_icon (cr, FTB_ICON_CITIZEN, row / 2, r.x + r.w / 2, r.y + r.h / 2, r.h * 0.7, p->dark);
      ftb_fade_end (p, 0.22);
    }
}

static void
draw_citizen_slot (FtbPainter *p,
                   int         owner,
                   int         row,
                   int         slot,
                   gboolean    filled,
                   gboolean    active,
                   FtbRect     r)
{
  SlotData d = { owner, row, slot, filled, active };
  LudusRgb seat;
  char key[64];

  ftb_seat_rgb (p, owner, &seat);
  g_snprintf (key, sizeof key, "slot:%d:%d:%d:%d:%02x%02x%02x", row, slot, filled, active,
              (int) (seat.r * 255), (int) (seat.g * 255), (int) (seat.b * 255));
  ftb_sprite (p, key, r.x - 1, r.y - 1, r.w + 2, r.h + 2, draw_citizen_slot_content, &d);
}

static char *
citizen_row_tooltip (const FtbPlayer *pl,
                     int              row)
{
  static const char *abilities[FTB_N_ROWS] = {
    N_("Envoys for coloured buildings may go on any cell of their colour; envoys diagonally next to an eagle score 1 VP"),
    N_("Two different area bonuses instead of one"),
    N_("Flips the slider; each upgrade may jump to the next cypress"),
    N_("Once per turn, when building: swap a coin, assistant or tribune for another of them"),
    N_("Up to twice per turn: 1 assistant for 1 worker of any colour"),
    N_("Once per turn: 1 assistant for 1 builder"),
  };
  static const char *bonuses[FTB_N_ROWS] = {
    N_("place 1 envoy from the ship in the forum"), N_("1 area bonus"),
    N_("1 coin or 1 tribune"), N_("1 coin or 1 assistant"),
    N_("1 worker of any colour"), N_("1 builder"),
  };
  const char *state;

  if (pl->citizens[row] == 0)
    state = _("empty");
  else if (pl->row_active[row])
    state = _("active");
  else
    state = _("inactive");

  /* Translators: citizen row tooltip: name (state), ability, second-citizen bonus. */
  return g_strdup_printf (_("%s (%s)\nFirst citizen: %s\nSecond citizen: %s"),
                          ftb_citizen_row_name (row), state, _(abilities[row]), _(bonuses[row]));
}

static const char *
resource_use (FtbIcon icon)
{
  switch (icon)
    {
    case FTB_ICON_BUILDER:
      return _("Pays for one grey building");
    case FTB_ICON_WORKER:
      return _("Pays for one building of its colour; 2 of one colour may be exchanged for 1 builder");
    case FTB_ICON_ASSISTANT:
      return _("With any worker, pays as a worker of any colour; the craftsmen trade it");
    case FTB_ICON_COIN:
      return _("Pays your citizens before each scoring; some Trajan tasks need coins");
    default:
      return _("Ignores a street card in the draft (1), or uses both tiles on a turn (2)");
    }
}

static void
draw_resources (FtbPainter      *p,
                const FtbPlayer *pl,
                double           x,
                double           y,
                double           step,
                double           size,
                double           text,
                gboolean         tooltips)
{
  struct { FtbIcon icon; int arg; int count; } items[8] = {
    { FTB_ICON_BUILDER, 0, pl->builder },
    { FTB_ICON_WORKER, FTB_BLUE, pl->worker[FTB_BLUE] },
    { FTB_ICON_WORKER, FTB_GREEN, pl->worker[FTB_GREEN] },
    { FTB_ICON_WORKER, FTB_RED, pl->worker[FTB_RED] },
    { FTB_ICON_WORKER, FTB_YELLOW, pl->worker[FTB_YELLOW] },
    { FTB_ICON_ASSISTANT, 0, pl->assistant },
    { FTB_ICON_COIN, 0, pl->coin },
    { FTB_ICON_TRIBUNE, 0, pl->tribune },
  };

  for (int i = 0; i < 8; i++)
    {
      double cx = x + i * step + size / 2;
      g_autofree char *count = g_strdup_printf ("%d", items[i].count);

      ftb_icon (p, items[i].icon, items[i].arg, cx, y, size, items[i].count == 0 ? 0.3 : 1.0);
      ftb_set_rgb (p, items[i].count > 0 ? &p->pal->text : &p->pal->text_dim, 1);
      ftb_text_full (p, count, cx + size * 0.55, y + size * 0.2, text, TRUE, 0, 0);

      if (tooltips)
        {
          char *tip;

          switch (items[i].icon)
            {
            case FTB_ICON_BUILDER:
              tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d builder", "%d builders",
                                                  items[i].count), items[i].count);
              break;
            case FTB_ICON_WORKER:
              tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d %s worker", "%d %s workers",
                                                  items[i].count),
                                     items[i].count, ftb_colour_name (items[i].arg));
              break;
            case FTB_ICON_ASSISTANT:
              tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d assistant", "%d assistants",
                                                  items[i].count), items[i].count);
              break;
            case FTB_ICON_COIN:
              tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d coin", "%d coins",
                                                  items[i].count), items[i].count);
              break;
            default:
              tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tribune", "%d tribunes",
                                                  items[i].count), items[i].count);
              break;
            }
          /* What the piece is for, under how many there are. */
          ftb_hit_take (p, ftb_rect (cx - size / 2, y - size / 2, step * 0.95, size),
                        g_strdup_printf ("%s\n%s", tip, resource_use (items[i].icon)));
          g_free (tip);
        }
    }
}

static void
draw_prestige (FtbPainter      *p,
               const FtbPlayer *pl,
               FtbRect          r,
               gboolean         big,
               gboolean         record)
{
  const FtbModel *m = p->m;
  int n = MAX (1, m->p_max + 1);
  double step = r.w / n;
  double top = r.y;
  double boxh = big ? r.h * 0.62 : r.h;

  for (int i = 0; i < n; i++)
    {
      FtbRect b = ftb_rect (r.x + i * step + 1, top, step - 2, boxh);
      g_autofree char *vp = g_strdup_printf ("%d", m->trajan_vp[MIN (i, FTB_MAX_PRESTIGE - 1)]);
      gboolean cypress = (m->cypress >> i) & 1;

      ludus_cairo_rounded_rect (p->cr, b.x, b.y, b.w, b.h, 4);
      ftb_set_rgb (p, &p->pal->background, 1);
      cairo_fill (p->cr);
      if (cypress)
        {
          cairo_set_source_rgba (p->cr, 0.15, 0.55, 0.25, p->dark ? 0.9 : 0.8);
          ftb_draw_cypress (p->cr, b.x + b.w * 0.78, b.y + b.h * 0.5, b.h * 0.7);
        }
      ftb_set_rgb (p, &p->pal->text_dim, 1);
      /* The numbers are the same for every seat: on the viewer's track only. */
      if (big)
        ftb_text_full (p, vp, b.x + b.w * 0.36, b.y + b.h / 2, MAX (13, b.h * 0.42), FALSE, 1,
                       b.w * 0.7);
      if (record && i < FTB_MAX_PRESTIGE)
        p->prestige[i] = b;
      if (big)
        ftb_hit_take (p, b, cypress
                  /* Translators: a space of the prestige track; %d is VP per Trajan task. */
                  ? g_strdup_printf (_("Prestige track, with a cypress: %d VP per Trajan task"),
                                     m->trajan_vp[MIN (i, FTB_MAX_PRESTIGE - 1)])
                  : g_strdup_printf (_("Prestige track: %d VP per Trajan task"),
                                     m->trajan_vp[MIN (i, FTB_MAX_PRESTIGE - 1)]));
    }

  /* The slider. */
  {
    FtbRect s = ftb_rect (r.x + pl->slider * step, top - 2, step, boxh + 4);
    LudusRgb seat;

    ftb_seat_rgb (p, (int) (pl - m->players), &seat);
    ludus_cairo_rounded_rect (p->cr, s.x, s.y, s.w, s.h, 5);
    ftb_set_rgb (p, &seat, pl->slider_reverse ? 0.9 : 0.55);
    cairo_set_line_width (p->cr, big ? 3 : 2);
    cairo_stroke (p->cr);
    ftb_set_rgb (p, &p->pal->text, 0.85);
    ftb_draw_bust (p->cr, s.x + s.w * 0.36, s.y - boxh * 0.05, boxh * 0.45);
    ftb_hit_take (p, s, pl->slider_reverse
              ? g_strdup_printf (_("Slider at position %d (reverse face)"), pl->slider)
              : g_strdup_printf (_("Slider at position %d (base face)"), pl->slider));
  }
}

static void
draw_area_table (FtbPainter      *p,
                 const FtbPlayer *pl,
                 FtbRect          r,
                 const guint8    *area_vp,
                 int              n_max,
                 gboolean         labels)
{
  /* Group size → VP for the slider as it stands (the numbers on the slider).
   * The compact Colonias leave out the row labels, for larger numbers: the
   * dim row is the group size, the bold one its VP, as the tooltip says. */
  double label_w = labels ? r.w * 0.12 : 0;
  double step = (r.w - label_w) / MAX (1, n_max);
  double size = r.h * 0.38;
  double x0 = r.x + label_w - step;

  ftb_set_rgb (p, &p->pal->text_dim, 1);
  if (labels)
    {
      ftb_text_full (p, _("Group"), r.x, r.y + r.h * 0.25, size, FALSE, 0, label_w - 4);
      ftb_text_full (p, _("VP"), r.x, r.y + r.h * 0.75, size, TRUE, 0, label_w - 4);
    }
  for (int n = 1; n <= n_max; n++)
    {
      g_autofree char *a = g_strdup_printf ("%d", n);
      g_autofree char *b = g_strdup_printf ("%d", area_vp[n]);

      ftb_set_rgb (p, &p->pal->text_dim, 1);
      ftb_text_full (p, a, x0 + n * step + step / 2, r.y + r.h * 0.25, size, FALSE, 1, step * 0.95);
      ftb_set_rgb (p, &p->pal->text, 1);
      ftb_text_full (p, b, x0 + n * step + step / 2, r.y + r.h * 0.75, size, TRUE, 1, step * 0.95);
    }
  ftb_hit_take (p, r, g_strdup (_("Forum scoring: VP for your largest connected group of envoys")));
}

/* The area table in words, for a compact Colonia's tooltip. */
static char *
area_text (const guint8 *area_vp,
           int           n_max)
{
  GString *out = g_string_new (_("Forum scoring: VP for your largest connected group of envoys"));

  g_string_append_c (out, '\n');
  for (int n = 1; n <= n_max; n++)
    g_string_append_printf (out, n > 1 ? " · %d → %d" : "%d → %d", n, area_vp[n]);
  return g_string_free (out, FALSE);
}

/* --------------------------------------------------------- the Colonias */

static void
draw_player_header (FtbPainter *p,
                    int         seat,
                    FtbRect     r,
                    double      size)
{
  const FtbPlayer *pl = &p->m->players[seat];
  g_autofree char *name = ftb_seat_name (p, seat);
  g_autofree char *vp = g_strdup_printf (_("%d VP"), pl->vp);
  double x = r.x;
  double status_w;

  ftb_seat_piece (p, seat, x + size * 0.5, r.y + r.h / 2, size * 0.42);
  ftb_set_rgb (p, &p->pal->text, 1);
  x += size * 1.1;
  x += ftb_text_full (p, name, x, r.y + r.h / 2, size, TRUE, 0, r.w * 0.5) + size * 0.6;
  if (p->m->start_player == seat)
    {
      ftb_set_rgb (p, &p->pal->text_dim, 1);
      ftb_draw_bust (p->cr, x + size * 0.4, r.y + r.h / 2, size * 0.9);
      ftb_hit_take (p, ftb_rect (x, r.y, size, r.h), g_strdup (_("Start player")));
      x += size * 1.2;
    }
  /* The status word must not run into the VP on the right. */
  status_w = MAX (1, r.x + r.w - size * 5.0 - x);
  if (p->m->current == seat && p->m->phase == FTB_PHASE_TURN)
    {
      ftb_set_rgb (p, &p->pal->accent, 1);
      ftb_text_full (p, _("Turn"), x, r.y + r.h / 2, size * 0.8, TRUE, 0, status_w);
    }
  else if (p->m->phase == FTB_PHASE_DRAFT && pl->drafting)
    {
      ftb_set_rgb (p, &p->pal->accent, 1);
      ftb_text_full (p, _("Drafting"), x, r.y + r.h / 2, size * 0.8, TRUE, 0, status_w);
    }
  else if (p->m->phase == FTB_PHASE_DRAFT)
    {
      /* The table sees who has drafted, never what. */
      ftb_set_rgb (p, &p->pal->text_dim, 1);
      /* Translators: a seat that has made its draft for this round (its picks stay hidden) */
      ftb_text_full (p, C_("draft", "Done"), x, r.y + r.h / 2, size * 0.8, TRUE, 0, status_w);
    }
  ftb_set_rgb (p, &p->pal->text, 1);
  ftb_draw_icon (p->cr, FTB_ICON_VP, 0, r.x + r.w - size * 3.8, r.y + r.h / 2, size * 1.1, p->dark);
  ftb_text_full (p, vp, r.x + r.w, r.y + r.h / 2, size, TRUE, 2, size * 3.2);
  ftb_hit_take (p, ftb_rect (r.x + r.w - size * 4.4, r.y, size * 4.4, r.h),
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d victory point",
                                          "%d victory points", pl->vp), pl->vp));
}

static const char *
hand_caption (FtbHandRole role)
{
  switch (role)
    {
    case FTB_HAND_TAKEN:
      /* Translators: a tile taken in the draft, not yet kept or given. */
      return C_("tile in hand", "Taken");
    case FTB_HAND_KEPT:
      return C_("tile in hand", "Kept");
    case FTB_HAND_GIVEN:
      return C_("tile in hand", "Given");
    case FTB_HAND_RECEIVED:
      return C_("tile in hand", "Received");
    case FTB_HAND_BORROWED:
      return C_("tile in hand", "Borrowed");
    case FTB_HAND_DISPLAY:
    default:
      return C_("tile in hand", "In play");
    }
}

static void
draw_ship_river (FtbPainter *p,
                 int         seat,
                 double      x,
                 double      y,
                 double      s,
                 gboolean    owner_view)
{
  const FtbPlayer *pl = &p->m->players[seat];
  g_autofree char *ship = g_strdup_printf ("%d", pl->ship);
  g_autofree char *ship_tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Ship: %d envoy",
                                                            "Ship: %d envoys", pl->ship), pl->ship);

  /* The ship: a hull with the envoys waiting on it. */
  cairo_move_to (p->cr, x, y + s * 0.45);
  cairo_line_to (p->cr, x + s * 1.6, y + s * 0.45);
  cairo_line_to (p->cr, x + s * 1.35, y + s * 0.85);
  cairo_line_to (p->cr, x + s * 0.25, y + s * 0.85);
  cairo_close_path (p->cr);
  ftb_set_rgb (p, &(LudusRgb) { 0.60, 0.42, 0.27 }, 1);
  cairo_fill (p->cr);
  ftb_draw_icon (p->cr, FTB_ICON_ENVOY, 0, x + s * 0.65, y + s * 0.22, s * 0.5, p->dark);
  ftb_set_rgb (p, &p->pal->text, 1);
  ftb_text_full (p, ship, x + s * 1.0, y + s * 0.22, s * 0.38, TRUE, 0, 0);
  ftb_hit_take (p, ftb_rect (x, y - s * 0.1, s * 1.6, s),
            g_strdup_printf ("%s\n%s", ship_tip, _("Used and spent tiles wait here as envoys for the forum")));

  if (pl->river_present)
    {
      FtbRect r = ftb_rect (x + s * 1.8, y, s * 0.8, s * 0.8);
      g_autofree char *desc = NULL;

      cairo_rectangle (p->cr, r.x - s * 0.08, r.y + r.h * 0.55, r.w + s * 0.16, r.h * 0.5);
      ftb_set_rgb (p, &(LudusRgb) { 0.40, 0.62, 0.85 }, 0.6);
      cairo_fill (p->cr);
      ftb_tile_back (p, seat, r);
      if (owner_view && pl->river.known)
        {
          desc = ftb_tile_describe (&pl->river);
          /* Translators: the river tile, out of play; only its owner sees its front. */
          ftb_hit_take (p, r, g_strdup_printf (_("River: out of play (%s)"), desc));
        }
      else
        ftb_hit_take (p, r, g_strdup (_("River: a tile out of play")));
    }
}

static void
draw_hand (FtbPainter *p,
           int         seat,
           double      x,
           double      y,
           double      size,
           double      caption,
           double      step,
           gboolean    record)
{
  const FtbPlayer *pl = &p->m->players[seat];

  for (int i = 0; i < pl->n_hand && i < FTB_MAX_TILES; i++)
    {
      FtbRect r = ftb_rect (x + i * step, y, size, size);
      const FtbHandTile *h = &pl->hand[i];
      g_autofree char *desc = ftb_tile_describe (&h->tile);

      if (h->tile.known)
        ftb_tile_face (p, &h->tile, seat, r);
      else
        ftb_tile_back (p, seat, r);
      if (h->used)
        {
          cairo_set_source_rgba (p->cr, 0, 0, 0, 0.35);
          ludus_cairo_rounded_rect (p->cr, r.x + 3, r.y + 3, r.w - 6, r.h - 6, 6);
          cairo_fill (p->cr);
        }
      ftb_set_rgb (p, &p->pal->text_dim, 1);
      if (caption > 0)
        ftb_text_full (p, hand_caption (h->role), r.x + r.w / 2, r.y + r.h + caption * 0.75,
                       caption, FALSE, 1, step - 6);
      if (record)
        p->hand[i] = r;
      /* Translators: a tile in hand: its role (Kept, Received…) and its front. */
      ftb_hit_take (p, r, g_strdup_printf (_("%s: %s"), hand_caption (h->role), desc));
    }
  if (pl->hidden_hand > 0)
    {
      double hx = x + pl->n_hand * step;

      for (int i = 0; i < pl->hidden_hand && i < 4; i++)
        ftb_tile_back (p, seat, ftb_rect (hx + i * size * 0.25, y, size, size));
      ftb_hit_take (p, ftb_rect (hx, y, size * (1 + 0.25 * (MIN (pl->hidden_hand, 4) - 1)), size),
                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tile held face down",
                                              "%d tiles held face down", pl->hidden_hand),
                                 pl->hidden_hand));
    }
}

static void
draw_reserve (FtbPainter *p,
              int         seat,
              double      x,
              double      y,
              double      size,
              double      max_w,
              gboolean    record)
{
  const FtbPlayer *pl = &p->m->players[seat];
  int per_row = MAX (1, (int) (max_w / (size * 1.08)));

  for (int i = 0; i < pl->n_reserve && i < FTB_MAX_RESERVE; i++)
    {
      FtbRect r = ftb_rect (x + (i % per_row) * size * 1.08, y + (i / per_row) * size * 1.08, size, size);
      g_autofree char *desc = ftb_tile_describe (&pl->reserve[i]);

      ftb_tile_face (p, &pl->reserve[i], (seat + 1) % MAX (1, p->m->n_players), r);
      if (record)
        p->reserve[i] = r;
      /* Translators: a face-up tile in the reserve (received from the left neighbour). */
      ftb_hit_take (p, r, g_strdup_printf (_("Reserve: %s"), desc));
    }
}

static void
draw_grid (FtbPainter *p,
           int         seat,
           double      x,
           double      y,
           double      cs,
           gboolean    record)
{
  const FtbPlayer *pl = &p->m->players[seat];

  for (int r = 0; r < FTB_GRID; r++)
    for (int c = 0; c < FTB_GRID; c++)
      {
        FtbRect cell = ftb_rect (x + c * cs, y + r * cs, cs, cs);

        draw_cell (p, &pl->grid[r][c], seat, cell, TRUE, r, c);
        if (record)
          p->cell[r][c] = cell;
      }
  ludus_cairo_rounded_rect (p->cr, x - 2, y - 2, cs * FTB_GRID + 4, cs * FTB_GRID + 4, 4);
  ftb_set_rgb (p, &p->pal->line, 0.8);
  cairo_set_line_width (p->cr, 2);
  cairo_stroke (p->cr);
  /* What the seat's last moves built or took, ringed in its colour. */
  for (int i = 0; i < FTB_GRID * FTB_GRID; i++)
    if ((p->m->cell_mark[seat] >> i) & 1)
      ftb_seat_ring (p, seat, ftb_rect (x + (i % FTB_GRID) * cs + 1.5, y + (i / FTB_GRID) * cs + 1.5,
                                        cs - 3, cs - 3), 3);
}

static void
draw_citizen_rows (FtbPainter *p,
                   int         seat,
                   double      x,
                   double      y,
                   double      cs,
                   double      w,
                   gboolean    record)
{
  const FtbPlayer *pl = &p->m->players[seat];
  double slot_w = (w - 6) / 2;

  for (int pos = 0; pos < FTB_N_ROWS; pos++)
    {
      int row = p->m->crow_id[pos] % FTB_N_ROWS;
      FtbRect rr = ftb_rect (x, y + pos * cs + cs * 0.1, w, cs * 0.8);

      for (int s = 0; s < 2; s++)
        draw_citizen_slot (p, seat, row, s, pl->citizens[row] > s, pl->row_active[row],
                           ftb_rect (rr.x + s * (slot_w + 6), rr.y, slot_w, rr.h));
      if (record)
        p->crow[row] = rr;
      if ((p->m->row_mark[seat] >> row) & 1)
        ftb_seat_ring (p, seat, ftb_rect (rr.x - 1, rr.y - 1, rr.w + 2, rr.h + 2), 5);
      ftb_hit_take (p, rr, citizen_row_tooltip (pl, row));
    }
}

static void
draw_street_marks (FtbPainter *p,
                   double      x,
                   double      y,
                   double      cs)
{
  /* Tabs beside the grid mark the streets named by the two street cards. */
  for (int k = 0; k < 2; k++)
    {
      int street = p->m->street[k];
      FtbRect tab;

      if (street < 0)
        continue;
      if (street < FTB_GRID)
        tab = ftb_rect (x - 26 - k * 0, y + street * cs + cs * 0.2 + k * cs * 0.32, 22, cs * 0.3);
      else
        tab = ftb_rect (x + (street - FTB_GRID) * cs + cs * 0.15 + k * cs * 0.38, y - 24, cs * 0.32, 20);
      ludus_cairo_rounded_rect (p->cr, tab.x, tab.y, tab.w, tab.h, 4);
      ftb_set_rgb (p, &p->pal->accent, 0.85);
      cairo_fill (p->cr);
      ftb_set_rgb (p, &p->pal->accent_text, 1);
      ftb_text_full (p, ftb_roman (k + 1), tab.x + tab.w / 2, tab.y + tab.h / 2, MIN (tab.h, tab.w) * 0.62,
                 TRUE, 1, tab.w);
      {
        g_autofree char *what = g_strdup_printf (street < FTB_GRID
                                                 /* Translators: street card I or II names this row. */
                                                 ? _("Street card %s names row %d")
                                                 : _("Street card %s names column %d"),
                                                 ftb_roman (k + 1), street % FTB_GRID + 1);

        ftb_hit_take (p, tab, g_strdup_printf ("%s\n%s", what,
                                               _("In the draft, take a tile from that street, or "
                                                 "pay a tribune to take any tile")));
      }
    }
}

/* The tiles in hand, then the ship and the river, then the reserve, in a
 * row h units high from (x, y). */
static void
draw_hand_row (FtbPainter *p,
               int         seat,
               FtbRect     r,
               gboolean    captions,
               gboolean    record)
{
  const FtbPlayer *pl = &p->m->players[seat];
  double size = captions ? r.h - 16 : r.h - 2;
  double step = captions ? size + 30 : size * 1.12;
  double x = r.x, ship = MIN (r.h * 0.72, 56), tile = MIN (26, (r.h - 4) / 2);

  if (pl->n_hand > 0 || pl->hidden_hand > 0)
    {
      draw_hand (p, seat, x, r.y, size, captions ? 11.5 : 0, step, record);
      x += pl->n_hand * step + (pl->hidden_hand > 0 ? size * (1 + 0.25 * (MIN (pl->hidden_hand, 4) - 1)) + 8 : 0);
    }
  draw_ship_river (p, seat, x + 4, r.y + (r.h - ship) / 2, ship, record);
  x += 4 + ship * 2.7;
  if (pl->n_reserve > 0)
    draw_reserve (p, seat, x, r.y + MAX (0, (r.h - 2 * tile * 1.08) / 2), tile, r.x + r.w - x, record);
}

void
ftb_draw_viewer_colonia (FtbPainter   *p,
                         int           seat,
                         FtbRect       r,
                         const guint8 *area_vp,
                         int           area_n)
{
  const FtbPlayer *pl = &p->m->players[seat];
  double cs = p->lay.cs;
  double gx = r.x + 34, gy = r.y + FTB_VIEWER_TOP;
  double cx = gx + cs * FTB_GRID + 10;
  double y;

  ftb_panel (p, r, FALSE);
  draw_player_header (p, seat, ftb_rect (r.x + 12, r.y + 6, r.w - 24, 30), 17);
  draw_street_marks (p, gx, gy, cs);
  draw_grid (p, seat, gx, gy, cs, TRUE);
  draw_citizen_rows (p, seat, cx, gy, cs, r.x + r.w - 12 - cx, TRUE);

  /* Below the grid: the prestige track and the area table, the resources,
   * the tiles in hand with the ship, the river and the reserve. */
  y = gy + cs * FTB_GRID + 6;
  ftb_set_rgb (p, &p->pal->text_dim, 1);
  ftb_text_full (p, _("Prestige"), r.x + 16, y + 8, 13, TRUE, 0, r.w / 2 - 24);
  {
    g_autofree char *line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "%d active citizen",
                                                          "%d active citizens",
                                                          pl->active_citizens),
                                             pl->active_citizens);

    ftb_text_full (p, line, r.x + r.w - 16, y + 8, 13, FALSE, 2, r.w / 2 - 24);
  }
  y += 16;
  draw_prestige (p, pl, ftb_rect (r.x + 16, y + 4, r.w - 32, 48), TRUE, TRUE);
  draw_area_table (p, pl, ftb_rect (r.x + 16, y + 36, r.w - 32, 32), area_vp, area_n, TRUE);
  y += 74;
  draw_resources (p, pl, r.x + 18, y + 14, (r.w - 36) / 8, 24, 15, TRUE);
  y += 34;
  draw_hand_row (p, seat, ftb_rect (r.x + 16, y, r.w - 32, 64), TRUE, TRUE);
}

typedef struct
{
  int           seat;
  const guint8 *area_vp;
  int           area_n;
} CompactData;

/* The grid's cell in a compact Colonia of w × h units. */
static double
compact_cell (double w,
              double h)
{
  return MAX (8, MIN ((w - 24) / (FTB_GRID + 1.4), (h - 122) / FTB_GRID));
}

static void
draw_compact_content (FtbPainter    *p,
                      double         x,
                      double         y,
                      double         w,
                      double         h,
                      gconstpointer  data)
{
  const CompactData *d = data;
  int seat = d->seat;
  const FtbPlayer *pl = &p->m->players[seat];
  double cs = compact_cell (w, h);
  double cx = 8 + cs * FTB_GRID + 8;
  double yy = 32 + cs * FTB_GRID + 6;

  /* Numbers only, at readable sizes: words are left to the tooltips. */
  ftb_panel (p, ftb_rect (0, 0, w, h), FALSE);
  /* Moved since the viewer's last decision: a ring in the seat's colour. */
  if ((p->m->moved >> seat) & 1)
    ftb_seat_ring (p, seat, ftb_rect (1.5, 1.5, w - 3, h - 3), 11);
  draw_player_header (p, seat, ftb_rect (8, 3, w - 16, 26), 13);
  draw_grid (p, seat, 8, 32, cs, FALSE);
  draw_citizen_rows (p, seat, cx, 32, cs, MIN (w - 8 - cx, cs * 1.6), FALSE);
  draw_prestige (p, pl, ftb_rect (8, yy, w - 16, 16), FALSE, FALSE);
  if (d->area_vp != NULL)
    {
      g_autofree char *scoring = area_text (d->area_vp, d->area_n);

      ftb_hit_take (p, ftb_rect (8, yy, w - 16, 16), g_strdup (scoring));
    }
  yy += 22;
  draw_resources (p, pl, 10, yy + 10, (w - 20) / 8, 16, 12, TRUE);
  yy += 26;
  draw_hand_row (p, seat, ftb_rect (8, yy, w - 16, MIN (34, h - yy - 6)), FALSE, FALSE);
}

/* Everything another seat's compact Colonia shows, as a cache key. */
static char *
compact_key (FtbPainter *p,
             int         seat)
{
  const FtbModel *m = p->m;
  g_autofree char *name = ftb_seat_name (p, seat);
  guint64 h = G_GUINT64_CONSTANT (14695981039346656037);
  LudusRgb rgb[FTB_MAX_SEATS];
  int header[6] = { seat, m->n_players, m->start_player, m->current, m->phase, m->area_n };

  for (int s = 0; s < FTB_MAX_SEATS; s++)
    ftb_seat_rgb (p, s, &rgb[s]);
  h = ftb_hash_bytes (h, header, sizeof header);
  h = ftb_hash_bytes (h, &m->players[seat], sizeof m->players[seat]);
  h = ftb_hash_bytes (h, m->area_vp[seat], sizeof m->area_vp[seat]);
  h = ftb_hash_bytes (h, m->crow_id, sizeof m->crow_id);
  h = ftb_hash_bytes (h, m->trajan_vp, sizeof m->trajan_vp);
  h = ftb_hash_bytes (h, &m->p_max, sizeof m->p_max);
  h = ftb_hash_bytes (h, &m->cypress, sizeof m->cypress);
  h = ftb_hash_bytes (h, rgb, sizeof rgb);
  h = ftb_hash_bytes (h, name, strlen (name));
  h = ftb_hash_bytes (h, &m->cell_mark[seat], sizeof m->cell_mark[seat]);
  h = ftb_hash_bytes (h, &m->row_mark[seat], sizeof m->row_mark[seat]);
  h = ftb_hash_bytes (h, (guint8[]) { (m->moved >> seat) & 1 }, 1);
  return g_strdup_printf ("compact:%" G_GINT64_MODIFIER "x", h);
}

void
ftb_draw_compact_colonia (FtbPainter   *p,
                          int           seat,
                          FtbRect       r,
                          const guint8 *area_vp,
                          int           area_n)
{
  /* Drawn at the size given, through the panel cache. */
  CompactData data = { seat, area_vp, area_n };
  g_autofree char *key = compact_key (p, seat);

  cairo_save (p->cr);
  cairo_translate (p->cr, r.x, r.y);
  ftb_panel_cached (p, key, r.w, r.h, draw_compact_content, &data);
  cairo_restore (p->cr);
}
