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
MAX_INT_BITS = 256         # integers it computes (2 ** 10 ** 9 is refused before it is computed)
DTYPES = {"float16": "float16", "half": "float16", "bfloat16": "bfloat16", "float32": "float32",
          "float": "float32", "float64": "float64", "double": "float64", "int8": "int8", "uint8": "uint8",
          "int16": "int16", "int32": "int32", "int": "int32", "int64": "int64", "long": "int64", "bool": "bool"}
SIZES = {"float16": 2, "bfloat16": 2, "float32": 4, "float64": 8, "int8": 1, "uint8": 1, "int16": 2,
         "int32": 4, "int64": 8, "bool": 1}
CTORS = {"rand", "randn", "randint", "empty", "zeros", "ones", "empty_like", "zeros_like", "ones_like",
         "rand_like", "randn_like", "tensor", "arange", "full"}


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
        n = 1
        for d in self["shape"]:
            n *= d
        return n

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
        chain = []
        while isinstance(node, ast.Attribute):
            chain.append(node.attr)
            node = node.value
        if chain and chain[0] in DTYPES:
            return DTYPES[chain[0]]
        self.fail(node, "unknown dtype")

    def shape(self, args, node):
        vals = [self.expr(a) for a in args]
        if len(vals) == 1 and isinstance(vals[0], (list, tuple)):
            vals = list(vals[0])
        if not all(isinstance(v, int) for v in vals):
            self.fail(node, "a shape that is not made of integers")
        return list(vals)

    def ctor(self, name, node):
        return self.tensor(node, self.make_tensor(name, node))

    def make_tensor(self, name, node):
        kw = {k.arg: k.value for k in node.keywords}
        args = list(node.args)
        dtype = self.dtype(kw["dtype"]) if "dtype" in kw else None
        if name in ("empty_like", "zeros_like", "ones_like", "rand_like", "randn_like"):
            src = self.expr(args[0])
            init = {"empty": "empty", "zeros": "zeros", "ones": "ones", "rand": "rand", "randn": "randn"}[name[:-5]]
            return TensorSpec(shape=list(src["shape"]), dtype=dtype or src["dtype"], init=init)
        if name == "randint":
            if "size" in kw:
                args.append(kw["size"])
            low, high, size = (0, self.expr(args[0]), args[1]) if len(args) == 2 else \
                (self.expr(args[0]), self.expr(args[1]), args[2])
            return TensorSpec(shape=self.shape([size], node), dtype=dtype or "int64", init="randint", low=low, high=high)
        if name == "tensor":
            data = self.expr(args[0])
            flat = data if isinstance(data, list) else [data]
            isfloat = any(isinstance(v, float) for v in flat)
            return TensorSpec(shape=[len(flat)] if isinstance(data, list) else [], dtype=dtype or ("float32" if isfloat else "int64"),
                              init="tensor", data=flat)
        if name == "arange":
            n = self.expr(args[0])
            return TensorSpec(shape=[n], dtype=dtype or "int64", init="arange")
        if name == "full":
            return TensorSpec(shape=self.shape([args[0]], node), dtype=dtype or "float32", init="full", value=self.expr(args[1]))
        if "size" in kw:
            args = [kw["size"]]
        return TensorSpec(shape=self.shape(args, node), dtype=dtype or "float32", init=name)

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
            return -self.expr(node.operand)
        if isinstance(node, ast.BinOp):
            v, done = self.binop(node, self.expr(node.left), self.expr(node.right))
            if done:
                return v
        if isinstance(node, ast.Subscript):
            base = self.expr(node.value)
            idx = self.expr(node.slice)
            return base[idx]
        if isinstance(node, ast.Attribute):
            base = self.expr(node.value)
            if isinstance(base, TensorSpec):
                if node.attr == "shape":
                    return tuple(base["shape"])
                if node.attr == "dtype":
                    return base["dtype"]
            self.fail(node, f"attribute .{node.attr}")
        if isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "torch" and f.attr in CTORS:
                return self.ctor(f.attr, node)
            if isinstance(f, ast.Name) and f.id in ("int", "float", "len", "min", "max", "range", "abs", "round"):
                vals = [self.expr(a) for a in node.args]
                try:
                    v = {"int": int, "float": float, "len": len, "min": min, "max": max, "range": range,
                         "abs": abs, "round": round}[f.id](*vals)
                    if isinstance(v, range):  # its length without len(), which overflows past 2^63
                        self.sized(node, max(0, (v.stop - v.start + v.step - (1 if v.step > 0 else -1)) // v.step))
                except (ArithmeticError, TypeError, ValueError) as e:
                    self.fail(node, f"cannot evaluate '{ast.unparse(node)[:60]}': {e}")
                return v
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "math" and \
                    f.attr in ("ceil", "floor", "sqrt", "prod"):
                import math
                try:
                    v = getattr(math, f.attr)(*[self.expr(a) for a in node.args])
                except (ArithmeticError, TypeError, ValueError) as e:
                    self.fail(node, f"cannot evaluate '{ast.unparse(node)[:60]}': {e}")
                return self.small_int(node, v)
            if isinstance(f, ast.Attribute):
                base = self.expr(f.value)
                if isinstance(base, TensorSpec):
                    if f.attr in ("cuda", "contiguous", "clone", "detach"):
                        return base
                    if f.attr == "numel":
                        return base.numel()
                    if f.attr == "element_size":
                        return SIZES[base["dtype"]]
                    if f.attr == "size":
                        return base["shape"][self.expr(node.args[0])] if node.args else tuple(base["shape"])
                    if f.attr == "nelement":
                        return base.numel()
                    if f.attr == "dim":
                        return len(base["shape"])
                if isinstance(base, list) and f.attr == "append":
                    self.sized(node, len(base) + 1)
                    base.append(self.expr(node.args[0]))
                    return None
        self.fail(node, f"cannot evaluate '{ast.unparse(node)[:60]}' without running it")

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
    for value in ev.appended:
        args = _args(value)
        tensors = [a for a in (value if isinstance(value, tuple) else (value,)) if isinstance(a, TensorSpec)]
        nbytes = _count(_method(cls, "get_gbps"), value, "byte", budget)
        flops = _count(_method(cls, "get_tflops"), value, "flop", budget)
        shapes.append({"args": args, "bytes": int(nbytes) if isinstance(nbytes, (int, float)) else sum(t.nbytes() for t in tensors),
                       "bytes_from": "get_gbps" if isinstance(nbytes, (int, float)) else "argument sizes",
                       "flops": int(flops) if isinstance(flops, (int, float)) else 0})
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
