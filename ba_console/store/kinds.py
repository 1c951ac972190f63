"""The kinds of rows the store writes itself and what an effect may change: plain names.

Apart from `records.py` (whose pydantic models they belong with, and which gives them
too), so that the parts of the store that read and open a game can name them without
loading pydantic: the window's first frame does not wait for it.
"""

from __future__ import annotations

# Kinds the store writes itself; a dialog cannot log them through append_roll.
VOID_KIND = "void"
SEED_REVEALED_KIND = "seed_revealed"
ADJUSTMENT_KIND = "adjustment"  # a roster correction during play (`Game.adjust`)
SEAL_KIND = "seal"  # a witnessed seal of the log (`Game.seal`, `seals.py`)
# The game's pack changed (`Game.change_pack`): the row names the old and the new pack's
# content hash, so a dispute sees which tables were in force for each roll.
PACK_CHANGED_KIND = "pack_changed"
SEED_CUSTODY_KIND = "seed_custody"  # the secret seed moved, without its bytes (`custody.py`)
UNVOIDABLE_KINDS = (VOID_KIND, SEED_REVEALED_KIND, SEAL_KIND, PACK_CHANGED_KIND, SEED_CUSTODY_KIND)
RESERVED_KINDS = (*UNVOIDABLE_KINDS, ADJUSTMENT_KIND)

# Two kinds of state journal entry (`journal.py`) that readers name: a unit taken off the
# roster with the umpire's reason (`Roster.take_off`), and one removed as added by mistake
# (`Roster.remove_added`: the Undo of its adding, before the game used it; no reason).
TAKEN_OFF_KIND = "unit_taken_off"
REMOVED_KIND = "unit_removed"
# A commander (with his orderlies) removed by the Undo of his adding: said with them. A
# side's removal is not (`Roster.in_use` keeps a side anything stands under).
COMMANDER_REMOVED_KIND = "commander_removed"

# What an effect may change, by the table it lands in. The last rows of each are roster
# corrections (names, start values) that only `Game.adjust` is expected to log.
UNIT_EFFECTS = (
    "figures",
    "gunners",
    "valour",
    "disorder",
    "formation",
    "supplies_left",
    "commander",
    "position",
    "light",
    "marksmen",
    "name",
    "figures_start",
    "gunners_start",
    "valour_start",
)
NUMERIC_UNIT_EFFECTS = ("figures", "gunners", "valour", "supplies_left")
COMMANDER_EFFECTS = {
    "commander_fallen": "fallen",
    "commander_rating": "rating",
    "commander_replaced_by": "replaced_by",
    "commander_name": "name",
    "commander_level": "level",
    "commander_parent": "parent",
}
# `orderly_removed`: the orderly's figure taken off because he replaced his fallen commander
# (Table 19, 1.1.4); the roster has no place for it but `fallen` (the figure is gone).
ORDERLY_EFFECTS = {"orderly_fallen": "fallen", "orderly_removed": "fallen", "orderly_name": "name"}
# `loss_part`: a fraction of a figure a fire or melee took off its target, recorded because
# losses of one phase at one target are summed before rounding down (3.1.5, 4.1.5); it
# changes nothing by itself.
OTHER_EFFECTS = ("flag", "side_penalty", "order_status", "loss_part")
EFFECT_KINDS = UNIT_EFFECTS + tuple(COMMANDER_EFFECTS) + tuple(ORDERLY_EFFECTS) + OTHER_EFFECTS
