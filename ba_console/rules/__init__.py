"""Rule sets on the pure core: what is particular to a set of rules but not a table value
(Belle Alliance's units of fire, valour, supplies, side penalty and flags; General de
Brigade's massed-column formation test and charge sequence), each behind the one
interface of `rules.interface` (`rules_for(pack.rules)`), and `situation`, the JSON form
of a roll that `ba-console resolve` reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ba_console.rules.interface import RuleSet
    from ba_console.rules.registry import rules_for

__all__ = ["RuleSet", "rules_for"]


def __getattr__(name: str) -> Any:
    # Loaded when first asked for: `rules.places` (where each kind of roll is placed) is
    # read on the window's way to its first frame, without the rules themselves.
    if name == "RuleSet":
        from ba_console.rules.interface import RuleSet

        return RuleSet
    if name == "rules_for":
        from ba_console.rules.registry import rules_for

        return rules_for
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
