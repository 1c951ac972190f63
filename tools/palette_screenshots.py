"""Render the fire and melee dialogs, and every view, in English and Danish, light and dark.

The console follows the desktop's palette (`gui/colours.py`); these pictures are how its
colours are checked by eye. Each picture is made in a process of its own (the palette, the
style and the language are set before the first widget), on the demo game in a temporary
data folder, with a fire and a melee typed in as an umpire would:

    .venv/bin/python tools/palette_screenshots.py rolls [OUT_DIR]    # the 8 roll pictures
    .venv/bin/python tools/palette_screenshots.py views [OUT_DIR]    # every view, to look at

"rolls" writes `roll-fire-<en|da>-<light|dark>.png` and `roll-melee-…` (docs/screenshots by
default); "views" writes the main window, the roll log, the pack editor, the movement step,
the new-game wizard, the manual and the shortcuts, each light and dark, to /tmp by default.
`QT_SCALE_FACTOR=1.5` in the environment renders them at 150 % (on a screen 1.5 times as
large, so the window keeps 1366×768 of room). It runs under Xvfb when there is one (a
1366×768 screen, as the umpire's laptop), else offscreen.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1366, 768)
LANGUAGES = ("en", "da")
PALETTES = ("light", "dark")


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[0] == "--one":
        return render(*argv[1:5])
    what = argv[0] if argv else "rolls"
    default = ROOT / "docs" / "screenshots" if what == "rolls" else Path("/tmp/ba-console-views")
    out = Path(argv[1]) if len(argv) > 1 else default
    out.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        for palette in PALETTES:
            command = [sys.executable, __file__, "--one", what, language, palette, str(out)]
            xvfb = shutil.which("xvfb-run")
            env = dict(os.environ)
            if xvfb and "QT_QPA_PLATFORM" not in os.environ:
                # At 150 % the screen has 1.5 times the pixels: the window still has its
                # 1366×768 of room.
                scale = float(os.environ.get("QT_SCALE_FACTOR", "1") or 1)
                width, height = round(SIZE[0] * scale), round(SIZE[1] * scale)
                command = [xvfb, "-a", "-s", f"-screen 0 {width}x{height}x24", *command]
                env["QT_QPA_PLATFORM"] = "xcb"
            else:
                env.setdefault("QT_QPA_PLATFORM", "offscreen")
            subprocess.run(command, check=True, env=env)
    for path in sorted(out.glob("*.png")):
        print(path)
    return 0


def render(what: str, language: str, palette: str, out_dir: str) -> int:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from ba_console.gui import colours
    from ba_console.gui.app import application

    app: QApplication = application()  # type: ignore[assignment]
    if palette == "dark":
        # A dark desktop: Fusion with a dark palette, set before any widget is made.
        app.setStyle("Fusion")  # by name: the application makes and owns it
        app.setPalette(colours.dark_palette())
    out = Path(out_dir)
    with tempfile.TemporaryDirectory() as tmp:
        window = _window(Path(tmp) / "data", language)
        if what == "rolls":
            _rolls(window, out, f"{language}-{palette}")
        else:
            _views(window, out, f"{language}-{palette}")
        window.close()
    return 0


def _window(data: Path, language: str):
    from PySide6.QtTest import QTest

    from ba_console.gui.app import build_window, settings_for
    from ba_console.gui.main_window import LANGUAGE_KEY

    data.mkdir(parents=True)
    settings = settings_for(data)
    settings.setValue(LANGUAGE_KEY, language)
    settings.sync()
    window = build_window(data_dir=data)
    window.resize(*SIZE)
    window.show()
    QTest.qWait(300)
    return window


def _step_to(controller, phase: str, sub_phase: str | None = None) -> None:
    for _ in range(40):
        position = controller.position()
        if position.phase == phase and sub_phase in (None, position.sub_phase):
            return
        controller.advance_phase()
    raise SystemExit(f"the bound never reached {phase}/{sub_phase}")


def _orders(controller) -> None:
    from ba_console.core.orders import OrderParts

    for unit, text, target, charge in (
        ("i-15", "Fire on the grenadiers by the church", "1/2e Grenadiers à pied", False),
        ("ii-15", "Storm the churchyard at the charge", "1/2e Grenadiers à pied", True),
    ):
        parts = OrderParts.from_data({"attack": {"target": target, "at_the_charge": charge}})
        controller.save_order(unit, text=text, parts=parts)


def _grab(widget, path: Path) -> None:
    from PySide6.QtTest import QTest

    QTest.qWait(250)
    widget.grab().save(str(path))


def _typed(dialog, outcome: str, losses: dict[str, int], disorder: dict[str, str]) -> None:
    """An outcome read from the book, with the figures lost and the disorder."""
    from PySide6.QtTest import QTest

    QTest.qWait(100)
    if dialog._typed_widgets:
        dialog._typed_widgets[0].setEditText(outcome)
    for unit, lost in losses.items():
        spin = dialog._loss_spins.get(unit)
        if spin is not None:
            spin.setValue(lost)
    for unit, state in disorder.items():
        combo = dialog._disorder_combos.get(unit)
        if combo is not None:
            combo.setCurrentIndex(max(combo.findData(state), 0))
    dialog.refresh()


# What an umpire types from the book, in the umpire's language.
OUTCOMES = {
    "en": ("2 figures lost, LD", "defender retreats (MD)"),
    "da": ("2 figurer tabt, LU", "forsvareren viger (U)"),
}


def _rolls(window, out: Path, tag: str) -> None:
    from ba_console.gui.dialogs.roll import open_roll_dialog

    controller = window.controller
    _orders(controller)
    _step_to(controller, "fire")
    fire = open_roll_dialog(controller, window, kind=None, units=["i-15"])
    fire.panels[0].dice.set_typed("452")
    fire_outcome, melee_outcome = OUTCOMES[window.controller.language]
    _typed(fire, fire_outcome, {"i-2g": 2}, {"i-2g": "LD"})
    _grab(fire, out / f"roll-fire-{tag}.png")
    fire.confirm_discard_roll = lambda roll: True  # typed for the picture: no question
    fire.close()
    _step_to(controller, "melee", "melee")
    melee = open_roll_dialog(controller, window, kind=None, units=["ii-15"])
    attacker, defender = melee.panels[0], melee.panels[-1]
    attacker.dice.set_typed("564")
    defender.dice.set_typed("321")
    _typed(melee, melee_outcome, {"i-2g": 3}, {"i-2g": "MD"})
    _grab(melee, out / f"roll-melee-{tag}.png")
    melee.confirm_discard_roll = lambda roll: True  # typed for the picture: no question
    melee.close()


def _views(window, out: Path, tag: str) -> None:
    from ba_console.gui.dialogs.movement import open_movement_dialog
    from ba_console.gui.dialogs.new_game_wizard import NewGameWizard
    from ba_console.gui.widgets.roll_log_view import open_roll_log
    from tests.gui.conftest import log_typed_roll

    controller = window.controller
    _orders(controller)
    game = controller.game
    with game.transaction():
        game.update_unit("i-1t", disorder="FD", figures=19)
        game.update_unit("ii-1slw", disorder="LD")
    controller.roster_changed.emit([])
    _grab(window, out / f"view-main-{tag}.png")
    roll = log_typed_roll(controller, "catch", "owner", "hiller", "escapes")
    controller.rolls.void_roll(roll.sequence, "typed on the wrong staff figure")
    log_typed_roll(controller, "catch", "owner", "buelow", "escapes")
    log = open_roll_log(controller, window)
    log.resize(1280, 720)
    log.view.select_sequence(roll.sequence)
    _grab(log, out / f"view-log-{tag}.png")
    log.close()
    window.open_pack_editor()
    editor = window._open_windows[-1]
    _grab(editor, out / f"view-pack-{tag}.png")
    editor.close()
    _step_to(controller, "movement")
    movement = open_movement_dialog(controller, window)
    if movement is not None:
        _grab(movement, out / f"view-movement-{tag}.png")
        movement.close()
    wizard = NewGameWizard(lambda choices: "", Path(tempfile.gettempdir()), window)
    wizard.resize(720, 520)
    wizard.show()
    _grab(wizard, out / f"view-wizard-{tag}.png")
    wizard.close()
    _grab(window.open_manual(), out / f"view-manual-{tag}.png")
    _grab(window.show_shortcuts(), out / f"view-shortcuts-{tag}.png")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
