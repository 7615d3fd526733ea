/* ludus-window.h: the main window (gallery, new match, match page, files)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ludus-application.h"
#include "ludus-gallery.h"
#include "ludus-new-match.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_WINDOW (ludus_window_get_type ())
G_DECLARE_FINAL_TYPE (LudusWindow, ludus_window, LUDUS, WINDOW, AdwApplicationWindow)

LudusWindow    *ludus_window_new              (LudusApplication *app);
/* A window rebuilt from its template (after a language switch) that takes over old's match,
 * file, visible page and size. */
LudusWindow    *ludus_window_new_replacing    (LudusApplication *app,
                                               LudusWindow      *old);

LudusMatch     *ludus_window_get_match        (LudusWindow      *self);
/* The file the match came from or was last saved as; NULL if none. */
const char     *ludus_window_get_file         (LudusWindow      *self);
/* "gallery", "new-match" or "match". */
const char     *ludus_window_get_page_name    (LudusWindow      *self);
LudusGallery   *ludus_window_get_gallery      (LudusWindow      *self);
LudusNewMatch  *ludus_window_get_new_match    (LudusWindow      *self);
GtkWidget      *ludus_window_get_match_page   (LudusWindow      *self);

void            ludus_window_show_gallery     (LudusWindow      *self);
void            ludus_window_show_new_match   (LudusWindow      *self,
                                               LudusGame        *game);
GtkWindow      *ludus_window_show_rules       (LudusWindow      *self,
                                               LudusGame        *game);
/* Plays match in this window; autosave_path is where its moves are saved (NULL: a new file
 * under the user data directory), file is what "Save" writes to (NULL: ask). */
void            ludus_window_play             (LudusWindow      *self,
                                               LudusMatch       *match,
                                               const char       *autosave_path,
                                               const char       *file);

/* What the actions do once they have a path. On failure nothing changes. */
gboolean        ludus_window_open_file        (LudusWindow      *self,
                                               const char       *path,
                                               GError          **error);
gboolean        ludus_window_resume           (LudusWindow      *self,
                                               const char       *autosave_path,
                                               GError          **error);
gboolean        ludus_window_save_to          (LudusWindow      *self,
                                               const char       *path,
                                               GError          **error);

/* What the Open and Save As dialogs do with the chosen path: the above, with any error shown
 * in a message dialog. */
gboolean        ludus_window_open_and_report  (LudusWindow      *self,
                                               const char       *path);
gboolean        ludus_window_save_and_report  (LudusWindow      *self,
                                               const char       *path);

void            ludus_window_add_toast        (LudusWindow      *self,
                                               const char       *message);
/* Shows an error in a message dialog; returns it (owned by the window). */
GtkWidget      *ludus_window_show_error       (LudusWindow      *self,
                                               const char       *heading,
                                               const char       *body);
/* The error dialog shown last, while it is open; for the tests. */
GtkWidget      *ludus_window_get_error_dialog (LudusWindow      *self);




G_END_DECLS
