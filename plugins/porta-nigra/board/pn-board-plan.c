/* pn-board-plan.c: which region carries which legal move, in steps
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every legal move has a target (what it acts on), a means (what pays for
 * it) and the rest (its variant). A target with one move carries it; with
 * several it carries a board-local move choosing it, and the choice panel
 * then shows its means, or, with one means (or one chosen), its variants,
 * each carrying its move. So each legal move has exactly one region in the
 * drawing of every choice, and is reached from the drawing of no choice in
 * at most three clicks.
 */
#include "config.h"

#include "pn-board-private.h"

static int
target_of (const LudusMove *m)
{
  switch (m->kind)
    {
    case PN_MOVE_PLACE_BUILDER: return PNB_T_QUARTER + m->args[0];
    case PN_MOVE_PLAY_CARD: return PNB_T_HAND + m->args[0];
    case PN_MOVE_BUY_BRICK: return PNB_T_SHOP + m->args[2];
    case PN_MOVE_PLACE_ELEMENT: return PNB_T_SITE + m->args[2];
    case PN_MOVE_INFLUENCE_PLACE: return PNB_T_SITE + m->args[0];
    case PN_MOVE_TAKE_INFLUENCE:
    case PN_MOVE_TAKE_TORCH:
    case PN_MOVE_TAKE_COINS: return PNB_T_ICON + m->args[0];
    case PN_MOVE_BUY_HONOR: return PNB_T_HONOR + m->args[0];
    case PN_MOVE_CARD_TO_COIN: return PNB_T_CARD_COIN;
    case PN_MOVE_TORCH_TO_COIN: return PNB_T_TORCH_COIN;
    case PN_MOVE_INFLUENCE_ROMAN: return PNB_T_ROMAN;
    case PN_MOVE_REFILL_SHOPS: return PNB_T_REFILL;
    case PN_MOVE_INTERIM_SPLIT: return PNB_T_SPLIT;
    case PN_MOVE_START_PLAYER: return PNB_T_START;
    default: return PNB_T_END;
    }
}

static int
means_of (const LudusMove *m)
{
  switch (m->kind)
    {
    case PN_MOVE_BUY_BRICK:
    case PN_MOVE_PLACE_ELEMENT:
    case PN_MOVE_TAKE_INFLUENCE:
    case PN_MOVE_TAKE_TORCH:
    case PN_MOVE_TAKE_COINS:
      return 1 + m->args[0] * 2 + m->args[1];
    default:
      return PNB_MEANS_INFLUENCE;
    }
}

gboolean
pnb_is_panel_target (int target)
{
  return target >= PNB_T_REFILL;
}

void
pnb_plan_fill (PnbPlan         *plan,
               const LudusMove *moves,
               guint            n_moves,
               const PnbSel    *sel)
{
  g_array_set_size (plan->entries, 0);
  for (guint i = 0; i < n_moves; i++)
    {
      PnbEntry e = { target_of (&moves[i]), means_of (&moves[i]), moves[i] };

      g_array_append_val (plan->entries, e);
    }
  plan->sel.target = PNB_T_NONE;
  plan->sel.means = PNB_MEANS_NONE;
  plan->panel_target = PNB_T_NONE;
  /* A panel target (refill, interim split, start player) is always open. */
  for (guint i = 0; i < plan->entries->len; i++)
    {
      int t = g_array_index (plan->entries, PnbEntry, i).target;

      if (pnb_is_panel_target (t))
        plan->panel_target = t;
    }
  if (plan->panel_target == PNB_T_NONE && sel != NULL && sel->target != PNB_T_NONE &&
      pnb_plan_count (plan, sel->target, PNB_MEANS_NONE) > 1)
    {
      plan->sel.target = sel->target;
      plan->panel_target = sel->target;
      if (sel->means != PNB_MEANS_NONE && pnb_plan_count (plan, sel->target, sel->means) > 0)
        plan->sel.means = sel->means;
    }
}

guint
pnb_plan_count (const PnbPlan *plan,
                int            target,
                int            means)
{
  guint n = 0;

  for (guint i = 0; i < plan->entries->len; i++)
    {
      const PnbEntry *e = &g_array_index (plan->entries, PnbEntry, i);

      if (e->target == target && (means == PNB_MEANS_NONE || e->means == means))
        n++;
    }
  return n;
}

static const PnbEntry *
first_of (const PnbPlan *plan,
          int            target,
          int            means)
{
  for (guint i = 0; i < plan->entries->len; i++)
    {
      const PnbEntry *e = &g_array_index (plan->entries, PnbEntry, i);

      if (e->target == target && (means == PNB_MEANS_NONE || e->means == means))
        return e;
    }
  return NULL;
}

/* What the region of target carries: its move, or the local move choosing
 * it; FALSE when it has no move (or it is a panel target). */
gboolean
pnb_plan_target (const PnbPlan *plan,
                 int            target,
                 LudusMove     *out)
{
  guint n = pnb_plan_count (plan, target, PNB_MEANS_NONE);
  LudusMove local = { PNB_LOCAL_TARGET, { target } };

  if (n == 0 || pnb_is_panel_target (target))
    return FALSE;
  *out = n == 1 ? first_of (plan, target, PNB_MEANS_NONE)->move : local;
  return TRUE;
}

/* The distinct means of the open target, in the order listed. */
static guint
list_means (const PnbPlan *plan,
            int           *means)
{
  guint n = 0;

  for (guint i = 0; i < plan->entries->len; i++)
    {
      const PnbEntry *e = &g_array_index (plan->entries, PnbEntry, i);
      gboolean seen = FALSE;

      if (e->target != plan->panel_target)
        continue;
      for (guint k = 0; k < n; k++)
        seen |= means[k] == e->means;
      if (!seen && n < PNB_MAX_MEANS)
        means[n++] = e->means;
    }
  return n;
}

/* The buttons of the choice panel: means, or variants (and a way back). */
void
pnb_plan_panel (const PnbPlan *plan,
                GArray        *buttons)
{
  int means[PNB_MAX_MEANS];
  guint n_means;

  g_array_set_size (buttons, 0);
  if (plan->panel_target == PNB_T_NONE)
    return;
  n_means = list_means (plan, means);
  if (n_means > 1 && plan->sel.means == PNB_MEANS_NONE)
    {
      for (guint k = 0; k < n_means; k++)
        {
          PnbButton b = { { PNB_LOCAL_MEANS, { means[k] } }, PNB_BUTTON_MEANS, means[k] };

          if (pnb_plan_count (plan, plan->panel_target, means[k]) == 1)
            b.move = first_of (plan, plan->panel_target, means[k])->move;
          g_array_append_val (buttons, b);
        }
      return;
    }
  for (guint i = 0; i < plan->entries->len; i++)
    {
      const PnbEntry *e = &g_array_index (plan->entries, PnbEntry, i);
      PnbButton b = { e->move, PNB_BUTTON_VARIANT, e->means };

      if (e->target == plan->panel_target &&
          (n_means == 1 || e->means == plan->sel.means))
        g_array_append_val (buttons, b);
    }
  if (n_means > 1)
    {
      PnbButton back = { { PNB_LOCAL_BACK, { 0 } }, PNB_BUTTON_BACK, 0 };

      g_array_append_val (buttons, back);
    }
}

/* Whether the panel can be closed (a panel target cannot: it is the decision due). */
gboolean
pnb_plan_closable (const PnbPlan *plan)
{
  return plan->panel_target != PNB_T_NONE && !pnb_is_panel_target (plan->panel_target);
}

/* The target a legal move acts on, for the hover preview. */
int
pnb_move_target (const LudusMove *m)
{
  return target_of (m);
}

gboolean
pnb_sel_apply (PnbSel          *sel,
               const LudusMove *local)
{
  PnbSel before = *sel;

  switch (local->kind)
    {
    case PNB_LOCAL_TARGET:
      sel->target = local->args[0];
      sel->means = PNB_MEANS_NONE;
      break;
    case PNB_LOCAL_MEANS:
      sel->means = local->args[0];
      break;
    case PNB_LOCAL_BACK:
      if (sel->means != PNB_MEANS_NONE && local->args[0] == 0)
        sel->means = PNB_MEANS_NONE;
      else
        sel->target = PNB_T_NONE;
      break;
    default:
      return FALSE;
    }
  return sel->target != before.target || sel->means != before.means;
}
