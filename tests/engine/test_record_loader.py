"""The record loader refuses every damaged, hostile or foreign file in one line, quickly."""
import json
import os
import threading
import time

import pytest

from tabletop.engine.errors import RecordError
from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session


def runes_record(**changes) -> dict:
    """A valid two-seat Duelo de Runas record (one action played) with `changes` applied."""
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("bot", "Bo", "normal")], seed=1)
    session.play(str(session.legal_actions()[0]))
    data = session.record.to_json()
    for key, value in changes.items():
        if key in data["options"]:
            data["options"][key] = value
        else:
            data[key] = value
    return data


def write(tmp_path, content, name="record.json"):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


def refused_in_one_line(path) -> str:
    with pytest.raises(RecordError) as caught:
        Session.load(path)
    message = str(caught.value)
    assert "\n" not in message and str(path) in message
    return message


HOSTILE = {
    "utf16": lambda: json.dumps(runes_record()).encode("utf-16"),
    "binary": lambda: bytes(range(256)) * 8,
    "infinite_seed": lambda: json.dumps(runes_record()).replace('"seed": 1', '"seed": 1e400'),
    "seed_of_5000_digits": lambda: json.dumps(runes_record()).replace('"seed": 1', '"seed": 1' + "0" * 5000),
    "seed_out_of_range": lambda: json.dumps(runes_record(seed=2**70)),
    "seed_as_float": lambda: json.dumps(runes_record(seed=1.5)),
    "seed_as_bool": lambda: json.dumps(runes_record(seed=True)),
    "number_where_text_expected": lambda: json.dumps(runes_record(handicap=5)),
    "deeply_nested": lambda: "[" * 100_000 + "]" * 100_000,
    "nested_in_options": lambda: json.dumps(runes_record(options={"life": {"a": [1]}})),
    "empty": lambda: b"",
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_record_is_refused_in_one_line_as_not_a_tabletop_record(tmp_path, case):
    path = write(tmp_path, HOSTILE[case]())
    assert "not a tabletop record: " in refused_in_one_line(path)


def test_huge_record_is_refused_by_its_size_before_reading(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(200 * 1024 * 1024)  # sparse: nothing is written
    started = time.perf_counter()
    message = refused_in_one_line(path)
    assert time.perf_counter() - started < 1.0
    assert "MB" in message


def test_folder_is_refused_as_not_a_regular_file(tmp_path):
    assert "not a regular file" in refused_in_one_line(tmp_path)


def test_missing_file_is_refused_in_one_line(tmp_path):
    refused_in_one_line(tmp_path / "absent.json")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    outcome = []

    def load():
        try:
            Session.load(fifo)
        except RecordError as exc:
            outcome.append(str(exc))

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(timeout=5)
    if worker.is_alive():  # unblock the stuck reader before failing
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    assert not worker.is_alive(), "loading a FIFO blocked"
    assert outcome and "not a regular file" in outcome[0]


def test_record_with_a_utf8_byte_order_mark_still_loads(tmp_path):
    path = write(tmp_path, b"\xef\xbb\xbf" + json.dumps(runes_record()).encode("utf-8"))
    assert len(Session.load(path).actions) == 1


# --- item 7: option values, bot levels and rules versions are checked ---------------------
@pytest.mark.parametrize("option, value", [("advanced", "no"), ("advanced", 0), ("solitaire", 1),
                                           ("life", "6"), ("life", True), ("life", 6.0),
                                           ("simultaneous_death", 3)])
def test_option_of_the_wrong_type_is_refused(tmp_path, option, value):
    message = refused_in_one_line(write(tmp_path, json.dumps(runes_record(**{option: value}))))
    assert f"not a tabletop record: option {option} expects" in message


def test_unknown_bot_level_is_refused(tmp_path):
    data = runes_record()
    data["seats"][1]["level"] = "genius"
    assert "not a tabletop record: seat 'Bo' is a bot of unknown level 'genius'" in \
        refused_in_one_line(write(tmp_path, json.dumps(data)))


def test_record_from_another_rules_version_is_refused_with_both_versions(tmp_path):
    message = refused_in_one_line(write(tmp_path, json.dumps(runes_record(rules_version="99"))))
    assert "rules version 99" in message and f"plays version {get_game('runes').info.rules_version} " in message


def test_a_valid_record_still_loads(tmp_path):
    assert len(Session.load(write(tmp_path, json.dumps(runes_record()))).actions) == 1
