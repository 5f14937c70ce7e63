"""`interviewer chat`: a live interview in the terminal."""

from __future__ import annotations

from .common import UsageError, add_content_option, add_model_options, check_model_ready


def register(sub) -> None:
    p = sub.add_parser("chat", help="run a mock interview in the terminal")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--loop", metavar="ID", help="run every stage of a loop (default: training-engineer)")
    g.add_argument("--stage", metavar="ID", help="run one stage, as LOOP/STAGE or a stage id")
    g.add_argument("--topic", metavar="PERSONA/TOPIC",
                   help="redo one question: a one-topic session, e.g. screen-recruiter/collectives-literacy")
    p.add_argument("--persona", metavar="ID", help="override the stage's interviewer persona")
    add_draw_options(p)
    add_model_options(p, judge=True)
    p.add_argument("--answers", metavar="FILE",
                   help="take answers from FILE (separated by blank lines, or by lines with only --- "
                        "when an answer holds blank lines)")
    p.add_argument("--transcript-dir", metavar="DIR", help="where to write the transcript")
    p.add_argument("--interview", action="store_true",
                   help="interview mode, for hiring use: no feedback after stages and no teaching debrief "
                        "(the default is practice mode, which teaches after each stage)")
    p.add_argument("--coach", action="store_true",
                   help="with --interview: still teach after each stage (practice mode always does)")
    add_voice_options(p)
    add_content_option(p)
    p.set_defaults(func=run)


def add_voice_options(p) -> None:
    """--voice, --audio-in, --audio-out, --realtime (shared with `resume`)."""
    p.add_argument("--voice", action="store_true", help="speak and listen through the voice plugin")
    p.add_argument("--audio-in", metavar="DIR", help="with --voice: one WAV per answer, in name order")
    p.add_argument("--audio-out", metavar="DIR", help="with --voice: save the interviewer's speech as WAV")
    p.add_argument("--realtime", action="store_true",
                   help="with --audio-in: speak each WAV into the listening path at the speed of speech, as a "
                        "microphone would (segment recognition, patience, barge-in); timings.jsonl beside the audio")


def add_draw_options(p) -> None:
    """--seed, --scenario, --task: which scenario/task a pooled stage runs (shared with `simulate`)."""
    p.add_argument("--seed", type=int, metavar="N",
                   help="seed for drawing each stage's scenario/task from its pool (default: random, recorded)")
    p.add_argument("--scenario", metavar="ID", help="run this debugging scenario instead of drawing one")
    p.add_argument("--task", metavar="ID", help="run this coding task instead of drawing one")


def session_options(args, *, answers: str | None = None, simulated: bool = False, profile: str | None = None,
                    topics: list[str] | None = None, drill: list[str] | None = None):
    """SessionOptions from parsed arguments (shared with `simulate` and `drill`)."""
    from ..interview.launch import SessionOptions
    from ..llm.registry import default_model_name

    model = args.model or default_model_name()
    return SessionOptions(
        loop_id=getattr(args, "loop", None), stage_ref=getattr(args, "stage", None),
        persona_id=getattr(args, "persona", None), model=model,
        judge_model=getattr(args, "judge_model", None), base_url=args.base_url,
        coach=bool(getattr(args, "coach", False)), mode=_mode(args), content_dirs=list(args.content_dir or []),
        transcript_dir=args.transcript_dir, answers=answers, simulated=simulated, profile=profile,
        seed=getattr(args, "seed", None), scenario_id=getattr(args, "scenario", None),
        task_id=getattr(args, "task", None), topics=list(topics or []), drill=list(drill or []),
    )


def _mode(args) -> str:
    """chat: practice unless --interview; simulate: interview unless --practice."""
    if getattr(args, "interview", False):
        return "interview"
    if getattr(args, "practice", False) or getattr(args, "command", "") == "chat":
        return "practice"
    return "interview"


def answers_factory(args):
    """How answers arrive: a file, the voice plugin, or the keyboard. Returns (factory, speaker)."""
    from ..ui.input import AnswersFile, AnswersFileError, Keyboard

    if args.voice or args.audio_in or args.audio_out or args.realtime:
        if not args.voice:
            raise UsageError("--audio-in, --audio-out and --realtime need --voice")
        from ..voice.base import VoiceError
        from ..voice.session import open_voice_io

        try:
            source, speaker = open_voice_io(args.audio_in, args.audio_out, realtime=args.realtime)
        except VoiceError as exc:
            raise UsageError(exc.one_line()) from None
        return (lambda console: source), speaker
    if args.answers:
        try:
            source = AnswersFile(args.answers)
        except AnswersFileError as exc:
            raise UsageError(str(exc)) from None
        return (lambda console: source), None
    return (lambda console: Keyboard(console)), None


def run(args) -> int:
    if getattr(args, "topic", None) and (args.persona or args.scenario or args.task):
        raise UsageError("--topic names the question itself; drop --persona, --scenario and --task")
    return run_session(args, topics=[args.topic] if getattr(args, "topic", None) else [])


def run_session(args, *, topics: list[str] | None = None, drill: list[str] | None = None, library=None) -> int:
    """A chat session from parsed arguments: a loop or stage, or (``topics``) the named questions only."""
    from ..interview.plan import PlanError
    from ..ui.app import start_chat, stdout_console
    from .common import load_library_or_exit

    factory, speaker = answers_factory(args)
    library = library or load_library_or_exit(args)
    options = session_options(args, answers=args.answers, topics=topics, drill=drill)
    check_model_ready(options.model, base_url=options.base_url)
    check_model_ready(options.judge_model, base_url=options.base_url, flag="--judge-model")
    try:
        return start_chat(options, factory, stdout_console(), library=library, speaker=speaker,
                          announce_offline=args.model is None)
    except PlanError as exc:
        raise UsageError(str(exc)) from None
    finally:
        if speaker is not None and hasattr(speaker, "close"):
            speaker.close()
