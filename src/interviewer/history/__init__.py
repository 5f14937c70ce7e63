"""SQLite history of scored sessions, with numbered migrations."""
