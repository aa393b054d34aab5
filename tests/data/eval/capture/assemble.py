"""Builds tests/data/eval from what capture.sh brought back (one or more unpacked eval.tar.gz folders) and the
kernel sources: one folder per kernel with its IR, per-pass dump (gzipped), Nsight Compute CSVs of its own
launch, timings and label.json. Pairs whose twin is not at least THRESHOLD times faster (geometric mean of the
per-case medians) are left out and reported in capture/measurements.json. Standard library only.

    python3 assemble.py OUT_DIR --kernels K_DIR... --captures CAPTURE_DIR... [--add]

--add assembles only the pairs and controls whose timings are in CAPTURE_DIR (a later capture of new kernels)
and merges their measurements into capture/measurements.json; without it every pair is rebuilt.
Artifacts over 48 KB other than JSON and Python are stored gzipped (gzip -n -9: byte-reproducible);
scripts/eval-diagnosis inflates them.
"""
import argparse, csv, gzip, hashlib, io, json, math, os, shutil, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labels import CONTROLS, PAIRS, PRESENT, THRESHOLD, origin  # noqa: E402

STAGES = ("ttir", "ttgir", "llir", "ptx", "nvdisasm", "meta.json")
GZIP_ABOVE = 48 * 1024


def gzip_file(path):
    with open(path, "rb") as f:
        data = f.read()
    with open(path + ".gz", "wb") as f:
        with gzip.GzipFile(filename=os.path.basename(path), mode="wb", fileobj=f, compresslevel=9, mtime=0) as g:
            g.write(data)
    os.remove(path)


def compress_large(folder):
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name.endswith((".json", ".py", ".gz")) or os.path.getsize(path) <= GZIP_ABOVE:
            continue
        gzip_file(path)


def has_rows(capdirs, name):
    for d in capdirs:
        p = os.path.join(d, "bench.json")
        if os.path.exists(p) and any(r["kernel"] == name for r in json.load(open(p))):
            return True
    return False


def find(dirs, *parts):
    for d in dirs:
        p = os.path.join(d, *parts)
        if os.path.exists(p):
            return d, p
    raise FileNotFoundError(os.path.join(*parts))


def records(path):
    """The CSV's records as (fields, original text), so that a filtered copy keeps ncu's exact formatting."""
    with open(path, newline="", encoding="utf-8") as f:
        lines = f.read().splitlines(keepends=True)
    out, start = [], 0
    reader = csv.reader(io.StringIO("".join(lines)))
    for fields in reader:
        end = reader.line_num
        out.append((fields, "".join(lines[start:end])))
        start = end
    return out


def filtered_csv(path, header_rows, rid):
    recs = records(path)
    iid = recs[0][0].index("ID")
    keep = [t for _, t in recs[:header_rows]]
    keep += [t for f, t in recs[header_rows:] if len(f) > iid and f[iid] == str(rid)]
    return "".join(keep), len(keep) - header_rows


def bench_rows(capdirs, name):
    rows = []
    for d in capdirs:
        p = os.path.join(d, "bench.json")
        if os.path.exists(p):
            rows += [r for r in json.load(open(p)) if r["kernel"] == name]
    rows.sort(key=lambda r: r["case"])
    assert [r["case"] for r in rows] == [0, 1, 2, 3, 4], (name, rows)
    return rows


def line_of(text, needle, name):
    hits = [i + 1 for i, l in enumerate(text.splitlines()) if needle in l]
    assert len(hits) == 1, "%s: %r found on lines %s" % (name, needle, hits)
    return hits[0]


def timing(rows):
    return [{"case": r["case"], "size": r["size"], "median_ms": round(r["median_ms"], 6), "q1_ms": round(r["q1_ms"], 6),
             "q3_ms": round(r["q3_ms"], 6), "iqr_ms": round(r["iqr_ms"], 6), "runs": r["runs"],
             "rel_err": r.get("rel_err")} for r in rows]


def copy_folder(name, kdirs, capdirs, out):
    kd, src = find(kdirs, name, name + ".py")
    cd, irdir = find(capdirs, "ir", name)
    dst = os.path.join(out, name)
    os.makedirs(dst, exist_ok=True)
    shutil.copyfile(src, os.path.join(dst, name + ".py"))
    for ext in STAGES:
        shutil.copyfile(os.path.join(irdir, "%s.%s" % (name, ext)), os.path.join(dst, "%s.%s" % (name, ext)))
    with open(os.path.join(irdir, name + ".mlir-passes.txt"), "rb") as f:
        dump = f.read()
    with open(os.path.join(dst, name + ".mlir-passes.txt.gz"), "wb") as f:
        with gzip.GzipFile(filename=name + ".mlir-passes.txt", mode="wb", fileobj=f, compresslevel=9, mtime=0) as g:
            g.write(dump)
    cap = json.load(open(os.path.join(irdir, "capture.json")))
    # kept apart from Triton's metadata keys so that no reader takes this file for a kernel's metadata
    cap = {"source": cap["source"], "source_sha256": cap["source_sha256"], "kernel": cap["kernel"],
           "case": cap["case"], "size": cap["size"], "triton": cap["triton"], "torch": cap["torch"],
           "device": cap["device"], "captured_utc": cap["captured_utc"], "registers": cap["n_regs"],
           "spills": cap["n_spills"], "shared_bytes": cap["shared"], "warps": cap["num_warps"],
           "stages": cap["num_stages"], "rel_err": cap.get("rel_err"), "dump_bytes": len(dump)}
    assert hashlib.sha256(open(src, "rb").read()).hexdigest() == cap["source_sha256"], name + ": source changed since capture"
    assign = json.load(open(os.path.join(cd, "ncu", "assign.json")))
    a = assign.get(name)
    if a:
        raw, n = filtered_csv(os.path.join(cd, "ncu", "all.raw.csv"), 2, a["id"])
        assert n == 1, name
        open(os.path.join(dst, "ncu.raw.csv"), "w", encoding="utf-8", newline="").write(raw)
        det, n = filtered_csv(os.path.join(cd, "ncu", "all.details.csv"), 1, a["id"])
        assert n > 0, name
        open(os.path.join(dst, "ncu.details.csv"), "w", encoding="utf-8", newline="").write(det)
        shutil.copyfile(os.path.join(cd, "ncu", "src.%d.csv" % a["id"]), os.path.join(dst, "ncu.source-sass.csv"))
        cap["ncu_result_id"] = a["id"]
    rows = bench_rows(capdirs, name)
    with open(os.path.join(dst, "bench.json"), "w") as f:
        json.dump([dict(kernel=name, case=r["case"], size=r["size"], ms=r["median_ms"], q1_ms=r["q1_ms"],
                        q3_ms=r["q3_ms"], iqr_ms=r["iqr_ms"], runs=r["runs"], rel_err=r.get("rel_err"),
                        bytes=r["bytes"], flops=r["flops"]) for r in rows], f, indent=1)
        f.write("\n")
    with open(os.path.join(dst, "capture.json"), "w") as f:
        json.dump(cap, f, indent=1)
        f.write("\n")
    compress_large(dst)
    return open(src).read(), cap, rows


def speedup(slow_rows, twin_rows):
    cases = []
    for s, t in zip(slow_rows, twin_rows):
        cases.append({"case": s["case"], "size": s["size"], "slow_ms": round(s["median_ms"], 6),
                      "slow_iqr_ms": round(s["iqr_ms"], 6), "twin_ms": round(t["median_ms"], 6),
                      "twin_iqr_ms": round(t["iqr_ms"], 6), "speedup": round(s["median_ms"] / t["median_ms"], 4)})
    g = math.exp(sum(math.log(c["speedup"]) for c in cases) / len(cases))
    return round(g, 4), cases


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--kernels", nargs="+", required=True)
    ap.add_argument("--captures", nargs="+", required=True)
    ap.add_argument("--add", action="store_true", help="only the pairs captured in --captures; merge measurements")
    a = ap.parse_args()
    mpath = os.path.join(os.path.dirname(os.path.abspath(__file__)), "measurements.json")
    measurements = {"threshold": THRESHOLD, "pairs": [], "controls": CONTROLS}
    if a.add:
        old = json.load(open(mpath))["pairs"]
        order = {(slow, twin): i for i, (slow, twin, *_) in enumerate(PAIRS)}
        measurements["pairs"] = [p for p in old if (p["slow"], p["twin"]) in order]
    for slow, twin, cat, culprit, alts in PAIRS:
        if a.add and not (has_rows(a.captures, slow) and has_rows(a.captures, twin)):
            continue
        srows, trows = bench_rows(a.captures, slow), bench_rows(a.captures, twin)
        g, cases = speedup(srows, trows)
        proven = g >= THRESHOLD
        measurements["pairs"] = [p for p in measurements["pairs"] if (p["slow"], p["twin"]) != (slow, twin)]
        measurements["pairs"].append({"slow": slow, "twin": twin, "category": cat, "geomean": g, "proven": proven,
                                      "cases": cases})
        print("%-18s %-18s %-28s %8.2fx %s" % (slow, twin, cat, g, "proven" if proven else "NOT proven"))
        if not proven:
            continue
        text, cap, _ = copy_folder(slow, a.kernels, a.captures, a.out)
        _, tcap, _ = copy_folder(twin, a.kernels, a.captures, a.out)
        line = line_of(text, culprit, slow)
        lines = [line] + [line_of(text, alt, slow) for alt in alts]
        sp = {"geomean": g, "threshold": THRESHOLD, "cases": cases}
        label = {"primary": cat, "kernel": cap["kernel"], "culprit_line": line, "culprit_lines": lines,
                 "twin": twin, "origin": origin(slow), "speedup": sp, "times": timing(srows)}
        json.dump(label, open(os.path.join(a.out, slow, "label.json"), "w"), indent=1)
        tlabel = {"primary": None, "kernel": tcap["kernel"], "twin_of": slow, "twin_of_category": cat,
                  "origin": origin(twin), "speedup": {"geomean": g, "threshold": THRESHOLD}, "times": timing(trows)}
        if twin in PRESENT:
            tlabel["present"] = PRESENT[twin]
        json.dump(tlabel, open(os.path.join(a.out, twin, "label.json"), "w"), indent=1)
    for name in CONTROLS:
        if a.add and not has_rows(a.captures, name):
            continue
        _, cap, rows = copy_folder(name, a.kernels, a.captures, a.out)
        label = {"primary": None, "kernel": cap["kernel"], "control": "TritonBench-G development split, as published;"
                 " no fix proven by measurement", "origin": origin(name), "times": timing(rows)}
        if name in PRESENT:
            label["present"] = PRESENT[name]
        json.dump(label, open(os.path.join(a.out, name, "label.json"), "w"), indent=1)
    if a.add:
        order = {(slow, twin): i for i, (slow, twin, *_) in enumerate(PAIRS)}
        measurements["pairs"].sort(key=lambda p: order[(p["slow"], p["twin"])])
    json.dump(measurements, open(mpath, "w"), indent=1)


if __name__ == "__main__":
    main()
