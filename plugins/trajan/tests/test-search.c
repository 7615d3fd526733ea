/* test-search.c: determinization and view keys, for a search player
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-test-search.h"
#include "trajan-game.h"
#include "trajan-rules.h"

#define TS(state) ((TrajanState *) (state))
#define CTS(state) ((const TrajanState *) (state))

/* Plays a seeded random game of n_players for moves moves (or to the end). */
static LudusState *
play_to (LudusGame *game,
         guint      n_players,
         guint64    seed,
         guint      moves)
{
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, n_players, seed, NULL, &error);
  LudusRng rng;

  g_assert_no_error (error);
  ludus_rng_init (&rng, seed ^ 0x5eed);
  g_assert_cmpint (ludus_play_random (game, state, &rng, moves, NULL, NULL, &error), >, 0);
  g_assert_no_error (error);
  return state;
}

/* Under valgrind (which preloads its vgpreload libraries) one game per
 * player count checks the same code in minutes instead of an hour. */
static gboolean
under_valgrind (void)
{
  const char *preload = g_getenv ("LD_PRELOAD");

  return preload != NULL && strstr (preload, "vgpreload") != NULL;
}

/* The shared contract: the seat's view kept byte for byte, every component
 * kept (the JSON reader checks), the same generator giving the same sample,
 * and random playouts from samples reaching the end. */
static void
test_contract (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  const LudusTestSearchConfig config = {
    .games_per_count = under_valgrind () ? 1 : 2,
    .playout_every = 97,
    .seed = 8000,
  };
  LudusTestSearchReport report;

  ludus_test_check_search (game, &config, &report);
  g_assert_cmpuint (report.decisions, >, config.games_per_count * 1000);
  g_assert_cmpuint (report.playouts, >, config.games_per_count * 10);
  /* Almost every position hides something from every seat. */
  g_assert_cmpuint (report.differing * 10, >, report.determinizations * 9);
}

/* What changed between the truth and a sample, by kind of hidden thing. */
typedef enum
{
  HIDDEN_OTHER_HAND,
  HIDDEN_DECK_ORDER,
  HIDDEN_FORUM_PILE,
  HIDDEN_EXTRA_PILE,
  HIDDEN_BAG,
  HIDDEN_DEMANDS,
  HIDDEN_STACKS,
  N_HIDDEN
} Hidden;

static void
count_changes (const TrajanState *truth,
               const TrajanState *sample,
               guint              seat,
               guint             *changed)
{
  for (guint q = 0; q < truth->n_players; q++)
    if (q != seat && memcmp (truth->players[q].hand, sample->players[q].hand,
                             sizeof truth->players[q].hand) != 0)
      {
        changed[HIDDEN_OTHER_HAND]++;
        break;
      }
  changed[HIDDEN_DECK_ORDER] += memcmp (truth->deck, sample->deck, truth->deck_n) != 0;
  changed[HIDDEN_FORUM_PILE] += memcmp (truth->forum_pile, sample->forum_pile,
                                        truth->forum_pile_n) != 0;
  changed[HIDDEN_EXTRA_PILE] += memcmp (truth->extra_pile, sample->extra_pile,
                                        truth->extra_pile_n) != 0;
  changed[HIDDEN_BAG] += memcmp (truth->bag, sample->bag, truth->bag_n) != 0;
  changed[HIDDEN_DEMANDS] += memcmp (truth->demand_pile, sample->demand_pile,
                                     truth->demand_pile_n) != 0
                             || memcmp (truth->demand_dead, sample->demand_dead, 3) != 0;
  changed[HIDDEN_STACKS] += memcmp (truth->stacks, sample->stacks, sizeof truth->stacks) != 0;
}

/* Everything the seat cannot see is redrawn (each kind of hidden thing
 * differs from the truth in some samples), and what it holds never is. */
static void
test_resamples_hidden (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  guint changed[N_HIDDEN] = { 0 };
  LudusRng rng;

  ludus_rng_init (&rng, 31);
  for (guint n = 2; n <= TRAJAN_MAX_PLAYERS; n++)
    for (guint moves = 60; moves < 400; moves += 85)
      {
        g_autoptr(LudusState) truth = play_to (game, n, 100 + n, moves);

        for (guint seat = 0; seat < n; seat++)
          for (guint i = 0; i < 8; i++)
            {
              g_autoptr(LudusState) sample = ludus_game_determinize (game, truth, seat, &rng);
              const TrajanPlayer *mine = &CTS (truth)->players[seat];
              const TrajanPlayer *kept = &CTS (sample)->players[seat];

              g_assert_cmpmem (mine->hand, sizeof mine->hand, kept->hand, sizeof kept->hand);
              g_assert_cmpuint (ludus_game_get_view_key (game, sample, seat), ==,
                                ludus_game_get_view_key (game, truth, seat));
              count_changes (CTS (truth), CTS (sample), seat, changed);
            }
      }
  for (guint h = 0; h < N_HIDDEN; h++)
    {
      g_test_message ("hidden kind %u redrawn in %u samples", h, changed[h]);
      g_assert_cmpuint (changed[h], >, 0);
    }
}

/* Swaps a card of one kind in a's hand for a card of another kind in b's:
 * both hands change, their sizes do not. */
static gboolean
swap_hidden_cards (TrajanState *s,
                   guint        a,
                   guint        b)
{
  for (guint ka = 0; ka < TRAJAN_N_GOODS; ka++)
    for (guint kb = 0; kb < TRAJAN_N_GOODS; kb++)
      if (ka != kb && s->players[a].hand[ka] > 0 && s->players[b].hand[kb] > 0)
        {
          s->players[a].hand[ka]--;
          s->players[a].hand[kb]++;
          s->players[b].hand[kb]--;
          s->players[b].hand[ka]++;
          return TRUE;
        }
  return FALSE;
}

/* Changing only what seat 0 cannot see leaves its view key alone, and the
 * seats whose hands changed see the difference. */
static void
test_view_key_hidden_only (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);
  g_autoptr(LudusState) truth = play_to (game, 3, 77, 150);
  g_autoptr(LudusState) other = ludus_state_copy (truth);
  TrajanState *s = TS (other);
  LudusRng rng;
  gint8 first, *stack;

  g_assert_true (swap_hidden_cards (s, 1, 2));
  for (guint i = 0; i + 1 < s->deck_n; i += 2)
    {
      gint8 card = s->deck[i];

      s->deck[i] = s->deck[i + 1];
      s->deck[i + 1] = card;
    }
  g_assert_cmpuint (s->forum_pile_n, >, 1);
  first = s->forum_pile[0];
  memmove (s->forum_pile, s->forum_pile + 1, s->forum_pile_n - 1u);
  s->forum_pile[s->forum_pile_n - 1] = first;
  g_assert_cmpuint (s->stack_n[TRAJAN_CATEGORY_POINTS], >, 2);
  first = s->stacks[TRAJAN_CATEGORY_POINTS][0];
  s->stacks[TRAJAN_CATEGORY_POINTS][0] = s->stacks[TRAJAN_CATEGORY_POINTS][1];
  s->stacks[TRAJAN_CATEGORY_POINTS][1] = first;
  ludus_rng_init (&rng, 12345);
  ludus_state_set_rng (other, &rng);

  g_assert_false (memcmp (truth, other, sizeof (TrajanState)) == 0);
  g_assert_cmpuint (ludus_game_get_view_key (game, other, 0), ==,
                    ludus_game_get_view_key (game, truth, 0));
  g_assert_cmpuint (ludus_game_get_view_key (game, other, 1), !=,
                    ludus_game_get_view_key (game, truth, 1));
  g_assert_cmpuint (ludus_game_get_view_key (game, other, 2), !=,
                    ludus_game_get_view_key (game, truth, 2));

  /* The top tile of a stack is face up: every seat sees it change. */
  memcpy (other, truth, sizeof (TrajanState));
  stack = s->stacks[TRAJAN_CATEGORY_POINTS];
  first = stack[0];
  stack[0] = stack[s->stack_n[TRAJAN_CATEGORY_POINTS] - 1];
  stack[s->stack_n[TRAJAN_CATEGORY_POINTS] - 1] = first;
  for (guint seat = 0; seat < 3; seat++)
    g_assert_cmpuint (ludus_game_get_view_key (game, other, seat), !=,
                      ludus_game_get_view_key (game, truth, seat));
}

/* Components that have left a pile leave their values behind it in the
 * struct; a view must not depend on them, or the same position read back
 * from its JSON (where nothing is left behind) would look different. */
static void
test_view_key_canonical (void)
{
  g_autoptr(LudusGame) game = ludus_rules_game_new (&trajan_rules, NULL);

  for (guint n = 2; n <= TRAJAN_MAX_PLAYERS; n++)
    for (guint moves = 50; moves < 600; moves += 110)
      {
        g_autoptr(LudusState) played = play_to (game, n, 300 + n, moves);
        g_autoptr(JsonNode) node = ludus_game_state_to_json (game, played);
        g_autoptr(GError) error = NULL;
        g_autoptr(LudusState) loaded = ludus_game_state_from_json (game, node, &error);

        g_assert_no_error (error);
        for (int viewer = -1; viewer < (int) n; viewer++)
          {
            g_autoptr(LudusState) a = ludus_game_redact (game, played, viewer);
            g_autoptr(LudusState) b = ludus_game_redact (game, loaded, viewer);

            g_assert_cmpmem (a, sizeof (TrajanState), b, sizeof (TrajanState));
          }
        for (guint seat = 0; seat < n; seat++)
          g_assert_cmpuint (ludus_game_get_view_key (game, played, seat), ==,
                            ludus_game_get_view_key (game, loaded, seat));
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ludus/trajan/search/contract", test_contract);
  g_test_add_func ("/ludus/trajan/search/resamples-hidden", test_resamples_hidden);
  g_test_add_func ("/ludus/trajan/search/view-key-hidden-only", test_view_key_hidden_only);
  g_test_add_func ("/ludus/trajan/search/view-key-canonical", test_view_key_canonical);
  return g_test_run ();
}
