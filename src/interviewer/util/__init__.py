"""Small helpers shared across the package (no interview or scoring logic)."""
