"""Tabula's games in other frameworks. Nothing here is imported by the engine (tests/test_imports.py)."""
