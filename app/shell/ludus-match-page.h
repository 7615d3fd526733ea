/* ludus-match-page.h: the page that plays one match
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The contract between the window (gallery, new match, files, preferences) and the match page
 * (board, players, log, history, hand-over, game over). The window owns the LudusMatch and its
 * autosave path; the page only plays it.
 *
 * The page brings its own AdwHeaderBar. Its menu uses the window's actions by name:
 * "win.show-gallery", "win.open", "win.save", "win.save-as", "win.new-match",
 * "app.preferences", "win.show-help-overlay", "app.about". The page installs its own widget
 * actions, which the window binds to shortcuts: "match.undo" (Ctrl+Z), "match.redo"
 * (Ctrl+Shift+Z), "match.rules" (F1, the rules at the section about the decision at hand),
 * "match.present" (Escape, leaves a past position of the log), "match.end-turn" (Enter, while
 * a turn that is over waits), and "match.recap-next", "-previous", "-dismiss" (the others'
 * moves since the viewer's last decision, stepped through on the board).
 *
 * Signals:
 *   "toast" (const char *message): something the window shows as an AdwToast.
 *
 * A page built for a match that is already in progress (a resumed match, or the window rebuilt
 * after a language switch) shows the hand-over screen first if the game hides information and
 * a human seat must act, so a restart never reveals a hand.
 */

#pragma once

#include <adwaita.h>

#include "ludus.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_MATCH_PAGE (ludus_match_page_get_type ())
G_DECLARE_FINAL_TYPE (LudusMatchPage, ludus_match_page, LUDUS, MATCH_PAGE, GtkWidget)

GtkWidget  *ludus_match_page_new       (LudusMatch     *match);
LudusMatch *ludus_match_page_get_match (LudusMatchPage *self);

/* The position shown: -1 is the present, otherwise the number of moves applied (0 is the
 * start), read-only. */
int         ludus_match_page_get_shown (LudusMatchPage *self);
void        ludus_match_page_set_shown (LudusMatchPage *self,
                                        int             index);

/* For tests and the window: the view the board draws (its viewer is the viewing seat). */
LudusView  *ludus_match_page_get_view  (LudusMatchPage *self);
/* The seat whose turn is over and waits for End Turn, or -1. */
int         ludus_match_page_get_turn_ending   (LudusMatchPage *self);
/* Whether the bar of the others' moves since the viewer's last decision shows, and its text. */
gboolean    ludus_match_page_get_recap_shown   (LudusMatchPage *self);
const char *ludus_match_page_get_recap_text    (LudusMatchPage *self);
/* What covers the page now: "handover", "play" or "over". */
const char *ludus_match_page_get_mode  (LudusMatchPage *self);
/* Whether a turn that is over waits for End Turn (Enter) before the next person takes the
 * table; TRUE by default (the window binds it to the preference). */
void        ludus_match_page_set_confirm_turns (LudusMatchPage *self,
                                                gboolean        confirm);
gboolean    ludus_match_page_get_confirm_turns (LudusMatchPage *self);
/* The name of the file the match is kept in, for the title; NULL for none. */
void        ludus_match_page_set_file_name     (LudusMatchPage *self,
                                                const char     *name);
/* Takes over old's table (who looks, the position shown, a turn waiting to end): the page of a
 * window rebuilt after a language switch shows the same screen. */
void        ludus_match_page_take_table        (LudusMatchPage *self,
                                                LudusMatchPage *old);
/* How long a computer seat's move waits after the move before it, in milliseconds (600 by
 * default), so that each can be followed. */
void        ludus_match_page_set_computer_delay (LudusMatchPage *self,
                                                 guint           milliseconds);
/* For tests: every search's budget in iterations, without a time limit (0: the levels'). */
void        ludus_match_page_set_computer_iterations (LudusMatchPage *self,
                                                      guint           iterations);

G_END_DECLS
