# SPDX-License-Identifier: MIT
"""Static checks on a candidate kernel file: reject fake kernels before anything runs.

Reads the source with `ast`; never imports or executes it. Each finding names its check, a 1-based line
and a message. The checks (docs/tasks.md, "Static checks"):
  no-triton-launch     no @triton.jit kernel is launched on the timed path, in code that can run, with a
                       grid that is not provably empty
  compute-fallback     torch compute (through any alias or reference), the reference or another library
                       (operator included) does the work instead
  dynamic-code         exec/eval/__builtins__/importlib/frame inspection, named anywhere (can hide any of the above)
  result-cache         results kept between calls (module state written, directly or through an alias;
                       function attributes; mutable default arguments; closures of a module-level factory;
                       instances kept at module level; memoising decorators)
  timer-patch          attributes of imported modules and their classes replaced, through any alias
  extra-stream         work moved to another stream or thread
  edit-outside-region  the text outside the editable region differs from the initial kernel's
The timed path is every host function reachable from the task's entry functions by name. Names bound to
modules (T = torch), to what is reached from them (f = torch.add) or to module-level functions and globals
(me = forward) are followed through assignments, imports and defaults, flow-insensitively.
"""
import ast
import os

from . import result as results
from . import taskfmt

# torch functions (by final attribute) that compute what a kernel should compute.
TORCH_COMPUTE = {
    "matmul", "mm", "bmm", "addmm", "addbmm", "baddbmm", "einsum", "tensordot", "mv", "dot", "inner", "outer",
    "softmax", "log_softmax", "layer_norm", "rms_norm", "group_norm", "batch_norm", "instance_norm",
    "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "unfold", "fold",
    "scaled_dot_product_attention", "linear", "bilinear", "embedding", "embedding_bag", "index_select",
    "gather", "scatter", "scatter_add", "scatter_reduce", "index_add", "index_copy", "take", "take_along_dim",
    "cumsum", "cumprod", "sum", "mean", "max", "min", "amax", "amin", "argmax", "argmin", "prod", "norm",
    "var", "std", "logsumexp", "exp", "exp2", "log", "log2", "sigmoid", "tanh", "relu", "gelu", "silu",
    "dropout", "add", "sub", "mul", "div", "true_divide", "pow", "sqrt", "rsqrt", "abs", "neg", "maximum",
    "minimum", "clamp", "where", "sort", "topk", "transpose_copy", "permute_copy", "cross_entropy", "nll_loss",
    "mse_loss", "addcmul", "addcdiv", "lerp", "square", "reciprocal", "fma", "cdist", "trace", "tril", "triu",
    "kron", "erf", "softplus", "hardswish", "leaky_relu", "elu", "mish", "fused_moe", "_fused_dropout",
}
# Tensor methods that compute (x.sum(), x.softmax(-1), ...): the same set minus names too common to be
# meaningful on other objects.
TENSOR_METHODS = TORCH_COMPUTE - {"add", "sub", "mul", "div", "max", "min", "abs", "sort", "where", "pow",
                                  "dot", "embedding", "norm", "take", "fold", "unfold", "trace"} | {
    "add_", "mul_", "sub_", "div_", "copy_", "exp_", "softmax_", "relu_", "clamp_", "index_put_",
    "masked_fill", "masked_scatter", "masked_select", "__matmul__"}
# Submodules whose every call computes.
TORCH_COMPUTE_MODULES = {"functional", "linalg", "fft", "special", "ops", "_C", "_ops", "_dynamo", "compile",
                         "_inductor", "sparse", "nested"}
LIBRARIES = {"numpy", "scipy", "cupy", "jax", "jaxlib", "tensorflow", "flash_attn", "xformers", "apex",
             "transformer_engine", "ctypes", "cffi", "torch_tensorrt", "tensorrt", "deepspeed", "vllm",
             "liger_kernel", "sklearn", "numba", "subprocess", "cutlass", "cuda", "pycuda", "bitsandbytes",
             "sgl_kernel", "flashinfer", "thunderkittens", "tilelang",
             # operator.add/matmul/attrgetter compute on tensors like their torch counterparts; _operator is its C half.
             "operator", "_operator"}
REFERENCE_NAMES = {"reference", "result_gold", "test", "launch"}
# Names that run or reach code the checks cannot see; flagged wherever they are referenced, not only called
# (f = eval; __builtins__["__import__"](...)), unless the file itself defines a function of that name.
DYNAMIC = {"exec", "eval", "compile", "__import__", "globals", "locals", "setattr", "getattr", "delattr", "vars",
           "__builtins__", "breakpoint"}
# Attributes that reach a function's state, a frame, an object's class or its dictionary.
INTROSPECTION = {"_getframe", "f_back", "f_globals", "f_locals", "__globals__", "__code__", "__dict__", "__subclasses__",
                 "__builtins__", "__import__", "__defaults__", "__kwdefaults__", "__closure__", "__class__", "__bases__",
                 "__mro__", "__getattribute__", "__setattr__", "__delattr__", "__func__", "__self__", "__wrapped__",
                 "__loader__", "__spec__"}
DYNAMIC_MODULES = {"importlib", "inspect", "gc", "builtins", "runpy", "marshal", "pickle", "dill",
                   "unittest", "mock", "types", "sys", "os", "pathlib", "shutil", "io"}
CACHE_DECORATORS = {"cache", "lru_cache", "cached_property", "memoize", "cached"}
STREAM_ATTRS = {"Stream", "stream", "set_stream", "ExternalStream", "StreamContext", "use_stream",
                "current_stream_set", "graph", "CUDAGraph", "NPUGraph"}
THREAD_MODULES = {"threading", "multiprocessing", "concurrent", "asyncio", "_thread"}
# Calls whose result is immutable, so a default argument made by one keeps no state between calls.
IMMUTABLE_CALLS = {"float", "int", "str", "bool", "complex", "tuple", "frozenset", "bytes", "range", "torch.device",
                   "torch.dtype"}
# Methods of a class whose stores into self only set the object up (an instance kept at module level and changed
# by any other method keeps results between calls).
SETUP_METHODS = {"__init__", "__new__", "__post_init__", "__init_subclass__", "__set_name__"}
MUTATORS = {"append", "extend", "insert", "setdefault", "update", "add", "__setitem__", "pop", "popitem",
            "clear", "remove", "appendleft"}


class Finding(dict):
    def __init__(self, check, line, message):
        super().__init__(check=check, line=line, message=message)


def _root(node):
    """The chain of names of an attribute access: torch.nn.functional.softmax -> ['torch', 'nn', ...]."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return list(reversed(parts))
    return None


def _decorator_names(fn):
    names = set()
    for d in fn.decorator_list:
        target = d.func if isinstance(d, ast.Call) else d
        chain = _root(target)
        if chain:
            names.add(chain[-1])
    return names


class Module:
    """What the checks need to know about one source file."""

    def __init__(self, source, filename="kernel.py"):
        self.source = source
        self.filename = filename
        self.tree = ast.parse(source, filename=filename)
        self.aliases = {}      # local name -> dotted module ('F' -> 'torch.nn.functional')
        self.imported = set()  # top-level module names imported anywhere
        self.functions = {}    # module-level name -> list of FunctionDef (class methods included under the class)
        self.jit = set()
        self.globals = set()   # module-level assigned names
        self.deps = {}         # module-level name -> names its definition refers to
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    self.imported.add(a.name.split(".")[0])
                    self.aliases[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
            elif isinstance(node, ast.ImportFrom) and node.module:
                self.imported.add(node.module.split(".")[0])
                for a in node.names:
                    self.aliases[a.asname or a.name] = f"{node.module}.{a.name}"
        for node in self.tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.functions[node.name] = [node]
                dec = _decorator_names(node)
                if "jit" in dec or (dec & {"autotune", "heuristics"} and self._wraps_jit(node)):
                    self.jit.add(node.name)
                self.deps[node.name] = self._names(node)
            elif isinstance(node, ast.ClassDef):
                methods = [n for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
                self.functions[node.name] = methods
                self.deps[node.name] = self._names(node)
            elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for t in targets:
                    for n in ast.walk(t):
                        if isinstance(n, ast.Name):
                            self.globals.add(n.id)
                            self.deps.setdefault(n.id, set()).update(self._names(node.value) if node.value else set())

        self.module_calls = {n.func.id for st in self.tree.body if not isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                             for n in ast.walk(st) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        self.state_aliases = {}  # name -> the module-level function/global it is bound to (me = forward)
        self._bind_aliases()

    def _bindings(self):
        """(target name, bound expression) of every plain binding in the file: assignments (tuples element by
        element), walrus, and parameters with a default."""
        for node in ast.walk(self.tree):
            pairs = []
            if isinstance(node, ast.Assign):
                pairs = [(t, node.value) for t in node.targets]
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                pairs = [(node.target, node.value)]
            elif isinstance(node, ast.NamedExpr):
                pairs = [(node.target, node.value)]
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                a = node.args
                pos = a.posonlyargs + a.args
                pairs = [(ast.Name(id=arg.arg, ctx=ast.Store()), d) for arg, d in zip(pos[len(pos) - len(a.defaults):], a.defaults)]
                pairs += [(ast.Name(id=arg.arg, ctx=ast.Store()), d) for arg, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None]
            while pairs:
                t, v = pairs.pop()
                if isinstance(t, (ast.Tuple, ast.List)) and isinstance(v, (ast.Tuple, ast.List)) and len(t.elts) == len(v.elts):
                    pairs.extend(zip(t.elts, v.elts))
                elif isinstance(t, ast.Name):
                    yield t.id, v

    def _bind_aliases(self):
        """Names bound to an imported module or something reached from one (T = torch, E = torch.cuda.Event,
        f = torch.add) join the import aliases; names bound to a module-level function or global (me = forward)
        are state aliases. Flow-insensitive, to a fixed point: an alias of an alias counts."""
        bindings = list(self._bindings())
        self.jit_aliases = set()  # names bound to a @triton.jit kernel (kernel = vector_add_kernel)
        for _ in range(len(bindings) + 1):
            changed = False
            for name, value in bindings:
                chain = _root(value)
                if not chain:
                    continue
                if len(chain) == 1 and (chain[0] in self.jit or chain[0] in self.jit_aliases) and name not in self.jit_aliases:
                    self.jit_aliases.add(name)
                    changed = True
                if chain[0] in self.aliases and name not in self.aliases and name not in self.functions:
                    self.aliases[name] = ".".join(self.resolve(chain))
                    changed = True
                elif name not in self.state_aliases and name not in self.functions and name not in self.globals and \
                        (chain[0] in self.functions or chain[0] in self.globals or chain[0] in self.state_aliases):
                    self.state_aliases[name] = self.state_aliases.get(chain[0], chain[0])
                    changed = True
            if not changed:
                break

    @staticmethod
    def _wraps_jit(fn):
        return any("jit" in (_root(d.func if isinstance(d, ast.Call) else d) or [""])[-1:] for d in fn.decorator_list)

    @staticmethod
    def _names(node):
        return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}

    def resolve(self, chain):
        """A name chain with its first name replaced by what it was imported as."""
        if not chain:
            return chain
        head = self.aliases.get(chain[0])
        return (head.split(".") + chain[1:]) if head else chain

    def reachable(self, entries):
        """Names of module-level functions/classes reachable from the entry names (jit kernels excluded)."""
        seen, todo = set(), [e for e in entries if e in self.deps]
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            if name in self.jit:
                continue
            todo.extend(d for d in self.deps.get(name, ()) if d in self.deps and d not in seen)
        return seen

    def host_nodes(self, names):
        """The FunctionDefs (host code) among names."""
        return [fn for n in sorted(names) if n not in self.jit for fn in self.functions.get(n, [])]


def _local_names(fn):
    names = {a.arg for a in ast.walk(fn.args) if isinstance(a, ast.arg)}
    for n in ast.walk(fn):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            names.add(n.id)
    for n in ast.walk(fn):
        if isinstance(n, ast.Global):
            names -= set(n.names)
    return names


MAX_EVAL_DEPTH = 20   # names followed when a grid is evaluated (a = b; b = c; ...): deeper is "unknown"
TERMINATORS = (ast.Return, ast.Raise, ast.Continue, ast.Break)


def _const_truth(test):
    """True/False when a test is a constant (if False:, if 0:, while None:, if not 1:), None when unknown."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        t = _const_truth(test.operand)
        return None if t is None else not t
    if isinstance(test, ast.Constant):
        return bool(test.value)
    return None


def _live(node, pending):
    """Every node under NODE that can run: nothing after a return/raise/break/continue in its block, no branch
    of an if, while, conditional expression or and/or that a constant test rules out, no body of a loop over
    range(0) or an empty literal. The bodies of nested functions (and of lambdas bound to a name) go to
    PENDING under their name: they count only once that name is used (_live_body)."""
    yield node
    if isinstance(node, (ast.If, ast.While, ast.IfExp)):
        t = _const_truth(node.test)
        yield from _live(node.test, pending)
        if t is not False:
            yield from _live_block(node.body, pending) if isinstance(node.body, list) else _live(node.body, pending)
        if t is not True or isinstance(node, ast.While):
            yield from _live_block(node.orelse, pending) if isinstance(node.orelse, list) else _live(node.orelse, pending)
        return
    if isinstance(node, ast.BoolOp):
        stop = False if isinstance(node.op, ast.And) else True
        for v in node.values:
            yield from _live(v, pending)
            if _const_truth(v) is stop:
                break
        return
    if isinstance(node, (ast.For, ast.AsyncFor)):
        it = node.iter
        empty = isinstance(it, (ast.List, ast.Tuple, ast.Set)) and not it.elts or (
            isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range" and len(it.args) == 1
            and isinstance(it.args[0], ast.Constant) and isinstance(it.args[0].value, int) and it.args[0].value <= 0)
        yield from _live(node.target, pending)
        yield from _live(it, pending)
        if not empty:
            yield from _live_block(node.body, pending)
        yield from _live_block(node.orelse, pending)
        return
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        for d in node.decorator_list + node.args.defaults + [d for d in node.args.kw_defaults if d is not None]:
            yield from _live(d, pending)
        pending.setdefault(node.name, []).append(node.body)
        return
    if isinstance(node, ast.Assign) and isinstance(node.value, ast.Lambda) and all(isinstance(t, ast.Name) for t in node.targets):
        for t in node.targets:
            yield t
            pending.setdefault(t.id, []).append([node.value.body])
        return
    for _, value in ast.iter_fields(node):
        if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
            yield from _live_block(value, pending)
        elif isinstance(value, list):
            for v in value:
                if isinstance(v, ast.AST):
                    yield from _live(v, pending)
        elif isinstance(value, ast.AST):
            yield from _live(value, pending)


def _live_block(stmts, pending):
    for st in stmts:
        yield from _live(st, pending)
        if isinstance(st, TERMINATORS):
            break


def _live_body(fn):
    """The nodes of a host function that can run (see _live), nested functions included once referenced."""
    pending, out = {}, []
    out.extend(_live_block(fn.body, pending))
    used = set()
    while True:
        names = {n.id for n in out if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
        todo = [k for k in pending if k in names and k not in used]
        if not todo:
            return out
        for k in todo:
            used.add(k)
            for body in pending[k]:
                out.extend(_live_block(body, pending) if isinstance(body[0], ast.stmt) else _live(body[0], pending))


def _single_assignments(nodes):
    """name -> value of the names assigned exactly once among NODES (and never bound otherwise)."""
    count, value = {}, {}
    for n in nodes:
        if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
            count[n.id] = count.get(n.id, 0) + 1
        elif isinstance(n, ast.arg):
            count[n.arg] = count.get(n.arg, 0) + 2
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            value[n.targets[0].id] = n.value
    return {k: v for k, v in value.items() if count.get(k) == 1}


def _const_int(node, env, mod, depth=0):
    """The integer value of a grid expression when it is known from the text, else None. Follows names assigned
    once (ENV), + - * // % and triton.cdiv/min/max; anything times 0 (or 0 divided by anything) is 0."""
    if depth > MAX_EVAL_DEPTH:
        return None
    ev = lambda n: _const_int(n, env, mod, depth + 1)  # noqa: E731
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.Name) and node.id in env:
        return ev(env[node.id])
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        v = ev(node.operand)
        return None if v is None else (-v if isinstance(node.op, ast.USub) else v)
    if isinstance(node, ast.BinOp):
        a, b = ev(node.left), ev(node.right)
        if isinstance(node.op, ast.Mult) and 0 in (a, b):
            return 0
        if isinstance(node.op, (ast.FloorDiv, ast.Mod)) and a == 0:
            return 0
        if a is None or b is None:
            return None
        try:
            if isinstance(node.op, ast.Add):
                return a + b
            if isinstance(node.op, ast.Sub):
                return a - b
            if isinstance(node.op, ast.Mult):
                return a * b
            if isinstance(node.op, ast.FloorDiv):
                return a // b
            if isinstance(node.op, ast.Mod):
                return a % b
        except ZeroDivisionError:
            return None
        return None
    if isinstance(node, ast.Call) and not node.keywords:
        chain = mod.resolve(_root(node.func) or [])
        args = [ev(a) for a in node.args]
        if chain and chain[-1] == "cdiv" and len(args) == 2:
            if args[0] == 0:
                return 0
            if None not in args and args[1] > 0:
                return -(-args[0] // args[1])
        if chain in (["min"], ["max"]) and args and None not in args and chain[0] not in mod.functions:
            return min(args) if chain[0] == "min" else max(args)
    return None


def _grid_empty(grid, env, mod):
    """True when the launch grid is provably empty: a tuple (or a lambda or a name bound once to one) with an
    element known to be 0 or less."""
    for _ in range(MAX_EVAL_DEPTH):
        if isinstance(grid, ast.Name) and grid.id in env:
            grid = env[grid.id]
        elif isinstance(grid, ast.Lambda):
            grid = grid.body
        else:
            break
    if isinstance(grid, (ast.Tuple, ast.List)):
        if not grid.elts:
            return True
        return any((v := _const_int(e, env, mod)) is not None and v <= 0 for e in grid.elts)
    return False


def _launches(nodes, mod, jit_names):
    """The Triton launches among NODES: kernel[grid](...) and kernel.run(...) of a @triton.jit kernel."""
    for n in nodes:
        if isinstance(n, ast.Call):
            f = n.func
            if isinstance(f, ast.Subscript) and isinstance(f.value, ast.Name) and f.value.id in jit_names:
                yield n, f.slice
            elif isinstance(f, ast.Attribute) and f.attr == "run" and isinstance(f.value, ast.Name) and f.value.id in jit_names:
                yield n, None


def check_launch(mod, entries):
    """A @triton.jit kernel must be launched on the timed path, in code that can run, with a grid that is not
    provably empty. The path is followed from ENTRIES through names used in live code only (a helper called
    after a return does not count)."""
    jit_names = mod.jit | mod.jit_aliases
    seen, todo, empty, dead = set(), sorted(n for n in entries if n in mod.deps), [], []
    module_env = _single_assignments([n for st in mod.tree.body if not isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                                      for n in ast.walk(st)])
    while todo:
        name = todo.pop()
        if name in seen or name in mod.jit:
            continue
        seen.add(name)
        if name not in mod.functions:  # a module-level global: what its definition refers to
            todo.extend(d for d in mod.deps.get(name, ()) if d in mod.deps and d not in seen)
            continue
        for fn in mod.functions[name]:
            live = _live_body(fn) if not isinstance(fn, ast.ClassDef) else list(ast.walk(fn))
            env = dict(module_env)
            env.update(_single_assignments(list(ast.walk(fn))))
            for call, grid in _launches(live, mod, jit_names):
                if grid is not None and _grid_empty(grid, env, mod):
                    empty.append(call)
                else:
                    return []
            live_ids = {id(n) for n in live}
            dead.extend(c for c, _ in _launches(ast.walk(fn), mod, jit_names) if id(c) not in live_ids)
            todo.extend(n.id for n in live if isinstance(n, ast.Name) and n.id in mod.deps and n.id not in seen)
        if not mod.functions[name]:  # a class without methods: what its body refers to
            todo.extend(d for d in mod.deps.get(name, ()) if d in mod.deps and d not in seen)
    if not dead:  # launches in functions reached only from code that never runs
        for name in sorted(mod.reachable(entries) - seen):
            for fn in mod.functions.get(name, []) if name not in mod.jit else []:
                dead.extend(c for c, _ in _launches(ast.walk(fn), mod, jit_names))
    if empty:
        c = empty[0]
        return [Finding("no-triton-launch", c.lineno, f"the only Triton launch on the timed path (line {c.lineno}) has an "
                        "empty grid: it runs no program")]
    if dead:
        c = dead[0]
        return [Finding("no-triton-launch", c.lineno, f"the Triton launch at line {c.lineno} is in code that never runs "
                        "(after a return, under a constant false test, or reached only from such code)")]
    first = min((fn.lineno for fn in mod.host_nodes(mod.reachable(entries))), default=1)
    return [Finding("no-triton-launch", first,
                    "no @triton.jit kernel is launched on the timed path (entry functions and what they call)")]


def _is_torch_compute(chain):
    return bool(chain) and chain[0] == "torch" and (
        chain[-1] in TORCH_COMPUTE or bool(set(chain[1:-1]) & TORCH_COMPUTE_MODULES) or chain[-1] in TORCH_COMPUTE_MODULES)


def _module_statements(mod):
    """The module-level statements other than definitions and imports (aliases and tables live here)."""
    return [st for st in mod.tree.body if not isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
                                                                 ast.Import, ast.ImportFrom))]


def check_compute_references(mod, path_names):
    """torch compute functions referenced without being called where they are named: bound to a name, passed
    (functools.partial(torch.add), map(torch.mul, ...)) or kept in a table. Calls are check_compute's."""
    out = []
    nodes = [n for fn in mod.host_nodes(path_names) for n in ast.walk(fn)]
    nodes += [n for st in _module_statements(mod) for n in ast.walk(st)]
    skip = set()
    for n in nodes:
        if isinstance(n, ast.Call):
            skip.add(id(n.func))
        if isinstance(n, ast.Attribute):
            skip.add(id(n.value))  # only the whole chain: torch.nn.functional.softmax, not torch.nn
    for n in nodes:
        if id(n) in skip or not isinstance(n, (ast.Name, ast.Attribute)) or not isinstance(n.ctx, ast.Load):
            continue
        chain = mod.resolve(_root(n) or [])
        if chain and _is_torch_compute(chain) and not (len(chain) <= 3 and chain[-1] in TORCH_COMPUTE_MODULES):
            out.append(Finding("compute-fallback", n.lineno, f"torch compute referenced to be called elsewhere: {'.'.join(chain)}"))
    return out


def _call_key(fn, node):
    """Where a torch call is in the wrapper: its function and its text (with the names the file gave them).
    Line numbers are not part of it: an edit of the editable region moves every line."""
    return (fn.name, ast.unparse(node))


def check_compute(mod, path_names):
    out = check_compute_references(mod, path_names)
    for fn in mod.host_nodes(path_names):
        for n in ast.walk(fn):
            if isinstance(n, ast.BinOp) and isinstance(n.op, ast.MatMult):
                f = Finding("compute-fallback", n.lineno, "matrix product '@' computed by torch on the host path")
                f.key = _call_key(fn, n)
                out.append(f)
            if not isinstance(n, ast.Call):
                continue
            chain = mod.resolve(_root(n.func))
            if chain and chain[0] == "torch":
                if _is_torch_compute(chain):
                    f = Finding("compute-fallback", n.lineno, f"torch computes instead of a Triton kernel: {'.'.join(chain)}()")
                    f.key = _call_key(fn, n)
                    out.append(f)
                    continue
            if chain and chain[0] in LIBRARIES:
                out.append(Finding("compute-fallback", n.lineno, f"another library called on the timed path: {'.'.join(chain)}()"))
                continue
            if chain and (chain[0] in REFERENCE_NAMES or chain[-1] in REFERENCE_NAMES) and chain[0] not in mod.functions:
                out.append(Finding("compute-fallback", n.lineno, f"the task's reference or test called: {'.'.join(chain)}()"))
                continue
            if isinstance(n.func, ast.Attribute) and n.func.attr in TENSOR_METHODS and chain and chain[0] not in mod.jit:
                # math.sqrt(), tl.max(), triton.cdiv(): calls on a module other than torch are not tensor methods.
                if not (chain[0] in mod.aliases and mod.resolve(chain)[0] != "torch"):
                    f = Finding("compute-fallback", n.lineno, f"tensor method computes on the host path: .{n.func.attr}()")
                    f.key = _call_key(fn, n)
                    out.append(f)
    for node in ast.walk(mod.tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for name in names:
                top = name.split(".")[0]
                if top in LIBRARIES:
                    out.append(Finding("compute-fallback", node.lineno, f"imports another compute library: {name}"))
                if top in REFERENCE_NAMES:
                    out.append(Finding("compute-fallback", node.lineno, f"imports the task's reference or test: {name}"))
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and any(
                s in node.value for s in ("reference.py", "test.py", "result_gold")):
            out.append(Finding("compute-fallback", node.lineno, f"names the task's reference or test: '{node.value[:60]}'"))
    return out


def check_dynamic(mod):
    out = []
    for node in ast.walk(mod.tree):
        if isinstance(node, ast.Name) and node.id in DYNAMIC and node.id not in mod.functions:
            what = f"{node.id}()" if node.id not in ("__builtins__",) else node.id
            out.append(Finding("dynamic-code", node.lineno, f"{what} can run or reach code the checks cannot see"))
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for name in names:
                if name.split(".")[0] in DYNAMIC_MODULES:
                    out.append(Finding("dynamic-code", node.lineno, f"imports {name}, which can reach beyond the kernel"))
        if isinstance(node, ast.Attribute) and node.attr in INTROSPECTION:
            out.append(Finding("dynamic-code", node.lineno, f"introspection: .{node.attr}"))
    return out


def _stored(n):
    """The attributes and items the statement N stores into or deletes (its targets, nested ones included)."""
    if isinstance(n, (ast.Assign, ast.Delete)):
        targets = n.targets
    elif isinstance(n, (ast.AugAssign, ast.AnnAssign)):
        targets = [n.target]
    else:
        return []
    return [s for t in targets for s in ast.walk(t)
            if isinstance(s, (ast.Subscript, ast.Attribute)) and isinstance(s.ctx, (ast.Store, ast.Del))]


def _stores(node):
    """(target node, root chain) of every attribute or item store, delete and augmented store under NODE, and of
    every mutating method call (x.append(...), x.update(...))."""
    for n in ast.walk(node):
        for s in _stored(n):
            yield s, _root(s.value), None
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in MUTATORS:
            yield n, _root(n.func.value), n.func.attr


def _mutable_default(node, mod):
    """The first node of a default argument's expression that makes a mutable object, else None."""
    for n in ast.walk(node):
        if isinstance(n, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp, ast.GeneratorExp)):
            return n
        if isinstance(n, ast.Call) and ".".join(mod.resolve(_root(n.func) or ["?"])) not in IMMUTABLE_CALLS:
            return n
    return None


def _in_jit(mod):
    """ids of the nodes inside @triton.jit kernels (device code: none of the host rules apply)."""
    return {id(n) for name in mod.jit for fn in mod.functions.get(name, []) for n in ast.walk(fn)}


def check_cache(mod):
    out = []
    module_state = lambda name, local: name in mod.state_aliases or (  # noqa: E731
        name not in local and (name in mod.globals or name in mod.functions))
    for name, fns in mod.functions.items():
        if name in mod.jit:
            continue
        for fn in fns:
            dec = _decorator_names(fn)
            if dec & CACHE_DECORATORS:
                out.append(Finding("result-cache", fn.lineno, f"{fn.name} is memoised ({', '.join(sorted(dec & CACHE_DECORATORS))})"))
            local = _local_names(fn)
            for n in ast.walk(fn):
                if isinstance(n, ast.Global):
                    out.append(Finding("result-cache", n.lineno, f"{fn.name} writes module state: global {', '.join(n.names)}"))
                elif isinstance(n, ast.Nonlocal):
                    out.append(Finding("result-cache", n.lineno, f"{fn.name} writes enclosing state: nonlocal {', '.join(n.names)}"))
            for s, chain, method in _stores(fn):
                if not chain or chain[0] in ("self", "ctx", "cls") or not module_state(chain[0], local):
                    continue
                what = f"module-level '{chain[0]}'"
                if mod.state_aliases.get(chain[0], chain[0]) in mod.functions:
                    what = f"an attribute of the function '{mod.state_aliases.get(chain[0], chain[0])}'"
                if method:
                    out.append(Finding("result-cache", s.lineno, f"{fn.name} mutates {what} (.{method}) between calls"))
                else:
                    out.append(Finding("result-cache", s.lineno, f"{fn.name} stores into {what} (results kept between calls)"))
    out += _check_kept_state(mod)
    return out


def _check_kept_state(mod):
    """State that outlives a call without a module-level store: mutable default arguments, function attributes
    set at module level, closures of a factory called at module level, instances kept at module level."""
    out, jit = [], _in_jit(mod)
    for n in ast.walk(mod.tree):
        if id(n) in jit or not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        a = n.args
        pos = a.posonlyargs + a.args
        pairs = list(zip(pos[len(pos) - len(a.defaults):], a.defaults)) + [(k, d) for k, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None]
        for arg, d in pairs:
            bad = _mutable_default(d, mod)
            if bad is not None:
                fname = getattr(n, "name", "a lambda")
                out.append(Finding("result-cache", d.lineno, f"{fname} keeps state in the default argument '{arg.arg}' "
                                   "(a mutable default is made once and shared by every call)"))
    for st in _module_statements(mod):
        for s, chain, method in _stores(st):
            if chain and mod.state_aliases.get(chain[0], chain[0]) in mod.functions and method is None and isinstance(s, ast.Attribute):
                out.append(Finding("result-cache", s.lineno, f"sets an attribute of the function '{chain[0]}' (state kept between calls)"))
    # A factory called at module level: what its nested functions write into its locals outlives the call.
    for name in sorted(mod.module_calls & set(mod.functions)):
        for fn in mod.functions[name]:
            if name in mod.jit or not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            outer = _local_names(fn)
            for inner in ast.walk(fn):
                if inner is fn or not isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                    continue
                inner_local = _local_names(inner)
                for s, chain, method in _stores(inner):
                    if chain and chain[0] in outer and chain[0] not in inner_local and chain[0] not in ("self", "ctx", "cls"):
                        out.append(Finding("result-cache", s.lineno, f"a closure made by {name}() at module level writes "
                                           f"its '{chain[0]}' (results kept between calls)"))
    # A class instantiated at module level: what its methods (other than set-up) store into self is kept.
    classes = {n.name: n for n in mod.tree.body if isinstance(n, ast.ClassDef)}
    for name in sorted(mod.module_calls & set(classes)):
        for m in mod.functions.get(name, []):
            if m.name in SETUP_METHODS:
                continue
            for s, chain, method in _stores(m):
                if chain and chain[0] == "self":
                    out.append(Finding("result-cache", s.lineno, f"{name}.{m.name} writes self.{chain[1] if len(chain) > 1 else ''} "
                                       f"of an instance kept at module level (results kept between calls)"))
    return out


PATCH_ROOTS = {"torch", "triton", "time", "timeit", "builtins", "torch_npu", "numpy"}  # flagged even when not imported


def check_timers(mod):
    """Attributes of modules (and of what is reached from them: torch.cuda.Event, Tensor methods) replaced or
    deleted, through any alias (E = torch.cuda.Event; E.elapsed_time = ...), setattr, or type(obj)."""
    out = []
    roots = mod.imported | PATCH_ROOTS
    for node in ast.walk(mod.tree):
        for s in _stored(node):
            if not isinstance(s, ast.Attribute):
                continue
            chain = _root(s)
            if chain and chain[0] in mod.aliases and chain[0] not in mod.functions and mod.resolve(chain)[0] in roots:
                out.append(Finding("timer-patch", s.lineno, f"replaces {'.'.join(mod.resolve(chain))} (timers and library functions must stay as they are)"))
            elif isinstance(s.value, ast.Call) and isinstance(s.value.func, ast.Name) and s.value.func.id == "type":
                out.append(Finding("timer-patch", s.lineno, f"replaces the attribute '{s.attr}' of an object's class"))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("setattr", "delattr") and node.args:
            chain = _root(node.args[0])
            if chain and mod.resolve(chain)[0] in roots:
                out.append(Finding("timer-patch", node.lineno, f"{node.func.id} on {'.'.join(mod.resolve(chain))}"))
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for name in names:
                if name.split(".")[0] in ("time", "timeit"):
                    out.append(Finding("timer-patch", node.lineno, f"imports {name}: a kernel file has no use for host timers"))
    return out


def check_streams(mod):
    out = []
    for node in ast.walk(mod.tree):
        if isinstance(node, ast.Attribute) and node.attr in STREAM_ATTRS:
            chain = mod.resolve(_root(node) or [])
            if chain and chain[0] in ("torch", "torch_npu", "triton"):
                out.append(Finding("extra-stream", node.lineno, f"uses {'.'.join(chain)}: work must run on the caller's current stream"))
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for name in names:
                if name.split(".")[0] in THREAD_MODULES:
                    out.append(Finding("extra-stream", node.lineno, f"imports {name}: work must not move to another thread or process"))
    return out


def check_region(candidate_text, initial_text):
    try:
        cand = taskfmt.split_editable(candidate_text)[0]
    except ValueError as e:
        return [Finding("edit-outside-region", 1, str(e))]
    init = taskfmt.split_editable(initial_text)[0]
    if cand == init:
        return []
    cl, il = cand.splitlines(), init.splitlines()
    line = next((i + 1 for i, (a, b) in enumerate(zip(cl, il)) if a != b), min(len(cl), len(il)) + 1)
    # Map the line of the outside text back to the candidate file.
    full = candidate_text.splitlines()
    b, e = taskfmt.editable_line_range(candidate_text)
    if line > b - 1:
        line += e - b + 1
    return [Finding("edit-outside-region", min(line, len(full)), "text outside the editable region differs from the initial kernel")]


def entries_from_call(call_source, function, kernel_mod):
    """Functions of the kernel module that a frozen call file's function calls (the timed path's roots)."""
    tree = ast.parse(call_source)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == function:
            return sorted({n.id for n in ast.walk(node) if isinstance(n, ast.Name) and n.id in kernel_mod.deps})
    return []


def launches_triton(text, entries):
    """Whether TEXT launches a @triton.jit kernel on the timed path of ENTRIES (an unparsable text counts as
    launching, so the candidate is held to the rule)."""
    try:
        mod = Module(text, "initial.py")
    except SyntaxError:
        return True
    return not check_launch(mod, entries)


def _initial_calls(initial_text, entries):
    """The torch calls the initial kernel itself makes on its timed path, as {key: count}."""
    try:
        imod = Module(initial_text, "initial.py")
    except SyntaxError:
        return {}
    counts = {}
    for f in check_compute(imod, imod.reachable(entries)):
        k = getattr(f, "key", None)
        if k is not None:
            counts[k] = counts.get(k, 0) + 1
    return counts


def torch_calls(candidate_text, entries, initial_text):
    """The torch compute calls of a candidate on its timed path, split into those the initial kernel already
    makes (the same call in the same function: allowed, they are the operator) and new ones (a fallback):
    {"allowed": [finding...], "new": [finding...]}."""
    try:
        mod = Module(candidate_text, "kernel.py")
    except SyntaxError:
        return {"allowed": [], "new": []}
    found = check_compute(mod, mod.reachable(entries))
    allowed_ids = _allowed(found, initial_text, entries)
    return {"allowed": [dict(f) for f in found if id(f) in allowed_ids],
            "new": [dict(f) for f in found if id(f) not in allowed_ids]}


def _allowed(findings, initial_text, entries):
    """ids of the FINDINGS that are torch calls the initial kernel makes (by function and call text, each as
    many times as the initial kernel makes it)."""
    if initial_text is None:
        return set()
    left = _initial_calls(initial_text, entries)
    out = set()
    for f in findings:
        k = getattr(f, "key", None)
        if k is not None and left.get(k, 0) > 0:
            left[k] -= 1
            out.add(id(f))
    return out


def check(candidate_text, entries, initial_text=None, filename="kernel.py", require_launch=True):
    """All findings for one candidate file. entries: names of the functions the harness calls.
    require_launch=False only for plain-Python tasks (pyrun), which have no Triton kernel to launch."""
    try:
        mod = Module(candidate_text, filename)
    except SyntaxError as e:
        return [Finding("syntax", e.lineno or 1, f"not valid Python: {e.msg}")]
    path = mod.reachable(entries)
    missing = [e for e in entries if e not in mod.functions and e not in mod.globals]
    out = []
    if missing:
        out.append(Finding("no-triton-launch", 1, f"entry function(s) not defined: {', '.join(missing)}"))
    if require_launch:
        out += check_launch(mod, entries)
    compute = check_compute(mod, path)
    allowed = _allowed(compute, initial_text, entries)  # the initial kernel's own torch calls are the operator
    out += [f for f in compute if id(f) not in allowed]
    out += check_dynamic(mod)
    out += check_cache(mod)
    out += check_timers(mod)
    out += check_streams(mod)
    if initial_text is not None:
        out += check_region(candidate_text, initial_text)
    seen, unique = set(), []
    for f in out:
        key = (f["check"], f["line"], f["message"])
        if key not in seen:
            seen.add(key)
            unique.append(f)
    return sorted(unique, key=lambda f: (f["line"], f["check"]))


def precheck(folder, candidate_path, out_path, require_launch=True):
    """What every validation does before anything runs: load the task, hash the candidate, check the task's
    format and the candidate's static rules. Returns (task, candidate_path, doc, finished): when finished, the
    result (rejected or failed, with its reasons) is already written to out_path."""
    task = taskfmt.load(folder)
    # The task's own kernel only where it resolves inside the task folder (a kernel of ../../home/.ssh/id_rsa is
    # never read); a candidate path the runner staged is read as a regular file, without blocking.
    try:
        candidate_path = candidate_path or taskfmt.task_path(folder, task.get("kernel"), "kernel")
        text = taskfmt.read_bytes(candidate_path).decode("utf-8")
    except taskfmt.TaskError as e:
        doc = results.new(task, candidate_path, None)
        results.reject(doc, "failed", "task-format", str(e))
        results.write(results.finish(doc), out_path)
        return task, candidate_path, doc, True
    doc = results.new(task, candidate_path, taskfmt.sha256_bytes(text.encode("utf-8")))
    problems = taskfmt.validate(folder, task)
    for p in problems:
        results.reject(doc, "failed", "task-format", p)
    if not problems:
        with open(os.path.join(folder, task["initial"]), encoding="utf-8") as f:
            initial_text = f.read()
        doc["static"] = check(text, task["entry"], initial_text, require_launch=require_launch)
        for f in doc["static"]:
            results.reject(doc, "rejected", f["check"], f["message"], line=f["line"])
    finished = bool(problems) or bool(doc["static"])
    if finished:
        results.write(results.finish(doc), out_path)
    return task, candidate_path, doc, finished

