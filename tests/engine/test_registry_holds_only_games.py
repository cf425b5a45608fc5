"""Fixture games registered by a test module (the balance tests' high-card game) must not outlive it:
every test that walks the registered games would meet them. Runs after tests/balance in a full run."""
from tabletop.engine import registry


def test_only_the_products_games_are_registered_outside_the_tests_that_add_fixtures():
    assert all(module.startswith("tabletop.games.") for module in registry.GAME_MODULES.values()), \
        registry.GAME_MODULES
