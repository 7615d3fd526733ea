/* test-shell.c: the application frame — gallery, new match, files, language, resume
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every test drives the window through the functions its actions call, with paths instead of
 * native file dialogs. XDG directories are temporary (G_TEST_OPTION_ISOLATE_DIRS), so the
 * autosaves live in a fresh user data directory per test.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ludus-application.h"
#include "ludus-autosaves.h"
#include "ludus-match-page.h"
#include "ludus-preferences.h"
#include "ludus-rules-page.h"
#include "ludus-window.h"
#include "ui-test-util.h"

static LudusApplication *app;
static char *junk_dir;

static void
spin (void)
{
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static LudusGame *
get_testgame (void)
{
  LudusGame *game = ludus_registry_lookup (ludus_application_get_registry (app), "testgame");

  if (game == NULL)
    g_test_skip ("the test game “testgame” is not built in this tree (tests/testgame)");
  return game;
}

static LudusWindow *
new_window (void)
{
  LudusWindow *window = ludus_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  spin ();
  return window;
}

/* Closes every window, and checks that each and its pages are finalized. */
static void
close_all (void)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));

  ui_test_destroy_windows (windows);
  g_list_free (windows);
  spin ();
}

/* The window after a language switch or the like: the one main window of the application. */
static LudusWindow *
only_window (void)
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

/* Starts a testgame match through the new-match page, with names Anna and Boris. */
static LudusMatch *
start_match (LudusWindow *window,
             LudusGame   *game,
             gboolean     casual)
{
  LudusNewMatch *page = ludus_window_get_new_match (window);

  ludus_window_show_new_match (window, game);
  ludus_new_match_set_seat_name (page, 0, "Anna");
  ludus_new_match_set_seat_name (page, 1, "Boris");
  ludus_new_match_set_seed_text (page, "20261123");
  ludus_new_match_set_casual (page, casual);
  ludus_new_match_start (page);
  spin ();
  g_assert_nonnull (ludus_window_get_match (window));
  return ludus_window_get_match (window);
}

/* Applies the first legal move of the first seat that must act, n times. */
static void
play_moves (LudusMatch *match,
            guint       n)
{
  LudusGame *game = ludus_match_get_game (match);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
      g_autoptr(GError) error = NULL;
      guint actors = ludus_match_get_actors (match);
      guint player = 0;

      g_assert_cmpuint (actors, !=, 0);
      while ((actors & (1u << player)) == 0)
        player++;
      ludus_game_legal_moves (game, ludus_match_get_state (match), player, moves);
      g_assert_cmpuint (moves->len, >, 0);
      g_assert_true (ludus_match_apply (match, player, &g_array_index (moves, LudusMove, 0),
                                        &error));
      g_assert_no_error (error);
    }
}

/* For people to look at, with LUDUS_SCREENSHOT_DIR set. */
static void
save_widget_png (GtkWidget  *widget,
                 const char *name)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("LUDUS_SCREENSHOT_DIR"), name, NULL);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

static char *
dialog_body (GtkWidget *dialog)
{
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  return g_strdup (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
}

/* The gallery lists every loaded game with its name and player range, and the junk module
 * main() put on LUDUS_PLUGIN_PATH with its reason. */
static void
test_gallery (void)
{
  LudusRegistry *registry = ludus_application_get_registry (app);
  GPtrArray *games = ludus_registry_get_games (registry);
  LudusWindow *window = new_window ();
  LudusGallery *gallery = ludus_window_get_gallery (window);
  g_autofree char *listed = ludus_gallery_describe (gallery, "games");
  g_autofree char *failures = ludus_gallery_describe (gallery, "failures");
  g_autofree char *resume = ludus_gallery_describe (gallery, "resume");

  g_assert_cmpstr (ludus_window_get_page_name (window), ==, "gallery");
  g_assert_cmpuint (ludus_gallery_get_n_games (gallery), ==, games->len);
  for (guint i = 0; i < games->len; i++)
    {
      g_autofree char *name = ludus_game_get_name (g_ptr_array_index (games, i));

      g_assert_nonnull (strstr (listed, name));
    }
  if (ludus_registry_lookup (registry, "testgame") != NULL)
    {
      g_autofree char *summary = ludus_game_get_summary (ludus_registry_lookup (registry, "testgame"));
      g_autofree char *row = g_strdup_printf ("Tesserae\t%s\t2–4 players\n", summary);

      g_assert_nonnull (strstr (listed, row));
    }

  /* The junk module: listed by file name, with the loader's reason. */
  g_assert_cmpuint (ludus_gallery_get_n_failures (gallery), ==, 1);
  g_assert_true (g_str_has_prefix (failures, "libjunk.so\t"));
  g_assert_cmpuint (strlen (failures), >, strlen ("libjunk.so\t\n"));
  g_assert_cmpstr (resume, ==, "");
  g_assert_false (ludus_gallery_get_empty (gallery));

  /* Each game's rules open in a window of their own. */
  for (guint i = 0; i < games->len; i++)
    {
      GtkWindow *rules = ludus_window_show_rules (window, g_ptr_array_index (games, i));

      GtkWidget *page;

      g_assert_true (GTK_IS_WINDOW (rules));
      g_assert_true (gtk_window_get_transient_for (rules) == GTK_WINDOW (window));
      /* The rules page fills the window below its header bar. */
      page = gtk_widget_get_last_child (adw_window_get_content (ADW_WINDOW (rules)));
      g_assert_true (LUDUS_IS_RULES_PAGE (page));
      for (int tries = 0; tries < 100 && gtk_widget_get_height (page) == 0; tries++)
        {
          spin ();
          g_usleep (10000);
        }
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (rules)), >, 300);
      g_assert_cmpint (gtk_widget_get_height (page), >, gtk_widget_get_height (GTK_WIDGET (rules)) / 2);
      gtk_window_destroy (rules);
    }

  /* With no games at all, the empty state says so. */
  {
    g_autoptr(LudusRegistry) empty = ludus_registry_new ();

    ludus_gallery_refresh (gallery, empty, NULL);
    g_assert_true (ludus_gallery_get_empty (gallery));
    g_assert_cmpuint (ludus_gallery_get_n_games (gallery), ==, 0);
    g_assert_cmpuint (ludus_gallery_get_n_failures (gallery), ==, 0);
    ludus_gallery_refresh (gallery, registry, NULL);
    g_assert_false (ludus_gallery_get_empty (gallery));
  }

  close_all ();
}

/* The shortcuts the help overlay lists are the ones installed. */
static void
test_shortcuts (void)
{
  static const struct { const char *action; const char *accel; } expected[] = {
    { "win.new-match", "<Control>n" },
    { "win.open", "<Control>o" },
    { "win.save", "<Control>s" },
    { "win.save-as", "<Shift><Control>s" },
    { "match.undo", "<Control>z" },
    { "match.redo", "<Shift><Control>z" },
    { "match.rules", "F1" },
    { "match.present", "Escape" },
    { "app.preferences", "<Control>comma" },
    { "win.show-help-overlay", "<Control>question" },
    { "app.quit", "<Control>q" },
  };
  LudusWindow *window = new_window ();
  GtkShortcutsWindow *overlay;

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                     expected[i].action);
      guint key, wanted_key;
      GdkModifierType mods, wanted_mods;

      g_assert_cmpuint (g_strv_length (accels), ==, 1);
      g_assert_true (gtk_accelerator_parse (accels[0], &key, &mods));
      g_assert_true (gtk_accelerator_parse (expected[i].accel, &wanted_key, &wanted_mods));
      g_assert_cmpuint (key, ==, wanted_key);
      g_assert_cmpuint (mods, ==, wanted_mods);
    }

  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (overlay);
  /* Save and Save As need a match. */
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "save"));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "save-as"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "open"));

  close_all ();
}

/* An option the game marks unavailable (Forum Trajanum's side B, whose data is not
 * transcribed) cannot be switched on: its switch is insensitive and the row says why. */
static void
test_new_match_unavailable (void)
{
  LudusGame *game = ludus_registry_lookup (ludus_application_get_registry (app),
                                           "forum-trajanum");
  const LudusOption *options;
  guint n_options = 0;
  LudusWindow *window;
  LudusNewMatch *page;
  const char *why = NULL;
  gboolean marked = FALSE;

  if (game == NULL)
    {
      g_test_skip ("Forum Trajanum is not built in this tree");
      return;
    }
  options = ludus_game_get_options (game, &n_options);
  for (guint i = 0; i < n_options; i++)
    marked |= g_str_equal (options[i].id, "side_b") && options[i].unavailable != NULL;
  if (!marked)
    {
      g_test_skip ("side B of Forum Trajanum is available in this tree");
      return;
    }
  window = new_window ();
  page = ludus_window_get_new_match (window);
  ludus_window_show_new_match (window, game);
  g_assert_false (ludus_new_match_get_option_available (page, "side_b", &why));
  g_assert_nonnull (why);
  g_assert_nonnull (strstr (why, "side B"));
  g_assert_false (ludus_new_match_set_option (page, "side_b", 1));
  /* An available option is untouched. */
  g_assert_true (ludus_new_match_get_option_available (page, "first_game", &why));
  g_assert_null (why);
  g_assert_true (ludus_new_match_set_option (page, "first_game", 1));
  {
    g_autoptr(LudusMatch) match = ludus_new_match_build (page, NULL);

    g_assert_nonnull (match);
  }
  close_all ();
}

static void
test_new_match (void)
{
  LudusGame *game = get_testgame ();
  LudusWindow *window;
  LudusNewMatch *page;
  LudusMatch *match;
  const LudusSeat *seat;
  g_auto(GStrv) stored = NULL;

  if (game == NULL)
    return;
  window = new_window ();
  page = ludus_window_get_new_match (window);
  ludus_window_show_new_match (window, game);
  g_assert_cmpstr (ludus_window_get_page_name (window), ==, "new-match");

  /* Two seats to begin with; testgame takes 2 to 4. */
  g_assert_cmpuint (ludus_new_match_get_n_seats (page), ==, 2);
  g_assert_false (ludus_new_match_remove_seat (page, 0));
  g_assert_true (ludus_new_match_add_seat (page));
  g_assert_true (ludus_new_match_add_seat (page));
  g_assert_false (ludus_new_match_add_seat (page));
  g_assert_cmpuint (ludus_new_match_get_n_seats (page), ==, 4);
  g_assert_true (ludus_new_match_remove_seat (page, 3));
  g_assert_cmpuint (ludus_new_match_get_n_seats (page), ==, 3);
  /* Removing the second seat moves the third up, its default name with it. */
  ludus_new_match_set_seat_name (page, 0, "Anna");
  g_assert_true (ludus_new_match_remove_seat (page, 1));
  g_assert_true (ludus_new_match_add_seat (page));
  {
    g_autoptr(LudusMatch) probe = ludus_new_match_build (page, NULL);

    g_assert_nonnull (probe);
    g_assert_cmpstr (ludus_match_get_seat (probe, 0)->name, ==, "Anna");
    g_assert_cmpstr (ludus_match_get_seat (probe, 1)->name, ==, "Player 2");
    g_assert_cmpstr (ludus_match_get_seat (probe, 2)->name, ==, "Player 3");
    /* The seat that moved up kept its colour; the new one took the first free one. */
    g_assert_cmpstr (ludus_match_get_seat (probe, 1)->colour, ==, "#2ec27e");
    g_assert_cmpstr (ludus_match_get_seat (probe, 2)->colour, ==, "#e01b24");
  }

  /* Every seat a different colour; a taken colour is refused. */
  g_assert_cmpuint (ludus_new_match_get_seat_colour (page, 0), ==, 0);
  g_assert_cmpuint (ludus_new_match_get_seat_colour (page, 1), ==, 2);
  g_assert_cmpuint (ludus_new_match_get_seat_colour (page, 2), ==, 1);
  g_assert_false (ludus_new_match_set_seat_colour (page, 2, 0));
  g_assert_true (ludus_new_match_set_seat_colour (page, 2, 5));
  g_assert_true (ludus_new_match_set_seat_colour (page, 1, 1));
  /* The popovers' buttons act through the page's action, with (seat, colour) as target: a
   * taken colour does nothing, a free one is taken. */
  gtk_widget_activate_action (GTK_WIDGET (page), "new-match.colour", "(uu)", 2, 0);
  g_assert_cmpuint (ludus_new_match_get_seat_colour (page, 2), ==, 5);
  gtk_widget_activate_action (GTK_WIDGET (page), "new-match.colour", "(uu)", 2, 6);
  g_assert_cmpuint (ludus_new_match_get_seat_colour (page, 2), ==, 6);
  gtk_widget_activate_action (GTK_WIDGET (page), "new-match.colour", "(uu)", 2, 5);
  g_assert_cmpuint (ludus_new_match_get_seat_colour (page, 2), ==, 5);

  ludus_new_match_set_seat_name (page, 0, "Anna");
  ludus_new_match_set_seat_name (page, 1, "  ");
  ludus_new_match_set_seat_name (page, 2, "HAL");
  ludus_new_match_set_seat_kind (page, 2, LUDUS_SEAT_COMPUTER);
  ludus_new_match_set_seat_level (page, 2, LUDUS_SEAT_COMPUTER, LUDUS_LEVEL_HARD);
  ludus_new_match_set_casual (page, TRUE);

  /* A seed that is not a number starts nothing. */
  ludus_new_match_set_seed_text (page, "twelve");
  ludus_new_match_start (page);
  g_assert_null (ludus_window_get_match (window));
  g_assert_cmpstr (ludus_window_get_page_name (window), ==, "new-match");

  ludus_new_match_set_seed_text (page, " 18446744073709551615 ");
  ludus_new_match_start (page);
  spin ();
  match = ludus_window_get_match (window);
  g_assert_nonnull (match);
  g_assert_cmpstr (ludus_window_get_page_name (window), ==, "match");
  g_assert_true (ludus_match_get_game (match) == game);
  g_assert_cmpuint (ludus_match_get_n_seats (match), ==, 3);
  g_assert_cmpuint (ludus_match_get_seed (match), ==, G_MAXUINT64);
  g_assert_true (ludus_match_get_casual (match));
  seat = ludus_match_get_seat (match, 0);
  g_assert_cmpstr (seat->name, ==, "Anna");
  g_assert_cmpstr (seat->colour, ==, "#3584e4");
  g_assert_cmpint (seat->kind, ==, LUDUS_SEAT_HUMAN);
  seat = ludus_match_get_seat (match, 1);
  g_assert_cmpstr (seat->name, ==, "Player 2");
  g_assert_cmpstr (seat->colour, ==, "#e01b24");
  seat = ludus_match_get_seat (match, 2);
  g_assert_cmpstr (seat->name, ==, "HAL");
  g_assert_cmpstr (seat->colour, ==, "#ff7800");
  g_assert_cmpint (seat->kind, ==, LUDUS_SEAT_COMPUTER);
  g_assert_cmpint (seat->level, ==, LUDUS_LEVEL_HARD);

  /* Autosaved at once, under the user data directory. */
  g_assert_nonnull (ludus_match_get_autosave_path (match));
  g_assert_true (g_str_has_prefix (ludus_match_get_autosave_path (match), g_get_user_data_dir ()));
  g_assert_true (g_file_test (ludus_match_get_autosave_path (match), G_FILE_TEST_IS_REGULAR));
  g_assert_null (ludus_window_get_file (window));

  /* The names typed are offered next time; a default name is not stored. */
  stored = g_settings_get_strv (ludus_application_get_settings (app), "player-names");
  g_assert_cmpuint (g_strv_length (stored), ==, 3);
  g_assert_cmpstr (stored[0], ==, "Anna");
  g_assert_cmpstr (stored[1], ==, "");
  g_assert_cmpstr (stored[2], ==, "HAL");
  ludus_window_show_new_match (window, game);
  g_assert_cmpuint (ludus_new_match_get_n_seats (page), ==, 3);

  g_settings_reset (ludus_application_get_settings (app), "player-names");
  close_all ();
}

/* The combo row titled title under root, or NULL. */
static AdwComboRow *
find_combo_row (GtkWidget  *root,
                const char *title)
{
  if (ADW_IS_COMBO_ROW (root) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return ADW_COMBO_ROW (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *found = find_combo_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static char *
combo_items (AdwComboRow *row)
{
  GListModel *model = adw_combo_row_get_model (row);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "",
                            gtk_string_list_get_string (GTK_STRING_LIST (model), i));
  return g_strdup (text->str);
}

/* The rules of Trajan leave the start player to the players: a drop-down of
 * "Random" and the seats, in step with them, recorded in the match. */
static void
test_start_player (void)
{
  LudusGame *game = ludus_registry_lookup (ludus_application_get_registry (app), "trajan");
  LudusWindow *window;
  LudusNewMatch *page;
  AdwComboRow *row;
  g_autofree char *items = NULL;

  if (game == NULL)
    {
      g_test_skip ("Trajan is not built in this tree");
      return;
    }
  window = new_window ();
  page = ludus_window_get_new_match (window);
  ludus_window_show_new_match (window, game);
  ludus_new_match_set_seat_name (page, 0, "Anna");
  ludus_new_match_set_seat_name (page, 1, "Boris");
  row = find_combo_row (GTK_WIDGET (page), "Start player");
  g_assert_nonnull (row);
  items = combo_items (row);
  g_assert_cmpstr (items, ==, "Random, Anna, Boris");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  /* A seat added or renamed shows at once; a seat removed takes the choice along. */
  g_assert_true (ludus_new_match_add_seat (page));
  ludus_new_match_set_seat_name (page, 2, "Chiara");
  adw_combo_row_set_selected (row, 2);
  g_clear_pointer (&items, g_free);
  items = combo_items (row);
  g_assert_cmpstr (items, ==, "Random, Anna, Boris, Chiara");
  g_assert_true (ludus_new_match_remove_seat (page, 0));
  g_clear_pointer (&items, g_free);
  items = combo_items (row);
  g_assert_cmpstr (items, ==, "Random, Boris, Chiara");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 1);

  ludus_new_match_set_seed_text (page, "7");
  {
    g_autoptr(LudusMatch) match = ludus_new_match_build (page, NULL);
    g_autoptr(JsonNode) options = NULL;
    g_autofree char *json = NULL;

    g_assert_nonnull (match);
    g_assert_cmpint (ludus_match_get_options (match)[0], ==, 0);
    g_assert_cmpuint (ludus_match_get_actors (match), ==, 1u << 0);
    options = ludus_game_options_to_json (game, ludus_match_get_options (match));
    json = json_to_string (options, FALSE);
    g_assert_cmpstr (json, ==, "{\"start_player\":0}");
  }
  g_assert_true (ludus_new_match_add_seat (page));
  adw_combo_row_set_selected (row, 2);
  g_assert_true (ludus_new_match_remove_seat (page, 1));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_assert_true (ludus_new_match_set_option (page, "start_player", 1));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 2);

  close_all ();
}

static void
test_save_open (void)
{
  LudusGame *game = get_testgame ();
  LudusWindow *window, *other;
  LudusMatch *match, *opened;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *json = NULL;
  g_autofree char *opened_json = NULL;
  g_autoptr(GError) error = NULL;

  if (game == NULL)
    return;
  window = new_window ();
  match = start_match (window, game, FALSE);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "save"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "save-as"));
  play_moves (match, 4);
  json = ui_test_state_json (match);

  dir = g_dir_make_tmp ("ludus-shell-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "match.ludus", NULL);
  g_assert_true (ludus_window_save_and_report (window, path));
  g_assert_null (ludus_window_get_error_dialog (window));
  g_assert_cmpstr (ludus_window_get_file (window), ==, path);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  other = new_window ();
  g_assert_true (ludus_window_open_and_report (other, path));
  opened = ludus_window_get_match (other);
  g_assert_nonnull (opened);
  g_assert_true (opened != match);
  g_assert_cmpstr (ludus_window_get_page_name (other), ==, "match");
  g_assert_cmpstr (ludus_window_get_file (other), ==, path);
  g_assert_cmpuint (ludus_match_get_n_moves (opened), ==, 4);
  opened_json = ui_test_state_json (opened);
  g_assert_cmpstr (opened_json, ==, json);
  g_assert_cmpstr (ludus_match_get_seat (opened, 0)->name, ==, "Anna");
  /* It keeps autosaving, to a file of its own rather than over the one opened. */
  g_assert_nonnull (ludus_match_get_autosave_path (opened));
  g_assert_cmpstr (ludus_match_get_autosave_path (opened), !=, path);
  g_assert_cmpstr (ludus_match_get_autosave_path (opened), !=,
                   ludus_match_get_autosave_path (match));
  /* Written with its first move; until then the file opened holds it all. */
  g_assert_false (g_file_test (ludus_match_get_autosave_path (opened), G_FILE_TEST_EXISTS));

  /* Saving again writes to the file it came from. */
  play_moves (opened, 1);
  ludus_match_flush_autosave (opened);
  g_assert_true (g_file_test (ludus_match_get_autosave_path (opened), G_FILE_TEST_IS_REGULAR));
  g_assert_true (ludus_window_save_and_report (other, ludus_window_get_file (other)));
  {
    g_autoptr(LudusMatch) again = ludus_match_load (ludus_application_get_registry (app), path,
                                                    &error);

    g_assert_no_error (error);
    g_assert_cmpuint (ludus_match_get_n_moves (again), ==, 5);
  }

  g_unlink (path);
  g_rmdir (dir);
  close_all ();
}

static void
test_open_bad (void)
{
  LudusGame *game = get_testgame ();
  LudusWindow *window;
  LudusMatch *match;
  g_autofree char *dir = NULL;
  g_autofree char *junk = NULL;
  g_autofree char *missing = NULL;
  g_autofree char *json = NULL;
  g_autofree char *after = NULL;
  g_autofree char *body = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  const char *autosave;

  if (game == NULL)
    return;
  window = new_window ();
  match = start_match (window, game, FALSE);
  play_moves (match, 3);
  json = ui_test_state_json (match);
  autosave = ludus_match_get_autosave_path (match);

  dir = g_dir_make_tmp ("ludus-shell-XXXXXX", &error);
  g_assert_no_error (error);
  junk = g_build_filename (dir, "junk.ludus", NULL);
  g_file_set_contents (junk, "{ \"format\": \"ludus-save\", \"version\": ", -1, &error);
  g_assert_no_error (error);

  g_assert_false (ludus_window_open_and_report (window, junk));
  spin ();
  g_assert_nonnull (ludus_window_get_error_dialog (window));
  body = dialog_body (ludus_window_get_error_dialog (window));
  /* What a player can do comes first; what exactly went wrong is under Details. */
  g_assert_cmpstr (body, ==, "This match file is incomplete: it was probably cut short while it "
                             "was copied or saved. An earlier copy of it may still be whole.");
  {
    GtkWidget *extra = adw_message_dialog_get_extra_child (
      ADW_MESSAGE_DIALOG (ludus_window_get_error_dialog (window)));
    g_autoptr(GString) details = g_string_new (NULL);

    g_assert_true (GTK_IS_EXPANDER (extra));
    g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (extra)));
    ui_test_collect_labels (gtk_expander_get_child (GTK_EXPANDER (extra)), FALSE, details);
    g_assert_nonnull (strstr (details->str, "junk.ludus"));
    if (g_getenv ("LUDUS_SCREENSHOT_DIR") != NULL)
      {
        GtkWidget *dialog = ludus_window_get_error_dialog (window);

        gtk_expander_set_expanded (GTK_EXPANDER (extra), TRUE);
        for (guint i = 0; i < 30; i++)
          {
            spin ();
            g_usleep (10000);
          }
        save_widget_png (dialog, "file-error-en.png");
      }
  }
  /* The match, its page, its file and its autosave are as they were. */
  g_assert_true (ludus_window_get_match (window) == match);
  g_assert_cmpstr (ludus_window_get_page_name (window), ==, "match");
  g_assert_null (ludus_window_get_file (window));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 3);
  after = ui_test_state_json (match);
  g_assert_cmpstr (after, ==, json);
  g_assert_cmpstr (ludus_match_get_autosave_path (match), ==, autosave);
  /* And the bad file is untouched. */
  g_file_get_contents (junk, &data, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (data, ==, "{ \"format\": \"ludus-save\", \"version\": ");
  gtk_window_destroy (GTK_WINDOW (ludus_window_get_error_dialog (window)));
  spin ();

  /* A file that does not exist, and a save into a directory that does not. */
  missing = g_build_filename (dir, "nowhere", "match.ludus", NULL);
  g_assert_false (ludus_window_open_and_report (window, missing));
  g_assert_nonnull (ludus_window_get_error_dialog (window));
  g_assert_false (ludus_window_save_and_report (window, missing));
  g_assert_nonnull (ludus_window_get_error_dialog (window));
  g_assert_null (ludus_window_get_file (window));
  g_assert_true (ludus_window_get_match (window) == match);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));

  g_unlink (junk);
  g_rmdir (dir);
  close_all ();
}

static void
check_titles (const char *language,
              const char *games_title)
{
  LudusWindow *window;

  ludus_application_set_language (app, language);
  spin ();
  window = only_window ();
  g_assert_cmpstr (ludus_gallery_get_games_title (ludus_window_get_gallery (window)), ==,
                   games_title);
}

static void
test_language (void)
{
  LudusGame *game = get_testgame ();
  GSettings *settings = ludus_application_get_settings (app);
  LudusWindow *window, *rebuilt;
  LudusMatch *match;
  g_autofree char *json = NULL;
  g_autofree char *after = NULL;
  g_autofree char *language = NULL;
  guint n_moves, n_redo;

  if (game == NULL)
    return;
  window = new_window ();
  g_assert_cmpstr (ludus_gallery_get_games_title (ludus_window_get_gallery (window)), ==, "Games");

  /* A casual match with a move undone, so there is a redo list to keep. */
  match = g_object_ref (start_match (window, game, TRUE));
  play_moves (match, 5);
  g_assert_true (ludus_match_undo (match, NULL));
  n_moves = ludus_match_get_n_moves (match);
  n_redo = ludus_match_get_n_redo (match);
  g_assert_cmpuint (n_redo, ==, 1);
  json = ui_test_state_json (match);
  ludus_application_show_preferences (app);
  spin ();

  check_titles ("ru", "Игры");
  language = g_settings_get_string (settings, "language");
  g_assert_cmpstr (language, ==, "ru");
  rebuilt = only_window ();
  g_assert_true (rebuilt != window);
  g_assert_true (ludus_window_get_match (rebuilt) == match);
  g_assert_cmpstr (ludus_window_get_page_name (rebuilt), ==, "match");
  g_assert_true (ludus_match_page_get_match (LUDUS_MATCH_PAGE (ludus_window_get_match_page (rebuilt)))
                 == match);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, n_moves);
  g_assert_cmpuint (ludus_match_get_n_redo (match), ==, n_redo);
  after = ui_test_state_json (match);
  g_assert_cmpstr (after, ==, json);

  /* Preferences were open, so they are open again, in the new language. */
  {
    gboolean preferences = FALSE;

    for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
      preferences |= LUDUS_IS_PREFERENCES (l->data);
    g_assert_true (preferences);
  }

  /* Choosing German in the (rebuilt) Preferences switches, as the user would. */
  {
    LudusPreferences *preferences = NULL;
    AdwComboRow *row;
    const char *const *codes = ludus_i18n_get_languages ();
    guint german = 0;

    for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
      if (LUDUS_IS_PREFERENCES (l->data))
        preferences = l->data;
    g_assert_nonnull (preferences);
    row = ludus_preferences_get_language_row (preferences);
    /* Item 0 is the system; Russian is selected now. */
    g_assert_cmpstr (codes[adw_combo_row_get_selected (row) - 1], ==, "ru");
    while (!g_str_equal (codes[german], "de"))
      german++;
    adw_combo_row_set_selected (row, german + 1);
    for (int i = 0; i < 20 && !g_str_equal (ludus_i18n_get_language (), "de"); i++)
      spin ();
    g_assert_cmpstr (ludus_i18n_get_language (), ==, "de");
    g_assert_cmpstr (ludus_gallery_get_games_title (ludus_window_get_gallery (only_window ())),
                     ==, "Spiele");
    g_assert_true (ludus_window_get_match (only_window ()) == match);
  }

  check_titles ("de", "Spiele");
  check_titles ("cs", "Hry");
  check_titles ("en", "Games");
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, n_moves);
  g_assert_cmpuint (ludus_match_get_n_redo (match), ==, n_redo);
  g_clear_pointer (&after, g_free);
  after = ui_test_state_json (match);
  g_assert_cmpstr (after, ==, json);

  ludus_application_set_language (app, "");
  g_settings_reset (settings, "language");
  g_object_unref (match);
  close_all ();
}

static void
test_resume (void)
{
  LudusGame *game = get_testgame ();
  LudusWindow *window, *later;
  LudusMatch *match;
  g_autofree char *autosave = NULL;
  g_autofree char *listed = NULL;
  g_autofree char *junk = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *dir = ludus_autosave_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusAutosave) summary = NULL;

  if (game == NULL)
    return;
  window = new_window ();
  match = start_match (window, game, FALSE);
  play_moves (match, 3);
  autosave = g_strdup (ludus_match_get_autosave_path (match));
  /* It holds every hidden hand: only its owner may read it. */
  {
    GStatBuf st;

    g_assert_cmpint (g_stat (autosave, &st), ==, 0);
    g_assert_cmpuint (st.st_mode & 0777, ==, 0600);
  }
  /* Something else in the directory is not listed. */
  junk = g_build_filename (dir, "notes.json", NULL);
  g_file_set_contents (junk, "[1, 2, 3]", -1, &error);
  g_assert_no_error (error);

  /* The window is closed; the next start offers the match, saying whose turn it is and in which
   * round. */
  {
    guint actors = ludus_match_get_actors (match);
    guint round = ludus_game_get_round (game, ludus_match_get_state (match));

    expected = g_strdup_printf ("Tesserae\tAnna, Boris · %s%s%s to move, round %u · ",
                                actors & 1 ? "Anna" : "", actors == 3 ? ", " : "",
                                actors & 2 ? "Boris" : "", round);
  }
  close_all ();
  later = new_window ();
  listed = ludus_gallery_describe (ludus_window_get_gallery (later), "resume");
  g_assert_true (g_str_has_prefix (listed, expected));
  /* One row: notes.json is no save, so it is listed as damaged instead. */
  g_assert_cmpstr (strchr (listed, '\n'), ==, "\n");
  {
    g_autofree char *damaged = ludus_gallery_describe (ludus_window_get_gallery (later),
                                                       "damaged");

    g_assert_cmpstr (damaged, ==,
                     "notes.json\tThe file is JSON but not a Ludus save\tDamaged\n");
  }
  /* A match of a game that is not installed is listed by its game's id. */
  {
    g_autofree char *other = g_build_filename (dir, "20260101-120000-nosuchgame.json", NULL);
    g_autofree char *data = NULL;
    g_autofree char *shown = NULL;
    GString *text;

    g_file_get_contents (autosave, &data, NULL, &error);
    g_assert_no_error (error);
    text = g_string_new (data);
    g_string_replace (text, "\"testgame\"", "\"nosuchgame\"", 1);
    g_file_set_contents (other, text->str, -1, &error);
    g_assert_no_error (error);
    g_string_free (text, TRUE);
    ludus_window_show_gallery (later);
    shown = ludus_gallery_describe (ludus_window_get_gallery (later), "resume");
    {
      g_auto(GStrv) lines = g_strsplit (shown, "\n", -1);
      const char *line = NULL;

      /* Two rows, newest first; the order within one second is by name. */
      g_assert_cmpuint (g_strv_length (lines), ==, 3);
      for (guint i = 0; lines[i] != NULL; i++)
        if (g_str_has_prefix (lines[i], "nosuchgame\t"))
          line = lines[i];
      g_assert_nonnull (line);
      g_assert_true (g_str_has_prefix (line, "nosuchgame\tAnna, Boris · 3 moves · "));
      g_assert_true (g_str_has_suffix (line, "\tGame not installed"));
    }
    /* Choosing it explains why it cannot be resumed, and changes nothing. */
    g_assert_false (ludus_window_resume (later, other, &error));
    g_assert_error (error, LUDUS_SAVE_ERROR, LUDUS_SAVE_ERROR_UNKNOWN_GAME);
    g_clear_error (&error);
    g_assert_null (ludus_window_get_match (later));
    g_unlink (other);
    ludus_window_show_gallery (later);
  }

  /* Opening the autosave by hand resumes it: it keeps autosaving there, with no file of its
   * own for Save. */
  g_assert_true (ludus_window_open_file (later, autosave, &error));
  g_assert_no_error (error);
  g_assert_null (ludus_window_get_file (later));
  match = ludus_window_get_match (later);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 3);
  g_assert_cmpstr (ludus_match_get_autosave_path (match), ==, autosave);

  /* It keeps autosaving to the same file (by a thread of its own: waited for here). */
  play_moves (match, 1);
  ludus_match_flush_autosave (match);
  summary = ludus_autosave_read (autosave, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (summary->n_moves, ==, 4);

  /* In the gallery it is the current match, not one to resume. */
  ludus_window_show_gallery (later);
  g_clear_pointer (&listed, g_free);
  listed = ludus_gallery_describe (ludus_window_get_gallery (later), "resume");
  g_assert_cmpstr (listed, ==, "");
  g_clear_pointer (&listed, g_free);
  listed = ludus_gallery_describe (ludus_window_get_gallery (later), "current");
  g_assert_cmpstr (listed, ==, "Tesserae\tAnna, Boris · 4 moves\n");

  /* A match played to its end stays offered, marked finished, so its game-over page can be
   * seen again. */
  for (guint i = 0; i < 500 && !ludus_match_is_over (match); i++)
    play_moves (match, 1);
  g_assert_true (ludus_match_is_over (match));
  ludus_window_show_gallery (later);
  g_clear_pointer (&listed, g_free);
  listed = ludus_gallery_describe (ludus_window_get_gallery (later), "current");
  g_assert_true (g_str_has_suffix (listed, "\tFinished\n"));
  close_all ();
  later = new_window ();
  g_clear_pointer (&listed, g_free);
  listed = ludus_gallery_describe (ludus_window_get_gallery (later), "resume");
  /* Apart from those to resume. */
  g_assert_cmpstr (listed, ==, "");
  g_clear_pointer (&listed, g_free);
  listed = ludus_gallery_describe (ludus_window_get_gallery (later), "finished");
  g_assert_true (g_str_has_prefix (listed, "Tesserae\tAnna, Boris · "));
  g_assert_true (g_str_has_suffix (listed, "\tFinished\n"));

  /* Removing an autosave removes its row. */
  close_all ();
  later = new_window ();
  g_assert_true (ludus_gallery_remove_autosave (ludus_window_get_gallery (later), autosave,
                                                &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  g_clear_pointer (&listed, g_free);
  listed = ludus_gallery_describe (ludus_window_get_gallery (later), "resume");
  g_assert_cmpstr (listed, ==, "");

  g_unlink (junk);
  close_all ();
}

/* One deep file in the autosave folder crashed the start page at every start, and could not
 * be removed from inside Ludus. Now every bad file is listed as damaged, with why, and its
 * row's button moves it to the trash. */
static void
test_damaged_autosaves (void)
{
  g_autofree char *dir = ludus_autosave_dir ();
  g_autofree char *deep = g_build_filename (dir, "20260101-120000-trajan.json", NULL);
  g_autofree char *comment = g_build_filename (dir, "20260101-120001-trajan.json", NULL);
  g_autofree char *empty = g_build_filename (dir, "20260101-120002-trajan.json", NULL);
  g_autofree char *trashed = g_build_filename (g_get_user_data_dir (), "Trash", "files",
                                               "20260101-120000-trajan.json", NULL);
  g_autoptr(GString) text = g_string_new ("[/*\"*/ ");
  g_autoptr(GError) error = NULL;
  g_autofree char *listed = NULL;
  g_auto(GStrv) lines = NULL;
  LudusWindow *window;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  /* GLib's trash needs the home folder to exist; the test's isolated one does not yet. */
  g_assert_cmpint (g_mkdir_with_parents (g_get_home_dir (), 0700), ==, 0);
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, '[');
  g_assert_true (g_file_set_contents (deep, text->str, -1, NULL));
  g_assert_true (g_file_set_contents (comment, "{\"format\": 'ludus-save'}", -1, NULL));
  g_assert_true (g_file_set_contents (empty, "", -1, NULL));

  window = new_window ();
  listed = ludus_gallery_describe (ludus_window_get_gallery (window), "damaged");
  lines = g_strsplit (listed, "\n", -1);
  /* Newest first, by name within one second. */
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_cmpstr (lines[0], ==, "20260101-120002-trajan.json\tThe file is empty\tDamaged");
  g_assert_cmpstr (lines[1], ==, "20260101-120001-trajan.json\tThe file is not valid JSON: at "
                   "line 1, column 12, a string in single quotes, which JSON does not allow"
                   "\tDamaged");
  g_assert_cmpstr (lines[2], ==, "20260101-120000-trajan.json\tThe file is not valid JSON: at "
                   "line 1, column 2, a comment, which JSON does not allow\tDamaged");
  g_clear_pointer (&listed, g_free);
  listed = ludus_gallery_describe (ludus_window_get_gallery (window), "resume");
  g_assert_cmpstr (listed, ==, "");

  /* Its button moves the file to the trash, and the row goes. */
  ludus_gallery_activate_trash (ludus_window_get_gallery (window), 2);
  g_assert_false (g_file_test (deep, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (trashed, G_FILE_TEST_IS_REGULAR));
  g_clear_pointer (&listed, g_free);
  listed = ludus_gallery_describe (ludus_window_get_gallery (window), "damaged");
  g_assert_null (strstr (listed, "20260101-120000-trajan.json"));
  g_assert_true (ludus_gallery_trash_autosave (ludus_window_get_gallery (window), comment,
                                               &error));
  g_assert_no_error (error);
  g_assert_true (ludus_gallery_remove_autosave (ludus_window_get_gallery (window), empty,
                                                &error));
  g_assert_no_error (error);
  g_clear_pointer (&listed, g_free);
  listed = ludus_gallery_describe (ludus_window_get_gallery (window), "damaged");
  g_assert_cmpstr (listed, ==, "");
  close_all ();
}

/* A PNG of the window for people to look at, with LUDUS_SCREENSHOT_DIR=dir. */
static void
save_png (GtkWidget  *window,
          const char *name)
{
  const char *dir = g_getenv ("LUDUS_SCREENSHOT_DIR");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autofree char *path = NULL;
  GtkSnapshot *snapshot;
  cairo_surface_t *surface;
  cairo_t *cr;

  if (dir == NULL)
    return;
  for (guint i = 0; i < 50; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (window),
                          gtk_widget_get_height (window));
  node = gtk_snapshot_free_to_node (snapshot);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gtk_widget_get_width (window),
                                        gtk_widget_get_height (window));
  cr = cairo_create (surface);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  path = g_build_filename (dir, name, NULL);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

static char *
write_override (const char *game_id,
                const char *text)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "ludus", "games", game_id,
                                           NULL);
  char *path = g_build_filename (dir, "components.json", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* An override that fails its checks is named on the start page, with why; one that is used
 * is named too. A save played with the built-in data, opened while an override is in use,
 * says so and offers to replay it with the built-in data. (Each in a subprocess: a game's
 * data is loaded once per process.) */
static void
test_component_data_ignored (void)
{
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  {
    g_autofree char *bad = write_override ("testgame", "{\"format\": \"ludus-testgame-components\","
                                           " \"version\": 1, \"hand_size\": 9}");
    g_autofree char *listed = NULL, *expected = NULL;
    LudusWindow *window;

    if (get_testgame () == NULL)
      return;
    g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, "Ignoring *testgame*");
    window = new_window ();
    g_test_assert_expected_messages ();
    listed = ludus_gallery_describe (ludus_window_get_gallery (window), "data");
    expected = g_strdup_printf ("Tesserae\tIgnored the component data in %s: “hand_size” is 9, "
                                "outside 1…4\n", bad);
    g_assert_cmpstr (listed, ==, expected);
    close_all ();
  }
}

static void
test_component_data_other (void)
{
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  {
    LudusGame *game = get_testgame ();
    LudusRegistry *registry = ludus_application_get_registry (app);
    g_autofree char *good = write_override ("testgame", "{\"format\": \"ludus-testgame-components\","
                                            " \"version\": 1, \"hand_size\": 2}");
    g_autofree char *save = g_build_filename (g_get_user_data_dir (), "built-in.ludus", NULL);
    g_autofree char *listed = NULL, *expected = NULL, *body = NULL;
    g_autoptr(LudusMatch) played = NULL;
    g_autoptr(GError) error = NULL;
    LudusSeat seats[2] = { { (char *) "Anna", (char *) "#3584e4", LUDUS_SEAT_HUMAN },
                           { (char *) "Boris", (char *) "#e01b24", LUDUS_SEAT_HUMAN } };
    LudusWindow *window;
    GtkWidget *dialog;

    if (game == NULL)
      return;
    window = new_window ();
    listed = ludus_gallery_describe (ludus_window_get_gallery (window), "data");
    expected = g_strdup_printf ("Tesserae\tUsing the component data in %s\n", good);
    g_assert_cmpstr (listed, ==, expected);

    /* A match played with the built-in data. */
    played = ludus_match_new (ludus_registry_get_builtin_data_game (registry, game), 2, seats,
                              5, NULL, FALSE, &error);
    g_assert_no_error (error);
    play_moves (played, 4);
    g_assert_true (ludus_match_save (played, save, &error));

    g_assert_false (ludus_window_open_and_report (window, save));
    dialog = ludus_window_get_error_dialog (window);
    body = dialog_body (dialog);
    g_assert_nonnull (strstr (body, "was played with the built-in component data"));
    g_assert_nonnull (strstr (body, good));
    g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "builtin"));
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "builtin");
    spin ();
    g_assert_nonnull (ludus_window_get_match (window));
    g_assert_cmpuint (ludus_match_get_n_moves (ludus_window_get_match (window)), ==, 4);
    g_assert_true (ludus_game_uses_builtin_data (
                     ludus_match_get_game (ludus_window_get_match (window))));
    close_all ();
  }
}

/* The start page with a damaged autosave and an override that fails, for people to look at:
 * LUDUS_SCREENSHOT_DIR=dir [LANGUAGE=ru] test-shell -p /ludus/ui/shell/screenshots. It runs
 * first, before any game's data is loaded. */
static void
test_screenshots (void)
{
  g_autofree char *dir = ludus_autosave_dir ();
  g_autofree char *damaged = g_build_filename (dir, "20261120-201500-trajan.json", NULL);
  g_autofree char *bad = write_override ("testgame", "{\"format\": \"ludus-testgame-components\","
                                         " \"version\": 1, \"hand_size\": 9}");
  const char *language = g_getenv ("LANGUAGE");
  g_autofree char *name = g_strdup_printf ("start-page-damaged-%s.png",
                                           language != NULL && *language ? language : "en");
  LudusWindow *window;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (damaged, "[/*\"*/ [[[[", -1, NULL));
  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, "Ignoring *testgame*");
  window = new_window ();
  g_test_assert_expected_messages ();
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 1300);
  save_png (GTK_WIDGET (window), name);
  close_all ();
}

static void
test_style_and_size (void)
{
  GSettings *settings = ludus_application_get_settings (app);
  AdwStyleManager *style = adw_style_manager_get_default ();
  LudusWindow *window;
  g_autofree char *scheme = NULL;

  ludus_application_set_style (app, "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  scheme = g_settings_get_string (settings, "color-scheme");
  g_assert_cmpstr (scheme, ==, "dark");
  ludus_application_set_style (app, "light");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_FORCE_LIGHT);
  ludus_application_set_style (app, "default");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_DEFAULT);

  /* A window opens at the size the last one was closed at. */
  window = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 640);
  gtk_window_close (GTK_WINDOW (window));
  spin ();
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 900);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 640);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
  window = ludus_window_new (app);
  {
    int width = 0, height = 0;

    gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
    g_assert_cmpint (width, ==, 900);
    g_assert_cmpint (height, ==, 640);
  }

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "color-scheme");
  close_all ();
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *junk = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  /* The temporary XDG directories hold no MIME database; without one GdkPixbuf cannot tell an
   * SVG icon from any other file. Keep the system's. */
  {
    /* A test's subprocess inherits the isolated XDG_DATA_DIRS; the parent passes the real. */
    const char *inherited = g_getenv ("LUDUS_TEST_SYSTEM_DATA_DIRS");
    g_auto(GStrv) inherited_dirs = inherited != NULL ? g_strsplit (inherited, ":", -1) : NULL;
    const char *const *system = inherited_dirs != NULL ? (const char *const *) inherited_dirs
                                                       : g_get_system_data_dirs ();
    g_autofree char *joined = g_strjoinv (":", (char **) system);
    g_autoptr(GPtrArray) mime_dirs = g_ptr_array_new_with_free_func (g_free);

    g_setenv ("LUDUS_TEST_SYSTEM_DATA_DIRS", joined, TRUE);

    for (guint i = 0; system[i] != NULL; i++)
      g_ptr_array_add (mime_dirs, g_build_filename (system[i], "mime", NULL));
    g_ptr_array_add (mime_dirs, NULL);
    g_content_type_set_mime_dirs ((const char *const *) mime_dirs->pdata);
  }

  /* A plugin directory holding one module that is not a plugin. A test's subprocess (see
   * test_component_data) inherits the environment, and with it the parent's. */
  if (g_getenv ("LUDUS_TEST_JUNK_DIR") == NULL)
    {
      junk_dir = g_dir_make_tmp ("ludus-junk-XXXXXX", &error);
      g_assert_no_error (error);
      junk = g_build_filename (junk_dir, "libjunk.so", NULL);
      g_file_set_contents (junk, "this is not a shared object", -1, &error);
      g_assert_no_error (error);
      path = g_strconcat (g_getenv ("LUDUS_PLUGIN_PATH") ? g_getenv ("LUDUS_PLUGIN_PATH") : "",
                          ":", junk_dir, NULL);
      g_setenv ("LUDUS_PLUGIN_PATH", path, TRUE);
      g_setenv ("LUDUS_TEST_JUNK_DIR", junk_dir, TRUE);
    }
  /* No session bus: the application registers as a plain non-unique one. (Screenshots are
   * taken under dbus-run-session: without a bus GTK warns while the page settles.) */
  if (g_getenv ("LUDUS_SCREENSHOT_DIR") == NULL)
    g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ludus_i18n_init ();

  app = ludus_application_new (g_get_monotonic_time ());
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  /* Start-up loads the games; the junk module is reported, and the program goes on. */
  g_test_expect_message ("Ludus", G_LOG_LEVEL_WARNING, "*libjunk.so*");
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_test_assert_expected_messages ();

  if (g_getenv ("LUDUS_SCREENSHOT_DIR") != NULL)
    g_test_add_func ("/ludus/ui/shell/screenshots", test_screenshots);
  g_test_add_func ("/ludus/ui/shell/gallery", test_gallery);
  g_test_add_func ("/ludus/ui/shell/shortcuts", test_shortcuts);
  g_test_add_func ("/ludus/ui/shell/new-match", test_new_match);
  g_test_add_func ("/ludus/ui/shell/new-match-unavailable", test_new_match_unavailable);
  g_test_add_func ("/ludus/ui/shell/start-player", test_start_player);
  g_test_add_func ("/ludus/ui/shell/save-open", test_save_open);
  g_test_add_func ("/ludus/ui/shell/open-bad", test_open_bad);
  g_test_add_func ("/ludus/ui/shell/language", test_language);
  g_test_add_func ("/ludus/ui/shell/resume", test_resume);
  g_test_add_func ("/ludus/ui/shell/damaged-autosaves", test_damaged_autosaves);
  g_test_add_func ("/ludus/ui/shell/component-data-ignored", test_component_data_ignored);
  g_test_add_func ("/ludus/ui/shell/component-data-other", test_component_data_other);
  g_test_add_func ("/ludus/ui/shell/style-and-size", test_style_and_size);
  status = g_test_run ();

  close_all ();
  g_clear_object (&app);
  if (junk != NULL)
    {
      g_unlink (junk);
      g_rmdir (junk_dir);
    }
  g_free (junk_dir);
  return status;
}
