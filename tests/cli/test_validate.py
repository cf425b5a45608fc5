"""`tabletop validate --data DIR --art-dir DIR`: misuse is one line and exit 2; a missing card file is refused."""
import pytest

from tabletop.cli import main


def test_validate_with_a_data_folder_lacking_the_game_is_misuse(tmp_path, capsys):
    assert main(["validate", "runes", "--data", str(tmp_path)]) == 2
    assert capsys.readouterr().err.strip() == f"tabletop: --data {str(tmp_path)!r} has no runes/ folder"


def test_validate_with_missing_folders_is_misuse(tmp_path, capsys):
    assert main(["validate", "runes", "--data", str(tmp_path / "nowhere")]) == 2
    assert main(["validate", "--art-dir", str(tmp_path / "nowhere")]) == 2
    assert capsys.readouterr().err.count("\n") == 2


@pytest.mark.parametrize("game_id, card_file", [("invoke", "cards.yaml"), ("runes", "decktet.yaml"),
                                                ("gnostica", "tarot.yaml")])
@pytest.mark.parametrize("kind", ["missing", "folder"])
def test_validate_refuses_a_missing_card_file_or_a_folder_in_its_place(tmp_path, capsys, game_id, card_file, kind):
    """Issue 32.6: `validate` said ok when the game's card file was missing or a directory."""
    folder = tmp_path / game_id
    folder.mkdir()
    if kind == "folder":
        (folder / card_file).mkdir()
    assert main(["validate", game_id, "--data", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    why = "a folder, not the card file" if kind == "folder" else "the card file is missing"
    assert out.splitlines() == [f"{game_id}: 1 error(s), 0 warning(s)",
                                f"  {folder / card_file}: E-NO-CARD-FILE: {why} (the game cannot be played without it)"]
