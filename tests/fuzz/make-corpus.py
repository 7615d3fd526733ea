#!/usr/bin/env python3
# make-corpus.py BUILD_DIR: (re)writes the fuzzers' seed corpus and dictionary from the games
# built in BUILD_DIR. Every game ludus-cli lists, at every player count, gets real saves (a few
# moves in, and far into the match or finished), their saved positions, and its
# components.json; the dictionary holds every member name and string the corpus uses. A new
# game joins by being built: run this and commit tests/fuzz/corpus and tests/fuzz/ludus.dict.
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import glob
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(os.path.dirname(HERE))
# Moves to stop after: a match just begun, and one far along (None: played to its end).
STOPS = (12, 150, None)


def plugin_dirs(build):
    dirs = {os.path.dirname(p) for p in glob.glob(os.path.join(build, '**', '*.so'),
                                                  recursive=True)
            if '/plugins/' in p or p.endswith('/testgame.so')}
    return sorted(d for d in dirs if not d.endswith('/modules'))


def cli(build, *args):
    env = dict(os.environ, LUDUS_PLUGIN_PATH=':'.join(plugin_dirs(build)),
               LUDUS_PLUGIN_PATH_ONLY='1', LC_ALL='C.UTF-8', XDG_DATA_HOME='/nonexistent')
    return subprocess.run([os.path.join(build, 'app', 'cli', 'ludus-cli'), *args], env=env,
                          check=True, capture_output=True, text=True).stdout


def strings_and_keys(node, out):
    if isinstance(node, dict):
        for key, value in node.items():
            out.add(key)
            strings_and_keys(value, out)
    elif isinstance(node, list):
        for value in node:
            strings_and_keys(value, out)
    elif isinstance(node, str) and len(node) < 40:
        out.add(node)


def main():
    build = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(SOURCE, '_build'))
    corpus = os.path.join(HERE, 'corpus')
    for sub in ('save', 'state', 'component-data'):
        shutil.rmtree(os.path.join(corpus, sub), ignore_errors=True)
        os.makedirs(os.path.join(corpus, sub))
    words = set()

    for game in json.loads(cli(build, 'list', '--json'))['games']:
        gid = game['id']
        for n in range(game['min_players'], game['max_players'] + 1):
            for stop in STOPS:
                name = f'{gid}-{n}p-{stop or "end"}'
                path = os.path.join(corpus, 'save', name + '.ludus')
                args = ['play', gid, '--players', str(n), '--seed', str(7 * n + (stop or 0)),
                        '--quiet', '--save', path]
                if stop:
                    args += ['--stop-after', str(stop)]
                cli(build, *args)
                with open(path) as f:
                    save = json.load(f)
                strings_and_keys(save, words)
                with open(os.path.join(corpus, 'state', name + '.json'), 'w') as f:
                    json.dump(save['snapshot'], f, indent=1)
        for data in glob.glob(os.path.join(SOURCE, '*', '*', 'data', 'components.json')):
            if os.path.basename(os.path.dirname(os.path.dirname(data))) in (gid, 'testgame') and \
               (gid != 'testgame' or '/tests/testgame/' in data):
                shutil.copy(data, os.path.join(corpus, 'component-data', gid + '.json'))
                with open(data) as f:
                    strings_and_keys(json.load(f), words)

    tokens = ['{', '}', '[', ']', ':', ',', '"', 'true', 'false', 'null', '-1', '0', '1',
              '4294967295', '9223372036854775807', '1e309', '\\u0000', '/*', "'"]
    with open(os.path.join(HERE, 'ludus.dict'), 'w') as f:
        f.write('# The save format\'s and the games\' member names and strings (make-corpus.py).\n')
        for word in tokens + sorted(words):
            escaped = word.replace('\\', '\\\\').replace('"', '\\"')
            if all(32 <= ord(c) < 127 for c in escaped):
                f.write(f'"{escaped}"\n')
            if word not in tokens:
                f.write(f'"\\"{escaped}\\""\n' if all(32 <= ord(c) < 127 for c in escaped)
                        else '')
    print(f'{len(os.listdir(os.path.join(corpus, "save")))} saves, '
          f'{len(os.listdir(os.path.join(corpus, "component-data")))} data files, '
          f'{len(words)} dictionary words')


if __name__ == '__main__':
    main()
