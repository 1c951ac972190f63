"""Entry point of `ba-console` and `python -m ba_console`."""

import sys


def main(argv: list[str] | None = None) -> int:
    from ba_console.cli import run

    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
