/* test-scenario.c: a whole evening with Ludus, end to end, as issue #2 describes it
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One story through the real application objects and the functions its actions and signals
 * call (paths instead of native file dialogs): Ludus starts in German from its settings; the
 * gallery lists the test game; a new match with two people and the computer; moves chosen on
 * the board's LudusView, with the hand-over screen between the two people; saved to a file;
 * the window and the application destroyed ("quit"); a new application and window offer to
 * resume the autosave, which resumes the very same match; the language switched to Russian
 * and to Czech in the middle of the match, which stays byte for byte the same; undo where the
 * epoch policy allows it and redo; and the match played to its game-over page.
 *
 * XDG directories are temporary (G_TEST_OPTION_ISOLATE_DIRS) and settings live in memory.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ludus-application.h"
#include "ludus-game-over.h"
#include "ludus-handover.h"
#include "ludus-match-page.h"
#include "ludus-preferences.h"
#include "ludus-window.h"
#include "../testgame/testgame.h"
#include "ui-test-util.h"

/* What the story checks in each language: exact strings from the catalogues. */
typedef struct
{
  const char *code;
  const char *games_title;     /* the gallery's "Games" group */
  const char *game_name;       /* "Tesserae" */
  const char *players;         /* "2–4 players" */
  const char *handover;        /* "Pass the Computer to %s" */
  const char *moves_3;         /* "%u moves" for 3 */
} Language;

static const Language german = {
  "de", "Spiele", "Mosaiksteine", "2–4 Spieler", "Gib den Computer an %s weiter", "3 Züge"
};
static const Language russian = {
  "ru", "Игры", "Тессеры", "2–4 игрока", "Передайте компьютер игроку %s", "3 хода"
};
static const Language czech = {
  "cs", "Hry", "Tesery", "2–4 hráči", "Předejte počítač hráči %s", "3 tahy"
};

static const char *const seat_names[] = { "Anna", "Boris", "HAL" };

static LudusApplication *app;

static void
spin (void)
{
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static LudusApplication *
start_application (void)
{
  LudusApplication *application = ludus_application_new (g_get_monotonic_time ());
  g_autoptr(GError) error = NULL;

  g_application_set_flags (G_APPLICATION (application), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (application), NULL, &error);
  g_assert_no_error (error);
  return application;
}

/* The one main window of the application (a language switch replaces it). */
static LudusWindow *
main_window (void)
{
  LudusWindow *found = NULL;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (LUDUS_IS_WINDOW (l->data))
      {
        g_assert_null (found);
        found = l->data;
      }
  g_assert_nonnull (found);
  return found;
}

static LudusMatchPage *
match_page (void)
{
  GtkWidget *page = ludus_window_get_match_page (main_window ());

  g_assert_true (LUDUS_IS_MATCH_PAGE (page));
  return LUDUS_MATCH_PAGE (page);
}

static LudusMatch *
current_match (void)
{
  return ludus_match_page_get_match (match_page ());
}

/* The resume row of the gallery for an autosave path. */
static GtkWidget *
find_resume_row (GtkWidget  *root,
                 const char *path)
{
  if (ADW_IS_ACTION_ROW (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), "gallery.resume") == 0)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (root));

      if (target != NULL && g_str_equal (g_variant_get_string (target, NULL), path))
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_resume_row (child, path);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
shows_text (const char *needle)
{
  g_autoptr(GString) text = g_string_new (NULL);

  ui_test_collect_labels (GTK_WIDGET (main_window ()), TRUE, text);
  return strstr (text->str, needle) != NULL;
}

static gboolean
undo_button_enabled (void)
{
  GtkWidget *button = ui_test_find_action_button (GTK_WIDGET (match_page ()), "match.undo");

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

/* The save document of the match as ludus_match_to_data () writes it, with the one line that
 * must differ between two calls (the time it was made) blanked. */
static char *
match_data (LudusMatch *match)
{
  g_autofree char *data = ludus_match_to_data (match, NULL);
  g_autoptr(GRegex) saved = g_regex_new ("\"saved\" : \"[^\"]*\"", 0, 0, NULL);
  char *blanked;

  g_assert_true (g_regex_match (saved, data, 0, NULL));
  blanked = g_regex_replace_literal (saved, data, -1, 0, "\"saved\" : \"\"", 0, NULL);
  g_assert_nonnull (blanked);
  return blanked;
}

static guint
human_seats (LudusMatch *match)
{
  guint humans = 0;

  for (guint i = 0; i < ludus_match_get_n_seats (match); i++)
    if (ludus_match_get_seat (match, i)->kind == LUDUS_SEAT_HUMAN)
      humans |= 1u << i;
  return humans;
}

/* Whether the person who must act next has a legal move of that kind. */
static gboolean
person_may (LudusMatch *match,
            int         kind)
{
  LudusGame *game = ludus_match_get_game (match);
  guint people = ludus_match_get_actors (match) & human_seats (match);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  if (people == 0)
    return FALSE;
  ludus_game_legal_moves (game, ludus_match_get_state (match), g_bit_nth_lsf (people, -1), moves);
  for (guint i = 0; i < moves->len; i++)
    if (g_array_index (moves, LudusMove, i).kind == kind)
      return TRUE;
  return FALSE;
}

/* Runs the main loop (the page plays the computer seat on its timeout) until a person must
 * act or the match is over. */
static void
wait_for_people (void)
{
  for (;;)
    {
      LudusMatchPage *page = match_page ();
      LudusMatch *match = ludus_match_page_get_match (page);

      if (ludus_match_is_over (match) ||
          g_str_equal (ludus_match_page_get_mode (page), "handover") ||
          ludus_view_get_interactive (ludus_match_page_get_view (page)))
        return;
      /* A person's turn that is over waits for End Turn, as a person presses Enter. */
      if (ludus_match_page_get_turn_ending (page) >= 0)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "match.end-turn", NULL));
          continue;
        }
      /* A person never waits on the computer while it is their turn. */
      g_assert_cmpuint (ludus_match_get_actors (match) & human_seats (match), ==, 0);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* The hand-over title for a name: the catalogue's "%s" replaced (no format string that is not
 * a literal). */
static char *
fill_name (const char *template,
           const char *name)
{
  g_auto(GStrv) parts = g_strsplit (template, "%s", 2);

  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  return g_strconcat (parts[0], name, parts[1], NULL);
}

/* The hand-over screen names the person who must take the computer; confirming shows their
 * board. Returns the seat. */
static guint
confirm_handover (const Language *language)
{
  LudusMatchPage *page = match_page ();
  LudusMatch *match = ludus_match_page_get_match (page);
  GtkWidget *handover = ui_test_find_widget (GTK_WIDGET (page), LUDUS_TYPE_HANDOVER);
  guint seat = g_bit_nth_lsf (ludus_match_get_actors (match) & human_seats (match), -1);
  g_autofree char *title = fill_name (language->handover, seat_names[seat]);

  g_assert_cmpstr (ludus_match_page_get_mode (page), ==, "handover");
  g_assert_cmpstr (ludus_handover_get_name (LUDUS_HANDOVER (handover)), ==, seat_names[seat]);
  g_assert_true (gtk_widget_is_drawable (handover));
  g_assert_true (shows_text (title));
  /* Behind the screen the board shows no seat's hand and takes no move. */
  g_assert_cmpint (ludus_view_get_viewer (ludus_match_page_get_view (page)), ==, -1);
  g_assert_false (ludus_view_get_interactive (ludus_match_page_get_view (page)));

  g_signal_emit_by_name (handover, "confirmed");
  g_assert_cmpstr (ludus_match_page_get_mode (page), ==, "play");
  g_assert_cmpint (ludus_view_get_viewer (ludus_match_page_get_view (page)), ==, (int) seat);
  g_assert_true (ludus_view_get_interactive (ludus_match_page_get_view (page)));
  return seat;
}

/* The move a person picks on the board: their highest card, a tile rather than a pass. */
static LudusMove
pick_move (LudusView *view)
{
  guint n;
  const LudusMove *moves = ludus_view_get_legal_moves (view, &n);
  LudusMove best;

  g_assert_cmpuint (n, >, 0);
  best = moves[0];
  for (guint i = 1; i < n; i++)
    if ((best.kind == TESTGAME_MOVE_PASS && moves[i].kind != TESTGAME_MOVE_PASS) ||
        (best.kind == TESTGAME_MOVE_PLAY && moves[i].kind == TESTGAME_MOVE_PLAY &&
         moves[i].args[0] > best.args[0]))
      best = moves[i];
  return best;
}

/* Waits for a person's turn, passes the hand-over screen if it is shown, and plays one move on
 * the board as that person. Returns the kind of the move. */
static int
play_person (const Language *language)
{
  LudusMatchPage *page;
  LudusMatch *match;
  LudusView *view;
  LudusMove move;
  guint n_moves;
  int seat;

  wait_for_people ();
  page = match_page ();
  match = ludus_match_page_get_match (page);
  g_assert_false (ludus_match_is_over (match));
  if (g_str_equal (ludus_match_page_get_mode (page), "handover"))
    confirm_handover (language);
  view = ludus_match_page_get_view (page);
  seat = ludus_view_get_viewer (view);
  g_assert_cmpint (seat, >=, 0);
  g_assert_true ((ludus_match_get_actors (match) & (1u << seat)) != 0);
  g_assert_cmpint (ludus_match_get_seat (match, (guint) seat)->kind, ==, LUDUS_SEAT_HUMAN);

  n_moves = ludus_match_get_n_moves (match);
  move = pick_move (view);
  g_assert_true (ludus_view_choose (view, &move));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, n_moves + 1);
  g_assert_cmpuint (ludus_match_get_move (match, n_moves)->player, ==, (guint) seat);
  g_assert_cmpint (ludus_match_get_move (match, n_moves)->move.kind, ==, move.kind);
  return move.kind;
}

static void
set_language (const Language *language)
{
  ludus_application_set_language (app, language->code);
  spin ();
  g_assert_cmpstr (ludus_i18n_get_language (), ==, language->code);
}

/* Every mid-match check of a language switch: the same match object in a rebuilt window,
 * byte for byte, and the visible strings in the new language. */
static void
check_switched (LudusWindow    *before,
                LudusMatch     *match,
                const char     *data,
                const char     *mode,
                const Language *language)
{
  LudusWindow *window = main_window ();
  g_autofree char *after = match_data (match);
  g_autofree char *title = NULL;

  g_assert_true (window != before);
  g_assert_true (ludus_window_get_match (window) == match);
  g_assert_true (current_match () == match);
  g_assert_cmpstr (ludus_window_get_page_name (window), ==, "match");
  g_assert_cmpstr (after, ==, data);
  g_assert_cmpstr (ludus_gallery_get_games_title (ludus_window_get_gallery (window)), ==,
                   language->games_title);
  /* The rebuilt page shows the same screen as before: a person who had confirmed who they are
   * keeps their board (no second hand-over screen), a hand-over screen stays, in the new
   * language. */
  g_assert_cmpstr (ludus_match_page_get_mode (match_page ()), ==, mode);
  if (g_str_equal (mode, "handover"))
    {
      title = fill_name (language->handover, seat_names[g_bit_nth_lsf (ludus_match_get_actors (match) & human_seats (match), -1)]);
      g_assert_true (shows_text (title));
    }
  ludus_match_page_set_computer_delay (match_page (), 1);
}

static void
test_story (void)
{
  LudusGame *game;
  LudusWindow *window;
  LudusGallery *gallery;
  LudusNewMatch *setup;
  LudusMatch *match;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *file = NULL;
  g_autofree char *autosave = NULL;
  g_autofree char *data = NULL;
  g_autofree char *json = NULL;
  g_autofree char *listed = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *mode = NULL;
  guint n_moves, seat;

  /* Ludus starts in the language of its settings: German. */
  g_assert_cmpstr (ludus_i18n_get_language (), ==, "de");
  game = ludus_registry_lookup (ludus_application_get_registry (app), "testgame");
  if (game == NULL)
    {
      g_test_skip ("the test game “testgame” is not built in this tree (tests/testgame)");
      return;
    }
  g_application_activate (G_APPLICATION (app));
  spin ();
  window = main_window ();
  gallery = ludus_window_get_gallery (window);
  g_assert_cmpstr (ludus_window_get_page_name (window), ==, "gallery");
  g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (gallery)));
  g_assert_cmpstr (ludus_gallery_get_games_title (gallery), ==, german.games_title);
  g_assert_true (shows_text (german.games_title));
  g_assert_true (shows_text (german.game_name));
  listed = ludus_gallery_describe (gallery, "games");
  expected = g_strdup_printf ("%s\t", german.game_name);
  g_assert_nonnull (strstr (listed, expected));
  /* The player range is shown beside the summary. */
  g_assert_true (shows_text (german.players));
  g_clear_pointer (&listed, g_free);
  listed = ludus_gallery_describe (gallery, "resume");
  g_assert_cmpstr (listed, ==, "");

  /* The game's row: a new match of it, three seats, the third played by the computer. */
  g_signal_emit_by_name (gallery, "new-match", game);
  g_assert_cmpstr (ludus_window_get_page_name (window), ==, "new-match");
  setup = ludus_window_get_new_match (window);
  g_assert_true (ludus_new_match_get_game (setup) == game);
  g_assert_cmpuint (ludus_new_match_get_n_seats (setup), ==, 2);
  g_assert_true (ludus_new_match_add_seat (setup));
  g_assert_cmpuint (ludus_new_match_get_n_seats (setup), ==, 3);
  for (guint i = 0; i < 3; i++)
    ludus_new_match_set_seat_name (setup, i, seat_names[i]);
  ludus_new_match_set_seat_kind (setup, 2, LUDUS_SEAT_COMPUTER);
  ludus_new_match_set_casual (setup, FALSE);
  ludus_new_match_set_seed_text (setup, "2");
  ludus_new_match_start (setup);
  spin ();
  g_assert_cmpstr (ludus_window_get_page_name (window), ==, "match");
  match = ludus_window_get_match (window);
  g_assert_nonnull (match);
  g_assert_true (ludus_match_get_game (match) == game);
  g_assert_cmpuint (ludus_match_get_n_seats (match), ==, 3);
  g_assert_cmpuint (ludus_match_get_seed (match), ==, 2);
  g_assert_false (ludus_match_get_casual (match));
  g_assert_cmpint (ludus_match_get_seat (match, 0)->kind, ==, LUDUS_SEAT_HUMAN);
  g_assert_cmpint (ludus_match_get_seat (match, 1)->kind, ==, LUDUS_SEAT_HUMAN);
  g_assert_cmpint (ludus_match_get_seat (match, 2)->kind, ==, LUDUS_SEAT_COMPUTER);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 0);
  autosave = g_strdup (ludus_match_get_autosave_path (match));
  g_assert_nonnull (autosave);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_IS_REGULAR));
  ludus_match_page_set_computer_delay (match_page (), 1);

  /* Everyone plays a card at once: Anna first, behind the hand-over screen, then Boris. */
  g_assert_cmpstr (ludus_match_page_get_mode (match_page ()), ==, "handover");
  seat = confirm_handover (&german);
  g_assert_cmpuint (seat, ==, 0);
  g_assert_cmpint (play_person (&german), ==, TESTGAME_MOVE_PLAY);
  /* Her turn is over: her board stays, with End Turn, until she presses it (Enter). */
  g_assert_cmpint (ludus_match_page_get_turn_ending (match_page ()), ==, 0);
  g_assert_cmpstr (ludus_match_page_get_mode (match_page ()), ==, "play");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match_page ()), "match.end-turn", NULL));
  /* Anna's card is hidden from Boris: the screen comes back for him. */
  g_assert_cmpstr (ludus_match_page_get_mode (match_page ()), ==, "handover");
  g_assert_cmpstr (ludus_handover_get_name (LUDUS_HANDOVER (ui_test_find_widget (GTK_WIDGET (match_page ()), LUDUS_TYPE_HANDOVER))),
                   ==, "Boris");
  g_assert_cmpint (play_person (&german), ==, TESTGAME_MOVE_PLAY);
  /* ... the computer plays on its own, and the game goes on for a few more moves. */
  for (guint i = 0; i < 3; i++)
    play_person (&german);
  wait_for_people ();
  match = current_match ();
  n_moves = ludus_match_get_n_moves (match);
  g_assert_cmpuint (n_moves, >=, 6);
  g_assert_false (ludus_match_is_over (match));

  /* Every move is in the autosave once written, by its own thread, before the next move. */
  ludus_match_flush_autosave (match);
  {
    g_autoptr(LudusMatch) autosaved = ludus_match_load (ludus_application_get_registry (app),
                                                        autosave, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (ludus_match_get_n_moves (autosaved), ==, n_moves);
  }

  /* Save As, to a file of one's own. */
  dir = g_dir_make_tmp ("ludus-scenario-XXXXXX", &error);
  g_assert_no_error (error);
  file = g_build_filename (dir, "evening.ludus", NULL);
  g_assert_true (ludus_window_save_and_report (window, file));
  g_assert_null (ludus_window_get_error_dialog (window));
  g_assert_cmpstr (ludus_window_get_file (window), ==, file);
  {
    g_autoptr(LudusMatch) saved = ludus_match_load (ludus_application_get_registry (app), file,
                                                    &error);
    g_autofree char *saved_json = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (ludus_match_get_n_moves (saved), ==, n_moves);
    saved_json = ui_test_state_json (saved);
    json = ui_test_state_json (match);
    g_assert_cmpstr (saved_json, ==, json);
  }
  data = match_data (match);
  g_test_message ("saved and quitting after %u moves", n_moves);

  /* Where the match stands, as the resume list will say it in German: who is to move, and the
   * round. */
  {
    guint actors = ludus_match_get_actors (match);
    g_autoptr(GString) names = g_string_new (NULL);

    for (guint s = 0; s < 3; s++)
      if (actors & (1u << s))
        g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "", seat_names[s]);
    g_clear_pointer (&expected, g_free);
    expected = g_strdup_printf ("%s\tAnna, Boris, HAL · Am Zug: %s, Runde %u · ", german.game_name,
                                names->str, ludus_game_get_round (game, ludus_match_get_state (match)));
  }

  /* Quit: the window and the application are gone. */
  {
    gpointer weak_window = window, weak_match = match;

    g_object_add_weak_pointer (G_OBJECT (window), &weak_window);
    g_object_add_weak_pointer (G_OBJECT (match), &weak_match);
    g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
    spin ();
    g_assert_null (weak_window);
    g_assert_null (weak_match);
    g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
    /* GtkApplication keeps a reference of its own once registered, so the object may outlive
     * this; nothing of it is used again. */
    g_clear_object (&app);
    spin ();
    window = NULL;
    match = NULL;
  }

  /* Ludus starts again, still in German, and offers to resume the match. */
  ludus_i18n_set_language ("");
  app = start_application ();
  g_assert_cmpstr (ludus_i18n_get_language (), ==, "de");
  g_application_activate (G_APPLICATION (app));
  spin ();
  window = main_window ();
  gallery = ludus_window_get_gallery (window);
  g_assert_cmpstr (ludus_window_get_page_name (window), ==, "gallery");
  g_clear_pointer (&listed, g_free);
  listed = ludus_gallery_describe (gallery, "resume");
  g_assert_true (g_str_has_prefix (listed, expected));
  /* One row, for this match. */
  g_assert_cmpstr (strchr (listed, '\n'), ==, "\n");

  /* Resuming it from its row: the same match, waiting behind the hand-over screen. */
  {
    GtkWidget *row = find_resume_row (GTK_WIDGET (gallery), autosave);
    g_autofree char *resumed_json = NULL;
    g_autofree char *resumed_data = NULL;

    g_assert_nonnull (row);
    g_assert_true (gtk_widget_is_drawable (row));
    /* As a click or Enter does: the row activates its action. */
    g_assert_true (gtk_widget_activate (row));
    spin ();
    g_assert_null (ludus_window_get_error_dialog (window));
    g_assert_cmpstr (ludus_window_get_page_name (window), ==, "match");
    match = current_match ();
    g_assert_cmpstr (ludus_match_get_autosave_path (match), ==, autosave);
    g_assert_cmpuint (ludus_match_get_n_moves (match), ==, n_moves);
    resumed_json = ui_test_state_json (match);
    g_assert_cmpstr (resumed_json, ==, json);
    resumed_data = match_data (match);
    g_assert_cmpstr (resumed_data, ==, data);
    g_assert_cmpstr (ludus_match_get_seat (match, 2)->name, ==, "HAL");
    g_assert_cmpstr (ludus_match_page_get_mode (match_page ()), ==, "handover");
    ludus_match_page_set_computer_delay (match_page (), 1);
  }

  /* A move in German, then Russian in the middle of the match. */
  play_person (&german);
  wait_for_people ();
  match = current_match ();
  g_clear_pointer (&data, g_free);
  data = match_data (match);
  g_clear_pointer (&mode, g_free);
  mode = g_strdup (ludus_match_page_get_mode (match_page ()));
  set_language (&russian);
  check_switched (window, match, data, mode, &russian);
  g_assert_true (shows_text (russian.game_name));
  g_assert_false (shows_text (german.game_name));
  window = main_window ();

  /* A move in Russian, then Czech, chosen in the Preferences as a person does. */
  play_person (&russian);
  wait_for_people ();
  g_clear_pointer (&data, g_free);
  data = match_data (match);
  g_clear_pointer (&mode, g_free);
  mode = g_strdup (ludus_match_page_get_mode (match_page ()));
  {
    LudusPreferences *preferences = LUDUS_PREFERENCES (ludus_application_show_preferences (app));
    AdwComboRow *row = ludus_preferences_get_language_row (preferences);
    const char *const *codes = ludus_i18n_get_languages ();
    guint index = 0;

    while (!g_str_equal (codes[index], czech.code))
      index++;
    /* Item 0 follows the system. */
    adw_combo_row_set_selected (row, index + 1);
    spin ();
    g_assert_cmpstr (ludus_i18n_get_language (), ==, czech.code);
    /* Destroying a window removes its node from the application's list:
     * take the next one first. */
    for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)), *next; l != NULL; l = next)
      {
        next = l->next;
        if (LUDUS_IS_PREFERENCES (l->data))
          gtk_window_destroy (l->data);
      }
    spin ();
  }
  check_switched (window, match, data, mode, &czech);
  g_assert_true (shows_text (czech.game_name));
  g_assert_false (shows_text (russian.game_name));
  window = main_window ();

  /* Undo, as far as fair play allows. Play on until a person has won a round: the cards were
   * just revealed, so the move before cannot be taken back in a match that is not casual. */
  for (;;)
    {
      wait_for_people ();
      g_assert_false (ludus_match_is_over (match));
      if (person_may (match, TESTGAME_MOVE_ROW))
        break;
      play_person (&czech);
    }
  g_assert_false (ludus_match_is_over (match));
  {
    g_autofree char *before = NULL;
    g_autofree char *undone = NULL;
    g_autofree char *redone = NULL;
    guint n_before;

    if (g_str_equal (ludus_match_page_get_mode (match_page ()), "handover"))
      confirm_handover (&czech);
    /* The winner claims a tile: the cards were revealed by the last move. */
    g_assert_cmpint (pick_move (ludus_match_page_get_view (match_page ())).kind, ==,
                     TESTGAME_MOVE_ROW);
    g_assert_false (ludus_match_can_undo (match));
    g_assert_false (undo_button_enabled ());
    n_before = ludus_match_get_n_moves (match);
    g_test_message ("a person claims a tile after move %u", n_before);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match_page ()), "match.undo", NULL));
    g_assert_cmpuint (ludus_match_get_n_moves (match), ==, n_before);

    /* Choosing the row can be taken back: nothing was drawn or revealed since. */
    before = ui_test_state_json (match);
    g_assert_cmpint (play_person (&czech), ==, TESTGAME_MOVE_ROW);
    g_assert_cmpuint (ludus_match_get_n_moves (match), ==, n_before + 1);
    g_assert_true (ludus_match_can_undo (match));
    g_assert_true (undo_button_enabled ());
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match_page ()), "match.undo", NULL));
    spin ();
    g_assert_cmpuint (ludus_match_get_n_moves (match), ==, n_before);
    g_assert_cmpuint (ludus_match_get_n_redo (match), ==, 1);
    undone = ui_test_state_json (match);
    g_assert_cmpstr (undone, ==, before);
    g_assert_false (ludus_match_can_undo (match));
    g_assert_cmpstr (ludus_match_page_get_mode (match_page ()), ==, "play");
    g_assert_true (ludus_view_get_interactive (ludus_match_page_get_view (match_page ())));

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (match_page ()), "match.redo", NULL));
    spin ();
    g_assert_cmpuint (ludus_match_get_n_moves (match), ==, n_before + 1);
    g_assert_cmpuint (ludus_match_get_n_redo (match), ==, 0);
    g_assert_cmpint (ludus_match_get_move (match, n_before)->move.kind, ==, TESTGAME_MOVE_ROW);
    redone = ui_test_state_json (match);
    g_assert_cmpstr (redone, !=, before);
  }

  /* Played to the end: the results, with a row for each row of the score breakdown. */
  while (!ludus_match_is_over (match))
    {
      play_person (&czech);
      wait_for_people ();
    }
  spin ();
  g_assert_true (current_match () == match);
  g_assert_cmpstr (ludus_match_page_get_mode (match_page ()), ==, "over");
  g_test_message ("over after %u moves", ludus_match_get_n_moves (match));
  {
    GtkWidget *over = ui_test_find_widget (GTK_WIDGET (match_page ()), LUDUS_TYPE_GAME_OVER);
    g_autoptr(GPtrArray) rows = ludus_game_get_score_breakdown (game, ludus_match_get_state (match));
    g_autoptr(LudusMatch) autosaved = NULL;

    g_assert_nonnull (over);
    g_assert_true (gtk_widget_is_drawable (over));
    g_assert_cmpuint (rows->len, >, 0);
    g_assert_cmpuint (ludus_game_over_get_n_breakdown_rows (LUDUS_GAME_OVER (over)), ==, rows->len);
    for (guint i = 0; i < rows->len; i++)
      g_assert_true (shows_text (((LudusScoreRow *) g_ptr_array_index (rows, i))->label));
    for (guint i = 0; i < 3; i++)
      g_assert_true (shows_text (seat_names[i]));
    g_assert_true (gtk_widget_is_drawable (ludus_game_over_get_chart (LUDUS_GAME_OVER (over))));
    g_assert_false (ludus_view_get_interactive (ludus_match_page_get_view (match_page ())));

    /* The finished match is autosaved whole. */
    ludus_match_flush_autosave (match);
    autosaved = ludus_match_load (ludus_application_get_registry (app), autosave, &error);
    g_assert_no_error (error);
    g_assert_true (ludus_match_is_over (autosaved));
    g_assert_cmpuint (ludus_match_get_n_moves (autosaved), ==, ludus_match_get_n_moves (match));
  }

  g_unlink (file);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GSettings) settings = NULL;
  int status;

  /* The temporary XDG directories hold no MIME database; keep the system's. */
  {
    const char *const *system = g_get_system_data_dirs ();
    g_autoptr(GPtrArray) mime_dirs = g_ptr_array_new_with_free_func (g_free);

    for (guint i = 0; system[i] != NULL; i++)
      g_ptr_array_add (mime_dirs, g_build_filename (system[i], "mime", NULL));
    g_ptr_array_add (mime_dirs, NULL);
    g_content_type_set_mime_dirs ((const char *const *) mime_dirs->pdata);
  }
  /* No session bus: the application registers as a plain non-unique one. */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ludus_i18n_init ();

  /* The user chose German in an earlier session (the settings are in memory). */
  settings = g_settings_new (APP_ID);
  g_settings_set_string (settings, "language", german.code);
  app = start_application ();

  g_test_add_func ("/ludus/ui/scenario/story", test_story);
  status = g_test_run ();

  if (app != NULL)
    {
      GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));

      /* Every window and page of the story goes when closed. */
      ui_test_destroy_windows (windows);
      g_list_free (windows);
      spin ();
    }
  g_clear_object (&app);
  return status;
}
