#!/usr/bin/env python3
"""Turns the JSON lines of one `cellbench frame` run into the README's frame-budget table.

    swift run -c release --package-path Benchmarks cellbench frame > frame.jsonl
    python3 Benchmarks/frame-table.py frame.jsonl      # or: ... cellbench frame | python3 Benchmarks/frame-table.py

Each row is one `frame.*` case: the longest main-actor stall at 1,000,000 rows (median of the
runs), the worst run, the first run (a warm-up left out of the median: the first such gesture
on a fresh screen), the operation's wall time end to end, the stall at 100,000 rows and the
ratio, and whether it fits one 120 Hz frame (8.3 ms). A synchronous form that does not fit, and
that the documentation replaces at this size by another form (`recommended_instead`), says which
and whether that one fits.
"""
import json
import sys

BUDGET_NS = 8_333_333


def ms(ns):
    return "—" if ns is None else f"{ns / 1e6:.2f} ms"


def main():
    source = open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin
    records = []
    for line in source:
        line = line.strip()
        if not line.startswith("{"):
            continue
        record = json.loads(line)
        if record.get("name", "").startswith("frame."):
            records.append(record)
    print("| Operation at 1,000,000 rows | Longest main-actor stall | Worst run | First run | Wall time | Stall at 100k | Ratio | ≤ 8.3 ms |")
    print("|---|---|---|---|---|---|---|---|")
    by_name = {record["name"]: record for record in records}
    for record in records:
        stall = record.get("main_actor_longest_stall_ns")
        fits = stall is not None and stall <= BUDGET_NS
        name = record["name"].removeprefix("frame.").removesuffix(".1m")
        cells = [
            f"`{name}`: {record.get('summary', '').split(';')[0]}",
            ("" if fits else "**") + ms(stall) + ("" if fits else "**"),
            ms(record.get("main_actor_longest_stall_max_ns")),
            ms(record.get("main_actor_first_run_stall_ns")),
            ms(record.get("median_ns")),
            ms(record.get("main_actor_longest_stall_ns_100k")),
            f"{record['ratio_vs_100k']:.2f}×" if "ratio_vs_100k" in record else "—",
            "yes" if fits else "**no**",
        ]
        instead = by_name.get(record.get("recommended_instead", ""))
        if not fits and instead is not None:
            other = instead["name"].removeprefix("frame.").removesuffix(".1m")
            other_fits = instead.get("main_actor_longest_stall_ns", BUDGET_NS + 1) <= BUDGET_NS
            cells[7] += f": the recommended `{other}` " + ("fits" if other_fits else "does not fit either")
        if record.get("failures"):
            cells[0] += f" ({record['failures']} failed runs)"
        print("| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |")


if __name__ == "__main__":
    main()
