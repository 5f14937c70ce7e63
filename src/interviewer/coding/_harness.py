"""Runs inside the sandbox: import the candidate's module, hand it to the task's checker, report.

Copied into the sandbox's working directory as ``harness.py`` next to ``checker.py``,
``simkit.py``, ``solution.py`` and ``config.json``. The result (one JSON object) goes to the
file descriptor named by INTERVIEWER_RESULT_FD, so whatever the candidate prints never
corrupts it. Stdlib only.
"""

import importlib
import json
import os
import sys
import traceback

MAIN_PID = os.getpid()
HERE = os.path.dirname(os.path.abspath(__file__))


def emit(result):
    # A fork()ed child of the candidate's code must not report: only the original process does.
    if os.getpid() != MAIN_PID:
        os._exit(70)
    fd = int(os.environ.get("INTERVIEWER_RESULT_FD", "3"))
    data = json.dumps(result, default=str).encode("utf-8")
    try:
        os.write(fd, data)
    except OSError:
        pass
    sys.stdout.flush()
    sys.stderr.flush()
    # Deadlocked or spinning rank threads cannot be joined; leave without waiting for them.
    os._exit(0)


def install_socket_guard():
    import socket

    class NetworkBlocked(OSError):
        pass

    def blocked(*args, **kwargs):
        raise NetworkBlocked("network access is disabled in the sandbox")

    socket.socket.connect = blocked
    socket.socket.connect_ex = blocked
    socket.create_connection = blocked
    socket.getaddrinfo = blocked


def _where(exc):
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename.endswith("solution.py")]
    return f" (solution.py line {frames[-1].lineno})" if frames else ""


def classify(exc):
    """Status for an exception raised by the candidate's code."""
    text = f"{type(exc).__name__}: {exc}"
    if isinstance(exc, MemoryError):
        return "memory", "ran out of memory (MemoryError under the address-space limit)"
    if isinstance(exc, (BlockingIOError, RuntimeError)) and ("Resource temporarily unavailable" in text
                                                             or "can't start new thread" in text):
        return "crash", f"hit the process/thread limit: {text}"
    return "crash", f"{text}{_where(exc)}"


def main():
    sys.path.insert(0, HERE)
    with open(os.path.join(HERE, "config.json"), encoding="utf-8") as fh:
        config = json.load(fh)
    if os.environ.get("INTERVIEWER_SOCKET_GUARD"):
        install_socket_guard()
    try:
        checker = importlib.import_module("checker")
    except Exception as exc:  # noqa: BLE001 - a broken checker is our bug, reported as error
        emit({"status": "error", "summary": f"the task's checker failed to import: {type(exc).__name__}: {exc}"})
    try:
        solution = importlib.import_module("solution")
    except SyntaxError as exc:
        emit({"status": "error", "summary": f"your code does not parse: {exc.msg} (line {exc.lineno})",
              "failing_case": "import"})
    except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt count too
        traceback.print_exc()
        status, summary = classify(exc)
        emit({"status": status, "summary": f"importing your code failed: {summary}", "failing_case": "import"})
    entry = config.get("entrypoint", "")
    if not callable(getattr(solution, entry, None)):
        emit({"status": "error", "summary": f"your code does not define `{entry}` (the task's entry point)",
              "failing_case": "import"})
    try:
        result = checker.check(solution, config)
    except BaseException as exc:  # noqa: BLE001
        traceback.print_exc()
        status, summary = classify(exc)
        result = {"status": status, "summary": summary}
    emit(result)


if __name__ == "__main__":
    main()
