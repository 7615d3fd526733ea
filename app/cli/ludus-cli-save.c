/* ludus-cli-save.c: `validate`, `state`, `moves` and `apply` on save files
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seats are numbered from 1 on the command line, as in every message; the
 * "player" members inside save files count from 0.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ludus-cli-private.h"

/* Unset integer options keep this value. */
#define UNSET G_MININT

static int
parse_file_argument (const char *command,
                     int         argc)
{
  if (argc < 2)
    return ludus_cli_usage_error (command, _("Give the save file"));
  if (argc > 2)
    return ludus_cli_usage_error (command, _("Give exactly one save file"));
  return LUDUS_CLI_EXIT_OK;
}

int
ludus_cli_validate (int    argc,
                    char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(LudusRegistry) registry = NULL;
  g_autoptr(LudusMatch) match = NULL;
  g_autofree char *name = NULL;
  const char *status_text;
  int status;
  guint n;

  context = ludus_cli_option_context ("validate", _("FILE"),
                                      _("Loads the save FILE as Ludus would: checks its form, "
                                        "replays every move from the seed and compares the "
                                        "result with the saved position; for a finished "
                                        "match it then prints the result and the score "
                                        "breakdown. The file is only read. On failure the "
                                        "message says what is wrong and at which move, and "
                                        "the exit status tells the kind of failure."), NULL);
  if (!ludus_cli_parse (context, &argc, &argv))
    return LUDUS_CLI_EXIT_USAGE;
  if ((status = parse_file_argument ("validate", argc)) != LUDUS_CLI_EXIT_OK)
    return status;

  registry = ludus_cli_load_registry ();
  match = ludus_cli_load_match (registry, argv[1], &status);
  if (match == NULL)
    return status;

  name = ludus_game_get_name (ludus_match_get_game (match));
  n = ludus_match_get_n_moves (match);
  /* Translators: the state of a match in “ludus-cli validate”. */
  status_text = ludus_match_is_over (match) ? _("finished") : _("in progress");
  /* Translators: the output of “ludus-cli validate”: the file, the game's name,
   * the number of moves and “finished” or “in progress”. */
  g_print (g_dngettext (GETTEXT_PACKAGE, "%s: valid, %s, %u move, %s\n",
                        "%s: valid, %s, %u moves, %s\n", n),
           argv[1], name, n, status_text);
  /* How it ended: the ranking and the breakdown, as “play” prints them. */
  if (ludus_match_is_over (match))
    {
      g_print ("\n");
      ludus_cli_print_result (match);
    }
  return LUDUS_CLI_EXIT_OK;
}

/* An integer option's text; set stays FALSE when the option was not given. No value of the
 * integer itself can stand for “not given”: G_MININT did, and --viewer -2147483648 then
 * printed every hidden hand. */
static gboolean
parse_int_option (const char *name,
                  const char *text,
                  int        *value,
                  int        *status)
{
  gint64 parsed;

  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_signed (text, 10, G_MININT, G_MAXINT, &parsed, NULL))
    {
      *status = ludus_cli_usage_error ("state", _("%s needs a whole number, not “%s”"), name, text);
      return FALSE;
    }
  *value = (int) parsed;
  return TRUE;
}

/* The position to show: after --at moves, redacted for --viewer. */
static LudusState *
chosen_state (LudusMatch *match,
              const char *at_text,
              const char *viewer_text,
              int        *status)
{
  int at = UNSET, viewer = UNSET;

  LudusGame *game = ludus_match_get_game (match);
  guint n_moves = ludus_match_get_n_moves (match);
  guint n_seats = ludus_match_get_n_seats (match);
  const LudusState *state;

  if (!parse_int_option ("--at", at_text, &at, status) ||
      !parse_int_option ("--viewer", viewer_text, &viewer, status))
    return NULL;
  if (at_text == NULL)
    at = (int) n_moves;
  if (at < 0 || (guint) at > n_moves)
    {
      *status = ludus_cli_usage_error ("state", _("--at must be from 0 to %u, the number of "
                                                  "moves in this match"), n_moves);
      return NULL;
    }
  state = ludus_match_get_state_at (match, (guint) at);

  if (viewer_text == NULL)
    return ludus_game_copy_state (game, state);
  if (viewer < 0 || (guint) viewer > n_seats)
    {
      *status = ludus_cli_usage_error ("state", _("--viewer must be from 1 to %u, or 0 for "
                                                  "public information only"), n_seats);
      return NULL;
    }
  return ludus_game_redact (game, state, viewer - 1);
}

int
ludus_cli_state (int    argc,
                 char **argv)
{
  g_autofree char *at = NULL, *viewer = NULL;
  const GOptionEntry entries[] = {
    { "viewer", 'v', 0, G_OPTION_ARG_STRING, &viewer,
      N_("Show only what seat N may see (0: public information only)"), N_("N") },
    { "at", 0, 0, G_OPTION_ARG_STRING, &at,
      N_("Show the position after the first INDEX moves (default: all)"), N_("INDEX") },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(LudusRegistry) registry = NULL;
  g_autoptr(LudusMatch) match = NULL;
  g_autoptr(JsonNode) node = NULL;
  LudusState *state;
  int status;

  context = ludus_cli_option_context ("state", _("FILE"),
                                      _("Prints the position of the saved match FILE in the "
                                        "game’s JSON form."), entries);
  if (!ludus_cli_parse (context, &argc, &argv))
    return LUDUS_CLI_EXIT_USAGE;
  if ((status = parse_file_argument ("state", argc)) != LUDUS_CLI_EXIT_OK)
    return status;

  registry = ludus_cli_load_registry ();
  match = ludus_cli_load_match (registry, argv[1], &status);
  if (match == NULL)
    return status;

  state = chosen_state (match, at, viewer, &status);
  if (state == NULL)
    return status;
  node = ludus_game_state_to_json (ludus_match_get_game (match), state);
  ludus_game_free_state (ludus_match_get_game (match), state);
  ludus_cli_print_json (node);
  return LUDUS_CLI_EXIT_OK;
}

/* The seat that moves: --player, or the lowest-numbered one that must act. */
static gboolean
choose_player (const char *command,
               LudusMatch *match,
               int         player,
               guint      *seat)
{
  if (player == UNSET)
    {
      *seat = ludus_cli_default_actor (ludus_match_get_game (match),
                                       ludus_match_get_state (match));
      return TRUE;
    }
  return ludus_cli_parse_seat (command, player, ludus_match_get_n_seats (match), seat);
}

static JsonNode *
legal_move_to_json (LudusGame        *game,
                    const LudusState *state,
                    guint             seat,
                    guint             index,
                    const LudusMove  *move)
{
  JsonNode *node = ludus_game_move_to_json (game, move);
  JsonObject *object = json_node_get_object (node);
  /* A listed move is legal; describe it alone, as its mover sees it before making it (a card
   * it would draw is not named). */
  g_autofree char *description = ludus_game_describe_choice (game, state, seat, move);

  json_object_set_int_member (object, "index", index);
  if (!json_object_has_member (object, "args"))
    json_object_set_array_member (object, "args", json_array_new ());
  json_object_set_string_member (object, "description", description ? description : "");
  return node;
}

int
ludus_cli_moves (int    argc,
                 char **argv)
{
  int player = UNSET;
  const GOptionEntry entries[] = {
    { "player", 'p', 0, G_OPTION_ARG_INT, &player,
      N_("List seat N’s moves (default: the first seat that must act)"), N_("N") },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(LudusRegistry) registry = NULL;
  g_autoptr(LudusMatch) match = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);
  JsonArray *array = json_array_new ();
  LudusGame *game;
  guint seat;
  int status;

  json_node_take_array (node, array);
  context = ludus_cli_option_context ("moves", _("FILE"),
                                      _("Prints the legal moves of a seat in the saved match "
                                        "FILE as a JSON list of {\"index\", \"kind\", \"args\", "
                                        "\"description\"}. The list is empty when the seat "
                                        "has nothing to decide."), entries);
  if (!ludus_cli_parse (context, &argc, &argv))
    return LUDUS_CLI_EXIT_USAGE;
  if ((status = parse_file_argument ("moves", argc)) != LUDUS_CLI_EXIT_OK)
    return status;

  registry = ludus_cli_load_registry ();
  match = ludus_cli_load_match (registry, argv[1], &status);
  if (match == NULL)
    return status;
  if (!choose_player ("moves", match, player, &seat))
    return LUDUS_CLI_EXIT_USAGE;

  game = ludus_match_get_game (match);
  ludus_game_legal_moves (game, ludus_match_get_state (match), seat, moves);
  for (guint i = 0; i < moves->len; i++)
    json_array_add_element (array, legal_move_to_json (game, ludus_match_get_state (match), seat,
                                                       i, &g_array_index (moves, LudusMove, i)));
  ludus_cli_print_json (node);
  return LUDUS_CLI_EXIT_OK;
}

/* MOVE is a move in JSON, or the index of one of the seat's legal moves.
 * Returns a LudusCliExit after printing any error. */
static int
parse_move (LudusMatch *match,
            guint       seat,
            const char *text,
            LudusMove  *move)
{
  LudusGame *game = ludus_match_get_game (match);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (text, &error);
  gint64 index;

  if (node == NULL)
    return ludus_cli_usage_error ("apply", _("The move “%s” is not JSON: %s"), text,
                                  error ? error->message : _("it is empty"));
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      if (ludus_game_move_from_json (game, node, move, &error))
        return LUDUS_CLI_EXIT_OK;
      return ludus_cli_usage_error ("apply", _("The move “%s” is malformed: %s"), text,
                                    error->message);
    }

  index = json_node_get_int (node);
  ludus_game_legal_moves (game, ludus_match_get_state (match), seat, moves);
  if (index < 0 || index >= moves->len)
    return ludus_cli_error (LUDUS_CLI_EXIT_ILLEGAL_MOVE,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "Seat %u has %u legal move; there is no move %s",
                                         "Seat %u has %u legal moves; there is no move %s",
                                         moves->len),
                            seat + 1, moves->len, text);
  *move = g_array_index (moves, LudusMove, index);
  return LUDUS_CLI_EXIT_OK;
}

static int
apply_and_save (LudusMatch      *match,
                const char      *path,
                guint            seat,
                const LudusMove *move)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ludus_game_move_to_string (ludus_match_get_game (match), move);
  g_autofree char *description = NULL;
  g_auto(GStrv) automatic = NULL;
  guint index = ludus_match_get_n_moves (match);

  if (!ludus_match_apply (match, seat, move, &error))
    return ludus_cli_error (LUDUS_CLI_EXIT_ILLEGAL_MOVE,
                            _("Seat %u cannot play %s now: %s; %s is unchanged"),
                            seat + 1, text, error->message, path);

  /* The whole file is replaced at once: on failure the old one is intact. */
  if (!ludus_match_save (match, path, &error))
    return ludus_cli_error (ludus_cli_save_status (error), "%s", error->message);

  description = ludus_match_describe_move (match, index, (int) seat);
  automatic = ludus_match_describe_automatic_moves (match, index, (int) seat);
  /* Translators: after “ludus-cli apply”: the move's number, the seat and what it did. */
  g_print (_("Move %u, seat %u: %s\n"), index + 1, seat + 1, description);
  for (guint k = 0; automatic[k] != NULL; k++)
    g_print ("  %s\n", automatic[k]);
  return LUDUS_CLI_EXIT_OK;
}

int
ludus_cli_apply (int    argc,
                 char **argv)
{
  int player = UNSET;
  const GOptionEntry entries[] = {
    { "player", 'p', 0, G_OPTION_ARG_INT, &player,
      N_("Play as seat N (default: the first seat that must act)"), N_("N") },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(LudusRegistry) registry = NULL;
  g_autoptr(LudusMatch) match = NULL;
  LudusMove move;
  guint seat;
  int status;

  context = ludus_cli_option_context ("apply", _("FILE MOVE"),
                                      _("Plays MOVE in the saved match FILE and saves the match "
                                        "back, replacing the file at once. MOVE is a move in "
                                        "JSON, {\"kind\": …, \"args\": […]}, or its index in "
                                        "the list “ludus-cli moves” prints. An illegal move "
                                        "leaves the file untouched."), entries);
  if (!ludus_cli_parse (context, &argc, &argv))
    return LUDUS_CLI_EXIT_USAGE;
  if (argc != 3)
    return ludus_cli_usage_error ("apply", _("Give the save file and the move"));

  registry = ludus_cli_load_registry ();
  match = ludus_cli_load_match (registry, argv[1], &status);
  if (match == NULL)
    return status;
  if (!choose_player ("apply", match, player, &seat))
    return LUDUS_CLI_EXIT_USAGE;
  if ((status = parse_move (match, seat, argv[2], &move)) != LUDUS_CLI_EXIT_OK)
    return status;

  return apply_and_save (match, argv[1], seat, &move);
}
