"""Invoke: one folder with its rules, bots and view."""
