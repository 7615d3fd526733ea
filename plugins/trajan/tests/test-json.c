/* test-json.c: hostile state JSON, redaction, hidden draws and the epoch
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "trajan-game.h"
#include "trajan-rules.h"
#include "trajan-text.h"

static LudusGame *game;

/* A position some way into a 3-player game. */
static LudusState *
mid_game (guint64 seed,
          guint   n_moves)
{
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, 3, seed, NULL, &error);
  LudusRng rng;

  g_assert_no_error (error);
  ludus_rng_init (&rng, seed);
  for (guint i = 0; i < n_moves && !ludus_game_is_over (game, state); i++)
    {
      guint actor = g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      LudusMove m;

      g_assert_true (ludus_bot_choose_random (game, state, actor, &rng, &m));
      g_assert_true (ludus_game_apply (game, state, actor, &m, NULL));
    }
  return state;
}

static void
expect_bad (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (text, NULL);

  g_assert_nonnull (node);
  g_assert_null (ludus_game_state_from_json (game, node, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
}

static void
test_not_a_state (void)
{
  expect_bad ("[]");
  expect_bad ("42");
  expect_bad ("{}");
  expect_bad ("{\"format\": \"ludus-trajan-state\"}");
  expect_bad ("{\"format\": \"ludus-trajan-state\", \"version\": 2}");
  expect_bad ("{\"format\": \"other\", \"version\": 1}");
}

/* Removing any member of a valid position is an error, never a crash. */
static void
test_missing_members (void)
{
  LudusState *state = mid_game (3, 200);
  g_autoptr(JsonNode) node = ludus_game_state_to_json (game, state);
  g_autoptr(GList) members = json_object_get_members (json_node_get_object (node));

  for (GList *l = members; l != NULL; l = l->next)
    {
      g_autoptr(JsonNode) copy = json_node_copy (node);
      g_autoptr(GError) error = NULL;

      json_object_remove_member (json_node_get_object (copy), l->data);
      g_assert_null (ludus_game_state_from_json (game, copy, &error));
      g_assert_nonnull (error);
    }
  ludus_game_free_state (game, state);
}

typedef struct
{
  JsonNode *node;
} Leaf;

static void
collect_leaves (JsonNode  *node,
                GPtrArray *leaves)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autoptr(GList) values = json_object_get_values (json_node_get_object (node));

      for (GList *l = values; l != NULL; l = l->next)
        collect_leaves (l->data, leaves);
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        collect_leaves (json_array_get_element (array, i), leaves);
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    g_ptr_array_add (leaves, node);
}

/* Random corruptions of integer values: each load either fails with an
 * error or gives a consistent position that can be played on. */
static void
test_fuzz (void)
{
  LudusRng rng;
  guint accepted = 0, rejected = 0;

  ludus_rng_init (&rng, 2026);
  for (guint round = 0; round < 600; round++)
    {
      LudusState *state = mid_game (round % 7 + 1, 50 + round % 300);
      g_autoptr(JsonNode) node = ludus_game_state_to_json (game, state);
      g_autoptr(GPtrArray) leaves = g_ptr_array_new ();
      g_autoptr(GError) error = NULL;
      LudusState *loaded;
      guint n_changes = 1 + ludus_rng_below (&rng, 3);

      collect_leaves (node, leaves);
      for (guint c = 0; c < n_changes; c++)
        {
          JsonNode *leaf = g_ptr_array_index (leaves, ludus_rng_below (&rng, leaves->len));
          static const gint64 values[] = { -3, -2, -1, 0, 1, 2, 5, 11, 12, 19, 20, 53, 54, 69,
                                           70, 255, 256, 100000, G_MININT32 };

          json_node_set_int (leaf, values[ludus_rng_below (&rng, G_N_ELEMENTS (values))]);
        }
      loaded = ludus_game_state_from_json (game, node, &error);
      if (loaded == NULL)
        {
          g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
          rejected++;
        }
      else
        {
          LudusRng play;

          accepted++;
          ludus_rng_init (&play, round);
          /* Play on a little: nothing may crash or break the invariants. */
          for (guint i = 0; i < 40 && !ludus_game_is_over (game, loaded); i++)
            {
              guint actors = ludus_game_get_actors (game, loaded);
              guint actor = g_bit_nth_lsf (actors, -1);
              LudusMove m;

              if (!ludus_bot_choose_random (game, loaded, actor, &play, &m))
                break;
              g_assert_true (ludus_game_apply (game, loaded, actor, &m, NULL));
              g_assert_true (trajan_state_check (trajan_data_get (NULL),
                                                 (TrajanState *) loaded, NULL));
            }
          ludus_game_free_state (game, loaded);
        }
      ludus_game_free_state (game, state);
    }
  g_test_message ("fuzz: %u accepted, %u rejected", accepted, rejected);
  g_assert_cmpuint (rejected, >, accepted);
}

/* A refused position names the element and the value at fault ("holds a value out of range"
 * and "a Trajan stack is wrong" did not say where). */
static void
test_messages_name_element (void)
{
  LudusState *state = mid_game (5, 60);
  g_autoptr(JsonNode) node = ludus_game_state_to_json (game, state);
  JsonObject *o = json_node_get_object (node);
  JsonArray *sow = json_object_get_array_member (o, "sow_left");
  JsonArray *stacks = json_object_get_array_member (o, "stacks");
  g_autoptr(JsonNode) copy = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *first = NULL;
  guint c;

  /* A fresh tree: json_node_copy () shares the arrays. */
  copy = ludus_game_state_to_json (game, state);
  json_array_remove_element (json_object_get_array_member (json_node_get_object (copy),
                                                           "sow_left"), 2);
  json_array_add_int_element (json_object_get_array_member (json_node_get_object (copy),
                                                            "sow_left"), 99);
  g_assert_null (ludus_game_state_from_json (game, copy, &error));
  g_assert_nonnull (strstr (error->message, "“sow_left[5]” is 99, outside 0…"));
  g_clear_error (&error);
  g_assert_cmpuint (json_array_get_length (sow), >, 2);

  /* A tile of one stack moved to another. */
  for (c = 0; c < json_array_get_length (stacks); c++)
    if (json_array_get_length (json_array_get_array_element (stacks, c)) > 0)
      {
        first = json_array_get_array_element (stacks, c);
        break;
      }
  g_assert_nonnull (first);
  {
    gint64 tile = json_array_get_int_element (first, 0);
    guint other = (c + 1) % json_array_get_length (stacks);
    JsonArray *target = json_array_get_array_element (stacks, other);
    g_autofree char *expected = g_strdup_printf ("“stacks[%u][%u]” holds Trajan tile %d, which "
                                                 "is not of that stack's kind",
                                                 other, json_array_get_length (target),
                                                 (int) tile);

    json_array_remove_element (first, 0);
    json_array_add_int_element (target, tile);
    g_assert_null (ludus_game_state_from_json (game, node, &error));
    g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
    if (strstr (error->message, expected) == NULL)
      g_error ("“%s” does not say “%s”", error->message, expected);
  }
  ludus_game_free_state (game, state);
}

static void
test_duplicates (void)
{
  LudusState *state = mid_game (5, 120);
  const TrajanState *s = (const TrajanState *) state;
  g_autoptr(JsonNode) node = ludus_game_state_to_json (game, state);
  JsonObject *o = json_node_get_object (node);
  JsonArray *pile = json_object_get_array_member (o, "forum_pile");
  g_autoptr(GError) error = NULL;

  /* One forum tile twice. */
  json_array_add_int_element (pile, s->forum_pile[0]);
  g_assert_null (ludus_game_state_from_json (game, node, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
  g_clear_error (&error);
  json_array_remove_element (pile, json_array_get_length (pile) - 1);
  /* One goods card too many. */
  json_array_add_int_element (json_object_get_array_member (o, "deck"), 3);
  g_assert_null (ludus_game_state_from_json (game, node, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
  ludus_game_free_state (game, state);
}

static void
test_redact (void)
{
  for (guint64 seed = 1; seed <= 30; seed++)
    {
      LudusState *state = mid_game (seed, 40 + 37 * (guint) seed);
      const TrajanState *s = (const TrajanState *) state;

      for (int viewer = -1; viewer < 3; viewer++)
        {
          LudusState *red = ludus_game_redact (game, state, viewer);
          const TrajanState *r = (const TrajanState *) red;

          for (guint p = 0; p < 3; p++)
            {
              guint hidden = r->players[p].hand_hidden;

              if ((int) p == viewer)
                {
                  g_assert_cmpmem (r->players[p].hand, TRAJAN_N_GOODS, s->players[p].hand,
                                   TRAJAN_N_GOODS);
                  g_assert_cmpuint (hidden, ==, 0);
                }
              else
                {
                  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
                    g_assert_cmpuint (r->players[p].hand[k], ==, 0);
                  g_assert_cmpuint (hidden, ==, trajan_hand_count (&s->players[p]));
                }
            }
          for (guint i = 0; i < r->deck_n; i++)
            g_assert_cmpint (r->deck[i], ==, TRAJAN_HIDDEN);
          for (guint i = 0; i < r->forum_pile_n; i++)
            g_assert_cmpint (r->forum_pile[i], ==, TRAJAN_HIDDEN);
          for (guint i = 0; i < r->demand_pile_n; i++)
            g_assert_cmpint (r->demand_pile[i], ==, TRAJAN_HIDDEN);
          for (guint i = 0; i < r->bag_n; i++)
            g_assert_cmpint (r->bag[i], ==, TRAJAN_HIDDEN);
          for (guint c = 0; c < TRAJAN_N_CATEGORIES; c++)
            if (r->stack_n[c] > 0)
              {
                g_assert_cmpint (r->stacks[c][r->stack_n[c] - 1], ==,
                                 s->stacks[c][s->stack_n[c] - 1]);
                for (guint i = 0; i + 1 < r->stack_n[c]; i++)
                  g_assert_cmpint (r->stacks[c][i], ==, TRAJAN_HIDDEN);
              }
          /* What the viewer may do is the same in both. */
          if (viewer >= 0)
            {
              g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (LudusMove));
              g_autoptr(GArray) b = g_array_new (FALSE, FALSE, sizeof (LudusMove));

              ludus_game_legal_moves (game, state, (guint) viewer, a);
              ludus_game_legal_moves (game, red, (guint) viewer, b);
              g_assert_cmpuint (a->len, ==, b->len);
              g_assert_cmpmem (a->data, a->len * sizeof (LudusMove), b->data,
                               b->len * sizeof (LudusMove));
            }
          /* A redacted position cannot be loaded back as a real one. */
          if (r->deck_n > 0)
            {
              g_autoptr(JsonNode) node = ludus_game_state_to_json (game, red);
              g_autoptr(GError) error = NULL;

              g_assert_null (ludus_game_state_from_json (game, node, &error));
              g_assert_nonnull (error);
            }
          ludus_game_free_state (game, red);
        }
      ludus_game_free_state (game, state);
    }
}

/* Every random draw and every reveal moves the epoch; log lines of draws
 * name no card to anyone but the player who drew. */
static void
test_epoch_and_log (void)
{
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, 4, 11, NULL, &error);
  LudusRng rng;
  guint draws = 0, own_draws = 0;

  ludus_rng_init (&rng, 11);
  while (!ludus_game_is_over (game, state))
    {
      LudusState *before = ludus_game_copy_state (game, state);
      const TrajanState *b = (const TrajanState *) before, *a = (const TrajanState *) state;
      guint actor = g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      LudusMove m;
      g_autofree char *line = NULL;
      g_autofree char *prompt = NULL;
      g_autofree char *spectator = NULL;
      g_autofree char *own = NULL;
      gboolean drew, hidden_draw;

      g_assert_true (ludus_bot_choose_random (game, state, actor, &rng, &m));
      g_assert_true (ludus_game_apply (game, state, actor, &m, NULL));
      drew = a->deck_n < b->deck_n || a->forum_pile_n < b->forum_pile_n
             || a->n_revealed > b->n_revealed || a->bag_n < b->bag_n
             || a->extra_pile_n < b->extra_pile_n;
      if (drew)
        {
          draws++;
          g_assert_cmpuint (a->epoch, >, b->epoch);
        }
      line = ludus_game_describe_move (game, before, state, actor, &m, (int) (actor + 1) % 4);
      g_assert_nonnull (line);
      g_assert_cmpuint (strlen (line), >, 0);
      hidden_draw = m.kind == TRAJAN_MOVE_SEAPORT_DRAW_TWO
                    || (m.kind == TRAJAN_MOVE_SETUP_TAKE_CARD && m.args[0] == 0)
                    || (m.kind == TRAJAN_MOVE_TRAJAN_EFFECT
                        && trajan_data_get (NULL)->trajan_tiles[b->claim_tile].category
                           == TRAJAN_CATEGORY_CARDS);
      if (hidden_draw)
        for (guint k = 0; k < TRAJAN_N_GOODS; k++)
          g_assert_null (strstr (line, trajan_goods_name (k)));
      /* Every other seat and a spectator read the same line... */
      spectator = ludus_game_describe_move (game, before, state, actor, &m, -1);
      g_assert_cmpstr (line, ==, spectator);
      /* ...while the player who drew face down is told which cards. */
      own = ludus_game_describe_move (game, before, state, actor, &m, (int) actor);
      if (hidden_draw || m.kind == TRAJAN_MOVE_SEAPORT_DISPLAY)
        {
          guint got = 0;

          for (guint k = 0; k < TRAJAN_N_GOODS; k++)
            {
              int n = a->players[actor].hand[k] - b->players[actor].hand[k]
                      + a->players[actor].display[k] - b->players[actor].display[k];

              if (n > 0)
                {
                  g_assert_nonnull (strstr (own, trajan_goods_name (k)));
                  got++;
                }
            }
          if (got > 0)
            {
              own_draws++;
              g_assert_cmpstr (own, !=, line);
              g_assert_true (g_str_has_prefix (own, line));
            }
        }
      else
        g_assert_cmpstr (own, ==, line);
      prompt = ludus_game_get_prompt (game, state, 0);
      g_assert_nonnull (prompt);
      ludus_game_free_state (game, before);
    }
  g_assert_cmpuint (draws, >, 30);
  g_assert_cmpuint (own_draws, >, 3);
  ludus_game_free_state (game, state);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  game = ludus_rules_game_new (&trajan_rules, NULL);
  g_test_add_func ("/ludus/trajan/json/not-a-state", test_not_a_state);
  g_test_add_func ("/ludus/trajan/json/missing-members", test_missing_members);
  g_test_add_func ("/ludus/trajan/json/fuzz", test_fuzz);
  g_test_add_func ("/ludus/trajan/json/duplicates", test_duplicates);
  g_test_add_func ("/ludus/trajan/json/messages-name-element", test_messages_name_element);
  g_test_add_func ("/ludus/trajan/redact", test_redact);
  g_test_add_func ("/ludus/trajan/epoch-and-log", test_epoch_and_log);
  ret = g_test_run ();
  g_object_unref (game);
  return ret;
}
