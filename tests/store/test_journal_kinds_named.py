"""The state journal's entry kinds are named once (`EntryKind`), as the text old games hold,
and every reader that must know a kind does: verify (`ENTRY_OPS`), and the list of units
and commanders taken off the roster (`OFF_KINDS`, which the log viewer, the report and the
exports word). A kind written as a literal in the code would never match if misspelt, so
none is."""

from __future__ import annotations

import ast
from pathlib import Path

import ba_console
from ba_console.store.journal import ENTRY_OPS
from ba_console.store.journal_reads import OFF_KINDS
from ba_console.store.kinds import EntryKind

# What games already hold in `state_log.kind`: a value changed would stop them verifying.
HELD_BY_GAMES = {
    "snapshot",
    "orders_closed",
    "side_added",
    "side_removed",
    "commander_added",
    "commander_changed",
    "commander_removed",
    "orderly_changed",
    "unit_added",
    "unit_changed",
    "unit_removed",
    "unit_taken_off",
    "unit_put_back",
    "order_written",
    "order_deleted",
    "phase_set",
    "flag_added",
    "flags_expired",
    "side_penalty_added",
    "game_changed",
    "pack_chosen",
}


def test_the_kinds_are_the_text_games_hold():
    assert {kind.value for kind in EntryKind} == HELD_BY_GAMES


def test_verify_knows_every_kind_with_operations():
    without_ops = {EntryKind.SNAPSHOT, EntryKind.ORDERS_CLOSED}
    assert set(ENTRY_OPS) == set(EntryKind) - without_ops


def test_every_kind_that_takes_a_unit_or_commander_off_is_listed_as_taken_off():
    """A kind that deletes a unit or a commander is one the readers say (with the kind that
    undoes it); a kind that adds one back is the undoing of one of them."""
    removes = {("units", "delete"), ("commanders", "delete")}
    adds = {("units", "insert"), ("commanders", "insert")}
    assert {kind for kind, ops in ENTRY_OPS.items() if ops & removes} == set(OFF_KINDS)
    assert {kind for kind, ops in ENTRY_OPS.items() if ops & adds} == {
        off.undone_by for off in OFF_KINDS.values()
    }
    for kind, off in OFF_KINDS.items():
        assert (off.table, "delete") in ENTRY_OPS[kind]
        assert (off.table, "insert") in ENTRY_OPS[off.undone_by]


def _literal_kinds(path: Path) -> list[str]:
    """The string constants in `path` (not docstrings) that are a kind, or quote one in SQL."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
            continue
        if id(node) in docstrings:
            continue
        if node.value in HELD_BY_GAMES or any(f"'{kind}'" in node.value for kind in HELD_BY_GAMES):
            found.append(f"{path.name}:{node.lineno}: {node.value!r}")
    return found


def test_no_kind_is_written_as_a_literal():
    package = Path(ba_console.__file__).parent
    kinds_module = package / "store" / "kinds.py"
    found = [
        place
        for path in sorted(package.rglob("*.py"))
        if path != kinds_module
        for place in _literal_kinds(path)
    ]
    assert found == []
