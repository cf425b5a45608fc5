"""Precise exceptions of the engine."""


class TabletopError(Exception):
    """Base of every error tabletop reports to a user in plain words."""


class IllegalActionError(TabletopError, ValueError):
    """An action that is not legal in the current state."""


class OptionError(TabletopError, ValueError):
    """A game option name or value that the game does not accept."""


class SeatSpecError(TabletopError, ValueError):
    """A seat list that cannot be understood or does not fit the game."""


class RecordError(TabletopError, ValueError):
    """A save/record file that is damaged, foreign or does not replay."""


class UnknownGameError(TabletopError, KeyError):
    """A game id that is not registered."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown game"
