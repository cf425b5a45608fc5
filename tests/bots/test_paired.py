"""The paired comparison of flat Monte Carlo bots (tabletop/bots/paired.py)."""
from __future__ import annotations

import time

from tabletop.bots.paired import Tally, Thresholds, compare_on_samples, drop_the_clearly_worse


def test_a_sample_cut_by_the_clock_is_forgotten_by_every_move_so_the_samples_stay_paired():
    cut_at = (2, "b")  # sample 2, move "b": the clock runs out there

    def score(_guess, move, sample):
        return None if (sample, move) == cut_at else float(sample)

    tallies = compare_on_samples(["a", "b", "c"], lambda k: k, score, samples=10)
    assert [len(t.scores) for t in tallies] == [2, 2, 2]


def test_with_a_deadline_past_only_the_first_sample_is_played():
    tallies = compare_on_samples(["a", "b"], lambda k: k, lambda g, m, k: 1.0, samples=10,
                                 deadline=time.perf_counter() - 1)
    assert [len(t.scores) for t in tallies] == [1, 1]


def test_a_move_that_always_gives_the_normal_outcome_is_dropped_only_when_ties_are_dropped():
    planned, same = Tally("a", [1.0, 2.0, 0.0, 3.0]), Tally("b", [1.0, 2.0, 0.0, 3.0])
    drop_the_clearly_worse([planned, same], Thresholds())
    assert not same.dropped
    drop_the_clearly_worse([planned, same], Thresholds(drop_ties=True))
    assert same.dropped
