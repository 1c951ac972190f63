"""The charge phase's words that a log row keeps in English are the ones the window, the
log viewer and the dispute report can say in Danish (`play.charge.words.said_templates`):
every label `declare` and `carry_out` write, every check a note may quote. A label or a
check written without its template here would stay English in the Danish window."""

from __future__ import annotations

import ast
from pathlib import Path

from ba_console.core.vocabulary import said_from
from ba_console.play.charge import words

ROOT = Path(__file__).resolve().parents[2] / "ba_console"
SOURCES = sorted(
    [
        *(ROOT / "play" / "charge").glob("*.py"),
        *(ROOT / "rules" / "general_de_brigade").glob("*.py"),
    ]
)


def _literals(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _literals(node.body) + _literals(node.orelse)
    if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP":
        return _literals(node.args[1])
    return []


def written() -> tuple[set[str], set[str]]:
    """The label templates (`r.label = _t(…)`) and the check templates (`check(…)`,
    `r.refuse(…)`) the modules write."""
    labels: set[str] = set()
    checks: set[str] = set()
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name == "check":
                    checks.update(_literals(node.args[2]) if len(node.args) > 2 else [])
                elif name == "refuse":
                    checks.update(_literals(node.args[1]) if len(node.args) > 1 else [])
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Attribute) and t.attr == "label" for t in node.targets
            ):
                call = node.value
                if isinstance(call, ast.Call) and call.args:
                    labels.update(_literals(call.args[0]))
    return labels, checks


def test_every_label_and_check_written_is_one_the_window_can_say():
    labels, checks = written()
    said = {template for _, template in words.said_templates()}
    # "charge decision" is the reader's placeholder, replaced by every handler.
    assert labels - said == {"charge decision"}
    assert checks - said == set()
    assert set(words.CHECK_TEMPLATES) == checks  # none left over either


def marked(context: str, template: str) -> str:
    """A translation that shows that a template said the text: «…» around it."""
    return f"«{template}»"


def test_a_label_reads_back_from_its_own_template_and_the_reaction_inside_it():
    templates = words.said_templates()
    logged = "Charge 3: Cossack pulk evades and stops in cover; it passes through 1st Uhlans"
    assert said_from(logged, {}, marked, templates) == f"«{logged}»"
    # A reaction said inside "Charge {number}: {reaction}" is said from its own template.
    reaction = "Charge 2: Cossack pulk counter-charges 1st Uhlans"
    said = said_from(reaction, {}, marked, templates)
    assert said == "«Charge 2: «Cossack pulk counter-charges 1st Uhlans»»"
    # Words that are no reaction are not said from "Charge {number}: {reaction}".
    assert said_from("Charge 2: the umpire's own words", {}, marked, templates) is None
