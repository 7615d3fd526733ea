/* pn-check.c: Porta Nigra's hidden information (redact, determinize) and consistency
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hidden (spec §8): every player's hand from the others, and the order of
 * every face-down deck from everyone — the action decks (their contents
 * follow from the cards seen), the market deck, the building deck and the
 * honour deck. Everything else is on the table.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pn-rules.h"

void
pn_sort_cards (gint8 *cards,
               guint  n)
{
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && cards[j - 1] > cards[j]; j--)
      {
        gint8 t = cards[j];

        cards[j] = cards[j - 1];
        cards[j - 1] = t;
      }
}

static void
hide (gint8 *cards,
      guint  n)
{
  memset (cards, PN_HIDDEN, n);
}

/**
 * pn_redact:
 * @viewer: the seat looking, or -1 for public information only
 *
 * Hides the other seats' hands, the order (and so the contents, which
 * follow from the cards seen) of every face-down deck, and the generator.
 */
void
pn_redact (PnState *s,
           int      viewer)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      PnPlayer *pl = &s->players[p];

      if ((int) p != viewer)
        hide (pl->hand, pl->n_hand);
      hide (pl->deck, pl->n_deck);
    }
  hide (s->market_deck, s->n_market_deck);
  hide (s->building_deck, s->n_building_deck);
  hide (s->honor_deck, s->n_honor_deck);
  ludus_rng_init (&s->rng, 0);
}

/* Sorts, then shuffles with rng: the result depends on the contents alone. */
static void
reshuffle (gint8    *cards,
           guint     n,
           LudusRng *rng)
{
  pn_sort_cards (cards, n);
  ludus_rng_shuffle (rng, cards, n, 1);
}

/**
 * pn_determinize:
 * @seat: whose knowledge is kept
 * @rng: what the unseen is drawn from
 *
 * Deals again what @seat cannot see: each other player's hand and deck
 * together (their contents are known, not which cards are in the hand),
 * and the order of every deck. The pools are sorted before they are
 * shuffled, so the sample depends on @seat's view and @rng alone.
 */
void
pn_determinize (PnState  *s,
                guint     seat,
                LudusRng *rng)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      PnPlayer *pl = &s->players[p];
      gint8 pool[PN_DECK_SIZE + PN_HAND_MAX];
      guint n = 0;

      if (p == seat)
        {
          reshuffle (pl->deck, pl->n_deck, rng);
          continue;
        }
      memcpy (pool, pl->hand, pl->n_hand);
      n = pl->n_hand;
      memcpy (pool + n, pl->deck, pl->n_deck);
      n += pl->n_deck;
      reshuffle (pool, n, rng);
      memcpy (pl->hand, pool, pl->n_hand);
      memcpy (pl->deck, pool + pl->n_hand, pl->n_deck);
      pn_sort_cards (pl->hand, pl->n_hand);
    }
  reshuffle (s->market_deck, s->n_market_deck, rng);
  reshuffle (s->building_deck, s->n_building_deck, rng);
  reshuffle (s->honor_deck, s->n_honor_deck, rng);
}

/**
 * pn_bad_state:
 *
 * Sets a BAD_STATE error "Porta Nigra position: …" and returns %FALSE.
 */
gboolean
pn_bad_state (GError    **error,
              const char *format,
              ...)
{
  va_list args;

  va_start (args, format);
  /* Translators: %s says what is wrong with a saved Porta Nigra position */
  ludus_game_error_set_valist (error, LUDUS_GAME_ERROR_BAD_STATE, _("Porta Nigra position: %s"),
                               format, args);
  va_end (args);
  return FALSE;
}

#define bad pn_bad_state

/* Counts each card of a list into seen[], refusing ids out of range. */
static gboolean
count_cards (const gint8 *cards,
             int          n,
             int          n_ids,
             int         *seen,
             const char  *where,
             GError     **error)
{
  for (int i = 0; i < n; i++)
    {
      if (cards[i] < 0 || cards[i] >= n_ids)
        return bad (error, _("%s[%d] is %d, not a card"), where, i, cards[i]);
      seen[cards[i]]++;
    }
  return TRUE;
}

/* Every card of a group exactly once. */
static gboolean
all_once (const int  *seen,
          int         n_ids,
          int         group,
          GError    **error)
{
  for (int i = 0; i < n_ids; i++)
    if (seen[i] != 1)
      switch (group)
        {
        case PN_GROUP_MARKET_CARDS:
          return bad (error, _("market card %d is in play %d times, not once"), i, seen[i]);
        case PN_GROUP_BUILDING_CARDS:
          return bad (error, _("building card %d is in play %d times, not once"), i, seen[i]);
        default:
          return bad (error, _("honour card %d is in play %d times, not once"), i, seen[i]);
        }
  return TRUE;
}

static gboolean
check_bricks (const PnState *s,
              const PnData  *d,
              GError       **error)
{
  int total = s->supply;

  for (int c = 0; c < PN_N_SHOPS; c++)
    total += s->shop[c];
  for (guint p = 0; p < s->n_players; p++)
    for (int c = 0; c < PN_N_COLORS; c++)
      total += s->players[p].bricks[c];
  for (int i = 0; i < PN_N_SITES; i++)
    {
      const PnSite *st = &d->site[i];
      int h = s->site_height[i];

      if (s->site_owner[i] == PN_NONE ? h != 0
          : s->site_owner[i] < 0 || s->site_owner[i] >= s->n_players ||
            (st->building == PN_PORTA_NIGRA ? h < d->pn_min || h > d->pn_max : h != st->bricks))
        return bad (error, _("site %s holds an element of owner %d and height %d"), st->id,
                    s->site_owner[i], h);
      total += h;
    }
  if (total != d->bricks_total)
    return bad (error, _("supply, shops, storages and sites hold %d bricks, not %d"), total,
                d->bricks_total);
  return TRUE;
}

static gboolean
check_player (const PnState *s,
              const PnData  *d,
              guint          p,
              GError       **error)
{
  const PnPlayer *pl = &s->players[p];
  int seen[PN_DECK_SIZE] = { 0 }, sum = 0;

  if (pl->coins < 0 || pl->torches < 0 || pl->influence < 0 || pl->romans < 0 ||
      pl->reserve < 0)
    return bad (error, _("player %u has a negative count"), p + 1);
  if (pl->romans + pl->reserve + pn_elements_of (s, p) != d->romans_per_color)
    return bad (error, _("player %u's Romans do not add up to %d"), p + 1, d->romans_per_color);
  if (pl->builder < PN_NONE || pl->builder >= PN_N_QUARTERS)
    return bad (error, _("player %u's master builder is in no quarter"), p + 1);
  for (int k = 0; k < PN_N_VP_SOURCES; k++)
    sum += pl->vp_src[k];
  if (sum != pl->vp)
    return bad (error, _("player %u has %d VP but their sources add up to %d"), p + 1, pl->vp, sum);
  if (pl->n_hand > PN_HAND_MAX || pl->n_deck > PN_DECK_SIZE || pl->n_discard > PN_DECK_SIZE)
    return bad (error, _("player %u holds too many action cards"), p + 1);
  if (!count_cards (pl->hand, pl->n_hand, PN_DECK_SIZE, seen, "hand", error) ||
      !count_cards (pl->deck, pl->n_deck, PN_DECK_SIZE, seen, "deck", error) ||
      !count_cards (pl->discard, pl->n_discard, PN_DECK_SIZE, seen, "discard", error))
    return FALSE;
  if (s->phase == PN_PHASE_ACTION && s->current == p && s->card != PN_NONE)
    seen[s->card]++;
  for (int c = 0; c < PN_DECK_SIZE; c++)
    {
      gboolean in_game = s->n_players < 4 || !d->action[c].only_2_3;

      if (seen[c] != (in_game ? 1 : 0))
        return bad (error, _("player %u's action card %d is in play %d times"), p + 1, c, seen[c]);
    }
  for (int i = 1; i < pl->n_hand; i++)
    if (pl->hand[i - 1] > pl->hand[i])
      return bad (error, _("player %u's hand is not sorted"), p + 1);
  return TRUE;
}

static gboolean
check_cards (const PnState *s,
             const PnData  *d,
             GError       **error)
{
  int market[PN_N_MARKET_CARDS] = { 0 }, building[PN_N_BUILDING_CARDS] = { 0 };
  int honor[PN_N_HONOR_CARDS] = { 0 };

  if (!count_cards (s->market_deck, s->n_market_deck, PN_N_MARKET_CARDS, market, "market_deck",
                    error) ||
      !count_cards (s->market_discard, s->n_market_discard, PN_N_MARKET_CARDS, market,
                    "market_discard", error) ||
      !count_cards (s->building_deck, s->n_building_deck, PN_N_BUILDING_CARDS, building,
                    "building_deck", error) ||
      !count_cards (s->building_box, s->n_building_box, PN_N_BUILDING_CARDS, building,
                    "building_box", error) ||
      !count_cards (s->honor_deck, s->n_honor_deck, PN_N_HONOR_CARDS, honor, "honor_deck",
                    error) ||
      !count_cards (s->honor_box, s->n_honor_box, PN_N_HONOR_CARDS, honor, "honor_box", error))
    return FALSE;
  for (int i = 0; i < PN_BUILDING_DISPLAY; i++)
    if (s->building_display[i] != PN_NONE &&
        !count_cards (&s->building_display[i], 1, PN_N_BUILDING_CARDS, building,
                      "building_display", error))
      return FALSE;
  for (int i = 0; i < PN_HONOR_DISPLAY; i++)
    if (s->honor_display[i] != PN_NONE &&
        !count_cards (&s->honor_display[i], 1, PN_N_HONOR_CARDS, honor, "honor_display", error))
      return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    {
      const PnPlayer *pl = &s->players[p];

      if (!count_cards (pl->building_cards, pl->n_building_cards, PN_N_BUILDING_CARDS, building,
                        "building_cards", error) ||
          !count_cards (pl->honor, pl->n_honor, PN_N_HONOR_CARDS, honor, "honor", error))
        return FALSE;
      for (int i = 0; i < pl->n_honor; i++)
        if (d->honor[pl->honor[i]].kind == PN_HONOR_IMMEDIATE)
          return bad (error, _("player %u keeps an immediate honour card"), p + 1);
    }
  return all_once (market, PN_N_MARKET_CARDS, PN_GROUP_MARKET_CARDS, error) &&
         all_once (building, PN_N_BUILDING_CARDS, PN_GROUP_BUILDING_CARDS, error) &&
         all_once (honor, PN_N_HONOR_CARDS, PN_GROUP_HONOR_CARDS, error);
}

/* The turn's bookkeeping agrees with the played card. */
static gboolean
check_turn (const PnState *s,
            const PnData  *d,
            GError       **error)
{
  const PnActionCard *card;
  guint icons;

  if (s->card == PN_NONE)
    {
      if (s->budget_used || s->card_coins || s->icons_marker || s->icons_torch)
        return bad (error, _("actions are marked but no card is played"));
      return TRUE;
    }
  if (s->phase != PN_PHASE_ACTION || s->card < 0 || s->card >= PN_DECK_SIZE)
    return bad (error, _("card %d is played outside an action phase"), s->card);
  card = &d->action[s->card];
  icons = (1u << card->n_icons) - 1;
  if ((s->icons_marker & ~icons) || (s->icons_torch & ~icons) ||
      (s->icons_marker & s->icons_torch))
    return bad (error, _("the played card's icons are marked wrongly"));
  if (s->budget_used > card->torches ||
      s->budget_used != __builtin_popcount (s->icons_marker) + s->card_coins)
    return bad (error, _("the played card's torches are used wrongly"));
  return TRUE;
}

static gboolean
check_phase (const PnState *s,
             const PnData  *d,
             GError       **error)
{
  const PnPlayer *cur = &s->players[s->current];

  if (s->round < 1 || s->round > pn_last_round (s, d))
    return bad (error, _("round %d is not a round of a %d-player game"), s->round, s->n_players);
  if (s->start_player >= s->n_players || s->current >= s->n_players ||
      s->interim_next >= s->n_players || s->chooser >= s->n_players)
    return bad (error, _("a seat is out of range"));
  switch (s->phase)
    {
    case PN_PHASE_REFILL_CHOICE:
      if (s->refill_card < 0 || s->refill_card >= PN_N_MARKET_CARDS || s->refill_left == 0 ||
          s->refill_left != s->supply ||
          s->refill_left >= __builtin_popcount (d->market[s->refill_card].shops))
        return bad (error, _("no market card waits for a choice of shops"));
      break;
    case PN_PHASE_PLACE_BUILDER:
      if (cur->builder != PN_NONE)
        return bad (error, _("the master builder is already on the board"));
      break;
    case PN_PHASE_ACTION:
      if (cur->builder == PN_NONE)
        return bad (error, _("the action phase begins with the master builder off the board"));
      break;
    case PN_PHASE_INTERIM:
      if (s->interim_left == 0 || s->interim_left > s->n_players)
        return bad (error, _("interim scoring has no one left to split"));
      break;
    default:
      break;
    }
  if (s->phase != PN_PHASE_REFILL_CHOICE && s->refill_card != PN_NONE)
    return bad (error, _("a market card waits outside the refill phase"));
  if (s->end_trigger > PN_END_ROMANS ||
      (s->end_trigger != PN_END_NONE) != (s->end_player >= 0 && s->end_player < s->n_players) ||
      (s->final_turns >> s->n_players) != 0)
    return bad (error, _("the early end is recorded wrongly"));
  return check_turn (s, d, error);
}

/**
 * pn_check_state:
 *
 * Whether a full (not redacted) state is consistent: every brick, Roman and
 * card exactly once, counts in range, the VP equal to their sources, and
 * the phase's bookkeeping sound. The JSON reader refuses any other state.
 */
gboolean
pn_check_state (const PnState *s,
                const PnData  *d,
                GError       **error)
{
  if (s->n_players < 2 || s->n_players > PN_MAX_PLAYERS)
    return bad (error, _("%d players"), s->n_players);
  if (s->phase >= PN_N_PHASES)
    return bad (error, _("phase %d is not known"), s->phase);
  for (guint p = 0; p < s->n_players; p++)
    if (!check_player (s, d, p, error))
      return FALSE;
  for (guint p = s->n_players; p < PN_MAX_PLAYERS; p++)
    {
      PnPlayer blank;

      pn_clear_player (&blank);
      if (memcmp (&blank, &s->players[p], sizeof blank) != 0)
        return bad (error, _("seat %u is not in the game but holds something"), p + 1);
    }
  return check_bricks (s, d, error) && check_cards (s, d, error) && check_phase (s, d, error);
}
