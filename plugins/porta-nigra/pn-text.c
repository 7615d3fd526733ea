/* pn-text.c: Porta Nigra's names, prompts, player summaries and score breakdown
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Vocabulary of the Russian edition (seed 003): кирпич, главный строитель,
 * квартал, магазин, место строительства, строительный элемент, римлянин,
 * жетон факела, жетон влияния, сестерций, карта славы, карта зданий,
 * карта рынка, промежуточный подсчёт, большинство.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pn-text.h"

const char *
pn_text_color (int color)
{
  switch (color)
    {
    /* Translators: brick colours of Porta Nigra, as adjectives on their own */
    case PN_BLACK: return C_("brick", "black");
    case PN_BLUE: return C_("brick", "blue");
    case PN_RED: return C_("brick", "red");
    case PN_YELLOW: return C_("brick", "yellow");
    case PN_WHITE: return C_("brick", "white");
    default: return C_("brick", "any colour");
    }
}

const char *
pn_text_building (int building)
{
  switch (building)
    {
    case PN_BASILICA: return _("Basilica");
    case PN_AMPHITHEATRE: return _("Amphitheatre");
    case PN_CITY_WALL: return _("City Wall");
    /* Translators: the building (the gate of Trier), not the name of the game */
    default: return C_("building", "Porta Nigra");
    }
}

char *
pn_text_shop (int shop)
{
  switch (shop)
    {
    case PN_BLACK: return g_strdup (_("black shop"));
    case PN_BLUE: return g_strdup (_("blue shop"));
    case PN_RED: return g_strdup (_("red shop"));
    case PN_YELLOW: return g_strdup (_("yellow shop"));
    default: return g_strdup (_("white shop"));
    }
}

/* "Basilica quarter (yellow shop)": quarters are known by their building. */
char *
pn_text_quarter (const PnData *d,
                 int           quarter)
{
  static const int shop_of_quarter[PN_N_QUARTERS] = { PN_RED, PN_YELLOW, PN_BLACK, PN_BLUE };
  g_autofree char *shop = pn_text_shop (shop_of_quarter[quarter]);
  const char *name;

  switch (d->building_of_quarter[quarter])
    {
    case PN_BASILICA: name = _("Basilica quarter"); break;
    case PN_AMPHITHEATRE: name = _("Amphitheatre quarter"); break;
    case PN_CITY_WALL: name = _("City Wall quarter"); break;
    default: name = _("Porta Nigra quarter"); break;
    }
  /* Translators: a city quarter and the coloured shop in it, "Basilica quarter (yellow shop)" */
  return g_strdup_printf (_("%s (%s)"), name, shop);
}

char *
pn_text_bricks (int color,
                int n)
{
  switch (color)
    {
    case PN_BLACK:
      return g_strdup_printf (ngettext ("%d black brick", "%d black bricks", n), n);
    case PN_BLUE:
      return g_strdup_printf (ngettext ("%d blue brick", "%d blue bricks", n), n);
    case PN_RED:
      return g_strdup_printf (ngettext ("%d red brick", "%d red bricks", n), n);
    case PN_YELLOW:
      return g_strdup_printf (ngettext ("%d yellow brick", "%d yellow bricks", n), n);
    default:
      return g_strdup_printf (ngettext ("%d white brick", "%d white bricks", n), n);
    }
}

char *
pn_text_coins (int n)
{
  /* Translators: Roman coins, сестерции in the Russian edition */
  return g_strdup_printf (ngettext ("%d sesterce", "%d sesterces", n), n);
}

/* "Basilica, row A, site 4"; "Porta Nigra, site 3 (yellow)" */
char *
pn_text_site_name (const PnData *d,
                   int           site)
{
  const PnSite *st = &d->site[site];
  int k = site - pn_first_site (st->building) + 1;
  const char *row = st->row == 0 ? "A" : st->row == 1 ? "B" : "C";

  switch (st->building)
    {
    case PN_BASILICA:
      return g_strdup_printf (_("Basilica, row %s, site %d"), row, k - 5 * st->row);
    case PN_AMPHITHEATRE:
      return g_strdup_printf (_("Amphitheatre, row %s, site %d"), row, k - 5 * st->row);
    case PN_CITY_WALL:
      return g_strdup_printf (_("City Wall, site %d"), k);
    default:
      /* Translators: %s is the colour of the site, e.g. "Porta Nigra, site 3 (yellow)" */
      return g_strdup_printf (_("Porta Nigra, site %d (%s)"), k, pn_text_color (st->color));
    }
}

/* The name and what the site needs and gives: "Basilica, row A, site 4 (2 yellow bricks, 9 VP)" */
char *
pn_text_site (const PnData *d,
              int           site)
{
  const PnSite *st = &d->site[site];
  g_autofree char *where = pn_text_site_name (d, site);
  g_autofree char *need = NULL;

  if (st->building == PN_PORTA_NIGRA)
    return g_steal_pointer (&where);
  need = pn_text_bricks (st->color, st->bricks);
  /* Translators: a construction site and what it needs and gives, "… (2 yellow bricks, 9 VP)" */
  return g_strdup_printf (_("%s (%s, %d VP)"), where, need, st->vp);
}

/* Translators: the buy icons of the action cards */
static const char *
buy_icon (int color)
{
  switch (color)
    {
    case PN_BLACK: return _("buy a black brick");
    case PN_BLUE: return _("buy a blue brick");
    case PN_RED: return _("buy a red brick");
    case PN_YELLOW: return _("buy a yellow brick");
    case PN_WHITE: return _("buy a white brick");
    default: return _("buy a brick of any colour");
    }
}

/* One icon of an action card, its parts joined by "+". */
char *
pn_text_icon (const PnIcon *icon)
{
  GString *text = g_string_new (NULL);

  for (int k = 0; k < icon->n_parts; k++)
    {
      const PnIconPart *part = &icon->part[k];

      if (k > 0)
        g_string_append (text, " + ");
      switch (part->kind)
        {
        case PN_ICON_BUY_BRICK:
          g_string_append (text, buy_icon (part->param));
          break;
        case PN_ICON_PLACE_ELEMENT:
          g_string_append (text, _("build an element"));
          break;
        case PN_ICON_TAKE_INFLUENCE:
          g_string_append (text, _("take an influence token"));
          break;
        case PN_ICON_TAKE_TORCH:
          g_string_append (text, _("take a torch token"));
          break;
        default:
          g_string_append_printf (text, ngettext ("take %d sesterce", "take %d sesterces",
                                                  part->param), part->param);
          break;
        }
    }
  return g_string_free (text, FALSE);
}

/* "buy a black brick · buy a blue brick · build an element (2 torches)" */
char *
pn_text_action_card (const PnData *d,
                     int           card)
{
  const PnActionCard *c = &d->action[card];
  GString *icons = g_string_new (NULL);
  g_autofree char *list = NULL;

  for (int i = 0; i < c->n_icons; i++)
    {
      g_autofree char *icon = pn_text_icon (&c->icon[i]);

      g_string_append_printf (icons, i == 0 ? "%s" : " · %s", icon);
    }
  list = g_string_free (icons, FALSE);
  return g_strdup_printf (ngettext ("%s (%d torch)", "%s (%d torches)", c->torches), list,
                          c->torches);
}

char *
pn_text_building_card (const PnData *d,
                       int           card)
{
  /* Translators: a building card, "Basilica · yellow" */
  return g_strdup_printf (_("%s · %s"), pn_text_building (d->building[card].building),
                          pn_text_color (d->building[card].color));
}

char *
pn_text_market_card (const PnData *d,
                     int           card)
{
  GString *text = g_string_new (NULL);

  for (int c = 0; c < PN_N_SHOPS; c++)
    if (d->market[card].shops & (1u << c))
      g_string_append_printf (text, text->len == 0 ? "+1 %s" : ", +1 %s", pn_text_color (c));
  return g_string_free (text, FALSE);
}

const char *
pn_text_part (int part)
{
  switch (part)
    {
    case 0: return _("Basilica, row A");
    case 1: return _("Basilica, row B");
    case 2: return _("Amphitheatre, row A");
    case 3: return _("Amphitheatre, row B");
    case 4: return _("Amphitheatre, row C");
    case 5: return _("City Wall");
    case 6: return _("Porta Nigra, height 3");
    case 7: return _("Porta Nigra, height 4");
    case 8: return _("Porta Nigra, height 5");
    case 9: return _("Porta Nigra, height 6");
    case 10: return _("Porta Nigra, height 7");
    default: return _("Porta Nigra, height 8");
    }
}

/* What one gain gives: "+3 VP", "2 Romans", "1 white brick"… */
char *
pn_text_gain (const PnGain *g)
{
  switch (g->kind)
    {
    case PN_GAIN_VP:
      return g_strdup_printf (_("%+d VP"), g->count);
    case PN_GAIN_ROMAN:
      return g_strdup_printf (ngettext ("%d Roman", "%d Romans", g->count), g->count);
    case PN_GAIN_BRICK:
      return pn_text_bricks (g->param, g->count);
    case PN_GAIN_TORCH:
      return g_strdup_printf (ngettext ("%d torch token", "%d torch tokens", g->count), g->count);
    case PN_GAIN_INFLUENCE:
      return g_strdup_printf (ngettext ("%d influence token", "%d influence tokens", g->count),
                              g->count);
    case PN_GAIN_COINS:
      return pn_text_coins (g->count);
    default:
      return g_strdup (_("a brick on one of your Porta Nigra elements"));
    }
}

char *
pn_text_gains (const PnGain *gains,
               int           n)
{
  GString *text = g_string_new (NULL);

  for (int k = 0; k < n; k++)
    {
      g_autofree char *one = pn_text_gain (&gains[k]);

      g_string_append_printf (text, k == 0 ? "%s" : ", %s", one);
    }
  return g_string_free (text, FALSE);
}

static char *
honor_effect (const PnHonorCard *h)
{
  if (h->kind == PN_HONOR_IMMEDIATE)
    return pn_text_gains (h->effect, h->n_effects);
  if (h->kind == PN_HONOR_FINAL)
    return g_strdup_printf (ngettext ("%d VP at the end of the game",
                                      "%d VP at the end of the game", h->vp), h->vp);
  switch (h->building)
    {
    case PN_BASILICA: return g_strdup (_("counts as a Basilica building card"));
    case PN_AMPHITHEATRE: return g_strdup (_("counts as an Amphitheatre building card"));
    case PN_CITY_WALL: return g_strdup (_("counts as a City Wall building card"));
    default: return g_strdup (_("counts as a Porta Nigra building card"));
    }
}

/* What an honour card costs: influence, and the cards it asks for. */
char *
pn_text_honor_cost (const PnData *d,
                    int           card)
{
  const PnHonorCard *h = &d->honor[card];
  g_autofree char *influence = g_strdup_printf (ngettext ("%d influence token",
                                                          "%d influence tokens", h->cost),
                                                h->cost);

  if (h->discard == PN_DISCARD_BUILDINGS)
    return g_strdup_printf (ngettext ("%s and %d building card",
                                      "%s and %d building cards of different buildings",
                                      h->discard_param), influence, h->discard_param);
  if (h->discard == PN_DISCARD_FINAL)
    /* Translators: the cost of a final-scoring honour card: "2 influence and your 30 VP card" */
    return g_strdup_printf (_("%s and your %d VP card"), influence, h->discard_param);
  return g_steal_pointer (&influence);
}

/* "2 Romans (costs 2 influence)" */
char *
pn_text_honor_card (const PnData *d,
                    int           card)
{
  g_autofree char *effect = honor_effect (&d->honor[card]);
  g_autofree char *cost = pn_text_honor_cost (d, card);

  /* Translators: an honour card: its effect, then its cost */
  return g_strdup_printf (_("%s (costs %s)"), effect, cost);
}

static char *
player_name (guint player)
{
  return g_strdup_printf (_("Player %d"), player + 1);
}

static char *
action_prompt (const PnData  *d,
               const PnState *s)
{
  const PnActionCard *card;
  int left;

  if (s->card == PN_NONE)
    return g_strdup (_("Play one of your action cards. Influence and torch tokens may be "
                       "used before it, too."));
  card = &d->action[s->card];
  left = card->torches - s->budget_used;
  if (left > 0)
    return g_strdup_printf (ngettext ("Use your card: %d action left. A torch token buys an "
                                      "extra one; end the turn when you are done.",
                                      "Use your card: %d actions left. A torch token buys an "
                                      "extra one; end the turn when you are done.", left), left);
  return g_strdup (_("Your card’s actions are used. A torch token buys an action of an icon "
                     "still free; end the turn when you are done."));
}

/* What is on the table for buying and building, for as long as there is
 * no board to show it: "Market: black 3 · blue 0 · … (supply 52). Building
 * cards on display: …". */
static char *
table_summary (const PnData  *d,
               const PnState *s)
{
  GString *shops = g_string_new (NULL), *cards = g_string_new (NULL);
  g_autofree char *shop_list = NULL, *card_list = NULL;

  for (int c = 0; c < PN_N_SHOPS; c++)
    g_string_append_printf (shops, c == 0 ? "%s %d" : " · %s %d", pn_text_color (c), s->shop[c]);
  for (int i = 0; i < PN_BUILDING_DISPLAY; i++)
    if (s->building_display[i] >= 0)
      {
        g_autofree char *card = pn_text_building_card (d, s->building_display[i]);

        g_string_append_printf (cards, cards->len == 0 ? "%s" : ", %s", card);
      }
  shop_list = g_string_free (shops, FALSE);
  card_list = g_string_free (cards, FALSE);
  return g_strdup_printf (_("Market: %s (supply %d). Building cards on display: %s."), shop_list,
                          s->supply, *card_list != '\0' ? card_list : "—");
}

static char *
phase_prompt (const PnData  *d,
              const PnState *s,
              int            viewer);

char *
pn_text_prompt (const PnData  *d,
                const PnState *s,
                int            viewer)
{
  g_autofree char *what = phase_prompt (d, s, viewer);
  g_autofree char *table = NULL;

  if (s->phase > PN_PHASE_ACTION)
    return g_steal_pointer (&what);
  table = table_summary (d, s);
  return g_strdup_printf ("%s\n%s", what, table);
}

static char *
phase_prompt (const PnData  *d,
              const PnState *s,
              int            viewer)
{
  gboolean acting = viewer >= 0 && (pn_actors (s) & (1u << viewer)) != 0;
  g_autofree char *name = NULL;

  if (s->phase == PN_PHASE_OVER)
    return g_strdup (_("The game is over."));
  name = player_name (g_bit_nth_lsf (pn_actors (s), -1));
  switch (s->phase)
    {
    case PN_PHASE_REFILL_CHOICE:
      if (acting)
        return g_strdup_printf (ngettext ("The brick supply runs out: choose the shop that gets "
                                          "the last brick.",
                                          "The brick supply runs out: choose the %d shops that "
                                          "get the last bricks.", s->refill_left),
                                s->refill_left);
      return g_strdup_printf (_("%s chooses where the last bricks go."), name);
    case PN_PHASE_PLACE_BUILDER:
      if (acting)
        return g_strdup (_("Your first turn: place your master builder in any quarter, free of "
                           "charge."));
      return g_strdup_printf (_("%s places their master builder."), name);
    case PN_PHASE_ACTION:
      if (acting)
        return action_prompt (d, s);
      return g_strdup_printf (_("%s is taking their turn."), name);
    case PN_PHASE_INTERIM:
      if (acting)
        return g_strdup_printf (_("Interim scoring: split %d points between VP and sesterces."),
                                pn_interim_amount (s, d, viewer));
      return g_strdup_printf (_("Interim scoring: %s splits their points."), name);
    default:
      if (acting)
        return g_strdup_printf (_("You have the fewest VP: choose who starts round %d."),
                                s->round + 1);
      return g_strdup_printf (_("%s chooses who starts round %d."), name, s->round + 1);
    }
}

static void
append_bricks (GString        *text,
               const PnPlayer *pl)
{
  gboolean any = FALSE;

  for (int c = 0; c < PN_N_COLORS; c++)
    if (pl->bricks[c] > 0)
      {
        g_autofree char *b = pn_text_bricks (c, pl->bricks[c]);

        g_string_append_printf (text, any ? ", %s" : "; %s", b);
        any = TRUE;
      }
  if (!any)
    g_string_append_printf (text, "; %s", _("no bricks"));
}

char *
pn_text_describe_player (const PnData  *d,
                         const PnState *s,
                         guint          player,
                         int            viewer)
{
  const PnPlayer *pl = &s->players[player];
  g_autofree char *coins = pn_text_coins (pl->coins);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, _("%d VP"), pl->vp);
  g_string_append_printf (text, "; %s", coins);
  g_string_append_printf (text, ngettext ("; %d Roman (%d in the supply)",
                                          "; %d Romans (%d in the supply)", pl->romans),
                          pl->romans, pl->reserve);
  /* Tokens and cards are named only when there are some. */
  if (pl->torches > 0)
    g_string_append_printf (text, ngettext ("; %d torch token", "; %d torch tokens",
                                            pl->torches), pl->torches);
  if (pl->influence > 0)
    g_string_append_printf (text, ngettext ("; %d influence", "; %d influence", pl->influence),
                            pl->influence);
  append_bricks (text, pl);
  if (pl->n_building_cards > 0)
    g_string_append_printf (text, ngettext ("; %d building card", "; %d building cards",
                                            pl->n_building_cards), pl->n_building_cards);
  if (pl->n_honor > 0)
    g_string_append_printf (text, ngettext ("; %d honour card kept", "; %d honour cards kept",
                                            pl->n_honor), pl->n_honor);
  if (pl->builder != PN_NONE)
    {
      g_autofree char *q = pn_text_quarter (d, pl->builder);

      g_string_append_printf (text, _("; master builder: %s"), q);
    }
  if (viewer == (int) player && pl->n_hand > 0 && pl->hand[0] >= 0)
    {
      GString *hand = g_string_new (NULL);
      g_autofree char *cards = NULL;

      for (int i = 0; i < pl->n_hand; i++)
        {
          g_autofree char *card = pn_text_action_card (d, pl->hand[i]);

          g_string_append_printf (hand, i == 0 ? "%s" : " | %s", card);
        }
      cards = g_string_free (hand, FALSE);
      g_string_append_printf (text, _("; in hand: %s"), cards);
    }
  return g_string_free (text, FALSE);
}

GPtrArray *
pn_text_breakdown (const PnData  *d,
                   const PnState *s)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_score_row_free);
  const char *labels[PN_VP_MAJORITY] = {
    _("Building elements"), _("Honour cards"), _("Early end"), _("Interim scoring"),
    _("Building-card sets"), _("Final-scoring honour cards"),
    /* Translators: the final scoring of Romans, coins, tokens and bricks left */
    _("Play area"),
  };

  for (int k = 0; k < PN_N_VP_SOURCES; k++)
    {
      g_autofree char *label = NULL;
      LudusScoreRow *row;
      gboolean any = FALSE;

      /* Sources nobody scored from are left out (most majorities in a short game). */
      for (guint p = 0; p < s->n_players; p++)
        any |= s->players[p].vp_src[k] != 0;
      if (!any)
        continue;
      label = k < PN_VP_MAJORITY ? g_strdup (labels[k])
        /* Translators: a score row, "Majority: Basilica, row A" */
        : g_strdup_printf (_("Majority: %s"), pn_text_part (k - PN_VP_MAJORITY));
      row = ludus_score_row_new (label);
      for (guint p = 0; p < s->n_players; p++)
        row->values[p] = s->players[p].vp_src[k];
      g_ptr_array_add (rows, row);
    }
  return rows;
}
