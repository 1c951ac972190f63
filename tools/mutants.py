"""The mutants of a Python file, for `tools/mutate.py`: each changes one thing (an operator,
a constant, a condition, a call or a return) by replacing the text of one node, so that
every other line of the file keeps its number.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

COMPARE_SWAPS: dict[type[ast.cmpop], tuple[type[ast.cmpop], ...]] = {
    ast.Lt: (ast.LtE,),
    ast.LtE: (ast.Lt,),
    ast.Gt: (ast.GtE,),
    ast.GtE: (ast.Gt,),
    ast.Eq: (ast.NotEq,),
    ast.NotEq: (ast.Eq,),
    ast.In: (ast.NotIn,),
    ast.NotIn: (ast.In,),
    ast.Is: (ast.IsNot,),
    ast.IsNot: (ast.Is,),
}
ARITHMETIC_SWAPS: dict[type[ast.operator], tuple[type[ast.operator], ...]] = {
    ast.Add: (ast.Sub,),
    ast.Sub: (ast.Add,),
    ast.Mult: (ast.Div, ast.FloorDiv),
    ast.Div: (ast.Mult,),
    ast.FloorDiv: (ast.Mult,),
    ast.Mod: (ast.FloorDiv,),
}


@dataclass(frozen=True)
class Mutant:
    """One change to one file: the text from (`line`, `col`) to (`end_line`, `end_col`)
    (columns in characters) becomes `replacement`. `at_import` is true when the changed
    code runs when the module is imported rather than in a function."""

    path: str  # relative to the project, with /
    index: int  # its place among the file's mutants
    line: int
    col: int
    end_line: int
    end_col: int
    replacement: str
    what: str
    at_import: bool
    scope: str = ""  # the qualified name of the function the change is in (outermost)


# --- finding the mutants -----------------------------------------------------------------------


def _is_type_checking(node: ast.If) -> bool:
    return "TYPE_CHECKING" in ast.unparse(node.test)


def _is_docstring(node: ast.stmt) -> bool:
    return (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    )


def _read_defaults(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.expr]:
    """The defaults of the parameters the function reads. A default of a parameter its
    body never names (an interface's option this implementation ignores) cannot change
    what the function does: its mutants are equivalent by construction, so none is made."""
    read = {n.id for n in ast.walk(ast.Module(body=node.body, type_ignores=[]))
            if isinstance(n, ast.Name)}  # fmt: skip
    if read & {"locals", "vars"}:  # the body may read every parameter by name
        return [d for d in [*node.args.defaults, *node.args.kw_defaults] if d is not None]
    arguments = node.args
    positional = [*arguments.posonlyargs, *arguments.args]
    pairs = list(
        zip(
            positional[len(positional) - len(arguments.defaults) :], arguments.defaults, strict=True
        )
    )
    pairs += [
        (a, d)
        for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True)
        if d is not None
    ]
    return [default for argument, default in pairs if argument.arg in read]


class _Finder:
    """Walks a module in a fixed order and lists its mutants."""

    def __init__(self, path: str, source: str) -> None:
        self.path = path
        self.lines = source.splitlines(keepends=True)
        self.found: list[Mutant] = []
        self.classes: list[str] = []
        self.function = ""  # the outermost function walked, by qualified name

    # positions: ast gives UTF-8 byte columns; the mutants keep characters
    def _col(self, line: int, byte_col: int) -> int:
        return len(self.lines[line - 1].encode("utf-8")[:byte_col].decode("utf-8"))

    def text(self, node: ast.AST) -> str:
        return ast.get_source_segment("".join(self.lines), node) or ast.unparse(node)

    def add(self, node: ast.AST, replacement: str, what: str, at_import: bool) -> None:
        line, end_line = node.lineno, node.end_lineno or node.lineno
        missing = end_line - line - replacement.count("\n")
        if missing > 0 and replacement.endswith(")"):  # keep every later line's number
            replacement = replacement[:-1] + "\n" * missing + ")"
        self.found.append(
            Mutant(
                self.path,
                len(self.found),
                line,
                self._col(line, node.col_offset),
                end_line,
                self._col(end_line, node.end_col_offset or 0),
                replacement,
                what,
                at_import,
                "" if at_import else self.function,
            )
        )

    # walking ---------------------------------------------------------------------------------

    def module(self, tree: ast.Module) -> list[Mutant]:
        self.body(tree.body, at_import=True)
        return self.found

    def body(self, statements: list[ast.stmt], at_import: bool) -> None:
        for index, node in enumerate(statements):
            last = index == len(statements) - 1
            self.statement(node, at_import, last)

    def statement(self, node: ast.stmt, at_import: bool, last: bool) -> None:
        if _is_docstring(node):
            return
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for default in _read_defaults(node):
                self.expression(default, at_import)
            outer = self.function
            self.function = outer or ".".join([*self.classes, node.name])
            self.body(node.body, at_import=False)
            self.function = outer
            return
        if isinstance(node, ast.ClassDef):
            if any(_name_of(base) == "Protocol" for base in node.bases):
                return  # an interface: its methods have no body to get wrong
            self.classes.append(node.name)
            self.body(node.body, at_import)
            self.classes.pop()
            return
        if isinstance(node, ast.If):
            if _is_type_checking(node):
                return
            self.condition(node.test, at_import)
            self.expression(node.test, at_import)
            self.body(node.body, at_import)
            self.body(node.orelse, at_import)
            return
        if isinstance(node, ast.While):
            self.condition(node.test, at_import)
            self.expression(node.test, at_import)
            self.body(node.body, at_import)
            self.body(node.orelse, at_import)
            return
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            self.remove(node, f"call removed: {self.text(node.value).splitlines()[0]}", at_import)
            self.expression(node.value, at_import)
            return
        if isinstance(node, ast.Return):
            value = node.value
            returns_nothing = value is None or (
                isinstance(value, ast.Constant) and value.value is None
            )
            if not (returns_nothing and last):
                self.remove(node, "return removed", at_import)
            if value is not None:
                self.expression(value, at_import)
            return
        if isinstance(node, ast.AnnAssign):
            if node.value is not None and not self._is_all(node.target):
                self.expression(node.value, at_import)
            return
        if isinstance(node, ast.AugAssign):
            for other in ARITHMETIC_SWAPS.get(type(node.op), ()):
                mutated = ast.AugAssign(node.target, other(), node.value)
                lines = (node.end_lineno or node.lineno) - node.lineno
                what = f"{_op(node.op)}= → {_op(other())}=: {self._short(node)}"
                self.add(node, ast.unparse(mutated) + "\n" * lines, what, at_import)
            self.expression(node.value, at_import)
            return
        if isinstance(node, ast.Assign):
            if not any(self._is_all(t) for t in node.targets):
                self.expression(node.value, at_import)
            return
        # everything else: its expressions, then the statements it holds
        for name, value in ast.iter_fields(node):
            if name in ("annotation", "returns", "decorator_list", "type_comment"):
                continue
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                self.body(value, at_import)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.excepthandler):
                        self.body(item.body, at_import)
                    elif isinstance(item, ast.match_case):
                        self.body(item.body, at_import)
                    elif isinstance(item, ast.withitem):
                        self.expression(item.context_expr, at_import)
                    elif isinstance(item, ast.expr):
                        self.expression(item, at_import)
            elif isinstance(value, ast.expr):
                self.expression(value, at_import)

    @staticmethod
    def _is_all(target: ast.expr) -> bool:
        return isinstance(target, ast.Name) and target.id == "__all__"

    def remove(self, node: ast.stmt, what: str, at_import: bool) -> None:
        lines = (node.end_lineno or node.lineno) - node.lineno
        self.add(node, "pass" + "\n" * lines, what, at_import)

    def condition(self, test: ast.expr, at_import: bool) -> None:
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            return  # "not dropped" is the same mutant
        self.add(test, f"(not ({self.text(test)}))", f"condition negated: {self._short(test)}",
                 at_import)  # fmt: skip

    def _short(self, node: ast.AST) -> str:
        text = " ".join(self.text(node).split())
        return text if len(text) <= 60 else text[:57] + "..."

    def expression(self, node: ast.expr, at_import: bool) -> None:
        for child in self._walk(node):
            self.mutate(child, at_import)

    def _walk(self, node: ast.AST):
        """The expression's nodes in source order (a lambda's body too), f-strings left out."""
        if isinstance(node, ast.JoinedStr):
            return
        yield node
        machinery = isinstance(node, ast.Call) and _name_of(node.func) == "field"
        for child in ast.iter_child_nodes(node):
            if machinery and isinstance(child, ast.keyword) and child.arg in DATACLASS_FLAGS:
                continue  # field(hash=False): how the record is hashed, not a rule
            if isinstance(child, (ast.expr_context, ast.operator, ast.cmpop, ast.boolop)):
                continue
            if isinstance(child, ast.JoinedStr):
                continue  # Python 3.11 gives no trustworthy positions inside an f-string
            if isinstance(child, ast.expr | ast.comprehension | ast.keyword):
                yield from self._walk(child)

    def mutate(self, node: ast.AST, at_import: bool) -> None:
        if isinstance(node, ast.Compare):
            for index, op in enumerate(node.ops):
                for other in COMPARE_SWAPS.get(type(op), ()):
                    mutated = ast.Compare(
                        node.left,
                        [other() if i == index else o for i, o in enumerate(node.ops)],
                        node.comparators,
                    )
                    what = f"{_op(op)} → {_op(other())}: {self._short(node)}"
                    self.add(node, f"({ast.unparse(mutated)})", what, at_import)
        elif isinstance(node, ast.BoolOp):
            other = ast.Or() if isinstance(node.op, ast.And) else ast.And()
            mutated = ast.BoolOp(other, node.values)
            what = f"{_op(node.op)} → {_op(other)}: {self._short(node)}"
            self.add(node, f"({ast.unparse(mutated)})", what, at_import)
        elif isinstance(node, ast.BinOp):
            for other in ARITHMETIC_SWAPS.get(type(node.op), ()):
                mutated = ast.BinOp(node.left, other(), node.right)
                what = f"{_op(node.op)} → {_op(other())}: {self._short(node)}"
                self.add(node, f"({ast.unparse(mutated)})", what, at_import)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            what = f"not dropped: {self._short(node)}"
            self.add(node, f"({self.text(node.operand)})", what, at_import)
        elif isinstance(node, ast.IfExp):
            self.condition(node.test, at_import)
        elif isinstance(node, ast.Dict):
            self.enum_values(node, at_import)
        elif isinstance(node, ast.Constant):
            value = node.value
            if isinstance(value, bool):
                self.add(node, repr(not value), f"{value} → {not value}", at_import)
            elif isinstance(value, int):
                for new in (value + 1, value - 1):
                    self.add(node, repr(new), f"{value} → {new}", at_import)

    def enum_values(self, node: ast.Dict, at_import: bool) -> None:
        """A table of a few words, each used by several keys (how long a flag counts:
        "this_bound", "next_bound"…): each value swapped for each other word."""
        if not node.values or not all(
            isinstance(v, ast.Constant) and isinstance(v.value, str) for v in node.values
        ):
            return
        texts = [str(v.value) for v in node.values if isinstance(v, ast.Constant)]
        words = sorted(set(texts))
        if len(words) < 2 or 2 * len(words) > len(texts):
            return
        for key, value, text in zip(node.keys, node.values, texts, strict=True):
            name = self._short(key) if key is not None else "**"
            for other in words:
                if other != text:
                    self.add(value, repr(other), f"{name}: {text!r} → {other!r}", at_import)


DATACLASS_FLAGS = ("hash", "repr", "compare", "init", "kw_only")


def _name_of(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _op(op: ast.AST) -> str:
    return {
        ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
        ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not",
        ast.And: "and", ast.Or: "or", ast.Add: "+", ast.Sub: "-", ast.Mult: "*",
        ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%",
    }[type(op)]  # fmt: skip


def find_mutants(path: Path, project: Path) -> list[Mutant]:
    source = path.read_text(encoding="utf-8")
    relative = path.resolve().relative_to(project.resolve()).as_posix()
    return _Finder(relative, source).module(ast.parse(source))


def apply(source: str, mutant: Mutant) -> str:
    lines = source.splitlines(keepends=True)
    head = "".join(lines[: mutant.line - 1]) + lines[mutant.line - 1][: mutant.col]
    tail = lines[mutant.end_line - 1][mutant.end_col :] + "".join(lines[mutant.end_line :])
    return head + mutant.replacement + tail
