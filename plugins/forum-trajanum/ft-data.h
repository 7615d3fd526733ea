/* ft-data.h: the printed values of Forum Trajanum's components, from components.json
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ft-state.h"

#include "ludus-component-data.h"

G_BEGIN_DECLS

#define FT_DATA_RESOURCE "/io/github/ludusgames/Ludus/forum-trajanum/components.json"
#define FT_AREA_N_MAX    16    /* largest group size printed on a slider, at most */
#define FT_BOARD_MAX_W   6
#define FT_BOARD_MAX_H   6
#define FT_MAX_MOSAIC    10    /* mosaic boards known to the data */

/* Where a data group comes from. */
typedef enum
{
  FT_SOURCE_RULEBOOK,
  FT_SOURCE_RECONSTRUCTED,
  FT_SOURCE_STAND_IN,
} FtSource;

/* Data groups, for the source marks. */
typedef enum
{
  FT_GROUP_SYMBOLS,
  FT_GROUP_BOARD_SIDES,
  FT_GROUP_CITIZEN_ROWS,
  FT_GROUP_STREET_CARDS,
  FT_GROUP_COLONIA_TILES,
  FT_GROUP_SINGLE_TILES,
  FT_GROUP_DOUBLE_TILES,
  FT_GROUP_PRESTIGE,
  FT_GROUP_MOSAIC,
  FT_N_GROUPS
} FtDataGroup;

/* The front of a colonia tile: a citizen, or a list of gains. */
typedef struct
{
  gint8  citizen;                 /* FtClass, or FT_EMPTY for a gain tile */
  guint8 builder;
  guint8 worker[FT_N_COLOURS];
  guint8 worker_any;
  guint8 assistant;
  guint8 coin;
  guint8 tribune;
  guint8 upgrade;
} FtTileFront;

typedef struct
{
  gboolean available;
  gint8    temple[FT_N_TEMPLES];                    /* cells */
  gint8    symbol_street[FT_MAX_PLAYERS][FT_N_SYMBOLS]; /* per board: symbol -> street */
  guint8   citizen_row[FT_GRID];                    /* FtCitizenRow beside grid row r */
  guint8   grid_row_of[FT_N_CITIZEN_ROWS];          /* inverse */
} FtSideData;

typedef struct
{
  guint8 w, h;
  gint8  cell[FT_BOARD_MAX_H][FT_BOARD_MAX_W];      /* FtColour or FT_FORUM_EAGLE */
} FtMosaicSide;

typedef struct
{
  char         id[16];
  guint8       n_sides;
  FtMosaicSide side[2];
} FtMosaicBoard;

typedef struct
{
  guint8       source[FT_N_GROUPS];                 /* FtSource */
  gboolean     any_stand_in;

  char         symbol_id[FT_N_SYMBOLS][16];
  FtSideData   side[2];                             /* A, B */

  guint8       street_card[FT_N_STREET_CARDS];      /* symbol on each card */

  FtTileFront  tile[FT_TILES_PER_PLAYER];           /* 0..2 female citizens, 3..5 male citizens */

  guint8       single_per_kind, single_grey_up;
  guint8       single_grey[FT_N_COLOURS];           /* grey FtBuilding of each single kind */
  guint8       double_per_kind, double_mixed_up;
  guint8       double_grey[FT_N_COLOURS];           /* grey FtBuilding on each mixed face */

  guint8       p_max;
  guint32      cypress;                             /* bit p */
  guint8       area_n_max;                          /* largest n printed */
  guint8       trajan_vp[2][FT_P_MAX_LIMIT + 1];
  guint8       area_vp[2][FT_P_MAX_LIMIT + 1][FT_AREA_N_MAX + 1];

  guint8       n_mosaic;
  FtMosaicBoard mosaic[FT_MAX_MOSAIC];
  guint8       arrangement_x[FT_MAX_PLAYERS + 1][FT_MAX_BOARDS];  /* by player count */
  guint8       arrangement_y[FT_MAX_PLAYERS + 1][FT_MAX_BOARDS];
} FtData;

/* How the core loads Forum Trajanum's data (ludus-component-data.h). */
extern const LudusDataLoader ft_data_loader;

/* The built-in data (or a valid user override), loaded once. */
const FtData *ft_data_get        (GError      **error);
gboolean      ft_data_parse      (JsonNode     *root,
                                  FtData       *data,
                                  GError      **error);
gboolean      ft_data_load_file  (const char   *path,
                                  FtData       *data,
                                  GError      **error);

static inline int ft_boards_for (int n_players) { return n_players + 1; }

G_END_DECLS
