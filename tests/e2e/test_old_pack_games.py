"""A game keeps the pack it was made with: a game on the pack as shipped before issue 11's
rule fixes (schema version 3, hash a0ffcd83…) opens, rolls with its own pack and verifies,
while new games take the shipped pack of now."""

from __future__ import annotations

from pathlib import Path

from ba_console.packs import load_pack
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.store.demo import create_demo
from tests.gui.conftest import TEST_SEED

# The shipped pack as it stood before issue 11's rule fixes (the pinned rows' copy).
OLD_PACK = Path(__file__).resolve().parents[1] / "fixtures" / "pinned_belle_alliance.toml"
OLD_PACK_HASH = "a0ffcd83a64f9bb4094a5a3747fafa961c45104f05730798589c1dcece663a4f"


def test_a_game_on_the_old_pack_opens_rolls_with_it_and_verifies(qapp, tmp_path):
    from ba_console.gui.controller import GameController

    old = load_pack(OLD_PACK)
    assert (old.schema_version, old.content_hash) == (3, OLD_PACK_HASH)
    path = tmp_path / "old.bagame"
    create_demo(path, pack=old, seed=TEST_SEED).close()
    controller = GameController(tmp_path, "en")
    assert controller.open_game(path)
    try:
        assert (
            controller.pack.content_hash
            == OLD_PACK_HASH
            != load_pack("belle_alliance").content_hash
        )
        session = controller.rolls.session
        choices = RollChoices("catch", (RoleChoice("owner", "hiller", faces=(4, 4, 4)),))
        row = controller.rolls.confirm(session.preview(choices))
        assert row.pack_hash == OLD_PACK_HASH
        # The old pack's Table 17 row is counted once: no count is asked of it.
        row17 = controller.pack.tables["t17"].row("failed_bound_same_order")
        assert not row17.repeatable and row17.auto is None
        assert controller.game.verify().ok
    finally:
        controller.close_game()


# The General de Brigade pack as shipped before its melee roll and modifier checklists
# (2026.11.3, hash a8da7f21…).
OLD_GDB_PACK = Path(__file__).resolve().parents[1] / "fixtures" / "pinned_general_de_brigade.toml"
OLD_GDB_HASH = "a8da7f2184e33842d76970792846fd62ab5e0726ae8859b91fa93445d83b0190"


def test_a_general_de_brigade_game_on_2026_11_3_opens_tests_with_it_and_verifies(qapp, tmp_path):
    from ba_console.gui.controller import GameController

    old = load_pack(OLD_GDB_PACK)
    assert (old.version, old.content_hash) == ("2026.11.3", OLD_GDB_HASH)
    path = tmp_path / "old-gdb.bagame"
    create_demo(path, pack=old, seed=TEST_SEED).close()
    controller = GameController(tmp_path, "en")
    assert controller.open_game(path)
    try:
        assert controller.pack.content_hash == OLD_GDB_HASH
        assert load_pack("general_de_brigade").content_hash != OLD_GDB_HASH
        # Its own copy: no melee roll, and the charge test has no modifier checklist.
        assert "melee" not in controller.pack.rolls
        assert controller.pack.roll("charge_test").roles[0].factors == []
        session = controller.rolls.session
        typed = RollChoices(
            "charge_test",
            (RoleChoice("unit", "i-15", faces=(3, 4)),),
            typed_outcomes={0: "pass"},
        )
        row = controller.rolls.confirm(session.preview(typed))
        assert row.pack_hash == OLD_GDB_HASH and row.outcome.key == "pass"
        assert row.sides[0].factors == ()
        assert controller.game.verify().ok
    finally:
        controller.close_game()
