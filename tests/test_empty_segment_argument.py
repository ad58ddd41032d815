"""Rule ``wrapper.empty-segment-argument``: an empty text a caller passes for a path hole that
is a whole segment (a component's state before the user picks one) names no endpoint: the
segment stays a path parameter, never erased into the collection's path."""
from __future__ import annotations

from conftest import endpoints

from code2skill.empty_segments import erases_segment, fills_segment
from code2skill.values import AltV, HoleV, ParamV, StrV, Text

PKG = '{"name": "chat", "dependencies": {"axios": "^1.6.0", "react": "^18.2.0"}}'

LIB = """import axios from 'axios';
export const all = () => axios.get('/api/rooms');
export const one = ({ name }) => axios.get(`/api/rooms/${encodeURIComponent(name)}`);
export const tab = (suffix) => axios.get(`/api/tabs${suffix}`);
"""

VIEW = """import React from 'react';
import * as rooms from './rooms';
export class Rooms extends React.Component {
  state = { current: '' };
  load = async () => {
    await rooms.all();
    await rooms.one({ name: this.state.current });
    await rooms.tab('');
    await rooms.tab('/pinned');
  };
  render() { return <button onClick={this.load}>load</button>; }
}
"""


def test_an_empty_state_keeps_the_segment_parameter(derive_files):
    contract = derive_files({"package.json": PKG, "src/rooms.js": LIB, "src/Rooms.jsx": VIEW})
    assert endpoints(contract) == {("GET", "/api/rooms"), ("GET", "/api/rooms/{name}"),
                                   ("GET", "/api/tabs"), ("GET", "/api/tabs/pinned")}


def test_fills_segment():
    name = ParamV("f", "name")
    whole = StrV((Text("/rooms/"), HoleV("name", name), Text("/members")))
    last = StrV((Text("/rooms/"), HoleV("name", name)))
    query = StrV((Text("/rooms/"), HoleV("name", name), Text("?x=1")))
    inner = StrV((Text("/rooms"), HoleV("name", name)))
    glued = StrV((Text("/rooms/"), HoleV("name", name), Text(".json")))
    assert [fills_segment(u, name) for u in (whole, last, query, inner, glued)] == \
        [True, True, True, False, False]
    assert fills_segment(last, ParamV("f", "other")) is False


def test_erases_segment():
    name = ParamV("f", "name")
    last = StrV((Text("/rooms/"), HoleV("name", name)))
    empty, text = StrV((Text(""),)), StrV((Text("lobby"),))
    assert erases_segment(last, name, empty) is True
    assert erases_segment(last, name, AltV((text, empty), "any")) is True
    assert erases_segment(last, name, text) is False
