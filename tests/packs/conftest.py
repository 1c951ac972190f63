"""The pack tests read the same packs as the core tests: their fixtures, shared."""

from tests.core.conftest import belle_alliance, fixture_pack, general_de_brigade  # noqa: F401


def notes_in_english(data: dict) -> dict:
    """A pack's data as versions 1 to 8 wrote it: every table's and roll's note one text,
    its English (version 9 lets them be {en, da})."""
    for part in [*data["tables"].values(), *data["rolls"].values()]:
        part["notes"] = [n["en"] if isinstance(n, dict) else n for n in part.get("notes", [])]
    return data
