"""The screenshots the project ships (docs/screenshots): PNG pictures of under 300 KB each,
so the repository stays small to clone (the project's rule for shipped screenshots)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "docs" / "screenshots"
LIMIT = 300 * 1024


def test_every_shipped_screenshot_is_a_png_under_300_kb():
    shots = sorted(SHOTS.iterdir())
    assert len(shots) > 10
    assert [p.name for p in shots if p.suffix != ".png"] == []
    assert [p.read_bytes()[:8] for p in shots if p.read_bytes()[:8] != b"\x89PNG\r\n\x1a\n"] == []
    assert {p.name: p.stat().st_size for p in shots if p.stat().st_size >= LIMIT} == {}
