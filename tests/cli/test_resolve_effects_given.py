"""`ba-console resolve` takes what the roll dialog takes: the figures lost and the disorder
the umpire read from the book for an outcome the pack reads but gives no effects (a club's
pack being filled in), without an outcome typed. The pack is the FIXTURE pack (made-up
values, tests/fixtures) with one outcome's effects taken away."""

from __future__ import annotations

import json
from pathlib import Path

from ba_console.cli import run
from ba_console.packs import load_pack
from ba_console.play.situation import parse_situation, resolve_situation

FIXTURE_PACK = Path(__file__).resolve().parents[1] / "fixtures"
FIXTURE_PACK = FIXTURE_PACK / "complete_belle_alliance_fixture.toml"
WITH_EFFECTS = """key = "loss_2_md"
effects = [
    { what = "figures_lost", value = 2 },
    { what = "disorder", value = "MD" },
]"""


def bare_pack(folder: Path) -> Path:
    """The FIXTURE pack whose Table 12 outcome "2 figures, MD" has no effects."""
    text = FIXTURE_PACK.read_text(encoding="utf-8")
    assert WITH_EFFECTS in text
    path = folder / "bare.toml"
    path.write_text(text.replace(WITH_EFFECTS, 'key = "loss_2_md"\neffects = []'), "utf-8")
    return path


def situation(pack: Path, umpire: dict | None) -> dict:
    return {
        "pack": str(pack),
        "roll": "fire",
        "rolls": [{"role": "firer", "unit": "fr", "dice": [5, 5, 5], "target": "br"}],
        "units": {
            "fr": {"side": "france", "figures_start": 30, "figures": 30},
            "br": {"side": "britain", "figures_start": 30, "figures": 28},
        },
        **({"umpire_outcome": umpire} if umpire is not None else {}),
    }


def resolved(tmp_path, capsys, data: dict) -> dict:
    path = tmp_path / "situation.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert run(["resolve", str(path)]) == 0
    return json.loads(capsys.readouterr().out)


def unit_effects(output: dict, unit: str) -> list[tuple]:
    return [
        (e["what"], e["from"], e["to"])
        for e in output["effects"]
        if e["unit"] == unit and e["what"] != "flag"
    ]


def test_resolve_takes_the_figures_the_book_gives_an_outcome_without_effects(tmp_path, capsys):
    pack = bare_pack(tmp_path)
    bare = resolved(tmp_path, capsys, situation(pack, None))
    assert (bare["outcome"], bare["typed"]) == ("loss_2_md", False)
    assert unit_effects(bare, "br") == []  # the pack's outcome changes nothing
    umpire = {"figures_lost": {"br": 2}, "disorder": {"br": "MD"}}
    given = resolved(tmp_path, capsys, situation(pack, umpire))
    assert (given["outcome"], given["typed"]) == ("loss_2_md", False)  # still the pack's
    assert unit_effects(given, "br") == [("figures", 28, 26), ("disorder", "ordered", "MD")]
    assert given["warnings"] == []


def test_the_row_resolve_would_log_says_the_effects_were_the_umpires(tmp_path):
    pack_path = bare_pack(tmp_path)
    umpire = {"figures_lost": {"br": 2}, "disorder": {"br": "MD"}}
    read = parse_situation(situation(pack_path, umpire))
    report = resolve_situation(read, load_pack(str(pack_path)))
    draft = report.preview.draft
    assert (draft.outcome.key, draft.outcome_typed) == ("loss_2_md", False)
    assert draft.note == "typed from the book: br loses 2, br to MD"


FALLS_MINUS_1 = """key = "falls_side_minus_1"
effects = [
    { what = "staff_falls" },
    { what = "side_penalty", value = -1, duration = "this_and_next_bound" },
]"""


def catch_situation(folder: Path, umpire: dict | None) -> dict:
    """A catch roll of 15 on the FIXTURE pack whose Table 18 "falls, side −1" has no
    effects (a club's pack being filled in)."""
    text = FIXTURE_PACK.read_text(encoding="utf-8")
    assert FALLS_MINUS_1 in text
    path = folder / "bare18.toml"
    bare = 'key = "falls_side_minus_1"\neffects = []'
    path.write_text(text.replace(FALLS_MINUS_1, bare), "utf-8")
    return {
        "pack": str(path),
        "roll": "catch",
        "bound": 3,
        "rolls": [{"role": "owner", "unit": "ziethen.o1", "dice": [5, 5, 5]}],
        "staff": {"ziethen.o1": {"side": "prussia", "kind": "orderly"}},
        **({"umpire_outcome": umpire} if umpire is not None else {}),
    }


def test_resolve_takes_a_catch_rolls_fall_typed_for_an_outcome_without_effects(tmp_path, capsys):
    bare = resolved(tmp_path, capsys, catch_situation(tmp_path, None))
    assert (bare["outcome"], bare["effects"]) == ("falls_side_minus_1", [])
    effects = [{"what": "staff_falls"}, {"what": "side_penalty", "value": -1}]
    given = resolved(tmp_path, capsys, catch_situation(tmp_path, {"effects": effects}))
    assert (given["outcome"], given["typed"]) == ("falls_side_minus_1", False)
    said = [(e["unit"], e["what"], e["to"]) for e in given["effects"]]
    assert said == [
        ("ziethen.o1", "staff", "fallen"),
        ("prussia", "side_penalty", -1),
    ]
    read = parse_situation(catch_situation(tmp_path, {"effects": effects}))
    draft = resolve_situation(read, load_pack(str(read.pack))).preview.draft
    assert draft.note == "typed from the book: ziethen.o1 falls, side penalty -1 for prussia"


def test_resolve_refuses_an_effect_the_roll_cannot_have(tmp_path, capsys):
    path = tmp_path / "situation.json"
    wrong = catch_situation(tmp_path, {"effects": [{"what": "order_failed"}]})
    path.write_text(json.dumps(wrong), encoding="utf-8")
    capsys.readouterr()
    assert run(["resolve", str(path)]) != 0
    error = capsys.readouterr().err
    assert "umpire_outcome: Effects typed for the outcome (order_failed)" in error


REPLACED = """key = "replaced"
effects = [
    { what = "commander_replaced" },
]"""


def replacement_situation(folder: Path, umpire: dict | None) -> dict:
    """Ney's orderly rolls 14 for the fallen Ney on the FIXTURE pack whose Table 19
    "replaced" has no effects (a club's pack being filled in)."""
    text = FIXTURE_PACK.read_text(encoding="utf-8")
    assert REPLACED in text
    path = folder / "bare19.toml"
    path.write_text(text.replace(REPLACED, 'key = "replaced"\neffects = []'), "utf-8")
    return {
        "pack": str(path),
        "roll": "replacement",
        "bound": 4,
        "phase": "reporting",
        "rolls": [{"role": "owner", "unit": "ney.o2", "dice": [5, 5, 4]}],
        "staff": {
            "ney": {"side": "france", "kind": "commander", "fallen": True},
            "ney.o2": {"side": "france", "kind": "orderly"},
        },
        **({"umpire_outcome": umpire} if umpire is not None else {}),
    }


def test_resolve_takes_a_replacement_and_rating_typed_for_an_outcome_without_effects(
    tmp_path, capsys
):
    bare = resolved(tmp_path, capsys, replacement_situation(tmp_path, None))
    assert (bare["outcome"], bare["effects"]) == ("replaced", [])
    effects = [{"what": "commander_replaced"}, {"what": "commander_rating", "value": "effective"}]
    given = resolved(tmp_path, capsys, replacement_situation(tmp_path, {"effects": effects}))
    assert (given["outcome"], given["typed"]) == ("replaced", False)
    assert [(e["unit"], e["what"], e["to"]) for e in given["effects"]] == [
        ("ney.o2", "replacement", "replaced"),
        ("ney.o2", "rating", "effective"),
    ]
    read = parse_situation(replacement_situation(tmp_path, {"effects": effects}))
    draft = resolve_situation(read, load_pack(str(read.pack))).preview.draft
    assert [(e.unit, e.what, e.from_, e.to) for e in draft.effects] == [
        ("ney", "commander_fallen", True, False),
        ("ney.o2", "orderly_removed", False, True),
        ("ney", "commander_rating", "normal", "effective"),
    ]
    assert draft.note == "typed from the book: commander ney replaced, rating effective for ney"


def test_resolve_refuses_a_rating_without_the_replacement(tmp_path, capsys):
    path = tmp_path / "situation.json"
    rating = [{"what": "commander_rating", "value": "effective"}]
    path.write_text(json.dumps(replacement_situation(tmp_path, {"effects": rating})), "utf-8")
    capsys.readouterr()
    assert run(["resolve", str(path)]) != 0
    assert (
        capsys.readouterr()
        .err.strip()
        .endswith(
            "umpire_outcome: A commander's rating is typed only with the commander replaced "
            "(1.1.3): type the replacement too, or leave the rating unchanged."
        )
    )
