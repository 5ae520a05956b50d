"""The scripted conversations the demo, the notebooks and the tests share."""

from __future__ import annotations

#: A bank-loan conversation: the user gives income, job and credit history over many
#: turns (with small talk in between), then asks how much they can borrow.
BANK_LOAN: tuple[tuple[str, str], ...] = (
    (
        "Hi, I'd like to look into getting a mortgage.",
        "Happy to help. Tell me a bit about yourself.",
    ),
    ("My name is Li Wei.", "Nice to meet you, Li Wei."),
    ("Nice weather today, isn't it?", "It is! Let's get started on your application."),
    (
        "I work at Contoso Bank as a software engineer.",
        "Great, a stable job helps. How long have you been there?",
    ),
    ("Five years now, full time.", "Five years of steady employment is good."),
    ("My monthly income is 30,000 yuan before tax.", "Thanks. Do you have other income?"),
    (
        "I also get about 5,000 yuan a month from renting out a flat.",
        "Noted: rental income of 5,000 a month.",
    ),
    ("By the way, I love spicy food.", "Good to know! Sichuan cuisine?"),
    ("Yes, especially hotpot.", "Excellent choice."),
    (
        "My credit score is 742 and I have never missed a payment.",
        "A 742 score with a clean record is strong.",
    ),
    (
        "I have a car loan with 2,000 yuan monthly payments left for two years.",
        "Thanks, that counts toward your debt ratio.",
    ),
    ("No credit card debt.", "Good."),
    ("I'm married and we have one child.", "Thanks, that affects living-cost estimates."),
    (
        "My wife also works; she earns 15,000 a month.",
        "A joint application could increase the amount.",
    ),
    ("We are looking at flats around 4 million yuan.", "Understood, a 4 million yuan purchase."),
    ("We have saved 1.2 million for the down payment.", "That is a 30% down payment."),
    ("What documents do I need?", "Payslips, bank statements, ID and the purchase contract."),
    ("OK, I'll gather them this week.", "Great."),
    ("Is a 30-year term possible?", "Yes, up to 30 years for your age."),
    ("The weather is getting cold.", "Winter is coming!"),
)

FINAL_QUESTION = "So, how much can I borrow?"

# fmt: off
_VIEWINGS = (  # district, square metres, floor, asking price in millions of yuan
    ("Chaoyang", 90, "12th", 4.2), ("Haidian", 75, "3rd", 3.9), ("Dongcheng", 60, "5th", 4.0),
    ("Fengtai", 110, "18th", 3.6), ("Xicheng", 70, "2nd", 4.4), ("Tongzhou", 120, "9th", 3.1),
    ("Shunyi", 140, "6th", 3.3), ("Changping", 100, "15th", 2.9), ("Daxing", 95, "7th", 2.8),
    ("Shijingshan", 85, "11th", 3.2), ("Chaoyang", 80, "21st", 4.1), ("Haidian", 95, "4th", 4.6),
)
# fmt: on

#: What follows the loan talk in a long session: flat viewings, with answers long enough
#: that the whole history soon outgrows a model's budget (the notebooks plot it).
FLAT_HUNT: tuple[tuple[str, str], ...] = tuple(
    (
        f"We viewed a flat in {district} today: {size} square metres, {floor} floor, "
        f"asking {price} million yuan.",
        f"A {size} square metre flat in {district} at {price} million is about "
        f"{int(price * 1_000_000) // size:,} yuan per square metre. On the {floor} floor, ask about "
        "the lift, the heating and the property fee; check the title deed and whether the "
        "seller's mortgage is paid off before you sign anything.",
    )
    for district, size, floor, price in _VIEWINGS
)

#: The Shanghai → Beijing move: an old fact and, months later, its update.
MOVE = (
    ("I live in Shanghai.", 90),  # (text, days ago)
    ("I just moved to Beijing.", 1),
)
