/* test-ft-setup.c: setup for 2, 3 and 4 players, the variants, and the game's views
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ft-test-util.h"
#include "ludus-test-start.h"
#include "ft-text.h"

/* Whether text is well-formed Pango-style markup (checked as XML). */
static gboolean
markup_ok (const char *text)
{
  static const GMarkupParser parser = { NULL, NULL, NULL, NULL, NULL };
  g_autofree char *wrapped = g_strconcat ("<markup>", text, "</markup>", NULL);
  g_autoptr(GMarkupParseContext) ctx = g_markup_parse_context_new (&parser, 0, NULL, NULL);
  g_autoptr(GError) error = NULL;

  if (!g_markup_parse_context_parse (ctx, wrapped, -1, &error)
      || !g_markup_parse_context_end_parse (ctx, &error))
    {
      g_test_message ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

static LudusGame *
new_game (void)
{
  return ludus_rules_game_new (&ft_rules, NULL);
}

static void
first_legal (FtState *s,
             guint    p,
             int      pick)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(GError) error = NULL;
  LudusMove m;

  ft_legal_moves (ft_test_data (), s, p, -1, moves);
  g_assert_cmpuint (moves->len, >, 0);
  m = g_array_index (moves, LudusMove, MIN ((guint) pick, moves->len - 1));
  g_assert_true (ft_test_apply (s, p, &m, &error));
  g_assert_no_error (error);
}

static void
check_setup (guint n)
{
  g_autoptr(LudusGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  FtState *s = (FtState *) ludus_game_new_state (game, n, 100 + n, NULL, &error);
  guint worker_colours = 0;
  int start;

  g_assert_no_error (error);
  g_assert_cmpint (s->n_players, ==, n);
  g_assert_cmpint (s->n_boards, ==, n + 1);
  g_assert_cmpint (s->forum_w, ==, 4 * (n + 1));
  g_assert_cmpint (s->forum_h, ==, 3);
  g_assert_cmpint (ft_column_value (s), ==, 3);
  g_assert_cmpint (s->deck_n[0] + s->deck_n[1] + s->deck_n[2], ==, 24);
  for (int k = 0; k < 3; k++)
    {
      g_assert_cmpint (s->trajan[k], >=, 0);
      g_assert_true (s->trajan[k] / 4 == k);    /* a base card of its pass */
    }
  for (int c = 0; c < FT_N_COLOURS; c++)
    {
      g_assert_cmpint (s->single_stack[c][0], ==, 7);
      g_assert_cmpint (s->single_stack[c][1], ==, 7);
      g_assert_cmpint (s->double_stack[c][0], ==, 6);
      g_assert_cmpint (s->double_stack[c][1], ==, 6);
    }
  for (guint p = 0; p < n; p++)
    {
      const FtPlayer *pl = &s->players[p];
      int covered = 0, corners = 0;

      g_assert_cmpint (pl->builders, ==, 1);
      g_assert_cmpint (pl->assistants, ==, 1);
      g_assert_cmpint (pl->coins, ==, 1);
      g_assert_cmpint (pl->tribunes, ==, 1);
      g_assert_cmpint (pl->workers[0] + pl->workers[1] + pl->workers[2] + pl->workers[3], ==, 1);
      for (int c = 0; c < FT_N_COLOURS; c++)
        if (pl->workers[c])
          worker_colours |= 1u << c;
      for (int c = 0; c < FT_N_CELLS; c++)
        {
          if (pl->cell_state[c] == FT_CELL_COVERED)
            covered++;
          if (ft_is_corner (c) && pl->cell_tile[c] != FT_EMPTY)
            corners++;
        }
      g_assert_cmpint (covered, ==, 28);
      g_assert_cmpint (corners, ==, 4);
      g_assert_cmpint (ft_tile_owner (pl->river), ==, p);
      /* The drawn citizen is female-backed. */
      g_assert_cmpint (ft_tile_index (pl->hand_own), <, FT_N_FEMALE);
      g_assert_cmpint (pl->vp, ==, 0);
      g_assert_cmpint (pl->slider, ==, 0);
    }
  g_assert_cmpint (__builtin_popcount (worker_colours), ==, n);
  ft_check_state (ft_test_data (), s, &error);
  g_assert_no_error (error);

  /* Setup choices, seat by seat from the start player. */
  start = s->start_player;
  g_assert_cmpuint (ft_actors (s), ==, 1u << start);
  g_assert_cmpint (s->phase, ==, FT_PHASE_SETUP_CRANES);
  for (guint i = 0; i < n; i++)
    {
      guint p = (start + i) % n;
      FtPlayer *pl = &s->players[p];
      int drawn = pl->hand_own;
      int klass = ft_test_data ()->tile[ft_tile_index (drawn)].citizen;

      g_assert_cmpuint (ft_actors (s), ==, 1u << p);
      first_legal (s, p, 3);            /* yellow first */
      first_legal (s, p, 0);
      first_legal (s, p, 1);
      g_assert_cmpint (pl->cranes_placed, ==, 4);
      g_assert_cmpint (pl->crane_colour[0], ==, FT_YELLOW);
      g_assert_cmpint (pl->crane_colour[1], ==, FT_BLUE);
      g_assert_cmpint (pl->crane_colour[2], ==, FT_RED);
      g_assert_cmpint (pl->crane_colour[3], ==, FT_GREEN);
      g_assert_cmpint (s->phase, ==, FT_PHASE_SETUP_CITIZEN);
      first_legal (s, p, 1);            /* the class's second row */
      g_assert_cmpint (pl->citizen[klass * 2 + 1][0], ==, drawn);
      g_assert_true (pl->row_active[klass * 2 + 1]);
      g_assert_cmpint (pl->slider_reversed, ==, klass * 2 + 1 == FT_ROW_MERCHANT_1);
      first_legal (s, p, 1);            /* diagonal (0,5)-(5,0) */
      g_assert_cmpint (ft_tile_index (pl->cell_tile[ft_corner_cell (1)]), <, FT_N_FEMALE);
      g_assert_cmpint (ft_tile_index (pl->cell_tile[ft_corner_cell (2)]), <, FT_N_FEMALE);
      g_assert_cmpint (ft_tile_index (pl->cell_tile[ft_corner_cell (0)]), >=, FT_N_FEMALE);
      ft_check_state (ft_test_data (), s, &error);
      g_assert_no_error (error);
    }
  /* Round 1: two cards revealed, everyone drafts at once. */
  g_assert_cmpint (s->phase, ==, FT_PHASE_DRAFT);
  g_assert_cmpuint (ft_actors (s), ==, (1u << n) - 1);
  g_assert_cmpint (s->display[0], >=, 0);
  g_assert_cmpint (s->display[1], >=, 0);
  g_assert_cmpint (s->deck_n[0], ==, 6);
  ludus_game_free_state (game, (LudusState *) s);
}

static void test_setup_2 (void) { check_setup (2); }
static void test_setup_3 (void) { check_setup (3); }
static void test_setup_4 (void) { check_setup (4); }

static void
test_bad_options (void)
{
  g_autoptr(LudusGame) game = new_game ();
  int opt[FT_N_OPTIONS] = { 0 };
  g_autoptr(GError) error = NULL;

  g_assert_null (ludus_game_new_state (game, 1, 1, NULL, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
  g_clear_error (&error);
  g_assert_null (ludus_game_new_state (game, 5, 1, NULL, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
  g_clear_error (&error);
  opt[FT_OPT_SIDE_B] = 1;
  g_assert_null (ludus_game_new_state (game, 2, 1, opt, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
  g_clear_error (&error);
  opt[FT_OPT_SIDE_B] = 0;
  opt[FT_OPT_HANDICAP_3] = 1;
  g_assert_null (ludus_game_new_state (game, 2, 1, opt, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
}

/* The engine's errors are translated: a newcomer in a seat that is not in
 * play, and a position with a tile in two places, in German. */
static void
test_errors_translated (void)
{
  g_autoptr(LudusGame) game = new_game ();
  int opt[FT_N_OPTIONS] = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree FtState *s = NULL;

  ludus_i18n_init ();
  ludus_i18n_set_language ("de");
  opt[FT_OPT_HANDICAP_3] = 1;
  g_assert_null (ludus_game_new_state (game, 2, 1, opt, &error));
  g_assert_cmpstr (error->message, ==, "Forum Trajanum: ein Neuling auf Platz 3, aber nur 2 Spieler");
  g_clear_error (&error);
  s = (FtState *) ludus_game_new_state (game, 2, 1, NULL, &error);
  g_assert_no_error (error);
  s->players[1].river = s->players[1].cell_tile[ft_cell (1, 1)];
  g_assert_false (ft_check_state (ft_test_data (), s, &error));
  g_assert_true (g_str_has_prefix (error->message, "Ungültige Forum-Trajanum-Stellung: "));
  g_assert_nonnull (strstr (error->message, "Coloniaplättchen"));
  ludus_i18n_set_language ("en");
}

static void
test_variants (void)
{
  g_autoptr(LudusGame) game = new_game ();
  int opt[FT_N_OPTIONS] = { 0 };
  g_autoptr(GError) error = NULL;
  FtState *s;
  gboolean promo_seen[3] = { FALSE };

  opt[FT_OPT_FIRST_GAME] = 1;
  opt[FT_OPT_HANDICAP_1] = 1;
  s = (FtState *) ludus_game_new_state (game, 2, 7, opt, &error);
  g_assert_no_error (error);
  g_assert_cmpint (s->trajan[0], ==, FT_EMPTY);
  g_assert_cmpint (s->trajan[1], ==, FT_EMPTY);
  g_assert_cmpint (s->trajan[2] / 4, ==, 2);
  g_assert_cmpint (s->players[0].coins, ==, 2);
  g_assert_cmpint (s->players[1].coins, ==, 1);
  /* The newcomer (seat 1) sets up, then takes a second citizen. */
  while (s->phase != FT_PHASE_SETUP_HANDICAP)
    first_legal (s, g_bit_nth_lsf (ft_actors (s), -1), 0);
  {
    guint p = s->setup_player;
    FtPlayer *pl = &s->players[p];

    g_assert_cmpint (p, ==, 0);
    g_assert_cmpint (ft_active_citizens (pl), ==, 1);
    first_legal (s, p, 0);
    g_assert_cmpint (ft_active_citizens (pl), ==, 2);
    g_assert_cmpint (pl->crane_state[0], ==, FT_CRANE_REVEALED);
  }
  ft_check_state (ft_test_data (), s, &error);
  g_assert_no_error (error);
  ludus_game_free_state (game, (LudusState *) s);

  /* The players may choose the first game's card. */
  memset (opt, 0, sizeof opt);
  opt[FT_OPT_FIRST_GAME] = 1;
  opt[FT_OPT_FIRST_GAME_CARD] = 3;
  s = (FtState *) ludus_game_new_state (game, 4, 7, opt, &error);
  g_assert_no_error (error);
  g_assert_cmpint (s->trajan[2], ==, FT_TC_3_3);
  ludus_game_free_state (game, (LudusState *) s);
  opt[FT_OPT_FIRST_GAME_CARD] = 5;
  g_assert_null (ludus_game_new_state (game, 4, 7, opt, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
  g_clear_error (&error);
  opt[FT_OPT_PROMO] = 1;
  s = (FtState *) ludus_game_new_state (game, 4, 7, opt, &error);
  g_assert_no_error (error);
  g_assert_cmpint (s->trajan[2], ==, FT_TC_3_PROMO);
  ludus_game_free_state (game, (LudusState *) s);
  opt[FT_OPT_FIRST_GAME] = 0;
  g_assert_null (ludus_game_new_state (game, 4, 7, opt, &error));
  g_assert_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS);
  g_clear_error (&error);

  /* Promo cards: 1 in 5 per pass; over many seeds each appears. */
  memset (opt, 0, sizeof opt);
  opt[FT_OPT_PROMO] = 1;
  for (guint seed = 0; seed < 60; seed++)
    {
      s = (FtState *) ludus_game_new_state (game, 3, seed, opt, NULL);
      for (int k = 0; k < 3; k++)
        if (s->trajan[k] == FT_TC_1_PROMO + k)
          promo_seen[k] = TRUE;
      ludus_game_free_state (game, (LudusState *) s);
    }
  g_assert_true (promo_seen[0] && promo_seen[1] && promo_seen[2]);

  /* Random forum: other boards than the first k, same size. */
  memset (opt, 0, sizeof opt);
  opt[FT_OPT_RANDOM_FORUM] = 1;
  {
    gboolean differs = FALSE;

    for (guint seed = 0; seed < 10; seed++)
      {
        s = (FtState *) ludus_game_new_state (game, 2, seed, opt, NULL);
        g_assert_cmpint (s->forum_w, ==, 12);
        differs |= s->board_id[0] != 0 || s->board_id[1] != 1 || s->board_id[2] != 2;
        ft_check_state (ft_test_data (), s, &error);
        g_assert_no_error (error);
        ludus_game_free_state (game, (LudusState *) s);
      }
    g_assert_true (differs);
  }
}

static void
test_views (void)
{
  g_autoptr(LudusGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  LudusState *state = ludus_game_new_state (game, 3, 5, NULL, &error);
  FtState *s = (FtState *) state;
  g_autofree char *rules = ludus_game_get_rules_markup (game);
  g_autoptr(GPtrArray) rows = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (strstr (rules, "Provisional component data"));
  g_assert_nonnull (strstr (rules, "mosaic boards of the forum"));
  g_assert_true (markup_ok (rules));
  while (s->phase != FT_PHASE_DRAFT)
    first_legal (s, g_bit_nth_lsf (ft_actors (s), -1), 0);
  {
    LudusState *before = ludus_game_copy_state (game, state);
    g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
    LudusMove m;
    g_autofree char *own = NULL, *other = NULL, *spectator = NULL, *prompt0 = NULL, *prompt1 = NULL;

    ft_legal_moves (ft_test_data (), s, 0, FT_MOVE_TAKE_STREET, moves);
    g_assert_cmpuint (moves->len, >, 0);
    m = g_array_index (moves, LudusMove, 0);
    g_assert_true (ludus_game_apply (game, state, 0, &m, &error));
    own = ludus_game_describe_move (game, before, state, 0, &m, 0);
    other = ludus_game_describe_move (game, before, state, 0, &m, 1);
    spectator = ludus_game_describe_move (game, before, state, 0, &m, -1);
    g_assert_nonnull (strstr (own, "Takes "));
    g_assert_cmpstr (other, ==, "Makes a draft choice");
    g_assert_cmpstr (spectator, ==, "Makes a draft choice");
    prompt0 = ludus_game_get_prompt (game, state, 0);
    prompt1 = ludus_game_get_prompt (game, state, 2);
    g_assert_nonnull (strstr (prompt0, "street card"));
    g_assert_nonnull (strstr (prompt1, "street card"));
    ludus_game_free_state (game, before);
  }
  {
    g_autofree char *who = ludus_game_describe_player (game, state, 1, 0);

    g_assert_nonnull (strstr (who, "0 VP"));
  }
  /* No scoring yet: only the sources, under their heading. */
  rows = ludus_game_get_score_breakdown (game, state);
  g_assert_cmpuint (rows->len, ==, 1 + FT_N_VP_SOURCES);
  ludus_game_free_state (game, state);
}

/* Every move of some random games has a log line for every viewer; other
 * seats' draft moves say nothing, and no view shows another seat's draft
 * tiles, hand before its turn, ship or river. */
static void
test_every_move_described (void)
{
  g_autoptr(LudusGame) game = new_game ();
  guint64 lines = 0;

  for (guint n = 2; n <= 4; n++)
    {
      LudusState *state = ludus_game_new_state (game, n, 300 + n, NULL, NULL);
      LudusRng rng;

      ludus_rng_init (&rng, n);
      while (!ludus_game_is_over (game, state))
        {
          guint p = g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
          LudusState *before = ludus_game_copy_state (game, state);
          LudusMove m;
          gboolean draft = ((FtState *) state)->phase == FT_PHASE_DRAFT;

          g_assert_true (ludus_bot_choose_random (game, state, p, &rng, &m));
          g_assert_true (ludus_game_apply (game, state, p, &m, NULL));
          for (int v = -1; v < (int) n; v++)
            {
              g_autofree char *text = ludus_game_describe_move (game, before, state, p, &m, v);
              g_autofree char *prompt = ludus_game_get_prompt (game, state, v);
              LudusState *view = ludus_game_redact (game, state, v);
              const FtState *r = (const FtState *) view;

              g_assert_nonnull (text);
              g_assert_cmpuint (strlen (text), >, 0);
              g_assert_null (strstr (text, "?"));
              g_assert_cmpuint (strlen (prompt), >, 0);
              if (draft && v != (int) p)
                g_assert_true (g_str_has_prefix (text, "Makes a draft choice"));
              for (guint q = 0; q < n; q++)
                {
                  if ((int) q == v)
                    continue;
                  g_assert_cmpint (r->players[q].river, ==, FT_HIDDEN);
                  for (int k = 0; k < 2; k++)
                    g_assert_true (r->players[q].draft_take[k] < 0);
                  g_assert_true (r->players[q].gift < 0);
                  for (int i = 0; i < r->players[q].ship_n; i++)
                    g_assert_cmpint (r->players[q].ship[i], ==, FT_HIDDEN);
                  if (!r->players[q].hand_revealed || r->phase == FT_PHASE_DRAFT)
                    {
                      /* The drawn citizen of the seat setting up shows (setup_citizen). */
                      g_assert_true (r->players[q].hand_own < 0
                                     || (r->phase < FT_PHASE_DRAFT && q == r->setup_player
                                         && r->players[q].hand_own == r->setup_citizen));
                      g_assert_true (r->players[q].hand_recv < 0);
                    }
                }
              ludus_game_free_state (game, view);
              lines++;
            }
          ludus_game_free_state (game, before);
        }
      ludus_game_free_state (game, state);
    }
  g_test_message ("%" G_GUINT64_FORMAT " log lines", lines);
}

static guint
start_player_of (const LudusState *state)
{
  return ((const FtState *) state)->start_player;
}

/* "The engine picks at random or lets the users choose." */
static void
test_start_player (void)
{
  g_autoptr(LudusGame) game = new_game ();

  ludus_test_check_start_player (game, "start_player", start_player_of);
}

/* The title of the rules section F1 opens now. */
static const char *
section_title (GPtrArray        *sections,
               LudusGame        *game,
               const LudusState *state)
{
  const char *id = ludus_game_get_rules_section (game, state, 0);

  for (guint i = 0; id != NULL && i < sections->len; i++)
    {
      const LudusRulesSection *section = g_ptr_array_index (sections, i);

      if (g_str_equal (section->id, id))
        return section->title;
    }
  return NULL;
}

/* The table's questions through a random game: the round counts 1 to 12 through the passes,
 * the setup decisions are those before the first draft, F1 opens the section about the
 * decision (the setup, the draft under Round, the turn, the scoring). */
static void
test_table (void)
{
  LudusGame *game = ft_test_game ();
  g_autoptr(GPtrArray) sections = ludus_game_get_rules_sections (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusState) state = ludus_game_new_state (game, 3, 93, NULL, &error);
  LudusRng rng;
  guint round = 1;

  g_assert_no_error (error);
  ludus_rng_init (&rng, 93);
  while (!ludus_game_is_over (game, state))
    {
      const FtState *s = (const FtState *) state;
      const char *title = s->phase < FT_PHASE_DRAFT ? "Setup"
                          : s->phase == FT_PHASE_DRAFT ? "Round"
                          : s->phase == FT_PHASE_TURN ? "Turn" : "Scoring";
      guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      LudusMove move;

      g_assert_cmpuint (ludus_game_get_round (game, state), ==, (s->pass - 1) * 4 + s->round);
      g_assert_cmpuint (ludus_game_get_round (game, state), >=, round);
      round = ludus_game_get_round (game, state);
      g_assert_cmpstr (section_title (sections, game, state), ==, title);
      g_assert_true (ludus_game_is_setup_decision (game, state, actor) ==
                     (s->phase < FT_PHASE_DRAFT));
      g_assert_true (ludus_bot_choose_random (game, state, actor, &rng, &move));
      ludus_game_apply_trusted (game, state, actor, &move);
    }
  g_assert_cmpuint (round, ==, 12);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/forum-trajanum/setup/2-players", test_setup_2);
  g_test_add_func ("/forum-trajanum/setup/3-players", test_setup_3);
  g_test_add_func ("/forum-trajanum/setup/4-players", test_setup_4);
  g_test_add_func ("/forum-trajanum/setup/bad-options", test_bad_options);
  g_test_add_func ("/forum-trajanum/setup/start-player", test_start_player);
  g_test_add_func ("/forum-trajanum/setup/variants", test_variants);
  g_test_add_func ("/forum-trajanum/setup/errors-translated", test_errors_translated);
  g_test_add_func ("/forum-trajanum/views", test_views);
  g_test_add_func ("/forum-trajanum/table", test_table);
  g_test_add_func ("/forum-trajanum/views/every-move", test_every_move_described);
  return g_test_run ();
}
