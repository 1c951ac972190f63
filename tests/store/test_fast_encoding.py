"""The hand-built row encoding and the unit-effect checks agree with the general paths.

`encode_row` writes the canonical JSON of sides, effects and outcome by hand (it runs
once per logged roll); the hashed text must be byte-for-byte what `canonical_json` of
pydantic's `model_dump` gives, or every hash in existing game files would break. Roll
effects on a unit check only the changed field (`validate_unit_change`); that must
refuse exactly what `validate_unit` refuses, with the same message.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ba_console.store import (
    Effect,
    Factor,
    Game,
    Outcome,
    RollDraft,
    RollError,
    RollSide,
    Unit,
    canonical_json,
)
from ba_console.store.codec import effect_json, encode_row, outcome_json, side_json
from ba_console.store.errors import RosterError
from ba_console.store.models import UNIT_FIELDS, validate_unit, validate_unit_change
from ba_console.store.records import EFFECT_KINDS

TEXT = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=12)
KEYS = st.from_regex(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,8}", fullmatch=True)
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-(10**20), 10**20), TEXT)
JSON = st.recursive(
    st.one_of(SCALARS, st.floats(allow_nan=False, allow_infinity=False)),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(TEXT, inner, max_size=3)),
    max_leaves=6,
)

factors = st.builds(
    Factor,
    key=TEXT.filter(bool),
    label=TEXT,
    value=st.integers(-20, 20),
    table=st.none() | TEXT,
    column=st.none() | TEXT,
    rule=st.none() | TEXT,
    auto=st.booleans(),
    count=st.none() | st.integers(2, 5),
    typed=st.booleans(),
)


@st.composite
def sides(draw: st.DrawFn) -> RollSide:
    die_sides = draw(st.integers(2, 256))
    faces = draw(st.lists(st.integers(1, die_sides), min_size=1, max_size=4))
    console = draw(st.booleans())
    counted = draw(st.lists(factors, max_size=3))
    return RollSide(
        role=draw(KEYS),
        unit=draw(st.none() | KEYS),
        dice_source="console" if console else "typed",
        faces=faces,
        die_sides=die_sides,
        draw=draw(st.none() | st.integers(1, 10**6)) if console else None,
        factors=counted,
        total=draw(st.none() | st.integers(-50, 900)),
    )


@st.composite
def effects(draw: st.DrawFn) -> Effect:
    what = draw(st.sampled_from(EFFECT_KINDS))
    unit = draw(KEYS)
    if what == "flag":
        payload = {"key": draw(KEYS), "expires_after": draw(st.none() | st.integers(1, 99))}
    elif what == "side_penalty":
        payload = {"value": draw(st.integers(-5, 5)), "until_bound": draw(st.integers(1, 99))}
    elif what == "loss_part":  # a part of a figure: a positive fraction, in `to` only
        part = draw(st.fractions(min_value=Fraction(1, 12), max_value=99, max_denominator=12))
        return Effect(unit=unit, what=what, to=str(part))
    else:
        return Effect(unit=unit, what=what, from_=draw(JSON), to=draw(JSON))
    if draw(st.booleans()):
        return Effect(unit=unit, what=what, to=payload)
    return Effect(unit=unit, what=what, from_=payload)


def _general(value: RollSide | Effect | Outcome) -> str:
    return canonical_json(value.model_dump(mode="json", by_alias=True))


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.lists(sides(), max_size=3), st.lists(effects(), max_size=4),
       st.none() | st.builds(Outcome, key=TEXT, label=TEXT), st.lists(KEYS, max_size=3),
       st.booleans(), st.none() | st.integers(1, 99))  # fmt: skip
def test_hand_built_row_text_is_the_canonical_json(
    drawn_sides: list[RollSide],
    drawn_effects: list[Effect],
    outcome: Outcome | None,
    units: list[str],
    void: bool,
    last_draw: int | None,
) -> None:
    row = encode_row(
        sequence=3, time="2025-06-18T18:30:00+00:00", bound=2, phase="melee", sub_phase=None,
        kind="void" if void else "melee", units=units, sides=drawn_sides, cell="t11: ±3",
        outcome_typed=outcome is not None, outcome=outcome, effects=drawn_effects,
        note="Säbel «vorwärts» \u2028", pack_hash="p", voids=1 if void else None,
        void_reason="typed in wrong" if void else None, prev_hash="x", last_draw=last_draw,
        draw_head=None if last_draw is None else "h",
    )  # fmt: skip
    assert row[6] == canonical_json(units)
    assert row[7] == canonical_json([s.model_dump(mode="json") for s in drawn_sides])
    assert row[10] == (None if outcome is None else _general(outcome))
    assert row[11] == canonical_json(
        [e.model_dump(mode="json", by_alias=True) for e in drawn_effects]
    )


def test_known_sides_and_effects_encode_as_before() -> None:
    """Hand-checked texts: typed and console sides, a factor with no table, a flag, unicode."""
    typed = RollSide(role="firer", unit="u1", dice_source="typed", faces=(6, 5, 1),
                     factors=[Factor(key="range", label="Kurz «Ø»", value=-1)])  # fmt: skip
    console = RollSide(role="target", dice_source="console", faces=(2,), die_sides=10, draw=4)
    assert side_json(typed) == (
        '{"dice_source":"typed","die_sides":6,"faces":[6,5,1],"factors":[{"auto":false,'
        '"column":null,"key":"range","label":"Kurz «Ø»","rule":null,"table":null,"value":-1}],'
        '"natural":12,"role":"firer","total":11,"unit":"u1"}'
    )
    assert side_json(console) == _general(console)
    assert '"draw":4,' in side_json(console)
    # A value the umpire typed from the book for an unset cell says so; one the pack gave
    # has no `typed` key at all, as before the mark existed.
    book = RollSide(role="firer", dice_source="typed", faces=(1,), die_sides=6,
                    factors=[Factor(key="canister", value=2, table="t07", typed=True)])  # fmt: skip
    assert side_json(book) == _general(book)
    assert '"table":"t07","typed":true,"value":2}' in side_json(book)
    assert '"typed":' not in side_json(typed)
    flag = Effect(unit="u1", what="flag", to={"key": "fired", "expires_after": None})
    assert effect_json(flag) == (
        '{"from":null,"to":{"expires_after":null,"key":"fired"},"unit":"u1","what":"flag"}'
    )
    nested = Effect(unit="u1", what="figures", from_=2.5, to=[1, {"b": None, "a": "é"}])
    assert effect_json(nested) == _general(nested)
    assert outcome_json(Outcome(key="rout", label="Flugt")) == '{"key":"rout","label":"Flugt"}'


UNIT = Unit(key="u1", name="Fusiliers", side="a", arm="artillery", type="foot",
            figures_start=4, figures=3, gunners_start=8, gunners=6, valour_start=1, valour=0,
            supplies_left=2)  # fmt: skip
CHANGED_VALUES = st.one_of(
    st.integers(-8, 12), st.booleans(), st.none(), st.sampled_from(
        ["ordered", "LD", "FD", "square", "line", "limbered", "", " ", "c1", "bad key", "Name"]
    )
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(["infantry", "artillery"]),
       st.sampled_from([f for f in UNIT_FIELDS if f not in ("key", "side", "arm", "type")]),
       CHANGED_VALUES)  # fmt: skip
def test_checking_one_changed_field_refuses_what_the_whole_check_refuses(
    arm: str, name: str, value: object
) -> None:
    unit = UNIT if arm == "artillery" else UNIT._replace(
        arm="infantry", type="line", gunners_start=0, gunners=0
    )  # fmt: skip
    values = {field: getattr(unit, field) for field in UNIT_FIELDS}
    try:
        validate_unit(unit._replace(**{name: value}))
    except RosterError as whole:
        with pytest.raises(RosterError) as changed:
            validate_unit_change(values, name, value)
        assert str(changed.value) == str(whole)
        assert changed.value.field == whole.field
    else:
        validate_unit_change(values, name, value)


def test_the_returned_roll_is_the_roll_read_back(game: Game) -> None:
    """`append_roll` builds its result without validating again: it must equal the stored row
    (console draws bound, effects applied), read back and validated."""
    draft = RollDraft(
        kind="melee",
        sides=[
            RollSide(role="attacker", unit="i-15", dice_source="console",
                     faces=game.console_faces("melee", "attacker", 3),
                     factors=[Factor(key="charge", label="Angreb", value=1, table="t08")]),
            RollSide(role="defender", unit="i-1t", dice_source="typed", faces=(6, 6, 1)),
        ],
        outcome=Outcome(key="push", label="Tilbage"),
        effects=[
            Effect(unit="i-1t", what="figures", from_=26, to=24),
            Effect(unit="i-1t", what="disorder", from_="ordered", to="LD"),
            Effect(unit="i-1t", what="figures", from_=24, to=23),
            Effect(unit="i-15", what="flag", to={"key": "charged", "expires_after": 2}),
        ],
    )  # fmt: skip
    logged = game.append_roll(draft)
    stored = game.roll(logged.sequence)
    assert logged == stored
    assert logged.model_dump() == stored.model_dump()
    assert logged.sides[0].draw == game.console_draws()[-1].draw
    assert (game.unit("i-1t").figures, game.unit("i-1t").disorder) == (23, "LD")
    assert game.verify().ok


def test_a_unit_effect_that_breaks_a_rule_logs_nothing(game: Game) -> None:
    draft = RollDraft(
        kind="fire",
        effects=[
            Effect(unit="bty", what="gunners", from_=8, to=6),
            Effect(unit="bty", what="gunners_start", from_=8, to=5),
        ],
    )
    with pytest.raises(RollError, match=r"effect 2 \(gunners_start\): unit 'bty': gunners: 6 is"):
        game.append_roll(draft)
    assert game.unit("bty").gunners == 8 and game.roll_count() == 0
