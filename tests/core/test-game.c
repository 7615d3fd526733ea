/* test-game.c: the LudusGame interface, through the test game Tesserae
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <pango/pango.h>

#include "testutil.h"

static LudusGame *game;

static char *
state_text (const LudusState *state)
{
  return ludus_game_state_to_string (game, state);
}

static void
test_description (void)
{
  guint min = 0, max = 0, n_options = 0;
  const LudusOption *options = ludus_game_get_options (game, &n_options);
  const char *const *kinds = ludus_game_get_move_kinds (game);
  const char *const expected_kinds[] = { "play", "row", "column", "confirm", "pass", "place",
                                         NULL };
  g_autofree char *name = ludus_game_get_name (game);
  g_autofree char *summary = ludus_game_get_summary (game);
  g_autofree char *markup = ludus_game_get_rules_markup (game);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (ludus_game_get_id (game), ==, "testgame");
  g_assert_cmpstr (name, ==, "Tesserae");
  g_assert_true (g_str_has_prefix (summary, "Play a hidden card"));
  g_assert_cmpuint (ludus_game_get_rules_version (game), ==, 1);
  ludus_game_get_player_range (game, &min, &max);
  g_assert_cmpuint (min, ==, 2);
  g_assert_cmpuint (max, ==, 4);
  g_assert_cmpint (ludus_game_get_flags (game), ==,
                   LUDUS_GAME_HIDDEN_INFORMATION | LUDUS_GAME_SIMULTANEOUS | LUDUS_GAME_RANDOMNESS |
                   LUDUS_GAME_SETUP_DECISIONS);

  g_assert_cmpuint (n_options, ==, 3);
  g_assert_cmpstr (options[2].id, ==, "setup");
  g_assert_cmpint (options[2].type, ==, LUDUS_OPTION_BOOLEAN);
  g_assert_cmpint (options[2].default_value, ==, 0);
  g_assert_cmpstr (options[0].id, ==, "lines");
  g_assert_cmpint (options[0].type, ==, LUDUS_OPTION_BOOLEAN);
  g_assert_cmpint (options[0].default_value, ==, 1);
  g_assert_cmpstr (options[1].id, ==, "deck");
  g_assert_cmpint (options[1].type, ==, LUDUS_OPTION_CHOICE);
  g_assert_cmpint (options[1].default_value, ==, 0);
  g_assert_cmpuint (g_strv_length ((char **) options[1].choices), ==, 2);

  g_assert_true (g_strv_equal ((const char *const *) kinds, expected_kinds));

  /* The rules page is valid Pango markup and says what the game is. */
  g_assert_true (pango_parse_markup (markup, -1, 0, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (markup, "<b>Overview</b>"));
  g_assert_nonnull (strstr (markup, "highest value played by exactly one player wins"));
}

static void
test_new_state (void)
{
  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr(GError) error = NULL;
      LudusState *state = ludus_game_new_state (game, n, 42, NULL, &error);
      const TestgameState *s = tu_tg (state);
      guint count[10] = { 0 };

      g_assert_no_error (error);
      g_assert_cmpuint (ludus_game_get_n_players (game, state), ==, n);
      g_assert_cmpuint (s->n_deck, ==, TESTGAME_N_CARDS - 3 * n);
      g_assert_cmpint (s->phase, ==, TESTGAME_PHASE_PLAY);
      g_assert_cmpuint (ludus_game_get_epoch (game, state), ==, 0);
      g_assert_cmpuint (ludus_game_get_actors (game, state), ==, (1u << n) - 1);
      g_assert_false (ludus_game_is_over (game, state));
      for (guint p = 0; p < n; p++)
        {
          g_assert_cmpuint (s->n_hand[p], ==, 3);
          for (guint i = 0; i < 3; i++)
            count[s->hand[p][i]]++;
          /* Hands are sorted. */
          g_assert_cmpuint (s->hand[p][0], <=, s->hand[p][1]);
          g_assert_cmpuint (s->hand[p][1], <=, s->hand[p][2]);
        }
      for (guint i = 0; i < s->n_deck; i++)
        count[s->deck[i]]++;
      g_assert_cmpuint (count[0], ==, 0);
      for (guint v = 1; v <= 9; v++)
        g_assert_cmpuint (count[v], ==, 2);
      ludus_game_free_state (game, state);
    }
}

static void
test_new_state_options (void)
{
  const int low[] = { 0, 1, 0 };
  const int bad_deck[] = { 1, 2, 0 };
  const int bad_lines[] = { 3, 0, 0 };
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, 3, 7, low, &error);
  const TestgameState *s = tu_tg (state);
  guint count[10] = { 0 };

  g_assert_no_error (error);
  g_assert_cmpint (s->options[TESTGAME_OPTION_LINES], ==, 0);
  g_assert_cmpint (s->options[TESTGAME_OPTION_DECK], ==, 1);
  for (guint i = 0; i < s->n_deck; i++)
    count[s->deck[i]]++;
  for (guint p = 0; p < 3; p++)
    for (guint i = 0; i < s->n_hand[p]; i++)
      count[s->hand[p][i]]++;
  for (guint v = 1; v <= 6; v++)
    g_assert_cmpuint (count[v], ==, 3);
  for (guint v = 7; v <= 9; v++)
    g_assert_cmpuint (count[v], ==, 0);
  ludus_game_free_state (game, state);

  g_assert_null (ludus_game_new_state (game, 3, 7, bad_deck, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
  g_assert_cmpstr (error->message, ==, "Option “deck” must be between 0 and 1");
  g_clear_error (&error);

  g_assert_null (ludus_game_new_state (game, 3, 7, bad_lines, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
  g_assert_cmpstr (error->message, ==, "Option “lines” must be between 0 and 1");
  g_clear_error (&error);

  g_assert_null (ludus_game_new_state (game, 1, 7, NULL, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
  g_assert_cmpstr (error->message, ==, "This game is for 2 to 4 players, not 1");
  g_clear_error (&error);

  g_assert_null (ludus_game_new_state (game, 5, 7, NULL, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
}

static void
test_seed (void)
{
  LudusState *a = ludus_game_new_state (game, 4, 1234, NULL, NULL);
  LudusState *b = ludus_game_new_state (game, 4, 1234, NULL, NULL);
  LudusState *c = ludus_game_new_state (game, 4, 1235, NULL, NULL);
  g_autofree char *ta = state_text (a), *tb = state_text (b), *tc = state_text (c);

  g_assert_cmpstr (ta, ==, tb);
  g_assert_cmpstr (ta, !=, tc);
  g_assert_true (ludus_game_states_equal (game, a, b));
  g_assert_false (ludus_game_states_equal (game, a, c));
  ludus_game_free_state (game, a);
  ludus_game_free_state (game, b);
  ludus_game_free_state (game, c);
}

static void
test_copy (void)
{
  LudusState *state = tu_state (game, TU_P2);
  LudusState *copy = ludus_game_copy_state (game, state);
  g_autofree char *before = state_text (state);
  g_autofree char *after = NULL;

  g_assert_true (copy != state);
  g_assert_true (ludus_game_states_equal (game, state, copy));

  /* Changing the copy leaves the original alone. */
  tu_apply (game, copy, 0, TESTGAME_MOVE_PLAY, 9);
  after = state_text (state);
  g_assert_cmpstr (before, ==, after);
  g_assert_false (ludus_game_states_equal (game, state, copy));

  ludus_game_free_state (game, copy);
  ludus_game_free_state (game, state);
  /* Freeing NULL is allowed. */
  ludus_game_free_state (game, NULL);
}

static void
assert_moves (LudusState *state,
              guint       player,
              const char *expected)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(GString) text = g_string_new (NULL);

  /* Left-over elements must be cleared by legal_moves. */
  g_array_set_size (moves, 3);
  ludus_game_legal_moves (game, state, player, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *one = ludus_game_move_to_string (game, &g_array_index (moves, LudusMove, i));

      g_string_append_printf (text, "%s%s", i ? " " : "", one);
    }
  g_assert_cmpstr (text->str, ==, expected);
}

static void
test_legal_moves (void)
{
  LudusState *state = tu_state (game,
    "{'players':2,'options':{'lines':1,'deck':0},"
    "'rng':['0000000000000001','0000000000000002','0000000000000003','0000000000000004'],"
    "'phase':'play','round':1,'epoch':0,'deck':[1,1,2,2,3,3,4,4,6,6,7,8],"
    "'hands':[[5,5,9],[7,8,9]],'played':[-1,-1],'revealed':[-1,-1],'drawn':[-1,-1],"
    "'discarded':0,'winner':-1,'row':-1,'column':-1,'board':[-1,-1,-1,-1,-1,-1,-1,-1,-1],"
    "'rounds_won':[0,0]}");
  LudusMove five, seven;

  /* Two fives are one choice. */
  assert_moves (state, 0, "{\"kind\":\"play\",\"args\":[5]} {\"kind\":\"play\",\"args\":[9]}");
  assert_moves (state, 1, "{\"kind\":\"play\",\"args\":[7]} {\"kind\":\"play\",\"args\":[8]} "
                          "{\"kind\":\"play\",\"args\":[9]}");
  /* A seat that does not exist has no moves. */
  assert_moves (state, 2, "");
  assert_moves (state, 7, "");

  five = tu_move (TESTGAME_MOVE_PLAY, 5);
  seven = tu_move (TESTGAME_MOVE_PLAY, 7);
  g_assert_true (ludus_game_is_legal (game, state, 0, &five));
  g_assert_false (ludus_game_is_legal (game, state, 0, &seven));

  /* Once seat 0 has played, only seat 1 decides. */
  tu_apply (game, state, 0, TESTGAME_MOVE_PLAY, 5);
  assert_moves (state, 0, "");
  ludus_game_free_state (game, state);
}

static void
test_simultaneous (void)
{
  LudusState *state = tu_state (game, TU_P2);
  g_autoptr(GError) error = NULL;
  LudusMove again = tu_move (TESTGAME_MOVE_PLAY, 2);

  g_assert_cmpuint (ludus_game_get_actors (game, state), ==, 0x3);
  tu_apply (game, state, 1, TESTGAME_MOVE_PLAY, 7);
  g_assert_cmpuint (ludus_game_get_actors (game, state), ==, 0x1);
  g_assert_cmpint (tu_tg (state)->played[1], ==, 7);

  /* Seat 1 has played; it may not play again this round. */
  g_assert_false (ludus_game_apply (game, state, 1, &again, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_NOT_YOUR_TURN);
  g_assert_cmpstr (error->message, ==, "Player 2 has nothing to decide now");

  tu_apply (game, state, 0, TESTGAME_MOVE_PLAY, 9);
  /* Revealed: 9 beats 7; seat 0 claims. */
  g_assert_cmpint (tu_tg (state)->phase, ==, TESTGAME_PHASE_ROW);
  g_assert_cmpint (tu_tg (state)->winner, ==, 0);
  g_assert_cmpint (tu_tg (state)->revealed[0], ==, 9);
  g_assert_cmpint (tu_tg (state)->revealed[1], ==, 7);
  g_assert_cmpuint (tu_tg (state)->n_discard, ==, 2);
  g_assert_cmpuint (ludus_game_get_actors (game, state), ==, 0x1);
  ludus_game_free_state (game, state);
}

static void
test_reveal (void)
{
  LudusState *state = tu_state (game, TU_P2);
  const TestgameState *s = tu_tg (state);

  /* 9 against 9: no value is unique, no one wins, everyone draws. */
  tu_apply (game, state, 0, TESTGAME_MOVE_PLAY, 9);
  tu_apply (game, state, 1, TESTGAME_MOVE_PLAY, 9);
  g_assert_cmpint (s->winner, ==, -1);
  g_assert_cmpint (s->phase, ==, TESTGAME_PHASE_PLAY);
  g_assert_cmpuint (s->round, ==, 2);
  g_assert_cmpuint (s->n_deck, ==, 10);
  g_assert_cmpuint (s->n_hand[0], ==, 3);
  g_assert_cmpuint (s->n_hand[1], ==, 3);
  g_assert_cmpint (s->drawn[0], >, 0);
  g_assert_cmpint (s->drawn[1], >, 0);
  g_assert_cmpuint (s->rounds_won[0] + s->rounds_won[1], ==, 0);
  /* The reveal and the draw each start an epoch. */
  g_assert_cmpuint (ludus_game_get_epoch (game, state), ==, 2);
  ludus_game_free_state (game, state);

  /* Three players: 9, 9 and 5 — the highest unique card is the 5. */
  state = tu_state (game,
    "{'players':3,'options':{'lines':1,'deck':0},"
    "'rng':['0000000000000001','0000000000000002','0000000000000003','0000000000000004'],"
    "'phase':'play','round':1,'epoch':0,'deck':[1,1,3,3,4,4,6,8,8],"
    "'hands':[[2,5,9],[5,7,9],[2,6,7]],'played':[-1,-1,-1],'revealed':[-1,-1,-1],"
    "'drawn':[-1,-1,-1],'discarded':0,'winner':-1,'row':-1,'column':-1,"
    "'board':[-1,-1,-1,-1,-1,-1,-1,-1,-1],'rounds_won':[0,0,0]}");
  s = tu_tg (state);
  tu_apply (game, state, 2, TESTGAME_MOVE_PLAY, 6);
  tu_apply (game, state, 0, TESTGAME_MOVE_PLAY, 9);
  g_assert_cmpint (s->phase, ==, TESTGAME_PHASE_PLAY);
  tu_apply (game, state, 1, TESTGAME_MOVE_PLAY, 9);
  g_assert_cmpint (s->winner, ==, 2);
  g_assert_cmpuint (s->rounds_won[2], ==, 1);
  g_assert_cmpint (s->phase, ==, TESTGAME_PHASE_ROW);
  g_assert_cmpuint (ludus_game_get_actors (game, state), ==, 0x4);
  ludus_game_free_state (game, state);
}

/* Seat 1 won the round with a 9 over a 5. */
#define CLAIM_P2 \
  "{'players':2,'options':{'lines':1,'deck':0}," \
  "'rng':['0000000000000001','0000000000000002','0000000000000003','0000000000000004']," \
  "'phase':'row','round':1,'epoch':1,'deck':[1,1,2,3,3,4,4,6,6,7,8,8]," \
  "'hands':[[2,9],[5,7]],'played':[-1,-1],'revealed':[5,9],'drawn':[-1,-1]," \
  "'discarded':2,'winner':1,'row':-1,'column':-1,'board':[0,0,0,-1,1,-1,-1,-1,-1]," \
  "'rounds_won':[0,1]}"

static void
test_claim (void)
{
  LudusState *state = tu_state (game, CLAIM_P2);
  const TestgameState *s = tu_tg (state);

  /* Row 1 is full, so only rows 2 and 3 (and passing) are open. */
  assert_moves (state, 1, "{\"kind\":\"row\",\"args\":[1]} {\"kind\":\"row\",\"args\":[2]} "
                          "{\"kind\":\"pass\",\"args\":[]}");
  assert_moves (state, 0, "");
  tu_apply (game, state, 1, TESTGAME_MOVE_ROW, 1);
  g_assert_cmpint (s->phase, ==, TESTGAME_PHASE_COLUMN);
  g_assert_cmpint (s->row, ==, 1);
  /* The centre is taken. */
  assert_moves (state, 1, "{\"kind\":\"column\",\"args\":[]} {\"kind\":\"column\",\"args\":[2]}");
  tu_apply (game, state, 1, TESTGAME_MOVE_COLUMN, 2);
  g_assert_cmpint (s->phase, ==, TESTGAME_PHASE_CONFIRM);
  assert_moves (state, 1, "{\"kind\":\"confirm\",\"args\":[]} {\"kind\":\"pass\",\"args\":[]}");
  g_assert_cmpuint (ludus_game_get_epoch (game, state), ==, 1);
  tu_apply (game, state, 1, TESTGAME_MOVE_CONFIRM, 0);
  g_assert_cmpint (s->board[5], ==, 1);
  g_assert_cmpint (s->phase, ==, TESTGAME_PHASE_PLAY);
  g_assert_cmpint (s->row, ==, -1);
  g_assert_cmpint (s->column, ==, -1);
  g_assert_cmpuint (s->round, ==, 2);
  g_assert_cmpuint (s->n_deck, ==, 10);
  g_assert_cmpuint (s->n_hand[0], ==, 3);
  g_assert_cmpuint (s->n_hand[1], ==, 3);
  /* The draw is random: a new epoch. */
  g_assert_cmpuint (ludus_game_get_epoch (game, state), ==, 2);
  ludus_game_free_state (game, state);

  /* Passing at the first step takes no tile. */
  state = tu_state (game, CLAIM_P2);
  s = tu_tg (state);
  tu_apply (game, state, 1, TESTGAME_MOVE_PASS, 0);
  g_assert_cmpint (s->board[5], ==, -1);
  g_assert_cmpuint (s->round, ==, 2);
  g_assert_cmpint (s->phase, ==, TESTGAME_PHASE_PLAY);
  ludus_game_free_state (game, state);

  /* Nor does passing at the last. */
  state = tu_state (game, CLAIM_P2);
  s = tu_tg (state);
  tu_apply (game, state, 1, TESTGAME_MOVE_ROW, 2);
  tu_apply (game, state, 1, TESTGAME_MOVE_COLUMN, 0);
  tu_apply (game, state, 1, TESTGAME_MOVE_PASS, 0);
  for (guint t = 3; t < 9; t++)
    g_assert_cmpint (s->board[t], ==, t == 4 ? 1 : -1);
  g_assert_cmpuint (s->round, ==, 2);
  ludus_game_free_state (game, state);
}

static void
assert_refused (LudusState *state,
                guint       player,
                LudusMove   move,
                int         code,
                const char *message)
{
  g_autofree char *before = state_text (state);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (ludus_game_apply (game, state, player, &move, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  after = state_text (state);
  g_assert_cmpstr (before, ==, after);
}

static void
test_illegal (void)
{
  LudusState *state = tu_state (game, TU_P2);

  assert_refused (state, 0, tu_move (TESTGAME_MOVE_PLAY, 7), LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                  "Player 1 holds no card of value 7");
  assert_refused (state, 0, tu_move (TESTGAME_MOVE_PLAY, -3), LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                  "Player 1 holds no card of value -3");
  assert_refused (state, 0, tu_move (TESTGAME_MOVE_ROW, 0), LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                  "That kind of move is not possible at this step of the round");
  assert_refused (state, 0, tu_move (99, 0), LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                  "That kind of move is not possible at this step of the round");
  assert_refused (state, 2, tu_move (TESTGAME_MOVE_PLAY, 2), LUDUS_GAME_ERROR_NOT_YOUR_TURN,
                  "Player 3 has nothing to decide now");
  /* A stray argument makes it another move. */
  {
    LudusMove odd = tu_move (TESTGAME_MOVE_PLAY, 9);

    odd.args[3] = 1;
    assert_refused (state, 0, odd, LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                    "Player 1 holds no card of value 9");
  }
  ludus_game_free_state (game, state);

  state = tu_state (game, CLAIM_P2);
  assert_refused (state, 0, tu_move (TESTGAME_MOVE_ROW, 1), LUDUS_GAME_ERROR_NOT_YOUR_TURN,
                  "Player 1 has nothing to decide now");
  assert_refused (state, 1, tu_move (TESTGAME_MOVE_ROW, 0), LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                  "Row 1 has no free tile");
  assert_refused (state, 1, tu_move (TESTGAME_MOVE_ROW, 3), LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                  "Row 4 has no free tile");
  assert_refused (state, 1, tu_move (TESTGAME_MOVE_CONFIRM, 0), LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                  "That kind of move is not possible at this step of the round");
  tu_apply (game, state, 1, TESTGAME_MOVE_ROW, 1);
  assert_refused (state, 1, tu_move (TESTGAME_MOVE_COLUMN, 1), LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                  "The tile in row 2, column 2 is not free");
  assert_refused (state, 1, tu_move (TESTGAME_MOVE_PASS, 0), LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                  "That kind of move is not possible at this step of the round");
  ludus_game_free_state (game, state);
}

static void
test_epoch (void)
{
  /* Deck empty: confirming the claim draws nothing, so the epoch stays. */
  LudusState *state = tu_state (game,
    "{'players':2,'options':{'lines':1,'deck':0},"
    "'rng':['0000000000000001','0000000000000002','0000000000000003','0000000000000004'],"
    "'phase':'play','round':7,'epoch':12,'deck':[],"
    "'hands':[[2,9],[5]],'played':[-1,-1],'revealed':[-1,-1],'drawn':[-1,-1],"
    "'discarded':15,'winner':-1,'row':-1,'column':-1,'board':[0,1,0,1,-1,-1,-1,-1,-1],"
    "'rounds_won':[2,2]}");
  const TestgameState *s = tu_tg (state);
  g_autoptr(JsonNode) rng_before = ludus_rng_to_json (&s->rng);
  g_autoptr(JsonNode) rng_after = NULL;

  tu_apply (game, state, 0, TESTGAME_MOVE_PLAY, 9);
  g_assert_cmpuint (ludus_game_get_epoch (game, state), ==, 12);
  tu_apply (game, state, 1, TESTGAME_MOVE_PLAY, 5);
  g_assert_cmpuint (ludus_game_get_epoch (game, state), ==, 13);
  tu_apply (game, state, 0, TESTGAME_MOVE_ROW, 1);
  tu_apply (game, state, 0, TESTGAME_MOVE_COLUMN, 1);
  tu_apply (game, state, 0, TESTGAME_MOVE_CONFIRM, 0);
  g_assert_cmpuint (ludus_game_get_epoch (game, state), ==, 13);
  g_assert_cmpint (s->drawn[0], ==, -1);
  /* Nothing was drawn, so the generator did not move. */
  rng_after = ludus_rng_to_json (&s->rng);
  g_assert_true (json_node_equal (rng_before, rng_after));
  g_assert_cmpint (s->phase, ==, TESTGAME_PHASE_PLAY);
  /* Seat 1 has no card left: seat 0 plays alone, and wins. */
  g_assert_cmpuint (ludus_game_get_actors (game, state), ==, 0x1);
  tu_apply (game, state, 0, TESTGAME_MOVE_PLAY, 2);
  g_assert_cmpint (s->winner, ==, 0);
  tu_apply (game, state, 0, TESTGAME_MOVE_PASS, 0);
  /* No one holds a card: the game is over. */
  g_assert_true (ludus_game_is_over (game, state));
  g_assert_cmpuint (ludus_game_get_actors (game, state), ==, 0);
  assert_moves (state, 0, "");
  ludus_game_free_state (game, state);
}

static void
test_redact (void)
{
  LudusState *state = tu_state (game, TU_P2);
  LudusState *mine, *theirs, *public;
  g_autofree char *text = NULL;
  g_autoptr(GArray) full = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(GArray) redacted = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  tu_apply (game, state, 0, TESTGAME_MOVE_PLAY, 5);
  mine = ludus_game_redact (game, state, 0);
  theirs = ludus_game_redact (game, state, 1);
  public = ludus_game_redact (game, state, -1);

  /* Seat 0 sees its own hand and card, not seat 1's hand or the deck. */
  text = state_text (mine);
  g_assert_nonnull (strstr (text, "\"hands\":[[2,9],[0,0,0]]"));
  g_assert_nonnull (strstr (text, "\"played\":[5,-1]"));
  g_assert_nonnull (strstr (text, "\"deck\":[0,0,0,0,0,0,0,0,0,0,0,0]"));
  /* Nor the generator, which would tell the coming draws. */
  g_assert_null (strstr (text, "\"0000000000000001\""));
  g_clear_pointer (&text, g_free);

  /* Seat 1 sees that seat 0 played, not what. */
  text = state_text (theirs);
  g_assert_nonnull (strstr (text, "\"hands\":[[0,0],[5,7,9]]"));
  g_assert_nonnull (strstr (text, "\"played\":[0,-1]"));
  g_clear_pointer (&text, g_free);

  text = state_text (public);
  g_assert_nonnull (strstr (text, "\"hands\":[[0,0],[0,0,0]]"));
  g_assert_nonnull (strstr (text, "\"played\":[0,-1]"));
  g_clear_pointer (&text, g_free);

  /* The redacted state is a valid state, and gives the viewer the same choices. */
  text = state_text (theirs);
  ludus_game_free_state (game, tu_state_from_text (game, text));
  ludus_game_legal_moves (game, state, 1, full);
  ludus_game_legal_moves (game, theirs, 1, redacted);
  g_assert_cmpuint (full->len, ==, 3);
  g_assert_cmpuint (redacted->len, ==, full->len);
  g_assert_cmpmem (full->data, full->len * sizeof (LudusMove),
                   redacted->data, redacted->len * sizeof (LudusMove));

  /* Redacting does not touch the original. */
  g_assert_cmpuint (tu_tg (state)->hand[1][0], ==, 5);

  ludus_game_free_state (game, mine);
  ludus_game_free_state (game, theirs);
  ludus_game_free_state (game, public);
  ludus_game_free_state (game, state);
}

static char *
describe (LudusState *before,
          guint       player,
          int         kind,
          int         arg,
          int         viewer,
          LudusState **after_out)
{
  LudusState *after = ludus_game_copy_state (game, before);
  LudusMove move = tu_move (kind, arg);
  char *text;

  tu_apply (game, after, player, kind, arg);
  text = ludus_game_describe_move (game, before, after, player, &move, viewer);
  if (after_out)
    *after_out = after;
  else
    ludus_game_free_state (game, after);
  return text;
}

static void
test_describe_move (void)
{
  LudusState *state = tu_state (game, TU_P2);
  LudusState *after = NULL;
  g_autofree char *own = describe (state, 0, TESTGAME_MOVE_PLAY, 9, 0, NULL);
  g_autofree char *other = describe (state, 0, TESTGAME_MOVE_PLAY, 9, 1, NULL);
  g_autofree char *public = describe (state, 0, TESTGAME_MOVE_PLAY, 9, -1, NULL);
  g_autofree char *reveal = NULL, *confirm_0 = NULL, *confirm_1 = NULL, *confirm_public = NULL;
  g_autofree char *expected = NULL;

  g_assert_cmpstr (own, ==, "Plays a 9 face down.");
  g_assert_cmpstr (other, ==, "Plays a card face down.");
  g_assert_cmpstr (public, ==, "Plays a card face down.");

  /* The last card turns them all up, for everyone. */
  tu_apply (game, state, 0, TESTGAME_MOVE_PLAY, 2);
  reveal = describe (state, 1, TESTGAME_MOVE_PLAY, 7, 0, &after);
  g_assert_cmpstr (reveal, ==,
                   "Plays a card face down. The cards are turned up: 2, 7. Player 2 wins the round.");
  ludus_game_free_state (game, state);
  state = after;

  tu_apply (game, state, 1, TESTGAME_MOVE_ROW, 0);
  tu_apply (game, state, 1, TESTGAME_MOVE_COLUMN, 2);
  confirm_1 = describe (state, 1, TESTGAME_MOVE_CONFIRM, 0, 1, &after);
  confirm_0 = describe (state, 1, TESTGAME_MOVE_CONFIRM, 0, 0, NULL);
  confirm_public = describe (state, 1, TESTGAME_MOVE_CONFIRM, 0, -1, NULL);

  /* Each seat learns its own draw only. */
  expected = g_strdup_printf ("Takes the tile in row 1, column 3 (worth 2). "
                              "Everyone draws a card; you draw a %d.", tu_tg (after)->drawn[1]);
  g_assert_cmpstr (confirm_1, ==, expected);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Takes the tile in row 1, column 3 (worth 2). "
                              "Everyone draws a card; you draw a %d.", tu_tg (after)->drawn[0]);
  g_assert_cmpstr (confirm_0, ==, expected);
  g_assert_cmpstr (confirm_public, ==,
                   "Takes the tile in row 1, column 3 (worth 2). Everyone draws a card.");
  ludus_game_free_state (game, after);
  ludus_game_free_state (game, state);

  /* A tie: the reveal and the draw in one move. */
  state = tu_state (game, TU_P2);
  tu_apply (game, state, 0, TESTGAME_MOVE_PLAY, 9);
  {
    g_autofree char *tie_1 = describe (state, 1, TESTGAME_MOVE_PLAY, 9, 1, &after);
    g_autofree char *tie_public = describe (state, 1, TESTGAME_MOVE_PLAY, 9, -1, NULL);
    g_autofree char *tie_expected = g_strdup_printf (
      "Plays a 9 face down. The cards are turned up: 9, 9. No card is unique, so no one wins. "
      "Everyone draws a card; you draw a %d.", tu_tg (after)->drawn[1]);

    g_assert_cmpstr (tie_1, ==, tie_expected);
    g_assert_cmpstr (tie_public, ==,
                     "Plays a card face down. The cards are turned up: 9, 9. No card is unique, "
                     "so no one wins. Everyone draws a card.");
  }
  ludus_game_free_state (game, after);
  ludus_game_free_state (game, state);
}

static void
test_prompt_and_player (void)
{
  LudusState *state = tu_state (game, TU_P2);
  g_autofree char *p0 = ludus_game_get_prompt (game, state, 0);
  g_autofree char *pub = ludus_game_get_prompt (game, state, -1);
  g_autofree char *waiting = NULL, *winner = NULL, *watcher = NULL, *column = NULL;
  g_autofree char *confirm = NULL, *over = NULL;
  g_autofree char *self = NULL, *other = NULL, *played = NULL;

  g_assert_cmpstr (p0, ==, "Choose a card to play face down.");
  g_assert_cmpstr (pub, ==, "The players are choosing their cards.");

  self = ludus_game_describe_player (game, state, 0, 0);
  other = ludus_game_describe_player (game, state, 0, 1);
  g_assert_cmpstr (self, ==, "3 cards in hand, 0 tiles; hand: 2, 5, 9");
  g_assert_cmpstr (other, ==, "3 cards in hand, 0 tiles");

  tu_apply (game, state, 0, TESTGAME_MOVE_PLAY, 2);
  waiting = ludus_game_get_prompt (game, state, 0);
  g_assert_cmpstr (waiting, ==, "Waiting for the others to play their cards.");
  played = ludus_game_describe_player (game, state, 0, 1);
  g_assert_cmpstr (played, ==, "2 cards in hand, 0 tiles; has played");
  ludus_game_free_state (game, state);

  state = tu_state (game, CLAIM_P2);
  winner = ludus_game_get_prompt (game, state, 1);
  watcher = ludus_game_get_prompt (game, state, 0);
  g_assert_cmpstr (winner, ==, "You won the round: choose a row for your tile, or pass.");
  g_assert_cmpstr (watcher, ==, "Player 2 is claiming a tile.");
  g_clear_pointer (&self, g_free);
  self = ludus_game_describe_player (game, state, 0, -1);
  g_assert_cmpstr (self, ==, "2 cards in hand, 3 tiles");
  g_clear_pointer (&self, g_free);
  self = ludus_game_describe_player (game, state, 1, -1);
  g_assert_cmpstr (self, ==, "2 cards in hand, 1 tile");
  tu_apply (game, state, 1, TESTGAME_MOVE_ROW, 2);
  column = ludus_game_get_prompt (game, state, 1);
  g_assert_cmpstr (column, ==, "Choose a free tile in row 3.");
  tu_apply (game, state, 1, TESTGAME_MOVE_COLUMN, 1);
  confirm = ludus_game_get_prompt (game, state, 1);
  g_assert_cmpstr (confirm, ==, "Take the tile in row 3, column 2? Confirm, or pass.");
  ludus_game_free_state (game, state);

  state = tu_state (game,
    "{'players':2,'options':{'lines':1,'deck':0},"
    "'rng':['0000000000000001','0000000000000002','0000000000000003','0000000000000004'],"
    "'phase':'over','round':9,'epoch':20,'deck':[],'hands':[[],[]],'played':[-1,-1],"
    "'revealed':[3,4],'drawn':[-1,-1],'discarded':18,'winner':1,'row':-1,'column':-1,"
    "'board':[0,1,0,1,-1,-1,-1,-1,-1],'rounds_won':[2,2]}");
  over = ludus_game_get_prompt (game, state, 0);
  g_assert_cmpstr (over, ==, "The game is over.");
  ludus_game_free_state (game, state);
}

/* The board is full; seat 0 owns the top row, seat 1 the bottom row. */
#define FINAL_P2(lines) \
  "{'players':2,'options':{'lines':" lines ",'deck':0}," \
  "'rng':['0000000000000001','0000000000000002','0000000000000003','0000000000000004']," \
  "'phase':'over','round':9,'epoch':17,'deck':[],'hands':[[3],[4,6]],'played':[-1,-1]," \
  "'revealed':[8,9],'drawn':[-1,-1],'discarded':15,'winner':1,'row':-1,'column':-1," \
  "'board':[0,0,0,1,0,1,1,1,1],'rounds_won':[4,5]}"

static void
assert_row (GPtrArray  *rows,
            guint       index,
            const char *label,
            int         a,
            int         b)
{
  LudusScoreRow *row = g_ptr_array_index (rows, index);

  g_assert_cmpstr (row->label, ==, label);
  g_assert_cmpint (row->values[0], ==, a);
  g_assert_cmpint (row->values[1], ==, b);
}

static void
test_scores (void)
{
  LudusState *state = tu_state (game, FINAL_P2 ("1"));
  g_autoptr(GPtrArray) rows = ludus_game_get_score_breakdown (game, state);
  int scores[2];
  guint ranks[2];

  g_assert_true (ludus_game_is_over (game, state));
  /* Tiles 2+1+2+3 and 1+1+2+1+2; a line each; 1 and 2 cards left. */
  g_assert_cmpuint (rows->len, ==, 3);
  assert_row (rows, 0, "Tiles", 8, 7);
  assert_row (rows, 1, "Lines", 3, 3);
  assert_row (rows, 2, "Cards in hand", 1, 2);
  ludus_game_get_scores (game, state, scores);
  g_assert_cmpint (scores[0], ==, 12);
  g_assert_cmpint (scores[1], ==, 12);
  /* Tied: seat 1 has five tiles to four. */
  ludus_game_get_ranks (game, state, ranks);
  g_assert_cmpuint (ranks[0], ==, 1);
  g_assert_cmpuint (ranks[1], ==, 0);
  ludus_game_free_state (game, state);
  g_clear_pointer (&rows, g_ptr_array_unref);

  /* Without lines scoring, the lines row is all zero. */
  state = tu_state (game, FINAL_P2 ("0"));
  rows = ludus_game_get_score_breakdown (game, state);
  assert_row (rows, 1, "Lines", 0, 0);
  ludus_game_get_scores (game, state, scores);
  g_assert_cmpint (scores[0], ==, 9);
  g_assert_cmpint (scores[1], ==, 9);
  ludus_game_free_state (game, state);
}

static void
test_json_round_trip (void)
{
  for (guint n = 2; n <= 4; n++)
    for (guint64 seed = 1; seed <= 10; seed++)
      {
        LudusState *state = ludus_game_new_state (game, n, seed * 977, NULL, NULL);
        LudusRng rng;

        ludus_rng_init (&rng, seed);
        while (TRUE)
          {
            g_autofree char *text = state_text (state);
            LudusState *loaded = tu_state_from_text (game, text);
            g_autofree char *again = state_text (loaded);
            LudusMove move;
            guint actors = ludus_game_get_actors (game, state);
            guint player = 0;

            g_assert_cmpstr (text, ==, again);
            ludus_game_free_state (game, loaded);

            for (guint p = 0; p < n; p++)
              {
                /* Every redacted view loads too. */
                LudusState *view = ludus_game_redact (game, state, (int) p);
                g_autofree char *view_text = state_text (view);

                ludus_game_free_state (game, tu_state_from_text (game, view_text));
                ludus_game_free_state (game, view);
              }

            if (actors == 0)
              break;
            while ((actors & (1u << player)) == 0)
              player++;
            g_assert_true (ludus_bot_choose_random (game, state, player, &rng, &move));
            tu_apply (game, state, player, move.kind, move.args[0]);
          }
        g_assert_true (ludus_game_is_over (game, state));
        ludus_game_free_state (game, state);
      }
}

typedef struct
{
  const char *from;
  const char *to;
  const char *message;
} Mutation;

static void
test_json_errors (void)
{
  const Mutation mutations[] = {
    { "'players':2", "'players':5", "Tesserae state: “players” is 5, outside 2…4" },
    { "'players':2", "'players':'two'", "Tesserae state: “players” is missing or not an integer" },
    { "'options':{'lines':1,'deck':0}", "'options':[]",
      "Tesserae state: “options” is missing or not an object" },
    { "'deck':0}", "'deck':3}", "Tesserae state: “deck” is 3, outside 0…1" },
    { "'phase':'play'", "'phase':'dance'",
      "Tesserae state: “phase” is not one of play, row, column, confirm, over, setup" },
    { "'round':1", "'round':0", "Tesserae state: “round” is 0, outside 1…1000" },
    { "'hands':[[2,5,9],[5,7,9]]", "'hands':[[2,5,9]]",
      "Tesserae state: “hands” has 1 elements, not 2…2" },
    { "'hands':[[2,5,9],[5,7,9]]", "'hands':[[2,5,9],5]",
      "Tesserae state: “hands[1]” is missing or not an array" },
    { "'hands':[[2,5,9],[5,7,9]]", "'hands':[[2,5,10],[5,7,9]]",
      "Tesserae state: “hands[0][2]” is 10, outside 0…9" },
    { "'hands':[[2,5,9],[5,7,9]]", "'hands':[[2,5,9],[5,7]]",
      "Tesserae state: the deck, hands, played and discarded cards add up to 17 cards, not 18" },
    { "'hands':[[2,5,9],[5,7,9]]", "'hands':[[2,5,9],[5,9,9]]",
      "Tesserae state: there are 3 cards of value 9, but the deck has only 2" },
    { "'played':[-1,-1]", "'played':[-1]", "Tesserae state: “played” has 1 elements, not 2…2" },
    { "'winner':-1", "'winner':2", "Tesserae state: “winner” is 2, outside -1…1" },
    { "'board':[-1,-1,-1,", "'board':[-1,-1,7,", "Tesserae state: “board[2]” is 7, outside -1…1" },
    { "'phase':'play'", "'phase':'row'",
      "Tesserae state: “winner” must name the seat claiming a tile" },
    { "'row':-1", "'row':1",
      "Tesserae state: “row” must be set exactly while a column is chosen or confirmed" },
    { "'rng':['0000000000000001',", "'rng':['xyz',",
      "Random generator word 0 is not a 16-digit hexadecimal string" },
    { "'discarded':0,", "",
      "Tesserae state: “discarded” is missing or not an integer" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (mutations); i++)
    {
      g_autofree char *base = tu_q (TU_P2);
      g_autofree char *from = tu_q (mutations[i].from);
      g_autofree char *to = tu_q (mutations[i].to);
      g_autoptr(GString) text = g_string_new (base);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (g_string_replace (text, from, to, 1), ==, 1);
      error = tu_state_error (game, text->str);
      g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
      g_assert_cmpstr (error->message, ==, mutations[i].message);
    }

  /* Not an object at all. */
  {
    g_autoptr(GError) error = tu_state_error (game, "[1, 2]");

    g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
    g_assert_cmpstr (error->message, ==, "A game state must be a JSON object");
  }
}

static void
test_move_json (void)
{
  LudusMove move = tu_move (TESTGAME_MOVE_PLAY, 5), parsed;
  g_autofree char *text = ludus_game_move_to_string (game, &move);
  g_autofree char *confirm = NULL;
  g_autoptr(JsonNode) node = json_from_string (text, NULL);
  const char *bad[][2] = {
    { "{'kind':'dance','args':[1]}", "“dance” is not a kind of move in testgame" },
    { "{'args':[1]}", "A move needs a “kind” string" },
    { "{'kind':'play','args':[1,2,3,4,5,6,7]}",
      "A move’s “args” must be an array of at most 6 integers" },
    { "{'kind':'play','args':[1.5]}", "Argument 1 of a move is not a 32-bit integer" },
    { "{'kind':'play','args':[4294967296]}", "Argument 1 of a move is not a 32-bit integer" },
    { "[]", "A move must be a JSON object" },
  };

  g_assert_cmpstr (text, ==, "{\"kind\":\"play\",\"args\":[5]}");
  g_assert_true (ludus_game_move_from_json (game, node, &parsed, NULL));
  g_assert_true (ludus_move_equal (&move, &parsed));

  move = tu_move (TESTGAME_MOVE_CONFIRM, 0);
  confirm = ludus_game_move_to_string (game, &move);
  g_assert_cmpstr (confirm, ==, "{\"kind\":\"confirm\",\"args\":[]}");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *json = tu_q (bad[i][0]);
      g_autoptr(JsonNode) bad_node = json_from_string (json, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_false (ludus_game_move_from_json (game, bad_node, &parsed, &error));
      g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE);
      g_assert_cmpstr (error->message, ==, bad[i][1]);
    }
}

static void
test_options_json (void)
{
  const int values[] = { 0, 1, 0 };
  g_autoptr(JsonNode) node = ludus_game_options_to_json (game, values);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autofree int *parsed = ludus_game_options_from_json (game, node, NULL);
  g_autofree int *defaults = ludus_game_options_from_json (game, NULL, NULL);
  g_autoptr(JsonNode) unknown = json_from_string ("{\"colour\": 1}", NULL);
  g_autoptr(JsonNode) wrong = json_from_string ("{\"deck\": \"low\"}", NULL);
  g_autoptr(JsonNode) boolean = json_from_string ("{\"lines\": false}", NULL);
  g_autofree int *from_bool = ludus_game_options_from_json (game, boolean, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (text, ==, "{\"lines\":0,\"deck\":1,\"setup\":0}");
  g_assert_cmpint (parsed[0], ==, 0);
  g_assert_cmpint (parsed[1], ==, 1);
  g_assert_cmpint (defaults[0], ==, 1);
  g_assert_cmpint (defaults[1], ==, 0);
  g_assert_cmpint (from_bool[0], ==, 0);
  g_assert_cmpint (from_bool[1], ==, 0);

  g_assert_null (ludus_game_options_from_json (game, unknown, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
  g_assert_cmpstr (error->message, ==, "“colour” is not an option of testgame");
  g_clear_error (&error);
  g_assert_null (ludus_game_options_from_json (game, wrong, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
  g_assert_cmpstr (error->message, ==, "Option “deck” must be an integer");
}

typedef struct
{
  guint epochs_seen;
  guint last_epoch;
} PlayoutData;

/* After every move: the state is valid (cards conserved, phase consistent)
 * and the epoch never goes down. */
static gboolean
check_playout (LudusGame        *g,
               const LudusState *state,
               guint             player,
               const LudusMove  *move,
               gpointer          user_data,
               GError          **error)
{
  PlayoutData *data = user_data;
  g_autoptr(JsonNode) node = ludus_game_state_to_json (g, state);
  LudusState *loaded = ludus_game_state_from_json (g, node, error);
  guint epoch = ludus_game_get_epoch (g, state);

  if (loaded == NULL)
    return FALSE;
  ludus_game_free_state (g, loaded);
  g_assert_cmpuint (epoch, >=, data->last_epoch);
  if (epoch != data->last_epoch)
    data->epochs_seen++;
  data->last_epoch = epoch;
  return TRUE;
}

static void
test_random_games (void)
{
  for (guint n = 2; n <= 4; n++)
    for (guint64 seed = 0; seed < 100; seed++)
      {
        const int low[] = { (int) (seed % 2), (int) (seed / 2 % 2), 0 };
        LudusState *state = ludus_game_new_state (game, n, seed, low, NULL);
        PlayoutData data = { 0, 0 };
        g_autoptr(GError) error = NULL;
        LudusRng rng;
        gint64 made;
        int scores[4];

        ludus_rng_init (&rng, seed + 1000);
        made = ludus_play_random (game, state, &rng, 200, check_playout, &data, &error);
        g_assert_no_error (error);
        g_assert_true (ludus_game_is_over (game, state));
        /* 18 cards are played; claims add at most three moves a round. */
        g_assert_cmpint (made, >=, 18);
        g_assert_cmpint (made, <=, 60);
        /* Every round reveals at least once. */
        g_assert_cmpuint (data.epochs_seen, >=, 18 / n);
        ludus_game_get_scores (game, state, scores);
        for (guint p = 0; p < n; p++)
          g_assert_cmpint (scores[p], >=, 0);
        ludus_game_free_state (game, state);
      }
}

static gboolean
refuse_third (LudusGame        *g,
              const LudusState *state,
              guint             player,
              const LudusMove  *move,
              gpointer          user_data,
              GError          **error)
{
  guint *calls = user_data;

  if (++*calls < 3)
    return TRUE;
  g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE, "invariant broken");
  return FALSE;
}

static void
test_play_random_limits (void)
{
  LudusState *state = ludus_game_new_state (game, 3, 5, NULL, NULL);
  LudusState *again = ludus_game_new_state (game, 3, 5, NULL, NULL);
  g_autoptr(GError) error = NULL;
  LudusRng rng, rng2;
  guint calls = 0;
  LudusMove move;

  /* Stops after max_moves. */
  ludus_rng_init (&rng, 1);
  g_assert_cmpint (ludus_play_random (game, state, &rng, 4, NULL, NULL, &error), ==, 4);
  g_assert_no_error (error);
  g_assert_false (ludus_game_is_over (game, state));

  /* A failed check stops the playout with its error. */
  g_assert_cmpint (ludus_play_random (game, state, &rng, 100, refuse_third, &calls, &error), ==, -1);
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
  g_assert_cmpstr (error->message, ==, "invariant broken");
  g_assert_cmpuint (calls, ==, 3);
  g_clear_error (&error);

  /* The same seeds give the same game. */
  ludus_game_free_state (game, state);
  state = ludus_game_new_state (game, 3, 5, NULL, NULL);
  ludus_rng_init (&rng, 9);
  ludus_rng_init (&rng2, 9);
  g_assert_cmpint (ludus_play_random (game, state, &rng, 1000, NULL, NULL, NULL), ==,
                   ludus_play_random (game, again, &rng2, 1000, NULL, NULL, NULL));
  g_assert_true (ludus_game_states_equal (game, state, again));

  /* Over: no one has a move; an over game plays no more. */
  g_assert_false (ludus_bot_choose_random (game, state, 0, &rng, &move));
  g_assert_cmpint (ludus_play_random (game, state, &rng, 10, NULL, NULL, &error), ==, 0);
  g_assert_no_error (error);
  ludus_game_free_state (game, state);
  ludus_game_free_state (game, again);
}

/* The refusal of a row or column far out of range names it, without overflowing an int
 * (args[0] + 1 was undefined for G_MAXINT32 under UBSan). */
static void
test_refusal_extreme_args (void)
{
  g_autofree char *text = tu_q (TU_P2);
  GString *row = g_string_new (text);
  LudusState *state;
  LudusMove move = tu_move (TESTGAME_MOVE_ROW, G_MAXINT32);
  g_autoptr(GError) error = NULL;

  g_string_replace (row, "\"phase\":\"play\"", "\"phase\":\"row\"", 1);
  g_string_replace (row, "\"winner\":-1", "\"winner\":0", 1);
  state = tu_state_from_text (game, row->str);
  g_string_free (row, TRUE);

  g_assert_false (ludus_game_apply (game, state, 0, &move, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, "Row 2147483648 has no free tile");
  ludus_game_free_state (game, state);
}

int
main (int   argc,
      char *argv[])
{
  int result;

  g_unsetenv ("LANGUAGE");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  game = ludus_rules_game_new (&testgame_rules, &testgame_board);

  g_test_add_func ("/ludus/core/game/description", test_description);
  g_test_add_func ("/ludus/core/game/new-state", test_new_state);
  g_test_add_func ("/ludus/core/game/new-state-options", test_new_state_options);
  g_test_add_func ("/ludus/core/game/seed", test_seed);
  g_test_add_func ("/ludus/core/game/copy", test_copy);
  g_test_add_func ("/ludus/core/game/legal-moves", test_legal_moves);
  g_test_add_func ("/ludus/core/game/simultaneous", test_simultaneous);
  g_test_add_func ("/ludus/core/game/reveal", test_reveal);
  g_test_add_func ("/ludus/core/game/claim", test_claim);
  g_test_add_func ("/ludus/core/game/illegal", test_illegal);
  g_test_add_func ("/ludus/core/game/epoch", test_epoch);
  g_test_add_func ("/ludus/core/game/redact", test_redact);
  g_test_add_func ("/ludus/core/game/describe-move", test_describe_move);
  g_test_add_func ("/ludus/core/game/prompt-and-player", test_prompt_and_player);
  g_test_add_func ("/ludus/core/game/scores", test_scores);
  g_test_add_func ("/ludus/core/game/json-round-trip", test_json_round_trip);
  g_test_add_func ("/ludus/core/game/json-errors", test_json_errors);
  g_test_add_func ("/ludus/core/game/move-json", test_move_json);
  g_test_add_func ("/ludus/core/game/options-json", test_options_json);
  g_test_add_func ("/ludus/core/game/random-games", test_random_games);
  g_test_add_func ("/ludus/core/game/play-random-limits", test_play_random_limits);
  g_test_add_func ("/ludus/core/game/refusal-extreme-args", test_refusal_extreme_args);

  result = g_test_run ();
  g_object_unref (game);
  return result;
}
