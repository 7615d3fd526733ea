/* ludus-match.h: a match (seats, seed, options, moves), undo, saves
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ludus-game.h"
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

typedef enum
{
  LUDUS_SEAT_HUMAN,
  LUDUS_SEAT_COMPUTER,
} LudusSeatKind;

typedef struct
{
  char          *name;
  char          *colour;   /* "#rrggbb" */
  LudusSeatKind  kind;
} LudusSeat;

typedef struct
{
  guint     player;
  LudusMove move;
} LudusMatchMove;

#define LUDUS_TYPE_MATCH (ludus_match_get_type ())
G_DECLARE_FINAL_TYPE (LudusMatch, ludus_match, LUDUS, MATCH, GObject)

LudusMatch           *ludus_match_new               (LudusGame        *game,
                                                     guint             n_seats,
                                                     const LudusSeat  *seats,
                                                     guint64           seed,
                                                     const int        *options,
                                                     gboolean          casual,
                                                     GError          **error);
LudusGame            *ludus_match_get_game          (LudusMatch       *self);
guint                 ludus_match_get_n_seats       (LudusMatch       *self);
const LudusSeat      *ludus_match_get_seat          (LudusMatch       *self,
                                                     guint             seat);
guint64               ludus_match_get_seed          (LudusMatch       *self);
const int            *ludus_match_get_options       (LudusMatch       *self);
gboolean              ludus_match_get_casual        (LudusMatch       *self);

/* The current position (full information). */
const LudusState     *ludus_match_get_state         (LudusMatch       *self);
/* The position after the first index moves (0 is the start). */
const LudusState     *ludus_match_get_state_at      (LudusMatch       *self,
                                                     guint             index);
guint                 ludus_match_get_n_moves       (LudusMatch       *self);
const LudusMatchMove *ludus_match_get_move          (LudusMatch       *self,
                                                     guint             index);
guint                 ludus_match_get_n_redo        (LudusMatch       *self);
char                 *ludus_match_describe_move     (LudusMatch       *self,
                                                     guint             index,
                                                     int               viewer);
GStrv                 ludus_match_describe_automatic_moves (LudusMatch *self,
                                                            guint       index,
                                                            int         viewer);
gboolean              ludus_match_is_over           (LudusMatch       *self);
guint                 ludus_match_get_actors        (LudusMatch       *self);

gboolean              ludus_match_apply             (LudusMatch       *self,
                                                     guint             player,
                                                     const LudusMove  *move,
                                                     GError          **error);
/* Undo: never past a random draw or information revealed to another player
 * (the game's epoch changes), unless the match is casual. */
gboolean              ludus_match_can_undo          (LudusMatch       *self);
gboolean              ludus_match_undo              (LudusMatch       *self,
                                                     GError          **error);
gboolean              ludus_match_can_redo          (LudusMatch       *self);
gboolean              ludus_match_redo              (LudusMatch       *self,
                                                     GError          **error);
/* Makes one random move for a computer seat that must act; FALSE if none. */
gboolean              ludus_match_play_computer     (LudusMatch       *self,
                                                     GError          **error);

/* Saves */
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
/* Where every applied move is saved at once; NULL turns autosave off. */
void                  ludus_match_set_autosave_path (LudusMatch       *self,
                                                     const char       *path);
const char           *ludus_match_get_autosave_path (LudusMatch       *self);

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
