#!/usr/bin/env python3
# po-add.py FRAGMENT.po LANG [FRAGMENT.po LANG …]
#
# Merges translations from a small fragment catalogue into po/LANG.po: entries whose
# msgid (and msgctxt) the catalogue lacks are appended, entries it has with an empty
# msgstr are filled, entries already translated are replaced by the fragment's. The
# catalogue is locked while it is rewritten, so several people (or scripts) adding
# strings at once do not lose each other's work; the write is atomic.
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import fcntl
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

ENTRY_KEY = re.compile(r'^(?:msgctxt ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)\n)?'
                       r'msgid ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)', re.M)


def split_entries(text):
    """Blocks separated by blank lines."""
    return [b.strip('\n') for b in re.split(r'\n\s*\n', text) if b.strip()]


def key_of(block):
    lines = [l for l in block.split('\n') if not l.startswith('#')]
    m = ENTRY_KEY.search('\n'.join(lines))
    if not m:
        return None
    join = lambda s: ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', s or ''))
    return (join(m.group(1)), join(m.group(2)))


def merge(fragment, lang):
    target = os.path.join(ROOT, 'po', lang + '.po')
    with open(fragment, encoding='utf-8') as f:
        new = [b for b in split_entries(f.read()) if key_of(b) and key_of(b)[1]]
    with open(os.path.join(ROOT, 'po', '.lock'), 'w') as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        with open(target, encoding='utf-8') as f:
            blocks = split_entries(f.read())
        index = {key_of(b): i for i, b in enumerate(blocks) if key_of(b)}
        added = replaced = 0
        for b in new:
            k = key_of(b)
            if k in index:
                old = blocks[index[k]]
                if not b.startswith('#'):
                    b = '\n'.join([l for l in old.split('\n') if l.startswith('#')] + [b])
                blocks[index[k]] = b
                replaced += 1
            else:
                index[k] = len(blocks)
                blocks.append(b)
                added += 1
        tmp = target + '.tmp'
        with open(tmp, 'w', encoding='utf-8') as f:
            f.write('\n\n'.join(blocks) + '\n')
        os.replace(tmp, target)
    print(f'{lang}: {added} added, {replaced} replaced')


def main(argv):
    if len(argv) < 3 or len(argv) % 2 == 0:
        print(__doc__ or 'usage: po-add.py FRAGMENT.po LANG …', file=sys.stderr)
        return 2
    for i in range(1, len(argv), 2):
        merge(argv[i], argv[i + 1])
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
