"""Every logged roll that readers (the log viewer, the reports, the exports, the replay)
refuse, or read otherwise than it is written, is named by verify.

A roll after the last seal the players hold can be rewritten with every hash recomputed
(`forger.py`). Spelled with a key more in a side (`…,"x":0}`), readers refused it ("roll 3
cannot be read; the file was damaged or edited (run verify)") and verify said OK, with and
without the seed: it read rows with string tests, and parsed only those with a backslash.
Now the walk passes a row only if it is exactly as the console writes it
(`ChainVerifier._gate`, a cheap exact match) or if readers' own parser reads it as written
(`ChainVerifier._reads_as_written`); anything else is "not written as the console writes
it", in the walk of one process and in parts alike.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from ba_console.store import Effect, Game, RollDraft, RollSide, canonical_json
from ba_console.store.codec import body_text, encode_row
from ba_console.store.errors import GameFileError
from ba_console.store.records import Factor, Outcome
from ba_console.store.verify import ChainVerifier
from ba_console.store.verify_parallel import VerifyWorkers
from tests.store.conftest import PACK, SEED, add_roster, fixed_clock
from tests.store.forger import forge
from tests.store.test_verify_parallel import (  # noqa: F401 - the fixtures
    log,
    long_log,
    reforge,
    serial_and_parallel,
    workers,
)
from tests.store.test_verify_sides_spelled import canonical, play

NAMED = "it is not written as the console writes it"


def _nested(text: str) -> str:
    """The defender's side inside the attacker's, and a junk element: still two."""
    attacker, defender = map(canonical, json.loads(text))
    return f'[{attacker[:-1]},"x":{defender}}},0]'


def _first(pattern: str, replace: Callable[[re.Match[str]], str]) -> Callable[[str], str]:
    return lambda text: re.sub(pattern, replace, text, count=1)


# Each a column of the last roll (two console sides of 2d6, no outcome, no effects)
# rewritten: readers refuse it, or read otherwise than it is written.
FORGERIES: dict[str, tuple[str, Callable[[str], str]]] = {
    "a key more in a side": ("sides", lambda text: text[:-2] + ',"x":0}]'),
    "a side inside another": ("sides", _nested),
    "natural left out (readers sum it)": ("sides", _first(r'"natural":\d+,', lambda m: "")),
    "factors left out": ("sides", _first(r'"factors":\[\],', lambda m: "")),
    "a key written twice": (
        "sides",
        _first(r'"natural":(\d+)', lambda m: f'"natural":99,"natural":{m[1]}'),
    ),
    "keys in another order": (
        "sides",
        _first(r'("role":"attacker"),("total":-?\d+)', lambda m: f"{m[2]},{m[1]}"),
    ),
    "a space between sides": ("sides", lambda text: text.replace("},{", "}, {", 1)),
    "a space after a colon": ("sides", lambda text: text.replace('"role":', '"role": ', 1)),
    "a total written as text": ("sides", _first(r'"total":(-?\d+)', lambda m: f'"total":"{m[1]}"')),
    "a natural written with a fraction": (
        "sides",
        _first(r'"natural":(\d+)', lambda m: f'"natural":{m[1]}.0'),
    ),
    "a face written as text": ("sides", _first(r'"faces":\[(\d)', lambda m: f'"faces":["{m[1]}"')),
    "a natural that is not the sum": (
        "sides",
        _first(r'"natural":(\d+)', lambda m: f'"natural":{int(m[1]) + 1}'),
    ),
    "a die of one side": ("sides", lambda text: text.replace('"die_sides":6', '"die_sides":1', 1)),
    "a unit that is a number": ("sides", lambda text: text.replace('"unit":"bty"', '"unit":7', 1)),
    "an escaped letter": ("sides", lambda text: text.replace('"attacker"', '"\\u0061ttacker"', 1)),
    "sides that are no list": ("sides", lambda text: text[1:-1]),
    "an outcome with a key more": ("outcome", lambda _: '{"key":"won","label":"","x":1}'),
    "an outcome whose key is a number": ("outcome", lambda _: '{"key":1,"label":""}'),
    "an effect of no kind": ("effects", lambda _: '[{"from":null,"to":1,"unit":"bty","what":"x"}]'),
    "an effect with a key more": (
        "effects",
        lambda _: '[{"from":0,"to":1,"unit":"bty","what":"figures","x":0}]',
    ),
}


def _forged(tmp_path: Path, column: str, spell: Callable[[str], str]) -> tuple[Path, int]:
    path = tmp_path / "game.bagame"
    last = play(path)

    def edit(row: dict[str, Any]) -> None:
        before = row[column]
        row[column] = spell("" if before is None else before)
        assert row[column] != before

    forge(path, rolls={last: edit})
    return path, last


@pytest.mark.parametrize("seed", [None, SEED], ids=["no seed", "seed"])
@pytest.mark.parametrize("forgery", list(FORGERIES))
def test_a_roll_readers_cannot_read_back_is_named(tmp_path: Path, forgery: str, seed: Any):
    path, last = _forged(tmp_path, *FORGERIES[forgery])
    with Game.open(path, read_only=True) as game:
        try:
            read = game.rolls()[-1].body()
        except GameFileError as exc:  # readers refuse it
            assert f"roll {last} cannot be read; the file was damaged or edited" in str(exc)
        else:  # or read otherwise than it is written
            assert canonical_json(read) != body_text(_stored(path, last))
        report = game.verify(seed)
    assert report.bad_sequence == last, report.summary()
    if seed is None:  # with the seed, the dice are read side by side and may be named so
        assert report.summary() == f"BROKEN at roll {last}: {NAMED}"


def _stored(path: Path, sequence: int) -> tuple[Any, ...]:
    from ba_console.store.codec import ROLL_COLUMNS
    from tests.store.forger import raw

    conn = raw(path)
    try:
        return conn.execute(
            f"SELECT {', '.join(ROLL_COLUMNS)} FROM rolls WHERE sequence = ?", (sequence,)
        ).fetchone()
    finally:
        conn.close()


def test_the_hole_found_in_session_27_is_closed(tmp_path: Path):
    """The repro of the report: a key more, OK with and without the seed; a side inside
    another, OK without it."""
    for spell in (FORGERIES["a key more in a side"][1], _nested):
        path, last = _forged(tmp_path / spell.__name__, "sides", spell)
        with Game.open(path, read_only=True) as game:
            assert game.verify().summary() == f"BROKEN at roll {last}: {NAMED}"
            assert game.verify(SEED).bad_sequence == last


@pytest.mark.parametrize("seed", [None, SEED], ids=["no seed", "seed"])
def test_a_roll_readers_cannot_read_back_is_named_in_parts(
    log: Path,  # noqa: F811
    workers: VerifyWorkers,  # noqa: F811
    seed: Any,
):
    def key_more(row: dict[str, Any]) -> None:
        row["sides"] = row["sides"][:-2] + ',"x":0}]'

    reforge(log, rows={190: key_more})
    serial, parallel = serial_and_parallel(log, workers, 3, seed)
    assert parallel == serial
    assert serial.summary() == f"BROKEN at roll 190: {NAMED}"


def test_rolls_the_gate_does_not_spell_out_still_verify(tmp_path: Path):
    """Roles in capitals, a label with a bracket, a unit with a quote and a backslash, d10,
    three sides, typed dice, an outcome and effects: read in full, and sound."""
    path = tmp_path / "game.bagame"
    with Game.create(path, title="T", seed=SEED, clock=fixed_clock, dice_mode="both",
                     **PACK) as game:  # fmt: skip
        add_roster(game)
        factor = Factor(key="k", label='odd [4.1] "quoted"', value=2, count=2, typed=True)
        game.append_roll(
            RollDraft(
                kind="melee",
                sides=[
                    RollSide(
                        role="Attacker",
                        unit="bty",
                        dice_source="console",
                        faces=game.console_faces("melee", "Attacker", 2),
                        factors=[factor],
                    ),
                    RollSide(
                        role="defender",
                        unit="i-15",
                        dice_source="console",
                        die_sides=10,
                        faces=game.console_faces("melee", "defender", 3, sides=10),
                    ),
                    RollSide(role="third", unit=None, dice_source="typed", faces=(6,)),
                ],  # fmt: skip
                outcome=Outcome(key="won", label="Won \\ back"),
                effects=[
                    Effect(unit="i-15", what="flag", to={"key": "charged", "expires_after": 2})
                ],  # fmt: skip
                note="a note with a \\ and a \n",
            )
        )
    with Game.open(path, read_only=True) as game:
        assert game.verify().ok and game.verify(SEED).ok


# --- the gate, property by property ------------------------------------------------------

_ANY_TEXT = st.text(max_size=8)
_NAME = st.from_regex(r"[a-z0-9_]{1,10}", fullmatch=True)


@st.composite
def _sides(draw: Any) -> list[RollSide]:
    sides = []
    for index in range(draw(st.integers(0, 3))):
        die = draw(st.sampled_from([6, 6, 6, 2, 10, 20, 256]))
        faces = tuple(draw(st.lists(st.integers(1, die), min_size=1, max_size=4)))
        console = draw(st.booleans())
        factors = draw(
            st.lists(
                st.builds(
                    Factor,
                    key=_ANY_TEXT,
                    label=_ANY_TEXT,
                    value=st.integers(-9, 9),
                    table=st.none() | _ANY_TEXT,
                    column=st.none() | _ANY_TEXT,
                    rule=st.none() | _ANY_TEXT,
                    auto=st.booleans(),
                    count=st.none() | st.integers(2, 4),
                    typed=st.booleans(),
                ),
                max_size=2,
            )
        )
        sides.append(
            RollSide(
                role=draw(_NAME | st.sampled_from(["Attacker", "a-b", "x y"])) + str(index),
                unit=draw(st.none() | _ANY_TEXT),
                dice_source="console" if console else "typed",
                faces=faces,
                die_sides=die,
                draw=draw(st.none() | st.integers(1, 10**6)) if console else None,
                factors=factors,
                total=draw(st.none() | st.integers(-99, 99)),
            )
        )
    return sides


_EFFECTS = st.lists(
    st.sampled_from(
        [
            Effect(unit="i-15", what="figures", from_=3, to=5),
            Effect(unit="i-15", what="flag", to={"key": "charged", "expires_after": None}),
            Effect(unit="prussia", what="side_penalty", to={"value": -1, "until_bound": 3}),
            Effect(unit="i-15", what="loss_part", to="1/2"),
        ]
    ),
    max_size=2,
)


@st.composite
def _rows(draw: Any) -> tuple[Any, ...]:
    """A row as the console writes it (`codec.encode_row`)."""
    last_draw = draw(st.none() | st.integers(1, 10**6))
    return encode_row(
        sequence=1,
        time="2026-12-05T20:41:00",
        bound=1,
        phase="melee",
        sub_phase=None,
        kind="melee",
        units=draw(st.lists(_ANY_TEXT, max_size=3)),
        sides=draw(_sides()),
        cell=None,
        outcome_typed=False,
        outcome=draw(st.none() | st.builds(Outcome, key=_ANY_TEXT, label=_ANY_TEXT)),
        effects=draw(_EFFECTS),
        note="",
        pack_hash="a" * 64,
        voids=None,
        void_reason=None,
        prev_hash="b" * 64,
        last_draw=last_draw,
        draw_head=None if last_draw is None else "c" * 64,
    )


def _spelled_out(row: tuple[Any, ...]) -> bool:
    """Whether the gate spells the row out: no backslash, roles written as pack keys, no bracket
    in a list of factors."""
    sides = json.loads(row[7])
    return "\\" not in body_text(row) and all(
        re.fullmatch(r"[a-z0-9_]+", side["role"]) and "]" not in canonical(side["factors"])[1:-1]
        for side in sides
    )


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(_rows())
def test_every_row_the_console_writes_passes(row: tuple[Any, ...]):
    """Read by readers as written; and through the gate alone once readers read its factors
    and effects (as the walk keeps them) if the gate spells its shape out."""
    verifier = ChainVerifier("x", [])
    assert verifier._reads_as_written(row, body_text(row))
    if _spelled_out(row):
        draws = verifier._gate(row)
        assert draws == tuple(side.get("draw") and str(side["draw"]) for side in json.loads(row[7]))


_SNIPPETS = [
    ',"x":0', '"x":0,', " ", "\n", '"', "\\", "\\u0061", "0", "1", "7", "-", '"1"', ",", "{", "}",
    "[", "]", "null", "true", ",0", '"natural":1,', '"draw":2,', '"dice_source":"console",',
    ".0", "e1", "01", ":", '"role":"a",', '"faces":[1],', '{"dice_source":"typed"}',
]  # fmt: skip
# Values put in place of one written: text for a number, a fraction, another number…
_VALUES = ['"1"', "1.0", "-0", "0", "7", "99", "null", "true", "[]", "{}", '"x"', "01", "1e1",
           "[1]", '"A"', '""', "-1", "257"]  # fmt: skip
_TOKEN = re.compile(r'"[^"\\]*"|-?[0-9]+|null|true|false')
_MEMBER = re.compile(r'"[^"\\]*":(?:"[^"\\]*"|-?[0-9]+|null|true|false|\[\])')


def _edit(text: str, how: int, at: int, cut: int, snippet: str, value: str) -> str:
    """Snippet put in at `at` (`cut` characters cut out), a value put in place of one, a
    member written twice (another value first) or left out."""
    if how == 0:
        at %= len(text) + 1
        return text[:at] + snippet + text[at + cut :]
    found = list((_TOKEN if how == 1 else _MEMBER).finditer(text))
    if not found:
        return text
    match = found[at % len(found)]
    start, end = match.span()
    if how == 1:
        return text[:start] + value + text[end:]
    if how == 2:
        key = match[0][: match[0].index(":") + 1]
        return text[:start] + key + value + "," + text[start:]
    if text[end : end + 1] == ",":
        return text[:start] + text[end + 1 :]
    return text[: start - 1] + text[end:] if text[start - 1 : start] == "," else text


@settings(max_examples=3000, suppress_health_check=[HealthCheck.too_slow])
@given(
    _rows(),
    st.sampled_from([6, 7, 10, 11]),
    st.lists(
        st.tuples(
            st.integers(0, 3),
            st.integers(0, 10**4),
            st.integers(0, 3),
            st.sampled_from(_SNIPPETS) | _ANY_TEXT,
            st.sampled_from(_VALUES),
        ),
        min_size=1,
        max_size=3,
    ),
)
def test_a_row_the_gate_passes_is_read_as_written(
    row: tuple[Any, ...], column: int, edits: list[tuple[int, int, int, str, str]]
):
    """Any row spelled otherwise (snippets put in, text cut out, values replaced, members
    written twice or left out) that the gate passes, readers read exactly as written: the
    gate is exact."""
    verifier = ChainVerifier("x", [])
    assert verifier._reads_as_written(row, body_text(row))  # the gate knows its factors
    text = row[column]
    assume(text is not None)
    for edit in edits:
        text = _edit(text, *edit)
    forged = (*row[:column], text, *row[column + 1 :])
    assume(text != row[column])
    if verifier._gate(forged) is not None:
        assert verifier._reads_as_written(forged, body_text(forged))
