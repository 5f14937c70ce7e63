"""Plain-text helpers shared by every layer (content, calc, interview, scoring, voice): no domain logic."""
