"""The README, tried as a new user would after its first command: its headless commands run
as written, in order, from the repository's folder; every file it names exists."""

from __future__ import annotations

import re
import shlex
import shutil
from pathlib import Path

from ba_console import cli

REPO = Path(cli.__file__).resolve().parents[1]
README = (REPO / "README.md").read_text(encoding="utf-8")


def headless_commands(block: int = 0) -> list[list[str]]:
    """The commands of the `block`-th shell block of the section Headless commands."""
    section = README[README.index("## Headless commands") :]
    section = section[: section.index("\n## ")]
    text = re.findall(r"```sh\n(.*?)\n```", section, re.DOTALL)[block]
    return [shlex.split(line, comments=True) for line in text.splitlines() if line.strip()]


def test_the_readme_opens_with_its_two_commands():
    blocks = re.findall(r"```sh\n(.*?)\n```", README, re.DOTALL)
    assert README.startswith("# ba-console\n\n```sh\n")
    assert blocks[:2] == [
        "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/ba-console",
        'python3 -m venv .venv && .venv/bin/pip install -e ".[test]" && '
        "QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest",
    ]


def test_the_headless_commands_run_as_written(tmp_path, monkeypatch, capsys):
    # The repository's folder as a new user has it after the first command, without the
    # files the commands write.
    shutil.copytree(REPO / "examples", tmp_path / "examples")
    monkeypatch.chdir(tmp_path)
    commands = headless_commands()
    assert len(commands) >= 12
    for words in commands:
        assert words[0] == "ba-console"
        status = cli.run(words[1:])
        out = capsys.readouterr()
        assert status == 0, f"{shlex.join(words)}: {out.err}"
    for written in ("club.bagame", "dispute.html", "tvist.html", "club_roster.csv"):
        assert (tmp_path / written).is_file()


def test_the_commands_for_a_played_game_run_as_written(tmp_path, monkeypatch, capsys):
    """The second block, on the window's demo game after an evening: 60 log rows, in
    bound 4 (the report tests' club evening stands in for it)."""
    from ba_console.store import paths
    from tests.reports.club_game import club_game

    games = paths.games_dir()
    games.mkdir(parents=True)
    club_game(games / "demo-plancenoit.bagame", 60).close()
    monkeypatch.chdir(tmp_path)
    commands = headless_commands(1)
    assert [words[1:3] for words in commands] == [["export", "demo-plancenoit"]] * 2
    for words in commands:
        status = cli.run(words[1:])
        out = capsys.readouterr()
        assert status == 0, f"{shlex.join(words)}: {out.err}"
    for written in ("roll-37.pdf", "bound-3.pdf"):
        assert (tmp_path / written).stat().st_size > 10_000


def test_every_file_the_readme_names_exists():
    """Every path into the repository, in the text, the commands and the pictures."""
    made = {".git", ".venv", ".venv-build", "dist", "build"}  # made, not kept in the repository
    top = "|".join(
        re.escape(p.name)
        for p in REPO.iterdir()
        if p.is_dir() and p.name not in made and not p.name.endswith(".egg-info")
    )
    named = set(re.findall(rf"(?<![\w/.~-])((?:{top})/[\w.*/-]*)", README))
    assert {
        "examples/roster.toml",
        "examples/roster.csv",
        "docs/screenshots/main-window.png",
    } <= named
    missing = [name for name in sorted(named) if not list(REPO.glob(name.rstrip("/.")))]
    assert missing == []
