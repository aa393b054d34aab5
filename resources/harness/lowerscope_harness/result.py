# SPDX-License-Identifier: MIT
"""The per-candidate result document (docs/tasks.md, "The harness"). Standard library only."""
import json
import math
import os

VERDICTS = ("accepted", "rejected", "incorrect", "failed")
RERUN_ABOVE = 5.0     # speed-ups above this are measured again
REVIEW_ABOVE = 20.0   # and above this flagged for review


def speedup_of(cases):
    """Geometric mean of the per-case speed-ups (None when a case has none)."""
    ups = [c.get("speedup") for c in cases]
    if not ups or any(u is None or u <= 0 for u in ups):
        return None
    return math.exp(sum(math.log(u) for u in ups) / len(ups))


def new(task, candidate, candidate_sha256):
    # task_frozen: the hashes of the task as it ran, which the workspace compares with what it exported.
    return {"harness": 1, "task": task.get("name"), "task_frozen": task.get("frozen"), "candidate": candidate, "candidate_sha256": candidate_sha256,
            "backend": task.get("backend"), "verdict": None, "reasons": [], "static": [], "cases": [],
            "speedup": None, "rerun": False, "review": False, "evidence": None, "environment": {}}


def reject(doc, verdict, check, message, line=None, case=None):
    assert verdict in VERDICTS
    if doc["verdict"] in (None, "accepted"):
        doc["verdict"] = verdict
    doc["reasons"].append({"check": check, "line": line, "case": case, "message": message})
    return doc


def exception(e):
    """A case's failure from an exception its call raised: (check, message)."""
    return ("exception", f"{type(e).__name__}: {str(e)[:400]}")


def reject_case(doc, entry, bad, prefix=""):
    """The case ENTRY failed with BAD = (check, message): incorrect, or failed when its call raised."""
    entry["correct"] = False
    entry["error"] = bad[1]
    reject(doc, "incorrect" if bad[0] != "exception" else "failed", bad[0], prefix + bad[1], case=entry["case"])


def failed_import(doc, out_path, e):
    """A candidate (or reference) that does not even import: the final result, written."""
    reject(doc, "failed", "import", f"{type(e).__name__}: {e}")
    write(finish(doc), out_path)
    return doc


def measured_speedup(doc):
    """The accepted DOC's speed-up, or None when a case's timing stayed noisy (guards.NOISY_REL_IQR): then the
    cases that did are listed in doc["timing_noisy"] and no speed-up is claimed."""
    noisy = [c["case"] for c in doc["cases"] if c.get("timing_noisy")]
    if noisy:
        doc["timing_noisy"] = noisy
        return None
    doc.pop("timing_noisy", None)
    return speedup_of(doc["cases"])


def finish(doc):
    if doc["verdict"] is None:
        doc["verdict"] = "accepted"
        doc["speedup"] = measured_speedup(doc)
        if doc["speedup"] is not None and doc["speedup"] > REVIEW_ABOVE:
            doc["review"] = True
    return doc


def _clean(value):
    """JSON has no NaN or infinity: write them as null."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_clean(v) for v in value]
    return value


def write(doc, path):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(_clean(doc), f, indent=1, allow_nan=False)
        f.write("\n")
    os.replace(tmp, path)
