/* test-ft-data.c: the component data file, its values and its strict validation
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ludus-test-data.h"
#include "ft-test-util.h"

static void
test_builtin_values (void)
{
  const FtData *d = ft_test_data ();
  int citizens = 0, gains[7] = { 0 };

  g_assert_true (d->any_stand_in);
  g_assert_cmpint (d->source[FT_GROUP_STREET_CARDS], ==, FT_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (d->source[FT_GROUP_MOSAIC], ==, FT_SOURCE_STAND_IN);
  g_assert_true (d->side[0].available);
  g_assert_false (d->side[1].available);
  /* Stand-in temples (1,2), (2,4), (3,1), (4,3). */
  g_assert_cmpint (d->side[0].temple[0], ==, 8);
  g_assert_cmpint (d->side[0].temple[3], ==, 27);
  /* Side A: symbol k names street k on every board. */
  for (int b = 0; b < FT_MAX_PLAYERS; b++)
    for (int k = 0; k < FT_N_SYMBOLS; k++)
      g_assert_cmpint (d->side[0].symbol_street[b][k], ==, k);
  /* 24 cards, 2 per symbol (ruling R2). */
  for (int k = 0; k < FT_N_SYMBOLS; k++)
    {
      int n = 0;

      for (int c = 0; c < FT_N_STREET_CARDS; c++)
        n += d->street_card[c] == k;
      g_assert_cmpint (n, ==, 2);
    }
  for (int t = 0; t < FT_TILES_PER_PLAYER; t++)
    {
      const FtTileFront *f = &d->tile[t];

      if (f->citizen >= 0)
        {
          citizens++;
          continue;
        }
      gains[0] += f->builder;
      gains[1] += f->worker[0] + f->worker[1] + f->worker[2] + f->worker[3];
      gains[2] += f->assistant;
      gains[3] += f->coin;
      gains[4] += f->tribune;
      gains[5] += f->upgrade;
      gains[6] += f->worker_any;
    }
  g_assert_cmpint (citizens, ==, 6);
  g_assert_cmpint (gains[0], ==, 4);
  g_assert_cmpint (gains[1], ==, 8);
  g_assert_cmpint (gains[2], ==, 4);
  g_assert_cmpint (gains[3], ==, 4);
  g_assert_cmpint (gains[4], ==, 4);
  g_assert_cmpint (gains[5], ==, 4);
  g_assert_cmpint (d->tile[0].citizen, ==, FT_CLASS_PATRICIAN);
  g_assert_cmpint (d->tile[2].citizen, ==, FT_CLASS_CRAFTSMAN);
  g_assert_cmpint (d->single_per_kind, ==, 14);
  g_assert_cmpint (d->double_per_kind, ==, 12);
  g_assert_cmpint (d->single_grey[FT_GREEN], ==, FT_BLD_COLUMN);
  g_assert_cmpint (d->double_grey[FT_BLUE], ==, FT_BLD_LIBRARY);
  g_assert_cmpint (d->p_max, ==, 8);
  g_assert_cmpuint (d->cypress, ==, (1u << 2) | (1u << 5) | (1u << 8));
  g_assert_cmpint (d->trajan_vp[0][0], ==, 3);
  g_assert_cmpint (d->trajan_vp[0][8], ==, 7);
  g_assert_cmpint (d->area_vp[0][6][7], ==, 9);
  g_assert_cmpint (d->area_vp[0][0][6], ==, 6);
  /* Spec §2.3.4: Tom's reversed slider reads 7 → 9 at a Trajan value of 7. */
  g_assert_cmpint (d->area_vp[1][6][7], ==, 9);
  g_assert_cmpint (d->trajan_vp[1][6], ==, 7);
  /* The reverse face is never worse than the base face. */
  for (int p = 0; p <= d->p_max; p++)
    for (int n = 0; n <= d->area_n_max; n++)
      g_assert_cmpint (d->area_vp[1][p][n], >=, d->area_vp[0][p][n]);
  g_assert_cmpint (d->n_mosaic, ==, 5);
  g_assert_cmpint (d->mosaic[0].side[0].w, ==, 4);
  g_assert_cmpint (d->mosaic[0].side[0].h, ==, 3);
  g_assert_cmpint (d->mosaic[0].side[0].cell[0][3], ==, FT_FORUM_EAGLE);
  g_assert_cmpint (d->arrangement_x[4][4], ==, 16);
}

static void
test_validation (void)
{
  static const LudusTestBreakage cases[] = {
    { "format", "\"something-else\"", "format" },
    { "board_sides/source", "\"printed\"", "board_sides.source" },
    { "board_sides/A/temples/0", "[0, 0]", "crane corner" },
    { "board_sides/A/temples/1", "[1, 2]", "repeats a cell" },
    { "board_sides/A/temples/2", "[6, 1]", "inside the 6×6 grid" },
    { "board_sides/A/street_symbols/0/3", "\"sym_row_0\"", "repeats" },
    { "board_sides/A/citizen_rows/0", "\"crow_patrician_2\"", "citizen_rows" },
    { "street_cards/symbols/5", "\"sym_nowhere\"", "street_cards.symbols[5]" },
    { "colonia_tiles/citizens/0", "\"merchant\"", "female-backed" },
    { "colonia_tiles/fronts/0", "{\"gold\": 1}", "unknown gain" },
    { "colonia_tiles/fronts/1", "{}", "gives nothing" },
    { "single_tiles/grey/blue", "\"temple\"", "single_tiles.grey.blue" },
    { "double_tiles/mixed_grey/green", "\"library\"", "triumphal_column" },
    { "prestige/trajan_vp/base/0", "4", "3, 5 or 7" },
    { "prestige/trajan_vp/reverse", "[3, 3, 3, 5, 5, 5, 5, 5, 5]", "reverse face gives 9" },
    { "prestige/area_vp/base/0/0", "1", "must begin with 0" },
    { "prestige/area_vp/reverse/2", "[0, 1, 2]", "as long as the other rows" },
    { "prestige/cypress/0", "12", "cypress" },
    { "mosaic_boards/boards/0/sides/0/1", "\"BRGX\"", "B, G, R, Y, E" },
    { "mosaic_boards/boards/0/sides/0/2", "\"BRG\"", "equally long" },
    { "mosaic_boards/arrangements/2/0", "[30, 0]", "inside the forum" },
    /* A missing group is named. */
    { "prestige", NULL, "prestige" },
  };
  g_autoptr(JsonNode) root = ludus_test_data_load_builtin ();
  g_autoptr(GError) error = NULL;
  g_autofree FtData *d = g_new0 (FtData, 1);

  /* The unmodified file is valid. */
  g_assert_true (ft_data_parse (root, d, &error));
  g_assert_no_error (error);
  ludus_test_data_refuse_each (&ft_data_loader, root, cases, G_N_ELEMENTS (cases));
}

static void
test_load_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "components.json",
                                                 NULL);
  g_autofree FtData *d = g_new0 (FtData, 1);
  g_autoptr(GError) error = NULL;

  g_assert_true (ft_data_load_file (path, d, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (d, sizeof *d, ft_test_data (), sizeof (FtData));
  g_assert_false (ft_data_load_file ("/nonexistent/components.json", d, &error));
  g_assert_nonnull (error);
}

/* A transcribed data file in the user's data directory replaces the
 * built-in one; a broken one is ignored with a warning. */
static void
test_override (void)
{
  static const LudusTestOverride override = {
    "board_sides/A/temples/0", "[1, 1]", "board_sides/A/temples/1", "[0, 0]", "*", NULL,
  };
  g_autofree FtData *used = NULL;
  g_autofree FtData *builtin = NULL;

  ludus_test_data_check_override (&ft_data_loader, &override, (gpointer *) &used,
                                  (gpointer *) &builtin);
  g_assert_cmpint (used->side[0].temple[0], ==, 7);
  g_assert_cmpint (builtin->side[0].temple[0], ==, 8);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/forum-trajanum/data/builtin-values", test_builtin_values);
  g_test_add_func ("/forum-trajanum/data/validation", test_validation);
  g_test_add_func ("/forum-trajanum/data/load-file", test_load_file);
  g_test_add_func ("/forum-trajanum/data/override", test_override);
  return g_test_run ();
}
