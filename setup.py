"""Copies the top-level content folders into the wheel as ``interviewer/_content``.

The content lives at the repository's top level so that people can read and review it
like code; an installed copy still has to find it, so the build step carries it along.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

CONTENT_DIRS = ("personas", "rubrics", "scenarios", "tasks", "loops", "facts", "lexicon", "truths")


class BuildWithContent(build_py):
    def run(self):
        super().run()
        root = Path(__file__).parent
        target = Path(self.build_lib) / "interviewer" / "_content"
        for name in CONTENT_DIRS:
            src = root / name
            if src.is_dir():
                shutil.copytree(src, target / name, dirs_exist_ok=True,
                                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


setup(cmdclass={"build_py": BuildWithContent})
