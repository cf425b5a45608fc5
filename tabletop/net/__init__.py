"""Play across machines: a host holds the one Session and sends each seat only what that seat may see.

protocol.py says what may cross the wire (and refuses the rest), views.py what one seat is sent,
server.py hosts tables over websockets, client.py joins one. docs/network.md describes every message.
"""
