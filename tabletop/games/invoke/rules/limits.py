"""Invoke's fixed numbers that both the rules and the card language use."""

#: "Mages may never have more than 7 cards in their hand"
HAND_SIZE = 7
