"""Alt+M when the game's pack can no longer take what was offered (it learned the same
outcome's effects meanwhile, from another dialog on the same roll): the roll dialog's
Confirm met a bare FillError (a traceback in the event loop, the dialog left as it was).
Now it is refused in words, as every other refusal of Confirm is, and nothing is logged:
neither the roll nor a pack change. Packs: the FIXTURE pack with made-up values."""

from __future__ import annotations

import pytest

from ba_console.core.model import EffectSpec
from ba_console.gui.operations import OperationRefused
from ba_console.play.choices import RoleChoice, RollChoices
from tests.gui.test_catch_effects_typed import bare, bare_danish  # noqa: F401 (fixtures)

FALLS = EffectSpec(what="staff_falls")
PENALTY = EffectSpec(what="side_penalty", value=-1)


def catch(*effects: EffectSpec) -> RollChoices:
    """Hiller's catch roll of 15: Table 18's "falls, side −1", its effects taken away."""
    owner = RoleChoice(role="owner", unit="hiller", faces=(5, 5, 5))
    return RollChoices(kind="catch", roles=(owner,), outcome_effects=effects)


def stale_offer_confirmed(controller):
    """Two catch rolls offered the same effects; the first remembers them, the second
    confirms its offer after: the pack has them already."""
    operations = controller.rolls
    first = operations.session.preview(catch(FALLS, PENALTY))
    offers = operations.session.cell_offers(first)
    assert len(offers) == 1
    operations.confirm(first, offers)
    second = operations.session.preview(catch())  # the pack gives them now
    assert second.can_confirm, second.problem
    rolls, version = controller.game.roll_count(), controller.pack.version
    with pytest.raises(OperationRefused) as refused:
        operations.confirm(second, offers)
    assert controller.game.roll_count() == rolls  # no roll, no pack change logged
    assert controller.pack.version == version
    assert controller.game.verify().ok
    return str(refused.value)


def test_an_offer_the_pack_cannot_take_is_refused_in_words(bare):  # noqa: F811
    assert stale_offer_confirmed(bare) == (
        "Nothing logged: the pack cannot remember this: table t18, outcome "
        "falls_side_minus_1: its effects are known already. Untick “Remember in the club's "
        "pack” to log the roll alone."
    )


def test_the_danish_umpire_reads_it_in_danish(bare_danish):  # noqa: F811
    said = stale_offer_confirmed(bare_danish)
    assert said.startswith("Intet logført: pakken kan ikke huske dette: table t18")
    assert said.endswith("Fjern fluebenet ved »Husk i klubbens pakke« for at logføre kastet alene.")
