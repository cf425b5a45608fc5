"""The words of ECG's card faces and table (kinds, kingdoms, lines, zones, counters), in English and Spanish.

The seed's own terms (Moral, Renombre, Locura, Corte, Batalla, Infantería, Soporte, Preparación...)
stay in Spanish on the Spanish side and get their English rendering on the English side.
"""
from __future__ import annotations

from tabletop.ui.i18n import register_words

STRINGS = {
    "en": {
        "kind.hero": "Hero", "kind.resource": "Resource", "kind.troop": "Troop", "kind.general": "General",
        "kind.action": "Action", "kind.reaction": "Reaction", "kind.spell": "Spell", "kind.blessing": "Blessing",
        "kind.legacy": "Legacy", "kind.prayer": "Prayer",
        "realm.sol": "Sun", "realm.lechuza": "Owl", "realm.ciervo": "Stag", "realm.lobo": "White Wolf",
        "realm.leon": "Lion", "realm.devoto": "Devout", "realm.neutral": "Neutral",
        "school.sol": "Sun sorcery", "school.luna": "Moon sorcery",
        "line.infantry": "Infantry", "line.support": "Support", "line.both": "Infantry or Support",
        "title.salvaje": "Savage", "title.devoto": "Devout", "title.mercenario": "Mercenary",
        "title.locura": "Madness", "title.locura_n": "Madness {n}",
        "kind_line": "{kind} · {realm}",
        "stat.preparation": "Preparation {n}",
        "stage": "With {n}: {text}",
        "resource.sol": "Faith", "resource.lechuza": "Lore", "resource.ciervo": "Pride", "resource.lobo": "Wrath",
        "resource.leon": "Discipline", "resource.devoto": "Devotion",
        "produces": "Produces 1 {resource}.",
        "no_ability": "No ability",
        # the table
        "zone.infantry": "Infantry {n}/5", "zone.support": "Support {n}/5", "zone.court": "Court {n}/6",
        "zone.legacy": "Legacy", "zone.deck": "Deck {n}", "zone.discard": "Discard {n}", "zone.exile": "Exile {n}",
        "zone.hand": "Your hand {n}/8", "hover.hint": "point at any card to read it in full",
        "table.read_hint": "The cards on the table are too small for their words: point at one, or hold Z, to read it.",
        "spectator": "Spectator: both hands stay hidden",
        "stat.morale": "Morale {n}/{max}", "stat.renown": "Renown {n}", "stat.madness": "Madness {n}/6",
        "stat.hand": "Hand {n}", "stat.resources": "ready {ready} · used {used}",
        "stat.prayers": "Prayers {n}/4",
        "used": "used", "ready": "ready",
        "you": "you", "deciding": "deciding", "thinking": "thinking",
        "turn": "Turn {n} · {name}", "phase.start": "Who starts", "phase.reinforce": "Reinforce (draw)",
        "phase.discard": "Hand limit: discard", "phase.action": "Action",
        "phase.resolution": "Resolution", "phase.over": "Game over",
        "stack.title": "Waiting to resolve, last first:",
        "stack.item": "{name}: {card}", "stack.answers": "{name}: {card}, answering {what}",
        "window.react": "{name} may react to {what}, or pass",
        "window.react_you": "{name}: react to {what}, or pass",
        "what": "{name}'s {card}",
        "pick.discard": "Choose from your discard",
        "maneuver.clash": "Clash", "maneuver.charge": "Charge",
        "float.wounds": "−{n} strength", "float.healed": "+{n} strength", "float.morale": "Morale {n}",
        "float.renown": "Renown {n}", "float.madness": "Madness {n}",
        "stack.maneuver": "{name}'s {card}: {maneuver} on {target}",
        "stack.training": "{name} trains {card}", "stack.ability": "the ability of {name}'s {card}",
    },
    "es": {
        "kind.hero": "Héroe", "kind.resource": "Recurso", "kind.troop": "Tropa", "kind.general": "General",
        "kind.action": "Acción", "kind.reaction": "Reacción", "kind.spell": "Hechizo", "kind.blessing": "Bendición",
        "kind.legacy": "Legado", "kind.prayer": "Oración",
        "realm.sol": "Sol", "realm.lechuza": "Lechuza", "realm.ciervo": "Ciervo", "realm.lobo": "Lobo Blanco",
        "realm.leon": "León", "realm.devoto": "Devoto", "realm.neutral": "Neutral",
        "school.sol": "Hechicería del Sol", "school.luna": "Hechicería de la Luna",
        "line.infantry": "Infantería", "line.support": "Soporte", "line.both": "Infantería o Soporte",
        "title.salvaje": "Salvaje", "title.devoto": "Devoto", "title.mercenario": "Mercenario",
        "title.locura": "Locura", "title.locura_n": "Locura {n}",
        "kind_line": "{kind} · {realm}",
        "stat.preparation": "Preparación {n}",
        "stage": "Con {n}: {text}",
        "resource.sol": "Fe", "resource.lechuza": "Saber", "resource.ciervo": "Orgullo", "resource.lobo": "Ira",
        "resource.leon": "Disciplina", "resource.devoto": "Devoción",
        "produces": "Produce 1 de {resource}.",
        "no_ability": "Sin habilidad",
        # the table
        "zone.infantry": "Infantería {n}/5", "zone.support": "Soporte {n}/5", "zone.court": "Corte {n}/6",
        "zone.legacy": "Legado", "zone.deck": "Mazo {n}", "zone.discard": "Descarte {n}", "zone.exile": "Exilio {n}",
        "zone.hand": "Tu mano {n}/8", "hover.hint": "señala cualquier carta para leerla entera",
        "table.read_hint": "Las cartas de la mesa son demasiado pequeñas para su texto: señala una, o mantén Z, "
                           "para leerla.",
        "spectator": "Espectador: las dos manos quedan ocultas",
        "stat.morale": "Moral {n}/{max}", "stat.renown": "Renombre {n}", "stat.madness": "Locura {n}/6",
        "stat.hand": "Mano {n}", "stat.resources": "listos {ready} · usados {used}",
        "stat.prayers": "Oraciones {n}/4",
        "used": "usado", "ready": "preparado",
        "you": "tú", "deciding": "decide", "thinking": "pensando",
        "turn": "Turno {n} · {name}", "phase.start": "Quién empieza", "phase.reinforce": "Reforzar (robar)",
        "phase.discard": "Límite de mano: descarta", "phase.action": "Acción",
        "phase.resolution": "Resolución", "phase.over": "Fin de la partida",
        "stack.title": "Por resolver, la última primero:",
        "stack.item": "{name}: {card}", "stack.answers": "{name}: {card}, en respuesta a {what}",
        "window.react": "{name} puede reaccionar a {what}, o pasar",
        "window.react_you": "{name}: reacciona a {what}, o pasa",
        "what": "{card} de {name}",
        "pick.discard": "Elige de tu descarte",
        "maneuver.clash": "Enfrentamiento", "maneuver.charge": "Carga",
        "float.wounds": "−{n} de fuerza", "float.healed": "+{n} de fuerza", "float.morale": "Moral {n}",
        "float.renown": "Renombre {n}", "float.madness": "Locura {n}",
        "stack.maneuver": "{maneuver} de {card} ({name}) contra {target}",
        "stack.training": "{name} entrena {card}", "stack.ability": "la habilidad de {card} ({name})",
    },
}

t = register_words("ecg", STRINGS)


def both(key: str, **params) -> dict:
    """The word `key` in both languages, as a card field wants it: {"en": ..., "es": ...}."""
    return {lang: t(key, lang, **params) for lang in STRINGS}
