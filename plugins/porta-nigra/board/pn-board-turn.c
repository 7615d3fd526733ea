/* pn-board-turn.c: the card played, the viewer's hand, the turn's buttons and the choice panel
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only the viewer's own hand is drawn (the state is the viewer's redacted
 * view: other hands are hidden in it). The card in play is public: its
 * torches and which icons were used, with an action marker or a torch token.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pn-board-private.h"

/* Where the card's torch k is. */
static void
torch_at (Pnb     *b,
          PnbRect  r,
          int      k,
          double  *cx,
          double  *cy)
{
  *cx = r.x + 14 * b->u + k * 18 * b->u;
  *cy = r.y + 14 * b->u;
}

/* Where the card's icon i is. */
static PnbRect
icon_cell (Pnb                *b,
           const PnActionCard *c,
           PnbRect             r,
           int                 i)
{
  int cols = c->n_icons <= 4 ? 2 : 3, rows = (c->n_icons + cols - 1) / cols;
  double gap = 4 * b->u, top = 28 * b->u;
  double cw = (r.w - (cols + 1) * gap) / cols, ch = (r.h - top - (rows + 1) * gap) / rows;

  return (PnbRect) { r.x + gap + (i % cols) * (cw + gap), r.y + top + gap + (i / cols) * (ch + gap),
                     cw, ch };
}

/* The card as it is printed: its torches on top, its icons below. */
static void
paint_card (Pnb           *b,
            PnbRect        r,
            gconstpointer  data)
{
  const PnActionCard *c = &b->d->action[*(const int *) data];
  double cx, cy;

  pnb_panel (b, r, &b->pal->surface);
  for (int k = 0; k < c->torches; k++)
    {
      torch_at (b, r, k, &cx, &cy);
      pnb_torch (b, cx, cy, 8 * b->u);
    }
  for (int i = 0; i < c->n_icons; i++)
    {
      PnbRect cell = icon_cell (b, c, r, i);

      ludus_cairo_rounded_rect (b->cr, cell.x, cell.y, cell.w, cell.h, 4 * b->u);
      ludus_cairo_set_rgb (b->cr, &b->pal->surface_alt, 1);
      cairo_fill (b->cr);
      pnb_icon (b, &c->icon[i], cell);
    }
}

/* On the card in play: used torches faded (the card's colour over them), and the icons
 * used covered with an action marker or a torch token. */
static void
paint_used (Pnb           *b,
            PnbRect        r,
            gconstpointer  data)
{
  const PnActionCard *c = data;
  double cx, cy;

  for (int k = 0; k < c->torches && k < b->s->budget_used; k++)
    {
      torch_at (b, r, k, &cx, &cy);
      cairo_rectangle (b->cr, cx - 10 * b->u, cy - 10 * b->u, 20 * b->u, 20 * b->u);
      ludus_cairo_set_rgb (b->cr, &b->pal->surface, 0.75);
      cairo_fill (b->cr);
    }
  for (int i = 0; i < c->n_icons; i++)
    {
      gboolean marker = (b->s->icons_marker & (1u << i)) != 0;
      gboolean torch = (b->s->icons_torch & (1u << i)) != 0;
      PnbRect cell = icon_cell (b, c, r, i);

      if (!marker && !torch)
        continue;
      ludus_cairo_rounded_rect (b->cr, cell.x, cell.y, cell.w, cell.h, 4 * b->u);
      ludus_cairo_set_rgb (b->cr, &b->pal->surface, 0.7);
      cairo_fill (b->cr);
      if (torch)
        pnb_glyph (b, PNB_GLYPH_TORCH, 0, cell.x + cell.w / 2, cell.y + cell.h / 2,
                   cell.h * 0.3);
      else
        {
          cairo_arc (b->cr, cell.x + cell.w / 2, cell.y + cell.h / 2, cell.h * 0.22, 0, 2 * G_PI);
          ludus_cairo_set_rgb (b->cr, &b->pal->text, 0.8);
          cairo_fill (b->cr);
        }
    }
}

/* What was used of the card, as an image over it (keyed by the torches and icons used). */
static void
draw_used (Pnb                *b,
           const PnActionCard *c,
           PnbRect             r)
{
  g_autofree char *key = g_strdup_printf ("used|%p|%d|%u|%u", (gconstpointer) c,
                                          MIN (c->torches, b->s->budget_used),
                                          (guint) b->s->icons_marker, (guint) b->s->icons_torch);

  pnb_sprite (b, r, 1, NULL, paint_used, c, key);
}

void
pnb_draw_card (Pnb      *b,
               int       card,
               PnbRect   r,
               gboolean  played)
{
  const PnActionCard *c = &b->d->action[card];
  g_autofree char *key = g_strdup_printf ("card|%d|%p", card, (gconstpointer) b->d);

  pnb_sprite (b, r, 1, &b->pal->background, paint_card, &card, key);
  if (played)
    draw_used (b, c, r);
  for (int i = 0; i < c->n_icons; i++)
    {
      PnbRect cell = icon_cell (b, c, r, i);
      char *tip = pn_text_icon (&c->icon[i]);

      if (played)
        pnb_target_region (b, cell, PNB_T_ICON + i, tip);
      else if (b->regions_on)
        pnb_region (b, cell, NULL, tip);
      else
        g_free (tip);
    }
}

/* The viewer's hand: cards it may play are targets (one region per card id). */
static void
draw_hand (Pnb     *b,
           PnbRect  r)
{
  const PnPlayer *pl = &b->s->players[b->viewer];
  double gap = 8 * b->u, w = MIN ((r.w - gap) / 2, r.h * 1.25);
  guint seen = 0;
  LudusMove move;

  for (int i = 0; i < pl->n_hand; i++)
    {
      PnbRect c = { r.x + i * (w + gap), r.y, w, r.h };
      int card = pl->hand[i];

      if (card < 0)
        continue;
      /* A card that can be played is one target; its icons then have no tooltips. */
      b->regions_on = !pnb_plan_target (b->plan, PNB_T_HAND + card, &move) ||
                      (seen & (1u << card));
      pnb_draw_card (b, card, c, FALSE);
      b->regions_on = TRUE;
      if (!(seen & (1u << card)))
        pnb_target_region (b, c, PNB_T_HAND + card, pn_text_action_card (b->d, card));
      else
        pnb_region (b, c, NULL, pn_text_action_card (b->d, card));
      seen |= 1u << card;
    }
}

static void
heading (Pnb        *b,
         const char *text,
         PnbRect     r)
{
  ludus_cairo_set_rgb (b->cr, &b->pal->text_dim, 1);
  pnb_text_left (b, text, r.x + 2 * b->u, r.y + 9 * b->u, b->fs, r.w - 4 * b->u, TRUE);
}

typedef struct
{
  gboolean    on;
  const char *label;
} Button;

static void
paint_button (Pnb           *b,
              PnbRect        r,
              gconstpointer  data)
{
  const Button *button = data;

  pnb_panel (b, r, button->on ? &b->pal->surface_alt : &b->pal->background);
  ludus_cairo_set_rgb (b->cr, button->on ? &b->pal->text : &b->pal->text_dim,
                       button->on ? 1 : 0.6);
  pnb_text (b, button->label, r.x + r.w / 2, r.y + r.h / 2, b->fs, r.w - 10 * b->u);
}

static void
draw_button (Pnb        *b,
             PnbRect     r,
             int         target,
             const char *label)
{
  LudusMove move;
  Button button = { pnb_plan_target (b->plan, target, &move), label };
  g_autofree char *key = g_strdup_printf ("button|%d|%s", button.on, label);

  pnb_sprite (b, r, 1, &b->pal->background, paint_button, &button, key);
  pnb_target_region (b, r, target, NULL);
}

static void
draw_buttons (Pnb     *b,
              PnbRect  r)
{
  static const int targets[4] = { PNB_T_CARD_COIN, PNB_T_TORCH_COIN, PNB_T_ROMAN, PNB_T_END };
  const char *labels[4] = {
    _("Action for 1 sesterce"), _("Torch for 1 sesterce"), _("Roman for influence"),
    _("End turn"),
  };
  int cols = r.w >= 720 * b->u ? 4 : 2, rows = 4 / cols;
  double gap = 6 * b->u, w = (r.w - (cols - 1) * gap) / cols, h = (r.h - (rows - 1) * gap) / rows;

  for (int k = 0; k < 4; k++)
    draw_button (b, (PnbRect) { r.x + (k % cols) * (w + gap), r.y + (k / cols) * (h + gap), w, h },
                 targets[k], labels[k]);
}

void
pnb_draw_turn (Pnb     *b,
               PnbRect  r)
{
  gboolean buttons = b->s->phase == PN_PHASE_ACTION && b->acting;
  double bh = buttons ? (r.w >= 720 * b->u ? 32 : 70) * b->u : 0, head = 20 * b->u;
  PnbRect cards = { r.x, r.y + head, r.w, r.h - head - bh - (buttons ? 6 * b->u : 0) };
  double half = (r.w - 10 * b->u) / 2;

  if (b->s->phase == PN_PHASE_ACTION && b->s->card >= 0)
    {
      g_autofree char *title = g_strdup_printf (_("Played by %s"),
                                                pnb_seat_name (b, b->s->current));
      PnbRect c = { r.x, cards.y, MIN (half, cards.h * 1.6), cards.h };

      heading (b, title, (PnbRect) { r.x, r.y, half, head });
      pnb_draw_card (b, b->s->card, c, TRUE);
    }
  if (b->viewer >= 0 && b->s->players[b->viewer].n_hand > 0)
    {
      gboolean beside = b->s->phase == PN_PHASE_ACTION && b->s->card >= 0;
      PnbRect h = { beside ? r.x + half + 10 * b->u : r.x, cards.y, half, cards.h };

      heading (b, _("Your hand"), (PnbRect) { h.x, r.y, half, head });
      draw_hand (b, h);
    }
  if (buttons)
    draw_buttons (b, (PnbRect) { r.x, r.y + r.h - bh, r.w, bh });
}
