"""The card-face renderer, for every game: `CardRenderer.for_game(game).render(card_id, size)`.

See tabletop.ui.cards.cardface for the whole API and tabletop.data.layout for layout.yaml.
"""
from tabletop.ui.cards.cardface import CardRenderer

__all__ = ["CardRenderer"]
