"""The one error of the packs: a pack that cannot be used."""

from __future__ import annotations


class PackError(ValueError):
    """A pack that cannot be used; the message names file, table, row and field."""
