"""The rule sets a pack may name (its `rules` field), each loaded when first asked for.

Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ba_console.rules.interface import RuleSet

RULE_SETS = ("belle_alliance", "general_de_brigade")


def rules_for(key: str) -> RuleSet:
    """The rule set a pack names in its `rules` field."""
    if key == "belle_alliance":
        from ba_console.rules.belle_alliance.ruleset import BELLE_ALLIANCE

        return BELLE_ALLIANCE
    if key == "general_de_brigade":
        from ba_console.rules.general_de_brigade import GENERAL_DE_BRIGADE

        return GENERAL_DE_BRIGADE
    raise KeyError(f"no rules for {key!r} ({', '.join(RULE_SETS)})")
