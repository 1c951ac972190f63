"""Charts for the reports, drawn with matplotlib: losses per side per bound, each side's dice
luck against fair dice, and the odds bar of a disputed roll with its outcome marked.

A `Chart` is data and words only; `render(chart, "svg" | "png")` draws it. matplotlib is
imported by `render`, never with this module: the window and the CSV, JSON and HTML
exports without charts do not pay for it (some 0.3 s). No pyplot and no GUI backend: a
`Figure` drawn by its own Agg or SVG canvas, so nothing depends on a display, and fonts
are matplotlib's own DejaVu Sans (with every Danish letter) on every platform.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

from ba_console.core.i18n import QT_TRANSLATE_NOOP
from ba_console.reports.readable import Readable
from ba_console.reports.tallies import BANDS, HIGHER, LOWER, Losses, Luck, OddsBar

# The sides' colours, in roster order (colour-blind safe: blue, vermilion, green, purple).
SIDE_COLOURS = ("#2b6a9f", "#c4502a", "#4d8a3a", "#7a4f9a")
ODDS_COLOURS = ("#d9e4ef", "#b9cde0", "#97b3cf", "#7799bb", "#5b80a8", "#e3ddd0", "#cbbfa6")
ROLLED_COLOUR = "#c4502a"
FONT_SIZE = 7.5
PNG_DPI = 220  # sharp in print at the size the PDF shows them


@dataclass(frozen=True)
class Series:
    label: str
    values: tuple[float, ...]
    colour: str
    expected: tuple[float, ...] | None = None  # fair dice's values beside these


@dataclass(frozen=True)
class Chart:
    """One chart: what it shows and every word on it, in the report's language."""

    name: str  # a file-safe name: "losses", "luck", "odds-37"
    kind: str  # "bars", "luck" or "odds"
    title: str
    categories: tuple[str, ...] = ()
    series: tuple[Series, ...] = ()
    x_label: str = ""
    y_label: str = ""
    legend_extra: str = ""  # the legend's word for fair dice
    size: tuple[float, float] = (3.4, 2.1)  # inches
    rolled_word: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def losses_chart(losses: Losses, readable: Readable) -> Chart | None:
    if not losses.bounds or not losses.total:
        return None
    words = readable.words
    series = tuple(
        Series(readable.side_name(side), tuple(float(v) for v in values), _colour(i))
        for i, (side, values) in enumerate(losses.by_side.items())
    )
    return Chart(
        name="losses",
        kind="bars",
        title=words(QT_TRANSLATE_NOOP("DisputeReport", "Figures lost per bound")),
        categories=tuple(str(bound) for bound in losses.bounds),
        series=series,
        x_label=words(QT_TRANSLATE_NOOP("DisputeReport", "Bound")),
        y_label=words(QT_TRANSLATE_NOOP("DisputeReport", "Figures and gunners lost")),
    )


def luck_chart(luck: Luck, readable: Readable) -> Chart | None:
    if not luck.rolls:
        return None
    words = readable.words
    step = 100 // BANDS
    categories = tuple(f"{i * step}–{(i + 1) * step}" for i in range(BANDS))
    series = []
    for i, side in enumerate(luck.sides):
        share = tuple(100.0 * n / side.rolls for n in side.observed)
        expected = tuple(100.0 * e / side.rolls for e in side.expected)
        series.append(Series(readable.side_name(side.side), share, _colour(i), expected))
    return Chart(
        name="luck",
        kind="luck",
        title=words(QT_TRANSLATE_NOOP("DisputeReport", "Dice luck")),
        categories=categories,
        series=tuple(series),
        x_label=words(
            QT_TRANSLATE_NOOP("DisputeReport", "Where the dice fell among their totals (%)")
        ),
        y_label=words(QT_TRANSLATE_NOOP("DisputeReport", "Share of the side's rolls (%)")),
        legend_extra=words(QT_TRANSLATE_NOOP("DisputeReport", "fair dice")),
    )


def odds_chart(bar: OddsBar, readable: Readable, index: int = 0) -> Chart:
    words = readable.words
    labels = tuple(label for _key, label, _p, _rolled in bar.segments)
    values = tuple(float(p) for _key, _label, p, _rolled in bar.segments)
    rolled = tuple(float(is_rolled) for _k, _l, _p, is_rolled in bar.segments)
    keys = tuple(key for key, _label, _p, _rolled in bar.segments)
    return Chart(
        name=f"odds-{bar.sequence}-{index + 1}",
        kind="odds",
        title=words(QT_TRANSLATE_NOOP("DisputeReport", "#%1 %2"), bar.sequence, bar.title),
        categories=labels,
        series=(Series("", values, ROLLED_COLOUR, rolled),),
        size=(7.0, 1.25),
        rolled_word=words(QT_TRANSLATE_NOOP("DisputeReport", "rolled")),
        extra={"keys": keys, "of_dice": bar.of_dice},
    )


def _colour(index: int) -> str:
    return SIDE_COLOURS[index % len(SIDE_COLOURS)]


# --- drawing --------------------------------------------------------------------------------


def render(chart: Chart, fmt: str) -> bytes:
    """The chart as SVG (for browsers) or PNG (for the PDF)."""
    from matplotlib.figure import Figure  # the first chart pays for matplotlib, once

    figure = Figure(figsize=chart.size, dpi=100)
    with _style():
        if chart.kind == "odds":
            _draw_odds(figure, chart)
        else:
            _draw_bars(figure, chart)
        out = io.BytesIO()
        if fmt == "svg":
            from matplotlib.backends.backend_svg import FigureCanvasSVG

            # Text as text, not paths: smaller, and a reader can search it.
            FigureCanvasSVG(figure)
            figure.savefig(out, format="svg", metadata={"Date": None})
        elif fmt == "png":
            from matplotlib.backends.backend_agg import FigureCanvasAgg

            FigureCanvasAgg(figure)
            figure.savefig(out, format="png", dpi=PNG_DPI, metadata={"Software": None})
        else:
            raise ValueError(f"unknown chart format {fmt!r}")
    return out.getvalue()


def _style() -> Any:
    import matplotlib

    return matplotlib.rc_context(
        {
            "font.size": FONT_SIZE,
            "font.family": "DejaVu Sans",
            "axes.titlesize": FONT_SIZE + 1,
            "axes.titleweight": "bold",
            "axes.titlelocation": "left",
            "axes.spines.top": False,
            "axes.spines.right": False,
            "axes.edgecolor": "#555555",
            "axes.labelcolor": "#333333",
            "xtick.color": "#333333",
            "ytick.color": "#333333",
            "legend.frameon": False,
            "svg.fonttype": "none",
            "svg.hashsalt": "ba-console",
        }
    )


def _draw_bars(figure: Any, chart: Chart) -> None:
    """Bars per category, a colour per side; fair dice's share as a black line over each
    side's bar. The title on top, the legend under it, both above the plot."""
    from matplotlib.lines import Line2D

    axes = figure.add_subplot()
    count = max(1, len(chart.series))
    width = 0.8 / count
    positions = range(len(chart.categories))
    handles = []
    for i, series in enumerate(chart.series):
        offsets = [p - 0.4 + width * (i + 0.5) for p in positions]
        handles.append(
            axes.bar(offsets, series.values, width * 0.92, color=series.colour, label=series.label)
        )
        if series.expected is not None:
            axes.hlines(
                series.expected,
                [x - width * 0.5 for x in offsets],
                [x + width * 0.5 for x in offsets],
                colors="#111111",
                linewidth=1.6,
                zorder=3,
            )
    if chart.legend_extra:
        handles.append(Line2D([], [], color="#111111", linewidth=1.6, label=chart.legend_extra))
    axes.set_xticks(list(positions), chart.categories)
    axes.set_xlabel(chart.x_label)
    axes.set_ylabel(chart.y_label)
    axes.yaxis.get_major_locator().set_params(integer=True)
    axes.grid(axis="y", color="#dddddd", linewidth=0.6)
    axes.set_axisbelow(True)
    figure.suptitle(chart.title, x=0.02, y=0.99, ha="left", va="top", fontweight="bold")
    figure.legend(
        handles=handles,
        loc="upper left",
        bbox_to_anchor=(0.02, 0.91),
        ncol=len(handles),
        fontsize=FONT_SIZE - 0.5,
        handlelength=1.4,
        columnspacing=1.2,
    )
    figure.tight_layout(pad=0.4, rect=(0, 0, 1, 0.82))


def _draw_odds(figure: Any, chart: Chart) -> None:
    """One bar, 0–100 %, a segment per outcome; the rolled one in colour, outlined, with
    "rolled" above it; each segment's label and chance below, in a legend."""
    (series,) = chart.series
    axes = figure.add_axes((0.01, 0.42, 0.98, 0.26))
    left = 0.0
    keys = chart.extra.get("keys", ())
    of_dice = chart.extra.get("of_dice", False)
    handles = []
    shade = 0
    for index, (label, value, rolled) in enumerate(
        zip(chart.categories, series.values, series.expected or (), strict=False)
    ):
        if rolled:
            colour = ROLLED_COLOUR
        elif of_dice:
            colour = ODDS_COLOURS[1] if keys[index] in (LOWER, HIGHER) else ODDS_COLOURS[3]
        else:
            colour = ODDS_COLOURS[shade % len(ODDS_COLOURS)]
            shade += 1
        patch = axes.barh(
            0,
            value,
            left=left,
            height=1.0,
            color=colour,
            edgecolor="#111111" if rolled else "white",
            linewidth=1.4 if rolled else 0.6,
            label=f"{label}  {value * 100:.1f} %",
        )
        handles.append(patch)
        if value >= 0.06:
            axes.text(
                left + value / 2,
                0,
                f"{value * 100:.0f} %",
                ha="center",
                va="center",
                color="white" if rolled else "#222222",
                fontweight="bold" if rolled else "normal",
            )
        if rolled:
            axes.annotate(
                f"▼ {chart.rolled_word}",
                xy=(left + value / 2, 0.5),
                xytext=(0, 3),
                textcoords="offset points",
                ha="center",
                va="bottom",
                fontweight="bold",
                color=ROLLED_COLOUR,
                annotation_clip=False,
            )
        left += value
    axes.set_xlim(0, max(1.0, left))
    axes.set_ylim(-0.5, 0.5)
    axes.axis("off")
    figure.text(0.01, 0.93, chart.title, fontweight="bold", va="top")
    figure.legend(
        handles=handles,
        loc="lower left",
        bbox_to_anchor=(0.0, 0.0),
        ncol=3,
        fontsize=FONT_SIZE - 0.5,
        handlelength=1.2,
        columnspacing=1.2,
    )
