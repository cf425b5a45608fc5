"""ECG (Relatos de Creación) under the engine contract: two heroes, court and battle, three roads to victory.

The flow of a game is in turn.py; plays and their chains of choices in play.py; the stack of
reactions in stack.py; the battle and the maneuvers in battle.py; the words of the cards in
effects.py; Resolución and victory in victory.py. docs/rules/ecg.md lists every interpretation.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from tabletop.engine.contract import Action, CardUse, Event, Game, GameInfo, State, TurnMark
from tabletop.engine.errors import OptionError
from tabletop.engine.rng import Rng
from tabletop.games.ecg.rules import battle, guess, lookup, pending_view, stack, tryout, turn, why_not
from tabletop.games.ecg.rules.balance import card_uses
from tabletop.games.ecg.rules.deckchoice import DECK_RULES, OPTIONS, decks_from_options
from tabletop.games.ecg.rules.messages import MESSAGES, log_key
from tabletop.games.ecg.rules.state import (COURT_LIMIT, HAND_LIMIT, HIDDEN, LINE_LIMIT, LINES, OVER, PHASES,
                                      PRAYERS_TO_WIN, RENOWN_TO_WIN, VARIANT_DEFAULTS, EcgState,
                                      all_cards, map_cards, state_from_dict, state_to_dict)
from tabletop.games.ecg.rules import teach

#: action kinds whose first argument is a card id
CARD_ARGS = ("court", "train", "general", "play", "react", "pick", "discard")


class EcgGame(Game):
    """The rules of ECG."""

    info = GameInfo(id="ecg", title={"en": "ECG: Tales of Creation", "es": "ECG: Relatos de Creación"},
                    min_players=2, max_players=2, options=OPTIONS, max_actions=20_000, deck_rules=DECK_RULES, rules_version="6",
                    balance_measure={"en": "wounds dealt + renown gained", "es": "heridas causadas + renombre ganado"})
    messages = MESSAGES
    joined = {("draw.count", "draw.cards"): "draw.cards",  # "Ana draws 2 cards." + "You draw …": the cards once
              ("pick.discarded", "pick.discarded_count"): "pick.discarded",  # "You discard X." + "Ana discards a card."
              ("pick.recalled", "pick.recalled_count"): "pick.recalled"}

    def setup(self, options: Mapping[str, Any], num_seats: int, seed: int) -> EcgState:
        return self.setup_with_events(options, num_seats, seed)[0]

    def setup_with_events(self, options: Mapping[str, Any], num_seats: int, seed: int) -> tuple[EcgState, list[Event]]:
        opts = self.info.resolve_options(options)
        if num_seats != 2:
            raise OptionError(f"ECG is a duel of two heroes, not {num_seats} players")
        if opts["turn_limit"] < 0:
            raise OptionError(f"turn_limit must be 0 (no limit) or more, not {opts['turn_limit']}")
        variant = {name: opts[name] for name, default in VARIANT_DEFAULTS.items() if opts[name] != default}
        return turn.new_game(decks_from_options(opts, num_seats), seed, opts["turn_limit"], opts["windows"],
                             opts["court_renown"], variant)

    def legal_actions(self, state: State) -> list[Action]:
        assert isinstance(state, EcgState)
        return turn.legal_actions(state)

    def apply(self, state: State, action: Action) -> list[Event]:
        assert isinstance(state, EcgState)
        action = self.require_legal(state, action)
        return _nothing_to_answer(state, action) + turn.apply(state, action)

    def playout_apply(self, state: State, action: Action) -> None:
        assert isinstance(state, EcgState)
        turn.apply(state, action)

    def observe(self, state: State, seat: int | None) -> EcgState:
        assert isinstance(state, EcgState)
        seen = state.clone()
        map_cards(seen, lambda card, owner, public: card if public or seat == owner else HIDDEN)
        _hide_decks(seen)
        guess.hide_lists(seen, seat)  # the opponent's 40-card list too (unless option public_lists)
        pending_view.mask_pending_play(seen, seat)  # what another player's play from the hand asks (interpretation 34)
        seen.rng = Rng(0)  # the random source's future (shuffles, draws) is not public
        return seen

    def determinize(self, observation: State, seat: int | None, rng: Rng) -> EcgState:
        assert isinstance(observation, EcgState)
        state = observation.clone()
        pools = []
        for owner in range(state.num_seats):
            if guess.list_hidden(state, owner):
                pool = guess.guessed_cards(state, owner, rng)
            else:
                seen = Counter(c for c in all_cards(state, owner) if c != HIDDEN)
                pool = sorted((Counter(state.seats[owner]["cards"]) - seen).elements())
                rng.shuffle(pool)
            pools.append(pool)
        hidden_lists = [owner for owner in range(state.num_seats) if guess.list_hidden(state, owner)]
        map_cards(state, lambda card, owner, public: pools[owner].pop() if card == HIDDEN else card)
        pending_view.imagine_pending_play(state)
        for owner in hidden_lists:  # the sample's list: what it holds
            state.seats[owner]["cards"] = sorted(all_cards(state, owner))
        state.rng = Rng(rng.randrange(2**62))  # a future of the sample's own
        return state

    def to_dict(self, state: State) -> dict:
        assert isinstance(state, EcgState)
        return state_to_dict(state)

    def snapshot(self, state: State) -> dict:
        assert isinstance(state, EcgState)
        return state_to_dict(state, shared=True)

    def from_dict(self, data: Mapping) -> EcgState:
        return state_from_dict(dict(data))

    def try_options(self, options: Mapping[str, Any], card_id: str) -> dict[str, Any]:
        return tryout.try_options(options, card_id)

    def try_out(self, state: State, seat: int, card_id: str) -> list[Event]:
        assert isinstance(state, EcgState)
        return tryout.try_out(state, seat, card_id)

    def check_invariants(self, state: State) -> None:
        assert isinstance(state, EcgState)
        assert state.phase in PHASES, f"unknown phase {state.phase!r}"
        for seat, data in enumerate(state.seats):
            cards = all_cards(state, seat)
            if HIDDEN not in cards and HIDDEN not in data["cards"]:
                assert Counter(cards) == Counter(data["cards"]), f"seat {seat}: a card was lost or duplicated"
            assert len(data["court"]) <= COURT_LIMIT, f"seat {seat} has more than {COURT_LIMIT} cards in court"
            for line in LINES:
                assert len(data["lines"][line]) <= LINE_LIMIT, f"seat {seat}: more than {LINE_LIMIT} in {line}"
            assert len(data["hand"]) <= HAND_LIMIT, f"seat {seat} holds more than {HAND_LIMIT} cards"
            assert data["madness"] >= 0 and data["morale"] <= battle.max_morale(state, seat), "counters out of range"
            assert sum(1 for c in data["legacy"] if lookup.card(c["card"]).kind == "general") <= 1, "two generals"
        if state.phase == OVER:
            assert not state.stack and state.pending is None, "the game ended with something pending"

    def troop_strength(self, state: State, uid: int) -> int:
        """The Strength of troop `uid` in battle now: printed, minus wounds, plus this turn's bonus (0 if gone)."""
        assert isinstance(state, EcgState)
        found = battle.find_troop(state, uid)
        return battle.strength(found[2]) if found else 0

    def seat_numbers(self, state: State) -> Sequence[int]:
        assert isinstance(state, EcgState)
        return [data["morale"] for data in state.seats]

    # --- words -----------------------------------------------------------------------------
    def card_name(self, card: str, lang: str) -> str:
        """A card's name in `lang` ("a hidden card" for one the reader may not know)."""
        return lookup.card_name(card, lang) or self.text("card.hidden", lang)

    def card_uses(self, event: Event) -> list[CardUse]:
        """Cards drawn and played, for `tabletop balance`."""
        return card_uses(event)

    def describe_event(self, event: Event, lang: str, names: Sequence[str]) -> str:
        """A log line; none for a passed reaction window or a trigger (the lines that follow say what happened)."""
        message = log_key(event)
        if message is None:
            return ""
        params = dict(event.params)
        for name in ("card", "target_card", "answers", "by"):
            if name in params:
                params[name] = self.card_name(params[name], lang)
        if "cards" in params:
            params["cards"] = ", ".join(self.card_name(c, lang) for c in params["cards"]) or self.text("card.none", lang)
        for key, prefix in (("line", "line"), ("kind", "kind"), ("reason", "reason"), ("maneuver", "maneuver_name"),
                            ("resource", "res")):
            if key in params and self.has_text(f"{prefix}.{params[key]}", lang):
                params[key] = self.text(f"{prefix}.{params[key]}", lang)
        if "winners" in params:
            params["winners"] = ", ".join(names[s] if 0 <= s < len(names) else f"#{s + 1}" for s in params["winners"])
        return super().describe_event(Event(message, params, event.audience, event.reveals), lang, names)

    def describe_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        assert isinstance(state, EcgState)
        return teach.action_label(self, state, action, lang, names)

    def asks_alone(self, state: State, action: Action) -> bool:
        """A troop that can only go to the court is offered in a chooser saying why it cannot be trained."""
        return action.kind == "court" and action.args[0] in lookup.all_cards() and \
            lookup.card(action.args[0]).kind == "troop"

    def explain_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        assert isinstance(state, EcgState)
        return teach.explain(self, state, action, lang)

    def goal(self, state: State, lang: str) -> str | None:
        """The three ways to win: Battle, Renown and Blessing, with their thresholds."""
        return self.text("goal", lang, renown=RENOWN_TO_WIN, prayers=PRAYERS_TO_WIN)

    def prompt(self, state: State, lang: str, names: Sequence[str]) -> str:
        assert isinstance(state, EcgState)
        return teach.prompt(self, state, lang, names)

    def describe_result(self, state: State, lang: str, names: Sequence[str]) -> str:
        assert isinstance(state, EcgState)
        if state.to_move() is not None:
            return ""
        return teach.result(self, state, lang, names)

    def decision_kind(self, state: State) -> str | None:
        assert isinstance(state, EcgState)
        return teach.decision_kind(state)

    def rules_anchor(self, state: State, lang: str) -> str | None:
        assert isinstance(state, EcgState)
        return teach.rules_anchor(state, lang)

    def teach_words(self, state: State, lang: str, names: Sequence[str]) -> dict[str, Any]:
        assert isinstance(state, EcgState)
        return teach.words(self, state, lang)

    def turn_marks(self, log: Sequence[tuple[int, Event]], movers: Sequence[int]) -> list[TurnMark]:
        """A header at each "turn.start" event (reaction windows do not start turns); the first turn's
        header opens the log, over the set-up and the choice of who starts (its "turn.start" then adds no
        second header, and no line)."""
        marks = [TurnMark(position, event.params["turn"], event.params["seat"], replaces=True)
                 for position, (_index, event) in enumerate(log) if event.key == "turn.start"]
        if log and (not marks or marks[0].position != 0):
            marks.insert(0, TurnMark(0, 1, marks[0].seat if marks else None))
        return marks

    def turn_marks_grown(self, log: Sequence[tuple[int, Event]], movers: Sequence[int],
                         marks: Sequence[TurnMark], start: int) -> list[TurnMark]:
        """`turn_marks` reading only the entries from `start` once a "turn.start" was read (the first header's seat)."""
        if not (0 < start <= len(log) and any(mark.replaces for mark in marks[:2])):
            return self.turn_marks(log, movers)
        return list(marks) + [TurnMark(position, event.params["turn"], event.params["seat"], replaces=True)
                              for position in range(start, len(log))
                              for event in (log[position][1],) if event.key == "turn.start"]

    def risk(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str | None:
        troops = _ready_troops(state) if action.kind == "end" else []
        if not troops:
            return None
        return self.text("risk.end", lang, troops=", ".join(self.card_name(card, lang) for card in troops))

    def public_decision(self, state: State) -> bool:
        return isinstance(state, EcgState) and state.phase == "start"


def _hide_decks(state: EcgState) -> None:
    """Nobody sees the order of a deck, not even its owner: every deck card is HIDDEN."""
    for data in state.seats:
        data["deck"] = [HIDDEN] * len(data["deck"])


def _ready_troops(state: State) -> list[str]:
    """The cards of the troops that could still maneuver now (each once, in line order)."""
    assert isinstance(state, EcgState)
    seat = state.to_move()
    if seat is None:
        return []
    ready = {uid for _kind, uid, _target in battle.maneuver_choices(state, seat)}
    return [troop["card"] for line in state.seats[seat]["lines"].values() for troop in line if troop["uid"] in ready]


GAME = EcgGame()


def _nothing_to_answer(state: EcgState, action: Action) -> list[Event]:
    """A pass in a reaction window where the seat could play no reaction: why, told to that seat alone ("No
    reaction: Ambush answers this maneuver but needs 1 prepared Wrath, you have 0")."""
    seat = state.window
    if action.kind != "pass" or seat is None or state.pending is not None or stack.reactions_in_hand(state, seat):
        return []
    return [Event("window.nothing", {"seat": seat, **why_not.nothing_to_answer(state, seat)}, audience=seat)]
