"""The fast entry-point reader must agree with importlib.metadata, which it replaces for speed."""

from importlib import metadata

import pytest

from interviewer.plugins.discovery import EntryPoint, entry_points


@pytest.mark.parametrize("group", ["console_scripts", "pytest11", "interviewer"])
def test_agrees_with_importlib_metadata_on_this_environment(group):
    ours = {(ep.name, ep.value) for ep in entry_points(group)}
    theirs = {(ep.name, ep.value.split("[")[0].strip()) for ep in metadata.entry_points(group=group)}
    assert ours == theirs


def test_reads_a_distribution_folder_and_loads_the_object(tmp_path):
    dist = tmp_path / "my_plugin-1.2.3.dist-info"
    dist.mkdir()
    (dist / "entry_points.txt").write_text(
        "[console_scripts]\nx = a:b\n\n[interviewer]\n# comment\nmine = json:dumps\nextra = os.path : join [fast]\n")
    eps = entry_points("interviewer", path=[str(tmp_path)])
    assert [(e.name, e.value, e.dist.name, e.dist.version) for e in eps] == [
        ("mine", "json:dumps", "my-plugin", "1.2.3"), ("extra", "os.path : join", "my-plugin", "1.2.3")]
    import json
    import os

    assert eps[0].load() is json.dumps
    assert eps[1].load() is os.path.join
    assert entry_points("nothing-here", path=[str(tmp_path)]) == []
    assert isinstance(eps[0], EntryPoint)
