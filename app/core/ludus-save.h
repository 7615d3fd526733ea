/* ludus-save.h: the save file format, saving and loading matches, atomic writes
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What ludus-save.c does: a match to a save document and back (replaying its moves and checking
 * the snapshot), errors a player can act on, and the atomic writes every save goes through.
 * Every file is read through ludus-json.h's guarded reader.
 */
#pragma once

#include "ludus-match.h"
#include "ludus-registry.h"

G_BEGIN_DECLS

/* The save format written by this version; newer ones are refused. */
#define LUDUS_SAVE_FORMAT_NAME    "ludus-save"
#define LUDUS_SAVE_FORMAT_VERSION 1
/* Input limits: larger or deeper files cannot be real matches. */
#define LUDUS_SAVE_MAX_BYTES      (32 * 1024 * 1024)
#define LUDUS_SAVE_MAX_DEPTH      64
#define LUDUS_SAVE_MAX_MOVES      200000

#define LUDUS_SAVE_ERROR (ludus_save_error_quark ())

typedef enum
{
  LUDUS_SAVE_ERROR_IO,
  LUDUS_SAVE_ERROR_NOT_JSON,
  LUDUS_SAVE_ERROR_TRUNCATED,
  LUDUS_SAVE_ERROR_SHAPE,
  LUDUS_SAVE_ERROR_NOT_A_SAVE,
  LUDUS_SAVE_ERROR_NEWER_FORMAT,
  LUDUS_SAVE_ERROR_UNKNOWN_GAME,
  LUDUS_SAVE_ERROR_RULES_VERSION,
  LUDUS_SAVE_ERROR_ILLEGAL_MOVE,
  LUDUS_SAVE_ERROR_SNAPSHOT_MISMATCH,
  LUDUS_SAVE_ERROR_TOO_LARGE,
  LUDUS_SAVE_ERROR_TOO_DEEP,
  LUDUS_SAVE_ERROR_OTHER_DATA,
} LudusSaveError;

/**
 * LudusLoadFlags:
 * @LUDUS_LOAD_NONE: play with the component data in use
 * @LUDUS_LOAD_BUILTIN_DATA: play with the game's built-in component data (a save made with
 *   it, opened while an override is in use; see %LUDUS_SAVE_ERROR_OTHER_DATA)
 */
typedef enum
{
  LUDUS_LOAD_NONE         = 0,
  LUDUS_LOAD_BUILTIN_DATA = 1 << 0,
} LudusLoadFlags;

GQuark ludus_save_error_quark (void);

/* Saves of a match, and matches from saves. */
JsonNode             *ludus_match_to_json           (LudusMatch       *self);
char                 *ludus_match_to_data           (LudusMatch       *self,
                                                     gsize            *length);
gboolean              ludus_match_save              (LudusMatch       *self,
                                                     const char       *path,
                                                     GError          **error);
LudusMatch           *ludus_match_load              (LudusRegistry    *registry,
                                                     const char       *path,
                                                     GError          **error);
LudusMatch           *ludus_match_load_from_data    (LudusRegistry    *registry,
                                                     const char       *data,
                                                     gsize             length,
                                                     GError          **error);
LudusMatch           *ludus_match_load_full         (LudusRegistry    *registry,
                                                     const char       *path,
                                                     LudusLoadFlags    flags,
                                                     GError          **error);
LudusMatch           *ludus_match_load_from_data_full (LudusRegistry  *registry,
                                                       const char     *data,
                                                       gsize           length,
                                                       LudusLoadFlags  flags,
                                                       GError        **error);
/* Atomic write of a whole file: the old file stays intact on any failure. It keeps the mode
 * of the file it replaces, and writes through symlinks; a new file gets new_file_mode (less
 * the umask). */
gboolean              ludus_write_file_atomic       (const char       *path,
                                                     const char       *data,
                                                     gsize             length,
                                                     GError          **error);
gboolean              ludus_write_file_atomic_full  (const char       *path,
                                                     const char       *data,
                                                     gsize             length,
                                                     int               new_file_mode,
                                                     GError          **error);
/* Removes the temporary files that interrupted saves left in dir: those of the file named
 * base, or all of them if base is NULL. One that a save is still writing is left alone. */
void                  ludus_remove_stale_temporaries (const char      *dir,
                                                      const char      *base);

G_END_DECLS
