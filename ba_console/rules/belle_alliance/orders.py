"""Orders: who may take them (1.1.2).

Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.rules.common import UnitState

ORDERING = "ordering"

ORDER_REASONS = {
    "fd_no_orders": QT_TRANSLATE_NOOP("rules", "unit in FD cannot take orders (1.1.2)"),
}


def can_take_orders(unit: UnitState) -> bool:
    """FD units cannot take orders, 1.1.2."""
    return unit.disorder != "FD"


# --- A defender that attacks too (4.1.3, 4.1.1) -------------------------------------------

# Why a melee's defender reads Table 8's attacker or defender column: code → (rule, the
# English sentence). `{unit}` is a unit's key (the dialog shows its name). The codes of
# `attack_restrictions` are reused for the reasons a unit may not attack at all.
