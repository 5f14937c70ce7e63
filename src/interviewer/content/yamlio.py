"""Safe YAML reading that keeps line numbers and refuses aliases.

Aliases are refused outright: shipped content never needs them, and an alias bomb
(a few lines that expand to billions of nodes) would otherwise hang validation.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

MAX_BYTES = 2_000_000
MAX_DEPTH = 64


class ContentError(Exception):
    """A content file is wrong; ``str()`` reads ``file:line: what is wrong``."""

    def __init__(self, path: Path | str, line: int | None, message: str):
        self.path = Path(path)
        self.line = line
        self.message = " ".join(str(message).split())  # always one line
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else f"{self.path}"
        return f"{where}: {self.message}"


# libyaml (C) when available: the pure-Python parser made loading the shipped content take ~2 s.
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _refuse_aliases(text: str) -> None:
    # A cheap event pass (in C) before composing: the composer would share anchored nodes,
    # and walking a shared graph is what makes an alias bomb explode.
    for event in yaml.parse(text, Loader=_Loader):
        if isinstance(event, yaml.AliasEvent):
            raise yaml.MarkedYAMLError(None, None, "YAML aliases (*name) are not allowed in content files",
                                       event.start_mark)


LineMap = dict[tuple[Any, ...], int]

_PLAIN_TAGS = {f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "map", "seq")}


def _construct(node: yaml.Node, path: tuple[Any, ...], lines: LineMap, depth: int, loader: yaml.SafeLoader) -> Any:
    if depth > MAX_DEPTH:
        raise yaml.MarkedYAMLError(None, None, f"nesting deeper than {MAX_DEPTH} levels", node.start_mark)
    lines[path] = node.start_mark.line + 1
    if node.tag not in _PLAIN_TAGS:
        raise yaml.MarkedYAMLError(None, None, f"tag {node.tag} is not allowed in content files", node.start_mark)
    if isinstance(node, yaml.MappingNode):
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, (str, int, float, bool)) or key is None:
                raise yaml.MarkedYAMLError(None, None, "mapping keys must be plain scalars", key_node.start_mark)
            if key in out:
                raise yaml.MarkedYAMLError(None, None, f"duplicate key '{key}'", key_node.start_mark)
            out[key] = _construct(value_node, path + (key,), lines, depth + 1, loader)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_construct(v, path + (i,), lines, depth + 1, loader) for i, v in enumerate(node.value)]
    try:
        return loader.construct_object(node, deep=True)
    except ValueError:
        # int() refuses more than 4,300 digits (CVE-2020-10735); a scalar no content field could hold.
        raise yaml.MarkedYAMLError(None, None, "a number too long to read", node.start_mark) from None


def read_yaml(path: Path) -> tuple[Any, LineMap]:
    """Parse one YAML file into plain data plus a map from key paths to 1-based line numbers."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ContentError(path, None, f"cannot read: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise ContentError(path, None, f"file is larger than {MAX_BYTES // 1000} kB; content files are small")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ContentError(path, line, "not valid UTF-8; save the file as UTF-8") from None
    loader = None
    try:
        _refuse_aliases(text)
        loader = _Loader(text)
        node = loader.get_single_node()
        if node is None:
            raise ContentError(path, 1, "the file is empty")
        lines: LineMap = {}
        data = _construct(node, (), lines, 0, loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        problem = exc.problem or exc.context or "invalid YAML"
        raise ContentError(path, line, f"YAML: {problem}") from None
    except yaml.reader.ReaderError as exc:
        line = text[: max(exc.position, 0)].count("\n") + 1
        raise ContentError(path, line, f"YAML: character #x{exc.character:04x} is not allowed in YAML text") from None
    except yaml.YAMLError as exc:
        raise ContentError(path, None, "YAML: " + " ".join(str(exc).split())) from None
    except RecursionError:
        raise ContentError(path, None, "YAML nesting is too deep") from None
    finally:
        if loader is not None:
            loader.dispose()
    return data, lines


def line_for(lines: LineMap, loc: tuple[Any, ...]) -> int | None:
    """The line of the deepest known key on ``loc`` (pydantic error locations work as-is)."""
    loc = tuple(loc)
    while loc:
        if loc in lines:
            return lines[loc]
        loc = loc[:-1]
    return lines.get(())
