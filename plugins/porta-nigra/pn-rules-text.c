/* pn-rules-text.c: Porta Nigra's rules page
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A complete summary of the rules (spec §1–§7) in Pango markup, with the
 * values of the component data in force, the components themselves (the
 * board is not drawn yet), every value that is not from the rulebook, and
 * the rulings where the rulebook leaves a question open.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "pn-text.h"

static void
heading (GString    *out,
         const char *text)
{
  g_autofree char *h = g_markup_escape_text (text, -1);

  g_string_append_printf (out, "<b>%s</b>\n", h);
}

static void
para (GString    *out,
      const char *title,
      const char *text)
{
  g_autofree char *t = g_markup_escape_text (text, -1);

  if (title != NULL)
    heading (out, title);
  g_string_append_printf (out, "%s\n\n", t);
}

static void
item (GString    *out,
      const char *text)
{
  g_autofree char *t = g_markup_escape_text (text, -1);

  g_string_append_printf (out, "• %s\n", t);
}

static void
rules_flow (GString      *out,
            const PnData *d)
{
  PnGain torches = { PN_GAIN_TORCH, 0, d->start_torches };
  PnGain romans = { PN_GAIN_ROMAN, 0, d->start_romans };
  g_autofree char *coins_text = pn_text_coins (d->start_coins);
  g_autofree char *torches_text = pn_text_gain (&torches);
  g_autofree char *romans_text = pn_text_gain (&romans);
  g_autofree char *setup = NULL, *refill = NULL;

  para (out, _("Aim"),
        _("You are master builders in Roman Trier. Buy bricks in the four quarters of the city, "
          "build elements on the construction sites of the Basilica, the Amphitheatre, the City "
          "Wall and the Porta Nigra, and win victory points (VP) for building, for sets of "
          "building cards, for honour cards and for majorities in every part of the buildings. "
          "The most VP win; players tied for the most share the victory."));
  setup = g_strdup_printf (_("Everyone takes %s, %s and %s (the other %d of their colour wait "
                             "in the supply), shuffles their own deck of action cards and draws "
                             "%d. With 4 players the cards marked “2–3 players only” stay in the "
                             "box. %d building cards and %d honour cards lie face up; the market "
                             "is empty; the supply holds %d bricks. The start player of round 1 "
                             "is drawn at random or chosen for the new match."),
                           coins_text, torches_text, romans_text,
                           d->romans_per_color - d->start_romans, d->hand_size,
                           PN_BUILDING_DISPLAY, PN_HONOR_DISPLAY, d->bricks_total);
  para (out, _("Setup"), setup);
  para (out, _("Rounds and turns"),
        _("The game lasts 3 rounds with 2 players and 2 rounds with 3 or 4. Players take turns "
          "clockwise until everyone has played every action card; then the round ends. A turn "
          "is the refill phase, then the action phase: play 1 of your 2 action cards, use it, "
          "discard it and draw a new card from your deck while it lasts."));
  refill = g_strdup_printf (_("At the start of every turn: if the market holds fewer than %d "
                              "bricks, market cards are drawn one by one and each puts a brick "
                              "from the supply into every shop it marks, until the market holds "
                              "at least %d. Used market cards are reshuffled when the deck runs "
                              "out. If the supply runs out part-way through a card, the player "
                              "whose turn it is chooses which of its shops get the last bricks; "
                              "with an empty supply nothing more comes. Then empty slots of the "
                              "building-card and honour-card displays are filled from their "
                              "decks, which are never reshuffled."),
                            d->refill_below, d->refill_to);
  para (out, _("Refill phase"), refill);
}

static void
rules_actions (GString      *out,
               const PnData *d)
{
  g_autofree char *buy = NULL, *costs = NULL, *place = NULL, *influence = NULL;

  para (out, _("Action cards"),
        _("On your very first turn you first put your master builder in any quarter. The torches "
          "at the bottom of the card you play (2 or 3) are how many of its icons you may use, "
          "each at most once and in any order; using them is optional. A torch token from your "
          "supply pays for one more icon of the card that is still free. Instead of an action "
          "you may take 1 sesterce for a torch of the card, and you may return torch tokens for "
          "1 sesterce each at any time of your action phase."));
  para (out, _("Moving"),
        _("Your master builder moves only as part of buying or building, clockwise only, exactly "
          "as far as the shop or building you need, paying 1 sesterce per border crossed. The "
          "white shop in the centre belongs to every quarter and needs no move. An action you "
          "cannot pay for in full is not possible."));
  costs = g_strdup_printf (_("Prices: black %d, blue %d, red %d, yellow %d, white %d sesterces."),
                           d->price[PN_BLACK], d->price[PN_BLUE], d->price[PN_RED],
                           d->price[PN_YELLOW], d->price[PN_WHITE]);
  buy = g_strdup_printf (_("Buy 1 brick from the shop of the icon's colour, or from any shop "
                           "with the grey icon; an icon whose shop is empty counts as grey. "
                           "The brick goes to the storage of its colour on your player board. "
                           "%s"), costs);
  para (out, _("Buying a brick"), buy);
  place = g_strdup_printf (_("Build one element on a free construction site in the quarter your "
                             "master builder reaches: exactly the bricks the site shows, or on "
                             "the Porta Nigra %d to %d bricks of the site's colour, and put one "
                             "of your Romans on top — no Roman, no building. White bricks may "
                             "stand in for any colour; a white site needs white bricks. Score "
                             "the site's VP (on the Porta Nigra, VP per brick by colour: "
                             "black %d, blue %d, red %d, yellow %d, white %d). If a building "
                             "card of this building and the site's colour is on display, take "
                             "it (never for Amphitheatre row C). Each time your bricks in this "
                             "building reach a new multiple of 3, take its master-builder "
                             "reward."),
                           d->pn_min, d->pn_max, d->value[PN_BLACK], d->value[PN_BLUE],
                           d->value[PN_RED], d->value[PN_YELLOW], d->value[PN_WHITE]);
  para (out, _("Building an element"), place);
  heading (out, _("Master-builder rewards"));
  for (int b = 0; b < PN_N_BUILDINGS; b++)
    {
      g_autofree char *gains = pn_text_gains (d->reward[b], d->n_reward[b]);
      /* Translators: a master-builder reward, "Basilica: 1 torch token, 1 Roman" */
      g_autofree char *line = g_strdup_printf (_("%s: %s"), pn_text_building (b), gains);

      item (out, line);
    }
  g_string_append_printf (out, "%s\n\n",
                          _("Romans and bricks come only while the supply has them."));
  para (out, _("Other icons"),
        _("Take 1 influence token, take 1 torch token, or take the sesterces shown."));
  influence = g_strdup_printf (_("At any time of your action phase, even before playing your "
                                 "card, you may spend influence: %d for 1 Roman of your colour "
                                 "from the supply, %d to build an element (movement still costs), "
                                 "and once a turn the cost of an honour card on display. An "
                                 "immediate honour card is used at once and leaves the game; a "
                                 "building substitute counts as a building card of its building; "
                                 "a final-scoring card scores at the end. An immediate card "
                                 "gives as much as the supply allows."),
                               d->influence_cost, d->influence_cost);
  para (out, _("Influence"), influence);
}

static void
rules_end (GString      *out,
           const PnData *d)
{
  g_autofree char *early = NULL, *sets = NULL, *area = NULL;

  para (out, _("Interim scoring and new rounds"),
        _("After round 1 (with 2 players also after round 2), each player in turn from the "
          "round's start player counts their bricks on the board, doubled with 3 or 4 players, "
          "and splits the result freely into VP and sesterces. The player with the fewest VP "
          "then names the next start player (a tie is drawn at random, since Ludus knows no "
          "ages). Everyone shuffles all their action cards and draws 2; builders, the market "
          "and the displays stay as they are."));
  early = g_strdup_printf (_("The game ends early as soon as the brick supply and the market "
                             "are both empty, or a player builds their 15th element. The "
                             "player whose turn it is gains %d VP and finishes the turn; then "
                             "every other player who still holds a card takes one last turn. "
                             "There is no interim scoring after an early end."),
                           d->early_end_vp);
  para (out, _("Early end"), early);
  sets = g_strdup_printf (_("1. Building-card sets: sets of different buildings (substitute "
                            "honour cards count) score %d, %d, %d and %d VP for 1 to 4 cards, "
                            "arranged for your best result."),
                          d->set_vp[1], d->set_vp[2], d->set_vp[3], d->set_vp[4]);
  area = g_strdup_printf (_("3. Play area: 1 VP per Roman, influence token, torch token and "
                            "brick left, and per %d sesterces."), d->coins_per_vp);
  heading (out, _("Final scoring"));
  g_string_append_printf (out, "%s\n", sets);
  g_string_append_printf (out, "%s\n", _("2. Final-scoring honour cards score their VP."));
  g_string_append_printf (out, "%s\n", area);
  g_string_append_printf (out, "%s\n\n",
                          _("4. Majorities: in each row of the Basilica and the Amphitheatre and "
                            "on the City Wall, most bricks win; on the Porta Nigra each height "
                            "from 3 to 8 is a part of its own, won by the most elements of that "
                            "height. A tie goes to the player with the most valuable element "
                            "there (higher colour first, then more bricks). If it stays tied for "
                            "first, each tied player scores the second-place VP and nobody else "
                            "scores; a tie for second scores nothing."));
}

static void
rules_components (GString      *out,
                  const PnData *d)
{
  heading (out, _("Majority values (first / second)"));
  for (int part = 0; part < PN_N_PARTS; part++)
    {
      g_autofree char *line = g_strdup_printf ("%s: %d / %d", pn_text_part (part),
                                               d->majority[part][0], d->majority[part][1]);

      item (out, line);
    }
  g_string_append (out, "\n");
  heading (out, _("Construction sites"));
  for (int site = 0; site < PN_N_SITES; site++)
    {
      g_autofree char *name = pn_text_site (d, site);

      item (out, name);
    }
  g_string_append (out, "\n");
  heading (out, _("Quarters, clockwise"));
  for (int q = 0; q < PN_N_QUARTERS; q++)
    {
      g_autofree char *name = pn_text_quarter (d, q);

      item (out, name);
    }
  g_string_append (out, "\n");
  heading (out, _("Action cards of each deck"));
  for (int c = 0; c < PN_DECK_SIZE; c++)
    {
      g_autofree char *card = pn_text_action_card (d, c);
      g_autofree char *line = d->action[c].only_2_3
        /* Translators: an action card removed with 4 players */
        ? g_strdup_printf (_("%s — 2–3 players only"), card) : g_strdup (card);

      item (out, line);
    }
  g_string_append (out, "\n");
  heading (out, _("Market cards"));
  for (int c = 0; c < PN_N_MARKET_CARDS; c++)
    {
      g_autofree char *card = pn_text_market_card (d, c);

      item (out, card);
    }
  g_string_append (out, "\n");
  heading (out, _("Honour cards"));
  for (int c = 0; c < PN_N_HONOR_CARDS; c++)
    {
      g_autofree char *card = pn_text_honor_card (d, c);

      item (out, card);
    }
  g_string_append (out, "\n");
}

/* Every group of the data that is not from the rulebook, and the entries
 * that differ from their group. */
static void
rules_sources (GString      *out,
               const PnData *d)
{
  static const char *const group_names[PN_N_GROUPS] = {
    N_("brick prices and values"), N_("setup numbers"), N_("which building stands in which "
    "quarter"), N_("colour, bricks and VP of every construction site"), N_("majority values"),
    N_("master-builder rewards"), N_("set values"), N_("the action cards of a deck"),
    N_("the market cards"), N_("the building cards"), N_("the honour cards"),
  };
  static const char *const source_notes[] = {
    NULL,
    N_("Reconstructed from what is known, since the rulebook does not print it:"),
    N_("Stand-in values, since the rulebook's pictures are lost; they will be replaced once "
       "transcribed from the game:"),
  };

  for (int src = PN_SOURCE_RECONSTRUCTED; src <= PN_SOURCE_STAND_IN; src++)
    {
      gboolean any = FALSE;

      for (int g = 0; g < PN_N_GROUPS; g++)
        any |= d->source[g] == src;
      for (int p = 0; p < PN_N_PARTS; p++)
        any |= d->majority_source[p] == src && d->source[PN_GROUP_MAJORITIES] != src;
      if (!any)
        continue;
      heading (out, ludus_gettext (source_notes[src]));
      for (int g = 0; g < PN_N_GROUPS; g++)
        if (d->source[g] == src)
          item (out, ludus_gettext (group_names[g]));
      for (int p = 0; p < PN_N_PARTS; p++)
        if (d->majority_source[p] == src && d->source[PN_GROUP_MAJORITIES] != src)
          {
            /* Translators: a majority value that is a stand-in, "majority values: Amphitheatre, row B" */
            g_autofree char *line = g_strdup_printf (_("majority values: %s"), pn_text_part (p));

            item (out, line);
          }
      g_string_append (out, "\n");
    }
}

char *
pn_text_rules (const PnData *d)
{
  GString *out = g_string_new (NULL);

  rules_flow (out, d);
  rules_actions (out, d);
  rules_end (out, d);
  rules_sources (out, d);
  heading (out, _("Where the rulebook leaves a question open"));
  item (out, _("Influence actions and torch tokens may be used at any moment of your action "
               "phase, before the card is played too, but not in the refill phase."));
  item (out, _("The master builder never moves further than the action needs; there is no "
               "move of its own."));
  item (out, _("One card must be played each turn; using its actions is optional."));
  item (out, _("When an element wins several matching building cards, it takes one."));
  item (out, _("An honour card whose effect cannot be given in full gives what it can."));
  item (out, _("Discarding building cards for an honour card takes your lowest card of each "
               "building: colours do not matter once a card is taken."));
  item (out, _("A player without bricks on the board skips the interim split."));
  item (out, _("A player who has no card left when the early end comes takes no last turn."));
  g_string_append (out, "\n");
  rules_components (out, d);
  if (pn_data_override_message () != NULL)
    para (out, NULL, pn_data_override_message ());
  return g_string_free (out, FALSE);
}

/* The sections of the rules page under stable ids, found by their titles
 * (translated the same way as the page); a title not named here keeps the
 * core's "section-N". */
static const struct
{
  const char *id;
  const char *title;
} section_ids[] = {
  { "aim", N_("Aim") },
  { "setup", N_("Setup") },
  { "rounds", N_("Rounds and turns") },
  { "refill", N_("Refill phase") },
  { "action-cards", N_("Action cards") },
  { "moving", N_("Moving") },
  { "buy", N_("Buying a brick") },
  { "build", N_("Building an element") },
  { "rewards", N_("Master-builder rewards") },
  { "other-icons", N_("Other icons") },
  { "influence", N_("Influence") },
  { "interim", N_("Interim scoring and new rounds") },
  { "early-end", N_("Early end") },
  { "final-scoring", N_("Final scoring") },
  { "rulings", N_("Where the rulebook leaves a question open") },
  { "majorities", N_("Majority values (first / second)") },
  { "sites", N_("Construction sites") },
  { "quarters", N_("Quarters, clockwise") },
  { "action-deck", N_("Action cards of each deck") },
  { "market-cards", N_("Market cards") },
  { "honour-cards", N_("Honour cards") },
};

GPtrArray *
pn_text_rules_sections (const PnData *d)
{
  g_autofree char *markup = pn_text_rules (d);
  GPtrArray *sections = ludus_rules_sections_from_markup (markup);

  for (guint i = 0; i < sections->len; i++)
    {
      LudusRulesSection *section = g_ptr_array_index (sections, i);

      for (guint k = 0; k < G_N_ELEMENTS (section_ids); k++)
        if (g_strcmp0 (section->title, ludus_gettext (section_ids[k].title)) == 0)
          {
            g_free (section->id);
            section->id = g_strdup (section_ids[k].id);
            break;
          }
    }
  return sections;
}

/* The section about the decision at hand (F1). */
const char *
pn_text_rules_section (const PnState *s)
{
  switch (s->phase)
    {
    case PN_PHASE_REFILL_CHOICE:
      return "refill";
    case PN_PHASE_INTERIM:
    case PN_PHASE_START_CHOICE:
      return "interim";
    case PN_PHASE_OVER:
      return "final-scoring";
    default:
      return "action-cards";
    }
}
