"""Which cards of a hand glow (can still lead to a legal invocation): `language.playable`'s answers, faster.

`language.playable` searches the grammar afresh for every card on every call (`_can_finish`,
reading each candidate sequence through `read`, which raises for the illegal ones). Here the
same search runs on a tree of sequences (`_Node`, one per sequence in its `_canonical` form, made
once per process): each node holds its verdict (legal; or its problem, whether it can be mended and
by which cards, read by `verdict.Reader` without building a Plan), the nodes one card longer,
and the cards left from which the search found no ending, so a search walks from node to node
without building or reading a sequence again. More cards never make a search fail, so the cards
that ended a node once end it again for any hand that holds them (`_Node.endings`); a search tries
every single card that ends it before it looks deeper, so the endings it keeps are short. Only the
answer (whether some ending exists) leaves this module, and it is the same as `playable`'s
(tests/games/invoke/test_glow.py).
"""
from __future__ import annotations

from tabletop.games.invoke.rules import language
from tabletop.games.invoke.rules.cards import deck
from tabletop.games.invoke.rules.verdict import Reader

#: nodes, and searches that failed, a tree keeps before it starts afresh (memory stays bounded)
LIMIT = 100_000  # about 80 MB
ANSWERS_LIMIT = 400_000
#: endings a node keeps (the first found: the same few cards end most sequences)
ENDINGS = 6


class _Node:
    """One sequence (canonical form) of the search: its verdict, the sequences one card longer, what ends it."""

    __slots__ = ("ids", "legal", "dead", "needed", "next", "failed", "endings")

    def __init__(self, ids: tuple[str, ...], legal: bool, dead: bool, needed: frozenset):
        self.ids = ids
        self.legal, self.dead, self.needed = legal, dead, needed
        self.next: dict[str, _Node] = {}
        #: cards left -> the most cards that were allowed to follow and found no ending
        self.failed: dict[tuple[str, ...], int] = {}
        #: endings found (card ids, in order) that the search accepts from any cards holding them (`_ending`)
        self.endings: list[tuple[str, ...]] = []


class _Tree:
    """The nodes read so far for one deck, by canonical sequence."""

    def __init__(self, cards):
        self.cards = cards
        bit = {word: 1 << k for k, word in enumerate(sorted({card.word for card in cards.cards.values()}))}
        self.word_bits = {c: bit[card.word] for c, card in cards.cards.items()}
        self.manifest_bits = sum(bit.get(word, 0) for word in _MANIFEST_WORDS)
        self.kernel_bits = tuple((bit.get(head, 0), sum(bit.get(word, 0) for word in partners))
                                 for head, partners in language._KERNELS)
        self.values = {c: card.value for c, card in cards.cards.items() if card.word == "power"}
        self.powers = frozenset(self.values)
        self.nodes: dict[tuple[str, ...], _Node] = {}
        self.starts: dict[tuple[str, ...], _Node] = {}  # the node of a sequence as built (not canonical)
        self.manifests = frozenset(c for c, card in cards.cards.items() if card.suit in ("item", "creature"))
        self.chaos = frozenset(c for c, card in cards.cards.items() if card.suit == "chaos")
        self.answers = 0  # failed searches kept by all the nodes
        self.reader = Reader(cards)
        self.needed_ids: dict[str, frozenset] = {}

    def node(self, canonical: tuple[str, ...]) -> _Node:
        """The node of a canonical sequence, read on first use."""
        found = self.nodes.get(canonical)
        if found is None:
            found = self.nodes[canonical] = self._read(canonical)
        return found

    def extend(self, node: _Node, card_id: str) -> _Node:
        """The node of `node`'s sequence with `card_id` added at the end."""
        found = node.next.get(card_id)
        if found is None:
            ids = node.ids
            if card_id in self.chaos or (card_id in self.manifests and ids and ids[0] not in self.manifests):
                found = _DEAD  # `read`: no chaos card, and a Tome, Wand or creature only as the first card
            else:
                found = self.node(_extend(ids, card_id, self.powers))
            node.next[card_id] = found
        return found

    def _read(self, canonical: tuple[str, ...]) -> _Node:
        """The node of a canonical sequence, its verdict read (`verdict.Reader`)."""
        legal, dead, key = self.reader.verdict(canonical)
        return _Node(canonical, legal, dead, frozenset() if legal else self._needed(key))

    def has_kernel(self, ids: tuple[str, ...]) -> bool:
        """`language._has_kernel` on card ids (each word a bit: the words of the cards are one number)."""
        bits = self.word_bits
        words = 0
        for card_id in ids:
            words |= bits[card_id]
        if words & self.manifest_bits:
            return True
        return any(words & head and words & partners for head, partners in self.kernel_bits)

    def _needed(self, key: str) -> frozenset:
        """The ids of the cards that `language._NEEDED` says could mend a problem `key` (all if it says nothing)."""
        known = self.needed_ids.get(key)
        if known is None:
            needed = language._NEEDED.get(key, language._any_card)
            known = self.needed_ids[key] = frozenset(c for c in self.cards.cards if needed(self.cards[c]))
        return known


_TREES: dict[int, _Tree] = {}
#: the node of every sequence `read` calls dead for a chaos card or a late manifestation (never searched from)
_DEAD = _Node((), False, True, frozenset())
LOOKAHEAD = language.LOOKAHEAD
_MANIFEST_WORDS = frozenset(("tome", "wand", "creature"))


def _tree() -> _Tree:
    """The tree of the current deck (a new one once it is full, or for another deck)."""
    cards = deck()
    tree = _TREES.get(id(cards))
    if tree is None or tree.cards is not cards or len(tree.nodes) > LIMIT or tree.answers > ANSWERS_LIMIT:
        tree = _TREES[id(cards)] = _Tree(cards)  # replaced, not cleared: a search in another thread keeps its own
    return tree


def is_legal(sequence: tuple[str, ...]) -> bool:
    """`language.is_legal` on card ids, from the search's own reading of that sequence."""
    return _start(_tree(), sequence).legal


def _start(tree: _Tree, sequence: tuple[str, ...]) -> _Node:
    """The node of a sequence as built (kept by the sequence itself, not only its canonical form)."""
    start = tree.starts.get(sequence)
    if start is None:
        start = tree.starts[sequence] = tree.node(_canonical(tree.powers, sequence))
    return start


def glowing(sequence: tuple[str, ...], hand: tuple[str, ...]) -> tuple[str, ...]:
    """The distinct cards of `hand` (sorted card ids) that can follow `sequence` and still end legally."""
    tree = _tree()
    if not tree.has_kernel(sequence + hand):
        return ()
    start = _start(tree, sequence)
    lit = []
    previous = None
    for index, card_id in enumerate(hand):
        if card_id == previous:
            continue
        previous = card_id
        child = start.next.get(card_id) or tree.extend(start, card_id)
        if child.legal:
            lit.append(card_id)
        elif not child.dead and _finish(tree, child, hand[:index] + hand[index + 1:], LOOKAHEAD) is not None:
            lit.append(card_id)
    return tuple(lit)  # in the order of the sorted hand


def _finish(tree: _Tree, node: _Node, rest: tuple[str, ...], depth: int) -> tuple[str, ...] | None:
    """`language._can_finish` on the tree: the cards (some of `rest`, sorted card ids, at most `depth`) that,
    in this order, end `node`'s sequence legally, or None. `node` is neither legal nor dead (the callers
    look at that first, as `_can_finish` does before anything else)."""
    if depth == 0 or node.needed.isdisjoint(rest):
        return None
    if depth > len(rest):  # no more cards can follow than are left: the same search, and its answer kept for both
        depth = len(rest)
    if node.failed.get(rest, 0) >= depth:  # no ending in as many cards or more: none in fewer either
        return None
    for ending in node.endings:  # more cards never hurt: an ending held in `rest` ends it again
        if len(ending) <= depth and ending[0] in rest and (len(ending) == 1 or _holds(rest, ending)):
            return ending
    found = None
    deeper = []  # the next cards neither legal nor dead, searched only when no single card ends it
    previous = None
    for index, card_id in enumerate(rest):
        if card_id == previous:  # `rest` is sorted: equal cards are side by side
            continue
        previous = card_id
        child = node.next.get(card_id) or tree.extend(node, card_id)
        if child.legal:
            found = (card_id,)
            break
        if not child.dead and depth > 1:
            deeper.append((index, card_id, child))
    else:
        for index, card_id, child in deeper:
            after = _finish(tree, child, rest[:index] + rest[index + 1:], depth - 1)
            if after is not None:
                found = (card_id,) + after
                break
    if found is None:
        node.failed[rest] = depth
        tree.answers += 1
    elif len(node.endings) < ENDINGS and _ending(node, found):
        node.endings.append(found)
    return found


def _ending(node: _Node, cards: tuple[str, ...]) -> bool:
    """True when `cards`, in this order, end `node` however many other cards are left: the search's one check
    that looks at the cards left (one of them could mend the problem) is met by the ending's own."""
    for index, card_id in enumerate(cards):
        if node.needed.isdisjoint(cards[index:]):
            return False
        node = node.next[card_id]
    return node.legal


def _holds(rest: tuple[str, ...], cards: tuple[str, ...]) -> bool:
    """True when the cards `rest` holds every one of `cards` (as many times as it names it)."""
    if len(cards) == 1:
        return cards[0] in rest
    if len(cards) == 2:
        first, second = cards
        return first in rest and second in rest if first != second else rest.count(first) > 1
    return all(rest.count(card_id) >= cards.count(card_id) for card_id in cards)


def _canonical(powers: frozenset, sequence: tuple[str, ...]) -> tuple:
    """`language._canonical` on ids: each run of power modifiers sorted."""
    if not any(card_id in powers for card_id in sequence):
        return sequence
    out: list = []
    run: list[str] = []
    for card_id in sequence:
        if card_id in powers:
            run.append(card_id)
            continue
        out += sorted(run) + [card_id]
        run = []
    return tuple(out + sorted(run))


def _extend(canonical: tuple[str, ...], card_id: str, powers: frozenset) -> tuple[str, ...]:
    """`_canonical(sequence + (card_id,))` from `_canonical(sequence)`: a modifier joins the sorted run at the end."""
    if card_id not in powers:
        return canonical + (card_id,)
    start = len(canonical)
    while start and canonical[start - 1] in powers:
        start -= 1
    return canonical[:start] + tuple(sorted(canonical[start:] + (card_id,)))
