"""Mutation testing: would the tests notice a wrong rule?

A small AST mutator for the Qt-free heart of the program (`ba_console/core`, `rules`, `play`).
Each mutant changes one thing in one file:

- a comparison (`<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=`, `in` ↔ `not in`, `is` ↔ `is not`);
- a boolean operator (`and` ↔ `or`);
- an arithmetic operator (`+` ↔ `-`, `*` → `/` and `//`, `/` and `//` → `*`, `%` → `//`);
- an integer constant, plus one and minus one; `True` ↔ `False`;
- in a table of a few words that repeat (`{"fired": "this_bound", …}`), one word for another;
- a condition negated (`if`, `elif`, `while`, `x if c else y`), or a `not` dropped;
- a call made as a statement removed, or a `return` removed.

Docstrings, annotations, decorators and `if TYPE_CHECKING:` blocks are left alone. The text
of the file is edited in place of the node, so every other line keeps its number.

How it runs: the tool copies the project once per job (the editable install is shadowed by
the copy, which is first on `sys.path`), runs the pure tests once with a line tracer to learn
which tests run each line (and to check they pass), then for each mutant writes the mutated
file into a job's copy and runs only the tests that run the mutated lines (all of them for
a line run at import), stopping at the first failure, with a timeout. A mutant is *killed*
when a test fails or the run times out, *survives* when the tests pass, and is *not run*
when no test runs its line (a survivor too). The score of a file is killed ÷ mutants.

    nice -n 10 .venv/bin/python tools/mutate.py                       # core, rules, play
    nice -n 10 .venv/bin/python tools/mutate.py --every 5 --jobs 2    # every 5th mutant
    nice -n 10 .venv/bin/python tools/mutate.py --files ba_console/core/fair_dice.py
    .venv/bin/python tools/mutate.py --list --files ba_console/core/dice.py
    nice -n 10 .venv/bin/python tools/mutate.py --rerun mutation.jsonl   # its survivors again

It prints the score per file and per package and each survivor (file:line, what changed,
the line), and with `--out FILE` appends every result as a JSON line. `docs/mutation.md`
lists the survivors kept and why.
"""

from __future__ import annotations

import argparse
import ast
import concurrent.futures
import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import types
from collections import defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("core", "rules", "play")
# The pure tests (no window): those that can notice a wrong rule in core, rules and play.
TESTS = ("tests/core", "tests/packs", "tests/rules", "tests/play")
COPY_IGNORED = shutil.ignore_patterns(
    ".git", ".venv*", "venv", "__pycache__", ".hypothesis", ".pytest_cache", ".ruff_cache",
    "*.egg-info", "build", "dist", "screenshots",
)  # fmt: skip

COMPARE_SWAPS: dict[type[ast.cmpop], tuple[type[ast.cmpop], ...]] = {
    ast.Lt: (ast.LtE,),
    ast.LtE: (ast.Lt,),
    ast.Gt: (ast.GtE,),
    ast.GtE: (ast.Gt,),
    ast.Eq: (ast.NotEq,),
    ast.NotEq: (ast.Eq,),
    ast.In: (ast.NotIn,),
    ast.NotIn: (ast.In,),
    ast.Is: (ast.IsNot,),
    ast.IsNot: (ast.Is,),
}
ARITHMETIC_SWAPS: dict[type[ast.operator], tuple[type[ast.operator], ...]] = {
    ast.Add: (ast.Sub,),
    ast.Sub: (ast.Add,),
    ast.Mult: (ast.Div, ast.FloorDiv),
    ast.Div: (ast.Mult,),
    ast.FloorDiv: (ast.Mult,),
    ast.Mod: (ast.FloorDiv,),
}


@dataclass(frozen=True)
class Mutant:
    """One change to one file: the text from (`line`, `col`) to (`end_line`, `end_col`)
    (columns in characters) becomes `replacement`. `at_import` is true when the changed
    code runs when the module is imported rather than in a function."""

    path: str  # relative to the project, with /
    index: int  # its place among the file's mutants
    line: int
    col: int
    end_line: int
    end_col: int
    replacement: str
    what: str
    at_import: bool
    scope: str = ""  # the qualified name of the function the change is in (outermost)


# --- finding the mutants -----------------------------------------------------------------------


def _is_type_checking(node: ast.If) -> bool:
    return "TYPE_CHECKING" in ast.unparse(node.test)


def _is_docstring(node: ast.stmt) -> bool:
    return (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    )


class _Finder:
    """Walks a module in a fixed order and lists its mutants."""

    def __init__(self, path: str, source: str) -> None:
        self.path = path
        self.lines = source.splitlines(keepends=True)
        self.found: list[Mutant] = []
        self.classes: list[str] = []
        self.function = ""  # the outermost function walked, by qualified name

    # positions: ast gives UTF-8 byte columns; the mutants keep characters
    def _col(self, line: int, byte_col: int) -> int:
        return len(self.lines[line - 1].encode("utf-8")[:byte_col].decode("utf-8"))

    def text(self, node: ast.AST) -> str:
        return ast.get_source_segment("".join(self.lines), node) or ast.unparse(node)

    def add(self, node: ast.AST, replacement: str, what: str, at_import: bool) -> None:
        line, end_line = node.lineno, node.end_lineno or node.lineno
        missing = end_line - line - replacement.count("\n")
        if missing > 0 and replacement.endswith(")"):  # keep every later line's number
            replacement = replacement[:-1] + "\n" * missing + ")"
        self.found.append(
            Mutant(
                self.path,
                len(self.found),
                line,
                self._col(line, node.col_offset),
                end_line,
                self._col(end_line, node.end_col_offset or 0),
                replacement,
                what,
                at_import,
                "" if at_import else self.function,
            )
        )

    # walking ---------------------------------------------------------------------------------

    def module(self, tree: ast.Module) -> list[Mutant]:
        self.body(tree.body, at_import=True)
        return self.found

    def body(self, statements: list[ast.stmt], at_import: bool) -> None:
        for index, node in enumerate(statements):
            last = index == len(statements) - 1
            self.statement(node, at_import, last)

    def statement(self, node: ast.stmt, at_import: bool, last: bool) -> None:
        if _is_docstring(node):
            return
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for default in [*node.args.defaults, *node.args.kw_defaults]:
                if default is not None:
                    self.expression(default, at_import)
            outer = self.function
            self.function = outer or ".".join([*self.classes, node.name])
            self.body(node.body, at_import=False)
            self.function = outer
            return
        if isinstance(node, ast.ClassDef):
            self.classes.append(node.name)
            self.body(node.body, at_import)
            self.classes.pop()
            return
        if isinstance(node, ast.If):
            if _is_type_checking(node):
                return
            self.condition(node.test, at_import)
            self.expression(node.test, at_import)
            self.body(node.body, at_import)
            self.body(node.orelse, at_import)
            return
        if isinstance(node, ast.While):
            self.condition(node.test, at_import)
            self.expression(node.test, at_import)
            self.body(node.body, at_import)
            self.body(node.orelse, at_import)
            return
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            self.remove(node, f"call removed: {self.text(node.value).splitlines()[0]}", at_import)
            self.expression(node.value, at_import)
            return
        if isinstance(node, ast.Return):
            value = node.value
            returns_nothing = value is None or (
                isinstance(value, ast.Constant) and value.value is None
            )
            if not (returns_nothing and last):
                self.remove(node, "return removed", at_import)
            if value is not None:
                self.expression(value, at_import)
            return
        if isinstance(node, ast.AnnAssign):
            if node.value is not None and not self._is_all(node.target):
                self.expression(node.value, at_import)
            return
        if isinstance(node, ast.AugAssign):
            for other in ARITHMETIC_SWAPS.get(type(node.op), ()):
                mutated = ast.AugAssign(node.target, other(), node.value)
                lines = (node.end_lineno or node.lineno) - node.lineno
                what = f"{_op(node.op)}= → {_op(other())}=: {self._short(node)}"
                self.add(node, ast.unparse(mutated) + "\n" * lines, what, at_import)
            self.expression(node.value, at_import)
            return
        if isinstance(node, ast.Assign):
            if not any(self._is_all(t) for t in node.targets):
                self.expression(node.value, at_import)
            return
        # everything else: its expressions, then the statements it holds
        for name, value in ast.iter_fields(node):
            if name in ("annotation", "returns", "decorator_list", "type_comment"):
                continue
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                self.body(value, at_import)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.excepthandler):
                        self.body(item.body, at_import)
                    elif isinstance(item, ast.match_case):
                        self.body(item.body, at_import)
                    elif isinstance(item, ast.withitem):
                        self.expression(item.context_expr, at_import)
                    elif isinstance(item, ast.expr):
                        self.expression(item, at_import)
            elif isinstance(value, ast.expr):
                self.expression(value, at_import)

    @staticmethod
    def _is_all(target: ast.expr) -> bool:
        return isinstance(target, ast.Name) and target.id == "__all__"

    def remove(self, node: ast.stmt, what: str, at_import: bool) -> None:
        lines = (node.end_lineno or node.lineno) - node.lineno
        self.add(node, "pass" + "\n" * lines, what, at_import)

    def condition(self, test: ast.expr, at_import: bool) -> None:
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            return  # "not dropped" is the same mutant
        self.add(test, f"(not ({self.text(test)}))", f"condition negated: {self._short(test)}",
                 at_import)  # fmt: skip

    def _short(self, node: ast.AST) -> str:
        text = " ".join(self.text(node).split())
        return text if len(text) <= 60 else text[:57] + "..."

    def expression(self, node: ast.expr, at_import: bool) -> None:
        for child in self._walk(node):
            self.mutate(child, at_import)

    def _walk(self, node: ast.AST):
        """The expression's nodes in source order (a lambda's body too), f-strings left out."""
        if isinstance(node, ast.JoinedStr):
            return
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.expr_context, ast.operator, ast.cmpop, ast.boolop)):
                continue
            if isinstance(child, ast.JoinedStr):
                continue  # Python 3.11 gives no trustworthy positions inside an f-string
            if isinstance(child, ast.expr | ast.comprehension | ast.keyword):
                yield from self._walk(child)

    def mutate(self, node: ast.AST, at_import: bool) -> None:
        if isinstance(node, ast.Compare):
            for index, op in enumerate(node.ops):
                for other in COMPARE_SWAPS.get(type(op), ()):
                    mutated = ast.Compare(
                        node.left,
                        [other() if i == index else o for i, o in enumerate(node.ops)],
                        node.comparators,
                    )
                    what = f"{_op(op)} → {_op(other())}: {self._short(node)}"
                    self.add(node, f"({ast.unparse(mutated)})", what, at_import)
        elif isinstance(node, ast.BoolOp):
            other = ast.Or() if isinstance(node.op, ast.And) else ast.And()
            mutated = ast.BoolOp(other, node.values)
            what = f"{_op(node.op)} → {_op(other)}: {self._short(node)}"
            self.add(node, f"({ast.unparse(mutated)})", what, at_import)
        elif isinstance(node, ast.BinOp):
            for other in ARITHMETIC_SWAPS.get(type(node.op), ()):
                mutated = ast.BinOp(node.left, other(), node.right)
                what = f"{_op(node.op)} → {_op(other())}: {self._short(node)}"
                self.add(node, f"({ast.unparse(mutated)})", what, at_import)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            what = f"not dropped: {self._short(node)}"
            self.add(node, f"({self.text(node.operand)})", what, at_import)
        elif isinstance(node, ast.IfExp):
            self.condition(node.test, at_import)
        elif isinstance(node, ast.Dict):
            self.enum_values(node, at_import)
        elif isinstance(node, ast.Constant):
            value = node.value
            if isinstance(value, bool):
                self.add(node, repr(not value), f"{value} → {not value}", at_import)
            elif isinstance(value, int):
                for new in (value + 1, value - 1):
                    self.add(node, repr(new), f"{value} → {new}", at_import)

    def enum_values(self, node: ast.Dict, at_import: bool) -> None:
        """A table of a few words, each used by several keys (how long a flag counts:
        "this_bound", "next_bound"…): each value swapped for each other word."""
        if not node.values or not all(
            isinstance(v, ast.Constant) and isinstance(v.value, str) for v in node.values
        ):
            return
        texts = [str(v.value) for v in node.values if isinstance(v, ast.Constant)]
        words = sorted(set(texts))
        if len(words) < 2 or 2 * len(words) > len(texts):
            return
        for key, value, text in zip(node.keys, node.values, texts, strict=True):
            name = self._short(key) if key is not None else "**"
            for other in words:
                if other != text:
                    self.add(value, repr(other), f"{name}: {text!r} → {other!r}", at_import)


def _op(op: ast.AST) -> str:
    return {
        ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
        ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not",
        ast.And: "and", ast.Or: "or", ast.Add: "+", ast.Sub: "-", ast.Mult: "*",
        ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%",
    }[type(op)]  # fmt: skip


def find_mutants(path: Path, project: Path = ROOT) -> list[Mutant]:
    source = path.read_text(encoding="utf-8")
    relative = path.resolve().relative_to(project.resolve()).as_posix()
    return _Finder(relative, source).module(ast.parse(source))


def apply(source: str, mutant: Mutant) -> str:
    lines = source.splitlines(keepends=True)
    head = "".join(lines[: mutant.line - 1]) + lines[mutant.line - 1][: mutant.col]
    tail = lines[mutant.end_line - 1][mutant.end_col :] + "".join(lines[mutant.end_line :])
    return head + mutant.replacement + tail


def target_files(args: argparse.Namespace, project: Path = ROOT) -> list[Path]:
    if args.files:
        return [project / Path(f).resolve().relative_to(ROOT) for f in args.files]
    found: list[Path] = []
    for package in args.packages:
        found += sorted((project / "ba_console" / package).rglob("*.py"))
    return found


# --- which tests run which lines, and how long they take ---------------------------------------


class LineMap:
    """A pytest plugin: which test runs which line of the files mutated (traced with
    `sys.settrace`), how long each test takes, and which fail."""

    def __init__(self, files: list[str]) -> None:
        self.files = {str(Path(f).resolve()): f for f in files}  # run in the snapshot
        self.lines: dict[str, dict[int, list[str]]] = {}
        self.seconds: dict[str, float] = {}
        self.failed: list[str] = []
        self._hit: set[tuple[str, int]] = set()
        self._names: dict[str, str | None] = {}

    def _name(self, filename: str) -> str | None:
        if filename not in self._names:
            self._names[filename] = self.files.get(str(Path(filename).resolve()))
        return self._names[filename]

    def _trace(self, frame, event, arg):
        name = self._name(frame.f_code.co_filename)
        if name is None:
            return None
        hit = self._hit
        hit.add((name, frame.f_lineno))

        def local(frame, event, arg):
            if event == "line":
                hit.add((name, frame.f_lineno))
            return local

        return local

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):
        self._hit = set()
        start = time.perf_counter()
        threading.settrace(self._trace)
        sys.settrace(self._trace)
        yield
        sys.settrace(None)
        threading.settrace(None)
        self.seconds[item.nodeid] = time.perf_counter() - start
        for name, line in self._hit:
            self.lines.setdefault(name, {}).setdefault(line, []).append(item.nodeid)

    def pytest_runtest_logreport(self, report) -> None:
        if report.failed:
            self.failed.append(report.nodeid)


def _pytest_options(tests: list[str]) -> list[str]:
    return ["-q", "-p", "no:cacheprovider", "-o", "addopts=", "--no-header", *tests]


def _environment() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.pop("PYTHONPATH", None)
    return env


def line_map(project: Path, files: list[str], tests: list[str]) -> dict:
    """Run the tests once, untouched, in a child process, tracing the lines of `files`."""
    with tempfile.TemporaryDirectory() as scratch:
        job = Path(scratch) / "trace.json"
        job.write_text(json.dumps({"files": files, "tests": tests}), encoding="utf-8")
        command = [sys.executable, __file__, "--trace-job", str(job)]
        run = subprocess.run(
            command, cwd=project, env=_environment(), capture_output=True, text=True
        )
        found = json.loads(job.read_text(encoding="utf-8"))
    if "status" not in found:
        raise SystemExit(f"mutate: the traced test run failed:\n{run.stdout}\n{run.stderr}")
    if found["status"] != 0:
        failed = ", ".join(found["failed"][:5]) or run.stdout[-2000:]
        raise SystemExit(f"mutate: the tests fail before any mutation ({failed})")
    return found


def _steady_hypothesis() -> None:
    """Property tests without deadlines (a traced or loaded machine is slow: a deadline
    would kill a mutant by the clock), with the same examples every run, and no database."""
    from hypothesis import HealthCheck, settings

    settings.register_profile(
        "mutate",
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    settings.load_profile("mutate")


def _trace_job(job: Path) -> int:
    spec = json.loads(job.read_text(encoding="utf-8"))
    sys.path.insert(0, os.getcwd())
    _steady_hypothesis()
    plugin = LineMap(spec["files"])
    status = pytest.main(_pytest_options(spec["tests"]), plugins=[plugin])
    lines = {f: {str(k): v for k, v in found.items()} for f, found in plugin.lines.items()}
    spec.update(status=int(status), failed=plugin.failed, seconds=plugin.seconds, lines=lines)
    job.write_text(json.dumps(spec), encoding="utf-8")
    return 0


# --- running a mutant in a forked test process -------------------------------------------------


class Worker:
    """A pytest plugin that replaces the test loop: the tests are collected once, then for
    each mutant a forked child swaps the code of the function mutated (`__code__`, so every
    module that imported the function runs the mutant) and runs the mutant's tests, stopping
    at the first failure. The parent kills a child over its time. Results go to `out`, one
    JSON line each."""

    def __init__(self, mutants: list[dict], out) -> None:
        self.mutants = mutants
        self.out = out
        self.failed = ""

    def pytest_runtest_logreport(self, report) -> None:
        if report.failed and not self.failed:
            self.failed = report.nodeid

    def pytest_runtestloop(self, session) -> bool:
        items = {item.nodeid: item for item in session.items}
        # The control: a forked child with no mutant passes the first mutant's tests.
        control = self.run(None, self.mutants[0], items)
        if control["status"] != "survived":
            self.out.write(json.dumps({"control": control}) + "\n")
            return True
        for spec in self.mutants:
            result = self.run(Mutant(**spec["mutant"]), spec, items)
            self.out.write(json.dumps(result) + "\n")
            self.out.flush()
        return True

    def run(self, mutant: Mutant | None, spec: dict, items: dict) -> dict:
        read, write = os.pipe()
        start = time.perf_counter()
        pid = os.fork()
        if pid == 0:  # the child: never returns
            os.close(read)
            code = 70
            try:
                if mutant is not None:
                    _swap_code(mutant)
                code = 0
                selected = [items[t] for t in spec["tests"] if t in items]
                for index, item in enumerate(selected):
                    following = selected[index + 1] if index + 1 < len(selected) else None
                    item.ihook.pytest_runtest_protocol(item=item, nextitem=following)
                    if self.failed:
                        code = 1
                        break
                os.write(write, self.failed.encode("utf-8")[:500])
            except BaseException as error:  # noqa: BLE001 - the child must not go on
                os.write(write, f"{type(error).__name__}: {error}".encode()[:500])
            finally:
                os._exit(code)
        os.close(write)
        status = "timeout"
        deadline = start + spec["timeout"]
        while time.perf_counter() < deadline:
            done, code = os.waitpid(pid, os.WNOHANG)
            if done:
                code = os.waitstatus_to_exitcode(code)
                status = {0: "survived", 1: "killed", 70: "no_swap"}.get(code, "killed")
                break
            time.sleep(0.01)
        else:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        with os.fdopen(read, "rb") as pipe:
            said = pipe.read().decode("utf-8", "replace")
        return {
            "key": [mutant.path, mutant.index] if mutant else None,
            "status": status,
            "seconds": time.perf_counter() - start,
            "failed": said if status != "survived" else "",
        }


def _swap_code(mutant: Mutant) -> None:
    """Give the live function `mutant.scope` the code of its mutated version."""
    import importlib

    path = Path.cwd() / mutant.path  # the snapshot the worker runs in
    module = importlib.import_module(".".join(Path(mutant.path).with_suffix("").parts))
    mutated = compile(apply(path.read_text(encoding="utf-8"), mutant), str(path), "exec")

    def codes(code: types.CodeType):
        for const in code.co_consts:
            if isinstance(const, types.CodeType):
                yield const
                if const.co_name and const.co_qualname.count(".<locals>.") == 0:
                    yield from codes(const)

    new = next((c for c in codes(mutated) if c.co_qualname == mutant.scope), None)
    if new is None:
        raise LookupError(f"no code {mutant.scope} in the mutated {mutant.path}")
    live = module
    for part in mutant.scope.split("."):
        holder = live
        live = vars(holder)[part] if part in vars(holder) else getattr(holder, part)
    for _ in range(5):  # unwrap: staticmethod, property, lru_cache, pydantic's proxies
        if isinstance(live, types.FunctionType):
            break
        if isinstance(live, property):
            live = live.fget
        else:
            live = (
                getattr(live, "__func__", None)
                or getattr(live, "__wrapped__", None)
                or (getattr(live, "wrapped", None))
            )
    if not isinstance(live, types.FunctionType) or live.__code__.co_qualname != mutant.scope:
        raise LookupError(f"no live function {mutant.scope} in {mutant.path}")
    live.__code__ = new


def _worker_job(job: Path, fd: int) -> int:
    spec = json.loads(job.read_text(encoding="utf-8"))
    sys.path.insert(0, os.getcwd())
    _steady_hypothesis()
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        worker = Worker(spec["mutants"], out)
        options = ["-p", "no:cacheprovider", "-p", "no:terminal", "-o", "addopts="]
        status = pytest.main([*options, *spec["tests"]], plugins=[worker])
    return int(status)


def run_workers(project: Path, jobs: list[list[dict]], tests: list[str], on_result) -> None:
    """Run each job's mutants in its own worker process in `project`, at once;
    `on_result(record)` for each result."""
    with tempfile.TemporaryDirectory() as scratch:
        running = []
        for number, mutants in enumerate(jobs):
            if not mutants:
                continue
            job = Path(scratch) / f"job{number}.json"
            job.write_text(json.dumps({"tests": tests, "mutants": mutants}), encoding="utf-8")
            read, write = os.pipe()
            command = [sys.executable, __file__, "--worker-job", str(job), str(write)]
            process = subprocess.Popen(
                command, cwd=project, env=_environment(), pass_fds=(write,),
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            )  # fmt: skip
            os.close(write)
            running.append((process, os.fdopen(read, encoding="utf-8")))
        lock = threading.Lock()
        failures: list[str] = []

        def listen(pipe) -> None:
            for line in pipe:
                found = json.loads(line)
                if "control" in found:
                    failures.append(f"a run with no mutant fails: {found['control']}")
                    continue
                with lock:
                    on_result(found)

        threads = [threading.Thread(target=listen, args=(pipe,)) for _, pipe in running]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        for process, _ in running:
            _, errors = process.communicate()
            if process.returncode:
                failures.append(f"a worker failed:\n{errors[-3000:]}")
        if failures:
            raise SystemExit("mutate: " + "\n".join(failures))


# --- running a mutant in a copy of the project (code run at import) ----------------------------


def _forget_bytecode(path: Path) -> None:
    """A mutant may have the size and second of the last one: never let Python reuse its
    cached byte-code."""
    for cached in (path.parent / "__pycache__").glob(f"{path.stem}.*.pyc"):
        cached.unlink(missing_ok=True)


def run_in_copy(mutant: Mutant, copy: Path, tests: list[str], timeout: float) -> dict:
    """Write the mutated file into `copy` (first on `sys.path` there) and run `tests`."""
    target = copy / mutant.path
    original = target.read_text(encoding="utf-8")
    target.write_text(apply(original, mutant), encoding="utf-8")
    _forget_bytecode(target)
    command = [sys.executable, __file__, "--pytest", "-x", *_pytest_options(tests)]
    start = time.perf_counter()
    try:
        run = subprocess.run(
            command, cwd=copy, env=_environment(), capture_output=True, text=True, timeout=timeout
        )
        status = "survived" if run.returncode == 0 else "killed"
        failed = ""
        if status == "killed":
            lines = run.stdout.splitlines()
            failed = next((ln for ln in lines if ln.startswith(("FAILED", "ERROR"))), "")
            failed = failed or f"exit {run.returncode}"
    except subprocess.TimeoutExpired:
        status, failed = "timeout", f"over {timeout:.0f} s"
    finally:
        target.write_text(original, encoding="utf-8")
        _forget_bytecode(target)
    return {
        "key": [mutant.path, mutant.index],
        "status": status,
        "seconds": time.perf_counter() - start,
        "failed": failed[:500],
    }


def tests_for(mutant: Mutant, lines: dict, seconds: dict) -> list[str]:
    """The tests that run the mutated lines, fastest first."""
    by_line = lines.get(mutant.path, {})
    found: set[str] = set()
    for line in range(mutant.line, mutant.end_line + 1):
        found.update(by_line.get(str(line), ()))
    return sorted(found, key=lambda test: (seconds.get(test, 0.0), test))


# --- the run -----------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--trace-job"]:
        return _trace_job(Path(argv[1]))
    if argv[:1] == ["--worker-job"]:
        return _worker_job(Path(argv[1]), int(argv[2]))
    if argv[:1] == ["--pytest"]:  # pytest in the current folder, as the workers run it
        sys.path.insert(0, os.getcwd())
        _steady_hypothesis()
        return int(pytest.main(argv[1:]))
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument(
        "--packages",
        nargs="+",
        default=list(PACKAGES),
        metavar="PACKAGE",
        help="packages of ba_console to mutate (default: core rules play)",
    )
    parser.add_argument("--files", nargs="+", help="mutate these files instead")
    parser.add_argument(
        "--tests",
        nargs="+",
        default=list(TESTS),
        help="test folders to run (default: the pure tests)",
    )
    parser.add_argument("--every", type=int, default=1, help="run every Nth mutant of a file")
    parser.add_argument("--offset", type=int, default=0, help="which of every N (0..N-1)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument(
        "--timeout",
        type=float,
        default=15.0,
        help="seconds a mutant's tests may take beyond 3x their own time",
    )
    parser.add_argument("--out", type=Path, help="append each result to FILE as a JSON line")
    parser.add_argument(
        "--rerun", type=Path, help="run again only the survivors of an earlier --out FILE"
    )
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    args = parser.parse_args(argv)
    if args.every < 1 or not 0 <= args.offset < args.every:
        parser.error("--every must be 1 or more and --offset below it")
    jobs = max(1, args.jobs)
    if args.list:
        mutants = select(args, ROOT)
        for m in mutants:
            print(f"{m.path}:{m.line}  #{m.index}  {m.what}")
        print(f"{len(mutants)} mutants in {len({m.path for m in mutants})} files")
        return 0
    started = time.perf_counter()
    # Everything runs on a snapshot of the project, so that editing it meanwhile changes
    # nothing of the run.
    work = Path(tempfile.mkdtemp(prefix="mutate-"))
    try:
        snapshot = work / "snapshot"
        shutil.copytree(ROOT, snapshot, ignore=COPY_IGNORED)
        mutants = select(args, snapshot)
        results = run(args, jobs, snapshot, work, mutants)
        earlier = _earlier_results(args.rerun, mutants) if args.rerun else {}
        everything = [*earlier, *mutants]
        merged = {(m.path, m.index): found for m, found in earlier.items()}
        merged.update(results)
        report(snapshot, everything, merged, args, time.perf_counter() - started)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


def select(args: argparse.Namespace, project: Path) -> list[Mutant]:
    """The mutants asked for: of the files or packages, one in `--every`, or the
    survivors of `--rerun`'s run that the code still has."""
    mutants: list[Mutant] = []
    for path in target_files(args, project):
        mutants += [m for m in find_mutants(path, project) if m.index % args.every == args.offset]
    if args.rerun:
        wanted = set()
        for line in args.rerun.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record["status"] in ("survived", "not_run"):
                wanted.add((record["path"], record["index"], record["what"]))
        mutants = [m for m in mutants if (m.path, m.index, m.what) in wanted]
    return mutants


def _earlier_results(path: Path, rerun: list[Mutant]) -> dict[Mutant, dict]:
    """The results of an earlier run (`--out`) but for the mutants run again: the score
    is then the earlier run's, with its survivors run against today's tests."""
    again = {(m.path, m.index) for m in rerun}
    found: dict[Mutant, dict] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        fields = {name: record[name] for name in Mutant.__dataclass_fields__}
        mutant = Mutant(**fields)
        if (mutant.path, mutant.index) not in again:
            found[mutant] = {"status": record["status"]}
    return found


def run(
    args: argparse.Namespace, jobs: int, snapshot: Path, work: Path, mutants: list[Mutant]
) -> dict[tuple[str, int], dict]:
    relative = sorted({m.path for m in mutants})
    print(f"tracing {' '.join(args.tests)} over {len(relative)} files…", flush=True)
    traced = line_map(snapshot, relative, args.tests)
    lines, seconds = traced["lines"], traced["seconds"]
    by_key = {(m.path, m.index): m for m in mutants}
    results: dict[tuple[str, int], dict] = {}
    out = args.out.open("a", encoding="utf-8") if args.out else None

    def record(found: dict) -> None:
        mutant = by_key[found["key"][0], found["key"][1]]
        results[mutant.path, mutant.index] = found
        if out:
            out.write(json.dumps({**asdict(mutant), **found}) + "\n")
            out.flush()
        if len(results) % 50 == 0 or len(results) == len(mutants):
            killed = sum(r["status"] in KILLED for r in results.values())
            print(f"  {len(results)}/{len(mutants)}: {killed} killed", flush=True)

    in_functions: list[dict] = []
    at_import: list[Mutant] = []
    for mutant in mutants:
        if mutant.at_import:
            at_import.append(mutant)
            continue
        tests = tests_for(mutant, lines, seconds)
        if not tests:
            record({"key": [mutant.path, mutant.index], "status": "not_run", "seconds": 0})
            continue
        timeout = args.timeout + 3 * sum(seconds.get(t, 0.0) for t in tests)
        in_functions.append({"mutant": asdict(mutant), "tests": tests, "timeout": timeout})
    print(
        f"{len(mutants)} mutants: {len(in_functions)} in functions run by tests, "
        f"{len(at_import)} run at import, {len(mutants) - len(in_functions) - len(at_import)} "
        f"run by no test; {jobs} jobs",
        flush=True,
    )
    run_workers(snapshot, [in_functions[j::jobs] for j in range(jobs)], args.tests, record)
    # A worker may fail to swap a function's code (a decorator it cannot see through):
    # those mutants run as the import ones do, in a copy.
    slow = at_import + [
        by_key[key] for key, found in list(results.items()) if found["status"] == "no_swap"
    ]
    if slow:
        copies: queue.Queue[Path] = queue.Queue()
        for job in range(jobs):
            shutil.copytree(snapshot, work / f"job{job}")
            copies.put(work / f"job{job}")

        def one(mutant: Mutant) -> dict:
            copy = copies.get()
            try:
                if mutant.at_import:  # every test, those that run the file first
                    near = {t for found in lines.get(mutant.path, {}).values() for t in found}
                    tests = sorted(seconds, key=lambda t: (t not in near, seconds[t], t))
                else:
                    tests = tests_for(mutant, lines, seconds)
                own = sum(seconds[t] for t in tests)
                return run_in_copy(mutant, copy, tests, args.timeout + 3 * own)
            finally:
                copies.put(copy)

        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            for found in pool.map(one, slow):
                record(found)
    if out:
        out.close()
    return results


KILLED = ("killed", "timeout")


@dataclass
class _Tally:
    killed: int = 0
    survived: int = 0
    not_run: int = 0

    @property
    def total(self) -> int:
        return self.killed + self.survived + self.not_run

    def line(self, name: str) -> str:
        score = 100 * self.killed / self.total if self.total else 100.0
        extra = f", {self.not_run} run by no test" if self.not_run else ""
        return (
            f"{score:5.1f} %  {self.killed:4d} of {self.total:4d} killed  {name}"
            f"  ({self.survived} survived{extra})"
        )

    def add(self, status: str) -> None:
        if status in KILLED:
            self.killed += 1
        elif status == "not_run":
            self.not_run += 1
        else:
            self.survived += 1


def report(
    project: Path, mutants: list[Mutant], results: dict, args: argparse.Namespace, seconds: float
) -> None:
    per_file: dict[str, _Tally] = defaultdict(_Tally)
    per_package: dict[str, _Tally] = defaultdict(_Tally)
    everything = _Tally()
    for mutant in mutants:
        status = results[mutant.path, mutant.index]["status"]
        parts = mutant.path.split("/")
        package = parts[1] if len(parts) > 2 and parts[0] == "ba_console" else parts[0]
        for tally in (per_file[mutant.path], per_package[package], everything):
            tally.add(status)
    sample = f", every {args.every}th mutant (offset {args.offset})" if args.every > 1 else ""
    print(f"\nMutation score per file{sample}:")
    for path in sorted(per_file):
        print(per_file[path].line(path))
    print("\nPer package:")
    for package in sorted(per_package):
        print(per_package[package].line(package))
    print(everything.line("all"))
    survivors = [m for m in mutants if results[m.path, m.index]["status"] not in KILLED]
    if survivors:
        print("\nSurvivors:")
        texts: dict[str, list[str]] = {}
        for m in survivors:
            if m.path not in texts:
                texts[m.path] = (project / m.path).read_text(encoding="utf-8").splitlines()
            tag = " (run by no test)" if results[m.path, m.index]["status"] == "not_run" else ""
            print(f"  {m.path}:{m.line} #{m.index} {m.what}{tag}")
            print(f"      {texts[m.path][m.line - 1].strip()}")
    again = f" (the survivors of {args.rerun} run again)" if args.rerun else ""
    print(f"\n{len(mutants)} mutants{again}; {seconds / 60:.1f} min with {args.jobs} jobs")


if __name__ == "__main__":
    sys.exit(main())
