#!/usr/bin/env python3
# check-icons.py HICOLOR_DIR APP_ID: the application icons are well-formed
# SVG of the right size, self-contained, and the symbolic one is one colour.
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import sys
import xml.etree.ElementTree as ET

from taplib import Tap

SVG = '{http://www.w3.org/2000/svg}'
XLINK_HREF = '{http://www.w3.org/1999/xlink}href'


def colours(root):
    found = set()
    for el in root.iter():
        for attr in ('fill', 'stroke', 'stop-color'):
            value = el.get(attr)
            if value and value not in ('none', 'currentColor') and not value.startswith('url('):
                found.add(value.lower())
        style = el.get('style') or ''
        for m in re.finditer(r'(?:fill|stroke|stop-color)\s*:\s*([^;]+)', style):
            value = m.group(1).strip()
            if value != 'none' and not value.startswith('url('):
                found.add(value.lower())
    return found


def check_svg(tap, path, size, symbolic):
    name = os.path.basename(path)
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as e:
        tap.check(False, f'{name}: well-formed SVG', e)
        return
    tap.check(root.tag == SVG + 'svg', f'{name}: root element is svg')
    tap.check(root.get('viewBox') == f'0 0 {size} {size}'
              and root.get('width') == str(size) and root.get('height') == str(size),
              f'{name}: {size}×{size} canvas',
              f'width={root.get("width")} height={root.get("height")} viewBox={root.get("viewBox")}')
    external = [el.get(a) for el in root.iter() for a in ('href', XLINK_HREF)
                if el.get(a) and not el.get(a).startswith('#')]
    images = [el for el in root.iter() if el.tag == SVG + 'image']
    tap.check(not external and not images, f'{name}: no embedded images or external references',
              f'{external} {len(images)} images')
    if symbolic:
        found = colours(root)
        tap.check(len(found) == 1, f'{name}: a single colour, as GTK recolours it', found)


def main():
    hicolor, app_id = sys.argv[1], sys.argv[2]
    tap = Tap()
    for sub, name, size, symbolic in (('scalable/apps', app_id + '.svg', 128, False),
                                      ('symbolic/apps', app_id + '-symbolic.svg', 16, True)):
        path = os.path.join(hicolor, sub, name)
        if tap.check(os.path.isfile(path), f'{sub}/{name} exists'):
            check_svg(tap, path, size, symbolic)
    return tap.finish()


if __name__ == '__main__':
    sys.exit(main())
