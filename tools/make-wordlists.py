#!/usr/bin/env python3
"""Rebuild Guesswork's word lists of 4 to 7 letters (English, Spanish; French,
German, Italian and Portuguese, not yet playable: see data/words/README.md).

Writes data/words/{en,es}/{answers,guesses}.txt (five letters: the daily
puzzles and every saved game depend on these, so they must not change) and
{answers,guesses}-N.txt for N = 4, 6, 7, from openly licensed
sources installed from Debian and PyPI, plus the hand-kept lists in
tools/wordlists/.  The output is deterministic: every ranking is by a
fixed key with the word itself as tie-breaker, and the result depends
only on the installed package versions and the hand-kept lists.

Sources (see data/words/README.md for licences and attribution):

  English guesses  SCOWL (Debian `scowl`), word lists up to level 80
  English answers  SCOWL words common to all spellings up to level 55,
                   ranked by wordfreq (PyPI `wordfreq`, data CC BY-SA 4.0)
  Spanish guesses  hunspell-es (Debian `hunspell-es`) expanded with
                   `unmunch` (Debian `hunspell-tools`)
  Spanish answers  wspanish headwords (Debian `wspanish`, public domain)
                   that are also hunspell-es headwords, ranked by wordfreq

Install first (as root):

  apt-get install scowl hunspell-es hunspell-tools wspanish hunspell \
      hunspell-fr-comprehensive wfrench hunspell-de-de wngerman \
      hunspell-it witalian hunspell-pt-br
  pip install wordfreq==3.1.1 simplemma==2.0.0

Usage:

  python3 tools/make-wordlists.py            # rebuild every list
  python3 tools/make-wordlists.py --languages fr,de   # only these
  python3 tools/make-wordlists.py --report   # also print diagnostics
"""

import argparse
import functools
import glob
import importlib.metadata
import os
import re
import subprocess
import sys
import tempfile
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HAND_DIR = ROOT / "tools" / "wordlists"
OUT_DIR = ROOT / "data" / "words"

# Versions the shipped lists were made with.  Other versions will
# usually work but give (slightly) different lists.
PINNED_DEBIAN = {
    "scowl": "2020.12.07-2",
    "hunspell-es": "1:7.5.0-1",
    "hunspell-tools": "1.7.1-1",
    "wspanish": "1.0.30",
    "hunspell": "1.7.1-1",
    "hunspell-fr-comprehensive": "1:7.0-1",
    "wfrench": "1.2.7-2",
    "hunspell-de-de": "20161207-11",
    "wngerman": "20161207-11",
    "hunspell-it": "1:7.5.0-1",
    "witalian": "1.10",
    "hunspell-pt-br": "1:7.5.0-1",
}
PINNED_PYPI = {
    "wordfreq": "3.1.1",
    "simplemma": "2.0.0",
}

SCOWL_DIR = "/usr/share/dict/scowl"
HUNSPELL_ES_DIC = "/usr/share/hunspell/es_ES.dic"
HUNSPELL_ES_AFF = "/usr/share/hunspell/es_ES.aff"
WSPANISH = "/usr/share/dict/spanish"

# SCOWL word lists: `english` holds the spellings common to every variety,
# `american`/`british`/`canadian` the ones specific to one, `variant_1/2`
# accepted alternative spellings (donut, aunty, ...) and their British and
# Canadian counterparts (eyrie, gaols).  The abbreviation, proper-name,
# contraction and `upper` lists are never read, nor the Australian ones.
EN_GUESS_LISTS = ("english", "american", "british", "canadian",
                  "variant_1", "variant_2",
                  "british_variant_1", "british_variant_2",
                  "canadian_variant_1", "canadian_variant_2")
EN_GUESS_MAX_LEVEL = 80      # above 80, names and oddities creep in
# Answers only use spellings shared by US, UK and Canadian English: the
# `english` lists, plus words that all three national lists have (among).
EN_ANSWER_LISTS = ("english",)
EN_ANSWER_ALL_OF = ("american", "british", "canadian")
EN_ANSWER_MAX_LEVEL = 55     # 50 is SCOWL's "medium" size; 55 gives enough good words
EN_STEM_MAX_LEVEL = 60       # lexicon used to spot inflected forms
# Answers per length: the most frequent candidates, as many as the five-
# letter list holds (the original's size) and none rarer than that list's
# rarest answer (wordfreq's zipf scale; --report prints each cut-off), so
# every length's answers are as familiar as the five-letter ones.  Four
# letters has fewer such words (about 1,900 English, 900 Spanish).
EN_ANSWER_COUNTS = {4: 2300, 5: 2300, 6: 2300, 7: 2300}
ES_ANSWER_COUNTS = {4: 1500, 5: 1500, 6: 1500, 7: 1500}
EN_ANSWER_MIN_ZIPF = 1.89
ES_ANSWER_MIN_ZIPF = 2.52
LENGTHS = (4, 5, 6, 7)

# --report measures how many of wordfreq's most frequent five-letter words
# (letters only; accents folded for Spanish) are accepted guesses.
COVERAGE_TOPS = (3000, 5000)

EN_HAND = re.compile(r"[a-z]{4,7}")
ES_HAND = re.compile(r"[a-zñ]{4,7}")


def en_letters(length):
    return re.compile(f"[a-z]{{{length}}}")


def es_letters(length):
    return re.compile(f"[a-zñ]{{{length}}}")


def list_name(kind, length):
    """answers.txt for five letters (the original names), answers-6.txt else."""
    return f"{kind}.txt" if length == 5 else f"{kind}-{length}.txt"

REPORT = False


def warn(msg):
    print(f"make-wordlists: warning: {msg}", file=sys.stderr)


def die(msg):
    print(f"make-wordlists: error: {msg}", file=sys.stderr)
    sys.exit(1)


def report(msg=""):
    if REPORT:
        print(msg)


# ---------------------------------------------------------------- versions

def check_versions():
    """Fail if a source is missing; warn if its version is not the pinned one."""
    for pkg, want in PINNED_DEBIAN.items():
        try:
            have = subprocess.run(
                ["dpkg-query", "-W", "-f", "${Status} ${Version}", pkg],
                capture_output=True, text=True, check=True).stdout
        except (OSError, subprocess.CalledProcessError):
            die(f"Debian package {pkg} is not installed "
                f"(apt-get install {' '.join(PINNED_DEBIAN)})")
        if not have.startswith("install ok installed"):
            die(f"Debian package {pkg} is not installed")
        version = have.split()[-1]
        if version != want:
            warn(f"{pkg} is version {version}, the lists were made with {want}; "
                 "the output may differ")
    for pkg, want in PINNED_PYPI.items():
        try:
            version = importlib.metadata.version(pkg)
        except importlib.metadata.PackageNotFoundError:
            die(f"Python package {pkg} is not installed (pip install {pkg}=={want})")
        if version != want:
            warn(f"{pkg} is version {version}, the lists were made with {want}; "
                 "the output may differ")


# ------------------------------------------------------------ hand lists

def read_hand_list(name, pattern, length):
    """The words of `length` letters in a hand list of words of 4 to 7
    letters: one word a line; '#' starts a comment; blank lines ignored."""
    path = HAND_DIR / name
    words = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            word = line.split("#", 1)[0].strip()
            if not word:
                continue
            word = unicodedata.normalize("NFC", word)
            if not pattern.fullmatch(word):
                die(f"{path}:{n}: {word!r} is not a lowercase word of 4 to 7 letters")
            words.append(word)
    dupes = sorted({w for w in words if words.count(w) > 1})
    if dupes and length == 5:
        warn(f"{path}: listed more than once: {' '.join(dupes)}")
    return {w for w in words if len(w) == length}


def write_list(path, words):
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for word in sorted(set(words)):
            f.write(word + "\n")


# ----------------------------------------------------------------- English

def en_fold(word):
    """Strip accents and diaeresis: café -> cafe, naïve -> naive."""
    return "".join(c for c in unicodedata.normalize("NFD", word)
                   if not unicodedata.combining(c))


def scowl_words(lists, max_level, fold=False):
    """All-lowercase words from the given SCOWL lists up to a level.

    Only plain a-z words, unless `fold`: then words with accents
    (café, sauté, fête, voilà) are taken too, with the accents removed,
    as a player types them.
    """
    words = set()
    for name in lists:
        for path in sorted(glob.glob(f"{SCOWL_DIR}/{name}-words.*")):
            level = int(path.rsplit(".", 1)[1])
            if level > max_level:
                continue
            with open(path, encoding="utf-8") as f:
                for line in f:
                    word = unicodedata.normalize("NFC", line.strip())
                    if fold:
                        word = en_fold(word)
                    if re.fullmatch(r"[a-z]+", word):
                        words.add(word)
    if not words:
        die(f"no SCOWL word lists found in {SCOWL_DIR}")
    return words


def en_inflection(word, lexicon):
    """Say why `word` looks like a regular inflection of a shorter word.

    Returns a short reason (for --report) or None.  `lexicon` holds
    the common SCOWL words.  Catches plurals and third-person forms
    (cats, boxes, flies, wives), regular past tenses (asked, baked,
    tried), -ing forms (owing) and comparatives (older, nicer).
    Hand-kept en-add-answers.txt overrides it where it is wrong.
    """
    def known(stem):
        return len(stem) >= 2 and stem in lexicon

    if word.endswith("ss"):
        return None                                     # glass, bless
    if word.endswith("ies") and known(word[:-3] + "y"):
        return "plural/verb -ies"
    if word.endswith("ves") and (known(word[:-3] + "f") or known(word[:-3] + "fe")):
        return "plural -ves"
    if word.endswith("es") and word[-3] in "sxzh" and known(word[:-2]):
        return "plural/verb -es"
    if word.endswith("s") and known(word[:-1]):
        return "plural/verb -s"
    if word.endswith("ied") and known(word[:-3] + "y"):
        return "past -ied"
    if word.endswith("ed") and (known(word[:-2]) or known(word[:-1])
                                or (word[-3] == word[-4] and known(word[:-3]))):
        return "past -ed"
    if word.endswith("ing") and (known(word[:-3]) or known(word[:-3] + "e")
                                 or (len(word) > 4 and word[-4] == word[-5]
                                     and known(word[:-4]))):
        return "-ing"
    if word.endswith("est"):
        # A superlative: the stem also has an -er form (loudest/louder,
        # nicest/nicer, biggest/bigger, driest/drier), unlike plain words
        # (honest, forest, modest).
        for stem in (word[:-3], word[:-2], word[:-4] if len(word) > 4 and word[-4] == word[-5] else None,
                     word[:-4] + "y" if word[-4] == "i" else None):
            if stem and known(stem) and (word[:-3] + "er" in lexicon or word[:-2] + "r" in lexicon):
                return "superlative -est"
    if word.endswith("er"):
        # A comparative: the stem has both an -er and an -est form
        # (older/oldest, nicer/nicest, drier/driest), unlike agent nouns
        # (baker) or plain words (power, after, offer).
        stems = [(word[:-2], "est"), (word[:-1], "st")]
        if word[-3] == word[-4]:
            stems.append((word[:-3], word[-3] + "est"))
        if word[-3] == "i":
            stems.append((word[:-3] + "y", None))
        for stem, sup in stems:
            if not known(stem):
                continue
            if sup is None:
                if word[:-2] + "est" in lexicon:
                    return "comparative -er"
            elif stem + sup in lexicon:
                return "comparative -er"
    return None


def build_english(length):
    from wordfreq import zipf_frequency, top_n_list

    EN_LETTERS = en_letters(length)
    EN_ANSWER_COUNT = EN_ANSWER_COUNTS[length]
    add_guesses = read_hand_list("en-add-guesses.txt", EN_HAND, length)
    add_answers = read_hand_list("en-add-answers.txt", EN_HAND, length)
    exclude = read_hand_list("en-exclude-answers.txt", EN_HAND, length)
    offensive = read_hand_list("en-offensive.txt", EN_HAND, length)

    conflict = add_answers & (exclude | offensive)
    if conflict:
        die(f"en-add-answers.txt lists excluded words: {' '.join(sorted(conflict))}")

    all_words = scowl_words(EN_GUESS_LISTS, EN_GUESS_MAX_LEVEL, fold=True)
    scowl5 = {w for w in all_words if len(w) == length}
    guesses = scowl5 | add_guesses | add_answers
    report(f"[en] SCOWL {length}-letter words (levels <= {EN_GUESS_MAX_LEVEL}): {len(scowl5)}")
    already = sorted(add_guesses & scowl5)
    if already:
        report(f"[en] en-add-guesses.txt words already in SCOWL: {' '.join(already)}")

    lexicon = scowl_words(EN_GUESS_LISTS, EN_STEM_MAX_LEVEL)
    shared = scowl_words(EN_ANSWER_LISTS, EN_ANSWER_MAX_LEVEL)
    national = [scowl_words((name,), EN_ANSWER_MAX_LEVEL) for name in EN_ANSWER_ALL_OF]
    shared |= set.intersection(*national)
    common5 = {w for w in shared if len(w) == length}
    dropped = {}
    candidates = []
    for word in sorted(common5):
        if word in offensive:
            dropped[word] = "offensive"
        elif word in exclude:
            dropped[word] = "excluded by hand"
        elif word in add_answers:
            continue
        else:
            why = en_inflection(word, lexicon)
            if why:
                dropped[word] = why
            else:
                candidates.append(word)
    ranked = sorted((w for w in candidates if zipf_frequency(w, "en") >= EN_ANSWER_MIN_ZIPF),
                    key=lambda w: (-zipf_frequency(w, "en"), w))
    answers = set(add_answers)
    for word in ranked:
        if len(answers) >= EN_ANSWER_COUNT:
            break
        answers.add(word)
    if len(answers) < EN_ANSWER_COUNT and length == 5:
        warn(f"only {len(answers)} English answers (wanted {EN_ANSWER_COUNT})")
    cutoff = min(zipf_frequency(w, "en") for w in answers - add_answers)
    report(f"[en] answer candidates {len(common5)}, after filters {len(ranked)}, "
           f"frequency cut-off zipf {cutoff:.2f}")
    if REPORT:
        reasons = {}
        for word, why in dropped.items():
            reasons.setdefault(why, []).append(word)
        for why, words in sorted(reasons.items()):
            report(f"[en] dropped ({why}, {len(words)}): {' '.join(sorted(words))}")
        nexts = [w for w in ranked if w not in answers][:60]
        report(f"[en] next candidates below the cut: {' '.join(nexts)}")

    # Coverage of common English words by the guess list.
    if REPORT:
        # SCOWL files names, abbreviations and contractions in lists of
        # their own: a frequent word found only there is not a word the
        # game needs to accept (april, obama, https, didnt).
        non_words = set()
        for path in glob.glob(f"{SCOWL_DIR}/*"):
            if re.search(r"(proper-names|upper|abbreviations|contractions)\.\d+$", path):
                with open(path, encoding="utf-8", errors="replace") as f:
                    non_words.update(re.sub(r"[^a-z]", "", l.strip().lower()) for l in f)
        frequent = [w for w in top_n_list("en", 1000000) if EN_LETTERS.fullmatch(w)]
        for n in COVERAGE_TOPS:
            top = frequent[:n]
            missing = [w for w in top if w not in guesses]
            named = [w for w in missing if w in non_words]
            rest = [w for w in missing if w not in non_words]
            words = n - len(named)
            report(f"[en] coverage: {n - len(missing)}/{n} ({100 * (n - len(missing)) / n:.1f} %) "
                   f"of wordfreq's top {n} {length}-letter words are accepted guesses; "
                   f"leaving out the {len(named)} that SCOWL lists only as names, "
                   f"abbreviations or contractions: {words - len(rest)}/{words} "
                   f"({100 * (words - len(rest)) / words:.1f} %)")
            report(f"[en] top {n} not accepted, SCOWL lists as names/abbreviations/"
                   f"contractions ({len(named)}): {' '.join(named)}")
            report(f"[en] top {n} not accepted, the rest ({len(rest)}): {' '.join(rest)}")
    return sorted(answers), sorted(guesses)


# ----------------------------------------------------------------- Spanish

def es_fold(word):
    """Lowercase, strip accents and diaeresis, keep ñ as its own letter."""
    out = []
    for ch in unicodedata.normalize("NFC", word.lower()):
        if ch == "ñ":
            out.append(ch)
        else:
            out.append("".join(c for c in unicodedata.normalize("NFD", ch)
                               if not unicodedata.combining(c)))
    return "".join(out)


def unmunch(dic_path, aff_path):
    result = subprocess.run(["unmunch", dic_path, aff_path],
                            capture_output=True, check=True)
    return result.stdout.decode("utf-8").splitlines()


@functools.cache
def hunspell_es_forms():
    """Every form hunspell-es generates (accents kept), as a set."""
    forms = set()
    pending = []
    for line in unmunch(HUNSPELL_ES_DIC, HUNSPELL_ES_AFF):
        line = line.strip()
        if "/" in line:
            # unmunch leaves forms made by a suffix that carries its own
            # flags ("abdicación/S") unexpanded: expand them in a 2nd pass.
            pending.append(line)
        elif line:
            forms.add(line)
    if pending:
        with tempfile.TemporaryDirectory() as tmp:
            dic = os.path.join(tmp, "second.dic")
            with open(dic, "w", encoding="utf-8") as f:
                f.write(f"{len(pending)}\n")
                for line in sorted(set(pending)):
                    f.write(line + "\n")
            for line in unmunch(dic, HUNSPELL_ES_AFF):
                line = line.strip()
                if line and "/" not in line:
                    forms.add(line)
                elif line:
                    forms.add(line.split("/", 1)[0])
    return forms


def hunspell_es_headwords():
    heads = set()
    with open(HUNSPELL_ES_DIC, encoding="utf-8") as f:
        next(f)                                   # entry count
        for line in f:
            word = line.strip().split("/", 1)[0]
            if word:
                heads.add(unicodedata.normalize("NFC", word))
    return heads


def build_spanish(length, en_guesses=()):
    """Build the Spanish lists; `en_guesses` only sorts the --report output."""
    from wordfreq import zipf_frequency

    ES_LETTERS = es_letters(length)
    ES_ANSWER_COUNT = ES_ANSWER_COUNTS[length]
    add_guesses = read_hand_list("es-add-guesses.txt", ES_HAND, length)
    add_answers = read_hand_list("es-add-answers.txt", ES_HAND, length)
    exclude = read_hand_list("es-exclude-answers.txt", ES_HAND, length)
    offensive = read_hand_list("es-offensive.txt", ES_HAND, length)
    conflict = add_answers & (exclude | offensive)
    if conflict:
        die(f"es-add-answers.txt lists excluded words: {' '.join(sorted(conflict))}")

    forms = hunspell_es_forms()
    # Lowercase forms only: capitalised entries are names and places.
    hun5 = set()
    names5 = set()     # capitalised forms: names, places (for --report)
    for form in forms:
        form = unicodedata.normalize("NFC", form)
        if form != form.lower():
            names5.add(es_fold(form))
            continue
        folded = es_fold(form)
        if ES_LETTERS.fullmatch(folded):
            hun5.add(folded)
    report(f"[es] hunspell-es forms {len(forms)}, {length}-letter lowercase {len(hun5)}")

    heads = hunspell_es_headwords()
    with open(WSPANISH, encoding="utf-8") as f:
        wspanish = sorted({unicodedata.normalize("NFC", l.strip()) for l in f if l.strip()})

    best = {}   # folded word -> (zipf, accented spelling)
    not_head = []
    for word in wspanish:
        if word != word.lower():
            continue
        folded = es_fold(word)
        if not ES_LETTERS.fullmatch(folded):
            continue
        # Headwords only: keeps out plurals and conjugated verb forms that
        # wspanish or the ranking would let in.  Feminine forms of
        # masculine headwords count (bonita from bonito).
        if word not in heads and not (word.endswith("a") and word[:-1] + "o" in heads):
            not_head.append(word)
            continue
        freq = zipf_frequency(word, "es")
        if folded not in best or (freq, word) > best[folded]:
            best[folded] = (freq, word)

    dropped = {}
    candidates = []
    for folded in sorted(best):
        if folded in offensive:
            dropped[folded] = "offensive"
        elif folded in exclude:
            dropped[folded] = "excluded by hand"
        elif folded in add_answers:
            continue
        elif folded.endswith("s") and (folded[:-1] in best or folded[:-2] in best):
            dropped[folded] = "plural"
        else:
            candidates.append(folded)
    ranked = sorted((w for w in candidates if best[w][0] >= ES_ANSWER_MIN_ZIPF),
                    key=lambda w: (-best[w][0], w))
    answers = set(add_answers)
    for word in ranked:
        if len(answers) >= ES_ANSWER_COUNT:
            break
        answers.add(word)
    if len(answers) < ES_ANSWER_COUNT and length == 5:
        warn(f"only {len(answers)} Spanish answers (wanted {ES_ANSWER_COUNT})")
    guesses = hun5 | add_guesses | answers
    added = sorted(answers - hun5 - add_guesses)
    already = sorted(add_guesses & hun5)
    if already:
        report(f"[es] es-add-guesses.txt words already in hunspell-es: {' '.join(already)}")
    if REPORT:
        from wordfreq import top_n_list
        frequent = []
        for word in top_n_list("es", 1000000):
            folded = es_fold(word)
            if ES_LETTERS.fullmatch(folded) and folded not in frequent:
                frequent.append(folded)
                if len(frequent) == max(COVERAGE_TOPS):
                    break
        english = set(en_guesses)
        for n in COVERAGE_TOPS:
            top = frequent[:n]
            missing = [w for w in top if w not in guesses]
            named = [w for w in missing if w in names5]
            foreign = [w for w in missing if w not in names5 and w in english]
            rest = [w for w in missing if w not in names5 and w not in english]
            words = n - len(named) - len(foreign)
            report(f"[es] coverage: {n - len(missing)}/{n} ({100 * (n - len(missing)) / n:.1f} %) "
                   f"of wordfreq's top {n} {length}-letter words (accents stripped) "
                   f"are accepted guesses; leaving out the {len(named)} that hunspell-es "
                   f"has only with a capital (names, places) and the {len(foreign)} "
                   f"English words: {words - len(rest)}/{words} "
                   f"({100 * (words - len(rest)) / words:.1f} %)")
            report(f"[es] top {n} not accepted, names in hunspell-es ({len(named)}): "
                   f"{' '.join(named)}")
            report(f"[es] top {n} not accepted, English ({len(foreign)}): {' '.join(foreign)}")
            report(f"[es] top {n} not accepted, the rest (mostly other names, slang, "
                   f"misspellings; {len(rest)}): {' '.join(rest)}")
    cutoff = min(best[w][0] for w in answers - add_answers)
    report(f"[es] wspanish {length}-letter headword candidates {len(best)}, "
           f"after filters {len(ranked)}, frequency cut-off zipf {cutoff:.2f}")
    report(f"[es] wspanish words that are not hunspell-es headwords: {len(not_head)}")
    report(f"[es] answers missing from hunspell-es, added to guesses ({len(added)}): "
           f"{' '.join(added)}")
    if REPORT:
        reasons = {}
        for word, why in dropped.items():
            reasons.setdefault(why, []).append(word)
        for why, words in sorted(reasons.items()):
            report(f"[es] dropped ({why}, {len(words)}): {' '.join(sorted(words))}")
        nexts = [w for w in ranked if w not in answers][:60]
        report(f"[es] next candidates below the cut: {' '.join(nexts)}")
    return sorted(answers), sorted(guesses)


# ------------------------------------------- French, German, Italian, Portuguese

# One rule for the four: guesses are the forms the language's Hunspell
# dictionary accepts among its Debian word list and wordfreq's words;
# answers are those of them that are their own lemma (simplemma: no plural,
# no conjugated verb, no feminine of an adjective), ranked by wordfreq.
# `s_words_listed`: the dictionary lists its -s words that are no plurals (MOIS)
# as entries of their own, and its plurals not (pt_BR lists BOCAS and JATOS
# too, so only the frequencies tell there: `is_plural`).
MORE = {
    "fr": {"name": "French", "hunspell": "fr_FR", "list": "/usr/share/dict/french",
           "keep": "", "nouns_capitalised": False, "min_zipf": 2.2, "plural_s": True,
           "s_words_listed": True},
    "de": {"name": "German", "hunspell": "de_DE", "list": "/usr/share/dict/ngerman",
           "keep": "äöü", "nouns_capitalised": True, "min_zipf": 2.5, "plural_s": False,
           "s_words_listed": False},
    "it": {"name": "Italian", "hunspell": "it_IT", "list": "/usr/share/dict/italian",
           "keep": "", "nouns_capitalised": False, "min_zipf": 2.2, "plural_s": False,
           "s_words_listed": False},
    # Not wbrazilian: its licence is GPL-2 only, which a GPL-3 game cannot ship.
    "pt": {"name": "Portuguese", "hunspell": "pt_BR", "list": None,
           "keep": "", "nouns_capitalised": False, "min_zipf": 2.2, "plural_s": True,
           "s_words_listed": False},
}
MORE_ANSWER_COUNTS = {4: 1500, 5: 1500, 6: 1500, 7: 1500}
# An answer far more frequent in English than in the language (wordfreq's
# zipf, on the accented spelling, so pièce and thème stay) is a loanword a
# player would not expect: about, water, light.
ENGLISH_MARGIN = 1.5
ROMAN_NUMERAL = re.compile(r"m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})")
# Letters written as two: œ and æ (French), ß (German, as Swiss German and
# every German clone write it when capitals are all there is).
SPELLED_OUT = {"œ": "oe", "æ": "ae", "ß": "ss"}
# SCOWL's capitalised English words up to these levels: names and places
# (Peter, Berlin, Maria), which German capitalises like its nouns.
NAMES_UPPER_MAX_LEVEL = 60
NAMES_PROPER_MAX_LEVEL = 80


def more_fold(word, keep):
    """Lowercase; œ æ ß spelled out; accents stripped except on `keep`."""
    out = []
    for ch in unicodedata.normalize("NFC", word.lower()):
        if ch in keep:
            out.append(ch)
        elif ch in SPELLED_OUT:
            out.append(SPELLED_OUT[ch])
        else:
            out.append("".join(c for c in unicodedata.normalize("NFD", ch)
                               if not unicodedata.combining(c)))
    return "".join(out)


def hunspell_accepts(words, dictionary):
    """The words the Hunspell dictionary accepts as they are written."""
    words = sorted(set(words))
    result = subprocess.run(["hunspell", "-d", dictionary, "-G"],
                            input="\n".join(words) + "\n",
                            capture_output=True, text=True, check=True)
    return set(result.stdout.split("\n")) & set(words)


@functools.cache
def english_names():
    """Capitalised English words of SCOWL: names and places."""
    names = set()
    for path in glob.glob(f"{SCOWL_DIR}/*"):
        match = re.search(r"-(proper-names|upper)\.(\d+)$", path)
        if not match:
            continue
        limit = NAMES_PROPER_MAX_LEVEL if match[1] == "proper-names" else NAMES_UPPER_MAX_LEVEL
        if int(match[2]) > limit:
            continue
        with open(path, encoding="latin-1") as f:
            names.update(unicodedata.normalize("NFC", l.strip()) for l in f)
    return names


@functools.cache
def more_names(lang):
    """Names and places, capitalised: SCOWL's, and for the languages that do
    not capitalise their nouns, the capitalised entries of their Hunspell
    dictionary and Debian word list (Paulo, Marie, Roma)."""
    names = set(english_names())
    config = MORE[lang]
    if config["nouns_capitalised"]:
        return names
    names.update(stem for stem in hunspell_entries(lang) if stem[:1].isupper())
    if config["list"]:
        with open(config["list"], encoding="utf-8") as f:
            names.update(w for w in (unicodedata.normalize("NFC", l.strip()) for l in f)
                         if w[:1].isupper())
    return names


@functools.cache
def more_lemmas(lang):
    """The lowercase forms of every length that are their own lemma and no
    name, folded, with the frequency of the most frequent (wordfreq's zipf):
    the singulars a plural answer (BOCAS, NERDS) is made from. The singular is
    one or two letters shorter, so a list of one length cannot tell."""
    import simplemma
    from wordfreq import zipf_frequency
    config = MORE[lang]
    names = more_names(lang)
    lemmas = {}
    for form in more_forms(lang):
        if form == form.lower() and (form[:1].upper() + form[1:]) not in names \
                and simplemma.lemmatize(form, lang=lang) == form:
            folded = more_fold(form, config["keep"])
            lemmas[folded] = max(lemmas.get(folded, 0), zipf_frequency(form, lang))
    return lemmas


# A plural that is this much more frequent than its singular is a word of its
# own (APENAS, ANTES, DOIS, ÓCULOS), not a plural a player would not guess.
PLURAL_MARGIN = 0.25


def is_plural(folded, ranked, lemmas, headwords):
    """Whether an -s answer (`ranked`: its zipf and spelling) is the plural of
    a singular word: -s or -es off it, a lemma at least about as frequent, and
    the dictionary does not list the -s word on its own (MOIS, FOIS, FILS)."""
    zipf, spelling = ranked
    if not folded.endswith("s") or spelling in headwords:
        return False
    singulars = [folded[:-1]] + ([folded[:-2]] if folded.endswith("es") else [])
    return any(lemmas.get(s, -1) >= zipf - PLURAL_MARGIN for s in singulars)


@functools.cache
def hunspell_entries(lang):
    """The entries of `lang`'s Hunspell dictionary as written there, without
    their affix flags: names (Paulo, Marie) and, in French, -s words listed
    on their own (MOIS, FOIS, FILS)."""
    with open(f"/usr/share/hunspell/{MORE[lang]['hunspell']}.dic", encoding="utf-8-sig") as f:
        next(f)
        return frozenset(
            unicodedata.normalize("NFC", line.split("/", 1)[0].strip().split("\t")[0].split(" ")[0])
            for line in f)


@functools.cache
def more_forms(lang):
    """The forms of `lang` its Hunspell dictionary accepts: its Debian word
    list and wordfreq's words (lowercase; German's nouns tried capitalised)."""
    from wordfreq import top_n_list
    config = MORE[lang]
    words = set()
    if config["list"]:
        with open(config["list"], encoding="utf-8") as f:
            words = {unicodedata.normalize("NFC", l.strip()) for l in f}
    words |= {unicodedata.normalize("NFC", w) for w in top_n_list(lang, 10 ** 7)}
    words = {w for w in words if w.isalpha()}
    if config["nouns_capitalised"]:
        words |= {w[:1].upper() + w[1:] for w in words if w == w.lower()}
    return hunspell_accepts(words, config["hunspell"])


def build_more(lang, length):
    import simplemma
    from wordfreq import zipf_frequency

    config = MORE[lang]
    keep = config["keep"]
    hand = re.compile(f"[a-z{keep}]{{4,7}}")
    letters = re.compile(f"[a-z{keep}]{{{length}}}")
    add_guesses = read_hand_list(f"{lang}-add-guesses.txt", hand, length)
    add_answers = read_hand_list(f"{lang}-add-answers.txt", hand, length)
    exclude = read_hand_list(f"{lang}-exclude-answers.txt", hand, length)
    offensive = read_hand_list(f"{lang}-offensive.txt", hand, length)
    conflict = add_answers & (exclude | offensive)
    if conflict:
        die(f"{lang}-add-answers.txt lists excluded words: {' '.join(sorted(conflict))}")

    forms = more_forms(lang)
    names = more_names(lang)
    lemmas = more_lemmas(lang) if config["plural_s"] else {}
    headwords = hunspell_entries(lang) if config["s_words_listed"] else frozenset()

    guesses = set(add_guesses)
    best = {}   # folded word -> (zipf, spelling)
    dropped = {}
    for form in forms:
        lower = form == form.lower()
        if not lower and form.lower() in forms:
            continue        # a word capitalised at the start of a sentence
        if not lower and not (config["nouns_capitalised"] and form[1:] == form[1:].lower()):
            continue        # a name or an acronym (German: a noun when capitalised)
        folded = more_fold(form, keep)
        if not letters.fullmatch(folded):
            continue
        guesses.add(folded)
        # Answers: words that are their own lemma (no plural, no conjugated
        # form, no feminine or plural of an adjective) and not names.
        if simplemma.lemmatize(form, lang=lang) != form:
            continue
        if (form[:1].upper() + form[1:]) in names:
            dropped[folded] = "a name"
            continue
        zipf = zipf_frequency(form, lang)
        if zipf_frequency(form, "en") - zipf > ENGLISH_MARGIN:
            dropped[folded] = "English"
            continue
        if ROMAN_NUMERAL.fullmatch(folded):
            dropped[folded] = "a Roman numeral"
            continue
        if folded not in best or (zipf, form) > best[folded]:
            best[folded] = (zipf, form)
    candidates = []
    for folded in sorted(best):
        if folded in offensive:
            dropped[folded] = "offensive"
        elif folded in exclude:
            dropped[folded] = "excluded by hand"
        elif folded in add_answers:
            continue
        elif config["plural_s"] and is_plural(folded, best[folded], lemmas, headwords):
            dropped[folded] = "plural"
        else:
            candidates.append(folded)
    ranked = sorted((w for w in candidates if best[w][0] >= config["min_zipf"]),
                    key=lambda w: (-best[w][0], w))
    answers = set(add_answers)
    for word in ranked:
        if len(answers) >= MORE_ANSWER_COUNTS[length]:
            break
        answers.add(word)
    guesses |= answers
    cutoff = min((best[w][0] for w in answers - add_answers), default=0)
    report(f"[{lang}] {length}-letter guesses {len(guesses)}, answer candidates {len(best)}, "
           f"after filters {len(ranked)}, frequency cut-off zipf {cutoff:.2f}")
    if REPORT:
        for why in sorted(set(dropped.values())):
            words = sorted(w for w, reason in dropped.items() if reason == why)
            report(f"[{lang}] dropped ({why}, {len(words)}): {' '.join(words)}")
        report(f"[{lang}] most frequent answers: "
               f"{' '.join(best[w][1] for w in ranked[:40])}")
        below = [best[w][1] for w in ranked if w not in answers][:60]
        report(f"[{lang}] next candidates below the cut: {' '.join(below)}")
    # How each answer is written, where that is not how it is typed: shown
    # when a round ends (pièce for PIECE, Straße for STRASSE).
    spellings = {w: best[w][1] for w in answers if w in best and best[w][1] != w}
    return sorted(answers), sorted(guesses), spellings


# -------------------------------------------------------------------- main

def main():
    global REPORT
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--report", action="store_true",
                        help="print diagnostics (drops, cut-offs, coverage)")
    parser.add_argument("--out", type=Path, default=OUT_DIR,
                        help="output directory (default: data/words)")
    parser.add_argument("--languages", default="en,es," + ",".join(MORE),
                        help="the languages to rebuild, comma-separated (default: all)")
    args = parser.parse_args()
    REPORT = args.report
    languages = args.languages.split(",")
    unknown = [lang for lang in languages if lang not in ("en", "es", *MORE)]
    if unknown:
        die(f"no such language: {' '.join(unknown)}")

    check_versions()
    for length in LENGTHS:
        report(f"== {length} letters")
        built = []
        en_guesses = ()
        if "en" in languages or "es" in languages:
            en_answers, en_guesses = build_english(length)
            if "en" in languages:
                built.append(("en", en_answers, en_guesses, None))
        if "es" in languages:
            built.append(("es", *build_spanish(length, en_guesses), None))
        for lang in MORE:
            if lang in languages:
                built.append((lang, *build_more(lang, length)))
        for lang, answers, guesses, spellings in built:
            write_list(args.out / lang / list_name("answers", length), answers)
            write_list(args.out / lang / list_name("guesses", length), guesses)
            if spellings is not None:
                write_list(args.out / lang / list_name("spellings", length),
                           [f"{word} {spelling}" for word, spelling in spellings.items()])
            enye = sum("ñ" in w for w in guesses)
            print(f"{lang} {length} letters: {len(answers)} answers, {len(guesses)} guesses"
                  + (f" ({enye} with ñ)" if lang == "es" else ""))


if __name__ == "__main__":
    main()
