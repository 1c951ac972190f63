"""The window and a game whose -wal holds a frame SQLite's recovery would stop at, with later
rolls after it (`tests/store/test_wal_frames_dropped.py`): before, the window opened it, SQLite
dropped the last rolls in silence, and the log's check said OK. Now it is refused as
damaged, in the window's language, with the byte copy of both files offered, and nothing is
written beside it."""

from __future__ import annotations

from pathlib import Path

from tests.store.test_wal_frames_dropped import flipped as flipped  # a fixture


def test_the_window_refuses_it_and_copies_both_files(window, flipped, tmp_path):
    del window.warn  # the window's own: the box offers the copy
    boxes: list[str] = []
    asked: list[str] = []
    window.warning_box = boxes.append
    target = tmp_path / "for-the-club.bagame"
    window.choose_byte_copy = lambda message, suggestion: asked.append(message) or str(target)
    before = sorted(p.name for p in flipped.parent.iterdir())
    assert window.open_game(flipped) is False
    [refusal] = asked
    assert refusal.startswith(
        f"{flipped} is damaged: its -wal file, evening.bagame-wal, holds a frame at byte "
    )
    assert "ba-console backup makes a byte-for-byte copy of both" in refusal
    assert sorted(p.name for p in flipped.parent.iterdir()) == before  # no -shm, no -lock
    assert Path(f"{target}-wal").read_bytes() == Path(f"{flipped}-wal").read_bytes()
    assert window.controller.game.path.name.startswith("demo")  # the open game stays open


def test_said_in_danish(danish, flipped):
    refused: list[str] = []
    danish.action_refused.connect(refused.append)
    assert danish.open_game(flipped) is False
    assert refused[0].startswith(
        f"{flipped} er beskadiget: dens -wal-fil, evening.bagame-wal, har en ramme ved byte "
    )
    assert "laver en byte-for-byte-kopi af dem begge som bevis" in refused[0]
