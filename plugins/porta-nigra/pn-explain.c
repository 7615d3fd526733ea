/* pn-explain.c: why a Porta Nigra move is refused, in the player's words
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only called for a move the legal list does not hold; it never judges. It
 * names the first rule the move breaks, or returns NULL for the core's
 * general message.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pn-text.h"

/* Why a site cannot take this element from this player now. */
static char *
explain_place (const PnState *s,
               const PnData  *d,
               guint          player,
               int            site,
               int            height,
               int            whites)
{
  const PnPlayer *pl = &s->players[player];
  const PnSite *st;
  int move;

  if (site < 0 || site >= PN_N_SITES)
    return g_strdup (_("There is no such construction site."));
  st = &d->site[site];
  move = pn_distance (pl->builder, pn_site_quarter (d, site));
  if (s->site_owner[site] != PN_NONE)
    return g_strdup (_("That construction site already holds an element."));
  if (pl->romans < 1)
    return g_strdup (_("You have no Roman left to put on top of an element."));
  if (st->building == PN_PORTA_NIGRA && (height < d->pn_min || height > d->pn_max))
    return g_strdup_printf (_("An element on the Porta Nigra has %d to %d bricks."), d->pn_min,
                            d->pn_max);
  if (st->building != PN_PORTA_NIGRA && height != st->bricks)
    return g_strdup_printf (ngettext ("That site takes exactly %d brick.",
                                      "That site takes exactly %d bricks.", st->bricks),
                            st->bricks);
  if (pl->coins < move)
    {
      g_autofree char *cost = pn_text_coins (move);

      return g_strdup_printf (_("Moving there costs %s, more than you have."), cost);
    }
  if (whites < 0 || whites > height || pl->bricks[PN_WHITE] < whites ||
      (st->color == PN_WHITE ? whites != height : pl->bricks[st->color] < height - whites))
    return g_strdup (_("You do not have those bricks in your storage."));
  return NULL;
}

static char *
explain_buy (const PnState *s,
             const PnData  *d,
             guint          player,
             int            color,
             int            shop)
{
  int allowed = pn_effective_buy (s, color);
  int cost;

  if (shop < 0 || shop >= PN_N_SHOPS)
    return g_strdup (_("There is no such shop."));
  if (s->shop[shop] == 0)
    return g_strdup (_("That shop is empty."));
  if (allowed != PN_ANY && allowed != shop)
    return g_strdup_printf (_("This icon buys only %s bricks while that shop has some."),
                            pn_text_color (allowed));
  cost = pn_buy_cost (s, d, player, shop);
  if (s->players[player].coins < cost)
    {
      g_autofree char *coins = pn_text_coins (cost);

      return g_strdup_printf (_("That brick and the way there cost %s, more than you have."),
                              coins);
    }
  return NULL;
}

/* A move using an icon of the played card: the icon, its payment, then its action. */
static char *
explain_icon (const PnState   *s,
              const PnData    *d,
              guint            player,
              const LudusMove *m)
{
  const PnActionCard *card;
  const PnIcon *icon;

  if (s->card == PN_NONE)
    return g_strdup (_("Play an action card first."));
  card = &d->action[s->card];
  if (m->args[0] < 0 || m->args[0] >= card->n_icons)
    return g_strdup (_("Your card has no such icon."));
  icon = &card->icon[m->args[0]];
  if ((s->icons_marker | s->icons_torch) & (1u << m->args[0]))
    return g_strdup (_("That icon of your card is already used."));
  if (m->args[1] == PN_PAY_MARKER && s->budget_used >= card->torches)
    return g_strdup (_("The torches of your card are used; only a torch token can pay for "
                       "another icon."));
  if (m->args[1] == PN_PAY_TORCH && s->players[player].torches < 1)
    return g_strdup (_("You have no torch token."));
  if (m->args[1] != PN_PAY_MARKER && m->args[1] != PN_PAY_TORCH)
    return NULL;
  if (icon->main == PN_ICON_BUY_BRICK && m->kind == PN_MOVE_BUY_BRICK)
    for (int k = 0; k < icon->n_parts; k++)
      if (icon->part[k].kind == PN_ICON_BUY_BRICK)
        return explain_buy (s, d, player, icon->part[k].param, m->args[2]);
  if (icon->main == PN_ICON_PLACE_ELEMENT && m->kind == PN_MOVE_PLACE_ELEMENT)
    return explain_place (s, d, player, m->args[2], m->args[3], m->args[4]);
  return g_strdup (_("That icon does not do that."));
}

static char *
explain_action (const PnState   *s,
                const PnData    *d,
                guint            player,
                const LudusMove *m)
{
  const PnPlayer *pl = &s->players[player];

  switch (m->kind)
    {
    case PN_MOVE_PLACE_BUILDER:
      return g_strdup (_("Your master builder is already on the board."));
    case PN_MOVE_PLAY_CARD:
      if (s->card != PN_NONE)
        return g_strdup (_("You have already played a card this turn."));
      return g_strdup (_("That card is not in your hand."));
    case PN_MOVE_CARD_TO_COIN:
      if (s->card == PN_NONE)
        return g_strdup (_("Play an action card first."));
      return g_strdup (_("No torch of your card is left."));
    case PN_MOVE_TORCH_TO_COIN:
      return g_strdup (_("You have no torch token."));
    case PN_MOVE_END_TURN:
      return g_strdup (_("A turn cannot end before an action card is played."));
    case PN_MOVE_INFLUENCE_ROMAN:
    case PN_MOVE_INFLUENCE_PLACE:
      if (pl->influence < d->influence_cost)
        return g_strdup_printf (ngettext ("That takes %d influence token.",
                                          "That takes %d influence tokens.", d->influence_cost),
                                d->influence_cost);
      if (m->kind == PN_MOVE_INFLUENCE_ROMAN)
        return g_strdup (_("No Roman of your colour is left in the supply."));
      return explain_place (s, d, player, m->args[0], m->args[1], m->args[2]);
    case PN_MOVE_BUY_HONOR:
      if (s->honor_bought)
        return g_strdup (_("You have already bought an honour card this turn."));
      if (m->args[0] < 0 || m->args[0] >= PN_HONOR_DISPLAY || s->honor_display[m->args[0]] < 0)
        return g_strdup (_("There is no honour card in that place."));
      return g_strdup (_("You cannot pay that honour card that way."));
    default:
      return explain_icon (s, d, player, m);
    }
}

/**
 * pn_explain_illegal:
 *
 * Returns: (nullable): why @player may not make @m now, translated
 */
char *
pn_explain_illegal (const PnState   *s,
                    const PnData    *d,
                    guint            player,
                    const LudusMove *m)
{
  if (player >= s->n_players || !(pn_actors (s) & (1u << player)))
    return NULL;
  switch (s->phase)
    {
    case PN_PHASE_REFILL_CHOICE:
      if (m->kind != PN_MOVE_REFILL_SHOPS)
        return g_strdup (_("First choose where the last bricks of the supply go."));
      return g_strdup_printf (ngettext ("Choose %d of the shops the market card marks.",
                                        "Choose %d of the shops the market card marks.",
                                        s->refill_left), s->refill_left);
    case PN_PHASE_PLACE_BUILDER:
      return g_strdup (_("First place your master builder in one of the four quarters."));
    case PN_PHASE_ACTION:
      if (m->kind >= PN_MOVE_REFILL_SHOPS && m->kind != PN_MOVE_END_TURN)
        return g_strdup (_("That is not part of an action phase."));
      return explain_action (s, d, player, m);
    case PN_PHASE_INTERIM:
      return g_strdup_printf (_("Split your %d points: say how many of them are VP."),
                              pn_interim_amount (s, d, player));
    case PN_PHASE_START_CHOICE:
      return g_strdup (_("Name one of the players to start the next round."));
    default:
      return NULL;
    }
}
