"""`interviewer progress`: trends table with sparklines, the HTML chart, and the empty history."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from html.parser import HTMLParser

import pytest

from interviewer.cli.main import main
from interviewer.history import dimension_trends, list_results, overall_trend, record_result, sparkline
from test_report_data import EVIL, result, write_content

T0 = datetime(2026, 1, 5, 14, 30, tzinfo=timezone.utc)
# (nccl, fsdp) per session, a week of practice; None = unscored that session.
SESSIONS = [(1, 1), (2, None), (2, 2), (3, 2), (3, 3), (4, 3)]


@pytest.fixture
def history(tmp_path, monkeypatch):
    monkeypatch.setenv("INTERVIEWER_CONTENT_DIRS", str(write_content(tmp_path / "content")))
    monkeypatch.setenv("COLUMNS", "100")
    # Recorded out of order: the history sorts by when each session was scored.
    for i in (3, 0, 5, 1, 4, 2):
        offline = i == 0
        record_result(result(session_id=f"s{i}", scored_at=T0 + timedelta(days=3 * i), scores=SESSIONS[i],
                             model="offline" if offline else "openai:gpt-4.1",
                             method="offline-estimate" if offline else "llm"))


def test_empty_history_is_one_friendly_line(capsys, tmp_path):
    from interviewer import paths

    assert main(["progress"]) == 0
    assert not paths.history_db().exists()
    out, err = capsys.readouterr()
    assert (out, err) == ("No scored sessions in your history yet: score one with `interviewer score TRANSCRIPT` "
                          "and it will show up here.\n", "")
    assert main(["progress", "--html", str(tmp_path / "x.html")]) == 0
    assert not (tmp_path / "x.html").exists()


def test_progress_table_over_several_sessions(history, capsys):
    assert main(["progress"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    # rich pads lines to the table's width; compare without that padding.
    assert [line.rstrip() for line in out.splitlines()] == """\
     Progress over 6 scored sessions (2026-01-05 to 2026-01-20)
┏━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━┳━━━━━━━━┳━━━━━━┳━━━━━━┳━━━━━━━━┓
┃ Dimension                ┃ Trend  ┃ Latest ┃ Best ┃    Δ ┃ Scored ┃
┡━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━╇━━━━━━━━╇━━━━━━╇━━━━━━╇━━━━━━━━┩
│ nccl-collectives         │ ▁▃▃▆▆█ │      4 │    4 │   +1 │    6/6 │
│ Collective communication │        │        │      │      │        │
│ fsdp-sharding            │ ▁·▃▃▆▆ │      3 │    3 │   ±0 │    5/6 │
│ FSDP and sharding        │        │        │      │      │        │
│ checkpointing            │ ······ │      – │    – │    – │    0/6 │
│ Checkpointing            │        │        │      │      │        │
│ gpu-ops                  │ ······ │      – │    – │    – │    0/6 │
├──────────────────────────┼────────┼────────┼──────┼──────┼────────┤
│ overall                  │ ▁▃▃▅▆▇ │    3.5 │  3.5 │ +0.5 │    6/6 │
└──────────────────────────┴────────┴────────┴──────┴──────┴────────┘
Scores 1–4, oldest first; · = not scored (not a zero).
Δ = latest minus the previous score.
Includes offline estimates (lexical scorer, no judge model).""".splitlines()


def test_loop_filter(history, capsys):
    assert main(["progress", "--loop", "other"]) == 0
    assert capsys.readouterr().out == "No scored sessions of loop 'other' in your history yet.\n"


def test_trend_numbers_skip_unscored_sessions(history):
    trends = {t.key: t for t in dimension_trends(list_results())}
    fsdp = trends["fsdp-sharding"]
    assert [p.value for p in fsdp.points] == [1.0, None, 2.0, 2.0, 3.0, 3.0]
    assert (fsdp.latest, fsdp.best, fsdp.delta) == (3.0, 3.0, 0.0)
    assert (trends["checkpointing"].latest, trends["checkpointing"].delta) == (None, None)
    overall = overall_trend(list_results())
    assert [p.session_id for p in overall.points] == [f"s{i}" for i in range(6)]
    assert overall.delta == 0.5


def test_sparkline_scale_is_fixed_and_gaps_are_not_zero():
    assert sparkline([1, 2, 3, 4, None, 2.5]) == "▁▃▆█·▅"
    assert sparkline([4, 4, 4]) == "███"  # steady top scores read as high, not as a flat baseline
    assert sparkline([]) == ""


class _Svg(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)

    def handle_data(self, data):
        self.text.append(data)


def test_html_chart_is_self_contained_svg(history, tmp_path, capsys):
    record_result(result(session_id=f"s-evil{EVIL}", scored_at=T0 + timedelta(days=30), scores=(4, 4)))
    out_file = tmp_path / "charts" / "progress.html"
    assert main(["progress", "--html", str(out_file)]) == 0
    assert capsys.readouterr() == ("", f"wrote {out_file}\n")
    html = out_file.read_text()
    page = _Svg()
    page.feed(html)
    assert page.tags.count("svg") == 5  # overall + four dimensions
    assert "script" not in page.tags and "img" not in page.tags and "link" not in page.tags
    assert "http://" not in html.replace("http://www.w3.org", "") and "https://" not in html
    text = "".join(page.text)
    assert "7 scored sessions, 2026-01-05 to 2026-02-04" in text
    assert "Collective communication (nccl-collectives)" in text
    assert f"s-evil{EVIL}" in text  # the session id is shown as text in the point tooltip, not as markup
    assert "latest 4 · best 4 · change +1 · 6 of 7 scored" in text  # fsdp: 3 → 4, one session unscored
    assert "Dashed points are offline estimates" in text
    assert html.count('<circle class="dot offline"') == 3  # session 0: overall, nccl, fsdp
