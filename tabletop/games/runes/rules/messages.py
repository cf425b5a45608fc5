"""English and Spanish words of Rune Duel: spell, suit and monster names, log lines, prompts."""
from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.contract import Action, Event
from tabletop.games.runes.rules.cards import SUITS, card
from tabletop.games.runes.rules.spells import SELF, SPELLS, TARGETING

LANGS = ("en", "es")

SUIT_NAMES = {  # suit -> lang -> (singular, plural)
    "moons": {"en": ("Moon", "Moons"), "es": ("Luna", "Lunas")},
    "suns": {"en": ("Sun", "Suns"), "es": ("Sol", "Soles")},
    "waves": {"en": ("Wave", "Waves"), "es": ("Ola", "Olas")},
    "leaves": {"en": ("Leaf", "Leaves"), "es": ("Hoja", "Hojas")},
    "wyrms": {"en": ("Wyrm", "Wyrms"), "es": ("Serpiente", "Serpientes")},
    "knots": {"en": ("Knot", "Knots"), "es": ("Nudo", "Nudos")},
}

SPELL_NAMES = {
    "resist_cold": {"en": "Resist Cold", "es": "Resistir Frío"},
    "resist_heat": {"en": "Resist Heat", "es": "Resistir Calor"},
    "heal": {"en": "Heal", "es": "Curación"},
    "shield": {"en": "Shield", "es": "Escudo"},
    "fireball": {"en": "Fireball", "es": "Bola de Fuego"},
    "ice_ray": {"en": "Ice Ray", "es": "Rayo de Hielo"},
    "drain": {"en": "Drain", "es": "Drenaje"},
    "hit": {"en": "Hit", "es": "Golpe"},
    "speed": {"en": "Speed", "es": "Velocidad"},
    "invisibility": {"en": "Invisibility", "es": "Invisibilidad"},
    "amnesia": {"en": "Amnesia", "es": "Amnesia"},
    "confusion": {"en": "Confusion", "es": "Confusión"},
    "counter_spell": {"en": "Counter-spell", "es": "Contrahechizo"},
    "summon_troll": {"en": "Summon Troll", "es": "Invocar Trol"},
    "summon_fire_elemental": {"en": "Summon Fire Elemental", "es": "Invocar Elemental de Fuego"},
    "summon_ice_elemental": {"en": "Summon Ice Elemental", "es": "Invocar Elemental de Hielo"},
    "protection": {"en": "Protection", "es": "Protección"},
    "lightning_bolt": {"en": "Lightning Bolt", "es": "Relámpago"},
    "fear": {"en": "Fear", "es": "Miedo"},
    "poison": {"en": "Poison", "es": "Veneno"},
    "charm": {"en": "Charm", "es": "Embrujo"},
    "electric_touch": {"en": "Electric Touch", "es": "Toque Eléctrico"},
    "remove_enchantment": {"en": "Remove Enchantment", "es": "Deshacer Encantamiento"},
    "magic_mirror": {"en": "Magic Mirror", "es": "Espejo Mágico"},
    "dispel_magic": {"en": "Dispel Magic", "es": "Disipar Magia"},
}

#: badge names of effects on a mage (spell names, plus these)
EFFECT_NAMES = {"confusion": {"en": "Confused", "es": "Confuso"}}

MONSTER_NAMES = {
    "troll": {"en": "Troll", "es": "Trol"},
    "fire_elemental": {"en": "Fire Elemental", "es": "Elemental de Fuego"},
    "ice_elemental": {"en": "Ice Elemental", "es": "Elemental de Hielo"},
}

TEMPLATES = {
    "en": {
        "goal": "Goal: be the last mage standing (life {life} each)",
        "results.life": "Life left",
        "round.normal": "Turn {turn}: every mage chooses a card in secret (the normal round).",
        "round.haste": "Turn {turn}: haste round: only mages under Speed play, one extra card before the normal round.",
        "commit": "{seat_name} has chosen a card.",
        "commit.charm": "{by_seat_name} has chosen the card of the charmed {seat_name}.",
        "reveal": "Cards revealed: {cards}.",
        "reveal.card": "{seat_name} plays {card}",
        "confused_pick": "{seat_name} is confused: a random card is played ({card}).",
        "pass": "{seat_name} casts nothing with the {rune} rune.",
        "hold": "{seat_name} plays no extra card in the haste round.",
        "reshuffle": "The discard pile is shuffled into a new deck.",
        "excuse": "{seat_name} drew the Excuse: discard pile and deck are shuffled together ({count} cards).",
        "draw": "{seat_name} draws {count} cards.",
        "draw.one": "{seat_name} draws a card.",
        "drew": "You drew {cards}.",
        "poison": "{seat_name} suffers from poison, −{amount}.",
        "monster_poison": "The poisoned {monster} loses {amount}.",
        "fatigue": "The duel drags on: every mage loses {amount}.",
        "death": "{seat_name} falls!",
        "game_over.win": "{winners} wins the duel.",
        "game_over.draw": "The duel ends in a draw between {winners}.",
        "result.last_standing": "{winners} is the last mage standing.",
        "result.most_life": "The last mages fell together; {winners} kept the most life.",
        "result.draw": "The last mages fell together: nobody wins.",
        "result.no_cards": "Nobody has a card left to play: the duel ends with {winners} standing.",
        "spell.at": "{caster}: {spell}{energy} at {target}",
        "spell.by": "{rune} {of_card}",
        "spell.self": "{caster}: {spell}{energy}",
        "spell.on_self": "{caster}: {spell}{energy} on themself",
        "out.damage": ", −{amount}",
        "out.drain": ", −{amount} / +{gain}",
        "out.heal": ", +{amount}",
        "out.turns": " for {amount} turns",
        "out.turns.one": " for 1 turn",
        "out.flip": ": {cards} turned face down",
        "out.countered": ": stopped by a Counter-spell",
        "out.shielded": ": stopped by a Shield",
        "out.resist_heat": ": stopped by Resist Heat",
        "out.resist_cold": ": stopped by Resist Cold",
        "out.shock": " (electric shock, −1 to the attacker)",
        "out.shield_passed": " (a Shield stops only Hit, Drain and Confusion)",
        "out.summon": ": {monster} with {life} life and {amount} attack",
        "out.slain": ", slain",
        "out.removed": ", {amount} effects removed",
        "out.removed.one": ", 1 effect removed",
        "out.dispel": ": every effect is dispelled, {amount} monsters vanish",
        "out.dispel.one": ": every effect is dispelled, 1 monster vanishes",
        "out.mirror": ": {amount} spells turned back",
        "out.mirror.one": ": 1 spell turned back",
        "monster_attack": "{owner}'s {monster} attacks {target}",
        "monster_of": "{owner}'s {monster}",
        "energy.count": "{n} {suit}",
        "action.play": "Play {card}",
        "action.play_for": "Play {card} for {seat_name}",
        "action.pass": "Pass",
        "action.hold": "Play no extra card",
        "action.back": "Back",
        "action.flip": "Turn {card} face down",
        "told.energy": "{n} {suit} of energy for {spell}",
        "prompt.over": "The duel is over. {result}",
        "prompt.commit": "{seat_name}: choose in secret the card to play.",
        "prompt.commit_haste": "{seat_name}: haste round (your Speed gives you an extra card before the normal round): "
                                "choose it in secret.",
        "prompt.commit_haste_hold": "{seat_name}: haste round (your Speed gives you an extra card before the normal "
                                     "round): choose it in secret, or play none.",
        "prompt.commit_charm": "{by_name}: choose the card your charmed {seat_name} plays.",
        "prompt.spell": "{seat_name}: cast a spell with the {rune} rune of {card}, or pass.",
        "prompt.energy": "{seat_name}: how many {suit} for {spell}?",
        "prompt.target": "{seat_name}: choose the target of {spell}.",
        "prompt.flip": "{seat_name}: choose a card of {target}'s sequence to turn face down ({count} left).",
        "prompt.monster": "{seat_name}: choose what your {monster} attacks.",
        "nobody": "nobody",
        "and": " and ",
    },
    "es": {
        "goal": "Objetivo: ser el último mago en pie (vida {life} cada uno)",
        "results.life": "Vida restante",
        "round.normal": "Turno {turn}: cada mago elige una carta en secreto (la ronda normal).",
        "round.haste": "Turno {turn}: ronda rápida: solo juegan los magos con Velocidad, una carta extra antes de la "
                       "ronda normal.",
        "commit": "{seat_name} ha elegido carta.",
        "commit.charm": "{by_seat_name} ha elegido la carta de {seat_name}, que está embrujado.",
        "reveal": "Se revelan las cartas: {cards}.",
        "reveal.card": "{seat_name} juega {card}",
        "confused_pick": "{seat_name} está confuso: se juega una carta al azar ({card}).",
        "pass": "{seat_name} no lanza nada con la runa de {rune}.",
        "hold": "{seat_name} no juega carta extra en la ronda rápida.",
        "reshuffle": "La pila de descartes se baraja como nuevo mazo.",
        "excuse": "{seat_name} ha sacado la Excusa: se barajan juntos descartes y mazo ({count} cartas).",
        "draw": "{seat_name} roba {count} cartas.",
        "draw.one": "{seat_name} roba una carta.",
        "drew": "Has robado {cards}.",
        "poison": "{seat_name} sufre el veneno, −{amount}.",
        "monster_poison": "El {monster} envenenado pierde {amount}.",
        "fatigue": "El duelo se alarga: cada mago pierde {amount}.",
        "death": "¡{seat_name} cae!",
        "game_over.win": "{winners} gana el duelo.",
        "game_over.draw": "El duelo acaba en empate entre {winners}.",
        "result.last_standing": "{winners} es el último mago en pie.",
        "result.most_life": "Los últimos magos cayeron a la vez; {winners} conservó más vida.",
        "result.draw": "Los últimos magos cayeron a la vez: nadie gana.",
        "result.no_cards": "Nadie tiene cartas que jugar: el duelo acaba con {winners} en pie.",
        "spell.at": "{caster}: {spell}{energy} a {target}",
        "spell.by": "{rune} {of_card}",
        "spell.self": "{caster}: {spell}{energy}",
        "spell.on_self": "{caster}: {spell}{energy} sobre sí mismo",
        "out.damage": ", −{amount}",
        "out.drain": ", −{amount} / +{gain}",
        "out.heal": ", +{amount}",
        "out.turns": " durante {amount} turnos",
        "out.turns.one": " durante 1 turno",
        "out.flip": ": {cards} boca abajo",
        "out.countered": ": detenido por un Contrahechizo",
        "out.shielded": ": detenido por un Escudo",
        "out.resist_heat": ": detenido por Resistir Calor",
        "out.resist_cold": ": detenido por Resistir Frío",
        "out.shock": " (descarga eléctrica, −1 al atacante)",
        "out.shield_passed": " (un Escudo solo detiene Golpe, Drenaje y Confusión)",
        "out.summon": ": {monster} con {life} de vida y {amount} de ataque",
        "out.slain": ", muerto",
        "out.removed": ", {amount} efectos quitados",
        "out.removed.one": ", 1 efecto quitado",
        "out.dispel": ": se disipan todos los efectos, desaparecen {amount} monstruos",
        "out.dispel.one": ": se disipan todos los efectos, desaparece 1 monstruo",
        "out.mirror": ": {amount} hechizos devueltos",
        "out.mirror.one": ": 1 hechizo devuelto",
        "monster_attack": "{monster} de {owner} ataca a {target}",
        "monster_of": "{monster} de {owner}",
        "energy.count": "{n} {suit}",
        "action.play": "Jugar {card}",
        "action.play_for": "Jugar {card} por {seat_name}",
        "action.pass": "Pasar",
        "action.hold": "No jugar carta extra",
        "action.back": "Atrás",
        "action.flip": "Poner {card} boca abajo",
        "told.energy": "{n} {suit} de energía para {spell}",
        "prompt.over": "El duelo ha terminado. {result}",
        "prompt.commit": "{seat_name}: elige en secreto la carta que juegas.",
        "prompt.commit_haste": "{seat_name}: ronda rápida (tu Velocidad te da una carta extra antes de la ronda "
                                "normal): elígela en secreto.",
        "prompt.commit_haste_hold": "{seat_name}: ronda rápida (tu Velocidad te da una carta extra antes de la ronda "
                                     "normal): elígela en secreto, o ninguna.",
        "prompt.commit_charm": "{by_name}: elige la carta que juega {seat_name}, embrujado por ti.",
        "prompt.spell": "{seat_name}: lanza un hechizo con la runa de {rune} de {card}, o pasa.",
        "prompt.energy": "{seat_name}: ¿cuántas runas de {suit} para {spell}?",
        "prompt.target": "{seat_name}: elige el objetivo de {spell}.",
        "prompt.flip": "{seat_name}: elige una carta de la secuencia de {target} para ponerla boca abajo (quedan {count}).",
        "prompt.monster": "{seat_name}: elige a quién ataca tu {monster}.",
        "nobody": "nadie",
        "and": " y ",
    },
}


def _lang(lang: str) -> str:
    return lang if lang in LANGS else "en"


def t(key: str, lang: str, **params: Any) -> str:
    """The template `key` in `lang` (English fallback) filled with `params`; `key.one` when the count is 1."""
    table = TEMPLATES[_lang(lang)]
    if params.get("count", params.get("amount")) == 1 and key + ".one" in table:
        key += ".one"
    template = table.get(key) or TEMPLATES["en"].get(key, key)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def card_name(card_id: str, lang: str) -> str:
    """A card's name in `lang` ("?" for a hidden card)."""
    try:
        return card(card_id).name[_lang(lang)]
    except KeyError:
        return "?"


def spell_name(spell: str, lang: str) -> str:
    """A spell's name (or an effect badge name) in `lang`."""
    table = SPELL_NAMES.get(spell) or EFFECT_NAMES.get(spell) or {"en": spell}
    return table.get(_lang(lang), table["en"])


def suit_name(suit: str, lang: str, count: int = 2) -> str:
    """A suit's name, singular for a count of 1."""
    singular, plural = SUIT_NAMES[suit][_lang(lang)]
    return singular if count == 1 else plural


def of_card(name: str, lang: str) -> str:
    """"of <card>" in `lang` (Spanish contracts "de El Desierto" to "del Desierto")."""
    if _lang(lang) == "es":
        return "del " + name[3:] if name.startswith("El ") else "de " + name
    return "of " + name


def monster_name(kind: str, lang: str) -> str:
    """A monster kind's name in `lang`."""
    return MONSTER_NAMES[kind][_lang(lang)]


def seat_name(seat: int | None, names: Sequence[str]) -> str:
    """A player's name for a seat."""
    if seat is None:
        return "?"
    return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"


def energy_text(energy: dict, lang: str) -> str:
    """`2 Suns, 1 Wave` in suit order."""
    parts = [t("energy.count", lang, n=n, suit=suit_name(s, lang, n)) for s in SUITS for n in [energy.get(s, 0)] if n]
    return ", ".join(parts)


def target_name(target: Any, lang: str, names: Sequence[str], monsters: dict | None = None) -> str:
    """A mage's name, or a monster described by kind and owner."""
    if isinstance(target, str):
        info = (monsters or {}).get(target)
        if info:
            return t("monster_of", lang, monster=monster_name(info["kind"], lang), owner=seat_name(info["owner"], names))
        return target
    return seat_name(target, names)


def _join(items: list[str], lang: str) -> str:
    if not items:
        return t("nobody", lang)
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + t("and", lang) + items[-1]


# --- events ---------------------------------------------------------------------------
def describe_event(event: Event, lang: str, names: Sequence[str]) -> str:
    """A log line for a Rune Duel event."""
    p = dict(event.params)
    key = event.key
    for k in ("seat", "by_seat"):
        if k in p:
            p[k + "_name"] = seat_name(p[k], names)
    if key == "spell":
        return _describe_spell(p, lang, names)
    if key == "monster_attack":
        return _describe_monster_attack(p, lang, names)
    if key == "round":
        return t("round." + p["round"], lang, **p)
    if key == "commit" and p.get("by_seat") not in (None, p.get("seat")):
        return t("commit.charm", lang, **p)
    if key == "reveal":
        cards = [t("reveal.card", lang, seat_name=seat_name(int(s), names), card=card_name(c, lang))
                 for s, c in sorted(p["cards"].items())]
        return t("reveal", lang, cards=", ".join(cards) or "—")
    if key in ("confused_pick",):
        p["card"] = card_name(p["card"], lang)
    if key == "pass":
        p["rune"] = suit_name(p["rune"], lang, 1)
    if key == "drew":
        p["cards"] = _join([card_name(c, lang) for c in p["cards"]], lang)
    if key == "monster_poison":
        p["monster"] = monster_name(p["kind"], lang)
    if key == "game_over":
        winners = _join([seat_name(s, names) for s in p["winners"]], lang)
        return t("game_over.win" if len(p["winners"]) == 1 else "game_over.draw", lang, winners=winners)
    return t(key, lang, **p)


def _describe_spell(p: dict, lang: str, names: Sequence[str]) -> str:
    spell, target, amount = p["spell"], p.get("target"), p.get("amount", 0)
    parts = [energy_text(p.get("energy") or {}, lang)]
    if p.get("rune") in SUIT_NAMES and p.get("card"):  # why it could be cast now: this rune of the card just played
        card = card_name(p["card"], lang)
        parts.insert(0, t("spell.by", lang, rune=suit_name(p["rune"], lang, 1), card=card, of_card=of_card(card, lang)))
    energy = " + ".join(part for part in parts if part)
    words = {"caster": seat_name(p["caster"], names), "spell": spell_name(spell, lang),
             "energy": f" ({energy})" if energy else "",
             "target": target_name(target, lang, names, p.get("monsters"))}
    if target is None or (target == p["caster"] and spell in SPELLS and TARGETING[SPELLS[spell].phase] == SELF):
        template = "spell.self"  # nothing to say: the spell can only be for its caster
    else:
        template = "spell.on_self" if target == p["caster"] else "spell.at"
    head = t(template, lang, **words)
    outcome = p.get("outcome", "done")
    if outcome != "done":
        return head + t("out." + outcome, lang)
    tail = ""
    if spell in ("fireball", "ice_ray", "hit", "lightning_bolt"):
        tail = t("out.damage", lang, amount=amount)
    elif spell == "drain":
        tail = t("out.drain", lang, amount=amount, gain=amount)
    elif spell == "heal":
        tail = t("out.heal", lang, amount=amount)
    elif spell in ("resist_cold", "resist_heat", "speed", "invisibility", "protection", "fear", "charm",
                   "electric_touch") and amount and not isinstance(target, str):
        tail = t("out.turns", lang, amount=amount)
    elif spell == "poison" and not isinstance(target, str):
        tail = t("out.turns", lang, amount=(p.get("energy") or {}).get("waves", 0))
    elif spell == "amnesia":
        tail = t("out.flip", lang, cards=_join([card_name(c, lang) for c in p.get("cards", [])], lang))
    elif spell.startswith("summon_"):
        kind = spell[len("summon_"):]
        life = (p.get("energy") or {}).get("leaves" if "elemental" in kind else "waves", 0)
        tail = t("out.summon", lang, monster=monster_name(kind, lang), life=life, amount=amount)
    elif spell == "remove_enchantment" and not isinstance(target, str):
        tail = t("out.removed", lang, amount=amount)
    elif spell == "dispel_magic":
        tail = t("out.dispel", lang, amount=amount)
    elif spell == "magic_mirror":
        tail = t("out.mirror", lang, amount=amount)
    if p.get("shock"):
        tail += t("out.shock", lang)
    if p.get("slain"):
        tail += t("out.slain", lang)
    if p.get("shield_passed"):
        tail += t("out.shield_passed", lang)
    return head + tail


def _describe_monster_attack(p: dict, lang: str, names: Sequence[str]) -> str:
    words = {"owner": seat_name(p["caster"], names), "monster": monster_name(p["kind"], lang),
             "target": target_name(p["target"], lang, names, p.get("monsters"))}
    head = t("monster_attack", lang, **words)
    if p.get("outcome", "done") != "done":
        return head + t("out." + p["outcome"], lang)
    tail = t("out.damage", lang, amount=p.get("amount", 0))
    if p.get("shock"):
        tail += t("out.shock", lang)
    if p.get("slain"):
        tail += t("out.slain", lang)
    return head + tail


# --- actions and prompts ------------------------------------------------------------
def play_words(state: Any, card_id: str, lang: str, names: Sequence[str]) -> tuple[str, dict]:
    """("play" or "play_for", its parameters): playing a card, or playing it for the seat whose slot it fills."""
    slot = state.slots[0] if state.phase == "commit" and state.slots else None
    if slot and slot["seat"] != slot["by"]:
        return "play_for", {"card": card_name(card_id, lang), "seat_name": seat_name(slot["seat"], names)}
    return "play", {"card": card_name(card_id, lang)}


def describe_action(state: Any, action: Action, lang: str, names: Sequence[str]) -> str:
    """A short label for a button or chooser entry."""
    kind, args = action.kind, action.args
    if kind == "play":
        key, params = play_words(state, args[0], lang, names)
        return t("action." + key, lang, **params)
    if kind == "cast":
        return spell_name(args[0], lang)
    if kind == "energy":
        suit = (state.pending or {}).get("suit", "suns")
        return t("energy.count", lang, n=args[0], suit=suit_name(suit, lang, args[0]))
    if kind == "target":
        return target_name(args[0], lang, names, _monster_index(state))
    if kind == "flip":
        return t("action.flip", lang, card=card_name(args[0], lang))
    return t("action." + kind, lang)


def describe_told(state: Any, action: Action, lang: str, names: Sequence[str]) -> str:
    """Another player's move for the banner: energy says which spell it powers, the rest as its label."""
    pending = (state.pending or {}) if action.kind == "energy" else {}
    if pending.get("spell"):
        suit = pending.get("suit", "suns")
        return t("told.energy", lang, n=action.args[0], suit=suit_name(suit, lang, action.args[0]),
                 spell=spell_name(pending["spell"], lang))
    return describe_action(state, action, lang, names)


def _monster_index(state: Any) -> dict:
    return {m["id"]: m for m in getattr(state, "monsters", [])}


def describe_result(state: Any, lang: str, names: Sequence[str]) -> str:
    """Why the duel ended ("" while it goes on)."""
    result = state.result()
    if result is None:
        return ""
    winners = _join([seat_name(s, names) for s in result.winners], lang)
    return t("result." + (result.reason or "draw"), lang, winners=winners)


def prompt(state: Any, lang: str, names: Sequence[str]) -> str:
    """One line telling the seat to move what to do now."""
    seat = state.to_move()
    if seat is None:
        result = state.result()
        winners = _join([seat_name(s, names) for s in (result.winners if result else [])], lang)
        line = t("game_over.win" if result and len(result.winners) == 1 else "game_over.draw", lang, winners=winners)
        return t("prompt.over", lang, result=line)
    if state.phase == "commit":
        slot = state.slots[0]
        if slot["seat"] != slot["by"]:
            return t("prompt.commit_charm", lang, by_name=seat_name(slot["by"], names),
                     seat_name=seat_name(slot["seat"], names))
        key = "prompt.commit" if state.round != "haste" else \
            "prompt.commit_haste_hold" if not state.options.get("speed_compulsory") else "prompt.commit_haste"
        return t(key, lang, seat_name=seat_name(seat, names))
    p = state.pending
    words = {"seat_name": seat_name(seat, names)}
    step = p["step"]
    if step == "spell":
        return t("prompt.spell", lang, rune=suit_name(p["rune"], lang, 1),
                 card=card_name(state.played[p["caster"]], lang), **words)
    if step == "energy":
        return t("prompt.energy", lang, suit=suit_name(p["suit"], lang), spell=spell_name(p["spell"], lang), **words)
    if step == "target":
        return t("prompt.target", lang, spell=spell_name(p["spell"], lang), **words)
    if step == "flip":
        return t("prompt.flip", lang, target=seat_name(p["target"], names), count=p["flips"], **words)
    monster = state.monster(p["monster"])
    return t("prompt.monster", lang, monster=monster_name(monster["kind"], lang) if monster else "?", **words)
