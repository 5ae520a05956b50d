"""How the conflicts benchmark matches an expected value with a stored one. Pure."""

from __future__ import annotations

import re

from memory_ext.extraction import value_key
from memory_ext.extraction.amounts import same_amount

_NUMBERS = {
    **{
        w: i
        for i, w in enumerate(
            ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        )
    },
    **{w: i for i, w in enumerate("零一二三四五六七八九十")},
    "两": 2,
}
_COUNT = re.compile(
    r"(?P<d>\d+)|\b(?P<w>zero|one|two|three|four|five|six|seven|eight|nine|ten)\b|"
    r"(?P<z>[一二两三四五六七八九十])(?:个|胎|娃)|(?P<none>\bno\b|\bnone\b|没有|无)|"
    r"(?P<two>\btwins\b|儿女双全|一儿一女|龙凤胎|双胞胎)|"
    r"(?P<one>\ban? (?:son|daughter|kid|child|baby|boy|girl)\b|"
    r"^(?:son|daughter|kid|child|baby|boy|girl)$|独生|一儿|一女)",
    re.I,
)


_GENDERED = re.compile(r"son|daughter|boy|girl|儿子|女儿|闺女|男孩|女孩", re.I)


def count(value: str) -> int | None:
    """How many children a value says ("2", "two daughters", 两个孩子, 一儿一女, "none")."""
    m = _COUNT.search(value)
    if m is None:
        return None
    if m["d"]:
        return int(m["d"])
    if m["w"] or m["z"]:
        return _NUMBERS[(m["w"] or m["z"]).lower()]
    return 0 if m["none"] else 1 if m["one"] else 2


#: Having no pet, said any way ("no pets", 没有宠物, 没养宠物, 不养了).
_NO_PET = re.compile(r"^(?:no|none|not any)\b|^(?:没有?|没养|不养|无)", re.I)


#: Having no allergies, said any way ("none", "no allergies", 没有过敏, 无).
_NO_ALLERGY = re.compile(r"^(?:no|none|nothing|not any)\b|^(?:没有?|无|不过敏|啥都不)", re.I)


#: How a pet's name is said after its kind ("a budgie called Kiwi", "cat named Biscuit").
_NAMED = re.compile(r"\b(?:called|named|a|an|my|our)\b|[,()]|名叫|叫做|叫|“|”", re.I)

#: What a sum is said with, before it (税前1.2万/月, 到手9000, 年包40万): not part of it.
_QUALIFIED = re.compile(
    r"^\s*(?:税前|税后|到手|月薪|年薪|年包|月收入|月租|房租|约|大概|base)\s*", re.I
)

#: The slots whose "none" may be said any way, and how.
_SAYS_NONE = {"pets": _NO_PET, "allergies": _NO_ALLERGY}

#: A marital status said as the event (结婚了, 领证了) is the status it gives (已婚).
_STATUS_SAID = {
    "结婚了": "已婚",
    "结婚": "已婚",
    "领证了": "已婚",
    "离婚了": "离异",
    "离婚": "离异",
}


def same(expected: str, got: str | None, slot: str = "") -> bool:
    """Values match when one key holds the other ("beagle" ~ "a beagle called Bruno");
    amounts when they are the same sum said two ways (1.75万 ~ 一万七千五); children also
    when they say the same count ("2" ~ "two daughters" ~ 两个女儿), and
    having no pet or no allergy however it is said (没养宠物 ~ 没有宠物 ~ "no pets", 没有过敏 ~
    "none")."""
    if not got:
        return False
    if slot == "marital_status":
        expected = _STATUS_SAID.get(expected.strip(), expected)
        got = _STATUS_SAID.get(got.strip(), got)
    a, b = value_key(expected), value_key(got)
    if bool(a) and (a in b or b in a):
        return True
    if slot == "pets":  # a pet and its name, said with "called" or without: "budgie Kiwi"
        a, b = _NAMED.sub(" ", a).split(), _NAMED.sub(" ", b).split()
        if a and b and (a == b[: len(a)] or b == a[: len(b)]):
            return True
        if "".join(a) and "".join(a) == "".join(b):  # 金毛可乐 ~ 金毛叫可乐
            return True
    if same_amount(_QUALIFIED.sub("", expected), _QUALIFIED.sub("", got)):
        # the same sum said two ways: 1.75万 ~ 一万七千五, "£46,500" ~ "46.5k", 税前1.2万/月 ~ 一万二
        return True
    says_none = _SAYS_NONE.get(slot)
    if says_none and says_none.search(expected.strip()) and says_none.search(got.strip()):
        return True
    # a count with no son/daughter in it ("2", "none", 两个孩子) matches the same count
    return (
        slot == "children"
        and not _GENDERED.search(expected)
        and count(expected) is not None
        and count(expected) == count(got)
    )
