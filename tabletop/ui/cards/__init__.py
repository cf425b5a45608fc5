"""Card faces: the data-driven renderer (cardface), its icons, text, art and data adapter."""
