"""Verify names every forged row as it did before its checks became one loop.

`ChainVerifier.feed_rows` (what `Game.verify` runs) makes every check of a row once, in a
loop that keeps its place in locals; `feed` checks one row with it. Each log here is a
sound one (rolls using console draws, a typed roll, draws shown and never logged) with
one row forged as a forger with the file would (the chain kept linked and hashed): the
row and reason named, or for a log that is still sound the draws never logged, are those
verify gave before (pinned from the walk at bdae686), walked in one loop or row by row.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ba_console.store import RollSide
from ba_console.store.codec import ROLL_COLUMNS, row_hash
from ba_console.store.draws import DrawVerifier
from ba_console.store.verify import ChainVerifier

from .test_verify_reasons import COMMITMENT, FIRE, console_side, ledger, log, sealing

DRAWS = ledger(*[FIRE] * 9)
TYPED = RollSide(role="firer", dice_source="typed", faces=(2, 3, 4))


def sound_rows() -> list[dict[str, object]]:
    """Rolls 1-7: draws 1, 2 used one each; a typed roll; draws 3 and 4 used by one roll;
    draw 5 used; a typed roll sealing draws 6 and 7 never logged; draw 8 shown and never
    logged before draw 9 was, used by roll 7. (Rolls 1, 2, 4 and 5 are sides found
    quickly; roll 7 is read side by side.)"""
    return [
        sealing(DRAWS, 1, sides=(console_side(1),)),
        sealing(DRAWS, 2, sides=(console_side(2),)),
        sealing(DRAWS, 2, sides=(TYPED,)),
        sealing(DRAWS, 4, sides=(console_side(3), console_side(4, role="target"))),
        sealing(DRAWS, 5, sides=(console_side(5),)),
        sealing(DRAWS, 7, sides=(TYPED,)),
        sealing(DRAWS, 9, sides=(console_side(9),)),
    ]


def linked(rows: list[tuple], forged_prev: int | None = None) -> list[tuple]:
    """`rows` linked anew, each to the one before, and hashed (as a forger rewrites them);
    row `forged_prev` (0-based) links to the seed commitment instead."""
    previous, written = COMMITMENT, []
    for index, row in enumerate(rows):
        values = dict(zip(ROLL_COLUMNS, row, strict=True))
        values["prev_hash"] = COMMITMENT if index == forged_prev else previous
        body = tuple(values[name] for name in ROLL_COLUMNS[:-1])
        try:
            previous = row_hash(body)
        except TypeError:  # a column of the wrong type: no hash can be made
            previous = "0" * 64
        written.append((*body, previous))
    return written


def with_row(index: int, **changes: object) -> list[tuple]:
    """The sound log with row `index` (0-based) changed, written as stored, and relinked."""
    rows = [list(row) for row in log(*sound_rows())]
    for name, value in changes.items():
        rows[index][ROLL_COLUMNS.index(name)] = value
    return linked([tuple(row) for row in rows])


def unlinked(index: int, **changes: object) -> list[tuple]:
    """The sound log with row `index` changed and nothing hashed anew."""
    rows = [list(row) for row in log(*sound_rows())]
    for name, value in changes.items():
        rows[index][ROLL_COLUMNS.index(name)] = value
    return [tuple(row) for row in rows]


def with_sides(index: int, change: Callable[[str], str]) -> list[tuple]:
    """The sound log with row `index`'s stored sides text changed by `change`."""
    return with_row(index, sides=change(log(*sound_rows())[index][7]))


Outcome = tuple[int | None, int | None, str] | tuple[int, ...]


def walked(rows: list[tuple], draws: list = DRAWS, *, one_loop: bool = True) -> Outcome:
    """The row and draw named bad and the reason, or for a sound log its draws never
    logged; the rows fed in one loop, or one by one."""
    verifier = ChainVerifier(COMMITMENT, ["p"], draws=DrawVerifier(COMMITMENT, list(draws)))
    fed = verifier.feed_rows(rows) if one_loop else all(map(verifier.feed, rows))
    if fed:
        verifier.finish()
    report = verifier.report()
    if report.ok:
        return tuple(verifier.draws.unused())
    assert report.reason is not None
    return report.bad_sequence, report.bad_draw, report.reason


FIRST = '"dice_source":"console"'
FORGERIES: dict[str, Callable[[], list[tuple]]] = {
    "pack not held": lambda: with_row(4, pack_hash="q"),
    "a void of roll 1": lambda: with_row(4, kind="void", voids=1, void_reason="x"),
    "points at a void": lambda: with_row(4, voids=1, void_reason="x"),
    "adjustment with dice": lambda: with_row(4, kind="adjustment"),
    "head not the draw's": lambda: with_row(4, draw_head=DRAWS[3][2]),
    "head of the seal before": lambda: with_row(2, draw_head=DRAWS[0][2]),
    "seal going back": lambda: with_row(4, last_draw=3, draw_head=DRAWS[2][2]),
    "typed roll sealing back": lambda: with_row(5, last_draw=3, draw_head=DRAWS[2][2]),
    "seal past the ledger": lambda: with_row(6, last_draw=10, draw_head=DRAWS[8][2]),
    "no seal": lambda: with_row(4, last_draw=None, draw_head=None),
    "no seal, typed": lambda: with_row(2, last_draw=None, draw_head=None),
    "bound as text": lambda: with_row(4, bound="1"),
    "sequence repeated": lambda: with_row(4, sequence=4),
    "previous hash of another": lambda: unlinked(4, prev_hash=COMMITMENT),
    "previous hash of another, rehashed": lambda: linked(log(*sound_rows()), forged_prev=4),
    "hash of another": lambda: unlinked(4, hash=DRAWS[0][2]),
    "a draw used twice": lambda: with_sides(4, lambda text: text.replace('"draw":5,', '"draw":2,')),
    "a draw not yet shown": lambda: with_sides(
        4, lambda text: text.replace('"draw":5,', '"draw":6,')
    ),
    "a draw shown before": lambda: with_sides(
        6, lambda text: text.replace('"draw":9,', '"draw":6,')
    ),
    "a draw named twice": lambda: with_sides(
        3, lambda text: text.replace('"draw":4,', '"draw":3,')
    ),
    "draws in turn swapped": lambda: with_sides(
        3,
        lambda text: (
            text.replace('"draw":3,', '"draw":x,')
            .replace('"draw":4,', '"draw":3,')
            .replace('"draw":x,', '"draw":4,')
        ),
    ),
    "a d10 console side": lambda: with_sides(
        4, lambda text: text.replace('"die_sides":6', '"die_sides":10')
    ),
    "a typed side naming a draw": lambda: with_sides(
        2, lambda text: text.replace('"die_sides":6,', '"die_sides":6,"draw":3,')
    ),
    "a typed roll naming a draw": lambda: with_sides(
        5, lambda text: text.replace('"die_sides":6,', '"die_sides":6,"draw":6,')
    ),
    "a draw key in a factor": lambda: with_sides(
        4, lambda text: text.replace('"factors":[]', '"factors":[{"draw":4}]')
    ),
    "a console side without its draw": lambda: with_sides(
        4, lambda text: text.replace('"draw":5,', "")
    ),
    "a console side naming no draw besides": lambda: with_sides(
        4, lambda text: text[:-1] + "," + text[1:].replace('"draw":5,', "")
    ),
    "a second console side": lambda: with_sides(4, lambda text: text[:-1] + "," + text[1:]),
    "a typed side besides": lambda: with_sides(
        4, lambda text: text[:-1] + "," + text[1:].replace(FIRST, '"dice_source":"typed"', 1)
    ),
    "console as a unit": lambda: with_sides(
        2, lambda text: text.replace('"unit":null', '"unit":"console"')
    ),
    "sides not text": lambda: with_row(4, sides=b"[]"),
    "a row missing": lambda: [row for index, row in enumerate(with_row(0)) if index != 3],
    "the second row missing": lambda: [row for index, row in enumerate(with_row(0)) if index != 1],
    "a key before the draw": lambda: with_sides(
        4, lambda text: text.replace('"die_sides":6,"draw":5,', '"die_sides":6,"dj":0,"draw":5,')
    ),
    "rows missing at the start": lambda: linked(log(*sound_rows()))[2:],
}


# What verify said of each forgery before (bdae686).
NAMED: dict[str, Outcome] = {
    "the second row missing": (2, None, "roll 2 is missing: roll 1 is followed by roll 3"),
    "a key before the draw": (5, None, "a console side names no console draw"),
    "a row missing": (4, None, "roll 4 is missing: roll 3 is followed by roll 5"),
    "rows missing at the start": (
        1,
        None,
        "rolls 1-2 are missing: the start is followed by roll 3",
    ),
    "a console side naming no draw besides": (5, None, "a console side names no console draw"),
    "a console side without its draw": (5, None, "a console side names no console draw"),
    "a d10 console side": (6, 7, 8),
    "a draw key in a factor": (5, None, "a side with typed dice names a console draw"),
    "a draw named twice": (4, None, "it uses console draw 3, which roll 4 already used"),
    "a draw not yet shown": (
        5,
        None,
        "it uses console draw 6, which had not been shown when it was logged",
    ),
    "a draw shown before": (7, 8, 9),
    "a draw used twice": (5, None, "it uses console draw 2, which roll 2 already used"),
    "a second console side": (5, None, "it uses console draw 5, which roll 5 already used"),
    "a typed roll naming a draw": (6, None, "a side with typed dice names a console draw"),
    "a typed side besides": (5, None, "a side with typed dice names a console draw"),
    "a typed side naming a draw": (3, None, "a side with typed dice names a console draw"),
    "a void of roll 1": (6, 7, 8),
    "adjustment with dice": (5, None, "it is a roster adjustment but carries dice"),
    "bound as text": (5, None, "a stored field has the wrong type (bound holds str)"),
    "console as a unit": (6, 7, 8),
    "draws in turn swapped": (6, 7, 8),
    "hash of another": (
        5,
        None,
        "its contents do not match its hash: the row was changed after logging",
    ),
    "head not the draw's": (
        5,
        None,
        "its draw head does not match console draw 5's hash: the draw ledger was changed or "
        "replaced after this row was logged",
    ),
    "head of the seal before": (
        3,
        None,
        "its draw head does not match console draw 2's hash: the draw ledger was changed or "
        "replaced after this row was logged",
    ),
    "no seal": (
        5,
        None,
        "it does not name the latest console draw, though console dice were shown before it",
    ),
    "no seal, typed": (
        3,
        None,
        "it does not name the latest console draw, though console dice were shown before it",
    ),
    "pack not held": (5, None, "it names pack 'q', which the game does not hold"),
    "points at a void": (5, None, "it points at roll 1 as voided but is a 'fire' roll, not a void"),
    "previous hash of another": (
        5,
        None,
        "its previous-hash does not match roll 4's hash: the rows before it were changed, "
        "removed or replaced",
    ),
    "previous hash of another, rehashed": (
        5,
        None,
        "its previous-hash does not match roll 4's hash: the rows before it were changed, "
        "removed or replaced",
    ),
    "seal going back": (
        5,
        None,
        "it names console draw 3 as the latest shown, but an earlier row already named draw 4",
    ),
    "seal past the ledger": (
        7,
        None,
        "it names console draw 10 as the latest shown, but the ledger ends at draw 9: draws "
        "were removed",
    ),
    "sequence repeated": (5, None, "sequence number 4 where 5 belongs"),
    "sides not text": (5, None, "a stored field has the wrong type (sides holds bytes)"),
    "typed roll sealing back": (
        6,
        None,
        "it names console draw 3 as the latest shown, but an earlier row already named draw 5",
    ),
}


def test_the_sound_log_verifies_either_way():
    assert walked(log(*sound_rows())) == (6, 7, 8)
    assert walked(log(*sound_rows()), one_loop=False) == (6, 7, 8)


def test_every_forgery_has_its_pinned_outcome():
    assert sorted(NAMED) == sorted(FORGERIES)


@pytest.mark.parametrize("forgery", sorted(FORGERIES))
def test_a_forged_row_is_named_as_before(forgery: str):
    assert walked(FORGERIES[forgery]()) == NAMED[forgery]
    assert walked(FORGERIES[forgery](), one_loop=False) == NAMED[forgery]


def test_a_changed_draw_is_named_as_before():
    draws = list(DRAWS)
    draws[4] = (5, DRAWS[4][1].replace('"count":3', '"count":4'), DRAWS[4][2])
    named = (
        None,
        5,
        "its contents do not match its hash: the draw was changed after it was shown",
    )
    assert walked(log(*sound_rows()), draws) == named
    assert walked(log(*sound_rows()), draws, one_loop=False) == named
