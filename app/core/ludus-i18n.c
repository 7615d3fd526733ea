/* ludus-i18n.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "ludus-game.h"
#include "ludus-i18n.h"

static char *current_language;
static char *bound_localedir;

static const char *const languages[] = { "en", "ru", "de", "cs", NULL };

static char *
find_localedir (void)
{
  const char *env = g_getenv ("LUDUS_LOCALEDIR");
  g_autofree char *exe = NULL;

  if (env != NULL && *env != '\0')
    return g_strdup (env);

  /* Relative to the executable, so that a moved install tree finds its
   * catalogues as it finds its plugins. */
  exe = g_file_read_link ("/proc/self/exe", NULL);
  if (exe != NULL)
    {
      g_autofree char *bindir = g_path_get_dirname (exe);
      g_autofree char *candidate = g_build_filename (bindir, LUDUS_LOCALEDIR_FROM_BINDIR, NULL);
      g_autofree char *probe = g_build_filename (candidate, "ru", "LC_MESSAGES",
                                                 GETTEXT_PACKAGE ".mo", NULL);

      if (g_file_test (probe, G_FILE_TEST_EXISTS))
        return g_canonicalize_filename (candidate, NULL);
    }

  return g_strdup (LOCALEDIR);
}

/*
 * GLib's g_dgettext () decides once per process, at its first call, whether
 * to translate at all, and decides not to when the default domain has no
 * catalogue for the language in effect then (C.UTF-8, or a language Ludus
 * does not ship, such as French). A later switch to Russian would then do
 * nothing. Make that first call here, under a language Ludus ships, so the
 * decision is "translate"; lookups of languages without a catalogue still
 * fall back to English.
 */
static void
settle_glib_translation (void)
{
  g_autofree char *saved = g_strdup (g_getenv ("LANGUAGE"));

  g_setenv ("LANGUAGE", "ru", TRUE);
  textdomain (textdomain (NULL));
  /* Through ludus_gettext (), which is g_dgettext (); "Ludus" is no message
   * of the catalogue and needs none. */
  (void) ludus_gettext ("Ludus");

  if (saved != NULL)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  textdomain (textdomain (NULL));
}

void
ludus_i18n_init (void)
{
  const char *loc = setlocale (LC_ALL, "");

  /* LANGUAGE is ignored under the C locale; C.UTF-8 honours it. */
  if (loc == NULL || g_str_equal (loc, "C") || g_str_equal (loc, "POSIX"))
    setlocale (LC_ALL, "C.UTF-8");

  g_clear_pointer (&bound_localedir, g_free);
  bound_localedir = find_localedir ();
  bindtextdomain (GETTEXT_PACKAGE, bound_localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  settle_glib_translation ();
}

void
ludus_i18n_set_language (const char *code)
{
  static char *system_language;
  static gboolean system_saved;

  if (!system_saved)
    {
      system_language = g_strdup (g_getenv ("LANGUAGE"));
      system_saved = TRUE;
    }

  g_free (current_language);
  current_language = g_strdup (code != NULL ? code : "");

  if (*current_language != '\0')
    g_setenv ("LANGUAGE", current_language, TRUE);
  else if (system_language != NULL)
    g_setenv ("LANGUAGE", system_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");

  /* Make gettext drop its cached catalogues (the documented way to notice
   * a change of LANGUAGE). */
  setlocale (LC_MESSAGES, "");
  if (setlocale (LC_MESSAGES, NULL) == NULL ||
      g_str_equal (setlocale (LC_MESSAGES, NULL), "C"))
    setlocale (LC_MESSAGES, "C.UTF-8");
  textdomain (textdomain (NULL));
}

const char *
ludus_i18n_get_language (void)
{
  return current_language != NULL ? current_language : "";
}

const char *const *
ludus_i18n_get_languages (void)
{
  return languages;
}

const char *
ludus_i18n_get_native_name (const char *code)
{
  if (code == NULL || *code == '\0')
    return NULL;
  if (g_str_equal (code, "en"))
    return "English";
  if (g_str_equal (code, "ru"))
    return "Русский";
  if (g_str_equal (code, "de"))
    return "Deutsch";
  if (g_str_equal (code, "cs"))
    return "Čeština";
  return code;
}

const char *
ludus_i18n_get_localedir (void)
{
  return bound_localedir != NULL ? bound_localedir : LOCALEDIR;
}
