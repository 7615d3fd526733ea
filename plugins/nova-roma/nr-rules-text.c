/* nr-rules-text.c: Nova Roma's rules page, with its stand-ins and known differences
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "nr-text.h"

static const char *const group_names[NR_N_GROUPS] = {
  N_("associate cards"), N_("sea contracts (costs)"),
  N_("building contracts (costs, artisans, shapes and VP)"),
  N_("emperor tokens (their two cells)"), N_("latifundium tiles (mix of basic tiles and yields)"),
  N_("latifundium market prices per slot"), N_("production area (grid and edge products)"),
  N_("mosaic board (line VP and bonuses)"), N_("mosaic strips (which conditions each carries)"),
  N_("favourite tokens (three per track colour)"),
  N_("hippodrome tracks (lengths, borders, horse costs, golden wheels)"),
  /* Translators: the principle the stand-in sails follow */
  N_("Black Sea routes (harbours, rewards and VP; each sail costs 1 or 2 movement points, "
     "so that a player who sails often reaches the 7-, 10- and 14-VP harbours, as in the "
     "rulebook’s examples)"),
  N_("districts A, B and C (cells, reward and corner cells, VP)"),
  N_("building reward tokens"),
};

static void
heading (GString    *out,
         const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append_printf (out, "<b>%s</b>\n", escaped);
}

static void
para (GString    *out,
      const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append_printf (out, "%s\n\n", escaped);
}

static void
item (GString    *out,
      const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append_printf (out, "• %s\n", escaped);
}

static void
overview (GString *out)
{
  heading (out, _("Overview"));
  para (out, _("You lead a noble Roman house building Constantinople, Nova Roma. The game lasts "
               "five rounds. In each round the first player places the Emperor; then, clockwise, "
               "each player places one of three patricians on a free cell of the 4×4 forum and "
               "takes the two actions named at the end of its column and of its row, three times "
               "round the table. A preparation phase closes the round. Victory points are counted "
               "only at the end."));
  heading (out, _("Setup"));
  para (out, _("Four sea contracts, four building contracts, four basic latifundia, one special "
               "latifundium and four associate cards are laid out face up; building reward tokens "
               "go on the shaded cells of the city (not on the “3+” cells with fewer than three "
               "players); the eight forum tokens are laid at random around the forum; five "
               "emperor tokens form a face-down stack; five of the nine favourite tokens form a "
               "stack: the top one is the current favourite, and the next one lies face up. Each "
               "player has 1 of each resource, 1 influence, 1 artisan, 3 patricians, 20 cubes, "
               "4 achievement tokens (3 more wait at the hippodrome), two ships in the start port, "
               "a chariot at the start of each track, a green, a yellow and an orange mosaic "
               "strip, and 2 associate cards in hand. The first player is drawn at random and "
               "gets 3 sesterces; the others 4, 5 and 6."));
}

static void
turn (GString *out)
{
  heading (out, _("A turn"));
  para (out, _("Place a patrician on a free cell. The power of each of its two actions is the "
               "number of your patricians in that column or row, plus 1 if the Emperor stands "
               "there, plus associate cards that add power; it is at most 3. Take the two actions "
               "in the order you like, each completely before the other. You may decline an "
               "action and take 1 sesterce instead; an action performed in which nothing at all "
               "happens counts as declined. Each step of an action may be skipped, but a skipped "
               "step cannot be taken later."));
  para (out, _("Once per turn, before placing the patrician or after both actions, you may place "
               "an achievement token on a mosaic cell whose condition you meet, and gain every "
               "bonus it completes: the top-row bonus, then those of a full row, column or "
               "diagonal. At the end of the turn the associate, basic latifundium, sea and "
               "building markets slide left and are refilled, in this order; until then an "
               "emptied slot stays empty."));
  para (out, _("Associate cards in your row are used from your next turn on. A once-a-round card "
               "is turned face down when used and back up in the preparation phase; cards that "
               "add power are used before the action’s first step. Permanent cards pay their "
               "sesterce when you perform the action. A declined action uses no card."));
}

static void
actions (GString *out)
{
  heading (out, _("The eight actions"));
  item (out, _("Trade: gain sesterces equal to the power; discard any cards from your hand for 1 "
               "sesterce per 2; buy resources at 1 sesterce each."));
  item (out, _("Latifundium development: gain influence equal to the power; turn wine into "
               "influence 1 for 1; buy one latifundium tile from the market at the price above "
               "its slot (free, 1 sesterce or 1 wine) and lay it on any cell of your production "
               "area, empty or over another tile, which leaves the game. The special slot is not "
               "refilled before the next round."));
  item (out, _("Petition: claim the first-player token for 2 influence, if nobody has this round "
               "(not on your first turn if you are the first player, and never in solo); then pay "
               "up to the power in influence to perform any other action with that power, using "
               "no associate card."));
  item (out, _("Associates: take as many cards as the power, one at a time, from the market or "
               "the top of the deck; play one card from your hand for 2, 1 or 0 sesterces at power "
               "1, 2 or 3, plus 1 influence from the 4th card of your row on (a full row of 7 "
               "first gives up a card); then discard down to 6 cards in hand."));
  item (out, _("Seafaring: take a sea contract from the first 2, 3 or 4 slots at power 1, 2 or 3 "
               "and pay its cost; then move your ships with as many movement points as the power, "
               "from harbour to harbour, each sail costing the number shown. A ship leaves the "
               "start port along one route and never turns back; every reward harbour reached or "
               "passed pays each ship at once."));
  item (out, _("Construction: take a building contract in the same way, pay it, and return a free "
               "artisan if it asks for one; then you may lay its shape (turned or mirrored) with "
               "your cubes on free cells of one district: A at power 1, A or B at power 2, any at "
               "power 3. When every cell around a reward token holds a cube, each player with a "
               "cube there gains the reward."));
  item (out, _("Chariot race: share up to the power in cells among your chariots; crossing a "
               "border costs the horses printed on it. A chariot that crosses a border and stops "
               "on a golden wheel gains an achievement token from the hippodrome or 1 influence. "
               "You may then return a free artisan to move one chariot 1 more cell."));
  item (out, _("Production: as many times as the power, hire an artisan for 1 wheat or place a "
               "free artisan on an empty cell of your production area. A placed artisan yields "
               "the products at the end of its row and of its column, one more of each for every "
               "artisan already in that row or column, and the bonus of the latifundium under "
               "it."));
  g_string_append (out, "\n");
}

static void
procedures (GString *out)
{
  heading (out, _("Limits"));
  para (out, _("Each resource is at most 5 and influence at most 8; influence above 8 becomes "
               "sesterces. There are 16 artisans; in the preparation phase each player keeps at "
               "most 3. The associate discard pile is shuffled into a new deck when the deck runs "
               "out. Latifundia: yield tiles give their bonus; exchange tiles let you pay 1 "
               "sesterce for an artisan, or 1 influence for a resource or 2 sesterces; artisans "
               "go on animal tiles (and the Lion, worth 2 animals) only with Trivia. A special "
               "tile’s ability (play a card free, 2 movement points, 1 cube in any district, 3 "
               "resources or 4 sesterces, 2 chariot cells) is not the matching action; used, it "
               "is turned face down for good."));
  heading (out, _("Preparation phase"));
  para (out, _("The first-player token passes clockwise, unless it was claimed: then its holder "
               "starts. The player furthest ahead on the current favourite’s track wins it (a "
               "chariot still at the start never does; at the same cell the chariot lower in the "
               "stack is ahead); the next favourite becomes current. Figures come back; artisans "
               "return to the free area (at most 3 kept); used associates are turned face up; the "
               "leftmost associate and basic latifundium are discarded and the markets refilled; "
               "an unbought special latifundium is discarded and a new one revealed. After the "
               "fifth round only the first player and the favourite are settled."));
}

static void
scoring (GString *out)
{
  heading (out, _("Final scoring"));
  para (out, _("1 each ship: the VP of the furthest VP harbour it reached or passed. 2 the VP of "
               "your building contracts. 3 each district: the VP for first, second or any other "
               "place by cubes (ties share the place; no cube, no VP). 4 3 VP per favourite. 5 5 VP "
               "per chariot on a track’s last cell. 6 your end-of-game associates. 7 animals: 2, 5 "
               "or 9 VP for groups of 1, 2 or 3. 8 mosaic: 2, 3 or 5 VP per token by row, plus "
               "the VP of every full row, column and diagonal. 9 1 VP per 4 resources and "
               "sesterces. 10 1 VP per 2 influence and artisans. 11 2 VP for the first-player "
               "token. Most VP wins; then most influence; still tied players share the victory."));
}

static void
modes (GString *out)
{
  heading (out, _("Two players"));
  para (out, _("A neutral colour puts cubes on the shaded-corner cells of every district and a "
               "chariot on the 4th cell of every track. Each player has two legionnaires: after "
               "your first and second patrician of a round you must place one on any free cell, "
               "where it blocks the cell and gives no power. To win a favourite you must also be "
               "strictly ahead of the neutral chariot. Neutral cubes count for district "
               "majorities."));
  heading (out, _("Solo"));
  para (out, _("You play against the automa. It has a ship on the 3-VP harbour of each route, "
               "cubes on the shaded-corner cells, chariots on the 3rd cell of every track (one "
               "cell further on the current favourite’s track) and 20, 30 or 40 VP by difficulty. "
               "All 8 emperor tokens are used and reshuffled when they run out. Before each of "
               "your turns a token is revealed and a legionnaire goes on each of its cells; a cell "
               "already taken gives the automa 1 VP instead. You are always first; there is no "
               "first-player token and you start with 3 sesterces."));
  para (out, _("In the preparation phase you win the favourite only if your chariot is ahead of "
               "the automa’s, otherwise the automa takes it; then the automa’s chariot on the new "
               "favourite’s track moves 1 cell. The automa discards the leftmost sea and building "
               "contracts, and its ships sail one harbour on. After round 5 it still discards "
               "and sails, but gets no new favourite."));
  para (out, _("The automa scores its ships, the VP of its 5 discarded building contracts, each "
               "district it has at least as many cubes in as you (first place; you take second, "
               "and the reverse when you have more), 3 VP per favourite, 5 VP per track where its "
               "chariot is ahead of yours, and 2, 3 or 5 VP for each empty cell of your mosaic. "
               "You score categories 1 to 8 only. You win only with strictly more VP."));
  heading (out, _("Variants"));
  para (out, _("Mosaic draft: three rounds in reverse turn order; each time take a face-up strip "
               "of a colour you lack. Associate draft: each player gets 4 cards, picks one and "
               "passes the rest to the left, four times, then keeps 2 of the 4 picked; the others "
               "are shuffled into the deck (solo: draw 4, keep 2)."));
}

static void
cards (GString      *out,
       const NrData *d)
{
  heading (out, _("Associate cards"));
  for (int card = 0; card < NR_N_ASSOCIATES; card++)
    {
      g_autofree char *name = nr_text_card (card);
      /* Translators: an associate card: number, name, effect */
      g_autofree char *line = g_strdup_printf (_("%d %s: %s"), card + 1, name,
                                               nr_text_card_effect (card));

      item (out, line);
    }
  g_string_append (out, "\n");
  heading (out, _("Mosaic conditions"));
  para (out, _("Contracts are those you completed; associates are the cards in your row, face up "
               "or down; latifundia are the tiles in your production area; a chariot’s cell counts "
               "the cells it has advanced. Only the influence conditions are paid."));
  for (int colour = 0; colour < NR_N_MOSAIC_COLOURS; colour++)
    {
      static const char *const names[] = {
        N_("Green strips (top row, 2 VP per token):"), N_("Yellow strips (middle row, 3 VP):"),
        N_("Orange strips (bottom row, 5 VP):"),
      };
      g_autoptr(GString) line = g_string_new (NULL);

      for (int cond = 0; cond < NR_N_CONDS; cond++)
        if (nr_cond_colour (cond) == colour)
          g_string_append_printf (line, "%s%s", line->len > 0 ? "; " : "", nr_text_cond (cond));
      g_string_prepend (line, " ");
      g_string_prepend (line, ludus_gettext (names[colour]));
      item (out, line->str);
    }
  g_string_append (out, "\n");
}

static void
data_notes (GString      *out,
            const NrData *d)
{
  gboolean any = FALSE;

  heading (out, _("Component data"));
  para (out, _("The rulebook’s pictures are missing, so these components use stand-in values "
               "until they are transcribed from the game; a file components.json in "
               "~/.local/share/ludus/games/nova-roma/ replaces them:"));
  for (int g = 0; g < NR_N_GROUPS; g++)
    if (d->source[g] == NR_SOURCE_STAND_IN)
      item (out, ludus_gettext (group_names[g]));
  g_string_append (out, "\n");
  for (int g = 0; g < NR_N_GROUPS; g++)
    any |= d->source[g] == NR_SOURCE_RECONSTRUCTED;
  if (any)
    {
      para (out, _("These follow a ruling of the rules specification, since the rulebook does "
                   "not print them:"));
      for (int g = 0; g < NR_N_GROUPS; g++)
        if (d->source[g] == NR_SOURCE_RECONSTRUCTED)
          item (out, ludus_gettext (group_names[g]));
      g_string_append (out, "\n");
    }
  para (out, _("The special latifundia are one of each kind, two of them Income (3 resources, "
               "or 4 sesterces), as the rules specification infers."));
}

static void
differences (GString *out)
{
  heading (out, _("Differences from the printed game"));
  item (out, _("Ties after influence are shared: the game does not know who is youngest."));
  item (out, _("A step with nothing to choose is skipped, and a turn ends by itself when no "
               "achievement token can be placed; a card that adds power is not offered when the "
               "power is already 3."));
  item (out, _("Solo: after round 5 the automa discards a fifth building contract and sails on, "
               "as its scoring of 5 contracts requires; you do not score goods, coins, influence, "
               "artisans or the first-player token."));
  item (out, _("Ruled where the rulebook is unclear: influence is owed from the 4th associate; "
               "a token, contract or card taken from a market leaves a gap until the end of the "
               "turn; ships stand only in harbours and unspent points are lost; building shapes "
               "are never split; the Race tile moves up to 2 cells; at most one artisan per "
               "production cell."));
}

char *
nr_text_rules (const NrData *d)
{
  GString *out = g_string_new (NULL);

  overview (out);
  turn (out);
  actions (out);
  procedures (out);
  scoring (out);
  modes (out);
  cards (out, d);
  data_notes (out, d);
  differences (out);
  if (ludus_component_data_get_note (&nr_data_loader) != NULL)
    para (out, ludus_component_data_get_note (&nr_data_loader));
  return g_string_free (out, FALSE);
}
