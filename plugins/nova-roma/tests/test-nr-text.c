/* test-nr-text.c: the rules page — every stand-in listed, the two-player and solo rules
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-i18n.h"
#include "nr-test-util.h"
#include "nr-text.h"

static const char *const languages[] = { "en", "ru", "de", "cs" };

/* The lines "• …" of the section under heading (after its paragraph, if
 * it has one), up to the next blank line. */
static guint
items_under (const char *text,
             const char *heading,
             gboolean    paragraph)
{
  g_autofree char *marked = g_strdup_printf ("<b>%s</b>\n", heading);
  const char *at = strstr (text, marked);
  const char *end;
  guint n = 0;

  g_assert_nonnull (at);
  at += strlen (marked);
  if (paragraph)
    {
      at = strstr (at, "\n\n");
      g_assert_nonnull (at);
      at += 2;
    }
  end = strstr (at, "\n\n");
  if (end == NULL)
    end = at + strlen (at);
  for (const char *line = at; line < end && *line != '\0'; line = strchr (line, '\n') + 1)
    if (g_str_has_prefix (line, "• "))
      n++;
  return n;
}

static void
test_rules_page (void)
{
  const NrData *d = nr_test_data ();
  g_autofree char *text = nr_text_rules (d);
  g_autofree char *wrapped = g_strconcat ("<markup>", text, "</markup>", NULL);
  g_autoptr(GMarkupParseContext) context = NULL;
  static const GMarkupParser parser = { 0 };
  g_autoptr(GError) error = NULL;
  guint stand_in = 0;

  ludus_i18n_set_language ("en");
  /* Pango markup: well-formed. */
  context = g_markup_parse_context_new (&parser, 0, NULL, NULL);
  g_markup_parse_context_parse (context, wrapped, -1, &error);
  g_assert_no_error (error);

  /* Every group of stand-in data, and only those, in the component data's list. */
  for (int g = 0; g < NR_N_GROUPS; g++)
    stand_in += d->source[g] == NR_SOURCE_STAND_IN;
  g_assert_cmpuint (stand_in, >, 0);
  g_assert_cmpuint (items_under (text, "Component data", TRUE), ==, stand_in);

  /* The rules of each player count, and the differences from the printed game. */
  g_assert_nonnull (strstr (text, "<b>Two players</b>"));
  g_assert_nonnull (strstr (text, "legionnaires"));
  g_assert_nonnull (strstr (text, "<b>Solo</b>"));
  g_assert_nonnull (strstr (text, "20, 30 or 40 VP"));
  g_assert_nonnull (strstr (text, "strictly more VP"));
  g_assert_cmpuint (items_under (text, "Differences from the printed game", FALSE), >=, 4);
  /* Every associate card is explained. */
  for (int card = 0; card < NR_N_ASSOCIATES; card++)
    g_assert_nonnull (strstr (text, nr_text_card_effect (card)));
  ludus_i18n_set_language ("");
}

static void
add_text (GPtrArray *texts,
          char      *text)
{
  g_assert_nonnull (text);
  g_assert_cmpuint (strlen (text), >, 0);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  /* No unformatted specifier, no gap where a word is missing. */
  g_assert_null (strstr (text, "%"));
  g_assert_null (strstr (text, "  "));
  g_ptr_array_add (texts, text);
}

/* Every text of one seeded random game in the language set: prompts and
 * player summaries for every viewer, the log line of each move made for
 * every viewer, the labels of the first legal moves, the breakdown. */
static GPtrArray *
game_texts (guint      n_players,
            const int *options,
            guint64    seed)
{
  g_autoptr(LudusGame) game = nr_test_game ();
  g_autoptr(LudusState) state = ludus_game_new_state (game, n_players, seed, options, NULL);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(GPtrArray) rows = NULL;
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  LudusRng rng;

  ludus_rng_init (&rng, seed);
  while (!ludus_game_is_over (game, state))
    {
      guint actor = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
      g_autoptr(LudusState) after = ludus_state_copy (state);
      const LudusMove *move;

      ludus_game_legal_moves (game, state, actor, moves);
      for (guint m = 0; m < MIN (moves->len, 12); m++)
        add_text (texts, ludus_game_describe_move (game, state, state, actor,
                                                   &g_array_index (moves, LudusMove, m),
                                                   (int) actor));
      move = &g_array_index (moves, LudusMove, ludus_rng_below (&rng, moves->len));
      ludus_game_apply_trusted (game, after, actor, move);
      for (int viewer = -1; viewer < (int) n_players; viewer++)
        {
          add_text (texts, ludus_game_describe_move (game, state, after, actor, move, viewer));
          add_text (texts, ludus_game_get_prompt (game, state, viewer));
          for (guint p = 0; viewer >= 0 && p < n_players; p++)
            add_text (texts, ludus_game_describe_player (game, state, p, viewer));
        }
      memcpy (state, after, sizeof (NrState));
    }
  rows = ludus_game_get_score_breakdown (game, state);
  for (guint r = 0; r < rows->len; r++)
    add_text (texts, g_strdup (((LudusScoreRow *) g_ptr_array_index (rows, r))->label));
  return texts;
}

static gboolean
has_word (const char *text)
{
  int run = 0;

  for (const char *c = text; *c != '\0'; c++)
    {
      run = g_ascii_isalpha (*c) ? run + 1 : 0;
      if (run >= 4)
        return TRUE;
    }
  return FALSE;
}

/* The same games in Russian, German and Czech: every text reads in that
 * language (a Russian one has Cyrillic; no text with an English word is the
 * English text again), so no string escaped translation. */
static void
test_every_language (void)
{
  static const int drafts[NR_N_OPTIONS] = { 1, 1, 1, -1 };
  g_autoptr(GPtrArray) english = NULL;

  for (guint n = 1; n <= NR_MAX_PLAYERS; n++)
    {
      const int *options = n % 2 == 1 ? drafts : NULL;

      ludus_i18n_set_language ("en");
      g_clear_pointer (&english, g_ptr_array_unref);
      english = game_texts (n, options, 900 + n);
      for (guint i = 1; i < G_N_ELEMENTS (languages); i++)
        {
          g_autoptr(GPtrArray) texts = NULL;
          guint same = 0;

          ludus_i18n_set_language (languages[i]);
          texts = game_texts (n, options, 900 + n);
          g_assert_cmpuint (texts->len, ==, english->len);
          for (guint t = 0; t < texts->len; t++)
            {
              const char *text = g_ptr_array_index (texts, t);
              const char *en = g_ptr_array_index (english, t);

              if (g_str_equal (languages[i], "ru") && has_word (en)
                  && g_utf8_strchr (text, -1, 0x0430) == NULL
                  && g_utf8_strchr (text, -1, 0x043e) == NULL
                  && g_utf8_strchr (text, -1, 0x0435) == NULL)
                g_error ("not in Russian: “%s”", text);
              if (has_word (en) && g_str_equal (text, en))
                {
                  g_test_message ("%s: “%s” as in English", languages[i], text);
                  same++;
                }
            }
          g_assert_cmpuint (same, ==, 0);
          g_test_message ("%u players, %s: %u texts", n, languages[i], texts->len);
        }
    }
  /* The rules page in every language. */
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *text = NULL;
      g_autofree char *wrapped = NULL;
      g_autoptr(GMarkupParseContext) context = NULL;
      static const GMarkupParser parser = { 0 };
      g_autoptr(GError) error = NULL;

      ludus_i18n_set_language (languages[i]);
      text = nr_text_rules (nr_test_data ());
      wrapped = g_strconcat ("<markup>", text, "</markup>", NULL);
      context = g_markup_parse_context_new (&parser, 0, NULL, NULL);
      g_markup_parse_context_parse (context, wrapped, -1, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (strlen (text), >, 10000);
    }
  ludus_i18n_set_language ("");
}

int
main (int   argc,
      char *argv[])
{
  ludus_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nova-roma/text/rules-page", test_rules_page);
  g_test_add_func ("/nova-roma/text/every-language", test_every_language);
  return g_test_run ();
}
