/* test-pn-text.c: the log, the move buttons, prompts and the rules page, in every language
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Until the board exists the shell shows the legal moves as buttons read
 * from describe_move, so every move of random games is described in every
 * language; nothing hidden may show through a text.
 */
#include "config.h"

#include <pango/pango.h>
#include <string.h>

#include "ludus-i18n.h"
#include "pn-test-util.h"

static const char *const languages[] = { "en", "ru", "de", "cs" };

static void
check_text (const char *text)
{
  g_assert_nonnull (text);
  g_assert_cmpuint (strlen (text), >, 0);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  /* No unformatted specifier and no English gap in a translation. */
  g_assert_null (strstr (text, "%"));
  g_assert_null (strstr (text, "  "));
}

/* The rules page is valid markup in every language, and names every stand-in group. */
static void
test_rules_page (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *markup = NULL;
      g_autofree char *plain = NULL;
      g_autoptr(GError) error = NULL;

      ludus_i18n_set_language (languages[i]);
      markup = ludus_game_get_rules_markup (pn_test_game ());
      g_assert_true (pango_parse_markup (markup, -1, 0, NULL, &plain, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (strlen (plain), >, 8000);
      if (i == 0)
        {
          g_assert_nonnull (strstr (plain, "the action cards of a deck"));
          g_assert_nonnull (strstr (plain, "which building stands in which quarter"));
          g_assert_nonnull (strstr (plain, "majority values: Amphitheatre, row B"));
          g_assert_nonnull (strstr (plain, "the building cards"));
          g_assert_nonnull (strstr (plain, "Basilica, row A, site 4 (2 yellow bricks, 9 VP)"));
        }
      if (i == 1)
        g_assert_nonnull (strstr (plain, "Базилика"));
    }
  ludus_i18n_set_language ("");
}

/* The card drawn by an end of turn, or -1. */
static int
drawn_card (const PnState *before,
            const PnState *after,
            guint          player)
{
  const PnPlayer *b = &before->players[player], *a = &after->players[player];

  if (a->n_hand <= b->n_hand || after->round != before->round)
    return -1;
  for (int i = 0; i < a->n_hand; i++)
    if (b->n_hand == 0 || a->hand[i] != b->hand[0])
      return a->hand[i];
  return -1;
}

static void
describe_all (LudusGame     *game,
              const PnState *s,
              guint          actor,
              GArray        *moves)
{
  const PnData *d = pn_test_data ();

  for (guint m = 0; m < moves->len; m++)
    {
      const LudusMove *move = &g_array_index (moves, LudusMove, m);
      g_autoptr(LudusState) after = ludus_state_copy ((const LudusState *) s);
      g_autofree char *before_text = NULL;
      g_autofree char *after_text = NULL;

      ludus_game_apply_trusted (game, after, actor, move);
      before_text = ludus_game_describe_move (game, (const LudusState *) s,
                                              (const LudusState *) s, actor, move, (int) actor);
      check_text (before_text);
      for (int viewer = -1; viewer < s->n_players; viewer++)
        {
          g_autofree char *line = ludus_game_describe_move (game, (const LudusState *) s, after,
                                                            actor, move, viewer);

          check_text (line);
          if (move->kind == PN_MOVE_END_TURN && viewer != (int) actor &&
              drawn_card (s, (const PnState *) after, actor) >= 0)
            {
              g_autofree char *card = pn_text_action_card (d, drawn_card (s, (const PnState *) after,
                                                                         actor));

              g_assert_null (strstr (line, card));
            }
        }
    }
}

/* Every legal move of some random games reads well in every language; the
 * prompts and player summaries too, and none shows a hidden card. */
static void
test_moves_in_every_language (void)
{
  LudusGame *game = pn_test_game ();
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autoptr(LudusState) state = ludus_game_new_state (game, 2 + i % 3, 60 + i, NULL, NULL);
      LudusRng rng;

      ludus_i18n_set_language (languages[i]);
      ludus_rng_init (&rng, i);
      while (!ludus_game_is_over (game, state))
        {
          const PnState *s = (const PnState *) state;
          guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);

          ludus_game_legal_moves (game, state, actor, moves);
          describe_all (game, s, actor, moves);
          for (int viewer = -1; viewer < s->n_players; viewer++)
            {
              g_autofree char *prompt = ludus_game_get_prompt (game, state, viewer);

              check_text (prompt);
              for (guint p = 0; viewer >= 0 && p < s->n_players; p++)
                {
                  g_autofree char *who = ludus_game_describe_player (game, state, p, viewer);

                  check_text (who);
                }
            }
          ludus_game_apply_trusted (game, state, actor,
                                    &g_array_index (moves, LudusMove,
                                                    ludus_rng_below (&rng, moves->len)));
        }
      {
        g_autoptr(GPtrArray) rows = ludus_game_get_score_breakdown (game, state);

        for (guint r = 0; r < rows->len; r++)
          check_text (((LudusScoreRow *) g_ptr_array_index (rows, r))->label);
      }
    }
  ludus_i18n_set_language ("");
}

/* A player summary names the hand only to its owner. */
static void
test_player_summary (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  g_autofree char *card = pn_text_action_card (pn_test_data (), s->players[1].hand[0]);
  g_autofree char *own = ludus_game_describe_player (pn_test_game (), (LudusState *) s, 1, 1);
  g_autofree char *other = ludus_game_describe_player (pn_test_game (), (LudusState *) s, 1, 0);

  g_assert_nonnull (strstr (own, card));
  g_assert_null (strstr (other, card));
  g_assert_nonnull (strstr (other, "20 sesterces"));
}

/* The drawn card is named to its owner only; the others read "an action card". */
static void
test_draw_hidden (void)
{
  g_autofree PnState *s = pn_test_blank (3);
  g_autoptr(LudusState) after = NULL;
  LudusMove end = { PN_MOVE_END_TURN, { 0 } };
  g_autofree char *own = NULL, *other = NULL, *drawn = NULL;

  pn_test_move (s, 0, PN_MOVE_PLAY_CARD, 0, 0, 0, 0, 0);
  after = ludus_state_copy ((LudusState *) s);
  ludus_game_apply_trusted (pn_test_game (), after, 0, &end);
  drawn = pn_text_action_card (pn_test_data (), s->players[0].deck[s->players[0].n_deck - 1]);
  own = ludus_game_describe_move (pn_test_game (), (LudusState *) s, after, 0, &end, 0);
  other = ludus_game_describe_move (pn_test_game (), (LudusState *) s, after, 0, &end, 1);
  g_assert_nonnull (strstr (own, drawn));
  g_assert_null (strstr (other, drawn));
  g_assert_nonnull (strstr (other, "Draws an action card."));
}

static gboolean
has_section (GPtrArray  *sections,
             const char *id)
{
  for (guint i = 0; i < sections->len; i++)
    if (g_strcmp0 (((LudusRulesSection *) g_ptr_array_index (sections, i))->id, id) == 0)
      return TRUE;
  return FALSE;
}

/* The rules page in sections with the same stable ids in every language
 * (the page's own text), and F1 names one of them in every phase. */
static void
test_rules_sections (void)
{
  static const char *const ids[] = { "aim", "setup", "rounds", "refill", "action-cards",
                                     "moving", "buy", "build", "rewards", "other-icons",
                                     "influence", "interim", "early-end", "final-scoring",
                                     "rulings", "majorities", "sites", "quarters",
                                     "action-deck", "market-cards", "honour-cards" };
  g_autofree PnState *s = pn_test_blank (3);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autoptr(GPtrArray) sections = NULL;

      ludus_i18n_set_language (languages[i]);
      sections = ludus_game_get_rules_sections (pn_test_game ());
      for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
        if (!has_section (sections, ids[k]))
          g_error ("%s: no rules section “%s”", languages[i], ids[k]);
      for (int phase = 0; phase < PN_N_PHASES; phase++)
        {
          s->phase = (guint8) phase;
          g_assert_true (has_section (sections, ludus_game_get_rules_section (pn_test_game (),
                                                                             (LudusState *) s,
                                                                             0)));
        }
    }
  ludus_i18n_set_language ("");
}

/* The table's rounds are the game's: 1 at the start, 2 after the first
 * round's start choice. */
static void
test_round (void)
{
  g_autofree PnState *s = pn_test_blank (3);

  g_assert_cmpuint (ludus_game_get_round (pn_test_game (), (LudusState *) s), ==, 1);
  s->round = 2;
  g_assert_cmpuint (ludus_game_get_round (pn_test_game (), (LudusState *) s), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  ludus_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/porta-nigra/text/rules-page", test_rules_page);
  g_test_add_func ("/porta-nigra/text/rules-sections", test_rules_sections);
  g_test_add_func ("/porta-nigra/text/round", test_round);
  g_test_add_func ("/porta-nigra/text/moves-in-every-language", test_moves_in_every_language);
  g_test_add_func ("/porta-nigra/text/player-summary", test_player_summary);
  g_test_add_func ("/porta-nigra/text/draw-hidden", test_draw_hidden);
  return g_test_run ();
}
