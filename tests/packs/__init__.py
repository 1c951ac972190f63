"""Tests of the rule packs and the pack commands."""
