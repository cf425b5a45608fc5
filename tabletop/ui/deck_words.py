"""The deck editor's words, in English and Spanish (`tabletop.ui.i18n.register_words`)."""
from __future__ import annotations

from tabletop.ui.i18n import lang, register_words

WORDS = {
    "en": {
        "title": "Decks", "game": "Game", "new": "New", "open": "Open…", "save": "Save", "save_as": "Save as…",
        "duplicate": "Duplicate", "delete": "Delete", "undo": "Undo", "test_draw": "Test draw", "back": "Back",
        "filter_hint": "Filter: name, type, text; cost<=2, power>3",
        "pool": "Card pool: {shown} of {total} (click or drag to add, right-click to remove)",
        "deck": "{name}: {count} cards", "unsaved": "unsaved", "ready_made": "ready-made: Save makes your copy",
        "empty_deck": "Click a card of the pool, or drag it here, to add it.",
        "legal": "Legal deck", "problems": "{count:rule broken|rules broken}:",
        "curve_cost": "Cards by cost", "curve_power": "Cards by power", "types": "Types",
        "open_title": "Open a deck", "yours": "yours", "ready": "ready-made", "no_decks": "No decks yet.",
        "save_as_title": "Save the deck as", "name_hint": "Deck name", "exists": "A deck named {name} exists already.",
        "saved": "Saved {path}", "cannot_save": "Could not save {path}: {reason}",
        "cannot_open": "This deck file cannot be opened", "bad_name": "Give the deck a name of letters and digits.",
        "discard_title": "Unsaved changes", "discard_message": "The changes to {name} are not saved. Discard them?",
        "discard": "Discard changes", "delete_title": "Delete this deck?",
        "delete_message": "{path} will be deleted. This cannot be undone.", "deleted": "Deleted {name}",
        "cannot_delete": "A ready-made deck cannot be deleted.",
        "draw_title": "Test draw: the opening hand", "draw_again": "Draw again", "close": "Close",
        "draw_empty": "The deck has no cards to draw.",
        "nothing_to_undo": "Nothing to undo", "seat_decks": "Seats' decks…", "seat_decks_title": "Each seat's deck",
        "edit_decks": "Edit decks…", "seat": "Seat {n}: {name}",
        "use_decks": "Use these decks",
        "illegal_deck": "{name} cannot be played: {reason}",
    },
    "es": {
        "title": "Mazos", "game": "Juego", "new": "Nuevo", "open": "Abrir…", "save": "Guardar",
        "save_as": "Guardar como…", "duplicate": "Duplicar", "delete": "Borrar", "undo": "Deshacer",
        "test_draw": "Robo de prueba", "back": "Volver",
        "filter_hint": "Filtro: nombre, tipo, texto; coste<=2, poder>3",
        "pool": "Cartas: {shown} de {total} (clic o arrastrar para añadir, clic derecho para quitar)",
        "deck": "{name}: {count} cartas", "unsaved": "sin guardar",
        "ready_made": "mazo de serie: Guardar crea tu copia",
        "empty_deck": "Haz clic en una carta, o arrástrala aquí, para añadirla.",
        "legal": "Mazo válido", "problems": "{count:regla incumplida|reglas incumplidas}:",
        "curve_cost": "Cartas por coste", "curve_power": "Cartas por poder", "types": "Tipos",
        "open_title": "Abrir un mazo", "yours": "tuyo", "ready": "de serie", "no_decks": "Aún no hay mazos.",
        "save_as_title": "Guardar el mazo como", "name_hint": "Nombre del mazo",
        "exists": "Ya existe un mazo llamado {name}.",
        "saved": "Guardado {path}", "cannot_save": "No se pudo guardar {path}: {reason}",
        "cannot_open": "Este mazo no se puede abrir", "bad_name": "Pon al mazo un nombre de letras y cifras.",
        "discard_title": "Cambios sin guardar", "discard_message": "Los cambios de {name} no están guardados. ¿Descartarlos?",
        "discard": "Descartar cambios", "delete_title": "¿Borrar este mazo?",
        "delete_message": "Se borrará {path}. No se puede deshacer.", "deleted": "Borrado {name}",
        "cannot_delete": "Un mazo de serie no se puede borrar.",
        "draw_title": "Robo de prueba: la mano inicial", "draw_again": "Robar otra vez", "close": "Cerrar",
        "draw_empty": "El mazo no tiene cartas que robar.",
        "nothing_to_undo": "Nada que deshacer", "seat_decks": "Mazos de los asientos…",
        "seat_decks_title": "El mazo de cada asiento", "edit_decks": "Editar mazos…", "seat": "Asiento {n}: {name}",
        "use_decks": "Usar estos mazos",
        "illegal_deck": "{name} no se puede jugar: {reason}",
    },
}

_words = register_words("decks", WORDS)


def w(key: str, **params) -> str:
    """A deck editor word in the current language."""
    return _words(key, lang(), **params)
