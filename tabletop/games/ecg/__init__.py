"""ECG (Relatos de Creación): hero against hero, court and battle, three roads to victory."""
