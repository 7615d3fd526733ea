/* test-ft-board-widget.c: the Forum Trajanum board as a widget (needs a display)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The plugin's factory builds a LudusBoardArea; the building form shown on
 * the grid is chosen in the supply by keyboard (End focuses the last
 * region, a form selector; Enter chooses it), as the board area dispatches
 * keys to its controllers.
 */
#include "config.h"

#include "ft-board.h"
#include "ft-board-adapt.h"
#include "ft-game.h"
#include "ludus-board-area.h"
#include "ludus-test-widget.h"

/* A turn at the building step where at least two building forms are legal. */
static LudusState *
building_turn (LudusGame *game,
               guint16   *forms)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  for (guint64 seed = 1; seed < 200; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
      LudusState *state = ludus_game_new_state (game, 3, seed, NULL, NULL);
      const FtState *s = (const FtState *) state;

      while (!ludus_game_is_over (game, state))
        {
          guint actors = ludus_game_get_actors (game, state), player = 0;

          while (!(actors & (1u << player)))
            player++;
          g_array_set_size (moves, 0);
          ludus_game_legal_moves (game, state, player, moves);
          if (s->phase == FT_PHASE_TURN && s->turn_step == FT_TS_BUILD && s->n_tasks == 0)
            {
              *forms = 0;
              for (guint i = 0; i < moves->len; i++)
                {
                  int f = ftb_move_form (&g_array_index (moves, LudusMove, i));

                  if (f >= 0)
                    *forms |= 1u << f;
                }
              if (*forms != 0 && (*forms & (*forms - 1)) != 0)
                return state;
            }
          g_assert_true (ludus_game_apply (game, state, player,
                                           &g_array_index (moves, LudusMove,
                                                           g_rand_int_range (rand, 0,
                                                                             (int) moves->len)),
                                           NULL));
        }
      ludus_game_free_state (game, state);
    }
  g_assert_not_reached ();
  return NULL;
}

static void
test_keyboard_form (void)
{
  g_autoptr(LudusGame) game = NULL;
  g_autoptr(LudusView) view = NULL;
  LudusState *state;
  GtkWidget *window, *board;
  guint16 forms = 0;
  int first, last = -1;

  game = ludus_rules_game_new (&ft_rules, &ft_board);
  view = ludus_view_new (game);
  state = building_turn (game, &forms);
  ludus_view_update (view, state, ((const FtState *) state)->current, TRUE);

  board = ludus_test_board_window (view, 1600, 1000, &window);

  /* The first form with moves is shown at first. */
  first = g_bit_nth_lsf (forms, -1);
  g_assert_cmpint (ft_board_get_form (ludus_board_area_get_renderer (LUDUS_BOARD_AREA (board))), ==, first);
  for (int f = 0; f < FTB_N_FORMS; f++)
    if ((forms >> f) & 1)
      last = f;

  /* End focuses the last region, the last form's selector; Enter chooses it. */
  g_assert_true (ludus_test_press_key (board, GDK_KEY_End));
  g_assert_true (ludus_test_press_key (board, GDK_KEY_Return));
  g_assert_cmpint (ft_board_get_form (ludus_board_area_get_renderer (LUDUS_BOARD_AREA (board))), ==, last);
  g_assert_cmpint (last, !=, first);

  gtk_window_destroy (GTK_WINDOW (window));
  ludus_game_free_state (game, state);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ludus/forum-trajanum/board/keyboard-form", test_keyboard_form);
  return g_test_run ();
}
