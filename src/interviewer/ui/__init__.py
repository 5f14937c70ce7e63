"""Rich terminal chat: renders engine events, reads answers."""
