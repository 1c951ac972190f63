"""A seal row whose outcome names its key twice. SQLite's `json_extract` reads the first
key, Python's `json` (every reader: the log viewer, the report) the last: the seal rows'
check read the true seal, while the report showed the forger's, and verify said the seals a
player holds match the log. The walk now names the row first: readers do not read it as
it is written (`verify.ChainVerifier._gate`)."""

from __future__ import annotations

import json

from ba_console.store import Game
from ba_console.store.seals import parse_seals
from tests.store.forger import forge
from tests.store.test_tamper_attacks import evening, rolls_of  # noqa: F401 - the fixture


def test_a_seal_row_showing_another_seal_under_a_second_key_is_named(evening):  # noqa: F811
    path, held = evening
    last_seal = rolls_of(path, "seal")[-1]
    forged = "B3 AAAA-AAAA-AAAA"

    def second_key(row: dict) -> None:
        outcome = json.loads(row["outcome"])
        row["outcome"] = json.dumps(outcome, separators=(",", ":"))[:-1] + f',"key":"{forged}"}}'

    forge(path, rolls={last_seal: second_key}, reseal=False)
    with Game.open(path, read_only=True) as game:
        assert game.rolls()[-1].outcome.key == forged  # what the report and the viewer show
        report = game.verify(seals=parse_seals(",".join(held)))
    assert not report.ok and report.bad_sequence == last_seal
    assert report.reason == "it is not written as the console writes it"
