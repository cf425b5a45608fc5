"""Invocación positions for screenshots and the frame benchmark: a preparation, a reaction, four full areas.

Each is reached by seeded random play (a fixed chooser, not a bot), so the pictures stay
the same from run to run; the full-areas table tops every area up from the Portal.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Callable

from tabletop.engine.seats import Seat
from tabletop.engine.session import Session

NAMES = ("Ana", "Bo", "Cai", "Dee")
LIMIT = 4000
#: cards the chooser puts down in one pass of Preparación at most (else the log fills with "places or moves")
PLACINGS_PER_PASS = 3


def game():
    """Invocación's rules."""
    from tabletop.games.invocacion.rules.game import GAME
    return GAME


def _session(seats: int, seed: int, humans: int = 1) -> Session:
    table = [Seat("human", NAMES[i]) if i < humans else Seat("bot", NAMES[i], "random") for i in range(seats)]
    return Session(game(), table, seed, autosave_path=None)


def _ask(state) -> dict:
    combat = getattr(state, "combat", None)
    return (combat or {}).get("ask") or {}


def play_until(session: Session, stop: Callable[[Session], bool], seed: int) -> bool:
    """Random play that arranges areas (a few cards a pass, seldom withdrawing) until `stop` holds; False if never."""
    rnd = random.Random(seed)
    placed: Counter = Counter()  # cards put down per (seat, round, pass): a few, as a player would
    for _ in range(LIMIT):
        if session.is_over():
            return False
        if stop(session):
            return True
        legal = session.legal_actions()
        state = session.full_state_unsafe_for_bots()
        if state.phase == "prepare":
            this_pass = (session.to_move(), state.round, state.pass_number)
            if placed[this_pass] >= PLACINGS_PER_PASS:  # enough: end the pass, or put down the Invocación it lacks
                legal = ([a for a in legal if a.kind not in ("pick", "to", "cancel")]
                         or [a for a in legal if str(a) == "to invocation"] or legal)
            arrange = [a for a in legal if a.kind in ("pick", "to")]
            pool = arrange if arrange and rnd.random() < 0.85 else legal
            action = pool[rnd.randrange(len(pool))]
            placed[this_pass] += action.kind == "to"
            session.play(str(action))
            continue
        active = [a for a in legal if a.kind not in ("withdraw", "pass")]
        pool = active if active and rnd.random() < 0.55 else [a for a in legal if a.kind != "withdraw"] or legal
        session.play(str(pool[rnd.randrange(len(pool))]))
    return False


def preparation_session(seed: int = 5) -> Session:
    """Three seats, Ana (human) arranging her area in the second pass of a later round."""
    session = _session(3, seed)

    def ready(s: Session) -> bool:
        state = s.full_state_unsafe_for_bots()
        return (state.phase == "prepare" and s.to_move() == 0 and state.round >= 2 and state.pass_number >= 2
                and state.choice is None and len(state.area(0).conjuros) >= 2)
    if not play_until(session, ready, seed):
        session = _session(3, seed)
        play_until(session, lambda s: s.to_move() == 0 and s.full_state_unsafe_for_bots().phase == "prepare", seed)
    return session


def reaction_session(seed: int = 5) -> Session:
    """Three seats in combat, Ana (human) asked to respond to an action waiting to resolve."""
    for attempt in range(6):
        session = _session(3, seed + attempt)

        def ready(s: Session) -> bool:
            state = s.full_state_unsafe_for_bots()
            ask = _ask(state)
            return ask.get("kind") == "react" and ask.get("seat") == 0 and bool(state.combat.get("pending")) \
                and len(state.board.invoking()) == 3
        if play_until(session, ready, seed + attempt):
            return session
    raise RuntimeError("no reaction to Ana's seat found in six seeded games")


def finished_session(seed: int = 5) -> Session:
    """A whole three-seat game played to its end."""
    session = _session(3, seed)
    play_until(session, lambda s: False, seed)
    return session


def full_areas_session(seed: int = 1) -> Session:
    """Four seats in combat with every area full: Maná, 5 Conjuros, 3 Apoyos, trophies (the frame benchmark)."""
    from tabletop.games.invocacion.rules.zones import MAX_APOYOS, MAX_CONJUROS, Slot

    session = _session(4, seed)
    in_combat = play_until(session, lambda s: _ask(s.full_state_unsafe_for_bots()).get("kind") == "act"
                           and s.to_move() == 0, seed)
    if not in_combat:
        session = _session(4, seed)
        play_until(session, lambda s: s.to_move() == 0 and s.full_state_unsafe_for_bots().phase == "prepare", seed)
    state = session.full_state_unsafe_for_bots()
    pile = state.portal
    for area in state.board.areas:
        while len(area.conjuros) < MAX_CONJUROS and pile:
            area.conjuros.append(Slot(pile.pop(), face_up=len(area.conjuros) % 2 == 1 and in_combat))
        while len(area.apoyos) < MAX_APOYOS and pile:
            area.apoyos.append(Slot(pile.pop()))
        while len(area.mana) < 4 and pile:
            area.mana.append(pile.pop())
        while len(area.trophies) < 2 and pile:
            area.trophies.append(pile.pop())
    return session


#: the seats' names at a table of up to eight players
CROWD = ("Ana", "Bo", "Cai", "Dee", "Eli", "Flo", "Gus", "Hal")


def table_session(seats: int, late: bool, seed: int = 1) -> Session:
    """`seats` players (two to four: the plain game; five to eight: Armagedón), Ana (human) to move: early,
    arranging her area in the first Preparación with her hand full; `late`, in a combat with every playing area
    topped up from the Portal (Maná, five Conjuros, three Apoyos, trophies; every other card face up; six cards in
    Ana's hand), the table at its fullest."""
    table = [Seat("human", CROWD[0])] + [Seat("bot", CROWD[i], "random") for i in range(1, seats)]
    session = Session(game(), table, seed, {"armageddon": True} if seats >= 5 else {}, autosave_path=None)
    if not late:
        play_until(session, lambda s: s.to_move() == 0 and s.full_state_unsafe_for_bots().phase == "prepare"
                   and s.full_state_unsafe_for_bots().pass_number >= 2, seed)
        return session
    play_until(session, lambda s: _ask(s.full_state_unsafe_for_bots()).get("kind") == "act" and s.to_move() == 0,
               seed)
    _top_up(session.full_state_unsafe_for_bots(), referee=seats >= 5)
    return session


def armageddon_session(seats: int, late: bool, seed: int = 1) -> Session:
    """Armagedón with `seats` players (5 to 8): `table_session`'s crowded tables."""
    assert seats >= 5, "Armagedón is for five to eight players"
    return table_session(seats, late, seed)


def _top_up(state, referee: bool) -> None:
    """Fill every playing area (`referee`: all but the refereeing Guardián's) from the Portal, a card at a time
    round the table (Conjuros and Apoyos first, then trophies, then Maná, while the Portal lasts)."""
    from tabletop.games.invocacion.rules.zones import MAX_APOYOS, MAX_CONJUROS, Slot

    pile = state.portal
    areas = [a for a in state.board.areas if not (referee and a.seat == state.guardian)]
    viewer = state.area(0)
    while len(viewer.hand) < 6 and pile:
        viewer.hand.append(pile.pop())
    wanted = (("conjuros", MAX_CONJUROS), ("apoyos", MAX_APOYOS), ("trophies", 2), ("mana", 4))
    for zone, most in wanted:
        for _ in range(most):
            for area in areas:
                cards = getattr(area, zone)
                if len(cards) < most and pile:
                    card = pile.pop()
                    cards.append(Slot(card, face_up=len(cards) % 2 == 1) if zone in ("conjuros", "apoyos") else card)


def screenshots(app) -> list:
    """Invocación's own shots for ui/shots.py: a preparation behind the curtain, a combat with a reaction awaited,
    Armagedón late with eight players, a game's results, a hand card zoomed, the icon legend and the deck editor;
    each (name, what puts it on `app`, frames to settle)."""
    from tabletop.ui.shots import show_results, show_table

    return [("table-invocacion-preparation", lambda: show_table(app, preparation_session()), 60),
            ("table-invocacion-reaction", lambda: show_table(app, reaction_session()), 60),
            ("table-invocacion-armageddon-8p", lambda: show_table(app, armageddon_session(8, late=True)), 60),
            ("results-invocacion", lambda: show_results(app, finished_session()), 45),
            ("table-invocacion-zoom", lambda: _zoomed(app), 60),
            ("legend-invocacion", lambda: _legend(app), 30),
            ("decks", lambda: _deck_editor(app), 60)]


def _zoomed(app) -> None:
    """A hand card zoomed (right-click)."""
    from tabletop.ui.shots import midgame_session, point_at, show_table

    table = show_table(app, midgame_session(game()))
    hand = [rect for rect, ref in table.view.hits if ref.startswith("hand:")]
    if hand:
        point_at(app, hand[0].center, button=3)


def _legend(app) -> None:
    """The icon legend (L) over the table."""
    import pygame

    from tabletop.ui.shots import midgame_session, show_table

    show_table(app, midgame_session(game()))
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))


def _deck_editor(app) -> None:
    """The deck editor on a ready-made deck, filtered to cheap cards, one card hovered."""
    from tabletop.ui.scenes.deck_editor import DeckEditorScene
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.shots import settle

    editor = DeckEditorScene(app, "invocacion")
    app.reset_to(MenuScene(app), editor)
    editor.open(editor.editing.rules.ready_dir / "borderlands.txt")
    editor.editing.remove("ember_hound")
    editor.editing.add("thunder_roc")
    editor.filter_box.set_text("cost<=1")
    editor.query = "cost<=1"
    editor.apply_filter()
    settle(app, 20)
    if editor.grid.ids:
        editor.mouse_move(editor.grid.cell(1).center)
        editor.hover_since = -10
