/* test-registry.c: the plugin loader, with the test game and broken modules
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This program does not link the test game: it loads tests/testgame's
 * module, so that the module's type is the only one of its name.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ludus.h"

static char *
testgame_module (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "..", "testgame",
                                                 "testgame." G_MODULE_SUFFIX, NULL);

  return g_canonicalize_filename (path, NULL);
}

static char *
broken_module (const char *name)
{
  g_autofree char *file = g_strdup_printf ("broken-%s." G_MODULE_SUFFIX, name);

  return g_test_build_filename (G_TEST_BUILT, "modules", file, NULL);
}

/* The game works through the interface alone. */
static void
assert_game_works (LudusGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  LudusState *state;

  g_assert_cmpstr (ludus_game_get_id (game), ==, "testgame");
  state = ludus_game_new_state (game, 3, 1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ludus_game_get_actors (game, state), ==, 0x7);
  ludus_game_legal_moves (game, state, 0, moves);
  g_assert_cmpuint (moves->len, >, 0);
  g_assert_true (ludus_game_apply (game, state, 0, &g_array_index (moves, LudusMove, 0), &error));
  g_assert_no_error (error);
  ludus_game_free_state (game, state);
}

static void
test_load_default (void)
{
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autofree char *module = testgame_module ();
  g_autofree char *dir = g_path_get_dirname (module);
  g_autofree char *env = g_strjoin (G_SEARCHPATH_SEPARATOR_S,
                                    "relative/dir", "/nonexistent/ludus-plugins", dir, "",
                                    NULL);
  GPtrArray *games;

  /* Only LUDUS_PLUGIN_PATH's absolute directories; never the installed one here. */
  g_setenv ("LUDUS_PLUGIN_PATH", env, TRUE);
  g_setenv ("LUDUS_PLUGIN_PATH_ONLY", "1", TRUE);
  ludus_registry_load_default (registry);

  games = ludus_registry_get_games (registry);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_true (ludus_registry_lookup (registry, "testgame") == g_ptr_array_index (games, 0));
  g_assert_null (ludus_registry_lookup (registry, "chess"));
  g_assert_null (ludus_registry_lookup (registry, NULL));
  g_assert_cmpuint (ludus_registry_get_failures (registry)->len, ==, 0);
  assert_game_works (g_ptr_array_index (games, 0));

  g_assert_true (g_path_is_absolute (ludus_registry_get_install_dir ()));
}

typedef struct
{
  const char *name;     /* in the test directory */
  const char *target;   /* broken module, "testgame", or NULL for junk */
  int         code;     /* expected failure, or -1 */
  const char *message;  /* after the path */
} ModuleCase;

static const ModuleCase cases[] = {
  { "a-junk.so", NULL, LUDUS_PLUGIN_ERROR_OPEN, NULL },
  { "b-no-entry.so", "no-entry", LUDUS_PLUGIN_ERROR_MISSING_SYMBOL,
    " is not a Ludus game plugin: it lacks its entry point" },
  { "c-wrong-api.so", "wrong-api", LUDUS_PLUGIN_ERROR_API_VERSION,
    " was built for plugin interface 999, but this Ludus uses " G_STRINGIFY (LUDUS_PLUGIN_API_VERSION) },
  { "d-not-a-game.so", "not-a-game", LUDUS_PLUGIN_ERROR_BAD_TYPE,
    " does not provide a game: its type “BrokenNotAGame” does not implement LudusGame" },
  { "e-testgame.so", "testgame", -1, NULL },
  { "f-duplicate.so", "duplicate", LUDUS_PLUGIN_ERROR_DUPLICATE,
    " is a second plugin for the game “testgame”, which %s/e-testgame.so provides; only that "
    "one is used" },
  /* These crashed, aborted or hung the process that opened them, with no word of which
   * plugin; each is now examined in a process of its own. */
  { "g-crash.so", "crash", LUDUS_PLUGIN_ERROR_SCAN,
    " crashed when it was examined (signal 11, Segmentation fault)" },
  { "h-abort.so", "abort", LUDUS_PLUGIN_ERROR_SCAN,
    " crashed when it was examined (signal 6, Aborted)" },
  { "i-hang.so", "hang", LUDUS_PLUGIN_ERROR_SCAN,
    " did not answer within 1 seconds when it was examined, so it was stopped" },
  { "j-bogus-type.so", "bogus-type", -2, NULL },
  { "k-truncated.so", "truncated", -2, NULL },
};

/* A directory with the test game among broken modules, and a file that is
 * not a module at all. */
static char *
make_plugin_dir (void)
{
  char *dir = g_build_filename (g_get_user_data_dir (), "plugins", NULL);
  g_autofree char *readme = g_build_filename (dir, "README.txt", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (readme, "Not a module.\n", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
      g_autofree char *target = NULL;

      if (cases[i].target == NULL)
        {
          g_assert_true (g_file_set_contents (path, "This is not a shared library.\n", -1, NULL));
          continue;
        }
      if (g_str_equal (cases[i].target, "truncated"))
        {
          /* The first eighth of a real plugin: dlopen () of such a file raised SIGBUS. */
          g_autofree char *whole = testgame_module ();
          g_autofree char *bytes = NULL;
          gsize length;

          g_assert_true (g_file_get_contents (whole, &bytes, &length, NULL));
          g_assert_true (g_file_set_contents (path, bytes, (gssize) length / 8, NULL));
          continue;
        }
      target = g_str_equal (cases[i].target, "testgame") ? testgame_module ()
                                                         : broken_module (cases[i].target);
      g_assert_true (g_file_test (target, G_FILE_TEST_IS_REGULAR));
      g_assert_cmpint (symlink (target, path), ==, 0);
    }
  return dir;
}

static void
expect_warnings (const char *dir)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    if (cases[i].code >= 0 || cases[i].code == -2)
      {
        g_autofree char *pattern = g_strdup_printf ("Cannot use the game plugin %s/%s: *",
                                                    dir, cases[i].name);

        g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, pattern);
      }
}

static void
test_broken_modules (void)
{
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autofree char *dir = make_plugin_dir ();
  GPtrArray *failures;
  guint f = 0;

  /* Every bad module is refused with a warning; the good one loads. */
  expect_warnings (dir);
  ludus_registry_load_directory (registry, dir);
  g_test_assert_expected_messages ();

  g_assert_cmpuint (ludus_registry_get_games (registry)->len, ==, 1);
  assert_game_works (ludus_registry_lookup (registry, "testgame"));

  failures = ludus_registry_get_failures (registry);
  g_assert_cmpuint (failures->len, ==, G_N_ELEMENTS (cases) - 1);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
      LudusPluginFailure *failure;

      if (cases[i].code == -1)
        continue;
      failure = g_ptr_array_index (failures, f++);
      g_assert_cmpstr (failure->path, ==, path);
      /* A bogus type may crash the scanner or be refused by it: either way, named. */
      if (cases[i].code == -2)
        {
          g_test_message ("%s: %s", cases[i].name, failure->error->message);
          g_assert_true (failure->error->domain == LUDUS_PLUGIN_ERROR);
          g_assert_true (g_str_has_prefix (failure->error->message, path));
          continue;
        }
      g_assert_error (failure->error, LUDUS_PLUGIN_ERROR, cases[i].code);
      /* The message names the file. */
      if (cases[i].message != NULL)
        {
          g_autoptr(GString) expected = g_string_new (path);

          g_string_append (expected, cases[i].message);
          g_string_replace (expected, "%s", dir, 0);
          g_assert_cmpstr (failure->error->message, ==, expected->str);
        }
      else
        {
          g_autofree char *prefix = g_strdup_printf ("Cannot open %s: ", path);

          g_assert_true (g_str_has_prefix (failure->error->message, prefix));
        }
    }
}

static void
test_load_module_errors (void)
{
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autofree char *dir = make_plugin_dir ();
  g_autofree char *wrong = g_build_filename (dir, "c-wrong-api.so", NULL);
  g_autofree char *good = g_build_filename (dir, "e-testgame.so", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.so", NULL);
  g_autofree char *pattern = g_strdup_printf ("Cannot use the game plugin %s: *", wrong);
  g_autoptr(GError) error = NULL;

  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, pattern);
  g_assert_false (ludus_registry_load_module (registry, wrong, &error));
  g_test_assert_expected_messages ();
  g_assert_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_API_VERSION);
  g_clear_error (&error);

  /* Trying again gives the same answer, without a second entry or warning. */
  g_assert_false (ludus_registry_load_module (registry, wrong, &error));
  g_assert_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_API_VERSION);
  g_clear_error (&error);
  g_assert_cmpuint (ludus_registry_get_failures (registry)->len, ==, 1);

  /* A module that does not exist. */
  g_clear_pointer (&pattern, g_free);
  pattern = g_strdup_printf ("Cannot use the game plugin %s: Cannot open %s: *", missing, missing);
  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, pattern);
  g_assert_false (ludus_registry_load_module (registry, missing, &error));
  g_test_assert_expected_messages ();
  g_assert_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_OPEN);
  g_clear_error (&error);

  /* Modules stay resident: loading the good one twice is harmless. */
  g_assert_true (ludus_registry_load_module (registry, good, &error));
  g_assert_no_error (error);
  g_assert_true (ludus_registry_load_module (registry, good, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ludus_registry_get_games (registry)->len, ==, 1);
  g_assert_cmpuint (ludus_registry_get_failures (registry)->len, ==, 2);

  /* A second registry gets the same, still registered type. */
  {
    g_autoptr(LudusRegistry) other = ludus_registry_new ();

    g_assert_true (ludus_registry_load_module (other, good, &error));
    g_assert_no_error (error);
    g_assert_true (G_OBJECT_TYPE (ludus_registry_lookup (other, "testgame")) ==
                   G_OBJECT_TYPE (ludus_registry_lookup (registry, "testgame")));
    assert_game_works (ludus_registry_lookup (other, "testgame"));
  }
}

static void
test_add_game_duplicate (void)
{
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autofree char *module = testgame_module ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) second = NULL;
  LudusGame *game;

  g_assert_true (ludus_registry_load_module (registry, module, &error));
  g_assert_no_error (error);
  game = ludus_registry_lookup (registry, "testgame");
  second = g_object_new (G_OBJECT_TYPE (game), NULL);
  g_assert_false (ludus_registry_add_game (registry, LUDUS_GAME (second), &error));
  g_assert_error (error, LUDUS_PLUGIN_ERROR, LUDUS_PLUGIN_ERROR_DUPLICATE);
  g_assert_cmpstr (error->message, ==, "A game with the id “testgame” is already loaded");
  g_assert_cmpuint (ludus_registry_get_games (registry)->len, ==, 1);
  g_assert_true (ludus_registry_lookup (registry, "testgame") == game);
}

static void
test_missing_directory (void)
{
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();

  /* Not an error: nothing to load. */
  ludus_registry_load_directory (registry, "/nonexistent/ludus-plugins");
  g_assert_cmpuint (ludus_registry_get_games (registry)->len, ==, 0);
  g_assert_cmpuint (ludus_registry_get_failures (registry)->len, ==, 0);
}

static char *
copy_of_testgame (const char *dir,
                  const char *name)
{
  g_autofree char *whole = testgame_module ();
  g_autofree char *bytes = NULL;
  char *path = g_build_filename (dir, name, NULL);
  gsize length;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_get_contents (whole, &bytes, &length, NULL));
  g_assert_true (g_file_set_contents (path, bytes, (gssize) length, NULL));
  return path;
}

static LudusPluginFailure *
failure_for (LudusRegistry *registry,
             const char    *path)
{
  GPtrArray *failures = ludus_registry_get_failures (registry);

  for (guint i = 0; i < failures->len; i++)
    if (g_str_equal (((LudusPluginFailure *) g_ptr_array_index (failures, i))->path, path))
      return g_ptr_array_index (failures, i);
  g_error ("no failure for %s", path);
}

/* A second copy of a plugin was reported as not implementing the interface, and a plugin on
 * LUDUS_PLUGIN_PATH with an installed game's id silently replaced it. Now the installed game
 * wins, and each other copy is reported, naming both files; the user's directory wins only
 * when it is put first on purpose. Each case in a process of its own, as Ludus has one
 * registry: a type registered by one copy of a module stays registered. */
static void
test_copies_installed_first (void)
{
  g_autofree char *installed = g_build_filename (g_get_user_data_dir (), "installed", NULL);
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "user", NULL);
  g_autoptr(LudusRegistry) registry = NULL;
  g_autofree char *x = NULL, *y = NULL, *z = NULL, *duplicate = NULL, *shadowed = NULL;
  const char *dirs[] = { installed, user, NULL };

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  x = copy_of_testgame (installed, "a-testgame.so");
  z = copy_of_testgame (installed, "b-testgame-copy.so");
  y = copy_of_testgame (user, "testgame.so");
  duplicate = g_strdup_printf ("%s is a second plugin for the game “testgame”, which %s "
                               "provides; only that one is used", z, x);
  shadowed = g_strdup_printf ("%s provides the game “testgame”, which the installed %s "
                              "provides too; the installed one is used "
                              "(LUDUS_PLUGIN_PATH_FIRST=1 puts LUDUS_PLUGIN_PATH first)", y, x);
  registry = ludus_registry_new ();
  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, "Cannot use the game plugin *");
  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, "Cannot use the game plugin *");
  ludus_registry_load_directories (registry, dirs, 0);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (ludus_registry_get_games (registry)->len, ==, 1);
  assert_game_works (ludus_registry_lookup (registry, "testgame"));
  g_assert_error (failure_for (registry, z)->error, LUDUS_PLUGIN_ERROR,
                  LUDUS_PLUGIN_ERROR_DUPLICATE);
  g_assert_cmpstr (failure_for (registry, z)->error->message, ==, duplicate);
  g_assert_error (failure_for (registry, y)->error, LUDUS_PLUGIN_ERROR,
                  LUDUS_PLUGIN_ERROR_SHADOWED);
  g_assert_cmpstr (failure_for (registry, y)->error->message, ==, shadowed);
}

static void
test_copies_user_first (void)
{
  g_autofree char *installed = g_build_filename (g_get_user_data_dir (), "installed", NULL);
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "user", NULL);
  g_autoptr(LudusRegistry) registry = NULL;
  g_autofree char *x = NULL, *y = NULL, *duplicate = NULL;
  const char *dirs[] = { user, installed, NULL };

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  x = copy_of_testgame (installed, "a-testgame.so");
  y = copy_of_testgame (user, "testgame.so");
  duplicate = g_strdup_printf ("%s is a second plugin for the game “testgame”, which %s "
                               "provides; only that one is used", x, y);
  registry = ludus_registry_new ();
  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, "Cannot use the game plugin *");
  ludus_registry_load_directories (registry, dirs, 1);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (ludus_registry_get_games (registry)->len, ==, 1);
  g_assert_cmpstr (failure_for (registry, x)->error->message, ==, duplicate);
}

int
main (int   argc,
      char *argv[])
{
  g_unsetenv ("LANGUAGE");
  /* The plugin that hangs is given up on after a second, not ten. */
  g_setenv ("LUDUS_PLUGIN_SCAN_TIMEOUT_MS", "1000", TRUE);
#ifdef __SANITIZE_ADDRESS__
  /* Under ASan the scanner would leave through the sanitizer's own SEGV handler, with exit
   * status 1, when the broken plugin crashes it; it must die of the signal, as it does for
   * users, so that the test sees the failure it expects. */
  {
    const char *options = g_getenv ("ASAN_OPTIONS");
    g_autofree char *with = g_strconcat (options != NULL ? options : "",
                                         options != NULL ? ":" : "", "handle_segv=0", NULL);

    g_setenv ("ASAN_OPTIONS", with, TRUE);
  }
#endif
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludus/core/registry/load-default", test_load_default);
  g_test_add_func ("/ludus/core/registry/broken-modules", test_broken_modules);
  g_test_add_func ("/ludus/core/registry/load-module-errors", test_load_module_errors);
  g_test_add_func ("/ludus/core/registry/add-game-duplicate", test_add_game_duplicate);
  g_test_add_func ("/ludus/core/registry/missing-directory", test_missing_directory);
  g_test_add_func ("/ludus/core/registry/copies-installed-first", test_copies_installed_first);
  g_test_add_func ("/ludus/core/registry/copies-user-first", test_copies_user_first);

  return g_test_run ();
}
