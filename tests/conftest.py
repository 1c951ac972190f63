"""Test settings: Qt headless, data folder and settings redirected to tmp_path."""

import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The window follows the system's language until the umpire picks one: tests start from an
# English system whatever the machine's (a test of the Danish start sets its own).
for _name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# The property tests run the same examples on every run (CI's and each developer's), so a
# run is red only for a change of the code; `--hypothesis-profile=explore` draws new ones.
settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile("repeatable")


@pytest.fixture(scope="session", autouse=True)
def _no_real_data_dir(tmp_path_factory):
    """Fixtures made once per module or session (before any test's own data folder) keep
    their games' dice seeds in a folder of the run's, never in the umpire's."""
    with pytest.MonkeyPatch.context() as patch:
        folder = tmp_path_factory.mktemp("session-data")
        patch.setenv("BA_CONSOLE_DATA_DIR", str(folder))
        patch.setenv("XDG_CONFIG_HOME", str(folder / "config"))
        patch.setenv("XDG_DATA_HOME", str(folder / "share"))
        yield folder


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path, monkeypatch):
    """No test touches the umpire's real data folder or settings."""
    monkeypatch.setenv("BA_CONSOLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    yield


@pytest.fixture(scope="session")
def qapp_cls():
    """pytest-qt's QApplication is the console's own, which hears file-open events."""
    from ba_console.gui.app import ConsoleApplication

    return ConsoleApplication


@pytest.fixture(scope="session", autouse=True)
def _the_console_application(qapp):
    """The session's one Qt application is the console's own, made before any test runs: a
    command run in the test process (the README's PDF export) would otherwise make a plain
    one first, and Qt allows only one per process."""
    yield qapp


# Python's cyclic collector runs in the main thread only, between tests, as the window runs
# it in the GUI thread (`gui/collector.py`): left automatic, it may run in a test's worker
# thread (the chain check) and free a Qt object there, a crash that comes and goes. Every
# 25 tests, not after each: collecting after every test doubled the suite's time.
COLLECT_EVERY = 25
_tests_run = 0


def pytest_sessionstart(session):
    gc.disable()


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item, nextitem):
    global _tests_run
    _tests_run += 1
    if gc.isenabled():
        # Once a command run in the test process turned it on for the rest of the session,
        # and the suite died now and then in later window tests.
        gc.disable()
        pytest.fail(f"{item.nodeid} left Python's cyclic collector on", pytrace=False)
    if _tests_run % COLLECT_EVERY == 0 or nextitem is None:
        gc.collect()


def pytest_sessionfinish(session, exitstatus):
    gc.enable()
