/* testgame-data.c: Tesserae's component data, to exercise the core's loader
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One value, the size of the hand dealt at the start, so that a save played with other
 * data does not replay: the tests of component-data digests rely on that.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "testgame-private.h"

/* Defined by the compiled GResource (c_name: 'testgame'). */
GResource *testgame_get_resource (void);

static gpointer
parse_cb (JsonNode  *root,
          GError   **error)
{
  g_autofree TestgameData *data = g_new0 (TestgameData, 1);
  JsonObject *object;
  const char *format;
  gint64 value;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                           _("Tesserae component data: the document is not a JSON object"));
      return NULL;
    }
  object = json_node_get_object (root);
  format = ludus_json_get_string (object, "format", error);
  if (format == NULL || !ludus_json_get_int (object, "version", 1, 1, NULL, error))
    return NULL;
  if (strcmp (format, "ludus-testgame-components") != 0)
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                           _("Tesserae component data: “format” must be "
                             "“ludus-testgame-components”"));
      return NULL;
    }
  if (!ludus_json_get_int (object, "hand_size", 1, 4, &value, error))
    return NULL;
  data->hand_size = (guint) value;
  return g_steal_pointer (&data);
}

const LudusDataLoader testgame_data_loader = {
  .game_id = TESTGAME_ID,
  .resource_path = "/io/github/ludusgames/Ludus/testgame/components.json",
  .get_resource = testgame_get_resource,
  .parse = parse_cb,
};

/* The data the current call plays with (the built-in data inside a match replayed with it);
 * every state was made after testgame_prepare () loaded it. */
const TestgameData *
testgame_data (GError **error)
{
  return ludus_component_data_get_parsed (ludus_component_data_get (&testgame_data_loader,
                                                                    error));
}

gboolean
testgame_prepare (GError **error)
{
  return testgame_data (error) != NULL;
}
