"""The new-game wizard: title, pack, roster import, dice — and the seed fingerprint."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWizard

from ba_console.gui.controller import GameController
from ba_console.gui.dialogs.new_game_wizard import NewGameWizard, fingerprint_text

ROSTER_CSV = """\
record,key,name,side,parent,level,commander,arm,type,figures,gunners
side,blue,Blue army,,,,,,,,
side,red,Red army,,,,,,,,
commander,bluebrig,Blue brigadier,blue,,brigade,,,,,
commander,redbrig,Red brigadier,red,,brigade,,,,,
unit,b1,1st Blue Fusiliers,blue,,,bluebrig,infantry,line,30,
unit,b2,Blue Horse Battery,blue,,,bluebrig,artillery,horse,3,6
unit,r1,1st Red Grenadiers,red,,,redbrig,infantry,guard,28,
"""


@pytest.fixture
def roster_csv(tmp_path: Path) -> Path:
    path = tmp_path / "roster.csv"
    path.write_text(ROSTER_CSV, encoding="utf-8")
    return path


@pytest.fixture
def new_controller(qapp, data_dir):
    controller = GameController(data_dir, "en")
    yield controller
    controller.close_game()


def make_wizard(qtbot, controller, games_dir: Path) -> NewGameWizard:
    wizard = NewGameWizard(controller_create(controller), games_dir)
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def controller_create(controller):
    return lambda choices: controller.create_game(choices).seed_commitment


def test_wizard_creates_a_game_from_a_roster_csv_and_shows_the_fingerprint(
    qtbot, new_controller, roster_csv, tmp_path
):
    wizard = make_wizard(qtbot, new_controller, tmp_path / "games")
    ui = wizard.ui
    ui.titleEdit.setText("Ligny, club night")
    assert ui.fileEdit.text() == str(tmp_path / "games" / "ligny-club-night.bagame")
    wizard.next()
    assert wizard.currentPage() is ui.packPage
    assert ui.packCombo.currentData() == "belle_alliance"
    assert "% of the table cells are known" in ui.packInfoLabel.text()
    wizard.next()
    ui.rosterFileEdit.setText(str(roster_csv))
    assert ui.importRosterRadio.isChecked()
    wizard.next()
    ui.consoleDiceRadio.setChecked(True)
    with qtbot.waitSignal(new_controller.game_opened):
        wizard.next()
    assert wizard.currentPage() is ui.commitmentPage
    info = new_controller.info
    assert info.title == "Ligny, club night"
    assert info.dice_mode == "console"
    assert info.pack_id == "belle_alliance"
    assert ui.fingerprintLabel.text() == fingerprint_text(info.seed_commitment)
    assert ui.fingerprintLabel.text().replace(" ", "").replace("\n", "") == info.seed_commitment
    assert [u.key for u in new_controller.units()] == ["b1", "b2", "r1"]
    assert "Roster imported from roster.csv." in ui.summaryLabel.text()
    # The game was made once; the wizard cannot go back to make it again.
    assert not wizard.button(QWizard.WizardButton.BackButton).isEnabled()


def test_wizard_refuses_a_bad_roster_and_creates_nothing(qtbot, new_controller, tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("record,key,name,side\nunit,u1,Somebody,nowhere\n", encoding="utf-8")
    wizard = make_wizard(qtbot, new_controller, tmp_path / "games")
    ui = wizard.ui
    ui.titleEdit.setText("Bad roster")
    wizard.next()
    wizard.next()
    ui.rosterFileEdit.setText(str(bad))
    wizard.next()
    wizard.next()
    assert wizard.currentPage() is ui.dicePage
    assert "bad.csv" in ui.createProblemLabel.text()
    assert "Nothing was imported" in ui.createProblemLabel.text()
    assert new_controller.game is None
    assert not (tmp_path / "games" / "bad-roster.bagame").exists()


def test_wizard_refuses_an_existing_file_and_a_broken_pack(qtbot, new_controller, tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    (games / "taken.bagame").write_bytes(b"something")
    wizard = make_wizard(qtbot, new_controller, games)
    ui = wizard.ui
    ui.titleEdit.setText("Taken")
    wizard.next()
    assert wizard.currentPage() is ui.titlePage
    assert "already exists" in ui.fileProblemLabel.text()
    ui.titleEdit.setText("Fresh")
    wizard.next()
    broken = tmp_path / "broken.toml"
    broken.write_text("schema_version = 1\nid = 'x'\n", encoding="utf-8")
    ui.packFileEdit.setText(str(broken))
    ui.packFileEdit.editingFinished.emit()
    wizard.next()
    assert wizard.currentPage() is ui.packPage
    assert "broken.toml" in ui.packInfoLabel.text()
    assert "required field is missing" in ui.packInfoLabel.text()


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("aften.pdf", "aften.bagame"), ("klub 05.12.2026", "klub 05.12.2026.bagame")],
)
def test_wizard_refuses_a_game_file_not_named_bagame(qtbot, new_controller, tmp_path, typed, meant):
    """Before, "aften.pdf" made a game file named aften.pdf, which the Open dialog does not
    list."""
    games = tmp_path / "games"
    wizard = make_wizard(qtbot, new_controller, games)
    ui = wizard.ui
    ui.fileEdit.setText(typed)
    wizard.next()
    assert wizard.currentPage() is ui.titlePage
    assert f"A game file's name ends in .bagame: give {games / meant}." in (
        ui.fileProblemLabel.text()
    )
    ui.fileEdit.setText(meant)
    wizard.next()
    assert wizard.currentPage() is ui.packPage


def test_empty_roster_is_a_choice(qtbot, new_controller, tmp_path):
    wizard = make_wizard(qtbot, new_controller, tmp_path / "games")
    ui = wizard.ui
    ui.titleEdit.setText("Typed by hand")
    wizard.next()
    ui.packCombo.setCurrentIndex(ui.packCombo.findData("general_de_brigade"))
    wizard.next()
    ui.emptyRosterRadio.setChecked(True)
    wizard.next()
    wizard.next()
    assert wizard.currentPage() is ui.commitmentPage
    assert new_controller.info.pack_id == "general_de_brigade"
    assert new_controller.units() == []
    assert "The roster is empty" in ui.summaryLabel.text()


@pytest.mark.parametrize("name", ["roster.csv", "roster.toml"])
def test_wizard_imports_the_shipped_example_rosters(qtbot, new_controller, tmp_path, name):
    example = Path(__file__).resolve().parents[2] / "examples" / name
    if not example.exists():
        pytest.skip(f"examples/{name} is not shipped")
    wizard = make_wizard(qtbot, new_controller, tmp_path / "games")
    ui = wizard.ui
    ui.titleEdit.setText(f"From {name}")
    wizard.next()
    wizard.next()
    ui.rosterFileEdit.setText(str(example))
    wizard.next()
    wizard.next()
    assert wizard.currentPage() is ui.commitmentPage, ui.createProblemLabel.text()
    assert len(new_controller.units()) == 22
    assert [side.key for side in new_controller.game.sides()] == ["prussia", "france"]


def _mnemonics(texts: list[str]) -> list[str]:
    """The Alt letters of texts ("&Back" → "b"; "&&" is a literal ampersand)."""
    letters = []
    for text in texts:
        plain = text.replace("&&", "")
        if "&" in plain:
            letters.append(plain[plain.index("&") + 1].casefold())
    return letters


@pytest.mark.parametrize("language", ["en", "da"])
def test_no_two_controls_on_a_wizard_page_share_an_alt_letter(
    qtbot, qapp, new_controller, tmp_path, language
):
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from ba_console.gui.app import install_translations

    install_translations(qapp, language)
    wizard = NewGameWizard(controller_create(new_controller), tmp_path / "games", language=language)
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.ui.titleEdit.setText("Ligny")
    buttons = [
        QWizard.WizardButton.BackButton,
        QWizard.WizardButton.NextButton,
        QWizard.WizardButton.CommitButton,
        QWizard.WizardButton.FinishButton,
        QWizard.WizardButton.CancelButton,
    ]
    while True:
        page = wizard.currentPage()
        texts = [w.text() for w in page.findChildren(QAbstractButton) if w.isVisible()]
        texts += [w.text() for w in page.findChildren(QLabel) if w.isVisible() and w.buddy()]
        texts += [
            wizard.button(b).text()
            for b in buttons
            if wizard.button(b).isVisible() and wizard.button(b).isEnabled()
        ]
        letters = _mnemonics(texts)
        assert len(letters) == len(set(letters)), (page.objectName(), texts)
        if page.isCommitPage() or wizard.nextId() == -1:
            break
        wizard.next()


def test_an_emptied_file_field_is_asked_for_not_a_crash(qtbot, new_controller, tmp_path):
    wizard = make_wizard(qtbot, new_controller, tmp_path / "games")
    ui = wizard.ui
    ui.titleEdit.setText("Ligny")
    ui.fileEdit.setFocus()
    ui.fileEdit.selectAll()
    qtbot.keyClick(ui.fileEdit, "a")  # the field is now the umpire's
    ui.fileEdit.clear()
    wizard.next()
    assert wizard.currentPage() is ui.titlePage
    assert "Give the game a file name." in ui.fileProblemLabel.text()


def test_a_bare_file_name_goes_in_the_games_folder(qtbot, new_controller, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # wherever the console was started from
    games = tmp_path / "games"
    wizard = make_wizard(qtbot, new_controller, games)
    ui = wizard.ui
    ui.titleEdit.setText("Ligny")
    qtbot.keyClicks(ui.fileEdit, "x")
    ui.fileEdit.setText("ligny")
    for _ in range(4):
        wizard.next()
    assert new_controller.game is not None
    assert Path(new_controller.game.path).resolve() == (games / "ligny.bagame").resolve()
