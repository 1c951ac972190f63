"""The roll dialog: one dialog for every kind of roll (`dialog.RollDialog`, with its parts
`roles`, `outcome`, `keyboard` and `aside`), its role panels (`panel`) and the commanders'
roll-off (`roll_off_box`). The static frame is the Designer form `ui/roll_dialog.ui`; the
roles' panels are built for the kind in code.
"""

from __future__ import annotations

from ba_console.gui.dialogs.roll.dialog import RollDialog, open_roll_dialog

__all__ = ["RollDialog", "open_roll_dialog"]
