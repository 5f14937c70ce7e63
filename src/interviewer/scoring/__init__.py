"""Rubric judge, evidence verification, roll-up, batch runner and reports."""
