"""Minor defects seen in the newcomer review (issue 28 §5), one test each where it can be headless."""
from __future__ import annotations

import pytest

from tabletop.engine.registry import get_game


def ecg_table(make_app, size=(1280, 720)):
    """An ECG table part-way through (human vs bot)."""
    from tabletop.ui.shots import midgame_session
    from tests.ui.table_scene import show_table
    app = make_app(size=size)
    return show_table(app, midgame_session(get_game("ecg"), seed=11, fraction=0.4))[1]


@pytest.mark.parametrize("title", ["Reinforce: how many cards do you draw?",
                                   "Refuerzo: ¿cuántas cartas robas antes de preparar tus recursos?"])
def test_ecg_chooser_title_never_overlaps_its_key_hint(make_app, title):
    """'ECG's chooser title overlaps its key hint' (issue 28 §5): title and hint share the top line side by side."""
    table = ecg_table(make_app)
    actions = [a for a in table.port.session.legal_actions()][:3]
    table.actionbar.open_chooser(actions[0].ref, actions, (400, 300), title)
    chooser = table.actionbar.chooser
    (words, title_rect), (hint, hint_rect) = chooser.header()
    assert words and chooser.rect.contains(title_rect)
    if hint:
        assert not title_rect.colliderect(hint_rect) and chooser.rect.contains(hint_rect)
    width = table.app.fonts.get(17, True).size(title)[0]
    if width < chooser.rect.width // 2:
        assert words == title  # a short title is never cut for the hint


def test_invocacion_hand_keeps_its_places_while_placing(make_app):
    """'The hand re-flows after each placement so targets move under the pointer' (issue 28 §5): while cards
    leave the hand in Preparación, the others stay where they were."""
    from tabletop.ui.shots import midgame_session
    from tests.ui.table_scene import show_table
    app = make_app(size=(1280, 720))
    session = midgame_session(get_game("invocacion"), seed=11, fraction=0.0)
    view = show_table(app, session)[1].view
    before = {ref: rect for rect, ref in view.hits if ref.startswith("hand:")}
    assert len(before) >= 3
    placed = 0
    while placed < 2:
        pick = next(a for a in session.legal_actions() if a.ref and a.ref.startswith("hand:"))
        session.play(pick)
        session.play(next(a for a in session.legal_actions() if a.ref and a.ref.startswith("zone:conjuros")))
        placed += 1
        view.layout(view.rect, session.observation(0))
        now = {ref: rect for rect, ref in view.hits if ref.startswith("hand:")}
        assert len(now) == len(before) - placed
        assert all(now[ref] == before[ref] for ref in now)


def test_kept_places_fill_gaps_then_lay_out_afresh():
    """A card coming back to the hand takes a free place; a new round lays the hand out afresh."""
    from tabletop.ui.hand_places import kept_places
    key = (0, 1)
    places = kept_places((key, ["a", "b", "c"]), ["a", "c"], key)
    assert places == (key, ["a", None, "c"])
    assert kept_places(places, ["a", "c", "d"], key) == (key, ["a", "d", "c"])
    assert kept_places(places, ["a", "c", "d", "e"], key) == (key, ["a", "c", "d", "e"])
    assert kept_places(places, ["a", "c"], (0, 2)) == ((0, 2), ["a", "c"])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_constructed_portal_counts_each_seats_own_deck(make_app, lang):
    """'The Constructed Portal reads 0 and deck counts are missing' (issue 28 §5). The rules: 'Each seat is dealt
    from, and draws from, its own deck (its Portal)' (docs/rules/invocacion.md, Construido)."""
    from tabletop.engine.seats import Seat
    from tabletop.engine.session import Session
    from tabletop.games.invocacion.view.view_draw import Painter
    from tabletop.ui.i18n import set_language
    from tests.ui.table_scene import show_table
    app = make_app(size=(1280, 720))
    set_language(lang)
    session = Session(get_game("invocacion"), [Seat("human", "Ana"), Seat("bot", "Bo", "random")], 3,
                      {"constructed": True})
    table = show_table(app, session)[1]
    ctx = table.context()
    obs = session.observation(0)
    decks = obs.variants.decks
    assert obs.portal == [] and len(decks[0]) > 0
    painter = Painter(ctx, lambda *a, **k: None, ctx.names)
    title, count = painter.portal_words(obs)
    assert count == len(decks[0]) and title == {"en": "Your Portal", "es": "Tu Portal"}[lang]
    for seat in (0, 1):
        chips = [words for words, _fill, _ink in painter.header_chips(obs, seat, "", 1, 10_000)]
        assert f"Portal {len(decks[seat])}" in chips


@pytest.mark.parametrize("lines", [7, 9, 30])
def test_ecg_description_is_never_cut_mid_sentence(make_app, lines):
    """'The ECG game description is cut mid-sentence' (issue 28 §5): the New game screen shows whole sentences;
    only a first sentence longer than the room ends in an ellipsis."""
    from tabletop.ui.scenes.setup import game_blurb, whole_sentences
    app = make_app()
    blurb = game_blurb("ecg", "en")
    shown = whole_sentences(app.fonts, blurb, 300, lines)
    assert shown and len(shown) <= lines and blurb.startswith(" ".join(shown)) and shown[-1].endswith(".")
    squeezed = whole_sentences(app.fonts, blurb, 300, 2)
    assert len(squeezed) == 2 and squeezed[-1].endswith("…")


def test_ecg_options_in_english_quote_no_spanish_rule_text():
    """'... and its options quote Spanish rule text' (issue 28 §5): English says the English term, the Spanish in
    brackets."""
    info = get_game("ecg").info
    for option in info.options:
        words = option.help.get("en", "")
        assert "'Un mazo" not in words and "'En Corte'" not in words and "«" not in words
    general = info.option("general_rule").help["en"]
    assert "strategist (estratega)" in general
