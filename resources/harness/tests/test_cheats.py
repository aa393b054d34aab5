# SPDX-License-Identifier: MIT
"""Regression tests of issue 28 section 4: cheats the static and dynamic checks missed, one test per class.
Each candidate is the suite's vector_add kernel with its host wrapper replaced. Standard library only.
Run: python3 -m unittest discover -s resources/harness/tests -t resources/harness
"""
import json
import os
import shutil
import sys
import tempfile
import textwrap
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
HARNESS = os.path.dirname(HERE)
REPO = os.path.dirname(os.path.dirname(HARNESS))
sys.path.insert(0, HARNESS)

from lowerscope_harness import static, taskfmt  # noqa: E402
from lowerscope_harness.__main__ import check_folder  # noqa: E402

VECTOR_ADD = os.path.join(REPO, "tasks", "suite", "vector_add", "kernel.py")
SCALE_ADD = os.path.join(REPO, "tests", "data", "runners", "scale_add")
HONEST_FORWARD = """\
def forward(x, y):
    out = torch.empty_like(x)
    n = x.numel()
    BLOCK = 1024
    vector_add_kernel[(triton.cdiv(n, BLOCK),)](x, y, out, n, BLOCK=BLOCK, num_warps=4)
    return out
"""


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def candidate(host):
    """vector_add's kernel.py with everything after the @triton.jit kernel replaced by HOST."""
    text = read(VECTOR_ADD)
    head = text[:text.index("def forward(x, y):")]
    return head + textwrap.dedent(host).strip("\n") + "\n" + taskfmt.EDIT_END + "\n"


def checks(host, entries=("forward",)):
    return [(f["check"], f["line"]) for f in static.check(candidate(host), list(entries))]


def line_of(host, needle):
    """1-based line of NEEDLE in candidate(host)."""
    return next(i + 1 for i, ln in enumerate(candidate(host).splitlines()) if needle in ln)


class StaticCheatClasses(unittest.TestCase):
    def assertFlagged(self, host, check, needle):
        """HOST is flagged by CHECK at the line holding NEEDLE."""
        got = checks(host)
        self.assertIn((check, line_of(host, needle)), got, f"{host}\n-> {got}")

    def test_honest_variants_stay_clean(self):
        # Things real wrappers do that the new rules must not flag.
        for host in [HONEST_FORWARD, """
            def forward(x, y, dim=None, keepdim=False, scale=1.0, *, device=torch.device("cuda"), dt=torch.float32):
                out = torch.empty_like(x)
                n = x.numel()
                def grid(meta):
                    return (triton.cdiv(n, meta["BLOCK"]),)
                with torch.cuda.device(x.device):
                    vector_add_kernel[grid](x, y, out, n, BLOCK=1024)
                return out
            """, """
            DEBUG = False
            kernel = vector_add_kernel


            def forward(x, y):
                out = torch.empty_like(x)
                n = x.numel()
                if DEBUG:
                    print(n)
                if n == 0:
                    return out
                grid = lambda meta: (triton.cdiv(n, meta["BLOCK"]),)
                kernel[grid](x, y, out, n, BLOCK=1024)
                return out
            """, """
            def _launch(x, y, out):
                n = out.numel()
                vector_add_kernel[(max(1, triton.cdiv(n, 1024)),)](x, y, out, n, BLOCK=1024)


            def forward(x, y):
                out = torch.empty_like(x)
                _launch(x, y, out)
                return out
            """]:
            with self.subTest(host=host):
                self.assertEqual(checks(host), [])

    def test_compute_through_aliases_is_flagged(self):
        # class (a): torch/operator compute reached through an alias, an import-as, an attribute chain, a
        # reference passed elsewhere, or operator.attrgetter.
        zero = "    vector_add_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, torch.empty_like(x), x.numel(), BLOCK=1024)\n"
        cases = [
            ("T = torch\n\n\ndef forward(x, y):\n" + zero + "    return T.sub(x, -y)\n", "T.sub"),
            ("def forward(x, y):\n    T = torch\n    U = T\n" + zero + "    return U.add(x, y)\n", "U.add"),
            ("from torch import add as plus\n\n\ndef forward(x, y):\n" + zero + "    return plus(x, y)\n", "plus(x, y)"),
            ("Fn = torch.nn.functional\n\n\ndef forward(x, y):\n" + zero + "    return Fn.relu(x) + y\n", "Fn.relu"),
            ("import functools\n\n\ndef forward(x, y):\n" + zero + "    return functools.partial(torch.add, x)(y)\n", "torch.add"),
            ("ADD = torch.add\n\n\ndef forward(x, y):\n" + zero + "    return ADD(x, y)\n", "ADD = torch.add"),
            ("import operator as op\n\n\ndef forward(x, y):\n" + zero + "    return op.add(x, y)\n", "import operator"),
            ("import operator\n\n\ndef forward(x, y):\n" + zero + "    return operator.attrgetter('add')(torch)(x, y)\n", "attrgetter"),
            ("from operator import matmul\n\n\ndef forward(x, y):\n" + zero + "    return matmul(x, y)\n", "from operator"),
        ]
        for host, needle in cases:
            with self.subTest(host=host):
                self.assertFlagged(host, "compute-fallback", needle)

    def test_builtins_and_dynamic_names_are_flagged(self):
        # class (b): __builtins__, __import__, importlib, builtins, globals()/vars()/eval/exec/compile, even
        # when only referenced (bound to a name, subscripted) rather than called.
        body = HONEST_FORWARD.replace("    return out\n", "    {}\n    return out\n")
        for stmt, needle in [('m = __builtins__["__import__"]("o" + "s")', "__builtins__"),
                             ("ev = eval", "ev = eval"), ("g = globals", "g = globals"), ("c = compile", "c = compile"),
                             ("imp = x.__class__.__init__.__globals__", "__globals__"),
                             ("f = forward.__defaults__", "__defaults__"), ("d = vars", "d = vars")]:
            with self.subTest(stmt=stmt):
                self.assertFlagged(body.format(stmt), "dynamic-code", needle)
        for imp in ("import importlib", "import builtins", "from importlib import import_module"):
            with self.subTest(imp=imp):
                self.assertFlagged(imp + "\n\n\n" + HONEST_FORWARD, "dynamic-code", imp)

    def test_function_attributes_as_state_are_flagged(self):
        # class (c): a result kept on a function attribute, through an alias of the function or set at
        # module level, or in the locals of a factory's closure, or on an instance kept at module level.
        launch = "        out = torch.empty_like(x)\n        vector_add_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, out, x.numel(), BLOCK=1024)\n"
        cases = [
            ("def forward(x, y):\n    me = forward\n    if not hasattr(me, 'cache'):\n" + launch + "        me.cache = out\n    return me.cache\n",
             "me.cache = out"),
            ("def forward(x, y):\n    me = forward\n    if not hasattr(me, 'cache'):\n" + launch + "        me.cache = {}\n"
             "    me.cache.setdefault(0, x)\n    return x\n", "me.cache.setdefault"),
            ("def forward(x, y):\n    if forward.hits:\n        return forward.hits[0]\n" + launch.replace("        ", "    ")
             + "    forward.hits.append(out)\n    return out\n\n\nforward.hits = []\n", "forward.hits = []"),
            ("def _make():\n    memo = {}\n\n    def forward(x, y):\n        if id(x) not in memo:\n" + launch.replace("        ", "            ")
             + "            memo[id(x)] = out\n        return memo[id(x)]\n    return forward\n\n\nforward = _make()\n", "memo[id(x)] = out"),
            ("class _Op:\n    def __init__(self):\n        self.memo = {}\n\n    def __call__(self, x, y):\n        if id(x) not in self.memo:\n"
             + launch.replace("        ", "            ") + "            self.memo[id(x)] = out\n        return self.memo[id(x)]\n\n\nforward = _Op()\n",
             "self.memo[id(x)] = out"),
        ]
        for host, needle in cases:
            with self.subTest(host=host):
                self.assertFlagged(host, "result-cache", needle)

    def test_mutable_default_arguments_are_flagged(self):
        # class (d): a memo in a default argument (list, dict, set, a call that makes one), keyword-only and
        # lambda defaults included; immutable defaults (None, numbers, torch.device(...)) stay allowed.
        for sig, needle in [("def forward(x, y, _memo={}):", "_memo={}"), ("def forward(x, y, _memo=[]):", "_memo=[]"),
                            ("def forward(x, y, *, _m=dict()):", "_m=dict()"), ("def forward(x, y, _m=({},)):", "_m=({},)"),
                            ("def forward(x, y, _m=collections.OrderedDict()):", "OrderedDict")]:
            host = HONEST_FORWARD.replace("def forward(x, y):", sig)
            with self.subTest(sig=sig):
                self.assertFlagged(host, "result-cache", needle)
        host = HONEST_FORWARD + "\n\nhelper = lambda v, seen=set(): seen.add(v)\n"
        self.assertFlagged(host, "result-cache", "seen=set()")

    def test_patching_torch_and_triton_through_aliases_is_flagged(self):
        # class (e): attributes of torch/triton objects and classes replaced through an alias, setattr, delattr
        # or type(obj).
        for stmt, needle in [("E = torch.cuda.Event\nE.elapsed_time = lambda self, other: 1e-3", "E.elapsed_time"),
                             ("from torch.cuda import Event\nEvent.record = lambda self, s=None: None", "Event.record ="),
                             ("C = torch.cuda\nC.synchronize = lambda: None", "C.synchronize"),
                             ("setattr(torch.cuda.Event, 'elapsed_time', None)", "setattr"),
                             ("type(torch.empty(1)).add = None", "type(torch.empty(1)).add"),
                             ("J = triton.runtime.jit.JITFunction\nJ.run = None", "J.run"),
                             ("del torch.cuda.Event.query", "del torch")]:
            host = stmt + "\n\n\n" + HONEST_FORWARD
            with self.subTest(stmt=stmt):
                self.assertFlagged(host, "timer-patch", needle)

    def test_dead_or_empty_launches_do_not_count(self):
        # class (f): the only launch after a return, under if False / if 0 / while 0, in a loop over range(0),
        # after `False and`, in a nested function never called, or with a grid known to be empty.
        launch = "vector_add_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, out, x.numel(), BLOCK=1024)"
        pre = "def forward(x, y):\n    out = torch.empty_like(x)\n"
        dead = [pre + "    return out\n    " + launch + "\n",
                pre + "    if False:\n        " + launch + "\n    return out\n",
                pre + "    if 0:\n        " + launch + "\n    return out\n",
                pre + "    if not 1:\n        " + launch + "\n    return out\n",
                pre + "    while 0:\n        " + launch + "\n    return out\n",
                pre + "    for _ in range(0):\n        " + launch + "\n    return out\n",
                pre + "    False and " + launch + "\n    return out\n",
                pre + "    def never():\n        " + launch + "\n    return out\n",
                pre + "    never = lambda: " + launch + "\n    return out\n",
                "def _helper(x, y, out):\n    " + launch + "\n\n\n" + pre + "    return out\n    _helper(x, y, out)\n"]
        for host in dead:
            with self.subTest(host=host):
                self.assertEqual(checks(host), [("no-triton-launch", line_of(host, "vector_add_kernel[("))])
        empty = ["vector_add_kernel[(0,)](x, y, out, 0, BLOCK=1024)",
                 "vector_add_kernel[(x.numel() * 0,)](x, y, out, 0, BLOCK=1024)",
                 "vector_add_kernel[(triton.cdiv(0, 1024), 1)](x, y, out, 0, BLOCK=1024)",
                 "vector_add_kernel[lambda meta: (0,)](x, y, out, 0, BLOCK=1024)"]
        for launch_ in empty:
            host = pre + "    " + launch_ + "\n    return out\n"
            with self.subTest(launch=launch_):
                self.assertEqual(checks(host), [("no-triton-launch", line_of(host, "vector_add_kernel["))])
        named = pre + "    n = 0\n    grid = (triton.cdiv(n, 1024),)\n    vector_add_kernel[grid](x, y, out, n, BLOCK=1024)\n    return out\n"
        self.assertEqual(checks(named), [("no-triton-launch", line_of(named, "vector_add_kernel[grid]"))])

    def test_every_shipped_kernel_stays_clean(self):
        # Fixed false positives are worse than a missed cheat: every task folder's kernel.py (and its initial
        # kernel) under tasks/ and tests/data passes the static checks as `tasks check` runs them.
        folders = []
        for root in (os.path.join(REPO, "tasks"), os.path.join(REPO, "tests", "data")):
            for d, _, files in os.walk(root):
                if taskfmt.TASK_FILE in files:
                    folders.append(d)
        self.assertGreaterEqual(len(folders), 32)
        for d in sorted(folders):
            task = taskfmt.load(d)
            plain = task.get("backend") == "python"
            with self.subTest(task=d):
                self.assertEqual(check_folder(d)[1], [])
                initial = read(os.path.join(d, task["initial"]))
                self.assertEqual(static.check(initial, task["entry"], require_launch=not plain), [])


class DynamicGuards(unittest.TestCase):
    """The pure-Python helpers the device run and the plain-Python run share (guards.py)."""

    def test_rebinding_is_seen_before_any_call(self):
        from lowerscope_harness import guards

        class Timer:
            def elapsed(self):
                return 1.0

        fake_mod = type(sys)("fake_mod")
        fake_mod.clock = time.perf_counter
        fake_mod.state = 0
        snap = guards.snapshot({"fake_mod": fake_mod, "Timer": Timer})
        self.assertEqual(guards.rebound(snap), [])
        fake_mod.state = 1          # plain data may change
        fake_mod.extra = len        # a new module attribute is not a rebinding
        self.assertEqual(guards.rebound(snap), [])
        original = Timer.elapsed
        Timer.elapsed = lambda self: 1e-6
        fake_mod.clock = lambda: 0.0
        self.assertEqual(sorted(guards.rebound(snap)), ["Timer.elapsed", "fake_mod.clock"])
        Timer.elapsed = original
        Timer.fresh = lambda self: 0  # a new method on a class is
        self.assertEqual(sorted(guards.rebound(snap)), ["Timer.fresh", "fake_mod.clock"])

    def test_rotation_refills_outputs_and_poisons_what_was_returned(self):
        from lowerscope_harness import guards
        prepared = []
        rot = guards.Rotation(lambda args: args[0], [[[1.0]], [[2.0]]],
                              lambda args, previous: prepared.append((args[0][0], previous)))
        for _ in range(5):
            rot.call(rot.before())
        self.assertEqual(rot.calls, 5)
        self.assertEqual([p[0] for p in prepared], [1.0, 2.0, 1.0, 2.0, 1.0])  # the sets in turn
        self.assertEqual([p[1] for p in prepared[:2]], [None, None])
        self.assertIs(prepared[2][1], rot.sets[0][0])                           # set 0's previous return
        self.assertGreaterEqual(guards.TIMED_SETS, 2)


class PlainPythonEndToEnd(unittest.TestCase):
    """The memo cheat on the plain-Python task scale_add, run as `lowerscope_harness run` runs it (pyrun.py).
    The static checks are bypassed (precheck left out) so that the dynamic checks alone are shown."""

    def run_candidate(self, body, static_checks=False):
        from lowerscope_harness import pyrun
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        task = os.path.join(tmp, "scale_add")
        shutil.copytree(SCALE_ADD, task)
        text = read(os.path.join(task, "kernel.py"))
        b, e = text.index(taskfmt.EDIT_BEGIN), text.index(taskfmt.EDIT_END)
        cand = os.path.join(tmp, "candidate.py")
        with open(cand, "w", encoding="utf-8") as f:
            f.write(text[:b] + taskfmt.EDIT_BEGIN + "\n" + textwrap.dedent(body).strip("\n") + "\n" + text[e:])
        out = os.path.join(tmp, "result.json")
        if static_checks:
            return pyrun.run(task, cand, out)
        original = pyrun.static.precheck

        def precheck_without_static(folder, candidate_path, out_path, require_launch=True):
            saved = pyrun.static.check
            pyrun.static.check = lambda *a, **k: []
            try:
                return original(folder, candidate_path, out_path, require_launch)
            finally:
                pyrun.static.check = saved
        pyrun.static.precheck = precheck_without_static
        try:
            doc = pyrun.run(task, cand, out)
        finally:
            pyrun.static.precheck = original
        with open(out, encoding="utf-8") as f:
            self.assertEqual(json.load(f)["verdict"], doc["verdict"])
        return doc

    SKIP_MEMO = """
        def scale_add(alpha, x, y, out, _memo={}):
            # Computes once per input object, then skips: timing reused the same lists, the checks fresh ones.
            if id(x) in _memo:
                return None
            _memo[id(x)] = x
            for i in range(len(x)):
                out[i] = alpha * x[i] + y[i]
        """
    COPY_MEMO = """
        def scale_add(alpha, x, y, out, _memo={}):
            # Keeps each result by the inputs' identity and copies it back: cheap, and right while the values stay.
            key = (id(x), id(y))
            if key not in _memo:
                _memo[key] = (x, y, [alpha * a + b for a, b in zip(x, y)])
            out[:] = _memo[key][2]
        """
    RETURN_MEMO = """
        def scale_add(alpha, x, y, out, _memo={}):
            key = (id(x), id(y))
            if key not in _memo:
                _memo[key] = (x, y, [alpha * a + b for a, b in zip(x, y)])
            return _memo[key][2]
        """

    def test_identity_memo_is_rejected_by_the_dynamic_checks(self):
        for name, body, check in [("skip", self.SKIP_MEMO, "nan-output"), ("copy", self.COPY_MEMO, "wrong-result"),
                                  ("return", self.RETURN_MEMO, "nan-output")]:
            with self.subTest(memo=name):
                doc = self.run_candidate(body)
                self.assertEqual(doc["verdict"], "incorrect", doc["reasons"])
                self.assertEqual(doc["reasons"][0]["check"], check, doc["reasons"])
                self.assertIsNone(doc["speedup"])

    def test_memo_is_rejected_statically_too(self):
        doc = self.run_candidate(self.SKIP_MEMO, static_checks=True)
        self.assertEqual(doc["verdict"], "rejected")
        self.assertEqual([r["check"] for r in doc["reasons"]], ["result-cache"])

    def test_honest_candidate_is_still_accepted(self):
        doc = self.run_candidate("""
            def scale_add(alpha, x, y, out):
                out[:] = [alpha * a + b for a, b in zip(x, y)]
            """, static_checks=True)
        self.assertEqual(doc["verdict"], "accepted", doc["reasons"])
        self.assertTrue(all(c["rechecked"] for c in doc["cases"]))
        self.assertGreater(doc["speedup"], 0)

    def test_timer_rebound_at_import_is_caught_before_timing(self):
        doc = self.run_candidate("""
            import statistics
            statistics.median = lambda data: 1e-9
            def scale_add(alpha, x, y, out):
                out[:] = [alpha * a + b for a, b in zip(x, y)]
            """)
        self.assertEqual(doc["verdict"], "rejected", doc["reasons"])
        self.assertEqual(doc["reasons"][0]["check"], "timer-patch")
        self.assertIn("statistics.median", doc["reasons"][0]["message"])
        self.assertTrue(all("ms" not in c for c in doc["cases"]))


if __name__ == "__main__":
    unittest.main()
