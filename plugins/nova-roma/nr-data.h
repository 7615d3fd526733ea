/* nr-data.h: Nova Roma's printed components, loaded from data/components.json
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything the rulebook shows only in pictures (contract costs, tracks,
 * harbours, districts, tiles, mosaic strips…) is read from the data file,
 * validated, and kept here; the engine never hard-codes a printed value.
 * Each group carries its source: rulebook, reconstructed or stand-in.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ludus-component-data.h"

#include "nr-state.h"

G_BEGIN_DECLS

#define NR_DATA_RESOURCE "/io/github/ludusgames/Ludus/nova-roma/components.json"

#define NR_MAX_EFFECTS    256
#define NR_MAX_SHAPE      8
#define NR_ID_LEN         32

typedef enum
{
  NR_SOURCE_RULEBOOK,
  NR_SOURCE_RECONSTRUCTED,
  NR_SOURCE_STAND_IN,
} NrSource;

/* The data groups, in the order the rules page lists them. */
typedef enum
{
  NR_GROUP_ASSOCIATES,
  NR_GROUP_SEA_CONTRACTS,
  NR_GROUP_BUILDING_CONTRACTS,
  NR_GROUP_EMPEROR_TOKENS,
  NR_GROUP_LATIFUNDIA,
  NR_GROUP_LATIFUNDIUM_MARKET,
  NR_GROUP_PRODUCTION_AREA,
  NR_GROUP_MOSAIC_BOARD,
  NR_GROUP_MOSAIC_TOKENS,
  NR_GROUP_FAVOURITES,
  NR_GROUP_HIPPODROME,
  NR_GROUP_BLACK_SEA,
  NR_GROUP_DISTRICTS,
  NR_GROUP_REWARD_TOKENS,
  NR_N_GROUPS
} NrGroup;

/* The effect vocabulary of the spec's §2.16. */
typedef enum
{
  NR_EFF_RESOURCE,       /* arg: resource, n */
  NR_EFF_ANY_RESOURCE,   /* n */
  NR_EFF_SESTERCES,      /* n */
  NR_EFF_INFLUENCE,      /* n */
  NR_EFF_ARTISAN,        /* n */
  NR_EFF_ACHIEVEMENT,    /* n */
  NR_EFF_ASSOCIATES,     /* n: draw from the deck */
  NR_EFF_VP,             /* n at game end */
  NR_EFF_CHOICE,         /* first, count: the options (effects) */
  NR_N_EFFECT_KINDS
} NrEffectKind;

typedef struct
{
  guint8 kind;
  gint8  arg;
  guint8 n;
  guint8 count;          /* choice: number of options */
  gint16 first;          /* choice: index of the first option */
} NrEffect;

/* A list of effects all gained: effects[first .. first + count). */
typedef struct
{
  gint16 first;
  guint8 count;
} NrEffects;

/* What money and goods something costs: resources and sesterces. */
typedef struct
{
  guint8 resources[NR_N_RESOURCES];
  guint8 sesterces;
} NrCost;

/* Associate card effects. */
typedef enum
{
  NR_CARD_END_GAME,
  NR_CARD_ONCE,
  NR_CARD_PERMANENT,
} NrCardKind;

typedef enum
{
  NR_ONCE_POWER,         /* +1 power, before step 1 */
  NR_ONCE_RESOURCE,      /* gain 1 of `resource` */
  NR_ONCE_INFLUENCE,     /* gain 1 influence */
  NR_ONCE_ANY_RESOURCE,  /* gain 1 resource of the player's choice */
  NR_ONCE_ARTISAN,       /* pay 1 sesterce: place a free artisan */
  NR_ONCE_WAIVE,         /* the contract's artisan requirement is waived */
  NR_PERM_SESTERCE,      /* +1 sesterce when the action is performed */
  NR_PERM_ANIMALS,       /* artisans may stand on animal tiles (+1 sesterce) */
  NR_END_SCORE,          /* end of game */
} NrCardEffect;

/* What an end-of-game card counts. */
typedef enum
{
  NR_COUNT_WHEAT,
  NR_COUNT_STONE,
  NR_COUNT_WOOD,
  NR_COUNT_WINE,
  NR_COUNT_HORSE,
  NR_COUNT_SESTERCES,
  NR_COUNT_INFLUENCE,
  NR_COUNT_LATIFUNDIA,
  NR_COUNT_ASSOCIATES,
  NR_COUNT_CHARIOT_CELLS,
  NR_COUNT_BUILDING,
  NR_COUNT_SEA,
  NR_COUNT_ANIMALS,
  NR_N_COUNTS
} NrCount;

typedef struct
{
  char   id[NR_ID_LEN];
  guint8 kind;            /* NrCardKind */
  guint8 effect;          /* NrCardEffect */
  gint8  action;          /* NrAction, or NR_NONE */
  gint8  resource;        /* for NR_ONCE_RESOURCE */
  /* End of game: base + count / divisor, or vp if count >= at_least (> 0). */
  guint8 count;           /* NrCount */
  guint8 base;
  guint8 divisor;
  guint8 at_least;
  guint8 vp;
} NrCardData;

typedef struct
{
  NrCost cost;
} NrSeaData;

typedef struct
{
  NrCost  cost;
  guint8  needs_artisan;
  guint8  vp;
  guint8  n_cells;
  gint8   dx[NR_MAX_SHAPE];
  gint8   dy[NR_MAX_SHAPE];
  /* Every distinct orientation (rotations and mirror images), normalised
   * so that the smallest x and y are 0. */
  guint8  n_orient;
  gint8   ox[8][NR_MAX_SHAPE];
  gint8   oy[8][NR_MAX_SHAPE];
} NrBuildingData;

typedef enum
{
  NR_LAT_YIELD,
  NR_LAT_EXCHANGE_ARTISAN,     /* pay 1 sesterce: 1 artisan */
  NR_LAT_EXCHANGE_RESOURCE,    /* pay 1 influence: 1 resource of your choice */
  NR_LAT_EXCHANGE_SESTERCES,   /* pay 1 influence: 2 sesterces */
  NR_LAT_ANIMAL,
  NR_LAT_LION,
  NR_LAT_ASSOCIATES,
  NR_LAT_SEAFARING,
  NR_LAT_CONSTRUCTION,
  NR_LAT_INCOME_GOODS,
  NR_LAT_INCOME_COINS,
  NR_LAT_RACE,
  NR_N_LAT_KINDS
} NrLatKind;

#define NR_LAT_IS_ANIMAL(k) ((k) == NR_LAT_ANIMAL || (k) == NR_LAT_LION)
#define NR_LAT_IS_SPECIAL(k) ((k) >= NR_LAT_LION)

typedef struct
{
  guint8    kind;             /* NrLatKind */
  NrEffects yield;            /* NR_LAT_YIELD */
} NrLatData;

/* A latifundium market price. */
typedef enum
{
  NR_PRICE_FREE,
  NR_PRICE_SESTERCE,
  NR_PRICE_WINE,
} NrPrice;

/* Production grid edge products: a resource, or sesterces. */
#define NR_PRODUCT_SESTERCE NR_N_RESOURCES

/* Mosaic cell conditions (§2.11), green, yellow then orange. */
typedef enum
{
  NR_COND_G_BUILDING_2,
  NR_COND_G_SEA_2,
  NR_COND_G_ASSOCIATES_2,
  NR_COND_G_BUILDING_SEA,
  NR_COND_G_CHARIOT_3,
  NR_COND_G_ASSOCIATE_SEA,
  NR_COND_G_ASSOCIATE_BUILDING,
  NR_COND_G_ASSOCIATE_LATIFUNDIUM,
  NR_COND_G_SEA_LATIFUNDIUM,
  NR_COND_G_BUILDING_LATIFUNDIUM,
  NR_COND_G_INFLUENCE_PAY_2,
  NR_COND_Y_BUILDING_4,
  NR_COND_Y_SEA_4,
  NR_COND_Y_ASSOCIATES_4,
  NR_COND_Y_BUILDING_SEA_5,
  NR_COND_Y_CHARIOTS_TWO_3,
  NR_COND_Y_ASSOCIATE_SEA_5,
  NR_COND_Y_ASSOCIATE_BUILDING_5,
  NR_COND_Y_ASSOCIATE_LATIFUNDIUM_5,
  NR_COND_Y_SEA_LATIFUNDIUM_5,
  NR_COND_Y_BUILDING_LATIFUNDIUM_5,
  NR_COND_Y_INFLUENCE_PAY_3,
  NR_COND_O_BUILDING_6,
  NR_COND_O_ASSOCIATES_6,
  NR_COND_O_SEA_6,
  NR_COND_O_CHARIOTS_TOTAL_10,
  NR_COND_O_LATIFUNDIUM_5,
  NR_N_CONDS
} NrCond;

#define NR_N_GREEN_CONDS  11
#define NR_N_YELLOW_CONDS 11

typedef struct
{
  guint8 colour;              /* 0 green, 1 yellow, 2 orange */
  guint8 cells[3];            /* NrCond, left to right */
} NrMosaicData;

typedef struct
{
  guint8    vp;
  NrEffects bonus;
} NrLineData;

typedef struct
{
  guint8  last;               /* position of the last cell (the finish) */
  guint8  border_cost[NR_MAX_TRACK];   /* horses to cross from p to p + 1 */
  guint16 wheels;             /* bit per position holding a golden wheel */
} NrTrackData;

typedef enum
{
  NR_HARBOUR_PLAIN,
  NR_HARBOUR_REWARD,
  NR_HARBOUR_VP,
} NrHarbourKind;

typedef struct
{
  guint8    sail;             /* points to reach it from the previous harbour */
  guint8    kind;             /* NrHarbourKind */
  guint8    vp;
  NrEffects reward;
} NrHarbourData;

typedef struct
{
  guint8        n_harbours;
  NrHarbourData harbours[NR_MAX_HARBOURS];
} NrRouteData;

typedef enum
{
  NR_CELL_ABSENT,
  NR_CELL_PLAIN,
  NR_CELL_REWARD,             /* a reward token with any number of players */
  NR_CELL_REWARD_3PLUS,       /* a reward token with 3 or 4 players */
  NR_CELL_CORNER,             /* shaded corner: a neutral/automa cube with 1–2 players */
} NrCellKind;

typedef struct
{
  guint8 width;
  guint8 height;
  guint8 vp_first;
  guint8 vp_second;
  guint8 vp_other;
  guint8 cells[NR_DISTRICT_MAX_CELLS];  /* NrCellKind */
  /* The buildable neighbours (8-neighbourhood) of each cell, as a mask. */
  guint64 neighbours[NR_DISTRICT_MAX_CELLS];
} NrDistrictData;

typedef struct
{
  NrSource       source[NR_N_GROUPS];
  gboolean       any_stand_in;

  NrEffect       effects[NR_MAX_EFFECTS];
  guint          n_effects;

  NrCardData     cards[NR_N_ASSOCIATES];
  NrSeaData      sea[NR_N_SEA];
  NrBuildingData building[NR_N_BUILDING];
  gint8          emperor[NR_N_EMPEROR][2];      /* forum cells */
  NrLatData      lat[NR_N_LAT];
  guint8         lat_price[NR_MARKET + 1];      /* NrPrice; [4]: the special slot */
  guint8         prod_rows;
  guint8         prod_cols;
  guint8         row_product[4];
  guint8         col_product[4];
  guint8         mosaic_row_vp[3];
  NrEffects      mosaic_top_bonus;
  NrLineData     mosaic_rows[3];
  NrLineData     mosaic_cols[3];
  NrLineData     mosaic_diags[2];
  NrMosaicData   mosaic[NR_N_MOSAIC];
  guint8         favourite_track[NR_N_FAVOURITES];
  char           track_colour[NR_N_TRACKS][NR_ID_LEN];
  NrTrackData    tracks[NR_N_TRACKS];
  NrRouteData    routes[NR_N_ROUTES];
  NrDistrictData districts[NR_N_DISTRICTS];
  NrEffects      rewards[NR_N_REWARDS];
} NrData;

/* The core's loader of the data (ludus-component-data.h). */
extern const LudusDataLoader nr_data_loader;

/* The data in use (a valid user override, else the built-in file): read
 * through the core's cache on every call, never kept, so that a match
 * replayed with the built-in data plays with it. NULL with error if the
 * built-in data is broken. */
const NrData *nr_data_get              (GError     **error);
/* Parses and validates a data document (for tests and the validator). */
gboolean      nr_data_parse            (JsonNode    *root,
                                        NrData      *data,
                                        GError     **error);

/* Names of ids (stable, used in JSON). */
extern const char *const nr_action_ids[NR_N_ACTIONS];
extern const char *const nr_resource_ids[NR_N_RESOURCES];
extern const char *const nr_cond_ids[NR_N_CONDS];
extern const char *const nr_card_ids[NR_N_ASSOCIATES];
extern const char *const nr_lat_kind_ids[NR_N_LAT_KINDS];
extern const char *const nr_group_ids[NR_N_GROUPS];

/* The colour of strip a condition is printed on (0 green, 1 yellow, 2 orange). */
int           nr_cond_colour           (NrCond       cond);
/* The influence a condition makes the player pay (0 for most). */
int           nr_cond_payment          (NrCond       cond);

G_END_DECLS
