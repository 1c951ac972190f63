"""Timing two commands against each other on a busy machine: pairs, ratios, byte-code.

Every figure of `benchmarks/` that is an aim is a ratio of two commands measured in the
same run: the two run alternately (A, B, A, B, …), each pair gives one ratio, and the
figure is the median of the pairs' ratios, with the spread (lowest and highest) beside
it. A machine that is busy for a moment slows both commands of that pair, which a ratio
of two medians taken minutes apart would not see.

Byte-code matters to a process's start (compiling the console's modules costs more than
importing them), so every child is started in one of two ways, and the report says which:

- cached: `PYTHONPYCACHEPREFIX` points at a folder of this run, filled first by
  `python -m compileall` over the tree and by warm-up runs (which also compile what the
  standard library and the packages import); nothing is written into the tree;
- not cached (`--no-cached`): `PYTHONDONTWRITEBYTECODE=1` and no prefix, so the
  console's own modules are compiled at every start, as for a checkout run in an
  environment that writes no byte-code (the packages keep the byte-code pip wrote).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Pairs:
    """The times of two commands run alternately; `ratios` are first ÷ second, pair by pair."""

    first: list[float] = field(default_factory=list)
    second: list[float] = field(default_factory=list)

    def add(self, first: float, second: float) -> None:
        self.first.append(first)
        self.second.append(second)

    @property
    def ratios(self) -> list[float]:
        return [a / b for a, b in zip(self.first, self.second, strict=True)]

    def line(self, what: str, aim: str = "", unit: str = "ms", scale: float = 1000) -> str:
        """ "what: ×1.23 (spread ×1.10–×1.40, 7 pairs; median 210 ms ÷ 170 ms) aim …"."""
        ratios = self.ratios
        text = (
            f"{what}: ×{statistics.median(ratios):.2f} "
            f"(spread ×{min(ratios):.2f}–×{max(ratios):.2f}, {len(ratios)} pairs; "
            f"median {statistics.median(self.first) * scale:.1f} {unit} ÷ "
            f"{statistics.median(self.second) * scale:.1f} {unit})"
        )
        return f"{text}  aim {aim}" if aim else text


def alternate(
    first: Callable[[], float], second: Callable[[], float], pairs: int, warm_up: int = 1
) -> Pairs:
    """Run `first` and `second` alternately; each returns the seconds it measured."""
    for _ in range(warm_up):
        first()
        second()
    result = Pairs()
    for number in range(pairs):
        # Which goes first alternates too, so neither always runs on a cache the other warmed.
        if number % 2:
            b = second()
            a = first()
        else:
            a = first()
            b = second()
        result.add(a, b)
    return result


def child_env(tmp: Path, tree: Path, cached: bool, **extra: str) -> dict[str, str]:
    """The environment of a child process running the console from `tree`."""
    env = {key: value for key, value in os.environ.items() if key not in DROPPED}
    env["PYTHONPATH"] = str(tree)
    if cached:
        env["PYTHONPYCACHEPREFIX"] = str(tmp / "pycache")
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.update(extra)
    return env


# Settings of the caller that would change what a child measures.
DROPPED = (
    "PYTHONDONTWRITEBYTECODE",
    "PYTHONPYCACHEPREFIX",
    "PYTHONPROFILEIMPORTTIME",
    "PYTHONPATH",
    "BA_CONSOLE_DATA_DIR",
)


def compile_tree(env: dict[str, str], tree: Path) -> None:
    """Byte-code of the tree's console into the run's cache (`python -m compileall`)."""
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(tree / "ba_console")],
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )


def bytecode_note(env: dict[str, str], tree: Path) -> str:
    """Whether the children ran on cached byte-code, checked, not assumed."""
    prefix = env.get("PYTHONPYCACHEPREFIX")
    if prefix:
        found = sorted(Path(prefix).rglob("ba_console/cli.*.pyc"))
        if not found:
            raise SystemExit(f"byte-code was to be cached in {prefix}, but none was written")
        return f"byte-code cached (PYTHONPYCACHEPREFIX, compileall and warm-up runs: {prefix})"
    stale = sorted((tree / "ba_console").rglob("*.pyc"))
    note = "byte-code NOT cached (PYTHONDONTWRITEBYTECODE=1): the console compiled at each start"
    if stale:
        note += f"; but {len(stale)} .pyc files lie in the tree and were used"
    return note


def time_process(args: Sequence[str], env: dict[str, str], cwd: Path) -> float:
    """Seconds from starting `args` to its end; a failure stops the benchmark."""
    start = time.perf_counter()
    done = subprocess.run(list(args), env=env, cwd=cwd, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed (exit {done.returncode}):\n{done.stderr}")
    return elapsed


def machine_note() -> str:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return f"Python {sys.version.split()[0]}; {os.cpu_count()} CPUs; load {load:.1f}"
