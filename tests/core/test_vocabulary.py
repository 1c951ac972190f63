"""The console's words for the log's keys and effects, without Qt: any `translate` will do."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from ba_console.core.model import Text
from ba_console.core.vocabulary import (
    BOUND_STARTED_KIND,
    CHANGE,
    bound_started_note,
    effect_label,
    factor_reference,
    is_bound_started_note,
    label,
    table_reference,
    value_label,
    with_names,
)


@dataclass(frozen=True)
class Change:
    """An effect as the store logs it (the core reads only these four fields)."""

    unit: str | None
    what: str
    from_: Any = None
    to: Any = None


def test_an_effect_is_said_in_words_with_names_in_english_by_default():
    names = {"i-15": "I./15th", "hiller": "Oberst von Hiller"}
    assert effect_label(Change("i-15", "disorder", "ordered", "LD"), names) == (
        "I./15th: disorder ordered → LD"
    )
    assert effect_label(Change("i-15", "commander_replaced_by", None, "hiller"), names) == (
        "I./15th: commander replaced by none → Oberst von Hiller"
    )
    assert label("skirmish_line") == "skirmish line" and label("no_such_key") == "no such key"


def test_a_translation_whose_placeholders_do_not_fit_falls_back_to_english():
    def misfit(context: str, text: str) -> str:
        return "{nobody}: {what}" if text == CHANGE else {"figures": "figurer"}.get(text, text)

    assert effect_label(Change("i-15", "figures", 36, 34), translate=misfit) == (
        "i-15: figurer 36 → 34"
    )


def test_the_note_of_a_new_bound_is_the_logs_english():
    assert bound_started_note(2, 1) == "Bound 2 began; 1 flag expired."
    assert bound_started_note(3, 0) == "Bound 3 began; 0 flags expired."


DANISH = {"Table {n}": "Skema {n}", "attacker": "angriber", "{low} to {high}": "{low} til {high}"}


def danish(context: str, text: str) -> str:
    return DANISH.get(text, text)


def flag(key: str, until: int | None) -> dict:
    return {"key": key, "expires_after": until}


def test_a_flag_set_or_removed_is_said_with_the_bound_it_runs_until():
    names = {"i-15": "I./15th"}
    assert effect_label(Change("i-15", "flag", None, flag("fired", 3)), names) == (
        "I./15th: “fired” until bound 3"
    )
    assert effect_label(Change("i-15", "flag", None, flag("fired", None)), names) == (
        "I./15th: “fired” set"
    )
    assert effect_label(Change("i-15", "flag", flag("fired", 3), None), names) == (
        "I./15th: “fired” (until bound 3) removed"
    )
    assert effect_label(Change("i-15", "flag", flag("fired", None), None), names) == (
        "I./15th: “fired” removed"
    )


def penalty(value: int) -> dict:
    return {"value": value, "until_bound": 4}


def test_a_side_penalty_is_said_with_its_sign_and_the_bound_it_runs_until():
    assert effect_label(Change("france", "side_penalty", None, penalty(-2))) == (
        "side france: penalty −2 until bound 4"
    )
    assert effect_label(Change("france", "side_penalty", None, penalty(1))) == (
        "side france: penalty +1 until bound 4"
    )
    assert effect_label(Change("france", "side_penalty", None, penalty(0))) == (
        "side france: penalty ±0 until bound 4"
    )
    assert effect_label(Change("france", "side_penalty", penalty(-1), None)) == (
        "side france: penalty −1 (until bound 4) removed"
    )


def test_a_valour_lost_reads_with_the_minus_sign_of_the_factors_beside_it():
    # The log viewer listed "valour: 0 → -1" under factors of "−3" and "−2"; the log keeps
    # the number, -1, as it was.
    assert effect_label(Change("i-2g", "valour", 0, -1)) == "i-2g: valour 0 → −1"
    assert effect_label(Change("i-2g", "valour", -2, 1)) == "i-2g: valour −2 → 1"
    assert value_label(-3, {}) == "−3"


def test_a_part_of_a_figure_is_said_as_the_part_summed_later():
    assert effect_label(Change("i-15", "loss_part", None, "1/2")) == (
        "i-15: 1/2 of a figure lost, summed with this phase's other losses (3.1.5)"
    )


def test_a_logged_value_is_said_as_a_word_a_name_or_itself():
    names = {"hiller": "Oberst von Hiller"}
    assert [value_label(v, names) for v in (None, True, False, "hiller", "MD", 36, "x_y")] == [
        "none",
        "yes",
        "no",
        "Oberst von Hiller",
        "MD",
        "36",
        "x_y",
    ]
    assert value_label("attacker", {}, danish) == "angriber"  # a word of the vocabulary
    assert value_label("attacker", {"attacker": "a unit keyed so"}, danish) == "a unit keyed so"


def test_only_the_consoles_own_sentence_of_a_new_bound_is_said_again_in_another_language():
    note = bound_started_note(2, 1)
    assert is_bound_started_note(BOUND_STARTED_KIND, 2, note, 1)
    assert not is_bound_started_note(BOUND_STARTED_KIND, 2, note, 0)  # not this row's flags
    assert not is_bound_started_note(BOUND_STARTED_KIND, 2, "the umpire's words", 1)
    assert not is_bound_started_note("fire", 2, note, 1)


@dataclass(frozen=True)
class Table:
    """What `table_reference` reads of a pack's table: its number, title, classes."""

    number: int | None = None
    title: Any = None
    classes: Any = None


def test_a_table_is_named_by_its_number_in_the_interfaces_language():
    assert table_reference(16) == "Table 16"
    assert table_reference(16, translate=danish) == "Skema 16"
    assert table_reference("t08") == "Table 8"
    assert table_reference("t08", translate=danish) == "Skema 8"
    assert table_reference("1.1.4, Table 10", translate=danish) == "1.1.4, Skema 10"
    assert table_reference("4.1.3") == "4.1.3"


def test_a_table_id_that_is_more_than_its_number_keeps_the_id_beside_it():
    assert table_reference("t19r") == "Table 19 (t19r)"
    tables = {"charge_test": Table(number=7), "t19r": Table(number=19)}
    assert table_reference("charge_test", tables) == "Table 7 (charge_test)"
    assert table_reference("t19r: 9", tables) == "Table 19 (t19r): 9"
    # The pack's number wins over the id's digits.
    assert table_reference("t05", {"t05": Table(number=7)}) == "Table 7 (t05)"


def test_a_table_without_a_number_is_named_by_its_title_or_else_its_id():
    title = Text(en="Charge morale test", da="Chokmoraltest")
    tables = {"charge_test": Table(title=title), "bare": Table()}
    assert table_reference("charge_test", tables, "da") == "Chokmoraltest"
    assert table_reference("charge_test", tables, "en") == "Charge morale test"
    assert table_reference("bare", tables) == "bare"


@pytest.mark.parametrize(
    ("logged", "shown"),
    [
        ("t18: 17-18", "Table 18: 17–18"),
        ("t18: 0", "Table 18: 0"),
        ("t11: -3 to 2", "Table 11: −3 to 2"),
        ("t11: … to -1", "Table 11: … to −1"),
        ("t12: 14-… / attacker", "Table 12: 14–… / attacker"),
        ("t12: unclear words", "Table 12: unclear words"),
    ],
)
def test_a_logged_cell_is_named_with_its_range_and_column(logged, shown):
    assert table_reference(logged) == shown


def test_a_cell_is_said_in_the_interfaces_language():
    assert table_reference("t12: -2 to 3 / attacker", translate=danish) == (
        "Skema 12: −2 til 3 / angriber"
    )


def test_a_threshold_cell_names_its_class_as_the_pack_or_the_vocabulary_does():
    classes = {"guard_elite": Text(en="Guard and elite", da="Garde og elite")}
    tables = {"formation_test": Table(title=Text(en="Test", da="Test"), classes=classes)}
    assert table_reference("formation_test: guard_elite 7+", tables, "da") == (
        "Test: Garde og elite 7+"
    )
    assert table_reference("formation_test: line 5+", tables) == "Test: line 5+"


@dataclass(frozen=True)
class Factor:
    table: str | None
    column: str | None
    rule: str | None


def test_a_factor_is_placed_by_its_table_column_and_rule():
    assert factor_reference(Factor("t08", "attacker", "1.1.4, Table 10"), translate=danish) == (
        "Skema 8 · angriber · 1.1.4, Skema 10"
    )
    assert factor_reference(Factor(None, None, "4.1.3")) == "4.1.3"
    assert factor_reference(Factor("t08", None, None)) == "Table 8"


# --- a logged note read with the roster's names ------------------------------------------

NAMES = {"i-15": "I./15th", "ii-15": "II./15th", "i-1t": "1/1e Tirailleurs", "hiller": "Hiller"}


@pytest.mark.parametrize(
    ("note", "shown"),
    [
        ("typed from the book: i-1t loses 2", "typed from the book: 1/1e Tirailleurs loses 2"),
        ("ii-15 went MD, i-15 went LD.", "II./15th went MD, I./15th went LD."),
        ("although I./15th (i-15): no", "although I./15th: no"),
        ("I./15th (i-15) and i-15 again", "I./15th and I./15th again"),
        ("roll-off of hiller; i-15b, xi-15, i-15-2", "roll-off of Hiller; i-15b, xi-15, i-15-2"),
        ("no key here", "no key here"),
        ("", ""),
    ],
)
def test_a_note_names_each_roster_key_by_its_name(note, shown):
    assert with_names(note, NAMES) == shown


def test_a_key_is_read_whole_when_a_longer_key_begins_with_it():
    names = {"i-15": "I./15th", "i-15.2": "2nd company"}
    assert with_names("i-15.2 fell back; i-15.", names) == "2nd company fell back; I./15th."


def test_without_names_a_note_is_shown_as_logged():
    assert with_names("i-15 went LD", {}) == "i-15 went LD"


def test_a_key_without_a_name_of_its_own_stays_a_key():
    names = {"i-15": "", "ii-15": "ii-15", "hiller": "Hiller"}
    assert with_names("i-15 and ii-15 saw hiller", names) == "i-15 and ii-15 saw Hiller"


def test_a_key_that_could_be_a_plain_word_is_left_alone():
    """Letters only and three or fewer: "of", "ney" are an umpire's words; "kell" is a key."""
    names = {"of": "Officer", "ney": "Marshal Ney", "kell": "Kellermann", "x1": "Battery X"}
    assert with_names("ney of kell, x1", names) == "ney of Kellermann, Battery X"
    assert with_names("ney of the guard", {"of": "Officer", "ney": "Ney"}) == "ney of the guard"
