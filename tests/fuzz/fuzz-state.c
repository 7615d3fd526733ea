/* fuzz-state.c: each game's state_from_json, then its legal moves, apply and views
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "fuzz-common.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_registry ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  GPtrArray *games = ludus_registry_get_games (fuzz_registry ());
  g_autoptr(JsonNode) node = ludus_json_parse ((const char *) data, size, LUDUS_JSON_MAX_DEPTH,
                                               NULL);

  if (node == NULL)
    return 0;
  for (guint i = 0; i < games->len; i++)
    {
      LudusGame *game = g_ptr_array_index (games, i);
      LudusState *state = ludus_game_state_from_json (game, node, NULL);

      if (state != NULL)
        fuzz_play (game, state, data, size, 12);
    }
  return 0;
}
