"""Issue 28 §3 Animations: 'a card moving between zones slides there; damage, healing, points and gems gained or
lost float briefly over what changed; the seat that acts is highlighted. Bots' moves animate at the bot speed
setting; nothing animates under --fast or in tests.'"""
from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.registry import get_game
from tabletop.engine.seats import Seat
from tabletop.engine.session import Session
from tabletop.ui import motion
from tabletop.ui.theme import seat_colour

from table_scene import show_table


@pytest.fixture
def moving(monkeypatch):
    """Animations on, as on a real screen."""
    monkeypatch.setenv("TABLETOP_MOTION", "1")


def table_of(make_app, game_id: str, **app_args):
    session = Session(get_game(game_id), [Seat("human", "Ana"), Seat("bot", "Bo", "easy")], 5)
    app, table = show_table(make_app(**app_args), session)
    table.auto = False  # the test plays the bot's moves itself
    return app, table, session


def play_until(app, table, session, found, limit=150, seed=3):
    """Random moves (the bot's as a bot's) until `found(table.motion)`; the motion then."""
    rnd = random.Random(seed)
    for _ in range(limit):
        if session.is_over():
            break
        table.play(rnd.choice(session.legal_actions()), by_bot=session.to_move() != 0)
        app.update(0.02)
        app.draw()
        if found(table.motion):
            return table.motion
    raise AssertionError("never happened")


def test_a_card_moving_between_zones_slides_there(make_app, moving):
    """'a card moving between zones slides there': from its old place to its new one, then it is gone."""
    app, table, session = table_of(make_app, "ecg")
    slide = play_until(app, table, session, lambda m: m.slides).slides[0]
    assert slide.start.center != slide.end.center and slide.picture is not None
    app.update(0.1)
    app.draw()
    assert table.motion.slides  # still on its way
    app.update(motion.SLIDE_SECONDS * 2)
    app.draw()
    assert not table.motion.slides


def test_gems_lost_float_over_the_seat_that_lost_them(make_app, moving):
    """'damage, healing, points and gems gained or lost float briefly over what changed'."""
    app, table, session = table_of(make_app, "invoke")
    found = play_until(app, table, session, lambda m: m.floats).floats[0]
    assert "gems" in found.text and found.text[0] in "+−"
    seat_rect = next(rect for rect, ref in table.view.hits if ref == f"mage:{found.seat}")
    assert seat_rect.collidepoint(found.at)
    assert found.colour == (motion.LOSS if found.text.startswith("−") else motion.GAIN)
    app.update(motion.FLOAT_SECONDS * 2)
    app.draw()
    assert not table.motion.floats  # briefly


def test_numbers_of_each_seat_are_read_from_the_observation():
    """What floats is each whole number a seat owns (life, gems...), not counters such as turns."""
    session = Session(get_game("runes"), [Seat("human", "Ana"), Seat("human", "Bo")], 7)
    numbers = motion.seat_numbers(session.observation(0), 2)
    assert numbers[(0, "life")] == 6 and (0, "max_life") not in numbers and (0, "participants") not in numbers


def test_the_seat_that_acts_is_outlined_in_its_colour(make_app):
    """'the seat that acts is highlighted (outlined)'."""
    app, table, session = table_of(make_app, "invoke")
    seat = session.to_move()
    rect = next(r for r, ref in table.view.hits if ref == f"mage:{seat}")
    edge = rect.inflate(table.px(6), table.px(6))
    pixel = pygame.display.get_surface().get_at((edge.centerx, edge.top + 1))[:3]
    assert pixel == seat_colour(seat)[:3] or max(abs(a - b) for a, b in zip(pixel, seat_colour(seat))) < 20


def test_nothing_animates_under_fast_or_in_tests(make_app):
    """'nothing animates under --fast or in tests (headless dummy driver)'."""
    app, table, session = table_of(make_app, "ecg")
    assert table.motion_factor(False) == 0.0
    for _ in range(30):
        table.play(session.legal_actions()[0], by_bot=session.to_move() != 0)
        app.update(0.02)
        app.draw()
        assert not table.motion.slides and not table.motion.floats


def test_fast_turns_animation_off_even_when_asked(make_app, moving):
    """--fast never animates."""
    app, table, _session = table_of(make_app, "ecg", fast=True)
    assert table.motion_factor(False) == table.motion_factor(True) == 0.0


def test_bot_moves_animate_at_the_bot_speed(make_app, moving):
    """'Bots' moves animate at the bot speed setting': slow bots, slower slides; instant bots, none."""
    app, table, _session = table_of(make_app, "ecg")
    settings = app.settings
    settings.animation_speed, settings.bot_speed = 1.0, 2.0  # slow bots
    assert table.motion_factor(True) == 0.5 and table.motion_factor(False) == 1.0
    settings.bot_speed = 0.0  # instant bots
    assert table.motion_factor(True) == 0.0
    settings.animation_speed = 0.0  # "off" means instant
    assert table.motion_factor(False) == 0.0


def test_two_refs_of_one_place_still_let_the_card_slide():
    """ECG names a troop in battle twice on one place (`card:7` for its abilities, `troop:7` for its maneuvers): a
    troop going from the hand to a line slides there (it counted as two places, so never slid)."""
    hand = {"hand:lobo_alfa": (pygame.Rect(100, 500, 80, 70), "lobo_alfa")}
    place = pygame.Rect(300, 300, 60, 80)
    line = {"card:7": (place, "lobo_alfa"), "troop:7": (pygame.Rect(place), "lobo_alfa")}
    slides = motion._slides(hand, line, biggest=10_000, began=0.0, seconds=0.35)
    assert [(s.start.topleft, s.end.topleft) for s in slides] == [((100, 500), (300, 300))]


def test_the_screenshots_animation_frame_catches_a_card_in_flight(make_app, monkeypatch):
    """'docs/screenshots ... plus new ones: ... an animation frame' (issue 28): the shot drawn mid-slide, though the
    shots run under the dummy driver, and it leaves motion off again for what follows."""
    from tabletop.games.gnostica.view.shots import motion_session
    from tabletop.ui import shots_motion

    monkeypatch.delenv("TABLETOP_MOTION", raising=False)
    app = make_app()
    shots_motion.card_in_flight(app, motion_session())
    table = app.top
    assert table.motion.slides
    slide = table.motion.slides[0]
    progress = (app.now - slide.began) / slide.seconds
    assert 0.2 < progress < 0.8 and slide.picture is not None
    assert not motion.motion_allowed(1.0, False)  # the dummy driver again: nothing moves in the next shots
