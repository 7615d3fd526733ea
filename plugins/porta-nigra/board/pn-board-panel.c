/* pn-board-panel.c: the choice panel — what pays for a move, then its variant
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens over the displays and the players when the target clicked has
 * several moves, and for the decisions that are a list (which shops get the
 * last bricks, the interim split, the next start player). Each button
 * carries one legal move, or a board-local step.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pn-board-private.h"

static char *
means_label (Pnb *b,
             int  means)
{
  int icon = (means - 1) / 2, pay = (means - 1) % 2;
  g_autofree char *what = NULL;

  if (means == PNB_MEANS_INFLUENCE || b->s->card < 0)
    return g_strdup_printf (ngettext ("Influence action (%d token)",
                                      "Influence action (%d tokens)", b->d->influence_cost),
                            b->d->influence_cost);
  what = pn_text_icon (&b->d->action[b->s->card].icon[icon]);
  /* Translators: an icon of the card and what pays for it, "buy a red brick · torch token" */
  return g_strdup_printf (pay == PN_PAY_TORCH ? _("%s · torch token") : _("%s · action marker"),
                          what);
}

static char *
place_label (int height,
             int whites)
{
  if (whites == 0)
    return g_strdup_printf (ngettext ("%d brick", "%d bricks", height), height);
  return g_strdup_printf (ngettext ("%d brick (%d white)", "%d bricks (%d white)", height),
                          height, whites);
}

static char *
discard_label (int mask)
{
  GString *text = g_string_new (NULL);

  for (int k = 0; k < PN_N_BUILDINGS; k++)
    if (mask & (1 << k))
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        if (mask & (1 << (4 + k)))
          g_string_append_printf (text, _("%s (honour card)"), pn_text_building (k));
        else
          g_string_append (text, pn_text_building (k));
      }
  return g_string_free (text, FALSE);
}

static char *
variant_label (Pnb             *b,
               const PnbButton *button)
{
  const LudusMove *m = &button->move;
  GString *text;

  switch (m->kind)
    {
    case PN_MOVE_PLACE_ELEMENT:
      return place_label (m->args[3], m->args[4]);
    case PN_MOVE_INFLUENCE_PLACE:
      return place_label (m->args[1], m->args[2]);
    case PN_MOVE_BUY_HONOR:
      if (m->args[1] >= 0)
        return pn_text_site_name (b->d, m->args[1]);
      return discard_label (m->args[2]);
    case PN_MOVE_REFILL_SHOPS:
      text = g_string_new (NULL);
      for (int c = 0; c < PN_N_SHOPS; c++)
        if (m->args[0] & (1 << c))
          g_string_append_printf (text, text->len > 0 ? ", %s" : "%s", pn_text_color (c));
      return g_string_free (text, FALSE);
    case PN_MOVE_INTERIM_SPLIT:
      return g_strdup_printf (_("%d VP"), m->args[0]);
    case PN_MOVE_START_PLAYER:
      return g_strdup (pnb_seat_name (b, (guint) m->args[0]));
    default:
      return means_label (b, button->means);
    }
}

static char *
button_label (Pnb             *b,
              const PnbButton *button)
{
  if (button->kind == PNB_BUTTON_BACK)
    return g_strdup (_("Back"));
  if (button->kind == PNB_BUTTON_MEANS)
    return means_label (b, button->means);
  return variant_label (b, button);
}

static char *
title (Pnb *b)
{
  int t = b->plan->panel_target;

  if (t == PNB_T_REFILL)
    return g_strdup (_("The supply ran out: which shops get the last bricks?"));
  if (t == PNB_T_SPLIT)
    return g_strdup (_("Interim scoring: how many VP? The rest is paid in sesterces."));
  if (t == PNB_T_START)
    return g_strdup (_("Who starts the next round?"));
  if (t >= PNB_T_HONOR)
    return pn_text_honor_card (b->d, b->s->honor_display[t - PNB_T_HONOR]);
  if (t >= PNB_T_ICON)
    return pn_text_icon (&b->d->action[b->s->card].icon[t - PNB_T_ICON]);
  if (t >= PNB_T_SITE)
    return pn_text_site (b->d, t - PNB_T_SITE);
  if (t >= PNB_T_SHOP)
    return pn_text_shop (t - PNB_T_SHOP);
  return g_strdup ("");
}

static char *
button_tip (Pnb             *b,
            const PnbButton *button)
{
  if (button->move.kind >= LUDUS_BOARD_LOCAL_MOVE || b->viewer < 0)
    return NULL;
  return pn_text_move_action (b->d, b->s, (guint) b->viewer, &button->move, b->viewer);
}

/* The buttons in rows, each as wide as its label; returns the height they take.
 * With draw FALSE it only measures. */
static double
flow (Pnb      *b,
      GArray   *buttons,
      PnbRect   r,
      gboolean  draw)
{
  double x = r.x, y = r.y, h = 30 * b->u, gap = 6 * b->u;

  for (guint i = 0; i < buttons->len; i++)
    {
      const PnbButton *button = &g_array_index (buttons, PnbButton, i);
      g_autofree char *label = button_label (b, button);
      double w = MIN (r.w, MAX (44 * b->u, pnb_measure (b, label, b->fs) + 20 * b->u));
      PnbRect br;

      if (x > r.x && x + w > r.x + r.w)
        x = r.x, y += h + gap;
      br = (PnbRect) { x, y, w, h };
      x += w + gap;
      if (!draw)
        continue;
      pnb_panel (b, br, &b->pal->surface_alt);
      pnb_highlight (b, br, 6 * b->u, FALSE);
      ludus_cairo_set_rgb (b->cr, &b->pal->text, 1);
      pnb_text (b, label, br.x + w / 2, br.y + h / 2, b->fs, w - 10 * b->u);
      pnb_region (b, br, &button->move, button_tip (b, button));
    }
  return y + h - r.y;
}

/* The panel over the honour display (first tall), or over the players too when its buttons
 * need more room. */
void
pnb_panel_size (Pnb    *b,
                double  first)
{
  g_autoptr(GArray) buttons = g_array_new (FALSE, FALSE, sizeof (PnbButton));
  PnbRect *r = &b->panel_area;
  double pad = 10 * b->u, need;

  pnb_plan_panel (b->plan, buttons);
  need = 2 * pad + 48 * b->u + flow (b, buttons, (PnbRect) { r->x + pad, 0, r->w - 2 * pad, r->h },
                                     FALSE);
  /* It covers the honour display, or that and the players: never a part of a card. */
  if (need <= first)
    r->h = first;
}

static void
paint_shadow (Pnb           *b,
              PnbRect        r,
              gconstpointer  data)
{
  ludus_cairo_rounded_rect (b->cr, r.x, r.y, r.w, r.h, 8 * b->u);
  cairo_set_source_rgba (b->cr, 0, 0, 0, 0.25);
  cairo_fill (b->cr);
}

void
pnb_draw_panel (Pnb     *b,
                PnbRect  r)
{
  g_autoptr(GArray) buttons = g_array_new (FALSE, FALSE, sizeof (PnbButton));
  g_autofree char *head = title (b);
  double pad = 10 * b->u, close_w = 0;
  const char *hint;

  pnb_plan_panel (b->plan, buttons);
  hint = buttons->len > 0 && g_array_index (buttons, PnbButton, 0).kind == PNB_BUTTON_MEANS
         ? _("Choose what pays for it:") : _("Choose one:");
  pnb_sprite (b, (PnbRect) { r.x + 3 * b->u, r.y + 4 * b->u, r.w, r.h }, 1, NULL, paint_shadow,
              NULL, "shadow");
  pnb_panel (b, r, &b->pal->surface);
  pnb_region (b, r, NULL, NULL);
  if (pnb_plan_closable (b->plan))
    {
      LudusMove close = { PNB_LOCAL_BACK, { 1 } };
      PnbRect cr = { 0, r.y + pad, 0, 28 * b->u };

      close_w = pnb_measure (b, _("Close"), b->fs) + 20 * b->u;
      cr.x = r.x + r.w - pad - close_w, cr.w = close_w;
      pnb_panel (b, cr, &b->pal->surface_alt);
      ludus_cairo_set_rgb (b->cr, &b->pal->text, 1);
      pnb_text (b, _("Close"), cr.x + cr.w / 2, cr.y + cr.h / 2, b->fs, cr.w);
      pnb_region (b, cr, &close, NULL);
    }
  ludus_cairo_set_rgb (b->cr, &b->pal->text, 1);
  pnb_text_left (b, head, r.x + pad, r.y + pad + 9 * b->u, b->fs, r.w - 3 * pad - close_w, TRUE);
  ludus_cairo_set_rgb (b->cr, &b->pal->text_dim, 1);
  pnb_text_left (b, hint, r.x + pad, r.y + pad + 30 * b->u, b->fs, r.w - 3 * pad - close_w,
                 FALSE);
  flow (b, buttons, (PnbRect) { r.x + pad, r.y + pad + 48 * b->u, r.w - 2 * pad,
                                r.h - 2 * pad - 48 * b->u }, TRUE);
}
