"""A switch that makes any non-loopback connection fail loudly, for test suites.

Core and plugin test suites call ``block_network()`` from their conftest so that a test
which tries to reach a provider (or anything else off this machine) fails at once instead
of hanging or, worse, succeeding. Loopback stays open for servers a test starts itself.
"""

from __future__ import annotations

import ipaddress
import socket


class NetworkBlocked(RuntimeError):
    """A test tried to reach a non-loopback address."""


_real = {"connect": socket.socket.connect, "connect_ex": socket.socket.connect_ex,
         "getaddrinfo": socket.getaddrinfo}


def _is_local(address) -> bool:
    if isinstance(address, (str, bytes)):  # AF_UNIX path
        return True
    host = address[0] if isinstance(address, tuple) else address
    if host in ("localhost", "", None):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _connect(self, address):
    if not _is_local(address):
        raise NetworkBlocked(f"tests may not reach the network (tried {address!r})")
    return _real["connect"](self, address)


def _connect_ex(self, address):
    if not _is_local(address):
        raise NetworkBlocked(f"tests may not reach the network (tried {address!r})")
    return _real["connect_ex"](self, address)


def _getaddrinfo(host, *args, **kwargs):
    if host not in (None, "localhost") and not _is_local((host,)):
        raise NetworkBlocked(f"tests may not resolve or reach {host!r}")
    return _real["getaddrinfo"](host, *args, **kwargs)


def block_network() -> None:
    """Patch the socket module so only loopback and Unix sockets can connect. Idempotent."""
    socket.socket.connect = _connect  # type: ignore[method-assign]
    socket.socket.connect_ex = _connect_ex  # type: ignore[method-assign]
    socket.getaddrinfo = _getaddrinfo  # type: ignore[assignment]
