"""A card's rules text written from its effect (English and Spanish), and what that text must mention.

`effect_text(effect, lang)` is the sentence a card prints when its designer wrote none. `effect_facts`
is what any printed text of the effect must mention (numbers, elements, zones, targets, verbs), and
`text_mismatch` compares a hand-written text with it on meaning (tabletop.data.meaning), for `validate`.
"""
from __future__ import annotations

from tabletop.data.meaning import Facts, mismatch
from tabletop.games.invocacion.rules.effects import (Block, Count, Destroy, Discard, Draw, Effect, ExchangePower, GainMana,
                                               Highest, Modify, Reveal, SwapPrinted)

ELEMENT_NAMES = {"en": {"fire": "Fire", "earth": "Earth", "water": "Water", "air": "Air"},
                 "es": {"fire": "Fuego", "earth": "Tierra", "water": "Agua", "air": "Aire"}}

#: zone -> (one, several) in each language
_ZONES = {
    "en": {"conjuros": ("Spell", "Spells"), "apoyos": ("Support", "Supports"), "mana": ("Mana", "Mana"),
           "trophies": ("trophy", "trophies"), "hand": ("hand", "hand"), "cards": ("card", "cards")},
    "es": {"conjuros": ("Conjuro", "Conjuros"), "apoyos": ("Apoyo", "Apoyos"), "mana": ("Maná", "Maná"),
           "trophies": ("trofeo", "trofeos"), "hand": ("mano", "mano"), "cards": ("carta", "cartas")},
}

#: what each count counts, after "for each" / "por cada"
_EACH = {
    "en": {"conjuros": "of your Spells", "apoyos": "card in your Supports", "mana": "Mana in your reserve",
           "trophies": "of your trophies", "invocations": "{element}invocation in play"},
    "es": {"conjuros": "Conjuro tuyo", "apoyos": "carta en tus Apoyos", "mana": "Maná de tu reserva",
           "trophies": "trofeo tuyo", "invocations": "invocación {element}en juego"},
}

_SENTENCES = {
    "en": {
        "power": "{amount} Power", "for_each": "{amount} Power for each {what}",
        "self": "{change}", "others": "Every other invocation has {change}", "all": "Every {element}invocation has {change}",
        "chosen": "An invocation of your choice has {change}",
        "set_self": "Your Power is equal to {value}", "set_others": "The Power of every other invocation is equal to {value}",
        "set_all": "The Power of every {element}invocation is equal to {value}",
        "set_chosen": "The Power of an invocation of your choice is equal to {value}",
        "times": "{zone} ×{times}", "your_zone": "your {zone}", "your_mana": "your {zone}",
        "highest": "the highest Power",
        "if_element": "if your invocation is {element}", "if_count": "if you have {count} or more {zone}",
        "if_times": "if your {zone} ×{times} come to {count} or more",
        "now": "At this instant, {step}",
        "destroy_self": "Destroy {count} of your {zone}", "destroy_chosen": "Destroy {count} {zone} of a player",
        "destroy_others": "Destroy {count} {zone} of every other player",
        "destroy_all": "Every player destroys {count} of their {zone}",
        "block_self": "Block {count} of your Spells", "block_chosen": "Block {count} {zone} of a player",
        "block_others": "Block {count} {zone} of every other player",
        "block_all": "Block {count} {zone} of every player",
        "swap_printed": "Swap your invocation's printed Power with another's",
        "exchange_power": "Exchange the Power of two invocations",
        "gain_mana": "Gain {count} Mana", "draw": "Draw {count} {cards} from the Portal",
        "discard_self": "Discard {count} {cards} from your hand",
        "discard_chosen": "A player discards {count} {cards} from their hand",
        "discard_others": "Every other player discards {count} {cards} from their hand",
        "discard_all": "Every player discards {count} {cards} from their hand",
        "reveal_chosen": "Look at a player's {hidden}", "reveal_others": "Look at every other player's {hidden}",
        "reveal_all": "Look at every player's {hidden}", "reveal_self": "Look at your {hidden}",
        "hidden_hand": "hand", "hidden_conjuros": "face-down Spells", "hidden_apoyos": "Supports",
        "then": ", then ", "end": ".",
    },
    "es": {
        "power": "{amount} de Poder", "for_each": "{amount} de Poder por cada {what}",
        "self": "{change}", "others": "Las demás invocaciones tienen {change}",
        "all": "Todas las invocaciones {element}tienen {change}",
        "chosen": "Una invocación a tu elección tiene {change}",
        "set_self": "Tu Poder es igual a {value}", "set_others": "El Poder de las demás invocaciones es igual a {value}",
        "set_all": "El Poder de toda invocación {element}es igual a {value}",
        "set_chosen": "El Poder de una invocación a tu elección es igual a {value}",
        "times": "{zone} ×{times}", "your_zone": "tus {zone}", "your_mana": "tu {zone}",
        "highest": "el Poder más alto",
        "if_element": "si tu invocación es de {element}", "if_count": "si tienes {count} {zone} o más",
        "if_times": "si tus {zone} ×{times} suman {count} o más",
        "now": "En este instante, {step}",
        "destroy_self": "Destruye {count} de tus {zone}", "destroy_chosen": "Destruye {count} {zone} de un jugador",
        "destroy_others": "Destruye {count} {zone} de cada uno de los demás jugadores",
        "destroy_all": "Cada jugador destruye {count} de sus {zone}",
        "block_self": "Bloquea {count} de tus Conjuros", "block_chosen": "Bloquea {count} {zone} de un jugador",
        "block_others": "Bloquea {count} {zone} de cada uno de los demás jugadores",
        "block_all": "Bloquea {count} {zone} de cada jugador",
        "swap_printed": "Intercambia el Poder impreso de tu invocación con el de otra",
        "exchange_power": "Intercambia el Poder de dos invocaciones",
        "gain_mana": "Gana {count} Maná", "draw": "Roba {count} {cards} del Portal",
        "discard_self": "Descarta {count} {cards} de tu mano",
        "discard_chosen": "Un jugador descarta {count} {cards} de su mano",
        "discard_others": "Cada uno de los demás jugadores descarta {count} {cards} de su mano",
        "discard_all": "Cada jugador descarta {count} {cards} de su mano",
        "reveal_chosen": "Mira {hidden} de un jugador", "reveal_others": "Mira {hidden} de los demás jugadores",
        "reveal_all": "Mira {hidden} de cada jugador", "reveal_self": "Mira {hidden} tuyos",
        "hidden_hand": "la mano", "hidden_conjuros": "los Conjuros boca abajo", "hidden_apoyos": "los Apoyos",
        "then": " y luego ", "end": ".",
    },
}

#: word -> concept, for reading a printed text (lower case; Spanish and English forms)
LEXICON = {
    "en": {
        "fire": "fire", "earth": "earth", "water": "water", "air": "air",
        "conjuro": "conjuros", "conjuros": "conjuros", "apoyo": "apoyos", "apoyos": "apoyos",
        "spell": "conjuros", "spells": "conjuros", "support": "apoyos", "supports": "apoyos",
        "maná": "mana", "mana": "mana", "trophy": "trophies", "trophies": "trophies", "hand": "hand",
        "destroy": "destroy", "destroys": "destroy", "lose": "lose", "loses": "lose", "reduced": "lose",
        "reduce": "lose", "draw": "draw", "draws": "draw", "discard": "discard", "discards": "discard",
        "block": "block", "blocks": "block", "look": "look", "looks": "look", "reveal": "look",
        "gain": "gain", "gains": "gain", "swap": "exchange", "exchange": "exchange", "equal": "equal",
        "match": "equal", "instant": "instant", "other": "other", "others": "other", "highest": "highest",
        "printed": "printed", "add": "add", "portal": "portal", "invocation": "invocation",
        "invocations": "invocation", "creature": "invocation", "creatures": "invocation", "choice": "choice",
    },
    "es": {
        "fuego": "fire", "tierra": "earth", "agua": "water", "aire": "air",
        "conjuro": "conjuros", "conjuros": "conjuros", "apoyo": "apoyos", "apoyos": "apoyos",
        "maná": "mana", "mana": "mana", "trofeo": "trophies", "trofeos": "trophies", "mano": "hand",
        "destruye": "destroy", "destruir": "destroy", "pierde": "lose", "pierden": "lose", "reducen": "lose",
        "reduce": "lose", "roba": "draw", "descarta": "discard", "bloquea": "block", "mira": "look",
        "gana": "gain", "intercambia": "exchange", "igual": "equal", "iguala": "equal", "instante": "instant",
        "momento": "instant", "demás": "other", "alto": "highest", "impreso": "printed", "suma": "add",
        "portal": "portal", "invocación": "invocation", "invocaciones": "invocation", "criatura": "invocation",
        "criaturas": "invocation", "elección": "choice",
    },
}
NUMBER_WORDS = {"en": {"twice": 2}, "es": {"doble": 2}}
#: how a concept is named in a difference ("the en text says Water")
CONCEPT_NAMES = {**{e: n for e, n in ELEMENT_NAMES["en"].items()}, "conjuros": "Spells", "apoyos": "Supports",
                 "mana": "Mana", "trophies": "trophies", "hand": "hand", "instant": "at this instant",
                 "other": "other players/invocations", "highest": "the highest Power", "equal": "equal to",
                 "printed": "printed Power", "exchange": "exchange/swap", "look": "look at", "lose": "lose"}


def effect_text(effect: Effect, lang: str) -> str:
    """The rules text of `effect` in `lang`, one sentence, steps joined by "then"."""
    words = _SENTENCES[lang]
    steps = [_step_text(step, lang) for step in effect.steps]
    sentence = words["then"].join([steps[0]] + [step[:1].lower() + step[1:] for step in steps[1:]])
    return (sentence[:1].upper() + sentence[1:] + words["end"]).replace(" a el ", " al ")


def effect_facts(effect: Effect) -> Facts:
    """What any printed text of `effect` must (and may) mention."""
    facts = Facts()
    facts.allow("invocation", "portal", "choice", "add")
    for step in effect.steps:
        facts.merge(_step_facts(step))
    return facts


def text_mismatch(effect: Effect, text: str, lang: str) -> str | None:
    """How a hand-written `text` (in `lang`) differs in meaning from `effect`, or None when they agree."""
    return mismatch(text, lang, effect_facts(effect), LEXICON[lang], CONCEPT_NAMES, NUMBER_WORDS[lang])


# --- text --------------------------------------------------------------------------------------------

def _step_text(step, lang: str) -> str:
    words = _SENTENCES[lang]
    if isinstance(step, Modify):
        text = _modify_text(step, lang)
        return words["now"].format(step=text[:1].lower() + text[1:]) if step.now else text
    if isinstance(step, Destroy):
        several = step.count if step.of in ("chosen", "others") else 2  # "1 of your Apoyos"
        return words[f"destroy_{step.of}"].format(count=step.count, zone=_zone(step.zone, several, lang))
    if isinstance(step, Block):
        return words[f"block_{step.of}"].format(count=step.count, zone=_zone("conjuros", step.count, lang))
    if isinstance(step, SwapPrinted):
        return words["swap_printed"]
    if isinstance(step, ExchangePower):
        return words["exchange_power"]
    if isinstance(step, GainMana):
        return words["gain_mana"].format(count=step.count)
    if isinstance(step, Draw):
        return words["draw"].format(count=step.count, cards=_zone("cards", step.count, lang))
    if isinstance(step, Discard):
        return words[f"discard_{step.of}"].format(count=step.count, cards=_zone("cards", step.count, lang))
    if isinstance(step, Reveal):
        return words[f"reveal_{step.of}"].format(hidden=words[f"hidden_{step.zone}"])
    raise ValueError(f"no text for {step!r}")


def _modify_text(step: Modify, lang: str) -> str:
    words = _SENTENCES[lang]
    element = f"{ELEMENT_NAMES[lang][step.element]} " if step.element else ""
    if lang == "es" and element:
        element = f"de {element}"
    if step.mode == "set":
        text = words[f"set_{step.to}"].format(value=_value_text(step.value, lang), element=element)
    else:
        text = words[step.to].format(change=_change_text(step.value, lang), element=element)
    if step.condition is not None:
        text = f"{text} {_condition_text(step.condition, lang)}"
    return text


def _change_text(value, lang: str) -> str:
    words = _SENTENCES[lang]
    if isinstance(value, Count):
        return words["for_each"].format(amount=f"{value.times:+d}", what=_each(value, lang))
    if isinstance(value, Highest):
        return words["highest"]
    return words["power"].format(amount=f"{value:+d}")


def _value_text(value, lang: str) -> str:
    words = _SENTENCES[lang]
    if isinstance(value, Highest):
        return words["highest"]
    if isinstance(value, Count):
        zone = words["your_zone" if value.zone != "mana" else "your_mana"].format(zone=_zone(value.zone, 2, lang))
        return zone if value.times == 1 else words["times"].format(zone=zone, times=value.times)
    return str(value)


def _each(count: Count, lang: str) -> str:
    element = ""
    if count.element:
        name = ELEMENT_NAMES[lang][count.element]
        element = f"{name} " if lang == "en" else f"de {name} "
    return _EACH[lang][count.zone].format(element=element)


def _condition_text(condition, lang: str) -> str:
    words = _SENTENCES[lang]
    parts = []
    if condition.element:
        parts.append(words["if_element"].format(element=ELEMENT_NAMES[lang][condition.element]))
    count = condition.count
    if count is not None and count.times != 1:
        parts.append(words["if_times"].format(count=condition.at_least, zone=_zone(count.zone, 2, lang),
                                              times=count.times))
    elif count is not None:
        parts.append(words["if_count"].format(count=condition.at_least,
                                              zone=_zone(count.zone, condition.at_least, lang)))
    return " ".join(parts)


def _zone(zone: str, count: int, lang: str) -> str:
    one, several = _ZONES[lang][zone]
    return one if count == 1 else several


# --- facts -------------------------------------------------------------------------------------------

def _step_facts(step) -> Facts:
    facts = Facts()
    if isinstance(step, Modify):
        _modify_facts(step, facts)
    elif isinstance(step, Destroy):
        facts.need("destroy", "lose")
        facts.need(step.zone)
        _count_facts(step.count, facts)
        _target_facts(step.of, facts)
    elif isinstance(step, Block):
        facts.need("block")
        facts.allow("conjuros")
        _count_facts(step.count, facts)
        _target_facts(step.of, facts)
    elif isinstance(step, SwapPrinted):
        facts.need("exchange")
        facts.need("printed")
    elif isinstance(step, ExchangePower):
        facts.need("exchange")
    elif isinstance(step, GainMana):
        facts.need("gain")
        facts.need("mana")
        facts.number(step.count)
    elif isinstance(step, Draw):
        facts.need("draw")
        facts.number(step.count)
    elif isinstance(step, Discard):
        facts.need("discard")
        facts.allow("hand")
        facts.number(step.count)
        _target_facts(step.of, facts)
    elif isinstance(step, Reveal):
        facts.need("look")
        facts.need(step.zone)
        _target_facts(step.of, facts)
    return facts


def _modify_facts(step: Modify, facts: Facts) -> None:
    if step.now:
        facts.need("instant")
    if step.element:
        facts.need(step.element)
    _target_facts(step.to, facts)
    if step.mode == "set":
        facts.need("equal")
    value = step.value
    if isinstance(value, Highest):
        facts.need("highest")
    elif isinstance(value, Count):
        facts.need(value.zone if value.zone != "invocations" else "invocation")
        if value.element:
            facts.need(value.element)
        facts.number(value.times, signed=step.mode == "add", required=abs(value.times) != 1)
        if value.times < 0:
            facts.allow("lose")
    else:
        facts.number(value, signed=step.mode == "add")
        if step.mode == "add" and value < 0:
            facts.allow("lose")
    condition = step.condition
    if condition is not None:
        if condition.element:
            facts.need(condition.element)
        if condition.count is not None:
            facts.need(condition.count.zone)
            facts.number(condition.at_least)
            if condition.count.times != 1:
                facts.number(condition.count.times)


def _count_facts(count: int, facts: Facts) -> None:
    """A count of one may go unsaid ("Destroy a Conjuro"); any other must be said."""
    facts.number(count, required=count != 1)


def _target_facts(target: str, facts: Facts) -> None:
    """Whose cards or invocations: "other" must be said for others; a choice may be."""
    if target == "others":
        facts.need("other")
    facts.allow("choice")
