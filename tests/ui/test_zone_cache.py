"""Zones kept as pixels (tabletop/ui/zone_cache.py): the table's layer is the same, pixel for pixel, as one painted
afresh, while moves land; and unchanged zones are not painted again."""
from __future__ import annotations

import random

import pytest
from table_scene import layer_bytes, still_table




def _caches(view) -> list:
    """What keeps the view's zones as pixels: its zone caches (its own, or a part's) or a part keeping its own
    pictures (Gnostica's player column), each counting what it `painted` and able to `forget`."""
    from tabletop.ui.zone_cache import ZoneCache

    owners = [view] + [part for part in vars(view).values() if hasattr(part, "zones")]
    caches = [owner.zones for owner in owners if isinstance(getattr(owner, "zones", None), ZoneCache)]
    return caches + [part for part in vars(view).values() if hasattr(part, "painted") and
                     callable(getattr(part, "forget", None)) and not any(part is cache for cache in caches)]


def _forget(view) -> None:
    """Paint every zone afresh at the next draw (and the layers that hold them)."""
    for cache in _caches(view):
        cache.forget()
    for part in vars(view).values():
        if hasattr(part, "zones") and hasattr(part, "forget"):
            part.forget()


@pytest.mark.parametrize("game_id, seats, options, painted_share", [
    ("invoke", 10, {}, 0.5), ("gnostica", 6, {}, 0.5), ("invocacion", 8, {"armageddon": True}, 0.5),
    ("runes", 4, {}, 0.8)])  # a Rune Duel phase change words every card's caption anew: all mats are painted (and a
    # mat the table's piece of layer cuts is painted, not kept)
def test_kept_zones_give_the_same_pixels_as_painting_afresh(make_app, game_id, seats, options, painted_share):
    """After each landing move the layer (zones taken from the cache) equals the layer with every zone painted."""
    table = still_table(make_app(size=(1600, 900)), game_id, seats, options, 2)
    caches = _caches(table.view)
    assert caches
    rnd = random.Random(4)
    painted = checked = 0
    for _ in range(25):
        if table.port.session.is_over():
            break
        legal = table.port.session.legal_actions()
        table.play(legal[rnd.randrange(len(legal))], by_bot=table.port.session.to_move() != 0)
        table.update(0.02)
        before = sum(cache.painted for cache in caches)
        kept = layer_bytes(table)
        painted += sum(cache.painted for cache in caches) - before
        _forget(table.view)
        table._layer_key = None
        table.layer_parts.forget()  # the whole layer, not the pieces a move changed
        assert layer_bytes(table) == kept
        checked += 1
    assert checked == 25
    assert painted < checked * seats * painted_share  # most panels came from the cache
