"""The game file's bytes attacked: cut short at many offsets, and single bits flipped anywhere.

What a disk, a stick pulled out, or a forger with a hex editor does to a closed game. For
each change, `ba-console verify GAME --seals …` (as a player runs it) must answer in one
line and never with a traceback: exit 2 with what is wrong with the file, exit 1 with
where the log is broken, or exit 0 only when nothing the game holds was changed. What may
change unseen is only what holds no evidence: when a migration was applied, when a pack
copy was stored, the index a pending console draw is found by and the list of draws used
(both rebuilt from the hashed rows when they matter), and a pack copy that no longer
loads as a pack at all (nothing can roll with it).
"""

from __future__ import annotations

import contextlib
import io
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ba_console.cli import run
from ba_console.packs import PackError, parse_pack_text
from tests.store.test_hostile_file import sealed_evening  # noqa: F401 - a fixture

# Tables and columns that hold no evidence (see the module's docstring).
NOT_EVIDENCE = {"_sqlite_migrations": {"applied_at"}, "packs": {"added"}, "console_draws": {"key"}}
NOT_EVIDENCE_TABLES = {"console_draw_uses"}


def verify_line(path: Path, held: list[str]) -> tuple[int, str]:
    """Exit code and output of `ba-console verify PATH --seals …`, run in this process."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = run(["verify", str(path), "--seals", ",".join(held)])
    return code, out.getvalue()


UNLOADABLE = "(a pack copy that does not load as a pack)"


def contents(path: Path) -> dict[str, list[tuple]] | str:
    """Every table's rows as SQLite reads them, without what holds no evidence; a pack copy
    that does not load as a pack is marked as such."""
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?immutable=1", uri=True)
        found: dict[str, list[tuple]] = {}
        tables = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
        for (table,) in tables:
            if table in NOT_EVIDENCE_TABLES:
                continue
            columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
            kept = [c for c in columns if c not in NOT_EVIDENCE.get(table, ())]
            rows = conn.execute(f"SELECT {', '.join(kept)} FROM {table}").fetchall()
            if table == "packs":  # hash, pack_id, version, toml
                rows = [(*row[:3], row[3] if _loads(row[3]) else UNLOADABLE) for row in rows]
            found[table] = sorted(rows, key=repr)
        conn.close()
        return found
    except sqlite3.Error as exc:
        return f"unreadable: {exc}"


def _loads(toml: str) -> bool:
    try:
        parse_pack_text(toml)
    except PackError:
        return False
    return True


def same_evidence(changed: dict | str, sound: dict) -> bool:
    """Whether `changed` holds the evidence `sound` holds; a pack copy that no longer loads
    at all may differ (nothing can roll with it)."""
    if isinstance(changed, str):
        return False
    packs = {row[0]: row for row in changed.get("packs", [])}
    sound = dict(sound)
    sound["packs"] = sorted(
        (
            (*row[:3], UNLOADABLE) if packs.get(row[0], (None,) * 4)[3] == UNLOADABLE else row
            for row in sound["packs"]
        ),
        key=repr,
    )
    return changed == sound


class Sound:
    """The sound game's bytes, contents and seals (short to print in a failing example)."""

    def __init__(self, data: bytes, contents: dict, held: list[str]) -> None:
        self.data, self.contents, self.held = data, contents, held

    def __repr__(self) -> str:
        return f"<the sealed evening, {len(self.data)} bytes>"


@pytest.fixture(scope="module")
def sound(sealed_evening):  # noqa: F811 - the fixture imported above
    path, held = sealed_evening
    code, out = verify_line(path, held)
    assert code == 0, out
    return Sound(path.read_bytes(), contents(path), held)


def test_the_game_cut_short_at_any_offset_is_one_line_and_exit_2(sound, tmp_path):
    data, held = sound.data, sound.held
    copy = tmp_path / "cut.bagame"
    offsets = sorted({0, 1, 16, 99, 100, 101, len(data) - 1, *range(512, len(data), 1531)})
    for offset in offsets:
        copy.write_bytes(data[:offset])
        code, out = verify_line(copy, held)
        assert code == 2, (offset, out)
        assert out.count("\n") == 1 and out.startswith("ba-console: error: "), (offset, out)
        assert copy.read_bytes() == data[:offset]


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(where=st.floats(0, 1, exclude_max=True), bit=st.integers(0, 7))
def test_a_flipped_bit_anywhere_is_named_in_one_line_or_changes_nothing(
    sound, tmp_path_factory, where, bit
):
    data, held = sound.data, sound.held
    offset = 100 + int(where * (len(data) - 100))  # past the header, which probe_file reads
    flipped = bytearray(data)
    flipped[offset] ^= 1 << bit
    copy = tmp_path_factory.mktemp("flip") / "flipped.bagame"
    copy.write_bytes(bytes(flipped))
    code, out = verify_line(copy, held)
    assert code in (0, 1, 2), out
    # One line; a sound log's also says the seed commitment, for the players to compare.
    assert out.count("\n") == (2 if code == 0 else 1), (offset, bit, out)
    if code == 0:
        assert same_evidence(contents(copy), sound.contents), f"byte {offset} bit {bit}: {out}"
    elif code == 1:
        assert out.startswith(("BROKEN at ", "BROKEN: ")), out
    else:
        assert out.startswith("ba-console: error: "), out
