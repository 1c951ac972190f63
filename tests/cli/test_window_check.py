"""Before Qt starts: a missing display or X11 library is named, with the fix, not an abort."""

from ba_console.gui import platform_check
from ba_console.gui.platform_check import window_problem


def test_no_display_on_linux_is_named():
    message = window_problem({}, platform="linux")
    assert "no display" in message and "ba-console --help" in message


def test_offscreen_and_wayland_and_other_systems_are_left_to_qt():
    assert window_problem({"QT_QPA_PLATFORM": "offscreen"}, platform="linux") == ""
    assert window_problem({"WAYLAND_DISPLAY": "wayland-0"}, platform="linux") == ""
    assert window_problem({}, platform="win32") == ""


def test_missing_xcb_cursor_names_the_package_and_the_command(monkeypatch):
    monkeypatch.setattr(
        platform_check.ctypes.util,
        "find_library",
        lambda name: None if name == "xcb-cursor" else f"lib{name}.so",
    )
    message = window_problem({"DISPLAY": ":0"}, platform="linux")
    assert message.endswith("sudo apt install libxcb-cursor0")


def test_gui_command_prints_the_problem_and_exits_1(monkeypatch, capsys):
    from ba_console import cli

    monkeypatch.setattr(platform_check, "window_problem", lambda: "no display here")
    assert cli.run(["gui"]) == 1
    assert "no display here" in capsys.readouterr().err
