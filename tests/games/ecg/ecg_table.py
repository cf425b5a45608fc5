"""A small card set of ECG's rules tests and a table builder: heroes, troops and cards in given places.

The cards are made here (not read from card_data) so that each test knows every number it
relies on. Use the `table` fixture: it puts the set in front of the real one while the test runs.
"""
from __future__ import annotations

import pytest

from tabletop.games.ecg.rules.abilities import Ability, parse_ability, parse_steps
from tabletop.games.ecg.rules.cards import Card
from tabletop.games.ecg.rules.lookup import KINGDOMS, use_cards
from tabletop.games.ecg.rules.game import GAME
from tabletop.games.ecg.rules.state import ACTION, EcgState
from tabletop.games.ecg.rules.turn import new_game


def _name(text: str) -> dict:
    return {"en": text, "es": text}


def _costs(amount: int) -> dict:
    return {k: amount for k in KINGDOMS}


def troop(cid: str, kingdom: str | None, strength: int, line: str = "infantry", cost: int = 1, prep: int = 0,
          titles=(), madness: int = 0, abilities: tuple = ()) -> Card:
    """A troop card."""
    return Card(cid, "troop", kingdom, _name(cid), strength=strength, cost=cost, copies=3, line=line,
                preparation=prep, titles=frozenset(titles), madness=madness, abilities=abilities)


def action(cid: str, effect: str, cost: int = 0, kind: str = "action", answers: str | None = None) -> Card:
    """An action (or reaction, spell) card whose effect is `effect`."""
    return Card(cid, kind, None, _name(cid), costs=_costs(cost), copies=3,
                abilities=(parse_ability(effect, "play", answers, False),))


CARDS = {c.id: c for c in (
    Card("hero_wolf", "hero", "lobo", _name("Wolf hero"), morale=20, renown=0, hand=5),
    Card("hero_lion", "hero", "leon", _name("Lion hero"), morale=20, renown=2, hand=5,
         abilities=(parse_ability("renown -2: draw 1", "hero"),)),
    Card("res_wolf", "resource", "lobo", _name("Ira")),
    Card("res_lion", "resource", "leon", _name("Disciplina")),
    troop("wolf4", "lobo", 4),
    troop("scout2", "lobo", 2),
    troop("wild3", "lobo", 3, titles=("salvaje",)),
    troop("mad2", "lobo", 2, titles=("locura",), madness=2),
    troop("either1", "lobo", 1, line="both"),
    troop("archer2", "lobo", 2, line="support"),
    troop("sage1", "lobo", 1, line="support", abilities=(parse_ability("[x1] renown +1", "court"),)),
    troop("striker2", "lobo", 2, abilities=(parse_ability("wound adjacent_enemy 1", "battle"),)),
    troop("crossbow2", "lobo", 2, line="support", abilities=(parse_ability("recovery: wound enemy_troop 1", "battle"),)),
    troop("alpha4", "lobo", 4, abilities=(parse_ability("prepare own_troop -1", "battle", "on_enter"),
                                          parse_ability("renown +2", "battle", "on_win"))),
    troop("rallier3", "lobo", 3, abilities=(parse_ability("strength own_line +1", "battle", "on_enter"),)),
    troop("martyr1", "leon", 1, abilities=(parse_ability("draw 1", "battle", "on_destroyed"),)),
    troop("avenger1", "leon", 1, abilities=(parse_ability("morale -3 opponent", "battle", "on_destroyed"),)),
    troop("bomber1", "leon", 1, abilities=(parse_ability("wound enemy_troop 3", "battle", "on_destroyed"),)),
    troop("looper5", "leon", 5, abilities=(parse_ability("heal self 1; wound self 1", "battle", "on_wounded"),)),
    troop("guard3", "leon", 3),
    troop("bowman3", "leon", 3, line="support"),
    troop("pike5", "leon", 5),
    troop("hired2", None, 2, titles=("mercenario",)),
    troop("pilgrim2", "lobo", 2, titles=("devoto",)),
    troop("almoner2", None, 2, titles=("mercenario", "devoto")),
    Card("chief", "general", "lobo", _name("chief"), cost=1, copies=1, general_type="caudillo",
         abilities=(parse_ability("[x1] renown +1", "legacy"),)),
    action("bolt", "wound enemy_troop 2"),
    action("stumble", "wound enemy_troop 1; draw 1"),
    action("sermon", "draw 2; renown +1", cost=1),
    action("scorn", "renown -3 opponent"),
    action("rumour", "renown -3"),
    action("denial", "cancel", kind="reaction", answers="on_action"),
    action("hex", "madness +6"),
    action("banish", "exile enemy_troop"),
    action("smite", "destroy enemy_troop"),
    action("mend", "heal own_troop 2"),
    action("spark", "wound enemy_troop 1", kind="spell"),
    action("peek", "look_discard"),
    Card("banner", "legacy", None, _name("banner"), costs=_costs(1), copies=1,
         abilities=(parse_ability("[x1] renown +1", "legacy"),)),
    action("unweave", "cancel", kind="reaction", answers="on_spell"),
    action("study", "draw 1; renown +1"),
    action("gleaner", "recall 1"),
    action("barter", "discard 1: wound enemy_troop 1"),
    Card("prayer", "blessing", None, _name("Prayer"), costs=_costs(0), copies=4,
         prayer=tuple(Ability("legacy", cost=parse_steps(text)) for text in
                      ("madness +1", "renown -1", "discard 1", "madness +1"))),
)}


def wolf_deck() -> dict:
    """A 40-card Wolf deck of plain troops."""
    cards = ["wolf4"] * 10 + ["scout2"] * 10 + ["wild3"] * 10 + ["either1"] * 10
    return {"hero": "hero_wolf", "resource": "res_wolf", "cards": cards, "name": "wolf"}


def lion_deck() -> dict:
    """A 40-card Lion deck of plain troops."""
    cards = ["guard3"] * 20 + ["bowman3"] * 20
    return {"hero": "hero_lion", "resource": "res_lion", "cards": cards, "name": "lion"}


def new_table(seed: int = 1) -> EcgState:
    """A game just set up (seat 1, the Lion, has more Renown and chooses who starts)."""
    state, _events = new_game([wolf_deck(), lion_deck()], seed, 0)
    return state


def action_table(seed: int = 1) -> EcgState:
    """Seat 0's Acción phase on turn 1, hands emptied back into the decks (tests give the cards)."""
    state = new_table(seed)
    for data in state.seats:
        data["deck"] += data["hand"]
        data["hand"] = []
    state.phase, state.turn, state.turn_number = ACTION, 0, 1
    return state


def give(state: EcgState, seat: int, *cards: str) -> None:
    """Put `cards` in `seat`'s hand, taking them from its deck when they are there."""
    for card in cards:
        _taken(state, seat, card)["hand"].append(card)


def _taken(state: EcgState, seat: int, card: str) -> dict:
    """`seat`'s data, `card` taken out of its deck (or added to its cards when the deck has none)."""
    data = state.seats[seat]
    if card in data["deck"]:
        data["deck"].remove(card)
    else:
        data["cards"] = sorted(data["cards"] + [card])
    return data


def field(state: EcgState, seat: int, card: str, line: str = "infantry", prep: int = 0, wounds: int = 0) -> int:
    """Put a troop `card` straight into `seat`'s `line` (ready unless `prep`); its uid."""
    data = _taken(state, seat, card)
    uid = state.take_uid()
    data["lines"][line].append({"uid": uid, "card": card, "wounds": wounds, "prep": prep, "boost": 0,
                                "moved": False})
    return uid


def court(state: EcgState, seat: int, card: str, used: bool = False) -> int:
    """Put `card` straight into `seat`'s court; its uid."""
    from tabletop.games.ecg.rules.economy import produces
    data = _taken(state, seat, card)
    uid = state.take_uid()
    data["court"].append({"uid": uid, "card": card, "used": used, "produces": produces(card, data["kingdom"])})
    return uid


@pytest.fixture
def cards():
    """The test card set in front of the real one for the test's duration."""
    with use_cards(CARDS):
        yield CARDS


def do(state: EcgState, *texts: str) -> list:
    """Apply each canonical action string in turn (each must be legal); all the events."""
    events = []
    for text in texts:
        events += GAME.apply(state, GAME.parse_action(state, text))
    return events


def legal(state: EcgState) -> list[str]:
    """The legal actions as strings."""
    return [str(a) for a in GAME.legal_actions(state)]
