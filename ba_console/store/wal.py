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

    @property
    def loses_commits(self) -> bool:
        """Whether recovery would drop a commit written before a later frame of this
        generation: a transaction (rolls) the game held, lost in silence on opening."""
        return self.followed > 0 and self.dropped_commits > 0


def _checksum(data: bytes | memoryview, fmt: str, s1: int, s2: int) -> tuple[int, int]:
    """SQLite's WAL checksum of `data` (a multiple of 32 bytes here: 8 at a time otherwise)
    carried on from (`s1`, `s2`), its 32-bit words read as `fmt` says (`<` or `>`)."""
    words = struct.unpack(f"{fmt}{len(data) // 4}I", data)
    it = iter(words)
    if len(words) % 8 == 0:
        # Eight words a turn, the sums masked once a turn (they stay below 2**48): the
        # same sums as SQLite's two words a turn, at half the cost in Python.
        for a, b, c, d, e, f, g, h in zip(it, it, it, it, it, it, it, it, strict=True):
            s1 += a + s2
            s2 += b + s1
            s1 += c + s2
            s2 += d + s1
            s1 += e + s2
            s2 += f + s1
            s1 += g + s2
            s2 += h + s1
            s1 &= _MASK
            s2 &= _MASK
        return s1, s2
    for a, b in zip(it, it, strict=True):
        s1 = (s1 + a + s2) & _MASK
        s2 = (s2 + b + s1) & _MASK
    return s1, s2


def scan(data: bytes) -> WalScan | None:
    """What SQLite's recovery makes of the -wal whose bytes are `data`; None when it reads
    no frame of it at all: shorter than its header, or a header that is not a -wal's (and
    then nothing of it was ever acknowledged: SQLite writes the header before any frame).

    A header whose own checksum fails is a whole -wal recovery ignores: its frames with
    the header's salts are all dropped (`first_invalid` 0)."""
    if len(data) < HEADER_SIZE:
        return None
    magic, version, page_size = struct.unpack(">III", data[:12])
    if magic & ~1 != _MAGIC or version != _VERSION:
        return None
    if page_size < 512 or page_size > 65536 or page_size & (page_size - 1):
        return None
    fmt = ">" if magic & 1 else "<"
    salts = data[16:24]
    view = memoryview(data)
    s1, s2 = _checksum(view[:24], fmt, 0, 0)
    header_valid = (s1, s2) == struct.unpack(">II", data[24:32])
    frame_size = FRAME_HEADER_SIZE + page_size
    frames = kept = kept_commits = commits = 0
    first_invalid: int | None = None if header_valid else 0
    dropped = dropped_commits = followed = 0
    offset = HEADER_SIZE
    while offset + frame_size <= len(data):
        page, size_after = struct.unpack(">II", data[offset : offset + 8])
        ours = data[offset + 8 : offset + 16] == salts
        if first_invalid is None:
            stored = struct.unpack(">II", data[offset + 16 : offset + 24])
            if ours and page != 0:
                s1, s2 = _checksum(view[offset : offset + 8], fmt, s1, s2)
                s1, s2 = _checksum(view[offset + 24 : offset + frame_size], fmt, s1, s2)
            if ours and page != 0 and (s1, s2) == stored:
                frames += 1
                if size_after:
                    commits += 1
                    kept, kept_commits = frames, commits
                offset += frame_size
                continue
            first_invalid = offset
            # (Frames after the last commit are dropped too: never committed, not counted.)
        elif ours:
            followed += 1
        if ours:
            frames += 1
            dropped += 1
            dropped_commits += size_after != 0
        offset += frame_size
    return WalScan(
        page_size=page_size,
        frames=frames,
        kept_frames=kept,
        kept_commits=kept_commits,
        first_invalid=first_invalid,
        dropped_frames=dropped,
        dropped_commits=dropped_commits,
        followed=followed,
    )


def scan_file(path: Path, tries: int = 3) -> WalScan | None:
    """`scan` of the -wal at `path`, read without SQLite (which would write a -shm beside
    it, and trim the -wal on a writer's checkpoint); None when there is none to read.

    A console writing the game meanwhile (another process) may restart its -wal under
    the reading, which could read as frames dropped: a -wal that reads as losing commits
    is read again, and said so only when it reads the same twice (`tries` reads at most;
    one that keeps changing is being written, and its writer's SQLite does not recover
    from it)."""
    previous: bytes | None = None
    for _ in range(tries):
        try:
            data = path.read_bytes()
        except OSError:
            return None
        found = scan(data)
        if found is None or not found.loses_commits or data == previous:
            return found
        previous = data
    return None
