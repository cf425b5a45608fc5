"""A recorder of every string the app's fonts render (what the player sees), for table tests."""
from __future__ import annotations


class Shown:
    """Every string the app's fonts render, recorded in `strings`."""

    def __init__(self, app):
        self.strings: list[str] = []
        inner = app.fonts.text

        def text(value, *args, **kwargs):
            self.strings.append(str(value))
            return inner(value, *args, **kwargs)

        app.fonts.text = text

    def joined(self) -> str:
        """The strings shown, one line."""
        return " ".join(self.strings)
