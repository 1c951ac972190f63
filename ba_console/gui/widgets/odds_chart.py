"""A small bar chart of the exact chance of each outcome, painted with QPainter.

One horizontal bar per outcome with its label and its chance in per cent (the exact
fraction on hover). The outcome the dice gave is outlined once rolled. "?" — the part
of the range where the table is unset — is drawn hatched and named "read from the
book". While a ticked factor is unset and no value is typed for it, the total is not
known, nor the chance of any outcome: no bars, but a line saying which value is awaited
(an unset value is never counted as 0).
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ba_console.core.odds import UNSET
from ba_console.gui import colours
from ba_console.gui.colours import Tone


class OddsChartWidget(QWidget):
    """Bars of `set_odds({outcome: Fraction}, labels)`; `set_rolled(key)` outlines one."""

    ROW_HEIGHT = 20
    MIN_BAR = 120  # the bars' least width beside long labels

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("oddsChart")
        self._odds: list[tuple[str, Fraction]] = []
        self._labels: dict[str, str] = {}
        self._complete = True
        self._unknown: tuple[str, ...] = ()
        self._rolled: str | None = None
        self._title = ""
        self._waiting = ""
        self._meanings: dict[str, str] = {}
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

    def set_odds(
        self,
        odds: dict[str, Fraction],
        labels: dict[str, str] | None = None,
        complete: bool = True,
        title: str = "",
        unknown: tuple[str, ...] = (),
        waiting: str = "",
        meanings: dict[str, str] | None = None,
    ) -> None:
        """`complete` False: the odds are unknown until a value is typed for the unset
        factors named in `unknown` (their labels); no bar is drawn. `waiting`: what the
        odds wait for when there are none yet (a test's class), said instead of "no
        result table". `meanings`: what each outcome means to the unit ("harm", "help",
        "plain"), which its bar's colour says; without them, one hue per bar."""
        self._waiting = waiting
        self._meanings = dict(meanings or {})
        order = list((labels or {}).keys())
        self._odds = sorted(
            odds.items(),
            key=lambda kv: (kv[0] == UNSET, order.index(kv[0]) if kv[0] in order else 99, kv[0]),
        )
        self._labels = dict(labels or {})
        self._complete = complete
        self._unknown = tuple(unknown)
        if not complete:
            self._odds = []
        self._title = title
        self.updateGeometry()
        self.update()

    def set_rolled(self, key: str | None) -> None:
        self._rolled = key
        self.update()

    def clear(self) -> None:
        self.set_odds({}, {})
        self._rolled = None

    def label_of(self, key: str) -> str:
        if key == UNSET:
            return self.tr("? (read from the book)")
        return self._labels.get(key, key)

    def odds_text(self) -> list[str]:
        """The bars as text ("Survives: 74.1 %"), for tests and screen readers."""
        return [f"{self.label_of(k)}: {percent(p)}" for k, p in self._odds]

    def note_text(self) -> str:
        """What stands for the bars while the odds are unknown ("" when they are known)."""
        if self._complete:
            return ""
        if not self._unknown:
            return self.tr("Odds unknown until the unset factor's value is typed")
        return self.tr("Odds unknown until a value is typed for {factors}").format(
            factors=", ".join(self._unknown)
        )

    def empty_text(self) -> str:
        """What stands for the bars when there are no odds to draw."""
        return self._waiting or self.tr("no result table: the outcome is read from the book")

    # --- painting -------------------------------------------------------------------------

    def _lines(self) -> int:
        # The note of unknown odds may wrap: two lines are kept for it.
        return len(self._odds) + (1 if self._title else 0) + (0 if self._complete else 2)

    def sizeHint(self) -> QSize:
        return QSize(320, max(1, self._lines()) * self.ROW_HEIGHT + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, max(1, self._lines()) * self.ROW_HEIGHT + 8)

    def _number_width(self) -> int:
        return QFontMetrics(self.font()).horizontalAdvance(percent(1)) + 8

    def _label_width(self) -> int:
        """The labels' column: as wide as the widest label, the bars keeping at least
        `MIN_BAR` (a long outcome, Table 18's "Falls; own side's units -2 on every roll
        this bound and the next", was cut at half the width beside a wide empty bar)."""
        metrics = QFontMetrics(self.font())
        widest = max(
            (metrics.horizontalAdvance(self.label_of(k)) for k, _ in self._odds), default=0
        )
        room = self.width() - self._number_width() - 4 - self.MIN_BAR
        return min(widest + 8, max(int(self.width() * 0.5), room))

    def shown_label(self, key: str) -> str:
        """The outcome's label as its row shows it (elided when the chart is too narrow)."""
        metrics = QFontMetrics(self.font())
        return metrics.elidedText(
            self.label_of(key), Qt.TextElideMode.ElideRight, self._label_width() - 6
        )

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        y = 4
        if self._title:
            painter.setPen(self.palette().windowText().color())
            painter.drawText(QRectF(0, y, self.width(), self.ROW_HEIGHT),
                             Qt.AlignmentFlag.AlignVCenter, self._title)  # fmt: skip
            y += self.ROW_HEIGHT
        if not self._complete:
            painter.setPen(colours.window_tone(Tone.CAUTION, self.palette()))
            painter.drawText(QRectF(0, y, self.width(), 2 * self.ROW_HEIGHT),
                             Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                             self.note_text())  # fmt: skip
            return
        if not self._odds:
            painter.setPen(colours.window_tone(Tone.MUTED, self.palette()))
            text = self.empty_text()
            painter.drawText(QRectF(0, y, self.width(), self.ROW_HEIGHT),
                             Qt.AlignmentFlag.AlignVCenter, text)  # fmt: skip
            return
        label_width = self._label_width()
        number_width = self._number_width()
        bar_space = max(10, self.width() - label_width - number_width - 4)
        bar_colours = self.bar_colours()
        for key, chance in self._odds:
            row = QRectF(0, y, self.width(), self.ROW_HEIGHT)
            text = self.shown_label(key)
            painter.setPen(self.palette().windowText().color())
            painter.drawText(row.adjusted(0, 0, -(self.width() - label_width), 0),
                             Qt.AlignmentFlag.AlignVCenter, text)  # fmt: skip
            bar = QRectF(label_width, y + 3, bar_space * float(chance), self.ROW_HEIGHT - 6)
            colour = bar_colours[key]
            brush = QBrush(
                colour, Qt.BrushStyle.BDiagPattern if key == UNSET else Qt.BrushStyle.SolidPattern
            )
            painter.fillRect(bar, brush)
            if key == UNSET:
                painter.setPen(QPen(colour, 1))
                painter.drawRect(bar)
            if key == self._rolled:
                painter.setPen(QPen(self.palette().windowText().color(), 2))
                painter.drawRect(QRectF(label_width - 2, y + 1, bar_space + 4, self.ROW_HEIGHT - 2))
            painter.setPen(self.palette().windowText().color())
            painter.drawText(QRectF(label_width + bar_space + 4, y, number_width, self.ROW_HEIGHT),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             percent(chance))  # fmt: skip
            y += self.ROW_HEIGHT

    def bar_colours(self) -> dict[str, QColor]:
        """Each bar's colour: by what its outcome means to the unit when that is known
        (the harmful ones warm, in order), else one hue per bar; the unset part hatched."""
        shown: dict[str, QColor] = {}
        ranks: dict[str, int] = {}
        for index, (key, _chance) in enumerate(self._odds):
            if key == UNSET or not self._meanings:
                shown[key] = colours.series(index, self.palette(), unset=key == UNSET)
                continue
            meaning = self._meanings.get(key, "plain")
            rank = ranks.get(meaning, 0)
            ranks[meaning] = rank + 1
            shown[key] = colours.outcome_colour(meaning, rank, self.palette())
        return shown

    def mouseMoveEvent(self, event) -> None:
        offset = self.ROW_HEIGHT if self._title else 0
        index = int((event.position().y() - 4 - offset) // self.ROW_HEIGHT)
        if 0 <= index < len(self._odds):
            key, chance = self._odds[index]
            QToolTip.showText(
                event.globalPosition().toPoint(),
                f"{self.label_of(key)}: {chance.numerator}/{chance.denominator}",
                self,
            )
        super().mouseMoveEvent(event)


def percent(chance: object) -> str:
    """A chance as the interface language writes it: "74.1 %", in Danish "74,1 %"."""
    return QLocale().toString(float(chance) * 100, "f", 1) + " %"
