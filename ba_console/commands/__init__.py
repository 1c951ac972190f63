"""Headless sub-commands of `ba-console`, one module per group (see ba_console.cli)."""
