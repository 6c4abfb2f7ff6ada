"""The theme catalogue: built-in plugins, the user's theme folder, broken themes skipped."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any, Mapping

import pytest

from triangles.plugins.api import ThemePlugin
from triangles.plugins.registry import Registry
from triangles.theme import Theme
from triangles.theme.catalogue import PLUGIN, USER, ThemeCatalogue, ThemeError, user_theme_dir
from triangles.theme.fileformat import read_theme_file
from triangles.theme.schema import KEYS
from triangles_themes import BUILT_IN

GROUP = "triangles.themes"


def built_in_registry() -> Registry:
    registry = Registry()
    for cls in BUILT_IN:
        registry.add(GROUP, cls.name, cls, "triangles", "test")
    return registry


@pytest.fixture
def catalogue(tmp_path: Path) -> ThemeCatalogue:
    return ThemeCatalogue(built_in_registry(), tmp_path / "themes")


def test_pyproject_registers_every_built_in_theme_file() -> None:
    project = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text())
    eps = project["project"]["entry-points"][GROUP]
    assert dict(eps) == {
        cls.name: f"triangles_themes:{cls.__name__}" for cls in BUILT_IN
    }
    shipped = {p.name for p in resources.files("triangles_themes").iterdir() if p.name.endswith(".toml")}
    assert shipped == {cls.filename for cls in BUILT_IN}


def test_built_ins_load_complete_and_without_warnings(catalogue: ThemeCatalogue) -> None:
    names = [e.name for e in catalogue.entries()]
    assert names[0] == "nebula" and len(names) >= 4
    for cls in BUILT_IN:
        entry = catalogue.get(cls.name)
        assert entry is not None and entry.kind == PLUGIN and entry.error is None
        assert entry.warnings == ()
        data = cls().load()
        # the file holds every key (it is a full example) and agrees with the plugin's title
        assert data["title"] == cls.title == entry.title and data["name"] == cls.name
        assert all(k.key in data[k.section] for k in KEYS)


def test_nebula_file_matches_the_model_defaults(catalogue: ThemeCatalogue) -> None:
    assert catalogue.load("nebula") == Theme()


def test_built_ins_differ_in_character(catalogue: ThemeCatalogue) -> None:
    themes = [e.theme for e in catalogue.usable() if e.kind == PLUGIN]
    assert len({(t.background_top, t.player1, t.player2) for t in themes}) == len(themes)
    light = [t for t in themes if int(t.background_top[1:3], 16) > 0xE0]
    assert light, "a light theme for bright rooms"
    patterned = [t for t in themes if t.player1_pattern != t.player2_pattern]
    assert patterned, "a theme whose players differ by pattern too"


def test_unknown_or_unusable_name_loads_nebula(catalogue: ThemeCatalogue) -> None:
    assert catalogue.load("no-such-theme") == Theme()


def test_user_folder_themes_are_discovered(tmp_path: Path) -> None:
    folder = tmp_path / "themes"
    folder.mkdir()
    (folder / "sunset.toml").write_text('title = "Sunset"\n[player1]\ncolor = "#ff8800"\n')
    (folder / "Odd Name.toml").write_text('[stars]\nradius = 99\n')
    (folder / "notes.txt").write_text("not a theme")
    (folder / ".sunset.toml.1234.tmp").write_text("half written")
    catalogue = ThemeCatalogue(built_in_registry(), folder)
    sunset = catalogue.get("sunset")
    assert sunset is not None and sunset.kind == USER and sunset.editable
    assert sunset.title == "Sunset" and sunset.path == folder / "sunset.toml"
    assert catalogue.load("sunset") == Theme().with_values(name="sunset", title="Sunset", player1="#ff8800", player1_fill="#b3ff8800")
    odd = catalogue.get("odd-name")
    assert odd is not None and odd.ok and odd.path == folder / "Odd Name.toml"
    assert odd.theme.star_radius == Theme().star_radius and len(odd.warnings) == 1
    assert [e.name for e in catalogue.entries()][-2:] == ["odd-name", "sunset"]


def test_a_theme_whose_board_would_be_hard_to_follow_is_loaded_with_one_warning_saying_why(tmp_path: Path) -> None:
    """A file whose lines and stars matched its background was loaded without a word (the
    theme editor warned; a file copied into the folder did not)."""
    folder = tmp_path / "themes"
    folder.mkdir()
    (folder / "invisible.toml").write_text('[background]\ntop = "#101018"\nbottom = "#101018"\n'
                                           '[player1]\ncolor = "#101018"\n[player2]\ncolor = "#101019"\n'
                                           '[stars]\ncolor = "#101018"\n')
    (folder / "sunset.toml").write_text('[player1]\ncolor = "#ff8800"\n')
    catalogue = ThemeCatalogue(built_in_registry(), folder)
    invisible = catalogue.get("invisible")
    assert invisible is not None and invisible.ok
    assert invisible.warnings[-1] == (
        "hard to play: the two players' lines look almost the same; player 1's lines hardly show on the background; "
        "player 2's lines hardly show on the background; the stars hardly show on the background")
    assert catalogue.get("sunset").warnings == ()


def test_broken_user_files_are_listed_with_one_line_and_skipped(tmp_path: Path) -> None:
    folder = tmp_path / "themes"
    folder.mkdir()
    (folder / "broken.toml").write_text("[player1\ncolor = ")
    (folder / "nebula.toml").write_text('[player1]\ncolor = "#000000"\n')
    catalogue = ThemeCatalogue(built_in_registry(), folder)
    errors = {e.source: e.error for e in catalogue.errors()}
    assert set(errors) == {str(folder / "broken.toml"), str(folder / "nebula.toml")}
    assert all(e and "\n" not in e for e in errors.values())
    assert "already taken by a built-in theme" in errors[str(folder / "nebula.toml")]
    assert "broken" not in catalogue.names()
    assert catalogue.load("nebula") == Theme()  # the user's file does not shadow the built-in
    assert catalogue.load("broken") == Theme()


class Exploding(ThemePlugin):
    name = "exploding"
    title = "Exploding"

    def load(self) -> Mapping[str, Any]:
        raise RuntimeError("disk on fire\nsecond line")


def test_a_plugin_that_fails_to_load_is_listed_with_its_error(tmp_path: Path) -> None:
    registry = built_in_registry()
    registry.add(GROUP, "exploding", Exploding, "fireworks", "1.0")
    catalogue = ThemeCatalogue(registry, None)
    entry = catalogue.get("exploding")
    assert entry is not None and not entry.ok
    assert entry.error == "cannot load: RuntimeError: disk on fire"
    assert "exploding" not in catalogue.names()


class Moss(ThemePlugin):
    name = "moss"
    title = "Moss"

    def load(self) -> Mapping[str, Any]:
        return {"name": "moss", "player1": {"color": "#557733"}}


def test_a_plugin_theme_of_another_package_is_named_by_its_package_not_as_built_in(tmp_path: Path) -> None:
    """A file or a save under the name of a theme a plugin package brings is told which package
    took the name: "built-in" sent the player looking for it in the game."""
    registry = built_in_registry()
    registry.add(GROUP, "moss", Moss, "moss-themes", "1.0")
    folder = tmp_path / "themes"
    folder.mkdir()
    (folder / "moss.toml").write_text('[player1]\ncolor = "#000000"\n')
    catalogue = ThemeCatalogue(registry, folder)
    moss = catalogue.get("moss")
    assert moss is not None and moss.ok and not moss.built_in and catalogue.get("nebula").built_in
    errors = {e.source: e.error for e in catalogue.errors()}
    assert errors[str(folder / "moss.toml")] == "the name 'moss' is already taken by the theme of the plugin package 'moss-themes'"
    with pytest.raises(ThemeError, match="^the name 'moss' is taken by the theme of the plugin package 'moss-themes'$"):
        catalogue.save(Theme(), "moss")


class TwoLines(ThemePlugin):
    name = "two-lines"
    title = "Values\nTwo  lines"

    def load(self) -> Mapping[str, Any]:
        return {"name": "two-lines"}


def test_a_plugin_themes_title_is_one_line_in_the_lists() -> None:
    registry = built_in_registry()
    registry.add(GROUP, "two-lines", TwoLines, "lines", "1.0")
    entry = ThemeCatalogue(registry, None).get("two-lines")
    assert entry is not None and entry.ok and entry.title == "Values Two lines"


def test_save_rename_delete(catalogue: ThemeCatalogue) -> None:
    base = catalogue.load("daylight")
    saved = catalogue.save(base.with_values(star_radius=8.0), "bright", "Bright room")
    assert saved.path == catalogue.user_dir / "bright.toml"
    assert read_theme_file(saved.path) == (base.with_values(name="bright", title="Bright room", star_radius=8.0), [])
    renamed = catalogue.rename("bright", "glare", "Glare")
    assert catalogue.get("bright") is None and not (catalogue.user_dir / "bright.toml").exists()
    assert renamed.theme == base.with_values(name="glare", title="Glare", star_radius=8.0)
    catalogue.delete("glare")
    assert catalogue.get("glare") is None and list(catalogue.user_dir.iterdir()) == []


def test_user_operations_refuse_clearly(catalogue: ThemeCatalogue) -> None:
    with pytest.raises(ThemeError, match="taken by a built-in"):
        catalogue.save(Theme(), "nebula")
    with pytest.raises(ThemeError, match="not a theme name"):
        catalogue.save(Theme(), "Has Spaces")
    with pytest.raises(ThemeError, match="not one of your themes"):
        catalogue.delete("daylight")
    with pytest.raises(ThemeError, match="not one of your themes"):
        catalogue.rename("nope", "other")
    catalogue.save(Theme(), "one")
    catalogue.save(Theme(), "two")
    with pytest.raises(ThemeError, match="already taken"):
        catalogue.rename("one", "two")
    with pytest.raises(ThemeError, match="no usable theme"):
        catalogue.export("nope", catalogue.user_dir / "x.toml")
    assert ThemeCatalogue(built_in_registry(), None).user_dir is None
    with pytest.raises(ThemeError, match="no user theme folder"):
        ThemeCatalogue(built_in_registry(), None).save(Theme(), "x")


def test_import_and_export(tmp_path: Path, catalogue: ThemeCatalogue) -> None:
    exported = tmp_path / "shared" / "chalk.toml"
    catalogue.export("blackboard", exported)
    theme, warnings = read_theme_file(exported)
    assert warnings == [] and theme == catalogue.load("blackboard")
    # importing a built-in's export gets a free name; importing twice gets another
    first = catalogue.import_file(exported)
    second = catalogue.import_file(exported)
    assert (first.name, second.name) == ("blackboard-2", "blackboard-3")
    assert first.theme == theme.with_values(name="blackboard-2")
    partial = tmp_path / "Warm Night.toml"
    partial.write_text('[player1]\ncolor = "#ffaa00"\n[stars]\nradius = "big"\n')
    imported = catalogue.import_file(partial)
    assert imported.name == "warm-night" and len(imported.warnings) == 1
    assert read_theme_file(imported.path) == (imported.theme, [])  # the copy is complete and clean
    broken = tmp_path / "broken.toml"
    broken.write_text("= nonsense")
    with pytest.raises(ThemeError, match="broken.toml: not a valid theme file"):
        catalogue.import_file(broken)


def test_an_unwritable_folder_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    catalogue = ThemeCatalogue(built_in_registry(), blocker / "themes")
    with pytest.raises(ThemeError, match="cannot save the theme"):
        catalogue.save(Theme(), "mine")


def test_a_themes_folder_that_is_a_file_is_said_so(tmp_path: Path) -> None:
    folder = tmp_path / "themes"
    folder.write_text("")
    catalogue = ThemeCatalogue(built_in_registry(), folder)
    with pytest.raises(ThemeError, match=f"^cannot save the theme: your themes folder {folder} is a file, not a folder$"):
        catalogue.save(Theme(), "mine")
    shared = tmp_path / "shared.toml"
    shared.write_text('title = "Shared"\n')
    with pytest.raises(ThemeError, match="^cannot import the theme: your themes folder .* is a file, not a folder$"):
        catalogue.import_file(shared)


def test_a_title_the_file_could_not_give_back_is_refused_before_saving(catalogue: ThemeCatalogue) -> None:
    with pytest.raises(ThemeError, match=r"^the title 'Z{36}\.\.\. is longer than 80 characters$"):
        catalogue.save(Theme(), "long", "Z" * 81)
    assert catalogue.get("long") is None and not (catalogue.user_dir / "long.toml").exists()
    assert catalogue.save(Theme(), "long", "Z" * 80).theme.title == "Z" * 80


def test_user_theme_dir_is_in_qts_app_data_location() -> None:
    from PySide6.QtCore import QStandardPaths

    QStandardPaths.setTestModeEnabled(True)
    try:
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        assert user_theme_dir() == Path(base) / "themes"
    finally:
        QStandardPaths.setTestModeEnabled(False)


def test_the_theme_model_format_and_catalogue_work_without_qt(tmp_path: Path) -> None:
    code = (
        "import sys; sys.modules['PySide6'] = None\n"
        "from pathlib import Path\n"
        "from triangles.plugins.registry import Registry\n"
        "from triangles.theme.catalogue import ThemeCatalogue\n"
        "from triangles_themes import BUILT_IN\n"
        "reg = Registry()\n"
        "for cls in BUILT_IN: reg.add('triangles.themes', cls.name, cls, 'triangles', 'test')\n"
        "cat = ThemeCatalogue(reg, Path(sys.argv[1]))\n"
        "cat.save(cat.load('daylight'), 'copy')\n"
        "print(' '.join(cat.names()))\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["nebula", "blackboard", "colorsafe", "daylight", "copy"]


def test_files_named_in_other_scripts_each_get_a_name_of_their_own(tmp_path: Path) -> None:
    """"Ночь.toml" and "Лес.toml" both made the name "theme": the second was refused as taken."""
    folder = tmp_path / "themes"
    folder.mkdir()
    for stem in ("Ночь", "Лес", "theme-2", "Nebula"):
        (folder / f"{stem}.toml").write_text(f'title = "{stem}"\n[player1]\ncolor = "#ff8800"\n', encoding="utf-8")
    catalogue = ThemeCatalogue(built_in_registry(), folder)
    assert catalogue.errors() == []
    by_file = {entry.path.name: entry.name for entry in catalogue.entries() if entry.path is not None}
    assert by_file == {"theme-2.toml": "theme-2", "Лес.toml": "theme", "Ночь.toml": "theme-3", "Nebula.toml": "nebula-2"}
    assert catalogue.load("theme-3").title == "Ночь"
