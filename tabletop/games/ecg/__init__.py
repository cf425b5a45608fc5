"""ECG (Relatos de Creación): hero against hero, court and battle, three roads to victory."""

#: where this game's parts are when not at the registry's usual places (engine/registry.PART_PLACES)
PARTS = {"marks": "view.kingdoms", "other_files": "rules.deck_rules"}
