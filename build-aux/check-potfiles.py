#!/usr/bin/env python3
# check-potfiles.py SRCDIR: every tracked source file with translatable
# strings is listed in po/POTFILES.in, and every listed file exists.
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys

from taplib import Tap

# Where translatable files live. Unit tests are left out on purpose: they
# compare against English or fixed translations and ship no strings.
SCAN_DIRS = ['app', 'plugins', 'data', 'tests/testgame']
SKIP_PARTS = {'tests'}
SOURCE_EXTS = ('.c', '.h', '.ui')
# Files whose whole purpose is translatable text.
ALWAYS = ('.desktop.in', '.metainfo.xml.in', '.appdata.xml.in', '.gschema.xml')

MARKERS = re.compile(r'(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|ngettext|g_dngettext|g_dgettext|'
                     r'g_dpgettext2|g_dcgettext)\s*\(|translatable\s*=\s*"yes"')
C_COMMENTS = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)
C_STRINGS = re.compile(r'"(?:\\.|[^"\\\n])*"')


def tracked_files(root):
    try:
        out = subprocess.run(['git', '-C', root, 'ls-files', '-z', '--'] + SCAN_DIRS,
                             check=True, capture_output=True).stdout
        files = [f for f in out.decode().split('\0') if f]
        if files:
            return files
    except (OSError, subprocess.CalledProcessError):
        pass
    # Not a git checkout (an unpacked tarball): scan the tree.
    files = []
    for top in SCAN_DIRS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = [d for d in dirnames if not d.startswith(('.', '_build'))]
            for name in filenames:
                files.append(os.path.relpath(os.path.join(dirpath, name), root))
    return files


def has_strings(root, rel):
    if rel.endswith(ALWAYS):
        return True
    if not rel.endswith(SOURCE_EXTS):
        return False
    parts = rel.split('/')
    if parts[0] != 'tests' and SKIP_PARTS.intersection(parts[1:-1]):
        return False
    try:
        with open(os.path.join(root, rel), encoding='utf-8', errors='replace') as f:
            text = f.read()
    except OSError:
        return False
    if rel.endswith(('.c', '.h')):
        # Strings are kept out of the way first, so a "/*" inside one does not
        # start a comment; then comments go, so prose mentioning _() is ignored.
        text = C_STRINGS.sub('""', text)
        text = C_COMMENTS.sub(' ', text)
        text = re.sub(r'^\s*#\s*define\s+(?:_|N_|C_|NC_)\s*\(.*$', '', text, flags=re.M)
    return MARKERS.search(text) is not None


def read_potfiles(root):
    listed = []
    with open(os.path.join(root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                listed.append(line)
    return listed


def main():
    root = sys.argv[1]
    tap = Tap()
    listed = read_potfiles(root)
    tap.check(len(listed) == len(set(listed)), 'POTFILES.in lists no file twice')
    missing_on_disk = [f for f in listed if not os.path.isfile(os.path.join(root, f))]
    tap.check(not missing_on_disk, 'every file in POTFILES.in exists',
              '\n'.join(missing_on_disk))
    needed = sorted(f for f in tracked_files(root) if has_strings(root, f))
    unlisted = [f for f in needed if f not in listed]
    tap.check(not unlisted, f'all {len(needed)} files with translatable strings are listed',
              'add to po/POTFILES.in:\n' + '\n'.join(unlisted))
    return tap.finish()


if __name__ == '__main__':
    sys.exit(main())
