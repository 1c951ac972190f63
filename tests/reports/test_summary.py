"""The turn summary of a bound: one page a club pins up, per unit what happened to it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from ba_console import reports
from ba_console.cli import run
from ba_console.reports import summary as summary_report
from ba_console.store import Game
from tests.reports.club_game import FRANCE, PRUSSIA, club_game
from tests.reports.pdf_text import needs_pdftotext, pdf_pages, visible_text

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def evening(tmp_path_factory) -> Path:
    """Two whole bounds of a 20-units-a-side game: orders, every unit's movement confirmed
    by the umpire, fire, melee, a catch roll that costs Prussia −1, a void, a seal."""
    path = tmp_path_factory.mktemp("summary") / "plancenoit.bagame"
    club_game(path, 140, movement=True, seals=True).close()
    return path


def summary_of(path: Path, bound: int) -> summary_report.TurnSummary:
    with Game.open(path, read_only=True) as game:
        return summary_report.build(game, bound, zone=ZoneInfo("Europe/Copenhagen"))


def evening_seal(path: Path, bound: int) -> str:
    """The seal the console logged at the end of `bound`, as the players wrote it down."""
    with Game.open(path, read_only=True) as game:
        seals = game.rolls(bound=bound, kind="seal")
    assert len(seals) == 1 and seals[0].outcome is not None
    text = seals[0].outcome.key
    assert re.fullmatch(rf"B{bound} [0-9A-Z]{{4}}-[0-9A-Z]{{4}}-[0-9A-Z]{{4}}", text)
    return text


def line_of(summary: summary_report.TurnSummary, name: str) -> summary_report.UnitLine:
    return next(line for side in summary.sides for line in side.lines if line.name == name)


def test_a_club_bound_of_twenty_units_a_side_fits_one_page(qapp, evening, tmp_path):
    assert len(PRUSSIA) == len(FRANCE) == 20
    with Game.open(evening, read_only=True) as game:
        assert game.roll_count(bound=2) > 50  # 40 movements, ordering rolls, fire, melee…
        pages = reports.write_summary_pdf(game, 2, tmp_path / "bound-2.pdf", paper="a4")
    assert pages == 1


def test_each_unit_says_its_order_rolls_losses_and_changes(evening):
    summary = summary_of(evening, 2)
    with Game.open(evening, read_only=True) as game:
        rolls = [r for r in game.rolls(bound=2) if r.voided_by is None]
        fired = next(r for r in rolls if r.kind == "fire" and len(r.effects) == 3)
        target, firer = fired.units[1], fired.units[0]
        names = game.names()
        lost = fired.effects[0].from_ - fired.effects[0].to
    line = line_of(summary, names[target])
    assert f"#{fired.sequence} Fire by hand weapons from {names[firer]}: " in " ".join(line.rolls)
    assert line.lost >= lost and any("disorder" in change for change in line.changes)
    firing = line_of(summary, names[firer])
    said = f"#{fired.sequence} Fire by hand weapons: "
    assert any(roll.startswith(said) for roll in firing.rolls)


def test_orders_say_what_the_umpire_confirmed_of_the_movement(evening):
    summary = summary_of(evening, 2)
    with Game.open(evening, read_only=True) as game:
        moves = game.rolls(bound=2, kind="movement")
        names = game.names()
    in_part = next(m for m in moves if m.outcome.key == "in_part")
    # (This unit's ordering roll failed first: that is said before the movement.)
    assert line_of(summary, names[in_part.units[0]]).order == (
        "not followed; carried out in part: stopped at the hedge"
    )
    quiet = {name for side in summary.sides for name in side.quiet.get("as_ordered", [])}
    plain = [m for m in moves if m.outcome.key == "as_ordered"]
    assert quiet and quiet <= {names[m.units[0]] for m in plain}


def test_an_ordering_roll_stays_said_beside_the_movement_confirmed(evening):
    # The movement row took the order column, and the ordering roll, said only there, was
    # gone: "carried out as ordered" for a unit whose order was not followed.
    summary = summary_of(evening, 2)
    with Game.open(evening, read_only=True) as game:
        moves = {m.units[0]: m for m in game.rolls(bound=2, kind="movement")}
        names = game.names()
        rolled = [
            (r, moves[r.units[0]])
            for r in game.rolls(bound=2, kind="ordering")
            if r.units[0] in moves and r.voided_by is None
        ]
    failed = next(
        r for r, m in rolled if r.effects[0].to == "not_followed" and m.outcome.key == "as_ordered"
    )
    line = line_of(summary, names[failed.units[0]])
    assert line.order == "not followed; carried out as ordered"
    followed, _ = next((r, m) for r, m in rolled if r.effects[0].to == "followed")
    assert line_of(summary, names[followed.units[0]]).order.startswith("followed; ")


def test_without_movement_rows_the_order_is_as_the_ordering_roll_left_it(tmp_path):
    path = tmp_path / "plain.bagame"
    club_game(path, 40).close()
    summary = summary_of(path, 1)
    with Game.open(path, read_only=True) as game:
        failed = next(
            r for r in game.rolls(bound=1, kind="ordering") if r.effects[0].to == "not_followed"
        )
        name = game.names()[failed.units[0]]
    assert line_of(summary, name).order == "not followed"
    html = summary_report.html(summary)
    # Made before the next bound began (from F8's question): why there is no seal yet.
    assert (
        "Seal of the bound:</b> No seal yet: the console seals a bound as the next one begins."
        in html
    )


def test_side_penalty_staff_and_the_seal_of_the_bound(evening):
    summary = summary_of(evening, 2)
    prussia = next(side for side in summary.sides if side.key == "prussia")
    assert len(prussia.penalties) == 1
    assert re.fullmatch(r"−1 on every roll, bounds 2 to 3 \(#\d+\)", prussia.penalties[0])
    assert re.fullmatch(r"Ryssel: commander fallen no → yes \(#\d+\)", prussia.staff[0])
    html = visible_text(summary_report.html(summary))
    seal = evening_seal(evening, 2)
    assert f"Seal of the bound: {seal} · #" in " ".join(html.split())
    assert "witnessed by Anders and Pierre" in html


def test_a_voided_roll_is_not_in_the_summary(evening):
    summary = summary_of(evening, 2)
    with Game.open(evening, read_only=True) as game:
        voided = next(r for r in game.rolls(bound=2) if r.voided_by is not None)
    said = " ".join(roll for side in summary.sides for line in side.lines for roll in line.rolls)
    assert f"#{voided.sequence} " not in said


@needs_pdftotext
def test_the_summary_from_the_shell(qapp, evening, tmp_path):
    out = tmp_path / "summary.pdf"
    command = [sys.executable, "-m", "ba_console", "export", str(evening), "--summary"]
    command += ["--bound", "2", "-o", str(out)]
    subprocess.run(command, check=True, capture_output=True, cwd=REPO)
    (page,) = pdf_pages(out)
    assert "Turn summary: Plancenoit 1815, bound 2" in page
    assert "Page 1 of 1" in page


def test_the_summary_refuses_roll_filters_and_defaults_to_the_games_bound(evening, capsys):
    assert run(["export", str(evening), "--summary", "--unit", "i-15", "--format", "html"]) == 2
    assert "a turn summary is of a whole bound" in capsys.readouterr().err
    assert run(["export", str(evening), "--summary", "--format", "csv"]) == 2
    assert "a turn summary is html or pdf, not csv" in capsys.readouterr().err
    assert run(["export", str(evening), "--summary", "--format", "html"]) == 0
    with Game.open(evening, read_only=True) as game:
        bound = game.phase().bound
    assert f"Turn summary: Plancenoit 1815, bound {bound}</h1>" in capsys.readouterr().out
