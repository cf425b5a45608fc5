"""ECG: a card that leaves the hand (to the court, trained, played) leaves its place empty until the turn ends, so
the next card is still under the pointer (issue 28 §5: "the hand re-flows after each placement")."""
from __future__ import annotations

from tests.ui.table_scene import show_table
from tests.ui.test_ecg_newcomer import seeded_position


def ana_to_put_a_middle_card_in_court(seed: int = 5):
    """(session, the court action) with Ana (seat 0) in her Action phase, able to put a card that is not her hand's
    last in the court, with cards on both sides of it."""
    def middle_card_to_court(session, legal):
        hand = session.observation(0).seats[0]["hand"]
        middle = {card for card in hand[1:-1] if hand.count(card) == 1}
        return next((action for action in legal
                     if action.kind == "court" and (action.ref or "").partition(":")[2] in middle), None)

    return seeded_position(middle_card_to_court, seed, "no position with a middle card to put in the court")


def test_the_cards_left_in_the_hand_keep_their_places(make_app):
    session, action = ana_to_put_a_middle_card_in_court()
    view = show_table(make_app(size=(1280, 720)), session)[1].view
    before = {ref: rect for rect, ref in view.hits if ref.startswith("hand:")}
    session.play(action)
    view.layout(view.rect, session.observation(0))
    after = {ref: rect for rect, ref in view.hits if ref.startswith("hand:")}
    assert action.ref not in after and len(after) == len(before) - 1
    assert all(after[ref] == before[ref] for ref in after)
