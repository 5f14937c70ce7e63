"""interviewer: mock interview loops for training and AI-infrastructure engineers."""

__version__ = "0.1.0"
