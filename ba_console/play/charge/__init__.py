"""General de Brigade's charge phase as steps of play (VII; digest A.1–A.5), with no Qt.

- `model`: the roster as the charge rules read it, a charge and the phase, what the
  umpire may do (`Choice`) and what he did (`Request`);
- `fold`: the phase read back from the roll log (decisions of kind `CHARGE_KIND`, no
  dice, and the tests rolled in the charge phase);
- `offers`: what the umpire may do now (the phase's decisions, each charge's next step,
  the tests to roll), with the fields the Charges dialog asks;
- `decide`: each decision read before it is logged: its checks (refusals, questions to
  tick, club readings, prompts), effects and log row, through a `reader.Reader` and the
  handlers of `declare` (the declarations) and `carry_out` (each charge's steps);
- `words`: the words of steps, reactions, ends and stages, and the log's English;
- `session`: all of it bound to one open game, for the window's Charges dialog.

The declarations come first (the phasing side; then the non-phasing side's interceptions
and charges; then the phasing side's interceptions of those), then each charge is carried
out step by step: the target's reaction, the half move, defensive fire or evasion, the
charger's test, the target's test, completion or halt; interceptions first, the
non-phasing side's charges last (note 7.12). Tests go through the ordinary roll path.
"""

from __future__ import annotations

from ba_console.play.charge.model import CHARGE_KIND

__all__ = ["CHARGE_KIND"]
