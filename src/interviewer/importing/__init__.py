"""Importing other tools' transcripts (WebVTT, SRT, plain text, chat JSON) as ordinary transcripts."""

from .errors import ImportFileError
from .importer import Imported, ImportOptions, import_file, read_source, store
from .sniff import in_folder, is_importable, is_native

__all__ = ["ImportFileError", "ImportOptions", "Imported", "import_file", "in_folder", "is_importable", "is_native",
           "read_source", "store"]
