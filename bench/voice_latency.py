"""Per-turn speech latency as a real-time factor: seconds of compute per second of audio (< 1 = faster than real time).

    python bench/voice_latency.py                      # offline: Piper + faster-whisper base, domain prompt
    python bench/voice_latency.py --stt-model tiny.en  # needs interviewer-voice[tiny]
    python bench/voice_latency.py --turns 4 --no-prompt

Needs the interviewer-voice plugin installed. Models load once before timing (load time printed apart).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--provider", default="local", help="voice provider (default: local)")
    p.add_argument("--stt-model", default=None, help="e.g. base, tiny.en, pocketsphinx")
    p.add_argument("--voice", default=None, help="e.g. joe, espeak-ng")
    p.add_argument("--turns", type=int, default=12, help="how many domain answers to speak and recognise")
    p.add_argument("--no-prompt", action="store_true", help="recognise without the domain prompt")
    args = p.parse_args(argv)

    from interviewer.voice.audio import pcm_duration, pcm_to_wav
    from interviewer.voice.session import find_provider
    try:
        from interviewer_voice.samples import DOMAIN_ANSWERS
        from interviewer_voice.wer import wer
    except ImportError:
        print("voice_latency: needs the plugin: pip install ./plugins/interviewer-voice", file=sys.stderr)
        return 2

    provider = find_provider(args.provider)
    t0 = time.perf_counter()
    tts, stt = provider.tts(args.voice), provider.stt(args.stt_model)
    if args.no_prompt and hasattr(stt, "prompt"):
        stt.prompt = None
    for warm in ("Warm up.",):  # first call loads the models; not a turn
        pcm = b"".join(asyncio.run(_collect(tts, warm)))
        asyncio.run(stt.transcribe(pcm_to_wav(pcm, tts.sample_rate)))
    print(f"provider {provider.name}: tts {tts.voice_name}, stt {stt.model_name}; "
          f"load + warm-up {time.perf_counter() - t0:.1f} s")
    print(f"{'turn':>4} {'audio s':>8} {'tts s':>7} {'tts rtf':>8} {'stt s':>7} {'stt rtf':>8}  recognised")
    tts_rtf, stt_rtf, refs, hyps = [], [], [], []
    for i, text in enumerate(DOMAIN_ANSWERS[:args.turns], 1):
        t = time.perf_counter()
        pcm = b"".join(asyncio.run(_collect(tts, text)))
        t_tts = time.perf_counter() - t
        seconds = pcm_duration(pcm, tts.sample_rate)
        wav = pcm_to_wav(pcm, tts.sample_rate)
        t = time.perf_counter()
        heard = asyncio.run(stt.transcribe(wav))
        t_stt = time.perf_counter() - t
        tts_rtf.append(t_tts / seconds)
        stt_rtf.append(t_stt / seconds)
        refs.append(text)
        hyps.append(heard)
        print(f"{i:>4} {seconds:>8.2f} {t_tts:>7.2f} {tts_rtf[-1]:>8.3f} {t_stt:>7.2f} {stt_rtf[-1]:>8.3f}  {heard}")
    print(f"mean real-time factor: tts {statistics.mean(tts_rtf):.3f}, stt {statistics.mean(stt_rtf):.3f}; "
          f"median: tts {statistics.median(tts_rtf):.3f}, stt {statistics.median(stt_rtf):.3f}; "
          f"WER {wer(refs, hyps):.3f}")
    return 0


async def _collect(tts, text: str) -> list[bytes]:
    return [chunk async for chunk in tts.synthesize(text)]


if __name__ == "__main__":
    sys.exit(main())
