"""The roll log as a Qt table model: the whole log, newest first, read page by page.

A game may hold a million rolls, so the model never reads them all: it asks the store
for one page (`PAGE` rows, newest first, through the filters) when the view needs more
(`canFetchMore`/`fetchMore`), which is what keeps opening and filtering the log quick
however long the game. New rolls are put on top as they are logged (`add_newest`), and a
void updates the row it voids, which stays in the log, struck through. The log keeps unit
keys ("i-15"); the model shows the roster's names (`set_names`), keys on hover.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.phases import STEP_SEPARATOR
from ba_console.core.vocabulary import is_bound_started_note, note_in_words
from ba_console.gui import colours
from ba_console.gui.colours import Fill, Tone
from ba_console.gui.labels import effect_label, moment_text
from ba_console.play.record import note_templates
from ba_console.reports import times
from ba_console.store.kinds import ADJUSTMENT_KIND
from ba_console.store.records import VOID_KIND, LoggedRoll

AnyIndex = QModelIndex | QPersistentModelIndex
ROLL_ROLE = Qt.ItemDataRole.UserRole + 1


class RollSource(Protocol):
    """What the model reads: the store's `Game` (tests may give a stand-in)."""

    def rolls(self, **filters: Any) -> list[LoggedRoll]: ...

    def roll(self, sequence: int) -> LoggedRoll: ...


class LogFilter(NamedTuple):
    """The filters of the log view; None leaves a filter off."""

    bound: int | None = None
    phase: str | None = None
    unit: str | None = None
    kind: str | None = None
    text: str | None = None

    def as_kwargs(self) -> dict[str, Any]:
        return {k: v for k, v in self._asdict().items() if v not in (None, "")}

    @property
    def empty(self) -> bool:
        return not self.as_kwargs()


def dice_summary(roll: LoggedRoll) -> str:
    """'3 5 6 = 14' per side, '/' between sides."""
    return " / ".join(
        f"{' '.join(str(face) for face in side.faces)}"
        + (" ✎" if side.dice_source == "typed" else "")
        for side in roll.sides
    )


def totals_summary(roll: LoggedRoll) -> str:
    return " / ".join(str(side.total) for side in roll.sides)


# The source text of `RollLogModel.note_text`'s sentence (lupdate reads the literal there).
_BOUND_NOTE_SOURCE = "Bound %1 began; %n flag(s) expired."


class RollLogModel(QAbstractTableModel):
    """Rows of the log, newest first, fetched lazily through `LogFilter`."""

    PAGE = 200
    HEADERS = (
        "#",
        QT_TRANSLATE_NOOP("RollLogModel", "Time"),
        QT_TRANSLATE_NOOP("RollLogModel", "Bound"),
        QT_TRANSLATE_NOOP("RollLogModel", "Phase"),
        QT_TRANSLATE_NOOP("RollLogModel", "Kind"),
        QT_TRANSLATE_NOOP("RollLogModel", "Units"),
        QT_TRANSLATE_NOOP("RollLogModel", "Dice"),
        QT_TRANSLATE_NOOP("RollLogModel", "Total"),
        QT_TRANSLATE_NOOP("RollLogModel", "Outcome"),
        QT_TRANSLATE_NOOP("RollLogModel", "Note"),
    )

    def __init__(
        self,
        source: RollSource | None = None,
        parent: QObject | None = None,
        kind_label: Callable[[str], str] | None = None,
        step_label: Callable[[str, str | None], str] | None = None,
        outcome_label: Callable[[LoggedRoll], str | None] | None = None,
        role_label: Callable[[str, str], str] | None = None,
        factor_label: Callable[[str, str], str | None] | None = None,
    ):
        super().__init__(parent)
        self._source = source
        self._filter = LogFilter()
        self._rows: list[LoggedRoll] = []
        self._exhausted = source is None
        self._kind_label = kind_label or (lambda key: key)
        # A step's place, "Melee phase › Melee" (`core.phases.step_place`).
        self._step_label = step_label or (
            lambda phase, sub: f"{phase}{STEP_SEPARATOR}{sub}" if sub and sub != phase else phase
        )
        # The outcome in the interface language (the pack's label, the console's words);
        # None: as logged.
        self._outcome_label = outcome_label or (lambda roll: None)
        # A role of a kind ("Attacker") and a factor of a table by the pack's labels, for
        # the note's factors ticked unset; None: their keys.
        self._role_label = role_label
        self._factor_label = factor_label
        self._names: Mapping[str, str] = {}

    def set_names(self, names: Mapping[str, str]) -> None:
        """The roster's names by key (units, commanders, orderlies), shown for the keys."""
        self._names = dict(names)
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 5), self.index(len(self._rows) - 1, 5), [Qt.ItemDataRole.DisplayRole]
            )

    def name_of(self, key: str) -> str:
        return self._names.get(key, key)

    # --- what is shown --------------------------------------------------------------------

    @property
    def log_filter(self) -> LogFilter:
        return self._filter

    def set_source(self, source: RollSource | None) -> None:
        self._source = source
        self._reset()

    def set_filter(self, log_filter: LogFilter) -> None:
        self._filter = log_filter
        self._reset()

    def _reset(self) -> None:
        self.beginResetModel()
        self._rows = []
        self._exhausted = self._source is None
        self.endResetModel()
        if self.canFetchMore(QModelIndex()):
            self.fetchMore(QModelIndex())

    def roll(self, row: int) -> LoggedRoll:
        return self._rows[row]

    def row_of(self, sequence: int) -> int | None:
        for row, roll in enumerate(self._rows):
            if roll.sequence == sequence:
                return row
        return None

    def roll_of(self, sequence: int) -> LoggedRoll | None:
        """The row of `sequence`, shown or not (a voided roll's void, filtered out)."""
        row = self.row_of(sequence)
        if row is not None:
            return self._rows[row]
        return self._source.roll(sequence) if self._source is not None else None

    @property
    def loaded(self) -> int:
        return len(self._rows)

    @property
    def complete(self) -> bool:
        """True when every matching roll has been read."""
        return self._exhausted

    # --- lazy reading ---------------------------------------------------------------------

    def canFetchMore(self, parent: AnyIndex) -> bool:
        return not parent.isValid() and not self._exhausted

    def fetchMore(self, parent: AnyIndex) -> None:
        if parent.isValid() or self._exhausted or self._source is None:
            return
        page = self._source.rolls(
            **self._filter.as_kwargs(),
            limit=self.PAGE,
            offset=len(self._rows),
            newest_first=True,
        )
        if len(page) < self.PAGE:
            self._exhausted = True
        if page:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
            self._rows.extend(page)
            self.endInsertRows()

    def add_newest(self) -> int:
        """Put rolls logged since the view was read on top (those that match the filter);
        a void also refreshes the row it voids. Returns how many rows were added."""
        if self._source is None:
            return 0
        if not self._rows:
            self._reset()
            return len(self._rows)
        top = self._rows[0].sequence
        fresh: list[LoggedRoll] = []
        offset = 0
        while True:
            page = self._source.rolls(
                **self._filter.as_kwargs(), limit=self.PAGE, offset=offset, newest_first=True
            )
            newer = [r for r in page if r.sequence > top]
            fresh.extend(newer)
            if len(newer) < len(page) or len(page) < self.PAGE:
                break
            offset += self.PAGE
        if fresh:
            self.beginInsertRows(QModelIndex(), 0, len(fresh) - 1)
            self._rows[0:0] = fresh
            self.endInsertRows()
        for roll in fresh:
            if roll.kind == VOID_KIND and roll.voids is not None:
                self.refresh_roll(roll.voids)
        return len(fresh)

    def refresh_roll(self, sequence: int) -> None:
        row = self.row_of(sequence)
        if row is None or self._source is None:
            return
        self._rows[row] = self._source.roll(sequence)
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    # --- Qt model -------------------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.tr(self.HEADERS[section])
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        roll = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(roll, column)
        if role == ROLL_ROLE:
            return roll
        if role == Qt.ItemDataRole.FontRole and roll.voided_by is not None:
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            on = Fill.VOID_ROW if roll.kind == VOID_KIND else None
            if roll.voided_by is not None:
                return QBrush(colours.tone(Tone.MUTED, on))
            if column == 8 and roll.outcome_typed:
                return QBrush(colours.tone(Tone.CAUTION, on))
        if role == Qt.ItemDataRole.BackgroundRole and roll.kind == VOID_KIND:
            return QBrush(colours.fill(Fill.VOID_ROW))
        if role == Qt.ItemDataRole.ToolTipRole:
            if roll.voided_by is not None:
                return self.tr("Voided by roll {n}").format(n=roll.voided_by)
            if column == 8:  # a long outcome (Tables 18, 19) is elided in the column
                return self._display(roll, column) or None
            if column == 1:
                return moment_text(roll.time)
            if column == 3:  # a pack's long phase names may be elided in the column
                return self._display(roll, column)
            if column == 5 and roll.units:
                return "\n".join(f"{self.name_of(key)} ({key})" for key in roll.units)
            if column == 9:  # elided in the column: read whole on hover
                return self.note_text(roll) or None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, 2, 7):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def outcome_text(self, roll: LoggedRoll) -> str:
        """The outcome in the interface language (as logged where nothing names it), and
        whether the umpire typed it from the book."""
        if roll.outcome is None:
            return ""
        text = self._outcome_label(roll) or roll.outcome.label or roll.outcome.key
        if roll.outcome_typed:
            return self.tr("{outcome} (typed from the book)").format(outcome=text)
        return text

    def note_text(self, roll: LoggedRoll) -> str:
        """The roll's note as the umpire reads it: as logged (the umpire's words), but the
        console's own note of a new bound ("Bound 2 began; 1 flag expired.", hashed English)
        said in the interface language from the row itself: its bound and its effects, the
        flags that expired. (`self.tr`: lupdate collects plural forms only from it.)"""
        expired = len(roll.effects)
        if not is_bound_started_note(roll.kind, roll.bound, roll.note, expired):
            # The log keeps keys ("i-1t loses 2") and English; the umpire reads names in
            # the interface language.
            role_label = self._role_label
            return note_in_words(
                roll.note,
                self._names,
                QCoreApplication.translate,
                note_templates(),
                role_label=(lambda role: role_label(roll.kind, role)) if role_label else None,
                factor_label=self._factor_label,
            )
        shown = self.tr("Bound %1 began; %n flag(s) expired.", "", expired)
        if shown == _BOUND_NOTE_SOURCE.replace("%n", str(expired)):
            return roll.note  # no translation installed, not even English's plural forms
        return shown.replace("%1", str(roll.bound))

    def _display(self, roll: LoggedRoll, column: int) -> str:
        if column == 0:
            return str(roll.sequence)
        if column == 1:
            # "2025-06-18T18:30:00+00:00" → "20:30:00" on the umpire's clock (the log
            # keeps UTC), as the dispute report says it; the date is the game's.
            return times.clock(roll.time, seconds=True)
        if column == 2:
            return str(roll.bound)
        if column == 3:
            return self._step_label(roll.phase, roll.sub_phase)
        if column == 4:
            return self._kind_label(roll.kind)
        if column == 5:
            # One unit a line: the view shows two lines, the tooltip every unit and key.
            return "\n".join(self.name_of(key) for key in roll.units)
        if column == 6:
            return dice_summary(roll)
        if column == 7:
            return totals_summary(roll)
        if column == 8:
            if roll.kind == VOID_KIND:
                return self.tr("voids #{n}: {reason}").format(
                    n=roll.voids, reason=roll.void_reason or ""
                )
            text = self.outcome_text(roll)
            if not text and roll.sides and roll.outcome is None:
                return "—"
            if not text and roll.kind == ADJUSTMENT_KIND:
                # A correction has no outcome: what it changed tells one from another.
                return "\n".join(effect_label(effect, self._names) for effect in roll.effects)
            return text
        if column == 9:
            return self.note_text(roll)
        return ""
