"""A unit taken off the roster (added by mistake) in the exports a dispute is settled from:
the dispute report lists it only when its filters take it in (a report of bound 2 or of
another unit does not list a unit taken off in bound 1), and the CSV and JSON exports, read
by tools, carry it too, with its bound, its key and the umpire's reason."""

from __future__ import annotations

import csv
import html
import io
import json

from ba_console.reports import export_log
from ba_console.store import Game

REASON = "typed twice: the 2nd Silesian Hussars"
HEADING = '<h2 id="taken-off">Taken off the roster</h2>'


def with_a_unit_taken_off(game: Game) -> Game:
    game.add_unit(
        "late-hus", "Late Hussars", side="prussia", arm="cavalry", type="light", figures=24
    )
    game.take_off("late-hus", REASON)
    game.set_phase(2, "ordering", "issuing_orders")
    return game


def test_the_report_lists_it_only_where_its_filters_take_it_in(game: Game):
    with_a_unit_taken_off(game)
    whole = html.unescape(export_log(game, "html"))
    assert HEADING in whole and REASON in whole
    for filters in ({"bound": 1}, {"unit": "late-hus"}, {"text": "silesian"}):
        shown = html.unescape(export_log(game, "html", **filters))
        assert HEADING in shown and REASON in shown, filters
    for filters in ({"bound": 2}, {"unit": "i-15"}, {"kind": "fire"}, {"text": "hedge"}):
        shown = html.unescape(export_log(game, "html", **filters))
        assert HEADING not in shown and REASON not in shown, filters


def test_the_csv_and_the_json_carry_it(game: Game):
    with_a_unit_taken_off(game)
    rows = list(csv.DictReader(io.StringIO(export_log(game, "csv").lstrip("\ufeff"))))
    (row,) = [row for row in rows if row["kind"] == "unit_taken_off"]
    assert row["bound"] == "1" and row["units"] == "late-hus"
    assert row["outcome"] == "taken off the roster"
    assert row["note"] == f"Late Hussars: {REASON}"  # before any roll
    document = json.loads(export_log(game, "json"))
    (taken,) = document["units_taken_off"]
    assert taken["bound"] == 1 and taken["reason"] == REASON and taken["put_back"] is None
    assert taken["unit"]["key"] == "late-hus" and taken["unit"]["figures"] == 24
    assert json.loads(export_log(game, "json", bound=2))["units_taken_off"] == []
    later = export_log(game, "csv", unit="i-15")
    assert "unit_taken_off" not in later


def test_a_unit_removed_as_added_by_mistake_is_in_the_report_csv_and_json(game: Game):
    """The Undo of a unit's adding removes it with no reason asked: the report, the CSV and
    the JSON said nothing of it (only units taken off with a reason were read)."""
    game.add_unit("reserve", "Reserve", side="france", arm="cavalry", type="heavy", figures=12)
    game.set_phase(2, "ordering", "issuing_orders")
    game.remove_added("unit", "reserve")
    shown = html.unescape(export_log(game, "html"))
    assert HEADING in shown
    assert "removed as added by mistake (the Undo of its adding, no reason asked)" in shown
    rows = list(csv.DictReader(io.StringIO(export_log(game, "csv").lstrip("\ufeff"))))
    (row,) = [row for row in rows if row["kind"] == "unit_removed"]
    assert (row["bound"], row["units"], row["outcome"]) == (
        "2",
        "reserve",
        "removed as added by mistake",
    )
    assert row["note"] == "Reserve: no reason asked"
    document = json.loads(export_log(game, "json"))
    assert document["format_version"] == 5
    (removed,) = document["units_taken_off"]
    assert (removed["kind"], removed["bound"], removed["reason"]) == ("unit_removed", 2, "")
    assert removed["unit"]["key"] == "reserve"
