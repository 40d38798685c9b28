#!/usr/bin/env python3
"""Calibrates SceneLayout's TextMetrics against storyboard frames.

Reads every `*.storyboard` under a folder (default: /work/shared/corpus/storyboards), keeps the
labels and plain buttons in system fonts whose frames Xcode sized to their content (subtitle and
value-1 cell labels, labels and buttons not pinned on both sides nor given a width, not in stack
views, one line tall), and fits per-character-class advance widths (ems) with the tracking table
of TextMetricsAdvances.swift fixed. Prints the classes, the medium-weight factor, and the median
and 90th-percentile width errors, in sample and leave-one-out.

    python3 Benchmarks/text_calibration.py [storyboard folder]

Needs numpy and scipy.
"""
import glob
import math
import sys
import xml.etree.ElementTree as ET

import numpy as np
from scipy.optimize import least_squares

LINE_HEIGHT = (1950 + 494) / 2048
TRACKING = {6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26,
            18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14}
# (name, characters, prior width in ems); the last class takes every other character.
CLASSES = [
    ("space", " ", 0.26), ("narrowLower", "ijl", 0.24), ("narrowPunctuation", ".,:;'!|`", 0.26),
    ("semiNarrowLower", "ftr", 0.34), ("lower", "abdeghnopqu", 0.58), ("slimLower", "cksvxyz", 0.53),
    ("wideLower", "mw", 0.84), ("upper", "ABCDGHKNOPQRUVXY", 0.68), ("slimUpper", "EFLSTZ", 0.6),
    ("narrowUpper", "IJ", 0.27), ("wideUpper", "MW", 0.86), ("digit", "0123456789", 0.6),
    ("thinSymbol", "-()[]{}/\\\"*", 0.36), ("symbol", "#?&=+_%@$<>~^", 0.6),
]
CLASS_OF = {c: i for i, (_, chars, _) in enumerate(CLASSES) for c in chars}


def samples(folder):
    """(text, point size, weight, width, pixel scale) of the content-sized frames."""
    found = []
    for path in sorted(glob.glob(folder + "/*.storyboard")):
        root = ET.parse(path).getroot()
        parent = {child: node for node in root.iter() for child in node}
        pinned = {}
        for group in root.iter("constraints"):
            owner = parent[group].get("id")
            for c in group.findall("constraint"):
                if c.get("relation", "equal") != "equal":
                    continue
                first = c.get("firstItem", owner)
                second = c.get("secondItem") or (owner if c.get("secondAttribute") else None)
                pinned.setdefault(first, set()).add(c.get("firstAttribute"))
                if second:
                    pinned.setdefault(second, set()).add(c.get("secondAttribute"))
        for view in root.iter():
            if view.tag not in ("label", "button") or view.get("misplaced") == "YES":
                continue
            frame, font = view.find("rect[@key='frame']"), view.find("fontDescription")
            if frame is None:
                continue
            attributes = pinned.get(view.get("id"), set())
            if "width" in attributes or (attributes & {"leading", "left", "leadingMargin", "leftMargin"}
                                          and attributes & {"trailing", "right", "trailingMargin", "rightMargin"}):
                continue
            container = parent.get(parent.get(view))
            if container is not None and container.tag == "stackView":
                continue
            width, height = float(frame.get("width")), float(frame.get("height"))
            if view.tag == "label":
                if font is None or font.get("type") not in ("system", "boldSystem") or not float(font.get("pointSize", "0")):
                    continue
                cell = ancestor(view, parent, "tableViewCell")
                style = cell.get("style") if cell is not None else None
                if not attributes and style not in ("IBUITableViewCellStyleSubtitle", "IBUITableViewCellStyleValue1"):
                    continue
                text, size = view.get("text"), float(font.get("pointSize"))
                weight = font.get("weight") or ("bold" if font.get("type") == "boldSystem" else "regular")
            else:
                state = view.find("state[@key='normal']")
                if font is not None or view.get("buttonType") not in ("system", "roundedRect") or not attributes:
                    continue
                text, size, weight = (state.get("title") if state is not None else None), 15.0, "regular"
                if view.find("buttonConfiguration") is not None:
                    size, width = 17.0, width - 24  # iOS 15 configuration: 17 pt, 12 points each side
            if not text or text.startswith('"text/html') or "\u2028" in text or "\n" in text or height > 1.5 * LINE_HEIGHT * size and view.tag == "label":
                continue
            scale = 3 if abs(width * 2 - round(width * 2)) > 0.01 else 2
            found.append((text, size, weight, width, scale))  # (the "text/html…" label is cut at its cell's edge)
    return found


def ancestor(view, parent, tag):
    """The nearest enclosing element named `tag`, or None."""
    node = parent.get(view)
    while node is not None and node.tag != tag:
        node = parent.get(node)
    return node


def tracking(size):
    keys = sorted(TRACKING)
    size = min(max(size, keys[0]), keys[-1])
    for low, high in zip(keys, keys[1:]):
        if low <= size <= high:
            return (TRACKING[low] + (TRACKING[high] - TRACKING[low]) * (size - low) / (high - low)) / 1000
    return 0


def counts(text):
    vector = np.zeros(len(CLASSES))
    for character in text:
        vector[CLASS_OF.get(character, len(CLASSES) - 1)] += 1
    return vector


def predict(widths, medium, sample):
    text, size, weight, _, scale = sample
    factor = medium if weight == "medium" else 1.0
    raw = counts(text) @ widths * size * factor + len(text) * tracking(size) * size
    return math.ceil(raw * scale - 1e-7) / scale


def fit(data):
    prior = np.array([c[2] for c in CLASSES])

    def residuals(q):
        widths, medium = q[:-1], q[-1]
        r = [counts(t) @ widths * s * (medium if w == "medium" else 1) + len(t) * tracking(s) * s - (x - 0.25)
             for t, s, w, x, _ in data]
        return np.concatenate([r, 30 * (widths - prior)])

    q = least_squares(residuals, np.concatenate([prior, [1.03]]), loss="soft_l1", f_scale=2.0).x
    return q[:-1], q[-1]


def report(name, errors, data):
    errors = np.abs(np.array(errors))
    relative = errors / np.array([d[3] for d in data])
    print(f"{name}: n={len(data)} median {np.median(errors):.2f} pt, p90 {np.percentile(errors, 90):.2f} pt, "
          f"median {100 * np.median(relative):.2f}%, p90 {100 * np.percentile(relative, 90):.2f}%, max {errors.max():.2f} pt")


def main():
    data = samples(sys.argv[1] if len(sys.argv) > 1 else "/work/shared/corpus/storyboards")
    widths, medium = fit(data)
    for (name, _, _), width in zip(CLASSES, widths):
        print(f"{name:18} {width:.4f}")
    print(f"medium factor      {medium:.4f}")
    report("in sample", [predict(widths, medium, d) - d[3] for d in data], data)
    loo = []
    for index, sample in enumerate(data):
        w, m = fit(data[:index] + data[index + 1:])
        loo.append(predict(w, m, sample) - sample[3])
    report("leave-one-out", loo, data)


if __name__ == "__main__":
    main()
