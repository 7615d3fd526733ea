/* ludus-i18n.h: the interface language, chosen at start-up and switched live
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * Sets the locale from the environment (falling back to C.UTF-8, since
 * LANGUAGE is ignored under the C locale), binds the "ludus" domain to the
 * locale directory (LUDUS_LOCALEDIR if set, else the one relative to the
 * executable, else the configured one) with UTF-8 output. Call first in main().
 */
void                ludus_i18n_init            (void);

/*
 * Switches the interface language at once: "" or NULL follows the system,
 * "en", "ru", "de" or "cs" force one. Sets LANGUAGE and resets gettext's
 * catalogue cache; strings fetched afterwards are in the new language.
 * Callers rebuild what they show.
 */
void                ludus_i18n_set_language    (const char *code);
/* The code last set ("" for the system). */
const char         *ludus_i18n_get_language    (void);
/* The codes Ludus ships, NULL-terminated: "en", "ru", "de", "cs". */
const char *const  *ludus_i18n_get_languages   (void);
/* A language's name in its own language ("Русский"), for the Preferences. */
const char         *ludus_i18n_get_native_name (const char *code);
/* The directory the catalogues were bound to. */
const char         *ludus_i18n_get_localedir   (void);

G_END_DECLS
