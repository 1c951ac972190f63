"""The game's copy of its pack is shown from its outline and validated once the window is
on screen: a copy changed after it was stored, or one that no longer validates, closes the
game, as opening it refused it before, with a box that says why."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ba_console.gui.app import build_window
from ba_console.store.demo import create_demo
from ba_console.store.game import Game
from tests.gui.conftest import TEST_SEED


def changed_pack_copy(path: Path, old: str, new: str) -> None:
    """Edit the game's stored pack copy behind the console's back (its triggers dropped)."""
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER packs_append_only_update")
    toml = conn.execute("SELECT toml FROM packs").fetchone()[0]
    assert old in toml
    conn.execute("UPDATE packs SET toml = ?", (toml.replace(old, new, 1),))
    conn.commit()
    conn.close()


@pytest.fixture
def game(data_dir: Path) -> Path:
    path = data_dir / "club.bagame"
    create_demo(path, seed=TEST_SEED).close()
    return path


def shown(qtbot, data_dir: Path, game: Path):
    window = build_window(game, data_dir=data_dir)
    qtbot.addWidget(window)
    window.warnings = []
    window.warn = window.warnings.append
    with qtbot.waitSignal(window.shown_on_screen, timeout=5000):
        window.show()
    return window


def test_a_pack_copy_changed_after_it_was_stored_closes_the_game_once_shown(qtbot, data_dir, game):
    with Game.open(game, read_only=True) as stored:
        pack_hash = stored.info.pack_hash
    changed_pack_copy(game, 'dice = "3d6"', 'dice = "2d6"')
    window = shown(qtbot, data_dir, game)
    qtbot.waitUntil(lambda: not window.controller.is_open, timeout=5000)
    assert window.warnings == [
        "club.bagame (pack belle_alliance): its content no longer matches the hash it was "
        f"stored with ({pack_hash[:16]}…): it was changed outside the console"
    ]
    assert window.windowTitle() == "ba-console"


def test_a_pack_copy_that_no_longer_validates_closes_the_game_naming_the_field(
    qtbot, data_dir, game
):
    changed_pack_copy(game, 'dice = "3d6"', 'dice = "3d6"\ncolour = "blue"')
    window = shown(qtbot, data_dir, game)
    qtbot.waitUntil(lambda: not window.controller.is_open, timeout=5000)
    assert window.warnings == [
        "club.bagame (pack belle_alliance): field colour: unknown field (check the spelling)"
    ]


def test_a_sound_pack_copy_is_validated_once_shown_and_the_game_stays_open(qtbot, data_dir, game):
    window = shown(qtbot, data_dir, game)
    qtbot.waitUntil(lambda: window.controller._pack is not None, timeout=5000)
    assert window.controller.is_open and window.warnings == []
    assert window.controller.pack.content_hash == window.controller.info.pack_hash


def kept_outlines(data_dir: Path) -> list[Path]:
    return sorted((data_dir / "cache" / "pack-outlines").glob("*.json"))


def test_a_game_opened_again_shows_its_pack_as_the_first_time(qtbot, data_dir, game):
    """The second opening reads the outline kept by the first: the same phases, rolls and
    completeness, and the pack, validated once shown, is the game's."""
    first = shown(qtbot, data_dir, game)
    assert len(kept_outlines(data_dir)) == 1
    outline, label = first.controller.outline, first.packLabel.text()
    first.close()
    again = shown(qtbot, data_dir, game)
    assert again.controller.outline == outline
    assert again.packLabel.text() == label == "Pack belle_alliance 2026.12.6 · 14 % complete"
    qtbot.waitUntil(lambda: again.controller._pack is not None, timeout=5000)
    assert again.controller.pack.content_hash == again.controller.info.pack_hash


def test_a_pack_copy_changed_after_its_outline_was_kept_is_read_and_refused(qtbot, data_dir, game):
    with Game.open(game, read_only=True) as stored:
        pack_hash = stored.info.pack_hash
    shown(qtbot, data_dir, game).close()  # its outline is kept
    changed_pack_copy(game, 'en = "Ordering phase"', 'en = "Orders, changed"')
    window = shown(qtbot, data_dir, game)
    assert window.controller.outline.phases[0].label.en == "Orders, changed"
    qtbot.waitUntil(lambda: not window.controller.is_open, timeout=5000)
    assert window.warnings == [
        "club.bagame (pack belle_alliance): its content no longer matches the hash it was "
        f"stored with ({pack_hash[:16]}…): it was changed outside the console"
    ]


def test_a_kept_outline_that_cannot_be_read_or_is_another_copys_is_passed_over(
    qtbot, data_dir, game
):
    shown(qtbot, data_dir, game).close()
    (kept,) = kept_outlines(data_dir)
    other = kept.read_text(encoding="utf-8").replace("Ordering phase", "Not this copy's")
    for text in ("{not json", other.replace(kept.stem, "0" * 64)):
        kept.write_text(text, encoding="utf-8")
        window = shown(qtbot, data_dir, game)
        assert window.controller.outline.phases[0].label.en == "Ordering phase"
        window.close()
