"""The rule sets a pack may name (its `rules` field), each loaded when first asked for.

Pure: no Qt, no files, no clock.
"""

from __future__ import annotations

import functools
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


@functools.cache
def restriction_templates() -> tuple[str, ...]:
    """The templates (context "rules") of every restriction a rule set can raise, which a
    log note quotes in English when the umpire rules past one (1.1.9): the window and the
    dispute report say them in their language from these (`core.vocabulary.note_in_words`)."""
    from ba_console.rules.belle_alliance.melee import DEFENDER_COLUMN_REASONS
    from ba_console.rules.belle_alliance.movement import MOVEMENT_REASONS
    from ba_console.rules.belle_alliance.movement import ORDER_REASONS as MOVE_ORDER_REASONS
    from ba_console.rules.belle_alliance.ruleset import REASONS

    # General de Brigade raises none: its charges' refusals are said by `play.charge`.
    templates = (
        *REASONS.values(),
        *MOVEMENT_REASONS.values(),
        *MOVE_ORDER_REASONS.values(),
        *(template for _rule, template in DEFENDER_COLUMN_REASONS.values()),
    )
    # The most particular first: "unit in LD cannot charge" before "{unit} is in LD: …".
    return tuple(dict.fromkeys(sorted(templates, key=lambda t: t.count("{"))))
