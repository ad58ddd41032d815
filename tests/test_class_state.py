"""Rule ``state.initial-type`` for a class component (``code2skill.class_state``): a state
member that ``setState`` changes is typed by its initial literal, never pinned to it; one no
write changes keeps its literal."""
from __future__ import annotations

from code2skill.class_state import EVERY, object_keys
from code2skill.facts import Lit, Obj, Prop, Ref


def requests(contract: dict) -> list[tuple[str, str, list[str]]]:
    """``[(method, path template, sorted binding targets with fixed values)]``."""
    return sorted((r["method"], r["pathTemplate"], sorted(
        b["target"] + ("" if b["value"] is None else f"={b['value']!r}") for b in r["bindings"]))
        for c in contract["capabilities"] for r in c["implementation"]["requests"])


def test_object_keys():
    assert object_keys(Obj((Prop("tab", Lit("x")), Prop("page", Lit(1))))) == {"tab", "page"}
    assert object_keys(Obj((Prop(None, Ref("rest")),))) is None      # a spread
    assert object_keys(Ref("next")) is None
    assert "*" in EVERY


def test_field_state_written_by_set_state_is_a_path_parameter(derive_files):
    contract = derive_files({"src/Mailbox.jsx": (
        "import React, { Component } from 'react'\n"
        "class Mailbox extends Component {\n"
        "  state = { tab: 'inbox', pageSize: 50, page: 1 }\n"
        "  select = (tab) => this.setState({ tab })\n"
        "  next = () => this.setState((prev) => ({ page: prev.page + 1 }))\n"
        "  load = () => fetch(`/api/${this.state.tab}/items?size=${this.state.pageSize}"
        "&page=${this.state.page}`)\n"
        "  render() { return null }\n"
        "}\n"
        "export default Mailbox\n")})
    assert requests(contract) == [
        ("GET", "/api/{tab}/items", ["path:tab", "query:page", 'query:size=50'])]


def test_constructor_state_member_never_written_stays_its_literal(derive_files):
    contract = derive_files({"src/Settings.jsx": (
        "import React from 'react'\n"
        "export default class Settings extends React.Component {\n"
        "  constructor(props) {\n"
        "    super(props)\n"
        "    this.state = { section: 'general', scope: 'user' }\n"
        "  }\n"
        "  show(section) { this.setState({ section }) }\n"
        "  save() { return fetch(`/settings/${this.state.section}?scope=${this.state.scope}`,"
        " { method: 'PUT' }) }\n"
        "  render() { return null }\n"
        "}\n")})
    assert requests(contract) == [("PUT", "/settings/{section}", ["path:section",
                                                                   "query:scope='user'"])]


def test_set_state_of_unreadable_keys_types_every_member(derive_files):
    contract = derive_files({"src/Feed.jsx": (
        "import React from 'react'\n"
        "export default class Feed extends React.Component {\n"
        "  state = { kind: 'news' }\n"
        "  apply(next) { this.setState(next) }\n"
        "  load() { return fetch(`/feeds/${this.state.kind}`) }\n"
        "  render() { return null }\n"
        "}\n")})
    assert requests(contract) == [("GET", "/feeds/{kind}", ["path:kind"])]


def test_class_that_never_writes_its_state_keeps_the_literal(derive_files):
    contract = derive_files({"src/Fixed.jsx": (
        "import React from 'react'\n"
        "export default class Fixed extends React.Component {\n"
        "  state = { kind: 'news' }\n"
        "  load() { return fetch(`/feeds/${this.state.kind}`) }\n"
        "  render() { return null }\n"
        "}\n")})
    assert requests(contract) == [("GET", "/feeds/news", [])]


def test_keys_get_derived_state_from_props_returns_are_written(derive_files):
    """akhq's ConnectList: `state = {clusterId: '', connectId: ''}` filled by the static
    `getDerivedStateFromProps` (its `return null` adds nothing): the members are path
    parameters, never an erased segment (`/api/{clusterId}/connect/`); `version`, which no
    write changes, keeps its literal."""
    contract = derive_files({"src/ConnectList.jsx": (
        "import React from 'react'\n"
        "export default class ConnectList extends React.Component {\n"
        "  state = { clusterId: '', connectId: '', version: 'v2' }\n"
        "  static getDerivedStateFromProps(nextProps) {\n"
        "    if (!nextProps.params) return null\n"
        "    return { clusterId: nextProps.params.clusterId,"
        " connectId: nextProps.params.connectId }\n"
        "  }\n"
        "  load() { const { clusterId, connectId, version } = this.state\n"
        "    return fetch(`/api/${version}/${clusterId}/connect/${connectId}`) }\n"
        "  render() { return null }\n"
        "}\n")})
    assert requests(contract) == [("GET", "/api/v2/{clusterId}/connect/{connectId}",
                                   ["path:clusterId", "path:connectId"])]


def test_set_state_in_a_callback_nested_in_render_writes_the_member(derive_files):
    """akhq's SchemaUpdate: `formData: {subject: ''}` written only by `this.setState({formData})`
    in arrow callbacks handed to elements in `render`: the callback's `this` is the component,
    so `formData.subject` is a path parameter and `POST /schema/{subject}` stays its own
    request, not the collection's `POST /schema`."""
    contract = derive_files({"src/SchemaUpdate.jsx": (
        "import React from 'react'\n"
        "export default class SchemaUpdate extends React.Component {\n"
        "  state = { formData: { subject: '', schema: '' } }\n"
        "  submit() { const { formData } = this.state\n"
        "    return fetch(`/schema/${formData.subject}`, { method: 'POST' }) }\n"
        "  render() {\n"
        "    return this.props.editor(value => {\n"
        "      let { formData } = { ...this.state }\n"
        "      formData.schema = value\n"
        "      this.setState({ formData })\n"
        "    })\n"
        "  }\n"
        "}\n")})
    assert requests(contract) == [("POST", "/schema/{subject}", ["path:subject"])]
