"""Render the roll dialog offering to remember what was typed from the book, at 1366×768,
in English and Danish:

- a typed outcome: the fire of I./15 on the Guard's grenadiers on the shipped pack (Table
  12 unset), dice typed, the outcome, figures lost and disorder read from the book;
- a typed factor: the 12-pdr battery's fire on the grenadiers on the complete FIXTURE pack
  (made-up values) with Table 7's canister unset in the loss column, ticked and its value
  typed, the outcome then read from Table 12.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/remember_screenshot.py [out_dir]

Writes roll-remember-cell.png, roll-remember-factor.png and their -da twins
(docs/screenshots by default).
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

from ba_console.gui.app import application, install_translations  # noqa: E402
from ba_console.gui.controller import GameController  # noqa: E402
from ba_console.gui.dialogs.roll import RollDialog  # noqa: E402
from ba_console.packs import load_pack, pack_from_data  # noqa: E402
from ba_console.store import paths  # noqa: E402
from ba_console.store.demo import create_demo  # noqa: E402

FIXTURE_PACK = ROOT / "tests" / "fixtures" / "complete_belle_alliance_fixture.toml"

WORDS = {"en": "2 figures and LD", "da": "2 figurer og LU"}


def shoot(folder: Path, language: str, target: Path) -> None:
    app = application()
    install_translations(app, language)
    data = folder / language
    data.mkdir(parents=True)
    game_path = paths.default_demo_path(data)
    create_demo(game_path, seed=bytes(range(32))).close()
    controller = GameController(data, language)
    assert controller.open_game(game_path)
    dialog = RollDialog(controller, kind="fire", units=["i-15", "i-2g"])
    dialog.resize(1340, 720)
    dialog.show()
    dialog.activateWindow()
    QTest.qWaitForWindowActive(dialog)
    dialog.panels[0].dice.edit.setFocus()
    QTest.keyClicks(dialog.panels[0].dice.edit, "356")
    combo = dialog._typed_widgets[0]
    QTest.keyClicks(combo, WORDS[language])
    dialog._loss_spins["i-2g"].setValue(2)
    disorder = dialog._disorder_combos["i-2g"]
    disorder.setCurrentIndex(disorder.findData("LD"))
    dialog.rememberCheck.setChecked(True)
    dialog.rememberCheck.setFocus()
    QTest.qWait(100)
    assert dialog.rememberCheck.isVisible(), "no offer to remember"
    dialog.grab().save(str(target))
    discard(dialog)
    controller.close_game()


def discard(dialog: RollDialog) -> None:
    """Close the dialog without logging: what was typed for the picture is dropped without
    the question Esc asks an umpire (a modal box, which would wait offscreen for ever)."""
    dialog.confirm_discard_roll = lambda roll: True
    dialog.close()


def canister_unset():
    """The fixture pack (made-up values) with Table 7's canister unset in the loss column."""
    data = load_pack(FIXTURE_PACK).model_dump(mode="json")
    row = next(r for r in data["tables"]["t07"]["rows"] if r["key"] == "canister")
    row["values"]["loss"] = "?"
    return pack_from_data(data, "fixture, canister unset")


def shoot_factor(folder: Path, language: str, target: Path) -> None:
    app = application()
    install_translations(app, language)
    data = folder / f"factor-{language}"
    data.mkdir(parents=True)
    game_path = paths.default_demo_path(data)
    create_demo(game_path, pack=canister_unset(), seed=bytes(range(32))).close()
    controller = GameController(data, language)
    assert controller.open_game(game_path)
    dialog = RollDialog(controller, kind="artillery_fire", units=["bty-12", "i-2g"])
    dialog.resize(1340, 720)
    dialog.show()
    dialog.activateWindow()
    QTest.qWaitForWindowActive(dialog)
    QTest.keyClicks(dialog.panels[0].dice.edit, "356")
    checklist = dialog.panels[0].checklist
    checklist.tree.setFocus()
    checklist.set_ticked("t07", "canister")
    field = checklist.typed_edit("t07", "canister")
    assert field is not None, "no value field on the ticked unset row"
    field.setFocus()
    QTest.keyClicks(field, "-1")
    dialog.rememberCheck.setChecked(True)
    QTest.qWait(100)
    assert dialog.rememberCheck.isVisible(), "no offer to remember"
    dialog.grab().save(str(target))
    discard(dialog)
    controller.close_game()


def main(out_dir: str | None = None) -> int:
    out = Path(out_dir) if out_dir else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="ba-shots-") as folder:
        os.environ["BA_CONSOLE_DATA_DIR"] = folder
        shoot(Path(folder), "en", out / "roll-remember-cell.png")
        shoot(Path(folder), "da", out / "roll-remember-cell-da.png")
        shoot_factor(Path(folder), "en", out / "roll-remember-factor.png")
        shoot_factor(Path(folder), "da", out / "roll-remember-factor-da.png")
    print(f"wrote roll-remember-cell(-da).png and roll-remember-factor(-da).png in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:2]))
