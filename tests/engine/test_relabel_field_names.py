"""The relabel audit swaps cards, not fields: a hidden card label that is also a key of the viewer's observation
(Invoke's "wand" and "tome" cards name fields of an answer too) is not taken for a leak."""
from tabletop.engine.inference import relabel_problems, static_leaves
from tabletop.engine.registry import get_game
from tabletop.engine.session import Session
from tabletop.soak import MAX_UNDOS, UNDO_CHANCE, chooser_for, soak_seats


def test_a_hidden_label_that_is_also_a_field_name_is_not_reported_as_a_leak():
    """Soak, invoke seats=8 seed=30 step 80 reported "swapping the hidden 'wand' and 'tome' changes what it sees"."""
    game = get_game("invoke")
    session = Session(game, soak_seats(8, 30), 30, {})
    chooser = chooser_for("invoke", 8, 30)
    undos = MAX_UNDOS
    for _ in range(81):
        legal = session.legal_actions()
        if undos and chooser.random() < UNDO_CHANCE and session.can_undo():
            session.undo()
            undos -= 1
        else:
            session.play(legal[chooser.randrange(len(legal))])
    state = session.full_state_unsafe_for_bots()
    assert "wand" in game.to_dict(game.observe(state, 4))["answers"][0]
    static = static_leaves(game, game.setup(session.options, 8, 30))
    assert relabel_problems(game, state, list(range(8)) + [None], 30 + 80, static) == []
