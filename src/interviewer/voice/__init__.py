"""Speech-to-text and text-to-speech interfaces; implementations live in plugins."""
