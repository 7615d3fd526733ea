/* ludus-cli-common.c: option parsing, errors, loading games and saves, output
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdarg.h>
#include <string.h>

#include "ludus-cli-private.h"

/**
 * ludus_cli_exit_status_help:
 *
 * Returns: (transfer full): the translated list of exit statuses, for --help
 */
char *
ludus_cli_exit_status_help (void)
{
  const struct { int status; const char *text; } statuses[] = {
    { LUDUS_CLI_EXIT_OK,           N_("success") },
    { LUDUS_CLI_EXIT_FAILED,       N_("a game failed during play or measurement") },
    { LUDUS_CLI_EXIT_USAGE,        N_("wrong command line: unknown command, option, game or value") },
    { LUDUS_CLI_EXIT_IO,           N_("a file could not be read or written") },
    { LUDUS_CLI_EXIT_NOT_JSON,     N_("the file is not JSON") },
    { LUDUS_CLI_EXIT_TRUNCATED,    N_("the file is empty or cut off") },
    { LUDUS_CLI_EXIT_NOT_A_SAVE,   N_("the file is JSON but not a well-formed Ludus save") },
    { LUDUS_CLI_EXIT_NEWER,        N_("the save needs a newer Ludus (format or rules version)") },
    { LUDUS_CLI_EXIT_UNKNOWN_GAME, N_("the save’s game is not installed") },
    { LUDUS_CLI_EXIT_ILLEGAL_MOVE, N_("a move cannot be played") },
    { LUDUS_CLI_EXIT_SNAPSHOT,     N_("the saved position does not match its moves") },
    { LUDUS_CLI_EXIT_OTHER_DATA,   N_("the match was played with the built-in component data, "
                                      "and an override is in use") },
  };
  GString *text = g_string_new (_("Exit status:"));

  g_string_append_c (text, '\n');
  for (guint i = 0; i < G_N_ELEMENTS (statuses); i++)
    g_string_append_printf (text, "  %2d  %s\n", statuses[i].status, _(statuses[i].text));
  return g_string_free (text, FALSE);
}

/**
 * ludus_cli_option_context:
 * @command: the command's name
 * @parameters: (nullable): its translated parameters ("GAME", "FILE")
 * @summary: its translated one-line summary
 * @entries: its options, labels marked with N_()
 *
 * Returns: (transfer full): a context whose help is translated at display time
 */
GOptionContext *
ludus_cli_option_context (const char         *command,
                          const char         *parameters,
                          const char         *summary,
                          const GOptionEntry *entries)
{
  g_autofree char *prgname = g_strconcat ("ludus-cli ", command, NULL);
  g_autofree char *exits = ludus_cli_exit_status_help ();
  GOptionContext *context = g_option_context_new (parameters);

  /* The usage line reads “ludus-cli COMMAND [OPTION…] PARAMETERS”. */
  g_set_prgname (prgname);

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  g_option_context_set_description (context, exits);
  return context;
}

/**
 * ludus_cli_parse:
 *
 * Parses; on an error prints it with a pointer to --help.
 */
gboolean
ludus_cli_parse (GOptionContext  *context,
                 int             *argc,
                 char          ***argv)
{
  g_autoptr(GError) error = NULL;

  const char *prgname = g_get_prgname ();

  if (g_option_context_parse (context, argc, argv, &error))
    return TRUE;

  /* Each command's context named the program “ludus-cli COMMAND”. */
  if (prgname != NULL && g_str_has_prefix (prgname, "ludus-cli "))
    ludus_cli_usage_error (prgname + strlen ("ludus-cli "), "%s", error->message);
  else
    ludus_cli_usage_error (NULL, "%s", error->message);
  return FALSE;
}

/* Messages quote file names and values from files; a control character in one must not
 * reach the terminal as such (an escape sequence could retitle it or hide text). */
static void
print_error_line (const char *message)
{
  g_autoptr(GString) safe = g_string_new (NULL);

  for (const char *p = message; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
        g_string_append_printf (safe, "\\x%02x", c);
      else
        g_string_append_c (safe, (char) c);
    }
  g_printerr ("ludus-cli: %s\n", safe->str);
}

int
ludus_cli_usage_error (const char *command,
                       const char *format,
                       ...)
{
  g_autofree char *message = NULL;
  g_autofree char *hint = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  print_error_line (message);
  if (command != NULL)
    /* Translators: %s is a ludus-cli command such as “play”. */
    hint = g_strdup_printf (_("Run “ludus-cli %s --help” for its usage."), command);
  else
    hint = g_strdup (_("Run “ludus-cli --help” for the usage."));
  g_printerr ("%s\n", hint);
  return LUDUS_CLI_EXIT_USAGE;
}

int
ludus_cli_error (int         status,
                 const char *format,
                 ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  print_error_line (message);
  return status;
}

/* The registry warns about each plugin it cannot use; ludus-cli reports
 * those itself (`list` shows them, other commands mention them when a game
 * is missing), so while loading the warnings are dropped. (A log handler
 * must not log: GLib aborts on recursive logging.) */
static void
drop_warning (const char     *domain,
              GLogLevelFlags  level,
              const char     *message,
              gpointer        user_data)
{
}

/**
 * ludus_cli_load_registry:
 *
 * Returns: (transfer full): the installed games and those on LUDUS_PLUGIN_PATH
 */
LudusRegistry *
ludus_cli_load_registry (void)
{
  LudusRegistry *registry = ludus_registry_new ();
  guint handler = g_log_set_handler ("Ludus", G_LOG_LEVEL_WARNING, drop_warning, NULL);

  ludus_registry_load_default (registry);
  g_log_remove_handler ("Ludus", handler);
  return registry;
}

/**
 * ludus_cli_find_game:
 *
 * Returns: (transfer none) (nullable): the game, or %NULL after printing
 *   which games there are and which plugins failed
 */
LudusGame *
ludus_cli_find_game (LudusRegistry *registry,
                     const char    *id)
{
  LudusGame *game = ludus_registry_lookup (registry, id);
  GPtrArray *games = ludus_registry_get_games (registry);
  GPtrArray *failures = ludus_registry_get_failures (registry);
  g_autoptr(GString) ids = g_string_new (NULL);

  if (game != NULL)
    return game;

  for (guint i = 0; i < games->len; i++)
    g_string_append_printf (ids, "%s%s", i ? ", " : "",
                            ludus_game_get_id (g_ptr_array_index (games, i)));

  if (games->len > 0)
    ludus_cli_error (LUDUS_CLI_EXIT_USAGE, _("There is no game “%s”; the installed games are: %s"),
                     id, ids->str);
  else
    ludus_cli_error (LUDUS_CLI_EXIT_USAGE, _("There is no game “%s”: no games are installed"), id);

  if (failures->len > 0)
    g_printerr (g_dngettext (GETTEXT_PACKAGE,
                             "%u plugin could not be loaded; “ludus-cli list” says why.\n",
                             "%u plugins could not be loaded; “ludus-cli list” says why.\n",
                             failures->len),
                failures->len);
  return NULL;
}

/**
 * ludus_cli_save_status:
 *
 * Returns: the exit status for an error of loading or saving a match
 */
int
ludus_cli_save_status (const GError *error)
{
  if (error->domain != LUDUS_SAVE_ERROR)
    return LUDUS_CLI_EXIT_FAILED;

  switch ((LudusSaveError) error->code)
    {
    case LUDUS_SAVE_ERROR_IO:
      return LUDUS_CLI_EXIT_IO;
    case LUDUS_SAVE_ERROR_NOT_JSON:
      return LUDUS_CLI_EXIT_NOT_JSON;
    case LUDUS_SAVE_ERROR_TRUNCATED:
      return LUDUS_CLI_EXIT_TRUNCATED;
    case LUDUS_SAVE_ERROR_SHAPE:
    case LUDUS_SAVE_ERROR_NOT_A_SAVE:
    case LUDUS_SAVE_ERROR_TOO_LARGE:
    case LUDUS_SAVE_ERROR_TOO_DEEP:
      return LUDUS_CLI_EXIT_NOT_A_SAVE;
    case LUDUS_SAVE_ERROR_NEWER_FORMAT:
    case LUDUS_SAVE_ERROR_RULES_VERSION:
      return LUDUS_CLI_EXIT_NEWER;
    case LUDUS_SAVE_ERROR_UNKNOWN_GAME:
      return LUDUS_CLI_EXIT_UNKNOWN_GAME;
    case LUDUS_SAVE_ERROR_ILLEGAL_MOVE:
      return LUDUS_CLI_EXIT_ILLEGAL_MOVE;
    case LUDUS_SAVE_ERROR_SNAPSHOT_MISMATCH:
      return LUDUS_CLI_EXIT_SNAPSHOT;
    case LUDUS_SAVE_ERROR_OTHER_DATA:
      return LUDUS_CLI_EXIT_OTHER_DATA;
    default:
      return LUDUS_CLI_EXIT_FAILED;
    }
}

/**
 * ludus_cli_load_match:
 * @status: (out): the exit status on failure
 *
 * Returns: (transfer full) (nullable): the match, or %NULL after printing why
 */
LudusMatch *
ludus_cli_load_match (LudusRegistry *registry,
                      const char    *path,
                      int           *status)
{
  g_autoptr(GError) error = NULL;
  LudusMatch *match = ludus_match_load (registry, path, &error);

  if (match != NULL)
    return match;

  *status = ludus_cli_error (ludus_cli_save_status (error), "%s", error->message);
  return NULL;
}

/**
 * ludus_cli_parse_seat:
 * @seat: a seat number as given on the command line, 1 to @n_seats
 * @out: (out): the seat index, 0 to @n_seats - 1
 *
 * Returns: %FALSE after printing a usage error
 */
gboolean
ludus_cli_parse_seat (const char *command,
                      int         seat,
                      guint       n_seats,
                      guint      *out)
{
  if (seat < 1 || (guint) seat > n_seats)
    {
      ludus_cli_usage_error (command, _("Seat %d does not exist: this match has seats 1 to %u"),
                             seat, n_seats);
      return FALSE;
    }
  *out = (guint) seat - 1;
  return TRUE;
}

/**
 * ludus_cli_default_actor:
 *
 * Returns: the lowest-numbered seat that must act, or 0 if none must
 */
guint
ludus_cli_default_actor (LudusGame        *game,
                         const LudusState *state)
{
  guint actors = ludus_game_get_actors (game, state);

  return actors != 0 ? (guint) g_bit_nth_lsf (actors, -1) : 0;
}

void
ludus_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, node);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

/* Columns are counted in characters; wide (East Asian) ones count twice. */
guint
ludus_cli_text_width (const char *text)
{
  guint width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    width += g_unichar_iswide (g_utf8_get_char (p)) ? 2 : 1;
  return width;
}

/**
 * ludus_cli_pad:
 *
 * Returns: (transfer full): @text followed by spaces up to @width columns
 */
char *
ludus_cli_pad (const char *text,
               guint       width)
{
  guint have = ludus_cli_text_width (text);
  GString *padded = g_string_new (text);

  for (guint i = have; i < width; i++)
    g_string_append_c (padded, ' ');
  return g_string_free (padded, FALSE);
}

/**
 * ludus_cli_describe_flags:
 *
 * Returns: (transfer full): the game's flags in words, or a dash
 */
char *
ludus_cli_describe_flags (LudusGameFlags flags)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new ();

  if (flags & LUDUS_GAME_HIDDEN_INFORMATION)
    g_ptr_array_add (words, _("hidden information"));
  if (flags & LUDUS_GAME_SIMULTANEOUS)
    g_ptr_array_add (words, _("simultaneous decisions"));
  if (flags & LUDUS_GAME_RANDOMNESS)
    g_ptr_array_add (words, _("randomness"));
  if (words->len == 0)
    return g_strdup ("—");
  g_ptr_array_add (words, NULL);
  /* Translators: the separator between a game's properties in “ludus-cli list”. */
  return g_strjoinv (_(", "), (char **) words->pdata);
}

/**
 * ludus_cli_describe_players:
 *
 * Returns: (transfer full): "2–4 players", "1 player" and so on
 */
char *
ludus_cli_describe_players (guint min_players,
                            guint max_players)
{
  if (min_players == max_players)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players",
                                         max_players), max_players);
  /* Translators: a range of player counts; the plural follows the larger one. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u–%u player", "%u–%u players",
                                       max_players), min_players, max_players);
}

/* Reads "yes", "no", "true", "false", "on", "off", "1" and "0". */
static gboolean
parse_boolean (const char *text,
               int        *value)
{
  static const char *const yes[] = { "1", "true", "yes", "on" };
  static const char *const no[] = { "0", "false", "no", "off" };

  for (guint i = 0; i < G_N_ELEMENTS (yes); i++)
    {
      if (g_ascii_strcasecmp (text, yes[i]) == 0)
        return (*value = 1, TRUE);
      if (g_ascii_strcasecmp (text, no[i]) == 0)
        return (*value = 0, TRUE);
    }
  return FALSE;
}

/* A choice by its index or by its English label, ignoring case. */
static gboolean
parse_choice (const LudusOption *option,
              const char        *text,
              int               *value)
{
  guint64 index;

  for (guint c = 0; option->choices != NULL && option->choices[c] != NULL; c++)
    if (g_ascii_strcasecmp (option->choices[c], text) == 0 ||
        g_utf8_collate (ludus_gettext (option->choices[c]), text) == 0)
      return (*value = (int) c, TRUE);

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT, &index, NULL))
    return FALSE;
  for (guint c = 0; option->choices != NULL && option->choices[c] != NULL; c++)
    if (c == index)
      return (*value = (int) c, TRUE);
  return FALSE;
}

static gboolean
parse_option_value (const LudusOption *option,
                    const char        *text,
                    int               *value)
{
  gint64 number;

  switch (option->type)
    {
    case LUDUS_OPTION_BOOLEAN:
      return parse_boolean (text, value);
    case LUDUS_OPTION_CHOICE:
      return parse_choice (option, text, value);
    case LUDUS_OPTION_INTEGER:
      if (!g_ascii_string_to_signed (text, 10, option->min, option->max, &number, NULL))
        return FALSE;
      *value = (int) number;
      return TRUE;
    case LUDUS_OPTION_SEAT:
      /* A seat by its number, from 1 as everywhere in ludus-cli, or "random". */
      if (g_ascii_strcasecmp (text, "random") == 0)
        return (*value = -1, TRUE);
      if (!g_ascii_string_to_signed (text, 10, 1, LUDUS_MAX_PLAYERS, &number, NULL))
        return FALSE;
      *value = (int) number - 1;
      return TRUE;
    default:
      return FALSE;
    }
}

/**
 * ludus_cli_parse_options:
 * @assignments: (nullable): "KEY=VALUE" strings from --option
 *
 * Applies each assignment to the game's defaults.
 *
 * Returns: (transfer full) (nullable): the values, or %NULL after printing a usage error
 */
int *
ludus_cli_parse_options (const char  *command,
                         LudusGame   *game,
                         char       **assignments)
{
  guint n;
  const LudusOption *options = ludus_game_get_options (game, &n);
  g_autofree int *values = ludus_game_default_options (game);

  for (guint a = 0; assignments != NULL && assignments[a] != NULL; a++)
    {
      g_auto(GStrv) pair = g_strsplit (assignments[a], "=", 2);
      guint i;

      if (pair[0] == NULL || pair[1] == NULL)
        {
          ludus_cli_usage_error (command, _("“%s” is not of the form KEY=VALUE"), assignments[a]);
          return NULL;
        }
      for (i = 0; i < n && !g_str_equal (options[i].id, pair[0]); i++)
        ;
      if (i == n)
        {
          ludus_cli_usage_error (command, _("%s has no option “%s”; “ludus-cli list --json” "
                                           "shows its options"),
                                 ludus_game_get_id (game), pair[0]);
          return NULL;
        }
      if (!parse_option_value (&options[i], pair[1], &values[i]))
        {
          ludus_cli_usage_error (command, _("“%s” is not a valid value for the option “%s”"),
                                 pair[1], pair[0]);
          return NULL;
        }
    }

  return g_steal_pointer (&values);
}

/**
 * ludus_cli_parse_seed:
 * @text: (nullable): the --seed argument
 *
 * Parses --seed, or draws a seed when there is none.
 *
 * Returns: %FALSE after printing a usage error
 */
gboolean
ludus_cli_parse_seed (const char *command,
                      const char *text,
                      guint64    *seed)
{
  if (text == NULL)
    {
      *seed = ((guint64) g_random_int () << 32) | g_random_int ();
      return TRUE;
    }
  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, NULL))
    return TRUE;
  ludus_cli_usage_error (command, _("The seed must be a whole number from 0 to %s, not “%s”"),
                         "18446744073709551615", text);
  return FALSE;
}

static const char *const seat_colours[LUDUS_MAX_PLAYERS] = {
  "#c01c28", "#1c71d8", "#26a269", "#e5a50a", "#813d9c", "#63452c",
};

/* A match of computer seats at the default level, named by their numbers. */
LudusMatch *
ludus_cli_new_match (LudusGame  *game,
                     guint       n_players,
                     guint64     seed,
                     const int  *options,
                     GError    **error)
{
  LudusSeat seats[LUDUS_MAX_PLAYERS] = { { 0 } };
  char *names[LUDUS_MAX_PLAYERS] = { NULL };
  LudusMatch *match;

  for (guint i = 0; i < n_players; i++)
    {
      /* Translators: the name of a computer seat in ludus-cli; %u is its number. */
      names[i] = g_strdup_printf (_("Seat %u"), i + 1);
      seats[i].name = names[i];
      seats[i].colour = (char *) seat_colours[i];
      seats[i].kind = LUDUS_SEAT_COMPUTER;
      seats[i].deal_setup = FALSE;
      seats[i].level = LUDUS_LEVEL_DEFAULT;
    }
  match = ludus_match_new (game, n_players, seats, seed, options, FALSE, error);
  for (guint i = 0; i < n_players; i++)
    g_free (names[i]);
  return match;
}
