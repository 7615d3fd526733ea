/* ludus-save.c: the save file format, atomic writes and careful loading
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save file is one JSON object:
 *
 *   {
 *     "format": "ludus-save", "version": 1,
 *     "game": "<game id>", "rules_version": <n>,
 *     "component_data": "sha256:<hex>"   (the digest of the game's component data the match
 *                                          was played with; games without data leave it out)
 *     "saved": "<ISO 8601 time>",
 *     "seats": [ { "name": "...", "colour": "#rrggbb", "kind": "human"|"computer",
 *                  "deal_setup": true (only if the seat's setup decisions are dealt),
 *                  "level": "easy"|"normal"|"hard" (computer seats only) }, ... ],
 *     "seed": "<unsigned 64-bit decimal>",
 *     "options": { "<option id>": <int>, ... },
 *     "casual": false,
 *     "moves": [ { "player": <seat>, "kind": "<move kind>", "args": [ ... ] }, ... ],
 *     "redo": [ same form; the last one is redone first ],
 *     "snapshot": { the game's state after all moves, in the game's JSON form }
 *   }
 *
 * Loading replays "moves" from the seed and compares the result with
 * "snapshot"; any difference is an error. The move list is the truth.
 *
 * "component_data" came after format version 1 and is optional, so that every earlier save
 * loads and replays as before, and earlier versions of Ludus ignore it. When the moves do
 * not replay with the data in use and that is a user's override, the save is tried with the
 * built-in data: if it replays, the error is LUDUS_SAVE_ERROR_OTHER_DATA and
 * LUDUS_LOAD_BUILTIN_DATA opens it with that data.
 *
 * A computer seat's "level" came after format version 1 too: a save without it (every save
 * of Ludus 0.1) plays its computer seats at LUDUS_LEVEL_DEFAULT, normal. Earlier versions of
 * Ludus ignore it.
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "ludus-component-data.h"
#include "ludus-json.h"
#include "ludus-match-private.h"

G_DEFINE_QUARK (ludus-save-error-quark, ludus_save_error)

static JsonNode *
match_move_to_json (LudusGame            *game,
                    const LudusMatchMove *move)
{
  JsonNode *node = ludus_game_move_to_json (game, &move->move);
  JsonObject *object = json_node_get_object (node);

  json_object_set_int_member (object, "player", move->player);
  return node;
}

static JsonNode *
moves_to_json (LudusGame            *game,
               const LudusMatchMove *moves,
               guint                 n_moves)
{
  JsonArray *array = json_array_sized_new (n_moves);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < n_moves; i++)
    json_array_add_element (array, match_move_to_json (game, &moves[i]));
  json_node_take_array (node, array);
  return node;
}

/**
 * ludus_match_to_json:
 *
 * Returns: (transfer full): the match as a save document
 */
JsonNode *
ludus_match_to_json (LudusMatch *self)
{
  LudusGame *game = ludus_match_get_game (self);
  JsonObject *root = json_object_new ();
  JsonArray *seats = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *saved = NULL;
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, ludus_match_get_seed (self));
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));

  json_object_set_string_member (root, "format", LUDUS_SAVE_FORMAT_NAME);
  json_object_set_int_member (root, "version", LUDUS_SAVE_FORMAT_VERSION);
  json_object_set_string_member (root, "game", ludus_game_get_id (game));
  json_object_set_int_member (root, "rules_version", ludus_game_get_rules_version (game));
  {
    const LudusComponentData *data = ludus_game_get_component_data (game, NULL);

    if (data != NULL)
      json_object_set_string_member (root, "component_data",
                                     ludus_component_data_get_digest (data));
  }
  saved = g_date_time_format_iso8601 (now);
  json_object_set_string_member (root, "saved", saved ? saved : "");

  for (guint i = 0; i < ludus_match_get_n_seats (self); i++)
    {
      const LudusSeat *seat = ludus_match_get_seat (self, i);
      JsonObject *object = json_object_new ();

      json_object_set_string_member (object, "name", seat->name ? seat->name : "");
      json_object_set_string_member (object, "colour", seat->colour ? seat->colour : "");
      json_object_set_string_member (object, "kind",
                                     seat->kind == LUDUS_SEAT_COMPUTER ? "computer" : "human");
      /* Written only when set: saves without it load as before. */
      if (seat->deal_setup)
        json_object_set_boolean_member (object, "deal_setup", TRUE);
      if (seat->kind == LUDUS_SEAT_COMPUTER)
        json_object_set_string_member (object, "level", ludus_level_to_string (seat->level));
      json_array_add_object_element (seats, object);
    }
  json_object_set_array_member (root, "seats", seats);
  json_object_set_string_member (root, "seed", seed);
  json_object_set_member (root, "options",
                          ludus_game_options_to_json (game, ludus_match_get_options (self)));
  json_object_set_boolean_member (root, "casual", ludus_match_get_casual (self));

  for (guint i = 0; i < ludus_match_get_n_moves (self); i++)
    g_array_append_val (moves, *ludus_match_get_move (self, i));
  json_object_set_member (root, "moves",
                          moves_to_json (game, (LudusMatchMove *) (gpointer) moves->data, moves->len));

  {
    guint n_redo;
    const LudusMatchMove *redo = ludus_match_get_redo_moves (self, &n_redo);

    json_object_set_member (root, "redo", moves_to_json (game, redo, n_redo));
  }
  json_object_set_member (root, "snapshot",
                          ludus_game_state_to_json (game, ludus_match_get_state (self)));

  json_node_take_object (node, root);
  return node;
}

/**
 * ludus_match_to_data:
 * @length: (out) (optional): the length of the text
 *
 * Returns: (transfer full): the save document as indented JSON text
 */
char *
ludus_match_to_data (LudusMatch *self,
                     gsize      *length)
{
  g_autoptr(JsonNode) root = ludus_match_to_json (self);
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 1);
  return json_generator_to_data (generator, length);
}

/* A temporary file of a save of BASE is ".BASE.ludus-XXXXXX"; it is locked (flock) while its
 * save runs. Ludus 0.1 saved with g_file_set_contents (), whose temporary files are
 * "BASE.XXXXXX" and never locked. */
#define TEMP_INFIX ".ludus-"
#define TEMP_LOCKED_AGE  10      /* seconds: a save between mkstemp and flock is never older */
#define TEMP_LEGACY_AGE  600

/* The file a path names after following every symlink (which need not exist yet), so that a
 * save through a link replaces the file the link points to, and keeps the link. */
static char *
resolve_target (const char  *path,
                GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint hops = 0; hops < 40; hops++)
    {
      g_autofree char *link = NULL;
      GStatBuf st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      link = g_file_read_link (current, error);
      if (link == NULL)
        return NULL;
      if (!g_path_is_absolute (link))
        {
          g_autofree char *dir = g_path_get_dirname (current);

          g_free (current);
          current = g_build_filename (dir, link, NULL);
        }
      else
        {
          g_free (current);
          current = g_steal_pointer (&link);
        }
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP, "%s", g_strerror (ELOOP));
  return NULL;
}

static gboolean
is_temporary_name (const char *name,
                   const char *base,
                   gboolean   *legacy)
{
  gsize n = strlen (name);

  /* ".BASE.ludus-XXXXXX" */
  if (name[0] == '.' && n > strlen (TEMP_INFIX) + 7 &&
      strncmp (name + n - 6 - strlen (TEMP_INFIX), TEMP_INFIX, strlen (TEMP_INFIX)) == 0 &&
      (base == NULL || (n == strlen (base) + strlen (TEMP_INFIX) + 7 &&
                        strncmp (name + 1, base, strlen (base)) == 0)))
    {
      *legacy = FALSE;
      return TRUE;
    }
  /* "BASE.XXXXXX", six letters or digits */
  if (n > 7 && name[n - 7] == '.' && (base == NULL || (n == strlen (base) + 7 &&
                                                      strncmp (name, base, n - 7) == 0)))
    {
      gboolean word = TRUE;

      for (gsize i = n - 6; i < n; i++)
        {
          if (!g_ascii_isalnum (name[i]))
            return FALSE;
          word = word && g_ascii_islower (name[i]);
        }
      /* Six lower-case letters are more likely a word (“.backup”) than GLib's random mix. */
      if (word)
        return FALSE;
      /* Only beside a Ludus file: never “notes.backup1”. */
      if (base == NULL)
        {
          g_autofree char *stem = g_strndup (name, n - 7);

          if (!g_str_has_suffix (stem, ".json") && !g_str_has_suffix (stem, ".ludus"))
            return FALSE;
        }
      *legacy = TRUE;
      return TRUE;
    }
  return FALSE;
}

/* Whether a temporary file is left from a save that is over: nobody holds its lock, and it
 * is older than any running save's could be. */
static gboolean
is_stale (const char *path,
          gboolean    legacy)
{
  GStatBuf st;
  gboolean stale;
  int fd;

  if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode) ||
      time (NULL) - st.st_mtime < (legacy ? TEMP_LEGACY_AGE : TEMP_LOCKED_AGE))
    return FALSE;
  if (legacy)
    return TRUE;
  fd = g_open (path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    return FALSE;
  stale = flock (fd, LOCK_EX | LOCK_NB) == 0;
  close (fd);
  return stale;
}

/**
 * ludus_remove_stale_temporaries:
 * @dir: a folder saves are written to
 * @base: (nullable): the name of one file there, or %NULL for every file
 *
 * Removes the temporary files of saves that were interrupted (a crash, a power cut) before
 * they renamed their file into place. A save that is still writing holds a lock on its
 * temporary file, and is left alone.
 */
void
ludus_remove_stale_temporaries (const char *dir,
                                const char *base)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = NULL;
      gboolean legacy = FALSE;

      if (!is_temporary_name (name, base, &legacy))
        continue;
      path = g_build_filename (dir, name, NULL);
      if (is_stale (path, legacy) && g_unlink (path) == 0)
        g_debug ("Removed %s, left by an interrupted save", path);
    }
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

static gboolean
save_error (GError     **error,
            const char  *path,
            int          saved_errno)
{
  g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_IO,
               _("Could not save to %s: %s"), path, g_strerror (saved_errno));
  return FALSE;
}

/* Writes the temporary file and renames it over target; FALSE with errno set. */
static gboolean
replace_file (const char  *target,
              const char  *data,
              gsize        length,
              gboolean     exists,
              const GStatBuf *st,
              int          new_file_mode)
{
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *name = g_strconcat (".", base, TEMP_INFIX "XXXXXX", NULL);
  g_autofree char *temporary = g_build_filename (dir, name, NULL);
  int fd, dir_fd, saved_errno;

  fd = g_mkstemp_full (temporary, O_RDWR | O_CLOEXEC, exists ? 0600 : new_file_mode);
  if (fd < 0)
    return FALSE;
  /* Held until the file is renamed into place: a cleaner never takes it for stale. */
  flock (fd, LOCK_EX);
  if (exists)
    {
      /* The mode the player gave the file stays; so do its owner and group where allowed. */
      if (fchmod (fd, st->st_mode & 07777) != 0)
        goto failed;
      if ((st->st_uid != geteuid () || st->st_gid != getegid ()) &&
          fchown (fd, st->st_uid, st->st_gid) != 0)
        g_debug ("Could not keep the owner of %s: %s", target, g_strerror (errno));
    }
  /* Synced before the rename, the first save of a new file as well: after a power cut the
   * name holds the old contents or the new, never an empty file. */
  if (!write_all (fd, data, length) || fsync (fd) != 0 || g_rename (temporary, target) != 0)
    goto failed;
  close (fd);

  dir_fd = g_open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  if (dir_fd >= 0)
    {
      fsync (dir_fd);
      close (dir_fd);
    }
  return TRUE;

failed:
  saved_errno = errno;
  g_unlink (temporary);
  close (fd);
  errno = saved_errno;
  return FALSE;
}

/**
 * ludus_write_file_atomic_full:
 * @new_file_mode: the mode of a new file (less the umask), such as 0666 or 0600
 *
 * Writes @data to a temporary file beside the file @path names, flushes it to disk and
 * renames it over that file, so that it holds either the old or the new contents, never a
 * part, even after a power cut. A symlink at @path (or a chain of them) is followed and kept;
 * the file it points to is replaced, with its mode (and, where allowed, owner). Temporary
 * files of earlier saves of the same file that were interrupted are removed. On failure
 * (read-only place, full disk) the old file is intact and @error says what happened and where.
 */
gboolean
ludus_write_file_atomic_full (const char  *path,
                              const char  *data,
                              gsize        length,
                              int          new_file_mode,
                              GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *target = resolve_target (path, &local_error);
  g_autofree char *dir = NULL, *base = NULL;
  gboolean exists;
  GStatBuf st;

  if (target == NULL)
    {
      g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_IO,
                   _("Could not save to %s: %s"), path, local_error->message);
      return FALSE;
    }

  /* Renaming over a device, a directory or a pipe would destroy it, not write to it:
   * refuse anything that exists and is not a regular file. */
  exists = g_stat (target, &st) == 0;
  if (exists && !S_ISREG (st.st_mode))
    {
      g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_IO,
                   _("Could not save to %s: it is not a regular file"), path);
      return FALSE;
    }

  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  ludus_remove_stale_temporaries (dir, base);
  if (!replace_file (target, data, length, exists, &st, new_file_mode))
    return save_error (error, path, errno);
  return TRUE;
}

/**
 * ludus_write_file_atomic:
 *
 * ludus_write_file_atomic_full () with the usual mode for a new file, 0666 less the umask.
 */
gboolean
ludus_write_file_atomic (const char  *path,
                         const char  *data,
                         gsize        length,
                         GError     **error)
{
  return ludus_write_file_atomic_full (path, data, length, 0666, error);
}

/**
 * ludus_match_save:
 * @path: where to save
 *
 * Saves atomically: on failure the previous file at @path is intact.
 */
gboolean
ludus_match_save (LudusMatch  *self,
                  const char  *path,
                  GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (LUDUS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = ludus_match_to_data (self, &length);
  /* A new autosave holds every hidden hand: only its owner may read it. */
  return ludus_write_file_atomic_full (path, data, length,
                                       g_strcmp0 (path, ludus_match_get_autosave_path (self)) == 0
                                       ? 0600 : 0666, error);
}

/* The save error for an error of ludus_file_read () or ludus_json_parse (). */
static int
save_error_code (const GError *error)
{
  if (error->domain != LUDUS_FILE_ERROR)
    return LUDUS_SAVE_ERROR_IO;
  switch ((LudusFileError) error->code)
    {
    case LUDUS_FILE_ERROR_TOO_LARGE:
      return LUDUS_SAVE_ERROR_TOO_LARGE;
    case LUDUS_FILE_ERROR_EMPTY:
    case LUDUS_FILE_ERROR_TRUNCATED:
      return LUDUS_SAVE_ERROR_TRUNCATED;
    case LUDUS_FILE_ERROR_NOT_JSON:
      return LUDUS_SAVE_ERROR_NOT_JSON;
    case LUDUS_FILE_ERROR_TOO_DEEP:
      return LUDUS_SAVE_ERROR_TOO_DEEP;
    case LUDUS_FILE_ERROR_IO:
    case LUDUS_FILE_ERROR_NOT_REGULAR:
    default:
      return LUDUS_SAVE_ERROR_IO;
    }
}

static gboolean
shape_error (GError     **error,
             const char  *member,
             const char  *expected)
{
  g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SHAPE,
               _("The save’s “%s” is missing or is not %s"), member, expected);
  return FALSE;
}

static JsonNode *
member_of_type (JsonObject *root,
                const char *member,
                GType       value_type,
                JsonNodeType node_type)
{
  JsonNode *node = json_object_get_member (root, member);

  if (node == NULL || JSON_NODE_TYPE (node) != node_type)
    return NULL;
  if (node_type == JSON_NODE_VALUE && json_node_get_value_type (node) != value_type)
    return NULL;
  return node;
}

/* A computer seat's level; a save without one (made before levels) plays it at the default. */
static gboolean
read_level (JsonObject  *seat,
            guint        index,
            LudusLevel  *level,
            GError     **error)
{
  JsonNode *node = json_object_get_member (seat, "level");

  *level = LUDUS_LEVEL_DEFAULT;
  if (node == NULL)
    return TRUE;
  if (member_of_type (seat, "level", G_TYPE_STRING, JSON_NODE_VALUE) != NULL &&
      ludus_level_from_string (json_node_get_string (node), level))
    return TRUE;
  g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SHAPE,
               _("Seat %u (index %u) of the save’s “seats” has a “level” that is not “easy”, "
                 "“normal” or “hard”"), index + 1, index);
  return FALSE;
}

static gboolean
read_seats (JsonObject  *root,
            LudusSeat   *seats,
            guint       *n_seats,
            GError     **error)
{
  JsonNode *node = member_of_type (root, "seats", 0, JSON_NODE_ARRAY);
  JsonArray *array;

  if (node == NULL)
    return shape_error (error, "seats", _("a list of seats"));

  array = json_node_get_array (node);
  if (json_array_get_length (array) == 0 || json_array_get_length (array) > LUDUS_MAX_PLAYERS)
    return shape_error (error, "seats", _("a list of 1 to 6 seats"));

  *n_seats = json_array_get_length (array);
  for (guint i = 0; i < *n_seats; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      JsonObject *seat;
      JsonNode *name, *colour, *kind, *deal;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        return shape_error (error, "seats", _("a list of seat objects"));
      seat = json_node_get_object (element);
      name = member_of_type (seat, "name", G_TYPE_STRING, JSON_NODE_VALUE);
      colour = member_of_type (seat, "colour", G_TYPE_STRING, JSON_NODE_VALUE);
      kind = member_of_type (seat, "kind", G_TYPE_STRING, JSON_NODE_VALUE);
      if (name == NULL || colour == NULL || kind == NULL ||
          (!g_str_equal (json_node_get_string (kind), "human") &&
           !g_str_equal (json_node_get_string (kind), "computer")))
        {
          g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SHAPE,
                       _("Seat %u (index %u) of the save’s “seats” needs a “name”, a “colour” "
                         "and a “kind” that is “human” or “computer”"), i + 1, i);
          return FALSE;
        }

      seats[i].name = (char *) json_node_get_string (name);
      seats[i].colour = (char *) json_node_get_string (colour);
      seats[i].kind = g_str_equal (json_node_get_string (kind), "computer")
                      ? LUDUS_SEAT_COMPUTER : LUDUS_SEAT_HUMAN;
      deal = json_object_get_member (seat, "deal_setup");
      if (deal != NULL && (!JSON_NODE_HOLDS_VALUE (deal) ||
                           json_node_get_value_type (deal) != G_TYPE_BOOLEAN))
        {
          g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SHAPE,
                       _("Seat %u (index %u) of the save’s “seats” has a “deal_setup” that is "
                         "not true or false"), i + 1, i);
          return FALSE;
        }
      seats[i].deal_setup = deal != NULL && json_node_get_boolean (deal);
      if (!read_level (seat, i, &seats[i].level, error))
        return FALSE;
    }

  return TRUE;
}

static GArray *
read_moves (LudusGame   *game,
            JsonObject  *root,
            const char  *member,
            guint        n_seats,
            GError     **error)
{
  JsonNode *node = member_of_type (root, member, 0, JSON_NODE_ARRAY);
  g_autoptr(GArray) moves = NULL;
  JsonArray *array;
  guint n;

  if (node == NULL)
    {
      shape_error (error, member, _("a list of moves"));
      return NULL;
    }

  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n > LUDUS_SAVE_MAX_MOVES)
    {
      g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_TOO_LARGE,
                   _("The save holds %u moves; no real match has more than %d"),
                   n, LUDUS_SAVE_MAX_MOVES);
      return NULL;
    }

  moves = g_array_sized_new (FALSE, FALSE, sizeof (LudusMatchMove), n);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autoptr(GError) local_error = NULL;
      LudusMatchMove move = { 0 };
      JsonNode *player;

      player = JSON_NODE_HOLDS_OBJECT (element)
               ? member_of_type (json_node_get_object (element), "player", G_TYPE_INT64,
                                 JSON_NODE_VALUE)
               : NULL;
      if (player == NULL || json_node_get_int (player) < 0 ||
          json_node_get_int (player) >= n_seats)
        {
          g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SHAPE,
                       _("Move %u (index %u) of “%s” has no valid “player”"), i + 1, i, member);
          return NULL;
        }
      move.player = (guint) json_node_get_int (player);

      if (!ludus_game_move_from_json (game, element, &move.move, &local_error))
        {
          g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_ILLEGAL_MOVE,
                       _("Move %u (index %u) of “%s” is malformed: %s"),
                       i + 1, i, member, local_error->message);
          return NULL;
        }
      g_array_append_val (moves, move);
    }

  return g_steal_pointer (&moves);
}

static gboolean
check_header (LudusRegistry  *registry,
              JsonObject     *root,
              LudusGame     **game,
              GError        **error)
{
  JsonNode *format = member_of_type (root, "format", G_TYPE_STRING, JSON_NODE_VALUE);
  JsonNode *version = member_of_type (root, "version", G_TYPE_INT64, JSON_NODE_VALUE);
  JsonNode *game_id = member_of_type (root, "game", G_TYPE_STRING, JSON_NODE_VALUE);
  JsonNode *rules = member_of_type (root, "rules_version", G_TYPE_INT64, JSON_NODE_VALUE);

  if (format == NULL || !g_str_equal (json_node_get_string (format), LUDUS_SAVE_FORMAT_NAME))
    {
      g_set_error_literal (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_NOT_A_SAVE,
                           _("The file is JSON but not a Ludus save"));
      return FALSE;
    }
  if (version == NULL || json_node_get_int (version) < 1)
    return shape_error (error, "version", _("a format version"));
  if (json_node_get_int (version) > LUDUS_SAVE_FORMAT_VERSION)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                 json_node_get_int (version));

      g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_NEWER_FORMAT,
                   _("The save uses format version %s, newer than this Ludus reads (%d); "
                     "update Ludus to open it"), number, LUDUS_SAVE_FORMAT_VERSION);
      return FALSE;
    }
  if (game_id == NULL)
    return shape_error (error, "game", _("a game id"));

  *game = ludus_registry_lookup (registry, json_node_get_string (game_id));
  if (*game == NULL)
    {
      /* The id comes from the file: escape codes in it must not reach a terminal. */
      g_autofree char *shown = ludus_text_for_message (json_node_get_string (game_id));

      g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_UNKNOWN_GAME,
                   _("The save is a match of “%s”, a game this Ludus does not have"), shown);
      return FALSE;
    }
  if (rules == NULL)
    return shape_error (error, "rules_version", _("a rules version"));
  if (json_node_get_int (rules) > ludus_game_get_rules_version (*game))
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (rules));

      g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_RULES_VERSION,
                   _("The save was made with rules version %s of this game; "
                     "this Ludus has version %u"), number, ludus_game_get_rules_version (*game));
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_seed (JsonObject  *root,
           guint64     *seed,
           GError     **error)
{
  JsonNode *node = member_of_type (root, "seed", G_TYPE_STRING, JSON_NODE_VALUE);

  if (node == NULL ||
      !g_ascii_string_to_unsigned (json_node_get_string (node), 10, 0, G_MAXUINT64, seed, NULL))
    return shape_error (error, "seed", _("a decimal number in a string"));
  return TRUE;
}

/* The first top-level member in which two positions' JSON forms differ, or
 * NULL if they are not objects. */
static char *
first_difference (LudusGame        *game,
                  const LudusState *saved,
                  const LudusState *replayed)
{
  g_autoptr(JsonNode) a = ludus_game_state_to_json (game, saved);
  g_autoptr(JsonNode) b = ludus_game_state_to_json (game, replayed);
  JsonObjectIter iter;
  const char *name;
  JsonNode *member;

  if (!JSON_NODE_HOLDS_OBJECT (a) || !JSON_NODE_HOLDS_OBJECT (b))
    return NULL;

  json_object_iter_init (&iter, json_node_get_object (b));
  while (json_object_iter_next (&iter, &name, &member))
    {
      JsonNode *other = json_object_get_member (json_node_get_object (a), name);

      if (other == NULL || !json_node_equal (other, member))
        return g_strdup (name);
    }

  json_object_iter_init (&iter, json_node_get_object (a));
  while (json_object_iter_next (&iter, &name, &member))
    if (!json_object_has_member (json_node_get_object (b), name))
      return g_strdup (name);
  return NULL;
}

/* A snapshot saved under older rules may wait for a decision with a single
 * choice, which the game now makes by itself: it is made before comparing. */
static gboolean
check_snapshot (LudusMatch  *match,
                JsonObject  *root,
                gboolean     older_rules,
                GError     **error)
{
  LudusGame *game = ludus_match_get_game (match);
  JsonNode *node = json_object_get_member (root, "snapshot");
  g_autoptr(GError) local_error = NULL;
  LudusState *snapshot;
  gboolean equal;

  if (node == NULL)
    return shape_error (error, "snapshot", _("a game state"));

  snapshot = ludus_game_state_from_json (game, node, &local_error);
  if (snapshot == NULL)
    {
      g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SNAPSHOT_MISMATCH,
                   _("The saved position is damaged: %s"), local_error->message);
      return FALSE;
    }

  if (older_rules)
    ludus_game_make_automatic_moves (game, snapshot);
  equal = ludus_game_states_equal (game, snapshot, ludus_match_get_state (match));
  if (!equal)
    {
      g_autofree char *member = first_difference (game, snapshot, ludus_match_get_state (match));

      if (member != NULL)
        g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SNAPSHOT_MISMATCH,
                     _("The saved position does not match the position its %u moves lead to "
                       "(first in “%s”); the file was changed or damaged"),
                     ludus_match_get_n_moves (match), member);
      else
        g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SNAPSHOT_MISMATCH,
                     _("The saved position does not match the position its %u moves lead to; "
                       "the file was changed or damaged"), ludus_match_get_n_moves (match));
    }
  ludus_game_free_state (game, snapshot);
  return equal;
}

static LudusMatch *
match_from_root (LudusRegistry  *registry,
                 JsonObject     *root,
                 LudusLoadFlags  flags,
                 GError        **error)
{
  LudusSeat seats[LUDUS_MAX_PLAYERS] = { { 0 } };
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GArray) redo = NULL;
  g_autoptr(LudusMatch) match = NULL;
  g_autofree int *options = NULL;
  g_autoptr(GError) local_error = NULL;
  LudusGame *game = NULL;
  JsonNode *casual;
  guint n_seats = 0, rules_version;
  guint64 seed;

  if (!check_header (registry, root, &game, error) ||
      !read_seats (root, seats, &n_seats, error) ||
      !read_seed (root, &seed, error))
    return NULL;
  if (flags & LUDUS_LOAD_BUILTIN_DATA)
    game = ludus_registry_get_builtin_data_game (registry, game);

  options = ludus_game_options_from_json (game, json_object_get_member (root, "options"),
                                          &local_error);
  if (options == NULL)
    {
      g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SHAPE,
                   _("The save’s options are wrong: %s"), local_error->message);
      return NULL;
    }

  casual = member_of_type (root, "casual", G_TYPE_BOOLEAN, JSON_NODE_VALUE);
  if (casual == NULL)
    {
      shape_error (error, "casual", _("true or false"));
      return NULL;
    }

  moves = read_moves (game, root, "moves", n_seats, error);
  if (moves == NULL)
    return NULL;
  redo = read_moves (game, root, "redo", n_seats, error);
  if (redo == NULL)
    return NULL;

  rules_version = (guint) CLAMP (json_object_get_int_member (root, "rules_version"), 0,
                                 G_MAXUINT);
  match = ludus_match_new_replayed (game, n_seats, seats, seed, options,
                                    json_node_get_boolean (casual), rules_version,
                                    (LudusMatchMove *) (gpointer) moves->data, moves->len,
                                    (LudusMatchMove *) (gpointer) redo->data, redo->len,
                                    &local_error);
  if (match == NULL)
    {
      if (local_error->domain != LUDUS_SAVE_ERROR)
        {
          g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SHAPE,
                       _("The match cannot be set up: %s"), local_error->message);
          return NULL;
        }
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  if (!check_snapshot (match, root, rules_version < ludus_game_get_rules_version (game), error))
    return NULL;

  return g_steal_pointer (&match);
}

static gboolean
is_replay_error (const GError *error)
{
  return error->domain == LUDUS_SAVE_ERROR &&
         (error->code == LUDUS_SAVE_ERROR_ILLEGAL_MOVE ||
          error->code == LUDUS_SAVE_ERROR_SNAPSHOT_MISMATCH);
}

/* The moves of root did not replay with the data in use. Says so if the save was played with
 * other component data, and whether the built-in data replays it. Returns the new error. */
static GError *
explain_other_data (LudusRegistry  *registry,
                    JsonObject     *root,
                    GError         *replay_error)
{
  JsonNode *id = json_object_get_member (root, "game");
  JsonNode *recorded = json_object_get_member (root, "component_data");
  LudusGame *game = id != NULL && JSON_NODE_HOLDS_VALUE (id) &&
                    json_node_get_value_type (id) == G_TYPE_STRING
                    ? ludus_registry_lookup (registry, json_node_get_string (id)) : NULL;
  const LudusComponentData *data = game != NULL ? ludus_game_get_component_data (game, NULL)
                                                : NULL;
  const char *digest = recorded != NULL && JSON_NODE_HOLDS_VALUE (recorded) &&
                       json_node_get_value_type (recorded) == G_TYPE_STRING
                       ? json_node_get_string (recorded) : NULL;
  g_autofree char *name = NULL;
  GError *error;

  if (data == NULL)
    return replay_error;
  name = ludus_game_get_name (game);

  if (ludus_component_data_get_path (data) != NULL)
    {
      g_autoptr(LudusMatch) builtin = match_from_root (registry, root, LUDUS_LOAD_BUILTIN_DATA,
                                                       NULL);

      if (builtin != NULL)
        {
          error = g_error_new (LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_OTHER_DATA,
                               _("This match of %s was played with the built-in component "
                                 "data, not with the data in use now, %s: with that file its "
                                 "moves do not replay. It can be replayed with the built-in "
                                 "data."), name, ludus_component_data_get_path (data));
          g_error_free (replay_error);
          return error;
        }
    }
  if (digest == NULL || g_str_equal (digest, ludus_component_data_get_digest (data)))
    return replay_error;

  /* Played with data that is no longer here (an override since changed or removed). */
  if (ludus_component_data_get_path (data) != NULL)
    error = g_error_new (LUDUS_SAVE_ERROR, replay_error->code,
                         _("%s. The match was played with other component data for %s than "
                           "the data in use now, %s."), replay_error->message, name,
                         ludus_component_data_get_path (data));
  else
    error = g_error_new (LUDUS_SAVE_ERROR, replay_error->code,
                         _("%s. The match was played with other component data for %s than "
                           "the built-in data in use now (a file in "
                           "~/.local/share/ludus/games/ that is no longer there)."),
                         replay_error->message, name);
  g_error_free (replay_error);
  return error;
}

/**
 * ludus_match_load_from_data_full:
 * @registry: where the save's game is looked up
 * @data: the save's text
 * @length: its length in bytes
 * @flags: which component data to play with
 * @error: return location for a #GError in %LUDUS_SAVE_ERROR
 *
 * Returns: (transfer full): the match, or %NULL with @error saying what is
 *   wrong and where
 */
LudusMatch *
ludus_match_load_from_data_full (LudusRegistry   *registry,
                                 const char      *data,
                                 gsize            length,
                                 LudusLoadFlags   flags,
                                 GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) root = NULL;
  LudusMatch *match;

  g_return_val_if_fail (LUDUS_IS_REGISTRY (registry), NULL);
  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length > LUDUS_SAVE_MAX_BYTES)
    {
      g_autofree char *bytes = g_strdup_printf ("%" G_GSIZE_FORMAT, length);

      g_set_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_TOO_LARGE,
                   _("The file is %s bytes, larger than any real match (at most %d)"),
                   bytes, LUDUS_SAVE_MAX_BYTES);
      return NULL;
    }

  root = ludus_json_parse (data, length, LUDUS_SAVE_MAX_DEPTH, &local_error);
  if (root == NULL)
    {
      g_set_error_literal (error, LUDUS_SAVE_ERROR, save_error_code (local_error),
                           local_error->message);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SHAPE,
                           _("The file is JSON but not a Ludus save: it is not an object"));
      return NULL;
    }

  match = match_from_root (registry, json_node_get_object (root), flags, &local_error);
  if (match == NULL && !(flags & LUDUS_LOAD_BUILTIN_DATA) && is_replay_error (local_error))
    local_error = explain_other_data (registry, json_node_get_object (root),
                                      g_steal_pointer (&local_error));
  if (match == NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return match;
}

/**
 * ludus_match_load_from_data:
 *
 * ludus_match_load_from_data_full () with the component data in use.
 */
LudusMatch *
ludus_match_load_from_data (LudusRegistry  *registry,
                            const char     *data,
                            gsize           length,
                            GError        **error)
{
  return ludus_match_load_from_data_full (registry, data, length, LUDUS_LOAD_NONE, error);
}

/**
 * ludus_match_load_full:
 * @path: the save file; it is only read, never changed
 * @flags: which component data to play with
 *
 * Returns: (transfer full): the match, or %NULL with @error set; the message
 *   names the file
 */
LudusMatch *
ludus_match_load_full (LudusRegistry   *registry,
                       const char      *path,
                       LudusLoadFlags   flags,
                       GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  gsize length = 0;
  LudusMatch *match;

  g_return_val_if_fail (LUDUS_IS_REGISTRY (registry), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  display = g_filename_display_name (path);
  data = ludus_file_read (path, LUDUS_SAVE_MAX_BYTES, &length, &local_error);
  if (data == NULL)
    {
      g_set_error (error, LUDUS_SAVE_ERROR, save_error_code (local_error),
                   _("Cannot open %s: %s"), display, local_error->message);
      return NULL;
    }

  match = ludus_match_load_from_data_full (registry, data, length, flags, &local_error);
  if (match == NULL)
    {
      g_set_error (error, LUDUS_SAVE_ERROR, local_error->code,
                   _("Cannot open %s: %s"), display, local_error->message);
      return NULL;
    }

  return match;
}

/**
 * ludus_match_load:
 *
 * ludus_match_load_full () with the component data in use.
 */
LudusMatch *
ludus_match_load (LudusRegistry  *registry,
                  const char     *path,
                  GError        **error)
{
  return ludus_match_load_full (registry, path, LUDUS_LOAD_NONE, error);
}
