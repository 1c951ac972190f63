"""The roster CSV as a club secretary's spreadsheet opens it: a UTF-8 byte order mark first
(without it Excel shows "Bülow" as "BÃ¼low"), cells separated by commas or, for an Excel
whose list separator is `;` (Danish, German…), by semicolons, and either form reads back
into a new game as the same roster. The bytes are read here as such a tool reads them."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from ba_console.core.csv_cells import sniff_delimiter
from ba_console.store import Game, RosterImportError
from ba_console.store.demo import create_demo
from ba_console.store.roster_io import CSV_COLUMNS, export_roster, import_roster, import_roster_text

from .conftest import PACK

BOM = b"\xef\xbb\xbf"
FORMS = [(",", "comma"), (";", "semicolon")]
AWKWARD_NAME = 'Bülow; "den gamle", Æbelø'


class _Pack:
    """The store's test pack, as the demo takes one."""

    id = PACK["pack_id"]
    version = "1"
    content_hash = PACK["pack_hash"]
    phases = (SimpleNamespace(key="ordering"),)  # the step the demo starts at

    def to_toml(self) -> str:
        return PACK["pack_toml"]


@pytest.fixture
def demo(tmp_path) -> Iterator[Game]:
    with create_demo(tmp_path / "demo.bagame", pack=_Pack()) as game:
        yield game


def rows_as_excel_splits(data: bytes, delimiter: str) -> list[list[str]]:
    """The rows a spreadsheet that honours the BOM and splits on `delimiter` shows."""
    assert data.startswith(BOM)
    return list(csv.reader(io.StringIO(data[len(BOM) :].decode("utf-8")), delimiter=delimiter))


def roster_of(game: Game) -> tuple:
    """Every record of the roster, by key (an import places superiors first)."""
    records = (game.sides(), game.commanders(), game.orderlies(), game.units())
    return tuple({record.key: record for record in kind} for kind in records)


@pytest.mark.parametrize(("delimiter", "_name"), FORMS)
def test_the_roster_csv_opens_in_a_spreadsheet_with_columns_and_danish_letters(
    demo, tmp_path, delimiter, _name
):
    path = export_roster(demo, tmp_path / "roster.csv", delimiter=delimiter)
    data = path.read_bytes()
    assert data.startswith(BOM + b"record" + delimiter.encode() + b"key")
    rows = rows_as_excel_splits(data, delimiter)
    assert rows[0] == list(CSV_COLUMNS)
    assert all(len(row) == len(CSV_COLUMNS) for row in rows)
    assert ["side", "prussia", "Prussian IV Corps (Bülow)"] == rows[1][:3]
    assert "BÃ¼low" not in data.decode("utf-8")


@pytest.mark.parametrize(("delimiter", "_name"), FORMS)
def test_either_form_reads_back_into_a_new_game_as_the_same_roster(
    demo, make_game, tmp_path, delimiter, _name
):
    demo.update_unit("i-15", name=AWKWARD_NAME, position="by the church\nof Plancenoit")
    demo.update_unit("f-15", name="=Fusiliers")  # written as text, said in a note line
    path = export_roster(demo, tmp_path / "roster.csv", delimiter=delimiter)
    rows = rows_as_excel_splits(path.read_bytes(), delimiter)
    # The note about the formula cell stands whole in the first cell, whatever the separator.
    assert rows[0] == [rows[0][0]] and rows[0][0].startswith("# ba-console:")
    by_key = {row[1]: row for row in rows[2:]}
    assert by_key["i-15"][2] == AWKWARD_NAME
    assert by_key["f-15"][2] == "'=Fusiliers"
    game = make_game(tmp_path / "copy.bagame")
    import_roster(game, path)
    assert roster_of(game) == roster_of(demo)
    assert game.unit("i-15").position == "by the church\nof Plancenoit"


def test_a_file_excel_saved_with_semicolons_reads_whatever_the_note_line_says(make_game):
    """The separator is read from the header, not from a comment line above it."""
    text = (
        "\ufeff# made in Excel, with commas, in a note\n"
        "record;key;name\n"
        "side;dk;Danmark, Sønderjylland\n"
    )
    assert sniff_delimiter(text) == ";"
    game = make_game()
    import_roster_text(game, text, "csv")
    assert [side.name for side in game.sides()] == ["Danmark, Sønderjylland"]


def test_a_separator_other_than_comma_or_semicolon_is_refused(demo, tmp_path):
    with pytest.raises(ValueError, match="separated by , or ;"):
        export_roster(demo, tmp_path / "roster.csv", delimiter="\t")
    assert not Path(tmp_path / "roster.csv").exists()


def test_empty_columns_a_spreadsheet_kept_at_the_right_are_no_problem(make_game):
    """Excel saves the columns of its used range: after a cell was cleared there, every
    row ends in empty cells under an empty header cell. Before, "column 4 (): unknown
    column" refused the file."""
    text = "\ufeffrecord;key;name;;\r\nside;dk;Danmark;;\r\nside;se;Sverige;;\r\n;;;;\r\n"
    game = make_game()
    summary = import_roster_text(game, text, "csv", source="klub.csv")
    assert summary.describe() == "2 sides, 0 commanders, 0 units"
    assert [side.name for side in game.sides()] == ["Danmark", "Sverige"]


def test_a_value_under_an_empty_header_cell_is_named(make_game):
    game = make_game()
    text = "record;key;name;;\nside;dk;Danmark;;Jylland\n"
    with pytest.raises(RosterImportError) as raised:
        import_roster_text(game, text, "csv", source="klub.csv")
    assert str(raised.value).splitlines() == [
        "klub.csv, line 2: column 5 has a value but no name in the header row: name the "
        "column, or clear the cell",
        "Nothing was imported.",
    ]
    assert game.sides() == []


def test_one_side_is_said_as_one(make_game):
    game = make_game()
    summary = import_roster_text(game, "record,key,name\nside,dk,Danmark\n", "csv")
    assert summary.describe() == "1 side, 0 commanders, 0 units"


def test_a_danish_clubs_ja_nej_and_ubegraenset_are_read(make_game):
    """A Danish secretary types ja/nej and ubegrænset, as the Danish window says them; the
    console writes English back, which it reads as well."""
    game = make_game()
    text = (
        "record;key;name;side;commander;arm;type;figures;light;marksmen;supplies_left\n"
        "side;dk;Danmark;;;;;;;;\n"
        "commander;c1;Chef;dk;;;;;;;\n"
        "unit;u1;Jægerne;dk;c1;infantry;light;30;ja;nej;ubegrænset\n"
        "unit;u2;Linien;dk;c1;infantry;line;30;Nej;J;2\n"
    )
    import_roster_text(game, text, "csv", source="klub.csv")
    first, second = game.unit("u1"), game.unit("u2")
    assert (first.light, first.marksmen, first.supplies_left) == (True, False, None)
    assert (second.light, second.marksmen, second.supplies_left) == (False, True, 2)
