/* ludus-rules-page.h: a game's rules, readable and scrollable
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Public for the whole shell: the gallery shows a game's rules with
 * ludus_rules_page_new (game) (a widget to put in a page or dialog), or with
 * ludus_rules_window_new (game, parent) (a window of its own, as the match page's
 * "match.rules" action opens).
 */

#pragma once

#include <adwaita.h>

#include "ludus.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_RULES_PAGE (ludus_rules_page_get_type ())
G_DECLARE_FINAL_TYPE (LudusRulesPage, ludus_rules_page, LUDUS, RULES_PAGE, GtkWidget)

GtkWidget  *ludus_rules_page_new          (LudusGame      *game);
LudusGame  *ludus_rules_page_get_game     (LudusRulesPage *self);
/* Brings a section into view and marks it (see ludus_game_get_rules_section ()); FALSE if the
 * page has no section of that id. */
gboolean    ludus_rules_page_show_section (LudusRulesPage *self,
                                           const char     *id);
/* The id of the section marked last, or NULL. */
const char *ludus_rules_page_get_section  (LudusRulesPage *self);
/* Shows only the sections that mention every word of text ("" shows all); returns how many. */
guint       ludus_rules_page_search       (LudusRulesPage *self,
                                           const char     *text);

/* A window titled with the game's name that holds a rules page; parent may be NULL. */
GtkWindow  *ludus_rules_window_new        (LudusGame      *game,
                                           GtkWindow      *parent);
/* The same, open at a section (NULL: the top). */
GtkWindow  *ludus_rules_window_new_at     (LudusGame      *game,
                                           GtkWindow      *parent,
                                           const char     *section);

G_END_DECLS
