/* test-positions.c: rules cases, each a JSON position with moves and exact expectations
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file in tests/data/cases/ is one case:
 *   "position": a state in the ludus-trajan-state schema
 *   "moves":    [{"player": p, "move": {"kind": ..., "args": [...]}}], applied in order
 *   "illegal":  moves refused in the position before the moves (ILLEGAL_MOVE or
 *               NOT_YOUR_TURN), each leaving the state unchanged (JSON compared)
 *   "illegal_after": the same, after the moves
 *   "equivalent": [[move, move], ...] pairs that name one decision in two orders of
 *               its equal parts, in the position before the moves: both legal, and the
 *               same position after either
 *   "equivalent_after": the same, after the moves
 *   "automatic": [{"player": p, "kind": k, "text": t}] the decisions with a single
 *               choice the game made by itself after the last move, in order, each
 *               logged (as its seat sees it) with a line that contains t
 *   "log":      the last move's log line, as its player sees it, contains this
 *   "legal":    {"player": p, "count": n, "contains": [moves]} checked afterwards
 *   "expect":   {"path/in/state/json": value}, e.g. "players/0/vp": 12
 *   "ranks":    final ranks (the game must be over)
 * The cases are written by tests/data/make-cases.py.
 */
#include "config.h"

#include <string.h>

#include "trajan-game.h"
#include "trajan-rules.h"

static LudusGame *game;

static JsonNode *
lookup_path (JsonNode   *root,
             const char *path)
{
  g_auto(GStrv) parts = g_strsplit (path, "/", -1);
  JsonNode *node = root;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (JSON_NODE_HOLDS_OBJECT (node))
        node = json_object_get_member (json_node_get_object (node), parts[i]);
      else if (JSON_NODE_HOLDS_ARRAY (node))
        {
          guint64 index;
          JsonArray *array = json_node_get_array (node);

          if (!g_ascii_string_to_unsigned (parts[i], 10, 0, G_MAXUINT, &index, NULL)
              || index >= json_array_get_length (array))
            return NULL;
          node = json_array_get_element (array, (guint) index);
        }
      else
        return NULL;
      if (node == NULL)
        return NULL;
    }
  return node;
}

static gboolean
read_move (JsonObject *entry,
           guint      *player,
           LudusMove  *move)
{
  g_autoptr(GError) error = NULL;

  *player = (guint) json_object_get_int_member (entry, "player");
  if (!ludus_game_move_from_json (game, json_object_get_member (entry, "move"), move, &error))
    {
      g_test_message ("bad move in case: %s", error->message);
      return FALSE;
    }
  return TRUE;
}

static void
check_legal (LudusState *state,
             JsonObject *legal)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  guint player = (guint) json_object_get_int_member (legal, "player");

  ludus_game_legal_moves (game, state, player, moves);
  if (json_object_has_member (legal, "count"))
    g_assert_cmpuint (moves->len, ==, (guint) json_object_get_int_member (legal, "count"));
  if (json_object_has_member (legal, "contains"))
    {
      JsonArray *contains = json_object_get_array_member (legal, "contains");

      for (guint i = 0; i < json_array_get_length (contains); i++)
        {
          LudusMove want;
          gboolean found = FALSE;
          g_autoptr(GError) error = NULL;

          g_assert_true (ludus_game_move_from_json (game, json_array_get_element (contains, i),
                                                    &want, &error));
          for (guint k = 0; k < moves->len; k++)
            found = found || memcmp (&g_array_index (moves, LudusMove, k), &want,
                                     sizeof want) == 0;
          g_assert_true (found);
        }
    }
}

static void
check_illegal (LudusState *state,
               JsonArray  *array)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *before = ludus_game_state_to_string (game, state);
      g_autofree char *after = NULL;
      g_autoptr(GError) error = NULL;
      guint player;
      LudusMove move;

      g_assert_true (read_move (json_array_get_object_element (array, i), &player, &move));
      g_assert_false (ludus_game_is_legal (game, state, player, &move));
      g_assert_false (ludus_game_apply (game, state, player, &move, &error));
      g_assert_true (g_error_matches (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE)
                     || g_error_matches (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_NOT_YOUR_TURN));
      /* The message names the refused move. */
      if (g_error_matches (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE))
        g_assert_nonnull (strstr (error->message, trajan_move_kind_names[move.kind]));
      after = ludus_game_state_to_string (game, state);
      g_assert_cmpstr (before, ==, after);
    }
}

static LudusState *
after_move (LudusState *state,
            JsonObject *entry)
{
  LudusState *copy = ludus_game_copy_state (game, state);
  g_autoptr(GError) error = NULL;
  guint player;
  LudusMove move;

  g_assert_true (read_move (entry, &player, &move));
  g_assert_true (ludus_game_is_legal (game, state, player, &move));
  g_assert_true (ludus_game_apply (game, copy, player, &move, &error));
  g_assert_no_error (error);
  return copy;
}

static void
check_equivalent (LudusState *state,
                  JsonArray  *pairs)
{
  for (guint i = 0; i < json_array_get_length (pairs); i++)
    {
      JsonArray *pair = json_array_get_array_element (pairs, i);
      LudusState *a = after_move (state, json_array_get_object_element (pair, 0));
      LudusState *b = after_move (state, json_array_get_object_element (pair, 1));
      g_autofree char *text_a = ludus_game_state_to_string (game, a);
      g_autofree char *text_b = ludus_game_state_to_string (game, b);

      g_assert_cmpstr (text_a, ==, text_b);
      ludus_game_free_state (game, a);
      ludus_game_free_state (game, b);
    }
}

/* Replays the last move one decision at a time, as the log does. */
static void
check_automatic (LudusState *before,
                 guint       player,
                 LudusMove  *move,
                 JsonArray  *expected)
{
  g_autoptr(LudusState) state = ludus_game_copy_state (game, before);
  guint n = 0;
  LudusMove made;

  ludus_game_canonicalize_move (game, state, player, move);
  ludus_game_apply_decision (game, state, player, move);
  while (ludus_game_get_automatic_move (game, state, &player, &made))
    {
      g_autoptr(LudusState) after = ludus_game_copy_state (game, state);
      g_autofree char *text = NULL;
      JsonObject *want;

      ludus_game_apply_decision (game, after, player, &made);
      text = ludus_game_describe_move (game, state, after, player, &made, (int) player);
      g_test_message ("automatic: seat %u %s: %s", player + 1,
                      trajan_move_kind_names[made.kind], text);
      g_assert_cmpuint (n, <, json_array_get_length (expected));
      want = json_array_get_object_element (expected, n++);
      g_assert_cmpuint (player, ==, (guint) json_object_get_int_member (want, "player"));
      g_assert_cmpstr (trajan_move_kind_names[made.kind], ==,
                       json_object_get_string_member (want, "kind"));
      g_assert_nonnull (strstr (text, json_object_get_string_member (want, "text")));
      ludus_game_free_state (game, state);
      state = g_steal_pointer (&after);
    }
  g_assert_cmpuint (n, ==, json_array_get_length (expected));
}

static void
check_log (LudusState *before,
           guint       player,
           LudusMove  *move,
           const char *expected)
{
  g_autoptr(LudusState) after = ludus_game_copy_state (game, before);
  g_autofree char *text = NULL;

  ludus_game_apply_decision (game, after, player, move);
  text = ludus_game_describe_move (game, before, after, player, move, (int) player);
  g_test_message ("log: %s", text);
  g_assert_nonnull (strstr (text, expected));
}

static void
run_case (gconstpointer user_data)
{
  const char *path = user_data;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  LudusState *state;
  JsonArray *array;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  state = ludus_game_state_from_json (game, json_object_get_member (root, "position"), &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  if (state == NULL)
    return;

  if (json_object_has_member (root, "illegal"))
    check_illegal (state, json_object_get_array_member (root, "illegal"));
  if (json_object_has_member (root, "equivalent"))
    check_equivalent (state, json_object_get_array_member (root, "equivalent"));

  array = json_object_get_array_member (root, "moves");
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      guint player;
      LudusMove move;

      g_assert_true (read_move (json_array_get_object_element (array, i), &player, &move));
      if (i + 1 == json_array_get_length (array) && json_object_has_member (root, "automatic"))
        check_automatic (state, player, &move, json_object_get_array_member (root, "automatic"));
      if (i + 1 == json_array_get_length (array) && json_object_has_member (root, "log"))
        check_log (state, player, &move, json_object_get_string_member (root, "log"));
      if (!ludus_game_apply (game, state, player, &move, &error))
        {
          /* Assertions are not fatal here: report, and skip the checks
           * that would only repeat the failure. */
          g_test_message ("move %u refused: %s", i, error->message);
          g_test_fail ();
          g_clear_error (&error);
          ludus_game_free_state (game, state);
          return;
        }
    }

  if (json_object_has_member (root, "illegal_after"))
    check_illegal (state, json_object_get_array_member (root, "illegal_after"));
  if (json_object_has_member (root, "equivalent_after"))
    check_equivalent (state, json_object_get_array_member (root, "equivalent_after"));

  if (json_object_has_member (root, "legal"))
    check_legal (state, json_object_get_object_member (root, "legal"));

  if (json_object_has_member (root, "expect"))
    {
      g_autoptr(JsonNode) now = ludus_game_state_to_json (game, state);
      JsonObject *expect = json_object_get_object_member (root, "expect");
      g_autoptr(GList) members = json_object_get_members (expect);

      for (GList *l = members; l != NULL; l = l->next)
        {
          JsonNode *want = json_object_get_member (expect, l->data);
          JsonNode *got = lookup_path (now, l->data);

          if (got == NULL || !json_node_equal (want, got))
            {
              g_autofree char *ws = json_to_string (want, FALSE);
              g_autofree char *gs = got ? json_to_string (got, FALSE) : g_strdup ("(missing)");

              g_test_message ("%s: expected %s, got %s", (const char *) l->data, ws, gs);
              g_test_fail ();
            }
        }
    }
  if (json_object_has_member (root, "ranks"))
    {
      JsonArray *want = json_object_get_array_member (root, "ranks");
      guint ranks[LUDUS_MAX_PLAYERS] = { 0 };

      g_assert_true (ludus_game_is_over (game, state));
      ludus_game_get_ranks (game, state, ranks);
      for (guint i = 0; i < json_array_get_length (want); i++)
        g_assert_cmpuint (ranks[i], ==, (guint) json_array_get_int_element (want, i));
    }
  /* Whatever happened, the position is still whole. */
  g_assert_true (trajan_state_check (trajan_data_get (NULL), (TrajanState *) state, &error));
  g_assert_no_error (error);
  ludus_game_free_state (game, state);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autoptr(GDir) d = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  int ret;

  g_test_init (&argc, &argv, NULL);
  /* Report every failing case, not just the first. */
  g_test_set_nonfatal_assertions ();
  game = ludus_rules_game_new (&trajan_rules, NULL);
  dir = g_test_build_filename (G_TEST_DIST, "data", "cases", NULL);
  d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  for (const char *name; (name = g_dir_read_name (d)) != NULL;)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autofree char *base = g_strndup (name, strlen (name) - 5);
      g_autofree char *test_path = g_strdup_printf ("/ludus/trajan/case/%s", base);

      g_test_add_data_func_full (test_path, g_build_filename (dir, name, NULL), run_case, g_free);
    }
  ret = g_test_run ();
  g_object_unref (game);
  return ret;
}
