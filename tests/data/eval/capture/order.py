"""Lists the folders of KDIR in profiling order, each with its Triton kernel's name: folders ending in _a, then
the others, then those ending in _b or _v2, so that a slow kernel and its twin (same kernel name) are never
adjacent and Nsight Compute's results can be assigned to folders by runs of the same kernel name."""
import os, re, sys

kdir = sys.argv[1]
names = sorted(n for n in os.listdir(kdir) if os.path.isfile(os.path.join(kdir, n, n + ".py")))
first = [n for n in names if n.endswith("_a")]
last = [n for n in names if n.endswith("_b") or n.endswith("_v2")]
mid = [n for n in names if n not in first and n not in last]
for n in first + mid + last:
    src = open(os.path.join(kdir, n, n + ".py")).read()
    m = re.search(r"@triton\.jit[^\n]*\n(?:@[^\n]*\n)*def\s+(\w+)\(", src)
    print(n, m.group(1))
