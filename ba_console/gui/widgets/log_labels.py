"""How the roll log viewer names the log's keys, in the interface language.

The pack's names of its roll kinds, phases and roles; the rows the store and the console
write themselves, which no pack names ("Void", "Witnessed seal": capitalised, as the
packs' kinds are); kinds, roles and outcomes in the words the dispute report prints
(`reports.readable`, its translation context "DisputeReport"): the viewer and the report
say a row alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ba_console.gui.protocols import RollDesk
from ba_console.play.record import note_templates
from ba_console.reports.readable import OWN_KINDS, Readable
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
        """The pack's name of a roll kind, else the console's own ("Void")."""
        return self.readable().kind(key)

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
        """The rows the store and the console write themselves, which no pack names, in
        the dispute report's words (`readable.OWN_KINDS`)."""
        words = self.readable().words
        return {key: words(text) for key, text in OWN_KINDS.items()}

    def role(self, kind: str, role: str) -> str:
        """The pack's name of a role ("Attacker", "Attacker 2"), else the console's word
        ("angriber"), as the dispute report says it."""
        return self.readable().role(kind, role)

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

    def step(self, phase: str, sub_phase: str | None) -> str:
        """A step's place as the main window's tracker writes it, "Melee phase › Melee"
        (`core.phases.step_place`)."""
        return self.readable().phase_path(phase, sub_phase)
