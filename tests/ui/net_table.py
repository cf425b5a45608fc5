"""Shared by the network table tests: join a host as the window does, and run frames until something happens."""
from __future__ import annotations

import time

from tabletop.net.remote_port import Joining, RemoteSeatPort

PATIENCE = 60.0  # seconds before a stuck exchange fails the test (never reached when it works)


def join(address: str, code: str) -> RemoteSeatPort:
    """Join as a client does (polling until seated)."""
    return Joining(address, code).wait(PATIENCE)


def frames_until(app, done, what: str, banners: list | None = None) -> None:
    """Run frames (update and draw) until `done()`, keeping the banners shown; fail after PATIENCE seconds."""
    deadline = time.monotonic() + PATIENCE
    while not done():
        assert time.monotonic() < deadline, f"waited too long for {what}"
        app.update(0.02)
        app.draw()
        flash = getattr(app.top, "flash", None)
        if banners is not None and flash and flash[0] and flash not in banners:
            banners.append(flash)
        time.sleep(0.005)


def recording_news(port: RemoteSeatPort) -> list:
    """Keep every change the port hands the table."""
    landed = []
    take = port.take_news

    def take_and_keep():
        news = take()
        if news is not None:
            landed.append(news)
        return news

    port.take_news = take_and_keep
    return landed
