"""A TOML roster's problems in the interface language: what a club secretary gets wrong
writing the roster by hand (TOML syntax, a newer version, a table or field of another name,
a value of the wrong kind, a key twice, a side or commander that is not there) is said in
Danish in the Danish window, as the CSV roster's problems are; the CLI keeps the English."""

from __future__ import annotations

import pytest

from ba_console.gui.labels import error_text
from ba_console.store.errors import RosterImportError
from ba_console.store.roster_io import import_roster_text

GOOD = """\
schema_version = 1

[[sides]]
key = "fr"
name = "France"

[[commanders]]
key = "ney"
name = "Ney"
side = "fr"
level = "corps"

[[units]]
key = "b1"
name = "1st Line"
side = "fr"
commander = "ney"
arm = "infantry"
type = "line"
figures = 30
"""


def refused(game, text: str) -> RosterImportError:
    with pytest.raises(RosterImportError) as raised:
        import_roster_text(game, text, "toml", source="roster.toml")
    return raised.value


def test_a_toml_rosters_slips_are_said_in_danish(qtbot, danish):
    text = GOOD.replace("schema_version = 1", "schema_version = 1\ncolour = 'blue'").replace(
        "figures = 30", 'figures = "30"\nlight = "yes"\nmorale = 3'
    )
    text += '\n[[sides]]\nkey = "fr"\nname = "France again"\n'
    problem = refused(danish.game, text)
    assert error_text(problem).splitlines() == [
        "roster.toml, linje 2, nøgle colour: ukendt tabel; brug [[sides]], [[commanders]], "
        "[[units]]",
        "roster.toml, linje 21, nøgle figures: '30' er ikke et helt tal",
        "roster.toml, linje 22, nøgle light: 'yes' er ikke true eller false",
        "roster.toml, linje 23, nøgle morale: ukendt nøgle for en enhed; kendte: key, name, "
        "side, commander, arm, type, figures, figures_start, gunners, gunners_start, valour, "
        "valour_start, disorder, formation, supplies_left, light, marksmen, position",
        "roster.toml, linje 26, nøgle key: side 'fr' står allerede tidligere i filen",
        "Intet blev importeret.",
    ]
    # The CLI (and the English window) say it as before.
    assert str(problem).splitlines()[4] == (
        "roster.toml, line 26, field key: side 'fr' is already earlier in the file"
    )


def test_a_toml_rosters_references_are_said_in_danish(qtbot, danish):
    text = GOOD.replace('commander = "ney"', 'commander = "soult"').replace(
        'side = "fr"\ncommander', 'side = "en"\ncommander'
    )
    text = text.replace('level = "corps"', 'level = "brigade"\nparent = "ney2"')
    text += '\n[[commanders]]\nkey = "ney2"\nname = "Ney II"\nside = "fr"\nlevel = "brigade"\n'
    assert error_text(refused(danish.game, text)).splitlines() == [
        "roster.toml, linje 12, nøgle parent: en chef på niveauet brigade kan ikke stå under "
        "en chef på niveauet brigade ('ney2')",
        "roster.toml, linje 17, nøgle side: ingen side 'en' i filen eller spillet",
        "roster.toml, linje 18, nøgle commander: ingen chef 'soult' i filen eller spillet",
        "Intet blev importeret.",
    ]


def test_a_toml_syntax_error_is_said_in_danish_and_english(qtbot, danish):
    problem = refused(danish.game, GOOD.replace("figures = 30", "figures = thirty"))
    assert error_text(problem) == (
        "roster.toml, linje 20: ikke gyldig TOML: ugyldig værdi (i linje 20, kolonne 11)\n"
        "Intet blev importeret."
    )
    assert str(problem) == (
        "roster.toml, line 20: not valid TOML: Invalid value (at line 20, column 11)\n"
        "Nothing was imported."
    )


def test_a_newer_toml_roster_is_said_in_danish(qtbot, danish):
    problem = refused(danish.game, GOOD.replace("schema_version = 1", "schema_version = 9"))
    assert error_text(problem) == (
        "roster.toml, linje 1, nøgle schema_version: 9: denne konsol læser styrkelister af "
        "version 1\nIntet blev importeret."
    )
