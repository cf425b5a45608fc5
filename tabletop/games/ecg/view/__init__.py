"""Ecg: the table view (drawing, faces, marks, screenshot positions). The only room that uses pygame."""
