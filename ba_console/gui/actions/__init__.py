"""The umpire's actions, one module per kind, each run by the controller in one store
transaction: `orders` (write, copy), `roster` (corrections, new entries), `phase` (Next and
Back through Table 1). An action returns what changed (`base.Changes`); the controller
emits the past-tense signals the views refresh on, records the edit for Undo, and says the
message. A refusal (`base.ActionRefused`) changes nothing and is said once. The rolls' own
actions are `gui.operations` (log, void, roll-off, console dice, exports).
"""
