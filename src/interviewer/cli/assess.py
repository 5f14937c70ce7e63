"""`interviewer assess`: one utterance (or a file of them) through the engine's own path."""

from __future__ import annotations

import json
import sys

from .common import UsageError, add_content_option, add_model_options


def register(sub) -> None:
    p = sub.add_parser("assess", help="show what the interviewer makes of an answer: class, depth, signals, "
                                      "diagnosis, next move")
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--topic", metavar="PERSONA/TOPIC", help="answer the topic's opening question")
    g.add_argument("--scenario", metavar="ID", help="say it in the debugging scenario, after its page")
    a = p.add_mutually_exclusive_group(required=True)
    a.add_argument("--answer", metavar="TEXT", help="the utterance")
    a.add_argument("--answers-file", metavar="FILE",
                   help="many utterances, one per blank-line block (or per `---` line); a FILE ending in .jsonl holds "
                        "one JSON string (or {\"text\": ...}) per line, any text exactly; prints JSON lines")
    p.add_argument("--revealed", metavar="ID,...", default="", help="with --scenario: artifacts already shown")
    p.add_argument("--asked", metavar="opening|probe:SIGNAL", default="opening",
                   help="with --topic: the question answered, the opening (default) or the ladder's probe for SIGNAL")
    add_model_options(p)
    p.add_argument("--json", action="store_true", help="print JSON (always JSON lines with --answers-file)")
    add_content_option(p)
    p.set_defaults(func=run)


def run(args) -> int:
    from ..interview.plan import PlanError
    from ..interview.tryout import assess_utterance
    from ..ui.input import split_answers
    from .common import load_library_or_exit

    if args.answers_file:
        try:
            with open(args.answers_file, encoding="utf-8") as fh:
                raw = fh.read()
        except OSError as exc:
            raise UsageError(f"{args.answers_file}: cannot read answers file ({exc.strerror or exc})") from None
        texts = _json_lines(args.answers_file, raw) if args.answers_file.endswith(".jsonl") else split_answers(raw)
        if not texts:
            raise UsageError(f"{args.answers_file}: no utterances (separate them with blank lines)")
    else:
        if not args.answer.strip():
            raise UsageError("--answer is empty; give the utterance to assess")
        texts = [args.answer]
    revealed = [r.strip() for r in args.revealed.split(",") if r.strip()]
    library = load_library_or_exit(args)
    model = args.model or "offline"
    out = sys.stdout
    for text in texts:
        try:
            report = assess_utterance(library, text, topic=args.topic, scenario=args.scenario, revealed=revealed,
                                      model=model, base_url=args.base_url, asked=args.asked)
        except PlanError as exc:
            raise UsageError(str(exc)) from None
        if args.json or args.answers_file:
            out.write(json.dumps(report.as_json(), ensure_ascii=False) + "\n")
        else:
            out.write(_readable(text, report) + "\n")
        out.flush()
    return 0


def _readable(text: str, report) -> str:
    lines = [f"utterance: {text.strip()[:200]}",
             f"class:     {', '.join(report.classes)}",
             f"depth:     {report.depth or '- (not assessed)'}"]
    for item in report.shown:
        lines.append(f"shown:     {item.signal}: \"{item.quote}\"")
    if report.missing:
        lines.append(f"missing:   {', '.join(report.missing)}")
    if report.red_flags:
        lines.append(f"red flags: {', '.join(report.red_flags)}")
    for why in report.evidence:
        lines.append(f"evidence:  {why}")
    if report.diagnosis is not None:
        d = report.diagnosis
        lines.append(f"diagnosis: {'credited ' + str(d.id) if d.credited else 'not credited'} ({d.why})")
    if report.artifacts:
        lines.append(f"artifacts: {', '.join(report.artifacts)}")
    if report.reply_kind != "none":
        lines.append(f"reply:     {report.reply_kind}" + (f" ({', '.join(report.facts)})" if report.facts else ""))
    signal = f" [{report.next.signal}]" if report.next.signal else ""
    lines.append(f"next:      {report.next.act}{signal}: {report.next.text.strip()[:400]}")
    return "\n".join(lines)


def _json_lines(path: str, raw: str) -> list[str]:
    """One utterance per non-blank line, each a JSON string or an object with a string ``text``: the one input form
    in which any text (blank lines, ``` fences, ``---`` lines) reaches the engine exactly as written, one row out per
    line in."""
    texts = []
    for number, line in enumerate(raw.splitlines(), 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except ValueError:
            raise UsageError(f"{path}:{number}: not JSON; write one JSON string or {{\"text\": ...}} per line") from None
        text = item.get("text") if isinstance(item, dict) else item
        if not isinstance(text, str) or not text.strip():
            raise UsageError(f"{path}:{number}: no utterance; write a non-empty JSON string or {{\"text\": ...}}")
        texts.append(text.strip())
    return texts
