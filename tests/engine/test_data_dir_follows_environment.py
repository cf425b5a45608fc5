"""The user data folder follows the environment it is read from, though platformdirs is asked once per value."""
import sys

import pytest

from tabletop import paths


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG_DATA_HOME names the data folder on Linux")
def test_the_data_folder_moves_with_xdg_data_home_after_a_first_reading(tmp_path, monkeypatch):
    """Read under one XDG_DATA_HOME, then under another: each reading names the folder of its own."""
    monkeypatch.delenv("TABLETOP_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "one"))
    assert paths.data_dir() == tmp_path / "one" / paths.APP_NAME
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "two"))
    assert paths.data_dir() == tmp_path / "two" / paths.APP_NAME
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "mine"))
    assert paths.data_dir() == tmp_path / "mine"
