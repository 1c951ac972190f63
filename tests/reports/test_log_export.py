"""Exports of the roll log: what a disputing player reads, and what a checker recomputes."""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re

import pytest

from ba_console.reports import export_log
from ba_console.store import Effect, Factor, Game, Outcome, RollDraft, RollSide, canonical_json

HOSTILE = '<script>alert("dice")</script> & "quotes"'


def csv_rows(text: str) -> csv.DictReader:
    """The CSV export read as a tool reads its file: UTF-8 with its byte order mark."""
    return csv.DictReader(io.StringIO(text.encode("utf-8").decode("utf-8-sig")))


@pytest.fixture
def disputed(game: Game) -> Game:
    """Three rolls: a melee (later voided), a typed fire roll with a hostile note, the void."""
    faces = game.console_faces("melee", "attacker", 3)
    game.set_phase(2, "melee", "melee")
    game.append_roll(
        RollDraft(
            kind="melee",
            sides=[
                RollSide(
                    role="attacker",
                    unit="i-15",
                    dice_source="console",
                    faces=faces,
                    factors=[
                        Factor(
                            key="flank",
                            label="Flanking attack",
                            value=3,
                            table="t08",
                            column="attacker",
                            rule="4.1.8",
                        )
                    ],
                )
            ],
            cell="t11: +4",
            outcome=Outcome(key="defender_retreats", label="Defender retreats"),
            effects=[Effect(unit="i-1t", what="disorder", from_="ordered", to="MD")],
        )
    )
    game.set_phase(3, "fire")
    game.append_roll(
        RollDraft(
            kind="fire",
            sides=[RollSide(role="firer", unit="bty", dice_source="typed", faces=(5, 4, 2))],
            outcome_typed=True,
            outcome=Outcome(key="loss_2", label="<b>2 figures</b> (read from the book)"),
            effects=[Effect(unit="i-15", what="figures", from_=36, to=34)],
            note=HOSTILE,
        )
    )
    game.void_roll(1, "the flank was not reached <really>")
    return game


def test_html_report_escapes_everything_from_the_game(disputed: Game):
    html = export_log(disputed, "html")
    assert "<script>alert" not in html and "<b>2 figures" not in html
    assert "&lt;script&gt;alert(&quot;dice&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;" in html
    assert "&lt;b&gt;2 figures&lt;/b&gt;" in html
    assert "not reached &lt;really&gt;" in html


def test_html_report_shows_commitment_chain_dice_factors_cell_and_voids(disputed: Game):
    html = export_log(disputed, "html")
    assert disputed.info.seed_commitment in html
    assert "OK: 3 rolls, hash chain intact" in html
    assert 'class="roll voided" id="roll-1"' in html
    assert "tr.voided td{text-decoration:line-through" in html
    assert "voided by #3" in html
    assert "voids #1: the flank was not reached" in html
    assert '<span title="Table 8 · attacker · 4.1.8 (flank)">+3 Flanking attack</span>' in html
    assert '<span class="t" title="t11: +4">Table 11: +4</span>' in html
    # A typed outcome is said once, marked as the umpire's.
    assert "(typed from the book)" not in html
    assert '<span class="typed">typed by the umpire</span>' in html
    # Players read names and labels; the keys the log holds are on hover only.
    assert "I./15: figures\u00a036 →\u00a034" in html and "(i-15)" not in html
    assert '<span class="role">attacker</span> <span title="i-15">I./15</span>' in html
    assert '<b title="melee">melee</b>' in html  # this game's pack labels no kind
    # Self-contained: no stylesheet or image from elsewhere (the charts are inline).
    assert "<link" not in html
    assert set(re.findall(r'src="(\w+):', html)) <= {"data"}


def test_html_report_groups_the_rolls_by_bound_and_step(disputed: Game):
    html = export_log(disputed, "html")
    rows = re.findall(r'<tr class="(bound|step|roll[^"]*)"', html)
    assert rows == ["bound", "step", "roll voided", "bound", "step", "roll", "roll void"]
    assert '<tr class="bound" data-bound="2"><td colspan="4"><b>Bound 2</b>' in html


def test_html_report_filters_by_unit_bound_and_kind(disputed: Game):
    only_battery = export_log(disputed, "html", unit="bty")
    assert 'id="roll-2"' in only_battery and 'id="roll-1"' not in only_battery
    assert "All bounds · unit Battery · all kinds (1 roll of 3 in the log)" in only_battery
    bound_two = export_log(disputed, "html", bound=2)
    assert 'id="roll-1"' in bound_two and 'id="roll-2"' not in bound_two
    assert "Bound 2 · all units · all kinds (1 roll of 3 in the log)" in bound_two
    voids = export_log(disputed, "html", kind="void")
    assert 'id="roll-3"' in voids and 'id="roll-1"' not in voids
    one = export_log(disputed, "html", roll=2)
    assert 'id="roll-2"' in one and 'id="roll-1"' not in one and 'id="roll-3"' not in one
    assert "Roll #2 (1 roll of 3 in the log)" in one


def test_html_report_filters_in_the_browser_by_bound_unit_and_kind(disputed: Game):
    html = export_log(disputed, "html")
    assert 'id="roll-1" data-bound="2" data-unit="i-15 i-1t" data-kind="melee"' in html
    assert 'id="roll-2" data-bound="3" data-unit="bty i-15" data-kind="fire"' in html
    for name in ("bound", "unit", "kind"):
        assert f'<select id="filter-{name}">' in html
    # Without script the controls stay hidden and every row shows.
    assert '<p class="filters" id="filters" style="display:none">' in html


def test_html_report_names_the_pack_of_a_roll_made_under_another_pack(disputed: Game):
    old_pack = disputed.info.pack_hash
    disputed.set_pack(pack_toml='id = "club"\n', pack_id="club", pack_hash="c" * 64)
    html = export_log(disputed, "html")
    assert f'<span class="t" title="{old_pack}">pack {old_pack[:12]}…</span>' in html


def test_html_report_shows_a_broken_chain(disputed: Game):
    path = disputed.path
    disputed.close()
    import sqlite3

    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER rolls_append_only_update")
    conn.execute("UPDATE rolls SET note = 'nothing happened' WHERE sequence = 2")
    conn.commit()
    conn.close()
    with Game.open(path, read_only=True) as view:
        html = export_log(view, "html")
    assert 'class="broken"' in html and "BROKEN at roll 2" in html


def test_json_export_lets_anyone_recompute_every_hash(disputed: Game):
    document = json.loads(export_log(disputed, "json"))
    assert document["game"]["seed_commitment"] == disputed.info.seed_commitment
    assert document["chain"]["ok"] is True
    # The chain's fields as the format has them: the reason in English, no translation aids.
    assert "reason" in document["chain"] and "reason_template" not in document["chain"]
    previous = document["game"]["seed_commitment"]
    for roll in document["rolls"]:
        body = {k: v for k, v in roll.items() if k not in ("hash", "voided_by")}
        digest = hashlib.sha256(canonical_json(body).encode("utf-8")).hexdigest()
        assert digest == roll["hash"]
        assert roll["prev_hash"] == previous
        previous = roll["hash"]
    assert document["rolls"][0]["voided_by"] == 3
    assert document["rolls"][1]["effects"] == [
        {"unit": "i-15", "what": "figures", "from": 36, "to": 34}
    ]


def test_csv_export_has_one_readable_row_per_roll(disputed: Game):
    rows = list(csv_rows(export_log(disputed, "csv")))
    assert [row["sequence"] for row in rows] == ["1", "2", "3"]
    assert rows[1]["dice"] == "firer (bty): 5+4+2 = 11 [typed]"
    assert rows[1]["outcome_typed"] == "yes"
    assert rows[1]["note"] == HOSTILE
    assert rows[0]["voided_by"] == "3"
    assert rows[2]["effects"] == "i-1t disorder MD → ordered"
    assert [r["sequence"] for r in csv_rows(export_log(disputed, "csv", unit="bty"))] == ["2"]


def test_unknown_format_is_refused(disputed: Game):
    with pytest.raises(ValueError, match="unknown export format 'docx'"):
        export_log(disputed, "docx")
    with pytest.raises(ValueError, match="unknown export format 'pdf'"):
        export_log(disputed, "pdf")  # a PDF is a file: write_log_pdf


@pytest.fixture
def peeked(disputed: Game) -> Game:
    """The disputed game, then fire dice shown for the battery (draw 2) and never logged."""
    disputed.console_faces("fire", "firer", 3)
    return disputed


def test_html_report_lists_console_dice_shown_but_never_logged(peeked: Game):
    html = export_log(peeked, "html")
    assert "3 rolls · 2 console draws, 1 shown but never logged" in html
    assert "1 console draw shown but never logged: #2 fire / firer at 18:30" in html
    assert '<h2 id="never-logged">Console dice shown but never logged</h2>' in html
    assert '<tr id="draw-2"><td>#2</td>' in html and "fire / firer" in html
    assert '<span class="t">(#1)</span>' in html  # the melee's dice name their draw
    # Filters narrow the rolls, never the draws: they are the game's, like the chain.
    assert 'id="draw-2"' in export_log(peeked, "html", unit="bty")


def test_html_report_of_a_game_whose_draws_were_all_logged(disputed: Game):
    html = export_log(disputed, "html")
    assert "3 rolls · 1 console draw, logged" in html
    assert "never-logged" not in html


def test_json_export_lets_anyone_recompute_the_draw_ledger(peeked: Game):
    document = json.loads(export_log(peeked, "json"))
    assert document["format_version"] == 5
    assert document["never_logged"] == [2] and document["chain"]["unused_draws"] == [2]
    previous = document["game"]["seed_commitment"]
    for draw in document["console_draws"]:
        body = {k: v for k, v in draw.items() if k not in ("hash", "used_by")}
        assert hashlib.sha256(canonical_json(body).encode("utf-8")).hexdigest() == draw["hash"]
        assert draw["prev_hash"] == previous
        previous = draw["hash"]
    assert [(d["draw"], d["kind"], d["used_by"]) for d in document["console_draws"]] == [
        (1, "melee", 1),
        (2, "fire", None),
    ]
    void = document["rolls"][2]  # logged after draw 1: it seals the ledger as it stood
    assert (void["last_draw"], void["draw_head"]) == (1, document["console_draws"][0]["hash"])
    assert document["rolls"][0]["sides"][0]["draw"] == 1


def test_csv_export_ends_with_the_draws_never_logged(peeked: Game):
    rows = list(csv_rows(export_log(peeked, "csv")))
    assert [row["sequence"] for row in rows] == ["1", "2", "3", ""]
    assert rows[0]["dice"].endswith("[console draw #1]")
    never = rows[3]
    faces = peeked.console_faces("fire", "firer", 3)
    assert never["kind"] == "fire" and never["outcome"] == "never logged"
    assert never["dice"] == (f"firer: {'+'.join(map(str, faces))} = {sum(faces)} [console draw #2]")
    assert "shown at 2025-06-18T18:30:00+00:00 after roll 3, never logged" in never["note"]
    by_unit = list(csv_rows(export_log(peeked, "csv", unit="bty")))
    assert [row["sequence"] for row in by_unit] == ["2"]


@pytest.mark.parametrize("delimiter", [",", ";"])
def test_csv_export_opens_in_a_spreadsheet_split_on_its_separator(disputed: Game, delimiter):
    """Bytes as Excel reads them: a BOM (so a Danish note keeps its letters), then cells
    split on the chosen separator; a note holding the separator or quotes stays one cell."""
    disputed.append_roll(
        RollDraft(
            kind="fire",
            sides=[RollSide(role="firer", unit="bty", dice_source="typed", faces=(1, 2, 3))],
            note='Bülow; "Æbelø", sagde dommeren',
        )
    )
    data = export_log(disputed, "csv", delimiter=delimiter).encode("utf-8")
    assert data.startswith(b"\xef\xbb\xbfsequence" + delimiter.encode() + b"time")
    text = data.decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    header = rows[0]
    assert all(len(row) == len(header) for row in rows[1:])
    assert rows[-1][header.index("note")] == 'Bülow; "Æbelø", sagde dommeren'


def test_html_report_names_kinds_and_phases_as_the_games_pack_labels_them(make_game, tmp_path):
    """With the shipped pack, a player reads "Melee" in "Melee phase", and picks units and
    kinds by name in the report's filters."""
    from tests.store.conftest import shipped_pack_game

    game = shipped_pack_game(make_game, tmp_path / "shipped.bagame")
    game.set_phase(2, "melee", "melee")
    game.append_roll(
        RollDraft(
            kind="melee",
            sides=[RollSide(role="attacker", unit="i-15", dice_source="typed", faces=(3, 4, 5))],
            outcome_typed=True,
            outcome=Outcome(key="typed", label="defender retreats"),
            effects=[Effect(unit="i-1t", what="disorder", from_="ordered", to="MD")],
        )
    )
    html = export_log(game, "html")
    assert '<b title="melee">Melee</b>' in html
    assert '<tr class="step" data-bound="2"><td colspan="4">Melee phase › Melee</td>' in html
    labels = html.split('<script type="application/json" id="option-labels">')[1]
    labels = json.loads(labels.split("</script>")[0])
    assert labels == {
        "unit": {"i-15": "I./15", "i-1t": "1/1 Tirailleurs"},
        "kind": {"melee": "Melee"},
    }


def test_a_factor_value_typed_from_the_book_says_so_in_every_export(game: Game):
    """A dispute sees which factor's value the pack did not give: the umpire typed it."""
    game.append_roll(
        RollDraft(
            kind="artillery_fire",
            sides=[
                RollSide(
                    role="firer",
                    unit="bty",
                    dice_source="typed",
                    faces=(5, 4, 2),
                    factors=[
                        Factor(
                            key="canister",
                            label="Canister",
                            value=2,
                            table="t07",
                            column="loss",
                            rule="3.4.4",
                            typed=True,
                        ),
                        Factor(
                            key="ranging",
                            label="Ranging",
                            value=1,
                            table="t07",
                            column="loss",
                            rule="3.4.1",
                        ),
                    ],  # fmt: skip
                )
            ],
            outcome_typed=True,
            outcome=Outcome(key="book: 1 figure", label="1 figure"),
        )
    )
    html = export_log(game, "html")
    assert "+2 Canister <i>(typed from the book)</i></span>" in html
    assert "+1 Ranging</span>" in html  # the pack's own value says nothing more
    rows = list(csv_rows(export_log(game, "csv")))
    assert "+2 Canister (t07 loss 3.4.4; ticked, typed from the book)" in rows[-1]["factors"]
    assert "+1 Ranging (t07 loss 3.4.1; ticked)" in rows[-1]["factors"]
    factors = json.loads(export_log(game, "json"))["rolls"][-1]["sides"][0]["factors"]
    assert [f.get("typed") for f in factors] == [True, None]
