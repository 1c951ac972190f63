"""Why a factor was ticked from the roster, on hover, in the umpire's language.

The rules modules give each roster tick an English reason (for the log and the CLI) and the
translatable sentence it was made from; the checklist shows that sentence translated, with
the unit's own numbers in it. A Danish umpire reads "enheden er i LU (5.2.0)", not "the
unit is in LD (5.2.0)"; an English umpire reads exactly what was shown before.
"""

from __future__ import annotations

import string
from pathlib import Path
from xml.etree import ElementTree

import pytest

from ba_console.gui.dialogs.roll import RollDialog

TS_FILE = Path(__file__).resolve().parents[2] / "resources" / "translations" / "ba_console_da.ts"


def open_game(qapp, demo_path: Path, data_dir: Path, language: str):
    from ba_console.gui.app import install_translations
    from ba_console.gui.controller import GameController

    assert install_translations(qapp, language)
    controller = GameController(data_dir, language)
    assert controller.open_game(demo_path)
    return controller


@pytest.fixture(params=["da", "en"])
def game_in(request, qapp, demo_path: Path, data_dir: Path):
    """(language, controller): the demo game in bound 3, its Guard battalion i-2g in LD
    with valour +1, and attacked in bound 2 (the flag counts this and next bound)."""
    controller = open_game(qapp, demo_path, data_dir, request.param)
    game = controller.game
    game.set_phase(3, "ordering")
    game.update_unit("i-2g", disorder="LD", valour=1)
    game.add_flag("i-2g", "attacked", set_bound=2)
    yield request.param, controller
    controller.close_game()


HOVER = {
    "da": {
        "prefix": "Afkrydset ud fra styrkelisten: ",
        "slight_disorder_sd": "enheden er i LU (5.2.0)",
        "valour": "enhedens valeur er +1 (5.5.1)",
        "attack_during_this_or_last_bound": "enheden angreb i træk 2 (4.1.1)",
    },
    "en": {
        "prefix": "Ticked from the roster: ",
        "slight_disorder_sd": "the unit is in LD (5.2.0)",
        "valour": "the unit's valour is +1 (5.5.1)",
        "attack_during_this_or_last_bound": "attacked in bound 2 (4.1.1)",
    },
}


@pytest.mark.parametrize(
    "row", ["slight_disorder_sd", "valour", "attack_during_this_or_last_bound"]
)
def test_the_roster_reason_on_hover_is_in_the_interface_language(qtbot, game_in, row):
    language, controller = game_in
    dialog = RollDialog(controller, kind="melee", units=["i-15", "i-2g"])
    qtbot.addWidget(dialog)
    dialog.show()
    defender = dialog.panels[-1]
    assert defender.checklist.is_ticked("t08", row)
    item = defender.checklist.item("t08", row)
    expected = HOVER[language]["prefix"] + HOVER[language][row]
    assert item.toolTip(0) == f"{item.text(0)}\n{expected}"  # on the factor's label
    assert item.toolTip(2) == expected  # on its rule
    # What the dialog hands on for the roll keeps the English reason, whatever the language.
    (tick,) = [t for t in defender.checklist.ticks() if t.key == row]
    assert tick.auto and tick.reason == HOVER["en"][row]


def messages(context: str | None = None) -> list[ElementTree.Element]:
    root = ElementTree.parse(TS_FILE).getroot()
    return [
        message
        for ctx in root.iter("context")
        if context is None or ctx.findtext("name") == context
        for message in ctx.iter("message")
    ]


def test_the_danish_translation_has_no_unfinished_message():
    unfinished = [
        message.findtext("source")
        for message in messages()
        if message.find("translation").get("type") == "unfinished"
    ]
    assert unfinished == []


def placeholders(text: str) -> list[tuple[str, str]]:
    """The {name:spec} fields of a str.format template, sorted."""
    return sorted((name, spec or "") for _, name, spec, _ in string.Formatter().parse(text) if name)


def test_every_danish_rules_sentence_has_the_placeholders_of_its_source():
    # A "{bund}" for "{bound}" or a lost ":+d" would show an English reason (or a valour
    # of "1" for "+1") to the Danish umpire; this names the sentence instead.
    rules = messages("rules")
    assert len(rules) >= 30
    wrong = [
        message.findtext("source")
        for message in rules
        if placeholders(message.findtext("translation") or "")
        != placeholders(message.findtext("source") or "")
    ]
    assert wrong == []
