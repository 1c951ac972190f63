"""The new-game wizard: title and file, rule pack, order of battle, dice — then the seed.

It collects the umpire's choices as `NewGameChoices` and hands them to the `create`
callable the main window gives (the controller's `create_game`) when the dice page is
confirmed; a refusal (bad pack, bad roster file, file exists) is shown on that page and
nothing is created. The last page shows the fingerprint of the dice-seed commitment,
to be read out or written down before play.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QFileDialog, QRadioButton, QWidget, QWizard

from ba_console.gui import colours
from ba_console.gui.actions.base import ActionRefused
from ba_console.gui.colours import Tone
from ba_console.gui.forms.ui_new_game_wizard import Ui_NewGameWizard
from ba_console.gui.labels import pack_error_text, table_reference
from ba_console.gui.new_game import GAME_SUFFIX, NewGameChoices, game_file_name
from ba_console.packs import PackError, RulePack, builtin_ids, load_pack
from ba_console.packs.club import ClubPack, club_packs

CreateGame = Callable[[NewGameChoices], str]  # returns the seed commitment


class NewGameWizard(QWizard):
    def __init__(
        self,
        create: CreateGame,
        games_dir: Path,
        parent: QWidget | None = None,
        language: str = "en",
        data_dir: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_NewGameWizard()
        self.ui.setupUi(self)
        self.setObjectName("newGameWizard")
        self._create = create
        self._games_dir = Path(games_dir)
        self._language = language
        self._data_dir = data_dir  # where the club's packs are (`packs.club`)
        self._file_edited = False
        self.fingerprint = ""
        self.choices: NewGameChoices | None = None
        self.setButtonText(QWizard.WizardButton.CommitButton, self.tr("&Create game"))
        self.ui.dicePage.setCommitPage(True)
        # Once the game is created there is nothing to cancel: the last page says the
        # fingerprint and Finish closes it (Annuller there read as undoing the game).
        self.setOption(QWizard.WizardOption.NoCancelButtonOnLastPage, True)
        self.ui.titlePage.registerField("title*", self.ui.titleEdit)
        self._fill_packs()
        ui = self.ui
        ui.titleEdit.textChanged.connect(self._title_changed)
        ui.fileEdit.textEdited.connect(self._file_typed)
        ui.fileBrowseButton.clicked.connect(self._browse_file)
        ui.packCombo.currentIndexChanged.connect(self._show_pack)
        ui.builtinPackRadio.toggled.connect(self._show_pack)
        ui.packFileEdit.textChanged.connect(lambda _t: ui.filePackRadio.setChecked(True))
        ui.packFileEdit.editingFinished.connect(self._show_pack)
        ui.packBrowseButton.clicked.connect(self._browse_pack)
        ui.rosterBrowseButton.clicked.connect(self._browse_roster)
        ui.rosterFileEdit.textChanged.connect(lambda _t: ui.importRosterRadio.setChecked(True))
        ui.emptyRosterRadio.setChecked(True)
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        fixed.setPointSizeF(fixed.pointSizeF() * 1.25)
        fixed.setWeight(QFont.Weight.Bold)
        ui.fingerprintLabel.setFont(fixed)
        self._show_pack()
        self.currentIdChanged.connect(self._cursor_on_the_choice)
        self.resize(680, 480)

    def _cursor_on_the_choice(self, _id: int) -> None:
        """A page of choices opens with the cursor on the one ticked, not on the page's
        first ("Import a roster file" while "Start empty" is ticked), where Space would
        tick what the umpire did not choose."""
        focus = QApplication.focusWidget()
        page = self.currentPage()
        if not isinstance(focus, QRadioButton) or focus.isChecked() or page is None:
            return
        ticked = [
            r
            for r in page.findChildren(QRadioButton)
            if r.isChecked() and r.parentWidget() is focus.parentWidget()
        ]
        if ticked:
            ticked[0].setFocus(Qt.FocusReason.TabFocusReason)

    # --- page 1: title and file -------------------------------------------------------------

    def _title_changed(self, title: str) -> None:
        if not self._file_edited:
            self.ui.fileEdit.setText(str(self._games_dir / f"{slug(title) or 'game'}{GAME_SUFFIX}"))

    def _file_typed(self) -> None:
        self._file_edited = True

    def _browse_file(self) -> None:
        chosen, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Game file"),
            self.ui.fileEdit.text() or str(self._games_dir),
            self.tr("ba-console games (*%1)").replace("%1", GAME_SUFFIX),
        )
        if chosen:
            self._file_edited = True
            self.ui.fileEdit.setText(chosen)

    def game_path(self) -> Path | None:
        """The game file typed; a bare name ("ligny") goes in the games folder, as the
        command line puts it. None while the field is empty."""
        text = self.ui.fileEdit.text().strip()
        if not text:
            return None
        path = Path(text).expanduser()
        if not path.is_absolute():
            path = self._games_dir / path
        return path if path.suffix else path.with_suffix(GAME_SUFFIX)

    # --- page 2: rule pack --------------------------------------------------------------------

    def _fill_packs(self) -> None:
        """The club's own packs first (the cells its games filled in play), then the
        shipped ones; the club's Belle Alliance pack is chosen when there is one."""
        default = -1
        for found in club_packs(self._data_dir) if self._data_dir is not None else []:
            if isinstance(found, ClubPack):
                pack = found.pack
                text = self.tr("{title} — the club's pack ({id} {version})").format(
                    title=pack.title.get(self._language), id=pack.id, version=pack.version
                )
                if default < 0 and pack.id == "belle_alliance":
                    default = self.ui.packCombo.count()
                path = found.path
            else:
                path = found[0]
                text = self.tr("{file} — the club's pack cannot be read").format(file=path.name)
            self.ui.packCombo.addItem(text, str(path))
        for pack_id in builtin_ids():
            try:
                pack = load_pack(pack_id)
                text = f"{pack.title.get(self._language)} ({pack.id} {pack.version})"
            except PackError:
                text = pack_id
            self.ui.packCombo.addItem(text, pack_id)
        if default < 0:
            default = self.ui.packCombo.findData("belle_alliance")
        self.ui.packCombo.setCurrentIndex(max(default, 0))

    def pack_source(self) -> str:
        if self.ui.filePackRadio.isChecked():
            return self.ui.packFileEdit.text().strip()
        return str(self.ui.packCombo.currentData() or "")

    def _show_pack(self) -> bool:
        source = self.pack_source()
        if not source:
            self.ui.packInfoLabel.setText(self.tr("Choose a shipped pack or a pack file."))
            return False
        try:
            pack = load_pack(source)
        except PackError as exc:
            self.ui.packInfoLabel.setText(_problem(pack_error_text(exc)))
            return False
        percent = round(100 * pack.completeness_ratio())
        report = pack.completeness()
        unset = [table_id for table_id, (known, total) in report.items() if known < total]
        complete = [
            _table_name(pack, table_id, self._language)
            for table_id, (known, total) in report.items()
            if known == total
        ]
        text = (
            self.tr(
                "<b>%1</b>, version %2, dice %3.<br/>%4 % of the table cells are known; "
                "%5 tables have unset cells, which the umpire types from the book when a "
                "roll needs them."
            )
            .replace("%1", _html(pack.title.get(self._language)))
            .replace("%2", _html(pack.version))
            .replace("%3", str(pack.dice_spec))  # "3D6", as every roll dialog says it
            .replace("%4", str(percent))
            .replace("%5", str(len(unset)))
        )
        if complete:
            text += "<p>" + self.tr("Complete: %1.").replace("%1", _html(", ".join(complete)))
        if unset:
            # One name per table of the book: Table 17's factors and result are one entry.
            names = dict.fromkeys(_table_name(pack, t, self._language, short=True) for t in unset)
            text += "<br/>" + self.tr("With unset cells: %1.").replace(
                "%1", _html(", ".join(names))
            )
        self.ui.packInfoLabel.setText(text)
        return True

    def _browse_pack(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self, self.tr("Rule pack file"), "", self.tr("Rule packs (*.toml)")
        )
        if chosen:
            self.ui.packFileEdit.setText(chosen)
            self.ui.filePackRadio.setChecked(True)
            self._show_pack()

    # --- page 3: roster -----------------------------------------------------------------------

    def roster_file(self) -> Path | None:
        if self.ui.emptyRosterRadio.isChecked():
            return None
        text = self.ui.rosterFileEdit.text().strip()
        return Path(text).expanduser() if text else None

    def _browse_roster(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self, self.tr("Roster file"), "", self.tr("Roster files (*.csv *.toml)")
        )
        if chosen:
            self.ui.rosterFileEdit.setText(chosen)
            self.ui.importRosterRadio.setChecked(True)

    # --- page 4: dice, then create ------------------------------------------------------------

    def dice_mode(self) -> str:
        if self.ui.consoleDiceRadio.isChecked():
            return "console"
        if self.ui.physicalDiceRadio.isChecked():
            return "physical"
        return "both"

    def validateCurrentPage(self) -> bool:
        page = self.currentPage()
        ui = self.ui
        if page is ui.titlePage:
            path = self.game_path()
            if path is None:
                ui.fileProblemLabel.setText(_problem(self.tr("Give the game a file name.")))
                return False
            if path.suffix.lower() != GAME_SUFFIX:
                # "aften.pdf" would be a game the Open dialog does not list.
                ui.fileProblemLabel.setText(
                    _problem(
                        self.tr("A game file's name ends in %1: give %2.")
                        .replace("%1", GAME_SUFFIX)
                        .replace("%2", str(game_file_name(path)))
                    )
                )
                return False
            if path.exists():
                ui.fileProblemLabel.setText(
                    _problem(
                        self.tr("%1 already exists: choose another name.").replace("%1", str(path))
                    )
                )
                return False
            ui.fileProblemLabel.clear()
            return True
        if page is ui.packPage:
            return self._show_pack()
        if page is ui.rosterPage:
            if ui.importRosterRadio.isChecked():
                roster = self.roster_file()
                if roster is None or not roster.is_file():
                    ui.rosterInfoLabel.setText(
                        _problem(self.tr("Choose a roster file (CSV or TOML), or start empty."))
                    )
                    return False
            ui.rosterInfoLabel.clear()
            return True
        if page is ui.dicePage:
            return self._create_game()
        return super().validateCurrentPage()

    def _create_game(self) -> bool:
        path = self.game_path()
        assert path is not None  # the title page goes on only with a file name
        choices = NewGameChoices(
            title=self.ui.titleEdit.text().strip(),
            path=path,
            pack=self.pack_source(),
            roster_file=self.roster_file(),
            dice_mode=self.dice_mode(),
        )
        try:
            commitment = self._create(choices)
        except ActionRefused as exc:
            self.ui.createProblemLabel.setText(_problem(str(exc)))
            return False
        self.choices = choices
        self.fingerprint = commitment
        self.ui.createProblemLabel.clear()
        self.ui.fingerprintLabel.setText(fingerprint_text(commitment))
        roster = (
            self.tr("Roster imported from %1.").replace("%1", choices.roster_file.name)
            if choices.roster_file
            else self.tr("The roster is empty: add sides, commanders and units in the roster.")
        )
        self.ui.summaryLabel.setText(
            self.tr("<b>%1</b> is saved in %2.")
            .replace("%1", _html(choices.title))
            .replace("%2", _html(str(choices.path)))
            + "<br/>"
            + roster
        )
        return True


def _table_name(pack: RulePack, table_id: str, language: str = "en", short: bool = False) -> str:
    """ "Table 8 Factors for melee" ("Skema 8 …" in Danish), or just "Table 8"; a table
    without a number by its title (never by the pack's id)."""
    table = pack.tables[table_id]
    if table.number is None:
        return table.title.get(language)
    number = table_reference(table.number)
    return number if short else f"{number} {table.title.get(language)}"


def fingerprint_text(commitment: str) -> str:
    """The commitment in groups of four, four groups a line: easy to read aloud."""
    groups = [commitment[i : i + 4] for i in range(0, len(commitment), 4)]
    lines = [" ".join(groups[i : i + 4]) for i in range(0, len(groups), 4)]
    return "\n".join(lines)


def slug(title: str) -> str:
    text = re.sub(r"[^\w]+", "-", title.strip().casefold(), flags=re.UNICODE).strip("-")
    return text[:60]


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _problem(text: str) -> str:
    # A roster file's problems come one a line (and "Nothing was imported." last).
    lines = "<br/>".join(_html(line) for line in text.splitlines())
    return f"<span style='color:{colours.css(colours.window_tone(Tone.ERROR))}'>{lines}</span>"
