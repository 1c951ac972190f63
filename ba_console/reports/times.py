"""The log's times as the umpire's clock shows them.

The log keeps each time as ISO 8601 with its offset (UTC as written by the store): that is
evidence and stays in the CSV and JSON. A printed report shows the umpire's local time,
to the minute, and names the zone once in its header ("CEST, UTC+02:00"). The zone is
an argument (default: the machine's), so tests and a club abroad get the same figures.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, tzinfo


def parse(stamp: str) -> datetime | None:
    """The logged time, or None when it is not ISO 8601 (an old or hand-made row)."""
    try:
        moment = datetime.fromisoformat(stamp)
    except (TypeError, ValueError):
        return None
    return moment if moment.tzinfo is not None else None


def local(stamp: str, zone: tzinfo | None = None) -> datetime | None:
    moment = parse(stamp)
    return None if moment is None else moment.astimezone(zone)


def clock(stamp: str, zone: tzinfo | None = None, *, seconds: bool = False) -> str:
    """ "20:31" in the local zone ("20:31:07" with `seconds`, as the log viewer shows a
    row); the stamp as logged when it cannot be read."""
    moment = local(stamp, zone)
    return stamp if moment is None else moment.strftime("%H:%M:%S" if seconds else "%H:%M")


def day(stamp: str, zone: tzinfo | None = None) -> str:
    """ "2025-06-18" in the local zone (ISO: the same in every language); "" if unreadable."""
    moment = local(stamp, zone)
    return "" if moment is None else moment.date().isoformat()


def zone_name(stamps: Iterable[str], zone: tzinfo | None = None) -> str:
    """The zone the times are shown in, once: "CEST, UTC+02:00"; two when a game crossed a
    change of summer time ("CEST, UTC+02:00 / CET, UTC+01:00")."""
    names: list[str] = []
    for stamp in stamps:
        moment = local(stamp, zone)
        if moment is None:
            continue
        name = _name(moment)
        if name not in names:
            names.append(name)
    if not names:
        names.append(_name(datetime.now().astimezone(zone)))
    return " / ".join(names)


def _name(moment: datetime) -> str:
    offset = moment.utcoffset()
    minutes = int(offset.total_seconds() // 60) if offset is not None else 0
    sign = "+" if minutes >= 0 else "−"
    utc = f"UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"
    abbreviation = moment.tzname() or ""
    # Some systems name the zone by its offset only ("+02"): said once, not twice.
    if not abbreviation or abbreviation.startswith(("+", "-", "UTC")) or len(abbreviation) > 6:
        return utc
    return f"{abbreviation}, {utc}"
