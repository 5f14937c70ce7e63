"""The HTML scorecard's structure and escaping (string checks; the Chromium test renders it)."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from interviewer.scoring.reports import render_html
from interviewer.results import Evidence
from test_report_data import EVIL, library, result, write_transcript


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text.append(data)


def parse(html: str) -> _Tags:
    p = _Tags()
    p.feed(html)
    return p


def _evil_result():
    res = result(candidate=EVIL, session_id=f"s1{EVIL}").model_copy(deep=True)
    d = res.dimensions[0]
    d.rationale = f"rationale {EVIL}"
    d.red_flags = [f"flag{EVIL}"]
    d.level_label = f"Deep{EVIL}"
    d.evidence = [Evidence(turn=4, quote=EVIL)]
    res.dimensions[2].reason = f"reason {EVIL}"
    res.rollup.rule = f"rule {EVIL}"
    return res


def test_every_piece_of_candidate_and_model_text_is_escaped(tmp_path):
    transcript, _ = write_transcript(tmp_path / "t.jsonl")
    html = render_html(_evil_result(), library(), transcript)
    parsed = parse(html)
    tags = {t for t, _ in parsed.tags}
    assert "script" not in tags and "img" not in tags
    assert not any(k.startswith("on") for _, attrs in parsed.tags for k in attrs)
    text = "".join(parsed.text)
    # Each place it was planted shows as literal text: name, session, quote, rationale, flag, label,
    # reason, rule, transcript turn (and the quote is also highlighted inside that turn).
    assert text.count('<script>alert("pwned")</script>') >= 10
    assert "&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;" in html


def test_no_network_assets_and_a_csp_that_forbids_scripts(tmp_path):
    transcript, _ = write_transcript(tmp_path / "t.jsonl", candidate_text="see https://example.com/x.js")
    html = render_html(result(), library(), transcript)
    parsed = parse(html)
    assert [t for t, _ in parsed.tags if t in ("script", "link", "img", "iframe", "object", "embed")] == []
    assert not any("src" in attrs for _, attrs in parsed.tags)
    assert "@import" not in html and "url(" not in html
    metas = [a for t, a in parsed.tags if t == "meta" and a.get("http-equiv") == "Content-Security-Policy"]
    assert metas == [{"http-equiv": "Content-Security-Policy",
                      "content": "default-src 'none'; style-src 'unsafe-inline'; img-src data:"}]
    # The only URL in the page is the candidate's own words, as text.
    assert re.findall(r"https?://\S+", html) == ["https://example.com/x.js"]


def test_quotes_link_to_transcript_turns_that_exist(tmp_path):
    transcript, _ = write_transcript(tmp_path / "t.jsonl")
    parsed = parse(render_html(result(), library(), transcript))
    hrefs = [a["href"] for t, a in parsed.tags if t == "a" and a.get("href", "").startswith("#turn-")]
    ids = {a["id"] for _, a in parsed.tags if a.get("id")}
    assert {"turn-1", "turn-2", "turn-3", "turn-4"} <= ids
    assert {"dim-nccl-collectives", "dim-fsdp-sharding", "dim-checkpointing", "dim-gpu-ops"} <= ids
    quote_links = [h for h in hrefs if h in ("#turn-2", "#turn-4")]
    assert len(quote_links) >= 3  # two quotes on nccl, one on fsdp (plus each turn's own anchor link)
    assert all(h[1:] in ids for h in hrefs)
    dim_links = [a["href"] for t, a in parsed.tags if t == "a" and a.get("href", "").startswith("#dim-")]
    assert all(h[1:] in ids for h in dim_links)


def test_without_a_transcript_quotes_name_the_turn_without_a_dead_link():
    html = render_html(result(), library())
    assert "#turn-" not in html and 'id="transcript"' not in html
    assert "— turn 2</cite>" in html and "— turn 4</cite>" in html


def test_scores_bars_anchors_flags_and_unscored(tmp_path):
    html = render_html(result(), library())
    # Score bars: 3 and 2 filled segments; unscored and not-assessed drawn as hatched, never as zero.
    assert html.count('<div class="bar lvl-3"') == 2 and html.count('<div class="bar lvl-2"') == 2
    assert html.count('<div class="bar none"') == 4
    assert '<span class="status">unscored</span>' in html and '<span class="status">not assessed</span>' in html
    assert "This is not a score of zero." in html
    assert '<div class="level hit"><b>3 · Deep</b> Reasons about bandwidth and failure modes with numbers.</div>' \
        in html
    assert "<li><code>allreduce-is-broadcast</code>: Treats all-reduce as a broadcast.</li>" in html
    assert '<span class="chip lean-hire">lean hire</span>' in html
    assert "weighted mean ≥ 2.5 and no dimension below 2 → lean hire" in html
    assert "samples 2, 2, 3 · agreement 100%" in html
    assert "Offline estimate" not in html


def test_offline_results_carry_the_label():
    res = result(model="offline", method="offline-estimate")
    html = render_html(res, library())
    assert '<div class="banner" role="note"><b>Offline estimate.</b>' in html
    assert html.count('<p class="note">Offline estimate.</p>') == 4
