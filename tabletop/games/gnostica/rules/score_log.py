"""Log lines for score changes: whose score moved, and what each territory won or lost is worth."""
from __future__ import annotations

from tabletop.engine.contract import Event
from tabletop.games.gnostica.rules.model import GnosticaState, Pos, value


def held(state: GnosticaState) -> dict[Pos, tuple[int, str]]:
    """Every territory that scores now: its position -> (the seat holding it alone, its card)."""
    out = {}
    for pos, cell in state.board.items():
        if cell.card is not None and cell.pieces and all(p[0] == cell.pieces[0][0] for p in cell.pieces):
            out[pos] = (cell.pieces[0][0], cell.card)
    return out


def score_events(before: dict[Pos, tuple[int, str]], after: dict[Pos, tuple[int, str]]) -> list[Event]:
    """One "score_change" event per seat whose score moved between two `held` maps, naming the territories."""
    events = []
    for seat in sorted({owner for owner, _ in [*before.values(), *after.values()]}):
        old = {pos: card for pos, (owner, card) in before.items() if owner == seat}
        new = {pos: card for pos, (owner, card) in after.items() if owner == seat}
        old_score, new_score = sum(map(value, old.values())), sum(map(value, new.values()))
        if old_score == new_score:
            continue
        events.append(Event("score_change", {
            "seat": seat, "was": old_score, "now": new_score,
            "gained": _worths(new, old), "lost": _worths(old, new)}))
    return events


def _worths(these: dict[Pos, str], others: dict[Pos, str]) -> list[dict]:
    """The territories of `these` not in `others`, each with its card, position and value."""
    return [{"card": card, "at": list(pos), "worth": value(card)}
            for pos, card in sorted(these.items()) if others.get(pos) != card]
