"""A pack's refusals in the interface language: a pack file edited by hand and imported
into the pack editor or chosen in the new-game wizard, and the editor's save refused, are
said in Danish in the Danish window (they were English there), each at its place (table,
row, field) with what to write; the CLI and the pack loader keep the English."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ba_console.cli import run
from ba_console.gui.dialogs.pack_editor import PackEditorDialog
from ba_console.gui.labels import pack_error_text
from ba_console.packs import PackError, load_pack


@pytest.fixture
def danish_ui(qapp):
    from ba_console.gui.app import install_translations

    assert install_translations(qapp, "da")
    yield
    assert install_translations(qapp, "en")


@pytest.fixture
def exported(tmp_path: Path) -> Path:
    path = tmp_path / "club.toml"
    path.write_text(load_pack("belle_alliance").to_toml(), encoding="utf-8")
    return path


def editor_on(qtbot, language: str) -> PackEditorDialog:
    editor = PackEditorDialog(load_pack("belle_alliance"), language=language, save=print)
    editor.confirm_discard = lambda: True
    qtbot.addWidget(editor)
    editor.show()
    return editor


CANISTER = '[tables.t07.rows.values]\nloss = "?"\nmoral = "?"'


def canister(text: str, values: str) -> str:
    """The pack with the values of Table 7's Canister row written as `values`."""
    at = text.index('key = "canister"')
    return text[:at] + text[at:].replace(CANISTER, f"[tables.t07.rows.values]\n{values}", 1)


def without(text: str, start: str, end: str) -> str:
    return text[: text.index(start)] + text[text.index(end) :]


# What a club meets editing a pack by hand: the edit, and the Danish the umpire reads.
SLIPS = {
    "cell without quotes": (
        lambda t: canister(t, 'loss = x\nmoral = "?"'),
        "club.toml: ikke gyldig TOML: ugyldig værdi (i linje {line}, kolonne 8): skema t07, "
        "række canister, nøgle loss: skriv et tal, som det er (loss = -1), og ethvert andet "
        'felt i anførselstegn (loss = "?", "-" eller "±2")',
    ),
    "unknown key": (
        lambda t: t.replace('key = "canister"\n', 'key = "canister"\nrulle = "3.4.4"\n', 1),
        "club.toml: skema t07, række canister, nøgle rulle: ukendt nøgle (tjek stavningen)",
    ),
    "wrong cell": (
        lambda t: canister(t, 'loss = "x"\nmoral = "?"'),
        "club.toml: skema t07, række canister, nøgle values: kolonne loss: 'x' er ikke et "
        "gyldigt felt: skriv et helt tal, '-' (gælder ikke), '?' (ukendt) eller '±N' (værdi "
        "efter situationen)",
    ),
    "quoted number": (
        lambda t: canister(t, 'loss = "-1"\nmoral = "?"'),
        "club.toml: skema t07, række canister, nøgle values: kolonne loss: '-1' er et tal i "
        "anførselstegn: skriv det uden dem (loss = -1)",
    ),
    "row key twice": (
        lambda t: t.replace('key = "canister"', 'key = "ranging"', 1),
        "club.toml: skema t07: række ranging: nøglen er brugt to gange (giv hver række sin "
        "egen nøgle)",
    ),
    "missing column": (
        lambda t: canister(t, 'loss = "?"'),
        "club.toml: skema t07: række canister: values skal nævne netop kolonnerne ['loss', "
        "'moral']; mangler ['moral']",
    ),
    "missing table": (
        lambda t: without(t, "[tables.t08]", "[tables.t09]"),
        "club.toml: kasttype melee, rolle attacker: 't08:attacker': skema t08 er ikke i "
        "regelpakken (sæt skemaet ind igen, med '?' i de felter, der ikke er kendt, eller "
        "nævn et skema i pakken)",
    ),
    "number over the limit": (
        lambda t: t.replace("min = 17, max = 18,", "min = 17, max = 5000,"),
        "club.toml: skema t18, interval 17-5000, nøgle max: 5000 er uden for, hvad et skema "
        "i reglerne rummer (-999 til 999)",
    ),
    "bands overlap": (
        lambda t: t.replace("min = 17, max = 18,", "min = 16, max = 18,"),
        "club.toml: skema t18: intervallerne 15-16 og 16-18 overlapper (en sum hører til ét "
        "interval: lad det første slutte, før det næste begynder)",
    ),
    "band gap": (
        lambda t: t.replace("min = 17, max = 18,", "min = 18, max = 18,"),
        "club.toml: skema t18: 17 er ikke dækket af noget interval, mellem 15-16 og 18 "
        "(tilføj et interval med udfaldet '?', hvis det ikke er kendt)",
    ),
}


@pytest.mark.parametrize("slip", SLIPS)
def test_a_pack_file_edited_by_hand_is_refused_in_danish_in_the_editor(
    qtbot, danish_ui, exported, slip
):
    edit, danish = SLIPS[slip]
    text = edit(exported.read_text("utf-8"))
    exported.write_text(text, encoding="utf-8")
    line = text.splitlines().index("loss = x") + 1 if "loss = x" in text else 0
    editor = editor_on(qtbot, "da")
    assert not editor.import_file(exported)
    assert editor.messageLabel.text() == danish.format(line=line)


def test_the_cli_says_the_same_slips_in_english(exported, capsys):
    text = exported.read_text("utf-8").replace("min = 17, max = 18,", "min = 16, max = 18,")
    exported.write_text(text, encoding="utf-8")
    with pytest.raises(PackError) as raised:
        load_pack(exported)
    english = (
        "club.toml: table t18: bands 15-16 and 16-18 overlap (a total is in one band only: "
        "end the one before where the next begins)"
    )
    assert str(raised.value) == english
    assert run(["pack", "check", str(exported)]) != 0
    assert english in capsys.readouterr().err


def test_without_a_translation_the_window_says_the_english(qtbot, exported):
    exported.write_text(
        canister(exported.read_text("utf-8"), 'loss = "-1"\nmoral = "?"'), encoding="utf-8"
    )
    editor = editor_on(qtbot, "en")
    assert not editor.import_file(exported)
    assert editor.messageLabel.text() == (
        "club.toml: table t07, row canister, field values: column loss: '-1' is a number "
        "in quotes: write it without them (loss = -1)"
    )


def test_the_editors_save_refused_for_a_row_key_typed_twice_is_danish(qtbot, danish_ui):
    editor = editor_on(qtbot, "da")
    editor.select_table("t07")
    model = editor.current_grid().model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert model.setData(model.index(1, headers.index("Nøgle")), "ranging")
    assert not editor.save()
    assert editor.messageLabel.text() == (
        "belle_alliance.toml: skema t07: række ranging: nøglen er brugt to gange (giv hver "
        "række sin egen nøgle)"
    )


def test_the_wizard_says_a_broken_pack_file_in_danish(qtbot, danish_ui, tmp_path, data_dir):
    from ba_console.gui.controller import GameController
    from ba_console.gui.dialogs.new_game_wizard import NewGameWizard

    broken = tmp_path / "broken.toml"
    broken.write_text("schema_version = 1\nid = 'x'\n", encoding="utf-8")
    controller = GameController(data_dir, "da")
    wizard = NewGameWizard(lambda choices: None, tmp_path / "games")
    qtbot.addWidget(wizard)
    wizard.show()
    ui = wizard.ui
    ui.titleEdit.setText("Ligny")
    wizard.next()
    ui.packFileEdit.setText(str(broken))
    ui.packFileEdit.editingFinished.emit()
    wizard.next()
    assert wizard.currentPage() is ui.packPage
    said = ui.packInfoLabel.text()
    assert "broken.toml: nøgle version: en påkrævet nøgle mangler" in said
    assert "required" not in said
    controller.close_game()


def test_an_english_only_pack_error_is_said_as_it_is(danish_ui):
    assert pack_error_text(PackError("club.toml: something new")) == "club.toml: something new"


def test_a_pack_newer_than_the_console_is_refused_in_danish(qtbot, danish_ui, exported):
    from ba_console.packs.schema import SCHEMA_VERSION

    text = exported.read_text("utf-8")
    newer = SCHEMA_VERSION + 1
    assert text.startswith("schema_version = ")
    exported.write_text(f"schema_version = {newer}" + text[text.index("\n") :], encoding="utf-8")
    editor = editor_on(qtbot, "da")
    assert not editor.import_file(exported)
    assert editor.messageLabel.text() == (
        f"club.toml: schema_version {newer} er nyere, end denne konsol forstår "
        f"({SCHEMA_VERSION}); opdatér ba-console for at bruge denne regelpakke"
    )


@pytest.mark.parametrize(
    ("old", "new", "danish"),
    [
        (
            'dice = "3d6"',
            'dice = "2d6"',
            "demo.bagame (pack belle_alliance): dens indhold passer ikke længere med den hash, "
            "den blev gemt med ({hash}…): den er ændret uden for konsollen",
        ),
        (
            'dice = "3d6"',
            'dice = "3d6"\ncolour = "blue"',
            "demo.bagame (pack belle_alliance): nøgle colour: ukendt nøgle (tjek stavningen)",
        ),
    ],
    ids=["changed", "unknown key"],
)
def test_a_game_whose_pack_copy_was_changed_is_refused_in_danish(
    qtbot, danish_ui, data_dir, tmp_path, old, new, danish
):
    from ba_console.gui.controller import GameController
    from ba_console.store.demo import create_demo
    from ba_console.store.game import Game
    from tests.gui.conftest import TEST_SEED, refusals
    from tests.gui.test_pack_copy import changed_pack_copy

    path = tmp_path / "demo.bagame"
    create_demo(path, seed=TEST_SEED).close()
    with Game.open(path, read_only=True) as stored:
        pack_hash = stored.info.pack_hash
    changed_pack_copy(path, old, new)
    controller = GameController(data_dir, "da")
    said = refusals(controller)
    assert controller.open_game(path)
    assert not controller.check_pack() and not controller.is_open
    assert said == [danish.format(hash=pack_hash[:16])]


def test_a_game_whose_pack_copy_lost_a_field_is_refused_in_danish(
    qtbot, danish_ui, data_dir, tmp_path
):
    from ba_console.gui.controller import GameController
    from ba_console.store.demo import create_demo
    from tests.gui.conftest import TEST_SEED, refusals
    from tests.gui.test_pack_copy import changed_pack_copy

    path = tmp_path / "demo.bagame"
    create_demo(path, seed=TEST_SEED).close()
    changed_pack_copy(path, 'rules = "belle_alliance"\n', "")
    controller = GameController(data_dir, "da")
    said = refusals(controller)
    assert not controller.open_game(path)
    assert said == ["demo.bagame (pack belle_alliance): nøgle rules: en påkrævet nøgle mangler"]
