"""Invocación: Fronteras under the engine contract.

Setup and Inicio are in rounds.py, Preparación in preparation.py; the combat (steps 1-6, actions and
reactions) in combat.py; the end of a combat, of a round and of the game in endgame.py.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from tabletop.engine.contract import Action, CardUse, Event, Game, GameInfo, State
from tabletop.engine.errors import IllegalActionError, TabletopError
from tabletop.engine.rng import Rng
from tabletop.games.invocacion.rules.balance import card_uses
from tabletop.games.invocacion.rules.cards import deck
from tabletop.games.invocacion.rules.clocks import TIME_UP, PhaseClock, phase_clock, time_up
from tabletop.games.invocacion.rules.constructed import DECK_RULES, decks_for_seats
from tabletop.games.invocacion.rules.copies import named_place
from tabletop.games.invocacion.rules.guess import guess_hidden_cards
from tabletop.games.invocacion.rules.legends import legend_deck_of, set_apart
from tabletop.games.invocacion.rules.messages import MESSAGES
from tabletop.games.invocacion.rules.picked import imagine_choice, mask_choice
from tabletop.games.invocacion.rules.power import Power, leaders, total_power
from tabletop.games.invocacion.rules.variant_messages import VARIANT_MESSAGES
from tabletop.games.invocacion.rules.preparation import apply_preparation, must_place_invocation, preparation_actions
from tabletop.games.invocacion.rules.rounds import deal, deal_choices, new_game
from tabletop.games.invocacion.rules.combat import apply_combat, combat_actions
from tabletop.games.invocacion.rules.scoring import TIEBREAK_ROUND
from tabletop.games.invocacion.rules.teach import anchor
from tabletop.games.invocacion.rules.sacrifice_warning import picked, shortfall
from tabletop.games.invocacion.rules.state import (
    COMBAT, DEAL, HIDDEN, PHASES, PREPARE, InvocacionState, all_cards, card_at, map_cards, state_from_dict, state_to_dict)
from tabletop.games.invocacion.rules.variants import (
    ARMAGEDDON_PLAYERS, OPTIONS, Variants, check_players, variants_from_options)
from tabletop.games.invocacion.rules.zones import MAX_APOYOS, MAX_CONJUROS


#: action kinds whose argument is a card, a seat
CARD_ARGS = ("pick", "play", "drop", "reveal", "support", "barrier", "give")


class InvocacionGame(Game):
    """The rules of Invocación: Fronteras."""

    info = GameInfo(
        id="invocacion",
        title={"en": "Invocación: Fronteras", "es": "Invocación: Fronteras"},
        balance_measure={"en": "printed Power added", "es": "Poder impreso aportado"},
        min_players=2,
        max_players=4,
        options=OPTIONS,
        max_actions=10_000,
        # 2: a card whose action could not apply goes back face down; 3: issue 26 (an invoked Apoyo stays in
        # Apoyos, a late block keeps resolved effects, a Conjuro that cannot apply stays face down, priority may be
        # bought before the invocation effects, a final tie shuffles everything into the Portal)
        rules_version="3",
        seat_ranges=(("armageddon", True, *ARMAGEDDON_PLAYERS),),
        deck_rules=DECK_RULES,
    )
    messages = {lang: {**MESSAGES[lang], **VARIANT_MESSAGES[lang]} for lang in MESSAGES}
    joined = {("prep.drew_count", "prep.drew"): "prep.drew_portal", ("prep.drew_one", "prep.drew"): "prep.drew_portal"}

    def setup(self, options: Mapping[str, Any], num_seats: int, seed: int) -> InvocacionState:
        return self.setup_with_events(options, num_seats, seed)[0]

    def setup_with_events(self, options: Mapping[str, Any], num_seats: int,
                          seed: int) -> tuple[InvocacionState, list[Event]]:
        """The new game and its log so far: the draws for the first Guardián and round 1's deal."""
        opts = self.info.resolve_options(options)
        check_players(opts, num_seats, (self.info.min_players, self.info.max_players))
        variants = variants_from_options(opts)
        return new_game(num_seats, seed, self._portal(variants, opts, num_seats), variants)

    @staticmethod
    def _portal(variants: Variants | None, opts: Mapping[str, Any], num_seats: int) -> list[str]:
        """The Portal of a new game; Construido's decks and the Legends go into `variants`."""
        if variants is None:
            return deck().portal(opts["expansion"])
        if variants.legends:
            variants.legend_deck = legend_deck_of(opts["legend_cards"])
        if variants.constructed:
            chosen = decks_for_seats(opts["decks"], num_seats)
            variants.decks = [list(d.cards) for d in chosen]
            variants.deck_names = [d.name for d in chosen]
            return []
        return set_apart(deck().portal(opts["expansion"]) * (2 if variants.armageddon else 1), variants.legend_deck)

    def legal_actions(self, state: State) -> list[Action]:
        assert isinstance(state, InvocacionState)
        if state.phase == DEAL:
            return [Action("deal", (k,)) for k in deal_choices(state)]
        if state.phase == PREPARE:
            return preparation_actions(state)
        if state.phase == COMBAT and state.to_move() is not None:
            return combat_actions(state)
        return []

    def apply(self, state: State, action: Action) -> list[Event]:
        assert isinstance(state, InvocacionState)
        if action == TIME_UP:  # the table's clock ran out (never a legal move: bots cannot choose it)
            return time_up(state)
        return _carry_out(state, self.require_legal(state, action))

    def playout_apply(self, state: State, action: Action) -> None:
        """`apply` without the legality re-check (the action was just taken from `legal_actions`)."""
        assert isinstance(state, InvocacionState)
        _carry_out(state, action)

    def parse_action(self, state: State, text: str) -> Action:
        if " ".join(text.split()) == str(TIME_UP) and phase_clock(state) is not None:
            return TIME_UP
        return super().parse_action(state, text)

    def clock(self, state: State) -> PhaseClock | None:
        """Cronometrada: how long the current phase may last (the table applies `time_up` after)."""
        assert isinstance(state, InvocacionState)
        return phase_clock(state)

    def observe(self, state: State, seat: int | None) -> InvocacionState:
        assert isinstance(state, InvocacionState)
        seen = state.clone()

        def mask(card: str, owner: int | None, public: bool) -> str:
            return card if public or (owner is not None and owner == seat) else HIDDEN

        map_cards(seen, mask)
        mask_choice(seen, seat)  # the hand position another seat picked from
        seen.rng = Rng(0)  # the random source's future (shuffles, draws) is not public
        return seen

    def determinize(self, observation: State, seat: int | None, rng: Rng) -> InvocacionState:
        assert isinstance(observation, InvocacionState)
        state = observation.clone()
        unseen = Counter(state.cards) - Counter(c for c in all_cards(state) if c != HIDDEN)
        if state.variants is not None and state.variants.constructed:
            guess_hidden_cards(state, unseen, rng)  # each seat's hidden cards from its own deck list
        else:
            pool = sorted(unseen.elements())
            rng.shuffle(pool)
            map_cards(state, lambda card, owner, public: pool.pop() if card == HIDDEN else card)
        imagine_choice(state)
        state.rng = Rng(rng.randrange(2**62))  # a future of the sample's own
        return state

    def to_dict(self, state: State) -> dict:
        assert isinstance(state, InvocacionState)
        return state_to_dict(state)

    def from_dict(self, data: Mapping) -> InvocacionState:
        return state_from_dict(dict(data))

    def try_options(self, options: Mapping[str, Any], card_id: str) -> dict[str, Any]:
        """An expansion card is tried with the expansion in the Portal."""
        expansion = card_id in deck().cards and deck()[card_id].set == "expansion"
        return {**options, "expansion": True} if expansion else dict(options)

    def try_out(self, state: State, seat: int, card_id: str) -> list[Event]:
        """The card being tried is dealt to `seat`: swapped with the last card of its first hand from the Portal, or
        from the hand another seat was dealt it in."""
        assert isinstance(state, InvocacionState)
        hand = state.area(seat).hand
        if card_id not in hand:
            pile = next((p for p in [state.portal] + [a.hand for a in state.board.areas] if card_id in p), None)
            if pile is None or not hand:
                raise TabletopError(f"{card_id} is not in this game's Portal (a promo or Legends card, or a deck "
                                   "that does not hold it): try it in the base game")
            index = pile.index(card_id)
            pile[index], hand[-1] = hand[-1], card_id
        return [Event("try.card", {"seat": seat, "card": card_id, "cards": list(hand)}, audience=seat, reveals=True)]

    def check_invariants(self, state: State) -> None:
        assert isinstance(state, InvocacionState)
        assert state.phase in PHASES, f"unknown phase {state.phase!r}"
        assert 0 <= state.guardian < state.num_seats, "the Guardián is not a seat"
        assert Counter(all_cards(state)) == Counter(state.cards), "a card was lost or duplicated"
        for area in state.board.areas:
            assert len(area.conjuros) <= MAX_CONJUROS, f"seat {area.seat} has more than {MAX_CONJUROS} Conjuros"
            assert len(area.apoyos) <= MAX_APOYOS, f"seat {area.seat} has more than {MAX_APOYOS} Apoyos"
        if state.phase == PREPARE:
            assert state.turn is not None and not state.area(state.turn).finished, "a finished seat is preparing"
            if state.choice is not None:
                card_at(state.area(state.turn), state.choice["zone"], state.choice["index"])  # IndexError if gone
            if state.effect is not None:
                assert state.effect["drops"] <= len(state.area(state.effect["dropper"]).hand), "too many to discard"

    def invocation_power(self, state: State, seat: int) -> Power | None:
        """The total power of the seat's face-up invocation and its parts (printed, each effect, Maná, support),
        computed afresh from the table; None when the seat has no invocation face up."""
        assert isinstance(state, InvocacionState)
        if seat not in state.board.invoking():
            return None
        return total_power(state.board, seat, deck())

    def leading_seats(self, state: State) -> list[int]:
        """The seats still in the combat whose invocation has the highest total power (several on a tie)."""
        assert isinstance(state, InvocacionState)
        return leaders(state.board, deck())

    def card_name(self, card: str, lang: str) -> str:
        """A card's name in `lang` ("a face-down card" for a hidden one)."""
        if card in deck().cards:
            return deck()[card].name.get(lang) or deck()[card].name["en"]
        return self.text("card.hidden", lang)

    def card_uses(self, event: Event) -> list[CardUse]:
        """Cards drawn and played (and their measure), for `tabletop balance`."""
        return card_uses(event)

    def describe_event(self, event: Event, lang: str, names: Sequence[str]) -> str:
        params = dict(event.params)
        for key in ("card", "source"):  # the card, and the card whose effect did it
            if key in params:
                params[key] = self.card_name(params[key], lang)
        if event.key == "combat.destroy":
            params["zone"] = self.text("zone.one." + params.get("zone", "conjuros"), lang)
        if "cards" in params:
            params["cards"] = ", ".join(self.card_name(c, lang) for c in params["cards"]) \
                or self.text("card.none", lang)
        key = "combat.trophy_own" if event.key == "combat.trophy" and params.get("target") == params.get("seat") \
            else event.key
        return super().describe_event(Event(key, params, event.audience, event.reveals), lang, names)

    def describe_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        arg = action.args[0] if action.args else ""
        if action.kind in CARD_ARGS:
            arg = self.card_name(arg, lang)
            zone, index = named_place(action)
            if zone is not None:  # one of two copies: which one
                arg = f"{arg} ({self.text('zone.' + zone, lang)} {index + 1})"
        elif action.kind == "to":
            arg = self.text("zone." + arg, lang)
        elif action.kind == "target":
            arg = names[arg] if 0 <= arg < len(names) else f"#{arg + 1}"
        return self.text("action." + action.kind, lang, args=arg)

    def goal(self, state: State, lang: str) -> str | None:
        """How the game is won and when it ends, as the variants in play say."""
        assert isinstance(state, InvocacionState)
        variants = state.variants
        end = "goal.end_armageddon" if variants and variants.armageddon else \
            "goal.end_extended" if variants and variants.extended else "goal.end"
        return self.text("goal", lang, end=self.text(end, lang))

    def prompt(self, state: State, lang: str, names: Sequence[str]) -> str:
        assert isinstance(state, InvocacionState)
        seat = state.to_move()
        if seat is None:
            return self.text("prompt.over", lang)
        words: dict[str, Any] = {"round": state.round, "pass_number": state.pass_number}
        if state.phase == DEAL:
            key = "prompt.deal"
        elif state.phase == COMBAT:
            key = "prompt." + self.decision_kind(state)
            words.update(self.teach_words(state, lang, names), actor_seat=state.combat["actor"])
        elif state.effect is not None:
            key = "prompt.drop"
            words.update(card=self.card_name(state.effect["card"], lang), count=state.effect["drops"])
        elif state.choice is not None:
            key = "prompt.target" if state.choice["kind"] == "play" else "prompt.place"
            words["card"] = self.card_name(card_at(state.area(seat), state.choice["zone"], state.choice["index"]), lang)
        else:
            key = "prompt.invocation" if must_place_invocation(state, seat) else "prompt.prepare"
        return super().describe_event(Event(key, {"seat": seat, **words}), lang, names)

    def describe_result(self, state: State, lang: str, names: Sequence[str]) -> str:
        assert isinstance(state, InvocacionState)
        if state.to_move() is not None:
            return ""
        result = state.result()
        words = {"winners": ", ".join(names[s] if s < len(names) else f"#{s + 1}" for s in result.winners),
                 "scores": ", ".join(f"{names[s] if s < len(names) else s + 1}: {int(v)}"
                                     for s, v in enumerate(result.scores))}
        key = "result.tiebreak" if state.end_reason == TIEBREAK_ROUND else "result.points"
        return self.text(key, lang, **words)

    def decision_kind(self, state: State) -> str | None:
        """deal, prepare, place (where the picked card goes), target (of an effect) or drop (discard for one)."""
        assert isinstance(state, InvocacionState)
        if state.to_move() is None:
            return None
        if state.phase == DEAL:
            return "deal"
        if state.phase == COMBAT:
            ask = state.combat["ask"]
            return ask["reason"] if ask["kind"] == "give" else ask["kind"]
        if state.effect is not None:
            return "drop"
        if state.choice is not None:
            return "target" if state.choice["kind"] == "play" else "place"
        return "prepare"

    def rules_anchor(self, state: State, lang: str) -> str | None:
        kind = self.decision_kind(state)
        return None if kind is None else anchor(kind, state.phase == COMBAT, lang)

    def teach_words(self, state: State, lang: str, names: Sequence[str]) -> dict[str, Any]:
        assert isinstance(state, InvocacionState)
        seat, card = state.to_move(), None
        if state.phase == COMBAT and seat is not None:
            ask = state.combat["ask"]
            words = {"count": ask.get("count", 0), "need": ask.get("need", 0)}
            return {**words, "card": self.card_name(ask["card"], lang)} if "card" in ask else words
        if state.effect is not None:
            card = state.effect["card"]
        elif state.choice is not None and seat is not None:
            card = card_at(state.area(seat), state.choice["zone"], state.choice["index"])
        return {"card": self.card_name(card, lang)} if card is not None else {}

    def explain_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        """What the action does; showing or revealing a card also says what its effect is."""
        what = self.text("explain." + action.kind, lang) if self.has_text("explain." + action.kind, lang) else ""
        card = deck().cards.get(action.args[0]) if action.kind in CARD_ACTIONS and action.args else None
        if card is not None and action.kind in SAYS_WHICH:  # what differs between the options is the card
            what += " " + self.text(SAYS_WHICH[action.kind], lang, card=self.card_name(card.id, lang),
                                    power=card.power, mana=card.mana, support=card.support)
        if action.kind == "to" and action.args == ("invocation",) and isinstance(state, InvocacionState):
            short = shortfall(state, state.turn, picked(state))
            if short is not None:  # paid only at the Combat's reveal: say it now
                what += " " + self.text("explain.sacrifice_short", lang, **short)
        if card is None or not card.text:
            return what
        effect = card.text.get(lang) or card.text.get("en", "")
        return f"{what} {self.text('explain.effect', lang)} {effect}".strip()

    def risk(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str | None:
        if action.kind != "finish":
            return None
        words = self.text("risk.finish", lang)
        if isinstance(state, InvocacionState):
            card = state.area(state.turn).invocation
            short = shortfall(state, state.turn, card)
            if short is not None:
                words += " " + self.text("risk.sacrifice_short", lang, card=self.card_name(card, lang), **short)
        return words

    def hidden_differs(self, state: State) -> bool:
        return True

    def public_decision(self, state: State) -> bool:
        return isinstance(state, InvocacionState) and state.phase == DEAL

    def is_simultaneous_commit(self, state: State) -> bool:
        return isinstance(state, InvocacionState) and state.phase == PREPARE


#: actions about one card (its id first), whose explanation says what the card does
CARD_ACTIONS = ("play", "reveal", "drop", "give", "pick")
#: of those, the ones whose options differ only by the card: the explanation names it and its numbers
SAYS_WHICH = {"drop": "explain.loses", "give": "explain.loses", "pick": "explain.card_is"}

GAME = InvocacionGame()


def _carry_out(state: InvocacionState, action: Action) -> list[Event]:
    """Carry out a legal action in the phase it belongs to."""
    if state.phase == DEAL:
        return deal(state, action.args[0])
    if state.phase == PREPARE:
        return apply_preparation(state, action)
    if state.phase == COMBAT:
        return apply_combat(state, action)
    raise IllegalActionError("the game is over")
