/* fuzz-json.c: the guarded JSON reader against json-glib's parser
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file Ludus reads goes through ludus_json_check () before json-glib's recursive
 * parser: what the check accepts must nest no deeper than the check counted once parsed, and
 * what the check or the parser refuses must say so with an error. A quote hidden in a comment
 * once let 80,000 levels through to the parser. The check judges the grammar's nesting, not
 * what a string holds: json-glib may still refuse a checked document for a string's escapes
 * (a lone or malformed \u surrogate pair, found by this target), which is an error message
 * for the user, never a crash.
 */
#include "config.h"

#include "fuzz-common.h"

#define DEPTH 8

static guint
depth_of (JsonNode *node,
          guint     level)
{
  guint deepest = level;

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      deepest = level + 1;
      for (guint i = 0; i < json_array_get_length (array) && level < 2 * DEPTH; i++)
        deepest = MAX (deepest, depth_of (json_array_get_element (array, i), level + 1));
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      JsonNode *member;
      const char *name;

      deepest = level + 1;
      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, &name, &member) && level < 2 * DEPTH)
        deepest = MAX (deepest, depth_of (member, level + 1));
    }
  return deepest;
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;

  /* A small limit, so that the fuzzer reaches it with short inputs. */
  if (!ludus_json_check ((const char *) data, size, DEPTH, &error))
    {
      if (error == NULL || error->domain != LUDUS_FILE_ERROR || error->message[0] == '\0')
        g_error ("a refusal without a reason");
      return 0;
    }
  root = ludus_json_parse ((const char *) data, size, DEPTH, &error);
  if (root == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        g_error ("checked JSON that json-glib refuses without a reason");
      return 0;
    }
  if (depth_of (root, 0) > DEPTH)
    g_error ("checked JSON nests deeper than %d levels", DEPTH);
  return 0;
}
