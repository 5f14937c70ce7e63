"""The judge: one transcript's dimensions scored — prompt, injection screen, evidence check, samples,
long transcripts in parts, the offline estimate, and the roll-up into a result (``flow``)."""
