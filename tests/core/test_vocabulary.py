"""The console's words for the log's keys and effects, without Qt: any `translate` will do."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ba_console.core.vocabulary import CHANGE, bound_started_note, effect_label, label


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
