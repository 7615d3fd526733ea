/* fuzz-component-data.c: every game's component-data parser and validator on any bytes
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a user's override in ~/.local/share/ludus/games/<id>/components.json goes through.
 * A game's parser returns one block that g_free () releases (see LudusDataParseFunc).
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

  for (guint i = 0; i < games->len; i++)
    {
      const LudusDataLoader *loader = ludus_game_get_data_loader (g_ptr_array_index (games, i));

      if (loader != NULL)
        g_free (ludus_component_data_parse_bytes (loader, (const char *) data, size, NULL));
    }
  return 0;
}
