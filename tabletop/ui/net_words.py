"""The words of network play (Host a game, Join a game, a remote table), in English and Spanish."""
from __future__ import annotations

from tabletop.net.refusals import ENGLISH
from tabletop.ui.i18n import register_words

STRINGS = {
    "en": {
        "host": "Host a game",
        "join": "Join a game",
        "remote": "Remote",
        "kind_tip": "Click to switch: a player here, a bot, or a player on another computer (Remote)",
        "start": "Host",
        "advertise": "Let this network find the game",
        "find": "Find games on this network",
        "cannot_host": "Cannot host the game",
        "no_remote": "Make at least one seat Remote (a player on another computer), or start a New game.",
        "port_busy": "The game could not be hosted on port {port}: {reason}",
        "lobby_title": "Hosting: {game}",
        "lobby_lead": "Give each remote player the address and their seat code. "
                      "Players on this network join at {address}; over the internet, open port {port} "
                      "(TCP) on your router and give them your public address.",
        "seat": "Seat {n}: {name}",
        "code": "Seat code",
        "address": "Address",
        "joined": "Joined",
        "not_joined": "Not joined yet",
        "bot_seat": "Bot",
        "here": "At this screen",
        "spectators": "Spectators' code: {code}",
        "to_table": "Go to the table",
        "seat_bot": "Seat a bot",
        "seat_bot_done": "A bot now plays {name}'s seat.",
        "end": "End the table",
        "ended": "The host ended the table.",
        "join_title": "Join a game",
        "join_address": "Host's address",
        "join_address_hint": "e.g. 192.168.1.20:8765",
        "join_code": "Seat code",
        "join_code_hint": "e.g. K7P-2QX",
        "join_button": "Join",
        "joining": "Joining…",
        "refused": "Could not join: {reason}",
        "found": "Games on this network",
        "none_found": "No game found on this network yet.",
        "found_game": "{game} at {host} · {seats} seats",
        "reconnecting": "Connection to the host lost: reconnecting…",
        "away": "Waiting for {names}: not at the table.",
        "undo_sent": "Asked the other players to let you take back your move.",
        "undo_refused": "{name} did not let you take back your move.",
        "undo_asked_title": "Take back a move?",
        "undo_asked": "{name} asks to take back their last move.",
        "accept": "Accept",
        "refuse": "Refuse",
        "error": "The host refused: {message}",
        "host_saves": "The host keeps this game's record: ask the host to save it.",
    },
    "es": {
        "host": "Organizar una partida",
        "join": "Unirse a una partida",
        "remote": "Remoto",
        "kind_tip": "Pulsa para cambiar: un jugador aquí, un bot o un jugador en otro ordenador (Remoto)",
        "start": "Organizar",
        "advertise": "Que esta red encuentre la partida",
        "find": "Buscar partidas en esta red",
        "cannot_host": "No se puede organizar la partida",
        "no_remote": "Haz Remoto al menos un asiento (un jugador en otro ordenador), o empieza una Nueva partida.",
        "port_busy": "No se pudo organizar la partida en el puerto {port}: {reason}",
        "lobby_title": "Organizando: {game}",
        "lobby_lead": "Da a cada jugador remoto la dirección y su código de asiento. "
                      "En esta red se unen en {address}; por internet, abre el puerto {port} (TCP) "
                      "en tu router y dales tu dirección pública.",
        "seat": "Asiento {n}: {name}",
        "code": "Código de asiento",
        "address": "Dirección",
        "joined": "Conectado",
        "not_joined": "Aún no se ha unido",
        "bot_seat": "Bot",
        "here": "En esta pantalla",
        "spectators": "Código de espectadores: {code}",
        "to_table": "Ir a la mesa",
        "seat_bot": "Sentar un bot",
        "seat_bot_done": "Ahora un bot juega el asiento de {name}.",
        "end": "Cerrar la mesa",
        "ended": "El anfitrión cerró la mesa.",
        "join_title": "Unirse a una partida",
        "join_address": "Dirección del anfitrión",
        "join_address_hint": "p. ej. 192.168.1.20:8765",
        "join_code": "Código de asiento",
        "join_code_hint": "p. ej. K7P-2QX",
        "join_button": "Unirse",
        "joining": "Uniéndose…",
        "refused": "No se pudo unir: {reason}",
        "found": "Partidas en esta red",
        "none_found": "Aún no se ha encontrado ninguna partida en esta red.",
        "found_game": "{game} en {host} · {seats} asientos",
        "reconnecting": "Se perdió la conexión con el anfitrión: reconectando…",
        "away": "Esperando a {names}: no está en la mesa.",
        "undo_sent": "Se ha pedido a los demás jugadores que te dejen deshacer tu jugada.",
        "undo_refused": "{name} no te dejó deshacer tu jugada.",
        "undo_asked_title": "¿Deshacer una jugada?",
        "undo_asked": "{name} pide deshacer su última jugada.",
        "accept": "Aceptar",
        "refuse": "Rechazar",
        "error": "El anfitrión lo rechazó: {message}",
        "host_saves": "El anfitrión guarda el registro de esta partida: pídele que la guarde.",
    },
}

#: a string of network play in the given language: nw("host", lang())
nw = register_words("net", STRINGS)

#: why a host (or the link to it) refused something, by the key it sent (tabletop/net/refusals.py)
REFUSALS = {
    "en": {
        **ENGLISH,  # the host's own English words, but where a player is better told otherwise:
        "not_json": "a message that is not valid JSON",
        "not_object": "a message that is not a JSON object",
        "unknown_type": "a message of an unknown type",
        "unknown_fields": "a message with fields it does not know",
        "bad_field": "a message with a field of the wrong kind",
        "illegal": "that is not a legal move now",
        "no_undo_request": "no request to take back a move waits for your answer",
        "not_address": "that is not a host's address",
    },
    "es": {
        "slow_down": "demasiados mensajes: más despacio",
        "binary": "los mensajes son texto JSON, no binarios",
        "too_large": "mensaje demasiado grande (como mucho {limit} bytes)",
        "not_json": "un mensaje que no es JSON válido",
        "not_object": "un mensaje que no es un objeto JSON",
        "unknown_type": "un mensaje de un tipo desconocido",
        "unknown_fields": "un mensaje con campos que no conoce",
        "bad_field": "un mensaje con un campo de tipo equivocado",
        "hello_first": "saluda primero con tu código de asiento",
        "version": "este anfitrión habla la versión {version} del protocolo; actualiza tabletop para unirte",
        "seated": "ya tienes un asiento",
        "wrong_code": "código de asiento equivocado",
        "taken": "ese asiento ya está ocupado (un código ocupa un solo asiento a la vez)",
        "spectator": "los espectadores miran; no juegan",
        "not_your_turn": "no es tu turno",
        "illegal": "esa jugada no es legal ahora",
        "no_undo": "no hay nada tuyo que deshacer (o se ha revelado una carta desde entonces)",
        "no_undo_request": "ninguna petición de deshacer espera tu respuesta",
        "closed": "el anfitrión cerró la mesa",
        "server_stopped": "el servidor se detuvo",
        "not_address": "eso no es la dirección de un anfitrión",
        "unreachable": "ningún anfitrión responde en esa dirección",
        "connection_failed": "falló la conexión con el anfitrión",
        "no_seat_in_time": "el anfitrión no nos dio asiento a tiempo",
        "other": "{reason}",
    },
}
_refusal = register_words("net.refusal", REFUSALS)


def refusal_words(key: str, params: dict, language: str, english: str = "") -> str:
    """A host's refusal worded in `language` (a key this version does not know: the host's English words)."""
    if key not in REFUSALS["en"]:
        return english or key
    plain = {name: value for name, value in params.items() if isinstance(value, (str, int, float))}
    return _refusal(key, language, **plain)
