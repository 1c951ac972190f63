"""The warnings a roll's effects raise: English for the log and the CLI, and the translatable
template it was made from (with its arguments) for the roll dialog to say in the umpire's
language, with the unit's name for its key.

Each warning the rules modules can raise is provoked here as a roll would provoke it; its
English must read exactly as before (the CLI's JSON keeps it), and its template must fill
in to that English. A warning added to a rules module without a case here fails the
coverage test, and one made without a template (shown in English to a Danish umpire) fails
the source test.
"""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

import pytest

from ba_console.core.resolve import Resolution, RoleInput, resolve_roll
from ba_console.rules import belle_alliance as ba
from ba_console.rules import general_de_brigade as gdb
from ba_console.rules.common import UnitState

ROOT = Path(__file__).resolve().parents[2]
RULES_MODULES = {"ba": ba, "gdb": gdb}
TS_FILE = ROOT / "resources" / "translations" / "ba_console_da.ts"


def roll(pack, kind: str, roles, typed: dict[int, str] | None = None) -> Resolution:
    """`kind` rolled with typed dice: `roles` is (role, unit, faces) for each role."""
    inputs = [RoleInput(role=role, unit=unit, faces=faces) for role, unit, faces in roles]
    return resolve_roll(pack.roll(kind), pack.tables, pack.dice_spec, inputs, None, typed)


TARGET = UnitState("t", figures_start=10, figures=10, valour=1)


def typed_outcome_ba(packs):
    resolution = roll(packs["ba"], "fire", [("firer", "u", (3, 5, 6))], {0: "2 figures and LD"})
    return ba.effects_of(packs["ba"], resolution, {}, 2)


def side_unknown(packs):
    # Table 18, 17-18: the staff figure falls and its side takes −2; no side was given.
    return ba.effects_of(
        packs["ba"], roll(packs["ba"], "catch", [("owner", "adc", (6, 6, 5))]), {}, 2
    )


def no_affected_unit(packs):
    # The FIXTURE's Table 12 answers (loss_2_md), but the fire has no target.
    resolution = roll(packs["fixture"], "fire", [("firer", "u", (5, 5, 5))])
    return ba.effects_of(packs["fixture"], resolution, {}, 2)


def typed_losses_replace_table(packs):
    resolution = roll(packs["fixture"], "fire", [("firer", "u", (5, 5, 5))])
    return ba.effects_of(
        packs["fixture"], resolution, {"t": TARGET}, 2,
        targets={"firer": "t"}, figures_lost={"t": [3]},
    )  # fmt: skip


def unit_unknown(packs):
    resolution = roll(packs["ba"], "fire", [("firer", "u", (3, 5, 6))], {0: "x"})
    return ba.effects_of(packs["ba"], resolution, {}, 2, figures_lost={"ghost": [2]})


def fd_loss(packs):
    resolution = roll(packs["ba"], "fire", [("firer", "u", (3, 5, 6))], {0: "x"})
    return ba.effects_of(
        packs["ba"], resolution, {"t": TARGET}, 2, targets={"firer": "t"}, disorder={"t": "FD"}
    )


def typed_outcome_gdb(packs):
    resolution = roll(packs["gdb"], "charge_test", [("unit", "b", (3, 2))], {0: "halts at 10 cm"})
    return gdb.effects_of(packs["gdb"], resolution, {})


def losses_not_whole(packs):
    # A melee's losses typed as a part of a figure: General de Brigade keeps no parts.
    resolution = roll(
        packs["gdb"], "melee", [("attacker", "a", (5, 6)), ("defender", "t", (1, 2))], {0: "rout"}
    )
    return gdb.effects_of(packs["gdb"], resolution, {"t": TARGET}, {"t": ["3/2"]})


# (module, code, what provokes it, the English message as the CLI prints it, its unit)
CASES = [
    (
        "ba",
        "typed_outcome_effects",
        typed_outcome_ba,
        "result 0: '2 figures and LD' was typed from the book; enter its effects "
        "(figures lost, disorder) by hand",
        None,
    ),
    ("ba", "side_unknown", side_unknown, "owner: give the side for its penalty", None),
    (
        "ba",
        "no_affected_unit",
        no_affected_unit,
        "result 0: 'loss_2_md' has a figures_lost effect but no unit it falls on "
        "(give the fire's target; a melee tie has no loser)",
        None,
    ),
    (
        "ba",
        "typed_losses_replace_table",
        typed_losses_replace_table,
        "t: figures lost typed by the umpire replace the table's",
        "t",
    ),
    (
        "ba",
        "unit_unknown",
        unit_unknown,
        "ghost is not among the units: valour not computed",
        "ghost",
    ),
    (
        "ba",
        "fd_loss",
        fd_loss,
        "t goes into FD: take the loss on entering FD from the book (5.4.1)",
        "t",
    ),
    (
        "gdb",
        "typed_outcome_effects",
        typed_outcome_gdb,
        "'book: halts at 10 cm' was typed from the book; enter its effects by hand",
        None,
    ),
    (
        "gdb",
        "losses_not_whole",
        losses_not_whole,
        "t: type the figures lost as a whole number of figures",
        "t",
    ),
]


@pytest.fixture(scope="module")
def packs(ba_pack, gdb_pack, fixture_pack):
    return {"ba": ba_pack, "gdb": gdb_pack, "fixture": fixture_pack}


def danish_rules_sentences() -> dict[str, str]:
    root = ElementTree.parse(TS_FILE).getroot()
    return {
        message.findtext("source") or "": message.findtext("translation") or ""
        for context in root.iter("context")
        if context.findtext("name") == "rules"
        for message in context.iter("message")
    }


@pytest.mark.parametrize(
    ("module", "code", "provoke", "english", "unit"), CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES]
)
def test_each_warning_says_its_english_from_a_translatable_template(
    packs, module, code, provoke, english, unit
):
    _effects, warnings = provoke(packs)
    warning = next(w for w in warnings if w.code == code)
    assert warning.message == english  # the CLI's JSON and the log read as before
    assert warning.to_dict() == {"code": code, "unit": unit, "message": english}
    assert warning.template and warning.template.format(**warning.args) == english
    # The dialog shows the unit's name in place of the key: the key must be the argument.
    if unit is not None:
        assert warning.args["unit"] == unit
    # Marked for Qt Linguist (context "rules") and translated: a Danish umpire reads Danish.
    assert danish_rules_sentences().get(warning.template)


def test_every_warning_of_the_rules_modules_has_a_case():
    raised = set()
    for name, module in RULES_MODULES.items():
        path = Path(module.__file__)
        files = sorted(path.parent.glob("*.py")) if path.name == "__init__.py" else [path]
        source = "\n".join(file.read_text(encoding="utf-8") for file in files)
        # A warning made without its template would reach the Danish dialog in English.
        assert "RuleWarning(" not in source, name
        made = r'(?:RuleWarning\.from_template|\.warn)\(\s*"(\w+)"'
        raised |= {(name, code) for code in re.findall(made, source)}
    assert raised == {(module, code) for module, code, *_ in CASES}
