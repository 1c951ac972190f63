"""A CSV cell a spreadsheet would run as a formula is written as text (a `'` before it) and
reads back as it was; numbers and every other cell are written as they are."""

import pytest

from ba_console.core.csv_cells import neutralise, neutralise_row, restore


@pytest.mark.parametrize(
    ("cell", "written"),
    [
        ('=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'),
        ("+cmd", "'+cmd"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tTab", "'\tTab"),
        ("\rReturn", "'\rReturn"),
        ("'=already quoted", "''=already quoted"),
        ("''@twice", "'''@twice"),
    ],
)
def test_a_cell_a_spreadsheet_would_run_gets_a_quote_and_reads_back(cell, written):
    assert neutralise(cell) == written
    assert restore(written) == cell


@pytest.mark.parametrize("cell", ["-3", "+1", "2.5", "-0,5", "I./15th", "'plain", "a=b", ""])
def test_a_number_or_a_plain_cell_is_written_and_read_as_it_is(cell):
    assert neutralise(cell) == cell
    assert restore(cell) == cell


@pytest.mark.parametrize("cell", [-3, 2.5, None, True])
def test_a_cell_that_is_no_text_is_left_alone(cell):
    assert neutralise(cell) is cell


def test_a_row_says_whether_any_cell_was_quoted():
    assert neutralise_row(["u1", "=Prussia", -1]) == (["u1", "'=Prussia", -1], True)
    assert neutralise_row(["u1", "Prussia", -1, "-1"]) == (["u1", "Prussia", -1, "-1"], False)


def test_a_cell_that_is_not_equal_to_itself_is_no_change():
    """A float NaN is unequal even to itself: the file gains no note for it."""
    nan = float("nan")
    safe, changed = neutralise_row([nan, "x"])
    assert safe[0] is nan and safe[1] == "x"
    assert not changed
