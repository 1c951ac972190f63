"""Where each kind of roll is placed, per rule set: plain data, loaded without the rules.

What part each kind of roll plays (fire, melee, staff…) and where the rules make some of
them (continued fire, spread of rout, the steps where staff figures move) is what the
rule set says beyond the pack. The phase tracker reads it to list the bound's open tasks
on the window's way to its first frame, before the rules themselves are loaded; each rule
set's `RuleSet.places` is its entry here.
"""

from __future__ import annotations

from typing import NamedTuple

# The rating the store gives a commander nobody rated (`store.models.Commander`), which
# every game file made before a rule set had ratings of its own keeps.
STORE_PLAIN_RATING = "normal"


class Ratings(NamedTuple):
    """A rule set's words for a commander's rating, best first, and its `plain` one: the
    rating that is no factor, shown as nothing in the roster."""

    words: tuple[str, ...]
    plain: str

    def read(self, stored: str) -> str:
        """A stored rating as these rules read it: the store's plain rating ("normal", a
        commander nobody rated) as this rule set's plain one; any other word as stored,
        another rule set's too (a game file keeps what was typed; it ticks nothing here)."""
        if stored == STORE_PLAIN_RATING and stored not in self.words:
            return self.plain
        return stored

    def choices(self, stored: str) -> tuple[str, ...]:
        """The ratings offered for a commander: these rules' words, and his stored one
        when it is another rule set's (so the umpire sees what the file keeps)."""
        read = self.read(stored)
        return self.words if read in self.words else (*self.words, read)


# Belle Alliance's ratings (1.1.3): particularly effective, normal, particularly ineffective.
BELLE_ALLIANCE_RATINGS = Ratings(("effective", "normal", "ineffective"), "normal")
# General de Brigade's general ability (digest A.1, A.5 and C.2): gifted, average, inept.
GENERAL_DE_BRIGADE_RATINGS = Ratings(("gifted", "average", "inept"), "average")


class RollPlaces(NamedTuple):
    """What part each kind of roll plays, where the pack alone does not say it."""

    fire: frozenset[str] = frozenset()  # a firer names a target; the outcome falls on it
    melee: frozenset[str] = frozenset()  # attackers on one defender; the loser takes it
    staff: frozenset[str] = frozenset()  # its roles are staff figures, not units
    # Fire and melee rolls: where the table is unset, the umpire types each unit's
    # figures lost and disorder read from the book.
    fire_or_melee: frozenset[str] = frozenset()
    # Rolls whose casualties no table of the pack gives (General de Brigade's melee): once
    # rolled, the umpire types each side's figures lost from the book, whatever the outcome.
    losses_typed: frozenset[str] = frozenset()
    ordering: frozenset[str] = frozenset()
    # The phase where orders are written (its first step lists what has none), and whether
    # the rules give them per brigade (General de Brigade: one order for the units of an
    # immediate commander) rather than per unit (Belle Alliance, 1.1.2).
    orders_phase: str | None = "ordering"
    orders_per_brigade: bool = False
    # Rolls whose factors read the roller's immediate commander's rating from the roster
    # (Belle Alliance's ordering roll, 1.1.3; General de Brigade's massed-column formation
    # test, "commander is gifted", digest A.1), and the words the roster rates him in.
    rated: frozenset[str] = frozenset()
    ratings: Ratings = BELLE_ALLIANCE_RATINGS
    # A roll that may put a fallen commander back (its roller: him or his orderly).
    replacement: frozenset[str] = frozenset()
    battery_fire: str | None = None  # the kind of fire a battery makes
    spread_of_rout: str | None = None  # the roll for the units a rout reaches
    continued_fire: str | None = None  # the phase where last bound's firers fire again
    # Steps ("phase" or "phase/sub-phase") where staff figures move or units move round
    # them, so the umpire looks for staff within reach of the enemy (a catch roll).
    staff_moves: frozenset[str] = frozenset()
    # A phase walked piece by piece, each piece at a step of its own whatever sub-phase
    # the tracker shows (General de Brigade's charges, `play.charge`): a kind made in any
    # of its sub-phases is made in step anywhere in it.
    piecewise: str | None = None
    # The unit states the rules keep beside figures, formation and flags: the roster and
    # the roll dialog show only these (General de Brigade has no valour and no supplies).
    unit_states: frozenset[str] = frozenset({"valour", "disorder", "supplies_left"})
    # The effects (the pack's EffectSpec kinds) an outcome of each kind can have besides
    # figures and disorder, which fall on units (fire, melee): where the pack reads an
    # outcome it gives no effects (a club's pack being filled in), the umpire types these
    # from the book. A kind not named here is offered none.
    outcome_effects: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # Rolls that only say who wins (a roll-off: which commander is engaged, who gets the
    # ground, 1.1.4; General de Brigade's initiative): their outcome falls on no unit, so
    # an outcome typed from the book asks no figures or disorder of the rollers.
    contests: frozenset[str] = frozenset({"roll_off"})

    def effects_of_outcomes(self, kind: str) -> tuple[str, ...]:
        """The effect kinds an outcome of roll `kind` can have (`outcome_effects`)."""
        return next((kinds for key, kinds in self.outcome_effects if key == kind), ())


BELLE_ALLIANCE = RollPlaces(
    fire=frozenset({"fire", "artillery_fire"}),  # Tables 6 and 7 → 12
    melee=frozenset({"melee"}),
    staff=frozenset({"catch", "engaging_commander", "replacement"}),
    fire_or_melee=frozenset({"fire", "artillery_fire", "melee"}),  # for supplies (5.5.3)
    ordering=frozenset({"ordering"}),
    rated=frozenset({"ordering"}),  # Table 17, 1.1.3
    replacement=frozenset({"replacement"}),  # Table 19, 1.1.4
    battery_fire="artillery_fire",  # 3.4.0
    spread_of_rout="spread_of_rout",
    continued_fire="continued_fire",  # 1.1.1
    # Staff figures' first move (4c) and second (8); forced moves and the continued
    # advance carry units past them (1.1.4: a catch roll in any phase).
    staff_moves=frozenset(
        {"movement/march", "melee/forced_moves", "melee/continued_advance", "end_of_bound"}
    ),
    outcome_effects=(
        ("catch", ("staff_falls", "side_penalty")),  # Table 18
        ("engaging_commander", ("staff_falls",)),  # Table 10: the commander may fall
        ("replacement", ("commander_replaced", "commander_rating")),  # Table 19, 1.1.3-4
        ("ordering", ("order_followed", "order_failed")),  # Table 17, 1.1.3
    ),
)
GENERAL_DE_BRIGADE = RollPlaces(
    piecewise="charge",  # VII: each charge at its own step
    losses_typed=frozenset({"melee"}),  # XII: casualties are read from the book
    unit_states=frozenset({"disorder"}),  # formed or unformed (the pack's ladder)
    orders_phase="orders",  # "orders written per brigade" (digest B.1, A.6)
    orders_per_brigade=True,
    rated=frozenset({"formation_test"}),  # VII, massed columns: +1 with a gifted commander
    ratings=GENERAL_DE_BRIGADE_RATINGS,
)

PLACES = {"belle_alliance": BELLE_ALLIANCE, "general_de_brigade": GENERAL_DE_BRIGADE}


def places_for(key: str) -> RollPlaces:
    """The places of the rule set a pack names in its `rules` field."""
    try:
        return PLACES[key]
    except KeyError:
        raise KeyError(f"no rules for {key!r} ({', '.join(PLACES)})") from None
