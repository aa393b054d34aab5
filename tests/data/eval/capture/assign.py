"""Assigns Nsight Compute results (all.raw.csv, one row per profiled launch) to corpus folders, following
order.txt: consecutive results with the same kernel name belong to one folder; the first of them is kept."""
import csv, json, sys

order = [l.split() for l in open(sys.argv[1]) if l.strip()]
rows = list(csv.reader(open(sys.argv[2], newline="")))
hdr = rows[0]
iid, ikn = hdr.index("ID"), hdr.index("Kernel Name")
results = [(r[iid], r[ikn]) for r in rows[2:] if len(r) > ikn and r[iid].strip().isdigit()]
out, i = {}, 0
for folder, kernel in order:
    if i < len(results) and results[i][1].startswith(kernel):
        out[folder] = {"id": int(results[i][0]), "kernel": results[i][1]}
        i += 1
        while i < len(results) and results[i][1] == out[folder]["kernel"]:
            out[folder].setdefault("skipped", 0)
            out[folder]["skipped"] += 1
            i += 1
    else:
        out[folder] = None
json.dump(out, open(sys.argv[3], "w"), indent=1)
print(len(results), "results;", sum(v is not None for v in out.values()), "folders assigned")
for f, v in out.items():
    if v:
        print(v["id"], f)
