"""Render the HTML scorecard in headless Chromium (Debian ``chromium``): its text, its DOM, a screenshot.

CI installs chromium (.ci/run); a machine without it fails here rather than skipping, so a
scorecard that stopped rendering cannot go unnoticed.
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import zlib
from html.parser import HTMLParser
from pathlib import Path

import pytest

from interviewer.scoring.reports import render_html
from test_report_data import library, result, write_transcript

pytestmark = pytest.mark.chromium

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--hide-scrollbars"]


def _chromium(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    assert exe, "Debian package 'chromium' is needed: apt-get install -y --no-install-recommends chromium"
    env = {**os.environ, "HOME": str(tmp_path / "home")}
    cmd = [exe, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=90, env=env, check=True)


_BLOCK = {"div", "p", "li", "ul", "h1", "h2", "h3", "dt", "dd", "td", "tr", "section", "header", "blockquote",
          "cite", "br", "footer", "main", "table"}


class _Dom(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.ids: set[str] = set()
        self.chunks: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        if tag in _BLOCK:
            self.chunks.append(" ")
        self.ids.update(v for k, v in attrs if k == "id" and v)
        self._skip += tag in ("style", "title")

    def handle_endtag(self, tag):
        self._skip -= tag in ("style", "title") and self._skip > 0
        if tag in _BLOCK:
            self.chunks.append(" ")

    def handle_data(self, data):
        if not self._skip:
            self.chunks.append(data)

    @property
    def text(self) -> str:
        return " ".join("".join(self.chunks).split())


def _png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """Decode an 8-bit RGB/RGBA PNG into rows of pixels (a few lines of zlib instead of a Pillow dependency)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", chunk[:10])
            assert depth == 8 and colour in (2, 6), (depth, colour)
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        _unfilter(f, line, prev, bpp)
        prev = line
        rgb = bytearray(line)
        if bpp == 4:
            del rgb[3::4]
        rows.append(bytes(rgb))
    return width, height, rows


def _unfilter(f: int, line: bytearray, prev: bytearray, bpp: int) -> None:
    # One loop per filter type keeps this pure-Python decode to about a second for 1200×2000.
    n = len(line)
    if f == 1:
        for i in range(bpp, n):
            line[i] = (line[i] + line[i - bpp]) & 255
    elif f == 2:
        for i in range(n):
            line[i] = (line[i] + prev[i]) & 255
    elif f == 3:
        for i in range(n):
            line[i] = (line[i] + ((line[i - bpp] if i >= bpp else 0) + prev[i]) // 2) & 255
    elif f == 4:
        for i in range(n):
            a, b, c = (line[i - bpp], prev[i], prev[i - bpp]) if i >= bpp else (0, prev[i], 0)
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255


@pytest.fixture
def page(tmp_path):
    transcript, _ = write_transcript(tmp_path / "t.jsonl")
    path = tmp_path / "scorecard.html"
    path.write_text(render_html(result(), library(), transcript), encoding="utf-8")
    return path


def test_chromium_renders_the_scorecard_text_and_keeps_candidate_script_inert(tmp_path, page):
    dom = _Dom()
    dom.feed(_chromium(tmp_path, "--dump-dom", page.as_uri()).stdout)
    text = dom.text
    for expected in ("Interview scorecard", "Ada Lovelace", "lean hire", "2.50 / 4", "level band: mid",
                     "Collective communication", "3 / 4 Deep", "3 · Deep Reasons about bandwidth and failure "
                     "modes with numbers.", "a ring all-reduce moves 2(n-1)/n of the data per GPU — turn 2",
                     "allreduce-is-broadcast: Treats all-reduce as a broadcast.", "unscored", "not assessed",
                     "Recommendation rule: weighted mean ≥ 2.5 and no dimension below 2 → lean hire",
                     "samples 2, 2, 3 · agreement 100%", "Transcript",
                     'I would check NCCL_DEBUG=INFO first. <script>alert("pwned")</script>'):
        assert expected in text, expected
    # The candidate typed <script> and <img onerror>: in the live DOM they are text, not elements.
    assert "script" not in dom.tags and "img" not in dom.tags
    assert {"turn-2", "turn-4", "dim-nccl-collectives"} <= dom.ids


def test_chromium_screenshot_shows_a_rendered_page(tmp_path, page):
    shot = tmp_path / "shot.png"
    _chromium(tmp_path, f"--screenshot={shot}", "--window-size=1200,2000", page.as_uri())
    width, height, rows = _png_pixels(shot.read_bytes())
    assert (width, height) == (1200, 2000)
    sample = [row[x * 3:x * 3 + 3] for row in rows[::7] for x in range(0, width, 5)]
    colours = set(sample)
    assert len(colours) > 50, "the page rendered as (nearly) one colour"
    # The green of a level-3 score bar (#3f9a5a) and the page background (#f5f6f8) are on screen.
    assert bytes((0x3F, 0x9A, 0x5A)) in colours
    assert bytes((0xF5, 0xF6, 0xF8)) in colours
