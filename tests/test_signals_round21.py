"""Round 21's crediting changes (lane prec21), through the public seam `interviewer assess --json`.

- No answer is credited with a signal its topic never asks, whatever its depth (round 20: partial answers only).
- The cost rubric's dollar arithmetic needs a change to be priced: a run's GPU-hours times its price is the price of
  the run (flops-to-dollars), not what a utilization change is worth.
- A strong answer is credited with the asked signals it describes in its own words, quoting the closest sentence.
"""

from __future__ import annotations

import json

from interviewer.cli.main import main
from interviewer.content import load_library
from interviewer.interview.assess import topic_signals
from interviewer.interview.showing import described_credit

from listening_helpers import shown

PRICING = "infra-hiring-manager/pricing-the-fleet"
STRONG = ("Ten points on 4,000 GPUs is 400 GPUs' worth: 400 x 8,760 h x $3 is about $10.5M a year. Where they come "
          "from: goodput first, we lost 12% of wall-clock to restarts and checkpoint stalls, so async checkpointing "
          "and hot spares win most of that back; then overlapping the gradient all-reduce with backward and fixing "
          "dataloader stalls, which showed up as 30% idle in the GPU-util traces.")


def assess_all(capsys, tmp_path, topic: str, texts: list[str], *extra: str) -> list[dict]:
    f = tmp_path / "answers.jsonl"
    f.write_text("".join(json.dumps(t) + "\n" for t in texts))
    assert main(["assess", "--topic", topic, "--answers-file", str(f), *extra]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_a_strong_answer_is_not_credited_with_a_signal_its_topic_never_asks(capsys, tmp_path):
    library = load_library()
    topic = library.persona("infra-hiring-manager").topic("pricing-the-fleet")
    assert "goodput-badput" not in topic_signals(topic)
    assert "goodput-badput" in shown(library, PRICING, STRONG)  # the matcher sees it ...
    [report] = assess_all(capsys, tmp_path, PRICING, [STRONG])
    credited = {s["signal"] for s in report["shown"]}
    assert report["depth"] == "strong" and credited == {"dollar-arithmetic", "utilization-levers"}  # ... not credited
    assert report["next"]["signal"] != "goodput-badput"  # and approached: not the first thing asked for


def test_pricing_the_run_is_not_dollar_arithmetic_pricing_a_change_is(capsys, tmp_path):
    price_of_run = "The run took 2 million GPU-hours at $3 an hour, so about $6M all in."
    worth_of_change = (price_of_run[:-1] + "; lifting MFU from 40% to 45% saves roughly 220k GPU-hours, "
                       "about $660k.")
    said_as_ratio = "We went 40 over 45 on the same job, 2 million GPU-hours at $3, so that gap was worth about $660k."
    reports = assess_all(capsys, tmp_path, PRICING, [price_of_run, worth_of_change, said_as_ratio],
                         "--asked", "probe:dollar-arithmetic")
    got = [{s["signal"] for s in r["shown"]} for r in reports]
    assert "dollar-arithmetic" not in got[0]
    assert "dollar-arithmetic" in got[1] and "dollar-arithmetic" in got[2]


def test_described_credit_quotes_the_sentence_closest_to_the_description():
    dimension = load_library().rubric("cost-utilization")
    description = dimension.signal("dollar-arithmetic").description
    text = "We had a big fleet. " + description.strip()
    quotes = described_credit(text, dimension, {"dollar-arithmetic"})
    assert set(quotes) == {"dollar-arithmetic"} and quotes["dollar-arithmetic"] != "We had a big fleet."
