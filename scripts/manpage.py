#!/usr/bin/env python3
"""Turns a command's --help text into a man page, so the two never disagree.

    navlint --help | scripts/manpage.py navlint "navlint 0.1.0" > navlint.1

The help text's shape: a description, a usage block ("Usage:" or "usage:"), paragraphs,
an indented "Options:" list and an "Exit status" paragraph. Option lines start with
two spaces and a dash; their descriptions follow after two or more spaces or on the
more deeply indented lines below.
"""

import re
import sys


def roff(text):
    """Text safe in a roff line: backslashes, dashes and a leading dot or quote."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text[:1] in (".", "'") else text


def paragraphs(lines):
    block = []
    for line in lines + [""]:
        if line.strip():
            block.append(line)
        elif block:
            yield block
            block = []


def main(name, version, text):
    lines = text.rstrip("\n").split("\n")
    synopsis, description, options, exit_status = [], [], [], []
    for block in paragraphs(lines):
        head = block[0].strip()
        if head.lower().startswith("usage:"):
            rest = [re.sub(r"^usage:\s*", "", head, flags=re.I)] if re.sub(r"^usage:\s*", "", head, flags=re.I) else []
            synopsis += rest + [l.strip() for l in block[1:]]
        elif head == "Options:":
            options += block[1:]
        elif head.startswith("Exit status"):
            exit_status.append(" ".join(l.strip() for l in block))
        else:
            description.append(" ".join(l.strip() for l in block))
    summary = description[0].split(". ")[0].rstrip(".") if description else name
    summary = re.sub(rf"^{re.escape(name)}\s+", "", summary)
    out = [f'.TH {name.upper()} 1 "" "{roff(version)}" "User Commands"', ".SH NAME",
           f"{name} \\- {roff(summary)}", ".SH SYNOPSIS", ".nf"]
    out += [roff(l) for l in synopsis] + [".fi", ".SH DESCRIPTION"]
    for i, para in enumerate(description):
        out += ([".PP"] if i else []) + [roff(para)]
    if options:
        out.append(".SH OPTIONS")
        item = None
        for line in options:
            match = re.match(r"^\s{2}(-\S.*?)(?:\s{2,}(.*))?$", line)
            if match and len(line) - len(line.lstrip()) <= 4:
                item = [match.group(1), [match.group(2)] if match.group(2) else []]
                out.append(("TP", item))
            elif item is not None:
                item[1].append(line.strip())
        out = [x if isinstance(x, str) else f".TP\n\\fB{roff(x[1][0])}\\fR\n{roff(' '.join(x[1][1]))}" for x in out]
    if exit_status:
        out += [".SH EXIT STATUS", roff(re.sub(r"^Exit status:\s*", "", exit_status[0]))]
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(main(sys.argv[1], sys.argv[2], sys.stdin.read()))
