#!/usr/bin/env python3
"""Checks the translations (make check-translations, part of make test):

- every message handed to L, Lp or Ln in Sources/ is a plain string literal: no interpolation
  (`L("…\\(x)…")`) and no variable, so what gettext looks up is what xgettext extracted;
- po/POTFILES lists exactly the Swift files that call them (plus the data files);
- po/guesswork.pot holds the messages tools/update-pot.sh finds in the sources now (references
  aside), and every message found here (so xgettext, reading Swift as C, missed none);
- every po/<lang>.po of po/LINGUAS compiles with msgfmt --check (placeholders match), has every
  message of the template, and none untranslated or fuzzy.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(ROOT)
problems = []

CALL = re.compile(r"(?<![A-Za-z0-9_.])(L|Lp|Ln)\(")
LITERAL = re.compile(r'\s*"((?:[^"\\\n]|\\.)*)"')


def strip_comments(line):
    """The code of a line without its // comment (outside string literals)."""
    inside = False
    i = 0
    while i < len(line):
        c = line[i]
        if c == "\\" and inside:
            i += 2
            continue
        if c == '"':
            inside = not inside
        elif not inside and line.startswith("//", i):
            return line[:i]
        i += 1
    return line


def swift_unescape(text):
    def replace(m):
        e = m.group(1)
        if e.startswith("u{"):
            return chr(int(e[2:-1], 16))
        return {"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(e, e)

    return re.sub(r"\\(u\{[0-9A-Fa-f]+\}|.)", replace, text)


def messages_in(path):
    found = []
    code = "\n".join(strip_comments(line) for line in open(path, encoding="utf-8"))
    for m in CALL.finditer(code):
        kind, rest = m.group(1), code[m.end():]
        line = code.count("\n", 0, m.start()) + 1
        literals = []
        for _ in range({"L": 1, "Lp": 2, "Ln": 2}[kind]):
            lit = LITERAL.match(rest)
            if not lit:
                problems.append(f"{path}:{line}: {kind}( needs string literals, not an expression")
                break
            if "\\(" in lit.group(1):
                problems.append(f"{path}:{line}: an interpolated string is passed to {kind}(: use a placeholder")
            literals.append(swift_unescape(lit.group(1)))
            rest = rest[lit.end():].lstrip()
            if rest.startswith(","):
                rest = rest[1:]
        else:
            context = literals[0] if kind == "Lp" else None
            found.append((context, literals[1] if kind == "Lp" else literals[0]))
    return found


swift_files = []
for folder, _, files in os.walk("Sources"):
    swift_files += [os.path.join(folder, f) for f in files if f.endswith(".swift")]
messages = {}
for path in sorted(swift_files):
    if path.startswith("Sources/Localization/"):
        continue  # defines L, Lp and Ln
    for message in messages_in(path):
        messages.setdefault(path, []).append(message)

listed = [l.strip() for l in open("po/POTFILES") if l.strip() and not l.startswith("#")]
listed_swift = {p for p in listed if p.endswith(".swift")}
for path in sorted(set(messages) - listed_swift):
    problems.append(f"po/POTFILES does not list {path}, which has messages")
for path in sorted(listed_swift - set(messages)):
    problems.append(f"po/POTFILES lists {path}, which has no messages (or does not exist)")
for path in listed:
    if not os.path.exists(path):
        problems.append(f"po/POTFILES lists {path}, which does not exist")


def catalogue(path):
    """(context, msgid) of every message of a .po/.pot, read through msgcat."""
    out = subprocess.run(["msgcat", "--no-wrap", "--no-location", path], capture_output=True,
                         text=True, check=True).stdout
    keys, context, current, field = set(), None, None, None

    def finish():
        if field == "msgid":
            keys.add((context, current))

    for line in out.splitlines():
        m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
        if m:
            finish()
            if m.group(1) == "msgid" and field != "msgctxt":
                context = None
            field, current = m.group(1), swift_unescape(m.group(2))
            if field == "msgctxt":
                context = current
        elif line.startswith('"'):
            current += swift_unescape(line[1:-1])
        else:
            finish()
            field = None
    finish()
    keys.discard((None, ""))
    return keys


with tempfile.TemporaryDirectory() as work:
    fresh = os.path.join(work, "guesswork.pot")
    subprocess.run(["tools/update-pot.sh"], env=dict(os.environ, POT_OUTPUT=fresh), check=True)
    # The messages, their comments and flags; not the file:line references, which move with any
    # edit of the code around them.
    def messages_of(path):
        return subprocess.run(["msgcat", "--no-location", "--sort-output", path], capture_output=True,
                              text=True, check=True).stdout
    if messages_of(fresh) != messages_of("po/guesswork.pot"):
        problems.append("po/guesswork.pot is out of date with the sources: run `make update-po`, "
                        "then translate the new messages")
    template = catalogue(fresh)
for path, found in messages.items():
    for message in found:
        if message not in template:
            problems.append(f"{path}: xgettext did not extract {message!r} (inside a multi-line string?)")

for lang in [l.strip() for l in open("po/LINGUAS") if l.strip() and not l.startswith("#")]:
    po = f"po/{lang}.po"
    check = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, po],
                           capture_output=True, text=True)
    if check.returncode != 0:
        problems.append(f"{po} does not compile:\n{check.stderr}")
        continue
    if "untranslated" in check.stderr or "fuzzy" in check.stderr:
        problems.append(f"{po} is not complete: {check.stderr.strip()}")
    missing = catalogue("po/guesswork.pot") - catalogue(po)
    for context, msgid in sorted(missing, key=str):
        problems.append(f"{po} lacks {msgid!r}" + (f" (context {context!r})" if context else ""))

if problems:
    print("check-translations: " + "\ncheck-translations: ".join(problems), file=sys.stderr)
    sys.exit(1)
count = sum(len(v) for v in messages.values())
print(f"check-translations: {count} calls in {len(messages)} Swift files; the template is up to date; "
      "every catalogue is complete")
