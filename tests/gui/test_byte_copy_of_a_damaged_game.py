"""The window and a damaged game (`ba-console backup` writes the same copy): Save a copy of a
game damaged since it was opened, where SQLite's cache does not hold the damaged page, said
"cannot write a copy to X: database disk image is malformed", blaming the copy, and wrote
nothing; now it names the game's damage and writes the byte-for-byte copy. A damaged game
opened was refused with no copy offered; now the refusal offers it, and writes it where
the umpire chooses."""

from __future__ import annotations

from pathlib import Path

from tests.cli.test_a_page_zeroed import damaged as damaged  # a fixture

KEEP = (
    "keep it as evidence (the club can examine it) and try any repair on another copy; it is "
    "not a game to play on."
)


def test_save_a_copy_of_a_game_damaged_while_open_writes_its_bytes(qtbot, window, tmp_path):
    game = window.controller.game
    path = game.path
    # Damaged behind the console's back (its second half zeroed), and no longer in SQLite's
    # cache.
    size = path.stat().st_size
    with path.open("r+b") as file:
        file.seek(size // 2)
        file.write(bytes(size - size // 2))
    game._db.conn.execute("PRAGMA cache_size = 1")
    game._db.conn.execute("PRAGMA shrink_memory")
    target = tmp_path / "evening-copy.bagame"
    assert window.save_copy(target) is False
    assert window.warnings == [
        f"{path} is damaged: SQLite cannot read part of it (database disk image is malformed), "
        f"so no game can be copied from it. A byte-for-byte copy of the file as it is was "
        f"written to {target} (and {target.name}-wal beside it): {KEEP}"
    ]
    assert target.read_bytes() == path.read_bytes()


def test_a_damaged_game_refused_offers_a_copy_of_its_bytes(window, damaged, tmp_path):
    del window.warn  # the window's own: the box offers the copy
    boxes: list[str] = []
    asked: list[tuple[str, Path]] = []
    window.warning_box = boxes.append
    target = tmp_path / "for-the-club.bagame"
    window.choose_byte_copy = lambda message, suggestion: (
        asked.append((message, suggestion)) or str(target)
    )
    assert window.open_game(damaged) is False
    [(refusal, suggestion)] = asked
    assert refusal.startswith(f"{damaged} is damaged: SQLite cannot read page ")
    assert suggestion == damaged.with_name("evening-damaged.bagame")
    assert boxes == [
        f"{refusal} A byte-for-byte copy of the file as it is was written to {target}: {KEEP}"
    ]
    assert target.read_bytes() == damaged.read_bytes()


def test_declined_nothing_is_written(window, damaged, tmp_path):
    del window.warn
    boxes: list[str] = []
    window.warning_box = boxes.append
    window.choose_byte_copy = lambda message, suggestion: ""
    before = sorted(p.name for p in damaged.parent.iterdir())
    assert window.open_game(damaged) is False
    assert boxes == []
    assert sorted(p.name for p in damaged.parent.iterdir()) == before


def test_in_danish(danish, damaged, tmp_path):
    target = tmp_path / "til-klubben.bagame"
    said = danish.copy_damaged("X er beskadiget.", damaged, target)
    assert said.startswith(
        f"X er beskadiget. En byte-for-byte-kopi af filen, som den er, blev skrevet til {target}"
    )
    assert target.read_bytes() == damaged.read_bytes()
