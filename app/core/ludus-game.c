/* ludus-game.c: the game interface and its public wrappers
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pango.h>
#include <string.h>

#include "ludus-game.h"
#include "ludus-json.h"

G_DEFINE_INTERFACE (LudusGame, ludus_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (ludus-game-error-quark, ludus_game_error)

gboolean
ludus_game_error_set_valist (GError         **error,
                             LudusGameError   code,
                             const char      *frame,
                             const char      *format,
                             va_list          args)
{
  g_autofree char *detail = NULL;
  const char *hole;

  if (error == NULL)
    return FALSE;
  detail = g_strdup_vprintf (format, args);
  hole = frame != NULL ? strstr (frame, "%s") : NULL;
  if (hole == NULL)
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, code, detail);
      return FALSE;
    }
  /* Not printf: the frame is a translation, and the detail its only argument. */
  g_set_error (error, LUDUS_GAME_ERROR, code, "%.*s%s%s", (int) (hole - frame), frame, detail,
               hole + 2);
  return FALSE;
}

gboolean
ludus_game_error_set (GError         **error,
                      LudusGameError   code,
                      const char      *frame,
                      const char      *format,
                      ...)
{
  va_list args;

  va_start (args, format);
  ludus_game_error_set_valist (error, code, frame, format, args);
  va_end (args);
  return FALSE;
}

static void
ludus_game_default_init (LudusGameInterface *iface)
{
}

/* The interface of a game object, remembered per thread for the last class asked about:
 * searches and playouts call into the game millions of times, and looking the interface up
 * through the type system (and checking the instance's type the same way) was about a sixth of
 * a random game's instructions. A class's interface table never changes once it exists. */
static __thread GTypeClass         *last_class;
static __thread LudusGameInterface *last_iface;

static inline LudusGameInterface *
game_iface (gpointer self)
{
  GTypeClass *klass = ((GTypeInstance *) self)->g_class;

  if (G_LIKELY (klass == last_class))
    return last_iface;
  last_iface = LUDUS_GAME_GET_IFACE (self);
  last_class = klass;
  return last_iface;
}

/* LUDUS_IS_GAME (), answered from the same memory when it can be. */
static inline gboolean
is_game (gpointer self)
{
  if (self != NULL && ((GTypeInstance *) self)->g_class != NULL &&
      ((GTypeInstance *) self)->g_class == last_class)
    return TRUE;
  return LUDUS_IS_GAME (self);
}

#define GET_IFACE(self) game_iface (self)

/**
 * ludus_score_row_new:
 * @label: the row's translated label
 *
 * Returns: (transfer full): a row with all values 0
 */
LudusScoreRow *
ludus_score_row_new (const char *label)
{
  return ludus_score_row_new_kind (label, LUDUS_SCORE_ROW_SOURCE);
}

/**
 * ludus_score_row_new_kind:
 * @label: the row's translated label
 * @kind: what the row is: a source, a group's heading, a part of a group
 *
 * Returns: (transfer full): a row with all values 0
 */
LudusScoreRow *
ludus_score_row_new_kind (const char        *label,
                          LudusScoreRowKind  kind)
{
  LudusScoreRow *row = g_new0 (LudusScoreRow, 1);

  row->label = g_strdup (label);
  row->kind = kind;
  return row;
}

/**
 * ludus_rules_section_new:
 * @id: stable, untranslated
 * @title: (nullable): the heading, plain text ("" if NULL)
 * @markup: (nullable): the text, Pango markup
 *
 * Returns: (transfer full): a section of a game's rules
 */
LudusRulesSection *
ludus_rules_section_new (const char *id,
                         const char *title,
                         const char *markup)
{
  LudusRulesSection *section = g_new0 (LudusRulesSection, 1);

  section->id = g_strdup (id);
  section->title = g_strdup (title != NULL ? title : "");
  section->markup = g_strdup (markup != NULL ? markup : "");
  return section;
}

void
ludus_rules_section_free (LudusRulesSection *section)
{
  if (section == NULL)
    return;
  g_free (section->id);
  g_free (section->title);
  g_free (section->markup);
  g_free (section);
}

/* The text of a heading line, "<b>…</b>" alone on its line, or NULL. */
static char *
heading_text (const char *line)
{
  g_autofree char *text = NULL;
  gsize length = strlen (line);

  if (!g_str_has_prefix (line, "<b>") || !g_str_has_suffix (line, "</b>") || length < 7)
    return NULL;
  if (!pango_parse_markup (line, -1, 0, NULL, &text, NULL, NULL))
    return NULL;
  return g_steal_pointer (&text);
}

/* Closes the section being read: its text without the blank lines around it. */
static void
finish_section (GPtrArray  *sections,
                const char *title,
                GString    *body)
{
  g_autofree char *markup = g_strstrip (g_strdup (body->str));

  if (title == NULL && *markup == '\0')
    return;
  g_ptr_array_add (sections,
                   ludus_rules_section_new (NULL, title, markup));
  g_string_truncate (body, 0);
}

/**
 * ludus_rules_sections_from_markup:
 * @markup: a game's rules as Pango markup
 *
 * Splits rules at their headings: every line that is all bold ("<b>Setup</b>") begins a
 * section with that title; text before the first heading is an untitled section. Ids are
 * "section-1", "section-2", … in order.
 *
 * Returns: (transfer full) (element-type LudusRulesSection): the sections
 */
GPtrArray *
ludus_rules_sections_from_markup (const char *markup)
{
  GPtrArray *sections = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_rules_section_free);
  g_auto(GStrv) lines = g_strsplit (markup != NULL ? markup : "", "\n", -1);
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *title = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *heading = heading_text (lines[i]);

      if (heading == NULL)
        {
          g_string_append (body, lines[i]);
          g_string_append_c (body, '\n');
          continue;
        }
      finish_section (sections, title, body);
      g_free (title);
      title = g_steal_pointer (&heading);
    }
  finish_section (sections, title, body);
  for (guint i = 0; i < sections->len; i++)
    {
      LudusRulesSection *section = g_ptr_array_index (sections, i);

      section->id = g_strdup_printf ("section-%u", i + 1);
    }
  return sections;
}

/**
 * ludus_rules_sections_to_markup:
 * @sections: (element-type LudusRulesSection): the sections
 *
 * Returns: (transfer full): the sections as one text, each heading bold on a line of its own
 */
char *
ludus_rules_sections_to_markup (GPtrArray *sections)
{
  GString *markup = g_string_new (NULL);

  for (guint i = 0; i < sections->len; i++)
    {
      const LudusRulesSection *section = g_ptr_array_index (sections, i);

      if (*section->title != '\0')
        {
          g_autofree char *escaped = g_markup_escape_text (section->title, -1);

          g_string_append_printf (markup, "<b>%s</b>\n", escaped);
        }
      g_string_append (markup, section->markup);
      if (i + 1 < sections->len)
        g_string_append (markup, "\n\n");
    }
  return g_string_free (markup, FALSE);
}

void
ludus_score_row_free (LudusScoreRow *row)
{
  if (row == NULL)
    return;
  g_free (row->label);
  g_free (row);
}

/**
 * ludus_gettext:
 * @msgid: an English string of a game's tables, marked with N_()
 *
 * Returns: the string in the current interface language
 */
const char *
ludus_gettext (const char *msgid)
{
  if (msgid == NULL || *msgid == '\0')
    return msgid;
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

const char *
ludus_game_get_id (LudusGame *self)
{
  g_return_val_if_fail (is_game (self), NULL);
  return GET_IFACE (self)->get_id (self);
}

char *
ludus_game_get_name (LudusGame *self)
{
  g_return_val_if_fail (is_game (self), NULL);
  return GET_IFACE (self)->get_name (self);
}

char *
ludus_game_get_summary (LudusGame *self)
{
  g_return_val_if_fail (is_game (self), NULL);
  return GET_IFACE (self)->get_summary (self);
}

guint
ludus_game_get_rules_version (LudusGame *self)
{
  g_return_val_if_fail (is_game (self), 0);
  return GET_IFACE (self)->get_rules_version (self);
}

void
ludus_game_get_player_range (LudusGame *self,
                             guint     *min_players,
                             guint     *max_players)
{
  guint lo = 1, hi = 1;

  g_return_if_fail (is_game (self));

  GET_IFACE (self)->get_player_range (self, &lo, &hi);
  hi = MIN (hi, LUDUS_MAX_PLAYERS);
  if (min_players)
    *min_players = lo;
  if (max_players)
    *max_players = hi;
}

LudusGameFlags
ludus_game_get_flags (LudusGame *self)
{
  g_return_val_if_fail (is_game (self), LUDUS_GAME_NONE);
  return GET_IFACE (self)->get_flags (self);
}

/**
 * ludus_game_get_options:
 * @self: a game
 * @n_options: (out): how many options there are
 *
 * Returns: (transfer none): the game's variant options, or %NULL if none
 */
const LudusOption *
ludus_game_get_options (LudusGame *self,
                        guint     *n_options)
{
  guint n = 0;
  const LudusOption *options = NULL;

  g_return_val_if_fail (is_game (self), NULL);

  if (GET_IFACE (self)->get_options != NULL)
    options = GET_IFACE (self)->get_options (self, &n);
  if (options == NULL)
    n = 0;
  if (n_options)
    *n_options = n;
  return options;
}

const char *const *
ludus_game_get_move_kinds (LudusGame *self)
{
  g_return_val_if_fail (is_game (self), NULL);
  return GET_IFACE (self)->get_move_kinds (self);
}

char *
ludus_game_get_rules_markup (LudusGame *self)
{
  g_return_val_if_fail (is_game (self), NULL);
  return GET_IFACE (self)->get_rules_markup (self);
}

/**
 * ludus_game_new_state:
 * @self: a game
 * @n_players: the number of seats, within the game's range
 * @seed: the seed of the state's random generator
 * @option_values: (nullable): one value per option, or %NULL for the defaults
 * @error: return location for a #GError
 *
 * Returns: (transfer full): the starting position, or %NULL with @error set
 */
LudusState *
ludus_game_new_state (LudusGame  *self,
                      guint       n_players,
                      guint64     seed,
                      const int  *option_values,
                      GError    **error)
{
  g_autofree int *defaults = NULL;
  guint min_players, max_players, n_options;
  const LudusOption *options;

  g_return_val_if_fail (is_game (self), NULL);

  ludus_game_get_player_range (self, &min_players, &max_players);
  if (n_players < min_players || n_players > max_players)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                   _("This game is for %u to %u players, not %u"),
                   min_players, max_players, n_players);
      return NULL;
    }

  if (option_values == NULL)
    option_values = defaults = ludus_game_default_options (self);

  options = ludus_game_get_options (self, &n_options);
  for (guint i = 0; i < n_options; i++)
    {
      int lo = 0, hi = 1;

      if (options[i].type == LUDUS_OPTION_INTEGER)
        lo = options[i].min, hi = options[i].max;
      else if (options[i].type == LUDUS_OPTION_CHOICE)
        hi = options[i].choices ? (int) g_strv_length ((char **) options[i].choices) - 1 : 0;
      else if (options[i].type == LUDUS_OPTION_SEAT)
        lo = -1, hi = (int) n_players - 1;

      if (options[i].type == LUDUS_OPTION_SEAT && (option_values[i] < lo || option_values[i] > hi))
        {
          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                       /* Translators: %s is an option's id, such as start_player */
                       _("Option “%s” must be a seat of the match, 1 to %u, or random"),
                       options[i].id, n_players);
          return NULL;
        }
      if (option_values[i] < lo || option_values[i] > hi)
        {
          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                       _("Option “%s” must be between %d and %d"),
                       options[i].id, lo, hi);
          return NULL;
        }
    }

  return GET_IFACE (self)->new_state (self, n_players, seed, option_values, error);
}

/**
 * ludus_game_copy_state:
 *
 * Returns: (transfer full): a copy of @state; the same as ludus_state_copy()
 */
LudusState *
ludus_game_copy_state (LudusGame        *self,
                       const LudusState *state)
{
  g_return_val_if_fail (state != NULL, NULL);
  return ludus_state_copy (state);
}

void
ludus_game_free_state (LudusGame  *self,
                       LudusState *state)
{
  ludus_state_free (state);
}

guint
ludus_game_get_n_players (LudusGame        *self,
                          const LudusState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return ludus_state_get_n_players (state);
}

/**
 * ludus_game_get_actors:
 * @self: a game
 * @state: a position
 *
 * Returns: a bit mask of the seats that must decide now (bit N is seat N);
 *   0 when the game is over
 */
guint
ludus_game_get_actors (LudusGame        *self,
                       const LudusState *state)
{
  g_return_val_if_fail (is_game (self), 0);
  g_return_val_if_fail (state != NULL, 0);
  return GET_IFACE (self)->get_actors (self, state);
}

/**
 * ludus_game_legal_moves:
 * @self: a game
 * @state: a position
 * @player: a seat
 * @moves: (element-type LudusMove): an array the moves are appended to; it is
 *   emptied first, so callers can reuse one array without allocating
 *
 * Lists the decisions open to @player now (none if it is not to act).
 */
void
ludus_game_legal_moves (LudusGame        *self,
                        const LudusState *state,
                        guint             player,
                        GArray           *moves)
{
  g_return_if_fail (is_game (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (moves != NULL);

  g_array_set_size (moves, 0);
  if (player >= ludus_game_get_n_players (self, state))
    return;
  GET_IFACE (self)->legal_moves (self, state, player, moves);
}

/**
 * ludus_game_canonicalize_move:
 * @move: (inout): a move, rewritten in place
 *
 * Rewrites @move into the one form that ludus_game_legal_moves() lists for
 * the same decision (for example equal parts given in another order). A move
 * that is no decision at all is left as it is.
 */
void
ludus_game_canonicalize_move (LudusGame        *self,
                              const LudusState *state,
                              guint             player,
                              LudusMove        *move)
{
  g_return_if_fail (is_game (self));
  g_return_if_fail (state != NULL && move != NULL);

  if (GET_IFACE (self)->canonicalize_move != NULL &&
      player < ludus_state_get_n_players (state))
    GET_IFACE (self)->canonicalize_move (self, state, player, move);
}

static gboolean
is_listed (LudusGame        *self,
           const LudusState *state,
           guint             player,
           const LudusMove  *move)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));

  ludus_game_legal_moves (self, state, player, moves);
  for (guint i = 0; i < moves->len; i++)
    if (memcmp (&g_array_index (moves, LudusMove, i), move, sizeof *move) == 0)
      return TRUE;
  return FALSE;
}

/**
 * ludus_game_is_legal:
 *
 * Returns: whether @move, once canonical, is among @player's legal moves in
 *   @state
 */
gboolean
ludus_game_is_legal (LudusGame        *self,
                     const LudusState *state,
                     guint             player,
                     const LudusMove  *move)
{
  LudusMove canonical;

  g_return_val_if_fail (is_game (self), FALSE);
  g_return_val_if_fail (state != NULL && move != NULL, FALSE);

  canonical = *move;
  ludus_game_canonicalize_move (self, state, player, &canonical);
  return is_listed (self, state, player, &canonical);
}

/* A game that always had an automatic move would never stop; no real game
 * makes more than a few hundred decisions in a row by itself. */
#define MAX_AUTOMATIC_MOVES 10000

/**
 * ludus_game_make_automatic_moves:
 * @state: a position, changed in place
 *
 * Makes, one after the other, the decisions with a single choice that are
 * due in @state (ludus_game_get_automatic_move()). ludus_game_apply() does
 * this after every move; this is for a position written under older rules,
 * which asked for them.
 */
void
ludus_game_make_automatic_moves (LudusGame  *self,
                                 LudusState *state)
{
  LudusGameInterface *iface;
  LudusMove move = { 0 };
  guint player;

  g_return_if_fail (is_game (self));
  g_return_if_fail (state != NULL);

  iface = GET_IFACE (self);
  if (iface->get_automatic_move == NULL)
    return;
  for (guint n = 0; iface->get_automatic_move (self, state, &player, &move); n++)
    {
      if (n == MAX_AUTOMATIC_MOVES)
        {
          g_critical ("%s keeps making moves by itself", ludus_game_get_id (self));
          return;
        }
      iface->apply (self, state, player, &move);
      memset (&move, 0, sizeof move);
    }
}

/**
 * ludus_game_apply:
 * @self: a game
 * @state: the position, changed in place
 * @player: the seat making the move
 * @move: the move
 * @error: return location for a #GError
 *
 * Applies @move if it is one of ludus_game_legal_moves() once written in
 * its canonical form (ludus_game_canonicalize_move()); callers that record
 * moves record that form. Then the decisions with a single choice that are
 * due are made too (ludus_game_get_automatic_move()). A move that is not legal is refused with
 * %LUDUS_GAME_ERROR_ILLEGAL_MOVE (or %LUDUS_GAME_ERROR_NOT_YOUR_TURN) and
 * @state is left exactly as it was.
 *
 * Returns: %TRUE if the move was applied
 */
gboolean
ludus_game_apply (LudusGame        *self,
                  LudusState       *state,
                  guint             player,
                  const LudusMove  *move,
                  GError          **error)
{
  LudusMove canonical;

  g_return_val_if_fail (is_game (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (player >= ludus_game_get_n_players (self, state) ||
      (ludus_game_get_actors (self, state) & (1u << player)) == 0)
    {
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_NOT_YOUR_TURN,
                   _("Player %u has nothing to decide now"), player + 1);
      return FALSE;
    }

  canonical = *move;
  ludus_game_canonicalize_move (self, state, player, &canonical);
  if (!is_listed (self, state, player, &canonical))
    {
      g_autofree char *reason = NULL;
      g_autofree char *text = NULL;

      if (GET_IFACE (self)->explain_illegal != NULL)
        reason = GET_IFACE (self)->explain_illegal (self, state, player, &canonical);
      if (reason != NULL)
        {
          g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE, reason);
          return FALSE;
        }
      text = ludus_game_move_to_string (self, move);
      g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                   /* Translators: %s is a move in its JSON form */
                   _("The move %s is not allowed now"), text);
      return FALSE;
    }

  GET_IFACE (self)->apply (self, state, player, &canonical);
  ludus_game_make_automatic_moves (self, state);
  return TRUE;
}

/**
 * ludus_game_apply_trusted:
 * @move: a move that ludus_game_legal_moves() has just listed for @player
 *   in @state, unchanged
 *
 * Applies @move without judging it, then the decisions with a single choice
 * that follow, as ludus_game_apply() does: for search and playouts, which
 * take their moves from the list. Anything else must use ludus_game_apply().
 */
void
ludus_game_apply_trusted (LudusGame        *self,
                          LudusState       *state,
                          guint             player,
                          const LudusMove  *move)
{
  GET_IFACE (self)->apply (self, state, player, move);
  ludus_game_make_automatic_moves (self, state);
}

/**
 * ludus_game_get_automatic_move:
 * @player: (out): who makes it
 * @move: (out): the move
 *
 * A decision due in @state with a single choice, which the game makes by
 * itself. ludus_game_apply() and ludus_game_apply_trusted() make every such
 * decision after their move, so a position they leave never has one; this
 * is for the log (which shows each) and for saves of older rules, which
 * recorded them.
 *
 * Returns: %TRUE if there is one
 */
gboolean
ludus_game_get_automatic_move (LudusGame        *self,
                               const LudusState *state,
                               guint            *player,
                               LudusMove        *move)
{
  g_return_val_if_fail (is_game (self), FALSE);
  g_return_val_if_fail (state != NULL && player != NULL && move != NULL, FALSE);

  if (GET_IFACE (self)->get_automatic_move == NULL)
    return FALSE;
  memset (move, 0, sizeof *move);
  return GET_IFACE (self)->get_automatic_move (self, state, player, move);
}

/**
 * ludus_game_apply_decision:
 * @move: a move that ludus_game_legal_moves() has just listed for @player
 *   in @state, or the one ludus_game_get_automatic_move() gave
 *
 * Applies @move alone, without judging it and without the decisions with a
 * single choice that follow it (see ludus_game_get_automatic_move()): for
 * showing one step at a time. Play uses ludus_game_apply().
 */
void
ludus_game_apply_decision (LudusGame        *self,
                           LudusState       *state,
                           guint             player,
                           const LudusMove  *move)
{
  g_return_if_fail (is_game (self));
  g_return_if_fail (state != NULL && move != NULL);

  GET_IFACE (self)->apply (self, state, player, move);
}

guint
ludus_game_get_epoch (LudusGame        *self,
                      const LudusState *state)
{
  g_return_val_if_fail (state != NULL, 0);
  return ludus_state_get_epoch (state);
}

static gboolean
ends_turn_alone (LudusGame        *self,
                 const LudusState *before,
                 const LudusState *after,
                 guint             player,
                 const LudusMove  *move)
{
  if (GET_IFACE (self)->ends_turn != NULL)
    return GET_IFACE (self)->ends_turn (self, before, after, player, move);
  return ludus_game_is_over (self, after) ||
         (ludus_game_get_actors (self, after) & (1u << player)) == 0;
}

/**
 * ludus_game_ends_turn:
 * @before: the position before @move
 * @after: the position after it
 *
 * Returns: whether @move was the last decision of @player's turn, so that
 *   the table may show its outcome before handing over; with the decisions
 *   with a single choice the game then made, the turn may have ended with
 *   one of those
 */
gboolean
ludus_game_ends_turn (LudusGame        *self,
                      const LudusState *before,
                      const LudusState *after,
                      guint             player,
                      const LudusMove  *move)
{
  g_autoptr(LudusState) prev = NULL;
  g_autoptr(LudusState) state = NULL;
  LudusMove made;
  guint seat;

  g_return_val_if_fail (is_game (self), TRUE);

  if (GET_IFACE (self)->get_automatic_move == NULL)
    return ends_turn_alone (self, before, after, player, move);

  /* The turn may end with a decision the game then made for the seat by
   * itself (its end, with nothing left to do): step through them. */
  state = ludus_state_copy (before);
  ludus_game_apply_decision (self, state, player, move);
  if (ends_turn_alone (self, before, state, player, move))
    return TRUE;
  for (guint n = 0; n < MAX_AUTOMATIC_MOVES &&
                    ludus_game_get_automatic_move (self, state, &seat, &made); n++)
    {
      g_clear_pointer (&prev, ludus_state_free);
      prev = g_steal_pointer (&state);
      state = ludus_state_copy (prev);
      ludus_game_apply_decision (self, state, seat, &made);
      if (seat == player && ends_turn_alone (self, prev, state, seat, &made))
        return TRUE;
    }
  return FALSE;
}

/**
 * ludus_game_move_reveals:
 * @move: one of @player's legal moves in @state
 *
 * Returns: whether @move draws at random or shows hidden information to
 *   someone (it changes the epoch), so that a competitive match cannot take
 *   it back
 */
gboolean
ludus_game_move_reveals (LudusGame        *self,
                         const LudusState *state,
                         guint             player,
                         const LudusMove  *move)
{
  g_autoptr(LudusState) after = NULL;

  g_return_val_if_fail (is_game (self), FALSE);
  g_return_val_if_fail (state != NULL && move != NULL, FALSE);

  after = ludus_state_copy (state);
  ludus_game_apply_trusted (self, after, player, move);
  return ludus_state_get_epoch (after) != ludus_state_get_epoch (state);
}

/**
 * ludus_game_redact:
 * @viewer: the seat looking, or -1 for someone who sees only public information
 *
 * Returns: (transfer full): a copy of @state with what @viewer may not see hidden
 */
LudusState *
ludus_game_redact (LudusGame        *self,
                   const LudusState *state,
                   int               viewer)
{
  g_return_val_if_fail (is_game (self), NULL);
  return GET_IFACE (self)->redact (self, state, viewer);
}

char *
ludus_game_describe_move (LudusGame        *self,
                          const LudusState *before,
                          const LudusState *after,
                          guint             player,
                          const LudusMove  *move,
                          int               viewer)
{
  g_return_val_if_fail (is_game (self), NULL);
  return GET_IFACE (self)->describe_move (self, before, after, player, move, viewer);
}

/**
 * ludus_game_describe_choice:
 * @state: the position before the move
 * @player: the seat that would make the move
 * @move: one of @player's legal moves in @state
 *
 * Describes @move alone (not the decisions the game then makes by itself) for @player before it
 * is made. When the move changes the epoch (it draws at random or reveals something), the
 * description is made from @state alone, so that it cannot name what would be drawn.
 *
 * Returns: (transfer full): the description
 */
char *
ludus_game_describe_choice (LudusGame        *self,
                            const LudusState *state,
                            guint             player,
                            const LudusMove  *move)
{
  LudusState *after;
  char *text;

  g_return_val_if_fail (is_game (self), NULL);
  after = ludus_game_copy_state (self, state);
  ludus_game_apply_decision (self, after, player, move);
  if (ludus_game_get_epoch (self, after) != ludus_game_get_epoch (self, state))
    text = ludus_game_describe_move (self, state, state, player, move, (int) player);
  else
    text = ludus_game_describe_move (self, state, after, player, move, (int) player);
  ludus_game_free_state (self, after);
  return text;
}

char *
ludus_game_get_prompt (LudusGame        *self,
                       const LudusState *state,
                       int               viewer)
{
  g_return_val_if_fail (is_game (self), NULL);
  return GET_IFACE (self)->get_prompt (self, state, viewer);
}

char *
ludus_game_describe_player (LudusGame        *self,
                            const LudusState *state,
                            guint             player,
                            int               viewer)
{
  g_return_val_if_fail (is_game (self), NULL);
  return GET_IFACE (self)->describe_player (self, state, player, viewer);
}

gboolean
ludus_game_is_over (LudusGame        *self,
                    const LudusState *state)
{
  g_return_val_if_fail (is_game (self), FALSE);
  return GET_IFACE (self)->is_over (self, state);
}

/**
 * ludus_game_get_scores:
 * @scores: (array): one value per seat, filled in
 *
 * The current (or final) score of every seat.
 */
void
ludus_game_get_scores (LudusGame        *self,
                       const LudusState *state,
                       int              *scores)
{
  g_return_if_fail (is_game (self));
  memset (scores, 0, sizeof (int) * ludus_game_get_n_players (self, state));
  GET_IFACE (self)->get_scores (self, state, scores);
}

/**
 * ludus_game_get_ranks:
 * @ranks: (array): one value per seat: 0 for the winner; tied seats share a rank
 *
 * The order of the seats after the game's tie-breaks. Games that do not
 * provide get_ranks are ranked by score alone.
 */
void
ludus_game_get_ranks (LudusGame        *self,
                      const LudusState *state,
                      guint            *ranks)
{
  int scores[LUDUS_MAX_PLAYERS];
  guint n;

  g_return_if_fail (is_game (self));

  if (GET_IFACE (self)->get_ranks != NULL)
    {
      GET_IFACE (self)->get_ranks (self, state, ranks);
      return;
    }

  n = ludus_game_get_n_players (self, state);
  ludus_game_get_scores (self, state, scores);
  ludus_ranks_from_scores (scores, n, ranks);
}

/**
 * ludus_ranks_from_scores:
 * @ranks: (array): filled in: 0 for the best score; equal scores share a rank
 *
 * Ranks by score alone, for games without tie-breaks.
 */
void
ludus_ranks_from_scores (const int *scores,
                         guint      n,
                         guint     *ranks)
{
  for (guint i = 0; i < n; i++)
    {
      ranks[i] = 0;
      for (guint j = 0; j < n; j++)
        if (scores[j] > scores[i])
          ranks[i]++;
    }
}

/**
 * ludus_game_get_score_breakdown:
 *
 * Returns: (transfer full) (element-type LudusScoreRow): rows with translated labels
 */
GPtrArray *
ludus_game_get_score_breakdown (LudusGame        *self,
                                const LudusState *state)
{
  GPtrArray *rows;

  g_return_val_if_fail (is_game (self), NULL);

  rows = GET_IFACE (self)->get_score_breakdown (self, state);
  if (rows == NULL)
    rows = g_ptr_array_new_with_free_func ((GDestroyNotify) ludus_score_row_free);
  return rows;
}

/**
 * ludus_game_get_opponent_score:
 * @score: (out): the opponent's final score
 *
 * A game for one seat plays against the game itself (an automa); its score
 * breakdown gives the automa's points in the second column; its score is the
 * sum of that column's source rows. A game that gives get_opponent_score
 * says it directly (and then from any thread: the search asks it at the end
 * of every playout); otherwise the breakdown is read, on the main thread.
 *
 * Returns: %FALSE if the game has more than one seat
 */
gboolean
ludus_game_get_opponent_score (LudusGame        *self,
                               const LudusState *state,
                               int              *score)
{
  g_autoptr(GPtrArray) rows = NULL;
  int sum = 0;

  g_return_val_if_fail (LUDUS_IS_GAME (self), FALSE);
  g_return_val_if_fail (state != NULL && score != NULL, FALSE);

  if (ludus_state_get_n_players (state) != 1)
    return FALSE;
  if (GET_IFACE (self)->get_opponent_score != NULL
      && GET_IFACE (self)->get_opponent_score (self, state, score))
    return TRUE;
  rows = ludus_game_get_score_breakdown (self, state);
  for (guint i = 0; i < rows->len; i++)
    {
      LudusScoreRow *row = g_ptr_array_index (rows, i);

      if (row->kind == LUDUS_SCORE_ROW_SOURCE)
        sum += row->values[1];
    }
  *score = sum;
  return TRUE;
}

JsonNode *
ludus_game_state_to_json (LudusGame        *self,
                          const LudusState *state)
{
  g_return_val_if_fail (is_game (self), NULL);
  return GET_IFACE (self)->state_to_json (self, state);
}

/**
 * ludus_game_state_from_json:
 * @node: a state as written by ludus_game_state_to_json(), or by hand
 * @error: return location for a #GError
 *
 * Returns: (transfer full): the state, or %NULL with @error set if @node is
 *   malformed or inconsistent
 */
LudusState *
ludus_game_state_from_json (LudusGame  *self,
                            JsonNode   *node,
                            GError    **error)
{
  g_return_val_if_fail (is_game (self), NULL);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_STATE,
                           _("A game state must be a JSON object"));
      return NULL;
    }
  return GET_IFACE (self)->state_from_json (self, node, error);
}

/**
 * ludus_game_state_to_string:
 *
 * Returns: (transfer full): the state as compact JSON text
 */
char *
ludus_game_state_to_string (LudusGame        *self,
                            const LudusState *state)
{
  g_autoptr(JsonNode) node = ludus_game_state_to_json (self, state);

  return json_to_string (node, FALSE);
}

/**
 * ludus_game_states_equal:
 *
 * Returns: whether @a and @b serialize to the same JSON
 */
gboolean
ludus_game_states_equal (LudusGame        *self,
                         const LudusState *a,
                         const LudusState *b)
{
  g_autoptr(JsonNode) na = ludus_game_state_to_json (self, a);
  g_autoptr(JsonNode) nb = ludus_game_state_to_json (self, b);

  return json_node_equal (na, nb);
}

/**
 * ludus_game_get_board:
 *
 * Returns: (transfer none) (nullable): how the game's board is drawn, or
 *   %NULL if the game has none (the shell then lists the legal moves)
 */
const LudusBoardSpec *
ludus_game_get_board (LudusGame *self)
{
  g_return_val_if_fail (is_game (self), NULL);

  if (GET_IFACE (self)->get_board == NULL)
    return NULL;
  return GET_IFACE (self)->get_board (self);
}

/**
 * ludus_game_get_round:
 *
 * Returns: the round @state is in, from 1; 0 if the game does not count rounds
 */
guint
ludus_game_get_round (LudusGame        *self,
                      const LudusState *state)
{
  g_return_val_if_fail (is_game (self), 0);
  g_return_val_if_fail (state != NULL, 0);

  if (GET_IFACE (self)->get_round == NULL)
    return 0;
  return GET_IFACE (self)->get_round (self, state);
}

/**
 * ludus_game_is_setup_decision:
 * @player: a seat that must decide in @state
 *
 * Returns: whether @player's decision now is a setup decision the rules leave to the players
 *   (games with %LUDUS_GAME_SETUP_DECISIONS), which a seat may have dealt at random
 */
gboolean
ludus_game_is_setup_decision (LudusGame        *self,
                              const LudusState *state,
                              guint             player)
{
  g_return_val_if_fail (is_game (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  if ((ludus_game_get_flags (self) & LUDUS_GAME_SETUP_DECISIONS) == 0 ||
      GET_IFACE (self)->is_setup_decision == NULL)
    return FALSE;
  return GET_IFACE (self)->is_setup_decision (self, state, player);
}

/**
 * ludus_game_get_rules_sections:
 *
 * The rules as sections: the game's own, or its rules markup split at its headings
 * (ludus_rules_sections_from_markup ()).
 *
 * Returns: (transfer full) (element-type LudusRulesSection): the sections, translated now
 */
GPtrArray *
ludus_game_get_rules_sections (LudusGame *self)
{
  g_autofree char *markup = NULL;

  g_return_val_if_fail (is_game (self), NULL);

  if (GET_IFACE (self)->get_rules_sections != NULL)
    {
      GPtrArray *sections = GET_IFACE (self)->get_rules_sections (self);

      if (sections != NULL)
        return sections;
    }
  markup = ludus_game_get_rules_markup (self);
  return ludus_rules_sections_from_markup (markup);
}

/**
 * ludus_game_get_rules_section:
 * @viewer: the seat at the table (-1: someone who watches)
 *
 * Returns: (nullable): the id of the rules section about the decision open in @state, or
 *   %NULL if the game names none
 */
const char *
ludus_game_get_rules_section (LudusGame        *self,
                              const LudusState *state,
                              int               viewer)
{
  g_return_val_if_fail (is_game (self), NULL);
  g_return_val_if_fail (state != NULL, NULL);

  if (GET_IFACE (self)->get_rules_section == NULL)
    return NULL;
  return GET_IFACE (self)->get_rules_section (self, state, viewer);
}

/**
 * ludus_game_views_differ:
 * @viewer: a seat
 *
 * Returns: whether @viewer sees anything in @state that someone watching does not (its
 *   redacted state differs from the public one): if not, a hand-over to @viewer has nothing
 *   to protect
 */
gboolean
ludus_game_views_differ (LudusGame        *self,
                         const LudusState *state,
                         int               viewer)
{
  g_autoptr(LudusState) seen = NULL;
  g_autoptr(LudusState) public = NULL;

  g_return_val_if_fail (is_game (self), TRUE);
  g_return_val_if_fail (state != NULL, TRUE);

  if ((ludus_game_get_flags (self) & LUDUS_GAME_HIDDEN_INFORMATION) == 0)
    return FALSE;
  seen = ludus_game_redact (self, state, viewer);
  public = ludus_game_redact (self, state, -1);
  return ludus_state_get_size (seen) != ludus_state_get_size (public) ||
         memcmp (seen, public, ludus_state_get_size (seen)) != 0;
}

/**
 * ludus_game_determinize:
 * @state: the true position
 * @seat: the seat whose knowledge is kept
 * @rng: where the resampling draws from
 *
 * A search samples the positions a seat cannot tell apart. The result is a
 * complete, playable position in which everything @seat can see is as in
 * @state — ludus_game_redact() for @seat gives the same state, byte for
 * byte — and everything it cannot see (the other seats' hands, the order of
 * face-down stacks, face-down picks, the generator's future) is drawn anew
 * from @rng, every component conserved. The result depends only on what
 * @seat sees and on @rng: two positions the seat cannot tell apart give the
 * same result for the same @rng (an engine gathers what is hidden into a
 * pool, sorts it, then deals it out again). So a search that is handed a
 * sample instead of the truth plays exactly as it would with the truth, and
 * cannot learn a hidden card. Games without hidden information only get a
 * new generator.
 *
 * Returns: (transfer full): the sampled position
 */
LudusState *
ludus_game_determinize (LudusGame        *self,
                        const LudusState *state,
                        guint             seat,
                        LudusRng         *rng)
{
  LudusState *copy;

  g_return_val_if_fail (is_game (self), NULL);
  g_return_val_if_fail (state != NULL && rng != NULL, NULL);

  if (GET_IFACE (self)->determinize != NULL)
    return GET_IFACE (self)->determinize (self, state, seat, rng);

  g_return_val_if_fail ((ludus_game_get_flags (self) & LUDUS_GAME_HIDDEN_INFORMATION) == 0, NULL);
  copy = ludus_state_copy (state);
  ludus_state_reseed (copy, rng);
  return copy;
}

/**
 * ludus_game_get_view_key:
 *
 * Returns: a hash of what @seat sees in @state (its information set): equal
 *   for positions the seat cannot tell apart, and in practice different for
 *   positions it can
 */
guint64
ludus_game_get_view_key (LudusGame        *self,
                         const LudusState *state,
                         guint             seat)
{
  g_autoptr(LudusState) view = NULL;
  LudusRng none = { { 0 } };

  g_return_val_if_fail (is_game (self), 0);
  g_return_val_if_fail (state != NULL, 0);

  if (GET_IFACE (self)->get_view_key != NULL)
    return GET_IFACE (self)->get_view_key (self, state, seat);

  view = ludus_game_redact (self, state, (int) seat);
  ludus_state_set_rng (view, &none);
  return ludus_state_hash (view);
}

/* Utilities: one rank step outweighs any margin. */
#define RANK_WEIGHT   8.0
#define MARGIN_SCALE 20.0
/* Alone against the automa, search seats end 60 to 100 points behind and
 * playouts from mid-game about 130 behind; a good game ends within 50
 * either side. This keeps 10 points worth a visible step over that range
 * (tanh (score / 20) gave the same for 90 and 140 points). */
#define SOLO_MARGIN_SCALE 60.0

/**
 * ludus_game_solo_utility:
 * @margin: the seat's score minus its automa's
 * @won: whether the seat won (the game's ranks)
 *
 * What a finished game of one seat against its automa is worth: rising
 * with the margin over the whole range of real margins, and always more
 * for a win than for a loss (a tie-break counts as half a point of margin).
 *
 * Returns: a value in (0, 1)
 */
double
ludus_game_solo_utility (int      margin,
                         gboolean won)
{
  double x = margin + (won ? 0.5 : -0.5);

  if (won && x < 0.5)
    x = 0.5;
  else if (!won && x > -0.5)
    x = -0.5;
  return 0.5 + 0.5 * tanh (x / SOLO_MARGIN_SCALE);
}

/* A seat's utility among n seats: its rank first, then its margin over the best other. */
static double
rank_margin_utility (guint  n,
                     guint  rank,
                     double score,
                     double best_other)
{
  double base, margin;

  if (n > 1)
    base = (double) (n - 1 - MIN (rank, n - 1)) / (n - 1);
  else
    base = rank == 0 ? 1.0 : 0.0;
  margin = 0.5 + 0.5 * tanh ((n > 1 ? score - best_other : score) / MARGIN_SCALE);
  return (RANK_WEIGHT * base + margin) / (RANK_WEIGHT + 1.0);
}

/* The best score among the seats other than p (n ≥ 2; unused alone). */
static double
best_other (guint         n,
            const double *scores,
            guint         p)
{
  double best = -G_MAXDOUBLE;

  for (guint q = 0; q < n; q++)
    if (q != p)
      best = MAX (best, scores[q]);
  return best;
}

/**
 * ludus_game_get_utilities:
 * @utilities: (array): one value per seat in [0, 1], filled in
 *
 * What a finished game is worth to each seat, for search: a better rank is
 * always worth more; among equal ranks, a larger lead over the best other
 * seat (or a smaller gap to it). The winner of a game of n seats gets
 * about 8/9 or more, the last about 1/9 or less. A seat alone against the
 * game's automa gets ludus_game_solo_utility() of its margin over the
 * automa instead, if the game tells the automa's score without text (its
 * get_opponent_score; this runs on the search's threads).
 */
void
ludus_game_get_utilities (LudusGame        *self,
                          const LudusState *state,
                          double           *utilities)
{
  int scores[LUDUS_MAX_PLAYERS];
  double as_double[LUDUS_MAX_PLAYERS];
  guint ranks[LUDUS_MAX_PLAYERS];
  guint n;
  int automa;

  g_return_if_fail (is_game (self));
  g_return_if_fail (state != NULL && utilities != NULL);

  n = ludus_state_get_n_players (state);
  ludus_game_get_scores (self, state, scores);
  ludus_game_get_ranks (self, state, ranks);
  if (n == 1 && GET_IFACE (self)->get_opponent_score != NULL
      && GET_IFACE (self)->get_opponent_score (self, state, &automa))
    {
      utilities[0] = ludus_game_solo_utility (scores[0] - automa, ranks[0] == 0);
      return;
    }
  for (guint p = 0; p < n; p++)
    as_double[p] = scores[p];
  for (guint p = 0; p < n; p++)
    utilities[p] = rank_margin_utility (n, ranks[p], as_double[p], best_other (n, as_double, p));
}

/**
 * ludus_utilities_from_scores:
 * @n: the number of seats
 * @scores: (array): each seat's score, or an estimate of its final score
 * @utilities: (array): one value per seat in [0, 1], filled in
 *
 * What ludus_game_get_utilities() would give a finished game of @n seats
 * (two or more) with these scores, ranked by score alone (equal scores share
 * a rank): for a game's evaluation of an unfinished position, so that an
 * estimate and a finished playout are worth the same for the same scores.
 */
void
ludus_utilities_from_scores (guint         n,
                             const double *scores,
                             double       *utilities)
{
  g_return_if_fail (n >= 2 && n <= LUDUS_MAX_PLAYERS);
  g_return_if_fail (scores != NULL && utilities != NULL);

  for (guint p = 0; p < n; p++)
    {
      guint rank = 0;

      for (guint q = 0; q < n; q++)
        rank += scores[q] > scores[p];
      utilities[p] = rank_margin_utility (n, rank, scores[p], best_other (n, scores, p));
    }
}

/**
 * ludus_game_evaluate:
 * @values: (array): one value per seat in [0, 1], filled in on success
 *
 * A game's own estimate of an unfinished position, for search.
 *
 * Returns: %FALSE if the game has no estimate for @state
 */
gboolean
ludus_game_evaluate (LudusGame        *self,
                     const LudusState *state,
                     double           *values)
{
  g_return_val_if_fail (is_game (self), FALSE);

  if (GET_IFACE (self)->evaluate == NULL)
    return FALSE;
  return GET_IFACE (self)->evaluate (self, state, values);
}

/**
 * ludus_game_get_exploration_scale:
 *
 * A factor the search multiplies its exploration constant by for a search
 * from @state. A game whose utilities differ only a little between good and
 * bad moves (one seat far behind its automa, where the utility curve is
 * flat) gives a factor below 1, so that the search spends its iterations
 * deeper on the better moves instead of spreading them evenly. Called from
 * the search's threads: it reads only @state and makes no text.
 *
 * Returns: a factor above 0; 1 for a game that does not give one
 */
double
ludus_game_get_exploration_scale (LudusGame        *self,
                                  const LudusState *state)
{
  double scale;

  g_return_val_if_fail (is_game (self), 1.0);

  if (GET_IFACE (self)->get_exploration_scale == NULL)
    return 1.0;
  scale = GET_IFACE (self)->get_exploration_scale (self, state);
  return scale > 0.0 ? scale : 1.0;
}

/**
 * ludus_game_get_playout_flags:
 * @level: the search's level, a #LudusLevel
 *
 * How a search at @level from @state plays its playouts: by the game's
 * policy or at random, and whether a playout that reaches the cut-off goes
 * on to the end of the turn under way before the evaluation values it. A
 * game gives this when the playouts that pay differ by level or by player
 * count: longer, smarter playouts cost time that only a large budget
 * recovers. Called once a search, from the search's threads: it reads only
 * @state and makes no text.
 *
 * Returns: the flags; %LUDUS_PLAYOUT_POLICY for a game that does not give any
 */
LudusPlayoutFlags
ludus_game_get_playout_flags (LudusGame        *self,
                              const LudusState *state,
                              guint             level)
{
  g_return_val_if_fail (is_game (self), LUDUS_PLAYOUT_POLICY);

  if (GET_IFACE (self)->get_playout_flags == NULL)
    return LUDUS_PLAYOUT_POLICY;
  return GET_IFACE (self)->get_playout_flags (self, state, level);
}

/**
 * ludus_pick_weighted_move:
 * @moves: (array length=n_moves): the legal moves
 * @n_moves: at least 1
 * @weight: each move's weight
 * @user_data: for @weight
 * @rng: the search's generator
 *
 * Draws one of @moves with a chance in proportion to its weight, with one draw from @rng:
 * the rule-of-thumb playout policies of the games are weights by move kind. If every
 * weight is 0, one at random.
 *
 * Returns: the index of the move drawn, below @n_moves
 */
guint
ludus_pick_weighted_move (const LudusMove     *moves,
                          guint                n_moves,
                          LudusMoveWeightFunc  weight,
                          gpointer             user_data,
                          LudusRng            *rng)
{
  guint on_stack[128];
  guint *weights, total = 0, pick, i;

  g_return_val_if_fail (moves != NULL && n_moves > 0 && weight != NULL, 0);

  /* Each weight is asked once: a policy's weight may cost (Nova Roma's reads the forum). */
  weights = n_moves <= G_N_ELEMENTS (on_stack) ? on_stack : g_new (guint, n_moves);
  for (i = 0; i < n_moves; i++)
    total += weights[i] = weight (&moves[i], user_data);
  if (total == 0)
    i = ludus_rng_below (rng, n_moves);
  else
    for (i = 0, pick = ludus_rng_below (rng, total); pick >= weights[i]; i++)
      pick -= weights[i];
  if (weights != on_stack)
    g_free (weights);
  return i;
}

/**
 * ludus_game_choose_playout_move:
 * @moves: (array length=n_moves): player's legal moves in @state, in the
 *   order ludus_game_legal_moves () gives them
 * @n_moves: at least 1
 * @rng: the search's generator: the only source of chance allowed
 *
 * The search's playout policy: which move @player makes in a playout. A
 * game's policy may prefer the moves a sensible player would make (cheap
 * rules of thumb, no search); it reads only @state (a determinization) and
 * the moves, draws only from @rng, makes no text and is safe on worker
 * threads, so the same seed still gives the same move. Without one, a
 * move at random.
 *
 * Returns: the index of the move, below @n_moves
 */
guint
ludus_game_choose_playout_move (LudusGame        *self,
                                const LudusState *state,
                                guint             player,
                                const LudusMove  *moves,
                                guint             n_moves,
                                LudusRng         *rng)
{
  guint pick;

  g_return_val_if_fail (is_game (self), 0);
  g_return_val_if_fail (n_moves > 0, 0);

  if (GET_IFACE (self)->choose_playout_move == NULL)
    return ludus_rng_below (rng, n_moves);
  pick = GET_IFACE (self)->choose_playout_move (self, state, player, moves, n_moves, rng);
  g_return_val_if_fail (pick < n_moves, 0);
  return pick;
}

static guint
count_move_kinds (LudusGame *self)
{
  const char *const *kinds = ludus_game_get_move_kinds (self);
  guint n = 0;

  while (kinds != NULL && kinds[n] != NULL)
    n++;
  return n;
}

JsonNode *
ludus_game_move_to_json (LudusGame       *self,
                         const LudusMove *move)
{
  JsonBuilder *builder = json_builder_new ();
  const char *const *kinds = ludus_game_get_move_kinds (self);
  guint n_args = LUDUS_MOVE_N_ARGS;
  JsonNode *node;

  while (n_args > 0 && move->args[n_args - 1] == 0)
    n_args--;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  if (move->kind >= 0 && (guint) move->kind < count_move_kinds (self))
    json_builder_add_string_value (builder, kinds[move->kind]);
  else
    json_builder_add_int_value (builder, move->kind);
  json_builder_set_member_name (builder, "args");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_args; i++)
    json_builder_add_int_value (builder, move->args[i]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  node = json_builder_get_root (builder);
  g_object_unref (builder);
  return node;
}

char *
ludus_game_move_to_string (LudusGame       *self,
                           const LudusMove *move)
{
  g_autoptr(JsonNode) node = ludus_game_move_to_json (self, move);

  return json_to_string (node, FALSE);
}

static gboolean
move_kind_from_json (LudusGame  *self,
                     JsonNode   *kind_node,
                     gint32     *kind,
                     GError    **error)
{
  const char *const *kinds = ludus_game_get_move_kinds (self);
  guint n_kinds = count_move_kinds (self);
  const char *name;

  if (kind_node == NULL || !JSON_NODE_HOLDS_VALUE (kind_node) ||
      json_node_get_value_type (kind_node) != G_TYPE_STRING)
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                           _("A move needs a “kind” string"));
      return FALSE;
    }

  name = json_node_get_string (kind_node);
  for (guint i = 0; i < n_kinds; i++)
    if (g_str_equal (kinds[i], name))
      {
        *kind = (gint32) i;
        return TRUE;
      }

  {
    g_autofree char *shown = ludus_text_for_message (name);

    g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                 _("“%s” is not a kind of move in %s"), shown, ludus_game_get_id (self));
  }
  return FALSE;
}

/**
 * ludus_game_move_from_json:
 * @node: `{"kind": "...", "args": [...]}`
 * @move: (out): the move read
 * @error: return location for a #GError
 *
 * Reads a move's JSON form. It checks the form, not the move's legality.
 *
 * Returns: %TRUE on success
 */
gboolean
ludus_game_move_from_json (LudusGame  *self,
                           JsonNode   *node,
                           LudusMove  *move,
                           GError    **error)
{
  LudusMove parsed = { 0 };
  JsonObject *object;
  JsonNode *args_node;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                           _("A move must be a JSON object"));
      return FALSE;
    }

  object = json_node_get_object (node);
  if (!move_kind_from_json (self, json_object_get_member (object, "kind"), &parsed.kind, error))
    return FALSE;

  args_node = json_object_get_member (object, "args");
  if (args_node != NULL)
    {
      JsonArray *args;
      guint n;

      if (!JSON_NODE_HOLDS_ARRAY (args_node) ||
          (n = json_array_get_length (args = json_node_get_array (args_node))) > LUDUS_MOVE_N_ARGS)
        {
          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                       _("A move’s “args” must be an array of at most %d integers"),
                       LUDUS_MOVE_N_ARGS);
          return FALSE;
        }

      for (guint i = 0; i < n; i++)
        {
          JsonNode *arg = json_array_get_element (args, i);
          gint64 value;

          if (!JSON_NODE_HOLDS_VALUE (arg) || json_node_get_value_type (arg) != G_TYPE_INT64 ||
              (value = json_node_get_int (arg)) < G_MININT32 || value > G_MAXINT32)
            {
              g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_ILLEGAL_MOVE,
                           _("Argument %u of a move is not a 32-bit integer"), i + 1);
              return FALSE;
            }
          parsed.args[i] = (gint32) value;
        }
    }

  *move = parsed;
  return TRUE;
}

/**
 * ludus_game_default_options:
 *
 * Returns: (transfer full): the default value of every option (at least one
 *   element, so the result is never %NULL)
 */
int *
ludus_game_default_options (LudusGame *self)
{
  guint n;
  const LudusOption *options = ludus_game_get_options (self, &n);
  int *values = g_new0 (int, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    values[i] = options[i].default_value;
  return values;
}

JsonNode *
ludus_game_options_to_json (LudusGame *self,
                            const int *values)
{
  guint n;
  const LudusOption *options = ludus_game_get_options (self, &n);
  JsonObject *object = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint i = 0; i < n; i++)
    json_object_set_int_member (object, options[i].id, values[i]);
  json_node_take_object (node, object);
  return node;
}

/**
 * ludus_game_options_from_json:
 * @node: an object keyed by option id; missing options take their default
 * @error: return location for a #GError
 *
 * Returns: (transfer full): one value per option, or %NULL with @error set
 *   if an option is unknown or not an integer
 */
int *
ludus_game_options_from_json (LudusGame  *self,
                              JsonNode   *node,
                              GError    **error)
{
  guint n;
  const LudusOption *options = ludus_game_get_options (self, &n);
  g_autofree int *values = ludus_game_default_options (self);
  JsonObjectIter iter;
  const char *name;
  JsonNode *member;

  if (node == NULL)
    return g_steal_pointer (&values);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                           _("Options must be a JSON object"));
      return NULL;
    }

  json_object_iter_init (&iter, json_node_get_object (node));
  while (json_object_iter_next (&iter, &name, &member))
    {
      guint i;

      for (i = 0; i < n; i++)
        if (g_str_equal (options[i].id, name))
          break;

      if (i == n)
        {
          g_autofree char *shown = ludus_text_for_message (name);

          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                       _("“%s” is not an option of %s"), shown, ludus_game_get_id (self));
          return NULL;
        }

      if (JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_BOOLEAN)
        values[i] = json_node_get_boolean (member) ? 1 : 0;
      else if (JSON_NODE_HOLDS_VALUE (member) &&
               json_node_get_value_type (member) == G_TYPE_INT64 &&
               json_node_get_int (member) >= G_MININT && json_node_get_int (member) <= G_MAXINT)
        values[i] = (int) json_node_get_int (member);
      else
        {
          g_autofree char *shown = ludus_text_for_message (name);

          g_set_error (error, LUDUS_GAME_ERROR, LUDUS_GAME_ERROR_BAD_OPTIONS,
                       _("Option “%s” must be an integer"), shown);
          return NULL;
        }
    }

  return g_steal_pointer (&values);
}
