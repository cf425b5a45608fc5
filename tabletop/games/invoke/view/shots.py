"""Invoke positions for screenshots: an invocation being built with its preview, a haste answer awaited, ten mages.

Each is reached by seeded random play (a fixed chooser that likes laying cards down, until it
has to take an invocation back: then it stops laying cards for that turn, so the log does not
fill with "lays down Air. / takes the invocation back."), so the pictures stay the same from
run to run.
"""
from __future__ import annotations

import random
from typing import Callable

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session

NAMES = ("Ana", "Bea", "Carl", "Dan", "Eva", "Fin", "Gus", "Hal", "Ines", "Jon")
LIMIT = 6000


def _session(seats: int, seed: int, humans: int = 1) -> Session:
    from tabletop.games.invoke.rules.game import GAME
    table = [Seat("human", NAMES[i]) if i < humans else Seat("bot", NAMES[i], "random") for i in range(seats)]
    return Session(GAME, table, seed, autosave_path=None)


def play_until(session: Session, stop: Callable[[object], bool], seed: int) -> bool:
    """Random play that prefers laying cards down and casting until `stop(state)` holds; False if never."""
    rnd = random.Random(seed)
    gave_up: set = set()  # (mage, turn) that took an invocation back: it lays no more cards that turn
    for _ in range(LIMIT):
        if session.is_over():
            return False
        state = session.full_state_unsafe_for_bots()
        if stop(state):
            return True
        legal = [a for a in session.legal_actions() if a.kind != "clear"] or session.legal_actions()
        this_turn = (state.to_move(), state.turn, tuple(state.turns))
        if this_turn in gave_up:
            legal = [a for a in legal if a.kind != "add"] or legal
        if state.phase == "answer" and not state.building and rnd.random() < 0.9:
            legal = [a for a in legal if a.kind == "pass"] or legal
        eager = [a for a in legal if a.kind in ("cast", "aim", "mage", "wand")]
        adding = [a for a in legal if a.kind == "add"]
        pool = eager if eager and rnd.random() < 0.8 else (adding if adding and rnd.random() < 0.85 else legal)
        action = pool[rnd.randrange(len(pool))]
        if action.kind == "clear":
            gave_up.add(this_turn)
        session.play(str(action))
    return False


def _found(seats: int, seed: int, stop: Callable[[object], bool], tries: int = 8) -> Session:
    for attempt in range(tries):
        session = _session(seats, seed + attempt)
        if play_until(session, stop, seed + attempt):
            return session
    raise RuntimeError("no such Invoke position in the seeded games")


def _attack_on_the_way(state) -> bool:
    from tabletop.games.invoke.rules.cards import deck
    from tabletop.games.invoke.rules.language import Illegal, read
    building = state.building
    if state.phase != "build" or state.turn != 0 or not building or len(building["cards"]) < 2:
        return False
    try:
        plan = read([deck()[c] for c in building["cards"]], partial=True)
    except Illegal:
        return False
    return plan.form == "attack" and plan.move is not None and plan.move != "invoke" and len(plan.strikes) >= 1


def building_session(seed: int = 3) -> Session:
    """Five mages; Ana (human) halfway through an attack: cards glow, the preview names whom it strikes."""
    return _found(5, seed, _attack_on_the_way)


def answer_session(seed: int = 3) -> Session:
    """Four mages; Bea's invocation is on the table and Ana (human) may answer with haste."""
    return _found(4, seed, lambda s: s.phase == "answer" and s.asking and s.asking[0] == 0 and s.current
                  and s.current["seat"] != 0 and s.turns[0] >= 2)


def ten_mages_session(seed: int = 3) -> Session:
    """Ten mages a round or two in, Ana (human) to build."""
    return _found(10, seed, lambda s: s.phase == "build" and s.turn == 0 and not s.building
                  and sum(s.turns) >= 12, tries=4)


#: each mage's element on the busiest table, and the creature of that element
_ELEMENTS = ("fire", "water", "air", "earth")
_CREATURES = {"fire": "imp", "water": "mermaid", "air": "sylph", "earth": "golem"}


def busiest_session(seed: int = 111) -> Session:
    """Ten mages with everything in play, Ana (human) asked to answer (the frame benchmark)."""
    session = _found(10, seed, lambda s: s.phase == "answer" and s.asking[:1] == [0] and s.current is not None
                     and s.current["seat"] != 0 and sum(s.turns) >= 10, tries=4)
    return _fill_the_table(session)


def crowded_session(seats: int, seed: int = 10) -> Session:
    """`seats` mages a round or two in with everything in play, Ana (human) to build (the crowded panels)."""
    session = _found(seats, seed, lambda s: s.phase == "build" and s.turn == 0 and not s.building
                     and sum(s.turns) >= seats, tries=12)
    return _fill_the_table(session)


def _fill_the_table(session: Session) -> Session:
    """Give every mage still in play everything at once, as far as the piles allow; returns `session`.

    Every mage gets a two-point wall, an established (Delayed) invocation and, while the
    deck has them, a magical item holding cards and a creature of the wall's element; the
    cards come from the piles, so the position stays a legal one.
    """
    from tabletop.games.invoke.rules.state import aim_to_dict
    from tabletop.games.invoke.rules.interpret import Aim
    from tabletop.games.invoke.rules.table import Wall

    state = session.full_state_unsafe_for_bots()
    for seat in state.alive():
        element = _ELEMENTS[seat % len(_ELEMENTS)]
        if _take_all(state, "build_wall", element, element):
            state.walls.append(Wall(seat, element, [1, 1], cards=["build_wall", element, element]))
        if _take_all(state, "delay", "move_left", element):
            state.established.append({"owner": seat, "cards": ["delay", "move_left", element],
                                      "aim": aim_to_dict(Aim()), "due": [[state.turns[seat] + 1, 0]], "adjust": 0})
        item = "tome" if seat % 2 else "wand"
        if state.items[seat] is None and _take_all(state, item, "plus_1", "haste"):
            state.items[seat] = {"card": item, "held": ["plus_1", "haste"], "face_up": seat % 4 == 0}
        creature = _CREATURES[element]
        if _take_all(state, creature, "minus_1"):
            state.creatures.append({"owner": seat, "card": creature, "held": ["minus_1"]})
    return session


def _take_all(state, *cards: str) -> bool:
    """Take these cards out of the piles or their discards (none if one is missing): True when all were there."""
    from collections import Counter

    from tabletop.games.invoke.rules.cards import deck
    wanted = Counter(cards)
    for card, count in wanted.items():
        name = deck()[card].deck
        if state.piles[name].count(card) + state.discards[name].count(card) < count:
            return False
    for card in cards:
        name = deck()[card].deck
        (state.piles[name] if card in state.piles[name] else state.discards[name]).remove(card)
    return True


def screenshots(app) -> list:
    """Invoke's own shots for ui/shots.py: an invocation being built with its preview, a haste answer awaited, ten
    mages round the table; each (name, what puts it on `app`, frames to settle)."""
    from tabletop.ui.shots import show_table

    return [("table-invoke-building", lambda: show_table(app, building_session()), 60),
            ("table-invoke-answer", lambda: show_table(app, answer_session()), 60),
            ("table-invoke-10p", lambda: show_table(app, ten_mages_session()), 60)]
