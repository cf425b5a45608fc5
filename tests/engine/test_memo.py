"""Memo: each value is made once, on the first lookup of its key."""
from tabletop.engine.memo import Memo


def test_memo_makes_each_value_once_and_returns_the_same_object():
    made = []
    memo = Memo(lambda key: made.append(key) or (key, "value"))
    first = memo["a"]
    assert memo["a"] is first and memo["b"] == ("b", "value")
    assert made == ["a", "b"]
