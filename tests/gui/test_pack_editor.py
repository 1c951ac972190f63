"""The rule-pack editor: completeness shown, cells filled and checked, new versions saved,
packs imported, exported and compared."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from ba_console.gui.dialogs.pack_editor import PackEditorDialog, bump_version
from ba_console.gui.models.pack_table_model import (
    BandsEditModel,
    FactorTableEditModel,
    OutcomesEditModel,
    PackDraft,
    ReferenceEditModel,
    ThresholdEditModel,
)
from ba_console.gui.models.table_list_model import PackTablesModel
from ba_console.packs import load_pack


@pytest.fixture
def pack():
    return load_pack("belle_alliance")


@pytest.fixture
def editor(qtbot, pack):
    saved = []
    dialog = PackEditorDialog(pack, save=saved.append)
    dialog.confirm_discard = lambda: True
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.saved = saved
    return dialog


def _cell(model, key: str, header: str):
    column = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    row = [r["key"] for r in model.rows()].index(key)
    return model.index(row, column.index(header))


def test_each_model_passes_the_qt_model_tester(qtmodeltester, pack):
    qtmodeltester.check(PackTablesModel(pack))
    draft = PackDraft(pack)
    for table_id in ("t08", "t18", "t03"):
        for model in draft.edit_models(table_id):
            qtmodeltester.check(model)
    gdeb = PackDraft(load_pack("general_de_brigade"))
    for model in gdeb.edit_models("formation_test"):
        qtmodeltester.check(model)


def test_table_list_shows_completeness_and_source(pack):
    model = PackTablesModel(pack)
    row = model.row_of("t18")
    assert model.index(row, 0).data() == "18"
    assert model.index(row, 3).data() == "100 %"
    assert "Table 18" in model.index(row, 4).data()
    assert model.index(model.row_of("t11"), 3).data() == "0 %"
    # The result table of the ordering roll by its number, as the book has it; its key on hover.
    t17r = model.row_of("t17r")
    assert model.index(t17r, 0).data() == "17"
    assert model.index(t17r, 1).data() == "Ordering roll: result"
    assert model.index(t17r, 0).data(Qt.ItemDataRole.ToolTipRole) == "t17r: Ordering roll: result"


def test_unset_cells_are_marked_with_the_book_hint(pack):
    draft = PackDraft(pack)
    (model,) = draft.edit_models("t17")
    index = model.index(0, 1)
    assert index.data() == "?"
    assert "fill it in the pack editor" in index.data(Qt.ItemDataRole.ToolTipRole)


def test_typing_a_cell_and_saving_makes_a_new_version(qtbot, editor, pack):
    editor.select_table("t17")
    view = editor.current_grid()
    model = view.model()
    index = _cell(model, model.rows()[0]["key"], "roll")
    view.setCurrentIndex(index)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F2)  # opens the cell's editor
    (line_edit,) = view.viewport().findChildren(QLineEdit)
    line_edit.selectAll()
    qtbot.keyClicks(line_edit, "+2")
    qtbot.keyClick(line_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: index.data() == "+2")  # the delegate commits on a queued call
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert len(editor.saved) == 1
    new = editor.saved[0]
    assert new.content_hash != pack.content_hash
    assert new.version == f"{pack.version}+club1"
    assert new.table("t17").rows[0].values["roll"] == 2
    # What the editor does not show is kept: the steps of the bound each roll is made in.
    assert new.rolls["fire"].steps == ["continued_fire", "fire"]
    assert {k: r.steps for k, r in new.rolls.items()} == {k: r.steps for k, r in pack.rolls.items()}
    assert "later rolls use it" in editor.messageLabel.text()
    # the table list shows the new completeness at once
    row = editor.tablesModel.row_of("t17")
    assert editor.tablesModel.index(row, 3).data() != "0 %"


def test_a_bad_cell_is_refused_with_a_message(editor):
    editor.select_table("t08")
    model = editor.current_grid().model()
    index = _cell(model, "flanking_attack", "defender")
    assert not model.setData(index, "three")
    assert index.data() == "-3"
    message = editor.messageLabel.text()
    assert "row flanking_attack" in message and "defender" in message
    assert "'?' (unset)" in message


def test_variable_and_dash_cells_are_taken(pack):
    (model,) = PackDraft(pack).edit_models("t08")
    index = _cell(model, "flanking_attack", "attacker")
    assert model.setData(index, "+/-3")
    assert index.data() == "±3"
    assert model.setData(index, "-")
    assert index.data() == "-"


def test_an_empty_label_is_refused(pack):
    (model,) = PackDraft(pack).edit_models("t08")
    rejected = []
    model.edit_rejected.connect(rejected.append)
    assert not model.setData(_cell(model, "rear_attack", "Label (en)"), "  ")
    assert "label cannot be empty" in rejected[0]


def test_a_gap_between_bands_is_refused_on_save(editor):
    editor.select_table("t18")
    bands = editor.current_grid().model()
    assert isinstance(bands, BandsEditModel)
    bands.removeRows(1, 1)  # 13-14 "falls" gone
    assert not editor.save()
    assert "13-14 is not covered" in editor.messageLabel.text()
    assert editor.saved == []


def test_fill_gaps_adds_unset_bands_and_the_table_saves(qtbot, editor):
    editor.select_table("t10")
    bands = editor.current_grid().model()
    bands.insertRows(0, 1)
    assert bands.setData(bands.index(0, 0), "3") and bands.setData(bands.index(0, 1), "8")
    assert not editor.save()
    assert "9-18 is not covered" in editor.messageLabel.text()
    qtbot.mouseClick(editor.fillGapsButton, Qt.MouseButton.LeftButton)
    assert [(r.get("min"), r.get("max"), r["outcome"]) for r in bands.rows()] == [
        (3, 8, "?"),
        (9, 18, "?"),
    ]
    assert editor.save()
    assert [b.describe() for b in editor.saved[0].table("t10").bands] == ["3-8", "9-18"]


def test_an_outcome_must_exist_before_a_band_names_it(editor):
    editor.select_table("t12")
    bands, outcomes = editor.draft.edit_models("t12")
    bands.insertRows(0, 1)
    assert not bands.setData(bands.index(0, 2), "no_effect")
    assert "none yet" in editor.messageLabel.text()
    outcomes.insertRows(0, 1)
    assert outcomes.setData(outcomes.index(0, 0), "no_effect")
    assert outcomes.setData(outcomes.index(0, 3), "figures_lost=1; disorder=LD")
    assert bands.setData(bands.index(0, 2), "no_effect")
    assert outcomes.rows()[0]["effects"] == [
        {"what": "figures_lost", "value": 1},
        {"what": "disorder", "value": "LD"},
    ]


def test_bad_effects_text_names_the_part(pack):
    _, outcomes = PackDraft(pack).edit_models("t18")
    rejected = []
    outcomes.edit_rejected.connect(rejected.append)
    assert not outcomes.setData(outcomes.index(0, 3), "explodes=2")
    assert "'explodes=2'" in rejected[0]


def test_threshold_and_reference_tables_edit(qtbot):
    gdeb = load_pack("general_de_brigade")
    draft = PackDraft(gdeb)
    (thresholds,) = draft.edit_models("formation_test")
    assert isinstance(thresholds, ThresholdEditModel)
    assert thresholds.setData(thresholds.index(0, 3), "6")
    assert not thresholds.setData(thresholds.index(0, 3), "six")
    (entries,) = draft.edit_models("evaders")
    assert isinstance(entries, ReferenceEditModel)
    assert entries.setData(entries.index(0, 1), "no")
    new = draft.rebuilt_pack()
    assert new.table("formation_test").thresholds["guard_elite"] == 6
    assert new.table("evaders").entries["cossacks"] == "no"


def test_new_rows_start_unset(pack):
    (model,) = PackDraft(pack).edit_models("t09")
    assert isinstance(model, FactorTableEditModel)
    model.insertRows(0, 1)
    assert model.rows()[0]["values"] == {"roll": "?"}
    _, outcomes = PackDraft(pack).edit_models("t11")
    assert isinstance(outcomes, OutcomesEditModel)


def test_nothing_changed_is_not_saved(editor):
    assert not editor.save()
    assert editor.saved == []
    assert "Nothing has changed" in editor.messageLabel.text()


def test_store_refusal_is_shown_and_the_pack_stays(qtbot, pack):
    def refuse(_pack):
        raise RuntimeError("the game file is read-only")

    dialog = PackEditorDialog(pack, save=refuse)
    dialog.confirm_discard = lambda: True
    qtbot.addWidget(dialog)
    (model,) = dialog.draft.edit_models("t17")
    model.setData(model.index(0, 1), "1")
    assert not dialog.save()
    assert "read-only" in dialog.messageLabel.text()
    assert dialog.pack is pack


def test_export_then_import_round_trips_the_hash(qtbot, editor, pack, tmp_path):
    path = tmp_path / "club.toml"
    editor.export_file(path)
    other = PackEditorDialog(load_pack("general_de_brigade"), save=lambda p: None)
    other.confirm_discard = lambda: True
    qtbot.addWidget(other)
    assert other.import_file(path)
    assert other.pack.content_hash == pack.content_hash
    assert "save it to use it" in other.messageLabel.text()


def test_importing_a_broken_pack_names_table_row_and_field(editor, tmp_path):
    text = load_pack("belle_alliance").to_toml().replace("attacker = 3", 'attacker = "x"', 1)
    assert 'attacker = "x"' in text
    path = tmp_path / "broken.toml"
    path.write_text(text, encoding="utf-8")
    assert not editor.import_file(path)
    message = editor.messageLabel.text()
    assert "broken.toml: table t08, row" in message and "'x' is not a cell" in message


def test_compare_shows_the_changed_cell(editor, tmp_path):
    (model,) = editor.draft.edit_models("t08")
    model.setData(_cell(model, "flanking_attack", "attacker"), "4")
    assert editor.save()
    original = tmp_path / "original.toml"
    original.write_text(load_pack("belle_alliance").to_toml(), encoding="utf-8")
    text = editor.difference_with(original)
    assert "flanking_attack" in text
    assert "4" in text and "3" in text


def test_bump_version():
    assert bump_version("2026.11.1") == "2026.11.1+club1"
    assert bump_version("2026.11.1+club1") == "2026.11.1+club2"


def start_typing_in_the_first_roll_cell(qtbot, editor, text: str) -> QLineEdit:
    """Open the first row's roll cell of the table shown, type `text`, no Enter."""
    view = editor.current_grid()
    model = view.model()
    view.setCurrentIndex(_cell(model, model.rows()[0]["key"], "roll"))
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F2)
    line_edit = next(e for e in view.viewport().findChildren(QLineEdit) if e.isVisible())
    line_edit.selectAll()
    qtbot.keyClicks(line_edit, text)
    return line_edit


def test_a_cell_still_being_typed_is_saved_by_ctrl_s_and_asked_about_on_close(qtbot, editor):
    editor.select_table("t17")
    line_edit = start_typing_in_the_first_roll_cell(qtbot, editor, "+2")
    qtbot.keyClick(line_edit, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # no Enter
    assert len(editor.saved) == 1
    assert editor.saved[0].table("t17").rows[0].values["roll"] == 2

    # Typed again, not entered, and the window closed: the umpire is asked, not ignored.
    asked = []
    editor.confirm_discard = lambda: asked.append(True) or False
    start_typing_in_the_first_roll_cell(qtbot, editor, "+3")  # in the saved pack's grid
    editor.close()
    assert asked == [True] and editor.isVisible()


def test_a_pack_of_other_rules_does_not_replace_the_games(controller):
    from ba_console.gui.controller import ActionRefused

    with pytest.raises(ActionRefused) as refused:
        controller.save_pack(load_pack("general_de_brigade"))
    assert str(refused.value) == (
        "general_de_brigade is a pack of other rules (general_de_brigade) than this game's "
        "(belle_alliance): a game keeps its rules. Start a new game with it instead."
    )
    assert controller.pack.id == "belle_alliance"
    assert controller.game.info.pack_id == "belle_alliance"
