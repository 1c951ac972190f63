"""How `tools/mutate.py` runs the tests against a mutant: a traced run tells which tests
run which lines; a worker (a pytest session with its tests collected once) forks a child
per mutant, which swaps in the mutated code of one function and runs that mutant's tests;
a mutant of code run at import is written into a copy of the project and run there. Each
run spawns the `mutate.py` of the project it runs in (a snapshot), never the one being
edited.
"""

from __future__ import annotations

import dataclasses
import gc
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
import types
from pathlib import Path

import pytest
from mutants import Mutant, apply


def _tool(project: Path) -> str:
    return str(project / "tools" / "mutate.py")


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
        self.at_import: dict[str, list[int]] = {}

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

    # What runs while the tests are collected: the modules imported, and the functions
    # they call as they are (a factory making the closures of a table).
    def pytest_sessionstart(self, session) -> None:
        self._hit = set()
        sys.settrace(self._trace)

    def pytest_collection_finish(self, session) -> None:
        sys.settrace(None)
        for name, line in sorted(self._hit):
            self.at_import.setdefault(name, []).append(line)


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
        command = [sys.executable, _tool(project), "--trace-job", str(job)]
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


def steady_hypothesis() -> None:
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


def trace_job(job: Path) -> int:
    spec = json.loads(job.read_text(encoding="utf-8"))
    sys.path.insert(0, os.getcwd())
    steady_hypothesis()
    plugin = LineMap(spec["files"])
    status = pytest.main(_pytest_options(spec["tests"]), plugins=[plugin])
    lines = {f: {str(k): v for k, v in found.items()} for f, found in plugin.lines.items()}
    spec.update(status=int(status), failed=plugin.failed, seconds=plugin.seconds, lines=lines)
    spec["at_import"] = plugin.at_import
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
        # The controls: a forked child with no mutant, and one that swaps in the first
        # mutant's function unchanged, pass that mutant's tests.
        first = Mutant(**self.mutants[0]["mutant"])
        for mutant in (None, _unchanged(first)):
            control = self.run(mutant, self.mutants[0], items)
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


def _unchanged(mutant: Mutant) -> Mutant:
    """The same place, its text unchanged: swapping it in must change nothing."""
    lines = (Path.cwd() / mutant.path).read_text(encoding="utf-8").splitlines(keepends=True)
    if mutant.line == mutant.end_line:
        text = lines[mutant.line - 1][mutant.col : mutant.end_col]
    else:
        text = lines[mutant.line - 1][mutant.col :] + "".join(
            lines[mutant.line : mutant.end_line - 1]
        )
        text += lines[mutant.end_line - 1][: mutant.end_col]
    return dataclasses.replace(mutant, replacement=text, what="unchanged")


def _swap_code(mutant: Mutant) -> None:
    """Give the live function `mutant.scope` the code of its mutated version."""
    import importlib

    path = Path.cwd() / mutant.path  # the snapshot the worker runs in
    parts = Path(mutant.path).with_suffix("").parts
    if parts[-1] == "__init__":  # a package's own code: the package, not a second copy
        parts = parts[:-1]
    module = importlib.import_module(".".join(parts))
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
    _swap_closures(live.__code__, new)
    live.__code__ = new


COMPREHENSIONS = ("<listcomp>", "<setcomp>", "<dictcomp>", "<genexpr>")


def _nested(code: types.CodeType):
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield const
            yield from _nested(const)


def _swap_closures(old: types.CodeType, new: types.CodeType) -> None:
    """Functions the old code made and that live on (a factory's closures, made at import:
    `AUTO_PREDICATES = {"disorder_ld": _disorder("LD", …)}`) get their mutated code too,
    matched by name and first line (a mutant keeps every line's number)."""
    made = {
        (c.co_qualname, c.co_firstlineno): c
        for c in _nested(old)
        if c.co_name not in COMPREHENSIONS
    }
    if not made:
        return
    mutated = {(c.co_qualname, c.co_firstlineno): c for c in _nested(new)}
    swap = {id(c): mutated[key] for key, c in made.items() if key in mutated}
    for found in gc.get_objects():
        if isinstance(found, types.FunctionType) and id(found.__code__) in swap:
            found.__code__ = swap[id(found.__code__)]


def worker_job(job: Path, fd: int) -> int:
    spec = json.loads(job.read_text(encoding="utf-8"))
    sys.path.insert(0, os.getcwd())
    steady_hypothesis()
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
            command = [sys.executable, _tool(project), "--worker-job", str(job), str(write)]
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
    command = [sys.executable, _tool(copy), "--pytest", "-x", *_pytest_options(tests)]
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
