/* ludus-recap.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

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

char *
ludus_recap_sentence (const char *text)
{
  gsize len;

  if (text == NULL || *text == '\0')
    return g_strdup ("");
  len = strlen (text);
  if (strchr (".!?", text[len - 1]) != NULL || g_str_has_suffix (text, "…"))
    return g_strdup (text);
  return g_strconcat (text, ".", NULL);
}

/* A turn's sentences as they come: a sentence that repeats the one before is counted instead
 * ("Takes a goods card from the deck (×3)."). */
typedef struct
{
  GString *text;
  char    *last;     /* the last sentence appended, without its count */
  guint    count;    /* how many times in a row */
  gsize    start;    /* where it begins in text */
} TurnText;

static void
turn_text_add (TurnText   *t,
               const char *sentence)
{
  g_autofree char *full = ludus_recap_sentence (sentence);

  if (*full == '\0')
    return;
  if (t->last != NULL && g_str_equal (t->last, full))
    {
      g_autofree char *bare = g_strndup (full, strlen (full) - 1);

      t->count++;
      g_string_truncate (t->text, t->start);
      g_string_append_printf (t->text, "%s (×%u).", bare, t->count);
      return;
    }
  if (t->text->len > 0)
    g_string_append_c (t->text, ' ');
  t->start = t->text->len;
  g_free (t->last);
  t->last = g_steal_pointer (&full);
  t->count = 1;
  g_string_append (t->text, t->last);
}

/* Starts a new turn's sentences. */
static void
turn_text_reset (TurnText *t)
{
  g_string_truncate (t->text, 0);
  g_clear_pointer (&t->last, g_free);
  t->count = 0;
  t->start = 0;
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
  TurnText text = { g_string_new (NULL) };

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
          turn_text_reset (&text);
          turn = g_new0 (LudusRecapItem, 1);
          turn->seat = (int) move->player;
          turn->first = i;
          turn->text = g_strdup ("");
          g_ptr_array_add (items, turn);
        }
      turn_text_add (&text, sentence);
      /* What the game then decided by itself, naming the seat. */
      for (guint k = 0; automatic[k] != NULL; k++)
        turn_text_add (&text, automatic[k]);
      g_free (turn->text);
      turn->text = g_strdup (text.text->str);
      turn->n_moves++;

      /* The seat's next move, if any, is another turn. */
      if (ludus_game_ends_turn (game, ludus_match_get_state_at (match, i),
                                ludus_match_get_state_at (match, i + 1), move->player,
                                &move->move))
        turn = NULL;
    }
  turn_text_reset (&text);
  g_string_free (text.text, TRUE);
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
      GtkWidget *row, *text, *sentences;

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
      sentences = ludus_panel_label_new (item->text, NULL, TRUE);
      /* A wrapped label's natural width is its whole text on one line, and its natural
       * height one line: bounded, the scroller's natural height (the hand-over's list grows
       * to its maximum before it scrolls) counts the lines it will wrap into. */
      gtk_label_set_max_width_chars (GTK_LABEL (sentences), 56);
      gtk_box_append (GTK_BOX (text), sentences);
      gtk_box_append (GTK_BOX (row), text);
      gtk_box_append (GTK_BOX (list), row);
    }
  return list;
}
