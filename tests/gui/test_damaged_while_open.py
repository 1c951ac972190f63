"""The game's file damaged behind the console's back while it is open (a sore loser cuts it
short): the next write is refused, and the umpire is told that the file is damaged and what
to do, not SQLite's "database disk image is malformed" with advice for a full disk. (A seal
is refused before it writes: its check of the log names the damage, test_dispute_proofs.)"""

from __future__ import annotations

import os

from tests.gui.conftest import refusals


def test_a_write_to_a_file_cut_short_while_open_says_it_is_damaged(controller):
    path = controller.game.path
    unit = controller.units()[0].key
    size = path.stat().st_size
    os.truncate(path, size // 2)
    said = refusals(controller)
    assert not controller.update_unit(unit, "figures", 20, reason="lost in the wood")
    assert said == [
        f"Could not write to {path.name}: the file is damaged (changed or cut short by another "
        "program). Nothing of this action was saved; restore the game from a backup copy."
    ]
    assert path.stat().st_size == size // 2  # nothing written over what is left


def test_in_danish(danish):
    path = danish.game.path
    unit = danish.units()[0].key
    os.truncate(path, path.stat().st_size // 2)
    said = refusals(danish)
    assert not danish.update_unit(unit, "figures", 20, reason="tabt i skoven")
    assert said == [
        f"Kunne ikke skrive til {path.name}: filen er beskadiget (ændret eller afkortet af et "
        "andet program). Intet af denne handling blev gemt; hent spillet fra en sikkerhedskopi."
    ]
