"""The interview engine: agent loop, tools, assessment, follow-up policy, candidate simulator."""
