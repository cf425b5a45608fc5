"""Helpers for the invocation-language tests: cards in the seed's notation and a small table."""
from tabletop.games.invoke.rules.language import notation, read
from tabletop.games.invoke.rules.table import Table

NAMES = ("Ana", "Bea", "Carl", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon")


def make_table(mages: int = 5, gems: int = 5, aether: int = 3) -> Table:
    """Mages 0..n-1 clockwise (Ana, Bea, ...), each with `gems` Power Gems; Ana's left is Bea."""
    seats = list(range(mages))
    return Table(seats, {s: NAMES[s] for s in seats}, {s: gems for s in seats}, aether)


def plan_of(text: str):
    """The Plan of a sequence written as in the seed."""
    return read(notation(text))
