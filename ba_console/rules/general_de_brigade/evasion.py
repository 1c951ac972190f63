"""Evasion, General de Brigade VII (digest A.4): who may evade a charge, what evading does
to the evaders and to the friends they pass through, and abandoned guns.

The roster knows arms and types (infantry, cavalry, foot or horse artillery), not
Cossacks, skirmishers or open-order infantry: the umpire states which of the pack's
`evaders` a unit is, and the console refuses a statement the roster contradicts (Cossacks
that are infantry). Where the text says nothing (open-order infantry after evading, or
passing through friends), the answer is None and the umpire is asked. Pure: no Qt, no
files, no clock.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.core.model import ListTable

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack

EVADERS_TABLE = "evaders"
COSSACKS = "cossacks"
SKIRMISHERS = "skirmishers"
HORSE_ARTILLERY = "horse_artillery"
FOOT_ARTILLERY_CREWS = "foot_artillery_crews"
OPEN_ORDER_INFANTRY = "open_order_infantry"
# The evaders' names, as the console says them (the pack's `evaders` keys).
TROOP_WORDS: dict[str, str] = {
    COSSACKS: QT_TRANSLATE_NOOP("charges", "Cossacks"),
    SKIRMISHERS: QT_TRANSLATE_NOOP("charges", "skirmishers"),
    HORSE_ARTILLERY: QT_TRANSLATE_NOOP("charges", "horse artillery"),
    FOOT_ARTILLERY_CREWS: QT_TRANSLATE_NOOP("charges", "foot-artillery crews"),
    OPEN_ORDER_INFANTRY: QT_TRANSLATE_NOOP("charges", "open-order infantry"),
}
# What the roster must hold for each kind of evader: (arm, type or None for any type).
ROSTER_OF = {
    COSSACKS: ("cavalry", None),
    SKIRMISHERS: ("infantry", None),
    OPEN_ORDER_INFANTRY: ("infantry", None),
    HORSE_ARTILLERY: ("artillery", "horse"),
    FOOT_ARTILLERY_CREWS: ("artillery", "foot"),
}


@dataclass(frozen=True)
class Evasion:
    """May a unit evade a charge (A.4)? `allowed` None: the umpire decides (unset)."""

    troop_type: str
    allowed: bool | None
    condition: str  # the pack's entry, as written


_YEARS = re.compile(r"(\d{4})\s*[-–]\s*(\d{4})")


def evader_types(pack: RulePack) -> list[str]:
    """The kinds of troops the pack lets evade, in its order (A.4 "who may evade")."""
    table = pack.tables.get(EVADERS_TABLE)
    if not isinstance(table, ListTable):
        raise ValueError(f"pack {pack.id} has no {EVADERS_TABLE!r} table")
    return list(table.entries)


def may_evade(
    pack: RulePack,
    troop_type: str,
    *,
    year: int | None = None,
    touches_formed_infantry_or_cover: bool = False,
) -> Evasion:
    """Whether `troop_type` may evade a charge, VII evasion (A.4), from the pack's
    `evaders` entries: a type not listed may never evade (line infantry, heavy cavalry).
    Foot-artillery crews only when the battery touches a formed friendly infantry unit
    or cover; a type whose entry names years ("1792-1800 only") only in those years."""
    table = pack.tables.get(EVADERS_TABLE)
    if not isinstance(table, ListTable):
        raise ValueError(f"pack {pack.id} has no {EVADERS_TABLE!r} table")
    entry = table.entries.get(troop_type)
    if entry is None:
        return Evasion(troop_type, False, "not among those who may evade")
    text = str(entry)
    if text == "?":
        return Evasion(troop_type, None, text)
    if troop_type == FOOT_ARTILLERY_CREWS:
        return Evasion(troop_type, touches_formed_infantry_or_cover, text)
    years = _YEARS.search(text)
    if years:
        if year is None:
            return Evasion(troop_type, None, text)
        return Evasion(troop_type, int(years.group(1)) <= year <= int(years.group(2)), text)
    return Evasion(troop_type, True, text)


def roster_troop(arm: str, type_: str) -> str | None:
    """The evader a roster unit is without the umpire saying more: a horse battery is
    horse artillery, a foot battery's crew foot-artillery crews (A.4); anything else is
    the umpire's to state (Cossacks, skirmishers, open-order infantry) or may not evade."""
    if arm == "artillery":
        return HORSE_ARTILLERY if type_ == "horse" else FOOT_ARTILLERY_CREWS
    return None


def fits_roster(troop_type: str, arm: str, type_: str) -> bool:
    """Whether the roster's arm and type allow the evader stated (Cossacks are cavalry,
    horse artillery a horse battery…); a type the pack adds is not checked."""
    wanted = ROSTER_OF.get(troop_type)
    if wanted is None:
        return True
    wanted_arm, wanted_type = wanted
    return arm == wanted_arm and (wanted_type is None or type_ == wanted_type)


def abandons_guns(troop_type: str, with_guns: bool) -> bool:
    """Whether evading leaves the battery's guns behind, abandoned (A.4 3c, 6): deployed
    foot-artillery crews always; horse artillery when its crew evades without the guns
    (3b)."""
    if troop_type == FOOT_ARTILLERY_CREWS:
        return True
    return troop_type == HORSE_ARTILLERY and not with_guns


def unformed_after_evading(troop_type: str) -> bool | None:
    """The evaders' state after evading (A.4 8): artillery, crews included, is unformed;
    Cossacks and skirmishers stay formed. None: the text does not say (open-order
    infantry): the umpire is asked."""
    if troop_type in (HORSE_ARTILLERY, FOOT_ARTILLERY_CREWS):
        return True
    if troop_type in (COSSACKS, SKIRMISHERS):
        return False
    return None


def disorders_friends(troop_type: str, with_guns: bool) -> bool | None:
    """Whether evaders passing through friends disorder them (A.4 7): skirmishers and
    crews evading without guns pass freely (7a); limbered artillery and Cossacks disorder
    them (7b). None: the text does not say (open-order infantry): the umpire is asked."""
    if troop_type == COSSACKS:
        return True
    if troop_type == HORSE_ARTILLERY:
        return with_guns  # limbered, with its guns; the crew alone passes freely
    if troop_type in (SKIRMISHERS, FOOT_ARTILLERY_CREWS):
        return False
    return None


def may_fire_and_evade(troop_type: str, charger_arm: str) -> bool:
    """No evade-and-fire (A.4 restriction a), except skirmishers charged by enemy
    close-order infantry, which may fire normally and then evade."""
    return troop_type == SKIRMISHERS and charger_arm == "infantry"
