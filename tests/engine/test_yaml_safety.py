"""Card data YAML refuses aliases, anchors, huge files and non-files in one file:line message."""
import os
import time
from pathlib import Path

import pytest

from tabletop.data import DataError, load_yaml, parse_yaml
from tabletop.data.yamlfile import MAX_DATA_BYTES

FIXTURES = Path(__file__).parents[1] / "data" / "yaml"


def test_billion_laughs_is_refused_at_the_first_anchor_in_a_blink():
    start = time.perf_counter()
    with pytest.raises(DataError) as info:
        load_yaml(FIXTURES / "billion_laughs.yaml")
    assert time.perf_counter() - start < 1.0
    assert info.value.describe().startswith(f"{FIXTURES / 'billion_laughs.yaml'}:2: ")
    assert "anchors and aliases" in info.value.message


def test_a_self_referencing_alias_is_refused_without_recursion_error():
    with pytest.raises(DataError) as info:
        load_yaml(FIXTURES / "self_alias.yaml")
    assert info.value.line == 2 and "anchors and aliases" in info.value.message


def test_an_alias_names_its_own_line():
    with pytest.raises(DataError) as info:
        parse_yaml("a: 1\nb: *nowhere\n", "f.yaml")
    assert info.value.line == 2


def test_an_anchor_shared_between_cards_is_refused_at_the_anchor():
    with pytest.raises(DataError) as info:
        load_yaml(FIXTURES / "alias_in_cards.yaml")
    assert info.value.line == 3 and "&shared" in info.value.message


def test_a_file_over_the_size_cap_is_refused_before_reading(tmp_path):
    big = tmp_path / "big.yaml"
    with big.open("wb") as out:
        out.truncate(MAX_DATA_BYTES + 1)  # sparse: no real data written
    with pytest.raises(DataError) as info:
        load_yaml(big)
    assert str(big) in info.value.describe() and "too large" in info.value.message


def test_text_over_the_size_cap_is_refused():
    with pytest.raises(DataError, match="too large"):
        parse_yaml("#" * (MAX_DATA_BYTES + 1), "big.yaml")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "cards.yaml"
    os.mkfifo(fifo)
    with pytest.raises(DataError, match="not a regular file"):
        load_yaml(fifo)


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(DataError, match="not a regular file"):
        load_yaml(tmp_path)
