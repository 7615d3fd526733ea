/* test-nr-json.c: states in JSON — clear refusals of bad input, and no crash on anything accepted
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "nr-test-util.h"

static JsonNode *
state_json (guint   n_players,
            guint64 seed,
            guint   moves)
{
  g_autoptr(LudusGame) game = nr_test_game ();
  g_autoptr(LudusState) state = (LudusState *) nr_test_new (n_players, seed, NULL);
  LudusRng rng;

  ludus_rng_init (&rng, seed);
  ludus_play_random (game, state, &rng, moves, NULL, NULL, NULL);
  return ludus_game_state_to_json (game, state);
}

/* json_node_copy () shares the objects inside: a deep copy goes through text. */
static JsonNode *
deep_copy (JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  return json_from_string (text, NULL);
}

/* Loads node; asserts it is refused with a message containing what. */
static void
assert_refused (JsonNode   *node,
                const char *what)
{
  g_autoptr(LudusGame) game = nr_test_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_state_from_json (game, node, &error);

  g_assert_null (state);
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
  if (strstr (error->message, what) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, what);
}

static JsonObject *
player (JsonNode *node,
        guint     p)
{
  JsonArray *players = json_object_get_array_member (json_node_get_object (node), "players");

  return json_array_get_object_element (players, p);
}

static void
test_refusals (void)
{
  g_autoptr(JsonNode) ok = state_json (3, 5, 40);
  JsonNode *node;

  node = deep_copy (ok);
  json_object_set_string_member (json_node_get_object (node), "format", "trajan");
  assert_refused (node, "format");
  json_node_unref (node);

  node = deep_copy (ok);
  json_object_remove_member (json_node_get_object (node), "sea_market");
  assert_refused (node, "sea_market: missing");
  json_node_unref (node);

  node = deep_copy (ok);
  json_object_set_int_member (player (node, 1), "influence", 9);
  assert_refused (node, "players[1].influence");
  json_node_unref (node);

  node = deep_copy (ok);
  json_object_set_string_member (player (node, 0), "sesterces", "many");
  assert_refused (node, "players[0].sesterces: must be an integer");
  json_node_unref (node);

  /* A card in two places: the hand of seat 0 also holds a card of the market. */
  node = deep_copy (ok);
  {
    JsonArray *market = json_object_get_array_member (json_node_get_object (node), "assoc_market");
    gint64 card = json_array_get_int_element (market, 0);
    gint64 hand = json_object_get_int_member (player (node, 0), "hand");

    json_object_set_int_member (player (node, 0), "hand", hand | (G_GINT64_CONSTANT (1) << card));
    json_object_set_int_member (player (node, 0), "n_hand",
                                json_object_get_int_member (player (node, 0), "n_hand") + 1);
  }
  assert_refused (node, "is in two places");
  json_node_unref (node);

  /* An artisan too many. */
  node = deep_copy (ok);
  json_object_set_int_member (json_node_get_object (node), "artisans_supply",
                              json_object_get_int_member (json_node_get_object (node),
                                                          "artisans_supply") - 1);
  assert_refused (node, "artisans add up");
  json_node_unref (node);

  /* A redacted view is not a position. */
  {
    g_autoptr(LudusGame) game = nr_test_game ();
    g_autoptr(LudusState) state = ludus_game_state_from_json (game, ok, NULL);
    g_autoptr(LudusState) view = ludus_game_redact (game, state, 0);
    g_autoptr(JsonNode) seen = ludus_game_state_to_json (game, view);

    assert_refused (seen, "Nova Roma state");
  }
}

/* Sets a random integer member (at the top, in a seat, the turn, a frame
 * or a task) to a value near its own or to a random small one. */
static void
mutate (JsonObject *obj,
        LudusRng   *rng)
{
  GList *members = json_object_get_members (obj);
  const char *name = g_list_nth_data (members, ludus_rng_below (rng, g_list_length (members)));
  JsonNode *m = json_object_get_member (obj, name);
  gint64 shift = (gint64) ludus_rng_below (rng, 7) - 3;

  g_list_free (members);
  if (JSON_NODE_HOLDS_ARRAY (m) && json_array_get_length (json_node_get_array (m)) > 0)
    {
      JsonArray *a = json_node_get_array (m);
      guint i = ludus_rng_below (rng, json_array_get_length (a));
      JsonNode *e = json_array_get_element (a, i);

      if (JSON_NODE_HOLDS_OBJECT (e))
        mutate (json_node_get_object (e), rng);
      else if (JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_INT64)
        json_node_set_int (e, ludus_rng_below (rng, 2) ? json_node_get_int (e) + shift
                                                       : (gint64) ludus_rng_below (rng, 70) - 2);
    }
  else if (JSON_NODE_HOLDS_OBJECT (m))
    mutate (json_node_get_object (m), rng);
  else if (JSON_NODE_HOLDS_VALUE (m) && json_node_get_value_type (m) == G_TYPE_INT64)
    json_node_set_int (m, ludus_rng_below (rng, 2) ? json_node_get_int (m) + shift
                                                   : (gint64) ludus_rng_below (rng, 70) - 2);
}

/* Whatever the reader accepts plays on: legal moves, apply, views, texts and scores. */
static void
play_on (LudusGame  *game,
         LudusState *state,
         LudusRng   *rng)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  for (int step = 0; step < 40 && !ludus_game_is_over (game, state); step++)
    {
      guint actors = ludus_game_get_actors (game, state);
      guint who = (guint) g_bit_nth_lsf (actors, -1);
      g_autoptr(LudusState) before = NULL;
      g_autofree char *prompt = ludus_game_get_prompt (game, state, (int) who);
      LudusMove move;

      if (actors == 0)
        break;
      ludus_game_legal_moves (game, state, who, moves);
      if (moves->len == 0)
        {
          g_autoptr(JsonNode) node = ludus_game_state_to_json (game, state);
          g_autofree char *text = json_to_string (node, FALSE);

          g_test_message ("stuck at step %d: %s", step, text);
          g_test_fail ();
          break;
        }
      move = g_array_index (moves, LudusMove, ludus_rng_below (rng, moves->len));
      before = ludus_state_copy (state);
      ludus_game_apply_trusted (game, state, who, &move);
      g_free (ludus_game_describe_move (game, before, state, who, &move, (int) who));
      g_free (ludus_game_describe_player (game, state, who, -1));
    }
  g_ptr_array_unref (ludus_game_get_score_breakdown (game, state));
}

/* LUDUS_SOAK=N plays N times as many mutants (a longer soak by hand). */
static int
soak (void)
{
  const char *env = g_getenv ("LUDUS_SOAK");

  return env != NULL ? MAX (1, atoi (env)) : 1;
}

static void
test_mutants (void)
{
  g_autoptr(LudusGame) game = nr_test_game ();
  guint accepted = 0, tried = 0;
  LudusRng rng;

  ludus_rng_init (&rng, 2718);
  for (guint n = 1; n <= NR_MAX_PLAYERS; n++)
    for (guint k = 0; k < 6; k++)
      {
        g_autoptr(JsonNode) base = state_json (n, 100 * n + k, 25 * k);

        for (int i = 0; i < 150 * soak (); i++)
          {
            g_autoptr(JsonNode) node = deep_copy (base);
            g_autoptr(LudusState) state = NULL;

            for (guint j = 0; j <= ludus_rng_below (&rng, 3); j++)
              mutate (json_node_get_object (node), &rng);
            state = ludus_game_state_from_json (game, node, NULL);
            tried++;
            if (state == NULL)
              continue;
            accepted++;
            play_on (game, state, &rng);
          }
      }
  g_test_message ("%u mutants, %u accepted and played on", tried, accepted);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/json/refusals", test_refusals);
  g_test_add_func ("/nova-roma/json/mutants", test_mutants);
  return g_test_run ();
}
