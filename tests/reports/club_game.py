"""A club game for the report tests: two sides of 20 units each, played bound by bound with
the rolls a club evening has (ordering rolls, fire, artillery fire, melee, a catch roll that
costs a side a penalty, a void, a roster correction), through the store as the console logs
them: outcomes read from the pack by the core's `resolve_roll`, console dice from the
game's ledger, effects that fit the roster.

On the complete fixture pack (tests/fixtures, its values are test data, not the book's)
every outcome is read from a table; on the shipped pack, whose Tables 11, 12 and 17 are
unset, the outcome is typed as the umpire reads it from the book.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from ba_console.core.dice import DiceSpec
from ba_console.core.factors import Tick
from ba_console.core.resolve import RoleInput, resolve_roll
from ba_console.core.vocabulary import BOUND_STARTED_KIND, bound_started_note
from ba_console.packs import RulePack, load_pack
from ba_console.store import Effect, Factor, Game, Outcome, RollDraft, RollSide

REPO = Path(__file__).resolve().parents[2]
FIXTURE_PACK = REPO / "tests" / "fixtures" / "complete_belle_alliance_fixture.toml"
START = datetime(2025, 6, 18, 17, 30, tzinfo=UTC)  # 19:30 in Copenhagen (CEST)

PRUSSIA = [
    ("i-15", "I./15. Infanterie", "infantry", "line", 36),
    ("ii-15", "II./15. Infanterie", "infantry", "line", 36),
    ("f-15", "F./15. Infanterie", "infantry", "light", 32),
    ("i-1sl", "I./1. Schl. Landwehr", "infantry", "line", 34),
    ("ii-1sl", "II./1. Schl. Landwehr", "infantry", "line", 34),
    ("iii-1sl", "III./1. Schl. Landwehr", "infantry", "line", 33),
    ("i-10", "I./10. Infanterie", "infantry", "line", 36),
    ("ii-10", "II./10. Infanterie", "infantry", "line", 35),
    ("f-10", "F./10. Infanterie", "infantry", "light", 30),
    ("i-2sl", "I./2. Schl. Landwehr", "infantry", "line", 33),
    ("ii-2sl", "II./2. Schl. Landwehr", "infantry", "line", 33),
    ("i-11", "I./11. Infanterie", "infantry", "line", 36),
    ("ii-11", "II./11. Infanterie", "infantry", "line", 35),
    ("f-11", "F./11. Infanterie", "infantry", "light", 31),
    ("hus-2s", "2. Schl. Husaren", "cavalry", "light", 18),
    ("lwk-3s", "3. Schl. Landwehr-Kav.", "cavalry", "light", 16),
    ("uhl-1", "1. Ulanen", "cavalry", "lancers", 16),
    ("bty-12", "Fussbatterie 12", "artillery", "foot", 4),
    ("bty-14", "Fussbatterie 14", "artillery", "foot", 4),
    ("bty-h11", "Reit. Batterie 11", "artillery", "horse", 3),
]
FRANCE = [
    ("i-1t", "1/1er Tirailleurs", "infantry", "guard", 26),
    ("ii-1t", "2/1er Tirailleurs", "infantry", "guard", 26),
    ("i-3t", "1/3e Tirailleurs", "infantry", "guard", 25),
    ("ii-3t", "2/3e Tirailleurs", "infantry", "guard", 25),
    ("i-1v", "1/1er Voltigeurs", "infantry", "guard", 26),
    ("ii-1v", "2/1er Voltigeurs", "infantry", "guard", 26),
    ("i-3v", "1/3e Voltigeurs", "infantry", "guard", 24),
    ("ii-3v", "2/3e Voltigeurs", "infantry", "guard", 24),
    ("ii-1c", "2/1er Chasseurs", "infantry", "guard", 28),
    ("ii-2g", "2/2e Grenadiers", "infantry", "guard", 28),
    ("i-5l", "1/5e Ligne", "infantry", "line", 30),
    ("ii-5l", "2/5e Ligne", "infantry", "line", 30),
    ("i-10l", "1/10e Léger", "infantry", "light", 28),
    ("ii-10l", "2/10e Léger", "infantry", "light", 28),
    ("dr-imp", "Dragons de l'Impératrice", "cavalry", "heavy", 14),
    ("lan-r", "Lanciers rouges", "cavalry", "lancers", 14),
    ("cha-g", "Chasseurs à cheval", "cavalry", "light", 14),
    ("bty-yg1", "Batterie de la Jeune Garde", "artillery", "foot", 4),
    ("bty-yg2", "2e Batterie de la Jeune Garde", "artillery", "foot", 4),
    ("bty-ha", "Artillerie à cheval", "artillery", "horse", 3),
]
COMMANDERS = {
    "prussia": [("hiller", "Hiller", "division", None), ("ryssel", "Ryssel", "brigade", "hiller")],
    "france": [
        ("duhesme", "Duhesme", "division", None),
        ("chartrand", "Chartrand", "brigade", "duhesme"),
    ],
}
ORDERS = (
    "Advance on the churchyard",
    "Hold the orchard wall",
    "Fire on the nearest battalion",
    "March to the mill, fast",
    "Form square behind the hedge",
    "Attack the church at the charge",
)


# The umpire's own words: outcomes read from the book where the pack leaves a table unset,
# reasons, witnesses. A Danish club writes them in Danish.
UMPIRE_WORDS = {
    "en": {
        "fire": "1 figure lost, LD",
        "melee": "loser in LD",
        "void": "the target was out of range (Table 13)",
        "adjust": "scenario: the Guard is steadier",
        "in_part": "stopped at the hedge",
        "not_carried_out": "the road was blocked",
        "witness": "witnessed by Anders and Pierre",
    },
    "da": {
        "fire": "1 figur tabt, LU",
        "melee": "taberen i LU",
        "void": "målet var uden for skudvidde (skema 13)",
        "adjust": "grundlag: Garden er mere standhaftig",
        "in_part": "standset ved hækken",
        "not_carried_out": "vejen var spærret",
        "witness": "bevidnet af Anders og Pierre",
    },
}


class Clock:
    """Forty seconds between every time the store asks."""

    def __init__(self, start: datetime = START) -> None:
        self.now = start

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=40)
        return self.now


def create_club_game(
    path: Path,
    *,
    pack: RulePack | None = None,
    title: str = "Plancenoit 1815",
    dice_mode: str = "both",
) -> Game:
    """The game with its roster, before any roll."""
    pack = pack if pack is not None else load_pack(FIXTURE_PACK)
    game = Game.create(
        path,
        title=title,
        pack_toml=pack.to_toml(),
        pack_id=pack.id,
        pack_hash=pack.content_hash,
        pack_version=str(pack.version),
        dice_mode=dice_mode,
        seed=bytes(range(32)),
        clock=Clock(),
    )
    game.update_info(date="2025-06-18")
    with game.transaction():
        game.add_side("prussia", "Preussen")
        game.add_side("france", "Frankrig")
        for side, units in (("prussia", PRUSSIA), ("france", FRANCE)):
            for key, name, level, parent in COMMANDERS[side]:
                game.add_commander(key, name, side=side, level=level, parent=parent)
            brigade = COMMANDERS[side][1][0]
            for key, name, arm, kind, figures in units:
                extra = {"gunners": figures * 2} if arm == "artillery" else {}
                game.add_unit(
                    key,
                    name,
                    side=side,
                    commander=brigade,
                    arm=arm,
                    type=kind,
                    figures=figures,
                    **extra,
                )
    return game


class Umpire:
    """Plays the club game: each method logs one roll the way the console does."""

    def __init__(self, game: Game, pack: RulePack, seed: int = 1815, language: str = "en") -> None:
        self.game = game
        self.pack = pack
        self.random = random.Random(seed)
        self.dice = DiceSpec.parse(pack.dice)
        self.say = UMPIRE_WORDS[language]

    # --- the rolls ---------------------------------------------------------------------

    def _resolve(self, kind_key: str, inputs: list[RoleInput], typed: dict[int, str] | None):
        kind = self.pack.rolls[kind_key]

        def console(role: str, spec: DiceSpec) -> tuple[int, ...]:
            return self.game.console_faces(kind_key, role, spec.count, spec.sides)

        resolution = resolve_roll(kind, self.pack.tables, self.dice, inputs, console)
        if typed and resolution.needs_umpire:
            wanted = {i: text for i, text in typed.items() if resolution.results[i].needs_umpire}
            resolution = resolve_roll(
                kind, self.pack.tables, self.dice, inputs, console, typed_outcomes=wanted
            )
        return kind, resolution

    def _draft(self, kind, resolution, units, effects, note="") -> RollDraft:
        sides = []
        for role in resolution.roles:
            factors = tuple(
                Factor(
                    key=item.key,
                    label=item.label_en,
                    value=int(item.value or 0),
                    table=item.table,
                    column=item.column,
                    rule=item.rule,
                    auto=item.auto,
                )
                for item in role.counted
            )
            sides.append(
                RollSide(
                    role=role.role,
                    unit=role.unit,
                    dice_source="console" if role.dice_source == "console" else "typed",
                    faces=role.faces,
                    die_sides=role.dice.sides,
                    factors=factors,
                    total=role.total,
                )
            )
        keys = [r.outcome_key for r in resolution.results if r.outcome_key]
        outcome = None
        if keys:
            outcome = Outcome(key=" | ".join(keys), label="; ".join(keys))
        cells = [r.lookup.cell for r in resolution.results if r.lookup.cell]
        return RollDraft(
            kind=kind.key,
            units=tuple(units),
            sides=tuple(sides),
            cell="; ".join(cells) or None,
            outcome_typed=any(r.typed for r in resolution.results),
            outcome=outcome,
            effects=tuple(effects),
            note=note,
        )

    def _faces(self) -> tuple[int, ...] | None:
        """Console dice mostly; now and then the players throw their own (typed)."""
        if self.game.info.dice_mode == "physical" or self.random.random() < 0.25:
            return tuple(self.random.randint(1, 6) for _ in range(3))
        return None

    def ordering(self, unit: str) -> None:
        ticks = (Tick("t17", "commander_or_orderly_in_base_contact"),)
        inputs = [
            RoleInput("owner", ticks if self.random.random() < 0.5 else (), self._faces(), unit)
        ]
        kind, resolution = self._resolve("ordering", inputs, {0: "order_followed"})
        key = resolution.results[0].outcome_key
        bound = self.game.phase().bound
        order = self.game.order(bound, unit)
        effects = []
        if order is not None:
            status = "followed" if key == "order_followed" else "not_followed"
            effects.append(Effect(unit=unit, what="order_status", from_=order.status, to=status))
        self.game.append_roll(self._draft(kind, resolution, [unit], effects))

    def fire(self, firer: str, target: str) -> None:
        artillery = self.game.unit(firer).arm == "artillery"
        kind_key = "artillery_fire" if artillery else "fire"
        table = "t07" if artillery else "t06"
        options = ("ranging", "canister") if artillery else ("flanking_fire", "cover_i", "soutien")
        ticks = tuple(Tick(table, key) for key in options if self.random.random() < 0.35)
        inputs = [RoleInput("firer", ticks, self._faces(), firer)]
        kind, resolution = self._resolve(kind_key, inputs, {0: self.say["fire"]})
        key = resolution.results[0].outcome_key or ""
        effects = self._hit(target, _severity(key))
        effects.append(
            Effect(unit=firer, what="flag", to={"key": "fired", "expires_after": self.bound})
        )
        self.game.append_roll(self._draft(kind, resolution, [firer, target], effects))

    def melee(self, attacker: str, defender: str) -> None:
        ticks_a = (Tick("t08", "flanking_attack"),) if self.random.random() < 0.4 else ()
        ticks_d = (Tick("t08", "rear_attack"),) if self.random.random() < 0.2 else ()
        inputs = [
            RoleInput("attacker", ticks_a, self._faces(), attacker),
            RoleInput("defender", ticks_d, self._faces(), defender),
        ]
        kind, resolution = self._resolve("melee", inputs, {0: self.say["melee"]})
        result = resolution.results[0]
        key = _severity(result.outcome_key or "")
        loser = attacker if result.value < 0 else defender
        effects = [] if key == "tie" else self._hit(loser, key.replace("loser", "loss_x"))
        effects.append(
            Effect(
                unit=attacker, what="flag", to={"key": "charged", "expires_after": self.bound + 1}
            )
        )
        self.game.append_roll(self._draft(kind, resolution, [attacker, defender], effects))

    def catch(self, commander: str, side: str, faces: tuple[int, ...] | None = None) -> None:
        inputs = [RoleInput("owner", (), faces or self._faces(), None)]
        kind, resolution = self._resolve("catch", inputs, {0: "falls"})
        key = resolution.results[0].outcome_key or ""
        effects: list[Effect] = []
        if key.startswith("falls"):
            effects.append(Effect(unit=commander, what="commander_fallen", from_=False, to=True))
        if key.startswith("falls_side_minus"):
            value = -int(key[-1])
            effects.append(
                Effect(
                    unit=side,
                    what="side_penalty",
                    to={"value": value, "until_bound": self.bound + 1},
                )
            )
        self.game.append_roll(self._draft(kind, resolution, [commander], effects))

    def _hit(self, target: str, key: str) -> list[Effect]:
        unit = self.game.unit(target)
        lost = 2 if key.endswith("md") or key.endswith("fd") else 1 if key.endswith("ld") else 0
        effects: list[Effect] = []
        field = "gunners" if unit.arm == "artillery" else "figures"
        current = getattr(unit, field)
        if lost and current > lost:
            effects.append(Effect(unit=target, what=field, from_=current, to=current - lost))
        ladder = ("ordered", "LD", "MD", "FD")
        wanted = "FD" if key.endswith("fd") else "MD" if key.endswith("md") else "LD"
        if lost and ladder.index(wanted) > ladder.index(unit.disorder):
            effects.append(Effect(unit=target, what="disorder", from_=unit.disorder, to=wanted))
        return effects

    def movement(self, unit: str) -> None:
        """The umpire's confirmation of a unit's movement (issue 11's `movement` row)."""
        chance = self.random.random()
        outcome = (
            "as_ordered" if chance < 0.8 else "in_part" if chance < 0.93 else "not_carried_out"
        )
        note = self.say.get(outcome, "")
        self.game.append_roll(
            RollDraft(
                kind="movement",
                units=(unit,),
                outcome=Outcome(key=outcome, label=outcome.replace("_", " ")),
                note=note,
            )
        )

    def seal(self) -> None:
        """A seal of the bound witnessed by both sides (issue 16's `seal` row)."""
        self.game.seal(note=self.say["witness"])

    # --- the bound ---------------------------------------------------------------------

    @property
    def bound(self) -> int:
        return self.game.phase().bound

    def write_orders(self, units: list[str]) -> None:
        with self.game.transaction():
            for index, unit in enumerate(units):
                status = "needs_roll" if index % 5 == 0 else "written"
                self.game.save_order(self.bound, unit, ORDERS[index % len(ORDERS)], status=status)

    def new_bound(self) -> None:
        bound = self.bound + 1
        expiring = [f for f in self.game.flags() if f.expires_after is not None]
        expiring = [f for f in expiring if f.expires_after < bound]
        effects = tuple(
            Effect(
                unit=f.unit,
                what="flag",
                **{"from": {"key": f.key, "expires_after": f.expires_after}},
            )
            for f in expiring
        )
        with self.game.transaction():
            self.game.append_roll(
                RollDraft(
                    kind=BOUND_STARTED_KIND,
                    bound=bound,
                    phase="ordering",
                    sub_phase="issuing_orders",
                    effects=effects,
                    note=bound_started_note(bound, len(effects)),
                )
            )
            self.game.expire_flags(bound)
            self.game.set_phase(bound, "ordering", "issuing_orders")


def _severity(key: str) -> str:
    """What an outcome does to the unit: the fixture's key says; an outcome the umpire typed
    from the book costs a figure and LD here."""
    return key if key.startswith(("loss_", "loser_", "no_loss", "tie")) else "loss_1_ld"


def play(
    game: Game,
    rolls: int = 60,
    *,
    pack: RulePack | None = None,
    seed: int = 1815,
    language: str = "en",
    movement: bool = False,
    seals: bool = False,
) -> Game:
    """Play bounds until the log holds `rolls` rows; with `movement`, the umpire confirms
    every unit's movement, and with `seals` both sides witness a seal at each bound's end."""
    pack = pack if pack is not None else load_pack(FIXTURE_PACK)
    umpire = Umpire(game, pack, seed, language)
    prussians = [u[0] for u in PRUSSIA]
    french = [u[0] for u in FRANCE]
    chance = umpire.random

    def enough() -> bool:
        return game.roll_count() >= rolls

    bound = 0
    while not enough():
        bound += 1
        if bound > 1:
            umpire.new_bound()
        else:
            game.set_phase(1, "ordering", "issuing_orders")
        umpire.write_orders(prussians + french)
        game.set_phase(bound, "ordering", "ordering_rolls")
        steps = [lambda u=u: umpire.ordering(u) for u in (prussians + french)[::10]]
        for step in steps:
            if enough():
                return game
            step()
        if movement:
            game.set_phase(bound, "movement", "march")
            for unit in prussians + french:
                if enough():
                    return game
                umpire.movement(unit)
        game.set_phase(bound, "fire")
        shooters = chance.sample(prussians, 4) + chance.sample(french, 4)
        for shooter in shooters:
            if enough():
                return game
            targets = french if shooter in prussians else prussians
            umpire.fire(shooter, chance.choice(targets))
        game.set_phase(bound, "melee", "melee")
        melees = [
            (chance.choice(prussians), chance.choice(french)),
            (chance.choice(french), chance.choice(prussians)),
        ]
        for attacker, defender in melees:
            if enough():
                return game
            umpire.melee(attacker, defender)
        if bound == 2 and not enough():
            umpire.catch("ryssel", "prussia", faces=(6, 5, 5))  # falls: side −1
        if bound == 2 and not enough():
            last = game.rolls(bound=2, kind="fire")[-1]
            game.void_roll(last.sequence, umpire.say["void"])
        if bound == 3 and not enough():
            game.adjust("i-1t", {"valour": 1}, reason=umpire.say["adjust"])
        game.set_phase(bound, "end_of_bound")
        if seals and not enough():
            umpire.seal()
    return game


def club_game(
    path: Path,
    rolls: int = 60,
    *,
    pack: RulePack | None = None,
    language: str = "en",
    movement: bool = False,
    seals: bool = False,
    **options,
) -> Game:
    """A club game of `rolls` log rows (see `play`), its title and dice per `options`."""
    game = create_club_game(path, pack=pack, **options)
    return play(game, rolls, pack=pack, language=language, movement=movement, seals=seals)
