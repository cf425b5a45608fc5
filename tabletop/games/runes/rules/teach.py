"""Rune Duel for newcomers: what each decision is, what each option does, where the rules explain it.

Feeds the "Teach me" panel (`Game.teach` through `teach_words`), F1's jump into the rules (`Game.rules_anchor`)
and the log's turn headers (`Game.turn_marks`). Pure Python, both languages.
"""
from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.contract import Event, TurnMark
from tabletop.games.runes.rules import messages
from tabletop.games.runes.rules.spells import SPELLS

#: the heading of docs/rules/runes(.es).md that explains each kind of decision
ANCHORS = {
    "en": {"commit": "a-turn", "spell": "the-spells", "energy": "the-spells", "target": "the-spells",
           "flip": "the-spells", "monster": "advanced-spells"},
    "es": {"commit": "un-turno", "spell": "los-hechizos", "energy": "los-hechizos", "target": "los-hechizos",
           "flip": "los-hechizos", "monster": "hechizos-avanzados"},
}
#: an advanced spell's energy and target are explained with the advanced spells
ADVANCED_ANCHOR = {"en": "advanced-spells", "es": "hechizos-avanzados"}

TEXTS = {
    "en": {
        "teach.commit": "{seat_name}, pick one card from your hand in secret. When everyone has picked, the cards "
                        "are revealed and join the spell sequences. Its activation runes (Moons, Wyrms, Knots) "
                        "cast this turn's spells; its energy runes (Suns, Waves, Leaves) keep feeding spells "
                        "while the card stays in your sequence.",
        "teach.spell": "{seat_name}, the {rune} rune of {card} can cast one spell now, powered by energy runes "
                       "of your sequence. Moons spells help you, Wyrms spells hurt an opponent, Knots spells "
                       "work on any mage. You may always pass.",
        "teach.energy": "{seat_name}, decide how many {suit} to spend on {spell}. Each rune adds one point of "
                        "power or one turn of duration; every rune works once per turn, so runes kept back can "
                        "power another spell.",
        "teach.target": "{seat_name}, choose who {spell} is aimed at. Invisible mages cannot be chosen by "
                        "others; Back returns to the spell choice.",
        "teach.flip": "{seat_name}, Amnesia turns cards of {target}'s sequence face down: a face-down card "
                      "gives no runes until it leaves the sequence. {count} left to choose.",
        "teach.monster": "{seat_name}, your {monster} attacks once per turn: choose its victim.",
    },
    "es": {
        "teach.commit": "{seat_name}, elige en secreto una carta de tu mano. Cuando todos hayan elegido, las "
                        "cartas se revelan y pasan a las secuencias de hechizos. Sus runas de activación (Lunas, "
                        "Serpientes, Nudos) lanzan los hechizos de este turno; sus runas de energía (Soles, Olas, "
                        "Hojas) siguen alimentando hechizos mientras la carta siga en tu secuencia.",
        "teach.spell": "{seat_name}, la runa de {rune} de {card} puede lanzar ahora un hechizo, con la energía "
                       "de las runas de tu secuencia. Los hechizos de Lunas te ayudan, los de Serpientes dañan a "
                       "un rival y los de Nudos valen para cualquier mago. Siempre puedes pasar.",
        "teach.energy": "{seat_name}, decide cuántas runas de {suit} gastas en {spell}. Cada runa añade un punto "
                        "de poder o un turno de duración; cada runa sirve una vez por turno, así que las que "
                        "guardes pueden alimentar otro hechizo.",
        "teach.target": "{seat_name}, elige a quién apuntas con {spell}. Los demás no pueden elegir a un mago "
                        "invisible; Atrás vuelve a la elección del hechizo.",
        "teach.flip": "{seat_name}, Amnesia pone boca abajo cartas de la secuencia de {target}: una carta boca "
                      "abajo no da runas hasta que sale de la secuencia. Quedan {count} por elegir.",
        "teach.monster": "{seat_name}, tu {monster} ataca una vez por turno: elige a su víctima.",
    },
}


def decision_kind(state: Any) -> str | None:
    """The current decision: commit, spell, energy, target, flip or monster (None when over)."""
    if state.to_move() is None:
        return None
    if state.phase == "commit":
        return "commit"
    return state.pending["step"] if state.pending else None


def rules_anchor(state: Any, lang: str) -> str | None:
    """The heading of the rules that explains the current decision (advanced spells have their own)."""
    kind = decision_kind(state)
    spell = (state.pending or {}).get("spell") if kind not in (None, "commit") else None
    if spell in SPELLS and SPELLS[spell].advanced:
        return ADVANCED_ANCHOR.get(lang, ADVANCED_ANCHOR["en"])
    return ANCHORS.get(lang, ANCHORS["en"]).get(kind) if kind else None


def words(state: Any, lang: str, names: Sequence[str]) -> dict[str, Any]:
    """The names the teaching texts use: the rune and its card, the spell, the suit, the target, the monster."""
    p = (state.pending or {}) if state.phase != "commit" else {}
    out: dict[str, Any] = {}
    if "rune" in p:
        played = state.played[p["caster"]]
        out["rune"] = messages.suit_name(p["rune"], lang, 1)
        out["card"] = messages.card_name(played, lang) if played else "?"
    if "spell" in p:
        out["spell"] = messages.spell_name(p["spell"], lang)
    if "suit" in p:
        out["suit"] = messages.suit_name(p["suit"], lang)
    if p.get("step") == "flip":
        out["target"] = messages.seat_name(p["target"], names)
        out["count"] = p["flips"]
    if p.get("step") == "monster":
        monster = state.monster(p["monster"])
        out["monster"] = messages.monster_name(monster["kind"], lang) if monster else "?"
    return out


def turn_marks(log: Sequence[tuple[int, Event]], movers: Sequence[int]) -> list[TurnMark]:
    """Everyone plays each turn: a turn starts with the game, then at each new turn's first round."""
    marks = [TurnMark(0, 1)] if log else []
    current = 1
    for position, (_index, event) in enumerate(log):
        if event.key == "round" and event.params.get("turn", current) != current:
            current = event.params["turn"]
            marks.append(TurnMark(position, current, None, replaces=event.params.get("round") == "normal"))
    return marks


def turn_marks_grown(log: Sequence[tuple[int, Event]], movers: Sequence[int], marks: Sequence[TurnMark],
                     start: int) -> list[TurnMark]:
    """`turn_marks` reading only the entries from `start` (the turn in progress is the last mark's)."""
    if not (marks and 0 < start <= len(log)):
        return turn_marks(log, movers)
    out, current = list(marks), marks[-1].number
    for position in range(start, len(log)):
        event = log[position][1]
        if event.key == "round" and event.params.get("turn", current) != current:
            current = event.params["turn"]
            out.append(TurnMark(position, current, None, replaces=event.params.get("round") == "normal"))
    return out
