"""util.atomic: reports (and other helpers' caches) replace files whole or not at all."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time

import pytest

from interviewer.util.atomic import atomic_write_bytes, atomic_write_text


def test_writes_creates_folders_and_replaces(tmp_path):
    target = tmp_path / "a" / "b" / "report.md"
    assert atomic_write_text(target, "first ✓\n") == target
    assert target.read_text(encoding="utf-8") == "first ✓\n"
    atomic_write_bytes(target, b"second")
    assert target.read_bytes() == b"second"
    assert sorted(p.name for p in target.parent.iterdir()) == ["report.md"]


def test_modes_new_file_follows_umask_existing_file_keeps_its_mode(tmp_path):
    old = os.umask(0o027)
    try:
        fresh = atomic_write_text(tmp_path / "fresh.txt", "x")
    finally:
        os.umask(old)
    # The umask is read once at import; whatever it was, a new file is never group/other-writable
    # by accident of mkstemp's 0600 nor world-writable.
    assert stat.S_IMODE(fresh.stat().st_mode) & 0o002 == 0
    assert stat.S_IMODE(fresh.stat().st_mode) & 0o600 == 0o600
    kept = tmp_path / "kept.txt"
    kept.write_text("x")
    kept.chmod(0o640)
    atomic_write_text(kept, "y")
    assert stat.S_IMODE(kept.stat().st_mode) == 0o640
    atomic_write_text(kept, "z", mode=0o600)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600


def test_a_failed_write_leaves_the_old_file_and_no_temp(tmp_path, monkeypatch):
    target = tmp_path / "card.html"
    target.write_text("old")

    def boom(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError, match="No space left"):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["card.html"]


_WRITER = """
import sys
from interviewer.util.atomic import atomic_write_bytes
target = sys.argv[1]
a, b = b"A" * 3_000_000, b"B" * 3_000_000
print("ready", flush=True)
while True:
    atomic_write_bytes(target, a)
    atomic_write_bytes(target, b)
"""


def test_sigkill_mid_write_never_leaves_a_torn_file(tmp_path):
    target = tmp_path / "out.bin"
    target.write_bytes(b"A" * 3_000_000)
    for delay in (0.05, 0.11, 0.17, 0.23):
        proc = subprocess.Popen([sys.executable, "-c", _WRITER, str(target)], stdout=subprocess.PIPE)
        assert proc.stdout is not None and proc.stdout.readline() == b"ready\n"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        data = target.read_bytes()
        assert data in (b"A" * 3_000_000, b"B" * 3_000_000)
        for stray in tmp_path.glob(".out.bin.*.tmp"):  # a kill may leave a temp file; never the target torn
            stray.unlink()
