/* fuzz-save.c: the save loader, with its replay and snapshot check, on any bytes
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
  g_autoptr(LudusMatch) match = NULL;
  g_autoptr(LudusMatch) again = NULL;
  g_autofree char *text = NULL;
  gsize length;

  match = ludus_match_load_from_data (fuzz_registry (), (const char *) data, size, NULL);
  if (match == NULL)
    return 0;

  /* A save that loads saves and loads again to the same match, and plays on. */
  text = ludus_match_to_data (match, &length);
  again = ludus_match_load_from_data (fuzz_registry (), text, length, NULL);
  if (again == NULL)
    g_error ("a save that loaded does not load once saved again");
  if (ludus_match_can_undo (match))
    ludus_match_undo (match, NULL);
  if (ludus_match_can_redo (match))
    ludus_match_redo (match, NULL);
  fuzz_play (ludus_match_get_game (match),
             ludus_game_copy_state (ludus_match_get_game (match), ludus_match_get_state (match)),
             data, size, 4);
  return 0;
}
