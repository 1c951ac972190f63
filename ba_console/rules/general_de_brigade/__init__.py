"""General de Brigade (Deluxe), chapter VII, on the same engine (its digest, part A).

- `massed_column`: the massed-column formation test and who takes it (A.1);
- `charges`: the steps of a charge, what the rules forbid a declaration, an interception
  or a reaction, and the questions the console asks the umpire (A.2, A.3, A.5);
- `evasion`: who may evade, and what evading does (A.4);
- `ruleset`: the rule set behind `rules.interface.RuleSet`, and the effects of its tests.

The charge phase as steps of play (declarations, interceptions, reactions, the tests it
offers) is `play.charge`'s, on these rules. Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from ba_console.rules.general_de_brigade.charges import (
    CHARGE_PHASE,
    charge_sequence,
    next_charge_step,
)
from ba_console.rules.general_de_brigade.evasion import Evasion, may_evade
from ba_console.rules.general_de_brigade.massed_column import (
    AUTO_PREDICATES,
    BREAKING_RESULTS,
    FORMATION_TEST,
    ColumnFacts,
    auto_ticks,
    formation_test_candidates,
)
from ba_console.rules.general_de_brigade.ruleset import (
    GENERAL_DE_BRIGADE,
    GeneralDeBrigade,
    effects_of,
)

__all__ = [
    "AUTO_PREDICATES",
    "BREAKING_RESULTS",
    "CHARGE_PHASE",
    "FORMATION_TEST",
    "GENERAL_DE_BRIGADE",
    "ColumnFacts",
    "Evasion",
    "GeneralDeBrigade",
    "auto_ticks",
    "charge_sequence",
    "effects_of",
    "formation_test_candidates",
    "may_evade",
    "next_charge_step",
]
