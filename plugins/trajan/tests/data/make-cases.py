#!/usr/bin/env python3
# make-cases.py: writes the rules cases in cases/ from the base positions
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Each case edits a consistent base position (base-2p.json, base-3p.json,
# base-4p.json:
# real positions right after setup) by moving components between places, so
# every component stays counted once; then names the moves to play and the
# exact expected values. Run it from this directory after changing a case.
#
# Ids (see data/components.json): forum tiles 0-13 bread, 14-27 games,
# 28-41 religion, 42-44/45-47/48-50/51-53 senate 2/3/4/5, 54-56 goods
# jokers, 57-59 demand jokers, 60-61 extra-action jokers, 62-63 construction
# jokers, 64-69 forum extra-action tiles (Seaport, Forum, Military, Senate,
# Trajan, Construction). Extra-action tiles 0-1 Seaport, 2-3 Forum,
# 4-5 Military, 6-7 Senate, 8-9 Trajan, 10-11 Construction. Construction
# tiles 4k..4k+3 = kind k+1 with 2, 3, 4, 5 VP. Trajan tiles = number - 1
# in trajan.md §2.5.1. Colours 0 yellow, 1 orange, 2 light green, 3 white,
# 4 pink, 5 blue. Bowls/actions 0 Seaport, 1 Forum, 2 Military, 3 Senate,
# 4 Trajan, 5 Construction. Provinces 0 Alpes ... 9 Raetia (alphabetical).

import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = {n: json.load(open(os.path.join(HERE, 'base-%dp.json' % n))) for n in (2, 3, 4)}
CASES = {}

COL = {'y': 0, 'o': 1, 'g': 2, 'w': 3, 'p': 4, 'b': 5}


def base(n=2):
    return copy.deepcopy(BASE[n])


def P(s, i):
    return s['players'][i]


def mv(player, kind, *args):
    return {'player': player, 'move': {'kind': kind, 'args': list(args)}}


def m(kind, *args):
    return {'kind': kind, 'args': list(args)}


def bit(*ks):
    return sum(1 << k for k in ks)


# Components

def take_forum(s, t):
    if t in s['forum_pile']:
        s['forum_pile'].remove(t)
        return
    for key in ('forum_space', 'province_tile'):
        if t in s[key]:
            s[key][s[key].index(t)] = -1
            return
    for p in s['players']:
        if t in p['forum']:
            p['forum'].remove(t)
            return
    raise KeyError(t)


def give_forum(s, pl, *tiles):
    for t in tiles:
        take_forum(s, t)
        P(s, pl)['forum'].append(t)


def put_space(s, key, idx, t):
    take_forum(s, t)
    old = s[key][idx]
    if old != -1:
        s['forum_pile'].insert(0, old)
    s[key][idx] = t


def take_extra(s, t):
    if t in s['extra_pile']:
        s['extra_pile'].remove(t)
        return
    if t in s['yellow_space']:
        s['yellow_space'][s['yellow_space'].index(t)] = -1
        return
    for p in s['players']:
        if t in p['extra']:
            p['extra'].remove(t)
            return
    raise KeyError(t)


def give_extra(s, pl, t):
    take_extra(s, t)
    P(s, pl)['extra'].append(t)


def take_card(s, k):
    if k in s['deck']:
        s['deck'].remove(k)
        return
    for pile in s['discard']:
        if k in pile[:-1]:
            pile.remove(k)
            return
    for p in s['players']:
        if p['hand'][k] > 0:
            p['hand'][k] -= 1
            return
    raise KeyError(k)


def clear_hand(s, pl):
    for k in range(12):
        s['deck'][0:0] = [k] * P(s, pl)['hand'][k]
        P(s, pl)['hand'][k] = 0


def set_hand(s, pl, *kinds):
    clear_hand(s, pl)
    for k in kinds:
        take_card(s, k)
        P(s, pl)['hand'][k] += 1


def set_display(s, pl, *kinds):
    for k in kinds:
        take_card(s, k)
        P(s, pl)['display'][k] += 1


def deck_top(s, *kinds):
    """The last kind becomes the top card."""
    for k in kinds:
        s['deck'].remove(k)
    s['deck'].extend(kinds)


def take_trajan(s, t):
    for stack in s['stacks']:
        if t in stack:
            stack.remove(t)
            return
    for p in s['players']:
        if t in p['slots']:
            p['slots'][p['slots'].index(t)] = -1
            return
        if t in p['trajan_demand']:
            p['trajan_demand'].remove(t)
            return
    if t in s['trajan_removed']:
        s['trajan_removed'].remove(t)
        return
    raise KeyError(t)


def category(t):
    return [0] * 9 + [1] * 9 + [2] * 9 + [3] * 9 + [4] * 9 + [5] * 9


def return_trajan(s, t):
    cat = t // 9
    s['stacks'][cat].insert(0, t)


def set_slot(s, pl, slot, t):
    old = P(s, pl)['slots'][slot]
    if old != -1:
        P(s, pl)['slots'][slot] = -1
        return_trajan(s, old)
    take_trajan(s, t)
    P(s, pl)['slots'][slot] = t


def clear_slots(s, pl):
    for slot in range(6):
        t = P(s, pl)['slots'][slot]
        if t != -1:
            P(s, pl)['slots'][slot] = -1
            return_trajan(s, t)


def set_bowls(s, pl, spec):
    """spec: six strings of colour letters, 2 of each colour in all."""
    bowls = [[0] * 6 for _ in range(6)]
    for b, text in enumerate(spec):
        for ch in text:
            bowls[b][COL[ch]] += 1
    for c in range(6):
        assert sum(bowls[b][c] for b in range(6)) == 2, spec
    P(s, pl)['bowls'] = bowls


def take_construction(s, t):
    if t in s['space_tile']:
        s['space_tile'][s['space_tile'].index(t)] = -1
        return
    for p in s['players']:
        if t in p['construction']:
            p['construction'].remove(t)
            return
    raise KeyError(t)


def give_construction(s, pl, *tiles):
    for t in tiles:
        take_construction(s, t)
        P(s, pl)['construction'].append(t)
    P(s, pl)['construction'].sort()


def set_space_tile(s, space, t):
    """Puts construction tile t on space (swapping with what was there)."""
    old = s['space_tile'][space]
    where = s['space_tile'].index(t)
    s['space_tile'][where] = old
    s['space_tile'][space] = t


def figures(s, pl, supply=None, military=None, workers_camp=None):
    p = P(s, pl)
    if military is not None:
        p['military_camp'] = military
    if workers_camp is not None:
        p['worker_camp'] = workers_camp
    p['supply'] = 15 - p['military_camp'] - p['worker_camp'] - len(p['legions']) - len(p['workers'])
    assert p['supply'] >= 0


def add_vp(s, pl, src, vp):
    P(s, pl)['vp'] += vp
    P(s, pl)['vp_src'][src] += vp


def action(s, act, pl=0):
    s['phase'] = 'action_choice'
    s['current'] = pl
    s['cur_action'] = act
    s['main_action'] = act
    s['target'] = act
    s['ctx'] = 0


def bonus_to_bag(s):
    for k in (0, 1):
        if s['senate_bonus'][k] != -1:
            s['bag'].append(s['senate_bonus'][k])
            s['senate_bonus'][k] = -1


def give_bonus(s, pl, t, grey=False):
    if t in s['bag']:
        s['bag'].remove(t)
    elif t in s['senate_bonus']:
        s['senate_bonus'][s['senate_bonus'].index(t)] = -1
    else:
        for p in s['players']:
            if t in p['bonus']:
                p['bonus'].remove(t)
                if t in p['bonus_grey']:
                    p['bonus_grey'].remove(t)
    P(s, pl)['bonus'].append(t)
    P(s, pl)['bonus'].sort()
    if grey:
        P(s, pl)['bonus_grey'].append(t)
        P(s, pl)['bonus_grey'].sort()


def clear_bonus(s, pl):
    s['bag'].extend(P(s, pl)['bonus'])
    P(s, pl)['bonus'] = []
    P(s, pl)['bonus_grey'] = []


def reveal(s, *tiles):
    for t in tiles:
        s['demand_pile'].remove(t)
        s['revealed'].append(t)


def case(name, s, moves, expect=None, illegal=None, legal=None, ranks=None, description='',
         illegal_after=None, equivalent=None, equivalent_after=None, automatic=None, log=None):
    doc = {'description': description, 'position': s, 'moves': moves}
    if illegal:
        doc['illegal'] = illegal
    if equivalent:
        doc['equivalent'] = equivalent
    if equivalent_after:
        doc['equivalent_after'] = equivalent_after
    if automatic:
        doc['automatic'] = automatic
    if log:
        doc['log'] = log
    if illegal_after:
        doc['illegal_after'] = illegal_after
    if legal:
        doc['legal'] = legal
    if expect:
        doc['expect'] = expect
    if ranks:
        doc['ranks'] = ranks
    CASES[name] = doc


# --- The turn: bowls, sowing, time -------------------------------------

def turn_cases():
    s = base()
    set_bowls(s, 0, ['op', 'wb', 'gw', 'by', 'gy', 'op'])
    case('turn-sow-two', s, [mv(0, 'choose_bowl', 0), mv(0, 'sow', 4)],
         description='Two markers from the Seaport bowl: the player picks pink first, orange follows; '
                     'the Military bowl is the target; time moves 2.',
         expect={'players/0/bowls/0': [0] * 6, 'players/0/bowls/1': [0, 0, 0, 1, 1, 1],
                 'players/0/bowls/2': [0, 1, 1, 1, 0, 0], 'target': 2, 'time_pos': 2,
                 'phase': 'action_choice', 'cur_action': 2},
         illegal=[mv(0, 'choose_bowl', 6), mv(1, 'pass'), mv(0, 'sow', 0)])

    s = base()
    set_bowls(s, 0, ['wp', 'wb', 'pb', '', '', 'yyoogg'])
    case('turn-sow-six', s,
         [mv(0, 'choose_bowl', 5), mv(0, 'sow', 0), mv(0, 'sow', 1), mv(0, 'sow', 2),
          mv(0, 'sow', 0), mv(0, 'sow', 1)],
         description='Six markers: the emptied bowl receives the sixth and is the target.',
         expect={'players/0/bowls/0': [1, 0, 0, 1, 1, 0], 'players/0/bowls/3': [1, 0, 0, 0, 0, 0],
                 'players/0/bowls/4': [0, 1, 0, 0, 0, 0], 'players/0/bowls/5': [0, 0, 1, 0, 0, 0],
                 'target': 5, 'time_pos': 6, 'phase': 'action_choice', 'cur_action': 5},
         illegal=[mv(0, 'choose_bowl', 3)])

    s = base()
    set_bowls(s, 0, ['op', 'wb', 'gw', 'by', 'gy', 'op'])
    s['time_pos'] = 9
    clear_slots(s, 0)
    top = s['demand_pile'][-1]
    case('time-round-end', s, [mv(0, 'choose_bowl', 5), mv(0, 'sow', 1), mv(0, 'pass')],
         description='The time marker passes the start space of the 11-space circuit: the round '
                     'ends after the turn and a demand tile is revealed.',
         expect={'time_pos': 0, 'round': 2, 'revealed': [top], 'round_end_pending': 0,
                 'current': 1, 'phase': 'choose_bowl', 'epoch': s['epoch'] + 1})

    s = base(3)
    assert s['current'] == 2
    set_bowls(s, 2, ['op', 'wb', 'gw', 'by', 'gy', 'op'])
    s['time_pos'] = 13
    clear_slots(s, 2)
    top = s['demand_pile'][-1]
    s3 = copy.deepcopy(s)
    case('time-round-end-3p', s, [mv(2, 'choose_bowl', 5), mv(2, 'sow', 1), mv(2, 'pass')],
         description='At three players the circuit has 16 spaces: from 13, two markers reach 15 '
                     'and the round goes on.',
         expect={'time_pos': 15, 'round': 1, 'revealed': [], 'round_end_pending': 0,
                 'current': 0})
    s3['time_pos'] = 14
    case('time-round-end-3p-start', s3, [mv(2, 'choose_bowl', 5), mv(2, 'sow', 1), mv(2, 'pass')],
         description='At three players, from 14 two markers reach the start space (16 = 0): the '
                     'round ends after the turn and the next player clockwise (seat 0) begins the '
                     'next round.',
         expect={'time_pos': 0, 'round': 2, 'revealed': [top], 'round_end_pending': 0,
                 'current': 0})

    s = base(4)
    assert s['current'] == 1
    set_bowls(s, 1, ['op', 'wb', 'gw', 'by', 'gy', 'op'])
    s['time_pos'] = 19
    clear_slots(s, 1)
    top = s['demand_pile'][-1]
    s4 = copy.deepcopy(s)
    case('time-round-end-4p', s, [mv(1, 'choose_bowl', 5), mv(1, 'sow', 1), mv(1, 'pass')],
         description='At four players the circuit has 21 spaces: from 19, two markers reach the '
                     'start space and the round ends.',
         expect={'time_pos': 0, 'round': 2, 'revealed': [top], 'current': 2})
    s4['time_pos'] = 18
    case('time-round-goes-on-4p', s4, [mv(1, 'choose_bowl', 5), mv(1, 'sow', 1), mv(1, 'pass')],
         description='At four players, from 18 two markers reach 20: the round goes on.',
         expect={'time_pos': 20, 'round': 1, 'revealed': [], 'current': 2})

    s = base()
    set_bowls(s, 0, ['', '', '', '', '', 'yyoogwwggppbb'[:0] + 'yyooggwwppbb'])
    s['time_pos'] = 10
    top = s['demand_pile'][-1]
    sow = [mv(0, 'choose_bowl', 5)] + [mv(0, 'sow', c) for c in (0, 1, 2, 3, 4, 0, 1, 2, 3, 4)]
    case('time-double-lap', s, sow + [mv(0, 'pass')],
         description='Twelve markers from time 10 at two players pass the start twice: one round '
                     'end only (ruling R33).',
         expect={'time_pos': 0, 'round': 2, 'revealed': [top], 'target': 5, 'current': 1})


# --- Trajan tiles -------------------------------------------------------

def claim_setup(tile, colours, pl=0):
    """Tile on slot 1 (Forum bowl); bowl 1 holds colours[0], bowl 0 holds colours[1]."""
    s = base()
    clear_slots(s, pl)
    set_slot(s, pl, 1, tile)
    P(s, pl)['arch'] = 0
    rest = ''.join(c * 2 for c in 'yogwpb')
    rest = list(rest)
    rest.remove(colours[0])
    rest.remove(colours[1])
    spec = [colours[1], colours[0], ''.join(rest[0:3]), ''.join(rest[3:6]), ''.join(rest[6:8]),
            ''.join(rest[8:10])]
    set_bowls(s, pl, spec)
    return s


def trajan_tile_cases():
    s = claim_setup(0, 'bb')
    deck_top(s, 4, 9)
    hand = list(P(s, 0)['hand'])
    hand[4] += 1
    hand[9] += 1
    case('claim-cards', s, [mv(0, 'choose_bowl', 0), mv(0, 'trajan_effect', 1)],
         description='Trajan tile "goods cards" (blue + blue, 3 VP): draw the top two cards.',
         expect={'players/0/vp': 3, 'players/0/vp_src/0': 3, 'players/0/hand': hand,
                 'players/0/slots/1': -1, 'trajan_removed': [0], 'phase': 'action_choice',
                 'cur_action': 1})

    s = claim_setup(9, 'bb')
    for slot, t in ((0, 1), (2, 2), (3, 3), (4, 4), (5, 5)):
        set_slot(s, 0, slot, t)
    P(s, 0)['arch'] = 6
    case('claim-points', s, [mv(0, 'choose_bowl', 0)],
         description='Trajan tile "victory points": 9 VP, no decision; the arch leaves the centre '
                     'for the freed slot.',
         expect={'players/0/vp': 9, 'players/0/arch': 1, 'phase': 'action_choice',
                 'trajan_removed': [9]})

    s = claim_setup(23, 'by')
    case('claim-workers', s, [mv(0, 'choose_bowl', 0), mv(0, 'trajan_effect', 2)],
         description='Trajan tile "workers" with two figures (2 VP): two figures to the worker camp.',
         expect={'players/0/vp': 2, 'players/0/worker_camp': 3, 'players/0/supply': 11})

    s = claim_setup(23, 'by')
    case('claim-workers-choice', s, [mv(0, 'choose_bowl', 0)],
         description='The effect is optional and may use fewer figures than printed.',
         legal={'player': 0, 'count': 3,
                'contains': [m('trajan_effect', 1), m('trajan_effect', 2), m('pass')]},
         illegal_after=[mv(0, 'trajan_effect', 3), mv(0, 'trajan_effect', 0)],
         expect={'phase': 'trajan_claim', 'claim_tile': 23})

    s = claim_setup(27, 'bb')
    case('claim-legionnaires', s, [mv(0, 'choose_bowl', 0), mv(0, 'trajan_effect', 1)],
         description='Trajan tile "legionnaires" with one figure (5 VP).',
         expect={'players/0/vp': 5, 'players/0/military_camp': 2, 'players/0/supply': 12})

    s = claim_setup(36, 'bp')
    P(s, 0)['plus_two'] = [0]
    case('claim-plus-two', s, [mv(0, 'choose_bowl', 0), mv(0, 'trajan_effect', 3)],
         description='Trajan tile "+2" (4 VP): a +2 marker on the Senate; Seaport already has one.',
         expect={'players/0/vp': 4, 'players/0/plus_two': [0, 3]})

    s = claim_setup(36, 'bp')
    P(s, 0)['plus_two'] = [0]
    case('claim-plus-two-taken', s, [mv(0, 'choose_bowl', 0)],
         description='A +2 marker cannot go on an action that already has one.',
         legal={'player': 0, 'count': 6}, illegal_after=[mv(0, 'trajan_effect', 0)])

    s = claim_setup(45, 'gg')
    case('claim-demand', s, [mv(0, 'choose_bowl', 0)],
         description='Trajan demand tile (bread, 1 VP): kept by the player.',
         expect={'players/0/vp': 1, 'players/0/trajan_demand': [45], 'trajan_removed': [],
                 'phase': 'action_choice'})

    s = claim_setup(36, 'bp')
    set_bowls(s, 0, ['p', 'y', 'bgo', 'wbo', 'gw', 'py'])
    case('claim-missing-colour', s, [mv(0, 'choose_bowl', 0)],
         description='The target bowl lacks blue: the tile stays.',
         expect={'players/0/vp': 0, 'players/0/slots/1': 36, 'phase': 'action_choice'})


# --- Seaport ---------------------------------------------------------------

def seaport_cases():
    s = base()
    action(s, 0)
    set_hand(s, 0, 7, 8)
    deck_top(s, 5, 3)
    case('seaport-draw-two', s, [mv(0, 'seaport_draw_two'), mv(0, 'seaport_discard', 7, 1)],
         description='Draw two, then discard one card onto the right pile.',
         expect={'players/0/hand': [0, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0],
                 'discard/1': s['discard'][1] + [7], 'current': 1, 'phase': 'choose_bowl'})

    s = base()
    action(s, 0)
    set_hand(s, 0, 7)
    assert s['discard'][0] == [11]
    deck_top(s, 2)
    case('seaport-take-discard', s, [mv(0, 'seaport_take_discard', 0)],
         description='Take the left pile\'s only card; the pile is refilled from the deck.',
         expect={'players/0/hand': [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1], 'discard/0': [2]})

    s = base()
    action(s, 0)
    set_hand(s, 0, 7, 7, 8)
    deck_top(s, 1, 0)
    case('seaport-display', s, [mv(0, 'seaport_display', 2, 7, 7)],
         description='Two cards into the display, two drawn.',
         expect={'players/0/hand': [1, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0],
                 'players/0/display': [0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0]},
         illegal=[mv(0, 'seaport_display', 2, 7, 8 + 1), mv(0, 'seaport_display', 3, 7, 7)])

    s = base()
    action(s, 0)
    set_hand(s, 0, 7, 8)
    deck_top(s, 1, 0)
    case('seaport-display-any-order', s, [mv(0, 'seaport_display', 2, 8, 7)],
         description='Two cards into the display may be named in either order.',
         expect={'players/0/display': [0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0]},
         equivalent=[[mv(0, 'seaport_display', 2, 7, 8), mv(0, 'seaport_display', 2, 8, 7)]])

    s = base()
    action(s, 0)
    set_hand(s, 0, 7)
    give_forum(s, 0, 54)
    case('seaport-ship-jokers-only', s, [mv(0, 'seaport_ship', 0, 5, 0, 1)],
         description='A delivery of a joker alone: naming a kind for no real card is the same '
                     'delivery.',
         expect={'players/0/vp': 2, 'players/0/forum': [], 'ship_grey': [1, 0, 0]},
         equivalent=[[mv(0, 'seaport_ship', 0, 0, 0, 1), mv(0, 'seaport_ship', 0, 5, 0, 1)]])

    s = base()
    action(s, 0)
    set_hand(s, 0, 7, 7, 7, 8)
    case('seaport-ship-identical', s, [mv(0, 'seaport_ship', 0, 7, 3, 0)],
         description='Three identical cards on the coloured "identical" ship: 12 VP; it turns grey. '
                     'The log names the ship.',
         log='Ship of identical goods: delivers fish, fish, fish, for 12 VP',
         expect={'players/0/vp': 12, 'players/0/vp_src/1': 12, 'ship_grey': [1, 0, 0],
                 'players/0/display': [0] * 7 + [3, 0, 0, 0, 0]},
         illegal=[mv(0, 'seaport_ship', 0, 7, 4, 0), mv(0, 'seaport_ship', 0, 8, 2, 0),
                  mv(0, 'seaport_ship', 2, bit(7), 0, 1)])

    s = base()
    action(s, 0)
    set_hand(s, 0, 7, 7, 8)
    give_forum(s, 0, 54)
    s['ship_grey'] = [0, 1, 0]
    removed = s['forum_removed']
    case('seaport-ship-pairs-grey-joker', s, [mv(0, 'seaport_ship', 1, bit(7), bit(8), 0)],
         log='Ship of pairs: delivers fish, fish, jewellery with 1 joker, for 6 VP',
         description='Two pairs (wine pair; fish with a goods joker) on the grey pairs ship: 6 VP; '
                     'the joker leaves the game.',
         expect={'players/0/vp': 6, 'players/0/forum': [], 'forum_removed': removed + 1,
                 'players/0/display': [0] * 7 + [2, 1, 0, 0, 0]},
         illegal=[mv(0, 'seaport_ship', 1, bit(7, 8), 0, 0), mv(0, 'seaport_ship', 1, 0, 0, 1)])

    s = base()
    action(s, 0)
    set_hand(s, 0, 7, 8, 9, 9)
    give_forum(s, 0, 55)
    case('seaport-ship-different', s, [mv(0, 'seaport_ship', 2, bit(7, 8, 9), 1)],
         log='Ship of different goods: delivers',
         description='Three different cards and a joker (4) on the coloured "different" ship: 8 VP.',
         expect={'players/0/vp': 8, 'players/0/hand': [0] * 9 + [1, 0, 0]},
         illegal=[mv(0, 'seaport_ship', 2, bit(7, 8, 9, 10), 0),
                  mv(0, 'seaport_ship', 2, bit(7, 8, 9), 2)])

    s = base()
    action(s, 0)
    set_hand(s, 0, 7)
    cards = s['deck']
    s['deck'] = []
    s['discard'] = [cards[:30] + s['discard'][0], cards[30:] + s['discard'][1]]
    tops = [s['discard'][0][-1], s['discard'][1][-1]]
    case('seaport-reshuffle', s, [mv(0, 'seaport_draw_two'), mv(0, 'seaport_discard', 7, 0)],
         description='An empty deck is rebuilt from the discard piles except their top cards.',
         expect={'discard/0': [tops[0], 7], 'discard/1': [tops[1]], 'current': 1})


# --- Forum, Military, Trajan, Senate ----------------------------------------

def forum_military_cases():
    s = base()
    action(s, 1)
    tile = s['forum_space'][0]
    case('forum-take-tile', s, [mv(0, 'forum_take', 0, 0)],
         description='Take a forum tile from a forum space.',
         expect={'players/0/forum': [tile], 'forum_space/0': -1, 'current': 1},
         illegal=[mv(0, 'forum_take', 0, 6), mv(0, 'forum_take', 1, 3)])

    s = base(4)
    action(s, 1, pl=1)
    tile = s['forum_space'][11]
    assert tile != -1
    case('forum-take-4p-column-4', s, [mv(1, 'forum_take', 0, 11)],
         description='At four players all four Forum columns are filled: the last space of '
                     'column 4 can be taken.',
         expect={'players/1/forum': [tile], 'forum_space/11': -1, 'current': 2},
         illegal=[mv(1, 'forum_take', 0, 12), mv(0, 'forum_take', 0, 11)])

    s = base()
    action(s, 1)
    tile = s['yellow_space'][1]
    case('forum-take-extra', s, [mv(0, 'forum_take', 1, 1)],
         description='Take an extra-action tile from a yellow space.',
         expect={'players/0/extra': [tile], 'yellow_space/1': -1})

    s = base()
    action(s, 1)
    s['forum_pile'].extend(t for t in s['forum_space'] if t != -1)
    s['forum_space'] = [-1] * 12
    s['extra_pile'].extend(s['yellow_space'])
    s['yellow_space'] = [-1] * 3
    case('forum-empty', s, [], description='An empty Forum offers only a pass.',
         legal={'player': 0, 'count': 1, 'contains': [m('pass')]})

    s = base()
    action(s, 2)
    case('military-recruit', s, [mv(0, 'military_recruit')],
         description='Recruit: a figure from supply to the military camp.',
         expect={'players/0/supply': 12, 'players/0/military_camp': 2})

    s = base()
    action(s, 2)
    tile = s['province_tile'][0]
    case('military-move', s, [mv(0, 'military_move', 0)],
         description='The commander leaves the camp for Alpes and takes its forum tile.',
         expect={'players/0/commander': 0, 'players/0/forum': [tile], 'province_tile/0': -1},
         illegal=[mv(0, 'military_move', 2), mv(0, 'military_deploy')])

    s = base()
    action(s, 2)
    case('military-options', s, [],
         description='From the camp: recruit, or move to Alpes, Noricum or Raetia; no deployment.',
         legal={'player': 0, 'count': 5,
                'contains': [m('military_recruit'), m('military_move', 0), m('military_move', 8),
                             m('military_move', 9), m('pass')]})

    s = base()
    action(s, 2)
    P(s, 0)['commander'] = 2
    P(s, 1)['legions'] = [2]
    figures(s, 1, military=0)
    figures(s, 0)
    case('military-deploy', s, [mv(0, 'military_deploy')],
         description='Deploy into Belgica (6) where one other legionnaire stands: 6 - 3 = 3 VP.',
         expect={'players/0/vp': 3, 'players/0/vp_src/2': 3, 'players/0/legions': [2],
                 'players/0/military_camp': 0})

    s = base()
    action(s, 2)
    P(s, 0)['commander'] = 0
    P(s, 1)['legions'] = [0]
    figures(s, 1, military=0)
    case('military-deploy-floor', s, [mv(0, 'military_deploy')],
         description='Alpes (3) with one other legionnaire: 0 VP, never negative.',
         expect={'players/0/vp': 0, 'players/0/legions': [0]})

    s = base()
    action(s, 2)
    P(s, 0)['commander'] = 2
    P(s, 0)['legions'] = [2]
    figures(s, 0, military=1)
    case('military-deploy-twice', s, [], description='One legionnaire per player per province.',
         illegal=[mv(0, 'military_deploy')])

    s = base()
    action(s, 4)
    top = s['stacks'][1][-1]
    case('trajan-take', s, [mv(0, 'trajan_take', 1)],
         description='Trajan: the top "points" tile goes to the arch slot; the arch moves on.',
         expect={'players/0/slots/0': top, 'players/0/arch': 2},
         illegal=[mv(0, 'trajan_take', 6)])

    s = base()
    action(s, 4)
    for slot, t in ((0, 1), (2, 2), (3, 3), (4, 4)):
        set_slot(s, 0, slot, t)
    P(s, 0)['arch'] = 0
    P(s, 0)['slots'][0] = -1
    return_trajan(s, 1)
    top = s['stacks'][0][-1]
    case('trajan-take-last', s, [mv(0, 'trajan_take', 0)],
         description='Filling the last slot parks the arch in the centre.',
         expect={'players/0/slots/0': top, 'players/0/arch': 6})

    s = base()
    action(s, 3)
    case('senate-first-step', s, [mv(0, 'senate_advance')],
         description='The first Senate step scores 2 VP (there is no 1 space).',
         expect={'players/0/vp': 2, 'players/0/senate_pos': 1, 'players/0/vp_src/3': 2})

    s = base()
    set_bowls(s, 0, ['op', 'wb', 'gw', 'by', 'gy', 'op'])
    clear_slots(s, 0)
    P(s, 0)['senate_pos'] = 7
    case('senate-top-skipped', s, [mv(0, 'choose_bowl', 1), mv(0, 'sow', 3)],
         description='The Senate bowl is the target, but from the 8 space the Senate is closed: '
                     'with only "pass" left the game passes, says so, and the turn ends.',
         expect={'target': 3, 'current': 1, 'phase': 'choose_bowl', 'players/0/senate_pos': 7},
         automatic=[{'player': 0, 'kind': 'pass',
                     'text': 'Senate: nothing can be done, so the action is skipped'}])

    s = base()
    action(s, 3)
    P(s, 0)['senate_pos'] = 7
    case('senate-top', s, [], description='From the 8 space the Senate is closed: only a pass.',
         legal={'player': 0, 'count': 1}, illegal=[mv(0, 'senate_advance')])


# --- Construction and extra actions -------------------------------------------

def construction_cases():
    s = base()
    action(s, 5)
    case('construction-hire', s, [mv(0, 'construction_hire')],
         description='Hire: a figure from supply to the worker camp.',
         expect={'players/0/supply': 12, 'players/0/worker_camp': 2})

    s = base()
    action(s, 5)
    set_space_tile(s, 9, 0)
    tile = s['forum_space'][0]
    case('construction-first-bonus', s,
         [mv(0, 'construction_place', 9), mv(0, 'forum_take', 0, 0)],
         description='First worker anywhere; the first "steps" tile (2 VP) gives the Forum bonus action.',
         expect={'players/0/vp': 2, 'players/0/construction': [0], 'players/0/workers': [9],
                 'space_tile/9': -1, 'players/0/forum': [tile], 'current': 1})

    s = base()
    action(s, 5)
    set_space_tile(s, 9, 0)
    for i, t in enumerate(s['forum_space']):
        if t != -1:
            s['forum_space'][i] = -1
            s['forum_pile'].append(t)
    for i, t in enumerate(s['yellow_space']):
        if t != -1:
            s['yellow_space'][i] = -1
            s['extra_pile'].append(t)
    case('construction-bonus-skipped', s, [mv(0, 'construction_place', 9)],
         description='The first "steps" tile gives the Forum bonus action, but the Forum is '
                     'empty: like a main action without options, the game passes and says so.',
         expect={'players/0/vp': 2, 'players/0/forum': [], 'current': 1, 'phase': 'choose_bowl'},
         automatic=[{'player': 0, 'kind': 'pass',
                     'text': 'Bonus action Forum: nothing can be done, so it is skipped'}])

    s = base()
    action(s, 5)
    P(s, 0)['workers'] = [0]
    figures(s, 0, workers_camp=1)
    case('construction-adjacent', s, [],
         description='Later workers go next to an own worker (orthogonally).',
         legal={'player': 0, 'count': 4,
                'contains': [m('construction_place', 1), m('construction_place', 5)]},
         illegal=[mv(0, 'construction_place', 6), mv(0, 'construction_place', 0)])

    s = base()
    action(s, 5)
    P(s, 0)['workers'] = [0]
    P(s, 1)['workers'] = [5]
    figures(s, 0, workers_camp=1)
    figures(s, 1, workers_camp=0)
    t = s['space_tile'][5]
    s['space_tile'][5] = -1
    P(s, 1)['construction'] = [t]
    vp = 0
    case('construction-built-space', s, [mv(0, 'construction_place', 5)],
         description='A space already built on gives no tile and no VP.',
         expect={'players/0/vp': 0, 'players/0/workers': [0, 5], 'players/0/construction': []})

    s = base()
    action(s, 5)
    set_space_tile(s, 1, 1)
    set_space_tile(s, 0, 0)
    P(s, 0)['workers'] = [0]
    give_construction(s, 0, 0)
    s['space_tile'][0] = -1
    figures(s, 0, workers_camp=1)
    add_vp(s, 0, 4, 2)
    case('construction-second-of-kind', s, [mv(0, 'construction_place', 1)],
         description='A second tile of a kind: its VP, no bonus action.',
         expect={'players/0/vp': 5, 'players/0/construction': [0, 1], 'current': 1})

    s = base()
    action(s, 3)
    give_extra(s, 0, 6)
    P(s, 0)['plus_two'] = [3]
    removed = s['extra_removed']
    case('extra-plus-two', s,
         [mv(0, 'senate_advance'), mv(0, 'extra_action', 0), mv(0, 'senate_advance'),
          mv(0, 'senate_advance')],
         description='An extra-action tile with a +2 on the Senate gives two more Senate steps: '
                     '2 + 3 + 4 VP.',
         expect={'players/0/vp': 9, 'players/0/senate_pos': 3, 'players/0/extra': [],
                 'extra_removed': removed + 1, 'current': 1})

    s = base()
    action(s, 5)
    set_space_tile(s, 9, 4)
    give_forum(s, 0, 60)
    removed = s['forum_removed']
    case('extra-joker-on-bonus', s,
         [mv(0, 'construction_place', 9), mv(0, 'senate_advance'), mv(0, 'extra_action', 2),
          mv(0, 'senate_advance')],
         description='A first "arched doorway" tile gives the Senate bonus action, repeated with an '
                     'extra-action joker; no second extra action that turn.',
         expect={'players/0/vp': 2 + 2 + 3, 'players/0/forum': [], 'forum_removed': removed + 1,
                 'current': 1})

    s = base()
    action(s, 2)
    give_forum(s, 0, 66)
    give_extra(s, 0, 4)
    case('extra-forum-backed', s,
         [mv(0, 'military_recruit'), mv(0, 'extra_action', 1), mv(0, 'military_recruit')],
         description='A forum-backed Military tile repeats Military once; the own-back tile is kept.',
         expect={'players/0/military_camp': 3, 'players/0/forum': [], 'players/0/extra': [4],
                 'current': 1},
         legal={'player': 1})

    s = base()
    action(s, 2)
    give_extra(s, 0, 4)
    case('extra-not-after-skip', s, [mv(0, 'pass')],
         description='A skipped action cannot be repeated: the turn ends.',
         expect={'current': 1, 'players/0/extra': [4]})


# --- Quarter end ---------------------------------------------------------------

def quarter_base():
    s = base()
    action(s, 3)
    s['round'] = 4
    s['round_end_pending'] = 1
    # One bread, one games and one religion tile from the pile.
    ids = [min(t for t in s['demand_pile'] if lo <= t < lo + 5) for lo in (0, 5, 10)]
    reveal(s, *ids)
    return s


def quarter_cases():
    s = quarter_base()
    give_forum(s, 1, 1)
    P(s, 0)['senate_pos'] = 2
    add_vp(s, 0, 3, 5)
    case('quarter-penalties', s, [mv(0, 'pass')],
         description='Unmet demands: three cost 15 VP, two cost 9; with a single way to meet '
                     'them there is no decision. Player 0 is consul (votes 3).',
         expect={'players/0/vp_src/5': -15, 'players/1/vp_src/5': -9, 'players/1/forum': [],
                 'phase': 'quarter_senate', 'qe_player': 0, 'senate_rank': [0, 1, -1, -1]})

    s = quarter_base()
    give_forum(s, 1, 1, 15)
    take_trajan(s, 45)
    P(s, 1)['trajan_demand'] = [45]
    case('quarter-demand-choice', s, [mv(0, 'pass'), mv(1, 'meet_demands', 2, 1, 0)],
         description='Bread can be met by the forum tile or the Trajan tile: the player chooses '
                     'the Trajan tile and keeps the forum tile; one unmet: -4 VP.',
         expect={'players/1/vp_src/5': -4, 'players/1/forum': [1], 'players/1/trajan_demand': [45]},
         illegal=[])

    s = base()
    action(s, 3)
    s['round'] = 4
    s['round_end_pending'] = 1
    bread = sorted(t for t in s['demand_pile'] if t < 5)[:2]
    games = min(t for t in s['demand_pile'] if 5 <= t < 10)
    reveal(s, bread[0], bread[1], games)
    give_forum(s, 1, 1, 57)
    case('quarter-demands-equal-icons', s, [mv(0, 'pass')],
         description='Two bread demands: which of them the forum tile and which the joker meets '
                     'is one choice, named in either order.',
         legal={'player': 1, 'count': 2,
                'contains': [m('meet_demands', 1, 3, 0), m('meet_demands', 0, 1, 3)]},
         equivalent_after=[[mv(1, 'meet_demands', 1, 3, 0), mv(1, 'meet_demands', 3, 1, 0)],
                           [mv(1, 'meet_demands', 0, 1, 3), mv(1, 'meet_demands', 1, 0, 3)]])

    s = quarter_base()
    give_forum(s, 1, 1, 57)
    case('quarter-demand-maximum', s, [mv(0, 'pass')],
         description='Demands must be met as far as possible: meeting one with the joker when '
                     'two could be met is refused.',
         illegal_after=[mv(1, 'meet_demands', 0, 3, 0), mv(1, 'meet_demands', 1, 0, 0)],
         legal={'player': 1, 'count': 2,
                'contains': [m('meet_demands', 1, 3, 0), m('meet_demands', 1, 0, 3)]})

    s = quarter_base()
    give_forum(s, 0, 0, 14, 28, 51)
    give_forum(s, 1, 1, 15, 29)
    P(s, 0)['senate_pos'] = 2
    P(s, 1)['senate_pos'] = 5
    s['ship_grey'] = [1, 1, 0]
    b0, b1 = s['senate_bonus']
    P(s, 0)['commander'] = 3
    for q in (3, 4):
        if s['province_tile'][q] != -1:
            s['forum_pile'].append(s['province_tile'][q])
            s['province_tile'][q] = -1
    bonus0 = sorted(P(s, 0)['bonus'] + [b1])
    bonus1 = sorted(P(s, 1)['bonus'] + [b0])
    case('quarter-senate-refill', s, [mv(0, 'pass'), mv(0, 'senate_bonus', 1)],
         description='Senate: 3 + 5 (Senate tile) = 8 votes beats 6; the consul takes a yellow '
                     'bonus tile, the other player the grey one; Senate tiles and the Forum are '
                     'cleared and refilled; a province with a commander is not refilled; ships '
                     'turn coloured; quarter 2 begins with the next player.',
         expect={'players/0/bonus': bonus0, 'players/1/bonus': bonus1, 'players/1/bonus_grey': [b0],
                 'players/0/forum': [], 'players/0/senate_pos': 0, 'players/1/senate_pos': 0,
                 'ship_grey': [0, 0, 0], 'province_tile/3': -1, 'quarter': 2, 'round': 1,
                 'revealed': [], 'current': 1, 'phase': 'choose_bowl',
                 'forum_space/6': -1, 'demand_dead': s['demand_dead'] + s['revealed']})


# --- Final scoring --------------------------------------------------------------

def final_base():
    s = quarter_base()
    s['quarter'] = 4
    s['quarter_tiles'] = 1
    bonus_to_bag(s)
    clear_bonus(s, 0)
    clear_bonus(s, 1)
    # Both players meet every demand with jokers... keep it simple: no demands met.
    return s


def final_cases():
    s = final_base()
    set_hand(s, 0, 1, 2, 3)
    set_hand(s, 1)
    figures(s, 0, military=1, workers_camp=2)
    clear_slots(s, 0)
    clear_slots(s, 1)
    set_slot(s, 0, 2, 5)
    set_slot(s, 0, 4, 6)
    P(s, 0)['arch'] = 0
    P(s, 1)['arch'] = 0
    case('final-leftovers', s, [mv(0, 'pass')],
         description='Final: 1 VP per card in hand, per figure in either camp, per Trajan tile on '
                     'the wheel.',
         expect={'players/0/vp_src/6': 3, 'players/0/vp_src/7': 3, 'players/0/vp_src/8': 2,
                 'players/1/vp_src/6': 0, 'phase': 'game_over', 'final_scored': 1})

    s = final_base()
    give_construction(s, 0, 0, 1, 2, 4, 5, 6, 7, 8, 9)
    give_forum(s, 0, 62)
    give_construction(s, 1, 12, 13, 14)
    give_forum(s, 1, 63)
    case('final-sets-jokers', s, [mv(0, 'pass')],
         description='Sets: 3 of a kind 10 VP, 4 of a kind 20 VP; a construction joker completes '
                     'the best kind it can (player 0: 2 fountains + joker = 10; player 1: 3 roofs '
                     '+ joker = 20).',
         expect={'players/0/vp_src/9': 10 + 20 + 10, 'players/1/vp_src/9': 20})

    s = final_base()
    set_display(s, 0, 6, 6, 7)
    give_bonus(s, 0, 3)
    give_forum(s, 0, 56)
    give_bonus(s, 1, 0, grey=True)
    set_display(s, 1, 0, 1, 1)
    case('final-bonus-goods', s, [mv(0, 'pass')],
         description='Goods bonus: 3 VP per displayed card of its two kinds (yellow), plus an '
                     'unused goods joker; grey side 2 VP per card.',
         expect={'players/0/vp_src/10': 3 * 3 + 3, 'players/1/vp_src/10': 2 * 3})

    s = final_base()
    P(s, 0)['legions'] = [0, 2, 5]
    P(s, 0)['workers'] = [0, 1, 2]
    figures(s, 0)
    give_bonus(s, 0, 6)
    give_bonus(s, 0, 7, grey=True)
    P(s, 1)['legions'] = [1, 3]
    P(s, 1)['workers'] = [10, 11]
    figures(s, 1)
    give_bonus(s, 1, 8, grey=True)
    case('final-bonus-figures', s, [mv(0, 'pass')],
         description='Legionnaires in provinces 2 VP each (yellow); workers on construction '
                     'spaces ½ VP each rounded up (grey: 3 workers = 2 VP); a grey yellow-tiles '
                     'tile with no yellow tile scores 0.',
         expect={'players/0/vp_src/10': 6 + 2, 'players/1/vp_src/10': 0})

    s = final_base()
    P(s, 1)['workers'] = [10, 11, 12]
    figures(s, 1)
    give_bonus(s, 1, 7)
    give_bonus(s, 1, 6, grey=True)
    P(s, 1)['legions'] = [4]
    figures(s, 1)
    case('final-bonus-figures-2', s, [mv(0, 'pass')],
         description='Workers tile yellow: 1 VP per worker on a space; legionnaires grey: 1 VP each.',
         expect={'players/1/vp_src/10': 3 + 1})

    s = final_base()
    give_bonus(s, 0, 8)
    give_bonus(s, 0, 9)
    give_bonus(s, 0, 10, grey=True)
    give_forum(s, 0, 2, 3)
    give_bonus(s, 1, 11)
    take_trajan(s, 51)
    P(s, 1)['trajan_demand'] = [51]
    case('final-bonus-icons', s, [mv(0, 'pass')],
         description='Yellow-tiles bonus counts itself (2 yellow tiles x 3); a bread forum tile '
                     'scores the bread tile 9 VP — if it is still owned; games (grey) needs a '
                     'forum games tile; a Trajan religion tile does not count.',
         expect={'players/0/vp_src/10': 6 + 9, 'players/1/vp_src/10': 0})

    s = final_base()
    P(s, 0)['senate_pos'] = 0
    P(s, 1)['senate_pos'] = 1
    P(s, 1)['senate_stamp'] = 5
    s['senate_stamp_next'] = 5
    add_vp(s, 0, 3, 2)
    add_vp(s, 1, 3, 2)
    case('final-tie-break', s, [mv(0, 'pass')],
         description='Equal VP: the player higher in the Senate stack after the last vote wins.',
         expect={'players/0/vp': 2 - 15 + 8, 'players/1/vp': 2 - 15 + 8},
         ranks=[1, 0])


# --- Review additions: rules not covered above ----------------------------------

def review_cases():
    s = base()
    action(s, 2)
    P(s, 0)['commander'] = 0
    give_forum(s, 0, s['province_tile'][0])
    case('military-no-return', s, [],
         description='From Alpes the commander reaches Belgica, Lugudunensis, Narbonensis and '
                     'Raetia; never Noricum, never the camp (ruling R31).',
         legal={'player': 0, 'count': 7,
                'contains': [m('military_recruit'), m('military_move', 2), m('military_move', 6),
                             m('military_move', 7), m('military_move', 9), m('military_deploy'),
                             m('pass')]},
         illegal=[mv(0, 'military_move', 8), mv(0, 'military_move', -1),
                  mv(0, 'military_move', 0), mv(0, 'military_move', 10)])

    s = base()
    action(s, 2)
    t = s['province_tile'][8]
    s['province_tile'][8] = -1
    s['forum_pile'].insert(0, t)
    case('military-move-empty', s, [mv(0, 'military_move', 8)],
         description='A province without a forum tile gives nothing.',
         expect={'players/0/commander': 8, 'players/0/forum': [], 'province_tile/8': -1,
                 'current': 1})

    s = base()
    action(s, 5)
    figures(s, 0, workers_camp=0)
    case('construction-no-worker', s, [],
         description='No worker in the camp: only hiring (or a pass) is possible.',
         legal={'player': 0, 'count': 2, 'contains': [m('construction_hire'), m('pass')]},
         illegal=[mv(0, 'construction_place', 0)])

    s = base()
    action(s, 4)
    for slot, t in ((0, 1), (2, 19), (4, 28)):
        set_slot(s, 0, slot, t)
    P(s, 0)['arch'] = 6
    case('trajan-arch-centre', s, [],
         description='With all six slots filled the arch is in the centre: no Trajan action.',
         legal={'player': 0, 'count': 1, 'contains': [m('pass')]},
         illegal=[mv(0, 'trajan_take', 0)])

    s = base()
    action(s, 3)
    give_extra(s, 0, 6)
    give_extra(s, 0, 7)
    case('extra-one-per-turn', s,
         [mv(0, 'senate_advance'), mv(0, 'extra_action', 0), mv(0, 'senate_advance')],
         description='Only one extra-action tile per turn: the second Senate tile stays.',
         expect={'players/0/vp': 2 + 3, 'players/0/senate_pos': 2, 'players/0/extra': [7],
                 'current': 1, 'phase': 'choose_bowl'})

    s = base()
    action(s, 5)
    set_space_tile(s, 9, 4)
    give_extra(s, 0, 10)
    case('extra-after-bonus-window', s, [mv(0, 'construction_place', 9), mv(0, 'pass')],
         description='Skipping the Senate bonus action still leaves the offer to repeat '
                     'Construction, the main action.',
         expect={'phase': 'extra_offer', 'cur_action': 5, 'ctx': 0, 'players/0/vp': 2},
         legal={'player': 0, 'count': 2, 'contains': [m('extra_action', 0), m('pass')]})

    s = base()
    action(s, 5)
    set_space_tile(s, 9, 4)
    set_space_tile(s, 14, 8)
    give_extra(s, 0, 10)
    figures(s, 0, workers_camp=2)
    case('extra-construction-chain', s,
         [mv(0, 'construction_place', 9), mv(0, 'pass'), mv(0, 'extra_action', 0),
          mv(0, 'construction_place', 14), mv(0, 'seaport_take_discard', 0)],
         description='The repeated Construction takes a first fountain: its Seaport bonus action '
                     'follows, but no second extra-action tile may be used.',
         expect={'players/0/vp': 2 + 2, 'players/0/workers': [9, 14], 'players/0/construction': [4, 8],
                 'players/0/extra': [], 'current': 1, 'phase': 'choose_bowl'})

    s = quarter_base()
    give_forum(s, 0, 45)
    P(s, 0)['senate_pos'] = 1
    P(s, 1)['senate_pos'] = 4
    removed = s['forum_removed'] + 1 + sum(1 for t in s['forum_space'] if t != -1)
    extra_removed = s['extra_removed'] + 3
    pile = [t for t in s['forum_pile']]
    refill = [pile[-1 - i] for i in range(6)] + [-1] * 6
    yellow = [s['extra_pile'][-1 - i] for i in range(3)]
    case('quarter-senate-position-tie', s, [mv(0, 'pass')],
         description='Equal votes (2 + a 3-vote Senate tile against 5): the disc further along '
                     'the track wins.',
         expect={'senate_rank': [1, 0, -1, -1], 'qe_player': 1, 'phase': 'quarter_senate'})

    case('quarter-cleanup-refill', s, [mv(0, 'pass'), mv(1, 'senate_bonus', 0)],
         description='Clean-up: the unused Senate tile and every tile left in the Forum leave the '
                     'game; the discs are restacked with the consul on top; the Forum is refilled '
                     'from the pile and the yellow spaces from the extra-action pile.',
         expect={'players/0/forum': [], 'forum_removed': removed, 'extra_removed': extra_removed,
                 'players/0/senate_stamp': 3, 'players/1/senate_stamp': 4,
                 'senate_stamp_next': 4, 'forum_space': refill, 'yellow_space': yellow,
                 'players/0/senate_pos': 0, 'players/1/senate_pos': 0, 'quarter': 2})

    s = quarter_base()
    pile = s['forum_pile']
    keep = pile[-2:]
    s['forum_removed'] += len(pile) - 2
    s['forum_pile'] = keep
    s['forum_removed'] += 1
    s['province_tile'][5] = -1
    case('quarter-refill-pile-runs-out', s, [mv(0, 'pass'), mv(1, 'senate_bonus', 0)],
         description='With two forum tiles left, the empty province is refilled first, then the '
                     'first forum space; the rest of the Forum stays empty (ruling R35).',
         expect={'province_tile/5': keep[1], 'forum_space': [keep[0]] + [-1] * 11,
                 'forum_pile': [], 'quarter': 2})

    s = base()
    action(s, 0)
    set_hand(s, 0, 7)
    last = s['deck'][-1]
    for k in s['deck'][:-1]:
        P(s, 1)['hand'][k] += 1
    s['deck'] = [last]
    hand = [0] * 12
    hand[last] += 1
    case('seaport-draw-short', s, [mv(0, 'seaport_draw_two'), mv(0, 'seaport_discard', 7, 0)],
         description='One card left in the deck and none below the discard tops: "draw two" '
                     'draws the one card there is, then one card is discarded (ruling R20).',
         expect={'players/0/hand': hand, 'deck': [], 'discard/0': s['discard'][0] + [7],
                 'current': 1})

    s = claim_setup(0, 'bb')
    for k in s['deck']:
        P(s, 1)['hand'][k] += 1
    s['deck'] = []
    case('claim-cards-empty-deck', s, [mv(0, 'choose_bowl', 0)],
         description='A goods-cards Trajan tile is still claimed for its 3 VP when no card can '
                     'be drawn; its effect is skipped.',
         expect={'players/0/vp': 3, 'phase': 'action_choice', 'trajan_removed': [0]})

    s = base(4)
    action(s, 3, pl=1)
    s['round'] = 4
    s['round_end_pending'] = 1
    ids = [min(t for t in s['demand_pile'] if lo <= t < lo + 5) for lo in (0, 5, 10)]
    reveal(s, *ids)
    for pl, pos in ((0, 3), (1, 1), (2, 5), (3, 0)):
        P(s, pl)['senate_pos'] = pos
    b0, b1 = s['senate_bonus']
    sn = s['senate_stamp_next']
    bonus2 = sorted(P(s, 2)['bonus'] + [b0])
    bonus0 = sorted(P(s, 0)['bonus'] + [b1])
    case('quarter-senate-4p', s, [mv(1, 'pass'), mv(2, 'senate_bonus', 0)],
         description='Four players with 4, 2, 6 and 0 votes: seat 2 is consul (yellow tile), seat 0 '
                     'vice-consul (grey tile), the others get nothing; the discs are restacked '
                     'from the last-ranked up; every player pays 15 VP for three unmet demands; '
                     'the next quarter starts with seat 2.',
         expect={'senate_rank': [2, 0, 1, 3], 'players/2/bonus': bonus2, 'players/2/bonus_grey': [],
                 'players/0/bonus': bonus0, 'players/0/bonus_grey': [b1],
                 'players/1/bonus': P(s, 1)['bonus'], 'players/3/bonus': P(s, 3)['bonus'],
                 'players/3/senate_stamp': sn + 1, 'players/1/senate_stamp': sn + 2,
                 'players/0/senate_stamp': sn + 3, 'players/2/senate_stamp': sn + 4,
                 'players/0/vp_src/5': -15, 'players/3/vp_src/5': -15,
                 'quarter': 2, 'current': 2, 'phase': 'choose_bowl'},
         illegal_after=[])

    s = quarter_base()
    P(s, 0)['senate_pos'] = 2
    P(s, 1)['senate_pos'] = 2
    P(s, 0)['senate_stamp'] = 5
    P(s, 1)['senate_stamp'] = 4
    s['senate_stamp_next'] = 5
    case('quarter-senate-stack-tie', s, [mv(0, 'pass')],
         description='Equal votes on the same space: the higher disc in the stack wins.',
         expect={'senate_rank': [0, 1, -1, -1], 'qe_player': 0})

    s = base()
    action(s, 2)
    give_forum(s, 0, 66)
    P(s, 0)['plus_two'] = [2]
    case('extra-forum-backed-plus-two', s,
         [mv(0, 'military_recruit'), mv(0, 'extra_action', 1), mv(0, 'military_recruit'),
          mv(0, 'military_recruit')],
         description='A forum-backed Military tile is an extra-action tile in every respect: with '
                     'a +2 on Military it gives two more recruits (ruling R45).',
         expect={'players/0/military_camp': 4, 'players/0/supply': 10, 'players/0/forum': [],
                 'current': 1})

    s = base()
    action(s, 3)
    give_forum(s, 0, 61)
    P(s, 0)['plus_two'] = [3]
    case('extra-joker-plus-two', s,
         [mv(0, 'senate_advance'), mv(0, 'extra_action', 2), mv(0, 'senate_advance'),
          mv(0, 'senate_advance')],
         description='An extra-action joker used for the Senate also gains from its +2 (ruling R28).',
         expect={'players/0/vp': 2 + 3 + 4, 'players/0/forum': [], 'current': 1})

    s = base()
    action(s, 3)
    P(s, 0)['senate_pos'] = 3
    add_vp(s, 0, 3, 2 + 3 + 4)
    case('senate-rulebook-example', s, [mv(0, 'senate_advance')],
         description='The rulebook example: from the 4 space to the 5 space scores 5 VP.',
         expect={'players/0/vp': 2 + 3 + 4 + 5, 'players/0/senate_pos': 4})

    s = quarter_base()
    P(s, 0)['senate_pos'] = 4
    P(s, 1)['senate_pos'] = 4
    P(s, 0)['senate_stamp'] = 5
    P(s, 1)['senate_stamp'] = 4
    s['senate_stamp_next'] = 5
    give_forum(s, 1, 45)
    case('quarter-senate-rulebook-example', s, [mv(0, 'pass')],
         description='The rulebook example: both discs on the 5 space, player 0 on top; a 3-vote '
                     'Senate tile gives player 1 a majority of 8 to 5 and the consulship.',
         expect={'senate_rank': [1, 0, -1, -1], 'qe_player': 1, 'phase': 'quarter_senate'})

    s = final_base()
    give_construction(s, 0, 0)
    give_forum(s, 0, 62, 63)
    give_construction(s, 1, 4, 5)
    give_forum(s, 1, 54)
    case('final-jokers-limits', s, [mv(0, 'pass')],
         description='Construction jokers only join a kind with a real tile (one tile + two '
                     'jokers = a set of 3); a goods joker without a goods bonus tile scores nothing.',
         expect={'players/0/vp_src/9': 10, 'players/1/vp_src/9': 0, 'players/1/vp_src/10': 0})

    s = final_base()
    give_bonus(s, 0, 8)
    give_bonus(s, 0, 0)
    give_bonus(s, 0, 6, grey=True)
    give_bonus(s, 1, 2)
    case('final-yellow-tiles', s, [mv(0, 'pass')],
         description='The yellow-tiles bonus: 3 VP per own yellow bonus tile, itself included '
                     '(ruling R16); grey tiles do not count.',
         expect={'players/0/vp_src/10': 3 * 2})


def main():
    turn_cases()
    trajan_tile_cases()
    seaport_cases()
    forum_military_cases()
    construction_cases()
    quarter_cases()
    final_cases()
    review_cases()
    out = os.path.join(HERE, 'cases')
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        if name.endswith('.json'):
            os.remove(os.path.join(out, name))
    for name, doc in CASES.items():
        with open(os.path.join(out, name + '.json'), 'w') as f:
            json.dump(doc, f, indent=1)
            f.write('\n')
    print(len(CASES), 'cases')


main()
