/* ludus-search-tree.c: one information-set search tree
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Information-set Monte Carlo tree search (after Cowling, Powley and Whitehouse, 2012). Every
 * iteration determinizes the root sample again for the searching seat, so each playout is a
 * complete game that the seat cannot tell from the truth, then walks down the tree.
 *
 * A node is an information set, not a position: it is found by a key made from what the seat
 * about to decide knows — the searching seat's own view for its decisions, and for the other
 * seats the public view (or, with LUDUS_SEARCH_OPPONENTS_OWN, their own view). Nodes live in a
 * hash table of those keys, so positions a seat cannot tell apart share one node whatever the
 * determinization, and a decision never depends on what its seat cannot see:
 *
 * - simultaneous decisions are played one seat after another (the lowest seat first), and
 *   since a face-down choice is hidden from the others' views, the seats after it decide at a
 *   node that is the same whatever it was;
 * - a long turn is a chain of nodes of the same seat, each seeing its earlier steps;
 * - the legal moves at a node may differ between determinizations (another seat's hand), so
 *   a node's edges are added as moves turn up and each edge counts how often it was available
 *   (the ISMCTS form of UCB);
 * - a decision with one legal move makes no node.
 *
 * One node is added per iteration; a tree whose nodes, edges and table fill max_memory stops
 * growing and plays out from its leaves, which bounds its memory.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ludus-component-data.h"
#include "ludus-rules.h"
#include "ludus-search-private.h"

/* A playout that has not ended after this many moves is scored as it stands. */
#define MAX_PLAYOUT_MOVES 1000000
#define INITIAL_SLOTS     64

/* Index 0 of the node and edge arrays stands for none. */
typedef struct
{
  guint64 key;
  guint32 first_edge;
  guint32 last_edge;
  guint32 visits;
  guint32 stamp;       /* the last iteration that went through it */
  guint32 actor;
} Node;

typedef struct
{
  LudusMove move;
  guint32   next;      /* the node's next edge */
  guint32   visits;
  guint32   available; /* iterations in which the move was legal here */
  double    total;     /* the summed utility of the node's actor */
} Edge;

typedef struct
{
  guint32 node;
  guint32 edge;
} Step;

struct _LudusSearchTree
{
  LudusGame         *game;
  /* The table behind a rules game, called directly in the inner loop: through the interface
   * each call pays for GObject's type checks, a third of a playout's time. */
  const LudusRules  *rules;
  gboolean           builtin_data;
  gboolean           evaluates;   /* the game has an evaluation: cut playouts off */
  LudusPlayoutFlags  playouts;    /* the game's policy, whole turns (by the level) */
  LudusSearchConfig  config;
  guint              seat;
  LudusState        *root;
  LudusRng           rng;
  guint32            root_node;

  Node              *nodes;
  guint32            n_nodes;
  guint32            nodes_alloc;
  Edge              *edges;
  guint32            n_edges;
  guint32            edges_alloc;
  guint32           *slots;       /* open addressing: node indices by key */
  guint32            n_slots;     /* a power of two, at least twice the nodes */
  guint32            iteration;

  GArray            *moves;       /* LudusMove: the legal moves at hand */
  GArray            *matched;     /* guint32: the edge of each of them, 0 for none */
  GArray            *path;        /* Step */
};

static inline guint64
mix (guint64 h,
     guint64 word)
{
  h ^= word + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + (h << 6) + (h >> 2);
  h *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  return h ^ (h >> 31);
}

/* The engine's decisions, through its table when there is one. */

static guint
actors_of (LudusSearchTree  *self,
           const LudusState *state)
{
  return self->rules != NULL ? self->rules->actors (state)
                             : ludus_game_get_actors (self->game, state);
}

static gboolean
is_over (LudusSearchTree  *self,
         const LudusState *state)
{
  return self->rules != NULL ? self->rules->is_over (state)
                             : ludus_game_is_over (self->game, state);
}

static void
legal_moves (LudusSearchTree  *self,
             const LudusState *state,
             guint             player)
{
  if (self->rules == NULL)
    {
      ludus_game_legal_moves (self->game, state, player, self->moves);
      return;
    }
  g_array_set_size (self->moves, 0);
  self->rules->legal_moves (state, player, self->moves);
}

static void
apply (LudusSearchTree  *self,
       LudusState       *state,
       guint             player,
       const LudusMove  *move)
{
  if (self->rules != NULL)
    self->rules->apply (state, player, move);
  else
    ludus_game_apply_trusted (self->game, state, player, move);
}

static int
lowest_actor (LudusSearchTree  *self,
              const LudusState *state)
{
  guint actors = actors_of (self, state);

  return actors != 0 ? g_bit_nth_lsf (actors, -1) : -1;
}

/* What everybody sees: the state redacted for no seat, its generator cleared. */
static guint64
public_view_key (LudusGame        *game,
                 const LudusState *state)
{
  g_autoptr(LudusState) view = ludus_game_redact (game, state, -1);
  LudusRng none = { { 0 } };

  ludus_state_set_rng (view, &none);
  return ludus_state_hash (view);
}

/* The information set of actor's decision in state. */
static guint64
node_key (LudusSearchTree  *self,
          const LudusState *state,
          guint             actor)
{
  gboolean own = actor == self->seat ||
                 self->config.opponents == LUDUS_SEARCH_OPPONENTS_OWN;
  guint64 view = own ? ludus_game_get_view_key (self->game, state, actor)
                     : public_view_key (self->game, state);

  return mix (mix (view, actor + 1), own);
}

/* The table */

static guint32 *
find_slot (guint32    *slots,
           guint32     n_slots,
           const Node *nodes,
           guint64     key)
{
  guint32 i = (guint32) key & (n_slots - 1);

  while (slots[i] != 0 && nodes[slots[i]].key != key)
    i = (i + 1) & (n_slots - 1);
  return &slots[i];
}

static void
grow_slots (LudusSearchTree *self)
{
  guint32 n_slots = self->n_slots * 2;
  guint32 *slots = g_new0 (guint32, n_slots);

  for (guint32 i = 1; i < self->n_nodes; i++)
    *find_slot (slots, n_slots, self->nodes, self->nodes[i].key) = i;
  g_free (self->slots);
  self->slots = slots;
  self->n_slots = n_slots;
}

static gsize
footprint (guint32 nodes,
           guint32 edges,
           guint32 slots)
{
  return (gsize) nodes * sizeof (Node) + (gsize) edges * sizeof (Edge) +
         (gsize) slots * sizeof (guint32);
}

/* The size an array grows to for need elements: doubled, or by a quarter, or just enough,
 * whichever keeps the tree within its budget with the other arrays as they are. */
static guint32
grown (guint32 alloc,
       guint32 need,
       gsize   element,
       gsize   others,
       gsize   budget)
{
  guint32 sizes[] = { MAX (need, alloc * 2), MAX (need, alloc + alloc / 4), need };

  if (alloc >= need)
    return alloc;
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    if (others + (gsize) sizes[i] * element <= budget)
      return sizes[i];
  return 0;
}

/* Room for n_nodes more nodes and n_edges more edges within the budget, or FALSE. */
static gboolean
reserve (LudusSearchTree *self,
         guint            n_nodes,
         guint            n_edges)
{
  guint32 slots = (self->n_nodes + n_nodes) * 2 >= self->n_slots ? self->n_slots * 2
                                                                 : self->n_slots;
  gsize budget = self->config.max_memory;
  guint32 nodes = grown (self->nodes_alloc, self->n_nodes + n_nodes, sizeof (Node),
                         footprint (0, self->edges_alloc, slots), budget);
  guint32 edges = nodes == 0 ? 0 : grown (self->edges_alloc, self->n_edges + n_edges,
                                          sizeof (Edge), footprint (nodes, 0, slots), budget);

  if (nodes == 0 || edges == 0)
    return FALSE;
  if (nodes != self->nodes_alloc)
    self->nodes = g_renew (Node, self->nodes, self->nodes_alloc = nodes);
  if (edges != self->edges_alloc)
    self->edges = g_renew (Edge, self->edges, self->edges_alloc = edges);
  if (slots != self->n_slots)
    grow_slots (self);
  return TRUE;
}

static guint32
add_edge (LudusSearchTree *self,
          guint32          node,
          const LudusMove *move)
{
  guint32 index = self->n_edges++;
  Edge *edge = &self->edges[index];

  memset (edge, 0, sizeof *edge);
  edge->move = *move;
  if (self->nodes[node].last_edge != 0)
    self->edges[self->nodes[node].last_edge].next = index;
  else
    self->nodes[node].first_edge = index;
  self->nodes[node].last_edge = index;
  return index;
}

/* A new node with an edge for each of the moves, or 0 if the tree is full. */
static guint32
add_node (LudusSearchTree *self,
          guint64          key,
          guint            actor,
          const LudusMove *moves,
          guint            n_moves)
{
  guint32 index;

  if (!reserve (self, 1, n_moves))
    return 0;
  index = self->n_nodes++;
  memset (&self->nodes[index], 0, sizeof self->nodes[index]);
  self->nodes[index].key = key;
  self->nodes[index].actor = actor;
  *find_slot (self->slots, self->n_slots, self->nodes, key) = index;
  for (guint i = 0; i < n_moves; i++)
    add_edge (self, index, &moves[i]);
  return index;
}

/* The edge of move at node, added if the move is new there; 0 if the tree has no room. */
static guint32
find_edge (LudusSearchTree *self,
           guint32          node,
           const LudusMove *move)
{
  for (guint32 e = self->nodes[node].first_edge; e != 0; e = self->edges[e].next)
    if (memcmp (&self->edges[e].move, move, sizeof *move) == 0)
      return e;
  if (!reserve (self, 0, 1))
    return 0;
  return add_edge (self, node, move);
}

/* Fills matched with the edge of each legal move at node. */
static void
match_edges (LudusSearchTree *self,
             guint32          node)
{
  const LudusMove *moves = (const LudusMove *) (gpointer) self->moves->data;
  guint n = self->moves->len, i = 0;
  guint32 e = self->nodes[node].first_edge;
  guint32 *matched;

  g_array_set_size (self->matched, n);
  matched = (guint32 *) (gpointer) self->matched->data;
  /* Mostly the moves are the ones the node was made with, in the same order. */
  for (; i < n && e != 0 && memcmp (&self->edges[e].move, &moves[i], sizeof *moves) == 0; i++)
    {
      matched[i] = e;
      e = self->edges[e].next;
    }
  for (; i < n; i++)
    matched[i] = find_edge (self, node, &moves[i]);
}

/* UCB over the moves available now: an untried one first (at random), else the best bound. */
static guint
select_move (LudusSearchTree *self)
{
  const guint32 *matched = (const guint32 *) (gpointer) self->matched->data;
  guint best = G_MAXUINT, untried = 0;
  double best_bound = -G_MAXDOUBLE;

  for (guint i = 0; i < self->matched->len; i++)
    {
      Edge *edge;
      double bound;

      if (matched[i] == 0)
        continue;
      edge = &self->edges[matched[i]];
      edge->available++;
      if (edge->visits == 0)
        {
          if (ludus_rng_below (&self->rng, ++untried) == 0)
            best = i;
          continue;
        }
      if (untried > 0)
        continue;
      bound = edge->total / edge->visits +
              self->config.exploration * sqrt (log ((double) edge->available) / edge->visits);
      if (bound > best_bound)
        {
          best_bound = bound;
          best = i;
        }
    }
  return best;
}

/* The node of actor's decision in state: found, or added if this iteration has not added
 * one yet. 0 when there is none to be had. */
static guint32
find_node (LudusSearchTree  *self,
           const LudusState *state,
           guint             actor,
           gboolean         *expanded)
{
  guint64 key = node_key (self, state, actor);
  guint32 node = *find_slot (self->slots, self->n_slots, self->nodes, key);

  if (node != 0 || *expanded)
    return node;
  *expanded = TRUE;
  return add_node (self, key, actor, (const LudusMove *) (gpointer) self->moves->data,
                   self->moves->len);
}

/* Selection and expansion: down the tree from the root until a node is added, the tree has
 * none for the decision at hand, or the game ends. */
static void
descend (LudusSearchTree *self,
         LudusState      *state)
{
  gboolean expanded = FALSE, at_root = TRUE;

  while (!expanded && !is_over (self, state))
    {
      int actor = at_root ? (int) self->seat : lowest_actor (self, state);
      const LudusMove *moves;
      guint32 node;
      guint choice;
      Step step;

      if (actor < 0)
        return;
      legal_moves (self, state, (guint) actor);
      moves = (const LudusMove *) (gpointer) self->moves->data;
      if (self->moves->len == 0 || (self->moves->len == 1 && !at_root))
        return;
      node = at_root ? self->root_node : find_node (self, state, (guint) actor, &expanded);
      if (node == 0 || self->nodes[node].stamp == self->iteration)
        return;
      self->nodes[node].stamp = self->iteration;
      match_edges (self, node);
      choice = select_move (self);
      if (choice == G_MAXUINT)
        return;
      step.node = node;
      step.edge = g_array_index (self->matched, guint32, choice);
      g_array_append_val (self->path, step);
      apply (self, state, (guint) actor, &moves[choice]);
      at_root = FALSE;
    }
}

static gboolean
evaluate (LudusSearchTree  *self,
          const LudusState *state,
          double           *utilities)
{
  return self->rules != NULL ? self->rules->evaluate (state, utilities)
                             : ludus_game_evaluate (self->game, state, utilities);
}

/* The playout's move among the legal ones at hand: the game's policy, or one at random. */
static guint
playout_pick (LudusSearchTree  *self,
              const LudusState *state,
              guint             actor)
{
  const LudusMove *moves = (const LudusMove *) (gpointer) self->moves->data;
  guint n = self->moves->len, pick;

  if ((self->playouts & LUDUS_PLAYOUT_POLICY) == 0)
    return ludus_rng_below (&self->rng, n);
  if (self->rules == NULL)
    return ludus_game_choose_playout_move (self->game, state, actor, moves, n, &self->rng);
  if (self->rules->playout_move == NULL)
    return ludus_rng_below (&self->rng, n);
  pick = self->rules->playout_move (state, actor, moves, n, &self->rng);
  g_return_val_if_fail (pick < n, 0);
  return pick;
}

/* Moves by the game's playout policy (or at random) to the end, or to the cut-off: from then
 * on the first position the game's evaluation has an estimate for ends the playout with that
 * estimate — with LUDUS_PLAYOUT_WHOLE_TURNS, the first one where another seat is to move than
 * made the last move. */
static void
play_out (LudusSearchTree *self,
          LudusState      *state,
          double          *utilities)
{
  guint made = 0, cutoff = self->evaluates ? self->config.playout_cutoff : 0;
  gboolean whole_turns = (self->playouts & LUDUS_PLAYOUT_WHOLE_TURNS) != 0;
  int last = -1;

  while (!is_over (self, state) && made < MAX_PLAYOUT_MOVES)
    {
      int actor;
      guint pick;

      actor = lowest_actor (self, state);
      if (cutoff > 0 && made >= cutoff && (!whole_turns || actor != last) &&
          evaluate (self, state, utilities))
        return;
      if (actor < 0)
        break;
      legal_moves (self, state, (guint) actor);
      if (self->moves->len == 0)
        break;
      pick = playout_pick (self, state, (guint) actor);
      apply (self, state, (guint) actor, &g_array_index (self->moves, LudusMove, pick));
      last = actor;
      made++;
    }
  if (!is_over (self, state) && self->evaluates && evaluate (self, state, utilities))
    return;
  ludus_game_get_utilities (self->game, state, utilities);
}

static void
back_up (LudusSearchTree *self,
         const double    *utilities)
{
  for (guint i = 0; i < self->path->len; i++)
    {
      const Step *step = &g_array_index (self->path, Step, i);
      Node *node = &self->nodes[step->node];
      Edge *edge = &self->edges[step->edge];

      node->visits++;
      edge->visits++;
      edge->total += utilities[node->actor];
    }
}

void
ludus_search_tree_iterate (LudusSearchTree *self)
{
  g_autoptr(LudusState) state = ludus_game_determinize (self->game, self->root, self->seat,
                                                        &self->rng);
  double utilities[LUDUS_MAX_PLAYERS] = { 0 };
  /* The table is called directly, so the data the game plays with is chosen here. */
  G_GNUC_UNUSED g_auto(LudusDataScope) scope =
    ludus_component_data_enter_builtin (self->builtin_data);

  self->iteration++;
  g_array_set_size (self->path, 0);
  descend (self, state);
  play_out (self, state, utilities);
  back_up (self, utilities);
}

LudusSearchTree *
ludus_search_tree_new (LudusGame               *game,
                       const LudusSearchConfig *config,
                       guint                    index,
                       const LudusState        *root,
                       guint                    seat,
                       const LudusMove         *choices,
                       guint                    n_choices)
{
  LudusSearchTree *self = g_new0 (LudusSearchTree, 1);

  self->game = g_object_ref (game);
  if (LUDUS_IS_RULES_GAME (game))
    {
      self->rules = ludus_rules_game_get_rules (LUDUS_RULES_GAME (game));
      self->builtin_data = ludus_game_uses_builtin_data (game);
      self->evaluates = self->rules->evaluate != NULL;
    }
  else
    self->evaluates = LUDUS_GAME_GET_IFACE (game)->evaluate != NULL;
  self->config = *config;
  self->playouts = ludus_game_get_playout_flags (game, root, config->level);
  /* The game may ask for less (or more) exploration from this position. */
  self->config.exploration *= ludus_game_get_exploration_scale (game, root);
  /* The root always fits. */
  self->config.max_memory = MAX (self->config.max_memory,
                                 footprint (2, n_choices + 1, INITIAL_SLOTS * 2));
  self->seat = seat;
  self->root = ludus_state_copy (root);
  ludus_rng_init (&self->rng, mix (config->seed, index + 1));
  self->nodes_alloc = 1;
  self->nodes = g_new (Node, self->nodes_alloc);
  self->edges_alloc = 1;
  self->edges = g_new (Edge, self->edges_alloc);
  self->n_nodes = self->n_edges = 1;
  self->n_slots = INITIAL_SLOTS;
  self->slots = g_new0 (guint32, self->n_slots);
  self->moves = g_array_new (FALSE, FALSE, sizeof (LudusMove));
  self->matched = g_array_new (FALSE, FALSE, sizeof (guint32));
  self->path = g_array_new (FALSE, FALSE, sizeof (Step));
  /* The root is the seat's information set now: the same in every determinization. */
  self->root_node = add_node (self, node_key (self, root, seat), seat, choices, n_choices);
  g_assert (self->root_node != 0);
  return self;
}

void
ludus_search_tree_free (LudusSearchTree *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->path);
  g_array_unref (self->matched);
  g_array_unref (self->moves);
  g_free (self->slots);
  g_free (self->edges);
  g_free (self->nodes);
  ludus_state_free (self->root);
  g_object_unref (self->game);
  g_free (self);
}

void
ludus_search_tree_get_choice (LudusSearchTree *self,
                              guint            i,
                              guint           *visits,
                              double          *total)
{
  guint32 e = self->nodes[self->root_node].first_edge;

  for (; e != 0 && i > 0; i--)
    e = self->edges[e].next;
  *visits = e != 0 ? self->edges[e].visits : 0;
  *total = e != 0 ? self->edges[e].total : 0.0;
}

guint
ludus_search_tree_get_n_nodes (LudusSearchTree *self)
{
  return self->n_nodes - 1;
}

gsize
ludus_search_tree_get_memory (LudusSearchTree *self)
{
  return footprint (self->nodes_alloc, self->edges_alloc, self->n_slots);
}
