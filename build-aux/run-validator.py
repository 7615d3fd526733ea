#!/usr/bin/env python3
# run-validator.py TOOL [ARGS…]: runs a validator of shipped data and passes
# its output and exit status on.
#
# The data tests run a validator as a child of this script so that a test
# wrapper (valgrind, under `meson test --setup valgrind`) watches only this
# script: the validators are not our code, and some of them leak on exit.
#
# Copyright 2026 The Ludus developers
# SPDX-License-Identifier: GPL-3.0-or-later

import subprocess
import sys

if __name__ == '__main__':
    res = subprocess.run(sys.argv[1:])
    sys.exit(res.returncode)
