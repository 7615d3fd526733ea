/* ludus-component-data.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ludus-component-data.h"
#include "ludus-game.h"
#include "ludus-json.h"

/* No components.json comes near this; an override larger than it is a mistake. */
#define MAX_DATA_BYTES (4 * 1024 * 1024)

static JsonNode *
parse_bytes (GBytes      *bytes,
             const char  *where,
             GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  JsonNode *root = ludus_json_parse (data, size, LUDUS_JSON_MAX_DEPTH, &local_error);

  if (root == NULL && where != NULL)
    g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                 "%s: %s", where, local_error->message);
  else if (root == NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return root;
}

static JsonNode *
load_override (const char             *game_id,
               LudusDataValidateFunc   validate,
               gpointer                user_data,
               char                  **message)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "ludus", "games",
                                            game_id, "components.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GBytes) bytes = NULL;
  char *contents = NULL;
  gsize length = 0;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;

  contents = ludus_file_read (path, MAX_DATA_BYTES, &length, &error);
  if (contents == NULL)
    goto failed;
  bytes = g_bytes_new_take (contents, length);
  root = parse_bytes (bytes, NULL, &error);
  if (root == NULL)
    goto failed;
  if (!validate (root, user_data, &error))
    {
      /* A validator that fails must say why; one that does not is a bug, not a crash. */
      if (error == NULL)
        g_set_error_literal (&error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                             _("the data is not valid"));
      goto failed;
    }

  if (message)
    *message = g_strdup_printf (_("Using the component data in %s"), path);
  return g_steal_pointer (&root);

failed:
  g_warning ("Ignoring %s: %s", path, error->message);
  if (message)
    *message = g_strdup_printf (_("Ignored the component data in %s: %s"), path, error->message);
  return NULL;
}

/**
 * ludus_component_data_load:
 *
 * Returns: (transfer full): the validated data, or %NULL with @error set if
 *   even the built-in data fails (a broken plugin)
 */
JsonNode *
ludus_component_data_load (const char             *game_id,
                           const char             *resource_path,
                           LudusDataValidateFunc   validate,
                           gpointer                user_data,
                           char                  **override_message,
                           GError                **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonNode *override;

  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (validate != NULL, NULL);

  if (override_message)
    *override_message = NULL;

  override = load_override (game_id, validate, user_data, override_message);
  if (override != NULL)
    return override;

  bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  root = parse_bytes (bytes, resource_path, error);
  if (root == NULL || !validate (root, user_data, error))
    return NULL;

  return g_steal_pointer (&root);
}

static JsonNode *
get_member (JsonObject  *object,
            const char  *member,
            GError     **error)
{
  JsonNode *node = object ? json_object_get_member (object, member) : NULL;

  if (node == NULL)
    g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                 _("“%s” is missing"), member);
  return node;
}

gboolean
ludus_json_get_int (JsonObject  *object,
                    const char  *member,
                    gint64       min,
                    gint64       max,
                    gint64      *value,
                    GError     **error)
{
  JsonNode *node = get_member (object, member, error);
  gint64 v;

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   _("“%s” must be an integer"), member);
      return FALSE;
    }
  v = json_node_get_int (node);
  if (v < min || v > max)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   _("“%s” is %" G_GINT64_FORMAT ", outside %" G_GINT64_FORMAT
                     "…%" G_GINT64_FORMAT), member, v, min, max);
      return FALSE;
    }
  if (value)
    *value = v;
  return TRUE;
}

JsonArray *
ludus_json_get_array (JsonObject  *object,
                      const char  *member,
                      GError     **error)
{
  JsonNode *node = get_member (object, member, error);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   _("“%s” must be an array"), member);
      return NULL;
    }
  return json_node_get_array (node);
}

JsonObject *
ludus_json_get_object (JsonObject  *object,
                       const char  *member,
                       GError     **error)
{
  JsonNode *node = get_member (object, member, error);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   _("“%s” must be an object"), member);
      return NULL;
    }
  return json_node_get_object (node);
}

const char *
ludus_json_get_string (JsonObject  *object,
                       const char  *member,
                       GError     **error)
{
  JsonNode *node = get_member (object, member, error);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                   _("“%s” must be a string"), member);
      return NULL;
    }
  return json_node_get_string (node);
}
