/* ludus-test-data.c: editing a game's component data and writing a user override, for tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludus-test-data.h"

/* The node at a slash-separated path of member names and array indices. */
static JsonNode *
find (JsonNode   *root,
      const char *path)
{
  g_auto(GStrv) parts = g_strsplit (path, "/", -1);
  JsonNode *node = root;

  for (int i = 0; parts[i] != NULL; i++)
    {
      if (JSON_NODE_HOLDS_ARRAY (node))
        node = json_array_get_element (json_node_get_array (node), (guint) atoi (parts[i]));
      else
        node = json_object_get_member (json_node_get_object (node), parts[i]);
      g_assert_nonnull (node);
    }
  return node;
}

/* Removes the member or element at index name of parent. */
static void
remove_at (JsonNode   *parent,
           const char *name)
{
  if (JSON_NODE_HOLDS_ARRAY (parent))
    json_array_remove_element (json_node_get_array (parent), (guint) atoi (name));
  else
    json_object_remove_member (json_node_get_object (parent), name);
}

void
ludus_test_data_replace (JsonNode   *root,
                         const char *path,
                         const char *json)
{
  g_autofree char *parent_path = g_strdup (path);
  char *slash = strrchr (parent_path, '/');
  JsonNode *parent = root;
  const char *name = path;
  JsonNode *value;

  if (slash != NULL)
    {
      *slash = '\0';
      parent = find (root, parent_path);
      name = slash + 1;
    }
  if (json == NULL)
    {
      remove_at (parent, name);
      return;
    }
  value = json_from_string (json, NULL);
  g_assert_nonnull (value);
  if (JSON_NODE_HOLDS_ARRAY (parent))
    {
      JsonArray *a = json_node_get_array (parent);
      guint index = (guint) atoi (name);
      g_autoptr(GPtrArray) rest = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);

      /* JsonArray has no setter: rebuild the tail. */
      while (json_array_get_length (a) > index)
        {
          guint last = json_array_get_length (a) - 1;

          g_ptr_array_insert (rest, 0, json_node_copy (json_array_get_element (a, last)));
          json_array_remove_element (a, last);
        }
      json_array_add_element (a, value);
      for (guint i = 1; i < rest->len; i++)
        json_array_add_element (a, json_node_copy (g_ptr_array_index (rest, i)));
    }
  else
    json_object_set_member (json_node_get_object (parent), name, value);
}

JsonNode *
ludus_test_data_load_builtin (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "components.json",
                                                 NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

void
ludus_test_data_refused (const LudusDataLoader *loader,
                         JsonNode              *source,
                         const char            *path,
                         const char            *json,
                         const char            *expected)
{
  /* json_node_copy () would share source's objects and arrays: a copy through text. */
  g_autofree char *text = json_to_string (source, FALSE);
  g_autoptr(JsonNode) root = json_from_string (text, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree gpointer parsed = NULL;

  ludus_test_data_replace (root, path, json);
  g_test_message ("%s = %s", path, json != NULL ? json : "(removed)");
  parsed = loader->parse (root, &error);
  g_assert_null (parsed);
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA);
  g_test_message ("%s", error->message);
  if (expected != NULL && strstr (error->message, expected) == NULL)
    g_error ("“%s” does not say “%s”", error->message, expected);
}

void
ludus_test_data_refuse_each (const LudusDataLoader   *loader,
                             JsonNode                *source,
                             const LudusTestBreakage *cases,
                             gsize                    n)
{
  for (gsize i = 0; i < n; i++)
    ludus_test_data_refused (loader, source, cases[i].path, cases[i].json, cases[i].expected);
}

/* A LudusDataValidateFunc over a loader's parser (user_data). */
static gboolean
validate (JsonNode  *root,
          gpointer   user_data,
          GError   **error)
{
  const LudusDataLoader *loader = user_data;
  g_autofree gpointer parsed = loader->parse (root, error);

  return parsed != NULL;
}

/* Loads loader's data as the game does (ludus_component_data_load (): the user's override
 * if loader's parser accepts it, else the built-in data, with a warning) and parses it. */
static gpointer
load_parsed (const LudusDataLoader  *loader,
             char                  **message)
{
  g_autoptr(JsonNode) loaded = NULL;
  g_autoptr(GError) error = NULL;
  gpointer parsed;

  loaded = ludus_component_data_load (loader->game_id, loader->resource_path, validate,
                                      (gpointer) loader, message, &error);
  g_assert_no_error (error);
  parsed = loader->parse (loaded, NULL);
  g_assert_nonnull (parsed);
  return parsed;
}

char *
ludus_test_data_override_path (const char *game_id)
{
  return g_build_filename (g_get_user_data_dir (), "ludus", "games", game_id, "components.json",
                           NULL);
}

void
ludus_test_data_write_override (const char *game_id,
                                JsonNode   *root)
{
  g_autofree char *path = ludus_test_data_override_path (game_id);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = json_to_string (root, TRUE);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

void
ludus_test_data_check_override (const LudusDataLoader   *loader,
                                const LudusTestOverride *o,
                                gpointer                *used,
                                gpointer                *builtin)
{
  g_autoptr(JsonNode) root = ludus_test_data_load_builtin ();
  g_autofree char *path = ludus_test_data_override_path (loader->game_id);
  g_autofree char *message = NULL;

  g_remove (path);
  g_assert_nonnull (ludus_component_data_get (loader, NULL));   /* registers the resource */
  ludus_test_data_replace (root, o->path, o->json);
  ludus_test_data_write_override (loader->game_id, root);
  *used = load_parsed (loader, &message);
  g_assert_nonnull (message);
  g_clear_pointer (&message, g_free);

  ludus_test_data_replace (root, o->broken_path, o->broken_json);
  ludus_test_data_write_override (loader->game_id, root);
  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, o->warning);
  *builtin = load_parsed (loader, &message);
  g_test_assert_expected_messages ();
  g_assert_nonnull (message);
  if (o->note != NULL && strstr (message, o->note) == NULL)
    g_error ("“%s” does not say “%s”", message, o->note);
  g_remove (path);
}
