#!/usr/bin/env python3
# check-schema.py SCHEMA: the GSettings keys the shell reads exist with the
# types, defaults and choices it expects.
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import sys
import xml.etree.ElementTree as ET

from taplib import Tap

EXPECTED = {
    # name: (type, default, choices)
    'language': ('s', "''", None),
    'color-scheme': ('s', "'default'", ['default', 'light', 'dark']),
    'window-width': ('i', '1280', None),
    'window-height': ('i', '800', None),
    'window-maximized': ('b', 'false', None),
    'player-names': ('as', '[]', None),
    'confirm-end-of-turn': ('b', 'true', None),
}


def main():
    tap = Tap()
    root = ET.parse(sys.argv[1]).getroot()
    tap.check(root.get('gettext-domain') == 'ludus', 'schemalist has gettext-domain="ludus"')
    schemas = root.findall('schema')
    tap.check(len(schemas) == 1 and schemas[0].get('id') == 'io.github.ludusgames.Ludus'
              and schemas[0].get('path') == '/io/github/ludusgames/Ludus/',
              'one schema io.github.ludusgames.Ludus at /io/github/ludusgames/Ludus/')
    keys = {k.get('name'): k for s in schemas for k in s.findall('key')}
    tap.check(sorted(keys) == sorted(EXPECTED), 'exactly the expected keys',
              f'found {sorted(keys)}')
    for name, (typ, default, choices) in EXPECTED.items():
        key = keys.get(name)
        if key is None:
            tap.check(False, f'{name}: present')
            continue
        found_default = (key.findtext('default') or '').strip()
        tap.check(key.get('type') == typ and found_default == default,
                  f'{name}: type {typ}, default {default}',
                  f'found type {key.get("type")}, default {found_default}')
        found_choices = [c.get('value') for c in key.findall('choices/choice')] or None
        tap.check(found_choices == choices, f'{name}: choices {choices}',
                  f'found {found_choices}')
        tap.check(bool((key.findtext('summary') or '').strip())
                  and bool((key.findtext('description') or '').strip()),
                  f'{name}: has a summary and a description')
    return tap.finish()


if __name__ == '__main__':
    sys.exit(main())
