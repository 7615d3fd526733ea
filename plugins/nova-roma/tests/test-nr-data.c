/* test-nr-data.c: the component data — the rulebook's values, every group's source,
 * validation with what and where, and the user override
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ludus-test-data.h"
#include "nr-test-util.h"

/* What the rulebook prints (spec §2, §8, §10), and each group's source. */
static void
test_builtin_values (void)
{
  const NrData *d = nr_test_data ();
  static const int harbour_vp[] = { 7, 10, 14 };

  g_assert_cmpint (d->source[0], ==, NR_SOURCE_RULEBOOK);   /* the associates */
  for (int g = 0; g < NR_N_GROUPS; g++)
    g_assert_cmpint (d->source[g], >=, NR_SOURCE_RULEBOOK);
  /* Each route has a 3-VP harbour (where the solo automa starts); 7, 10 and 14 exist. */
  for (int r = 0; r < NR_N_ROUTES; r++)
    {
      gboolean three = FALSE;

      for (int h = 0; h < d->routes[r].n_harbours; h++)
        three |= d->routes[r].harbours[h].vp == 3;
      g_assert_true (three);
    }
  for (guint i = 0; i < G_N_ELEMENTS (harbour_vp); i++)
    {
      gboolean found = FALSE;

      for (int r = 0; r < NR_N_ROUTES; r++)
        for (int h = 0; h < d->routes[r].n_harbours; h++)
          found |= d->routes[r].harbours[h].vp == harbour_vp[i];
      g_assert_true (found);
    }
  /* 2, 3 and 5 VP for each token in the mosaic's rows. */
  g_assert_cmpint (d->mosaic_row_vp[0], ==, 2);
  g_assert_cmpint (d->mosaic_row_vp[1], ==, 3);
  g_assert_cmpint (d->mosaic_row_vp[2], ==, 5);
  /* Three favourites of each track's colour. */
  for (int t = 0; t < NR_N_TRACKS; t++)
    {
      int n = 0;

      for (int f = 0; f < NR_N_FAVOURITES; f++)
        n += d->favourite_track[f] == t;
      g_assert_cmpint (n, ==, 3);
    }
  for (int card = 0; card < NR_N_ASSOCIATES; card++)
    g_assert_nonnull (nr_card_ids[card]);
}

/* Movement points a ship needs from the start port to score vp: the cheapest
 * harbour worth vp on either route. */
static int
points_for (const NrData *d,
            int           vp)
{
  int best = G_MAXINT;

  for (int r = 0; r < NR_N_ROUTES; r++)
    {
      int points = 0;

      for (int h = 0; h < d->routes[r].n_harbours; h++)
        {
          points += d->routes[r].harbours[h].sail;
          if (d->routes[r].harbours[h].vp == vp)
            best = MIN (best, points);
        }
    }
  return best;
}

/* The stand-in sails follow the rulebook's scoring examples (a player's ships
 * on the 7 and the 10, and on the 7 and the 14): 14 and 15 movement points,
 * five seafaring actions at power 3 at most. The solo automa, one harbour on
 * per preparation from the 3-VP harbours five times, ends past the 7 and the
 * 8: its sea is 15 whatever the sails. */
static void
test_sea_examples (void)
{
  const NrData *d = nr_test_data ();
  int automa = 0;

  g_assert_cmpint (points_for (d, 7), ==, 6);
  g_assert_cmpint (points_for (d, 10), ==, 8);
  g_assert_cmpint (points_for (d, 14), ==, 9);
  g_assert_cmpint (points_for (d, 7) + points_for (d, 10), <=, 15);
  g_assert_cmpint (points_for (d, 7) + points_for (d, 14), <=, 15);
  for (int r = 0; r < NR_N_ROUTES; r++)
    {
      int start = 0, best = 0;

      while (d->routes[r].harbours[start].vp != 3)
        start++;
      for (int h = start; h <= MIN (start + 5, d->routes[r].n_harbours - 1); h++)
        if (d->routes[r].harbours[h].kind == NR_HARBOUR_VP)
          best = d->routes[r].harbours[h].vp;
      automa += best;
    }
  g_assert_cmpint (automa, ==, 15);
}

/* A wrong data file is refused with what is wrong and where. */
static void
test_validation (void)
{
  static const LudusTestBreakage cases[] = {
    { "format", "\"something-else\"", "format “something-else”" },
    { "associates/cards/0/id", "\"gloria\"", "must be “calux”" },
    { "emperor_tokens/tokens/0", "[[0, 0], [0, 0]]", "shows the same cell twice" },
    { "emperor_tokens/tokens/1", "[[0, 0], [4, 0]]", "lies outside the forum" },
    { "latifundium_market/basic", "[\"free\", \"gold\", \"sesterce\", \"wine\"]",
      "latifundium_market" },
    { "mosaic_board/row_token_vp", "[2, 3, 50]", "row_token_vp[2] must be 0 to 20" },
    { "black_sea/routes/0", "[{\"sail\": 1, \"kind\": \"vp\", \"vp\": 5}]",
      "black_sea.routes[0]" },
    { "favourites/tracks", "[0, 0, 0, 1, 1, 1, 2, 2, 7]", "favourites.tracks[8]" },
  };
  g_autoptr(JsonNode) root = ludus_test_data_load_builtin ();
  g_autofree NrData *d = g_new0 (NrData, 1);
  g_autoptr(GError) error = NULL;

  g_assert_true (nr_data_parse (root, d, &error));
  g_assert_no_error (error);
  ludus_test_data_refuse_each (&nr_data_loader, root, cases, G_N_ELEMENTS (cases));
}

/* A transcribed data file in the user's data directory replaces the
 * built-in one; a broken one is set aside with a warning that says why,
 * and the built-in data is used. */
static void
test_override (void)
{
  static const LudusTestOverride override = {
    "mosaic_board/row_token_vp", "[2, 3, 6]", "format", "\"nova-roma-guessed\"",
    "*nova-roma-guessed*", "nova-roma-guessed",
  };
  g_autofree NrData *used = NULL;
  g_autofree NrData *builtin = NULL;

  ludus_test_data_check_override (&nr_data_loader, &override, (gpointer *) &used,
                                  (gpointer *) &builtin);
  g_assert_cmpint (used->mosaic_row_vp[2], ==, 6);
  g_assert_cmpint (builtin->mosaic_row_vp[2], ==, 5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/data/builtin-values", test_builtin_values);
  g_test_add_func ("/nova-roma/data/sea-examples", test_sea_examples);
  g_test_add_func ("/nova-roma/data/validation", test_validation);
  g_test_add_func ("/nova-roma/data/override", test_override);
  return g_test_run ();
}
