"""Whisper models from PyPI packages: joined once, checked against the pinned sha256, refused when wrong."""

from __future__ import annotations

import hashlib
import json

import pytest

from interviewer.voice import VoiceError
from interviewer_voice import models


def test_the_shipped_base_model_assembles_and_verifies(models_dir):
    folder = models.assemble("base", models_dir)
    assert sorted(p.name for p in folder.iterdir()) == [".verified.json", "config.json", "model.bin",
                                                        "tokenizer.json", "vocabulary.txt"]
    assert (folder / "model.bin").stat().st_size == 145_217_532
    assert json.loads((folder / ".verified.json").read_text())["sha256"] == models.WHISPER_MODELS["base"].sha256
    mtime = (folder / "model.bin").stat().st_mtime_ns
    assert models.assemble("base", models_dir) == folder  # verified stamp: not rebuilt
    assert (folder / "model.bin").stat().st_mtime_ns == mtime


@pytest.fixture
def split_package(tmp_path, monkeypatch):
    """A two-part model shipped by a fake installed package, pinned to the digest of its real content."""
    pkg = tmp_path / "site" / "fake_whisper_parts"
    (pkg / "data").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "data" / "model.bin.part1").write_bytes(b"A" * 1000)
    (pkg / "data" / "model.bin.part2").write_bytes(b"B" * 500)
    (pkg / "data" / "config.json").write_text("{}")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    digest = hashlib.sha256(b"A" * 1000 + b"B" * 500).hexdigest()

    def add(sha256=digest):
        monkeypatch.setitem(models.WHISPER_MODELS, "fake", models.WhisperPackage(
            "fake", (("fake_whisper_parts", "data/model.bin.part1"), ("fake_whisper_parts", "data/model.bin.part2")),
            ("fake_whisper_parts", "data"), sha256, "pip install fake-whisper-parts"))
        return pkg
    return add


def test_parts_are_joined_in_order(split_package, tmp_path):
    split_package()
    folder = models.assemble("fake", tmp_path / "models")
    assert (folder / "model.bin").read_bytes() == b"A" * 1000 + b"B" * 500
    assert (folder / "config.json").read_text() == "{}"


def test_a_wrong_digest_is_refused_and_nothing_is_left_behind(split_package, tmp_path):
    split_package(sha256="0" * 64)
    with pytest.raises(VoiceError) as exc:
        models.assemble("fake", tmp_path / "models")
    got = hashlib.sha256(b"A" * 1000 + b"B" * 500).hexdigest()[:12]
    assert exc.value.one_line() == (f"voice: Whisper model 'fake' failed its sha256 check (got {got}…) — "
                                    "reinstall it: pip install fake-whisper-parts --force-reinstall")
    assert list((tmp_path / "models" / "faster-whisper-fake").iterdir()) == []


def test_a_tampered_model_is_rebuilt(split_package, tmp_path):
    split_package()
    folder = models.assemble("fake", tmp_path / "models")
    (folder / "model.bin").write_bytes(b"corrupt")
    models.assemble("fake", tmp_path / "models")
    assert (folder / "model.bin").read_bytes() == b"A" * 1000 + b"B" * 500


def test_a_missing_package_names_the_install(monkeypatch, tmp_path):
    monkeypatch.setitem(models.WHISPER_MODELS, "absent", models.WhisperPackage(
        "absent", (("no_such_pkg_xyz", "model.bin"),), ("no_such_pkg_xyz", ""), "0" * 64, "pip install absent-x"))
    assert not models.available("absent")
    with pytest.raises(VoiceError) as exc:
        models.assemble("absent", tmp_path)
    assert exc.value.one_line() == "voice: Whisper model 'absent' is not installed — pip install absent-x"
    with pytest.raises(VoiceError, match="unknown Whisper model 'large'"):
        models.assemble("large", tmp_path)
