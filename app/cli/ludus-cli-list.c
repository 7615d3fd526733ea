/* ludus-cli-list.c: `ludus-cli list` — the installed games and the broken plugins
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#ifdef HAVE_DLADDR
#define _GNU_SOURCE 1
#include <dlfcn.h>
#endif
#include <glib/gi18n.h>

#include "ludus-cli-private.h"

/* The module file a game's code was loaded from, found from the address of
 * its rules table (or of one of its functions); NULL for a game linked into
 * the program. */
static char *
game_module_path (LudusGame *game)
{
#ifdef HAVE_DLADDR
  const void *code = (const void *) LUDUS_GAME_GET_IFACE (game)->get_id;
  Dl_info info;

  if (LUDUS_IS_RULES_GAME (game))
    code = ludus_rules_game_get_rules (LUDUS_RULES_GAME (game));
  if (dladdr (code, &info) != 0 && info.dli_fname != NULL)
    return g_canonicalize_filename (info.dli_fname, NULL);
#endif
  return NULL;
}

static JsonNode *
flags_to_json (LudusGameFlags flags)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  if (flags & LUDUS_GAME_HIDDEN_INFORMATION)
    json_builder_add_string_value (builder, "hidden-information");
  if (flags & LUDUS_GAME_SIMULTANEOUS)
    json_builder_add_string_value (builder, "simultaneous");
  if (flags & LUDUS_GAME_RANDOMNESS)
    json_builder_add_string_value (builder, "randomness");
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static JsonNode *
options_to_json (LudusGame *game)
{
  static const char *const types[] = { "boolean", "choice", "integer", "seat" };
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint n;
  const LudusOption *options = ludus_game_get_options (game, &n);

  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, options[i].id);
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, ludus_gettext (options[i].label));
      json_builder_set_member_name (builder, "type");
      json_builder_add_string_value (builder, types[options[i].type]);
      json_builder_set_member_name (builder, "default");
      json_builder_add_int_value (builder, options[i].default_value);
      if (options[i].type == LUDUS_OPTION_INTEGER)
        {
          json_builder_set_member_name (builder, "min");
          json_builder_add_int_value (builder, options[i].min);
          json_builder_set_member_name (builder, "max");
          json_builder_add_int_value (builder, options[i].max);
        }
      if (options[i].type == LUDUS_OPTION_CHOICE && options[i].choices != NULL)
        {
          json_builder_set_member_name (builder, "choices");
          json_builder_begin_array (builder);
          for (guint c = 0; options[i].choices[c] != NULL; c++)
            json_builder_add_string_value (builder, ludus_gettext (options[i].choices[c]));
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static void
add_game_json (JsonBuilder *builder,
               LudusGame   *game)
{
  g_autofree char *name = ludus_game_get_name (game);
  g_autofree char *summary = ludus_game_get_summary (game);
  g_autofree char *path = game_module_path (game);
  guint min_players, max_players;

  ludus_game_get_player_range (game, &min_players, &max_players);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, ludus_game_get_id (game));
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, name);
  json_builder_set_member_name (builder, "summary");
  json_builder_add_string_value (builder, summary);
  json_builder_set_member_name (builder, "rules_version");
  json_builder_add_int_value (builder, ludus_game_get_rules_version (game));
  json_builder_set_member_name (builder, "min_players");
  json_builder_add_int_value (builder, min_players);
  json_builder_set_member_name (builder, "max_players");
  json_builder_add_int_value (builder, max_players);
  json_builder_set_member_name (builder, "flags");
  json_builder_add_value (builder, flags_to_json (ludus_game_get_flags (game)));
  json_builder_set_member_name (builder, "options");
  json_builder_add_value (builder, options_to_json (game));
  json_builder_set_member_name (builder, "module");
  if (path != NULL)
    json_builder_add_string_value (builder, path);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
}

static void
add_failures_json (JsonBuilder *builder,
                   GPtrArray   *failures)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < failures->len; i++)
    {
      LudusPluginFailure *failure = g_ptr_array_index (failures, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "path");
      json_builder_add_string_value (builder, failure->path);
      json_builder_set_member_name (builder, "error");
      json_builder_add_string_value (builder, failure->error->message);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
print_json (LudusRegistry *registry)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  GPtrArray *games = ludus_registry_get_games (registry);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  for (guint i = 0; i < games->len; i++)
    add_game_json (builder, g_ptr_array_index (games, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "unavailable");
  add_failures_json (builder, ludus_registry_get_failures (registry));
  json_builder_set_member_name (builder, "plugin_dir");
  json_builder_add_string_value (builder, ludus_registry_get_install_dir ());
  json_builder_set_member_name (builder, "locale_dir");
  json_builder_add_string_value (builder, ludus_i18n_get_localedir ());
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  ludus_cli_print_json (root);
}

typedef struct
{
  char *id;
  char *name;
  char *players;
  char *flags;
} GameRow;

static void
game_row_clear (GameRow *row)
{
  g_free (row->id);
  g_free (row->name);
  g_free (row->players);
  g_free (row->flags);
}

static void
print_games (GPtrArray *games)
{
  g_autofree GameRow *rows = g_new0 (GameRow, MAX (games->len, 1));
  guint widths[3] = { 0, 0, 0 };

  for (guint i = 0; i < games->len; i++)
    {
      LudusGame *game = g_ptr_array_index (games, i);
      guint min_players, max_players;

      ludus_game_get_player_range (game, &min_players, &max_players);
      rows[i].id = g_strdup (ludus_game_get_id (game));
      rows[i].name = ludus_game_get_name (game);
      rows[i].players = ludus_cli_describe_players (min_players, max_players);
      rows[i].flags = ludus_cli_describe_flags (ludus_game_get_flags (game));
      widths[0] = MAX (widths[0], ludus_cli_text_width (rows[i].id));
      widths[1] = MAX (widths[1], ludus_cli_text_width (rows[i].name));
      widths[2] = MAX (widths[2], ludus_cli_text_width (rows[i].players));
    }

  for (guint i = 0; i < games->len; i++)
    {
      g_autofree char *id = ludus_cli_pad (rows[i].id, widths[0]);
      g_autofree char *name = ludus_cli_pad (rows[i].name, widths[1]);
      g_autofree char *players = ludus_cli_pad (rows[i].players, widths[2]);

      g_print ("  %s  %s  %s  %s\n", id, name, players, rows[i].flags);
      game_row_clear (&rows[i]);
    }
}

static void
print_text (LudusRegistry *registry)
{
  GPtrArray *games = ludus_registry_get_games (registry);
  GPtrArray *failures = ludus_registry_get_failures (registry);

  if (games->len > 0)
    {
      g_print ("%s\n", _("Installed games:"));
      print_games (games);
    }
  else
    g_print ("%s\n", _("No games are installed."));

  if (failures->len == 0)
    return;

  g_print ("\n%s\n", _("Unavailable plugins:"));
  for (guint i = 0; i < failures->len; i++)
    {
      LudusPluginFailure *failure = g_ptr_array_index (failures, i);

      g_print ("  %s\n    %s\n", failure->path, failure->error->message);
    }
}

int
ludus_cli_list (int    argc,
                char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON for programs"), NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(LudusRegistry) registry = NULL;

  context = ludus_cli_option_context ("list", NULL, _("Lists the installed games with their "
                                                      "player counts and properties, and the "
                                                      "plugins that could not be loaded with the "
                                                      "reason. Plugins are looked for in "
                                                      "LUDUS_PLUGIN_PATH, then beside the "
                                                      "program."), entries);
  if (!ludus_cli_parse (context, &argc, &argv))
    return LUDUS_CLI_EXIT_USAGE;
  if (argc > 1)
    return ludus_cli_usage_error ("list", _("Unexpected argument “%s”"), argv[1]);

  registry = ludus_cli_load_registry ();
  if (json)
    print_json (registry);
  else
    print_text (registry);
  return LUDUS_CLI_EXIT_OK;
}
