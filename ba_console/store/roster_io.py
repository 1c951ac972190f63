"""The order of battle as files an umpire edits: CSV (a spreadsheet) and TOML.

Both formats carry the same records (sides, commanders with their two orderlies,
units) and the same field names; `examples/README.md` documents them. An import
is all or nothing: every row is checked first, every problem is reported with
its line, column and reason, and only a clean file is written, in one
transaction. The CSV export reads back in as it was written.
"""

from __future__ import annotations

import csv
import io
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from ba_console.core.csv_cells import csv_document, restore, sniff_delimiter
from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.errors import ImportProblem, RosterError, RosterImportError
from ba_console.store.game import ORDERLY_NAME, Game, default_formation
from ba_console.store.models import (
    LEVELS,
    Commander,
    Side,
    Unit,
    shared_names,
    validate_commander,
    validate_side,
    validate_unit,
)
from ba_console.store.outputs import check_output

ROSTER_SCHEMA_VERSION = 1
RECORDS = ("side", "commander", "unit")
FIELDS: dict[str, tuple[str, ...]] = {
    "side": ("key", "name"),
    "commander": ("key", "name", "side", "parent", "level", "rating", "orderly_1", "orderly_2"),
    "unit": (
        "key",
        "name",
        "side",
        "commander",
        "arm",
        "type",
        "figures",
        "figures_start",
        "gunners",
        "gunners_start",
        "valour",
        "valour_start",
        "disorder",
        "formation",
        "supplies_left",
        "light",
        "marksmen",
        "position",
    ),
}
REQUIRED: dict[str, tuple[str, ...]] = {
    "side": ("key", "name"),
    "commander": ("key", "name", "side"),
    "unit": ("key", "name", "side", "arm", "type", "figures"),
}
CSV_COLUMNS = ("record",) + tuple(dict.fromkeys(f for r in RECORDS for f in FIELDS[r]))
TOML_TABLES = {"sides": "side", "commanders": "commander", "units": "unit"}
INT_FIELDS = frozenset(
    {"figures", "figures_start", "gunners", "gunners_start", "valour", "valour_start"}
)
BOOL_FIELDS = frozenset({"light", "marksmen"})
# A Danish club's spreadsheet says ja/nej: both languages are read, English is written.
_TRUE = {"yes", "y", "true", "1", "x", "ja", "j"}
_FALSE = {"no", "n", "false", "0", "", "nej"}
_UNLIMITED = {"unlimited", "ubegrænset"}


@dataclass(frozen=True, slots=True)
class ImportSummary:
    sides: int
    commanders: int
    units: int
    # Names that several units of the roster bear after the import: an order naming one
    # of them by name would name neither, so it must use the key.
    shared_names: dict[str, list[str]] = field(default_factory=dict)

    def describe(self) -> str:
        counts = ((self.sides, "side"), (self.commanders, "commander"), (self.units, "unit"))
        return ", ".join(f"{n} {word}{'' if n == 1 else 's'}" for n, word in counts)

    def warnings(self) -> list[str]:
        """One line for each name several units share."""
        return [
            f"warning: {len(keys)} units are named {name!r} ({', '.join(keys)}): orders must "
            "name them by key"
            for name, keys in self.shared_names.items()
        ]


@dataclass
class _Entry:
    """One record read from a file, with where each of its fields came from."""

    record: str
    line: int | None
    values: dict[str, Any]
    column_numbers: dict[str, int] = field(default_factory=dict)
    field_lines: dict[str, int] = field(default_factory=dict)
    bad: bool = False
    reported: set[str] = field(default_factory=set)

    def problem(self, name: str | None, reason: str | RosterError) -> ImportProblem:
        """The problem at field `name`; a refusal's reason keeps its sentence (for the GUI)."""
        line = self.field_lines.get(name, self.line) if name else self.line
        number = self.column_numbers.get(name) if name else None
        if isinstance(reason, RosterError):
            return ImportProblem(
                line, name, str(reason), number, reason.template, reason.template_args
            )
        return ImportProblem(line, name, reason, number)

    def report(
        self, problems: list[ImportProblem], name: str | None, reason: str | RosterError
    ) -> None:
        """Add a problem with this entry; a bad entry is not built into a record."""
        self.bad = True
        if name:
            self.reported.add(name)
        problems.append(self.problem(name, reason))


# What is wrong with a roster file as a whole, in the window's language too (context
# "store"); each follows the file's name (and the line, for the encoding).
ROSTER_MISSING = QT_TRANSLATE_NOOP("store", "there is no such file")
ROSTER_FOLDER = QT_TRANSLATE_NOOP("store", "this is a folder: give the roster file in it")
ROSTER_UNREADABLE = QT_TRANSLATE_NOOP("store", "cannot read the file: {error}")
ROSTER_IS_SQLITE = QT_TRANSLATE_NOOP(
    "store",
    "this is a game file (or another SQLite database), not a roster: give the roster's .csv "
    "or .toml file (ba-console export-roster GAME -o FILE.csv writes a game's roster to one)",
)
ROSTER_SUFFIX = QT_TRANSLATE_NOOP("store", "a roster file must end in .csv or .toml")
ROSTER_NOT_UTF8 = QT_TRANSLATE_NOOP(
    "store",
    "not UTF-8 text: a letter such as æ, ø or å is saved in another encoding; save the "
    "file as UTF-8 (in a spreadsheet: CSV UTF-8) and import it again",
)
ROSTER_IS_PACK = QT_TRANSLATE_NOOP(
    "store",
    "this is a rule pack, not a roster: give the roster's .csv or .toml file (a game's pack "
    "is chosen when it is made: ba-console new GAME --pack FILE)",
)
# What is wrong with a CSV roster's header or cells, in the window's language too.
COLUMN_UNKNOWN = QT_TRANSLATE_NOOP("store", "unknown column; the columns are {columns}")
COLUMN_TWICE = QT_TRANSLATE_NOOP("store", "this column appears twice")
COLUMN_UNNAMED = QT_TRANSLATE_NOOP(
    "store",
    "column {position} has a value but no name in the header row: name the column, or clear "
    "the cell",
)
HEADER_LACKS = QT_TRANSLATE_NOOP("store", "the header has no '{column}' column")
FILE_EMPTY = QT_TRANSLATE_NOOP("store", "the file is empty (no header row)")
TOO_MANY_CELLS = QT_TRANSLATE_NOOP(
    "store", "has {cells} cells but the header has {columns} columns"
)
RECORD_UNKNOWN = QT_TRANSLATE_NOOP("store", "{text} is not one of {records}")
NOT_FOR_ROW = QT_TRANSLATE_NOOP("store", "does not apply to this kind of row; leave it empty")
VALUE_NEEDED = QT_TRANSLATE_NOOP("store", "needs a value")
NOT_WHOLE = QT_TRANSLATE_NOOP("store", "{text} is not a whole number")
NOT_YES_NO = QT_TRANSLATE_NOOP("store", "{text} is not yes or no")
NOT_SUPPLIES = QT_TRANSLATE_NOOP(
    "store", "{text} is not 'unlimited' (or empty) or a number of rolls 0-3"
)
ALL_IN_THE_GAME = QT_TRANSLATE_NOOP(
    "store",
    "every side, commander and unit in it is in the game already (the same keys): an import "
    "adds new ones only, and this file has none",
)
# What is wrong with a TOML roster, in the window's language too.
TOML_INVALID = QT_TRANSLATE_NOOP("store", "not valid TOML: {error}")
TOML_VERSION_MISSING = QT_TRANSLATE_NOOP("store", "missing (write {version})")
TOML_VERSION_NEWER = QT_TRANSLATE_NOOP(
    "store", "{given}: this console reads roster version {version}"
)
TOML_TABLE_UNKNOWN = QT_TRANSLATE_NOOP("store", "unknown table; use {tables}")
TOML_WRITE_ENTRIES = QT_TRANSLATE_NOOP("store", "write each entry as [[{table}]]")
TOML_ENTRY_NOT_TABLE = QT_TRANSLATE_NOOP("store", "entry {number} of {table} is not a table")
TOML_FIELD_UNKNOWN = {
    "side": QT_TRANSLATE_NOOP("store", "unknown field for a side; known: {known}"),
    "commander": QT_TRANSLATE_NOOP("store", "unknown field for a commander; known: {known}"),
    "unit": QT_TRANSLATE_NOOP("store", "unknown field for a unit; known: {known}"),
}
NOT_TRUE_FALSE = QT_TRANSLATE_NOOP("store", "{text} is not true or false")
NOT_SUPPLIES_TOML = QT_TRANSLATE_NOOP("store", '{text} is not "unlimited" or a number of rolls 0-3')
TWO_ORDERLIES = QT_TRANSLATE_NOOP("store", "give the names of exactly two orderlies")
NOT_TEXT = QT_TRANSLATE_NOOP("store", "{text} is not text")
# What is wrong between the rows of a roster (CSV or TOML).
KEY_EARLIER = QT_TRANSLATE_NOOP("store", "{record} is already earlier in the file")
KEY_IN_GAME = QT_TRANSLATE_NOOP("store", "{record} is already in the game")
NO_SUCH_SIDE = QT_TRANSLATE_NOOP("store", "no side {side} in the file or the game")
NO_SUCH_COMMANDER = QT_TRANSLATE_NOOP("store", "no commander {commander} in the file or the game")
OTHER_SIDE = QT_TRANSLATE_NOOP("store", "{commander} commands side {theirs}, not {ours}")
LEVEL_UNDER = QT_TRANSLATE_NOOP(
    "store", "a {level} commander cannot serve under a {superior} commander ({commander})"
)
BOTH_ORDERLIES = QT_TRANSLATE_NOOP("store", "give the names of both orderlies, or of neither")
PACK_TABLES = ("tables", "rolls", "phases")  # what a rule pack has and a roster has not
SQLITE_HEADER = b"SQLite format 3\x00"


# --- reading -----------------------------------------------------------------------------


def import_roster(
    game: Game, path: str | Path, *, orderly_name: str = ORDERLY_NAME
) -> ImportSummary:
    """Import a roster file (`.csv` or `.toml`) into `game`; all or nothing. Orderlies the
    file does not name are called after `orderly_name` (see `Game.add_commander`)."""
    path = Path(path)
    source = path.name

    def refused(template: str, line: int | None = None, **args: object) -> RosterImportError:
        return RosterImportError(source, [_said(line, None, template, **args)])

    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise refused(ROSTER_MISSING) from None
    except IsADirectoryError:
        raise refused(ROSTER_FOLDER) from None
    except OSError as exc:
        raise refused(ROSTER_UNREADABLE, error=exc.strerror or exc) from None
    if data.startswith(SQLITE_HEADER):
        raise refused(ROSTER_IS_SQLITE)
    suffix = path.suffix.lower()
    if suffix not in (".csv", ".toml"):
        raise refused(ROSTER_SUFFIX)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise refused(ROSTER_NOT_UTF8, data[: exc.start].count(b"\n") + 1) from None
    return import_roster_text(game, text, suffix[1:], source=source, orderly_name=orderly_name)


def import_roster_text(
    game: Game, text: str, fmt: str, *, source: str = "roster", orderly_name: str = ORDERLY_NAME
) -> ImportSummary:
    """Import roster text in `fmt` ("csv" or "toml"); on any problem, imports nothing."""
    problems: list[ImportProblem] = []
    parse = {"csv": _parse_csv, "toml": _parse_toml}[fmt]
    entries = parse(text.lstrip("\ufeff"), problems)
    records = _build_records(game, entries, problems)
    if problems:
        # Found in several passes (cells, then keys, then references): report in file order.
        problems.sort(key=lambda p: (p.line is not None, p.line or 0))
        raise RosterImportError(source, problems)
    current: _Entry | None = None
    try:
        with game.transaction():
            for entry, record, orderlies in records:
                current = entry
                if isinstance(record, Side):
                    game.add_side(record.key, record.name)
                elif isinstance(record, Commander):
                    game.add_commander(
                        record.key,
                        record.name,
                        side=record.side,
                        level=record.level,
                        parent=record.parent,
                        rating=record.rating,
                        orderlies=orderlies,
                        orderly_name=orderly_name,
                    )
                else:
                    game.insert_unit(record)
    except RosterError as exc:
        where = (
            current.problem(exc.field, exc)
            if current
            else ImportProblem(None, None, str(exc), None, exc.template, exc.template_args)
        )
        raise RosterImportError(source, [where]) from None
    counts = {kind: sum(1 for e, _, _ in records if e.record == kind) for kind in RECORDS}
    return ImportSummary(
        counts["side"], counts["commander"], counts["unit"], shared_names(game.units())
    )


def _said(
    line: int | None,
    column: str | None,
    template: str,
    number: int | None = None,
    /,
    **args: object,
) -> ImportProblem:
    """A problem whose reason is `template` filled with `args` (translatable); positional
    first, so a template may name a `{column}` of its own."""
    shown = {name: str(value) for name, value in args.items()}
    return ImportProblem(line, column, template.format(**shown), number, template, shown)


def _parse_csv(text: str, problems: list[ImportProblem]) -> list[_Entry]:
    reader = csv.reader(io.StringIO(text), delimiter=sniff_delimiter(text))
    header: list[str] | None = None
    header_line = 1
    entries: list[_Entry] = []
    previous_end = 0
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:  # a field over the csv module's limit (128 KiB), a stray quote
            problems.append(ImportProblem(previous_end + 1, None, _csv_problem(exc)))
            return []
        line = previous_end + 1
        previous_end = reader.line_num
        if not any(cell.strip() for cell in cells) or cells[0].lstrip().startswith("#"):
            continue
        if header is None:
            header, header_line = [cell.strip().lower() for cell in cells], line
            _check_header(header, header_line, problems)
            if problems:
                return []
            continue
        if len(cells) > len(header) and any(c.strip() for c in cells[len(header) :]):
            problems.append(
                _said(line, None, TOO_MANY_CELLS, cells=len(cells), columns=len(header))
            )
            continue
        entry = _csv_entry(header, cells, line, problems)
        if entry is not None:
            entries.append(entry)
    if header is None:
        problems.append(_said(None, None, FILE_EMPTY))
    return entries


def _csv_problem(exc: csv.Error) -> str:
    if "field larger than field limit" in str(exc):
        return f"a cell is longer than {csv.field_size_limit() // 1024} KiB: no roster cell is"
    return f"not readable as CSV ({exc})"


def _check_header(header: list[str], line: int, problems: list[ImportProblem]) -> None:
    for number, name in enumerate(header, start=1):
        if not name:  # a column a spreadsheet kept, empty: ignored while its cells are
            continue
        if name not in CSV_COLUMNS:
            problems.append(
                _said(line, name, COLUMN_UNKNOWN, number, columns=", ".join(CSV_COLUMNS))
            )
        elif header.index(name) != number - 1:
            problems.append(_said(line, name, COLUMN_TWICE, number))
    for required in ("record", "key", "name"):
        if required not in header:
            problems.append(_said(line, None, HEADER_LACKS, column=required))


def _csv_entry(
    header: list[str], cells: list[str], line: int, problems: list[ImportProblem]
) -> _Entry | None:
    raw: dict[str, str] = {}
    for i, name in enumerate(header):
        text = restore(cells[i]).strip() if i < len(cells) else ""
        if name:
            raw[name] = text
        elif text:
            problems.append(_said(line, None, COLUMN_UNNAMED, position=i + 1))
    numbers = {name: i + 1 for i, name in enumerate(header)}
    record = raw["record"].lower()
    entry = _Entry(record, line, {}, numbers)
    if record not in RECORDS:
        entry.report(
            problems,
            "record",
            RosterError.of(RECORD_UNKNOWN, text=repr(raw["record"]), records=", ".join(RECORDS)),
        )
        return None
    allowed = FIELDS[record]
    for name, text in raw.items():
        if name == "record" or not text:
            continue
        if name not in allowed:
            entry.report(problems, name, RosterError.of(NOT_FOR_ROW))
            continue
        try:
            entry.values[name] = _from_text(name, text)
        except RosterError as exc:
            entry.report(problems, name, exc)
    _check_required(entry, problems)
    return entry


def _from_text(name: str, text: str) -> Any:
    if name in INT_FIELDS:
        if not re.fullmatch(r"[+-]?\d+", text):
            raise RosterError.of(NOT_WHOLE, text=repr(text))
        return int(text)
    if name in BOOL_FIELDS:
        lowered = text.lower()
        if lowered in _TRUE:
            return True
        if lowered in _FALSE:
            return False
        raise RosterError.of(NOT_YES_NO, text=repr(text))
    if name == "supplies_left":
        if text.lower() in _UNLIMITED:
            return None
        if not text.isdigit():
            raise RosterError.of(NOT_SUPPLIES, text=repr(text))
        return int(text)
    return text


def _check_required(entry: _Entry, problems: list[ImportProblem]) -> None:
    for name in REQUIRED[entry.record]:
        if name not in entry.values and name not in entry.reported:
            entry.report(problems, name, RosterError.of(VALUE_NEEDED))


def _parse_toml(text: str, problems: list[ImportProblem]) -> list[_Entry]:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.fullmatch(r"(.*) \(at line (\d+), column (\d+)\)", str(exc))
        if found is not None and found.group(1) in _TOML_WORDS:
            what, line, column = found.groups()
            said = _said(int(line), None, _TOML_WORDS[what], at_line=line, at_column=column)
        else:
            line = int(found.group(2)) if found else None
            said = _said(line, None, TOML_INVALID, error=exc)
        problems.append(said)
        return []
    if not any(table in data for table in TOML_TABLES) and any(key in data for key in PACK_TABLES):
        problems.append(ImportProblem(None, None, ROSTER_IS_PACK, None, ROSTER_IS_PACK, {}))
        return []
    version = data.get("schema_version")
    if version is None:
        problems.append(
            _said(1, "schema_version", TOML_VERSION_MISSING, version=ROSTER_SCHEMA_VERSION)
        )
    elif not isinstance(version, int) or version > ROSTER_SCHEMA_VERSION:
        problems.append(
            _said(
                _key_line(text, None, "schema_version"),
                "schema_version",
                TOML_VERSION_NEWER,
                given=repr(version),
                version=ROSTER_SCHEMA_VERSION,
            )
        )
    for key in data:
        if key not in TOML_TABLES and key != "schema_version":
            problems.append(
                _said(
                    _key_line(text, None, key),
                    key,
                    TOML_TABLE_UNKNOWN,
                    tables=", ".join(f"[[{t}]]" for t in TOML_TABLES),
                )
            )
    entries: list[_Entry] = []
    for table, record in TOML_TABLES.items():
        items = data.get(table, [])
        if not isinstance(items, list):
            problems.append(_said(None, table, TOML_WRITE_ENTRIES, table=table))
            continue
        for index, item in enumerate(items):
            entries.append(_toml_entry(text, table, record, index, item, problems))
    return entries


def _toml_entry(
    text: str, table: str, record: str, index: int, item: Any, problems: list[ImportProblem]
) -> _Entry:
    header = _table_line(text, table, index)
    entry = _Entry(record, header, {})
    if not isinstance(item, dict):
        entry.report(problems, None, _error(TOML_ENTRY_NOT_TABLE, number=index + 1, table=table))
        return entry
    allowed = [f for f in FIELDS[record] if not f.startswith("orderly_")]
    if record == "commander":
        allowed.append("orderlies")
    for name, value in item.items():
        entry.field_lines[name] = _key_line(text, header, name) or header or 0
        if name not in allowed:
            entry.report(
                problems, name, _error(TOML_FIELD_UNKNOWN[record], known=", ".join(allowed))
            )
            continue
        problem = _toml_type_problem(name, value)
        if problem:
            entry.report(problems, name, problem)
            continue
        if name == "orderlies":
            entry.values["orderly_1"], entry.values["orderly_2"] = value
            entry.field_lines["orderly_1"] = entry.field_lines["orderly_2"] = entry.field_lines[
                name
            ]
        elif name == "supplies_left" and value == "unlimited":
            continue
        else:
            entry.values[name] = value
    _check_required(entry, problems)
    return entry


def _toml_type_problem(name: str, value: Any) -> RosterError | None:
    if name in INT_FIELDS:
        ok = isinstance(value, int) and not isinstance(value, bool)
        return None if ok else _error(NOT_WHOLE, text=repr(value))
    if name in BOOL_FIELDS:
        return None if isinstance(value, bool) else _error(NOT_TRUE_FALSE, text=repr(value))
    if name == "supplies_left":
        ok = value == "unlimited" or (isinstance(value, int) and not isinstance(value, bool))
        return None if ok else _error(NOT_SUPPLIES_TOML, text=repr(value))
    if name == "orderlies":
        ok = isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) for v in value)
        return None if ok else _error(TWO_ORDERLIES)
    return None if isinstance(value, str) else _error(NOT_TEXT, text=repr(value))


def _error(template: str, **args: object) -> RosterError:
    """A problem's reason, `template` filled with `args` (translatable; names no field)."""
    shown = {name: str(value) for name, value in args.items()}
    return RosterError(template.format(**shown), template=template, template_args=shown)


# tomllib's words for the slips of a roster edited by hand, said in the window's language.
_TOML_WORDS = {
    "Invalid value": QT_TRANSLATE_NOOP(
        "store", "not valid TOML: Invalid value (at line {at_line}, column {at_column})"
    ),
    "Expected '=' after a key in a key/value pair": QT_TRANSLATE_NOOP(
        "store",
        "not valid TOML: Expected '=' after a key in a key/value pair (at line {at_line}, "
        "column {at_column})",
    ),
    "Cannot overwrite a value": QT_TRANSLATE_NOOP(
        "store", "not valid TOML: Cannot overwrite a value (at line {at_line}, column {at_column})"
    ),
}


def _table_line(text: str, table: str, index: int) -> int | None:
    pattern = re.compile(rf"^\s*\[\[\s*{re.escape(table)}\s*\]\]")
    found = [n for n, line in enumerate(text.splitlines(), start=1) if pattern.match(line)]
    return found[index] if index < len(found) else None


def _key_line(text: str, start: int | None, key: str) -> int | None:
    """The line of `key = …` in the table whose header is on line `start` (None: top level)."""
    lines = text.splitlines()
    pattern = re.compile(rf"^\s*{re.escape(key)}\s*=")
    for number in range(start or 1, len(lines) + 1):
        line = lines[number - 1]
        if number != start and line.lstrip().startswith("["):
            break
        if pattern.match(line):
            return number
    return None


# --- checking ------------------------------------------------------------------------------


def _build_records(
    game: Game, entries: list[_Entry], problems: list[ImportProblem]
) -> list[tuple[_Entry, Any, tuple[str, str] | None]]:
    """Validate every entry and every reference; records in an order that can be inserted."""
    known_sides = {side.key for side in game.sides()}
    known_commanders = {c.key: c for c in game.commanders()}
    known_units = {unit.key for unit in game.units()}
    built: list[tuple[_Entry, Any, tuple[str, str] | None]] = []
    seen: dict[str, set[str]] = {record: set() for record in RECORDS}
    file_commanders: dict[str, Commander] = {}
    existing = {"side": known_sides, "commander": set(known_commanders), "unit": known_units}
    if entries and all(e.values.get("key") in existing[e.record] for e in entries):
        # The same file imported again: one line says so, not one a row.
        problems.append(_said(None, None, ALL_IN_THE_GAME))
        return []
    for entry in entries:
        key = entry.values.get("key")
        if entry.bad or key is None:
            continue
        if key in seen[entry.record] or key in existing[entry.record]:
            template = KEY_EARLIER if key in seen[entry.record] else KEY_IN_GAME
            entry.report(
                problems,
                "key",
                _error(
                    template,
                    record=f"{entry.record} {key!r}",
                    record_kind=entry.record,
                    record_key=repr(key),
                ),
            )
            continue
        seen[entry.record].add(key)
        try:
            record, orderlies = _record(entry)
        except RosterError as exc:
            entry.report(problems, exc.field, exc)
            continue
        if isinstance(record, Commander):
            file_commanders[record.key] = record
        built.append((entry, record, orderlies))
    # Keys of bad entries count as present, so one bad row is not reported again by its users.
    named = {r: {e.values.get("key") for e in entries if e.record == r} for r in RECORDS}
    all_sides = known_sides | named["side"]
    all_commanders = {**known_commanders, **file_commanders}
    unchecked = named["commander"] - set(all_commanders)
    for entry, record, _ in built:
        for problem in _reference_problems(record, all_sides, all_commanders, unchecked):
            entry.report(problems, *problem)
    return _insertion_order(built, problems)


def _record(entry: _Entry) -> tuple[Any, tuple[str, str] | None]:
    values = dict(entry.values)
    if entry.record == "side":
        side = Side(**values)
        validate_side(side)
        return side, None
    if entry.record == "commander":
        first, second = values.pop("orderly_1", None), values.pop("orderly_2", None)
        if (first is None) != (second is None):
            missing = "orderly_2" if second is None else "orderly_1"
            raise RosterError.of(BOTH_ORDERLIES, field=missing)
        commander = Commander(**values)
        validate_commander(commander)
        return commander, (first, second) if first is not None else None
    values.setdefault("figures_start", values["figures"])
    values.setdefault("gunners", 0)
    values.setdefault("gunners_start", values["gunners"])
    values.setdefault("valour", 0)
    values.setdefault("valour_start", values["valour"])
    values.setdefault("formation", default_formation(values["arm"]))
    unit = Unit(**values)
    validate_unit(unit)
    return unit, None


def _reference_problems(
    record: Any, sides: set[Any], commanders: dict[str, Commander], unchecked: set[Any]
) -> list[tuple[str, RosterError]]:
    found: list[tuple[str, RosterError]] = []
    if isinstance(record, Side):
        return found
    if record.side not in sides:
        found.append(("side", _error(NO_SUCH_SIDE, side=repr(record.side))))
    ref_field = "parent" if isinstance(record, Commander) else "commander"
    ref = getattr(record, ref_field)
    if ref is None or ref in unchecked:
        return found
    superior = commanders.get(ref)
    if superior is None:
        found.append((ref_field, _error(NO_SUCH_COMMANDER, commander=repr(ref))))
    elif superior.side != record.side:
        said = _error(
            OTHER_SIDE, commander=repr(ref), theirs=repr(superior.side), ours=repr(record.side)
        )
        found.append((ref_field, said))
    elif isinstance(record, Commander) and LEVELS.index(superior.level) >= LEVELS.index(
        record.level
    ):
        found.append(
            (
                "parent",
                _error(
                    LEVEL_UNDER, level=record.level, superior=superior.level, commander=repr(ref)
                ),
            )
        )
    return found


def _insertion_order(
    built: list[tuple[_Entry, Any, tuple[str, str] | None]], problems: list[ImportProblem]
) -> list[tuple[_Entry, Any, tuple[str, str] | None]]:
    """Sides, then commanders with superiors first, then units."""
    sides = [item for item in built if isinstance(item[1], Side)]
    units = [item for item in built if isinstance(item[1], Unit)]
    waiting = [item for item in built if isinstance(item[1], Commander)]
    placed: list[tuple[_Entry, Any, tuple[str, str] | None]] = []
    in_file = {item[1].key for item in waiting}
    done: set[str] = set()
    while waiting:
        ready = [i for i in waiting if i[1].parent not in in_file or i[1].parent in done]
        if not ready:
            for entry, record, _ in waiting:
                entry.report(problems, "parent", f"{record.key!r} is in a loop of superiors")
            break
        for item in ready:
            placed.append(item)
            done.add(item[1].key)
        waiting = [item for item in waiting if item[1].key not in done]
    return sides + placed + units


# --- writing -------------------------------------------------------------------------------


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def roster_records(game: Game) -> list[dict[str, Any]]:
    """The roster as import records (field → value), in an order that imports cleanly."""
    rows: list[dict[str, Any]] = []
    for side in game.sides():
        rows.append({"record": "side", "key": side.key, "name": side.name})
    orderlies: dict[str, list[str]] = {}
    for orderly in game.orderlies():
        orderlies.setdefault(orderly.commander, []).append(orderly.name)
    for commander in game.commanders():
        names = orderlies.get(commander.key, [])
        rows.append(
            {
                "record": "commander",
                **{f: getattr(commander, f) for f in FIELDS["commander"] if hasattr(commander, f)},
                "orderly_1": names[0] if names else None,
                "orderly_2": names[1] if len(names) > 1 else None,
            }
        )
    for unit in game.units():
        rows.append({"record": "unit", **{f: getattr(unit, f) for f in FIELDS["unit"]}})
    return rows


def export_roster_csv(game: Game, delimiter: str = ",") -> str:
    """The roster as CSV (with a byte order mark; cells separated by `delimiter`, "," or
    ";"). A cell a spreadsheet would run as a formula (a name beginning with `=`…) is
    written as text, with a `'` first, said in a comment line at the top; the import takes
    the `'` off again (`core.csv_cells`)."""
    rows = ([_cell(row.get(column)) for column in CSV_COLUMNS] for row in roster_records(game))
    return csv_document(CSV_COLUMNS, rows, delimiter)


def export_roster_toml(game: Game) -> str:
    """The roster as TOML, one `[[table]]` per record (so import errors can name lines)."""
    parts = [f"schema_version = {ROSTER_SCHEMA_VERSION}\n"]
    for row in roster_records(game):
        record = row.pop("record")
        table = next(t for t, r in TOML_TABLES.items() if r == record)
        if record == "commander":
            first, second = row.pop("orderly_1"), row.pop("orderly_2")
            if first is not None and second is not None:
                row["orderlies"] = [first, second]
        parts.append(f"\n[[{table}]]\n")
        parts.extend(tomli_w.dumps({k: v}) for k, v in _without_defaults(row).items())
    return "".join(parts)


def _without_defaults(row: dict[str, Any]) -> dict[str, Any]:
    """Leave out what an import would fill in anyway, so the file stays short to edit.
    Valour stays, even at 0: it is the field an umpire must look at (Table 21)."""
    defaults: dict[str, Any] = {
        "rating": "normal",
        "figures_start": row.get("figures"),
        "gunners": 0,
        "gunners_start": row.get("gunners"),
        "valour_start": row.get("valour"),
        "disorder": "ordered",
        "formation": default_formation(row["arm"]) if "arm" in row else None,
        "light": False,
        "marksmen": False,
        "position": "",
    }
    return {
        k: v for k, v in row.items() if v is not None and not (k in defaults and defaults[k] == v)
    }


EXPORTERS: dict[str, Callable[[Game], str]] = {
    ".csv": export_roster_csv,
    ".toml": export_roster_toml,
}


def export_roster(game: Game, path: str | Path, *, delimiter: str = ",") -> Path:
    """Write the roster to `path`; the format follows the extension (.csv or .toml), a
    CSV's cells separated by `delimiter`. Never over a game or any SQLite file
    (`OutputRefusedError`)."""
    path = Path(path)
    check_output(path, game=game.path)
    suffix = path.suffix.lower()
    if suffix not in EXPORTERS:
        raise ValueError(f"{path.name}: a roster file must end in .csv or .toml")
    text = export_roster_csv(game, delimiter) if suffix == ".csv" else EXPORTERS[suffix](game)
    path.write_text(text, encoding="utf-8")
    return path
