"""Invoke: the bots (levels, search hooks). They see only a seat's observation."""
