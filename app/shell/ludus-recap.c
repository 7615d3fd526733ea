/* ludus-recap.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ludus-players-panel.h"
#include "ludus-recap.h"

void
ludus_recap_item_free (LudusRecapItem *item)
{
  if (item == NULL)
    return;
  g_free (item->text);
  g_free (item);
}

guint
ludus_recap_start (LudusMatch *match,
                   guint       seat)
{
  g_return_val_if_fail (LUDUS_IS_MATCH (match), 0);

  for (guint i = ludus_match_get_n_moves (match); i > 0; i--)
    if (ludus_match_get_move (match, i - 1)->player == seat)
      return i;
  return 0;
}

static LudusRecapItem *
heading_new (guint round,
             guint first)
{
  LudusRecapItem *item = g_new0 (LudusRecapItem, 1);

  item->round = round;
  item->seat = -1;
  item->first = first;
  /* Translators: a heading of the moves' log and of the recap after a hand-over */
  item->text = g_strdup_printf (_("Round %u"), round);
  return item;
}

GPtrArray *
ludus_recap_collect (LudusMatch *match,
                     guint       from,
                     guint       to,
                     int         viewer)
{
  LudusGame *game;
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_recap_item_free);
  LudusRecapItem *turn = NULL;
  GString *text = NULL;

  g_return_val_if_fail (LUDUS_IS_MATCH (match), items);
  g_return_val_if_fail (from <= to && to <= ludus_match_get_n_moves (match), items);

  game = ludus_match_get_game (match);
  for (guint i = from; i < to; i++)
    {
      const LudusMatchMove *move = ludus_match_get_move (match, i);
      guint round = ludus_game_get_round (game, ludus_match_get_state_at (match, i));
      g_autofree char *sentence = ludus_match_describe_move (match, i, viewer);
      g_auto(GStrv) automatic = ludus_match_describe_automatic_moves (match, i, viewer);

      /* A round that begins here: its heading, and a new turn under it. */
      if (round > 0 && (i == from ||
                        round != ludus_game_get_round (game, ludus_match_get_state_at (match, i - 1))))
        {
          g_ptr_array_add (items, heading_new (round, i));
          turn = NULL;
        }
      if (turn == NULL || turn->seat != (int) move->player)
        {
          turn = g_new0 (LudusRecapItem, 1);
          turn->seat = (int) move->player;
          turn->first = i;
          turn->text = g_strdup ("");
          g_ptr_array_add (items, turn);
        }
      text = g_string_new (turn->text);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, sentence != NULL ? sentence : "");
      /* What the game then decided by itself, naming the seat. */
      for (guint k = 0; automatic[k] != NULL; k++)
        g_string_append_printf (text, " %s", automatic[k]);
      g_free (turn->text);
      turn->text = g_string_free (text, FALSE);
      turn->n_moves++;

      /* The seat's next move, if any, is another turn. */
      if (ludus_game_ends_turn (game, ludus_match_get_state_at (match, i),
                                ludus_match_get_state_at (match, i + 1), move->player,
                                &move->move))
        turn = NULL;
    }
  return items;
}

char *
ludus_recap_seat_names (LudusMatch *match,
                        GPtrArray  *items)
{
  GString *names = g_string_new (NULL);
  guint seen = 0;

  for (guint i = 0; i < items->len; i++)
    {
      const LudusRecapItem *item = g_ptr_array_index (items, i);

      if (item->seat < 0 || (seen & (1u << item->seat)) != 0)
        continue;
      seen |= 1u << item->seat;
      if (names->len > 0)
        g_string_append (names, ", ");
      g_string_append (names, ludus_match_get_seat (match, (guint) item->seat)->name);
    }
  return g_string_free (names, FALSE);
}

GtkWidget *
ludus_recap_list_new (LudusMatch *match,
                      LudusView  *view,
                      GPtrArray  *items)
{
  GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

  g_return_val_if_fail (LUDUS_IS_MATCH (match), list);
  g_return_val_if_fail (LUDUS_IS_VIEW (view), list);

  gtk_widget_add_css_class (list, "ludus-recap");
  for (guint i = 0; i < items->len; i++)
    {
      const LudusRecapItem *item = g_ptr_array_index (items, i);
      GtkWidget *row, *text;

      if (item->seat < 0)
        {
          gtk_box_append (GTK_BOX (list), ludus_panel_label_new (item->text, "heading", FALSE));
          continue;
        }
      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
      gtk_widget_set_valign (row, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (row), ludus_seat_swatch_new (view, (guint) item->seat, 18));
      text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      gtk_widget_set_hexpand (text, TRUE);
      gtk_box_append (GTK_BOX (text),
                      ludus_panel_label_new (ludus_match_get_seat (match, (guint) item->seat)->name,
                                 "caption-heading", FALSE));
      gtk_box_append (GTK_BOX (text), ludus_panel_label_new (item->text, NULL, TRUE));
      gtk_box_append (GTK_BOX (row), text);
      gtk_box_append (GTK_BOX (list), row);
    }
  return list;
}
