"""Agent notes written as "key: value" (用户姓名：张浩然。/ 用户月收入：2万。/ "User's employer:
Shopify" / "Diet: vegan"), as memory tools and agents often store what they learned. The
key names the slot; the value is taken as written (the first item for a one-valued slot,
each item for a slot of several values: 过敏：青霉素、尘螨). A key this table does not know
leaves the sentence to the grammar (用户询问：… is a question, not a fact); a key common in
other notes (工作, "Job") sets nothing unless the note names the user. Pure.
"""

from __future__ import annotations

import re

from memory_ext.extraction.grammar import is_single_valued
from memory_ext.extraction.normalise import clean_display
from memory_ext.extraction.people import MENTIONS_OTHER, OTHER_SUBJECT
from memory_ext.model import Fact

_I = re.I

#: Key → slot, both languages (matched whole, after an optional 用户/"user('s)" and 的).
#: Keys that name a slot of a person only: a note may open with them bare ("Diet: vegan").
_KEYS: dict[str, str] = {
    **dict.fromkeys(("姓名", "名字", "全名", "name", "full name"), "name"),
    **dict.fromkeys(
        (
            "常住地",
            "居住地",
            "居住城市",
            "所在城市",
            "现居地",
            "现居",
            "现住址",
            "lives in",
            "based in",
            "home city",
            "residence",
        ),
        "location",
    ),
    **dict.fromkeys(("雇主", "工作单位", "就职于", "任职于", "employer", "works at"), "employer"),
    **dict.fromkeys(
        ("职业", "职位", "岗位", "职务", "occupation", "job title", "profession"), "job_title"
    ),
    **dict.fromkeys(
        (
            "月收入",
            "年收入",
            "月薪",
            "年薪",
            "薪资",
            "salary",
            "income",
            "annual salary",
            "monthly income",
        ),
        "income",
    ),
    **dict.fromkeys(("房租", "月租", "租金", "rent", "monthly rent"), "rent"),
    **dict.fromkeys(("体重", "weight"), "weight"),
    **dict.fromkeys(
        ("饮食", "饮食习惯", "饮食偏好", "饮食要求", "diet", "dietary preference"), "diet"
    ),
    **dict.fromkeys(
        ("过敏", "过敏原", "过敏史", "过敏源", "allergies", "allergic to"), "allergies"
    ),
    **dict.fromkeys(
        ("婚姻状况", "婚姻状态", "感情状况", "感情状态", "marital status", "relationship status"),
        "marital_status",
    ),
    **dict.fromkeys(("宠物", "pets"), "pets"),
    **dict.fromkeys(("孩子", "子女", "小孩", "children", "kids"), "children"),
    **dict.fromkeys(("兴趣爱好", "爱好", "hobbies", "interests"), "likes"),
}
#: Keys too common in other notes ("工作：周五交报告", "Job: finish the deck") to be a
#: person's slot unless the note names the user (用户工作：护士, "User's job: nurse").
_USER_KEYS: dict[str, str] = {
    **dict.fromkeys(("称呼", "叫"), "name"),
    **dict.fromkeys(("住址", "住在", "城市", "所在地", "location", "home", "city"), "location"),
    **dict.fromkeys(("当前住宿", "出差地点", "current stay", "staying at"), "current_stay"),
    **dict.fromkeys(("公司", "单位", "company"), "employer"),
    **dict.fromkeys(("工作", "job", "title", "role", "position"), "job_title"),
    **dict.fromkeys(("收入", "工资", "薪水", "pay"), "income"),
    **dict.fromkeys(("婚姻", "relationship"), "marital_status"),
    **dict.fromkeys(("pet",), "pets"),
    **dict.fromkeys(("allergy",), "allergies"),
    **dict.fromkeys(("兴趣", "喜欢", "likes"), "likes"),
    **dict.fromkeys(("不喜欢", "讨厌", "dislikes", "hates"), "dislikes"),
    **dict.fromkeys(("eats",), "diet"),
}
_MULTI = frozenset({"allergies", "likes", "dislikes", "pets"})
_FAVOURITE = re.compile(
    r"^(?:最(?:喜欢|爱)(?:吃|喝|听|玩|看)?的?|favou?rite\s+)(?P<x>[^的]{1,12})$", _I
)
#: A value that is no value yet ("Salary: depends on experience", 体重：不确定).
_NO_VALUE = re.compile(
    r"\b(?:tbd|tbc|unknown|not sure|unsure|depends|negotiating|pending|varies|\?)|"
    r"不确定|不清楚|未知|待定|不知道|看情况|谈着|再说|？|\?",
    _I,
)
#: Words before a value that are no part of it ("Favourite band: still Radiohead").
_LEAD = re.compile(r"^(?:still|now|currently|probably|maybe|现在|目前|还是|仍然|依然|大概)\s*", _I)
_AMOUNT = frozenset({"income", "rent", "weight"})
_NUMBER = re.compile(r"\d|[一二两三四五六七八九十百千万]")
_NOTE = re.compile(
    r"^\s*(?P<user>(?:the\s+)?user(?:['’]s)?\s+|用户(?:的)?|该用户(?:的)?)?"
    r"(?P<key>[^:：,，。.!?？]{1,16}?)\s*[:：]\s*(?P<value>[^:：]+?)\s*[。.!！]*\s*$",
    _I,
)
_NONE = re.compile(r"^(?:无|没有|暂无|none|no|n/?a|nil)$", _I)
_ITEMS = re.compile(r"\s*(?:[、,，;；/]|\band\b|和|及)\s*", _I)
_NONE_VALUES = {"children": ("没有孩子", "no children"), "pets": ("没有宠物", "no pets")}


def note_facts(sentence: str, zh: bool) -> list[Fact] | None:
    """The facts of an agent's "key: value" note, or None when ``sentence`` is no note
    with a key this table knows (then the grammar reads it); ``zh``: the sentence is
    Chinese (how a note of "none" is written)."""
    m = _NOTE.match(sentence)
    if m is None:
        return None
    key = m["key"].strip().casefold()
    fav = _FAVOURITE.match(key)
    if key in _USER_KEYS and key not in _KEYS and not m["user"]:
        return None  # "Job: finish the deck" may be a to-do: the grammar decides
    slot = _KEYS.get(key) or _USER_KEYS.get(key)
    if fav is not None:
        slot = "favourite:" + fav["x"].strip()
    if slot is None:
        return None
    value = _LEAD.sub("", clean_display(m["value"]))
    if _NO_VALUE.search(value) or (slot in _AMOUNT and not _NUMBER.search(value)):
        return []  # "Rent: still negotiating": nothing to hold yet
    if (
        MENTIONS_OTHER.search(value)
        or OTHER_SUBJECT.match(value)
        or len(value.split()) > 6
        or (slot == "name" and (len(value.split()) > 4 or re.search(r"['’]s\b", value)))
    ):
        return None  # "Kids: my sister has three": a sentence, not a value; the grammar reads it
    if _NONE.match(value):
        if slot in _NONE_VALUES:
            value = _NONE_VALUES[slot][0 if zh else 1]
            return [Fact(slot, value, 1, single_valued=is_single_valued(slot))]
        return []  # "过敏：无": nothing to hold
    items = [v for v in _ITEMS.split(value) if v.strip()] if slot in _MULTI else [value]
    if slot not in _MULTI:
        items = [re.split(r"\s*[，,;；(（]\s*", value)[0]]
    polarity = -1 if slot == "dislikes" else 1
    slot = "likes" if slot == "dislikes" else slot  # a favourite's x is keyed by the caller
    return [
        Fact(slot, item.strip(), polarity, single_valued=is_single_valued(slot))
        for item in items
        if 0 < len(item.strip()) <= 40
    ]
