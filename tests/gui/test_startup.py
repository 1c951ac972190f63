"""Starting the console quickly without changing what the umpire gets.

The window command line loads no headless command; the chain check and the collector
wait until the window is on screen, and then run. (Timings: `benchmarks/startup_bench.py`.)
"""

from __future__ import annotations

import gc
import subprocess
import sys
import weakref
from pathlib import Path

import pytest

from ba_console import cli
from ba_console.gui.app import build_window
from ba_console.gui.collector import GuiThreadCollector


def run_python(script: str) -> subprocess.CompletedProcess[str]:
    """`script` in a Python of its own (a clean set of loaded modules), from the checkout."""
    return subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        cwd=Path(cli.__file__).parent.parent,
        check=True,
    )


@pytest.mark.parametrize(
    "argv",
    [[], ["gui"], ["gui", "my-game"], ["--data-dir", "x"], ["--data-dir=x", "gui", "g.bagame"]],
)
def test_the_window_command_lines_are_told_apart(argv):
    assert cli.opens_window(argv)


@pytest.mark.parametrize(
    "argv", [["-h"], ["--help"], ["game", "list"], ["--data-dir", "x", "pack", "list"], ["--x"]]
)
def test_every_other_command_line_loads_all_commands(argv):
    assert not cli.opens_window(argv)


PLAIN_WINDOW_LINES = [
    [],
    ["gui"],
    ["gui", "my-game"],
    ["gui", "--quit-when-shown"],
    ["gui", "g.bagame", "--quit-when-shown"],
    ["gui", "--quit-when-shown", "g.bagame"],
    ["--data-dir", "x"],
    ["--data-dir=x", "gui", "g.bagame"],
    ["--data-dir=", "gui"],
    ["--data-dir", "x", "--data-dir", "y", "gui"],
]


@pytest.mark.parametrize("argv", PLAIN_WINDOW_LINES)
def test_a_plain_window_command_line_is_read_as_the_parser_reads_it(argv):
    """Read without argparse (`cli.window_arguments`), with the same values; an option the
    window's sub-command gains later makes these differ until it is read there too."""
    window_argv = cli.window_command_line(argv)
    assert window_argv is not None
    quick = cli.window_arguments(window_argv)
    assert quick is not None
    assert vars(quick) == vars(cli.build_parser(()).parse_args(window_argv))


@pytest.mark.parametrize(
    "argv",
    [
        ["--data", "x"],  # abbreviated
        ["--data-dir", "-x"],
        ["gui", "-h"],
        ["gui", "a.bagame", "b.bagame"],
        ["gui", "--quit"],
        ["gui", "--", "-x.bagame"],
    ],
)
def test_any_other_window_command_line_is_left_to_the_parser(argv):
    window_argv = cli.window_command_line(argv)
    assert window_argv is not None
    assert cli.window_arguments(window_argv) is None


def test_help_still_names_every_command(capsys):
    with pytest.raises(SystemExit):
        cli.run(["--help"])
    out = capsys.readouterr().out
    for command in ("gui", "game", "resolve", "pack"):
        assert command in out


def test_opening_the_window_does_not_load_the_headless_commands():
    script = (
        "import sys\n"
        "from ba_console import cli\n"
        "parser = cli.build_parser(() if cli.opens_window(['gui']) else cli.COMMAND_MODULES)\n"
        "print(parser.parse_args(['gui', 'x.bagame']).game)\n"
        "print(sorted(m for m in sys.modules if m.startswith('ba_console.commands')"
        " or m in ('ba_console.play.situation', 'ba_console.reports')))\n"
    )
    result = run_python(script)
    assert result.stdout.splitlines() == ["x.bagame", "[]"]


def test_the_chain_check_waits_for_the_window_on_screen(qtbot, data_dir):
    window = build_window(data_dir=data_dir)  # first start: the demo game
    qtbot.addWidget(window)
    qtbot.wait(50)
    assert window.controller.log_state.verified is None
    assert window.logLabel.text() == "Log: 0 rows · checking the chain…"
    with qtbot.waitSignal(window.shown_on_screen, timeout=5000):
        window.show()
    qtbot.waitUntil(lambda: window.logLabel.text() == "Log: 0 rows · chain verified")


def test_the_window_says_once_that_it_is_on_screen(qtbot, data_dir):
    window = build_window(data_dir=data_dir)
    qtbot.addWidget(window)
    seen: list[int] = []
    window.shown_on_screen.connect(lambda: seen.append(1))
    with qtbot.waitSignal(window.shown_on_screen, timeout=5000):
        window.show()
    window.hide()
    window.show()
    qtbot.wait(100)
    assert seen == [1]


def test_once_shown_the_collector_runs_in_the_gui_thread_only(qapp):
    """After the first paint the automatic collector is off (it could free a Qt object in
    the chain check's worker thread) and the application's timer frees cycles instead."""

    class Node:
        pass

    was_on = gc.isenabled()
    gc.disable()
    collector = GuiThreadCollector(None, interval_ms=60_000)
    try:
        collector.start()
        assert not gc.isenabled() and collector.timer.isActive()
        cycle = Node()
        cycle.self = cycle
        gone = weakref.ref(cycle)
        del cycle
        garbage = [[] for _ in range(collector.threshold[0] + 1)]  # fill generation 0
        for item in garbage:
            item.append(item)
        assert gone() is not None  # nothing collects it by itself
        assert collector.check() > 0
        assert gone() is None
    finally:
        collector.timer.stop()
        gc.unfreeze()
        if was_on:
            gc.enable()


def test_a_game_opens_and_is_read_without_sqlite_utils_and_writes_load_it(tmp_path):
    """The window's first frame does not wait for sqlite-utils: opening a game and reading
    its roster go through the bare connection; the first write that needs it loads it, and
    works (a write in a transaction of the store's own does not need it)."""
    script = (
        "import sys\n"
        "from ba_console.store import Game\n"
        f"Game.create({str(tmp_path / 'g.bagame')!r}, title='T', pack_toml='', pack_id='p',"
        " pack_hash='h').close()\n"
        "for name in [m for m in sys.modules if m.startswith('sqlite_utils')]:\n"
        "    del sys.modules[name]\n"
        f"game = Game.open({str(tmp_path / 'g.bagame')!r})\n"
        "print(game.info.title, game.units(), game.roll_count(), 'sqlite_utils' in sys.modules)\n"
        "game.add_side('a', 'A')\n"
        "game.add_unit('u1', 'U1', side='a', arm='infantry', type='line', figures=36)\n"
        "print([s.name for s in game.sides()], 'sqlite_utils' in sys.modules)\n"
        "game.save_order(1, 'u1', 'advance')\n"
        "print(game.order(1, 'u1').text, 'sqlite_utils' in sys.modules)\n"
    )
    result = run_python(script)
    assert result.stdout.splitlines() == ["T [] 0 False", "['A'] False", "advance True"]


def test_the_first_dice_and_roll_of_a_session_do_not_load_sqlite_utils(tmp_path):
    """The umpire's first roll of a session does not wait for sqlite-utils' imports: the
    console dice are drawn and the roll logged, each in its own transaction, without it."""
    path = str(tmp_path / "g.bagame")
    script = (
        "import os, sys\n"
        f"os.environ['BA_CONSOLE_DATA_DIR'] = {str(tmp_path / 'data')!r}\n"
        "from ba_console.store import Game, RollDraft, RollSide\n"
        f"game = Game.create({path!r}, title='T', pack_toml='', pack_id='p', pack_hash='h',"
        " seed=bytes(32), dice_mode='both')\n"
        "game.add_side('a', 'A')\n"
        "game.add_unit('u1', 'U1', side='a', arm='infantry', type='line', figures=36)\n"
        "game.close()\n"
        "for name in [m for m in sys.modules if m.startswith('sqlite_utils')]:\n"
        "    del sys.modules[name]\n"
        f"game = Game.open({path!r})\n"
        "faces = game.console_faces('melee', 'attacker', 3)\n"
        "side = RollSide(role='attacker', unit='u1', dice_source='console', faces=faces)\n"
        "logged = game.append_roll(RollDraft(kind='melee', sides=[side], note=''))\n"
        "print(logged.sequence, logged.sides[0].draw, 'sqlite_utils' in sys.modules)\n"
    )
    assert run_python(script).stdout.splitlines() == ["1 1 False"]


@pytest.mark.slow
def test_opening_the_window_does_not_load_the_charts_plotting_library(tmp_path):
    """matplotlib (some 0.3 s to import) comes with the first report that draws a chart."""
    script = (
        "import sys\n"
        "from ba_console.gui.app import build_window\n"
        f"window = build_window(data_dir={str(tmp_path / 'data')!r})\n"
        "window.show()\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'matplotlib'}))\n"
        "print('ba_console.reports.charts' in sys.modules)\n"
    )
    result = run_python(script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-2:] == ["[]", "False"]


# What a child process shows and has loaded when the window's first frame is painted: it
# starts as `ba-console --data-dir DATA gui [GAME]` does, and quits once shown.
FIRST_FRAME = """
import json, sys
from PySide6 import QtGui, QtWidgets
from ba_console.gui import main_window
from ba_console.cli import run

shown = main_window.MainWindow._now_on_screen

def on_screen(window):
    loaded = sorted(sys.modules)
    dataclasses = sorted(
        f"{{name}}.{{cls.__name__}}"
        for name in loaded if name.startswith("ba_console.")
        for cls in vars(sys.modules[name]).values()
        if isinstance(cls, type) and cls.__module__ == name
        and "__dataclass_fields__" in vars(cls)
    )
    widget_types = sorted(vars(QtWidgets))  # the types PySide6 has built (and their enums)
    gui_types = sorted(vars(QtGui))
    roster = window.ui.rosterPanel.ui.rosterTree
    shown(window)
    print(json.dumps({{
        "title": window.windowTitle(),
        "tasks": [window.ui.phaseTracker.ui.tasksList.item(i).text()
                  for i in range(window.ui.phaseTracker.ui.tasksList.count())],
        "pack": window.packLabel.text(),
        "loaded": loaded,
        "dataclasses": dataclasses,
        "widget_types": widget_types,
        "gui_types": gui_types,
        "roster_widths": [roster.columnWidth(c) for c in range(roster.model().columnCount())],
    }}))
    window.close()

main_window.MainWindow._now_on_screen = on_screen
run(["--data-dir", {data!r}, "gui", *{game!r}])
"""


def first_frame(data: Path, game: list[str] | None = None) -> dict:
    import json

    result = run_python(FIRST_FRAME.format(data=str(data), game=game or []))
    return json.loads(result.stdout.splitlines()[-1])


def test_the_window_shows_a_game_without_loading_pydantic_before_its_first_frame(tmp_path):
    """The pack is read through its outline, the roster and orders without the roll records:
    pydantic, the pack's models, the rules and play's roll code wait for the first roll."""
    first_frame(tmp_path / "data")  # first start: the demo game is made (with its pack)
    shown = first_frame(tmp_path / "data")
    assert shown["title"].startswith("Plancenoit, 18 June 1815")
    assert shown["pack"] == "Pack belle_alliance 2026.12.6 · 14 % complete"
    assert shown["tasks"] == ["22 units without an order"]
    loaded = set(shown["loaded"])
    assert "PySide6.QtWidgets" in loaded
    assert sorted(m for m in loaded if m.split(".")[0] == "pydantic") == []
    assert not loaded & {
        "ba_console.core.model",
        "ba_console.packs.schema",
        "ba_console.store.records",
        "ba_console.rules.interface",
        "ba_console.play.roll",
    }


# The order in which a child that starts as `ba-console gui --quit-when-shown` (quitting at
# its first frame) imports modules.
IMPORT_ORDER = """
import json, sys
order = []
sys.addaudithook(lambda event, args: event == "import" and order.append(args[0]))
from ba_console.cli import run
run(["--data-dir", {data!r}, "gui", "--quit-when-shown"])
print(json.dumps([name for name in dict.fromkeys(order) if name in sys.modules]))
"""


def test_the_windows_modules_without_qt_are_loaded_before_qt(tmp_path):
    """PySide6 reads the source of every module imported after it: the window's Qt-free
    modules (`cli.WINDOW_QT_FREE_MODULES`) are imported before it, and none is left out."""
    import json

    first_frame(tmp_path / "data")
    result = run_python(IMPORT_ORDER.format(data=str(tmp_path / "data")))
    assert result.stdout.startswith("shown Plancenoit")
    imported = json.loads(result.stdout.splitlines()[-1])
    after_qt = imported[imported.index("PySide6") :]
    late = [name for name in after_qt if name.startswith("ba_console.") and not uses_qt(name)]
    assert late == []


def uses_qt(name: str) -> bool:
    """Whether the console's module `name` needs Qt: it names PySide6, or it is a package
    (loaded as the parent of its modules, which do)."""
    path = Path(cli.__file__).parent.parent / (name.replace(".", "/") + ".py")
    return not path.exists() or "PySide6" in path.read_text(encoding="utf-8")


def test_a_closed_roster_dock_is_read_when_it_is_shown_not_before(qtbot, data_dir):
    """Before the first frame only what is seen is built: a roster dock the umpire closed
    is filled when it is opened again."""
    first = build_window(data_dir=data_dir)
    qtbot.addWidget(first)
    with qtbot.waitSignal(first.shown_on_screen, timeout=5000):
        first.show()
    first.ui.rosterDock.hide()
    first.close()
    window = build_window(data_dir=data_dir)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.shown_on_screen, timeout=5000):
        window.show()
    panel = window.ui.rosterPanel
    assert window.ui.rosterDock.isHidden()
    assert panel.model.rowCount() == 0
    window.ui.rosterDock.show()
    qtbot.waitUntil(lambda: panel.model.rowCount() > 0, timeout=5000)
    assert panel.ui.countLabel.text() == "22 of 22 units"


def test_a_light_desktop_starts_without_the_dark_palettes_style(tmp_path):
    """Check boxes are framed again only in a dark palette: the offscreen platform's light
    one never imports that style (nor Qt's style classes, whose enums PySide6 builds)."""
    first_frame(tmp_path / "data")
    shown = first_frame(tmp_path / "data")
    assert shown["title"].startswith("Plancenoit, 18 June 1815")
    assert "ba_console.gui.colours" in shown["loaded"]
    assert "ba_console.gui.dark_checks" not in shown["loaded"]


def test_a_game_opened_again_is_shown_without_parsing_its_pack_or_starting_workers(tmp_path):
    """From its second opening on, a game's pack outline is read from the one kept in the
    data folder (`gui.game_pack`): the copy's TOML is parsed at the pack's first use, after
    the first frame. Nor do the background workers' futures, or the X11 check's
    subprocesses (not on this platform), load before it."""
    for _ in range(3):  # the demo made; its outline kept; read from there
        shown = first_frame(tmp_path / "data")
    assert shown["pack"] == "Pack belle_alliance 2026.12.6 · 14 % complete"
    assert shown["tasks"] == ["22 units without an order"]
    loaded = set(shown["loaded"])
    assert "ba_console.gui.game_pack" in loaded
    assert not loaded & {"tomllib", "concurrent.futures", "subprocess"}


def test_the_roster_columns_are_sized_by_the_kept_header_margin_before_the_first_frame(
    tmp_path,
):
    """The roster's columns fit their headers by the style's header margin; from the second
    start on it is the one kept in the settings, and Qt's QStyle (its type and a dozen
    enums) waits for the first frame. The columns are as wide as the style's margin makes
    them (`test_layout_1366` checks the headers are read whole)."""
    first = first_frame(tmp_path / "data")  # the margin asked of the style, and kept
    assert "headerMargin=" in (tmp_path / "data" / "settings.ini").read_text()
    shown = first_frame(tmp_path / "data")
    assert shown["title"].startswith("Plancenoit, 18 June 1815")
    assert shown["roster_widths"] == first["roster_widths"]
    assert "QStyle" not in shown["widget_types"]
    assert "QHeaderView" in shown["widget_types"]


def test_the_first_frame_builds_none_of_qts_dialog_types(tmp_path):
    """The read-only cells' watch finds each view's viewport by its name: asked for by
    `viewport()`, PySide6 builds Python's type of every Qt widget class, with its enums
    (message boxes, wizards, font dialogs…), before the first frame."""
    first_frame(tmp_path / "data")
    shown = first_frame(tmp_path / "data")
    assert shown["title"].startswith("Plancenoit, 18 June 1815")
    assert "QTreeView" in shown["widget_types"]
    built = set(shown["widget_types"]) & {"QMessageBox", "QWizard", "QFontDialog", "QDialog"}
    assert built == set()


def test_the_first_frame_loads_no_edit_of_orders_roster_or_game(tmp_path):
    """What an edit of an order or of the roster runs, Save a copy and a change of pack,
    and the words of a refused write are loaded at their first use, after the first
    frame, which none of them is needed for (some 2.5 ms)."""
    first_frame(tmp_path / "data")
    shown = first_frame(tmp_path / "data")
    assert shown["title"].startswith("Plancenoit, 18 June 1815")
    assert "ba_console.gui.controller" in shown["loaded"]
    assert not set(shown["loaded"]) & {
        "ba_console.gui.actions.orders",
        "ba_console.gui.actions.roster",
        "ba_console.gui.actions.game",
        "ba_console.gui.write_errors",
    }


def test_the_vocabulary_compiles_no_pattern_until_a_note_is_read():
    """The patterns that read a roll's note back (`core.vocabulary`) are compiled at their
    first use: the window's first frame reads no note (some 1.2 ms)."""
    script = (
        "import re._compiler as compiler\n"
        "import ba_console.core.i18n\n"
        "compiled = []\n"
        "plain = compiler.compile\n"
        "compiler.compile = lambda *args: compiled.append(args) or plain(*args)\n"
        "from ba_console.core import vocabulary\n"
        "print(len(compiled))\n"
        "print(vocabulary.unset_roles('attacker: t06 flanking_fire unset'), len(compiled))\n"
    )
    assert run_python(script).stdout.splitlines() == ["0", "{'attacker'} 1"]


def test_the_first_frame_builds_only_the_dataclasses_that_need_to_be(tmp_path):
    """Python builds a dataclass's methods from source when its module is loaded (some
    0.5 ms each): on the window's path, plain immutable records are NamedTuples, and the
    store's cache of an append's inputs and the games moved at start slotted classes. Left
    as dataclasses: the order's parts (pydantic reads them from a `resolve` file) and an
    edit (each kind of edit extends it)."""
    first_frame(tmp_path / "data")
    shown = first_frame(tmp_path / "data")
    assert shown["title"].startswith("Plancenoit, 18 June 1815")
    assert shown["dataclasses"] == [
        "ba_console.core.orders.Attack",
        "ba_console.core.orders.March",
        "ba_console.core.orders.OrderParts",
        "ba_console.gui.history.Edit",
    ]


def test_the_window_command_line_builds_no_parser(monkeypatch):
    """A plain window command line is read without argparse's parser (some 2 ms)."""

    def no_parser(*args, **kwargs):
        raise AssertionError("the parser was built")

    opened: list[dict] = []
    monkeypatch.setattr(cli, "build_parser", no_parser)
    monkeypatch.setattr(cli, "_run_gui", lambda args: opened.append(vars(args)) or 0)
    assert cli.run(["--data-dir", "x", "g.bagame"]) == 0
    assert [(o["data_dir"], o["game"], o["quit_when_shown"]) for o in opened] == [
        ("x", "g.bagame", False)
    ]


def test_a_header_margin_kept_from_another_style_is_put_right_once_shown(qtbot, data_dir):
    from PySide6.QtWidgets import QStyle

    window = build_window(data_dir=data_dir)  # first start: asked of the style
    qtbot.addWidget(window)
    tree = window.ui.rosterPanel.ui.rosterTree
    # The columns sized by the margin: the last (the flags) stretches to the tree's width.
    sized = range(tree.model().columnCount() - 1)
    right = [tree.columnWidth(c) for c in sized]
    margin = tree.header().style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
    assert window.settings.value("roster/headerMargin") == margin
    window.settings.setValue("roster/headerMargin", margin + 20)  # as another style kept it
    window.settings.sync()
    window.close()
    window = build_window(data_dir=data_dir)
    qtbot.addWidget(window)
    tree = window.ui.rosterPanel.ui.rosterTree
    gunners = 4
    assert tree.columnWidth(gunners) > right[gunners]  # "Gunners" with a margin too wide
    with qtbot.waitSignal(window.shown_on_screen, timeout=5000):
        window.show()
    qtbot.waitUntil(lambda: window.settings.value("roster/headerMargin") == margin)
    assert [tree.columnWidth(c) for c in sized] == right


def test_the_first_frame_is_coloured_without_building_qts_image_and_gradient_types(tmp_path):
    """The phase tracker's current step and the sheets' coloured cells are painted with
    solid brushes made by `colours.brush`: `QBrush(colour)` would have PySide6 build the
    QImage and QGradient types (and their enums) to choose among its overloads."""
    first_frame(tmp_path / "data")
    shown = first_frame(tmp_path / "data")
    assert shown["tasks"] == ["22 units without an order"]
    assert "QBrush" in shown["gui_types"]
    assert not {"QGradient", "QImage"} & set(shown["gui_types"])


def test_the_first_frame_builds_no_name_completer(tmp_path):
    """A cell that completes names gets its QCompleter when the umpire edits it: no cell is
    edited before the first frame, so PySide6 has not built the QCompleter type (and its
    enums) by then. (The completion itself: test_order_sheet.py.)"""
    first_frame(tmp_path / "data")
    shown = first_frame(tmp_path / "data")
    assert shown["title"].startswith("Plancenoit, 18 June 1815")
    assert "QStyledItemDelegate" in shown["widget_types"]
    assert "QCompleter" not in shown["widget_types"]


def test_table_1_measures_each_step_once_before_the_first_frame(qtbot, data_dir):
    """Table 1's steps wrap in the dock's width, so the tree asks its delegate each step's
    height; the steps are lit and greyed before the tree lays them out, so it asks once a
    step while the window is built (not again for each colour and font set after that)."""
    from PySide6.QtGui import QPalette

    from ba_console.gui.widgets import phase_tracker

    measured: list[str] = []
    source = phase_tracker.__file__

    def profile(frame, event, _arg):
        if event == "call" and frame.f_code.co_filename == source:
            if frame.f_code.co_name == "sizeHint":
                measured.append(frame.f_locals["index"].data())

    sys.setprofile(profile)
    try:
        window = build_window(data_dir=data_dir)
    finally:
        sys.setprofile(None)
    qtbot.addWidget(window)
    tracker = window.ui.phaseTracker
    steps = len(tracker._items)
    assert steps > 10
    assert len(measured) == steps, sorted(measured)
    assert len(set(measured)) == steps
    # Lit all the same: the step the bound stands at, in bold on the highlight.
    position = window.controller.position()
    step = tracker._items[(position.phase, position.sub_phase)]
    assert step.font(0).bold()
    highlight = tracker.palette().color(QPalette.ColorRole.Highlight)
    assert step.background(0).color() == highlight


def test_the_first_frame_loads_no_openssl(tmp_path):
    """The pack copy's hash (the key of its kept outline) is taken with CPython's own
    SHA-256 (`core.sha256`); OpenSSL's (`hashlib`, some 2.5 ms to load) comes with the
    first row hashed, draw made or seed drawn, none of which the first frame needs."""
    first_frame(tmp_path / "data")
    shown = first_frame(tmp_path / "data")
    assert shown["pack"] == "Pack belle_alliance 2026.12.6 · 14 % complete"
    assert "ba_console.gui.game_pack" in shown["loaded"]
    assert not set(shown["loaded"]) & {"_hashlib", "hashlib", "hmac", "secrets"}


def test_the_first_frame_finds_the_data_folder_without_platformdirs(tmp_path, monkeypatch):
    """On Linux the platform's data folder is found without loading platformdirs (some
    3 ms; `store.paths._user_folder`), and the Documents folder is looked up only when
    ba-console 0.1's folder has games to move into it."""
    import json

    monkeypatch.delenv("BA_CONSOLE_DATA_DIR")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    script = FIRST_FRAME.replace('"--data-dir", {data!r}, ', "")
    for _ in range(2):  # the demo made (in Documents); opened again
        result = run_python(script.format(game=[]))
    shown = json.loads(result.stdout.splitlines()[-1])
    assert shown["title"].startswith("Plancenoit, 18 June 1815")
    assert (tmp_path / "config" / "ba-console" / "settings.ini").exists()
    assert (tmp_path / "home" / "Documents" / "ba-console" / "demo-plancenoit.bagame").exists()
    assert "ba_console.store.paths" in shown["loaded"]
    assert "platformdirs" not in shown["loaded"]


def test_the_game_of_last_time_opens_without_writing_the_settings_file(qtbot, data_dir):
    """File › Open recent already names the game of last time first: opening it again sets
    nothing, so QSettings does not write the whole settings file at its next turn of the
    event loop, which comes before the window's first frame."""
    from ba_console.gui.app import SETTINGS_FILE, settings_for
    from ba_console.gui.window_files import recent_games

    first = build_window(data_dir=data_dir)  # first start: the demo game, remembered
    qtbot.addWidget(first)
    game = Path(first.controller.info.path).resolve()
    first.close()
    settings_file = data_dir / SETTINGS_FILE
    before = settings_file.stat()
    again = build_window(data_dir=data_dir)
    qtbot.addWidget(again)
    qtbot.wait(50)  # the turns of the event loop before a first frame
    assert Path(again.controller.info.path).resolve() == game
    after = settings_file.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert recent_games(settings_for(data_dir))[0] == str(game)
