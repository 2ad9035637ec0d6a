#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""e2e: phones at the table in the real binary, by keyboard. A Kingsburg game opened from its
file; Ctrl+J opens Invite Phones; the address is set to "This computer only" with the
keyboard (the test's phones talk to 127.0.0.1 only); a phone joins through Ana's link, as a
browser does (the token from the link's fragment in the WebSocket's protocols, the page's
Origin) and reads her seat's state; the game's window says "Ana’s seat: a phone joined"; the
phone enters Ana's move (her first choice): the window says "From Ana’s phone: …" and the
record is saved with it; Phones Enter Moves turned off by keyboard (Tab, Space) tells the
phone it only follows, and a tap on its switch lets the phone enter moves again; New Link (Tab, Return) sends that phone away (4001) and shows another
link. Run by meson through
own-display.py (see README)."""
import base64
import json
import os
import re
import shutil
import socket
import struct
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import atspi_util  # noqa: E402
from atspi_util import (CONTROL, DOWN, RETURN, Atspi, find, key, label_text,  # noqa: E402
                        open_in_app, point_at, poll, showing, stop, tab_to, tap)

J = 0x6A
SPACE = 0x20
LINK = re.compile(r"^(http://127\.0\.0\.1:(\d+))/#t=([0-9a-f]{32})$")


def join(port, origin, token):
    """A phone's WebSocket: the handshake, then the first frame (its seat's state)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=60)
    key_text = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET /api/live HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                  "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key_text}\r\nSec-WebSocket-Version: 13\r\n"
                  f"Origin: {origin}\r\n"
                  f"Sec-WebSocket-Protocol: tableside-1, token.{token}, phone.e2e1, lang.en\r\n"
                  "\r\n").encode())
    head = b""
    while not head.endswith(b"\r\n\r\n"):
        head += sock.recv(1)
    assert head.startswith(b"HTTP/1.1 101"), head
    return sock, read_frame(sock)


def read_frame(sock):
    """(opcode, payload) of the next frame the server sends."""
    def exactly(n):
        data = b""
        while len(data) < n:
            more = sock.recv(n - len(data))
            if not more:
                raise EOFError("the server closed the connection")
            data += more
        return data

    first, second = exactly(2)
    length = second & 0x7F
    if length == 126:
        length = struct.unpack(">H", exactly(2))[0]
    elif length == 127:
        length = struct.unpack(">Q", exactly(8))[0]
    return first & 0x0F, exactly(length)


def send_text(sock, text):
    """A text frame, masked as a browser's are."""
    payload = text.encode()
    mask = os.urandom(4)
    head = bytes([0x81])
    if len(payload) < 126:
        head += bytes([0x80 | len(payload)])
    else:
        head += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
    sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))


def next_message(sock, wanted):
    """The next text frame's JSON for which @wanted holds (pings and other states skipped)."""
    while True:
        opcode, payload = read_frame(sock)
        if opcode == 1:
            message = json.loads(payload)
            if wanted(message):
                return message


def link_of(frame):
    return label_text(frame, lambda text: LINK.match((text or "").replace("\n", "")) is not None)


def main(binary, record):
    data_home = tempfile.mkdtemp(prefix="tableside-e2e-")
    path = os.path.join(data_home, "friday.json")
    shutil.copy(record, path)
    process, app = open_in_app(binary, path, data_home)
    try:
        window = atspi_util.first_frame(app)
        atspi_util.chord(CONTROL, J)
        invite = poll("the Invite Phones window", lambda: atspi_util.frame_named(
            app, "Invite Phones"))
        point_at(invite)
        # The address by keyboard: the combo row, its list, the last choice.
        tab_to(invite, "the address", lambda n: (n.get_name() or "").startswith("Address"))
        key(RETURN)
        poll("the addresses listed", lambda: find(
            app, lambda n: showing(n) and (n.get_name() or "") == "This computer only"))
        for _ in range(10):
            key(DOWN)
        key(RETURN)
        text = poll("Ana's link on 127.0.0.1", lambda: link_of(invite))
        print(f"Ana's link: {text}")
        found = LINK.match(text.replace("\n", ""))
        origin, port, token = found.group(1), int(found.group(2)), found.group(3)

        sock, (opcode, payload) = join(port, origin, token)
        state = json.loads(payload)
        assert opcode == 1 and state["type"] == "state" and state["seat"] == 0, state
        assert state["players"][0]["name"] == "Ana", state["players"]
        print(f"a phone joined as Ana: {state['game']['name']}, {state['revision']} entries, "
              f"{len(state['holdings'])} holdings")
        poll("the laptop says a phone joined", lambda: label_text(
            window, lambda t: t == "Ana’s seat: a phone joined"))
        poll("Ana's card counts it", lambda: label_text(invite, lambda t: t == "1 phone"))
        print("the laptop: “Ana’s seat: a phone joined”, 1 phone")

        # Ana's phone enters her move; the laptop's engine records it and says so.
        choice = state["propose"]["choices"][0]
        before = len(atspi_util.record_entries(path))
        send_text(sock, json.dumps({"type": "propose", "id": "e2e-00000001",
                                    "at": state["revision"], "entry": choice["entry"]}))
        result = next_message(sock, lambda m: m["type"] == "result")
        assert result["ok"] and result["text"] == choice["text"], result
        said = f"From Ana’s phone: {choice['text']}"
        poll("the laptop says Ana's phone entered", lambda: label_text(
            window, lambda t: t == said))
        atspi_util.wait_for_entries(path, before + 1)
        print(f"the phone entered “{choice['text']}”; the laptop: “{said}”, saved")

        # Phones Enter Moves off, by keyboard: the phone is told it only follows.
        point_at(invite)
        tab_to(invite, "Phones Enter Moves", lambda n: (n.get_name() or "").replace(
            "_", "").startswith("Phones Enter Moves"))
        key(SPACE)
        locked = next_message(sock, lambda m: m["type"] == "state" and m.get("locked"))
        assert locked["propose"] is None, locked["propose"]
        print(f"Phones Enter Moves off: the phone says “{locked['locked']}”")

        # On again by a tap on its switch (named by its row: libadwaita labels a row's
        # activatable widget with the row's title): the phone may enter moves again.
        switch = poll("the switch", lambda: find(
            invite, lambda n: n.get_role_name() in ("check box", "toggle button", "switch")
            and showing(n) and (n.get_name() or "").startswith("Phones Enter Moves")))
        tap(switch, "Invite Phones")
        unlocked = next_message(sock, lambda m: m["type"] == "state" and not m.get("locked"))
        assert unlocked["propose"] is not None, unlocked
        print("a tap on the switch: the phone may enter moves again")

        point_at(invite)
        tab_to(invite, "New Link", lambda n: (n.get_name() or "").replace("_", "").startswith(
            "New Link"))
        key(RETURN)
        opcode, payload = read_frame(sock)
        while opcode != 8:
            opcode, payload = read_frame(sock)
        code = struct.unpack(">H", payload[:2])[0]
        assert code == 4001, code
        renewed = poll("a new link for Ana", lambda: (lambda t: t if t and t != text else None)(
            link_of(invite)))
        print(f"New Link: the phone was sent away (4001); Ana's link is now {renewed}")
        sock.close()
    finally:
        stop(process)
        shutil.rmtree(data_home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
