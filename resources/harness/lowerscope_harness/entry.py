#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The entry script of a Lowerscope job bundle (docs/runners.md, "Offline bundles"), copied to its top as run.py.

  python3 run.py [--parallel N] [--gpus 0,1] [--archive FILE]
                                                     run every request (N at a time, worker i on the i-th GPU
                                                     of --gpus), then write the results archive
                                                     (default: results.tar.gz beside this script)
  python3 run.py --index K                           run request K only (a Slurm array task)

Needs Python 3.8+ and, for GPU tasks, torch and triton where it runs; nothing is downloaded. Each request
starts with the allow-listed environment only (batch.ENV_NAMES and ENV_PREFIXES, the list of
engine/runners/candidateenv.cpp): whatever keys this machine's environment holds, candidate code never sees them.
"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "harness"))
from lowerscope_harness import batch  # noqa: E402

args = sys.argv[1:]
if "--index" not in args and "--archive" not in args:
    args += ["--archive", os.path.join(here, "results.tar.gz")]
sys.exit(batch.main([here] + args))
