/* test-turns.c: where a turn ends, and the rules' look-ahead and wording for the board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "trajan-game.h"
#include "trajan-rules.h"
#include "trajan-text.h"

#define CTS(state) ((const TrajanState *) (state))

typedef void (*PositionFunc) (LudusGame        *game,
                              const LudusState *state,
                              guint             actor,
                              const LudusMove  *move,
                              gpointer          user_data);

/* Plays seeded random games and calls func before every move. */
static void
play_games (guint        games,
            guint64      seed,
            PositionFunc func,
            gpointer     user_data)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  for (guint n = 2; n <= TRAJAN_MAX_PLAYERS; n++)
    for (guint i = 0; i < games; i++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(LudusState) state = ludus_game_new_state (game, n, seed + 10 * n + i, NULL,
                                                            &error);
        LudusRng rng;

        g_assert_no_error (error);
        ludus_rng_init (&rng, seed + i);
        while (!ludus_game_is_over (game, state))
          {
            guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
            const LudusMove *move;

            g_array_set_size (moves, 0);
            ludus_game_legal_moves (game, state, actor, moves);
            move = &g_array_index (moves, LudusMove, ludus_rng_below (&rng, moves->len));
            func (game, state, actor, move, user_data);
            ludus_game_apply_trusted (game, state, actor, move);
          }
      }
}

/* Ends of turns */

typedef struct
{
  gboolean open;          /* a bowl was chosen and that turn has not ended */
  guint    mover;         /* whose turn is open */
  guint    turns;
  guint    same_player;   /* turns ended although the player decides next */
} Turns;

static void
check_turn (LudusGame        *game,
            const LudusState *state,
            guint             actor,
            const LudusMove  *move,
            gpointer          user_data)
{
  Turns *t = user_data;
  g_autoptr(LudusState) after = ludus_state_copy (state);
  gboolean ends;

  ludus_game_apply_trusted (game, after, actor, move);
  ends = ludus_game_ends_turn (game, state, after, actor, move);
  /* A turn is one player's from its bowl (chosen by the player, or by the
   * game when there is one) until it ends; the setup and the quarter-end
   * decisions come outside the turns. */
  if (t->open)
    g_assert_cmpuint (actor, ==, t->mover);
  else if (CTS (state)->phase >= TRAJAN_PHASE_CHOOSE_BOWL
           && CTS (state)->phase <= TRAJAN_PHASE_EXTRA_OFFER)
    {
      t->open = TRUE;
      t->mover = actor;
    }
  else
    g_assert_true (CTS (state)->phase <= TRAJAN_PHASE_SETUP_TRAJAN
                   || move->kind == TRAJAN_MOVE_MEET_DEMANDS
                   || move->kind == TRAJAN_MOVE_SENATE_BONUS);
  /* A quarter-end decision is a turn of its own. */
  if (move->kind == TRAJAN_MOVE_MEET_DEMANDS || move->kind == TRAJAN_MOVE_SENATE_BONUS)
    g_assert_true (ends);
  /* A turn goes on exactly while the player is still sowing, resolving the
   * Trajan tile or acting. */
  if (t->open)
    g_assert_cmpint (ends, ==, CTS (after)->phase < TRAJAN_PHASE_SOW
                               || CTS (after)->phase > TRAJAN_PHASE_EXTRA_OFFER
                               || CTS (after)->current != actor);
  if (ends)
    {
      t->open = FALSE;
      t->turns++;
      if (ludus_game_get_actors (game, after) & (1u << actor))
        t->same_player++;
    }
  else
    g_assert_true (ludus_game_get_actors (game, after) & (1u << actor));
}

static void
test_ends_turn (void)
{
  Turns turns = { 0 };

  play_games (12, 500, check_turn, &turns);
  g_test_message ("%u turns, %u of them followed by the same player's decision", turns.turns,
                  turns.same_player);
  g_assert_cmpuint (turns.turns, >, 1000);
  /* Where the default (the player no longer acts) would be wrong. */
  g_assert_cmpuint (turns.same_player, >, 0);
}

/* The end of a turn that ends a quarter in a 2-player game, when the other
 * player has only one way to meet the demands: the same player meets them
 * next, and the turn has ended all the same. */
static void
test_turn_ends_before_own_demands (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  gboolean found = FALSE;

  for (guint64 seed = 1; seed < 200 && !found; seed++)
    {
      g_autoptr(LudusState) state = ludus_game_new_state (game, 2, seed, NULL, NULL);
      LudusRng rng;

      ludus_rng_init (&rng, seed);
      while (!ludus_game_is_over (game, state) && !found)
        {
          guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
          g_autoptr(LudusState) after = ludus_state_copy (state);
          const LudusMove *move;

          g_array_set_size (moves, 0);
          ludus_game_legal_moves (game, state, actor, moves);
          move = &g_array_index (moves, LudusMove, ludus_rng_below (&rng, moves->len));
          ludus_game_apply_trusted (game, after, actor, move);
          if (CTS (state)->phase != TRAJAN_PHASE_QUARTER_DEMANDS
              && CTS (after)->phase == TRAJAN_PHASE_QUARTER_DEMANDS
              && CTS (after)->qe_player == actor)
            {
              g_assert_true (ludus_game_ends_turn (game, state, after, actor, move));
              found = TRUE;
            }
          ludus_game_apply_trusted (game, state, actor, move);
        }
    }
  g_assert_true (found);
}

/* The sowing look-ahead */

/* Whether some order of sowing the markers in hand claims the Trajan tile
 * beside the target bowl: one of the ways it ends has taken the tile off the
 * player's slot (slots holds the player's tiles before). */
static gboolean
some_sowing_claims (LudusGame        *game,
                    const LudusState *state,
                    guint             player,
                    const gint8      *slots,
                    guint            *target)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  gboolean claims = FALSE;

  if (CTS (state)->phase != TRAJAN_PHASE_SOW || CTS (state)->current != player)
    {
      *target = CTS (state)->target;
      return slots[*target] >= 0 && CTS (state)->players[player].slots[*target] < 0;
    }
  ludus_game_legal_moves (game, state, player, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autoptr(LudusState) next = ludus_state_copy (state);

      ludus_game_apply_trusted (game, next, player, &g_array_index (moves, LudusMove, i));
      claims = some_sowing_claims (game, next, player, slots, target) || claims;
    }
  return claims;
}

static guint
markers_in (const guint8 *colours)
{
  guint n = 0;

  for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
    n += colours[c];
  return n;
}

static void
check_preview (LudusGame        *game,
               const LudusState *state,
               guint             actor,
               const LudusMove  *move,
               gpointer          user_data)
{
  const TrajanData *d = trajan_data_get (NULL);
  const TrajanState *s = CTS (state);
  guint *checked = user_data;
  TrajanSowing sowing;
  guint target;

  if (s->phase == TRAJAN_PHASE_SOW && markers_in (s->sow_left) <= 6)
    {
      g_assert_true (trajan_sowing_preview (d, s, -1, &sowing));
      g_assert_cmpint (sowing.claimable, ==,
                       some_sowing_claims (game, state, actor, s->players[actor].slots, &target));
      g_assert_cmpuint (sowing.target, ==, target);
      g_assert_cmpint (sowing.next, ==, s->sow_next);
      (*checked)++;
    }
  if (s->phase != TRAJAN_PHASE_CHOOSE_BOWL)
    return;
  for (guint b = 0; b < TRAJAN_N_ACTIONS; b++)
    {
      g_autoptr(LudusState) taken = ludus_state_copy (state);
      LudusMove choose = { TRAJAN_MOVE_CHOOSE_BOWL, { (int) b } };

      if (!trajan_sowing_preview (d, s, (int) b, &sowing))
        {
          g_assert_cmpuint (trajan_bowl_count (&s->players[actor], b), ==, 0);
          continue;
        }
      g_assert_cmpuint (sowing.markers, ==, trajan_bowl_count (&s->players[actor], b));
      if (sowing.markers > 6)
        continue;
      ludus_game_apply_trusted (game, taken, actor, &choose);
      g_assert_cmpint (sowing.claimable, ==,
                       some_sowing_claims (game, taken, actor, s->players[actor].slots, &target));
      g_assert_cmpuint (sowing.target, ==, target);
      (*checked)++;
    }
}

/* The board's preview agrees with every way the sowing can actually go. */
static void
test_sowing_preview (void)
{
  guint checked = 0;

  play_games (3, 900, check_preview, &checked);
  g_test_message ("%u sowings checked against every order of sowing", checked);
  g_assert_cmpuint (checked, >, 1000);
}

/* Wording and ship values */

static void
check_wording (LudusGame        *game,
               const LudusState *state,
               guint             actor,
               const LudusMove  *move,
               gpointer          user_data)
{
  const TrajanData *d = trajan_data_get (NULL);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(LudusState) view = ludus_game_redact (game, state, (int) actor);
  guint *ships = user_data;

  ludus_game_legal_moves (game, state, actor, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      const LudusMove *m = &g_array_index (moves, LudusMove, i);
      g_autofree char *label = trajan_move_label (d, CTS (view), m);

      g_assert_cmpuint (strlen (label), >, 2);
      g_assert_null (strchr (label, '?'));
      if (m->kind == TRAJAN_MOVE_SEAPORT_SHIP)
        {
          g_autoptr(LudusState) after = ludus_state_copy (state);
          int before = CTS (state)->players[actor].vp_src[TRAJAN_VP_SHIPS];

          ludus_game_apply_trusted (game, after, actor, m);
          g_assert_cmpint (CTS (after)->players[actor].vp_src[TRAJAN_VP_SHIPS] - before, ==,
                           trajan_ship_value (d, CTS (view), m));
          (*ships)++;
        }
    }
}

/* Every legal move has a name in the player's own view, and a delivery
 * scores what its label says. */
static void
test_move_wording (void)
{
  guint ships = 0;

  play_games (1, 700, check_wording, &ships);
  g_assert_cmpuint (ships, >, 100);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ludus/trajan/turns/ends-turn", test_ends_turn);
  g_test_add_func ("/ludus/trajan/turns/ends-before-own-demands",
                   test_turn_ends_before_own_demands);
  g_test_add_func ("/ludus/trajan/turns/sowing-preview", test_sowing_preview);
  g_test_add_func ("/ludus/trajan/turns/move-wording", test_move_wording);
  return g_test_run ();
}
