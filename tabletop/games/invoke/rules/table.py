"""What an invocation meets on the table: mages around it, Power Gems, the Aether, walls, items, creatures.

Seats are listed clockwise; play passes to the left, so the mage on your left is the next
one in the list and "Move Left" counts forward. Walls follow the seed: up to 3 points of
one element; an attacking element of the same kind is blocked whole, its opposite is
absorbed point for point by its element cards, last laid first, and each element card that
absorbs anything is spent (interpretation 14); the other pair passes untouched. Spent cards
stay on the wall, marked as spent, until the end of play, when they leave for the discards
with their modifiers and a wall left without element cards crumbles (interpretation 13);
option `walls_at_resolution` sends them off, and crumbles the wall, as the strike resolves.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.games.invoke.rules.cards import OPPOSITE, deck
from tabletop.games.invoke.rules.language import WALL_POINTS, Illegal, Strike

AETHER = "aether"


@dataclass
class Wall:
    """A shield wall: its owner, what it guards, its element and the points of each element card on it."""

    owner: int
    element: str
    slots: list[int]  # points of each element card (with its modifiers), in the order they were laid
    guards: str = "gems"  # gems | aether | item | creature
    creature: str | None = None  # the guarded creature's card id
    cards: list = field(default_factory=list)  # the cards it was built with (discarded when it crumbles)
    spent: list = field(default_factory=list)  # spent element cards (and their modifiers) leaving at the end of play

    @property
    def points(self) -> int:
        """The points the wall holds."""
        return sum(self.slots)

    def meet(self, strike: Strike) -> tuple[int, list]:
        """One attacking element meets the wall: (the power that gets through, the element cards it spent).

        A wall whose points are all used up this turn stands inert until the end of play: it blocks nothing."""
        if not self.slots:
            return strike.power, []
        if strike.element == self.element:
            return 0, []
        if strike.element != OPPOSITE[self.element]:
            return strike.power, []
        return self.absorb(strike.power)

    def absorb(self, power: int) -> tuple[int, list]:
        """The wall absorbs `power` opposite points, last card first: (what is left over, the cards spent).

        Each element card that absorbs a point is spent ("one Fire element will destroy one
        Water Element"): it leaves the wall with its modifiers, even if it had points to spare."""
        spent: list = []
        while power and self.slots:
            power -= min(power, self.slots.pop())
            spent += self._last_element_cards()
        return power, spent

    def lose(self, points: int) -> list:
        """The wall loses `points` one at a time from its last card (a chaos card's wear); returns the cards left empty."""
        spent: list = []
        for _ in range(points):
            if self.slots:
                self.slots[-1] -= 1
            if self.slots and not self.slots[-1]:
                self.slots.pop()
                spent += self._last_element_cards()
        return spent

    def _last_element_cards(self) -> list:
        """Take the last element card laid (and the modifiers on it) off the wall's cards."""
        elements = [k for k, c in enumerate(self.cards) if c in deck().cards and deck()[c].word == "element"]
        if not elements:
            return []
        taken = self.cards[elements[-1]:]
        del self.cards[elements[-1]:]
        return taken


@dataclass
class Table:
    """The public table an invocation is read against."""

    seats: list[int]  # mages still in the game, clockwise
    names: dict[int, str]
    gems: dict[int, int]
    aether: int
    walls: list[Wall] = field(default_factory=list)
    items: dict[int, str] = field(default_factory=dict)  # seat -> its one magical item (card id)
    creatures: dict[int, list[str]] = field(default_factory=dict)  # seat -> creature card ids
    established: dict[int, list[tuple]] = field(default_factory=dict)  # seat -> delayed/sustained card ids
    pending: dict = field(default_factory=dict)  # seat or AETHER -> gems to destroy at the end of the turn
    crumbled: list = field(default_factory=list)  # walls that crumbled (their cards go to the discards)
    spent: list = field(default_factory=list)  # element cards walls spent (they go to the discards)
    reports: list = field(default_factory=list)  # (message key, params): what each effect did, for the log
    walls_at_resolution: bool = False  # the option: spent cards leave and walls crumble as a strike resolves

    def left_of(self, seat: int, spaces: int) -> int:
        """The mage `spaces` places to the left of `seat` (negative: to the right)."""
        index = self.seats.index(seat)
        return self.seats[(index + spaces) % len(self.seats)]

    def wall_of(self, owner, guards: str = "gems", creature: str | None = None) -> Wall | None:
        """The standing wall guarding a mage's gems, item or creature, or the Aether (owner AETHER).

        A wall whose points are used up waits inert for the end of play: it guards nothing any more."""
        for wall in self.walls:
            if not wall.slots:
                continue
            if guards == "aether" and wall.guards == "aether":
                return wall
            if wall.owner == owner and wall.guards == guards and wall.creature == creature:
                return wall
        return None

    def strike(self, wall: Wall | None, strikes) -> int:
        """The strikes meet `wall` (if any) one by one; returns the power that gets through in all."""
        through = 0
        for strike in strikes:
            if wall is None:
                through += strike.power
                continue
            before = wall.points
            passed, spent = wall.meet(strike)
            through += passed
            self.spend(wall, spent)
            self.reports.append(_meeting(wall, strike, before, passed, spent, self.walls_at_resolution))
        return through

    def spend(self, wall: Wall, spent: list) -> None:
        """Spent element cards stay on the wall until the end of play (the option: they leave, and a wall
        left with none crumbles, at once)."""
        if not self.walls_at_resolution:
            wall.spent += spent
            return
        self.spent += spent
        if not wall.slots and wall in self.walls:
            self.walls.remove(wall)  # no ghost rounds for walls: it crumbles at once
            self.crumbled.append(wall)
            self.reports.append(("wall.crumbled", wall_params(wall)))

    def report(self, key: str, **params) -> None:
        """Note what an effect did, for the log (the rules turn these into events)."""
        self.reports.append((key, params))

    def established_elements(self, seat: int) -> set[str]:
        """The elements among a mage's established invocations (walls, delayed and sustained ones)."""
        elements = {w.element for w in self.walls if w.owner == seat and w.slots}
        for cards in self.established.get(seat, []):
            elements |= {deck()[c].element for c in cards if deck()[c].word == "element"}
        return elements


def wall_params(wall: Wall) -> dict:
    """The data that names a wall in the log: whose, before what, of which element."""
    return {"wall_owner": wall.owner, "guards": wall.guards, "element": wall.element}


def _meeting(wall: Wall, strike: Strike, before: int, passed: int, spent: list,
             at_once: bool) -> tuple[str, dict]:
    """The log's report of one element meeting a wall: blocked, absorbed (and what it cost), or passing."""
    params = {**wall_params(wall), "points": before, "attack": strike.element, "power": strike.power}
    if strike.element == wall.element and before:  # a wall with no points left blocks nothing
        return "wall.blocked", params
    if strike.element != OPPOSITE[wall.element] or not before:
        return "wall.passed", params
    return "wall.absorbed" if at_once else "wall.absorbed_later", \
        {**params, "absorbed": strike.power - passed, "lost": before - wall.points, "cards": list(spent)}


def settle(walls: list[Wall]) -> tuple[list[tuple[Wall, list]], list[Wall]]:
    """The end of play: each wall's spent cards leave it, and walls left without points crumble.

    Returns ((wall, the cards that left it) for each wall that had spent cards, the walls that crumbled);
    the crumbled walls are taken out of `walls`."""
    left = []
    for wall in walls:
        if wall.spent:
            left.append((wall, wall.spent))
            wall.spent = []
    crumbled = [wall for wall in walls if not wall.slots]
    for wall in crumbled:
        walls.remove(wall)
    return left, crumbled


def check_new_elements(table: Table, seat: int, elements: set[str], creature_element: str | None = None) -> None:
    """Raise Illegal when new established elements would oppose the mage's own (or the guarded creature)."""
    mine = table.established_elements(seat)
    for element in sorted(elements):  # a set: sorted, so every process names the same element
        if OPPOSITE[element] in mine:
            raise Illegal("illegal.opposes_established", element=element, other=OPPOSITE[element])
        if creature_element is not None and OPPOSITE[element] == creature_element:
            raise Illegal("illegal.opposes_creature", element=element)


def repair(table: Table, wall: Wall, seat: int, cards, turn_start: bool) -> None:
    """Add element cards and modifiers to a standing wall: its owner only, at the start of their turn."""
    if not turn_start or seat != wall.owner:
        raise Illegal("illegal.repair_when")
    if wall not in table.walls or not wall.slots:  # crumbled, or crumbling at the end of play
        raise Illegal("illegal.repair_crumbled")
    slots = list(wall.slots)
    for card in cards:
        if card.word == "element" and card.element == wall.element:
            slots.append(1)
        elif card.word == "power" and slots:
            slots[-1] += card.value
        else:
            raise Illegal("illegal.repair_what", card=card.id, element=wall.element)
    if any(points < 1 for points in slots):
        raise Illegal("illegal.too_weak", card=cards[-1].id)
    if sum(slots) > WALL_POINTS:
        raise Illegal("illegal.wall_points", points=sum(slots))
    wall.slots = slots
