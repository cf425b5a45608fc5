"""`language.revised` is `dataclasses.replace` for a Plan: the same Plan, and the original untouched."""
from dataclasses import replace

from tabletop.games.invoke.rules.language import notation, read, revised

SEQUENCES = ("Invoke & Fire & Haste & +1", "+1 & Move Left & Air & Fire", "Build Wall & Water & Water & +1",
             "Delay & +1 & Move Right & Earth", "Mermaid")


def test_revised_equals_replace_and_leaves_the_plan_alone():
    for text in SEQUENCES:
        plan = read(notation(text))
        before = replace(plan)
        changed = revised(plan, speed=plan.speed + 1, complete=False)
        assert changed == replace(plan, speed=plan.speed + 1, complete=False), text
        assert plan == before and plan.complete, text
        assert changed.speed == plan.speed + 1 and changed.cards == plan.cards, text
