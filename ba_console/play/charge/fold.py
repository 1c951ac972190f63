"""The charge phase read back from the roll log: the umpire's decisions (rows of kind
`CHARGE_KIND`) and the tests rolled in the charge phase, in the order they were logged.

A test is the charge's when the charge waits for it: a charge test of the charger while its
next step is the charger's test, of the target at the target's test (one roll for every
charge of the same massed column on that target), a massed-column formation test of a
column that owes one, a formation change test of a target that reacted so, a formation
test of a friend the evaders disordered. A test nobody waits for belongs to no charge. A
voided row is left out before the fold: whatever it decided is undone, and the steps after
it read as if it had never been made. Pure: no Qt, no SQL.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ba_console.core.model import ThresholdTable
from ba_console.play.charge import model as m
from ba_console.play.charge.model import Charge, ChargePhase, ChargeRoster, Mass, Passage
from ba_console.rules.general_de_brigade.charges import EVADING, FIRING, FORMATION_CHANGE
from ba_console.rules.general_de_brigade.massed_column import (
    BREAKING_RESULTS,
    FORMATION_TEST,
    ColumnFacts,
    formation_test_candidates,
)

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack
    from ba_console.store.records import LoggedRoll

CHARGE_TEST = "charge_test"
FORMATION_CHANGE_TEST = "formation_change_test"
TEST_KINDS = (CHARGE_TEST, FORMATION_TEST, FORMATION_CHANGE_TEST)
PASS = "pass"


def decision_of(row: LoggedRoll) -> dict[str, Any] | None:
    """The decision a `CHARGE_KIND` row logged (its outcome key), None for any other row."""
    if row.kind != m.CHARGE_KIND or row.outcome is None:
        return None
    try:
        payload = json.loads(row.outcome.key)
    except ValueError:
        return None
    return payload if isinstance(payload, dict) and "action" in payload else None


def payload_key(payload: dict[str, Any]) -> str:
    """A decision as its row's outcome key: canonical JSON (sorted keys, no spaces)."""
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def massed_pass_key(pack: RulePack) -> str:
    table = pack.tables.get(pack.roll(FORMATION_TEST).result or "")
    if isinstance(table, ThresholdTable):
        return table.pass_outcome.key
    return "keeps_formation"


def readings_of(rows: Iterable[LoggedRoll]) -> dict[str, str]:
    """The club's readings as last stated, from every row of the game (not voided)."""
    found: dict[str, str] = {}
    for row in rows:
        payload = decision_of(row)
        if payload is not None and payload["action"] == m.READING:
            found[str(payload["reading"])] = str(payload["answer"])
    return found


class _Fold:
    def __init__(self, bound: int, roster: ChargeRoster, pack: RulePack, phase: str) -> None:
        self.bound = bound
        self.roster = roster
        self.phase_key = phase
        self.massed_pass = massed_pass_key(pack)
        self.stage = m.NOT_OPEN
        self.phasing: str | None = None
        self.non_phasing: str | None = None
        self.initiative: str | None = None
        self.c_in_c: dict[str, str] = {}
        self.charges: dict[int, Charge] = {}
        self.near: dict[tuple[str, str], tuple[str, ...]] = {}

    # --- decisions ---------------------------------------------------------------------------

    def apply(self, row: LoggedRoll) -> None:
        payload = decision_of(row)
        if payload is not None:
            self._decide(row.sequence, payload)
        elif row.kind in TEST_KINDS and row.phase == self.phase_key and row.sides:
            self._test(row)
        self._steps()

    def _update(self, number: object, sequence: int, **changes: Any) -> None:
        charge = self.charges.get(int(number)) if isinstance(number, int) else None
        if charge is None:
            return  # a decision on a charge whose declaration was voided: nothing
        changes["rows"] = (*charge.rows, sequence)
        charge = dataclasses.replace(charge, **changes)
        self.charges[charge.number] = charge

    def _decide(self, sequence: int, p: dict[str, Any]) -> None:
        action = p["action"]
        if action == m.OPEN:
            self.phasing = p["phasing"]
            self.non_phasing = p["non_phasing"]
            self.initiative = p.get("initiative") or self.phasing
            self.c_in_c = dict(p.get("c_in_c") or {})
            self.stage = m.PHASING
        elif action == m.DECLARED:
            self.stage = p["to"]
        elif action == m.DECLARE:
            side = p["side"]
            self.charges[sequence] = Charge(
                number=sequence,
                side=side,
                charger=p["charger"],
                target=p["target"],
                category=2 if side == self.phasing else 3,
                mass=p.get("mass") or None,
                rows=(sequence,),
            )
        elif action == m.INTERCEPT:
            intercepted = self.charges.get(p["of"])
            if intercepted is None:
                return
            side = p["side"]
            self.charges[sequence] = Charge(
                number=sequence,
                side=side,
                charger=p["charger"],
                target=intercepted.charger,
                category=0 if side == self.initiative else 1,
                interception_of=intercepted.number,
                by=p.get("by"),
                rows=(sequence,),
            )
            self._update(intercepted.number, sequence, cancelled_by=sequence)
        elif action == m.REACT:
            self._update(
                p["charge"],
                sequence,
                reaction=p["reaction"],
                troop=p.get("troop"),
                with_guns=bool(p.get("with_guns")),
                formation=p.get("formation"),
            )
        elif action == m.HALF_MOVE:
            self._update(p["charge"], sequence, half_moved=True)
        elif action == m.FORMATION_TAKEN:
            self._update(p["charge"], sequence, formation_taken=True)
        elif action == m.DEFENSIVE_FIRE:
            self._update(p["charge"], sequence, fired=True)
        elif action == m.EVADE:
            test, order = str(p.get("test")), str(p.get("order"))
            passages = tuple(Passage(str(u), test, order) for u in p.get("tested", ()))
            self._update(p["charge"], sequence, evaded=True, passages=passages)
        elif action == m.CHASE:
            self._update(p["charge"], sequence, caught=bool(p["caught"]))
        elif action == m.EVADERS_FATE:
            end = "evaders_dispersed" if p["dispersed"] else "evaders_not_dispersed"
            self._update(p["charge"], sequence, end=end)
        elif action == m.NEAR_BROKEN:
            self.near[(p["side"], p["mass"])] = tuple(p.get("near", ()))
            for charge in list(self.charges.values()):
                if charge.side == p["side"] and charge.mass == p["mass"]:
                    self._update(charge.number, sequence)
        elif action == m.RETARGET:
            charge = self.charges.get(p["charge"])
            if charge is not None:
                self._update(
                    charge.number,
                    sequence,
                    earlier_targets=(*charge.earlier_targets, charge.target),
                    target=p["target"],
                    reaction=None,
                    troop=None,
                    with_guns=False,
                    formation=None,
                    half_moved=False,
                    formation_result=None,
                    formation_taken=False,
                    fired=False,
                    evaded=False,
                    caught=None,
                )
        elif action == m.COMPLETE:
            self._update(p["charge"], sequence, end=p["end"])
        elif action == m.PASSAGE_UNFORMED:
            charge = self.charges.get(p["charge"])
            if charge is not None:
                passages = tuple(
                    dataclasses.replace(x, unformed_logged=True) if x.unit == p["unit"] else x
                    for x in charge.passages
                )
                self._update(charge.number, sequence, passages=passages)

    # --- tests ---------------------------------------------------------------------------------

    def _test(self, row: LoggedRoll) -> None:
        unit = row.sides[0].unit
        outcome = row.outcome.key if row.outcome is not None else None
        if unit is None or outcome is None:
            return
        outcome = outcome.removeprefix("book: ")
        kind = row.kind
        for charge in self._in_order():
            step = charge.step
            if kind == CHARGE_TEST and step == m.CHARGER_TEST and unit == charge.charger:
                self._update(charge.number, row.sequence, charger_result=outcome)
                return
            if kind == CHARGE_TEST and step == m.TARGET_TEST and unit == charge.target:
                for other in self._in_order():
                    same = other.number == charge.number or (
                        charge.mass is not None
                        and other.mass == charge.mass
                        and other.side == charge.side
                    )
                    if same and other.step == m.TARGET_TEST and other.target == unit:
                        self._update(other.number, row.sequence, target_result=outcome)
                return
            if kind == FORMATION_TEST and step == m.MASSED_COLUMN_TEST and unit == charge.charger:
                passed = outcome == self.massed_pass
                end = None if passed else "halted_half_way"
                self._update(charge.number, row.sequence, massed_result=outcome, end=end)
                return
            if (
                kind == FORMATION_CHANGE_TEST
                and step == m.FORMATION_CHANGE_TEST
                and unit == charge.target
            ):
                self._update(charge.number, row.sequence, formation_result=outcome)
                return
        for charge in self._in_order(every=True):
            for passage in charge.passages:
                if passage.unit == unit and passage.test == kind and passage.result is None:
                    passages = tuple(
                        dataclasses.replace(x, result=outcome) if x is passage else x
                        for x in charge.passages
                    )
                    self._update(charge.number, row.sequence, passages=passages)
                    return

    def _in_order(self, every: bool = False) -> list[Charge]:
        charges = sorted(self.charges.values(), key=lambda c: (c.category, c.number))
        return charges if every else [c for c in charges if c.open]

    # --- steps -------------------------------------------------------------------------------

    def _steps(self) -> None:
        for number, charge in list(self.charges.items()):
            self.charges[number] = dataclasses.replace(charge, step=self._step(charge))

    def _step(self, c: Charge) -> str:
        if c.cancelled_by is not None:
            return m.CANCELLED
        if c.end is not None:
            return m.FINISHED
        if self.stage != m.RESOLUTION:
            return m.WAITING_DECLARATIONS
        if c.reaction is None:
            return m.REACTION
        if not c.half_moved:
            return m.HALF_MOVE_STEP
        if c.reaction == FORMATION_CHANGE:
            if c.formation_result is None:
                return m.FORMATION_CHANGE_TEST
            if c.formation_result == PASS and not c.formation_taken:
                return m.FORMATION_TAKEN_STEP
        if c.reaction in FIRING and not c.fired:
            return m.DEFENSIVE_FIRE_STEP
        if c.reaction in EVADING:
            if not c.evaded:
                return m.EVADE_STEP
            if c.caught is None:
                return m.CHASE_STEP
            if not c.caught:
                return m.ESCAPED
            if c.charger_result is None:
                return m.CHARGER_TEST
            return m.EVADERS_FATE_STEP
        if c.charger_result is None:
            return m.CHARGER_TEST
        if c.charger_result != PASS:
            return m.HALTED
        if c.mass is not None:
            step = self._mass_step(c)
            if step is not None:
                return step
        if c.target_result is None:
            return m.TARGET_TEST
        return m.CONTACT

    def _members(self, c: Charge) -> list[Charge]:
        return [
            x
            for x in self.charges.values()
            if x.mass == c.mass and x.side == c.side and x.cancelled_by is None
        ]

    def _mass_step(self, c: Charge) -> str | None:
        """A.1: no battalion of the mass goes into contact before all have tested; then
        the formed columns near one that broke take the massed-column formation test."""
        members = self._members(c)
        if any(x.charger_result is None and x.end is None for x in members):
            return m.MASS_WAIT
        assert c.mass is not None
        columns = self.columns(members, self.near.get((c.side, c.mass), ()))
        broken = [x.key for x in columns if x.charge_result in BREAKING_RESULTS]
        if not broken:
            return None
        candidates = [x.key for x in columns if x.formed and x.charge_result == PASS]
        if candidates and (c.side, c.mass) not in self.near:
            return m.NEAR_BROKEN_STEP
        if c.charger in formation_test_candidates(columns) and c.massed_result is None:
            return m.MASSED_COLUMN_TEST
        return None

    def columns(self, members: list[Charge], near: tuple[str, ...]) -> list[ColumnFacts]:
        """The mass's columns as A.1 reads them; those the umpire stated near a column that
        broke are near every such column."""
        broken = frozenset(x.charger for x in members if x.charger_result in BREAKING_RESULTS)
        facts = []
        for x in members:
            unit = self.roster.units.get(x.charger)
            # Formed as it was when the umpire stated who was near: a column the test left
            # unformed was formed when it took it.
            formed = unit is None or unit.formed or x.charger in near
            facts.append(
                ColumnFacts(
                    key=x.charger,
                    formed=formed,
                    charge_result=x.charger_result,
                    within_8cm_of=broken if x.charger in near else frozenset(),
                )
            )
        return facts

    def result(self, readings: dict[str, str]) -> ChargePhase:
        charges = tuple(sorted(self.charges.values(), key=lambda c: c.number))
        masses: dict[tuple[str, str], list[int]] = {}
        for charge in charges:
            if charge.mass is not None and charge.cancelled_by is None:
                masses.setdefault((charge.side, charge.mass), []).append(charge.number)
        return ChargePhase(
            bound=self.bound,
            stage=self.stage,
            phasing=self.phasing,
            non_phasing=self.non_phasing,
            initiative=self.initiative,
            c_in_c=dict(self.c_in_c),
            readings=readings,
            charges=charges,
            masses=tuple(
                Mass(side, label, tuple(numbers), self.near.get((side, label)))
                for (side, label), numbers in masses.items()
            ),
        )


def fold(
    pack: RulePack,
    roster: ChargeRoster,
    bound: int,
    rows: Iterable[LoggedRoll],
    readings: dict[str, str] | None = None,
    phase: str = "charge",
) -> ChargePhase:
    """The charge phase of `bound` from its rows (not voided, in the order logged), with the
    club's readings (`readings_of` the whole game's rows)."""
    state = _Fold(bound, roster, pack, phase)
    for row in sorted(rows, key=lambda r: r.sequence):
        if row.bound == bound:
            state.apply(row)
    return state.result(dict(readings or {}))
