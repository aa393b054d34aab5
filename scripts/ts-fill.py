#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fills translations into translations/lowerscope_<lang>.ts from a JSON table.

Usage: scripts/ts-fill.py TABLE.json
TABLE maps a source text to {"de": ..., "es": ..., "ko": ..., "zh_CN": ...}; for a plural (numerus) message a
language's value may be a list, one text per plural form (de, es: 2; ko, zh_CN: 1). Only messages whose source text
is in the table are touched; their "unfinished" mark is removed. Run `cmake --build BUILD --target
update_translations` first so that the .ts files list every string; `scripts/ts-fill.py --check` lists what
is still untranslated (tst_translations fails on any).
"""
import json, sys, pathlib
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parent.parent / "translations"
LANGS = ["de", "es", "ko", "zh_CN"]
# Plural forms per language as Qt counts them (numerus="yes" messages need one <numerusform> each).
NUMERUS = {"de": 2, "es": 2, "ko": 1, "zh_CN": 1}

def write(tree, path):
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")

def main():
    check = sys.argv[1:] == ["--check"]
    table = {} if check else json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
    missing = 0
    for lang in LANGS:
        path = ROOT / f"lowerscope_{lang}.ts"
        tree = ET.parse(path)
        for msg in tree.getroot().iter("message"):
            src = msg.find("source").text or ""
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            if src in table and lang in table[src]:
                tr.attrib.pop("type", None)
                if numerus:
                    tr.text = None
                    for child in list(tr):
                        tr.remove(child)
                    forms = table[src][lang]  # one text for every plural form, or a list of them in Qt's order
                    forms = forms if isinstance(forms, list) else [forms] * NUMERUS[lang]
                    if len(forms) != NUMERUS[lang]:
                        sys.exit(f"{lang}: {src!r}: {len(forms)} plural forms, {NUMERUS[lang]} expected")
                    for form in forms:
                        ET.SubElement(tr, "numerusform").text = form
                else:
                    tr.text = table[src][lang]
            text = "".join(tr.itertext()) if numerus else (tr.text or "")
            if tr.get("type") == "unfinished" or not text.strip():
                missing += 1
                if check:
                    print(f"{lang}: {src!r}")
        if not check:
            write(tree, path)
    print(f"{missing} untranslated", file=sys.stderr)
    return 1 if check and missing else 0

sys.exit(main())
