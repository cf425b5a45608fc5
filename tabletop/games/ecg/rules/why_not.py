"""ECG: why a card of the hand is not usable now (see tabletop.engine.why): its cost, its kind, the window; and
what a line or a troop's number is, whoever's turn it is (`about`)."""
from __future__ import annotations

from typing import Any

from tabletop.engine.why import Reason
from tabletop.games.ecg.rules import battle, economy, lookup, play
from tabletop.games.ecg.rules.messages import MESSAGES as GAME_MESSAGES
from tabletop.games.ecg.rules.stack import ANSWERED_BY, reactions_in_hand
from tabletop.games.ecg.rules.state import ACTION, COURT_LIMIT, LINE_LIMIT, REINFORCE, START


#: the decisions that are reaction or answer windows (tabletop.engine.windows)
WINDOWS = ("react",)

MESSAGES = {
    "en": {
        "ecg.cost": "{card} needs {need} prepared {resource_word}, you have {have}.",
        "ecg.no_kingdom_cost": "{card} has no cost for your kingdom: your hero cannot play it.",
        "ecg.effect_cost": "What {card} asks to be paid (cards to discard, a troop to sacrifice) is not there now.",
        "ecg.court_and_cost": "Your court already took a card this turn, and training {card} needs {need} prepared "
                              "{resource_word}: you have {have}.",
        "ecg.court_full_cost": "Your court is full ({limit}), and training {card} needs {need} prepared "
                               "{resource_word}: you have {have}.",
        "ecg.lines_full": "The line of {card} is full ({limit} troops), and your court already took a card this turn.",
        "ecg.train_lines_full": "The line of {card} is full ({limit} troops).",
        "ecg.troop_strength": "{card}: its number, {strength}, is its Strength (Fuerza) after wounds ({printed} printed, "
                              "{wounds} wounds).",
        "ecg.line_infantry": "Infantry (Infantería): the front line, at most 5 troops. Its troops are adjacent to the "
                             "enemy's Infantry; they may Clash (Enfrentamiento) or Charge (Carga, from the Infantry only).",
        "ecg.line_support": "Support (Soporte): the back line, at most 5 troops. Its troops reach no enemy while their "
                            "own Infantry stands in front (a line empty or all at Strength 0 is skipped); they may "
                            "Clash but never Charge.",
        "ecg.has_general": "You already have a general: only one at a time.",
        "ecg.general_prayers": "A general cannot come once you have an Oración in play.",
        "ecg.blessing_general": "Oraciones are not prayed while you have a general.",
        "ecg.prayers_done": "Your four Oraciones are already in play.",
        "ecg.reaction_turn": "{card} is a reaction: it is played to answer a rival's play, not in your Acción phase.",
        "ecg.only_reactions": "Only a reaction answers now, and {card} is not one.",
        "ecg.none_answers": "Only a reaction answers now, and {card} is not one: no reaction of yours answers this "
                            "{kind_word}. Press 0 not to respond.",
        "ecg.not_answering": "{card} does not answer this {kind_word}.",
        "ecg.not_played": "{card} is not played from the hand.",
        "ecg.wait": "Finish the current choice first. Now: {prompt}",
        "ecg.troop_prep": "{card} is still preparing ({count} Preparación left): it maneuvers once it has none."
                         " Its number, {strength}, is its Strength (Fuerza) after wounds.",
        "ecg.troop_moved": "{card} has already maneuvered this turn."
                         " Its number, {strength}, is its Strength (Fuerza) after wounds.",
        "ecg.troop_down": "{card} has no strength left: it cannot maneuver."
                         " Its number, {strength}, is its Strength (Fuerza) after wounds.",
        "ecg.troop_no_enemy": "No enemy troop stands next to {card}'s line: nothing to maneuver against."
                         " Its number, {strength}, is its Strength (Fuerza) after wounds.",
        "ecg.troop_turn": "Troops maneuver in your Acción phase.",
        "ecg.troop_their_turn": "Not your turn: {seat_name} is deciding. {card}'s number, {strength}, is its Strength"
                                " (Fuerza) after wounds ({printed} printed, {wounds} wounds).",
        "ecg.reinforce": "Draw first: cards are played in your Acción phase, after Reinforce.",
        "ecg.start": "The game has not begun: first choose who plays first.",
        "ecg.court_used": "{card} in {owner_seat_name}'s court is used: it paid this turn or came in this turn. "
                          "It is prepared again, to pay {resource_word} once, at {owner_seat_name}'s next "
                          "Preparation.",
        "ecg.court_ready": "{card} in {owner_seat_name}'s court is prepared: it pays {resource_word} once, then stays "
                           "used until {owner_seat_name}'s next Preparation.",
    },
    "es": {
        "ecg.cost": "{card} necesita {need} de {resource_word} preparado, tienes {have}.",
        "ecg.no_kingdom_cost": "{card} no tiene coste para tu reino: tu héroe no puede jugarla.",
        "ecg.effect_cost": "Lo que {card} pide pagar (cartas que descartar, una tropa que sacrificar) no está ahora.",
        "ecg.court_and_cost": "Tu corte ya ha recibido una carta este turno, y entrenar {card} necesita {need} de "
                              "{resource_word} preparado: tienes {have}.",
        "ecg.court_full_cost": "Tu corte está llena ({limit}), y entrenar {card} necesita {need} de {resource_word} "
                               "preparado: tienes {have}.",
        "ecg.lines_full": "La línea de {card} está llena ({limit} tropas), y tu corte ya ha recibido una carta este "
                          "turno.",
        "ecg.train_lines_full": "La línea de {card} está llena ({limit} tropas).",
        "ecg.troop_strength": "{card}: su número, {strength}, es su Fuerza tras las heridas ({printed} impresa, "
                              "{wounds} heridas).",
        "ecg.line_infantry": "Infantería: la línea del frente, 5 tropas como mucho. Sus tropas son adyacentes a la "
                             "Infantería rival; pueden hacer Enfrentamiento o Carga (solo desde la Infantería).",
        "ecg.line_support": "Soporte: la línea de atrás, 5 tropas como mucho. Sus tropas no alcanzan a ningún enemigo "
                            "mientras su propia Infantería está delante (una línea vacía o toda a Fuerza 0 se salta); "
                            "pueden hacer Enfrentamiento pero nunca Carga.",
        "ecg.has_general": "Ya tienes un general: solo uno a la vez.",
        "ecg.general_prayers": "Un general no puede venir cuando ya tienes una Oración en juego.",
        "ecg.blessing_general": "No se reza ninguna Oración mientras tienes un general.",
        "ecg.prayers_done": "Tus cuatro Oraciones ya están en juego.",
        "ecg.reaction_turn": "{card} es una reacción: se juega para responder a una jugada rival, no en tu fase de "
                             "Acción.",
        "ecg.only_reactions": "Ahora solo responde una reacción, y {card} no lo es.",
        "ecg.none_answers": "Ahora solo responde una reacción, y {card} no lo es: ninguna reacción tuya responde a lo "
                            "jugado ({kind_word}). Pulsa 0 para no responder.",
        "ecg.not_answering": "{card} no responde a lo jugado ({kind_word}).",
        "ecg.not_played": "{card} no se juega desde la mano.",
        "ecg.wait": "Termina primero la elección en curso. Ahora: {prompt}",
        "ecg.troop_prep": "{card} aún se prepara (le queda {count} de Preparación): maniobra cuando no le quede ninguna."
                         " Su número, {strength}, es su Fuerza tras las heridas.",
        "ecg.troop_moved": "{card} ya ha maniobrado este turno."
                         " Su número, {strength}, es su Fuerza tras las heridas.",
        "ecg.troop_down": "{card} no tiene fuerza: no puede maniobrar."
                         " Su número, {strength}, es su Fuerza tras las heridas.",
        "ecg.troop_no_enemy": "Ninguna tropa enemiga está junto a la línea de {card}: no hay contra quién maniobrar."
                         " Su número, {strength}, es su Fuerza tras las heridas.",
        "ecg.troop_turn": "Las tropas maniobran en tu fase de Acción.",
        "ecg.troop_their_turn": "No es tu turno: decide {seat_name}. El número de {card}, {strength}, es su Fuerza tras"
                                " las heridas ({printed} impresa, {wounds} heridas).",
        "ecg.reinforce": "Primero roba: las cartas se juegan en tu fase de Acción, después de Refuerzo.",
        "ecg.start": "La partida no ha empezado: primero se elige quién juega primero.",
        "ecg.court_used": "{card}, en la corte de {owner_seat_name}, está usada: pagó este turno o entró este turno. "
                          "Vuelve a estar preparada, para pagar {resource_word} una vez, en la próxima Preparación "
                          "de {owner_seat_name}.",
        "ecg.court_ready": "{card}, en la corte de {owner_seat_name}, está preparada: paga {resource_word} una vez y "
                           "queda usada hasta la próxima Preparación de {owner_seat_name}.",
    },
}
for _lang, _words in GAME_MESSAGES.items():
    MESSAGES[_lang].update({f"ecg.{key}": name for key, name in _words.items() if key.startswith("res.")})


def card_name(card_id: str, lang: str) -> str:
    """A card's name in `lang` ("a hidden card" for one the reader may not know)."""
    hidden = (GAME_MESSAGES.get(lang) or GAME_MESSAGES["en"])["card.hidden"]
    return lookup.card_name(card_id, lang) or hidden


def own_refs(state: Any, seat: int) -> list[str]:
    """The refs of `seat`'s own cards: its hand and its troops in battle."""
    refs = [f"hand:{c}" for c in dict.fromkeys(state.seats[seat]["hand"]) if c in lookup.all_cards()]
    return refs + [f"troop:{troop['uid']}" for _line, troop in battle.troops(state, seat)]


def about(game: Any, state: Any, seat: int, ref: str) -> Reason | None:
    """What a line is and what a troop's number means, said during another's turn too (the engine asks before its
    "not your turn"); None for anything else."""
    zone, _, rest = ref.partition(":")
    if zone == "line" and ref.rsplit(":", 1)[-1] in ("infantry", "support"):
        return Reason(f"ecg.line_{ref.rsplit(':', 1)[-1]}")
    if zone == "card" and rest.isdigit():
        return court_card(state, int(rest))
    found = battle.find_troop(state, int(rest)) if zone == "troop" and rest.isdigit() else None
    if found is None:
        return None
    words = _troop_words(game, state, found[2])
    if found[0] != seat:
        return Reason("ecg.troop_strength", words)
    mover = state.to_move()
    return Reason("ecg.troop_their_turn", {**words, "seat": mover}) if mover not in (None, seat) else None


def court_card(state: Any, uid: int) -> Reason | None:
    """What a court card's state means: prepared (it pays once) or used (until its owner's next Preparation)."""
    for owner, data in enumerate(state.seats):
        for entry in data["court"]:
            if entry["uid"] == uid:
                produces = entry.get("produces") or []
                resource = produces[0] if len(produces) == 1 else economy.ANY
                return Reason("ecg.court_used" if entry["used"] else "ecg.court_ready",
                              {"card": entry["card"], "owner_seat": owner, "resource_word": f"ecg.res.{resource}"})
    return None


def why_not(game: Any, state: Any, seat: int, ref: str) -> Reason | None:
    """Why `seat` cannot use `ref` now, or None to leave it to the engine."""
    zone, _, card_id = ref.partition(":")
    if zone == "troop" and card_id.isdigit():
        return _troop(game, state, seat, int(card_id))
    if zone == "line" or zone == "card":
        return about(game, state, seat, ref)
    if zone != "hand" or card_id not in lookup.all_cards():
        return None
    if state.pending is not None:
        return Reason("ecg.wait")
    if state.window is not None:
        return _answering(state, seat, card_id)
    if state.phase == ACTION:
        return _acting(state, seat, card_id)
    return Reason({REINFORCE: "ecg.reinforce", START: "ecg.start"}.get(state.phase, "ecg.wait"))


def _cost_words(state: Any, seat: int, card_id: str) -> dict | None:
    """{need, have, resource_word} when `seat` cannot pay `card_id`'s resources; None when it can."""
    cost = economy.card_cost(state, seat, card_id)
    if cost is None or economy.can_pay(state, seat, cost):
        return None
    prepared = economy.prepared(state, seat)
    need = sum(cost.values())
    resource = next(iter(cost)) if len(cost) == 1 else economy.ANY
    have = sum(prepared.values()) if resource == economy.ANY else prepared.get(resource, 0)
    return {"card": card_id, "need": need, "have": have, "resource_word": f"ecg.res.{resource}"}


def training_blocked(state: Any, seat: int, card_id: str) -> Reason | None:
    """Why `seat` cannot train the troop `card_id` now (its line is full, its cost unpaid), or None when it can."""
    if not play.training_lines(state, seat, card_id):
        return Reason("ecg.train_lines_full", {"card": card_id, "limit": LINE_LIMIT}, MESSAGES)
    cost = _cost_words(state, seat, card_id)
    if cost is None and economy.card_cost(state, seat, card_id) is None:
        return Reason("ecg.no_kingdom_cost", {"card": card_id}, MESSAGES)
    return Reason("ecg.cost", cost, MESSAGES) if cost is not None else None


def _acting(state: Any, seat: int, card_id: str) -> Reason:
    card = lookup.card(card_id)
    data = state.seats[seat]
    cost = _cost_words(state, seat, card_id)
    if card.kind == "reaction":
        return Reason("ecg.reaction_turn", {"card": card_id})
    if card.kind in ("troop", "general"):
        if card.kind == "general" and play._has_general(state, seat):
            return Reason("ecg.has_general")
        if card.kind == "general" and play.prayers_in_play(state, seat):
            return Reason("ecg.general_prayers")
        if card.kind == "troop" and not play.training_lines(state, seat, card_id):
            return Reason("ecg.lines_full", {"card": card_id, "limit": LINE_LIMIT})
        words = cost or {"card": card_id, "need": 0, "have": 0, "resource_word": "ecg.res.any"}
        if len(data["court"]) >= COURT_LIMIT:
            return Reason("ecg.court_full_cost", {**words, "limit": COURT_LIMIT})
        return Reason("ecg.court_and_cost", words)
    if card.kind in play.PLAYED_KINDS:
        if economy.card_cost(state, seat, card_id) is None:
            return Reason("ecg.no_kingdom_cost", {"card": card_id})
        if cost is not None:
            return Reason("ecg.cost", cost)
        if card.kind == "blessing":
            if play._has_general(state, seat):
                return Reason("ecg.blessing_general")
            if play.prayers_in_play(state, seat) >= play.PRAYERS_TO_WIN:
                return Reason("ecg.prayers_done")
        return Reason("ecg.effect_cost", {"card": card_id})
    return Reason("ecg.not_played", {"card": card_id})


def _answering(state: Any, seat: int, card_id: str) -> Reason:
    card = lookup.card(card_id)
    kind_word = f"kind.{state.stack[-1]['kind']}" if state.stack else "kind.action"
    if card.kind != "reaction" or card.effect is None:
        key = "ecg.only_reactions" if reactions_in_hand(state, seat) else "ecg.none_answers"
        return Reason(key, {"card": card_id, "kind_word": kind_word})
    if card.effect.trigger not in ANSWERED_BY.get(state.stack[-1]["kind"] if state.stack else "", ()):
        return Reason("ecg.not_answering", {"card": card_id, "kind_word": kind_word})
    cost = _cost_words(state, seat, card_id)
    if cost is None and economy.card_cost(state, seat, card_id) is None:
        return Reason("ecg.no_kingdom_cost", {"card": card_id})
    return Reason("ecg.cost", cost) if cost is not None else Reason("ecg.effect_cost", {"card": card_id})


def nothing_to_answer(state: Any, seat: int) -> dict:
    """Why `seat`, whose reaction window is open, has no reaction to play: {"why": "none"} (no reaction in hand),
    "kind" (none answers what is pending), "cost" (the first that answers cannot be paid: need, have, resource),
    "kingdom" or "effect_cost", with the pending item's `kind` and the reaction's `card`."""
    pending = state.stack[-1]["kind"] if state.stack else "action"
    reactions = [card_id for card_id in dict.fromkeys(state.seats[seat]["hand"])
                 if lookup.card(card_id).kind == "reaction" and lookup.card(card_id).effect is not None]
    if not reactions:
        return {"why": "none", "kind": pending}
    answering = [card_id for card_id in reactions if lookup.card(card_id).effect.trigger in ANSWERED_BY.get(pending, ())]
    if not answering:
        return {"why": "kind", "kind": pending}
    card_id = answering[0]
    cost = _cost_words(state, seat, card_id)
    if cost is not None:
        return {"why": "cost", "kind": pending, "card": card_id, "need": cost["need"], "have": cost["have"],
                "resource": cost["resource_word"].removeprefix("ecg.res.")}
    why = "kingdom" if economy.card_cost(state, seat, card_id) is None else "effect_cost"
    return {"why": why, "kind": pending, "card": card_id}


def bar_order(state: Any, actions: list) -> list:
    """Safe and expected choices first: Reinforce offers "Draw 2" first and "Draw 0" last (never the costly one on
    key 1); a troop's menu offers "Train" before "Court" (a newcomer pressing 1 to train must not court it)."""
    kinds = {a.kind for a in actions}
    if "train" in kinds and "court" in kinds:
        actions = sorted(actions, key=lambda a: 1 if a.kind == "court" else 0)
    draws = [a for a in actions if a.kind == "draw"]
    if len(draws) < 2:
        return list(actions)
    rest = [a for a in actions if a.kind != "draw"]
    return sorted(draws, key=lambda a: -int(a.args[0])) + rest


def _troop_words(game: Any, state: Any, troop: dict) -> dict:
    """A troop's name and numbers for the messages: Strength now, printed, wounds."""
    return {"card": troop["card"], "strength": game.troop_strength(state, troop["uid"]), "wounds": troop["wounds"],
            "printed": int(lookup.card(troop["card"]).strength or 0)}


def _troop(game: Any, state: Any, seat: int, uid: int) -> Reason | None:
    """Why one of `seat`'s troops in battle offers no maneuver now; another's troop: what its number means."""
    found = battle.find_troop(state, uid)
    if found is None:
        return None
    owner, line, troop = found
    words = _troop_words(game, state, troop)
    if owner != seat:
        return Reason("ecg.troop_strength", words)
    if state.pending is not None or state.window is not None:
        return Reason("ecg.wait")
    if state.phase != ACTION:
        return Reason("ecg.troop_turn")
    if battle.strength(troop) <= 0:
        return Reason("ecg.troop_down", words)
    if troop["prep"] > 0:
        return Reason("ecg.troop_prep", {**words, "count": troop["prep"]})
    if troop["moved"]:
        return Reason("ecg.troop_moved", words)
    if not battle.adjacent_enemies(state, seat, line):
        return Reason("ecg.troop_no_enemy", words)
    return None
