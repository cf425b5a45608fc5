"""Strength's and Death's shortcut shared by two minions: each uses one step on the same target.

The seed ties the shortcut to the target ("if both Pentacles are used on the same target, you
may skip the intermediate step"; "if both Swords shrink the same piece or territory"), and
a card played from the hand makes every piece a minion, so two different minions may each
use one step on one target and skip the middle size or card. Each must reach the target
by its own orientation. Death's swords then shrink by more than either minion could alone
(amounts one of them reaches with one sword are done step by step), up to their two sizes
added. The option `shortcut_same_minion` keeps the stricter reading: one minion does both.
"""
from __future__ import annotations

from typing import Iterator

from tabletop.engine.contract import Action
from tabletop.games.gnostica.rules.model import GnosticaState
from tabletop.games.gnostica.rules.powers import (
    Ctx, Opt, current_ctx, disc_options, doubles, minion_refs, step_options, sword_options, targets,
)


def shared(state: GnosticaState, ctx: Ctx) -> bool:
    """True when the current step's shortcut may be shared by two minions (Strength, Death; option off)."""
    return doubles(ctx) and ctx.kind in ("disc", "sword") and not state.options.get("shortcut_same_minion")


def partner_options(state: GnosticaState, seat: int, minion: tuple, target: tuple | None = None,
                    partner: tuple | None = None) -> Iterator[Opt]:
    """The shortcut options `minion` shares with another minion (or with `partner`) on one target."""
    ctx = current_ctx(state)
    if not shared(state, ctx) or state.chain.get("need") is not None:
        return
    partners = [partner] if partner is not None else minion_refs(state, seat)
    for t in ([target] if target is not None else targets(state, minion)):
        for p in partners:
            if p != minion and t in targets(state, p):
                yield from _together(state, seat, ctx, minion, t, p)


def partners(state: GnosticaState, seat: int, minion: tuple, target: tuple) -> list[tuple]:
    """The minions that may share the shortcut with `minion` on `target`, in board order."""
    out: list[tuple] = []
    for opt in partner_options(state, seat, minion, target):
        if opt.partner not in out:
            out.append(opt.partner)
    return out


def _together(state: GnosticaState, seat: int, ctx: Ctx, minion: tuple, target: tuple,
              partner: tuple) -> Iterator[Opt]:
    """Both steps on `target`, one by `minion` and one by `partner`, the middle skipped."""
    if ctx.kind == "disc":
        yield from disc_options(state, seat, ctx, minion, target, single=False, double=True, partner=partner)
        return
    first, second = state.piece(minion)[1], state.piece(partner)[1]
    yield from sword_options(state, seat, ctx, minion, target, 0, max(first, second) + 1, first + second,
                             partner=partner)


def uses_both_steps(state: GnosticaState, action: Action) -> bool:
    """True when `action`, a choice of how, spends both of Strength's or Death's steps on the target."""
    sel = state.sel
    if state.mode != "power" or "target" not in sel or state.chain["after"] is not None:
        return False
    if not doubles(current_ctx(state)):
        return False
    seat, minion, target = state.current, sel["minion"], sel["target"]
    if "partner" in sel:
        options = partner_options(state, seat, minion, target, sel["partner"])
    else:
        options = step_options(state, seat, minion, target)
    param = (action.kind, *action.args)
    return any(opt.steps == 2 and opt.param == param for opt in options)
