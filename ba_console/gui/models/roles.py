"""Qt's own item roles as plain numbers, for the item models.

The views ask a model's `data` some thousand times before the window's first frame, and
each `Qt.ItemDataRole.X` read there is two attribute lookups through PySide6's types, each
comparison with a member an enum's.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

BACKGROUND_ROLE = int(Qt.ItemDataRole.BackgroundRole)
CHECK_STATE_ROLE = int(Qt.ItemDataRole.CheckStateRole)
DECORATION_ROLE = int(Qt.ItemDataRole.DecorationRole)
DISPLAY_ROLE = int(Qt.ItemDataRole.DisplayRole)
EDIT_ROLE = int(Qt.ItemDataRole.EditRole)
FONT_ROLE = int(Qt.ItemDataRole.FontRole)
FOREGROUND_ROLE = int(Qt.ItemDataRole.ForegroundRole)
TEXT_ALIGNMENT_ROLE = int(Qt.ItemDataRole.TextAlignmentRole)
TOOL_TIP_ROLE = int(Qt.ItemDataRole.ToolTipRole)
