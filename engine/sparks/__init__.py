"""Power Grid: The First Sparks: a pure, data-driven rules engine (in progress)."""
