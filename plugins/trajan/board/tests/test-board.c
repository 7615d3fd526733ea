/* test-board.c: the Trajan plugin module gives its board widget
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (CI runs it under Xvfb); it loads the built module the way
 * the shell does, so it checks that the module registers its board factory.
 */
#include "config.h"

#include <gtk/gtk.h>

#include "ludus-board-area.h"
#include "ludus.h"

static void
test_create_board (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LudusRegistry) registry = ludus_registry_new ();
  g_autoptr(LudusView) view = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("TRAJAN_MODULE_DIR"), "trajan.so", NULL);
  LudusState *state;
  GtkWidget *window, *board;
  LudusGame *game;

  g_assert_true (ludus_registry_load_module (registry, path, &error));
  g_assert_no_error (error);
  game = ludus_registry_lookup (registry, "trajan");
  g_assert_nonnull (game);
  state = ludus_game_new_state (game, 3, 12, NULL, &error);
  g_assert_no_error (error);
  view = ludus_view_new (game);
  ludus_view_update (view, state, 0, TRUE);

  board = ludus_board_area_new_for_view (view);
  g_assert_true (LUDUS_IS_BOARD_AREA (board));
  g_assert_true (ludus_board_area_get_view (LUDUS_BOARD_AREA (board)) == view);

  /* Shown in a window and drawn, then destroyed with it. */
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &board);
  gtk_window_destroy (GTK_WINDOW (window));
  for (guint i = 0; i < 20 && board != NULL; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (board);
  ludus_game_free_state (game, state);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      /* TAP's way of skipping the whole program. */
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  g_test_add_func ("/trajan/board/create-board", test_create_board);
  return g_test_run ();
}
