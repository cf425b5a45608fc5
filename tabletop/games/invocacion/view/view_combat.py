"""What the table says about a combat: the priority order in force, the action and reactions
waiting to resolve, whose answer is awaited ("respond or pass"), floating words for what just
happened, and the result of the last round. Reads observations and events only.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from tabletop.engine.contract import Action, Event
from tabletop.games.invocacion.view.view_words import t
from tabletop.ui.theme import CREAM, DANGER, GOLD, GOOD, MUTED

FLOAT_TIME = 2.2


def combat_of(obs: Any) -> dict | None:
    """The combat in progress (a plain dict, see combat.py), or None."""
    combat = getattr(obs, "combat", None)
    return combat if isinstance(combat, dict) else None


def priority_order(obs: Any) -> list[int]:
    """The seats in the priority order in force (a combat's purchases move a seat to the front)."""
    combat = combat_of(obs)
    if combat and combat.get("order"):
        return list(combat["order"])
    return list(obs.priority())


def seat_name(names: Sequence[str], seat: int | None) -> str:
    """A seat's name, or #n past the list."""
    if seat is None:
        return "?"
    return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"


def window_lines(game, obs: Any, lang: str, names: Sequence[str], viewer: int | None) -> list[tuple[str, Any, bool]]:
    """The combat's open window as lines (text, colour, bold): what waits to resolve, who must answer."""
    combat = combat_of(obs)
    if combat is None:
        return []
    lines: list[tuple[str, Any, bool]] = []
    pending = combat.get("pending") or []
    if pending:
        words = []
        for entry in pending:
            arg = entry.get("card", entry.get("amount"))
            action = Action(entry.get("kind", "pass"), () if arg is None else (arg,))
            try:
                said = game.describe_action(obs, action, lang, names)
            except Exception:  # noqa: BLE001 - an unknown kind still shows its name
                said = entry.get("kind", "?")
            words.append(f"{seat_name(names, entry.get('seat'))}: {said}")
        lines.append((t("window.pending", lang, actions=" · ".join(words)), CREAM, False))
    ask = combat.get("ask") or {}
    seat = ask.get("seat")
    kind = ask.get("kind")
    if kind == "react":
        key = "window.react_you" if seat == viewer else "window.react"
        lines.append((t(key, lang, name=seat_name(names, seat)), GOLD, True))
    elif kind == "act" and seat == viewer:
        lines.append((act_line(game, obs, lang, seat_name(names, seat)), GOLD, True))
    elif kind == "act":
        lines.append((t("window.act", lang, name=seat_name(names, seat)), MUTED, False))
    elif kind == "bid":  # the bidding for priority before the invocation effects (step 4)
        key = "window.bid_you" if seat == viewer else "window.bid"
        lines.append((t(key, lang, name=seat_name(names, seat)), GOLD if seat == viewer else MUTED, seat == viewer))
    elif kind in ("target", "give"):
        lines.append((t("window." + kind, lang, name=seat_name(names, seat)), MUTED, False))
    return lines


#: the kinds of action of a combat turn, in the order the strip names them ("pass" is always last)
ACT_VERBS = ("reveal", "support", "boost", "barrier", "priority", "withdraw")


def act_line(game, obs: Any, lang: str, name: str) -> str:
    """The viewer's combat turn naming only what it may do now: "Ana: your turn: reveal, withdraw or pass"."""
    try:
        kinds = {action.kind for action in game.legal_actions(obs)}
    except Exception:  # noqa: BLE001 - the full list of verbs is still right, only less precise
        return t("window.act_you", lang, name=name)
    verbs = ", ".join(t("verb." + kind, lang) for kind in ACT_VERBS if kind in kinds)
    return t("window.act_you_now", lang, name=name, verbs=verbs) if verbs else t("window.act_you", lang, name=name)


@dataclass
class Floater:
    """Words rising from a seat's power for a moment (a boost, the leader, a withdrawal)."""

    text: str
    colour: Any
    seat: int | None
    began: float


#: event key -> (message, colour) of the floating words it shows over its seat
FLOATS = {
    "combat.leader": ("float.leader", GOLD), "combat.won": ("float.won", GOLD),
    "combat.boosted": ("float.boosted", GOOD), "combat.supported": ("float.supported", GOOD),
    "combat.withdraw": ("float.withdraw", MUTED), "combat.unpaid": ("float.out", DANGER),
    "combat.no_invocation": ("float.out", DANGER), "combat.priority": ("float.priority", CREAM),
    "combat.protected": ("float.barrier", CREAM), "combat.blocked": ("float.blocked", DANGER),
    "combat.pass": ("float.pass", MUTED),
}


def floaters_of(events: Sequence[Event], lang: str, now: float) -> list[Floater]:
    """The floating words of a move's events, one after another."""
    found = []
    for event in events:
        spec = FLOATS.get(event.key)
        if spec is None:
            continue
        params = {k: v for k, v in event.params.items() if isinstance(v, (int, str))}
        found.append(Floater(t(spec[0], lang, **params), spec[1], event.params.get("seat"),
                             now + 0.3 * len(found)))
    return found


def round_result(events: Sequence[Event], round_number: int) -> dict | None:
    """What a combat's end says: the winner and power, the trophy, or a total tie (None: not the end)."""
    found: dict = {}
    for event in events:
        if event.key == "combat.won":
            found.update(winner=event.params.get("seat"), power=event.params.get("power"))
        elif event.key == "combat.draw":
            found.update(draw=True)
        elif event.key == "combat.trophy":
            found.update(trophy=event.params.get("card"), owner=event.params.get("target"))
    if not found:
        return None
    found["round"] = round_number
    return found


def result_words(result: dict, lang: str, names: Sequence[str], card_name) -> str:
    """The last round's result in a line."""
    if result.get("draw"):
        return t("result.draw", lang, n=result["round"])
    words = t("result.won", lang, n=result["round"], name=seat_name(names, result.get("winner")),
              power=result.get("power", "?"))
    if result.get("trophy"):
        own = result.get("owner") == result.get("winner")
        words += " " + t("result.trophy_own" if own else "result.trophy", lang, card=card_name(result["trophy"]),
                         owner=seat_name(names, result.get("owner")))
    return words
