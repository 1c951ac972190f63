"""The console's entry point asks pydantic for no plugins (a user's own setting kept)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


PLUGINS_LOOKED_FOR = """
import os, sys
from ba_console.__main__ import main
code = main(['resolve', {situation!r}])
import ba_console.store.records  # pydantic's models (resolve itself makes none)
from pydantic.plugin import _loader
print(os.environ.get('PYDANTIC_DISABLE_PLUGINS'), _loader._plugins is not None, file=sys.stderr)
"""


@pytest.mark.parametrize(("users", "said"), [(None, "__all__ False"), ("", " True")])
def test_the_console_asks_pydantic_for_no_plugins_unless_the_user_said(users, said):
    """pydantic looks through every installed package's entry points for a plugin at its
    first model; the console uses none, and turns the search off with pydantic's own
    switch (`PYDANTIC_DISABLE_PLUGINS`), unless the user has set it."""
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    if users is not None:
        env["PYDANTIC_DISABLE_PLUGINS"] = users
    situation = ROOT / "examples" / "situations" / "melee_typed_outcome.json"
    result = subprocess.run(
        [sys.executable, "-c", PLUGINS_LOOKED_FOR.format(situation=str(situation))],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        check=True,
    )
    assert result.stderr.splitlines()[-1] == said
