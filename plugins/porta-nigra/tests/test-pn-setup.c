/* test-pn-setup.c: setup for 2, 3 and 4 players, the first turn, and positions in JSON
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * PN_WRITE_BLANKS=DIR writes the blank positions of pn_test_make_blank ()
 * to DIR/blank-<n>p.json (to refresh tests/data after a change of format).
 */
#include "config.h"

#include <string.h>

#include "pn-test-util.h"

static PnState *
new_game (guint   n_players,
          guint64 seed)
{
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (pn_test_game (), n_players, seed, NULL, &error);

  g_assert_no_error (error);
  return (PnState *) state;
}

/* Spec §3.3, the exact starting state, and the start player's refill (§4.2, R10). */
static void
check_setup (guint n_players)
{
  const PnData *d = pn_test_data ();
  g_autofree PnState *s = new_game (n_players, 17);
  int shops = 0;

  g_assert_cmpint (s->round, ==, 1);
  g_assert_cmpint (pn_last_round (s, d), ==, n_players == 2 ? 3 : 2);
  g_assert_cmpint (s->phase, ==, PN_PHASE_PLACE_BUILDER);
  g_assert_cmpint (s->current, ==, s->start_player);
  for (guint p = 0; p < n_players; p++)
    {
      const PnPlayer *pl = &s->players[p];

      g_assert_cmpint (pl->coins, ==, 20);
      g_assert_cmpint (pl->torches, ==, 1);
      g_assert_cmpint (pl->influence, ==, 0);
      g_assert_cmpint (pl->romans, ==, 5);
      g_assert_cmpint (pl->reserve, ==, 10);
      g_assert_cmpint (pl->vp, ==, 0);
      g_assert_cmpint (pl->builder, ==, PN_NONE);
      g_assert_cmpint (pl->n_hand, ==, 2);
      g_assert_cmpint (pl->n_deck, ==, n_players == 4 ? 5 : 6);
      g_assert_cmpint (pl->n_discard + pl->n_building_cards + pl->n_honor, ==, 0);
      for (int c = 0; c < PN_N_COLORS; c++)
        g_assert_cmpint (pl->bricks[c], ==, 0);
      /* With 4 players the "2–3 players only" card is in the box. */
      for (int i = 0; i < pl->n_hand; i++)
        g_assert_true (n_players < 4 || !d->action[pl->hand[i]].only_2_3);
      for (int i = 0; i < pl->n_deck; i++)
        g_assert_true (n_players < 4 || !d->action[pl->deck[i]].only_2_3);
    }
  for (int c = 0; c < PN_N_SHOPS; c++)
    shops += s->shop[c];
  /* The market starts empty, so the first refill fills it to at least 14. */
  g_assert_cmpint (shops, >=, 14);
  g_assert_cmpint (s->supply + shops, ==, 90);
  g_assert_cmpint (s->n_market_deck + s->n_market_discard, ==, 10);
  g_assert_cmpint (s->n_market_discard, ==, s->refill_cards);
  g_assert_cmpint (s->n_building_deck, ==, 14);
  g_assert_cmpint (s->n_honor_deck, ==, 14);
  for (int i = 0; i < PN_BUILDING_DISPLAY; i++)
    g_assert_cmpint (s->building_display[i], >=, 0);
  for (int i = 0; i < PN_HONOR_DISPLAY; i++)
    g_assert_cmpint (s->honor_display[i], >=, 0);
  for (int i = 0; i < PN_N_SITES; i++)
    g_assert_cmpint (s->site_owner[i], ==, PN_NONE);
  g_assert_cmpint (s->end_trigger, ==, PN_END_NONE);
  pn_test_check (s);
}

static void test_setup_2 (void) { check_setup (2); }
static void test_setup_3 (void) { check_setup (3); }
static void test_setup_4 (void) { check_setup (4); }

/* Ruling R24: the first start player is drawn; every seat starts in some games. */
static void
test_start_player_drawn (void)
{
  guint seen = 0;

  for (guint64 seed = 0; seed < 40; seed++)
    {
      g_autofree PnState *s = new_game (4, seed);

      seen |= 1u << s->start_player;
    }
  g_assert_cmpuint (seen, ==, 0xf);
}

/* The start player option: a chosen seat starts; -1 draws one. */
static void
test_start_player_option (void)
{
  const LudusOption *options;
  guint n_options;

  options = ludus_game_get_options (pn_test_game (), &n_options);
  g_assert_cmpuint (n_options, ==, 1);
  g_assert_cmpstr (options[0].id, ==, "start_player");
  g_assert_cmpint (options[0].type, ==, LUDUS_OPTION_SEAT);
  g_assert_cmpint (options[0].default_value, ==, -1);
  for (int seat = 0; seat < 4; seat++)
    {
      int values[1] = { seat };
      g_autoptr(GError) error = NULL;
      g_autoptr(LudusState) state = ludus_game_new_state (pn_test_game (), 4, 9, values, &error);

      g_assert_no_error (error);
      g_assert_cmpint (((PnState *) state)->start_player, ==, seat);
      g_assert_cmpint (((PnState *) state)->current, ==, seat);
    }
}

/* Spec §4.3 step 0: every player, on their own first turn, places the master
 * builder (free, any quarter) before anything else; never again. */
static void
test_first_turn_builder (void)
{
  g_autofree PnState *s = new_game (3, 5);
  guint placed = 0;

  for (guint turn = 0; turn < 4; turn++)
    {
      guint p = s->current;
      int coins = s->players[p].coins;

      if (turn < 3)
        {
          g_assert_cmpint (s->phase, ==, PN_PHASE_PLACE_BUILDER);
          g_assert_cmpuint (pn_test_count_kind (s, p, PN_MOVE_PLACE_BUILDER), ==, 4);
          g_assert_cmpuint (pn_test_count_kind (s, p, PN_MOVE_PLAY_CARD), ==, 0);
          pn_test_move (s, p, PN_MOVE_PLACE_BUILDER, (int) turn, 0, 0, 0, 0);
          g_assert_cmpint (s->players[p].builder, ==, (int) turn);
          g_assert_cmpint (s->players[p].coins, ==, coins);
          placed |= 1u << p;
        }
      g_assert_cmpint (s->phase, ==, PN_PHASE_ACTION);
      g_assert_cmpuint (pn_test_count_kind (s, p, PN_MOVE_PLACE_BUILDER), ==, 0);
      pn_test_move (s, p, PN_MOVE_PLAY_CARD, s->players[p].hand[0], 0, 0, 0, 0);
      pn_test_move (s, p, PN_MOVE_END_TURN, 0, 0, 0, 0, 0);
    }
  g_assert_cmpuint (placed, ==, 7);
}

/* The blank positions of the position tests are what pn_test_make_blank builds. */
static void
test_blank_files (void)
{
  const char *dir = g_getenv ("PN_WRITE_BLANKS");

  for (guint n = 2; n <= 4; n++)
    {
      g_autofree PnState *made = pn_test_make_blank (n);
      g_autofree PnState *loaded = NULL;

      if (dir != NULL)
        {
          g_autoptr(JsonNode) node = pn_state_to_json (made);
          g_autofree char *text = json_to_string (node, TRUE);
          g_autofree char *name = g_strdup_printf ("blank-%up.json", n);
          g_autofree char *path = g_build_filename (dir, name, NULL);

          g_assert_true (g_file_set_contents (path, text, -1, NULL));
          continue;
        }
      loaded = pn_test_blank (n);
      g_assert_cmpmem (loaded, sizeof *loaded, made, sizeof *made);
    }
}

/* Changes one member of the blank 3-player position's JSON and loads it. */
static void
refused_json (const char *member,
              int         index,
              int         value,
              const char *expected)
{
  g_autofree PnState *s = pn_test_blank (3);
  g_autoptr(JsonNode) node = pn_state_to_json (s);
  JsonObject *o = json_node_get_object (node);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) back = NULL;

  if (index < 0)
    json_object_set_int_member (o, member, value);
  else
    {
      JsonArray *a = json_object_get_array_member (o, member);

      json_array_remove_element (a, (guint) index);
      if (value != G_MININT)
        json_array_add_int_element (a, value);
    }
  back = ludus_game_state_from_json (pn_test_game (), node, &error);
  g_assert_null (back);
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, expected));
}

/* A position that loses or invents a piece, or breaks a range, is refused
 * with what and where. */
static void
test_json_refused (void)
{
  refused_json ("supply", -1, 89, "hold 89 bricks, not 90");
  refused_json ("round", -1, 3, "round 3");
  refused_json ("card", -1, 3, "action card 3 is in play 2 times");
  refused_json ("shop", 0, 1, "hold 91 bricks");
  refused_json ("market_deck", 0, G_MININT, "market card");
  refused_json ("honor_display", 0, 5, "times, not once");
  refused_json ("site_owner", 0, 7, "“site_owner[43]” is 7");
  refused_json ("building_deck", 0, -2, "not a card");
}

/* The hidden cards never show in a view: others' hands, every deck. */
static void
test_redact (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  g_autoptr(LudusState) view = ludus_game_redact (pn_test_game (), (LudusState *) s, 1);
  const PnState *v = (const PnState *) view;

  g_assert_cmpint (v->players[1].hand[0], ==, s->players[1].hand[0]);
  for (guint p = 0; p < 3; p++)
    {
      for (int i = 0; p != 1 && i < v->players[p].n_hand; i++)
        g_assert_cmpint (v->players[p].hand[i], ==, PN_HIDDEN);
      for (int i = 0; i < v->players[p].n_deck; i++)
        g_assert_cmpint (v->players[p].deck[i], ==, PN_HIDDEN);
      g_assert_cmpint (v->players[p].n_hand, ==, s->players[p].n_hand);
    }
  for (int i = 0; i < v->n_building_deck; i++)
    g_assert_cmpint (v->building_deck[i], ==, PN_HIDDEN);
  for (int i = 0; i < v->n_honor_deck; i++)
    g_assert_cmpint (v->honor_deck[i], ==, PN_HIDDEN);
  for (int i = 0; i < v->n_market_deck; i++)
    g_assert_cmpint (v->market_deck[i], ==, PN_HIDDEN);
  g_assert_cmpmem (v->building_display, sizeof v->building_display, s->building_display,
                   sizeof s->building_display);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/porta-nigra/setup/2-players", test_setup_2);
  g_test_add_func ("/porta-nigra/setup/3-players", test_setup_3);
  g_test_add_func ("/porta-nigra/setup/4-players", test_setup_4);
  g_test_add_func ("/porta-nigra/setup/start-player-drawn", test_start_player_drawn);
  g_test_add_func ("/porta-nigra/setup/start-player-option", test_start_player_option);
  g_test_add_func ("/porta-nigra/setup/first-turn-builder", test_first_turn_builder);
  g_test_add_func ("/porta-nigra/setup/blank-files", test_blank_files);
  g_test_add_func ("/porta-nigra/setup/json-refused", test_json_refused);
  g_test_add_func ("/porta-nigra/setup/redact", test_redact);
  return g_test_run ();
}
