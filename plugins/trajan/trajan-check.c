/* trajan-check.c: consistency of a position (nothing created or lost)
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "trajan-private.h"

/**
 * trajan_state_error:
 * @format: what is wrong, translated (printf-style)
 *
 * Sets @error to a bad-state error naming the problem in a position.
 *
 * Returns: %FALSE
 */
gboolean
trajan_state_error (GError    **error,
                    const char *format,
                    ...)
{
  va_list args;

  va_start (args, format);
  ludus_game_error_set_valist (error, LUDUS_GAME_ERROR_BAD_STATE,
                               /* Translators: %s says what is wrong in a saved Trajan position */
                               _("Invalid Trajan position: %s"), format, args);
  va_end (args);
  return FALSE;
}

static gboolean
bad (GError    **error,
     const char *what)
{
  return trajan_state_error (error, "%s", what);
}

/* Marks id in seen; FALSE if it was already there or out of range. */
static gboolean
mark (guint8 *seen,
      guint   n,
      gint8   id)
{
  if (id < 0 || (guint) id >= n || seen[id])
    return FALSE;
  seen[id] = 1;
  return TRUE;
}

static gboolean
check_goods (const TrajanData  *d,
             const TrajanState *s,
             GError           **error)
{
  guint count[TRAJAN_N_GOODS] = { 0 };

  for (guint i = 0; i < s->deck_n; i++)
    count[s->deck[i]]++;
  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < s->discard_n[k]; i++)
      count[s->discard[k][i]]++;
  for (guint p = 0; p < s->n_players; p++)
    for (guint k = 0; k < TRAJAN_N_GOODS; k++)
      count[k] += s->players[p].hand[k] + s->players[p].display[k];
  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    if (count[k] != d->goods_copies)
      return bad (error, _("the goods cards do not add up"));
  return TRUE;
}

static gboolean
check_forum (const TrajanState *s,
             GError           **error)
{
  guint8 seen[TRAJAN_N_FORUM_TILES] = { 0 }, seen_extra[TRAJAN_N_EXTRA_TILES] = { 0 };
  guint n = 0, n_extra = 0;

  for (guint i = 0; i < s->forum_pile_n; i++, n++)
    if (!mark (seen, TRAJAN_N_FORUM_TILES, s->forum_pile[i]))
      return bad (error, _("a forum tile is in two places"));
  for (guint i = 0; i < TRAJAN_N_FORUM_SPACES; i++)
    if (s->forum_space[i] != TRAJAN_EMPTY && (n++, !mark (seen, TRAJAN_N_FORUM_TILES, s->forum_space[i])))
      return bad (error, _("a forum tile is in two places"));
  for (guint i = 0; i < TRAJAN_N_PROVINCES; i++)
    if (s->province_tile[i] != TRAJAN_EMPTY && (n++, !mark (seen, TRAJAN_N_FORUM_TILES, s->province_tile[i])))
      return bad (error, _("a forum tile is in two places"));
  for (guint p = 0; p < s->n_players; p++)
    for (guint i = 0; i < s->players[p].n_forum; i++, n++)
      if (!mark (seen, TRAJAN_N_FORUM_TILES, s->players[p].forum[i]))
        return bad (error, _("a forum tile is in two places"));
  if (n + s->forum_removed != TRAJAN_N_FORUM_TILES)
    return bad (error, _("the forum tiles do not add up"));

  for (guint i = 0; i < s->extra_pile_n; i++, n_extra++)
    if (!mark (seen_extra, TRAJAN_N_EXTRA_TILES, s->extra_pile[i]))
      return bad (error, _("an extra-action tile is in two places"));
  for (guint i = 0; i < TRAJAN_N_YELLOW_SPACES; i++)
    if (s->yellow_space[i] != TRAJAN_EMPTY
        && (n_extra++, !mark (seen_extra, TRAJAN_N_EXTRA_TILES, s->yellow_space[i])))
      return bad (error, _("an extra-action tile is in two places"));
  for (guint p = 0; p < s->n_players; p++)
    for (guint i = 0; i < s->players[p].n_extra; i++, n_extra++)
      if (!mark (seen_extra, TRAJAN_N_EXTRA_TILES, s->players[p].extra[i]))
        return bad (error, _("an extra-action tile is in two places"));
  if (n_extra + s->extra_removed != TRAJAN_N_EXTRA_TILES)
    return bad (error, _("the extra-action tiles do not add up"));
  return TRUE;
}

static gboolean
check_trajan_tiles (const TrajanData  *d,
                    const TrajanState *s,
                    GError           **error)
{
  guint8 seen[TRAJAN_N_TRAJAN_TILES] = { 0 };

  for (guint c = 0; c < TRAJAN_N_CATEGORIES; c++)
    for (guint i = 0; i < s->stack_n[c]; i++)
      if (!mark (seen, TRAJAN_N_TRAJAN_TILES, s->stacks[c][i])
          || d->trajan_tiles[s->stacks[c][i]].category != c)
        {
          /* Translators: a damaged position; “stacks[2][1]” is where, 7 the tile's number. */
          g_autofree char *what = g_strdup_printf (_("“stacks[%u][%u]” holds Trajan tile %d, "
                                                     "which is not of that stack's kind, is "
                                                     "there twice or does not exist"),
                                                   c, i, s->stacks[c][i]);

          return bad (error, what);
        }
  for (guint p = 0; p < s->n_players; p++)
    for (guint k = 0; k < TRAJAN_N_ACTIONS; k++)
      if (s->players[p].slots[k] != TRAJAN_EMPTY
          && !mark (seen, TRAJAN_N_TRAJAN_TILES, s->players[p].slots[k]))
        return bad (error, _("a Trajan tile is in two places"));
  for (guint t = 0; t < TRAJAN_N_TRAJAN_TILES; t++)
    {
      guint owners = (s->trajan_removed >> t) & 1;

      for (guint p = 0; p < s->n_players; p++)
        if ((s->players[p].trajan_demand >> t) & 1)
          {
            if (d->trajan_tiles[t].category != TRAJAN_CATEGORY_DEMAND)
              return bad (error, _("a collected Trajan tile is not a demand tile"));
            owners++;
          }
      if (owners + seen[t] != 1)
        return bad (error, _("the Trajan tiles do not add up"));
    }
  return TRUE;
}

static gboolean
check_small_sets (const TrajanState *s,
                  GError           **error)
{
  guint8 seen[TRAJAN_N_DEMAND_TILES] = { 0 };
  guint n = 0;
  guint32 construction = 0;
  guint16 bonus = 0;

  for (guint i = 0; i < s->demand_pile_n; i++, n++)
    if (!mark (seen, TRAJAN_N_DEMAND_TILES, s->demand_pile[i]))
      return bad (error, _("a demand tile is in two places"));
  for (guint i = 0; i < s->n_revealed; i++, n++)
    if (!mark (seen, TRAJAN_N_DEMAND_TILES, s->revealed[i]))
      return bad (error, _("a demand tile is in two places"));
  for (guint i = 0; i < s->demand_dead_n; i++, n++)
    if (!mark (seen, TRAJAN_N_DEMAND_TILES, s->demand_dead[i]))
      return bad (error, _("a demand tile is in two places"));
  if (n != TRAJAN_N_DEMAND_TILES)
    return bad (error, _("the demand tiles do not add up"));

  for (guint i = 0; i < TRAJAN_N_SPACES; i++)
    if (s->space_tile[i] != TRAJAN_EMPTY)
      construction |= 1u << s->space_tile[i];
  for (guint p = 0; p < s->n_players; p++)
    {
      if (construction & s->players[p].construction)
        return bad (error, _("a construction tile is in two places"));
      construction |= s->players[p].construction;
    }
  if (construction != (1u << TRAJAN_N_CONSTRUCTION_TILES) - 1)
    return bad (error, _("the construction tiles do not add up"));
  /* Each space's tile appears once among the spaces too. */
  for (guint i = 0; i < TRAJAN_N_SPACES; i++)
    for (guint j = i + 1; j < TRAJAN_N_SPACES; j++)
      if (s->space_tile[i] != TRAJAN_EMPTY && s->space_tile[i] == s->space_tile[j])
        return bad (error, _("a construction tile is in two places"));

  for (guint i = 0; i < s->bag_n; i++)
    {
      if (bonus & (1u << s->bag[i]))
        return bad (error, _("a bonus tile is in two places"));
      bonus |= (guint16) (1u << s->bag[i]);
    }
  for (guint k = 0; k < TRAJAN_N_SENATE_BONUS; k++)
    if (s->senate_bonus[k] != TRAJAN_EMPTY)
      {
        if (bonus & (1u << s->senate_bonus[k]))
          return bad (error, _("a bonus tile is in two places"));
        bonus |= (guint16) (1u << s->senate_bonus[k]);
      }
  for (guint p = 0; p < s->n_players; p++)
    {
      if ((bonus & s->players[p].bonus) || (s->players[p].bonus_grey & ~s->players[p].bonus))
        return bad (error, _("a bonus tile is in two places"));
      bonus |= s->players[p].bonus;
    }
  if (bonus != (1u << TRAJAN_N_BONUS_TILES) - 1)
    return bad (error, _("the bonus tiles do not add up"));
  return TRUE;
}

static gboolean
check_player (const TrajanState *s,
              guint              q,
              GError           **error)
{
  const TrajanPlayer *p = &s->players[q];
  gint64 sum = 0;
  guint colours[TRAJAN_N_COLOURS] = { 0 };
  gboolean full = TRUE;

  for (guint i = 0; i < TRAJAN_N_VP_SOURCES; i++)
    sum += p->vp_src[i];
  if (sum != p->vp)
    return bad (error, _("a player’s points differ from the sum of their sources"));
  if (p->supply + p->military_camp + p->worker_camp + __builtin_popcount (p->legions)
      + __builtin_popcount (p->workers) != TRAJAN_N_FIGURES)
    return bad (error, _("a player’s figures do not add up"));
  if (p->commander >= 0 && (s->phase <= TRAJAN_PHASE_SETUP_TRAJAN))
    return bad (error, _("a commander left the camp during setup"));
  for (guint b = 0; b < TRAJAN_N_ACTIONS; b++)
    for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
      colours[c] += p->bowls[b][c];
  if (q == s->current && s->phase == TRAJAN_PHASE_SOW)
    for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
      colours[c] += s->sow_left[c];
  for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
    if (colours[c] > TRAJAN_MARKERS_PER_COLOUR
        || (s->phase != TRAJAN_PHASE_SETUP_MARKERS && colours[c] != TRAJAN_MARKERS_PER_COLOUR))
      return bad (error, _("a player’s action markers do not add up"));
  for (guint k = 0; k < TRAJAN_N_ACTIONS; k++)
    full = full && p->slots[k] != TRAJAN_EMPTY;
  if ((p->arch == TRAJAN_ARCH_CENTRE) != full
      || (p->arch < TRAJAN_ARCH_CENTRE && p->slots[p->arch] != TRAJAN_EMPTY))
    return bad (error, _("a Trajan arch is misplaced"));
  return TRUE;
}

/* Checks what the turn machine will index, phase by phase. */
static gboolean
check_phase (const TrajanData  *d,
             const TrajanState *s,
             GError           **error)
{
  guint sown = 0;
  guint8 ranked[TRAJAN_MAX_PLAYERS] = { 0 };

  for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
    sown += s->sow_left[c];
  if (s->time_pos >= d->time_length[s->n_players])
    return bad (error, _("the time marker is off its circuit"));
  switch (s->phase)
    {
    case TRAJAN_PHASE_SOW:
      if (sown == 0)
        return bad (error, _("no marker is left to sow"));
      break;
    case TRAJAN_PHASE_TRAJAN_CLAIM:
      if (s->claim_tile < 0
          || d->trajan_tiles[s->claim_tile].category == TRAJAN_CATEGORY_POINTS
          || d->trajan_tiles[s->claim_tile].category == TRAJAN_CATEGORY_DEMAND)
        return bad (error, _("no Trajan tile with an effect was claimed"));
      break;
    case TRAJAN_PHASE_QUARTER_SENATE:
      for (guint i = 0; i < s->n_players; i++)
        if (!mark (ranked, s->n_players, s->senate_rank[i]))
          return bad (error, _("the Senate ranking is wrong"));
      if (s->qe_player != s->senate_rank[0]
          || s->senate_bonus[0] == TRAJAN_EMPTY || s->senate_bonus[1] == TRAJAN_EMPTY)
        return bad (error, _("the consul has nothing to choose"));
      break;
    case TRAJAN_PHASE_QUARTER_DEMANDS:
      if (s->n_revealed != TRAJAN_N_REVEALED_DEMANDS)
        return bad (error, _("the demands are not all revealed"));
      break;
    case TRAJAN_PHASE_SETUP_GOODS:
      if (s->setup_count >= TRAJAN_SETUP_CARDS)
        return bad (error, _("the setup count is out of range"));
      break;
    case TRAJAN_PHASE_SETUP_TRAJAN:
      if (s->setup_count >= TRAJAN_SETUP_TILES)
        return bad (error, _("the setup count is out of range"));
      break;
    default:
      break;
    }
  if (s->phase != TRAJAN_PHASE_SOW && sown != 0)
    return bad (error, _("markers are in hand outside the sowing"));
  return TRUE;
}

gboolean
trajan_state_check (const TrajanData  *d,
                    const TrajanState *s,
                    GError           **error)
{
  if (s->n_players < 2 || s->n_players > TRAJAN_MAX_PLAYERS || s->phase >= TRAJAN_N_PHASES)
    return bad (error, _("the player count or phase is out of range"));
  for (guint q = 0; q < s->n_players; q++)
    if (!check_player (s, q, error))
      return FALSE;
  return check_goods (d, s, error)
         && check_forum (s, error)
         && check_trajan_tiles (d, s, error)
         && check_small_sets (s, error)
         && check_phase (d, s, error);
}
