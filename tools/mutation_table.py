"""The mutation scores of several runs of `tools/mutate.py --out`, as one table.

    python tools/mutation_table.py RUN.jsonl [RUN2.jsonl …] [--survivors]

A file's figures come from the last run given that holds it (a later run of a file, after
tests were written or code removed, replaces an earlier one whole: its mutants are
numbered anew). Prints a Markdown table, file by file and per package, with the same
counting as `mutate.py`'s report: a mutant killed or timed out is killed; one that
survived, or that no test runs, is a survivor. With `--survivors`, each survivor's line.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

KILLED = ("killed", "timeout")
FIELDS = ("path", "index", "line", "what", "status")


def read_runs(paths: list[Path]) -> dict[str, list[dict]]:
    """Each mutated file's results, from the last run that holds it."""
    files: dict[str, list[dict]] = {}
    for path in paths:
        found: dict[str, list[dict]] = defaultdict(list)
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                result = json.loads(line)
                missing = [key for key in FIELDS if key not in result]
                if missing:
                    raise KeyError(", ".join(missing))
                found[result["path"]].append(result)
            except (ValueError, KeyError, TypeError) as exc:
                raise SystemExit(
                    f"{path}:{number}: not a result of mutate.py --out ({exc})"
                ) from None
        files.update(found)
    return files


def score(results: list[dict]) -> tuple[int, int]:
    """(killed, all) of one file's results, each mutant counted once (its last result)."""
    last = {r["index"]: r["status"] for r in results}
    return sum(status in KILLED for status in last.values()), len(last)


def package_of(path: str) -> str:
    parts = path.split("/")
    return parts[1] if len(parts) > 2 and parts[0] == "ba_console" else parts[0]


def table(files: dict[str, list[dict]]) -> list[str]:
    lines = ["| file | killed | score |", "|---|---|---|"]
    packages: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for path in sorted(files):
        killed, total = score(files[path])
        lines.append(
            f"| {path.removeprefix('ba_console/')} | {killed} of {total} | "
            f"{100 * killed / total:.1f} % |"
        )
        packages[package_of(path)][0] += killed
        packages[package_of(path)][1] += total
    for package, (killed, total) in sorted(packages.items()):
        lines.append(f"| **{package}** | {killed} of {total} | {100 * killed / total:.1f} % |")
    return lines


def survivors(files: dict[str, list[dict]]) -> list[str]:
    lines = []
    for path in sorted(files):
        last = {r["index"]: r for r in files[path]}
        for index in sorted(last):
            result = last[index]
            if result["status"] not in KILLED:
                tag = " (run by no test)" if result["status"] == "not_run" else ""
                lines.append(f"{path}:{result['line']} #{index} {result['what']}{tag}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("runs", nargs="+", type=Path, help="files written by mutate.py --out")
    parser.add_argument("--survivors", action="store_true", help="list each survivor too")
    args = parser.parse_args(argv)
    for run in args.runs:
        if not run.is_file():
            parser.error(f"{run}: no such file")
    files = read_runs(args.runs)
    print("\n".join(table(files)))
    if args.survivors:
        print()
        print("\n".join(survivors(files)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
