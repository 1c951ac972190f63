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

Docstrings, annotations, decorators, `if TYPE_CHECKING:` blocks, `Protocol` classes (an
interface has no behaviour) and the flags of a dataclass `field()` (`hash=False`) are left
alone. The text
of the file is edited in place of the node, so every other line keeps its number
(`tools/mutants.py`).

How it runs (`tools/mutant_runs.py`): on a snapshot of the project, so that editing the
project meanwhile changes nothing, it runs the pure tests once with a line tracer, to learn
which tests run each line and to check they pass. Then a worker per job collects the tests
once and, for each mutant in a function, forks a child that swaps the function's code for
the mutated one and runs only the tests that run the mutated lines, fastest first, stopping
at the first failure, with a timeout (the tests' own time three times, plus `--timeout`). A
mutant of code run at import (a constant, a table) is written into a copy of the snapshot
and the whole pure suite runs on it, the tests of its file first. Property tests run
without deadlines and with the same examples each run. A mutant is *killed* when a test
fails or the run times out, *survives* when the tests pass, and is *not run* when no test
runs its line (a survivor too). The score of a file is killed ÷ mutants.

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
import concurrent.futures
import json
import os
import queue
import shutil
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path

import pytest
from mutant_runs import (
    line_map,
    run_in_copy,
    run_workers,
    steady_hypothesis,
    tests_for,
    trace_job,
    worker_job,
)
from mutants import Mutant, find_mutants

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("core", "rules", "play")
# The pure tests (no window): those that can notice a wrong rule in core, rules and play.
TESTS = ("tests/core", "tests/packs", "tests/rules", "tests/play")
COPY_IGNORED = shutil.ignore_patterns(
    ".git", ".venv*", "venv", "__pycache__", ".hypothesis", ".pytest_cache", ".ruff_cache",
    "*.egg-info", "build", "dist", "screenshots",
)  # fmt: skip


def target_files(args: argparse.Namespace, project: Path = ROOT) -> list[Path]:
    if args.files:
        return [project / Path(f).resolve().relative_to(ROOT) for f in args.files]
    found: list[Path] = []
    for package in args.packages:
        found += sorted((project / "ba_console" / package).rglob("*.py"))
    return found


# --- the run -----------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--trace-job"]:
        return trace_job(Path(argv[1]))
    if argv[:1] == ["--worker-job"]:
        return worker_job(Path(argv[1]), int(argv[2]))
    if argv[:1] == ["--pytest"]:  # pytest in the current folder, as the workers run it
        sys.path.insert(0, os.getcwd())
        steady_hypothesis()
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


def _runs_at_import(mutant: Mutant, at_import: dict[str, list[int]]) -> bool:
    lines = set(at_import.get(mutant.path, ()))
    return any(line in lines for line in range(mutant.line, mutant.end_line + 1))


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
        if not tests and _runs_at_import(mutant, traced["at_import"]):
            at_import.append(mutant)  # a function the import calls: a factory, say
            continue
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
                if mutant in at_import:  # every test, those that run the file first
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
