/* trajan-moves.c: who decides, the legal moves, and the turn machine
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trajan-private.h"
#include "trajan-text.h"

const char *const trajan_move_kind_names[TRAJAN_N_MOVE_KINDS + 1] = {
  "setup_marker", "setup_take_card", "setup_pick_trajan", "choose_bowl", "sow",
  "trajan_effect", "pass", "seaport_draw_two", "seaport_take_discard", "seaport_display",
  "seaport_ship", "seaport_discard", "forum_take", "military_recruit", "military_move",
  "military_deploy", "trajan_take", "senate_advance", "construction_hire",
  "construction_place", "extra_action", "meet_demands", "senate_bonus", NULL
};

/* Helpers */

guint
trajan_hand_count (const TrajanPlayer *p)
{
  guint n = p->hand_hidden;

  for (guint k = 0; k < TRAJAN_N_GOODS; k++)
    n += p->hand[k];
  return n;
}

int
trajan_cards_available (const TrajanState *s)
{
  return s->deck_n + MAX (0, s->discard_n[0] - 1) + MAX (0, s->discard_n[1] - 1);
}

/* Draws the top card of the deck; when the deck is empty, every discard-pile
 * card but the top one of each pile is shuffled into a new deck first
 * (ruling R20). Returns the goods kind, or -1 if no card is left. */
int
trajan_draw_card (TrajanState *s)
{
  if (s->deck_n == 0)
    {
      for (guint k = 0; k < 2; k++)
        {
          gint8 top;

          if (s->discard_n[k] <= 1)
            continue;
          top = s->discard[k][s->discard_n[k] - 1];
          for (guint i = 0; i + 1 < s->discard_n[k]; i++)
            s->deck[s->deck_n++] = s->discard[k][i];
          s->discard[k][0] = top;
          s->discard_n[k] = 1;
        }
      if (s->deck_n == 0)
        return -1;
      ludus_rng_shuffle (&s->rng, s->deck, s->deck_n, 1);
    }
  s->epoch++;
  return s->deck[--s->deck_n];
}

gint8
trajan_draw_forum_tile (TrajanState *s)
{
  if (s->forum_pile_n == 0)
    return TRAJAN_EMPTY;
  s->epoch++;
  return s->forum_pile[--s->forum_pile_n];
}

guint
trajan_count_forum_kind (const TrajanData   *d,
                         const TrajanPlayer *p,
                         guint               kind,
                         int                 value)
{
  guint n = 0;

  for (guint i = 0; i < p->n_forum; i++)
    {
      const TrajanForumTileData *t = &d->forum_tiles[p->forum[i]];

      if (t->kind == kind && (value < 0 || t->value == value))
        n++;
    }
  return n;
}

gint8
trajan_remove_forum_kind (const TrajanData *d,
                          TrajanPlayer     *p,
                          guint             kind,
                          int               value)
{
  for (guint i = 0; i < p->n_forum; i++)
    {
      const TrajanForumTileData *t = &d->forum_tiles[p->forum[i]];
      gint8 tile = p->forum[i];

      if (t->kind != kind || (value >= 0 && t->value != value))
        continue;
      /* Keep the order of the remaining tiles. */
      for (guint k = i; k + 1 < p->n_forum; k++)
        p->forum[k] = p->forum[k + 1];
      p->n_forum--;
      return tile;
    }
  return TRAJAN_EMPTY;
}

gboolean
trajan_has_extra_for (const TrajanData  *d,
                      const TrajanState *s,
                      guint              player,
                      guint              action,
                      TrajanExtraSource  source)
{
  const TrajanPlayer *p = &s->players[player];

  switch (source)
    {
    case TRAJAN_EXTRA_SRC_TILE:
      for (guint i = 0; i < p->n_extra; i++)
        if (d->extra_tiles[p->extra[i]] == action)
          return TRUE;
      return FALSE;
    case TRAJAN_EXTRA_SRC_FORUM:
      return trajan_count_forum_kind (d, p, TRAJAN_FORUM_EXTRA_ACTION, (int) action) > 0;
    case TRAJAN_EXTRA_SRC_JOKER:
      return trajan_count_forum_kind (d, p, TRAJAN_FORUM_JOKER_EXTRA_ACTION, -1) > 0;
    default:
      return FALSE;
    }
}

static gboolean
any_extra_for (const TrajanData  *d,
               const TrajanState *s,
               guint              action)
{
  for (guint src = 0; src <= TRAJAN_EXTRA_SRC_JOKER; src++)
    if (trajan_has_extra_for (d, s, s->current, action, src))
      return TRUE;
  return FALSE;
}

/* Actors */

static guint
actors (const TrajanState *s)
{
  switch (s->phase)
    {
    case TRAJAN_PHASE_SETUP_MARKERS:
    case TRAJAN_PHASE_SETUP_GOODS:
    case TRAJAN_PHASE_SETUP_TRAJAN:
      return TRAJAN_BIT (s->setup_player);
    case TRAJAN_PHASE_QUARTER_DEMANDS:
    case TRAJAN_PHASE_QUARTER_SENATE:
      return TRAJAN_BIT (s->qe_player);
    case TRAJAN_PHASE_GAME_OVER:
      return 0;
    default:
      return TRAJAN_BIT (s->current);
    }
}

guint
trajan_actors (const LudusState *state)
{
  return actors ((const TrajanState *) state);
}

/* Setup moves */

static guint
markers_left (const TrajanPlayer *p,
              guint               colour)
{
  guint n = 0;

  for (guint b = 0; b < TRAJAN_N_ACTIONS; b++)
    n += p->bowls[b][colour];
  return TRAJAN_MARKERS_PER_COLOUR - n;
}

guint
trajan_bowl_count (const TrajanPlayer *p,
                   guint               bowl)
{
  guint n = 0;

  for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
    n += p->bowls[bowl][c];
  return n;
}

static void
setup_next_player (const TrajanData *d,
                   TrajanState      *s,
                   guint             per_player)
{
  if (++s->setup_count < per_player)
    return;
  s->setup_count = 0;
  s->setup_player = (guint8) ((s->setup_player + 1) % s->n_players);
  if (++s->setup_done < s->n_players)
    return;
  s->setup_done = 0;
  s->setup_player = s->start_player;
  if (s->phase == TRAJAN_PHASE_SETUP_MARKERS)
    s->phase = TRAJAN_PHASE_SETUP_GOODS;
  else if (s->phase == TRAJAN_PHASE_SETUP_GOODS)
    s->phase = TRAJAN_PHASE_SETUP_TRAJAN;
  else
    trajan_start_turn (d, s, s->start_player);
}

static void
setup_apply (const TrajanData *d,
             TrajanState      *s,
             const LudusMove  *m)
{
  TrajanPlayer *p = &s->players[s->setup_player];
  int a = m->args[0], b = m->args[1];

  switch (m->kind)
    {
    case TRAJAN_MOVE_SETUP_MARKER:
      p->bowls[a][b]++;
      setup_next_player (d, s, TRAJAN_N_MARKERS);
      break;
    case TRAJAN_MOVE_SETUP_TAKE_CARD:
      if (a == 0)
        p->hand[trajan_draw_card (s)]++;
      else
        {
          guint pile = (guint) a - 1;

          p->hand[s->discard[pile][--s->discard_n[pile]]]++;
          if (s->discard_n[pile] == 0)
            {
              int card = trajan_draw_card (s);

              if (card >= 0)
                s->discard[pile][s->discard_n[pile]++] = (gint8) card;
            }
        }
      setup_next_player (d, s, TRAJAN_SETUP_CARDS);
      break;
    case TRAJAN_MOVE_SETUP_PICK_TRAJAN:
      p->slots[b] = s->stacks[a][--s->stack_n[a]];
      p->setup_categories |= (guint8) TRAJAN_BIT (a);
      s->epoch++;  /* the next tile of the stack is revealed */
      setup_next_player (d, s, TRAJAN_SETUP_TILES);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* The turn */

static void end_turn (const TrajanData *d, TrajanState *s);
static void enter_action_choice (const TrajanData *d, TrajanState *s);
static void main_continue (const TrajanData *d, TrajanState *s);

void
trajan_start_turn (const TrajanData *d,
                   TrajanState      *s,
                   guint             player)
{
  s->current = (guint8) player;
  s->phase = TRAJAN_PHASE_CHOOSE_BOWL;
  s->claim_tile = TRAJAN_EMPTY;
  s->ctx = TRAJAN_CTX_MAIN;
  s->main_reps_left = 0;
  s->bonus_reps_left = 0;
  s->extra_used = 0;
  s->main_performed = 0;
  s->bonus_pending = 0;
}

static gboolean
tile_claimable (const TrajanData   *d,
                const TrajanPlayer *p,
                guint               bowl)
{
  const TrajanTileData *t;

  if (p->slots[bowl] == TRAJAN_EMPTY)
    return FALSE;
  t = &d->trajan_tiles[p->slots[bowl]];
  if (t->colours[0] == t->colours[1])
    return p->bowls[bowl][t->colours[0]] >= 2;
  return p->bowls[bowl][t->colours[0]] >= 1 && p->bowls[bowl][t->colours[1]] >= 1;
}

/* Look-ahead for the board */

/* Whether a bowl that holds have, and receives landing markers that the
 * player picks from sowing (the order of sowing is the player's), can hold
 * the two colours the Trajan tile asks for. */
static gboolean
claim_reachable (const TrajanTileData *t,
                 const guint8         *have,
                 const guint8         *sowing,
                 guint                 landing)
{
  guint8 need[TRAJAN_N_COLOURS] = { 0 };
  guint more = 0;

  need[t->colours[0]]++;
  need[t->colours[1]]++;
  for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
    if (need[c] > have[c])
      {
        if (need[c] - have[c] > sowing[c])
          return FALSE;
        more += need[c] - have[c];
      }
  return more <= landing;
}

/* How many of n markers sown one per bowl from bowl `from` on land in t. */
static guint
landing_in (guint from,
            guint n,
            guint t)
{
  guint first = (t + TRAJAN_N_ACTIONS - from) % TRAJAN_N_ACTIONS;

  return first < n ? (n - 1 - first) / TRAJAN_N_ACTIONS + 1 : 0;
}

/**
 * trajan_sowing_preview:
 * @bowl: a bowl the current player could take, or -1 for the sowing under way
 * @out: (out): where the markers go and what the target bowl's tile needs
 *
 * The rules' own look-ahead, for the board: which bowl a sowing ends in and
 * whether some order of sowing claims the Trajan tile beside it.
 *
 * Returns: %FALSE if there is nothing to sow
 */
gboolean
trajan_sowing_preview (const TrajanData  *d,
                       const TrajanState *s,
                       int                bowl,
                       TrajanSowing      *out)
{
  const TrajanPlayer *p = &s->players[s->current];
  guint8 have[TRAJAN_N_COLOURS];
  const guint8 *sowing;
  guint from;

  memset (out, 0, sizeof *out);
  if (bowl >= TRAJAN_N_ACTIONS || (bowl < 0 && s->phase != TRAJAN_PHASE_SOW))
    return FALSE;
  sowing = bowl >= 0 ? p->bowls[bowl] : s->sow_left;
  from = bowl >= 0 ? ((guint) bowl + 1) % TRAJAN_N_ACTIONS : s->sow_next;
  out->next = bowl >= 0 ? -1 : (int) s->sow_next;
  for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
    out->markers += sowing[c];
  if (out->markers == 0)
    return FALSE;
  out->target = (from + out->markers - 1) % TRAJAN_N_ACTIONS;
  out->tile = p->slots[out->target];
  memcpy (have, p->bowls[out->target], sizeof have);
  /* Six markers or more come back round to the bowl they were taken from. */
  if (bowl >= 0 && out->target == (guint) bowl)
    memset (have, 0, sizeof have);
  out->claimable = out->tile >= 0
                   && claim_reachable (&d->trajan_tiles[out->tile], have, sowing,
                                       landing_in (from, out->markers, out->target));
  return TRUE;
}

static gboolean
effect_possible (const TrajanData  *d,
                 const TrajanState *s,
                 const TrajanTileData *t)
{
  const TrajanPlayer *p = &s->players[s->current];

  switch (t->category)
    {
    case TRAJAN_CATEGORY_CARDS:
      return trajan_cards_available (s) > 0;
    case TRAJAN_CATEGORY_WORKERS:
    case TRAJAN_CATEGORY_LEGIONNAIRES:
      return p->supply > 0;
    case TRAJAN_CATEGORY_PLUS_TWO:
      return p->plus_two != (1u << TRAJAN_N_ACTIONS) - 1;
    default:
      return FALSE;
    }
}

static void
trajan_check (const TrajanData *d,
              TrajanState      *s)
{
  TrajanPlayer *p = &s->players[s->current];
  guint t = s->target;
  gint8 tile;
  const TrajanTileData *td;

  if (!tile_claimable (d, p, t))
    {
      enter_action_choice (d, s);
      return;
    }
  tile = p->slots[t];
  td = &d->trajan_tiles[tile];
  p->slots[t] = TRAJAN_EMPTY;
  if (p->arch == TRAJAN_ARCH_CENTRE)
    p->arch = (guint8) t;
  s->claim_tile = tile;
  trajan_add_vp (s, s->current, TRAJAN_VP_TRAJAN_TILES, td->vp);
  if (td->category == TRAJAN_CATEGORY_DEMAND)
    p->trajan_demand |= G_GUINT64_CONSTANT (1) << tile;
  else
    s->trajan_removed |= G_GUINT64_CONSTANT (1) << tile;
  if (effect_possible (d, s, td))
    s->phase = TRAJAN_PHASE_TRAJAN_CLAIM;
  else
    enter_action_choice (d, s);
}

static void
sow_one (TrajanState *s,
         guint        colour)
{
  TrajanPlayer *p = &s->players[s->current];

  s->sow_left[colour]--;
  p->bowls[s->sow_next][colour]++;
  s->target = s->sow_next;
  s->sow_next = (guint8) ((s->sow_next + 1) % TRAJAN_N_ACTIONS);
}

/* Sows on its own while the colour is not a choice (one colour left). */
static void
auto_sow (const TrajanData *d,
          TrajanState      *s)
{
  for (;;)
    {
      int only = -1;
      guint colours = 0;

      for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
        if (s->sow_left[c] > 0)
          {
            colours++;
            only = (int) c;
          }
      if (colours == 0)
        {
          trajan_check (d, s);
          return;
        }
      if (colours > 1)
        {
          s->phase = TRAJAN_PHASE_SOW;
          return;
        }
      sow_one (s, (guint) only);
    }
}

static void
choose_bowl (const TrajanData *d,
             TrajanState      *s,
             guint             bowl)
{
  TrajanPlayer *p = &s->players[s->current];
  guint k = 0, length = d->time_length[s->n_players];

  for (guint c = 0; c < TRAJAN_N_COLOURS; c++)
    {
      s->sow_left[c] = p->bowls[bowl][c];
      k += p->bowls[bowl][c];
      p->bowls[bowl][c] = 0;
    }
  s->bowl = (guint8) bowl;
  s->sow_next = (guint8) ((bowl + 1) % TRAJAN_N_ACTIONS);
  /* Time runs by the number of markers taken; one round end at most (R33). */
  if (s->time_pos + k >= length)
    s->round_end_pending = 1;
  s->time_pos = (guint8) ((s->time_pos + k) % length);
  auto_sow (d, s);
}

static void
enter_action_choice (const TrajanData *d,
                     TrajanState      *s)
{
  s->main_action = d->bowl_action[s->target];
  s->cur_action = s->main_action;
  s->ctx = TRAJAN_CTX_MAIN;
  /* An action without a legal option offers only "pass", which the game
   * then makes by itself (trajan_automatic_move), as for a bonus action. */
  s->phase = TRAJAN_PHASE_ACTION_CHOICE;
}

static void
offer_or (const TrajanData *d,
          TrajanState      *s,
          gboolean          offer)
{
  if (offer && !s->extra_used && any_extra_for (d, s, s->cur_action)
      && trajan_action_possible (d, s, s->cur_action))
    s->phase = TRAJAN_PHASE_EXTRA_OFFER;
  else if (s->ctx == TRAJAN_CTX_BONUS)
    {
      s->ctx = TRAJAN_CTX_MAIN;
      s->cur_action = s->main_action;
      main_continue (d, s);
    }
  else
    end_turn (d, s);
}

static void
bonus_continue (const TrajanData *d,
                TrajanState      *s,
                gboolean          performed)
{
  if (performed && s->bonus_reps_left > 0)
    {
      s->bonus_reps_left--;
      s->phase = TRAJAN_PHASE_BONUS_ACTION;
      return;
    }
  s->bonus_reps_left = 0;
  offer_or (d, s, performed);
}

static void
main_continue (const TrajanData *d,
               TrajanState      *s)
{
  if (s->main_reps_left > 0)
    {
      s->main_reps_left--;
      s->phase = TRAJAN_PHASE_ACTION_CHOICE;
      return;
    }
  offer_or (d, s, s->main_performed);
}

void
trajan_action_done (const TrajanData *d,
                    TrajanState      *s)
{
  if (s->ctx == TRAJAN_CTX_BONUS)
    {
      bonus_continue (d, s, TRUE);
      return;
    }
  s->main_performed = 1;
  if (s->bonus_pending)
    {
      s->cur_action = (guint8) (s->bonus_pending - 1);
      s->bonus_pending = 0;
      s->ctx = TRAJAN_CTX_BONUS;
      s->bonus_reps_left = 0;
      s->phase = TRAJAN_PHASE_BONUS_ACTION;
      return;
    }
  main_continue (d, s);
}

static void
pass (const TrajanData *d,
      TrajanState      *s)
{
  switch (s->phase)
    {
    case TRAJAN_PHASE_TRAJAN_CLAIM:
      enter_action_choice (d, s);
      break;
    case TRAJAN_PHASE_ACTION_CHOICE:
      /* Skipping the action, or giving up the rest of its repetitions. */
      s->main_reps_left = 0;
      offer_or (d, s, s->main_performed && !s->extra_used);
      break;
    case TRAJAN_PHASE_BONUS_ACTION:
      s->bonus_reps_left = 0;
      offer_or (d, s, FALSE);
      break;
    case TRAJAN_PHASE_EXTRA_OFFER:
      offer_or (d, s, FALSE);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
use_extra (const TrajanData *d,
           TrajanState      *s,
           TrajanExtraSource source)
{
  TrajanPlayer *p = &s->players[s->current];
  guint reps = (p->plus_two & TRAJAN_BIT (s->cur_action)) ? 2 : 1;

  if (source == TRAJAN_EXTRA_SRC_TILE)
    {
      for (guint i = 0; i < p->n_extra; i++)
        if (d->extra_tiles[p->extra[i]] == s->cur_action)
          {
            for (guint k = i; k + 1 < p->n_extra; k++)
              p->extra[k] = p->extra[k + 1];
            p->n_extra--;
            break;
          }
      s->extra_removed++;
    }
  else
    {
      if (source == TRAJAN_EXTRA_SRC_FORUM)
        trajan_remove_forum_kind (d, p, TRAJAN_FORUM_EXTRA_ACTION, s->cur_action);
      else
        trajan_remove_forum_kind (d, p, TRAJAN_FORUM_JOKER_EXTRA_ACTION, -1);
      s->forum_removed++;
    }
  s->extra_used = 1;
  if (s->ctx == TRAJAN_CTX_BONUS)
    {
      s->bonus_reps_left = (guint8) (reps - 1);
      s->phase = TRAJAN_PHASE_BONUS_ACTION;
    }
  else
    {
      s->main_reps_left = (guint8) (reps - 1);
      s->phase = TRAJAN_PHASE_ACTION_CHOICE;
    }
}

static void
trajan_effect (const TrajanData *d,
               TrajanState      *s,
               int               value)
{
  TrajanPlayer *p = &s->players[s->current];
  const TrajanTileData *t = &d->trajan_tiles[s->claim_tile];

  switch (t->category)
    {
    case TRAJAN_CATEGORY_CARDS:
      for (guint i = 0; i < 2; i++)
        {
          int card = trajan_draw_card (s);

          if (card >= 0)
            p->hand[card]++;
        }
      break;
    case TRAJAN_CATEGORY_WORKERS:
      p->supply -= (guint8) value;
      p->worker_camp += (guint8) value;
      break;
    case TRAJAN_CATEGORY_LEGIONNAIRES:
      p->supply -= (guint8) value;
      p->military_camp += (guint8) value;
      break;
    case TRAJAN_CATEGORY_PLUS_TWO:
      p->plus_two |= (guint8) TRAJAN_BIT (value);
      break;
    default:
      g_assert_not_reached ();
    }
  enter_action_choice (d, s);
}

static void
end_turn (const TrajanData *d,
          TrajanState      *s)
{
  s->extra_used = 0;
  if (s->round_end_pending)
    trajan_round_end (d, s);
  else
    trajan_start_turn (d, s, (s->current + 1u) % s->n_players);
}

static void
enumerate_setup (const TrajanState *s,
                 TrajanMoves       *moves)
{
  const TrajanPlayer *p = &s->players[s->setup_player];

  switch (s->phase)
    {
    case TRAJAN_PHASE_SETUP_MARKERS:
      for (int b = 0; b < TRAJAN_N_ACTIONS; b++)
        if (trajan_bowl_count (p, (guint) b) < 2)
          for (int c = 0; c < TRAJAN_N_COLOURS; c++)
            if (markers_left (p, (guint) c) > 0)
              trajan_push (moves, TRAJAN_MOVE_SETUP_MARKER, b, c, 0, 0);
      break;
    case TRAJAN_PHASE_SETUP_GOODS:
      if (trajan_cards_available (s) > 0)
        trajan_push (moves, TRAJAN_MOVE_SETUP_TAKE_CARD, 0, 0, 0, 0);
      for (int k = 0; k < 2; k++)
        if (s->discard_n[k] > 0)
          trajan_push (moves, TRAJAN_MOVE_SETUP_TAKE_CARD, k + 1, 0, 0, 0);
      break;
    case TRAJAN_PHASE_SETUP_TRAJAN:
      for (int c = 0; c < TRAJAN_N_CATEGORIES; c++)
        if (s->stack_n[c] > 0 && !(p->setup_categories & TRAJAN_BIT (c)))
          for (int slot = 1; slot < TRAJAN_N_ACTIONS; slot += 2)
            if (p->slots[slot] == TRAJAN_EMPTY)
              trajan_push (moves, TRAJAN_MOVE_SETUP_PICK_TRAJAN, c, slot, 0, 0);
      break;
    default:
      break;
    }
}

static void
enumerate_effect (const TrajanData  *d,
                  const TrajanState *s,
                  TrajanMoves       *moves)
{
  const TrajanPlayer *p = &s->players[s->current];
  const TrajanTileData *t = &d->trajan_tiles[s->claim_tile];

  switch (t->category)
    {
    case TRAJAN_CATEGORY_CARDS:
      if (trajan_cards_available (s) > 0)
        trajan_push (moves, TRAJAN_MOVE_TRAJAN_EFFECT, 1, 0, 0, 0);
      break;
    case TRAJAN_CATEGORY_WORKERS:
    case TRAJAN_CATEGORY_LEGIONNAIRES:
      for (int v = 1; v <= t->figures && v <= p->supply; v++)
        trajan_push (moves, TRAJAN_MOVE_TRAJAN_EFFECT, v, 0, 0, 0);
      break;
    case TRAJAN_CATEGORY_PLUS_TWO:
      for (int a = 0; a < TRAJAN_N_ACTIONS; a++)
        if (!(p->plus_two & TRAJAN_BIT (a)))
          trajan_push (moves, TRAJAN_MOVE_TRAJAN_EFFECT, a, 0, 0, 0);
      break;
    default:
      break;
    }
  trajan_push (moves, TRAJAN_MOVE_PASS, 0, 0, 0, 0);
}

/* Every decision open to player now, each once, into out. */
static void
list_moves (const TrajanData  *d,
            const TrajanState *s,
            guint              player,
            TrajanMoves       *out)
{
  const TrajanPlayer *p = &s->players[player];

  switch (s->phase)
    {
    case TRAJAN_PHASE_SETUP_MARKERS:
    case TRAJAN_PHASE_SETUP_GOODS:
    case TRAJAN_PHASE_SETUP_TRAJAN:
      enumerate_setup (s, out);
      break;
    case TRAJAN_PHASE_CHOOSE_BOWL:
      for (int b = 0; b < TRAJAN_N_ACTIONS; b++)
        if (trajan_bowl_count (p, (guint) b) > 0)
          trajan_push (out, TRAJAN_MOVE_CHOOSE_BOWL, b, 0, 0, 0);
      break;
    case TRAJAN_PHASE_SOW:
      for (int c = 0; c < TRAJAN_N_COLOURS; c++)
        if (s->sow_left[c] > 0)
          trajan_push (out, TRAJAN_MOVE_SOW, c, 0, 0, 0);
      break;
    case TRAJAN_PHASE_TRAJAN_CLAIM:
      enumerate_effect (d, s, out);
      break;
    case TRAJAN_PHASE_ACTION_CHOICE:
    case TRAJAN_PHASE_BONUS_ACTION:
      trajan_option_enumerate (d, s, s->cur_action, out);
      trajan_push (out, TRAJAN_MOVE_PASS, 0, 0, 0, 0);
      break;
    case TRAJAN_PHASE_SEAPORT_DISCARD:
      for (int k = 0; k < TRAJAN_N_GOODS; k++)
        if (p->hand[k] > 0)
          for (int pile = 0; pile < 2; pile++)
            trajan_push (out, TRAJAN_MOVE_SEAPORT_DISCARD, k, pile, 0, 0);
      break;
    case TRAJAN_PHASE_EXTRA_OFFER:
      for (int src = 0; src <= TRAJAN_EXTRA_SRC_JOKER; src++)
        if (trajan_has_extra_for (d, s, player, s->cur_action, src))
          trajan_push (out, TRAJAN_MOVE_EXTRA_ACTION, src, 0, 0, 0);
      trajan_push (out, TRAJAN_MOVE_PASS, 0, 0, 0, 0);
      break;
    case TRAJAN_PHASE_QUARTER_DEMANDS:
      trajan_demands_enumerate (d, s, player, out);
      break;
    case TRAJAN_PHASE_QUARTER_SENATE:
      for (int k = 0; k < TRAJAN_N_SENATE_BONUS; k++)
        if (s->senate_bonus[k] != TRAJAN_EMPTY)
          trajan_push (out, TRAJAN_MOVE_SENATE_BONUS, k, 0, 0, 0);
      break;
    default:
      break;
    }
}

/* The one judge of legality: ludus_game_apply() accepts a move only if it
 * is listed here, trajan_apply() trusts it, and the game makes it by itself
 * when it is the only one (trajan_automatic_move). */
void
trajan_legal_moves (const LudusState *state,
                    guint             player,
                    GArray           *moves)
{
  const TrajanState *s = (const TrajanState *) state;
  TrajanMoves out = { moves, 0, 0, { 0 } };

  if (player < s->n_players && (actors (s) & TRAJAN_BIT (player)))
    list_moves (trajan_data_get (NULL), s, player, &out);
}

/**
 * trajan_automatic_move:
 *
 * A decision due now with a single choice is made by the game: the only
 * move the list offers (counted, not stored, and no further than two).
 * Sowing the last colour, meeting the demands in the only way and a single
 * Senate bonus are made inside apply; an action without a legal option
 * leaves "pass" alone.
 *
 * Returns: whether there is one; then *player makes *move
 */
gboolean
trajan_automatic_move (const LudusState *state,
                       guint            *player,
                       LudusMove        *move)
{
  const TrajanState *s = (const TrajanState *) state;
  TrajanMoves out = { NULL, 0, 2, { 0 } };
  guint who = (guint) g_bit_nth_lsf (actors (s), -1);

  if (s->phase == TRAJAN_PHASE_GAME_OVER)
    return FALSE;
  list_moves (trajan_data_get (NULL), s, who, &out);
  if (out.n != 1)
    return FALSE;
  *player = who;
  *move = out.first;
  return TRUE;
}

/* Rewrites a move whose arguments name the same decision in another order
 * (equal demand icons, two displayed cards, a joker-only delivery naming a
 * kind) into the form trajan_legal_moves lists. */
void
trajan_canonicalize_move (const LudusState *state,
                          guint             player,
                          LudusMove        *m)
{
  const TrajanState *s = (const TrajanState *) state;
  const TrajanData *d = trajan_data_get (NULL);

  if (m->kind == TRAJAN_MOVE_MEET_DEMANDS && s->phase == TRAJAN_PHASE_QUARTER_DEMANDS)
    trajan_demands_canonicalize (d, s, m);
  else if (m->kind == TRAJAN_MOVE_SEAPORT_DISPLAY || m->kind == TRAJAN_MOVE_SEAPORT_SHIP)
    trajan_seaport_canonicalize (d, m);
}

/* Why a move is refused: what the game waits for instead. Never a judge:
 * the core asks only about moves that trajan_legal_moves() does not list. */
char *
trajan_explain_illegal (const LudusState *state,
                        guint             player,
                        const LudusMove  *m)
{
  const TrajanState *s = (const TrajanState *) state;
  g_autofree char *prompt = NULL;
  const char *kind;

  if (player >= s->n_players || !(actors (s) & TRAJAN_BIT (player)))
    return g_strdup (_("It is not this player’s turn to decide."));
  prompt = trajan_prompt (state, (int) player);
  kind = m->kind >= 0 && m->kind < TRAJAN_N_MOVE_KINDS ? trajan_move_kind_names[m->kind] : "?";
  /* Translators: the first %s is a move's id (e.g. seaport_ship), the second
   * what the game waits for (e.g. "Choose a bowl to take its markers") */
  return g_strdup_printf (_("The move “%s” with these arguments is not allowed now (%s)."),
                          kind, prompt);
}

static void
discard (const TrajanData *d,
         TrajanState      *s,
         TrajanPlayer     *p,
         const LudusMove  *m)
{
  p->hand[m->args[0]]--;
  s->discard[m->args[1]][s->discard_n[m->args[1]]++] = (gint8) m->args[0];
  trajan_action_done (d, s);
}

/* Trusted: m is one of trajan_legal_moves (state, player). */
void
trajan_apply (LudusState      *state,
              guint            player,
              const LudusMove *m)
{
  TrajanState *s = (TrajanState *) state;
  const TrajanData *d = trajan_data_get (NULL);

  if (m->kind == TRAJAN_MOVE_PASS)
    {
      pass (d, s);
      return;
    }
  switch (s->phase)
    {
    case TRAJAN_PHASE_SETUP_MARKERS:
    case TRAJAN_PHASE_SETUP_GOODS:
    case TRAJAN_PHASE_SETUP_TRAJAN:
      setup_apply (d, s, m);
      break;
    case TRAJAN_PHASE_CHOOSE_BOWL:
      choose_bowl (d, s, (guint) m->args[0]);
      break;
    case TRAJAN_PHASE_SOW:
      sow_one (s, (guint) m->args[0]);
      auto_sow (d, s);
      break;
    case TRAJAN_PHASE_TRAJAN_CLAIM:
      trajan_effect (d, s, m->args[0]);
      break;
    case TRAJAN_PHASE_ACTION_CHOICE:
    case TRAJAN_PHASE_BONUS_ACTION:
      if (trajan_option_apply (d, s, m))
        trajan_action_done (d, s);
      break;
    case TRAJAN_PHASE_SEAPORT_DISCARD:
      discard (d, s, &s->players[player], m);
      break;
    case TRAJAN_PHASE_EXTRA_OFFER:
      use_extra (d, s, m->args[0]);
      break;
    case TRAJAN_PHASE_QUARTER_DEMANDS:
      trajan_demands_apply (d, s, m);
      break;
    case TRAJAN_PHASE_QUARTER_SENATE:
      trajan_senate_bonus_apply (d, s, (guint) m->args[0]);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Where a turn ends. A turn is choose bowl → sow → (Trajan tile) → action
 * (→ bonus action) (→ extra action); each quarter-end decision (meeting the
 * demands, the consul's choice) is a turn of its own, and so is each
 * player's part of a setup step. The default — the player no longer acts —
 * is wrong where the same player decides next: the player whose turn ends
 * the quarter may be the one left to meet the demands, the consul may choose
 * right after meeting them, and the next turn may be the consul's own (its
 * bowl even chosen by the game, when there is a single one). */
gboolean
trajan_ends_turn (const LudusState *before,
                  const LudusState *after,
                  guint             player,
                  const LudusMove  *move)
{
  const TrajanState *b = (const TrajanState *) before, *a = (const TrajanState *) after;

  if (!(actors (a) & TRAJAN_BIT (player))
      || b->phase == TRAJAN_PHASE_QUARTER_DEMANDS || b->phase == TRAJAN_PHASE_QUARTER_SENATE)
    return TRUE;
  switch (a->phase)
    {
    case TRAJAN_PHASE_CHOOSE_BOWL:
    case TRAJAN_PHASE_QUARTER_DEMANDS:
    case TRAJAN_PHASE_QUARTER_SENATE:
      /* The player decides again, but a decision that only begins here. */
      return TRUE;
    case TRAJAN_PHASE_SETUP_MARKERS:
    case TRAJAN_PHASE_SETUP_GOODS:
    case TRAJAN_PHASE_SETUP_TRAJAN:
      return a->phase != b->phase;
    default:
      /* Sowing, the Trajan tile, the action and what follows it. */
      return b->phase <= TRAJAN_PHASE_SETUP_TRAJAN;
    }
}
