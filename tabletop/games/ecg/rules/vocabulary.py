"""The words of ECG's ability grammar: what each step word does, its target and its amount.

An ability reads like the seed's cards: `[x1] pay 1, recovery: wound adjacent_enemy 2; renown +1`
(see abilities.py for the grammar and docs/cards/ecg.md for every word with an example).
This module only names things; the rules (effects.py) execute them. Every table here is
plain data, so a test can check that each word has an executor and is used by some card.
"""
from __future__ import annotations

from dataclasses import dataclass

#: the six kingdoms, in the seed's order, and the resource each one pays with
KINGDOMS = ("sol", "lechuza", "ciervo", "lobo", "leon", "devoto")
RESOURCES = {"sol": "fe", "lechuza": "saber", "ciervo": "orgullo", "lobo": "ira",
             "leon": "disciplina", "devoto": "devocion"}

KINDS = ("hero", "resource", "troop", "general", "action", "reaction", "spell", "blessing", "legacy")
#: kinds whose price is a per-kingdom table (`costs`), "-" where a kingdom cannot play them
TABLE_COST_KINDS = ("action", "reaction", "spell", "blessing", "legacy")
#: the formation lines a troop may be trained into; "both" lets the player choose
LINES = ("infantry", "support", "both")
TITLES = ("salvaje", "devoto", "mercenario", "locura")
#: titles whose troops give no renown when trained in battle
NO_RENOWN_TITLES = ("salvaje", "devoto", "mercenario")
SCHOOLS = ("sol", "luna")
GENERAL_TYPES = ("estratega", "caudillo", "profeta")

#: where an ability works: court / battle (a troop's zone), any (either), hero (the hero card),
#: legacy (a general, blessing or legacy beside the hero), play (the card's effect when played
#: from the hand: actions, reactions, spells, legacies entering play)
ZONES = ("court", "battle", "any", "hero", "legacy", "play")

#: what a reaction (or a triggered ability) answers; the first group opens a reaction window
#: after the opponent's play, the second fires on the card's own events
REACTION_TRIGGERS = {
    "on_action": "the opponent plays an action card (a spell is one too)",
    "on_spell": "the opponent casts a spell",
    "on_ability": "the opponent uses an ability",
    "on_reaction": "the opponent plays a reaction",
    "on_maneuver": "an enemy troop declares a maneuver",
    "on_training": "the opponent trains a troop in battle",
}
SELF_TRIGGERS = {
    "on_enter": "this card enters play (trained in battle, put in court or beside the hero)",
    "on_wounded": "this troop receives wounds",
    "on_destroyed": "this troop is destroyed",
    "on_win": "this troop wins a Clash or a Charge",
    "on_turn_start": "its controller's Preparation phase begins",
}
TRIGGERS = (*REACTION_TRIGGERS, *SELF_TRIGGERS)

#: targets naming troops in battle; "self" and "adjacent_enemy" need a troop as the source
TROOP_TARGETS = {
    "self": "this troop",
    "own_troop": "one of your troops in battle (you choose)",
    "enemy_troop": "one enemy troop in battle (you choose)",
    "adjacent_enemy": "one enemy troop in a line adjacent to this troop (you choose)",
    "any_troop": "any one troop in battle (you choose)",
    "own_line": "every troop of one of your lines (you choose the line)",
    "enemy_line": "every troop of one enemy line (you choose the line)",
}
SOURCE_TARGETS = ("self", "adjacent_enemy")
#: troop targets chosen among troops, and among lines, when the card is played (the others the card gives)
TROOP_CHOICES = ("own_troop", "enemy_troop", "adjacent_enemy", "any_troop")
LINE_CHOICES = ("own_line", "enemy_line")
#: targets naming a player (their hero, hand, deck)
PLAYER_TARGETS = {"you": "you (the card's controller)", "opponent": "your opponent"}


@dataclass(frozen=True)
class Word:
    """One step word: which target it takes (troop, player or none) and what amount."""

    name: str
    doc: str
    example: str
    target: str | None = None  # "troop", "player" or None
    default_target: str | None = None  # the target when none is written (None: required)
    amount: str | None = None  # "count" (1, 2...), "signed" (+1, -2) or None
    cost_only: bool = False  # only before ":" (a price paid)
    answers_only: bool = False  # only in an ability that answers something (a trigger)


WORDS: dict[str, Word] = {w.name: w for w in (
    Word("draw", "the player draws N cards (1 when N is left out)", "draw 2",
         target="player", default_target="you", amount="count"),
    Word("discard", "the player discards N cards of their choice from the hand", "discard 1 opponent",
         target="player", default_target="you", amount="count"),
    Word("recall", "take N cards of your choice from your discard into your hand", "recall 1",
         amount="count"),
    Word("look_hand", "look at the opponent's hand", "look_hand"),
    Word("look_discard", "look at the opponent's discard and exile", "look_discard"),
    Word("wound", "N wounds to the troop(s); an enemy's wounds also cost its hero morale, "
         "at most the troop's strength, and it deals response damage back to an acting troop",
         "wound adjacent_enemy 2", target="troop", amount="count"),
    Word("heal", "recover N wounds of the troop(s); its controller recovers that much morale",
         "heal own_troop 2", target="troop", amount="count"),
    Word("strength", "the troop(s) get ±N strength until the end of the turn", "strength self +2",
         target="troop", amount="signed"),
    Word("prepare", "add (or remove) N preparation counters on the troop(s)", "prepare enemy_troop +1",
         target="troop", amount="signed"),
    Word("recovery", "the troop gets 2 turns of preparation (the seed's Recuperación)", "recovery",
         target="troop", default_target="self"),
    Word("move", "the troop moves to its controller's other formation line (at most 5 per line)",
         "move enemy_troop", target="troop"),
    Word("destroy", "the troop(s) go to their owner's discard", "destroy enemy_troop", target="troop"),
    Word("exile", "the troop(s) go to their owner's exile, out of the game", "exile enemy_troop",
         target="troop"),
    Word("return", "the troop(s) go back to their owner's hand (wounds and counters are lost)",
         "return own_troop", target="troop"),
    Word("sacrifice", "destroy one of your own troops as a price", "sacrifice own_troop",
         target="troop", default_target="own_troop", cost_only=True),
    Word("morale", "the player's hero gains or loses N morale (never above the hero's own)",
         "morale -2 opponent", target="player", default_target="you", amount="signed"),
    Word("renown", "the player's renown changes by N (your own never drops below 0 by your doing)",
         "renown +2", target="player", default_target="you", amount="signed"),
    Word("madness", "the player's madness changes by N", "madness +1",
         target="player", default_target="you", amount="signed"),
    Word("gain", "N extra prepared resources of your kingdom this turn", "gain 2", amount="count"),
    Word("pay", "use N of your prepared resources", "pay 2", amount="count", cost_only=True),
    Word("cancel", "the action, ability, reaction or maneuver answered has no effect", "cancel",
         answers_only=True),
)}


def resource_of(kingdom: str) -> str:
    """The resource a kingdom pays with (sol -> fe ...)."""
    return RESOURCES[kingdom]
