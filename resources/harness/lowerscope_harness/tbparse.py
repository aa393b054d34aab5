# SPDX-License-Identifier: MIT
"""Reads a TritonBench-G operator file and its GEAK-eval perf file without executing either.

An operator file is the kernel half, a line of 146 '#', then a test that leaves its outputs in
`result_gold`. A perf file's `get_input_tensors()` builds the timing shapes and `call_op()` calls the
operator; `get_gbps()`/`get_tflops()` count its bytes and FLOPs. Everything here walks the `ast`: the
loops, arithmetic and torch constructors of get_input_tensors() are evaluated symbolically.
"""
import ast
import textwrap

from . import taskfmt

SEPARATOR = "#" * 146
# Bounds on the symbolic evaluation (docs/tasks.md, "Limits"): a perf file is read as data, so what it asks
# for is refused, with its line, before it takes long or much memory (`for i in range(10**9): xs.append(i)`
# grew to 5.4 GB). The 11 TritonBench-G perf files (tests/data/tritonbench-g) need at most 1,897 steps and
# append at most 31 inputs.
MAX_STEPS = 200_000        # statements and expressions evaluated over the whole perf file (well under a second)
MAX_ELEMENTS = 100_000     # elements of any list, tuple, string or range it builds
MAX_INPUTS = 1_000         # inputs get_input_tensors() appends: each is a candidate case (the readers' 1,000 warnings)
# A perf file's byte count may differ from the tensors' sizes by this fraction before it is reported (rounding,
# a few scalars counted as bytes).
BYTES_TOLERANCE = 0.1
MAX_INT_BITS = 256         # integers it computes (2 ** 10 ** 9 is refused before it is computed)
DTYPES = {"float16": "float16", "half": "float16", "bfloat16": "bfloat16", "float32": "float32",
          "float": "float32", "float64": "float64", "double": "float64", "int8": "int8", "uint8": "uint8",
          "int16": "int16", "int32": "int32", "int": "int32", "int64": "int64", "long": "int64", "bool": "bool"}
SIZES = {"float16": 2, "bfloat16": 2, "float32": 4, "float64": 8, "int8": 1, "uint8": 1, "int16": 2,
         "int32": 4, "int64": 8, "bool": 1}
LIKE = {"empty_like", "zeros_like", "ones_like", "rand_like", "randn_like", "full_like"}
CTORS = {"rand", "randn", "randint", "empty", "zeros", "ones", "tensor", "arange", "full", "randperm"} | LIKE
# Tensor methods that cast: x.half(), x.int(), ...
CASTS = {"half": "float16", "float": "float32", "double": "float64", "bfloat16": "bfloat16", "int": "int32",
         "long": "int64", "short": "int16", "bool": "bool", "byte": "uint8", "char": "int8"}


class DType(str):
    """A torch dtype as the perf file names it (torch.float16), by its task-format name."""


def _chain(node):
    """['torch', 'cuda', 'manual_seed'] for torch.cuda.manual_seed; None for anything but a dotted name."""
    out = []
    while isinstance(node, ast.Attribute):
        out.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    return [node.id] + out[::-1]


def _prod(xs):
    n = 1
    for x in xs:
        n *= x
    return n


def _nested_shape(data):
    """(shape, flat values) of a nested list of numbers; (None, []) when it is ragged."""
    if not isinstance(data, (list, tuple)):
        return [], [data]
    if not data:
        return [0], []
    parts = [_nested_shape(d) for d in data]
    if any(p[0] is None or p[0] != parts[0][0] for p in parts):
        return None, []
    return [len(data)] + parts[0][0], [v for p in parts for v in p[1]]


class ParseError(Exception):
    def __init__(self, line, message):
        super().__init__(message)
        self.line = line
        self.message = message


class LimitError(ParseError):
    """A perf file that asks for more than the bounds below: refused, never read in part."""


def split_operator(text):
    """(kernel_half, test_half, separator_line): the separator is the first line of exactly 146 '#'."""
    lines = text.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if line.strip() == SEPARATOR:
            return "".join(lines[:i]), "".join(lines[i + 1:]), i + 1
    raise ParseError(None, "no separator line of 146 '#' between the kernel and its test")


# ---------------------------------------------------------------- the test half: is it vacuous?

def _returns_value(fn):
    return any(isinstance(n, ast.Return) and n.value is not None and
               not (isinstance(n.value, ast.Constant) and n.value.value is None) for n in ast.walk(fn))


def _classify(expr, assigned, nonreturning, depth=0):
    """'none', 'meta' (shapes, sizes, booleans) or 'data' for one value stored in result_gold."""
    if depth > 20:
        return "data"
    if isinstance(expr, ast.Constant):
        return "none" if expr.value is None else ("meta" if isinstance(expr.value, bool) else "data")
    if isinstance(expr, ast.Name):
        if expr.id in assigned:
            return _classify(assigned[expr.id], assigned, nonreturning, depth + 1)
        return "data"
    if isinstance(expr, ast.Compare) or isinstance(expr, ast.BoolOp) or \
            (isinstance(expr, ast.UnaryOp) and isinstance(expr.op, ast.Not)):
        return "meta"
    if isinstance(expr, ast.Attribute) and expr.attr in ("shape", "dtype", "device", "ndim", "is_contiguous"):
        return "meta"
    if isinstance(expr, ast.Call):
        f = expr.func
        name = f.id if isinstance(f, ast.Name) else (f.attr if isinstance(f, ast.Attribute) else None)
        if isinstance(f, ast.Name) and f.id in nonreturning:
            return "none"
        if name in ("allclose", "equal", "isclose", "bool", "size", "dim", "numel", "is_contiguous", "len",
                    "all", "any", "type", "isinstance", "stride"):
            if name in ("all", "any") and isinstance(f, ast.Attribute):
                return _classify(f.value, assigned, nonreturning, depth + 1) if not isinstance(f.value, ast.Call) \
                    else "meta"
            return "meta"
        if isinstance(f, ast.Attribute) and name in ("clone", "cpu", "numpy", "detach", "float", "tolist", "item",
                                                       "to", "contiguous", "cuda"):
            return _classify(f.value, assigned, nonreturning, depth + 1)
        return "data"
    if isinstance(expr, (ast.Tuple, ast.List)):
        kinds = {_classify(e, assigned, nonreturning, depth + 1) for e in expr.elts}
        return "data" if "data" in kinds else ("meta" if "meta" in kinds else "none")
    return "data"


def vacuous_reason(kernel_half, test_half, offset=0):
    """Why the test half checks nothing (a sentence), or None when it leaves real data in result_gold.
    offset: the file line just before the test half (its separator), so that lines name the whole file."""
    ktree = ast.parse(kernel_half)
    ttree = ast.parse(test_half)
    nonreturning = {n.name for n in list(ktree.body) + list(ttree.body)
                    if isinstance(n, ast.FunctionDef) and not _returns_value(n)}
    functions = {n.name: n for n in ttree.body if isinstance(n, ast.FunctionDef)}
    gold = [n for n in ttree.body if isinstance(n, ast.Assign) and
            any(isinstance(t, ast.Name) and t.id == "result_gold" for t in n.targets)]
    if not gold:
        return "the test never assigns result_gold"
    value = gold[-1].value
    if isinstance(value, ast.Constant) and value.value is None:
        return f"result_gold is None (line {gold[-1].lineno + offset})"
    values, assigned = [], {}
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in functions:
        fn = functions[value.func.id]
        if not _returns_value(fn):
            return f"result_gold is None: {fn.name}() returns nothing"
        for n in ast.walk(fn):
            if isinstance(n, ast.Assign):
                for t in n.targets:
                    if isinstance(t, ast.Name):
                        assigned[t.id] = n.value
                    elif isinstance(t, ast.Subscript):
                        values.append(n.value)
        for n in ast.walk(fn):
            if isinstance(n, ast.Return) and n.value is not None:
                if isinstance(n.value, ast.Dict):
                    values.extend(n.value.values)
                elif not isinstance(n.value, ast.Name):
                    values.append(n.value)
        for n in list(assigned.values()):
            if isinstance(n, ast.Dict):
                values.extend(n.values)
    else:
        values.append(value)
    if not values:
        return "result_gold holds no values"
    kinds = [_classify(v, assigned, nonreturning) for v in values]
    if all(k == "none" for k in kinds):
        return "every value in result_gold is None (the wrapper it collects returns nothing)"
    if "data" not in kinds:
        return "result_gold holds only shapes or booleans"
    return None


# ---------------------------------------------------------------- the perf file: shapes, bytes, FLOPs

class TensorSpec(dict):
    """An argument of a case as the task format writes it (docs/tasks.md)."""

    def numel(self):
        return _prod(self["shape"])

    def logical_shape(self):
        """The shape the code sees: the made shape, permuted when the code permuted it."""
        perm = self.get("permute")
        return [self["shape"][p] for p in perm] if perm else list(self["shape"])

    def nbytes(self):
        return self.numel() * SIZES[self["dtype"]]


class _Budget:
    """The steps left to one perf file's evaluation, shared by every _Eval of it."""

    def __init__(self, steps=MAX_STEPS):
        self.steps = steps


class _Eval:
    def __init__(self, env=None, budget=None):
        self.env = dict(env or {})
        self.appended = []
        self.budget = budget if budget is not None else _Budget()

    def fail(self, node, what):
        raise ParseError(getattr(node, "lineno", None), what)

    def limit(self, node, what):
        raise LimitError(getattr(node, "lineno", None), what)

    def small_int(self, node, v):
        """V, refused when an integer of more than MAX_INT_BITS bits."""
        if isinstance(v, int) and v.bit_length() > MAX_INT_BITS:
            self.limit(node, f"an integer of {v.bit_length()} bits, more than the {MAX_INT_BITS} a perf file may "
                             "compute")
        return v

    def tick(self, node):
        self.budget.steps -= 1
        if self.budget.steps < 0:
            self.limit(node, f"the perf file needs more than {MAX_STEPS} evaluation steps (a loop too long to read "
                             "as data)")

    def sized(self, node, n):
        """Refuses a list, tuple, string or range of N elements beyond MAX_ELEMENTS."""
        if n > MAX_ELEMENTS:
            self.limit(node, f"a sequence of {n} elements, more than the {MAX_ELEMENTS} a perf file may build")

    def binop(self, node, a, b):
        op = type(node.op)
        seqs = (list, tuple, str)
        if op is ast.Mult and isinstance(a, seqs) and isinstance(b, int):
            self.sized(node, len(a) * max(b, 0))
        elif op is ast.Mult and isinstance(b, seqs) and isinstance(a, int):
            self.sized(node, len(b) * max(a, 0))
        elif op is ast.Add and isinstance(a, seqs) and isinstance(b, seqs):
            self.sized(node, len(a) + len(b))
        elif isinstance(a, int) and isinstance(b, int):
            bits = {ast.Mult: a.bit_length() + b.bit_length(),
                    ast.Pow: a.bit_length() * b if abs(a) > 1 and b > 0 else 0}.get(op, 0)
            if bits > MAX_INT_BITS:
                self.limit(node, f"an integer of about {bits} bits, more than the {MAX_INT_BITS} a perf file may "
                                 "compute")
        ops = {ast.Add: lambda: a + b, ast.Sub: lambda: a - b, ast.Mult: lambda: a * b,
               ast.FloorDiv: lambda: a // b, ast.Div: lambda: a / b, ast.Pow: lambda: a ** b,
               ast.Mod: lambda: a % b}
        if op not in ops:
            return None, False
        try:
            v = ops[op]()
        except (ArithmeticError, TypeError, ValueError) as e:
            self.fail(node, f"cannot evaluate '{ast.unparse(node)[:60]}': {e}")
        return self.small_int(node, v), True

    def tensor(self, node, spec):
        """SPEC, when a device could hold it (taskfmt.MAX_CASE_TENSOR_BYTES); refused with the line otherwise."""
        if not all(isinstance(d, int) and d >= 0 for d in spec["shape"]):
            self.fail(node, f"a tensor of shape {spec['shape']}: expected non-negative integers")
        if spec.nbytes() > taskfmt.MAX_CASE_TENSOR_BYTES:
            self.limit(node, f"a tensor of shape {spec['shape']} ({spec['dtype']}): {spec.nbytes()} bytes, more than "
                             f"the {taskfmt.MAX_CASE_TENSOR_BYTES} a device could hold")
        return spec

    def dtype(self, node):
        v = self.expr(node)
        if isinstance(v, DType):
            return str(v)
        if isinstance(v, str) and v in DTYPES:
            return DTYPES[v]
        self.fail(node, f"unknown dtype '{ast.unparse(node)[:60]}'")

    def shape(self, args, node):
        vals = [self.expr(a) for a in args]
        if len(vals) == 1 and isinstance(vals[0], (list, tuple)):
            vals = list(vals[0])
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in vals):
            self.fail(node, f"a shape that is not made of integers: '{ast.unparse(node)[:60]}'")
        return list(vals)

    def ctor(self, name, node):
        return self.tensor(node, self.make_tensor(name, node))

    def make_tensor(self, name, node):
        """A torch constructor as a tensor of the task format (docs/tasks.md): its shape, dtype and how its
        values are made. Keywords that only place it (device, requires_grad, pin_memory, layout) are ignored."""
        kw = {k.arg: k.value for k in node.keywords if k.arg is not None}
        unknown = set(kw) - {"dtype", "device", "requires_grad", "pin_memory", "layout", "size", "generator",
                             "memory_format", "low", "high", "fill_value", "start", "end", "step", "data", "out"}
        if unknown or "out" in kw or any(k.arg is None for k in node.keywords):
            self.fail(node, f"torch.{name}() with keyword(s) {', '.join(sorted(unknown | ({'out'} & set(kw))) or ['**'])} "
                            "cannot be read as a tensor")
        args = list(node.args)
        if any(isinstance(a, ast.Starred) for a in args):
            args = [ast.Tuple(elts=args, ctx=ast.Load())] if len(args) == 1 and False else args
            vals = []
            for a in args:
                vals += list(self.expr(a.value)) if isinstance(a, ast.Starred) else [self.expr(a)]
            args = [ast.Constant(tuple(vals))]
        dtype = self.dtype(kw["dtype"]) if "dtype" in kw else None
        if name in LIKE:
            src = self.expr(args[0])
            if not isinstance(src, TensorSpec):
                self.fail(node, f"torch.{name}() of something that is not a tensor")
            init = name[:-5]
            spec = TensorSpec(shape=src.logical_shape(), dtype=dtype or src["dtype"], init=init)
            if init == "full":
                spec["value"] = self.expr(args[1] if len(args) > 1 else kw["fill_value"])
            return spec
        if name == "randint":
            if "size" in kw:
                args.append(kw["size"])
            if "low" in kw or "high" in kw:
                low = self.expr(kw["low"]) if "low" in kw else 0
                high = self.expr(kw["high"])
                size = args[-1]
            elif len(args) == 2:
                low, high, size = 0, self.expr(args[0]), args[1]
            elif len(args) == 3:
                low, high, size = self.expr(args[0]), self.expr(args[1]), args[2]
            else:
                self.fail(node, "torch.randint() without (low,) high and size")
            if not (isinstance(low, int) and isinstance(high, int) and high > low):
                self.fail(node, f"torch.randint() with low {low!r} and high {high!r}: expected integers, high > low")
            return TensorSpec(shape=self.shape([size], node), dtype=dtype or "int64", init="randint", low=low, high=high)
        if name == "randperm":
            n = self.expr(args[0])
            if not isinstance(n, int):
                self.fail(node, "torch.randperm() of something that is not an integer")
            return TensorSpec(shape=[n], dtype=dtype or "int64", init="randperm")
        if name == "tensor":
            data = self.expr(args[0] if args else kw["data"])
            shape, flat = _nested_shape(data)
            if shape is None or not all(isinstance(v, (int, float, bool)) for v in flat):
                self.fail(node, "torch.tensor() of data that is not a (nested) list of numbers")
            self.sized(node, len(flat))
            isfloat = any(isinstance(v, float) for v in flat)
            return TensorSpec(shape=shape, dtype=dtype or ("float32" if isfloat else "int64"), init="tensor", data=flat)
        if name == "arange":
            vals = [self.expr(a) for a in args]
            for k in ("start", "end", "step"):
                if k in kw:
                    vals.append(self.expr(kw[k]))
            start, end, step = (0, vals[0], 1) if len(vals) == 1 else (vals[0], vals[1], vals[2] if len(vals) > 2 else 1)
            if not all(isinstance(v, int) and not isinstance(v, bool) for v in (start, end, step)) or step == 0:
                self.fail(node, "torch.arange() with bounds that are not integers (or a step of 0)")
            n = max(0, -((start - end) // step))
            spec = TensorSpec(shape=[n], dtype=dtype or "int64", init="arange")
            if start:
                spec["start"] = start
            if step != 1:
                spec["step"] = step
            return spec
        if name == "full":
            fill = self.expr(args[1] if len(args) > 1 else kw["fill_value"])
            if not isinstance(fill, (int, float, bool)):
                self.fail(node, "torch.full() with a fill value that is not a number")
            size = args[0] if args else kw["size"]
            return TensorSpec(shape=self.shape([size], node), dtype=dtype or ("float32" if isinstance(fill, float) else "int64"),
                              init="full", value=fill)
        if "size" in kw:
            args = [kw["size"]]
        return TensorSpec(shape=self.shape(args, node), dtype=dtype or "float32", init=name)

    def method(self, node, base, attr):
        """A method of a symbolic tensor: the placing and viewing ones keep it a tensor (with its new dtype or
        shape); the ones that only read its size give integers; anything else is refused with the line."""
        args = node.args
        if attr in ("cuda", "contiguous", "clone", "detach", "cpu", "requires_grad_", "pin_memory", "npu"):
            if attr == "contiguous" and base.get("permute"):
                out = TensorSpec(base)
                out["contiguous"] = True
                return out
            return base
        if attr in CASTS:
            out = TensorSpec(base)
            out["dtype"] = CASTS[attr]
            return self.tensor(node, out)
        if attr == "to" or attr == "type":
            out = TensorSpec(base)
            for a in list(args) + [k.value for k in node.keywords if k.arg == "dtype"]:
                v = self.expr(a)
                if isinstance(v, DType):
                    out["dtype"] = str(v)
                elif isinstance(v, TensorSpec):
                    out["dtype"] = v["dtype"]
            return self.tensor(node, out)
        if attr in ("view", "reshape"):
            if base.get("permute") and not base.get("contiguous"):
                self.fail(node, f".{attr}() of a permuted tensor cannot be read as a tensor")
            shape = self.shape(args, node)
            total = base.numel()
            if shape.count(-1) == 1:
                rest = 1
                for d in shape:
                    rest *= d if d != -1 else 1
                shape[shape.index(-1)] = total // rest if rest else 0
            if any(d < 0 for d in shape) or _prod(shape) != total:
                self.fail(node, f".{attr}({shape}) of a tensor of {total} elements")
            out = TensorSpec({k: v for k, v in base.items() if k not in ("permute", "contiguous")})
            out["shape"] = shape
            if base.get("permute"):
                self.fail(node, f".{attr}() of a permuted tensor cannot be read as a tensor")
            return out
        if attr in ("t", "transpose", "permute"):
            n = len(base.logical_shape())
            if attr == "t":
                perm = list(range(n))[::-1] if n == 2 else None
            elif attr == "transpose":
                a, b = (self.expr(x) for x in args)
                perm = list(range(n))
                perm[a], perm[b] = perm[b], perm[a]
            else:
                perm = self.shape(args, node)
            if perm is None or sorted(perm) != list(range(n)) or base.get("contiguous"):
                self.fail(node, f".{attr}() cannot be read as a tensor here")
            out = TensorSpec(base)
            old = base.get("permute") or list(range(n))
            out["permute"] = [old[p] for p in perm]
            return out
        if attr in ("numel", "nelement"):
            return base.numel()
        if attr == "element_size":
            return SIZES[base["dtype"]]
        if attr == "size":
            shape = base.logical_shape()
            return shape[self.expr(args[0])] if args else tuple(shape)
        if attr == "dim":
            return len(base.logical_shape())
        self.fail(node, f"the tensor method .{attr}() cannot be evaluated without running it")

    def expr(self, node):
        self.tick(node)
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            if node.id in self.env:
                return self.env[node.id]
            self.fail(node, f"'{node.id}' is not known here")
        if isinstance(node, (ast.Tuple, ast.List)):
            vals = [self.expr(e) for e in node.elts]
            return tuple(vals) if isinstance(node, ast.Tuple) else vals
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            v = self.expr(node.operand)
            if isinstance(v, TensorSpec):
                return self.affine(node, v, -1, 0)
            return -v
        if isinstance(node, ast.BinOp):
            a, b = self.expr(node.left), self.expr(node.right)
            if isinstance(a, TensorSpec) or isinstance(b, TensorSpec):
                return self.tensor_arith(node, a, b)
            v, done = self.binop(node, a, b)
            if done:
                return v
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            a, b = self.expr(node.left), self.expr(node.comparators[0])
            if not isinstance(a, TensorSpec) and not isinstance(b, TensorSpec):
                ops = {ast.Lt: lambda: a < b, ast.LtE: lambda: a <= b, ast.Gt: lambda: a > b, ast.GtE: lambda: a >= b,
                       ast.Eq: lambda: a == b, ast.NotEq: lambda: a != b}
                if type(node.ops[0]) in ops:
                    try:
                        return ops[type(node.ops[0])]()
                    except TypeError as e:
                        self.fail(node, f"cannot evaluate '{ast.unparse(node)[:60]}': {e}")
        if isinstance(node, ast.Subscript):
            base = self.expr(node.value)
            if isinstance(base, TensorSpec):
                self.fail(node, f"indexing a tensor ('{ast.unparse(node)[:60]}') cannot be evaluated without running it")
            idx = self.expr(node.slice)
            try:
                return base[idx]
            except (IndexError, KeyError, TypeError) as e:
                self.fail(node, f"cannot evaluate '{ast.unparse(node)[:60]}': {e}")
        if isinstance(node, ast.Attribute):
            chain = _chain(node)
            if chain and chain[0] == "torch" and "torch" not in self.env:
                if len(chain) == 2 and chain[1] in DTYPES:
                    return DType(DTYPES[chain[1]])
                self.fail(node, f"'{'.'.join(chain)}' cannot be evaluated without running it")
            base = self.expr(node.value)
            if isinstance(base, TensorSpec):
                if node.attr == "shape":
                    return tuple(base.logical_shape())
                if node.attr == "dtype":
                    return DType(base["dtype"])
                if node.attr == "ndim":
                    return len(base.logical_shape())
            self.fail(node, f"attribute .{node.attr}")
        if isinstance(node, ast.Call):
            f = node.func
            chain = _chain(f)
            if chain and chain[0] == "torch" and "torch" not in self.env:
                if len(chain) == 2 and chain[1] in CTORS:
                    return self.ctor(chain[1], node)
                if chain[1:] in (["manual_seed"], ["cuda", "manual_seed"], ["cuda", "manual_seed_all"], ["device"]):
                    return None
                self.fail(node, f"torch call '{ast.unparse(node)[:60]}' cannot be evaluated without running it "
                                "(a value made by torch must be a tensor the task format can describe)")
            if isinstance(f, ast.Name) and f.id in ("int", "float", "len", "min", "max", "range", "abs", "round"):
                vals = [self.expr(a) for a in node.args]
                if any(isinstance(v, TensorSpec) for v in vals) and f.id != "len":
                    self.fail(node, f"{f.id}() of a tensor cannot be evaluated without running it")
                if f.id == "len" and vals and isinstance(vals[0], TensorSpec):
                    return vals[0].logical_shape()[0]
                try:
                    v = {"int": int, "float": float, "len": len, "min": min, "max": max, "range": range,
                         "abs": abs, "round": round}[f.id](*vals)
                    if isinstance(v, range):  # its length without len(), which overflows past 2^63
                        self.sized(node, max(0, (v.stop - v.start + v.step - (1 if v.step > 0 else -1)) // v.step))
                except (ArithmeticError, TypeError, ValueError) as e:
                    self.fail(node, f"cannot evaluate '{ast.unparse(node)[:60]}': {e}")
                return v
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "math" and \
                    f.attr in ("ceil", "floor", "sqrt", "prod", "log2"):
                import math
                try:
                    v = getattr(math, f.attr)(*[self.expr(a) for a in node.args])
                except (ArithmeticError, TypeError, ValueError) as e:
                    self.fail(node, f"cannot evaluate '{ast.unparse(node)[:60]}': {e}")
                return self.small_int(node, v)
            if isinstance(f, ast.Attribute):
                base = self.expr(f.value)
                if isinstance(base, TensorSpec):
                    return self.method(node, base, f.attr)
                if isinstance(base, list) and f.attr == "append":
                    self.sized(node, len(base) + 1)
                    base.append(self.expr(node.args[0]))
                    return None
        self.fail(node, f"cannot evaluate '{ast.unparse(node)[:60]}' without running it")

    def affine(self, node, spec, scale, offset):
        """SPEC * SCALE + OFFSET (values made as the spec says, then scaled and shifted): integer tensors only by
        integers, so that the dtype stays what the code makes."""
        if spec["dtype"] not in taskfmt.FLOAT_DTYPES and not (isinstance(scale, int) and isinstance(offset, int)):
            self.fail(node, f"'{ast.unparse(node)[:60]}': an integer tensor scaled or shifted by a float changes its "
                            "dtype; write the cast")
        if spec.get("permute"):
            self.fail(node, f"'{ast.unparse(node)[:60]}': arithmetic on a permuted tensor cannot be read as a tensor")
        out = TensorSpec(spec)
        s0, o0 = spec.get("scale", 1), spec.get("offset", 0)
        out["scale"], out["offset"] = s0 * scale, o0 * scale + offset
        if out["scale"] == 1:
            del out["scale"]
        if out["offset"] == 0:
            del out["offset"]
        return out

    def tensor_arith(self, node, a, b):
        op = type(node.op)
        num = (int, float)
        if isinstance(a, TensorSpec) and isinstance(b, num) and not isinstance(b, bool):
            if op is ast.Mult:
                return self.affine(node, a, b, 0)
            if op is ast.Add:
                return self.affine(node, a, 1, b)
            if op is ast.Sub:
                return self.affine(node, a, 1, -b)
            if op is ast.Div and b and a["dtype"] in taskfmt.FLOAT_DTYPES:
                return self.affine(node, a, 1 / b, 0)
        if isinstance(b, TensorSpec) and isinstance(a, num) and not isinstance(a, bool):
            if op is ast.Mult:
                return self.affine(node, b, a, 0)
            if op is ast.Add:
                return self.affine(node, b, 1, a)
            if op is ast.Sub:
                return self.affine(node, b, -1, a)
        self.fail(node, f"'{ast.unparse(node)[:60]}': arithmetic on tensors cannot be evaluated without running it")

    def assign(self, target, value):
        if isinstance(target, ast.Name):
            self.env[target.id] = value
        elif isinstance(target, (ast.Tuple, ast.List)):
            vals = list(value)
            for t, v in zip(target.elts, vals):
                self.assign(t, v)
        elif isinstance(target, ast.Attribute):
            pass  # self.input_tensors = []
        else:
            self.fail(target, "assignment target")

    def run(self, body):
        for st in body:
            self.tick(st)
            if isinstance(st, ast.Assign):
                v = self.expr(st.value)
                for t in st.targets:
                    self.assign(t, v)
            elif isinstance(st, ast.AugAssign):
                cur = self.expr(st.target)
                tmp = ast.BinOp(left=ast.Constant(cur), op=st.op, right=st.value)
                self.assign(st.target, self.expr(tmp))
            elif isinstance(st, ast.For):
                for v in self.expr(st.iter):
                    self.assign(st.target, v)
                    self.run(st.body)
            elif isinstance(st, ast.Expr):
                call = st.value
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "append" \
                        and isinstance(call.func.value, ast.Attribute) and call.func.value.attr == "input_tensors":
                    if len(self.appended) >= MAX_INPUTS:
                        self.limit(st, f"get_input_tensors() appends more than {MAX_INPUTS} inputs")
                    self.appended.append(self.expr(call.args[0]))
                elif isinstance(call, ast.Constant):
                    pass
                else:
                    self.expr(call)
            elif isinstance(st, ast.If):
                self.run(st.body if self.expr(st.test) else st.orelse)
            elif isinstance(st, ast.Pass):
                pass
            else:
                self.fail(st, f"statement '{ast.unparse(st).splitlines()[0][:60]}'")


def _method(cls, name):
    return next((n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == name), None)


def _count(method, case, keyword, budget=None):
    """Bytes or FLOPs from get_gbps/get_tflops: the last variable named like KEYWORD assigned before the
    first use of `runtime`. None when the formula cannot be evaluated."""
    if method is None:
        return None
    ev = _Eval({method.args.args[1].arg: case}, budget)
    found = None
    for st in method.body:
        if any(isinstance(n, ast.Name) and n.id == "runtime" for n in ast.walk(st)):
            break
        try:
            ev.run([st])
        except LimitError:
            raise
        except (ParseError, TypeError, IndexError, KeyError, ValueError):
            return found
        if isinstance(st, ast.Assign):
            for t in st.targets:
                if isinstance(t, ast.Name) and keyword in t.id.lower():
                    found = ev.env[t.id]
    return found


def _args(value):
    """A perf input (tensor, scalar or tuple of them) as task-format arguments."""
    items = list(value) if isinstance(value, tuple) else [value]
    out = []
    for v in items:
        if isinstance(v, TensorSpec):
            spec = dict(v)
            spec["role"] = "output" if spec["init"] in ("empty", "zeros") else "input"
            out.append(spec)
        elif isinstance(v, (int, float, bool, str)) or v is None:
            out.append({"value": v})
        else:
            raise ParseError(None, f"an input that is neither a tensor nor a scalar: {v!r}")
    return out


def parse_perf(text, operator_module):
    """Shapes (each: args, bytes, flops), the call_op function (source, without self) and its pack style.
    A ParseError raised here has `in_perf` set: its line is the perf file's."""
    try:
        return _parse_perf(text, operator_module)
    except ParseError as e:
        e.in_perf = True
        raise


def _parse_perf(text, operator_module):
    tree = ast.parse(text)
    cls = next((n for n in tree.body if isinstance(n, ast.ClassDef) and _method(n, "get_input_tensors")), None)
    if cls is None:
        raise ParseError(None, "no class with get_input_tensors()")
    budget = _Budget()
    ev = _Eval(budget=budget)
    ev.run(_method(cls, "get_input_tensors").body)
    if not ev.appended:
        raise ParseError(_method(cls, "get_input_tensors").lineno, "get_input_tensors() builds no inputs")
    call = _method(cls, "call_op")
    if call is None:
        raise ParseError(cls.lineno, "no call_op()")
    imported = {a.asname or a.name for n in tree.body if isinstance(n, ast.ImportFrom) and n.module == operator_module
                for a in n.names}
    entries = sorted({n.id for n in ast.walk(call) if isinstance(n, ast.Name) and n.id in imported})
    fn = ast.FunctionDef(name="call_op", args=ast.arguments(posonlyargs=[], args=call.args.args[1:], vararg=None,
                         kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[]), body=call.body,
                         decorator_list=[], returns=None, type_params=[])
    ast.fix_missing_locations(fn)
    shapes = []
    for index, value in enumerate(ev.appended):
        args = _args(value)
        tensors = [a for a in (value if isinstance(value, tuple) else (value,)) if isinstance(a, TensorSpec)]
        nbytes = _count(_method(cls, "get_gbps"), value, "byte", budget)
        flops = _count(_method(cls, "get_tflops"), value, "flop", budget)
        # The floor of the traffic: every tensor argument read (or written) once. What the operator returns is
        # not known before it runs; calibration adds it (calibrate.py) and checks the formula again.
        floor = sum(t.nbytes() for t in tensors)
        shape = {"args": args, "bytes_floor": floor, "flops": int(flops) if isinstance(flops, (int, float)) else 0,
                 "flops_from": "get_tflops" if isinstance(flops, (int, float)) else "none"}
        if isinstance(nbytes, (int, float)):
            shape["bytes_perf_file"] = int(nbytes)
            if nbytes < floor * (1 - BYTES_TOLERANCE):
                shape["bytes"], shape["bytes_from"] = floor, "argument sizes"
                shape["bytes_mismatch"] = (f"get_gbps() counts {int(nbytes)} bytes for input {index}, less than its "
                                           f"tensor arguments hold ({floor} bytes, each read or written once): the "
                                           "case uses the tensors' sizes")
            else:
                shape["bytes"], shape["bytes_from"] = int(nbytes), "get_gbps"
        else:
            shape["bytes"], shape["bytes_from"] = floor, "argument sizes"
        shapes.append(shape)
    return {"shapes": shapes, "call_op": ast.unparse(fn) + "\n", "entries": entries,
            "pack": "tuple" if isinstance(ev.appended[0], tuple) else "single",
            "call_line": call.lineno}


def parse(operator_text, perf_text=None, operator_module=None):
    """Everything the importer needs, as a JSON-ready dict; raises ParseError on unreadable files."""
    kernel, test, sep = split_operator(operator_text)
    try:
        ast.parse(kernel)
    except SyntaxError as e:
        raise ParseError(e.lineno, f"the kernel half is not valid Python: {e.msg}")
    try:
        ast.parse(test)
    except SyntaxError as e:
        raise ParseError(sep + (e.lineno or 0), f"the test half is not valid Python: {e.msg}")
    out = {"separator_line": sep, "kernel_half": kernel, "test_half": test,
           "vacuous": vacuous_reason(kernel, test, sep)}
    if perf_text is not None:
        out["perf"] = parse_perf(perf_text, operator_module)
    return out
