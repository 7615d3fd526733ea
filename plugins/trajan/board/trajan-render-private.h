/* trajan-render-private.h: what the Trajan board's drawing files share
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "trajan-render.h"
#include "trajan-rules.h"
#include "trajan-text.h"

G_BEGIN_DECLS

/* Everything is laid out on a virtual canvas of this size and scaled to the
 * widget; hit regions are recorded in the widget's units. */
#define TR_W 1600.0
#define TR_H 1000.0

struct _TrajanRender
{
  const TrajanData     *data;
  PangoContext         *pango;
  GHashTable           *layouts;    /* "size|bold|text" → PangoLayout */
  PangoFontDescription *font;
  /* The static layer (areas, tracks, labels) at device resolution, and
   * what it was drawn for. */
  cairo_surface_t      *layer;
  char                 *layer_key;
  GHashTable           *sprites;    /* key → cairo_surface_t */
  /* Short labels for the goods cards, unique in the language they were
   * made for. */
  char                 *abbrev[TRAJAN_N_GOODS];
  char                 *abbrev_lang;
  double                device_scale;  /* of the widget, for recording surfaces */
  gboolean              vectors_only;
};

/* What a pass draws: the static layer is cached as an image when the
 * target is an image surface; otherwise both are drawn as vectors. */
typedef enum
{
  TR_LAYER_ALL,
  TR_LAYER_STATIC,
  TR_LAYER_DYNAMIC,
} TrLayer;

#define TR_STATIC(f)  ((f)->layer != TR_LAYER_DYNAMIC)
#define TR_DYNAMIC(f) ((f)->layer != TR_LAYER_STATIC)

/* One frame being drawn. */
typedef struct
{
  TrajanRender             *self;
  const TrajanData         *d;
  const TrajanState        *s;
  const LudusRenderContext *ctx;
  cairo_t                  *cr;
  const LudusPalette       *pal;
  double                    scale;
  int                       viewer;
  int                       big;           /* the seat drawn large */
  const LudusMove          *moves;
  guint                     n_moves;
  gboolean                 *placed;        /* [n_moves]: a region was given */
  TrLayer                   layer;
  char                     *names[TRAJAN_MAX_PLAYERS];
  gboolean                  sprites;       /* pieces may come from the sprite cache */
  const char               *lang;          /* a translated word: the language in use */
  double                    target_scale;  /* target pixels per device unit */
} Frame;

/* Draws a piece into (0, 0, w, h). */
typedef void (*TrSpriteFunc) (Frame  *f,
                              int     a,
                              int     b,
                              double  w,
                              double  h);
/* Draws a piece at (x, y, w, h): from a cached image at device resolution
 * when the target is an image, else as vectors. The cache key is kind, a,
 * b, extra (NULL or anything else the drawing depends on), the size in
 * device pixels and the style. */
void tr_sprite (Frame        *f,
                char          kind,
                int           a,
                int           b,
                const char   *extra,
                double        x,
                double        y,
                double        w,
                double        h,
                TrSpriteFunc  func);

const char *tr_seat_name (Frame *f,
                          guint  seat);

/* trajan-render.c: drawing helpers */
void     tr_text        (Frame      *f,
                         const char *text,
                         double      x,
                         double      y,
                         double      size,
                         gboolean    bold,
                         double      max_width,
                         int         align);  /* -1 left, 0 centre, 1 right; y = middle */
void     tr_text_dim    (Frame      *f,
                         const char *text,
                         double      x,
                         double      y,
                         double      size,
                         double      max_width,
                         int         align);
void     tr_panel       (Frame      *f,
                         double      x,
                         double      y,
                         double      w,
                         double      h,
                         const char *title);
void     tr_box         (Frame      *f,
                         double      x,
                         double      y,
                         double      w,
                         double      h,
                         double      radius,
                         const LudusRgb *fill,
                         double      fill_alpha);
void     tr_tip_rect    (Frame      *f,
                         double      x,
                         double      y,
                         double      w,
                         double      h,
                         const char *tooltip);
void     tr_tip_circle  (Frame      *f,
                         double      cx,
                         double      cy,
                         double      r,
                         const char *tooltip);
/* Finds the legal move (kind, a0..a3); -1 if it is not legal now. */
int      tr_find_move   (Frame      *f,
                         int         kind,
                         int         a0,
                         int         a1,
                         int         a2,
                         int         a3);
/* Records the move's region (if legal), with its tooltip; marks it placed.
 * Returns TRUE if the move is legal. Draws the highlight ring. */
gboolean tr_offer_rect  (Frame      *f,
                         int         index,
                         double      x,
                         double      y,
                         double      w,
                         double      h,
                         const char *tooltip);
gboolean tr_offer_circle (Frame     *f,
                          int        index,
                          double     cx,
                          double     cy,
                          double     r,
                          const char *tooltip);
/* A small choice inside a highlighted group: outlined only when hovered. */
gboolean tr_offer_quiet (Frame      *f,
                         int         index,
                         double      cx,
                         double      cy,
                         double      r);
gboolean tr_is_hover    (Frame      *f,
                         int         index);
void     tr_marker      (Frame      *f,
                         guint       colour,
                         double      cx,
                         double      cy,
                         double      r);
void     tr_goods_card  (Frame      *f,
                         int         kind,      /* -1 = back */
                         double      x,
                         double      y,
                         double      w,
                         double      h);
void     tr_trajan_tile (Frame      *f,
                         int         tile,
                         double      x,
                         double      y,
                         double      w,
                         double      h);
void     tr_forum_tile  (Frame      *f,
                         int         tile,
                         double      x,
                         double      y,
                         double      w,
                         double      h);
void     tr_extra_tile  (Frame      *f,
                         int         tile,
                         double      x,
                         double      y,
                         double      w,
                         double      h);
void     tr_bonus_tile  (Frame      *f,
                         int         tile,
                         gboolean    grey,
                         double      x,
                         double      y,
                         double      w,
                         double      h);
/* A construction tile of kind with its VP; vp = -1: the kind's swatch;
 * TR_CONSTRUCTION_NONE: a faded swatch with 0 (a kind not owned). */
#define TR_CONSTRUCTION_NONE (-100)
void     tr_construction_tile (Frame *f,
                               guint  kind,
                               int    vp,
                               double x,
                               double y,
                               double w,
                               double h);
/* A small figure (worker, legionnaire) standing on (cx, cy), h tall. */
void     tr_figure      (Frame          *f,
                         const LudusRgb *rgb,
                         double          cx,
                         double          cy,
                         double          h);
void     tr_demand_icon (Frame      *f,
                         guint       icon,
                         double      cx,
                         double      cy,
                         double      r);
void     tr_seat_piece  (Frame      *f,
                         guint       seat,
                         double      cx,
                         double      cy,
                         double      r);
void     tr_button      (Frame      *f,
                         int         index,
                         const char *label,
                         double      x,
                         double      y,
                         double      w,
                         double      h,
                         const char *tooltip);
const LudusRgb *tr_marker_rgb (guint colour);
const LudusRgb *tr_goods_rgb  (guint kind);
char    *tr_trajan_tile_name  (Frame *f,
                               int    tile);

/* trajan-render-board.c: the shared board */
void     tr_draw_board  (Frame      *f);

/* trajan-render-mat.c: the player mats and the choices panel */
void     tr_draw_mat_large   (Frame *f,
                              guint  seat,
                              double x,
                              double y,
                              double w,
                              double h);
void     tr_draw_mat_compact (Frame *f,
                              guint  seat,
                              double x,
                              double y,
                              double w,
                              double h);
void     tr_draw_choices     (Frame *f,
                              double x,
                              double y,
                              double w,
                              double h);

G_END_DECLS
