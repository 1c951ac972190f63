"""The roster's units are read once while nothing is written: a roll dialog on a big game
asks for them several times as it opens (`caches.Caches.units`)."""

from __future__ import annotations

from pathlib import Path

from ba_console.store.game import Game


def unit_reads(game: Game) -> list[str]:
    reads: list[str] = []
    game._db.conn.set_trace_callback(
        lambda sql: reads.append(sql) if sql.startswith("SELECT * FROM units ORDER BY") else None
    )
    return reads


def make(path: Path) -> Game:
    game = Game.create(path, title="T", pack_toml="", pack_id="p", pack_hash="h")
    game.add_side("a", "A")
    for number in range(3):
        game.add_unit(f"u{number}", f"Unit {number}", side="a", arm="infantry", type="line",
                      figures=30)  # fmt: skip
    return game


def test_the_units_are_read_once_while_nothing_is_written(tmp_path):
    with make(tmp_path / "g.bagame") as game:
        reads = unit_reads(game)
        first = game.units()
        assert [u.key for u in game.units()] == ["u0", "u1", "u2"]
        assert game.names()["u1"] == "Unit 1"
        assert len(reads) == 1
        first.clear()  # a caller's list is its own
        assert len(game.units()) == 3


def test_a_write_is_read_back_at_once(tmp_path):
    with make(tmp_path / "g.bagame") as game:
        game.units()
        reads = unit_reads(game)
        game.update_unit("u1", figures=12)
        assert game.units()[1].figures == 12
        game.add_unit("u3", "Unit 3", side="a", arm="infantry", type="line", figures=30)
        assert [u.key for u in game.units()][-1] == "u3"
        assert len(reads) == 2


def test_a_write_rolled_back_is_not_taken_for_the_roster(tmp_path):
    with make(tmp_path / "g.bagame") as game:
        game.units()
        try:
            with game.transaction():
                game.update_unit("u1", figures=12)
                assert game.units()[1].figures == 12
                raise RuntimeError("undone")
        except RuntimeError:
            pass
        assert game.units()[1].figures == 30


def test_a_game_read_only_is_read_afresh_another_process_may_write_it(tmp_path):
    make(tmp_path / "g.bagame").close()
    with Game.open(tmp_path / "g.bagame", read_only=True) as game:
        reads = unit_reads(game)
        game.units()
        game.units()
        assert len(reads) == 2
