/* test-data.c: the component data file, its values and its strict validation
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ludus-test-data.h"
#include "trajan-data.h"
#include "trajan-rules.h"

static void
test_builtin_values (void)
{
  g_autoptr(GError) error = NULL;
  const TrajanData *d = trajan_data_get (&error);
  guint per_category[TRAJAN_N_CATEGORIES] = { 0 }, same_colour = 0;
  guint forum_kinds[9] = { 0 };

  g_assert_no_error (error);
  g_assert_nonnull (d);
  for (guint t = 0; t < TRAJAN_N_TRAJAN_TILES; t++)
    {
      per_category[d->trajan_tiles[t].category]++;
      same_colour += d->trajan_tiles[t].colours[0] == d->trajan_tiles[t].colours[1];
    }
  for (guint c = 0; c < TRAJAN_N_CATEGORIES; c++)
    g_assert_cmpuint (per_category[c], ==, 9);
  g_assert_cmpuint (same_colour, ==, 18);
  g_assert_cmpuint (d->trajan_tiles[9].vp, ==, 9);
  g_assert_cmpuint (d->trajan_tiles[18].vp, ==, 5);
  g_assert_cmpuint (d->trajan_tiles[18].figures, ==, 1);
  g_assert_cmpuint (d->trajan_tiles[23].vp, ==, 2);
  g_assert_cmpuint (d->trajan_tiles[23].figures, ==, 2);
  for (guint f = 0; f < TRAJAN_N_FORUM_TILES; f++)
    forum_kinds[d->forum_tiles[f].kind]++;
  g_assert_cmpuint (forum_kinds[TRAJAN_FORUM_BREAD], ==, 14);
  g_assert_cmpuint (forum_kinds[TRAJAN_FORUM_SENATE], ==, 12);
  g_assert_cmpuint (forum_kinds[TRAJAN_FORUM_EXTRA_ACTION], ==, 6);
  g_assert_cmpuint (d->time_length[2], ==, 11);
  g_assert_cmpuint (d->time_length[3], ==, 16);
  g_assert_cmpuint (d->time_length[4], ==, 21);
  g_assert_cmpuint (d->forum_spaces[2], ==, 6);
  g_assert_cmpuint (d->forum_spaces[4], ==, 12);
  g_assert_cmpuint (d->senate_values[1], ==, 2);
  g_assert_cmpuint (d->senate_values[7], ==, 8);
  g_assert_cmpuint (d->demand_penalty[3], ==, 15);
  /* The camp and Britannia each touch exactly three provinces. */
  g_assert_cmpuint (__builtin_popcount (d->camp_adjacent), ==, 3);
  g_assert_cmpstr (d->provinces[3].name, ==, "Britannia");
  g_assert_cmpuint (__builtin_popcount (d->provinces[3].adjacent), ==, 3);
  g_assert_cmpuint (d->provinces[3].vp, ==, 10);
  g_assert_false (d->provinces[8].adjacent & (1u << 5));   /* Noricum – Germania Superior */
  g_assert_cmpuint (d->ships[TRAJAN_SHIP_PAIRS].n_rows, ==, 3);
  g_assert_cmpuint (d->ships[TRAJAN_SHIP_IDENTICAL].grey[1], ==, 1);
  g_assert_cmpuint (d->bowl_action[4], ==, TRAJAN_ACTION_TRAJAN);
  g_assert_cmpuint (d->construction_bonus[0], ==, TRAJAN_ACTION_FORUM);
  g_assert_cmpuint (d->construction_bonus[4], ==, TRAJAN_ACTION_MILITARY);
  g_assert_true (d->goods_names_stand_in);
  g_assert_true (trajan_spaces_adjacent (0, 1));
  g_assert_true (trajan_spaces_adjacent (0, 5));
  g_assert_false (trajan_spaces_adjacent (4, 5));
  g_assert_false (trajan_spaces_adjacent (0, 6));
}

static const struct
{
  const char *path;
  const char *value;
} broken[] = {
  { "format", "\"something-else\"" },
  { "version", "2" },
  { "goods/items/11", NULL },
  { "goods/copies", "4" },
  { "goods/source", "\"guess\"" },
  { "mat/bowl_actions/1", "\"seaport\"" },
  { "mat/construction_bonus/0", "\"construction\"" },
  { "trajan_tiles/items/3/category", "\"unknown\"" },
  { "trajan_tiles/items/3/colours/0", "\"purple\"" },
  { "trajan_tiles/items/3/vp", "\"3\"" },
  { "trajan_tiles/items/20/figures", "3" },
  { "trajan_tiles/items/50/icon", NULL },
  { "trajan_tiles/items/53", NULL },
  { "forum_tiles/mix/0/count", "13" },
  { "forum_tiles/mix/0/count", "200" },
  { "forum_tiles/mix/3/votes", NULL },
  { "extra_action_tiles/mix/0/count", "3" },
  { "demand_tiles/mix/2/icon", "\"wine\"" },
  { "construction_tiles/items/0/kind", "6" },
  { "construction_grid/rows", "5" },
  { "bonus_tiles/items/0/goods/1", "\"goods_13\"" },
  { "bonus_tiles/values/workers_halves", NULL },
  { "ships/items/1/kind", "\"identical\"" },
  { "ships/items/1/coloured", "[5, 10]" },
  { "provinces/items/0/adjacent/0", "\"province_11\"" },
  { "provinces/items/8/adjacent", "[\"province_10\", \"province_06\"]" },
  { "provinces/items/2/id", "\"province_05\"" },
  { "provinces/camp_adjacent", "[]" },
  { "time_circuits/lengths/1/players", "2" },
  { "time_circuits/lengths/0/length", "0" },
  { "senate_track/values/0", "1" },
  { "senate_track/values", "[0, 2, 3]" },
  { "forum/spaces/2/count", "13" },
  { "scoring/demand_penalties", "[0, 4, 9]" },
  { "scoring/set_of_3", "-1" },
  { "scoring", NULL },
};

static void
test_broken_data (void)
{
  g_autoptr(JsonNode) root = ludus_test_data_load_builtin ();

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    ludus_test_data_refused (&trajan_data_loader, root, broken[i].path, broken[i].value,
                             "Trajan");
  {
    g_autoptr(JsonNode) array = json_from_string ("[1, 2]", NULL);
    g_autoptr(GError) error = NULL;
    TrajanData d;

    g_assert_false (trajan_data_parse (array, &d, &error));
    g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA);
  }
}

static void
test_override (void)
{
  static const LudusTestOverride override = {
    "time_circuits/lengths/0/length", "12", "senate_track/values/0", "3", "*", NULL,
  };
  g_autofree TrajanData *used = NULL;
  g_autofree TrajanData *builtin = NULL;

  ludus_test_data_check_override (&trajan_data_loader, &override, (gpointer *) &used,
                                  (gpointer *) &builtin);
  g_assert_cmpuint (used->time_length[2], ==, 12);
  /* A broken override is ignored: the built-in value comes back. */
  g_assert_cmpuint (builtin->time_length[2], ==, 11);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ludus/trajan/data/builtin-values", test_builtin_values);
  g_test_add_func ("/ludus/trajan/data/broken", test_broken_data);
  g_test_add_func ("/ludus/trajan/data/override", test_override);
  return g_test_run ();
}
