#!/usr/bin/env python3
# check-mo.py SRCDIR BUILD_PODIR: the catalogues are compiled into the build
# tree (where the tests and `meson devenv` point LUDUS_LOCALEDIR), up to date
# with po/, and gettext finds a translation for every message there.
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import gettext
import os
import re
import sys

from taplib import Tap


def po_messages(path):
    """The translated messages of a catalogue: (context, msgid, plural, first msgstr)."""
    messages = []
    entry = {}
    key = None

    def flush():
        if entry.get('msgid') and entry.get('msgstr') and 'fuzzy' not in entry.get('flags', ''):
            messages.append((entry.get('msgctxt'), entry['msgid'], entry.get('msgid_plural'),
                             entry['msgstr']))

    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line.strip():
                flush()
                entry, key = {}, None
            elif line.startswith('#,'):
                entry['flags'] = line
            elif line.startswith('#'):
                continue
            elif line.startswith('"') and key:
                entry[key] = entry.get(key, '') + decode(line)
            else:
                word, _, rest = line.partition(' ')
                key = {'msgctxt': 'msgctxt', 'msgid': 'msgid', 'msgid_plural': 'msgid_plural',
                       'msgstr': 'msgstr', 'msgstr[0]': 'msgstr'}.get(word)
                if key:
                    entry[key] = decode(rest)
    flush()
    return messages


ESCAPES = {'n': '\n', 't': '\t', '"': '"', '\\': '\\', 'r': '\r', 'a': '\a'}


def decode(quoted):
    return re.sub(r'\\(.)', lambda m: ESCAPES.get(m.group(1), m.group(0)),
                  quoted.strip()[1:-1])


def lookup(t, ctx, msgid, plural):
    if plural is not None:
        return t.npgettext(ctx, msgid, plural, 1) if ctx else t.ngettext(msgid, plural, 1)
    return t.pgettext(ctx, msgid) if ctx else t.gettext(msgid)


def main():
    srcdir, podir = sys.argv[1], sys.argv[2]
    tap = Tap()
    with open(os.path.join(srcdir, 'po', 'LINGUAS'), encoding='utf-8') as f:
        langs = [w for line in f for w in line.split('#')[0].split()]
    for lang in langs:
        mo = os.path.join(podir, lang, 'LC_MESSAGES', 'ludus.mo')
        po = os.path.join(srcdir, 'po', lang + '.po')
        if not tap.check(os.path.isfile(mo), f'{lang}: {mo} is built'):
            continue
        tap.check(os.path.getmtime(mo) >= os.path.getmtime(po),
                  f'{lang}: the built catalogue is newer than po/{lang}.po')
        t = gettext.translation('ludus', localedir=podir, languages=[lang])
        expected = po_messages(po)
        wrong = [msgid for ctx, msgid, plural, msgstr in expected
                 if lookup(t, ctx, msgid, plural) != msgstr]
        tap.check(expected and not wrong,
                  f'{lang}: gettext finds all {len(expected)} translations in the build tree',
                  '\n'.join(wrong[:10]))
    return tap.finish()


if __name__ == '__main__':
    sys.exit(main())
