"""Which way imports run: no lower layer imports a higher one, and the scoring packages form no circle.

Every import counts, including the ones inside functions (a lazy import is still an arrow).
"""

from __future__ import annotations

import ast
from pathlib import Path

import interviewer

SRC = Path(interviewer.__file__).parent

FORBIDDEN = {
    "llm": {"content", "interview", "scoring", "ui", "cli", "history", "voice", "transcript", "coding", "calc"},
    "content": {"llm", "interview", "scoring", "ui", "cli", "history", "voice"},
    "transcript": {"llm", "interview", "scoring", "ui", "cli", "history", "voice", "content"},
    "results": {"llm", "interview", "scoring", "ui", "cli", "history", "voice", "content", "transcript"},
    "interview": {"ui", "cli", "scoring", "history", "voice"},
    "scoring.judge": {"scoring.batch", "scoring.reports", "ui", "cli", "history", "voice"},
    "scoring.batch": {"scoring.reports", "ui", "cli", "history", "voice"},
    "scoring.reports": {"scoring.batch", "ui", "cli", "history", "voice"},
    "history": {"scoring", "ui", "cli", "interview", "voice"},
    "voice": {"ui", "cli"},
    "ui": {"cli", "scoring.batch", "scoring.judge"},
}
"""area → areas it must never import (an area is a top-level package, or a scoring subpackage)."""


def area(module: str) -> str:
    parts = module.split(".")[1:]  # drop "interviewer"
    if not parts:
        return ""
    if parts[0] == "scoring" and len(parts) > 1 and (SRC / "scoring" / parts[1]).is_dir():
        return f"scoring.{parts[1]}"
    return parts[0]


def module_name(path: Path) -> str:
    rel = path.relative_to(SRC.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path) -> set[str]:
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.add(target)
            found |= {f"{target}.{a.name}" for a in node.names}  # `from . import x` imports module x
    return {m for m in found if m.startswith("interviewer.")}


def edges() -> set[tuple[str, str, str]]:
    """(from area, to area, from module) for every import between two areas."""
    out = set()
    for path in SRC.rglob("*.py"):
        source = module_name(path)
        for target in imports(path):
            a, b = area(source), area(target)
            if a and b and a != b:
                out.add((a, b, source))
    return out


def test_no_lower_layer_imports_a_higher_one():
    wrong = sorted((source, b) for a, b, source in edges()
                   if any(b == f or b.startswith(f + ".") for f in FORBIDDEN.get(a, ())))
    assert wrong == []


def test_the_scoring_packages_and_history_form_no_circle():
    # Among themselves: judge -> batch -> reports style arrows only.
    members = {"scoring.judge", "scoring.batch", "scoring.reports", "history", "results"}
    graph: dict[str, set[str]] = {}
    for a, b, _ in edges():
        if a in members and b in members:
            graph.setdefault(a, set()).add(b)
    seen: set[str] = set()

    def reach(start: str) -> set[str]:
        todo, got = [start], set()
        while todo:
            for nxt in graph.get(todo.pop(), ()):
                if nxt not in got:
                    got.add(nxt)
                    todo.append(nxt)
        return got

    for node in members:
        assert node not in reach(node), f"{node} reaches itself"
        seen.add(node)
    assert seen == members and graph["scoring.batch"] >= {"scoring.judge"}


def test_the_two_report_renderers_do_not_import_each_other():
    html = imports(SRC / "scoring" / "reports" / "html.py")
    markdown = imports(SRC / "scoring" / "reports" / "markdown.py")
    assert "interviewer.scoring.reports.markdown" not in html
    assert "interviewer.scoring.reports.html" not in markdown


def _module_imports(path: Path, known: set[str]) -> set[str]:
    """Modules ``path`` imports: for ``from X import y``, module ``X.y`` when there is one, else ``X``."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                target = ".".join(base[: len(base) - (node.level - 1)] + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            subs = {f"{target}.{a.name}" for a in node.names} & known
            found |= subs if subs or node.module is None else {target}
    return (found & known) - {name}


def test_no_module_imports_itself_back():
    """No circle between modules, however long, lazy imports included (the judge's prompt and its injection
    screen, and the capability table and pricing, each imported the other until #17)."""
    paths = {module_name(p): p for p in SRC.rglob("*.py")}
    graph = {m: _module_imports(p, set(paths)) for m, p in paths.items()}
    circles = []
    for start in graph:
        todo, got = list(graph[start]), set()
        while todo:
            nxt = todo.pop()
            if nxt == start:
                circles.append(start)
                break
            if nxt not in got:
                got.add(nxt)
                todo += graph[nxt]
    assert circles == []
