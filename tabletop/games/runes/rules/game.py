"""Duelo de Runas (Rune Duel): the pure rules. See docs/rules/runes.md.

A turn: (a haste round for mages under Speed, then) a normal round. A round: every
playing mage secretly commits a card (sequential secret commitments), the cards are
revealed onto the spell sequences, then spells resolve in three phases (Moons, Wyrms,
Knots; higher card first within a phase; in the advanced game monsters attack after the
Wyrms spells), then sequences are trimmed to 4 and hands drawn back to 5. Each spell is
a chain of small decisions: `cast <spell>` (or `pass`), `energy <n>` for each suit
whose amount the caster chooses, `target <seat|monster>`, and for Amnesia `flip <card>`;
`back` cancels the chain before it resolves.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping, Sequence

from tabletop.engine.contract import Action, CardUse, Event, Game, GameInfo, Option, State, TurnMark, opening_hands
from tabletop.engine.errors import OptionError
from tabletop.engine.memo import Memo
from tabletop.engine.rng import Rng
from tabletop.games.runes.rules.balance import card_uses
from tabletop.games.runes.rules import explain, messages, teach
from tabletop.games.runes.rules.cards import ACTIVATION, SUITS, card, deck
from tabletop.games.runes.rules.model import AUTOMATON, HIDDEN, RunesState, state_from_dict, state_to_dict
from tabletop.games.runes.rules.resolve import (MONSTER_CARD, cast, feared, hurt, invisible_to, monster_attack,
                                          played_order, protected)
from tabletop.games.runes.rules.spells import ANY, COUNTER, OPPONENT, SELF, SPELLS, UNTARGETED, aim_of, spells_for

HAND_SIZE = 5
SEQUENCE_KEEP = 4  # cards kept after a round (5 during it)
FATIGUE_TURN = 60  # safeguard: from this turn on, every mage loses (turn - 59) life at the end of a turn
PHASE_AFTER = {"moons": "wyrms", "wyrms": "monsters", "monsters": "knots", "knots": None}

OPTIONS = (
    Option("life", 6, (6, 8, 10, 12, 20), {"en": "Life die", "es": "Dado de vida"},
           {"en": "Sides of each mage's life die", "es": "Caras del dado de vida de cada mago"}),
    Option("handicap", "", (), {"en": "Handicap", "es": "Hándicap"},
           {"en": "Starting life taken from each seat (heals still go up to the die), comma list, e.g. 0,2",
            "es": "Vida inicial que se quita a cada asiento (curarse sigue llegando al dado), con comas, p. ej. 0,2"}),
    Option("solitaire", False, (), {"en": "Solitaire", "es": "Solitario"},
           {"en": "Two seats; seat 2 plays the top card of the deck (make seat 2 a Guide bot)",
            "es": "Dos asientos; el asiento 2 juega la carta de arriba del mazo (haz del asiento 2 un bot Guía)"}),
    Option("advanced", False, (), {"en": "Advanced spells", "es": "Hechizos avanzados"},
           {"en": "Spells powered by two or three kinds of energy, monsters",
            "es": "Hechizos con dos o tres tipos de energía, monstruos"}),
    Option("speed_compulsory", False, (), {"en": "Compulsory Speed", "es": "Velocidad obligatoria"},
           {"en": "A hasted mage must play an extra card in the haste round (by default it may hold it back)",
            "es": "Un mago con Velocidad debe jugar carta extra en la ronda rápida (por defecto puede no jugarla)"}),
    Option("simultaneous_death", "draw", ("draw", "most_life"),
           {"en": "Mages falling together", "es": "Magos que caen a la vez"},
           {"en": "When the last mages fall at once: they share the win, or the least wounded of them wins",
            "es": "Si los últimos magos caen a la vez: empatan, o gana el menos herido"},
           {"draw": {"en": "Draw", "es": "Empate"}, "most_life": {"en": "Most life", "es": "Más vida"}}),
)


def parse_handicap(text: str, num_seats: int, life: int) -> list[int]:
    """Per-seat life reduction from `0,2`-style text; OptionError when malformed."""
    text = (text or "").strip()
    if not text:
        return [0] * num_seats
    parts = [p.strip() for p in text.split(",")]
    if len(parts) > num_seats:
        raise OptionError(f"handicap lists {len(parts)} seats but the game has {num_seats}")
    values = []
    for part in parts:
        if not part.isdigit():
            raise OptionError(f"handicap expects whole numbers like 0,2, not {text!r}")
        values.append(int(part))
    values += [0] * (num_seats - len(values))
    if any(v >= life for v in values):
        raise OptionError(f"a handicap must leave at least 1 life (life is {life})")
    return values


class RunesGame(Game):
    """Duelo de Runas: a Decktet mage duel for 2-4 players."""

    info = GameInfo(
        id="runes",
        title={"en": "Rune Duel", "es": "Duelo de Runas"},
        min_players=2,
        max_players=4,
        options=OPTIONS,
        max_actions=60_000,
        # 2: Amnesia aims at an opponent; a handicap lowers only the starting life; an effect
        # cast again lasts its full turns from the next turn. 3: a hasted mage may hold back
        # its extra card (`hold`; option speed_compulsory keeps version 2's reading)
        rules_version="3",
        bot_levels=("random", "easy", "normal", "hard", "guide"),
        balance_measure={"en": "damage", "es": "daño"},
    )
    messages = {lang: {**messages.TEMPLATES[lang], **explain.TEXTS[lang], **teach.TEXTS[lang]}
                for lang in messages.TEMPLATES}
    joined = {("draw", "drew"): "drew", ("draw.one", "drew"): "drew"}  # "Ana draws a card." + "You drew …": once
    shared = frozenset({"round", "reveal", "reshuffle", "fatigue", "game_over"})  # lines about every seat

    # --- set-up -----------------------------------------------------------------------
    def setup(self, options: Mapping[str, Any], num_seats: int, seed: int) -> RunesState:
        """Shuffle, put the Excuse in the middle, deal 5 cards and set the life dice (lower by any handicap)."""
        opts = self.info.resolve_options(options)
        if not self.info.min_players <= num_seats <= self.info.max_players:
            raise OptionError(f"Rune Duel takes 2-4 mages, not {num_seats}")
        if opts["solitaire"] and num_seats != 2:
            raise OptionError("the solitaire variant is for 2 seats (you and the deck)")
        handicap = parse_handicap(opts["handicap"], num_seats, opts["life"])
        state = RunesState(num_seats, opts, Rng(seed))
        state.max_life = [opts["life"]] * num_seats  # the die's highest face: healing never goes above it
        state.life = [opts["life"] - h for h in handicap]  # a handicap only sets a lower face to start
        cards = list(deck().deck_ids)
        state.rng.shuffle(cards)
        state.deck = cards
        _put_back_excuse(state)
        for _ in range(HAND_SIZE):
            for seat in range(num_seats):
                if not is_automaton(state, seat):
                    drawn = draw(state, seat, [])
                    if drawn is not None:
                        state.hands[seat].append(drawn)
        _start_turn(state, [])
        return state

    def setup_with_events(self, options: Mapping[str, Any], num_seats: int,
                          seed: int) -> tuple[RunesState, list[Event]]:
        """`setup`, and each mage's first hand as a private line of the log."""
        state = self.setup(options, num_seats, seed)
        return state, opening_hands(state.hands)

    def card_uses(self, event: Event) -> list[CardUse]:
        """Cards drawn, played as runes, and the damage of the spells each activated."""
        return card_uses(event)

    # --- decisions ------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        """The choices of the current decision, in a stable order."""
        st: RunesState = state  # type: ignore[assignment]
        if st.phase == "over":
            return []
        if st.phase == "commit":
            plays = [_PLAY[c] for c in sorted(st.hands[st.slots[0]["by"]], key=deck().order.__getitem__)]
            return plays + [_HOLD] if may_hold(st) else plays
        p = st.pending
        if p is None:
            return []
        step = p["step"]
        if step == "spell":
            return [*map(_CAST.__getitem__, _offered_spells(st, p)), _PASS]
        if step == "energy":
            avail = _offered_pool(st, p)[p["suit"]]
            return [_ENERGY[n] for n in range(avail, 0, -1)] + [_BACK]
        if step == "target":
            return [*map(_TARGET.__getitem__, targets(st, p["caster"], p["spell"], p["rune"])), _BACK]
        if step == "flip":
            seat = p["target"]
            return [_FLIP[seat, c] for c in st.face_up(seat) if c not in p["flipped"]] + [_BACK]
        if step == "monster":
            return [_TARGET[t] for t in monster_targets(st, st.monster(p["monster"]))]
        return []

    def apply(self, state: State, action: Action) -> list[Event]:
        """Carry out a legal action; IllegalActionError (state untouched) otherwise."""
        self.require_legal(state, action)
        events: list[Event] = []
        _carry_out(state, action, events)  # type: ignore[arg-type]
        return events

    def playout_apply(self, state: State, action: Action) -> None:
        """`apply` without the legality re-check and without keeping events (bots' play-outs)."""
        _carry_out(state, action, NO_EVENTS)  # type: ignore[arg-type]

    # --- hidden information -------------------------------------------------------
    def observe(self, state: State, seat: int | None) -> RunesState:
        """A copy where others' hands, the deck order and others' commitments are "?"."""
        return _hide(state.clone(), state, seat)  # type: ignore[attr-defined]

    def observe_shared(self, state: State, seat: int | None) -> RunesState:
        """`observe` sharing the position's lists (read only): only the hidden parts are new."""
        seen = RunesState.__new__(RunesState)
        seen.__dict__.update(state.__dict__)
        seen.hands = list(seen.hands)
        seen.commits = list(seen.commits)
        seen.offer = None
        return _hide(seen, state, seat)  # type: ignore[arg-type]

    def determinize(self, observation: State, seat: int | None, rng: Rng) -> RunesState:
        """Fill every "?" with the cards `seat` has not seen, shuffled with `rng`."""
        obs: RunesState = observation  # type: ignore[assignment]
        state = obs.clone()
        known = [c for c in _all_locations(state) if c != HIDDEN]
        pool = list(deck().deck_ids) + ([deck().excuse] if deck().excuse else [])
        for c in known:
            pool.remove(c)
        rng.shuffle(pool)
        for hand in state.hands:
            for i, c in enumerate(hand):
                if c == HIDDEN:
                    hand[i] = pool.pop()
        for commit in state.commits:
            if commit is not None and commit["card"] == HIDDEN:
                commit["card"] = pool.pop()
        for i, c in enumerate(state.deck):
            if c == HIDDEN:
                state.deck[i] = pool.pop()
        state.rng = rng.spawn()
        return state

    def is_simultaneous_commit(self, state: State) -> bool:
        """True while cards are being chosen in secret."""
        return state.phase == "commit"  # type: ignore[attr-defined]

    def public_decision(self, state: State) -> bool:
        """Casting spells needs no hand: in hot-seat the table stays open while spells resolve."""
        if state.phase in ("commit", "over"):  # type: ignore[attr-defined]
            return False
        return not any((a.ref or "").startswith("hand:") for a in self.legal_actions(state))

    # --- snapshots ----------------------------------------------------------------
    def to_dict(self, state: State) -> dict:
        """A readable JSON-able snapshot."""
        return state_to_dict(state)  # type: ignore[arg-type]

    def from_dict(self, data: Mapping) -> RunesState:
        """The state of a snapshot (fields left out take fresh-game values)."""
        options = self.info.resolve_options({k: v for k, v in (data.get("options") or {}).items()})
        state = state_from_dict(data, options)
        if "max_life" not in data:
            state.max_life = [options["life"]] * state.num_seats
        if state.phase == "commit" and "slots" not in data:  # a written position at the start of a round
            _start_round(state, [])
        return state

    def check_invariants(self, state: State) -> None:
        """Every card in exactly one place; counters, hands and sequences in range."""
        st: RunesState = state  # type: ignore[assignment]
        everything = sorted(_all_locations(st))
        expected = sorted(list(deck().deck_ids) + ([deck().excuse] if deck().excuse else []))
        assert everything == expected, "a card is lost or duplicated"
        if deck().excuse:
            assert deck().excuse in st.deck, "the Excuse must be in the deck"
        for s in range(st.num_seats):
            assert 1 <= st.max_life[s] and st.life[s] <= st.max_life[s], f"life of seat {s} out of range"
            assert len(st.hands[s]) <= HAND_SIZE, f"seat {s} holds more than {HAND_SIZE} cards"
            limit = SEQUENCE_KEEP if st.phase == "commit" else SEQUENCE_KEEP + 1
            assert len(st.sequences[s]) <= limit, f"sequence of seat {s} is too long"
            assert all(e["turns"] >= 1 for e in st.effects[s]), "an expired effect was kept"
        assert all(m["life"] > 0 and 0 <= m["owner"] < st.num_seats for m in st.monsters)
        if st.phase == "over":
            assert st.winners is not None and st.to_move() is None
        else:
            assert st.to_move() is not None, "nobody to move in an unfinished game"
            assert len(st.living()) >= 2

    # --- words ----------------------------------------------------------------------
    def describe_event(self, event: Event, lang: str, names: Sequence[str]) -> str:
        """A plain-words log line for `event`."""
        return messages.describe_event(event, lang, names)

    def describe_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        """A short button/chooser label for `action`."""
        return messages.describe_action(state, action, lang, names)

    def describe_told(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        """A bot's move for the banner: energy names the spell it powers ("3 Suns of energy for Fireball")."""
        return messages.describe_told(state, action, lang, names)

    def explain_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        """What `action` does: a spell's effect and target, a card's role, an amount of energy."""
        return explain.explain_action(state, action, lang, names, available)

    def seat_numbers(self, state: State) -> Sequence[int]:
        """Each mage's life."""
        return list(state.life)  # type: ignore[attr-defined]

    def result_numbers(self, state: State, lang: str) -> tuple[str, Sequence[int]] | None:
        """The life each mage ends with: the result's 1 / 0 says only who won."""
        return self.text("results.life", lang), [max(0, life) for life in self.seat_numbers(state)]

    def describe_result(self, state: State, lang: str, names: Sequence[str]) -> str:
        """Why the duel ended: the last mage standing, the most life left, or a draw."""
        return messages.describe_result(state, lang, names)

    def goal(self, state: State, lang: str) -> str | None:
        """How the duel is won, with the life die's value."""
        assert isinstance(state, RunesState)
        return self.text("goal", lang, life=state.options["life"])

    def prompt(self, state: State, lang: str, names: Sequence[str]) -> str:
        """What the seat to move must do now."""
        return messages.prompt(state, lang, names)

    # --- teaching -------------------------------------------------------------------
    def decision_kind(self, state: State) -> str | None:
        """commit, spell, energy, target, flip or monster."""
        return teach.decision_kind(state)

    def rules_anchor(self, state: State, lang: str) -> str | None:
        """The section of docs/rules/runes(.es).md about the current decision."""
        return teach.rules_anchor(state, lang)

    def teach_words(self, state: State, lang: str, names: Sequence[str]) -> dict[str, Any]:
        """The rune, card, spell, suit, target or monster the teaching texts name."""
        return teach.words(state, lang, names)

    def turn_marks(self, log: Sequence[tuple[int, Event]], movers: Sequence[int]) -> list[TurnMark]:
        """Everyone plays every turn: headers at the game's "Turn n" rounds."""
        return teach.turn_marks(log, movers)

    def turn_marks_grown(self, log: Sequence[tuple[int, Event]], movers: Sequence[int],
                         marks: Sequence[TurnMark], start: int) -> list[TurnMark]:
        return teach.turn_marks_grown(log, movers, marks, start)


# the actions are immutable: each is made once and listed again whenever it is legal
_PLAY = Memo(lambda c: Action("play", (c,), f"hand:{c}"))
_CAST = Memo(lambda spell: Action("cast", (spell,)))
_ENERGY = Memo(lambda n: Action("energy", (n,)))
_TARGET = Memo(lambda t: Action("target", (t,), f"monster:{t}" if isinstance(t, str) else f"mage:{t}"))
_FLIP = Memo(lambda key: Action("flip", (key[1],), f"seq:{key[0]}:{key[1]}"))  # (seat, card)
_PASS, _BACK, _HOLD = Action("pass"), Action("back"), Action("hold")


class _NoEvents(list):
    """An event list that keeps nothing (play-outs: nobody reads their events)."""

    def append(self, event: Event) -> None:  # noqa: D102 - list.append, dropped
        pass


NO_EVENTS = _NoEvents()


def _carry_out(st: RunesState, action: Action, events: list[Event]) -> None:
    """Carry out an action known to be legal, adding what happened to `events`."""
    kind = action.kind
    if kind == "play":
        _commit(st, action.args[0], events)
        return
    if kind == "hold":
        _hold(st, events)
        return
    p = st.pending
    if kind == "pass":
        if events is not NO_EVENTS:
            events.append(Event("pass", {"seat": p["caster"], "rune": p["rune"]}))
        _finish_caster(st, events)
    elif kind == "cast":
        p["spell"], p["energy"] = action.args[0], {}
        _next_step(st, events)
    elif kind == "energy":
        p["energy"][p["suit"]] = action.args[0]
        _next_step(st, events)
    elif kind == "target":
        if p["step"] == "monster":
            _monster_strike(st, st.monster(p["monster"]), action.args[0], events)
        else:
            p["target"] = action.args[0]
            _next_step(st, events)
    elif kind == "flip":
        p["flipped"].append(action.args[0])
        p["flips"] -= 1
        _next_step(st, events)
    elif kind == "back":
        st.pending = {"step": "spell", "caster": p["caster"], "by": p["by"], "rune": p["rune"]}
        if st.offer is not None and st.offer[0] is p:  # nothing was used since: the same spells are castable
            st.offer = (st.pending, *st.offer[1:])


# --- card helpers -------------------------------------------------------------------
def _order(card_id: str) -> int:
    return deck().order[card_id]


def is_automaton(state: RunesState, seat: int) -> bool:
    """True for the deck-driven opponent of the solitaire variant."""
    return seat == AUTOMATON and bool(state.options.get("solitaire"))


def _hide(seen: RunesState, st: RunesState, seat: int | None) -> RunesState:
    """`seen` (a copy of `st` whose hands and commits lists are its own) with what `seat` may not know as "?"."""
    excuse = deck().excuse
    for s in range(st.num_seats):
        if s != seat:
            seen.hands[s] = [HIDDEN] * len(st.hands[s])
        commit = st.commits[s]
        if commit is not None and commit["by"] != seat:
            seen.commits[s] = {"card": HIDDEN, "by": commit["by"]}
    seen.deck = [c if c == excuse else HIDDEN for c in st.deck]
    seen.rng = Rng(0)  # the random source's future (shuffles, Confusion picks) is not public
    return seen


def _all_locations(state: RunesState) -> list[str]:
    cards = [c for hand in state.hands for c in hand] + state.deck + state.discard
    cards += [c["card"] for seq in state.sequences for c in seq]
    cards += [c["card"] for c in state.commits if c is not None]
    return cards


def _put_back_excuse(state: RunesState) -> None:
    """Put the Excuse in the middle of the deck, below at least one card (its place is public)."""
    excuse = deck().excuse
    if excuse:
        state.deck.insert((len(state.deck) + 1) // 2, excuse)


def draw(state: RunesState, seat: int, events: list[Event]) -> str | None:
    """Draw the top card for `seat`, handling the Excuse and an empty deck; None if none is left."""
    excuse = deck().excuse
    while True:
        if not state.deck:  # only possible without an Excuse in the data
            if not state.discard:
                return None
            state.deck, state.discard = state.discard, []
            state.rng.shuffle(state.deck)
            events.append(Event("reshuffle", {"seat": seat}))
        top = state.deck.pop(0)
        if top != excuse:
            return top
        pile, state.discard = state.discard + state.deck, []
        state.rng.shuffle(pile)
        state.deck = pile
        _put_back_excuse(state)
        events.append(Event("excuse", {"seat": seat, "count": len(state.deck)}, reveals=True))
        if state.deck == [excuse]:  # nothing else left to draw
            return None


# --- the flow of a turn -----------------------------------------------------------------
def hasted(state: RunesState, seat: int) -> bool:
    """True when Speed gives this mage a haste round this turn."""
    e = state.effect(seat, "speed")
    return e is not None and not e["fresh"]


def charmer(state: RunesState, seat: int) -> int | None:
    """The living mage who controls this charmed mage this turn, or None."""
    e = state.effect(seat, "charm")
    if e is None or e["fresh"] or e["caster"] == seat or not state.alive(e["caster"]):
        return None
    return e["caster"]


def _start_turn(state: RunesState, events: list[Event]) -> None:
    state.round = "haste" if any(hasted(state, s) for s in state.living() if state.effects[s]) else "normal"
    _start_round(state, events)


def _start_round(state: RunesState, events: list[Event]) -> None:
    """Reset the round's bookkeeping and ask for the secret commitments."""
    n = state.num_seats
    state.used = [[] for _ in range(n)]
    state.shielded, state.countered = [False] * n, [False] * n
    state.played, state.commits = [None] * n, [None] * n
    state.round_log, state.queue, state.pending = [], [], None
    effects, hands = state.effects, state.hands  # most mages have no effects: no Speed, Charm, Confusion
    normal = state.round == "normal"
    mages = [s for s, life in enumerate(state.life) if life > 0 and (normal or effects[s] and hasted(state, s))]
    load = [0] * n  # cards each seat gives this round
    chooser: dict[int, int | None] = {}  # mage -> seat choosing its card (None: picked at random)
    charmed = {s: by for s in mages if effects[s] and (by := charmer(state, s)) is not None}
    for s in mages:
        confused = bool(effects[s]) and state.effect(s, "confusion") is not None
        if s not in charmed or confused:
            if confused or is_automaton(state, s):
                chooser[s] = None
            elif hands[s]:
                chooser[s] = s
                load[s] += 1
    for s, by in charmed.items():
        if s in chooser:
            continue
        if len(state.hands[by]) > load[by]:
            chooser[s] = by
            load[by] += 1
        elif is_automaton(state, s):
            chooser[s] = None
        elif state.hands[s]:
            chooser[s] = s
    state.participants = [s for s in mages if s in chooser and (chooser[s] is not None or is_automaton(state, s)
                                                               or state.hands[s])]
    state.slots = [{"seat": s, "by": chooser[s]} for s in state.participants if chooser[s] is not None]
    if events is not NO_EVENTS:
        events.append(Event("round", {"turn": state.turn, "round": state.round}))
    state.phase = "commit"
    if state.round == "normal" and not state.participants:  # nobody holds a card: cannot happen with 40 cards
        _game_over(state, state.living(), "no_cards", events)
        return
    if not state.slots:
        _reveal(state, events)


def _commit(state: RunesState, card_id: str, events: list[Event]) -> None:
    slot = state.slots.pop(0)
    state.hands[slot["by"]].remove(card_id)
    state.commits[slot["seat"]] = {"card": card_id, "by": slot["by"]}
    if events is not NO_EVENTS:
        events.append(Event("commit", {"seat": slot["seat"], "by_seat": slot["by"]}))
    if not state.slots:
        _reveal(state, events)


def may_hold(state: RunesState) -> bool:
    """True when the mage choosing now may play no extra card: a haste round, unless Speed is compulsory."""
    return state.round == "haste" and not state.options.get("speed_compulsory")


def _hold(state: RunesState, events: list[Event]) -> None:
    """The hasted mage plays no extra card ("podrá jugar dos cartas"): out of this haste round."""
    slot = state.slots.pop(0)
    state.participants.remove(slot["seat"])
    if events is not NO_EVENTS:
        events.append(Event("hold", {"seat": slot["seat"], "by_seat": slot["by"]}))
    if not state.slots:
        if state.participants:
            _reveal(state, events)
        else:  # every hasted mage held back: nothing to reveal or cast
            _end_round(state, events)


def _reveal(state: RunesState, events: list[Event]) -> None:
    """Turn every committed card face up (random picks for Confusion, the deck for the automaton)."""
    revealed: dict[int, str] = {}
    for s in state.participants:
        commit = state.commits[s]
        if commit is not None:
            revealed[s] = commit["card"]
        elif is_automaton(state, s):
            top = draw(state, s, events)
            if top is not None:
                revealed[s] = top
        else:
            pick = state.rng.choice(sorted(state.hands[s]))
            state.hands[s].remove(pick)
            revealed[s] = pick
            events.append(Event("confused_pick", {"seat": s, "card": pick}, reveals=True))
        if commit is None:
            state.effects[s] = [e for e in state.effects[s] if e["kind"] != "confusion"]
    state.commits = [None] * state.num_seats
    for s, c in revealed.items():
        state.sequences[s].append({"card": c, "face_down": False})
        state.played[s] = c
    state.last_revealed = state.played[:]
    if events is not NO_EVENTS:
        events.append(Event("reveal", {"cards": dict(revealed), "round": state.round}, reveals=True))
    _begin_phase(state, "moons", events)


def _begin_phase(state: RunesState, phase: str | None, events: list[Event]) -> None:
    suits_of, order, played = deck().suits, deck().order, state.played
    while phase is not None:
        if phase == "monsters":
            if state.round == "normal" and state.monsters:
                state.phase = phase
                state.queue = [m["id"] for m in state.monsters]
                break
            phase = PHASE_AFTER[phase]
            continue
        casters = [s for s in state.participants if played[s] and phase in suits_of[played[s]]]
        if casters:
            state.phase = phase
            state.queue = sorted(casters, key=lambda s: -order[played[s]]) if len(casters) > 1 else casters
            break
        phase = PHASE_AFTER[phase]
    if phase is None:
        _end_round(state, events)
    else:
        _advance(state, events)


def _advance(state: RunesState, events: list[Event]) -> None:
    """Find the next decision of the current phase, or move on."""
    while state.phase != "over":
        if not state.queue:
            _begin_phase(state, PHASE_AFTER[state.phase], events)
            return
        head = state.queue[0]
        if state.phase == "monsters":
            monster = state.monster(head)
            options = monster_targets(state, monster) if monster else []
            if not options:
                state.queue.pop(0)
                continue
            if len(options) == 1:
                _monster_strike(state, monster, options[0], events)
                return
            state.pending = {"step": "monster", "caster": monster["owner"], "by": monster["owner"],
                             "monster": head, "rune": "wyrms"}
            return
        spells, pool = _castable_and_pool(state, head, state.phase)
        if not spells:
            state.queue.pop(0)
            continue
        by = controller(state, head) if state.effects[head] else head  # only a Charm hands the spells over
        state.pending = {"step": "spell", "caster": head, "by": by, "rune": state.phase}
        state.offer = (state.pending, spells, pool)
        return


def controller(state: RunesState, seat: int) -> int:
    """Who decides this mage's spells (its charmer while charmed)."""
    by = charmer(state, seat)
    return seat if by is None else by


def _finish_caster(state: RunesState, events: list[Event]) -> None:
    state.pending = None
    if state.queue:
        state.queue.pop(0)
    _advance(state, events)


def _end_round(state: RunesState, events: list[Event]) -> None:
    """Draw back to 5, then trim sequences to 4 (the seed's order); after a normal round, end the turn."""
    state.queue, state.pending = [], None
    for s in state.living():
        hand = state.hands[s]
        if len(hand) >= HAND_SIZE or is_automaton(state, s):
            continue
        drawn = []
        while len(hand) < HAND_SIZE:
            c = draw(state, s, events)
            if c is None:
                break
            hand.append(c)
            drawn.append(c)
        if drawn:
            if events is not NO_EVENTS:  # play-outs keep no events: do not build them
                events.append(Event("draw", {"seat": s, "count": len(drawn)}))
                events.append(Event("drew", {"seat": s, "cards": drawn}, audience=s, reveals=True))
    for seq in state.sequences:
        if len(seq) > SEQUENCE_KEEP:  # the oldest cards go, oldest first
            state.discard += [c["card"] for c in seq[:-SEQUENCE_KEEP]]
            del seq[:-SEQUENCE_KEEP]
    if state.round == "haste":
        state.round = "normal"
        _start_round(state, events)
        return
    _end_turn(state, events)


def _end_turn(state: RunesState, events: list[Event]) -> None:
    before = state.living()
    for s in before:
        poison = state.effect(s, "poison") if state.effects[s] else None
        if poison and not poison["fresh"]:
            events.append(Event("poison", {"seat": s, "amount": hurt(state, s, poison["power"])}))
    for m in list(state.monsters):
        poison = next((e for e in m["effects"] if e["kind"] == "poison" and not e["fresh"]), None)
        if poison:
            m["life"] -= poison["power"]
            events.append(Event("monster_poison", {"monster": m["id"], "kind": m["kind"], "amount": poison["power"]}))
            if m["life"] <= 0:
                state.monsters.remove(m)
    if state.turn >= FATIGUE_TURN:
        amount = state.turn - FATIGUE_TURN + 1
        for s in before:
            hurt(state, s, amount)
        events.append(Event("fatigue", {"amount": amount}))
    if _deaths(state, before, events):
        return
    for effs in [*state.effects, *(m["effects"] for m in state.monsters)]:
        if not effs:
            continue
        for e in effs:
            if e["fresh"]:
                e["fresh"] = False
            elif e["kind"] != "confusion":
                e["turns"] -= 1
        effs[:] = [e for e in effs if e["turns"] > 0]
    state.turn += 1
    _start_turn(state, events)


def _deaths(state: RunesState, before: list[int], events: list[Event]) -> bool:
    """Record mages who just fell; end the game when at most one is left. True if over."""
    life = state.life
    fallen = [s for s in before if life[s] <= 0]
    if not fallen and len(before) > 1:  # everyone standing before still stands
        return False
    for s in fallen:
        events.append(Event("death", {"seat": s}))
    if fallen:
        state.monsters = [m for m in state.monsters if state.alive(m["owner"])]
    living = state.living()
    if len(living) > 1:
        return False
    if living:
        winners, reason = living, "last_standing"
    elif state.options.get("simultaneous_death") == "most_life":
        best = max(state.life[s] for s in fallen)
        winners = [s for s in fallen if state.life[s] == best]
        reason = "most_life" if len(winners) == 1 else "draw"
    else:
        winners, reason = fallen, "draw"
    _game_over(state, winners, reason, events)
    return True


def _game_over(state: RunesState, winners: list[int], reason: str, events: list[Event]) -> None:
    state.phase, state.winners, state.reason = "over", list(winners), reason
    state.queue, state.pending, state.slots = [], None, []
    events.append(Event("game_over", {"winners": list(winners), "reason": reason}))


# --- spells: availability, targets, the decision chain ----------------------------------
def rune_pool(state: RunesState, seat: int) -> dict[str, int]:
    """Unused runes per suit on the face-up cards of the mage's sequence (Wyrms 0 under Fear)."""
    face_up = tuple(c["card"] for c in state.sequences[seat] if not c["face_down"])
    pool = _face_up_runes(face_up).copy()
    for card_id, suit in state.used[seat]:  # each rune used at most once, always a suit of its card
        if card_id in face_up:
            pool[suit] -= 1
    if pool["wyrms"] and state.effects[seat] and feared(state.effects[seat], played_order(state, seat)):
        pool["wyrms"] = 0
    return pool


@lru_cache(maxsize=4096)
def _face_up_runes(face_up: tuple[str, ...]) -> dict[str, int]:
    """Runes per suit on these cards (a sequence keeps its cards for several phases: counted once)."""
    pool = dict.fromkeys(SUITS, 0)
    suits_of = deck().suits
    for card_id in face_up:
        for suit in suits_of[card_id]:
            pool[suit] += 1
    return pool


def available(state: RunesState, seat: int, suit: str) -> int:
    """Runes of `suit` on face-up cards of the mage's sequence not yet used this round."""
    return rune_pool(state, seat)[suit]


def can_activate(state: RunesState, seat: int, rune: str) -> bool:
    """True when the card the mage just played still offers this activation rune."""
    played = state.played[seat]
    if not played or state.life[seat] <= 0 or rune not in deck().suits[played] or [played, rune] in state.used[seat]:
        return False
    for c in state.sequences[seat]:
        if c["card"] == played and not c["face_down"]:
            return rune != "wyrms" or not state.effects[seat] or not feared(state.effects[seat], _order(played))
    return False


def castable(state: RunesState, seat: int, rune: str) -> list[str]:
    """Spells the mage can cast now with this activation rune (table order, Counter-spell last)."""
    return _castable_and_pool(state, seat, rune)[0]


def _castable_and_pool(state: RunesState, seat: int, rune: str) -> tuple[list[str], dict[str, int] | None]:
    """`castable`, and the rune pool it was found with (None when the rune cannot be activated)."""
    if not can_activate(state, seat, rune):
        return [], None
    pool = rune_pool(state, seat)
    affordable = _AFFORDABLE[rune, bool(state.options.get("advanced")), tuple(map(bool, pool.values()))]
    aimed: dict = {None: True}  # aim group (see _affordable) -> has it a target
    out = []
    for spell_id, group in affordable:
        if group not in aimed:
            aimed[group] = _has_target(state, seat, spell_id, rune)
        if aimed[group]:
            out.append(spell_id)
    return out, pool


def _affordable(key: tuple[str, bool, tuple[bool, ...]]) -> tuple[tuple[str, Any], ...]:
    """(spell, aim group) of the spells whose suits are at hand, Counter-spell last.

    Spells of one aim group have the same targets: None (no target), Counter-spell, or
    whether the spell may aim at monsters and whom its text lets it aim at.
    """
    rune, advanced, at_hand = key
    have = {suit for suit, present in zip(SUITS, at_hand) if present}
    out = [(spell.id, None if spell.id in UNTARGETED else (spell.monsters, spell.aim))
           for spell in spells_for(rune, advanced) if have.issuperset(spell.suits)]
    if have.issuperset(_COUNTER_COST[rune]):
        out.append((COUNTER, COUNTER))
    return tuple(out)


#: (activation rune, advanced game, which suits the pool holds, in SUITS order) -> `_affordable`
_AFFORDABLE: Memo = Memo(_affordable)


def _has_target(state: RunesState, seat: int, spell: str, rune: str) -> bool:
    """True when `targets` finds someone: a living caster is a target of its self- and anyone-spells."""
    if aim_of(spell, rune) != OPPONENT:
        return state.life[seat] > 0
    return bool(targets(state, seat, spell, rune))


#: activation rune -> the other two activation suits a Counter-spell costs
_COUNTER_COST = {rune: tuple(a for a in ACTIVATION if a != rune) for rune in ACTIVATION}


def _offered_spells(state: RunesState, pending: dict) -> list[str]:
    """`castable` for the pending spell step, reusing what `_advance` computed for this very step."""
    offer = state.offer
    if offer is not None and offer[0] is pending:
        return offer[1]
    return castable(state, pending["caster"], pending["rune"])


def _offered_pool(state: RunesState, pending: dict) -> dict[str, int]:
    """The caster's rune pool during a spell chain: the one `_advance` counted (no rune is used before it resolves)."""
    offer = state.offer
    if offer is not None and offer[0] is pending:
        return offer[2]
    return rune_pool(state, pending["caster"])


def targets(state: RunesState, seat: int, spell: str, rune: str) -> list:
    """Legal targets: seats (ints) and monster ids (strings), in a stable order.

    Moons spells aim at the caster, Wyrms spells at an opponent (or, in the advanced game,
    a monster of someone else), Knots spells at any mage except Amnesia (an opponent). A
    Counter-spell may shield any mage whatever rune cast it. Invisible mages cannot be
    aimed at by others.
    """
    aim = aim_of(spell, rune)
    anyone = aim == ANY
    if aim == SELF:
        return [seat]
    played = state.played[seat]
    attack = deck().order[played] if played else MONSTER_CARD  # played_order, inlined
    effects = state.effects
    mages = [s for s, life in enumerate(state.life)
             if life > 0 and (s == seat and anyone or s != seat and not (
                 effects[s] and protected(effects[s], "invisibility", attack)))]
    if spell != COUNTER and SPELLS[spell].monsters and state.options.get("advanced"):
        mages += [m["id"] for m in state.monsters if anyone or m["owner"] != seat]
    return mages


def aim_group(spell: str, rune: str) -> tuple:
    """What `targets` reads of a spell and its rune: spells of one group have the same targets."""
    group = _AIM_GROUPS.get((spell, rune))
    if group is None:
        aim = aim_of(spell, rune)
        group = _AIM_GROUPS[spell, rune] = (aim == ANY, aim == SELF, spell != COUNTER and SPELLS[spell].monsters)
    return group


_AIM_GROUPS: dict[tuple[str, str], tuple] = {}


def monster_targets(state: RunesState, monster: dict) -> list:
    """Whom a monster may attack: other mages it can see and others' monsters."""
    owner = monster["owner"]
    if not state.alive(owner) or feared(monster["effects"], MONSTER_CARD):
        return []
    out: list = [s for s in state.living() if s != owner and not invisible_to(state, s, owner, MONSTER_CARD)]
    return out + [m["id"] for m in state.monsters if m["owner"] != owner]


def _next_step(state: RunesState, events: list[Event]) -> None:
    """Ask the next question of the spell chain, or resolve the spell."""
    p = state.pending
    caster, spell_id = p["caster"], p["spell"]
    spell = SPELLS.get(spell_id)
    suits = ([a for a in ACTIVATION if a != p["rune"]], []) if spell is None else (spell.fixed, spell.scaled)
    for suit in suits[0]:
        p["energy"].setdefault(suit, 1)
    pool = None
    for suit in suits[1]:
        if suit in p["energy"]:
            continue
        if pool is None:
            pool = _offered_pool(state, p)
        if pool[suit] == 1:
            p["energy"][suit] = 1
            continue
        p["step"], p["suit"] = "energy", suit
        return
    if "target" not in p:
        options = [None] if spell_id in UNTARGETED else targets(state, caster, spell_id, p["rune"])
        if len(options) > 1:
            p["step"] = "target"
            return
        p["target"] = options[0]
    if spell_id == "amnesia" and isinstance(p["target"], int) and not state.countered[p["target"]]:
        if "flips" not in p:
            faces = state.face_up(p["target"])
            p["flips"], p["flipped"] = min(p["energy"]["leaves"], len(faces)), []
            if p["flips"] == len(faces):
                p["flipped"], p["flips"] = list(faces), 0
        if p["flips"] > 0:
            p["step"] = "flip"
            return
    _resolve_pending(state, events)


def _resolve_pending(state: RunesState, events: list[Event]) -> None:
    p = state.pending
    caster, rune = p["caster"], p["rune"]
    played = state.played[caster]
    _use_runes(state, caster, played, rune, p["energy"])
    before = state.living()
    params = cast(state, caster, p["spell"], p["energy"], p["target"], _order(played), p.get("flipped"))
    if events is not NO_EVENTS:
        events.append(Event("spell", dict(params, card=played, rune=rune)))
    if _deaths(state, before, events):
        return
    _finish_caster(state, events)


def _use_runes(state: RunesState, seat: int, played: str, rune: str, energy: dict) -> None:
    """Mark the activation rune and the energy runes as used (oldest cards first)."""
    used = state.used[seat]
    used.append([played, rune])
    suits_of = deck().suits
    for suit, count in energy.items():
        for c in state.sequences[seat]:
            if count == 0:
                break
            if not c["face_down"] and suit in suits_of[c["card"]] and [c["card"], suit] not in used:
                used.append([c["card"], suit])
                count -= 1


def _monster_strike(state: RunesState, monster: dict, target, events: list[Event]) -> None:
    before = state.living()
    events.append(monster_attack(state, monster, target))
    state.pending = None
    if state.queue:
        state.queue.pop(0)
    if _deaths(state, before, events):
        return
    _advance(state, events)


GAME = RunesGame()
