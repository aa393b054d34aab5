#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fills translations into translations/lowerscope_<lang>.ts from a JSON table.

Usage: scripts/ts-fill.py TABLE.json
TABLE maps a source text to {"de": ..., "es": ..., "ko": ..., "zh_CN": ...}. Only messages whose source text
is in the table are touched; their "unfinished" mark is removed. Run `cmake --build BUILD --target
update_translations` first so that the .ts files list every string; `scripts/ts-fill.py --check` lists what
is still untranslated (tst_translations fails on any).
"""
import json, sys, pathlib
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parent.parent / "translations"
LANGS = ["de", "es", "ko", "zh_CN"]

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
            if src in table and lang in table[src]:
                tr.text = table[src][lang]
                tr.attrib.pop("type", None)
            if tr.get("type") == "unfinished" or not (tr.text or "").strip():
                missing += 1
                if check:
                    print(f"{lang}: {src!r}")
        if not check:
            write(tree, path)
    print(f"{missing} untranslated", file=sys.stderr)
    return 1 if check and missing else 0

sys.exit(main())
