"""A game open read-only here while another console writes it (a second window on one file,
`GameController._open_read_only`), followed: its file and its `-wal` are watched, and a
burst of writes there says `changed` once, a moment after the last, for the controller to
read the game again (`GameController.reload`). A file system that tells nothing (a network
share may not) leaves File › Reload (F5).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

# A roll is a few writes in a row (its row, its effects, the state journal), and a bound's
# end many: read again once they have settled, not at each.
SETTLE_MS = 400


class FileFollow(QObject):
    """Watches one game's file and its `-wal`; `changed` once a burst of writes settles."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self._written)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self.changed)

    def watch(self, path: Path) -> None:
        """Follow the game at `path` (only it): its file, and its `-wal` when there is one
        (the other console's writes go there until it closes the game)."""
        self.stop()
        files = [str(one) for one in (path, Path(f"{path}-wal")) if one.exists()]
        if files:
            self._watcher.addPaths(files)

    def stop(self) -> None:
        self._settle.stop()
        watched = self._watcher.files()
        if watched:
            self._watcher.removePaths(watched)

    def _written(self, _path: str) -> None:
        self._settle.start()  # again at each write: once they have settled
