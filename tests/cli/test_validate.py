"""`tabletop validate --data DIR --art-dir DIR`: misuse is one line and exit 2."""
from tabletop.cli import main


def test_validate_with_a_data_folder_lacking_the_game_is_misuse(tmp_path, capsys):
    assert main(["validate", "runes", "--data", str(tmp_path)]) == 2
    assert capsys.readouterr().err.strip() == f"tabletop: --data {str(tmp_path)!r} has no runes/ folder"


def test_validate_with_missing_folders_is_misuse(tmp_path, capsys):
    assert main(["validate", "runes", "--data", str(tmp_path / "nowhere")]) == 2
    assert main(["validate", "--art-dir", str(tmp_path / "nowhere")]) == 2
    assert capsys.readouterr().err.count("\n") == 2
