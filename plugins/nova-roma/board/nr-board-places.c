/* nr-board-places.c: the Black Sea, the hippodrome and the city
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A sail is clicked on the harbour the ship reaches; a race is chosen on the
 * tracks (the cells each chariot is to advance, board-local) and confirmed
 * in the action bar; a building is laid cell by cell, the last cell making
 * the move.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "nr-board-private.h"

/* Black Sea */

#define PORT_X   22.0
#define HARBOUR_X0 56.0
#define HARBOUR_STEP 38.0
#define HARBOUR_R 13.0

static double
harbour_x (const NrData *d,
           int           route,
           int           i)
{
  int n = d->routes[route].n_harbours;

  return HARBOUR_X0 + i * MIN (HARBOUR_STEP, (NRB_COL_B_W - HARBOUR_X0 - 16) / MAX (1, n - 1));
}

static double
route_y (int route)
{
  return 42 + route * 48;
}

static gboolean
has_ships (const NrState *s,
           int            owner)
{
  return owner < (int) s->n_players || (owner == NR_AUTOMA && nr_is_solo (s));
}

/* The ships at a place (route NR_NONE: the start port), drawn around it
 * and named in tip. */
static void
ships_at (Nrb     *b,
          int      route,
          int      harbour,
          double   cx,
          double   cy,
          double   r,
          GString *tip)
{
  int k = 0;

  for (int o = 0; o < NR_N_OWNERS; o++)
    for (int i = 0; i < NR_N_SHIPS && has_ships (b->s, o); i++)
      {
        double a;

        if (b->s->ship_route[o][i] != route
            || (route != NR_NONE && b->s->ship_harbour[o][i] != harbour))
          continue;
        a = -G_PI / 2 + k * G_PI / 4.5;
        nrb_piece (b, o, cx + r * cos (a), cy + r * sin (a), 5);
        g_string_append_printf (tip, "\n%s", nrb_owner_name (b, o));
        k++;
      }
}

static void
harbour (Nrb *b,
         int  route,
         int  i)
{
  const NrHarbourData *h = &b->d->routes[route].harbours[i];
  double cx = harbour_x (b->d, route, i), cy = route_y (route);
  g_autoptr(GString) tip = g_string_new (NULL);
  const LudusMove *move = NULL;
  char num[8];

  nrb_disc (b, cx, cy, HARBOUR_R,
            h->kind == NR_HARBOUR_VP ? &b->pal->surface : &b->pal->surface_alt, &b->pal->line, 1);
  g_snprintf (num, sizeof num, "%d", h->sail);
  nrb_rgb (b, &b->pal->text_dim, 1);
  nrb_text (b, num, (cx + (i > 0 ? harbour_x (b->d, route, i - 1) : PORT_X)) / 2 - 6, cy - 24, 12, 14, NRB_TEXT_MIN, NRB_ALIGN_CENTER,
            FALSE, 1);
  if (h->kind == NR_HARBOUR_VP)
    {
      g_snprintf (num, sizeof num, "%d", h->vp);
      nrb_rgb (b, &b->pal->text, 1);
      nrb_text (b, num, cx - 12, cy - 8, 24, 16, NRB_TEXT, NRB_ALIGN_CENTER, TRUE, 1);
      g_string_printf (tip, _("Harbour %d of route %d: a ship here at the end scores %d VP. "
                              "Sailing here costs %d."), i + 1, route + 1, h->vp, h->sail);
    }
  else
    {
      g_autofree char *reward = nr_text_effects (b->d, h->reward);

      nrb_effects (b, h->reward, cx - 7, cy, 6, 16);
      g_string_printf (tip, _("Harbour %d of route %d: each ship reaching or passing it gains "
                              "%s. Sailing here costs %d."), i + 1, route + 1, reward, h->sail);
    }
  ships_at (b, route, i, cx, cy, HARBOUR_R, tip);
  for (int ship = 0; ship < NR_N_SHIPS && move == NULL && b->me >= 0; ship++)
    {
      int at = b->s->ship_route[b->me][ship];
      int next = at == NR_NONE ? 0 : b->s->ship_harbour[b->me][ship] + 1;

      if ((at == NR_NONE || at == route) && next == i)
        move = nrb_find (b, NR_MOVE_SAIL, ship, route, 0);
    }
  if (move != NULL)
    g_string_append_printf (tip, "\n%s", _("Click to sail a ship here."));
  nrb_region_circle (b, cx, cy, HARBOUR_R, move, g_strdup (tip->str));
}

typedef struct
{
  double   x1[NR_N_ROUTES];     /* where each route ends */
  LudusRgb line;
} RoutesArgs;

static void
paint_routes (cairo_t    *cr,
              const void *args)
{
  const RoutesArgs *a = args;

  for (int r = 0; r < NR_N_ROUTES; r++)
    {
      cairo_move_to (cr, PORT_X, 66);
      cairo_line_to (cr, HARBOUR_X0, route_y (r));
      cairo_line_to (cr, a->x1[r], route_y (r));
    }
  ludus_cairo_set_rgb (cr, &a->line, 0.7);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
}

void
nrb_draw_sea (Nrb *b)
{
  g_autoptr(GString) tip = g_string_new (_("The start port. Ships leave it along either route "
                                           "and never turn back."));
  static const LudusRgb port = { 0.45, 0.62, 0.82 };
  RoutesArgs routes;
  /* Under the districts (a tall board), the routes in the panel's middle;
   * in a higher panel (a grown wide board), halfway down. */
  double dx = (b->panel_w - NRB_COL_B_W) / 2, dy = floor ((b->panel_h - NRB_SEA_H) / 2);

  nrb_backdrop (b, 0, 0, b->panel_w, b->panel_h);
  nrb_title (b, _("Black Sea"), 8, 2, 200);
  cairo_save (b->cr);
  cairo_translate (b->cr, dx, dy);
  b->ox += dx;
  b->oy += dy;
  memset (&routes, 0, sizeof routes);
  routes.line = b->pal->line;
  for (int r = 0; r < NR_N_ROUTES; r++)
    routes.x1[r] = harbour_x (b->d, r, b->d->routes[r].n_harbours - 1);
  nrb_sprite (b, 0, 0, NRB_COL_B_W, NRB_SEA_H, 0, paint_routes, &routes, sizeof routes);
  for (int r = 0; r < NR_N_ROUTES; r++)
    for (int i = 0; i < b->d->routes[r].n_harbours; i++)
      harbour (b, r, i);
  nrb_disc (b, PORT_X, 66, 15, &port, NULL, 0);
  ships_at (b, NR_NONE, 0, PORT_X, 66, 15, tip);
  nrb_region_circle (b, PORT_X, 66, 15, NULL, g_strdup (tip->str));
  b->ox -= dx;
  b->oy -= dy;
  cairo_restore (b->cr);
}
