/* test-i18n.c: switching the interface language at once, with the built
 * catalogues (LUDUS_LOCALEDIR points at <build>/po)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "testutil.h"

static LudusGame *game;

static char *
game_name (void)
{
  return ludus_game_get_name (game);
}

static char *
player_range_error (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (ludus_game_new_state (game, 9, 1, NULL, &error));
  return g_strdup (error->message);
}

static void
test_localedir (void)
{
  const char *env = g_getenv ("LUDUS_LOCALEDIR");

  g_assert_nonnull (env);
  g_assert_cmpstr (ludus_i18n_get_localedir (), ==, env);
}

static void
test_languages (void)
{
  const char *const expected[] = { "en", "ru", "de", "cs", NULL };

  g_assert_true (g_strv_equal (ludus_i18n_get_languages (), expected));
  g_assert_cmpstr (ludus_i18n_get_native_name ("en"), ==, "English");
  g_assert_cmpstr (ludus_i18n_get_native_name ("ru"), ==, "Русский");
  g_assert_cmpstr (ludus_i18n_get_native_name ("de"), ==, "Deutsch");
  g_assert_cmpstr (ludus_i18n_get_native_name ("cs"), ==, "Čeština");
  g_assert_null (ludus_i18n_get_native_name (""));
}

typedef struct
{
  const char *code;
  const char *name;
  const char *error;
  const char *table;   /* an option label from a static N_() table */
} Language;

static const Language languages[] = {
  { "ru", "Тессеры", "В эту игру играют от 2 до 4 игроков, а не 9", "Колода" },
  { "de", "Mosaiksteine", "Dieses Spiel ist für 2 bis 4 Spieler, nicht für 9", "Deck" },
  { "cs", "Tesery", "Tato hra je pro 2 až 4 hráčů, ne pro 9", "Balíček" },
  { "en", "Tesserae", "This game is for 2 to 4 players, not 9", "Deck" },
};

static void
test_switch (void)
{
  guint n_options;
  const LudusOption *options = ludus_game_get_options (game, &n_options);

  /* Every switch takes effect at once, for the core, the game and its tables. */
  for (guint round = 0; round < 2; round++)
    for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
      {
        g_autofree char *name = NULL, *error = NULL;

        ludus_i18n_set_language (languages[i].code);
        g_assert_cmpstr (ludus_i18n_get_language (), ==, languages[i].code);
        name = game_name ();
        error = player_range_error ();
        g_assert_cmpstr (name, ==, languages[i].name);
        g_assert_cmpstr (error, ==, languages[i].error);
        g_assert_cmpstr (ludus_gettext (options[1].label), ==, languages[i].table);
      }

  /* Back to the system's language: English here (LANGUAGE unset, C.UTF-8). */
  ludus_i18n_set_language ("");
  g_assert_cmpstr (ludus_i18n_get_language (), ==, "");
  {
    g_autofree char *name = game_name ();

    g_assert_cmpstr (name, ==, "Tesserae");
  }
  ludus_i18n_set_language (NULL);
  g_assert_cmpstr (ludus_i18n_get_language (), ==, "");
}

/* A process that shows English first (LANGUAGE unset under C.UTF-8, as for
 * someone whose language Ludus does not ship) can still switch: GLib decides
 * once, at the first translation, whether to translate at all. */
static void
test_english_first (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *english = game_name ();
      g_autofree char *russian = NULL, *error = NULL;

      g_assert_cmpstr (english, ==, "Tesserae");
      ludus_i18n_set_language ("ru");
      russian = game_name ();
      error = player_range_error ();
      g_assert_cmpstr (russian, ==, "Тессеры");
      g_assert_cmpstr (error, ==, "В эту игру играют от 2 до 4 игроков, а не 9");
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* The same for a language Ludus does not ship. */
static void
test_unknown_language_first (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *name = NULL;

      ludus_i18n_set_language ("fr");
      name = game_name ();
      g_assert_cmpstr (name, ==, "Tesserae");
      ludus_i18n_set_language ("de");
      g_clear_pointer (&name, g_free);
      name = game_name ();
      g_assert_cmpstr (name, ==, "Mosaiksteine");
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
assert_cards (guint       n,
              const char *expected)
{
  g_autoptr(GString) json = g_string_new (NULL);
  g_autofree char *text = NULL;
  LudusState *state;
  g_autoptr(GString) cards = g_string_new ("[");

  /* Seat 0 holds n cards of value 1 (out of the low deck's three), the
   * rest are discarded. */
  for (guint i = 0; i < n; i++)
    g_string_append (cards, i ? ",1" : "1");
  g_string_append (cards, "]");
  g_string_printf (json,
                   "{'players':2,'options':{'lines':1,'deck':1},"
                   "'rng':['0000000000000001','0000000000000002','0000000000000003','0000000000000004'],"
                   "'phase':'play','round':1,'epoch':0,'deck':[],'hands':[%s,[2]],"
                   "'played':[-1,-1],'revealed':[-1,-1],'drawn':[-1,-1],'discarded':%u,"
                   "'winner':-1,'row':-1,'column':-1,'board':[0,-1,-1,-1,-1,-1,-1,-1,-1],"
                   "'rounds_won':[0,0]}", cards->str, 17 - n);
  state = tu_state (game, json->str);
  text = ludus_game_describe_player (game, state, 0, -1);
  g_assert_cmpstr (text, ==, expected);
  ludus_game_free_state (game, state);
}

static void
test_plurals (void)
{
  ludus_i18n_set_language ("ru");
  assert_cards (1, "1 карта в руке, 1 плитка");
  assert_cards (2, "2 карты в руке, 1 плитка");
  assert_cards (3, "3 карты в руке, 1 плитка");
  ludus_i18n_set_language ("cs");
  assert_cards (1, "1 karta v ruce, 1 destička");
  assert_cards (3, "3 karty v ruce, 1 destička");
  ludus_i18n_set_language ("de");
  assert_cards (1, "1 Karte auf der Hand, 1 Plättchen");
  assert_cards (2, "2 Karten auf der Hand, 1 Plättchen");
  ludus_i18n_set_language ("en");
  assert_cards (1, "1 card in hand, 1 tile");
  assert_cards (3, "3 cards in hand, 1 tile");
}

int
main (int   argc,
      char *argv[])
{
  int result;

  g_unsetenv ("LANGUAGE");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ludus_i18n_init ();
  game = ludus_rules_game_new (&testgame_rules, &testgame_board);

  g_test_add_func ("/ludus/core/i18n/english-first", test_english_first);
  g_test_add_func ("/ludus/core/i18n/unknown-language-first", test_unknown_language_first);
  g_test_add_func ("/ludus/core/i18n/localedir", test_localedir);
  g_test_add_func ("/ludus/core/i18n/languages", test_languages);
  g_test_add_func ("/ludus/core/i18n/switch", test_switch);
  g_test_add_func ("/ludus/core/i18n/plurals", test_plurals);

  result = g_test_run ();
  ludus_i18n_set_language ("");
  g_object_unref (game);
  return result;
}
