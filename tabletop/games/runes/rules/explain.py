"""What each Duelo de Runas action does, in plain words (action tooltips and previews)."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from tabletop.engine.contract import Action
from tabletop.games.runes.rules.messages import (card_name, monster_name, of_card, play_words, seat_name, spell_name,
                                           suit_name)
from tabletop.games.runes.rules.spells import COUNTER, SPELLS, UNTARGETED, aim_of

SHIELD_STOPS = frozenset({"hit", "drain", "confusion"})  # the spells a Shield makes harmless ("effect.shield")

TEXTS = {
    "en": {
        "explain.play": "Play {card} face down. When every mage has chosen, the cards are shown and their "
                        "runes let you cast spells.",
        "explain.play_for": "Choose {card} as {seat_name}'s card this turn (your Charm); you draw a card back "
                            "at the end of the turn.",
        "explain.pass": "Cast nothing with this rune.",
        "explain.hold": "Keep your cards: Speed lets you play an extra card, it does not make you.",
        "explain.back": "Go back to the previous choice; nothing has happened yet.",
        "explain.energy": "Put {n} {suit} into {spell}: each one adds a point of power or a turn of duration.",
        "explain.target": "Aim {spell} at {target}.",
        "explain.monster": "Your {monster} attacks {target}.",
        "explain.flip": "Turn {card} face down: it gives no runes until it leaves the sequence.",
        "explain.have": "You have {n} {suit} to spend.",
        "explain.why_now": "It is a {rune} spell: the {rune} rune {of_card}, just played, casts it now; its energy "
                           "comes from any face-up card of your sequence.",
        "explain.why_now_bare": "It is a {rune} spell: the {rune} rune {of_card}, just played, casts it now, with "
                                "no energy.",
        "explain.aim.self": "It acts on you.",
        "explain.aim.opponent": "It aims at an opponent.",
        "explain.aim.any": "It aims at any mage, yourself included.",
        "explain.aim.none": "It needs no target.",
        "explain.shielded": "Shielded this turn, so safe from it: {names}.",
        "badge.left": "{effect} on {name}: {n} turns left, the number on the chip (one comes off at the end of each "
                      "turn): {what}",
        "badge.left.one": "{effect} on {name}: its last turn (the 1 on the chip): {what}",
        "badge.fresh": "{effect} on {name}: from next turn, for {n} turns (the number on the chip): {what}",
        "badge.fresh.one": "{effect} on {name}: next turn only (the 1 on the chip): {what}",
        "badge.confusion": "{effect}: {name}'s next card is picked at random from their hand, then it ends (the 1 on "
                           "the chip).",
        "badge.shield": "Shield on {name}, this turn only (the dot): Hit, Drain and Confusion have no effect on them.",
        "badge.counter": "Counter-spell on {name}, this turn only (the dot): spells aimed at them have no effect, "
                         "except Fireball, Ice Ray and Hit.",
        "badge.what.resist_cold": "Ice Ray and the Ice Elemental do them no harm.",
        "badge.what.resist_heat": "Fireball and the Fire Elemental do them no harm.",
        "badge.what.speed": "each turn starts with a haste round in which they play an extra card.",
        "badge.what.invisibility": "no other mage can aim a spell at them.",
        "badge.what.protection": "they are shielded: Hit, Drain and Confusion have no effect on them.",
        "badge.what.fear": "they cannot use Wyrm runes.",
        "badge.what.poison": "they lose {power} life at the end of each turn.",
        "badge.what.charm": "{caster} chooses their card and their spells.",
        "badge.what.electric_touch": "whoever hits them with Hit or a monster's attack takes 1 damage.",
        "haste.tip": "Haste round: mages under Speed play an extra card before this turn's normal round; only they "
                     "play and cast spells in it, the others wait.",
        "effect.resist_cold": "Immune to cold (Ice Ray, Ice Elemental) for one turn per Sun, from next turn on.",
        "effect.resist_heat": "Immune to heat (Fireball, Fire Elemental) for one turn per Wave, from next turn on.",
        "effect.heal": "Gain one life per Leaf, up to your die's maximum.",
        "effect.shield": "For the rest of this turn, Hit, Drain and Confusion have no effect on you.",
        "effect.fireball": "The target loses one life per Sun, unless protected from heat.",
        "effect.ice_ray": "The target loses one life per Wave, unless protected from cold.",
        "effect.drain": "The target loses one life per Leaf and you gain as many, unless the target is shielded.",
        "effect.hit": "The target loses one life, unless shielded.",
        "effect.speed": "From next turn, for one turn per Sun, the target plays two cards a turn.",
        "effect.invisibility": "From next turn, for one turn per Wave, no other mage can aim a spell at the target.",
        "effect.amnesia": "Turn one card of an opponent's sequence face down per Leaf: it gives no runes.",
        "effect.confusion": "The target's next card is picked at random from their hand.",
        "effect.counter_spell": "For the rest of this turn, spells aimed at the target have no effect, "
                               "except Fireball, Ice Ray and Hit.",
        "effect.summon_troll": "A troll joins you: one life per Wave; each turn it hits for one damage per Sun.",
        "effect.summon_fire_elemental": "A fire elemental joins you: one life per Leaf, one damage per Sun each "
                                       "turn.",
        "effect.summon_ice_elemental": "An ice elemental joins you: one life per Leaf, one damage per Wave each "
                                      "turn.",
        "effect.protection": "You are shielded for as many turns as Suns, Waves and Leaves spent.",
        "effect.lightning_bolt": "One damage per Sun; only a Counter-spell stops it.",
        "effect.fear": "For one turn per Leaf the target cannot use Wyrm runes; a frightened monster does not "
                      "attack.",
        "effect.poison": "For one turn per Wave, the target loses one life per Leaf at the end of each turn.",
        "effect.charm": "For one turn per Leaf you choose the target's card and spells; a charmed monster changes "
                       "sides.",
        "effect.electric_touch": "For one turn per Wave, whoever hits the target with Hit or a monster's attack "
                                "takes 1 damage.",
        "effect.remove_enchantment": "Every effect on the target ends; cast on a monster, it vanishes.",
        "effect.magic_mirror": "Spells cast this turn by others on the target are undone and cast back at their "
                              "casters.",
        "effect.dispel_magic": "Every effect on every mage ends and every monster vanishes.",
    },
    "es": {
        "explain.play": "Juega {card} boca abajo. Cuando todos los magos han elegido, se muestran las cartas "
                        "y sus runas te permiten lanzar hechizos.",
        "explain.play_for": "Elige {card} como carta de {seat_name} este turno (tu Hechizo); al final del turno "
                            "robas una carta para reponerla.",
        "explain.pass": "No lanzas nada con esta runa.",
        "explain.hold": "Te quedas tus cartas: la Velocidad te deja jugar una carta extra, no te obliga.",
        "explain.back": "Vuelve a la elección anterior; todavía no ha pasado nada.",
        "explain.energy": "Pon {n} {suit} en {spell}: cada una añade un punto de poder o un turno de duración.",
        "explain.target": "Dirige {spell} a {target}.",
        "explain.monster": "Tu {monster} ataca a {target}.",
        "explain.flip": "Pon {card} boca abajo: no da runas hasta que salga de la secuencia.",
        "explain.have": "Tienes {n} {suit} para gastar.",
        "explain.why_now": "Es un hechizo de {rune}: la runa de {rune} {of_card}, recién jugada, lo lanza ahora; su "
                           "energía sale de cualquier carta boca arriba de tu secuencia.",
        "explain.why_now_bare": "Es un hechizo de {rune}: la runa de {rune} {of_card}, recién jugada, lo lanza ahora, "
                                "sin energía.",
        "explain.aim.self": "Actúa sobre ti.",
        "explain.aim.opponent": "Va dirigido a un rival.",
        "explain.aim.any": "Va dirigido a cualquier mago, tú incluido.",
        "explain.aim.none": "No necesita objetivo.",
        "explain.shielded": "Con Escudo este turno, a salvo de él: {names}.",
        "badge.left": "{effect} sobre {name}: le quedan {n} turnos, el número del chip (pierde uno al final de cada "
                      "turno): {what}",
        "badge.left.one": "{effect} sobre {name}: su último turno (el 1 del chip): {what}",
        "badge.fresh": "{effect} sobre {name}: desde el turno siguiente, durante {n} turnos (el número del chip): "
                       "{what}",
        "badge.fresh.one": "{effect} sobre {name}: solo el turno siguiente (el 1 del chip): {what}",
        "badge.confusion": "{effect}: la próxima carta de {name} se saca al azar de su mano y el efecto termina (el 1 "
                           "del chip).",
        "badge.shield": "Escudo sobre {name}, solo este turno (el punto): Golpe, Drenaje y Confusión no le afectan.",
        "badge.counter": "Contrahechizo sobre {name}, solo este turno (el punto): los hechizos dirigidos a este mago "
                         "no tienen efecto, salvo Bola de Fuego, Rayo de Hielo y Golpe.",
        "badge.what.resist_cold": "el Rayo de Hielo y el Elemental de Hielo no le hacen daño.",
        "badge.what.resist_heat": "la Bola de Fuego y el Elemental de Fuego no le hacen daño.",
        "badge.what.speed": "cada turno empieza con una ronda rápida en la que juega una carta extra.",
        "badge.what.invisibility": "ningún otro mago puede dirigirle hechizos.",
        "badge.what.protection": "tiene Escudo: Golpe, Drenaje y Confusión no le afectan.",
        "badge.what.fear": "no puede usar runas de Serpiente.",
        "badge.what.poison": "pierde {power} de vida al final de cada turno.",
        "badge.what.charm": "{caster} elige su carta y sus hechizos.",
        "badge.what.electric_touch": "quien le golpee con Golpe o con el ataque de un monstruo recibe 1 daño.",
        "haste.tip": "Ronda rápida: los magos con Velocidad juegan una carta extra antes de la ronda normal de este "
                     "turno; solo ellos juegan y lanzan hechizos en ella, los demás esperan.",
        "effect.resist_cold": "Inmune al frío (Rayo de Hielo, Elemental de Hielo) un turno por cada Sol, desde "
                             "el turno siguiente.",
        "effect.resist_heat": "Inmune al calor (Bola de Fuego, Elemental de Fuego) un turno por cada Ola, desde "
                             "el turno siguiente.",
        "effect.heal": "Recuperas una vida por cada Hoja, hasta el máximo de tu dado.",
        "effect.shield": "Durante el resto de este turno, Golpe, Drenaje y Confusión no te afectan.",
        "effect.fireball": "El objetivo pierde una vida por cada Sol, salvo que esté protegido del calor.",
        "effect.ice_ray": "El objetivo pierde una vida por cada Ola, salvo que esté protegido del frío.",
        "effect.drain": "El objetivo pierde una vida por cada Hoja y tú ganas otras tantas, salvo que tenga "
                       "Escudo.",
        "effect.hit": "El objetivo pierde una vida, salvo que tenga Escudo.",
        "effect.speed": "Desde el turno siguiente, un turno por cada Sol, el objetivo juega dos cartas por turno.",
        "effect.invisibility": "Desde el turno siguiente, un turno por cada Ola, ningún otro mago puede dirigir "
                              "hechizos al objetivo.",
        "effect.amnesia": "Pon boca abajo una carta de la secuencia de un rival por cada Hoja: no da runas.",
        "effect.confusion": "La próxima carta del objetivo se saca al azar de su mano.",
        "effect.counter_spell": "Durante el resto de este turno, los hechizos dirigidos al objetivo no tienen "
                               "efecto, salvo Bola de Fuego, Rayo de Hielo y Golpe.",
        "effect.summon_troll": "Un trol se une a ti: una vida por cada Ola; cada turno golpea con un daño por "
                              "cada Sol.",
        "effect.summon_fire_elemental": "Un elemental de fuego se une a ti: una vida por cada Hoja y un daño por "
                                       "cada Sol cada turno.",
        "effect.summon_ice_elemental": "Un elemental de hielo se une a ti: una vida por cada Hoja y un daño por "
                                      "cada Ola cada turno.",
        "effect.protection": "Tienes Escudo tantos turnos como Soles, Olas y Hojas gastes.",
        "effect.lightning_bolt": "Un daño por cada Sol; solo un Contrahechizo lo detiene.",
        "effect.fear": "Un turno por cada Hoja el objetivo no puede usar runas de Serpiente; un monstruo asustado "
                      "no ataca.",
        "effect.poison": "Un turno por cada Ola, el objetivo pierde una vida por cada Hoja al final de cada turno.",
        "effect.charm": "Un turno por cada Hoja eliges la carta y los hechizos del objetivo; un monstruo hechizado "
                       "cambia de bando.",
        "effect.electric_touch": "Un turno por cada Ola, quien golpee al objetivo con Golpe o con el ataque de un "
                                "monstruo recibe 1 daño.",
        "effect.remove_enchantment": "Terminan todos los efectos sobre el objetivo; lanzado sobre un monstruo, "
                                    "desaparece.",
        "effect.magic_mirror": "Los hechizos que otros lanzan este turno al objetivo se deshacen y se devuelven "
                              "a quien los lanzó.",
        "effect.dispel_magic": "Terminan todos los efectos sobre todos los magos y desaparecen todos los "
                              "monstruos.",
    },
}


def _x(key: str, lang: str, **params: Any) -> str:
    table = TEXTS.get(lang) or TEXTS["en"]
    return (table.get(key) or TEXTS["en"][key]).format(**params)


def explain_action(state: Any, action: Action, lang: str, names: Sequence[str],
                   available: Callable[[Any, int, str], int]) -> str:
    """One or two sentences saying what `action` does now; `available(state, seat, suit)` counts a mage's runes."""
    kind, args = action.kind, action.args
    pending = getattr(state, "pending", None) or {}
    if kind == "play":
        key, params = play_words(state, args[0], lang, names)
        return _x("explain." + key, lang, **params)
    if kind == "cast":
        return " ".join([explain_spell(args[0], lang, lambda suit: available(state, pending.get("caster"), suit)),
                         _why_now(state, pending, args[0], lang),
                         _shielded(state, pending.get("caster"), args[0], lang, names)]).strip()
    if kind == "energy":
        suit = pending.get("suit", "suns")
        return _x("explain.energy", lang, n=args[0], suit=suit_name(suit, lang, args[0]),
                  spell=spell_name(pending.get("spell", ""), lang))
    if kind == "target":
        target = messages_target(state, args[0], lang, names)
        if pending.get("step") == "monster":
            monster = state.monster(pending["monster"]) or {}
            return _x("explain.monster", lang, monster=monster_name(monster.get("kind", "troll"), lang), target=target)
        return _x("explain.target", lang, spell=spell_name(pending.get("spell", ""), lang), target=target)
    if kind == "flip":
        return _x("explain.flip", lang, card=card_name(args[0], lang))
    if kind in ("pass", "back", "hold"):
        return _x("explain." + kind, lang)
    return ""


def _why_now(state: Any, pending: dict, spell: str, lang: str) -> str:
    """Why `spell` can be cast in this phase: the activation rune of the card just played ("" without one)."""
    rune, caster = pending.get("rune"), pending.get("caster")
    played = state.played[caster] if caster is not None else None
    if rune not in ("moons", "wyrms", "knots") or not played:
        return ""
    key = "explain.why_now" if spell in SPELLS and SPELLS[spell].suits else "explain.why_now_bare"
    return _x(key, lang, rune=suit_name(rune, lang, 1), of_card=of_card(card_name(played, lang), lang))


def _shielded(state: Any, caster: int | None, spell: str, lang: str, names: Sequence[str]) -> str:
    """Which opponents a Shield keeps safe from `spell` this turn ("" when none, or when a Shield does not stop it)."""
    shielded = getattr(state, "shielded", None)
    if spell not in SHIELD_STOPS or caster is None or not shielded:
        return ""
    safe = [seat_name(s, names) for s, on in enumerate(shielded) if on and s != caster and state.life[s] > 0]
    return _x("explain.shielded", lang, names=", ".join(safe)) if safe else ""


def messages_target(state: Any, target: Any, lang: str, names: Sequence[str]) -> str:
    """A target's name (a mage or a monster)."""
    from tabletop.games.runes.rules.messages import target_name
    monsters = {m["id"]: m for m in getattr(state, "monsters", [])}
    return target_name(target, lang, names, monsters)


def explain_spell(spell: str, lang: str, have=None) -> str:
    """A spell's effect, whom it aims at, and (with `have(suit)`) the energy at hand."""
    parts = [_x("effect." + spell, lang)]
    info = SPELLS.get(spell)
    if info is not None and have is not None:
        for suit in info.scaled:
            try:
                count = have(suit)
            except Exception:  # noqa: BLE001 - an observation without a caster: say nothing
                continue
            parts.append(_x("explain.have", lang, n=count, suit=suit_name(suit, lang, count)))
    if spell in UNTARGETED:
        parts.append(_x("explain.aim.none", lang))
    elif info is not None or spell == COUNTER:
        parts.append(_x("explain.aim." + aim_of(spell, info.phase if info else "knots"), lang))
    return " ".join(parts)


def suit_spells(suits: Sequence[str], phase: str, advanced: bool = False) -> list[tuple[str, tuple[str, ...]]]:
    """(suit, spells) for each suit of a card: what it casts in `phase` (moons, wyrms or knots), from the spell
    tables - an activation suit of that phase its spell without energy (Shield, Hit, Confusion), an energy suit
    the spells it powers; a suit that does nothing in `phase` is left out."""
    from tabletop.games.runes.rules.spells import PHASES, spells_for
    if phase not in PHASES:
        return []
    table = spells_for(phase, advanced)
    found = []
    for suit in suits:
        if suit in PHASES:
            spells = tuple(s.id for s in table if suit == phase and not s.suits)
        else:
            spells = tuple(s.id for s in table if suit in s.suits and (s.advanced or s.scaled == (suit,)))
        if spells:
            found.append((suit, spells[:2]))
    return found


def suit_spell_groups(suits: Sequence[str], phase: str, lang: str, advanced: bool = False,
                      with_runes: bool = False) -> list[str]:
    """One phrase per suit of a card: the spells it casts in `phase` ("Suns: Fireball"); in the secret choice
    (no spell phase yet) every spell phase in turn, phase by phase, `with_runes` naming the activation rune each
    energy spell needs ("Waves: Resist Heat (Moon), Ice Ray (Wyrm), Invisibility (Knot)")."""
    from tabletop.games.runes.rules.spells import PHASES
    phases = [phase] if phase in PHASES else list(PHASES)
    by_suit: dict[str, list[str]] = {}
    for each in phases:
        for suit, spells in suit_spells(suits, each, advanced):
            names = [spell_name(s, lang) for s in (spells[:1] if len(phases) > 1 else spells)]
            if with_runes and len(phases) > 1 and suit not in PHASES:
                names = [f"{name} ({suit_name(each, lang, 1)})" for name in names]
            by_suit.setdefault(suit, []).extend(names)
    return [f"{suit_name(suit, lang)}: {', '.join(names)}" for suit, names in by_suit.items()]


def suit_spell_words(suits: Sequence[str], phase: str, lang: str, advanced: bool = False) -> str:
    """A card's suits and the spells they cast in `phase`, in words ("Suns: Fireball · Knots: ...")."""
    return " · ".join(suit_spell_groups(suits, phase, lang, advanced))


def badge_words(effect: dict, seat: int, lang: str, names: Sequence[str]) -> str:
    """What an effect badge on a mage (`seat`) means: the effect, its turns (the number on the chip), what it does."""
    kind, name = effect["kind"], seat_name(seat, names)
    if kind == "confusion":
        return _x("badge.confusion", lang, effect=spell_name(kind, lang), name=name)
    what = _x("badge.what." + kind, lang, power=effect.get("power", 0),
              caster=seat_name(effect.get("caster"), names)) if "badge.what." + kind in TEXTS["en"] else ""
    turns = effect["turns"]
    key = ("badge.fresh" if effect.get("fresh") else "badge.left") + (".one" if turns == 1 else "")
    return _x(key, lang, effect=spell_name(kind, lang), name=name, n=turns, what=what).rstrip(": ")


def mark_words(mark: str, seat: int | None, lang: str, names: Sequence[str]) -> str:
    """What a mark of the table means: "shield" or "counter" on a mage (`seat`), or "haste" (the round marker)."""
    if mark == "haste":
        return _x("haste.tip", lang)
    return _x("badge." + mark, lang, name=seat_name(seat, names))
