#!/usr/bin/env python3
"""Write data/words/en/meanings*.txt: what each English word of the game means, from WordNet 3.0.

Only a maintainer needs this, and Debian's `wordnet-base` (`make meanings` installs it and runs
this); building and testing the game read the shipped file.  The output is deterministic: the
same WordNet files and word lists always give the same bytes (every choice below is by a fixed
key, ties by the word).

One file a length, named as the word lists are: meanings.txt (five letters), meanings-4.txt,
meanings-6.txt, meanings-7.txt.  For every English answer and accepted guess WordNet knows, one
line:

    word TAB entry [TAB entry ...]
    entry = pos "|" kind "|" base "|" gloss ["|" gloss]

pos is n (noun), v (verb), a (adjective, satellites included) or r (adverb).  kind and base are
empty when the word is itself a WordNet lemma of that part of speech (a base of two words, a
WordNet collocation such as comic_strip, is written with a space); for an inflection, base is
the lemma WordNet's own `morphy` finds (its exception lists `*.exc` first, else the first
detachment rule whose result is a lemma of that part of speech, adverbs by exception only) and
kind is one of

    pl    plural (noun rules and noun.exc)
    3sg   third person singular (verb rules -s, -es, -ies)
    ed    past tense and past participle (verb rules -ed: the two are the same for regular verbs)
    ing   present participle (verb rules -ing)
    cmp   comparative (adjective rules -er; adj.exc forms not ending in -st)
    sup   superlative (adjective rules -est; adj.exc forms ending in -st)
    past  past tense (verb.exc, see irregular_kinds)
    pp    past participle (verb.exc)
    form  another form (verb.exc forms this script cannot place)

Glosses are WordNet's definitions without their quoted examples.  A word's entries are ordered by
how often WordNet's semantically tagged corpus (cntlist.rev) used the lemma in that part of speech,
most used first; only the first MAX_ENTRIES are kept, the first with up to two senses (WordNet's
own sense order, most frequent first), the others with one; senses that are names (a synset that
spells the word only with a capital) are left out unless the word has no other.

The first line is the format marker the game checks, `#guesswork-meanings 1`; the second says
where the data comes from.  Then the words, sorted by their bytes (`LC_ALL=C sort`).

Usage:

    apt-get install wordnet-base
    python3 tools/make-meanings.py            # writes data/words/en/meanings*.txt
    python3 tools/make-meanings.py --report   # also lists the answers without a meaning
"""

import argparse
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORDNET = Path("/usr/share/wordnet")
PINNED_WORDNET = "1:3.0-37"
HEADER = "#guesswork-meanings 1"
SOURCE = "# WordNet 3.0 (c) 2006 Princeton University; notice in data/words/LICENSES/WordNet.txt"

POS_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
POS_ORDER = "nvar"
# cntlist.rev's ss_type digit → our part of speech (5, adjective satellite, is an adjective).
SS_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}
MAX_ENTRIES = 3
LENGTHS = (4, 5, 6, 7)

# morphy's detachment rules (WordNet's morph.c), in its order, with the inflection each one means.
RULES = {
    "n": [("s", "", "pl"), ("ses", "s", "pl"), ("xes", "x", "pl"), ("zes", "z", "pl"),
          ("ches", "ch", "pl"), ("shes", "sh", "pl"), ("men", "man", "pl"), ("ies", "y", "pl")],
    "v": [("s", "", "3sg"), ("ies", "y", "3sg"), ("es", "e", "3sg"), ("es", "", "3sg"),
          ("ed", "e", "ed"), ("ed", "", "ed"), ("ing", "e", "ing"), ("ing", "", "ing")],
    "a": [("er", "", "cmp"), ("est", "", "sup"), ("er", "e", "cmp"), ("est", "e", "sup")],
    "r": [],
}


def check_version():
    try:
        version = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", "wordnet-base"],
            capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        sys.exit("wordnet-base is not installed: apt-get install wordnet-base")
    if version != PINNED_WORDNET:
        print(f"warning: wordnet-base {version}, the shipped file was made with {PINNED_WORDNET}",
              file=sys.stderr)


def read_index(pos):
    """lemma → synset offsets, most frequent sense first."""
    index = {}
    for line in open(WORDNET / f"index.{POS_FILES[pos]}", encoding="ascii"):
        if line.startswith("  "):
            continue  # the licence at the top
        fields = line.split()
        lemma, p_cnt = fields[0], int(fields[3])
        synset_cnt = int(fields[2])
        offsets = fields[4 + p_cnt + 2:]
        assert len(offsets) == synset_cnt, line
        index[lemma] = offsets
    return index


def read_glosses(pos):
    """synset offset → (gloss without examples, the synset's words as it spells them)."""
    glosses = {}
    for line in open(WORDNET / f"data.{POS_FILES[pos]}", encoding="ascii"):
        if line.startswith("  "):
            continue
        fields, gloss = line.split(" | ", 1)
        fields = fields.split()
        count = int(fields[3], 16)
        names = [re.sub(r"\(.*\)$", "", name) for name in fields[4:4 + 2 * count:2]]
        glosses[fields[0]] = (trim_gloss(gloss), frozenset(names))
    return glosses


def senses(lemma, offsets, glosses, count):
    """The first `count` glosses, leaving out names (CRANE's first two senses are the writers
    Stephen and Hart Crane, CHINA's first the country: synsets that spell the word only with
    capitals) unless there is nothing else."""
    common = [glosses[offset][0] for offset in offsets if lemma in glosses[offset][1]]
    if not common:
        common = [glosses[offset][0] for offset in offsets]
    return common[:count]


def trim_gloss(gloss):
    """The definition part: WordNet puts quoted examples after it, `; "…"`."""
    gloss = gloss.strip()
    match = re.search(r'(^|;\s*)"', gloss)
    if match:
        gloss = gloss[:match.start()]
    gloss = gloss.strip().rstrip(";").strip()
    assert gloss and "|" not in gloss and "\t" not in gloss, gloss
    return gloss


def read_exceptions(pos):
    """inflected form → bases, in the file's order (morphy returns them in that order)."""
    exceptions = {}
    for line in open(WORDNET / f"{POS_FILES[pos]}.exc", encoding="ascii"):
        form, *bases = line.split()
        exceptions[form] = bases
    return exceptions


def irregular_kinds(verb_exceptions):
    """The inflection each of verb.exc's forms is, which WordNet does not say.

    Placed by the forms of the same base: -ing is the present participle, a form ending in -s
    whose base does not (does, goes, has) the third person; of the rest, a base with a single
    irregular form uses it for both past tense and participle (found, heard, built); with two or
    three, those ending in -n/-ne (not -an), or of two the one spelt with u where the other has a
    (begun/began, drunk/drank), are the participle and the others the past tense (bore/born/borne,
    lay/lain); a base whose one irregular form ends in -en or -wn has a regular past tense and
    that form is the participle (showed/shown, laded/laden); anything else (be's
    am/was/were/been) is just "a form of".
    """
    forms_of = defaultdict(list)
    for form, bases in verb_exceptions.items():
        for base in bases:
            forms_of[base].append(form)
    kinds = {}
    for base, forms in forms_of.items():
        rest = []
        for form in forms:
            if form.endswith("ing"):
                kinds[(form, base)] = "ing"
            elif form.endswith("s") and not base.endswith("s") and len(form) <= len(base) + 2:
                kinds[(form, base)] = "3sg"
            else:
                rest.append(form)
        if len(rest) == 1:
            # The other form is regular (showed/shown), unless the one is (found, clung).
            strong = rest[0].endswith("en") or rest[0].endswith("wn")
            kinds[(rest[0], base)] = "pp" if strong else "ed"
        elif len(rest) in (2, 3):
            participles = [form for form in rest if is_participle_spelling(form)]
            if not participles or len(participles) == len(rest):
                first, second = sorted(rest) if len(rest) == 2 else (None, None)
                participles = [form for form, other in [(first, second), (second, first)]
                               if first and u_for_a(form, other)]
            for form in rest:
                if not participles:
                    kinds[(form, base)] = "form"
                else:
                    kinds[(form, base)] = "pp" if form in participles else "past"
        else:
            for form in rest:
                kinds[(form, base)] = "form"
    return kinds


def is_participle_spelling(form):
    """-n or -ne, but not -an (began, reran are past tenses)."""
    return (form.endswith("n") and not form.endswith("an")) or form.endswith("ne")


def u_for_a(participle, past):
    """begun/began: the same letters but one u where the other has a."""
    if len(participle) != len(past):
        return False
    differences = [(p, q) for p, q in zip(participle, past) if p != q]
    return differences == [("u", "a")]


def morphy_bases(word, pos, index, exceptions):
    """(base, kind) pairs morphy finds for an inflected word, the word itself left out."""
    if word in exceptions[pos]:
        bases = exceptions[pos][word]
        return [(base, None) for base in bases if base != word and base in index[pos]]
    if pos == "r":
        return []  # morphy uses only the exception list for adverbs
    stem, ending = word, ""
    if pos == "n":
        if word.endswith("ful"):
            stem, ending = word[:-3], "ful"
        elif word.endswith("ss") or len(word) <= 2:
            return []
    for suffix, replacement, kind in RULES[pos]:
        if stem.endswith(suffix):
            base = stem[:len(stem) - len(suffix)] + replacement + ending
            if base != word and base in index[pos]:
                return [(base, kind)]
    return []


def exception_kind(form, base, pos, verb_kinds):
    if pos == "n":
        return "pl"
    if pos == "v":
        return verb_kinds[(form, base)]
    return "sup" if form.endswith("st") else "cmp"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--report", action="store_true", help="list the answers without a meaning")
    parser.add_argument("--out", type=Path, default=ROOT / "data/words/en",
                        help="the folder the meanings files go to")
    args = parser.parse_args()
    check_version()

    index = {pos: read_index(pos) for pos in POS_ORDER}
    glosses = {pos: read_glosses(pos) for pos in POS_ORDER}
    exceptions = {pos: read_exceptions(pos) for pos in POS_ORDER}
    verb_kinds = irregular_kinds(exceptions["v"])
    usage = defaultdict(int)
    for line in open(WORDNET / "cntlist.rev", encoding="ascii"):
        key, _, count = line.split()
        lemma, rest = key.split("%", 1)
        usage[(lemma, SS_TYPE[rest[0]])] += int(count)

    words_dir = ROOT / "data/words/en"
    for length in LENGTHS:
        answers = read_list(words_dir / list_name("answers", length))
        words = sorted(set(answers) | set(read_list(words_dir / list_name("guesses", length))))
        out = args.out / list_name("meanings", length)
        known = write_meanings(out, words, index, glosses, exceptions, verb_kinds, usage)
        missing = [word for word in answers if word not in known]
        print(f"{out}: {len(known)} of {len(words)} words, {out.stat().st_size} bytes; "
              f"answers with a meaning: {len(answers) - len(missing)} of {len(answers)}")
        if args.report:
            print(f"{length}-letter answers WordNet does not know:", " ".join(missing))


def list_name(kind, length):
    """answers.txt for five letters (the name it had before other lengths), else answers-6.txt."""
    return f"{kind}.txt" if length == 5 else f"{kind}-{length}.txt"


def read_list(path):
    return [line for line in path.read_text().split() if not line.startswith("#")]


def write_meanings(out, words, index, glosses, exceptions, verb_kinds, usage):
    """Writes the meanings of `words` to `out`; returns the words that have one."""
    lines = [HEADER, SOURCE]
    known = set()
    for word in words:
        entries = []
        for pos in POS_ORDER:
            if word in index[pos]:
                entries.append((pos, "", word))
            for base, kind in morphy_bases(word, pos, index, exceptions):
                entries.append((pos, kind or exception_kind(word, base, pos, verb_kinds), base))
        if not entries:
            continue
        # Most used first; then the word's own lemmas before inflections, then n, v, a, r.
        entries.sort(key=lambda e: (-usage[(e[2], e[0])], e[1] != "", POS_ORDER.index(e[0]), e[2]))
        fields = [word]
        for number, (pos, kind, lemma) in enumerate(entries[:MAX_ENTRIES]):
            kept = senses(lemma, index[pos][lemma], glosses[pos], 2 if number == 0 else 1)
            # A base that is a collocation (comic_strip, for COMICS) is written with a space.
            base = "" if lemma == word else lemma.replace("_", " ")
            fields.append("|".join([pos, kind, base] + kept))
        lines.append("\t".join(fields))
        known.add(word)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="ascii")
    return known


if __name__ == "__main__":
    main()
