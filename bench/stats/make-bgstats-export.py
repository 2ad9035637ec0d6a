#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a BG Stats export of PLAYS plays (docs/benchmarks.md, "BG Stats import") shaped like
the app's own (tests/data/bgstats/bgstats-export.json): 24 players, 3 locations, the four games
and six others, a fifth of the plays of other games, score sheets, pictures and copies on the
games, teams in some Castles of Burgundy plays. Deterministic (a fixed seed).
    make-bgstats-export.py PLAYS FILE
With --tiny MB (issue 52), an export of about MB megabytes made mostly of tiny JSON values
that BG Stats keeps and Tableside reads past: PLAYS plays as above, then the "tags" list
filled with objects of one member ({"i":0}, 8 bytes each; --tiny-kind objects, the default),
or with whole numbers (0, 2 bytes each; --tiny-kind numbers), the shapes that cost a JSON
tree the most memory for their size.
    make-bgstats-export.py PLAYS FILE --tiny MB [--tiny-kind objects|numbers]"""
import json
import random
import sys
import uuid


def main(n_plays, path, tiny_mb=0, tiny_kind="objects"):
    rand = random.Random(43)
    players = [{"uuid": str(uuid.UUID(int=rand.getrandbits(128), version=4)), "id": i + 1,
                "name": name, "isAnonymous": False, "modificationDate": "2024-01-01 10:00:00",
                "bggUsername": "", "metaData": "{\"isNpc\":0}"}
               for i, name in enumerate(["Ana", "Bruno", "Carla", "Daniel", "Eva", "Filipa",
                                         "Gil", "Helena", "Inês", "João", "Leonor", "Miguel",
                                         "Nuno", "Olga", "Pedro", "Rita", "Sofia", "Tiago",
                                         "Úrsula", "Vasco", "Xavier", "Zé", "Amélia", "Bea"])]
    names = [("The Castles of Burgundy", 271320), ("Kingsburg", 0), ("Carcassonne", 822),
             ("Caylus 1303", 0), ("Azul", 230802), ("Wingspan", 266192), ("Catan", 13),
             ("Ticket to Ride", 9209), ("Splendor", 148228), ("7 Wonders", 68448)]
    games = [{"uuid": str(uuid.UUID(int=rand.getrandbits(128), version=4)), "id": i + 1,
              "name": name, "bggName": name, "bggId": bgg, "bggYear": 2010,
              "highestWins": True, "noPoints": False, "cooperative": False,
              "usesTeams": i == 0, "isBaseGame": 1, "isExpansion": 0,
              "urlThumb": "https://cf.geekdo-images.com/thumb/img/%d.jpg" % bgg,
              "copies": [{"uuid": str(uuid.UUID(int=rand.getrandbits(128), version=4)),
                          "statusOwned": True, "metaData": "{\"Rating\":\"8\"}"}],
              "modificationDate": "2024-01-01 10:00:00"}
             for i, (name, bgg) in enumerate(names)]
    locations = [{"uuid": str(uuid.UUID(int=rand.getrandbits(128), version=4)), "id": i + 1,
                  "name": name, "modificationDate": "2024-01-01 10:00:00"}
                 for i, name in enumerate(["Casa", "Clube", "Café"])]
    plays = []
    for p in range(n_plays):
        game = rand.randrange(4) + 1 if rand.random() < 0.8 else rand.randrange(4, 10) + 1
        n = rand.randrange(2, 6) if game != 1 else 4 if rand.random() < 0.2 else rand.randrange(2, 5)
        seated = rand.sample(players, n)
        teams = game == 1 and n == 4 and rand.random() < 0.5
        scores = [rand.randrange(20, 200) for _ in seated]
        best = max(scores)
        day = 1704067200 + p * 3 * 3600
        date = "%04d-%02d-%02d %02d:%02d:00" % (2024 + day // 31536000 % 3,
                                                 1 + day // 2592000 % 12, 1 + day // 86400 % 28,
                                                 day // 3600 % 24, day // 60 % 60)
        plays.append({
            "uuid": str(uuid.UUID(int=rand.getrandbits(128), version=4)),
            "modificationDate": date, "entryDate": date, "playDate": date,
            "usesTeams": teams, "durationMin": rand.randrange(20, 180), "ignored": False,
            "manualWinner": False, "rounds": 0, "locationRefId": rand.randrange(3) + 1,
            "gameRefId": game, "board": "", "scoringSetting": 0, "playImages": "[]",
            "scoresheet": {"bggId": 0, "version": 0, "rounds": [{"rows": [
                {"label": "{row}.", "scores": {str(i): str(s) for i, s in enumerate(scores)}}]}]},
            "playerScores": [{"score": str(s), "winner": s == best, "newPlayer": False,
                              "startPlayer": i == 0, "playerRefId": who["id"], "role": "",
                              "rank": 0, "seatOrder": i + 1,
                              **({"team": str(i % 2 + 1)} if teams else {})}
                             for i, (who, s) in enumerate(zip(seated, scores))],
            "expansionPlays": []})
    export = {"about": "BG Stats export", "tags": [], "groups": [], "challenges": [],
              "deletedObjects": [], "players": players, "locations": locations, "games": games,
              "plays": plays, "userInfo": {"meRefId": 1, "exportDate": "2026-11-25 10:00:00",
                                           "appVersion": "v5.7.1 (5070101)"}}
    with open(path, "w", encoding="utf-8") as out:
        if tiny_mb <= 0:
            json.dump(export, out, ensure_ascii=False)
            return
        # The tags written by hand, a chunk at a time: a list of millions of values in Python
        # would take gigabytes here too.
        del export["tags"]
        text = json.dumps(export, ensure_ascii=False)
        out.write(text[:-1] + ', "tags": [')
        item, size = ('{"i":0}', 8) if tiny_kind == "objects" else ("0", 2)
        count = max(1, (tiny_mb * 1000 * 1000 - len(text.encode("utf-8"))) // size)
        chunk = ",".join([item] * 100000)
        written = 0
        while written < count:
            n = min(100000, count - written)
            if written > 0:
                out.write(",")
            out.write(chunk if n == 100000 else ",".join([item] * n))
            written += n
        out.write("]}")


if __name__ == "__main__":
    args = sys.argv[1:]
    tiny_mb, tiny_kind = 0, "objects"
    if "--tiny" in args:
        i = args.index("--tiny")
        tiny_mb = int(args[i + 1])
        del args[i:i + 2]
    if "--tiny-kind" in args:
        i = args.index("--tiny-kind")
        tiny_kind = args[i + 1]
        del args[i:i + 2]
        if tiny_kind not in ("objects", "numbers"):
            sys.exit("make-bgstats-export.py: --tiny-kind is objects or numbers")
    main(int(args[0]), args[1], tiny_mb, tiny_kind)
