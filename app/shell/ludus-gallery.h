/* ludus-gallery.h: the start page: games, unavailable games, matches to resume
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ludus.h"

G_BEGIN_DECLS

#define LUDUS_TYPE_GALLERY (ludus_gallery_get_type ())
G_DECLARE_FINAL_TYPE (LudusGallery, ludus_gallery, LUDUS, GALLERY, GtkWidget)

/*
 * Signals:
 *   "new-match" (LudusGame *game): a game was chosen
 *   "rules" (LudusGame *game): its rules are wanted
 *   "resume" (const char *path): an autosaved match was chosen
 *   "continue": back to the match open in the window
 */

/* Lists registry's games and failures, the autosaves, and the window's own match (if any; its
 * autosave is not listed twice). Call again whenever any of them may have changed. */
void        ludus_gallery_refresh           (LudusGallery  *self,
                                             LudusRegistry *registry,
                                             LudusMatch    *current);
/* Deletes an autosaved match (as its row's remove button does once confirmed) and refreshes. */
gboolean    ludus_gallery_remove_autosave   (LudusGallery  *self,
                                             const char    *path,
                                             GError       **error);

/* Moves a file of the autosave folder to the trash (as a damaged file's row does) and
 * refreshes. G_IO_ERROR_NOT_SUPPORTED where there is no trash. */
gboolean    ludus_gallery_trash_autosave    (LudusGallery  *self,
                                             const char    *path,
                                             GError       **error);
void        ludus_gallery_activate_trash    (LudusGallery  *self,
                                             guint          index);

/* What is shown, for the tests. */
guint       ludus_gallery_get_n_games       (LudusGallery  *self);
guint       ludus_gallery_get_n_failures    (LudusGallery  *self);
/* What the rows of a group show, one line per row: title, subtitle and, for a game, its
 * player range or, for a match, “Finished” or “Game not installed”, separated by tabs. Groups: "games",
 * "failures", "resume", "finished" (autosaved matches that are over), "current", "data" (component-data overrides used or ignored: the game, the
 * message), and "damaged" (autosaves that cannot be read: the file's
 * name, why, and “Damaged”). */
char       *ludus_gallery_describe          (LudusGallery  *self,
                                             const char    *group);
const char *ludus_gallery_get_games_title   (LudusGallery  *self);
/* Whether the “No Games Installed” state is shown. */
gboolean    ludus_gallery_get_empty         (LudusGallery  *self);

G_END_DECLS
