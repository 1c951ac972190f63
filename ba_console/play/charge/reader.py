"""One charge-phase decision being read: the request and what the handlers build from it,
its checks (refusals, questions, prompts), the missing fields, the payload of its log row,
the units it names, its roster effects and its label. `decide.preview` makes one, hands it
to the decision's handler (`declare`, `carry_out`) and turns it into a `DecisionPreview`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.play.charge import model as m
from ba_console.play.charge.model import Charge, ChargePhase, ChargeRoster, Request, Text
from ba_console.play.charge.words import STEP_TEXTS
from ba_console.play.charge.words import text as _t
from ba_console.rules.general_de_brigade.charges import (
    REFUSED,
    RULE_CHARGE,
    ChargeCheck,
    ChargeUnit,
    check,
)
from ba_console.store.records import Effect

if TYPE_CHECKING:
    from ba_console.packs.schema import RulePack


class Reader:
    """One decision read: its checks, payload, effects and words, built as it goes."""

    def __init__(
        self,
        pack: RulePack,
        phase: ChargePhase,
        roster: ChargeRoster,
        request: Request,
        in_phase: bool,
    ) -> None:
        self.pack = pack
        self.phase = phase
        self.roster = roster
        self.request = request
        self.in_phase = in_phase
        self.checks: list[ChargeCheck] = []
        self.missing: list[Text] = []
        self.payload: dict[str, Any] = {"action": request.action}
        self.units: list[str] = []
        self.effects: list[Effect] = []
        self.label = _t(QT_TRANSLATE_NOOP("charges", "charge decision"))

    # values ---------------------------------------------------------------------------------

    def value(self, key: str, label: str) -> Any:
        value = self.request.values.get(key)
        if value in (None, "", ()):
            self.missing.append(_t(label))
            return None
        return value

    def unit(self, key: str, label: str) -> ChargeUnit | None:
        value = self.value(key, label)
        if value is None:
            return None
        unit = self.roster.units.get(str(value))
        if unit is None:
            self.refuse(
                "unknown_unit",
                QT_TRANSLATE_NOOP("charges", "{unit} is not a unit of the roster"),
                RULE_CHARGE,
                unit=str(value),
            )
        return unit

    def refuse(self, code: str, template: str, rule: str, **args: str | int) -> None:
        self.checks.append(check(code, REFUSED, template, rule, **args))

    def flag(self, unit: str, key: str, until: int | None) -> None:
        self.effects.append(Effect(unit=unit, what="flag", to={"key": key, "expires_after": until}))

    def unflag(self, unit: str, key: str, until: int | None) -> None:
        self.effects.append(
            Effect(unit=unit, what="flag", **{"from": {"key": key, "expires_after": until}})
        )

    def unform(self, unit: str) -> None:
        facts = self.roster.units.get(unit)
        if facts is not None and facts.formed and not self.roster.has_flag(unit, m.UNFORMED):
            self.flag(unit, m.UNFORMED, None)

    def charge(self) -> Charge | None:
        number = self.request.charge
        charge = self.phase.charge(number) if number is not None else None
        if charge is None:
            self.refuse(
                "no_charge",
                QT_TRANSLATE_NOOP("charges", "There is no charge {number} in this phase"),
                RULE_CHARGE,
                number=number or 0,
            )
            return None
        self.payload["charge"] = charge.number
        self.units[:0] = [charge.charger, charge.target]
        return charge

    def at_step(self, charge: Charge, *steps: str) -> bool:
        if charge.step in steps:
            return True
        self.refuse(
            "not_now",
            QT_TRANSLATE_NOOP("charges", "charge {number} is at another step: {step}"),
            RULE_CHARGE,
            number=charge.number,
            step=STEP_TEXTS.get(charge.step, charge.step),
        )
        return False
