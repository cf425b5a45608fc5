"""ECG's card effects in short, for a card's tile on the table and in the hand (issue 28: whole where the printed
sentence does not fit). Written from the card's abilities with the rules text's grammar (card_text) and shorter
words: "[x1] Madness +2: a troop of yours gets +2 Strength this turn." -> "[x1] Madness +2: your troop +2
Strength this turn"; the full sentence stays on the printed face and in the zoom.
"""
from __future__ import annotations

from dataclasses import replace

from tabletop.games.ecg.rules.abilities import Ability
from tabletop.games.ecg.rules.card_text import ability_text, sentence_words
from tabletop.games.ecg.rules.vocabulary import REACTION_TRIGGERS

#: the words that differ from the rules text's (targets without articles; "this turn" kept: a newcomer missed it)
_SHORTER = {
    "en": {
        "on_enter_court": "Into court: ", "on_enter_battle": "Trained: ", "on_enter": "Enters play: ",
        "on_wounded": "Wounded: ", "on_destroyed": "Destroyed: ", "on_win": "Wins a Clash or Charge: ",
        "on_turn_start": "Your turn starts: ", "end": "", "cost_and": ", ",
        "draw_opponent": "rival draws {n}", "discard_opponent": "rival discards {n}",
        "recall": "take {n} from your discard", "look_hand": "see the rival's hand",
        "look_discard": "see the rival's discard and exile", "heal": "heal {n} on {target}",
        "strength_self": "{signed} Strength this turn",
        "strength": "{target} {signed} Strength this turn",
        "prepare_less": "{target} -{n} Preparation", "prepare_more": "{target} +{n} Preparation",
        "move": "move {target} to its other line", "return": "{target} back to its hand",
        "morale_opponent": "rival's Morale {signed}", "renown_opponent": "rival's Renown {signed}",
        "madness_opponent": "rival's Madness {signed}", "gain": "+{n} {resources}",
        "own_troop": "your troop", "enemy_troop": "enemy troop", "adjacent_enemy": "adjacent enemy",
        "own_line": "a line of yours", "enemy_line": "an enemy line",
        "cancel_on_action": "cancel an action", "cancel_on_spell": "cancel a spell",
        "cancel_on_ability": "cancel an ability", "cancel_on_reaction": "cancel a reaction",
        "cancel_on_maneuver": "cancel a maneuver", "cancel_on_training": "cancel a training",
    },
    "es": {
        "on_enter_court": "Al entrar en la corte: ", "on_enter_battle": "Al entrenarse: ",
        "on_win": "Gana Enfrentamiento o Carga: ",
        "on_turn_start": "Al empezar tu turno: ", "on_action": "Ante una acción: ", "on_spell": "Ante un hechizo: ",
        "on_ability": "Ante una habilidad: ", "on_reaction": "Ante una reacción: ",
        "on_maneuver": "Ante una maniobra: ", "on_training": "Si el rival entrena: ", "end": "", "cost_and": ", ",
        "draw_opponent": "el rival roba {n}", "discard_opponent": "el rival descarta {n}",
        "recall": "recupera {n} de tu descarte", "look_discard": "mira descarte y exilio rival",
        "heal": "cura {n} a {target}", "strength_self": "{signed} Fuerza este turno",
        "strength": "{target} {signed} Fuerza este turno",
        "prepare_less": "{target} -{n} Preparación", "prepare_more": "{target} +{n} Preparación",
        "move": "cambia de línea {target}", "return": "{target} vuelve a la mano",
        "morale_opponent": "Moral rival {signed}", "renown_opponent": "Renombre rival {signed}",
        "madness_opponent": "Locura rival {signed}", "gain": "+{n} {resources}",
        "own_troop": "tropa tuya", "enemy_troop": "tropa enemiga", "adjacent_enemy": "enemiga adyacente",
        "own_line": "una línea tuya", "enemy_line": "una línea enemiga",
        "cancel_on_action": "cancela una acción", "cancel_on_spell": "cancela un hechizo",
        "cancel_on_ability": "cancela una habilidad", "cancel_on_reaction": "cancela una reacción",
        "cancel_on_maneuver": "cancela una maniobra", "cancel_on_training": "cancela un entrenamiento",
    },
}
#: where a card lies -> the zones of the abilities that work there
_WORKS_IN = {"battle": ("battle", "any"), "court": ("court", "any")}


def short_words(lang: str) -> dict:
    """The rules text's words with the shorter ones of `lang` over them."""
    return {**sentence_words(lang), **_SHORTER[lang]}


def card_short(card, lang: str, zone: str | None = None, heading: bool = True) -> str | None:
    """The card's effect in short: in a battle line or the court (`zone`) the abilities that work there, without
    their heading; elsewhere (or when none works there) its first ability, with where it works unless `heading` is
    False; None for a card without abilities."""
    abilities = list(getattr(card, "abilities", ()) or ())
    here = [ability for ability in abilities if ability.zone in _WORKS_IN.get(zone or "", ())]
    if here:
        return "; ".join(ability_short(ability, card.kind, lang, heading=False) for ability in here)
    if abilities:
        return ability_short(abilities[0], card.kind, lang, heading)
    return None


def ability_short(ability: Ability, kind: str, lang: str, heading: bool = True) -> str:
    """One ability in short; an answer that cancels says what it cancels ("Cancel a maneuver; ...") instead of
    "Answers a maneuver: cancel it; ..."."""
    words = short_words(lang)
    if ability.trigger in REACTION_TRIGGERS and ability.steps and ability.steps[0].word == "cancel":
        words = {**words, "cancel": words[f"cancel_{ability.trigger}"]}
        ability = replace(ability, trigger=None)
    return ability_text(ability, kind, lang, words, heading)
