#!/usr/bin/env python3
# make-cases.py: writes the rules cases in cases/ from the blank positions
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Each case edits a blank position (blank-2p.json, blank-3p.json,
# blank-4p.json: seat 0 to act, no card played, seat p's master builder in
# quarter p, an empty market, hands of action cards 0 and 1) by moving
# pieces between places, so every brick, Roman and card stays counted once;
# then names the moves to play and the exact values expected. The expected
# values are worked out by hand in the comments, never by the engine. Run it
# from this directory after changing a case; test-pn-cases.c plays them.
#
# Numbers (see pn-state.h and data/components.json): colours 0 black,
# 1 blue, 2 red, 3 yellow, 4 white; quarters 0 red shop/Amphitheatre,
# 1 yellow/Basilica, 2 black/Porta Nigra, 3 blue/City Wall; sites
# 0-4 Basilica A, 5-9 Basilica B, 10-14 Amphitheatre A, 15-19 B, 20-24 C
# (each row black, blue, red, yellow, white), 25-34 City Wall, 35-43 Porta
# Nigra; building card 5 × building + colour; VP sources 0 placement,
# 1 honour, 2 early end, 3 interim, 4 sets, 5 final cards, 6 play area,
# 7 + part majorities (parts 0-1 Basilica rows, 2-4 Amphitheatre rows,
# 5 City Wall, 6-11 Porta Nigra heights 3-8).

import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = {n: json.load(open(os.path.join(HERE, 'blank-%dp.json' % n))) for n in (2, 3, 4)}
COMPONENTS = json.load(open(os.path.join(HERE, '..', '..', 'data', 'components.json')))
SITES = COMPONENTS['sites']['list']
COLOR = {'black': 0, 'blue': 1, 'red': 2, 'yellow': 3, 'white': 4}
BLACK, BLUE, RED, YELLOW, WHITE = range(5)
SRC_PLACEMENT, SRC_HONOR, SRC_EARLY, SRC_INTERIM, SRC_SETS, SRC_FINAL, SRC_AREA = range(7)
CASES = {}


def base(n):
    return copy.deepcopy(BASE[n])


def P(s, p):
    return s['player_states'][p]


def mv(player, kind, *args):
    return {'player': player, 'move': {'kind': kind, 'args': list(args)}}


def take_supply(s, n):
    assert s['supply'] >= n, 'the supply has %d bricks, not %d' % (s['supply'], n)
    s['supply'] -= n


def shops(s, *counts):
    for c, n in enumerate(counts):
        s['supply'] += s['shop'][c]
        s['shop'][c] = 0
        take_supply(s, n)
        s['shop'][c] = n


def bricks(s, p, color, n):
    take_supply(s, n)
    P(s, p)['bricks'][color] += n


def element(s, p, site, height):
    """An element of p on site, its bricks from the supply, its Roman from the play area
    (or the reserve when the play area has none)."""
    assert s['site_owner'][site] == -1
    take_supply(s, height)
    s['site_owner'][site] = p
    s['site_height'][site] = height
    pl = P(s, p)
    if pl['romans'] > 0:
        pl['romans'] -= 1
    else:
        pl['reserve'] -= 1


def romans(s, p, in_play_area):
    pl = P(s, p)
    total = pl['romans'] + pl['reserve']
    pl['romans'] = in_play_area
    pl['reserve'] = total - in_play_area


def vp(s, p, source, n):
    P(s, p)['vp'] += n
    P(s, p)['vp_src'][source] += n


def take_card(s, deck, display, card):
    """Takes card out of its deck, or out of its display with the deck's top in its place."""
    if card in s[deck]:
        s[deck].remove(card)
        return
    slot = s[display].index(card)
    s[display][slot] = s[deck].pop()


def give_building(s, p, card):
    take_card(s, 'building_deck', 'building_display', card)
    P(s, p)['building_cards'].append(card)


def give_honor(s, p, card):
    take_card(s, 'honor_deck', 'honor_display', card)
    P(s, p)['honor'].append(card)


def honor_display(s, slot, card):
    if card in s['honor_deck']:
        i = s['honor_deck'].index(card)
        s['honor_deck'][i] = s['honor_display'][slot]
    else:
        other = s['honor_display'].index(card)
        s['honor_display'][other] = s['honor_display'][slot]
    s['honor_display'][slot] = card


def last_turn(s, last):
    """Every action card played but one in seat last's hand: the round's last turn."""
    for p, pl in enumerate(s['player_states']):
        cards = pl['hand'] + pl['deck'] + pl['discard']
        pl['hand'], pl['deck'] = ([cards[0]], []) if p == last else ([], [])
        pl['discard'] = cards[1:] if p == last else cards
    s['current'] = last


def case(name, description, position, moves=(), expect=None, illegal=(), legal=None,
         ranks=None, illegal_after=()):
    c = {'description': description, 'position': position}
    if illegal:
        c['illegal'] = list(illegal)
    c['moves'] = list(moves)
    if illegal_after:
        c['illegal_after'] = list(illegal_after)
    c['expect'] = expect or {}
    if legal:
        c['legal'] = legal
    if ranks:
        c['ranks'] = ranks
    CASES[name] = c


# ---- The rulebook's worked examples ----

def rulebook_courtney_card():
    # Courtney's card has 2 torches and 3 icons (stand-in card 1: red shop,
    # grey "any", influence). She uses 2 icons with her action markers (1
    # influence token; a white brick from the white shop, 5 sesterces, no
    # move); the third icon (red, her builder in the red shop's quarter,
    # 3 sesterces) only with a torch token. Then no torch of the card is
    # left for a sesterce, and no icon is free.
    s = base(3)
    shops(s, 0, 0, 2, 0, 1)
    case('rulebook-courtney-card', 'The rulebook: a card of 2 torches and 3 icons', s,
         illegal=[mv(0, 'take_influence', 2, 0), mv(0, 'end_turn')],
         moves=[mv(0, 'play_card', 1), mv(0, 'take_influence', 2, 0),
                mv(0, 'buy_brick', 1, 0, WHITE), mv(0, 'buy_brick', 0, 1, RED)],
         illegal_after=[mv(0, 'card_action_to_coin'), mv(0, 'take_influence', 2, 1),
                        mv(0, 'buy_brick', 0, 1, RED), mv(0, 'play_card', 0)],
         expect={'player_states/0/influence': 1, 'player_states/0/coins': 12,
                 'player_states/0/torches': 0, 'player_states/0/builder': 0,
                 'player_states/0/bricks': [0, 0, 1, 0, 1], 'shop': [0, 0, 1, 0, 0],
                 'budget_used': 2, 'card_coins': 0, 'icons_marker': 6, 'icons_torch': 1})


def rulebook_nicole_influence():
    # Nicole has 3 influence tokens: 1 buys an honour card costing 1 (here
    # +3 VP, used at once and out of the game), 2 more a Roman of her
    # colour from the supply. Nothing is left for a second Roman.
    s = base(3)
    P(s, 0)['influence'] = 3
    honor_display(s, 0, 22)
    case('rulebook-nicole-influence', 'The rulebook: an honour card, then a Roman', s,
         moves=[mv(0, 'buy_honor_card', 0, -1, 0), mv(0, 'influence_take_roman')],
         illegal_after=[mv(0, 'influence_take_roman')],
         expect={'player_states/0/influence': 0, 'player_states/0/vp': 3,
                 'player_states/0/vp_src/1': 3, 'player_states/0/romans': 6,
                 'player_states/0/reserve': 9, 'honor_box': [22], 'honor_display/0': -1,
                 'honor_bought': 1})


def rulebook_michael_basilica():
    # Michael builds 2 blue bricks in Basilica row A (5 VP, 1 border from
    # the red shop's quarter: 1 sesterce): 2 bricks there, no reward. Then
    # 2 red in row B (7 VP, with influence): his 3rd brick in the Basilica
    # gives its reward once, 1 torch token and 1 Roman. No Basilica card
    # is on display.
    s = base(3)
    bricks(s, 0, BLUE, 2)
    bricks(s, 0, RED, 2)
    P(s, 0)['influence'] = 2
    case('rulebook-michael-basilica', 'The rulebook: 2 bricks in the Basilica, no reward yet', s,
         moves=[mv(0, 'play_card', 0), mv(0, 'place_element', 2, 0, 1, 2, 0)],
         expect={'player_states/0/torches': 1, 'player_states/0/romans': 4,
                 'player_states/0/vp': 5, 'player_states/0/coins': 19,
                 'player_states/0/builder': 1})
    case('rulebook-michael-basilica-reward', 'The rulebook: the Basilica reward at the 3rd '
         'brick', s,
         moves=[mv(0, 'play_card', 0), mv(0, 'place_element', 2, 0, 1, 2, 0),
                mv(0, 'influence_place_element', 7, 2, 0)],
         expect={'player_states/0/torches': 2, 'player_states/0/romans': 4,
                 'player_states/0/reserve': 9, 'player_states/0/vp': 12,
                 'player_states/0/vp_src/0': 12, 'player_states/0/coins': 19,
                 'player_states/0/influence': 0, 'player_states/0/building_cards': [],
                 'player_states/0/bricks': [0, 0, 0, 0, 0]})


# ---- The early end (spec §4.6) ----

def early_end_honour_brick():
    # 89 bricks with seat 1, 1 in the supply, an empty market. The black brick
    # honour card (1 influence) takes the last one: supply and market empty,
    # trigger T1 by an effect; seat 0, whose turn it is, gains 5 VP, finishes
    # the turn; seats 1 and 2 each take one last turn, seat 1 first, and its
    # refill draws no market card with the supply empty (ruling R9).
    s = base(3)
    bricks(s, 1, BLACK, 89)
    honor_display(s, 0, 16)
    P(s, 0)['influence'] = 1
    case('early-end-honour-brick', 'T1 by an honour card taking the last brick', s,
         illegal=[mv(0, 'influence_take_roman'), mv(1, 'end_turn')],
         moves=[mv(0, 'buy_honor_card', 0, -1, 0), mv(0, 'play_card', 0),
                mv(0, 'end_turn')],
         expect={'player_states/0/bricks': [1, 0, 0, 0, 0], 'supply': 0,
                 'end_trigger': 1, 'end_player': 0,
                 'player_states/0/vp': 5, 'player_states/0/vp_src/2': 5,
                 'player_states/0/influence': 0, 'honor_box': [16],
                 'current': 1, 'phase': 'action', 'final_turns': 4,
                 'shop': [0, 0, 0, 0, 0], 'refill_cards': 0})


def early_end_wall_reward():
    # Seat 0 (builder in quarter 0) has a black element of 1 brick on the
    # City Wall and 2 blue bricks; 86 bricks with seat 1, 1 in the supply. It
    # builds City Wall site 2 (blue, 2 bricks, 5 VP): 3 borders to the Wall
    # (3 sesterces), 5 VP, the Wall · blue building card from display slot 0,
    # and 3 bricks in the Wall: the reward, the supply's last brick as a
    # white brick. Supply and market are empty: T1, 5 VP to seat 0.
    s = base(3)
    element(s, 0, 25, 1)
    bricks(s, 0, BLUE, 2)
    bricks(s, 1, BLACK, 86)
    case('early-end-wall-reward', 'T1 by the City Wall reward taking the last brick', s,
         illegal=[mv(0, 'place_element', 2, 0, 26, 2, 0)],
         moves=[mv(0, 'play_card', 0), mv(0, 'place_element', 2, 0, 26, 2, 0)],
         expect={'player_states/0/coins': 17, 'player_states/0/builder': 3,
                 'player_states/0/vp': 10, 'player_states/0/vp_src/0': 5,
                 'player_states/0/vp_src/2': 5,
                 'player_states/0/bricks': [0, 0, 0, 0, 1],
                 'player_states/0/building_cards': [11], 'building_display/0': -1,
                 'player_states/0/romans': 3, 'site_owner/26': 0, 'site_height/26': 2,
                 'supply': 0, 'end_trigger': 1, 'end_player': 0, 'final_turns': 6})


def late_trigger_no_bonus():
    # T1 came in seat 0's turn; seat 1 plays its last turn. Its 15th element
    # (City Wall site 1, black, 1 brick, 2 VP, 2 borders from quarter 1 with
    # influence) is a second trigger: no bonus, nothing changes (ruling R14).
    s = base(3)
    for site in range(14):
        element(s, 1, site, SITES[site]['bricks'])
    romans(s, 1, 1)
    bricks(s, 1, BLACK, 1)
    P(s, 1)['influence'] = 2
    bricks(s, 2, RED, s['supply'])
    vp(s, 0, SRC_EARLY, 5)
    s.update({'end_trigger': 1, 'end_player': 0, 'final_turns': 4, 'current': 1})
    case('late-trigger-no-bonus', 'A 15th element after the early end gives nothing', s,
         moves=[mv(1, 'influence_place_element', 25, 1, 0)],
         expect={'player_states/1/vp': 2, 'player_states/1/vp_src/2': 0,
                 'player_states/1/romans': 0, 'player_states/1/reserve': 0,
                 'player_states/1/coins': 18, 'player_states/1/building_cards': [10],
                 'end_trigger': 1, 'end_player': 0, 'final_turns': 4,
                 'player_states/0/vp': 5})


def early_end_four_players():
    # 4 players, seat 2 to act, builder in the black shop's quarter, the
    # supply empty and one black brick in the market (the rest with seat 0).
    # Buying it (1 sesterce) triggers T1: 5 VP to seat 2; then seats 3, 0
    # and 1 each take one last turn, in that order, and the game ends in
    # round 1 with no interim scoring.
    s = base(4)
    bricks(s, 0, RED, 89)
    shops(s, 1, 0, 0, 0, 0)
    s['current'] = 2
    case('early-end-four-players', 'T1 in a 4-player game: three last turns clockwise', s,
         illegal=[mv(3, 'play_card', 0)],
         moves=[mv(2, 'play_card', 0), mv(2, 'buy_brick', 0, 0, BLACK),
                mv(2, 'end_turn'),
                mv(3, 'play_card', 0), mv(3, 'end_turn'),
                mv(0, 'play_card', 0), mv(0, 'end_turn'),
                mv(1, 'play_card', 0), mv(1, 'end_turn')],
         expect={'phase': 'over', 'round': 1, 'end_trigger': 1, 'end_player': 2,
                 'player_states/2/vp_src/2': 5, 'player_states/2/coins': 19,
                 'player_states/2/bricks': [1, 0, 0, 0, 0],
                 'player_states/0/vp_src/3': 0, 'player_states/1/vp_src/3': 0,
                 'player_states/3/discard': [0], 'player_states/0/discard': [0],
                 'player_states/1/discard': [0], 'player_states/2/discard': [0]})


# ---- Final scoring (spec §7) ----

def final_scoring_every_part():
    # 3 players, round 2 (the last), seat 2 plays the last card of the round;
    # then the final scoring in its order. Elements (site: colour height):
    #   Basilica A (12/6): seat 1 has 0 black 3 + 1 blue 2 = 5 bricks,
    #     seat 0 has 4 white 4 = 4: seat 1 12, seat 0 6.
    #   Basilica B (12/6): seat 0 7 red 2, seat 2 5 black 2: tied on 2 bricks,
    #     red beats black: seat 0 12, seat 2 6.
    #   Amphitheatre A (15/7): seat 1 13 yellow 3 beats seat 2 12 red 3
    #     (the rulebook's example): 15 and 7.
    #   Amphitheatre B (stand-in 18/9): 15 black 2 (seat 0), 16 blue 2
    #     (seat 1), 17 red 2 (seat 2): seat 2 18, seat 1 9, seat 0 nothing.
    #   Amphitheatre C (stand-in 21/10): seat 0 alone (20 black 4): 21.
    #   City Wall (20/10): seat 0 25 black 1 = 1; seat 1 26 blue 2 + 27 red 1
    #     = 3, best red 1; seat 2 32 red 2 + 29 white 1 = 3, best white 1:
    #     seat 2 20, seat 1 10.
    #   Porta Nigra 3 (12/6): seats 0 and 1 each one black element of 3
    #     (35, 40): tied, unresolved: 6 each (ruling R8).
    #   Porta Nigra 5 (19/9): seat 2 alone (38 yellow 5): 19.
    #   Porta Nigra 6 (24/12): seat 2 37 red 6 beats blue 6 of seats 0 (36)
    #     and 1 (41), who tie for second unresolved: 24, nobody second.
    #   Porta Nigra 8 (37/18): seat 1 alone (39 white 8): 37. Levels 4, 7: nobody.
    # Majorities: seat 0 6+12+21+6 = 45; seat 1 12+15+9+10+6+37 = 89;
    #   seat 2 6+7+18+20+19+24 = 94.
    # Sets: seat 0 has Basilica black, Amphitheatre black, Wall black, Porta
    #   Nigra black and Basilica blue: {B, A, W, P} 20 + {B} 2 = 22; seat 1
    #   Amphitheatre blue and a Basilica substitute: 6; seat 2 none.
    # Final-scoring cards: seat 1 the 42, seat 2 the 30.
    # Play area: seat 0 2 Romans + 20/3 = 6 + 3 influence + 1 torch + 2
    #   bricks = 14; seat 1 3 Romans + 14/3 = 4 + 1 influence = 8; seat 2
    #   0 Romans + 6 + 1 torch = 7.
    # Totals: seat 0 22 + 14 + 45 = 81; seat 1 6 + 42 + 8 + 89 = 145;
    #   seat 2 30 + 7 + 94 = 131.
    s = base(3)
    s['round'] = 2
    owned = {0: [(4, 4), (7, 2), (15, 2), (20, 4), (25, 1), (35, 3), (36, 6)],
             1: [(0, 3), (1, 2), (13, 3), (16, 2), (26, 2), (27, 1), (40, 3), (41, 6),
                 (39, 8)],
             2: [(5, 2), (12, 3), (17, 2), (32, 2), (29, 1), (38, 5), (37, 6)]}
    for p, elements in owned.items():
        romans(s, p, 15 - len(elements))
        for site, height in elements:
            element(s, p, site, height)
    romans(s, 0, 2)
    romans(s, 1, 3)
    romans(s, 2, 0)
    for card in (0, 5, 10, 15, 1):
        give_building(s, 0, card)
    give_building(s, 1, 6)
    give_honor(s, 1, 5)
    give_honor(s, 1, 2)
    give_honor(s, 2, 0)
    P(s, 0)['influence'] = 3
    bricks(s, 0, RED, 2)
    P(s, 1)['coins'] = 14
    P(s, 1)['torches'] = 0
    P(s, 1)['influence'] = 1
    last_turn(s, 2)
    majority = {0: {0: 6, 1: 12, 4: 21, 6: 6}, 1: {0: 12, 2: 15, 3: 9, 5: 10, 6: 6, 11: 37},
                2: {1: 6, 2: 7, 3: 18, 5: 20, 8: 19, 9: 24}}
    expect = {'phase': 'over'}
    for p, (sets, final, area, total) in enumerate([(22, 0, 14, 81), (6, 42, 8, 145),
                                                    (0, 30, 7, 131)]):
        src = [0] * 19
        src[SRC_SETS], src[SRC_FINAL], src[SRC_AREA] = sets, final, area
        for part, n in majority[p].items():
            src[7 + part] = n
        expect['player_states/%d/vp_src' % p] = src
        expect['player_states/%d/vp' % p] = total
    case('final-scoring-every-part', 'Final scoring: sets, final cards, play area and all '
         '12 majority parts', s, moves=[mv(2, 'play_card', s['player_states'][2]['hand'][0]),
                                        mv(2, 'end_turn')],
         expect=expect, ranks=[2, 0, 1])


def final_shared_win():
    # 2 players, round 3 (the last). Seat 0 has 3 VP from an honour card;
    # seat 1 has 3 bricks in storage. Play areas: 5 Romans + 20/3 = 6 +
    # 1 torch = 12, and seat 1 3 more for the bricks: 15 VP each, a shared
    # win.
    s = base(2)
    s['round'] = 3
    vp(s, 0, SRC_HONOR, 3)
    bricks(s, 1, YELLOW, 3)
    last_turn(s, 1)
    case('final-shared-win', 'Equal VP share the victory', s,
         moves=[mv(1, 'play_card', s['player_states'][1]['hand'][0]), mv(1, 'end_turn')],
         expect={'player_states/0/vp': 15, 'player_states/1/vp': 15,
                 'player_states/0/vp_src/6': 12, 'player_states/1/vp_src/6': 15},
         ranks=[0, 0])


for make in (rulebook_courtney_card, rulebook_nicole_influence, rulebook_michael_basilica,
             early_end_honour_brick, early_end_wall_reward, late_trigger_no_bonus,
             early_end_four_players, final_scoring_every_part, final_shared_win):
    make()

os.makedirs(os.path.join(HERE, 'cases'), exist_ok=True)
for name, c in sorted(CASES.items()):
    with open(os.path.join(HERE, 'cases', name + '.json'), 'w') as f:
        json.dump(c, f, indent=1)
        f.write('\n')
