"""Card powers: the complete options of the current step, and carrying one out.

A step (see cards.STEPS) has a kind (cup, rod, disc, sword, orient, devil, replace,
hermit, trade, judgement, and the minion-less reveal, magician, world, redraw) and flags
(no_limit, chariot, double, from_draw, from_discard, moon, sun). An option is complete:
minion, target and parameter; the turn's small decisions pick its parts one by one.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, NamedTuple

from tabletop.engine.contract import Event
from tabletop.engine.memo import Memo
from tabletop.games.gnostica.rules.cards import STEPS, deck
from tabletop.games.gnostica.rules.model import (
    HIDDEN, MAX_PIECES, ORIENTS, Cell, GnosticaState, add_piece, has_card, has_enemy, is_void, is_wasteland,
    move_piece, open_spaces, piece_refs, send_home, set_piece, step, sweep_void, tag, value,
)

SUIT_KINDS = ("cup", "rod", "disc", "sword")
#: kinds whose options name a minion but no target
NO_TARGET = ("orient", "judgement")
#: kinds chosen without a minion
NO_MINION = ("reveal", "magician", "world", "redraw")


@dataclass(frozen=True)
class Ctx:
    """How the current step behaves."""

    kind: str
    flags: frozenset
    pair: bool = False  # the next step is this step's shortcut partner
    board: bool = False  # the card was activated on the board
    relax: tuple | None = None  # the Chariot's first-moved piece: may now pass void/full spaces


class Opt(NamedTuple):
    """One complete choice of a step (a named tuple: steps list many of them)."""

    minion: tuple | None
    target: tuple | None  # ("cell", x, y) or ("piece", x, y, i)
    param: tuple  # ("create",) ("card", id) ("move", k) ("grow", k) ("shrink", k) ("destroy",)
    #             ("orient", D) ("replace",) ("to", x, y) ("trade",) ("take",)
    steps: int = 1  # 2 when a shortcut also uses the next step
    then: str | None = None  # "transit" / "overfull": the next step must finish this one
    partner: tuple | None = None  # the other minion using the next step on the same target (see shortcuts)


# --- the current step ----------------------------------------------------------------------
def frame(state: GnosticaState) -> dict:
    """The innermost card being used."""
    return state.chain["frames"][-1]


def step_name(state: GnosticaState) -> str:
    """The vocabulary name of the current step."""
    f = frame(state)
    return f["steps"][f["index"]]


def current_ctx(state: GnosticaState) -> Ctx:
    """The current step's kind and flags (a Magician's chosen suit applied)."""
    f = state.chain["frames"][-1]
    steps, index = f["steps"], f["index"]
    name = steps[index]
    kind, flags = STEPS[name]
    if kind == "magician" and state.sel.get("suit"):
        kind, flags = state.sel["suit"], _NO_FLAGS
    nxt = steps[index + 1] if index + 1 < len(steps) else None
    pair = nxt is not None and (
        (("double" in flags or "chariot" in flags) and nxt == name)
        or ("sun" in flags and STEPS[nxt][0] == "disc")
        or ("moon" in flags and STEPS[nxt][0] == "sword"))
    relax = state.chain.get("moved") if "chariot" in flags and not pair else None
    return _CTX[kind, flags, pair, f["board"], relax]


_NO_FLAGS: frozenset = frozenset()
#: (kind, flags, pair, board, relax) -> Ctx: steps recur, and a Ctx is immutable
_CTX: Memo = Memo(lambda key: Ctx(*key))


def minion_refs(state: GnosticaState, seat: int) -> list[tuple]:
    """The pieces that may use the current power: all yours (from hand) or the tracked minions."""
    listed = state.chain["minions"]
    if listed is None:
        return list(piece_refs(state, seat))
    return sorted(listed)


def targets(state: GnosticaState, ref: tuple) -> list[tuple]:
    """What a minion can target: its pointed-at (or own, if upright) space and pieces, and itself."""
    x, y, i = ref
    orient = state.piece(ref)[2]
    pos = (x, y) if orient == "U" else step((x, y), orient)
    out: list[tuple] = []
    if not is_void(state.board, pos):
        out.append(("cell", pos[0], pos[1]))
        out += [("piece", pos[0], pos[1], j) for j in range(len(state.pieces(pos)))]
    me = ("piece", x, y, i)
    if me not in out:
        out.append(me)
    return out


# --- options -------------------------------------------------------------------------------
def step_options(state: GnosticaState, seat: int, minion: tuple | None = None,
                 target: tuple | None = None) -> Iterator[Opt]:
    """Every complete option of the current step (for one minion / target if given)."""
    ctx = current_ctx(state)
    if ctx.kind in NO_MINION:
        return
    need = state.chain.get("need")
    gen = _GENERATORS[ctx.kind]
    for m in ([minion] if minion is not None else minion_refs(state, seat)):
        if ctx.kind in NO_TARGET:
            candidates = [None]
        else:
            candidates = [target] if target is not None else targets(state, m)
        for t in candidates:
            if need is not None and not _may_meet(t, need):
                continue
            for opt in gen(state, seat, ctx, m, t):
                if need is None or _meets(state, opt, need):
                    yield opt


def _may_meet(target: tuple | None, need: dict) -> bool:
    """Quick filter: only targets that could finish the pending step are worth generating."""
    if target is None or target[0] != "piece":
        return False
    if need["kind"] == "transit":
        return target[1:] == need["ref"]
    return (target[1], target[2]) == need["at"]


def _meets(state: GnosticaState, opt: Opt, need: dict) -> bool:
    """True when `opt` finishes what the previous step left pending."""
    t = opt.target
    if need["kind"] == "transit":
        return t == ("piece", *need["ref"]) and opt.param[0] == "move" and opt.then is None
    at = need["at"]
    if t is None or t[0] != "piece" or (t[1], t[2]) != at or opt.param[0] != "shrink":
        return False
    return opt.param[1] == state.pieces(at)[t[3]][1]


def _fits(state: GnosticaState, ctx: Ctx, pos: tuple) -> bool:
    return "no_limit" in ctx.flags or len(state.pieces(pos)) < MAX_PIECES


def _hand_values(state: GnosticaState, seat: int, ctx: Ctx) -> list[tuple[str, int]]:
    cards = list(state.hands[seat])
    if "from_discard" in ctx.flags:
        cards += [c for c in state.discard if c not in cards]
    return [(c, value(c)) for c in cards if c != HIDDEN]


def _cup(state, seat, ctx, m, t):
    pos = (t[1], t[2])
    if t[0] == "cell":
        if state.stashes[seat][0] > 0 and _fits(state, ctx, pos):
            yield Opt(m, t, ("create",))
        if not has_card(state.board, pos) and not has_enemy(state, pos, seat):
            for card, v in _hand_values(state, seat, ctx):
                if v == 1:
                    yield Opt(m, t, ("card", card))
                elif v == 2 and "sun" in ctx.flags and ctx.pair:
                    yield Opt(m, t, ("card", card), steps=2)
            if "from_draw" in ctx.flags and (state.draw or state.discard):
                yield Opt(m, t, ("card", "draw"))
        return
    owner = state.pieces(pos)[t[3]][0]
    if owner != seat:
        if state.stashes[owner][0] > 0 and _fits(state, ctx, pos):
            yield Opt(m, t, ("create",))
    elif t[1:] == m and state.piece(m)[2] != "U":
        if state.stashes[seat][0] > 0 and _fits(state, ctx, pos):
            yield Opt(m, t, ("create",))


def _rod(state, seat, ctx, m, t):
    orient, size = state.piece(m)[2], state.piece(m)[1]
    if orient == "U":
        return
    if t[0] == "piece":
        ref = t[1:]
        for k in range(1, size + 1):
            kind = _path(state, ctx, (t[1], t[2]), orient, k, ref)
            if kind == "ok":
                yield Opt(m, t, ("move", k))
            elif kind is not None:
                opt = Opt(m, t, ("move", k), then=kind)
                if _completable(state, seat, opt):
                    yield opt
        return
    pos = (t[1], t[2])
    if (m[0], m[1]) == pos or not has_card(state.board, pos) or has_enemy(state, pos, seat):
        return
    for k in range(1, size + 1):
        end = step(pos, orient, k)
        if is_wasteland(state.board, end) and not has_enemy(state, end, seat):
            yield Opt(m, t, ("move", k))


def _path(state: GnosticaState, ctx: Ctx, start: tuple, orient: str, k: int, ref: tuple) -> str | None:
    """Can the piece at `ref` go `k` spaces from `start`: "ok", "transit", "overfull" or None."""
    board = state.board
    no_limit = "no_limit" in ctx.flags
    blocked = False
    if not state.options.get("wands_pass", True):  # the strict reading: only the Chariot passes over them
        for j in range(1, k):
            cell = step(start, orient, j)
            if is_void(board, cell) or (not no_limit and len(state.pieces(cell)) >= MAX_PIECES):
                blocked = True
    end = step(start, orient, k)
    count = len(state.pieces(end))
    end_void = is_void(board, end)
    end_full = not no_limit and count >= MAX_PIECES
    if ctx.relax is not None and ctx.relax == ref:
        return None if end_void or end_full else "ok"
    if not blocked and not end_void and not end_full:
        return "ok"
    if "chariot" in ctx.flags and ctx.pair:
        return "transit"
    if "moon" in ctx.flags and ctx.pair and not blocked and not end_void and count == MAX_PIECES:
        return "overfull"
    return None


def _completable(state: GnosticaState, seat: int, opt: Opt) -> bool:
    """After `opt`, can the next step still finish it (Chariot transit, Moon overfull)?"""
    trial = state.clone()
    execute(trial, seat, opt, [])
    after = trial.chain["after"]
    if after is None:
        return any(True for _ in step_options(trial, seat))
    return any(orientation_keeps_going(trial, seat, d) for d in ORIENTS)


def orientation_keeps_going(state: GnosticaState, seat: int, orient: str) -> bool:
    """True when re-orienting the pending piece `orient` leaves the next step a way to finish."""
    if not state.chain.get("need"):
        return True
    trial = state.clone()
    ref = trial.chain["after"]
    owner, size, _ = trial.piece(ref)
    set_piece(trial, ref, (owner, size, orient))
    trial.chain["after"] = None
    settle(trial)
    if not trial.chain["frames"]:
        return False
    return any(True for _ in step_options(trial, seat))


def _disc(state, seat, ctx, m, t):
    yield from disc_options(state, seat, ctx, m, t, single=True, double=doubles(ctx))


def doubles(ctx: Ctx) -> bool:
    """True when the next step is a second use of this one on the same terms (Strength, Death)."""
    return ctx.pair and "double" in ctx.flags


def disc_options(state: GnosticaState, seat: int, ctx: Ctx, m: tuple, t: tuple, single: bool, double: bool,
                 partner: tuple | None = None) -> Iterator[Opt]:
    """Growing `t` by one step (`single`) and by both steps at once, skipping the middle (`double`)."""
    pos = (t[1], t[2])
    if t[0] == "piece":
        owner, size, _ = state.pieces(pos)[t[3]]
        if single and size < 3 and state.stashes[owner][size] > 0:
            yield Opt(m, t, ("grow", 1))
        if double and size == 1 and state.stashes[owner][2] > 0:
            yield Opt(m, t, ("grow", 2), steps=2, partner=partner)
        return
    card = state.card_at(pos)
    if card is None or has_enemy(state, pos, seat):
        return
    v = value(card)
    for c, cv in _hand_values(state, seat, ctx):
        if cv == v + 1 and single:
            yield Opt(m, t, ("card", c))
        elif cv == v + 2 and double:
            yield Opt(m, t, ("card", c), steps=2, partner=partner)


def _sword(state, seat, ctx, m, t):
    power = state.piece(m)[1]
    yield from sword_options(state, seat, ctx, m, t, power, power + 1, 2 * power if doubles(ctx) else power)


def sword_options(state: GnosticaState, seat: int, ctx: Ctx, m: tuple, t: tuple, single: int, low: int,
                  high: int, partner: tuple | None = None) -> Iterator[Opt]:
    """Shrinking `t`: by 1..`single` with one step, by `low`..`high` with both steps (the middle skipped)."""
    pos = (t[1], t[2])
    if t[0] == "piece":
        owner, size, _ = state.pieces(pos)[t[3]]
        for k in _amounts(single, low, min(high, size)):
            new = size - k
            if new == 0 or state.stashes[owner][new - 1] > 0:
                yield _shrink_opt(m, t, ("shrink", k), k, single, partner)
        return
    card = state.card_at(pos)
    if card is None or has_enemy(state, pos, seat):
        return
    v = value(card)
    for k in _amounts(single, low, min(high, v)):
        if k == v:
            yield _shrink_opt(m, t, ("destroy",), k, single, partner)
        else:
            for c, cv in _hand_values(state, seat, ctx):
                if cv == v - k:
                    yield _shrink_opt(m, t, ("card", c), k, single, partner)


def _amounts(single: int, low: int, high: int) -> Iterator[int]:
    """1..`single`, then `low`..`high` (the amounts a sword option may shrink by)."""
    yield from range(1, min(single, high) + 1)
    yield from range(max(low, single + 1), high + 1)


def _shrink_opt(m: tuple, t: tuple, param: tuple, k: int, single: int, partner: tuple | None) -> Opt:
    if k <= single:
        return Opt(m, t, param)
    return Opt(m, t, param, steps=2, partner=partner)


def _orient(state, seat, ctx, m, t):
    current = state.piece(m)[2]
    for d in ORIENTS:
        if d != current:
            yield Opt(m, None, ("orient", d))


def _devil(state, seat, ctx, m, t):
    if t[0] != "piece":
        return
    current = state.pieces((t[1], t[2]))[t[3]][2]
    for d in ORIENTS:
        if d != current:
            yield Opt(m, t, ("orient", d))


def _replace(state, seat, ctx, m, t):
    if t[0] != "piece":
        return
    owner, size, _ = state.pieces((t[1], t[2]))[t[3]]
    if owner != seat and state.stashes[seat][size - 1] > 0:
        yield Opt(m, t, ("replace",))


def _hermit(state, seat, ctx, m, t):
    pos = (t[1], t[2])
    if t[0] == "piece":
        for dest in open_spaces(state.board):
            if dest != pos and not state.pieces(dest):
                yield Opt(m, t, ("to", dest[0], dest[1]))
        return
    if not has_card(state.board, pos) or has_enemy(state, pos, seat):
        return
    for dest in open_spaces(state.board):
        if dest != pos and not has_card(state.board, dest) and not has_enemy(state, dest, seat):
            yield Opt(m, t, ("to", dest[0], dest[1]))


def _trade(state, seat, ctx, m, t):
    if t[0] == "piece" and state.pieces((t[1], t[2]))[t[3]][0] != seat:
        yield Opt(m, t, ("trade",))


def _judgement(state, seat, ctx, m, t):
    if state.discard and len(state.hands[seat]) < 6:
        yield Opt(m, None, ("take",))


_GENERATORS = {"cup": _cup, "rod": _rod, "disc": _disc, "sword": _sword, "orient": _orient,
               "devil": _devil, "replace": _replace, "hermit": _hermit, "trade": _trade,
               "judgement": _judgement}


# --- piles -----------------------------------------------------------------------------------
def draw_one(state: GnosticaState, events: list[Event]) -> str | None:
    """Take the top card of the draw pile; the discard pile is reshuffled into it as soon as it runs out.

    Option `reshuffle_when_needed`: only when a card must be drawn from the empty pile.
    """
    if not state.draw:
        reshuffle(state, events)
        if not state.draw:
            return None
    card = state.draw.pop()
    if not state.draw and not state.options.get("reshuffle_when_needed"):
        reshuffle(state, events)  # "Cuando la pila se agote, se vuelven a barajar las cartas de la pila de descarte"
    return card


def reshuffle(state: GnosticaState, events: list[Event]) -> None:
    """Shuffle the discard pile into a new draw pile (nothing happens while the discard pile is empty)."""
    if not state.discard:
        return
    state.draw = state.discard
    state.discard = []
    state.rng.shuffle(state.draw)
    events.append(Event("reshuffle", {"count": len(state.draw)}))


def world_choices(state: GnosticaState) -> list[str]:
    """The majors the World may copy now."""
    majors = [c for c in deck().majors() if not c.startswith("major_21")]
    if state.options.get("world_majors_only"):
        on_board = {c.card for c in state.board.values() if c.card}
        majors = [c for c in majors if c in on_board]
    return majors


# --- carrying out ----------------------------------------------------------------------------
def _ref(target: tuple) -> tuple:
    return (target[1], target[2], target[3])


def execute(state: GnosticaState, seat: int, opt: Opt, events: list[Event]) -> None:
    """Carry out a complete option, then move the chain on (the orientation choice may follow)."""
    ctx = current_ctx(state)
    chain = state.chain
    overfull_at = rod_end(state, opt) if opt.then == "overfull" else None
    chain["committed"] = True
    chain["need"] = None
    state.sel = {}
    chain["after"] = _EFFECTS[ctx.kind](state, seat, ctx, opt, events)
    if overfull_at is not None:
        chain["need"] = {"kind": "overfull", "at": overfull_at}
    returned = sweep_void(state)
    if returned:
        events.append(Event("void", {"count": len(returned)}))
    frame(state)["index"] += opt.steps
    settle(state)


def rod_end(state: GnosticaState, opt: Opt) -> tuple:
    """Where a rod option ends: `k` spaces from its target the way its minion points."""
    orient = state.piece(opt.minion)[2]
    return step((opt.target[1], opt.target[2]), orient, opt.param[1])


def _fx_cup(state, seat, ctx, opt, events):
    t = opt.target
    pos = (t[1], t[2])
    if opt.param[0] == "create":
        after = None
        if t[0] == "piece" and state.pieces(pos)[t[3]][0] != seat:
            owner, _, orient = state.pieces(pos)[t[3]]
            state.stashes[owner][0] -= 1
            add_piece(state, pos, (owner, 1, orient))
            events.append(Event("create_enemy", {"seat": seat, "owner_seat": owner, "at": list(pos)}))
        else:
            state.stashes[seat][0] -= 1
            after = add_piece(state, pos, (seat, 1, "U"), ("minion",))
            events.append(Event("create", {"seat": seat, "at": list(pos)}))
        if len(state.pieces(pos)) > MAX_PIECES:
            state.crowded.add(pos)
        return after
    card = opt.param[1]
    if card == "draw":
        card = draw_one(state, events)
        events.append(Event("fortune", {"seat": seat, "card": card, "at": list(pos)}, reveals=True))
    else:
        from_hand = _take_card(state, seat, card)
        events.append(Event("create_territory", {"seat": seat, "card": card, "at": list(pos)}, reveals=from_hand))
    _put_card(state, pos, card)
    return None


def _take_card(state: GnosticaState, seat: int, card: str) -> bool:
    """Take `card` from the seat's hand or the discard pile; True when it came from the hand (a reveal)."""
    if card in state.hands[seat]:
        state.hands[seat].remove(card)
        return True
    state.discard.remove(card)
    return False


def _put_card(state: GnosticaState, pos: tuple, card: str | None) -> None:
    cell = state.board.get(pos)
    if cell is None:
        if card is not None:
            state.board[pos] = Cell(card, [])
        return
    cell.card = card
    if card is None and not cell.pieces:
        del state.board[pos]


def _fx_rod(state, seat, ctx, opt, events):
    t, k = opt.target, opt.param[1]
    orient = state.piece(opt.minion)[2]
    start = (t[1], t[2])
    dest = step(start, orient, k)
    if t[0] == "cell":
        card = state.card_at(start)
        _put_card(state, start, None)
        _put_card(state, dest, card)
        events.append(Event("push_territory", {"seat": seat, "card": card, "at": list(start), "to": list(dest)}))
        return None
    owner = state.piece(_ref(t))[0]
    tags = ["minion"] if owner == seat else []
    if opt.then == "transit":
        tags.append("transit")
    new = move_piece(state, _ref(t), dest)
    tag(state.chain, new, tags)
    if "chariot" in ctx.flags:
        state.chain["moved"] = new if ctx.pair else None
    if len(state.pieces(dest)) > MAX_PIECES and "no_limit" in ctx.flags:
        state.crowded.add(dest)
    key = "move" if _ref(t) == opt.minion else "push"
    events.append(Event(key, {"seat": seat, "owner_seat": owner, "at": list(start), "to": list(dest)}))
    return new if owner == seat else None


def _fx_disc(state, seat, ctx, opt, events):
    t = opt.target
    pos = (t[1], t[2])
    if t[0] == "piece":
        ref = _ref(t)
        owner, size, orient = state.piece(ref)
        k = opt.param[1]
        state.stashes[owner][size - 1] += 1
        state.stashes[owner][size + k - 1] -= 1
        set_piece(state, ref, (owner, size + k, orient))
        events.append(Event("grow", {"seat": seat, "owner_seat": owner, "at": list(pos), "size": size + k}))
        if owner == seat:
            tag(state.chain, ref, ["minion"])
            return ref
        return None
    _replace_card(state, seat, pos, opt.param[1], events, "grow_territory")
    return None


def _replace_card(state, seat, pos, card, events, key):
    old = state.card_at(pos)
    from_hand = _take_card(state, seat, card)
    state.discard.append(old)
    _put_card(state, pos, card)
    events.append(Event(key, {"seat": seat, "card": card, "old": old, "at": list(pos)}, reveals=from_hand))


def _fx_sword(state, seat, ctx, opt, events):
    t = opt.target
    pos = (t[1], t[2])
    if t[0] == "piece":
        ref = _ref(t)
        owner, size, orient = state.piece(ref)
        new = size - opt.param[1]
        if new == 0:
            send_home(state, ref)
            events.append(Event("destroy", {"seat": seat, "owner_seat": owner, "at": list(pos), "size": size}))
            return None
        state.stashes[owner][size - 1] += 1
        state.stashes[owner][new - 1] -= 1
        set_piece(state, ref, (owner, new, orient))
        events.append(Event("shrink", {"seat": seat, "owner_seat": owner, "at": list(pos), "size": new}))
        if owner == seat:
            tag(state.chain, ref, ["minion"])
            return ref
        return None
    if opt.param[0] == "destroy":
        old = state.card_at(pos)
        state.discard.append(old)
        _put_card(state, pos, None)
        events.append(Event("destroy_territory", {"seat": seat, "old": old, "at": list(pos)}))
        return None
    _replace_card(state, seat, pos, opt.param[1], events, "shrink_territory")
    return None


def _fx_orient(state, seat, ctx, opt, events):
    ref = opt.minion if opt.target is None else _ref(opt.target)
    owner, size, _ = state.piece(ref)
    set_piece(state, ref, (owner, size, opt.param[1]))
    if owner == seat:
        tag(state.chain, ref, ["minion"])
    events.append(Event("orient", {"seat": seat, "owner_seat": owner, "at": list(ref[:2]), "dir": opt.param[1]}))
    return None


def _fx_replace(state, seat, ctx, opt, events):
    ref = _ref(opt.target)
    owner, size, orient = state.piece(ref)
    state.stashes[owner][size - 1] += 1
    state.stashes[seat][size - 1] -= 1
    set_piece(state, ref, (seat, size, orient))
    tag(state.chain, ref, ["minion"])
    events.append(Event("replace", {"seat": seat, "owner_seat": owner, "at": list(ref[:2]), "size": size}))
    return ref


def _fx_hermit(state, seat, ctx, opt, events):
    t = opt.target
    start, dest = (t[1], t[2]), (opt.param[1], opt.param[2])
    if t[0] == "cell":
        card = state.card_at(start)
        _put_card(state, start, None)
        _put_card(state, dest, card)
        events.append(Event("hermit_territory", {"seat": seat, "card": card, "at": list(start), "to": list(dest)}))
        return None
    owner = state.piece(_ref(t))[0]
    new = move_piece(state, _ref(t), dest)
    events.append(Event("hermit", {"seat": seat, "owner_seat": owner, "at": list(start), "to": list(dest)}))
    if owner == seat:
        tag(state.chain, new, ["minion"])
        return new
    return None


def _fx_trade(state, seat, ctx, opt, events):
    other = state.piece(_ref(opt.target))[0]
    state.hands[seat], state.hands[other] = state.hands[other], state.hands[seat]
    events.append(Event("trade", {"seat": seat, "other_seat": other}, reveals=True))
    return None


_EFFECTS = {"cup": _fx_cup, "rod": _fx_rod, "disc": _fx_disc, "sword": _fx_sword, "orient": _fx_orient,
            "devil": _fx_orient, "replace": _fx_replace, "hermit": _fx_hermit, "trade": _fx_trade}


# --- the chain of frames ---------------------------------------------------------------------
def settle(state: GnosticaState) -> None:
    """Drop finished frames (unless a piece still waits for its orientation)."""
    chain = state.chain
    if chain["after"] is not None:
        return
    frames = chain["frames"]
    while frames and frames[-1]["index"] >= len(frames[-1]["steps"]):
        frames.pop()


def chain_finished(state: GnosticaState) -> bool:
    """True when the power in use has nothing left to do."""
    chain = state.chain
    return chain is not None and not chain["frames"] and chain["after"] is None


def push_frame(state: GnosticaState, card: str, on_board: bool) -> None:
    """Start using `card`'s powers (inside the current chain)."""
    state.chain["frames"].append({"card": card, "steps": tuple(deck()[card].powers), "index": 0,
                                  "board": on_board, "as": None})


def new_chain(origin: str, card: str, at: tuple | None, slot: int | None, minions: list | None) -> dict:
    """A fresh power chain for a card played from hand or activated on the board."""
    return {"origin": origin, "card": card, "at": at, "slot": slot, "committed": False,
            "minions": minions, "frames": [], "need": None, "moved": None, "after": None}
