/* ft-board-model.c: the board's plain-data model and the names it shows
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-board-model.h"
#include "ft-text.h"

static void
move_spot_clear (gpointer data)
{
  FtbMoveSpot *spot = data;

  g_clear_pointer (&spot->label, g_free);
  g_clear_pointer (&spot->icons, g_free);
  g_clear_pointer (&spot->tooltip, g_free);
  g_clear_pointer (&spot->preview, g_free);
}

FtbModel *
ftb_model_new (void)
{
  FtbModel *model = g_new0 (FtbModel, 1);

  model->moves = g_array_new (FALSE, TRUE, sizeof (FtbMoveSpot));
  g_array_set_clear_func (model->moves, move_spot_clear);
  model->viewer = -1;
  model->current = -1;
  model->form = -1;
  model->street[0] = model->street[1] = -1;
  for (guint i = 0; i < 3; i++)
    model->trajan[i] = -1;
  for (guint i = 0; i < FTB_N_ROWS; i++)
    model->crow_id[i] = i;
  return model;
}

void
ftb_model_free (FtbModel *model)
{
  if (model == NULL)
    return;
  g_array_unref (model->moves);
  g_free (model->prompt);
  for (guint i = 0; i < 3; i++)
    g_free (model->trajan_tip[i]);
  g_free (model);
}

void
ftb_model_add_move (FtbModel        *model,
                    const LudusMove *move,
                    FtbSpotKind      spot,
                    int              a,
                    int              b,
                    int              c,
                    const char      *label,
                    const char      *tooltip,
                    const char      *preview)
{
  FtbMoveSpot entry = { 0 };

  entry.move = *move;
  entry.spot = spot;
  entry.a = a;
  entry.b = b;
  entry.c = c;
  entry.label = g_strdup (label);
  entry.tooltip = g_strdup (tooltip);
  entry.preview = g_strdup (preview);
  g_array_append_val (model->moves, entry);
}

void
ftb_model_clear_moves (FtbModel *model)
{
  g_array_set_size (model->moves, 0);
}

void
ftb_model_set_icons (FtbModel   *model,
                     const char *icons)
{
  FtbMoveSpot *last;

  g_return_if_fail (model->moves->len > 0);
  last = &g_array_index (model->moves, FtbMoveSpot, model->moves->len - 1);
  g_free (last->icons);
  last->icons = g_strdup (icons);
}

/* The names come from the engine's text module, so the board and the log
 * use the same words. */
const char *
ftb_colour_name (FtbColour colour)
{
  return ft_text_colour (colour);
}

const char *
ftb_building_name (FtbBuilding building)
{
  return ft_text_building (building);
}

const char *
ftb_class_name (FtbClass klass)
{
  return ft_text_class (klass);
}

const char *
ftb_track_name (FtbTrack track)
{
  return ft_text_track (track);
}

const char *
ftb_citizen_row_name (int row)
{
  return ft_text_row (row);
}

char *
ftb_capitalise (const char *text)
{
  gunichar first;
  char buf[8];
  int len;

  if (text == NULL || *text == '\0')
    return g_strdup ("");
  first = g_utf8_get_char (text);
  len = g_unichar_to_utf8 (g_unichar_totitle (first), buf);
  buf[len] = '\0';
  return g_strconcat (buf, g_utf8_next_char (text), NULL);
}

static void
append_part (GString *text,
             char    *part)
{
  if (text->len > 0)
    g_string_append (text, ", ");
  g_string_append (text, part);
  g_free (part);
}

char *
ftb_tile_describe (const FtbTile *tile)
{
  GString *text;

  if (!tile->known)
    return g_strdup (_("Face-down colonia tile"));
  if (tile->citizen >= 0)
    /* Translators: a colonia tile showing a citizen; %s is the class. */
    return g_strdup_printf (_("Citizen: %s"), ftb_class_name (tile->citizen));

  text = g_string_new (NULL);
  if (tile->builder > 0)
    append_part (text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d builder", "%d builders",
                                                     tile->builder), tile->builder));
  for (int c = 0; c < FTB_N_COLOURS; c++)
    if (tile->worker[c] > 0)
      /* Translators: %d workers of colour %s (blue, green…). */
      append_part (text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d %s worker",
                                                       "%d %s workers", tile->worker[c]),
                                          tile->worker[c], ftb_colour_name (c)));
  if (tile->worker_any > 0)
    append_part (text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d worker of any colour", "%d workers of any colour",
                                                     tile->worker_any), tile->worker_any));
  if (tile->assistant > 0)
    append_part (text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d assistant", "%d assistants",
                                                     tile->assistant), tile->assistant));
  if (tile->coin > 0)
    append_part (text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d coin", "%d coins",
                                                     tile->coin), tile->coin));
  if (tile->tribune > 0)
    append_part (text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tribune", "%d tribunes",
                                                     tile->tribune), tile->tribune));
  if (tile->upgrade > 0)
    append_part (text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d upgrade", "%d upgrades",
                                                     tile->upgrade), tile->upgrade));
  if (text->len == 0)
    g_string_append (text, _("Colonia tile"));
  return g_string_free (text, FALSE);
}

char *
ftb_track_reward_text (FtbTrack track,
                       int      level)
{
  return g_strdup (ft_text_reward (track, level));
}
