"""Speech-to-text and text-to-speech interfaces; implementations live in plugins (e.g. ``interviewer-voice``).

``open_voice_io`` (in ``interviewer.voice.session``) turns a registered provider into the chat's
``AnswerSource`` and ``Speaker``.
"""

from .base import (STT, TTS, AudioDevice, AudioInput, Heard, ListenOptions, VoiceCapabilities, VoiceError,
                   VoiceProvider)

__all__ = ["STT", "TTS", "AudioDevice", "AudioInput", "Heard", "ListenOptions", "VoiceCapabilities", "VoiceError",
           "VoiceProvider"]
