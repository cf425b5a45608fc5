"""Invocacion: the rules (pure: state, actions, effects, words, cards and decks). No pygame, no UI."""
