/* test-nr-round.c: end-of-turn refills, the preparation phase, the end of the game, the
 * two-player rules and the solo automa's steps
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions start from tests/data/start-<n>p.json; turns are passed by
 * placing on the first free cell (and, with two players, a legionnaire on
 * the next one) and declining both actions.
 */
#include "config.h"

#include "nr-test-util.h"

#define M(kind) NR_MOVE_##kind

static int
first_free (const NrState *s)
{
  for (int cell = 0; cell < NR_N_FORUM_CELLS; cell++)
    if (s->forum_fig[cell] == NR_FIG_NONE)
      return cell;
  g_error ("the forum is full");
  return -1;
}

/* Places and declines; returns when the turn (or the round) has ended. */
static void
pass_turn (NrState *s)
{
  nr_test_move (s, M (PATRICIAN), first_free (s), 0, 0);
  if (s->turn.step == NR_STEP_LEGIONNAIRE)
    nr_test_move (s, M (LEGIONNAIRE), first_free (s), 0, 0);
  nr_test_move (s, M (DECLINE), s->turn.actions[0], 0, 0);
  nr_test_move (s, M (DECLINE), s->turn.actions[1], 0, 0);
  if (s->phase == NR_PHASE_FORUM && s->turn.step == NR_STEP_END)
    nr_test_move (s, M (DONE), 0, 0, 0);
}

/* Every turn but the last of the round. */
static void
to_last_turn (NrState *s)
{
  guint n_turns = nr_is_solo (s) ? 3 : 3 * s->n_players;

  if (s->phase == NR_PHASE_EMPEROR)
    nr_test_move (s, M (EMPEROR), nr_test_data ()->emperor[s->emperor_shown][1], 0, 0);
  while (s->turn_index + 1u < n_turns)
    pass_turn (s);
}

static void
to_round_end (NrState *s)
{
  to_last_turn (s);
  pass_turn (s);
}

/* §4.8: at the end of a turn the associate, basic latifundium, sea and
 * building markets close their gaps and are refilled from their stacks. */
static void
test_refills (void)
{
  g_autofree NrState *s = nr_test_start (3);

  nr_test_move (s, M (EMPEROR), 11, 0, 0);
  nr_test_move (s, M (PATRICIAN), 3, 0, 0);  /* Associates, power 2 */
  nr_test_move (s, M (PERFORM), NR_ACT_ASSOCIATES, 0, 0);
  nr_test_move (s, M (DRAW), 0, 0, 0);
  nr_test_move (s, M (DRAW), 2, 0, 0);
  g_assert_cmpint (s->assoc_market[0], ==, NR_NONE);
  nr_test_move (s, M (DONE), 0, 0, 0);      /* play nothing */
  nr_test_move (s, M (DECLINE), NR_ACT_SEAFARING, 0, 0);
  /* 9 and 11 slid left, then the deck's top cards, 6 and 7. */
  g_assert_cmpint (s->assoc_market[0], ==, 9);
  g_assert_cmpint (s->assoc_market[1], ==, 11);
  g_assert_cmpint (s->assoc_market[2], ==, 6);
  g_assert_cmpint (s->assoc_market[3], ==, 7);
}

/* Ruling R29: the discard pile becomes a new deck when a card is needed. */
static void
test_deck_reshuffle (void)
{
  g_autofree NrState *s = nr_test_start (2);
  guint discards;

  while (s->n_assoc_deck > 0)
    {
      int card = s->assoc_deck[s->n_assoc_deck - 1];

      nr_test_take_card (s, card);
      s->assoc_discard[s->n_assoc_discard++] = (gint8) card;
    }
  discards = s->n_assoc_discard;
  nr_test_ready (s);
  nr_test_move (s, M (EMPEROR), 11, 0, 0);
  nr_test_move (s, M (PATRICIAN), 3, 0, 0);
  nr_test_move (s, M (LEGIONNAIRE), 15, 0, 0);
  nr_test_move (s, M (PERFORM), NR_ACT_ASSOCIATES, 0, 0);
  nr_test_move (s, M (DRAW), NR_DRAW_DECK, 0, 0);
  g_assert_cmpuint (s->n_assoc_discard, ==, 0);
  g_assert_cmpuint (s->n_assoc_deck, ==, discards - 1);
  g_assert_cmpuint (s->players[0].n_hand, ==, 3);
}

/* §7 steps 1–7. */
static void
test_preparation (void)
{
  g_autofree NrState *s = nr_test_start (3);
  const NrData *d = nr_test_data ();
  NrPlayer *p0 = &s->players[0];
  guint epoch;

  /* Seat 0: 2 artisans at work and 3 free, a used card; favourite 0 is on
   * track 0, where seats 1 and 2 stand on cell 2, seat 2 lower. */
  p0->prod_artisan = 0x3;
  p0->artisans_free = 3;
  s->artisans_supply = 9;
  nr_test_row (s, 0, 30);
  p0->row_used = G_GUINT64_CONSTANT (1) << 30;
  s->chariot_pos[2][0] = 2;
  s->chariot_seq[2][0] = 20;
  s->chariot_pos[1][0] = 2;
  s->chariot_seq[1][0] = 21;
  s->next_seq = 22;
  nr_test_ready (s);
  g_assert_cmpuint (d->favourite_track[0], ==, 0);
  to_last_turn (s);
  epoch = s->epoch;
  pass_turn (s);
  g_assert_cmpuint (s->round, ==, 2);
  g_assert_cmpuint (s->phase, ==, NR_PHASE_EMPEROR);
  g_assert_cmpint (s->first, ==, 1);        /* 1: the token went clockwise */
  g_assert_cmpint (s->fp_holder, ==, 1);
  g_assert_true (s->players[2].favourites & 1);   /* 2: lower in the stack */
  g_assert_cmpint (s->favourite_current, ==, 1);
  g_assert_cmpint (s->favourite_stack[s->n_favourite_stack - 1], ==, 2);
  g_assert_cmpuint (s->epoch, >, epoch);
  for (int cell = 0; cell < NR_N_FORUM_CELLS; cell++)   /* 3 */
    g_assert_cmpuint (s->forum_fig[cell], ==, NR_FIG_NONE);
  g_assert_cmpuint (p0->patricians, ==, 3);
  g_assert_cmpuint (p0->prod_artisan, ==, 0);           /* 4 */
  g_assert_cmpuint (p0->artisans_free, ==, 3);
  g_assert_cmpuint (s->artisans_supply, ==, 11);
  g_assert_cmpuint (p0->row_used, ==, 0);               /* 5 */
  g_assert_cmpint (s->assoc_discard[0], ==, 8);         /* 6 */
  g_assert_cmpint (s->assoc_market[0], ==, 9);
  g_assert_cmpint (s->assoc_market[3], ==, 6);
  g_assert_true (s->lat_removed & 1);                   /* 7 */
  g_assert_cmpint (s->lat_market[0], ==, 1);
  g_assert_cmpint (s->lat_market[3], ==, 4);
  g_assert_true (s->lat_removed & (1u << 23));
  g_assert_cmpint (s->lat_special, ==, 24);
}

/* A claimed token: its holder starts the next round (step 1); a favourite
 * nobody has left the start for is removed (ruling R05). */
static void
test_claimed_and_unawarded (void)
{
  g_autofree NrState *s = nr_test_start (3);

  s->fp_holder = 2;
  s->fp_claimed = 1;
  nr_test_ready (s);
  to_round_end (s);
  g_assert_cmpint (s->first, ==, 2);
  g_assert_false (s->fp_claimed);
  g_assert_true (s->favourite_removed & 1);
}

/* After round 5 (§7, R19): the token and the favourite, then the end; no
 * artisan is sent back. */
static void
test_game_end (void)
{
  g_autofree NrState *s = nr_test_start (3);

  for (int r = 1; r < 5; r++)
    to_round_end (s);
  g_assert_cmpuint (s->round, ==, 5);
  s->players[1].artisans_free = 5;
  s->artisans_supply -= 4;
  s->chariot_pos[1][s->round % 3] = 1;
  nr_test_ready (s);
  to_round_end (s);
  g_assert_true (nr_is_over (s));
  g_assert_cmpuint (s->players[1].artisans_free, ==, 5);
  g_assert_cmpint (s->fp_holder, ==, 2);    /* 4 rounds passed: 0 → 1 → 2 → 0 → 1 → 2 */
}

/* §9: a legionnaire after the first and second patrician, none after the
 * third; a favourite must beat the neutral chariot. */
static void
test_two_players (void)
{
  g_autofree NrState *s = nr_test_start (2);

  nr_test_move (s, M (EMPEROR), 11, 0, 0);
  nr_test_move (s, M (PATRICIAN), 0, 0, 0);
  g_assert_cmpuint (s->turn.step, ==, NR_STEP_LEGIONNAIRE);
  g_assert_false (nr_test_listed (s, 0, M (DECLINE), NR_ACT_TRADE, 0, 0));
  nr_test_move (s, M (LEGIONNAIRE), 1, 0, 0);
  g_assert_cmpuint (s->forum_fig[1], ==, NR_FIG_LEGIONNAIRE);
  nr_test_move (s, M (DECLINE), NR_ACT_TRADE, 0, 0);
  nr_test_move (s, M (DECLINE), NR_ACT_SEAFARING, 0, 0);
  pass_turn (s);                            /* seat 1 */
  nr_test_move (s, M (PATRICIAN), 4, 0, 0); /* seat 0, second: a legionnaire */
  g_assert_cmpuint (s->turn.step, ==, NR_STEP_LEGIONNAIRE);
  nr_test_move (s, M (LEGIONNAIRE), 5, 0, 0);
  nr_test_move (s, M (DECLINE), NR_ACT_TRADE, 0, 0);
  nr_test_move (s, M (DECLINE), NR_ACT_CONSTRUCTION, 0, 0);
  pass_turn (s);
  nr_test_move (s, M (PATRICIAN), 8, 0, 0); /* third: none */
  g_assert_cmpuint (s->turn.step, ==, NR_STEP_ACTIONS);
  g_assert_cmpuint (s->players[0].legionnaires, ==, 0);
}

static void
test_two_players_favourite (void)
{
  g_autofree NrState *tie = nr_test_start (2);
  g_autofree NrState *ahead = nr_test_start (2);

  /* The neutral chariot stands on cell 4 of every track, there first. */
  tie->chariot_pos[0][0] = 4;
  tie->chariot_seq[0][0] = 30;
  tie->next_seq = 31;
  ahead->chariot_pos[0][0] = 5;
  nr_test_ready (tie);
  nr_test_ready (ahead);
  to_round_end (tie);
  to_round_end (ahead);
  g_assert_cmpuint (tie->players[0].favourites, ==, 0);
  g_assert_true (tie->favourite_removed & 1);
  g_assert_true (ahead->players[0].favourites & 1);
}

/* §10.2: before each turn, two legionnaires on the cells of the next
 * emperor token; a taken cell gives the automa 1 VP. */
static void
test_solo_legionnaires (void)
{
  g_autofree NrState *s = nr_test_start (1);

  /* Token 1 sends legionnaires to cells 3 and 13. */
  nr_test_move (s, M (EMPEROR), 11, 0, 0);
  g_assert_cmpuint (s->forum_fig[3], ==, NR_FIG_LEGIONNAIRE);
  g_assert_cmpuint (s->forum_fig[13], ==, NR_FIG_LEGIONNAIRE);
  g_assert_cmpint (s->forum_owner[3], ==, NR_AUTOMA);
  g_assert_cmpuint (s->legionnaires_left, ==, 4);
  g_assert_cmpint (s->automa_vp, ==, 30);
  /* Token 2 shows cells 5 and 15: a patrician on 5 first blocks it. */
  nr_test_move (s, M (PATRICIAN), 5, 0, 0);
  nr_test_move (s, M (DECLINE), NR_ACT_DEVELOPMENT, 0, 0);
  nr_test_move (s, M (DECLINE), NR_ACT_CONSTRUCTION, 0, 0);
  g_assert_cmpint (s->automa_vp, ==, 31);
  g_assert_cmpuint (s->automa_blocked, ==, 1);
  g_assert_cmpuint (s->forum_fig[15], ==, NR_FIG_LEGIONNAIRE);
  g_assert_cmpuint (s->legionnaires_left, ==, 3);
  /* No first-player token to claim in solo. */
  s->players[0].influence = 5;
  nr_test_move (s, M (PATRICIAN), 2, 0, 0);
  nr_test_move (s, M (PERFORM), NR_ACT_PETITION, 0, 0);
  g_assert_false (nr_test_listed (s, 0, M (CLAIM), 0, 0, 0));
}

/* §10.2: all 8 tokens, shuffled again when they run out (rounds 3 and 5). */
static void
test_solo_emperor_stack (void)
{
  g_autofree NrState *s = nr_test_start (1);

  to_round_end (s);
  g_assert_cmpuint (s->n_emperor_used, ==, 5);   /* 4 in round 1, the round 2 one */
  to_round_end (s);
  g_assert_cmpuint (s->n_emperor_stack + s->n_emperor_used, ==, 8);
  g_assert_cmpuint (s->n_emperor_used, ==, 1);   /* reshuffled for round 3 */
}

/* §10.3: the favourite (the automa's unless the player is ahead), the
 * automa's chariot on the new favourite's track, its sea and building
 * discards and its ships; §10.4 after round 5. */
static void
test_solo_preparation (void)
{
  const NrData *d = nr_test_data ();
  g_autofree NrState *s = nr_test_start (1);
  int h0 = s->ship_harbour[NR_AUTOMA][0];
  int track;

  to_round_end (s);
  g_assert_true (s->automa_favourites & 1);
  track = d->favourite_track[s->favourite_current];
  g_assert_cmpint (s->chariot_pos[NR_AUTOMA][track], ==, track == 0 ? 5 : 4);
  g_assert_true (s->automa_sea_discard & 1);
  g_assert_true (s->automa_building_discard & 1);
  g_assert_cmpint (s->sea_market[3], ==, 4);
  g_assert_cmpint (s->ship_harbour[NR_AUTOMA][0], ==, h0 + 1);
  g_assert_cmpuint (s->round, ==, 2);
  for (int r = 2; r <= 5; r++)
    to_round_end (s);
  g_assert_true (nr_is_over (s));
  g_assert_cmpuint (nr_bits (s->automa_building_discard), ==, 5);   /* ruling R20 */
  g_assert_cmpint (s->ship_harbour[NR_AUTOMA][0], ==, h0 + 5);
  g_assert_cmpuint (nr_bits (s->automa_favourites), ==, 5);
}

/* The player wins the favourite only by being ahead of the automa's chariot. */
static void
test_solo_favourite (void)
{
  g_autofree NrState *s = nr_test_start (1);

  s->chariot_pos[0][0] = 5;                 /* the automa is on 4 */
  nr_test_ready (s);
  to_round_end (s);
  g_assert_true (s->players[0].favourites & 1);
  g_assert_false (s->automa_favourites & 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/round/refills", test_refills);
  g_test_add_func ("/nova-roma/round/deck-reshuffle", test_deck_reshuffle);
  g_test_add_func ("/nova-roma/round/preparation", test_preparation);
  g_test_add_func ("/nova-roma/round/claimed-and-unawarded", test_claimed_and_unawarded);
  g_test_add_func ("/nova-roma/round/game-end", test_game_end);
  g_test_add_func ("/nova-roma/two-players/legionnaires", test_two_players);
  g_test_add_func ("/nova-roma/two-players/favourite", test_two_players_favourite);
  g_test_add_func ("/nova-roma/solo/legionnaires", test_solo_legionnaires);
  g_test_add_func ("/nova-roma/solo/emperor-stack", test_solo_emperor_stack);
  g_test_add_func ("/nova-roma/solo/preparation", test_solo_preparation);
  g_test_add_func ("/nova-roma/solo/favourite", test_solo_favourite);
  return g_test_run ();
}
