"""The charts and the figures behind them: losses per side per bound, dice luck against fair
dice, and a disputed roll's odds with its outcome marked."""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

import pytest

from ba_console.packs import load_pack, pack_from_data
from ba_console.reports import charts, tallies
from ba_console.reports import log as log_report
from ba_console.reports.readable import readable
from ba_console.store import Effect, Game, Outcome, RollDraft, RollSide
from tests.reports.club_game import FIXTURE_PACK, club_game, create_club_game


@pytest.fixture(scope="module")
def club(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("charts") / "plancenoit.bagame"
    club_game(path, 60).close()
    return path


def side(natural: tuple[int, ...], unit: str = "i-15") -> RollSide:
    return RollSide(role="firer", unit=unit, dice_source="typed", faces=natural)


def test_a_rolls_percentile_is_exact_from_its_dice():
    # 3D6: 81 of 216 faces total under 10, 27 total 10: 81/216 + 27/432.
    assert tallies.percentile(side((3, 3, 4))) == Fraction(81, 216) + Fraction(27, 432)
    assert tallies.percentile(side((1, 1, 1))) == Fraction(1, 432)
    assert tallies.percentile(side((6, 6, 6))) == 1 - Fraction(1, 432)


def test_luck_sets_each_side_against_what_fair_dice_give(tmp_path):
    game = create_club_game(tmp_path / "luck.bagame", dice_mode="physical")
    game.set_phase(1, "fire")
    for faces in ((6, 6, 6), (6, 6, 5), (5, 6, 6), (6, 5, 5)):
        game.append_roll(RollDraft(kind="fire", sides=[side(faces, "i-15")]))
    for faces in ((1, 2, 3), (4, 3, 3), (2, 2, 1), (6, 1, 3)):
        game.append_roll(RollDraft(kind="fire", sides=[side(faces, "i-1t")]))
    luck = tallies.luck(game.rolls(), readable(game))
    prussia, france = luck.sides
    assert (prussia.side, prussia.rolls, france.side, france.rolls) == ("prussia", 4, "france", 4)
    assert prussia.observed == (0, 0, 0, 0, 4) and prussia.mean > 0.95
    assert prussia.chance < 0.01  # four such rolls: fair dice seldom do that
    assert sum(france.expected) == pytest.approx(4) and france.chance > 0.05
    # Fair dice's bands of a sum are not even: 3D6 totals sit in the middle.
    assert france.expected[2] > france.expected[0]
    game.close()


def test_losses_per_side_per_bound_count_rolls_that_stand(club):
    with Game.open(club, read_only=True) as game:
        names = readable(game)
        losses = tallies.losses(game.rolls(), names)
        expected: dict[tuple[str, int], int] = {}
        for roll in game.rolls():
            if roll.voided_by is not None or roll.kind in ("void", "adjustment"):
                continue
            for effect in roll.effects:
                if effect.what in ("figures", "gunners"):
                    key = (names.side_of[effect.unit], roll.bound)
                    expected[key] = expected.get(key, 0) + effect.from_ - effect.to
    assert losses.bounds == (1, 2, 3, 4)
    for side_key, values in losses.by_side.items():
        for bound, value in zip(losses.bounds, values, strict=True):
            assert value == expected.get((side_key, bound), 0)
    assert losses.total == sum(expected.values()) > 0


def test_a_melees_odds_bar_marks_the_outcome_it_logged(club):
    with Game.open(club, read_only=True) as game:
        names = readable(game)
        melee = next(r for r in game.rolls(kind="melee") if r.voided_by is None)
    (bar,) = tallies.roll_odds(melee, names)
    assert sum(chance for _key, _label, chance, _rolled in bar.segments) == 1
    rolled = [key for key, _label, _chance, was in bar.segments if was]
    assert rolled == [melee.outcome.key]
    assert bar.title == "Attacker vs Defender" and not bar.of_dice
    labels = {label for _key, label, _chance, _rolled in bar.segments}
    assert "Loser in LD (fixture)" in labels  # the pack's words, not its keys


def test_where_the_pack_leaves_the_table_unset_the_bar_is_of_the_dice(tmp_path):
    game = create_club_game(
        tmp_path / "shipped.bagame", pack=load_pack("belle_alliance"), dice_mode="physical"
    )
    game.set_phase(1, "fire")
    row = game.append_roll(
        RollDraft(
            kind="fire",
            sides=[side((2, 3, 4))],
            outcome_typed=True,
            outcome=Outcome(key="2 figures", label="2 figures"),
            effects=[Effect(unit="i-1t", what="figures", from_=26, to=24)],
        )
    )
    (bar,) = tallies.roll_odds(row, readable(game))
    assert bar.of_dice and [key for key, *_ in bar.segments] == ["lower", "same", "higher"]
    assert bar.segments[1][2] == Fraction(25, 216) and bar.segments[1][3]
    game.close()


def test_a_report_of_a_few_rolls_shows_their_odds_and_of_many_losses_and_luck(club):
    with Game.open(club, read_only=True) as game:
        melee = next(r for r in game.rolls(kind="melee") if r.voided_by is None)
        one = log_report.build(game, log_report.Filters(roll=melee.sequence))
        everything = log_report.build(game)
    assert [chart.kind for chart in one.charts] == ["odds"]
    assert one.captions[one.charts[0].name][0].startswith("Logged: ")
    assert [chart.name for chart in everything.charts] == ["losses", "luck"]
    assert everything.captions["luck"][0].startswith("Preussen: ")


def test_charts_draw_as_svg_with_their_words_and_as_png(club):
    with Game.open(club, read_only=True) as game:
        report = log_report.build(game)
    luck = next(chart for chart in report.charts if chart.name == "luck")
    svg = charts.render(luck, "svg").decode("utf-8")
    assert "Dice luck" in svg and "fair dice" in svg and "Preussen" in svg  # text, not paths
    assert charts.render(luck, "png").startswith(b"\x89PNG")
    # The same chart drawn twice is the same file: reports are reproducible.
    assert charts.render(luck, "svg") == charts.render(luck, "svg")


def test_a_rolls_odds_are_those_of_the_pack_it_was_made_with(tmp_path):
    """A pack filled since (a cell remembered in play, the pack editor) does not rewrite an
    earlier roll's odds in the dispute report; and an outcome the umpire typed from the
    book, the pack leaving that total's cell unset, falls in the bar's unset part."""
    full = load_pack(FIXTURE_PACK)
    data = full.model_dump(mode="json", exclude_none=True)
    ten = next(
        band
        for band in data["tables"]["t12"]["bands"]
        if band.get("min", -99) <= 10 <= band.get("max", 99)
    )
    ten["outcome"] = "?"  # the club had not filled this cell when the roll was made
    partial = pack_from_data(data, "fixture with a cell unset")
    game = create_club_game(tmp_path / "filled.bagame", pack=partial, dice_mode="physical")
    game.set_phase(1, "fire")
    row = game.append_roll(
        RollDraft(
            kind="fire",
            sides=[side((3, 3, 4))],  # 10, in the unset cell
            outcome_typed=True,
            outcome=Outcome(key="2 figures", label="2 figures"),
        )
    )
    game.set_pack(
        pack_toml=full.to_toml(),
        pack_id=full.id,
        pack_hash=full.content_hash,
        pack_version=full.version,
    )
    report = log_report.build(game, log_report.Filters(roll=row.sequence))
    (chart,) = report.charts
    # The chance of any total of the unset cell (the fixture's band around 10), on 3D6.
    low, high = ten.get("min", 3), ten.get("max", 18)
    faces = itertools.product(range(1, 7), repeat=3)
    chance = Fraction(sum(low <= sum(throw) <= high for throw in faces), 216)
    assert report.captions[chart.name] == [
        "Logged: not in the pack (read from the book), which had a chance of "
        f"{log_report.percent(float(chance))}."
    ]
    assert 0 < chance < 1
    game.close()


def test_a_roll_with_an_unset_factor_shows_the_dice_not_odds_counting_it_as_0(tmp_path):
    """The fixture with Table 7's canister loss unset (a TEST FIXTURE): a battery's fire
    with canister ticked and no value typed; the outcome typed from the book. Its total
    left the canister out, so no outcome's chance is known: the report shows the dice."""
    data = load_pack(FIXTURE_PACK).model_dump(mode="json", exclude_none=True)
    row = next(r for r in data["tables"]["t07"]["rows"] if r["key"] == "canister")
    row["values"]["loss"] = "?"
    pack = pack_from_data(data, "fixture with canister unset")
    game = create_club_game(tmp_path / "canister.bagame", pack=pack, dice_mode="physical")
    game.set_phase(1, "fire")
    logged = game.append_roll(
        RollDraft(
            kind="artillery_fire",
            sides=[RollSide(role="firer", dice_source="typed", faces=(3, 5, 6))],
            outcome_typed=True,
            outcome=Outcome(key="1 figure", label="1 figure"),
            note="firer: t07 canister unset",
        )
    )
    (bar,) = tallies.roll_odds(logged, readable(game))
    assert bar.of_dice and bar.factor_unset
    report = log_report.build(game, log_report.Filters(roll=logged.sequence))
    (chart,) = report.charts
    assert report.captions[chart.name] == [
        "A ticked factor was unset and no value was typed, so the outcome's odds are unknown; "
        f"the bar shows the dice: dice 14 had a chance of {log_report.percent(15 / 216)}."
    ]
    game.close()
