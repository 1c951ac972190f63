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


def headless_commands() -> list[list[str]]:
    section = README[README.index("## Headless commands") :]
    start = section.index("```sh\n") + len("```sh\n")
    block = section[start : section.index("\n```", start)]
    return [shlex.split(line, comments=True) for line in block.splitlines() if line.strip()]


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
