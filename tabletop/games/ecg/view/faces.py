"""ECG's card faces: the fields `card_data/ecg/layout.yaml` binds to, from the card model. No pygame.

`card_fields()` is the renderer's hook (tabletop.ui.cards.fields looks for `<game>.faces`
first): card id -> fields, read afresh on every call so the studio's live reload sees edits.
Fields: `kingdom` (palette: the frame's colour, `neutral` for mercenaries and neutral cards),
`emblem` (the kingdom's emblem, large in the generated art), `name`, `kind_line` ("Troop · Owl"),
`cost` (troops and generals, paid in the kingdom's resource), `strength`, `stats` (line and
Preparación, or the hero's Moral, Renombre and Mano, as text with inline icons), `titles`,
`text` (abilities; Oración: its four stages), `flavour`, `copies`, `school` (spells),
`cost_<kingdom>` for actions, reactions, spells, blessings and legacies ("-" where that kingdom
cannot play it) and `costs_row` (present when the card has that row).
"""
from __future__ import annotations

from typing import Any

from tabletop.games.ecg.view.view_words import both

KINGDOMS = ("sol", "lechuza", "ciervo", "lobo", "leon", "devoto")
COST_ROW_KINDS = ("action", "reaction", "spell", "blessing", "legacy")
DASH = "–"


def card_fields() -> dict[str, dict]:
    """card id -> the fields of its face, from the card set read afresh."""
    from tabletop.games.ecg.rules.cards import load_deck

    return {card_id: face_fields(card) for card_id, card in load_deck().cards.items()}


def realm(card: Any) -> str:
    """The card's kingdom, or `neutral` for cards of none (mercenaries, Oración)."""
    kingdom = getattr(card, "kingdom", None)
    return kingdom if kingdom in KINGDOMS else "neutral"


def filter_fields(card_id: str) -> dict:
    """What the deck editor's filter reads on a card's face (ui/deck_edit.py asks the registry's `faces` part)."""
    from tabletop.games.ecg.rules.cards import card_set

    return face_fields(card_set()[card_id])


def face_fields(card: Any) -> dict:
    """The printed elements of one card as the layout binds them."""
    kind = card.kind
    kingdom = realm(card)
    fields: dict = {"id": card.id, "name": dict(card.name), "kind": kind, "kingdom": kingdom,
                    "emblem": "prayer" if is_prayer(card) else f"realm_{kingdom}"}
    kind_key = "kind.prayer" if is_prayer(card) else f"kind.{kind}"
    fields["kind_line"] = {lang: f"{both(kind_key)[lang]} · {both('realm.' + kingdom)[lang]}" for lang in ("en", "es")}
    if kind in ("troop", "general") and getattr(card, "cost", None) is not None:
        fields["cost"] = str(card.cost)
    if kind == "troop":
        fields["strength"] = str(card.strength)
        fields["stats"] = troop_stats(card)
    elif kind == "hero":
        fields["stats"] = {lang: f"{{morale}} {card.morale}    {{renown}} {card.renown}    {{hand_size}} {card.hand}"
                           for lang in ("en", "es")}
    if kind in COST_ROW_KINDS and getattr(card, "costs", None) is not None:
        fields["costs_row"] = True
        for kingdom_id in KINGDOMS:
            cost = card.costs.get(kingdom_id)
            fields[f"cost_{kingdom_id}"] = DASH if cost is None else str(cost)
    titles = title_words(card)
    if titles:
        fields["titles"] = titles
    text = ability_text(card)
    if text:
        fields["text"] = text
    elif kind == "troop":  # its short form says it has no ability, then its titles (issue 28 §1)
        fields["short"] = {lang: " · ".join([both("no_ability")[lang]] + ([titles[lang]] if titles else []))
                           for lang in ("en", "es")}
    flavour = getattr(card, "flavour", None)
    if flavour and any(flavour.values()):
        fields["flavour"] = dict(flavour)
    copies = getattr(card, "copies", None)
    if copies and kind not in ("hero", "resource"):
        fields["copies"] = f"{{copies}} {copies}"
    school = getattr(card, "school", None)
    if school:
        fields["school"] = school
    return fields


def is_prayer(card: Any) -> bool:
    """True for Oración (the blessing whose four stages lead to a blessing victory)."""
    return bool(getattr(card, "prayer", ()))


def troop_stats(card: Any) -> dict:
    """The troop's line of formation and Preparación, as text with inline icons."""
    line = getattr(card, "line", None) or "infantry"
    return {lang: f"{{line_{line}}} {both('line.' + line)[lang]}    {{prepare}} {card.preparation}"
            for lang in ("en", "es")}


def title_words(card: Any) -> dict | None:
    """The card's titles ("Salvaje · Locura 2") in both languages, or None."""
    titles = sorted(getattr(card, "titles", ()) or ())
    if not titles:
        return None
    madness = getattr(card, "madness", 0) or 0
    words = {}
    for lang in ("en", "es"):
        words[lang] = " · ".join(both("title.locura_n", n=madness)[lang] if title == "locura" and madness
                                 else both(f"title.{title}")[lang] for title in titles)
    return words


def ability_text(card: Any) -> dict | None:
    """The printed rules text: the card's own, else Oración's four stages, else what a resource produces."""
    text = getattr(card, "text", None)
    if text and any(text.values()):
        return dict(text)
    if is_prayer(card):
        return {lang: "\n".join(both("stage", n=k + 1, text=str(stage))[lang] for k, stage in enumerate(card.prayer))
                for lang in ("en", "es")}
    if card.kind == "resource" and card.kingdom in KINGDOMS:
        resource = both("resource." + card.kingdom)
        return {lang: both("produces", resource=resource[lang])[lang] + f" {{realm_{card.kingdom}}}"
                for lang in ("en", "es")}
    return None
