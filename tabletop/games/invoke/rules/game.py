"""Invoke under the engine contract: 2 to 10 mages, the turn flow of turn.py.

Its bots (random, easy, normal, hard) are in bot.py; see docs/bots.md. Rules version 3: answers
can be answered (option `answers_answered`) and mages who cannot answer are passed over (a
face-down wand's mage is always asked). Rules version 4 (issues 26 and 32): a wall's spent
element cards are discarded one by one, and the other seed clauses of docs/rules/invoke.md.
Rules version 5 (issue 26, interpretation 13): spent wall cards leave, and walls crumble, at the
end of play (option `walls_at_resolution`: as the strike resolves).
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from tabletop.engine.contract import Action, CardUse, Event, Game, GameInfo, Option, State, TurnMark
from tabletop.engine.errors import TabletopError
from tabletop.engine.rng import Rng
from tabletop.games.invoke.rules.balance import card_uses
from tabletop.games.invoke.rules import teach, turn
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.hand import HAND_LIMITS
from tabletop.games.invoke.rules.language import write
from tabletop.games.invoke.rules.messages import MESSAGES
from tabletop.games.invoke.rules.state import (AIM, ANSWER, BUILD, CHAOS, DECKS, DISCARD, DRAW, GIVE, HIDDEN, SETUP,
                                         InvokeState, map_hidden, state_from_dict, state_to_dict)

_PROMPTS = {SETUP: "prompt.draw", DRAW: "prompt.draw", BUILD: "prompt.build",
            AIM: "prompt.aim", CHAOS: "prompt.chaos", GIVE: "prompt.give", DISCARD: "prompt.discard"}


#: interpretation 26: may an answer itself be answered (a window of answers after each answer)?
ANSWERS_ANSWERED = Option(
    "answers_answered", True, (), {"en": "Answers can be answered", "es": "Las respuestas se pueden responder"},
    {"en": "After each answer the other mages may answer it with haste, as after any invocation.",
     "es": "Tras cada respuesta los demás magos pueden responderla con prisa, como tras cualquier invocación."})


#: interpretation 17: does a Sustained move walk on at the invoker's next turn (instead of the next mage's)?
SUSTAIN_OWN_TURN = Option(
    "sustain_own_turn", False, (), {"en": "Sustain repeats on your turn", "es": "El Sostén repite en tu turno"},
    {"en": "A Sustained Move Left/Right moves on at the end of its mage's next turn, not the next mage's.",
     "es": "Un Mover a la izquierda/derecha sostenido avanza al final del siguiente turno de su mago, no del "
           "siguiente mago."})


#: interpretation 33: does the limit of 7 cards hold always, or only govern drawing?
HAND_LIMIT = Option(
    "hand_limit", "always", HAND_LIMITS, {"en": "Hand limit", "es": "Límite de mano"},
    {"en": "Always: a card that would make a hand hold more than 7 (taken back from a Tome or a creature, passed "
           "by Target Hand & Move) is discarded instead. Draw: the limit of 7 only stops drawing.",
     "es": "Siempre: una carta que haría que una mano tuviera más de 7 (recuperada de un Tomo o una criatura, "
           "pasada por Objetivo Mano & Mover) se descarta. Robo: el límite de 7 solo detiene el robo."},
    {"always": {"en": "Always", "es": "Siempre"}, "draw": {"en": "Only when drawing", "es": "Solo al robar"}})


#: interpretation 13: do a wall's spent cards leave (and the wall crumble) as a strike resolves, or at the end of play?
WALLS_AT_RESOLUTION = Option(
    "walls_at_resolution", False, (), {"en": "Walls crumble at once", "es": "Los muros caen al momento"},
    {"en": "A wall's spent element cards leave it, and a wall left without any crumbles, as each strike resolves, "
           "not at the end of play.",
     "es": "Las cartas de elemento gastadas dejan el muro, y un muro sin ninguna se derrumba, al resolverse cada "
           "golpe, no al final de la jugada."})


#: the seed's "further booster packs": the booster's cards (set: booster in the card file) join the piles
BOOSTER = Option(
    "booster", False, (), {"en": "Booster cards", "es": "Cartas de refuerzo"},
    {"en": "The piles also hold the booster's cards (set: booster in the card file: new cards being tried, such as "
           "the Salamander). Off: the starter set.",
     "es": "Los montones llevan también las cartas de refuerzo (set: booster en el archivo de cartas: cartas nuevas "
           "en prueba, como la Salamandra). Desactivada: el juego de inicio."})


class InvokeGame(Game):
    """The rules of Invoke."""

    info = GameInfo(id="invoke", title={"en": "Invoke", "es": "Invoke"}, min_players=2, max_players=10,
                    options=(ANSWERS_ANSWERED, SUSTAIN_OWN_TURN, HAND_LIMIT, WALLS_AT_RESOLUTION, BOOSTER),
                    max_actions=20_000, rules_version="5")
    messages = MESSAGES
    joined = {("draw.pile", "draw.card"): "draw.own", ("draw.pile", "chaos.aside"): "chaos.aside_from",
              ("draw.pile", "chaos.drawn"): "chaos.drawn_from"}  # "You draw Fire from Manifest"

    def setup(self, options: Mapping[str, Any], num_seats: int, seed: int) -> InvokeState:
        values = self.info.resolve_options(options)
        return turn.new_game(num_seats, seed, answers_answered=values["answers_answered"],
                             sustain_own_turn=values["sustain_own_turn"], hand_limit=values["hand_limit"],
                             walls_at_resolution=values["walls_at_resolution"], booster=values["booster"])

    def setup_with_events(self, options: Mapping[str, Any], num_seats: int,
                          seed: int) -> tuple[InvokeState, list[Event]]:
        """`setup`, and the line that opens the log: every mage draws a first hand, then chance picks who begins."""
        return self.setup(options, num_seats, seed), [Event("setup.start", {"count": turn.HAND_SIZE})]

    def legal_actions(self, state: State) -> list[Action]:
        assert isinstance(state, InvokeState)
        return turn.legal_actions(state)

    def apply(self, state: State, action: Action) -> list[Event]:
        assert isinstance(state, InvokeState)
        return turn.apply(state, self.require_legal(state, action))

    def playout_apply(self, state: State, action: Action) -> None:
        turn.apply(state, action)

    def observe(self, state: State, seat: int | None) -> InvokeState:
        assert isinstance(state, InvokeState)
        seen = state.clone()
        map_hidden(seen, lambda card, owner, public: card if public or (owner is not None and owner == seat)
                   else HIDDEN)
        seen.rng = Rng(0)  # the random source's future (shuffles, draws) is not public
        return seen

    def determinize(self, observation: State, seat: int | None, rng: Rng) -> InvokeState:
        assert isinstance(observation, InvokeState)
        state = observation.clone()
        everything = deck().counts(state.booster)
        pool = sorted((everything - Counter(c for c in state.all_cards() if c != HIDDEN)).elements())
        rng.shuffle(pool)
        map_hidden(state, lambda card, owner, public: pool.pop() if card == HIDDEN else card)
        state.rng = Rng(rng.randrange(2**62))  # a future of the sample's own
        return state

    def to_dict(self, state: State) -> dict:
        assert isinstance(state, InvokeState)
        return state_to_dict(state)

    def snapshot(self, state: State) -> dict:
        assert isinstance(state, InvokeState)
        return state_to_dict(state, shared=True)

    def from_dict(self, data: Mapping) -> InvokeState:
        return state_from_dict(dict(data))

    def try_options(self, options: Mapping[str, Any], card_id: str) -> dict[str, Any]:
        """A booster card is tried with the booster in the piles."""
        booster = card_id in deck().cards and deck()[card_id].set == "booster"
        return {**options, "booster": True} if booster else dict(options)

    def try_out(self, state: State, seat: int, card_id: str) -> list[Event]:
        """The card being tried goes on top of its pile: the first mage draws from every pile for a first hand
        (7 cards, at most 3 from a pile), so it is the first card `seat` draws from there."""
        assert isinstance(state, InvokeState) and state.phase == SETUP and state.turn == seat
        card = deck()[card_id]
        if card.word == "chaos":
            raise TabletopError(f"{card_id} is a chaos card: one drawn for a first hand is put aside and shuffled "
                                "back, so it cannot be dealt to you; measure it with tabletop balance instead")
        pile = state.piles[card.deck]
        pile.append(pile.pop(pile.index(card_id)))
        return [Event("try.card", {"seat": seat, "card": card_id, "pile": card.deck}, audience=seat, reveals=True)]

    def check_invariants(self, state: State) -> None:
        assert isinstance(state, InvokeState)
        counts = Counter(state.all_cards())
        if HIDDEN not in counts:
            expected = deck().counts(state.booster)
            assert counts == expected, f"cards lost or made: {(expected - counts) + (counts - expected)}"
        assert all(g >= 0 for g in state.gems) and state.aether >= 0, "negative gems"
        assert all(not state.hands[s] for s in range(state.num_seats) if state.out[s]), "a removed mage holds cards"
        mover = state.to_move()
        assert mover is None or not state.out[mover], f"removed mage {mover} asked to act"
        assert not any(state.out[d["seat"]] or (d["to"] is not None and state.out[d["to"]]) for d in state.owed), \
            "a debt from or to a removed mage"
        for wall in state.walls:
            assert 0 <= wall.points <= 3 and wall.cards, f"a wall of {wall.points} points"
            assert wall.points or wall.spent, "a wall without points and nothing spent still stands"
        assert sum(1 for i in state.items if i) <= state.num_seats

    def wall_points(self, state: State, mage_index: int) -> dict[int, int]:
        """The points each wall built by `mage_index` holds, keyed by the wall's index (what the table shows)."""
        assert isinstance(state, InvokeState)
        return {k: wall.points for k, wall in enumerate(state.walls) if wall.owner == mage_index}

    def seat_numbers(self, state: State) -> Sequence[int]:
        assert isinstance(state, InvokeState)
        return list(state.gems)

    # --- words -----------------------------------------------------------------------------
    def _words(self, params: Mapping[str, Any], lang: str) -> dict[str, Any]:
        """Card ids, card lists and piles as names in `lang`."""
        out = dict(params)
        if "card" in out:
            out["card"] = _card_name(out["card"], lang)
        for key in ("cards", "answered"):
            if key in out:
                out[key] = write([deck()[c] for c in out[key] if c != HIDDEN], lang) or "…"
        if "pile" in out:
            out["pile"] = self.text(f"pile.{out['pile']}", lang)
        for key in ("element", "attack"):
            if key in out:
                out[key] = self.text(f"element.{out[key]}", lang)
        return out

    def _wall_name(self, params: Mapping[str, Any], lang: str, names: Sequence[str]) -> str:
        """`Bo's wall of Water`, `the Aether's wall of Fire`: the wall an event speaks of."""
        return self.text(f"wall.name.{params['guards']}", lang, owner=_name(names, params["wall_owner"]),
                         element=params["element"])

    def card_uses(self, event: Event) -> list[CardUse]:
        """Cards drawn and played (and their measure), for `tabletop balance`."""
        return card_uses(event)

    def describe_event(self, event: Event, lang: str, names: Sequence[str]) -> str:
        words = self._words(event.params, lang)
        if "guards" in words:
            words["wall"] = self._wall_name(words, lang, names)
        line = super().describe_event(Event(event.key, words, event.audience, event.reveals), lang, names)
        return line[:1].upper() + line[1:] if event.key.startswith("wall.") else line

    def describe_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        if action.kind in ("take", "repair"):  # numbered things: the n-th kept card, the n-th wall
            number, *card = action.args
            args = " ".join([str(number + 1), *(f"({_card_name(c, lang)})" for c in card)])
        else:
            args = " ".join(_arg_words(self, a, lang, names) for a in action.args)
        return self.text("action." + action.kind, lang, args=args)

    def explain_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        assert isinstance(state, InvokeState)
        return teach.what_it_does(self, state, action, lang, names)

    def decision_kind(self, state: State) -> str | None:
        assert isinstance(state, InvokeState)
        return teach.decision_kind(state)

    def rules_anchor(self, state: State, lang: str) -> str | None:
        assert isinstance(state, InvokeState)
        return teach.rules_anchor(state, lang)

    def turn_marks(self, log: Sequence[tuple[int, Event]], movers: Sequence[int]) -> list[TurnMark]:
        return teach.turn_marks(log, movers)

    def turn_marks_grown(self, log: Sequence[tuple[int, Event]], movers: Sequence[int],
                         marks: Sequence[TurnMark], start: int) -> list[TurnMark]:
        return teach.turn_marks_grown(log, movers, marks, start)

    def goal(self, state: State, lang: str) -> str | None:
        """How the game is won, with the gems each mage starts with at this table."""
        assert isinstance(state, InvokeState)
        return self.text("goal", lang, gems=deck().starting_gems(state.num_seats))

    def prompt(self, state: State, lang: str, names: Sequence[str]) -> str:
        assert isinstance(state, InvokeState)
        seat = state.to_move()
        if seat is None:
            return self.text("prompt.over", lang)
        if state.phase == ANSWER:
            return answer_prompt(self, state, lang, names)
        key = _PROMPTS.get(state.phase, "prompt.default")
        if state.phase == DISCARD and not state.must_discard:
            key = "prompt.discard_free"  # nothing owed: "discard 0 cards" read as a demand
        return self.text(key, lang, seat_name=_name(names, seat), count=state.must_discard)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"


def answer_prompt(game: InvokeGame, state: InvokeState, lang: str, names: Sequence[str]) -> str:
    """`Bea may answer Ana's invocation (Invoke & Fire) with haste: answer or pass.` (or Carl's answer)."""
    answered = turn.answered_now(state)
    key = "prompt.answer" if answered is state.current else "prompt.answer_to_answer"
    words = write([deck()[c] for c in answered["cards"] if c != HIDDEN], lang) or "…"
    return game.text(key, lang, seat_name=_name(names, state.to_move()), caster_name=_name(names, answered["seat"]),
                     cards=words)


def _card_name(card: str, lang: str) -> str:
    return deck()[card].name.get(lang, card) if card in deck().cards else card


def _arg_words(game: InvokeGame, arg: Any, lang: str, names: Sequence[str]) -> str:
    """One action argument in words: a seat's name, a card's name, a pile, a side, an aim."""
    if arg == HIDDEN:  # a card the reader may not know
        return game.text("card.hidden", lang)
    if isinstance(arg, int):
        return names[arg] if 0 <= arg < len(names) else f"#{arg + 1}"
    if arg in DECKS:
        return game.text(f"pile.{arg}", lang)
    if arg in ("up", "down"):
        return game.text(f"side.{arg}", lang)
    if arg in deck().cards:
        return _card_name(arg, lang)
    owner, _, thing = str(arg).partition(":")
    who = game.text("aether", lang) if owner == "aether" else _arg_words(game, int(owner), lang, names)
    return f"{who} ({_card_name(thing, lang)})" if thing else who


GAME = InvokeGame()
