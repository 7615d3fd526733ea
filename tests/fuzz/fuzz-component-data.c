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
  g_autoptr(JsonNode) root = NULL;

  /* The guarded reader once (fuzz-json fuzzes it on its own), then every game's parser. */
  root = ludus_json_parse ((const char *) data, size, LUDUS_JSON_MAX_DEPTH, NULL);
  if (root == NULL)
    return 0;
  for (guint i = 0; i < games->len; i++)
    {
      const LudusDataLoader *loader = ludus_game_get_data_loader (g_ptr_array_index (games, i));
      g_autoptr(GError) error = NULL;
      gpointer parsed;

      if (loader == NULL)
        continue;
      parsed = loader->parse (root, &error);
      if (parsed == NULL && error == NULL)
        g_error ("%s: its component data is refused without a reason", loader->game_id);
      g_free (parsed);
    }
  return 0;
}
