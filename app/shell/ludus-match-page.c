/* ludus-match-page.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Who looks at the table: the "viewing seat" is the human seat that must act (the lowest one
 * in a simultaneous phase); while only computer seats act, the last human seat that looked.
 * In a game with hidden information, when the viewing seat is about to change to another human
 * seat, the hand-over screen covers everything and the board, the players panel and the log
 * fall back to public information until that seat confirms it is at the computer.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ludus-board-area.h"
#include "ludus-game-over.h"
#include "ludus-handover.h"
#include "ludus-match-page.h"
#include "ludus-move-log.h"
#include "ludus-players-panel.h"
#include "ludus-recap.h"
#include "ludus-rules-page.h"

/* A computer's move stays on the table at least this long before the next one. */
#define DEFAULT_COMPUTER_DELAY_MS 600
/* A search shows its progress once it has taken this long (a quick one never flickers). */
#define PROGRESS_DELAY_MS 150
#define PROGRESS_INTERVAL_MS 100
/* A dealt setup decision is made at once, only letting the page draw between two. */
#define DEALT_SETUP_DELAY_MS 1
/* The match's data naming the page that plays its computer seats. */
#define COMPUTER_PLAYER_KEY "ludus-match-page-computer-player"
/* The players panel scrolls beyond this height, leaving room for the log. */
#define PLAYERS_MAX_HEIGHT 420  /* its max-content-height in the template */
/* The side panel's width when the window is narrow (its width-request in the template). */
#define SIDE_PANEL_WIDTH 340

struct _LudusMatchPage
{
  GtkWidget          parent_instance;

  LudusMatch        *match;
  LudusView         *view;

  GtkWidget         *box;
  AdwWindowTitle    *title;
  GtkStack          *stack;
  AdwFlap           *flap;             /* the players panel and the log beside the board */
  GtkWidget         *panel_button;
  LudusHandover     *handover;
  GtkInfoBar        *history_bar;
  GtkLabel          *history_label;
  GtkLabel          *prompt;
  GtkWidget         *hint_button;
  GtkProgressBar    *thinking_bar;
  GtkWidget         *results_button;
  GtkWidget         *end_turn_button;
  GtkWidget         *undo_button;
  GtkRevealer       *recap_bar;
  GtkLabel          *recap_label;
  GtkScrolledWindow *recap_scroller;
  GtkWidget         *board_holder;
  GtkWidget         *board;            /* the game's own board, or NULL */
  GtkListBox        *fallback_list;    /* the legal moves, for games without a board */
  GtkLabel          *fallback_empty;
  LudusPlayersPanel *players;
  GtkScrolledWindow *players_scroller;
  LudusMoveLog      *log;
  LudusGameOver     *game_over;

  int                shown;            /* -1: the present */
  int                last_viewer;      /* last human seat that saw its board, -1: none */
  int                handover_seat;    /* the seat the hand-over screen waits for, -1: none */
  int                viewer;
  gboolean           board_after_end;  /* the user left the results for the final board */
  gboolean           confirm_turns;    /* a turn's end waits for End Turn before a hand-over */
  int                turn_end_seat;    /* the seat whose turn is over, waiting: -1 none */
  gboolean           moving;           /* a move chosen here is being applied */
  /* Catching up: what the recap bar shows (the viewer's, from its last decision), the move
   * it steps through (-1: not stepping) and what the viewer dismissed. */
  int                recap_seat;
  guint              recap_from, recap_to;
  int                recap_step;
  int                dismissed_seat;
  guint              dismissed_to;
  char              *recap_summary;
  char              *file_name;        /* the file's name for the title, or NULL */
  guint              results_for;      /* n_moves the results were built for, G_MAXUINT: none */
  guint              computer_delay;
  guint              computer_source;  /* plays the computer's pending move, or polls */
  guint              computer_iterations;  /* when > 0, every search's budget (tests) */
  gboolean           computer_wanted;  /* a computer seat must act and may now */
  LudusThinker      *thinker;          /* decides for the computer seats */
  LudusThinker      *hinter;           /* a hint for the viewing seat */
  gboolean           has_pending;      /* a computer move decided, waiting to be shown */
  guint              pending_seat;
  LudusMove          pending_move;
  gint64             last_change;      /* when the match last changed (monotonic µs) */
  guint              progress_source;
  gulong             changed_id;
};

G_DEFINE_FINAL_TYPE (LudusMatchPage, ludus_match_page, GTK_TYPE_WIDGET)

enum {
  TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_CONFIRM_TURNS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void refresh (LudusMatchPage *self);
static char *computer_prompt (LudusMatchPage *self,
                              guint           actors);

static void
toast (LudusMatchPage *self,
       const char     *message)
{
  g_signal_emit (self, signals[TOAST], 0, message);
}

static int
lowest_seat (guint mask)
{
  return mask != 0 ? g_bit_nth_lsf (mask, -1) : -1;
}

static guint
human_seats (LudusMatchPage *self)
{
  guint n = MIN (ludus_match_get_n_seats (self->match), LUDUS_MAX_PLAYERS);
  guint mask = 0;

  for (guint seat = 0; seat < n; seat++)
    if (ludus_match_get_seat (self->match, seat)->kind == LUDUS_SEAT_HUMAN)
      mask |= 1u << seat;
  return mask;
}

static gboolean
hides_information (LudusMatchPage *self)
{
  LudusGame *game = ludus_match_get_game (self->match);

  return (ludus_game_get_flags (game) & LUDUS_GAME_HIDDEN_INFORMATION) != 0;
}

/* Names of the seats in mask, joined for a title. */
static char *
seat_names (LudusMatchPage *self,
            guint           mask)
{
  GString *names = g_string_new (NULL);

  for (guint seat = 0; seat < ludus_match_get_n_seats (self->match); seat++)
    if (mask & (1u << seat))
      {
        if (names->len > 0)
          g_string_append (names, ", ");
        g_string_append (names, ludus_match_get_seat (self->match, seat)->name);
      }
  return g_string_free (names, FALSE);
}

/* Computer seats: a LudusThinker decides off the main thread; its move waits until the one
 * before has been on the table for computer_delay, then it is played. Any change of the match
 * cancels the decision under way (the thinkers see the change too), and so does the page
 * going away (a new match, the window closed or rebuilt for another language). */

static void
search_config (LudusMatchPage    *self,
               LudusLevel         level,
               LudusSearchConfig *config)
{
  ludus_search_config_init (config, level);
  if (self->computer_iterations > 0)
    {
      config->iterations = self->computer_iterations;
      config->milliseconds = 0;
    }
}

/* While a rebuilt window's page and the old one both exist, only the newest plays; the other
 * waits, and takes over if the newest goes first. */
static gboolean
plays_computer (LudusMatchPage *self)
{
  gpointer player = g_object_get_data (G_OBJECT (self->match), COMPUTER_PLAYER_KEY);

  if (player == NULL)
    g_object_set_data (G_OBJECT (self->match), COMPUTER_PLAYER_KEY, self);
  return player == NULL || player == self;
}

static LudusThinker *
busy_thinker (LudusMatchPage *self)
{
  if (ludus_thinker_get_seat (self->thinker) >= 0)
    return self->thinker;
  if (ludus_thinker_get_seat (self->hinter) >= 0)
    return self->hinter;
  return NULL;
}

static void
show_progress (LudusMatchPage *self)
{
  LudusThinker *thinker = busy_thinker (self);
  double fraction = thinker != NULL ? ludus_thinker_get_progress (thinker) : 0.0;

  gboolean was_visible = gtk_widget_get_visible (GTK_WIDGET (self->thinking_bar));

  gtk_widget_set_visible (GTK_WIDGET (self->thinking_bar), thinker != NULL);
  gtk_progress_bar_set_fraction (self->thinking_bar, fraction);
  ludus_players_panel_set_thinking (self->players, ludus_thinker_get_seat (self->thinker),
                                    fraction);
  /* The prompt names the seat that is thinking. */
  if (thinker == self->thinker && !was_visible && self->computer_wanted)
    {
      g_autofree char *prompt = computer_prompt (self, ludus_match_get_actors (self->match));

      gtk_label_set_text (self->prompt, prompt);
    }
}

static gboolean
progress_cb (gpointer data)
{
  LudusMatchPage *self = data;

  show_progress (self);
  if (busy_thinker (self) != NULL)
    return G_SOURCE_CONTINUE;
  self->progress_source = 0;
  return G_SOURCE_REMOVE;
}

static gboolean
first_progress_cb (gpointer data)
{
  LudusMatchPage *self = data;

  self->progress_source = g_timeout_add (PROGRESS_INTERVAL_MS, progress_cb, self);
  progress_cb (self);
  return G_SOURCE_REMOVE;
}

static void
watch_progress (LudusMatchPage *self)
{
  if (self->progress_source == 0)
    self->progress_source = g_timeout_add (PROGRESS_DELAY_MS, first_progress_cb, self);
}

static void
stop_progress (LudusMatchPage *self)
{
  if (busy_thinker (self) == NULL)
    g_clear_handle_id (&self->progress_source, g_source_remove);
  show_progress (self);
}

static gboolean
play_pending_cb (gpointer data)
{
  LudusMatchPage *self = data;
  g_autoptr(GError) error = NULL;

  self->computer_source = 0;
  if (!self->has_pending || !self->computer_wanted)
    return G_SOURCE_REMOVE;
  self->has_pending = FALSE;
  if (!ludus_match_apply (self->match, self->pending_seat, &self->pending_move, &error))
    toast (self, error->message);
  return G_SOURCE_REMOVE;
}

/* Plays the pending move once the last one has been shown long enough. */
static void
schedule_pending (LudusMatchPage *self)
{
  gint64 wait = self->last_change + self->computer_delay * G_TIME_SPAN_MILLISECOND -
                g_get_monotonic_time ();

  if (self->computer_source == 0)
    self->computer_source = g_timeout_add ((guint) (MAX (wait, 0) / G_TIME_SPAN_MILLISECOND),
                                           play_pending_cb, self);
}

static void
update_computer (LudusMatchPage *self);

static gboolean
poll_computer_cb (gpointer data);

/* Whether the next automatic decision is a person's dealt setup (no search). */
static gboolean
next_is_dealt (LudusMatchPage *self)
{
  int seat = lowest_seat (ludus_match_get_automatic_actors (self->match));

  return seat >= 0 && ludus_match_get_seat (self->match, (guint) seat)->kind == LUDUS_SEAT_HUMAN;
}

static gboolean
play_dealt_cb (gpointer data)
{
  LudusMatchPage *self = data;
  g_autoptr(GError) error = NULL;

  self->computer_source = 0;
  if (!self->computer_wanted)
    return G_SOURCE_REMOVE;
  /* The match may have changed since (undo): a computer seat's move is searched, never dealt. */
  if (!next_is_dealt (self))
    update_computer (self);
  else if (!ludus_match_play_computer (self->match, &error) && error != NULL)
    toast (self, error->message);
  return G_SOURCE_REMOVE;
}

/* Brings the computer seats in line with the table: think, wait, or play. */
static void
update_computer (LudusMatchPage *self)
{
  LudusSearchConfig config;
  int seat;

  if (!self->computer_wanted)
    {
      /* A decision under way goes on (the log is being browsed); its move waits. */
      g_clear_handle_id (&self->computer_source, g_source_remove);
      return;
    }
  if (!plays_computer (self))
    {
      if (self->computer_source == 0)
        self->computer_source = g_timeout_add (MAX (self->computer_delay, 50), poll_computer_cb,
                                               self);
      return;
    }
  if (self->has_pending)
    {
      schedule_pending (self);
      return;
    }
  if (ludus_thinker_get_seat (self->thinker) >= 0)
    return;
  seat = lowest_seat (ludus_match_get_automatic_actors (self->match));
  if (seat < 0)
    return;
  if (next_is_dealt (self))
    {
      /* A person's setup decision, dealt at random: no search, no waiting. */
      if (self->computer_source == 0)
        self->computer_source = g_timeout_add (DEALT_SETUP_DELAY_MS, play_dealt_cb, self);
      return;
    }
  search_config (self, ludus_match_get_seat (self->match, (guint) seat)->level, &config);
  ludus_thinker_start (self->thinker, (guint) seat, &config);
  watch_progress (self);
}

static gboolean
poll_computer_cb (gpointer data)
{
  LudusMatchPage *self = data;

  self->computer_source = 0;
  update_computer (self);
  return G_SOURCE_REMOVE;
}

static void
on_computer_decided (LudusMatchPage  *self,
                     guint            seat,
                     const LudusMove *move)
{
  self->has_pending = TRUE;
  self->pending_seat = seat;
  self->pending_move = *move;
  stop_progress (self);
  update_computer (self);
}

static void
on_thinker_failed (LudusMatchPage *self,
                   guint           seat,
                   const char     *message)
{
  stop_progress (self);
  toast (self, message);
}

/* Moves */

static void
on_move_chosen (LudusMatchPage  *self,
                const LudusMove *move)
{
  g_autoptr(GError) error = NULL;
  int viewer = ludus_view_get_viewer (self->view);

  if (viewer < 0 || self->shown >= 0 || self->handover_seat >= 0 || self->turn_end_seat >= 0)
    return;
  self->moving = TRUE;
  if (!ludus_match_apply (self->match, (guint) viewer, move, &error))
    toast (self, error->message);
  self->moving = FALSE;
}

static void
on_fallback_row_activated (LudusMatchPage *self,
                           GtkListBoxRow  *row)
{
  const LudusMove *moves;
  guint n_moves;
  int index = gtk_list_box_row_get_index (row);

  moves = ludus_view_get_legal_moves (self->view, &n_moves);
  if (index >= 0 && (guint) index < n_moves)
    {
      LudusMove move = moves[index];

      ludus_view_choose (self->view, &move);
    }
}

/* How a legal move reads before it is made (without what a draw or a reveal would tell). */
static char *
describe_choice (LudusMatchPage  *self,
                 const LudusMove *move,
                 guint            player)
{
  return ludus_game_describe_choice (ludus_match_get_game (self->match),
                                     ludus_match_get_state (self->match), player, move);
}

static void
update_fallback (LudusMatchPage *self,
                 const char     *waiting)
{
  const LudusMove *moves;
  guint n_moves;
  GtkWidget *child;

  if (self->fallback_list == NULL)
    return;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->fallback_list))) != NULL)
    gtk_list_box_remove (self->fallback_list, child);

  moves = ludus_view_get_legal_moves (self->view, &n_moves);
  for (guint i = 0; i < n_moves; i++)
    {
      g_autofree char *text = describe_choice (self, &moves[i],
                                               (guint) ludus_view_get_viewer (self->view));
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text != NULL ? text : "");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_list_box_append (self->fallback_list, row);
    }

  gtk_label_set_text (self->fallback_empty, waiting != NULL ? waiting : "");
  gtk_widget_set_visible (GTK_WIDGET (self->fallback_empty), n_moves == 0 && waiting != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->fallback_list), n_moves > 0);
}

/* Hints (casual matches): the search's move for the seat at the table, from its own sample of
 * the position, named in a toast and marked on the board. */

static void
on_hint_decided (LudusMatchPage  *self,
                 guint            seat,
                 const LudusMove *move)
{
  g_autofree char *choice = describe_choice (self, move, seat);
  g_autofree char *text = NULL;

  stop_progress (self);
  if (self->board != NULL)
    ludus_board_area_set_hint (LUDUS_BOARD_AREA (self->board), move);
  /* Translators: %s is a move, as the board's list of moves words it */
  text = g_strdup_printf (_("Hint: %s"), choice != NULL ? choice : "");
  toast (self, text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "match.hint", TRUE);
}

static gboolean
hint_possible (LudusMatchPage *self)
{
  return ludus_match_get_casual (self->match) && ludus_view_get_interactive (self->view) &&
         self->viewer >= 0 && ludus_thinker_get_seat (self->hinter) < 0;
}

static void
hint_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (widget);
  LudusSearchConfig config;

  if (!hint_possible (self))
    return;
  search_config (self, LUDUS_LEVEL_HARD, &config);
  ludus_thinker_start (self->hinter, (guint) self->viewer, &config);
  gtk_widget_action_set_enabled (widget, "match.hint", FALSE);
  watch_progress (self);
}

/* Refresh: the parts of the page, each brought in line with the match. */

static void
update_actions (LudusMatchPage *self,
                gboolean        browsing)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean can_undo = !browsing && ludus_match_can_undo (self->match);
  g_autofree char *why = NULL;

  gtk_widget_action_set_enabled (widget, "match.undo", can_undo);
  gtk_widget_action_set_enabled (widget, "match.redo",
                                 !browsing && ludus_match_can_redo (self->match));
  gtk_widget_action_set_enabled (widget, "match.present", browsing);
  gtk_widget_action_set_enabled (widget, "match.end-turn", self->turn_end_seat >= 0);

  /* Undo's tooltip says why it cannot be used now. */
  if (can_undo)
    why = g_strdup (_("Undo"));
  else if (browsing)
    why = g_strdup (_("Undo is not possible while a past position is shown"));
  else
    why = ludus_match_explain_undo (self->match);
  gtk_widget_set_tooltip_text (self->undo_button, why != NULL ? why : _("Undo"));

  gtk_widget_action_set_enabled (widget, "match.hint", hint_possible (self));
  gtk_widget_set_visible (self->hint_button, ludus_match_get_casual (self->match) &&
                                             ludus_view_get_interactive (self->view));
}

static void
update_titles (LudusMatchPage *self,
               gboolean        over,
               guint           actors,
               gboolean        browsing)
{
  LudusGame *game = ludus_match_get_game (self->match);
  g_autofree char *name = ludus_game_get_name (game);
  g_autofree char *subtitle = NULL;
  guint n_moves = ludus_match_get_n_moves (self->match);

  if (browsing)
    /* Translators: the subtitle while looking at a past position */
    subtitle = g_strdup_printf (_("Move %d of %u"), self->shown, n_moves);
  else if (over)
    subtitle = g_strdup (_("The match is over"));
  else if (actors != 0)
    {
      g_autofree char *names = seat_names (self, actors);

      /* Translators: the subtitle of the match page; %s is one or more players' names */
      subtitle = g_strdup_printf (_("%s to move"), names);
    }

  /* A match from a file is titled with the file's name, the game's after it. */
  if (self->file_name != NULL)
    {
      g_autofree char *full = subtitle != NULL
        /* Translators: the subtitle of a match opened from a file: the game, then who moves */
        ? g_strdup_printf (_("%s · %s"), name, subtitle) : g_strdup (name);

      adw_window_title_set_title (self->title, self->file_name);
      adw_window_title_set_subtitle (self->title, full);
    }
  else
    {
      adw_window_title_set_title (self->title, name);
      adw_window_title_set_subtitle (self->title, subtitle != NULL ? subtitle : "");
    }

  if (browsing)
    {
      g_autofree char *text = NULL;

      /* Translators: the banner while looking at a past position of the log */
      text = g_strdup_printf (_("Showing move %d of %u"), self->shown, n_moves);
      gtk_label_set_text (self->history_label, text);
    }
  gtk_info_bar_set_revealed (self->history_bar, browsing);
}

/* While only computer seats act: who is thinking, once a search has been seen to take time. */
static char *
computer_prompt (LudusMatchPage *self,
                 guint           actors)
{
  int seat = ludus_thinker_get_seat (self->thinker);
  g_autofree char *names = seat_names (self, actors);

  if (seat >= 0 && gtk_widget_get_visible (GTK_WIDGET (self->thinking_bar)))
    /* Translators: a computer player searching for its move; %s is its name */
    return g_strdup_printf (_("%s is thinking…"),
                            ludus_match_get_seat (self->match, (guint) seat)->name);
  /* Translators: while computer players move; %s is one or more names */
  return g_strdup_printf (_("The computer is playing for %s…"), names);
}

static char *
make_prompt (LudusMatchPage   *self,
             const LudusState *seen,
             gboolean          over,
             guint             actors,
             guint             humans,
             gboolean          browsing)
{
  LudusGame *game = ludus_match_get_game (self->match);

  if (browsing)
    return g_strdup (_("A past position: the board is read-only."));
  if (over)
    return g_strdup (_("The match is over."));
  if (self->turn_end_seat >= 0)
    {
      guint n = ludus_match_get_n_moves (self->match);
      g_autofree char *move = n > 0 ? ludus_match_describe_move (self->match, n - 1,
                                                                 self->turn_end_seat)
                                    : NULL;
      g_autofree char *last = ludus_recap_sentence (move);

      /* Translators: after the last move of a player's turn; %s is that move, as the log says */
      return g_strdup_printf (_("Your turn is over: %s End it, or undo."), last);
    }
  if (actors != 0 && (actors & ~ludus_match_get_automatic_actors (self->match)) == 0)
    {
      g_autofree char *names = seat_names (self, actors);

      if ((actors & humans) != 0)
        /* Translators: while a player's setup decisions are dealt at random; %s is a name */
        return g_strdup_printf (_("Dealing the setup for %s…"), names);
      return computer_prompt (self, actors);
    }
  return ludus_game_get_prompt (game, seen, self->viewer);
}

static void
show_results (LudusMatchPage *self)
{
  guint n_moves = ludus_match_get_n_moves (self->match);

  if (self->results_for != n_moves)
    {
      ludus_game_over_set_match (self->game_over, self->match, self->view);
      self->results_for = n_moves;
    }
  gtk_stack_set_visible_child_name (self->stack, "over");
}

/* The players panel keeps its full height (up to a limit) however long the log grows: a box
 * would share the height between the two. Measured at the narrowest width of the panel. */
static void
fit_players (LudusMatchPage *self)
{
  int natural = 0;

  gtk_widget_measure (GTK_WIDGET (self->players), GTK_ORIENTATION_VERTICAL,
                      SIDE_PANEL_WIDTH - 24, NULL, &natural, NULL, NULL);
  gtk_scrolled_window_set_min_content_height (self->players_scroller,
                                              MIN (natural, PLAYERS_MAX_HEIGHT));
}

/* Who looks at the table now: sets the viewer, and the seat the hand-over screen waits for.
 * people: the seats a person must decide for now. */
static void
decide_viewer (LudusMatchPage *self,
               guint           people,
               guint           humans)
{
  gboolean hidden = hides_information (self);

  self->handover_seat = -1;
  /* A turn that is over stays on screen, its seat's, until End Turn. */
  if (self->turn_end_seat >= 0)
    {
      self->viewer = self->last_viewer = self->turn_end_seat;
      return;
    }
  if (people != 0)
    {
      int next = lowest_seat (people);

      /* The screen protects what only that seat sees; with nothing hidden from the others at
       * this moment (a setup in the open), the seat just takes over. */
      if (hidden && next != self->last_viewer &&
          ludus_game_views_differ (ludus_match_get_game (self->match),
                                   ludus_match_get_state (self->match), next))
        self->handover_seat = next;
      else
        self->last_viewer = next;
    }

  if (self->handover_seat >= 0)
    {
      /* Nothing but public information behind the screen, and no browsing. */
      self->shown = -1;
      self->viewer = -1;
    }
  else if (self->last_viewer >= 0)
    self->viewer = self->last_viewer;
  else
    self->viewer = hidden ? -1 : lowest_seat (humans);
}

/* After a move chosen here: if it ended its seat's turn and another person decides next, the
 * turn waits for End Turn, its outcome on screen. */
static void
note_own_move (LudusMatchPage *self)
{
  LudusGame *game = ludus_match_get_game (self->match);
  guint n = ludus_match_get_n_moves (self->match);
  const LudusMatchMove *last;
  guint actors, people;

  if (!self->confirm_turns || n == 0 || ludus_match_is_over (self->match))
    return;
  last = ludus_match_get_move (self->match, n - 1);
  actors = ludus_match_get_actors (self->match);
  people = actors & human_seats (self) & ~ludus_match_get_automatic_actors (self->match);
  if ((actors & (1u << last->player)) == 0 && (people & ~(1u << last->player)) != 0 &&
      ludus_game_ends_turn (game, ludus_match_get_state_at (self->match, n - 1),
                            ludus_match_get_state (self->match), last->player, &last->move))
    self->turn_end_seat = (int) last->player;
}

/* The moves since the viewer's last decision: the bar above the board (with a step through
 * them), the marks on the board, and on the hand-over screen what everyone may read of them. */
static void
update_recap (LudusMatchPage *self,
              gboolean        interactive)
{
  guint n = ludus_match_get_n_moves (self->match);
  int seat = interactive || self->recap_step >= 0 ? self->viewer : -1;
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));
  guint from = seat >= 0 ? ludus_recap_start (self->match, (guint) seat) : n;
  gboolean shown = seat >= 0 && from < n &&
                   !(self->dismissed_seat == seat && self->dismissed_to == n);

  if (self->handover_seat >= 0)
    {
      guint start = ludus_recap_start (self->match, (guint) self->handover_seat);
      g_autoptr(GPtrArray) items = ludus_recap_collect (self->match, start, n, -1);

      ludus_handover_set_recap (self->handover, items->len > 0
                                ? ludus_recap_list_new (self->match, self->view, items) : NULL);
    }

  if (!shown)
    self->recap_step = -1;
  else if (self->recap_seat != seat || self->recap_from != from || self->recap_to != n)
    {
      g_autoptr(GPtrArray) items = ludus_recap_collect (self->match, from, n, seat);
      g_autofree char *names = ludus_recap_seat_names (self->match, items);

      gtk_scrolled_window_set_child (self->recap_scroller,
                                     ludus_recap_list_new (self->match, self->view, items));
      g_free (self->recap_summary);
      self->recap_summary = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE, "Since your last turn: %u move by %s",
                     "Since your last turn: %u moves by %s", n - from), n - from, names);
      self->recap_step = -1;
    }
  self->recap_seat = shown ? seat : -1;
  self->recap_from = from;
  self->recap_to = n;
  gtk_revealer_set_reveal_child (self->recap_bar, shown);

  if (shown && self->recap_step >= 0)
    {
      g_autofree char *text = ludus_match_describe_move (self->match, (guint) self->recap_step,
                                                        seat);
      g_autofree char *label = g_strdup_printf (
        /* Translators: stepping through the others' moves: a move's place among them, the
         * player, and the move */
        _("%u of %u · %s: %s"), (guint) self->recap_step - from + 1, n - from,
        ludus_match_get_seat (self->match,
                              ludus_match_get_move (self->match,
                                                    (guint) self->recap_step)->player)->name,
        text);

      gtk_label_set_text (self->recap_label, label);
    }
  else if (shown)
    gtk_label_set_text (self->recap_label, self->recap_summary);

  /* Marked on the board until the seat acts. */
  for (guint i = from; shown && i < n; i++)
    if ((int) ludus_match_get_move (self->match, i)->player != seat)
      g_array_append_val (marks, *ludus_match_get_move (self->match, i));
  ludus_view_set_marks (self->view, (const LudusMatchMove *) (gpointer) marks->data, marks->len);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "match.recap-previous",
                                 shown && self->recap_step > (int) from);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "match.recap-next", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "match.recap-dismiss", shown);
}

/* The prompt, the players panel, the log and the list of moves, for the viewer. */
static void
update_table (LudusMatchPage   *self,
              const LudusState *state,
              gboolean          over,
              guint             actors,
              guint             humans,
              gboolean          interactive)
{
  LudusGame *game = ludus_match_get_game (self->match);
  gboolean browsing = self->shown >= 0;
  /* The view redacted the position once for the viewer; the prompt and the players use it. */
  const LudusState *seen = ludus_view_get_state (self->view);
  g_autofree char *prompt = make_prompt (self, seen, over, actors, humans, browsing);
  g_autofree char *waiting = NULL;

  gtk_label_set_text (self->prompt, prompt != NULL ? prompt : "");
  gtk_widget_set_visible (self->results_button, over && !browsing);

  ludus_players_panel_update (self->players, self->match, self->view,
                              browsing ? ludus_game_get_actors (game, state) : actors);
  fit_players (self);
  ludus_move_log_update (self->log, self->match, self->view, self->viewer);
  ludus_move_log_select (self->log, browsing ? self->shown - 1 : -1);

  if (!interactive && !browsing && !over && actors != 0)
    {
      g_autofree char *names = seat_names (self, actors);

      /* Translators: in the list of moves of a game without a board; %s is a name */
      waiting = g_strdup_printf (_("Waiting for %s"), names);
    }
  update_fallback (self, waiting);
}

/* The hand-over screen, the results or the table. */
static void
show_mode (LudusMatchPage *self,
           gboolean        over)
{
  if (self->handover_seat >= 0)
    {
      ludus_handover_set_name (self->handover,
                               ludus_match_get_seat (self->match,
                                                     (guint) self->handover_seat)->name);
      if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "handover") != 0)
        {
          gtk_stack_set_visible_child_name (self->stack, "handover");
          gtk_widget_grab_focus (GTK_WIDGET (self->handover));
        }
    }
  else if (over && !self->board_after_end)
    show_results (self);
  else
    gtk_stack_set_visible_child_name (self->stack, "play");
  /* Enter ends the turn: the button takes the focus (and the page binds Enter too). */
  gtk_widget_set_visible (self->end_turn_button, self->turn_end_seat >= 0);
  if (self->turn_end_seat >= 0 && !gtk_widget_has_focus (self->end_turn_button))
    gtk_widget_grab_focus (self->end_turn_button);
  /* The side panel belongs to the table; the hand-over screen and the results have none. */
  gtk_widget_set_visible (self->panel_button,
                          g_strcmp0 (gtk_stack_get_visible_child_name (self->stack),
                                     "play") == 0);
}

/* Everything shown follows from the match, the position shown and the seat that looked last. */
static void
refresh (LudusMatchPage *self)
{
  guint n_moves = ludus_match_get_n_moves (self->match);
  gboolean over = ludus_match_is_over (self->match);
  guint actors = over ? 0 : ludus_match_get_actors (self->match);
  guint automatic = over ? 0 : ludus_match_get_automatic_actors (self->match);
  guint humans = human_seats (self);
  guint people = actors & humans & ~automatic;
  gboolean browsing, interactive;
  const LudusState *state;

  if (self->shown >= (int) n_moves)
    self->shown = -1;
  if (!over)
    {
      self->board_after_end = FALSE;
      self->results_for = G_MAXUINT;
    }
  /* A turn waiting for End Turn is over once its seat acts again (undo) or the match ends. */
  if (self->turn_end_seat >= 0 && (over || (actors & (1u << self->turn_end_seat)) != 0))
    self->turn_end_seat = -1;

  decide_viewer (self, people, humans);

  browsing = self->shown >= 0;
  state = browsing ? ludus_match_get_state_at (self->match, (guint) self->shown)
                   : ludus_match_get_state (self->match);
  interactive = !browsing && !over && self->handover_seat < 0 && self->turn_end_seat < 0 &&
                self->viewer >= 0 && (people & (1u << self->viewer)) != 0;
  /* At the end, every hand and face-down card is shown. */
  ludus_view_set_reveal_all (self->view, over);
  ludus_view_update (self->view, state, self->viewer, interactive);

  update_recap (self, interactive);
  update_table (self, state, over, actors, humans, interactive);
  update_titles (self, over, actors, browsing);
  update_actions (self, browsing);
  show_mode (self, over);

  self->computer_wanted = !over && !browsing && self->turn_end_seat < 0 && automatic != 0 &&
                          people == 0;
  update_computer (self);
}

static void
on_match_changed (LudusMatchPage *self)
{
  /* Whatever was being decided was for the position before. */
  ludus_thinker_cancel (self->thinker);
  ludus_thinker_cancel (self->hinter);
  self->has_pending = FALSE;
  self->last_change = g_get_monotonic_time ();
  stop_progress (self);
  if (self->moving)
    note_own_move (self);
  refresh (self);
  if (self->shown < 0)
    ludus_move_log_scroll_to_end (self->log);
}

static void
on_handover_confirmed (LudusMatchPage *self)
{
  if (self->handover_seat < 0)
    return;
  self->last_viewer = self->handover_seat;
  refresh (self);
}

static void
on_log_move_activated (LudusMatchPage *self,
                       int             index)
{
  ludus_match_page_set_shown (self, index + 1);
}

static void
on_show_board (LudusMatchPage *self)
{
  self->board_after_end = TRUE;
  refresh (self);
}

static void
on_show_results (LudusMatchPage *self)
{
  self->board_after_end = FALSE;
  refresh (self);
}

/* Actions */

static void
undo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->shown >= 0)
    return;
  /* From the hand-over screen, the seat at the computer may not be the one who moved: whoever
   * must act afterwards confirms again before anything shows. */
  if (self->handover_seat >= 0)
    self->last_viewer = -1;
  if (!ludus_match_undo (self->match, &error))
    toast (self, error->message);
}

static void
redo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->shown >= 0)
    return;
  /* From the hand-over screen, the seat at the computer may not be the one who moved: whoever
   * must act afterwards confirms again before anything shows. */
  if (self->handover_seat >= 0)
    self->last_viewer = -1;
  if (!ludus_match_redo (self->match, &error))
    toast (self, error->message);
}

/* F1: the rules, open at the section about the decision at hand. */
static void
rules_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  LudusGame *game = ludus_match_get_game (self->match);
  const LudusState *state = self->shown >= 0
                            ? ludus_match_get_state_at (self->match, (guint) self->shown)
                            : ludus_match_get_state (self->match);
  GtkWindow *window;

  window = ludus_rules_window_new_at (game, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                      ludus_game_get_rules_section (game, state, self->viewer));
  gtk_window_present (window);
}

/* End Turn (Enter): the turn's outcome has been seen; on to the next seat. */
static void
end_turn_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (widget);

  if (self->turn_end_seat < 0)
    return;
  self->turn_end_seat = -1;
  refresh (self);
}

/* Steps through the others' moves since the viewer's last decision, each position in turn. */
static void
recap_step_to (LudusMatchPage *self,
               int             step)
{
  if (step >= (int) self->recap_to)
    {
      self->recap_step = -1;
      ludus_match_page_set_shown (self, -1);
      refresh (self);
      return;
    }
  self->recap_step = MAX (step, (int) self->recap_from);
  /* The position after that move; the last one is the present. */
  ludus_match_page_set_shown (self, self->recap_step + 1);
  refresh (self);
}

static void
recap_next_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (widget);

  recap_step_to (self, self->recap_step < 0 ? (int) self->recap_from : self->recap_step + 1);
}

static void
recap_previous_activated (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (widget);

  if (self->recap_step > (int) self->recap_from)
    recap_step_to (self, self->recap_step - 1);
}

static void
recap_dismiss_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (widget);

  self->dismissed_seat = self->recap_seat;
  self->dismissed_to = self->recap_to;
  if (self->recap_step >= 0)
    {
      self->recap_step = -1;
      ludus_match_page_set_shown (self, -1);
    }
  refresh (self);
}

/* Shows or hides the players panel and the log (F9); in a narrow window they cover the
 * board's right side until hidden again. */
static void
toggle_panel_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (widget);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") != 0)
    return;
  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static void
present_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ludus_match_page_set_shown (LUDUS_MATCH_PAGE (widget), -1);
}

/* Building */

static void
on_undo_changed (LudusMatchPage *self)
{
  update_actions (self, self->shown >= 0);
}

/* The game's board, or a list of the legal moves when the game has none. */
static GtkWidget *
make_board (LudusMatchPage *self)
{
  GtkWidget *board = ludus_board_area_new_for_view (self->view);
  GtkWidget *scroller, *clamp, *box;

  if (board != NULL)
    {
      self->board = g_object_ref_sink (board);
      return self->board;
    }

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  self->fallback_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->fallback_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->fallback_list), "boxed-list");
  g_signal_connect_swapped (self->fallback_list, "row-activated",
                            G_CALLBACK (on_fallback_row_activated), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->fallback_list));

  self->fallback_empty = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->fallback_empty), "dim-label");
  gtk_widget_set_margin_top (GTK_WIDGET (self->fallback_empty), 48);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->fallback_empty));

  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_widget_set_hexpand (scroller, TRUE);
  gtk_widget_set_vexpand (scroller, TRUE);
  return scroller;
}

static void
build (LudusMatchPage *self)
{
  LudusGame *game = ludus_match_get_game (self->match);

  self->view = ludus_view_new (game);
  for (guint seat = 0; seat < MIN (ludus_match_get_n_seats (self->match), LUDUS_MAX_PLAYERS);
       seat++)
    {
      const LudusSeat *info = ludus_match_get_seat (self->match, seat);

      ludus_view_set_seat (self->view, seat, info->name, info->colour);
    }
  g_signal_connect_swapped (self->view, "move-chosen", G_CALLBACK (on_move_chosen), self);

  gtk_box_append (GTK_BOX (self->board_holder), make_board (self));

  self->thinker = ludus_thinker_new (self->match);
  g_signal_connect_swapped (self->thinker, "decided", G_CALLBACK (on_computer_decided), self);
  g_signal_connect_swapped (self->thinker, "failed", G_CALLBACK (on_thinker_failed), self);
  self->hinter = ludus_thinker_new (self->match);
  g_signal_connect_swapped (self->hinter, "decided", G_CALLBACK (on_hint_decided), self);
  g_signal_connect_swapped (self->hinter, "failed", G_CALLBACK (on_thinker_failed), self);
  self->last_change = g_get_monotonic_time ();

  self->changed_id = g_signal_connect_swapped (self->match, "changed",
                                               G_CALLBACK (on_match_changed), self);
  g_signal_connect_object (self->match, "notify::can-undo", G_CALLBACK (on_undo_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::can-redo", G_CALLBACK (on_undo_changed), self,
                           G_CONNECT_SWAPPED);
}

static void
ludus_match_page_dispose (GObject *object)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (object);

  g_clear_handle_id (&self->computer_source, g_source_remove);
  g_clear_handle_id (&self->progress_source, g_source_remove);
  /* Disposing of a thinker cancels its decision; the worker ends on its own. */
  if (self->thinker != NULL)
    g_signal_handlers_disconnect_by_data (self->thinker, self);
  if (self->hinter != NULL)
    g_signal_handlers_disconnect_by_data (self->hinter, self);
  g_clear_object (&self->thinker);
  g_clear_object (&self->hinter);
  if (self->match != NULL &&
      g_object_get_data (G_OBJECT (self->match), COMPUTER_PLAYER_KEY) == self)
    g_object_set_data (G_OBJECT (self->match), COMPUTER_PLAYER_KEY, NULL);
  if (self->match != NULL && self->changed_id != 0)
    g_clear_signal_handler (&self->changed_id, self->match);
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), LUDUS_TYPE_MATCH_PAGE);
  g_clear_object (&self->board);
  g_clear_object (&self->view);
  g_clear_object (&self->match);
  g_clear_pointer (&self->recap_summary, g_free);
  g_clear_pointer (&self->file_name, g_free);

  G_OBJECT_CLASS (ludus_match_page_parent_class)->dispose (object);
}

/* A page built before it was shown (a resumed match, a rebuilt window) could not take the
 * focus then: give it to the hand-over button now, so Enter confirms rather than activating
 * whatever comes first in the header bar. */
static void
ludus_match_page_map (GtkWidget *widget)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (widget);

  GTK_WIDGET_CLASS (ludus_match_page_parent_class)->map (widget);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "handover") == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->handover));
}

static void
ludus_match_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (object);

  switch (prop_id)
    {
    case PROP_CONFIRM_TURNS:
      g_value_set_boolean (value, self->confirm_turns);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_match_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  LudusMatchPage *self = LUDUS_MATCH_PAGE (object);

  switch (prop_id)
    {
    case PROP_CONFIRM_TURNS:
      ludus_match_page_set_confirm_turns (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The page's actions and the keys that reach them. */
static void
install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "match.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "match.redo", NULL, redo_activated);
  gtk_widget_class_install_action (widget_class, "match.rules", NULL, rules_activated);
  gtk_widget_class_install_action (widget_class, "match.present", NULL, present_activated);
  gtk_widget_class_install_action (widget_class, "match.hint", NULL, hint_activated);
  gtk_widget_class_install_action (widget_class, "match.toggle-panel", NULL,
                                   toggle_panel_activated);
  gtk_widget_class_install_action (widget_class, "match.end-turn", NULL, end_turn_activated);
  gtk_widget_class_install_action (widget_class, "match.recap-next", NULL, recap_next_activated);
  gtk_widget_class_install_action (widget_class, "match.recap-previous", NULL,
                                   recap_previous_activated);
  gtk_widget_class_install_action (widget_class, "match.recap-dismiss", NULL,
                                   recap_dismiss_activated);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "match.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "match.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "match.rules", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "match.present", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "match.toggle-panel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "match.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "match.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "match.hint",
                                       NULL);
}

static void
ludus_match_page_class_init (LudusMatchPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ludus_match_page_dispose;
  object_class->get_property = ludus_match_page_get_property;
  object_class->set_property = ludus_match_page_set_property;

  /**
   * LudusMatchPage:confirm-turns:
   *
   * Whether a turn that is over stays on screen, with its outcome and End Turn, before the
   * next person takes the table (the preference “Confirm the end of each turn”).
   */
  properties[PROP_CONFIRM_TURNS] =
    g_param_spec_boolean ("confirm-turns", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->map = ludus_match_page_map;

  /**
   * LudusMatchPage::toast:
   * @message: what to tell the user, translated
   *
   * Something the window shows as a toast (a refused move, nothing to undo, …).
   */
  signals[TOAST] = g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  install_actions (widget_class);

  g_type_ensure (LUDUS_TYPE_GAME_OVER);
  g_type_ensure (LUDUS_TYPE_HANDOVER);
  g_type_ensure (LUDUS_TYPE_MOVE_LOG);
  g_type_ensure (LUDUS_TYPE_PLAYERS_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/ludusgames/Ludus/ludus-match-page.ui");
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, box);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, title);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, stack);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, flap);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, panel_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, handover);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, history_bar);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, history_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, prompt);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, hint_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, thinking_bar);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, results_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, undo_button);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, recap_bar);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, recap_label);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, recap_scroller);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, board_holder);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, players);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, players_scroller);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, log);
  gtk_widget_class_bind_template_child (widget_class, LudusMatchPage, game_over);
  gtk_widget_class_bind_template_callback (widget_class, on_handover_confirmed);
  gtk_widget_class_bind_template_callback (widget_class, on_log_move_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_show_board);
  gtk_widget_class_bind_template_callback (widget_class, on_show_results);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ludus-match-page");
}

static void
ludus_match_page_init (LudusMatchPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->shown = -1;
  self->last_viewer = -1;
  self->handover_seat = -1;
  self->viewer = -1;
  self->results_for = G_MAXUINT;
  self->computer_delay = DEFAULT_COMPUTER_DELAY_MS;
  self->confirm_turns = TRUE;
  self->turn_end_seat = -1;
  self->recap_seat = -1;
  self->recap_step = -1;
  self->dismissed_seat = -1;
}

/**
 * ludus_match_page_new:
 * @match: the match to play
 *
 * A page for @match. If the game hides information and a human seat must act, the hand-over
 * screen comes first, so a page built for a match in progress never shows a hand by itself.
 */
GtkWidget *
ludus_match_page_new (LudusMatch *match)
{
  LudusMatchPage *self;
  guint humans;

  g_return_val_if_fail (LUDUS_IS_MATCH (match), NULL);

  self = g_object_new (LUDUS_TYPE_MATCH_PAGE, NULL);
  self->match = g_object_ref (match);
  g_object_set_data (G_OBJECT (match), COMPUTER_PLAYER_KEY, self);
  build (self);

  /* A new match with a single human seat has no one to hide a hand from. */
  humans = human_seats (self);
  if (ludus_match_get_n_moves (match) == 0 && humans != 0 && (humans & (humans - 1)) == 0)
    self->last_viewer = lowest_seat (humans);

  refresh (self);
  ludus_move_log_scroll_to_end (self->log);
  return GTK_WIDGET (self);
}

LudusMatch *
ludus_match_page_get_match (LudusMatchPage *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH_PAGE (self), NULL);
  return self->match;
}

int
ludus_match_page_get_shown (LudusMatchPage *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH_PAGE (self), -1);
  return self->shown;
}

/**
 * ludus_match_page_set_shown:
 * @index: how many moves were applied in the position to show, or -1 for the present
 *
 * Shows a past position, read-only, with the log's row selected; the present (-1, or the
 * number of moves applied) makes the board playable again. Not while the hand-over screen is
 * shown.
 */
void
ludus_match_page_set_shown (LudusMatchPage *self,
                            int             index)
{
  g_return_if_fail (LUDUS_IS_MATCH_PAGE (self));

  if (self->handover_seat >= 0)
    return;
  if (index < 0 || index >= (int) ludus_match_get_n_moves (self->match))
    index = -1;
  if (index == self->shown)
    return;
  self->shown = index;
  /* A past position of a finished match is shown on the board, not under the results. */
  if (index >= 0)
    self->board_after_end = TRUE;
  refresh (self);
}

LudusView *
ludus_match_page_get_view (LudusMatchPage *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH_PAGE (self), NULL);
  return self->view;
}

int
ludus_match_page_get_turn_ending (LudusMatchPage *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH_PAGE (self), -1);
  return self->turn_end_seat;
}

gboolean
ludus_match_page_get_recap_shown (LudusMatchPage *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH_PAGE (self), FALSE);
  return gtk_revealer_get_reveal_child (self->recap_bar);
}

const char *
ludus_match_page_get_recap_text (LudusMatchPage *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH_PAGE (self), NULL);
  return gtk_label_get_text (self->recap_label);
}

const char *
ludus_match_page_get_mode (LudusMatchPage *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH_PAGE (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

void
ludus_match_page_set_confirm_turns (LudusMatchPage *self,
                                    gboolean        confirm)
{
  g_return_if_fail (LUDUS_IS_MATCH_PAGE (self));

  confirm = !!confirm;
  if (self->confirm_turns == confirm)
    return;
  self->confirm_turns = confirm;
  /* Turned off while a turn waits: it ends now. */
  if (!confirm && self->turn_end_seat >= 0)
    {
      self->turn_end_seat = -1;
      refresh (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONFIRM_TURNS]);
}

gboolean
ludus_match_page_get_confirm_turns (LudusMatchPage *self)
{
  g_return_val_if_fail (LUDUS_IS_MATCH_PAGE (self), FALSE);
  return self->confirm_turns;
}

/**
 * ludus_match_page_set_file_name:
 * @name: (nullable): the name of the file the match is kept in, shown as the title
 */
void
ludus_match_page_set_file_name (LudusMatchPage *self,
                                const char     *name)
{
  g_return_if_fail (LUDUS_IS_MATCH_PAGE (self));

  if (g_strcmp0 (self->file_name, name) == 0)
    return;
  g_free (self->file_name);
  self->file_name = g_strdup (name);
  refresh (self);
}

/**
 * ludus_match_page_take_table:
 * @old: the page this one replaces (a window rebuilt after a language switch)
 *
 * Takes over who looks at the table, the position shown, a turn waiting for End Turn and what
 * the recap showed, so that the rebuilt page shows the same screen: no hand-over again.
 */
void
ludus_match_page_take_table (LudusMatchPage *self,
                             LudusMatchPage *old)
{
  g_return_if_fail (LUDUS_IS_MATCH_PAGE (self));
  g_return_if_fail (LUDUS_IS_MATCH_PAGE (old));

  self->last_viewer = old->last_viewer;
  self->turn_end_seat = old->turn_end_seat;
  self->dismissed_seat = old->dismissed_seat;
  self->dismissed_to = old->dismissed_to;
  self->shown = old->shown;
  self->board_after_end = old->board_after_end;
  refresh (self);
  if (old->recap_step >= 0)
    recap_step_to (self, old->recap_step);
}

void
ludus_match_page_set_computer_delay (LudusMatchPage *self,
                                     guint           milliseconds)
{
  g_return_if_fail (LUDUS_IS_MATCH_PAGE (self));

  self->computer_delay = milliseconds;
  /* A move already waiting waits the new delay, from the last change. */
  if (self->computer_source != 0)
    {
      g_clear_handle_id (&self->computer_source, g_source_remove);
      update_computer (self);
    }
}

/**
 * ludus_match_page_set_computer_iterations:
 * @iterations: the budget of every search (computer seats and hints), or 0
 *   for the levels' own budgets
 *
 * For tests: quick, repeatable searches without a time limit.
 */
void
ludus_match_page_set_computer_iterations (LudusMatchPage *self,
                                          guint           iterations)
{
  g_return_if_fail (LUDUS_IS_MATCH_PAGE (self));
  self->computer_iterations = iterations;
}
