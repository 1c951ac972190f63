"""Render the main window, the order sheet and the new-game wizard at 1366×768 for the README.

Runs offscreen on a fresh demo game in a temporary data folder, with a few orders and
roster states typed in so the pictures show what the console does:

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/take_screenshots.py [out_dir]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtTest import QTest  # noqa: E402

from ba_console.core.orders import OrderFacts, OrderParts  # noqa: E402
from ba_console.gui.app import application, build_window  # noqa: E402
from ba_console.gui.dialogs.new_game_wizard import NewGameWizard  # noqa: E402
from ba_console.gui.models.order_sheet_model import OrderColumn  # noqa: E402
from ba_console.gui.widgets.order_sheet import OrderSheetWidget  # noqa: E402

SIZE = (1366, 768)
SHOTS = (
    "main-window.png",
    "order-sheet.png",
    "new-game-wizard.png",
    "new-game-fingerprint.png",
    "main-window-da.png",
)


def stage_demo(controller) -> None:
    """A few orders and states, as an umpire would have them early in bound 2."""
    game = controller.game
    with game.transaction():
        game.update_unit("ii-1slw", disorder="LD")
        game.update_unit("i-1t", disorder="FD", figures=19)
        game.update_unit("i-2g", supplies_left=2)
        game.add_flag("hus-2s", "charged", set_bound=1, expires_after=2)
        game.add_flag("i-15", "attacked", set_bound=1, expires_after=2)
    far = OrderFacts(over_30cm_from_commander=True)
    near = OrderFacts(within_30cm_of_formed_enemy=True)
    orders = [
        (
            "hus-2s",
            "Fast march round the wood, threaten the flank",
            {"march": {"to": "east of the wood", "distance_cm": 40, "rate": "fast"}},
            None,
        ),
        (
            "bty-12",
            "Unlimber on the ridge, load canister",
            {"formation": "unlimbered", "load_canister": True},
            None,
        ),
        (
            "i-15",
            "Storm the churchyard",
            {
                "attack": {
                    "target": "1/2e Grenadiers à pied",
                    "at_the_charge": True,
                    "against_position": True,
                }
            },
            near,
        ),
        (
            "ii-15",
            "Form attack column, follow I./15",
            {"formation": "attack_column", "march": {"to": "churchyard", "distance_cm": 20}},
            near,
        ),
        ("f-15", "Skirmish along the hedges", {"formation": "skirmish_line"}, far),
        ("i-1slw", "Hold the orchard", {}, None),
        ("ii-1slw", "Form square", {"formation": "square"}, None),
    ]
    controller.roster_changed.emit([])
    for unit, text, parts, facts in orders:
        controller.save_order(
            unit, text=text, parts=OrderParts.from_data(parts), facts=facts or OrderFacts()
        )


def danish_main_window(path: Path) -> None:
    """The same desk in Danish (the language setting is read when the window is built)."""
    from ba_console.gui.app import install_translations, settings_for
    from ba_console.gui.main_window import LANGUAGE_KEY

    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        data.mkdir(parents=True)
        settings = settings_for(data)
        settings.setValue(LANGUAGE_KEY, "da")
        settings.sync()
        window = build_window(data_dir=data)
        window.resize(*SIZE)
        window.show()
        stage_demo(window.controller)
        QTest.qWait(600)
        window.grab().save(str(path))
        window.close()
        install_translations(application(), "en")


def main(out_dir: str | None = None) -> int:
    out = Path(out_dir) if out_dir else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    app = application()
    with tempfile.TemporaryDirectory() as tmp:
        window = build_window(data_dir=Path(tmp) / "data")
        window.resize(*SIZE)
        window.show()
        controller = window.controller
        stage_demo(controller)
        view = window.ui.orderSheet.view
        view.setCurrentIndex(window.ui.orderSheet.model.unit_index("f-15", OrderColumn.STATUS))
        QTest.qWait(600)  # the log check runs in the background
        window.grab().save(str(out / "main-window.png"))
        sheet = OrderSheetWidget()
        sheet.bind(controller)
        sheet.resize(*SIZE)
        sheet.show()
        sheet.view.setCurrentIndex(sheet.model.unit_index("ii-15", OrderColumn.STATUS))
        QTest.qWait(100)
        sheet.grab().save(str(out / "order-sheet.png"))
        sheet.close()

        wizard = NewGameWizard(
            lambda choices: controller.create_game(choices).seed_commitment,
            Path(tmp) / "games",
            window,
        )
        wizard.resize(720, 520)
        wizard.ui.titleEdit.setText("Ligny, club night 16 June")
        wizard.show()
        wizard.next()
        QTest.qWait(100)
        wizard.grab().save(str(out / "new-game-wizard.png"))
        wizard.next()
        wizard.ui.emptyRosterRadio.setChecked(True)
        wizard.next()
        wizard.next()
        QTest.qWait(100)
        wizard.grab().save(str(out / "new-game-fingerprint.png"))
        wizard.close()
        window.close()
    app.processEvents()
    danish_main_window(out / "main-window-da.png")
    for name in SHOTS:
        print(out / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:2]))
