"""Which paper a report is printed on: A4, or US Letter where the umpire's locale uses it.

The C library's LC_PAPER (then LC_ALL, then LANG) names the locale, as `locale` and the
desktop set them ("en_US.UTF-8" → the US → Letter); where none is set (Windows, macOS
apps started from the Finder) the PDF writer asks Qt's system locale instead.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping

PAPERS = ("a4", "letter")
# Territories whose paper is US Letter (CLDR's paperSize data): the Americas but Brazil,
# Argentina, Uruguay and the Caribbean islands on A4, and the Philippines.
LETTER_TERRITORIES = frozenset(
    {"US", "CA", "MX", "CL", "CO", "CR", "GT", "PA", "PH", "PR", "SV", "VE", "BZ", "NI"}
)
_LOCALE = re.compile(r"^[a-zA-Z]{2,3}[_-]([A-Za-z]{2})\b")


def paper_for_locale(name: str) -> str | None:
    """ "letter" or "a4" for a locale name ("en_US.UTF-8", "da-DK"); None when the name
    names no territory ("C", "POSIX", "en")."""
    found = _LOCALE.match(name.strip())
    if found is None:
        return None
    return "letter" if found.group(1).upper() in LETTER_TERRITORIES else "a4"


def paper_from_environment(environ: Mapping[str, str] | None = None) -> str | None:
    """The paper the environment's locale says; A4 for a locale of no country ("C",
    "C.UTF-8"); None when no locale variable is set at all (ask the system instead)."""
    environ = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_PAPER", "LANG"):
        value = environ.get(variable)
        if value:
            return paper_for_locale(value) or "a4"
    return None
