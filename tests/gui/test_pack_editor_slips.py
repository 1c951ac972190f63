"""The pack editor's slips, refused where they are typed and said in the umpire's
language: a number past what a table holds (in a cell, at a band's end, as a threshold),
and, in Danish, the bands that overlap or leave a gap when the edit is saved."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from ba_console.gui.dialogs.pack_editor import PackEditorDialog
from ba_console.packs import load_pack


def editor_on(qtbot, language: str = "en", pack_id: str = "belle_alliance") -> PackEditorDialog:
    saved: list = []
    editor = PackEditorDialog(load_pack(pack_id), language=language, save=saved.append)
    editor.confirm_discard = lambda: True
    editor.saved = saved
    qtbot.addWidget(editor)
    editor.show()
    return editor


def column_of(model, header: str) -> int:
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    return headers.index(header)


def test_a_cell_past_the_limits_is_refused_as_typed(qtbot):
    editor = editor_on(qtbot)
    editor.select_table("t07")
    model = editor.current_grid().model()
    index = model.index(1, column_of(model, "loss"))  # Canister
    assert not model.setData(index, "5000")
    assert index.data() == "?"  # the cell stays unset: nothing typed is kept half-way
    assert editor.messageLabel.text() == (
        "row canister, loss: 5000 is beyond what a table of the rules holds (-999 to 999)"
    )


def test_a_band_end_past_the_limits_is_refused_as_typed(qtbot):
    editor = editor_on(qtbot)
    editor.select_table("t18")
    bands, _outcomes = editor.draft.edit_models("t18")
    index = bands.index(0, column_of(bands, "To"))
    assert not bands.setData(index, "5000")
    assert index.data() == "12"
    assert editor.messageLabel.text().endswith(
        "To: 5000 is beyond what a table of the rules holds (-999 to 999)"
    )


def test_a_threshold_past_the_limits_is_refused_as_typed(qtbot):
    editor = editor_on(qtbot, pack_id="general_de_brigade")
    editor.select_table("formation_test")
    (model,) = editor.draft.edit_models("formation_test")
    index = model.index(0, column_of(model, "Passes on"))
    before = index.data()
    assert not model.setData(index, "5000")
    assert index.data() == before
    assert "5000 is beyond what a table of the rules holds" in editor.messageLabel.text()


@pytest.fixture
def danish_ui(qapp):
    from ba_console.gui.app import install_translations

    assert install_translations(qapp, "da")


def test_a_cell_past_the_limits_is_refused_in_danish(qtbot, danish_ui):
    editor = editor_on(qtbot, "da")
    editor.select_table("t07")
    model = editor.current_grid().model()
    assert not model.setData(model.index(1, column_of(model, "tab")), "5000")
    assert editor.messageLabel.text() == (
        "række canister, tab: 5000 er uden for, hvad et skema i reglerne rummer (-999 til 999)"
    )


def bands_of_t12(editor, *bands: tuple[str, str]) -> None:
    """Table 12 (unset in the shipped pack) given one outcome and the bands typed."""
    editor.select_table("t12")
    band_model, outcomes = editor.draft.edit_models("t12")
    outcomes.insertRows(0, 1)
    assert outcomes.setData(outcomes.index(0, 0), "one_figure")
    for row, (low, high) in enumerate(bands):
        band_model.insertRows(row, 1)
        assert band_model.setData(band_model.index(row, 0), low)
        assert band_model.setData(band_model.index(row, 1), high)
    assert band_model.setData(band_model.index(0, column_of(band_model, "Udfald")), "one_figure")


def test_overlapping_bands_are_refused_in_danish(qtbot, danish_ui):
    editor = editor_on(qtbot, "da")
    bands_of_t12(editor, ("3", "10"), ("9", "18"))
    assert not editor.save() and editor.saved == []
    assert editor.messageLabel.text() == (
        "belle_alliance.toml: skema t12: intervallerne 3-10 og 9-18 overlapper (en sum hører "
        "til ét interval: lad det første slutte, før det næste begynder)"
    )


def test_a_gap_between_bands_is_refused_in_danish(qtbot, danish_ui):
    editor = editor_on(qtbot, "da")
    bands_of_t12(editor, ("3", "10"), ("12", "18"))
    assert not editor.save() and editor.saved == []
    assert editor.messageLabel.text() == (
        "belle_alliance.toml: skema t12: 11 er ikke dækket af noget interval (tilføj et "
        "interval med udfaldet '?', hvis det ikke er kendt)"
    )


def test_the_editor_counts_on_a_version_play_filled():
    from ba_console.gui.dialogs.pack_editor import bump_version

    assert bump_version("2026.12.1+club.1") == "2026.12.1+club.2"
    assert bump_version("2026.12.1+club1") == "2026.12.1+club2"
    assert bump_version("2026.12.1") == "2026.12.1+club1"


def test_ctrl_z_undoes_the_last_edit_and_ctrl_shift_z_redoes_it(qtbot):
    editor = editor_on(qtbot)
    editor.select_table("t07")
    cells = editor.current_grid().model()
    canister = cells.index(1, column_of(cells, "loss"))
    assert cells.setData(canister, "-1")
    editor.select_table("t12")
    bands, outcomes = editor.draft.edit_models("t12")
    assert outcomes.insertRows(0, 1)
    with qtbot.waitActive(editor):
        editor.activateWindow()

    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert outcomes.rowCount() == 0  # the outcome added last is gone
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert canister.data() == "?"  # then the cell, back to unset
    assert editor.current_table_id() == "t07"  # shown where it was undone
    assert "Undone" in editor.messageLabel.text()
    assert not editor.save() and editor.messageLabel.text() == "Nothing has changed."

    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(editor, Qt.Key.Key_Z, redo)
    assert canister.data() == "-1"
    assert editor.save()
    assert editor.saved[-1].table("t07").row("canister").values["loss"] == -1
    assert editor.saved[-1].table("t12").outcomes == []  # the undone outcome stays undone


def remember_canister(controller) -> None:
    """A cell remembered at the table while the editor is open (what Alt+M does)."""
    from ba_console.packs.fill import FactorEntry, fill_cells

    entry = FactorEntry("t07", "canister", "loss", -1, "entered at the table, bound 1")
    controller.save_pack(fill_cells(controller.pack, [entry]), reason="remembered at the table")


def open_editor(qtbot, window) -> PackEditorDialog:
    assert window.open_pack_editor()
    editor = window._open_windows[-1]
    editor.confirm_discard = lambda: True
    return editor


def test_a_cell_remembered_at_the_table_survives_the_editors_save(qtbot, window):
    controller = window.controller
    editor = open_editor(qtbot, window)
    editor.select_table("t17")
    cells = editor.current_grid().model()
    assert cells.setData(cells.index(0, 1), "+2")  # typed, not saved yet
    remember_canister(controller)
    assert editor.save()
    pack = controller.pack
    assert pack.table("t17").rows[0].values["roll"] == 2  # the editor's cell
    assert pack.table("t07").row("canister").values["loss"] == -1  # and play's, kept
    assert pack.version == "2026.12.6+club.2"


def test_an_editor_with_nothing_typed_shows_the_cell_remembered(qtbot, window):
    editor = open_editor(qtbot, window)
    remember_canister(window.controller)
    editor.select_table("t07")
    cells = editor.current_grid().model()
    assert cells.index(1, column_of(cells, "loss")).data() == "-1"
    assert "2026.12.6+club.1" in editor.headerLabel.text()


def test_a_table_changed_both_at_the_table_and_in_the_editor_is_not_overwritten(qtbot, window):
    controller = window.controller
    editor = open_editor(qtbot, window)
    editor.select_table("t07")
    cells = editor.current_grid().model()
    assert cells.setData(cells.index(0, column_of(cells, "loss")), "+1")  # Ranging
    remember_canister(controller)
    before = controller.pack.content_hash
    assert not editor.save()
    assert controller.pack.content_hash == before  # the remembered cell stands
    assert editor.messageLabel.text().startswith("Not saved: Table 7 was changed at the table")


def test_importing_over_unsaved_edits_asks_first(qtbot, tmp_path):
    editor = editor_on(qtbot)
    other = tmp_path / "other.toml"
    other.write_text(load_pack("belle_alliance").to_toml(), encoding="utf-8")
    editor.select_table("t07")
    cells = editor.current_grid().model()
    canister = cells.index(1, column_of(cells, "loss"))
    assert cells.setData(canister, "-1")
    asked: list[str] = []
    editor.confirm_import = lambda name: asked.append(name) or False
    assert not editor.import_file(other)
    assert asked == ["other.toml"]
    assert canister.data() == "-1"  # the edit is still there
    editor.confirm_import = lambda name: True
    assert editor.import_file(other)


def test_an_export_with_unsaved_edits_says_they_are_not_in_it(qtbot, tmp_path):
    editor = editor_on(qtbot)
    editor.select_table("t07")
    cells = editor.current_grid().model()
    assert cells.setData(cells.index(1, column_of(cells, "loss")), "-1")
    target = tmp_path / "shared.toml"
    editor.export_file(target)
    assert load_pack(target).table("t07").row("canister").values["loss"] == "?"
    assert editor.messageLabel.text() == (
        f"Exported to {target}, as last saved: the edits not saved yet are not in it "
        "(save them first, Ctrl+S)."
    )
