"""interviewer-voice: speak answers and hear the interviewer, offline (Piper, faster-whisper) or through OpenAI."""

__version__ = "0.1.0"
