"""Start-up: the first frame (the menu's backdrop) is on screen before the widget toolkit is imported."""
import os
import subprocess
import sys

FIRST_FRAME = """
import sys
from tabletop.ui.app import App
app = App(size=(1280, 720))
app.show_first_frame()
assert app.window.get_at((5, 5))[:3] != (0, 0, 0), "nothing drawn"
print("pygame_gui" in sys.modules, "tabletop.studio.export" in sys.modules, "matplotlib" in sys.modules)
"""


def test_first_frame_is_drawn_without_importing_pygame_gui(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP_DATA_DIR=str(tmp_path),
               TABLETOP_CONFIG_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False", "False"]


def test_command_line_plugins_do_not_import_the_export_worker_pool(tmp_path):
    code = "import sys, tabletop.studio.commands; print('concurrent.futures.process' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
