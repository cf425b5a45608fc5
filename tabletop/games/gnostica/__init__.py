"""Gnostica: tarot territories and Icehouse pyramids (rules, data, bots)."""
