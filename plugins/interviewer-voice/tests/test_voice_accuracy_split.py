"""The held-out spoken answers are frozen: any edit to the test split shows up here, in review."""

from __future__ import annotations

import hashlib
from importlib import resources

TEST_SPLIT_SHA256 = "dffd36076213456145fb0a8f8853f0dc733bace5e95b3c550652288c180471cf"


def test_test_split_is_unchanged():
    data = resources.files("interviewer_voice").joinpath("data/spoken_test.yaml").read_bytes()
    assert hashlib.sha256(data).hexdigest() == TEST_SPLIT_SHA256


def test_test_split_has_thirty_answers_ten_of_them_not_the_default_voice():
    import yaml

    answers = yaml.safe_load(resources.files("interviewer_voice").joinpath("data/spoken_test.yaml").read_text())["answers"]
    assert len(answers) >= 30
    other = [a for a in answers if a["voice"] != "piper" or a.get("noise_db") or a.get("rate", 1.0) != 1.0]
    assert len(other) >= 10
