"""The window's CSV exports as a Danish club secretary's Excel opens them: the save dialog
offers semicolons first where decimals are written with a comma (as Excel's list separator
there is `;`), commas first elsewhere, keeps the umpire's choice for next time, and every
file begins with a byte order mark so that "Bülow" is not "BÃ¼low". The roster exported
from the window (File › Export the roster) reads back into a new game."""

from __future__ import annotations

import csv
import io

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtWidgets import QFileDialog

from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.store import Game, RollDraft, RollSide
from ba_console.store.roster_io import CSV_COLUMNS, import_roster

SEMICOLONS = "CSV for Excel with semicolons (*.csv)"
COMMAS = "CSV with commas (*.csv)"
BOM = b"\xef\xbb\xbf"


@pytest.fixture
def locale():
    """Set this machine's locale for one test; put back after it."""
    before = QLocale()
    yield lambda name: QLocale.setDefault(QLocale(name))
    QLocale.setDefault(before)


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


class SaveDialog:
    """The save dialog: records the file types offered and answers as the umpire does."""

    def __init__(self, monkeypatch, answer):
        self.offered: list[list[str]] = []
        self.answer = answer
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(self))

    def __call__(self, parent, caption, suggestion, filters):
        self.offered.append(filters.split(";;"))
        return self.answer(self.offered[-1])


def excel_rows(data: bytes, delimiter: str) -> list[list[str]]:
    assert data.startswith(BOM)
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig")), delimiter=delimiter))


@pytest.fixture
def view(qtbot, controller, settings):
    side = RollSide(role="firer", unit="i-15", dice_source="typed", faces=(1, 2, 3))
    controller.game.append_roll(RollDraft(kind="fire", sides=[side], note="Bülow; for tæt på"))
    widget = RollLogView(controller)
    widget.settings = settings
    qtbot.addWidget(widget)
    return widget


def test_the_log_export_offers_semicolons_first_where_decimals_have_a_comma(
    qtbot, view, settings, tmp_path, monkeypatch, locale
):
    locale("da_DK")
    dialog = SaveDialog(monkeypatch, lambda types: (str(tmp_path / "aften"), types[2]))
    qtbot.mouseClick(view.exportButton, Qt.MouseButton.LeftButton)
    assert dialog.offered[0][2:4] == [SEMICOLONS, COMMAS]
    rows = excel_rows((tmp_path / "aften.csv").read_bytes(), ";")
    assert rows[0][:3] == ["sequence", "time", "bound"]
    assert rows[-1][rows[0].index("note")] == "Bülow; for tæt på"


def test_the_log_export_offers_commas_first_elsewhere_and_keeps_the_choice(
    qtbot, view, settings, tmp_path, monkeypatch, locale
):
    locale("en_GB")
    dialog = SaveDialog(monkeypatch, lambda types: (str(tmp_path / "evening.csv"), SEMICOLONS))
    qtbot.mouseClick(view.exportButton, Qt.MouseButton.LeftButton)
    assert dialog.offered[0][2:4] == [COMMAS, SEMICOLONS]
    assert (tmp_path / "evening.csv").read_bytes().startswith(BOM + b"sequence;time;")
    # The umpire chose semicolons: offered first next time, and used for a typed .csv name
    # under another file type.
    dialog.answer = lambda types: (str(tmp_path / "again.csv"), types[0])
    qtbot.mouseClick(view.exportButton, Qt.MouseButton.LeftButton)
    assert dialog.offered[1][2:4] == [SEMICOLONS, COMMAS]
    assert (tmp_path / "again.csv").read_bytes().startswith(BOM + b"sequence;time;")
    assert settings.value("export/csvDelimiter") == ";"


@pytest.mark.parametrize(("chosen", "delimiter"), [(SEMICOLONS, ";"), (COMMAS, ",")])
def test_the_roster_exported_from_the_window_opens_in_excel_and_reads_back(
    window, tmp_path, monkeypatch, locale, chosen, delimiter
):
    locale("da_DK")
    dialog = SaveDialog(monkeypatch, lambda types: (str(tmp_path / "klub"), chosen))
    window.actionExportRoster.trigger()
    assert dialog.offered[0] == [SEMICOLONS, COMMAS, "Roster in TOML (*.toml)"]
    assert window.warnings == []
    path = tmp_path / "klub.csv"
    assert window.ui.statusBar.currentMessage() == f"Roster exported: {path}"
    rows = excel_rows(path.read_bytes(), delimiter)
    assert rows[0] == list(CSV_COLUMNS)
    assert rows[1][:3] == ["side", "prussia", "Prussian IV Corps (Bülow)"]
    with Game.create(
        tmp_path / "next.bagame", title="Next", pack_toml="", pack_id="p", pack_hash="h"
    ) as game:
        import_roster(game, path)
        assert game.units() == window.controller.game.units()


def test_the_roster_export_as_toml_and_its_refusal_of_another_suffix(window, tmp_path):
    assert window.export_roster(tmp_path / "klub.toml")
    assert (tmp_path / "klub.toml").read_text(encoding="utf-8").startswith("schema_version = 1")
    assert not window.export_roster(tmp_path / "klub.xlsx")
    assert window.warnings == ["Export the roster as .csv or .toml, not '.xlsx'"]


def test_the_file_types_are_danish_in_the_danish_console(qtbot, danish, tmp_path, monkeypatch):
    widget = RollLogView(danish)
    qtbot.addWidget(widget)
    dialog = SaveDialog(monkeypatch, lambda types: ("", ""))
    qtbot.mouseClick(widget.exportButton, Qt.MouseButton.LeftButton)
    offered = " ".join(dialog.offered[0])
    assert "CSV til Excel med semikolon (*.csv)" in offered
    assert "CSV med komma (*.csv)" in offered
