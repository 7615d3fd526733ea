/* pn-data.h: the printed values of Porta Nigra's components, from components.json
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rules code refers to ids; every number printed on the board, the player
 * boards or the cards is here. Each group of the file carries its source
 * ("rulebook", "reconstructed" or "stand-in"), and an entry may override it;
 * the rules page lists every value that is not from the rulebook.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ludus-component-data.h"
#include "pn-state.h"

G_BEGIN_DECLS

#define PN_DATA_RESOURCE "/io/github/ludusgames/Ludus/porta-nigra/components.json"
#define PN_MAX_PARTS     3     /* effects in one icon */
#define PN_MAX_EFFECTS   3     /* effects of one honour card */
#define PN_MAX_REWARD    3     /* parts of a master-builder reward */

typedef enum
{
  PN_SOURCE_RULEBOOK,
  PN_SOURCE_RECONSTRUCTED,
  PN_SOURCE_STAND_IN,
} PnSource;

typedef enum
{
  PN_GROUP_BRICKS,
  PN_GROUP_SETUP,
  PN_GROUP_QUARTERS,
  PN_GROUP_SITES,
  PN_GROUP_MAJORITIES,
  PN_GROUP_REWARDS,
  PN_GROUP_SETS,
  PN_GROUP_ACTION_CARDS,
  PN_GROUP_MARKET_CARDS,
  PN_GROUP_BUILDING_CARDS,
  PN_GROUP_HONOR_CARDS,
  PN_N_GROUPS
} PnDataGroup;

/* What an action-card icon does (one part of it; an icon may have several). */
typedef enum
{
  PN_ICON_BUY_BRICK,         /* param: a colour, or PN_ANY */
  PN_ICON_PLACE_ELEMENT,
  PN_ICON_TAKE_INFLUENCE,
  PN_ICON_TAKE_TORCH,
  PN_ICON_TAKE_COINS,        /* param: coins */
  PN_N_ICON_KINDS
} PnIconKind;

#define PN_ANY 5               /* the grey "any colour" buy icon */

typedef struct
{
  guint8 kind;                 /* PnIconKind */
  guint8 param;
} PnIconPart;

typedef struct
{
  guint8     n_parts;
  PnIconPart part[PN_MAX_PARTS];
  guint8     main;             /* PnIconKind of the part taking arguments (buy, place) or the first */
} PnIcon;

typedef struct
{
  char    id[32];
  guint8  torches;
  guint8  only_2_3;            /* "2–3 players only": removed with 4 players */
  guint8  n_icons;
  PnIcon  icon[PN_MAX_ICONS];
} PnActionCard;

/* What a master-builder reward or an honour card gives. */
typedef enum
{
  PN_GAIN_VP,
  PN_GAIN_ROMAN,
  PN_GAIN_BRICK,               /* param: colour */
  PN_GAIN_TORCH,
  PN_GAIN_INFLUENCE,
  PN_GAIN_COINS,
  PN_GAIN_PORTA_NIGRA_BRICK,   /* add a brick to one of your Porta Nigra elements */
  PN_N_GAINS
} PnGainKind;

typedef struct
{
  guint8 kind;                 /* PnGainKind */
  guint8 param;
  guint8 count;
} PnGain;

typedef enum
{
  PN_HONOR_IMMEDIATE,
  PN_HONOR_SUBSTITUTE,
  PN_HONOR_FINAL,
} PnHonorKind;

/* What must be discarded from the play area to buy an honour card. */
typedef enum
{
  PN_DISCARD_NONE,
  PN_DISCARD_BUILDINGS,        /* count building cards of count different buildings */
  PN_DISCARD_FINAL,            /* one kept final-scoring card worth param VP */
} PnDiscardKind;

typedef struct
{
  char    id[32];
  guint8  kind;                /* PnHonorKind */
  guint8  cost;                /* influence */
  guint8  discard;             /* PnDiscardKind */
  guint8  discard_param;
  guint8  building;            /* substitute: the building it stands for */
  guint8  vp;                  /* final scoring: its VP */
  guint8  n_effects;
  PnGain  effect[PN_MAX_EFFECTS];
  guint8  source;
} PnHonorCard;

typedef struct
{
  char    id[32];
  guint8  building;
  guint8  color;
} PnBuildingCard;

typedef struct
{
  char    id[32];
  guint8  shops;               /* bit c: +1 brick to shop c */
  guint8  source;
} PnMarketCard;

typedef struct
{
  char    id[32];
  guint8  building;
  gint8   row;                 /* 0..2 for rows A..C, PN_NONE without rows */
  guint8  color;
  guint8  bricks;              /* exact count; 0 for a Porta Nigra site */
  guint8  vp;                  /* printed VP; 0 for a Porta Nigra site */
  guint8  part;                /* majority part (Porta Nigra: by height instead) */
} PnSite;

typedef struct
{
  guint8  source[PN_N_GROUPS];
  gboolean any_stand_in;

  /* Bricks */
  guint8  price[PN_N_COLORS];
  guint8  value[PN_N_COLORS];

  /* Setup and fixed numbers of the rules */
  guint8  rounds[PN_MAX_PLAYERS + 1];         /* by player count */
  guint8  interim_factor[PN_MAX_PLAYERS + 1];
  guint8  start_coins, start_torches, start_romans, romans_per_color;
  guint8  bricks_total, hand_size;
  guint8  refill_below, refill_to;
  guint8  early_end_vp, influence_cost;
  guint8  pn_min, pn_max;                     /* Porta Nigra element heights */
  guint8  coins_per_vp;                       /* play-area scoring */

  /* Board */
  guint8  quarter_of_building[PN_N_BUILDINGS];
  gint8   building_of_quarter[PN_N_QUARTERS];
  PnSite  site[PN_N_SITES];
  guint8  majority[PN_N_PARTS][2];            /* 1st, 2nd */
  guint8  majority_source[PN_N_PARTS];
  guint8  n_reward[PN_N_BUILDINGS];
  PnGain  reward[PN_N_BUILDINGS][PN_MAX_REWARD];
  guint8  set_vp[PN_N_BUILDINGS + 1];         /* by set size */

  /* Cards */
  PnActionCard   action[PN_DECK_SIZE];
  PnMarketCard   market[PN_N_MARKET_CARDS];
  PnBuildingCard building[PN_N_BUILDING_CARDS];
  PnHonorCard    honor[PN_N_HONOR_CARDS];
} PnData;

/* How the core loads the data (once per process, with the user's override). */
extern const LudusDataLoader pn_data_loader;

/* The data in force now (LUDUS_DEFINE_DATA_LOADER in ludus-component-data.h). */
const PnData *pn_data_get              (GError      **error);
gboolean      pn_data_parse            (JsonNode     *root,
                                        PnData       *data,
                                        GError      **error);
/* A translated note when a user override was used or rejected, or NULL. */
const char   *pn_data_override_message (void);

/* Names used in the data file and the state's JSON. */
extern const char *const pn_color_ids[PN_N_COLORS];
extern const char *const pn_building_ids[PN_N_BUILDINGS];
extern const char *const pn_quarter_ids[PN_N_QUARTERS];
extern const char *const pn_part_ids[PN_N_PARTS];
extern const char *const pn_site_ids[PN_N_SITES];

/* The quarter of each coloured shop (PN_NONE for the white shop). */
extern const gint8 pn_quarter_of_shop[PN_N_SHOPS];

/* Where sites of each building begin in the site numbering, and how many. */
int pn_first_site (int building);
int pn_n_sites    (int building);

G_END_DECLS
