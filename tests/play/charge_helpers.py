"""Helpers of the charge-phase tests: a General de Brigade demo game with the cavalry,
horse battery and Cossacks the charge rules need, and the umpire's moves on it through
`play.charge` (decisions) and `play.roll` (tests), logged as the window logs them.

The demo (`store.demo`) holds Prussians (hussars `hus-2s` under Losthin, foot battery
`bty-12`, battalions `i-15`… under `ir15`) and the Guard (`i-1t`… under Chartrand,
`i-2g`/`i-2c` under Pelet, foot battery `bty-yg` under Duhesme). Added here: the Guard
chasseurs à cheval `gd-chass` (Pelet's), dragoons `gd-drag` (Guye's), a horse battery
`bty-gha` (Duhesme's), and Cossacks `cossacks` and uhlans `uhl` on the Prussian side.
"""

from __future__ import annotations

from ba_console.play import roll as play_roll
from ba_console.play.charge import model as m
from ba_console.play.charge.model import Request
from ba_console.play.charge.session import ChargeSession
from ba_console.play.choices import RoleChoice, RollChoices
from ba_console.play.stored import StoredGame

# The questions every charge asks the umpire to tick (digest A.2, A.3, A.5).
ORDINARY = frozenset({"command_radius", "visible", "in_reach", "in_arc", "allowance"})
EXTRA_UNITS = (
    ("gd-chass", "Chasseurs à cheval de la Garde", "france", "pelet", "cavalry", "light", 24),
    ("gd-drag", "Dragons de l'Impératrice", "france", "guye", "cavalry", "heavy", 24),
    ("bty-gha", "Guard Horse Battery", "france", "duhesme", "artillery", "horse", 4),
    ("cossacks", "Cossack pulk", "prussia", "losthin", "cavalry", "light", 20),
    ("uhl", "1st Uhlans", "prussia", "ir18", "cavalry", "lancers", 24),
)


def gdb_game(demo, pack, *, phase: str = "charge"):
    """The General de Brigade demo with the extra units, in the charge phase of bound 1."""
    game = demo(pack)
    with game.transaction():
        for key, name, side, commander, arm, type_, figures in EXTRA_UNITS:
            gunners = 8 if arm == "artillery" else 0
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
    game.set_phase(1, phase, "declare" if phase == "charge" else None)
    return game


class Umpire:
    """The umpire's moves on one game: `decide` previews and logs a decision (asserting it
    may be logged), `preview` only reads it, `test` rolls a test through play.roll."""

    def __init__(self, game, pack) -> None:
        self.game = game
        self.pack = pack
        self.session = ChargeSession(game, pack)

    def preview(self, action: str, charge: int | None = None, option: str | None = None,
                confirmed=(), ruling: bool = False, **values):  # fmt: skip
        request = Request(action, charge, option, values, frozenset(confirmed), ruling=ruling)
        return self.session.preview(request)

    def decide(self, action: str, charge: int | None = None, option: str | None = None,
               confirmed=(), ruling: bool = False, **values):  # fmt: skip
        found = self.preview(action, charge, option, confirmed, ruling, **values)
        assert found.problem is None, found.problem.english(self.session.roster())
        return self.game.append_roll(found.draft)

    def open(self, phasing: str = "prussia", **values):
        values.setdefault("c_in_c.prussia", "buelow")
        values.setdefault("c_in_c.france", "duhesme")
        return self.decide(m.OPEN, phasing=phasing, **values)

    def declare(self, charger: str, target: str, mass: str | None = None, **kw):
        kw.setdefault("confirmed", ORDINARY)
        return self.decide(m.DECLARE, charger=charger, target=target, mass=mass, **kw).sequence

    def intercept(self, charger: str, of: int, by: str, **kw):
        kw.setdefault("confirmed", ORDINARY | {"reach_at_start"})
        return self.decide(m.INTERCEPT, charger=charger, of=str(of), by=by, **kw).sequence

    def reading(self, key: str, answer: str):
        return self.decide(m.READING, option=key, answer=answer)

    def declared(self):
        return self.decide(m.DECLARED)

    def phase(self):
        return self.session.phase()

    def charge(self, number: int):
        return self.phase().charge(number)

    def test(self, kind: str, unit: str, faces=(3, 4), outcome: str | None = None, klass=None):
        """Roll a test through the roll path; `outcome` typed where the table is unset."""
        role = self.pack.roll(kind).roles[0].key
        choices = RollChoices(
            kind,
            (RoleChoice(role, unit, faces=tuple(faces), klass=klass),),
            typed_outcomes={0: outcome} if outcome else {},
        )
        state = StoredGame(self.game, ladder=self.pack.disorder)
        read = play_roll.preview(self.pack, state, choices)
        assert read.can_confirm, read.problem
        return self.game.append_roll(read.draft)

    def flags(self, unit: str) -> set[str]:
        return {f.key for f in self.game.flags(unit) if f.active_in(self.game.phase().bound)}

    def choice_keys(self, charge: int | None = None) -> list[str]:
        return [c.key for c in self.session.choices() if c.charge == charge]


def resolution(umpire: Umpire) -> None:
    """Close the declarations of both sides (nothing more declared)."""
    while umpire.phase().stage != m.RESOLUTION:
        umpire.declared()


def codes(preview, level: str | None = None) -> list[str]:
    return [c.code for c in preview.checks if level is None or c.level == level]
