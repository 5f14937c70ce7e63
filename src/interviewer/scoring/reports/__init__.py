"""Reports: a score result rendered for people — views, Markdown, self-contained HTML, JSON/CSV, the input reader."""

from .html import render_html
from .markdown import render_markdown

__all__ = ["render_html", "render_markdown"]
