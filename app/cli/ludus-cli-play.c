/* ludus-cli-play.c: `ludus-cli play` — a seeded match of random moves
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every seat is a computer seat; the match's own random player chooses, so
 * the same game, seat count, options and seed always give the same match.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "ludus-cli-private.h"

typedef struct
{
  int      players;
  char    *seed;
  char   **options;
  char    *save;
  gboolean quiet;
  int      stop_after;  /* NO_LIMIT, or the moves to play (0: none, a new match) */
} PlayArgs;

#define NO_LIMIT G_MININT

static void
play_args_clear (PlayArgs *args)
{
  g_free (args->seed);
  g_strfreev (args->options);
  g_free (args->save);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PlayArgs, play_args_clear)

static LudusMatch *
new_match (LudusGame  *game,
           guint       n_players,
           guint64     seed,
           const int  *options,
           int        *status)
{
  g_autoptr(GError) error = NULL;
  LudusMatch *match = ludus_cli_new_match (game, n_players, seed, options, &error);

  if (match == NULL)
    *status = ludus_cli_usage_error ("play", "%s", error->message);
  return match;
}

/* Plays computer moves until the game is over or @limit moves are made. */
static gboolean
play_out (LudusMatch *match,
          guint       limit,
          int        *status)
{
  while (!ludus_match_is_over (match) && ludus_match_get_n_moves (match) < limit)
    {
      g_autoptr(GError) error = NULL;

      if (ludus_match_get_n_moves (match) >= LUDUS_SAVE_MAX_MOVES)
        {
          *status = ludus_cli_error (LUDUS_CLI_EXIT_FAILED,
                                     _("The game did not end within %d moves"),
                                     LUDUS_SAVE_MAX_MOVES);
          return FALSE;
        }
      if (!ludus_match_play_computer (match, &error))
        {
          if (error != NULL)
            *status = ludus_cli_error (LUDUS_CLI_EXIT_FAILED, _("Move %u failed: %s"),
                                       ludus_match_get_n_moves (match) + 1, error->message);
          else
            *status = ludus_cli_error (LUDUS_CLI_EXIT_FAILED,
                                       _("After %u moves the game is not over, but no seat "
                                         "has a legal move"), ludus_match_get_n_moves (match));
          return FALSE;
        }
    }
  return TRUE;
}

static void
print_log (LudusMatch *match)
{
  guint n = ludus_match_get_n_moves (match);

  for (guint i = 0; i < n; i++)
    {
      const LudusMatchMove *move = ludus_match_get_move (match, i);
      const LudusSeat *seat = ludus_match_get_seat (match, move->player);
      /* The mover's own view: everything about the move that any seat knows. */
      g_autofree char *text = ludus_match_describe_move (match, i, (int) move->player);
      g_auto(GStrv) automatic = ludus_match_describe_automatic_moves (match, i,
                                                                      (int) move->player);

      g_print ("%5u  %s: %s\n", i + 1, seat->name, text);
      /* What the game then decided by itself, under the move. */
      for (guint k = 0; automatic[k] != NULL; k++)
        g_print ("%5s  %s\n", "", automatic[k]);
    }
}

static void
print_ranking (LudusMatch *match)
{
  LudusGame *game = ludus_match_get_game (match);
  const LudusState *state = ludus_match_get_state (match);
  guint n = ludus_match_get_n_seats (match);
  guint ranks[LUDUS_MAX_PLAYERS];
  int scores[LUDUS_MAX_PLAYERS];
  int automa = 0;
  g_autofree char *automa_points = NULL;

  ludus_game_get_ranks (game, state, ranks);
  ludus_game_get_scores (game, state, scores);

  /* Alone against the game, its automa is ranked too: first unless the seat's rank is 0. */
  if (ludus_game_get_opponent_score (game, state, &automa))
    automa_points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                                  ABS (automa)), automa);
  g_print ("%s\n", _("Result:"));
  if (automa_points != NULL && ranks[0] != 0)
    g_print ("  1. %s  %s\n", _("Automa"), automa_points);
  /* Places count the seats ranked strictly ahead, so ties share a place
   * whatever number the game gives its winner. */
  for (guint place = 0; place < n; place++)
    for (guint seat = 0; seat < n; seat++)
      {
        g_autofree char *points = NULL;
        guint ahead = 0;

        for (guint other = 0; other < n; other++)
          ahead += ranks[other] < ranks[seat];
        if (ahead != place)
          continue;
        points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                               ABS (scores[seat])), scores[seat]);
        g_print ("  %u. %s  %s\n", place + 1 + (n == 1 && ranks[0] != 0),
                 ludus_match_get_seat (match, seat)->name, points);
      }
  if (automa_points != NULL && ranks[0] == 0)
    g_print ("  2. %s  %s\n", _("Automa"), automa_points);
}

static void
print_table_row (const char  *label,
                 guint        label_width,
                 const int   *values,
                 guint        n,
                 const guint *widths)
{
  g_autofree char *padded = ludus_cli_pad (label, label_width);

  g_print ("  %s", padded);
  for (guint seat = 0; seat < n; seat++)
    g_print ("  %*d", (int) widths[seat], values[seat]);
  g_print ("\n");
}

/* The rows under a group's heading are indented. */
static char *
breakdown_label (const LudusScoreRow *row,
                 gboolean             grouped)
{
  gboolean heading = row->kind == LUDUS_SCORE_ROW_HEADING ||
                     row->kind == LUDUS_SCORE_ROW_HEADING_TOTAL;

  return g_strconcat (grouped && !heading ? "  " : "", row->label, NULL);
}

/* Alone against the game, a last column for its automa. */
static void
print_breakdown (LudusMatch *match)
{
  LudusGame *game = ludus_match_get_game (match);
  const LudusState *state = ludus_match_get_state (match);
  g_autoptr(GPtrArray) rows = ludus_game_get_score_breakdown (game, state);
  guint n = ludus_match_get_n_seats (match);
  guint n_columns = n == 1 ? 2 : n;
  guint widths[LUDUS_MAX_PLAYERS];
  int scores[LUDUS_MAX_PLAYERS] = { 0 };
  const char *total = _("Total");
  guint label_width = ludus_cli_text_width (total);
  gboolean grouped;
  g_autofree char *header = NULL;

  ludus_game_get_scores (game, state, scores);
  if (n == 1)
    ludus_game_get_opponent_score (game, state, &scores[1]);
  /* A breakdown in groups (its first row a heading) indents the rows under them. */
  grouped = rows->len > 0 && ((LudusScoreRow *) g_ptr_array_index (rows, 0))->kind
                               != LUDUS_SCORE_ROW_SOURCE;
  for (guint i = 0; i < rows->len; i++)
    {
      LudusScoreRow *row = g_ptr_array_index (rows, i);
      g_autofree char *label = breakdown_label (row, grouped);

      label_width = MAX (label_width, ludus_cli_text_width (label));
    }

  g_print ("%s\n", _("Score breakdown:"));
  header = ludus_cli_pad ("", label_width);
  g_print ("  %s", header);
  for (guint column = 0; column < n_columns; column++)
    {
      const char *name = column < n ? ludus_match_get_seat (match, column)->name : _("Automa");

      widths[column] = MAX (ludus_cli_text_width (name), 4);
      g_print ("  %*s%s", (int) (widths[column] - ludus_cli_text_width (name)), "", name);
    }
  g_print ("\n");

  for (guint i = 0; i < rows->len; i++)
    {
      LudusScoreRow *row = g_ptr_array_index (rows, i);
      g_autofree char *label = breakdown_label (row, grouped);

      if (row->kind == LUDUS_SCORE_ROW_HEADING)
        g_print ("  %s\n", label);
      else
        print_table_row (label, label_width, row->values, n_columns, widths);
    }
  print_table_row (total, label_width, scores, n_columns, widths);
}

/**
 * ludus_cli_print_result:
 *
 * Prints the ranking with scores, then the score breakdown table.
 */
void
ludus_cli_print_result (LudusMatch *match)
{
  print_ranking (match);
  g_print ("\n");
  print_breakdown (match);
}

static int
run_match (LudusGame      *game,
           const PlayArgs *args,
           guint           n_players,
           guint64         seed,
           const int      *options)
{
  g_autoptr(LudusMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = ludus_game_get_name (game);
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  int status = LUDUS_CLI_EXIT_OK;

  match = new_match (game, n_players, seed, options, &status);
  if (match == NULL)
    return status;

  /* Translators: the first line of “ludus-cli play”: the game, the seat count, the seed. */
  g_print (g_dngettext (GETTEXT_PACKAGE, "%s, %u seat, seed %s\n", "%s, %u seats, seed %s\n",
                        n_players), name, n_players, seed_text);

  if (!play_out (match, args->stop_after != NO_LIMIT ? (guint) args->stop_after : G_MAXUINT,
                 &status))
    return status;

  if (!args->quiet)
    {
      g_print ("\n");
      print_log (match);
    }
  g_print ("\n");
  if (ludus_match_is_over (match))
    ludus_cli_print_result (match);
  else
    g_print (g_dngettext (GETTEXT_PACKAGE,
                          "Stopped after %u move; the match is in progress.\n",
                          "Stopped after %u moves; the match is in progress.\n",
                          ludus_match_get_n_moves (match)),
             ludus_match_get_n_moves (match));

  if (args->save != NULL)
    {
      if (!ludus_match_save (match, args->save, &error))
        return ludus_cli_error (ludus_cli_save_status (error), "%s", error->message);
      g_print ("\n");
      g_print (_("Saved to %s\n"), args->save);
    }
  return LUDUS_CLI_EXIT_OK;
}

int
ludus_cli_play (int    argc,
                char **argv)
{
  g_auto(PlayArgs) args = { .stop_after = NO_LIMIT };
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &args.players,
      N_("How many seats (default: the game’s smallest count)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &args.seed,
      N_("Seed of the game and of the random players (default: a random one)"), N_("S") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &args.options,
      N_("Set a game option; repeat for several"), N_("KEY=VALUE") },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &args.save,
      N_("Save the match to FILE"), N_("FILE") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &args.quiet,
      N_("Leave out the move log"), NULL },
    { "stop-after", 0, 0, G_OPTION_ARG_INT, &args.stop_after,
      N_("Stop after N moves, leaving the match in progress (0: a new match)"), N_("N") },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(LudusRegistry) registry = NULL;
  g_autofree int *options = NULL;
  LudusGame *game;
  guint min_players, max_players;
  guint64 seed;

  context = ludus_cli_option_context ("play", _("GAME"),
                                      _("Plays a match of GAME in which every seat makes random "
                                        "legal moves, then prints the move log, the result and "
                                        "the score breakdown. The same seed gives the same "
                                        "match."), entries);
  if (!ludus_cli_parse (context, &argc, &argv))
    return LUDUS_CLI_EXIT_USAGE;
  if (argc != 2)
    return ludus_cli_usage_error ("play", _("Give exactly one game id"));
  if (!ludus_cli_parse_seed ("play", args.seed, &seed))
    return LUDUS_CLI_EXIT_USAGE;
  if (args.stop_after < 0 && args.stop_after != NO_LIMIT)
    return ludus_cli_usage_error ("play", _("--stop-after must not be negative"));

  registry = ludus_cli_load_registry ();
  game = ludus_cli_find_game (registry, argv[1]);
  if (game == NULL)
    return LUDUS_CLI_EXIT_USAGE;

  ludus_game_get_player_range (game, &min_players, &max_players);
  if (args.players == 0)
    args.players = (int) min_players;
  if (args.players < (int) min_players || args.players > (int) max_players)
    return ludus_cli_usage_error ("play", _("%s is played by %u to %u players, not %d"),
                                  argv[1], min_players, max_players, args.players);

  options = ludus_cli_parse_options ("play", game, args.options);
  if (options == NULL)
    return LUDUS_CLI_EXIT_USAGE;

  return run_match (game, &args, (guint) args.players, seed, options);
}
