"""The secret dice seed at rest: out of the game file, in the data folder, until revealed.

A game commits to its seed when it is created (the commitment, SHA-256 of the seed, is in
the file and read out to the players), but the seed itself is kept apart, in
`<data folder>/seeds/<commitment>.seed` (mode 0600, its folder 0700), so a copy of the
game file holds no seed bytes: whoever is given a copy mid-game can verify it up to its
draws but cannot compute a coming console die. The seed goes into the log, and so into the
file, only when the umpire reveals it after the game.

A seed file is text: comment lines, then `commitment <hex>` and `seed <hex>`. The same
text is what `ba-console export-seed` writes for another laptop and `import-seed` reads;
the commitment is checked against the seed on every read, so a seed file renamed or
edited is refused. The OS keyring is not used: the file is the baseline everywhere.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.store.errors import GameError

# `core.fair_dice` (a seed's commitment) is imported where a seed is read or kept: with
# OpenSSL (hmac, some 2.5 ms), which a game opened in the window does not need before its
# first frame.

SEED_SUFFIX = ".seed"
HEADER = (
    "# ba-console dice seed. Keep it secret until the game's seed is revealed: whoever\n"
    "# holds it can compute the game's coming console dice.\n"
)

SEED_MISSING = QT_TRANSLATE_NOOP(
    "store",
    "The dice seed of {name} is not on this computer (it is kept apart from the game file, "
    "in {folder}): console dice cannot be drawn here. Type physical dice, or bring the seed "
    "from the umpire's laptop: ba-console export-seed there, ba-console import-seed here.",
)
CANNOT_KEEP = QT_TRANSLATE_NOOP(
    "store", "cannot keep the dice seed in {folder}: {error}. Nothing was created."
)
SEED_UNREADABLE = QT_TRANSLATE_NOOP("store", "{path} is not a ba-console dice seed file: {error}")
SEED_FILE_MISSING = QT_TRANSLATE_NOOP(
    "store", "{path}: there is no such file: give the file export-seed wrote"
)
SEED_FILE_IS_GAME = QT_TRANSLATE_NOOP(
    "store",
    "{path} is a game file, not a dice seed file: give the file export-seed wrote "
    "(ba-console import-seed GAME SEED-FILE)",
)
SEED_FILE_FOLDER = QT_TRANSLATE_NOOP(
    "store", "{path} is a folder: give the file export-seed wrote, in it"
)


class SeedMissingError(GameError):
    """The game's seed is not in this computer's data folder: no console dice here."""


class SeedFileError(GameError):
    """A seed file cannot be read or kept."""


def seed_text(seed: bytes, title: str = "") -> str:
    """The text of a seed file for `seed` (`title`: the game's, as a reminder)."""
    from ba_console.core.fair_dice import commitment  # (see the imports)

    game = f"# Game: {title}\n" if title else ""
    return f"{HEADER}{game}commitment {commitment(seed)}\nseed {seed.hex()}\n"


def parse_seed_text(text: str) -> bytes:
    """The seed a seed file holds; ValueError naming what is wrong."""
    from ba_console.core.fair_dice import commitment, seed_from_hex  # (see the imports)

    values: dict[str, str] = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition(" ")
        if key not in ("commitment", "seed") or key in values:
            raise ValueError(f"unexpected line {line[:40]!r}")
        values[key] = value.strip()
    if "seed" not in values:
        raise ValueError("it holds no 'seed' line")
    seed = seed_from_hex(values["seed"])
    if "commitment" in values and values["commitment"].lower() != commitment(seed):
        raise ValueError("its seed does not match the commitment written beside it")
    return seed


def read_seed_file(path: str | Path) -> bytes:
    """The seed in the file at `path` (`SeedFileError` when it is not a seed file)."""
    path = Path(path)
    if not path.exists():
        raise SeedFileError.of(SEED_FILE_MISSING, path=path)
    if path.is_dir():
        raise SeedFileError.of(SEED_FILE_FOLDER, path=path)
    try:
        with open(path, "rb") as stream:
            data = stream.read(4096)
        if data.startswith(b"SQLite format 3\x00"):
            raise SeedFileError.of(SEED_FILE_IS_GAME, path=path)
        return parse_seed_text(data.decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        error = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise SeedFileError.of(SEED_UNREADABLE, path=path, error=error) from None


def write_secret_file(path: Path, text: str, *, replace: bool = False) -> None:
    """Write `text` to `path`, readable by its owner only (0600), whole or not at all.
    Without `replace`, an existing file is an error (FileExistsError)."""
    import secrets  # loads OpenSSL (through hmac): not on the way to the first frame

    partial = path.with_name(f".{path.name}.{secrets.token_hex(4)}.partial")
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        if replace:
            os.replace(partial, path)
        else:
            _put_in_place(partial, path)
    finally:
        with contextlib.suppress(OSError):
            partial.unlink()


def _put_in_place(partial: Path, path: Path) -> None:
    """Give `partial` the name `path`, never over an existing file."""
    try:
        os.link(partial, path)  # fails if `path` exists: nothing is overwritten
    except FileExistsError:
        raise
    except OSError:  # no hard links here (a FAT stick): check, then rename
        if path.exists() or path.is_symlink():
            raise FileExistsError(17, "File exists", str(path)) from None
        os.replace(partial, path)


class SeedKeeper:
    """The seeds folder of one data folder: `<data>/seeds/<commitment>.seed`.

    Give the folder, or the data folder (`data_dir`, None for the default): the folder is
    then found when first needed, so a game opened only to be read never looks for it."""

    def __init__(
        self, folder: str | Path | None = None, *, data_dir: str | Path | None = None
    ) -> None:
        self._folder = None if folder is None else Path(folder)
        self._data_dir = data_dir
        self._chosen = folder is None and data_dir is not None  # a data folder was chosen

    @property
    def folder(self) -> Path:
        if self._folder is None:
            from ba_console.store.paths import seeds_dir

            self._folder = seeds_dir(self._data_dir)
        return self._folder

    def path(self, game_commitment: str) -> Path:
        return self.folder / f"{game_commitment}{SEED_SUFFIX}"

    def load(self, game_commitment: str) -> bytes | None:
        """The seed committed to as `game_commitment`, or None when it is not here (or its
        file does not hold that seed). Looked for in this folder, then, when a data folder
        was chosen, in the default one: both are this user's, on this computer (a game made
        in the window is played on with `--data-dir`)."""
        from ba_console.core.fair_dice import commitment  # (see the imports)

        folders = [self.folder]
        if self._chosen:
            from ba_console.store.paths import seeds_dir

            folders.append(seeds_dir())
        for folder in dict.fromkeys(folders):
            try:
                seed = read_seed_file(folder / f"{game_commitment}{SEED_SUFFIX}")
            except SeedFileError:
                continue
            if commitment(seed) == game_commitment:
                return seed
        return None

    def holds(self, game_commitment: str) -> bool:
        return self.load(game_commitment) is not None

    def keep(self, seed: bytes, title: str = "") -> bool:
        """Keep `seed` in the folder (made 0700 if missing). True if it was written now,
        False if it was here already. `SeedFileError` if the folder cannot take it."""
        from ba_console.core.fair_dice import SEED_BYTES, commitment  # (see the imports)

        if len(seed) != SEED_BYTES:
            raise ValueError(f"the dice seed must be {SEED_BYTES} bytes")
        key = commitment(seed)
        if self.load(key) is not None:
            return False
        try:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            write_secret_file(self.path(key), seed_text(seed, title), replace=True)
        except OSError as exc:
            raise SeedFileError.of(
                CANNOT_KEEP, folder=self.folder, error=exc.strerror or str(exc)
            ) from None
        return True

    def forget(self, game_commitment: str) -> None:
        """Remove a seed kept for a game that was not made after all."""
        with contextlib.suppress(OSError):
            self.path(game_commitment).unlink()
