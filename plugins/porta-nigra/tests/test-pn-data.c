/* test-pn-data.c: the component data — built-in values, validation, user override
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ludus-test-data.h"
#include "pn-test-util.h"

static void
test_builtin_values (void)
{
  const PnData *d = pn_test_data ();
  gboolean found[8] = { FALSE };

  g_assert_cmpint (d->start_coins, ==, 20);
  g_assert_cmpint (d->rounds[2], ==, 3);
  g_assert_cmpint (d->rounds[4], ==, 2);
  g_assert_cmpint (d->interim_factor[2], ==, 1);
  g_assert_cmpint (d->interim_factor[3], ==, 2);
  g_assert_cmpint (pn_deck_size (d, 3), ==, 8);
  g_assert_cmpint (pn_deck_size (d, 4), ==, 7);
  for (int c = 0; c < PN_N_COLORS; c++)
    g_assert_cmpint (d->price[c], ==, c + 1);
  g_assert_cmpint (d->majority[0][0], ==, 12);
  g_assert_cmpint (d->majority[2][0], ==, 15);
  g_assert_cmpint (d->majority[2][1], ==, 7);
  g_assert_cmpint (d->majority[5][0], ==, 20);
  g_assert_cmpint (d->majority[11][0], ==, 37);
  g_assert_cmpint (d->majority[6][1], ==, 6);
  g_assert_cmpint (d->set_vp[4], ==, 20);
  /* The constraints of spec §2.2.3 on the (stand-in) sites. */
  for (int i = 0; i < PN_N_SITES; i++)
    {
      const PnSite *st = &d->site[i];

      found[0] |= st->building == PN_BASILICA && st->color == PN_YELLOW && st->bricks == 2 &&
                  st->vp == 9;
      found[1] |= i < 5 && st->color == PN_BLUE && st->bricks == 2;
      found[2] |= i < 5 && st->color == PN_WHITE && st->bricks == 4;
      found[3] |= i >= 5 && i < 10 && st->color == PN_RED && st->bricks == 2;
      found[4] |= st->building == PN_AMPHITHEATRE && st->row == 0 && st->color == PN_YELLOW &&
                  st->bricks == 3;
      found[5] |= st->building == PN_AMPHITHEATRE && st->row == 0 && st->color == PN_RED &&
                  st->bricks == 3;
      found[6] |= st->building == PN_PORTA_NIGRA && st->color == PN_YELLOW;
      found[7] |= st->building == PN_PORTA_NIGRA && st->color == PN_WHITE;
    }
  for (int k = 0; k < 8; k++)
    g_assert_true (found[k]);
  g_assert_true (d->any_stand_in);
  g_assert_cmpint (d->source[PN_GROUP_BRICKS], ==, PN_SOURCE_RULEBOOK);
  g_assert_cmpint (d->majority_source[3], ==, PN_SOURCE_STAND_IN);
}

/* Every building card can be won: a site of its building and colour
 * outside Amphitheatre row C. */
static void
test_building_cards_reachable (void)
{
  const PnData *d = pn_test_data ();

  for (int card = 0; card < PN_N_BUILDING_CARDS; card++)
    {
      gboolean reachable = FALSE;

      for (int i = 0; i < PN_N_SITES; i++)
        reachable |= d->site[i].building == d->building[card].building &&
                     d->site[i].color == d->building[card].color &&
                     !(d->site[i].building == PN_AMPHITHEATRE && d->site[i].row == 2);
      g_assert_true (reachable);
    }
}

/* A wrong data file is refused with what is wrong and where. */
static void
test_validation (void)
{
  static const LudusTestBreakage cases[] = {
    { "format", "\"something-else\"", "format “something-else”" },
    { "sites/source", "\"guessed\"", "sites: source “guessed” is not known" },
    { "sites/list/3/id", "\"basilica_a9\"", "sites.list[3]: id “basilica_a9”" },
    { "sites/list/4/id", "\"basilica_a4\"", "sites.list[4] must be basilica_a5" },
    { "sites/list/0/color", "\"green\"", "color “green” is not known" },
    { "sites/list/0/bricks", "9", "outside 1…8" },
    { "sites/list/40/bricks", "3", "a Porta Nigra site shows only a colour" },
    { "quarters/buildings/basilica", "\"quarter_red\"", "quarter_red holds two buildings" },
    { "sets/vp", "[2, 6, 9, 20]", "sets.vp must grow" },
    { "bricks/colors/1/value", "1", "values must rise" },
    { "setup/porta_nigra_heights", "[2, 8]", "within 3…8" },
    { "action_cards/cards/0/icons/0",
      "[{\"kind\": \"buy_brick\", \"color\": \"red\"}, {\"kind\": \"place_element\"}]",
      "may buy or place only once" },
    { "action_cards/cards/1/id", "\"action_1\"", "id “action_1” is used twice" },
    { "market_cards/cards/2/shops", "[\"black\", \"black\"]", "marks black twice" },
    { "honor_cards/cards/2/discard", "{\"final_scoring_vp\": 31}",
      "asks for a 31 VP card that does not exist" },
    { "honor_cards/cards/13/effects", "[]", "must list 1 to 3 gains" },
    { "rewards/buildings/basilica", "[{\"gain\": \"vp\", \"count\": 2}]",
      "gain “vp” is not possible here" },
    { "majorities/parts/0/part", "\"city_wall\"", "must be basilica_row_a" },
    { "building_cards/cards", "[]", "must have 20 entries" },
  };
  g_autoptr(JsonNode) root = ludus_test_data_load_builtin ();
  g_autofree PnData *d = g_new0 (PnData, 1);
  g_autoptr(GError) error = NULL;

  g_assert_true (pn_data_parse (root, d, &error));
  g_assert_no_error (error);
  ludus_test_data_refuse_each (&pn_data_loader, root, cases, G_N_ELEMENTS (cases));
}

/* A transcribed data file in the user's data directory replaces the
 * built-in one; a broken one is ignored with a warning that says why. */
static void
test_override (void)
{
  static const LudusTestOverride override = {
    "sites/list/0/vp", "7", "sites/list/1/color", "\"purple\"", "*sites.list[1]*purple*",
    "purple",
  };
  g_autofree PnData *used = NULL;
  g_autofree PnData *builtin = NULL;

  ludus_test_data_check_override (&pn_data_loader, &override, (gpointer *) &used,
                                  (gpointer *) &builtin);
  g_assert_cmpint (used->site[0].vp, ==, 7);
  g_assert_cmpint (builtin->site[0].vp, ==, pn_test_data ()->site[0].vp);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/porta-nigra/data/builtin-values", test_builtin_values);
  g_test_add_func ("/porta-nigra/data/building-cards-reachable", test_building_cards_reachable);
  g_test_add_func ("/porta-nigra/data/validation", test_validation);
  g_test_add_func ("/porta-nigra/data/override", test_override);
  return g_test_run ();
}
