"""One listening loop for every audio source: frames in, an answer (words, WAV, timings) out.

The microphone and the real-time replay of recorded answers both come through here, so what is
measured with ``--audio-in DIR --realtime`` is what a candidate at a microphone gets.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import numpy as np

from interviewer.voice import Heard, ListenOptions
from interviewer.voice.audio import pcm_to_wav

from .streaming import RATE, SegmentListener, SileroVAD, recogniser_for

BARGE_IN_S = 0.3
"""Speech this long while the interviewer talks cuts them off (shorter is a cough or an echo)."""
PLAYBACK_THRESHOLD = 0.8
"""Speech probability needed while the interviewer's own voice may be leaking into the microphone."""

_VAD: SileroVAD | None = None


def shared_vad() -> SileroVAD:
    """One Silero session per process (loading it costs ~50 ms; its state is reset per answer)."""
    global _VAD
    if _VAD is None:
        _VAD = SileroVAD()
    return _VAD


def listen_frames(frames: Iterator[np.ndarray | str], options: ListenOptions, stt=None, *,
                  playing: Callable[[], bool] = lambda: False,
                  interrupt: Callable[[], None] | None = None, recognise: Callable[[bytes], str] | None = None) -> Heard:
    """Consume ``frames`` (16 kHz int16 blocks, or a ``str`` the candidate typed) until the answer ends.

    With push-to-talk the patience never ends the answer; the frame source stops at the second Enter.
    """
    recognise = recognise or (recogniser_for(stt) if stt is not None else None)
    listener = SegmentListener(recognise or (lambda wav: ""), vad=shared_vad(),
                               patience_s=float("inf") if options.push_to_talk else options.patience_s,
                               segment_pause_s=options.segment_pause_s, max_s=options.max_s,
                               threshold=options.threshold or 0.5)
    base_threshold = listener.threshold
    barged = False
    for frame in frames:
        if isinstance(frame, str):
            listener.stop()
            listener.finish()
            return Heard(typed=frame)
        talking = playing()
        listener.threshold = max(PLAYBACK_THRESHOLD, base_threshold) if talking else base_threshold
        done = listener.push(frame)
        if talking and not barged and listener.voiced_run_s >= BARGE_IN_S:
            barged = True
            if interrupt is not None:
                interrupt()
        if done:
            break
    result = listener.finish()
    if not result.pcm.size:
        return Heard(barged_in=barged)
    return Heard(wav=pcm_to_wav(result.pcm.astype("<i2").tobytes(), RATE),
                 text=result.text if recognise is not None else None, segments=result.segments,
                 ended_at=result.ended_at, recognised_at=result.recognised_at, barged_in=barged)
