"""A factor value typed from the book (`play.learn`, Tables 6 and 7): counted as typed, offered
once, remembered with its source, and read from the pack by the next roll with nothing typed.
Only an unset cell is offered, only the value the umpire typed, never two readings of one cell."""

from __future__ import annotations

import pytest

from ba_console.core.factors import Tick
from ba_console.packs import pack_from_data
from ba_console.play import roll
from ba_console.play.choices import PlayError, RoleChoice, RollChoices
from ba_console.play.learn import CellOffer, FactorOffer, offer_text, offers, remember
from ba_console.play.stored import StoredGame


def battery_fire(*ticks: Tick, faces=(3, 5, 6), **typed) -> RollChoices:
    firer = RoleChoice(role="firer", unit="bty-12", target="i-2g", faces=faces, ticks=ticks)
    return RollChoices(kind="artillery_fire", roles=(firer,), **typed)


def read(pack, game, choices):
    state = StoredGame(game, ladder=pack.disorder)
    preview = roll.preview(pack, state, choices)
    return preview, offers(pack, state, preview)


CANISTER = Tick("t07", "canister", typed=2)
OUTCOME = {"typed_outcomes": {0: "1 figure"}, "figures_lost": {"i-2g": 1}}


def test_a_typed_factor_is_counted_logged_as_typed_and_offered(ba_pack, demo):
    preview, found = read(ba_pack, demo(), battery_fire(CANISTER, **OUTCOME))
    firer = preview.resolution.role("firer")
    assert firer.total == 14 + 2 and firer.unset == ()
    (factor,) = preview.draft.sides[0].factors
    assert (factor.key, factor.value, factor.typed, factor.column) == ("canister", 2, True, "loss")
    assert "unset" not in preview.draft.note  # counted: no longer an unset factor
    factors = [o for o in found if isinstance(o, FactorOffer)]
    cells = [o for o in found if isinstance(o, CellOffer)]
    assert [(o.table, o.number, o.key, o.column, o.value) for o in factors] == [
        ("t07", 7, "canister", "loss", 2)
    ]
    assert offer_text(factors[0]) == "Table 7, Canister, loss: +2"
    assert [(c.table, c.value) for c in cells] == [("t12", 16)]  # the total with the +2


def test_remembered_the_next_roll_reads_the_value_from_the_pack(ba_pack, demo):
    game = demo()
    _, found = read(ba_pack, game, battery_fire(CANISTER, **OUTCOME))
    learned, entries = remember(ba_pack, found, game="Ligny", bound=1)
    assert entries[0].source == "entered at the table, game Ligny, bound 1, by the umpire"
    assert learned.tables["t07"].row("canister").values["loss"] == 2
    # Ticked, nothing typed: counted from the pack, not typed; the cell of Table 12 too.
    again, found_again = read(learned, game, battery_fire(Tick("t07", "canister")))
    (factor,) = again.draft.sides[0].factors
    assert (factor.value, factor.typed) == (2, False)
    assert again.can_confirm and not again.resolution.results[0].typed
    assert found_again == ()
    # Its moral column was not typed: it stays unset.
    assert learned.tables["t07"].row("canister").values["moral"] == "?"


def test_a_factor_typed_as_nothing_is_logged_as_nothing(ba_pack, demo):
    preview, _ = read(ba_pack, demo(), battery_fire(Tick("t07", "canister", typed=0), **OUTCOME))
    (factor,) = preview.draft.sides[0].factors
    assert (factor.key, factor.value, factor.typed) == ("canister", 0, True)
    assert preview.draft.sides[0].total == 14


def test_a_factor_is_offered_alone_when_its_outcome_cannot_be_a_cell(ba_pack, demo):
    # A loss in parts of a figure is no cell's outcome; the factor's value still is a cell.
    typed = {"typed_outcomes": {0: "half a figure"}, "figures_lost": {"i-2g": "1/2"}}
    preview, found = read(ba_pack, demo(), battery_fire(CANISTER, **typed))
    assert preview.can_confirm
    assert [type(o).__name__ for o in found] == ["FactorOffer"]


def test_nothing_typed_nothing_offered_and_the_factor_stays_unset(ba_pack, demo):
    preview, found = read(ba_pack, demo(), battery_fire(Tick("t07", "canister"), **OUTCOME))
    assert [f.key for f in preview.resolution.role("firer").unset] == ["canister"]
    # The total is not known, so neither is the cell of Table 12 it would fall on.
    assert preview.can_confirm and found == ()


def test_a_value_typed_for_a_known_cell_is_refused(fixture_pack, demo):
    with pytest.raises(PlayError, match="only for an unset cell; the pack gives -1"):
        read(fixture_pack, demo(fixture_pack), battery_fire(CANISTER))


def melee_pack(fixture_pack):
    """The complete fixture with one Table 8 attacker cell unset."""
    data = fixture_pack.model_dump(mode="json")
    for row in data["tables"]["t08"]["rows"]:
        if row["key"] == "flanking_attack":
            row["values"]["attacker"] = "?"
    return pack_from_data(data)


def two_attackers(first: int, second: int) -> RollChoices:
    def attacker(role, unit, typed):
        tick = Tick("t08", "flanking_attack", typed=typed)
        return RoleChoice(role=role, unit=unit, faces=(4, 4, 4), ticks=(tick,))

    return RollChoices(
        kind="melee",
        roles=(
            attacker("attacker", "i-15", first),
            attacker("attacker2", "ii-15", second),
            RoleChoice(role="defender", unit="i-2g", faces=(3, 3, 3)),
        ),
    )


def test_two_attackers_typing_one_cell_alike_offer_it_once_differently_not_at_all(
    fixture_pack, demo
):
    pack = melee_pack(fixture_pack)
    game = demo(pack)
    preview, found = read(pack, game, two_attackers(3, 3))
    assert preview.can_confirm
    assert [(o.key, o.column, o.value) for o in found] == [("flanking_attack", "attacker", 3)]
    preview, found = read(pack, game, two_attackers(3, 2))
    assert preview.can_confirm and found == ()  # the umpire may not have read them alike
