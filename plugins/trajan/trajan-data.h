/* trajan-data.h: the printed values of Trajan's components, from components.json
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ludus-component-data.h"

#include "trajan-state.h"

G_BEGIN_DECLS

#define TRAJAN_DATA_RESOURCE "/io/github/ludusgames/Ludus/trajan/components.json"
#define TRAJAN_NAME_MAX 32

typedef struct
{
  guint8 category;                        /* TrajanCategory */
  guint8 colours[2];                      /* TrajanColour, unordered */
  guint8 vp;
  guint8 figures;                         /* workers / legionnaires tiles: 1 or 2 */
  guint8 icon;                            /* demand tiles: TrajanIcon */
} TrajanTileData;

typedef struct
{
  guint8 kind;                            /* TrajanForumKind */
  guint8 value;                           /* senate: votes; extra action: TrajanAction */
} TrajanForumTileData;

typedef struct
{
  guint8 kind;                            /* TrajanBonusKind */
  guint8 goods[2];                        /* goods tiles: the two goods kinds */
  guint8 icon;                            /* demand icon tiles */
} TrajanBonusTileData;

typedef struct
{
  guint8 kind;                            /* TrajanShipKind */
  guint8 n_rows;                          /* 4, or 3 for pairs */
  guint8 coloured[4];
  guint8 grey[4];
} TrajanShipData;

typedef struct
{
  char    name[TRAJAN_NAME_MAX];
  guint8  vp;
  guint16 adjacent;                       /* bit q: province q is adjacent */
} TrajanProvinceData;

typedef struct
{
  char                goods_names[TRAJAN_N_GOODS][TRAJAN_NAME_MAX];
  guint8              goods_copies;
  guint8              bowl_action[TRAJAN_N_ACTIONS];            /* TrajanAction per bowl */
  guint8              action_bowl[TRAJAN_N_ACTIONS];            /* inverse */
  guint8              construction_bonus[TRAJAN_N_CONSTRUCTION_KINDS];
  TrajanTileData      trajan_tiles[TRAJAN_N_TRAJAN_TILES];
  TrajanForumTileData forum_tiles[TRAJAN_N_FORUM_TILES];
  guint8              extra_tiles[TRAJAN_N_EXTRA_TILES];        /* TrajanAction */
  guint8              construction_kind[TRAJAN_N_CONSTRUCTION_TILES];
  guint8              construction_vp[TRAJAN_N_CONSTRUCTION_TILES];
  guint8              demand_tiles[TRAJAN_N_DEMAND_TILES];      /* TrajanIcon */
  TrajanBonusTileData bonus_tiles[TRAJAN_N_BONUS_TILES];
  guint8              bonus_values[5][2];                       /* [TrajanBonusKind][grey] */
  TrajanShipData      ships[TRAJAN_N_SHIPS];
  TrajanProvinceData  provinces[TRAJAN_N_PROVINCES];
  guint16             camp_adjacent;
  guint8              time_length[TRAJAN_MAX_PLAYERS + 1];      /* by player count */
  guint8              forum_spaces[TRAJAN_MAX_PLAYERS + 1];     /* by player count */
  guint8              senate_values[TRAJAN_N_SENATE_SPACES];
  guint8              demand_penalty[TRAJAN_N_REVEALED_DEMANDS + 1];
  guint8              set_of_3;
  guint8              set_of_4;
  guint8              deploy_reduction;
  guint8              final_hand_card;
  guint8              final_camp_figure;
  guint8              final_slot_tile;
  /* Which groups are stand-ins or reconstructions, for the rules page. */
  gboolean            goods_names_stand_in;
} TrajanData;

/* Parses and validates a components.json document into data. */
gboolean          trajan_data_parse  (JsonNode    *root,
                                      TrajanData  *data,
                                      GError     **error);
/* How the core loads Trajan's data (ludus-component-data.h). */
extern const LudusDataLoader trajan_data_loader;

/* The data in use: the user override if valid, else the built-in file.
 * Loaded once; NULL with error if even the built-in file is broken. */
const TrajanData *trajan_data_get    (GError     **error);
/* Parses a file (tests). */
gboolean          trajan_data_load_file (const char *path,
                                         TrajanData *data,
                                         GError    **error);

/* Whether construction spaces a and b are orthogonal neighbours. */
gboolean          trajan_spaces_adjacent (guint a,
                                          guint b);

G_END_DECLS
