/* test-match-page.c: the match page — moves, undo, hand-over, history, game over, chart
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With LUDUS_SCREENSHOT_DIR set, /ludus/ui/match-page/screenshots also writes PNGs of the page
 * (1280×800) there, for people to look at.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "ludus-board-area.h"
#include "ludus-game-over.h"
#include "ludus-handover.h"
#include "ludus-match-page.h"
#include "ludus-move-log.h"
#include "ludus-rules-page.h"
#include "ludus-score-chart.h"
#include "testgame.h"
#include "ui-test-util.h"

static LudusRegistry *registry;

static LudusGame *
get_game (const char *id)
{
  LudusGame *game = ludus_registry_lookup (registry, id);

  if (game == NULL)
    {
      g_autofree char *reason = g_strdup_printf ("the game “%s” is not built in this tree", id);

      g_test_skip (reason);
    }
  return game;
}

/* A match with seats Aurelia, Brutus, … of kinds 'h' (a person), 'c' (the computer) or 'd' (a
 * person whose setup is dealt); option_id, if not NULL, set to 1. */
static LudusMatch *
make_match_with (LudusGame   *game,
                 const char  *kinds,
                 guint64      seed,
                 const char  *option_id)
{
  static const char *const names[] = { "Aurelia", "Brutus", "Cassia", "Decimus" };
  static const char *const colours[] = { "#3584e4", "#e01b24", "#33d17a", "#f6d32d" };
  LudusSeat seats[4] = { { 0 } };
  guint n = strlen (kinds), n_options;
  const LudusOption *described = ludus_game_get_options (game, &n_options);
  g_autoptr(GError) error = NULL;
  g_autofree int *options = ludus_game_default_options (game);
  LudusMatch *match;

  g_assert_cmpuint (n, <=, 4);
  for (guint i = 0; i < n; i++)
    {
      seats[i].name = (char *) names[i];
      seats[i].colour = (char *) colours[i];
      seats[i].kind = kinds[i] == 'c' ? LUDUS_SEAT_COMPUTER : LUDUS_SEAT_HUMAN;
      seats[i].deal_setup = kinds[i] == 'd';
      seats[i].level = LUDUS_LEVEL_EASY;
    }
  for (guint i = 0; option_id != NULL && i < n_options; i++)
    if (g_str_equal (described[i].id, option_id))
      options[i] = 1;
  match = ludus_match_new (game, n, seats, seed, options, FALSE, &error);
  g_assert_no_error (error);
  return match;
}

static LudusMatch *
make_match (LudusGame   *game,
            const char  *kinds,   /* 'h' or 'c' per seat */
            guint64      seed)
{
  return make_match_with (game, kinds, seed, NULL);
}

/* A page in a window, as the shell shows it. */
static GtkWidget *
show_page (LudusMatch *match,
           GtkWidget **window_out)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = ludus_match_page_new (match);

  ludus_match_page_set_computer_delay (LUDUS_MATCH_PAGE (page), 1);
  /* A turn's end is confirmed only in the tests about it. */
  ludus_match_page_set_confirm_turns (LUDUS_MATCH_PAGE (page), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  *window_out = window;
  return page;
}

static void
flush_events (void)
{
  for (guint i = 0; i < 20 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

static GtkWidget *
find_action_label_button (GtkWidget  *root,
                          const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_label_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
page_shows_text (GtkWidget  *page,
                 const char *needle)
{
  g_autoptr(GString) text = g_string_new (NULL);

  ui_test_collect_labels (page, FALSE, text);
  return strstr (text->str, needle) != NULL;
}

static gboolean
action_enabled (GtkWidget  *page,
                const char *action)
{
  GtkWidget *button = ui_test_find_action_button (page, action);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

static void
choose_first_move (LudusMatchPage *page)
{
  LudusView *view = ludus_match_page_get_view (page);
  const LudusMove *moves;
  guint n;
  LudusMove move;

  moves = ludus_view_get_legal_moves (view, &n);
  g_assert_cmpuint (n, >, 0);
  move = moves[0];
  g_assert_true (ludus_view_choose (view, &move));
}

static void
confirm_handover (GtkWidget *page)
{
  GtkWidget *handover = ui_test_find_widget (page, LUDUS_TYPE_HANDOVER);

  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "handover");
  g_signal_emit_by_name (handover, "confirmed");
}

/* Closes the window; it, the page and its board must be finalized. */
static void
destroy_page (GtkWidget *window,
              GtkWidget *page)
{
  GList windows = { window, NULL, NULL };

  g_assert_true (gtk_widget_get_root (page) == GTK_ROOT (window));
  ui_test_destroy_windows (&windows);
  flush_events ();
}

static void
wait_for_human (LudusMatchPage *page)
{
  LudusView *view = ludus_match_page_get_view (page);
  LudusMatch *match = ludus_match_page_get_match (page);

  while (!ludus_view_get_interactive (view) && !ludus_match_is_over (match))
    g_main_context_iteration (NULL, TRUE);
}

static void
test_builds (void)
{
  const char *const ids[] = { "testgame", "trajan" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      LudusGame *game = get_game (ids[i]);
      g_autoptr(LudusMatch) match = NULL;
      GtkWidget *window, *page;

      if (game == NULL)
        continue;
      match = make_match (game, "hc", 7);
      page = show_page (match, &window);
      flush_events ();
      /* The computer may open the match; it moves on its own timeout. */
      wait_for_human (LUDUS_MATCH_PAGE (page));

      /* One human seat: no one to hide a hand from, so the board comes first. */
      g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "play");
      g_assert_cmpint (ludus_match_page_get_shown (LUDUS_MATCH_PAGE (page)), ==, -1);
      g_assert_true (ludus_match_page_get_match (LUDUS_MATCH_PAGE (page)) == match);
      g_assert_cmpint (ludus_view_get_viewer (ludus_match_page_get_view (LUDUS_MATCH_PAGE (page))),
                       ==, 0);
      g_assert_true (ludus_view_get_interactive (ludus_match_page_get_view (LUDUS_MATCH_PAGE (page))));
      g_assert_true (page_shows_text (page, "Aurelia"));
      g_assert_true (page_shows_text (page, "Brutus"));
      g_assert_true (action_enabled (page, "match.undo") == ludus_match_can_undo (match));
      g_assert_false (action_enabled (page, "match.redo"));
      destroy_page (window, page);
    }
}

/* The description of seat's hand that only seat may read. */
static char *
secret_of (LudusMatch *match,
           guint       seat)
{
  LudusGame *game = ludus_match_get_game (match);

  return ludus_game_describe_player (game, ludus_match_get_state (match), seat, (int) seat);
}

static void
test_apply_undo_redo (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  g_autofree char *secret0 = NULL;
  GtkWidget *window, *page;
  LudusMoveLog *log;

  if (game == NULL)
    return;
  /* Two humans: no computer replies interfere with the counts. */
  match = make_match (game, "hh", 11);
  page = show_page (match, &window);
  confirm_handover (page);
  log = LUDUS_MOVE_LOG (ui_test_find_widget (page, LUDUS_TYPE_MOVE_LOG));
  g_assert_cmpuint (ludus_move_log_get_n_rows (log), ==, 0);
  g_assert_false (action_enabled (page, "match.undo"));
  g_assert_false (action_enabled (page, "match.redo"));
  secret0 = secret_of (match, 0);

  /* Playing a card face down reveals nothing yet, so it may be taken back. */
  choose_first_move (LUDUS_MATCH_PAGE (page));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 1);
  g_assert_cmpuint (ludus_move_log_get_n_rows (log), ==, 1);
  g_assert_true (action_enabled (page, "match.undo"));
  g_assert_false (action_enabled (page, "match.redo"));
  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "handover");

  /* Undone from the hand-over screen: whoever sits there now must say who they are before
   * Aurelia's hand shows again. */
  g_assert_true (gtk_widget_activate_action (page, "match.undo", NULL));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 0);
  g_assert_cmpuint (ludus_move_log_get_n_rows (log), ==, 0);
  g_assert_false (action_enabled (page, "match.undo"));
  g_assert_true (action_enabled (page, "match.redo"));
  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "handover");
  g_assert_false (page_shows_text (page, secret0));
  confirm_handover (page);
  g_assert_true (page_shows_text (page, secret0));

  /* Undone by Aurelia herself: her board stays. */
  g_assert_true (gtk_widget_activate_action (page, "match.redo", NULL));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 1);
  g_assert_cmpuint (ludus_move_log_get_n_rows (log), ==, 1);
  g_assert_false (action_enabled (page, "match.redo"));
  g_assert_true (action_enabled (page, "match.undo"));

  destroy_page (window, page);
}

static void
test_rules (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *first_line = NULL;
  GtkWidget *window, *page, *rules;
  GtkWindow *rules_window;
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n_before;

  if (game == NULL)
    return;

  /* The rules page shows the game's markup as text. */
  markup = ludus_game_get_rules_markup (game);
  g_assert_true (pango_parse_markup (markup, -1, 0, NULL, &plain, NULL, NULL));
  first_line = g_strndup (plain, strcspn (plain, "\n"));
  g_assert_cmpuint (strlen (first_line), >, 0);
  rules = g_object_ref_sink (ludus_rules_page_new (game));
  g_assert_true (ludus_rules_page_get_game (LUDUS_RULES_PAGE (rules)) == game);
  g_assert_true (page_shows_text (rules, first_line));
  g_object_unref (rules);

  /* "match.rules" opens a window with them, over the match. */
  match = make_match (game, "hc", 1);
  page = show_page (match, &window);
  n_before = g_list_model_get_n_items (toplevels);
  g_assert_true (gtk_widget_activate_action (page, "match.rules", NULL));
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, n_before + 1);
  rules_window = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) candidate = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (candidate) == GTK_WINDOW (window))
        rules_window = candidate;
    }
  g_assert_nonnull (rules_window);
  g_assert_true (page_shows_text (GTK_WIDGET (rules_window), first_line));
  gtk_window_destroy (rules_window);
  destroy_page (window, page);
}

static void
on_toast (GtkWidget  *page,
          const char *message,
          char      **out)
{
  g_free (*out);
  *out = g_strdup (message);
}

static void
test_illegal_move (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  g_autofree char *message = NULL;
  GtkWidget *window, *page;
  LudusMove move = { 0 };

  if (game == NULL)
    return;
  match = make_match (game, "hc", 3);
  page = show_page (match, &window);
  g_signal_connect (page, "toast", G_CALLBACK (on_toast), &message);

  /* A card no one holds: a move a board could never offer. The page reports the game's error
   * and nothing changes. */
  move.kind = 0;
  move.args[0] = 99;
  g_signal_emit_by_name (ludus_match_page_get_view (LUDUS_MATCH_PAGE (page)), "move-chosen", &move);
  g_assert_nonnull (message);
  g_assert_cmpstr (message, !=, "");
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 0);
  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "play");

  destroy_page (window, page);
}

static void
test_handover (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  g_autofree char *secret0 = NULL;
  g_autofree char *secret1 = NULL;
  GtkWidget *window, *page;
  LudusView *view;

  if (game == NULL)
    return;
  match = make_match (game, "hh", 5);
  page = show_page (match, &window);
  view = ludus_match_page_get_view (LUDUS_MATCH_PAGE (page));
  secret0 = secret_of (match, 0);
  secret1 = secret_of (match, 1);
  g_assert_nonnull (strstr (secret0, "hand:"));
  g_assert_cmpstr (secret0, !=, secret1);

  /* Two human seats and hidden hands: the first seat is asked for before anything shows. */
  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "handover");
  g_assert_true (page_shows_text (page, "Aurelia"));
  g_assert_false (page_shows_text (page, secret0));
  g_assert_false (page_shows_text (page, secret1));
  g_assert_false (ludus_view_get_interactive (view));
  g_assert_cmpint (ludus_view_get_viewer (view), ==, -1);

  confirm_handover (page);
  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "play");
  g_assert_cmpint (ludus_view_get_viewer (view), ==, 0);
  g_assert_true (page_shows_text (page, secret0));
  g_assert_false (page_shows_text (page, secret1));

  /* Seat 0 plays a card face down; seat 1 must now choose, behind the hand-over screen. */
  choose_first_move (LUDUS_MATCH_PAGE (page));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 1);
  g_clear_pointer (&secret0, g_free);
  secret0 = secret_of (match, 0);
  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "handover");
  g_assert_true (page_shows_text (page, "Brutus"));
  /* Enter confirms: the button holds the focus. */
  g_assert_true (GTK_IS_BUTTON (gtk_window_get_focus (GTK_WINDOW (window))));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)),
                                         ui_test_find_widget (page, LUDUS_TYPE_HANDOVER)));
  g_assert_false (page_shows_text (page, secret0));
  g_assert_false (page_shows_text (page, secret1));
  g_assert_false (ludus_view_get_interactive (view));
  /* The log is public while the screen is up: Aurelia's card shows only in her own line. */
  {
    LudusMoveLog *log = LUDUS_MOVE_LOG (ui_test_find_widget (page, LUDUS_TYPE_MOVE_LOG));
    g_autofree char *public_line = ludus_match_describe_move (match, 0, -1);
    g_autofree char *own_line = ludus_match_describe_move (match, 0, 0);

    g_assert_cmpstr (public_line, !=, own_line);
    g_assert_cmpuint (ludus_move_log_get_n_rows (log), ==, 1);
    g_assert_cmpstr (ludus_move_log_get_text (log, 0), ==, public_line);
    g_assert_false (page_shows_text (page, own_line));
  }

  /* The window rebuilt (a language switch) comes back to the same screen. */
  {
    GtkWidget *window2, *page2 = show_page (match, &window2);

    g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page2)), ==, "handover");
    g_assert_false (page_shows_text (page2, secret0));
    g_assert_false (page_shows_text (page2, secret1));
    destroy_page (window2, page2);
  }

  confirm_handover (page);
  g_assert_cmpint (ludus_view_get_viewer (view), ==, 1);
  g_assert_true (ludus_view_get_interactive (view));
  g_assert_true (page_shows_text (page, secret1));
  g_assert_false (page_shows_text (page, secret0));
  /* Brutus reads Aurelia's move as he may see it, not as she does. */
  {
    LudusMoveLog *log = LUDUS_MOVE_LOG (ui_test_find_widget (page, LUDUS_TYPE_MOVE_LOG));
    g_autofree char *his_line = ludus_match_describe_move (match, 0, 1);
    g_autofree char *her_line = ludus_match_describe_move (match, 0, 0);

    g_assert_cmpstr (his_line, !=, her_line);
    g_assert_cmpstr (ludus_move_log_get_text (log, 0), ==, his_line);
    g_assert_false (page_shows_text (page, her_line));
  }

  destroy_page (window, page);
}

static void
test_history (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  GtkWidget *window, *page;
  LudusView *view;
  LudusMoveLog *log;

  if (game == NULL)
    return;
  /* One human against the computer: no hand-over. */
  match = make_match (game, "hc", 9);
  page = show_page (match, &window);
  view = ludus_match_page_get_view (LUDUS_MATCH_PAGE (page));
  log = LUDUS_MOVE_LOG (ui_test_find_widget (page, LUDUS_TYPE_MOVE_LOG));

  choose_first_move (LUDUS_MATCH_PAGE (page));
  /* The computer answers on a timeout; wait for it and for the human's turn to come back. */
  wait_for_human (LUDUS_MATCH_PAGE (page));
  g_assert_cmpuint (ludus_match_get_n_moves (match), >=, 2);
  g_assert_cmpuint (ludus_move_log_get_n_rows (log), ==, ludus_match_get_n_moves (match));

  /* Choosing the first log entry shows the position after it, read-only. */
  g_signal_emit_by_name (log, "move-activated", 0);
  g_assert_cmpint (ludus_match_page_get_shown (LUDUS_MATCH_PAGE (page)), ==, 1);
  g_assert_false (ludus_view_get_interactive (view));
  {
    LudusState *then = ludus_game_redact (game, ludus_match_get_state_at (match, 1), 0);

    g_assert_true (ludus_game_states_equal (game, ludus_view_get_state (view), then));
    ludus_game_free_state (game, then);
  }
  g_assert_false (action_enabled (page, "match.undo"));
  g_assert_false (action_enabled (page, "match.redo"));
  g_assert_true (action_enabled (page, "match.present"));
  g_assert_true (page_shows_text (page, "Showing move 1 of"));

  g_assert_true (gtk_widget_activate_action (page, "match.present", NULL));
  g_assert_cmpint (ludus_match_page_get_shown (LUDUS_MATCH_PAGE (page)), ==, -1);
  g_assert_true (ludus_view_get_interactive (view));
  g_assert_false (action_enabled (page, "match.present"));

  destroy_page (window, page);
}

/* A rebuilt window briefly holds two pages of one match: only the newest plays the computer
 * seats, and the older one takes over if the newest goes first. */
static void
test_two_pages_one_player (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  GtkWidget *window1, *window2, *page1, *page2;
  gint64 until;

  if (game == NULL)
    return;
  match = make_match (game, "cc", 12);
  page1 = show_page (match, &window1);
  page2 = show_page (match, &window2);
  /* The newest page waits a minute; the older one would play at once, but may not. */
  ludus_match_page_set_computer_delay (LUDUS_MATCH_PAGE (page2), 60000);
  until = g_get_monotonic_time () + 300 * G_TIME_SPAN_MILLISECOND;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 0);

  destroy_page (window2, page2);
  while (ludus_match_get_n_moves (match) < 4 && !ludus_match_is_over (match))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (ludus_match_get_n_moves (match), >=, 4);
  destroy_page (window1, page1);
}

static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until the condition holds, for at most a minute. */
#define SPIN_UNTIL(condition)                                                 \
  G_STMT_START {                                                              \
    gint64 until_ = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;       \
    while (!(condition) && g_get_monotonic_time () < until_)                  \
      g_main_context_iteration (NULL, FALSE) || (g_usleep (1000), TRUE);     \
    g_assert_true (condition);                                                \
  } G_STMT_END

static void
spin_for (guint milliseconds)
{
  gint64 until = g_get_monotonic_time () + milliseconds * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

/* The computer thinks off the main thread: its seat says so with a progress bar, frames keep
 * coming, and undo, or the page going away, cancels the thought without a trace. */
static void
test_thinking (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  GtkWidget *window, *page;
  guint frames = 0, before;

  if (game == NULL)
    return;
  match = make_match (game, "hc", 31);
  page = show_page (match, &window);
  /* Far more than it will be given time for. */
  ludus_match_page_set_computer_iterations (LUDUS_MATCH_PAGE (page), 100000000);
  gtk_widget_add_tick_callback (page, count_frame, &frames, NULL);

  choose_first_move (LUDUS_MATCH_PAGE (page));
  SPIN_UNTIL (page_shows_text (page, "Thinking…"));
  /* Frames keep coming while it thinks (however loaded the machine: no time is assumed). */
  before = frames;
  SPIN_UNTIL (frames > before + 3);
  g_assert_true (page_shows_text (page, "Thinking…"));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 1);
  g_assert_true (gtk_widget_get_visible (ui_test_find_widget (page, GTK_TYPE_PROGRESS_BAR)));

  g_assert_true (gtk_widget_activate_action (page, "match.undo", NULL));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 0);
  g_assert_false (page_shows_text (page, "Thinking…"));
  spin_for (200);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 0);
  g_assert_true (ludus_view_get_interactive (ludus_match_page_get_view (LUDUS_MATCH_PAGE (page))));

  choose_first_move (LUDUS_MATCH_PAGE (page));
  SPIN_UNTIL (page_shows_text (page, "Thinking…"));
  destroy_page (window, page);
  spin_for (200);
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 1);
}

/* In a casual match the seat at the table may ask for the move the search would make; a
 * competitive match offers no hint. */
static void
test_hint (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) competitive = NULL;
  g_autoptr(LudusMatch) casual = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  LudusSeat seats[2] = { { (char *) "Aurelia", (char *) "#3584e4", LUDUS_SEAT_HUMAN },
                         { (char *) "Brutus", (char *) "#e01b24", LUDUS_SEAT_COMPUTER } };
  GtkWidget *window, *page;

  if (game == NULL)
    return;
  competitive = make_match (game, "hc", 32);
  page = show_page (competitive, &window);
  g_assert_false (gtk_widget_get_visible (ui_test_find_action_button (page, "match.hint")));
  g_assert_false (action_enabled (page, "match.hint"));
  destroy_page (window, page);

  casual = ludus_match_new (game, 2, seats, 32, NULL, TRUE, &error);
  g_assert_no_error (error);
  page = show_page (casual, &window);
  ludus_match_page_set_computer_iterations (LUDUS_MATCH_PAGE (page), 300);
  g_signal_connect (page, "toast", G_CALLBACK (on_toast), &message);
  g_assert_true (gtk_widget_get_visible (ui_test_find_action_button (page, "match.hint")));
  g_assert_true (action_enabled (page, "match.hint"));
  g_assert_true (gtk_widget_activate_action (page, "match.hint", NULL));
  SPIN_UNTIL (message != NULL);
  g_assert_true (g_str_has_prefix (message, "Hint: "));
  g_assert_cmpuint (ludus_match_get_n_moves (casual), ==, 0);
  g_assert_true (action_enabled (page, "match.hint"));
  destroy_page (window, page);
}

/* A match of computer seats only runs in the page by itself: to its end for the test game, and
 * for a dozen moves for every other game built here; each move gets its line in the log. The
 * slow suite's test-match-page-to-the-end (COMPUTERS_TO_THE_END) plays every game to its end,
 * a few minutes of processor time for the four real games. */
#ifdef COMPUTERS_TO_THE_END
#define PLAYED_OUT(game, match) TRUE
#define PLAY_OUT_ITERATIONS 2
#else
#define PLAYED_OUT(game, match) \
  (g_str_equal (ludus_game_get_id (game), "testgame") || ludus_match_get_n_moves (match) < 12)
#define PLAY_OUT_ITERATIONS 6
#endif
static void
test_computers_play_out (void)
{
  GPtrArray *games = ludus_registry_get_games (registry);

  for (guint i = 0; i < games->len; i++)
    {
      LudusGame *game = g_ptr_array_index (games, i);
      g_autoptr(LudusMatch) match = NULL;
      guint min_players, max_players;
      GtkWidget *window, *page;

      ludus_game_get_player_range (game, &min_players, &max_players);
      match = make_match (game, min_players >= 2 ? "cc" : "c", 40 + i);
      page = show_page (match, &window);
      ludus_match_page_set_computer_delay (LUDUS_MATCH_PAGE (page), 0);
      ludus_match_page_set_computer_iterations (LUDUS_MATCH_PAGE (page), PLAY_OUT_ITERATIONS);
      while (!ludus_match_is_over (match) && PLAYED_OUT (game, match))
        g_main_context_iteration (NULL, TRUE);
      flush_events ();
      g_test_message ("%s: %u moves%s", ludus_game_get_id (game),
                      ludus_match_get_n_moves (match),
                      ludus_match_is_over (match) ? ", to the end" : "");
      if (ludus_match_is_over (match))
        g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "over");
      g_assert_cmpuint (ludus_move_log_get_n_rows (LUDUS_MOVE_LOG (ui_test_find_widget (
                          page, LUDUS_TYPE_MOVE_LOG))), ==, ludus_match_get_n_moves (match));
      destroy_page (window, page);
    }
}

static void
play_out (LudusMatch *match)
{
  g_autoptr(GError) error = NULL;

  while (!ludus_match_is_over (match))
    {
      g_assert_true (ludus_match_play_computer (match, &error));
      g_assert_no_error (error);
    }
}

/* Random moves for every seat, humans too (the match has no computer for them). */
static void
play_out_all (LudusMatch *match)
{
  LudusGame *game = ludus_match_get_game (match);
  g_autoptr(GError) error = NULL;
  LudusRng rng;

  ludus_rng_init (&rng, 4242);
  while (!ludus_match_is_over (match))
    {
      guint actors = ludus_match_get_actors (match);
      guint player = g_bit_nth_lsf (actors, -1);
      LudusMove move;

      g_assert_cmpuint (actors, !=, 0);
      g_assert_true (ludus_bot_choose_random (game, ludus_match_get_state (match), player, &rng,
                                              &move));
      g_assert_true (ludus_match_apply (match, player, &move, &error));
      g_assert_no_error (error);
    }
}

static void
check_results (GtkWidget  *page,
               LudusMatch *match)
{
  LudusGame *game = ludus_match_get_game (match);
  g_autoptr(GPtrArray) rows = ludus_game_get_score_breakdown (game, ludus_match_get_state (match));
  LudusGameOver *over = LUDUS_GAME_OVER (ui_test_find_widget (page, LUDUS_TYPE_GAME_OVER));
  LudusScoreRow *row = g_ptr_array_index (rows, 0);

  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "over");
  g_assert_cmpuint (ludus_game_over_get_n_breakdown_rows (over), ==, rows->len);
  g_assert_true (page_shows_text (page, row->label));
  g_assert_false (ludus_view_get_interactive (ludus_match_page_get_view (LUDUS_MATCH_PAGE (page))));
}

static void
test_game_over (void)
{
  const char *const ids[] = { "testgame", "trajan" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      LudusGame *game = get_game (ids[i]);
      g_autoptr(LudusMatch) match = NULL;
      GtkWidget *window, *page;

      if (game == NULL)
        continue;
      match = make_match (game, "cc", 21 + i);
      if (i == 0)
        {
          /* The page plays the computer seats itself, on its timeout. */
          page = show_page (match, &window);
          while (!ludus_match_is_over (match))
            g_main_context_iteration (NULL, TRUE);
        }
      else
        {
          /* A finished match opened again. */
          play_out (match);
          page = show_page (match, &window);
        }
      check_results (page, match);

      /* "Show the board" leaves the results for the final board; the log can be browsed. */
      g_signal_emit_by_name (ui_test_find_widget (page, LUDUS_TYPE_GAME_OVER), "show-board");
      g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "play");
      ludus_match_page_set_shown (LUDUS_MATCH_PAGE (page), 1);
      g_assert_cmpint (ludus_match_page_get_shown (LUDUS_MATCH_PAGE (page)), ==, 1);
      ludus_match_page_set_shown (LUDUS_MATCH_PAGE (page), -1);
      g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "play");
      /* ... and the results come back with their button. */
      g_assert_true (page_shows_text (page, "Show the Results"));
      g_signal_emit_by_name (find_action_label_button (page, "Show the _Results"), "clicked");
      g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "over");
      destroy_page (window, page);

      /* A past position asked for over the results (the window rebuilt while browsing) shows
       * the board. */
      page = show_page (match, &window);
      g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "over");
      ludus_match_page_set_shown (LUDUS_MATCH_PAGE (page), 2);
      g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "play");
      g_assert_cmpint (ludus_match_page_get_shown (LUDUS_MATCH_PAGE (page)), ==, 2);
      destroy_page (window, page);
    }
}

static guint
count_ink (cairo_surface_t *surface)
{
  int stride = cairo_image_surface_get_stride (surface);
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  const guchar *data = cairo_image_surface_get_data (surface);
  guint n = 0;

  cairo_surface_flush (surface);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (((const guint32 *) (gconstpointer) (data + y * stride))[x] != 0)
        n++;
  return n;
}

static void
test_chart (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  g_autoptr(LudusView) view = NULL;
  GtkWidget *chart;
  int final[LUDUS_MAX_PLAYERS] = { 0 };
  int start[LUDUS_MAX_PLAYERS] = { 0 };
  guint n_moves, n;

  if (game == NULL)
    return;
  match = make_match (game, "ccc", 33);
  play_out (match);
  n_moves = ludus_match_get_n_moves (match);
  ludus_game_get_scores (game, ludus_match_get_state (match), final);
  ludus_game_get_scores (game, ludus_match_get_state_at (match, 0), start);

  view = ludus_view_new (game);
  chart = g_object_ref_sink (ludus_score_chart_new ());
  ludus_score_chart_set_match (LUDUS_SCORE_CHART (chart), match, view);
  n = ludus_score_chart_get_n_samples (LUDUS_SCORE_CHART (chart));
  g_assert_cmpuint (n, ==, MIN (n_moves + 1, LUDUS_SCORE_CHART_MAX_SAMPLES));
  g_assert_cmpuint (ludus_score_chart_get_sample_index (LUDUS_SCORE_CHART (chart), 0), ==, 0);
  g_assert_cmpuint (ludus_score_chart_get_sample_index (LUDUS_SCORE_CHART (chart), n - 1), ==, n_moves);
  for (guint seat = 0; seat < 3; seat++)
    {
      g_assert_cmpint (ludus_score_chart_get_sample_score (LUDUS_SCORE_CHART (chart), n - 1, seat),
                       ==, final[seat]);
      g_assert_cmpint (ludus_score_chart_get_sample_score (LUDUS_SCORE_CHART (chart), 0, seat),
                       ==, start[seat]);
    }

  for (int dark = 0; dark <= 1; dark++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 640, 320);
      cairo_t *cr = cairo_create (surface);
      guint ink;

      ludus_score_chart_draw (LUDUS_SCORE_CHART (chart), cr, 640, 320, dark);
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      ink = count_ink (surface);
      /* Axes, lines, labels and legend: a real drawing, not a blank or a filled box. */
      g_assert_cmpuint (ink, >, 2000);
      g_assert_cmpuint (ink, <, 640 * 320 / 2);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }

  /* The tooltip over the right end of the plot tells the final scores, in a round of the game
   * (the axis counts rounds); outside, none. */
  {
    g_autofree char *tip = ludus_score_chart_describe_point (LUDUS_SCORE_CHART (chart), 620, 160);
    guint round = ludus_game_get_round (ludus_match_get_game (match), ludus_match_get_state (match));
    g_autofree char *expected = g_strdup_printf ("Round %u, after move %u\nAurelia: %d\nBrutus: %d\n"
                                                 "Cassia: %d", round, n_moves, final[0], final[1],
                                                 final[2]);

    g_assert_cmpstr (tip, ==, expected);
    g_assert_null (ludus_score_chart_describe_point (LUDUS_SCORE_CHART (chart), 2, 2));
  }

  /* Too small to draw: nothing, and no error. */
  {
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 40, 40);
    cairo_t *cr = cairo_create (surface);

    ludus_score_chart_draw (LUDUS_SCORE_CHART (chart), cr, 40, 40, FALSE);
    g_assert_cmpuint (count_ink (surface), ==, 0);
    cairo_destroy (cr);
    cairo_surface_destroy (surface);
  }

  g_object_unref (chart);
}

/* Tesserae without its board: the same rules table with no board spec, so
 * the page must offer the legal moves as a list. With open_hands, also
 * without the hidden-information flag. */
static GObject *
tesserae_variant (gboolean open_hands)
{
  static LudusRules boardless, open;
  LudusGame *model = ludus_registry_lookup (registry, "testgame");

  g_assert_nonnull (model);
  boardless = *ludus_rules_game_get_rules (LUDUS_RULES_GAME (model));
  open = boardless;
  open.flags = LUDUS_GAME_SIMULTANEOUS | LUDUS_GAME_RANDOMNESS;
  return G_OBJECT (ludus_rules_game_new (open_hands ? &open : &boardless, NULL));
}

static void
test_no_handover_when_open (void)
{
  g_autoptr(GObject) game = NULL;
  g_autoptr(LudusMatch) match = NULL;
  GtkWidget *window, *window2, *page, *page2;
  LudusView *view;

  if (get_game ("testgame") == NULL)
    return;
  game = tesserae_variant (TRUE);
  match = make_match (LUDUS_GAME (game), "hh", 8);
  page = show_page (match, &window);
  view = ludus_match_page_get_view (LUDUS_MATCH_PAGE (page));

  /* Nothing is hidden: the seats take turns at the board with no screen in between. */
  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "play");
  g_assert_cmpint (ludus_view_get_viewer (view), ==, 0);
  choose_first_move (LUDUS_MATCH_PAGE (page));
  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "play");
  g_assert_cmpint (ludus_view_get_viewer (view), ==, 1);
  g_assert_true (ludus_view_get_interactive (view));

  /* Nor when the window is rebuilt in the middle of the match. */
  page2 = show_page (match, &window2);
  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page2)), ==, "play");
  g_assert_cmpint (ludus_view_get_viewer (ludus_match_page_get_view (LUDUS_MATCH_PAGE (page2))),
                   ==, 1);
  destroy_page (window2, page2);
  destroy_page (window, page);
}

/* Tesserae where every seat ties: the results share the victory. */
static void
tie_ranks (const LudusState *state,
           guint            *ranks)
{
  for (guint seat = 0; seat < ludus_state_get_n_players (state); seat++)
    ranks[seat] = 1;
}

static GObject *
tesserae_all_tied (void)
{
  static LudusRules tied;

  tied = *ludus_rules_game_get_rules (LUDUS_RULES_GAME (ludus_registry_lookup (registry,
                                                                               "testgame")));
  tied.ranks = tie_ranks;
  return G_OBJECT (ludus_rules_game_new (&tied, NULL));
}

static void
test_shared_victory (void)
{
  g_autoptr(GObject) game = NULL;
  g_autoptr(LudusMatch) match = NULL;
  GtkWidget *window, *page;

  if (get_game ("testgame") == NULL)
    return;
  game = tesserae_all_tied ();
  match = make_match (LUDUS_GAME (game), "cc", 4);
  play_out (match);
  page = show_page (match, &window);

  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "over");
  g_assert_true (page_shows_text (page, "Shared Victory"));
  g_assert_true (page_shows_text (page, "Tied for first place: Aurelia, Brutus"));
  g_assert_false (page_shows_text (page, "Aurelia Wins"));
  destroy_page (window, page);
}

static void
test_fallback_moves (void)
{
  g_autoptr(GObject) game = NULL;
  g_autoptr(LudusMatch) match = NULL;
  GtkWidget *window, *page, *list;
  const LudusMove *moves;
  guint n_moves, n_rows = 0;

  if (get_game ("testgame") == NULL)
    return;
  game = tesserae_variant (FALSE);
  g_assert_null (ludus_game_get_board (LUDUS_GAME (game)));

  match = make_match (LUDUS_GAME (game), "hc", 13);
  page = show_page (match, &window);
  g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), ==, "play");

  /* One activatable row per legal move of the viewing seat, described by the game. */
  moves = ludus_view_get_legal_moves (ludus_match_page_get_view (LUDUS_MATCH_PAGE (page)), &n_moves);
  g_assert_nonnull (moves);
  g_assert_cmpuint (n_moves, >, 0);
  /* The first list in the page: the board area comes before the side panel. */
  list = ui_test_find_widget (page, GTK_TYPE_LIST_BOX);
  g_assert_nonnull (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row))
      n_rows++;
  g_assert_cmpuint (n_rows, ==, n_moves);

  /* Activating a row makes that move for the viewing seat. */
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 1);
  g_assert_cmpuint (ludus_match_get_move (match, 0)->player, ==, 0);

  /* Now only the computer must choose: the list says so instead of offering moves. */
  g_assert_true (page_shows_text (page, "Waiting for Brutus"));

  destroy_page (window, page);
}

/* Screenshots, for people to look at: LUDUS_SCREENSHOT_DIR=dir, LUDUS_SCREENSHOT_DARK=1,
 * LUDUS_SCREENSHOT_GAME=id for one game's table only. */

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
  int width, height;

  /* Let the window lay out and draw a few frames. */
  for (guint i = 0; i < 50; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  width = gtk_widget_get_width (window);
  height = gtk_widget_get_height (window);
  g_assert_cmpint (width, >, 0);

  paintable = gtk_widget_paintable_new (window);
  /* The paintable is empty while a redraw is pending (a progress bar moving): try again after
   * the next frames. */
  for (guint tries = 0; node == NULL && tries < 100; tries++)
    {
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
      if (node == NULL)
        {
          g_main_context_iteration (NULL, FALSE);
          g_usleep (2000);
        }
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  path = g_build_filename (dir, name, NULL);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_test_message ("wrote %s", path);
}

/* The chart alone, as the game over page draws it, in the current style. */
static void
save_chart (LudusMatch *match,
            LudusView  *view,
            const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("LUDUS_SCREENSHOT_DIR"), name, NULL);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  const LudusPalette *palette = ludus_palette_get (dark);
  GtkWidget *chart = g_object_ref_sink (ludus_score_chart_new ());
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 720, 320);
  cairo_t *cr = cairo_create (surface);

  ludus_score_chart_set_match (LUDUS_SCORE_CHART (chart), match, view);
  ludus_cairo_set_rgb (cr, &palette->surface, 1);
  cairo_paint (cr);
  ludus_score_chart_draw (LUDUS_SCORE_CHART (chart), cr, 720, 320, dark);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_object_unref (chart);
  g_test_message ("wrote %s", path);
}

static GtkWidget *
show_page_for_screenshot (LudusMatch *match,
                          GtkWidget **window_out)
{
  static const char *const win_actions[] = {
    "show-gallery", "open", "save", "save-as", "new-match", "show-help-overlay",
  };
  GtkWidget *page = show_page (match, window_out);
  GSimpleActionGroup *group = g_simple_action_group_new ();

  /* The window's actions, so the page's buttons look as they do in the app. */
  for (guint i = 0; i < G_N_ELEMENTS (win_actions); i++)
    {
      g_autoptr(GSimpleAction) action = g_simple_action_new (win_actions[i], NULL);

      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
    }
  gtk_widget_insert_action_group (*window_out, "win", G_ACTION_GROUP (group));
  g_object_unref (group);
  return page;
}

static void
test_screenshots (void)
{
  LudusGame *trajan = get_game ("trajan");
  LudusGame *ft = get_game ("forum-trajanum");
  LudusGame *testgame = ludus_registry_lookup (registry, "testgame");
  GtkWidget *window, *page;

  if (g_getenv ("LUDUS_SCREENSHOT_DARK") != NULL)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);

  if (trajan != NULL)
    {
      g_autoptr(LudusMatch) match = make_match (trajan, "hcc", 17);

      page = show_page_for_screenshot (match, &window);
      for (guint i = 0; i < 12; i++)
        {
          if (ludus_view_get_interactive (ludus_match_page_get_view (LUDUS_MATCH_PAGE (page))))
            choose_first_move (LUDUS_MATCH_PAGE (page));
          wait_for_human (LUDUS_MATCH_PAGE (page));
        }
      save_png (window, "trajan-play.png");
      ludus_match_page_set_shown (LUDUS_MATCH_PAGE (page), 3);
      save_png (window, "trajan-history.png");
      destroy_page (window, page);

      g_clear_object (&match);
      match = make_match (trajan, "hhc", 18);
      play_out_all (match);
      page = show_page_for_screenshot (match, &window);
      save_png (window, "trajan-game-over.png");
      {
        GtkScrolledWindow *scroller =
          GTK_SCROLLED_WINDOW (ui_test_find_widget (ui_test_find_widget (page, LUDUS_TYPE_GAME_OVER),
                                            GTK_TYPE_SCROLLED_WINDOW));
        GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);

        gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
        save_png (window, "trajan-game-over-end.png");
      }
      save_chart (match, ludus_match_page_get_view (LUDUS_MATCH_PAGE (page)), "trajan-chart.png");
      destroy_page (window, page);
    }

  /* A computer seat thinking, and a hint on the board, in the test game and in Forum
   * Trajanum (whose draft the computer plays with the people). */
  {
    const char *const ids[] = { "testgame", "forum-trajanum" };

    for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
      {
        LudusGame *game = ludus_registry_lookup (registry, ids[i]);
        g_autofree char *thinking = g_strdup_printf ("%s-thinking.png", ids[i]);
        g_autofree char *hint = g_strdup_printf ("%s-hint.png", ids[i]);
        g_autofree char *message = NULL;
        g_autoptr(LudusMatch) match = NULL;
        g_autoptr(GError) error = NULL;
        LudusSeat seats[3] = { { (char *) "Aurelia", (char *) "#3584e4", LUDUS_SEAT_HUMAN },
                               { (char *) "Brutus", (char *) "#e01b24", LUDUS_SEAT_COMPUTER,
                                 LUDUS_LEVEL_HARD },
                               { (char *) "Cassia", (char *) "#33d17a", LUDUS_SEAT_COMPUTER } };

        if (game == NULL)
          continue;
        match = ludus_match_new (game, 3, seats, 23, NULL, TRUE, &error);
        g_assert_no_error (error);
        page = show_page_for_screenshot (match, &window);
        g_signal_connect (page, "toast", G_CALLBACK (on_toast), &message);
        ludus_match_page_set_computer_iterations (LUDUS_MATCH_PAGE (page), 2000);
        wait_for_human (LUDUS_MATCH_PAGE (page));
        g_assert_true (gtk_widget_activate_action (page, "match.hint", NULL));
        SPIN_UNTIL (message != NULL);
        save_png (window, hint);
        ludus_match_page_set_computer_iterations (LUDUS_MATCH_PAGE (page), 100000000);
        /* The person's turn may take several moves; then a computer seat thinks. */
        while (!gtk_widget_get_visible (ui_test_find_widget (page, GTK_TYPE_PROGRESS_BAR)))
          {
            if (ludus_view_get_interactive (ludus_match_page_get_view (LUDUS_MATCH_PAGE (page))))
              choose_first_move (LUDUS_MATCH_PAGE (page));
            spin_for (20);
          }
        spin_for (1500);
        save_png (window, thinking);
        destroy_page (window, page);
      }
  }

  if (ft != NULL)
    {
      /* The breakdown: the sources, then a group per scoring; at the top, and scrolled to it. */
      g_autoptr(LudusMatch) match = make_match (ft, "hhc", 21);
      const char *language = g_getenv ("LANGUAGE");
      const char *suffix = language != NULL && *language ? language : "en";
      g_autofree char *top = g_strdup_printf ("forum-trajanum-game-over-%s.png", suffix);
      g_autofree char *scrolled = g_strdup_printf ("forum-trajanum-breakdown-%s.png", suffix);
      GtkScrolledWindow *scroller;
      GtkAdjustment *adj;

      play_out_all (match);
      page = show_page_for_screenshot (match, &window);
      save_png (window, top);
      scroller = GTK_SCROLLED_WINDOW (ui_test_find_widget (ui_test_find_widget (page,
                                                                                LUDUS_TYPE_GAME_OVER),
                                                           GTK_TYPE_SCROLLED_WINDOW));
      adj = gtk_scrolled_window_get_vadjustment (scroller);
      gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) * 0.35);
      save_png (window, scrolled);
      destroy_page (window, page);
    }

  if (testgame != NULL)
    {
      g_autoptr(LudusMatch) match = make_match (testgame, "hhc", 19);

      page = show_page_for_screenshot (match, &window);
      save_png (window, "testgame-handover.png");
      confirm_handover (page);
      save_png (window, "testgame-play.png");
      destroy_page (window, page);

      /* The list of moves of a game without a board. */
      {
        g_autoptr(GObject) boardless = tesserae_variant (FALSE);
        g_autoptr(LudusMatch) plain = make_match (LUDUS_GAME (boardless), "hc", 19);

        page = show_page_for_screenshot (plain, &window);
        save_png (window, "boardless-play.png");
        destroy_page (window, page);
      }

      g_clear_object (&match);
      match = make_match (testgame, "ccc", 20);
      play_out (match);
      page = show_page_for_screenshot (match, &window);
      save_png (window, "testgame-game-over.png");
      save_chart (match, ludus_match_page_get_view (LUDUS_MATCH_PAGE (page)),
                  "testgame-chart.png");
      destroy_page (window, page);
    }
}


/* A match of Tesserae with its starting tiles (setup decisions) on or off. */
static LudusMatch *
make_setup_match (LudusGame  *game,
                  const char *kinds,
                  guint64     seed,
                  gboolean    starting_tiles)
{
  return make_match_with (game, kinds, seed, starting_tiles ? "setup" : NULL);
}

static gboolean
end_turn_shown (GtkWidget *page)
{
  GtkWidget *button = ui_test_find_action_button (page, "match.end-turn");

  return button != NULL && gtk_widget_is_drawable (button);
}

/* A turn ends with its outcome on screen and End Turn (Enter): until then the seat's board
 * stays, read-only, and undo takes the turn's moves back; then the hand-over comes. */
static void
test_end_turn (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  GtkWidget *window, *page;
  LudusMatchPage *mp;
  LudusView *view;

  if (game == NULL)
    return;
  match = make_match (game, "hh", 5);
  page = show_page (match, &window);
  mp = LUDUS_MATCH_PAGE (page);
  view = ludus_match_page_get_view (mp);
  ludus_match_page_set_confirm_turns (mp, TRUE);
  confirm_handover (page);

  /* Aurelia plays a card face down: her turn is over, Brutus plays next. */
  choose_first_move (mp);
  g_assert_cmpint (ludus_match_page_get_turn_ending (mp), ==, 0);
  g_assert_cmpstr (ludus_match_page_get_mode (mp), ==, "play");
  g_assert_cmpint (ludus_view_get_viewer (view), ==, 0);
  g_assert_false (ludus_view_get_interactive (view));
  g_assert_true (end_turn_shown (page));
  g_assert_true (page_shows_text (page, "Your turn is over"));
  /* Enter ends it: the button holds the focus. */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) ==
                 ui_test_find_action_button (page, "match.end-turn"));

  /* A card played face down reveals nothing: undo takes it back, and she plays again. */
  g_assert_true (action_enabled (page, "match.undo"));
  g_assert_true (gtk_widget_activate_action (page, "match.undo", NULL));
  g_assert_cmpint (ludus_match_page_get_turn_ending (mp), ==, -1);
  g_assert_true (ludus_view_get_interactive (view));
  g_assert_cmpint (ludus_view_get_viewer (view), ==, 0);
  g_assert_false (end_turn_shown (page));

  choose_first_move (mp);
  g_assert_cmpint (ludus_match_page_get_turn_ending (mp), ==, 0);
  /* A window rebuilt (a language switch) takes the table over: the same screen, no hand-over. */
  {
    GtkWidget *window2, *page2 = show_page (match, &window2);

    ludus_match_page_take_table (LUDUS_MATCH_PAGE (page2), mp);
    g_assert_cmpstr (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page2)), ==, "play");
    g_assert_cmpint (ludus_match_page_get_turn_ending (LUDUS_MATCH_PAGE (page2)), ==, 0);
    g_assert_cmpint (ludus_view_get_viewer (ludus_match_page_get_view (LUDUS_MATCH_PAGE (page2))),
                     ==, 0);
    destroy_page (window2, page2);
  }
  g_assert_true (gtk_widget_activate_action (page, "match.end-turn", NULL));
  g_assert_cmpint (ludus_match_page_get_turn_ending (mp), ==, -1);
  g_assert_cmpstr (ludus_match_page_get_mode (mp), ==, "handover");

  /* The last card turns all up: undo cannot take it back, and its tooltip says why. */
  confirm_handover (page);
  choose_first_move (mp);
  if (ludus_match_page_get_turn_ending (mp) >= 0)
    {
      GtkWidget *undo = ui_test_find_action_button (page, "match.undo");

      g_assert_false (gtk_widget_get_sensitive (undo));
      g_assert_cmpstr (gtk_widget_get_tooltip_text (undo), ==,
                       "The last move drew at random or revealed hidden information, so it "
                       "cannot be undone in this match");
    }

  /* Turned off, a turn's end goes straight on. */
  ludus_match_page_set_confirm_turns (mp, FALSE);
  g_assert_cmpint (ludus_match_page_get_turn_ending (mp), ==, -1);
  destroy_page (window, page);
}

/* After a hand-over the seat catches up: the hand-over screen says what happened (as everyone
 * may read it), then a bar above the board steps through the others' moves, marked on the
 * board until the seat acts. */
static void
test_recap (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  GtkWidget *window, *page;
  LudusMatchPage *mp;
  LudusView *view;
  guint n_marks;

  if (game == NULL)
    return;
  match = make_match (game, "hhh", 5);
  page = show_page (match, &window);
  mp = LUDUS_MATCH_PAGE (page);
  view = ludus_match_page_get_view (mp);
  confirm_handover (page);
  choose_first_move (mp);
  confirm_handover (page);
  choose_first_move (mp);

  /* Cassia's hand-over lists both moves, in public words. */
  g_assert_cmpstr (ludus_match_page_get_mode (mp), ==, "handover");
  g_assert_true (page_shows_text (page, "Since Your Last Turn"));
  g_assert_true (page_shows_text (page, "Plays a card face down."));
  confirm_handover (page);
  g_assert_true (ludus_match_page_get_recap_shown (mp));
  g_assert_cmpstr (ludus_match_page_get_recap_text (mp), ==,
                   "Since your last turn: 2 moves by Aurelia, Brutus");
  ludus_view_get_marks (view, &n_marks);
  g_assert_cmpuint (n_marks, ==, 2);

  /* Step through: the position after each move, read-only, then back to the present. */
  g_assert_true (gtk_widget_activate_action (page, "match.recap-next", NULL));
  g_assert_cmpint (ludus_match_page_get_shown (mp), ==, 1);
  g_assert_true (g_str_has_prefix (ludus_match_page_get_recap_text (mp), "1 of 2 · Aurelia: "));
  g_assert_false (ludus_view_get_interactive (view));
  g_assert_true (gtk_widget_activate_action (page, "match.recap-next", NULL));
  g_assert_true (g_str_has_prefix (ludus_match_page_get_recap_text (mp), "2 of 2 · Brutus: "));
  g_assert_true (gtk_widget_activate_action (page, "match.recap-previous", NULL));
  g_assert_cmpint (ludus_match_page_get_shown (mp), ==, 1);
  g_assert_true (gtk_widget_activate_action (page, "match.recap-next", NULL));
  g_assert_true (gtk_widget_activate_action (page, "match.recap-next", NULL));
  g_assert_cmpint (ludus_match_page_get_shown (mp), ==, -1);
  g_assert_true (ludus_view_get_interactive (view));
  g_assert_true (ludus_match_page_get_recap_shown (mp));

  /* Dismissed, it goes; the marks too. */
  g_assert_true (gtk_widget_activate_action (page, "match.recap-dismiss", NULL));
  g_assert_false (ludus_match_page_get_recap_shown (mp));
  ludus_view_get_marks (view, &n_marks);
  g_assert_cmpuint (n_marks, ==, 0);

  /* The log groups the moves under the round and each turn. */
  {
    LudusMoveLog *log = LUDUS_MOVE_LOG (ui_test_find_widget (page, LUDUS_TYPE_MOVE_LOG));
    g_autofree char *rows = ludus_move_log_describe (log);

    g_assert_true (g_str_has_prefix (rows, "## Round 1\n# Aurelia\n1. Plays "));
    g_assert_nonnull (strstr (rows, "\n# Brutus\n2. Plays "));
  }
  destroy_page (window, page);
}

/* Starting tiles are setup decisions: nothing is hidden yet, so no hand-over screen between
 * the seats; dealt for a seat that asked, with no click at all. */
static void
test_setup (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  GtkWidget *window, *page;
  LudusMatchPage *mp;
  LudusView *view;

  if (game == NULL)
    return;

  /* Placed by hand: Aurelia, then Brutus at once, no hand-over between. */
  match = make_setup_match (game, "hh", 5, TRUE);
  page = show_page (match, &window);
  mp = LUDUS_MATCH_PAGE (page);
  view = ludus_match_page_get_view (mp);
  g_assert_true (ludus_game_is_setup_decision (game, ludus_match_get_state (match), 0));
  g_assert_cmpstr (ludus_match_page_get_mode (mp), ==, "play");
  g_assert_cmpint (ludus_view_get_viewer (view), ==, 0);
  g_assert_true (ludus_view_get_interactive (view));
  choose_first_move (mp);
  g_assert_cmpstr (ludus_match_page_get_mode (mp), ==, "play");
  g_assert_cmpint (ludus_view_get_viewer (view), ==, 1);
  g_assert_true (ludus_view_get_interactive (view));
  /* The last tile deals the cards: now there are hands to protect. */
  choose_first_move (mp);
  g_assert_cmpstr (ludus_match_page_get_mode (mp), ==, "handover");
  destroy_page (window, page);

  /* Dealt for both: the page makes their setup decisions, then asks for Aurelia. */
  g_clear_object (&match);
  match = make_setup_match (game, "dd", 5, TRUE);
  page = show_page (match, &window);
  mp = LUDUS_MATCH_PAGE (page);
  while (ludus_match_get_n_moves (match) < 2)
    g_main_context_iteration (NULL, TRUE);
  flush_events ();
  g_assert_cmpuint (ludus_match_get_n_moves (match), ==, 2);
  g_assert_cmpint (ludus_match_get_move (match, 0)->move.kind, ==, TESTGAME_MOVE_PLACE);
  g_assert_cmpstr (ludus_match_page_get_mode (mp), ==, "handover");
  /* Dealt moves are not the person's to undo. */
  g_assert_false (ludus_match_can_undo (match));
  destroy_page (window, page);
}

/* F1 opens the rules at the section about the decision at hand; the rules window has a table
 * of contents and a search. */
static void
test_rules_section (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  GtkWidget *window, *page;
  GListModel *toplevels = gtk_window_get_toplevels ();
  LudusRulesPage *rules = NULL;

  if (game == NULL)
    return;
  match = make_match (game, "hc", 1);
  page = show_page (match, &window);
  g_assert_true (gtk_widget_activate_action (page, "match.rules", NULL));
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && rules == NULL; i++)
    {
      g_autoptr(GtkWindow) candidate = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (candidate) == GTK_WINDOW (window))
        rules = LUDUS_RULES_PAGE (ui_test_find_widget (GTK_WIDGET (candidate),
                                                       LUDUS_TYPE_RULES_PAGE));
    }
  g_assert_nonnull (rules);
  g_assert_cmpstr (ludus_rules_page_get_section (rules), ==, "play");
  g_assert_cmpuint (ludus_rules_page_search (rules, ""), ==, 6);
  g_assert_cmpuint (ludus_rules_page_search (rules, "corner starting"), ==, 1);
  g_assert_cmpuint (ludus_rules_page_search (rules, "zebra"), ==, 0);
  g_assert_true (page_shows_text (GTK_WIDGET (rules), "No section of the rules mentions “zebra”"));
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (rules))));
  destroy_page (window, page);
}

/* At the end every hand is shown. */
static void
test_hands_revealed (void)
{
  LudusGame *game = get_game ("testgame");
  g_autoptr(LudusMatch) match = NULL;
  GtkWidget *window, *page;
  LudusView *view;

  if (game == NULL)
    return;
  match = make_match (game, "hh", 9);
  play_out_all (match);
  page = show_page (match, &window);
  view = ludus_match_page_get_view (LUDUS_MATCH_PAGE (page));
  g_assert_true (ludus_view_get_reveal_all (view));
  g_assert_true (ludus_game_states_equal (game, ludus_view_get_state (view),
                                          ludus_match_get_state (match)));
  destroy_page (window, page);
}

/* Screenshots of the table (issue #9), in every language, with three and four seats. */

static void
save_shot (GtkWidget  *window,
           const char *scene,
           guint       n_seats,
           const char *language)
{
  g_autofree char *name = n_seats > 0
                          ? g_strdup_printf ("%s-%up-%s.png", scene, n_seats, language)
                          : g_strdup_printf ("%s-%s.png", scene, language);

  save_png (window, name);
}

static void
shoot_turns (LudusGame  *game,
             guint       n_seats,
             const char *language)
{
  g_autoptr(LudusMatch) match = make_match (game, n_seats == 3 ? "hhh" : "hhhh", 5);
  GtkWidget *window, *page = show_page_for_screenshot (match, &window);
  LudusMatchPage *mp = LUDUS_MATCH_PAGE (page);

  ludus_match_page_set_confirm_turns (mp, TRUE);
  confirm_handover (page);
  choose_first_move (mp);
  save_shot (window, "end-turn", n_seats, language);
  for (guint seat = 1; seat + 1 < n_seats; seat++)
    {
      g_assert_true (gtk_widget_activate_action (page, "match.end-turn", NULL));
      confirm_handover (page);
      choose_first_move (mp);
    }
  g_assert_true (gtk_widget_activate_action (page, "match.end-turn", NULL));
  save_shot (window, "handover-recap", n_seats, language);
  confirm_handover (page);
  save_shot (window, "recap-bar", n_seats, language);
  g_assert_true (gtk_widget_activate_action (page, "match.recap-next", NULL));
  g_assert_true (gtk_widget_activate_action (page, "match.recap-next", NULL));
  save_shot (window, "recap-step", n_seats, language);
  g_assert_true (gtk_widget_activate_action (page, "match.recap-dismiss", NULL));
  /* The log's round and turn headings, in the side panel. */
  adw_flap_set_reveal_flap (ADW_FLAP (ui_test_find_widget (page, ADW_TYPE_FLAP)), TRUE);
  save_shot (window, "log-headings", n_seats, language);
  adw_flap_set_reveal_flap (ADW_FLAP (ui_test_find_widget (page, ADW_TYPE_FLAP)), FALSE);
  /* The focus ring from the first Tab. */
  gtk_widget_grab_focus (ui_test_find_widget (page, LUDUS_TYPE_BOARD_AREA));
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  save_shot (window, "focus-ring", n_seats, language);
  destroy_page (window, page);

  /* The end: the hands shown on the board, the chart in rounds. */
  g_clear_object (&match);
  match = make_match (game, n_seats == 3 ? "hhh" : "hhhh", 9);
  play_out_all (match);
  page = show_page_for_screenshot (match, &window);
  save_shot (window, "game-over", n_seats, language);
  {
    g_autofree char *chart = g_strdup_printf ("chart-rounds-%up-%s.png", n_seats, language);

    save_chart (match, ludus_match_page_get_view (LUDUS_MATCH_PAGE (page)), chart);
  }
  g_signal_emit_by_name (ui_test_find_widget (page, LUDUS_TYPE_GAME_OVER), "show-board");
  save_shot (window, "hands-revealed", n_seats, language);
  destroy_page (window, page);
}

static void
shoot_setup (LudusGame  *game,
             const char *language)
{
  g_autoptr(LudusMatch) match = make_setup_match (game, "hhh", 5, TRUE);
  GtkWidget *window, *page = show_page_for_screenshot (match, &window);
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *rules = NULL;

  /* No hand-over during a setup in the open: the first seat's board at once. */
  save_shot (window, "setup-board", 3, language);

  /* F1 opens the rules at this decision's section; the search keeps what matches. */
  g_assert_true (gtk_widget_activate_action (page, "match.rules", NULL));
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && rules == NULL; i++)
    {
      g_autoptr(GtkWindow) candidate = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (candidate) == GTK_WINDOW (window))
        rules = candidate;
    }
  g_assert_nonnull (rules);
  gtk_window_set_default_size (rules, 720, 760);
  save_shot (GTK_WIDGET (rules), "rules-section", 0, language);
  ludus_rules_page_search (LUDUS_RULES_PAGE (ui_test_find_widget (GTK_WIDGET (rules),
                                                                   LUDUS_TYPE_RULES_PAGE)),
                           g_str_equal (language, "en") ? "tile" :
                           g_str_equal (language, "ru") ? "плитк" :
                           g_str_equal (language, "de") ? "Plättchen" : "destičk");
  save_shot (GTK_WIDGET (rules), "rules-search", 0, language);
  gtk_window_destroy (rules);
  destroy_page (window, page);
}

/* The rules window the page opened (F1), or NULL. */
static GtkWindow *
find_rules_window (GtkWidget *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) candidate = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (candidate) == GTK_WINDOW (window))
        return candidate;
    }
  return NULL;
}

/* Whether the seat at the table may choose a move that undo could not take back. */
static gboolean
offers_final_move (LudusView *view)
{
  const LudusMove *moves;
  guint n;

  if (!ludus_view_get_interactive (view) || ludus_view_get_casual (view))
    return FALSE;
  moves = ludus_view_get_legal_moves (view, &n);
  for (guint i = 0; i < n; i++)
    if (ludus_view_move_reveals (view, &moves[i]))
      return TRUE;
  return FALSE;
}

/* Plays the first legal move of each seat, ending turns with End Turn, until a seat takes
 * over after two turns of the others: the hand-over with its recap, the recap bar, a step of
 * it. On the way, a turn's end and a move that undo could not take back. */
static void
shoot_game_turns (LudusGame  *game,
                  const char *language)
{
  const char *id = ludus_game_get_id (game);
  g_autoptr(LudusMatch) match = make_match (game, "hhh", 5);
  GtkWidget *window, *page = show_page_for_screenshot (match, &window);
  LudusMatchPage *mp = LUDUS_MATCH_PAGE (page);
  LudusView *view = ludus_match_page_get_view (mp);
  g_autofree char *scene = NULL;
  guint turns = 0;
  gboolean shot_end = FALSE, shot_final = FALSE, shot_recap = FALSE;
  g_autoptr(GHashTable) sections = g_hash_table_new (g_str_hash, g_str_equal);

  ludus_match_page_set_confirm_turns (mp, TRUE);
  g_free (scene), scene = g_strdup_printf ("%s-start", id);
  save_shot (window, scene, 3, language);
  /* Until the recap and the first decision of three sections of the rules (the setup, the
   * draft, a turn). */
  for (guint step = 0; step < 3000 && !(shot_recap && g_hash_table_size (sections) >= 3); step++)
    {
      if (g_str_equal (ludus_match_page_get_mode (mp), "handover"))
        {
          if (turns >= 2 && !shot_recap)
            {
              g_free (scene), scene = g_strdup_printf ("%s-handover-recap", id);
              save_shot (window, scene, 3, language);
              confirm_handover (page);
              g_free (scene), scene = g_strdup_printf ("%s-recap-bar", id);
              save_shot (window, scene, 3, language);
              gtk_widget_activate_action (page, "match.recap-next", NULL);
              g_free (scene), scene = g_strdup_printf ("%s-recap-step", id);
              save_shot (window, scene, 3, language);
              shot_recap = TRUE;
              gtk_widget_activate_action (page, "match.recap-dismiss", NULL);
            }
          else
            confirm_handover (page);
        }
      else if (ludus_match_page_get_turn_ending (mp) >= 0)
        {
          if (!shot_end)
            {
              g_free (scene), scene = g_strdup_printf ("%s-end-turn", id);
              save_shot (window, scene, 3, language);
              shot_end = TRUE;
            }
          g_assert_true (gtk_widget_activate_action (page, "match.end-turn", NULL));
          turns++;
        }
      else if (ludus_view_get_interactive (view))
        {
          const char *section = ludus_game_get_rules_section (game, ludus_match_get_state (match),
                                                              ludus_view_get_viewer (view));

          if (section != NULL && !g_hash_table_contains (sections, section))
            {
              g_hash_table_add (sections, (gpointer) section);
              g_free (scene), scene = g_strdup_printf ("%s-decision-%s", id, section);
              save_shot (window, scene, 3, language);
            }
          if (!shot_final && offers_final_move (view))
            {
              g_free (scene), scene = g_strdup_printf ("%s-final-move-marks", id);
              save_shot (window, scene, 3, language);
              shot_final = TRUE;
            }
          choose_first_move (mp);
        }
      else
        spin_for (10);
    }
  g_assert_true (shot_recap);

  /* F1: the rules at the decision at hand. */
  g_assert_true (gtk_widget_activate_action (page, "match.rules", NULL));
  {
    GtkWindow *rules = find_rules_window (window);

    g_assert_nonnull (rules);
    gtk_window_set_default_size (rules, 720, 760);
    g_free (scene), scene = g_strdup_printf ("%s-rules-f1", id);
    save_shot (GTK_WIDGET (rules), scene, 0, language);
    gtk_window_destroy (rules);
  }

  /* The same table in a wide and in a narrow window. */
  gtk_widget_activate_action (page, "match.recap-dismiss", NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  g_free (scene), scene = g_strdup_printf ("%s-wide-1920x1080", id);
  save_shot (window, scene, 3, language);
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 800);
  g_free (scene), scene = g_strdup_printf ("%s-narrow-960x800", id);
  save_shot (window, scene, 3, language);
  destroy_page (window, page);

  /* Setups dealt for every seat: the first hand-over comes after them, no click. */
  g_clear_object (&match);
  match = make_match (game, "ddd", 5);
  page = show_page_for_screenshot (match, &window);
  mp = LUDUS_MATCH_PAGE (page);
  view = ludus_match_page_get_view (mp);
  for (guint i = 0; i < 500 && !g_str_equal (ludus_match_page_get_mode (mp), "handover") &&
                    !ludus_view_get_interactive (view); i++)
    spin_for (10);
  g_free (scene), scene = g_strdup_printf ("%s-dealt-setup", id);
  save_shot (window, scene, 3, language);
  destroy_page (window, page);

  /* The end: every hand shown on the board, the chart in rounds. */
  g_clear_object (&match);
  match = make_match (game, "hhh", 9);
  play_out_all (match);
  page = show_page_for_screenshot (match, &window);
  g_free (scene), scene = g_strdup_printf ("%s-game-over", id);
  save_shot (window, scene, 3, language);
  {
    g_autofree char *chart = g_strdup_printf ("%s-chart-rounds-3p-%s.png", id, language);

    save_chart (match, ludus_match_page_get_view (LUDUS_MATCH_PAGE (page)), chart);
  }
  g_signal_emit_by_name (ui_test_find_widget (page, LUDUS_TYPE_GAME_OVER), "show-board");
  g_free (scene), scene = g_strdup_printf ("%s-hands-revealed", id);
  save_shot (window, scene, 3, language);
  destroy_page (window, page);
}

static void
test_table_screenshots (void)
{
  LudusGame *testgame = get_game ("testgame");
  const char *const languages[] = { "en", "ru", "de", "cs" };
  const char *const board_games[] = { "trajan", "forum-trajanum", "nova-roma", "porta-nigra" };
  /* LUDUS_SCREENSHOT_GAME=id: only that game's table. */
  const char *only = g_getenv ("LUDUS_SCREENSHOT_GAME");

  if (testgame == NULL)
    return;
  if (g_getenv ("LUDUS_SCREENSHOT_DARK") != NULL)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      ludus_i18n_set_language (languages[l]);
      if (only == NULL)
        {
          shoot_turns (testgame, 3, languages[l]);
          shoot_turns (testgame, 4, languages[l]);
          shoot_setup (testgame, languages[l]);
        }
      for (guint g = 0; g < G_N_ELEMENTS (board_games); g++)
        {
          LudusGame *game = ludus_registry_lookup (registry, board_games[g]);

          if (game != NULL && (only == NULL || g_str_equal (only, board_games[g])))
            shoot_game_turns (game, languages[l]);
        }
    }
  ludus_i18n_set_language ("");
}

/* Plays n random moves of the match, as its seats would. */
static void
play_some (LudusMatch *match,
           guint       n,
           guint64     seed)
{
  LudusGame *game = ludus_match_get_game (match);
  g_autoptr(GError) error = NULL;
  LudusRng rng;

  ludus_rng_init (&rng, seed);
  for (guint i = 0; i < n && !ludus_match_is_over (match); i++)
    {
      guint player = g_bit_nth_lsf (ludus_match_get_actors (match), -1);
      LudusMove move;

      g_assert_true (ludus_bot_choose_random (game, ludus_match_get_state (match), player, &rng,
                                              &move));
      g_assert_true (ludus_match_apply (match, player, &move, &error));
      g_assert_no_error (error);
    }
}

/* Nova Roma in progress in the real window, one to four seats some moves
 * into the game, in each language, at 1280×800, at 1920×1080, in
 * narrow, tall windows (900×1200, 700×1200, 600×1100: the board's tall
 * layouts) and between (1280×1024, 900×1024: the wide layout grown higher,
 * the tall one grown wider). */
static void
test_nova_roma_screenshots (void)
{
  LudusGame *game = get_game ("nova-roma");
  const char *const languages[] = { "en", "ru", "de", "cs" };
  const char *const kinds[] = { "h", "hh", "hhh", "hhhh" };
  static const struct
  {
    int         width, height;
    const char *name;
  } sizes[] = { { 1280, 800, "" }, { 1920, 1080, "-1920x1080" }, { 900, 1200, "-narrow-900x1200" },
                { 700, 1200, "-narrow-700x1200" }, { 600, 1100, "-narrow-600x1100" },
                { 1280, 1024, "-mid-1280x1024" }, { 900, 1024, "-mid-900x1024" } };

  if (game == NULL)
    {
      g_test_skip ("Nova Roma is not built");
      return;
    }
  if (g_getenv ("LUDUS_SCREENSHOT_DARK") != NULL)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        g_autoptr(LudusMatch) match = make_match (game, kinds[k], 7);
        GtkWidget *window, *page;

        ludus_i18n_set_language (languages[l]);
        play_some (match, k == 0 ? 45 : 25 * (k + 1), 77);
        page = show_page_for_screenshot (match, &window);
        spin_for (20);
        if (g_str_equal (ludus_match_page_get_mode (LUDUS_MATCH_PAGE (page)), "handover"))
          confirm_handover (page);
        for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
          {
            g_autofree char *scene = NULL;

            gtk_window_set_default_size (GTK_WINDOW (window), sizes[z].width, sizes[z].height);
            scene = g_strdup_printf ("nova-roma-%s-%s%s", k == 0 ? "solo" : "match",
                                     g_getenv ("LUDUS_SCREENSHOT_DARK") != NULL ? "dark" : "light",
                                     sizes[z].name);
            save_shot (window, scene, (guint) strlen (kinds[k]), languages[l]);
          }
        destroy_page (window, page);
      }
  ludus_i18n_set_language ("");
}

/* Alone against the game (Nova Roma solo): the automa ranks beside the player
 * and has its breakdown column; random play loses, so the title says so. With
 * LUDUS_SCREENSHOT_DIR set, a PNG of the page too. */
static void
test_game_over_solo (void)
{
  LudusGame *game = get_game ("nova-roma");
  g_autoptr(LudusMatch) match = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  GtkWidget *window, *page;
  LudusGameOver *over;
  int automa = 0, score = 0;

  if (game == NULL)
    {
      g_test_skip ("Nova Roma is not built");
      return;
    }
  match = make_match (game, "h", 5);
  play_out_all (match);
  g_assert_true (ludus_game_get_opponent_score (game, ludus_match_get_state (match), &automa));
  ludus_game_get_scores (game, ludus_match_get_state (match), &score);
  g_assert_cmpint (automa, >, score);
  page = show_page (match, &window);
  check_results (page, match);
  over = LUDUS_GAME_OVER (ui_test_find_widget (page, LUDUS_TYPE_GAME_OVER));
  rows = ludus_game_get_score_breakdown (game, ludus_match_get_state (match));
  g_assert_cmpuint (ludus_game_over_get_n_breakdown_rows (over), ==, rows->len);
  /* In the language of the run (screenshots are made in others too). */
  g_assert_true (page_shows_text (page, g_dgettext (GETTEXT_PACKAGE, "The Automa Wins")));
  g_assert_true (page_shows_text (page, g_dgettext (GETTEXT_PACKAGE, "Automa")));
  {
    g_autofree char *total = g_strdup_printf ("%d", automa);

    g_assert_true (page_shows_text (page, total));
  }
  if (g_getenv ("LUDUS_SCREENSHOT_DIR") != NULL)
    save_png (window, "nova-roma-solo-game-over.png");
  destroy_page (window, page);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ludus_i18n_init ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  registry = ludus_registry_new ();
  ludus_registry_load_default (registry);

  g_test_add_func ("/ludus/ui/match-page/builds", test_builds);
  g_test_add_func ("/ludus/ui/match-page/apply-undo-redo", test_apply_undo_redo);
  g_test_add_func ("/ludus/ui/match-page/illegal-move", test_illegal_move);
  g_test_add_func ("/ludus/ui/match-page/handover", test_handover);
  g_test_add_func ("/ludus/ui/match-page/history", test_history);
  g_test_add_func ("/ludus/ui/match-page/game-over", test_game_over);
  g_test_add_func ("/ludus/ui/match-page/game-over-solo", test_game_over_solo);
  g_test_add_func ("/ludus/ui/match-page/chart", test_chart);
  g_test_add_func ("/ludus/ui/match-page/fallback-moves", test_fallback_moves);
  g_test_add_func ("/ludus/ui/match-page/rules", test_rules);
  g_test_add_func ("/ludus/ui/match-page/no-handover-when-open", test_no_handover_when_open);
  g_test_add_func ("/ludus/ui/match-page/shared-victory", test_shared_victory);
  g_test_add_func ("/ludus/ui/match-page/two-pages-one-player", test_two_pages_one_player);
  g_test_add_func ("/ludus/ui/match-page/end-turn", test_end_turn);
  g_test_add_func ("/ludus/ui/match-page/recap", test_recap);
  g_test_add_func ("/ludus/ui/match-page/setup", test_setup);
  g_test_add_func ("/ludus/ui/match-page/rules-section", test_rules_section);
  g_test_add_func ("/ludus/ui/match-page/hands-revealed", test_hands_revealed);
  g_test_add_func ("/ludus/ui/match-page/thinking", test_thinking);
  g_test_add_func ("/ludus/ui/match-page/hint", test_hint);
  g_test_add_func ("/ludus/ui/match-page/computers-play-out", test_computers_play_out);
  if (g_getenv ("LUDUS_SCREENSHOT_DIR") != NULL)
    {
      g_test_add_func ("/ludus/ui/match-page/screenshots", test_screenshots);
      g_test_add_func ("/ludus/ui/match-page/table-screenshots", test_table_screenshots);
      g_test_add_func ("/ludus/ui/match-page/nova-roma-screenshots", test_nova_roma_screenshots);
    }

  status = g_test_run ();
  g_object_unref (registry);
  return status;
}
