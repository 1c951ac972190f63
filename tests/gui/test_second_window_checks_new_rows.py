"""A second window on a game another console writes reads the game again at each of its
writes, and checks the log again: only the rows logged since its last check, so that it
reads its copy in memory, not the file (else the first console, closing just then, could
not make the game one file again). An earlier row edited in place, or forged, is still
named, in the words of a check from the first row."""

from __future__ import annotations

from ba_console.store.demo import create_demo
from ba_console.store.game import Game, check_file
from ba_console.store.records import RollDraft, RollSide
from tests.gui.conftest import TEST_SEED
from tests.store.forger import edit_in_place, forge


def _fire(note: str) -> RollDraft:
    side = RollSide(role="firer", unit="ii-15", dice_source="typed", faces=(3, 5, 6))
    return RollDraft(kind="fire", sides=(side,), note=note)


def test_the_check_after_a_write_elsewhere_reads_only_the_new_rows(
    qtbot, window, data_dir, tmp_path
):
    path = tmp_path / "long evening.bagame"
    create_demo(path, seed=TEST_SEED, data_dir=data_dir).close()
    other = Game.open(path, data_dir=data_dir)  # the first console, which writes it
    try:
        with other.transaction():
            for number in range(3000):
                other.append_roll(_fire(f"volley {number}"))
        rows = other.roll_count()
        assert window.open_game(path) is True
        controller = window.controller
        qtbot.waitUntil(lambda: controller.log_state.verified is True, timeout=20_000)
        assert controller._log_check.rows_walked == rows  # the whole log, once

        other.append_roll(_fire("the last volley"))
        qtbot.waitUntil(
            lambda: (
                controller.log_state.count == rows + 1 and controller.log_state.verified is True
            ),
            timeout=20_000,
        )
        assert controller._log_check.rows_walked == 1  # the new row, not the 3000 before
        assert window.logLabel.text() == f"Log: {rows + 1:,} rows · chain verified"

        # Roll 7's note changed in the file, nothing re-chained, and one more roll logged:
        # the new row links to the last one checked, yet roll 7 is named.
        note = Game.open(path, read_only=True, in_memory=True)
        with note:
            was = note.roll(7).note
        edit_in_place(path, "UPDATE rolls SET note = 'volley 99' WHERE sequence = 7")
        other.append_roll(_fire("after the edit"))
        qtbot.waitUntil(lambda: controller.log_state.verified is False, timeout=20_000)
        assert controller.log_state.bad_row == 7
        whole = check_file(path)[1]
        assert (whole.ok, whole.bad_sequence) == (False, 7)
        assert controller.log_state.reason == whole.reason
        assert window.logLabel.text() == f"Log: {rows + 2:,} rows · chain BROKEN at row 7"
        edit_in_place(path, "UPDATE rolls SET note = ? WHERE sequence = 7", (was,))  # put back
        qtbot.waitUntil(lambda: controller.log_state.verified is True, timeout=20_000)

        # A forger rewrites roll 5 and every hash after it, the game open in both consoles.
        def forged(row: dict) -> None:
            row["pack_hash"] = "0" * 64

        forge(path, rolls={5: forged})
        other.append_roll(_fire("after the forgery"))
        qtbot.waitUntil(lambda: controller.log_state.verified is False, timeout=20_000)
        assert controller.log_state.bad_row == 5
        assert window.logLabel.text() == f"Log: {rows + 3:,} rows · chain BROKEN at row 5"
        window.close_game()
    finally:
        other.close()
