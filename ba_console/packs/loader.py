"""Loading, checking and writing rule packs.

Errors name the file, the table, the row and the field, in the words an umpire
editing a TOML file needs: `belle_alliance.toml: table t08, row flanking_attack,
field values: column defender: 'x' is not a cell …`.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ba_console.core.frozen import from_valid
from ba_console.core.i18n import QT_TRANSLATE_NOOP, Sentence, SentenceError
from ba_console.core.model import (
    BEYOND_LIMIT,
    CELL_LIMIT,
    KEY_PATTERN,
    describe_range,
    outcome_key,
)
from ba_console.packs.errors import PackError as PackError
from ba_console.packs.errors import PackProblem
from ba_console.packs.plain import check_schema_version
from ba_console.packs.schema import RulePack
from ba_console.packs.shipped import TWIN_FORMAT, digest, shipped_reading
from ba_console.packs.shipped import builtin_ids as builtin_ids

if TYPE_CHECKING:
    from pydantic import ValidationError

PACK_ARGUMENT = "--pack takes a pack's id (ba-console pack list) or a pack file"

# What is wrong with a pack file, in the window's language too (context "packs").
NO_PACK_FILE = QT_TRANSLATE_NOOP(
    "packs", "no such pack file, and no shipped pack has that id ({known})"
)
PACK_UNREADABLE = QT_TRANSLATE_NOOP("packs", "cannot read the file: {error}")
NOT_TOML = QT_TRANSLATE_NOOP("packs", "not valid TOML: {error}")
NOT_TOML_AT = QT_TRANSLATE_NOOP("packs", "not valid TOML: {error}: {help}")
# tomllib's own words for the slips of a pack edited by hand.
TOML_INVALID_VALUE = QT_TRANSLATE_NOOP("packs", "Invalid value (at line {line}, column {column})")
TOML_NO_EQUALS = QT_TRANSLATE_NOOP(
    "packs", "Expected '=' after a key in a key/value pair (at line {line}, column {column})"
)
TOML_TWICE = QT_TRANSLATE_NOOP(
    "packs", "Cannot overwrite a value (at line {line}, column {column})"
)
TOML_PLACE_ADVICE = QT_TRANSLATE_NOOP("packs", "{place}: {advice}")
WRITE_NUMBER = QT_TRANSLATE_NOOP(
    "packs",
    'write a number as it is ({field} = -1) and any other cell in quotes ({field} = "?", "-" '
    'or "±2")',
)
WRITE_FIELD = QT_TRANSLATE_NOOP("packs", "a line is a field and its value: name = value")
WRITE_BARE_KEY = QT_TRANSLATE_NOOP(
    "packs",
    "a key outside quotes is written with a-z, A-Z, 0-9, _ and - only (æ, ø, å as ae, oe, aa)",
)
GIVEN_TWICE = QT_TRANSLATE_NOOP("packs", "given twice: keep one")
IS_ROSTER = QT_TRANSLATE_NOOP(
    "packs",
    "this is a roster, not a rule pack: give it to --roster (or import-roster); {argument}",
)
UNKNOWN_FIELD = QT_TRANSLATE_NOOP("packs", "unknown field (check the spelling)")
FIELD_MISSING = QT_TRANSLATE_NOOP("packs", "required field is missing")
KIND_UNKNOWN = QT_TRANSLATE_NOOP("packs", "field kind: {tag} is not one of {expected}")
KIND_MISSING = QT_TRANSLATE_NOOP(
    "packs", "field kind is missing (factors, bands, threshold or reference)"
)
NOT_A_KEY = QT_TRANSLATE_NOOP(
    "packs",
    "{typed} is not a key: write lower-case a-z, digits and _ only (æ, ø, å as ae, oe, aa: "
    "{suggestion})",
)
NOT_WHOLE = QT_TRANSLATE_NOOP("packs", "{value} is not a whole number")
NOT_TEXT = QT_TRANSLATE_NOOP("packs", "{value} is not text")
# Where in a pack: its parts as the file names them.
PLACES = {
    "table": QT_TRANSLATE_NOOP("packs", "table {name}"),
    "roll": QT_TRANSLATE_NOOP("packs", "roll {name}"),
    "row": QT_TRANSLATE_NOOP("packs", "row {name}"),
    "band": QT_TRANSLATE_NOOP("packs", "band {name}"),
    "outcome": QT_TRANSLATE_NOOP("packs", "outcome {name}"),
    "phase": QT_TRANSLATE_NOOP("packs", "phase {name}"),
    "sub-phase": QT_TRANSLATE_NOOP("packs", "sub-phase {name}"),
    "role": QT_TRANSLATE_NOOP("packs", "role {name}"),
    "item": QT_TRANSLATE_NOOP("packs", "item {name}"),
    "field": QT_TRANSLATE_NOOP("packs", "field {name}"),
}
THE_FILE = QT_TRANSLATE_NOOP("packs", "the file")


def _place(kind: str, name: object) -> Sentence:
    return Sentence("packs", PLACES[kind], name=name)


def load_pack(id_or_path: str | Path) -> RulePack:
    """A shipped pack by id (`belle_alliance`) or a pack file by path."""
    text_id = str(id_or_path)
    if text_id in builtin_ids():
        data, validated_hash = shipped_reading(text_id)
        known = _known_good(data, validated_hash)
        return known or pack_from_data(data, source=f"{text_id}.toml")
    path = Path(id_or_path)
    if not path.exists():
        known = ", ".join(builtin_ids())
        raise PackError.of(str(path), NO_PACK_FILE, known=known)
    if path.is_dir():
        raise PackError(f"{path} is a folder: {PACK_ARGUMENT}")
    try:
        # utf-8-sig: Windows editors (Notepad) begin a UTF-8 file with a byte-order mark,
        # which TOML does not allow; it is no part of the pack, so it is dropped.
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise PackError.of(path.name, PACK_UNREADABLE, error=exc) from None
    return parse_pack_text(text, source=path.name)


def _known_good(data: dict[str, Any], validated_hash: str | None) -> RulePack | None:
    """The pack a shipped pack's twin holds, read without validating it: the twin was made
    from this very TOML text and validated then, its content hash `validated_hash` (tests
    check the pack read so is the pack validated, field for field, hashing the same). None
    where the twin keeps no such hash."""
    if validated_hash is None:
        return None
    pack = from_valid(RulePack, data)
    vars(pack)["content_hash"] = validated_hash  # what `RulePack.content_hash` keeps
    return pack


def parse_pack_text(text: str, source: str = "pack") -> RulePack:
    import tomllib  # imported when a pack is read, not with the module

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PackError(problems=[PackProblem(source, (), _toml_problem(str(exc), text))]) from None
    return pack_from_data(data, source)


_TOML_WORDS = {
    "Invalid value": TOML_INVALID_VALUE,
    "Expected '=' after a key in a key/value pair": TOML_NO_EQUALS,
    "Cannot overwrite a value": TOML_TWICE,
}
_TOML_AT = re.compile(r"^(.*) \(at line (\d+), column (\d+)\)$")


def _toml_problem(message: str, text: str) -> Sentence:
    """A TOML syntax error: tomllib's words (said in the window's language where they are
    the slips of a pack edited by hand), then where it is and what to write."""
    found = _TOML_AT.match(message)
    error: Sentence | str = message
    if found and found.group(1) in _TOML_WORDS:
        template = _TOML_WORDS[found.group(1)]
        error = Sentence("packs", template, line=found.group(2), column=found.group(3))
    place, advice = _toml_help(message, text)
    if not place and advice is None:
        return Sentence("packs", NOT_TOML, error=error)
    if place and advice is not None:
        helped: Sentence | list[Sentence] = Sentence(
            "packs", TOML_PLACE_ADVICE, place=place, advice=advice
        )
    else:
        helped = place or advice  # type: ignore[assignment]
    return Sentence("packs", NOT_TOML_AT, error=error, help=helped)


_AT_LINE = re.compile(r"\(at line (\d+), column \d+\)")
_HEADER = re.compile(r"^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$")
_ROW_KEY = re.compile(r"""^\s*key\s*=\s*["']([^"']*)["']""")
_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


def _toml_help(message: str, text: str) -> tuple[list[Sentence], Sentence | None]:
    """Where a TOML syntax error is, as table, row and field, and what to write: the slips
    of a pack edited by hand (a cell without its quotes, a Danish letter in a key, a field
    given twice), which the TOML reader names only by line and column."""
    found = _AT_LINE.search(message)
    lines = text.splitlines()
    if found is None or not 0 < int(found.group(1)) <= len(lines):
        return [], None
    number = int(found.group(1))
    line = lines[number - 1]
    field = line.split("=", 1)[0].strip().strip("\"'") if "=" in line else None
    table = row = None
    for before in lines[: number - 1]:
        header = _HEADER.match(before)
        if header:
            parts = [p.strip().strip("\"'") for p in header.group(1).split(".")]
            table = parts[1] if parts[0] == "tables" and len(parts) > 1 else None
            if before.lstrip().startswith("[[") or table is None:
                row = None
            continue
        key = _ROW_KEY.match(before)
        if key and table is not None:
            row = key.group(1)
    place = [_place("table", table)] if table else []
    place += [_place("row", row)] if row else []
    place += [_place("field", field)] if field else []
    advice: Sentence | None = None
    if message.startswith("Invalid value") and "=" in line:
        advice = Sentence("packs", WRITE_NUMBER, field=field)
    elif message.startswith("Expected '=' after a key") and field is None:
        advice = Sentence("packs", WRITE_FIELD)
    elif message.startswith("Expected '=' after a key") and not _BARE_KEY.match(field):
        advice = Sentence("packs", WRITE_BARE_KEY)
    elif message.startswith("Cannot overwrite a value"):
        advice = Sentence("packs", GIVEN_TWICE)
    return place, advice


def pack_from_data(data: dict[str, Any], source: str = "pack") -> RulePack:
    if not any(key in data for key in ("tables", "rolls", "phases")) and any(
        key in data for key in ("sides", "commanders", "units")
    ):
        raise PackError.of(source, IS_ROSTER, argument=PACK_ARGUMENT)
    check_schema_version(data, source)
    from pydantic import ValidationError  # only for a pack not known good (`core.frozen`)

    try:
        return RulePack.model_validate(data)
    except ValidationError as exc:
        raise PackError(problems=pack_problems(exc, data, source)) from None


def twin_text(text: str) -> str:
    """The twin of a pack's TOML `text` (what `tools/build_pack_twins.py` writes), with the
    content hash of the pack validated (PackError if it is not valid)."""
    import tomllib

    data = tomllib.loads(text)
    kept = {
        "format": TWIN_FORMAT,
        "toml_sha256": digest(text),
        "content_hash": pack_from_data(data).content_hash,
        "data": data,
    }
    return json.dumps(kept, ensure_ascii=False, indent=0) + "\n"


def describe_errors(exc: ValidationError, data: dict[str, Any], source: str) -> str:
    """The problems of a pack, one a line, in English."""
    return "\n".join(problem.said() for problem in pack_problems(exc, data, source))


def pack_problems(exc: ValidationError, data: dict[str, Any], source: str) -> list[PackProblem]:
    """Each problem pydantic found, at its place (table, row, field) with its reason; a
    whole-pack check (a roll naming a missing table) names the place in its reason."""
    return [
        PackProblem(source, _where(error["loc"], data) if error["loc"] else (), _message(error))
        for error in exc.errors()
    ]


def _message(error: Any) -> Sentence | str:
    message = error["msg"]
    message = message.removeprefix("Value error, ")
    ctx = error.get("ctx", {})
    if isinstance(ctx.get("error"), SentenceError):
        return ctx["error"].sentence
    if error["type"] in ("extra_forbidden", "unexpected_keyword_argument"):
        return Sentence("packs", UNKNOWN_FIELD)
    if error["type"] == "missing":
        return Sentence("packs", FIELD_MISSING)
    if error["type"] == "union_tag_invalid":
        return Sentence(
            "packs", KIND_UNKNOWN, tag=repr(ctx.get("tag")), expected=ctx.get("expected_tags")
        )
    if error["type"] == "union_tag_not_found":
        return Sentence("packs", KIND_MISSING)
    if error["type"] == "string_pattern_mismatch" and ctx.get("pattern") == KEY_PATTERN:
        typed = error.get("input")
        suggestion = outcome_key(str(typed))
        return Sentence("packs", NOT_A_KEY, typed=repr(typed), suggestion=repr(suggestion))
    if ctx.get("le") == CELL_LIMIT or ctx.get("ge") == -CELL_LIMIT:
        return Sentence("packs", BEYOND_LIMIT, value=error.get("input"), limit=CELL_LIMIT)
    if error["type"] in ("int_type", "int_parsing", "int_from_float"):
        return Sentence("packs", NOT_WHOLE, value=repr(error.get("input")))
    if error["type"] == "string_type":
        return Sentence("packs", NOT_TEXT, value=repr(error.get("input")))
    return message


def _where(loc: tuple[Any, ...], data: dict[str, Any]) -> list[Sentence]:
    """('tables', 't08', 'factors', 'rows', 3, 'values') → table t08, row <key>, field values."""
    parts: list[tuple[str, object]] = []
    node: Any = data
    i = 0
    loc = tuple(loc)
    while i < len(loc):
        item = loc[i]
        child = node[item] if isinstance(node, dict | list) and _has(node, item) else None
        if parts == [] and item == "tables" and i + 1 < len(loc):
            parts.append(("table", loc[i + 1]))
            node = child[loc[i + 1]] if isinstance(child, dict) and loc[i + 1] in child else None
            i += 2
            if i < len(loc) and loc[i] in _TABLE_KINDS:
                # pydantic's discriminator tag, only right after the table id: a later
                # "bands" is the table's real bands field and must be named.
                i += 1
            continue
        if parts == [] and item == "rolls" and i + 1 < len(loc):
            parts.append(("roll", loc[i + 1]))
            node = child[loc[i + 1]] if isinstance(child, dict) and loc[i + 1] in child else None
            i += 2
            continue
        if isinstance(item, int) and isinstance(node, list):
            last = parts[-1] if parts else ("", "")
            name = _ITEM_NAMES.get(str(last[1]) if last[0] == "field" else "", "item")
            key = child.get("key") if isinstance(child, dict) else None
            if name == "band" and isinstance(child, dict) and key is None:
                key = _band_label(child)
            if parts and parts[-1][0] == "field":
                parts.pop()
            parts.append((name, key if key else item + 1))
        else:
            parts.append(("field", item))
        node = child
        i += 1
    if not parts:
        return [Sentence("packs", THE_FILE)]
    return [_place(kind, name) for kind, name in parts]


_TABLE_KINDS = ("factors", "bands", "threshold", "reference")
_ITEM_NAMES = {
    "rows": "row",
    "bands": "band",
    "outcomes": "outcome",
    "phases": "phase",
    "sub": "sub-phase",
    "roles": "role",
}


def _band_label(band: dict[str, Any]) -> str | None:
    """A band is named by its range as the umpire reads it ("13-14"), not its index."""
    low, high = band.get("min"), band.get("max")
    if not isinstance(low, int | None) or not isinstance(high, int | None):
        return None
    if low is None and high is None:
        return None
    return describe_range(low, high)


def _has(node: Any, item: Any) -> bool:
    if isinstance(node, dict):
        return item in node
    return isinstance(item, int) and 0 <= item < len(node)
