"""A roll contested during the evening, found in the log viewer: its detail says what the
players need to check it, as the dispute report and `verify --seed` say it: the console draw
its dice came from, and the word a player called before it."""

from __future__ import annotations

import pytest

from ba_console.gui.widgets.roll_log_view import RollLogView
from ba_console.store import RollDraft, RollSide


def console_fire(game, unit: str, word: str | None = None) -> RollDraft:
    faces = game.console_faces("fire", "firer", 3, word=word)
    side = RollSide(role="firer", unit=unit, dice_source="console", faces=faces)
    return RollDraft(kind="fire", sides=[side])


@pytest.fixture
def view(qtbot, controller):
    game = controller.game
    game.append_roll(console_fire(game, "i-15"))
    game.append_roll(console_fire(game, "ii-15", word="Blücher"))
    widget = RollLogView(controller)
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    widget.show()
    return widget


def dice_line(view, row: int) -> str:
    view.select_row(row)
    text = view.detailBrowser.toPlainText()
    return next(line for line in text.splitlines() if "—" in line and "[" in line)


def test_the_detail_names_the_console_draw_the_dice_came_from(view):
    roll = view.model.roll(1)  # newest first: the first roll
    draw = roll.sides[0].draw
    assert draw is not None
    faces = "+".join(str(face) for face in roll.sides[0].faces)
    assert dice_line(view, 1).endswith(f"— {faces} = {roll.sides[0].natural} [console #{draw}]")


def test_the_detail_names_the_word_a_player_called_before_the_draw(view):
    roll = view.model.roll(0)
    assert dice_line(view, 0).endswith(f"[console #{roll.sides[0].draw}, word “blucher”]")


def test_the_danish_detail_names_the_draw_and_the_word(qtbot, danish):
    game = danish.game
    game.append_roll(console_fire(game, "i-15", word="Blücher"))
    widget = RollLogView(danish)
    qtbot.addWidget(widget)
    widget.show()
    draw = widget.model.roll(0).sides[0].draw
    assert dice_line(widget, 0).endswith(f"[konsol #{draw}, ord »blucher«]")


@pytest.fixture
def club_evening(qapp, data_dir):
    """A club evening on the complete fixture pack (its tables filled with test data), so
    that every fire roll's outcome has odds, opened in the window's controller."""
    from ba_console.gui.controller import GameController
    from tests.reports.club_game import club_game

    path = data_dir / "games" / "club.bagame"
    path.parent.mkdir(parents=True, exist_ok=True)
    club_game(path, rolls=14).close()
    controller = GameController(data_dir, "en")
    assert controller.open_game(path)
    yield controller
    controller.close_game()


def test_the_detail_gives_the_chance_the_logged_outcome_had_as_the_report_does(qtbot, club_evening):
    from ba_console import reports

    view = RollLogView(club_evening)
    qtbot.addWidget(view)
    view.show()
    rows = [row for row in range(view.model.rowCount()) if view.model.roll(row).kind == "fire"]
    assert rows
    for row in rows[:3]:
        roll = view.model.roll(row)
        view.select_row(row)
        shown = [line for line in view.detailBrowser.toPlainText().splitlines() if "chance" in line]
        assert len(shown) == 1 and shown[0].startswith("Logged: "), shown
        assert shown[0].endswith(" %.")
        report = reports.export_log(club_evening.game, "html", roll=roll.sequence)
        assert shown[0] in report  # the words and the figure of the dispute report


def test_where_the_pack_leaves_the_table_unset_the_detail_gives_the_dice_chance(view):
    """The shipped pack leaves Table 12 unset: the chance said is that of the dice, and the
    detail, which draws no bar, does not speak of one."""
    view.select_row(1)
    shown = [line for line in view.detailBrowser.toPlainText().splitlines() if "chance" in line]
    natural = view.model.roll(1).sides[0].natural
    assert len(shown) == 1, shown
    assert shown[0].startswith(
        f"The pack does not fill this roll's table: dice {natural} had a chance of "
    )
    assert "bar" not in shown[0]


def test_in_danish_the_dice_chance_is_said_in_danish(qtbot, danish):
    game = danish.game
    game.append_roll(console_fire(game, "i-15"))
    widget = RollLogView(danish)
    qtbot.addWidget(widget)
    widget.show()
    widget.select_row(0)
    lines = widget.detailBrowser.toPlainText().splitlines()
    shown = [line for line in lines if "chance" in line]
    assert len(shown) == 1 and shown[0].startswith("Pakken udfylder ikke dette kasts skema: ")
