"""The log says why a score moves: which territory, and what it is worth."""
from gnostica_helpers import play, position

from tabletop.games.gnostica.rules.game import GAME
from tabletop.games.gnostica.rules.score_log import held, score_events

DEATH, TWO = "major_13_death", "cups_02_two"


def lines(events, lang="en"):
    """The log lines of some events."""
    return [GAME.describe_event(e, lang, ["Ana", "Bo"]) for e in events]


def test_a_score_change_names_the_territory_and_its_value():
    """Seed: "Your score is the total value of the territories occupied by your pieces only"."""
    st = position({"0,0": (DEATH, []), "1,0": (TWO, [[1, 1, "U"]])})
    said = lines(play(st, "place 0,0", "orient N"))
    assert said[-1] == "Ana's score: 0 → 3 (Death on 0,0 is worth 3)."
    es = lines(play(position({"0,0": (DEATH, []), "1,0": (TWO, [[1, 1, "U"]])}), "place 0,0", "orient N"), "es")
    assert es[-1] == "Puntuación de Ana: 0 → 3 (La Muerte en 0,0 vale 3)."


def test_a_shared_territory_is_logged_as_no_longer_scoring():
    """Seed: "a territory where an opponent also has a piece scores for nobody"."""
    alone = position({"0,0": (DEATH, []), "1,0": (TWO, [[1, 1, "U"]])})
    shared = position({"0,0": (DEATH, []), "1,0": (TWO, [[1, 1, "U"], [0, 1, "U"]])})
    said = lines(score_events(held(alone), held(shared)))
    assert said == ["Bo's score: 1 → 0 (Two of Cups on 1,0, worth 1, no longer scores)."]
