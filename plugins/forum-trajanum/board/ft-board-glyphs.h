/* ft-board-glyphs.h: the small pictures of the Forum Trajanum board
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "ludus.h"
#include "ft-board-model.h"

G_BEGIN_DECLS

/* Resource kinds that have an icon. */
typedef enum
{
  FTB_ICON_BUILDER,
  FTB_ICON_WORKER,      /* with a colour */
  FTB_ICON_ASSISTANT,
  FTB_ICON_COIN,
  FTB_ICON_TRIBUNE,
  FTB_ICON_UPGRADE,
  FTB_ICON_VP,
  FTB_ICON_ENVOY,
  FTB_ICON_CITIZEN,     /* with a class */
  FTB_ICON_ARROW
} FtbIcon;

void ftb_colour_rgb        (FtbColour      colour,
                            gboolean       dark,
                            LudusRgb      *rgb);
/* A building drawn in the square (x, y, size): its tile, then its picture. */
void ftb_draw_building     (cairo_t       *cr,
                            FtbBuilding    building,
                            double         x,
                            double         y,
                            double         size,
                            gboolean       dark);
/* The picture alone, in the current source colour, centred. */
void ftb_draw_building_glyph (cairo_t     *cr,
                              FtbBuilding  building,
                              double       cx,
                              double       cy,
                              double       size);
void ftb_draw_temple       (cairo_t       *cr,
                            double         cx,
                            double         cy,
                            double         size);
void ftb_draw_crane        (cairo_t       *cr,
                            double         cx,
                            double         cy,
                            double         size);
void ftb_draw_eagle        (cairo_t       *cr,
                            double         cx,
                            double         cy,
                            double         size);
void ftb_draw_cypress      (cairo_t       *cr,
                            double         cx,
                            double         cy,
                            double         size);
void ftb_draw_bust         (cairo_t       *cr,
                            double         cx,
                            double         cy,
                            double         size);
/* A resource icon centred on (cx, cy); arg is a colour or a class. */
void ftb_draw_icon         (cairo_t       *cr,
                            FtbIcon        icon,
                            int            arg,
                            double         cx,
                            double         cy,
                            double         size,
                            gboolean       dark);
/* A colonia tile's front (icons of its gains, or its citizen). */
void ftb_draw_tile_front   (cairo_t       *cr,
                            const FtbTile *tile,
                            double         x,
                            double         y,
                            double         size,
                            gboolean       dark);

G_END_DECLS
