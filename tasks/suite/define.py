# SPDX-License-Identifier: MIT
"""Writes task.json (cases, tolerances, hashes) and initial/kernel.py of every suite operator.

Run from the repository root after editing an operator's cases or its initial kernel:
    PYTHONPATH=resources/harness python3 tasks/suite/define.py
This re-freezes the suite: the frozen initial times in docs/results/ then no longer apply to that operator.
"""
import os
import shutil
import sys

from lowerscope_harness import FORMAT_VERSION, taskfmt

HERE = os.path.dirname(os.path.abspath(__file__))


def t(shape, dtype="float32", init="randn", **kw):
    return dict(shape=list(shape), dtype=dtype, init=init, role="input", **kw)


def v(value):
    return {"value": value}


def case(name, seed, args, nbytes, flops=0):
    return {"name": name, "seed": seed, "args": args, "bytes": int(nbytes), "flops": int(flops)}


def elementwise(dtype, n_in, flops_per, shapes):
    size = {"float16": 2, "float32": 4}[dtype]
    out = []
    for i, shape in enumerate(shapes):
        n = 1
        for d in shape:
            n *= d
        out.append(case("x".join(map(str, shape)), i, [t(shape, dtype) for _ in range(n_in)], n * size * (n_in + 1), n * flops_per))
    return out


def rows(dtype, shapes, extra=lambda m, n: [], out_size=None, flops_per=1, init="randn"):
    size = {"float16": 2, "float32": 4}[dtype]
    res = []
    for i, (m, n) in enumerate(shapes):
        o = out_size(m, n) if out_size else m * n * size
        res.append(case(f"{m}x{n}", i, [t((m, n), dtype, init)] + extra(m, n), m * n * size + o, m * n * flops_per))
    return res


ROWS5 = [(4096, 4096), (8192, 2048), (2048, 16384), (16384, 1024), (10000, 1000)]
OPS = {
    "vector_add": ("elementwise", elementwise("float32", 2, 1, [(1 << 22,), (1 << 23,), (1 << 24,), (1 << 25,), (10000003,)]), {}),
    "gelu": ("elementwise", elementwise("float16", 1, 12, [(8192, 8192), (4096, 12288), (16384, 4096), (1 << 24,), (12000, 5001)]), {}),
    "silu_mul": ("elementwise", elementwise("float16", 2, 5, [(8192, 8192), (4096, 14336), (16384, 4096), (1 << 24,), (12000, 5001)]), {}),
    "row_sum": ("reduction", rows("float32", [(8192, 4096), (4096, 8192), (16384, 1024), (2048, 16384), (30000, 777)], out_size=lambda m, n: 4 * m),
                {"float32": {"atol": 1e-3, "rtol": 1e-4}}),
    "col_sum": ("reduction", rows("float32", [(8192, 4096), (4096, 8192), (65536, 256), (2048, 16384), (12345, 1000)], out_size=lambda m, n: 4 * n),
                {"float32": {"atol": 1e-3, "rtol": 1e-4}}),
    "argmax_rows": ("reduction", rows("float32", [(8192, 1024), (4096, 4096), (16384, 2048), (2048, 8192), (10000, 1000)], out_size=lambda m, n: 8 * m), {}),
    "softmax": ("softmax", rows("float32", ROWS5, flops_per=4), {}),
    "log_softmax": ("softmax", rows("float16", ROWS5, flops_per=4), {}),
    "layernorm": ("norm", rows("float16", [(8192, 1024), (4096, 4096), (16384, 2048), (2048, 8192), (10000, 768)],
                               extra=lambda m, n: [t((n,), "float16"), t((n,), "float16"), v(1e-5)], flops_per=7), {}),
    "rmsnorm": ("norm", rows("float16", [(8192, 1024), (4096, 4096), (16384, 2048), (2048, 8192), (10000, 768)],
                             extra=lambda m, n: [t((n,), "float16"), v(1e-6)], flops_per=4), {}),
    "matmul": ("matmul", [case(f"{m}x{k}x{n}", i, [t((m, k), "float16"), t((k, n), "float16")], 2 * (m * k + k * n + m * n), 2 * m * n * k)
                          for i, (m, k, n) in enumerate([(2048, 2048, 2048), (4096, 4096, 4096), (8192, 1024, 4096), (1000, 3000, 2000), (512, 8192, 8192)])],
               {"float16": {"atol": 5e-2, "rtol": 1e-2}}),
    "bmm": ("batched matmul", [case(f"{b}x{m}x{k}x{n}", i, [t((b, m, k), "float16"), t((b, k, n), "float16")], 2 * b * (m * k + k * n + m * n), 2 * b * m * n * k)
                               for i, (b, m, k, n) in enumerate([(32, 512, 512, 512), (16, 1024, 1024, 1024), (64, 256, 256, 256), (8, 2048, 2048, 2048), (24, 333, 777, 500)])],
            {"float16": {"atol": 5e-2, "rtol": 1e-2}}),
    "transpose2d": ("transpose", rows("float32", [(4096, 4096), (8192, 4096), (2048, 16384), (16384, 1024), (5000, 3001)], flops_per=0), {}),
    "permute3d": ("transpose", [case(f"{b}x{m}x{n}", i, [t((b, m, n), "float16")], 4 * b * m * n)
                                for i, (b, m, n) in enumerate([(64, 512, 512), (16, 2048, 1024), (256, 128, 1024), (8, 4096, 2048), (30, 1000, 999)])], {}),
    "embedding_gather": ("gather", [case(f"V{vv}xD{d}xT{tt}", i, [t((vv, d), "float16"), t((tt,), "int64", "randint", low=0, high=vv)], 2 * 2 * tt * d + 8 * tt)
                                    for i, (vv, d, tt) in enumerate([(50000, 1024, 32768), (32000, 4096, 8192), (128000, 512, 65536), (8000, 2048, 16384), (30000, 768, 50001)])], {}),
    "index_add": ("scatter", [case(f"T{tt}xD{d}->N{n}", i, [t((tt, d)), t((tt,), "int64", "randint", low=0, high=n), v(n)], 4 * tt * d * 3 + 8 * tt)
                              for i, (tt, d, n) in enumerate([(32768, 1024, 8192), (65536, 512, 65536), (16384, 2048, 1024), (8192, 4096, 50000), (50001, 768, 3000)])],
                  {"float32": {"atol": 1e-3, "rtol": 1e-4}}),
    "attention": ("attention", [case(f"{b}x{h}x{n}x{d}", i, [t((b, h, n, d), "float16") for _ in range(3)], 2 * 4 * b * h * n * d, 4 * b * h * n * n * d)
                                for i, (b, h, n, d) in enumerate([(4, 16, 1024, 64), (2, 32, 2048, 64), (1, 16, 4096, 64), (8, 8, 512, 64), (2, 12, 1000, 64)])],
                  {"float16": {"atol": 2e-2, "rtol": 1e-2}}),
    "conv1d_depthwise": ("convolution", [case(f"{b}x{c}x{l}k{k}", i, [t((b, c, l)), t((c, k))], 8 * b * c * l, 2 * b * c * l * k)
                                         for i, (b, c, l, k) in enumerate([(16, 256, 8192, 3), (8, 512, 16384, 5), (32, 1024, 1024, 7), (4, 128, 65536, 3), (10, 300, 5000, 9)])],
                         {"float32": {"atol": 1e-4, "rtol": 1e-4}}),
    "conv2d_depthwise": ("convolution", [case(f"{b}x{c}x{h}x{w}", i, [t((b, c, h, w)), t((c, 3, 3))], 8 * b * c * h * w, 18 * b * c * h * w)
                                         for i, (b, c, h, w) in enumerate([(16, 64, 128, 128), (8, 256, 64, 64), (32, 32, 224, 224), (4, 512, 56, 56), (6, 96, 111, 113)])],
                         {"float32": {"atol": 1e-4, "rtol": 1e-4}}),
    "cumsum": ("scan", rows("float32", [(8192, 4096), (16384, 1024), (4096, 2048), (32768, 512), (10000, 1000)], flops_per=1),
               {"float32": {"atol": 1e-3, "rtol": 1e-4}}),
}


def main():
    for name, (category, cases, tolerances) in OPS.items():
        folder = os.path.join(HERE, name)
        os.makedirs(os.path.join(folder, "initial"), exist_ok=True)
        shutil.copyfile(os.path.join(folder, "kernel.py"), os.path.join(folder, "initial", "kernel.py"))
        task = {"format": FORMAT_VERSION, "name": name, "backend": "cuda", "category": category, "origin": "suite",
                "kernel": "kernel.py", "initial": "initial/kernel.py", "entry": ["forward"],
                "reference": {"kind": "torch", "file": "reference.py", "function": "reference"},
                "cases": cases, "tolerances": tolerances}
        taskfmt.freeze(folder, task)
        problems = taskfmt.validate(folder)
        if problems:
            sys.exit("\n".join(problems))
    print(f"{len(OPS)} suite tasks written")


if __name__ == "__main__":
    main()
