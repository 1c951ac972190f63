"""A replacement roll (Table 19, 1.1.4) that replaces the fallen commander changes the
roster: the commander is back where the orderly stood, the orderly figure is removed, and a
"particularly effective / ineffective" result sets the rating his ordering rolls read
(1.1.3). Typed from the book (Table 19 is unset), logged, verified, voided. No Qt."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ba_console.core import vocabulary
from ba_console.core.phases import PhasePosition
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.session import PlaySession
from ba_console.play.stored import StoredGame
from ba_console.play.tasks import bound_tasks
from ba_console.reports.translation import load_translation
from ba_console.store.records import Effect
from tests.packs.conftest import notes_in_english
from tests.play.conftest import sheet_rows
from tests.play.test_play_tasks import REPORTING
from tests.play.window_path import load, resolve_situation


def replacement(figure: str, outcome: str, faces=(4, 5, 6)) -> RollChoices:
    owner = RoleChoice(role="owner", unit=figure, faces=faces)
    return RollChoices(kind="replacement", roles=(owner,), typed_outcomes={0: outcome})


def reporting_game(demo, pack=None):
    game = demo(pack)
    game.set_phase(1, "reporting")
    game.update_commander("ir15", fallen=True)
    return game


def task_codes(pack, game) -> list[str]:
    return [task.code for task in bound_tasks(pack, game, REPORTING, sheet_rows(game))]


def test_a_replacement_typed_replaced_puts_the_commander_back_and_removes_the_orderly(
    ba_pack, demo
):
    game = reporting_game(demo)
    session = PlaySession(game, ba_pack)
    assert "commanders_to_replace" in task_codes(ba_pack, game)
    preview = session.preview(replacement("ir15.o1", "replaced"))
    assert preview.can_confirm, preview.problem
    row = game.append_roll(preview.draft)

    assert game.commander("ir15").fallen is False
    assert game.orderly("ir15.o1").fallen is True  # the figure is off the table
    assert game.orderly("ir15.o2").fallen is False
    assert "commanders_to_replace" not in task_codes(ba_pack, game)
    assert game.verify().ok

    names = game.names()
    said = [vocabulary.effect_label(e, names) for e in row.effects]
    assert said == [
        "Commander, 15th Infantry Regiment: commander fallen yes → no",
        "Orderly 1 (15th IR): figure removed, his commander placed where it stood (1.1.4)",
    ]
    danish = load_translation("da")
    assert [vocabulary.effect_label(e, names, danish) for e in row.effects] == [
        "Commander, 15th Infantry Regiment: chef falden: ja → nej",
        "Orderly 1 (15th IR): figuren fjernet, hans chef sat, hvor den stod (1.1.4)",
    ]

    void = game.void_roll(row.sequence, "wrong orderly")
    assert game.commander("ir15").fallen is True
    assert game.orderly("ir15.o1").fallen is False
    assert "commanders_to_replace" in task_codes(ba_pack, game)
    assert game.verify().ok
    assert vocabulary.effect_label(void.effects[0], names) == (
        "Orderly 1 (15th IR): figure back on the table, the replacement voided (1.1.4)"
    )
    assert vocabulary.effect_label(void.effects[0], names, danish) == (
        "Orderly 1 (15th IR): figuren tilbage på bordet, erstatningen annulleret (1.1.4)"
    )


def test_rolled_on_the_commander_his_first_orderly_standing_replaces_him(ba_pack, demo):
    game = reporting_game(demo)
    game.update_orderly("ir15.o1", fallen=True)
    session = PlaySession(game, ba_pack)
    row = game.append_roll(session.preview(replacement("ir15", "replaced")).draft)
    assert [(e.unit, e.what, e.from_, e.to) for e in row.effects] == [
        ("ir15", "commander_fallen", True, False),
        ("ir15.o2", "orderly_removed", False, True),
    ]
    assert game.verify().ok


@pytest.mark.parametrize("rating", ["effective", "ineffective"])
def test_a_particularly_effective_or_ineffective_result_sets_the_rating_the_ordering_roll_reads(
    ba_pack, demo, rating
):
    game = reporting_game(demo)
    session = PlaySession(game, ba_pack)
    row = game.append_roll(session.preview(replacement("ir15.o2", f"replaced_{rating}")).draft)
    assert game.commander("ir15").rating == rating
    assert game.commander("ir15").fallen is False and game.orderly("ir15.o2").fallen is True
    assert Effect(unit="ir15", what="commander_rating", from_="normal", to=rating) in row.effects
    # 1.1.3: the ordering rolls of his units count it.
    assert StoredGame(game, ladder=ba_pack.disorder).commander_rating("i-15") == rating
    assert game.verify().ok
    game.void_roll(row.sequence, "misread")
    assert game.commander("ir15").rating == "normal" and game.commander("ir15").fallen


def test_not_replaced_changes_nothing(ba_pack, demo):
    game = reporting_game(demo)
    row = game.append_roll(
        PlaySession(game, ba_pack).preview(replacement("ir15.o1", "not_replaced")).draft
    )
    assert row.effects == ()
    assert game.commander("ir15").fallen
    # His roll of this bound is made: no longer a task in it; he is one again next bound.
    assert "commanders_to_replace" not in task_codes(ba_pack, game)
    next_bound = PhasePosition(2, "reporting")
    assert "commanders_to_replace" in [
        task.code for task in bound_tasks(ba_pack, game, next_bound, sheet_rows(game))
    ]


def test_a_replacement_the_roster_cannot_make_is_refused_with_its_reason(ba_pack, demo):
    game = reporting_game(demo)
    session = PlaySession(game, ba_pack)
    standing = session.preview(replacement("slw1.o1", "replaced"))
    assert not standing.can_confirm
    assert standing.problem.text == (
        "Commander, 1st Silesian Landwehr has not fallen: there is no commander to replace (1.1.4)"
    )
    game.update_orderly("ir15.o1", fallen=True)
    fallen = session.preview(replacement("ir15.o1", "replaced"))
    assert fallen.problem.text == (
        "Orderly 1 (15th IR) has fallen and cannot replace his commander (1.1.4)"
    )
    game.update_orderly("ir15.o2", fallen=True)
    none_left = session.preview(replacement("ir15", "replaced"))
    assert none_left.problem.text == (
        "Commander, 15th Infantry Regiment has no orderly left standing to replace him (1.1.4)"
    )
    assert game.roll_count() == 0


def test_a_game_made_with_an_older_pack_keeps_its_replacement_without_effects(ba_pack, demo):
    """Games made before 2026.12.3 keep their copy: Table 19's outcomes change nothing."""
    # Its table and roll notes were English only (Danish too since 2026.12.5, schema 9).
    data = notes_in_english(ba_pack.model_dump(mode="json", exclude_none=True))
    for outcome in data["tables"]["t19r"]["outcomes"]:
        outcome["effects"] = []
    from ba_console.packs import pack_from_data

    old = pack_from_data({**data, "schema_version": 5, "version": "2026.12.2"})
    game = reporting_game(demo, old)
    row = game.append_roll(PlaySession(game, old).preview(replacement("ir15.o1", "replaced")).draft)
    assert row.effects == ()
    assert game.commander("ir15").fallen and not game.orderly("ir15.o1").fallen


SITUATION = Path(__file__).parent / "parity" / "ba_replacement_by_an_orderly_effective.json"


def test_resolve_reads_the_replacement_as_the_window_logs_it():
    """`ba-console resolve` on an orderly's replacement typed "particularly effective":
    the replacement and the rating among the effects, and the row it would log puts the
    commander back, removes that orderly and sets the rating (the parity corpus checks the
    window logs the same row)."""
    done = subprocess.run(
        [sys.executable, "-m", "ba_console", "resolve", str(SITUATION)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert printed["outcome"] == "replaced_effective"
    assert [(e["unit"], e["what"], e["to"]) for e in printed["effects"]] == [
        ("ney.o2", "replacement", "replaced"),
        ("ney.o2", "rating", "effective"),
    ]
    situation, pack, _ = load(SITUATION)
    draft = resolve_situation(situation, pack).preview.draft
    assert [(e.unit, e.what, e.from_, e.to) for e in draft.effects] == [
        ("ney", "commander_fallen", True, False),
        ("ney.o2", "orderly_removed", False, True),
        ("ney", "commander_rating", "normal", "effective"),
    ]


def test_a_staff_roll_opened_on_a_unit_is_made_by_its_commander_or_the_orderly_replacing_him(
    ba_pack, demo
):
    game = demo()
    session = PlaySession(game, ba_pack)
    assert session.staff_figure_for("i-15") == "ir15"  # standing: the catch roll is his
    game.update_commander("ir15", fallen=True)
    assert session.staff_figure_for("i-15") == "ir15.o1"
    game.update_orderly("ir15.o1", fallen=True)
    assert session.staff_figure_for("i-15") == "ir15.o2"
    game.update_orderly("ir15.o2", fallen=True)
    assert session.staff_figure_for("i-15") == "ir15"  # none left: the refusal says so
    assert session.staff_figure_for("ir15") is None and session.staff_figure_for(None) is None


def test_resolve_says_why_a_replacement_of_a_commander_standing_cannot_be_logged(tmp_path):
    situation = json.loads(SITUATION.read_text(encoding="utf-8"))
    situation["staff"]["ney"]["fallen"] = False
    path = tmp_path / "standing.json"
    path.write_text(json.dumps(situation), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "ba_console", "resolve", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    warnings = json.loads(done.stdout)["warnings"]
    assert {"code": "refused", "unit": None, "message": (
        "the roll cannot be logged: ney has not fallen: there is no commander to replace (1.1.4)"
    )} in warnings  # fmt: skip


def test_an_orderly_who_replaced_his_commander_is_refused_as_replaced_not_as_fallen(ba_pack, demo):
    """1.1.4: the orderly who replaced his commander is no longer an orderly. When the
    commander falls again, a roll on that orderly is refused for that reason, and his
    commander's roll is made by the orderly still standing."""
    game = reporting_game(demo)
    session = PlaySession(game, ba_pack)
    game.append_roll(session.preview(replacement("ir15.o1", "replaced")).draft)
    assert game.replacing_orderlies() == {"ir15.o1"}
    assert StoredGame(game).staff("ir15.o1").replaced
    game.update_commander("ir15", fallen=True)  # fell again (Table 10)

    again = PlaySession(game, ba_pack).preview(replacement("ir15.o1", "replaced"))
    assert again.problem.text == (
        "Orderly 1 (15th IR) has already replaced his commander and is no longer an orderly (1.1.4)"
    )
    game.update_orderly("ir15.o2", fallen=True)
    fallen = PlaySession(game, ba_pack).preview(replacement("ir15.o2", "replaced"))
    assert fallen.problem.text == (
        "Orderly 2 (15th IR) has fallen and cannot replace his commander (1.1.4)"
    )
    assert game.replacing_orderlies() == {"ir15.o1"}
    assert game.verify().ok
