/* test-component-data.c: component data, the user's override, and the
 * checked JSON readers
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ludus.h"

#define RESOURCE "/io/github/ludusgames/Ludus/tests/components.json"
#define GAME_ID  "testdata"

/* The schema: a "name" string and nine "tiles" values from 1 to 9. */
static gboolean
validate (JsonNode  *root,
          gpointer   user_data,
          GError   **error)
{
  JsonObject *object;
  JsonArray *tiles;

  (*(guint *) user_data)++;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                           "The data must be an object");
      return FALSE;
    }
  object = json_node_get_object (root);
  if (ludus_json_get_string (object, "name", error) == NULL)
    return FALSE;
  tiles = ludus_json_get_array (object, "tiles", error);
  if (tiles == NULL)
    return FALSE;
  if (json_array_get_length (tiles) != 9)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   "“tiles” has %u values, not 9", json_array_get_length (tiles));
      return FALSE;
    }
  for (guint i = 0; i < 9; i++)
    {
      g_autoptr(JsonObject) holder = json_object_new ();
      g_autofree char *member = g_strdup_printf ("tiles[%u]", i);

      json_object_set_member (holder, member, json_node_copy (json_array_get_element (tiles, i)));
      if (!ludus_json_get_int (holder, member, 1, 9, NULL, error))
        return FALSE;
    }
  return TRUE;
}

static char *
override_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "ludus", "games", GAME_ID, "components.json",
                           NULL);
}

static void
write_override (const char *text)
{
  g_autofree char *path = override_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static const char *
name_of (JsonNode *root)
{
  return json_object_get_string_member (json_node_get_object (root), "name");
}

static void
test_built_in (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autoptr(JsonNode) root = NULL;
  guint calls = 0;

  root = ludus_component_data_load (GAME_ID, RESOURCE, validate, &calls, &message, &error);
  g_assert_no_error (error);
  g_assert_nonnull (root);
  g_assert_cmpstr (name_of (root), ==, "built-in");
  /* No override: no message. */
  g_assert_null (message);
  g_assert_cmpuint (calls, ==, 1);
}

static void
test_override_valid (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *path = override_path ();
  g_autofree char *expected = g_strdup_printf ("Using the component data in %s", path);
  g_autoptr(JsonNode) root = NULL;
  guint calls = 0;

  write_override ("{\"name\": \"corrected\", \"tiles\": [3, 1, 3, 1, 4, 1, 3, 1, 3]}");
  root = ludus_component_data_load (GAME_ID, RESOURCE, validate, &calls, &message, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (name_of (root), ==, "corrected");
  g_assert_cmpstr (message, ==, expected);
  /* The built-in data is not even read. */
  g_assert_cmpuint (calls, ==, 1);
}

static void
assert_override_ignored (const char *text,
                         const char *why)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *path = override_path ();
  g_autofree char *expected = g_strdup_printf ("Ignored the component data in %s: %s", path, why);
  g_autofree char *warning = g_strdup_printf ("Ignoring %s: %s", path, why);
  g_autoptr(JsonNode) root = NULL;
  guint calls = 0;

  write_override (text);
  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, warning);
  root = ludus_component_data_load (GAME_ID, RESOURCE, validate, &calls, &message, &error);
  g_test_assert_expected_messages ();
  g_assert_no_error (error);
  /* The built-in data is used instead, and the message says why. */
  g_assert_cmpstr (name_of (root), ==, "built-in");
  if (!g_pattern_match_simple (expected, message))
    g_error ("“%s” does not match “%s”", message, expected);
  /* The file is left alone. */
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

static void
test_override_invalid (void)
{
  g_autofree char *path = override_path ();
  const char *not_json = "The file ends in the middle of the document *";

  assert_override_ignored ("{\"name\": \"broken\", \"tiles\": [1, 2,", not_json);
  assert_override_ignored ("{\"name\": \"short\", \"tiles\": [1, 2, 3]}",
                           "“tiles” has 3 values, not 9");
  assert_override_ignored ("{\"name\": \"high\", \"tiles\": [3, 1, 3, 1, 40, 1, 3, 1, 3]}",
                           "“tiles[4]” is 40, outside 1…9");
  assert_override_ignored ("{\"name\": 7, \"tiles\": [3, 1, 3, 1, 4, 1, 3, 1, 3]}",
                           "“name” must be a string");
  assert_override_ignored ("{\"tiles\": [3, 1, 3, 1, 4, 1, 3, 1, 3]}", "“name” is missing");
  assert_override_ignored ("[]", "The data must be an object");
}

/* json-glib reads an empty document as a success with no root; that crashed every game. A
 * deeply nested one overflowed the stack. Each is ignored with the reason instead. */
static void
test_override_empty_or_deep (void)
{
  g_autoptr(GString) deep = g_string_new (NULL);
  const char *empty = "The file is empty";
  const char *too_deep = "The file nests deeper than 64 levels at byte 64; no Ludus file does that";
  const char *comment = "The file is not valid JSON: at line 1, column 1, a comment, which JSON "
                        "does not allow";

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  assert_override_ignored ("", empty);
  assert_override_ignored (" \n\t ", empty);
  assert_override_ignored ("/* nothing */", comment);
  assert_override_ignored (deep->str, too_deep);
}

static void
test_built_in_broken (void)
{
  g_autoptr(GError) error = NULL;
  guint calls = 0;

  /* A resource that does not exist. */
  g_assert_null (ludus_component_data_load (GAME_ID, "/io/github/ludusgames/Ludus/tests/none.json",
                                            validate, &calls, NULL, &error));
  g_assert_error (error, G_RESOURCE_ERROR, G_RESOURCE_ERROR_NOT_FOUND);
}

static void
test_json_readers (void)
{
  g_autoptr(JsonNode) node = json_from_string ("{\"n\": 5, \"s\": \"x\", \"a\": [], \"o\": {},"
                                               " \"f\": 1.5}", NULL);
  JsonObject *object = json_node_get_object (node);
  g_autoptr(GError) error = NULL;
  gint64 value = 0;

  g_assert_true (ludus_json_get_int (object, "n", 0, 10, &value, &error));
  g_assert_cmpint (value, ==, 5);
  g_assert_cmpstr (ludus_json_get_string (object, "s", NULL), ==, "x");
  g_assert_nonnull (ludus_json_get_array (object, "a", NULL));
  g_assert_nonnull (ludus_json_get_object (object, "o", NULL));

  g_assert_false (ludus_json_get_int (object, "n", 6, 10, &value, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA);
  g_assert_cmpstr (error->message, ==, "“n” is 5, outside 6…10");
  g_clear_error (&error);
  g_assert_false (ludus_json_get_int (object, "f", 0, 10, &value, &error));
  g_assert_cmpstr (error->message, ==, "“f” must be an integer");
  g_clear_error (&error);
  g_assert_null (ludus_json_get_array (object, "o", &error));
  g_assert_cmpstr (error->message, ==, "“o” must be an array");
  g_clear_error (&error);
  g_assert_null (ludus_json_get_object (object, "a", &error));
  g_assert_cmpstr (error->message, ==, "“a” must be an object");
  g_clear_error (&error);
  g_assert_null (ludus_json_get_string (object, "missing", &error));
  g_assert_cmpstr (error->message, ==, "“missing” is missing");
}

int
main (int   argc,
      char *argv[])
{
  g_unsetenv ("LANGUAGE");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ludus/core/component-data/built-in", test_built_in);
  g_test_add_func ("/ludus/core/component-data/override-valid", test_override_valid);
  g_test_add_func ("/ludus/core/component-data/override-invalid", test_override_invalid);
  g_test_add_func ("/ludus/core/component-data/override-empty-or-deep",
                   test_override_empty_or_deep);
  g_test_add_func ("/ludus/core/component-data/built-in-broken", test_built_in_broken);
  g_test_add_func ("/ludus/core/component-data/json-readers", test_json_readers);

  return g_test_run ();
}
