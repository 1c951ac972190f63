"""Starting the console quickly without changing what the umpire gets.

The window command line loads no headless command; the chain check and the collector
wait until the window is on screen, and then run. (Timings: `benchmarks/startup_bench.py`.)
"""

from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path

import pytest

from ba_console import cli
from ba_console.gui.app import build_window, collector_back_on


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
        "parser = cli.build_parser(commands=not cli.opens_window(['gui']))\n"
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


def test_the_collector_is_back_on_once_the_window_is_shown():
    gc.disable()
    try:
        collector_back_on()
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()


def test_a_game_opens_and_is_read_without_sqlite_utils_and_writes_load_it(tmp_path):
    """The window's first frame does not wait for sqlite-utils: opening a game and reading
    its roster go through the bare connection; the first write loads it, and works."""
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
        "print([s.name for s in game.sides()], 'sqlite_utils' in sys.modules)\n"
    )
    result = run_python(script)
    assert result.stdout.splitlines() == ["T [] 0 False", "['A'] True"]


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
