"""The words of the Invocación table (zone labels, statuses, the centre strip), in English and Spanish."""
from __future__ import annotations

from tabletop.ui.i18n import register_words

STRINGS = {
    "en": {
        "zone.invocation": "Invocation",
        "zone.hand_of": "Hand: {n}", "mana.count": "Mana {n}", "trophies.count": "Trophies {n} · {vp} VP",
        "mana.short": "Mana", "trophies.short": "Trophies · {vp} VP",
        "conjuros.count": "Spells {n}/5", "apoyos.count": "Supports {n}/3",
        "portal": "Portal", "discard": "Discard", "guardian": "Guardian",
        "portal.own": "Your Portal", "portal.all": "Portals", "portal.chip": "Portal {n}",
        "priority": "Priority", "round": "Round {n}",
        "phase.deal": "Deal", "phase.prepare": "Preparation · pass {n}", "phase.combat": "Combat",
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
        "window.bid_you": "{name}: buy priority before the invocation effects activate (1 Mana), or pass",
        "window.act_you": "{name}: your turn: reveal, support, boost, barrier, priority, withdraw or pass",
        "window.act_you_now": "{name}: your turn: {verbs} or pass",
        "verb.reveal": "reveal", "verb.support": "support", "verb.boost": "boost", "verb.barrier": "barrier",
        "verb.priority": "priority", "verb.withdraw": "withdraw",
        "window.target": "{name} chooses a target", "window.give": "{name} chooses the cards to give up",
        "float.leader": "leads with {power}", "float.won": "wins with {power}", "float.boosted": "+{amount} Mana",
        "float.supported": "+{amount} support", "float.withdraw": "withdraws", "float.out": "out of the round",
        "float.priority": "takes priority", "float.barrier": "barrier", "float.blocked": "{count} blocked",
        "float.pass": "passes",
        "result.won": "Round {n}: {name} won with {power}.",
        "result.trophy": "Trophy: {card}, from {owner} (the highest printed Power on the table).",
        "result.trophy_own": "Trophy: {card}, their own (the highest printed Power on the table).",
        "prize.line": "The winner takes the highest printed Power on the table (theirs or anybody's).",
        "tip.prize": "At the end of the combat the highest total power wins (a tie: the higher printed Support; "
                     "still equal: nobody). The winner takes as a trophy the invocation with the highest printed "
                     "Power on the table, theirs or anybody's: its Power counts as victory points at the end.",
        "result.draw": "Round {n}: a total tie, nobody won.",
        "referee": "referee", "legends": "Legends",
        "cost": "sacrifice:",
        "cost.conjuros": "{n:Spell|Spells}", "cost.apoyos": "{n:Support|Supports}",
        "status.in_combat": "in combat",
        "hand.count": "{n} in hand",
        "tip.hand": "{name} holds {n:card|cards} in hand.",
        "tip.power": "Power {n}: what this card fights with as your Invocation, and its victory points as a trophy.",
        "tip.support": "Support value {n}: added to your power when you invoke this card from your Supports "
                       "(2 Mana); it also breaks ties.",
        "tip.cost.conjuros": "Sacrifice: to invoke this card you discard {n:card|cards} of your Spells.",
        "tip.cost.apoyos": "Sacrifice: to invoke this card you discard {n:card|cards} of your Supports.",
        "tip.mana": "Mana {n}: when this card is your revealed Invocation, you take {n:card|cards} from the "
                    "discard as Mana.",
        "tip.phase.preparation": "Preparation card: play it from your hand during Preparation; its effect happens "
                                 "at once.",
        "tip.phase.combat": "Combat card: its effect works in Combat, as your Invocation or revealed from your "
                            "Spells.",
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
        "window.act_you_now": "{name}: te toca: {verbs} o pasar",
        "verb.reveal": "revelar", "verb.support": "apoyo", "verb.boost": "potenciar", "verb.barrier": "barrera",
        "verb.priority": "prioridad", "verb.withdraw": "retirarte",
        "window.target": "{name} elige un objetivo", "window.give": "{name} elige las cartas que entrega",
        "float.leader": "gana con {power}", "float.won": "vence con {power}", "float.boosted": "+{amount} de Maná",
        "float.supported": "+{amount} de apoyo", "float.withdraw": "se retira", "float.out": "fuera de la ronda",
        "float.priority": "toma la prioridad", "float.barrier": "barrera", "float.blocked": "{count} bloqueados",
        "float.pass": "pasa",
        "result.won": "Ronda {n}: ganó {name} con {power}.",
        "result.trophy": "Trofeo: {card}, de {owner} (el mayor Poder impreso de la mesa).",
        "result.trophy_own": "Trofeo: {card}, la suya (el mayor Poder impreso de la mesa).",
        "prize.line": "Quien gana se lleva el mayor Poder impreso de la mesa (suyo o de otro).",
        "tip.prize": "Al final del combate gana el mayor poder total (en empate, el mayor Apoyo impreso; si sigue "
                     "igual, nadie). Quien gana se lleva como trofeo la invocación con más Poder impreso de la "
                     "mesa, suya o de otro: su Poder cuenta como puntos de victoria al final.",
        "result.draw": "Ronda {n}: empate total, nadie ganó.",
        "referee": "árbitro", "legends": "Leyendas",
        "cost": "sacrificio:",
        "cost.conjuros": "{n:Conjuro|Conjuros}", "cost.apoyos": "{n:Apoyo|Apoyos}",
        "status.in_combat": "en combate",
        "hand.count": "{n} en mano",
        "tip.hand": "{name} tiene {n:carta|cartas} en la mano.",
        "tip.power": "Poder {n}: con lo que lucha esta carta como tu Invocación, y sus puntos de victoria como trofeo.",
        "tip.support": "Valor de Apoyo {n}: se suma a tu poder cuando invocas esta carta desde tus Apoyos "
                       "(2 de Maná); también desempata.",
        "tip.cost.conjuros": "Sacrificio: para invocar esta carta descartas {n:carta|cartas} de tus Conjuros.",
        "tip.cost.apoyos": "Sacrificio: para invocar esta carta descartas {n:carta|cartas} de tus Apoyos.",
        "tip.mana": "Maná {n}: cuando esta carta es tu Invocación revelada, tomas {n:carta|cartas} del descarte "
                    "como Maná.",
        "tip.phase.preparation": "Carta de Preparación: juégala desde la mano durante la Preparación; su efecto "
                                 "ocurre en el acto.",
        "tip.phase.combat": "Carta de Combate: su efecto actúa en el Combate, como tu Invocación o revelada desde "
                            "tus Conjuros.",
    },
}
#: a string of the Invocación table: t(key, lang, **params)
t = register_words("invocacion", STRINGS)


def short_words(key: str, lang: str) -> str:
    """The short form of `key`'s words where it has one ("out" for "out of the round"), else its words."""
    return t(key + ".short" if key + ".short" in STRINGS["en"] else key, lang)
