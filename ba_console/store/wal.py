"""A game's `-wal`, read as SQLite's recovery reads it, without SQLite.

SQLite's write-ahead log (https://www.sqlite.org/fileformat2.html#the_write_ahead_log) is a
32-byte header (magic 0x377f0682 or 0x377f0683, whose last bit gives the byte order of the
checksums; version; page size; checkpoint sequence; salt-1, salt-2; a checksum of the first
24 bytes), then frames: a 24-byte header (page number; the database's size in pages after a
commit, not zero only in a transaction's last frame, its commit frame; the two salts; a
checksum over the first 8 bytes of this header and the page, carried on from the frame
before, the first frame's from the header's) and the page.

When a game is opened after a crash, SQLite's recovery takes the frames in order while
each carries the header's salts and its checksum matches, and keeps them up to the last
commit frame among them. The first frame that fails ends it: every frame after it is
dropped in silence, commits (rolls) that were written and acknowledged included, and what
is left verifies as a shorter log. `scan` tells what recovery keeps and what it would drop
that was written in this generation of the -wal (frames with its header's salts); old
frames left from before a checkpoint restarted the -wal carry other salts and are not
counted, nor is a last frame cut short by a crash (it is not a whole frame).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

HEADER_SIZE = 32
FRAME_HEADER_SIZE = 24
_MAGIC = 0x377F0682
_VERSION = 3007000
_MASK = 0xFFFFFFFF


@dataclass(frozen=True, slots=True)
class WalScan:
    """What SQLite's recovery makes of a -wal (`scan`)."""

    page_size: int
    frames: int  # whole frames with the header's salts, valid or not
    kept_frames: int  # the frames recovery keeps: up to the last valid commit frame
    kept_commits: int  # the commit frames among them (transactions kept)
    first_invalid: int | None  # the byte offset of the first frame recovery stops at
    # The frames recovery drops though this generation wrote them: from the first invalid
    # frame on (when it carries the salts), those with the header's salts; and how many of
    # them are commit frames.
    dropped_frames: int = 0
    dropped_commits: int = 0
    # Frames with the salts after the first invalid one: none when only a last frame was
    # cut short or torn by a crash mid-write (a transaction never acknowledged).
    followed: int = 0
    # Frames with the salts after the last commit frame among those dropped.
    trailing: int = 0

    @property
    def loses_last_only(self) -> bool:
        """Whether recovery would drop the -wal's last transaction only, a later frame of it
        (its commit frame, the last frame of this generation) whole after an earlier one
        that fails: the shape a power cut leaves when the disk kept a later write of a
        transaction whose commit was never acknowledged and lost an earlier one; or that
        transaction altered. The two cannot be told apart."""
        return self.followed > 0 and self.dropped_commits == 1 and self.trailing == 0

    @property
    def loses_commits(self) -> bool:
        """Whether recovery would drop a commit written before a later frame of this
        generation, beyond the last transaction alone (`loses_last_only`): a transaction
        (rolls) the game held, acknowledged, lost in silence on opening."""
        return self.followed > 0 and self.dropped_commits > 0 and not self.loses_last_only


def _checksum(data: bytes, fmt: str, s1: int, s2: int) -> tuple[int, int]:
    """SQLite's WAL checksum of `data` (8 bytes at a time) carried on from (`s1`, `s2`), its
    32-bit words read in the byte order `fmt` says (`<` or `>`)."""
    it = iter(struct.unpack(f"{fmt}{len(data) // 4}I", data))
    for a, b in zip(it, it, strict=True):
        s1 = (s1 + a + s2) & _MASK
        s2 = (s2 + b + s1) & _MASK
    return s1, s2


# The frames' checksums are summed side by side, one 64-bit lane of a Python integer each:
# one addition sums a word of every frame. Masked to 32 bits every 8 pairs of words, a
# lane's sums stay below 2**46, and never carry into the next lane.
_LANE = 8
_MASKED_EVERY = 16  # words


def _frames_sound(
    data: bytes, page_size: int, count: int, fmt: str, start: tuple[int, int]
) -> list[bool]:
    """Whether each of the first `count` frames of the -wal `data` checksums right, carried
    on from the checksum stored in the frame before it (the first frame's from `start`, the
    header's). Recovery carries on the sums it computed, not those stored; but up to the
    first frame that fails the two are the same, so the first frame said unsound here is
    the one recovery stops at. SQLite's sums, computed for every frame at once."""
    frame = FRAME_HEADER_SIZE + page_size
    span = (count - 1) * frame + 1
    order = range(4) if fmt == "<" else range(3, -1, -1)

    def lanes(offset: int, byte_order: range = order) -> int:
        """The 32-bit word at `offset` in each frame, one a lane."""
        packed = bytearray(count * _LANE)
        for lane_byte, byte in enumerate(byte_order):
            first = HEADER_SIZE + offset + byte
            packed[lane_byte::_LANE] = data[first : first + span : frame]
        return int.from_bytes(packed, "little")

    big_endian = range(3, -1, -1)  # the stored checksums' order, whatever the header says
    stored1, stored2 = lanes(16, big_endian), lanes(20, big_endian)
    width = count * _LANE * 8
    mask = int.from_bytes((b"\xff" * 4 + bytes(_LANE - 4)) * count, "little")
    s1 = ((stored1 << (_LANE * 8)) | start[0]) & ((1 << width) - 1)
    s2 = ((stored2 << (_LANE * 8)) | start[1]) & ((1 << width) - 1)
    words = [0, 4, *range(FRAME_HEADER_SIZE, frame, 4)]  # the header's first 8 bytes, the page
    for index in range(0, len(words), 2):
        s1 += lanes(words[index]) + s2
        s2 += lanes(words[index + 1]) + s1
        if index % _MASKED_EVERY == _MASKED_EVERY - 2 or index + 2 == len(words):
            s1 &= mask
            s2 &= mask
    differ = ((s1 ^ stored1) | (s2 ^ stored2)).to_bytes(count * _LANE, "little")
    return [not any(differ[lane : lane + _LANE]) for lane in range(0, len(differ), _LANE)]


def scan(data: bytes) -> WalScan | None:
    """What SQLite's recovery makes of the -wal whose bytes are `data`; None when it reads
    no frame of it at all: shorter than its header, or a header that is not a -wal's (and
    then nothing of it was ever acknowledged: SQLite writes the header before any frame).

    A header whose own checksum fails is a whole -wal recovery ignores: its frames with
    the header's salts are all dropped (`first_invalid` is the first frame's offset)."""
    if len(data) < HEADER_SIZE:
        return None
    magic, version, page_size = struct.unpack(">III", data[:12])
    if magic & ~1 != _MAGIC or version != _VERSION:
        return None
    if page_size < 512 or page_size > 65536 or page_size & (page_size - 1):
        return None
    fmt = ">" if magic & 1 else "<"
    salts = data[16:24]
    s1, s2 = _checksum(data[:24], fmt, 0, 0)
    header_valid = (s1, s2) == struct.unpack(">II", data[24:32])
    frame_size = FRAME_HEADER_SIZE + page_size
    whole = (len(data) - HEADER_SIZE) // frame_size  # a last frame cut short is none
    heads = [
        (data[at + 8 : at + 16] == salts, *struct.unpack(">II", data[at : at + 8]))
        for at in range(HEADER_SIZE, HEADER_SIZE + whole * frame_size, frame_size)
    ]
    # The frames recovery may take: this generation's (the header's salts), a page named.
    candidates = 0
    if header_valid:
        while candidates < whole and heads[candidates][0] and heads[candidates][1] != 0:
            candidates += 1
    sound = _frames_sound(data, page_size, candidates, fmt, (s1, s2)) if candidates else []
    taken = sound.index(False) if False in sound else candidates
    kept = kept_commits = commits = 0
    for number in range(taken):
        if heads[number][2]:
            commits += 1
            kept, kept_commits = number + 1, commits
    first_invalid = HEADER_SIZE + taken * frame_size if taken < whole else None
    # (Frames after the last commit are dropped too: never committed, not counted.)
    dropped = dropped_commits = followed = trailing = 0
    for number in range(taken, whole):
        ours, _page, size_after = heads[number]
        if ours:
            dropped += 1
            dropped_commits += size_after != 0
            followed += number > taken
            trailing = 0 if size_after else trailing + 1
    return WalScan(
        page_size=page_size,
        frames=taken + dropped,
        kept_frames=kept,
        kept_commits=kept_commits,
        first_invalid=first_invalid,
        dropped_frames=dropped,
        dropped_commits=dropped_commits,
        followed=followed,
        trailing=trailing,
    )


def scan_file(path: Path, tries: int = 3) -> WalScan | None:
    """`scan` of the -wal at `path`, read without SQLite (which would write a -shm beside
    it, and trim the -wal on a writer's checkpoint); None when there is none to read.

    A console writing the game meanwhile (another process) may restart its -wal under
    the reading, which could read as frames dropped: a -wal that reads as losing commits
    (or its last transaction) is read again, and said so only when it reads the same twice
    (`tries` reads at most; one that keeps changing is being written, and its writer's
    SQLite does not recover from it)."""
    previous: bytes | None = None
    for _ in range(tries):
        try:
            data = path.read_bytes()
        except OSError:
            return None
        found = scan(data)
        flagged = found is not None and (found.loses_commits or found.loses_last_only)
        if not flagged or data == previous:
            return found
        previous = data
    return None
