"""`ba-console seal`, `verify --seals` and `orders`: disputes settled from the shell."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.cli import run
from ba_console.store import Effect, Game, RollDraft
from tests.store.forger import forge


@pytest.fixture
def demo(tmp_path: Path, capsys) -> Path:
    path = tmp_path / "demo.bagame"
    assert run(["new", str(path), "--demo"]) == 0
    capsys.readouterr()
    return path


def seal(path: Path, capsys, *extra: str) -> str:
    assert run(["seal", str(path), *extra]) == 0
    out = capsys.readouterr().out
    first = out.splitlines()[0]
    assert first.startswith("Seal of bound 1: B1 ")
    return first.removeprefix("Seal of bound 1: ")


def test_seal_logs_a_seal_row_and_prints_it_for_the_players(demo, capsys):
    text = seal(demo, capsys, "--note", "witnessed by Anders and Pierre")
    with Game.open(demo, read_only=True) as game:
        (row,) = game.rolls(kind="seal")
    assert row.outcome.key == text and row.note == "witnessed by Anders and Pierre"
    assert run(["verify", str(demo)]) == 0


def test_verify_with_the_seals_held_says_they_match(demo, capsys):
    first = seal(demo, capsys)
    second = seal(demo, capsys)
    # Typed back by a player: lower case, no dashes, O for 0.
    typed = second.lower().replace("-", "").replace("0", "o")
    assert run(["verify", str(demo), "--seals", f"{first}, {typed}"]) == 0
    out = capsys.readouterr().out
    assert f"the seals held match the log ({first}, {second})" in out


def test_verify_names_the_bound_whose_seal_a_rewritten_log_no_longer_gives(demo, capsys):
    with Game.open(demo) as game:
        game.append_roll(RollDraft(kind="catch", note="the general escapes"))
    held = seal(demo, capsys)
    forge(demo, rolls={1: lambda row: row.update(note="the general is caught")})
    assert run(["verify", str(demo)]) == 0  # every hash recomputed: the chain alone passes
    capsys.readouterr()
    assert run(["verify", str(demo), "--seals", held]) == 1
    assert capsys.readouterr().out.strip() == (
        f"BROKEN at bound 1: the seal {held} a player holds does not match the log: "
        "bound 1 or a bound before it was changed, or rolls were removed"
    )


def test_a_seal_that_is_not_one_is_one_line_and_exit_2(demo, capsys):
    assert run(["verify", str(demo), "--seals", "B1 7Q2K-9FXA"]) == 2
    error = capsys.readouterr().err
    assert error.strip() == (
        "ba-console: error: --seals: 'B1 7Q2K-9FXA': a seal has 12 letters and digits after "
        "its bound, not 8"
    )


def test_a_wrong_seal_is_broken_at_its_bound_with_exit_1(demo, capsys):
    seal(demo, capsys)
    assert run(["verify", str(demo), "--seals", "B1 0000-0000-0000"]) == 1
    out = capsys.readouterr().out
    assert out.strip() == (
        "BROKEN at bound 1: the seal B1 0000-0000-0000 a player holds does not match the log: "
        "bound 1 or a bound before it was changed, or rolls were removed"
    )


def test_orders_prints_every_version_of_the_order_as_written(demo, capsys):
    with Game.open(demo) as game:
        game.save_order(1, "i-15", "advance to the farm")
        game.save_order(1, "i-15", "charge the farm")
        game.close_orders(1)
        game.append_roll(
            RollDraft(
                kind="ordering",
                effects=[
                    Effect(unit="i-15", what="order_status", **{"from": "written"}, to="followed")
                ],  # fmt: skip
            )
        )
        name = game.unit("i-15").name
    assert run(["orders", str(demo), "--bound", "1", "--unit", "i-15"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"Order of {name} (i-15), bound 1, as the log has it:"
    assert 'written: "advance to the farm" (status written' in lines[1]
    assert 'written: "charge the farm" (status written' in lines[2]
    assert 'as the ordering phase closed: "charge the farm" (status written' in lines[3]
    assert "roll 1 (ordering): status written -> followed" in lines[4]
    assert lines[5].startswith('Now in the file: "charge the farm" (status followed')


def test_orders_of_a_unit_that_is_not_there_is_one_line_and_exit_2(demo, capsys):
    assert run(["orders", str(demo), "--bound", "1", "--unit", "nobody"]) == 2
    assert capsys.readouterr().err.strip() == (
        "ba-console: error: --unit nobody: no such unit in demo.bagame"
    )


def test_the_dispute_report_says_the_state_is_proven_from_the_log(demo, tmp_path, capsys):
    report = tmp_path / "report.html"
    assert run(["export", str(demo), "--format", "html", "-o", str(report)]) == 0
    text = " ".join(report.read_text(encoding="utf-8").split())
    assert "hash chain intact; roster, orders, flags, phase and penalties proven from the log" in (
        text
    )


def test_orders_of_a_bound_not_begun_says_so(demo, capsys):
    """Before, "no order was written for this unit in this bound", as if bound 9 had been
    played without one."""
    assert run(["orders", str(demo), "--bound", "9", "--unit", "i-15"]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [
        "ba-console: error: --bound 9: the game is in bound 1; no later bound has begun"
    ]
