/* test-saves.c: matches saved by earlier builds load and replay to the same position
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tests/data/saves/ holds real saves made with ludus-cli play under rules
 * version 1, which asked for decisions with a single choice (the last marker
 * of the setup, for one). Those named trajan-<N>p-s<S>-… were made with the
 * build at commit 9e2edc2 (before Trajan became a rules table):
 *   ludus-cli play trajan --players N --seed S [--stop-after M] --save F
 * and, beside each, the position that build printed for it (ludus-cli state F
 * > F.state.json). Loading replays every move from the seed and checks the
 * save's own snapshot; the position reached must be the one the old build
 * reached, member for member.
 */
#include "config.h"

#include <string.h>

#include "trajan-game.h"
#include "trajan-rules.h"
#include "ludus-test-saves.h"

static JsonNode *
read_json (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
replay_save (gconstpointer user_data)
{
  const char *path = user_data;
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusMatch) match = NULL;
  g_autoptr(JsonNode) expected = NULL;
  g_autoptr(JsonNode) reached = NULL;
  g_autofree char *stem = g_strndup (path, strlen (path) - strlen (".ludus"));
  g_autofree char *state_path = g_strconcat (stem, ".state.json", NULL);

  g_assert_true (ludus_registry_add_game (registry, game, &error));
  match = ludus_match_load (registry, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  g_assert_cmpuint (ludus_match_get_n_moves (match), >, 100);
  expected = read_json (state_path);
  reached = ludus_game_state_to_json (game, ludus_match_get_state (match));
  if (!json_node_equal (expected, reached))
    {
      g_autofree char *a = json_to_string (expected, TRUE);
      g_autofree char *b = json_to_string (reached, TRUE);

      g_assert_cmpstr (b, ==, a);
    }
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static void
test_old_saves (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "saves", NULL);

  g_assert_cmpuint (ludus_test_check_old_saves (game, dir), >, 0);
}

/* The save stops where its seat must place the last two markers, each with a
 * single place: the game places them and the log says so, naming the seat. */
static void
test_automatic_logged (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves",
                                                 "trajan-3p-at-forced.ludus", NULL);
  g_autoptr(LudusMatch) match = ludus_test_load_save (game, path);
  guint last = ludus_match_get_n_moves (match) - 1;
  guint seat = ludus_match_get_move (match, last)->player;
  g_auto(GStrv) lines = ludus_match_describe_automatic_moves (match, last, -1);
  g_autofree char *expected = g_strdup_printf ("%s (no other choice): Puts a marker",
                                               ludus_match_get_seat (match, seat)->name);

  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  for (guint i = 0; lines[i] != NULL; i++)
    g_assert_true (g_str_has_prefix (lines[i], expected));
  g_assert_cmpuint (ludus_match_get_actors (match), !=, 1u << seat);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autoptr(GDir) listing = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  guint n = 0;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ludus/trajan/saves/old-rules", test_old_saves);
  g_test_add_func ("/ludus/trajan/saves/automatic-logged", test_automatic_logged);
  dir = g_test_build_filename (G_TEST_DIST, "data", "saves", NULL);
  listing = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (listing);
  /* The saves with the position the old build reached beside them. */
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, ".ludus"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autofree char *stem = g_strndup (path, strlen (path) - strlen (".ludus"));
        g_autofree char *state = g_strconcat (stem, ".state.json", NULL);

        if (g_file_test (state, G_FILE_TEST_EXISTS))
          g_ptr_array_add (paths, g_steal_pointer (&path));
      }
  g_ptr_array_sort (paths, compare_paths);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *base = g_path_get_basename (path);
      g_autofree char *test = g_strdup_printf ("/ludus/trajan/saves/%s", base);

      g_test_add_data_func (test, path, replay_save);
      n++;
    }
  g_assert_cmpuint (n, >=, 4);
  return g_test_run ();
}
