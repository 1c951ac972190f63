"""Dice: the spec of a roll (3D6, 2D6, 1D6), faces from a random source or typed in.

Randomness is always passed in (`random.Random` or anything with `randint`); typed
faces are validated so that a slip of the finger gives a clear message instead of a
wrong roll.
"""

from __future__ import annotations

import re
from typing import NamedTuple, Protocol

from ba_console.core.i18n import QT_TRANSLATE_NOOP


class DiceError(ValueError):
    """Faces that cannot be the result of these dice. `message_id` is for translation."""

    def __init__(self, message: str, message_id: str = "", **details: object) -> None:
        super().__init__(message)
        self.message_id = message_id
        self.details = details


MESSAGES = {
    "count": QT_TRANSLATE_NOOP("dice", "{spec} needs {count} dice, got {got}"),
    "range": QT_TRANSLATE_NOOP("dice", "die {index} shows {face}: faces run from 1 to {sides}"),
    "not_a_number": QT_TRANSLATE_NOOP("dice", "{text!r} is not a die face"),
}


class RandomSource(Protocol):
    def randint(self, a: int, b: int) -> int: ...


_SPEC = re.compile(r"^\s*(\d+)\s*[dD]\s*(\d+)\s*$")


class DiceSpec(NamedTuple):
    count: int
    sides: int

    @classmethod
    def parse(cls, text: str) -> DiceSpec:
        match = _SPEC.match(text)
        if not match:
            raise ValueError(f"{text!r} is not a dice spec such as '3d6'")
        count, sides = int(match.group(1)), int(match.group(2))
        if not 1 <= count <= 10 or not 2 <= sides <= 100:
            raise ValueError(f"{text!r}: between 1 and 10 dice of 2 to 100 sides")
        return cls(count, sides)

    def __str__(self) -> str:
        return f"{self.count}D{self.sides}"

    @property
    def lowest(self) -> int:
        return self.count

    @property
    def example(self) -> str:
        """Faces as the umpire types them, for a hint: "345" for 3D6, "34" for 2D6."""
        return "".join(str(min(self.sides, n + 3)) for n in range(self.count))

    @property
    def highest(self) -> int:
        return self.count * self.sides

    def roll(self, rng: RandomSource) -> tuple[int, ...]:
        return tuple(rng.randint(1, self.sides) for _ in range(self.count))

    def check(self, faces: list[int] | tuple[int, ...]) -> tuple[int, ...]:
        """Faces typed by the umpire, checked for count and range."""
        if len(faces) != self.count:
            raise DiceError(
                f"{self} needs {self.count} dice, got {len(faces)}",
                "count",
                spec=str(self),
                count=self.count,
                got=len(faces),
            )
        for index, face in enumerate(faces, start=1):
            if isinstance(face, bool) or not isinstance(face, int):
                raise DiceError(f"{face!r} is not a die face", "not_a_number", text=face)
            if not 1 <= face <= self.sides:
                raise DiceError(
                    f"die {index} shows {face}: faces run from 1 to {self.sides}",
                    "range",
                    index=index,
                    face=face,
                    sides=self.sides,
                )
        return tuple(faces)

    def parse_faces(self, text: str) -> tuple[int, ...]:
        """Faces as typed: "3 5 6", "3,5,6" or, for six-sided dice, "356"."""
        cleaned = text.strip()
        parts = re.split(r"[\s,;/+]+", cleaned) if re.search(r"[\s,;/+]", cleaned) else None
        if parts is None:
            parts = list(cleaned) if self.sides < 10 else [cleaned]
        faces: list[int] = []
        for part in parts:
            if not part:
                continue
            if not part.isdigit():
                raise DiceError(f"{part!r} is not a die face", "not_a_number", text=part)
            faces.append(int(part))
        return self.check(faces)


def natural(faces: tuple[int, ...] | list[int]) -> int:
    return sum(faces)


def count_ones(faces: tuple[int, ...] | list[int]) -> int:
    return sum(1 for face in faces if face == 1)
