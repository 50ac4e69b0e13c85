#!/usr/bin/env python3
"""Check the shipped word lists in data/words/.

For each language (en, es; fr, de, it, pt, not yet playable) and length checks answers.txt and guesses.txt
(five letters) and answers-N.txt and guesses-N.txt (N = 4, 6, 7):
  - UTF-8, NFC, final newline, no blank or comment lines, no stray spaces;
  - one lowercase word of that length a line, letters a-z only (plus ñ for
    Spanish; accents must have been stripped);
  - sorted by code point (as `LC_ALL=C sort`, so ñ comes after z), no duplicates;
  - every answer is also a guess;
  - no answer is in the hand-kept offensive or excluded lists (when
    tools/wordlists/ is there);
  - the counts are in the expected ranges (the same as the Swift test
    Tests/GuessworkEngineTests/ShippedWordListTests.swift, which `make test` runs).

Exits 0 when all is well, 1 with one message a problem otherwise.
Standard library only; no third-party packages needed.

Usage: python3 tools/check-wordlists.py [DATA_DIR]   (default data/words)
"""

import re
import sys
from collections import Counter
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HAND_DIR = ROOT / "tools" / "wordlists"

LANGS = {
    "en": {
        "alphabet": "a-z",
        # length: (answers range, guesses range)
        "sizes": {4: ((1700, 2000), (4000, 7000)), 5: ((2200, 2400), (10000, 20000)),
                  6: ((2200, 2400), (15000, 30000)), 7: ((2200, 2400), (20000, 40000))},
    },
    "es": {
        "alphabet": "a-z and ñ",
        "sizes": {4: ((800, 1100), (2000, 4000)), 5: ((1400, 1600), (8000, 20000)),
                  6: ((1400, 1600), (15000, 30000)), 7: ((1400, 1600), (30000, 60000))},
    },
    # Not yet playable (issue 44): built by tools/make-wordlists.py, checked here.
    "fr": {
        "keep": "",
        "alphabet": "a-z",
        "sizes": {4: ((700, 1500), (1800, 3000)), 5: ((1400, 1600), (5000, 9000)),
                  6: ((1400, 1600), (12000, 20000)), 7: ((1400, 1600), (20000, 35000))},
    },
    "de": {
        "keep": "äöü",
        "alphabet": "a-z and ä ö ü",
        "sizes": {4: ((600, 1000), (1400, 2500)), 5: ((1000, 1600), (3500, 6000)),
                  6: ((1400, 1600), (7000, 12000)), 7: ((1400, 1600), (12000, 20000))},
    },
    "it": {
        "keep": "",
        "alphabet": "a-z",
        "sizes": {4: ((450, 1000), (1500, 2500)), 5: ((1200, 1600), (4000, 7000)),
                  6: ((1400, 1600), (8000, 13000)), 7: ((1400, 1600), (15000, 25000))},
    },
    "pt": {
        "keep": "",
        "alphabet": "a-z",
        "sizes": {4: ((900, 1300), (2500, 4500)), 5: ((1400, 1600), (6000, 11000)),
                  6: ((1400, 1600), (9000, 20000)), 7: ((1400, 1600), (13000, 32000))},
    },
}
LETTERS = {"a-z": "[a-z]", "a-z and ñ": "[a-zñ]", "a-z and ä ö ü": "[a-zäöü]"}


def list_name(kind, length):
    """answers.txt for five letters (the original names), answers-6.txt else."""
    return f"{kind}.txt" if length == 5 else f"{kind}-{length}.txt"

MAX_EXAMPLES = 10


def examples(items):
    items = list(items)
    shown = ", ".join(repr(i) for i in items[:MAX_EXAMPLES])
    more = f" (and {len(items) - MAX_EXAMPLES} more)" if len(items) > MAX_EXAMPLES else ""
    return shown + more


def read_hand_list(path):
    words = set()
    if path.exists():
        with open(path, encoding="utf-8") as f:
            for line in f:
                word = line.split("#", 1)[0].strip()
                if word:
                    words.add(unicodedata.normalize("NFC", word))
    return words


def check_file(path, spec, length, problems):
    """Check one list; return its words (possibly partial) as a list."""
    name = str(path)
    if not path.is_file():
        problems.append(f"{name}: missing")
        return []
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        problems.append(f"{name}: not valid UTF-8 ({e})")
        return []
    if not text:
        problems.append(f"{name}: empty")
        return []
    if text.startswith("\ufeff"):
        problems.append(f"{name}: starts with a byte-order mark")
        text = text[1:]
    if "\r" in text:
        problems.append(f"{name}: has carriage returns (use LF line ends)")
        text = text.replace("\r", "")
    if not text.endswith("\n"):
        problems.append(f"{name}: no newline at the end of the last line")
    if unicodedata.normalize("NFC", text) != text:
        problems.append(f"{name}: not in Unicode NFC form")

    words = text.split("\n")
    if words and words[-1] == "":
        words.pop()
    letters = re.compile(LETTERS[spec["alphabet"]] + f"{{{length}}}")
    bad = [(n, w) for n, w in enumerate(words, 1) if not letters.fullmatch(w)]
    if bad:
        problems.append(
            f"{name}: {len(bad)} line(s) are not a lowercase {length}-letter word of "
            f"{spec['alphabet']}: "
            + examples(f"line {n}: {w}" for n, w in bad))
    dupes = sorted(w for w, n in Counter(words).items() if n > 1)
    if dupes:
        problems.append(f"{name}: duplicate words: {examples(dupes)}")
    unsorted = [(n, a, b) for n, (a, b) in enumerate(zip(words, words[1:]), 2) if a > b]
    if unsorted:
        problems.append(
            f"{name}: not sorted by code point (LC_ALL=C sort): "
            + examples(f"line {n}: {b} after {a}" for n, a, b in unsorted))
    return words


def fold(word, keep):
    """The typed form of a spelling: lowercase, œ æ ß spelled out, accents
    stripped except on the letters in `keep` (as tools/make-wordlists.py)."""
    out = []
    for ch in unicodedata.normalize("NFC", word.lower()):
        if ch in keep:
            out.append(ch)
        else:
            ch = {"œ": "oe", "æ": "ae", "ß": "ss"}.get(ch, ch)
            out.append("".join(c for c in unicodedata.normalize("NFD", ch)
                               if not unicodedata.combining(c)))
    return "".join(out)


def check_spellings(path, spec, answers, problems):
    """spellings.txt: 'word spelling' a line, sorted, for answers only, each
    spelling typed as its word and different from it."""
    if not path.exists():
        problems.append(f"{path}: missing")
        return
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines[-1] != "":
        problems.append(f"{path}: no newline at the end of the last line")
    lines = [l for l in lines if l]
    bad = []
    for n, line in enumerate(lines, 1):
        parts = line.split(" ")
        if (len(parts) != 2 or parts[0] not in answers or parts[1] == parts[0]
                or fold(parts[1], spec["keep"]) != parts[0]
                or unicodedata.normalize("NFC", parts[1]) != parts[1]):
            bad.append(f"line {n}: {line}")
    if bad:
        problems.append(f"{path}: {len(bad)} line(s) are not 'answer spelling' with a spelling "
                        f"typed as the answer: {examples(bad)}")
    if lines != sorted(lines):
        problems.append(f"{path}: not sorted by code point")


def main():
    data_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "data" / "words"
    problems = []
    summary = []
    for lang, spec in LANGS.items():
        for length, ranges in spec["sizes"].items():
            answers = check_file(data_dir / lang / list_name("answers", length), spec, length, problems)
            guesses = check_file(data_dir / lang / list_name("guesses", length), spec, length, problems)
            for kind, words, (lo, hi) in (("answers", answers, ranges[0]), ("guesses", guesses, ranges[1])):
                n = len(set(words))
                if words and not lo <= n <= hi:
                    problems.append(f"{data_dir / lang / list_name(kind, length)}: {n} words, "
                                    f"expected between {lo} and {hi}")
            missing = sorted(set(answers) - set(guesses))
            if answers and guesses and missing:
                problems.append(f"{lang} {length}: {len(missing)} answer(s) are not in "
                                f"{list_name('guesses', length)}: {examples(missing)}")
            for hand in (f"{lang}-offensive.txt", f"{lang}-exclude-answers.txt"):
                banned = sorted(set(answers) & read_hand_list(HAND_DIR / hand))
                if banned:
                    problems.append(f"{lang} {length}: answer(s) listed in tools/wordlists/{hand}: "
                                    f"{examples(banned)}")
            spellings = data_dir / lang / list_name("spellings", length)
            if "keep" in spec:
                check_spellings(spellings, spec, set(answers), problems)
            extra = f", {sum('ñ' in w for w in guesses)} with ñ" if lang == "es" else ""
            summary.append(f"{lang} {length} letters: {len(answers)} answers, {len(guesses)} guesses{extra}")

    if problems:
        for p in problems:
            print(f"check-wordlists: {p}", file=sys.stderr)
        print(f"check-wordlists: FAILED, {len(problems)} problem(s)", file=sys.stderr)
        return 1
    for line in summary:
        print(line)
    print("check-wordlists: all word lists are fine")
    return 0


if __name__ == "__main__":
    sys.exit(main())
