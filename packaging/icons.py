"""Render the console's icon from its SVG for every platform: run by the PyInstaller spec.

    python packaging/icons.py OUT_DIR

writes, from `packaging/ba-console.svg`:
- `OUT_DIR/hicolor/<n>x<n>/apps/io.github.ba_console.BaConsole.png` for the hicolor sizes,
  and the same pictures as `mimetypes/application-x-ba-console-game.png` (the game files'
  icon), plus `scalable/` copies of the SVG (Linux desktop);
- `OUT_DIR/ba-console.ico` (Windows: the program, its installer and `.bagame` files);
- `OUT_DIR/ba-console.icns` (macOS: the app and its document type).

Qt renders the SVG (Pillow cannot read SVG); Pillow writes the `.ico` and `.icns`
containers from the renders of each size, so no size is a blurred scale of another.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SVG = HERE / "ba-console.svg"
APP_ICON = "io.github.ba_console.BaConsole"
MIME_ICON = "application-x-ba-console-game"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render(svg: Path, size: int, target: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"icons: {svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target), "PNG"):
        raise SystemExit(f"icons: could not write {target}")


def build(out: Path) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - Qt needs one
    renders: dict[int, Path] = {}
    for size in sorted({*HICOLOR_SIZES, *ICO_SIZES, *ICNS_SIZES}):
        target = out / "png" / f"{size}.png"
        render(SVG, size, target)
        renders[size] = target
    for size in HICOLOR_SIZES:
        for kind, name in (("apps", APP_ICON), ("mimetypes", MIME_ICON)):
            target = out / "hicolor" / f"{size}x{size}" / kind / f"{name}.png"
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(renders[size], target)
    for kind, name in (("apps", APP_ICON), ("mimetypes", MIME_ICON)):
        target = out / "hicolor" / "scalable" / kind / f"{name}.svg"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(SVG, target)
    images = {size: Image.open(renders[size]).convert("RGBA") for size in renders}
    largest = images[max(ICO_SIZES)]
    largest.save(
        out / "ba-console.ico",
        format="ICO",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)],
    )
    images[max(ICNS_SIZES)].save(
        out / "ba-console.icns",
        format="ICNS",
        append_images=[images[s] for s in ICNS_SIZES if s != max(ICNS_SIZES)],
    )


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    build(Path(sys.argv[1]))
    print(f"icons: written to {sys.argv[1]}")
