#!/usr/bin/env python3
# test-cli.py LUDUS_CLI BUILD_AUX_DIR
#
# Runs the built ludus-cli as a user or a script would and checks what it
# prints, its exit statuses and what it does to files. TAP output.
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

CLI = os.path.abspath(sys.argv[1])
sys.path.insert(0, sys.argv[2])
from taplib import Tap  # noqa: E402

# ludus-cli's exit statuses (ludus-cli-private.h).
EXIT_USAGE, EXIT_IO, EXIT_NOT_JSON, EXIT_TRUNCATED, EXIT_NOT_A_SAVE = 2, 3, 4, 5, 6
EXIT_NEWER, EXIT_UNKNOWN_GAME, EXIT_ILLEGAL_MOVE, EXIT_SNAPSHOT = 7, 8, 9, 10

tap = Tap()
work = tempfile.mkdtemp(prefix='ludus-test-cli-')


def base_env(**extra):
    env = dict(os.environ)
    # Headless: no display of any kind.
    for var in ('DISPLAY', 'WAYLAND_DISPLAY', 'LANGUAGE'):
        env.pop(var, None)
    env['LC_ALL'] = 'C.UTF-8'
    env.update(extra)
    return env


def run(*args, env=None, **extra):
    return subprocess.run([CLI, *args], capture_output=True, text=True, timeout=300,
                          env=env or base_env(**extra), cwd=work)


def digest(path):
    with open(path, 'rb') as f:
        return hashlib.sha256(f.read()).hexdigest()


def path_in_work(name):
    return os.path.join(work, name)


def plugin_dirs():
    return [d for d in os.environ.get('LUDUS_PLUGIN_PATH', '').split(':') if d]


def check_list():
    res = run('list')
    tap.check(res.returncode == 0, 'list exits 0', res.stderr)
    tap.check(re.search(r'^\s+trajan\s+Trajan\s+2–4 players\s', res.stdout, re.M),
              'list shows trajan with its player range', res.stdout)
    tap.check(res.stderr == '', 'list writes nothing to stderr', res.stderr)

    res = run('list', '--json')
    data = json.loads(res.stdout)
    games = {g['id']: g for g in data['games']}
    tap.check('trajan' in games and games['trajan']['min_players'] == 2 and
              games['trajan']['max_players'] == 4 and
              'hidden-information' in games['trajan']['flags'],
              'list --json describes trajan', res.stdout)
    tap.check(data['unavailable'] == [], 'no plugin in the build tree fails to load', res.stdout)
    if has_testgame():
        tap.check('testgame' in games, 'list --json shows testgame', res.stdout)
        tap.check(re.search(r'^\s+testgame\s', run('list').stdout, re.M),
                  'list shows testgame')
    else:
        tap.diag('testgame is not built in this tree; its listing is not checked')


def check_junk_plugin():
    junk_dir = path_in_work('plugins')
    os.makedirs(junk_dir)
    with open(os.path.join(junk_dir, 'junk.so'), 'w') as f:
        f.write('not a shared object\n')
    env = base_env(LUDUS_PLUGIN_PATH=':'.join([junk_dir] + plugin_dirs()))

    res = run('list', env=env)
    tap.check(res.returncode == 0, 'list with a junk plugin exits 0', res.stderr)
    tap.check(re.search(r'^\s+trajan\s', res.stdout, re.M),
              'the other games are still listed beside a junk plugin', res.stdout)
    m = re.search(r'Unavailable plugins:\n\s+(\S*junk\.so)\n\s+(.+)', res.stdout)
    tap.check(m is not None and 'Cannot open' in m.group(2),
              'list shows junk.so as unavailable with the reason', res.stdout)

    data = json.loads(run('list', '--json', env=env).stdout)
    bad = [u for u in data['unavailable'] if u['path'].endswith('/junk.so')]
    tap.check(len(bad) == 1 and bad[0]['error'], 'list --json gives junk.so’s path and error',
              json.dumps(data['unavailable']))
    res = run('play', 'trajan', '--seed', '1', '--quiet', env=env)
    tap.check(res.returncode == 0 and 'WARNING' not in res.stderr,
              'a junk plugin does not disturb other commands', res.stderr)


def parse_breakdown(text):
    """The score breakdown table: {label: [values]}, in order."""
    rows = {}
    part = text.split('Score breakdown:\n', 1)
    if len(part) < 2:
        return rows
    for line in part[1].splitlines()[1:]:
        m = re.match(r'^\s+(.*?)\s+((?:-?\d+\s*)+)$', line)
        if not m:
            break
        rows[m.group(1)] = [int(v) for v in m.group(2).split()]
    return rows


def check_play():
    first = run('play', 'trajan', '--seed', '11')
    second = run('play', 'trajan', '--seed', '11')
    other = run('play', 'trajan', '--seed', '12')
    tap.check(first.returncode == 0, 'play exits 0', first.stderr)
    tap.check(first.stdout == second.stdout, 'play with the same seed prints the same match')
    tap.check(first.stdout != other.stdout, 'another seed plays another match')
    tap.check(first.stdout.startswith('Trajan, 2 seats, seed 11\n'),
              'play names the game, the seats and the seed', first.stdout[:200])
    log = re.findall(r'^\s+(\d+)  Seat [12]: \S', first.stdout, re.M)
    tap.check(len(log) > 50 and [int(n) for n in log] == list(range(1, len(log) + 1)),
              f'play prints a numbered move log ({len(log)} moves)')
    tap.check(re.search(r'^Result:\n  1\. Seat [12]  -?\d+ points?\n  [12]\. Seat [12]  -?\d+ points?$',
                        first.stdout, re.M), 'play prints the ranking with scores', first.stdout)

    rows = parse_breakdown(first.stdout)
    total = rows.pop('Total', None)
    tap.check(total is not None and len(rows) >= 3 and all(len(v) == 2 for v in rows.values()),
              f'play prints a score breakdown table ({len(rows)} rows and a total)',
              first.stdout[-1500:])
    if total is not None:
        sums = [sum(v[i] for v in rows.values()) for i in range(2)]
        tap.check(sums == total, f'the breakdown rows add up to the total {total}',
                  f'sums {sums}')

    quiet = run('play', 'trajan', '--seed', '11', '--players', '4', '--quiet')
    tap.check(quiet.returncode == 0 and not re.search(r'^\s+1  Seat', quiet.stdout, re.M) and
              len(parse_breakdown(quiet.stdout).get('Total', [])) == 4,
              'play --players 4 --quiet leaves out the log and scores four seats', quiet.stdout)

    for args, what in ((['play', 'trajan', '--players', '9'], 'a seat count out of range'),
                       (['play', 'trajan', '--option', 'nosuch=1'], 'an unknown option'),
                       (['play', 'trajan', '--seed', 'abc'], 'a seed that is not a number'),
                       (['play', 'no-such-game'], 'an unknown game'),
                       (['frobnicate'], 'an unknown command')):
        res = run(*args)
        tap.check(res.returncode == EXIT_USAGE and res.stderr.startswith('ludus-cli: '),
                  f'{what} is a usage error (exit {EXIT_USAGE}) with a message',
                  f'exit {res.returncode}: {res.stderr}')
    res = run('play', '--bogus')
    tap.check(res.returncode == EXIT_USAGE and 'Run “ludus-cli play --help”' in res.stderr,
              'an unknown option of a command points at that command’s --help', res.stderr)
    return len(log)


def make_saves():
    good = path_in_work('good.json')
    res = run('play', 'trajan', '--seed', '5', '--quiet', '--save', good)
    tap.check(res.returncode == 0 and os.path.exists(good), 'play --save writes a save',
              res.stderr)
    mid = path_in_work('mid.json')
    res = run('play', 'trajan', '--seed', '5', '--stop-after', '40', '--quiet', '--save', mid)
    tap.check(res.returncode == 0 and 'Stopped after 40 moves' in res.stdout,
              'play --stop-after leaves the match in progress', res.stdout + res.stderr)
    new = path_in_work('new.json')
    res = run('play', 'trajan', '--seed', '5', '--stop-after', '0', '--quiet', '--save', new)
    valid = run('validate', new)
    tap.check(res.returncode == 0 and 'Stopped after 0 moves' in res.stdout and
              valid.stdout == f'{new}: valid, Trajan, 0 moves, in progress\n',
              'play --stop-after 0 saves a new match, to be played with apply',
              res.stdout + res.stderr + valid.stdout + valid.stderr)
    res = run('play', 'trajan', '--stop-after', '-1')
    tap.check(res.returncode == EXIT_USAGE and 'must not be negative' in res.stderr,
              'play --stop-after -1 is refused', res.stderr)
    return good, mid


def check_validate_good(good, mid):
    res = run('validate', good)
    first, _, rest = res.stdout.partition('\n')
    m = re.fullmatch(re.escape(good) + r': valid, Trajan, (\d+) moves, finished', first)
    with open(good) as f:
        n_moves = len(json.load(f)['moves'])
    tap.check(res.returncode == 0 and m is not None and int(m.group(1)) == n_moves,
              f'validate accepts a finished save ({n_moves} moves)', res.stdout + res.stderr)
    played = run('play', 'trajan', '--seed', '5', '--quiet')
    tap.check(rest.startswith('\nResult:\n') and
              rest.strip() == played.stdout.split('\n\n', 1)[1].strip(),
              'validate prints how a finished match ended, as play does', rest)
    solo = path_in_work('solo.json')
    played = run('play', 'nova-roma', '--players', '1', '--seed', '3', '--quiet', '--save', solo)
    res = run('validate', solo)
    total = parse_breakdown(res.stdout).get('Total', [])
    tap.check(res.returncode == 0 and len(total) == 2 and
              re.search(r'^  [12]\. Automa ', res.stdout, re.M) is not None and
              res.stdout.split('\n', 1)[1].strip() ==
              played.stdout.split('\n\n', 1)[1].rsplit('\n\nSaved to ', 1)[0].strip(),
              "validate prints a solo match's result with the automa's column", res.stdout)
    res = run('validate', mid)
    tap.check(res.returncode == 0 and res.stdout == f'{mid}: valid, Trajan, 40 moves, in progress\n',
              'validate accepts a save in progress', res.stdout + res.stderr)


def write_variant(name, text):
    path = path_in_work(name)
    with open(path, 'w') as f:
        f.write(text)
    return path


def make_dir(name):
    path = path_in_work(name)
    os.mkdir(path)
    return path


def make_fifo(name):
    path = path_in_work(name)
    os.mkfifo(path)
    return path


def bad_saves(mid):
    with open(mid) as f:
        text = f.read()
    save = json.loads(text)

    def variant(**changes):
        copy = json.loads(text)
        for key, value in changes.items():
            copy[key] = value
        return json.dumps(copy, indent=1)

    moves = save['moves']
    wrong_seat = [dict(m) for m in moves]
    wrong_seat[20]['player'] = 1 - wrong_seat[20]['player']
    return [
        ('not JSON', write_variant('not-json.json', 'Trajan, seat 1 to move\n'),
         EXIT_NOT_JSON, r'not a JSON document'),
        ('truncated', write_variant('truncated.json', text[:len(text) // 2]),
         EXIT_TRUNCATED, r'truncated'),
        ('an illegal move at index 20', write_variant('illegal.json', variant(moves=wrong_seat)),
         EXIT_ILLEGAL_MOVE, r'Move 21 \(index 20, .*\) cannot be played'),
        ('a snapshot that does not match', write_variant('snapshot.json',
                                                         variant(moves=moves[:-1])),
         EXIT_SNAPSHOT, r'does not match the position its 39 moves lead to \(first in “\w+”\)'),
        ('an illegal redo move', write_variant('redo.json', variant(redo=[
            dict(moves[-1], player=1 - save['snapshot']['current'])])),
         EXIT_ILLEGAL_MOVE, r'Redo move 1 \(index 0, .* by seat \d\) cannot be played'),
        ('a seat without a kind', write_variant('seat.json', variant(
            seats=[save['seats'][0], dict(save['seats'][1], kind='robot')])),
         EXIT_NOT_A_SAVE, r'Seat 2 \(index 1\) of the save’s “seats” needs'),
        ('an unknown game', write_variant('unknown.json', variant(game='no-such-game')),
         EXIT_UNKNOWN_GAME, r'“no-such-game”, a game this Ludus does not have'),
        ('a newer format', write_variant('newer.json', variant(version=99)),
         EXIT_NEWER, r'format version 99, newer than'),
        ('JSON that is not a save', write_variant('other.json', '{"format": "other"}'),
         EXIT_NOT_A_SAVE, r'not a Ludus save'),
        ('a missing file', path_in_work('missing.json'), EXIT_IO, r'Cannot open'),
        ('a game id with escape sequences', write_variant('escape.json', variant(
            game='\x1b]0;owned\x07\x1b[31mred')),
         EXIT_UNKNOWN_GAME, r'“\\x1b\]0;owned\\x07\\x1b\[31mred”, a game this Ludus'),
        ('a comment hiding a quote', write_variant('comment.json',
                                                   '[/*"*/ ' + '[' * 80000 + ']' * 80000 + ' /*"*/]'),
         EXIT_NOT_JSON, r'a comment, which JSON does not allow'),
        ('a folder', make_dir('folder.json'), EXIT_IO, r'it is a folder, not a file'),
        ('a pipe', make_fifo('pipe.json'), EXIT_IO, r'it is not a regular file'),
        ('/dev/zero', '/dev/zero', EXIT_IO, r'it is not a regular file'),
    ]


def check_validate_bad(mid):
    for what, path, status, pattern in bad_saves(mid):
        regular = os.path.isfile(path)
        before = digest(path) if regular else None
        res = run('validate', path)
        after = digest(path) if regular else None
        tap.check(res.returncode == status, f'validate rejects {what} with exit {status}',
                  f'exit {res.returncode}: {res.stderr}')
        tap.check(res.stdout == '' and res.stderr.startswith('ludus-cli: Cannot open ' + path) and
                  re.search(pattern, res.stderr),
                  f'the message for {what} names the file and says what is wrong', res.stderr)
        tap.check(before == after, f'validate leaves the file with {what} unchanged')
        tap.check('\x1b' not in res.stderr and '\x07' not in res.stderr,
                  f'the message for {what} holds no control characters', repr(res.stderr))


def check_state(mid):
    res = run('state', mid)
    state = json.loads(res.stdout) if res.returncode == 0 else None
    tap.check(isinstance(state, dict) and state.get('n_players') == 2,
              'state prints the position as JSON', res.stdout[:500] + res.stderr)
    with open(mid) as f:
        tap.check(state == json.load(f)['snapshot'], 'state prints the saved position')
    res = run('state', mid, '--viewer', '1')
    tap.check(res.returncode == 0 and isinstance(json.loads(res.stdout), dict),
              'state --viewer 1 prints valid JSON', res.stderr)
    start = json.loads(run('state', mid, '--at', '0').stdout)
    tap.check(start != state and start.get('n_players') == 2,
              'state --at 0 prints the starting position')
    # G_MININT was taken for “no --viewer”, and printed every hidden hand.
    for args in (('--at', '41'), ('--viewer', '3'), ('--viewer', '-2'),
                 ('--viewer', '-2147483648'), ('--at', '-2147483648')):
        res = run('state', mid, *args)
        tap.check(res.returncode == EXIT_USAGE, f'state {" ".join(args)} is refused',
                  f'exit {res.returncode}')


def check_moves(mid):
    res = run('moves', mid)
    moves = json.loads(res.stdout) if res.returncode == 0 else None
    tap.check(isinstance(moves, list) and len(moves) > 0, 'moves prints a JSON list',
              res.stdout[:500] + res.stderr)
    tap.check(all(set(m) == {'index', 'kind', 'args', 'description'} and
                  isinstance(m['args'], list) and m['description'] and m['index'] == i
                  for i, m in enumerate(moves or [])),
              'each move has its index, kind, args and description', res.stdout[:1000])
    actor = json.loads(run('state', mid).stdout)['current'] + 1
    other = 3 - actor
    res = run('moves', mid, '--player', str(other))
    tap.check(res.returncode == 0 and json.loads(res.stdout) == [],
              'moves for a seat that has nothing to decide is an empty list', res.stdout)
    return moves, actor, other


def check_moves_hide_draws():
    """A listed move that draws from a deck must not name the card it would draw."""
    saved = path_in_work('nova-roma-draw.json')
    res = run('play', 'nova-roma', '--players', '1', '--seed', '5', '--stop-after', '56',
              '--quiet', '--save', saved)
    tap.check(res.returncode == 0, 'play nova-roma --stop-after 56 saves a match', res.stderr)
    moves = json.loads(run('moves', saved).stdout)
    deck = [m['description'] for m in moves if m['kind'] == 'draw' and m['args'] == [4]]
    market = [m['description'] for m in moves if m['kind'] == 'draw' and m['args'] in ([], [1])]
    # The market's cards are face up: naming them is right. The deck's top card is hidden.
    tap.check(deck == ['Draws a card from the deck'] and len(market) == 2 and
              all(d.startswith('Takes ') and '(' in d for d in market),
              'moves names the market’s cards but not the one a draw from the deck would give',
              json.dumps(moves))


def check_apply(mid, moves, actor, other):
    work_copy = path_in_work('apply.json')
    shutil.copy(mid, work_copy)
    before = digest(work_copy)

    refused = [
        ('an index out of range', ['999'], EXIT_ILLEGAL_MOVE),
        ('a move of a seat that has nothing to decide',
         [json.dumps({'kind': moves[0]['kind'], 'args': moves[0]['args']}),
          '--player', str(other)], EXIT_ILLEGAL_MOVE),
        ('an illegal move', ['{"kind": "choose_bowl", "args": [99]}'], EXIT_ILLEGAL_MOVE),
        ('an unknown kind of move', ['{"kind": "fly"}'], EXIT_USAGE),
        ('a move that is not JSON', ['{"kind":'], EXIT_USAGE),
    ]
    for what, args, status in refused:
        res = run('apply', work_copy, *args)
        tap.check(res.returncode == status and res.stderr.startswith('ludus-cli: '),
                  f'apply refuses {what} with exit {status}', f'exit {res.returncode}: {res.stderr}')
        tap.check(digest(work_copy) == before, f'after {what} the file is byte-identical')

    res = run('apply', work_copy, '0')
    tap.check(res.returncode == 0 and res.stdout == f'Move 41, seat {actor}: '
              f'{moves[0]["description"]}\n', 'apply 0 plays the first listed move',
              res.stdout + res.stderr)
    tap.check(digest(work_copy) != before, 'apply rewrites the file')
    res = run('validate', work_copy)
    tap.check(res.returncode == 0 and '41 moves' in res.stdout,
              'the file apply wrote is a valid save with one more move', res.stdout + res.stderr)

    nxt = json.loads(run('moves', work_copy).stdout)[-1]
    res = run('apply', work_copy, json.dumps({'kind': nxt['kind'], 'args': nxt['args']}))
    tap.check(res.returncode == 0 and '42 moves' in run('validate', work_copy).stdout,
              'apply takes a move in JSON', res.stdout + res.stderr)
    leftovers = [f for f in os.listdir(work) if f.startswith('apply.json') and f != 'apply.json']
    tap.check(not leftovers, 'the atomic save leaves no temporary file', str(leftovers))


def has_testgame():
    return any(os.path.exists(os.path.join(d, 'testgame.so')) for d in plugin_dirs())


def check_any_order(good):
    """Two cards put on display may be named in either order: `apply` and a save
    written by hand with the other order are accepted, and the match keeps the
    canonical form."""
    with open(good) as f:
        save = json.load(f)
    found = [(i, m) for i, m in enumerate(save['moves'])
             if m['kind'] == 'seaport_display' and m['args'][0] == 2 and m['args'][1] < m['args'][2]]
    tap.check(found, 'the finished save displays two different cards at least once')
    if not found:
        return
    index, move = found[0]
    listed = [2, move['args'][1], move['args'][2]]
    swapped = [2, move['args'][2], move['args'][1]]

    before = path_in_work('any-order.json')
    res = run('play', 'trajan', '--seed', '5', '--stop-after', str(index), '--quiet',
              '--save', before)
    tap.check(res.returncode == 0, f'play stops before move {index + 1}', res.stderr)
    res = run('apply', before, json.dumps({'kind': 'seaport_display', 'args': swapped}),
              '--player', str(move['player'] + 1))
    with open(before) as f:
        last = json.load(f)['moves'][-1]
    tap.check(res.returncode == 0, f'apply takes seaport_display {swapped} for {listed}',
              f'exit {res.returncode}: {res.stderr}')
    tap.check(last['kind'] == 'seaport_display' and last['args'] == listed,
              'the save records the move in its canonical order', json.dumps(last))

    moves = [dict(m) for m in save['moves']]
    moves[index] = dict(move, args=swapped)
    by_hand = write_variant('by-hand.json', json.dumps(dict(save, moves=moves), indent=1))
    res = run('validate', by_hand)
    tap.check(res.returncode == 0 and 'valid, Trajan' in res.stdout,
              'a save written with the other order of two displayed cards loads',
              res.stdout + res.stderr)


def check_start_player():
    """Where the rules leave the start player to the players, --option chooses it by seat
    number (from 1) or leaves it random; the save records it."""
    res = run('list', '--json')
    games = {g['id']: g for g in json.loads(res.stdout)['games']} if res.returncode == 0 else {}
    for game in ('trajan', 'forum-trajanum'):
        option = [o for o in games.get(game, {}).get('options', []) if o['id'] == 'start_player']
        tap.check(option and option[0]['type'] == 'seat' and option[0]['default'] == -1,
                  f'{game} offers the start player as a seat option, random by default',
                  json.dumps(option))
    saved = path_in_work('start-player.json')
    res = run('play', 'trajan', '--seed', '3', '--option', 'start_player=2', '--stop-after', '1',
              '--quiet', '--save', saved)
    with open(saved) as f:
        save = json.load(f) if res.returncode == 0 else {}
    tap.check(save.get('options') == {'start_player': 1} and save['moves'][0]['player'] == 1 and
              save['snapshot']['start_player'] == 1,
              'play --option start_player=2 lets seat 2 start, and the save records it',
              res.stdout + res.stderr)
    res = run('validate', saved)
    tap.check(res.returncode == 0, 'the save with a chosen start player loads', res.stderr)
    random = run('play', 'trajan', '--seed', '3', '--option', 'start_player=random', '--quiet')
    default = run('play', 'trajan', '--seed', '3', '--quiet')
    tap.check(random.returncode == 0 and random.stdout == default.stdout,
              'start_player=random plays the very match the default does')
    res = run('play', 'trajan', '--option', 'start_player=3')
    tap.check(res.returncode == EXIT_USAGE and 'a seat of the match, 1 to 2, or random' in res.stderr,
              'a start player beyond the seats is refused, saying which seats there are',
              f'exit {res.returncode}: {res.stderr}')


def check_breakdown_groups():
    """Forum Trajanum's breakdown reads like the game: the sources, then each of the three
    scorings, step by step, under its heading with its total."""
    res = run('play', 'forum-trajanum', '--seed', '4', '--players', '3', '--quiet')
    text = res.stdout.split('Score breakdown:\n', 1)[-1]
    lines = text.splitlines()[1:]
    headings = [l.strip() for l in lines if l.startswith('  ') and not l.startswith('    ')]
    tap.check(res.returncode == 0 and
              [h.split('  ')[0] for h in headings[:3]] == [f'Scoring of pass {k}' for k in (1, 2, 3)]
              and headings[3:4] == ['Points by source'],
              'the Forum Trajanum breakdown has a group per scoring and the sources',
              text)
    start = next((i for i, l in enumerate(lines) if l.strip() == 'Points by source'), len(lines))
    sources = [[int(v) for v in l.split()[-3:]] for l in lines[start + 1:-1]]
    total = [int(v) for v in lines[-1].split()[-3:]]
    tap.check(len(sources) == 8 and [sum(col) for col in zip(*sources)] == total,
              'its sources add up to the total', text)


def check_testgame():
    """Options and simultaneous decisions, with the test game Tesserae."""
    if not has_testgame():
        tap.diag('testgame is not built in this tree; its checks are left out')
        return
    first = run('play', 'testgame', '--seed', '9', '--players', '3')
    tap.check(first.returncode == 0 and first.stdout == run('play', 'testgame', '--seed', '9',
                                                            '--players', '3').stdout,
              'play testgame with a seed is deterministic', first.stdout + first.stderr)
    rows = parse_breakdown(first.stdout)
    total = rows.pop('Total', None)
    tap.check(total is not None and rows and
              [sum(v[i] for v in rows.values()) for i in range(3)] == total,
              'the testgame breakdown adds up to its total', first.stdout[-800:])

    saved = path_in_work('tesserae.json')
    res = run('play', 'testgame', '--seed', '9', '--option', 'lines=no',
              '--option', 'deck=Low deck (1–6)', '--stop-after', '1', '--quiet', '--save', saved)
    with open(saved) as f:
        options = json.load(f)['options']
    tap.check(res.returncode == 0 and options == {'lines': 0, 'deck': 1, 'setup': 0},
              'play --option sets a boolean and a choice (by its label)', f'{options} {res.stderr}')
    res = run('play', 'testgame', '--option', 'deck=7')
    tap.check(res.returncode == EXIT_USAGE and '“7” is not a valid value' in res.stderr,
              'a choice out of range is refused', res.stderr)

    # After seat 1's card, seat 2 still has to play one: its moves are listed
    # and it can play by index.
    second = json.loads(run('moves', saved, '--player', '2').stdout)
    tap.check(len(second) > 0 and all(m['kind'] == 'play' for m in second),
              'moves --player 2 lists the second seat’s cards', json.dumps(second))
    res = run('apply', saved, '0', '--player', '2')
    tap.check(res.returncode == 0 and res.stdout.startswith('Move 2, seat 2: '),
              'apply --player 2 plays for the second seat', res.stdout + res.stderr)


def check_bench():
    res = run('bench', 'trajan', '--games', '3', '--players', '3')
    tap.check(res.returncode == 0 and re.search(r'games: 3 in [\d.]+ s', res.stdout) and
              re.search(r'legal-move generations per second: \d+', res.stdout),
              'bench prints its figures', res.stdout + res.stderr)
    res = run('bench', 'trajan', '--games', '2', '--through-match')
    tap.check(res.returncode == 0 and 'through the match layer' in res.stdout,
              'bench --through-match runs', res.stdout + res.stderr)
    res = run('bench', 'trajan', '--games', '2', '--seconds', '1')
    tap.check(res.returncode == EXIT_USAGE, '--games and --seconds together are refused')
    res = run('bench-save', 'trajan', '--moves', '100', '--runs', '3')
    tap.check(res.returncode == 0 and re.search(r'a match of 100 random moves', res.stdout) and
              re.search(r'load \(.*\): median [\d.]+ ms, 90th percentile [\d.]+ ms', res.stdout),
              'bench-save prints save and load times', res.stdout + res.stderr)


def check_arena():
    """Computer players against each other, with the test game (fast)."""
    if not has_testgame():
        tap.diag('testgame is not built in this tree; arena is not checked')
        return
    args = ('arena', 'testgame', '--seat', 'mcts:40', '--seat', 'random', '--seat', 'greedy',
            '--games', '6', '--seed', '4')
    first = run(*args)
    tap.check(first.returncode == 0 and
              first.stdout.startswith('Tesserae, 3 seats, 6 games, deals from seed 4\n'),
              'arena plays and reports', first.stdout + first.stderr)
    kinds = re.findall(r'^(\S+) \(1 seat a game\)$', first.stdout, re.M)
    tap.check(kinds == ['mcts:40', 'random', 'greedy'], 'arena reports each seat kind',
              first.stdout)
    wins = re.findall(r'^  wins: ([\d.]+) of 6 \(([\d.]+) %, 95 % interval ([\d.]+)–([\d.]+) %\)$',
                      first.stdout, re.M)
    tap.check(len(wins) == 3 and abs(sum(float(w[0]) for w in wins) - 6) < 0.01 and
              all(float(w[2]) <= float(w[1]) <= float(w[3]) for w in wins),
              'the wins add up to the games, each rate within its interval', first.stdout)
    again = run(*args, '--jobs', '2', '--threads', '1')
    strip = lambda text: re.sub(r'^  (time per|by the wall).*\n', '', text, flags=re.M)
    tap.check(again.returncode == 0 and strip(again.stdout) == strip(first.stdout),
              'arena is reproducible on any number of jobs and threads', again.stdout)
    res = run('arena', 'testgame', '--seat', 'hard', '--seat', 'mcts:x', '--games', '1')
    tap.check(res.returncode == EXIT_USAGE and '“mcts:x” is not a seat kind' in res.stderr,
              'arena refuses an unknown seat kind', res.stderr)
    res = run('arena', 'testgame', '--seat', 'mcts:40,level=hard', '--seat', 'mcts:40,level=x',
              '--games', '1')
    tap.check(res.returncode == EXIT_USAGE and '“mcts:40,level=x” is not a seat kind' in res.stderr,
              'arena takes a level for the playouts and refuses an unknown one', res.stderr)
    res = run('arena', 'testgame', '--seat', 'easy', '--players', '3', '--games', '1')
    tap.check(res.returncode == EXIT_USAGE and '--seat' in res.stderr,
              'arena wants a --seat for every seat', res.stderr)
    res = run('arena', 'testgame', '--seat', 'easy', '--seat', 'easy', '--games', '2',
              '--seed', '1', '--verbose')
    tap.check(res.returncode == 0 and 'easy (2 seats a game)' in res.stdout and
              re.search(r'^Game 2, seed 1:  easy \d+  easy \d+$', res.stdout, re.M),
              'arena merges seats of the same kind and lists games with --verbose', res.stdout)
    res = run(*args, '--minutes', '600')
    tap.check(res.returncode == 0 and strip(res.stdout) == strip(first.stdout) and
              'Time is up' not in res.stderr,
              'arena --minutes plays every game when there is time', res.stdout + res.stderr)
    wins_dir = path_in_work('arena-wins')
    res = run(*args, '--save-wins', wins_dir)
    saved = re.findall(r'^Saved a win to (.*)$', res.stdout, re.M)
    tap.check(res.returncode == 0 and saved and
              sorted(saved) == sorted(os.path.join(wins_dir, f) for f in os.listdir(wins_dir)) and
              strip(re.sub(r'^Saved a win to .*\n', '', res.stdout, flags=re.M)) ==
              strip(first.stdout),
              'arena --save-wins saves the games a search seat won, and plays the same games',
              res.stdout + res.stderr)
    checked = [run('validate', path) for path in saved]
    tap.check(all(r.returncode == 0 and 'finished' in r.stdout for r in checked),
              'each saved win is a valid, finished match',
              '\n'.join(r.stdout + r.stderr for r in checked))


# A translated line of each catalogue, and what `--help` must show in it.
HELP = {
    'de': 'Befehle:',
    'ru': 'Команды:',
    'cs': 'Příkazy:',
}


def check_languages(good):
    for lang, expected in HELP.items():
        res = run('--help', LANGUAGE=lang)
        tap.check(res.returncode == 0 and expected in res.stdout,
                  f'LANGUAGE={lang} ludus-cli --help is translated', res.stdout[:400])
    res = run('validate', good, LANGUAGE='de')
    tap.check(res.returncode == 0 and 'gültig' in res.stdout,
              'LANGUAGE=de ludus-cli validate answers in German', res.stdout)
    res = run('play', 'trajan', '--seed', '2', '--quiet', LANGUAGE='ru')
    tap.check(res.returncode == 0 and 'Итог' in res.stdout,
              'LANGUAGE=ru ludus-cli play prints the result in Russian', res.stdout[-1500:])


def in_order(part, whole):
    """Whether part is whole with some elements left out."""
    rest = iter(whole)
    return all(any(x == y for y in rest) for x in part)


def check_old_saves():
    """Saves written by Ludus 0.1 (`ludus-cli play … --save`, before saves recorded their
    component data) load, replay to their saved position, and keep their moves when saved
    again."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'saves-0.1')
    for name in sorted(os.listdir(folder)):
        if not has_testgame() and name.startswith('testgame'):
            continue
        path = os.path.join(folder, name)
        res = run('validate', path)
        tap.check(res.returncode == 0, f'the Ludus 0.1 save {name} loads and replays',
                  res.stdout + res.stderr)
        with open(path) as f:
            saved = json.load(f)
        res = run('state', path)
        tap.check(res.returncode == 0 and json.loads(res.stdout) == saved['snapshot'],
                  f'{name} replays to its saved position', res.stderr)
        copy = path_in_work('old-' + name)
        shutil.copy(path, copy)
        moves = json.loads(run('moves', copy).stdout or '[]')
        if moves:
            res = run('apply', copy, '0')
            with open(copy) as f:
                again = json.load(f)
            # Under an older rules version the save recorded decisions with a single
            # choice, which the game now makes by itself: those alone are left out.
            kept = again['moves'][:-1]
            older = again['rules_version'] > saved['rules_version']
            tap.check(res.returncode == 0 and (kept == saved['moves'] or
                                               (older and in_order(kept, saved['moves']))) and
                      again.get('component_data', '').startswith('sha256:'),
                      f'{name} saved again keeps its moves and records its component data',
                      res.stdout + res.stderr)


def main():
    try:
        check_list()
        check_junk_plugin()
        check_play()
        good, mid = make_saves()
        check_validate_good(good, mid)
        check_validate_bad(mid)
        check_state(mid)
        moves, actor, other = check_moves(mid)
        check_apply(mid, moves, actor, other)
        check_moves_hide_draws()
        check_any_order(good)
        check_start_player()
        check_breakdown_groups()
        check_testgame()
        check_bench()
        check_arena()
        check_languages(good)
        check_old_saves()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return tap.finish()


if __name__ == '__main__':
    sys.exit(main())
