"""Hostile input shapes for the benchmark's `hostile` section (issue 27): each writes a set of
files of a given size multiplier, so that run.py can check that the time grows no faster than the
input (1x, 4x, 16x). Shapes the reader refuses (past a limit) are timed too: the refusal itself
must be linear."""
import os

SCENES = '<scenes xmlns="urn:scenec:scene:1">\n{}\n</scenes>\n'


def write(directory, name, text):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, name), "w") as handle:
        handle.write(text)


def attributes(directory, n):
    """One element with 10,000·n attributes: refused before libxml2's quadratic duplicate check."""
    write(directory, "A.scene", '<scenes xmlns="urn:scenec:scene:1" ' + " ".join(f'a{i}="1"' for i in range(10_000 * n)) + "/>\n")


def namespaces(directory, n):
    """10,000·n namespace declarations on the root (each counts as an attribute)."""
    write(directory, "A.scene", '<scenes xmlns="urn:scenec:scene:1" ' + " ".join(f'xmlns:p{i}="urn:p{i}"' for i in range(10_000 * n)) + "/>\n")


def entity_references(directory, n):
    """One attribute value of 100,000·n character references."""
    write(directory, "A.scene", SCENES.format('<controller id="a" title="' + "&amp;" * (100_000 * n) + '"/>'))


def long_name(directory, n):
    """An element name of 100,000·n characters."""
    write(directory, "A.scene", SCENES.format("<" + "n" * (100_000 * n) + "/>"))


def deep_nesting(directory, n):
    """50·n subtrees nested 120 deep, just under the depth limit."""
    subtree = '<controller id="c{}"><view>' + "<view>" * 120 + "</view>" * 120 + "</view></controller>"
    write(directory, "A.scene", SCENES.format("\n".join(subtree.format(i) for i in range(50 * n))))


def duplicate_ids(directory, n):
    """2,000·n sibling scenes with the same id: an error and a note each."""
    write(directory, "A.scene", SCENES.format("\n".join('<controller id="same"/>' for _ in range(2_000 * n))))


def reference_chain(directory, n):
    """20·n files, each one's initial scene a reference to the next file's."""
    count = 20 * n
    for i in range(count):
        target = f'<reference id="next" file="F{i + 1}.scene"/>' if i + 1 < count else ""
        body = f'<controller id="s{i}"><segue id="go" kind="show" destination="next"/></controller>\n  {target}' if target else f'<controller id="s{i}"/>'
        write(directory, f"F{i}.scene", f'<scenes xmlns="urn:scenec:scene:1" initial="s{i}">\n  {body}\n</scenes>\n')


def segues(directory, n):
    """2,000·n scenes in a ring of show segues (lint: the container and reachability rules)."""
    count = 2_000 * n
    write(directory, "A.scene", SCENES.format("\n".join(
        f'<controller id="s{i}"><segue id="g{i}" kind="show" destination="s{(i + 1) % count}"/></controller>' for i in range(count))))


def bad_attributes(directory, n):
    """100 elements with 60·n unknown attributes each (up to 960, under the limit): a diagnostic
    each, all of an element's placed by one scan of its tag — one scan per diagnostic would grow
    with the square of the attributes."""
    element = "<controller id=\"c{}\" " + " ".join(f'bad{i}="1"' for i in range(60 * n)) + "/>"
    write(directory, "A.scene", SCENES.format("\n".join(element.format(i) for i in range(100))))


def one_wide_line(directory, n):
    """500·n scenes on one line, each with a wide character and an unknown attribute: each
    diagnostic's column is counted from a recorded column at most a kilobyte back, not from the
    start of the line."""
    write(directory, "A.scene", SCENES.format("".join(f'<controller id="c{i}" title="é" bad="1"/>' for i in range(500 * n))))


# name -> (writer, command: "check" or "lint")
SHAPES = {
    "attributes on one element": (attributes, "check"),
    "namespace declarations": (namespaces, "check"),
    "character references in a value": (entity_references, "check"),
    "a long element name": (long_name, "check"),
    "nesting just under the limit": (deep_nesting, "check"),
    "siblings with one id": (duplicate_ids, "check"),
    "a chain of references across files": (reference_chain, "check"),
    "scenes x segues (lint)": (segues, "lint"),
    "unknown attributes on wide elements": (bad_attributes, "check"),
    "one line with wide characters": (one_wide_line, "check"),
}
