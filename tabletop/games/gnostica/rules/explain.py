"""What each Gnostica action does, in plain words (action tooltips), and the risk of a challenge."""
from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.contract import Action
from tabletop.games.gnostica.rules.cards import SUIT_STEP, deck
from tabletop.games.gnostica.rules.model import scores
from tabletop.games.gnostica.rules.powers import current_ctx
from tabletop.games.gnostica.rules.shortcuts import uses_both_steps

#: a representative card of each suit power, whose text explains it
SUIT_CARD = {step: f"{suit}_02_two" for suit, step in SUIT_STEP.items()}

TEXTS = {
    "en": {
        "explain.place": "Put a new small piece of yours on {cell}; you choose where it points next.",
        "explain.activate": "Use the power of {card} through your pieces on it: {text}",
        "explain.redraw": "Discard any cards you like, then draw back up to 6.",
        "explain.reorient": "Turn your piece on {cell} to point another way (this is your turn's action).",
        "explain.orient": "The piece points {dir}: its powers reach the space it points at.",
        "explain.orient.U": "The piece stands upright: its powers reach its own space.",
        "explain.minion": "This piece carries out the power; its size sets how strong it is.",
        "explain.target": "The power acts on {what}.",
        "explain.create": "Add a small piece to the target.",
        "explain.card": "Put {card} from your hand on the board for this power.",
        "explain.card_draw": "Use the top card of the draw pile for this power.",
        "explain.move": "Move {k:space|spaces} the way the minion points, to {cell}.",
        "explain.grow": "The target grows by {k:size|sizes}.",
        "explain.shrink": "The target shrinks by {k:size|sizes}; a piece shrunk below small is destroyed.",
        "explain.destroy": "The target territory leaves the board and becomes a wasteland.",
        "explain.with": "Shortcut: your piece on {cell} uses the second step on the same target, so the size "
                        "or card in between is skipped.",
        "explain.both.sword": "{text} This uses both Swords on the target: the size or card in between is "
                              "skipped.",
        "explain.both.disc": "{text} This uses both Pentacles on the target: the size or card in between is "
                             "skipped.",
        "explain.replace": "Replace the target piece with one of yours of the same size.",
        "explain.trade": "Swap your hand with the hand of the target piece's owner.",
        "explain.to": "The piece goes to {cell}.",
        "explain.reveal": "Reveal the top card of the draw pile and use its power.",
        "explain.take": "Take {card} from the discard pile into your hand.",
        "explain.discard": "Discard {card}; you draw after discarding.",
        "explain.draw": "Draw {k:card|cards} from the draw pile.",
        "explain.skip": "Skip this step of the power and go on to the next.",
        "explain.done": "Stop using this card; its remaining steps are lost.",
        "explain.cancel": "Take this choice back; nothing has happened yet.",
        "explain.challenge": "Announce that your next turn is your last: at its end you win with {target} "
                             "points or more, otherwise you are eliminated.",
        "explain.end": "End your turn without a challenge.",
        "explain.bid": "Bid {card}: the highest major arcana (else the highest minor) plays first and draws last.",
        "explain.pass": "Do nothing this time.",
        "risk.challenge.short": "You have {score} points and need {target} at the end of your next turn. If you "
                                "have fewer then, you are eliminated: your pieces leave the board and your hand "
                                "is discarded.",
        "risk.challenge.enough": "You have {score} points of the {target} you need, but the others play first: if "
                                 "they bring you below {target} by the end of your next turn, you are eliminated.",
    },
    "es": {
        "explain.place": "Pon una pieza pequeña tuya en {cell}; después eliges hacia dónde apunta.",
        "explain.activate": "Usa el poder de {card} a través de tus piezas que hay en ella: {text}",
        "explain.redraw": "Descarta las cartas que quieras y roba hasta volver a tener 6.",
        "explain.reorient": "Gira tu pieza de {cell} para que apunte a otro lado (es la acción de tu turno).",
        "explain.orient": "La pieza apunta al {dir}: sus poderes alcanzan el espacio al que apunta.",
        "explain.orient.U": "La pieza queda de pie: sus poderes alcanzan su propio espacio.",
        "explain.minion": "Esta pieza ejecuta el poder; su tamaño marca su fuerza.",
        "explain.target": "El poder actúa sobre {what}.",
        "explain.create": "Añade una pieza pequeña al objetivo.",
        "explain.card": "Pon {card} de tu mano en el tablero para este poder.",
        "explain.card_draw": "Usa la carta superior de la pila de robar para este poder.",
        "explain.move": "Muévete {k:espacio|espacios} hacia donde apunta el vasallo, hasta {cell}.",
        "explain.grow": "El objetivo crece {k:tamaño|tamaños}.",
        "explain.shrink": "El objetivo encoge {k:tamaño|tamaños}; una pieza que baja de pequeña queda destruida.",
        "explain.destroy": "El territorio objetivo sale del tablero y queda un erial.",
        "explain.with": "Atajo: tu pieza de {cell} usa el segundo paso sobre el mismo objetivo, así que te "
                        "saltas el tamaño o la carta intermedia.",
        "explain.both.sword": "{text} Usa las dos espadas sobre el objetivo: te saltas el tamaño o la carta "
                              "intermedia.",
        "explain.both.disc": "{text} Usa los dos discos sobre el objetivo: te saltas el tamaño o la carta "
                             "intermedia.",
        "explain.replace": "Cambia la pieza objetivo por una tuya del mismo tamaño.",
        "explain.trade": "Intercambia tu mano con la del dueño de la pieza objetivo.",
        "explain.to": "La pieza va a {cell}.",
        "explain.reveal": "Muestra la carta superior de la pila de robar y usa su poder.",
        "explain.take": "Coge {card} de la pila de descartes y llévala a tu mano.",
        "explain.discard": "Descarta {card}; robas después de descartar.",
        "explain.draw": "Roba {k:carta|cartas} de la pila de robar.",
        "explain.skip": "Sáltate este paso del poder y pasa al siguiente.",
        "explain.done": "Deja de usar esta carta; se pierden los pasos que le quedan.",
        "explain.cancel": "Deshaz esta elección; todavía no ha pasado nada.",
        "explain.challenge": "Anuncia que tu próximo turno será el último: al acabarlo ganas si tienes {target} "
                             "puntos o más; si no, quedas eliminado.",
        "explain.end": "Termina tu turno sin desafiar.",
        "explain.bid": "Apuesta {card}: el arcano mayor más alto (si no, el menor más alto) sale primero y roba "
                       "el último.",
        "explain.pass": "No haces nada esta vez.",
        "risk.challenge.short": "Tienes {score} puntos y necesitas {target} al final de tu próximo turno. Si "
                                "entonces tienes menos, quedas eliminado: tus piezas salen del tablero y descartas "
                                "tu mano.",
        "risk.challenge.enough": "Tienes {score} de los {target} puntos que necesitas, pero los demás juegan antes: "
                                 "si te dejan por debajo de {target} al final de tu próximo turno, quedas eliminado.",
    },
}


def card_text(card: str | None, lang: str) -> str:
    """The power text printed on a card ("" for a hidden or empty one)."""
    if not card or card not in deck().cards:
        return ""
    text = deck()[card].text
    return text.get(lang) or text["en"]


def explain_action(game, state: Any, action: Action, lang: str, names: Sequence[str]) -> str:
    """One or two sentences saying what `action` does now (and when it spends Strength's or Death's two steps)."""
    text = _explain(game, state, action, lang, names)
    if action.kind in _HOW_KINDS and uses_both_steps(state, action):
        return game.text("explain.both." + current_ctx(state).kind, lang, text=text)
    return text


#: choices of how that may spend both of Strength's or Death's steps at once
_HOW_KINDS = ("grow", "shrink", "card", "destroy")


def _explain(game, state: Any, action: Action, lang: str, names: Sequence[str]) -> str:
    from tabletop.games.gnostica.rules.messages import card_name, describe_action
    kind, args = action.kind, action.args
    t = lambda key, **kw: game.text(key, lang, **kw)  # noqa: E731
    if kind in ("play", "copy"):
        return card_text(args[0], lang)
    if kind == "use":
        return card_text(SUIT_CARD.get(args[0]), lang)
    if kind == "activate":
        x, y = map(int, args[0].split(","))
        card = state.card_at((x, y))
        return t("explain.activate", card=card_name(card, lang), text=card_text(card, lang))
    if kind == "card":
        return t("explain.card_draw") if args[0] == "draw" else t("explain.card", card=card_name(args[0], lang))
    if kind in ("take", "discard", "bid"):
        return t("explain." + kind, card=card_name(args[0], lang))
    if kind in ("place", "reorient", "to", "with"):
        return t("explain." + kind, cell=args[0].split(":")[0])
    if kind == "orient":
        if args[0] == "U":
            return t("explain.orient.U")
        return t("explain.orient", dir=game.text("dir." + args[0], lang))
    if kind == "target":
        label = describe_action(game, state, action, lang, names)
        prefix = game.text("action.target", lang, what="")
        return t("explain.target", what=label[len(prefix):] if label.startswith(prefix) else label)
    if kind == "move":
        return t("explain.move", k=args[0], cell=action.ref.split(":", 1)[1] if action.ref else "")
    if kind in ("grow", "shrink", "draw"):
        return t("explain." + kind, k=args[0])
    if kind == "challenge":
        return t("explain.challenge", target=state.options["target"])
    return t("explain." + kind)


def risk(game, state: Any, action: Action, lang: str) -> str | None:
    """A challenge's consequence (the only risky action): what the player has and needs."""
    if action.kind != "challenge":
        return None
    score, target = scores(state)[state.current], state.options["target"]
    key = "risk.challenge.enough" if score >= target else "risk.challenge.short"
    return game.text(key, lang, score=score, target=target)
