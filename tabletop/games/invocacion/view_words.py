"""The words of the Invocación table (zone labels, statuses, the centre strip), in English and Spanish."""
from __future__ import annotations

from typing import Any

from tabletop.ui.i18n import register, tr

STRINGS = {
    "en": {
        "zone.mana": "Maná", "zone.invocation": "Invocación", "zone.trophies": "Victorias",
        "zone.conjuros": "Conjuros", "zone.apoyos": "Apoyos", "zone.hand": "Hand",
        "zone.hand_of": "Hand: {n}", "mana.count": "Maná {n}", "trophies.count": "Victorias {n} · {vp} VP",
        "conjuros.count": "Conjuros {n}/5", "apoyos.count": "Apoyos {n}/3",
        "portal": "Portal", "discard": "Discard", "guardian": "Guardián",
        "priority": "Priority", "round": "Round {n}",
        "phase.deal": "Inicio", "phase.prepare": "Preparación · pass {n}", "phase.combat": "Combate",
        "phase.over": "Game over",
        "status.preparing": "preparing", "status.finished": "finished", "status.out": "out of the round",
        "status.withdrawn": "withdrawn", "status.deciding": "deciding", "status.thinking": "thinking",
        "you": "you", "face_down": "only you see this", "empty": "empty",
        "power": "Power {n}", "leader": "leads", "points": "{vp} VP",
        "breakdown.title": "{name}: total power {n}", "breakdown.none": "No invocation in play yet.",
        "spectator": "Spectator: every face-down card stays hidden",
        "counter": "Power counter placed: preparation finished",
        "put_here": "put it here", "more": "… {n} more",
    },
    "es": {
        "zone.mana": "Maná", "zone.invocation": "Invocación", "zone.trophies": "Victorias",
        "zone.conjuros": "Conjuros", "zone.apoyos": "Apoyos", "zone.hand": "Mano",
        "zone.hand_of": "Mano: {n}", "mana.count": "Maná {n}", "trophies.count": "Victorias {n} · {vp} PV",
        "conjuros.count": "Conjuros {n}/5", "apoyos.count": "Apoyos {n}/3",
        "portal": "Portal", "discard": "Descarte", "guardian": "Guardián",
        "priority": "Prioridad", "round": "Ronda {n}",
        "phase.deal": "Inicio", "phase.prepare": "Preparación · vuelta {n}", "phase.combat": "Combate",
        "phase.over": "Fin de la partida",
        "status.preparing": "preparando", "status.finished": "terminó", "status.out": "fuera de la ronda",
        "status.withdrawn": "se retiró", "status.deciding": "decide", "status.thinking": "pensando",
        "you": "tú", "face_down": "solo tú la ves", "empty": "vacía",
        "power": "Poder {n}", "leader": "gana", "points": "{vp} PV",
        "breakdown.title": "{name}: poder total {n}", "breakdown.none": "Todavía no hay invocación en juego.",
        "spectator": "Espectador: las cartas boca abajo siguen ocultas",
        "counter": "Contador de Poder colocado: terminó su preparación",
        "put_here": "ponla aquí", "more": "… {n} más",
    },
}
register({code: {f"invocacion.{k}": v for k, v in strings.items()} for code, strings in STRINGS.items()})


def t(key: str, lang: str, **params: Any) -> str:
    """A string of the Invocación table in `lang`."""
    return tr("invocacion." + key, lang, **params)
