"""Values as the user wrote them (for display) and their matching keys; pure.

A value keeps the user's casing ("Li Wei", "Contoso Bank"); two values are the same
when their keys are: case-insensitive, without articles, filler verbs and generic
heads, so 吃辣 ≡ 辣 and "spicy food" ≡ "spicy".
"""

from __future__ import annotations

import re
import unicodedata

from memory_ext.extraction.amounts import same_amount

_SPACE = re.compile(r"\s+")
_EDGE_PUNCT = "\"'“”‘’「」『』《》()（）[]【】.,;:!?。，；：！？、~～…-—"
_EN_LEAD = re.compile(r"^(?:the|a|an|my|some|to|being)\s+", re.I)
_EN_TAIL = re.compile(
    r"\s+(?:food|foods|dishes|dish|cuisine|stuff|things|anymore|any more|too|very much|"
    r"a lot|so much)$",
    re.I,
)
#: An English last word that may be a plural: at least three letters, then "s".
_PLURAL = re.compile(r"\b([a-z]{3,})s$")
_ZH_LEAD = re.compile(r"^(?:吃|喝|玩|看|听|做|打|踢)(?=.)")
#: An animal's measure word after a count: 一只猫一只狗 ≡ 一猫一狗, 两条金鱼 ≡ 两金鱼.
_ZH_ANIMAL_COUNT = re.compile(r"(?<=[一二两三四五六七八九十几\d])(?:只|条|头|匹)")
_ZH_TAIL = re.compile(r"(?:的东西|的食物|的菜|食物|的|口味|味儿|菜)$")


#: Words that name the same value (matched after lower-casing).
_SYNONYMS = {
    "kids": "children", "kid": "child", "離婚": "离异", "离婚": "离异",
    "film": "movie", "films": "movies", "colour": "color",
    "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
    "eight": "8", "nine": "9", "ten": "10",
    # a child by its sex is a son or a daughter (宝宝出生了，一个男孩 ≡ 一个儿子)
    "男孩": "儿子", "一个男孩": "一个儿子", "女孩": "女儿", "一个女孩": "一个女儿",
}  # fmt: skip


def clean_display(value: str) -> str:
    """Trim whitespace, quotes, edge punctuation and a leading article; keep the casing."""
    value = unicodedata.normalize("NFKC", value) if value.isascii() is False else value
    value = _SPACE.sub(" ", value).strip().strip(_EDGE_PUNCT).strip()
    value = re.sub(r"^(?:the|a|an)\s+(?=\S)", "", value, flags=re.I)
    return value.strip(_EDGE_PUNCT).strip()


def value_key(value: str) -> str:
    """The matching key of a value: "Spicy food" → "spicy", "吃辣" → "辣", "30,000" → "30000"."""
    key = clean_display(value).casefold()
    for _ in range(2):
        key = _EN_LEAD.sub("", key)
        key = _EN_TAIL.sub("", key)
    if len(key) > 1:
        key = _ZH_TAIL.sub("", key) or key
        key = _ZH_LEAD.sub("", key)
    key = re.sub(r"(?<=\d),(?=\d{3})", "", key)
    key = " ".join(_SYNONYMS.get(w, w) for w in key.split(" "))
    key = _SYNONYMS.get(key, key)
    key = _ZH_ANIMAL_COUNT.sub("", key)
    plural = _PLURAL.search(key)
    if plural and not plural[1].endswith(("s", "u", "i")):
        # a plural last word: cats ≡ cat, "tree nuts" ≡ "tree nut" (not "bus", "this",
        # "glass"); applied to both sides, so only equality matters
        key = key[:-1]
    return _SPACE.sub(" ", key).strip()


def same_value(a: str | None, b: str | None) -> bool:
    """Whether two values are the same fact value: by key, or as the same amount said
    two ways (一万八 ≡ 1.8万 ≡ 18,000; "30k" ≡ "30,000")."""
    if a is None or b is None:
        return False
    return value_key(a) == value_key(b) or same_amount(a, b)


_PET_NAMED = re.compile(r"^(?P<s>.*?)\s*(?:\bnamed\b|\bcalled\b|名叫|名字叫|叫)\s*(?P<n>.+)$", re.I)


def pet_parts(value: str) -> tuple[str, str | None]:
    """A pet value as (animal, name): "dog named Max" → ("dog", "Max"), 猫叫咪咪 → ("猫",
    "咪咪"), "beagle" → ("beagle", None)."""
    m = _PET_NAMED.match(value.strip())
    if m and m["s"] and m["n"]:
        animal = m["s"].split()[-1] if m["s"].isascii() else m["s"]
        return clean_display(animal), clean_display(m["n"])
    return clean_display(value), None


def _contains(text: str, key: str) -> bool:
    if not key or not text:
        return False
    if key.isascii():
        return re.search(rf"(?<![\w-]){re.escape(key)}(?:s|es)?(?![\w-])", text) is not None
    return key in text


def names_value(fragment: str, value: str, slot: str) -> bool:
    """Whether ``fragment`` (text a revision points at: "not jazz", 把咖啡换成) names the
    stored ``value`` of ``slot``: its key occurs in the fragment as a word, or the fragment
    is a shorter form of it ("爵士" for 爵士乐); for a pet, its animal or its name does
    ("dog" for "dog named Max", "Mochi" for "cat named Mochi")."""
    text = value_key(fragment)
    key = value_key(value)
    if _contains(text, key) or _contains(fragment.casefold(), key):
        return True
    if text and len(text.split()) <= 3 and len(text) >= 2 and _contains(key, text):
        return True
    if slot == "pets":
        animal, name = pet_parts(value)
        return any(
            part
            and (
                _contains(text, value_key(part)) or _contains(fragment.casefold(), value_key(part))
            )
            for part in (animal, name)
        )
    return False
