"""The English grammar's eleventh pass, family by family (blind 10's misses): each everyday
phrasing the user says of themselves sets its slot with a clean value, and its negative
twins (someone else, a plan, a question, a word that only looks alike) set nothing of the
user's in that slot."""

from __future__ import annotations

from tests.unit._facts_en import EXTRACT, Case, corpus_tests

#: family → phrasings and the fact each states (slot, value as stored, polarity)
STATES: dict[str, list[Case]] = {
    "veggie, as a diet": [
        ("I'm veggie", "diet", "vegetarian", 1),
        ("I went veggie last year", "diet", "vegetarian", 1),
        ("I've been veggie since uni", "diet", "vegetarian", 1),
        ("User is veggie.", "diet", "vegetarian", 1),
        ("I'm fully veggie now", "diet", "vegetarian", 1),
    ],
    "a diet kept for a span, with no subject": [
        ("three months veggie now since New Year and not missing bacon!", "diet", "vegetarian", 1),
        ("two years vegan now and loving it", "diet", "vegan", 1),
        ("6 weeks keto now, down a belt notch", "diet", "keto", 1),
        ("a few months pescatarian now", "diet", "pescatarian", 1),
        ("ten days plant-based now, so far so good", "diet", "plant-based", 1),
    ],
    "halal or kosher kept": [
        ("I keep halal, so please no pork or alcohol in any recipes.", "diet", "halal", 1),
        ("we keep kosher at home", "diet", "kosher", 1),
        ("I only eat halal", "diet", "halal", 1),
        ("The user keeps kosher.", "diet", "kosher", 1),
        ("I strictly keep halal", "diet", "halal", 1),
    ],
    "a role stepped up to or confirmed in": [
        (
            "This term I've stepped up as deputy head, so less classroom time.",
            "job_title",
            "deputy head",
            1,
        ),
        ("Governors confirmed me as headteacher from January.", "job_title", "headteacher", 1),
        ("I took over as head of sales in March", "job_title", "head of sales", 1),
        ("the board appointed me as CFO last week", "job_title", "CFO", 1),
        ("I've stepped in as interim manager", "job_title", "interim manager", 1),
    ],
    "a figure said with its qualifier (my current salary, current rent)": [
        ("Current salary is 38k euro.", "income", "38k", 1),
        ("My current rent is 1,200", "rent", "1,200", 1),
        ("my current weight is 80kg", "weight", "80kg", 1),
        ("My current city is Leeds", "location", "Leeds", 1),
        ("My monthly rent is £950 now", "rent", "£950", 1),
    ],
    "a diet said as what one's diet is, or given up as one that did not work": [
        ("my diet is keto now", "diet", "keto", 1),
        ("The user's diet is vegan.", "diet", "vegan", 1),
        ("My current diet is mostly paleo", "diet", "paleo", 1),
        ("Keto didn't work out for me", "diet", "keto", -1),
        (
            "Vegan didn't work out for me, GP flagged low B12. I'm eating fish again but still no meat.",
            "diet",
            "pescatarian",
            1,
        ),
    ],
    "an allergy an agent's note says the user reports": [
        ("User reports an allergy to cats.", "allergies", "cats", 1),
        ("The user mentioned a severe allergy to peanuts.", "allergies", "peanuts", 1),
        ("User noted an allergy to penicillin.", "allergies", "penicillin", 1),
        ("User reported a mild allergy to latex", "allergies", "latex", 1),
        ("The user reports an allergy to shellfish", "allergies", "shellfish", 1),
    ],
    "what one can't deal with, handle or bear": [
        ("what I really can't deal with these days is olives", "likes", "olives", -1),
        ("I can't deal with olives", "likes", "olives", -1),
        ("I can't handle spicy food", "likes", "spicy food", -1),
        ("I cannot bear horror films", "likes", "horror films", -1),
        ("honestly I can't deal with coriander anymore", "likes", "coriander", -1),
    ],
    "a start date after the value is no part of it": [
        ("I got promoted to senior engineer from next week", "job_title", "senior engineer", 1),
        ("I moved to Bristol from January", "location", "Bristol", 1),
        ("I became team lead from the 3rd", "job_title", "team lead", 1),
        ("I'm a team lead from the new term", "job_title", "team lead", 1),
        ("I moved to Leeds from 2021", "location", "Leeds", 1),
    ],
    "what has overtaken the old favourite, said with a word of how or as 'it'": [
        (
            "Padel has honestly overtaken tennis as my favourite sport",
            "favourite:sport",
            "Padel",
            1,
        ),
        (
            "Been playing pickleball every evening, it's honestly overtaken cricket as my favourite sport",
            "favourite:sport",
            "pickleball",
            1,
        ),
        (
            "I've been watching Succession nonstop, it has overtaken The Wire as my favourite show",
            "favourite:show",
            "Succession",
            1,
        ),
        (
            "been eating ramen all winter, it's now overtaken pizza as my fave food",
            "favourite:food",
            "ramen",
            1,
        ),
        ("Sushi has now replaced pizza as my favourite food", "favourite:food", "Sushi", 1),
    ],
    "a like or dislike singled out with a word of how (it's specifically X I can't stand)": [
        (
            "Correction: not horror in general, it's specifically gory slasher films I can't stand.",
            "likes",
            "gory slasher films",
            -1,
        ),
        ("it's really jazz I love", "likes", "jazz", 1),
        ("no, it's mainly coriander I hate", "likes", "coriander", -1),
        ("it's particularly spicy food I can't stand", "likes", "spicy food", -1),
        ("it's actually sushi I like", "likes", "sushi", 1),
    ],
    "engaged, said through the fiancé(e)": [
        (
            "oh sorry I said wife, we're not actually married yet, she's my fiancée.",
            "marital_status",
            "engaged",
            1,
        ),
        ("She's my fiancée now!", "marital_status", "engaged", 1),
        ("My fiancé and I are planning the wedding", "marital_status", "engaged", 1),
        ("my fiancée wants a spring wedding", "marital_status", "engaged", 1),
        ("he's officially my fiance", "marital_status", "engaged", 1),
    ],
    "one's partner named after 'me and'": [
        ("Me and my wife are planning a trip to Bali in August.", "marital_status", "married", 1),
        ("me and my husband just bought a flat", "marital_status", "married", 1),
        ("me and my girlfriend are moving in together", "marital_status", "in a relationship", 1),
        ("Me and my fiancé are looking at venues", "marital_status", "engaged", 1),
        ("me and my wife just got back from Rome", "marital_status", "married", 1),
    ],
    # -- blind 11 --------------------------------------------------------------------
    "a statement beside an 'if' that asks whether (figure out if, not sure if)": [
        (
            "I'm based in Toronto, trying to figure out if I actually need winter tires",
            "location",
            "Toronto",
            1,
        ),
        ("I'm vegetarian, wondering if I should go vegan", "diet", "vegetarian", 1),
        ("I live in York, trying to figure out if I should move to Leeds", "location", "York", 1),
        ("I'm vegan, can you check if this recipe has eggs", "diet", "vegan", 1),
        ("I work at Monzo, not sure if that matters", "employer", "Monzo", 1),
    ],
    "what triggers one's allergy": [
        (
            "Cats trigger my allergy very badly, so please suggest some hotels",
            "allergies",
            "Cats",
            1,
        ),
        ("Dust really triggers my allergies", "allergies", "Dust", 1),
        ("Pollen triggers my allergies every spring", "allergies", "Pollen", 1),
        ("dogs trigger my allergies", "allergies", "dogs", 1),
        ("dust mites set off my allergies", "allergies", "dust mites", 1),
    ],
    "a drink whose name holds a word that ends a value elsewhere (yerba mate)": [
        ("I love yerba mate", "likes", "yerba mate", 1),
        ("I'm addicted to yerba mate these days", "likes", "yerba mate", 1),
        ("I really like yerba mate", "likes", "yerba mate", 1),
        ("User enjoys yerba mate.", "likes", "yerba mate", 1),
        ("I love yerba mate, mate", "likes", "yerba mate", 1),
    ],
    "a fan of something": [
        ("big anime fan here — watched all of One Piece twice", "likes", "anime", 1),
        ("I'm a huge F1 fan", "likes", "F1", 1),
        ("massive Arsenal fan here", "likes", "Arsenal", 1),
        ("I'm a lifelong Liverpool fan", "likes", "Liverpool", 1),
        ("die-hard Taylor Swift fan here", "likes", "Taylor Swift", 1),
    ],
    "a divorce said as done": [
        ("Divorce was finalised last week.", "marital_status", "divorced", 1),
        ("the divorce is final", "marital_status", "divorced", 1),
        ("so the divorce has been finalized", "marital_status", "divorced", 1),
        ("my divorce is official now", "marital_status", "divorced", 1),
        ("Divorce got finalised on Friday", "marital_status", "divorced", 1),
    ],
    "a favourite of all time": [
        (
            "Favourite film of all time is Spirited Away, no contest.",
            "favourite:movie",
            "Spirited Away",
            1,
        ),
        ("my favourite band of all time is Oasis", "favourite:band", "Oasis", 1),
        ("Favourite song of all time is Wonderwall", "favourite:song", "Wonderwall", 1),
        ("my fav food of all time is sushi", "favourite:food", "sushi", 1),
        ("favourite book of all time is Dune", "favourite:book", "Dune", 1),
    ],
    "rent said as what one pays for one's home": [
        ("paying $620 a week for a unit in Bondi, it's killing me", "rent", "$620 a week", 1),
        ("I'm paying £950 a month for a tiny room in Zone 2", "rent", "£950", 1),
        ("we pay $2,400/month for a 2-bed near the park", "rent", "$2,400", 1),
        ("currently paying £1,100 a month for a flat in Leith", "rent", "£1,100", 1),
        ("I pay 900 a month for a studio", "rent", "900", 1),
    ],
    "twins or triplets had": [
        (
            "we've got twins, they're 6, and they fight over literally everything.",
            "children",
            "two kids",
            1,
        ),
        ("I have twins", "children", "two kids", 1),
        ("I have triplets", "children", "three kids", 1),
        ("We have twins, both in year 2", "children", "two kids", 1),
        ("we've got a set of twins", "children", "two kids", 1),
    ],
    "a title with its rank said bare": [
        ("I am now deputy head at the same school", "job_title", "deputy head", 1),
        (
            "User is now deputy head at the same school, since September.",
            "job_title",
            "deputy head",
            1,
        ),
        ("I'm now senior developer at Monzo", "job_title", "senior developer", 1),
        ("I'm now acting manager", "job_title", "acting manager", 1),
        ("I'm now assistant headteacher", "job_title", "assistant headteacher", 1),
    ],
    "an employer said with the office one works at": [
        ("I work at Woolworths head office in Sydney", "employer", "Woolworths", 1),
        ("User said they work at Woolworths head office in Sydney.", "employer", "Woolworths", 1),
        ("I work at the Google HQ in London", "employer", "Google", 1),
        ("I work for Tesco head office", "employer", "Tesco", 1),
        ("I'm at Unilever headquarters these days", "employer", "Unilever", 1),
    ],
    "a diet kept strictly": [
        ("I follow a strict gluten-free diet", "diet", "gluten-free", 1),
        ("User follows a strict gluten-free diet (coeliac).", "diet", "gluten-free", 1),
        ("I'm on a strict keto diet", "diet", "keto", 1),
        ("I'm doing strict keto these days", "diet", "keto", 1),
        ("I follow a mostly paleo diet", "diet", "paleo", 1),
    ],
}

#: family → texts that set nothing in the slot
NOTHING: dict[str, list[tuple[str, str]]] = {
    "veggie, as a diet": [
        ("Can you suggest a veggie burger recipe?", "diet"),
        ("my wife is veggie", "diet"),
        ("I bought a veggie box from the market", "diet"),
    ],
    "a diet kept for a span, with no subject": [
        ("my brother is two years vegan now", "diet"),
        ("three months vegan now? is that enough to see results", "diet"),
        ("if I go two weeks keto now will it work", "diet"),
    ],
    "halal or kosher kept": [
        ("my sister keeps kosher", "diet"),
        ("does this restaurant keep halal?", "diet"),
        ("my in-laws only eat halal", "diet"),
    ],
    "a role stepped up to or confirmed in": [
        ("she stepped up as captain", "job_title"),
        ("if they confirmed me as lead I'd be thrilled", "job_title"),
        ("my boss took over as CEO", "job_title"),
    ],
    "a figure said with its qualifier (my current salary, current rent)": [
        ("my sister's current salary is 50k", "income"),
        ("what is my current salary?", "income"),
        ("if my current rent is 1,200 can I afford it", "rent"),
    ],
    "a diet said as what one's diet is, or given up as one that did not work": [
        ("My diet is terrible", "diet"),
        ("Keto didn't work out for my husband", "diet"),
        ("my wife's diet is vegan", "diet"),
    ],
    "an allergy an agent's note says the user reports": [
        ("User reports that their son has an allergy to cats.", "allergies"),
        ("User mentioned a friend's allergy to cats", "allergies"),
        ("User asked whether an allergy to cats is common", "allergies"),
    ],
    "what one can't deal with, handle or bear": [
        ("my son can't deal with loud noises", "likes"),
        ("can you handle the booking?", "likes"),
        ("my wife can't bear horror films", "likes"),
    ],
    "a start date after the value is no part of it": [
        ("I'm from Leeds", "location"),
        ("I work from home", "location"),
        ("my sister moved to Bristol from January", "location"),
    ],
    "what has overtaken the old favourite, said with a word of how or as 'it'": [
        (
            "Been playing padel with my brother, it's overtaken tennis as his favourite sport",
            "favourite:sport",
        ),
        ("has padel honestly overtaken tennis as my favourite sport?", "favourite:sport"),
        (
            "my son says Minecraft has totally overtaken Roblox as his favourite game",
            "favourite:game",
        ),
    ],
    "a like or dislike singled out with a word of how (it's specifically X I can't stand)": [
        ("it's mainly my brother who can't stand it", "likes"),
        ("is it really jazz I love?", "likes"),
        ("it's specifically spicy food my wife can't stand", "likes"),
    ],
    "engaged, said through the fiancé(e)": [
        ("she's his fiancée", "marital_status"),
        ("my sister's fiancé is a chef", "marital_status"),
        ("my ex fiancé is getting married", "marital_status"),
    ],
    "one's partner named after 'me and'": [
        ("me and my brother are going to Rome", "marital_status"),
        ("me and my mate are off to Ibiza", "marital_status"),
        ("is it weird if me and my boss go for lunch?", "marital_status"),
    ],
    "a statement beside an 'if' that asks whether (figure out if, not sure if)": [
        ("not sure if I'm moving to Leeds", "location"),
        ("if I moved to Leeds I'd be happier", "location"),
        ("wondering if I should go vegan", "diet"),
    ],
    "what triggers one's allergy": [
        ("my son's allergy is triggered by cats", "allergies"),
        ("it triggers my allergy", "allergies"),
        ("does dust trigger my allergies?", "allergies"),
    ],
    "a drink whose name holds a word that ends a value elsewhere (yerba mate)": [
        ("my wife loves yerba mate", "likes"),
        ("do you like yerba mate?", "likes"),
        ("if I liked yerba mate I'd buy some", "likes"),
    ],
    "a fan of something": [
        ("my brother is a big Arsenal fan", "likes"),
        ("is he a big anime fan?", "likes"),
        ("I bought a big ceiling fan", "likes"),
    ],
    "a divorce said as done": [
        ("her divorce was finalised", "marital_status"),
        ("is the divorce final yet?", "marital_status"),
        ("my sister's divorce is final", "marital_status"),
    ],
    "a favourite of all time": [
        ("my wife's favourite film of all time is Titanic", "favourite:movie"),
        ("what's your favourite film of all time?", "favourite:movie"),
        ("his favourite band of all time is Oasis", "favourite:band"),
    ],
    "rent said as what one pays for one's home": [
        ("my sister is paying $620 a week for a unit in Bondi", "rent"),
        ("if I'm paying $620 a week for a unit, is that bad?", "rent"),
        ("I'm paying $50 a month for a gym", "rent"),
    ],
    "twins or triplets had": [
        ("my sister has twins", "children"),
        ("do twins run in families?", "children"),
        ("my neighbours have triplets", "children"),
    ],
    "a title with its rank said bare": [
        ("my wife is now deputy head", "job_title"),
        ("is he now deputy head?", "job_title"),
        ("if I'm now senior developer, do I get a raise?", "job_title"),
    ],
    "an employer said with the office one works at": [
        ("my dad works at Google HQ", "employer"),
        ("I visited Google HQ", "employer"),
        ("should I apply at Tesco head office?", "employer"),
    ],
    "a diet kept strictly": [
        ("my wife follows a strict gluten-free diet", "diet"),
        ("should I follow a strict keto diet?", "diet"),
        ("if I went on a strict keto diet would I lose weight", "diet"),
    ],
}

(
    test_everyday_phrasing_of_the_family_states_the_fact,
    test_someone_elses_plans_and_look_alikes_set_nothing,
    test_every_family_has_five_phrasings_and_negative_twins,
) = corpus_tests(STATES, NOTHING)


def test_a_veggie_dish_is_no_diet_but_a_veggie_user_is() -> None:
    assert not [f for f in EXTRACT("I love a good veggie curry") if f.slot == "diet"]
    assert [(f.slot, f.value) for f in EXTRACT("I'm veggie")] == [("diet", "vegetarian")]
