/* ft-board-paint.h: the drawing helpers shared by the board's drawing files
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to plugins/forum-trajanum/board: ft-board-paint.c (helpers, text,
 * the sprite and panel caches, tiles), ft-board-colonia.c (a player's
 * Colonia) and ft-board-draw.c (the game board, the moves, the whole).
 */
#pragma once

#include <pango/pangocairo.h>

#include "ft-board-draw.h"
#include "ft-board-glyphs.h"

G_BEGIN_DECLS

/* Heights in the layout (ft-board-draw.c, ft-board-colonia.c), in drawing units. */
#define FTB_HEADER_H      96     /* the game board's header: pass, column, decks, cards */
#define FTB_TRACKS_H      156    /* the reward tracks and the supply */
#define FTB_STAND_IN_H    16     /* the line "Provisional component data" */
#define FTB_BUTTON_H      34
#define FTB_VIEWER_TOP    62     /* the viewer's panel above the grid */
#define FTB_VIEWER_BELOW  200    /* and below it, down to the buttons */

typedef struct
{
  cairo_t            *cr;
  FtbSprites         *sprites;
  const FtbModel     *m;
  LudusView          *view;
  const LudusPalette *pal;
  gboolean            dark;
  LudusHitMap        *hits;
  const LudusMove    *hover;
  const LudusMove    *focus;
  cairo_matrix_t      base_inv;
  FtbLayout           lay;
  PangoLayout        *layout;
  PangoLayout        *measure;     /* for sizes: not bound to any drawing */
  PangoFontDescription *font;

  /* Where the spots of the viewer's moves lie, in canvas units. */
  FtbRect             cell[FTB_GRID][FTB_GRID];
  FtbRect             crow[FTB_N_ROWS];
  FtbRect             hand[FTB_MAX_TILES];
  FtbRect             reserve[FTB_MAX_RESERVE];
  FtbRect             track[FTB_N_TRACKS][5];
  FtbRect             forum[FTB_MAX_FORUM_H][FTB_MAX_FORUM_W];
  FtbRect             form[FTB_N_FORMS];
  FtbRect             street_card[2];
  FtbRect             prestige[FTB_MAX_PRESTIGE];
  FtbRect               *button;      /* per move; w = 0 when not a button */

  /* While a cached panel is drawn: its tooltips go here, in panel units. */
  GArray             *capture;
  double              capture_sx, capture_sy;
} FtbPainter;

/* Draws the box (x, y, w, h) of the current user space. */
typedef void (*FtbSpriteFunc) (FtbPainter *p, double x, double y, double w, double h, gconstpointer data);

FtbRect ftb_rect (double x,
                  double y,
                  double w,
                  double h);

void ftb_set_rgb (FtbPainter     *p,
                  const LudusRgb *rgb,
                  double          alpha);

void ftb_seat_rgb (FtbPainter *p,
                   int         seat,
                   LudusRgb   *rgb);

char *ftb_seat_name (FtbPainter *p,
                     int         seat);

void ftb_seat_piece (FtbPainter *p,
                     int         seat,
                     double      cx,
                     double      cy,
                     double      r);

void ftb_seat_ring (FtbPainter *p,
                    int         seat,
                    FtbRect     r,
                    double      radius);

void ftb_text_box (FtbPainter *p,
                   const char *text,
                   double      x,
                   double      y,
                   double      w,
                   double      h,
                   double      size,
                   gboolean    bold);

double ftb_text_full (FtbPainter        *p,
                      const char        *text,
                      double             x,
                      double             y,
                      double             size,
                      gboolean           bold,
                      int                align,
                      /* 0               left,
                      1                  centre,
                      2 right */ double  max_width);

/* How many texts were drawn past the box they were given while a text map was
 * attached to the cairo_t (the tests' drawings); 0 on a good board. */
guint ftb_text_overflows (void);

double ftb_text_width (FtbPainter *p,
                       const char *text,
                       double      size,
                       gboolean    bold);

void ftb_sprite (FtbPainter    *p,
                 const char    *key,
                 double         x,
                 double         y,
                 double         w,
                 double         h,
                 FtbSpriteFunc  draw,
                 gconstpointer  data);

void ftb_fade_begin (FtbPainter *p,
                     double      x,
                     double      y,
                     double      w,
                     double      h);

void ftb_fade_end (FtbPainter *p,
                   double      alpha);

void ftb_icon (FtbPainter *p,
               FtbIcon     kind,
               int         arg,
               double      cx,
               double      cy,
               double      size,
               double      alpha);

void ftb_building (FtbPainter  *p,
                   FtbBuilding  b,
                   double       x,
                   double       y,
                   double       size);

void ftb_hit (FtbPainter      *p,
              FtbRect          r,
              const LudusMove *move,
              const char      *tooltip);

void ftb_hit_take (FtbPainter *p,
                   FtbRect     r,
                   char       *tooltip);

void ftb_panel_cached (FtbPainter    *p,
                       const char    *key,
                       double         w,
                       double         h,
                       FtbSpriteFunc  draw,
                       gconstpointer  data);

void ftb_layer_cached (FtbPainter    *p,
                       const char    *key,
                       double         w,
                       double         h,
                       FtbSpriteFunc  draw,
                       gconstpointer  data,
                       gpointer       keep,
                       gsize          keep_size);

guint64 ftb_hash_bytes (guint64       h,
                        gconstpointer data,
                        gsize         len);

void ftb_panel (FtbPainter *p,
                FtbRect     r,
                gboolean    alt);

const char *ftb_roman (int n);

void ftb_tile_back (FtbPainter *p,
                    int         owner,
                    FtbRect     r);

void ftb_tile_face (FtbPainter    *p,
                    const FtbTile *tile,
                    int            owner,
                    FtbRect        r);

void ftb_draw_viewer_colonia (FtbPainter   *p,
                              int           seat,
                              FtbRect       r,
                              const guint8 *area_vp,
                              int           area_n);

void ftb_draw_compact_colonia (FtbPainter   *p,
                               int           seat,
                               FtbRect       r,
                               const guint8 *area_vp,
                               int           area_n);

G_END_DECLS
