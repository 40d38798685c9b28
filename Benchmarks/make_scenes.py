#!/usr/bin/env python3
"""Writes a synthetic set of .scene files for the benchmarks.

    make_scenes.py SCENES FILES OUT_DIR [--independent]

SCENES scenes over FILES files (Bench0.scene, Bench1.scene, ...), deterministic (no randomness).
Proportions, per 10 controllers (roughly those of the sample app and of real storyboards):

- every file starts with a navigation controller whose root is the file's first controller;
- each controller has a view of 4 to 6 views (label, button, text field, image, a switch on
  every other one), 2 to 3 outlets, 1 to 2 actions, a title and a restoration identifier;
- segues: a `show` to the next controller (trigger: a button; with a typed Int parameter on
  every other one), a modal `present` on every 5th, a `popover` with an anchor on every 10th;
- every 20th controller is a table controller: a table view with a prototype cell that triggers the segue onwards;
- with several files, each file declares a <reference> to the first controller of the next
  file and its last controller shows it, so resolution crosses files.

With --independent, the files do not reference each other: each is a navigation controller and its
chain alone (a set of many small files, as an app with many storyboards has, whose restoration
paths do not all meet under the first file's navigation controller as a chain across files makes them).

Scene ids are unique within a file; class names are unique across files (Bench3Scene00017Controller),
so `scenec scaffold` can write one class per scene. Scene numbers are written with five digits
(s00017) at every size, so that every controller has the same size in every set: the series then
scales the number of scenes, not also the length of their names.
"""
import os
import sys


def number(i: int) -> str:
    """A scene's number, five digits at every size."""
    return f"{i:05d}"


def controller(file_index: int, i: int, last: bool, has_next_file: bool) -> str:
    sid = f"s{number(i)}"
    cls = f"Bench{file_index}Scene{number(i)}Controller"
    table = i % 20 == 19  # every 20th: a table controller (its cell triggers the segue onwards)
    lines = []
    kind = ' kind="table"' if table else ""
    lines.append(f'  <controller id="{sid}"{kind} class="{cls}" title="Scene {number(i)}" restorationID="S{number(i)}">')
    lines.append("    <view>")
    if table:
        # A table controller's view is its table view; the cell triggers the segue onwards.
        lines.append(f'      <tableView id="{sid}table" accessibilityIdentifier="{sid}.table">')
        lines.append(f'        <cell id="{sid}next" reuseIdentifier="Row" accessoryType="disclosureIndicator" accessibilityLabel="Row"/>')
        lines.append("      </tableView>")
        lines.append("    </view>")
        lines.append(f'    <outlet property="itemsTable" destination="{sid}table" type="TableView"/>')
    else:
        lines.append(f'      <stackView axis="vertical" spacing="8">')
        lines.append(f'        <label id="{sid}title" text="Scene {number(i)}" accessibilityIdentifier="{sid}.title"/>')
        lines.append(f'        <imageView id="{sid}image" image="photo" accessibilityLabel="Photo {number(i)}"/>')
        lines.append(f'        <textField id="{sid}field" placeholder="Name" accessibilityLabel="Name">')
        lines.append('          <action method="nameChanged" event="editingChanged"/>')
        lines.append("        </textField>")
        if i % 2 == 0:
            lines.append(f'        <switch id="{sid}switch" on="true" accessibilityLabel="Enabled">')
            lines.append('          <action method="toggled" event="valueChanged"/>')
            lines.append("        </switch>")
        lines.append(f'        <button id="{sid}next" title="Next" accessibilityLabel="Next"/>')
        if i % 5 == 4:
            lines.append(f'        <button id="{sid}more" title="More" accessibilityLabel="More"/>')
        lines.append("      </stackView>")
        lines.append("    </view>")
        lines.append(f'    <outlet property="titleLabel" destination="{sid}title" type="Label"/>')
        lines.append(f'    <outlet property="nameField" destination="{sid}field" type="TextField"/>')
        if i % 2 == 0:
            lines.append(f'    <outlet property="enabledSwitch" destination="{sid}switch" type="Switch"/>')
    if not last:
        lines.append(f'    <segue id="showNext" kind="show" destination="s{number(i + 1)}" trigger="{sid}next">')
        if i % 2 == 0:
            lines.append('      <parameter name="itemID" type="Int"/>')
        lines.append("    </segue>")
    elif has_next_file:
        lines.append(f'    <segue id="showNextFile" kind="show" destination="nextFile" trigger="{sid}next"/>')
    if i % 5 == 4 and not table:
        lines.append(f'    <segue id="presentDetails" kind="present" destination="s{number(0)}" trigger="{sid}more" presentationStyle="formSheet"/>')
    if i % 10 == 9 and not table:
        lines.append(f'    <segue id="showInfo" kind="popover" destination="s{number(0)}" anchor="{sid}title" preferredContentSize="320x200"/>')
    lines.append("  </controller>")
    return "\n".join(lines)


def document(file_index: int, count: int, files: int, independent: bool = False) -> str:
    has_next_file = files > 1 and not independent
    # A navigation controller (when the file has room for it) + controllers + the reference onwards.
    with_navigation = count - (1 if has_next_file else 0) >= 2
    controllers = max(1, count - (1 if with_navigation else 0) - (1 if has_next_file else 0))
    initial = "nav" if with_navigation else f"s{number(0)}"
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<scenes xmlns="urn:scenec:scene:1" module="Bench{file_index}" initial="{initial}">']
    if with_navigation:
        out += [f'  <navigation id="nav" restorationID="Nav{file_index}">',
                f'    <relationship kind="root" destination="s{number(0)}"/>',
                "  </navigation>"]
    # Last controller first: `scenec scaffold` (as of this writing) gives a class the properties of
    # the segue parameters it receives only when its scene comes before the segue's source scene.
    for i in reversed(range(controllers)):
        out.append(controller(file_index, i, i == controllers - 1, has_next_file))
    if has_next_file:
        nxt = (file_index + 1) % files
        out.append(f'  <reference id="nextFile" file="Bench{nxt}.scene" scene="s{number(0)}"/>')
    out.append("</scenes>")
    return "\n".join(out) + "\n"


def main() -> None:
    arguments = [a for a in sys.argv[1:] if a != "--independent"]
    independent = len(arguments) < len(sys.argv) - 1
    if len(arguments) != 3:
        sys.exit(__doc__)
    scenes, files, out_dir = int(arguments[0]), int(arguments[1]), arguments[2]
    os.makedirs(out_dir, exist_ok=True)
    per_file = [scenes // files + (1 if k < scenes % files else 0) for k in range(files)]
    for k, count in enumerate(per_file):
        with open(os.path.join(out_dir, f"Bench{k}.scene"), "w", encoding="utf-8") as handle:
            handle.write(document(k, count, files, independent))


if __name__ == "__main__":
    main()
