"""Write the twin of each shipped pack: `ba_console/packs/data/<id>.json`, the pack's data as
tomllib reads it, with the SHA-256 of its TOML (see `ba_console.packs.shipped`).

Run after changing a shipped pack:  python tools/build_pack_twins.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ba_console.packs.loader import twin_text  # noqa: E402
from ba_console.packs.shipped import builtin_ids, shipped_text  # noqa: E402

DATA = ROOT / "ba_console" / "packs" / "data"


def main() -> int:
    for pack_id in builtin_ids():
        target = DATA / f"{pack_id}.json"
        target.write_text(twin_text(shipped_text(pack_id)), encoding="utf-8")
        print(target.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
