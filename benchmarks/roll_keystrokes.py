"""Input events from "unit selected" to "roll logged", counted on the main window.

Run:  python benchmarks/roll_keystrokes.py        (offscreen unless QT_QPA_PLATFORM says)

Each case builds the demo game in a temporary data folder (the FIXTURE pack of
tests/fixtures, whose made-up values fill every cell, for "known cells"; the shipped Belle
Alliance pack, whose Tables 11 and 12 are unset, for "unset cell"), writes the bound's
orders (I./15 attacks the Guard's 1/2e Grenadiers à pied), steps the bound to the fire or
the melee phase and selects I./15 in the roster: that is "unit selected". From there the
script presses keys on the widget that has the focus, as the umpire would, until the
roll is in the log, and counts:

- an input event: one key or key combination (F9, Enter, Ctrl+R, Ctrl+Enter, Alt+M), or
  one group of dice typed ("356" is one event, as on paper one reads the three dice);
- apart, the words typed from the book: the outcome, the figures lost, the disorder
  letter (what the umpire reads off the printed table; no console can save those);
- apart too, a part of a unit's name typed to find the unit fired at or attacked
  ("gren"), where the firer's or the attacker's order names none (II./15 here): its
  letters are shown with the count.

The factor cases tick one factor by hand on a copy of the fixture pack whose Table 6 row
"Soutien" is unset in the loss column: the dice, then Shift+Tab into the checklist (it
lands on its first factor), Down, Space (the cursor goes to the row's value field), the
value read from the book, Enter. Ticking any factor by hand costs those three keys. Aims
of the factor cases: 6 with the factor's value typed (the issue's aim for an unset cell),
7 when it is remembered too (its Alt+M), and 6 once the pack knows the value (a known fire's
3 and the tick's 3).

The catch-roll cases open F9 on a staff figure (I./15's commander) in the ordering phase,
on a copy of the fixture pack whose Table 18 "falls, side −1" has no effects: the dice read
the pack's outcome, Tab to the fall's box, Space, Tab to the side penalty, Down (−1),
Enter. The Space and the Down enter what the book says, and are counted with the words
typed from the book.

Aims (issue 12): fire and melee with known cells at most 4 events; with an unset cell at
most 6 plus the words typed from the book. A fire or a melee whose order names no target or
defender (II./15) keeps the aim of 4, the part of the name typed counted apart: the dice
move the cursor on to the unit to choose, and Enter confirms once it is chosen. A count is
a count: there is no timing here, and the figures do not depend on the machine. Each case
checks that the roll was logged as it should be (read from the table, or typed) and fails
loudly otherwise.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ba_console.gui.app import application, build_window  # noqa: E402
from ba_console.gui.dialogs.roll import RollDialog  # noqa: E402
from ba_console.gui.models.roster_model import RosterColumn  # noqa: E402
from ba_console.packs import RulePack, load_pack, pack_from_data  # noqa: E402
from ba_console.store import paths  # noqa: E402
from ba_console.store.demo import create_demo  # noqa: E402

FIXTURE_PACK = Path(__file__).resolve().parents[1] / "tests" / "fixtures"
FIXTURE_PACK = FIXTURE_PACK / "complete_belle_alliance_fixture.toml"
SEED = bytes(range(32))
FIRER, TARGET = "i-15", "i-2g"
UNSET_FACTOR = "soutien"  # the second row of Table 6
COMMANDER = "ir15"  # I./15's commander, whose row is the parent of I./15's in the roster
BARE_CATCH = "falls_side_minus_1"  # Table 18's outcome a catch-roll case gives no effects
NO = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@dataclass
class Count:
    """What one case took: input events, words typed from the book, and what was done."""

    events: int = 0
    book: int = 0
    names: int = 0  # parts of a unit's name typed to find it, counted apart
    steps: list[str] = field(default_factory=list)

    def key(self, name: str, key: Qt.Key, modifier: Qt.KeyboardModifier = NO) -> None:
        QTest.keyClick(focus(), key, modifier)
        settle()
        self.events += 1
        self.steps.append(name)

    def dice(self, faces: str) -> None:
        QTest.keyClicks(focus(), faces)
        settle()
        self.events += 1
        self.steps.append(faces)

    def name(self, text: str) -> None:
        QTest.keyClicks(focus(), text)
        settle()
        self.names += 1
        self.steps.append(f"«{text}»")

    def book_key(self, name: str, key: Qt.Key) -> None:
        """A key that enters what the book says (a box ticked, a penalty stepped to −1),
        counted with the words typed from the book."""
        QTest.keyClick(focus(), key)
        settle()
        self.book += 1
        self.steps.append(f"[{name}]")

    def book_words(self, text: str) -> None:
        QTest.keyClicks(focus(), text)
        settle()
        self.book += 1
        self.steps.append(f"[{text}]")


def focus():
    widget = QApplication.focusWidget()
    if widget is None:
        raise SystemExit("no widget has the focus: the window is not active")
    return widget


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def fixture_with_unset_factor() -> RulePack:
    """The fixture pack with Table 6's "Soutien" unset in the loss column."""
    data = load_pack(FIXTURE_PACK).model_dump(mode="json")
    row = next(r for r in data["tables"]["t06"]["rows"] if r["key"] == UNSET_FACTOR)
    row["values"]["loss"] = "?"
    return pack_from_data(data, "fixture with one unset factor")


def open_window(folder: Path, pack_source: str | Path | RulePack, phase: str, unit: str = FIRER):
    """The window on the demo game, the bound at `phase`, `unit` selected in the roster."""
    data = folder / "data"
    data.mkdir(parents=True)
    os.environ["BA_CONSOLE_DATA_DIR"] = str(data)
    game_path = paths.default_demo_path(data)
    pack = pack_source if isinstance(pack_source, RulePack) else load_pack(pack_source)
    create_demo(game_path, pack=pack, seed=SEED).close()
    window = build_window(data_dir=data)
    window.resize(1366, 768)
    window.show()
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    settle()
    controller = window.controller
    controller.game.update_info(dice_mode="both")
    from ba_console.core.orders import OrderParts

    parts = OrderParts.from_data({"attack": {"target": TARGET}})
    controller.save_order(FIRER, text=f"attack {TARGET}", parts=parts)
    for _ in range(40):
        if controller.position().phase == phase:
            break
        controller.advance_phase()
    else:
        raise SystemExit(f"the bound never reached the {phase} phase")
    select_firer(window, unit)
    return window


def select_firer(window, unit: str = FIRER) -> None:
    """`unit` (I./15) selected in the roster of the active window: where every count starts.
    A commander (`COMMANDER`) is selected on his own row, the parent of his unit's."""
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    tree = window.ui.rosterPanel.ui.rosterTree
    tree.setFocus()
    if unit == COMMANDER:
        index = window.ui.rosterPanel.view_index(FIRER, RosterColumn.NAME).parent()
    else:
        index = window.ui.rosterPanel.view_index(unit, RosterColumn.NAME)
    tree.setCurrentIndex(index)
    settle()
    assert window.selected_units() == [unit], window.selected_units()


def roll_dialog(window) -> RollDialog:
    dialogs = [d for d in window.findChildren(RollDialog) if d.isVisible()]
    if len(dialogs) != 1:
        raise SystemExit(f"expected one roll dialog open, found {len(dialogs)}")
    dialog = dialogs[0]
    dialog.activateWindow()
    QTest.qWaitForWindowActive(dialog)
    settle()
    return dialog


@dataclass(frozen=True)
class Case:
    name: str
    pack: str | Path | Callable[[], RulePack]
    phase: str
    known: bool  # the cells are known: aim 4, else 6 plus the book's words
    play: Callable[[object, Count], None]
    typed: bool  # the roll is logged as typed from the book
    before: Callable[[object], None] | None = None  # setup, not counted
    # The factor ticked by hand is logged with its value typed from the book (True), read
    # from the pack (False); None: no factor is ticked by hand.
    factor_typed: bool | None = None
    aim: int | None = None  # other than the 4 or 6 (a factor ticked by hand)
    unit: str = FIRER  # the unit selected where the count starts
    units: tuple[str, ...] | None = None  # the units the roll must be logged on
    kind: str | None = None  # the kind of roll logged, if not the phase's name


def fire_known(window, count: Count) -> None:
    count.key("F9", Qt.Key.Key_F9)
    roll_dialog(window)
    count.dice("356")
    count.key("Enter", Qt.Key.Key_Return)


def fire_target_by_name(window, count: Count) -> None:
    count.key("F9", Qt.Key.Key_F9)
    roll_dialog(window)
    count.dice("356")  # no target in the order: the cursor goes on to the target
    count.name("gren")  # 1/2e Grenadiers à pied
    count.key("Enter", Qt.Key.Key_Return)


def melee_known_typed(window, count: Count) -> None:
    count.key("F9", Qt.Key.Key_F9)
    roll_dialog(window)
    count.dice("655")  # the attacker's dice move on to the defender's
    count.dice("123")
    count.key("Enter", Qt.Key.Key_Return)


def melee_defender_by_name(window, count: Count) -> None:
    count.key("F9", Qt.Key.Key_F9)
    roll_dialog(window)
    count.dice("655")
    count.dice("123")  # no defender in the order: the cursor goes on to the defender
    count.name("gren")  # 1/2e Grenadiers à pied
    count.key("Enter", Qt.Key.Key_Return)


def melee_known_console(window, count: Count) -> None:
    count.key("F9", Qt.Key.Key_F9)
    roll_dialog(window)
    count.key("Ctrl+R", Qt.Key.Key_R, CTRL)
    count.key("Enter", Qt.Key.Key_Return)


def fire_unset(remember: bool) -> Callable[[object, Count], None]:
    def play(window, count: Count) -> None:
        count.key("F9", Qt.Key.Key_F9)
        roll_dialog(window)
        count.dice("356")  # the table is unset: the dice move on to the outcome
        count.book_words("2 figures and LD")
        count.key("Enter", Qt.Key.Key_Return)
        count.book_words("2")
        count.key("Enter", Qt.Key.Key_Return)
        count.book_words("L")
        if remember:
            count.key("Alt+M", Qt.Key.Key_M, ALT)
            QTest.qWait(300)  # a mnemonic clicks its box after a moment
        count.key("Enter", Qt.Key.Key_Return)

    return play


def melee_unset(console: bool) -> Callable[[object, Count], None]:
    def play(window, count: Count) -> None:
        count.key("F9", Qt.Key.Key_F9)
        roll_dialog(window)
        if console:
            count.key("Ctrl+R", Qt.Key.Key_R, CTRL)
        else:
            count.dice("655")
            count.dice("123")
        count.book_words("defender retreats")
        count.key("Enter", Qt.Key.Key_Return)  # the loser's figures
        count.book_words("2")
        count.key("Enter", Qt.Key.Key_Return)  # the loser's disorder
        count.book_words("M")
        count.key("Ctrl+Enter", Qt.Key.Key_Return, CTRL)

    return play


def fire_factor(typed: str | None, remember: bool = False) -> Callable[[object, Count], None]:
    def play(window, count: Count) -> None:
        count.key("F9", Qt.Key.Key_F9)
        roll_dialog(window)
        count.dice("356")  # complete: the cursor stays, Enter would confirm
        count.key("Shift+Tab", Qt.Key.Key_Backtab, SHIFT)  # the list, on its first factor
        count.key("Down", Qt.Key.Key_Down)
        count.key("Space", Qt.Key.Key_Space)  # ticked: an unset row's value field
        if typed is not None:
            count.book_words(typed)
        if remember:
            count.key("Alt+M", Qt.Key.Key_M, ALT)
            QTest.qWait(300)  # a mnemonic clicks its box after a moment
        count.key("Enter", Qt.Key.Key_Return)

    return play


def fixture_with_bare_catch_outcome() -> RulePack:
    """The fixture pack with Table 18's "falls, side −1" left without effects (a club's
    pack being filled in)."""
    data = load_pack(FIXTURE_PACK).model_dump(mode="json")
    outcome = next(o for o in data["tables"]["t18"]["outcomes"] if o["key"] == BARE_CATCH)
    outcome["effects"] = []
    return pack_from_data(data, "fixture with one catch outcome without effects")


def catch_effects_typed(remember: bool) -> Callable[[object, Count], None]:
    def play(window, count: Count) -> None:
        count.key("F9", Qt.Key.Key_F9)  # on a staff figure: his catch roll
        roll_dialog(window)
        count.dice("555")  # 15: the pack's outcome, no effects: Enter would confirm it
        count.key("Tab", Qt.Key.Key_Tab)  # the fall's box
        count.book_key("Space", Qt.Key.Key_Space)
        count.key("Tab", Qt.Key.Key_Tab)  # the side penalty
        count.book_key("Down", Qt.Key.Key_Down)  # −1
        if remember:
            count.key("Alt+M", Qt.Key.Key_M, ALT)
            QTest.qWait(300)  # a mnemonic clicks its box after a moment
        count.key("Enter", Qt.Key.Key_Return)

    return play


def factor_remembered_before(window) -> None:
    """The unset factor was typed and remembered on an earlier fire (not counted)."""
    fire_factor("-1", remember=True)(window, Count())
    game = window.controller.game
    game.adjust(TARGET, {"figures": 28, "disorder": "ordered"}, reason="bench: as before")
    window.controller.roster_changed.emit([TARGET])
    select_firer(window)


def remembered_before(window) -> None:
    """A fire on the same total was typed and remembered earlier (not counted)."""
    count = Count()
    fire_unset(remember=True)(window, count)
    game = window.controller.game
    game.adjust(TARGET, {"figures": 28, "disorder": "ordered"}, reason="bench: as before")
    window.controller.roster_changed.emit([TARGET])
    select_firer(window)


CASES = [
    Case("fire, known cells, target from the order", FIXTURE_PACK, "fire", True,
         fire_known, typed=False),
    Case("fire, no target in the order: found by name", FIXTURE_PACK, "fire", True,
         fire_target_by_name, typed=False, unit="ii-15", units=("ii-15", TARGET)),
    Case("melee, known cells, dice typed", FIXTURE_PACK, "melee", True,
         melee_known_typed, typed=False),
    Case("melee, known cells, console dice", FIXTURE_PACK, "melee", True,
         melee_known_console, typed=False),
    Case("melee, no order: defender chosen", FIXTURE_PACK, "melee", True,
         melee_defender_by_name, typed=False, unit="ii-15", units=("ii-15", TARGET)),
    Case("fire, unset cell (shipped pack)", "belle_alliance", "fire", False,
         fire_unset(remember=False), typed=True),
    Case("fire, unset cell, remembered (Alt+M)", "belle_alliance", "fire", False,
         fire_unset(remember=True), typed=True),
    Case("fire, the cell remembered before", "belle_alliance", "fire", True,
         fire_known, typed=False, before=remembered_before),
    Case("melee, unset cell, dice typed", "belle_alliance", "melee", False,
         melee_unset(console=False), typed=True),
    Case("melee, unset cell, console dice", "belle_alliance", "melee", False,
         melee_unset(console=True), typed=True),
    Case("fire with one unset factor ticked", fixture_with_unset_factor, "fire", False,
         fire_factor("-1"), typed=False, factor_typed=True),
    Case("fire, unset factor, remembered (Alt+M)", fixture_with_unset_factor, "fire", False,
         fire_factor("-1", remember=True), typed=False, factor_typed=True, aim=7),
    Case("fire, the factor remembered before", fixture_with_unset_factor, "fire", True,
         fire_factor(None), typed=False, before=factor_remembered_before,
         factor_typed=False, aim=6),
    Case("catch roll, outcome without effects typed", fixture_with_bare_catch_outcome,
         "ordering", False, catch_effects_typed(remember=False), typed=False,
         unit=COMMANDER, kind="catch", units=(COMMANDER,)),
    Case("catch roll, effects typed, remembered (Alt+M)", fixture_with_bare_catch_outcome,
         "ordering", False, catch_effects_typed(remember=True), typed=False,
         unit=COMMANDER, kind="catch", units=(COMMANDER,)),
]  # fmt: skip


def run(case: Case) -> Count:
    with tempfile.TemporaryDirectory(prefix="ba-keys-") as folder:
        pack = case.pack() if callable(case.pack) else case.pack
        window = open_window(Path(folder), pack, case.phase, case.unit)
        try:
            if case.before is not None:
                case.before(window)
            game = window.controller.game
            kind = case.kind or case.phase
            rolls_before = game.roll_count(kind=kind)
            count = Count()
            case.play(window, count)
            settle()
            rolls = game.rolls(kind=kind, newest_first=True, limit=1)
            if game.roll_count(kind=kind) != rolls_before + 1:
                raise SystemExit(f"{case.name}: no roll logged after {' '.join(count.steps)}")
            if rolls[0].outcome_typed != case.typed:
                raise SystemExit(f"{case.name}: logged typed={rolls[0].outcome_typed}")
            if case.units is not None and rolls[0].units != case.units:
                raise SystemExit(f"{case.name}: logged on {rolls[0].units}")
            if case.factor_typed is not None:
                factors = {f.key: f.typed for side in rolls[0].sides for f in side.factors}
                if factors.get(UNSET_FACTOR) is not case.factor_typed:
                    raise SystemExit(f"{case.name}: logged factors {factors}")
            fell = f"typed from the book: {COMMANDER} falls"
            if case.kind == "catch" and fell not in rolls[0].note:
                raise SystemExit(f"{case.name}: logged note {rolls[0].note!r}")
            if any(d.isVisible() for d in window.findChildren(RollDialog)):
                raise SystemExit(f"{case.name}: the roll dialog is still open")
            return count
        finally:
            window.controller.close_game()
            window.close()
            window.deleteLater()
            settle()


def main() -> int:
    application()
    rows = []
    failed = False
    for case in CASES:
        count = run(case)
        aim = case.aim or (4 if case.known else 6)
        ok = count.events <= aim
        failed |= not ok
        book = f" + {count.book} typed" if count.book else ""
        book += f" + {count.names} name" if count.names else ""
        rows.append(
            (case.name, f"{count.events}{book}", f"≤ {aim}", "ok" if ok else "OVER",
             " ".join(count.steps))
        )  # fmt: skip
    widths = [max(len(r[i]) for r in rows + [HEADER]) for i in range(4)]
    for row in [HEADER, (*("-" * w for w in widths), "-" * 12), *rows]:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=False))
              + "  " + row[4])  # fmt: skip
    print()
    print("events: keys and key combinations, and each group of dice typed, from the unit")
    print("selected in the roster to the roll in the log; 'typed': words read from the book")
    print("(outcome, figures lost, disorder letter; a box ticked, a penalty stepped to -1),")
    print("counted apart; 'name': a part of the target's or the defender's name typed to")
    print("find it, counted apart (its letters in «»).")
    return 1 if failed else 0


HEADER = ("roll", "events", "aim", "", "keys pressed")

if __name__ == "__main__":
    sys.exit(main())
