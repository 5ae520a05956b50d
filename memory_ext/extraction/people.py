"""Other people the user talks about (我老公, "my roommate", 他): their facts are not
the user's. Used by extraction (a clause about someone else, and the subjectless clauses
after it, state nothing about the user) and by questions ("what does the user's mother
do?" asks about no slot of the user). Pure."""

from __future__ import annotations

import re

_I = re.I

#: Relatives and other people, English (a plural "s" and a possessive "'s" may follow).
PEOPLE_EN = (
    r"son|daughter|kid|child|children|baby|brother|sister|sibling|friend|bestie|husband|wife|"
    r"spouse|partner|boyfriend|girlfriend|fianc[eé]e?|mom|mum|mother|dad|father|parent|"
    r"neighbou?r|roommate|flatmate|housemate|colleague|coworker|co-worker|boss|manager|"
    r"teammate|cousin|aunt|uncle|grandma|grandpa|grandmother|grandfather|grandparent|niece|"
    r"nephew|in-laws?|landlord|landlady|doctor|teacher"
)
#: Relatives and other people, Chinese.
PEOPLE_ZH = (
    r"妹妹|姐姐|哥哥|弟弟|老婆|老公|妻子|丈夫|爱人|先生|太太|媳妇|对象|伴侣|新伴侣|未婚夫|未婚妻|"
    r"男朋友|女朋友|男友|女友|女儿|儿子|闺女|孩子|小孩|宝宝|孙子|孙女|朋友|闺蜜|同事|同学|邻居|室友|"
    r"爸妈|爸爸|妈妈|爸|妈|父亲|母亲|父母|公婆|爷爷|奶奶|外公|外婆|姥姥|姥爷|舅舅|阿姨|叔叔|姑姑|姨妈|"
    r"领导|老板|上司|房东|表哥|表姐|表妹|表弟|姐夫|嫂子|婆婆|公公|岳父|岳母|丈母娘|老丈人|女婿|儿媳|"
    r"侄子|侄女|外甥女|外甥|堂哥|堂姐|堂弟|堂妹|舍友|发小|哥们|好友|前任|前男友|前女友|前妻|前夫|"
    r"老爸|老妈|家人|亲戚|师傅|客户|合伙人|队友|小姨|大姨|舅妈|婶婶|伯伯|大伯|姐|哥|妹|弟"
)

#: Someone other than the user is mentioned: "My brother just moved…", 我老公喜欢….
MENTIONS_OTHER = re.compile(
    rf"\b(?:my|our|the|the user['’]s|user['’]s)\s+(?:\w+\s+)?(?:{PEOPLE_EN})s?(?:['’]s)?\b|"
    rf"(?:我家|我|用户|该用户)(?:的)?(?:{PEOPLE_ZH})|邻居|同事们?",
    _I,
)

#: The user's own child being born (我家宝宝出生了, 我的二胎落地了) is news of the user.
_OWN_BIRTH = (
    r"(?:我们家|我家|我)的?(?:孩子|小孩|小宝宝|宝宝|儿子|女儿|闺女|二胎|三胎|老二|老三|二宝|三宝)"
    r"[^，,。]{0,6}?(?:出生|落地|降生|诞生|出世)了"
)
#: The Chinese words of two characters or more (妹妹, 同事; not 姐, 妹): safe to find bare.
BARE_ZH = "|".join(w for w in PEOPLE_ZH.split("|") if len(w) > 1)
#: Kin and other people named bare at the start of a clause (表妹今年当医生了, 老公最近瘦到70kg了):
#: words of :data:`BARE_ZH`, not a vocative (老公，… / 家人们), not what others call the user
#: (同事都叫我老王), not the user's own child being born.
_BARE_OTHER_ZH = (
    rf"(?!(?:孩子|小孩|小宝宝|宝宝|儿子|女儿|闺女)[^，,。]{{0,6}}?(?:出生|落地|降生|诞生|出世)了)"
    rf"(?:{BARE_ZH})(?![，,们圈会群]|[^，,。]{{0,3}}?(?:叫我|喊我|管我叫)|和我|跟我|与我|同我)"
)
#: A clause whose subject is someone else ("my mom is…", "he lives…", 我老公叫…, 她…)
#: or who is congratulated ("congrats to Sam, officially a senior engineer now"),
#: matched where the subject starts; "my husband and I…" / 我老公和我… include the user.
OTHER_SUBJECT = re.compile(
    rf"\s*(?:(?:and|but|so|then|also|while|whereas)\s+)?"
    rf"(?:(?:congrats|congratulations|kudos|shout[- ]?out|cheers)\s+to\s+(?!(?:me|myself|us)\b)|"
    rf"(?:(?:my|our|his|her|their|the user['’]s|user['’]s)\s+(?:[\w-]+\s+){{0,2}}?"
    rf"(?:{PEOPLE_EN})s?\b(?!\s*(?:,\s*)?(?:and|&)\s+(?:i|me|myself)\b))|(?:he|she|they)\b)|"
    rf"(?!{_OWN_BIRTH})(?:(?:我家|我|用户|该用户|他|她)(?:的)?(?:{PEOPLE_ZH})(?!和我|跟我|与我|同我)|"
    rf"他们|她们|他|她|{_BARE_OTHER_ZH})",
    _I,
)
