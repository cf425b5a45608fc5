"""The words of the Invocación table (zone labels, statuses, the centre strip), in English and Spanish."""
from __future__ import annotations

from tabletop.ui.i18n import register_words

STRINGS = {
    "en": {
        "zone.invocation": "Invocación",
        "zone.hand_of": "Hand: {n}", "mana.count": "Maná {n}", "trophies.count": "Victorias {n} · {vp} VP",
        "mana.short": "Maná", "trophies.short": "Victorias · {vp} VP",
        "conjuros.count": "Conjuros {n}/5", "apoyos.count": "Apoyos {n}/3",
        "portal": "Portal", "discard": "Discard", "guardian": "Guardián",
        "portal.own": "Your Portal", "portal.all": "Portals", "portal.chip": "Portal {n}",
        "priority": "Priority", "round": "Round {n}",
        "phase.deal": "Inicio", "phase.prepare": "Preparación · pass {n}", "phase.combat": "Combate",
        "phase.over": "Game over",
        "status.preparing": "preparing", "status.finished": "finished", "status.out": "out of the round",
        "status.withdrawn": "withdrawn", "status.out.short": "out", "status.deciding": "deciding", "status.thinking": "thinking",
        "you": "you", "leader": "leads",
        "breakdown.title": "{name}: total power {n}",
        "spectator": "Spectator: every face-down card stays hidden",
        "put_here": "put it here", "more": "… {n} more",
        "window.pending": "Waiting to resolve, in priority order: {actions}",
        "window.react": "{name} may respond, or pass",
        "window.react_you": "{name}: respond with an action, or pass",
        "window.act": "{name} acts or passes",
        "window.bid": "Before the invocation effects: {name} may buy priority, or pass",
        "window.bid_you": "{name}: buy priority before the invocation effects activate (1 Maná), or pass",
        "window.act_you": "{name}: your turn: reveal, support, boost, barrier, priority, withdraw or pass",
        "window.target": "{name} chooses a target", "window.give": "{name} chooses the cards to give up",
        "float.leader": "leads with {power}", "float.won": "wins with {power}", "float.boosted": "+{amount} Maná",
        "float.supported": "+{amount} support", "float.withdraw": "withdraws", "float.out": "out of the round",
        "float.priority": "takes priority", "float.barrier": "barrier", "float.blocked": "{count} blocked",
        "float.pass": "passes",
        "result.won": "Round {n}: {name} won with {power}.", "result.trophy": "Trophy: {card}.",
        "result.draw": "Round {n}: a total tie, nobody won.",
        "referee": "referee", "legends": "Legends",
        "cost": "sacrifice:", "cost.parts": "{c} Conjuros, {a} Apoyos",
        "cost.conjuros": "{n} Conjuros", "cost.apoyos": "{n} Apoyos",
        "status.in_combat": "in combat",
    },
    "es": {
        "zone.invocation": "Invocación",
        "zone.hand_of": "Mano: {n}", "mana.count": "Maná {n}", "trophies.count": "Victorias {n} · {vp} PV",
        "mana.short": "Maná", "trophies.short": "Victorias · {vp} PV",
        "conjuros.count": "Conjuros {n}/5", "apoyos.count": "Apoyos {n}/3",
        "portal": "Portal", "discard": "Descarte", "guardian": "Guardián",
        "portal.own": "Tu Portal", "portal.all": "Portales", "portal.chip": "Portal {n}",
        "priority": "Prioridad", "round": "Ronda {n}",
        "phase.deal": "Inicio", "phase.prepare": "Preparación · vuelta {n}", "phase.combat": "Combate",
        "phase.over": "Fin de la partida",
        "status.preparing": "preparando", "status.finished": "terminó", "status.out": "fuera de la ronda",
        "status.withdrawn": "se retiró", "status.out.short": "fuera", "status.deciding": "decide", "status.thinking": "pensando",
        "you": "tú", "leader": "va ganando",
        "breakdown.title": "{name}: poder total {n}",
        "spectator": "Espectador: las cartas boca abajo siguen ocultas",
        "put_here": "ponla aquí", "more": "… {n} más",
        "window.pending": "Por resolver, en orden de prioridad: {actions}",
        "window.react": "{name} puede responder, o pasar",
        "window.react_you": "{name}: responde con una acción, o pasa",
        "window.act": "{name} actúa o pasa",
        "window.bid": "Antes de los efectos de invocación: {name} puede comprar la prioridad, o pasar",
        "window.bid_you": "{name}: compra la prioridad antes de que se activen los efectos de invocación (1 de Maná), "
                          "o pasa",
        "window.act_you": "{name}: te toca: revelar, apoyo, potenciar, barrera, prioridad, retirarte o pasar",
        "window.target": "{name} elige un objetivo", "window.give": "{name} elige las cartas que entrega",
        "float.leader": "gana con {power}", "float.won": "vence con {power}", "float.boosted": "+{amount} de Maná",
        "float.supported": "+{amount} de apoyo", "float.withdraw": "se retira", "float.out": "fuera de la ronda",
        "float.priority": "toma la prioridad", "float.barrier": "barrera", "float.blocked": "{count} bloqueados",
        "float.pass": "pasa",
        "result.won": "Ronda {n}: ganó {name} con {power}.", "result.trophy": "Trofeo: {card}.",
        "result.draw": "Ronda {n}: empate total, nadie ganó.",
        "referee": "árbitro", "legends": "Leyendas",
        "cost": "sacrificio:", "cost.parts": "{c} Conjuros, {a} Apoyos",
        "cost.conjuros": "{n} Conjuros", "cost.apoyos": "{n} Apoyos",
        "status.in_combat": "en combate",
    },
}
#: a string of the Invocación table: t(key, lang, **params)
t = register_words("invocacion", STRINGS)


def short_words(key: str, lang: str) -> str:
    """The short form of `key`'s words where it has one ("out" for "out of the round"), else its words."""
    return t(key + ".short" if key + ".short" in STRINGS["en"] else key, lang)
