"""Capture an evaluation-corpus kernel folder on a GPU: IR of every stage, per-pass dump (stderr of `compile`),
timings of the five cases with an L2 flush before every run, and one launch per folder for Nsight Compute.

    python3 driver.py compile KDIR NAME OUTDIR   # compile SIZES[CASE] once; IR files + capture.json into OUTDIR
    python3 driver.py warm KDIR NAME             # run every case once (fills the Triton cache)
    python3 driver.py bench KDIR OUT.json NAME...  # per case: median and quartiles of the kernel's time
    python3 driver.py ncu KDIR ORDER.txt         # one launch of SIZES[CASE] per folder, in the listed order

KDIR holds one folder per kernel, NAME/NAME.py, which defines SIZES (five cases) and make(size) ->
(launch, out, ref or None, bytes, flops).
"""
import hashlib, importlib.util, json, os, statistics, sys, time

CASE = 0  # the case whose compiled kernel is captured and profiled


def load(kdir, name):
    path = os.path.join(kdir, name, name + ".py")
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod, path


def jit_functions(mod):
    from triton.runtime.jit import JITFunction
    return [v for v in vars(mod).values() if isinstance(v, JITFunction)]


def compiled_kernels(fn):
    out = []
    for dev_cache in fn.device_caches.values():
        out.extend(dev_cache[0].values())
    return out


def rel_err(out, ref):
    import torch
    out = out.double(); ref = ref.double()
    return ((out - ref).norm() / ref.norm().clamp_min(1e-30)).item()


def compile_one(kdir, name, outdir):
    import torch, triton
    mod, path = load(kdir, name)
    torch.manual_seed(CASE)
    launch, out, ref, nbytes, flops = mod.make(mod.SIZES[CASE])
    launch()
    torch.cuda.synchronize()
    ks = [(fn, k) for fn in jit_functions(mod) for k in compiled_kernels(fn)]
    assert len(ks) == 1, f"{name}: expected one compiled kernel, found {len(ks)}"
    fn, compiled = ks[0]
    os.makedirs(outdir, exist_ok=True)
    for ext, text in compiled.asm.items():
        mode = "wb" if isinstance(text, bytes) else "w"
        with open(os.path.join(outdir, f"{name}.{ext}"), mode) as f:
            f.write(text)
    md = compiled.metadata
    meta = {k: (v if isinstance(v, (int, float, str, bool, list, type(None))) else str(v))
            for k, v in (md._asdict().items() if hasattr(md, "_asdict") else vars(md).items())}
    meta.update(n_regs=getattr(compiled, "n_regs", None), n_spills=getattr(compiled, "n_spills", None))
    with open(os.path.join(outdir, f"{name}.meta.json"), "w") as f:
        json.dump(meta, f, indent=1, default=str)
    src = open(path, "rb").read()
    cap = {"source": os.path.basename(path), "source_sha256": hashlib.sha256(src).hexdigest(),
           "kernel": fn.__name__, "case": CASE, "size": list(mod.SIZES[CASE]),
           "triton": triton.__version__, "torch": torch.__version__, "device": torch.cuda.get_device_name(),
           "captured_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
           "n_regs": meta["n_regs"], "n_spills": meta["n_spills"], "shared": meta.get("shared"),
           "num_warps": meta.get("num_warps"), "num_stages": meta.get("num_stages")}
    if ref is not None:
        cap["rel_err"] = rel_err(out(), ref())
    with open(os.path.join(outdir, "capture.json"), "w") as f:
        json.dump(cap, f, indent=1)
    print(json.dumps(cap))


def warm(kdir, name):
    import torch
    mod, _ = load(kdir, name)
    for i, size in enumerate(mod.SIZES):
        torch.manual_seed(i)
        launch, *_ = mod.make(size)
        launch()
        torch.cuda.synchronize()
        del launch
        torch.cuda.empty_cache()
    print("warm", name, "ok")


def time_fn(fn, cache, budget_ms=60.0):
    import torch
    fn(); torch.cuda.synchronize()
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    s.record()
    for _ in range(3):
        fn()
    e.record(); torch.cuda.synchronize()
    est = max(s.elapsed_time(e) / 3, 1e-3)
    n = int(max(10, min(200, budget_ms / est)))
    for _ in range(int(max(2, min(20, 10.0 / est)))):
        fn()
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    for i in range(n):
        cache.zero_()  # flush L2 (H200: 60 MB) before each run
        starts[i].record()
        fn()
        ends[i].record()
    torch.cuda.synchronize()
    return [a.elapsed_time(b) for a, b in zip(starts, ends)]


def bench(kdir, out_json, names):
    import torch
    cache = torch.empty(256 * 1024 * 1024 // 4, dtype=torch.int32, device="cuda")
    rows = []
    for name in names:
        mod, _ = load(kdir, name)
        for i, size in enumerate(mod.SIZES):
            row = dict(kernel=name, case=i, size=list(size))
            try:
                torch.manual_seed(i)
                launch, out, ref, nbytes, flops = mod.make(size)
                launch(); torch.cuda.synchronize()
                if ref is not None:
                    row["rel_err"] = rel_err(out(), ref())
                t = sorted(time_fn(launch, cache))
                q = statistics.quantiles(t, n=4)
                row.update(median_ms=statistics.median(t), q1_ms=q[0], q3_ms=q[2], iqr_ms=q[2] - q[0],
                           min_ms=t[0], runs=len(t), bytes=nbytes, flops=flops)
            except Exception as e:  # one failing case must not lose the rest
                row["error"] = repr(e)[:500]
            rows.append(row)
            print(json.dumps(row), flush=True)
            launch = out = ref = None
            torch.cuda.empty_cache()
        with open(out_json, "w") as f:
            json.dump(rows, f, indent=1)


def ncu(kdir, order_file):
    import torch
    names = [l.split()[0] for l in open(order_file) if l.strip()]
    for name in names:
        mod, _ = load(kdir, name)
        torch.manual_seed(CASE)
        launch, *_ = mod.make(mod.SIZES[CASE])
        torch.cuda.synchronize()
        launch()
        torch.cuda.synchronize()
        print("ncu-launched", name, flush=True)
        launch = None
        torch.cuda.empty_cache()


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "compile":
        compile_one(sys.argv[2], sys.argv[3], sys.argv[4])
    elif cmd == "warm":
        warm(sys.argv[2], sys.argv[3])
    elif cmd == "bench":
        bench(sys.argv[2], sys.argv[3], sys.argv[4:])
    elif cmd == "ncu":
        ncu(sys.argv[2], sys.argv[3])
