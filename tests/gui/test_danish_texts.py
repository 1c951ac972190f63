"""What a Danish umpire read in English or as raw keys (the Danish review at 1366×768).

Tables are named as the interface language names them ("Skema 8", never "t08" or "T8"),
game-file errors come up in the interface language, a new commander's orderlies are named
in it, and the log's total reads "Kastende stabsfigur, sum: 18". The English is asserted against
the console as it ships, the Danish against the shipped Danish translation.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.gui.dialogs.roll import RollDialog
from ba_console.gui.labels import error_text, table_reference
from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.packs import load_pack
from ba_console.store import Game
from ba_console.store.errors import GameFileError, GameInUseError
from ba_console.store.lock import GameLock
from tests.gui.test_roll_dialogs import dialog_for, type_dice


def fire_rule_item(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "fire", ["i-15", "i-2g"])
    return dialog.panels[0].checklist.item("t06", "engaging_of_commanding_officer")


def catch_of_buelow(qtbot, controller) -> RollDialog:
    dialog = dialog_for(qtbot, controller, "catch", ["buelow"])
    type_dice(qtbot, dialog, "owner", "666")
    return dialog


# --- tables -----------------------------------------------------------------------------------


def test_a_table_id_a_cell_and_a_rule_reference_are_named_as_the_book_names_tables(qapp):
    pack = load_pack("belle_alliance")
    assert table_reference("t08") == "Table 8"
    assert table_reference("t18: 17-18") == "Table 18: 17–18"
    assert table_reference("1.1.4, Table 10") == "1.1.4, Table 10"
    assert table_reference(16) == "Table 16"
    # The result half the pack splits off Table 19 keeps its id: what "r" means is not guessed.
    assert table_reference("t19r: 9", pack.tables) == "Table 19 (t19r): 9"
    # A difference read in Table 11: a minus sign, and "to" where a dash would read as one.
    assert table_reference("t11: -3 to 2") == "Table 11: −3 to 2"
    assert table_reference("t12: 14-… / loss") == "Table 12: 14–… / loss"
    # A table without a number (General de Brigade) by its title, its classes by name.
    gdb = load_pack("general_de_brigade")
    assert (
        table_reference("formation_test: guard_elite 7+", gdb.tables, "da")
        == "Formationstest i massekolonne (2D6): Garde og elite 7+"
    )
    assert table_reference("4.1.3") == "4.1.3"


def test_the_factor_list_names_tables_by_number_not_by_id(qtbot, controller):
    item = fire_rule_item(qtbot, controller)
    assert item.text(2) == "1.1.4, Table 10"
    assert "Rule 1.1.4, Table 10, Table 6" in item.toolTip(0)
    assert "t06" not in item.toolTip(0)


def test_the_factor_list_says_skema_in_danish(qtbot, danish):
    item = fire_rule_item(qtbot, danish)
    assert item.text(2) == "1.1.4, Skema 10"
    assert "Regel 1.1.4, Skema 10, Skema 6" in item.toolTip(0)
    assert item.toolTip(2) == "Regel 1.1.4, Skema 10"


def test_the_catch_outcome_names_its_cell_as_the_book_does(qtbot, controller):
    dialog = catch_of_buelow(qtbot, controller)
    assert "(Table 18: 17–18)" in dialog.ui.outcomeLabel.text()
    assert "t18" not in dialog.ui.outcomeLabel.text()


def test_the_catch_outcome_says_skema_in_danish(qtbot, danish):
    dialog = catch_of_buelow(qtbot, danish)
    assert "(Skema 18: 17–18)" in dialog.ui.outcomeLabel.text()


def test_a_rule_that_is_only_a_table_is_not_called_a_rule(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "reorganisation", ["i-15"])
    assert dialog.ui.ruleLabel.text() == "Table 16"
    dialog.ui.kindCombo.setCurrentIndex(dialog.ui.kindCombo.findData("catch"))
    assert dialog.ui.ruleLabel.text() == "Rule 1.1.4, Table 18"


def test_reorganisation_reads_skema_16_in_danish(qtbot, danish):
    dialog = dialog_for(qtbot, danish, "reorganisation", ["i-15"])
    assert dialog.ui.ruleLabel.text() == "Skema 16"


def log_the_catch(qtbot, controller) -> RollLogView:
    dialog = catch_of_buelow(qtbot, controller)
    assert dialog.confirm(close=True) is not None
    view = RollLogView(controller)
    qtbot.addWidget(view)
    view.show()
    view.select_row(0)
    return view


def test_the_log_detail_names_the_cell_and_puts_the_role_before_its_total(qtbot, controller):
    view = log_the_catch(qtbot, controller)
    detail = view.detailBrowser.toPlainText()
    assert "Table cell: Table 18: 17–18" in detail
    assert "Rolling staff figure, total: 18 (natural 18)" in detail
    # What the log keeps (and hashes) is the raw cell.
    assert controller.game.rolls(newest_first=True, limit=1)[0].cell == "t18: 17-18"


def test_the_log_detail_says_skema_and_sum_after_the_role_in_danish(qtbot, danish):
    detail = log_the_catch(qtbot, danish).detailBrowser.toPlainText()
    assert "Skemafelt: Skema 18: 17–18" in detail
    assert "Kastende stabsfigur, sum: 18 (terningsum 18)" in detail
    assert "Sum, Kastende" not in detail


def pack_summary(qtbot, tmp_path, language: str) -> str:
    from ba_console.gui.dialogs.new_game_wizard import NewGameWizard

    wizard = NewGameWizard(lambda choices: "", tmp_path / "games", language=language)
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.ui.titleEdit.setText("Ligny")
    wizard.next()
    return wizard.ui.packInfoLabel.text()


def test_the_wizard_names_complete_and_unset_tables_by_the_books_word(qtbot, qapp, tmp_path):
    text = pack_summary(qtbot, tmp_path, "en")
    assert "Complete: Table 8 Factors for melee" in text
    assert "With unset cells: Table 2, Table 3," in text
    # Table 17's factors and its result are one table of the book: named once.
    assert text.count("Table 17,") == 1
    assert "T8" not in text


def test_the_wizard_says_skema_in_danish(qtbot, danish, tmp_path):
    text = pack_summary(qtbot, tmp_path, "da")
    assert "Komplette: Skema 8 " in text and "Med ukendte felter: Skema 2, Skema 3," in text


# --- game-file errors ------------------------------------------------------------------------


def not_a_game(tmp_path: Path) -> Path:
    path = tmp_path / "letter.bagame"
    path.write_text("Dear umpire, this is not a game.\n" * 10, encoding="utf-8")
    return path


def refusals(controller) -> list[str]:
    said: list[str] = []
    controller.action_refused.connect(said.append)
    return said


def test_a_game_file_error_keeps_its_english_for_the_cli_and_its_sentence_for_the_gui(tmp_path):
    path = not_a_game(tmp_path)
    with pytest.raises(GameFileError) as raised:
        Game.open(path)
    assert str(raised.value) == f"{path} is not a ba-console game (it is not an SQLite database)"
    assert raised.value.template == (
        "{path} is not a ba-console game (it is not an SQLite database)"
    )
    assert raised.value.template_args == {"path": str(path)}
    assert error_text(raised.value) == str(raised.value)  # English without a translation


def test_opening_a_bad_or_missing_file_is_refused_in_danish(qtbot, danish, tmp_path):
    said = refusals(danish)
    bad = not_a_game(tmp_path)
    assert not danish.open_game(bad)
    assert said[-1] == f"{bad} er ikke et ba-console-spil (det er ikke en SQLite-database)"
    missing = tmp_path / "gone.bagame"
    assert not danish.open_game(missing)
    assert said[-1] == f"{missing}: spilfilen findes ikke"
    # The game that was open stays open.
    assert danish.game is not None


def test_a_game_open_elsewhere_is_said_in_danish(qtbot, danish, tmp_path):
    path = tmp_path / "copy.bagame"
    danish.game.backup(path)
    held = GameLock.acquire(path)  # another console has it open for writing
    try:
        said = refusals(danish)
        with pytest.raises(GameInUseError) as raised:
            Game.open(path)
        assert "is open in another ba-console (pid " in str(raised.value)
        # (Opened read-only here, as it says: test_second_window_on_a_game.)
        assert danish.open_game(path) and danish.game.read_only
        assert said[-1].startswith("copy.bagame er åbent i en anden ba-console (pid ")
        assert said[-1].endswith("lukke det dér og så åbne det igen.")
        danish.close_game()
    finally:
        held.release()


def test_saving_a_copy_over_a_file_is_refused_in_danish(qtbot, danish, tmp_path):
    target = tmp_path / "taken.bagame"
    target.write_bytes(b"")
    said = refusals(danish)
    assert not danish.save_copy(target)
    assert said[-1] == f"{target} findes allerede: vælg et andet navn"


def test_the_store_marks_every_game_file_error_for_translation():
    """No `GameError` is raised with a bare English f-string: each has its sentence."""
    import ast

    import ba_console.store as store

    bare = []
    for path in Path(store.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                called = node.exc.func
                name = getattr(called, "id", None)
                if name in ("GameError", "GameFileError", "ReadOnlyGameError"):
                    bare.append(f"{path.name}:{node.lineno}")
    assert bare == []


# --- generated names -------------------------------------------------------------------------


def test_a_new_commanders_orderlies_are_named_in_danish(danish, tmp_path):
    key = danish.add_roster_entry("commander", {"name": "Ziethen", "side": "prussia"})
    assert key is not None
    assert [o.name for o in danish.game.orderlies(key)] == [
        "Ordonnans 1 for Ziethen",
        "Ordonnans 2 for Ziethen",
    ]
    # The store on its own (the CLI) names them in English.
    danish.game.add_commander("gneisenau", "Gneisenau", side="prussia")
    assert danish.game.orderlies("gneisenau")[1].name == "Orderly 2 of Gneisenau"
    # A roster imported into a new game names the orderlies it leaves unnamed the same way.
    from ba_console.gui.new_game import import_roster

    roster = tmp_path / "roster.csv"
    roster.write_text(
        "record,key,name,side,level\nside,blue,Blue,,\ncommander,bb,Blue brigadier,blue,brigade\n",
        encoding="utf-8",
    )
    game = Game.create(tmp_path / "new.bagame", title="t", pack_toml="", pack_id="p", pack_hash="h")
    try:
        import_roster(game, roster)
        assert game.orderlies("bb")[0].name == "Ordonnans 1 for Blue brigadier"
    finally:
        game.close()


# --- wording ---------------------------------------------------------------------------------


def test_the_danish_translation_quotes_with_guillemets_only():
    """One style of quote marks in Danish: »…«, as most of the console's Danish has it."""
    from xml.etree import ElementTree

    ts = Path(__file__).parents[2] / "resources" / "translations" / "ba_console_da.ts"
    translations = [
        element.text or "" for element in ElementTree.parse(ts).iter("translation") if element.text
    ]
    assert [text for text in translations if "“" in text or "”" in text] == []
