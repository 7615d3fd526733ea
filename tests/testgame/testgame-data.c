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

/* Fills data (zeroed) from a components.json document. */
static gboolean
testgame_data_parse (JsonNode      *root,
                     TestgameData  *data,
                     GError       **error)
{
  JsonObject *object;
  const char *format;
  gint64 value;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                           _("Tesserae component data: the document is not a JSON object"));
      return FALSE;
    }
  object = json_node_get_object (root);
  format = ludus_json_get_string (object, "format", error);
  if (format == NULL || !ludus_json_get_int (object, "version", 1, 1, NULL, error))
    return FALSE;
  if (strcmp (format, "ludus-testgame-components") != 0)
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_DATA,
                           _("Tesserae component data: “format” must be "
                             "“ludus-testgame-components”"));
      return FALSE;
    }
  if (!ludus_json_get_int (object, "hand_size", 1, 4, &value, error))
    return FALSE;
  data->hand_size = (guint) value;
  return TRUE;
}

/* testgame_data_loader, and testgame_data_get (): the data the current call plays with (the
 * built-in data inside a match replayed with it); the core loads it before the first state. */
LUDUS_DEFINE_DATA_LOADER (testgame_data, TestgameData, TESTGAME_ID,
                          "/io/github/ludusgames/Ludus/testgame/components.json",
                          testgame_get_resource)
