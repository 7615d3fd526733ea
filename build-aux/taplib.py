# taplib.py: a few lines of TAP output shared by the data checks.
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import sys


class Tap:
    """Collects results and prints them as TAP, one line per check."""

    def __init__(self):
        self.count = 0
        self.failed = 0

    def check(self, ok, name, detail=None):
        self.count += 1
        if not ok:
            self.failed += 1
        print(f"{'ok' if ok else 'not ok'} {self.count} - {name}")
        if detail and not ok:
            for line in str(detail).splitlines():
                print(f"# {line}")
            # meson shows stderr with --print-errorlogs; repeat the reason there.
            print(f"{name}:\n{detail}", file=sys.stderr)
        sys.stdout.flush()
        return ok

    def diag(self, text):
        for line in str(text).splitlines():
            print(f"# {line}")

    def finish(self):
        print(f"1..{self.count}")
        return 1 if self.failed else 0
