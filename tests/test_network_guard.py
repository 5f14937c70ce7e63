import socket

import pytest

from interviewer.testing.network import NetworkBlocked


def test_outbound_connection_fails_loudly():
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    with pytest.raises(NetworkBlocked):
        s.connect(("93.184.216.34", 443))
    s.close()


def test_name_resolution_of_public_hosts_fails_loudly():
    with pytest.raises(NetworkBlocked):
        socket.getaddrinfo("api.openai.com", 443)


def test_loopback_is_allowed():
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    client = socket.socket()
    client.connect(server.getsockname())
    client.close()
    server.close()
