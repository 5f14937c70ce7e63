"""Importing other tools' transcripts (WebVTT, SRT, plain text, chat JSON) as ordinary transcripts."""

from .errors import ImportFileError
from .importer import Imported, ImportOptions, import_file, is_importable, is_native, read_source, store

__all__ = ["ImportFileError", "ImportOptions", "Imported", "import_file", "is_importable", "is_native", "read_source", "store"]
