"""GUI test fixtures: a demo game in tmp_path, a controller on it, the main window.

No QApplication is made at import: pytest-qt's `qapp` makes it. The data folder and
settings live in tmp_path (see tests/conftest.py), so no test sees the umpire's own.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ba_console.packs import load_pack
from ba_console.store import paths
from ba_console.store.demo import create_demo
from tests.play.charge_helpers import EXTRA_UNITS

# A fixed dice seed: console dice in GUI tests are the same on every run.
TEST_SEED = bytes(range(32))


@pytest.fixture(autouse=True)
def _english(qapp):
    """Every test starts in English (with its plural forms), whatever the test before did."""
    from ba_console.gui.app import install_translations

    install_translations(qapp, "en")
    yield
    install_translations(qapp, "en")


@pytest.fixture(autouse=True)
def _no_modifier_held(qapp):
    """Every test starts with no modifier key held. A simulated Ctrl+key whose shortcut
    acts on the press can leave Qt's record of the modifiers at Ctrl (seen after the
    Charges dialog's Ctrl+Z), and a later test's click then toggles a selection instead
    of making one."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QWidget

    held = QGuiApplication.keyboardModifiers()
    if held != Qt.KeyboardModifier.NoModifier:
        widget = QWidget()
        for modifier, key in (
            (Qt.KeyboardModifier.ControlModifier, Qt.Key.Key_Control),
            (Qt.KeyboardModifier.ShiftModifier, Qt.Key.Key_Shift),
            (Qt.KeyboardModifier.AltModifier, Qt.Key.Key_Alt),
            (Qt.KeyboardModifier.MetaModifier, Qt.Key.Key_Meta),
        ):
            if held & modifier:
                QTest.keyRelease(widget, key)
        widget.deleteLater()
    assert QGuiApplication.keyboardModifiers() == Qt.KeyboardModifier.NoModifier


@pytest.fixture(autouse=True)
def _roll_dialogs_discard_when_closed(monkeypatch):
    """Esc on a roll dialog with something typed asks before discarding it: here the umpire
    discards (a modal question would stall the test). A test of the question replaces the
    dialog's own method."""
    from ba_console.gui.dialogs.roll.aside import RollBeingMade

    monkeypatch.setattr(RollBeingMade, "confirm_discard_roll", lambda self, roll: True)


@pytest.fixture(autouse=True)
def _copies_kept_read_only(monkeypatch):
    """A game opened read-only as copied while open is offered to play on from: here the
    umpire keeps it read-only (a modal question would stall the test). A test of the
    question replaces the window's own method."""
    from ba_console.gui.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "confirm_play_on", lambda self, *question: False)


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    folder = paths.data_dir()  # BA_CONSOLE_DATA_DIR, set to tmp_path/data by tests/conftest.py
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def demo_path(data_dir: Path) -> Path:
    path = paths.default_demo_path(data_dir)
    create_demo(path, seed=TEST_SEED).close()
    return path


@pytest.fixture
def controller(qapp, demo_path: Path, data_dir: Path):
    from ba_console.gui.controller import GameController

    controller = GameController(data_dir, "en")
    assert controller.open_game(demo_path)
    yield controller
    controller.close_game()


@pytest.fixture
def danish(qapp, demo_path: Path, data_dir: Path):
    """The demo game opened by a controller in Danish, with the Danish translation."""
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController

    assert install_translations(qapp, "da")
    controller = GameController(data_dir, "da")
    assert controller.open_game(demo_path)
    yield controller
    controller.close_game()


@pytest.fixture
def window(qtbot, demo_path: Path, data_dir: Path):
    """The main window as `ba-console` opens it on first start: the demo game."""
    from ba_console.gui.app import build_window

    window = build_window(data_dir=data_dir)
    # Next asks before leaving open tasks: here the umpire goes on, and the question is kept.
    window.questions = []
    window.confirm_leaving = go_on_recording(window.questions)
    # F8 on End of bound asks "Start bound N+1?": here the umpire starts it; the open tasks
    # it said are kept.
    window.new_bounds = []
    window.confirm_new_bound = go_on_recording(window.new_bounds)
    # Closing with a roll typed in a roll dialog asks: here the roll is discarded, and noted.
    window.rolls_discarded = []
    window.confirm_discard_roll = lambda roll: window.rolls_discarded.append(roll) or True
    # A value typed in the roster asks why: here the umpire says so, and it is kept.
    window.correction_reasons = []
    window.ui.rosterPanel.ask_correction_reason = lambda *asked: (
        window.correction_reasons.append(asked) or "miscounted"
    )
    shown(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.log_state.verified is not None, timeout=5000)
    yield window
    window.close()


def shown(qtbot, window):
    """`window` on screen as the umpire has it (1366×768, active), with what it would say in
    a box recorded instead: a modal box would stall the test, and a refusal too long for the
    status bar, said whole in a box, would take the keys the test presses next
    (tests/gui/test_long_refusal_readable.py opens it)."""
    qtbot.addWidget(window)
    window.warnings = []
    window.warn = window.warnings.append
    window.refusal_boxes = []
    window.refusal_box = window.refusal_boxes.append
    window.resize(1366, 768)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    return window


def go_on_recording(questions: list[list[str]]):
    """A `MainWindow.confirm_leaving` that notes the open tasks asked about and goes on."""

    def confirm_leaving(tasks: list[str]) -> bool:
        questions.append(list(tasks))
        return True

    return confirm_leaving


def refusals(controller) -> list[str]:
    """Collect the controller's refusal messages from now on, and what Undo says it keeps
    as it goes past a step (`undo_passed`: said in the bar, never in a box)."""
    messages: list[str] = []
    controller.action_refused.connect(messages.append)
    controller.undo_passed.connect(messages.append)
    return messages


def verify_in_view(qtbot, view) -> bool:
    """Press the log viewer's Verify and wait for the result it shows; True if intact."""
    with qtbot.waitSignal(view.chain_checked, timeout=10_000) as checked:
        qtbot.mouseClick(view.verifyButton, Qt.MouseButton.LeftButton)
    assert view.verifyButton.isEnabled()
    return checked.args[0]


def f9_on_commander(qtbot, window, unit: str):
    """F9 on the roster row of `unit`'s commander (the parent of its row): the roll dialog
    it opens."""
    from ba_console.gui.dialogs.roll.dialog import RollDialog
    from ba_console.gui.models.roster_model import RosterColumn

    panel = window.ui.rosterPanel
    tree = panel.ui.rosterTree
    tree.setCurrentIndex(panel.view_index(unit, RosterColumn.NAME).parent())
    tree.setFocus()
    before = set(window.findChildren(RollDialog))
    qtbot.keyClick(tree, Qt.Key.Key_F9)
    (dialog,) = [d for d in window.findChildren(RollDialog) if d not in before]
    return dialog


def order_attacks(controller, attacks: dict[str, str]) -> None:
    """Write bound 1's orders: each unit attacks the target given (a unit's key or name)."""
    from ba_console.core.orders import OrderParts

    for unit, target in attacks.items():
        parts = OrderParts.from_data({"attack": {"target": target}})
        assert controller.save_order(unit, text=f"attack {target}", parts=parts)


def step_to(controller, phase: str, sub_phase: str | None = None) -> None:
    """Next until the bound reaches `phase` (and `sub_phase`, if given), without asking:
    the controller's own step. A step the bound does not reach fails the test."""
    for _ in range(40):
        position = controller.position()
        if position.phase == phase and sub_phase in (None, position.sub_phase):
            return
        controller.advance_phase()
    raise AssertionError(f"the bound never reached {phase}/{sub_phase}")


def log_typed_roll(controller, kind: str, role: str, unit: str, outcome: str, effects=()):
    """Log a roll whose dice (3, 4, 5) and outcome the umpire typed, with `effects`
    ((unit, what, from, to), ...), and tell the views, as the roll dialog's Confirm does."""
    from ba_console.store.records import Effect, Outcome, RollDraft, RollSide

    roll = controller.game.append_roll(
        RollDraft(
            kind=kind,
            sides=(RollSide(role=role, unit=unit, dice_source="typed", faces=(3, 4, 5)),),
            outcome_typed=True,
            outcome=Outcome(key=outcome, label="read from the book"),
            effects=tuple(
                Effect(unit=who, what=what, **{"from": old}, to=new)
                for who, what, old, new in effects
            ),
        )
    )
    controller.notify_roll_logged(roll)
    return roll


def confirm_movements(controller) -> None:
    """The movement step done as the umpire does it with Enter: every unit's movement
    confirmed as its order says, through the window's play session and roll actions."""
    from ba_console.play.movement import MovementChoice

    session = controller.rolls.session
    for line in session.movement_lines():
        if not line.confirmed:
            choice = MovementChoice(line.unit, carried=line.default)
            controller.rolls.confirm_movement(session.preview_movement(line, choice))


def make_gdb_game(path):
    """A General de Brigade demo game with the charge tests' extra units, at the charge
    phase's declarations of bound 1."""
    game = create_demo(path, pack=load_pack("general_de_brigade"), seed=TEST_SEED)
    with game.transaction():
        for key, name, side, commander, arm, type_, figures in EXTRA_UNITS:
            game.add_unit(key, name, side=side, commander=commander, arm=arm, type=type_,
                          figures=figures, gunners=8 if arm == "artillery" else 0)  # fmt: skip
    game.set_phase(1, "charge", "declare")
    game.close()


def _gdb_controller(data_dir, language):
    from ba_console.gui.controller import GameController

    path = data_dir / "gdb.bagame"
    make_gdb_game(path)
    controller = GameController(data_dir, language)
    controller.hold_log_check = True
    assert controller.open_game(path)
    return controller


@pytest.fixture
def gdb(qapp, data_dir):
    """A controller on a General de Brigade demo game at the charge phase's declarations."""
    controller = _gdb_controller(data_dir, "en")
    yield controller
    controller.close_game()


@pytest.fixture
def gdb_da(qapp, data_dir):
    """The same game in the Danish window (English again after the test)."""
    from ba_console.gui.app import install_translations

    assert install_translations(qapp, "da")
    controller = _gdb_controller(data_dir, "da")
    yield controller
    controller.close_game()
    install_translations(qapp, "en")


@pytest.fixture
def dialog(qtbot, gdb):
    """The Charges dialog (F7) on `gdb`, shown."""
    from ba_console.gui.dialogs.charges import ChargesDialog

    dialog = ChargesDialog(gdb)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog
