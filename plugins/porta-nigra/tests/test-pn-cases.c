/* test-pn-cases.c: rules cases, each a JSON position with moves and exact expectations
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file in tests/data/cases/ is one case, written by
 * tests/data/make-cases.py from the blank positions:
 *   "description": what the case shows, with the rule it checks
 *   "position":    a state in the ludus-porta-nigra-state schema
 *   "illegal":     moves [{"player": p, "move": {"kind": k, "args": [...]}}]
 *                  refused in the position, each leaving the state byte for
 *                  byte unchanged
 *   "moves":       moves applied in order through the game's judge
 *   "illegal_after": moves refused after the moves, the same way
 *   "expect":      {"path/in/the/state/json": value} after the moves
 *   "legal":       {"player": p, "kind": k, "count": n}: how many legal
 *                  moves of that kind the player has after the moves
 *   "ranks":       the final ranks (the game must be over)
 * After the moves the state is checked whole (pieces and cards conserved,
 * VP the sum of their sources).
 */
#include "config.h"

#include <string.h>

#include "pn-test-util.h"

static JsonNode *
lookup_path (JsonNode   *root,
             const char *path)
{
  g_auto(GStrv) parts = g_strsplit (path, "/", -1);
  JsonNode *node = root;

  for (guint i = 0; parts[i] != NULL && node != NULL; i++)
    {
      guint64 index;

      if (JSON_NODE_HOLDS_OBJECT (node))
        node = json_object_get_member (json_node_get_object (node), parts[i]);
      else if (JSON_NODE_HOLDS_ARRAY (node) &&
               g_ascii_string_to_unsigned (parts[i], 10, 0, G_MAXUINT, &index, NULL) &&
               index < json_array_get_length (json_node_get_array (node)))
        node = json_array_get_element (json_node_get_array (node), (guint) index);
      else
        node = NULL;
    }
  return node;
}

static void
read_move (JsonNode  *entry,
           guint     *player,
           LudusMove *move)
{
  g_autoptr(GError) error = NULL;
  JsonObject *object = json_node_get_object (entry);

  *player = (guint) json_object_get_int_member (object, "player");
  ludus_game_move_from_json (pn_test_game (), json_object_get_member (object, "move"), move,
                             &error);
  g_assert_no_error (error);
}

static void
check_illegal (PnState   *s,
               JsonArray *moves)
{
  for (guint i = 0; moves != NULL && i < json_array_get_length (moves); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree PnState *copy = g_memdup2 (s, sizeof *s);
      LudusMove m;
      guint player;

      read_move (json_array_get_element (moves, i), &player, &m);
      if (ludus_game_apply (pn_test_game (), (LudusState *) s, player, &m, &error))
        g_error ("illegal move %u was accepted", i);
      g_assert_nonnull (error);
      g_assert_cmpmem (s, sizeof *s, copy, sizeof *copy);
    }
}

static void
apply_moves (PnState   *s,
             JsonArray *moves)
{
  for (guint i = 0; moves != NULL && i < json_array_get_length (moves); i++)
    {
      g_autoptr(GError) error = NULL;
      LudusMove m;
      guint player;

      read_move (json_array_get_element (moves, i), &player, &m);
      if (!ludus_game_apply (pn_test_game (), (LudusState *) s, player, &m, &error))
        g_error ("move %u refused: %s", i, error->message);
      pn_test_check (s);
    }
}

static void
check_expect (PnState    *s,
              JsonObject *expect)
{
  g_autoptr(JsonNode) root = ludus_game_state_to_json (pn_test_game (), (LudusState *) s);
  g_autoptr(GList) paths = expect != NULL ? json_object_get_members (expect) : NULL;

  for (GList *l = paths; l != NULL; l = l->next)
    {
      JsonNode *want = json_object_get_member (expect, l->data);
      JsonNode *have = lookup_path (root, l->data);

      if (have == NULL || !json_node_equal (want, have))
        {
          g_autofree char *w = json_to_string (want, FALSE);
          g_autofree char *h = have != NULL ? json_to_string (have, FALSE) : g_strdup ("nothing");

          g_error ("%s: expected %s, found %s", (const char *) l->data, w, h);
        }
    }
}

static void
check_legal (PnState    *s,
             JsonObject *legal)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  guint player, n = 0;
  const char *kind;

  if (legal == NULL)
    return;
  player = (guint) json_object_get_int_member (legal, "player");
  kind = json_object_get_string_member (legal, "kind");
  ludus_game_legal_moves (pn_test_game (), (LudusState *) s, player, moves);
  for (guint i = 0; i < moves->len; i++)
    n += g_strcmp0 (pn_move_kind_names[g_array_index (moves, LudusMove, i).kind], kind) == 0;
  g_assert_cmpuint (n, ==, (guint) json_object_get_int_member (legal, "count"));
}

static void
check_ranks (PnState   *s,
             JsonArray *ranks)
{
  guint have[LUDUS_MAX_PLAYERS] = { 0 };

  if (ranks == NULL)
    return;
  g_assert_true (ludus_game_is_over (pn_test_game (), (LudusState *) s));
  ludus_game_get_ranks (pn_test_game (), (LudusState *) s, have);
  g_assert_cmpuint (json_array_get_length (ranks), ==, s->n_players);
  for (guint p = 0; p < s->n_players; p++)
    g_assert_cmpint (have[p], ==, json_array_get_int_element (ranks, p));
}

static JsonArray *
array_member (JsonObject *o,
              const char *name)
{
  return json_object_has_member (o, name) ? json_object_get_array_member (o, name) : NULL;
}

static JsonObject *
object_member (JsonObject *o,
               const char *name)
{
  return json_object_has_member (o, name) ? json_object_get_object_member (o, name) : NULL;
}

static void
test_case (gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree PnState *s = NULL;
  JsonObject *root;

  json_parser_load_from_file (parser, data, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_test_message ("%s", json_object_get_string_member (root, "description"));
  s = (PnState *) ludus_game_state_from_json (pn_test_game (),
                                              json_object_get_member (root, "position"), &error);
  g_assert_no_error (error);
  pn_test_check (s);
  check_illegal (s, array_member (root, "illegal"));
  apply_moves (s, array_member (root, "moves"));
  check_illegal (s, array_member (root, "illegal_after"));
  check_expect (s, object_member (root, "expect"));
  check_legal (s, object_member (root, "legal"));
  check_ranks (s, array_member (root, "ranks"));
}

static int
by_name (gconstpointer a,
         gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autoptr(GDir) cases = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_test_init (&argc, &argv, NULL);
  dir = g_test_build_filename (G_TEST_DIST, "data", "cases", NULL);
  cases = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (cases)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, by_name);
  g_assert_cmpuint (names->len, >, 0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *base = g_strndup (file, strlen (file) - 5);
      g_autofree char *path = g_strconcat ("/porta-nigra/case/", base, NULL);

      g_test_add_data_func_full (path, g_build_filename (dir, file, NULL), test_case, g_free);
    }
  return g_test_run ();
}
