/* ludus-test-json.c: a state's JSON round trip, checked for every game
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-test-json.h"

gboolean
ludus_test_round_trip (LudusGame        *game,
                       const LudusState *state,
                       GError          **error)
{
  g_autoptr(JsonNode) node = ludus_game_state_to_json (game, state);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(JsonNode) parsed = json_from_string (text, error);
  g_autoptr(LudusState) loaded = NULL;
  gsize size = ludus_state_get_size (state);

  if (parsed == NULL)
    return FALSE;
  loaded = ludus_game_state_from_json (game, parsed, error);
  if (loaded == NULL)
    return FALSE;
  for (gsize i = 0; i < size; i++)
    if (((const guint8 *) loaded)[i] != ((const guint8 *) state)[i])
      {
        g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                     "the state read back differs from the one written, first at byte %"
                     G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT, i, size);
        return FALSE;
      }
  return TRUE;
}
