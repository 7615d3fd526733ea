/* ludus-autosaves.h: the autosaved matches in the user data directory
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* What the gallery shows about an autosave without replaying it. A file that cannot be
 * read as a save is listed too, with error saying why, so that it can be removed. */
typedef struct
{
  char      *path;
  GError    *error;      /* why the file is damaged, or NULL */
  char      *game_id;
  GStrv      seat_names;
  guint      n_moves;
  GDateTime *modified;
  JsonNode  *snapshot;   /* the saved position in the game's JSON form, or NULL */
} LudusAutosave;

void       ludus_autosave_free     (LudusAutosave *autosave);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LudusAutosave, ludus_autosave_free)

/* user_data_dir/ludus/matches */
char      *ludus_autosave_dir      (void);
/* A new, unused file name in that directory for a match of game_id, which is created. */
char      *ludus_autosave_new_path (const char  *game_id,
                                    GError     **error);
/* The autosaves, newest first, damaged ones (error set) among them; temporary files of
 * interrupted saves are removed. Element type LudusAutosave. */
GPtrArray *ludus_autosave_list     (void);
/* Reads the summary of one file; the error's message does not name the file. */
LudusAutosave *ludus_autosave_read (const char  *path,
                                    GError     **error);

G_END_DECLS
