"""How the roll log viewer names the log's keys, in the interface language.

The pack's names of its roll kinds, phases and roles; the rows the store and the console
write themselves, which no pack names ("Void", "Witnessed seal": capitalised, as the
packs' kinds are); and kinds and outcomes in the words the dispute report prints
(`reports.readable`). Its words keep the log viewer's translation context ("RollLogView").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ba_console.core import vocabulary
from ba_console.gui.protocols import RollDesk
from ba_console.play import PACK_CHANGED_KIND, VOID_KIND
from ba_console.play.record import note_templates
from ba_console.reports.readable import Readable
from ba_console.reports.words import ReportWords

if TYPE_CHECKING:
    from ba_console.store.records import LoggedRoll


class LogLabels:
    """The names the log viewer shows, read from the controller's pack when asked."""

    def __init__(self, controller: RollDesk) -> None:
        self.controller = controller
        self._readable_cache: tuple[object, str, Readable] | None = None

    @property
    def _language(self) -> str:
        return self.controller.language

    def kind(self, key: str) -> str:
        pack = self.controller.pack
        if pack is not None and key in pack.rolls:
            return pack.rolls[key].label.get(self._language)
        # Then the rows the store writes, and those the reports name ("movement").
        return self.store_kinds().get(key) or self.readable().kind(key)

    def readable(self) -> Readable:
        """The reports' reading of the log's keys, in the interface language: the log
        viewer says kinds and outcomes in the words the dispute report prints."""
        pack = self.controller.pack
        cache = self._readable_cache
        if cache is None or cache[0] is not pack or cache[1] != self._language:
            readable = Readable(
                words=ReportWords(self._language, QCoreApplication.translate, note_templates()),
                names={},
                sides={},
                side_of={},
                pack=pack,
                tables=dict(pack.tables) if pack is not None else {},
            )
            self._readable_cache = cache = (pack, self._language, readable)
        return cache[2]

    def outcome(self, roll: LoggedRoll) -> str | None:
        """The outcome as the dispute report says it (the pack's label in the interface
        language, the console's words for a movement), without its "typed" mark."""
        said = self.readable().outcome(roll)
        return said.text if said is not None else None

    def store_kinds(self) -> dict[str, str]:
        """The rows the store and the console write themselves, which no pack names."""
        return {
            VOID_KIND: QCoreApplication.translate("RollLogView", "Void"),
            "bound_started": QCoreApplication.translate("RollLogView", "Bound started"),
            "seed_revealed": QCoreApplication.translate("RollLogView", "Seed revealed"),
            "seed_custody": QCoreApplication.translate("RollLogView", "Seed moved"),
            "adjustment": QCoreApplication.translate("RollLogView", "Roster correction"),
            "seal": QCoreApplication.translate("RollLogView", "Witnessed seal"),
            PACK_CHANGED_KIND: QCoreApplication.translate("RollLogView", "Pack changed"),
            vocabulary.MOVEMENT_KIND: QCoreApplication.translate("RollLogView", "Movement"),
            vocabulary.CHARGE_DECISION_KIND: QCoreApplication.translate(
                "RollLogView", "Charge decision"
            ),
        }

    def role(self, kind: str, role: str) -> str:
        """The pack's name of a role ("Attacker"); an added attacker keeps its number."""
        pack = self.controller.pack
        try:
            if pack is None:
                raise KeyError(kind)
            spec = pack.rolls[kind].role(role)
        except KeyError:  # the console's words ("angriber"), as the dispute report says it
            return vocabulary.label(role, QCoreApplication.translate)
        text = spec.label.get(self._language)
        number = role.removeprefix(spec.key)
        return f"{text} {number}" if number else text

    def factor(self, table: str, key: str) -> str | None:
        """The pack's label of a factor row in the interface language (None if none)."""
        return self.readable().factor_label(table, key)

    def phases(self) -> dict[str, str]:
        pack = self.controller.pack
        labels: dict[str, str] = {}
        if pack is None:
            return labels
        for phase in pack.phases:
            labels[phase.key] = phase.label.get(self._language)
            for sub in phase.sub:
                labels.setdefault(sub.key, sub.label.get(self._language))
        return labels

    def phase(self, key: str) -> str:
        return self.phases().get(key, key.replace("_", " "))
