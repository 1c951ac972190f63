"""The manual page (`man ba-console`, shipped in the .deb and the tarball) names every
command the console has, with what it writes, and where the secret dice seed is kept. It
had fallen behind: no backup, seal, orders, export-seed or import-seed, `export` without
its PDF and turn summary, `verify` without its seals, and no word of the seeds folder."""

from __future__ import annotations

import re
from pathlib import Path

from ba_console.cli import build_parser

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "packaging" / "linux" / "ba-console.1").read_text(encoding="utf-8")


def plain(text: str) -> str:
    """The page's words without troff's requests and escapes."""
    lines = [re.sub(r"^\.[A-Z]{1,2}\s?", "", line) for line in text.splitlines()]
    return " ".join(re.sub(r"\\-", "-", " ".join(lines)).replace('"', "").split())


def test_every_command_is_on_the_page():
    commands = set(build_parser().command_names) - {"gui"}
    listed = set(re.findall(r'^\.BI? "?([a-z-]+)', PAGE, re.MULTILINE))
    assert commands - listed == set()


def test_the_page_says_what_export_and_verify_do_now():
    text = plain(PAGE)
    export = text[text.index("export GAME") : text.index("export-roster")]
    for word in ("PDF", "HTML", "CSV", "JSON", "turn summary"):
        assert word in export
    assert "TOML" in text[text.index("export-roster") :]
    assert "--seals" in text


def test_the_page_says_where_the_dice_seed_is_kept():
    assert "~/.config/ba-console/seeds" in plain(PAGE)


def test_the_page_says_where_the_clubs_packs_are():
    """The club's own packs (cells remembered at the table) are a folder beside the seeds,
    which a club moving to a new laptop must carry along."""
    from ba_console.packs.club import CLUB_FOLDER

    assert f"~/.config/ba-console/{CLUB_FOLDER}/" in plain(PAGE)
