"""Entry of the faces of real dice: "356" (or "3 5 6") for 3D6, checked as typed.

Empty means the console rolls this role's dice. Faces that cannot be this roll's dice
("3D6 needs 3 dice, got 2", "die 2 shows 7: faces run from 1 to 6") are shown under the
field in red and the entry reports no faces until they are right. Console faces, once
rolled, are shown in the same field (read-only, marked "console") so the umpire sees one
place for the dice of each role.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ba_console.core.dice import MESSAGES, DiceError, DiceSpec
from ba_console.gui import colours
from ba_console.gui.colours import Tone


def dice_error_text(exc: DiceError) -> str:
    """The core's dice message in the interface language (context "dice"); the English
    of the exception where the core gave no message id."""
    source = MESSAGES.get(exc.message_id)
    if source is None:
        return str(exc)
    try:
        return QCoreApplication.translate("dice", source).format(**exc.details)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
        return str(exc)


class DiceEntryWidget(QWidget):
    """Faces for one role; `faces_changed` fires when the typed faces become valid or not."""

    faces_changed = Signal()

    def __init__(self, spec: DiceSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self._console: tuple[int, ...] | None = None
        self.edit = QLineEdit(self)
        self.edit.setObjectName("diceEdit")
        self.edit.setMaxLength(3 * spec.count + 4)
        font = QFont(self.edit.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.edit.setFont(font)
        # The hint whole where the field has room, else its example alone (three melee
        # panels side by side at 1366 px): never cut to "f.eks. 345 — tomt: k…". The
        # tooltip says it all.
        self._hints = (
            self.tr("e.g. {example} — empty: console dice").format(example=spec.example),
            self.tr("e.g. {example}").format(example=spec.example),
        )
        self.edit.setPlaceholderText(self._hints[0])
        self.edit.setToolTip(
            self.tr("Type the faces of the real dice ({spec}), e.g. {example}; leave empty "
                    "and press Ctrl+R to roll the console dice").format(
                spec=spec, example=spec.example
            )
        )  # fmt: skip
        self.sourceLabel = QLabel(str(spec), self)
        self.sourceLabel.setObjectName("diceSourceLabel")
        self.errorLabel = QLabel(self)
        self.errorLabel.setObjectName("diceErrorLabel")
        self.errorLabel.setStyleSheet(colours.text_style(Tone.ERROR))
        self.errorLabel.setVisible(False)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit, 1)
        row.addWidget(self.sourceLabel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(row)
        layout.addWidget(self.errorLabel)
        self.edit.textEdited.connect(self._typed)
        self.edit.installEventFilter(self)  # a digit past the last die: refused
        self._extra_refused = False

    # --- reading --------------------------------------------------------------------------

    @property
    def is_console(self) -> bool:
        return self._console is not None

    def typed_faces(self) -> tuple[int, ...] | None:
        """The typed faces when they are valid; None when empty, console or wrong."""
        if self._console is not None:
            return None
        text = self.edit.text().strip()
        if not text:
            return None
        try:
            return self.spec.parse_faces(text)
        except DiceError:
            return None

    def faces(self) -> tuple[int, ...] | None:
        """Whatever dice this role has now: console faces or valid typed faces."""
        return self._console if self._console is not None else self.typed_faces()

    def error(self) -> str:
        return self.errorLabel.text() if self.errorLabel.isVisible() else ""

    @property
    def wants_console(self) -> bool:
        return self._console is None and not self.edit.text().strip()

    # --- writing --------------------------------------------------------------------------

    def set_console_faces(self, faces: tuple[int, ...]) -> None:
        self._console = tuple(faces)
        self.edit.setText(" ".join(str(face) for face in faces))
        self.edit.setReadOnly(True)
        self.sourceLabel.setText(self.tr("{spec} console").format(spec=self.spec))
        self.errorLabel.setVisible(False)
        self.faces_changed.emit()

    def set_typed(self, text: str) -> None:
        self._console = None
        self.edit.setReadOnly(False)
        self.edit.setText(text)
        self._typed(text)

    def clear(self) -> None:
        self._console = None
        self.edit.setReadOnly(False)
        self.edit.clear()
        self.sourceLabel.setText(str(self.spec))
        self.errorLabel.setVisible(False)
        self.faces_changed.emit()

    def is_full(self) -> bool:
        """Every die typed, one digit each: a further digit would be one die too many."""
        return self.spec.sides <= 9 and self.typed_faces() is not None

    def refuse_extra(self, digit: str, beep: bool = True) -> None:
        """A digit typed after the last die ("3561" for 3D6): not taken, said under the
        field (with a beep unless the digit may yet begin an outcome); the dice stay."""
        if beep:
            QApplication.beep()
        self._extra_refused = True
        self.errorLabel.setText(
            self.tr("{spec}: {count} dice typed already; the extra {digit} was not taken").format(
                spec=self.spec, count=self.spec.count, digit=digit
            )
        )
        self.errorLabel.setVisible(True)

    @property
    def extra_refused(self) -> bool:
        """Whether the word under the field is about a digit refused."""
        return self._extra_refused

    def clear_refusal(self) -> None:
        """The umpire typed on: the word about the digit refused goes."""
        if self._extra_refused:
            self._extra_refused = False
            self._typed(self.edit.text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's
        if watched is self.edit and event.type() == QEvent.Type.Resize:
            room = self.edit.contentsRect().width() - 8  # the frame's and the text's margins
            fits = self.edit.fontMetrics().horizontalAdvance(self._hints[0]) <= room
            self.edit.setPlaceholderText(self._hints[0] if fits else self._hints[1])
        if watched is self.edit and event.type() == QEvent.Type.KeyPress:
            digit = event.text()
            if (
                len(digit) == 1
                and digit.isdigit()
                and not self.is_console
                and not self.edit.hasSelectedText()
                and self.is_full()
            ):
                self.refuse_extra(digit)
                return True
        return super().eventFilter(watched, event)

    def _typed(self, text: str) -> None:
        self._extra_refused = False
        message = ""
        stripped = text.strip()
        if stripped:
            try:
                self.spec.parse_faces(stripped)
            except DiceError as exc:
                got = exc.details.get("got")
                if exc.message_id == "count" and isinstance(got, int) and got < self.spec.count:
                    # Still typing: say how far, not that it is wrong.
                    message = self.tr("{spec}: {got} of {count} dice typed").format(
                        spec=self.spec, got=got, count=self.spec.count
                    )
                else:
                    message = dice_error_text(exc)
        self.errorLabel.setText(message)
        self.errorLabel.setVisible(bool(message))
        self.sourceLabel.setText(
            self.tr("{spec} typed").format(spec=self.spec) if stripped else str(self.spec)
        )
        self.faces_changed.emit()
