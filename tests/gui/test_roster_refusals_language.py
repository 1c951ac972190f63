"""Roster refusals in the interface language (QA F11), and two values that were accepted.

A roster value the store refuses (a typed correction, a roster entry, an imported row) is
said in the umpire's language: the sentence translated, the record's kind and the field by
their labels; the CLI keeps the English. The Danish is a small compiled translation of the
new sentences (the shipped .ts gets them from the lead), over the shipped one.
"""

from __future__ import annotations

import pytest

from ba_console.gui.labels import error_text
from ba_console.gui.models.order_sheet_model import OrderColumn
from ba_console.store.errors import RosterError, RosterImportError
from ba_console.store.roster_io import CSV_COLUMNS, import_roster_text
from tests.gui.conftest import refusals
from tests.gui.test_order_sheet import make_sheet

TOO_HIGH = "{record}: {field}: {value} is above the highest allowed value {high}"


def test_a_roster_correction_is_refused_in_danish(qtbot, danish):
    said = refusals(danish)
    assert not danish.update_unit("i-15", "figures", 99999)
    # The unit by its name, as the umpire knows it (never its key).
    assert (
        said[-1]
        == "I./15th Infantry Regiment: figurer: 99999 er over den højeste tilladte værdi 9999"
    )


def test_the_refusal_keeps_its_english_for_the_cli(qtbot, controller):
    said = refusals(controller)
    assert not controller.update_unit("i-15", "figures", 99999)
    with pytest.raises(RosterError) as raised:
        controller.game.adjust("i-15", {"figures": 99999}, reason="typed")
    english = "unit 'i-15': figures: 99999 is above the highest allowed value 9999"
    assert str(raised.value) == english
    assert raised.value.template == TOO_HIGH
    # No translation: the GUI says the English too, the unit by its name.
    assert said[-1] == english.replace("unit 'i-15'", "I./15th Infantry Regiment")
    # A field without a plain word is said by its label, not its key.
    assert not controller.update_unit("i-15", "figures_start", -1)
    assert said[-1] == (
        "I./15th Infantry Regiment: figures at the start: -1 is below the lowest allowed value 0"
    )


def test_an_imported_row_is_refused_in_danish_and_where_it_is_too(qtbot, danish):
    text = "record,key,name,side,arm,type,figures\nunit,b1,Bad,fr,infantry,line,99999\n"
    with pytest.raises(RosterImportError) as raised:
        import_roster_text(danish.game, text, "csv", source="roster.csv")
    assert str(raised.value) == (
        "roster.csv, line 2, column 7 (figures): unit 'b1': figures: 99999 is above the "
        "highest allowed value 9999\nNothing was imported."
    )
    assert error_text(raised.value) == (
        "roster.csv, linje 2, kolonne 7 (figures): enhed 'b1': figurer: 99999 er over den "
        "højeste tilladte værdi 9999\nIntet blev importeret."
    )


def test_a_name_with_a_line_break_is_refused_and_a_trailing_one_trimmed(qtbot, controller):
    said = refusals(controller)
    assert not controller.update_unit("i-15", "name", "I./15th\nInfantry")
    assert said[-1] == (
        "I./15th Infantry Regiment: name: must not contain a line break or other control character"
    )
    assert controller.game.unit("i-15").name == "I./15th Infantry Regiment"
    assert controller.update_unit("i-15", "name", "I./15th Infantry\n")  # a paste's newline
    assert controller.game.unit("i-15").name == "I./15th Infantry"
    with pytest.raises(RosterError, match="commander 'c9': name: must not contain a line"):
        controller.game.add_commander("c9", "Count\tTab", side=controller.game.sides()[0].key)
    with pytest.raises(RosterError, match="side 's9': name: must not contain a line"):
        controller.game.add_side("s9", "North\u2028South")


def test_a_march_longer_than_any_table_is_refused_with_the_units_name(qtbot, controller):
    sheet = make_sheet(qtbot, controller)
    model = sheet.model
    said = refusals(controller)
    assert not model.setData(model.unit_index("i-15", OrderColumn.DISTANCE), "1" + "0" * 25)
    assert said[-1] == (
        "I./15th Infantry Regiment: the distance must be at most 500 cm, not "
        "10000000000000000000000000"
    )
    assert model.setData(model.unit_index("i-15", OrderColumn.DISTANCE), "500")


def test_an_orderlys_refusal_names_the_record_in_danish(qtbot, danish):
    from ba_console.gui.labels import label

    assert label("orderly") == "ordonnans"


def test_a_roster_files_header_and_cells_are_refused_in_danish(qtbot, danish):
    """What a club secretary's CSV most often gets wrong, said in the Danish window too (it
    was English there): a column of another name, a value that is not a number, a cell of a
    row it does not apply to, a value missing."""
    text = (
        "record,key,name,side,arm,type,figures,colour\n"
        "unit,b1,Bad,fr,infantry,line,many,\n"
        "side,fr,France,,infantry,,,\n"
        "unit,b2,Bare,fr,infantry,line,,\n"
    )
    with pytest.raises(RosterImportError) as raised:
        import_roster_text(danish.game, text, "csv", source="roster.csv")
    assert str(raised.value) == (
        "roster.csv, line 1, column 8 (colour): unknown column; the columns are "
        + ", ".join(CSV_COLUMNS)
        + "\nNothing was imported."
    )
    assert error_text(raised.value) == (
        "roster.csv, linje 1, kolonne 8 (colour): ukendt kolonne; kolonnerne er "
        + ", ".join(CSV_COLUMNS)
        + "\nIntet blev importeret."
    )
    with pytest.raises(RosterImportError) as raised:
        import_roster_text(danish.game, text.replace(",colour", ""), "csv", source="roster.csv")
    assert error_text(raised.value).splitlines() == [
        "roster.csv, linje 2, kolonne 7 (figures): 'many' er ikke et helt tal",
        "roster.csv, linje 3, kolonne 5 (arm): gælder ikke for denne slags række; lad cellen "
        "stå tom",
        "roster.csv, linje 4, kolonne 7 (figures): skal have en værdi",
        "Intet blev importeret.",
    ]
