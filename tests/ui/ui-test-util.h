/* ui-test-util.h: widget-tree helpers shared by the widget tests
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "ludus.h"

G_BEGIN_DECLS

/* The first widget of @type in the tree under @root (depth first), or NULL. */
GtkWidget *ui_test_find_widget         (GtkWidget  *root,
                                        GType       type);

/* The first button under @root whose action is @action, or NULL. */
GtkWidget *ui_test_find_action_button  (GtkWidget  *root,
                                        const char *action);

/* Appends the text of every label under @root, one per line; with @drawn_only, only the labels
 * drawn now (mapped, in the visible page of each stack), otherwise every one. */
void       ui_test_collect_labels      (GtkWidget  *root,
                                        gboolean    drawn_only,
                                        GString    *text);

/* Destroys every window of @windows and asserts that each, and each page and board in it, is
 * finalized: nothing keeps a reference to a closed window. */
void       ui_test_destroy_windows     (GList      *windows);

/* The current state of @match as compact JSON. */
char      *ui_test_state_json          (LudusMatch *match);

G_END_DECLS
