"""A scripted bound logs the same rows, byte for byte, whatever the code inside is made of.

The game file is evidence: a refactoring of the roll flow or of the store must not change
one logged byte. This script plays a bound of the demo through the window's own roll path
(the controller, its play session and its roll operations), with a fixed dice seed and a
fixed clock: orders, an ordering roll with typed dice, a catch roll with console dice, a
fire and a melee whose outcomes were typed from the book, a roster correction, a void,
and the next bound. The hashes of every row and every console draw are pinned below (as
logged before the `play` layer existed); if one changes, a logged byte changed, and old
games would no longer compare with new ones. Every row records its pack's hash, so the
bound plays on a fixed copy of the shipped pack (tests/fixtures/pinned_belle_alliance.toml,
as it was when the rows were pinned): a later edit of the shipped pack, which new games
use and old games do not, does not move the pins.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ba_console.core.orders import Attack, OrderParts
from ba_console.packs import load_pack
from ba_console.store import game as game_module
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED

# sequence → row hash, and draw number → draw hash, as the code of 2026-12-01 logged them.
PINNED_ROWS = {
    1: "e4861e162a18cc6b9a61b301adb6217060962d5d644d9acd98b458047eb2ac13",
    2: "a1682a7cedfc7017163b6a1770674b7ec86591fb1cb93c0b941878cd54c49646",
    3: "8939c2f8ac457f4a5edf4535941e3c3640e513945ef7f806c0ca0e036a9291fc",
    4: "d0768daf17f7856363e685557b67e7c66aafffa30264029256a3521e4526aff0",
    5: "cbc361ad2f298953b9a6e36da7122da3d828f5d63fd97b089a3578d976879b65",
    6: "83c6cb2b227dfc28b51ac2debd2dea98be68cf084bc173641275e17d401b1711",
    7: "81c5f5e88a9f041b96d1b08e17facb5447bffcf6d44bd2c29323cdb9dc8340d2",
}
PINNED_PACK = Path(__file__).parents[1] / "fixtures" / "pinned_belle_alliance.toml"
PINNED_PACK_HASH = "a0ffcd83a64f9bb4094a5a3747fafa961c45104f05730798589c1dcece663a4f"
PINNED_DRAWS = {
    1: "32c56b7f05cd0c12b67a75bc4f36200fa9d325d65a9c1d300d6b96fbb332b44c",
    2: "4d899e51d68a0626fca0e5232ff0a64a796d01359fa20043eb84b6b43f4c070c",
    3: "49cb85df34088d677d76213470f4b8d08b11942365677f49bd6b48f32a6e0031",
}


class TickingClock:
    """One second later at every reading, from a fixed start."""

    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 19, 0, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


@pytest.fixture
def scripted(qapp, tmp_path: Path, monkeypatch):
    from ba_console.gui.controller import GameController

    clock = TickingClock()
    monkeypatch.setattr(game_module, "utc_now", clock)
    path = tmp_path / "pinned.bagame"
    pack = load_pack(PINNED_PACK)
    assert pack.content_hash == PINNED_PACK_HASH  # the copy the rows were pinned with
    create_demo(path, pack=pack, seed=TEST_SEED, clock=clock).close()
    controller = GameController(tmp_path, "en")
    assert controller.open_game(path)
    yield controller
    controller.close_game()


def play_scripted_bound(controller) -> None:
    from ba_console.core.factors import Tick
    from ba_console.play.choices import RoleChoice, RollChoices

    rolls = controller.rolls
    session = rolls.session
    attack = OrderParts(attack=Attack(target="i-1t"))
    assert controller.save_order("i-15", text="attack i-1t", parts=attack)
    assert controller.save_order("ii-15", text="hold", parts=OrderParts())

    def log(kind: str, roles: list, **extra):
        choices = RollChoices(kind=kind, roles=tuple(roles), **extra)
        preview = session.preview(choices)
        assert preview.can_confirm, preview.problem
        return rolls.confirm(preview)

    # Ordering roll, typed dice; Table 17 is unset in the shipped pack: typed outcome.
    log(
        "ordering",
        [RoleChoice("owner", "i-15", faces=(4, 4, 2))],
        typed_outcomes={0: "order followed"},
    )
    # Catch roll with console dice (Table 18 is known).
    faces = rolls.console_faces("catch", "owner")
    log("catch", [RoleChoice("owner", "hiller", faces=faces, console=True)])
    # Fire with a ticked factor, outcome and losses typed from the book.
    auto = session.auto_ticks(RoleChoice("firer", "ii-15", target="i-1t"), RollChoices("fire", ()))
    log(
        "fire",
        [RoleChoice("firer", "ii-15", ticks=tuple(auto), faces=(6, 5, 1), target="i-1t")],
        typed_outcomes={0: "2 figures"},
        figures_lost={"i-1t": 2},
    )
    # Melee: console dice for both, typed outcome, disorder typed.
    attacker = rolls.console_faces("melee", "attacker")
    defender = rolls.console_faces("melee", "defender")
    log(
        "melee",
        [
            RoleChoice(
                "attacker",
                "i-15",
                ticks=(Tick("t08", "attack_at_the_charge", None, False),),
                faces=attacker,
                console=True,
                at_the_charge=True,
            ),
            RoleChoice("defender", "i-1t", faces=defender, console=True),
        ],
        typed_outcomes={0: "defender retreats"},
        disorder={"i-1t": "MD"},
        note="scripted",
    )
    # A roster correction, then a void of the fire.
    assert controller.update_unit("ii-15", "valour", 1)
    fire = next(r for r in controller.game.rolls() if r.kind == "fire")
    rolls.void_roll(fire.sequence, "wrong target")
    # To the next bound: the bound-start row and expired flags.
    for _ in range(40):
        if controller.position().bound == 2:
            break
        controller.advance_phase()
    assert controller.position().bound == 2


def logged(controller) -> tuple[dict[int, str], dict[int, str]]:
    game = controller.game
    rows = {roll.sequence: roll.hash for roll in game.rolls()}
    draws = {draw.draw: draw.hash for draw in game.console_draws()}
    return rows, draws


def test_a_scripted_bound_logs_the_pinned_rows_and_draws(scripted):
    play_scripted_bound(scripted)
    rows, draws = logged(scripted)
    report = scripted.game.verify()
    assert report.ok, report
    assert rows == PINNED_ROWS
    assert draws == PINNED_DRAWS
