"""The other end of `tabletop.bots.remote`: one bot of another revision's tree, over JSON lines.

Run as ``python remote_serve.py TREE GAME LEVEL SEATS SEED SEAT ITERATIONS`` (0: the level's own
thinking) with TREE (a checkout of
the other revision) put first on the import path; it uses only long-standing APIs (setup,
parse_action, apply, observe, legal_actions, make_bot), so old revisions can serve. It replays
the referee's actions on its own copy of the game and asks its bot from the seat's observation
only, exactly as the ladder's referee does. Each request is ``{"actions": [...], "budget": s,
"rng": [seed, counter]}`` (the actions taken since the previous request, the seat's `Rng`); each
answer ``{"action": text, "counter": n}`` (the `Rng` counter after the choice). The first line
out, ``{"ready": true}``, says the bot is built (so its start-up never overlaps the other side's thinking).
"""
from __future__ import annotations

import json
import sys


def serve(tree: str, game_id: str, level: str, seats: int, seed: int, seat: int, iterations: int = 0) -> None:
    """Answer requests on stdin until it closes; `iterations` (if not 0) fixes the bot's search per decision."""
    sys.path.insert(0, tree)
    from tabletop.bots.levels import make_bot
    from tabletop.engine.registry import get_game
    from tabletop.engine.rng import Rng

    game = get_game(game_id)
    bot = make_bot(game, level)
    if iterations:
        if not hasattr(bot, "iterations"):
            raise SystemExit(f"level {level!r} of {tree} is not a search: it has no iterations to fix")
        bot.iterations = iterations
    state = game.setup(game.info.resolve_options(None), seats, seed)
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        request = json.loads(line)
        for text in request["actions"]:
            game.apply(state, game.parse_action(state, text))
        observation = game.observe(state, seat)
        rng = Rng(*request["rng"])
        action = bot.choose(observation, game.legal_actions(observation), rng, request.get("budget"))
        print(json.dumps({"action": str(action), "counter": rng.counter}), flush=True)


if __name__ == "__main__":
    tree_arg, game_arg, level_arg, *numbers = sys.argv[1:]
    sys.path[0] = tree_arg  # not this file's folder: every import comes from the served tree
    serve(tree_arg, game_arg, level_arg, *map(int, numbers))
