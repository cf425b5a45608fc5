"""ECG's rules text written from a card's abilities (English and Spanish), and what a hand-written text of them
must mention, for `validate` (tabletop.data.meaning).

A card's text is its abilities in order: where each works ("Battle — "), once a turn ("[x1]"), what sets it
off ("When wounded: ", "Answers a maneuver: "), its price ("Pay 1: ") and its steps ("2 wounds to an enemy
troop"); a blessing's text is its prayer's four stages.
"""
from __future__ import annotations

import re

from tabletop.data.meaning import Facts, mismatch
from tabletop.games.ecg.rules.abilities import Ability, Step
from tabletop.games.ecg.rules.vocabulary import WORDS

_WORDS = {
    "en": {
        "court": "Court — ", "battle": "Battle — ", "any": "Court or battle — ", "once": "[x1] ",
        "on_enter_court": "When put in court: ", "on_enter_battle": "When trained: ", "on_enter": "When it enters play: ",
        "on_wounded": "When wounded: ", "on_destroyed": "When destroyed: ",
        "on_win": "When it wins a Clash or a Charge: ", "on_turn_start": "At the start of your Preparation phase: ",
        "on_action": "Answers an action: ", "on_spell": "Answers a spell: ", "on_ability": "Answers an ability: ",
        "on_reaction": "Answers a reaction: ", "on_maneuver": "Answers a maneuver: ",
        "on_training": "Answers a training: ", "price": ": ", "and": ", ", "then": "; ", "end": ".",
        "stage": "{n}{th}: {text}", "stages_end": "With 4 in play you win.",
        "draw_you": "draw {n}", "draw_opponent": "the opponent draws {n}",
        "discard_you": "discard {n}", "discard_opponent": "the opponent discards {n}",
        "recall": "take {n} {cards} from your discard into your hand",
        "look_hand": "look at the opponent's hand", "look_discard": "look at the opponent's discard and exile",
        "wound": "{n} {wounds} to {target}", "heal": "heal {n} {wounds} of {target}",
        "strength_self": "{signed} Strength this turn", "strength": "{target} gets {signed} Strength this turn",
        "prepare_less": "remove {n} Preparation from {target}", "prepare_more": "add {n} Preparation to {target}",
        "recovery": "Recovery", "move": "move {target} to its other line", "destroy": "destroy {target}",
        "exile": "exile {target}", "return": "return {target} to its owner's hand",
        "sacrifice": "sacrifice {target}", "morale_you": "Morale {signed}", "morale_opponent": "the opponent's Morale {signed}",
        "renown_you": "Renown {signed}", "renown_opponent": "the opponent's Renown {signed}",
        "madness_you": "Madness {signed}", "madness_opponent": "the opponent's Madness {signed}",
        "gain": "gain {n} {resources}", "pay": "Pay {n}", "cancel": "cancel it",
        "self": "this troop", "own_troop": "a troop of yours", "enemy_troop": "an enemy troop",
        "adjacent_enemy": "an adjacent enemy troop", "any_troop": "any troop",
        "own_line": "each troop of one of your lines", "enemy_line": "each troop of one enemy line",
        "card": ("card", "cards"), "wound_noun": ("wound", "wounds"), "resource": ("resource", "resources"),
    },
    "es": {
        "court": "Corte — ", "battle": "Batalla — ", "any": "Corte o batalla — ", "once": "[x1] ",
        "on_enter_court": "Al entrar en la corte: ", "on_enter_battle": "Al entrenarse: ", "on_enter": "Al entrar en juego: ",
        "on_wounded": "Al recibir heridas: ", "on_destroyed": "Al ser destruida: ",
        "on_win": "Cuando gana un Enfrentamiento o una Carga: ", "on_turn_start": "Al comenzar tu fase de Preparación: ",
        "on_action": "Responde a una acción: ", "on_spell": "Responde a un hechizo: ",
        "on_ability": "Responde a una habilidad: ", "on_reaction": "Responde a una reacción: ",
        "on_maneuver": "Responde a una maniobra: ", "on_training": "Responde a un entrenamiento: ",
        "price": ": ", "and": ", ", "then": "; ", "end": ".",
        "stage": "{n}.ª: {text}", "stages_end": "Con 4 en juego ganas.",
        "draw_you": "roba {n}", "draw_opponent": "el rival roba {n}",
        "discard_you": "descarta {n}", "discard_opponent": "el rival descarta {n}",
        "recall": "toma {n} {cards} de tu descarte a tu mano",
        "look_hand": "mira la mano rival", "look_discard": "mira el descarte y el exilio del rival",
        "wound": "{n} {wounds} a {target}", "heal": "cura {n} {wounds} de {target}",
        "strength_self": "{signed} de Fuerza este turno", "strength": "{target} obtiene {signed} de Fuerza este turno",
        "prepare_less": "quita {n} de Preparación a {target}", "prepare_more": "añade {n} de Preparación a {target}",
        "recovery": "Recuperación", "move": "mueve {target} a su otra línea", "destroy": "destruye {target}",
        "exile": "exilia {target}", "return": "devuelve {target} a la mano de su dueño",
        "sacrifice": "sacrifica {target}", "morale_you": "Moral {signed}", "morale_opponent": "Moral del rival {signed}",
        "renown_you": "Renombre {signed}", "renown_opponent": "Renombre del rival {signed}",
        "madness_you": "Locura {signed}", "madness_opponent": "Locura del rival {signed}",
        "gain": "obtén {n} {resources}", "pay": "Paga {n}", "cancel": "cancélalo",
        "self": "esta tropa", "own_troop": "una tropa tuya", "enemy_troop": "una tropa enemiga",
        "adjacent_enemy": "una tropa enemiga adyacente", "any_troop": "cualquier tropa",
        "own_line": "cada tropa de una de tus líneas", "enemy_line": "cada tropa de una línea enemiga",
        "card": ("carta", "cartas"), "wound_noun": ("herida", "heridas"), "resource": ("recurso", "recursos"),
    },
}
_ORDINAL_EN = {1: "st", 2: "nd", 3: "rd"}

#: word -> concept, for reading a printed text
LEXICON = {
    "en": {
        "draw": "draw", "draws": "draw", "discard": "discard", "discards": "discard", "take": "take",
        "look": "look", "hand": "hand", "exile": "exile", "wound": "wound", "wounds": "wound", "wounded": "wound",
        "heal": "heal", "strength": "strength", "preparation": "preparation", "remove": "remove", "add": "add",
        "recovery": "recovery", "move": "move", "line": "line", "lines": "line", "destroy": "destroy",
        "destroyed": "destroy", "return": "return", "sacrifice": "sacrifice", "morale": "morale",
        "renown": "renown", "madness": "madness", "gain": "gain", "resource": "resource", "resources": "resource",
        "pay": "pay", "cancel": "cancel", "enemy": "enemy", "adjacent": "adjacent", "any": "any",
        "opponent": "opponent", "they": "opponent", "court": "court", "battle": "battle",
        "trained": "enter", "enters": "enter", "wins": "win", "start": "start", "answers": "answer",
        "maneuver": "maneuver", "spell": "spell", "action": "action", "ability": "ability",
        "reaction": "reaction", "training": "training", "loses": "lose", "yours": "yours", "your": "yours",
        "win": "win",
    },
    "es": {
        "roba": "draw", "descarta": "discard", "descarte": "discard", "toma": "take", "mira": "look",
        "mano": "hand", "exilia": "exile", "exilio": "exile", "herida": "wound", "heridas": "wound",
        "cura": "heal", "fuerza": "strength", "preparación": "preparation", "quita": "remove", "añade": "add",
        "recuperación": "recovery", "mueve": "move", "línea": "line", "líneas": "line", "destruye": "destroy",
        "destruido": "destroy", "destruida": "destroy", "devuelve": "return", "sacrifica": "sacrifice",
        "moral": "morale", "renombre": "renown", "locura": "madness", "obtén": "gain", "recurso": "resource",
        "recursos": "resource", "paga": "pay", "cancélala": "cancel", "cancélalo": "cancel", "enemiga": "enemy",
        "enemigo": "enemy", "adyacente": "adjacent", "cualquier": "any", "rival": "opponent", "corte": "court",
        "batalla": "battle", "entrenarse": "enter", "entrar": "enter", "gana": "win",
        "comenzar": "start", "responde": "answer", "maniobra": "maneuver", "hechizo": "spell",
        "acción": "action", "habilidad": "ability", "reacción": "reaction", "entrenamiento": "training",
        "pierde": "lose", "tuya": "yours", "tuyo": "yours", "tus": "yours", "tu": "yours", "ganas": "win",
    },
}
#: what each word's text must name (each entry: alternatives)
_NEEDS = {
    "draw": (("draw",),), "discard": (("discard",),), "recall": (("take",), ("discard",)),
    "look_hand": (("look",), ("hand",)), "look_discard": (("look",), ("exile",)), "wound": (("wound",),),
    "heal": (("heal",),), "strength": (("strength",),), "prepare": (("preparation",),),
    "recovery": (("recovery",),), "move": (("move",),), "destroy": (("destroy",),), "exile": (("exile",),),
    "return": (("return",),), "sacrifice": (("sacrifice",),), "morale": (("morale",),),
    "renown": (("renown",),), "madness": (("madness",),), "gain": (("gain",),), "pay": (("pay",),),
    "cancel": (("cancel",),),
}
_TARGET_NEEDS = {"enemy_troop": ("enemy",), "adjacent_enemy": ("enemy", "adjacent"), "any_troop": ("any",),
                 "own_line": ("line",), "enemy_line": ("line", "enemy"), "opponent": ("opponent",)}
_TRIGGER_NEEDS = {"on_enter": ("enter", "court"), "on_wounded": ("wound",), "on_destroyed": ("destroy",),
                  "on_win": ("win",), "on_turn_start": ("start",), "on_action": ("action",),
                  "on_spell": ("spell",), "on_ability": ("ability",), "on_reaction": ("reaction",),
                  "on_maneuver": ("maneuver",), "on_training": ("training",)}


def sentence_words(lang: str) -> dict:
    """The words the rules text is written in, for `lang` (a shorter form overrides some of them)."""
    return _WORDS[lang]


def card_text(card, lang: str) -> str | None:
    """The rules text of `card` in `lang` written from its abilities (or prayer), None when it has none."""
    words = _WORDS[lang]
    if card.prayer:
        stages = [words["stage"].format(n=n, th=_ORDINAL_EN.get(n, "th"), text=_steps_text(stage.cost, words))
                  for n, stage in enumerate(card.prayer, start=1)]
        return " ".join(stage + words["end"] for stage in stages) + " " + words["stages_end"]
    if not card.abilities:
        return None
    return " ".join(ability_text(ability, card.kind, lang) + words["end"] for ability in card.abilities)


def card_facts(card) -> Facts:
    """What a hand-written text of `card` must (and may) mention."""
    facts = Facts()
    facts.allow("yours", "hand", "resource", "answer", "lose", "remove", "add")
    if card.prayer:
        facts.allow("win")
        facts.number(len(card.prayer), required=False)  # "with 4 in play you win"
        for number in range(1, len(card.prayer) + 1):
            facts.need(f"stage {number}")
        for stage in card.prayer:
            _steps_facts(stage.cost, facts)
        return facts
    for ability in card.abilities:
        _ability_facts(ability, facts)
    return facts


def text_mismatch(card, text: str, lang: str) -> str | None:
    """How a hand-written `text` of `card` differs in meaning from its abilities, or None when it agrees."""
    return mismatch(_marks_as_words(text), lang, card_facts(card), {**LEXICON[lang], **_MARKS})


#: the once-a-turn mark and a prayer's stage numbers ("2nd", "2.ª") read as words: they are marks, not amounts
_MARKS = {"oncemark": "once", "severalmark": "[xN] (the grammar knows only [x1])",
          **{f"stagemark{chr(96 + n)}": f"stage {n}" for n in range(1, 10)}}  # words have no digits
_ORDINAL = re.compile(r"\b(\d)(?:st|nd|rd|th|\.ª)")


def _marks_as_words(text: str) -> str:
    text = re.sub(r"\[x(\d+)\]", lambda m: " oncemark " if m.group(1) == "1" else " severalmark ", text)
    return _ORDINAL.sub(lambda m: f" stagemark{chr(96 + int(m.group(1)))} ", text)


def ability_text(ability: Ability, kind: str, lang: str, words: dict | None = None, heading: bool = True) -> str:
    """One ability as a sentence without its full stop, in `words` (the rules text's when None); `heading` False
    leaves out where it works ("Battle — ")."""
    words = words or _WORDS[lang]
    head = words[ability.zone] if heading and kind == "troop" and ability.zone in ("court", "battle", "any") else ""
    if ability.once_per_turn:
        head += words["once"]
    if ability.trigger == "on_enter":
        head += words[f"on_enter_{ability.zone}"] if ability.zone in ("court", "battle") else words["on_enter"]
    elif ability.trigger:
        head += words[ability.trigger]
    if ability.cost:
        head += _capital(words.get("cost_and", words["then"]).join(_step_text(step, words) for step in ability.cost))
        head += words["price"]
    body = _steps_text(ability.steps, words)
    return head + body if head else _capital(body)


def _steps_text(steps: tuple[Step, ...], words: dict) -> str:
    parts = [_step_text(step, words) for step in steps]
    return words["then"].join(parts)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _step_text(step: Step, words: dict) -> str:
    n = step.amount
    values = {"n": abs(n) if n is not None else None, "signed": f"{n:+d}" if n is not None else "",
              "target": words.get(step.target or "", ""),
              "cards": _noun(words["card"], n), "wounds": _noun(words["wound_noun"], n),
              "resources": _noun(words["resource"], n)}
    if step.word in ("draw", "discard", "morale", "renown", "madness"):
        return words[f"{step.word}_{step.target or 'you'}"].format(**values)
    if step.word == "strength":
        return words["strength_self" if step.target == "self" else "strength"].format(**values)
    if step.word == "prepare":
        return words["prepare_less" if n < 0 else "prepare_more"].format(**values)
    return words[step.word].format(**values)


def _ability_facts(ability: Ability, facts: Facts) -> None:
    if ability.zone in ("court", "any"):
        facts.allow("court")
    if ability.zone in ("battle", "any"):
        facts.allow("battle")
    if ability.once_per_turn:
        facts.need("once")
    if ability.trigger:
        facts.need(*_TRIGGER_NEEDS[ability.trigger])
    if ability.trigger == "on_turn_start":
        facts.allow("preparation")  # "at the start of your Preparation phase"
    _steps_facts(ability.cost, facts)
    _steps_facts(ability.steps, facts)


#: what a word's text may name besides what it must ("heal 2 wounds", "the opponent's hand")
_ALLOWS = {"heal": ("wound",), "look_hand": ("opponent",), "look_discard": ("opponent", "discard"),
           "move": ("line",)}


def _steps_facts(steps: tuple[Step, ...], facts: Facts) -> None:
    for step in steps:
        facts.allow(*_ALLOWS.get(step.word, ()))
        for alternatives in _NEEDS[step.word]:
            facts.need(*alternatives)
        for concept in _TARGET_NEEDS.get(step.target or "", ()):
            facts.need(concept)
        if step.amount is not None:
            facts.number(step.amount, signed=WORDS[step.word].amount == "signed" and step.word != "prepare")


def _noun(forms: tuple[str, str], count: int | None) -> str:
    return forms[0] if count is not None and abs(count) == 1 else forms[1]
