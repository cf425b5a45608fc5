"""What each decision and each action of Invoke is, in English and Spanish (merged into the game's messages)."""
from __future__ import annotations

TEACH_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "teach.draw": "{seat_name} draws until holding 7 cards, choosing the pile of each card; at most 3 from "
                      "one pile in a turn. A chaos card is played the moment it is drawn.",
        "teach.chaos": "{seat_name} drew Borrowed Spark: choose the mage whose hand it takes a card from, at random.",
        "teach.build": "{seat_name} lays cards down one at a time to build an invocation; only cards that can still "
                       "make a legal one glow, and the table says what it will do. Invoke it, take it back, or end "
                       "your invocations.",
        "teach.answer": "Another mage's invocation is on the table. {seat_name} may answer with anything that has "
                        "haste (Target Current Invocation, a wand, a Haste card), or pass. The fastest resolves first.",
        "teach.aim": "{seat_name} chooses what the invocation aims at: whose gem, hand, item, creature or "
                     "invocation, or the mage an Invoke strikes.",
        "teach.give": "{seat_name} must give up cards of their choice, one at a time; they all move together once "
                      "everyone has chosen.",
        "teach.discard": "The end of the turn: {seat_name} discards the cards they must (two when they could not "
                         "invoke), then may discard more, and ends the turn.",
        "explain.draw": "Take the top card of this pile into your hand.",
        "explain.chaos": "Borrowed Spark takes a card at random from this mage's hand.",
        "explain.add": "Lay this card on the invocation.",
        "explain.clear": "Take the invocation's cards back into your hand.",
        "explain.cast": "Invoke it: the other mages may then answer with haste.",
        "explain.wand": "Activate your wand: its cards are invoked at once, with haste; the wand is destroyed.",
        "explain.aim": "The invocation aims at this.",
        "explain.mage": "The Invoke goes to this mage.",
        "explain.pass": "Let the invocation resolve without an answer from you.",
        "explain.done": "Stop invoking this turn: damage takes effect and you may discard.",
        "explain.discard": "Put this card on its discard pile.",
        "explain.finish": "End your turn; the next mage plays.",
        "explain.take": "Take this kept card back from your Tome or creature into your hand.",
        "explain.repair": "Add this card to your wall (at most 3 points).",
        "explain.give": "Give up this card.",
    },
    "es": {
        "teach.draw": "{seat_name} roba hasta tener 7 cartas, eligiendo el montón de cada una; como mucho 3 de un "
                      "mismo montón por turno. Una carta de caos se juega en cuanto se roba.",
        "teach.chaos": "{seat_name} ha robado Chispa Prestada: elige el mago de cuya mano se toma una carta al azar.",
        "teach.build": "{seat_name} pone cartas de una en una para construir una invocación; solo brillan las que "
                       "aún pueden formar una legal, y la mesa dice qué hará. Invócala, recógela o termina tus "
                       "invocaciones.",
        "teach.answer": "Hay en la mesa una invocación de otro mago. {seat_name} puede responder con cualquier cosa "
                        "que tenga prisa (Objetivo: Invocación Actual, una varita, una carta de Prisa) o pasar. La "
                        "más rápida se resuelve primero.",
        "teach.aim": "{seat_name} elige a qué apunta la invocación: de quién es la gema, la mano, el objeto, la "
                     "criatura o la invocación, o a qué mago golpea un Invocar.",
        "teach.give": "{seat_name} debe entregar cartas a su elección, de una en una; se mueven todas juntas cuando "
                      "todos han elegido.",
        "teach.discard": "Fin del turno: {seat_name} descarta las cartas que debe (dos si no pudo invocar), luego "
                         "puede descartar más y termina el turno.",
        "explain.draw": "Toma a tu mano la carta de arriba de este montón.",
        "explain.chaos": "Chispa Prestada toma al azar una carta de la mano de este mago.",
        "explain.add": "Pon esta carta en la invocación.",
        "explain.clear": "Recoge en tu mano las cartas de la invocación.",
        "explain.cast": "Invócala: los demás magos podrán responder con prisa.",
        "explain.wand": "Activa tu varita: sus cartas se invocan al momento, con prisa; la varita se destruye.",
        "explain.aim": "La invocación apunta a esto.",
        "explain.mage": "El Invocar va a este mago.",
        "explain.pass": "Deja que la invocación se resuelva sin responder.",
        "explain.done": "Deja de invocar este turno: el daño se aplica y puedes descartar.",
        "explain.discard": "Pon esta carta en su pila de descarte.",
        "explain.finish": "Termina tu turno; juega el siguiente mago.",
        "explain.take": "Devuelve a tu mano esta carta guardada en tu Tomo o en tu criatura.",
        "explain.repair": "Añade esta carta a tu muro (3 puntos como mucho).",
        "explain.give": "Entrega esta carta.",
    },
}
