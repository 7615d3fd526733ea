/* trajan-rules-text.c: the rules page, with its stand-ins and known differences
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "trajan-rules.h"
#include "trajan-text.h"

static void
heading (GString    *str,
         const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append_printf (str, "<b>%s</b>\n", escaped);
}

static void
para (GString    *str,
      const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append_printf (str, "%s\n\n", escaped);
}

static void
overview (GString          *str,
          const TrajanData *d)
{
  heading (str, _("Overview"));
  para (str, _("Trajan is played over one year of four quarters, each of four rounds. On your "
               "turn you take all action markers from one bowl of your action wheel and sow "
               "them one by one into the following bowls, clockwise, choosing the colour of "
               "each. The bowl that receives the last marker decides your action. The shared "
               "time marker moves one space per marker taken; when it reaches or passes its "
               "start space, the round ends after your turn. Most victory points wins."));
  para (str, _("If a Trajan tile lies beside the target bowl and the bowl now holds the two "
               "marker colours shown on the tile, you claim it at once: you score its points "
               "and may use its effect. Then you may perform the bowl’s action, or skip it."));
  if (d != NULL)
    {
      g_autofree char *time = g_strdup_printf (
        /* Translators: the three numbers are the spaces of the time circuit for 2, 3 and 4 players */
        _("The time circuit has %u, %u or %u spaces for 2, 3 or 4 players. A round ends after "
          "the turn in which the time marker reaches or passes its start space. The marker is "
          "never reset, so any overshoot counts towards the next round, and one turn ends at "
          "most one round. Turns pass clockwise across round and quarter ends."),
        (guint) d->time_length[2], (guint) d->time_length[3], (guint) d->time_length[4]);

      para (str, time);
    }
  para (str, _("If you take six or more markers, the emptied bowl receives a marker too. Only "
               "the target bowl is checked for a Trajan tile, and markers beyond the two "
               "required do not matter. Claiming is compulsory; using the tile’s effect is "
               "optional."));
}

static void
setup_and_tiles (GString *str)
{
  heading (str, _("Setup"));
  para (str, _("Each player puts two markers of any colours in each bowl, takes three goods "
               "cards (from the deck or either face-up discard pile), and puts three Trajan "
               "tiles of different categories, the top tiles of their stacks, on slots II, IV "
               "and VI. Each player starts with one legionnaire and the commander in the "
               "military camp, one worker in the worker camp, thirteen figures in supply and "
               "one bonus tile, yellow side up. Two bonus tiles lie beside the Senate. The "
               "Forum has 6, 9 or 12 forum tiles for 2, 3 or 4 players, plus three "
               "extra-action tiles; each province holds one forum tile."));

  heading (str, _("Trajan tiles"));
  para (str, _("Goods cards: draw two cards. Victory points: no effect beyond the points. "
               "Workers or legionnaires: move the figures shown (or fewer) from your supply "
               "to the worker camp or the military camp. +2: put a “+2” marker on one "
               "action; each extra-action tile for that action then gives two repetitions. "
               "Demand: keep the tile; at every quarter end it can meet one demand of its "
               "icon. The Trajan action puts a tile where your arch stands; the arch then "
               "moves to the next empty slot clockwise."));
  para (str, _("Trajan tiles score: goods cards 3 VP, victory points 9 VP, workers or "
               "legionnaires 5 VP with one figure and 2 VP with two, “+2” 4 VP, demand 1 VP. "
               "A claimed tile leaves the game, except a demand tile, which you keep. You may "
               "have one “+2” marker per action. When all six slots are full the arch stands "
               "in the centre and you cannot take the Trajan action; your next claim frees a "
               "slot and the arch moves onto it."));
}

static void
seaport_and_forum (GString *str)
{
  heading (str, _("The six actions"));
  para (str, _("Seaport — one of: draw two cards then discard one onto a discard pile; take "
               "the top card of a discard pile; put one or two cards into your display and "
               "draw as many; or deliver to a ship a set matching one row of it (1–4 "
               "identical cards, 1–3 pairs of different kinds, or 1–4 different cards). A "
               "ship scores its coloured row, then turns grey and scores the grey row until "
               "the quarter ends. Goods jokers stand in for cards in a delivery."));
  para (str, _("Ship values, coloured side / grey side. Identical cards: 1 card 2/0, 2 cards "
               "6/1, 3 cards 12/7, 4 cards 20/15. Pairs of different kinds: 1 pair 5/1, 2 pairs "
               "10/6, 3 pairs 15/11. Different cards: 1 card 2/0, 2 cards 4/1, 3 cards 6/3, "
               "4 cards 8/5. When the deck runs out, the discard piles except their top cards "
               "are shuffled into a new deck. There is no hand limit."));
  para (str, _("Forum — take one forum tile or extra-action tile from the Forum."));
  para (str, _("Forum tiles: bread, games and religion tiles meet demands. A Senate tile adds 2 "
               "to 5 votes at the next quarter end; all Senate tiles are then removed, used or "
               "not. A goods joker stands in for one goods card in a ship delivery or, if still "
               "unused at the end, for one card of a kind shown on your goods bonus tile. A "
               "demand joker meets a demand of any icon. An extra-action joker repeats any "
               "action. A construction joker counts at the end as one more tile of a kind you "
               "own. Some forum tiles are extra-action tiles of one action."));
}

static void
other_actions (GString *str)
{
  para (str, _("Military — one of: recruit a legionnaire from your supply; move your "
               "commander to an adjacent province, taking its forum tile; or move a "
               "legionnaire from the camp into the commander’s province (one per player per "
               "province), scoring the province’s value minus 3 for each other player’s "
               "legionnaire there."));
  para (str, _("Provinces are worth 3 to 10 VP. The commander leaves the military camp for "
               "Alpes, Noricum or Raetia and never returns to it; several commanders may share "
               "a province. Legionnaires never leave their province."));
  para (str, _("Trajan — take the top tile of any Trajan stack onto the slot of your arch. "
               "Senate — move your disc one space up and score its value (2 to 8). "
               "Construction — hire a worker from your supply, or move a worker from the "
               "camp onto a construction space (any space for your first, then only next to "
               "one of your workers). An unbuilt space gives you its tile and points; your "
               "first tile of a kind also gives its bonus action at once."));
  para (str, _("The first construction tile of each kind gives its bonus action: steps — "
               "Forum, arched doorway — Senate, fountain — Seaport, roof — Trajan, window — "
               "Military. The bonus action is optional. A worker may join other players’ "
               "workers on a built space (no tile, but it reaches further spaces), never your "
               "own worker. Construction tiles are never refilled."));
  para (str, _("Extra actions: after performing an action (not after skipping it) you may "
               "discard one extra-action tile of that action, or an extra-action joker, to "
               "perform it once more — twice with a “+2” marker on that action. Only one tile "
               "per turn. After a construction bonus action you may use it for the bonus "
               "action; otherwise for the main action afterwards. A Trajan tile’s effect cannot "
               "be repeated."));
}

static void
ends_and_scoring (GString *str)
{
  heading (str, _("Round and quarter ends"));
  para (str, _("After rounds 1–3 a demand tile (bread, games or religion) is revealed. After "
               "round 4 each player meets the three demands with forum tiles, Trajan demand "
               "tiles or demand jokers, as many as possible; unmet demands cost 4, 9 or 15 "
               "VP. Then the Senate votes (track value plus Senate tiles; ties go to the disc "
               "further along, then the higher disc): the consul takes a bonus tile yellow "
               "side up, the runner-up the other grey side up. Senate tiles and everything "
               "left in the Forum are removed, the Forum, empty unoccupied provinces and "
               "the Senate bonus spaces are refilled and the ships turn coloured."));
  para (str, _("A Trajan demand tile meets one demand at every quarter end and is kept; forum "
               "tiles and jokers used for demands are removed. Among the ways to meet as many "
               "demands as possible, you choose. The revealed demand tiles are then discarded. "
               "After the fourth quarter nothing is refilled."));

  heading (str, _("Final scoring"));
  para (str, _("Add 1 VP per goods card in hand, per figure left in either camp and per "
               "Trajan tile left on your wheel; 10 VP per construction kind of which you own "
               "exactly 3 tiles and 20 VP per kind with 4; and your bonus tiles. Jokers are "
               "placed for your best result. Ties go to the player higher in the Senate "
               "stack."));
  para (str, _("Bonus tiles, yellow side / grey side. Goods: 3 / 2 VP per card of the two kinds "
               "shown in your display. Legionnaires: 2 / 1 VP per legionnaire in a province. "
               "Yellow tiles: 3 / 2 VP per own bonus tile lying yellow side up, this one "
               "included. Demand icon: 9 / 6 VP if you own a forum tile of that icon (Trajan "
               "tiles and jokers do not count). Workers: 1 / ½ VP per worker on a construction "
               "space, the total rounded up."));
}

static void
hidden_and_differences (GString          *str,
                        const TrajanData *d)
{
  heading (str, _("Hidden information"));
  para (str, _("Goods cards in hand are seen only by their owner; everyone sees how many. The "
               "deck, the forum and extra-action piles, the demand pile and the bonus bag are "
               "face down, and only the top tile of each Trajan stack is visible. The log names "
               "cards drawn from the deck only to the player who drew them."));

  heading (str, _("Differences from the printed game"));
  para (str, _("Goods card names are stand-ins: the printed cards show pictures only. The "
               "time circuit lengths (11, 16 and 21 spaces for 2, 3 and 4 players) come from "
               "one of two conflicting transcriptions and are not checked against a printed "
               "board. The forum tile mix, including six forum-backed extra-action tiles, "
               "the two extra-action tiles per action and five demand tiles per icon come "
               "from a single source."));
  para (str, _("Rulings where the rulebook is silent: markers of one colour are sown "
               "automatically; a goods joker can only be used in a ship delivery or at final "
               "scoring; a commander never returns to the camp; an emptied deck is reshuffled "
               "from the discard piles except their top cards; setup players act in turn "
               "order, one after the other; no refill follows the last quarter."));
  para (str, _("At a quarter end the players choose how to meet their demands one after "
               "another, clockwise from the player who moves next, rather than all at once; a "
               "player with only one way to meet them is not asked."));
  para (str, _("Further rulings: the Trajan tiles taken at setup are the top tiles of three "
               "different stacks; a workers or legionnaires tile may move fewer figures; the "
               "construction bonus action is never Construction; the consul and the "
               "vice-consul receive their bonus tiles whatever the votes; if the forum pile "
               "runs out, provinces are refilled before the Forum; construction jokers only "
               "join a kind of which you own a tile; two identical marker colours may share a "
               "bowl at setup."));
  if (d != NULL && d->goods_names_stand_in)
    para (str, _("Component data can be corrected without rebuilding: put a file of the same "
                 "schema at ~/.local/share/ludus/games/trajan/components.json."));
}

char *
trajan_rules_markup (void)
{
  const TrajanData *d = trajan_data_get (NULL);
  GString *str = g_string_new (NULL);

  overview (str, d);
  setup_and_tiles (str);
  seaport_and_forum (str);
  other_actions (str);
  ends_and_scoring (str);
  hidden_and_differences (str, d);
  return g_string_free (str, FALSE);
}
