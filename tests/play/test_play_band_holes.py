"""A hand-written Table 12 whose bands cover only part of what the dice give (a TEST
FIXTURE: the fixture pack's made-up Table 12 with its top band taken away, 14-18 in no
band): a total in the hole is an unset cell like any other. It rolls and totals, the
umpire types the outcome from the book, the log says it was typed, and the pack may
remember it; a total off the printed end of the table is not a cell."""

from __future__ import annotations

from ba_console.play import roll
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.learn import offers, remember
from ba_console.play.stored import StoredGame
from tests.fixtures.printed_bands import holed_bands_pack


def fire(faces, **typed) -> RollChoices:
    firer = RoleChoice(role="firer", unit="i-15", target="i-2g", faces=faces)
    return RollChoices(kind="fire", roles=(firer,), **typed)


def test_a_total_in_a_hole_is_typed_logged_as_typed_and_remembered(demo):
    pack = holed_bands_pack()
    game = demo()
    state = StoredGame(game, ladder=pack.disorder)
    asked = roll.preview(pack, state, fire((3, 5, 6)))
    result = asked.resolution.results[0]
    assert (result.value, result.lookup.reason) == (14, "unset_cell")
    assert result.needs_umpire and not asked.can_confirm

    typed = fire(
        (3, 5, 6),
        typed_outcomes={0: "2 figures and LD"},
        figures_lost={"i-2g": 2},
        disorder={"i-2g": "LD"},
    )
    preview = roll.preview(pack, state, typed)
    assert preview.can_confirm
    assert preview.draft.outcome_typed and preview.draft.outcome.label == "2 figures and LD"
    found = offers(pack, state, preview)
    assert [(o.table, o.value, o.known) for o in found] == [("t12", 14, False)]

    learned, entries = remember(pack, found, game="Ligny", bound=2)
    assert entries[0].source == "entered at the table, game Ligny, bound 2, by the umpire"
    again = roll.preview(learned, StoredGame(game, ladder=learned.disorder), fire((3, 5, 6)))
    read = again.resolution.results[0]
    assert not read.typed and read.lookup.cell == "t12: 14"
    assert read.lookup.outcome.label.en == "2 figures and LD"
    # The rest of the hole, and what lies past it, stays unset.
    for faces in ((5, 5, 5), (6, 6, 6)):
        beside = roll.preview(learned, StoredGame(game, ladder=learned.disorder), fire(faces))
        assert beside.resolution.results[0].lookup.reason == "unset_cell"


def test_the_odds_show_the_hole_as_read_from_the_book(demo):
    pack = holed_bands_pack()
    state = StoredGame(demo(), ladder=pack.disorder)
    odds = roll.preview(pack, state, fire((1, 2, 3))).resolution.results[0].odds
    # 14-18 on 3D6: 35 of 216 faces.
    assert odds["?"] * 216 == 35
    assert sum(odds.values()) == 1
