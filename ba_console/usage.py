"""The one error a command line gives for bad input: said as one clear line, exit code 2.

Apart from `cli` so that the headless commands can raise it without importing the entry
point that dispatches them (imports run `cli → commands`, never back).
"""


class UsageError(Exception):
    """Bad input from the user: printed as one clear line, exit code 2."""
