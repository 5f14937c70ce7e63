"""pluggy hookspecs and the plugin manager."""
