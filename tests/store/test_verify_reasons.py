"""Why verify calls a log broken, in a form the console can say in Danish.

The report's `reason` stays the English sentence the CLI prints and the exports keep; the
report also carries that sentence's translatable source (`reason_template`, marked with
`QT_TRANSLATE_NOOP("verify", ...)`) and its values (`reason_args`), so that the log viewer
can show a Danish umpire "dets indhold passer ikke med dets hash: …". Each test here tampers
with a log as a forger would and checks all three: the English as before, the template
filled with the args giving exactly that English, and a Danish sentence for the template.
Qt-free: the Danish is read from the .ts file, not through Qt.
"""

from __future__ import annotations

import ast
import sqlite3
import string
from collections.abc import Callable
from pathlib import Path
from xml.etree import ElementTree

import pytest

from ba_console.core.fair_dice import commitment, fair_faces
from ba_console.store import Game, Outcome, RollDraft, RollSide, canonical_json
from ba_console.store.codec import ROLL_COLUMNS, encode_row, row_hash
from ba_console.store.draws import ConsoleDraw, DrawVerifier, record_hash
from ba_console.store.records import Effect
from ba_console.store.verify import ChainVerifier, VerifyReport

from .conftest import SEED

REPO = Path(__file__).resolve().parents[2]
TS_FILE = REPO / "resources" / "translations" / "ba_console_da.ts"
COMMITMENT = commitment(SEED)
# Arguments `labels.display_text` shows as a roster name or a vocabulary label: a verify
# reason naming one of these would show a role's label where the English quotes its key.
DISPLAY_MAPPED = {"unit", "role", "status", "what", "old", "new", "key"}


def danish_verify_sentences() -> dict[str, str]:
    """Source → Danish of the "verify" context, finished translations only."""
    root = ElementTree.parse(TS_FILE).getroot()
    found: dict[str, str] = {}
    for context in root.iter("context"):
        if context.findtext("name") != "verify":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None and translation.text:
                found[message.findtext("source") or ""] = translation.text
    return found


DANISH = danish_verify_sentences()


def placeholders(text: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name)


def assert_said_in_both(report: VerifyReport, english: str) -> str:
    """The report is broken with `english` as its reason, and can say it in Danish: the
    Danish sentence, filled."""
    assert not report.ok
    assert report.reason == english
    assert report.reason_template is not None
    assert report.reason_template.format(**report.reason_args) == english
    danish = DANISH.get(report.reason_template)
    assert danish is not None, f"no Danish for {report.reason_template!r}"
    assert placeholders(danish) == placeholders(report.reason_template)
    said = danish.format(**report.reason_args)
    assert said != english
    return said


# --- a log and a ledger as a forger with the file would write them ------------------------


def ledger(*kinds: tuple[str, str]) -> list[tuple[int, str, str]]:
    """Console draws 1, 2, … for (kind, role), three d6 each, faces from the seed."""
    rows, previous = [], COMMITMENT
    for number, (kind, role) in enumerate(kinds, start=1):
        draw = ConsoleDraw(
            draw=number, time="t", kind=kind, role=role, count=3, die_sides=6,
            faces=fair_faces(SEED, number, f"{kind}/{role}", 3, 6), after_roll=0,
            prev_hash=previous, hash="",
        )  # fmt: skip
        previous = record_hash(draw.record())
        rows.append((number, draw.record(), previous))
    return rows


def console_side(number: int, **changes: object) -> RollSide:
    """A fire roll's console side naming draw `number`, with its faces (or `changes`)."""
    faces = tuple(fair_faces(SEED, number, "fire/firer", 3, 6))
    side = RollSide(role="firer", dice_source="console", faces=faces, draw=number)
    return side.model_copy(update=changes)


def log(*rows: dict[str, object]) -> list[tuple]:
    """Rows 1, 2, … (fire rolls of pack "p", unless a row says otherwise), each linked to
    the one before and hashed."""
    written: list[tuple] = []
    previous = COMMITMENT
    for number, values in enumerate(rows, start=1):
        fields: dict[str, object] = {
            "sequence": number, "time": "t", "bound": 1, "phase": "fire", "sub_phase": None,
            "kind": "fire", "units": (), "sides": (), "cell": None, "outcome_typed": False,
            "outcome": None, "effects": (), "note": "", "pack_hash": "p", "voids": None,
            "void_reason": None, "prev_hash": previous,
        }  # fmt: skip
        fields.update(values)
        row = encode_row(**fields)  # type: ignore[arg-type]
        written.append(row)
        previous = row[-1]
    return written


def sealing(draws: list[tuple[int, str, str]], number: int, **values: object) -> dict:
    """A row that names draw `number` as the latest shown, with that draw's hash."""
    return {"last_draw": number, "draw_head": draws[number - 1][2], **values}


def walk(
    rows: list[tuple], draws: list[tuple[int, str, str]] = (), seed: bytes | None = None
) -> VerifyReport:
    """What `Game.verify`'s serial walk reports for these rows and this ledger."""
    verifier = ChainVerifier(
        COMMITMENT, ["p"], seed, draws=DrawVerifier(COMMITMENT, list(draws), seed)
    )
    for row in rows:
        if not verifier.feed(row):
            break
    else:
        verifier.finish()
    return verifier.report()


def rehashed(row: tuple, **changes: object) -> tuple:
    """`row` with `changes`, its hash made anew (the forger keeps the row self-consistent)."""
    values = dict(zip(ROLL_COLUMNS, row, strict=True))
    values.update(changes)
    body = tuple(values[name] for name in ROLL_COLUMNS[:-1])
    return (*body, row_hash(body))


def void(voids: int, reason: str = "misread the dice") -> dict[str, object]:
    return {"kind": "void", "voids": voids, "void_reason": reason}


FIRE = ("fire", "firer")
SEEDED_FACES = list(fair_faces(SEED, 1, "fire/firer", 3, 6))
SCENARIOS: dict[str, tuple[Callable[[], VerifyReport], str]] = {}


def scenario(english: str) -> Callable[[Callable[[], VerifyReport]], Callable[[], VerifyReport]]:
    """Register a tampered log and the English reason verify gives for it (as before)."""

    def register(check: Callable[[], VerifyReport]) -> Callable[[], VerifyReport]:
        SCENARIOS[check.__name__.replace("_", " ")] = (check, english)
        return check

    return register


@scenario("its contents do not match its hash: the row was changed after logging")
def a_changed_row() -> VerifyReport:
    rows = log({}, {}, {})
    rows[1] = (*rows[1][:12], "changed", *rows[1][13:])  # the note, hash kept
    return walk(rows)


@scenario("roll 3 is missing: roll 2 is followed by roll 4")
def a_removed_row() -> VerifyReport:
    return walk([row for row in log({}, {}, {}, {}) if row[0] != 3])


@scenario("rolls 1-2 are missing: the start is followed by roll 3")
def rows_removed_at_the_start() -> VerifyReport:
    return walk(log({}, {}, {}, {})[2:])


@scenario(
    "its previous-hash does not match roll 2's hash: the rows before it were changed, "
    "removed or replaced"
)
def a_row_rewritten_with_its_own_hash() -> VerifyReport:
    rows = log({}, {}, {})
    rows[1] = rehashed(rows[1], note="changed")
    return walk(rows)


@scenario(
    "its previous-hash does not match the seed commitment: the rows before it were changed, "
    "removed or replaced"
)
def a_first_row_not_linked_to_the_seed_commitment() -> VerifyReport:
    return walk(log({"prev_hash": "0" * 64}))


@scenario("it voids roll 2, which is itself a void")
def a_void_of_a_void() -> VerifyReport:
    return walk(log({}, void(1), void(2)))


@scenario("it voids roll 1 a second time")
def a_roll_voided_twice() -> VerifyReport:
    return walk(log({}, void(1), void(1)))


@scenario("it is a void without a reason")
def a_void_without_a_reason() -> VerifyReport:
    return walk(log({}, void(1, reason="")))


@scenario("it points at roll 1 as voided but is a 'fire' roll, not a void")
def a_roll_pointing_at_a_voided_roll() -> VerifyReport:
    return walk(log({}, {"voids": 1, "void_reason": "x"}))


@scenario("it names pack 'q', which the game does not hold")
def a_pack_the_game_does_not_hold() -> VerifyReport:
    return walk(log({"pack_hash": "q"}))


@scenario("it is a roster adjustment but carries dice")
def a_roster_adjustment_carrying_dice() -> VerifyReport:
    dice = RollSide(role="a", dice_source="typed", faces=(1,))
    change = Effect(unit="u", what="figures", from_=3, to=2)
    return walk(log({"kind": "adjustment", "note": "typo", "sides": (dice,), "effects": (change,)}))


@scenario("it uses console draw 1, which roll 1 already used")
def a_draw_used_twice() -> VerifyReport:
    draws = ledger(FIRE)
    twice = sealing(draws, 1, sides=(console_side(1),))
    return walk(log(twice, twice), draws)


@scenario("it uses console draw 2, which had not been shown when it was logged")
def a_draw_used_before_it_was_shown() -> VerifyReport:
    draws = ledger(FIRE, FIRE)
    return walk(log(sealing(draws, 1, sides=(console_side(2),))), draws)


@scenario("console draw 2 is missing: draw 1 is followed by draw 3")
def a_removed_draw() -> VerifyReport:
    draws = ledger(FIRE, FIRE, FIRE)
    return walk(log(sealing(draws, 3)), [draws[0], draws[2]])


@scenario(
    "it names console draw 3 as the latest shown, but the ledger ends at draw 1: draws were removed"
)
def draws_removed_at_the_end() -> VerifyReport:
    draws = ledger(FIRE, FIRE, FIRE)
    return walk(log(sealing(draws, 3)), draws[:1])


@scenario("its contents do not match its hash: the draw was changed after it was shown")
def a_changed_draw_record() -> VerifyReport:
    draws = ledger(FIRE, FIRE)
    number, record, digest = draws[0]
    changed = (number, record.replace('"time":"t"', '"time":"u"'), digest)
    return walk(log(sealing(draws, 2)), [changed, draws[1]])


@scenario(
    "its draw head does not match console draw 1's hash: the draw ledger was changed or "
    "replaced after this row was logged"
)
def a_draw_head_that_is_not_the_draws_hash() -> VerifyReport:
    draws = ledger(FIRE)
    return walk(log({"last_draw": 1, "draw_head": "0" * 64}), draws)


@scenario(
    f"console dice of firer show [6, 6, 6], but console draw 1 showed {SEEDED_FACES}: these "
    "faces did not come from the committed seed"
)
def faces_other_than_the_draws() -> VerifyReport:
    draws = ledger(FIRE)
    sixes = console_side(1, faces=(6, 6, 6), natural=18, total=18)
    return walk(log(sealing(draws, 1, sides=(sixes,))), draws, SEED)


@scenario(
    f"it shows [1, 1, 1] for fire/firer, but the seed gives {SEEDED_FACES}: these faces did "
    "not come from the committed seed"
)
def a_draw_whose_faces_are_not_from_the_seed() -> VerifyReport:
    ((number, record, _),) = ledger(FIRE)
    forged = record.replace(canonical_json(SEEDED_FACES), "[1,1,1]")
    assert forged != record
    return walk([], [(number, forged, record_hash(forged))], SEED)


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_every_tampering_is_named_in_english_and_can_be_said_in_danish(scenario: str):
    check, english = SCENARIOS[scenario]
    assert_said_in_both(check(), english)


def test_the_danish_sentence_keeps_the_rows_and_draws_it_names():
    check, english = SCENARIOS["a draw used twice"]
    assert assert_said_in_both(check(), english) == (
        "det bruger konsolslag 1, som kast 1 allerede brugte"
    )
    check, english = SCENARIOS["a removed row"]
    assert assert_said_in_both(check(), english) == "kast 3 mangler: kast 2 efterfølges af kast 4"


# --- the same through a game file ---------------------------------------------------------


def fire_roll(game: Game) -> RollDraft:
    faces = game.console_faces("fire", "firer", 3)
    return RollDraft(
        kind="fire",
        sides=[RollSide(role="firer", unit="i-15", dice_source="console", faces=faces)],
        outcome=Outcome(key="no_effect", label="No effect"),
    )


def tampered(game: Game, *statements: str) -> Path:
    """Five console rolls, then `statements` run on the closed file with its guards off."""
    for _ in range(5):
        game.append_roll(fire_roll(game))
    game.close()
    conn = sqlite3.connect(game.path)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    for sql in statements:
        conn.execute(sql)
    conn.commit()
    conn.close()
    return game.path


def test_a_game_with_a_changed_row_says_which_in_both_languages(game: Game):
    path = tampered(game, "UPDATE rolls SET note = 'changed' WHERE sequence = 3")
    with Game.open(path, read_only=True) as view:
        report = view.verify()
    assert report.bad_sequence == 3
    english = "its contents do not match its hash: the row was changed after logging"
    said = assert_said_in_both(report, english)
    assert said == "dets indhold passer ikke med dets hash: rækken blev ændret efter logføringen"


def test_a_game_with_a_removed_draw_names_the_draw_in_both_languages(game: Game):
    path = tampered(game, "DELETE FROM console_draws WHERE draw = 2")
    with Game.open(path, read_only=True) as view:
        report = view.verify(SEED)
    assert report.bad_draw == 2 and report.bad_sequence is None
    said = assert_said_in_both(report, "console draw 2 is missing: draw 1 is followed by draw 3")
    assert said == "konsolslag 2 mangler: slag 1 efterfølges af slag 3"


@pytest.mark.parametrize("revealed", [False, True])
def test_a_wrong_seed_is_named_in_both_languages(game: Game, revealed: bool):
    path = tampered(game)
    fingerprint = commitment(SEED)[:16]
    if revealed:
        # A forger's reveal row with another seed: verify takes the seed from the log.
        with Game.open(path) as again:
            again.reveal_seed()
        conn = sqlite3.connect(path)
        for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'"):
            conn.execute(f"DROP TRIGGER {name}")
        conn.execute(
            "UPDATE rolls SET outcome = ? WHERE kind = 'seed_revealed'",
            ('{"key":"seed","label":"' + "00" * 32 + '"}',),
        )
        conn.commit()
        conn.close()
    with Game.open(path, read_only=True) as view:
        report = view.verify(None if revealed else bytes(32))
    source = "revealed in the log" if revealed else "given"
    # A seed given may be a slip of the copying, or the file another game: said both ways.
    advice = (
        ""
        if revealed
        else ": check that it was copied whole; if it was, this file is not the "
        "game it was revealed for"
    )
    assert_said_in_both(
        report,
        f"the seed ({source}) does not match the commitment made when the game began "
        f"({fingerprint}…){advice}",
    )


def test_a_report_without_a_problem_has_no_template():
    report = walk(log({}, {}))
    assert report.ok and report.reason is None
    assert report.reason_template is None and report.reason_args == {}


# --- every reason verify can give ----------------------------------------------------------


def marked_verify_templates() -> set[str]:
    """Every `QT_TRANSLATE_NOOP("verify", ...)` text in the store's source."""
    found: set[str] = set()
    for path in (REPO / "ba_console" / "store").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "QT_TRANSLATE_NOOP"
                and isinstance(node.args[0], ast.Constant)
                and node.args[0].value == "verify"
            ):
                assert isinstance(node.args[1], ast.Constant), "a verify reason must be a literal"
                found.add(node.args[1].value)
    return found


def test_every_reason_verify_can_give_has_danish_with_the_same_placeholders():
    templates = marked_verify_templates()
    assert len(templates) >= 50
    missing = sorted(templates - set(DANISH))
    assert missing == [], "run tools/build_forms.py and translate these"
    wrong = [t for t in templates if placeholders(DANISH[t]) != placeholders(t)]
    assert wrong == []
    mapped = [t for t in templates if set(placeholders(t)) & DISPLAY_MAPPED]
    assert mapped == []
