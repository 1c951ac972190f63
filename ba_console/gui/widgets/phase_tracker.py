"""The phase tracker: the bound number and every step of Table 1, the current one lit.

It reads the game's pack phases, the current position, the open tasks and the step's
checklist (the rules measured on the table, from the pack) from the controller, and asks
the controller to move on or back; the controller decides (a closed phase stands, 1.1.1)
and emits `phase_advanced`, on which the tracker redraws.
In the main window its Back and Next buttons are the window's actions, so that Next asks
before leaving open tasks behind, from the button as from F8.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QAction, QBrush, QFont, QPalette
from PySide6.QtWidgets import (
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from ba_console.core.phases import Phase, PhasePosition, Step, step_number
from ba_console.core.vocabulary import table_reference
from ba_console.gui import colours
from ba_console.gui.colours import Tone
from ba_console.gui.forms.ui_phase_tracker import Ui_PhaseTracker
from ba_console.play.tasks import step_prompts

if TYPE_CHECKING:
    from ba_console.gui.controller import GameController

STEP_ROLE = Qt.ItemDataRole.UserRole + 1
CHECK_ROLE = Qt.ItemDataRole.UserRole + 2


def _set_changed(item: QTreeWidgetItem, role: Qt.ItemDataRole, brush: QBrush | None) -> None:
    """A step's solid brush, None for none (the view's own), set if its colour changes.
    (Colours compared, not brushes: QBrush's `!=` would have PySide6 build QImage and
    QGradient, as `QBrush(colour)` would, see `colours.brush`.)"""
    current = item.data(0, role)
    if _rgba(current) != _rgba(brush):
        item.setData(0, role, brush)


def _rgba(brush: QBrush | None) -> int | None:
    return None if brush is None else brush.color().rgba()


class StepDelegate(QStyledItemDelegate):
    """A step too long for the dock's width (the current one, in bold: "6b. Retræte,
    flugt og medriven") takes a second line rather than lose its end: the dock keeps the
    width the umpire gave it. A tree asks its rows' height without their width, so the
    width is given here: the column's, less the step's indentation."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree
        tree.setWordWrap(True)
        # A wider or narrower dock: the rows' heights are asked again.
        tree.header().sectionResized.connect(self._width_changed)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        depth = 0
        parent = index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        room = self._tree.columnWidth(0) - depth * self._tree.indentation()
        within = QStyleOptionViewItem(option)
        within.rect = QRect(0, 0, max(room, 1), 10_000)  # a valid rect: the style wraps in it
        return super().sizeHint(within, index)

    def _width_changed(self, *_: object) -> None:
        self._tree.doItemsLayout()


class PhaseTrackerWidget(QWidget):
    """Bound counter, the pack's phases and sub-phases, open tasks, Back and Next."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_PhaseTracker()
        self.ui.setupUi(self)
        big = QFont(self.ui.boundLabel.font())
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.ui.boundLabel.setFont(big)
        bold = QFont(self.ui.tasksTitleLabel.font())
        bold.setBold(True)
        self.ui.tasksTitleLabel.setFont(bold)
        self.ui.tasksList.itemChanged.connect(self._check_changed)
        # What the umpire ticked, by bound, step and rule: a reminder for this sitting,
        # not evidence (the log holds the rolls), so it is not written to the game file.
        self._checked: set[str] = set()
        self.ui.phaseNoteLabel.setStyleSheet(colours.text_style(Tone.MUTED))
        self.ui.phaseTree.setItemDelegate(StepDelegate(self.ui.phaseTree))
        self._controller: GameController | None = None
        self._items: dict[tuple[str, str | None], QTreeWidgetItem] = {}
        self._phases: list[Phase] = []
        self.ui.nextButton.clicked.connect(self._next)
        self.ui.backButton.clicked.connect(self._back)
        self._back_tip = self.ui.backButton.toolTip()
        self._next_tip = self.ui.nextButton.toolTip()
        self.setEnabled(False)

    def use_actions(self, next_action: QAction, back_action: QAction) -> None:
        """Let the window's Next and Back (which ask before leaving open tasks) drive the
        buttons; alone, the buttons call the controller."""
        for button, action in (
            (self.ui.nextButton, next_action),
            (self.ui.backButton, back_action),
        ):
            button.clicked.disconnect()
            button.clicked.connect(action.trigger)

    def bind(self, controller: GameController) -> None:
        self._controller = controller
        controller.game_opened.connect(self._rebuild)
        controller.game_closed.connect(self._clear)
        controller.phase_advanced.connect(self.refresh)
        controller.order_saved.connect(self.refresh_tasks)
        controller.roll_logged.connect(self.refresh_tasks)
        # A roll logged at a bound's first step closes the way back to the bound before.
        controller.roll_logged.connect(self._refresh_back)
        controller.roster_changed.connect(self.refresh_tasks)
        if controller.game is not None:
            self._rebuild()

    # --- drawing ------------------------------------------------------------------------

    def _clear(self) -> None:
        self.ui.phaseTree.clear()
        self._items.clear()
        self.ui.tasksList.clear()
        self._checked.clear()
        self.ui.boundLabel.setText(self.tr("Bound –"))
        self.ui.phaseNoteLabel.clear()
        self.setEnabled(False)

    def _rebuild(self) -> None:
        controller = self._controller
        if controller is None or controller.outline is None:
            self._clear()
            return
        self.ui.phaseTree.clear()
        self._items.clear()
        language = controller.language
        self._phases = list(controller.outline.phases)
        items = []  # put in the tree at once, with their steps
        for phase in self._phases:
            number = step_number(self._phases, Step(phase.key))
            item = QTreeWidgetItem([f"{number}. {phase.label.get(language)}"])
            item.setToolTip(0, f"{phase.label.get(language)}\n{_rule_text(phase)}".strip())
            items.append(item)
            self._items[(phase.key, None)] = item
            for sub in phase.sub:
                sub_number = step_number(self._phases, Step(phase.key, sub.key))
                child = QTreeWidgetItem([f"{sub_number}. {sub.label.get(language)}"])
                child.setToolTip(0, f"{sub.label.get(language)}\n{_rule_text(sub)}".strip())
                item.addChild(child)
                self._items[(phase.key, sub.key)] = child
        self.ui.phaseTree.addTopLevelItems(items)
        self.setEnabled(True)  # first: the palette's colours are the enabled ones
        if controller.game is not None:
            # Lit before the tree lays the steps out: each change after that has the tree
            # measure the step's row again (`refresh` then finds nothing to change).
            self._highlight(controller.position(), scroll=False)
        self.ui.phaseTree.expandAll()
        self.refresh()

    def refresh(self, *_: object) -> None:
        controller = self._controller
        if controller is None or controller.game is None or not self._items:
            return
        position = controller.position()
        self.ui.boundLabel.setText(self.tr("Bound %n", "", position.bound))
        self._highlight(position)
        self._refresh_back()
        self.refresh_tasks()

    def _refresh_back(self, *_: object) -> None:
        controller = self._controller
        if controller is None or controller.game is None:
            return
        self.ui.backButton.setEnabled(controller.can_go_back())
        # Why Back is greyed out (1.1.1), where it is.
        self.ui.backButton.setToolTip(controller.back_refusal() or self._back_tip)
        # Next too, in a game open read-only (F8 says why).
        why = controller.read_only_reason()
        self.ui.nextButton.setEnabled(not why)
        self.ui.nextButton.setToolTip(why or self._next_tip)

    def _check_changed(self, item: QListWidgetItem) -> None:
        key = item.data(CHECK_ROLE)
        if not key:
            return
        if item.checkState() == Qt.CheckState.Checked:
            self._checked.add(str(key))
        else:
            self._checked.discard(str(key))

    def checks(self) -> list[tuple[str, bool]]:
        """The checklist as shown: each line and whether it is ticked (for tests)."""
        found = []
        for row in range(self.ui.tasksList.count()):
            item = self.ui.tasksList.item(row)
            if item.data(CHECK_ROLE):
                found.append((item.text(), item.checkState() == Qt.CheckState.Checked))
        return found

    def _highlight(self, position: PhasePosition, *, scroll: bool = True) -> None:
        palette = self.palette()
        lit = colours.brush(palette.color(QPalette.ColorRole.Highlight))
        lit_text = colours.brush(palette.color(QPalette.ColorRole.HighlightedText))
        done_text = colours.brush(colours.tone(Tone.MUTED, colours=palette))
        plain_text = colours.brush(palette.color(QPalette.ColorRole.Text))
        current_keys = {(position.phase, position.sub_phase), (position.phase, None)}
        passed = True
        for key, item in self._items.items():
            is_current = key == (position.phase, position.sub_phase)
            is_current_parent = key in current_keys and not is_current
            if is_current:
                passed = False
                background, foreground = lit, lit_text
                if scroll:
                    self.ui.phaseTree.scrollToItem(item)
            else:
                done = passed and not is_current_parent
                background, foreground = None, done_text if done else plain_text
            # Only what changes is set: the tree measures a step's row again at each
            # change (its delegate wraps the text), three times a step on a new game.
            _set_changed(item, Qt.ItemDataRole.BackgroundRole, background)
            _set_changed(item, Qt.ItemDataRole.ForegroundRole, foreground)
            font = item.font(0)
            if font.bold() != (is_current or is_current_parent):
                font.setBold(is_current or is_current_parent)
                item.setFont(0, font)
        phase = next((p for p in self._phases if p.key == position.phase), None)
        step = phase
        if phase is not None and position.sub_phase:
            step = next((s for s in phase.sub if s.key == position.sub_phase), phase)
        if step is not None:
            language = self._controller.language if self._controller else "en"
            lines = [_rule_text(step)]
            note = step.note_in(language) or (
                phase.note_in(language) if phase is not None and step is not phase else None
            )
            if note:
                lines.append(note)
            self.ui.phaseNoteLabel.setText("\n".join(line for line in lines if line))
            self.ui.phaseNoteLabel.setToolTip(step.label.get(language))

    def refresh_tasks(self, *_: object) -> None:
        """The open tasks of the step, then its checklist: each rule the umpire measures on
        the table, with its section, ticked as the umpire left it in this bound."""
        controller = self._controller
        if controller is None or controller.game is None:
            return
        tasks_list = self.ui.tasksList
        tasks_list.blockSignals(True)
        tasks_list.clear()
        if not controller.units():
            # A new game without a roster: Next has nothing to act on yet.
            tasks_list.addItem(
                self.tr(
                    "The roster is empty: add sides, commanders and units with Roster › Add, "
                    "or start a new game from a roster file (File › New game)."
                )
            )
        else:
            tasks = controller.open_tasks()
            for task in tasks:
                tasks_list.addItem(task)
            if not tasks:
                tasks_list.addItem(self.tr("Nothing open: go on with Next (F8)."))
            self._add_notes(controller)
            self._add_checks(controller)
        tasks_list.blockSignals(False)

    def _add_notes(self, controller: GameController) -> None:
        """What the step keeps in sight (`Changes.notes`: what a bound left open, the flags
        that expired, the transfers), read whole here rather than cut in the status bar;
        muted and italic, as they are done with, not tasks."""
        if not controller.step_notes:
            return
        muted = colours.brush(colours.window_tone(Tone.MUTED))
        font = QFont(self.ui.tasksList.font())
        font.setItalic(True)
        for note in controller.step_notes:
            item = QListWidgetItem(note)
            item.setForeground(muted)
            item.setFont(font)
            item.setToolTip(note)
            self.ui.tasksList.addItem(item)

    def _add_checks(self, controller: GameController) -> None:
        if controller.outline is None:
            return
        position = controller.position()
        language = controller.language
        for prompt in step_prompts(controller.outline, position):
            key = f"{position.bound}|{position.phase}|{position.sub_phase}|{prompt.rule}"
            text = self.tr("Check %1: %2").replace("%1", prompt.rule)
            item = QListWidgetItem(text.replace("%2", prompt.text.get(language)))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = key in self._checked
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            item.setData(CHECK_ROLE, key)
            self.ui.tasksList.addItem(item)

    # --- actions ------------------------------------------------------------------------

    def _next(self) -> None:
        if self._controller is not None:
            self._controller.advance_phase()

    def _back(self) -> None:
        if self._controller is not None:
            self._controller.back_phase()

    def current_step_text(self) -> str:
        """The label of the highlighted step, as shown (for tests and the status bar)."""
        for item in self._items.values():
            if item.font(0).bold() and item.childCount() == 0:
                return item.text(0)
        return ""


def _rule_text(phase: Phase) -> str:
    if not phase.rule:
        return ""
    rule = table_reference(phase.rule, translate=QCoreApplication.translate)
    # "Regel 1.1.2" as the roll dialogs say one rule; "Regler 1.1.4, 1.1.5" for several.
    if len(re.findall(r"\b\d+\.\d+(?:\.\d+)?\b", phase.rule)) == 1:
        return QCoreApplication.translate("PhaseTrackerWidget", "Rule %1").replace("%1", rule)
    return QCoreApplication.translate("PhaseTrackerWidget", "Rules %1").replace("%1", rule)
