/* trajan-render-seaport.c: the Seaport's deliveries chosen in steps on the board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seat that may ship goods or put them on display does not choose from a
 * list of every combination: the goods cards in its hand (and its jokers)
 * become toggles (a board-local move each, TRAJAN_LOCAL_PICK); the ships and
 * the seat's display that the picked cards can go to become the targets
 * (TRAJAN_LOCAL_TARGET); the choices panel then names the delivery and what
 * it scores on a button that confirms it, the engine's one atomic move for
 * exactly those cards. The picks and the target are the renderer's,
 * forgotten whenever the view changes.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "trajan-private.h"
#include "trajan-render-private.h"

void
trajan_render_view_changed (TrajanRender *self)
{
  g_return_if_fail (self != NULL);
  memset (self->pick, 0, sizeof self->pick);
  self->target = -1;
}

gboolean
trajan_render_local_move (TrajanRender    *self,
                          const LudusMove *move)
{
  int k = move->args[0];

  g_return_val_if_fail (self != NULL && move != NULL, FALSE);
  if (move->kind == TRAJAN_LOCAL_CLEAR)
    {
      trajan_render_view_changed (self);
      return TRUE;
    }
  if (move->kind == TRAJAN_LOCAL_TARGET && k >= 0 && k <= TRAJAN_N_SHIPS)
    {
      self->target = k;
      return TRUE;
    }
  if (move->kind != TRAJAN_LOCAL_PICK || k < 0 || k > TRAJAN_N_GOODS)
    return FALSE;
  /* One more of the kind, and after the last one none again; the target is
   * chosen anew for the new cards. */
  self->pick[k] = self->pick[k] < self->pick_max[k] ? self->pick[k] + 1 : 0;
  self->target = -1;
  return TRUE;
}

gboolean
trajan_render_seaport_steps (TrajanFrame *f)
{
  for (guint i = 0; i < f->n_moves; i++)
    if (f->moves[i].kind == TRAJAN_MOVE_SEAPORT_SHIP
        || f->moves[i].kind == TRAJAN_MOVE_SEAPORT_DISPLAY)
      return TRUE;
  return FALSE;
}

/* What may be picked now: the hand of the seat deciding, and its jokers;
 * picks beyond it (a stale choice) are dropped. */
void
trajan_render_seaport_begin (TrajanFrame *f)
{
  TrajanRender *self = f->self;
  const TrajanPlayer *p;

  if (!trajan_render_seaport_steps (f) || f->viewer < 0)
    {
      memset (self->pick, 0, sizeof self->pick);
      memset (self->pick_max, 0, sizeof self->pick_max);
      self->target = -1;
      return;
    }
  p = &f->s->players[f->big];
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    self->pick_max[k] = p->hand[k];
  self->pick_max[TRAJAN_N_GOODS] = (guint8) trajan_goods_jokers (f->d, p);
  for (guint k = 0; k <= TRAJAN_N_GOODS; k++)
    self->pick[k] = MIN (self->pick[k], self->pick_max[k]);
}

/* The picked cards as a delivery to a ship of this kind: FALSE if they do
 * not make one. */
static gboolean
as_ship (const guint8 *pick,
         guint         kind,
         int          *a,
         int          *b,
         int          *c)
{
  guint jokers = pick[TRAJAN_N_GOODS], kinds = 0, ones = 0, twos = 0, n1 = 0;
  int only = -1;

  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    {
      if (pick[k] == 0)
        continue;
      kinds++;
      only = (int) k;
      if (pick[k] == 1)
        ones |= TRAJAN_BIT (k), n1++;
      else if (pick[k] == 2)
        twos |= TRAJAN_BIT (k);
    }
  switch (kind)
    {
    case TRAJAN_SHIP_IDENTICAL:
      if (kinds > 1)
        return FALSE;
      *a = only < 0 ? 0 : only;
      *b = only < 0 ? 0 : pick[only];
      *c = (int) jokers;
      return *b + *c > 0;
    case TRAJAN_SHIP_DIFFERENT:
      if (twos != 0 || kinds != n1)
        return FALSE;
      *a = (int) ones;
      *b = (int) jokers;
      *c = 0;
      return kinds + jokers > 0;
    case TRAJAN_SHIP_PAIRS:
      if (kinds != n1 + (guint) __builtin_popcount (twos) || jokers < n1 || (jokers - n1) % 2)
        return FALSE;
      *a = (int) twos;
      *b = (int) ones;
      *c = (int) (jokers - n1) / 2;
      return kinds + jokers > 0;
    default:
      return FALSE;
    }
}

int
trajan_render_seaport_target (TrajanFrame *f,
                              int          ship)
{
  const guint8 *pick = f->self->pick;
  int a = 0, b = 0, c = 0, n = 0, first = -1, second = -1;

  if (ship >= 0)
    {
      if (ship >= TRAJAN_N_SHIPS || !as_ship (pick, f->d->ships[ship].kind, &a, &b, &c))
        return -1;
      return trajan_render_find_move (f, TRAJAN_MOVE_SEAPORT_SHIP, ship, a, b, c);
    }
  /* The display: one or two cards, no joker. */
  if (pick[TRAJAN_N_GOODS] > 0)
    return -1;
  for (int k = 0; k < TRAJAN_N_GOODS; k++)
    for (guint i = 0; i < pick[k]; i++, n++)
      {
        if (first < 0)
          first = k;
        else
          second = k;
      }
  if (n == 1)
    return trajan_render_find_move (f, TRAJAN_MOVE_SEAPORT_DISPLAY, 1, first, 0, 0);
  if (n == 2)
    return trajan_render_find_move (f, TRAJAN_MOVE_SEAPORT_DISPLAY, 2, first, second, 0);
  return -1;
}

/* A region for a board-local move, highlighted as a choice. */
static void
offer_local (TrajanFrame *f,
             int          kind,
             int          arg,
             double       x,
             double       y,
             double       w,
             double       h,
             const char  *tooltip)
{
  LudusMove move = { .kind = kind, .args = { arg } };
  gboolean hover = f->ctx->hover != NULL && ludus_move_equal (f->ctx->hover, &move);
  gboolean chosen = kind == TRAJAN_LOCAL_TARGET && arg == f->self->target;

  ludus_cairo_rounded_rect (f->cr, x - 2, y - 2, w + 4, h + 4, 6);
  if (chosen || hover)
    {
      ludus_cairo_set_rgb (f->cr, &f->pal->accent, chosen ? 0.30 : 0.15);
      cairo_fill_preserve (f->cr);
    }
  ludus_cairo_set_rgb (f->cr, &f->pal->accent, 1.0);
  cairo_set_line_width (f->cr, chosen ? 4.5 : hover ? 3.5 : 2);
  cairo_stroke (f->cr);
  if (f->ctx->hits != NULL)
    ludus_hit_map_add_rect (f->ctx->hits, x * f->scale, y * f->scale, w * f->scale,
                            h * f->scale, &move, tooltip);
}

/* A ship (or the display, TRAJAN_N_SHIPS) as a target for the picked cards,
 * if they can go there. */
void
trajan_render_seaport_offer (TrajanFrame *f,
                             int          ship,
                             double       x,
                             double       y,
                             double       w,
                             double       h)
{
  int m = trajan_render_seaport_target (f, ship < TRAJAN_N_SHIPS ? ship : -1);
  g_autofree char *label = NULL;

  if (m < 0 || !TRAJAN_DRAWS_DYNAMIC (f))
    return;
  label = trajan_move_label (f->d, f->s, &f->moves[m]);
  offer_local (f, TRAJAN_LOCAL_TARGET, ship, x, y, w, h, label);
}

/* A card of the hand (kind), or the jokers (TRAJAN_N_GOODS), as a toggle:
 * how many are picked shows under it. */
void
trajan_render_seaport_pick (TrajanFrame *f,
                            guint        kind,
                            double       x,
                            double       y,
                            double       w,
                            double       h)
{
  guint picked = f->self->pick[kind], max = f->self->pick_max[kind];
  const char *name = kind < TRAJAN_N_GOODS ? trajan_goods_name (kind) : _("Joker");
  g_autofree char *tip = NULL;

  if (max == 0)
    return;
  /* Translators: a goods card (or the jokers) in hand while shipping; %s the goods,
   * then how many are picked and how many there are */
  tip = g_strdup_printf (_("%s: %u of %u picked for the Seaport (click for one more, or none "
                           "after the last)"), name, picked, max);
  if (picked > 0)
    {
      char n[16];

      ludus_cairo_rounded_rect (f->cr, x - 3, y - 3, w + 6, h + 6, 7);
      ludus_cairo_set_rgb (f->cr, &f->pal->accent, 0.35);
      cairo_fill (f->cr);
      g_snprintf (n, sizeof n, "✓%u", picked);
      ludus_cairo_set_rgb (f->cr, &f->pal->accent, 1.0);
      trajan_render_text (f, n, x + w / 2, y + h + 11, 14, TRUE, w + 4, 0);
    }
  offer_local (f, TRAJAN_LOCAL_PICK, (int) kind, x, y, w, h, tip);
}

/* The jokers as a card of their own, after the hand's cards. */
void
trajan_render_seaport_jokers (TrajanFrame *f,
                              double       x,
                              double       y,
                              double       w,
                              double       h)
{
  if (f->self->pick_max[TRAJAN_N_GOODS] == 0)
    return;
  ludus_cairo_rounded_rect (f->cr, x, y, w, h, 5);
  ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
  cairo_fill (f->cr);
  ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
  trajan_render_text (f, "★", x + w / 2, y + h * 0.4, h * 0.4, TRUE, w - 4, 0);
  trajan_render_text (f, "×", x + w / 2 - 6, y + h * 0.78, 14, TRUE, w / 2, 0);
  {
    char n[8];

    g_snprintf (n, sizeof n, "%u", f->self->pick_max[TRAJAN_N_GOODS]);
    trajan_render_text (f, n, x + w / 2 + 8, y + h * 0.78, 14, TRUE, w / 2, 0);
  }
  trajan_render_seaport_pick (f, TRAJAN_N_GOODS, x, y, w, h);
}

/* Once a target is chosen: the delivery, named with what it scores, on the
 * button that makes it. Returns the height used. */
static double
confirm (TrajanFrame *f,
         double       x,
         double       y,
         double       w)
{
  int target = f->self->target;
  int m = target < 0 ? -1 : trajan_render_seaport_target (f, target < TRAJAN_N_SHIPS ? target
                                                                                      : -1);
  g_autofree char *label = NULL;
  double bh = MAX (34, 2 * trajan_render_min_text (f));

  if (m < 0)
    return 0;
  label = trajan_move_label (f->d, f->s, &f->moves[m]);
  trajan_render_button (f, m, label, x, y, w, bh, NULL);
  return bh + 10;
}

/* In the choices panel: what is picked, a way to put it all back, and the
 * delivery to confirm once a target is chosen. Returns the height used. */
double
trajan_render_seaport_status (TrajanFrame *f,
                              double       x,
                              double       y,
                              double       w)
{
  const guint8 *pick = f->self->pick;
  g_autoptr(GString) cards = g_string_new (NULL);
  g_autofree char *text = NULL;
  double bw, bh;

  if (!trajan_render_seaport_steps (f) || f->viewer < 0)
    return 0;
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    if (pick[k] > 0)
      {
        if (cards->len > 0)
          g_string_append (cards, ", ");
        /* Translators: a number of goods cards of one kind, e.g. "2× wine" */
        g_string_append_printf (cards, _("%d× %s"), pick[k], trajan_goods_name (k));
      }
  if (pick[TRAJAN_N_GOODS] > 0)
    {
      if (cards->len > 0)
        g_string_append (cards, ", ");
      g_string_append_printf (cards, g_dngettext (GETTEXT_PACKAGE, "%d joker", "%d jokers",
                                                  pick[TRAJAN_N_GOODS]),
                              pick[TRAJAN_N_GOODS]);
    }
  ludus_cairo_set_rgb (f->cr, &f->pal->accent, 1.0);
  if (cards->len == 0)
    {
      trajan_render_text (f, _("Seaport: pick goods cards in your hand, then a ship or your "
                               "display"), x + 14, y + 14, 15, TRUE, w - 28, -1);
      return 30;
    }
  /* Translators: the goods cards picked for the Seaport, e.g. "Picked: 2× wine" */
  text = g_strdup_printf (_("Picked: %s"), cards->str);
  /* The button as wide as its word needs at the smallest text size. */
  bw = MAX (130, 9 * trajan_render_min_text (f));
  bh = MAX (30, 1.8 * trajan_render_min_text (f));
  trajan_render_text (f, text, x + 14, y + bh / 2, 15, TRUE, w - bw - 30, -1);
  ludus_cairo_rounded_rect (f->cr, x + w - bw - 10, y, bw, bh, 8);
  ludus_cairo_set_rgb (f->cr, &f->pal->surface_alt, 1.0);
  cairo_fill (f->cr);
  ludus_cairo_set_rgb (f->cr, &f->pal->text, 1.0);
  trajan_render_text (f, _("Put back"), x + w - 10 - bw / 2, y + bh / 2, 15, TRUE, bw - 10, 0);
  offer_local (f, TRAJAN_LOCAL_CLEAR, 0, x + w - bw - 10, y, bw, bh,
               _("Put the picked cards back in your hand"));
  return bh + 10 + confirm (f, x, y + bh + 10, w);
}
