"""Every shipped stage, topic and coding task has authored facts, so a clarifying question is answered from them."""

from __future__ import annotations

import re

from interviewer.content import load_library
from interviewer.content.matching import compile_phrase


def test_every_shipped_stage_topic_and_task_has_facts():
    lib = load_library([])
    missing = []
    for loop in lib.loops.values():
        missing += [f"stage:{loop.id}/{st.id}" for st in loop.stages if not lib.facts_for(f"stage:{loop.id}/{st.id}")]
    for persona in lib.personas.values():
        missing += [f"topic:{persona.id}/{t.id}" for t in persona.topics
                    if not lib.facts_for(f"topic:{persona.id}/{t.id}")]
    missing += [f"task:{tid}" for tid in lib.tasks if not lib.facts_for(f"task:{tid}")]
    assert missing == []


def test_fact_sheets_are_named_after_what_they_describe_and_their_aliases_compile():
    lib = load_library([])
    for sheet in lib.facts.values():
        assert sheet.id == sheet.applies_to.replace(":", ".", 1).replace("/", "."), sheet.id
        for fact in sheet.facts:
            assert fact.text.strip() and fact.aliases
            for alias in fact.aliases:
                compile_phrase(alias)


def test_stage_facts_agree_with_what_the_stage_itself_says():
    """Numbers the candidate is told in a question are the numbers the facts give."""
    lib = load_library([])
    design = " ".join(f.text for f in lib.facts_for("stage:training-engineer/system-design"))
    for number in ("4,096", "400 Gb/s", "8,192", "15 trillion"):
        assert number in design
    question = lib.persona("design-architect").topic("run-layout").question
    assert re.search(r"4,096 H100", question) and "400 Gb/s" in question
    cost = " ".join(f.text for f in lib.facts_for("stage:ai-infra-engineer/cost-ownership"))
    assert "4,000" in cost and "$3" in cost
    assert "4,000 GPUs at about $3" in lib.persona("infra-hiring-manager").topic("pricing-the-fleet").question
