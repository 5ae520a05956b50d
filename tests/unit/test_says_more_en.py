"""An English memory says more than its fact when a bare "and" goes on with another
predicate of the user's (the English of 我月薪七千，周末还去社区做志愿者, which has 还):
such a memory stays findable when its fact is superseded."""

from __future__ import annotations

import pytest

from memory_ext.extraction.coverage import says_more


@pytest.mark.parametrize(
    "text",
    [
        "I earn 7,000 a month and volunteer at weekends giving medication advice in the community.",
        "I weigh 105 kilos and walk the dog along the river every evening.",
        "I live in Leeds and spend most weekends hiking in the Dales with old friends.",
    ],
)
def test_a_second_predicate_joined_by_and_says_more(text: str) -> None:
    assert says_more(text)


@pytest.mark.parametrize(
    "text",
    [
        "I live in Chicago, near Wicker Park.",
        "I work at Google and love it.",  # a short tail elaborates
        "I'm down to 55 kilos now, and running feels much easier.",  # a new clause after a comma
        "I live in Qujiang and you can see the pagoda from the balcony.",  # a new subject
        "I moved to Berlin and joined SAP.",  # both predicates are facts
    ],
)
def test_an_elaboration_or_a_second_fact_says_nothing_more(text: str) -> None:
    assert not says_more(text)
