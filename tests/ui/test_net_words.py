"""Issue 33: what a host refuses reaches each player in that player's own language (the host sends a key, the
screen words it), over real sockets on 127.0.0.1 (each host started and stopped here)."""
from __future__ import annotations

import re
import time

import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.net.refusals import ENGLISH
from tabletop.net.remote_port import JoinRefused
from tabletop.ui.i18n import set_language
from tabletop.ui.net_words import REFUSALS, refusal_words
from tabletop.ui.remote_table import words

from net_table import join


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"{(\w+)", text))


def test_every_refusal_a_host_or_link_can_send_has_words_in_english_and_spanish():
    assert set(REFUSALS["en"]) == set(REFUSALS["es"]) == set(ENGLISH)
    for key in ENGLISH:
        assert placeholders(REFUSALS["es"][key]) <= placeholders(ENGLISH[key]), key
        if key != "other":
            assert REFUSALS["es"][key] != REFUSALS["en"][key], f"{key} is not translated"


def test_a_key_this_version_does_not_know_shows_the_hosts_own_words():
    assert refusal_words("something_new", {}, "es", "the host's words") == "the host's words"


def two_seats(net_host):
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("human", "Bo")], seed=1, autosave_path=None)
    return net_host(session, [0, 1])


@pytest.mark.parametrize("language, expected", [
    ("es", "El anfitrión lo rechazó: no es tu turno"),
    ("en", "The host refused: it is not your turn"),
])
def test_a_move_out_of_turn_is_refused_in_the_players_language(net_host, language, expected):
    table_on_host, thread = two_seats(net_host)
    waiting = 1 - table_on_host.session.to_move()
    port = join(thread.address(), table_on_host.codes[waiting])
    try:
        set_language(language)
        assert port.link.send({"type": "act", "action": "pass"})
        notices = []
        for _ in range(500):
            notices += port.notices()
            if notices:
                break
            time.sleep(0.02)
        (notice,) = notices
        assert words(notice, ["Ana", "Bo"]) == expected
    finally:
        set_language("en")
        port.close()


def test_a_wrong_code_is_refused_in_spanish_at_a_spanish_screen(net_host):
    _table, thread = two_seats(net_host)
    with pytest.raises(JoinRefused) as refused:
        join(thread.address(), "AAA-AAA")
    assert refusal_words(refused.value.key, refused.value.params, "es", str(refused.value)) == \
        "código de asiento equivocado"
    assert str(refused.value) == "wrong seat code"  # tools and logs keep the host's English words
