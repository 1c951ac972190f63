"""The demo game: Plancenoit, 18 June 1815, evening (Prussian IV Corps against the Guard).

Units and commanders are real; strengths are approximate (about 1 figure = 20
men, 1.1.7), and artillery has 1 model gun per 2 real guns with 1 gunner figure
per real gun. Valour comes from Table 21, which this project does not have, so
every unit starts at valour 0, not light, no marksmen, and commanders are rated
normal: the game notes tell the umpire to set these from the club's rulebook and
scenario. No rule-table value is invented here.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from ba_console.store.game import Clock, Game, remove_game_files

TITLE = "Plancenoit, 18 June 1815"
DATE = "1815-06-18"
NOTES = """\
Evening of 18 June 1815. Bülow's Prussian IV Corps attacks the village of Plancenoit on \
the French right rear; Napoleon sends the Young Guard under Duhesme, then two battalions \
of the Old Guard, to hold it.

Before play:
- Valour: every unit is set to 0 because Table 21 (Valour 1813-1815) is not in this \
console. Set each unit's valour (and the light-unit mark) from Table 21 of the club's \
rulebook.
- Commander ratings are all "normal" and no unit has marksmen: set them from your scenario.
- Strengths are approximate, at 1 figure = 20 men; artillery has 1 model gun per 2 guns \
and 1 gunner figure per gun.
- Prussian regiments count as brigades (1.1.4): the regimental commanders are the \
immediate commanders; Hiller and Losthin command at division level.
"""

SIDES = (
    ("prussia", "Prussian IV Corps (Bülow)"),
    ("france", "Imperial Guard at Plancenoit"),
)

# key, name, side, level, parent, short name (for the orderlies' names)
COMMANDERS: tuple[tuple[str, str, str, str, str | None, str], ...] = (
    ("buelow", "General Graf Bülow von Dennewitz", "prussia", "corps", None, "Bülow"),
    ("hiller", "Oberst von Hiller (16th Brigade)", "prussia", "division", "buelow", "Hiller"),
    ("losthin", "Generalmajor von Losthin (15th Brigade)", "prussia", "division", "buelow",
     "Losthin"),
    ("ir15", "Commander, 15th Infantry Regiment", "prussia", "brigade", "hiller", "15th IR"),
    ("slw1", "Commander, 1st Silesian Landwehr", "prussia", "brigade", "hiller", "1st Sil. LW"),
    ("ir18", "Commander, 18th Infantry Regiment", "prussia", "brigade", "losthin", "18th IR"),
    ("duhesme", "Lieutenant-général Duhesme (Young Guard)", "france", "division", None,
     "Duhesme"),
    ("chartrand", "Général de brigade Chartrand", "france", "brigade", "duhesme", "Chartrand"),
    ("guye", "Général de brigade Guye", "france", "brigade", "duhesme", "Guye"),
    ("pelet", "Général Pelet (Old Guard detachment)", "france", "brigade", None, "Pelet"),
)  # fmt: skip

# key, name, side, commander, arm, type, figures, gunners
UNITS: tuple[tuple[str, str, str, str, str, str, int, int], ...] = (
    ("i-15", "I./15th Infantry Regiment", "prussia", "ir15", "infantry", "line", 36, 0),
    ("ii-15", "II./15th Infantry Regiment", "prussia", "ir15", "infantry", "line", 36, 0),
    ("f-15", "Fusilier Bn./15th Infantry Regiment", "prussia", "ir15", "infantry", "light", 34, 0),
    ("i-1slw", "I./1st Silesian Landwehr", "prussia", "slw1", "infantry", "line", 32, 0),
    ("ii-1slw", "II./1st Silesian Landwehr", "prussia", "slw1", "infantry", "line", 32, 0),
    ("iii-1slw", "III./1st Silesian Landwehr", "prussia", "slw1", "infantry", "line", 30, 0),
    ("i-18", "I./18th Infantry Regiment", "prussia", "ir18", "infantry", "line", 36, 0),
    ("ii-18", "II./18th Infantry Regiment", "prussia", "ir18", "infantry", "line", 36, 0),
    ("f-18", "Fusilier Bn./18th Infantry Regiment", "prussia", "ir18", "infantry", "light", 34, 0),
    ("hus-2s", "2nd Silesian Hussars", "prussia", "losthin", "cavalry", "light", 28, 0),
    (
        "bty-12",
        "12-pdr Foot Battery (15th Brigade)",
        "prussia",
        "losthin",
        "artillery",
        "foot",
        4,
        8,
    ),
    ("i-1t", "1/1er Tirailleurs de la Garde", "france", "chartrand", "infantry", "guard", 26, 0),
    ("ii-1t", "2/1er Tirailleurs de la Garde", "france", "chartrand", "infantry", "guard", 26, 0),
    ("i-1v", "1/1er Voltigeurs de la Garde", "france", "chartrand", "infantry", "guard", 26, 0),
    ("ii-1v", "2/1er Voltigeurs de la Garde", "france", "chartrand", "infantry", "guard", 26, 0),
    ("i-3t", "1/3e Tirailleurs de la Garde", "france", "guye", "infantry", "guard", 26, 0),
    ("ii-3t", "2/3e Tirailleurs de la Garde", "france", "guye", "infantry", "guard", 26, 0),
    ("i-3v", "1/3e Voltigeurs de la Garde", "france", "guye", "infantry", "guard", 26, 0),
    ("ii-3v", "2/3e Voltigeurs de la Garde", "france", "guye", "infantry", "guard", 26, 0),
    ("i-2g", "1/2e Grenadiers à pied", "france", "pelet", "infantry", "guard", 28, 0),
    ("i-2c", "1/2e Chasseurs à pied", "france", "pelet", "infantry", "guard", 28, 0),
    ("bty-yg", "Young Guard Foot Battery", "france", "duhesme", "artillery", "foot", 4, 8),
)


class PackLike(Protocol):
    """What the demo needs of a rule pack (a `ba_console.packs.RulePack` fits)."""

    id: str
    version: Any
    content_hash: str
    phases: Sequence[Any]

    def to_toml(self) -> str: ...


def create_demo(
    path: str | Path,
    *,
    pack: PackLike | None = None,
    seed: bytes | None = None,
    now: datetime | None = None,
    clock: Clock | None = None,
    data_dir: str | Path | None = None,
) -> Game:
    """Create the Plancenoit demo game at `path` and return it open for writing.

    `pack` defaults to the shipped Belle Alliance pack; the seed is kept in the data folder
    `data_dir` (else the default).
    """
    if pack is None:
        from ba_console.packs import load_pack

        pack = load_pack("belle_alliance")
    game = Game.create(
        path,
        title=TITLE,
        date=DATE,
        notes=NOTES,
        pack_toml=pack.to_toml(),
        pack_id=pack.id,
        pack_hash=pack.content_hash,
        pack_version=str(pack.version),
        first_phase=pack.phases[0].key,
        dice_mode="both",
        seed=seed,
        now=now,
        clock=clock,
        data_dir=data_dir,
    )
    try:
        with game.transaction():
            for key, name in SIDES:
                game.add_side(key, name)
            for key, name, side, level, parent, short in COMMANDERS:
                game.add_commander(
                    key,
                    name,
                    side=side,
                    level=level,
                    parent=parent,
                    orderlies=(f"Orderly 1 ({short})", f"Orderly 2 ({short})"),
                )
            for key, name, side, commander, arm, type_, figures, gunners in UNITS:
                game.add_unit(
                    key,
                    name,
                    side=side,
                    commander=commander,
                    arm=arm,
                    type=type_,
                    figures=figures,
                    gunners=gunners,
                )
    except BaseException:
        game.close()
        remove_game_files(game.path)
        raise
    return game
