# SPDX-License-Identifier: MIT
"""Static checks on a candidate kernel file: reject fake kernels before anything runs.

Reads the source with `ast`; never imports or executes it. Each finding names its check, a 1-based line
and a message. The checks (docs/tasks.md, "Static checks"):
  no-triton-launch     no @triton.jit kernel is launched on the timed path
  compute-fallback     torch compute, the reference or another library does the work instead
  dynamic-code         exec/eval/importlib/frame inspection (can hide any of the above)
  result-cache         results kept between calls (module state written, memoising decorators)
  timer-patch          timers or other modules' attributes replaced
  extra-stream         work moved to another stream or thread
  edit-outside-region  the text outside the editable region differs from the initial kernel's
The timed path is every host function reachable from the task's entry functions by name.
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
             "sgl_kernel", "flashinfer", "thunderkittens", "tilelang"}
REFERENCE_NAMES = {"reference", "result_gold", "test", "launch"}
DYNAMIC = {"exec", "eval", "compile", "__import__", "globals", "setattr", "getattr", "vars", "__builtins__"}
DYNAMIC_MODULES = {"importlib", "inspect", "gc", "builtins", "runpy", "marshal", "pickle", "dill",
                   "unittest", "mock", "types", "sys", "os", "pathlib", "shutil", "io"}
CACHE_DECORATORS = {"cache", "lru_cache", "cached_property", "memoize", "cached"}
STREAM_ATTRS = {"Stream", "stream", "set_stream", "ExternalStream", "StreamContext", "use_stream",
                "current_stream_set", "graph", "CUDAGraph", "NPUGraph"}
THREAD_MODULES = {"threading", "multiprocessing", "concurrent", "asyncio", "_thread"}
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


def check_launch(mod, path_names):
    for fn in mod.host_nodes(path_names):
        for n in ast.walk(fn):
            if isinstance(n, ast.Call):
                f = n.func
                if isinstance(f, ast.Subscript) and isinstance(f.value, ast.Name) and f.value.id in mod.jit:
                    return []
                if isinstance(f, ast.Attribute) and f.attr == "run" and isinstance(f.value, ast.Name) and f.value.id in mod.jit:
                    return []
    first = min((fn.lineno for fn in mod.host_nodes(path_names)), default=1)
    return [Finding("no-triton-launch", first,
                    "no @triton.jit kernel is launched on the timed path (entry functions and what they call)")]


def check_compute(mod, path_names):
    out = []
    for fn in mod.host_nodes(path_names):
        for n in ast.walk(fn):
            if isinstance(n, ast.BinOp) and isinstance(n.op, ast.MatMult):
                out.append(Finding("compute-fallback", n.lineno, "matrix product '@' computed by torch on the host path"))
            if not isinstance(n, ast.Call):
                continue
            chain = mod.resolve(_root(n.func))
            if chain and chain[0] == "torch":
                if chain[-1] in TORCH_COMPUTE or set(chain[1:-1]) & TORCH_COMPUTE_MODULES or chain[-1] in TORCH_COMPUTE_MODULES:
                    out.append(Finding("compute-fallback", n.lineno, f"torch computes instead of a Triton kernel: {'.'.join(chain)}()"))
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
                    out.append(Finding("compute-fallback", n.lineno, f"tensor method computes on the host path: .{n.func.attr}()"))
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
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in DYNAMIC:
            out.append(Finding("dynamic-code", node.lineno, f"{node.func.id}() can run or reach code the checks cannot see"))
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for name in names:
                if name.split(".")[0] in DYNAMIC_MODULES:
                    out.append(Finding("dynamic-code", node.lineno, f"imports {name}, which can reach beyond the kernel"))
        if isinstance(node, ast.Attribute) and node.attr in ("_getframe", "f_back", "f_globals", "f_locals", "__globals__", "__code__", "__dict__", "__subclasses__"):
            out.append(Finding("dynamic-code", node.lineno, f"introspection: .{node.attr}"))
    return out


def check_cache(mod):
    out = []
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
                targets = []
                if isinstance(n, ast.Assign):
                    targets = n.targets
                elif isinstance(n, (ast.AugAssign, ast.AnnAssign)):
                    targets = [n.target]
                for t in targets:
                    for s in ast.walk(t):
                        if isinstance(s, (ast.Subscript, ast.Attribute)) and isinstance(s.ctx, ast.Store):
                            chain = _root(s.value) if isinstance(s, ast.Attribute) else _root(s.value)
                            if chain and chain[0] not in local and chain[0] not in ("self", "ctx", "cls") and \
                                    (chain[0] in mod.globals or chain[0] in mod.functions):
                                out.append(Finding("result-cache", s.lineno, f"{fn.name} stores into module-level '{chain[0]}' (results kept between calls)"))
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in MUTATORS:
                    chain = _root(n.func.value)
                    if chain and chain[0] not in local and (chain[0] in mod.globals or chain[0] in mod.functions):
                        out.append(Finding("result-cache", n.lineno, f"{fn.name} mutates module-level '{chain[0]}' (.{n.func.attr}) between calls"))
    return out


def check_timers(mod):
    out = []
    modules = set(mod.aliases) | {"torch", "triton", "time"}
    for node in ast.walk(mod.tree):
        targets = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        for t in targets:
            for s in ast.walk(t):
                if isinstance(s, ast.Attribute) and isinstance(s.ctx, ast.Store):
                    chain = _root(s)
                    if chain and chain[0] in modules and chain[0] not in mod.functions and \
                            mod.resolve(chain)[0] in ("torch", "triton", "time", "timeit", "builtins", "torch_npu", "numpy"):
                        out.append(Finding("timer-patch", s.lineno, f"replaces {'.'.join(mod.resolve(chain))} (timers and library functions must stay as they are)"))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr" and node.args:
            chain = _root(node.args[0])
            if chain and mod.resolve(chain)[0] in ("torch", "triton", "time", "timeit", "builtins"):
                out.append(Finding("timer-patch", node.lineno, f"setattr on {'.'.join(mod.resolve(chain))}"))
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
    return not check_launch(mod, mod.reachable(entries))


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
        out += check_launch(mod, path)
    out += check_compute(mod, path)
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
    candidate_path = candidate_path or os.path.join(folder, task["kernel"])
    with open(candidate_path, encoding="utf-8") as f:
        text = f.read()
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

