"""ba-console: a referee console for Napoleonic tabletop wargames."""

__version__ = "0.1.0"
