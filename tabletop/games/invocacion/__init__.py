"""Invocación: Fronteras: summoners prepare in secret, then fight a combat of actions and reactions."""

#: where this game's parts are when not at the registry's usual places (engine/registry.PART_PLACES)
PARTS = {"other_files": "rules.constructed"}
