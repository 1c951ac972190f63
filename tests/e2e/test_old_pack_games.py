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
