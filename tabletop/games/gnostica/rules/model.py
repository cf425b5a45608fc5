"""Gnostica positions: the state, board geometry, piece primitives, scores and JSON snapshots.

Coordinates are (x, y) with x growing east and y growing south (screen order), so
"N" points to (x, y - 1). The first nine territories sit at x, y in -1..1.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from tabletop.engine.contract import Result, State
from tabletop.engine.rng import Rng
from tabletop.games.gnostica.rules.cards import deck

ORIENTS = ("N", "E", "S", "W", "U")
DIRS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
NEIGHBOURS = tuple(DIRS.values())
_SELF_AND_NEIGHBOURS = ((0, 0), *NEIGHBOURS)
SIZES = (1, 2, 3)
PIECES_PER_SIZE = 5
MAX_PIECES = 3
HAND_SIZE = 6
HIDDEN = "?"

Pos = tuple  # (x, y)
Ref = tuple  # (x, y, index of the piece in its space)
Piece = tuple  # (owner, size, orientation)


class Cell:
    """One space of the board: a territory card (or None for a wasteland) and its pieces."""

    __slots__ = ("card", "pieces")

    def __init__(self, card: str | None = None, pieces: list | None = None):
        self.card = card
        self.pieces: list[Piece] = pieces if pieces is not None else []

    def __repr__(self) -> str:
        return f"Cell({self.card!r}, {self.pieces!r})"


class GnosticaState(State):
    """A Gnostica position, all in plain attributes.

    Attributes:
        num_seats: number of players; seats play clockwise 0, 1, 2...
        rng: the position's random source (observations carry a blank one).
        options: {"target": 8|9|10, "first_player": "random"|"bid",
            "world_majors_only": bool, "turn_limit": int (0 = none)}.
        board: {(x, y): Cell}; only spaces with a card or pieces are stored. A piece is
            (owner, size 1-3, orientation "N"/"E"/"S"/"W"/"U"); its index in the list is
            its stacking order.
        hands: one list of card ids per seat ("?" for cards the observer cannot see).
        stashes: per seat [small, medium, large] pieces not on the board.
        draw: the draw pile, top card last ("?" in observations).
        discard: the discard pile, top card last (public).
        phase: "bid" (secret bids), "pick" (bid cards taken back), "play" or "over".
        current: the seat deciding now.
        mode: during play, the turn's stage: "start", "place", "reorient", "redraw",
            "power" (using a card's powers) or "end" (may announce a challenge).
        sel: the pending, still cancellable choices of the current step
            (e.g. {"minion": ref, "target": ["piece", x, y, i]}, {"marked": [ids]}).
        chain: the power in use (None outside "power"): {"origin": "hand"|"board",
            "card", "at", "slot", "committed", "minions" (refs, None = all your pieces),
            "frames": [{"card", "steps", "index", "board", "as"}], "need", "moved", "after"}.
        challenge: None or {"seat": s, "last": bool (s is playing the announced last turn)}.
        eliminated: per seat.
        turns: turns completed per seat (for the turn-limit safeguard).
        bids: per seat the secret bid card or None; pool: bid cards set aside; pickers:
            seats still to take cards back from the pool, in order; bid_winner.
        crowded: spaces allowed to hold more than 3 pieces (the Empress and the Emperor).
        outcome: None, or {"scores", "winners", "reason"} once the game is over.
    """

    def __init__(self, num_seats: int, rng: Rng, options: Mapping[str, Any]):
        self.num_seats = num_seats
        self.rng = rng
        self.options = dict(options)
        self.board: dict[Pos, Cell] = {}
        self.hands: list[list[str]] = [[] for _ in range(num_seats)]
        self.stashes: list[list[int]] = [[PIECES_PER_SIZE] * 3 for _ in range(num_seats)]
        self.draw: list[str] = []
        self.discard: list[str] = []
        self.phase = "play"
        self.current = 0
        self.mode = "start"
        self.sel: dict = {}
        self.chain: dict | None = None
        self.challenge: dict | None = None
        self.eliminated = [False] * num_seats
        self.turns = [0] * num_seats
        self.bids: list[str | None] = [None] * num_seats
        self.pool: list[str] = []
        self.pickers: list[int] = []
        self.bid_winner: int | None = None
        self.crowded: set[Pos] = set()
        self.outcome: dict | None = None
        #: the (action, operation) pairs `legal_actions` listed for this position (a cache, not state)
        self.offer: list | None = None

    # --- the contract ----------------------------------------------------------------
    def to_move(self) -> int | None:
        """The seat deciding now, or None once the game is over."""
        return None if self.phase == "over" else self.current

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase == "over"

    def result(self):
        """The Result once the game is over."""
        if self.outcome is None:
            return None
        return Result(tuple(float(s) for s in self.outcome["scores"]), tuple(self.outcome["winners"]),
                      self.outcome["reason"])

    def clone(self) -> "GnosticaState":
        """A fast independent copy (bots clone a lot)."""
        new = GnosticaState.__new__(GnosticaState)
        new.num_seats = self.num_seats
        new.rng = Rng(self.rng.seed, self.rng.counter)
        new.options = dict(self.options)
        new.board = {pos: Cell(c.card, list(c.pieces)) for pos, c in self.board.items()}
        new.hands = [list(h) for h in self.hands]
        new.stashes = [list(s) for s in self.stashes]
        new.draw = list(self.draw)
        new.discard = list(self.discard)
        new.phase = self.phase
        new.current = self.current
        new.mode = self.mode
        new.sel = copy_sel(self.sel)
        new.chain = copy_chain(self.chain)
        new.challenge = dict(self.challenge) if self.challenge else None
        new.eliminated = list(self.eliminated)
        new.turns = list(self.turns)
        new.bids = list(self.bids)
        new.pool = list(self.pool)
        new.pickers = list(self.pickers)
        new.bid_winner = self.bid_winner
        new.crowded = set(self.crowded)
        new.outcome = None if self.outcome is None else {
            "scores": list(self.outcome["scores"]), "winners": list(self.outcome["winners"]),
            "reason": self.outcome["reason"]}
        new.offer = None
        return new

    # --- conveniences ----------------------------------------------------------------
    def pieces(self, pos: Pos) -> list[Piece]:
        """The pieces on a space (empty list when none)."""
        cell = self.board.get(pos)
        return cell.pieces if cell is not None else []

    def card_at(self, pos: Pos) -> str | None:
        """The territory card on a space, or None (wasteland or void)."""
        cell = self.board.get(pos)
        return cell.card if cell is not None else None

    def piece(self, ref: Ref) -> Piece:
        """The piece a ref points at."""
        return self.board[(ref[0], ref[1])].pieces[ref[2]]


def copy_sel(sel: dict) -> dict:
    """Copy of a selection dict (its lists copied)."""
    return {k: (list(v) if isinstance(v, list) else v) for k, v in sel.items()} if sel else {}


def copy_chain(chain: dict | None) -> dict | None:
    """Copy of a power chain (frames and minion list copied)."""
    if chain is None:
        return None
    new = dict(chain)
    new["frames"] = [dict(f) for f in chain["frames"]]
    if chain["minions"] is not None:
        new["minions"] = list(chain["minions"])
    return new


# --- geometry --------------------------------------------------------------------------
def step(pos: Pos, orient: str, distance: int = 1) -> Pos:
    """The space `distance` steps from `pos` the way `orient` points."""
    dx, dy = DIRS[orient]
    return (pos[0] + dx * distance, pos[1] + dy * distance)


def has_card(board: Mapping, pos: Pos) -> bool:
    """True when a territory card lies on `pos`."""
    cell = board.get(pos)
    return cell is not None and cell.card is not None


def is_void(board: Mapping, pos: Pos) -> bool:
    """True for an empty space with no territory orthogonally next to it."""
    x, y = pos
    for dx, dy in _SELF_AND_NEIGHBOURS:  # has_card, inlined: the rules ask this very often
        cell = board.get((x + dx, y + dy))
        if cell is not None and cell.card is not None:
            return False
    return True


def is_wasteland(board: Mapping, pos: Pos) -> bool:
    """True for a space without a card next to a territory."""
    return not has_card(board, pos) and not is_void(board, pos)


def open_spaces(board: Mapping) -> list[Pos]:
    """Every territory and wasteland, sorted."""
    territories = tuple(pos for pos, cell in board.items() if cell.card is not None)
    found = _OPEN_SPACES.get(territories)
    if found is None:
        if len(_OPEN_SPACES) >= 4096:  # the territories seldom move: a small memo serves nearly every call
            _OPEN_SPACES.clear()
        found = _OPEN_SPACES[territories] = tuple(sorted({(x + dx, y + dy) for x, y in territories
                                                          for dx, dy in _SELF_AND_NEIGHBOURS}))
    return list(found)


_OPEN_SPACES: dict[tuple, tuple] = {}  # territory positions (board order) -> their open spaces


def has_enemy(state: GnosticaState, pos: Pos, seat: int) -> bool:
    """True when a piece of another seat stands on `pos`."""
    return any(p[0] != seat for p in state.pieces(pos))


def piece_refs(state: GnosticaState, seat: int) -> list[Ref]:
    """Refs of every piece of `seat` on the board, in board order."""
    refs = [(x, y, i) for (x, y), cell in state.board.items() if cell.pieces
            for i, p in enumerate(cell.pieces) if p[0] == seat]
    refs.sort()  # (x, y, i): board order, then stacking order
    return refs


def value(card_id: str | None) -> int:
    """Points a space is worth: its card's value, 0 for a wasteland."""
    return deck()[card_id].value if card_id else 0


def scores(state: GnosticaState) -> list[int]:
    """Each seat's score: the value of every territory occupied by that seat's pieces only."""
    out = [0] * state.num_seats
    for cell in state.board.values():
        if cell.card is not None and cell.pieces:
            owner = cell.pieces[0][0]
            if all(p[0] == owner for p in cell.pieces):
                out[owner] += deck()[cell.card].value
    return out


# --- piece primitives (they keep the chain's piece refs pointing at the same pieces) ----
def _tags(chain: dict | None, ref: Ref) -> list[str]:
    if chain is None:
        return []
    tags = []
    if chain["minions"] is not None and ref in chain["minions"]:
        tags.append("minion")
    for key in ("moved", "after"):
        if chain.get(key) == ref:
            tags.append(key)
    need = chain.get("need")
    if need and need["kind"] == "transit" and need["ref"] == ref:
        tags.append("transit")
    return tags


def _shift(chain: dict | None, pos: Pos, index: int) -> None:
    """Forget refs to the removed piece `index` on `pos` and renumber the pieces above it."""
    if chain is None:
        return

    def fix(ref):
        if ref is None or (ref[0], ref[1]) != pos or ref[2] < index:
            return ref
        return None if ref[2] == index else (ref[0], ref[1], ref[2] - 1)

    if chain["minions"] is not None:
        chain["minions"] = [r for r in map(fix, chain["minions"]) if r is not None]
    for key in ("moved", "after"):
        chain[key] = fix(chain.get(key))
    need = chain.get("need")
    if need and need["kind"] == "transit":
        ref = fix(need["ref"])
        chain["need"] = {"kind": "transit", "ref": ref} if ref else None


def tag(chain: dict | None, ref: Ref, tags: Iterable[str]) -> None:
    """Mark `ref` as a minion / moved / after / transit piece of the chain."""
    if chain is None:
        return
    for t in tags:
        if t == "minion":
            if chain["minions"] is not None and ref not in chain["minions"]:
                chain["minions"].append(ref)
        elif t == "transit":
            chain["need"] = {"kind": "transit", "ref": ref}
        else:
            chain[t] = ref


def add_piece(state: GnosticaState, pos: Pos, piece: Piece, tags: Iterable[str] = ()) -> Ref:
    """Put a piece on top of `pos` (its stash is not touched); return its ref."""
    cell = state.board.get(pos)
    if cell is None:
        cell = state.board[pos] = Cell()
    cell.pieces.append(piece)
    ref = (pos[0], pos[1], len(cell.pieces) - 1)
    tag(state.chain, ref, tags)
    return ref


def remove_piece(state: GnosticaState, ref: Ref) -> tuple[Piece, list[str]]:
    """Lift a piece off the board (stash untouched); return it and its chain tags."""
    pos = (ref[0], ref[1])
    cell = state.board[pos]
    tags = _tags(state.chain, ref)
    piece = cell.pieces.pop(ref[2])
    _shift(state.chain, pos, ref[2])
    if cell.card is None and not cell.pieces:
        del state.board[pos]
    return piece, tags


def move_piece(state: GnosticaState, ref: Ref, dest: Pos, orient: str | None = None) -> Ref:
    """Move a piece to the top of `dest`, keeping its chain tags; return its new ref."""
    piece, tags = remove_piece(state, ref)
    if orient is not None:
        piece = (piece[0], piece[1], orient)
    return add_piece(state, dest, piece, tags)


def set_piece(state: GnosticaState, ref: Ref, piece: Piece) -> None:
    """Replace the piece at `ref` in place (same stacking position)."""
    state.board[(ref[0], ref[1])].pieces[ref[2]] = piece


def send_home(state: GnosticaState, ref: Ref) -> Piece:
    """Return a piece to its owner's stash."""
    piece, _ = remove_piece(state, ref)
    state.stashes[piece[0]][piece[1] - 1] += 1
    return piece


def sweep_void(state: GnosticaState) -> list[Piece]:
    """Send every piece standing in the void home (except a Chariot piece in transit)."""
    need = state.chain.get("need") if state.chain else None
    returned = []
    for pos in [p for p, c in state.board.items() if c.card is None]:
        if not is_void(state.board, pos):
            continue
        for i in range(len(state.board[pos].pieces) - 1, -1, -1):
            need = state.chain.get("need") if state.chain else None
            if need and need["kind"] == "transit" and need["ref"] == (pos[0], pos[1], i):
                continue
            returned.append(send_home(state, (pos[0], pos[1], i)))
    for pos in list(state.crowded):
        if len(state.pieces(pos)) <= MAX_PIECES:
            state.crowded.discard(pos)
    return returned


# --- JSON --------------------------------------------------------------------------------
def pos_key(pos: Pos) -> str:
    """"x,y" for a position."""
    return f"{pos[0]},{pos[1]}"


def parse_pos(text: str) -> Pos:
    """Inverse of pos_key."""
    x, y = text.split(",")
    return (int(x), int(y))


def _ref_out(ref):
    return None if ref is None else list(ref)


def _ref_in(ref):
    return None if ref is None else tuple(int(v) for v in ref)


def _sel_out(sel: dict) -> dict:
    return {k: (list(v) if isinstance(v, (list, tuple)) else v) for k, v in sel.items()}


def _sel_in(sel: Mapping) -> dict:
    out = {}
    for k, v in (sel or {}).items():
        if k == "marked":
            out[k] = list(v)
        elif isinstance(v, list):
            out[k] = tuple(v)
        else:
            out[k] = v
    return out


def _chain_out(chain: dict | None) -> dict | None:
    if chain is None:
        return None
    need = chain.get("need")
    if need:
        need = {"kind": need["kind"], **({"ref": list(need["ref"])} if need["kind"] == "transit"
                                         else {"at": list(need["at"])})}
    return {
        "origin": chain["origin"], "card": chain["card"],
        "at": None if chain["at"] is None else list(chain["at"]), "slot": chain["slot"],
        "committed": chain["committed"],
        "minions": None if chain["minions"] is None else [list(r) for r in chain["minions"]],
        "frames": [{"card": f["card"], "steps": list(f["steps"]), "index": f["index"],
                    "board": f["board"], "as": f["as"]} for f in chain["frames"]],
        "need": need, "moved": _ref_out(chain.get("moved")), "after": _ref_out(chain.get("after")),
    }


def _chain_in(data: Mapping | None) -> dict | None:
    if data is None:
        return None
    need = data.get("need")
    if need:
        need = ({"kind": "transit", "ref": tuple(need["ref"])} if need["kind"] == "transit"
                else {"kind": need["kind"], "at": tuple(need["at"])})
    return {
        "origin": data["origin"], "card": data["card"],
        "at": None if data.get("at") is None else tuple(data["at"]), "slot": data.get("slot"),
        "committed": bool(data.get("committed", False)),
        "minions": None if data.get("minions") is None else [tuple(r) for r in data["minions"]],
        "frames": [{"card": f["card"], "steps": tuple(f["steps"]), "index": int(f.get("index", 0)),
                    "board": bool(f.get("board", False)), "as": f.get("as")} for f in data["frames"]],
        "need": need, "moved": _ref_in(data.get("moved")), "after": _ref_in(data.get("after")),
    }


def state_to_dict(state: GnosticaState) -> dict:
    """A readable JSON-able snapshot."""
    return {
        "game": "gnostica",
        "seats": state.num_seats,
        "options": dict(state.options),
        "rng": state.rng.to_list(),
        "phase": state.phase,
        "current": state.current,
        "mode": state.mode,
        "board": {pos_key(pos): {"card": c.card, "pieces": [list(p) for p in c.pieces]}
                  for pos, c in sorted(state.board.items())},
        "hands": [list(h) for h in state.hands],
        "stashes": [list(s) for s in state.stashes],
        "draw": list(state.draw),
        "discard": list(state.discard),
        "sel": _sel_out(state.sel),
        "chain": _chain_out(state.chain),
        "challenge": dict(state.challenge) if state.challenge else None,
        "eliminated": list(state.eliminated),
        "turns": list(state.turns),
        "bids": list(state.bids),
        "pool": list(state.pool),
        "pickers": list(state.pickers),
        "bid_winner": state.bid_winner,
        "crowded": [list(p) for p in sorted(state.crowded)],
        "outcome": None if state.outcome is None else {
            "scores": list(state.outcome["scores"]), "winners": list(state.outcome["winners"]),
            "reason": state.outcome["reason"]},
    }


def state_from_dict(data: Mapping, default_options: Mapping[str, Any]) -> GnosticaState:
    """The state a snapshot describes. Written positions may leave out fields:

    `seats` defaults to the number of hands, `options` to the defaults, `stashes` to what
    the board leaves, `draw` to every card not placed elsewhere (in deck order, so the
    first listed card is drawn last), the rest to a fresh turn start.
    """
    hands = [list(h) for h in data.get("hands", [])]
    seats = int(data.get("seats", len(hands) or 2))
    while len(hands) < seats:
        hands.append([])
    options = dict(default_options)
    options.update(data.get("options") or {})
    state = GnosticaState(seats, Rng.from_list(data.get("rng", [0, 0])), options)
    for key, cell in (data.get("board") or {}).items():
        pieces = [(int(p[0]), int(p[1]), str(p[2])) for p in cell.get("pieces", [])]
        state.board[parse_pos(key)] = Cell(cell.get("card"), pieces)
    state.hands = hands
    if "stashes" in data:
        state.stashes = [list(s) for s in data["stashes"]]
    else:
        for cell in state.board.values():
            for owner, size, _ in cell.pieces:
                state.stashes[owner][size - 1] -= 1
    state.discard = list(data.get("discard", []))
    state.bids = list(data.get("bids", [None] * seats))
    state.pool = list(data.get("pool", []))
    if "draw" in data:
        state.draw = list(data["draw"])
    else:
        used = {c.card for c in state.board.values() if c.card} | set(state.discard) | set(state.pool)
        used |= {c for h in hands for c in h} | {b for b in state.bids if b}
        state.draw = [c for c in reversed(deck().order) if c not in used]
    state.phase = data.get("phase", "play")
    state.current = int(data.get("current", 0))
    state.mode = data.get("mode", "start")
    state.sel = _sel_in(data.get("sel"))
    state.chain = _chain_in(data.get("chain"))
    state.challenge = dict(data["challenge"]) if data.get("challenge") else None
    state.eliminated = list(data.get("eliminated", [False] * seats))
    state.turns = list(data.get("turns", [0] * seats))
    state.pickers = list(data.get("pickers", []))
    state.bid_winner = data.get("bid_winner")
    state.crowded = {tuple(p) for p in data.get("crowded", [])}
    outcome = data.get("outcome")
    state.outcome = None if outcome is None else {
        "scores": list(outcome["scores"]), "winners": list(outcome["winners"]), "reason": outcome["reason"]}
    return state
