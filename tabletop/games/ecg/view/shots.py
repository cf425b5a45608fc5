"""ECG positions for screenshots and the frame benchmark: an Acción phase, a reaction awaited, full lines.

Each is reached by seeded random play (a fixed chooser that prefers putting cards into play
and maneuvering to ending the turn), so the pictures stay the same from run to run; the
full-lines table tops both sides up to 5 troops per line and 6 court cards from the decks.
"""
from __future__ import annotations

import random
from typing import Callable

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session

NAMES = ("Ana", "Bo")
LIMIT = 3000
BUSY_KINDS = ("train", "court", "general", "play", "clash", "charge", "ability", "line", "target", "react")


def game():
    """ECG's rules."""
    from tabletop.games.ecg.rules.game import GAME
    return GAME


def _session(seed: int, humans: int = 1) -> Session:
    seats = [Seat("human", NAMES[i]) if i < humans else Seat("bot", NAMES[i], "random") for i in range(2)]
    return Session(game(), seats, seed, autosave_path=None)


def play_until(session: Session, stop: Callable[[Session], bool], seed: int) -> bool:
    """Random play leaning towards building the table, until `stop` holds; False if the game ends first."""
    rnd = random.Random(seed)
    for _ in range(LIMIT):
        if session.is_over() or stop(session):
            return not session.is_over()
        session.play(str(_pick(session.legal_actions(), rnd)))
    return False


def _pick(legal: list, rnd: random.Random):
    """Draw as many as allowed; else mostly put cards into play and maneuver, sometimes anything but cancel."""
    draws = [a for a in legal if a.kind == "draw"]
    if draws:
        return max(draws, key=lambda a: a.args[0])
    busy = [a for a in legal if a.kind in BUSY_KINDS]
    pool = busy if busy and rnd.random() < 0.8 else [a for a in legal if a.kind != "cancel"] or legal
    return pool[rnd.randrange(len(pool))]


def _state(session: Session):
    return session.full_state_unsafe_for_bots()


def _troops(state) -> int:
    return sum(len(line) for data in state.seats for line in data["lines"].values())


def action_session(seed: int = 3) -> Session:
    """Ana (human) in her Acción phase of a later turn, troops on both sides."""
    session = _session(seed)

    def ready(s: Session) -> bool:
        state = _state(s)
        return (state.phase == "action" and s.to_move() == 0 and state.turn == 0 and not state.stack
                and state.pending is None and state.turn_number >= 7 and _troops(state) >= 4)
    if not play_until(session, ready, seed):
        session = _session(seed)
        play_until(session, lambda s: s.to_move() == 0 and _state(s).phase == "action", seed)
    return session


def reaction_session(seed: int = 3) -> Session:
    """Ana (human) asked whether to react to what Bo just put on the stack."""
    for attempt in range(8):
        session = _session(seed + attempt)

        def ready(s: Session) -> bool:
            state = _state(s)
            return state.window == 0 and bool(state.stack) and state.stack[-1]["seat"] == 1 \
                and any(a.kind == "react" for a in s.legal_actions())
        if play_until(session, ready, seed + attempt):
            return session
    raise RuntimeError("no reaction window for Ana in eight seeded games")


def finished_session(seed: int = 3) -> Session:
    """A whole game played to its end."""
    session = _session(seed)
    play_until(session, lambda s: False, seed)
    return session


def full_lines_session(seed: int = 3) -> Session:
    """Ana's Acción phase with every line full (5 troops each, wounded and preparing) and full courts."""
    session = action_session(seed)
    state = _state(session)
    from tabletop.games.ecg.rules import lookup

    for seat, data in enumerate(state.seats):
        pool = [c for c in data["deck"] if lookup.card(c).kind == "troop"]
        for k, line in enumerate(("infantry", "support")):
            troops = data["lines"][line]
            while len(troops) < 5 and pool:
                card = pool.pop()
                data["deck"].remove(card)
                troops.append({"uid": state.take_uid(), "card": card, "wounds": (len(troops) + k) % 2,
                               "prep": (len(troops) + seat) % 3, "boost": 0, "moved": False})
        while len(data["court"]) < 6 and pool:
            card = pool.pop()
            data["deck"].remove(card)
            data["court"].append({"uid": state.take_uid(), "card": card, "used": len(data["court"]) % 2 == 1,
                                  "produces": [lookup.RESOURCES[data["kingdom"]]]})
    return session


def screenshots(app) -> list:
    """ECG's own shots for ui/shots.py: why a card does not glow, an Acción phase, a reaction awaited (the strip says
    what it answers), every line and court full; each (name, what puts it on `app`, frames to settle)."""
    from tabletop.ui.shots import show_table

    return [("table-ecg-why", lambda: _reason(app), 90),
            ("table-ecg-action", lambda: show_table(app, action_session()), 60),
            ("table-ecg-reaction", lambda: show_table(app, reaction_session()), 60),
            ("table-ecg-full", lambda: show_table(app, full_lines_session()), 60)]


def _reason(app) -> None:
    """The mouse on an own hand card that does not glow: the tip says why."""
    from tabletop.ui.shots import midgame_session, point_at, show_table

    for seed in range(11, 40, 3):  # the first mid-game position with an own card that does not glow
        table = show_table(app, midgame_session(game(), seed=seed))
        own = {ref for ref in table.game.own_refs(table.observation(), 0)} \
            if hasattr(table.game, "own_refs") else set()
        dark = [rect for rect, ref in table.view.hits
                if ref.startswith("hand:") and ref not in table.by_ref() and (not own or ref in own)]
        if dark:
            point_at(app, dark[0].center)
            return
