"""The kinds of rows the store writes itself, of its state journal's entries, and what an
effect may change: plain names.

Apart from `records.py` (whose pydantic models they belong with, and which gives them
too), so that the parts of the store that read and open a game can name them without
loading pydantic: the window's first frame does not wait for it.
"""

from __future__ import annotations

from enum import StrEnum

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


class EntryKind(StrEnum):
    """The kinds of state journal entry (`journal.py`), each the exact text the file holds
    (old games hold these, and must keep verifying: never change a value). Every writer
    and reader names a kind here, so a misspelt one is an AttributeError, not an entry no
    reader matches. `ENTRY_OPS` gives the row operations each kind but the first two may
    hold, and who writes it."""

    SNAPSHOT = "snapshot"  # the whole state, that begins every journal
    ORDERS_CLOSED = "orders_closed"  # the orders of a bound as its ordering phase closed
    SIDE_ADDED = "side_added"
    SIDE_REMOVED = "side_removed"
    COMMANDER_ADDED = "commander_added"
    COMMANDER_CHANGED = "commander_changed"
    # A commander (with his orderlies) removed by the Undo of his adding: said with the
    # units taken off. A side's removal is not (`Roster.in_use` keeps a side anything
    # stands under).
    COMMANDER_REMOVED = "commander_removed"
    ORDERLY_CHANGED = "orderly_changed"
    UNIT_ADDED = "unit_added"
    UNIT_CHANGED = "unit_changed"
    # A unit removed as added by mistake (`Roster.remove_added`: the Undo of its adding,
    # before the game used it; no reason), and one taken off the roster with the umpire's
    # reason (`Roster.take_off`), then put back by Undo (`Roster.put_back`).
    UNIT_REMOVED = "unit_removed"
    UNIT_TAKEN_OFF = "unit_taken_off"
    UNIT_PUT_BACK = "unit_put_back"
    ORDER_WRITTEN = "order_written"
    ORDER_DELETED = "order_deleted"
    PHASE_SET = "phase_set"
    FLAG_ADDED = "flag_added"
    FLAGS_EXPIRED = "flags_expired"
    SIDE_PENALTY_ADDED = "side_penalty_added"
    GAME_CHANGED = "game_changed"
    PACK_CHOSEN = "pack_chosen"


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
