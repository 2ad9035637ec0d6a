#!/usr/bin/env python3
"""Freezes the result of a record for the corpus test (issue 40): what `tableside-cli score
--json` of the build that shipped it says, reduced to what must never change: finished, the
winners, the entries, every player's totals and totals by cause.

  tests/corpus/freeze.py CLI RECORD...    writes RECORD's .expected.json beside it

Run once, when a record joins tests/data/corpus/, with the CLI of the build that wrote it
(docs/testing.md, "The corpus"); never again for a record already there."""
import json
import subprocess
import sys


def reduce(score):
    players = []
    for p in score["players"]:
        totals = {k: v for k, v in sorted(p.get("totals", {}).items()) if v != 0}
        causes = {}
        for c in p.get("causes", []):
            key = c["resource"] + "/" + c["cause"]
            causes[key] = causes.get(key, 0) + c["total"]
        causes = {k: v for k, v in sorted(causes.items()) if v != 0}
        players.append({"name": p["name"], "totals": totals, "causes": causes})
    winners = []
    final = score.get("final") if isinstance(score.get("final"), dict) else {}
    if score.get("finished"):
        if isinstance(final.get("winners"), list):
            winners = sorted(final["winners"])
        elif isinstance(score.get("winners"), list):
            winners = sorted(score["winners"])
        elif isinstance(score.get("winner"), int) and score["winner"] >= 0:
            winners = [score["winner"]]
    return {"entries": score["entries"], "finished": bool(score.get("finished")),
            "winners": winners, "players": players}


def freeze(cli, path):
    out = subprocess.run([cli, "score", "--json", path], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{path}: {out.stderr.strip()}")
    return reduce(json.loads(out.stdout))


if __name__ == "__main__":
    cli = sys.argv[1]
    for path in sys.argv[2:]:
        result = freeze(cli, path)
        with open(path[:-len(".json")] + ".expected.json", "w", encoding="utf-8") as f:
            json.dump(result, f, indent=1, ensure_ascii=False)
            f.write("\n")
