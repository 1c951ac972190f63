"""Loading, checking and writing rule packs.

Errors name the file, the table, the row and the field, in the words an umpire
editing a TOML file needs: `belle_alliance.toml: table t08, row flanking_attack,
field values: column defender: 'x' is not a cell …`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ba_console.core.model import CELL_LIMIT, describe_range
from ba_console.packs.errors import PackError as PackError
from ba_console.packs.fill import outcome_key
from ba_console.packs.outline import check_schema_version
from ba_console.packs.schema import RulePack
from ba_console.packs.shipped import builtin_ids as builtin_ids
from ba_console.packs.shipped import shipped_text

PACK_ARGUMENT = "--pack takes a pack's id (ba-console pack list) or a pack file"


def load_pack(id_or_path: str | Path) -> RulePack:
    """A shipped pack by id (`belle_alliance`) or a pack file by path."""
    text_id = str(id_or_path)
    if text_id in builtin_ids():
        return parse_pack_text(shipped_text(text_id), source=f"{text_id}.toml")
    path = Path(id_or_path)
    if not path.exists():
        known = ", ".join(builtin_ids())
        raise PackError(f"{path}: no such pack file, and no shipped pack has that id ({known})")
    if path.is_dir():
        raise PackError(f"{path} is a folder: {PACK_ARGUMENT}")
    try:
        # utf-8-sig: Windows editors (Notepad) begin a UTF-8 file with a byte-order mark,
        # which TOML does not allow; it is no part of the pack, so it is dropped.
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise PackError(f"{path.name}: cannot read the file: {exc}") from None
    return parse_pack_text(text, source=path.name)


def parse_pack_text(text: str, source: str = "pack") -> RulePack:
    import tomllib  # imported when a pack is read, not with the module

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PackError(f"{source}: not valid TOML: {exc}{_toml_help(str(exc), text)}") from None
    return pack_from_data(data, source)


_AT_LINE = re.compile(r"\(at line (\d+), column \d+\)")
_HEADER = re.compile(r"^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$")
_ROW_KEY = re.compile(r"""^\s*key\s*=\s*["']([^"']*)["']""")
_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


def _toml_help(message: str, text: str) -> str:
    """Where a TOML syntax error is, as table, row and field, and what to write: the slips
    of a pack edited by hand (a cell without its quotes, a Danish letter in a key, a field
    given twice), which the TOML reader names only by line and column."""
    found = _AT_LINE.search(message)
    lines = text.splitlines()
    if found is None or not 0 < int(found.group(1)) <= len(lines):
        return ""
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
    place = [f"table {table}"] if table else []
    place += [f"row {row}"] if row else []
    place += [f"field {field}"] if field else []
    if message.startswith("Invalid value") and "=" in line:
        advice = (
            f'write a number as it is ({field} = -1) and any other cell in quotes ({field} = "?", '
            '"-" or "±2")'
        )
    elif message.startswith("Expected '=' after a key") and field is None:
        advice = "a line is a field and its value: name = value"
    elif message.startswith("Expected '=' after a key") and not _BARE_KEY.match(field):
        advice = (
            "a key outside quotes is written with a-z, A-Z, 0-9, _ and - only (æ, ø, å as "
            "ae, oe, aa)"
        )
    elif message.startswith("Cannot overwrite a value"):
        advice = "given twice: keep one"
    else:
        advice = ""
    said = ", ".join(place)
    if said and advice:
        return f": {said}: {advice}"
    return f": {said or advice}" if said or advice else ""


def pack_from_data(data: dict[str, Any], source: str = "pack") -> RulePack:
    if not any(key in data for key in ("tables", "rolls", "phases")) and any(
        key in data for key in ("sides", "commanders", "units")
    ):
        raise PackError(
            f"{source}: this is a roster, not a rule pack: give it to --roster (or "
            f"import-roster); {PACK_ARGUMENT}"
        )
    check_schema_version(data, source)
    try:
        return RulePack.model_validate(data)
    except ValidationError as exc:
        raise PackError(describe_errors(exc, data, source)) from None


def describe_errors(exc: ValidationError, data: dict[str, Any], source: str) -> str:
    lines = []
    for error in exc.errors():
        if not error["loc"]:
            # A whole-pack check (a roll naming a missing table): its message names the place.
            lines.append(f"{source}: {_message(error)}")
            continue
        lines.append(f"{source}: {_where(error['loc'], data)}: {_message(error)}")
    return "\n".join(lines)


def _message(error: dict[str, Any]) -> str:
    message = error["msg"]
    message = message.removeprefix("Value error, ")
    if error["type"] == "extra_forbidden":
        return "unknown field (check the spelling)"
    if error["type"] == "missing":
        return "required field is missing"
    if error["type"] == "union_tag_invalid":
        ctx = error.get("ctx", {})
        return f"field kind: {ctx.get('tag')!r} is not one of {ctx.get('expected_tags')}"
    if error["type"] == "union_tag_not_found":
        return "field kind is missing (factors, bands, threshold or reference)"
    ctx = error.get("ctx", {})
    if error["type"] == "string_pattern_mismatch" and ctx.get("pattern") == KEY_PATTERN:
        typed = error.get("input")
        suggestion = outcome_key(str(typed))
        return (
            f"{typed!r} is not a key: write lower-case a-z, digits and _ only (æ, ø, å as "
            f"ae, oe, aa: {suggestion!r})"
        )
    if ctx.get("le") == CELL_LIMIT or ctx.get("ge") == -CELL_LIMIT:
        return (
            f"{error.get('input')} is beyond what a table of the rules holds "
            f"(-{CELL_LIMIT} to {CELL_LIMIT})"
        )
    return message


def _where(loc: tuple[Any, ...], data: dict[str, Any]) -> str:
    """('tables', 't08', 'factors', 'rows', 3, 'values') → table t08, row <key>, field values."""
    parts: list[str] = []
    node: Any = data
    i = 0
    loc = tuple(loc)
    while i < len(loc):
        item = loc[i]
        child = node[item] if isinstance(node, dict | list) and _has(node, item) else None
        if parts == [] and item == "tables" and i + 1 < len(loc):
            parts.append(f"table {loc[i + 1]}")
            node = child[loc[i + 1]] if isinstance(child, dict) and loc[i + 1] in child else None
            i += 2
            if i < len(loc) and loc[i] in _TABLE_KINDS:
                # pydantic's discriminator tag, only right after the table id: a later
                # "bands" is the table's real bands field and must be named.
                i += 1
            continue
        if parts == [] and item == "rolls" and i + 1 < len(loc):
            parts.append(f"roll {loc[i + 1]}")
            node = child[loc[i + 1]] if isinstance(child, dict) and loc[i + 1] in child else None
            i += 2
            continue
        if isinstance(item, int) and isinstance(node, list):
            name = _ITEM_NAMES.get(parts[-1].removeprefix("field ") if parts else "", "item")
            key = child.get("key") if isinstance(child, dict) else None
            if name == "band" and isinstance(child, dict) and key is None:
                key = _band_label(child)
            if parts and parts[-1].startswith("field "):
                parts.pop()
            parts.append(f"{name} {key}" if key else f"{name} {item + 1}")
        else:
            parts.append(f"field {item}")
        node = child
        i += 1
    return ", ".join(parts) or "the file"


# The pattern of every key of a pack (rows, outcomes, phases, rolls, the pack's id).
KEY_PATTERN = r"^[a-z0-9_]+$"
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
