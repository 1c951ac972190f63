"""What the main window asks before it goes on, in message boxes: leaving a step with
tasks still open, starting a new bound, discarding a roll being made, and where to write
a bound's turn summary.

The safe answer is the default each time (Enter and Esc stay, keep the roll), so a key
pressed twice in haste loses no work. The window calls these through methods of its own
(`MainWindow.confirm_leaving`, …), which tests replace; their words keep the window's
translation context ("MainWindow").
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget


def _safe_or(box: QMessageBox, safe: str, go: str, role=QMessageBox.ButtonRole.AcceptRole) -> bool:
    """Show `box` with a `safe` button (the default, and Esc) and a `go` button of `role`;
    True if `go` was clicked."""
    keep = box.addButton(safe, QMessageBox.ButtonRole.RejectRole)
    chosen = box.addButton(go, role)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    return box.clickedButton() is chosen


def ask_leaving(parent: QWidget, phase: str, closes_phase: bool, tasks: list[str]) -> bool:
    """Whether to leave `phase` although `tasks` are open; True to go on. `closes_phase`:
    Next closes the phase (not only a sub-phase of it), which then stands (1.1.1)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("MainWindow", "Open tasks"))
    if closes_phase:
        question = QCoreApplication.translate(
            "MainWindow",
            "Leave %1 with tasks still open? A closed phase stands: there is no going "
            "back to it (1.1.1).",
        )
        box.setText(question.replace("%1", phase))
    else:
        question = QCoreApplication.translate("MainWindow", "Leave %1 with tasks still open?")
        box.setText(question.replace("%1", phase))
    box.setInformativeText("\n".join(f"• {task}" for task in tasks))
    return _safe_or(
        box,
        QCoreApplication.translate("MainWindow", "Stay"),
        QCoreApplication.translate("MainWindow", "Go on anyway"),
    )


def ask_new_bound(
    parent: QWidget, bound: int, tasks: list[str], write_summary: Callable[[int], object]
) -> bool:
    """ "Start bound N+1?", with the tasks of `bound` still open; True to start it. "Turn
    summary of bound N…" calls `write_summary(bound)` and asks again."""
    while True:
        box = QMessageBox(parent)
        box.setObjectName("newBoundBox")
        box.setIcon(QMessageBox.Icon.Question if not tasks else QMessageBox.Icon.Warning)
        box.setWindowTitle(
            QCoreApplication.translate("MainWindow", "End of bound %1").replace("%1", str(bound))
        )
        box.setText(
            QCoreApplication.translate("MainWindow", "Start bound %1?").replace(
                "%1", str(bound + 1)
            )
        )
        lines = (
            [
                QCoreApplication.translate("MainWindow", "Still open in bound %1:").replace(
                    "%1", str(bound)
                )
            ]
            if tasks
            else []
        )
        lines += [f"• {task}" for task in tasks]
        lines.append(
            QCoreApplication.translate(
                "MainWindow",
                "Bound %1 then closes and stands (1.1.1); Back returns to it only until "
                "something is logged in bound %2.",
            )
            .replace("%1", str(bound))
            .replace("%2", str(bound + 1))
        )
        box.setInformativeText("\n".join(lines))
        stay = box.addButton(
            QCoreApplication.translate("MainWindow", "Stay"), QMessageBox.ButtonRole.RejectRole
        )
        summary = box.addButton(
            QCoreApplication.translate("MainWindow", "&Turn summary of bound %1…").replace(
                "%1", str(bound)
            ),
            QMessageBox.ButtonRole.ActionRole,
        )
        start = box.addButton(
            QCoreApplication.translate("MainWindow", "&Start bound %1").replace(
                "%1", str(bound + 1)
            ),
            QMessageBox.ButtonRole.AcceptRole,
        )
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked is summary:
            write_summary(bound)
            continue
        return clicked is start


def ask_discard_roll(parent: QWidget, roll: str) -> bool:
    """Whether to discard `roll` (its kind and units); True to discard. Keep is the
    default, so Enter pressed in haste loses no roll."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("MainWindow", "Roll not confirmed"))
    box.setText(
        QCoreApplication.translate(
            "MainWindow",
            "Discard the roll being made (%1)? It is not in the log until confirmed.",
        ).replace("%1", roll)
    )
    return _safe_or(
        box,
        QCoreApplication.translate("MainWindow", "Keep"),
        QCoreApplication.translate("MainWindow", "Discard"),
        QMessageBox.ButtonRole.DestructiveRole,
    )


def ask_summary_path(parent: QWidget, game: Path, bound: int) -> str | None:
    """Where to write the turn summary of `bound`, beside the game's file `game` (None:
    cancelled)."""
    pdf = QCoreApplication.translate("MainWindow", "PDF (*.pdf)")
    html = QCoreApplication.translate("MainWindow", "Web page (*.html)")
    path, chosen = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("MainWindow", "Turn summary of bound %1").replace(
            "%1", str(bound)
        ),
        str(game.with_name(f"{game.stem}-bound-{bound}.pdf")),
        f"{pdf};;{html}",
    )
    if not path:
        return None
    if not Path(path).suffix:
        path += ".html" if chosen == html else ".pdf"
    return path


def ask_play_on(parent: QWidget, name: str, rolls: int, lock_left: bool) -> bool:
    """Whether the game `name`, opened read-only as copied while open, whose log of `rolls`
    rows verifies, is the game itself, to play on from; True to play on. `lock_left`: its
    lock file is beside it, as a program that ended without closing the game leaves it."""
    box = QMessageBox(parent)
    box.setObjectName("playOnBox")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("MainWindow", "Play on from this file?"))
    box.setText(
        QCoreApplication.translate(
            "MainWindow",
            "%1 is in WAL mode without its -wal file, and its log verifies (%2 rows). "
            "Is it the game itself, or a copy?",
        )
        .replace("%1", name)
        .replace("%2", str(rolls))
    )
    why = QCoreApplication.translate(
        "MainWindow",
        "If a program ended without closing the game (a script, a console stopped as it "
        "closed), this is the game itself and nothing is missing: play on from it; a seal "
        "is logged saying so. If it was copied while the game was open in a console, the "
        "original holds the rolls logged last: keep this read-only and open the original.",
    )
    if lock_left:
        why += " " + QCoreApplication.translate(
            "MainWindow",
            "Its lock file is beside it, as a program that ended without closing it leaves "
            "it: most likely it is the game itself.",
        )
    box.setInformativeText(why)
    return _safe_or(
        box,
        QCoreApplication.translate("MainWindow", "Keep it read-only"),
        QCoreApplication.translate("MainWindow", "Play on from this file"),
    )
