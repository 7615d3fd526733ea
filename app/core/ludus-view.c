/* ludus-view.c
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ludus-render.h"
#include "ludus-view.h"

struct _LudusView
{
  GObject     parent_instance;

  LudusGame  *game;
  LudusState *state;        /* redacted for viewer */
  int         viewer;
  gboolean    interactive;
  GArray     *legal;        /* LudusMove */
  GArray     *reveals;      /* gboolean, one per legal move */
  GArray     *marks;        /* LudusMatchMove */
  gboolean    casual;
  gboolean    reveal_all;
  char       *names[LUDUS_MAX_PLAYERS];
  char       *colours[LUDUS_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (LudusView, ludus_view, G_TYPE_OBJECT)

enum {
  CHANGED,
  MOVE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_GAME,
  PROP_VIEWER,
  PROP_INTERACTIVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Defaults in the GNOME palette: blue, red, green, yellow, purple, orange. */
static const char *const default_colours[LUDUS_MAX_PLAYERS] = {
  "#3584e4", "#e01b24", "#33d17a", "#f6d32d", "#9141ac", "#ff7800",
};

static void
ludus_view_finalize (GObject *object)
{
  LudusView *self = LUDUS_VIEW (object);

  if (self->state != NULL)
    ludus_game_free_state (self->game, self->state);
  g_clear_object (&self->game);
  g_clear_pointer (&self->legal, g_array_unref);
  g_clear_pointer (&self->reveals, g_array_unref);
  g_clear_pointer (&self->marks, g_array_unref);
  for (guint i = 0; i < LUDUS_MAX_PLAYERS; i++)
    {
      g_free (self->names[i]);
      g_free (self->colours[i]);
    }

  G_OBJECT_CLASS (ludus_view_parent_class)->finalize (object);
}

static void
ludus_view_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  LudusView *self = LUDUS_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_view_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  LudusView *self = LUDUS_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ludus_view_class_init (LudusViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ludus_view_finalize;
  object_class->get_property = ludus_view_get_property;
  object_class->set_property = ludus_view_set_property;

  /**
   * LudusView:game:
   *
   * The game whose positions the view shows.
   */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, LUDUS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * LudusView:viewer:
   *
   * The seat looking, or -1 for public information only.
   */
  properties[PROP_VIEWER] =
    g_param_spec_int ("viewer", NULL, NULL, -1, LUDUS_MAX_PLAYERS - 1, -1,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * LudusView:interactive:
   *
   * Whether the viewer may choose moves on the board now.
   */
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LudusView::changed:
   *
   * The state, the viewer, the legal moves or a seat changed: redraw.
   */
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);

  /**
   * LudusView::move-chosen:
   * @move: (type gpointer): the LudusMove chosen, valid during the emission
   *
   * The user chose one of the viewer's legal moves on the board.
   */
  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen",
                                       G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
ludus_view_init (LudusView *self)
{
  self->viewer = -1;
  self->legal = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  self->reveals = g_array_new (FALSE, FALSE, sizeof (gboolean));
  self->marks = g_array_new (FALSE, FALSE, sizeof (LudusMatchMove));
}

/**
 * ludus_view_new:
 * @game: the game whose boards this view feeds
 *
 * Returns: (transfer full): a new, empty view
 */
LudusView *
ludus_view_new (LudusGame *game)
{
  g_return_val_if_fail (LUDUS_IS_GAME (game), NULL);

  return g_object_new (LUDUS_TYPE_VIEW, "game", game, NULL);
}

LudusGame *
ludus_view_get_game (LudusView *self)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), NULL);
  return self->game;
}

/**
 * ludus_view_update:
 * @state: the full position (the view redacts it for @viewer)
 * @viewer: the seat looking, or -1 for public information only
 * @interactive: whether @viewer may choose moves on the board now
 *
 * Shows @state and emits ::changed.
 */
void
ludus_view_update (LudusView        *self,
                   const LudusState *state,
                   int               viewer,
                   gboolean          interactive)
{
  gboolean was_interactive;
  int was_viewer;

  g_return_if_fail (LUDUS_IS_VIEW (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (viewer >= -1 && viewer < LUDUS_MAX_PLAYERS);

  was_viewer = self->viewer;
  was_interactive = self->interactive;
  if (self->state != NULL)
    ludus_game_free_state (self->game, self->state);
  self->state = self->reveal_all ? ludus_game_copy_state (self->game, state)
                                 : ludus_game_redact (self->game, state, viewer);
  self->viewer = viewer;
  self->interactive = interactive && viewer >= 0;

  /* Legal moves come from the full state: they are the viewer's own
   * options, which the viewer is entitled to know. */
  if (self->interactive)
    ludus_game_legal_moves (self->game, state, (guint) viewer, self->legal);
  else
    g_array_set_size (self->legal, 0);
  /* What each choice would set off, for a board that marks the ones undo cannot take back. */
  g_array_set_size (self->reveals, self->legal->len);
  for (guint i = 0; i < self->legal->len; i++)
    g_array_index (self->reveals, gboolean, i) =
      ludus_game_move_reveals (self->game, state, (guint) viewer,
                               &g_array_index (self->legal, LudusMove, i));

  g_signal_emit (self, signals[CHANGED], 0);
  if (self->viewer != was_viewer)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
  if (self->interactive != was_interactive)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

const LudusState *
ludus_view_get_state (LudusView *self)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), NULL);
  return self->state;
}

int
ludus_view_get_viewer (LudusView *self)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), -1);
  return self->viewer;
}

gboolean
ludus_view_get_interactive (LudusView *self)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), FALSE);
  return self->interactive;
}

const LudusMove *
ludus_view_get_legal_moves (LudusView *self,
                            guint     *n_moves)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), NULL);

  if (n_moves)
    *n_moves = self->legal->len;
  return (const LudusMove *) (gpointer) self->legal->data;
}

gboolean
ludus_view_is_legal (LudusView       *self,
                     const LudusMove *move)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  for (guint i = 0; i < self->legal->len; i++)
    if (ludus_move_equal (&g_array_index (self->legal, LudusMove, i), move))
      return TRUE;
  return FALSE;
}

/**
 * ludus_view_choose:
 * @move: the move the user picked
 *
 * Emits ::move-chosen if @move is one of the viewer's legal moves.
 *
 * Returns: whether it was
 */
gboolean
ludus_view_choose (LudusView       *self,
                   const LudusMove *move)
{
  LudusMove copy;

  g_return_val_if_fail (LUDUS_IS_VIEW (self), FALSE);

  if (!self->interactive || !ludus_view_is_legal (self, move))
    return FALSE;

  /* The handler may update the view, which rewrites the legal moves. */
  copy = *move;
  g_signal_emit (self, signals[MOVE_CHOSEN], 0, &copy);
  return TRUE;
}

/**
 * ludus_view_move_reveals:
 * @move: one of the viewer's legal moves
 *
 * Returns: whether @move draws at random or shows hidden information (so a competitive match
 *   cannot take it back); %FALSE for a move that is not legal now
 */
gboolean
ludus_view_move_reveals (LudusView       *self,
                         const LudusMove *move)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  for (guint i = 0; i < self->legal->len; i++)
    if (ludus_move_equal (&g_array_index (self->legal, LudusMove, i), move))
      return g_array_index (self->reveals, gboolean, i);
  return FALSE;
}

void
ludus_view_set_casual (LudusView *self,
                       gboolean   casual)
{
  g_return_if_fail (LUDUS_IS_VIEW (self));

  if (self->casual == !!casual)
    return;
  self->casual = !!casual;
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
ludus_view_get_casual (LudusView *self)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), FALSE);
  return self->casual;
}

/**
 * ludus_view_set_reveal_all:
 * @reveal_all: whether the next updates show the position whole
 *
 * At the end of a match everything is shown: the hands, the face-down cards. Takes effect at
 * the next ludus_view_update ().
 */
void
ludus_view_set_reveal_all (LudusView *self,
                           gboolean   reveal_all)
{
  g_return_if_fail (LUDUS_IS_VIEW (self));
  self->reveal_all = !!reveal_all;
}

gboolean
ludus_view_get_reveal_all (LudusView *self)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), FALSE);
  return self->reveal_all;
}

/**
 * ludus_view_set_marks:
 * @marks: (array length=n_marks) (nullable): the moves to mark
 *
 * The moves a board should mark as new to the viewer (the other seats' last moves, after a
 * hand-over), until the viewer acts. Emits ::changed if they changed.
 */
void
ludus_view_set_marks (LudusView            *self,
                      const LudusMatchMove *marks,
                      guint                 n_marks)
{
  g_return_if_fail (LUDUS_IS_VIEW (self));
  g_return_if_fail (marks != NULL || n_marks == 0);

  if (self->marks->len == n_marks &&
      (n_marks == 0 || memcmp (self->marks->data, marks, n_marks * sizeof *marks) == 0))
    return;
  g_array_set_size (self->marks, 0);
  g_array_append_vals (self->marks, marks, n_marks);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * ludus_view_get_marks:
 * @n_marks: (out): how many
 *
 * Returns: (array length=n_marks) (transfer none): the moves to mark, in the order made
 */
const LudusMatchMove *
ludus_view_get_marks (LudusView *self,
                      guint     *n_marks)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), NULL);
  g_return_val_if_fail (n_marks != NULL, NULL);

  *n_marks = self->marks->len;
  return (const LudusMatchMove *) (gpointer) self->marks->data;
}

void
ludus_view_set_seat (LudusView  *self,
                     guint       seat,
                     const char *name,
                     const char *colour)
{
  g_return_if_fail (LUDUS_IS_VIEW (self));
  g_return_if_fail (seat < LUDUS_MAX_PLAYERS);

  g_free (self->names[seat]);
  self->names[seat] = g_strdup (name);
  g_free (self->colours[seat]);
  self->colours[seat] = g_strdup (colour);
  g_signal_emit (self, signals[CHANGED], 0);
}

const char *
ludus_view_get_seat_name (LudusView *self,
                          guint      seat)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), NULL);
  g_return_val_if_fail (seat < LUDUS_MAX_PLAYERS, NULL);
  return self->names[seat];
}

const char *
ludus_view_get_seat_colour (LudusView *self,
                            guint      seat)
{
  g_return_val_if_fail (LUDUS_IS_VIEW (self), NULL);
  g_return_val_if_fail (seat < LUDUS_MAX_PLAYERS, NULL);
  return self->colours[seat] != NULL ? self->colours[seat] : default_colours[seat];
}

static int
hex_digit (char c)
{
  return g_ascii_xdigit_value (c);
}

void
ludus_view_get_seat_rgb (LudusView *self,
                         guint      seat,
                         double    *r,
                         double    *g,
                         double    *b)
{
  const char *colour = ludus_view_get_seat_colour (self, seat);
  int v[6];

  if (colour == NULL || strlen (colour) != 7 || colour[0] != '#')
    colour = default_colours[seat % LUDUS_MAX_PLAYERS];

  for (guint i = 0; i < 6; i++)
    {
      v[i] = hex_digit (colour[i + 1]);
      if (v[i] < 0)
        v[i] = 0;
    }

  *r = (v[0] * 16 + v[1]) / 255.0;
  *g = (v[2] * 16 + v[3]) / 255.0;
  *b = (v[4] * 16 + v[5]) / 255.0;
}
