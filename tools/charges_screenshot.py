"""Render the Charges dialog at 1366×768 on a General de Brigade demo, mid charge phase.

The Guard is phasing: a massed column of three battalions, a cavalry charge on Cossacks and
one on a foot battery that the Prussian hussars intercept; the interception has been carried
out, and the massed column waits for the umpire to say which battalions stood within 8 cm of
the one that wavered. Offscreen, in a temporary folder:

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/charges_screenshot.py [out_dir]
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
from ba_console.packs import load_pack  # noqa: E402
from ba_console.play import roll as play_roll  # noqa: E402
from ba_console.play.charge import model as m  # noqa: E402
from ba_console.play.charge.model import Request  # noqa: E402
from ba_console.play.charge.session import ChargeSession  # noqa: E402
from ba_console.play.choices import RoleChoice, RollChoices  # noqa: E402
from ba_console.play.stored import StoredGame  # noqa: E402
from ba_console.store.demo import create_demo  # noqa: E402

SIZE = (1366, 768)
ORDINARY = frozenset({"command_radius", "visible", "in_reach", "in_arc", "allowance"})
EXTRA = (
    ("gd-chass", "Chasseurs à cheval de la Garde", "france", "pelet", "cavalry", "light", 24),
    ("gd-drag", "Dragons de l'Impératrice", "france", "guye", "cavalry", "heavy", 24),
    ("cossacks", "Cossack pulk", "prussia", "losthin", "cavalry", "light", 20),
)


def stage(path: Path, *, declarations_only: bool = False) -> int:
    """The demo in General de Brigade, mid charge phase; returns the mass's first charge
    (with `declarations_only`: the Guard has declared, the Prussians are to intercept)."""
    pack = load_pack("general_de_brigade")
    game = create_demo(path, pack=pack, seed=bytes(32))
    with game.transaction():
        for key, name, side, commander, arm, type_, figures in EXTRA:
            game.add_unit(key, name, side=side, commander=commander, arm=arm, type=type_,
                          figures=figures)  # fmt: skip
    game.set_phase(1, "charge", "charger_test")
    session = ChargeSession(game, pack)

    def decide(action, charge=None, option=None, confirmed=(), **values):
        read = session.preview(Request(action, charge, option, values, frozenset(confirmed)))
        assert read.can_log, read.problem
        return game.append_roll(read.draft).sequence

    def test(kind, unit, outcome=None, faces=(3, 4), klass=None):
        role = pack.roll(kind).roles[0].key
        choices = RollChoices(
            kind,
            (RoleChoice(role, unit, faces=faces, klass=klass),),
            typed_outcomes={0: outcome} if outcome else {},
        )
        read = play_roll.preview(pack, StoredGame(game, ladder=pack.disorder), choices)
        game.append_roll(read.draft)

    decide(m.OPEN, phasing="france", initiative="france", **{
        "c_in_c.france": "duhesme", "c_in_c.prussia": "buelow"})  # fmt: skip
    decide(m.READING, option="interception_reach", answer="charge_phase")
    mass = [
        decide(m.DECLARE, charger=u, target="i-15", mass="A", confirmed=ORDINARY)
        for u in ("i-1t", "ii-1t", "i-1v")
    ]
    decide(m.DECLARE, charger="gd-chass", target="cossacks", confirmed=ORDINARY)
    on_battery = decide(m.DECLARE, charger="gd-drag", target="bty-12", confirmed=ORDINARY)
    decide(m.DECLARED)
    if declarations_only:
        game.set_phase(1, "charge", "declare")
        game.close()
        return on_battery
    interception = decide(m.INTERCEPT, charger="hus-2s", of=str(on_battery), by="losthin",
                          confirmed=ORDINARY | {"reach_at_start"})  # fmt: skip
    decide(m.DECLARED)
    decide(m.REACT, interception, "counter_charge")
    decide(m.HALF_MOVE, interception)
    test("charge_test", "hus-2s", "pass")
    test("charge_test", "gd-drag", "waver")
    decide(m.COMPLETE, interception, "contact")
    for number in mass:
        decide(m.REACT, number, "fire" if number == mass[0] else "stand")
        decide(m.HALF_MOVE, number)
    decide(m.DEFENSIVE_FIRE, mass[0], figures_lost=2)
    test("charge_test", "i-1t", "pass")
    test("charge_test", "ii-1t", "waver")
    test("charge_test", "i-1v", "pass")
    game.close()
    return mass[0]


def shoot_interception(path: Path, out: Path, language: str, of: int) -> None:
    """The interception being declared: its fields, what the umpire ticked, what is left."""
    app = application()
    install_translations(app, language)
    controller = GameController(path.parent, language)
    controller.hold_log_check = True
    controller.open_game(path)
    from ba_console.gui.dialogs.charges import ChargesDialog

    dialog = ChargesDialog(controller)
    dialog.resize(*SIZE)
    dialog.show()
    dialog.ui.chargeTree.setCurrentItem(dialog.ui.chargeTree.topLevelItem(0))
    box = dialog.ui.choiceList
    rows = [box.item(i).text() for i in range(box.count())]
    box.setCurrentRow(next(i for i, row in enumerate(rows) if "interception" in row.lower()
                           or "opfangning" in row.lower()))  # fmt: skip
    for key, value in (("charger", "hus-2s"), ("of", str(of)), ("by", "losthin")):
        combo = dialog.fields[key]
        combo.setCurrentIndex(combo.findData(value))
    for code in ("reach_at_start", "command_radius", "visible", "in_reach"):
        dialog.questions[code].setChecked(True)
    QTest.qWait(200)
    dialog.grab().save(str(out))
    dialog.close()
    controller.close_game()


def shoot(path: Path, out: Path, language: str, select: int) -> None:
    app = application()
    install_translations(app, language)
    controller = GameController(path.parent, language)
    controller.hold_log_check = True
    controller.open_game(path)
    from ba_console.gui.dialogs.charges import ChargesDialog

    dialog = ChargesDialog(controller)
    dialog.resize(*SIZE)
    dialog.show()
    tree = dialog.ui.chargeTree
    for i in range(tree.topLevelItemCount()):
        if tree.topLevelItem(i).data(0, 0x0100) == select:
            tree.setCurrentItem(tree.topLevelItem(i))
    dialog.ui.choiceList.setFocus()
    list_widget = dialog.fields.get("near")
    if list_widget is not None:
        list_widget.item(0).setCheckState(list_widget.item(0).checkState().Checked)
    QTest.qWait(200)
    dialog.grab().save(str(out))
    dialog.close()
    controller.close_game()


def main(out_dir: str | None = None) -> int:
    # Games made here keep their dice seeds in a folder of the run's, not the umpire's.
    os.environ.setdefault("BA_CONSOLE_DATA_DIR", tempfile.mkdtemp(prefix="ba-bench-"))
    out = Path(out_dir) if out_dir else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "plancenoit-gdb.bagame"
        first = stage(path)
        shoot(path, out / "charges-dialog.png", "en", first)
        shoot(path, out / "charges-dialog-da.png", "da", first)
        declared = Path(folder) / "declarations.bagame"
        of = stage(declared, declarations_only=True)
        shoot_interception(declared, out / "charges-dialog-interception.png", "en", of)
    print(out / "charges-dialog.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:2]))
