"""Melee: units of melee, figures compared, who may attack or charge, and the Table 8
column a defender that attacks too reads (4.1.1-4.1.3, 2.3.3).

Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.rules.belle_alliance.fire import WORK_OR_REST, units_of_fire
from ba_console.rules.belle_alliance.flags import flag_active, may_charge
from ba_console.rules.common import DefenderColumn, UnitState
from ba_console.rules.interface import CountedUnits

MELEE = "melee"

MELEE_REASONS = {
    "md_no_attack": QT_TRANSLATE_NOOP("rules", "unit in MD cannot attack (4.1.1)"),
    "fd_no_attack": QT_TRANSLATE_NOOP("rules", "unit in FD cannot attack (4.1.1)"),
    "huddle_no_attack": QT_TRANSLATE_NOOP("rules", "a huddle cannot attack (1.3.1, 4.1.1)"),
    "fast_march_attack": QT_TRANSLATE_NOOP(
        "rules", "unit used fast march this bound: cannot attack (2.3.2)"
    ),
    "work_no_attack": QT_TRANSLATE_NOOP("rules", "unit at work cannot attack (1.3.5)"),
    "rest_no_attack": QT_TRANSLATE_NOOP("rules", "unit at rest cannot attack (1.3.6)"),
    "ld_no_charge": QT_TRANSLATE_NOOP("rules", "unit in LD cannot charge (2.3.3)"),
    "charge_wait": QT_TRANSLATE_NOOP(
        "rules", "unit charged in bound {bound}: 4 bounds must pass before it charges again (2.3.3)"
    ),
}
# Units at work or at rest (1.3.5, 1.3.6), with the reason a factor row is ticked.
WORK_REST_REASONS = {
    "work": QT_TRANSLATE_NOOP("rules", "the unit is at work (1.3.5, 1.3.6)"),
    "rest": QT_TRANSLATE_NOOP("rules", "the unit is at rest (1.3.5, 1.3.6)"),
}


def is_cavalry(unit: UnitState) -> bool:
    return unit.arm == "cavalry"


def units_of_melee(figures: int) -> tuple[int, ...]:
    """Units of melee, 4.1.3: counted as units of fire are, artillery as infantry."""
    return units_of_fire(figures, "infantry")


# 4.1.3 (digest §d): the figures counted for melee losses and prisoners are the two front
# ranks; in a flank attack the two outermost files, in a rear attack the two rear ranks;
# artillery, all figures; skirmish lines by 4.3.1. The result itself counts all figures.
COUNTED_RANKS = 2
# 1.3.1: a line stands in 2 ranks; a column of march is 2 figures wide.
LINE_RANKS = 2
COLUMN_OF_MARCH_WIDTH = 2
MELEE_COUNT_TEXTS = {
    "artillery": QT_TRANSLATE_NOOP(
        "rules", "units of melee, all {n} gunners (artillery): {units} (4.1.3)"
    ),
    "line": QT_TRANSLATE_NOOP(
        "rules", "units of melee, the two ranks of a line, all {n} figures: {units} (4.1.3)"
    ),
    "line_defender": QT_TRANSLATE_NOOP(
        "rules",
        "units of melee, the two ranks of a line, all {n} figures: {units}; in a flank "
        "attack, its two outer files, {flank} figures: {flank_units} (4.1.3)",
    ),
    "column_of_march": QT_TRANSLATE_NOOP(
        "rules",
        "units of melee, the two front ranks of a column of march (2 wide), {n} figures: "
        "{units} (4.1.3)",
    ),
    "column_of_march_defender": QT_TRANSLATE_NOOP(
        "rules",
        "units of melee, the two front ranks of a column of march (2 wide), {n} figures: "
        "{units}; in a flank attack, its two files, all {flank} figures: {flank_units}; in a "
        "rear attack, its two rear ranks, as the umpire counts them (4.1.3)",
    ),
    "frontage": QT_TRANSLATE_NOOP(
        "rules",
        "units of melee: its two front ranks, twice its frontage in figures, as the umpire "
        "counts them (4.1.3)",
    ),
    "frontage_defender": QT_TRANSLATE_NOOP(
        "rules",
        "units of melee: its two front ranks, twice its frontage in figures; in a flank "
        "attack its two outer files, in a rear attack its two rear ranks; as the umpire "
        "counts them (4.1.3)",
    ),
    "faces_out": QT_TRANSLATE_NOOP(
        "rules",
        "units of melee: it faces out on every side (1.3.1); the umpire counts the two ranks "
        "facing the attack (4.1.3)",
    ),
    "skirmish_line": QT_TRANSLATE_NOOP(
        "rules",
        "units of melee: its figures within 15 cm of the enemy, as the umpire counts them (4.3.1)",
    ),
    "umpire": QT_TRANSLATE_NOOP(
        "rules",
        "units of melee: its formation does not tell its ranks; the umpire counts its two "
        "front ranks, in a flank attack its two outer files, in a rear attack its two rear "
        "ranks (4.1.3)",
    ),
}


def _units_text(figures: int) -> str:
    units = units_of_melee(figures)
    return "+".join(str(n) for n in units) if units else "0"


def melee_count(unit: UnitState, role: str) -> CountedUnits:
    """The figures that count for the losses and prisoners a melee side inflicts, and its
    units of melee, 4.1.3 (digest §d), as far as the roster tells them.

    The console holds a unit's formation, not its ranks on the table, so it gives a number
    only where the formation fixes it (1.3.1): artillery counts all its gunners; a line
    stands in two ranks, so its two front ranks (and, attacked in the rear, its two rear
    ranks) are all its figures, and its two outer files 4 figures; a column of march is 2
    figures wide, so its two front ranks are 4 figures and its two files all of them. An
    attacker fights with its front; only the defender is shown the flank and rear counts
    (an attacker hit in flank or rear becomes a defender, 4.1.1). Everywhere else (a
    column's frontage, the face of a square attacked, a skirmish line's figures within
    15 cm, 4.3.1, a unit at work, at rest or in FD) the umpire counts them on the table:
    `figures` is None and no units are given, never a guess.
    """
    defender = role == "defender"

    def counted(key: str, figures: int | None, **args: str | int) -> CountedUnits:
        rule = "4.3.1" if key == "skirmish_line" else "4.1.3"
        units = units_of_melee(figures) if figures is not None else ()
        if figures is not None:
            args = {"n": figures, "units": _units_text(figures), **args}
        return CountedUnits("melee", figures, units, rule, MELEE_COUNT_TEXTS[key], args)

    if unit.is_artillery:
        return counted("artillery", unit.counted_figures)
    figures = unit.figures
    if unit.disorder == "FD":
        return counted("umpire", None)  # not a closed formation (5.4.0)
    if unit.formation == "line":
        if not defender:
            return counted("line", figures)
        flank = min(figures, COUNTED_RANKS * LINE_RANKS)
        return counted("line_defender", figures, flank=flank, flank_units=_units_text(flank))
    if unit.formation == "column_of_march":
        front = min(figures, COUNTED_RANKS * COLUMN_OF_MARCH_WIDTH)
        if not defender:
            return counted("column_of_march", front)
        return counted(
            "column_of_march_defender", front, flank=figures, flank_units=_units_text(figures)
        )
    if unit.formation == "attack_column":
        return counted("frontage_defender" if defender else "frontage", None)
    if unit.formation in ("square", "battalion_mass", "huddle"):
        return counted("faces_out", None)
    if unit.formation == "skirmish_line":
        return counted("skirmish_line", None)
    return counted("umpire", None)


FIGURE_RATIO_TIERS = (
    (Fraction(3), "figures_200_per_cent_more"),
    (Fraction(2), "figures_100_per_cent_more"),
    (Fraction(3, 2), "figures_50_per_cent_more"),
)


def figure_ratio_key(own: int, other: int) -> str | None:
    """Which of Table 8's "50 % / 100 % / 200 % more figures" rows applies, 4.1.3.

    The console's reading: only the highest tier reached counts (the book's grouping
    lines are not known to us, but the three rows describe one comparison). 50 % more
    means at least 1.5 times the other's figures. None when no tier is reached or the
    other side has no figures to compare with.
    """
    if own <= 0 or other <= 0:
        return None
    ratio = Fraction(own, other)
    for tier, key in FIGURE_RATIO_TIERS:
        if ratio >= tier:
            return key
    return None


def attack_restrictions(unit: UnitState, bound: int) -> list[str]:
    """Why the unit may not attack now, 4.1.1 (MD/FD, huddle, fast march), 1.3.5 and 1.3.6
    (at work or at rest: "no attack, fire or movement")."""
    reasons: list[str] = []
    if unit.formation in WORK_OR_REST:
        reasons.append(f"{unit.formation}_no_attack")
    if unit.disorder == "MD":
        reasons.append("md_no_attack")
    if unit.disorder == "FD":
        reasons.append("fd_no_attack")
    if unit.formation == "huddle":
        reasons.append("huddle_no_attack")
    if flag_active("fast_march", unit.flags.get("fast_march", ()), bound):
        reasons.append("fast_march_attack")
    return reasons


def charge_restrictions(unit: UnitState, bound: int) -> list[str]:
    """Why the unit may not charge now, 2.3.3 (LD, the 4-bound wait)."""
    reasons: list[str] = []
    if unit.disorder == "LD":
        reasons.append("ld_no_charge")
    if not may_charge(unit.flags.get("charged", ()), bound):
        reasons.append("charge_wait")
    return reasons


# Why a melee's defender reads Table 8's attacker or defender column: code → (rule, the
# English sentence). `{unit}` is a unit's key (the dialog shows its name). The codes of
# `attack_restrictions` are reused for the reasons a unit may not attack at all.
DEFENDER_COLUMN_REASONS: dict[str, tuple[str, str]] = {
    "attacks_too": (
        "4.1.3",
        QT_TRANSLATE_NOOP(
            "rules", "Attacks too: reads the attacker column (its order attacks {unit}, 4.1.3)"
        ),
    ),
    "no_attack_order": (
        "4.1.3",
        QT_TRANSLATE_NOOP("rules", "Defends: no attack order of its own this bound (4.1.3)"),
    ),
    "attacks_elsewhere": (
        "4.1.3",
        QT_TRANSLATE_NOOP(
            "rules", "Defends: its order attacks {unit}, not an attacker in this melee (4.1.3)"
        ),
    ),
    "md_no_attack": (
        "4.1.1",
        QT_TRANSLATE_NOOP("rules", "In MD it cannot attack: fights as defender (4.1.1)"),
    ),
    "fd_no_attack": (
        "4.1.1",
        QT_TRANSLATE_NOOP("rules", "In FD it cannot attack: fights as defender (4.1.1)"),
    ),
    "huddle_no_attack": (
        "1.3.1, 4.1.1",
        QT_TRANSLATE_NOOP("rules", "A huddle cannot attack: fights as defender (1.3.1, 4.1.1)"),
    ),
    "fast_march_attack": (
        "2.3.2",
        QT_TRANSLATE_NOOP(
            "rules", "Used fast march this bound, it cannot attack: fights as defender (2.3.2)"
        ),
    ),
    "work_no_attack": (
        "1.3.5",
        QT_TRANSLATE_NOOP("rules", "At work it cannot attack: fights as defender (1.3.5)"),
    ),
    "rest_no_attack": (
        "1.3.6",
        QT_TRANSLATE_NOOP("rules", "At rest it cannot attack: fights as defender (1.3.6)"),
    ),
    "artillery_defends": (
        "Table 8",
        QT_TRANSLATE_NOOP("rules", "Artillery does not attack: fights as defender (Table 8)"),
    ),
    "hit_in_flank_or_rear": (
        "4.1.1",
        QT_TRANSLATE_NOOP(
            "rules", "Hit in flank or rear: loses its own attack, fights as defender (4.1.1)"
        ),
    ),
    "infantry_attacked_by_cavalry": (
        "4.1.1",
        QT_TRANSLATE_NOOP(
            "rules",
            "Infantry attacked by cavalry: loses its own attack, fights as defender (4.1.1)",
        ),
    ),
}


def _because(code: str, attacks_too: bool = False, **args: str | int) -> DefenderColumn:
    rule, template = DEFENDER_COLUMN_REASONS[code]
    return DefenderColumn(attacks_too, code, rule, template.format(**args), template, args)


def defender_column(
    defender: UnitState,
    attack_target: str | None,
    attackers: Iterable[UnitState],
    bound: int,
    hit_in_flank_or_rear: bool = False,
) -> DefenderColumn:
    """Whether the defender of a melee attacks too and so reads Table 8's attacker column,
    4.1.3 ("if both are attackers, both use the attacker column") and 4.1.1.

    `attack_target` is the key of the unit the defender's own attack order of this bound
    names (4.1.2), as the order sheet reads it; None without an attack on a unit (none
    written, not followed (1.1.3), or against a position: whom such an attack meets is the
    umpire's call). The defender attacks too when that unit is one of this melee's
    `attackers`, unless:
    - it may not attack now (`attack_restrictions`: MD, FD, a huddle, fast march, 4.1.1;
      at work or at rest, 1.3.5 and 1.3.6);
    - it is artillery: Table 8 gives "Artillery and units at work or rest" a value in the
      defender column only, which the console reads as "artillery does not attack";
    - the umpire states that it is hit in flank or rear (4.1.1: it loses its own attack
      and becomes a defender, though it still halted its opponent);
    - it is infantry and an attacker is cavalry (4.1.1: "same for infantry attacked by
      cavalry").
    The first of these that holds is the reason given.
    """
    attackers = list(attackers)
    if attack_target is None:
        return _because("no_attack_order")
    if attack_target not in {a.key for a in attackers}:
        return _because("attacks_elsewhere", unit=attack_target)
    restrictions = attack_restrictions(defender, bound)
    if restrictions:
        return _because(restrictions[0])
    if defender.is_artillery:
        return _because("artillery_defends")
    if hit_in_flank_or_rear:
        return _because("hit_in_flank_or_rear")
    if defender.arm == "infantry" and any(is_cavalry(a) for a in attackers):
        return _because("infantry_attacked_by_cavalry")
    return _because("attacks_too", attacks_too=True, unit=attack_target)


def defender_column_note(unit: str, reading: DefenderColumn, attacks_too: bool) -> str:
    """The roll's note on the Table 8 column a melee's defender read, in English like the
    rest of the log: when it fought as an attacker (4.1.3), when its attack on this melee's
    attacker was taken away (4.1.1: why it did not), and when the umpire's choice differs
    from the rules' reading (a ruling, 1.1.9); "" for a defender that had no such attack."""
    column = "attacker" if attacks_too else "defender"
    if attacks_too == reading.attacks_too:
        if attacks_too:
            return (
                f"defender {unit} fought as an attacker, Table 8's attacker column: "
                f"{reading.reason}"
            )
        if reading.code in ("no_attack_order", "attacks_elsewhere"):
            return ""
        return f"defender {unit} fought as defender despite its attack order: {reading.reason}"
    return (
        f"defender {unit} read Table 8's {column} column by the umpire's ruling (1.1.9); "
        f"the rules' reading: {reading.reason}"
    )
