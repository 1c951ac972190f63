"""Rule-set modules on the pure core: what is particular to a set of rules but not a
table value (Belle Alliance's units of fire, valour, supplies, side penalty and flags;
General de Brigade's massed-column formation test and charge sequence), and
`situation`, the one entry the GUI and the CLI use to resolve a roll described as data.
"""

from __future__ import annotations

from types import ModuleType


def module_for(rules: str) -> ModuleType:
    """The rules module a pack names in its `rules` field."""
    if rules == "belle_alliance":
        from ba_console.rules import belle_alliance

        return belle_alliance
    if rules == "general_de_brigade":
        from ba_console.rules import general_de_brigade

        return general_de_brigade
    raise KeyError(f"no rules module for {rules!r} (belle_alliance, general_de_brigade)")
