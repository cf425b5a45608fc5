"""A least-recently-used store of drawn surfaces (sprites, table tiles)."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable


def remembered(cache: OrderedDict, key: Any, make: Callable[[], Any], limit: int) -> Any:
    """`cache[key]`, made by `make()` the first time; past `limit` entries the least recently used go."""
    value = cache.get(key)
    if value is None:
        value = cache[key] = make()
        if len(cache) > limit:
            cache.popitem(last=False)
    else:
        cache.move_to_end(key)
    return value
