"""A pack exported, edited by hand and imported again: the slips people make in a text
editor (a Windows editor's byte-order mark, a number typed in quotes, a Danish letter in a
key, a decimal, a deleted table, a band past the limits) are either taken as meant or
refused with a message naming the file, table, row and field and saying what to write."""

from __future__ import annotations

import pytest

from ba_console.packs import PackError, load_pack


@pytest.fixture
def exported(tmp_path):
    """The shipped pack as `ba-console pack export` writes it."""
    path = tmp_path / "club.toml"
    path.write_text(load_pack("belle_alliance").to_toml(), encoding="utf-8")
    return path


def refused(path, text: str) -> str:
    path.write_text(text, encoding="utf-8", newline="")
    with pytest.raises(PackError) as caught:
        load_pack(path)
    return str(caught.value)


CANISTER = '[tables.t07.rows.values]\nloss = "?"'


def canister(text: str, loss: str) -> str:
    at = text.index('key = "canister"')
    return text[:at] + text[at:].replace(CANISTER, f"[tables.t07.rows.values]\nloss = {loss}", 1)


def test_a_byte_order_mark_from_a_windows_editor_is_read_as_text(exported):
    text = exported.read_text(encoding="utf-8")
    exported.write_bytes("\ufeff".encode() + text.replace("\n", "\r\n").encode("utf-8"))
    assert load_pack(exported).content_hash == load_pack("belle_alliance").content_hash


def test_a_number_in_quotes_is_told_to_lose_its_quotes(exported):
    message = refused(exported, canister(exported.read_text("utf-8"), '"-1"'))
    assert message == (
        "club.toml: table t07, row canister, field values: column loss: '-1' is a number "
        "in quotes: write it without them (loss = -1)"
    )


def test_a_decimal_cell_is_told_to_be_a_whole_number(exported):
    message = refused(exported, canister(exported.read_text("utf-8"), "1.5"))
    assert message == (
        "club.toml: table t07, row canister, field values: column loss: 1.5 is not a cell: "
        "write a whole number, '-' (does not apply), '?' (unset) or '±N' (value given by "
        "the situation)"
    )


def test_a_danish_letter_in_a_row_key_says_which_letters_a_key_takes(exported):
    text = exported.read_text("utf-8").replace('key = "canister"', 'key = "kardæsk"', 1)
    assert refused(exported, text) == (
        "club.toml: table t07, row kardæsk, field key: 'kardæsk' is not a key: write "
        "lower-case a-z, digits and _ only (æ, ø, å as ae, oe, aa: 'kardaesk')"
    )


def test_a_band_past_the_limits_says_the_limits(exported):
    text = exported.read_text("utf-8").replace("min = 17, max = 18,", "min = 17, max = 5000,")
    assert "max = 5000" in text
    message = refused(exported, text)
    assert message.startswith("club.toml: table t18, band 17-5000, field max: ")
    assert message.endswith("5000 is beyond what a table of the rules holds (-999 to 999)")


def test_a_deleted_table_is_named_as_missing(exported):
    text = exported.read_text("utf-8")
    start, end = text.index("[tables.t08]"), text.index("[tables.t09]")
    message = refused(exported, text[:start] + text[end:])
    assert message.startswith(
        "club.toml: roll melee, role attacker: 't08:attacker': table t08 is not in the pack"
    )
    assert "put the table back" in message


def test_a_row_key_used_twice_says_to_give_each_row_its_own(exported):
    text = exported.read_text("utf-8").replace('key = "canister"', 'key = "ranging"', 1)
    assert refused(exported, text) == (
        "club.toml: table t07: row ranging: key used twice (give each row a key of its own)"
    )


def test_a_version_saved_in_the_editor_counts_on_when_play_fills_a_cell():
    from ba_console.packs.fill import next_club_version

    # The editor writes `+club1`, play `+club.1`: each counts on the other's, never stacks.
    assert next_club_version("2026.12.1+club1") == "2026.12.1+club2"
    assert next_club_version("2026.12.1+club.1") == "2026.12.1+club.2"
    assert next_club_version("2026.12.1") == "2026.12.1+club.1"


def test_a_cell_typed_without_quotes_names_table_row_and_field(exported):
    text = canister(exported.read_text("utf-8"), "x")
    line = text.splitlines().index("loss = x") + 1
    message = refused(exported, text)
    assert message == (
        f"club.toml: not valid TOML: Invalid value (at line {line}, column 8): table t07, "
        "row canister, field loss: write a number as it is (loss = -1) and any other cell "
        'in quotes (loss = "?", "-" or "±2")'
    )


def test_a_danish_letter_in_a_bare_key_says_which_letters_a_key_takes(exported):
    text = canister(exported.read_text("utf-8"), '"?"').replace(
        'key = "canister"\nrule = "3.4.4"', 'key = "canister"\nrægel = "3.4.4"', 1
    )
    message = refused(exported, text)
    assert message.startswith("club.toml: not valid TOML: Expected '=' after a key")
    assert message.endswith(
        "table t07, row canister, field rægel: a key outside quotes is written with a-z, "
        "A-Z, 0-9, _ and - only (æ, ø, å as ae, oe, aa)"
    )


def test_a_field_given_twice_names_table_row_and_field(exported):
    text = canister(exported.read_text("utf-8"), '"?"\nloss = 2')
    message = refused(exported, text)
    assert message.startswith("club.toml: not valid TOML: Cannot overwrite a value")
    assert message.endswith("table t07, row canister, field loss: given twice: keep one")
