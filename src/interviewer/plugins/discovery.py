"""Finding the ``interviewer`` entry points: ``importlib.metadata``, as every installer writes them.

Imported only when plugins are looked for (``INTERVIEWER_PLUGINS=""`` skips it), so the
metadata machinery's import cost is paid by commands that use plugins, and measured by
``bench/startup.py`` on ``interviewer --help`` with plugins on.
"""

from __future__ import annotations

from importlib.metadata import EntryPoint


def entry_points(group: str) -> list[EntryPoint]:
    """Entry points in ``group`` from every installed distribution, first one of a name wins."""
    from importlib.metadata import entry_points as installed

    seen: set[str] = set()
    out: list[EntryPoint] = []
    for ep in installed(group=group):
        if ep.name not in seen:
            seen.add(ep.name)
            out.append(ep)
    return out


__all__ = ["EntryPoint", "entry_points"]
