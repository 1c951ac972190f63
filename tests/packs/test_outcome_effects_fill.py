"""An outcome's effects remembered in a club's pack (`packs.fill.EffectsEntry`): filled only
where the outcome has none, and the club's own pack keeps effects it has already. The pack
is the FIXTURE pack with made-up values (tests/fixtures), one outcome's effects taken away."""

from __future__ import annotations

from pathlib import Path

import pytest

from ba_console.core.model import EffectSpec
from ba_console.packs import PackError, load_pack
from ba_console.packs.club import load_club_pack, remember_in_club
from ba_console.packs.fill import EffectsEntry, FillError, fill_cells, play_source
from tests.gui.test_outcome_without_effects import FIXTURE_PACK, without_effects

PACK_ID = "belle_alliance_fixture"
TYPED = (EffectSpec(what="figures_lost", value=2), EffectSpec(what="disorder", value="MD"))


def bare():
    return without_effects(load_pack(FIXTURE_PACK), "t12", "loss_2_md")


def effects_entry(pack, effects=TYPED, key: str = "loss_2_md") -> EffectsEntry:
    outcome = next(o for o in pack.tables["t12"].outcomes if o.key == key)
    return EffectsEntry("t12", key, outcome.label, effects, play_source("Ligny", 3))


def effects_of(pack, key: str = "loss_2_md") -> list[EffectSpec]:
    return next(o for o in pack.tables["t12"].outcomes if o.key == key).effects


def test_an_outcome_without_effects_gets_those_typed_and_keeps_its_label():
    pack = bare()
    learned = fill_cells(pack, [effects_entry(pack)])
    assert effects_of(learned) == list(TYPED)
    assert learned.version == f"{pack.version}+club.1"
    before = next(o for o in pack.tables["t12"].outcomes if o.key == "loss_2_md")
    after = next(o for o in learned.tables["t12"].outcomes if o.key == "loss_2_md")
    assert after.label == before.label


def test_an_outcome_with_effects_is_never_overwritten():
    pack = load_pack(FIXTURE_PACK)
    with pytest.raises(FillError, match="known already"):
        fill_cells(pack, [effects_entry(pack)])


def test_the_clubs_pack_takes_them_once_and_keeps_its_own(tmp_path: Path):
    pack = bare()
    done = remember_in_club(tmp_path, pack, [effects_entry(pack)])
    assert done.written is not None and len(done.taken) == 1 and done.kept == ()
    assert effects_of(load_club_pack(tmp_path, PACK_ID).pack) == list(TYPED)  # from its TOML
    again = remember_in_club(tmp_path, pack, [effects_entry(pack)])  # alike: nothing
    assert again.written is None and again.taken == () and again.kept == ()
    other = (EffectSpec(what="figures_lost", value=3),)
    differs = remember_in_club(tmp_path, pack, [effects_entry(pack, other)])
    assert differs.written is None and len(differs.kept) == 1
    assert effects_of(load_club_pack(tmp_path, PACK_ID).pack) == list(TYPED)


def test_a_pack_the_fill_makes_invalid_is_refused_as_a_pack_error_at_its_place():
    """A pack that fails the pack's checks once filled (here a copy held at schema 6 whose
    Table 19 replaces a commander, which only schema 8 reads) is refused as loading such a
    file is: a PackError naming the place, which the roll dialog and the club's pack say in
    words, not pydantic's bare ValidationError, which went up to the event loop."""
    pack = bare().model_copy(update={"schema_version": 6})  # never loadable: built here
    with pytest.raises(PackError) as refused:
        fill_cells(pack, [effects_entry(pack)])
    said = str(refused.value)
    assert said.startswith(f"{PACK_ID} {pack.version}+club.1: ")
    assert "needs schema_version = 8" in said
