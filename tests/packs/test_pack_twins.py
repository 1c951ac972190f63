"""Each shipped pack is read from its JSON twin, which holds exactly what its TOML says; a
twin made from other TOML text is passed over and the TOML parsed (`packs.shipped`)."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from ba_console.core.frozen import from_valid
from ba_console.packs import RulePack, load_pack, pack_from_data, parse_pack_text
from ba_console.packs import loader as pack_loader
from ba_console.packs.loader import twin_text
from ba_console.packs.shipped import (
    builtin_ids,
    data_from_twin,
    shipped_data,
    shipped_reading,
    shipped_text,
)

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "ba_console" / "packs" / "data"


@pytest.mark.parametrize("pack_id", builtin_ids())
def test_each_shipped_packs_twin_is_fresh(pack_id):
    twin = DATA / f"{pack_id}.json"
    assert twin.read_text(encoding="utf-8") == twin_text(shipped_text(pack_id)), (
        f"{twin.name} is stale: run tools/build_pack_twins.py"
    )


@pytest.mark.parametrize("pack_id", builtin_ids())
def test_a_shipped_pack_reads_as_its_toml_says_in_the_same_order(pack_id):
    parsed = tomllib.loads(shipped_text(pack_id))
    data = shipped_data(pack_id)
    assert json.dumps(data) == json.dumps(parsed)
    from_toml = parse_pack_text(shipped_text(pack_id), f"{pack_id}.toml")
    assert load_pack(pack_id).content_hash == from_toml.content_hash


def test_a_twin_of_other_toml_text_or_not_one_at_all_is_passed_over():
    text = shipped_text("general_de_brigade")
    twin = twin_text(text)
    assert data_from_twin(text, twin) == tomllib.loads(text)
    edited = text.replace('dice = "', 'dice  = "', 1)
    assert edited != text
    assert data_from_twin(edited, twin) is None
    assert data_from_twin(text, "{not json") is None
    assert data_from_twin(text, json.dumps({"format": 1, "data": {}})) is None
    unhashed = {key: value for key, value in json.loads(twin).items() if key != "content_hash"}
    assert data_from_twin(text, json.dumps(unhashed)) is None
    assert data_from_twin(text, None) is None


def test_resolving_a_melee_does_not_import_the_toml_parser():
    """`resolve` loads the shipped pack from its twin: tomllib (pure Python, some 20 ms to
    import and parse the pack) is not loaded at all."""
    situation = ROOT / "examples" / "situations" / "melee_typed_outcome.json"
    script = (
        "import sys\n"
        "from ba_console.cli import run\n"
        f"code = run(['resolve', {str(situation)!r}])\n"
        "print('tomllib' in sys.modules, file=sys.stderr)\n"
        "sys.exit(code)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert result.stdout.strip()
    assert result.stderr.splitlines()[-1] == "False"


@pytest.mark.parametrize("pack_id", builtin_ids())
def test_a_shipped_pack_read_without_validating_is_the_pack_validated_field_for_field(pack_id):
    """`load_pack` reads a shipped pack from its twin without pydantic: record for record,
    the same pack as validating its data gives, hashing as the twin says it did."""
    data, validated_hash = shipped_reading(pack_id)
    read = from_valid(RulePack, data)
    validated = pack_from_data(data)
    assert read == validated
    assert read.model_dump(mode="json") == validated.model_dump(mode="json")
    assert read.content_hash == validated.content_hash == validated_hash
    loaded = load_pack(pack_id)
    assert loaded == validated and loaded.content_hash == validated_hash


def test_a_shipped_pack_whose_twin_keeps_no_validated_hash_is_validated(monkeypatch):
    """Where the twin is missing, stale or of an older format (no validated hash kept), the
    pack's data is validated: a bad value is refused by name."""
    data, _ = shipped_reading("belle_alliance")
    data["tables"]["t08"]["rows"][0]["values"]["attacker"] = "x"
    monkeypatch.setattr(pack_loader, "shipped_reading", lambda _: (data, None))
    with pytest.raises(pack_loader.PackError, match="t08.*'x' is not a cell"):
        load_pack("belle_alliance")
