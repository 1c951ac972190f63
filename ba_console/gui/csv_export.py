"""Which separator a CSV file the window writes (the roll log's, the roster's) has.

Excel splits a CSV file on the list separator of the system's region, and that is `;`
wherever decimals are written with a comma (Danish, German…): a comma-separated file
shows there as one column. So the window's save dialogs offer both forms, as two
file types, the one this machine's Excel reads first: semicolons where the locale writes
decimals with a comma, else commas. The umpire's choice is kept in the settings and
offered first next time. Every form begins with a byte order mark (`core.csv_cells`).

The file types' words are in the context "CsvExport".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QSettings

DELIMITER_KEY = "export/csvDelimiter"
SEMICOLON, COMMA = ";", ","


def locale_delimiter(locale: QLocale | None = None) -> str:
    """The separator this machine's spreadsheet expects: `;` where decimals have a comma."""
    return SEMICOLON if (locale or QLocale()).decimalPoint() == "," else COMMA


def preferred_delimiter(settings: QSettings | None) -> str:
    """The separator the umpire chose last (kept in `settings`), else the locale's."""
    kept = settings.value(DELIMITER_KEY) if settings is not None else None
    return kept if kept in (SEMICOLON, COMMA) else locale_delimiter()


def remember_delimiter(settings: QSettings | None, delimiter: str) -> None:
    if settings is not None and delimiter in (SEMICOLON, COMMA):
        settings.setValue(DELIMITER_KEY, delimiter)


def csv_file_types(settings: QSettings | None) -> list[tuple[str, str]]:
    """The save dialog's CSV file types, (filter, separator), the preferred one first."""
    types = [
        (
            QCoreApplication.translate("CsvExport", "CSV for Excel with semicolons (*.csv)"),
            SEMICOLON,
        ),
        (QCoreApplication.translate("CsvExport", "CSV with commas (*.csv)"), COMMA),
    ]
    if preferred_delimiter(settings) == COMMA:
        types.reverse()
    return types


def chosen_delimiter(settings: QSettings | None, chosen_filter: str) -> str:
    """The separator of the file type the umpire chose in the dialog (kept for next time);
    for a name typed with .csv under another file type, the preferred one."""
    for name, delimiter in csv_file_types(settings):
        if name == chosen_filter:
            remember_delimiter(settings, delimiter)
            return delimiter
    return preferred_delimiter(settings)
