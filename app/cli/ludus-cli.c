/* ludus-cli.c: the headless player — list games, play random matches,
 * check, inspect and extend saves, and measure the engines
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib, GIO, json-glib and libludus-core only: it never initialises GTK and
 * runs without a display. Each command parses its own options with a
 * GOptionContext; `ludus-cli COMMAND --help` shows them.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

#include "ludus-cli-private.h"

typedef struct
{
  const char          *name;
  const char          *summary;   /* N_() */
  LudusCliCommandFunc  func;
} LudusCliCommand;

static const LudusCliCommand commands[] = {
  { "list",       N_("List the installed games and the plugins that could not be loaded"),
    ludus_cli_list },
  { "play",       N_("Play a seeded match with random moves for every seat"),
    ludus_cli_play },
  { "validate",   N_("Check that a save file loads, replaying every move"),
    ludus_cli_validate },
  { "state",      N_("Print a saved match’s position as JSON"),
    ludus_cli_state },
  { "moves",      N_("Print the legal moves in a saved match as JSON"),
    ludus_cli_moves },
  { "apply",      N_("Play one move in a saved match and save it"),
    ludus_cli_apply },
  { "bench",      N_("Measure how fast a game’s engine plays random games"),
    ludus_cli_bench },
  { "bench-save", N_("Measure saving and loading a long match"),
    ludus_cli_bench_save },
  { "arena",      N_("Play computer players against each other and compare them"),
    ludus_cli_arena },
};

static char *
commands_help (void)
{
  GString *text = g_string_new (_("Commands:"));
  guint width = 0;

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    width = MAX (width, (guint) strlen (commands[i].name));

  g_string_append_c (text, '\n');
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (text, "  %-*s  %s\n", (int) width, commands[i].name,
                            _(commands[i].summary));
  g_string_append_c (text, '\n');
  /* Translators: the last line of the list of commands in ludus-cli --help. */
  g_string_append (text, _("Run “ludus-cli COMMAND --help” for a command’s options."));
  return g_string_free (text, FALSE);
}

/* The top-level context: only --help and --version, the rest is the
 * command's. */
static int
parse_top_level (int    *argc,
                 char ***argv)
{
  gboolean version = FALSE;
  const GOptionEntry entries[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, &version, N_("Show the version and exit"), NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *summary = commands_help ();
  g_autofree char *exits = ludus_cli_exit_status_help ();

  /* Translators: the parameters of ludus-cli, shown after “Usage: ludus-cli”. */
  context = g_option_context_new (_("COMMAND [ARGUMENT…]"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  g_option_context_set_description (context, exits);
  /* Options after the command belong to the command. */
  g_option_context_set_strict_posix (context, TRUE);

  if (!ludus_cli_parse (context, argc, argv))
    return LUDUS_CLI_EXIT_USAGE;

  if (version)
    {
      g_print ("ludus-cli %s\n", PACKAGE_VERSION);
      return LUDUS_CLI_EXIT_OK;
    }

  if (*argc < 2)
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      g_printerr ("%s", help);
      return LUDUS_CLI_EXIT_USAGE;
    }

  return -1;
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ludus_i18n_init ();

  status = parse_top_level (&argc, &argv);
  if (status >= 0)
    return status;

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].func (argc - 1, argv + 1);

  return ludus_cli_usage_error (NULL, _("“%s” is not a ludus-cli command"), argv[1]);
}
