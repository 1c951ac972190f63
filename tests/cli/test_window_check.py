"""Before Qt starts: a missing display or X11 library is named, with the fix, not an abort."""

from ba_console.gui import platform_check
from ba_console.gui.platform_check import debian_package, window_problem


def test_no_display_on_linux_is_named():
    message = window_problem({}, platform="linux")
    assert "no display" in message and "ba-console --help" in message


def test_offscreen_and_wayland_and_other_systems_are_left_to_qt():
    assert window_problem({"QT_QPA_PLATFORM": "offscreen"}, platform="linux") == ""
    assert window_problem({"WAYLAND_DISPLAY": "wayland-0"}, platform="linux") == ""
    assert window_problem({}, platform="win32") == ""


def test_missing_x11_libraries_name_the_packages_and_the_command(monkeypatch):
    monkeypatch.setattr(
        platform_check,
        "missing_libraries",
        lambda plugin: ["libxcb-icccm.so.4", "libxcb-cursor.so.0"],
    )
    message = window_problem({"DISPLAY": ":0"}, platform="linux")
    assert "libxcb-icccm.so.4" in message
    assert message.endswith("sudo apt install libxcb-icccm4 libxcb-cursor0")


def test_debian_package_names_follow_the_soname():
    assert debian_package("libxcb-keysyms.so.1") == "libxcb-keysyms1"
    assert debian_package("libxkbcommon-x11.so.0") == "libxkbcommon-x11-0"


def test_the_installed_plugin_is_found_and_checked():
    # Whatever this machine lacks, the check must find Qt's plugin and return a list.
    assert platform_check.xcb_plugin() is not None
    assert isinstance(platform_check.missing_libraries(platform_check.xcb_plugin()), list)


def test_gui_command_prints_the_problem_and_exits_1(monkeypatch, capsys):
    from ba_console import cli

    monkeypatch.setattr(platform_check, "window_problem", lambda: "no display here")
    assert cli.run(["gui"]) == 1
    assert "no display here" in capsys.readouterr().err
