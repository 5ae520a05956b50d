"""Chinese facts in phrasing the other corpora do not hold, written per family from how
people talk: tags (现居杭州), the fact after its reason (…所以搬来了苏州), a move then a bare
place (搬回老家了，在合肥), agent notes (用户已搬至成都), endings (把婚离了, 狗狗去世了) and
numbers with their units; plus what must set nothing of the user (someone else's fact,
a trip, a plan, a question)."""

from __future__ import annotations

import pytest

from tests.unit import _facts_zh

EXTRACT = _facts_zh.EXTRACT
_find = _facts_zh.find

# (text, slot, value, polarity)
STATED: list[tuple[str, str, str, int]] = [
    # location: a move, then where one is now
    ("用户已搬至成都。", "location", "成都", 1),
    ("用户已从北京迁居至广州。", "location", "广州", 1),
    ("我搬回老家了，在合肥。", "location", "合肥", 1),
    ("终于从北京搬出来了，现在在天津。", "location", "天津", 1),
    ("换了个城市生活，现在在成都。", "location", "成都", 1),
    ("换了城市，现在在广州。", "location", "广州", 1),
    ("我们搬新家了，在浦东。", "location", "浦东", 1),
    ("房子租到期了，索性搬到了佛山，离公司近。", "location", "佛山", 1),
    ("我在长沙租了个房子，住下来了。", "location", "长沙", 1),
    ("北京待不下去了，回了郑州。", "location", "郑州", 1),
    ("北漂十年，今年终于回了老家长沙。", "location", "长沙", 1),
]

# (text, slot): the sentence states nothing in this slot
NOT_OF: list[tuple[str, str]] = [
    ("前几天从救助站领回来一只小狗。", "location"),
    ("终于从北京搬出来了，现在在天津。", "employer"),
    ("我在长沙租了个房子，住下来了。", "employer"),
    ("我搬家了，在收拾东西。", "location"),
    ("过年回了老家长沙。", "location"),
    ("我姐搬回老家了，在合肥。", "location"),
    ("搬家了，在上海出差。", "location"),
]


@pytest.mark.parametrize(("text", "slot", "value", "polarity"), STATED)
def test_everyday_phrasing_states_the_fact(text: str, slot: str, value: str, polarity: int) -> None:
    _facts_zh.assert_only(text, slot, value, polarity)


@pytest.mark.parametrize(("text", "slot"), NOT_OF)
def test_everyday_phrasing_sets_nothing_in_the_slot(text: str, slot: str) -> None:
    assert not _find(text, slot), EXTRACT(text)
