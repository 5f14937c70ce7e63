"""Recognition accuracy on spoken answer sets: WER and the error rate on domain terms.

    python bench/voice_accuracy.py --split test          # the held-out set (never tuned on)
    python bench/voice_accuracy.py --split dev --show     # the set corrections are tuned on, with each miss

Each set is rendered with the voice, rate and noise its entries name (Piper without noise, espeak-ng at
a words-per-minute rate, white noise at an SNR), then recognised by faster-whisper base three ways:
bare (no prompt, no hotwords, no corrections), with the domain prompt and hotwords, and with the
lexicon corrections on top (what the product uses). Needs the interviewer-voice plugin.
"""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--split", choices=("dev", "test", "both"), default="both")
    p.add_argument("--show", action="store_true", help="print each answer whose recognition differs")
    p.add_argument("--limit", type=int, default=0, help="only the first N entries of each split")
    args = p.parse_args(argv)
    try:
        from interviewer.voice.audio import pcm_to_wav
        from interviewer_voice.spoken import RATE, Renderer, load_set
        from interviewer_voice.vocabulary import correct
        from interviewer_voice.wer import domain_term_errors, wer
        from interviewer_voice.whisper_stt import FasterWhisperSTT
    except ImportError:
        print("voice_accuracy: needs the plugin: pip install ./plugins/interviewer-voice", file=sys.stderr)
        return 2
    stt = FasterWhisperSTT("base", corrected=False)
    renderer = Renderer()
    splits = ("dev", "test") if args.split == "both" else (args.split,)
    print(f"{'split':<5} {'group':<22} {'n':>3}  {'WER bare':>8} {'WER prompt':>10} {'WER final':>9}  "
          f"{'term err bare':>13} {'term err final':>14}")
    for split in splits:
        entries = load_set(split)[: args.limit or None]
        rows = []
        for i, entry in enumerate(entries):
            wav = pcm_to_wav(renderer.render(entry, seed=i).tobytes(), RATE)
            bare = stt.transcribe_sync(wav, prompt=None)
            prompted = stt.transcribe_sync(wav)
            rows.append((entry, bare, prompted, correct(prompted)))
            if args.show and correct(prompted) != entry.text:
                print(f"  ref : {entry.text}\n  heard: {prompted}\n  final: {correct(prompted)}\n")
        groups = {"all": rows}
        for entry_row in rows:
            e = entry_row[0]
            key = "piper" if e.voice == "piper" and e.rate == 1.0 and e.noise_db is None else (
                "espeak-ng" if e.voice == "espeak-ng" and e.noise_db is None else
                "noisy" if e.noise_db is not None else "piper, other rates")
            groups.setdefault(key, []).append(entry_row)
        for name, group in groups.items():
            refs = [r[0].text for r in group]
            w = [wer(refs, [r[k] for r in group]) for k in (1, 2, 3)]
            t = [domain_term_errors(refs, [r[k] for r in group]) for k in (1, 3)]
            print(f"{split:<5} {name:<22} {len(group):>3}  {w[0]:>8.3f} {w[1]:>10.3f} {w[2]:>9.3f}  "
                  f"{t[0][0] / max(t[0][1], 1):>13.3f} {t[1][0] / max(t[1][1], 1):>14.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
