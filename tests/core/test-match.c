/* test-match.c: matches — seats, moves, undo and redo under the epoch policy,
 * computer seats, signals and autosave
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "testutil.h"

static LudusGame *game;

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

/* The first legal move of the seat. */
static LudusMove
first_move (LudusMatch *match,
            guint       player)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  ludus_game_legal_moves (game, ludus_match_get_state (match), player, moves);
  g_assert_cmpuint (moves->len, >, 0);
  return g_array_index (moves, LudusMove, 0);
}

static void
apply_first (LudusMatch *match,
             guint       player)
{
  g_autoptr(GError) error = NULL;
  LudusMove move = first_move (match, player);

  g_assert_true (ludus_match_apply (match, player, &move, &error));
  g_assert_no_error (error);
}

/* The first legal move of the lowest seat that acts. */
static void
apply_next (LudusMatch *match)
{
  apply_first (match, (guint) g_bit_nth_lsf (ludus_match_get_actors (match), -1));
}

static char *
match_text (LudusMatch *match)
{
  return ludus_game_state_to_string (game, ludus_match_get_state (match));
}

static void
count_signal (gpointer  instance,
              gpointer  user_data)
{
  (*(guint *) user_data)++;
}

static void
test_new (void)
{
  LudusSeat seats[3];
  const int options[] = { 0, 1, 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusMatch) match = NULL;
  LudusState *start = ludus_game_new_state (game, 3, 99, options, NULL);

  tu_seats (seats, 3, "hch");
  match = ludus_match_new (game, 3, seats, 99, options, FALSE, &error);
  g_assert_no_error (error);
  g_assert_true (ludus_match_get_game (match) == game);
  g_assert_cmpuint (ludus_match_get_n_seats (match), ==, 3);
  g_assert_cmpstr (ludus_match_get_seat (match, 1)->name, ==, "Bob");
  g_assert_cmpstr (ludus_match_get_seat (match, 1)->colour, ==, "#3584e4");
  g_assert_cmpint (ludus_match_get_seat (match, 1)->kind, ==, LUDUS_SEAT_COMPUTER);
  g_assert_cmpint (ludus_match_get_seat (match, 2)->kind, ==, LUDUS_SEAT_HUMAN);
  /* The seats are copied. */
  g_assert_true (ludus_match_get_seat (match, 0)->name != seats[0].name);
  g_assert_cmpuint (ludus_match_get_seed (match), ==, 99);
  g_assert_cmpint (ludus_match_get_options (match)[0], ==, 0);
  g_assert_cmpint (ludus_match_get_options (match)[1], ==, 1);
  g_assert_false (ludus_match_get_casual (match));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 0);
  g_assert_cmpuint (ludus_match_get_n_redo (match), ==, 0);
  g_assert_false (ludus_match_can_undo (match));
  g_assert_false (ludus_match_can_redo (match));
  g_assert_false (ludus_match_is_over (match));
  g_assert_cmpuint (ludus_match_get_actors (match), ==, 0x7);
  g_assert_true (ludus_game_states_equal (game, start, ludus_match_get_state (match)));
  g_assert_true (ludus_match_get_state_at (match, 0) == ludus_match_get_state (match));
  g_assert_null (ludus_match_get_autosave_path (match));
  ludus_game_free_state (game, start);
  g_clear_object (&match);

  /* Default options. */
  match = new_match (2, NULL, 5, TRUE);
  g_assert_cmpint (ludus_match_get_options (match)[0], ==, 1);
  g_assert_cmpint (ludus_match_get_options (match)[1], ==, 0);
  g_assert_true (ludus_match_get_casual (match));
  g_clear_object (&match);

  /* Too many seats for the game. */
  tu_seats (seats, 1, NULL);
  g_assert_null (ludus_match_new (game, 1, seats, 1, NULL, FALSE, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
}

static void
test_apply (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 3, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL, *line = NULL, *hidden = NULL;
  LudusMove move = first_move (match, 0), bad = tu_move (TESTGAME_MOVE_ROW, 0);
  guint changed = 0;
  g_autofree char *expected = g_strdup_printf ("Plays a %d face down.", move.args[0]);

  g_signal_connect (match, "changed", G_CALLBACK (count_signal), &changed);

  /* Refused: nothing changes, no signal. */
  before = match_text (match);
  g_assert_false (ludus_match_apply (match, 0, &bad, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE);
  after = match_text (match);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 0);
  g_assert_cmpuint (changed, ==, 0);

  g_assert_true (ludus_match_apply (match, 0, &move, NULL));
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 1);
  g_assert_cmpuint (ludus_match_get_move (match, 0)->player, ==, 0);
  g_assert_true (ludus_move_equal (&ludus_match_get_move (match, 0)->move, &move));
  g_assert_cmpuint (ludus_match_get_actors (match), ==, 0x2);
  /* The position before the move is kept. */
  {
    g_autofree char *start = ludus_game_state_to_string (game, ludus_match_get_state_at (match, 0));

    g_assert_cmpstr (start, ==, before);
  }

  /* The log line hides the card from the other seat. */
  line = ludus_match_describe_move (match, 0, 0);
  hidden = ludus_match_describe_move (match, 0, 1);
  g_assert_cmpstr (line, ==, expected);
  g_assert_cmpstr (hidden, ==, "Plays a card face down.");
}

static void
test_undo_redo (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 3, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *start = match_text (match), *played = NULL, *undone = NULL, *redone = NULL;
  guint changed = 0;

  g_signal_connect (match, "changed", G_CALLBACK (count_signal), &changed);

  g_assert_false (ludus_match_undo (match, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, "There is nothing to undo");
  g_clear_error (&error);
  g_assert_false (ludus_match_redo (match, &error));
  g_assert_cmpstr (error->message, ==, "There is nothing to redo");
  g_clear_error (&error);
  g_assert_cmpuint (changed, ==, 0);

  /* A face-down card reveals nothing and draws nothing: it may be taken back. */
  apply_first (match, 0);
  played = match_text (match);
  g_assert_true (ludus_match_can_undo (match));
  g_assert_true (ludus_match_undo (match, &error));
  g_assert_no_error (error);
  undone = match_text (match);
  g_assert_cmpstr (undone, ==, start);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 0);
  g_assert_cmpuint (ludus_match_get_n_redo (match), ==, 1);
  g_assert_true (ludus_match_can_redo (match));

  g_assert_true (ludus_match_redo (match, &error));
  g_assert_no_error (error);
  redone = match_text (match);
  g_assert_cmpstr (redone, ==, played);
  g_assert_cmpuint (ludus_match_get_n_redo (match), ==, 0);
  g_assert_cmpuint (changed, ==, 3);
}

static void
test_undo_epoch (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 3, FALSE);
  g_autoptr(LudusMatch) casual = new_match (2, NULL, 3, TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;

  /* The second card turns both up: that cannot be undone. */
  apply_first (match, 0);
  apply_first (match, 1);
  g_assert_cmpuint (ludus_game_get_epoch (game, ludus_match_get_state (match)), ==, 1);
  g_assert_false (ludus_match_can_undo (match));
  before = match_text (match);
  g_assert_false (ludus_match_undo (match, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==,
                   "The last move drew at random or revealed hidden information, "
                   "so it cannot be undone in this match");
  after = match_text (match);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 2);

  /* A casual match lifts the rule, one human move at a time. */
  apply_first (casual, 0);
  apply_first (casual, 1);
  g_assert_true (ludus_match_can_undo (casual));
  g_assert_true (ludus_match_undo (casual, NULL));
  g_assert_cmpuint (ludus_match_get_n_moves (casual), ==, 1);
  g_assert_cmpuint (ludus_game_get_epoch (game, ludus_match_get_state (casual)), ==, 0);
  g_assert_true (ludus_match_undo (casual, NULL));
  g_assert_cmpuint (ludus_match_get_n_moves (casual), ==, 0);
  g_assert_cmpuint (ludus_match_get_n_redo (casual), ==, 2);
}

/* Plays a whole round and a claim to find a position where the winner is
 * choosing a row, then checks that the claim steps can be undone but the
 * confirmed claim, which draws cards, cannot. */
static void
test_undo_claim (void)
{
  g_autoptr(LudusMatch) match = NULL;
  guint64 seed;

  /* A seed where the first round has a winner. */
  for (seed = 1; ; seed++)
    {
      g_clear_object (&match);
      match = new_match (2, NULL, seed, FALSE);
      apply_first (match, 0);
      apply_first (match, 1);
      if (tu_tg (ludus_match_get_state (match))->phase == TESTGAME_PHASE_ROW)
        break;
    }

  {
    guint winner = (guint) tu_tg (ludus_match_get_state (match))->winner;

    g_assert_false (ludus_match_can_undo (match));
    apply_first (match, winner);    /* a row */
    g_assert_true (ludus_match_can_undo (match));
    apply_first (match, winner);    /* a column */
    g_assert_true (ludus_match_can_undo (match));
    g_assert_true (ludus_match_undo (match, NULL));
    g_assert_cmpint (tu_tg (ludus_match_get_state (match))->phase, ==, TESTGAME_PHASE_COLUMN);
    g_assert_true (ludus_match_redo (match, NULL));
    apply_first (match, winner);    /* confirm: everyone draws */
    g_assert_cmpuint (tu_tg (ludus_match_get_state (match))->round, ==, 2);
    g_assert_false (ludus_match_can_undo (match));
  }
}

static void
test_undo_computer_replies (void)
{
  g_autoptr(LudusMatch) match = new_match (3, "hch", 11, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *start = match_text (match), *after_two = NULL, *redone = NULL;

  /* Seat 0 (human) plays, then the computer seat 1 replies. */
  apply_first (match, 0);
  g_assert_true (ludus_match_play_computer (match, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 2);
  g_assert_cmpuint (ludus_match_get_move (match, 1)->player, ==, 1);
  after_two = match_text (match);
  /* Only the human seat 2 is left: no computer seat must act. */
  g_assert_false (ludus_match_play_computer (match, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 2);

  /* One undo takes back the human move and the computer's reply. */
  g_assert_true (ludus_match_undo (match, NULL));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 0);
  g_assert_cmpuint (ludus_match_get_n_redo (match), ==, 2);
  {
    g_autofree char *now = match_text (match);

    g_assert_cmpstr (now, ==, start);
  }

  /* One redo replays both. */
  g_assert_true (ludus_match_redo (match, NULL));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 2);
  g_assert_cmpuint (ludus_match_get_n_redo (match), ==, 0);
  redone = match_text (match);
  g_assert_cmpstr (redone, ==, after_two);
}

static void
test_undo_only_computers (void)
{
  g_autoptr(LudusMatch) match = new_match (2, "cc", 4, TRUE);
  g_autoptr(GError) error = NULL;

  /* No human move was made: there is nothing of a human to undo. */
  g_assert_true (ludus_match_play_computer (match, NULL));
  g_assert_true (ludus_match_play_computer (match, NULL));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 2);
  g_assert_false (ludus_match_can_undo (match));
  g_assert_false (ludus_match_undo (match, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==,
                   "Only computer players have moved, so there is no move to undo");
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 2);
}

static void
test_redo_cleared (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 8, FALSE);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  LudusMove other;

  apply_first (match, 1);
  apply_first (match, 0);
  g_assert_false (ludus_match_can_undo (match));
  g_clear_object (&match);

  /* Undo two face-down cards of a three-seat round, then play the same
   * first one again: the redo list keeps the second. */
  match = new_match (3, NULL, 8, FALSE);
  apply_first (match, 0);
  apply_first (match, 1);
  g_assert_true (ludus_match_undo (match, NULL));
  g_assert_true (ludus_match_undo (match, NULL));
  g_assert_cmpuint (ludus_match_get_n_redo (match), ==, 2);
  apply_first (match, 0);
  g_assert_cmpuint (ludus_match_get_n_redo (match), ==, 1);

  /* A different move clears it. */
  ludus_game_legal_moves (game, ludus_match_get_state (match), 1, moves);
  g_assert_cmpuint (moves->len, >, 1);
  other = g_array_index (moves, LudusMove, moves->len - 1);
  g_assert_true (ludus_match_apply (match, 1, &other, NULL));
  g_assert_cmpuint (ludus_match_get_n_redo (match), ==, 0);
  g_assert_false (ludus_match_can_redo (match));
}

/* Positions are kept only at checkpoints and replayed in between: every
 * position, log line and undo or redo must be as if each had been kept. */
static void
test_positions_replayed (void)
{
  g_autoptr(LudusMatch) match = new_match (4, "hhhh", 31, TRUE);
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();
  LudusRng rng;
  guint n;

  ludus_rng_init (&rng, 31);
  g_ptr_array_add (seen, ludus_game_copy_state (game, ludus_match_get_state (match)));
  while (!ludus_match_is_over (match))
    {
      guint player = (guint) g_bit_nth_lsf (ludus_match_get_actors (match), -1);
      g_autoptr(GError) error = NULL;
      LudusMove move;

      g_assert_true (ludus_bot_choose_random (game, ludus_match_get_state (match), player, &rng,
                                              &move));
      g_assert_true (ludus_match_apply (match, player, &move, &error));
      g_assert_no_error (error);
      g_ptr_array_add (seen, ludus_game_copy_state (game, ludus_match_get_state (match)));
    }
  n = ludus_match_get_n_moves (match);
  /* Long enough to pass a checkpoint after the start (one every 16 moves),
   * with positions to replay on both sides of it. */
  g_assert_cmpuint (n, >, 17);

  /* Backwards (no replayed neighbour to start from), then forwards. */
  for (guint i = n + 1; i > 0; i--)
    g_assert_true (ludus_game_states_equal (game, ludus_match_get_state_at (match, i - 1),
                                            g_ptr_array_index (seen, i - 1)));
  for (guint i = 0; i < n; i++)
    {
      const LudusMatchMove *move = ludus_match_get_move (match, i);
      g_autofree char *expected = ludus_game_describe_move (game, g_ptr_array_index (seen, i),
                                                            g_ptr_array_index (seen, i + 1),
                                                            move->player, &move->move, -1);
      g_autofree char *text = ludus_match_describe_move (match, i, -1);

      g_assert_cmpstr (text, ==, expected);
    }

  /* Undo to the start, one move at a time, across the checkpoints. */
  for (guint left = n; left > 0; left--)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (ludus_match_undo (match, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (ludus_match_get_n_moves (match), ==, left - 1);
      g_assert_true (ludus_game_states_equal (game, ludus_match_get_state (match),
                                              g_ptr_array_index (seen, left - 1)));
      if (left % 7 == 0)
        for (guint i = 0; i < left; i++)
          g_assert_true (ludus_game_states_equal (game, ludus_match_get_state_at (match, i),
                                                  g_ptr_array_index (seen, i)));
    }
  g_assert_true (ludus_match_get_state_at (match, 0) == ludus_match_get_state (match));

  /* And redo to the end. */
  while (ludus_match_can_redo (match))
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (ludus_match_redo (match, &error));
      g_assert_no_error (error);
      g_assert_true (ludus_game_states_equal (game, ludus_match_get_state (match),
                                              g_ptr_array_index (seen,
                                                                 ludus_match_get_n_moves (match))));
    }
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, n);
  for (guint i = 0; i <= n; i++)
    g_assert_true (ludus_game_states_equal (game, ludus_match_get_state_at (match, i),
                                            g_ptr_array_index (seen, i)));

  for (guint i = 0; i < seen->len; i++)
    ludus_game_free_state (game, g_ptr_array_index (seen, i));
}

static void
test_play_computer (void)
{
  g_autoptr(LudusMatch) a = new_match (4, "cccc", 21, FALSE);
  g_autoptr(LudusMatch) b = new_match (4, "cccc", 21, FALSE);
  g_autoptr(GError) error = NULL;
  guint n = 0;

  while (ludus_match_play_computer (a, &error))
    n++;
  g_assert_no_error (error);
  g_assert_true (ludus_match_is_over (a));
  g_assert_cmpuint (ludus_match_get_n_moves (a), ==, n);
  g_assert_cmpuint (n, >=, 18);
  g_assert_cmpuint (ludus_match_get_actors (a), ==, 0);

  /* The computer seats' choices follow the seed. */
  while (ludus_match_play_computer (b, NULL))
    ;
  g_assert_cmpuint (ludus_match_get_n_moves (b), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (ludus_match_get_move (a, i)->player, ==, ludus_match_get_move (b, i)->player);
      g_assert_true (ludus_move_equal (&ludus_match_get_move (a, i)->move,
                                       &ludus_match_get_move (b, i)->move));
    }
}

/* The save without its time stamp, which differs from one call to the next. */
static JsonNode *
without_time (const char *data,
              gsize       length)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (data, &error);

  g_assert_no_error (error);
  g_assert_true (json_object_has_member (json_node_get_object (node), "saved"));
  json_object_remove_member (json_node_get_object (node), "saved");
  return node;
}

static void
assert_autosaved (LudusMatch *match,
                  const char *path)
{
  g_autofree char *contents = NULL;
  g_autofree char *data = NULL;
  gsize length, data_length;
  g_autoptr(JsonNode) saved = NULL, now = NULL;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  data = ludus_match_to_data (match, &data_length);
  saved = without_time (contents, length);
  now = without_time (data, data_length);
  g_assert_true (json_node_equal (saved, now));
}

static void
test_autosave (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 13, FALSE);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "autosave.json", NULL);

  g_assert_true (g_mkdir_with_parents (g_get_user_data_dir (), 0700) == 0);
  ludus_match_set_autosave_path (match, path);
  g_assert_cmpstr (ludus_match_get_autosave_path (match), ==, path);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* After every applied move, undo and redo. */
  apply_first (match, 0);
  assert_autosaved (match, path);
  g_assert_true (ludus_match_undo (match, NULL));
  assert_autosaved (match, path);
  g_assert_true (ludus_match_redo (match, NULL));
  assert_autosaved (match, path);
  apply_first (match, 1);
  assert_autosaved (match, path);
  while (!ludus_match_is_over (match))
    {
      guint actors = ludus_match_get_actors (match);
      guint player = 0;

      while ((actors & (1u << player)) == 0)
        player++;
      apply_first (match, player);
      assert_autosaved (match, path);
    }

  /* Turned off: the file stays as it was. */
  ludus_match_set_autosave_path (match, NULL);
  g_assert_null (ludus_match_get_autosave_path (match));
}

static void
on_autosave_failed (LudusMatch *match,
                    const char *message,
                    gpointer    user_data)
{
  char **out = user_data;

  g_free (*out);
  *out = g_strdup (message);
}

static void
test_autosave_failed (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 13, FALSE);
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "missing", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *message = NULL;
  g_autofree char *expected = NULL;
  guint changed = 0;

  g_signal_connect (match, "autosave-failed", G_CALLBACK (on_autosave_failed), &message);
  g_signal_connect (match, "changed", G_CALLBACK (count_signal), &changed);
  ludus_match_set_autosave_path (match, path);

  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, "Autosave failed: Could not save to *");
  apply_first (match, 0);
  g_test_assert_expected_messages ();

  /* The move stands and the match goes on. */
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 1);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_nonnull (message);
  expected = g_strdup_printf ("The match could not be saved automatically: Could not save to %s: ",
                              path);
  g_assert_true (g_str_has_prefix (message, expected));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, "Autosave failed: *");
  apply_first (match, 1);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 2);
}

typedef struct
{
  gboolean          done;
  gboolean          ok;
  LudusSearch      *search;
  LudusSearchResult result;
} Thought;

static void
on_thought (GObject      *source,
            GAsyncResult *res,
            gpointer      data)
{
  Thought *thought = data;
  g_autoptr(GError) error = NULL;

  thought->ok = ludus_search_run_finish (thought->search, res, &thought->result, &error);
  if (!thought->ok)
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  thought->done = TRUE;
}

static void
think (LudusMatch   *match,
       guint         seat,
       GCancellable *cancellable,
       Thought      *thought)
{
  g_autoptr(LudusState) sample = NULL;
  LudusSearchConfig config;

  ludus_search_config_init (&config, LUDUS_LEVEL_EASY);
  config.iterations = 0;
  config.milliseconds = cancellable != NULL ? 600000 : 0;
  if (cancellable == NULL)
    config.iterations = 50;
  thought->search = ludus_match_new_search (match, seat, &config, &sample);
  ludus_search_run_async (thought->search, sample, seat, cancellable, on_thought, thought);
}

/* A computer seat thinks on a worker thread from a sample of the position; cancelled, it
 * leaves the match as it was, and left alone it finds a legal move for the match. */
static void
test_think (void)
{
  g_autoptr(LudusMatch) match = new_match (3, "hcx", 8, FALSE);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(LudusState) before = NULL;
  g_autoptr(GError) error = NULL;
  Thought thought = { 0 };
  g_autofree char *saved = NULL;

  g_assert_true (ludus_match_apply (match, 0, &(LudusMove) { first_move (match, 0).kind,
                                                             { first_move (match, 0).args[0] } },
                                    &error));
  before = ludus_state_copy (ludus_match_get_state (match));
  saved = ludus_match_to_data (match, NULL);
  think (match, 2, cancellable, &thought);
  while (ludus_search_get_progress (thought.search) == 0.0)
    g_usleep (1000);
  g_cancellable_cancel (cancellable);
  while (!thought.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (thought.ok);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 1);
  g_assert_true (ludus_game_states_equal (game, before, ludus_match_get_state (match)));
  ludus_search_unref (thought.search);

  memset (&thought, 0, sizeof thought);
  think (match, 2, NULL, &thought);
  while (!thought.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (thought.ok);
  g_assert_cmpuint (thought.result.iterations, ==, 50);
  g_assert_true (ludus_match_apply (match, 2, &thought.result.move, &error));
  g_assert_no_error (error);
  ludus_search_unref (thought.search);
  /* The seats' levels are in the save. */
  g_assert_nonnull (strstr (saved, "\"level\" : \"hard\""));
}

typedef struct
{
  guint     decided;
  guint     failed;
  guint     seat;
  LudusMove move;
} Outcome;

static void
on_decided (LudusThinker    *thinker,
            guint            seat,
            const LudusMove *move,
            Outcome         *outcome)
{
  outcome->decided++;
  outcome->seat = seat;
  outcome->move = *move;
}

static void
on_failed (LudusThinker *thinker,
           guint         seat,
           const char   *message,
           Outcome      *outcome)
{
  outcome->failed++;
}

/* Runs the main loop for a while: long enough for a cancelled worker to call back. */
static void
spin (guint milliseconds)
{
  gint64 until = g_get_monotonic_time () + milliseconds * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

/* The thinker decides for a seat off the main thread; a change of the match, or its own end,
 * cancels the decision under way, which then says nothing. */
static void
test_thinker (void)
{
  g_autoptr(LudusMatch) match = new_match (2, "hc", 14, FALSE);
  LudusThinker *thinker = ludus_thinker_new (match);
  g_autoptr(GError) error = NULL;
  LudusSearchConfig quick, endless;
  Outcome outcome = { 0 };

  ludus_search_config_init (&quick, LUDUS_LEVEL_EASY);
  quick.iterations = 40;
  quick.milliseconds = 0;
  endless = quick;
  endless.iterations = 0;
  endless.milliseconds = 600000;
  g_signal_connect (thinker, "decided", G_CALLBACK (on_decided), &outcome);
  g_signal_connect (thinker, "failed", G_CALLBACK (on_failed), &outcome);

  /* Both seats play at once; the computer thinks, and the human's move cancels it. */
  ludus_thinker_start (thinker, 1, &endless);
  g_assert_cmpint (ludus_thinker_get_seat (thinker), ==, 1);
  g_assert_true (ludus_match_apply (match, 0, &(LudusMove) { first_move (match, 0).kind,
                                                             { first_move (match, 0).args[0] } },
                                    &error));
  g_assert_cmpint (ludus_thinker_get_seat (thinker), ==, -1);
  spin (100);
  g_assert_cmpuint (outcome.decided + outcome.failed, ==, 0);

  /* Left alone, it decides a move the match takes. */
  ludus_thinker_start (thinker, 1, &quick);
  while (outcome.decided == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (outcome.seat, ==, 1);
  g_assert_cmpfloat (ludus_thinker_get_progress (thinker), ==, 0.0);
  g_assert_true (ludus_match_apply (match, 1, &outcome.move, &error));
  g_assert_no_error (error);

  /* A seat that has nothing to decide is a failure, not a crash. */
  if ((ludus_match_get_actors (match) & 2) == 0)
    {
      ludus_thinker_start (thinker, 1, &quick);
      while (outcome.failed == 0)
        g_main_context_iteration (NULL, TRUE);
    }

  /* Dropped while thinking: nothing is emitted, nothing leaks. */
  ludus_thinker_start (thinker, ludus_match_get_actors (match) & 1 ? 0 : 1, &endless);
  g_object_unref (thinker);
  spin (100);
  g_assert_cmpuint (outcome.decided, ==, 1);
}

/* Written by a thread of its own, the autosave is on disk once the next change or a flush has
 * waited for it, and a failure is still reported, on the main thread. */
static void
test_autosave_async (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 13, FALSE);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "async.json", NULL);
  g_autofree char *bad = g_build_filename (g_get_user_data_dir (), "missing", "a.json", NULL);
  g_autofree char *message = NULL;

  g_assert_true (g_mkdir_with_parents (g_get_user_data_dir (), 0700) == 0);
  ludus_match_set_autosave_path (match, path);
  ludus_match_set_autosave_async (match, TRUE);
  for (guint i = 0; i < 4; i++)
    {
      apply_next (match);
      ludus_match_flush_autosave (match);
      assert_autosaved (match, path);
    }
  g_assert_true (ludus_match_undo (match, NULL));
  ludus_match_flush_autosave (match);
  assert_autosaved (match, path);

  /* Without a flush, the next move waits for the last save. */
  apply_next (match);
  apply_next (match);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  ludus_match_set_autosave_async (match, FALSE);
  assert_autosaved (match, path);

  g_signal_connect (match, "autosave-failed", G_CALLBACK (on_autosave_failed), &message);
  ludus_match_set_autosave_path (match, bad);
  ludus_match_set_autosave_async (match, TRUE);
  apply_next (match);
  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, "Autosave failed: Could not save to *");
  /* Reported from the main loop once written, without waiting for another change. */
  while (message == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_test_assert_expected_messages ();
  g_assert_true (g_str_has_prefix (message, "The match could not be saved automatically"));
}

typedef struct
{
  guint n_moves, can_undo, can_redo, is_over, actors;
} Notified;

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              Notified   *count)
{
  const char *name = g_param_spec_get_name (pspec);

  if (g_str_equal (name, "n-moves"))
    count->n_moves++;
  else if (g_str_equal (name, "can-undo"))
    count->can_undo++;
  else if (g_str_equal (name, "can-redo"))
    count->can_redo++;
  else if (g_str_equal (name, "is-over"))
    count->is_over++;
  else if (g_str_equal (name, "actors"))
    count->actors++;
}

/* What the shell watches is a property each, notified once per real change. */
static void
test_properties (void)
{
  g_autoptr(LudusMatch) match = new_match (2, NULL, 13, FALSE);
  Notified count = { 0 };
  gboolean can_undo, over;
  guint n_moves, actors;

  g_signal_connect (match, "notify", G_CALLBACK (count_notify), &count);
  g_object_get (match, "n-moves", &n_moves, "can-undo", &can_undo, "is-over", &over,
                "actors", &actors, NULL);
  g_assert_cmpuint (n_moves, ==, 0);
  g_assert_false (can_undo);
  g_assert_false (over);
  g_assert_cmpuint (actors, ==, 3);

  /* Seat 0 plays: seat 1 alone still acts; nothing to redo, before or after. */
  apply_first (match, 0);
  g_assert_cmpuint (count.n_moves, ==, 1);
  g_assert_cmpuint (count.can_undo, ==, 1);
  g_assert_cmpuint (count.can_redo, ==, 0);
  g_assert_cmpuint (count.actors, ==, 1);
  g_assert_cmpuint (count.is_over, ==, 0);
  g_object_get (match, "actors", &actors, NULL);
  g_assert_cmpuint (actors, ==, 2);

  g_assert_true (ludus_match_undo (match, NULL));
  g_assert_cmpuint (count.n_moves, ==, 2);
  g_assert_cmpuint (count.can_undo, ==, 2);
  g_assert_cmpuint (count.can_redo, ==, 1);
  g_assert_cmpuint (count.actors, ==, 2);
  g_assert_true (ludus_match_redo (match, NULL));
  g_assert_cmpuint (count.can_redo, ==, 2);

  while (!ludus_match_is_over (match))
    apply_next (match);
  g_assert_cmpuint (count.is_over, ==, 1);
  g_assert_cmpuint (count.n_moves, ==, ludus_match_get_n_moves (match) + 2);
}

int
main (int   argc,
      char *argv[])
{
  int result;

  g_unsetenv ("LANGUAGE");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  game = ludus_rules_game_new (&testgame_rules, &testgame_board);

  g_test_add_func ("/ludus/core/match/new", test_new);
  g_test_add_func ("/ludus/core/match/apply", test_apply);
  g_test_add_func ("/ludus/core/match/undo-redo", test_undo_redo);
  g_test_add_func ("/ludus/core/match/undo-epoch", test_undo_epoch);
  g_test_add_func ("/ludus/core/match/undo-claim", test_undo_claim);
  g_test_add_func ("/ludus/core/match/undo-computer-replies", test_undo_computer_replies);
  g_test_add_func ("/ludus/core/match/undo-only-computers", test_undo_only_computers);
  g_test_add_func ("/ludus/core/match/redo-cleared", test_redo_cleared);
  g_test_add_func ("/ludus/core/match/positions-replayed", test_positions_replayed);
  g_test_add_func ("/ludus/core/match/play-computer", test_play_computer);
  g_test_add_func ("/ludus/core/match/think", test_think);
  g_test_add_func ("/ludus/core/match/thinker", test_thinker);
  g_test_add_func ("/ludus/core/match/autosave", test_autosave);
  g_test_add_func ("/ludus/core/match/autosave-failed", test_autosave_failed);
  g_test_add_func ("/ludus/core/match/autosave-async", test_autosave_async);
  g_test_add_func ("/ludus/core/match/properties", test_properties);

  result = g_test_run ();
  g_object_unref (game);
  return result;
}
