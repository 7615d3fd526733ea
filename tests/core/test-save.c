/* test-save.c: save files — round trips, every kind of bad input, and
 * writes that fail (read-only directory, full disk) without losing the old file
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include <utime.h>

#include "testutil.h"

static LudusGame *game;
static LudusRegistry *registry;

static LudusMatch *
new_match (guint       n,
           const char *kinds,
           guint64     seed,
           gboolean    casual)
{
  LudusSeat seats[LUDUS_MAX_PLAYERS];
  g_autoptr(GError) error = NULL;
  LudusMatch *match;

  tu_seats (seats, n, kinds);
  match = ludus_match_new (game, n, seats, seed, NULL, casual, &error);
  g_assert_no_error (error);
  return match;
}

/* Plays up to n moves, each a random legal move of the lowest actor. */
static void
play_random (LudusMatch *match,
             guint       n,
             guint64     seed)
{
  LudusRng rng;

  ludus_rng_init (&rng, seed);
  for (guint i = 0; i < n && !ludus_match_is_over (match); i++)
    {
      guint actors = ludus_match_get_actors (match);
      guint player = 0;
      LudusMove move;

      while ((actors & (1u << player)) == 0)
        player++;
      g_assert_true (ludus_bot_choose_random (game, ludus_match_get_state (match), player, &rng,
                                              &move));
      g_assert_true (ludus_match_apply (match, player, &move, NULL));
    }
}

static char *
temp_path (const char *name)
{
  g_assert_true (g_mkdir_with_parents (g_get_user_data_dir (), 0700) == 0);
  return g_build_filename (g_get_user_data_dir (), name, NULL);
}

static void
assert_same_match (LudusMatch *a,
                   LudusMatch *b)
{
  g_autofree char *sa = ludus_game_state_to_string (game, ludus_match_get_state (a));
  g_autofree char *sb = ludus_game_state_to_string (game, ludus_match_get_state (b));
  guint n_redo_a, n_redo_b;

  g_assert_cmpstr (sa, ==, sb);
  g_assert_cmpuint (ludus_match_get_n_seats (a), ==, ludus_match_get_n_seats (b));
  for (guint i = 0; i < ludus_match_get_n_seats (a); i++)
    {
      g_assert_cmpstr (ludus_match_get_seat (a, i)->name, ==, ludus_match_get_seat (b, i)->name);
      g_assert_cmpstr (ludus_match_get_seat (a, i)->colour, ==,
                       ludus_match_get_seat (b, i)->colour);
      g_assert_cmpint (ludus_match_get_seat (a, i)->kind, ==, ludus_match_get_seat (b, i)->kind);
    }
  g_assert_cmpuint (ludus_match_get_seed (a), ==, ludus_match_get_seed (b));
  g_assert_cmpint (ludus_match_get_options (a)[0], ==, ludus_match_get_options (b)[0]);
  g_assert_cmpint (ludus_match_get_options (a)[1], ==, ludus_match_get_options (b)[1]);
  g_assert_cmpint (ludus_match_get_casual (a), ==, ludus_match_get_casual (b));
  g_assert_cmpuint (ludus_match_get_n_moves (a), ==, ludus_match_get_n_moves (b));
  for (guint i = 0; i < ludus_match_get_n_moves (a); i++)
    g_assert_cmpmem (ludus_match_get_move (a, i), sizeof (LudusMatchMove),
                     ludus_match_get_move (b, i), sizeof (LudusMatchMove));
  n_redo_a = ludus_match_get_n_redo (a);
  n_redo_b = ludus_match_get_n_redo (b);
  g_assert_cmpuint (n_redo_a, ==, n_redo_b);
}

static void
test_round_trip (void)
{
  g_autofree char *path = temp_path ("match.json");

  for (guint n = 2; n <= 4; n++)
    for (guint64 seed = 1; seed <= 4; seed++)
      {
        g_autoptr(LudusMatch) match = new_match (n, "hchc", seed, TRUE);
        g_autoptr(LudusMatch) loaded = NULL;
        g_autoptr(GError) error = NULL;

        /* Part of the way, with a redo list; then to the end. */
        play_random (match, 9, seed);
        g_assert_true (ludus_match_undo (match, NULL));
        g_assert_cmpuint (ludus_match_get_n_redo (match), >, 0);
        g_assert_true (ludus_match_save (match, path, &error));
        g_assert_no_error (error);
        loaded = ludus_match_load (registry, path, &error);
        g_assert_no_error (error);
        assert_same_match (match, loaded);
        /* The loaded redo list works. */
        g_assert_true (ludus_match_redo (loaded, NULL));
        g_assert_true (ludus_match_redo (match, NULL));
        assert_same_match (match, loaded);
        g_clear_object (&loaded);

        play_random (match, 200, seed + 100);
        g_assert_true (ludus_match_is_over (match));
        g_assert_true (ludus_match_save (match, path, &error));
        loaded = ludus_match_load (registry, path, &error);
        g_assert_no_error (error);
        assert_same_match (match, loaded);
        g_assert_true (ludus_match_is_over (loaded));
      }
}

static void
test_data_round_trip (void)
{
  g_autoptr(LudusMatch) match = new_match (3, NULL, 77, FALSE);
  g_autoptr(LudusMatch) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  play_random (match, 200, 77);
  data = ludus_match_to_data (match, &length);
  g_assert_cmpuint (strlen (data), ==, length);
  loaded = ludus_match_load_from_data (registry, data, length, &error);
  g_assert_no_error (error);
  assert_same_match (match, loaded);
}

/* A valid save to take apart: two seats, a few moves, one in the redo list. */
static JsonNode *
base_save (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 5, TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  JsonNode *node;

  play_random (match, 7, 5);
  g_assert_true (ludus_match_undo (match, NULL));
  data = ludus_match_to_data (match, NULL);
  node = json_from_string (data, &error);
  g_assert_no_error (error);
  return node;
}

static char *
node_text (JsonNode *node)
{
  return json_to_string (node, TRUE);
}

/* Writes data, loads it, and checks the error and that the file is as it was. */
static void
assert_load_fails (const char *data,
                   gssize      length,
                   int         code,
                   const char *message)
{
  g_autofree char *path = temp_path ("bad.json");
  g_autofree char *display = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusMatch) match = NULL;
  struct utimbuf times = { 1000000000, 1000000000 };
  GStatBuf before, after;

  if (length < 0)
    length = (gssize) strlen (data);
  g_assert_true (g_file_set_contents (path, data, length, NULL));
  /* A fixed time long ago: any write would change it. */
  g_assert_cmpint (g_utime (path, &times), ==, 0);
  g_assert_cmpint (g_stat (path, &before), ==, 0);

  match = ludus_match_load (registry, path, &error);
  g_assert_null (match);
  g_assert_error (error, LUDUS_SAVE_ERROR, code);
  display = g_filename_display_name (path);
  expected = g_strdup_printf ("Cannot open %s: %s", display, message);
  if (!g_pattern_match_simple (expected, error->message))
    g_error ("“%s” does not match “%s”", error->message, expected);

  /* The same from the data. */
  g_clear_error (&error);
  g_assert_null (ludus_match_load_from_data (registry, data, (gsize) length, &error));
  g_assert_error (error, LUDUS_SAVE_ERROR, code);
  if (!g_pattern_match_simple (message, error->message))
    g_error ("“%s” does not match “%s”", error->message, message);

  /* Never modified. */
  g_assert_cmpint (g_stat (path, &after), ==, 0);
  g_assert_cmpint (after.st_mtime, ==, before.st_mtime);
  g_assert_cmpint (after.st_size, ==, before.st_size);
  g_assert_cmpint (after.st_ino, ==, before.st_ino);
  g_assert_true (tu_file_equals (path, data, (gsize) length));
}

static void
assert_node_fails (JsonNode   *node,
                   int         code,
                   const char *message)
{
  g_autofree char *text = node_text (node);

  assert_load_fails (text, -1, code, message);
}

static void
test_not_json (void)
{
  assert_load_fails ("hello", -1, LUDUS_SAVE_ERROR_NOT_JSON, "The file is not a JSON document");
  assert_load_fails ("\x89PNG\r\n\x1a\n\0\0\0", 11, LUDUS_SAVE_ERROR_NOT_JSON,
                     "The file is not a JSON document");
  assert_load_fails ("{ \"format\": ludus }", -1, LUDUS_SAVE_ERROR_NOT_JSON,
                     "The file is not valid JSON: *");
  assert_load_fails ("{} trailing", -1, LUDUS_SAVE_ERROR_NOT_JSON,
                     "The file is not valid JSON: *");
}

static void
test_truncated (void)
{
  g_autoptr(JsonNode) node = base_save ();
  g_autofree char *text = node_text (node);
  gsize half = strlen (text) / 2;
  g_autofree char *expected = g_strdup_printf ("The file ends in the middle of the document "
                                               "(after %" G_GSIZE_FORMAT " bytes): it is truncated",
                                               half);

  assert_load_fails (text, (gssize) half, LUDUS_SAVE_ERROR_TRUNCATED, expected);
  assert_load_fails ("", 0, LUDUS_SAVE_ERROR_TRUNCATED, "The file is empty");
  assert_load_fails ("  \n", -1, LUDUS_SAVE_ERROR_TRUNCATED, "The file is empty");
  assert_load_fails ("{\"format\": \"ludus-sa", -1, LUDUS_SAVE_ERROR_TRUNCATED,
                     "The file ends in the middle of the document (after 20 bytes): "
                     "it is truncated");
}

static void
test_other_shape (void)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *root;

  assert_load_fails ("[1, 2, 3]", -1, LUDUS_SAVE_ERROR_SHAPE,
                     "The file is JSON but not a Ludus save: it is not an object");
  /* A lone string or number is JSON, but not a save. */
  assert_load_fails ("\"ludus-save\"", -1, LUDUS_SAVE_ERROR_SHAPE,
                     "The file is JSON but not a Ludus save: it is not an object");
  assert_load_fails ("42\n", -1, LUDUS_SAVE_ERROR_SHAPE,
                     "The file is JSON but not a Ludus save: it is not an object");
  assert_load_fails ("null", -1, LUDUS_SAVE_ERROR_SHAPE,
                     "The file is JSON but not a Ludus save: it is not an object");
  /* Looks like a literal, is not one. */
  assert_load_fails ("nonsense", -1, LUDUS_SAVE_ERROR_NOT_JSON, "The file is not valid JSON: *");

  node = base_save ();
  root = json_node_get_object (node);
  json_object_remove_member (root, "seats");
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "The save’s “seats” is missing or is not a list of seats");
  g_clear_pointer (&node, json_node_unref);

  node = base_save ();
  root = json_node_get_object (node);
  json_object_set_int_member (root, "seed", 5);
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "The save’s “seed” is missing or is not a decimal number in a string");
  json_object_set_string_member (root, "seed", "-5");
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "The save’s “seed” is missing or is not a decimal number in a string");
  g_clear_pointer (&node, json_node_unref);

  node = base_save ();
  root = json_node_get_object (node);
  json_object_set_string_member (root, "casual", "no");
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "The save’s “casual” is missing or is not true or false");
  g_clear_pointer (&node, json_node_unref);

  node = base_save ();
  root = json_node_get_object (node);
  json_object_remove_member (root, "moves");
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "The save’s “moves” is missing or is not a list of moves");
  g_clear_pointer (&node, json_node_unref);

  node = base_save ();
  root = json_node_get_object (node);
  json_object_set_string_member (json_array_get_object_element (
                                   json_object_get_array_member (root, "moves"), 2),
                                 "player", "Bob");
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "Move 3 (index 2) of “moves” has no valid “player”");
  json_object_set_int_member (json_array_get_object_element (
                                json_object_get_array_member (root, "moves"), 2),
                              "player", 2);
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "Move 3 (index 2) of “moves” has no valid “player”");
  g_clear_pointer (&node, json_node_unref);

  node = base_save ();
  root = json_node_get_object (node);
  json_object_set_string_member (json_array_get_object_element (
                                   json_object_get_array_member (root, "moves"), 1),
                                 "kind", "dance");
  assert_node_fails (node, LUDUS_SAVE_ERROR_ILLEGAL_MOVE,
                     "Move 2 (index 1) of “moves” is malformed: "
                     "“dance” is not a kind of move in testgame");
  g_clear_pointer (&node, json_node_unref);

  node = base_save ();
  root = json_node_get_object (node);
  json_object_set_string_member (json_array_get_object_element (
                                   json_object_get_array_member (root, "seats"), 0),
                                 "kind", "robot");
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "Seat 1 (index 0) of the save’s “seats” needs a “name”, a “colour” "
                     "and a “kind” that is “human” or “computer”");
  g_clear_pointer (&node, json_node_unref);

  node = base_save ();
  root = json_node_get_object (node);
  json_array_remove_element (json_object_get_array_member (root, "seats"), 1);
  json_object_set_array_member (root, "moves", json_array_new ());
  json_object_set_array_member (root, "redo", json_array_new ());
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "The match cannot be set up: This game is for 2 to 4 players, not 1");
  g_clear_pointer (&node, json_node_unref);

  node = base_save ();
  root = json_node_get_object (node);
  json_object_set_int_member (json_object_get_object_member (root, "options"), "colour", 1);
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "The save’s options are wrong: “colour” is not an option of testgame");
  g_clear_pointer (&node, json_node_unref);

  node = base_save ();
  root = json_node_get_object (node);
  json_object_set_int_member (json_object_get_object_member (root, "options"), "deck", 7);
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "The match cannot be set up: Option “deck” must be between 0 and 1");
  g_clear_pointer (&node, json_node_unref);

  node = base_save ();
  root = json_node_get_object (node);
  json_object_remove_member (root, "snapshot");
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "The save’s “snapshot” is missing or is not a game state");
}

static void
test_not_a_save (void)
{
  g_autoptr(JsonNode) node = base_save ();
  JsonObject *root = json_node_get_object (node);

  json_object_set_string_member (root, "format", "gnome-chess-save");
  assert_node_fails (node, LUDUS_SAVE_ERROR_NOT_A_SAVE, "The file is JSON but not a Ludus save");
  json_object_remove_member (root, "format");
  assert_node_fails (node, LUDUS_SAVE_ERROR_NOT_A_SAVE, "The file is JSON but not a Ludus save");
  assert_load_fails ("{\"name\": \"something else\"}", -1, LUDUS_SAVE_ERROR_NOT_A_SAVE,
                     "The file is JSON but not a Ludus save");
}

static void
test_newer_format (void)
{
  g_autoptr(JsonNode) node = base_save ();
  JsonObject *root = json_node_get_object (node);

  json_object_set_int_member (root, "version", LUDUS_SAVE_FORMAT_VERSION + 1);
  assert_node_fails (node, LUDUS_SAVE_ERROR_NEWER_FORMAT,
                     "The save uses format version 2, newer than this Ludus reads (1); "
                     "update Ludus to open it");
  json_object_set_int_member (root, "version", 0);
  assert_node_fails (node, LUDUS_SAVE_ERROR_SHAPE,
                     "The save’s “version” is missing or is not a format version");
}

static void
test_unknown_game (void)
{
  g_autoptr(JsonNode) node = base_save ();
  JsonObject *root = json_node_get_object (node);

  json_object_set_string_member (root, "game", "chess");
  assert_node_fails (node, LUDUS_SAVE_ERROR_UNKNOWN_GAME,
                     "The save is a match of “chess”, a game this Ludus does not have");
  json_object_set_string_member (root, "game", "testgame");
  json_object_set_int_member (root, "rules_version", 2);
  assert_node_fails (node, LUDUS_SAVE_ERROR_RULES_VERSION,
                     "The save was made with rules version 2 of this game; "
                     "this Ludus has version 1");
}

static void
test_illegal_move (void)
{
  g_autoptr(JsonNode) node = base_save ();
  JsonObject *root = json_node_get_object (node);
  JsonArray *moves = json_object_get_array_member (root, "moves");
  JsonObject *third = json_array_get_object_element (moves, 3);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusMatch) match = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpuint (json_array_get_length (moves), >=, 4);
  /* A card no one holds. */
  json_object_set_string_member (third, "kind", "play");
  json_object_set_array_member (third, "args", json_array_new ());
  json_array_add_int_element (json_object_get_array_member (third, "args"), 0);
  text = node_text (node);
  match = ludus_match_load_from_data (registry, text, strlen (text), &error);
  g_assert_null (match);
  g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_ILLEGAL_MOVE);
  /* It names the move by number and index. */
  g_assert_true (g_str_has_prefix (error->message,
                                   "Move 4 (index 3, {\"kind\":\"play\",\"args\":[]} by seat "));
  g_assert_true (g_str_has_suffix (error->message, " cannot be played: Player 1 holds no card "
                                                   "of value 0") ||
                 g_str_has_suffix (error->message, " cannot be played: Player 2 holds no card "
                                                   "of value 0") ||
                 strstr (error->message, "has nothing to decide now") != NULL ||
                 strstr (error->message, "That kind of move") != NULL);
  assert_node_fails (node, LUDUS_SAVE_ERROR_ILLEGAL_MOVE,
                     "Move 4 (index 3, {\"kind\":\"play\",\"args\":[]} by seat *) cannot be played: *");
}

static void
test_bad_redo (void)
{
  g_autoptr(JsonNode) node = base_save ();
  JsonObject *root = json_node_get_object (node);
  JsonArray *redo = json_object_get_array_member (root, "redo");
  JsonObject *move;

  g_assert_cmpuint (json_array_get_length (redo), >=, 1);
  move = json_array_get_object_element (redo, json_array_get_length (redo) - 1);
  json_object_set_string_member (move, "kind", "confirm");
  json_object_set_array_member (move, "args", json_array_new ());
  assert_node_fails (node, LUDUS_SAVE_ERROR_ILLEGAL_MOVE,
                     "Redo move * (index *, {\"kind\":\"confirm\",\"args\":[]} by seat *) "
                     "cannot be played: *");
}

static void
test_snapshot_mismatch (void)
{
  g_autoptr(JsonNode) node = base_save ();
  JsonObject *root = json_node_get_object (node);
  JsonObject *snapshot = json_object_get_object_member (root, "snapshot");
  g_autofree char *expected = g_strdup_printf (
    "The saved position does not match the position its %u moves lead to (first in “round”); "
    "the file was changed or damaged",
    json_array_get_length (json_object_get_array_member (root, "moves")));

  json_object_set_int_member (snapshot, "round", json_object_get_int_member (snapshot, "round") + 1);
  assert_node_fails (node, LUDUS_SAVE_ERROR_SNAPSHOT_MISMATCH, expected);

  json_object_set_string_member (snapshot, "phase", "dance");
  assert_node_fails (node, LUDUS_SAVE_ERROR_SNAPSHOT_MISMATCH,
                     "The saved position is damaged: Tesserae state: “phase” is not one of "
                     "play, row, column, confirm, over, setup");

  /* Dropping the last move leaves a snapshot one move ahead. */
  g_clear_pointer (&node, json_node_unref);
  node = base_save ();
  root = json_node_get_object (node);
  {
    JsonArray *moves = json_object_get_array_member (root, "moves");
    g_autofree char *fewer = NULL;

    json_array_remove_element (moves, json_array_get_length (moves) - 1);
    json_object_set_array_member (root, "redo", json_array_new ());
    fewer = g_strdup_printf ("The saved position does not match the position its %u moves "
                             "lead to (first in “*”); the file was changed or damaged",
                             json_array_get_length (moves));
    assert_node_fails (node, LUDUS_SAVE_ERROR_SNAPSHOT_MISMATCH, fewer);
  }
}

static void
test_too_large (void)
{
  g_autofree char *path = temp_path ("huge.json");
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *display = g_filename_display_name (path);
  struct utimbuf times = { 1000000000, 1000000000 };
  GStatBuf before, after;
  int fd;

  /* A sparse file one byte over the limit: refused before it is read. */
  fd = g_open (path, O_CREAT | O_WRONLY | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) LUDUS_SAVE_MAX_BYTES + 1), ==, 0);
  g_assert_cmpint (close (fd), ==, 0);
  g_assert_cmpint (g_utime (path, &times), ==, 0);
  g_assert_cmpint (g_stat (path, &before), ==, 0);

  g_assert_null (ludus_match_load (registry, path, &error));
  g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_TOO_LARGE);
  expected = g_strdup_printf ("Cannot open %s: the file is %d bytes, more than the %d bytes "
                              "Ludus reads of it", display, LUDUS_SAVE_MAX_BYTES + 1,
                              LUDUS_SAVE_MAX_BYTES);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_cmpint (g_stat (path, &after), ==, 0);
  g_assert_cmpint (after.st_mtime, ==, before.st_mtime);
  g_assert_cmpint (after.st_size, ==, LUDUS_SAVE_MAX_BYTES + 1);
  g_clear_error (&error);
  g_clear_pointer (&expected, g_free);

  /* The same through the data API. */
  data = g_malloc (LUDUS_SAVE_MAX_BYTES + 1);
  memset (data, ' ', LUDUS_SAVE_MAX_BYTES + 1);
  g_assert_null (ludus_match_load_from_data (registry, data, LUDUS_SAVE_MAX_BYTES + 1, &error));
  g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_TOO_LARGE);
  expected = g_strdup_printf ("The file is %d bytes, larger than any real match (at most %d)",
                              LUDUS_SAVE_MAX_BYTES + 1, LUDUS_SAVE_MAX_BYTES);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
test_too_deep (void)
{
  g_autoptr(GString) text = g_string_new ("{\"format\": \"ludus-save\", \"x\": ");
  gsize byte;
  g_autofree char *expected = NULL;

  /* One level (the object) plus 64 arrays. */
  for (guint i = 0; i < LUDUS_SAVE_MAX_DEPTH; i++)
    g_string_append_c (text, '[');
  byte = text->len - 1;
  for (guint i = 0; i < LUDUS_SAVE_MAX_DEPTH; i++)
    g_string_append_c (text, ']');
  g_string_append_c (text, '}');

  expected = g_strdup_printf ("The file nests deeper than %d levels at byte %" G_GSIZE_FORMAT
                              "; no Ludus file does that", LUDUS_SAVE_MAX_DEPTH, byte);
  assert_load_fails (text->str, -1, LUDUS_SAVE_ERROR_TOO_DEEP, expected);

  /* Brackets inside strings do not count. */
  {
    g_autoptr(JsonNode) node = base_save ();
    g_autoptr(GString) name = g_string_new (NULL);
    g_autofree char *data = NULL;
    g_autoptr(LudusMatch) match = NULL;
    g_autoptr(GError) error = NULL;

    for (guint i = 0; i < 200; i++)
      g_string_append (name, "[{");
    json_object_set_string_member (json_array_get_object_element (
                                     json_object_get_array_member (json_node_get_object (node),
                                                                   "seats"), 0),
                                   "name", name->str);
    data = node_text (node);
    match = ludus_match_load_from_data (registry, data, strlen (data), &error);
    g_assert_no_error (error);
    g_assert_cmpstr (ludus_match_get_seat (match, 0)->name, ==, name->str);
  }
}

/* json-glib takes comments and single-quoted strings; a quote inside one of them must not
 * hide the brackets after it from the depth check (80,000 levels overflowed the stack). */
static void
test_disguised_nesting (void)
{
  const char *const prefixes[] = { "{'x\"': ", "[/*\"*/ ", "// \"\n[" };
  const char *const suffixes[] = { "}", " /*\"*/]", "]" };
  const char *const reasons[] = { "a string in single quotes, which JSON does not allow",
                                  "a comment, which JSON does not allow",
                                  "a comment, which JSON does not allow" };

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }

  for (guint k = 0; k < G_N_ELEMENTS (prefixes); k++)
    {
      g_autoptr(GString) text = g_string_new (prefixes[k]);
      g_autofree char *expected = g_strdup_printf ("The file is not valid JSON: at line *, "
                                                   "column *, %s", reasons[k]);

      for (guint i = 0; i < 80000; i++)
        g_string_append_c (text, '[');
      for (guint i = 0; i < 80000; i++)
        g_string_append_c (text, ']');
      g_string_append (text, suffixes[k]);
      assert_load_fails (text->str, (gssize) text->len, LUDUS_SAVE_ERROR_NOT_JSON, expected);
    }
}

/* A malformed \u surrogate pair (found by fuzz-json) passed the checker, and json-glib refused
 * the file but leaked the object it was building (found under valgrind). The checker now
 * refuses broken pairs itself, saying where, and a well-formed pair still loads. */
static void
test_malformed_surrogate (void)
{
  static const char *const broken[] = {
    "{\"format\": \"a\\ud800\\u0041\"}",  /* high half, then not a low half */
    "{\"format\": \"a\\udc00\"}",           /* low half alone */
    "{\"format\": \"a\\ud800\"}",           /* high half at the end of the string */
    "{\"format\": \"a\\ud800x\"}",          /* high half, then a plain character */
  };
  const char *pair = "{\"a\": \"\\ud83c\\udfdb\"}";
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    assert_load_fails (broken[i], -1, LUDUS_SAVE_ERROR_NOT_JSON,
                       "The file is not valid JSON: at line 1, column 14, "
                       "a malformed \\u escape in a string");
  assert_load_fails ("{\"format\": \"a\\ud800\\u", -1, LUDUS_SAVE_ERROR_TRUNCATED,
                     "The file ends in the middle of the document*");

  node = ludus_json_parse (pair, strlen (pair), 8, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "a"), ==,
                   "\U0001F3DB");
}

/* A pipe blocked the reader for ever and /dev/zero ate memory without bound: the size limit
 * trusted st_size. Both are refused at once, without reading. */
static void
test_not_regular_read (void)
{
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 20 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }

  {
    g_autofree char *fifo = temp_path ("pipe.ludus");
    const char *const paths[] = { fifo, "/dev/zero" };
    struct rlimit limit = { 512 * 1024 * 1024, 512 * 1024 * 1024 };

    /* ASan maps terabytes of shadow memory and cannot start under the cap; there the
     * subprocess's timeout is the only guard against an unbounded read. */
#ifndef __SANITIZE_ADDRESS__
    g_assert_cmpint (setrlimit (RLIMIT_AS, &limit), ==, 0);
#else
    (void) limit;
#endif
    g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
    for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
      {
        g_autoptr(GError) error = NULL;
        g_autofree char *display = g_filename_display_name (paths[i]);
        g_autofree char *expected = g_strdup_printf ("Cannot open %s: it is not a regular file "
                                                     "(a device, a pipe or a socket)", display);

        g_assert_null (ludus_match_load (registry, paths[i], &error));
        g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_IO);
        g_assert_cmpstr (error->message, ==, expected);
      }
  }
}

static void
test_too_many_moves (void)
{
  g_autoptr(JsonNode) node = base_save ();
  JsonObject *root = json_node_get_object (node);
  JsonArray *moves = json_array_new ();

  for (guint i = 0; i <= LUDUS_SAVE_MAX_MOVES; i++)
    json_array_add_object_element (moves, json_object_new ());
  json_object_set_array_member (root, "moves", moves);
  assert_node_fails (node, LUDUS_SAVE_ERROR_TOO_LARGE,
                     "The save holds 200001 moves; no real match has more than 200000");
}

static void
test_not_readable (void)
{
  g_autofree char *missing = temp_path ("missing.json");
  g_autofree char *dir = temp_path ("a-directory.json");
  g_autoptr(GError) error = NULL;

  g_assert_null (ludus_match_load (registry, missing, &error));
  g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, missing));
  g_clear_error (&error);

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_null (ludus_match_load (registry, dir, &error));
  g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, dir));
}

/* Saving over something that is not a regular file would replace it. */
static void
test_save_not_regular (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 1, FALSE);
  g_autofree char *dir = temp_path ("a-directory");
  g_autofree char *fifo = temp_path ("a-fifo");
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_false (ludus_match_save (match, dir, &error));
  g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_IO);
  expected = g_strdup_printf ("Could not save to %s: it is not a regular file", dir);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
  g_clear_error (&error);
  g_clear_pointer (&expected, g_free);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (ludus_match_save (match, fifo, &error));
  g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_IO);
  expected = g_strdup_printf ("Could not save to %s: it is not a regular file", fifo);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_cmpint (g_stat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
}

/* Read-only directory and full disk: both run in a subprocess, since one
 * drops root's privileges and the other limits the file size. The parent
 * makes the files and checks them afterwards. */
#define GOOD_MATCH_SEED 31

static char *
good_save_data (gsize *length)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, GOOD_MATCH_SEED, FALSE);

  play_random (match, 3, 1);
  return ludus_match_to_data (match, length);
}

static void
drop_privileges (void)
{
  /* Root may write anywhere; become nobody so the permissions count. */
  if (geteuid () == 0)
    {
      g_assert_cmpint (setgid (65534), ==, 0);
      g_assert_cmpint (setuid (65534), ==, 0);
    }
}

static void
subprocess_save_fails (const char *path,
                       gboolean    large)
{
  g_autoptr(LudusMatch) match = new_match (4, NULL, 3, FALSE);
  g_autofree char *before = NULL;
  g_autofree char *expected = g_strdup_printf ("Could not save to %s: ", path);
  g_autoptr(GError) error = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &before, &length, NULL));
  if (large)
    {
      g_autofree char *data = NULL;
      gsize size;

      play_random (match, 200, 3);
      data = ludus_match_to_data (match, &size);
      /* Well over the 1 kB limit. */
      g_assert_cmpuint (size, >, 3000);
    }
  g_assert_false (ludus_match_save (match, path, &error));
  g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, expected));
  g_assert_true (tu_file_equals (path, before, length));
}

static char *
make_shared_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("ludus-test-save-XXXXXX", &error);

  g_assert_no_error (error);
  /* Reachable by the unprivileged subprocess. */
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  return dir;
}

static void
assert_only_file (const char *dir,
                  const char *name)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *entry;
  guint n = 0;

  g_assert_nonnull (handle);
  while ((entry = g_dir_read_name (handle)) != NULL)
    {
      /* No temporary file is left behind. */
      g_assert_cmpstr (entry, ==, name);
      n++;
    }
  g_assert_cmpuint (n, ==, 1);
}

static void
test_save_read_only (void)
{
  if (g_test_subprocess ())
    {
      drop_privileges ();
      subprocess_save_fails (g_getenv ("LUDUS_TEST_SAVE_PATH"), FALSE);
      return;
    }

  {
    g_autofree char *dir = make_shared_dir ();
    g_autofree char *sub = g_build_filename (dir, "read-only", NULL);
    g_autofree char *path = g_build_filename (sub, "match.json", NULL);
    g_autofree char *data = NULL;
    gsize length;
    GStatBuf before, after;

    g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
    data = good_save_data (&length);
    g_assert_true (g_file_set_contents (path, data, (gssize) length, NULL));
    g_assert_cmpint (g_chmod (path, 0644), ==, 0);
    g_assert_cmpint (g_chmod (sub, 0555), ==, 0);
    g_assert_cmpint (g_stat (path, &before), ==, 0);

    g_setenv ("LUDUS_TEST_SAVE_PATH", path, TRUE);
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
    g_test_trap_assert_passed ();

    g_assert_cmpint (g_stat (path, &after), ==, 0);
    g_assert_cmpint (after.st_mtime, ==, before.st_mtime);
    g_assert_cmpint (after.st_ino, ==, before.st_ino);
    g_assert_true (tu_file_equals (path, data, length));
    assert_only_file (sub, "match.json");

    g_assert_cmpint (g_chmod (sub, 0755), ==, 0);
    g_assert_cmpint (g_unlink (path), ==, 0);
    g_assert_cmpint (g_rmdir (sub), ==, 0);
    g_assert_cmpint (g_rmdir (dir), ==, 0);
  }
}

static void
test_save_disk_full (void)
{
  if (g_test_subprocess ())
    {
      /* A disk that is full after 1 kB: writes fail with EFBIG instead of
       * killing the process. Never simulated with /dev/full. */
      struct rlimit limit = { 1024, 1024 };

      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      signal (SIGXFSZ, SIG_IGN);
      subprocess_save_fails (g_getenv ("LUDUS_TEST_SAVE_PATH"), TRUE);
      return;
    }

  {
    g_autofree char *dir = make_shared_dir ();
    g_autofree char *path = g_build_filename (dir, "match.json", NULL);
    g_autofree char *data = NULL;
    gsize length;
    GStatBuf before, after;

    data = good_save_data (&length);
    g_assert_true (g_file_set_contents (path, data, (gssize) length, NULL));
    g_assert_cmpint (g_stat (path, &before), ==, 0);

    g_setenv ("LUDUS_TEST_SAVE_PATH", path, TRUE);
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
    g_test_trap_assert_passed ();

    g_assert_cmpint (g_stat (path, &after), ==, 0);
    g_assert_cmpint (after.st_mtime, ==, before.st_mtime);
    g_assert_cmpint (after.st_ino, ==, before.st_ino);
    g_assert_true (tu_file_equals (path, data, length));
    assert_only_file (dir, "match.json");

    g_assert_cmpint (g_unlink (path), ==, 0);
    g_assert_cmpint (g_rmdir (dir), ==, 0);
  }
}

/* A save replaces the old file whole. */
static void
test_save_replaces (void)
{
  g_autofree char *path = temp_path ("replace.json");
  g_autoptr(LudusMatch) match = new_match (2, NULL, 2, FALSE);
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (g_file_set_contents (path, "old contents, much longer than nothing at all",
                                      -1, NULL));
  g_assert_true (ludus_match_save (match, path, NULL));
  data = ludus_match_to_data (match, &length);
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
    g_assert_true (g_str_has_prefix (contents, "{\n \"format\" : \"ludus-save\""));
  }
  g_assert_true (ludus_write_file_atomic (path, "{}", 2, NULL));
  g_assert_true (tu_file_equals (path, "{}", 2));
}

static mode_t
mode_of (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

/* A save kept private (it holds every hidden hand) stayed private only until it was saved
 * over: the mode was reset to 0644. */
static void
test_save_keeps_mode (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 5, FALSE);
  const mode_t modes[] = { 0600, 0640, 0664 };

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *name = g_strdup_printf ("private-%o.ludus", modes[i]);
      g_autofree char *path = temp_path (name);

      g_assert_true (g_file_set_contents (path, "{}", -1, NULL));
      g_assert_cmpint (g_chmod (path, modes[i]), ==, 0);
      g_assert_true (ludus_match_save (match, path, NULL));
      g_assert_cmpuint (mode_of (path), ==, modes[i]);
      g_assert_false (tu_file_equals (path, "{}", 2));
    }

  /* A new file gets the usual mode (0666 less the umask); a new autosave 0600. */
  {
    g_autofree char *path = temp_path ("new.ludus");
    g_autofree char *autosave = temp_path ("autosave.json");
    mode_t mask = umask (022);

    g_assert_true (ludus_match_save (match, path, NULL));
    g_assert_cmpuint (mode_of (path), ==, 0644);
    ludus_match_set_autosave_path (match, autosave);
    g_assert_true (ludus_match_save (match, autosave, NULL));
    g_assert_cmpuint (mode_of (autosave), ==, 0600);
    umask (mask);
  }
}

/* Saving through a symlink replaced the link with a file; now the file it points to is
 * replaced (atomically), and the link stays as it was. */
static void
test_save_keeps_symlink (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 6, FALSE);
  g_autofree char *dir = temp_path ("elsewhere");
  g_autofree char *target = g_build_filename (dir, "real.ludus", NULL);
  g_autofree char *link = temp_path ("link.ludus");
  g_autofree char *chain = temp_path ("chain.ludus");
  g_autofree char *dangling = temp_path ("dangling.ludus");
  g_autofree char *missing = g_build_filename (dir, "not-yet.ludus", NULL);
  g_autofree char *data = NULL;
  gsize length;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (target, "{}", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  /* A relative link, and a link to that link. */
  g_assert_cmpint (symlink ("elsewhere/real.ludus", link), ==, 0);
  g_assert_cmpint (symlink ("link.ludus", chain), ==, 0);
  g_assert_cmpint (symlink ("elsewhere/not-yet.ludus", dangling), ==, 0);

  data = ludus_match_to_data (match, &length);
  g_assert_true (ludus_match_save (match, chain, NULL));
  g_assert_true (g_file_test (chain, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  {
    g_autofree char *to = g_file_read_link (link, NULL);

    g_assert_cmpstr (to, ==, "elsewhere/real.ludus");
  }
  g_assert_cmpuint (mode_of (target), ==, 0600);
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (target, &contents, NULL, NULL));
    g_assert_true (g_str_has_prefix (contents, "{\n \"format\" : \"ludus-save\""));
  }

  /* A link to a file that does not exist yet makes that file. */
  g_assert_true (ludus_match_save (match, dangling, NULL));
  g_assert_true (g_file_test (dangling, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (missing, G_FILE_TEST_IS_REGULAR));
}

static char *
stale_file (const char *dir,
            const char *name,
            time_t      age)
{
  char *path = g_build_filename (dir, name, NULL);
  struct utimbuf times;

  g_assert_true (g_file_set_contents (path, "half a save", -1, NULL));
  times.actime = times.modtime = time (NULL) - age;
  g_assert_cmpint (g_utime (path, &times), ==, 0);
  return path;
}

/* An interrupted save left its temporary file beside the target for ever. Those of earlier
 * saves of the same file are removed; one that another save holds (locked) is not, nor a
 * fresh one, nor anything else. */
static void
test_save_removes_stale_temporaries (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 7, FALSE);
  g_autofree char *dir = temp_path ("temporaries");
  g_autofree char *path = g_build_filename (dir, "match.ludus", NULL);
  g_autofree char *stale = NULL, *legacy = NULL, *busy = NULL, *fresh = NULL, *other = NULL;
  g_autofree char *unrelated = NULL;
  int fd;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  stale = stale_file (dir, ".match.ludus.ludus-Ab12Cd", 3600);
  /* What GLib's g_file_set_contents left, as Ludus 0.1 saved with it. */
  legacy = stale_file (dir, "match.ludus.X1Y2Z3", 3600);
  busy = stale_file (dir, ".match.ludus.ludus-Busy00", 3600);
  fresh = stale_file (dir, ".match.ludus.ludus-New000", 0);
  other = stale_file (dir, ".other.ludus.ludus-Ab12Cd", 3600);
  unrelated = stale_file (dir, "match.ludus.backup", 3600);
  fd = g_open (busy, O_RDONLY, 0);
  g_assert_cmpint (flock (fd, LOCK_EX), ==, 0);

  g_assert_true (ludus_match_save (match, path, NULL));
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (legacy, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (busy, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (unrelated, G_FILE_TEST_EXISTS));
  close (fd);

  /* The whole folder's (as the start page does for the autosaves). */
  ludus_remove_stale_temporaries (dir, NULL);
  g_assert_false (g_file_test (busy, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (unrelated, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

static char *
builtin_digest (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "testgame", "data",
                                                 "components.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *hex = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  hex = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, length);
  return g_strconcat ("sha256:", hex, NULL);
}

/* A save records which component data its match was played with: the digest of the exact
 * bytes. */
static void
test_component_data_digest (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 8, FALSE);
  g_autoptr(JsonNode) node = ludus_match_to_json (match);
  g_autofree char *expected = builtin_digest ();

  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "component_data"),
                   ==, expected);
}

/* An override that changes a value made every earlier save unloadable, with a message that
 * blamed the file ("changed or damaged"). Now the message says it is the data, names the game
 * and the file, and the save replays with the built-in data it was played with. */
static void
test_other_component_data (void)
{
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  {
    g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "ludus", "games", "testgame",
                                             NULL);
    g_autofree char *override = g_build_filename (dir, "components.json", NULL);
    const char *text = "{\"format\": \"ludus-testgame-components\", \"version\": 1, "
                       "\"hand_size\": 2}";
    LudusGame *builtin = ludus_registry_get_builtin_data_game (registry, game);
    LudusSeat seats[LUDUS_MAX_PLAYERS];
    g_autoptr(LudusMatch) played = NULL, opened = NULL, with_override = NULL;
    g_autoptr(GError) error = NULL;
    g_autofree char *data = NULL, *old_data = NULL, *expected = NULL, *digest = builtin_digest ();
    g_autoptr(JsonNode) node = NULL;
    gsize length;

    g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
    g_assert_true (g_file_set_contents (override, text, -1, NULL));
    g_assert_true (builtin != game);
    g_assert_true (ludus_registry_get_builtin_data_game (registry, game) == builtin);

    /* Played with the built-in data: three cards a hand. */
    tu_seats (seats, 2, NULL);
    played = ludus_match_new (builtin, 2, seats, 9, NULL, FALSE, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (tu_tg (ludus_match_get_state (played))->n_hand[0], ==, 3);
    play_random (played, 6, 2);
    data = ludus_match_to_data (played, &length);
    node = ludus_match_to_json (played);
    g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node),
                                                    "component_data"), ==, digest);
    /* A save of Ludus 0.1 has no digest; it is treated the same. */
    json_object_remove_member (json_node_get_object (node), "component_data");
    old_data = json_to_string (node, TRUE);

    expected = g_strdup_printf ("This match of Tesserae was played with the built-in component "
                                "data, not with the data in use now, %s: with that file its "
                                "moves do not replay. It can be replayed with the built-in "
                                "data.", override);
    g_test_expect_message ("Ludus", G_LOG_LEVEL_MESSAGE, "Using the component data in *");
    g_assert_null (ludus_match_load_from_data (registry, data, length, &error));
    g_test_assert_expected_messages ();
    g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_OTHER_DATA);
    g_assert_cmpstr (error->message, ==, expected);
    g_clear_error (&error);
    g_assert_null (ludus_match_load_from_data (registry, old_data, strlen (old_data), &error));
    g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_OTHER_DATA);
    g_clear_error (&error);

    /* Replayed with the built-in data, it is the same match, and stays with that data. */
    opened = ludus_match_load_from_data_full (registry, data, length, LUDUS_LOAD_BUILTIN_DATA,
                                              &error);
    g_assert_no_error (error);
    g_assert_true (ludus_match_get_game (opened) == builtin);
    g_assert_cmpuint (ludus_match_get_n_moves (opened), ==, ludus_match_get_n_moves (played));
    g_clear_pointer (&node, json_node_unref);
    node = ludus_match_to_json (opened);
    g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node),
                                                    "component_data"), ==, digest);

    /* A match played with the override records its digest, and loads with it. */
    with_override = new_match (2, NULL, 9, FALSE);
    g_assert_cmpuint (tu_tg (ludus_match_get_state (with_override))->n_hand[0], ==, 2);
    g_clear_pointer (&node, json_node_unref);
    node = ludus_match_to_json (with_override);
    g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node),
                                                    "component_data"), !=, digest);
    g_clear_pointer (&data, g_free);
    data = ludus_match_to_data (with_override, &length);
    g_clear_object (&opened);
    opened = ludus_match_load_from_data (registry, data, length, &error);
    g_assert_no_error (error);
  }
}

/* Each computer seat's level is saved and read back. */
static void
test_levels_round_trip (void)
{
  g_autoptr(LudusMatch) match = new_match (4, "hcex", 3, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("levels.ludus");
  g_autoptr(LudusMatch) loaded = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonArray *seats;

  play_random (match, 5, 3);
  g_assert_true (ludus_match_save (match, path, &error));
  g_assert_no_error (error);
  loaded = ludus_match_load (registry, path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ludus_match_get_seat (loaded, 0)->kind, ==, LUDUS_SEAT_HUMAN);
  g_assert_cmpint (ludus_match_get_seat (loaded, 1)->level, ==, LUDUS_LEVEL_NORMAL);
  g_assert_cmpint (ludus_match_get_seat (loaded, 2)->level, ==, LUDUS_LEVEL_EASY);
  g_assert_cmpint (ludus_match_get_seat (loaded, 3)->level, ==, LUDUS_LEVEL_HARD);
  /* Written as words, and only for computer seats. */
  node = ludus_match_to_json (loaded);
  seats = json_object_get_array_member (json_node_get_object (node), "seats");
  g_assert_false (json_object_has_member (json_array_get_object_element (seats, 0), "level"));
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (seats, 3),
                                                  "level"), ==, "hard");
}

/* A save made before levels (Ludus 0.1) loads, its computer seats at the default level, and
 * replays to the same position. */
static void
test_levels_old_save (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data",
                                                 "old-computer-seats.ludus", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusMatch) match = ludus_match_load (registry, path, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 9);
  g_assert_cmpint (ludus_match_get_seat (match, 0)->kind, ==, LUDUS_SEAT_HUMAN);
  for (guint seat = 1; seat < 3; seat++)
    {
      g_assert_cmpint (ludus_match_get_seat (match, seat)->kind, ==, LUDUS_SEAT_COMPUTER);
      g_assert_cmpint (ludus_match_get_seat (match, seat)->level, ==, LUDUS_LEVEL_NORMAL);
    }
}

/* A level that is not one of the three is refused with the seat it is on. */
static void
test_levels_bad (void)
{
  const char *bad[] = { "\"expert\"", "2", "null", "\"\"" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(LudusMatch) match = new_match (2, "hc", 3, FALSE);
      g_autoptr(JsonNode) node = ludus_match_to_json (match);
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) value = json_from_string (bad[i], NULL);
      g_autofree char *text = NULL;
      g_autoptr(LudusMatch) loaded = NULL;
      JsonArray *seats = json_object_get_array_member (json_node_get_object (node), "seats");

      json_object_set_member (json_array_get_object_element (seats, 1), "level",
                              g_steal_pointer (&value));
      text = json_to_string (node, FALSE);
      loaded = ludus_match_load_from_data (registry, text, strlen (text), &error);
      g_assert_null (loaded);
      g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_SHAPE);
      g_assert_nonnull (strstr (error->message, "Seat 2 (index 1)"));
      g_assert_nonnull (strstr (error->message, "level"));
    }
}

int
main (int   argc,
      char *argv[])
{
  int result;

  g_unsetenv ("LANGUAGE");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  game = ludus_rules_game_new (&testgame_rules, &testgame_board);
  registry = ludus_registry_new ();
  g_assert_true (ludus_registry_add_game (registry, game, NULL));

  g_test_add_func ("/ludus/core/save/round-trip", test_round_trip);
  g_test_add_func ("/ludus/core/save/levels-round-trip", test_levels_round_trip);
  g_test_add_func ("/ludus/core/save/levels-old-save", test_levels_old_save);
  g_test_add_func ("/ludus/core/save/levels-bad", test_levels_bad);
  g_test_add_func ("/ludus/core/save/data-round-trip", test_data_round_trip);
  g_test_add_func ("/ludus/core/save/not-json", test_not_json);
  g_test_add_func ("/ludus/core/save/truncated", test_truncated);
  g_test_add_func ("/ludus/core/save/other-shape", test_other_shape);
  g_test_add_func ("/ludus/core/save/not-a-save", test_not_a_save);
  g_test_add_func ("/ludus/core/save/newer-format", test_newer_format);
  g_test_add_func ("/ludus/core/save/unknown-game", test_unknown_game);
  g_test_add_func ("/ludus/core/save/illegal-move", test_illegal_move);
  g_test_add_func ("/ludus/core/save/bad-redo", test_bad_redo);
  g_test_add_func ("/ludus/core/save/snapshot-mismatch", test_snapshot_mismatch);
  g_test_add_func ("/ludus/core/save/too-large", test_too_large);
  g_test_add_func ("/ludus/core/save/too-deep", test_too_deep);
  g_test_add_func ("/ludus/core/save/too-many-moves", test_too_many_moves);
  g_test_add_func ("/ludus/core/save/disguised-nesting", test_disguised_nesting);
  g_test_add_func ("/ludus/core/save/malformed-surrogate", test_malformed_surrogate);
  g_test_add_func ("/ludus/core/save/not-regular-read", test_not_regular_read);
  g_test_add_func ("/ludus/core/save/not-readable", test_not_readable);
  g_test_add_func ("/ludus/core/save/save-not-regular", test_save_not_regular);
  g_test_add_func ("/ludus/core/save/save-read-only", test_save_read_only);
  g_test_add_func ("/ludus/core/save/save-disk-full", test_save_disk_full);
  g_test_add_func ("/ludus/core/save/save-replaces", test_save_replaces);
  g_test_add_func ("/ludus/core/save/keeps-mode", test_save_keeps_mode);
  g_test_add_func ("/ludus/core/save/component-data-digest", test_component_data_digest);
  g_test_add_func ("/ludus/core/save/other-component-data", test_other_component_data);
  g_test_add_func ("/ludus/core/save/keeps-symlink", test_save_keeps_symlink);
  g_test_add_func ("/ludus/core/save/stale-temporaries", test_save_removes_stale_temporaries);

  result = g_test_run ();
  g_object_unref (registry);
  g_object_unref (game);
  return result;
}
