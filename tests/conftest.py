"""Shared test set-up: headless SDL and private data/config folders."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_user_dirs(tmp_path, monkeypatch):
    """Every test gets its own user data and config folders."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TABLETOP_CONFIG_DIR", str(tmp_path / "config"))


@pytest.fixture
def net_host():
    """Start hosts on 127.0.0.1 (a free port, no rate limit unless given): start(session, remote_seats, rate=None)
    returns (table, thread); every host started is stopped after the test, whatever happens."""
    from tabletop.net.server import HostedTable, HostThread

    threads = []

    def start(session, remote_seats, rate=None):
        table = HostedTable(session, remote_seats)
        thread = HostThread(table, rate=rate)
        thread.start()
        threads.append(thread)
        return table, thread

    yield start
    for thread in threads:
        thread.stop()
