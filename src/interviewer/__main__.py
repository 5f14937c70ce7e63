"""`python -m interviewer …`: the same entry point as the `interviewer` command."""

import sys

from .cli.main import main

if __name__ == "__main__":
    sys.exit(main())
