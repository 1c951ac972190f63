"""`uninstall.sh`, installed beside the program by the tarball's `install.sh`, removes the
program from where it is, also when it was installed with a PREFIX of its own. Before, run
without PREFIX it removed from ~/.local (or /usr/local as root) whatever install it sat
in, and said "removed" of a place that held nothing."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "linux" / "uninstall.sh"
APP_ID = "io.github.ba_console.BaConsole"


def installed(prefix: Path) -> Path:
    """The files install.sh leaves under `prefix` (the program's own file, its link, the
    desktop entry and uninstall.sh beside the program)."""
    app = prefix / "lib" / "ba-console"
    app.mkdir(parents=True)
    (app / "ba-console").write_text("the program\n")
    shutil.copy(SCRIPT, app / "uninstall.sh")
    (prefix / "bin").mkdir()
    (prefix / "bin" / "ba-console").symlink_to("../lib/ba-console/ba-console")
    entry = prefix / "share" / "applications" / f"{APP_ID}.desktop"
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\n")
    return app / "uninstall.sh"


@pytest.mark.skipif(shutil.which("sh") is None, reason="no POSIX shell")
def test_uninstall_removes_the_install_it_sits_in(tmp_path):
    prefix = tmp_path / "opt" / "club"
    script = installed(prefix)
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PREFIX", "DESTDIR")}
    env["HOME"] = str(home)
    result = subprocess.run(
        ["sh", str(script)], capture_output=True, text=True, env=env, check=False
    )
    assert result.returncode == 0, result.stderr
    assert not (prefix / "lib" / "ba-console").exists()
    assert not (prefix / "bin" / "ba-console").is_symlink()
    assert not (prefix / "share" / "applications" / f"{APP_ID}.desktop").exists()
    assert result.stdout.strip() == f"ba-console removed from {prefix} (games and settings kept)"
