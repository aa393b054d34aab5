#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Scores `lowerscope diagnose --json` on the evaluation corpus (tests/data/eval, docs/eval.md).

Every corpus folder holds a kernel's evidence and a label.json. Each folder is diagnosed with a fresh
knowledge base, so the result depends only on the engine and the shipped seed. Figures (docs/eval.md):
top-1, recall@3 and culprit-line accuracy over the slow kernels (label `primary` set); false alarms (medium
or high findings of a cause category) on twins and controls. Standard library only.

    eval_diagnosis.py --binary LOWERSCOPE [--corpus DIR] [--json] [--check BASELINE] [--write-baseline FILE]
                      [--materialize DIR]
"""
import argparse
import gzip
import json
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

# Categories that name the bottleneck rather than a cause (CONTRACTS §5 and issue 13): a medium or high
# finding of one of these on a twin is not a false alarm.
BOTTLENECKS = {"memory-bound", "compute-bound", "latency-bound", "launch-bound"}
ALARM_SEVERITIES = {"medium", "high"}
FIGURES = ("top1", "recall_at_3", "culprit_line")


def load_corpus(corpus):
    items = []
    for name in sorted(os.listdir(corpus)):
        folder = os.path.join(corpus, name)
        label_path = os.path.join(folder, "label.json")
        if not os.path.isfile(label_path):
            continue
        with open(label_path, encoding="utf-8") as f:
            label = json.load(f)
        if label.get("primary"):
            role = "slow"
        elif label.get("twin_of"):
            role = "twin"
        else:
            role = "control"
        items.append({"folder": name, "path": folder, "label": label, "role": role, "origin": origin_of(label)})
    return items


def origin_of(label):
    """Where the kernel comes from (docs/eval.md): `origin` in the label, else "tritonbench-g" for a control
    (the published TritonBench-G operators) and for a pair whose slow kernel is one, else "written" (a kernel
    written for the corpus)."""
    if label.get("origin"):
        return label["origin"]
    if "TritonBench-G" in (label.get("control") or ""):
        return "tritonbench-g"
    return "written"


def materialize(items, dest):
    """Copies every corpus folder into dest, inflating *.gz files (large artifacts are stored gzipped: the
    engine reads gzip only for TritonParse traces). Points each item's path at its copy."""
    for it in items:
        folder = os.path.join(dest, it["folder"])
        os.makedirs(folder, exist_ok=True)
        for name in sorted(os.listdir(it["path"])):
            src = os.path.join(it["path"], name)
            if name.endswith(".gz"):
                with gzip.open(src, "rb") as f, open(os.path.join(folder, name[:-3]), "wb") as g:
                    shutil.copyfileobj(f, g)
            else:
                shutil.copyfile(src, os.path.join(folder, name))
        it["path"] = folder


def diagnose(binary, item, timeout):
    """Runs diagnose on one folder with its own fresh knowledge base; returns (diagnosis dict, error text)."""
    with tempfile.TemporaryDirectory(prefix="ls-eval-") as tmp:
        cmd = [binary, "diagnose", item["path"], "--json", "--kb", os.path.join(tmp, "knowledge.sqlite"),
               "--workspace", os.path.join(tmp, "ws")]
        kernel = item["label"].get("kernel")
        if kernel:
            cmd += ["--kernel", kernel]
        # QT_HASH_SEED=0: the engine orders some equally ranked findings by QHash iteration, which Qt seeds
        # per process; a fixed seed keeps the figures reproducible.
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", QT_HASH_SEED="0",
                   XDG_DATA_HOME=tmp, XDG_CONFIG_HOME=tmp, XDG_CACHE_HOME=tmp)
        try:
            p = subprocess.run(cmd, capture_output=True, timeout=timeout, env=env)
        except subprocess.TimeoutExpired:
            return None, "timed out after %d s" % timeout
    if p.returncode != 0:
        return None, "exit %d: %s" % (p.returncode, p.stderr.decode("utf-8", "replace").strip()[-400:])
    try:
        doc = json.loads(p.stdout.decode("utf-8"))
    except ValueError as e:
        return None, "stdout is not JSON: %s" % e
    if "kernels" in doc and isinstance(doc["kernels"], list):
        ks = [k for k in doc["kernels"] if not kernel or k.get("kernel") == kernel]
        if len(ks) != 1:
            return None, "%d kernels in the diagnosis, expected one" % len(ks)
        doc = ks[0]
    return doc, None


def cites_line(finding, source_name, lines):
    """True when the finding is located at one of `lines` of the kernel's .py, or one of its evidence items
    (kind source, artifact the .py) cites one of them."""
    if not lines:
        return False
    if finding.get("line") in lines and os.path.basename(finding.get("file") or "") == source_name:
        return True
    for ev in finding.get("evidence") or []:
        if ev.get("line") in lines and os.path.basename(ev.get("artifact") or "") == source_name:
            return True
    return False


def score_item(item, diag, error):
    label = item["label"]
    source_name = item["folder"] + ".py"
    row = {"folder": item["folder"], "role": item["role"], "origin": item["origin"], "primary": label.get("primary"),
           "twin": label.get("twin"), "twin_of": label.get("twin_of"), "culprit_line": label.get("culprit_line")}
    if error:
        row["error"] = error
        findings, bottleneck = [], None
    else:
        findings, bottleneck = diag.get("findings") or [], diag.get("bottleneck")
    ranked = [f.get("category") for f in findings]
    top = findings[0] if findings else None
    row["bottleneck"] = bottleneck
    row["top"] = None if top is None else {"category": top.get("category"), "severity": top.get("severity"),
                                           "level": top.get("level"), "line": top.get("line"),
                                           "pattern": top.get("pattern")}
    row["ranked"] = ranked[:5]
    if item["role"] == "slow":
        primary = label["primary"]
        by_bottleneck = primary in BOTTLENECKS and bottleneck == primary
        row["hit_top1"] = bool(ranked[:1] == [primary] or by_bottleneck)
        row["hit_at3"] = bool(primary in ranked[:3] or by_bottleneck)
        lines = set(label.get("culprit_lines") or []) | {label.get("culprit_line")}
        row["hit_line"] = bool(top is not None and cites_line(top, source_name, lines - {None}))
    else:
        flagged = [f for f in findings
                   if f.get("severity") in ALARM_SEVERITIES and f.get("category") not in BOTTLENECKS]
        # A cause the folder's own measurements show present in the profiled launch (label "present",
        # docs/eval.md) is no false alarm; such findings are counted apart.
        present = {p["category"] for p in label.get("present") or []}
        alarming = [f for f in flagged if f.get("category") not in present]
        row["measured_present"] = [f.get("id") for f in flagged if f.get("category") in present]
        cause = label.get("twin_of_category")
        row["false_alarms"] = [f.get("id") for f in alarming]
        row["false_alarms_same_cause"] = [f.get("id") for f in alarming if cause and f.get("category") == cause]
    return row


def ratio(hits, n):
    return round(hits / n, 4) if n else 0.0


def headline(rows):
    slow = [r for r in rows if r["role"] == "slow"]
    others = [r for r in rows if r["role"] != "slow"]
    return {
        "kernels": len(rows),
        "top1": ratio(sum(r["hit_top1"] for r in slow), len(slow)),
        "recall_at_3": ratio(sum(r["hit_at3"] for r in slow), len(slow)),
        "culprit_line": ratio(sum(r["hit_line"] for r in slow), len(slow)),
        "false_alarms": sum(len(r["false_alarms"]) for r in others),
        "false_alarms_same_cause": sum(len(r["false_alarms_same_cause"]) for r in others),
        "slow": len(slow),
        "twins": sum(r["role"] == "twin" for r in rows),
        "controls": sum(r["role"] == "control" for r in rows),
        "errors": sum("error" in r for r in rows),
        "measured_present": sum(len(r.get("measured_present") or []) for r in others),
    }


def summarize(rows, items):
    slow = [r for r in rows if r["role"] == "slow"]
    others = [r for r in rows if r["role"] != "slow"]
    doc = headline(rows)
    # The same figures per origin: kernels written for the corpus and real-world operators (TritonBench-G).
    doc["per_origin"] = {o: headline([r for r in rows if r["origin"] == o]) for o in sorted({r["origin"] for r in rows})}
    per_cat = {}
    labels = {i["folder"]: i["label"] for i in items}
    for r in slow:
        c = per_cat.setdefault(r["primary"], {"slow": 0, "top1": 0, "recall_at_3": 0, "culprit_line": 0,
                                              "twin_false_alarms": 0, "speedups": []})
        c["slow"] += 1
        c["top1"] += r["hit_top1"]
        c["recall_at_3"] += r["hit_at3"]
        c["culprit_line"] += r["hit_line"]
        sp = (labels[r["folder"]].get("speedup") or {}).get("geomean")
        if sp:
            c["speedups"].append(sp)
    for r in others:
        if r["role"] == "twin" and r["twin_of"] in labels:
            cat = labels[r["twin_of"]].get("primary")
            if cat in per_cat:
                per_cat[cat]["twin_false_alarms"] += len(r["false_alarms"])
    for c in per_cat.values():
        n = c["slow"]
        for k in FIGURES:
            c[k] = ratio(c[k], n)
    doc["per_category"] = dict(sorted(per_cat.items()))
    doc["per_kernel"] = rows
    return doc


def print_table(doc, out):
    w = out.write
    w("Evaluation corpus: %d kernels (%d slow, %d twins, %d controls)\n" % (
        doc["kernels"], doc["slow"], doc["twins"], doc["controls"]))
    w("top-1 %.1f %%   recall@3 %.1f %%   culprit line %.1f %%   false alarms %d (same cause as the twin's "
      "slow kernel: %d)\n" % (100 * doc["top1"], 100 * doc["recall_at_3"], 100 * doc["culprit_line"],
                                doc["false_alarms"], doc["false_alarms_same_cause"]))
    w("medium/high findings of causes the twins' and controls' own measurements show present (labels' \"present\"): "
      "%d\n\n" % doc["measured_present"])
    for origin, o in doc["per_origin"].items():
        w("  %-14s %2d kernels (%d slow, %d twins, %d controls): top-1 %.1f %%   recall@3 %.1f %%   culprit line "
          "%.1f %%   false alarms %d\n" % (origin, o["kernels"], o["slow"], o["twins"], o["controls"], 100 * o["top1"],
                                          100 * o["recall_at_3"], 100 * o["culprit_line"], o["false_alarms"]))
    w("\n")
    w("%-26s %-7s %-28s %-28s %s\n" % ("folder", "role", "label", "top finding", "result"))
    for r in doc["per_kernel"]:
        top = r["top"]
        tops = "-" if top is None else "%s/%s:%s" % (top["category"], top["severity"], top["line"] or "")
        if "error" in r:
            res = "ERROR " + r["error"][:60]
        elif r["role"] == "slow":
            res = "top1 %s  @3 %s  line %s" % ("yes" if r["hit_top1"] else "no", "yes" if r["hit_at3"] else "no",
                                               "yes" if r["hit_line"] else "no")
        else:
            res = "%d false alarm(s)" % len(r["false_alarms"]) + (": " + ", ".join(r["false_alarms"][:3]) if r["false_alarms"] else "")
        lab = r["primary"] or ("twin of " + r["twin_of"] if r["twin_of"] else "control")
        if r["primary"] and r["culprit_line"]:
            lab += ":%d" % r["culprit_line"]
        w("%-26s %-7s %-28s %-28s %s\n" % (r["folder"], r["role"], lab[:28], tops[:28], res))
    w("\n%-28s %5s %7s %7s %7s %12s %s\n" % ("category", "slow", "top-1", "@3", "line", "twin alarms", "speed-ups"))
    for cat, c in doc["per_category"].items():
        w("%-28s %5d %6.0f%% %6.0f%% %6.0f%% %12d %s\n" % (cat, c["slow"], 100 * c["top1"], 100 * c["recall_at_3"],
                                                          100 * c["culprit_line"], c["twin_false_alarms"],
                                                          " ".join("%.2fx" % s for s in c["speedups"])))


def check(doc, baseline_path):
    with open(baseline_path, encoding="utf-8") as f:
        base = json.load(f)
    problems = []
    for k in FIGURES:
        if doc[k] + 1e-9 < base[k]:
            problems.append("%s fell from %.4f to %.4f" % (k, base[k], doc[k]))
    if doc["false_alarms"] > base["false_alarms"]:
        problems.append("false alarms rose from %d to %d" % (base["false_alarms"], doc["false_alarms"]))
    for origin, b in (base.get("per_origin") or {}).items():
        o = doc["per_origin"].get(origin)
        if o is None:
            problems.append("no kernel of origin %s, the baseline has %d" % (origin, b["kernels"]))
            continue
        for k in FIGURES:
            if o[k] + 1e-9 < b[k]:
                problems.append("%s (%s) fell from %.4f to %.4f" % (k, origin, b[k], o[k]))
        if o["false_alarms"] > b["false_alarms"]:
            problems.append("false alarms (%s) rose from %d to %d" % (origin, b["false_alarms"], o["false_alarms"]))
    if doc["kernels"] != base["kernels"]:
        problems.append("the corpus has %d kernels, the baseline %d: record a new baseline" % (doc["kernels"], base["kernels"]))
    if doc["errors"]:
        problems.append("%d folder(s) could not be diagnosed" % doc["errors"])
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--binary", required=True, help="the built lowerscope executable")
    ap.add_argument("--corpus", default=os.path.join(here, "..", "tests", "data", "eval"))
    ap.add_argument("--json", action="store_true", help="print one JSON document on stdout")
    ap.add_argument("--check", metavar="BASELINE", help="exit 1 when a figure is worse than in BASELINE")
    ap.add_argument("--write-baseline", metavar="FILE", help="store the headline figures in FILE")
    ap.add_argument("--materialize", metavar="DIR", help="inflate the corpus into DIR and keep it there (else a "
                    "temporary folder): folders there are what `lowerscope diagnose` reads")
    ap.add_argument("--jobs", type=int, default=max(1, min(4, os.cpu_count() or 1)))
    ap.add_argument("--timeout", type=int, default=120, help="seconds per folder")
    a = ap.parse_args()
    if not os.access(a.binary, os.X_OK):
        sys.stderr.write("eval-diagnosis: %s: not an executable (build first: scripts/test or scripts/run)\n" % a.binary)
        return 1
    items = load_corpus(a.corpus)
    if not items:
        sys.stderr.write("eval-diagnosis: %s: no folder with a label.json\n" % a.corpus)
        return 1
    with tempfile.TemporaryDirectory(prefix="ls-eval-corpus-") as tmp:
        materialize(items, a.materialize or tmp)
        with ThreadPoolExecutor(max_workers=a.jobs) as pool:
            results = list(pool.map(lambda it: diagnose(a.binary, it, a.timeout), items))
    rows = [score_item(it, d, e) for it, (d, e) in zip(items, results)]
    doc = summarize(rows, items)
    if a.json:
        json.dump(doc, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        print_table(doc, sys.stdout)
    if a.write_baseline:
        with open(a.write_baseline, "w", encoding="utf-8") as f:
            keys = ("kernels", "top1", "recall_at_3", "culprit_line", "false_alarms", "false_alarms_same_cause", "slow",
                    "twins", "controls")
            base = {k: doc[k] for k in keys}
            base["per_origin"] = {o: {k: v[k] for k in keys} for o, v in doc["per_origin"].items()}
            json.dump(base, f, indent=1)
            f.write("\n")
    if a.check:
        problems = check(doc, a.check)
        for p in problems:
            sys.stderr.write("eval-diagnosis: %s\n" % p)
        if problems:
            return 1
        sys.stderr.write("eval-diagnosis: no figure below the baseline (%s)\n" % a.check)
    return 0


if __name__ == "__main__":
    sys.exit(main())
