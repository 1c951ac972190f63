"""Tests of the pure core (ba_console.core)."""
