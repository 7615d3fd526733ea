/* ludus-test-data.c: editing a game's component data and writing a user override, for tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

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

void
ludus_test_data_replace (JsonNode   *root,
                         const char *path,
                         const char *json)
{
  g_autofree char *parent_path = g_strdup (path);
  char *slash = strrchr (parent_path, '/');
  JsonNode *parent;
  JsonNode *value = json_from_string (json, NULL);

  g_assert_nonnull (value);
  if (slash == NULL)
    {
      json_object_set_member (json_node_get_object (root), path, value);
      return;
    }
  *slash = '\0';
  parent = find (root, parent_path);
  if (JSON_NODE_HOLDS_ARRAY (parent))
    {
      JsonArray *a = json_node_get_array (parent);
      guint index = (guint) atoi (slash + 1);
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
    json_object_set_member (json_node_get_object (parent), slash + 1, value);
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
