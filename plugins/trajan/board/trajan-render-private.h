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

/* Everything is laid out on a virtual canvas of at least this size, scaled
 * to the widget and stretched to its shape (see draw_pass ()); hit regions
 * are recorded in the widget's units. */
#define TRAJAN_CANVAS_W 1600.0
#define TRAJAN_CANVAS_H 1000.0
/* The shared board and the seat's own mat: the canvas's left part. */
#define TRAJAN_LEFT_W   1040.0
/* The height the panel of choices needs to go under the own mat. */
#define TRAJAN_CHOICES_MIN_H 250.0

/* No text is drawn smaller than this, in widget pixels. */
#define TRAJAN_MIN_TEXT_PX 11.0

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
  /* The Seaport in steps (trajan-render-seaport.c): the goods cards picked,
   * by kind, and the jokers at TRAJAN_N_GOODS; and how many there are. */
  guint8                pick[TRAJAN_N_GOODS + 1];
  guint8                pick_max[TRAJAN_N_GOODS + 1];
  int                   target;   /* the ship chosen, TRAJAN_N_SHIPS the display; -1 none */
};

/* What a pass draws: the static layer is cached as an image when the
 * target is an image surface; otherwise both are drawn as vectors. */
typedef enum
{
  TRAJAN_LAYER_ALL,
  TRAJAN_LAYER_STATIC,
  TRAJAN_LAYER_DYNAMIC,
} TrajanLayer;

#define TRAJAN_DRAWS_STATIC(f)  ((f)->layer != TRAJAN_LAYER_DYNAMIC)
#define TRAJAN_DRAWS_DYNAMIC(f) ((f)->layer != TRAJAN_LAYER_STATIC)

/* One frame being drawn. */
typedef struct
{
  TrajanRender             *self;
  const TrajanData         *d;
  const TrajanState        *s;
  const LudusRenderContext *ctx;
  cairo_t                  *cr;
  const LudusPalette       *pal;
  double                    scale;         /* widget pixels per canvas unit */
  double                    cw, ch;        /* the canvas's size */
  int                       viewer;
  int                       big;           /* the seat drawn large */
  const LudusMove          *moves;
  guint                     n_moves;
  gboolean                 *placed;        /* [n_moves]: a region was given */
  TrajanLayer               layer;
  char                     *names[TRAJAN_MAX_PLAYERS];
  gboolean                  sprites;       /* pieces may come from the sprite cache */
  const char               *lang;          /* a translated word: the language in use */
  double                    target_scale;  /* target pixels per device unit */
  gboolean                  in_sprite;     /* drawing a piece: no regions */
} TrajanFrame;

/* Draws a piece into (0, 0, w, h). */
typedef void (*TrajanSpriteFunc) (TrajanFrame  *f,
                                  int     a,
                                  int     b,
                                  double  w,
                                  double  h);
/* Draws a piece at (x, y, w, h): from a cached image at device resolution
 * when the target is an image, else as vectors. The cache key is kind, a,
 * b, extra (NULL or anything else the drawing depends on), the size in
 * device pixels and the style. */
void trajan_render_sprite (TrajanFrame      *f,
                           char              kind,
                           int               a,
                           int               b,
                           const char       *extra,
                           double            x,
                           double            y,
                           double            w,
                           double            h,
                           TrajanSpriteFunc  func);

const char *trajan_render_seat_name (TrajanFrame *f,
                                     guint        seat);

/* trajan-render.c: drawing helpers */
void     trajan_render_text (TrajanFrame *f,
                             const char  *text,
                             double       x,
                             double       y,
                             double       size,
                             gboolean     bold,
                             double       max_width,
                             int          align);  /* -1 left, 0 centre, 1 right; y = middle */
void     trajan_render_text_extra (TrajanFrame *f,
                                   const char  *text,
                                   double       x,
                                   double       y,
                                   double       size,
                                   gboolean     bold,
                                   double       max_width,
                                   int          align);
double   trajan_render_min_text (TrajanFrame *f);
void     trajan_render_text_dim (TrajanFrame *f,
                                 const char  *text,
                                 double       x,
                                 double       y,
                                 double       size,
                                 double       max_width,
                                 int          align);
void     trajan_render_panel (TrajanFrame *f,
                              double       x,
                              double       y,
                              double       w,
                              double       h,
                              const char  *title);
void     trajan_render_box (TrajanFrame    *f,
                            double          x,
                            double          y,
                            double          w,
                            double          h,
                            double          radius,
                            const LudusRgb *fill,
                            double          fill_alpha);
void     trajan_render_tip_rect (TrajanFrame *f,
                                 double       x,
                                 double       y,
                                 double       w,
                                 double       h,
                                 const char  *tooltip);
void     trajan_render_tip_circle (TrajanFrame *f,
                                   double       cx,
                                   double       cy,
                                   double       r,
                                   const char  *tooltip);
/* Finds the legal move (kind, a0..a3); -1 if it is not legal now. */
int      trajan_render_find_move (TrajanFrame *f,
                                  int          kind,
                                  int          a0,
                                  int          a1,
                                  int          a2,
                                  int          a3);
/* Records the move's region (if legal), with its tooltip; marks it placed.
 * Returns TRUE if the move is legal. Draws the highlight ring. */
gboolean trajan_render_offer_rect (TrajanFrame *f,
                                   int          index,
                                   double       x,
                                   double       y,
                                   double       w,
                                   double       h,
                                   const char  *tooltip);
gboolean trajan_render_offer_circle (TrajanFrame *f,
                                     int          index,
                                     double       cx,
                                     double       cy,
                                     double       r,
                                     const char  *tooltip);
/* A small choice inside a highlighted group: outlined only when hovered. */
gboolean trajan_render_offer_quiet (TrajanFrame *f,
                                    int          index,
                                    double       cx,
                                    double       cy,
                                    double       r);
gboolean trajan_render_is_hover (TrajanFrame *f,
                                 int          index);
void     trajan_render_marker (TrajanFrame *f,
                               guint        colour,
                               double       cx,
                               double       cy,
                               double       r);
void     trajan_render_goods_card  (TrajanFrame      *f,
                                    int         kind,      /* -1 = back */
                                    double      x,
                                    double      y,
                                    double      w,
                                    double      h);
void     trajan_render_trajan_tile (TrajanFrame *f,
                                    int          tile,
                                    double       x,
                                    double       y,
                                    double       w,
                                    double       h);
void     trajan_render_forum_tile (TrajanFrame *f,
                                   int          tile,
                                   double       x,
                                   double       y,
                                   double       w,
                                   double       h);
void     trajan_render_extra_tile (TrajanFrame *f,
                                   int          tile,
                                   double       x,
                                   double       y,
                                   double       w,
                                   double       h);
void     trajan_render_bonus_tile (TrajanFrame *f,
                                   int          tile,
                                   gboolean     grey,
                                   double       x,
                                   double       y,
                                   double       w,
                                   double       h);
/* A construction tile of kind with its VP; vp = -1: the kind's swatch;
 * TRAJAN_CONSTRUCTION_NONE: a faded swatch with 0 (a kind not owned). */
#define TRAJAN_CONSTRUCTION_NONE (-100)
void     trajan_render_construction_tile (TrajanFrame *f,
                                          guint        kind,
                                          int          vp,
                                          double       x,
                                          double       y,
                                          double       w,
                                          double       h);
/* A small figure (worker, legionnaire) standing on (cx, cy), h tall. */
void     trajan_render_figure (TrajanFrame    *f,
                               const LudusRgb *rgb,
                               double          cx,
                               double          cy,
                               double          h);
void     trajan_render_demand_icon (TrajanFrame *f,
                                    guint        icon,
                                    double       cx,
                                    double       cy,
                                    double       r);
void     trajan_render_seat_piece (TrajanFrame *f,
                                   guint        seat,
                                   double       cx,
                                   double       cy,
                                   double       r);
void     trajan_render_button (TrajanFrame *f,
                               int          index,
                               const char  *label,
                               double       x,
                               double       y,
                               double       w,
                               double       h,
                               const char  *tooltip);
const LudusRgb *trajan_render_marker_rgb (guint colour);
const LudusRgb *trajan_render_goods_rgb  (guint kind);
char    *trajan_render_trajan_tile_name (TrajanFrame *f,
                                         int          tile);

/* The seat whose marked move (another seat's, since the viewer's last
 * decision) is of kind with these arguments (< 0: any), the last one; -1 if
 * none. seat < 0: any seat. */
int      trajan_render_marked (TrajanFrame *f,
                               int          seat,
                               int          kind,
                               int          a0,
                               int          a1);
/* A dashed frame in the seat's colour, with its shape (nothing if seat < 0). */
void     trajan_render_mark   (TrajanFrame *f,
                               int          seat,
                               double       x,
                               double       y,
                               double       w,
                               double       h);
void     trajan_render_mark_if (TrajanFrame *f,
                                int          kind,
                                int          a0,
                                int          a1,
                                double       x,
                                double       y,
                                double       w,
                                double       h);

/* trajan-render-seaport.c: shipping and displaying goods in steps */
gboolean trajan_render_seaport_steps  (TrajanFrame *f);
void     trajan_render_seaport_begin  (TrajanFrame *f);
/* The legal move the picked cards make on the ship (ship < 0: the display);
 * -1 if none. */
int      trajan_render_seaport_target (TrajanFrame *f,
                                       int          ship);
void     trajan_render_seaport_offer  (TrajanFrame *f,
                                       int          ship,
                                       double       x,
                                       double       y,
                                       double       w,
                                       double       h);
void     trajan_render_seaport_pick   (TrajanFrame *f,
                                       guint        kind,
                                       double       x,
                                       double       y,
                                       double       w,
                                       double       h);
void     trajan_render_seaport_jokers (TrajanFrame *f,
                                       double       x,
                                       double       y,
                                       double       w,
                                       double       h);
double   trajan_render_seaport_status (TrajanFrame *f,
                                       double       x,
                                       double       y,
                                       double       w);

/* trajan-render-board.c: the shared board */
void     trajan_render_draw_board  (TrajanFrame      *f);

/* trajan-render-mat.c: the player mats and the choices panel */
void     trajan_render_draw_mat_large (TrajanFrame *f,
                                       guint        seat,
                                       double       x,
                                       double       y,
                                       double       w,
                                       double       h);
void     trajan_render_draw_mat_compact (TrajanFrame *f,
                                         guint        seat,
                                         double       x,
                                         double       y,
                                         double       w,
                                         double       h);
void     trajan_render_draw_choices (TrajanFrame *f,
                                     double       x,
                                     double       y,
                                     double       w,
                                     double       h);

G_END_DECLS
