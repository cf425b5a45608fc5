"""Gnostica's words in English and Spanish: log lines, action labels and prompts."""
from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.contract import Action, Event, _with_names
from tabletop.games.gnostica.rules.cards import STEPS, deck
from tabletop.games.gnostica.rules.powers import current_ctx

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "goal": "Goal: challenge, then end your last turn with {target}+ points",
        "score_change": "{seat_name}'s score: {was} → {now} ({why}).",
        "score_change.gained": "{card} on {at} is worth {worth}",
        "score_change.lost": "{card} on {at}, worth {worth}, no longer scores",
        # log
        "turn": "{seat_name}'s turn.",
        "pass": "{seat_name} cannot do anything and passes.",
        "place": "{seat_name} places a small piece on {at}, pointing {dir}.",
        "place.U": "{seat_name} places a small piece on {at}, standing upright.",
        "orient": "{seat_name} turns {owner_seat_name}'s piece on {at} to point {dir}.",
        "orient.U": "{seat_name} stands {owner_seat_name}'s piece on {at} upright.",
        "orient_own": "{seat_name} turns their piece on {at} to point {dir}.",
        "orient_own.U": "{seat_name} stands their piece on {at} upright.",
        "redraw": "{seat_name} discards {discarded} and draws {count}.",
        "redraw.none": "{seat_name} discards no card and draws {count}.",
        "drew": "You drew {cards}.",
        "play": "{seat_name} plays {card}.",
        "activate": "{seat_name} activates {card} on {at}.",
        "cancel": "{seat_name} changes their mind.",
        "create": "{seat_name} creates a small piece on {at}.",
        "create_enemy": "{seat_name} creates a small piece of {owner_seat_name} on {at}.",
        "create_territory": "{seat_name} creates {card} on {at}.",
        "fortune": "{seat_name} turns up {card} from the draw pile onto {at}.",
        "move": "{seat_name} moves from {at} to {to}.",
        "push": "{seat_name} pushes {owner_seat_name}'s piece from {at} to {to}.",
        "push_territory": "{seat_name} pushes {card} from {at} to {to}.",
        "grow": "{seat_name} grows {owner_seat_name}'s piece on {at} to {size}.",
        "grow_territory": "{seat_name} grows {old} on {at} into {card}.",
        "shrink": "{seat_name} shrinks {owner_seat_name}'s piece on {at} to {size}.",
        "destroy": "{seat_name} destroys {owner_seat_name}'s {size} piece on {at}.",
        "shrink_territory": "{seat_name} shrinks {old} on {at} into {card}.",
        "destroy_territory": "{seat_name} destroys {old} on {at}.",
        "replace": "{seat_name} replaces {owner_seat_name}'s {size} piece on {at} with their own.",
        "hermit": "{seat_name} sends {owner_seat_name}'s piece from {at} to {to}.",
        "hermit_territory": "{seat_name} moves {card} from {at} to {to}.",
        "trade": "{seat_name} and {other_seat_name} trade hands.",
        "take": "{seat_name} takes {card} from the discard pile.",
        "copy": "{seat_name} uses the World as {card}.",
        "reveal": "{seat_name} reveals {card} from the draw pile.",
        "reveal_unused": "{seat_name} leaves {card} unused.",
        "reshuffle": "The discard pile is shuffled into a new draw pile ({count} cards).",
        "void": "{count:piece left in the void goes|pieces left in the void go} home.",
        "challenge": "{seat_name} challenges: their next turn is their last (target {target}).",
        "challenge_won": "{seat_name} ends the last turn with {score} points and wins!",
        "eliminated": "{seat_name} ends the last turn with only {score} points and is eliminated.",
        "last_standing": "{seat_name} is the last player standing and wins.",
        "turn_limit": "The turn limit ({turns} turns each) is reached: the highest score wins.",
        "bid": "{seat_name} places a secret bid.",
        "bid_reveal": "The bids are revealed: {cards}.",
        "bid_tie": "The bid is tied; everyone bids again.",
        "bid_won": "{seat_name} wins the bid and will play first.",
        "pick": "{seat_name} takes {card} from the bids.",
        # prompts
        "prompt.over": "The game is over.",
        "prompt.bid": "{seat_name}: choose a card to bid, face down.",
        "prompt.pick": "{seat_name}: take back a bid card.",
        "prompt.place": "{seat_name}: place a small piece on an empty territory or wasteland.",
        "prompt.pass": "{seat_name}: there is nowhere to place a piece; pass.",
        "prompt.start": "{seat_name}: activate a territory, play a card, discard and draw, or turn one of your pieces.",
        "prompt.place_dir": "{seat_name}: choose which way the new piece points (its powers reach the next space "
                             "that way; upright, its own space).",
        "prompt.reorient": "{seat_name}: choose which way the piece points now (its powers reach the next space "
                           "that way; upright, its own space).",
        "prompt.redraw": "{seat_name}: choose cards to discard, then how many to draw.",
        "prompt.end": "{seat_name}: announce that your next turn is your last, or end your turn.",
        "prompt.power": "{card}: {steps} — step {index} of {total}: {what}",
        "prompt.seat": "{seat_name} · {what}",
        "what.minion": "choose a minion (a circled piece of yours: it uses the power)",
        "what.target": "choose a target",
        "what.param": "choose how",
        "what.param.rod": "choose how far",
        "what.param.sword": "choose how much to shrink",
        "what.param.cup": "choose what to create",
        "what.param.disc": "choose how to grow",
        "what.param.hermit": "choose where to",
        "what.param.orient": "choose which way it points",
        "what.param.devil": "choose which way it points",
        "what.after": "choose which way your piece points",
        "what.take": "take cards from the discard pile",
        "what.use": "choose a suit",
        "what.copy": "choose a major arcana",
        "what.reveal": "reveal the top card",
        "what.redraw": "discard, then draw",
        "then": ", then ",
        "as": "{card} as {other}",
        # action labels
        "action.place": "Place on {cell}",
        "action.activate": "Activate {card} ({cell})",
        "action.play": "Play {card}",
        "action.redraw": "Discard and draw",
        "action.reorient": "Turn your piece on {cell}",
        "action.orient": "Point {dir}",
        "action.orient.U": "Stand upright",
        "action.minion": "Minion: {size} on {cell}",
        "action.target": "Target {what}",
        "action.create": "Create a small piece",
        "action.card": "Use {card}",
        "action.card_draw": "Top card of the draw pile",
        "action.move": "{k:space|spaces}, to {cell}",
        "action.grow": "Grow {k:size|sizes}",
        "action.shrink": "Shrink {k:size|sizes}",
        "action.with.sword": "Both Swords, with your {size} piece on {cell}",
        "action.with.disc": "Both Pentacles, with your {size} piece on {cell}",
        "action.destroy": "Destroy the territory",
        "action.replace": "Replace it with your piece",
        "action.trade": "Trade hands",
        "action.to": "To {cell}",
        "action.use": "Use as {suit}",
        "action.copy": "As {card}",
        "action.reveal": "Reveal the top card",
        "action.take": "Take {card}",
        "action.skip": "Skip this power",
        "action.done": "Finish",
        "action.cancel": "Cancel",
        "action.discard": "Discard {card}",
        "action.draw": "Draw {k}",
        "action.challenge": "Challenge (next turn is my last)",
        "action.end": "End turn",
        "action.bid": "Bid {card}",
        "action.pass": "Pass",
        "target.space": "space {cell}",
        "target.piece": "{owner}'s {size} piece on {cell}",
        # words
        "dir.N": "north", "dir.E": "east", "dir.S": "south", "dir.W": "west", "dir.U": "upright",
        "size.1": "small", "size.2": "medium", "size.3": "large",
        "suit.cup": "Cups", "suit.rod": "Wands", "suit.disc": "Pentacles", "suit.sword": "Swords",
        "step.cup": "Cups", "step.rod": "Wands", "step.disc": "Pentacles", "step.sword": "Swords",
        "step.orient": "orient", "step.reveal": "reveal and use", "step.magician": "any suit",
        "step.redraw": "discard and draw", "step.replace": "replace", "step.hermit": "move anywhere",
        "step.trade": "trade hands", "step.devil": "orient any piece", "step.judgement": "take from discards",
        "step.world": "any major arcana", "nothing": "nothing", "a_card": "a card",
    },
    "es": {
        "goal": "Objetivo: desafiar y acabar tu último turno con {target}+ puntos",
        "score_change": "Puntuación de {seat_name}: {was} → {now} ({why}).",
        "score_change.gained": "{card} en {at} vale {worth}",
        "score_change.lost": "{card} en {at}, que vale {worth}, ya no puntúa",
        "turn": "Turno de {seat_name}.",
        "pass": "{seat_name} no puede hacer nada y pasa.",
        "place": "{seat_name} coloca una pieza pequeña en {at}, apuntando al {dir}.",
        "place.U": "{seat_name} coloca una pieza pequeña en {at}, de pie.",
        "orient": "{seat_name} gira la pieza de {owner_seat_name} en {at} para que apunte al {dir}.",
        "orient.U": "{seat_name} pone de pie la pieza de {owner_seat_name} en {at}.",
        "orient_own": "{seat_name} gira su pieza en {at} para que apunte al {dir}.",
        "orient_own.U": "{seat_name} pone de pie su pieza en {at}.",
        "redraw": "{seat_name} descarta {discarded} y roba {count}.",
        "redraw.none": "{seat_name} no descarta ninguna carta y roba {count}.",
        "drew": "Has robado {cards}.",
        "play": "{seat_name} juega {card}.",
        "activate": "{seat_name} activa {card} en {at}.",
        "cancel": "{seat_name} cambia de idea.",
        "create": "{seat_name} crea una pieza pequeña en {at}.",
        "create_enemy": "{seat_name} crea una pieza pequeña de {owner_seat_name} en {at}.",
        "create_territory": "{seat_name} crea {card} en {at}.",
        "fortune": "{seat_name} saca {card} de la pila de robar y lo pone en {at}.",
        "move": "{seat_name} se mueve de {at} a {to}.",
        "push": "{seat_name} empuja la pieza de {owner_seat_name} de {at} a {to}.",
        "push_territory": "{seat_name} empuja {card} de {at} a {to}.",
        "grow": "{seat_name} hace crecer la pieza de {owner_seat_name} en {at} a {size}.",
        "grow_territory": "{seat_name} hace crecer {old} en {at} hasta {card}.",
        "shrink": "{seat_name} encoge la pieza de {owner_seat_name} en {at} a {size}.",
        "destroy": "{seat_name} destruye la pieza {size} de {owner_seat_name} en {at}.",
        "shrink_territory": "{seat_name} encoge {old} en {at} hasta {card}.",
        "destroy_territory": "{seat_name} destruye {old} en {at}.",
        "replace": "{seat_name} reemplaza la pieza {size} de {owner_seat_name} en {at} por una suya.",
        "hermit": "{seat_name} lleva la pieza de {owner_seat_name} de {at} a {to}.",
        "hermit_territory": "{seat_name} lleva {card} de {at} a {to}.",
        "trade": "{seat_name} y {other_seat_name} intercambian sus manos.",
        "take": "{seat_name} coge {card} de la pila de descarte.",
        "copy": "{seat_name} usa el Mundo como {card}.",
        "reveal": "{seat_name} muestra {card} de la pila de robar.",
        "reveal_unused": "{seat_name} no usa {card}.",
        "reshuffle": "La pila de descarte se baraja como nueva pila de robar ({count} cartas).",
        "void": "{count:pieza en el vacío vuelve|piezas en el vacío vuelven} a su reserva.",
        "challenge": "{seat_name} desafía: su próximo turno será el último (objetivo {target}).",
        "challenge_won": "¡{seat_name} acaba su último turno con {score} puntos y gana!",
        "eliminated": "{seat_name} acaba su último turno con sólo {score} puntos y queda eliminado.",
        "last_standing": "{seat_name} es el último jugador en pie y gana.",
        "turn_limit": "Se alcanza el límite de turnos ({turns} cada uno): gana la puntuación más alta.",
        "bid": "{seat_name} hace una apuesta secreta.",
        "bid_reveal": "Se muestran las apuestas: {cards}.",
        "bid_tie": "Empate en la apuesta; todos apuestan de nuevo.",
        "bid_won": "{seat_name} gana la apuesta y saldrá primero.",
        "pick": "{seat_name} coge {card} de las apuestas.",
        "prompt.over": "La partida ha terminado.",
        "prompt.bid": "{seat_name}: elige una carta para apostar boca abajo.",
        "prompt.pick": "{seat_name}: recupera una carta de las apuestas.",
        "prompt.place": "{seat_name}: coloca una pieza pequeña en un territorio o erial vacío.",
        "prompt.pass": "{seat_name}: no hay dónde colocar una pieza; pasa.",
        "prompt.start": "{seat_name}: activa un territorio, juega una carta, descarta y roba, o gira una de tus piezas.",
        "prompt.place_dir": "{seat_name}: elige hacia dónde apunta la nueva pieza (sus poderes alcanzan el espacio "
                             "siguiente en esa dirección; de pie, el suyo).",
        "prompt.reorient": "{seat_name}: elige hacia dónde apunta ahora la pieza (sus poderes alcanzan el espacio "
                           "siguiente en esa dirección; de pie, el suyo).",
        "prompt.redraw": "{seat_name}: elige las cartas a descartar y cuántas robar.",
        "prompt.end": "{seat_name}: anuncia que tu próximo turno será el último, o termina tu turno.",
        "prompt.power": "{card}: {steps} — paso {index} de {total}: {what}",
        "prompt.seat": "{seat_name} · {what}",
        "what.minion": "elige un vasallo (una pieza tuya rodeada: usa el poder)",
        "what.target": "elige un objetivo",
        "what.param": "elige cómo",
        "what.param.rod": "elige hasta dónde",
        "what.param.sword": "elige cuánto encoger",
        "what.param.cup": "elige qué crear",
        "what.param.disc": "elige cómo crecer",
        "what.param.hermit": "elige adónde",
        "what.param.orient": "elige hacia dónde apunta",
        "what.param.devil": "elige hacia dónde apunta",
        "what.after": "elige hacia dónde apunta tu pieza",
        "what.take": "coge cartas de la pila de descarte",
        "what.use": "elige un palo",
        "what.copy": "elige un arcano mayor",
        "what.reveal": "muestra la carta superior",
        "what.redraw": "descarta y después roba",
        "then": ", luego ",
        "as": "{card} como {other}",
        "action.place": "Colocar en {cell}",
        "action.activate": "Activar {card} ({cell})",
        "action.play": "Jugar {card}",
        "action.redraw": "Descartar y robar",
        "action.reorient": "Girar tu pieza de {cell}",
        "action.orient": "Apuntar al {dir}",
        "action.orient.U": "Poner de pie",
        "action.minion": "Vasallo: {size} en {cell}",
        "action.target": "Objetivo: {what}",
        "action.create": "Crear una pieza pequeña",
        "action.card": "Usar {card}",
        "action.card_draw": "Carta superior de la pila de robar",
        "action.move": "{k:espacio|espacios}, hasta {cell}",
        "action.grow": "Crecer {k:nivel|niveles}",
        "action.shrink": "Encoger {k:nivel|niveles}",
        "action.with.sword": "Las dos espadas, con tu pieza {size} en {cell}",
        "action.with.disc": "Los dos discos, con tu pieza {size} en {cell}",
        "action.destroy": "Destruir el territorio",
        "action.replace": "Reemplazarla por tu pieza",
        "action.trade": "Intercambiar manos",
        "action.to": "A {cell}",
        "action.use": "Usar como {suit}",
        "action.copy": "Como {card}",
        "action.reveal": "Mostrar la carta superior",
        "action.take": "Coger {card}",
        "action.skip": "Saltar este poder",
        "action.done": "Terminar",
        "action.cancel": "Cancelar",
        "action.discard": "Descartar {card}",
        "action.draw": "Robar {k}",
        "action.challenge": "Desafiar (mi próximo turno es el último)",
        "action.end": "Terminar el turno",
        "action.bid": "Apostar {card}",
        "action.pass": "Pasar",
        "target.space": "espacio {cell}",
        "target.piece": "pieza {size} de {owner} en {cell}",
        "dir.N": "norte", "dir.E": "este", "dir.S": "sur", "dir.W": "oeste", "dir.U": "de pie",
        "size.1": "pequeña", "size.2": "mediana", "size.3": "grande",
        "suit.cup": "copa", "suit.rod": "bastón", "suit.disc": "disco", "suit.sword": "espada",
        "step.cup": "copa", "step.rod": "bastón", "step.disc": "disco", "step.sword": "espada",
        "step.orient": "orientar", "step.reveal": "mostrar y usar", "step.magician": "cualquier palo",
        "step.redraw": "descartar y robar", "step.replace": "reemplazar", "step.hermit": "mover a cualquier lugar",
        "step.trade": "intercambiar manos", "step.devil": "orientar cualquier pieza",
        "step.judgement": "coger descartes", "step.world": "cualquier arcano mayor", "nothing": "nada",
        "a_card": "una carta",
    },
}

_CARD_KEYS = ("card", "old")


def card_name(card: str | None, lang: str) -> str:
    """A card's name in `lang` ("?" for a hidden card)."""
    if not card or card not in deck().cards:
        return "?"
    name = deck()[card].name
    return name.get(lang) or name["en"]


def _cell(pos) -> str:
    return f"{pos[0]},{pos[1]}"


def describe_event(game, event: Event, lang: str, names: Sequence[str]) -> str:
    """A log line in `lang` for a Gnostica event."""
    params: dict[str, Any] = dict(event.params)
    if event.key == "score_change":
        params["why"] = "; ".join(game.text(f"score_change.{kind}", lang, card=card_name(item["card"], lang),
                                            at=_cell(item["at"]), worth=item["worth"])
                                  for kind in ("gained", "lost") for item in params.pop(kind, ()))
    for key in _CARD_KEYS:
        if key in params:
            params[key] = card_name(params[key], lang)
    for key in ("at", "to"):
        if key in params:
            params[key] = _cell(params[key])
    for key in ("cards", "discarded"):
        if key in params:
            params[key] = ", ".join(card_name(c, lang) for c in params[key]) or game.text("nothing", lang)
    key = event.key
    if key == "orient" and params.get("owner_seat") == params.get("seat"):
        key = "orient_own"
    if key == "redraw" and not event.params.get("discarded"):
        key = "redraw.none"  # "Ana descarta nada" is not Spanish
    if "dir" in params:
        if params["dir"] == "U" and key + ".U" in MESSAGES["en"]:
            key += ".U"  # "standing upright", not "pointing upright"
        params["dir"] = game.text("dir." + params["dir"], lang)
    if "size" in params:
        params["size"] = game.text(f"size.{params['size']}", lang)
    return game.text(key, lang, **_with_names(params, names))


def describe_action(game, state, action: Action, lang: str, names: Sequence[str]) -> str:
    """A button / chooser label for `action`."""
    kind, args = action.kind, action.args
    t = lambda key, **kw: game.text(key, lang, **kw)  # noqa: E731
    if kind in ("play", "bid", "take", "discard", "copy"):
        return t("action." + kind, card=_card_or_hidden(game, args[0], lang))
    if kind == "card":
        if args[0] == "draw":
            return t("action.card_draw")
        return t("action.card", card=_card_or_hidden(game, args[0], lang))
    if kind in ("place", "reorient", "to"):
        return t("action." + kind, cell=args[0].split(":")[0])
    if kind == "activate":
        x, y = map(int, args[0].split(","))
        return t("action.activate", card=card_name(state.card_at((x, y)), lang), cell=args[0])
    if kind == "orient":
        return t("action.orient.U") if args[0] == "U" else t("action.orient", dir=t("dir." + args[0]))
    if kind in ("minion", "with"):
        ref = _parse_ref(args[0])
        key = "action.minion" if kind == "minion" else "action.with." + current_ctx(state).kind
        return t(key, size=t(f"size.{state.piece(ref)[1]}"), cell=_cell(ref))
    if kind == "target":
        if ":" in args[0]:
            ref = _parse_ref(args[0])
            owner, size, _ = state.piece(ref)
            owner_name = names[owner] if owner < len(names) else f"#{owner + 1}"
            what = t("target.piece", owner=owner_name, size=t(f"size.{size}"), cell=_cell(ref))
        else:
            what = t("target.space", cell=args[0])
        return t("action.target", what=what)
    if kind == "move":
        cell = action.ref.split(":", 1)[1] if action.ref else ""
        return t("action.move", k=args[0], cell=cell)
    if kind in ("grow", "shrink", "draw"):
        return t("action." + kind, k=args[0])
    if kind == "use":
        return t("action.use", suit=t("suit." + args[0]))
    return t("action." + kind)


def _card_or_hidden(game, card: str, lang: str) -> str:
    """A card's name, or "a card" when the viewer may not know which (a placeholder)."""
    return card_name(card, lang) if card in deck().cards else game.text("a_card", lang)


def _parse_ref(text: str) -> tuple:
    cell, index = text.split(":")
    x, y = map(int, cell.split(","))
    return (x, y, int(index))


def power_title(game, state, lang: str) -> str:
    """The power in use, as in "The Sun: Cups, then Pentacles — step 1 of 2"."""
    frame = state.chain["frames"][-1]
    title = card_name(frame["card"], lang)
    if frame["as"]:
        title = game.text("as", lang, card=title, other=card_name(frame["as"], lang))
    words = [game.text("step." + STEPS[name][0], lang) for name in frame["steps"]]
    shown = frame["index"] + (0 if state.chain["after"] is not None else 1)  # the step that just acted
    return game.text("prompt.power", lang, card=title, steps=game.text("then", lang).join(words),
                     index=max(1, min(shown, len(frame["steps"]))), total=len(frame["steps"]), what="{what}")


#: the message that explains each way a game ends
_RESULT_KEYS = {"challenge": "challenge_won", "last_standing": "last_standing", "turn_limit": "turn_limit"}


def describe_result(game, state, lang: str, names: Sequence[str]) -> str:
    """Why the game ended, with the winner's name and score ("" while it goes on)."""
    result = state.result()
    if result is None:
        return ""
    key = _RESULT_KEYS.get(result.reason)
    if key is None:
        return game.text("prompt.over", lang)
    winner = result.winners[0] if result.winners else None
    params = {"seat": winner, "turns": state.options.get("turn_limit"),
              "score": int(result.scores[winner]) if winner is not None else 0}
    return game.text(key, lang, **_with_names(params, names))


def prompt(game, state, lang: str, names: Sequence[str]) -> str:
    """One line saying what the seat to move decides now."""
    seat = state.to_move()
    if seat is None:
        return game.text("prompt.over", lang)
    who = {"seat_name": names[seat] if seat < len(names) else f"#{seat + 1}"}
    if state.phase in ("bid", "pick"):
        return game.text("prompt." + state.phase, lang, **who)
    mode = state.mode
    if mode == "start":
        if any(p[0] == seat for c in state.board.values() for p in c.pieces):
            return game.text("prompt.start", lang, **who)
        return game.text("prompt.place", lang, **who)
    if mode == "place":
        return game.text("prompt.place_dir", lang, **who)
    if mode in ("reorient", "redraw", "end"):
        return game.text("prompt." + mode, lang, **who)
    sel = state.sel
    if state.chain["after"] is not None or not state.chain["frames"]:
        what = "after"
    else:
        kind = current_ctx(state).kind
        if kind in ("reveal", "world", "redraw"):
            what = {"reveal": "reveal", "world": "copy", "redraw": "redraw"}[kind]
        elif kind == "magician":
            what = "use"
        elif "minion" not in sel:
            what = "minion"
        elif kind == "judgement":
            what = "take"
        elif kind in ("orient",) or "target" in sel:
            what = "param." + kind if "what.param." + kind in MESSAGES["en"] else "param"
        else:
            what = "target"
    power = power_title(game, state, lang).replace("{what}", game.text("what." + what, lang))
    return game.text("prompt.seat", lang, what=power, **who)
