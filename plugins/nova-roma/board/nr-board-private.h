/* nr-board-private.h: what the parts of the Nova Roma board share
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is laid out in a logical space of fixed-size panels (the forum,
 * the action bar, the markets, the Black Sea, the hippodrome, the districts,
 * the score and the players' boards), arranged wide (1280 × 716, the size of
 * the board at 1280 × 800: three columns) or tall for narrow windows (two
 * columns: the forum, the markets and the districts; the score, the large
 * board, the sea, the hippodrome and the compact boards), and scaled to the
 * widget. The compact boards share what their column leaves, and show
 * more the more room each has (nr-board-player.c). Each panel draws in its own coordinates (Nrb.ox, oy) and records
 * regions, in logical units, into Nrb.regions; nr-board.c turns them into
 * the hit map and caches the drawing.
 */
#pragma once

#include <pango/pangocairo.h>

#include "ludus.h"
#include "nr-board.h"
#include "nr-rules.h"
#include "nr-text.h"

G_BEGIN_DECLS

#define NRB_WIDE_W   1280.0
#define NRB_WIDE_H   716.0
#define NRB_TALL_W   884.0
#define NRB_TALL_H   1144.0
/* The tall layout grows wider up to an aspect of 1.1. */
#define NRB_TALL_W_MAX 1258.0

/* Panel sizes (logical units). */
#define NRB_COL_A_W  460.0
#define NRB_COL_B_W  400.0
#define NRB_COL_C_W  388.0
#define NRB_FORUM_H  294.0
#define NRB_BAR_H    92.0
#define NRB_MARKET_H 306.0
#define NRB_SEA_H    116.0
#define NRB_RACE_H   152.0
#define NRB_CITY_H   424.0
#define NRB_SCORE_H  30.0
#define NRB_OWN_H    414.0
#define NRB_OWN_HEAD_H 26.0
/* The large board's panels meet (from its top) where nothing is drawn. */
#define NRB_OWN_AREAS_Y 86.0
#define NRB_OWN_CARDS_Y 251.0
#define NRB_OTHERS_H 248.0
/* How much the forum's rows may grow in a taller tall layout, in all
 * (with one compact board or the automa's panel beside: more). */
#define NRB_FORUM_GROW     160.0
#define NRB_FORUM_GROW_ONE 280.0
/* How much higher the wide layout may grow (to an aspect of 1.1), and how
 * much of it the forum's rows take before the Black Sea and the hippodrome
 * move under the markets. */
#define NRB_WIDE_GROW_MAX   450.0
#define NRB_FORUM_GROW_WIDE 220.0
/* The lowest compact board that moves to column B in a grown wide layout. */
#define NRB_OTHER_MIN_H     110.0

/* The smallest text on the board, at the reference size; in pixels at
 * any size (nrb_text () makes it larger, or leaves it out, where the board
 * is scaled down). */
#define NRB_TEXT_MIN 11.0
#define NRB_TEXT_MIN_PX 11.0
#define NRB_TEXT     12.0

typedef struct
{
  double    x, y, w, h;        /* logical units */
  gboolean  circle;
  gboolean  has_move;
  LudusMove move;
  char     *tip;
} NrbRegion;

typedef struct
{
  const NrState     *s;
  const NrData      *d;
  LudusView         *view;
  cairo_t           *cr;
  const LudusPalette *pal;
  gboolean           dark;
  int                viewer;        /* the seat looking, -1 a spectator */
  int                me;            /* the seat whose board is shown large */
  const LudusMove   *moves;
  guint              n_moves;
  const NrbSelection *sel;
  GArray            *regions;       /* NrbRegion */
  double             ox, oy;        /* the panel being drawn */
  const LudusRgb    *ink;           /* numbers on light tokens, NULL: the text colour */
  int                owner;         /* the compact board being drawn */
  double             panel_w, panel_h;  /* the size of the panel being drawn */
  gpointer           target;        /* pixman_image_t: see nrb_target_begin () */
  cairo_surface_t   *target_surface;
  int                clip[4];
  gboolean           bg_pending;    /* the panel's background is not painted yet */
  double             text_min;      /* the smallest text, in units: NRB_TEXT_MIN, more in
                                     * a board scaled down (11 pixels at least) */
} Nrb;

/* Panels (nr-board.c) and what each shows, as a key (nr-board-keys.c) */
typedef enum
{
  NRB_PANEL_FORUM,
  NRB_PANEL_BAR,
  NRB_PANEL_MARKETS,
  NRB_PANEL_SEA,
  NRB_PANEL_RACE,
  NRB_PANEL_CITY,
  NRB_PANEL_SCORE,
  NRB_PANEL_OWN_HEAD,           /* the large board's top line (whose turn it is) */
  NRB_PANEL_OWN,                /* its supply (resources, influence, sesterces…) */
  NRB_PANEL_OWN_AREAS,          /* its production area, mosaic and contracts */
  NRB_PANEL_OWN_CARDS,          /* its associate row and hand */
  NRB_PANEL_OTHER,              /* the compact boards, one panel each */
  NRB_PANEL_OTHER_LAST = NRB_PANEL_OTHER + NR_N_OWNERS - 1,
  NRB_N_PANELS
} NrbPanelId;

typedef struct
{
  int     id;                 /* NrbPanelId */
  void  (*func) (Nrb *b);
  double  x, y, w, h;         /* logical units */
  int     owner;              /* a compact board's: a seat, NR_AUTOMA, -1 none */
  gboolean backdrop;          /* it draws nrb_backdrop () before anything else */
  int     joined;             /* bit 0: its top meets the panel above it exactly (no
                               * margin for what spills over), bit 1: its bottom */
} NrbPanel;

/* The compact boards' panels depend on who is at the table and who looks;
 * board_w × board_h: the layout's size (wide: NRB_WIDE_W × NRB_WIDE_H or
 * higher; tall: NRB_TALL_W × NRB_TALL_H or wider and higher). */
void    nrb_layout_panels (Nrb      *b,
                           gboolean  tall,
                           double    board_w,
                           double    board_h,
                           NrbPanel  panels[NRB_N_PANELS]);
/* How many compact boards (or the automa's panel) there are. */
int     nrb_n_others      (const NrState *s,
                           int            me);
/* The tall layout's largest height (it fills windows up to that aspect). */
double  nrb_tall_max      (const NrState *s,
                           int            me);
/* What every panel depends on: the style, the size, the language, the
 * seats' names and colours (nrb_panel_key () adds who looks). */
guint64 nrb_common_key    (Nrb     *b,
                           double   geometry);
/* A panel's key: equal keys draw the same; 0 is never equal. */
guint64 nrb_panel_key     (Nrb     *b,
                           int      panel,
                           guint64  common);

/* Regions and moves (nr-board.c) */
const LudusMove *nrb_find        (Nrb             *b,
                                  int              kind,
                                  int              a0,
                                  int              a1,
                                  int              a2);
/* Records a region at panel coordinates; move may be NULL. Takes tip. */
void             nrb_region      (Nrb             *b,
                                  double           x,
                                  double           y,
                                  double           w,
                                  double           h,
                                  const LudusMove *move,
                                  char            *tip);
void             nrb_region_circle (Nrb           *b,
                                    double         cx,
                                    double         cy,
                                    double         r,
                                    const LudusMove *move,
                                    char          *tip);
LudusMove        nrb_local       (int              kind,
                                  int              a0,
                                  int              a1);
/* The outline of a legal choice. */
void             nrb_mark        (Nrb             *b,
                                  double           x,
                                  double           y,
                                  double           w,
                                  double           h);
void             nrb_mark_circle (Nrb             *b,
                                  double           cx,
                                  double           cy,
                                  double           r);

/* Drawing helpers (nr-board-paint.c) */
extern const LudusRgb nrb_dark_ink;
typedef enum
{
  NRB_ALIGN_LEFT,
  NRB_ALIGN_CENTER,
  NRB_ALIGN_RIGHT,
} NrbAlign;

/* Text fitted in a box: wrapped to at most max_lines, shrunk down to
 * b->text_min, then ellipsized (or left out if the box is too narrow for a
 * letter at that size); centred vertically. Returns its width. */
double nrb_text      (Nrb        *b,
                      const char *text,
                      double      x,
                      double      y,
                      double      w,
                      double      h,
                      double      size,
                      NrbAlign    align,
                      gboolean    bold,
                      int         max_lines);
void   nrb_rgb       (Nrb        *b,
                      const LudusRgb *rgb,
                      double      alpha);
void   nrb_box       (Nrb        *b,
                      double      x,
                      double      y,
                      double      w,
                      double      h,
                      const LudusRgb *fill,
                      double      radius);
void   nrb_title     (Nrb        *b,
                      const char *text,
                      double      x,
                      double      y,
                      double      w);
/* An owner's piece: a seat's shape and colour, or the grey neutral/automa. */
void   nrb_piece     (Nrb        *b,
                      int         owner,
                      double      cx,
                      double      cy,
                      double      r);
/* A filled circle with an outline (line NULL: none). */
void   nrb_disc      (Nrb        *b,
                      double      cx,
                      double      cy,
                      double      r,
                      const LudusRgb *fill,
                      const LudusRgb *line,
                      double      line_width);
/* Resource 0..4, NR_PRODUCT_SESTERCE, or the NRB_GLYPH_* below. */
void   nrb_glyph     (Nrb        *b,
                      int         glyph,
                      double      cx,
                      double      cy,
                      double      r);
/* A glyph and a number after it; returns the width used. */
double nrb_glyph_n   (Nrb        *b,
                      int         glyph,
                      int         n,
                      double      x,
                      double      cy,
                      double      r);
/* Effects as glyphs with numbers; returns the width used. */
double nrb_effects   (Nrb        *b,
                      NrEffects   list,
                      double      x,
                      double      cy,
                      double      r,
                      double      max_w);
double nrb_cost      (Nrb        *b,
                      const NrCost *cost,
                      double      x,
                      double      cy,
                      double      r);
void   nrb_action_rgb (int        action,
                       LudusRgb  *rgb);
void   nrb_track_rgb (const NrData *d,
                      int         track,
                      LudusRgb   *rgb);

enum
{
  NRB_GLYPH_SESTERCE = NR_PRODUCT_SESTERCE,
  NRB_GLYPH_INFLUENCE,
  NRB_GLYPH_ARTISAN,
  NRB_GLYPH_ACHIEVEMENT,
  NRB_GLYPH_CARD,
  NRB_GLYPH_VP,
  NRB_GLYPH_CUBE,
  NRB_GLYPH_PATRICIAN,
  NRB_GLYPH_LEGIONNAIRE,
  NRB_GLYPH_WHEEL,
  NRB_GLYPH_ANY,
  NRB_GLYPH_SHIP,
  NRB_GLYPH_TILE,
  NRB_N_GLYPHS
};

const char *nrb_glyph_name (int glyph);

/* While a target is set, kept images are copied straight into its pixels
 * (x0, y0, x1, y1: the clip, in device pixels); b->cr must draw into it
 * with no device offset. */
void nrb_target_begin (Nrb             *b,
                       cairo_surface_t *surface,
                       int              x0,
                       int              y0,
                       int              x1,
                       int              y1);
void nrb_target_end   (Nrb             *b);

/* Drawings kept as images (nr-board-sprite.c). A paint function draws with
 * its box's origin at (0, 0) from args alone (no pointers, no padding
 * bytes left unset): args are the key of the image kept. */
typedef void (*NrbPaint) (cairo_t *cr, const void *args);
void nrb_sprite (Nrb        *b,
                 double      x,
                 double      y,
                 double      w,
                 double      h,
                 double      pad,
                 NrbPaint    paint,
                 const void *args,
                 gsize       args_size);

/* The same for a drawing opaque but within inset of its box's sides. */
void nrb_sprite_opaque (Nrb        *b,
                        double      x,
                        double      y,
                        double      w,
                        double      h,
                        double      pad,
                        double      inset,
                        NrbPaint    paint,
                        const void *args,
                        gsize       args_size);

/* A panel's backdrop, a box (nrb_box) drawn first: with the board's
 * background laid in (nrb_backdrop), the panel's background is painted
 * only around it. */
void nrb_backdrop (Nrb            *b,
                   double          x,
                   double          y,
                   double          w,
                   double          h);
/* Paints the background in the clip, around covered (x0, y0, x1, y1 in
 * device pixels; NULL: all of it). */
void nrb_background (Nrb       *b,
                     const int  covered[4]);
/* The drawing of nrb_sprite_opaque () laid on the background: FALSE if
 * it cannot be (then draw it with nrb_sprite_opaque () over the
 * background); covered: the pixels it covers. */
gboolean nrb_sprite_backdrop (Nrb        *b,
                              double      x,
                              double      y,
                              double      w,
                              double      h,
                              double      pad,
                              double      inset,
                              NrbPaint    paint,
                              const void *args,
                              gsize       args_size,
                              int         covered[4]);

typedef struct
{
  double          size;            /* the font size the text was fitted at */
  PangoRectangle  ink, logical;    /* the layout's, in user units */
  gpointer        sprite;
} NrbTextSprite;

typedef PangoLayout *(*NrbLayoutFunc) (cairo_t       *cr,
                                       gconstpointer  data,
                                       double        *size);
/* NULL if cr is turned or stretched (then draw the layout directly). */
/* args and text are the key. */
const NrbTextSprite *nrb_text_sprite       (cairo_t             *cr,
                                            const void          *args,
                                            gsize                args_size,
                                            const char          *text,
                                            NrbLayoutFunc        make,
                                            gconstpointer        data);
void                 nrb_text_sprite_paint (Nrb                 *b,
                                            const NrbTextSprite *t,
                                            double               x,
                                            double               y);

/* Panels (nr-board-forum.c, nr-board-market.c, nr-board-places.c,
 * nr-board-player.c) */
void nrb_draw_forum    (Nrb *b);
void nrb_draw_bar      (Nrb *b);
void nrb_draw_markets  (Nrb *b);
void nrb_draw_sea      (Nrb *b);
void nrb_draw_race     (Nrb *b);
void nrb_draw_city     (Nrb *b);
void nrb_draw_score    (Nrb *b);
void nrb_draw_own_head (Nrb *b);
void nrb_draw_own      (Nrb *b);
void nrb_draw_own_areas (Nrb *b);
void nrb_draw_own_cards (Nrb *b);
void nrb_draw_other    (Nrb *b);

/* Shared by the panels */
void           nrb_tile        (Nrb *b, int tile, double x, double y, double w, double h);
void           nrb_card        (Nrb *b, int card, double x, double y, double w, double h,
                                gboolean dim);
const char    *nrb_action_help (int action);
const char    *nrb_owner_name  (Nrb *b, int owner);
double         nrb_text_width  (Nrb *b, const char *text, double size, gboolean bold);
const NrFrame *nrb_frame   (const NrState *s);
int            nrb_race_single_track (Nrb *b);
char          *nrb_card_tip (int card);

G_END_DECLS
