"""Play: the way from an umpire's choices to a logged roll, with no Qt.

- `choices`: what the umpire chose (`RollChoices`) and the roll as read (`RollPreview`);
- `roll`: `preview` (factors, totals, odds, outcome or "the umpire reads the book", what
  the rules forbid, effects, the draft to log) and `auto_ticks` (the factors the roster
  decides, with their reasons);
- `record`: the draft the store logs, with its evidence;
- `state`: what play reads of a game (`GameState`): a stored game or given data;
- `steps`: the kinds of roll each step of the bound offers; `tasks`: its open tasks;
- `orders`: the order sheet and the codec of orders as the store keeps them;
- `roll_off`: which of several commanders is engaged (1.1.4);
- `learn`: which outcomes typed for unset cells the pack may remember (it fills itself);
- `session`: all of it bound to one open game, for the window's roll dialog.

The window and `ba-console resolve` call the same functions; the store writes what they
return. Imports run one way: play → (rules, store) → packs → core.
"""

from __future__ import annotations

from ba_console.store.records import PACK_CHANGED_KIND, UNVOIDABLE_KINDS, VOID_KIND, LoggedRoll

# The logged roll a confirm returns, and the kinds of rows the log viewer treats apart (a
# void, a pack change, the rows no one can void): what the window's roll dialog and log
# viewer know of the log's records.
__all__ = ["PACK_CHANGED_KIND", "UNVOIDABLE_KINDS", "VOID_KIND", "LoggedRoll"]
