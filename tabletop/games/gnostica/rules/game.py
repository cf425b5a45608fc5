"""Gnostica: a tarot-card grid fought over with Icehouse pyramids (pure rules, no pygame).

A turn is a chain of small decisions. Action strings (refs in brackets):

- turn start: `place x,y` [cell] (no pieces on the board), `activate x,y` [cell],
  `play <card>` [hand:<card>], `redraw`, `reorient x,y:i` [piece]
- powers: `minion x,y:i` [piece], `target x,y` [cell] / `target x,y:i` [piece], for Strength's and
  Death's shortcut shared by two minions `with x,y:i` (the other minion; a button), then one of
  `create`, `card <id>` [hand:/discard:<id>], `card draw` [pile:draw], `move k` [cell of the
  end], `grow k`, `shrink k`, `destroy`, `replace`, `trade`, `to x,y` [cell], `orient D`;
  step buttons `use <suit>` (Magician), `copy <major>` (World), `reveal` (Fool),
  `take <id>` [discard:<id>] (Judgement), `skip`, `done`, `cancel`
- redraw (turn option or High Priestess): `discard <id>` [hand:<id>], `draw k`
- orientation: `orient N|E|S|W|U`; end of turn: `challenge`, `end`
- opening bid: `bid <id>` [hand:<id>], `take <id>` [bid:<id>]; `pass` when nothing is possible
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterator, Mapping, Sequence

from tabletop.engine.contract import Action, CardUse, Event, Game, GameInfo, Option, State, TurnMark, opening_hands
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.memo import Memo
from tabletop.engine.rng import Rng
from tabletop.games.gnostica.rules.balance import card_uses
from tabletop.games.gnostica.rules import explain, messages, powers, score_log, shortcuts, teach
from tabletop.games.gnostica.rules.cards import deck
from tabletop.games.gnostica.rules.model import (
    HAND_SIZE, HIDDEN, MAX_PIECES, ORIENTS, PIECES_PER_SIZE, Cell, GnosticaState, is_void, open_spaces,
    piece_refs, scores, send_home, set_piece, state_from_dict, state_to_dict,
)
from tabletop.games.gnostica.rules.powers import NO_TARGET, SUIT_KINDS, Opt

GRID = [(x, y) for y in (-1, 0, 1) for x in (-1, 0, 1)]


def _label(en: str, es: str) -> dict:
    return {"en": en, "es": es}


INFO = GameInfo(
    id="gnostica",
    title={"en": "Gnostica", "es": "Gnostica"},
    min_players=2,
    max_players=6,
    options=(
        Option("target", 9, (8, 9, 10), _label("Target score", "Puntuación objetivo"),
               _label("Points a challenger needs at the end of the last turn.",
                      "Puntos que necesita quien desafía al final de su último turno.")),
        Option("first_player", "random", ("random", "bid"), _label("First player", "Jugador inicial"),
               _label("At random, or by the official bid with a card from hand.",
                      "Al azar, o con la apuesta oficial de una carta de la mano."),
               {"random": _label("At random", "Al azar"), "bid": _label("By bid", "Por apuesta")}),
        Option("world_majors_only", False, (), _label("World copies only majors on the board",
                                                     "El Mundo sólo copia arcanos mayores del tablero"),
               _label("The World takes the power of a major arcana on the board instead of any.",
                      "El Mundo toma el poder de un arcano mayor del tablero en vez de cualquiera.")),
        Option("wands_pass", True, (), _label("Wands pass over the void and full spaces",
                                              "Los Bastones atraviesan el vacío y los espacios llenos"),
               _label("A moved or pushed piece may pass over the void and spaces holding three pieces, "
                      "never stop there; off: only the Chariot lets it.",
                      "Una pieza movida o empujada puede pasar por el vacío y por espacios con tres piezas, "
                      "sin detenerse allí; si no, solo el Carro lo permite.")),
        Option("shortcut_same_minion", False, (), _label("Strength and Death shortcuts need one minion",
                                                         "Los atajos de la Fuerza y la Muerte piden un solo vasallo"),
               _label("Skipping the middle size or card needs one minion using both steps on the target; "
                      "off: two minions may each use one step on the same target.",
                      "Saltarse el tamaño o la carta intermedia pide que un vasallo use los dos pasos sobre el "
                      "objetivo; si no, dos vasallos pueden usar un paso cada uno sobre el mismo objetivo.")),
        Option("reshuffle_when_needed", False, (), _label("Reshuffle only when a card is needed",
                                                          "Barajar solo cuando falte una carta"),
               _label("The discard pile becomes the draw pile only when a card must be drawn from the empty "
                      "pile; off: as soon as the draw pile runs out.",
                      "La pila de descarte pasa a ser la de robar solo cuando hay que robar de la pila vacía; "
                      "si no, en cuanto se agota la pila de robar.")),
        Option("turn_limit", 100, (0, 30, 50, 100, 200), _label("Turn limit", "Límite de turnos"),
               _label("Safeguard: after this many turns each, the highest score wins.",
                      "Salvaguarda: tras tantos turnos cada uno gana la puntuación más alta."),
               {0: _label("No limit", "Sin límite")}),
    ),
    max_actions=20_000,
    # 2: a Wands move may pass over the void and full spaces (option wands_pass)
    # 3: two minions may share Strength's or Death's shortcut on one target (option shortcut_same_minion)
    # 4: the discard pile is reshuffled as soon as the draw pile runs out (option reshuffle_when_needed)
    rules_version="4",
    balance_measure={"en": "territories made", "es": "territorios creados"},
    bot_levels=("random", "easy", "normal", "hard"),
)


def _cell(pos) -> str:
    return _CELL_TEXT[pos]


def _pref(ref) -> str:
    return f"{ref[0]},{ref[1]}:{ref[2]}"


def _target_arg(t) -> str:
    return _cell(t[1:3]) if t[0] == "cell" else _pref(t[1:])


def _target_ref(t) -> str:
    return "cell:" + _target_arg(t) if t[0] == "cell" else "piece:" + _target_arg(t)


# (action, operation) pairs are immutable: each is made once and listed again whenever it is legal
_CELL_TEXT: Memo = Memo(lambda pos: f"{pos[0]},{pos[1]}")
_ACTION: Memo = Memo(lambda key: Action(*key))  # (kind, args, ref) -> Action
_BID = Memo(lambda c: (Action("bid", (c,), f"hand:{c}"), ("bid", c)))
_TAKE_BID = Memo(lambda c: (Action("take", (c,), f"bid:{c}"), ("pick", c)))
_PLACE = Memo(lambda pos: (Action("place", (_cell(pos),), "cell:" + _cell(pos)), ("place", pos)))
_ACTIVATE = Memo(lambda pos: (Action("activate", (_cell(pos),), "cell:" + _cell(pos)), ("activate", pos)))
_PLAY = Memo(lambda c: (Action("play", (c,), f"hand:{c}"), ("play", c)))
_REORIENT = Memo(lambda r: (Action("reorient", (_pref(r),), "piece:" + _pref(r)), ("reorient", r)))
_DISCARD = Memo(lambda c: (Action("discard", (c,), f"hand:{c}"), ("mark", c)))
_DRAW = Memo(lambda k: (Action("draw", (k,)), ("draw", k)))
_TAKE = Memo(lambda c: (Action("take", (c,), f"discard:{c}"), ("take", c)))
_TARGET = Memo(lambda t: (Action("target", (_target_arg(t),), _target_ref(t)), ("target", t)))
_MINION = Memo(lambda m: (Action("minion", (_pref(m),), "piece:" + _pref(m)), ("minion", m)))
#: the other minion sharing Strength's or Death's shortcut: a button, its label names the piece
_WITH = Memo(lambda m: (Action("with", (_pref(m),)), ("with", m)))
_USE = Memo(lambda k: (Action("use", (k,)), ("use", k)))
_COPY = Memo(lambda c: (Action("copy", (c,)), ("copy", c)))
#: (operation, direction left out) -> the orient choices
_ORIENT = Memo(lambda key: tuple((Action("orient", (d,)), (key[0], d)) for d in ORIENTS if d != key[1]))
_PASS = (Action("pass"), ("pass",))
_REDRAW = (Action("redraw"), ("redraw",))
_CANCEL = (Action("cancel"), ("cancel",))
_DONE = (Action("done"), ("done",))
_SKIP = (Action("skip"), ("skip",))
_REVEAL = (Action("reveal", (), "pile:draw"), ("reveal",))
_END_CHOICES = ((Action("challenge"), ("challenge",)), (Action("end"), ("end",)))


class GnosticaGame(Game):
    """The rules of Gnostica."""

    info = INFO
    messages = {lang: {**messages.MESSAGES[lang], **explain.TEXTS[lang], **teach.TEXTS[lang]}
                for lang in messages.MESSAGES}

    # --- set-up ------------------------------------------------------------------------
    def setup(self, options: Mapping[str, Any], num_seats: int, seed: int) -> GnosticaState:
        """Deal 6 cards each and the 3x3 grid; first player at random or by bid."""
        opts = self.info.resolve_options(options)
        state = GnosticaState(num_seats, Rng(seed), opts)
        cards = list(deck().order)
        state.rng.shuffle(cards)
        for seat in range(num_seats):
            state.hands[seat] = [cards.pop() for _ in range(HAND_SIZE)]
        for pos in GRID:
            state.board[pos] = Cell(cards.pop(), [])
        state.draw = cards
        if opts["first_player"] == "bid":
            state.phase, state.current = "bid", 0
        else:
            state.current = state.rng.randrange(num_seats)
        return state

    def setup_with_events(self, options: Mapping[str, Any], num_seats: int,
                          seed: int) -> tuple[GnosticaState, list[Event]]:
        """`setup`, and each player's first hand as a private line of the log."""
        state = self.setup(options, num_seats, seed)
        return state, opening_hands(state.hands)

    def card_uses(self, event: Event) -> list[CardUse]:
        """Cards drawn and played, and the territories each card made."""
        return card_uses(event)

    # --- legal actions -----------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        """The choices of the current decision, in a stable order."""
        choices = state.offer = self._choices(state)  # type: ignore[attr-defined]
        return [a for a, _ in choices]

    def apply(self, state: State, action: Action) -> list[Event]:
        """Carry out one legal action; a score it changes is logged with the territories' values."""
        before = score_log.held(state)  # type: ignore[arg-type]
        events = self._carry_out(state, self._choices(state), action)
        return events + score_log.score_events(before, score_log.held(state))  # type: ignore[arg-type]

    def playout_apply(self, state: State, action: Action) -> None:
        """`apply` with the choices `legal_actions` just listed for this state (bots' play-outs)."""
        offer = state.offer  # type: ignore[attr-defined]
        self._carry_out(state, offer if offer is not None else self._choices(state), action)

    def _carry_out(self, state: GnosticaState, choices: list, action: Action) -> list[Event]:
        state.offer = None
        for legal, op in choices:
            if legal is action:  # play-outs pass the listed object
                break
        else:
            op = next((op for legal, op in choices if legal == action), None)
            if op is None:
                raise IllegalActionError(f"{action} is not a legal action now")
        events: list[Event] = []
        _DO[op[0]](self, state, events, *op[1:])
        return events

    def _choices(self, s: GnosticaState) -> list[tuple[Action, tuple]]:
        if s.phase == "over":
            return []
        if s.phase == "bid":
            return [_BID[c] for c in s.hands[s.current]]
        if s.phase == "pick":
            return [_TAKE_BID[c] for c in s.pool]
        return getattr(self, "_mode_" + s.mode)(s)

    def _mode_start(self, s: GnosticaState) -> list:
        seat = s.current
        mine = piece_refs(s, seat)
        if not mine:
            board = s.board
            places = [_PLACE[p] for p in open_spaces(board) if p not in board or not board[p].pieces]
            return places or [_PASS]
        board = s.board
        out = [_ACTIVATE[pos] for pos in dict.fromkeys(r[:2] for r in mine) if board[pos].card]  # board order
        out += [_PLAY[c] for c in s.hands[seat]]
        out.append(_REDRAW)
        out += [_REORIENT[r] for r in mine]
        return out

    def _mode_place(self, s: GnosticaState) -> list:
        return [*_ORIENT["place_at", None], _CANCEL]

    def _mode_reorient(self, s: GnosticaState) -> list:
        return [*_ORIENT["turn_to", s.piece(s.sel["piece"])[2]], _CANCEL]

    def _mode_redraw(self, s: GnosticaState) -> list:
        return self._redraw_choices(s) + [_CANCEL]

    def _mode_end(self, s: GnosticaState) -> list:
        return list(_END_CHOICES)

    def _redraw_choices(self, s: GnosticaState) -> list:
        hand = s.hands[s.current]
        marked = s.sel.get("marked", [])
        out = [_DISCARD[c] for c in hand if c not in marked]
        keep = len(hand) - len(marked)
        most = min(HAND_SIZE - keep, len(s.draw) + len(s.discard) + len(marked))
        out += [_DRAW[k] for k in range(most + 1)]
        return out

    def _mode_power(self, s: GnosticaState) -> list:
        chain, sel, seat = s.chain, s.sel, s.current
        if chain["after"] is not None:
            return [choice for choice in _ORIENT["after", None]
                    if powers.orientation_keeps_going(s, seat, choice[1][1])]
        ctx = powers.current_ctx(s)
        out: list = []
        if "minion" in sel:
            minion = sel["minion"]
            if ctx.kind == "judgement":
                size = s.piece(minion)[1]
                if sel["taken"] < size and len(s.hands[seat]) < HAND_SIZE:
                    out += [_TAKE[c] for c in s.discard]
                out.append(_DONE)
                if sel["taken"] == 0:
                    out.append(_CANCEL)
                return out
            if "partner" in sel:
                opts = shortcuts.partner_options(s, seat, minion, sel["target"], sel["partner"])
                out += [(self._param_action(s, o), ("opt", o)) for o in opts]
            elif ctx.kind in NO_TARGET or "target" in sel:
                opts = powers.step_options(s, seat, minion, sel.get("target"))
                out += [(self._param_action(s, o), ("opt", o)) for o in opts]
                if "target" in sel:
                    out += [_WITH[p] for p in shortcuts.partners(s, seat, minion, sel["target"])]
            else:
                seen = []
                for o in self._minion_options(s, seat, minion):
                    if o.target not in seen:
                        seen.append(o.target)
                out += [_TARGET[t] for t in seen]
            return out + [_CANCEL]
        if ctx.kind == "reveal":
            if s.draw or s.discard:
                out.append(_REVEAL)
        elif ctx.kind == "magician":
            out += [_USE[k] for k in SUIT_KINDS if self._suit_usable(s, k)]
        elif ctx.kind == "world":
            if powers.frame(s)["board"]:
                out += [_COPY[c] for c in powers.world_choices(s)]
        elif ctx.kind == "redraw":
            out += self._redraw_choices(s)
        else:
            for m in powers.minion_refs(s, seat):
                if next(self._minion_options(s, seat, m), None) is not None:
                    out.append(_MINION[m])
        free = not sel and chain["need"] is None
        f = powers.frame(s)
        if free and f["index"] + 1 < len(f["steps"]):
            out.append(_SKIP)
        if free:
            out.append(_DONE)
        if sel or not chain["committed"]:
            out.append(_CANCEL)
        return out

    @staticmethod
    def _minion_options(s: GnosticaState, seat: int, minion: tuple) -> Iterator[Opt]:
        """What `minion` can do now: its own options, then the shortcuts it may share with another minion."""
        yield from powers.step_options(s, seat, minion)
        yield from shortcuts.partner_options(s, seat, minion)

    @staticmethod
    def _suit_usable(s: GnosticaState, suit: str) -> bool:
        """True when the Magician used as `suit` has at least one option now."""
        s.sel["suit"] = suit
        try:
            return next(powers.step_options(s, s.current), None) is not None
        finally:
            del s.sel["suit"]

    @staticmethod
    def _param_action(s: GnosticaState, o: Opt) -> Action:
        p = o.param
        kind = p[0]
        if kind == "card":
            if p[1] == "draw":
                return _ACTION["card", ("draw",), "pile:draw"]
            where = "hand" if p[1] in s.hands[s.current] else "discard"
            return _ACTION["card", (p[1],), f"{where}:{p[1]}"]
        if kind == "move":
            return _ACTION["move", (p[1],), "cell:" + _cell(powers.rod_end(s, o))]
        if kind == "to":
            return _ACTION["to", (_cell(p[1:]),), "cell:" + _cell(p[1:])]
        if kind in ("grow", "shrink", "orient"):
            return _ACTION[kind, (p[1],), None]
        return _ACTION[kind, (), None]

    # --- doing ---------------------------------------------------------------------------
    def _do_pass(self, s, ev):
        ev.append(Event("pass", {"seat": s.current}))
        self._end_turn(s, ev)

    def _do_place(self, s, ev, pos):
        s.mode, s.sel = "place", {"at": pos}

    def _do_place_at(self, s, ev, d):
        pos = s.sel["at"]
        s.stashes[s.current][0] -= 1
        cell = s.board.setdefault(pos, Cell())
        cell.pieces.append((s.current, 1, d))
        ev.append(Event("place", {"seat": s.current, "at": list(pos), "dir": d}))
        self._end_turn(s, ev)

    def _do_reorient(self, s, ev, ref):
        s.mode, s.sel = "reorient", {"piece": ref}

    def _do_turn_to(self, s, ev, d):
        ref = s.sel["piece"]
        owner, size, _ = s.piece(ref)
        set_piece(s, ref, (owner, size, d))
        ev.append(Event("orient", {"seat": s.current, "owner_seat": owner, "at": list(ref[:2]), "dir": d}))
        self._end_turn(s, ev)

    def _do_redraw(self, s, ev):
        s.mode, s.sel = "redraw", {"marked": []}

    def _do_mark(self, s, ev, card):
        s.sel.setdefault("marked", []).append(card)

    def _do_draw(self, s, ev, k):
        seat = s.current
        marked = s.sel.get("marked", [])
        for c in marked:
            s.hands[seat].remove(c)
            s.discard.append(c)
        drawn = []
        for _ in range(k):
            card = powers.draw_one(s, ev)
            if card is None:
                break
            drawn.append(card)
        s.hands[seat] += drawn
        ev.append(Event("redraw", {"seat": seat, "discarded": list(marked), "count": len(drawn)},
                        reveals=bool(marked)))  # the discards are shown; the drawn cards only to the drawer
        if drawn:
            ev.append(Event("drew", {"seat": seat, "cards": drawn}, audience=seat, reveals=True))
        if s.mode == "power":
            s.chain["committed"] = True
            s.sel = {}
            powers.frame(s)["index"] += 1
            self._settle(s, ev)
        else:
            self._end_turn(s, ev)

    def _do_play(self, s, ev, card):
        seat = s.current
        slot = s.hands[seat].index(card)
        s.hands[seat].remove(card)
        s.discard.append(card)
        s.mode, s.sel = "power", {}
        s.chain = powers.new_chain("hand", card, None, slot, None)
        powers.push_frame(s, card, False)
        ev.append(Event("play", {"seat": seat, "card": card}, reveals=True))

    def _do_activate(self, s, ev, pos):
        seat = s.current
        card = s.card_at(pos)
        minions = [(pos[0], pos[1], i) for i, p in enumerate(s.pieces(pos)) if p[0] == seat]
        s.mode, s.sel = "power", {}
        s.chain = powers.new_chain("board", card, pos, None, minions)
        powers.push_frame(s, card, True)
        ev.append(Event("activate", {"seat": seat, "card": card, "at": list(pos)}))

    def _do_cancel(self, s, ev):
        if s.sel and s.mode == "power":
            s.sel = {}
            return
        if s.mode == "power" and s.chain["origin"] == "hand":
            card = s.chain["card"]
            s.discard.remove(card)
            s.hands[s.current].insert(s.chain["slot"], card)
        s.mode, s.sel, s.chain = "start", {}, None
        ev.append(Event("cancel", {"seat": s.current}))

    def _do_minion(self, s, ev, m):
        s.sel["minion"] = m
        if powers.current_ctx(s).kind == "judgement":
            s.sel["taken"] = 0

    def _do_target(self, s, ev, t):
        s.sel["target"] = t
        opts = list(powers.step_options(s, s.current, s.sel["minion"], t))
        if len(opts) == 1 and not shortcuts.partners(s, s.current, s.sel["minion"], t):
            self._do_opt(s, ev, opts[0])

    def _do_with(self, s, ev, partner):
        s.sel["partner"] = partner
        opts = list(shortcuts.partner_options(s, s.current, s.sel["minion"], s.sel["target"], partner))
        if len(opts) == 1:
            self._do_opt(s, ev, opts[0])

    def _do_opt(self, s, ev, opt):
        powers.execute(s, s.current, opt, ev)
        self._settle(s, ev)

    def _do_after(self, s, ev, d):
        ref = s.chain["after"]
        owner, size, _ = s.piece(ref)
        set_piece(s, ref, (owner, size, d))
        s.chain["after"] = None
        self._settle(s, ev)

    def _do_take(self, s, ev, card):
        seat = s.current
        s.discard.remove(card)
        s.hands[seat].append(card)
        s.chain["committed"] = True
        s.sel["taken"] += 1
        ev.append(Event("take", {"seat": seat, "card": card}))
        size = s.piece(s.sel["minion"])[1]
        if s.sel["taken"] >= size or len(s.hands[seat]) >= HAND_SIZE or not s.discard:
            s.sel = {}
            powers.frame(s)["index"] += 1
            self._settle(s, ev)

    def _do_use(self, s, ev, kind):
        s.sel["suit"] = kind

    def _do_copy(self, s, ev, major):
        f = powers.frame(s)
        f["as"], f["steps"], f["index"] = major, tuple(deck()[major].powers), 0
        # The copied major is named to everyone; the same name may stand for a card hidden in a hand or
        # the draw pile, so the choice is a public reveal (an undo barrier), as the audit requires.
        ev.append(Event("copy", {"seat": s.current, "card": major}, reveals=True))

    def _do_reveal(self, s, ev):
        card = powers.draw_one(s, ev)
        s.discard.append(card)
        s.chain["committed"] = True
        powers.frame(s)["index"] += 1
        powers.push_frame(s, card, False)
        ev.append(Event("reveal", {"seat": s.current, "card": card}, reveals=True))

    def _do_skip(self, s, ev):
        powers.frame(s)["index"] += 1
        self._settle(s, ev)

    def _do_done(self, s, ev):
        s.sel = {}
        s.chain["committed"] = True
        frames = s.chain["frames"]
        if _unused_reveal(frames):
            ev.append(Event("reveal_unused", {"seat": s.current, "card": frames[-1]["card"]}))
        frames.pop()
        self._settle(s, ev)

    def _settle(self, s, ev):
        powers.settle(s)
        if powers.chain_finished(s):
            self._end_turn(s, ev)

    # --- turns, challenge, end -------------------------------------------------------------
    def _end_turn(self, s: GnosticaState, ev: list[Event]) -> None:
        seat = s.current
        s.mode, s.sel, s.chain = "start", {}, None
        ch = s.challenge
        if ch and ch["seat"] == seat and ch["last"]:
            s.challenge = None
            score = scores(s)[seat]
            if score >= s.options["target"]:
                ev.append(Event("challenge_won", {"seat": seat, "score": score}))
                self._finish(s, [seat], "challenge")
                return
            self._eliminate(s, seat, ev, score)
            alive = [p for p in range(s.num_seats) if not s.eliminated[p]]
            if len(alive) == 1:
                ev.append(Event("last_standing", {"seat": alive[0]}))
                self._finish(s, alive, "last_standing")
                return
        elif ch is None and not s.eliminated[seat]:
            s.mode = "end"
            return
        self._next_turn(s, ev)

    def _do_challenge(self, s, ev):
        s.challenge = {"seat": s.current, "last": False}
        ev.append(Event("challenge", {"seat": s.current, "target": s.options["target"]}))
        self._next_turn(s, ev)

    def _do_end(self, s, ev):
        self._next_turn(s, ev)

    def _eliminate(self, s: GnosticaState, seat: int, ev: list[Event], score: int) -> None:
        s.eliminated[seat] = True
        for pos, cell in list(s.board.items()):
            for i in range(len(cell.pieces) - 1, -1, -1):  # from the top: lower indices stay put
                if cell.pieces[i][0] == seat:
                    send_home(s, (pos[0], pos[1], i))
        hand = s.hands[seat]
        s.discard += hand
        s.hands[seat] = []
        ev.append(Event("eliminated", {"seat": seat, "score": score, "cards": list(hand)}, reveals=bool(hand)))

    def _next_turn(self, s: GnosticaState, ev: list[Event]) -> None:
        seat = s.current
        s.turns[seat] += 1
        nxt = seat
        for _ in range(s.num_seats):
            nxt = (nxt + 1) % s.num_seats
            if not s.eliminated[nxt]:
                break
        limit = s.options.get("turn_limit") or 0
        if limit and s.turns[nxt] >= limit:
            alive_scores = scores(s)
            best = max(alive_scores[p] for p in range(s.num_seats) if not s.eliminated[p])
            winners = [p for p in range(s.num_seats) if not s.eliminated[p] and alive_scores[p] == best]
            ev.append(Event("turn_limit", {"turns": limit}))
            self._finish(s, winners, "turn_limit")
            return
        s.current, s.mode, s.sel, s.chain = nxt, "start", {}, None
        if s.challenge and s.challenge["seat"] == nxt:
            s.challenge["last"] = True
        ev.append(Event("turn", {"seat": nxt}))

    def _finish(self, s: GnosticaState, winners: list[int], reason: str) -> None:
        s.phase, s.mode, s.sel, s.chain = "over", "start", {}, None
        s.outcome = {"scores": scores(s), "winners": list(winners), "reason": reason}

    # --- the opening bid ---------------------------------------------------------------------
    def _do_bid(self, s, ev, card):
        seat = s.current
        s.hands[seat].remove(card)
        s.bids[seat] = card
        ev.append(Event("bid", {"seat": seat}))
        waiting = [p for p in range(s.num_seats) if s.bids[p] is None]
        if waiting:
            s.current = waiting[0]
            return
        bids = list(s.bids)
        ev.append(Event("bid_reveal", {"cards": bids}, reveals=True))
        ranks = [deck()[b].bid_rank for b in bids]
        best = max(ranks)
        top = [p for p in range(s.num_seats) if ranks[p] == best]
        s.pool += bids
        s.bids = [None] * s.num_seats
        if len(top) > 1:
            ev.append(Event("bid_tie", {"seats": top}))
            if all(s.hands[p] for p in range(s.num_seats)):
                s.current = 0
                return
            top = [top[s.rng.randrange(len(top))]]
        winner = top[0]
        ev.append(Event("bid_won", {"seat": winner}))
        s.bid_winner = winner
        s.pickers = [(winner - k) % s.num_seats for k in range(1, s.num_seats + 1)]
        s.phase = "pick"
        self._next_picker(s, ev)

    def _do_pick(self, s, ev, card):
        s.pool.remove(card)
        s.hands[s.current].append(card)
        ev.append(Event("pick", {"seat": s.current, "card": card}))
        self._next_picker(s, ev)

    def _next_picker(self, s: GnosticaState, ev: list[Event]) -> None:
        while s.pickers and len(s.hands[s.pickers[0]]) >= HAND_SIZE:
            s.pickers.pop(0)
        if len(s.pickers) == 1 and len(s.pool) <= HAND_SIZE - len(s.hands[s.pickers[0]]):
            seat = s.pickers.pop()
            for card in list(s.pool):
                ev.append(Event("pick", {"seat": seat, "card": card}))
            s.hands[seat] += s.pool
            s.pool = []
        if s.pickers:
            s.current = s.pickers[0]
            return
        s.discard += s.pool
        s.pool = []
        s.phase, s.current, s.mode = "play", s.bid_winner, "start"
        ev.append(Event("turn", {"seat": s.current}))

    # --- observation ------------------------------------------------------------------------
    def observe(self, state: State, seat: int | None) -> GnosticaState:
        """Others' hands, the draw pile and others' secret bids become "?" (counts kept)."""
        obs = state.clone()
        obs.rng = Rng(0)
        for p in range(obs.num_seats):
            if p != seat:
                obs.hands[p] = [HIDDEN] * len(obs.hands[p])
                if obs.bids[p] is not None:
                    obs.bids[p] = HIDDEN
        obs.draw = [HIDDEN] * len(obs.draw)
        if obs.sel.get("marked") and obs.current != seat:
            obs.sel["marked"] = [HIDDEN] * len(obs.sel["marked"])
        return obs

    def determinize(self, observation: State, seat: int | None, rng: Rng) -> GnosticaState:
        """Fill every "?" with a consistent sample of the unseen cards."""
        st = observation.clone()
        st.rng = Rng(rng.randrange(2**62))
        seen = {c for c in _all_cards(st) if c != HIDDEN}
        unseen = [c for c in deck().order if c not in seen]
        rng.shuffle(unseen)
        for p in range(st.num_seats):
            st.hands[p] = [unseen.pop() if c == HIDDEN else c for c in st.hands[p]]
            if st.bids[p] == HIDDEN:
                st.bids[p] = unseen.pop()
        st.draw = [unseen.pop() if c == HIDDEN else c for c in st.draw]
        marked = st.sel.get("marked")
        if marked and HIDDEN in marked:
            st.sel["marked"] = st.hands[st.current][:len(marked)]
        return st

    def hidden_differs(self, state: State) -> bool:
        """Hands are private."""
        return True

    def is_simultaneous_commit(self, state: State) -> bool:
        """The opening bids are secret until everyone has bid."""
        return state.phase == "bid"

    # --- snapshots and checks ------------------------------------------------------------------
    def to_dict(self, state: State) -> dict:
        """A readable JSON snapshot."""
        return state_to_dict(state)

    def from_dict(self, data: Mapping) -> GnosticaState:
        """The state of a snapshot (written positions may leave fields out; see model)."""
        return state_from_dict(data, self.info.resolve_options(None))

    def check_invariants(self, state: State) -> None:
        """Every card once; 15 pieces each; nothing in the void; at most 3 per space (exceptions)."""
        s = state
        cards = _all_cards(s)
        assert sorted(cards) == sorted(deck().order), _card_problem(cards)
        on_board = [[0, 0, 0] for _ in range(s.num_seats)]
        need = s.chain.get("need") if s.chain else None
        transit = need["ref"] if need and need["kind"] == "transit" else None
        overfull = need["at"] if need and need["kind"] == "overfull" else None
        for pos, cell in s.board.items():
            assert cell.card is not None or cell.pieces, f"empty cell stored at {pos}"
            for i, (owner, size, orient) in enumerate(cell.pieces):
                assert 0 <= owner < s.num_seats and size in (1, 2, 3) and orient in ORIENTS, cell.pieces
                on_board[owner][size - 1] += 1
                if is_void(s.board, pos):
                    assert transit == (pos[0], pos[1], i), f"piece in the void at {pos}"
            if len(cell.pieces) > MAX_PIECES:
                assert pos in s.crowded or pos == overfull or (transit and transit[:2] == pos), \
                    f"{len(cell.pieces)} pieces at {pos}"
        for p in range(s.num_seats):
            for k in range(3):
                assert s.stashes[p][k] >= 0, f"seat {p} stash {s.stashes[p]}"
                assert on_board[p][k] + s.stashes[p][k] == PIECES_PER_SIZE, f"seat {p} has lost pieces"
            assert len(s.hands[p]) <= HAND_SIZE, f"seat {p} holds {len(s.hands[p])} cards"
            if s.eliminated[p]:
                assert not s.hands[p] and sum(on_board[p]) == 0
        assert (s.chain is not None) == (s.mode == "power" and s.phase == "play")
        if s.phase == "over":
            assert s.outcome is not None

    # --- words ---------------------------------------------------------------------------------
    # --- teaching ----------------------------------------------------------------------
    def decision_kind(self, state: State) -> str | None:
        """bid, pick, start, first_piece, redraw, end, minion, target, how.<power>..."""
        return teach.decision_kind(state)

    def rules_anchor(self, state: State, lang: str) -> str | None:
        """The section of docs/rules/gnostica(.es).md about the current decision."""
        return teach.rules_anchor(state, lang)

    def teach_words(self, state: State, lang: str, names: Sequence[str]) -> dict[str, Any]:
        """The card whose power is in use, the score and the target the teaching texts name."""
        return teach.words(state, lang)

    def turn_marks(self, log: Sequence[tuple[int, Event]], movers: Sequence[int]) -> list[TurnMark]:
        """A header at each "turn" event, in its place."""
        return teach.turn_marks(log, movers)

    def turn_marks_grown(self, log: Sequence[tuple[int, Event]], movers: Sequence[int],
                         marks: Sequence[TurnMark], start: int) -> list[TurnMark]:
        return teach.turn_marks_grown(log, movers, marks, start)

    def describe_event(self, event: Event, lang: str, names: Sequence[str]) -> str:
        """A log line, with card ids shown as names in `lang`."""
        return messages.describe_event(self, event, lang, names)

    def describe_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        """A short label for an action button or chooser."""
        return messages.describe_action(self, state, action, lang, names)

    def describe_result(self, state: State, lang: str, names: Sequence[str]) -> str:
        """Why the game ended: a challenge met, the last player standing or the turn limit."""
        return messages.describe_result(self, state, lang, names)

    def explain_action(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str:
        """What `action` does: a card's power text, a step's effect, what a challenge means."""
        return explain.explain_action(self, state, action, lang, names)

    def risk(self, state: State, action: Action, lang: str, names: Sequence[str]) -> str | None:
        """A challenge risks elimination: the score now against the target."""
        return explain.risk(self, state, action, lang)

    def seat_numbers(self, state: State) -> Sequence[int]:
        """Each seat's score."""
        return scores(state)  # type: ignore[arg-type]

    def goal(self, state: State, lang: str) -> str | None:
        """How the game is won, with the target score in play."""
        return self.text("goal", lang, target=state.options["target"])

    def prompt(self, state: State, lang: str, names: Sequence[str]) -> str:
        """What the seat to move is deciding, e.g. "The Sun: Cups, then Pentacles — step 1 of 2"."""
        return messages.prompt(self, state, lang, names)


def _unused_reveal(frames: list) -> bool:
    """True when the top frame is a card the Fool revealed and none of its powers has been used yet."""
    if len(frames) < 2 or frames[-1]["index"] != 0:
        return False
    below = frames[-2]
    return below["index"] > 0 and below["steps"][below["index"] - 1] == "fool_reveal"

#: operation name -> the GnosticaGame method carrying it out
_DO: Memo = Memo(lambda name: getattr(GnosticaGame, "_do_" + name))


def _all_cards(s: GnosticaState) -> list[str]:
    cards = [c.card for c in s.board.values() if c.card]
    for hand in s.hands:
        cards += hand
    cards += s.draw + s.discard + s.pool + [b for b in s.bids if b is not None]
    return cards


def _card_problem(cards: list[str]) -> str:
    counts = Counter(cards)
    dup = [c for c, n in counts.items() if n > 1]
    missing = [c for c in deck().order if c not in counts]
    return f"cards duplicated {dup[:5]} missing {missing[:5]} total {len(cards)}"


GAME = GnosticaGame()
