"""Invoke's card-language text: a chaos card's effect and a creature's ability written out (English and Spanish),
and what a hand-written text of them must mention, for `validate` (tabletop.data.meaning).

Only chaos cards and creatures carry vocabulary; every other card is one of the game's fixed words
(an element, a move, a target...) whose text the rules give.
"""
from __future__ import annotations

from tabletop.data.meaning import Facts, mismatch
from tabletop.games.invoke.rules.limits import HAND_SIZE
from tabletop.games.invoke.rules.vocabulary import Step, Steps

_SENTENCES = {
    "en": {
        "lose_gems_drawer": "You lose {count} Power {gems}", "lose_gems_all": "Every mage loses {count} Power {gems}",
        "gain_gems": "Take {count} Power {gems} from the Aether",
        "discard_drawer": "Discard {count} {cards} from your hand", "discard_all": "Every mage discards {count} {cards}",
        "random": " at random", "choice": " of their choice",
        "draw_drawer": "Draw {count} more {cards}: you may hold {limit} until the end of your turn",
        "draw_all": "Every mage draws {count} {cards}",
        "take_cards": "Take {count} {cards} at random from the hand of a mage of your choice",
        "crumble_walls_drawer": "Every wall you own crumbles", "crumble_walls_all": "Every wall in play crumbles",
        "reverse": "The direction of play reverses",
        "pass_cards": "Every mage passes {count} {cards} of their choice to the mage on their {direction}",
        "drain_aether": "{count} Power {gems} of the Aether {is} destroyed",
        "weaken_walls_drawer": "Every wall you own loses {count} {points}",
        "weaken_walls_all": "Every wall in play loses {count} {points}",
        "dispel_drawer": "Every Delayed or Sustained invocation of yours is discarded; walls stay",
        "dispel_all": "Every Delayed or Sustained invocation in play is discarded; walls stay",
        "hold": "Holds up to {count} {what}", "hold_deck": "{deck} {cards}", "hold_any": "{cards} of any deck",
        "hold_suit": "{suit} {cards}", "quick": "What it holds is invoked with haste", "hidden": "face down",
        "left": "left", "right": "right", "then": ". ", "list": ", ", "end": ".",
        "gem": ("Gem", "Gems"), "card": ("card", "cards"), "point": ("point", "points"),
    },
    "es": {
        "lose_gems_drawer": "Pierdes {count} de tus Gemas de Poder",
        "lose_gems_all": "Cada mago pierde {count} {gems} de Poder",
        "gain_gems": "Toma {count} {gems} de Poder del Éter",
        "discard_drawer": "Descarta {count} {cards} de tu mano", "discard_all": "Cada mago descarta {count} {cards}",
        "random": " al azar", "choice": " a su elección",
        "draw_drawer": "Roba {count} {cards} más: puedes tener {limit} hasta el final de tu turno",
        "draw_all": "Cada mago roba {count} {cards}",
        "take_cards": "Toma {count} {cards} al azar de la mano del mago que elijas",
        "crumble_walls_drawer": "Todos tus muros se derrumban", "crumble_walls_all": "Todos los muros en juego se derrumban",
        "reverse": "Se invierte el sentido del juego",
        "pass_cards": "Cada mago pasa {count} {cards} a su elección al mago de su {direction}",
        "drain_aether": "Se destruye{plural} {count} {gems} de Poder del Éter",
        "weaken_walls_drawer": "Cada muro tuyo pierde {count} {points}",
        "weaken_walls_all": "Cada muro en juego pierde {count} {points}",
        "dispel_drawer": "Se descartan tus invocaciones demoradas o sostenidas; los muros quedan",
        "dispel_all": "Se descartan todas las invocaciones demoradas o sostenidas en juego; los muros quedan",
        "hold": "Guarda hasta {count} {what}", "hold_deck": "{cards} de {deck}", "hold_any": "{cards} de cualquier mazo",
        "hold_suit": "{cards} de {suit}", "quick": "Lo que guarda se invoca con prisa", "hidden": "boca abajo",
        "left": "izquierda", "right": "derecha", "then": ". ", "list": ", ", "end": ".",
        "gem": ("Gema", "Gemas"), "card": ("carta", "cartas"), "point": ("punto", "puntos"),
    },
}
_DECKS = {"en": {"manifest": "Manifest", "thaumaturgy": "Thaumaturgy", "focus": "Focus"},
          "es": {"manifest": "Manifestación", "thaumaturgy": "Taumaturgia", "focus": "Foco"}}
_SUITS = {"en": {"element": "Element", "item": "Item", "creature": "Creature", "action": "Action", "chaos": "Chaos",
                 "target": "Target", "modifier": "Modifier"},
          "es": {"element": "Elemento", "item": "Objeto", "creature": "Criatura", "action": "Acción", "chaos": "Caos",
                 "target": "Objetivo", "modifier": "Modificador"}}

#: word -> concept, for reading a printed text
LEXICON = {
    "en": {
        "gem": "gem", "gems": "gem", "aether": "aether", "destroyed": "destroy", "destroy": "destroy",
        "loses": "lose", "lose": "lose", "take": "take", "discard": "discard", "discards": "discard",
        "discarded": "discard", "draw": "draw", "draws": "draw", "random": "random", "wall": "wall", "walls": "wall",
        "crumbles": "crumble", "crumble": "crumble", "direction": "reverse", "reverses": "reverse",
        "passes": "pass", "pass": "pass", "left": "left", "right": "right", "delayed": "delayed",
        "sustained": "sustained", "holds": "hold", "hold": "hold", "haste": "haste", "face": "hidden",
        "mage": "mage", "every": "every", "choice": "choice", "hand": "hand", "point": "point", "points": "point",
        "play": "play", "you": "you", "your": "you", "yours": "you",
        **{name.lower(): deck for deck, name in _DECKS["en"].items()},
        **{name.lower(): suit for suit, name in _SUITS["en"].items()},
    },
    "es": {
        "gema": "gem", "gemas": "gem", "éter": "aether", "destruye": "destroy", "destruyen": "destroy",
        "pierde": "lose", "pierdes": "lose", "toma": "take", "descarta": "discard", "descartan": "discard", "roba": "draw",
        "azar": "random", "muro": "wall", "muros": "wall", "derrumban": "crumble", "derrumba": "crumble",
        "invierte": "reverse", "sentido": "reverse", "pasa": "pass", "izquierda": "left", "derecha": "right",
        "demoradas": "delayed", "sostenidas": "sustained", "guarda": "hold", "prisa": "haste", "boca": "hidden",
        "mago": "mage", "cada": "every", "todos": "every", "todas": "every", "elección": "choice",
        "elijas": "choice", "mano": "hand", "punto": "point", "puntos": "point", "juego": "play",
        "tus": "you", "tu": "you", "tuyo": "you", "tuyos": "you",
        **{name.lower(): deck for deck, name in _DECKS["es"].items()},
        **{name.lower(): suit for suit, name in _SUITS["es"].items()},
    },
}
NUMBER_WORDS = {"en": {"one": 1, "two": 2, "three": 3}, "es": {"una": 1, "dos": 2, "tres": 3}}
#: what each word's text must name (each entry: alternatives), besides its numbers
_NEEDS = {
    "lose_gems": (("gem",), ("destroy", "lose")), "gain_gems": (("gem",), ("aether",), ("take",)),
    "discard": (("discard",),), "draw": (("draw",),), "take_cards": (("take",), ("hand",), ("random",)),
    "crumble_walls": (("wall",), ("crumble",)), "reverse": (("reverse",),), "pass_cards": (("pass",),),
    "drain_aether": (("gem",), ("aether",), ("destroy", "lose")), "weaken_walls": (("wall",), ("lose",)),
    "dispel": (("delayed",), ("sustained",), ("discard",), ("wall",)), "hold": (("hold",),), "quick": (("haste",),),
    "hidden": (("hidden",),),
}


def steps_text(steps: Steps, lang: str) -> str:
    """The text of a chaos effect or a creature's ability in `lang`."""
    words = _SENTENCES[lang]
    parts = [_step_text(step, lang) for step in steps.steps]
    if any(step.word == "hidden" for step in steps.steps) and len(parts) > 1:
        hidden = parts.pop([s.word for s in steps.steps].index("hidden"))
        parts[0] = f"{parts[0]}{words['list']}{hidden}"
    return words["then"].join(part[:1].upper() + part[1:] for part in parts) + words["end"]


def steps_facts(steps: Steps) -> Facts:
    """What a hand-written text of these steps must (and may) mention."""
    facts = Facts()
    facts.allow("mage", "every", "choice", "play", "hand", "point", "aether")
    for step in steps.steps:
        for alternatives in _NEEDS[step.word]:
            facts.need(*alternatives)
        _argument_facts(step, facts)
    return facts


def text_mismatch(steps: Steps, text: str, lang: str) -> str | None:
    """How a hand-written `text` differs in meaning from `steps`, or None when it agrees."""
    return mismatch(text, lang, steps_facts(steps), LEXICON[lang], {}, NUMBER_WORDS[lang])


def _argument_facts(step: Step, facts: Facts) -> None:
    args = step.args
    if "count" in args and args["count"] is not None:
        facts.number(args["count"])
    if args.get("of") == "all":  # everyone's, so never "yours"
        facts.need("every", "play")
    elif args.get("of") == "drawer":
        facts.need("you")
    else:
        facts.allow("you")
    if args.get("random"):
        facts.need("random")
    if step.word == "pass_cards":
        facts.need(args["direction"])
    if step.word == "draw" and args.get("of") == "drawer":
        facts.number(HAND_SIZE + args["count"], required=False)  # the hand it may hold until the turn ends
        facts.allow("hold")
    if step.word == "hold":
        facts.allow("hidden")
        if args.get("suit"):
            facts.need(args["suit"])
        elif args.get("deck") and args["deck"] != "any":
            facts.need(args["deck"])


def _step_text(step: Step, lang: str) -> str:
    words = _SENTENCES[lang]
    args = step.args
    count = args.get("count")
    values = {"count": count, "gems": _noun(words["gem"], count), "cards": _noun(words["card"], count),
              "points": _noun(words["point"], count), "limit": HAND_SIZE + (count or 0),
              "plural": "n" if count and count > 1 else "", "is": "is" if count == 1 else "are",
              "direction": words.get(args.get("direction", ""), "")}
    if step.word == "hold":
        return words["hold"].format(count=count, what=_held(step, lang))
    if step.word in ("quick", "hidden", "reverse", "gain_gems", "take_cards", "pass_cards", "drain_aether"):
        return words[step.word].format(**values)
    text = words[f"{step.word}_{args['of']}"].format(**values)
    if step.word == "discard":
        text += words["random"] if args["random"] else (words["choice"] if args["of"] == "all" else "")
    return text


def _held(step: Step, lang: str) -> str:
    words = _SENTENCES[lang]
    cards = _noun(words["card"], step["count"])
    if step["suit"]:
        return words["hold_suit"].format(suit=_SUITS[lang][step["suit"]], cards=cards)
    if step["deck"] in (None, "any"):
        return words["hold_any"].format(cards=cards)
    return words["hold_deck"].format(deck=_DECKS[lang][step["deck"]], cards=cards)


def _noun(forms: tuple[str, str], count: int | None) -> str:
    return forms[0] if count == 1 else forms[1]
