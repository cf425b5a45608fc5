"""Gnostica for newcomers: what each decision is, what each option does, where the rules explain it.

Feeds the "Teach me" panel (`Game.teach` through `teach_words`), F1's jump into the rules
(`Game.rules_anchor`) and the log's turn headers (`Game.turn_marks`). Pure Python.
"""
from __future__ import annotations

from typing import Any, Sequence

from tabletop.engine.contract import Event, TurnMark
from tabletop.games.gnostica.rules.cards import deck
from tabletop.games.gnostica.rules.model import open_spaces, scores
from tabletop.games.gnostica.rules.powers import NO_MINION, NO_TARGET, current_ctx, frame

#: decisions of a power in use, by the kind of its current step (what to do once minion and target are chosen)
_STEP_DECISIONS = {"reveal": "reveal", "world": "copy", "redraw": "redraw", "magician": "use", "judgement": "take"}

#: the heading of docs/rules/gnostica(.es).md that explains each kind of decision
_SECTIONS = {
    "who": ("bid", "pick"),
    "turn": ("first_piece", "pass", "start", "place", "redraw"),
    "pieces": ("reorient", "after", "minion", "target", "how.orient", "how.devil"),
    "suits": ("how.cup", "how.rod", "how.disc", "how.sword"),
    "majors": ("reveal", "copy", "world_hand", "use", "take", "how.hermit", "how.replace", "how.trade"),
    "end": ("end",),
}
_HEADINGS = {
    "en": {"who": "who-starts", "turn": "your-turn", "pieces": "pieces-orientation-and-targets",
           "suits": "the-suit-powers", "majors": "the-major-arcana", "end": "scoring-and-the-end"},
    "es": {"who": "quién-empieza", "turn": "tu-turno", "pieces": "piezas-orientación-y-objetivos",
           "suits": "los-poderes-de-los-palos", "majors": "los-arcanos-mayores", "end": "puntuación-y-final"},
}
ANCHORS = {lang: {kind: headings[section] for section, kinds in _SECTIONS.items() for kind in kinds}
           for lang, headings in _HEADINGS.items()}

TEXTS = {
    "en": {
        "teach.bid": "{seat_name}, bid a card face down to decide who starts: the highest bid plays first. "
                     "Everyone takes a bid card back afterwards, so a strong bid may cost you a good card.",
        "teach.pick": "{seat_name}, take one of the bid cards into your hand; the winner of the bid chooses "
                      "last.",
        "teach.first_piece": "{seat_name}, you have no piece on the board, so all you can do is place a small "
                             "piece on an empty territory or wasteland. Territories with high cards score more.",
        "teach.pass": "{seat_name}, there is no empty space for a piece: you can only pass.",
        "teach.start": "{seat_name}, choose this turn's one action. A card's power is used by your minions: "
                       "activating a territory uses the pieces on it, playing a card from your hand uses all "
                       "your pieces. You score the territories only your pieces occupy.",
        "teach.place": "{seat_name}, choose where your new piece points. A pointing piece acts on the next "
                       "space that way; an upright one acts on its own space.",
        "teach.reorient": "{seat_name}, give the piece its new orientation: it decides which space the piece "
                          "can act on with the next power.",
        "teach.redraw": "{seat_name}, mark the cards to discard, then choose how many to draw (up to 6 in "
                        "hand).",
        "teach.end": "{seat_name}, your score is {score}; a challenger needs {target}. Challenge only if you "
                     "can hold {target} points through everyone's next turn: at the end of your next turn "
                     "you win with {target} or more, or you are eliminated.",
        "teach.after": "{seat_name}, your piece was affected by its own power: you may turn it to face a new "
                       "direction.",
        "teach.reveal": "{seat_name}, {card} reveals the top card of the draw pile and uses its power.",
        "teach.copy": "{seat_name}, the World takes the power of a major arcana: choose which.",
        "teach.world_hand": "{seat_name}, the World has its power only when activated on the board: played from "
                            "your hand it does nothing. Finish to end this turn's action, or take it back.",
        "teach.use": "{seat_name}, the Magician acts as any suit: create (Cups), move (Wands), grow "
                     "(Pentacles) or attack (Swords).",
        "teach.take": "{seat_name}, Judgement takes cards from the discard pile into your hand, as many as "
                      "the minion's size.",
        "teach.minion": "{seat_name}, {card}: choose the minion that uses the power. A pointing minion acts "
                        "on the space it points at; an upright one on its own space.",
        "teach.target": "{seat_name}, {card}: choose what the minion acts on, a space or a piece in it, or "
                        "the minion itself.",
        "teach.how.cup": "{seat_name}, {card} creates: a small piece on the target, or a territory from your "
                         "hand on an empty wasteland.",
        "teach.how.rod": "{seat_name}, {card} moves: the minion or the target piece goes 1 space per size of "
                         "the minion, the way the minion points.",
        "teach.how.disc": "{seat_name}, {card} grows the target: a piece one size larger, or a territory "
                          "replaced by a card worth one more.",
        "teach.how.sword": "{seat_name}, {card} attacks: the target shrinks by up to the minion's size; a "
                           "piece shrunk to nothing is destroyed.",
        "teach.how.orient": "{seat_name}, {card}: choose the new orientation of the piece.",
        "teach.how.devil": "{seat_name}, {card} turns the target piece, even an enemy's, to face a new way.",
        "teach.how.hermit": "{seat_name}, {card} sends the target anywhere empty on the board: choose where.",
        "teach.how.replace": "{seat_name}, {card} swaps the enemy piece for one of yours of the same size.",
        "teach.how.trade": "{seat_name}, {card} trades your hand with the owner of the target piece.",
    },
    "es": {
        "teach.bid": "{seat_name}, apuesta una carta boca abajo para decidir quién empieza: la apuesta más "
                     "alta juega primero. Después cada cual recupera una carta de las apuestas, así que una "
                     "apuesta fuerte puede costarte una buena carta.",
        "teach.pick": "{seat_name}, coge una de las cartas apostadas para tu mano; quien ganó la apuesta elige "
                      "el último.",
        "teach.first_piece": "{seat_name}, no tienes piezas en el tablero, así que solo puedes colocar una pieza "
                             "pequeña en un territorio o erial vacío. Los territorios con cartas altas puntúan "
                             "más.",
        "teach.pass": "{seat_name}, no queda ningún espacio vacío para una pieza: solo puedes pasar.",
        "teach.start": "{seat_name}, elige la única acción de este turno. El poder de una carta lo usan tus "
                       "vasallos: al activar un territorio, las piezas que están en él; al jugar una carta de "
                       "la mano, todas tus piezas. Puntúas los territorios que solo ocupan tus piezas.",
        "teach.place": "{seat_name}, elige hacia dónde apunta tu nueva pieza. Una pieza que apunta actúa sobre "
                       "el espacio siguiente en esa dirección; una pieza de pie, sobre su propio espacio.",
        "teach.reorient": "{seat_name}, da a la pieza su nueva orientación: decide sobre qué espacio podrá "
                          "actuar con el próximo poder.",
        "teach.redraw": "{seat_name}, marca las cartas que descartas y luego elige cuántas robas (hasta tener "
                        "6 en la mano).",
        "teach.end": "{seat_name}, tienes {score} puntos; quien desafía necesita {target}. Desafía solo si "
                     "puedes mantener {target} puntos durante el próximo turno de todos: al final de tu próximo "
                     "turno ganas con {target} o más, o quedas eliminado.",
        "teach.after": "{seat_name}, tu pieza se vio afectada por su propio poder: puedes girarla hacia otra "
                       "dirección.",
        "teach.reveal": "{seat_name}, {card} muestra la carta superior de la pila de robo y usa su poder.",
        "teach.copy": "{seat_name}, el Mundo toma el poder de un arcano mayor: elige cuál.",
        "teach.world_hand": "{seat_name}, el Mundo solo tiene poder cuando se activa en el tablero: jugado desde "
                            "la mano no hace nada. Termina para acabar la acción de este turno, o deshazla.",
        "teach.use": "{seat_name}, el Mago actúa como cualquier palo: crear (copas), mover (bastones), crecer "
                     "(discos) o atacar (espadas).",
        "teach.take": "{seat_name}, el Juicio coge cartas de la pila de descarte para tu mano, tantas como el "
                      "tamaño del vasallo.",
        "teach.minion": "{seat_name}, {card}: elige el vasallo que usa el poder. Un vasallo que apunta actúa "
                        "sobre el espacio al que apunta; uno de pie, sobre su propio espacio.",
        "teach.target": "{seat_name}, {card}: elige sobre qué actúa el vasallo: un espacio, una pieza que esté "
                        "en él o el propio vasallo.",
        "teach.how.cup": "{seat_name}, {card} crea: una pieza pequeña en el objetivo, o un territorio de tu mano "
                         "en un erial vacío.",
        "teach.how.rod": "{seat_name}, {card} mueve: el vasallo o la pieza objetivo avanza 1 espacio por cada "
                         "tamaño del vasallo, hacia donde apunta el vasallo.",
        "teach.how.disc": "{seat_name}, {card} hace crecer el objetivo: una pieza un tamaño mayor, o un "
                          "territorio cambiado por una carta que vale uno más.",
        "teach.how.sword": "{seat_name}, {card} ataca: el objetivo encoge hasta el tamaño del vasallo; una pieza "
                           "que encoge del todo queda destruida.",
        "teach.how.orient": "{seat_name}, {card}: elige la nueva orientación de la pieza.",
        "teach.how.devil": "{seat_name}, {card} gira la pieza objetivo, aunque sea de un rival, hacia otra "
                           "dirección.",
        "teach.how.hermit": "{seat_name}, {card} envía el objetivo a cualquier lugar vacío del tablero: elige "
                            "adónde.",
        "teach.how.replace": "{seat_name}, {card} cambia la pieza rival por una tuya del mismo tamaño.",
        "teach.how.trade": "{seat_name}, {card} intercambia tu mano con la del dueño de la pieza objetivo.",
    },
}


def decision_kind(state: Any) -> str | None:
    """The current decision, e.g. "start", "minion", "how.rod" (None when the game is over)."""
    seat = state.to_move()
    if seat is None:
        return None
    if state.phase in ("bid", "pick"):
        return state.phase
    mode = state.mode
    if mode == "start":
        if any(piece[0] == seat for cell in state.board.values() for piece in cell.pieces):
            return "start"
        return "first_piece" if any(not state.pieces(p) for p in open_spaces(state.board)) else "pass"
    if mode != "power":
        return mode
    if state.chain["after"] is not None or not state.chain["frames"]:
        return "after"
    kind = current_ctx(state).kind
    if kind == "world" and not frame(state)["board"]:
        return "world_hand"
    if kind in NO_MINION or kind == "judgement" and "minion" in state.sel:
        return _STEP_DECISIONS[kind]
    if "minion" not in state.sel:
        return "minion"
    if kind in NO_TARGET or "target" in state.sel:
        return "how." + kind
    return "target"


def rules_anchor(state: Any, lang: str) -> str | None:
    """The heading of the rules that explains the current decision."""
    kind = decision_kind(state)
    return ANCHORS.get(lang, ANCHORS["en"]).get(kind) if kind else None


def words(state: Any, lang: str) -> dict[str, Any]:
    """The names the teaching texts use: the card whose power is in use, the score and the target."""
    out: dict[str, Any] = {"target": state.options.get("target", 9), "card": "?", "score": 0}
    seat = state.to_move()
    if seat is not None:
        out["score"] = scores(state)[seat]
    if state.chain and state.chain["frames"]:
        card = state.chain["frames"][-1]["card"]
        if card in deck().cards:
            out["card"] = deck()[card].name.get(lang) or deck()[card].name["en"]
    return out


def _first_turn_seat(log: Sequence[tuple[int, Event]], movers: Sequence[int]) -> int | None:
    """The seat of the first action (after the set-up's lines); None for the bid, which everyone plays."""
    for index, event in log:
        if index >= 0:
            return movers[index] if index < len(movers) and event.key != "bid" else None
    return None


def turn_marks(log: Sequence[tuple[int, Event]], movers: Sequence[int]) -> list[TurnMark]:
    """A turn starts with the first move and at each "turn" event (which the header replaces)."""
    marks: list[TurnMark] = []
    for position, (_index, event) in enumerate(log):
        if not marks and event.key != "turn":  # the first turn (or the bid, which everyone plays)
            marks.append(TurnMark(position, 1, _first_turn_seat(log, movers)))
        if event.key == "turn":
            marks.append(TurnMark(position, len(marks) + 1, event.params.get("seat"), replaces=True))
    return marks


def turn_marks_grown(log: Sequence[tuple[int, Event]], movers: Sequence[int], marks: Sequence[TurnMark],
                     start: int) -> list[TurnMark]:
    """`turn_marks` reading only the entries from `start` once the first move (the first mark's seat) was read."""
    if not (marks and 0 < start <= len(log) and log[start - 1][0] >= 0):
        return turn_marks(log, movers)
    out = list(marks)
    for position in range(start, len(log)):
        event = log[position][1]
        if event.key == "turn":
            out.append(TurnMark(position, len(out) + 1, event.params.get("seat"), replaces=True))
    return out
