"""Rule ``jsx.class-component-props``: ``this.props`` of a React/Preact class component is one
of the props objects the elements rendering it pass."""
from conftest import endpoints

from code2skill.class_component_props import component_base
from code2skill.values import LibV

PACKAGE = '{"name": "app", "dependencies": {"react": "18.2.0"}}'
REPORT = """import React from 'react';
export default class Report extends React.Component {
  componentDidMount() { fetch(`/api/sites/${this.props.siteId}/reports/${this.props.kind}`); }
  render() { return <div />; }
}
"""
TABLE = """import { h, Component } from 'preact';
export default class Table extends Component {
  constructor(props) { super(props); this.state = { offset: 0 }; }
  fetchData(props) {
    fetch(`/api/sites/${props.siteId}/stats/${props.endpoint}/agg?offset=${this.state.offset}`);
  }
  paginateNext() { this.setState({ offset: this.state.offset + 15 }); this.fetchData(this.props); }
  render() { return <button onClick={this.paginateNext}>next</button>; }
}
"""
DASHBOARD = """import { h, Component } from 'preact';
import Table from './Table';
export default class Dashboard extends Component {
  render(props, state) {
    return <div>
      <Table endpoint="pages" siteId={state.site.id} />
      <Table endpoint="referrers" siteId={state.site.id} />
    </div>;
  }
}
"""
PAGE = """import React from 'react';
import Report from './Report';
const extra = { kind: 'hidden' };
export const Page = ({ site }) => (
  <div>
    <Report kind="sales" siteId={site.id} />
    <Report kind={'stock'} siteId={site.id} />
    <Report {...extra} />
  </div>);
"""


def test_component_bases():
    assert component_base(LibV("react", ("Component",)))
    assert component_base(LibV("preact", ("PureComponent",)))
    assert not component_base(LibV("react", ("Fragment",)))
    assert not component_base(LibV("lit", ("Component",)))


def test_each_element_names_the_requests_its_props_build(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/Report.jsx": REPORT,
                             "src/Page.jsx": PAGE})
    assert endpoints(contract) == {("GET", "/api/sites/{siteId}/reports/sales"),
                                   ("GET", "/api/sites/{siteId}/reports/stock"),
                                   ("GET", "/api/sites/{siteId}/reports/hidden")}


def test_a_class_no_element_renders_keeps_its_prop_a_parameter(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/Report.jsx": REPORT})
    assert endpoints(contract) == {("GET", "/api/sites/{siteId}/reports/{kind}")}


def test_props_handed_to_a_method_name_the_requests_it_makes(derive_files):
    contract = derive_files({"package.json": '{"name": "app", "dependencies": {"preact": '
                                             '"10.0.0"}}',
                             "src/Table.jsx": TABLE, "src/Dashboard.jsx": DASHBOARD})
    assert endpoints(contract) == {("GET", "/api/sites/{siteId}/stats/pages/agg"),
                                   ("GET", "/api/sites/{siteId}/stats/referrers/agg")}
