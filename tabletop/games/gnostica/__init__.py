"""Gnostica: tarot territories and Icehouse pyramids (rules, data, bots)."""

#: where this game's parts are when not at the registry's usual places (engine/registry.PART_PLACES)
PARTS = {"marks": "view.arcana"}
