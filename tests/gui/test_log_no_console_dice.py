"""The log viewer's check of a game whose dice were all typed, and its report, say there
were no console dice (in English and in Danish), rather than nothing (the viewer) or
"console dice not checked (seed not given or revealed)" (the report)."""

from __future__ import annotations

import pytest

from tests.gui.conftest import log_typed_roll, verify_in_view

SAID = {
    "en": (
        "OK: 1 roll, hash chain intact; no console dice; state proven from the log",
        "no console dice",
        "console dice not checked",
    ),
    "da": (
        "OK: 1 kast, hashkæden er intakt; ingen konsolterninger; tilstanden bevist af loggen",
        "ingen konsolterninger",
        "konsolterningerne er ikke kontrolleret",
    ),
}


@pytest.mark.parametrize("language", ["en", "da"])
def test_a_game_of_typed_dice_is_said_to_have_no_console_dice(
    qapp, qtbot, controller, tmp_path, language
):
    from ba_console.gui.app import install_translations
    from ba_console.gui.widgets.roll_log_view import RollLogView

    assert install_translations(qapp, language)
    controller.language = language
    controller.game.set_phase(1, "fire")
    log_typed_roll(controller, "fire", "firer", "i-15", "no_effect")
    checked, none, not_checked = SAID[language]
    view = RollLogView(controller)
    qtbot.addWidget(view)
    view.show()
    assert verify_in_view(qtbot, view)
    assert view.chainLabel.text() == checked
    report = view.export_to(tmp_path / "log.html").read_text(encoding="utf-8")
    assert f"; {none}" in report
    assert not_checked not in report
