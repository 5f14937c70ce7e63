"""Inline CSS for the HTML scorecard (kept apart so report_html stays about structure)."""

CSS = """
:root { color-scheme: light; --ink:#1d2330; --muted:#5f6b7a; --line:#e3e6eb; --bg:#f5f6f8; --card:#fff;
  --accent:#3056d3; --s1:#d64545; --s2:#e08a1e; --s3:#3f9a5a; --s4:#1f7a4a; --none:#c9ced6; --flag:#b42318; }
* { box-sizing: border-box; }
html { scroll-behavior: smooth; }
body { margin: 0; background: var(--bg); color: var(--ink);
  font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { max-width: 1080px; margin: 0 auto; padding: 28px 24px 56px; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
h1 { font-size: 26px; margin: 0; letter-spacing: -0.01em; }
h2 { font-size: 19px; margin: 0 0 12px; }
h3 { font-size: 14px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 18px 0 8px; }
code, .mono { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: .92em; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 20px 22px;
  margin: 16px 0; }
.head { display: flex; justify-content: space-between; gap: 20px; align-items: flex-start; flex-wrap: wrap; }
.kicker { color: var(--muted); font-size: 13px; text-transform: uppercase; letter-spacing: .08em; }
.meta { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 14px 0 0; font-size: 14px; }
.meta dt { color: var(--muted); }
.meta dd { margin: 0; overflow-wrap: anywhere; }
.banner { background: #fff7e6; border: 1px solid #f3c77a; color: #7a4b00; border-radius: 10px;
  padding: 12px 16px; margin: 16px 0; }
.verdict { text-align: right; min-width: 220px; }
.chip { display: inline-block; padding: 6px 14px; border-radius: 999px; font-weight: 650; font-size: 15px;
  color: #fff; background: var(--muted); text-transform: capitalize; }
.chip.strong-no-hire, .chip.no-hire { background: var(--s1); }
.chip.lean-no-hire { background: var(--s2); }
.chip.lean-hire { background: #6a9f2e; }
.chip.hire { background: var(--s3); }
.chip.strong-hire { background: var(--s4); }
.big { font-size: 34px; font-weight: 700; margin-top: 6px; }
.big small { font-size: 15px; color: var(--muted); font-weight: 500; }
.band { color: var(--muted); }
.rule { margin-top: 14px; padding: 10px 14px; background: var(--bg); border-radius: 8px; font-size: 14px; }
.rule b { color: var(--muted); font-weight: 600; }
.overview { width: 100%; border-collapse: collapse; font-size: 14px; }
.delivery { width: 100%; border-collapse: collapse; font-size: 13px; margin: 6px 0 14px; }
.delivery th, .delivery td { text-align: left; padding: 6px; border-top: 1px solid var(--line); vertical-align: top; }
.delivery th { color: var(--muted); font-weight: 600; border-top: 0; }
.checker li { margin: 4px 0; }
.overview td { padding: 8px 6px; border-top: 1px solid var(--line); vertical-align: middle; }
.overview tr:first-child td { border-top: 0; }
.overview .name { width: 42%; }
.overview .bar { width: 34%; }
.overview .val { white-space: nowrap; color: var(--muted); }
.bar .segs { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3px; }
.bar .seg { height: 12px; border-radius: 3px; background: #eceef2; }
.lvl-1 .seg.on { background: var(--s1); } .lvl-2 .seg.on { background: var(--s2); }
.lvl-3 .seg.on { background: var(--s3); } .lvl-4 .seg.on { background: var(--s4); }
.bar.none .seg { background: repeating-linear-gradient(45deg, #eceef2 0 6px, #dfe2e8 6px 12px); }
.dim .score { font-size: 22px; font-weight: 700; white-space: nowrap; }
.dim .score small { font-weight: 500; color: var(--muted); font-size: 15px; }
.dim .bar .seg { height: 16px; }
.status { display: inline-block; border-radius: 6px; padding: 2px 8px; font-size: 13px; font-weight: 600;
  background: #eef0f4; color: var(--muted); }
.note { color: var(--muted); font-size: 13px; font-style: italic; }
.levels { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; margin-top: 10px; }
.level { border: 1px solid var(--line); border-radius: 8px; padding: 8px 10px; font-size: 13px; color: var(--muted); }
.level b { display: block; color: var(--ink); font-size: 13px; margin-bottom: 2px; }
.level.hit { border-color: var(--accent); background: #eef2ff; color: var(--ink); box-shadow: 0 0 0 1px var(--accent); }
blockquote { margin: 8px 0; padding: 8px 14px; border-left: 3px solid var(--accent); background: #f7f8fb;
  border-radius: 0 8px 8px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
blockquote cite { display: block; font-style: normal; font-size: 12px; color: var(--muted); margin-top: 4px;
  white-space: normal; }
.rationale { margin: 6px 0; overflow-wrap: anywhere; }
.flags { list-style: none; padding: 0; margin: 0; }
.flags li { border-left: 3px solid var(--flag); background: #fef3f2; padding: 6px 12px; margin: 6px 0;
  border-radius: 0 8px 8px 0; font-size: 14px; }
.flags code { color: var(--flag); font-weight: 600; }
.samples { font-size: 14px; color: var(--muted); }
.samples.flagged { color: var(--flag); font-weight: 600; }
.kicker code { text-transform: none; letter-spacing: 0; }
mark { background: #fff1b8; color: inherit; border-radius: 3px; padding: 0 1px; }
.turn { display: grid; grid-template-columns: 150px 1fr; gap: 12px; padding: 10px 8px;
  border-top: 1px solid var(--line); scroll-margin-top: 12px; }
.turn .who { font-size: 12px; color: var(--muted); }
.turn .who b { text-transform: uppercase; letter-spacing: .05em; font-weight: 600; }
.turn .who .ctx { display: block; overflow-wrap: anywhere; }
.turn .who a { color: var(--muted); }
.turn .text { white-space: pre-wrap; overflow-wrap: anywhere; }
.turn.candidate { background: #fbfcfe; }
.turn.cited .text { border-left: 3px solid var(--accent); padding-left: 10px; }
.turn:target { background: #fff8db; outline: 2px solid #f0c419; border-radius: 6px; }
.turn .refs { font-size: 12px; color: var(--muted); margin-top: 4px; }
footer { color: var(--muted); font-size: 12px; text-align: center; margin-top: 28px; }
@media (max-width: 720px) { .levels { grid-template-columns: 1fr 1fr; } .turn { grid-template-columns: 1fr; } }
@media print { body { background: #fff; } .card { break-inside: avoid; border-color: #ccc; } }
"""
