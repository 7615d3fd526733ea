/* test-rng.c: the seeded random generator inside states
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ludus.h"

/* The reference values: splitmix64 seeding (whose first output for 0 is the
 * published e220a8397b1dcdaf) and xoshiro256**, computed independently. */
static void
test_known_sequence (void)
{
  LudusRng rng;

  ludus_rng_init (&rng, 0);
  g_assert_cmphex (rng.s[0], ==, G_GUINT64_CONSTANT (0xe220a8397b1dcdaf));
  g_assert_cmphex (rng.s[1], ==, G_GUINT64_CONSTANT (0x6e789e6aa1b965f4));
  g_assert_cmphex (rng.s[2], ==, G_GUINT64_CONSTANT (0x06c45d188009454f));
  g_assert_cmphex (rng.s[3], ==, G_GUINT64_CONSTANT (0xf88bb8a8724c81ec));
  g_assert_cmphex (ludus_rng_next (&rng), ==, G_GUINT64_CONSTANT (0x99ec5f36cb75f2b4));
  g_assert_cmphex (ludus_rng_next (&rng), ==, G_GUINT64_CONSTANT (0xbf6e1f784956452a));
  g_assert_cmphex (ludus_rng_next (&rng), ==, G_GUINT64_CONSTANT (0x1a5f849d4933e6e0));
  g_assert_cmphex (ludus_rng_next (&rng), ==, G_GUINT64_CONSTANT (0x6aa594f1262d2d2c));

  ludus_rng_init (&rng, 42);
  g_assert_cmphex (ludus_rng_next (&rng), ==, G_GUINT64_CONSTANT (0x15780b2e0c2ec716));
  g_assert_cmphex (ludus_rng_next (&rng), ==, G_GUINT64_CONSTANT (0x6104d9866d113a7e));
}

static void
test_below (void)
{
  const guint32 expected[] = { 0, 3, 6, 9, 9, 7, 7, 8, 7, 5 };
  guint counts[6] = { 0 };
  LudusRng rng;

  ludus_rng_init (&rng, 42);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpuint (ludus_rng_below (&rng, 10), ==, expected[i]);

  /* Always in range, and every value turns up. */
  ludus_rng_init (&rng, 5);
  for (guint i = 0; i < 6000; i++)
    {
      guint32 v = ludus_rng_below (&rng, 6);

      g_assert_cmpuint (v, <, 6);
      counts[v]++;
    }
  for (guint v = 0; v < 6; v++)
    g_assert_cmpuint (counts[v], >, 800);

  g_assert_cmpuint (ludus_rng_below (&rng, 1), ==, 0);
  /* The largest bound works too. */
  g_assert_cmpuint (ludus_rng_below (&rng, G_MAXUINT32), <, G_MAXUINT32);
}

static void
test_shuffle (void)
{
  const int expected[] = { 1, 8, 3, 0, 4, 5, 9, 6, 2, 7 };
  int values[10];
  LudusRng rng;

  for (int i = 0; i < 10; i++)
    values[i] = i;
  ludus_rng_init (&rng, 7);
  ludus_rng_shuffle (&rng, values, 10, sizeof values[0]);
  g_assert_cmpmem (values, sizeof values, expected, sizeof expected);

  /* Zero or one element: nothing to do, nothing drawn. */
  {
    LudusRng before;

    ludus_rng_init (&rng, 7);
    before = rng;
    ludus_rng_shuffle (&rng, values, 1, sizeof values[0]);
    ludus_rng_shuffle (&rng, values, 0, sizeof values[0]);
    g_assert_cmpmem (&rng, sizeof rng, &before, sizeof before);
  }
}

static void
test_determinism_and_copy (void)
{
  LudusRng a, b, copy;

  ludus_rng_init (&a, 123456789);
  ludus_rng_init (&b, 123456789);
  for (guint i = 0; i < 100; i++)
    g_assert_cmphex (ludus_rng_next (&a), ==, ludus_rng_next (&b));

  /* A copy is a plain value: it continues the same sequence, independently. */
  copy = a;
  for (guint i = 0; i < 100; i++)
    g_assert_cmphex (ludus_rng_next (&a), ==, ludus_rng_next (&copy));

  ludus_rng_init (&b, 123456790);
  g_assert_cmphex (ludus_rng_next (&a), !=, ludus_rng_next (&b));
}

static void
test_json (void)
{
  LudusRng rng, loaded;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;

  ludus_rng_init (&rng, 0);
  node = ludus_rng_to_json (&rng);
  text = json_to_string (node, FALSE);
  g_assert_cmpstr (text, ==,
                   "[\"e220a8397b1dcdaf\",\"6e789e6aa1b965f4\",\"06c45d188009454f\",\"f88bb8a8724c81ec\"]");
  g_assert_true (ludus_rng_from_json (&loaded, node, NULL));
  g_assert_cmpmem (&rng, sizeof rng, &loaded, sizeof loaded);
  g_assert_cmphex (ludus_rng_next (&rng), ==, ludus_rng_next (&loaded));
}

static void
test_json_errors (void)
{
  const char *bad[][2] = {
    { "{}", "The random generator must be an array of four hexadecimal strings" },
    { "[\"0\", \"1\", \"2\"]", "The random generator must be an array of four hexadecimal strings" },
    { "[1, 2, 3, 4]", "Random generator word 0 is not a 16-digit hexadecimal string" },
    { "[\"0000000000000001\", \"000000000000002\", \"0000000000000003\", \"0000000000000004\"]",
      "Random generator word 1 is not a 16-digit hexadecimal string" },
    { "[\"0000000000000001\", \"0000000000000002\", \"000000000000000g\", \"0000000000000004\"]",
      "Random generator word 2 is not hexadecimal" },
    { "[\"0000000000000000\", \"0000000000000000\", \"0000000000000000\", \"0000000000000000\"]",
      "The random generator state may not be all zero" },
  };
  LudusRng rng, before;

  ludus_rng_init (&rng, 9);
  before = rng;
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (bad[i][0], NULL);
      g_autoptr(GError) error = NULL;

      g_assert_false (ludus_rng_from_json (&rng, node, &error));
      g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
      g_assert_cmpstr (error->message, ==, bad[i][1]);
      /* A failed load leaves the generator as it was. */
      g_assert_cmpmem (&rng, sizeof rng, &before, sizeof before);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludus/core/rng/known-sequence", test_known_sequence);
  g_test_add_func ("/ludus/core/rng/below", test_below);
  g_test_add_func ("/ludus/core/rng/shuffle", test_shuffle);
  g_test_add_func ("/ludus/core/rng/determinism-and-copy", test_determinism_and_copy);
  g_test_add_func ("/ludus/core/rng/json", test_json);
  g_test_add_func ("/ludus/core/rng/json-errors", test_json_errors);

  return g_test_run ();
}
