"""Command-line front end: parses arguments and calls the library. No interview or scoring logic here."""
