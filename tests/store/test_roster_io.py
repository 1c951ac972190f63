"""Roster files: a clean file imports, a bad one names line, column and reason and imports
nothing; exports read back in; the shipped examples are the demo's roster."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from ba_console.store import Game, RosterImportError
from ba_console.store.demo import create_demo
from ba_console.store.roster_io import (
    CSV_COLUMNS,
    export_roster,
    export_roster_csv,
    import_roster,
    import_roster_text,
)

from .conftest import PACK, REPO

EXAMPLES = REPO / "examples"

GOOD_CSV = """\
record,key,name,side,parent,level,orderly_1,orderly_2,commander,arm,type,figures,gunners,valour,light
side,prussia,Prussia,,,,,,,,,,,,
side,france,France,,,,,,,,,,,,
commander,hiller,Oberst von Hiller,prussia,,division,Adjutant A,Adjutant B,,,,,,,
commander,ir15,15th IR,prussia,hiller,brigade,,,,,,,,,
unit,i-15,I./15,prussia,,,,,ir15,infantry,line,36,,0,no
unit,f-15,F./15,prussia,,,,,ir15,infantry,light,34,,1,yes
unit,bty,12-pdr battery,prussia,,,,,hiller,artillery,foot,4,8,,
"""


def _bad_csv(row: str) -> str:
    return GOOD_CSV + row + "\n"


def _roster(game: Game) -> tuple[int, int, int, int]:
    return len(game.sides()), len(game.commanders()), len(game.orderlies()), len(game.units())


def test_a_clean_csv_imports_everything(make_game):
    game = make_game()
    summary = import_roster_text(game, GOOD_CSV, "csv", source="roster.csv")
    assert summary.describe() == "2 sides, 2 commanders, 3 units"
    assert [o.name for o in game.orderlies("hiller")] == ["Adjutant A", "Adjutant B"]
    assert game.commander("ir15").parent == "hiller"
    fusiliers = game.unit("f-15")
    assert (fusiliers.type, fusiliers.valour, fusiliers.light) == ("light", 1, True)
    battery = game.unit("bty")
    assert (battery.gunners, battery.formation) == (8, "limbered")


@pytest.mark.parametrize(
    ("row", "where", "reason"),
    [
        (
            "unit,i-16,I./16,prussia,,,,,ir15,infantry,line,twelve,,,",
            "roster.csv, line 9, column 12 (figures)",
            "'twelve' is not a whole number",
        ),
        (
            "unit,i-16,I./16,prussia,,,,,ir15,infantry,line,30,,9,",
            "roster.csv, line 9, column 14 (valour)",
            "valour: 9 is above the highest allowed value 5",
        ),
        (  # a pasted id: more than SQLite's integers hold
            "unit,i-16,I./16,prussia,,,,,ir15,infantry,line,99999999999999999999,,,",
            "roster.csv, line 9, column 12 (figures)",
            "unit 'i-16': figures: 99999999999999999999 is above the highest allowed value 9999",
        ),
        (
            "unit,bty2,Battery,prussia,,,,,hiller,artillery,foot,4,10000,,",
            "roster.csv, line 9, column 13 (gunners)",
            "unit 'bty2': gunners: 10000 is above the highest allowed value 9999",
        ),
        (
            "unit,i-16,I./16,prussia,,,,,ir15,infantry,hussar,30,,,",
            "roster.csv, line 9, column 11 (type)",
            "'hussar' is not a type of infantry",
        ),
        (
            "unit,i-16,I./16,austria,,,,,,infantry,line,30,,,",
            "roster.csv, line 9, column 4 (side)",
            "no side 'austria' in the file or the game",
        ),
        (
            "unit,i-16,I./16,prussia,,,,,nobody,infantry,line,30,,,",
            "roster.csv, line 9, column 9 (commander)",
            "no commander 'nobody' in the file or the game",
        ),
        (
            "unit,i-15,Again,prussia,,,,,,infantry,line,30,,,",
            "roster.csv, line 9, column 2 (key)",
            "unit 'i-15' is already earlier in the file",
        ),
        (
            "regiment,x,X,prussia,,,,,,,,,,,",
            "roster.csv, line 9, column 1 (record)",
            "'regiment' is not one of side, commander, unit",
        ),
        (
            "side,austria,Austria,,,,,,,infantry,,,,,",
            "roster.csv, line 9, column 10 (arm)",
            "does not apply to this kind of row",
        ),
        (
            "unit,i-16,I./16,prussia,,,,,,infantry,line,,,,",
            "roster.csv, line 9, column 12 (figures)",
            "needs a value",
        ),
        (
            "commander,x,X,prussia,ir15,division,,,,,,,,,",
            "roster.csv, line 9, column 5 (parent)",
            "a division commander cannot serve under a brigade commander",
        ),
        (
            "unit,i-16,I./16,prussia,,,,,,infantry,line,30,,,maybe",
            "roster.csv, line 9, column 15 (light)",
            "'maybe' is not yes or no",
        ),
    ],
)
def test_a_bad_csv_row_names_line_column_and_reason_and_imports_nothing(
    make_game, row, where, reason
):
    game = make_game()
    with pytest.raises(RosterImportError) as refused:
        import_roster_text(game, _bad_csv(row), "csv", source="roster.csv")
    message = str(refused.value)
    assert f"{where}: " in message and reason in message, message
    assert message.endswith("Nothing was imported.")
    assert isinstance(refused.value, ValueError)
    assert _roster(game) == (0, 0, 0, 0)


def test_every_bad_row_is_reported_at_once(make_game):
    game = make_game()
    text = _bad_csv(
        "unit,a,A,prussia,,,,,,infantry,line,-3,,,\nunit,b,B,prussia,,,,,,cavalry,line,5,,,"
    )
    with pytest.raises(RosterImportError) as refused:
        import_roster_text(game, text, "csv", source="roster.csv")
    assert [(p.line, p.column) for p in refused.value.problems] == [(9, "figures"), (10, "type")]


def test_problems_are_reported_in_file_order(make_game):
    game = make_game()
    text = _bad_csv(
        "unit,a,A,prussia,,,,,nobody,infantry,line,10,,,\n"
        "unit,a,Again,prussia,,,,,,infantry,line,10,,,\n"
        "unit,c,C,prussia,,,,,,infantry,line,10,,,,extra"
    )
    with pytest.raises(RosterImportError) as refused:
        import_roster_text(game, text, "csv", source="roster.csv")
    assert [(p.line, p.column) for p in refused.value.problems] == [
        (9, "commander"),
        (10, "key"),
        (11, None),
    ]


def test_unknown_csv_column_is_named_in_the_header(make_game):
    game = make_game()
    text = GOOD_CSV.replace("valour,light", "valor,light")
    with pytest.raises(RosterImportError, match=r"line 1, column 14 \(valor\): unknown column"):
        import_roster_text(game, text, "csv", source="roster.csv")


def test_semicolon_csv_from_a_danish_spreadsheet_imports(make_game):
    game = make_game()
    import_roster_text(game, GOOD_CSV.replace(",", ";"), "csv")
    assert len(game.units()) == 3


def test_a_row_that_clashes_with_the_game_imports_nothing(make_game):
    game = make_game()
    import_roster_text(game, GOOD_CSV, "csv")
    more = "record,key,name,side,arm,type,figures\nunit,new,New,prussia,infantry,line,10\n"
    more += "unit,i-15,Clash,prussia,infantry,line,10\n"
    with pytest.raises(
        RosterImportError, match="line 3, column 2 \\(key\\): unit 'i-15' is already in the game"
    ):
        import_roster_text(game, more, "csv", source="more.csv")
    assert len(game.units()) == 3


@pytest.mark.parametrize("fmt", ["csv", "toml"])
def test_the_same_roster_imported_twice_is_said_in_one_line(make_game, fmt):
    game = make_game()
    text = GOOD_CSV if fmt == "csv" else GOOD_TOML
    import_roster_text(game, text, fmt)
    before = _roster(game)
    with pytest.raises(RosterImportError) as raised:
        import_roster_text(game, text, fmt, source=f"club.{fmt}")
    assert str(raised.value).splitlines() == [
        f"club.{fmt}: every side, commander and unit in it is in the game already (the same "
        "keys): an import adds new ones only, and this file has none",
        "Nothing was imported.",
    ]
    assert _roster(game) == before


GOOD_TOML = """\
schema_version = 1

[[sides]]
key = "prussia"
name = "Prussia"

[[commanders]]
key = "hiller"
name = "Hiller"
side = "prussia"
orderlies = ["A", "B"]

[[units]]
key = "i-15"
name = "I./15"
side = "prussia"
commander = "hiller"
arm = "infantry"
type = "line"
figures = 36

[[units]]
key = "hus"
name = "Hussars"
side = "prussia"
arm = "cavalry"
type = "light"
figures = 28
supplies_left = 2
"""


def test_a_clean_toml_imports(make_game):
    game = make_game()
    assert import_roster_text(game, GOOD_TOML, "toml").describe() == "1 side, 1 commander, 2 units"
    assert game.unit("hus").supplies_left == 2
    assert [o.name for o in game.orderlies("hiller")] == ["A", "B"]


@pytest.mark.parametrize(
    ("old", "new", "where", "reason"),
    [
        (
            "figures = 28",
            "figures = -2",
            "line 28, field figures",
            "below the lowest allowed value",
        ),
        (
            "figures = 28",
            "figures = 9223372036854775808",  # 2**63
            "line 28, field figures",
            "figures: 9223372036854775808 is above the highest allowed value 9999",
        ),
        (
            "figures = 28",
            'figures = "many"',
            "line 28, field figures",
            "'many' is not a whole number",
        ),
        (
            'type = "light"',
            'type = "lancer"',
            "line 27, field type",
            "'lancer' is not a type of cavalry",
        ),
        (
            'arm = "cavalry"',
            'arm = "cavalry"\ncolour = "blue"',
            "line 27, field colour",
            "unknown field",
        ),
        (
            'side = "prussia"\narm = "cav',
            'side = "russia"\narm = "cav',
            "line 25, field side",
            "no side 'russia'",
        ),
        ('orderlies = ["A", "B"]', 'orderlies = ["A"]', "line 11, field orderlies", "exactly two"),
        (
            "schema_version = 1",
            "schema_version = 9",
            "line 1, field schema_version",
            "reads roster version 1",
        ),
    ],
)
def test_a_bad_toml_entry_names_line_field_and_reason(make_game, old, new, where, reason):
    game = make_game()
    text = GOOD_TOML.replace(old, new, 1)
    assert text != GOOD_TOML
    with pytest.raises(RosterImportError) as refused:
        import_roster_text(game, text, "toml", source="roster.toml")
    message = str(refused.value)
    assert f"roster.toml, {where}: " in message and reason in message, message
    assert _roster(game) == (0, 0, 0, 0)


def test_broken_toml_syntax_names_the_line(make_game):
    game = make_game()
    with pytest.raises(RosterImportError, match="roster.toml, line 5: not valid TOML"):
        import_roster_text(
            game,
            GOOD_TOML.replace('name = "Prussia"', "name = Prussia"),
            "toml",
            source="roster.toml",
        )


def test_file_import_checks_the_extension(make_game, tmp_path):
    game = make_game(tmp_path / "g.bagame")
    odd = tmp_path / "roster.xlsx"
    odd.write_bytes(b"PK")
    with pytest.raises(RosterImportError, match="must end in .csv or .toml"):
        import_roster(game, odd)


def test_exported_csv_and_toml_import_into_an_equal_roster(make_game, tmp_path):
    source = make_game(tmp_path / "a.bagame")
    import_roster_text(source, GOOD_CSV, "csv")
    source.update_unit("i-15", figures=30, disorder="MD", position="in Plancenoit churchyard")
    for suffix in (".csv", ".toml"):
        path = export_roster(source, tmp_path / f"roster{suffix}")
        copy = make_game(tmp_path / f"copy{suffix}.bagame")
        import_roster(copy, path)
        assert copy.units() == source.units()
        assert copy.commanders() == source.commanders()
        assert copy.orderlies() == source.orderlies()
        assert copy.sides() == source.sides()


def test_the_example_rosters_are_the_demo_roster(make_game, tmp_path):
    with create_demo(tmp_path / "demo.bagame", pack=_pack()) as demo:
        for name in ("roster.csv", "roster.toml"):
            game = make_game(tmp_path / f"{name}.bagame")
            import_roster(game, EXAMPLES / name)
            assert game.units() == demo.units(), name
            assert {c.key: c for c in game.commanders()} == {c.key: c for c in demo.commanders()}
        assert export_roster_csv(demo) == (EXAMPLES / "roster.csv").read_text(encoding="utf-8")


def test_the_csv_header_is_documented():
    readme = (EXAMPLES / "README.md").read_text(encoding="utf-8")
    for column in CSV_COLUMNS:
        assert f"`{column}`" in readme, column


class _pack:
    id = PACK["pack_id"]
    version = "1"
    content_hash = PACK["pack_hash"]
    phases = (SimpleNamespace(key="ordering"),)  # the step the demo starts at

    def to_toml(self) -> str:
        return PACK["pack_toml"]


def test_import_path_reads_files(make_game, tmp_path):
    path = Path(tmp_path / "r.csv")
    path.write_text(GOOD_CSV, encoding="utf-8-sig")  # with a BOM, as Excel writes
    game = make_game(tmp_path / "g.bagame")
    assert import_roster(game, path).units == 3
