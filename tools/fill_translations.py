"""Give unfinished messages of the Danish translation their text, from a small TSV file.

    .venv/bin/python tools/fill_translations.py danish.tsv
    .venv/bin/python tools/fill_translations.py --from other_branch_da.ts

Each line of the file is `context<TAB>source<TAB>Danish`; a plural message gives its forms
separated by ` || ` ("%n enhed || %n enheder"). With `--from`, the finished translations of
another .ts file (another branch's, after a merge took one side's file) fill ours. Only
messages marked unfinished are filled; a TSV line that matches none is reported. Run
`tools/build_forms.py` afterwards to compile.
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
TS_FILE = ROOT / "resources" / "translations" / "ba_console_da.ts"


def fill(ts_file: Path, wanted: dict[tuple[str, str], str]) -> list[tuple[str, str]]:
    tree = ElementTree.parse(ts_file)
    done: set[tuple[str, str]] = set()
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "")
            translation = message.find("translation")
            if key not in wanted or translation is None:
                continue
            if translation.get("type") != "unfinished":
                continue
            text = wanted[key]
            forms = text.split(" || ")
            for child in list(translation):
                translation.remove(child)
            if message.get("numerus") == "yes":
                translation.text = None
                for form in forms:
                    ElementTree.SubElement(translation, "numerusform").text = form
            else:
                translation.text = text
            del translation.attrib["type"]
            done.add(key)
    tree.write(ts_file, encoding="utf-8", xml_declaration=True)
    return [key for key in wanted if key not in done]


def finished(ts_file: Path) -> dict[tuple[str, str], str]:
    """The finished translations of a .ts file, as `fill` takes them."""
    found: dict[tuple[str, str], str] = {}
    for context in ElementTree.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete"):
                continue
            forms = [form.text or "" for form in translation.findall("numerusform")]
            text = " || ".join(forms) if forms else (translation.text or "")
            found[(name, message.findtext("source") or "")] = text
    return found


def main(*args: str) -> int:
    if args[0] == "--from":
        missed = fill(TS_FILE, finished(Path(args[1])))
        return 0  # another file's messages need not all be ours
    wanted: dict[tuple[str, str], str] = {}
    for line in Path(args[0]).read_text(encoding="utf-8").splitlines():
        if line.strip():
            context, source, text = line.split("\t")
            wanted[(context, source)] = text
    missed = fill(TS_FILE, wanted)
    for context, source in missed:
        print(f"not filled (no unfinished message): {context}: {source}", file=sys.stderr)
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:]))
