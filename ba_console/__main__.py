"""Entry point of `ba-console` and `python -m ba_console`."""

import gc
import os
import sys


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # a packaged app is its own worker: verify spawns some
        import multiprocessing

        multiprocessing.freeze_support()
    # Opening the window makes some 80 000 Python objects (Qt wrappers, pydantic models,
    # the roster) that live as long as the session, and the cyclic collector walks them
    # again and again while they are made. It stays off until the window is on screen
    # (then `gui.collector` runs it in the GUI thread; `cli.run` turns it back on at once
    # for a headless command).
    # The console uses no pydantic plugin, and wants none of another package's told about
    # its packs and rolls: pydantic need not look through every installed package's entry
    # points for one at its first model (a few ms of each command that reads a game). A
    # user's own setting of the switch (pydantic's documented one) is kept.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    gc.disable()
    try:
        from ba_console.cli import run

        return run(sys.argv[1:] if argv is None else argv, collector_held=True)
    finally:
        gc.enable()


if __name__ == "__main__":
    sys.exit(main())
