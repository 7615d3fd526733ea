/* pn-json.c: Porta Nigra states to and from JSON, validated on load
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every field of PnState and PnPlayer is listed once below with its JSON
 * name (the struct member's) and range. Card lists are written with their
 * length ("hand": [3, 6]); fixed arrays whole ("shop": [k, b, r, y, w],
 * "site_owner": 44 seats or -1). The phase is written by name. A loaded
 * state is then checked whole by pn_check_state(): a redacted state (cards
 * -2) or one that loses or invents a piece is refused with what and where.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "pn-rules.h"

typedef struct
{
  const char *name;
  gsize       offset;
  int         count;           /* elements of a fixed array (1 for a scalar) */
  gssize      length;          /* offset of the guint8 length of a list, or -1 */
  guint8      size;            /* bytes per element */
  gint64      min, max;
} Field;

#define FIELD(st, member, cnt, len, lo, hi) \
  { #member, G_STRUCT_OFFSET (st, member), cnt, len, \
    sizeof (((st *) 0)->member) / (cnt), lo, hi }
#define S(member, cnt, lo, hi) FIELD (PnState, member, cnt, -1, lo, hi)
#define SL(member, n, lo, hi) FIELD (PnState, member, G_N_ELEMENTS (((PnState *) 0)->member), \
                                     G_STRUCT_OFFSET (PnState, n), lo, hi)
#define P(member, cnt, lo, hi) FIELD (PnPlayer, member, cnt, -1, lo, hi)
#define PL(member, n, lo, hi) FIELD (PnPlayer, member, G_N_ELEMENTS (((PnPlayer *) 0)->member), \
                                     G_STRUCT_OFFSET (PnPlayer, n), lo, hi)

#define CARD_MIN PN_HIDDEN    /* written for redacted states; refused on load */

static const char *const phase_ids[PN_N_PHASES] = {
  "refill_choice", "place_builder", "action", "interim", "start_choice", "over"
};

static const Field state_fields[] = {
  S (round, 1, 1, PN_MAX_ROUNDS),
  S (start_player, 1, 0, PN_MAX_PLAYERS - 1),
  S (current, 1, 0, PN_MAX_PLAYERS - 1),
  S (supply, 1, 0, 255),
  S (shop, PN_N_SHOPS, 0, 255),
  SL (market_deck, n_market_deck, CARD_MIN, PN_N_MARKET_CARDS - 1),
  SL (market_discard, n_market_discard, CARD_MIN, PN_N_MARKET_CARDS - 1),
  SL (building_deck, n_building_deck, CARD_MIN, PN_N_BUILDING_CARDS - 1),
  S (building_display, PN_BUILDING_DISPLAY, PN_NONE, PN_N_BUILDING_CARDS - 1),
  SL (building_box, n_building_box, CARD_MIN, PN_N_BUILDING_CARDS - 1),
  SL (honor_deck, n_honor_deck, CARD_MIN, PN_N_HONOR_CARDS - 1),
  S (honor_display, PN_HONOR_DISPLAY, PN_NONE, PN_N_HONOR_CARDS - 1),
  SL (honor_box, n_honor_box, CARD_MIN, PN_N_HONOR_CARDS - 1),
  S (site_owner, PN_N_SITES, PN_NONE, PN_MAX_PLAYERS - 1),
  S (site_height, PN_N_SITES, 0, 8),
  S (card, 1, PN_NONE, PN_DECK_SIZE - 1),
  S (budget_used, 1, 0, PN_MAX_ICONS),
  S (card_coins, 1, 0, PN_MAX_ICONS),
  S (icons_marker, 1, 0, (1 << PN_MAX_ICONS) - 1),
  S (icons_torch, 1, 0, (1 << PN_MAX_ICONS) - 1),
  S (honor_bought, 1, 0, 1),
  S (refill_card, 1, PN_NONE, PN_N_MARKET_CARDS - 1),
  S (refill_left, 1, 0, PN_N_SHOPS),
  S (refill_added, PN_N_SHOPS, 0, 255),
  S (refill_cards, 1, 0, 255),
  S (refill_building, 1, 0, (1 << PN_BUILDING_DISPLAY) - 1),
  S (refill_honor, 1, 0, (1 << PN_HONOR_DISPLAY) - 1),
  S (interim_next, 1, 0, PN_MAX_PLAYERS - 1),
  S (interim_left, 1, 0, PN_MAX_PLAYERS),
  S (chooser, 1, 0, PN_MAX_PLAYERS - 1),
  S (chooser_drawn, 1, 0, 1),
  S (end_trigger, 1, 0, PN_END_ROMANS),
  S (end_player, 1, PN_NONE, PN_MAX_PLAYERS - 1),
  S (final_turns, 1, 0, (1 << PN_MAX_PLAYERS) - 1),
};

static const Field player_fields[] = {
  P (vp, 1, -1000000, 1000000),
  P (vp_src, PN_N_VP_SOURCES, -1000000, 1000000),
  P (coins, 1, 0, 1000000),
  P (torches, 1, 0, 10000),
  P (influence, 1, 0, 10000),
  P (romans, 1, 0, 15),
  P (reserve, 1, 0, 15),
  P (builder, 1, PN_NONE, PN_N_QUARTERS - 1),
  P (bricks, PN_N_COLORS, 0, 255),
  PL (hand, n_hand, CARD_MIN, PN_DECK_SIZE - 1),
  PL (deck, n_deck, CARD_MIN, PN_DECK_SIZE - 1),
  PL (discard, n_discard, CARD_MIN, PN_DECK_SIZE - 1),
  PL (building_cards, n_building_cards, CARD_MIN, PN_N_BUILDING_CARDS - 1),
  PL (honor, n_honor, CARD_MIN, PN_N_HONOR_CARDS - 1),
};

/* Fields are read and written through memcpy: they are aligned, but a cast
 * from guint8 * would say otherwise to -Wcast-align. */
static gint64
get_value (const guint8 *base,
           const Field  *f,
           int           i)
{
  const guint8 *p = base + f->offset + (gsize) i * f->size;
  gint8 s8;
  gint16 s16;
  guint16 u16;
  gint32 s32;

  switch (f->size)
    {
    case 1:
      memcpy (&s8, p, 1);
      return f->min < 0 ? (gint64) s8 : (gint64) *p;
    case 2:
      memcpy (&s16, p, 2);
      memcpy (&u16, p, 2);
      return f->min < 0 ? (gint64) s16 : (gint64) u16;
    default:
      memcpy (&s32, p, 4);
      return s32;
    }
}

static void
set_value (guint8      *base,
           const Field *f,
           int          i,
           gint64       v)
{
  guint8 *p = base + f->offset + (gsize) i * f->size;
  guint8 u8 = (guint8) v;
  guint16 u16 = (guint16) v;
  gint32 s32 = (gint32) v;

  switch (f->size)
    {
    case 1: memcpy (p, &u8, 1); break;
    case 2: memcpy (p, &u16, 2); break;
    default: memcpy (p, &s32, 4); break;
    }
}

static void
put_fields (JsonBuilder  *b,
            const Field  *fields,
            guint         n,
            const guint8 *base)
{
  for (guint k = 0; k < n; k++)
    {
      const Field *f = &fields[k];
      int count = f->length >= 0 ? base[f->length] : f->count;

      json_builder_set_member_name (b, f->name);
      if (f->count == 1)
        {
          json_builder_add_int_value (b, get_value (base, f, 0));
          continue;
        }
      json_builder_begin_array (b);
      for (int i = 0; i < count; i++)
        json_builder_add_int_value (b, get_value (base, f, i));
      json_builder_end_array (b);
    }
}

JsonNode *
pn_state_to_json (const PnState *s)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "ludus-porta-nigra-state");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "players");
  json_builder_add_int_value (b, s->n_players);
  json_builder_set_member_name (b, "epoch");
  json_builder_add_int_value (b, s->epoch);
  json_builder_set_member_name (b, "rng");
  json_builder_add_value (b, ludus_rng_to_json (&s->rng));
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, s->phase < PN_N_PHASES ? phase_ids[s->phase] : "?");
  put_fields (b, state_fields, G_N_ELEMENTS (state_fields), (const guint8 *) s);
  json_builder_set_member_name (b, "player_states");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    {
      json_builder_begin_object (b);
      put_fields (b, player_fields, G_N_ELEMENTS (player_fields),
                  (const guint8 *) &s->players[p]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

#define bad pn_bad_state

static gboolean
read_int (JsonNode   *node,
          const char *where,
          gint64      min,
          gint64      max,
          gint64     *value,
          GError    **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return bad (error, _("“%s” is missing or not an integer"), where);
  *value = json_node_get_int (node);
  if (*value < min || *value > max)
    return bad (error, _("“%s” is %lld, outside %lld…%lld"), where, (long long) *value,
                (long long) min, (long long) max);
  return TRUE;
}

static gboolean
read_fields (JsonObject  *o,
             const char  *prefix,
             const Field *fields,
             guint        n,
             guint8      *base,
             GError     **error)
{
  for (guint k = 0; k < n; k++)
    {
      const Field *f = &fields[k];
      g_autofree char *where = g_strdup_printf ("%s%s", prefix, f->name);
      JsonNode *node = json_object_get_member (o, f->name);
      JsonArray *a;
      guint len;
      gint64 v;

      if (f->count == 1)
        {
          if (!read_int (node, where, f->min, f->max, &v, error))
            return FALSE;
          set_value (base, f, 0, v);
          continue;
        }
      if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
        return bad (error, _("“%s” is missing or not an array"), where);
      a = json_node_get_array (node);
      len = json_array_get_length (a);
      if (f->length < 0 && len != (guint) f->count)
        return bad (error, _("“%s” has %u elements, not %d"), where, len, f->count);
      if (len > (guint) f->count)
        return bad (error, _("“%s” has %u elements, more than %d"), where, len, f->count);
      /* The places after a list's end hold PN_NONE. */
      for (int i = 0; f->length >= 0 && i < f->count; i++)
        set_value (base, f, i, PN_NONE);
      if (f->length >= 0)
        base[f->length] = (guint8) len;
      for (guint i = 0; i < len; i++)
        {
          g_autofree char *at = g_strdup_printf ("%s[%u]", where, i);

          if (!read_int (json_array_get_element (a, i), at, f->min, f->max, &v, error))
            return FALSE;
          set_value (base, f, (int) i, v);
        }
    }
  return TRUE;
}

static gboolean
read_header (JsonObject *o,
             PnState    *s,
             GError    **error)
{
  const char *format = json_object_get_string_member_with_default (o, "format", NULL);
  const char *phase = json_object_get_string_member_with_default (o, "phase", NULL);
  gint64 v;

  if (g_strcmp0 (format, "ludus-porta-nigra-state") != 0)
    return bad (error, _("“format” is not ludus-porta-nigra-state"));
  if (!read_int (json_object_get_member (o, "version"), "version", 1, 1, &v, error) ||
      !read_int (json_object_get_member (o, "players"), "players", 2, PN_MAX_PLAYERS, &v, error))
    return FALSE;
  s->n_players = (guint8) v;
  if (!read_int (json_object_get_member (o, "epoch"), "epoch", 0, G_MAXUINT32, &v, error))
    return FALSE;
  s->epoch = (guint32) v;
  if (!ludus_rng_from_json (&s->rng, json_object_get_member (o, "rng"), error))
    return FALSE;
  s->phase = PN_N_PHASES;
  for (int i = 0; i < PN_N_PHASES && phase != NULL; i++)
    if (strcmp (phase, phase_ids[i]) == 0)
      s->phase = (guint8) i;
  if (s->phase == PN_N_PHASES)
    return bad (error, _("“phase” is not one of refill_choice, place_builder, action, interim, "
                "start_choice, over"));
  return TRUE;
}

/**
 * pn_state_from_json:
 * @s: a zeroed state of the right size
 *
 * Reads and checks a whole state; on failure @error says what and where.
 */
gboolean
pn_state_from_json (PnState      *s,
                    const PnData *d,
                    JsonNode     *node,
                    GError      **error)
{
  JsonObject *o;
  JsonArray *players;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, _("the top level is not an object"));
  o = json_node_get_object (node);
  if (!read_header (o, s, error) ||
      !read_fields (o, "", state_fields, G_N_ELEMENTS (state_fields), (guint8 *) s, error))
    return FALSE;
  if (!json_object_has_member (o, "player_states") ||
      !JSON_NODE_HOLDS_ARRAY (json_object_get_member (o, "player_states")))
    return bad (error, _("“player_states” is missing or not an array"));
  players = json_object_get_array_member (o, "player_states");
  if (json_array_get_length (players) != s->n_players)
    return bad (error, _("“player_states” has %u entries for %d players"),
                json_array_get_length (players), s->n_players);
  for (guint p = 0; p < PN_MAX_PLAYERS; p++)
    {
      JsonNode *e = p < s->n_players ? json_array_get_element (players, p) : NULL;
      g_autofree char *prefix = g_strdup_printf ("player_states[%u].", p);

      pn_clear_player (&s->players[p]);
      if (p >= s->n_players)
        continue;
      if (!JSON_NODE_HOLDS_OBJECT (e))
        return bad (error, _("“player_states[%u]” is not an object"), p);
      if (!read_fields (json_node_get_object (e), prefix, player_fields,
                        G_N_ELEMENTS (player_fields), (guint8 *) &s->players[p], error))
        return FALSE;
    }
  return pn_check_state (s, d, error);
}
