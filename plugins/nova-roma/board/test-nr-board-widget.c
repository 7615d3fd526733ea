/* test-nr-board-widget.c: the Nova Roma board as a widget (needs a display)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The plugin's board in a LudusBoardArea, worked by keyboard only: at the
 * development step End focuses the last region carrying a move (the
 * special latifundium, a board-local choice) and Enter chooses it; then the
 * production area's cells carry the move, and End and Enter lay the tile.
 * In a window of 1280 × 716 (the wide layout) and in narrow ones (the tall
 * layout, and a taller one with a larger forum).
 */
#include "config.h"

#include "ludus-board-area.h"
#include "ludus-test-widget.h"
#include "nr-board.h"
#include "nr-game.h"
#include "nr-rules.h"

/* Laying a tile, the special one among them, is all the seat may do. */
static gboolean
only_tiles (LudusGame  *game,
            LudusState *state,
            guint       player)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  gboolean special = FALSE;

  ludus_game_legal_moves (game, state, player, moves);
  for (guint i = 0; i < moves->len; i++)
    {
      const LudusMove *m = &g_array_index (moves, LudusMove, i);

      if (m->kind != NR_MOVE_LATIFUNDIUM && m->kind != NR_MOVE_DONE)
        return FALSE;
      special |= m->kind == NR_MOVE_LATIFUNDIUM && m->args[0] == NR_SLOT_SPECIAL;
    }
  return special;
}

static LudusState *
development_step (LudusGame *game)
{
  for (guint64 seed = 1; seed < 300; seed++)
    {
      LudusState *state = ludus_game_new_state (game, 2, seed, NULL, NULL);
      const NrState *s = (const NrState *) state;
      LudusRng rng;

      ludus_rng_init (&rng, seed);
      while (!ludus_game_is_over (game, state))
        {
          guint player = (guint) g_bit_nth_lsf (ludus_game_get_actors (game, state), -1);
          LudusMove move;

          if (s->phase == NR_PHASE_FORUM && s->n_tasks == 0 && s->turn.step == NR_STEP_IN_ACTION
              && s->frames[s->n_frames - 1].step == NR_FS_DEV_BUY && only_tiles (game, state, player))
            return state;
          g_assert_true (ludus_bot_choose_random (game, state, player, &rng, &move));
          g_assert_true (ludus_game_apply (game, state, player, &move, NULL));
        }
      ludus_game_free_state (game, state);
    }
  g_assert_not_reached ();
  return NULL;
}

static void
chosen (LudusView *view,
        gpointer   move,
        gpointer   user_data)
{
  *(LudusMove *) user_data = *(const LudusMove *) move;
}

static void
test_keyboard_latifundium (gconstpointer data)
{
  const int *size = data;
  g_autoptr(LudusGame) game = ludus_rules_game_new (&nr_rules, &nr_board);
  g_autoptr(LudusView) view = ludus_view_new (game);
  LudusState *state = development_step (game);
  const NrState *s = (const NrState *) state;
  LudusMove move = { .kind = -1 };
  GtkWidget *window, *board;
  gpointer renderer;

  ludus_view_update (view, state, s->active, TRUE);
  g_signal_connect (view, "move-chosen", G_CALLBACK (chosen), &move);
  board = ludus_test_board_window (view, size[0], size[1], &window);
  renderer = ludus_board_area_get_renderer (LUDUS_BOARD_AREA (board));

  /* The special slot is the last region with a move: choosing it is local. */
  g_assert_true (ludus_test_press_key (board, GDK_KEY_End));
  g_assert_true (ludus_test_press_key (board, GDK_KEY_Return));
  g_assert_cmpint (nr_board_get_selection (renderer)->kind, ==, NRB_SEL_LATIFUNDIUM);
  g_assert_cmpint (nr_board_get_selection (renderer)->arg, ==, NR_SLOT_SPECIAL);
  g_assert_cmpint (move.kind, ==, -1);

  /* Now the production area's last cell lays the tile. */
  g_assert_true (ludus_test_press_key (board, GDK_KEY_End));
  g_assert_true (ludus_test_press_key (board, GDK_KEY_Return));
  g_assert_cmpint (move.kind, ==, NR_MOVE_LATIFUNDIUM);
  g_assert_cmpint (move.args[0], ==, NR_SLOT_SPECIAL);
  g_assert_cmpint (move.args[1], ==, nr_prod_cells (nr_data_get (NULL)) - 1);

  gtk_window_destroy (GTK_WINDOW (window));
  ludus_game_free_state (game, state);
}

int
main (int   argc,
      char *argv[])
{
  static const int wide[2] = { 1280, 716 }, tall[2] = { 884, 1144 }, taller[2] = { 600, 1016 };
  /* Between the shapes: the wide layout grown higher, the tall one wider. */
  static const int higher[2] = { 1280, 940 }, wider[2] = { 900, 940 };

  gtk_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/ludus/nova-roma/board/keyboard-latifundium", wide,
                        test_keyboard_latifundium);
  g_test_add_data_func ("/ludus/nova-roma/board/keyboard-latifundium-tall", tall,
                        test_keyboard_latifundium);
  g_test_add_data_func ("/ludus/nova-roma/board/keyboard-latifundium-taller", taller,
                        test_keyboard_latifundium);
  g_test_add_data_func ("/ludus/nova-roma/board/keyboard-latifundium-higher", higher,
                        test_keyboard_latifundium);
  g_test_add_data_func ("/ludus/nova-roma/board/keyboard-latifundium-wider", wider,
                        test_keyboard_latifundium);
  return g_test_run ();
}
