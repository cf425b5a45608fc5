"""Carrying a cast invocation out on a game state: what interpret.resolve does at the table,
plus what needs the rules' state (hands, items, creatures, established invocations, Delay
and Sustain) and where the invocation's cards go afterwards."""
from __future__ import annotations

from tabletop.engine.contract import Event
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.chaos import crumble
from tabletop.games.invoke.rules.interpret import Aim, Cast, adjust, creature_clash, destination, resolve, schedule
from tabletop.games.invoke.rules.language import WALL_POINTS, Plan, read
from tabletop.games.invoke.rules.state import InvokeState, aim_of, aim_to_dict, owe
from tabletop.games.invoke.rules.table import Table, wall_params

#: forms whose cards stay on the table after the invocation resolves
STAYING = ("wall", "manifest")


class Carrier:
    """Carries out the casts of one answer window on a state, and says what happened (events)."""

    def __init__(self, state: InvokeState, table: Table, cards_of: dict[int, dict]):
        self.state = state
        self.table = table
        self.cards_of = cards_of  # cast.tag -> the cast's dict (cards, wand)
        self.events: list[Event] = []

    def __call__(self, cast: Cast, table: Table, current_aim: Aim | None, cast_dict: dict | None = None) -> None:
        state, plan = self.state, cast.plan
        cast_dict = cast_dict or self.cards_of[cast.tag]
        cards = cast_dict["cards"]
        if plan.form not in STAYING and (plan.delay or plan.sustain):
            self._establish(cast, cards)
            return
        self.strike(cast, current_aim, repetition=0)
        if plan.form == "wall" and plan.strikes:
            state.walls[-1].cards = list(cards)
        elif plan.form == "manifest":
            self._manifest(cast, cards, cast_dict.get("face_up", False))
        else:
            state.discard(cards)
        cards_taken(cast_dict)

    def strike(self, cast: Cast, current_aim: Aim | None, repetition: int) -> None:
        """One strike of an invocation (its first, or a Delayed/Sustained repeat)."""
        state, plan, aim = self.state, cast.plan, cast.aim
        if isinstance(aim.owner, int) and state.out[aim.owner]:
            return  # a Delayed or Sustained invocation whose target mage has left the game
        if plan.form in ("attack", "wall") or (plan.target == "gem" and plan.form in ("destroy", "relocate")):
            resolve(plan, self.table, cast.seat, aim, current_aim, repetition)
            state.sync(self.table)
        elif plan.form == "relocate":
            self._relocate(plan, aim)
        elif plan.form == "discard":
            self._discard_from_hand(aim.owner, plan.count)
        elif plan.form == "destroy":
            self._destroy(plan, aim)
        elif plan.form == "adjust" and aim.wall is not None:
            self._adjust_wall(aim.wall, plan.adjust)
        elif plan.form == "adjust" and plan.target == "established" and aim.invocation < len(state.established):
            entry = state.established[aim.invocation]
            entry["adjust"] = entry.get("adjust", 0) + plan.adjust
        self._flush(cast.seat)

    def _flush(self, caster: int | None = None) -> None:
        """What the table noted about each effect (walls met, gems struck or moved) becomes log events; `caster`: the
        mage whose invocation struck (the log line is theirs, whoever moved last)."""
        who = {} if caster is None else {"caster": caster}
        self.events += [Event(key, {**params, **who}) for key, params in self.table.reports]
        self.table.reports.clear()

    def _establish(self, cast: Cast, cards: list[str]) -> None:
        state, seat, plan = self.state, cast.seat, cast.plan
        # out of turn, the mage's "next turn" is the one still to come: it ends when turns[seat] is what it is now
        base = state.turns[seat] - (0 if seat == state.turn else 1)
        walking = walks(state, plan)
        own = [(plan.delay, 0)] if walking else schedule(plan)
        dues = [[base + turns, repetition] for turns, repetition in own]
        now = [d for d in dues if d[0] == base]
        entry = {"owner": seat, "cards": list(cards), "aim": aim_to_dict(cast.aim),
                 "due": [d for d in dues if d not in now], "adjust": 0,
                 "walk": [[None, r] for r in range(1, plan.sustain + 1)] if walking else []}
        for _turn, repetition in now:
            self.strike(cast, None, repetition)
            pin_walk(state, entry)
        if strikes_left(entry):
            state.established.append(entry)
        else:
            state.discard(cards)
        cards.clear()

    def _manifest(self, cast: Cast, cards: list[str], face_up: bool) -> None:
        state, plan = self.state, cast.plan
        held = list(cards[1:])
        if plan.manifest.suit == "item":
            up = face_up if plan.manifest.word == "wand" else False  # a Tome's cards lie face down
            state.items[cast.seat] = {"card": plan.manifest.id, "held": held, "face_up": up}
        else:
            state.creatures.append({"owner": cast.seat, "card": plan.manifest.id, "held": held})

    def _relocate(self, plan: Plan, aim: Aim) -> None:
        state = self.state
        landing = destination(plan, self.table, aim)
        if landing is None or state.out[landing]:
            return  # a Delayed or Sustained relocation whose chosen mage has left the game
        if plan.target == "hand":
            owe(state, aim.owner, plan.count, landing)  # the targeted mage chooses which cards
        elif plan.target == "item" and state.items[aim.owner] and state.items[landing] is None:
            state.items[landing], state.items[aim.owner] = state.items[aim.owner], None
            self._drop_walls(aim.owner, "item", None)
            self.events.append(Event("moved.item", {"seat": aim.owner, "target": landing,
                                                    "card": state.items[landing]["card"]},
                                     reveals=True))  # everyone sees where; the new owner sees what the item keeps
        elif plan.target == "creature":
            self._relocate_creature(aim, landing)

    def _relocate_creature(self, aim: Aim, landing: int) -> None:
        """The creature goes to `landing`; if a creature of its opposite is there by now, to the discards."""
        state = self.state
        creature = next((c for c in state.creatures if c["owner"] == aim.owner and c["card"] == aim.creature), None)
        if creature is None:
            return
        self._drop_walls(aim.owner, "creature", aim.creature)
        if creature_clash(state.table(), creature["card"], landing):  # the table changed since it was cast
            state.creatures.remove(creature)
            state.discard([creature["card"], *creature["held"]])
            self.events.append(Event("discarded.creature", {"seat": aim.owner, "target": landing,
                                                            "card": creature["card"]}, reveals=True))
            return
        creature["owner"] = landing
        # everyone sees where it went; its new owner now sees what it holds
        self.events.append(Event("moved.creature", {"seat": aim.owner, "target": landing, "card": creature["card"]},
                                 reveals=True))

    def _discard_from_hand(self, seat: int, count: int) -> None:
        owe(self.state, seat, count, None)  # the targeted mage chooses which cards

    def _destroy(self, plan: Plan, aim: Aim) -> None:
        state, table = self.state, self.table
        if plan.target == "established":
            self._strike_established(plan, aim)
            return
        guards = plan.target
        through = table.strike(table.wall_of(aim.owner, guards, aim.creature), plan.strikes)
        state.sync(table)
        self._flush()
        if not through:
            return
        card = aim.creature
        if plan.target == "item" and state.items[aim.owner]:
            item = state.items[aim.owner]
            card = item["card"]
            state.discard([item["card"], *item["held"]])
            state.items[aim.owner] = None
        elif plan.target == "creature":
            for creature in list(state.creatures):
                if creature["owner"] == aim.owner and creature["card"] == aim.creature:
                    state.creatures.remove(creature)
                    state.discard([creature["card"], *creature["held"]])
                    break
        # what it kept goes face up to the discards
        self.events.append(Event(f"destroyed.{plan.target}", {"seat": aim.owner, "card": card}, reveals=True))
        self._drop_walls(aim.owner, guards, aim.creature)

    def _adjust_wall(self, index: int, change: int) -> None:
        """Target Established Invocation & ±n on a wall: its last card's points change (3 in all at most)."""
        if index >= len(self.state.walls):
            return  # it crumbled earlier in the same window
        wall = self.state.walls[index]
        before = wall.points
        if not before:
            return  # its points are used up: it waits, inert, for the end of play
        if change > 0:
            wall.slots[-1] += min(change, WALL_POINTS - wall.points)
            self.table.report("wall.strengthened", **wall_params(wall), points=before, gained=wall.points - before)
            return
        _left, spent = wall.absorb(-change)  # points taken as an opposite takes them: the cards hit are spent
        key = "wall.weakened" if self.table.walls_at_resolution else "wall.weakened_later"
        self.table.report(key, **wall_params(wall), points=before, lost=before - wall.points, cards=spent)
        self.table.spend(wall, spent)
        self.state.sync(self.table)

    def _strike_established(self, plan: Plan, aim: Aim) -> None:
        state = self.state
        if aim.wall is not None:  # elements meet the wall as they would before what it guards
            if aim.wall < len(state.walls):
                self.table.strike(state.walls[aim.wall], plan.strikes)
                state.sync(self.table)
            return
        if aim.invocation is None or aim.invocation >= len(state.established):
            return  # an earlier invocation of the same window already removed it
        entry = state.established[aim.invocation]
        if any(s.power for s in plan.strikes):
            state.established.remove(entry)
            state.discard(entry["cards"])

    def _drop_walls(self, owner, guards: str, creature: str | None) -> None:
        """A wall guarding what left its owner crumbles."""
        wall = self.table.wall_of(owner, guards, creature)
        if wall is not None:
            crumble(self.state, [wall])


def cards_taken(cast_dict: dict) -> None:
    """The cast's cards have gone where they go (discard, wall, item, creature, established)."""
    cast_dict["cards"] = []


def walks(state: InvokeState, plan: Plan) -> bool:
    """A Sustained Move Left/Right walks on at the end of the next mage's turn (interpretation 17), unless the
    option `sustain_own_turn` keeps every repeat for the invoker's own turns."""
    return plan.sustain > 0 and plan.move in ("move_left", "move_right") and not state.sustain_own_turn


def pin_walk(state: InvokeState, entry: dict) -> None:
    """The first strike of a walking invocation happened this turn: its repeats follow at the ends of the next turns."""
    now = sum(state.turns)  # the turn in progress, counted over the whole table
    entry["walk"] = [[now + r if when is None else when, r] for when, r in entry.get("walk", [])]


def strikes_left(entry: dict) -> int:
    """How many more times an established invocation will strike."""
    return len(entry["due"]) + len(entry.get("walk", []))


def resolve_due(state: InvokeState, seat: int) -> list[Event]:
    """At the end of `seat`'s turn: its Delayed and Sustained invocations due now strike, and any walking one."""
    carrier = Carrier(state, state.table(), {})
    now = sum(state.turns)
    for entry in list(state.established):
        owner = entry["owner"]
        due_now = [d for d in entry["due"] if owner == seat and d[0] == state.turns[seat]]
        walk_now = [w for w in entry.get("walk", []) if w[0] == now]
        if not due_now and not walk_now:
            continue
        plan = read_established(entry)
        for clock, when in [("due", d) for d in due_now] + [("walk", w) for w in walk_now]:
            carrier.strike(Cast(owner, plan, aim_of(entry["aim"])), None, when[1])
            entry[clock].remove(when)
            if clock == "due":
                pin_walk(state, entry)
        if not strikes_left(entry) and entry in state.established:
            state.established.remove(entry)
            state.discard(entry["cards"])
    return carrier.events


def read_established(entry: dict) -> Plan:
    """The plan of an established invocation, with the changes answers made to it."""
    plan = read([deck()[c] for c in entry["cards"]])
    return adjust(plan, entry["adjust"]) if entry.get("adjust") else plan

