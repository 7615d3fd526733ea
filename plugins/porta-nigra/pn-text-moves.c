/* pn-text-moves.c: how Porta Nigra's moves read, in the log and on the move buttons
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move's own text is written from the position before it alone (so the
 * shell can show it before the move is made), with what it will cost and
 * give; what followed (the next refill, the end of a round, the early end)
 * is added from the position after it. A drawn action card is named only
 * to its owner.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pn-text.h"

static char *
player_name (guint player)
{
  return g_strdup_printf (_("Player %d"), player + 1);
}

/* "Moves the master builder 2 quarters clockwise to the … (2 sesterces), then " or "". */
static char *
movement (const PnData  *d,
          const PnState *s,
          guint          player,
          int            quarter)
{
  int n = pn_distance (s->players[player].builder, quarter);
  g_autofree char *where = NULL;
  g_autofree char *cost = NULL;

  if (n == 0)
    return g_strdup ("");
  where = pn_text_quarter (d, quarter);
  cost = pn_text_coins (n);
  return g_strdup_printf (ngettext ("Moves the master builder %d quarter clockwise, for %s, "
                                    "to the %s. ",
                                    "Moves the master builder %d quarters clockwise, for %s, "
                                    "to the %s. ", n), n, cost, where);
}

static char *
buy_text (const PnData  *d,
          const PnState *s,
          guint          player,
          int            shop)
{
  g_autofree char *move = shop == PN_WHITE ? g_strdup ("")
                          : movement (d, s, player, pn_quarter_of_shop[shop]);
  g_autofree char *price = pn_text_coins (d->price[shop]);

  /* Translators: the first %s is the master builder's move, or nothing */
  switch (shop)
    {
    case PN_BLACK: return g_strdup_printf (_("%sBuys a black brick for %s."), move, price);
    case PN_BLUE: return g_strdup_printf (_("%sBuys a blue brick for %s."), move, price);
    case PN_RED: return g_strdup_printf (_("%sBuys a red brick for %s."), move, price);
    case PN_YELLOW: return g_strdup_printf (_("%sBuys a yellow brick for %s."), move, price);
    default: return g_strdup_printf (_("%sBuys a white brick for %s."), move, price);
    }
}

/* The element, its VP, the building card it wins and the rewards it triggers. */
static char *
place_text (const PnData  *d,
            const PnState *s,
            guint          player,
            int            site,
            int            height,
            int            whites)
{
  const PnSite *st = &d->site[site];
  int vp = st->building == PN_PORTA_NIGRA ? height * d->value[st->color] : st->vp;
  int before = pn_bricks_in_building (s, d, player, st->building);
  int rewards = (before + height) / 3 - before / 3;
  int slot = pn_building_card_for (s, d, site);
  g_autofree char *move = movement (d, s, player, pn_site_quarter (d, site));
  g_autofree char *bricks = pn_text_bricks (st->color, height);
  g_autofree char *where = pn_text_site_name (d, site);
  GString *text = g_string_new (move);

  g_string_append_printf (text, ngettext ("Builds %s on %s: %d VP.", "Builds %s on %s: %d VP.",
                                          vp), bricks, where, vp);
  if (whites > 0 && st->color != PN_WHITE)
    g_string_append_printf (text, ngettext (" %d white brick stands in for the colour.",
                                            " %d white bricks stand in for the colour.", whites),
                            whites);
  if (slot >= 0)
    {
      g_autofree char *card = pn_text_building_card (d, s->building_display[slot]);

      g_string_append_printf (text, _(" Takes the building card %s."), card);
    }
  if (rewards > 0)
    {
      g_autofree char *gains = pn_text_gains (d->reward[st->building],
                                              d->n_reward[st->building]);

      if (rewards == 1)
        g_string_append_printf (text, _(" Master-builder reward: %s."), gains);
      else
        g_string_append_printf (text, ngettext (" Master-builder reward %d time: %s.",
                                                " Master-builder reward %d times: %s.",
                                                rewards), rewards, gains);
    }
  return g_string_free (text, FALSE);
}

/* The parts of an icon that take nothing: "Takes 3 sesterces and 1 torch token." */
static char *
take_text (const PnIcon *icon)
{
  PnGain gains[PN_MAX_PARTS];
  int n = 0;
  g_autofree char *list = NULL;

  for (int k = 0; k < icon->n_parts; k++)
    {
      const PnIconPart *part = &icon->part[k];
      PnGain g = { PN_GAIN_COINS, 0, part->param };

      if (part->kind == PN_ICON_TAKE_INFLUENCE)
        g.kind = PN_GAIN_INFLUENCE, g.count = 1;
      else if (part->kind == PN_ICON_TAKE_TORCH)
        g.kind = PN_GAIN_TORCH, g.count = 1;
      else if (part->kind != PN_ICON_TAKE_COINS)
        continue;
      gains[n++] = g;
    }
  if (n == 0)
    return g_strdup ("");
  list = pn_text_gains (gains, n);
  return g_strdup_printf (_("Takes %s."), list);
}

static char *
icon_text (const PnData    *d,
           const PnState   *s,
           guint            player,
           const LudusMove *m)
{
  const PnIcon *icon = &d->action[s->card].icon[m->args[0]];
  g_autofree char *main = NULL;
  g_autofree char *takes = take_text (icon);
  GString *text = g_string_new (NULL);

  if (m->kind == PN_MOVE_BUY_BRICK)
    main = buy_text (d, s, player, m->args[2]);
  else if (m->kind == PN_MOVE_PLACE_ELEMENT)
    main = place_text (d, s, player, m->args[2], m->args[3], m->args[4]);
  if (main != NULL)
    g_string_append (text, main);
  if (*takes != '\0')
    g_string_append_printf (text, text->len > 0 ? " %s" : "%s", takes);
  if (m->args[1] == PN_PAY_TORCH)
    g_string_append_printf (text, " %s", _("A torch token pays for this action."));
  return g_string_free (text, FALSE);
}

static char *
discard_text (const PnData    *d,
              const PnState   *s,
              const LudusMove *m)
{
  const PnHonorCard *h = &d->honor[s->honor_display[m->args[0]]];
  GString *list = g_string_new (NULL);
  g_autofree char *names = NULL;

  if (h->discard == PN_DISCARD_FINAL)
    {
      g_string_free (list, TRUE);
      return g_strdup_printf (_(" Discards the %d VP card."), h->discard_param);
    }
  if (h->discard != PN_DISCARD_BUILDINGS)
    {
      g_string_free (list, TRUE);
      return g_strdup ("");
    }
  for (int b = 0; b < PN_N_BUILDINGS; b++)
    if (m->args[2] & (1 << b))
      {
        const char *name = pn_text_building (b);

        if (list->len > 0)
          g_string_append (list, ", ");
        if (m->args[2] & (1 << (4 + b)))
          /* Translators: a discarded building-substitute honour card, "Basilica (honour card)" */
          g_string_append_printf (list, _("%s (honour card)"), name);
        else
          g_string_append (list, name);
      }
  names = g_string_free (list, FALSE);
  return g_strdup_printf (_(" Discards building cards: %s."), names);
}

static char *
honor_text (const PnData    *d,
            const PnState   *s,
            guint            player,
            const LudusMove *m)
{
  int card = s->honor_display[m->args[0]];
  g_autofree char *name = pn_text_honor_card (d, card);
  g_autofree char *discards = discard_text (d, s, m);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, _("Buys the honour card: %s."), name);
  g_string_append (text, discards);
  if (m->args[1] >= 0)
    {
      g_autofree char *site = pn_text_site_name (d, m->args[1]);

      g_string_append_printf (text, _(" The brick goes onto %s."), site);
    }
  if (!pn_honor_yields (s, d, player, card))
    g_string_append_printf (text, " %s", _("It gives nothing now."));
  return g_string_free (text, FALSE);
}

static char *
shops_text (int mask)
{
  GString *text = g_string_new (NULL);

  for (int c = 0; c < PN_N_SHOPS; c++)
    if (mask & (1 << c))
      {
        g_autofree char *shop = pn_text_shop (c);

        g_string_append_printf (text, text->len == 0 ? "%s" : ", %s", shop);
      }
  return g_string_free (text, FALSE);
}

static char *
interim_text (const PnData    *d,
              const PnState   *s,
              guint            player,
              const LudusMove *m)
{
  int amount = pn_interim_amount (s, d, player);
  g_autofree char *coins = pn_text_coins (amount - m->args[0]);

  return g_strdup_printf (ngettext ("Interim scoring: %d point, taken as %d VP and %s.",
                                    "Interim scoring: %d points, taken as %d VP and %s.", amount),
                          amount, m->args[0], coins);
}

/* What the move does, from the position before it. */
char *
pn_text_move_action (const PnData    *d,
                     const PnState   *s,
                     guint            player,
                     const LudusMove *m,
                     int              viewer)
{
  g_autofree char *a = NULL, *b = NULL;

  switch (m->kind)
    {
    case PN_MOVE_PLACE_BUILDER:
      a = pn_text_quarter (d, m->args[0]);
      return g_strdup_printf (_("Places the master builder in the %s."), a);
    case PN_MOVE_PLAY_CARD:
      a = pn_text_action_card (d, m->args[0]);
      return g_strdup_printf (_("Plays the card: %s."), a);
    case PN_MOVE_BUY_BRICK:
    case PN_MOVE_PLACE_ELEMENT:
    case PN_MOVE_TAKE_INFLUENCE:
    case PN_MOVE_TAKE_TORCH:
    case PN_MOVE_TAKE_COINS:
      return icon_text (d, s, player, m);
    case PN_MOVE_CARD_TO_COIN:
      return g_strdup (_("Turns an action of the card into 1 sesterce."));
    case PN_MOVE_TORCH_TO_COIN:
      return g_strdup (_("Returns a torch token for 1 sesterce."));
    case PN_MOVE_BUY_HONOR:
      return honor_text (d, s, player, m);
    case PN_MOVE_INFLUENCE_ROMAN:
      return g_strdup_printf (ngettext ("Spends %d influence token on 1 Roman.",
                                        "Spends %d influence tokens on 1 Roman.",
                                        d->influence_cost), d->influence_cost);
    case PN_MOVE_INFLUENCE_PLACE:
      a = place_text (d, s, player, m->args[0], m->args[1], m->args[2]);
      return g_strdup_printf (ngettext ("Spends %d influence token to build. %s",
                                        "Spends %d influence tokens to build. %s",
                                        d->influence_cost), d->influence_cost, a);
    case PN_MOVE_REFILL_SHOPS:
      a = shops_text (m->args[0]);
      return g_strdup_printf (_("The last bricks of the supply go to: %s."), a);
    case PN_MOVE_INTERIM_SPLIT:
      return interim_text (d, s, player, m);
    case PN_MOVE_START_PLAYER:
      b = player_name ((guint) m->args[0]);
      return g_strdup_printf (_("Names %s to start round %d."), b, s->round + 1);
    default:
      return g_strdup (_("Ends the turn."));
    }
}

/* The card a player drew at the end of a turn, as only its owner may read it. */
static void
append_draw (GString       *text,
             const PnData  *d,
             const PnState *before,
             const PnState *after,
             guint          player,
             int            viewer)
{
  const PnPlayer *b = &before->players[player], *a = &after->players[player];

  if (a->n_hand <= b->n_hand && after->round == before->round)
    return;
  for (int i = 0; viewer == (int) player && i < a->n_hand; i++)
    {
      gboolean held = FALSE;

      for (int j = 0; j < b->n_hand; j++)
        held |= b->hand[j] == a->hand[i];
      if (!held && a->hand[i] >= 0 && after->round == before->round)
        {
          g_autofree char *card = pn_text_action_card (d, a->hand[i]);

          g_string_append_printf (text, _(" Draws the card: %s."), card);
          return;
        }
    }
  if (after->round == before->round)
    g_string_append (text, _(" Draws an action card."));
}

static void
append_refill (GString       *text,
               const PnData  *d,
               const PnState *after,
               gboolean       market)
{
  GString *list = g_string_new (NULL);

  for (int c = 0; market && c < PN_N_SHOPS; c++)
    if (after->refill_added[c] > 0)
      g_string_append_printf (list, list->len == 0 ? "+%d %s" : ", +%d %s",
                              after->refill_added[c], pn_text_color (c));
  if (market && after->refill_cards > 0)
    g_string_append_printf (text, ngettext (" The market is refilled from %d market card: %s.",
                                            " The market is refilled from %d market cards: %s.",
                                            after->refill_cards), after->refill_cards,
                            list->len > 0 ? list->str : "—");
  g_string_truncate (list, 0);
  if (after->phase == PN_PHASE_REFILL_CHOICE)
    g_string_append (text, _(" The brick supply runs out part-way through a market card."));
  for (int i = 0; i < PN_BUILDING_DISPLAY; i++)
    if (after->refill_building & (1u << i))
      {
        g_autofree char *card = pn_text_building_card (d, after->building_display[i]);

        g_string_append_printf (list, list->len == 0 ? "%s" : ", %s", card);
      }
  if (list->len > 0)
    g_string_append_printf (text, _(" New building cards: %s."), list->str);
  g_string_truncate (list, 0);
  for (int i = 0; i < PN_HONOR_DISPLAY; i++)
    if (after->refill_honor & (1u << i))
      {
        g_autofree char *card = pn_text_honor_card (d, after->honor_display[i]);

        g_string_append_printf (list, list->len == 0 ? "%s" : "; %s", card);
      }
  if (list->len > 0)
    g_string_append_printf (text, _(" New honour cards: %s."), list->str);
  g_string_free (list, TRUE);
}

static void
append_early_end (GString       *text,
                  const PnData  *d,
                  const PnState *after)
{
  g_autofree char *name = player_name ((guint) after->end_player);

  if (after->end_trigger == PN_END_BRICKS)
    g_string_append (text, _(" The brick supply and the market are empty."));
  else
    g_string_append_printf (text, _(" %s has placed their last Roman on the board."), name);
  g_string_append_printf (text, _(" The game ends early: %s gains %d VP, and every other player "
                                  "takes one last turn."), name, d->early_end_vp);
}

/* What followed the move: the next turn's refill, the end of a round, the end. */
char *
pn_text_aftermath (const PnData    *d,
                   const PnState   *before,
                   const PnState   *after,
                   guint            player,
                   const LudusMove *m,
                   int              viewer)
{
  GString *text = g_string_new (NULL);
  gboolean new_turn = after->phase <= PN_PHASE_ACTION &&
                      (m->kind == PN_MOVE_END_TURN || m->kind == PN_MOVE_START_PLAYER);

  if (m->kind == PN_MOVE_END_TURN)
    append_draw (text, d, before, after, player, viewer);
  if (before->end_trigger == PN_END_NONE && after->end_trigger != PN_END_NONE)
    append_early_end (text, d, after);
  if (after->phase == PN_PHASE_INTERIM && before->phase != PN_PHASE_INTERIM)
    g_string_append_printf (text, _(" Round %d ends: interim scoring."), after->round);
  if (after->phase == PN_PHASE_START_CHOICE && before->phase != PN_PHASE_START_CHOICE)
    {
      g_autofree char *name = player_name (after->chooser);

      g_string_append_printf (text, after->chooser_drawn
                              ? _(" %s is drawn among the players tied for the fewest VP and "
                                  "names the next start player.")
                              : _(" %s has the fewest VP and names the next start player."),
                              name);
    }
  if (after->round > before->round)
    g_string_append_printf (text, _(" Round %d begins: every player shuffles their action "
                                    "cards and draws 2."), after->round);
  if (after->phase == PN_PHASE_OVER && before->phase != PN_PHASE_OVER)
    g_string_append (text, _(" The game is over: final scoring."));
  if (new_turn || m->kind == PN_MOVE_REFILL_SHOPS)
    append_refill (text, d, after, m->kind != PN_MOVE_REFILL_SHOPS);
  return g_string_free (text, FALSE);
}

char *
pn_text_describe_move (const PnData    *d,
                       const PnState   *before,
                       const PnState   *after,
                       guint            player,
                       const LudusMove *move,
                       int              viewer)
{
  g_autofree char *action = pn_text_move_action (d, before, player, move, viewer);
  g_autofree char *aftermath = NULL;

  /* The shell shows a move that draws or reveals with the position before it as "after". */
  if (after == before)
    return g_steal_pointer (&action);
  aftermath = pn_text_aftermath (d, before, after, player, move, viewer);
  return g_strconcat (action, aftermath, NULL);
}
